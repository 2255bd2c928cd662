// Shared helpers for the prompt_injection tests: run the check through the real registry, read
// findings back as spans of the text, and build a registry over an edited copy of the packs.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { runTextCheck, shippedSnapshot } from '../../support/checks.js';
import { pluginsDir, rulesDir } from '../../support/paths.js';
import { Registry, type Snapshot } from '../../../src/registry/registry.js';
import { createLogger } from '../../../src/observability/logger.js';
import type { CheckResult } from '../../../src/evaluate/finalize.js';

export type PiFinding = CheckResult['findings'][number];

export async function check(text: string, snapshot?: Snapshot): Promise<CheckResult> {
  return runTextCheck('prompt_injection', text, snapshot);
}

/** The text a finding points at (UTF-16 offsets into what was sent). */
export function spanText(text: string, f: PiFinding): string {
  return text.slice(f.utf16_start ?? 0, f.utf16_end ?? 0);
}

export function ofCategory(r: CheckResult, category: string): PiFinding[] {
  return r.findings.filter((f) => f.category === category);
}

export function ofRule(r: CheckResult, ruleId: string): PiFinding[] {
  return r.findings.filter((f) => f.rule_id === ruleId);
}

export function describe(r: CheckResult): string {
  return `${r.verdict} [${r.reasons.join('; ')}] ${JSON.stringify(r.findings.map((f) => [f.rule_id, f.category, f.type, f.confidence]))}`;
}

/** The flagged verdicts: what the evaluation counts as a detection. */
export const flagged = (r: CheckResult): boolean => r.verdict !== 'allow';

/** Runs the check on each text: every attack must be flagged (review or block), every ordinary text allowed. */
export async function assertFlaggedAndAllowed(attacks: readonly string[], ordinary: readonly string[]): Promise<void> {
  for (const text of attacks) {
    const r = await check(text);
    assert.ok(flagged(r), `${text}\n${describe(r)}`);
  }
  for (const text of ordinary) {
    const r = await check(text);
    assert.is(r.verdict, 'allow', `${text}\n${describe(r)}`);
  }
}

type PackJson = { id: string; settings?: Record<string, unknown>; rules: Array<Record<string, unknown>> };

/**
 * A registry over a temporary copy of the shipped prompt-injection packs, after `edit` changed
 * them (keyed by pack id). The shipped snapshot is built first so the regex verdicts are cached.
 */
export async function snapshotWithPacks(edit: (packs: Map<string, PackJson>) => void): Promise<Snapshot> {
  await shippedSnapshot();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-rules-'));
  const packs = new Map<string, PackJson>();
  for (const file of fs.readdirSync(rulesDir).filter((f) => f.startsWith('prompt-injection-') && f.endsWith('.json'))) {
    const pack = JSON.parse(fs.readFileSync(path.join(rulesDir, file), 'utf8')) as PackJson;
    packs.set(pack.id, pack);
  }
  edit(packs);
  for (const pack of packs.values()) fs.writeFileSync(path.join(dir, `${pack.id}.json`), JSON.stringify(pack));
  const registry = new Registry({ rulesDir: dir, pluginsDir, trustedDomains: [], logger: createLogger('silent') });
  const snapshot = await registry.reload();
  fs.rmSync(dir, { recursive: true, force: true });
  const mine = snapshot.problems.filter((p) => String(p.file).includes('prompt-injection'));
  if (mine.length) throw new Error(mine.map((p) => `${p.file}#${p.path}: ${p.message}`).join('\n'));
  return snapshot;
}
