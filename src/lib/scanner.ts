// The engine without HTTP: loads packs and checks through the same registry as the service,
// runs a check with the same runner and finalizes its outcome into the same finding shape. Texts
// are scanned whole; streams and files go through overlapping windows (chunks.ts) and their
// findings get file positions (line, column, offsets from the start of the file).

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FromSchema } from 'json-schema-to-ts';
import { Registry, type Snapshot, type LoadedCheck } from '../registry/registry.js';
import type { LoadProblem } from '../registry/errors.js';
import type { AgentAction, CheckOutcome, CheckVerdict, Severity } from '../registry/plugin-api.js';
import { flushRegexCache, useRegexCache } from '../registry/regex-safety.js';
import { runCheck } from '../evaluate/run-check.js';
import { finalizeOutcome, type CheckResult, type Finalized, type Finding } from '../evaluate/finalize.js';
import { evaluateGuard } from '../evaluate/aggregate.js';
import { InlineExecutor } from '../evaluate/executor.js';
import { redact as redactSpans, type PlaceholderNumbering } from '../engine/redact.js';
import { createLogger } from '../observability/logger.js';
import type { locatedFindingSchema } from '../schemas/scan.js';
import { advancePosition, windows, type ChunkOptions, type Position, type Window } from './chunks.js';
import { defaultCacheDir, defaultPluginsDir, defaultRulesDir } from './defaults.js';
import { fingerprint } from './fingerprint.js';
import { isEmptySelection, selected, type Selection } from './select.js';

export type { Finding, CheckResult, LoadProblem, AgentAction, CheckVerdict, Severity };
export type LocatedFinding = FromSchema<typeof locatedFindingSchema>;

export const SCAN_CHECK = 'pii_secrets';

export interface ScannerOptions extends Selection, ChunkOptions {
  /** The packs to load (default: the packs shipped with the package). */
  readonly rulesDir?: string;
  /** More folders of packs, e.g. an organisation's own secret formats. */
  readonly extraRulesDirs?: readonly string[];
  /** The checks to load (default: the checks shipped with the package). */
  readonly pluginsDir?: string;
  /** Load only these checks (and the packs they read); default: every check. */
  readonly checks?: readonly string[];
  readonly trustedDomains?: readonly string[];
  /** Time budget of one check on one text or window, in ms (default 120 000). */
  readonly timeoutMs?: number;
  /** Where regex-safety verdicts of new patterns are cached; false: do not cache (default ~/.cache/screening-service). */
  readonly cacheDir?: string | false;
}

export interface ScanResult extends CheckResult {
  readonly detector_version: string;
}

export interface RedactResult {
  readonly text: string;
  readonly findings: Finding[];
  readonly detector_version: string;
}

export interface GuardRequest {
  readonly checks?: readonly string[];
  readonly text?: string;
  readonly agentAction?: AgentAction;
  readonly redact?: boolean;
}

export interface GuardResult {
  readonly decision: CheckVerdict;
  readonly checks: CheckResult[];
  readonly redacted_text?: string;
  readonly detector_version: string;
}

export interface StreamOptions {
  /** Reported as each finding's path (default "-"). */
  readonly path?: string;
  /** Text checks to run (default ["pii_secrets"]). */
  readonly checks?: readonly string[];
  /** Receives the redacted text, piece by piece and in order; awaited, so a slow writer slows the scan. */
  readonly onRedacted?: (piece: string) => void | Promise<void>;
  /** Receives the number of bytes (UTF-8) scanned so far after each window. */
  readonly onProgress?: (bytes: number) => void;
}

/** What a rule is, for reports that list the rules (SARIF). */
export interface RuleInfo {
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  readonly category: string;
  readonly type?: string;
  readonly severity: Severity;
}

/** A check could not finish on some input: the scan is incomplete, so it must not pass as clean. */
export class ScanError extends Error {
  override name = 'ScanError';
}

export class Scanner {
  private readonly executor = new InlineExecutor();
  private ruleIndex: Map<string, RuleInfo> | undefined;

  private constructor(
    private readonly snapshot: Snapshot,
    private readonly options: ScannerOptions,
  ) {}

  static async create(options: ScannerOptions = {}): Promise<Scanner> {
    const rulesDir = path.resolve(options.rulesDir ?? defaultRulesDir);
    const extra = (options.extraRulesDirs ?? []).map((d) => path.resolve(d));
    for (const dir of [rulesDir, ...extra]) if (!isDirectory(dir)) throw new ScanError(`rules folder not found: ${dir}`);
    const cacheDir = options.cacheDir === undefined ? defaultCacheDir() : options.cacheDir;
    const cacheFile = cacheDir === false ? undefined : path.join(cacheDir, 'regex-safety.json');
    useRegexCache(cacheFile);
    const registry = new Registry({
      rulesDir,
      extraRulesDirs: extra,
      pluginsDir: path.resolve(options.pluginsDir ?? defaultPluginsDir),
      ...(options.checks ? { onlyChecks: options.checks } : {}),
      trustedDomains: options.trustedDomains ?? [],
      logger: createLogger('silent'),
    });
    const snapshot = await registry.reload();
    flushRegexCache();
    return new Scanner(snapshot, options);
  }

