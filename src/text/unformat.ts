// The unformatted view of a text: formatting that ordinary tools write into the middle of a value
// taken out again, with an exact map to the original. What it undoes:
//   - inline HTML tags (<b>, <span …>, <font …>, <wbr>, …) that split a value when a page or a
//     rich-text mail styles part of it; block tags (<td>, <p>, <br>) stay, they separate values;
//   - HTML character references (&#46; &nbsp; &#8209; &commat;), decoded to the plain sign;
//   - Markdown emphasis pairs (**…**, *…*, __…__, ~~…~~, `…`) placed inside a value;
//   - quoted-printable soft line breaks and =XX escapes, in text that has soft breaks;
//   - JSON string escapes that hide a sign: \/ and \uXXXX;
//   - percent-escapes (%20, %2F, %C3%A9) in a form field, query or log value;
//   - typographic spaces (no-break, narrow, thin) read as a space, and soft hyphens, which
//     word processors and pages put inside long words and which never show, taken out;
//   - a value spread over table cells or the lines of a page column, joined (split-values.ts);
//   - a labelled value wrapped onto the next line, joined (wrapped-values.ts);
//   - an HTML table written a row to a line, as tab-separated lines (html-table-rows.ts);
//   - a label kept apart from its value by table cells, bold markup, dotted leaders, tabs or a
//     line break, written `Label: value` (label-separators.ts).
// Like the revealed view (reveal.ts), every change is recorded as a range of the original, so a
// scan of the view keeps only what a change made visible.

import { parseEntity } from './decoders/html.js';
import { parseEscape } from './decoders/escapes.js';
import { decodePercentRun } from './decoders/percent.js';
import { identity } from './offset-map.js';
import { splitValueEdits } from './split-values.js';
import { wrappedValueEdits } from './wrapped-values.js';
import { labelSeparatorEdits } from './label-separators.js';
import { htmlTableRowEdits } from './html-table-rows.js';
import { applyEdits, type Edit, type Range } from './reveal/edits.js';
import type { RevealedText } from './reveal.js';

/** Inline (phrasing) elements that style text without separating it. */
const INLINE_TAG = /<\/?(?:b|i|u|s|em|strong|span|font|wbr|small|mark|big|tt|ins|del|strike|sup|sub)\b(?:\s[^<>\n]{0,120})?\/?>/gi;
const MAYBE_TAG = /<\/?(?:b|i|u|s|em|strong|span|font|wbr|small|mark|big|tt|ins|del|strike|sup|sub)\b/i;

/** Typographic spaces and hyphens an entity may stand for, written as the ASCII the rules read. */
const PLAIN_SIGN: Readonly<Record<string, string>> = {
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u2007': ' ',
  '\u00ad': '',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
};

function tagEdits(text: string, edits: Edit[]): void {
  if (!MAYBE_TAG.test(text)) return;
  for (const m of text.matchAll(INLINE_TAG)) edits.push({ start: m.index, end: m.index + m[0].length, text: '' });
}

function entityEdits(text: string, edits: Edit[]): void {
  for (let k = text.indexOf('&'); k >= 0; k = text.indexOf('&', k + 1)) {
    const e = parseEntity(text, k);
    if (!e) continue;
    // Decoding '<' or '>' would write markup that is not in the text.
    if (e.value === '<' || e.value === '>' || e.value === '\ufffd') continue;
    edits.push({ start: k, end: e.end, text: PLAIN_SIGN[e.value] ?? e.value });
  }
}

/** Emphasis markers, each exactly as written: a longer run of the sign is masking, not emphasis. */
const MARKERS = new Set(['*', '**', '__', '~~', '`']);
const isMarkerSign = (c: number): boolean => c === 0x2a || c === 0x5f || c === 0x7e || c === 0x60;

