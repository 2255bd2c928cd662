// `github-token-crc32`: GitHub's 2021 token format: prefix ghp_ (personal), gho_ (OAuth),
// ghu_ (user-to-server), ghs_ (server-to-server) or ghr_ (refresh), 30 random base62
// characters, then the CRC-32 of those 30 characters as 6 base62 digits (0-9A-Za-z,
// big-endian, zero-padded). The fine-grained "github_pat_" format is not covered: no public
// statement of its checksum.

import { crc32 } from 'node:zlib';
import { base62Fixed } from './codecs.js';
import { BASE62, paramString } from './text.js';
import type { Validator } from './validator.js';

const PREFIXES = ['ghp', 'gho', 'ghu', 'ghs', 'ghr'];

function isBase62(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (!BASE62.includes(s[i] as string)) return false;
  return true;
}

export function githubChecksum(random30: string): string {
  return base62Fixed(crc32(random30) >>> 0, 6);
}

export const githubTokenCrc32: Validator = {
  name: 'github-token-crc32',
  description: 'GitHub token (ghp_/gho_/ghu_/ghs_/ghr_): 30 base62 characters plus their CRC-32 in base62.',
  references: [
    'https://github.blog/2021-04-05-behind-githubs-new-authentication-token-formats/',
    'https://docs.github.com/en/authentication/keeping-your-account-and-data-secure/about-authentication-to-github#githubs-token-formats',
  ],
  validate(value) {
    const v = value.trim();
    if (v.length !== 40 || v[3] !== '_' || !PREFIXES.includes(v.slice(0, 3))) return false;
    const body = v.slice(4);
    if (!isBase62(body)) return false;
    return githubChecksum(body.slice(0, 30)) === body.slice(30);
  },
  generate(rng, params) {
    const wanted = (paramString(params, 'prefix') ?? 'ghp').replace(/_$/, '');
    const prefix = PREFIXES.includes(wanted) ? wanted : 'ghp';
    const random30 = rng.string(BASE62, 30);
    return `${prefix}_${random30}${githubChecksum(random30)}`;
  },
};
