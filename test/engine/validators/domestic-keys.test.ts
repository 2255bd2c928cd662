import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { deSvnr } from '../../../src/engine/validators/de-svnr.js';
import { esCcc } from '../../../src/engine/validators/es-ccc.js';
import { frRib, ribKey } from '../../../src/engine/validators/fr-rib.js';
import { frSpi } from '../../../src/engine/validators/fr-spi.js';
import { assertFlipDetection, assertRoundTrip, assertVectors } from './helpers.js';

test('fr-rib: the BBANs of published French IBANs', () => {
  assertVectors(
    frRib,
    [
      // FR76 3000 6000 0112 3456 7890 189 (IBAN registry example) and FR14 2004 1010 0505 0001 3M02 606
      '30006 00001 12345678901 89', '30006000011234567890189', '20041 01005 0500013M026 06', '20041-01005-0500013m026-06',
    ],
    [
      '30006 00001 12345678901 88', // key off by one
      '30006 00001 12345678911 89', // one account digit changed
      '00000 00000 00000000000 97', // all zeros
      '30006 00001 1234567890 89', // account one character short
      '30006 00001 12345678901', '',
    ],
  );
  assert.is(ribKey('30006', '00001', '12345678901'), '89');
});

test('fr-rib: generate → validate, flips detected', () => {
  assertRoundTrip(frRib);
  assertFlipDetection(frRib, 0.95, undefined, ['0123456789']);
});

test('es-ccc: both control digits', () => {
  assertVectors(
    esCcc,
    // ES91 2100 0418 4502 0005 1332 (IBAN registry example)
    ['2100 0418 45 0200051332', '21000418450200051332', '2100-0418-45-0200051332'],
    [
      '2100 0418 46 0200051332', // second control digit wrong
      '2100 0418 55 0200051332', // first control digit wrong
      '2100 0419 45 0200051332', // branch changed
      '0000 0000 00 0000000000', '2100 0418 45 020005133', 'ES91 2100 0418 4502 0005 1332',
    ],
  );
});

test('es-ccc: generate → validate, flips detected', () => {
  assertRoundTrip(esCcc);
  assertFlipDetection(esCcc, 0.9, undefined, ['0123456789']);
});

test('fr-spi: key is the first ten digits mod 511', () => {
  assertVectors(
    frSpi,
    // python-stdnum's fr.nif example, unbroken and in the printed 2-2-3-3-3 grouping
    ['0701987765493', '07 01 987 765 493'],
    [
      '0701987765432', // key wrong
      '4701987765493', // first digit above 3
      '0000000000000', '070198776549', '07019877654930', '07-01-987-765-493',
    ],
  );
});

test('fr-spi: generate → validate, flips detected', () => {
  assertRoundTrip(frSpi);
  assertFlipDetection(frSpi, 0.9, undefined, ['0123456789']);
});

test('de-svnr: weighted cross-sum check digit, letter read as its place in the alphabet', () => {
  assertVectors(
    deSvnr,
    // the worked example of de.wikipedia.org/wiki/Versicherungsnummer, unbroken and grouped
    ['15070649C103', '15 070649 C 103', '15070649c103', '53120388K279', '65 290791 W 540', '38011102b089'],
    [
      '15070649C104', // check digit wrong
      '53120388K274', // check digit wrong
      '53120388L279', // initial changed, check digit no longer holds
      '53121388K279', // month 13
      '65290791W54', // one digit short
      '15070649D103', // another initial
      '15073249C103', // day 32
      '00070649C103', // area 00
      '15070649C10', '150706491103', '',
    ],
  );
});

test('de-svnr: generate → validate, flips detected', () => {
  assertRoundTrip(deSvnr);
  assertFlipDetection(deSvnr, 0.85, undefined, ['0123456789']);
});

test.run();
