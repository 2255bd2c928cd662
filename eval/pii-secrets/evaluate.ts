// Measures the pii_secrets check on the generated corpus: recall, precision and redaction leak
// rate per category, through the same path the API uses (runCheck → finalizeOutcome → redact).
//
// Matching rule. Finding categories are first mapped to corpus categories (CATEGORY_SYNONYMS;
// unknown names stay as they are). A finding and a label are compatible when their categories are
// equal, or when both are credentials (api_key, access_token, private_key, password,
// connection_string): whether a tool calls a token a "key" or a "token" does not change the alert
// or the redaction. A finding MATCHES a label when they are compatible and their UTF-16 spans
// overlap (f.start < l.end && l.start < f.end); encoded values are labelled on their encoded text,
// which is the span the engine reports.
//   recall    = hard labels matched by ≥ 1 finding / hard labels          (per label category)
//   precision = findings matching ≥ 1 label / findings                    (per finding category)
//   leak      = labelled characters outside every finding span / labelled characters — exactly the
//               characters redact() copies into the redacted text (any finding redacts, whatever
//               its category).
// Soft labels (names in greetings or CSV columns, private IPs, service-account addresses,
// Message-IDs) mark values that are sensitive only by a judgement the format cannot carry: they
// count neither for recall nor against precision — a finding matching only soft labels is ignored.

import path from 'node:path';
import type { Snapshot } from '../../src/registry/registry.js';
import { runCheck } from '../../src/evaluate/run-check.js';
import { finalizeOutcome } from '../../src/evaluate/finalize.js';
import { redact } from '../../src/engine/redact.js';
import { maskValue } from '../../src/engine/mask.js';
import { generateCorpus } from './corpus.js';
import { isSecretCategory, PII_CATEGORIES, SECRET_CATEGORIES } from './formats.js';
import { readCorpusFile, type EvalDoc, type EvalLabel } from './eval-doc.js';
import { recordResults } from './results.js';

/** Finding category names other tools and packs use, mapped to the corpus's categories. */
export const CATEGORY_SYNONYMS: Readonly<Record<string, string>> = {
  email_address: 'email',
  phone_number: 'phone', telephone: 'phone', mobile_number: 'phone',
  payment_card: 'credit_card', card_number: 'credit_card', creditcard: 'credit_card',
  iban: 'bank_account', bank_account_number: 'bank_account', financial_account: 'bank_account', account_number: 'bank_account',
  tax_id: 'national_id', ssn: 'national_id', government_id: 'national_id', national_identifier: 'national_id', personal_id: 'national_id', health_id: 'national_id', id_number: 'national_id',
  passport_number: 'passport',
  ip: 'ip_address', ipv4: 'ip_address', ipv6: 'ip_address',
  crypto: 'crypto_wallet', crypto_address: 'crypto_wallet', wallet_address: 'crypto_wallet', cryptocurrency: 'crypto_wallet', crypto_wallet_address: 'crypto_wallet',
  dob: 'date_of_birth', birth_date: 'date_of_birth', birthdate: 'date_of_birth',
  postal_address: 'address', street_address: 'address', location: 'address',
  person: 'person_name', name: 'person_name', full_name: 'person_name',
  api_token: 'api_key', secret_key: 'api_key', cloud_credential: 'api_key', credential: 'api_key', credentials: 'api_key', secret: 'api_key', webhook: 'api_key', webhook_url: 'api_key',
  token: 'access_token', auth_token: 'access_token', oauth_token: 'access_token', bearer_token: 'access_token', session_token: 'access_token', jwt: 'access_token',
  ssh_key: 'private_key', cryptographic_key: 'private_key', ssh_private_key: 'private_key', pgp_private_key: 'private_key',
  passwd: 'password', hardcoded_password: 'password',
  database_url: 'connection_string', db_connection_string: 'connection_string', database_credentials: 'connection_string', credentials_in_url: 'connection_string', url_credentials: 'connection_string',
};

export const normaliseCategory = (c: string): string => CATEGORY_SYNONYMS[c] ?? c;

export function compatible(findingCategory: string, labelCategory: string): boolean {
  return findingCategory === labelCategory || (isSecretCategory(findingCategory) && isSecretCategory(labelCategory));
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }): boolean => a.start < b.end && b.start < a.end;

export interface EvalFinding {
  start: number;
  end: number;
  category: string;
  rawCategory: string;
  ruleId: string;
  type?: string;
}

