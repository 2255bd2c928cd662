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
    run(input) {
      if (input.kind !== 'text') return { status: 'skipped', reason: 'pii_secrets reads text' };
      const findings = matcher.scan(input.text, { everyOccurrence: true }).map((m) => host.draftFromMatch(m));
      const verdict =
        findings.length === 0
          ? 'allow'
          : findings.some((f) => f.confidence >= HIGH_CONFIDENCE && BLOCKING_SEVERITIES.has(f.severity))
            ? 'block'
            : 'review';
      return { status: 'ok', verdict, findings };
    },
  };
}
