// The contract of a named text scanner ("finder"). A rule that names a finder instead of a
// pattern gets its candidate spans from it; each candidate then goes through the same acceptance
// steps as a pattern match (validators, allowlist, context words). Finders exist for what a
// regular expression cannot say well: a phone-number library's text scan, a names resource.

import { escapeRegex } from '../../text/regex-source.js';
import { TextIndex } from '../prefilter/text-index.js';

export type FinderParams = Readonly<Record<string, unknown>>;

export interface FinderSpan {
  readonly start: number;
  readonly end: number;
}

/**
 * What the finders may remember during one scan of one text: the engine also scans the text's
 * decoded payloads and, in windows, its revealed and unformatted views, where the same values are
 * read again. The matcher makes one for each scan and drops it when the scan returns, so nothing
 * read from a submitted text outlives the request that sent it.
 */
export class ScanMemo {
  private readonly kept = new Map<object, unknown>();
  /** The index of each text of the scan (everyMatch reads its position lists and anchor hits). */
  private readonly indexes = new Map<string, TextIndex>();

  /** Records the index the matcher built for one of the scan's texts, for the finders to share. */
  useIndex(index: TextIndex): void {
    this.indexes.set(index.text, index);
  }

  /** The index of `text`: the matcher's, or one of the finders' own, made on first use. */
  indexOf(text: string): TextIndex {
    let index = this.indexes.get(text);
    if (!index) this.indexes.set(text, (index = new TextIndex(text)));
    return index;
  }

  /** The value `owner` (a prepared finder's own key) keeps for this scan, made on first use. */
  of<T>(owner: object, make: () => T): T {
    let value = this.kept.get(owner) as T | undefined;
    if (value === undefined) this.kept.set(owner, (value = make()));
    return value;
  }
}

/**
 * Scans one text; must run in time linear in the text. `memo`: the scan the text belongs to, when
 * it is one of several texts of one scan (without it, nothing is kept beyond this call).
 */
export type FindFn = (text: string, memo?: ScanMemo) => FinderSpan[];

export interface Finder {
  /** kebab-case name referenced from rule packs (`"finder": "phone-numbers"`). */
  readonly name: string;
  readonly description: string;
  readonly references: readonly string[];
  /**
   * Builds the scanner for one rule. Called once per registry build: every resource (name
   * lists, metadata) is loaded here, never per request. Throws an Error whose message names
   * the bad parameter.
   */
  prepare(params: FinderParams | undefined): FindFn;
}

/** A finder parameter that must be a list of strings: the list, or undefined when absent. */
export function stringListParam(params: FinderParams | undefined, key: string): string[] | undefined {
  const v = params?.[key];
  if (v === undefined) return undefined;
  if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) throw new Error(`params.${key} must be a list of strings`);
  return v as string[];
}

/** How `wholeCellParam` compiles the rule's `cell` pattern. */
export interface CellOptions {
  /** Add the d flag, for finders that report a group inside the cell. */
  indices?: boolean;
  /** Add the g flag, for finders that look for the cell inside a longer text. */
  global?: boolean;
  /**
   * `whole` (default): the pattern must match the whole string tested. `word`: it may match inside
   * a text, but not next to a letter or a digit.
   */
  bounds?: 'whole' | 'word';
}

/**
 * The rule's `cell` parameter as a pattern that must match a whole cell (`ignoreCase` honoured);
 * `indices` (or `{ indices: true }`) adds the d flag for finders that report a group inside the cell;
 * `{ bounds: 'word', global: true }` finds the cell inside a line instead.
 */
export function wholeCellParam(params: FinderParams | undefined, options: boolean | CellOptions = false): RegExp {
  const opts: CellOptions = typeof options === 'boolean' ? { indices: options } : options;
  const source = params?.['cell'];
  if (typeof source !== 'string' || source === '') throw new Error('params.cell must be a non-empty pattern');
  const flags = `${opts.global ? 'g' : ''}${opts.indices ? 'd' : ''}${params?.['ignoreCase'] === true ? 'i' : ''}u`;
  const wrapped = opts.bounds === 'word' ? `(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])` : `^(?:${source})$`;
  try {
    return new RegExp(wrapped, flags);
  } catch (err) {
    throw new Error(`params.cell is not a valid pattern (${(err as Error).message})`);
  }
}

/**
 * One of `words` (case-insensitive, taken literally) not inside a Latin or Cyrillic word or a
 * number; undefined when the list is empty. A word of a script without spaces may stand inside a
 * longer run of that script.
 */
/** Digits that OCR and hurried typing put for letters inside a label (D0B, D.O.8., Föde1sedatum). */
export const OCR_DIGIT_LETTERS: Readonly<Record<string, string>> = { '0': 'o', '1': 'l', '5': 's', '8': 'b' };

export function wordsPattern(words: readonly string[]): RegExp | undefined {
  if (!words.length) return undefined;
  return new RegExp(`(?<![\\p{Script=Latin}\\p{Script=Cyrillic}\\p{N}_])(?:${words.map(escapeRegex).join('|')})(?![\\p{Script=Latin}\\p{Script=Cyrillic}\\p{N}_])`, 'iu');
}