export interface Tally {
  labels: number;
  detected: number;
  findings: number;
  truePositives: number;
  labelChars: number;
  leakedChars: number;
}

const emptyTally = (): Tally => ({ labels: 0, detected: 0, findings: 0, truePositives: 0, labelChars: 0, leakedChars: 0 });

export interface Miss {
  doc: EvalDoc;
  label: EvalLabel;
  /** A finding on the label's span with an incompatible category, if any. */
  confusedWith?: EvalFinding;
}

export interface FalsePositive {
  doc: EvalDoc;
  finding: EvalFinding;
  /** The hard negative it landed on, or the label of another category it overlapped. */
  on: string;
}

export interface PartialLeak {
  doc: EvalDoc;
  label: EvalLabel;
  /** The label's value with every redacted character replaced by `▒`. */
  shown: string;
}

/** One rule family (a rule pack): its findings, how many were right, and the labels it found. */
export interface FamilyTally {
  findings: number;
  truePositives: number;
  /** Hard labels matched by at least one finding of this family. */
  detected: number;
  /** Corpus categories this family's findings were reported under. */
  categories: Set<string>;
}

/** A rule's family is its pack: `pii-phone/phone-in-text` → `pii-phone`. */
export const familyOf = (ruleId: string): string => ruleId.split('/')[0] ?? ruleId;

export interface PiiSecretsReport {
  documents: number;
  byFamily: Map<string, FamilyTally>;
  byCategory: Map<string, Tally>;
  byContext: Map<string, Tally>;
  byType: Map<string, Tally>;
  overall: Tally;
  secrets: Tally;
  pii: Tally;
  misses: Miss[];
  falsePositives: FalsePositive[];
  errors: string[];
  /** Labels whose whole value was still in the redacted text (cross-check of the leak count). */
  verbatimLeaks: number;
  /** Detected labels with some characters left in the redacted text. */
  partialLeaks: PartialLeak[];
  /** Hard negatives written into the documents, and those a finding that is not a true positive overlaps, by kind. */
  negatives: Map<string, { total: number; flagged: number }>;
  ms: number;
}

function add(t: Tally, d: Partial<Tally>): void {
  for (const [k, v] of Object.entries(d) as Array<[keyof Tally, number]>) t[k] += v;
}

function bucket(map: Map<string, Tally>, key: string): Tally {
  let t = map.get(key);
  if (!t) map.set(key, (t = emptyTally()));
  return t;
}

function familyBucket(map: Map<string, FamilyTally>, key: string): FamilyTally {
  let t = map.get(key);
  if (!t) map.set(key, (t = { findings: 0, truePositives: 0, detected: 0, categories: new Set() }));
  return t;
}

/** Characters of [start, end) not covered by any of the (sorted, merged) regions. */
function uncovered(start: number, end: number, regions: ReadonlyArray<{ start: number; end: number }>): number {
  let left = end - start;
  for (const r of regions) {
    if (r.end <= start) continue;
    if (r.start >= end) break;
    left -= Math.min(end, r.end) - Math.max(start, r.start);
  }
  return left;
}

/**
 * The label's text with the characters inside a region replaced by `▒`; the rest is shown only
 * when `reveal` (generated fake values), otherwise letters and digits become `*`.
 */
function showCovered(text: string, label: { start: number; end: number }, regions: ReadonlyArray<{ start: number; end: number }>, reveal: boolean): string {
  let out = '';
  for (let i = label.start; i < label.end; i++) {
    const c = text[i]!;
    out += regions.some((r) => r.start <= i && i < r.end) ? '▒' : reveal || !/[\p{L}\p{N}]/u.test(c) ? c : '*';
  }
  return out;
}

function mergeSpans(spans: ReadonlyArray<{ start: number; end: number }>): Array<{ start: number; end: number }> {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Array<{ start: number; end: number }> = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.start < last.end) last.end = Math.max(last.end, s.end);
    else out.push({ start: s.start, end: s.end });
  }
  return out;
}

