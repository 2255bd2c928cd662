// @ts-check
// agent_action: a policy engine over agent tool calls. The call is turned into views (views.js) —
// each parsed shell command, the files touched and how, URLs and hosts, HTTP requests, SQL
// statements, git operations, e-mail recipients, and policy facts computed from the pack settings
// and the request context (workspace escapes, unapproved uploads, protected branches, payment
// limits, denied tools) — and the rules of the packs whose check is agent_action match them.
// Secrets inside the arguments are found with the pii_secrets packs (rules tagged "secret", or of
// a category listed in settings.secretCategories).
// Which severities and confidence block, which rules the production environment escalates, and
// every list the views use are pack settings, not code.

import { collectViews } from './views.js';
import { mergeSettings } from './settings.js';
import { dataSchema, settingsSchema } from './schema.js';

/** @typedef {import('screening-service/plugin-api').CheckPlugin} CheckPlugin */
/** @typedef {import('screening-service/plugin-api').FindingDraft} FindingDraft */
/** @typedef {import('screening-service/plugin-api').Severity} Severity */
/** @typedef {import('screening-service/plugin-api').MatchRecord} MatchRecord */
/** @typedef {import('screening-service/plugin-api').ScoreStep} ScoreStep */

/** @type {CheckPlugin['meta']} */
export const meta = {
  id: 'agent_action',
  version: '2.0.0',
  apiVersion: '^2.3.0',
  input: 'agent_action',
  description:
    'Tool calls of agents: destructive operations, privilege escalation, credential access, data exfiltration, remote code execution, security bypass, persistence, payments and external messages, workspace and tool policy, and secrets in arguments.',
  consumes: ['agent_action', 'pii_secrets'],
  settingsSchema,
  dataSchema,
};

const MAX_SECRET_SCAN = 1024 * 1024;
/** Categories of vendors' keys and tokens: found by a specific rule, they count even in a secret store. */
const VENDOR_TOKEN_CATEGORIES = new Set(['api_key', 'auth_token']);
const MAX_SECRET_VALUE = 256 * 1024;
const SEVERITIES = ['low', 'medium', 'high', 'critical'];
/** A file, stream or variable a value is read from: `@` and a path, a device file, `-`, `$NAME` or `${NAME}`. */
const VALUE_REFERENCE = /^(?:@(?:\/|\.{1,2}\/|~\/)[^\s]{0,1024}|\/dev\/(?:stdin|fd\/\d{1,3})|-|\$\{?[A-Za-z_][A-Za-z0-9_]{0,127}\}?)$/;

