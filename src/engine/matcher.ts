// The compiled form of a set of rule packs and the scan over one text: a single keyword pass
// (Aho–Corasick) selects the rules and regions to run, then each candidate goes through the
// rule's pattern, acceptance steps and, for secrets hidden in base64 or escapes, decoded payloads.

import type { LoadedPack } from '../registry/plugin-api.js';
import { AhoCorasick } from './aho-corasick.js';
import { acceptMatch } from './accept.js';
import { isPlaceholder } from './placeholders.js';
import { assignmentsOf, type Assignment } from './assignments/view.js';
import { indicesWithKey } from './assignments/by-key.js';
import { hasCodedRecord } from './assignments/coded-fields.js';
import { compiledRule, type CompiledRule, type RuleProblem } from './compile-rule.js';
import { resolveOverlaps } from './resolve-overlaps.js';
import { repeatedOccurrences } from './repeated-occurrences.js';
import { explainMatch, explainOverlaps, explainRepeat, suppressedFrom } from './explain-scan.js';
import { placeholderVerdict } from './explain-accept.js';
import { newAcceptTrace, type MatchExplain, type ScanTrace } from './trace.js';
import { TextIndex } from './prefilter/text-index.js';
import { searchSpan } from './prefilter/every-match.js';
import type { AnchorSearch } from './prefilter/prefilter.js';
import { AnchorPass } from './prefilter/anchor-pass.js';
import { windowsIn } from './prefilter/windows.js';
import { foldDigits } from '../text/digits.js';
import { revealText, type RevealedText } from '../text/reveal.js';
import { unformatText } from '../text/unformat.js';
import { toOriginal } from '../text/offset-map.js';
import { ListPlan } from './prefilter/list-plan.js';
import { ScanMemo } from './finders/index.js';

export interface Match {
  readonly rule: CompiledRule;
  /** UTF-16 span of the sensitive value in the scanned text (for decoded finds: of the encoded text). */
  readonly start: number;
  readonly end: number;
  readonly score: number;
  readonly validated: boolean;
  readonly generic: boolean;
  readonly labelled: boolean;
  readonly ruleId: string;
  readonly encoding?: string;
  /** Explain mode only: the base confidence and the steps that moved the score. */
  readonly explain?: MatchExplain;
}

export interface Payload {
  readonly encoding: string;
  readonly start: number;
  readonly end: number;
  readonly decoded: string;
  /** Where context appended to `decoded` starts: read beside the payload, never reported through it. */
  readonly contextFrom?: number;
}

export interface CompileOptions {
  /** Finds encoded payloads in a text; enables scanning inside base64, escapes, … */
  readonly decoder?: (text: string) => readonly Payload[];
}

export interface ScanOptions {
  /** Which rules to run: those whose `target` equals this (default `text`). */
  readonly target?: string;
  /** Also scan decoded payloads (default true when the matcher has a decoder). */
  readonly decode?: boolean;
  /** Keep overlapping matches instead of resolving them (for scoring several signals). */
  readonly keepOverlaps?: boolean;
  /**
   * Only these rules (by full id), e.g. to test one rule's examples. The set is read when a scan
   * first meets it and remembered: pass a set that no longer changes.
   */
  readonly only?: ReadonlySet<string>;
  /**
   * Also report every other exact occurrence of a value found, even where the pattern could not
   * match it (a key pasted twice, once glued to other text): a value found once is found everywhere.
   */
  readonly everyOccurrence?: boolean;
  /**
   * Explain mode: matches carry `explain`, and candidates the engine dropped are appended to
   * `trace.suppressed` with the reason. Without it the scan records nothing.
   */
  readonly trace?: ScanTrace;
}

export class RuleCompileError extends Error {
  override name = 'RuleCompileError';
  constructor(readonly problems: ReadonlyArray<RuleProblem & { file: string; ruleId: string }>) {
    super(problems.map((p) => `${p.file}#${p.path}: ${p.ruleId}: ${p.message}`).join('\n'));
  }
}

/** Characters before a region that lookbehinds may inspect. */
const LOOKBEHIND_CONTEXT = 64;

