// What a rule's regex needs of the text, read from its syntax tree at compile time, so a rule
// dropped into a pack is prefiltered without any hint from its author:
//   - `first`: the code units a match can start with (after zero-width assertions);
//   - `notBefore`: code units that cannot precede a match, from a leading negative lookbehind
//     such as (?<![\w.-]) that every alternative starts with;
//   - `minDigits`: how many ASCII digits every match contains at least;
//   - `maxLength`: the longest match in UTF-16 code units (Infinity when unbounded);
//   - `anchors`: literal strings one of which every match holds a few code units from its start;
//   - `onlyAfter`: the code units a leading positive lookbehind such as (?<=^|[,;\t|]) allows just
//     before a match, and whether the start of the text (or of a line) is allowed instead; a
//     leading `^` allows only the start;
//   - `lineStartOr`: for a pattern every alternative of which starts either at `^` or with one code
//     unit of a set, such as (?:^|[|\t;]) before a table cell: a match starts at the start of a
//     line (of the text without the m flag) or at one of those code units;
//   - `leadRun`: a set of code units that every match's first `length` code units belong to (a
//     token of 26 base58 characters for [13][1-9A-HJ-NP-Za-km-z]{25,33});
//   - `required`: literals one of which every match holds somewhere (not only near its start);
//   - `lookbehind` / `lookahead`: how far the pattern's assertions may look before a match's start
//     or after its end (Infinity when unbounded).
// Every fact is a necessary condition (an over-approximation): when in doubt a fact says
// "anything", so the prefilter may try too many places but never skips a match.

import { RegExpParser, type AST } from '@eslint-community/regexpp';
import { CharSet } from './char-set.js';
import { foldUnit } from '../aho-corasick.js';
import { foldsAsOne } from './case-class.js';

export interface PatternFacts {
  readonly first: CharSet;
  readonly notBefore: CharSet | undefined;
  readonly minDigits: number;
  readonly maxLength: number;
  readonly anchors: Anchors | undefined;
  readonly onlyAfter: OnlyAfter | undefined;
  readonly lineStartOr: LineStartOr | undefined;
  readonly leadRun: LeadRun | undefined;
  readonly required: readonly string[] | undefined;
  readonly lookbehind: number;
  readonly lookahead: number;
}

/** A match starts where `^` holds (a line start under `multiline`, else the text's start) or at a code unit of `set`. */
export interface LineStartOr {
  readonly set: CharSet;
  readonly multiline: boolean;
}

/** Every match starts with at least `length` code units, each of them in `set`. */
export interface LeadRun {
  readonly set: CharSet;
  readonly length: number;
}

/** A match starts only after one of `set`, or (when `atStart`) at the start of the text. */
export interface OnlyAfter {
  readonly set: CharSet;
  readonly atStart: boolean;
  /** The lookbehind exactly, when it has the simple shape Behind describes. */
  readonly behind: Behind | undefined;
}

/**
 * A lookbehind such as (?<=(?:^|[,;\t|])[ ]?"?): one code unit of `required` (or the start of
 * the text, or of a line when `multiline`), then each of `optional` at most once, in order.
 */
export interface Behind {
  readonly required: CharSet;
  readonly atStart: boolean;
  readonly optional: readonly CharSet[];
  readonly multiline: boolean;
}


/** Every match holds one of `literals` (exactly as written), starting at most `maxOffset` code units after the match's start. */
export interface Anchors {
  readonly literals: readonly string[];
  readonly maxOffset: number;
}

interface Flags {
  readonly ignoreCase: boolean;
  readonly unicode: boolean;
  readonly testFlags: string;
}

const parser = new RegExpParser({ ecmaVersion: 2025 });

