// The host ⇄ plugin contract, published as `screening-service/plugin-api` (package.json
// `exports`, with generated declarations). A plugin module exports `meta` (data, validated by
// pluginMetaSchema) and `create(setup)`, which runs once per registry build and returns the
// instance whose `run` is the hot path. Plugins receive everything through `setup.host`: plain
// facts and helpers, never engine objects, so the engine can change behind an unchanged
// apiVersion, and a plugin folder needs no build step and no npm package of its own.

import type { FromSchema } from 'json-schema-to-ts';
import type { pluginMetaSchema } from '../schemas/plugin-meta.js';
import type { rulePackSchema, ruleSchema } from '../schemas/rule-pack.js';
import type { agentActionSchema } from '../schemas/guard.js';
import type { checkVerdicts, severityLabels } from '../schemas/common.js';
import type { MatchExplain, ScoreStep, SuppressedCandidate } from '../engine/trace.js';

export type { MatchExplain, ScoreStep, SuppressedCandidate };

/**
 * Semver of the contract below; plugins declare the range they support in meta.apiVersion.
 * 2.0.0: rule sets return plain match records (no engine objects); capabilities, settings
 * schemas, decoders, entropy, registrable domains and shell parsing joined the toolkit.
 * 2.1.0: text views are built once per request and shared by its checks (results are frozen);
 * normalizedText joined the toolkit.
 * 2.2.0: the bash grammar loads on first need; shell.ready() resolves once it is loaded.
 * 2.3.0: a check instance may declare prepare(), awaited once before its first run, outside the
 * time budget.
 */
export const HOST_API_VERSION = '2.3.0';

export type PluginMeta = FromSchema<typeof pluginMetaSchema>;
export type RulePack = FromSchema<typeof rulePackSchema>;
export type Rule = FromSchema<typeof ruleSchema>;
export type AgentAction = FromSchema<typeof agentActionSchema>;
export type CheckVerdict = (typeof checkVerdicts)[number];
export type Severity = (typeof severityLabels)[number];
/** What a plugin can declare in meta.provides; the host reads these, never a check's name. */
export type Capability = NonNullable<PluginMeta['provides']>[number];

/** A rule pack that passed validation, with where it came from. */
export interface LoadedPack {
  readonly pack: RulePack;
  readonly file: string;
  /** sha256 of the file's bytes. */
  readonly hash: string;
}

export type CheckInput = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'agent_action'; readonly action: AgentAction };

export interface RunContext {
  /** Aborts when the check's time budget runs out or the client goes away. */
  readonly signal: AbortSignal;
  readonly requestId: string;
  /** Set when the request asked for an explanation: the check may then return `explanation`. */
  readonly explain?: boolean;
}

/** Facts about one finding; the host adds offsets in every unit, masking and placeholders. */
export interface FindingDraft {
  /** Full rule id `pack-id/rule-id`, or `check/reason-id` for findings not tied to a rule. */
  readonly ruleId: string;
  readonly category: string;
  readonly type?: string;
  readonly severity: Severity;
  /** 0–1; the host maps it to low/medium/high. */
  readonly confidence: number;
  readonly reason: string;
  /** UTF-16 offsets into the request's `text`, when the finding is a span of it. */
  readonly start?: number;
  readonly end?: number;
  readonly validated?: boolean;
  /** Set when the value was found inside encoded text. */
  readonly encoding?: string;
  /** For findings that are not spans of `text` (e.g. a secret in tool arguments): the value to mask. */
  readonly value?: string;
}

/** A piece of evidence a check weighed, for explain mode. Its span is masked by the host. */
export interface SignalDraft {
  /** Rule id, or `check/signal-name` for evidence not tied to a rule. */
  readonly name: string;
  readonly category?: string;
  /** What the signal contributed, 0–1. */
  readonly weight: number;
  /** False when the signal was weighed but did not count toward the verdict. */
  readonly counted?: boolean;
  /** Never quotes the submitted text. */
  readonly detail: string;
  readonly start?: number;
  readonly end?: number;
  /** For signals not tied to a span of `text` (tool arguments): the value the host masks. */
  readonly value?: string;
  readonly steps?: readonly ScoreStep[];
}

/**
 * Explain mode only (RunContext.explain): why the check decided as it did. Details never quote
 * the submitted text; spans are UTF-16 offsets into the request's `text` and the host masks them.
 */
export interface ExplanationDraft {
  /** Parallel to the outcome's `findings`: the engine explanation (Match.explain) of each, where there is one. */
  readonly findings?: ReadonlyArray<MatchExplain | undefined>;
  /** Candidates the engine dropped (ScanOptions.trace). */
  readonly suppressed?: readonly SuppressedCandidate[];
  readonly signals?: readonly SignalDraft[];
  /** The scoring steps from the signals to the verdict. */
  readonly steps?: readonly ScoreStep[];
}

