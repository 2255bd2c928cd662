// `coded`: values whose meaning a record's structure fixes rather than a written label. Interchange
// formats name a field by its place or by a code beside it: the segment and the field's position
// (HL7 v2 PID-7 is the patient's birth date), a qualifier that types the element after it (X12
// PER "HP" is a home phone, DMG "D8" a birth date), a tag (DICOM (0010,0030)). The resolver reads
// those places from the published field lists (coded-field-table.ts) and emits each value under a
// key in words ("birth_date", "home_phone", "street_address"), so every rule keyed by a field's
// name reads these records as it reads `dob: …` or `"phone": "…"`.

import { DICOM_TAGS, EDIFACT_PERSON_PARTIES, HL7_FIELDS, X12_PERSON_ENTITY, X12_PERSONAL_CONTACTS, X12_PHONE_QUALIFIERS, X12_QUALIFIED, type Hl7Field } from './coded-field-table.js';
import type { Emit } from './scanners.js';

/** Longest segment read: a longer run without a terminator is not a record. */
const MAX_SEGMENT = 2000;

/** Cheap test: does the text hold a segment or tag of a format the resolver reads? */
export function hasCodedRecord(text: string): boolean {
  return (text.includes('|') && hasHl7Segment(text)) || text.includes('DMG*') || text.includes('PER*') || text.includes('N3*') || hasDicom(text) || text.includes('NAD+') || hasSwiftParty(text) || hasPaymentEntry(text);
}

/** A patient tag, or a Person Name element as dcmdump (`) PN `) or pydicom (` PN: `) prints it. */
const hasDicom = (text: string): boolean => text.includes('(0010,') || text.includes(') PN ') || text.includes(' PN: ');

export function scanCodedFields(text: string, emit: Emit): void {
  if (text.includes('|')) scanHl7(text, emit);
  if (text.includes('*') && text.includes('~')) scanX12(text, emit);
  if (hasDicom(text)) scanDicom(text, emit);
  if (text.includes('NAD+')) scanEdifactParties(text, emit);
  scanSwiftParties(text, emit);
  scanPaymentFiles(text, emit);
}

// ---- HL7 v2: segment id, then fields split by `|`, components by `^`, repetitions by `~`. ----

/** A segment the table names (searched as a literal; where it may start is checked by segmentOpens). */
const HL7_SEGMENT = /(?:PID|NK1|GT1|IN1)\|/g;

/** A segment opens a line, follows a carriage return (raw or escaped `\r` in a log), a blank or a quote. */
function segmentOpens(text: string, at: number): boolean {
  if (at === 0) return true;
  const c = text[at - 1];
  return c === '\r' || c === '\n' || c === ' ' || c === '\t' || c === '"' || (c === 'r' && text[at - 2] === '\\');
}

function hasHl7Segment(text: string): boolean {
  HL7_SEGMENT.lastIndex = 0;
  for (let m = HL7_SEGMENT.exec(text); m !== null; m = HL7_SEGMENT.exec(text)) if (segmentOpens(text, m.index)) return true;
  return false;
}
/**
 * Where a segment ends: a line end, a carriage return, its escaped form in a log (`\r`, `\n`), or a
 * closing quote; at most MAX_SEGMENT characters on, so a long text without one is read in linear time.
 */
function segmentEnd(text: string, start: number): number {
  const limit = Math.min(text.length, start + MAX_SEGMENT);
  for (let i = start; i < limit; i++) {
    const c = text.charCodeAt(i);
    if (c === 13 || c === 10 || c === 34) return i;
    if (c === 92 && (text[i + 1] === 'r' || text[i + 1] === 'n')) return i;
  }
  return limit;
}

function scanHl7(text: string, emit: Emit): void {
  HL7_SEGMENT.lastIndex = 0;
  for (let m = HL7_SEGMENT.exec(text); m !== null; m = HL7_SEGMENT.exec(text)) {
    if (!segmentOpens(text, m.index)) continue;
    const fields = HL7_FIELDS.get(m[0].slice(0, 3));
    const start = m.index + m[0].length; // first character of field 1
    const end = segmentEnd(text, start);
    HL7_SEGMENT.lastIndex = end;
    if (!fields) continue;
    let field = 1;
    let fieldStart = start;
    for (let i = start; i <= end; i++) {
      if (i < end && text[i] !== '|') continue;
      const spec = fields.get(field);
      if (spec) emitHl7Field(text, fieldStart, i, spec, m.index, emit);
      field++;
      fieldStart = i + 1;
    }
  }
}