/** ownerReach of a phrase, and of a keyword whose rule searches the whole text (no keywordWindow). */
const PHRASE = -1;
const WHOLE_TEXT = -2;

interface Region {
  start: number;
  end: number;
  /** Code units before `start` the search must see (default LOOKBEHIND_CONTEXT). */
  behind?: number;
}

export class RuleMatcher {
  readonly rules: readonly CompiledRule[];
  private readonly automaton: AhoCorasick;
  /**
   * The owners of each automaton keyword, flat: keyword k's are entries [ownerStart[k],
   * ownerStart[k + 1]) of ownerRule (the rule's index) and ownerReach (PHRASE for a phrase of the
   * rule, WHOLE_TEXT for a keyword of a rule without keywordWindow, else the window). The keyword
   * pass reads them for every hit: typed arrays side by side, not an object per owner and a
   * lookup of the rule's own objects, which stay out of the cache while hundreds of rules run.
   */
  private readonly ownerStart: Int32Array;
  private readonly ownerRule: Int32Array;
  private readonly ownerReach: Int32Array;
  /** Each rule's target, by rule index. */
  private readonly targets: readonly string[];
  private readonly decoder: CompileOptions['decoder'];
  /**
   * Rules that run on every text of their target (no keyword gates them), in rule order, by
   * target: a matcher of many targets (an agent action's views) scans each view for one target,
   * and passing over the other targets' rules on every short view cost more than its search.
   */
  private readonly keywordless: ReadonlyMap<string, readonly number[]>;
  /** Rules that read coded fields (a record's structure names the key, no keyword is written): candidates wherever such a record is. */
  private readonly codedReaders: readonly number[];
  /**
   * The anchor literals of the rules that have run so far, found in one pass per text. A rule's
   * prefilter is derived when it first runs (deriving every rule's up front would slow the first
   * request several times over); until the pass covers it, it searches its literals itself, and
   * the scan that met it rebuilds the pass to include it.
   */
  private anchors = new AnchorPass([]);
  private readonly anchorSearches: AnchorSearch[] = [];
  /** The position lists the rules that have run so far asked for, built together for each text. */
  private readonly lists = new ListPlan();
  /** excludedBy's flags per `only` set (a set no longer used is dropped with its flags). */
  private readonly exclusions = new WeakMap<ReadonlySet<string>, Uint8Array>();
  /**
   * Whether scans also read the text's revealed view (src/text/reveal.ts: spoken digits and
   * e-mail addresses, invisible characters, wrapped numbers, …) and its unformatted view
   * (src/text/unformat.ts: markup, entities, emphasis, escapes) where they differ from the text:
   * for a matcher of personal-data packs only (every pack's check is pii_secrets).
   */
  private readonly reveals: boolean;

  constructor(packs: readonly LoadedPack[], options: CompileOptions = {}) {
    const rules: CompiledRule[] = [];
    const problems: Array<RuleProblem & { file: string; ruleId: string }> = [];
    for (const loaded of packs) {
      loaded.pack.rules.forEach((r, i) => {
        const result = compiledRule(loaded, i);
        if (result.rule) rules.push(result.rule);
        for (const p of result.problems) problems.push({ ...p, file: loaded.file, ruleId: `${loaded.pack.id}/${r.id}` });
      });
    }
    if (problems.length) throw new RuleCompileError(problems);
    this.rules = rules;
    this.reveals = packs.length > 0 && packs.every((p) => p.pack.check === 'pii_secrets');
    this.decoder = options.decoder;
    const keywordIndex = new Map<string, number>();
    const owners: Array<Array<{ rule: number; reach: number }>> = [];
    const add = (word: string, rule: number, reach: number): void => {
      let k = keywordIndex.get(word);
      if (k === undefined) {
        k = owners.length;
        keywordIndex.set(word, k);
        owners.push([]);
      }
      owners[k]!.push({ rule, reach });
    };
    rules.forEach((rule, i) => {
      const window = rule.rule.keywordWindow;
      for (const k of rule.keywords) add(k, i, window === undefined ? WHOLE_TEXT : window);
      for (const p of rule.phrases) add(p, i, PHRASE);
    });
    this.ownerStart = new Int32Array(owners.length + 1);
    owners.forEach((list, k) => (this.ownerStart[k + 1] = this.ownerStart[k]! + list.length));
    this.ownerRule = Int32Array.from(owners.flat(), (o) => o.rule);
    this.ownerReach = Int32Array.from(owners.flat(), (o) => o.reach);
    this.targets = rules.map((rule) => rule.target);
    this.automaton = new AhoCorasick([...keywordIndex.keys()]);
    this.keywordless = keywordlessByTarget(rules);
    this.codedReaders = rules.flatMap((rule, i) => (rule.keywords.length > 0 && rule.assignment?.syntaxes?.has('coded') ? [i] : []));
  }

