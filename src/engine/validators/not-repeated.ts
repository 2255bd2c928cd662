// `not-repeated`: cheap sanity check for secret candidates. Rejects values that are one
// repeated character or a short repeated unit ("abcabcabc"), a run of consecutive characters
// ("abcdef", "987654"), or a recognizable placeholder ("xxxx", "****", "your_key_here",
// "changeme", "${TOKEN}") rather than a real credential.

import type { Validator } from './validator.js';

/** Substrings of the lower-cased value after removing spaces, '-', '_' and '.'. */
const PLACEHOLDERS = [
  'xxxx', '****', '<your', 'yourkey', 'yourapi', 'yoursecret', 'yourtoken', 'yourpass',
  'keyhere', 'tokenhere', 'secrethere', 'passwordhere', 'insertkey', 'inserttoken', 'insertyour',
  'placeholder', 'example', 'changeme', 'changeit', 'replaceme', 'redacted', 'dummy', 'notreal',
  'fixme', '${', '{{', '%(',
];

/** True when `s` is one character, or a unit of <= maxPeriod characters repeated 3+ times. */
function periodic(s: string, maxPeriod: number): boolean {
  if (s.length <= 2) return s.length === 1 || s[0] === s[1];
  for (let p = 1; p <= maxPeriod && p * 3 <= s.length; p++) {
    let ok = true;
    for (let i = p; i < s.length && ok; i++) ok = s[i] === s[i - p];
    if (ok) return true;
  }
  return false;
}

function sequential(s: string): boolean {
  if (s.length < 4) return false;
  const step = s.charCodeAt(1) - s.charCodeAt(0);
  if (step !== 1 && step !== -1) return false;
  for (let i = 2; i < s.length; i++) if (s.charCodeAt(i) - s.charCodeAt(i - 1) !== step) return false;
  return true;
}

export const notRepeated: Validator = {
  name: 'not-repeated',
  description: 'Rejects repeated characters/units, sequential runs (abcdef, 123456) and placeholders (xxxx, changeme, your_key_here).',
  references: [
    'https://pages.nist.gov/800-63-3/sp800-63b.html',
    'https://cwe.mitre.org/data/definitions/798.html',
  ],
  validate(value) {
    const v = value.trim();
    if (v.length === 0 || v.length > 65536) return false;
    const lower = v.toLowerCase();
    if (periodic(lower, 4) || sequential(lower)) return false;
    const compact = lower.replace(/[\s\-_.]/g, '');
    if (compact.length === 0 || periodic(compact, 4) || sequential(compact)) return false;
    return !PLACEHOLDERS.some((p) => compact.includes(p));
  },
};
