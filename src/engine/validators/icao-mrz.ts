// `icao-mrz`: the second line of a machine-readable passport (TD3, 44 characters) or of a TD2
// travel document (36 characters), per ICAO Doc 9303: document number, birth and expiry dates
// and optional data each carry a 7-3-1 weighted mod-10 check digit (A-Z = 10-35, '<' = 0),
// and a composite check digit closes the line. With params.composite false the composite digit
// is not required (the three field check digits still are): OCR output and hand-typed zones often
// garble the optional data it covers while the fields' own digits hold.

import { isValidDate } from './calendar.js';
import { between, DIGITS, isDigits, num, pad, paramBool, paramString, UPPER } from './text.js';
import type { Validator } from './validator.js';

const WEIGHTS = [7, 3, 1];

function charValue(ch: string): number {
  const c = ch.charCodeAt(0);
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 90) return c - 55;
  return ch === '<' ? 0 : -1;
}

export function mrzCheckDigit(field: string): string | null {
  let sum = 0;
  for (let i = 0; i < field.length; i++) {
    const v = charValue(field[i] as string);
    if (v < 0) return null;
    sum += v * (WEIGHTS[i % 3] as number);
  }
  return String(sum % 10);
}

/** A check digit position may also hold '<' when the field is entirely filler. */
function checks(field: string, digit: string): boolean {
  if (digit === '<') return /^<+$/.test(field);
  return mrzCheckDigit(field) === digit;
}

function yymmddOk(s: string): boolean {
  return isDigits(s) && (isValidDate(1900 + num(s.slice(0, 2)), num(s.slice(2, 4)), num(s.slice(4, 6))) ||
    isValidDate(2000 + num(s.slice(0, 2)), num(s.slice(2, 4)), num(s.slice(4, 6))));
}

export const icaoMrz: Validator = {
  name: 'icao-mrz',
  description: 'ICAO 9303 machine-readable zone line 2 (TD3 passport 44 chars, TD2 36 chars): field and composite check digits; params composite (default true) false skips the composite digit; params fillers lists characters read as the < filler (spaces or guillemets of extracted text).',
  references: [
    'https://www.icao.int/publications/Documents/9303_p3_cons_en.pdf',
    'https://www.icao.int/publications/Documents/9303_p4_cons_en.pdf',
  ],
  validate(value, params) {
    let v = value.trim();
    // Text extracted from a PDF or an OCR pass often renders the '<' fillers as spaces or as
    // guillemets; params.fillers lists the characters read as '<' (one for one).
    const fillers = paramString(params, 'fillers');
    if (fillers) v = [...v].map((ch) => (fillers.includes(ch) ? '<' : ch)).join('');
    if (v.length !== 44 && v.length !== 36) return false;
    if (!/^[A-Z0-9<]+$/.test(v)) return false;
    const docNumber = v.slice(0, 9);
    const dob = v.slice(13, 19);
    const expiry = v.slice(21, 27);
    if (!/^[A-Z<]{3}$/.test(v.slice(10, 13)) || !'MFX<'.includes(v[20] as string)) return false;
    if (!yymmddOk(dob) || !yymmddOk(expiry)) return false;
    if (!checks(docNumber, v[9] as string) || !checks(dob, v[19] as string) || !checks(expiry, v[27] as string)) return false;
    const last = v.length - 1;
    if (paramBool(params, 'composite') === false) return true;
    if (v.length === 44 && !checks(v.slice(28, 42), v[42] as string)) return false;
    const composite = v.slice(0, 10) + v.slice(13, 20) + v.slice(21, last);
    return mrzCheckDigit(composite) === v[last];
  },
  generate(rng) {
    const docNumber = rng.string(UPPER, 2) + rng.string(DIGITS, 7);
    const dob = pad(between(rng, 40, 99), 2) + pad(between(rng, 1, 12), 2) + pad(between(rng, 1, 28), 2);
    const expiry = pad(between(rng, 26, 35), 2) + pad(between(rng, 1, 12), 2) + pad(between(rng, 1, 28), 2);
    const personal = '<'.repeat(14);
    const nationality = rng.pick(['UTO', 'D<<', 'GBR', 'FRA', 'USA', 'NLD', 'ESP']);
    const line = docNumber + mrzCheckDigit(docNumber) + nationality + dob + mrzCheckDigit(dob) + rng.pick(['M', 'F']) +
      expiry + mrzCheckDigit(expiry) + personal + '<';
    const composite = line.slice(0, 10) + line.slice(13, 20) + line.slice(21, 43);
    return line + mrzCheckDigit(composite);
  },
};