  scan(original: string, options: ScanOptions = {}): Match[] {
    // Digits of other scripts are matched as ASCII digits; the folded text keeps every offset.
    const text = foldDigits(original);
    const trace = options.trace;
    // What finders keep while reading this text, its payloads and its views; dropped on return.
    const memo = new ScanMemo();
    const matches = this.scanPlain(text, options, memo);
    if ((options.decode ?? true) && this.decoder) {
      for (const payload of this.decoder(text)) {
        // Candidates dropped inside decoded text are reported on the encoded span, like finds.
        const inner = trace && { suppressed: [] };
        for (const m of this.scanPlain(payload.decoded, inner ? { ...options, trace: inner } : options, memo, true)) {
          if (!m.rule.decode) continue;
          if (payload.contextFrom !== undefined && m.start >= payload.contextFrom) continue; // the plain scan reports it
          // A value still legible where it stands is reported there, as a plain find; otherwise on the whole payload.
          const at = legibleInPlace(text, payload, m.start, m.end);
          const moved = at === undefined ? { ...m, start: payload.start, end: payload.end, encoding: payload.encoding } : { ...m, start: at, end: at + (m.end - m.start) };
          matches.push(m.explain ? { ...moved, explain: explainMatch(m.explain, payload.encoding) } : moved);
        }
        if (trace && inner) trace.suppressed.push(...suppressedFrom(inner.suppressed, this.rules, payload));
      }
    }
    if (this.reveals) {
      const view = revealText(text);
      if (view) this.scanRevealed(view, options, memo, matches);
      // Markup, entities and escapes written inside a value: read on the text without them.
      const plain = unformatText(text);
      if (plain) this.scanRevealed(plain, options, memo, matches);
    }
    // A find of a view that is also the plain text's (same rule, same span) is one find.
    if (options.keepOverlaps) return withoutRepeats(matches.sort((a, b) => a.start - b.start || a.end - b.end));
    const resolved = resolveOverlaps(matches);
    if (trace) trace.suppressed.push(...explainOverlaps(matches, resolved));
    if (!options.everyOccurrence) return resolved;
    const copies = repeatedOccurrences(text, resolved);
    return resolveOverlaps([...resolved, ...(trace ? copies.map(explainRepeat) : copies)]);
  }

  /**
   * Scans the revealed view around its changes and adds what a change made visible, on the
   * original characters it came from. A find that touches no change is the plain scan's already.
   */
  private scanRevealed(view: RevealedText, options: ScanOptions, memo: ScanMemo, out: Match[]): void {
    const inner: ScanOptions = { ...options, trace: options.trace && { suppressed: [] } };
    // Explain mode lists every candidate dropped, near a change or not: it searches everywhere.
    const hot = options.trace ? undefined : changedStretches(view);
    for (const w of revealWindows(view)) {
      const slice = w.start === 0 && w.end === view.text.length ? view.text : view.text.slice(w.start, w.end);
      const focus = hot && stretchesIn(hot, w);
      for (const m of this.scanPlain(slice, inner, memo, false, focus)) {
        const span = toOriginal(view, w.start + m.start, w.start + m.end);
        if (!overlapsAny(view.changed, span.start, span.end)) continue;
        for (const part of outside(span, view.between)) out.push({ ...m, start: part.start, end: part.end });
      }
    }
  }