/** The facts of a pattern, or undefined when it cannot be parsed (the engine reports that itself). */
export function analysePattern(source: string, flags: string): PatternFacts | undefined {
  let pattern: AST.Pattern;
  const unicodeSets = flags.includes('v');
  const unicode = flags.includes('u') || unicodeSets;
  try {
    pattern = parser.parsePattern(source, 0, source.length, { unicode: flags.includes('u'), unicodeSets });
  } catch {
    return undefined;
  }
  const f: Flags = { ignoreCase: flags.includes('i'), unicode, testFlags: flags.replace(/[gydm]/g, '') };
  const first = firstOfAlternatives(pattern.alternatives, f).set;
  return {
    first,
    notBefore: leadingExclusion(pattern.alternatives, f),
    minDigits: Math.min(...pattern.alternatives.map((a) => digitsOfAlternative(a, f))),
    maxLength: Math.max(...pattern.alternatives.map((a) => maxOfAlternative(a, f))),
    anchors: anchorsOfAlternatives(pattern.alternatives, f, 0),
    onlyAfter: leadingRequirement(pattern.alternatives, f, flags.includes('m')),
    lineStartOr: lineStartOrOf(pattern.alternatives, f, flags.includes('m')),
    leadRun: leadRunOf(pattern.alternatives, f),
    required: requiredOfAlternatives(pattern.alternatives, f),
    ...lookaround(pattern.alternatives, f),
  };
}

// ---- single-character elements --------------------------------------------------------------

type Atom = AST.Character | AST.CharacterClass | AST.CharacterSet | AST.ExpressionCharacterClass;

const memberCache = new Map<string, CharSet>();

/** The code units one character element matches. */
function atomSet(node: Atom, f: Flags): CharSet {
  const key = `${f.testFlags}/${node.raw}`;
  let set = memberCache.get(key);
  if (set) return set;
  set = new CharSet();
  if (node.type === 'Character') {
    if (node.value < 128) {
      set.ascii[node.value] = 1;
      if (f.ignoreCase) {
        const ch = String.fromCharCode(node.value);
        for (const v of [ch.toLowerCase(), ch.toUpperCase()]) if (v.length === 1 && v.charCodeAt(0) < 128) set.ascii[v.charCodeAt(0)] = 1;
        // Unicode case folding maps some non-ASCII letters onto ASCII ones (ſ → s, K → k).
        set.wide = hasAsciiLetter(set);
      }
    } else set.wide = true;
  } else {
    const test = new RegExp(`^(?:${node.raw})$`, f.testFlags);
    for (let c = 0; c < 128; c++) if (test.test(String.fromCharCode(c))) set.ascii[c] = 1;
    set.wide = mayMatchWide(node) || (f.ignoreCase && hasAsciiLetter(set));
  }
  memberCache.set(key, set);
  return set;
}

function hasAsciiLetter(set: CharSet): boolean {
  for (let c = 65; c <= 122; c++) if (set.ascii[c] && (c <= 90 || c >= 97)) return true;
  return false;
}

/** Whether a class may match a code unit ≥ 128 (structural and conservative). */
function mayMatchWide(node: AST.Node): boolean {
  switch (node.type) {
    case 'Character':
      return node.value >= 128;
    case 'CharacterClassRange':
      return node.max.value >= 128;
    case 'CharacterSet':
      // \d and \w are ASCII-only (case folding of letters is handled by the caller); the rest may not be.
      return node.kind === 'digit' || node.kind === 'word' ? node.negate : true;
    case 'CharacterClass':
      return node.negate || node.elements.some((e) => mayMatchWide(e));
    default:
      return true;
  }
}

/** Whether a class may match a string of other than one character (v-mode \q{…}, properties of strings). */
function matchesStrings(node: AST.Node): boolean {
  if (node.type === 'ClassStringDisjunction' || node.type === 'ExpressionCharacterClass') return true;
  if (node.type === 'CharacterSet' && node.kind === 'property' && node.strings) return true;
  if (node.type === 'CharacterClass') return node.elements.some((e) => matchesStrings(e));
  return false;
}

