// Byte encodings the secret and wallet validators decode: Base58 (Bitcoin alphabet, @scure/base),
// strict Base64 / Base64url, and base62 fixed-width integers. All return null on bad input
// instead of throwing.

import { Buffer } from 'node:buffer';
import { base58 } from '@scure/base';
import type { Rng } from '../examples/rng.js';
import { BASE62 } from './text.js';

/** Base58 decode (Bitcoin alphabet; leading '1's become zero bytes), null on bad input. */
export function base58Decode(s: string): Uint8Array | null {
  try {
    return base58.decode(s);
  } catch {
    return null;
  }
}

export function base58Encode(data: Uint8Array): string {
  return base58.encode(data);
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
