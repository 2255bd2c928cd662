// @ts-check
// agent_action: a policy engine over tool calls. The call is turned into views that rules can
// read — each parsed shell command, file paths, URLs, SQL statements, the tool name — and the
// packs whose check is agent_action match them. Secrets inside the arguments are found with the
// pii_secrets packs. Which tools run shell, which argument keys hold paths or SQL, and the
// severities that block are pack settings, not code.

import { collectViews } from './views.js';

/** @typedef {import('../../src/registry/plugin-api.js').CheckPlugin} CheckPlugin */
/** @typedef {import('../../src/registry/plugin-api.js').FindingDraft} FindingDraft */

/** @type {CheckPlugin['meta']} */
export const meta = {
  id: 'agent_action',
  version: '1.0.0',
  apiVersion: '^1.0.0',
  input: 'agent_action',
  description: 'Tool calls of agents: destructive operations, privilege escalation, credential access, exfiltration, security bypass, persistence, payments and secrets in arguments.',
  consumes: ['agent_action', 'pii_secrets'],
};

const SECRET_CATEGORIES = new Set(['api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url']);

/** @type {CheckPlugin['create']} */
export function create({ packs, host }) {
  const policyPacks = packs.filter((p) => p.pack.check === 'agent_action');
  const policy = policyPacks.map((p) => p.pack.settings ?? {}).reduce((a, b) => ({ ...a, ...b }), {});
  const matcher = host.compileRules(policyPacks, {});
  const secrets = host.compileRules(packs.filter((p) => p.pack.check === 'pii_secrets'));
  const blocking = new Set(/** @type {string[] | undefined} */ (policy['blockSeverities']) ?? ['high', 'critical']);
  return {
    run(input) {
      if (input.kind !== 'agent_action') return { status: 'skipped', reason: 'agent_action reads agent_action' };
      const views = collectViews(input.action, policy);
      /** @type {FindingDraft[]} */
      const findings = [];
      const seen = new Set();
      for (const view of views) {
        for (const m of matcher.scan(view.text, { target: view.target, decode: false })) {
          const key = `${m.ruleId}|${view.text}`;
          if (seen.has(key)) continue;
          seen.add(key);
          const { start: _s, end: _e, ...draft } = host.draftFromMatch(m);
          findings.push({ ...draft, value: view.text.slice(m.start, m.end) });
        }
      }
      for (const value of views.filter((v) => v.target === 'argument_value').map((v) => v.text)) {
        for (const m of secrets.scan(value)) {
          if (!SECRET_CATEGORIES.has(m.rule.rule.category)) continue;
          findings.push({
            ruleId: m.ruleId,
            category: 'secret_in_arguments',
            type: m.rule.rule.type,
            severity: m.rule.rule.severity,
            confidence: m.score,
            reason: `${m.rule.rule.title} in the tool arguments`,
            validated: m.validated,
            value: value.slice(m.start, m.end),
          });
        }
      }
      const verdict = findings.some((f) => blocking.has(f.severity) && f.confidence >= 0.75) ? 'block' : findings.length ? 'review' : 'allow';
      return { status: 'ok', verdict, findings };
    },
  };
}