const isAtom = (e: AST.Element): e is Atom =>
  e.type === 'Character' || e.type === 'CharacterSet' || e.type === 'CharacterClass' || e.type === 'ExpressionCharacterClass';

// ---- first code units -----------------------------------------------------------------------

interface First {
  set: CharSet;
  /** Whether the element can match without consuming anything. */
  nullable: boolean;
}

function firstOfAlternatives(alternatives: readonly AST.Alternative[], f: Flags): First {
  const set = new CharSet();
  let nullable = false;
  for (const alt of alternatives) {
    const r = firstOfSequence(alt.elements, f);
    set.addAll(r.set);
    nullable ||= r.nullable;
  }
  return { set, nullable };
}

function firstOfSequence(elements: readonly AST.Element[], f: Flags): First {
  const set = new CharSet();
  for (const e of elements) {
    const r = firstOf(e, f);
    set.addAll(r.set);
    if (!r.nullable) return { set, nullable: false };
  }
  return { set, nullable: true };
}

function firstOf(e: AST.Element, f: Flags): First {
  if (isAtom(e)) return matchesStrings(e) ? { set: CharSet.all(), nullable: true } : { set: atomSet(e, f), nullable: false };
  switch (e.type) {
    case 'Assertion':
      return { set: new CharSet(), nullable: true };
    case 'Group':
    case 'CapturingGroup':
      if (e.type === 'Group' && e.modifiers) return { set: CharSet.all(), nullable: true };
      return firstOfAlternatives(e.alternatives, f);
    case 'Quantifier': {
      const inner = firstOf(e.element, f);
      return { set: inner.set, nullable: inner.nullable || e.min === 0 };
    }
    default:
      // Backreferences (and anything newer): may match anything, or nothing.
      return { set: CharSet.all(), nullable: true };
  }
}

// ---- a leading negative lookbehind ----------------------------------------------------------

/**
 * Code units that cannot precede a match: every alternative starts (before consuming anything)
 * with a negative lookbehind having a one-character alternative. Undefined when there is none.
 */
function leadingExclusion(alternatives: readonly AST.Alternative[], f: Flags): CharSet | undefined {
  let common: CharSet | undefined;
  for (const alt of alternatives) {
    const own = exclusionOf(alt, f);
    if (!own) return undefined;
    if (!common) common = own;
    else {
      const both = new CharSet();
      for (let c = 0; c < 128; c++) both.ascii[c] = common.ascii[c]! & own.ascii[c]!;
      common = both;
    }
  }
  // Only ASCII exclusions are used: a non-ASCII code unit before a match is never used to skip it.
  if (common) common.wide = false;
  return common;
}

function exclusionOf(alt: AST.Alternative, f: Flags): CharSet | undefined {
  const set = new CharSet();
  let found = false;
  for (const e of alt.elements) {
    if (e.type !== 'Assertion') break;
    if (e.kind !== 'lookbehind' || !e.negate) continue;
    for (const inner of e.alternatives) {
      const only = inner.elements.length === 1 ? inner.elements[0]! : undefined;
      if (!only || !isAtom(only) || matchesStrings(only)) continue;
      set.addAll(atomSet(only, f));
      found = true;
    }
  }
  return found ? set : undefined;
}

// ---- digits and length ----------------------------------------------------------------------

const isDigitsOnly = (s: CharSet): boolean => {
  if (s.wide) return false;
  for (let c = 0; c < 128; c++) if (s.ascii[c] && (c < 48 || c > 57)) return false;
  return s.size() > 0;
};

function digitsOfAlternative(alt: AST.Alternative, f: Flags): number {
  let n = 0;
  for (const e of alt.elements) n += digitsOf(e, f);
  return n;
}

function digitsOf(e: AST.Element, f: Flags): number {
  if (isAtom(e)) return !matchesStrings(e) && isDigitsOnly(atomSet(e, f)) ? 1 : 0;
  switch (e.type) {
    case 'Group':
    case 'CapturingGroup':
      return Math.min(...e.alternatives.map((a) => digitsOfAlternative(a, f)));
    case 'Quantifier':
      return e.min * digitsOf(e.element, f);
    default:
      return 0;
  }
}

