// Byte encodings the secret and wallet validators decode: Base58 (Bitcoin alphabet, @scure/base),
// strict Base64 / Base64url, and base62 fixed-width integers. All return null on bad input
// instead of throwing.

import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
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

/** The first 4 bytes of SHA-256(SHA-256(payload)): the checksum of Base58Check. */
function doubleSha256Check(payload: Uint8Array): Uint8Array {
  const once = createHash('sha256').update(payload).digest();
  return createHash('sha256').update(once).digest().subarray(0, 4);
}

/** The payload of decoded Base58Check bytes (checksum removed), or null when the checksum is wrong. */
export function base58CheckPayload(bytes: Uint8Array | null): Uint8Array | null {
  if (bytes === null || bytes.length < 5) return null;
  const payload = bytes.subarray(0, bytes.length - 4);
  const sum = doubleSha256Check(payload);
  for (let i = 0; i < 4; i++) if (bytes[payload.length + i] !== sum[i]) return null;
  return payload;
}

/** `payload` with its Base58Check checksum appended, Base58-encoded (Bitcoin alphabet). */
export function base58CheckEncode(payload: Uint8Array): string {
  const full = new Uint8Array(payload.length + 4);
  full.set(payload);
  full.set(doubleSha256Check(payload), payload.length);
  return base58Encode(full);
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
