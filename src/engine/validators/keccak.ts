// Keccak-256 (the pre-standard padding Ethereum uses; FIPS 202 SHA3-256 differs only in the
// domain byte), needed for EIP-55 address checksums and Monero address checks: node:crypto
// offers sha3-256, not Keccak. From @noble/hashes (audited, constant-time, no dependencies).

import { keccak_256, sha3_256 as nobleSha3 } from '@noble/hashes/sha3.js';

function toBytes(data: Uint8Array | string): Uint8Array {
  return typeof data === 'string' ? new TextEncoder().encode(data) : data;
}

/** Keccak-256 as used by Ethereum (EIP-55, addresses, ABI selectors). */
export function keccak256(data: Uint8Array | string): Uint8Array {
  return keccak_256(toBytes(data));
}

/** FIPS 202 SHA3-256; exported so tests can cross-check the library against node:crypto. */
export function sha3_256(data: Uint8Array | string): Uint8Array {
  return nobleSha3(toBytes(data));
}

export function toHex(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += b.toString(16).padStart(2, '0');
  return s;
}