function maxOfAlternative(alt: AST.Alternative, f: Flags): number {
  let n = 0;
  for (const e of alt.elements) n += maxOf(e, f);
  return n;
}

/** Whether an atom can only match characters of the Basic Multilingual Plane (one code unit each). */
function withinBmp(e: AST.Element): boolean {
  if (e.type === 'Character') return e.value <= 0xffff;
  if (e.type !== 'CharacterClass' || e.negate) return false;
  return e.elements.every((m) => (m.type === 'Character' && m.value <= 0xffff) || (m.type === 'CharacterClassRange' && m.max.value <= 0xffff));
}

function maxOf(e: AST.Element, f: Flags): number {
  if (isAtom(e)) {
    if (matchesStrings(e)) return Infinity;
    // In unicode mode one character may be a surrogate pair: not when the atom names only
    // characters of the Basic Multilingual Plane, whose other cases (simple case folding, as the
    // i flag compares) are in that plane too (ſ for s, K for k).
    return f.unicode && atomSet(e, f).wide && !withinBmp(e) ? 2 : 1;
  }
  switch (e.type) {
    case 'Assertion':
      return 0;
    case 'Group':
    case 'CapturingGroup':
      return Math.max(...e.alternatives.map((a) => maxOfAlternative(a, f)));
    case 'Quantifier': {
      const inner = maxOf(e.element, f);
      return inner === 0 ? 0 : e.max === Infinity ? Infinity : e.max * inner;
    }
    default:
      return Infinity;
  }
}

// ---- a leading run --------------------------------------------------------------------------

/** Every code unit an element can consume, and how many it consumes at least; undefined when unknown. */
interface Cover {
  set: CharSet;
  min: number;
}

/** Runs shorter than this are not worth checking. */
const MIN_RUN = 2;
/** Code units that end a token: a run set holding one of them says little about a place. */
const BREAKS = [32, 9, 10, 13];

function leadRunOf(alternatives: readonly AST.Alternative[], f: Flags): LeadRun | undefined {
  const set = new CharSet();
  let length = Infinity;
  for (const alt of alternatives) {
    const own = leadRunOfSequence(alt.elements, f);
    if (!own) return undefined;
    set.addAll(own.set);
    length = Math.min(length, own.min);
  }
  return length >= MIN_RUN && !BREAKS.some((c) => set.ascii[c]) ? { set, length } : undefined;
}

/**
 * The longest prefix of the sequence whose elements consume no token break: the first `min`
 * code units of a match are all consumed by those elements, so all belong to their union.
 */
function leadRunOfSequence(elements: readonly AST.Element[], f: Flags): Cover | undefined {
  const run: Cover = { set: new CharSet(), min: 0 };
  for (const e of elements) {
    const c = coverOf(e, f);
    if (!c || BREAKS.some((b) => c.set.ascii[b])) break;
    run.set.addAll(c.set);
    run.min += c.min;
  }
  return run.min > 0 ? run : undefined;
}

function coverOf(e: AST.Element, f: Flags): Cover | undefined {
  if (isAtom(e)) return matchesStrings(e) ? undefined : { set: atomSet(e, f), min: 1 };
  switch (e.type) {
    case 'Assertion':
      return { set: new CharSet(), min: 0 };
    case 'Group':
    case 'CapturingGroup': {
      if (e.type === 'Group' && e.modifiers) return undefined;
      const set = new CharSet();
      let min = Infinity;
      for (const alt of e.alternatives) {
        let n = 0;
        for (const inner of alt.elements) {
          const c = coverOf(inner, f);
          if (!c) return undefined;
          set.addAll(c.set);
          n += c.min;
        }
        min = Math.min(min, n);
      }
      return { set, min };
    }
    case 'Quantifier': {
      const inner = coverOf(e.element, f);
      return inner && { set: inner.set, min: inner.min * e.min };
    }
    default:
      return undefined;
  }
}

