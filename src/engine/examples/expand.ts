// Expands the placeholders in rule examples (`${hex:40}`, `${valid:luhn:prefix=4,length=16}`) with a seeded
// generator, so examples read like real text while no real secret is ever committed. Guillemets
// «…» mark the exact span a positive example must report; they are removed from the text.

import { createRng, type Rng } from './rng.js';
import { getValidator } from '../validators/index.js';

const ALPHABETS: Record<string, string> = {
  alnum: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  ALNUM: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  lalnum: 'abcdefghijklmnopqrstuvwxyz0123456789',
  // Lower-case letters, digits and the symbols of framework-generated keys (Django's get_random_secret_key).
  lalnumsym: 'abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)',
  alpha: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  lower: 'abcdefghijklmnopqrstuvwxyz',
  hex: '0123456789abcdef',
  HEX: '0123456789ABCDEF',
  digits: '0123456789',
  base32: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
  base58: '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz',
  base64: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
  base64url: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_',
};

export const PLACEHOLDER = /\$\{([a-zA-Z0-9]+):([^}]*)\}/g;

export interface ExpandedExample {
  text: string;
  /** UTF-16 spans marked with «…», in order. */
  marked: Array<{ start: number; end: number }>;
}

export class ExampleError extends Error {
  override name = 'ExampleError';
}

/** The zero digit of the scripts an example may write a generated value in (`digits=arabic`). */
const DIGIT_SCRIPTS: Record<string, number> = { arabic: 0x0660, persian: 0x06f0, devanagari: 0x0966, bengali: 0x09e6, thai: 0x0e50, fullwidth: 0xff10 };

function expandOne(kind: string, arg: string, rng: Rng): string {
  if (kind === 'valid') {
    const [name, list] = splitOnce(arg, ':');
    const validator = getValidator(name);
    if (!validator?.generate) throw new ExampleError(`\${valid:${name}}: no validator with a generator named "${name}"`);
    const params = list ? parseParams(list, arg) : undefined;
    // `digits=<script>` is the example's, not the validator's: the value is generated, then written in that script's digits.
    const script = params?.digits;
    if (params) delete params.digits;
    const value = validator.generate(rng, params && Object.keys(params).length ? params : undefined);
    if (script === undefined) return value;
    const zero = DIGIT_SCRIPTS[String(script)];
    if (zero === undefined) throw new ExampleError(`\${valid:${arg}}: digits= is one of ${Object.keys(DIGIT_SCRIPTS).join(', ')}`);
    return value.replace(/[0-9]/g, (d) => String.fromCharCode(zero + Number(d)));
  }
  if (kind === 'b64') return Buffer.from(arg, 'utf8').toString('base64');
  // `${bytes:64}`: that many random byte values, comma-separated (keys written as JSON arrays).
  if (kind === 'bytes') {
    const count = Number(arg);
    if (!Number.isInteger(count) || count < 1 || count > 4096) throw new ExampleError(`\${bytes:${arg}}: a count from 1 to 4096`);
    return Array.from({ length: count }, () => String(rng.int(256))).join(',');
  }
  const alphabet = ALPHABETS[kind];
  const length = Number(arg);
  if (!alphabet || !Number.isInteger(length) || length < 1 || length > 10000)
    throw new ExampleError(`\${${kind}:${arg}}: unknown placeholder (use ${Object.keys(ALPHABETS).join(', ')}, valid, b64 or bytes)`);
  return rng.string(alphabet, length);
}

/** `prefix=4,length=16,grouped=true` → { prefix: '4', length: 16, grouped: true }; digits-only values that start with 0 stay strings. */
function parseParams(list: string, arg: string): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const pair of list.split(',')) {
    const [k, v] = splitOnce(pair, '=');
    if (!k || v === undefined) throw new ExampleError(`\${valid:${arg}}: params are key=value pairs separated by commas`);
    params[k.trim()] = v === 'true' ? true : v === 'false' ? false : /^(0|[1-9]\d*)$/.test(v) ? Number(v) : v;
  }
  return params;
}

function splitOnce(s: string, sep: string): [string, string | undefined] {
  const i = s.indexOf(sep);
  return i < 0 ? [s, undefined] : [s.slice(0, i), s.slice(i + 1)];
}

/** Expands one example; the seed (e.g. the rule id plus the example index) makes it repeatable. */
export function expandExample(template: string, seed: string): ExpandedExample {
  const rng = createRng(seed);
  const filled = template.replace(PLACEHOLDER, (_m, kind: string, arg: string) => expandOne(kind, arg, rng));
  const marked: Array<{ start: number; end: number }> = [];
  let text = '';
  let open = -1;
  for (const ch of filled) {
    if (ch === '«') open = text.length;
    else if (ch === '»' && open >= 0) {
      marked.push({ start: open, end: text.length });
      open = -1;
    } else text += ch;
  }
  return { text, marked };
}
