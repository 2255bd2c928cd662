#!/usr/bin/env node
// Seeded generator for the dev25 PII/secrets evaluation corpus (community organisations & their small websites).
// Usage: node generate.mjs --seed 7 --count 600 --out out/dev25-seed7.jsonl
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Rng } from './lib/rng.mjs';
import { Doc, Ctx, CATS } from './lib/doc.mjs';
import { KINDS, KIND_NAMES } from './lib/kinds.mjs';
import { LOCALES } from './lib/locales.mjs';
import { T } from './lib/lang.mjs';
import { fillerLine } from './lib/filler.mjs';

// Insert neutral lines at line boundaries that no span crosses (and not next to multi-line values).
function pad(d, kind, lang, target) {
  let lines = d.text.split('\n').length; let guard = 0; const used = new Set();
  while (lines < target && guard++ < 200) {
    const spans = [...d.labels, ...d.negatives];
    const cand = [];
    for (let i = 0; i <= d.text.length; i++) { if (i !== d.text.length && d.text[i] !== '\n') continue; const pos = i === d.text.length ? i : i + 1; if (spans.some((s) => s.start < pos && pos <= s.end)) continue; if (spans.some((s) => s.value.includes('\n') && Math.abs(s.start - pos) < 2 + 0 || (s.value.includes('\n') && Math.abs(s.end + 1 - pos) < 2))) continue; const prev = d.text.slice(0, pos); if (/(```|<<'EOF')\n$/.test(prev) && kind !== 'help_request') continue; if (kind === 'form_webhook_json' && (pos === 0 || d.text.slice(0, pos).includes('\n\n'))) continue; if (pos === 0) continue; cand.push(pos); }
    if (!cand.length) break;
    const pos = rng.pick(cand); let f = fillerLine(rng, kind, lang, d.text); for (let k = 0; k < 4 && f && used.has(f); k++) f = fillerLine(rng, kind, lang, d.text); if (f) used.add(f); let ins = f + '\n'; if (pos === d.text.length) ins = '\n' + ins.slice(0, -1);
    d.text = d.text.slice(0, pos) + ins + d.text.slice(pos);
    for (const s of [...d.labels, ...d.negatives]) if (s.start >= pos) { s.start += ins.length; s.end += ins.length; }
    lines = d.text.split('\n').length;
  }
}

const args = Object.fromEntries(process.argv.slice(2).reduce((a, x, i, arr) => (x.startsWith('--') ? [...a, [x.slice(2), arr[i + 1]]] : a), []));
const seed = Number(args.seed ?? 7), count = Number(args.count ?? 600), out = args.out ?? `out/dev25-seed${seed}.jsonl`;
const rng = new Rng(`dev25:${seed}`);

const state = {
  counts: Object.fromEntries(CATS.map((c) => [c, 0])), seen: new Set(), use: new Map(),
  weight(cat) { const tot = Object.values(this.counts).reduce((a, b) => a + b, 0); const mean = tot / CATS.length; const w = Math.pow(2, (mean - this.counts[cat]) / (mean * 0.08 + 1.5)); return Math.min(40, Math.max(0.03, w)); },
  leastUsed(list) { if (!list || !list.length) throw new Error('empty scheme list'); let best = null, bu = Infinity; for (const t of rng.shuffle(list)) { const u = this.use.get(t) || 0; if (u < bu) { bu = u; best = t; } } this.use.set(best, bu + 1); return best; },
};
const KIND_BASE = { membership_register: 1, emergency_contact_sheet: 1, group_chat_export: 1.1, trip_consent_form: 1, volunteer_application: 1, donation_receipt: 1, direct_debit_mandate: 1, treasurer_statement: 0.9, agm_minutes: 0.9, newsletter_notice: 0.9, form_export_csv: 1, form_webhook_json: 1, coach_licence_record: 0.9, incident_report: 0.8, letter: 1, cms_config: 1.1, db_dump: 1, mailing_list_export: 0.8, backup_script: 1, hosting_notes: 1, payment_settings: 1, password_sheet: 1, handover_notes: 1.1, help_request: 1.1, grant_application: 0.9, waiting_list: 0.8 };
const locales = Object.keys(LOCALES);
let locQueue = [];
const docs = [];
const kindUse = Object.fromEntries(KIND_NAMES.map((k) => [k, 0]));
for (let i = 0; i < count; i++) {
  if (!locQueue.length) locQueue = rng.shuffle(locales);
  const locale = locQueue.pop();
  let doc = null;
  for (let attempt = 0; attempt < 40 && !doc; attempt++) {
    const kind = rng.weighted(KIND_NAMES.map((k) => { const pool = KINDS[k].pool; const ws = pool.map((c) => state.weight(c)).sort((a, b) => b - a); const w = (ws[0] + ws[1]) / 2; return [k, KIND_BASE[k] * w / (1 + kindUse[k] / (i / KIND_NAMES.length + 3))]; }));
    const ctx = new Ctx(rng, locale, state); ctx.withNeg = rng.chance(0.45);
    const d = new Doc();
    try { KINDS[kind].gen(d, ctx); } catch (e) { if (/unique|empty scheme/.test(e.message)) continue; throw e; }
    let lines = d.text.replace(/\n$/, '').split('\n').length;
    d.text = d.text.replace(/\n$/, '');
    const target = rng.weighted([[rng.int(5, 9), 15], [rng.int(10, 30), 75], [rng.int(31, 45), 10]]);
    pad(d, kind, ctx.lang, Math.max(5, target));
    lines = d.text.split('\n').length;
    const hard = d.labels.filter((l) => !l.soft);
    const ncat = new Set(hard.map((l) => l.category)).size;
    if (hard.length < 2 || hard.length > 6 || ncat < 2 || lines > 60) continue;
    doc = { kind, locale, language: LOCALES[locale].lang, d };
  }
  if (!doc) throw new Error('could not generate document ' + i);
  kindUse[doc.kind]++;
  for (const l of doc.d.labels) if (!l.soft) state.counts[l.category]++;
  docs.push({ id: `dev25-s${seed}-${String(i + 1).padStart(4, '0')}`, kind: doc.kind, locale: doc.locale, language: doc.language, text: doc.d.text, labels: doc.d.labels, negatives: doc.d.negatives });
}
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, docs.map((x) => JSON.stringify(x)).join('\n') + '\n');
console.log(`wrote ${docs.length} documents to ${out}`);
