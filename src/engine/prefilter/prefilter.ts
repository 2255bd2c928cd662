// A rule's prefilter: where its regex can start a match, and what text around that place must
// hold, derived from the pattern (analyse-pattern.ts). The matcher tries the regex (sticky) only
// at those places, which returns exactly the matches a global search would, in the same order:
// a global search is "try each position from lastIndex on", and the skipped positions are
// positions where no match can start.

import { analysePattern, type LeadRun, type LineStartOr, type OnlyAfter, type PatternFacts } from './analyse-pattern.js';
import { literalWindowsOf, type LiteralWindows } from './windows.js';
import { CharSet } from './char-set.js';
import { classMask } from './text-index.js';
import { AhoCorasick } from '../aho-corasick.js';

export interface Prefilter {
  /** Code units a match can start with, and their cache key for TextIndex.positions. */
  readonly first: CharSet;
  /**
   * The set whose positions are listed (a superset of `first`), and its cache key in
   * TextIndex.positions. Token starts are listed per coarse class (digits, capitals, punctuation,
   * non-ASCII), so the rules share a handful of lists rather than one list per first set.
   */
  readonly listSet: CharSet;
  readonly listKey: string;
  /** Code units that cannot come just before a match. */
  readonly notBefore: CharSet | undefined;
  /** Whether notBefore holds every ASCII word character (a match starts a token). */
  readonly afterNonWord: boolean;
  /** Every match holds at least this many ASCII digits within maxLength code units. */
  readonly minDigits: number;
  readonly maxLength: number;
  /** Every match starts with this many code units of this set. */
  readonly leadRun: LeadRun | undefined;
  /** The classes of code units the lead run's set meets (TextIndex.runStarts). */
  readonly runClasses: number;
  /** The rule's regex, sticky, to try one position. */
  readonly sticky: RegExp;
  /** Unicode mode: a search starting inside a surrogate pair starts at the pair. */
  readonly unicode: boolean;
  /** What a native search and a sticky attempt of this regex cost, read from the pattern. */
  readonly cost: SearchCost;
  /**
   * For a pattern whose matches hold a literal near their start ("my name is", "address"): the
   * literals, and how far before one a match may start.
   * Candidates are then the few places before a literal; the literals of all of a matcher's rules
   * are found in one pass over the text (anchor-pass.ts).
   */
  readonly anchors?: AnchorSearch;
  /**
   * For a pattern whose matches start with a frequent character after a positive lookbehind such
   * as (?<=^|[,;\t|]) (a table cell): candidates are the places just after those code units that
   * hold a code unit of `first` (the key names both sets).
   */
  readonly onlyAfter?: OnlyAfter & { readonly key: string };
  /**
   * For a pattern whose matches start at a line start or with one of a few code units, such as
   * (?:^|[|\t;]) before a table cell: candidates are the line starts and the places of those
   * code units (the key names the set and the mode).
   */
  readonly lineStartOr?: LineStartOr & { readonly key: string };
  /**
   * For a pattern whose matches start with a frequent character but hold a long run of one class
   * first (an XRP address: r, then 24+ base58 characters): candidates are read from the text's
   * run index only, since a list of places that start with the first character would be too long.
   */
  readonly byRun?: boolean;
}

export interface AnchorSearch {
  /** Literals as the automaton searches them (lower-cased under the i flag, see analyse-pattern.ts). */
  readonly literals: readonly string[];
  readonly maxOffset: number;
  /** This search's own automaton, for a text searched without its matcher's shared pass (built on first use). */
  readonly automaton: () => AhoCorasick;
}

/**
 * The cost model that picks, per region, between one native global search and one sticky attempt
 * per candidate: above one candidate per `unitsPerAttempt()` code units, one native search is
 * cheaper. The figure is read from the pattern alone, so the same text always takes the same path
 * (a model learnt from the clock made the path depend on the machine's load). V8 finds a match's
 * first character quickly when few code units can start one; when many can (a class of letters,
 * non-ASCII), a native search tries nearly every position and a candidate list pays sooner.
 * The choice changes only the speed, never the matches.
 */
export class SearchCost {
  /** Code units of native search one sticky attempt costs as much as (about 400 ns against 10 ns a unit). */
  static readonly UNITS_PER_ATTEMPT = 40;
  /** The same when a native search cannot skip ahead to a rare first character. */
  static readonly UNITS_PER_ATTEMPT_BROAD_START = 12;

  constructor(private readonly units = SearchCost.UNITS_PER_ATTEMPT) {}

  /** For a pattern whose matches can start with any of `first`. */
  static forStart(first: CharSet): SearchCost {
    return new SearchCost(first.wide || first.size() > BROAD_START ? SearchCost.UNITS_PER_ATTEMPT_BROAD_START : SearchCost.UNITS_PER_ATTEMPT);
  }