  /**
   * `decoded`: the text is a decoded payload, where only rules that read decoded text report.
   * `focus`: only finds that hold a character of these stretches are wanted (a view's changes):
   * a region that holds none is not searched, as every match of a region lies inside it.
   */
  private scanPlain(text: string, options: ScanOptions, memo: ScanMemo, decoded = false, focus?: readonly Region[]): Match[] {
    // Rules that do not read decoded text are skipped there, unless explain mode lists what they dropped.
    // `only` as one flag per rule (a caller passes the same set for many texts): rules it leaves
    // out are passed over as their keywords are met, not only when they would run.
    const excluded = options.only === undefined ? undefined : this.excludedBy(options.only);
    const skip = (rule: CompiledRule, i: number): boolean => (excluded !== undefined && excluded[i] === 1) || (decoded && !rule.decode && !options.trace);
    const target = options.target ?? 'text';
    const regions = new Map<number, RegionList | 'all'>();
    const phraseHits: Array<{ rule: number; start: number; end: number }> = [];
    const { ownerStart, ownerRule, ownerReach, targets } = this;
    this.automaton.forEachHit(text, (keyword, start, end) => {
      for (let o = ownerStart[keyword]!, stop = ownerStart[keyword + 1]!; o < stop; o++) {
        const i = ownerRule[o]!;
        if (excluded !== undefined && excluded[i] === 1) continue;
        if (targets[i] !== target) continue;
        const window = ownerReach[o]!;
        if (window === PHRASE) {
          if (isWordBounded(text, start, end)) phraseHits.push({ rule: i, start, end });
          continue;
        }
        if (window === WHOLE_TEXT) regions.set(i, 'all');
        else {
          const current = regions.get(i);
          if (current === 'all') continue;
          const list = current ?? new RegionList();
          list.add(Math.max(0, start - window), Math.min(text.length, end + window));
          if (!current) regions.set(i, list);
        }
      }
    });
    const out: Match[] = [];
    const index = new TextIndex(text, this.anchors, this.lists);
    memo.useIndex(index);
    // Only rules that can run: those needing no keyword, and those whose keywords occur (in rule order).
    const keywordless = this.keywordless.get(target) ?? [];
    let candidates = regions.size === 0 ? keywordless : mergeSorted(keywordless, [...regions.keys()].sort((a, b) => a - b));
    if (this.codedReaders.length && hasCodedRecord(text)) candidates = mergeSorted(candidates, this.codedReaders.filter((i) => !regions.has(i)));
    const byDigits = new Map<number, Region[]>();
    for (const i of candidates) {
      const rule = this.rules[i]!;
      if (rule.target !== target || skip(rule, i)) continue;
      if (rule.assignment) {
        // Context-keyed rules read the text's key/value view (built once, on first need), gated by their keywords.
        this.runAssignments(rule, text, assignmentsOf(text), out, options.trace);
        continue;
      }
      if (!rule.regex && !rule.find) continue;
      const region = rule.keywords.length === 0 ? 'all' : regions.get(i)!;
      const digits = rule.rule.digitRun;
      let spans: readonly Region[];
      if (region === 'all' && digits !== undefined) {
        let runs = byDigits.get(digits);
        if (!runs) {
          runs = numericRegions(text, index, digits);
          byDigits.set(digits, runs);
        }
        spans = runs;
      } else if (region === 'all') {
        const windows = rule.windows();
        spans = windows ? windowsIn(index, windows, LOOKBEHIND_CONTEXT) : [{ start: 0, end: text.length }];
      } else spans = region.merged();
      // An extent may widen a find beyond its region: such rules search all their regions.
      if (focus && !rule.extent) spans = regionsMeeting(spans, focus);
      if (spans.length === 0) continue;
      // Candidates that hold no character of the focus are not judged: their finds would be dropped.
      const wanted = focus && !rule.extent ? focus : undefined;
      if (rule.find) this.runFinder(rule, rule.find, text, spans, memo, out, options.trace, wanted);
      else this.runPattern(rule, text, spans, index, out, options.trace, wanted);
    }
    if (index.uncovered.length) {
      this.anchorSearches.push(...index.uncovered);
      this.anchors = new AnchorPass(this.anchorSearches);
    }
    for (const hit of phraseHits) {
      const rule = this.rules[hit.rule]!;
      if (skip(rule, hit.rule)) continue;
      this.accept(rule, text, hit.start, hit.end, out, options.trace);
    }
    return out;
  }