  /** Derived from the versions of the loaded packs, as the service reports it. */
  get detectorVersion(): string {
    return this.snapshot.version;
  }

  /** Packs and checks that were rejected at load (file, JSON pointer, rule, message). */
  get problems(): readonly LoadProblem[] {
    return this.snapshot.problems;
  }

  /** Every loaded rule by full id (pack-id/rule-id). */
  get rules(): ReadonlyMap<string, RuleInfo> {
    if (!this.ruleIndex) {
      this.ruleIndex = new Map();
      for (const { pack } of this.snapshot.packs)
        for (const r of pack.rules) {
          const id = `${pack.id}/${r.id}`;
          this.ruleIndex.set(id, { id, title: r.title, ...(r.description ? { description: r.description } : {}), category: r.category, type: r.type, severity: r.severity });
        }
    }
    return this.ruleIndex;
  }

  /** The loaded checks and what each reads. */
  get checks(): ReadonlyArray<{ id: string; input: 'text' | 'agent_action'; description: string }> {
    return [...this.snapshot.checks.values()].map((c) => ({ id: c.meta.id, input: c.meta.input, description: c.meta.description }));
  }

  /** PII and secrets in one text: the result of the pii-secrets endpoint. */
  async scan(text: string): Promise<ScanResult> {
    const { result } = await this.evaluate(SCAN_CHECK, text);
    return { ...result, detector_version: this.detectorVersion };
  }

  /** The text with every finding replaced by a numbered placeholder ([EMAIL_1]). */
  async redact(text: string): Promise<RedactResult> {
    const { result, spans } = await this.evaluate(SCAN_CHECK, text);
    const r = redactSpans(text, spans);
    spans.forEach((s, i) => {
      const f = result.findings[s.index];
      if (f) f.placeholder = r.placeholders[i]!;
    });
    return { text: r.text, findings: result.findings, detector_version: this.detectorVersion };
  }

  /** Several checks on one input, worst verdict wins: the guard endpoint without HTTP. */
  async guard(request: GuardRequest): Promise<GuardResult> {
    const checks = [...(request.checks ?? this.checks.map((c) => c.id))];
    for (const c of checks) this.check(c);
    const needs = new Set(checks.map((c) => this.check(c).meta.input));
    if (needs.has('text') && request.text === undefined) throw new TypeError('the selected checks need text');
    if (needs.has('agent_action') && request.agentAction === undefined) throw new TypeError('the selected checks need agentAction');
    const outcome = await evaluateGuard(
      this.snapshot,
      { checks, text: request.text, agentAction: request.agentAction, redact: request.redact ?? false },
      this.executor,
      { requestId: randomUUID(), timeoutMs: this.timeoutMs },
    );
    return {
      decision: outcome.decision,
      checks: outcome.checks,
      ...(outcome.redactedText !== undefined ? { redacted_text: outcome.redactedText } : {}),
      detector_version: this.detectorVersion,
    };
  }

  /** Findings in a file, streamed in overlapping windows: memory stays flat whatever its size. */
  scanFile(file: string, options: Omit<StreamOptions, 'path'> & { path?: string } = {}): AsyncGenerator<LocatedFinding> {
    return this.scanStream(fs.createReadStream(file, { highWaterMark: 1 << 20 }), { path: file, ...options });
  }

  /** Findings in a stream of bytes or strings, each located by line and column in the whole stream. */
  async *scanStream(source: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>, options: StreamOptions = {}): AsyncGenerator<LocatedFinding> {
    const checks = [...(options.checks ?? [SCAN_CHECK])];
    for (const c of checks) if (this.check(c).meta.input !== 'text') throw new TypeError(`check ${c} does not read text`);
    const file = options.path ?? '-';
    const numbering: PlaceholderNumbering = new Map();
    let emitted = 0;
    for await (const window of windows(source, this.options)) {
      const mine: Array<{ f: Finding; check: string; start: number }> = [];
      for (const check of checks) {
        const { result } = await this.evaluate(check, window.text, file);
        for (const f of result.findings) {
          const start = f.utf16_start ?? window.ownFrom;
          if (start >= window.ownFrom && start < window.ownTo) mine.push({ f, check, start });
        }
      }
      // Located in order of start, so positions are counted in one pass over the window.
      mine.sort((a, b) => a.start - b.start || (a.f.utf16_end ?? a.start) - (b.f.utf16_end ?? b.start));
      const locator = new Locator(window);
      const owned: LocatedFinding[] = [];
      const spans: Array<{ start: number; end: number; category: string; finding: LocatedFinding }> = [];
      for (const { f, check, start } of mine) {
        const located = locate(f, check, file, window, locator);
        owned.push(located);
        if (check === SCAN_CHECK && f.utf16_end !== undefined) spans.push({ start, end: f.utf16_end, category: f.category, finding: located });
      }
      if (options.onRedacted) emitted = await this.emitRedacted(window, spans, numbering, emitted, options.onRedacted);
      options.onProgress?.(window.at.byte + utf8Length(window.text, window.base, window.last ? window.text.length : window.ownTo));
      yield* owned;
    }
  }

