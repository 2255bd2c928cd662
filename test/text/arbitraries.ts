// fast-check generators for the src/text property tests: full-range code points (lone
// surrogates included) mixed with the characters the transforms and decoders special-case.

import fc from 'fast-check';

const SPECIAL = [
  '\u200B', '\u200C', '\u200D', '\u202E', '\uFE0F', '\uFEFF', '\u00AD', '\u{E0041}', '\u{E0020}', '\u{E007F}',
  '\u{E0100}', 'İ', 'і', 'а', 'ο', 'ѕ', 'Ꭺ', ' ', '  ', '\u00A0', '\u3000', '\n', '\r\n', '\t', 'e', '\u0301', '\u0308',
  'ﬁ', '𝐀', 'Ｈ', 'ｶ', 'ﾞ', '\u1100', '\u1161', '\u11A8', '1', '0', '3', '@', '$', '|', '!', '.', '-', '_', '🏴', '👨',
  '\uD800', '\uDC00', '\uDBFF', 'A', 'a', 'Z', '%', '%2', '%41', '=', '==', '+', '/', '\\', '\\u', '\\x', '\\u0041',
  '\\x41', '\\n', '&', '&#', '&#105;', '&lt;', '#', ';', '"', "'", 'rot13', 'ROT-13: ', '0x', 'ff', 'aGVsbG8gd29ybGQh',
  'QUJD', 'ignore', 'и', 'г',
];

export const unitArb: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 0, max: 0x10ffff }).map((cp) => String.fromCodePoint(cp)),
  fc.constantFrom(...SPECIAL),
  fc.constantFrom(...'ABCDEFabcdef0123456789+/'.split('')),
);

export const textArb: fc.Arbitrary<string> = fc.array(unitArb, { maxLength: 160 }).map((a) => a.join(''));
