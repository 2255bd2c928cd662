// NFKC compatibility normalisation (fullwidth, math alphanumerics, ligatures, circled letters
// → plain forms) with an exact offset map. Normalising the whole string at once would lose the
// map, so each base character is normalised together with the characters that can compose
// onto it (combining marks, Hangul vowel/final jamo, halfwidth kana voicing marks), which is
// where NFKC's context ends in practice.

import { MappedTextBuilder, type MappedText } from './offset-map.js';

const MARK = /\p{M}/u;

function continuesSegment(cp: number): boolean {
  if (cp < 0x300) return false;
  if ((cp >= 0x1160 && cp <= 0x11ff) || (cp >= 0xd7b0 && cp <= 0xd7ff)) return true; // Hangul V/T jamo
  if (cp === 0xff9e || cp === 0xff9f) return true; // halfwidth (semi-)voiced sound marks
  return MARK.test(String.fromCodePoint(cp));
}

export function nfkcMapped(m: MappedText): MappedText {
  const t = m.text;
  const b = new MappedTextBuilder(m);
  let i = 0;
  while (i < t.length) {
    const cp = t.codePointAt(i) ?? 0;
    let j = i + (cp > 0xffff ? 2 : 1);
    let ascii = cp < 0x80;
    while (j < t.length) {
      const c = t.codePointAt(j) ?? 0;
      if (!continuesSegment(c)) break;
      ascii = false;
      j += c > 0xffff ? 2 : 1;
    }
    if (ascii) {
      b.copy(i, j);
    } else {
      const seg = t.slice(i, j);
      const norm = seg.normalize('NFKC');
      if (norm === seg) b.copy(i, j);
      else b.replace(i, j, norm);
    }
    i = j;
  }
  return b.build();
}