  private async emitRedacted(window: Window, spans: ReadonlyArray<{ start: number; end: number; category: string; finding: LocatedFinding }>, numbering: PlaceholderNumbering, emitted: number, write: (piece: string) => void | Promise<void>): Promise<number> {
    const origin = window.at.utf16 - window.base; // stream offset of text[0]
    const from = Math.max(emitted - origin, window.ownFrom);
    let to = window.last ? window.text.length : window.ownTo;
    const inside = spans.filter((s) => s.end > from).map((s) => ({ ...s, start: Math.max(s.start, from) }));
    for (const s of inside) to = Math.max(to, s.end);
    const piece = window.text.slice(from, to);
    const r = redactSpans(piece, inside.map((s) => ({ start: s.start - from, end: s.end - from, category: s.category })), numbering);
    inside.forEach((s, i) => (s.finding.placeholder = r.placeholders[i]!));
    await write(r.text);
    return origin + to;
  }

  private check(id: string): LoadedCheck {
    const check = this.snapshot.checks.get(id);
    if (!check) throw new TypeError(`unknown check "${id}"; loaded: ${[...this.snapshot.checks.keys()].sort().join(', ')}`);
    return check;
  }

  private get timeoutMs(): number {
    return this.options.timeoutMs ?? 120_000;
  }

  private async evaluate(checkId: string, text: string, where = 'the text'): Promise<Finalized> {
    const check = this.check(checkId);
    const run = await runCheck(check, { kind: 'text', text }, { requestId: randomUUID(), timeoutMs: this.timeoutMs });
    if (run.outcome.status === 'error') throw new ScanError(`${run.outcome.reason} (${where})`);
    return finalizeOutcome(checkId, this.filter(run.outcome), text);
  }

  private filter(outcome: CheckOutcome): CheckOutcome {
    if (outcome.status !== 'ok' || isEmptySelection(this.options)) return outcome;
    const findings = outcome.findings.filter((d) => selected(d, this.options));
    return { ...outcome, findings, verdict: findings.length ? outcome.verdict : 'allow', reasons: findings.length ? outcome.reasons : undefined };
  }
}

/** Positions of a window's characters, for indices visited in increasing order. */
class Locator {
  private index: number;
  private position: Position;
  constructor(private readonly window: Window) {
    this.index = window.base;
    this.position = window.at;
  }
  at(i: number): Position {
    if (i < this.index) {
      this.index = this.window.base;
      this.position = this.window.at;
    }
    this.position = advancePosition(this.position, this.window.text, i, this.index);
    this.index = i;
    return this.position;
  }
}

/** The wire finding of a window, with positions from the start of the stream. */
function locate(f: Finding, check: string, file: string, window: Window, locator: Locator): LocatedFinding {
  const s16 = f.utf16_start ?? window.ownFrom;
  const e16 = f.utf16_end ?? s16;
  const start = locator.at(s16);
  const end = advancePosition(start, window.text, e16, s16);
  const value = window.text.slice(s16, e16);
  const absolute = (p: Position, side: 'start' | 'end'): Partial<Finding> =>
    f.utf16_start === undefined ? {} : side === 'start' ? { start: p.codePoint, utf16_start: p.utf16, byte_start: p.byte } : { end: p.codePoint, utf16_end: p.utf16, byte_end: p.byte };
  return {
    ...f,
    ...absolute(start, 'start'),
    ...absolute(end, 'end'),
    check,
    path: file,
    line: start.line,
    column: start.column + 1,
    end_line: end.line,
    end_column: end.column + 1,
    fingerprint: fingerprint(f.rule_id ?? `${check}/${f.category}`, file, value || f.masked || f.reason),
  };
}

function utf8Length(text: string, from: number, to: number): number {
  return Buffer.byteLength(from === 0 && to === text.length ? text : text.slice(from, to));
}

function isDirectory(dir: string): boolean {
  try {
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

export function createScanner(options: ScannerOptions = {}): Promise<Scanner> {
  return Scanner.create(options);
}
