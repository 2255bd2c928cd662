// An in-memory pii_secrets pack for engine tests: each rule needs only an id and what the test
// is about; the rest gets harmless defaults.

import path from 'node:path';
import { listPackFiles, loadPackFile } from '../../src/registry/load-packs.js';
import type { LoadedPack, Rule } from '../../src/registry/plugin-api.js';
import { rulesDir } from './paths.js';

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

/** The shipped packs whose file name starts with `prefix` (e.g. 'agent-action-'), loaded as the registry loads them. */
export async function shippedPacks(prefix: string): Promise<LoadedPack[]> {
  const packs: LoadedPack[] = [];
  for (const file of await listPackFiles(rulesDir)) {
    if (!path.basename(file).startsWith(prefix)) continue;
    const r = await loadPackFile(file);
    if (r.pack) packs.push(r.pack);
  }
  return packs;
}
