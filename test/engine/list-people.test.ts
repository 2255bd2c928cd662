// `list-people`: names opening the items of a numbered or bulleted list of people.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { scanListedPeople, type ListJudge } from '../../src/engine/finders/list-people.js';
import type { FinderSpan } from '../../src/engine/finders/finder.js';

const test = suite('engine: list-people');

// A stand-in judge: capitalised words are name-shaped; names on the known list are known whole.
const KNOWN = new Set(['Clara Voss', 'Edmund Hale', 'Voss, Clara', 'Ines Ferro']);
const judge: ListJudge = {
  shaped: (v) => /^\p{Lu}\p{Ll}+,? (?:\p{Lu}\p{Ll}+[ -]?)+$/u.test(v) && !/Discussion|Review/.test(v),
  known: (v) => KNOWN.has(v),
};
const shown = (text: string): string[] => {
  const out: FinderSpan[] = [];
  scanListedPeople(text, judge, out);
  return out.map((s) => text.slice(s.start, s.end));
};

test('every item of a list of people, known or not, up to its separator', () => {
  assert.equal(shown('Waiting list\n1. Clara Voss – 2014-05-02\n2. Yarrow Quint – 07700 900123\n3. Edmund Hale (since 2023)\n'), ['Clara Voss', 'Yarrow Quint', 'Edmund Hale']);
  assert.equal(shown(' - Clara Voss — vegan\n - Yarrow Quint\n\n - Edmund Hale\n'), ['Clara Voss', 'Yarrow Quint', 'Edmund Hale'], 'one blank line inside the list');
  assert.equal(shown('1) Voss, Clara | 1980\n2) Edmund Hale | 1975\n'), ['Voss, Clara', 'Edmund Hale'], 'Surname, Given kept whole');
  assert.equal(shown('- Dr. Clara Voss\n- Edmund Hale, +44 7700 900123\n'), ['Clara Voss', 'Edmund Hale'], 'a title and a comma before a phone stay outside');
});

test('a list is one of people only with two known names, half of it known and every item a name', () => {
  assert.equal(shown('1. Clara Voss\n2. Yarrow Quint\n'), [], 'one known name is not enough');
  assert.equal(shown('1. Clara Voss\n2. Edmund Hale\n3. Budget Review\n'), [], 'an item that is no name');
  assert.equal(shown('- Clara Voss\n- Edmund Hale\n- Yarrow Quint\n- Tamsin Orre\n- Wendel Crake\n'), [], 'fewer than half known');
  assert.equal(shown('1. Clara Voss\n- Edmund Hale\n'), [], 'a numbered and a bulleted list are two lists');
  assert.equal(shown('- Clara Voss\n\n\n- Edmund Hale\n'), [], 'two blank lines end a list');
  assert.equal(shown('Clara Voss\nEdmund Hale\n'), [], 'lines without a marker are no list');
});


test('a list headed as a list of works (a reading list, a bibliography) names its authors, not people on file', () => {
  const worksJudge: ListJudge = { ...judge, worksTitle: (line) => /reading list|bibliograph/i.test(line) };
  const seen = (text: string): string[] => {
    const out: FinderSpan[] = [];
    scanListedPeople(text, worksJudge, out);
    return out.map((s) => text.slice(s.start, s.end));
  };
  assert.equal(seen('Reading list for spring:\n- Clara Voss – The Salt Road\n- Edmund Hale – Winter Ledger\n'), []);
  assert.equal(seen('Bibliography\n\n1. Voss, Clara: Tidal Mills\n2. Edmund Hale: Field Notes\n'), [], 'one blank line under the heading');
  assert.equal(seen('Volunteers\n- Clara Voss\n- Edmund Hale\n'), ['Clara Voss', 'Edmund Hale'], 'another heading');
  assert.equal(seen('Reading list\n\n\n- Clara Voss\n- Edmund Hale\n'), ['Clara Voss', 'Edmund Hale'], 'a heading two blank lines away heads nothing');
  assert.equal(seen('Reading list\n- Clara Voss – Tidal Mills\n- Edmund Hale – Field Notes\nVolunteers:\n- Ines Ferro\n- Clara Voss\n'), ['Ines Ferro', 'Clara Voss'], 'each list its own heading');
});

test.run();