/** @type {CheckPlugin['create']} */
export function create({ packs, host, options }) {
  const policyPacks = packs.filter((p) => p.pack.check === 'agent_action');
  const settings = mergeSettings(policyPacks);
  const matcher = host.compileRules(policyPacks);
  const secretPacks = packs.filter((p) => p.pack.check === 'pii_secrets');
  const secrets = host.compileRules(secretPacks);
  // Sites are told apart by the Public Suffix List the host shares with every check.
  const viewOptions = { ...(options ?? {}), registrableDomain: host.registrableDomain };
  const secretCategories = new Set(settings.secretCategories ?? []);
  const blocking = new Set(settings.blockSeverities ?? ['high', 'critical']);
  const blockConfidence = settings.blockConfidence ?? 0.75;
  const escalation = settings.productionEscalation ?? { severity: 'critical', confidenceBoost: 0.2, tag: 'production-sensitive' };
  // Rules tagged for a standing fact (standing.js) do not count where that fact stands.
  const liftedBy = Object.entries(settings.liftedBy ?? {});
  const secretArgumentTags = settings.secretArgumentTags ?? [];
  /** @param {MatchRecord} m */
  const isSecretRule = (m) => secretCategories.has(m.category) || m.tags.includes('secret');
  // Only secret rules run on argument values: personal-data rules would cost most of the scan
  // and every match of theirs is dropped.
  const secretRuleIds = new Set(
    secretPacks.flatMap((p) => p.pack.rules.filter((r) => secretCategories.has(r.category) || [...(r.tags ?? []), ...(p.pack.tags ?? [])].includes('secret')).map((r) => `${p.pack.id}/${r.id}`)),
  );

  return {
    // The bash grammar loads when the first agent action needs it, not at start-up. Should the
    // load fail, parses come back `truncated` and commands are judged unparsed.
    prepare: () => host.shell.ready(),
    run(input, ctx) {
      if (input.kind !== 'agent_action') return { status: 'skipped', reason: 'agent_action reads agent_action' };
      const { views, production, entries, standing } = collectViews(input.action, settings, host.shell, viewOptions);
      const lifted = new Set(liftedBy.filter(([, facts]) => facts.some((f) => standing.has(f))).map(([tag]) => tag));
      /** @type {Map<string, FindingDraft>} */
      const best = new Map();
      /** Explain mode only: every finding weighed, with where it was found and its steps. */
      const weighed = ctx?.explain ? /** @type {Array<{ finding: FindingDraft, where: string, steps: ScoreStep[] }>} */ ([]) : undefined;
      const keep = (/** @type {FindingDraft} */ f, /** @type {string} */ where = '', /** @type {ScoreStep[]} */ steps = []) => {
        weighed?.push({ finding: f, where, steps });
        const prior = best.get(f.ruleId);
        if (!prior || prior.confidence < f.confidence || (prior.confidence === f.confidence && SEVERITIES.indexOf(prior.severity) < SEVERITIES.indexOf(f.severity))) best.set(f.ruleId, f);
      };
      for (const view of views) {
        for (const m of matcher.scan(view.text, { target: view.target, decode: false, keepOverlaps: true })) {
          if (lifted.size && m.tags.some((t) => lifted.has(t))) continue;
          // A rule tagged production-only counts only where the call names production.
          if (!production && m.tags.includes('production-only')) continue;
          const { start: _s, end: _e, ...draft } = host.draftFromMatch(m);
          /** @type {FindingDraft} */
          let finding = { ...draft, value: view.text };
          /** @type {ScoreStep[]} */
          const steps = weighed ? [{ step: 'base', detail: `rule ${m.ruleId} matched the ${view.target} view`, score: m.score }] : [];
          if (production && m.tags.includes(escalation.tag)) {
            const severity = /** @type {Severity} */ (SEVERITIES.indexOf(escalation.severity) > SEVERITIES.indexOf(finding.severity) ? escalation.severity : finding.severity);
            finding = { ...finding, severity, confidence: Math.min(1, finding.confidence + (escalation.confidenceBoost ?? 0)), reason: `${finding.reason} (production)` };
            if (weighed) steps.push({ step: 'escalation', detail: `production context: severity ${severity}`, delta: escalation.confidenceBoost ?? 0, score: finding.confidence });
          }
          keep(finding, view.target, steps);
        }
      }
      let budget = MAX_SECRET_SCAN;
      // Secrets found in the arguments carry secretArgumentTags, so that liftedBy applies to them too
      // (a password stored in the organisation's secret store is where it belongs). A vendor's token
      // (a specific rule of a key or token category) still counts: it is what a stolen credential
      // looks like, wherever it is put, unless the user's request asks to store it there.
      const secretsLifted = secretArgumentTags.some((t) => lifted.has(t));
      for (const e of entries) {
        if (budget <= 0) break;
        const value = e.value.slice(0, Math.min(budget, MAX_SECRET_VALUE));
        budget -= value.length;
        // Overlaps are resolved among secret rules only: a personal-data match (an e-mail-like
        // user@host) must not hide a token in the same span, and generic rules yield to specific ones.
        const found = secrets.scan(value, { keepOverlaps: true, only: secretRuleIds }).filter(isSecretRule);
        const specific = found.filter((m) => !m.generic);
        for (const m of found) {
          if (m.generic && specific.some((o) => o.start < m.end && m.start < o.end)) continue;
          // A value that only says where the secret is read from (`password=@/dev/stdin`, `@./db.pw`,
          // `$DB_PASSWORD`) is a reference, not the secret.
          if (m.generic && VALUE_REFERENCE.test(m.value())) continue;
          if (secretsLifted && (m.generic || !VENDOR_TOKEN_CATEGORIES.has(m.category) || standing.has('secret store requested'))) continue;
          keep({
            ruleId: m.ruleId,
            category: 'secret_in_arguments',
            type: m.type,
            severity: m.severity,
            confidence: m.score,
            reason: `${m.title} in the tool arguments`,
            validated: m.validated,
            value: m.value(),
            ...(m.encoding ? { encoding: m.encoding } : {}),
          }, 'arguments', weighed ? [{ step: 'base', detail: `rule ${m.ruleId} in the value of an argument${m.encoding ? ` after decoding ${m.encoding}` : ''}`, score: m.score }] : []);
        }
      }
      const findings = [...best.values()];
      const verdict = findings.some((f) => blocking.has(f.severity) && f.confidence >= blockConfidence) ? 'block' : findings.length ? 'review' : 'allow';
      if (!weighed) return { status: 'ok', verdict, findings };
      const kept = new Set(findings);
      const bySteps = new Map(weighed.map((w) => [w.finding, w.steps]));
      /** @type {import('screening-service/plugin-api').ExplanationDraft} */
      const explanation = {
        findings: findings.map((f) => ({ baseConfidence: bySteps.get(f)?.[0]?.score ?? f.confidence, steps: bySteps.get(f) ?? [] })),
        signals: weighed.map(({ finding: f, where, steps }) => ({
          name: f.ruleId,
          category: f.category,
          weight: f.confidence,
          counted: kept.has(f),
          detail: kept.has(f) ? `${f.reason} (${f.severity}; ${where})` : `${f.reason} (${where}; a stronger finding of the same rule counts)`,
          ...(f.value !== undefined ? { value: f.value } : {}),
          steps,
        })),
        steps: [
          { step: 'policy', detail: `block when a ${[...blocking].join(' or ')} severity finding has confidence ≥ ${blockConfidence}; review on any other finding` },
          ...(lifted.size ? [{ step: 'lifted', detail: `rules tagged ${[...lifted].join(', ')} do not count: ${liftedBy.filter(([t]) => lifted.has(t)).flatMap(([, f]) => f.filter((x) => standing.has(x))).join(', ')}` }] : []),
          { step: 'verdict', detail: `${findings.length} finding${findings.length === 1 ? '' : 's'}${production ? ' in a production context' : ''}: ${verdict}` },
        ],
      };
      return { status: 'ok', verdict, findings, explanation };
    },
  };
}
