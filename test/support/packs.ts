// An in-memory pii_secrets pack for engine tests: each rule needs only an id and what the test
// is about; the rest gets harmless defaults.

import type { LoadedPack, Rule } from '../../src/registry/plugin-api.js';

export function pack(rules: Array<Partial<Rule> & { id: string; pattern?: string }>): LoadedPack {
  return {
    file: '/tmp/t.json',
    hash: 'h',
    pack: {
      id: 't',
      version: '1.0.0',
      formatVersion: 1,
      check: 'pii_secrets',
      description: 'test',
      rules: rules.map((r) => ({ title: r.id, category: 'national_id', type: r.id.replace(/-/g, '_'), severity: 'high', confidence: 0.8, examples: { positive: ['x'], negative: ['y'] }, ...r }) as Rule),
    },
  };
}

/** The JSON of a one-rule pack file for registry tests: ACME tokens, `prefix` and 24 characters. */
export const acmePack = (version: string, prefix = 'ACME-', pattern = `${prefix}[A-Z0-9]{24}`) => ({
  id: 'acme',
  version,
  formatVersion: 1,
  check: 'pii_secrets',
  description: 'ACME tokens',
  rules: [
    {
      id: 'token',
      title: 'ACME token',
      category: 'api_key',
      type: 'acme_token',
      severity: 'high',
      confidence: 0.9,
      pattern,
      keywords: [prefix.toLowerCase()],
      examples: { positive: [`key ${prefix}\${ALNUM:24}`], negative: ['ACME corp'] },
    },
  ],
});
