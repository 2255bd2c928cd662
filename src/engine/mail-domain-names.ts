// Names a text gives to a mail domain of its own: a sender or contact written with its address,
// "Sakura Inn <ops@sakurainn.net>", "SNCF Voyageurs <tickets@sncfvoyageurs.eu>", where the words
// of the display name, run together, are a label of the address's domain and the mailbox is not
// the person's (no word of the name in the local part: "jane@janedoe.com" is Jane's own). Such
// a display name is the organisation that owns the domain, and so is every other mention of it
// in the same text (a letter's sign-off "Sakura Inn – Reservations"). A display name that the
// names resource reads as a person (a known given name first, a known surname last: "Marta
// Nowak <biuro@martanowak.pl>") stays a person's, as a one-person business is named after them.

import { memoLastText } from './last-text-memo.js';
import { DEFAULT_LOCALES, loadNames } from './finders/person-names.js';

/** A display name and its address: after a header label, a separator or the line's start. */
const DISPLAY_ADDRESS = /(?:^|[:;,\t]|[ ]{2})[ \t]*["“]?(\p{L}[\p{L}\p{M}\p{N}&'’. -]{1,60}?)["”]?[ \t]*<([^@\s<>]{1,64})@([A-Za-z0-9.-]{1,253})>/gmu;

const squeeze = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const key = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

function readsAsPerson(display: string): boolean {
  const words = display.split(/\s+/).filter((w) => w !== '');
  if (words.length < 2) return false;
  const names = loadNames(DEFAULT_LOCALES);
  return names.given.has(words[0]!) && names.surnames.has(words[words.length - 1]!);
}

function organisationsIn(text: string): ReadonlySet<string> {
  const out = new Set<string>();
  if (!text.includes('@')) return out;
  for (const m of text.matchAll(DISPLAY_ADDRESS)) {
    const display = m[1]!.trim();
    const joined = squeeze(display);
    if (joined.length < 4) continue;
    const labels = m[3]!.toLowerCase().split('.').slice(0, -1);
    if (!labels.some((l) => l.replace(/-/g, '') === joined)) continue;
    const local = squeeze(m[2]!);
    const words = display.split(/[\s.'’-]+/u).map(squeeze).filter((w) => w.length >= 3);
    if (words.some((w) => local.includes(w))) continue;
    if (readsAsPerson(display)) continue;
    out.add(key(display));
  }
  return out;
}

const organisationsOf = memoLastText(organisationsIn);

/** The value is a name the text gives to an organisation's own mail domain. */
export function namesOwnMailDomain(text: string, value: string): boolean {
  const known = organisationsOf(text);
  return known.size > 0 && known.has(key(value));
}
