// `bech32-address`: account addresses of chains that write a payload in Bech32 (BIP-173) under
// their own human-readable part, without SegWit's witness version: Cosmos SDK chains ("cosmos1…",
// 20- or 32-byte accounts) and Cardano Shelley addresses ("addr1…", a header byte and one or two
// 28-byte credentials, longer than BIP-173's 90 characters). The checksum is the evidence.

import { bech32 } from '@scure/base';
import { randomBytes } from './codecs.js';
import { paramStringList } from './text.js';
import type { Validator, ValidatorParams } from './validator.js';

/** Cardano addresses run past BIP-173's 90 characters; CIP-19 keeps them well under this. */
const MAX_LENGTH = 200;

function hrpsOf(params: ValidatorParams | undefined): string[] {
  return (paramStringList(params, 'hrp') ?? ['cosmos']).map((h) => h.toLowerCase());
}

/** Allowed payload lengths in bytes (params.bytes: a number or a list, e.g. [20, 32]); any when absent. */
function lengthsOf(params: ValidatorParams | undefined): Set<number> | undefined {
  const v = params?.['bytes'];
  const list = Array.isArray(v) ? v : v === undefined ? undefined : [v];
  return list ? new Set(list.map(Number).filter((n) => Number.isInteger(n) && n > 0)) : undefined;
}

function decodeBech32(value: string, hrps: readonly string[]): Uint8Array | null {
  const lower = value.toLowerCase();
  if (value !== lower && value !== value.toUpperCase()) return null; // mixed case
  if (lower.length > MAX_LENGTH) return null;
  try {
    const { prefix, words } = bech32.decode(lower as `${string}1${string}`, MAX_LENGTH);
    return hrps.includes(prefix) ? bech32.fromWords(words) : null;
  } catch {
    return null;
  }
}

export const bech32Address: Validator = {
  name: 'bech32-address',
  description: 'Bech32 account address with a chosen human-readable part (params.hrp, e.g. cosmos, addr) and payload length in bytes (params.bytes, e.g. [20, 32]): the checksum must hold.',
  references: ['https://github.com/bitcoin/bips/blob/master/bip-0173.mediawiki', 'https://cips.cardano.org/cip/CIP-0019', 'https://docs.cosmos.network/main/learn/beginner/accounts'],
  validate(value, params) {
    const payload = decodeBech32(value.trim(), hrpsOf(params));
    if (!payload) return false;
    const lengths = lengthsOf(params);
    return lengths === undefined || lengths.has(payload.length);
  },
  generate(rng, params) {
    const hrp = hrpsOf(params)[0] ?? 'cosmos';
    const size = [...(lengthsOf(params) ?? new Set([20]))][0] ?? 20;
    return bech32.encode(hrp, bech32.toWords(randomBytes(rng, size)), MAX_LENGTH);
  },
};