/** Runs of one emphasis sign (* _ ~ `), maximal, in order, by code unit: what /\*+|_+|~+|`+/g finds. */
function* markerRuns(text: string): Generator<[number, number]> {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!isMarkerSign(c)) continue;
    let j = i + 1;
    while (j < text.length && text.charCodeAt(j) === c) j++;
    yield [i, j];
    i = j - 1;
  }
}
/** Farthest apart the two markers of one pair stand. */
const MAX_EMPHASIS = 64;

const isAlnum = (c: string | undefined): boolean => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/**
 * A marker that can open or close emphasis inside a value: a letter or digit on one side, and
 * no '@' beside it (`j**@…` is a masked address).
 */
function inValue(text: string, start: number, end: number): boolean {
  const before = text[start - 1];
  const after = text[end];
  if (before === '@' || after === '@') return false;
  return isAlnum(before) || isAlnum(after);
}

function emphasisEdits(text: string, edits: Edit[]): void {
  if (!/[*_~`]/.test(text)) return;
  let open: { start: number; end: number; run: string } | undefined;
  for (const [start, end] of markerRuns(text)) {
    const run = text.slice(start, end);
    if (open && text.slice(open.end, start).includes('\n')) open = undefined;
    if (!MARKERS.has(run) || !inValue(text, start, end)) {
      if (open && open.run === run) open = undefined;
      continue;
    }
    if (open && open.run === run && start > open.end && start - open.end <= MAX_EMPHASIS) {
      edits.push({ start: open.start, end: open.end, text: '' }, { start, end, text: '' });
      open = undefined;
    } else open = { start, end, run };
  }
}

/**
 * Quoted-printable: only in text that has both a soft line break and an =XX escape, the marks of a
 * QP body (a line-final '=' alone is as often base64 padding).
 */
const QP_SOFT_BREAK = /=\r?\n/g;
const QP_ESCAPE = /=([0-9A-F]{2})/g;

function quotedPrintableEdits(text: string, edits: Edit[]): void {
  if (!/=\r?\n/.test(text) || !/=[0-9A-F]{2}/.test(text)) return;
  for (const m of text.matchAll(QP_SOFT_BREAK)) edits.push({ start: m.index, end: m.index + m[0].length, text: '' });
  for (const m of text.matchAll(QP_ESCAPE)) {
    const code = parseInt(m[1]!, 16);
    if (code >= 0x21 && code <= 0x7e) edits.push({ start: m.index, end: m.index + 3, text: String.fromCharCode(code) });
  }
}

/** JSON escapes of a sign: \/ and \uXXXX (printable, not a quote or backslash), read by the escape decoder. */
function jsonEscapeEdits(text: string, edits: Edit[]): void {
  for (let k = text.indexOf('\\'); k >= 0; k = text.indexOf('\\', k + 1)) {
    const e = parseEscape(text, k);
    if (!e) continue;
    const start = k;
    // An escaped backslash is skipped whole, so the sign after it is not read as escaped.
    k = e.end - 1;
    if (e.kind === 'simple' ? e.value !== '/' : e.kind !== 'unicode') continue;
    const code = e.value.charCodeAt(0);
    if (e.value.length !== 1 || code < 0x20 || '"\\<>'.includes(e.value) || (code >= 0xd800 && code <= 0xdfff)) continue;
    edits.push({ start, end: e.end, text: PLAIN_SIGN[e.value] ?? e.value });
  }
}

/** A run of percent-escapes, decoded together (one character may take several bytes). */
const PERCENT_RUN = /(?:%[0-9A-Fa-f]{2})+/g;
/** Signs a decoded escape must not write: they would end or open markup, quotes or lines. */
const UNSAFE_DECODED = /[\u0000-\u001f\u007f"'<>`\\]/;

function percentEdits(text: string, edits: Edit[]): void {
  for (const m of text.matchAll(PERCENT_RUN)) {
    const decoded = decodePercentRun(m[0]);
    if (decoded === null || UNSAFE_DECODED.test(decoded)) continue;
    edits.push({ start: m.index, end: m.index + m[0].length, text: [...decoded].map((c) => PLAIN_SIGN[c] ?? c).join('') });
  }
}

/** Typographic spaces the engine does not fold already (it folds those between two digits). */
const TYPOGRAPHIC_SPACE = /[\u00a0\u2007\u2009\u202f]/g;

function spaceEdits(text: string, edits: Edit[]): void {
  for (const m of text.matchAll(TYPOGRAPHIC_SPACE)) edits.push({ start: m.index, end: m.index + 1, text: ' ' });
  for (let k = text.indexOf('\u00ad'); k >= 0; k = text.indexOf('\u00ad', k + 1)) edits.push({ start: k, end: k + 1, text: '' });
}

/**
 * A test of whether [start, end) overlaps any of `ranges` (which may overlap one another): the
 * ranges sorted by start with the farthest end reached so far, so each test is one binary search
 * and a text with many edits costs n log n, not edits × joins.
 */
function overlapTest(ranges: readonly Range[]): (r: Range) => boolean {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const reach: number[] = [];
  let far = -1;
  for (const r of sorted) reach.push((far = Math.max(far, r.end)));
  return ({ start, end }) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]!.start < end) lo = mid + 1;
      else hi = mid;
    }
    return lo > 0 && reach[lo - 1]! > start;
  };
}