  /** For each rule (by index), 1 when `only` leaves it out; computed once per set. */
  private excludedBy(only: ReadonlySet<string>): Uint8Array {
    let flags = this.exclusions.get(only);
    if (!flags) {
      flags = Uint8Array.from(this.rules, (rule) => (only.has(rule.fullId) ? 0 : 1));
      this.exclusions.set(only, flags);
    }
    return flags;
  }

  /** Runs the acceptance steps on one candidate; with a trace, records its steps or its suppression. */
  /** `shownStart`/`shownEnd`: the span reported, when the rule's reportGroup is wider than the value judged. */
  private accept(rule: CompiledRule, text: string, start: number, end: number, out: Match[], trace: ScanTrace | undefined, shownStart = start, shownEnd = end): void {
    if (rule.extent) {
      const span = rule.extent(text, shownStart, shownEnd);
      // The extent found the match to be what the rule does not report (an organisation's own address).
      if (!span) {
        trace?.suppressed.push({ ruleId: rule.fullId, start, end, reason: 'organisation', detail: 'an organisation\'s own address: its name alone precedes it on the line' });
        return;
      }
      ({ start: shownStart, end: shownEnd } = span);
    }
    if (!trace) {
      const verdict = acceptMatch(rule, text, start, end);
      if (verdict) out.push(makeMatch(rule, shownStart, shownEnd, verdict.score, verdict.validated));
      return;
    }
    const t = newAcceptTrace();
    const verdict = acceptMatch(rule, text, start, end, t);
    if (verdict) out.push({ ...makeMatch(rule, shownStart, shownEnd, verdict.score, verdict.validated), explain: { baseConfidence: t.baseConfidence, steps: t.steps } });
    else if (t.rejected) trace.suppressed.push({ ruleId: rule.fullId, start, end, reason: t.rejected.reason, detail: t.rejected.detail });
  }

  private runAssignments(rule: CompiledRule, text: string, view: readonly Assignment[], out: Match[], trace: ScanTrace | undefined): void {
    const f = rule.assignment!;
    // A text repeats its keys (a field on every log line): each distinct key is tested once, and
    // only the assignments of the keys wanted are read, in the view's order.
    const picked = f.key || f.notKey ? indicesWithKey(view, (key) => (!f.key || f.key.test(key)) && !f.notKey?.test(key)) : undefined;
    const count = picked ? picked.length : view.length;
    for (let j = 0; j < count; j++) {
      const a = view[picked ? picked[j]! : j]!;
      // A table's cells and a one-argument method call are read only by rules that ask for them.
      if (f.syntaxes ? !f.syntaxes.has(a.syntax) : a.syntax === 'column' || a.syntax === 'method' || a.syntax === 'coded') continue;
      // A coded field's or a table cell's extent is fixed by its record's delimiters, as a quoted value's is by its quotes.
      if (f.quoted !== undefined && f.quoted !== (a.quoted || a.syntax === 'coded' || a.syntax === 'column')) continue;
      if (f.scope && !f.scope.test(a.scope)) continue;
      const valueMatch = f.value?.exec(text.slice(a.valueStart, a.valueEnd));
      if (f.value && !valueMatch) {
        // Not a candidate of this rule; explain mode still names a placeholder in a key the rule
        // wants, in the words the acceptance steps use for one.
        const value = trace && rule.allow.placeholders ? text.slice(a.valueStart, a.valueEnd) : undefined;
        if (trace && value !== undefined && isPlaceholder(value)) trace.suppressed.push({ ruleId: rule.fullId, start: a.valueStart, end: a.valueEnd, ...placeholderVerdict(value) });
        continue;
      }
      const part = valueMatch?.indices?.groups?.['v'];
      if (part) this.accept(rule, text, a.valueStart + part[0], a.valueStart + part[1], out, trace);
      else this.accept(rule, text, a.valueStart, a.valueEnd, out, trace);
    }
  }

