// `de-steuer-id`: German tax identification number (Steuerliche Identifikationsnummer, IdNr):
// 11 digits, no leading 0; among the first 10 exactly one digit occurs twice or three times
// (three times never adjacent in a row) and the rest at most once; check digit ISO 7064 MOD 11,10.

import { iso7064Mod11_10 } from './checksum.js';
import { DIGITS, digitAt, isDigits, separatorParam, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

export function repetitionRuleOk(ten: string): boolean {
  const counts = new Array<number>(10).fill(0);
  for (let i = 0; i < 10; i++) counts[digitAt(ten, i)]! += 1;
  const repeated = counts.filter((c) => c > 1);
  if (repeated.length !== 1 || (repeated[0] as number) > 3) return false;
  if (repeated[0] === 3) {
    for (let i = 0; i + 2 < 10; i++) if (ten[i] === ten[i + 1] && ten[i] === ten[i + 2]) return false;
  }
  return true;
}

export const deSteuerId: Validator = {
  name: 'de-steuer-id',
  description: 'German Steuer-IdNr: 11 digits, digit-repetition rule, ISO 7064 MOD 11,10 check digit.',
  references: [
    'https://www.gesetze-im-internet.de/steuerid/',
    'https://de.wikipedia.org/wiki/Steuerliche_Identifikationsnummer',
    'https://www.iso.org/standard/31531.html',
  ],
  validate(value) {
    if (value.length > 24) return false;
    const v = strip(value, SPACES + '/');
    if (v.length !== 11 || !isDigits(v) || v[0] === '0') return false;
    const ten = v.slice(0, 10);
    return repetitionRuleOk(ten) && digitAt(v, 10) === iso7064Mod11_10(ten);
  },
  generate(rng, params) {
    let ten: string;
    do {
      // A shuffled 0-9 with one position overwritten by a copy of another digit.
      const d = [...DIGITS];
      for (let i = d.length - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        [d[i], d[j]] = [d[j] as string, d[i] as string];
      }
      const from = rng.int(10);
      let to = rng.int(10);
      if (to === from) to = (to + 1) % 10;
      d[to] = d[from] as string;
      ten = d.join('');
    } while (ten[0] === '0' || !repetitionRuleOk(ten));
    const v = ten + String(iso7064Mod11_10(ten));
    const sep = separatorParam(params, ' ');
    return v.slice(0, 2) + sep + v.slice(2, 5) + sep + v.slice(5, 8) + sep + v.slice(8);
  },
};
