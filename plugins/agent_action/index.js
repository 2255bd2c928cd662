// @ts-check
// agent_action: a policy engine over agent tool calls. The call is turned into views (views.js) —
// each parsed shell command, the files touched and how, URLs and hosts, HTTP requests, SQL
// statements, git operations, e-mail recipients, and policy facts computed from the pack settings
// and the request context (workspace escapes, unapproved uploads, protected branches, payment
// limits, denied tools) — and the rules of the packs whose check is agent_action match them.
// Secrets inside the arguments are found with the pii_secrets packs (secret categories only).
// Which severities and confidence block, which rules the production environment escalates, and
// every list the views use are pack settings, not code.

import { collectViews } from './views.js';
import { mergeSettings } from './settings.js';
import { useShellSyntax } from './shell.js';

/** @typedef {import('../../src/registry/plugin-api.js').CheckPlugin} CheckPlugin */
/** @typedef {import('../../src/registry/plugin-api.js').FindingDraft} FindingDraft */
/** @typedef {import('../../src/registry/plugin-api.js').Severity} Severity */

/** @type {CheckPlugin['meta']} */
export const meta = {
  id: 'agent_action',
  version: '2.0.0',
  apiVersion: '^1.0.0',
  input: 'agent_action',
  description:
    'Tool calls of agents: destructive operations, privilege escalation, credential access, data exfiltration, remote code execution, security bypass, persistence, payments and external messages, workspace and tool policy, and secrets in arguments.',
  consumes: ['agent_action', 'pii_secrets'],
};

const MAX_SECRET_SCAN = 1024 * 1024;
const MAX_SECRET_VALUE = 256 * 1024;
const SEVERITIES = ['low', 'medium', 'high', 'critical'];

/** @type {CheckPlugin['create']} */
export function create({ packs, host, options }) {
  useShellSyntax(host.shell);
  const policyPacks = packs.filter((p) => p.pack.check === 'agent_action');
  const settings = mergeSettings(policyPacks);
  const matcher = host.compileRules(policyPacks);
  const secretPacks = packs.filter((p) => p.pack.check === 'pii_secrets');
  const secrets = host.compileRules(secretPacks);
  const secretCategories = new Set(settings.secretCategories ?? []);
  const blocking = new Set(settings.blockSeverities ?? ['high', 'critical']);
  const blockConfidence = settings.blockConfidence ?? 0.75;
  const escalation = settings.productionEscalation ?? { severity: 'critical', confidenceBoost: 0.2, tag: 'production-sensitive' };
  /** @param {import('../../src/engine/compile-rule.js').CompiledRule} rule */
  const isSecretRule = (rule) => secretCategories.has(rule.rule.category) || rule.packId.startsWith('secrets') || (rule.rule.tags ?? []).includes('secret');

  return {
    run(input) {
      if (input.kind !== 'agent_action') return { status: 'skipped', reason: 'agent_action reads agent_action' };
      const { views, production, entries } = collectViews(input.action, settings, options);
      /** @type {Map<string, FindingDraft>} */
      const best = new Map();
      const keep = (/** @type {FindingDraft} */ f) => {
        const prior = best.get(f.ruleId);
        if (!prior || prior.confidence < f.confidence || (prior.confidence === f.confidence && SEVERITIES.indexOf(prior.severity) < SEVERITIES.indexOf(f.severity))) best.set(f.ruleId, f);
      };
      for (const view of views) {
        for (const m of matcher.scan(view.text, { target: view.target, decode: false, keepOverlaps: true })) {
          const { start: _s, end: _e, ...draft } = host.draftFromMatch(m);
          /** @type {FindingDraft} */
          let finding = { ...draft, value: view.text };
          if (production && (m.rule.rule.tags ?? []).includes(escalation.tag)) {
            const severity = /** @type {Severity} */ (SEVERITIES.indexOf(escalation.severity) > SEVERITIES.indexOf(finding.severity) ? escalation.severity : finding.severity);
            finding = { ...finding, severity, confidence: Math.min(1, finding.confidence + (escalation.confidenceBoost ?? 0)), reason: `${finding.reason} (production)` };
          }
          keep(finding);
        }
      }
      let budget = MAX_SECRET_SCAN;
      for (const e of entries) {
        if (budget <= 0) break;
        const value = e.value.slice(0, Math.min(budget, MAX_SECRET_VALUE));
        budget -= value.length;
        // Overlaps are resolved among secret rules only: a personal-data match (an e-mail-like
        // user@host) must not hide a token in the same span, and generic rules yield to specific ones.
        const found = secrets.scan(value, { keepOverlaps: true }).filter((m) => isSecretRule(m.rule));
        const specific = found.filter((m) => !m.generic);
        for (const m of found) {
          if (m.generic && specific.some((o) => o.start < m.end && m.start < o.end)) continue;
          keep({
            ruleId: m.ruleId,
            category: 'secret_in_arguments',
            type: m.rule.rule.type,
            severity: m.rule.rule.severity,
            confidence: m.score,
            reason: `${m.rule.rule.title} in the tool arguments`,
            validated: m.validated,
            value: value.slice(m.start, m.end),
            ...(m.encoding ? { encoding: m.encoding } : {}),
          });
        }
      }
      const findings = [...best.values()];
      const verdict = findings.some((f) => blocking.has(f.severity) && f.confidence >= blockConfidence) ? 'block' : findings.length ? 'review' : 'allow';
      return { status: 'ok', verdict, findings };
    },
  };
}
