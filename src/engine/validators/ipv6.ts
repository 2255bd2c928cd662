// `ipv6`: IPv6 address in any RFC 4291 §2.2 text form (full, "::"-compressed, embedded IPv4).
// Checked both by node:net and by our own parser (which also expands the address so that
// params.publicOnly can drop loopback, unspecified, link-local, ULA, multicast, documentation).

import { isIPv6 } from 'node:net';
import { isSpecialIpv4, parseIpv4 } from './ipv4.js';
import { paramBool } from './text.js';
import type { Validator } from './validator.js';

/** Eight 16-bit groups, or null. Zone IDs ("%eth0") and brackets are not accepted. */
export function expandIpv6(value: string): number[] | null {
  if (value.length < 2 || value.length > 45) return null;
  const halves = value.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string, allowV4Tail: boolean): number[] | null => {
    if (part === '') return [];
    const groups: number[] = [];
    const fields = part.split(':');
    for (let i = 0; i < fields.length; i++) {
      const f = fields[i] as string;
      if (allowV4Tail && i === fields.length - 1 && f.includes('.')) {
        const v4 = parseIpv4(f);
        if (v4 === null) return null;
        groups.push(Math.floor(v4 / 65536), v4 % 65536);
      } else if (/^[0-9a-fA-F]{1,4}$/.test(f)) groups.push(Number.parseInt(f, 16));
      else return null;
    }
    return groups;
  };
  const head = parse(halves[0] as string, halves.length === 1);
  const tail = halves.length === 2 ? parse(halves[1] as string, true) : [];
  if (head === null || tail === null) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...new Array<number>(missing).fill(0), ...tail] : null;
}

function isSpecial(g: readonly number[]): boolean {
  const [a = 0, b = 0] = g;
  // IPv4-mapped (::ffff:0:0/96) and NAT64 (64:ff9b::/96) addresses carry an IPv4 address:
  // they are as special as the address they carry.
  const mapped = g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff;
  const nat64 = a === 0x64 && b === 0xff9b && g.slice(2, 6).every((x) => x === 0);
  if (mapped || nat64) return isSpecialIpv4((g[6]! * 65536 + g[7]!) >>> 0);
  if (g.every((x) => x === 0)) return true; // :: unspecified
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return true; // ::1 loopback
  if ((a & 0xffc0) === 0xfe80 || (a & 0xfe00) === 0xfc00 || (a & 0xff00) === 0xff00) return true;
  if (a === 0x2001 && b === 0x0db8) return true; // documentation, RFC 3849
  return (a & 0xe000) !== 0x2000; // outside global unicast 2000::/3
}

/** RFC 5952 canonical text: lower case, no leading zeros, longest zero run (>= 2) as "::". */
export function formatIpv6(g: readonly number[]): string {
  let best = -1;
  let bestLen = 1;
  for (let i = 0; i < 8; ) {
    let j = i;
    while (j < 8 && g[j] === 0) j++;
    if (j - i > bestLen) [best, bestLen] = [i, j - i];
    i = j === i ? i + 1 : j;
  }
  const hex = g.map((x) => x.toString(16));
  if (best < 0) return hex.join(':');
  return `${hex.slice(0, best).join(':')}::${hex.slice(best + bestLen).join(':')}`;
}

export const ipv6: Validator = {
  name: 'ipv6',
  description: 'IPv6 address in RFC 4291 text form (incl. :: and embedded IPv4); params.publicOnly drops special ranges.',
  references: [
    'https://www.rfc-editor.org/rfc/rfc4291#section-2.2',
    'https://www.rfc-editor.org/rfc/rfc5952',
    'https://www.iana.org/assignments/iana-ipv6-special-registry/',
  ],
  validate(value, params) {
    const v = value.trim();
    const groups = expandIpv6(v);
    if (groups === null || !isIPv6(v)) return false;
    return paramBool(params, 'publicOnly') === true ? !isSpecial(groups) : true;
  },
  generate(rng) {
    // Global unicast (2000::/3) with a routing prefix and, half the time, a zero run.
    const g = [0x2000 + rng.int(0x2000), rng.int(0x10000), rng.int(0x10000), rng.int(0x10000)];
    for (let i = 4; i < 8; i++) g.push(rng.int(0x10000));
    if (rng.int(2) === 0) for (let i = 3 + rng.int(2); i < 6 + rng.int(2); i++) g[i] = 0;
    if (g[0] === 0x2001 && g[1] === 0x0db8) g[1] = 0x0db9;
    return formatIpv6(g);
  },
};
