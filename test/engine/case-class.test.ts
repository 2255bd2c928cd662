// Which non-ASCII letters a case-insensitive rule may keep in its anchor literals: exactly those
// whose every case the regex may take folds (lower-cases) to the same code unit.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { foldsAsOne } from '../../src/engine/prefilter/case-class.js';
import { foldUnit } from '../../src/engine/aho-corasick.js';

const test = suite('engine: case classes of anchor letters');

test('letters whose cases fold together, and letters with a case that folds elsewhere', () => {
  for (const ch of ['ö', 'Ö', 'ж', 'Ж', 'ł', 'é', 'ğ', 'ß', 'ẞ', 'İ', 'ж', 'ё']) assert.ok(foldsAsOne(ch.charCodeAt(0)), ch);
  // σ/Σ/ς: ς lower-cases to itself; ı upper-cases to I; ϐ (a symbol form of β).
  for (const ch of ['σ', 'Σ', 'ς', 'ı', 'β', 'ϐ']) assert.not.ok(foldsAsOne(ch.charCodeAt(0)), ch);
  // Astral characters are never anchor units.
  assert.not.ok(foldsAsOne(0x1d400));
});

test('for every safe letter, each code unit a case-insensitive regex takes for it folds as the letter does', () => {
  // A sample of letters used by the shipped packs' word lists, checked against the regex engine itself
  // over every BMP code unit, with and without the u flag.
  const letters = 'äöüßàâçéèêëîïôûùÿñáíóúõãøåæłńśźżąęčďěňřšťůžğışİаеёийкнопрстуфхцчшщъыьэюяєіїґαβγδεζηθικλμνξοπρτυφχψω'.split('');
  const units = Array.from({ length: 0x10000 }, (_, c) => c).filter((c) => c < 0xd800 || c > 0xdfff);
  for (const letter of letters) {
    const code = letter.charCodeAt(0);
    if (!foldsAsOne(code)) continue;
    for (const flags of ['i', 'iu']) {
      const re = new RegExp(`^${letter}$`, flags);
      for (const c of units) if (re.test(String.fromCharCode(c))) assert.is(foldUnit(c), foldUnit(code), `${letter} /${flags} takes U+${c.toString(16)}`);
    }
  }
});

test.run();