  /** Above one candidate per this many code units, one native search is cheaper. */
  unitsPerAttempt(): number {
    return this.units;
  }
}

/** More first code units than this (a letter class): a native search tries nearly every position. */
const BROAD_START = 32;

/**
 * Code units frequent in ordinary text (lower-case letters, space, tab, line breaks): a rule whose
 * matches can start with one of them gains nothing from the positions list, and keeps the plain
 * global search.
 */
const FREQUENT = [...'abcdefghijklmnopqrstuvwxyz \t\n\r'].map((c) => c.charCodeAt(0));

/** The union of the classes (digits, capitals, other ASCII, non-ASCII) that `set` meets. */
function coarse(set: CharSet): CharSet {
  const out = new CharSet();
  const classes: Array<(c: number) => boolean> = [(c) => c >= 48 && c <= 57, (c) => c >= 65 && c <= 90, (c) => !(c >= 48 && c <= 57) && !(c >= 65 && c <= 90)];
  for (const inClass of classes) {
    let meets = false;
    for (let c = 0; c < 128; c++) if (set.ascii[c] && inClass(c)) meets = true;
    if (meets) for (let c = 0; c < 128; c++) if (inClass(c)) out.ascii[c] = 1;
  }
  out.wide = set.wide;
  return out;
}

/** A leading run at least this long is rare in ordinary text, whatever its first character. */
const MIN_RARE_RUN = 16;

const WORD = [...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_'].map((c) => c.charCodeAt(0));

/** The facts of a rule's regex, read once for its prefilter and its literal windows. */
const factsByRegex = new WeakMap<RegExp, PatternFacts | undefined>();
function factsOf(regex: RegExp): PatternFacts | undefined {
  if (!factsByRegex.has(regex)) factsByRegex.set(regex, analysePattern(regex.source, regex.flags));
  return factsByRegex.get(regex);
}

/** Where a rule no keyword gates can match at all: around its required literals (windows.ts). */
export function literalWindowsFor(regex: RegExp): LiteralWindows | undefined {
  const facts = factsOf(regex);
  return facts && literalWindowsOf(facts, (literals) => anchorSearch(literals, 0));
}

export function prefilterFor(regex: RegExp): Prefilter | undefined {
  const facts = factsOf(regex);
  if (!facts) return undefined;
  const { first, notBefore } = facts;
  const frequent = FREQUENT.some((c) => first.ascii[c] === 1);
  const lines = frequent && !facts.anchors && !facts.onlyAfter ? usefulLineStartOr(facts.lineStartOr) : undefined;
  const byRun = frequent && !facts.anchors && !facts.onlyAfter && !lines && (facts.leadRun?.length ?? 0) >= MIN_RARE_RUN;
  if (frequent && !facts.anchors && !facts.onlyAfter && !lines && !byRun) return undefined;
  const afterNonWord = notBefore !== undefined && WORD.every((c) => notBefore.ascii[c] === 1);
  // A literal a few code units into every match is rarer than any first character: the few places
  // before its hits are the candidates, whatever the first character is.
  const anchors = facts.anchors ? anchorSearch(facts.anchors.literals, facts.anchors.maxOffset) : undefined;
  const after = frequent && !anchors ? facts.onlyAfter : undefined;
  return {
    anchors,
    onlyAfter: after && { ...after, key: `after${after.atStart ? '^' : ''}${after.set.key()}>${first.key()}` },
    lineStartOr: lines && { ...lines, key: `lines${lines.multiline ? 'm' : ''}${lines.set.key()}` },
    byRun,
    first,
    listKey: afterNonWord ? `s${coarse(first).key()}` : `a${first.key()}`,
    listSet: afterNonWord ? coarse(first) : first,
    notBefore: notBefore && notBefore.size() > 0 ? notBefore : undefined,
    afterNonWord,
    minDigits: facts.minDigits,
    leadRun: facts.leadRun,
    runClasses: facts.leadRun ? classMask(facts.leadRun.set) : 0,
    maxLength: facts.maxLength,
    sticky: new RegExp(regex.source, `${regex.flags.replace('g', '')}y`),
    unicode: regex.unicode || regex.flags.includes('v'),
    cost: SearchCost.forStart(first),
  };
}

/**
 * The LineStartOr fact when its code units are not letters or spaces (else nearly every place is
 * a candidate). A tab or a line break may be one of them: they are frequent in tables only, where
 * the list's length sends the search back to the native one.
 */
function usefulLineStartOr(lines: LineStartOr | undefined): LineStartOr | undefined {
  return lines && !lines.set.wide && !FREQUENT.some((c) => c !== 9 && c !== 10 && c !== 13 && lines.set.ascii[c] === 1) ? lines : undefined;
}

function anchorSearch(literals: readonly string[], maxOffset: number): AnchorSearch {
  let own: AhoCorasick | undefined;
  return { literals, maxOffset, automaton: () => (own ??= new AhoCorasick(literals)) };
}
