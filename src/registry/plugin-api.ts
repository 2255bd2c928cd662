// The host ⇄ plugin contract. A plugin module exports `meta` (data, validated by
// pluginMetaSchema) and `create(setup)`, which runs once per registry build and returns the
// instance whose `run` is the hot path. Plugins receive everything through `setup.host`, so they
// never import the host's modules and a third-party plugin needs no build step.

import type { FromSchema } from 'json-schema-to-ts';
import type { pluginMetaSchema } from '../schemas/plugin-meta.js';
import type { rulePackSchema, ruleSchema } from '../schemas/rule-pack.js';
import type { agentActionSchema } from '../schemas/guard.js';
import type { checkVerdicts, severityLabels } from '../schemas/common.js';
import type { RuleMatcher, CompileOptions, Match } from '../engine/matcher.js';
import type { MappedText } from '../text/offset-map.js';
import type { DecodedPayload } from '../text/decode.js';
import type { ShellSyntax } from '../text/shell/bash-syntax.js';

/** Semver of the contract below; plugins declare the range they support in meta.apiVersion. */
export const HOST_API_VERSION = '1.0.0';

export type PluginMeta = FromSchema<typeof pluginMetaSchema>;
export type RulePack = FromSchema<typeof rulePackSchema>;
export type Rule = FromSchema<typeof ruleSchema>;
export type AgentAction = FromSchema<typeof agentActionSchema>;
export type { ShellNode, ShellSyntax } from '../text/shell/bash-syntax.js';
export type CheckVerdict = (typeof checkVerdicts)[number];
export type Severity = (typeof severityLabels)[number];

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

export type CheckOutcome =
  | { readonly status: 'ok'; readonly verdict: CheckVerdict; readonly findings: readonly FindingDraft[]; readonly reasons?: readonly string[] }
  | { readonly status: 'skipped'; readonly reason: string }
  | { readonly status: 'error'; readonly reason: string };

export interface CheckInstance {
  run(input: CheckInput, ctx: RunContext): CheckOutcome | Promise<CheckOutcome>;
  /** Called when a newer snapshot has replaced this one and no request uses it any more. */
  dispose?(): void;
}

/** Services the host lends to plugins: the detection engine and the text tools. */
export interface HostToolkit {
  readonly apiVersion: string;
  compileRules(packs: readonly LoadedPack[], options?: CompileOptions): RuleMatcher;
  /** The finding draft of an engine match: the rule's category, type, severity and title, the match's span and score. */
  draftFromMatch(match: Match, overrides?: Partial<FindingDraft>): FindingDraft;
  /** The normalised text plus de-leeted and de-spaced variants, each mapped to the original. */
  textVariants(text: string): MappedText[];
  /** Maps a span of a variant back to UTF-16 offsets in the original text. */
  toOriginal(variant: MappedText, start: number, end: number): { start: number; end: number };
  findEncodedPayloads(text: string): DecodedPayload[];
  /** Invisible characters (zero-width, bidi controls, Unicode tags) in the original text. */
  hiddenCharacters(text: string): ReadonlyArray<{ kind: string; start: number; end: number; decoded?: string }>;
  readonly log: { warn(msg: string, fields?: Record<string, unknown>): void; info(msg: string, fields?: Record<string, unknown>): void };
  /** The bash parser: a syntax tree with substitutions, heredocs, $'…' strings and expansions as nodes. */
  readonly shell: ShellSyntax;
}

export interface CheckSetup {
  readonly meta: PluginMeta;
  /** The packs of every check this plugin consumes (meta.consumes, default its own id). */
  readonly packs: readonly LoadedPack[];
  /** Operator settings relevant to checks (trusted domains, …). */
  readonly options: Readonly<{ trustedDomains: readonly string[] }>;
  readonly host: HostToolkit;
}

export interface CheckPlugin {
  readonly meta: PluginMeta;
  create(setup: CheckSetup): CheckInstance | Promise<CheckInstance>;
}