/**
 * `icao-mrz-td1`: the first two lines of the machine-readable zone of a TD1 document (identity
 * cards, residence permits: three lines of 30 characters, ICAO Doc 9303 part 5). Line 1 holds the
 * document code (I, A or C), the issuing state, the document number and its check digit; line 2 the
 * birth date, sex, expiry date, nationality and the composite check digit. The document number,
 * birth and expiry dates must pass their 7-3-1 check digits (a document number longer than nine
 * characters, its check digit marked '<', is not read); with params.composite false the composite
 * digit is not required.
 */
export const icaoMrzTd1: Validator = {
  name: 'icao-mrz-td1',
  description: 'ICAO 9303 TD1 machine-readable zone, lines 1 and 2 (identity cards and residence permits, 30 characters each): document number, birth and expiry check digits; params composite (default true) false skips the composite digit.',
  references: ['https://www.icao.int/publications/Documents/9303_p5_cons_en.pdf'],
  validate(value, params) {
    const lines = value.trim().split(/[ \t]*\r?\n[ \t]*/);
    if (lines.length !== 2) return false;
    const [l1, l2] = lines as [string, string];
    if (l1.length !== 30 || l2.length !== 30 || !/^[A-Z0-9<]+$/.test(l1 + l2)) return false;
    if (!'IAC'.includes(l1[0] as string) || !/^[A-Z<]{3}$/.test(l1.slice(2, 5))) return false;
    const docNumber = l1.slice(5, 14);
    const dob = l2.slice(0, 6);
    const expiry = l2.slice(8, 14);
    if (!'MFX<'.includes(l2[7] as string) || !/^[A-Z<]{3}$/.test(l2.slice(15, 18))) return false;
    if (!yymmddOk(dob) || !yymmddOk(expiry)) return false;
    if (!checks(docNumber, l1[14] as string) || !checks(dob, l2[6] as string) || !checks(expiry, l2[14] as string)) return false;
    if (paramBool(params, 'composite') === false) return true;
    return mrzCheckDigit(l1.slice(5, 30) + l2.slice(0, 7) + l2.slice(8, 15) + l2.slice(18, 29)) === l2[29];
  },
  generate(rng) {
    const docNumber = rng.string(UPPER, 1) + rng.string(UPPER + DIGITS, 3) + rng.string(DIGITS, 5);
    const dob = pad(between(rng, 40, 99), 2) + pad(between(rng, 1, 12), 2) + pad(between(rng, 1, 28), 2);
    const expiry = pad(between(rng, 27, 35), 2) + pad(between(rng, 1, 12), 2) + pad(between(rng, 1, 28), 2);
    const state = rng.pick(['D<<', 'FRA', 'NLD', 'ESP', 'ITA', 'BEL', 'PRT']);
    const l1 = 'I' + '<' + state + docNumber + mrzCheckDigit(docNumber) + '<'.repeat(15);
    const body = dob + mrzCheckDigit(dob) + rng.pick(['M', 'F']) + expiry + mrzCheckDigit(expiry) + state + '<'.repeat(11);
    const composite = l1.slice(5, 30) + body.slice(0, 7) + body.slice(8, 15) + body.slice(18, 29);
    return `${l1}\n${body}${mrzCheckDigit(composite)}`;
  },
};