// ---- literal anchors ------------------------------------------------------------------------

/** Literals shorter than this occur too often to be worth finding. */
const MIN_ANCHOR = 3;
/** What comes before the literal (an optional quote, a title's dot) spans at most this many code units. */
const MAX_ANCHOR_OFFSET = 8;

/** Anchors every alternative has (starting `offset` code units in), or undefined when one has none. */
function anchorsOfAlternatives(alternatives: readonly AST.Alternative[], f: Flags, offset: number): Anchors | undefined {
  const literals = new Set<string>();
  let maxOffset = 0;
  for (const alt of alternatives) {
    const own = anchorsOfSequence(alt.elements, f, offset);
    if (!own) return undefined;
    for (const l of own.literals) literals.add(l);
    maxOffset = Math.max(maxOffset, own.maxOffset);
  }
  return { literals: [...literals], maxOffset };
}

/**
 * A character that can be part of an anchor literal, as the search compares it (lower-cased).
 * Under the i flag: ASCII ones (ſ, the one non-ASCII code unit that folds to an ASCII letter
 * without being its lower case, is mapped by the search itself) and the other letters whose every
 * case folds to one unit (ö, ж; not σ, whose ς lower-cases to itself: case-class.ts).
 */
const isLiteralUnit = (e: AST.Element, f: Flags): boolean => literalUnit(e, f) !== undefined;

/**
 * The code unit an element contributes to an anchor literal, as the search compares it (folded):
 * a character, or a class of one letter's cases such as [Rr], which the case-folding search
 * cannot tell apart anyway. Undefined for anything else.
 */
function literalUnit(e: AST.Element, f: Flags): string | undefined {
  if (e.type === 'Character') {
    if (f.ignoreCase && e.value >= 128) return foldsAsOne(e.value) ? String.fromCharCode(foldUnit(e.value)) : undefined;
    const unit = String.fromCodePoint(e.value);
    return f.ignoreCase ? unit.toLowerCase() : unit;
  }
  if (e.type !== 'CharacterClass' || e.negate || e.elements.length === 0) return undefined;
  let folded: number | undefined;
  for (const member of e.elements) {
    // Under the i flag only ASCII letters: their other cases are exactly what the search folds.
    if (member.type !== 'Character' || member.value > 0xffff || (f.ignoreCase && member.value >= 128 && !foldsAsOne(member.value))) return undefined;
    const unit = foldUnit(member.value);
    if (folded !== undefined && unit !== folded) return undefined;
    folded = unit;
  }
  return String.fromCharCode(folded!);
}

/** The literal the elements from `i` on spell as long as each is a literal unit, and where it stops. */
function literalRun(elements: readonly AST.Element[], i: number, f: Flags): { literal: string; end: number } {
  let literal = '';
  let j = i;
  for (let unit = literalUnit(elements[j]!, f); unit !== undefined; unit = j < elements.length ? literalUnit(elements[j]!, f) : undefined) {
    literal += unit;
    j++;
  }
  return { literal, end: j };
}

/**
 * The first literal run of MIN_ANCHOR or more characters the sequence must match, after a short
 * bounded prefix; failing that, the first shorter run that holds a non-ASCII character ("Ф" of
 * "Ф.И.О.", where each dot is any character), rare in most text, or else the first run of two
 * ("ai" of (?:ai|bots?)), so that one short alternative among hundreds of words leaves the
 * others their anchors: a frequent pair only lists more candidates, and past the prefilter's
 * limit the native search runs as it would without anchors.
 */
