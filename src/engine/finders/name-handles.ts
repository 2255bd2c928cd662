// `name-handles`: user handles built from a person's name, as chat exports, mentions and log
// lines carry them ("maria.lopez:", "@jan_kowalski"). Precision first: both parts must be known
// to the names resource (a given name, then a surname, of the rule's locales), and the handle
// must stand alone: not part of an e-mail address, a host or file name, a dotted code path.

import { stringListParam, type Finder } from './finder.js';
import { DEFAULT_LOCALES, loadNames } from './person-names.js';

/** Where a handle may be: a lower-case letter, "." or "_", a lower-case letter (cheap to scan for). */
const JOINT = /\p{Ll}[._]\p{Ll}/gu;
const LOWER = /\p{Ll}/u;
/** Before a handle: nothing that glues it to a word, path or dotted name ("@" of a mention is fine). */
const GLUED_BEFORE = /[\p{L}\p{N}_.\/\\-]/u;
/** After a handle: not a longer word, an e-mail's "@", a call, a domain or file extension. */
const GLUED_AFTER = /^(?:[\p{L}\p{N}_@(]|[.-][\p{L}\p{N}])/u;
const MAX_PART = 24;

/** The handle around the joint at `sep` ("." or "_"), or undefined when it is glued to more text. */
function handleAt(text: string, sep: number): { start: number; end: number } | undefined {
  let start = sep;
  while (start > 0 && sep - start < MAX_PART && LOWER.test(text[start - 1]!)) start--;
  let end = sep + 1;
  while (end < text.length && end - sep <= MAX_PART && LOWER.test(text[end]!)) end++;
  if (sep - start < 2 || end - sep - 1 < 2) return undefined;
  if (start > 0 && GLUED_BEFORE.test(text[start - 1]!)) return undefined;
  if (GLUED_AFTER.test(text.slice(end, end + 2))) return undefined;
  return { start, end };
}

const capitalised = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);


export const nameHandles: Finder = {
  name: 'name-handles',
  description: 'Lower-case user handles made of a known given name and a known surname joined by "." or "_" (chat speakers, mentions), not inside e-mail addresses, hosts or paths.',
  references: ['https://github.com/faker-js/faker'],
  prepare(params) {
    const names = loadNames(stringListParam(params, 'locales') ?? DEFAULT_LOCALES);
    const ambiguous = new Set(stringListParam(params, 'ambiguousGivenNames') ?? []);
    return (text) => {
      const out: Array<{ start: number; end: number }> = [];
      JOINT.lastIndex = 0;
      for (let m = JOINT.exec(text); m !== null; m = JOINT.exec(text)) {
        const sep = m.index + m[0].length - 2;
        const span = handleAt(text, sep);
        if (!span) continue;
        JOINT.lastIndex = Math.max(JOINT.lastIndex, span.end);
        const given = capitalised(text.slice(span.start, sep));
        const surname = capitalised(text.slice(sep + 1, span.end));
        if (names.given.has(given) && !ambiguous.has(given) && names.surnames.has(surname) && given !== surname) out.push(span);
      }
      return out;
    };
  },
};
