// Lower-cases for matching, keeping the map exact where a character's lower case has a
// different length. Capital dotted İ (U+0130) becomes plain "i" rather than JavaScript's
// "i̇" (i + combining dot): that is what Turkish lower-casing produces, and a stray combining
// dot would let "İGNORE" slip past an "ignore" pattern.

import { MappedTextBuilder, type MappedText } from './offset-map.js';

const NON_ASCII = /[^\0-\x7f]/;

export function caseFold(m: MappedText): MappedText {
  const t = m.text;
  // ASCII text lower-cases code unit for code unit, each keeping its own original range: the
  // maps are the input's (shared, never written), only the text changes.
  if (!NON_ASCII.test(t)) {
    const lower = t.toLowerCase();
    return lower === t ? m : { text: lower, starts: m.starts, ends: m.ends };
  }
  const b = new MappedTextBuilder(m);
  let i = 0;
  while (i < t.length) {
    const cp = t.codePointAt(i) ?? 0;
    if (cp < 0x80) {
      if (cp >= 0x41 && cp <= 0x5a) b.replace(i, i + 1, String.fromCharCode(cp + 0x20));
      else b.copy(i, i + 1);
      i++;
      continue;
    }
    const width = cp > 0xffff ? 2 : 1;
    const ch = t.slice(i, i + width);
    const lower = cp === 0x130 ? 'i' : ch.toLowerCase();
    if (lower === ch) b.copy(i, i + width);
    else b.replace(i, i + width, lower);
    i += width;
  }
  return b.build();
}
