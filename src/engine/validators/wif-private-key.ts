// `wif-private-key`: a Bitcoin-style private key in Wallet Import Format: Base58Check of the
// version byte 0x80 (mainnet; 0xef testnet), the 32-byte secret, an optional 0x01 marking a
// compressed public key, and the first 4 bytes of SHA-256(SHA-256(payload)). Mainnet keys start
// with 5 (uncompressed, 51 characters) or K/L (compressed, 52); testnet ones with 9 or c. The
// checksum leaves one random string in 2^32 passing, so no nearby word is needed.

import { createHash } from 'node:crypto';
import { base58Decode, base58Encode, randomBytes } from './codecs.js';
import type { Validator } from './validator.js';

const VERSIONS = new Set([0x80, 0xef]);

function checksum(payload: Uint8Array): Uint8Array {
  const once = createHash('sha256').update(payload).digest();
  return createHash('sha256').update(once).digest().subarray(0, 4);
}

export const wifPrivateKey: Validator = {
  name: 'wif-private-key',
  description: 'Wallet Import Format private key (Base58Check of 0x80/0xef, 32 bytes, optional 0x01 compression flag).',
  references: ['https://en.bitcoin.it/wiki/Wallet_import_format', 'https://en.bitcoin.it/wiki/Base58Check_encoding'],
  validate(value) {
    const v = value.trim();
    if (v.length < 50 || v.length > 53) return false;
    const bytes = base58Decode(v);
    if (bytes === null || (bytes.length !== 37 && bytes.length !== 38)) return false;
    if (!VERSIONS.has(bytes[0] as number)) return false;
    if (bytes.length === 38 && bytes[33] !== 0x01) return false;
    const body = bytes.subarray(0, bytes.length - 4);
    const secret = bytes.subarray(1, 33);
    if (secret.every((b) => b === 0)) return false;
    const sum = checksum(body);
    for (let i = 0; i < 4; i++) if (bytes[body.length + i] !== sum[i]) return false;
    return true;
  },
  generate(rng, params) {
    const compressed = params?.['compressed'] !== false;
    const body = new Uint8Array(compressed ? 34 : 33);
    body[0] = params?.['testnet'] === true ? 0xef : 0x80;
    body.set(randomBytes(rng, 32), 1);
    if (compressed) body[33] = 0x01;
    const full = new Uint8Array(body.length + 4);
    full.set(body);
    full.set(checksum(body), body.length);
    return base58Encode(full);
  },
};