  /** Runs the rule's regex on each region, then judges what it found, in order. */
  /** `wanted`: only candidates whose reported span holds a character of these stretches (sorted, disjoint) are judged. */
  private runPattern(rule: CompiledRule, text: string, spans: readonly Region[], index: TextIndex, out: Match[], trace: ScanTrace | undefined, wanted?: readonly Region[]): void {
    // The search only collects spans; they are judged after it, since the acceptance steps may
    // themselves scan (and the candidate buffer is shared).
    const found: number[] = [];
    for (const span of spans) searchRegion(rule, text, span, index, found);
    for (let k = 0; k < found.length; k += 4) {
      if (wanted && !overlapsAny(wanted, found[k + 2]!, found[k + 3]!)) continue;
      this.accept(rule, text, found[k]!, found[k + 1]!, out, trace, found[k + 2], found[k + 3]);
    }
  }

  /** A finder scans the whole text once; its candidates inside the rule's regions are judged like pattern matches. */
  private runFinder(rule: CompiledRule, find: NonNullable<CompiledRule['find']>, text: string, spans: readonly Region[], memo: ScanMemo, out: Match[], trace: ScanTrace | undefined, wanted?: readonly Region[]): void {
    for (const c of find(text, memo)) {
      if (c.end <= c.start || !spans.some((s) => c.start >= s.start && c.end <= s.end)) continue;
      if (wanted && !overlapsAny(wanted, c.start, c.end)) continue;
      this.accept(rule, text, c.start, c.end, out, trace);
    }
  }
}

/** Sorted matches without the repeats of one rule's find on one span, read the same way (the first is kept). */
function withoutRepeats(sorted: Match[]): Match[] {
  return sorted.filter((m, i) => {
    for (let j = i - 1; j >= 0 && sorted[j]!.start === m.start && sorted[j]!.end === m.end; j--) {
      const o = sorted[j]!;
      if (o.rule === m.rule && o.encoding === m.encoding && o.score === m.score) return false;
    }
    return true;
  });
}

/** Appends the value's start/end and the reported start/end of every match of the rule's regex that starts in `span` to `found`. */
function searchRegion(rule: CompiledRule, text: string, span: Region, index: TextIndex, found: number[]): void {
  // Lookbehinds may look before the region: search a slice with left context, and keep only
  // matches that start inside the region itself.
  const from = Math.max(0, span.start - (span.behind ?? LOOKBEHIND_CONTEXT));
  const onMatch = (m: RegExpExecArray): void => {
    if (from + m.index < span.start) return;
    const bounds = groupBounds(m, rule.group);
    if (!bounds || bounds[1] <= bounds[0]) return;
    const shown = (rule.reportGroup !== undefined && groupBounds(m, rule.reportGroup)) || bounds;
    found.push(from + bounds[0], from + bounds[1], from + shown[0], from + shown[1]);
  };
  searchSpan(rule.regex!, rule.prefilter(), text, from, span, index, onMatch);
}

/** Context read around each change of a revealed view (a label, a keyword before the value). */
const REVEAL_CONTEXT = 400;

/** The ranges of a revealed view to scan: each change with its context, merged. */
function revealWindows(view: RevealedText): Region[] {
  const n = view.text.length;
  if (n <= 4 * REVEAL_CONTEXT) return [{ start: 0, end: n }];
  const out: Region[] = [];
  for (const c of view.changed) {
    const start = Math.max(0, viewIndex(view, c.start) - REVEAL_CONTEXT);
    const end = Math.min(n, viewIndex(view, c.end) + REVEAL_CONTEXT);
    const last = out[out.length - 1];
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else out.push({ start, end });
  }
  return out;
}

/**
 * The stretches of a view's characters that a find touching a change must hold, in view offsets,
 * sorted and merged: for each change, the characters whose original range, or the gap after it,
 * meets the change (the maps are monotone), with a character of margin each way.
 */
