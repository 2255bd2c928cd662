// `btc-bech32`: native SegWit Bitcoin addresses: Bech32 (BIP-173) for witness version 0 and
// Bech32m (BIP-350) for versions 1-16, human-readable part "bc" (mainnet) or "tb" (testnet),
// with the BIP-141 program-length rules. Checksums and bit regrouping come from @scure/base.

import { bech32, bech32m } from '@scure/base';
import { randomBytes } from './codecs.js';
import { paramNumber, paramString } from './text.js';
import type { Validator } from './validator.js';

type Codec = typeof bech32;

/** Decodes with one codec; null when the checksum (or anything else) does not hold. */
function tryDecode(codec: Codec, address: string): { prefix: string; words: number[] } | null {
  try {
    const { prefix, words } = codec.decode(address as `${string}1${string}`, 90);
    return { prefix, words: [...words] };
  } catch {
    return null;
  }
}

export function decodeSegwit(address: string, hrps: readonly string[]): { version: number; program: number[] } | null {
  if (address.length < 14 || address.length > 90) return null;
  const lower = address.toLowerCase();
  if (address !== lower && address !== address.toUpperCase()) return null; // mixed case
  const sep = lower.lastIndexOf('1');
  if (sep < 1 || !hrps.includes(lower.slice(0, sep)) || lower.length - sep - 1 < 7) return null;
  // Witness version 0 uses Bech32 (BIP-173), versions 1-16 Bech32m (BIP-350).
  const decoded = tryDecode(bech32, lower) ?? tryDecode(bech32m, lower);
  if (!decoded || decoded.words.length === 0) return null;
  const version = decoded.words[0] as number;
  if (version > 16) return null;
  if ((version === 0) !== (tryDecode(bech32, lower) !== null)) return null;
  let program: number[];
  try {
    program = [...bech32.fromWords(decoded.words.slice(1))];
  } catch {
    return null; // leftover bits that BIP-173 forbids
  }
  if (program.length < 2 || program.length > 40) return null;
  if (version === 0 && program.length !== 20 && program.length !== 32) return null;
  return { version, program };
}

export function encodeSegwit(hrp: string, version: number, program: Uint8Array): string {
  const codec = version === 0 ? bech32 : bech32m;
  return codec.encode(hrp, [version, ...bech32.toWords(program)], 90);
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