/**
 * Adds `joins` to `edits`: a join takes in the inline tags it overlaps (`</b> `); where another edit
 * already rewrites that stretch (a wrapped value joined), that edit stays and the join is left out.
 */
function keepJoins(text: string, edits: Edit[], joins: readonly Edit[]): void {
  const hitsRewrite = overlapTest(edits.filter((e) => text[e.start] !== '<'));
  const wanted = joins.filter((j) => !hitsRewrite(j));
  const hitsJoin = overlapTest(wanted);
  const kept = edits.filter((e) => !hitsJoin(e));
  // Element by element: a spread of a long list would exceed the call's argument limit.
  edits.length = 0;
  for (const e of kept) edits.push(e);
  for (const j of wanted) edits.push(j);
}

/** The unformatted view of `text`, or undefined when it has no formatting to take out. */
export function unformatText(text: string): RevealedText | undefined {
  const edits: Edit[] = [];
  tagEdits(text, edits);
  if (text.includes('&')) entityEdits(text, edits);
  emphasisEdits(text, edits);
  quotedPrintableEdits(text, edits);
  if (text.includes('\\')) jsonEscapeEdits(text, edits);
  if (text.includes('%')) percentEdits(text, edits);
  if (/[\u00a0\u00ad\u2007\u2009\u202f]/.test(text)) spaceEdits(text, edits);
  splitValueEdits(text, edits);
  wrappedValueEdits(text, edits);
  // A row of an HTML table written as a TSV line: a label-and-value join inside it (its last two
  // cells, a name then a number) would take two of its cells for one, so the row's edits win.
  const rows: Edit[] = [];
  htmlTableRowEdits(text, rows);
  let joins: Edit[] = [];
  labelSeparatorEdits(text, joins);
  if (rows.length && joins.length) {
    const inRow = overlapTest(rows);
    joins = joins.filter((j) => !inRow(j));
  }
  if (joins.length) keepJoins(text, edits, joins);
  for (const r of rows) edits.push(r);
  if (edits.length === 0) return undefined;
  const changed: Range[] = [];
  const view = applyEdits(identity(text), edits, changed);
  const merged: Range[] = [];
  for (const c of changed.sort((a, b) => a.start - b.start)) {
    const last = merged[merged.length - 1];
    if (last && c.start <= last.end) last.end = Math.max(last.end, c.end);
    else merged.push({ ...c });
  }
  const between = edits.filter((e) => e.between).map((e) => ({ start: e.start, end: e.end }));
  return { text: view.text, starts: view.starts, ends: view.ends, changed: merged, ...(between.length ? { between } : {}) };
}