export type CheckOutcome =
  | {
      readonly status: 'ok';
      readonly verdict: CheckVerdict;
      readonly findings: readonly FindingDraft[];
      readonly reasons?: readonly string[];
      readonly explanation?: ExplanationDraft;
    }
  | { readonly status: 'skipped'; readonly reason: string }
  | { readonly status: 'error'; readonly reason: string };

export interface CheckInstance {
  run(input: CheckInput, ctx: RunContext): CheckOutcome | Promise<CheckOutcome>;
  /**
   * One-time work the check needs before its first run (e.g. loading a parser on first need). The
   * host awaits it once per instance, before the first run's time budget starts, so the first
   * request does not time out on it; should it fail, the check runs anyway.
   */
  prepare?(): void | Promise<void>;
  /** Called when a newer snapshot has replaced this one and no request uses it any more. */
  dispose?(): void;
}

/** One match of a compiled rule: facts about the rule and the span, nothing of the engine. */
export interface MatchRecord {
  /** Full rule id `pack-id/rule-id`. */
  readonly ruleId: string;
  /** The rule id inside its pack. */
  readonly id: string;
  readonly packId: string;
  readonly packVersion: string;
  readonly category: string;
  readonly type: string;
  readonly severity: Severity;
  readonly title: string;
  /** The rule's tags followed by its pack's tags (e.g. "secret", "generic"). */
  readonly tags: readonly string[];
  /** The rule's `data` (validated against meta.dataSchema of the check that owns the pack). */
  readonly data: Readonly<Record<string, unknown>> | undefined;
  readonly target: string;
  /** UTF-16 span in the scanned text (for values found in decoded text: the encoded text). */
  readonly start: number;
  readonly end: number;
  /** 0–1 after validators and context. */
  readonly score: number;
  readonly validated: boolean;
  /** Generic rules yield to specific ones when spans overlap. */
  readonly generic: boolean;
  /** Set when the value was found inside encoded text (e.g. "base64"). */
  readonly encoding?: string;
  /** The scanned text of the span (computed on demand). */
  value(): string;
  /** Explain mode only (ScanOptions.trace): the base confidence and each step that moved the score. */
  readonly explain?: MatchExplain;
}

export interface ScanOptions {
  /** Which rules to run: those whose `target` equals this (default `text`). */
  readonly target?: string;
  /** Also scan decoded payloads (default true). */
  readonly decode?: boolean;
  /** Keep overlapping matches instead of resolving them (for scoring several signals). */
  readonly keepOverlaps?: boolean;
  /** Only these rules (by full id). */
  readonly only?: ReadonlySet<string>;
  /** Also report every other exact occurrence of a value found. */
  readonly everyOccurrence?: boolean;
  /** Explain mode: matches carry `explain`, and candidates the engine dropped are appended here. */
  readonly trace?: { readonly suppressed: SuppressedCandidate[] };
}

/** A handle on compiled rules; immutable, safe to share between requests. */
export interface RuleSet {
  /** Full ids of the compiled rules, in pack order. */
  readonly ruleIds: readonly string[];
  scan(text: string, options?: ScanOptions): MatchRecord[];
}

/** A transformed text with, for each UTF-16 index, the range of the original it came from. */
export interface TextView {
  readonly text: string;
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  readonly variant?: 'normalized' | 'deleet' | 'despaced' | 'deleet_despaced';
  /** On the 'normalized' view: the invisible character runs of the original. */
  readonly hidden?: readonly HiddenRun[];
}

export interface HiddenRun {
  readonly kind: string;
  readonly start: number;
  readonly end: number;
  readonly decoded?: string;
}

export interface EncodedPayload {
  readonly encoding: string;
  /** UTF-16 span of the encoded text in the original (the outermost payload's, when nested). */
  readonly start: number;
  readonly end: number;
  readonly decoded: string;
  readonly depth: number;
  readonly chain: readonly string[];
}

export interface CompileOptions {
  /** Finds encoded payloads in a text; default: the host's decoders (base64, hex, escapes, …). */
  readonly decoder?: (text: string) => ReadonlyArray<{ encoding: string; start: number; end: number; decoded: string }>;
}

/** Byte and text decoders; each returns undefined for input that is not valid in its encoding. */
export interface Decoders {
  base64(text: string): Uint8Array | undefined;
  base64url(text: string): Uint8Array | undefined;
  /** RFC 4648 base32, case-insensitive, padding optional. */
  base32(text: string): Uint8Array | undefined;
  hex(text: string): Uint8Array | undefined;
  /** Strict UTF-8 (undefined on invalid sequences). */
  utf8(bytes: Uint8Array): string | undefined;
  /** HTML character references (named, decimal, hex), as a browser decodes them in text. */
  htmlEntities(text: string): string;
}

