// Byte encodings the secret and wallet validators decode: Base58 (Bitcoin alphabet),
// strict Base64 / Base64url, and base62 fixed-width integers. All return null on bad input
// instead of throwing.

import { Buffer } from 'node:buffer';
import type { Rng } from '../examples/rng.js';
import { BASE62 } from './text.js';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Base58 decode (leading '1's become zero bytes). Quadratic in length, so callers cap it. */
export function base58Decode(s: string): Uint8Array | null {
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    let carry = BASE58.indexOf(s[i] as string);
    if (carry < 0) return null;
    for (let j = 0; j < bytes.length; j++) {
      carry += (bytes[j] as number) * 58;
      bytes[j] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  for (let i = 0; i < s.length && s[i] === '1'; i++) bytes.push(0);
  return Uint8Array.from(bytes.reverse());
}

export function base58Encode(data: Uint8Array): string {
  const digits: number[] = [];
  for (const byte of data) {
    let carry = byte;
    for (let j = 0; j < digits.length; j++) {
      carry += (digits[j] as number) << 8;
      digits[j] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    while (carry > 0) {
      digits.push(carry % 58);
      carry = Math.floor(carry / 58);
    }
  }
  let out = '';
  for (let i = 0; i < data.length && data[i] === 0; i++) out += '1';
  for (let i = digits.length - 1; i >= 0; i--) out += BASE58[digits[i] as number];
  return out;
}

/**
 * Strict Base64 (RFC 4648 §4) or Base64url (§5) decode: alphabet only, '=' padding only at
 * the end (optional), no impossible lengths. Whitespace must be removed by the caller.
 */
export function decodeBase64(s: string, url = false): Uint8Array | null {
  let end = s.length;
  while (end > 0 && s[end - 1] === '=') end--;
  if (s.length - end > 2) return null;
  for (let i = 0; i < end; i++) {
    const c = s.charCodeAt(i);
    const alnum = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    const extra = url ? c === 45 || c === 95 : c === 43 || c === 47;
    if (!alnum && !extra) return null;
  }
  if (end % 4 === 1) return null;
  if (s.length !== end && s.length % 4 !== 0) return null;
  return new Uint8Array(Buffer.from(s.slice(0, end), url ? 'base64url' : 'base64'));
}

export function encodeBase64(data: Uint8Array, url = false): string {
  return Buffer.from(data).toString(url ? 'base64url' : 'base64');
}

/** Unsigned integer as big-endian base62 (0-9A-Za-z), left-padded with '0' to `width`. */
export function base62Fixed(n: number, width: number): string {
  let s = '';
  let v = n;
  while (v > 0) {
    s = BASE62[v % 62] + s;
    v = Math.floor(v / 62);
  }
  return s.padStart(width, '0');
}

/** Random bytes from the seeded generator (fixtures only, never for real secrets). */
export function randomBytes(rng: Rng, length: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) out[i] = rng.int(256);
  return out;
}
