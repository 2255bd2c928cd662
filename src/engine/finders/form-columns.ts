// `form-columns`: values of a form printed in columns (PDF-to-text output, fixed-width reports):
// a line of two or more field names separated by wide gaps, and right under it a line of as many
// values separated by wide gaps. The n-th value belongs to the n-th name, wherever the columns
// drift: "personnummer      Passnummer" over "020513-1154     92834153". A fixed-width report goes
// on: every following line with as many columns is a row under the same names, until an empty
// line or a line of one column ("Total rows: 3"); a row that splits differently (a value holding a
// wide gap) is skipped, not read against the wrong names. Names are often two spaces apart
// ("Date of birth  Passport No."), values at least three. The rule names the fields
// it reads (`labels`: words or phrases the field name must hold; `notLabels`: words it must not)
// and the values it wants (`cell`, a pattern the whole value must match; `ignoreCase`).
// Lists pasted from a screen or a spreadsheet often keep only two spaces between columns
// ("1  Ana Ruiz  ESP  PAA123456  2031-01-02"): a row that splits into exactly as many columns at
// two spaces is read too. A fixed-width row whose columns ran into each other (a long e-mail
// address one space from the next column) keeps the values that start where a field name starts.
// An index column headed "#" or "№" belongs to the names line. A name that fills its column and
// runs into the next with one space is cut where the first row's columns start.

import { memoLastText } from '../last-text-memo.js';
import { stringListParam, wholeCellParam, wordsPattern, type Finder, type FinderSpan } from './finder.js';

/** A gap between two columns: three or more spaces, or a tab. */
const GAP = /[ ]{3,}|\t+/g;
/** Between two field names (which hold single spaces themselves) two spaces are a gap too. */
const LABEL_GAP = /[ ]{2,}|\t+/g;
/** Longest line read as a row of the form. */
const MAX_LINE = 400;
/** Longest field name. */
const MAX_LABEL = 48;

interface Field {
  label: string;
  start: number;
  end: number;
}

/** The parts of a line between its gaps, trimmed (offsets into the text). */
function columnsOf(text: string, start: number, end: number, gap: RegExp = GAP): Array<{ start: number; end: number }> {
  const parts: Array<{ start: number; end: number }> = [];
  const line = text.slice(start, end);
  let from = 0;
  gap.lastIndex = 0;
  for (let m = gap.exec(line); ; m = gap.exec(line)) {
    const to = m ? m.index : line.length;
    let s = from;
    let e = to;
    while (s < e && line[s] === ' ') s++;
    while (e > s && (line[e - 1] === ' ' || line[e - 1] === '\r')) e--;
    if (e > s) parts.push({ start: start + s, end: start + e });
    if (!m) return parts;
    from = m.index + m[0].length;
  }
}

const isLabel = (s: string): boolean => s.length <= MAX_LABEL && /\p{L}/u.test(s) && !/[0-9]{3}|@/.test(s);
/** A names line may open with an index column ("#  Name  Passport No."). */
const isIndexHeader = (s: string): boolean => s === '#' || s === '№';
const allLabels = (text: string, parts: ReadonlyArray<{ start: number; end: number }>): boolean =>
  parts.every((p, i) => isLabel(text.slice(p.start, p.end)) || (i === 0 && parts.length > 2 && isIndexHeader(text.slice(p.start, p.end))));

/** The columns of a row that start exactly where a field name starts (a fixed-width report). */
function alignedColumns(
  parts: ReadonlyArray<{ start: number; end: number }>,
  lineStart: number,
  labels: ReadonlyArray<{ start: number; end: number }>,
  labelLineStart: number,
): Array<{ part: { start: number; end: number }; label: number }> {
  const out: Array<{ part: { start: number; end: number }; label: number }> = [];
  for (const p of parts) {
    const column = p.start - lineStart;
    const i = labels.findIndex((l) => l.start - labelLineStart === column);
    if (i >= 0) out.push({ part: p, label: i });
  }
  return out;
}

/**
 * A name longer than its column runs into the next name with one space ("Passport number Home
 * address" over "SK318502      Ivy House, …"): when the first row has more columns than the
 * names line, each word of the names line goes to the column of the row starting at or before it
 * (a name printed one place right of its column still lands in it). The names are regrouped so
 * only when every column receives a word, no regrouped name takes words of two names the wide gaps
 * kept apart, and every regrouped name still reads as a name; otherwise undefined.
 */
