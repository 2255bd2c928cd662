// `solana-address`: a Solana account address is the Base58 spelling of a 32-byte ed25519 public
// key, with no version byte and no checksum. The only structural check is the length of what it
// decodes to: random Base58 ids, request ids and hex digests of the same length decode to fewer
// (or more) bytes.

import { base58Decode, base58Encode, randomBytes } from './codecs.js';
import type { Validator } from './validator.js';

const PUBLIC_KEY_BYTES = 32;

export const solanaAddress: Validator = {
  name: 'solana-address',
  description: 'Solana address: Base58 (Bitcoin alphabet) of exactly 32 bytes, 32-44 characters.',
  references: [
    'https://solana.com/docs/core/accounts',
    'https://solana.com/docs/core/pda',
  ],
  validate(value) {
    const v = value.trim();
    if (v.length < 32 || v.length > 44) return false;
    const bytes = base58Decode(v);
    return bytes !== null && bytes.length === PUBLIC_KEY_BYTES;
  },
  generate(rng) {
    return base58Encode(randomBytes(rng, PUBLIC_KEY_BYTES));
  },
};
