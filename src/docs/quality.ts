// Measured quality per category and per rule family, as `npm run eval` records it in
// eval/results/pii-secrets.json and `npm run docs` publishes it in docs/rules.md: users see
// which detections to trust, measured on the project's corpora rather than claimed.

/** Counts and rates of one row. Rates are null where nothing was there to measure. */
export interface QualityRow {
  labels: number;
  findings: number;
  recall: number | null;
  precision: number | null;
  /** Labelled characters left in the redacted text / labelled characters. */
  leak: number | null;
}

export interface FamilyRow {
  findings: number;
  precision: number | null;
  /** Labels this family's findings matched. */
  found: number;
  /** found / labels of the categories the family reports (other families may find the rest). */
  share: number | null;
  categories: string[];
}

export interface CorpusQuality {
  detectorVersion: string;
  documents: number;
  overall: QualityRow;
  categories: Record<string, QualityRow>;
  families: Record<string, FamilyRow>;
  /** The corpus's hard negatives (look-alikes listed as not to report) and how many a wrong finding overlapped. */
  hardNegatives?: { total: number; flagged: number };
}

export interface QualityResults {
  /** Keyed by corpus name: "generated corpus" or the file name given to --corpus. */
  corpora: Record<string, CorpusQuality>;
}

export const RESULTS_FILE = 'eval/results/pii-secrets.json';

const rate = (r: number | null): string => (r === null ? '–' : r.toFixed(3));
const pct = (r: number | null): string => (r === null ? '–' : `${(100 * r).toFixed(2)}%`);

/** Parses the results file; anything else than the expected shape reads as no results. */
export function parseQualityResults(json: string): QualityResults | undefined {
  try {
    const data = JSON.parse(json) as Partial<QualityResults>;
    return data && typeof data.corpora === 'object' && data.corpora !== null ? (data as QualityResults) : undefined;
  } catch {
    return undefined;
  }
}

/** The "Measured quality" section of docs/rules.md. */
export function renderQuality(results: QualityResults | undefined): string[] {
  const out: string[] = ['## Measured quality (pii_secrets)', ''];
  const corpora = Object.entries(results?.corpora ?? {}).sort(([a], [b]) => a.localeCompare(b));
  if (corpora.length === 0) {
    out.push('No evaluation results recorded yet: run `npm run eval` (and `npm run eval -- --corpus FILE.jsonl`), then `npm run docs`.', '');
    return out;
  }
  out.push(
    'Recall, precision and redaction leak measured by `npm run eval` on each corpus below (recorded in',
    `\`${RESULTS_FILE}\`). A finding matches a label when their spans overlap and their categories agree`,
    '(credential categories count as one). Per rule family (rule pack): precision of its findings, and how',
    "many labels of its categories it found (share; other packs may find the rest). The generated corpus is",
    'written from the same formats as the packs and saturates; corpora written independently are the',
    'better guide.',
    '',
  );
  for (const [name, c] of corpora) {
    out.push(`### ${name}`, '', `${c.documents} documents, detector_version \`${c.detectorVersion}\`.`, '');
    out.push('| category | labels | findings | recall | precision | leak |', '|---|---|---|---|---|---|');
    for (const [cat, r] of Object.entries(c.categories).sort(([a], [b]) => a.localeCompare(b)))
      if (r.labels || r.findings) out.push(`| \`${cat}\` | ${r.labels} | ${r.findings} | ${rate(r.recall)} | ${rate(r.precision)} | ${pct(r.leak)} |`);
    const o = c.overall;
    out.push(`| **overall** | ${o.labels} | ${o.findings} | ${rate(o.recall)} | ${rate(o.precision)} | ${pct(o.leak)} |`, '');
    const n = c.hardNegatives;
    if (n?.total) out.push(`Hard negatives flagged: ${n.flagged} of ${n.total} (${pct(n.flagged / n.total)}).`, '');
    out.push('| rule family | categories | findings | precision | labels found | share of category labels |', '|---|---|---|---|---|---|');
    for (const [fam, f] of Object.entries(c.families).sort(([a], [b]) => a.localeCompare(b)))
      out.push(`| \`${fam}\` | ${f.categories.map((x) => `\`${x}\``).join(', ')} | ${f.findings} | ${rate(f.precision)} | ${f.found} | ${rate(f.share)} |`);
    out.push('');
  }
  return out;
}
