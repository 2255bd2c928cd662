// Records one evaluation in eval/results/pii-secrets.json (one entry per corpus, replaced on each
// run), the file `npm run docs` publishes as measured quality. Numbers only: no document text.

import fs from 'node:fs';
import path from 'node:path';
import { parseQualityResults, type CorpusQuality, type QualityResults, type QualityRow } from '../../src/docs/quality.js';
import { compatible, negativeTotals, type PiiSecretsReport, type Tally } from './evaluate.js';

const round = (x: number): number => Math.round(x * 1000) / 1000;
const ratio = (n: number, d: number): number | null => (d === 0 ? null : round(n / d));

function row(t: Tally): QualityRow {
  return { labels: t.labels, findings: t.findings, recall: ratio(t.detected, t.labels), precision: ratio(t.truePositives, t.findings), leak: ratio(t.leakedChars, t.labelChars) };
}

export function toCorpusQuality(report: PiiSecretsReport, detectorVersion: string): CorpusQuality {
  const categories: Record<string, QualityRow> = {};
  for (const [cat, t] of [...report.byCategory].sort(([a], [b]) => a.localeCompare(b))) if (t.labels || t.findings) categories[cat] = row(t);
  const families: CorpusQuality['families'] = {};
  for (const [fam, f] of [...report.byFamily].sort(([a], [b]) => a.localeCompare(b))) {
    const cats = [...f.categories].sort();
    // Labels the family could have matched: those of a category compatible with one it reports.
    let labels = 0;
    for (const [cat, t] of report.byCategory) if (cats.some((c) => compatible(c, cat))) labels += t.labels;
    families[fam] = { findings: f.findings, precision: ratio(f.truePositives, f.findings), found: f.detected, share: ratio(f.detected, labels), categories: cats };
  }
  const negatives = negativeTotals(report);
  return { detectorVersion, documents: report.documents, overall: row(report.overall), categories, families, ...(negatives.total ? { hardNegatives: negatives } : {}) };
}

export function recordResults(file: string, corpus: string, detectorVersion: string, report: PiiSecretsReport): void {
  const existing: QualityResults = (fs.existsSync(file) ? parseQualityResults(fs.readFileSync(file, 'utf8')) : undefined) ?? { corpora: {} };
  existing.corpora[corpus] = toCorpusQuality(report, detectorVersion);
  const sorted: QualityResults = { corpora: Object.fromEntries(Object.entries(existing.corpora).sort(([a], [b]) => a.localeCompare(b))) };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}
