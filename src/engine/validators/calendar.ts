// Gregorian calendar checks for identifiers that embed a date of birth, plus a seeded
// random date for the generators.

import type { Rng } from '../examples/rng.js';

export interface YMD {
  readonly y: number;
  readonly m: number;
  readonly d: number;
}

export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

export function daysInMonth(y: number, m: number): number {
  if (m === 2) return isLeapYear(y) ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

export function isValidDate(y: number, m: number, d: number): boolean {
  return (
    Number.isInteger(y) && Number.isInteger(m) && Number.isInteger(d) &&
    m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m)
  );
}

export function todayUtc(): YMD {
  const now = new Date();
  return { y: now.getUTCFullYear(), m: now.getUTCMonth() + 1, d: now.getUTCDate() };
}

/** Negative when a < b, 0 when equal, positive when a > b. */
export function compareYmd(a: YMD, b: YMD): number {
  return a.y - b.y || a.m - b.m || a.d - b.d;
}

export function isFuture(date: YMD): boolean {
  return compareYmd(date, todayUtc()) > 0;
}

/** Uniformly random calendar date with fromYear <= y <= toYear. */
export function randomDate(rng: Rng, fromYear: number, toYear: number): YMD {
  const y = fromYear + rng.int(toYear - fromYear + 1);
  const m = 1 + rng.int(12);
  const d = 1 + rng.int(daysInMonth(y, m));
  return { y, m, d };
}

/** A random past date of birth (default 1940..2005), never after today. */
export function randomBirthDate(rng: Rng, fromYear = 1940, toYear = 2005): YMD {
  for (;;) {
    const date = randomDate(rng, fromYear, toYear);
    if (!isFuture(date)) return date;
  }
}
