// @ts-check
// output_safety: what a model's answer could do to its reader or to downstream agents. Secrets
// and personal data leaking in the output (the pii_secrets packs), links and images that carry
// data to untrusted hosts, markup and script injection, hidden instructions, and dangerous
// commands offered to run. Hosts the operator trusts (TRUSTED_DOMAINS) are exempt from the link rules.

/** @typedef {import('../../src/registry/plugin-api.js').CheckPlugin} CheckPlugin */
/** @typedef {import('../../src/registry/plugin-api.js').FindingDraft} FindingDraft */

/** @type {CheckPlugin['meta']} */
export const meta = {
  id: 'output_safety',
  version: '1.0.0',
  apiVersion: '^1.0.0',
  input: 'text',
  description: 'Model output safety: leaked secrets and personal data, data-carrying links and images, markup injection, hidden instructions and dangerous commands.',
  consumes: ['output_safety', 'pii_secrets'],
};

const SECRET_CATEGORIES = new Set(['api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url']);

/** True when `host` is a trusted domain or a sub-domain of one. */
export function isTrusted(/** @type {string} */ host, /** @type {readonly string[]} */ trusted) {
  const h = host.toLowerCase().replace(/\.$/, '');
  return trusted.some((d) => h === d || h.endsWith(`.${d}`));
}

/** The host of the first URL inside a matched span, if any. */
function urlHost(/** @type {string} */ value) {
  const m = /(?:https?:)?\/\/([^/?#\s)"'<>]+)/i.exec(value);
  if (!m || !m[1]) return undefined;
  return m[1].replace(/^[^@]*@/, '').replace(/:\d+$/, '');
}

/**
 * True when a URL carries data: a query value or path segment long and random enough to be an
 * encoded payload rather than a page name (?d=c2Vzc2lvbj…, /p/eyJzZXNzaW9uIjo…).
 */
export function urlCarriesData(/** @type {string} */ raw) {
  let url;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  for (const value of url.searchParams.values()) if (value.length >= 8 && /[A-Za-z]/.test(value) && /\d|[+/=_-]/.test(value)) return true;
  return url.pathname.split('/').some((seg) => seg.length >= 24 && /^[A-Za-z0-9+=_%-]+$/.test(seg) && /\d/.test(seg) && /[A-Za-z]/.test(seg));
}

/** @type {CheckPlugin['create']} */
export function create({ packs, host, options }) {
  const own = host.compileRules(packs.filter((p) => p.pack.check === 'output_safety'));
  const sensitive = host.compileRules(packs.filter((p) => p.pack.check === 'pii_secrets'));
  const settings = packs.map((p) => /** @type {{ trustedDomains?: string[], thresholds?: { block?: string } } | undefined} */ (p.pack.settings)).find((s) => s?.trustedDomains);
  const trusted = [...options.trustedDomains, ...(settings?.trustedDomains ?? [])];
  return {
    run(input) {
      if (input.kind !== 'text') return { status: 'skipped', reason: 'output_safety reads text' };
      const text = input.text;
      /** @type {FindingDraft[]} */
      const findings = [];
      for (const m of own.scan(text, { keepOverlaps: true })) {
        const data = /** @type {{ checksHost?: boolean, requiresData?: boolean } | undefined} */ (m.rule.rule.data);
        const matched = text.slice(m.start, m.end);
        if (data?.checksHost) {
          const h = urlHost(matched);
          if (h && isTrusted(h, trusted)) continue;
        }
        if (data?.requiresData) {
          const url = /https?:\/\/[^\s)>]+/i.exec(matched)?.[0];
          if (!url || !urlCarriesData(url)) continue;
        }
        findings.push(host.draftFromMatch(m));
      }
      for (const m of sensitive.scan(text)) {
        const secret = SECRET_CATEGORIES.has(m.rule.rule.category);
        findings.push(
          host.draftFromMatch(m, {
            category: secret ? 'secret_leak' : 'pii_leak',
            type: m.rule.rule.type,
            reason: `${m.rule.rule.title} in the output`,
          }),
        );
      }
      const blocking = findings.some((f) => f.confidence >= 0.75 && (f.severity === 'high' || f.severity === 'critical'));
      return { status: 'ok', verdict: findings.length === 0 ? 'allow' : blocking ? 'block' : 'review', findings };
    },
  };
}
