// `phone`: telephone number validated against libphonenumber metadata (the "max" build, which
// checks number ranges per type). "+…" and "00…" numbers are validated as international;
// other numbers are tried as national numbers of params.regions (default ["US"]).
// Freephone, premium-rate, shared-cost and universal-access numbers are an organisation's lines,
// not a person's (phone-line-type.ts); params.organisationLines: true accepts them too. Placeholder
// digits (555 555 5555, 0123 456 789) are no one's number, and neither is a number in a range a
// regulator reserves for fiction and documentation (NANP 555-01xx, Ofcom's drama numbers, ACMA's
// fictitious numbers: phone-fictional.ts).

import examples from 'libphonenumber-js/mobile/examples';
import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import { isFictionalNumber, writtenAsFictional } from './phone-fictional.js';
import { endsInCountingFiller, isOrganisationLine, isOrganisationType, isPlaceholderNumber } from './phone-line-type.js';
import { writtenAsPersonalId } from './phone-id-shapes.js';
import { DIGITS, paramString, paramStringList } from './text.js';
import type { Validator } from './validator.js';

/** Digits, and the punctuation people write phone numbers with; no letters. */
const SHAPE = /^\+?[0-9 ().\-\/\u00a0]+$/;
/**
 * Mexico's plan dropped the "1" written after +52 before a mobile number in August 2019 (IFT, the
 * national numbering plan's ten-digit reform); address books, signatures and forms still write
 * "+52 1 81 1234 5678". Such a number is read without the "1".
 */
const MX_LEGACY_MOBILE = /^\+52[ .\-\u00a0]?1[ .\-\u00a0]?(?=[0-9])/;
/** A year, a slash and a running number: a file, case or dispute reference ("2024/381275"), which no numbering plan writes. */
const YEAR_REFERENCE = /^(?:199[0-9]|20[0-3][0-9])\/[0-9]{3,}$/;

function regionsOf(params: Readonly<Record<string, unknown>> | undefined): CountryCode[] {
  const list = paramStringList(params, 'regions') ?? paramStringList(params, 'region') ?? ['US'];
  return list.map((r) => r.toUpperCase()).filter((r): r is CountryCode => isSupportedCountry(r));
}

/**
 * A national number (no country code) is read in several regions' numbering plans. When at least two
 * thirds of the plans in which it is valid reserve it for freephone, premium-rate or shared-cost lines (0800
 * freephone in most of Europe and Asia, 800 / 1800 toll-free, 900 premium rate), the personal
 * reading in the odd remaining plan is the unlikely one: letterheads print the organisation's line.
 */
function mostlyOrganisationLine(readings: readonly Reading[]): boolean {
  let organisation = 0;
  let personal = 0;
  for (const { type } of readings) {
    if (type === undefined) continue;
    if (isOrganisationType(type)) organisation++;
    else personal++;
  }
  return organisation > 0 && organisation >= 2 * personal;
}

/**
 * The readings in whose numbering plan the number is written character for character as that plan
 * prints it, when there are any: "0120-555-017" is how Japan prints its freephone numbers, so the
 * Japanese reading (a company's line) is the one meant, not a personal line another plan would make
 * of the same digits. (The phone-numbers finder reads numbers in running text the same way.) A
 * number written as no plan prints it keeps every reading.
 */
function writtenLike(written: string, readings: readonly Reading[]): readonly Reading[] {
  if (!/[^0-9]/.test(written)) return readings;
  const exact = readings.filter((r) => r.type !== undefined && r.parsed?.formatNational() === written);
  return exact.length > 0 ? exact : readings;
}

/** A parsed reading of a value and its type, read once (with the max metadata a number is valid exactly when it has a type). */
interface Reading {
  readonly parsed: PhoneNumber | undefined;
  readonly type: ReturnType<PhoneNumber['getType']>;
}

/** One parse of the whole value, as isValidPhoneNumber and isPossiblePhoneNumber parse it. */
function read(candidate: string, region?: CountryCode): Reading {
  const parsed = parsePhoneNumberFromString(candidate, region ? { defaultCountry: region, extract: false } : { extract: false });
  return { parsed, type: parsed?.getType() };
}