export async function runPiiSecretsEvaluation(snapshot: Snapshot, docs: readonly EvalDoc[], options: { revealLeaks?: boolean } = {}): Promise<PiiSecretsReport> {
  const loaded = snapshot.checks.get('pii_secrets');
  if (!loaded) throw new Error('check pii_secrets is not loaded');
  const started = performance.now();
  const report: PiiSecretsReport = {
    documents: docs.length, byFamily: new Map(), byCategory: new Map(), byContext: new Map(), byType: new Map(),
    overall: emptyTally(), secrets: emptyTally(), pii: emptyTally(), misses: [], falsePositives: [], errors: [], verbatimLeaks: 0, partialLeaks: [], negatives: new Map(), ms: 0,
  };
  for (const cat of [...SECRET_CATEGORIES, ...PII_CATEGORIES]) bucket(report.byCategory, cat);

  for (const original of docs) {
    // A corpus written elsewhere may name categories its own way (phone_number, iban, tax_id):
    // labels are mapped to the corpus categories exactly as findings are.
    const doc: EvalDoc = { ...original, labels: original.labels.map((l) => ({ ...l, category: normaliseCategory(l.category) })) };
    const run = await runCheck(loaded, { kind: 'text', text: doc.text }, { requestId: doc.id, timeoutMs: 10_000 });
    if (run.outcome.status !== 'ok') report.errors.push(`${doc.id}: ${run.outcome.status} (${run.outcome.reason})`);
    const fin = finalizeOutcome('pii_secrets', run.outcome, doc.text);
    const findings: EvalFinding[] = fin.spans.map((s) => {
      const f = fin.result.findings[s.index]!;
      return { start: s.start, end: s.end, rawCategory: s.category, category: normaliseCategory(s.category), ruleId: f.rule_id ?? '(no rule id)', ...(f.type ? { type: f.type } : {}) };
    });
    const regions = mergeSpans(fin.spans);
    const redacted = redact(doc.text, fin.spans).text;

    const families = (cat: string): Tally[] => [report.overall, isSecretCategory(cat) ? report.secrets : report.pii];
    for (const label of doc.labels) {
      if (label.soft) continue;
      const matching = findings.filter((f) => overlaps(f, label) && compatible(f.category, label.category));
      const hit = matching.length > 0;
      for (const family of new Set(matching.map((f) => familyOf(f.ruleId)))) familyBucket(report.byFamily, family).detected++;
      const leaked = uncovered(label.start, label.end, regions);
      const delta: Partial<Tally> = { labels: 1, detected: hit ? 1 : 0, labelChars: label.end - label.start, leakedChars: leaked };
      for (const t of [bucket(report.byCategory, label.category), bucket(report.byContext, doc.kind), bucket(report.byType, `${label.category}/${label.type}`), ...families(label.category)]) add(t, delta);
      if (leaked === label.end - label.start && !redacted.includes(label.value)) report.errors.push(`${doc.id}: leak accounting disagrees with the redacted text`);
      if (leaked === label.end - label.start) report.verbatimLeaks++;
      else if (leaked > 0) report.partialLeaks.push({ doc, label, shown: showCovered(doc.text, label, regions, options.revealLeaks ?? false) });
      if (!hit) {
        const confused = findings.find((f) => overlaps(f, label));
        report.misses.push({ doc, label, ...(confused ? { confusedWith: confused } : {}) });
      }
    }
    for (const f of findings) {
      const matched = doc.labels.filter((l) => overlaps(f, l) && compatible(f.category, l.category));
      if (matched.length > 0 && matched.every((l) => l.soft)) continue; // only soft labels: not counted
      const tp = matched.length > 0;
      const fam = familyBucket(report.byFamily, familyOf(f.ruleId));
      fam.findings++;
      if (tp) fam.truePositives++;
      fam.categories.add(f.category);
      const delta: Partial<Tally> = { findings: 1, truePositives: tp ? 1 : 0 };
      for (const t of [bucket(report.byCategory, f.category), bucket(report.byContext, doc.kind), ...families(f.category)]) add(t, delta);
      if (!tp) {
        const neg = doc.negatives.find((n) => overlaps(f, n));
        const other = doc.labels.find((l) => overlaps(f, l));
        report.falsePositives.push({ doc, finding: f, on: neg ? `negative:${neg.kind}` : other ? `label:${other.category}/${other.type}` : 'unlabelled text' });
      }
    }
    const wrong = findings.filter((f) => !doc.labels.some((l) => overlaps(f, l) && compatible(f.category, l.category)));
    for (const n of doc.negatives) {
      const kind = report.negatives.get(n.kind) ?? { total: 0, flagged: 0 };
      kind.total++;
      if (wrong.some((f) => overlaps(f, n))) kind.flagged++;
      report.negatives.set(n.kind, kind);
    }
  }
  report.ms = performance.now() - started;
  return report;
}

// ---------------------------------------------------------------------------------------------
// Printing
// ---------------------------------------------------------------------------------------------

