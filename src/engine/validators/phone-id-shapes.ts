// Personal identity numbers whose fixed grouping and check digits make them no one's phone number,
// though a numbering plan would read the same digits as a national number: the Austrian social
// insurance number written as "NNNC DDMMYY", the Swedish and Danish birth-date numbers written as
// "YYMMDD-NNNN" / "DDMMYY-SSSS", the Dutch BSN written as "NNNN.NN.NNN" and the Norwegian birth
// number written as "DDMMYY NNNNN". Each shape is checked with its own scheme's validator (date,
// check digits), so a phone number written that way passes only by the chance of both.

import { atSvnr } from './at-svnr.js';
import { dkCpr } from './dk-cpr.js';
import { nlBsn } from './nl-bsn.js';
import { noFodselsnummer } from './no-fodselsnummer.js';
import { sePersonnummer } from './se-personnummer.js';
import type { Validator } from './validator.js';

const SHAPES: ReadonlyArray<readonly [RegExp, readonly Validator[]]> = [
  [/^[1-9][0-9]{3} [0-9]{6}$/, [atSvnr]],
  [/^[0-9]{6}[-+][0-9]{4}$/, [sePersonnummer, dkCpr]],
  [/^[0-9]{4}\.[0-9]{2}\.[0-9]{3}$/, [nlBsn]],
  [/^[0-9]{6} [0-9]{5}$/, [noFodselsnummer]],
];

/** Whether a nationally written number (no "+" or "00") is a personal identity number in its own scheme's shape. */
export function writtenAsPersonalId(value: string): boolean {
  for (const [shape, validators] of SHAPES) if (shape.test(value)) return validators.some((v) => v.validate(value) === true);
  return false;
}
