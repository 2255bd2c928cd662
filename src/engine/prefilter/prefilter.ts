// A rule's prefilter: where its regex can start a match, and what text around that place must
// hold, derived from the pattern (analyse-pattern.ts). The matcher tries the regex (sticky) only
// at those places, which returns exactly the matches a global search would, in the same order:
// a global search is "try each position from lastIndex on", and the skipped positions are
// positions where no match can start.

import { analysePattern, type LeadRun, type OnlyAfter, type PatternFacts } from './analyse-pattern.js';
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
  /** What a native search and a sticky attempt of this regex cost, learnt while scanning. */
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
   * as (?<=^|[,;\t|]) (a table cell): candidates are the places just after those code units.
   */
  readonly onlyAfter?: OnlyAfter & { readonly key: string };
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
 * per candidate. V8 searches some patterns at a nanosecond per code unit and others (a lookahead
 * or a long lookbehind before the first character) twenty times slower, which no static reading
 * of the pattern predicts well, so both costs are measured on large enough searches and averaged.
 * The choice changes only the speed, never the matches.
 */
export class SearchCost {
  /** Only searches long enough for the clock to resolve are counted. */
  static readonly MIN_UNITS = 16_384;
  static readonly MIN_ATTEMPTS = 64;
  /** Nanoseconds per code unit of a native search, and per sticky attempt (initial guesses). */
  private nsPerUnit = 10;
  private nsPerAttempt = 400;

  /** Above one candidate per this many code units, one native search is cheaper. */
  unitsPerAttempt(): number {
    return Math.min(4096, Math.max(4, this.nsPerAttempt / this.nsPerUnit));
  }

  native(units: number, ms: number): void {
    this.nsPerUnit = 0.5 * this.nsPerUnit + 0.5 * Math.max(0.05, (ms * 1e6) / units);
  }

  sticky(attempts: number, ms: number): void {
    this.nsPerAttempt = 0.5 * this.nsPerAttempt + 0.5 * Math.max(20, (ms * 1e6) / attempts);
  }
}

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
  if (frequent && !facts.anchors && !facts.onlyAfter) return undefined;
  const afterNonWord = notBefore !== undefined && WORD.every((c) => notBefore.ascii[c] === 1);
  // A literal a few code units into every match is rarer than any first character: the few places
  // before its hits are the candidates, whatever the first character is.
  const anchors = facts.anchors ? anchorSearch(facts.anchors.literals, facts.anchors.maxOffset) : undefined;
  const after = frequent && !anchors ? facts.onlyAfter : undefined;
  return {
    anchors,
    onlyAfter: after && { ...after, key: `after${after.atStart ? '^' : ''}${after.set.key()}` },
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
    cost: new SearchCost(),
  };
}

function anchorSearch(literals: readonly string[], maxOffset: number): AnchorSearch {
  let own: AhoCorasick | undefined;
  return { literals, maxOffset, automaton: () => (own ??= new AhoCorasick(literals)) };
}