const ratio = (n: number, d: number): string => (d === 0 ? '   –  ' : (n / d).toFixed(3).padStart(6));
const pct = (n: number, d: number): string => (d === 0 ? '    –  ' : `${((100 * n) / d).toFixed(2)}%`.padStart(7));

function row(name: string, t: Tally, width = 20): string {
  return `   ${name.padEnd(width)} ${String(t.labels).padStart(6)} ${String(t.findings).padStart(8)}   ${ratio(t.detected, t.labels)}   ${ratio(t.truePositives, t.findings)}    ${pct(t.leakedChars, t.labelChars)}`;
}

/** Text around a span on one line, every other labelled value in it replaced by asterisks. */
function snippet(doc: EvalDoc, start: number, end: number, own: string): string {
  const inLabel = (i: number): boolean => doc.labels.some((l) => l.start <= i && i < l.end);
  const side = (from: number, to: number): string => {
    let out = '';
    for (let i = from; i < to; i++) out += inLabel(i) ? '*' : doc.text[i];
    return out.replace(/\*{4,}/g, '****');
  };
  return `${side(Math.max(0, start - 32), start)}«${own}»${side(end, Math.min(doc.text.length, end + 16))}`.replace(/\s+/g, ' ').trim();
}

/** All hard negatives of the corpus, and those a wrong finding overlapped. */
export function negativeTotals(report: PiiSecretsReport): { total: number; flagged: number } {
  let total = 0;
  let flagged = 0;
  for (const k of report.negatives.values()) {
    total += k.total;
    flagged += k.flagged;
  }
  return { total, flagged };
}

