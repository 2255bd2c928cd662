// `xmr-address`: Monero mainnet addresses: network byte 18 (standard, "4…"), 42 (subaddress,
// "8…") or 19 (integrated, with an 8-byte payment id), two 32-byte public keys and the first
// 4 bytes of Keccak-256 over the rest, written in Monero's block Base58 (8-byte blocks become
// 11 characters; the last partial block has a fixed encoded size).

import { randomBytes } from './codecs.js';
import { keccak256 } from './keccak.js';
import { paramString } from './text.js';
import type { Validator } from './validator.js';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** Encoded length of a block of n bytes (n = 0..8). */
const ENCODED = [0, 2, 3, 5, 6, 7, 9, 10, 11];
const NETWORK: Readonly<Record<number, number>> = { 18: 69, 42: 69, 19: 77 };

function decodeBlock(chars: string, bytes: number): number[] | null {
  let n = 0n;
  for (const ch of chars) {
    const d = ALPHABET.indexOf(ch);
    if (d < 0) return null;
    n = n * 58n + BigInt(d);
  }
  if (n >= 1n << BigInt(8 * bytes)) return null;
  const out = new Array<number>(bytes);
  for (let i = bytes - 1; i >= 0; i--) {
    out[i] = Number(n & 0xffn);
    n >>= 8n;
  }
  return out;
}

function encodeBlock(data: Uint8Array): string {
  let n = 0n;
  for (const b of data) n = (n << 8n) | BigInt(b);
  let out = '';
  for (let i = 0; i < (ENCODED[data.length] as number); i++) {
    out = ALPHABET[Number(n % 58n)] + out;
    n /= 58n;
  }
  return out;
}

export function moneroBase58Decode(s: string): Uint8Array | null {
  const full = Math.floor(s.length / 11);
  const rest = ENCODED.indexOf(s.length % 11);
  if (rest < 0) return null;
  const out: number[] = [];
  for (let i = 0; i < full; i++) {
    const block = decodeBlock(s.slice(i * 11, i * 11 + 11), 8);
    if (block === null) return null;
    out.push(...block);
  }
  if (rest > 0) {
    const block = decodeBlock(s.slice(full * 11), rest);
    if (block === null) return null;
    out.push(...block);
  }
  return Uint8Array.from(out);
}

export function moneroBase58Encode(data: Uint8Array): string {
  let out = '';
  for (let i = 0; i < data.length; i += 8) out += encodeBlock(data.subarray(i, Math.min(i + 8, data.length)));
  return out;
}

export const xmrAddress: Validator = {
  name: 'xmr-address',
  description: 'Monero mainnet address (standard, subaddress, integrated): block Base58, network byte, Keccak-256 checksum.',
  references: [
    'https://monerodocs.org/public-address/standard-address/',
    'https://monerodocs.org/cryptography/base58/',
  ],
  validate(value) {
    const v = value.trim();
    if (v.length !== 95 && v.length !== 106) return false;
    const bytes = moneroBase58Decode(v);
    if (bytes === null || NETWORK[bytes[0] as number] !== bytes.length) return false;
    const body = bytes.subarray(0, bytes.length - 4);
    const sum = keccak256(body);
    for (let i = 0; i < 4; i++) if (bytes[body.length + i] !== sum[i]) return false;
    return true;
  },
  generate(rng, params) {
    const kind = paramString(params, 'type');
    const network = kind === 'subaddress' ? 42 : kind === 'integrated' ? 19 : 18;
    const size = NETWORK[network] as number;
    const body = new Uint8Array(size - 4);
    body[0] = network;
    body.set(randomBytes(rng, size - 5), 1);
    const full = new Uint8Array(size);
    full.set(body);
    full.set(keccak256(body).subarray(0, 4), size - 4);
    return moneroBase58Encode(full);
  },
};
