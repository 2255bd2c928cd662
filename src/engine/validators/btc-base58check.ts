// `btc-base58check`: legacy Bitcoin addresses (P2PKH "1…", P2SH "3…"): Base58Check with a
// version byte (0x00 / 0x05 mainnet; 0x6f / 0xc4 testnet when params.testnet is true), a
// 20-byte hash and the first 4 bytes of SHA-256(SHA-256(payload)) as checksum.

import { base58CheckEncode, base58CheckPayload, base58Decode, randomBytes } from './codecs.js';
import { paramBool, paramString } from './text.js';
import type { Validator } from './validator.js';

export const btcBase58check: Validator = {
  name: 'btc-base58check',
  description: 'Legacy Bitcoin address (P2PKH/P2SH): Base58Check, version byte, double-SHA-256 checksum.',
  references: [
    'https://en.bitcoin.it/wiki/Base58Check_encoding',
    'https://github.com/bitcoin/bips/blob/master/bip-0013.mediawiki',
  ],
  validate(value, params) {
    const v = value.trim();
    // 25 bytes encode to 26-35 characters; the cap also bounds the quadratic decode.
    if (v.length < 26 || v.length > 35) return false;
    const payload = base58CheckPayload(base58Decode(v));
    if (payload === null || payload.length !== 21) return false;
    const versions = paramBool(params, 'testnet') === true ? [0x00, 0x05, 0x6f, 0xc4] : [0x00, 0x05];
    return versions.includes(payload[0] as number);
  },
  generate(rng, params) {
    const version = paramString(params, 'type') === 'p2sh' ? 0x05 : 0x00;
    const payload = new Uint8Array(21);
    payload[0] = version;
    payload.set(randomBytes(rng, 20), 1);
    return base58CheckEncode(payload);
  },
};