function anchorsOfSequence(elements: readonly AST.Element[], f: Flags, offset: number): Anchors | undefined {
  let shortWide: Anchors | undefined;
  let pair: Anchors | undefined;
  for (let i = 0; i < elements.length; i++) {
    const e = elements[i]!;
    if (e.type === 'Assertion') continue;
    if (isLiteralUnit(e, f)) {
      const { literal, end } = literalRun(elements, i, f);
      if (literal.length >= MIN_ANCHOR) return { literals: [literal], maxOffset: offset };
      if (!shortWide && /[^\0-\x7f]/.test(literal)) shortWide = { literals: [literal], maxOffset: offset };
      if (!pair && literal.length === 2) pair = { literals: [literal], maxOffset: offset };
      offset += literal.length;
      i = end - 1;
    } else {
      const inner =
        e.type === 'CapturingGroup' || (e.type === 'Group' && !e.modifiers)
          ? anchorsOfAlternatives(e.alternatives, f, offset)
          : e.type === 'Quantifier' && e.min >= 1
            ? anchorsOfSequence([e.element], f, offset)
            : undefined;
      if (inner) return inner;
      offset += maxOf(e, f);
    }
    if (!(offset <= MAX_ANCHOR_OFFSET)) return shortWide ?? pair;
  }
  return shortWide ?? pair;
}

// ---- a line start or one code unit -----------------------------------------------------------

/**
 * The LineStartOr fact: every alternative starts (after zero-width lookarounds and word
 * boundaries) with `^`, with one code unit, or with a group each alternative of which does;
 * undefined otherwise, and when no alternative starts with `^` (`first` says as much then).
 */
function lineStartOrOf(alternatives: readonly AST.Alternative[], f: Flags, multiline: boolean): LineStartOr | undefined {
  const set = new CharSet();
  let atLineStart = false;
  const visit = (alts: readonly AST.Alternative[]): boolean => {
    for (const alt of alts) {
      const e = alt.elements.find((x) => !(x.type === 'Assertion' && (x.kind === 'lookahead' || x.kind === 'lookbehind' || x.kind === 'word')));
      if (e === undefined) return false;
      if (e.type === 'Assertion') {
        if (e.kind !== 'start') return false;
        atLineStart = true;
      } else if (isAtom(e) && !matchesStrings(e)) set.addAll(atomSet(e, f));
      else if (e.type === 'Quantifier' && e.min >= 1 && isAtom(e.element) && !matchesStrings(e.element)) set.addAll(atomSet(e.element, f));
      else if (e.type === 'CapturingGroup' || (e.type === 'Group' && !e.modifiers)) {
        if (!visit(e.alternatives)) return false;
      } else return false;
    }
    return true;
  };
  return visit(alternatives) && atLineStart ? { set, multiline } : undefined;
}

// ---- a leading positive lookbehind ----------------------------------------------------------

interface Last {
  /** Code units the element can end with. */
  set: CharSet;
  /** Whether it can match empty (anywhere). */
  nullable: boolean;
  /** Whether some way through it ends at a `^`: the text's start. */
  start: boolean;
}

/**
 * What every alternative requires just before a match, from a positive lookbehind it starts with:
 * (?<=^|[,;\t|]) allows a match only after one of `,;\t|` or at the start; a leading `^` allows
 * only the start (of a line, under the m flag). Undefined when some alternative has neither, or
 * a lookbehind that can match empty.
 */
function leadingRequirement(alternatives: readonly AST.Alternative[], f: Flags, multiline: boolean): OnlyAfter | undefined {
  const set = new CharSet();
  let atStart = false;
  for (const alt of alternatives) {
    let own: Last | undefined = startsAtLineStart(alt.elements) ? { set: new CharSet(), nullable: false, start: true } : undefined;
    for (const e of own ? [] : alt.elements) {
      if (e.type !== 'Assertion') break;
      if (e.kind !== 'lookbehind' || e.negate) continue;
      const last = lastOfAlternatives(e.alternatives, f);
      if (!last.nullable) {
        own = last;
        break;
      }
    }
    if (!own) return undefined;
    set.addAll(own.set);
    atStart ||= own.start;
  }
  // With the m flag `^` also matches after a line terminator.
  if (atStart && multiline) {
    for (const c of [10, 13]) set.ascii[c] = 1;
    set.wide = true;
  }
  return { set, atStart, behind: alternatives.length === 1 ? leadingBehind(alternatives[0]!, f, multiline) : undefined };
}

