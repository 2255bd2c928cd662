// Turns one validated rule into its executable form: the RegExp (or phrase list), resolved
// validators, allowlist and context matchers. Every problem is returned with the JSON path of
// the offending field, so a pack author sees all mistakes at once.

import type { LoadedPack, Rule } from '../registry/plugin-api.js';
import { getFinder, type FindFn } from './finders/index.js';
import { getValidator } from './validators/index.js';
import { SPAN_EXTENTS } from './finders/address-extent.js';
import type { Validator, ValidatorParams } from './validators/validator.js';
import { literalWindowsFor, prefilterFor, type Prefilter } from './prefilter/prefilter.js';
import type { LiteralWindows } from './prefilter/windows.js';
import { escapeRegex } from '../text/regex-source.js';

export interface CompiledRule {
  readonly fullId: string;
  readonly packId: string;
  readonly rule: Rule;
  readonly target: string;
  readonly regex: RegExp | undefined;
  /**
   * Where the regex can start a match, derived from the pattern on first use (so loading stays
   * fast and rules that never run cost nothing); undefined: try everywhere.
   */
  readonly prefilter: () => Prefilter | undefined;
  /** The windows around required literals a rule's matches lie in, for a search that would read the whole text (derived on first use). */
  readonly windows: () => LiteralWindows | undefined;
  readonly phrases: readonly string[];
  /** The named finder proposing candidates instead of a pattern (prepared once, at compile time). */
  readonly find: FindFn | undefined;
  /** Widens an accepted match to the whole value it belongs to (rule field `extent`); undefined when that value is not reported. */
  readonly extent: ((text: string, start: number, end: number) => { start: number; end: number } | undefined) | undefined;
  /** Set for rules keyed by context: which assignments of the text's key/value view they read. */
  readonly assignment: AssignmentFilter | undefined;
  readonly group: number | string;
  /** The group whose span is reported when wider than `group` (a connection string around its password). */
  readonly reportGroup: number | string | undefined;
  readonly keywords: readonly string[];
  readonly validators: ReadonlyArray<{ validator: Validator; params: ValidatorParams | undefined }>;
  readonly allow: { patterns: RegExp[]; stopwords: string[]; values: ReadonlySet<string>; placeholders: boolean; knownPersons: boolean; mailDomainOrganisations: boolean };
  readonly context:
    | { window: number; words: RegExp | undefined; boost: number; required: boolean; negative: RegExp | undefined; penalty: number; negativeKey: RegExp | undefined; templateKey: RegExp | undefined; templateValue: RegExp | undefined; negativeInSentence: boolean; tableOnly: boolean; otherColumns: RegExp | undefined }
    | undefined;
  /** Generic rules (tag "generic") lose overlaps against specific ones. */
  readonly generic: boolean;
  /** Rules whose match carries the label naming the value's type (tag "labelled") win overlaps against shape-only rules. */
  readonly labelled: boolean;
  readonly decode: boolean;
}

export interface AssignmentFilter {
  readonly key: RegExp | undefined;
  readonly notKey: RegExp | undefined;
  readonly scope: RegExp | undefined;
  /** Anchored: the whole value must match. */
  readonly value: RegExp | undefined;
  readonly syntaxes: ReadonlySet<string> | undefined;
  readonly quoted: boolean | undefined;
}

export interface RuleProblem {
  /** JSON pointer inside the pack file. */
  path: string;
  message: string;
}

const compileRegex = (source: string, flags: string, path: string, problems: RuleProblem[]): RegExp | undefined => {
  try {
    return new RegExp(source, flags);
  } catch (err) {
    problems.push({ path, message: `invalid regex (${(err as Error).message.replace(/^Invalid regular expression: /, '')})` });
    return undefined;
  }
};

/**
 * A letter or digit that continues a word. Chinese, Japanese and Korean write words without
 * spaces ("我的身份证号是…", "생년월일은"): a neighbouring CJK character does not make a context
 * word part of a longer one.
 */
export const LATIN_WORD_CHAR = '(?![\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}])[\\p{L}\\p{N}_]';

/**
 * Word-list regexes by their source: half the rules' context lists repeat another rule's list, and
 * a regex without the g or y flag keeps no state between calls, so one instance serves them all.
 */
