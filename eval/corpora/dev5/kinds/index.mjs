// The document kinds, in a fixed order (the generator shuffles them per seed).
import * as prose from './prose.mjs';
import * as forms from './forms.mjs';
import * as data from './data.mjs';
import * as config from './config.mjs';
import * as code from './code.mjs';
import * as crypto from './crypto.mjs';
import * as keys from './keys.mjs';
import * as intl from './intl.mjs';
import * as wrapped from './wrapped.mjs';

const isKind = (x) => x && typeof x === 'object' && typeof x.kind === 'string' && typeof x.make === 'function';
export const KINDS = [prose, forms, data, config, code, crypto, keys, intl, wrapped].flatMap((m) => Object.values(m).filter(isKind));
