// API key format, hashing and verification. A key is `scr_` + 43 base64url characters (256
// random bits); only its SHA-256 is stored. Lookup is by hash, so the database never compares
// attacker-chosen prefixes, and the final comparison is constant-time.

import { hash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

export const KEY_PREFIX = 'scr_';
const KEY_SHAPE = /^scr_[A-Za-z0-9_-]{43}$/;
/** Characters of a key that are safe to show: the fixed prefix plus 8 of 43 random characters. */
const VISIBLE = KEY_PREFIX.length + 8;

export interface NewKey {
  id: string;
  key: string;
  prefix: string;
  hash: Buffer;
}

export function generateKey(): NewKey {
  const key = KEY_PREFIX + randomBytes(32).toString('base64url');
  return { id: `key_${randomUUID().replaceAll('-', '')}`, key, prefix: key.slice(0, VISIBLE), hash: hashKey(key) };
}

export function hashKey(key: string): Buffer {
  // One-shot hashing: no Hash object per request (this runs on every authenticated request).
  return hash('sha256', key, 'buffer');
}

export function isKeyShaped(token: string): boolean {
  return KEY_SHAPE.test(token);
}

export function hashesEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
