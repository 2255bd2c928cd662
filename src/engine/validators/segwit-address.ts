// `segwit-address`: native SegWit addresses of any chain that reuses BIP-173/BIP-350 with its
// own human-readable part: params.hrp (a string or list, default "bc"), e.g. "ltc" for
// Litecoin. Bech32 for witness version 0, Bech32m for 1-16, BIP-141 program lengths.

import { decodeSegwit, encodeSegwit } from './btc-bech32.js';
import { randomBytes } from './codecs.js';
import { paramNumber, paramStringList } from './text.js';
import type { Validator, ValidatorParams } from './validator.js';

function hrpsOf(params: ValidatorParams | undefined): string[] {
  return (paramStringList(params, 'hrp') ?? ['bc']).map((h) => h.toLowerCase()).filter((h) => /^[a-z]{1,10}$/.test(h));
}

export const segwitAddress: Validator = {
  name: 'segwit-address',
  description: 'Native SegWit address with a chosen human-readable part (params.hrp, e.g. ltc): Bech32/Bech32m and BIP-141 rules.',
  references: [
    'https://github.com/bitcoin/bips/blob/master/bip-0173.mediawiki',
    'https://github.com/bitcoin/bips/blob/master/bip-0350.mediawiki',
    'https://github.com/satoshilabs/slips/blob/master/slip-0173.md',
  ],
  validate(value, params) {
    return decodeSegwit(value.trim(), hrpsOf(params)) !== null;
  },
  generate(rng, params) {
    const hrp = hrpsOf(params)[0] ?? 'bc';
    const version = paramNumber(params, 'version') ?? 0;
    return encodeSegwit(hrp, version, randomBytes(rng, version === 0 ? 20 : 32));
  },
};
