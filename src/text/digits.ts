// Decimal digits of other scripts read as ASCII digits: Arabic-Indic (٠١٢), Persian (۰۱۲),
// Devanagari (०१२), Bengali, Thai, full-width (０１２) and the rest of Unicode's decimal digits that
// are one UTF-16 code unit. People write card numbers, phone numbers, ids and birth dates in the
// digits of their script, and the rule patterns (like JavaScript's \d) read ASCII digits only.
// Typographic spaces between two digits (no-break, narrow no-break, thin and figure spaces, which
// French, Swiss and web-copied text puts inside "06 12 34 56 78" or an IBAN's groups) are read as
// a space. Each character is replaced by one ASCII character, so the folded text has the same
// length and every offset in it is an offset in the original: findings need no mapping back.

/**
 * The zero of each script's run of ten decimal digits in the Basic Multilingual Plane, in code
 * point order (Unicode's Nd category; test/text/digits.test.ts checks the list against it).
 */
export const DIGIT_ZEROS: readonly number[] = [
  0x0660, 0x06f0, 0x07c0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66,
  0x0de6, 0x0e50, 0x0ed0, 0x0f20, 0x1040, 0x1090, 0x17e0, 0x1810, 0x1946, 0x19d0, 0x1a80, 0x1a90,
  0x1b50, 0x1bb0, 0x1c40, 0x1c50, 0xa620, 0xa8d0, 0xa900, 0xa9d0, 0xa9f0, 0xaa50, 0xabf0, 0xff10,
];

const hex = (cp: number): string => `\\u${cp.toString(16).padStart(4, '0')}`;
/** Any digit of those runs (a plain class: no Unicode property lookup per character). */
const OTHER_DIGIT = new RegExp(`[${DIGIT_ZEROS.map((z) => `${hex(z)}-${hex(z + 9)}`).join('')}]`);

/** The value of a digit of those runs, or -1. */
function digitValue(unit: number): number {
  if (unit < 0x0660) return -1;
  for (const zero of DIGIT_ZEROS) {
    if (unit < zero) return -1;
    if (unit <= zero + 9) return unit - zero;
  }
  return -1;
}

/** A typographic space with a digit on both sides (after the digits are folded). */
const SPACE_IN_NUMBER = /(?<=[0-9])[\u00a0\u2007\u2009\u202f](?=[0-9])/g;
const ANY_TYPOGRAPHIC_SPACE = /[\u00a0\u2007\u2009\u202f]/;

/**
 * The text with every non-ASCII decimal digit (one code unit) replaced by its ASCII digit and
 * every typographic space between two digits by a space; the text itself when neither occurs.
 */
export function foldDigits(text: string): string {
  let out = text;
  if (OTHER_DIGIT.test(text)) {
    out = '';
    let copied = 0;
    for (let i = 0; i < text.length; i++) {
      const value = digitValue(text.charCodeAt(i));
      if (value < 0) continue;
      out += text.slice(copied, i) + String.fromCharCode(0x30 + value);
      copied = i + 1;
    }
    out += text.slice(copied);
  }
  return ANY_TYPOGRAPHIC_SPACE.test(out) ? out.replace(SPACE_IN_NUMBER, ' ') : out;
}
