// `pgp-private-key-block`: ASCII-armored OpenPGP secret key (RFC 4880 §6.2, RFC 9580 §6):
// "PGP PRIVATE KEY BLOCK" armor, optional headers, a base64 body whose first packet is a
// Secret-Key packet (tag 5), and — if present — a matching CRC-24 "=XXXX" line.

import { parseArmor, wrap } from './armor.js';
import { decodeBase64, encodeBase64, randomBytes } from './codecs.js';
import type { Validator } from './validator.js';

/** CRC-24 of RFC 4880 §6.1 (init 0xB704CE, generator 0x1864CFB). */
export function crc24(data: Uint8Array): number {
  let crc = 0xb704ce;
  for (const byte of data) {
    crc ^= byte << 16;
    for (let i = 0; i < 8; i++) {
      crc <<= 1;
      if (crc & 0x1000000) crc ^= 0x1864cfb;
    }
  }
  return crc & 0xffffff;
}

/** Packet tag of the first packet header (old or new format), or -1. */
function firstPacketTag(bytes: Uint8Array): number {
  const b = bytes[0];
  if (b === undefined || (b & 0x80) === 0) return -1;
  return b & 0x40 ? b & 0x3f : (b >> 2) & 0x0f;
}

export const pgpPrivateKeyBlock: Validator = {
  name: 'pgp-private-key-block',
  description: 'ASCII-armored OpenPGP private key: armor, Secret-Key packet, CRC-24 when present.',
  references: [
    'https://www.rfc-editor.org/rfc/rfc4880#section-6',
    'https://www.rfc-editor.org/rfc/rfc9580#section-6',
  ],
  validate(value) {
    const armor = parseArmor(value);
    if (armor === null || armor.label !== 'PGP PRIVATE KEY BLOCK') return false;
    const bytes = decodeBase64(armor.body);
    if (bytes === null || bytes.length < 16 || firstPacketTag(bytes) !== 5) return false;
    if (armor.crc === undefined) return true;
    const crc = decodeBase64(armor.crc);
    return crc !== null && crc.length === 3 && ((crc[0] as number) << 16 | (crc[1] as number) << 8 | (crc[2] as number)) === crc24(bytes);
  },
  generate(rng) {
    // Old-format Secret-Key packet (0x95 = tag 5, 2-byte length): v4, creation time,
    // algorithm 1 (RSA), then random key material standing in for the MPIs.
    const body = randomBytes(rng, 900);
    const packet = new Uint8Array(3 + body.length);
    packet.set([0x95, body.length >> 8, body.length & 0xff]);
    body[0] = 4;
    body[5] = 1;
    packet.set(body, 3);
    const crc = crc24(packet);
    const crcText = encodeBase64(Uint8Array.from([crc >> 16, (crc >> 8) & 0xff, crc & 0xff]));
    return `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${wrap(encodeBase64(packet), 64)}\n=${crcText}\n-----END PGP PRIVATE KEY BLOCK-----`;
  },
};