function namesOverColumns(
  text: string,
  labels: ReadonlyArray<{ start: number; end: number }>,
  labelLineStart: number,
  parts: ReadonlyArray<{ start: number; end: number }>,
  lineStart: number,
): Array<{ start: number; end: number }> | undefined {
  const groups: Array<{ start: number; end: number; label: number } | undefined> = parts.map(() => undefined);
  for (let l = 0; l < labels.length; l++) {
    const word = /[^ \t]+/g;
    const name = text.slice(labels[l]!.start, labels[l]!.end);
    for (let m = word.exec(name); m !== null; m = word.exec(name)) {
      const start = labels[l]!.start + m.index;
      const column = start - labelLineStart;
      let i = parts.length - 1;
      // The first word of a name may stand one place right of its column; a later word of the
      // same name starts a new column only where a column of the row starts.
      const slack = m.index === 0 ? 1 : 0;
      while (i >= 0 && parts[i]!.start - lineStart > column + slack) i--;
      if (i < 0) return undefined;
      const g = groups[i];
      if (g && g.label !== l) return undefined;
      groups[i] = g ? { ...g, end: start + m[0].length } : { start, end: start + m[0].length, label: l };
    }
  }
  if (!groups.every((g) => g !== undefined)) return undefined;
  const names = groups.map((g) => ({ start: g!.start, end: g!.end }));
  return allLabels(text, names) ? names : undefined;
}

/** Every value of the text's column forms, with the name of its field. */
function formFields(text: string): Field[] {
  const fields: Field[] = [];
  let lineStart = 0;
  let labels: Array<{ start: number; end: number }> | undefined;
  let labelLineStart = 0;
  let rows = 0;
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const line = lineEnd - lineStart <= MAX_LINE ? text.slice(lineStart, lineEnd) : '';
    let parts = line.includes('   ') || line.includes('\t') ? columnsOf(text, lineStart, lineEnd) : [];
    if (labels && parts.length !== labels.length && line.includes('  ')) {
      const narrow = columnsOf(text, lineStart, lineEnd, LABEL_GAP);
      if (narrow.length === labels.length) parts = narrow;
    }
    // A line of names only is never a row of values: it opens the next block of the form
    // ("Telefon   E-post" after a row, "Patient name   Date of birth" under a title line).
    const opensBlock = parts.length >= 2 && allLabels(text, parts);
    if (labels && !opensBlock && rows === 0 && parts.length > labels.length) {
      const names = namesOverColumns(text, labels, labelLineStart, parts, lineStart);
      if (names) labels = names;
    }
    const aligned = labels && !opensBlock && parts.length >= 2 && parts.length !== labels.length ? alignedColumns(parts, lineStart, labels, labelLineStart) : [];
    if (labels && !opensBlock && parts.length === labels.length) {
      parts.forEach((p, i) => fields.push({ label: text.slice(labels![i]!.start, labels![i]!.end), start: p.start, end: p.end }));
      rows++;
    } else if (labels && aligned.length >= 2) {
      for (const a of aligned) fields.push({ label: text.slice(labels.at(a.label)!.start, labels.at(a.label)!.end), start: a.part.start, end: a.part.end });
      rows++;
    } else if (labels && !opensBlock && rows > 0 && parts.length >= 2) {
      // a row of the report that splits differently: skipped, the names still hold
    } else {
      const names = line.includes('  ') || line.includes('\t') ? columnsOf(text, lineStart, lineEnd, LABEL_GAP) : [];
      labels = names.length >= 2 && allLabels(text, names) ? names : undefined;
      labelLineStart = lineStart;
      rows = 0;
    }
    lineStart = lineEnd + 1;
  }
  return fields;
}

/** Shared by every rule reading forms: a text is split once. */
const fieldsOf = memoLastText((text: string) => (text.includes('  ') || text.includes('\t') ? formFields(text) : []));

export const formColumns: Finder = {
  name: 'form-columns',
  description:
    'Values of a form printed in columns: under a line of two or more field names separated by wide gaps, the line of as many values; the value of a field whose name holds one of `labels` (and none of `notLabels`) and matches `cell` is proposed.',
  references: ['https://cloud.google.com/sensitive-data-protection/docs/infotypes-reference'],
  prepare(params) {
    const cell = wholeCellParam(params);
    const labels = wordsPattern(stringListParam(params, 'labels') ?? []);
    if (!labels) throw new Error('params.labels must list the field names read');
    const notLabels = wordsPattern(stringListParam(params, 'notLabels') ?? []);
    return (text): FinderSpan[] =>
      fieldsOf(text)
        .filter((f) => labels.test(f.label) && !notLabels?.test(f.label) && cell.test(text.slice(f.start, f.end)))
        .map((f) => ({ start: f.start, end: f.end }));
  },
};