const wordsRegexes = new Map<string, RegExp>();
/** Reloads of edited packs add lists; past this many the memo starts again rather than grow. */
const MAX_WORDS_REGEXES = 4096;

/** One case-insensitive regex matching any of the words as whole words. */
export function wordsRegex(words: readonly string[]): RegExp | undefined {
  if (words.length === 0) return undefined;
  const source = `(?<!${LATIN_WORD_CHAR})(?:${words.map(escapeRegex).join('|')})(?!${LATIN_WORD_CHAR})`;
  let regex = wordsRegexes.get(source);
  if (!regex) {
    if (wordsRegexes.size >= MAX_WORDS_REGEXES) wordsRegexes.clear();
    wordsRegexes.set(source, (regex = new RegExp(source, 'iu')));
  }
  return regex;
}

function lazy<T>(compute: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = compute();
      done = true;
    }
    return value;
  };
}

/**
 * Compiled rules by rule object: a pack that is validated and then scanned compiles each rule once
 * (the validation's compile serves the matcher), and a matcher's rules can be compiled ahead of it,
 * a few at a time (matcher-cache.ts). A compiled rule is immutable apart from its regexes'
 * lastIndex, which every scan sets before it reads; an edited pack is a new object.
 */
const compiledRules = new WeakMap<Rule, { rule?: CompiledRule; problems: RuleProblem[] }>();

/** compileRule, once per rule object. */
export function compiledRule(loaded: LoadedPack, index: number): { rule?: CompiledRule; problems: RuleProblem[] } {
  const key = loaded.pack.rules[index] as Rule;
  let result = compiledRules.get(key);
  if (!result) compiledRules.set(key, (result = compileRule(loaded, index)));
  return result;
}

/** Context words (or allowlisted values) with each '@name' entry replaced by the pack's word list of that name (an unknown name is a problem). */
function withWordLists(words: readonly string[], loaded: LoadedPack, at: string, problems: RuleProblem[]): string[] {
  const lists = (loaded.pack as { wordLists?: Record<string, readonly string[]> }).wordLists ?? {};
  const out: string[] = [];
  for (const word of words) {
    if (!word.startsWith('@')) {
      out.push(word);
      continue;
    }
    const list = Object.prototype.hasOwnProperty.call(lists, word.slice(1)) ? lists[word.slice(1)] : undefined;
    if (list) out.push(...list);
    else problems.push({ path: at, message: `no word list "${word.slice(1)}" in the pack's wordLists` });
  }
  return out;
}