/** The first repetition's component that the table names (1-based), trimmed. */
function emitHl7Field(text: string, start: number, end: number, spec: Hl7Field, segmentStart: number, emit: Emit): void {
  let s = start;
  let component = 1;
  let e = end;
  for (let i = start; i < end; i++) {
    const c = text[i];
    if (c === '~') {
      e = i;
      break;
    }
    if (c !== '^') continue;
    if (component === spec.component) {
      e = i;
      break;
    }
    component++;
    s = i + 1;
  }
  if (component !== spec.component) return;
  while (s < e && text[s] === ' ') s++;
  while (e > s && text[e - 1] === ' ') e--;
  // A TS value (YYYYMMDD[HHMM[SS[.S]]][+ZZZZ]) states a birth time too: the date is its first eight digits.
  if (spec.key === 'birth_date' && e - s > 8 && /^[0-9]{8}[0-9.+-]+$/.test(text.slice(s, e))) e = s + 8;
  // Systems fill an unknown birth date with a fixed stand-in (19000101, 00000000): it names no one's birthday.
  if (spec.key === 'birth_date' && PLACEHOLDER_DATE.test(text.slice(s, e))) return;
  if (e > s) emit(segmentStart, segmentStart + 3, { start: s, end: e, quoted: false }, 'coded', spec.key);
}

/** Stand-in dates for "unknown": year or month-day all zeros, the first day of 1800 or 1900, the last of 1899, all nines. */
const PLACEHOLDER_DATE = /^(?:0{4}[0-9]{4}|[0-9]{4}0{4}|1[89]000101|18991231|9{8})$/;

// ---- X12: elements split by `*`, segments ended by `~`. ----

/** The X12 segments the resolver reads: names and entity types, contacts, street lines, qualified values. */
const X12_READ: ReadonlySet<string> = new Set(['NM1', 'PER', 'N3', ...X12_QUALIFIED.keys()]);

function scanX12(text: string, emit: Emit): void {
  let personLoop = false;
  let segStart = 0;
  while (segStart < text.length) {
    let segEnd = text.indexOf('~', segStart);
    if (segEnd < 0) segEnd = text.length;
    let s = segStart;
    while (s < segEnd && (text[s] === '\n' || text[s] === '\r' || text[s] === ' ' || text[s] === '\t')) s++;
    // A segment id is two or three letters or digits, then the element separator.
    const star = text[s + 2] === '*' ? s + 2 : text[s + 3] === '*' ? s + 3 : -1;
    if (segEnd - s <= MAX_SEGMENT && star > 0 && star < segEnd) {
      const id = text.slice(s, star);
      if (X12_READ.has(id)) {
        const elements = splitElements(text, star + 1, segEnd);
        // NM1-02 says whether the loop's entity is a person (1) or an organisation (2).
        if (id === 'NM1') personLoop = elements[1]?.value === X12_PERSON_ENTITY;
        else readX12Segment(text, id, elements, personLoop, s, emit);
      }
    }
    segStart = segEnd + 1;
  }
}

interface Element {
  start: number;
  end: number;
  value: string;
}

function splitElements(text: string, start: number, end: number): Element[] {
  const out: Element[] = [];
  let s = start;
  for (let i = start; i <= end; i++) {
    if (i < end && text[i] !== '*') continue;
    out.push({ start: s, end: i, value: text.slice(s, i) });
    s = i + 1;
  }
  return out;
}

function readX12Segment(text: string, id: string, elements: Element[], personLoop: boolean, segStart: number, emit: Emit): void {
  const keyEnd = segStart + id.length;
  // A qualifier that types the next element: DMG*D8*<birth date>.
  const qualified = X12_QUALIFIED.get(id);
  if (qualified && elements.length >= 2 && qualified.qualifiers.has(elements[0]!.value)) {
    emitElement(elements[1]!, segStart, keyEnd, qualified.key, emit);
    return;
  }
  // PER: a contact function, a name, then pairs of a communication qualifier and a number.
  if (id === 'PER') {
    const personal = X12_PERSONAL_CONTACTS.has(elements[0]?.value ?? '');
    for (let k = 2; k + 1 < elements.length; k += 2) {
      const phone = X12_PHONE_QUALIFIERS.get(elements[k]!.value);
      // A home or mobile line is a person's; a plain telephone only for a person's contact function.
      if (phone && (phone.personal || personal)) emitElement(elements[k + 1]!, segStart, keyEnd, phone.key, emit);
    }
    return;
  }
  // N3: the street lines of the loop's entity, a person's only when NM1 said so.
  if (id === 'N3' && personLoop) for (const e of elements.slice(0, 2)) emitElement(e, segStart, keyEnd, 'street_address', emit);
}

