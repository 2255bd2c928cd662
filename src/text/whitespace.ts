// Collapses every run of whitespace (spaces, tabs, newlines, NBSP, ideographic space, line and
// paragraph separators, NEL) into one ASCII space, so phrase patterns need only match " ".

import { MappedTextBuilder, type MappedText } from './offset-map.js';

const SPACE = /\s/;

export function isWhitespaceUnit(c: number): boolean {
  if (c === 0x20 || (c >= 0x09 && c <= 0x0d)) return true;
  if (c < 0x85) return false;
  return c === 0x85 || SPACE.test(String.fromCharCode(c));
}

export function collapseWhitespace(m: MappedText): MappedText {
  const t = m.text;
  const b = new MappedTextBuilder(m);
  let i = 0;
  while (i < t.length) {
    let j = i;
    while (j < t.length && !isWhitespaceUnit(t.charCodeAt(j))) j++;
    if (j > i) {
      b.copy(i, j);
      i = j;
      continue;
    }
    j = i + 1;
    while (j < t.length && isWhitespaceUnit(t.charCodeAt(j))) j++;
    if (j === i + 1 && t.charCodeAt(i) === 0x20) b.copy(i, j);
    else b.replace(i, j, ' ');
    i = j;
  }
  return b.build();
}