/** Whether every match of the sequence starts where `^` holds (it leads the sequence, or every alternative of a leading group). */
function startsAtLineStart(elements: readonly AST.Element[]): boolean {
  for (const e of elements) {
    if (e.type === 'Assertion') {
      if (e.kind === 'start') return true;
      continue;
    }
    if (e.type === 'CapturingGroup' || (e.type === 'Group' && !e.modifiers)) return e.alternatives.every((alt) => startsAtLineStart(alt.elements));
    return false;
  }
  return false;
}

/** The Behind shape of the lookbehind leadingRequirement reads in this alternative, if it has one. */
function leadingBehind(alt: AST.Alternative, f: Flags, multiline: boolean): Behind | undefined {
  for (const e of alt.elements) {
    if (e.type !== 'Assertion') return undefined;
    if (e.kind === 'lookbehind' && !e.negate && !lastOfAlternatives(e.alternatives, f).nullable) return behindOf(e.alternatives, f, multiline);
  }
  return undefined;
}

/** The lookbehind's Behind shape, or undefined when it has another (or could read a surrogate pair as one character). */
function behindOf(alternatives: readonly AST.Alternative[], f: Flags, multiline: boolean): Behind | undefined {
  // Either one alternative "head optional…", or several single-unit alternatives (a bare head).
  const elements = alternatives.length === 1 ? alternatives[0]!.elements : [];
  const headAlternatives =
    alternatives.length > 1 ? alternatives : elements[0]?.type === 'Group' || elements[0]?.type === 'CapturingGroup' ? elements[0].alternatives : alternatives.length === 1 && elements.length ? [{ elements: [elements[0]!] }] : [];
  if (headAlternatives.length === 0 || (elements[0]?.type === 'Group' && elements[0].modifiers)) return undefined;
  const required = new CharSet();
  let atStart = false;
  for (const alt of headAlternatives) {
    const only = alt.elements.length === 1 ? alt.elements[0]! : undefined;
    if (only?.type === 'Assertion' && only.kind === 'start') atStart = true;
    else if (only && isAtom(only) && !matchesStrings(only)) required.addAll(atomSet(only, f));
    else return undefined;
  }
  const optional: CharSet[] = [];
  for (const e of alternatives.length > 1 ? [] : elements.slice(1)) {
    if (e.type !== 'Quantifier' || e.min !== 0 || e.max !== 1 || !isAtom(e.element) || matchesStrings(e.element)) return undefined;
    optional.push(atomSet(e.element, f));
  }
  // In unicode mode a class with non-ASCII members may consume a surrogate pair: two units, not one.
  if (f.unicode && [required, ...optional].some((set) => set.wide)) return undefined;
  return { required, atStart, optional, multiline };
}

function lastOfAlternatives(alternatives: readonly AST.Alternative[], f: Flags): Last {
  const set = new CharSet();
  let nullable = false;
  let start = false;
  for (const alt of alternatives) {
    const r = lastOfSequence(alt.elements, f);
    set.addAll(r.set);
    nullable ||= r.nullable;
    start ||= r.start;
  }
  return { set, nullable, start };
}

function lastOfSequence(elements: readonly AST.Element[], f: Flags): Last {
  const set = new CharSet();
  let start = false;
  for (let i = elements.length - 1; i >= 0; i--) {
    const r = lastOf(elements[i]!, f);
    set.addAll(r.set);
    start ||= r.start;
    if (!r.nullable) return { set, nullable: false, start };
  }
  return { set, nullable: true, start };
}

