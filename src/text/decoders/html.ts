// HTML character references (&#105; &#x69; &lt; …). Entity-encoding ordinary letters is a
// filter-evasion trick ("&#105;gnore", "javascript&colon;"), so groups of nearby entities are
// decoded together with the word characters around them. A lone "&amp;" is ordinary HTML and
// is not reported: a group needs two entities, or one numeric entity for a letter or digit.
// Named references come from the full WHATWG table (`entities`), the same one the plugin
// toolkit's htmlEntities decoder uses.

import { decodeHTMLStrict } from 'entities';
import { hexValue, isAsciiAlnum, looksLikeText } from './text.js';
import type { Candidate } from './types.js';

interface Entity {
  end: number;
  value: string;
  numeric: boolean;
}

export function parseEntity(t: string, k: number): Entity | null {
  if (t.charCodeAt(k) !== 0x26) return null;
  if (t[k + 1] === '#') {
    const hex = t[k + 2] === 'x' || t[k + 2] === 'X';
    let j = hex ? k + 3 : k + 2;
    const digitsStart = j;
    let cp = 0;
    while (j < t.length && j - digitsStart < (hex ? 6 : 7)) {
      const c = t.charCodeAt(j);
      const v = hex ? hexValue(c) : c >= 0x30 && c <= 0x39 ? c - 0x30 : -1;
      if (v < 0) break;
      cp = cp * (hex ? 16 : 10) + v;
      j++;
    }
    if (j === digitsStart) return null;
    if (t[j] === ';') j++; // browsers accept numeric references without ';'
    const valid = cp > 0 && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff);
    return { end: j, value: valid ? String.fromCodePoint(cp) : '\ufffd', numeric: true };
  }
  // Named references: the WHATWG table (the longest name has 31 characters), ';' required.
  let j = k + 1;
  while (j < t.length && j - k <= 32 && isAsciiAlnum(t.charCodeAt(j))) j++;
  if (t[j] !== ';' || j === k + 1) return null;
  const reference = t.slice(k, j + 1);
  const value = decodeHTMLStrict(reference);
  return value === reference ? null : { end: j + 1, value, numeric: false };
}

const MAX_GAP = 32;

function isGapChar(c: number): boolean {
  return c !== 0x0a && c !== 0x0d && c !== 0x26;
}

export function scanHtmlEntities(t: string): Candidate[] {
  const out: Candidate[] = [];
  let i = 0;
  while (i < t.length) {
    const k = t.indexOf('&', i);
    if (k < 0) break;
    const first = parseEntity(t, k);
    if (!first) {
      i = k + 1;
      continue;
    }
    const entities: Array<[number, Entity]> = [[k, first]];
    let end = first.end;
    for (;;) {
      let g = end;
      while (g < t.length && g - end <= MAX_GAP && isGapChar(t.charCodeAt(g))) g++;
      const next = parseEntity(t, g);
      if (!next) break;
      entities.push([g, next]);
      end = next.end;
    }
    const alnumNumeric = entities.some(([, e]) => e.numeric && isAsciiAlnum(e.value.charCodeAt(0)));
    if (entities.length < 2 && !alnumNumeric) {
      i = end;
      continue;
    }
    let start = k;
    while (start > i && isAsciiAlnum(t.charCodeAt(start - 1))) start--;
    while (end < t.length && isAsciiAlnum(t.charCodeAt(end))) end++;
    let decoded = '';
    let literal = start;
    for (const [at, e] of entities) {
      decoded += t.slice(literal, at) + e.value;
      literal = e.end;
    }
    decoded += t.slice(literal, end);
    if (looksLikeText(decoded)) out.push({ encoding: 'html_entity', start, end, decoded });
    i = end;
  }
  return out;
}
