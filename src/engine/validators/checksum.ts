// Check-digit algorithms shared by several validators: Luhn (ISO/IEC 7812-1 Annex B),
// ISO 7064 MOD 97-10 on long digit strings, ISO 7064 MOD 11-10 and the Verhoeff scheme.

import { digitAt } from './text.js';

/** Luhn sum of a digit string (caller guarantees digits only); valid when it is 0 mod 10. */
function luhnSum(digits: string, doubleFirstFromRight: boolean): number {
  let sum = 0;
  let double = doubleFirstFromRight;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digitAt(digits, i);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum;
}

export function luhnValid(digits: string): boolean {
  return digits.length > 1 && luhnSum(digits, false) % 10 === 0;
}

/** The digit to append to `payload` so that the result passes the Luhn check. */
export function luhnCheckDigit(payload: string): string {
  return String((10 - (luhnSum(payload, true) % 10)) % 10);
}

/** Remainder of a (possibly very long) decimal string modulo `m`, digit by digit. */
export function modDecimal(digits: string, m: number): number {
  let r = 0;
  for (let i = 0; i < digits.length; i++) r = (r * 10 + digitAt(digits, i)) % m;
  return r;
}

/** Weighted digit sum: Σ digit[i] · weights[i]. */
export function weightedSum(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += digitAt(digits, i) * (weights[i] as number);
  return sum;
}

/** ISO 7064 MOD 11,10 (hybrid system) check digit over a digit payload. */
export function iso7064Mod11_10(payload: string): number {
  let product = 10;
  for (let i = 0; i < payload.length; i++) {
    let sum = (digitAt(payload, i) + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  const check = 11 - product;
  return check === 10 ? 0 : check;
}

// Verhoeff (1969): multiplication table of the dihedral group D5, permutation powers and
// inverses, as given in https://en.wikipedia.org/wiki/Verhoeff_algorithm.
const D: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const INV: readonly number[] = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];
/** P[i] is the i-th power of the permutation (1 5 7 6 2 8 3 0 9 4). */
const P: readonly (readonly number[])[] = (() => {
  const rows: number[][] = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]];
  for (let i = 2; i < 8; i++) {
    const prev = rows[i - 1] as number[];
    rows.push(prev.map((v) => (rows[1] as number[])[v] as number));
  }
  return rows;
})();

function verhoeffState(digits: string, offset: number): number {
  let c = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = digitAt(digits, digits.length - 1 - i);
    c = (D[c] as number[])[(P[(i + offset) % 8] as number[])[d] as number] as number;
  }
  return c;
}

export function verhoeffValid(digits: string): boolean {
  return verhoeffState(digits, 0) === 0;
}

export function verhoeffCheckDigit(payload: string): string {
  return String(INV[verhoeffState(payload, 1)]);
}
