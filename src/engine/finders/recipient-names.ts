// `recipient-names`: the addressee of a letter, statement or bill, printed on its own line right
// above the postal address, as window envelopes and letterheads lay them out:
//
//   NOWAK, Agnieszka
//   ul. Długa 14/3, 31-147 Kraków
//
// The name line must have a shape an organisation's name does not take: a family name in capitals
// with a given name the names resource knows after a comma ("NOWAK, Agnieszka") or before it
// ("Agnieszka NOWAK"), initials before a capitalised surname ("A. Nowak"), or two or three capitalised words
// the names resource knows as a given name and a surname. The next line must read as an address:
// a house number and a comma on a line that is no "Label: value" field. A firm's own letterhead
// ("Nordlicht Logistik GmbH" over its address) has none of these shapes.

import { stringListParam, type Finder, type FinderSpan } from './finder.js';
import { loadNames, DEFAULT_LOCALES } from './person-names.js';

const CAP = "\\p{Lu}[\\p{Ll}\\p{M}'’]+(?:-\\p{Lu}[\\p{Ll}\\p{M}'’]+)?";
const UPPER = "\\p{Lu}[\\p{Lu}\\p{M}'’]+(?:-\\p{Lu}[\\p{Lu}\\p{M}'’]+)?";
const PARTICLE = '(?:van der|van den|von der|de la|van|von|de|der|den|del|della|di|da|dos|das|du|la|le|ten|ter|bin|al|el)';
/** "NOWAK, Agnieszka", "GARCÍA LÓPEZ, Ana María", "VAN DIJK, Bram". */
const FAMILY_COMMA_GIVEN = `(?:${UPPER}(?:[ ]${UPPER}){0,2}),[ ]${CAP}(?:[ ]${CAP})?`;
/** "Agnieszka NOWAK", "Khadija EL AMRANI", "Bram van DIJK". */
const GIVEN_FAMILY = `${CAP}(?:[ ]${CAP})?(?:[ ]${PARTICLE})?[ ]${UPPER}(?:[ ]${UPPER})?`;
/** "A. Nowak", "J. K. Ferreira". */
const INITIALS_SURNAME = `\\p{Lu}\\.(?:[ ]?\\p{Lu}\\.)?[ ]${CAP}(?:[ ]${CAP})?`;
/** Two or three capitalised words, particles allowed: judged by the names resource. */
const TITLE_CASE = `${CAP}(?:[ ](?:${PARTICLE}[ ])?${CAP}){1,2}`;
/** A courtesy title the name may carry, left outside the span. */
const TITLE = '(?:(?:Mr|Mrs|Ms|Mx|Dr|Herr|Frau|M|Mme|Mlle|Sr|Sra|Srta|Sig|Sig\\.ra|Dott|Dhr|Mevr|Pan|Pani)\\.?[ ])?';
const NAME_LINE = new RegExp(
  `^[ \\t]{0,8}${TITLE}(?:(${FAMILY_COMMA_GIVEN})|(${GIVEN_FAMILY})|(${INITIALS_SURNAME})|(${TITLE_CASE}))[ \\t]*$`,
  'u',
);
/** An address line: a house number (digits, perhaps a letter or a slash) and a comma, no field label. */
const ADDRESS_LINE = /^(?=[^\n]{8,120}$)(?![^\n:]{1,40}:[ \t])(?=[^\n]*[0-9])(?=[^\n]*,[ ])[^\n]*(?:^|[ ])(?:[0-9]{1,5}[A-Za-z]?(?:[-/][0-9]{1,5}[A-Za-z]?)?|No\.[ ]?[0-9]{1,5})(?:[ ,]|$)/u;

export const recipientNames: Finder = {
  name: 'recipient-names',
  description:
    'The addressee of a letter, statement or bill on its own line right above a postal address line: a family name in capitals ("NOWAK, Agnieszka", "Agnieszka NOWAK"), initials and a surname, or a given name and a surname the names resource knows.',
  references: ['https://www.upu.int/en/Postal-Solutions/Programmes-Services/Addressing-Solutions'],
  prepare(params) {
    const names = loadNames(stringListParam(params, 'locales') ?? DEFAULT_LOCALES);
    const notNames = new Set(stringListParam(params, 'notNameWords') ?? []);
    return (text) => {
      const out: FinderSpan[] = [];
      let lineStart = 0;
      while (lineStart < text.length) {
        let lineEnd = text.indexOf('\n', lineStart);
        if (lineEnd < 0) break; // the name line needs an address line after it
        const line = text.slice(lineStart, lineEnd);
        if (line.length <= 60) {
          const m = NAME_LINE.exec(line);
          if (m) {
            const nextEnd = text.indexOf('\n', lineEnd + 1);
            const next = text.slice(lineEnd + 1, nextEnd < 0 ? text.length : nextEnd).replace(/\r$/, '');
            const name = m[1] ?? m[2] ?? m[3] ?? m[4]!;
            const words = name.split(/[ ,]+/).filter((w) => w !== '');
            // The capitals are the evidence of the family name; the given name beside them must be one the resource
            // knows, as a shop's letterhead takes the same shape with a trade word ("Pizzeria NAPOLI", "Salon MARIA",
            // "Order SUMMARY"). Title-case words need a known given name and a surname the resource knows, as a
            // surname of a locale or as a part of names of any origin ("Grace Fairbairn"; "Grace Church" is none).
            const titled = (w: string): string => w.charAt(0) + w.slice(1).toLowerCase();
            const isName = (w: string): boolean => names.given.has(titled(w)) || names.surnames.has(titled(w)) || names.parts.has(titled(w));
            const givenAfterComma = (): string => name.slice(name.indexOf(',') + 1).trim().split(' ')[0]!;
            const known =
              m[4] !== undefined ? names.given.has(words[0]!) && (names.surnames.has(words[words.length - 1]!) || names.parts.has(words[words.length - 1]!))
              : m[3] !== undefined ? isName(words[words.length - 1]!)
              : m[1] !== undefined ? names.given.has(givenAfterComma())
              : names.given.has(words[0]!);
            if (known && !words.some((w) => notNames.has(w.toLowerCase())) && ADDRESS_LINE.test(next)) {
              const start = lineStart + line.indexOf(name);
              out.push({ start, end: start + name.length });
            }
          }
        }
        lineStart = lineEnd + 1;
      }
      return out;
    };
  },
};
