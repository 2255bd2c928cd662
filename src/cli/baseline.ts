// Baselines, as in gitleaks and detect-secrets: a file of the fingerprints of known findings, so
// a scan reports only what is new. It records rule, path and line for people reading it, and the
// fingerprint (a hash of rule, path and value); never a value, masked or not.

import fs from 'node:fs/promises';
import { Ajv } from 'ajv';
import type { FromSchema } from 'json-schema-to-ts';
import type { LocatedFinding } from '../lib/scanner.js';

export const baselineSchema = {
  type: 'object',
  required: ['version', 'findings'],
  properties: {
    version: { const: 1 },
    detector_version: { type: 'string' },
    created_at: { type: 'string' },
    findings: {
      type: 'array',
      items: {
        type: 'object',
        required: ['fingerprint'],
        properties: {
          fingerprint: { type: 'string', minLength: 1 },
          rule_id: { type: 'string' },
          path: { type: 'string' },
          line: { type: 'integer' },
          commit: { type: 'string' },
        },
      },
    },
  },
} as const;

export type Baseline = FromSchema<typeof baselineSchema>;

const validate = new Ajv({ allErrors: true, strict: false }).compile<Baseline>(baselineSchema);

export class BaselineError extends Error {
  override name = 'BaselineError';
}

/** The fingerprints a baseline file suppresses. */
export async function readBaseline(file: string): Promise<Set<string>> {
  let json: unknown;
  try {
    json = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (err) {
    throw new BaselineError(`${file}: cannot read the baseline (${(err as NodeJS.ErrnoException).code ?? 'invalid JSON'})`);
  }
  if (!validate(json)) {
    const e = validate.errors?.[0];
    throw new BaselineError(`${file}#${e?.instancePath ?? ''}: not a baseline file (${e?.message ?? 'invalid'})`);
  }
  return new Set(json.findings.map((f) => f.fingerprint));
}

export function baselineOf(findings: readonly LocatedFinding[], detectorVersion: string): Baseline {
  const seen = new Set<string>();
  const entries = findings
    .filter((f) => !seen.has(f.fingerprint) && seen.add(f.fingerprint))
    .map((f) => ({ fingerprint: f.fingerprint, ...(f.rule_id ? { rule_id: f.rule_id } : {}), path: f.path, line: f.line, ...(f.commit ? { commit: f.commit } : {}) }));
  return { version: 1, detector_version: detectorVersion, created_at: new Date().toISOString(), findings: entries };
}

export async function writeBaseline(file: string, baseline: Baseline): Promise<void> {
  await fs.writeFile(file, `${JSON.stringify(baseline, null, 2)}\n`);
}
