// Which non-ASCII letters a case-insensitive rule may keep in its anchor literals: exactly those
// whose every case the regex may take folds (lower-cases) to the same code unit.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { foldsAsOne } from '../../src/engine/prefilter/case-class.js';
import { foldUnit } from '../../src/engine/aho-corasick.js';

const test = suite('engine: case classes of anchor letters');

test('letters whose cases fold together, and letters with a case that folds elsewhere', () => {
  // σ/Σ/ς and β/ϐ too: the search folds ς and ϐ to σ and β, as the regex's case folding does.
  for (const ch of ['ö', 'Ö', 'ж', 'Ж', 'ł', 'é', 'ğ', 'ß', 'ẞ', 'İ', 'ж', 'ё', 'σ', 'Σ', 'ς', 'β', 'ϐ', 'с', 'т']) assert.ok(foldsAsOne(ch.charCodeAt(0)), ch);
  // ı upper-cases to I, which lower-cases to i: only Turkish casing relates ı and i, not the regex.
  for (const ch of ['ı']) assert.not.ok(foldsAsOne(ch.charCodeAt(0)), ch);
  // Astral characters are never anchor units.
  assert.not.ok(foldsAsOne(0x1d400));
});

test('a letter that is its own lower case folds to the letter a case-insensitive regex takes it for', () => {
  const fold = (ch: string): string => String.fromCharCode(foldUnit(ch.charCodeAt(0)));
  // ſ (long s), ς (final sigma), ϐ (curled beta) and the old Cyrillic forms ᲃ and ᲄ (of с and т).
  for (const [ch, as] of [['ſ', 's'], ['ς', 'σ'], ['ϐ', 'β'], ['ᲃ', 'с'], ['ᲄ', 'т'], ['\u212a', 'k'], ['Ö', 'ö']] as const) {
    assert.is(fold(ch), as, ch);
    assert.ok(new RegExp(`^${ch}$`, 'iu').test(as), `/${ch}/iu takes ${as}`);
  }
  // ı keeps its own unit: /ı/iu does not take i.
  assert.is(fold('ı'), 'ı');
  assert.not.ok(/^ı$/iu.test('i'));
});

test('for every safe letter, each code unit a case-insensitive regex takes for it folds as the letter does', () => {
  // A sample of letters used by the shipped packs' word lists, checked against the regex engine itself
  // over every BMP code unit, with and without the u flag.
  const letters = 'äöüßàâçéèêëîïôûùÿñáíóúõãøåæłńśźżąęčďěňřšťůžğışİаеёийкнопрстуфхцчшщъыьэюяєіїґαβγδεζηθικλμνξοπρστυφχψωςϐ'.split('');
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
