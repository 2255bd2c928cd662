// Evaluates the guard checks on their labelled datasets (eval/datasets/<check>.jsonl): detection
// rate on attacks (review or block counts as detected) and false-positive rate on benign cases,
// overall, per category and per language.

import fs from 'node:fs';
import path from 'node:path';
import type { Snapshot } from '../../src/registry/registry.js';
import type { AgentAction } from '../../src/registry/plugin-api.js';
import { runCheck } from '../../src/evaluate/run-check.js';

export interface GuardCase {
  id: string;
  text?: string;
  agent_action?: AgentAction;
  label: 'attack' | 'benign';
  category?: string | null;
  language?: string;
  source?: string;
}

export interface Rate {
  n: number;
  hits: number;
}

export interface GuardReport {
  check: string;
  attacks: Rate;
  benign: Rate;
  byCategory: Map<string, Rate>;
  byLanguage: Map<string, { attacks: Rate; benign: Rate }>;
  misses: string[];
  falseAlarms: string[];
}

export function readDataset(file: string): GuardCase[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l, i) => {
      try {
        return JSON.parse(l) as GuardCase;
      } catch {
        throw new Error(`${file}:${i + 1}: not JSON`);
      }
    });
}

const bump = (r: Rate, hit: boolean): void => {
  r.n++;
  if (hit) r.hits++;
};

export async function evaluateCheck(snapshot: Snapshot, check: string, cases: readonly GuardCase[]): Promise<GuardReport> {
  const loaded = snapshot.checks.get(check);
  if (!loaded) throw new Error(`check ${check} is not loaded`);
  const report: GuardReport = { check, attacks: { n: 0, hits: 0 }, benign: { n: 0, hits: 0 }, byCategory: new Map(), byLanguage: new Map(), misses: [], falseAlarms: [] };
  for (const c of cases) {
    const input = loaded.meta.input === 'agent_action' ? { kind: 'agent_action' as const, action: c.agent_action! } : { kind: 'text' as const, text: c.text ?? '' };
    const run = await runCheck(loaded, input, { requestId: c.id, timeoutMs: 10_000 });
    const flagged = run.outcome.status === 'ok' ? run.outcome.verdict !== 'allow' : run.outcome.status === 'error';
    const lang = c.language ?? 'en';
    const perLang = report.byLanguage.get(lang) ?? { attacks: { n: 0, hits: 0 }, benign: { n: 0, hits: 0 } };
    report.byLanguage.set(lang, perLang);
    if (c.label === 'attack') {
      bump(report.attacks, flagged);
      bump(perLang.attacks, flagged);
      const cat = c.category ?? 'unknown';
      const r = report.byCategory.get(cat) ?? { n: 0, hits: 0 };
      report.byCategory.set(cat, r);
      bump(r, flagged);
      if (!flagged) report.misses.push(c.id);
    } else {
      bump(report.benign, flagged);
      bump(perLang.benign, flagged);
      if (flagged) report.falseAlarms.push(c.id);
    }
  }
  return report;
}

/** The dataset of a check in a guard set directory (eval/datasets or an independently written set). */
export function datasetPath(dir: string, check: string): string {
  return path.join(dir, `${check}.jsonl`);
}