export const phone: Validator = {
  name: 'phone',
  description:
    'Phone number valid per libphonenumber (international +/00, or national for params.regions, default US). params.possible: true accepts a number of a possible length for its country even when its range is not assigned (for numbers a label already names as phone numbers). Freephone, premium-rate, shared-cost and universal-access numbers (an organisation\'s lines) are refused unless params.organisationLines is true, and so is a national number that most of the tried regions in which it is valid reserve for organisations. A number in a range the regulator reserves for fiction and documentation (NANP 555-0100 to 555-0199, Ofcom drama numbers, ACMA fictitious numbers) is no one\'s and is refused. A year, a slash and a running number ("2024/381275") is a reference, not a number, and so is a nationally written number in the grouping and check digits of a personal identity number (Austrian SVNR "NNNC DDMMYY", Swedish or Danish "YYMMDD-NNNN", Dutch BSN "NNNN.NN.NNN", Norwegian "DDMMYY NNNNN"). params.international: true reads a bare run of 8 to 15 digits as an international number without its "+" (an MSISDN field). A leading %2B (a URL-encoded plus) reads as +, and separators encoded in a query string (%20, a + between digits, %2F, %28, %29) as the characters they encode.',
  references: [
    'https://github.com/google/libphonenumber',
    'https://www.itu.int/rec/T-REC-E.164/',
  ],
  validate(value, params) {
    let v = value.trim();
    // A "+" percent-encoded in a URL (?to=%2B4915…) is the plus it encodes.
    if (/^%2B/i.test(v)) v = '+' + v.slice(3);
    // A number in a query string or form body has its separators encoded as well: "%20", "+" for a
    // space between digits, "%2F", "%28", "%29" ("0171%2F2039458", "06+12+34+56+78").
    if (v.includes('%') || /[0-9]\+[0-9]/.test(v)) v = v.replace(/%(20|2F|28|29|2D)/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))).replace(/(?<=[0-9])\+(?=[0-9])/g, ' ');
    if (v.length < 4 || v.length > 40 || !SHAPE.test(v) || YEAR_REFERENCE.test(v) || endsInCountingFiller(v)) return false;
    let digits = 0;
    for (const ch of v) if (ch >= '0' && ch <= '9') digits++;
    if (digits < 6 || digits > 17) return false;
    if (v.startsWith('00')) v = '+' + v.slice(2);
    // An MSISDN field holds the number in international form without its "+" (ITU-T E.212/E.164:
    // country code, then the national number): params.international reads bare digits so.
    else if (params?.['international'] === true && /^[1-9][0-9]{7,14}$/.test(v)) v = '+' + v;
    const possible = params?.['possible'] === true;
    // One parse per reading answers every question; its type, read once, also says whether it is an
    // organisation's line.
    const accepts = ({ parsed, type }: Reading): boolean => {
      if (!parsed) return false;
      if (possible ? !parsed.isPossible() : type === undefined) return false;
      if (isPlaceholderNumber(parsed) || isFictionalNumber(parsed)) return false;
      if (params?.['organisationLines'] === true) return true;
      return !isOrganisationType(type);
    };
    try {
      if (v.startsWith('+')) return accepts(read(v)) || (MX_LEGACY_MOBILE.test(v) && accepts(read(v.replace(MX_LEGACY_MOBILE, '+52 '))));
      // A fictional number of its own plan, written as that plan writes it, whatever the regions tried
      // (a reading in a tried region's fictional range is refused by accepts).
      if (writtenAsFictional(v)) return false;
      // A social insurance, birth or citizen number in its scheme's own grouping and check digits.
      if (writtenAsPersonalId(v)) return false;
      const readings = writtenLike(v, regionsOf(params).map((region) => read(v, region)));
      if (params?.['organisationLines'] !== true && mostlyOrganisationLine(readings)) return false;
      return readings.some(accepts);
    } catch {
      return false;
    }
  },
  generate(rng, params) {
    const wanted = (paramString(params, 'region') ?? 'US').toUpperCase();
    const region: CountryCode = isSupportedCountry(wanted) ? wanted : 'US';
    const example = examples[region] ?? '2015550123';
    let parsed = parsePhoneNumberFromString(example, region);
    // The example only fixes the length and leading digit(s); the rest is random, retried
    // until the metadata accepts it (keeping one more leading digit every 100 attempts).
    for (let attempt = 0; attempt < 300; attempt++) {
      const keep = Math.min(1 + Math.floor(attempt / 100), example.length - 4);
      const candidate = example.slice(0, keep) + rng.string(DIGITS, example.length - keep);
      const p = parsePhoneNumberFromString(candidate, region);
      if (p?.isValid() && p.country === region && !isOrganisationLine(p) && !isFictionalNumber(p)) {
        parsed = p;
        break;
      }
    }
    if (parsed === undefined) return example;
    const format = paramString(params, 'format') ?? 'international';
    if (format === 'national') return parsed.formatNational();
    if (format === 'e164') return parsed.number;
    return parsed.formatInternational();
  },
};