function changedStretches(view: RevealedText): Region[] {
  const out: Region[] = [];
  const n = view.text.length;
  for (const c of view.changed) {
    const start = Math.max(0, viewIndex(view, c.start) - 3);
    const end = Math.min(n, viewIndex(view, c.end, true) + 2);
    const last = out[out.length - 1];
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else out.push({ start, end });
  }
  return out;
}

/** The stretches inside window `w`, in the window's own offsets. */
function stretchesIn(stretches: readonly Region[], w: Region): Region[] {
  const out: Region[] = [];
  for (const s of stretches) {
    if (s.end <= w.start || s.start >= w.end) continue;
    out.push({ start: Math.max(s.start, w.start) - w.start, end: Math.min(s.end, w.end) - w.start });
  }
  return out;
}

/** The regions (sorted) that share a character with one of `focus` (sorted, disjoint). */
function regionsMeeting(regions: readonly Region[], focus: readonly Region[]): readonly Region[] {
  let kept: Region[] | undefined;
  let f = 0;
  for (let r = 0; r < regions.length; r++) {
    const region = regions[r]!;
    while (f < focus.length && focus[f]!.end <= region.start) f++;
    const meets = f < focus.length && focus[f]!.start < region.end;
    if (meets && kept) kept.push(region);
    else if (!meets && !kept) kept = regions.slice(0, r);
  }
  return kept ?? regions;
}

/** The parts of `span` outside the `between` ranges (other text that stood between a value's pieces). */
function outside(span: { start: number; end: number }, between: ReadonlyArray<{ start: number; end: number }> | undefined): Array<{ start: number; end: number }> {
  if (!between) return [span];
  const parts: Array<{ start: number; end: number }> = [];
  let from = span.start;
  for (const b of between) {
    if (b.end <= from || b.start >= span.end) continue;
    if (b.start > from) parts.push({ start: from, end: b.start });
    from = Math.max(from, b.end);
  }
  if (from < span.end) parts.push({ start: from, end: span.end });
  return parts;
}

/** Whether [start, end) overlaps one of `ranges` (sorted, disjoint): a binary search for the first range ending after `start`. */
function overlapsAny(ranges: ReadonlyArray<{ start: number; end: number }>, start: number, end: number): boolean {
  let lo = 0;
  let hi = ranges.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ranges[mid]!.end <= start) lo = mid + 1;
    else hi = mid;
  }
  return lo < ranges.length && ranges[lo]!.start < end;
}

/**
 * The first index of the view whose original start is at or after `original` (the map is monotone);
 * with `after`, the first whose original start is past it.
 */
function viewIndex(view: RevealedText, original: number, after = false): number {
  let lo = 0;
  let hi = view.text.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const at = view.starts[mid]!;
    if (at < original || (after && at === original)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The indices of the rules without keywords, ascending, grouped by target. */
function keywordlessByTarget(rules: readonly CompiledRule[]): Map<string, number[]> {
  const byTarget = new Map<string, number[]>();
  rules.forEach((rule, i) => {
    if (rule.keywords.length > 0) return;
    const list = byTarget.get(rule.target);
    if (list) list.push(i);
    else byTarget.set(rule.target, [i]);
  });
  return byTarget;
}

/** The union of two ascending lists of rule indices (a rule with keywords is never keywordless). */
function mergeSorted(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i]! < b[j]!)) out.push(a[i++]!);
    else out.push(b[j++]!);
  }
  return out;
}

function makeMatch(rule: CompiledRule, start: number, end: number, score: number, validated: boolean): Match {
  return { rule, start, end, score, validated, generic: rule.generic, labelled: rule.labelled, ruleId: rule.fullId };
}

function groupBounds(m: RegExpExecArray, group: number | string): [number, number] | undefined {
  if (group === 0) return [m.index, m.index + m[0].length];
  const indices = m.indices;
  const pair = typeof group === 'number' ? indices?.[group] : indices?.groups?.[group];
  return pair ? [pair[0], pair[1]] : undefined;
}

