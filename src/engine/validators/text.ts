// Shared string helpers for the validators: separator stripping, character classes,
// typed reads of rule params, and digit/grouping helpers used by the generators.

import type { Rng } from '../examples/rng.js';
import type { ValidatorParams } from './validator.js';

export const DIGITS = '0123456789';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const BASE62 = DIGITS + UPPER + LOWER;

/** Horizontal whitespace people put inside identifiers (incl. no-break spaces). */
export const SPACES = ' \t\u00a0\u2007\u202f';

/** Removes every character listed in `separators`; one pass, no regex. */
export function strip(value: string, separators: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const ch = value[i] as string;
    if (!separators.includes(ch)) out += ch;
  }
  return out;
}

export function isDigits(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

export function isUpperAlnum(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 90))) return false;
  }
  return s.length > 0;
}

export function allSame(s: string): boolean {
  for (let i = 1; i < s.length; i++) if (s[i] !== s[0]) return false;
  return true;
}

/** Digit value at index `i` (caller has checked `isDigits`). */
export function digitAt(s: string, i: number): number {
  return s.charCodeAt(i) - 48;
}

/** Parses a run of digits; the caller has checked it with `isDigits`. */
export function num(s: string): number {
  return Number.parseInt(s, 10);
}

export function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

export function randomDigits(rng: Rng, length: number): string {
  return rng.string(DIGITS, length);
}

/** Random integer in [min, max]. */
export function between(rng: Rng, min: number, max: number): number {
  return min + rng.int(max - min + 1);
}

/** Splits `s` into consecutive groups of the given sizes and joins them with `sep`. */
export function group(s: string, sizes: readonly number[], sep: string): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= s.length) break;
    parts.push(s.slice(at, at + size));
    at += size;
  }
  if (at < s.length) parts.push(s.slice(at));
  return parts.join(sep);
}

// Param readers are lenient about representation: example placeholders such as
// `${valid:luhn:prefix=51,length=16}` turn digit-only values into numbers, and JSON rule
// packs may quote numbers or booleans.

export function paramString(params: ValidatorParams | undefined, key: string): string | undefined {
  const v = params?.[key];
  if (typeof v === 'string') return v;
  return typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined;
}

export function paramNumber(params: ValidatorParams | undefined, key: string): number | undefined {
  const v = params?.[key];
  if (typeof v === 'string' && /^-?[0-9]{1,15}$/.test(v)) return Number(v);
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

export function paramBool(params: ValidatorParams | undefined, key: string): boolean | undefined {
  const v = params?.[key];
  if (v === 'true' || v === 'false') return v === 'true';
  return typeof v === 'boolean' ? v : undefined;
}

export function paramStringList(params: ValidatorParams | undefined, key: string): string[] | undefined {
  const v = params?.[key];
  if (typeof v === 'string') return [v];
  if (!Array.isArray(v)) return undefined;
  return v.filter((x): x is string => typeof x === 'string');
}

/**
 * The separator a generator should use: `params.separator` when given, `''` when
 * `params.compact` is true, otherwise the format's conventional printed separator.
 */
export function separatorParam(params: ValidatorParams | undefined, fallback: string): string {
  const sep = paramString(params, 'separator');
  if (sep !== undefined) return sep;
  return paramBool(params, 'compact') === true ? '' : fallback;
}
