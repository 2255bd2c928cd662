// `header-names`: the display name in front of an e-mail address in a message header or in the
// attribution line of a quoted reply, whatever the language of the mail client:
//
//   To: NOWAK, Agnieszka <a.nowak@…>
//   Cc: K. Lindqvist <k***t@…>
//   On 3 May 2026, SATO Haruka <h.sato@…> 書きました:
//
// The address in angle brackets right after the name, on a header line ("To:", "Von:", "Kime:", …)
// or at the end of an attribution line, is the structure; the name may take the shapes people and
// address books give it: a family name in capitals before or after the given name, with or without
// a comma, initials before a surname, or a given name and a surname. The local part of the address
// may be masked ("n***@"): the name beside it is still the person's. An organisation's sender name
// ("ACME Billing <…>", "SNCF Connect <…>") has no given name the names resource knows where a
// person's has one, and initials need a surname the resource knows. The line after a signature
// delimiter ("-- " alone on its line) holding only a name with a known given name is the sender's
// name too; so is one whose other word the resource knows (params.signatureLocales, a wider set of
// locales: the sender's name may come from anywhere) when the line under it is the sender's
// contact line (a phone number or an e-mail address), and two or three words of a script without
// capitals (Hebrew, Arabic, Thai, Devanagari) above such a contact line.

import { stringListParam, type Finder, type FinderSpan } from './finder.js';
import { loadNames, DEFAULT_LOCALES } from './person-names.js';

const CAP = "\\p{Lu}[\\p{Ll}\\p{M}'’]+(?:-\\p{Lu}[\\p{Ll}\\p{M}'’]+)?";
const UPPER = "\\p{Lu}[\\p{Lu}\\p{M}'’]+(?:-\\p{Lu}[\\p{Lu}\\p{M}'’]+)?";
const PARTICLE = '(?:van der|van den|von der|de la|van|von|de|der|den|del|della|di|da|dos|das|du|la|le|ten|ter|bin|al|el)';
/** The alternatives of a name, each in its own group: 1 "NOWAK, Agnieszka", 2 "Agnieszka NOWAK", 3 "NOWAK Agnieszka", 4 "A. Nowak", 5 "Agnieszka Nowak". */
const NAME =
  `(?:(${UPPER}(?:[ ]${UPPER}){0,2},[ ]${CAP}(?:[ ]${CAP})?)` +
  `|(${CAP}(?:[ ]${CAP})?(?:[ ]${PARTICLE})?[ ]${UPPER}(?:[ ]${UPPER})?)` +
  `|(${UPPER}(?:[ ]${UPPER})?[ ]${CAP}(?:[ ]${CAP})?)` +
  `|(\\p{Lu}\\.(?:[ ]?\\p{Lu}\\.)?[ ]${CAP}(?:[ ]${CAP})?)` +
  `|(${CAP}(?:[ ](?:${PARTICLE}[ ])?${CAP}){1,2}))`;
/** The address that follows the name; its local part may be masked. */
const ADDRESS = '<[^<>\\s@]{1,64}@[^<>\\s]{1,253}>';
/** Header fields that carry a name and an address, in the languages mail clients print them. */
const FIELDS = [
  'From', 'To', 'Cc', 'CC', 'Bcc', 'Reply-To', 'Sender', 'Von', 'An', 'Kopie', 'De', 'À', 'A', 'Para', 'Da', 'Van', 'Aan',
  'Från', 'Till', 'Kopia', 'Fra', 'Til', 'Od', 'Do', 'Kime', 'Kimden', 'Bilgi', 'Lähettäjä', 'Vastaanottaja', 'Kenelle', 'Komu',
  'От', 'Кому', 'Копия', '差出人', '宛先', '发件人', '收件人', '寄件者', '收件者', '보낸 사람', '받는 사람', 'प्रेषक', 'प्राप्तकर्ता', 'من', 'إلى',
].join('|');
const HEADER_LINE = new RegExp(`^(?:[ \\t]*>)*[ \\t]*(?:${FIELDS})[ \\t]?[:：][ \\t]{0,3}"?${NAME}"?[ \\t]?${ADDRESS}`, 'u');
/**
 * An attribution line: a date or time (some digit) before the name, the address after it, and the
 * line closed by the verb and a colon in any language ("wrote:", "a écrit :", "yazdı:", "書きました:").
 */
