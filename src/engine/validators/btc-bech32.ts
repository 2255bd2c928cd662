// `btc-bech32`: native SegWit Bitcoin addresses: Bech32 (BIP-173) for witness version 0 and
// Bech32m (BIP-350) for versions 1-16, human-readable part "bc" (mainnet) or "tb" (testnet),
// with the BIP-141 program-length rules.

import { randomBytes } from './codecs.js';
import { paramNumber, paramString } from './text.js';
import type { Validator } from './validator.js';

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
const BECH32 = 1;
const BECH32M = 0x2bc830a3;

function polymod(values: readonly number[]): number {
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = (((chk & 0x1ffffff) << 5) ^ v) >>> 0;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk = (chk ^ (GEN[i] as number)) >>> 0;
  }
  return chk;
}

function hrpExpand(hrp: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < hrp.length; i++) out.push(hrp.charCodeAt(i) >> 5);
  out.push(0);
  for (let i = 0; i < hrp.length; i++) out.push(hrp.charCodeAt(i) & 31);
  return out;
}

/** Regroups bits; `pad` false enforces the BIP-173 rules on leftover bits. */
function convertBits(data: readonly number[], from: number, to: number, pad: boolean): number[] | null {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  const maxv = (1 << to) - 1;
  for (const value of data) {
    acc = (acc << from) | value;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((acc >> bits) & maxv);
    }
    acc &= (1 << bits) - 1;
  }
  if (pad) {
    if (bits > 0) out.push((acc << (to - bits)) & maxv);
  } else if (bits >= from || ((acc << (to - bits)) & maxv) !== 0) return null;
  return out;
}

export function decodeSegwit(address: string, hrps: readonly string[]): { version: number; program: number[] } | null {
  if (address.length < 14 || address.length > 90) return null;
  const lower = address.toLowerCase();
  if (address !== lower && address !== address.toUpperCase()) return null; // mixed case
  const sep = lower.lastIndexOf('1');
  const hrp = lower.slice(0, sep);
  if (sep < 1 || !hrps.includes(hrp) || lower.length - sep - 1 < 7) return null;
  const data: number[] = [];
  for (let i = sep + 1; i < lower.length; i++) {
    const v = CHARSET.indexOf(lower[i] as string);
    if (v < 0) return null;
    data.push(v);
  }
  const version = data[0] as number;
  if (version > 16) return null;
  const constant = polymod([...hrpExpand(hrp), ...data]);
  if (constant !== (version === 0 ? BECH32 : BECH32M)) return null;
  const program = convertBits(data.slice(1, -6), 5, 8, false);
  if (program === null || program.length < 2 || program.length > 40) return null;
  if (version === 0 && program.length !== 20 && program.length !== 32) return null;
  return { version, program };
}

export function encodeSegwit(hrp: string, version: number, program: Uint8Array): string {
  const data = [version, ...(convertBits([...program], 8, 5, true) as number[])];
  const mod = polymod([...hrpExpand(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ (version === 0 ? BECH32 : BECH32M);
  for (let i = 0; i < 6; i++) data.push((mod >>> (5 * (5 - i))) & 31);
  return hrp + '1' + data.map((d) => CHARSET[d]).join('');
}

export const btcBech32: Validator = {
  name: 'btc-bech32',
  description: 'Native SegWit Bitcoin address (bc1…/tb1…): Bech32 for v0, Bech32m for v1+, program length rules.',
  references: [
    'https://github.com/bitcoin/bips/blob/master/bip-0173.mediawiki',
    'https://github.com/bitcoin/bips/blob/master/bip-0350.mediawiki',
    'https://github.com/bitcoin/bips/blob/master/bip-0141.mediawiki',
  ],
  validate(value) {
    return decodeSegwit(value.trim(), ['bc', 'tb']) !== null;
  },
  generate(rng, params) {
    const version = paramNumber(params, 'version') ?? 0;
    const hrp = paramString(params, 'hrp') ?? 'bc';
    // v0: P2WPKH (20-byte key hash); v1: Taproot (32-byte key).
    return encodeSegwit(hrp, version, randomBytes(rng, version === 0 ? 20 : 32));
  },
};