/** One simple command of a shell script, after unwrapping wrappers such as sudo, env or xargs. */
export interface ShellCommand {
  /** The words; argv[0] is the normalised command name (basename, lower-case, no .exe). */
  readonly argv: string[];
  /** argv[0] as written. */
  readonly raw0: string;
  readonly wrappers: string[][];
  /** NAME=value prefixes. */
  readonly env: string[];
  readonly redirects: Array<{ op: string; target: string }>;
  /** top | substitution | process-substitution | shell-c | eval | decoded | stdin-script | find-exec | remote | container | alias | code */
  readonly origin: string;
  readonly depth: number;
  readonly stdin?: string;
  readonly piped?: boolean;
  readonly fromXargs?: boolean;
  readonly scriptFromStdin?: boolean;
  readonly remoteHost?: string;
  readonly obfuscatedName?: boolean;
}

/** What the shell parser understood of a script. */
export interface ShellScript {
  /** Every simple command, inner ones (substitutions, sh -c scripts) included. */
  readonly commands: ShellCommand[];
  /** Pipelines of two or more stages, plus synthetic ones for scripts run from <(…) or "$(…)". */
  readonly pipelines: Array<{ stages: ShellCommand[]; synthetic: boolean }>;
  /** NAME=value assignments (prefixes, standalone, export). */
  readonly assignments: string[];
  /** Inline interpreter code (python -c, node -e, …). */
  readonly code: Array<{ lang: string; code: string }>;
  /** Files that inline code removes, writes or reads (path literals). */
  readonly codeAccess: Array<{ op: string; path: string }>;
  /** Parse facts: depth-limit, truncated, too-many-commands, unparsed, decoded-script, … */
  readonly notes: Set<string>;
}

/** Shell parsing; the implementation behind this shape may change (e.g. to a full bash grammar). */
export interface ShellParser {
  /**
   * Resolves once the bash grammar is loaded. It loads on first need, not at start-up: the host
   * awaits it before running a check on an agent action; a check that parses command lines found
   * in text awaits it itself, or its first parses may come back with the `truncated` note.
   */
  ready(): Promise<void>;
  parse(script: string, options?: { windows?: boolean }): ShellScript;
  /** Inline code of an interpreter (`lang` as in ShellScript.code) read as the commands it runs. */
  parseCode(lang: string, code: string): ShellScript;
}

/** Services the host lends to plugins: compiled rules, text views, decoders and helpers. */
export interface HostToolkit {
  readonly apiVersion: string;
  compileRules(packs: readonly LoadedPack[], options?: CompileOptions): RuleSet;
  /** The finding draft of a match: the rule's category, type, severity and title, the span and score. */
  draftFromMatch(match: MatchRecord, overrides?: Partial<FindingDraft>): FindingDraft;
  /**
   * The normalised text plus de-leeted and de-spaced variants, each mapped to the original.
   * Text views (this, normalizedText, findEncodedPayloads, hiddenCharacters) are built at most
   * once per request and shared by its checks: each call returns a new array, but the views
   * and payloads in it are shared and frozen.
   */
  textVariants(text: string): TextView[];
  /** textVariants(text)[0] alone, without building the other variants (since 2.1.0). */
  normalizedText(text: string): TextView;
  /** Maps a span of a view back to UTF-16 offsets in the original text. */
  toOriginal(view: TextView, start: number, end: number): { start: number; end: number };
  findEncodedPayloads(text: string): EncodedPayload[];
  /** Invisible characters (zero-width, bidi controls, Unicode tags) in the original text. */
  hiddenCharacters(text: string): readonly HiddenRun[];
  readonly decode: Decoders;
  /** Shannon entropy in bits per character (over code points). */
  entropy(text: string): number;
  /**
   * The registrable domain of a host name (eTLD+1, from the Public Suffix List), lower-case;
   * undefined for IP addresses, bare suffixes and names that are not domains.
   */
  registrableDomain(host: string): string | undefined;
  readonly shell: ShellParser;
  readonly log: { warn(msg: string, fields?: Record<string, unknown>): void; info(msg: string, fields?: Record<string, unknown>): void };
}

export interface CheckSetup {
  readonly meta: PluginMeta;
  /** The packs of every kind this plugin consumes (meta.consumes, default its own id), in id order. */
  readonly packs: readonly LoadedPack[];
  /** Operator settings relevant to checks (trusted domains, …). */
  readonly options: Readonly<{ trustedDomains: readonly string[] }>;
  readonly host: HostToolkit;
}

export interface CheckPlugin {
  readonly meta: PluginMeta;
  create(setup: CheckSetup): CheckInstance | Promise<CheckInstance>;
}
