// `ipv4`: dotted-quad IPv4 address (four decimal octets 0-255, no leading zeros, which some
// parsers read as octal). params.publicOnly rejects the IANA special-purpose ranges
// (private, loopback, link-local, shared, documentation, multicast, reserved).

import { between, paramBool } from './text.js';
import type { Validator } from './validator.js';

/** [network, prefix length] from the IANA IPv4 Special-Purpose Address Registry (RFC 6890). */
const SPECIAL: ReadonlyArray<readonly [number, number]> = [
  [0x00000000, 8], [0x0a000000, 8], [0x64400000, 10], [0x7f000000, 8], [0xa9fe0000, 16],
  [0xac100000, 12], [0xc0000000, 24], [0xc0000200, 24], [0xc0586300, 24], [0xc0a80000, 16],
  [0xc6120000, 15], [0xc6336400, 24], [0xcb007100, 24], [0xe0000000, 4], [0xf0000000, 4],
];

export function parseIpv4(value: string): number | null {
  const parts = value.split('.');
  if (parts.length !== 4) return null;
  let n = 0;
  for (const p of parts) {
    if (p.length === 0 || p.length > 3 || (p.length > 1 && p[0] === '0') || !/^[0-9]+$/.test(p)) return null;
    const octet = Number(p);
    if (octet > 255) return null;
    n = n * 256 + octet;
  }
  return n;
}

export function isSpecialIpv4(n: number): boolean {
  return SPECIAL.some(([net, len]) => Math.floor(n / 2 ** (32 - len)) === Math.floor(net / 2 ** (32 - len)));
}

export const ipv4: Validator = {
  name: 'ipv4',
  description: 'IPv4 dotted quad (octets 0-255, no leading zeros); params.publicOnly drops special-purpose ranges.',
  references: [
    'https://www.rfc-editor.org/rfc/rfc791',
    'https://www.rfc-editor.org/rfc/rfc6890',
    'https://www.iana.org/assignments/iana-ipv4-special-registry/',
  ],
  validate(value, params) {
    const v = value.trim();
    if (v.length > 15) return false;
    const n = parseIpv4(v);
    if (n === null) return false;
    return paramBool(params, 'publicOnly') === true ? !isSpecialIpv4(n) : true;
  },
  generate(rng, params) {
    const publicOnly = paramBool(params, 'publicOnly') === true;
    for (;;) {
      const octets = [between(rng, 1, 223), rng.int(256), rng.int(256), between(rng, 1, 254)];
      const n = octets.reduce((acc, o) => acc * 256 + o, 0);
      if (!publicOnly || !isSpecialIpv4(n)) return octets.join('.');
    }
  },
};
