// `date`: a real calendar date written as YYYY-MM-DD, YYYY/MM/DD, DD.MM.YYYY, DD/MM/YYYY,
// MM/DD/YYYY or DD-MM-YYYY (slash/dash dates accepted if either day-month order is valid,
// unless params.order is "DMY" or "MDY"), the Korean "YYYY. M. D." and, with params.compact,
// YYYYMMDD; a single space may stand for each separator ("19 07 1958", "1974 9 21", as passport
// data pages and their OCR print dates). Meant for dates of birth: params.notFuture, params.minYear (default 1900) and
// params.maxYear; params.pastYear asks for a year before the current one (a birthday-word field
// also labels this year's party, so only an earlier year reads as a birth). With params.shortYear a day-month-year date may end in a two-digit year
// ("12/03/91", "3/28/06"), read as the latest year of that ending that is not in the future, and a
// date of three two-digit fields may also be read year first ("89/01/28", "94.05.23": the short
// forms of Japan, Korea and China, where no day-first reading is a date). With params.buddhistEra a year from
// 2400 on is a year of the Thai solar calendar (2529 is 1986), as Thai forms and ID cards write dates of birth.

import { isFuture, isValidDate, randomBirthDate, type YMD } from './calendar.js';
import { isDigits, num, pad, paramBool, paramNumber, paramString } from './text.js';
import type { Validator } from './validator.js';

/** Years of the Thai solar (Buddhist) calendar: 543 years ahead of the Gregorian. */
const BUDDHIST_ERA_FROM = 2400;
const BUDDHIST_ERA_OFFSET = 543;

/** The latest year ending in `yy` (two digits) that is not after the current year. */
function fullYear(yy: number): number {
  const now = new Date().getUTCFullYear();
  return 2000 + yy <= now ? 2000 + yy : 1900 + yy;
}

function candidates(v: string, order: string | undefined, compact: boolean, shortYear: boolean): YMD[] {
  if (compact && v.length === 8 && isDigits(v)) return [{ y: num(v.slice(0, 4)), m: num(v.slice(4, 6)), d: num(v.slice(6)) }];
  const parts = v.split(/[-/. ]/);
  if (parts.length !== 3 || !parts.every(isDigits)) return [];
  const seps = v.replace(/[0-9]/g, '');
  if (seps[0] !== seps[1]) return [];
  const [a, b, c] = parts as [string, string, string];
  if (a.length === 4 && b.length <= 2 && c.length <= 2) return [{ y: num(a), m: num(b), d: num(c) }];
  if (!(c.length === 4 || (shortYear && c.length === 2)) || a.length > 2 || b.length > 2) return [];
  const y = c.length === 2 ? fullYear(num(c)) : num(c);
  const dmy = { y, m: num(b), d: num(a) };
  const mdy = { y, m: num(a), d: num(b) };
  const primary = seps[0] === '.' || order === 'DMY' ? [dmy] : order === 'MDY' ? [mdy] : [dmy, mdy];
  // Three two-digit fields where no day-first (or month-first) reading is a calendar date: the
  // year comes first (yy.mm.dd, yy/mm/dd, the short forms of Japan, Korea and China).
  if (shortYear && c.length === 2 && a.length === 2 && b.length === 2 && !primary.some((p) => isValidDate(p.y, p.m, p.d))) {
    return [{ y: fullYear(num(a)), m: num(b), d: num(c) }];
  }
  return primary;
}

export const date: Validator = {
  name: 'date',
  description: 'Calendar-valid date (ISO, dotted, slashed or dashed forms); params notFuture, pastYear, minYear, maxYear, order, shortYear, buddhistEra.',
  references: [
    'https://www.iso.org/iso-8601-date-and-time-format.html',
    'https://www.rfc-editor.org/rfc/rfc3339#section-5.6',
  ],
  validate(value, params) {
    // Korean dates put a space after each dot and end with one: "1975. 6. 8.".
    const v = value.trim().replace(/\.[ ]/g, '.').replace(/^([0-9]{4}\.[0-9]{1,2}\.[0-9]{1,2})\.$/, '$1');
    const shortYear = paramBool(params, 'shortYear') === true;
    if (v.length < (shortYear ? 6 : 8) || v.length > 10) return false;
    const minYear = paramNumber(params, 'minYear') ?? 1900;
    const pastYear = paramBool(params, 'pastYear') === true;
    const maxYear = Math.min(paramNumber(params, 'maxYear') ?? 2199, pastYear ? new Date().getUTCFullYear() - 1 : 2199);
    const notFuture = paramBool(params, 'notFuture') === true;
    const buddhistEra = paramBool(params, 'buddhistEra') === true;
    return candidates(v, paramString(params, 'order'), paramBool(params, 'compact') === true, shortYear).map((d) => (buddhistEra && d.y >= BUDDHIST_ERA_FROM ? { ...d, y: d.y - BUDDHIST_ERA_OFFSET } : d)).some(
      (d) => d.y >= minYear && d.y <= maxYear && isValidDate(d.y, d.m, d.d) && !(notFuture && isFuture(d)),
    );
  },
  generate(rng, params) {
    const from = Math.max(paramNumber(params, 'minYear') ?? 1940, 1900);
    const { y, m, d } = randomBirthDate(rng, from, Math.max(from, paramNumber(params, 'maxYear') ?? 2005));
    const [yy, mm, dd] = [String(y), pad(m, 2), pad(d, 2)];
    switch (paramString(params, 'format')) {
      case 'DD.MM.YYYY': return `${dd}.${mm}.${yy}`;
      case 'DD/MM/YYYY': return `${dd}/${mm}/${yy}`;
      case 'MM/DD/YYYY': return `${mm}/${dd}/${yy}`;
      default: return `${yy}-${mm}-${dd}`;
    }
  },
};
