// `atlassian-dc-pat`: a Jira or Confluence Data Center personal access token. The token is the
// standard base64 (44 characters, no padding) of 33 bytes: the token's numeric id as 12 ASCII
// digits, a colon, then 20 random bytes. Random base64 of that length decodes to a run of
// digits and a colon almost never, so the structure alone tells a token from a hash or a key.

import type { Rng } from '../examples/rng.js';
import type { Validator } from './validator.js';

const SHAPE = /^[MNO][A-Za-z0-9+/]{43}$/;

export const atlassianDcPat: Validator = {
  name: 'atlassian-dc-pat',
  description: 'Jira/Confluence Data Center personal access token: 44-character base64 of a 12-digit id, a colon and 20 random bytes.',
  references: ['https://confluence.atlassian.com/enterprise/using-personal-access-tokens-1026032365.html'],
  validate(value: string): boolean {
    if (!SHAPE.test(value)) return false;
    const raw = Buffer.from(value, 'base64');
    if (raw.length !== 33 || raw[12] !== 0x3a) return false;
    for (let i = 0; i < 12; i++) if (raw[i]! < 0x30 || raw[i]! > 0x39) return false;
    // A run of one repeated byte is a filler, not 160 random bits.
    return new Set(raw.subarray(13)).size > 4;
  },
  generate(rng: Rng): string {
    const id = rng.string('123456789', 1) + rng.string('0123456789', 11);
    const bytes = Array.from({ length: 20 }, () => rng.int(256));
    return Buffer.concat([Buffer.from(`${id}:`, 'latin1'), Buffer.from(bytes)]).toString('base64');
  },
};