export function compileRule(loaded: LoadedPack, index: number): { rule?: CompiledRule; problems: RuleProblem[] } {
  const rule = loaded.pack.rules[index] as Rule;
  const at = `/rules/${index}`;
  const problems: RuleProblem[] = [];
  const flags = rule.flags ?? '';
  let regex: RegExp | undefined;
  if (rule.pattern !== undefined) {
    // Built once, with the flags the scan uses ('g', and 'd' for group spans do not change what
    // is valid): V8 parses every pattern at construction, and the ~1,000 long rule patterns were
    // parsed a second time here for a syntax check. The pattern's shape (its groups, whether it
    // matches the empty string) is checked once, when the pack is validated (registry/pattern-shape.ts).
    regex = compileRegex(rule.pattern, `${flags}g${(rule.secretGroup ?? 0) === 0 && rule.reportGroup === undefined ? '' : 'd'}`, `${at}/pattern`, problems);
  }
  let assignment: AssignmentFilter | undefined;
  const a = rule.assignment;
  if (a) {
    const re = (field: 'key' | 'notKey' | 'scope' | 'value', wrap: (s: string) => string, reFlags: string): RegExp | undefined =>
      a[field] === undefined ? undefined : compileRegex(wrap(a[field]), reFlags, `${at}/assignment/${field}`, problems);
    assignment = {
      key: re('key', (x) => x, 'i'),
      notKey: re('notKey', (x) => x, 'i'),
      scope: re('scope', (x) => x, 'i'),
      // A value pattern with a group named `v` reports that part of the value (the number after a bank's name).
      value: re('value', (x) => `^(?:${x})$`, `${a.valueFlags ?? ''}${a.value?.includes('(?<v>') ? 'd' : ''}`),
      syntaxes: a.syntaxes ? new Set(a.syntaxes) : undefined,
      quoted: a.quoted,
    };
    if (rule.pattern !== undefined) problems.push({ path: `${at}/assignment`, message: 'a rule has either "pattern" or "assignment", not both' });
  }
  const validators: Array<{ validator: Validator; params: ValidatorParams | undefined }> = [];
  (rule.validators ?? []).forEach((ref, i) => {
    const name = typeof ref === 'string' ? ref : ref.name;
    const validator = getValidator(name);
    if (!validator) problems.push({ path: `${at}/validators/${i}`, message: `unknown validator "${name}"` });
    else validators.push({ validator, params: typeof ref === 'string' ? undefined : (ref.params as ValidatorParams | undefined) });
  });
  const allowPatterns: RegExp[] = [];
  (rule.allowlist?.patterns ?? []).forEach((p, i) => {
    const re = compileRegex(p, 'i', `${at}/allowlist/patterns/${i}`, problems);
    if (re) allowPatterns.push(re);
  });
  let find: FindFn | undefined;
  if (rule.finder !== undefined) {
    const name = typeof rule.finder === 'string' ? rule.finder : rule.finder.name;
    const finder = getFinder(name);
    if (!finder) problems.push({ path: `${at}/finder`, message: `unknown finder "${name}"` });
    else
      try {
        find = finder.prepare(typeof rule.finder === 'string' ? undefined : (rule.finder.params as Readonly<Record<string, unknown>> | undefined));
      } catch (err) {
        problems.push({ path: `${at}/finder/params`, message: (err as Error).message });
      }
  }
  const keywords = (rule.keywords ?? []).map((k) => k.toLowerCase());
  const phrases = (rule.phrases ?? []).map((p) => p.toLowerCase().replace(/\s+/gu, ' ').trim());
  if (problems.length) return { problems };
  const ctx = rule.context;
  return {
    problems,
    rule: {
      fullId: `${loaded.pack.id}/${rule.id}`,
      packId: loaded.pack.id,
      rule,
      target: rule.target ?? 'text',
      regex,
      prefilter: lazy(() => regex && prefilterFor(regex)),
      windows: lazy(() => (regex && rule.digitRun === undefined ? literalWindowsFor(regex) : undefined)),
      phrases,
      find,
      extent: rule.extent === undefined ? undefined : SPAN_EXTENTS.get(rule.extent),
      assignment,
      group: rule.secretGroup ?? 0,
      reportGroup: rule.reportGroup,
      keywords,
      validators,
      allow: {
        patterns: allowPatterns,
        stopwords: (rule.allowlist?.stopwords ?? []).map((s) => s.toLowerCase()),
        values: new Set(withWordLists(rule.allowlist?.values ?? [], loaded, `${at}/allowlist/values`, problems)),
        placeholders: rule.allowlist?.placeholders ?? true,
        knownPersons: rule.allowlist?.knownPersons ?? false,
        mailDomainOrganisations: rule.allowlist?.mailDomainOrganisations ?? false,
      },
      context: ctx
        ? {
            window: ctx.window ?? 60,
            words: wordsRegex(withWordLists(ctx.words ?? [], loaded, `${at}/context/words`, problems)),
            boost: ctx.boost ?? 0.2,
            required: ctx.required ?? false,
            negative: wordsRegex(withWordLists(ctx.negativeWords ?? [], loaded, `${at}/context/negativeWords`, problems)),
            penalty: ctx.penalty ?? 0.3,
            negativeKey: wordsRegex(withWordLists(ctx.keyNegativeWords ?? [], loaded, `${at}/context/keyNegativeWords`, problems)),
            templateKey: wordsRegex(withWordLists(ctx.keyTemplateWords ?? [], loaded, `${at}/context/keyTemplateWords`, problems)),
            templateValue: ctx.templateValuePattern ? new RegExp(ctx.templateValuePattern, 'i') : undefined,
            negativeInSentence: ctx.negativeScope === 'sentence',
            tableOnly: ctx.scope === 'table',
            otherColumns: wordsRegex(withWordLists(ctx.otherColumnWords ?? [], loaded, `${at}/context/otherColumnWords`, problems)),
          }
        : undefined,
      generic: (rule.tags ?? []).includes('generic'),
      labelled: (rule.tags ?? []).includes('labelled'),
      decode: rule.decode ?? true,
    },
  };
}
