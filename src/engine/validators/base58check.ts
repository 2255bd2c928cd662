// `base58check`: Base58Check addresses of Bitcoin-derived chains: 1 version byte, a 20-byte
// hash and the first 4 bytes of SHA-256(SHA-256(version + hash)). params.versions lists the
// accepted version bytes (e.g. Litecoin 0x30/0x32/0x05, Dogecoin 0x1e/0x16, Tron 0x41);
// params.alphabet "ripple" reads the XRP Ledger's own Base58 alphabet (classic addresses, 0x00).

import { base58CheckEncode, base58CheckPayload, base58Decode, randomBytes } from './codecs.js';
import { paramString } from './text.js';
import type { Validator, ValidatorParams } from './validator.js';

const BITCOIN = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const RIPPLE = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';

/** Re-spells a string of one Base58 alphabet in another (same digit values). */
function translate(s: string, from: string, to: string): string | null {
  let out = '';
  for (const ch of s) {
    const i = from.indexOf(ch);
    if (i < 0) return null;
    out += to[i];
  }
  return out;
}

function versionsOf(params: ValidatorParams | undefined): number[] {
  const raw = params?.['versions'] ?? params?.['version'];
  const list = Array.isArray(raw) ? raw : raw === undefined ? [0x00, 0x05] : [raw];
  const out: number[] = [];
  for (const x of list) {
    const n = typeof x === 'number' ? x : typeof x === 'string' && /^(0x[0-9a-fA-F]{1,2}|[0-9]{1,3})$/.test(x) ? Number(x) : NaN;
    if (Number.isInteger(n) && n >= 0 && n <= 255) out.push(n);
  }
  return out;
}

export const base58check: Validator = {
  name: 'base58check',
  description: 'Base58Check address (version byte + 20-byte hash + double-SHA-256 checksum); params.versions, params.alphabet.',
  references: [
    'https://en.bitcoin.it/wiki/Base58Check_encoding',
    'https://en.bitcoin.it/wiki/List_of_address_prefixes',
    'https://xrpl.org/docs/concepts/accounts/addresses',
  ],
  validate(value, params) {
    const v = value.trim();
    if (v.length < 25 || v.length > 35) return false;
    const ripple = paramString(params, 'alphabet') === 'ripple';
    const spelled = ripple ? translate(v, RIPPLE, BITCOIN) : v;
    if (spelled === null) return false;
    const payload = base58CheckPayload(base58Decode(spelled));
    if (payload === null || payload.length !== 21) return false;
    return versionsOf(params).includes(payload[0] as number);
  },
  generate(rng, params) {
    const versions = versionsOf(params);
    const payload = new Uint8Array(21);
    payload[0] = versions.length ? (versions[0] as number) : 0;
    payload.set(randomBytes(rng, 20), 1);
    const encoded = base58CheckEncode(payload);
    return paramString(params, 'alphabet') === 'ripple' ? (translate(encoded, BITCOIN, RIPPLE) as string) : encoded;
  },
};
