// Builds the HostToolkit handed to every plugin's create(): compiled rule sets that answer with
// plain match records, text views, decoders and helpers, bound to the host's logger. Engine
// objects stay behind this file, so the engine can change without breaking plugins.

import { parse as parseDomain } from 'tldts';
import type { Logger } from '../observability/logger.js';
import { RuleMatcher, type Match } from '../engine/matcher.js';
import type { CompiledRule } from '../engine/compile-rule.js';
import { shannonEntropy } from '../engine/entropy.js';
import { findEncodedPayloads } from '../text/decode.js';
import { textVariants } from '../text/normalize.js';
import { toOriginal } from '../text/offset-map.js';
import { activeViews, TextViews } from '../text/request-views.js';
import { decodeBase32, decodeBase64, decodeBase64Url, decodeHex, decodeHtmlEntities, decodeUtf8 } from '../text/bytes.js';
import { loadShellParser, parseCode, parseShell } from '../shell/parse-shell.js';
import { HOST_API_VERSION, type Decoders, type HostToolkit, type LoadedPack, type MatchRecord, type RulePack, type RuleSet, type ShellParser } from './plugin-api.js';
import { LazyMatcher, type MatcherCache } from './matcher-cache.js';
import { allValidated } from './validated-rules.js';
import { sharedScan } from './shared-scan.js';

/** The facts of a compiled rule that every match of it shares (built once per rule). */
interface RuleFacts {
  ruleId: string;
  id: string;
  packId: string;
  packVersion: string;
  category: string;
  type: string;
  severity: MatchRecord['severity'];
  title: string;
  tags: readonly string[];
  data: Readonly<Record<string, unknown>> | undefined;
  target: string;
}

function factsOf(rule: CompiledRule, pack: RulePack | undefined): RuleFacts {
  const r = rule.rule;
  return Object.freeze({
    ruleId: rule.fullId,
    id: r.id,
    packId: rule.packId,
    packVersion: pack?.version ?? '',
    category: r.category,
    type: r.type,
    severity: r.severity,
    title: r.title,
    tags: Object.freeze([...(r.tags ?? []), ...(pack?.tags ?? [])]),
    data: r.data === undefined ? undefined : (Object.freeze({ ...r.data }) as Readonly<Record<string, unknown>>),
    target: rule.target,
  });
}

/** A RuleSet over an engine matcher (built on first scan when `matcher` is deferred): scans return frozen plain records. */
export function ruleSetOf(matcher: RuleMatcher | LazyMatcher, packs: readonly LoadedPack[]): RuleSet {
  // The same ids, in the same order, as the compiled rules: a matcher holds every rule of its packs or throws.
  const ruleIds = Object.freeze(packs.flatMap((p) => p.pack.rules.map((r) => `${p.pack.id}/${r.id}`)));
  let built: { matcher: RuleMatcher; facts: Map<CompiledRule, RuleFacts> } | undefined;
  const build = (): NonNullable<typeof built> => {
    const m = matcher instanceof LazyMatcher ? matcher.get() : matcher;
    const byId = new Map(packs.map((p) => [p.pack.id, p.pack] as const));
    const facts = new Map<CompiledRule, RuleFacts>();
    for (const rule of m.rules) facts.set(rule, factsOf(rule, byId.get(rule.packId)));
    return { matcher: m, facts };
  };
  const record = (facts: Map<CompiledRule, RuleFacts>, m: Match, text: string): MatchRecord => {
    const f = facts.get(m.rule)!;
    const { start, end } = m;
    return {
      ...f,
      start,
      end,
      score: m.score,
      validated: m.validated,
      generic: m.generic,
      ...(m.encoding ? { encoding: m.encoding } : {}),
      ...(m.explain ? { explain: m.explain } : {}),
      value: () => text.slice(start, end),
    };
  };
  return {
    ruleIds,
    scan: (text, options) => {
      const { matcher: m, facts } = (built ??= build());
      return (sharedScan(m, text, options) ?? m.scan(text, options)).map((match) => record(facts, match, text));
    },
  };
}

const decoders: Decoders = Object.freeze({
  base64: decodeBase64,
  base64url: decodeBase64Url,
  base32: decodeBase32,
  hex: decodeHex,
  utf8: decodeUtf8,
  htmlEntities: decodeHtmlEntities,
});

const shell: ShellParser = Object.freeze({
  ready: loadShellParser,
  parse: (script: string, options?: { windows?: boolean }) => parseShell(script, options ?? {}),
  parseCode: (lang: string, code: string) => parseCode(lang, code),
});

/** eTLD+1 from the Public Suffix List (ICANN and private sections), or undefined. */
export function registrableDomain(host: string): string | undefined {
  const h = host.trim().toLowerCase().replace(/\.$/, '');
  if (!h || h.startsWith('[')) return undefined;
  const parsed = parseDomain(h, { allowPrivateDomains: true, extractHostname: false });
  if (parsed.isIp) return undefined;
  return parsed.domain ?? undefined;
}

/** The views of `text` in the request being run, or unshared ones outside a run. */
const viewsOf = (text: string): TextViews => activeViews()?.of(text) ?? new TextViews(text);

/** Encoded payloads through the request's shared views: every check's rule sets decode a text once. */
const sharedDecoder = (text: string): ReturnType<typeof findEncodedPayloads> => viewsOf(text).encodedPayloads() as ReturnType<typeof findEncodedPayloads>;

export function createHostToolkit(logger: Logger, pluginId: string, matchers?: MatcherCache): HostToolkit {
  const log = logger.child({ plugin: pluginId });
  return {
    apiVersion: HOST_API_VERSION,
    compileRules: (packs, options) => {
      const compile = (): RuleMatcher => new RuleMatcher(packs, { decoder: sharedDecoder, ...options });
      // Only the default options can be shared: a plugin's own decoder is a function nobody can key.
      // Validated packs compile when first scanned; anything else now, so a problem fails create().
      const matcher = matchers && options === undefined ? matchers.get(packs, compile, allValidated(packs)) : compile();
      return ruleSetOf(matcher, packs);
    },
    draftFromMatch: (m, overrides) => ({
      ruleId: m.ruleId,
      category: m.category,
      type: m.type,
      severity: m.severity,
      confidence: m.score,
      reason: m.title,
      start: m.start,
      end: m.end,
      validated: m.validated,
      ...(m.encoding ? { encoding: m.encoding } : {}),
      ...overrides,
    }),
    textVariants: (text) => {
      const views = activeViews();
      return views ? [...views.of(text).variants()] : textVariants(text);
    },
    normalizedText: (text) => viewsOf(text).normalized(),
    toOriginal: (view, start, end) => toOriginal(view, start, end),
    findEncodedPayloads: (text) => [...viewsOf(text).encodedPayloads()],
    hiddenCharacters: (text) => viewsOf(text).hidden(),
    decode: decoders,
    entropy: (text) => shannonEntropy(text),
    registrableDomain,
    shell,
    log: {
      warn: (msg, fields) => log.warn(fields ?? {}, msg),
      info: (msg, fields) => log.info(fields ?? {}, msg),
    },
  };
}