export function printReport(report: PiiSecretsReport, verbose: boolean, source = 'generated corpus'): void {
  const head = `   ${'category'.padEnd(20)} ${'labels'.padStart(6)} ${'findings'.padStart(8)}   recall   precision   leak`;
  console.log(`== pii_secrets: ${report.documents} documents (${source}), ${Math.round(report.ms)} ms`);
  console.log(head);
  const cats = [...report.byCategory.entries()];
  const order = (c: string): number => {
    const i = [...SECRET_CATEGORIES, ...PII_CATEGORIES].indexOf(c as never);
    return i < 0 ? 99 : i;
  };
  cats.sort((a, b) => order(a[0]) - order(b[0]) || a[0].localeCompare(b[0]));
  for (const [cat, t] of cats) if (t.labels || t.findings) console.log(row(cat, t));
  console.log(`   ${'-'.repeat(64)}`);
  console.log(row('secrets', report.secrets));
  console.log(row('pii', report.pii));
  console.log(row('overall', report.overall));
  const o = report.overall;
  const recall = o.labels ? o.detected / o.labels : 0;
  const precision = o.findings ? o.truePositives / o.findings : 1;
  const leak = o.labelChars ? o.leakedChars / o.labelChars : 0;
  const worst = cats.filter(([, t]) => t.labels > 0).map(([c, t]) => [c, t.detected / t.labels] as const).sort((a, b) => a[1] - b[1])[0];
  const worstP = cats.filter(([, t]) => t.findings > 0).map(([c, t]) => [c, t.truePositives / t.findings] as const).sort((a, b) => a[1] - b[1])[0];
  const ok = (b: boolean): string => (b ? 'ok' : 'MISSED');
  // The quality targets of the detection work: overall recall and precision, every category's recall
  // and precision, and the share of labelled characters left in the redacted text.
  console.log(`   targets: recall ≥ 0.95 ${ok(recall >= 0.95)}, precision ≥ 0.98 ${ok(precision >= 0.98)}, no category below 0.90 ${ok((worst?.[1] ?? 1) >= 0.9 && (worstP?.[1] ?? 1) >= 0.9)}` +
    ` (lowest recall ${worst?.[0] ?? '–'} ${worst?.[1].toFixed(3) ?? ''}, lowest precision ${worstP?.[0] ?? '–'} ${worstP?.[1].toFixed(3) ?? ''}), leak ≤ 2% ${ok(leak <= 0.02)}`);
  const negatives = negativeTotals(report);
  if (negatives.total) {
    const worstKinds = [...report.negatives].filter(([, k]) => k.flagged > 0).sort((a, b) => b[1].flagged - a[1].flagged).slice(0, 6);
    console.log(`   hard negatives flagged: ${negatives.flagged} of ${negatives.total} (${pct(negatives.flagged, negatives.total).trim()}), target ≤ 1% ${ok(negatives.flagged <= 0.01 * negatives.total)}` +
      (worstKinds.length ? `; most: ${worstKinds.map(([kind, k]) => `${kind} ${k.flagged}/${k.total}`).join(', ')}` : ''));
  }
  console.log(`   ${report.verbatimLeaks} labelled values left whole in the redacted text. Match = overlapping span, same category (credentials: any credential category); leak = labelled characters left in the redacted text.`);
  if (report.errors.length) console.log(`   ${report.errors.length} check errors, e.g. ${report.errors.slice(0, 3).join('; ')}`);

  console.log(`\n   ${'context'.padEnd(20)} ${'labels'.padStart(6)} ${'findings'.padStart(8)}   recall   precision   leak`);
  for (const [ctx, t] of [...report.byContext].sort()) console.log(row(ctx, t));

  if (!verbose) return;
  console.log(`\n   ${'category/type'.padEnd(44)} labels   recall`);
  for (const [type, t] of [...report.byType].filter(([, t]) => t.detected < t.labels).sort((a, b) => a[1].detected / a[1].labels - b[1].detected / b[1].labels))
    console.log(`   ${type.padEnd(44)} ${String(t.labels).padStart(6)}   ${ratio(t.detected, t.labels)}`);

  const group = <T>(items: readonly T[], key: (x: T) => string): Array<[string, T[]]> => {
    const m = new Map<string, T[]>();
    for (const x of items) {
      const k = key(x);
      const list = m.get(k) ?? [];
      list.push(x);
      m.set(k, list);
    }
    return [...m].sort((a, b) => b[1].length - a[1].length);
  };
  console.log(`\n   missed (${report.misses.length}), by category/type and context, with one masked sample:`);
  for (const [k, list] of group(report.misses, (m) => `${m.label.category}/${m.label.type} in ${m.doc.kind}${m.label.encoding ? ` [${m.label.encoding}]` : ''}`).slice(0, 40)) {
    const m = list[0]!;
    const confused = list.filter((x) => x.confusedWith).length;
    console.log(`   ${String(list.length).padStart(4)} × ${k}${confused ? ` (${confused} reported as ${m.confusedWith?.rawCategory ?? 'another category'})` : ''}`);
    console.log(`          ${m.doc.id}: ${snippet(m.doc, m.label.start, m.label.end, maskValue(m.label.value))}`);
  }
  console.log(`\n   partly redacted (${report.partialLeaks.length}), by category/type; ▒ = redacted:`);
  for (const [k, list] of group(report.partialLeaks, (p) => `${p.label.category}/${p.label.type}`).slice(0, 20)) {
    console.log(`   ${String(list.length).padStart(4)} × ${k}`);
    for (const p of list.slice(0, 20)) console.log(`          ${p.doc.id}: ${p.shown}`);
  }
  console.log(`\n   false positives (${report.falsePositives.length}), by rule and what they hit:`);
  for (const [k, list] of group(report.falsePositives, (f) => `${f.finding.ruleId} (${f.finding.rawCategory}) on ${f.on}`).slice(0, 40)) {
    const f = list[0]!;
    const contexts = [...new Set(list.map((x) => x.doc.kind))].slice(0, 4).join(', ');
    console.log(`   ${String(list.length).padStart(4)} × ${k} — in ${contexts}`);
    console.log(`          ${f.doc.id}: ${snippet(f.doc, f.finding.start, f.finding.end, maskValue(f.doc.text.slice(f.finding.start, f.finding.end)))}`);
  }
}

/**
 * `npm run eval` entry for pii_secrets: generate the corpus (or read a labelled JSONL corpus the
 * user supplies), run it, print the tables.
 */
export async function evaluatePiiSecrets(
  snapshot: Snapshot,
  options: { verbose: boolean; corpusFile?: string; corpusName?: string; resultsFile?: string },
): Promise<PiiSecretsReport> {
  const docs = options.corpusFile ? readCorpusFile(options.corpusFile) : generateCorpus();
  // Generated values are fake and may be shown; a user's own corpus is masked like everything else.
  const report = await runPiiSecretsEvaluation(snapshot, docs, { revealLeaks: !options.corpusFile });
  const name = options.corpusName ?? (options.corpusFile ? path.basename(options.corpusFile) : 'generated corpus');
  printReport(report, options.verbose, options.corpusFile ? name : undefined);
  if (options.resultsFile) recordResults(options.resultsFile, name, snapshot.version, report);
  return report;
}
