// `noisy-labels`: the value right after a field label spelled with scan or typing noise (letters
// spaced out, digits read for letters, one misread letter), or the answer to a question ending
// with that label.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { getFinder } from '../../src/engine/finders/index.js';
import { foldLabel } from '../../src/engine/finders/noisy-labels.js';
import { growth, MAX_GROWTH } from '../support/growth.js';

const test = suite('engine: noisy-labels');

const dates = getFinder('noisy-labels')!.prepare({ cell: '(?<v>[0-9]{2}\\.[0-9]{2}\\.[0-9]{4})(?:[ ]г\\.)?', labels: ['date of birth', 'dob', 'geb. datum', 'д.р.'] });
const shown = (text: string): string[] => dates(text).map((s) => text.slice(s.start, s.end));

test('labels compare on their folded letters', () => {
  assert.is(foldLabel('D A T E   O F   B I R T H'), 'dateofbirth');
  assert.is(foldLabel('D.O.8.'), 'dob');
  assert.is(foldLabel('F0delsedatum'), 'fodelsedatum');
  assert.is(foldLabel('Д . Р .'), 'др');
});

test('spaced-out, misread and abbreviated labels are read', () => {
  assert.equal(shown('D A T E   O F   B I R T H: 26.06.1977   Nationality: SE'), ['26.06.1977']);
  assert.equal(shown('D.O.8.: 27.04.1982'), ['27.04.1982'], 'digits read for letters');
  assert.equal(shown('D0B 16.09.1985'), ['16.09.1985']);
  assert.equal(shown('Date of birtn: 16.09.1985'), ['16.09.1985'], 'one misread letter in a long label');
  assert.equal(shown('Nationality  NGA     Dàte of birth  03.04.1984   Sex M'), ['03.04.1984'], 'a label in the middle of a line');
  assert.equal(shown('Д . Р .: 08.06.1966 г.'), ['08.06.1966'], 'the named group narrows the span');
  assert.equal(shown('D O B (dd.mm.yyyy): 08.06.1966'), ['08.06.1966'], 'a qualifier in brackets after the label');
});

test('the answer after a question ending with the label', () => {
  assert.equal(shown('[00:36] Agent: Geb. datum?\n[00:41] Klant: 04.10.1976 (57 jaar)\n'), ['04.10.1976']);
  assert.equal(shown('Geb. datum?\n04.10.1976'), ['04.10.1976'], 'an answer line of the value alone');
  assert.equal(shown('Anna: Adres? Geb. datum?\n21.03.2024, 14:51 - Eva: Kerkstraat 5'), [], 'a date that opens a chat line before its time and sender');
  assert.equal(shown('Geb. datum?\n\n04.10.1976'), [], 'the answer must be on the next line');
});

test('other labels, short labels inside words and misreads of short labels are not read', () => {
  assert.equal(shown('Date of issue: 26.06.2019'), []);
  assert.equal(shown('Job 12.03.1985'), [], 'a short label must match exactly');
  assert.equal(shown('Kodob 12.03.1985'), [], 'a label must start a word');
  assert.equal(shown('Date of birth was 12.03.1985'), [], 'only a separator between label and value');
  assert.equal(shown('DOB: 12.03.19851'), [], 'the value must end at a word end');
});

test('one long line of many candidates costs linear time', () => {
  // Each value reads back only a bounded window for its label, never to the line's start.
  const line = (size: number): string => 'x 12.03.1985 '.repeat(Math.ceil(size / 13)).slice(0, size);
  assert.equal(dates(`DOB: 12.03.1985 ${line(1_000)}`).length, 1);
  const ratio = growth((size) => void dates(line(size)), 65_536);
  assert.ok(ratio < MAX_GROWTH, `8× the line cost ${ratio.toFixed(1)}×`);
});

test('notLabels: a word one edit from a label that names another field is not read as that label misspelt', () => {
  const passwords = getFinder('noisy-labels')!.prepare({ cell: '[A-Za-z0-9]{6,12}', labels: ['passwort'], notLabels: ['passport'] });
  const read = (text: string): string[] => passwords(text).map((s) => text.slice(s.start, s.end));
  assert.equal(read('Passport: K7R2M9Q4'), [], 'passport is one letter from passwort');
  assert.equal(read('Paswort: K7R2M9Q4'), ['K7R2M9Q4'], 'other misspellings are still read');
  assert.equal(read('Passwort: K7R2M9Q4'), ['K7R2M9Q4']);
});

test('noisyOnly leaves labels written as listed to other rules', () => {
  const noisy = getFinder('noisy-labels')!.prepare({ cell: '[0-9]{2}\\.[0-9]{2}\\.[0-9]{4}', labels: ['date of birth'], noisyOnly: true });
  const read = (text: string): string[] => noisy(text).map((s) => text.slice(s.start, s.end));
  assert.equal(read('Date of birth: 26.06.1977'), []);
  assert.equal(read('D A T E   O F   B I R T H: 26.06.1977'), ['26.06.1977']);
  assert.equal(read('Date 0f birth: 26.06.1977'), ['26.06.1977']);
});

test('answersOnly reads the answer to a question, not a label on the line of the value', () => {
  const answers = getFinder('noisy-labels')!.prepare({ cell: '[0-9]{2}\\.[0-9]{2}\\.[0-9]{4}', labels: ['date of birth'], answersOnly: true });
  const read = (text: string): string[] => answers(text).map((s) => text.slice(s.start, s.end));
  assert.equal(read('Date of birth: 26.06.1977'), []);
  assert.equal(read('[00:27] Agent: Date of birth?\n[00:45] Caller: 26.06.1977'), ['26.06.1977']);
});

test('a rule must name its labels and a valid cell pattern', () => {
  assert.throws(() => getFinder('noisy-labels')!.prepare({ cell: '[0-9]+' }), /params\.labels/);
  assert.throws(() => getFinder('noisy-labels')!.prepare({ cell: '(', labels: ['x y'] }), /params\.cell/);
});

test.run();