/** Regions around the numeric runs holding at least `digits` digits, merged (shared by the rules with that digitRun). */
function numericRegions(text: string, index: TextIndex, digits: number): Region[] {
  const runs = index.memo('numeric-runs', () => numericRuns(text));
  return mergeRegions(runs.filter((r) => r.digits >= digits).map((r) => ({ start: Math.max(0, r.start - RUN_PAD), end: Math.min(text.length, r.end + RUN_PAD) })));
}

/**
 * The keyword windows of one rule, merged as they arrive: hits come in order of their end, so
 * windows of one width mostly arrive in order of their start too, and only a window that starts
 * before the last one sends the list through a full merge at the end.
 */
class RegionList {
  private readonly spans: Region[] = [];
  private sorted = true;

  add(start: number, end: number): void {
    const last = this.spans[this.spans.length - 1];
    if (last && start >= last.start) {
      if (start <= last.end) last.end = Math.max(last.end, end);
      else this.spans.push({ start, end });
    } else {
      if (last) this.sorted = false;
      this.spans.push({ start, end });
    }
  }

  merged(): readonly Region[] {
    return this.sorted ? this.spans : mergeRegions(this.spans);
  }
}

function mergeRegions(regions: Region[]): Region[] {
  const sorted = [...regions].sort((a, b) => a.start - b.start);
  const merged: Region[] = [];
  for (const r of sorted) {
    const last = merged[merged.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else merged.push({ ...r });
  }
  return merged;
}

interface NumericRun {
  start: number;
  end: number;
  digits: number;
}

/** Characters around a numeric run that a pattern may still need (a '+', a letter prefix, a check letter). */
const RUN_PAD = 4;
/** Separators that may sit inside a number as people write it. */
const isSeparator = (c: number): boolean => c === 32 || c === 45 || c === 46 || c === 47 || c === 40 || c === 41 || c === 43 || c === 0xa0;

/** Maximal runs of digits and in-number separators, with their digit counts: one pass. */
function numericRuns(text: string): NumericRun[] {
  const runs: NumericRun[] = [];
  let start = -1;
  let lastDigit = -1;
  let digits = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : -1;
    if (c >= 48 && c <= 57) {
      if (start < 0) start = i;
      lastDigit = i;
      digits++;
    } else if (start >= 0 && !(isSeparator(c) && i - lastDigit <= 2)) {
      runs.push({ start, end: lastDigit + 1, digits });
      start = -1;
      digits = 0;
    }
  }
  return runs;
}

const WORD = /[\p{L}\p{N}_]/u;
/** Scripts written without spaces between words: a phrase in them needs no boundary. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

function isWordBounded(text: string, start: number, end: number): boolean {
  const first = text[start] ?? '';
  const last = text[end - 1] ?? '';
  const before = text[start - 1] ?? '';
  const after = text[end] ?? '';
  const leftOk = !WORD.test(first) || UNSPACED.test(first) || !WORD.test(before);
  const rightOk = !WORD.test(last) || UNSPACED.test(last) || !WORD.test(after);
  return leftOk && rightOk;
}

/**
 * Where a value found in a decoded payload stands, written the same, inside the payload's encoded
 * span: escapes that leave the value's own characters alone (`{\\"dob\\":\\"1944-05-14\\"}`, a JSON
 * document inside a JSON string) keep it legible, and it is reported there rather than on the whole
 * payload. The k-th copy in the decoded text is the k-th copy in the encoded one when both hold as
 * many; otherwise (base64, hex, a value the escapes changed) there is no such place.
 */
function legibleInPlace(text: string, payload: { start: number; end: number; decoded: string }, start: number, end: number): number | undefined {
  const value = payload.decoded.slice(start, end);
  if (value.length < 4) return undefined;
  const encoded = text.slice(payload.start, payload.end);
  const occurrences = (s: string): number[] => {
    const at: number[] = [];
    for (let i = s.indexOf(value); i >= 0; i = s.indexOf(value, i + 1)) at.push(i);
    return at;
  };
  const inDecoded = occurrences(payload.decoded);
  const inEncoded = occurrences(encoded);
  if (inDecoded.length === 0 || inDecoded.length !== inEncoded.length) return undefined;
  const k = inDecoded.indexOf(start);
  return k < 0 ? undefined : payload.start + inEncoded[k]!;
}