const ATTRIBUTION_LINE = new RegExp(`^(?:[ \\t]*>)*[ \\t]*[^\\n<>]{0,40}[0-9][^\\n<>]{0,40}?[ ,\\t]${NAME}[ \\t]${ADDRESS}[^\\n<>:：]{0,40}[:：][ \\t]*$`, 'u');

/** A word of a name as a signature writes it: "Liam", "O'Brien", "McAllister", "Rousseau-Blanc". */
const SIG_WORD = "(?:\\p{Lu}['’])?\\p{Lu}\\p{Ll}+(?:\\p{Lu}\\p{Ll}+)?(?:-\\p{Lu}\\p{Ll}+)?";
/** Courtesy titles a signature may put before the name, left outside the span. */
const SIG_TITLE = '(?:(?:Mr|Mrs|Ms|Mx|Dr|Prof|Herr|Frau|M|Mme|Mlle|Me|Sr|Sra|Srta|Dott|Sig|Pan|Pani|Bay|Bayan|Dhr|Mevr|mevr|dhr|dr|Ing|Mag)\\.?[ ])?';
/**
 * The line after the signature delimiter ("-- " alone on its line, RFC 3676) holding only a name:
 * perhaps a title, an initial, then two to five words and particles.
 */
const SIGNATURE_NAME = new RegExp(`^${SIG_TITLE}((?:\\p{Lu}\\.[ ])?${SIG_WORD}(?:[ ](?:${PARTICLE}[ ])?${SIG_WORD}){1,4})[ \\t]*\\r?$`, 'u');
/** A name of two or three words in a script without capitals, alone on the line after the delimiter. */
const UNCASED_WORD = '[\\p{Script=Hebrew}\\p{Script=Arabic}\\p{Script=Thai}\\p{Script=Devanagari}][\\p{Script=Hebrew}\\p{Script=Arabic}\\p{Script=Thai}\\p{Script=Devanagari}\\p{M}]{1,19}';
const SIGNATURE_UNCASED_NAME = new RegExp(`^(${UNCASED_WORD}(?:[ ]${UNCASED_WORD}){1,2})[ \\t]*\\r?$`, 'u');
/** The sender's contact line under the name: it opens with a phone number or holds an e-mail address. */
const CONTACT_LINE = /^[ \t]*(?:(?:\+|\(?0|\(?[1-9])[0-9\u0660-\u0669\u0e50-\u0e59\u0966-\u096f][0-9\u0660-\u0669\u0e50-\u0e59\u0966-\u096f ().\-\u00a0]{5,}|\+[\u0660-\u0669\u0e50-\u0e59\u0966-\u096f]|[^\s@]{0,80}[^\s@<>(]@[\p{L}\p{N}-]+\.[\p{L}]{2,})/u;

export const headerNames: Finder = {
  name: 'header-names',
  description:
    'The display name before an e-mail address in angle brackets, on a message header line (From, To, Cc and their names in other languages) or on the attribution line of a quoted reply: a family name in capitals before or after the given name, initials before a surname, or a given name and a surname, checked against the names resource. Also the sender\'s name alone on the line after a signature delimiter ("-- "): with a known given name, or, when the next line is the sender\'s phone number or e-mail address, with any word known to the names of `signatureLocales`, or two or three words of Hebrew, Arabic, Thai or Devanagari script. Words of `notNameWords` (team, service, company words) never make a name.',
  references: ['https://www.rfc-editor.org/rfc/rfc5322#section-3.4'],
  prepare(params) {
    const names = loadNames(stringListParam(params, 'locales') ?? DEFAULT_LOCALES);
    const signatureLocales = stringListParam(params, 'signatureLocales');
    const wide = signatureLocales ? loadNames(signatureLocales) : names;
    const wideGiven = (w: string): boolean => wide.given.has(w);
    const wideAny = (w: string): boolean => wide.given.has(w) || wide.surnames.has(w) || wide.parts.has(w);
    const notNames = new Set((stringListParam(params, 'notNameWords') ?? []).map((w) => w.toLowerCase()));
    const titled = (w: string): string => w.charAt(0) + w.slice(1).toLowerCase();
    const given = (w: string): boolean => names.given.has(titled(w));
    const anyName = (w: string): boolean => names.given.has(titled(w)) || names.surnames.has(titled(w)) || names.parts.has(titled(w));
    return (text) => {
      const out: FinderSpan[] = [];
      let lineStart = 0;
      while (lineStart <= text.length) {
        let lineEnd = text.indexOf('\n', lineStart);
        if (lineEnd < 0) lineEnd = text.length;
        const line = text.slice(lineStart, lineEnd);
        if (line.length <= 400 && line.includes('@') && line.includes('<')) {
          const m = HEADER_LINE.exec(line) ?? ATTRIBUTION_LINE.exec(line);
          if (m) {
            const name = m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]!;
            const words = name.split(/[ ,]+/).filter((w) => w !== '' && !/^\p{Ll}/u.test(w));
            const known =
              m[1] !== undefined ? given(name.slice(name.indexOf(',') + 1).trim().split(' ')[0]!)
              : m[2] !== undefined ? given(words[0]!)
              : m[3] !== undefined ? words.some((w) => /\p{Ll}/u.test(w) && given(w))
              : m[4] !== undefined ? anyName(words[words.length - 1]!)
              : given(words[0]!) && anyName(words[words.length - 1]!);
            if (known && !words.some((w) => notNames.has(w.toLowerCase()))) {
              const start = lineStart + m.index + m[0].lastIndexOf(name, m[0].lastIndexOf('<'));
              out.push({ start, end: start + name.length });
            }
          }
        }
        // The signature delimiter: the next line may be the sender's name alone.
        if (/^--[ ]?\r?$/.test(line) && lineEnd < text.length) {
          let nextEnd = text.indexOf('\n', lineEnd + 1);
          if (nextEnd < 0) nextEnd = text.length;
          const next = text.slice(lineEnd + 1, nextEnd);
          const sig = next.length <= 80 ? SIGNATURE_NAME.exec(next) : null;
          // The line under the name, when it is the sender's contact line.
          const contactNext = (): boolean => {
            if (nextEnd >= text.length) return false;
            const afterEnd = text.indexOf('\n', nextEnd + 1);
            return CONTACT_LINE.test(text.slice(nextEnd + 1, afterEnd < 0 ? text.length : Math.min(afterEnd, nextEnd + 201)));
          };
          if (sig) {
            const name = sig[1]!;
            const words = name.split(' ').filter((w) => /^\p{Lu}/u.test(w) && !/^\p{Lu}\.$/u.test(w));
            const known = (): boolean => given(words[0]!) || wideGiven(words[0]!) || (words.some(wideAny) && contactNext());
            if (words.length >= 2 && !words.some((w) => notNames.has(w.toLowerCase())) && known()) {
              const start = lineEnd + 1 + sig[0].indexOf(name);
              out.push({ start, end: start + name.length });
            }
          } else if (signatureLocales && next.length <= 80) {
            const uncased = SIGNATURE_UNCASED_NAME.exec(next);
            if (uncased && !uncased[1]!.split(' ').some((w) => notNames.has(w)) && contactNext()) {
              const start = lineEnd + 1;
              out.push({ start, end: start + uncased[1]!.length });
            }
          }
        }
        lineStart = lineEnd + 1;
      }
      return out;
    };
  },
};
