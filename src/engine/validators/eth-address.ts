// `eth-address`: Ethereum account address, "0x" + 40 hex digits. All-lower and all-upper case
// carry no checksum and are accepted; mixed case must match the EIP-55 checksum (upper case
// where the matching nibble of keccak256(lower-case hex) is >= 8).

import { randomBytes } from './codecs.js';
import { keccak256, toHex } from './keccak.js';
import { paramBool } from './text.js';
import type { Validator } from './validator.js';

export function toChecksumAddress(hex40: string): string {
  const lower = hex40.toLowerCase();
  const hash = toHex(keccak256(lower));
  let out = '0x';
  for (let i = 0; i < 40; i++) {
    const ch = lower[i] as string;
    out += ch >= 'a' && Number.parseInt(hash[i] as string, 16) >= 8 ? ch.toUpperCase() : ch;
  }
  return out;
}

export const ethAddress: Validator = {
  name: 'eth-address',
  description: 'Ethereum address: 0x + 40 hex; mixed case must satisfy the EIP-55 checksum.',
  references: [
    'https://eips.ethereum.org/EIPS/eip-55',
    'https://ethereum.github.io/yellowpaper/paper.pdf',
  ],
  validate(value) {
    const v = value.trim();
    if (v.length !== 42 || v[0] !== '0' || v[1] !== 'x') return false;
    const hex = v.slice(2);
    if (!/^[0-9a-fA-F]{40}$/.test(hex)) return false;
    if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
    return toChecksumAddress(hex) === v;
  },
  generate(rng, params) {
    const hex = toHex(randomBytes(rng, 20));
    return paramBool(params, 'checksum') === false ? '0x' + hex : toChecksumAddress(hex);
  },
};