function lastOf(e: AST.Element, f: Flags): Last {
  if (isAtom(e)) return matchesStrings(e) ? { set: CharSet.all(), nullable: true, start: false } : { set: atomSet(e, f), nullable: false, start: false };
  switch (e.type) {
    case 'Assertion':
      // `^` ends the way back: what precedes it is the start. Other assertions consume nothing.
      return e.kind === 'start' ? { set: new CharSet(), nullable: false, start: true } : { set: new CharSet(), nullable: true, start: false };
    case 'Group':
    case 'CapturingGroup':
      if (e.type === 'Group' && e.modifiers) return { set: CharSet.all(), nullable: true, start: false };
      return lastOfAlternatives(e.alternatives, f);
    case 'Quantifier': {
      const inner = lastOf(e.element, f);
      return { ...inner, nullable: inner.nullable || e.min === 0 };
    }
    default:
      return { set: CharSet.all(), nullable: true, start: false };
  }
}

// ---- literals anywhere in a match, and how far assertions look ----------------------------

/** Literals one of which every alternative's match holds, or undefined when one has none. */
function requiredOfAlternatives(alternatives: readonly AST.Alternative[], f: Flags): string[] | undefined {
  const literals = new Set<string>();
  for (const alt of alternatives) {
    const own = requiredOfSequence(alt.elements, f);
    if (!own) return undefined;
    for (const l of own) literals.add(l);
  }
  return [...literals];
}

/**
 * The most selective literal set among the parts the sequence must match: the one whose shortest
 * literal is longest (then the one with fewest literals). Assertions do not count: what they
 * look at is not part of the match.
 */
function requiredOfSequence(elements: readonly AST.Element[], f: Flags): string[] | undefined {
  let best: string[] | undefined;
  let bestShortest = 0;
  const consider = (set: string[] | undefined): void => {
    if (!set?.length) return;
    const shortest = Math.min(...set.map((l) => l.length));
    if (shortest < MIN_ANCHOR) return;
    if (!best || shortest > bestShortest || (shortest === bestShortest && set.length < best.length)) (best = set), (bestShortest = shortest);
  };
  for (let i = 0; i < elements.length; i++) {
    const e = elements[i]!;
    if (isLiteralUnit(e, f)) {
      const { literal, end } = literalRun(elements, i, f);
      consider([literal]);
      i = end - 1;
    } else if (e.type === 'CapturingGroup' || (e.type === 'Group' && !e.modifiers)) consider(requiredOfAlternatives(e.alternatives, f));
    else if (e.type === 'Quantifier' && e.min >= 1) consider(requiredOfSequence([e.element], f));
  }
  return best;
}

/**
 * How far the pattern's assertions may look before a match's start and after its end: the sum
 * of every lookbehind's (lookahead's) longest reach, one for each \b, which bounds any nesting
 * (an assertion inside a lookbehind stands up to that lookbehind's reach before the match).
 */
function lookaround(alternatives: readonly AST.Alternative[], f: Flags): { lookbehind: number; lookahead: number } {
  let lookbehind = 0;
  let lookahead = 0;
  const visit = (node: AST.Node): void => {
    if (node.type === 'Assertion' && (node.kind === 'lookahead' || node.kind === 'lookbehind')) {
      const reach = Math.max(...node.alternatives.map((a) => maxOfAlternative(a, f)));
      if (node.kind === 'lookbehind') lookbehind += reach;
      else lookahead += reach;
    }
    if (node.type === 'Assertion' && node.kind === 'word') (lookbehind += 1), (lookahead += 1);
    for (const child of childrenOf(node)) visit(child);
  };
  for (const alt of alternatives) visit(alt);
  return { lookbehind, lookahead };
}

function childrenOf(node: AST.Node): readonly AST.Node[] {
  switch (node.type) {
    case 'Alternative':
      return node.elements;
    case 'Group':
    case 'CapturingGroup':
      return node.alternatives;
    case 'Assertion':
      return node.kind === 'lookahead' || node.kind === 'lookbehind' ? node.alternatives : [];
    case 'Quantifier':
      return [node.element];
    default:
      return [];
  }
}
