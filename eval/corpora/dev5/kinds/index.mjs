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
import * as more from './more.mjs';
import * as containers from './containers.mjs';
import * as local from './local.mjs';

const isKind = (x) => x && typeof x === 'object' && typeof x.kind === 'string' && typeof x.make === 'function';
export const KINDS = [prose, forms, data, config, code, crypto, keys, intl, wrapped, more, containers, local].flatMap((m) => Object.values(m).filter(isKind));

/**
 * Kinds drawn twice per round: those that carry the rarer categories (wallets, keys, connection
 * strings, passports, cards, tokens) and the long documents with attachments, so that each category keeps enough labels as kinds are added.
 */
const DOUBLE = new Set(['crypto_exchange_ticket', 'wallet_payout_export', 'crypto_chat', 'ssh_key_paste', 'terminal_session', 'dotenv', 'stack_trace', 'docker_compose', 'travel_eticket', 'hotel_registration', 'payment_confirmation', 'oauth_token_response', 'har_export', 'ticket_with_attachment', 'service_account_json', 'tls_bundle']);
export const DECK = KINDS.flatMap((k) => (DOUBLE.has(k.kind) ? [k, k] : [k]));