function emitElement(e: Element, keyStart: number, keyEnd: number, key: string, emit: Emit): void {
  if (e.end > e.start) emit(keyStart, keyEnd, { start: e.start, end: e.end, quoted: false }, 'coded', key);
}

// ---- DICOM dumps (dcmdump, pydicom): `(gggg,eeee) VR [value]` or `(gggg,eeee) VR value`. ----

/**
 * `(gggg,eeee) VR [value]` (dcmdump), `(gggg, eeee) Description  VR: 'value'` (pydicom), or a bare
 * value after the VR; a `#` comment may follow.
 */
const DICOM_ELEMENT =
  /\(([0-9A-Fa-f]{4}),[ ]?([0-9A-Fa-f]{4})\)[ \t]+(?:[A-Za-z][\w' ()/-]{0,63}?[ \t]+)?([A-Z]{2}):?[ \t]+(?:\[([^\]\r\n]{1,200})\]|'([^'\r\n]{1,200})'|([^\s#'[][^\r\n#]{0,200}?))(?=[ \t]*(?:#|\r?\n|$))/gm;

function scanDicom(text: string, emit: Emit): void {
  DICOM_ELEMENT.lastIndex = 0;
  for (let m = DICOM_ELEMENT.exec(text); m !== null; m = DICOM_ELEMENT.exec(text)) {
    // A tag the table names, or any element of the Person Name value representation.
    const key = DICOM_TAGS.get(`${m[1]},${m[2]!.toUpperCase()}`) ?? (m[3] === 'PN' ? 'person_name' : undefined);
    if (!key) continue;
    const enclosed = m[4] ?? m[5];
    const raw = enclosed ?? m[6]!;
    const start = m.index + m[0].length - raw.length - (enclosed !== undefined ? 1 : 0);
    emit(m.index, m.index + 11, { start, end: start + raw.trimEnd().length, quoted: false }, 'coded', key);
  }
}

// ---- UN/EDIFACT: segments ended by `'`, elements split by `+`, components by `:`, `?` escapes. ----

/** NAD (name and address): party qualifier, identification, name and address, then the party's name (NAD-04). */
const EDIFACT_NAD = /(?:^|['\r\n][ \t]*)NAD\+([A-Z0-9]{1,3})\+[^+'\r\n]{0,80}\+[^+'\r\n]{0,200}\+((?:[^+'?\r\n]|\?.){1,200})/gm;

function scanEdifactParties(text: string, emit: Emit): void {
  EDIFACT_NAD.lastIndex = 0;
  for (let m = EDIFACT_NAD.exec(text); m !== null; m = EDIFACT_NAD.exec(text)) {
    const key = EDIFACT_PERSON_PARTIES.get(m[1]!);
    if (!key) continue;
    const start = m.index + m[0].length - m[2]!.length;
    // A released separator (`O?'NEILL`, `?+`) belongs to the name.
    const keyStart = m.index + m[0].indexOf('NAD+');
    emit(keyStart, keyStart + 3, { start, end: start + m[2]!.trimEnd().length, quoted: false }, 'coded', key);
  }
}

// ---- SWIFT MT: the ordering customer (50a) and the beneficiary (59a) as lines under their tag. ----

/** `:50K:` / `:59:` opening a line, then an optional `/account` line, then the party's name. */
const SWIFT_PARTY = /:(50|59)([AFK]?):(\/[^\r\n]{1,40}\r?\n)?([^\r\n]{1,70})/g;
const opensLine = (text: string, at: number): boolean => at === 0 || text[at - 1] === '\n';

function hasSwiftParty(text: string): boolean {
  if (!text.includes(':50') && !text.includes(':59')) return false;
  SWIFT_PARTY.lastIndex = 0;
  for (let m = SWIFT_PARTY.exec(text); m !== null; m = SWIFT_PARTY.exec(text)) if (opensLine(text, m.index)) return true;
  return false;
}

function scanSwiftParties(text: string, emit: Emit): void {
  if (!text.includes(':50') && !text.includes(':59')) return;
  SWIFT_PARTY.lastIndex = 0;
  for (let m = SWIFT_PARTY.exec(text); m !== null; m = SWIFT_PARTY.exec(text)) {
    if (!opensLine(text, m.index)) continue;
    // Option A names the party by its bank identifier code, not by name.
    if (m[2] === 'A') continue;
    let start = m.index + m[0].length - m[4]!.length;
    let end = start + m[4]!.length;
    // Option F numbers its lines: 1/ the name, 2/ the address, 3/ the country and town.
    if (m[2] === 'F') {
      if (!text.startsWith('1/', start)) continue;
      start += 2;
    }
    while (end > start && text[end - 1] === ' ') end--;
    if (end > start && text[start] !== '/') emit(m.index, m.index + m[1]!.length + m[2]!.length + 2, { start, end, quoted: false }, 'coded', SWIFT_ROLES[m[1]!]!);
  }
}

const SWIFT_ROLES: Readonly<Record<string, string>> = { '50': 'sender', '59': 'beneficiary' };

// ---- Fixed-width payment files: NACHA entry detail (94 columns) and Bacs Standard 18 (100). ----

/** A NACHA entry detail record: `6`, a transaction code, the receiving bank's routing number. */
const PAYMENT_ENTRY = '(?:6[23][0-9]{9}|[0-9]{14}0[0-9]{2}[0-9]{14})';
/** Searched after a line feed (a literal the search can skip to) and at the text's start. */
const PAYMENT_ENTRY_AFTER_LINE = new RegExp(`\n${PAYMENT_ENTRY}`);
const PAYMENT_ENTRY_AT_START = new RegExp(`^${PAYMENT_ENTRY}`);
const hasPaymentEntry = (text: string): boolean => PAYMENT_ENTRY_AT_START.test(text) || PAYMENT_ENTRY_AFTER_LINE.test(text);
/** Bacs columns 47–64: the originator's name, upper-case letters, so a line of digits alone is no record. */
const BACS_ORIGINATOR_NAME = /^[A-Z0-9 .&/-]{0,17}[A-Z]/;
/** NACHA batch header: `5`, service class, company name … then the standard entry class code at columns 51–53. */
const NACHA_BATCH = /^5[0-9]{3}.{46}([A-Z]{3})/;

function scanPaymentFiles(text: string, emit: Emit): void {
  if (!hasPaymentEntry(text)) return;
  let consumerBatch = false;
  for (let p = 0; p < text.length; ) {
    let end = text.indexOf('\n', p);
    if (end < 0) end = text.length;
    const lineEnd = text.charCodeAt(end - 1) === 13 ? end - 1 : end;
    const length = lineEnd - p;
    if (length === 94 && text[p] === '5') {
      const batch = NACHA_BATCH.exec(text.slice(p, lineEnd));
      consumerBatch = batch !== null && NACHA_CONSUMER_CLASSES.has(batch[1]!);
    } else if (length === 94 && text[p] === '6' && consumerBatch) {
      // Columns 55–76: the individual's name (consumer entries name the account holder, a person).
      emitColumn(text, p, 54, 76, 'individual_name', emit);
    } else if (length === 100 && /^[0-9]{14}0[0-9]{2}[0-9]{14}/.test(text.slice(p, p + 31)) && BACS_ORIGINATOR_NAME.test(text.slice(p + 46, p + 64))) {
      // Columns 83–100: the destination account's name, a person's or a firm's.
      emitColumn(text, p, 82, 100, 'account_holder', emit);
    }
    p = end + 1;
  }
}

/**
 * NACHA standard entry class codes whose receivers are consumers: PPD (prearranged payments and
 * deposits), WEB, TEL; corporate codes (CCD, CTX) name firms.
 */
const NACHA_CONSUMER_CLASSES: ReadonlySet<string> = new Set(['PPD', 'WEB', 'TEL']);

/** A padded column [from, to) of the line at p, trailing spaces excluded. */
function emitColumn(text: string, p: number, from: number, to: number, key: string, emit: Emit): void {
  let s = p + from;
  let e = p + to;
  while (s < e && text[s] === ' ') s++;
  while (e > s && text[e - 1] === ' ') e--;
  if (e > s) emit(p, p, { start: s, end: e, quoted: false }, 'coded', key);
}
