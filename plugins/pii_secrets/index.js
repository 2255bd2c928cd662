// @ts-check
// pii_secrets: personal data and secrets, from the rule packs whose `check` is pii_secrets.
// The engine does the matching (prefilter, patterns, validators, context, decoding); this plugin
// only turns matches into findings and applies the verdict policy of the API contract.

/** @typedef {import('screening-service/plugin-api').CheckPlugin} CheckPlugin */

/** @type {CheckPlugin['meta']} */
export const meta = {
  id: 'pii_secrets',
  version: '1.0.0',
  apiVersion: '^2.0.0',
  input: 'text',
  description: 'Personal data (e-mail, phone, cards, IBAN, national ids, …) and secrets (API keys, tokens, private keys, passwords, connection strings).',
  // Its span findings are what the guard redacts, and it answers the pii-secrets endpoint.
  provides: ['redaction', 'pii_secrets_endpoint'],
  // Its packs carry no settings and no rule data: anything there is a mistake.
  settingsSchema: { type: 'object', additionalProperties: false },
  dataSchema: { type: 'object', additionalProperties: false },
};

/** Confirmed (high-confidence) matches of these severities make the verdict `block` (unsafe). */
const BLOCKING_SEVERITIES = new Set(['high', 'critical']);
const HIGH_CONFIDENCE = 0.75;

/** @type {CheckPlugin['create']} */
export function create({ packs, host }) {
  const matcher = host.compileRules(packs);
  return {
    run(input, ctx) {
      if (input.kind !== 'text') return { status: 'skipped', reason: 'pii_secrets reads text' };
      /** @type {import('screening-service/plugin-api').ScanOptions['trace'] | undefined} */
      const trace = ctx?.explain ? { suppressed: [] } : undefined;
      const matches = matcher.scan(input.text, trace ? { everyOccurrence: true, trace } : { everyOccurrence: true });
      const findings = matches.map((m) => host.draftFromMatch(m));
      const blocking = findings.find((f) => f.confidence >= HIGH_CONFIDENCE && BLOCKING_SEVERITIES.has(f.severity));
      const verdict = findings.length === 0 ? 'allow' : blocking ? 'block' : 'review';
      if (!trace) return { status: 'ok', verdict, findings };
      const policy =
        verdict === 'allow'
          ? 'no findings: allow'
          : blocking
            ? `${blocking.reason} is ${blocking.severity} severity with confidence ≥ ${HIGH_CONFIDENCE}: block`
            : `no high or critical finding with confidence ≥ ${HIGH_CONFIDENCE}: review`;
      /** @type {import('screening-service/plugin-api').ExplanationDraft} */
      const explanation = { findings: matches.map((m) => m.explain), suppressed: trace.suppressed, steps: [{ step: 'verdict', detail: policy }] };
      return { status: 'ok', verdict, findings, explanation };
    },
  };
}
