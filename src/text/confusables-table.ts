// The homoglyph table: characters that render like an ASCII letter, mapped to that letter.
// Facts taken from Unicode's confusables.txt (UTS #39) and curated by hand: only letters that
// stand in for one ASCII letter, nothing whose NFKC form already is ASCII (fullwidth, math
// alphanumerics, ligatures are handled by nfkc.ts), and no letter that is ordinary in a Latin
// orthography (Turkish ı, ß, æ …), so folding never rewrites genuine Latin-script words.

/** Script of a table entry; 'Zyyy' is Unicode's code for Common (symbols used in any script). */
export type ConfusableScript = 'Cyrl' | 'Grek' | 'Armn' | 'Cher' | 'Lisu' | 'Copt' | 'Geor' | 'Latn' | 'Zyyy';

const ENTRIES: ReadonlyArray<readonly [number, string, ConfusableScript]> = [
  // Cyrillic
  [0x0430, 'a', 'Cyrl'], // CYRILLIC SMALL LETTER A
  [0x0433, 'r', 'Cyrl'], // CYRILLIC SMALL LETTER GHE
  [0x0435, 'e', 'Cyrl'], // CYRILLIC SMALL LETTER IE
  [0x0456, 'i', 'Cyrl'], // CYRILLIC SMALL LETTER BYELORUSSIAN-UKRAINIAN I
  [0x0458, 'j', 'Cyrl'], // CYRILLIC SMALL LETTER JE
  [0x043a, 'k', 'Cyrl'], // CYRILLIC SMALL LETTER KA
  [0x043c, 'm', 'Cyrl'], // CYRILLIC SMALL LETTER EM
  [0x043e, 'o', 'Cyrl'], // CYRILLIC SMALL LETTER O
  [0x043f, 'n', 'Cyrl'], // CYRILLIC SMALL LETTER PE
  [0x0440, 'p', 'Cyrl'], // CYRILLIC SMALL LETTER ER
  [0x0441, 'c', 'Cyrl'], // CYRILLIC SMALL LETTER ES
  [0x0442, 't', 'Cyrl'], // CYRILLIC SMALL LETTER TE
  [0x0443, 'y', 'Cyrl'], // CYRILLIC SMALL LETTER U
  [0x0445, 'x', 'Cyrl'], // CYRILLIC SMALL LETTER HA
  [0x0446, 'u', 'Cyrl'], // CYRILLIC SMALL LETTER TSE
  [0x044c, 'b', 'Cyrl'], // CYRILLIC SMALL LETTER SOFT SIGN
  [0x0455, 's', 'Cyrl'], // CYRILLIC SMALL LETTER DZE
  [0x0501, 'd', 'Cyrl'], // CYRILLIC SMALL LETTER KOMI DE
  [0x051d, 'w', 'Cyrl'], // CYRILLIC SMALL LETTER WE
  [0x04bb, 'h', 'Cyrl'], // CYRILLIC SMALL LETTER SHHA
  [0x051b, 'q', 'Cyrl'], // CYRILLIC SMALL LETTER QA
  [0x04cf, 'l', 'Cyrl'], // CYRILLIC SMALL LETTER PALOCHKA
  [0x04af, 'y', 'Cyrl'], // CYRILLIC SMALL LETTER STRAIGHT U
  [0x0475, 'v', 'Cyrl'], // CYRILLIC SMALL LETTER IZHITSA
  [0x0461, 'w', 'Cyrl'], // CYRILLIC SMALL LETTER OMEGA
  [0x050d, 'g', 'Cyrl'], // CYRILLIC SMALL LETTER KOMI SJE
  [0x0410, 'A', 'Cyrl'], // CYRILLIC CAPITAL LETTER A
  [0x0412, 'B', 'Cyrl'], // CYRILLIC CAPITAL LETTER VE
  [0x0421, 'C', 'Cyrl'], // CYRILLIC CAPITAL LETTER ES
  [0x0415, 'E', 'Cyrl'], // CYRILLIC CAPITAL LETTER IE
  [0x041d, 'H', 'Cyrl'], // CYRILLIC CAPITAL LETTER EN
  [0x0406, 'I', 'Cyrl'], // CYRILLIC CAPITAL LETTER BYELORUSSIAN-UKRAINIAN I
  [0x0408, 'J', 'Cyrl'], // CYRILLIC CAPITAL LETTER JE
  [0x041a, 'K', 'Cyrl'], // CYRILLIC CAPITAL LETTER KA
  [0x041c, 'M', 'Cyrl'], // CYRILLIC CAPITAL LETTER EM
  [0x041e, 'O', 'Cyrl'], // CYRILLIC CAPITAL LETTER O
  [0x0420, 'P', 'Cyrl'], // CYRILLIC CAPITAL LETTER ER
  [0x0405, 'S', 'Cyrl'], // CYRILLIC CAPITAL LETTER DZE
  [0x0422, 'T', 'Cyrl'], // CYRILLIC CAPITAL LETTER TE
  [0x0425, 'X', 'Cyrl'], // CYRILLIC CAPITAL LETTER HA
  [0x04ae, 'Y', 'Cyrl'], // CYRILLIC CAPITAL LETTER STRAIGHT U
  [0x050c, 'G', 'Cyrl'], // CYRILLIC CAPITAL LETTER KOMI SJE
  [0x051a, 'Q', 'Cyrl'], // CYRILLIC CAPITAL LETTER QA
  [0x051c, 'W', 'Cyrl'], // CYRILLIC CAPITAL LETTER WE
  [0x04c0, 'I', 'Cyrl'], // CYRILLIC LETTER PALOCHKA
  [0x042c, 'b', 'Cyrl'], // CYRILLIC CAPITAL LETTER SOFT SIGN
  [0x0474, 'V', 'Cyrl'], // CYRILLIC CAPITAL LETTER IZHITSA
  // Greek
  [0x03b1, 'a', 'Grek'], // GREEK SMALL LETTER ALPHA
  [0x03b3, 'y', 'Grek'], // GREEK SMALL LETTER GAMMA
  [0x03b5, 'e', 'Grek'], // GREEK SMALL LETTER EPSILON
  [0x03b7, 'n', 'Grek'], // GREEK SMALL LETTER ETA
  [0x03b9, 'i', 'Grek'], // GREEK SMALL LETTER IOTA
  [0x03ba, 'k', 'Grek'], // GREEK SMALL LETTER KAPPA
  [0x03bd, 'v', 'Grek'], // GREEK SMALL LETTER NU
  [0x03bf, 'o', 'Grek'], // GREEK SMALL LETTER OMICRON
  [0x03c1, 'p', 'Grek'], // GREEK SMALL LETTER RHO
  [0x03c3, 'o', 'Grek'], // GREEK SMALL LETTER SIGMA
  [0x03c4, 't', 'Grek'], // GREEK SMALL LETTER TAU
  [0x03c5, 'u', 'Grek'], // GREEK SMALL LETTER UPSILON
  [0x03c7, 'x', 'Grek'], // GREEK SMALL LETTER CHI
  [0x03c9, 'w', 'Grek'], // GREEK SMALL LETTER OMEGA
  [0x03f3, 'j', 'Grek'], // GREEK LETTER YOT
  [0x0391, 'A', 'Grek'], // GREEK CAPITAL LETTER ALPHA
  [0x0392, 'B', 'Grek'], // GREEK CAPITAL LETTER BETA
  [0x0395, 'E', 'Grek'], // GREEK CAPITAL LETTER EPSILON
  [0x0396, 'Z', 'Grek'], // GREEK CAPITAL LETTER ZETA
  [0x0397, 'H', 'Grek'], // GREEK CAPITAL LETTER ETA
  [0x0399, 'I', 'Grek'], // GREEK CAPITAL LETTER IOTA
  [0x039a, 'K', 'Grek'], // GREEK CAPITAL LETTER KAPPA
  [0x039c, 'M', 'Grek'], // GREEK CAPITAL LETTER MU
  [0x039d, 'N', 'Grek'], // GREEK CAPITAL LETTER NU
  [0x039f, 'O', 'Grek'], // GREEK CAPITAL LETTER OMICRON
  [0x03a1, 'P', 'Grek'], // GREEK CAPITAL LETTER RHO
  [0x03a4, 'T', 'Grek'], // GREEK CAPITAL LETTER TAU
  [0x03a5, 'Y', 'Grek'], // GREEK CAPITAL LETTER UPSILON
  [0x03a7, 'X', 'Grek'], // GREEK CAPITAL LETTER CHI
  [0x037f, 'J', 'Grek'], // GREEK CAPITAL LETTER YOT
  [0x03dc, 'F', 'Grek'], // GREEK LETTER DIGAMMA
  // Armenian
  [0x0561, 'w', 'Armn'], // ARMENIAN SMALL LETTER AYB
  [0x0563, 'q', 'Armn'], // ARMENIAN SMALL LETTER GIM
  [0x0566, 'q', 'Armn'], // ARMENIAN SMALL LETTER ZA
  [0x0570, 'h', 'Armn'], // ARMENIAN SMALL LETTER HO
  [0x0578, 'n', 'Armn'], // ARMENIAN SMALL LETTER VO
  [0x057c, 'n', 'Armn'], // ARMENIAN SMALL LETTER RA
  [0x057d, 'u', 'Armn'], // ARMENIAN SMALL LETTER SEH
  [0x0581, 'g', 'Armn'], // ARMENIAN SMALL LETTER CO
  [0x0585, 'o', 'Armn'], // ARMENIAN SMALL LETTER OH
  [0x0584, 'f', 'Armn'], // ARMENIAN SMALL LETTER KEH
  [0x054d, 'U', 'Armn'], // ARMENIAN CAPITAL LETTER SEH
  [0x054f, 'S', 'Armn'], // ARMENIAN CAPITAL LETTER TIWN
  [0x0555, 'O', 'Armn'], // ARMENIAN CAPITAL LETTER OH
  // Cherokee (small letters are added below)
  [0x13aa, 'A', 'Cher'], // CHEROKEE LETTER GO
  [0x13f4, 'B', 'Cher'], // CHEROKEE LETTER YV
  [0x13df, 'C', 'Cher'], // CHEROKEE LETTER TLI
  [0x13a0, 'D', 'Cher'], // CHEROKEE LETTER A
  [0x13ac, 'E', 'Cher'], // CHEROKEE LETTER GV
  [0x13c0, 'G', 'Cher'], // CHEROKEE LETTER NAH
  [0x13f3, 'G', 'Cher'], // CHEROKEE LETTER YU
  [0x13bb, 'H', 'Cher'], // CHEROKEE LETTER MI
  [0x13ab, 'J', 'Cher'], // CHEROKEE LETTER GU
  [0x13e6, 'K', 'Cher'], // CHEROKEE LETTER TSO
  [0x13de, 'L', 'Cher'], // CHEROKEE LETTER TLE
  [0x13b7, 'M', 'Cher'], // CHEROKEE LETTER LU
  [0x13e2, 'P', 'Cher'], // CHEROKEE LETTER TLV
  [0x13a1, 'R', 'Cher'], // CHEROKEE LETTER E
  [0x13d2, 'R', 'Cher'], // CHEROKEE LETTER SV
  [0x13da, 'S', 'Cher'], // CHEROKEE LETTER DU
  [0x13d5, 'S', 'Cher'], // CHEROKEE LETTER DE
  [0x13a2, 'T', 'Cher'], // CHEROKEE LETTER I
  [0x13d9, 'V', 'Cher'], // CHEROKEE LETTER DO
  [0x13b3, 'W', 'Cher'], // CHEROKEE LETTER LA
  [0x13d4, 'W', 'Cher'], // CHEROKEE LETTER TA
  [0x13a9, 'Y', 'Cher'], // CHEROKEE LETTER GI
  [0x13bd, 'Y', 'Cher'], // CHEROKEE LETTER MU
  [0x13c3, 'Z', 'Cher'], // CHEROKEE LETTER NO
  [0x13a5, 'i', 'Cher'], // CHEROKEE LETTER V
  [0x13cf, 'b', 'Cher'], // CHEROKEE LETTER SI
  [0x13e7, 'd', 'Cher'], // CHEROKEE LETTER TSU
  [0x13c2, 'h', 'Cher'], // CHEROKEE LETTER NI
  // Lisu
  [0xa4d0, 'B', 'Lisu'], // LISU LETTER BA
  [0xa4d1, 'P', 'Lisu'], // LISU LETTER PA
  [0xa4d2, 'd', 'Lisu'], // LISU LETTER PHA
  [0xa4d3, 'D', 'Lisu'], // LISU LETTER DA
  [0xa4d4, 'T', 'Lisu'], // LISU LETTER TA
  [0xa4d6, 'G', 'Lisu'], // LISU LETTER GA
  [0xa4d7, 'K', 'Lisu'], // LISU LETTER KA
  [0xa4d9, 'J', 'Lisu'], // LISU LETTER JA
  [0xa4da, 'C', 'Lisu'], // LISU LETTER CA
  [0xa4dc, 'Z', 'Lisu'], // LISU LETTER DZA
  [0xa4dd, 'F', 'Lisu'], // LISU LETTER TSA
  [0xa4df, 'M', 'Lisu'], // LISU LETTER MA
  [0xa4e0, 'N', 'Lisu'], // LISU LETTER NA
  [0xa4e1, 'L', 'Lisu'], // LISU LETTER LA
  [0xa4e2, 'S', 'Lisu'], // LISU LETTER SA
  [0xa4e3, 'R', 'Lisu'], // LISU LETTER ZHA
  [0xa4e6, 'V', 'Lisu'], // LISU LETTER HA
  [0xa4e7, 'H', 'Lisu'], // LISU LETTER XA
  [0xa4ea, 'W', 'Lisu'], // LISU LETTER WA
  [0xa4eb, 'X', 'Lisu'], // LISU LETTER SHA
  [0xa4ec, 'Y', 'Lisu'], // LISU LETTER YA
  [0xa4ee, 'A', 'Lisu'], // LISU LETTER A
  [0xa4f0, 'E', 'Lisu'], // LISU LETTER E
  [0xa4f2, 'I', 'Lisu'], // LISU LETTER I
  [0xa4f3, 'O', 'Lisu'], // LISU LETTER O
  [0xa4f4, 'U', 'Lisu'], // LISU LETTER U
  // Coptic
  [0x2ca4, 'C', 'Copt'], // COPTIC CAPITAL LETTER SIMA
  [0x2ca5, 'c', 'Copt'], // COPTIC SMALL LETTER SIMA
  [0x2c8e, 'H', 'Copt'], // COPTIC CAPITAL LETTER HATE
  [0x2c92, 'I', 'Copt'], // COPTIC CAPITAL LETTER IAUDA
  [0x2c94, 'K', 'Copt'], // COPTIC CAPITAL LETTER KAPA
  [0x2c95, 'k', 'Copt'], // COPTIC SMALL LETTER KAPA
  [0x2c98, 'M', 'Copt'], // COPTIC CAPITAL LETTER MI
  [0x2c9a, 'N', 'Copt'], // COPTIC CAPITAL LETTER NI
  [0x2c9e, 'O', 'Copt'], // COPTIC CAPITAL LETTER O
  [0x2c9f, 'o', 'Copt'], // COPTIC SMALL LETTER O
  [0x2ca2, 'P', 'Copt'], // COPTIC CAPITAL LETTER RO
  [0x2ca3, 'p', 'Copt'], // COPTIC SMALL LETTER RO
  [0x2ca6, 'T', 'Copt'], // COPTIC CAPITAL LETTER TAU
  [0x2ca8, 'Y', 'Copt'], // COPTIC CAPITAL LETTER UA
  [0x2cac, 'X', 'Copt'], // COPTIC CAPITAL LETTER KHI
  // Georgian
  [0x10ff, 'o', 'Geor'], // GEORGIAN LETTER LABIAL SIGN
  [0x10e7, 'y', 'Geor'], // GEORGIAN LETTER QAR
  // Latin-script phonetic letters and small capitals
  [0x0251, 'a', 'Latn'], // LATIN SMALL LETTER ALPHA
  [0x0261, 'g', 'Latn'], // LATIN SMALL LETTER SCRIPT G
  [0x0269, 'i', 'Latn'], // LATIN SMALL LETTER IOTA
  [0x026a, 'i', 'Latn'], // LATIN LETTER SMALL CAPITAL I
  [0x028f, 'y', 'Latn'], // LATIN LETTER SMALL CAPITAL Y
  [0x0237, 'j', 'Latn'], // LATIN SMALL LETTER DOTLESS J
  [0x1d00, 'a', 'Latn'], // LATIN LETTER SMALL CAPITAL A
  [0x0299, 'b', 'Latn'], // LATIN LETTER SMALL CAPITAL B
  [0x1d04, 'c', 'Latn'], // LATIN LETTER SMALL CAPITAL C
  [0x1d05, 'd', 'Latn'], // LATIN LETTER SMALL CAPITAL D
  [0x1d07, 'e', 'Latn'], // LATIN LETTER SMALL CAPITAL E
  [0x0262, 'g', 'Latn'], // LATIN LETTER SMALL CAPITAL G
  [0x029c, 'h', 'Latn'], // LATIN LETTER SMALL CAPITAL H
  [0x1d0a, 'j', 'Latn'], // LATIN LETTER SMALL CAPITAL J
  [0x1d0b, 'k', 'Latn'], // LATIN LETTER SMALL CAPITAL K
  [0x029f, 'l', 'Latn'], // LATIN LETTER SMALL CAPITAL L
  [0x1d0d, 'm', 'Latn'], // LATIN LETTER SMALL CAPITAL M
  [0x0274, 'n', 'Latn'], // LATIN LETTER SMALL CAPITAL N
  [0x1d0f, 'o', 'Latn'], // LATIN LETTER SMALL CAPITAL O
  [0x1d11, 'o', 'Latn'], // LATIN SMALL LETTER SIDEWAYS O
  [0x1d18, 'p', 'Latn'], // LATIN LETTER SMALL CAPITAL P
  [0x0280, 'r', 'Latn'], // LATIN LETTER SMALL CAPITAL R
  [0xa731, 's', 'Latn'], // LATIN LETTER SMALL CAPITAL S
  [0x1d1b, 't', 'Latn'], // LATIN LETTER SMALL CAPITAL T
  [0x1d1c, 'u', 'Latn'], // LATIN LETTER SMALL CAPITAL U
  [0x1d20, 'v', 'Latn'], // LATIN LETTER SMALL CAPITAL V
  [0x1d21, 'w', 'Latn'], // LATIN LETTER SMALL CAPITAL W
  [0x1d22, 'z', 'Latn'], // LATIN LETTER SMALL CAPITAL Z
  [0x01bd, 's', 'Latn'], // LATIN SMALL LETTER TONE FIVE
  [0xab32, 'e', 'Latn'], // LATIN SMALL LETTER BLACKLETTER E
  [0xab47, 'r', 'Latn'], // LATIN SMALL LETTER R WITHOUT HANDLE
  [0xab48, 'r', 'Latn'], // LATIN SMALL LETTER DOUBLE R
  [0xab4e, 'u', 'Latn'], // LATIN SMALL LETTER U WITH SHORT RIGHT LEG
  [0xab52, 'u', 'Latn'], // LATIN SMALL LETTER U WITH LEFT HOOK
  [0xa79f, 'u', 'Latn'], // LATIN SMALL LETTER VOLAPUK UE
  [0x0184, 'b', 'Latn'], // LATIN CAPITAL LETTER TONE SIX
  [0x01a6, 'R', 'Latn'], // LATIN LETTER YR
  [0xa7b4, 'B', 'Latn'], // LATIN CAPITAL LETTER BETA
  [0xa7b2, 'J', 'Latn'], // LATIN CAPITAL LETTER J WITH CROSSED-TAIL
  [0xa798, 'F', 'Latn'], // LATIN CAPITAL LETTER F WITH STROKE
  [0xa799, 'f', 'Latn'], // LATIN SMALL LETTER F WITH STROKE
  [0xab35, 'f', 'Latn'], // LATIN SMALL LETTER LENIS F
  [0x1e9d, 'f', 'Latn'], // LATIN SMALL LETTER LONG S WITH HIGH STROKE
  [0x1eff, 'y', 'Latn'], // LATIN SMALL LETTER Y WITH LOOP
  [0xab5a, 'y', 'Latn'], // LATIN SMALL LETTER Y WITH SHORT RIGHT LEG
  [0x1d8c, 'y', 'Latn'], // LATIN SMALL LETTER V WITH PALATAL HOOK
  [0x1d83, 'g', 'Latn'], // LATIN SMALL LETTER G WITH PALATAL HOOK
  [0x018d, 'g', 'Latn'], // LATIN SMALL LETTER TURNED DELTA
  // Common-script letterlike and APL symbols
  [0x212e, 'e', 'Zyyy'], // ESTIMATED SYMBOL
  [0x237a, 'a', 'Zyyy'], // APL FUNCTIONAL SYMBOL ALPHA
  [0x2373, 'i', 'Zyyy'], // APL FUNCTIONAL SYMBOL IOTA
  [0x2374, 'p', 'Zyyy'], // APL FUNCTIONAL SYMBOL RHO
  [0x2375, 'w', 'Zyyy'], // APL FUNCTIONAL SYMBOL OMEGA
];

export interface Confusable {
  readonly ascii: string;
  readonly script: ConfusableScript;
}

function buildTable(): ReadonlyMap<number, Confusable> {
  const table = new Map<number, Confusable>();
  for (const [cp, ascii, script] of ENTRIES) {
    table.set(cp, { ascii, script });
    // Cherokee small letters (U+AB70..U+ABBF) look like their capitals U+13A0..U+13EF.
    if (script === 'Cher' && cp >= 0x13a0 && cp <= 0x13ef) {
      table.set(cp - 0x13a0 + 0xab70, { ascii: ascii.toLowerCase(), script });
    }
  }
  return table;
}

export const CONFUSABLES: ReadonlyMap<number, Confusable> = buildTable();
