// `wif-private-key`: a Bitcoin-style private key in Wallet Import Format: Base58Check of the
// version byte 0x80 (mainnet; 0xef testnet), the 32-byte secret, an optional 0x01 marking a
// compressed public key, and the first 4 bytes of SHA-256(SHA-256(payload)). Mainnet keys start
// with 5 (uncompressed, 51 characters) or K/L (compressed, 52); testnet ones with 9 or c. The
// checksum leaves one random string in 2^32 passing, so no nearby word is needed.

import { base58CheckEncode, base58CheckPayload, base58Decode, randomBytes } from './codecs.js';
import type { Validator } from './validator.js';

const VERSIONS = new Set([0x80, 0xef]);

export const wifPrivateKey: Validator = {
  name: 'wif-private-key',
  description: 'Wallet Import Format private key (Base58Check of 0x80/0xef, 32 bytes, optional 0x01 compression flag).',
  references: ['https://en.bitcoin.it/wiki/Wallet_import_format', 'https://en.bitcoin.it/wiki/Base58Check_encoding'],
  validate(value) {
    const v = value.trim();
    if (v.length < 50 || v.length > 53) return false;
    const body = base58CheckPayload(base58Decode(v));
    if (body === null || (body.length !== 33 && body.length !== 34)) return false;
    if (!VERSIONS.has(body[0] as number)) return false;
    if (body.length === 34 && body[33] !== 0x01) return false;
    return !body.subarray(1, 33).every((b) => b === 0);
  },
  generate(rng, params) {
    const compressed = params?.['compressed'] !== false;
    const body = new Uint8Array(compressed ? 34 : 33);
    body[0] = params?.['testnet'] === true ? 0xef : 0x80;
    body.set(randomBytes(rng, 32), 1);
    if (compressed) body[33] = 0x01;
    return base58CheckEncode(body);
  },
};
