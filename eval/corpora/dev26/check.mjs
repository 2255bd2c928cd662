#!/usr/bin/env node
// Checker for dev26 corpus files: node check.mjs out/dev26-seed7.jsonl  (exit 1 on any problem)
import { readFileSync } from 'node:fs';
import { validatorFor } from './lib/validate.mjs';

const CATS = ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet', 'date_of_birth', 'street_address', 'person_name', 'api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];
const file = process.argv[2];
if (!file) { console.error('usage: node check.mjs <file.jsonl>'); process.exit(2); }
const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
const problems = []; const warn = [];
const P = (id, msg) => problems.push(`${id}: ${msg}`);
const cat = {}, types = {}, kinds = {}, langs = {}, locales = {}, negKinds = {}, valueDocs = new Map(), typesByCat = {};
let nLabels = 0, nSoft = 0, nNeg = 0, docsWithNeg = 0, validated = 0, unvalidated = 0; const ids = new Set(); const perDoc = {};
const vendorish = new Set();
for (const [i, line] of lines.entries()) {
  let d; try { d = JSON.parse(line); } catch { P(`line ${i + 1}`, 'invalid JSON'); continue; }
  const id = d.id;
  for (const k of ['id', 'kind', 'locale', 'language', 'text']) if (typeof d[k] !== 'string' || !d[k]) P(id, `missing/invalid ${k}`);
  if (!Array.isArray(d.labels) || !Array.isArray(d.negatives)) { P(id, 'labels/negatives not arrays'); continue; }
  if (ids.has(id)) P(id, 'duplicate id'); ids.add(id);
  kinds[d.kind] = (kinds[d.kind] || 0) + 1; langs[d.language] = (langs[d.language] || 0) + 1; locales[d.locale] = (locales[d.locale] || 0) + 1;
  const nl = d.text.split('\n').filter((l) => l.trim()).length;
  if (nl < 5 || nl > 60) P(id, `non-empty line count ${nl} outside 5..60`);
  const hard = d.labels.filter((l) => !l.soft);
  if (hard.length < 2 || hard.length > 6) P(id, `${hard.length} non-soft labels (want 2..6)`);
  perDoc[hard.length] = (perDoc[hard.length] || 0) + 1;
  if (new Set(hard.map((l) => l.category)).size < 2) P(id, 'non-soft labels of a single category');
  const spans = [];
  for (const l of d.labels) {
    if (!Number.isInteger(l.start) || !Number.isInteger(l.end) || l.start < 0 || l.end <= l.start || l.end > d.text.length) { P(id, `bad offsets ${JSON.stringify(l)}`); continue; }
    if (d.text.slice(l.start, l.end) !== l.value) P(id, `label span mismatch ${l.category}: ${JSON.stringify(d.text.slice(l.start, l.end))} != ${JSON.stringify(l.value)}`);
    if (!CATS.includes(l.category)) P(id, `unknown category ${l.category}`);
    if (typeof l.type !== 'string' || !l.type) P(id, 'label without type');
    if (l.value !== l.value.trim()) P(id, `label with surrounding whitespace: ${JSON.stringify(l.value)}`);
    for (const k of Object.keys(l)) if (!['start', 'end', 'category', 'type', 'value', 'soft', 'encoding'].includes(k)) P(id, `unexpected label field ${k}`);
    if ('soft' in l && l.soft !== true) P(id, 'soft must be true when present');
    nLabels++; if (l.soft) nSoft++;
    if (!l.soft) cat[l.category] = (cat[l.category] || 0) + 1; types[l.type] = (types[l.type] || 0) + 1; (typesByCat[l.category] ||= new Set()).add(l.type);
    const v = validatorFor(l);
    if (v) { if (!v(l.value)) P(id, `check digits/format invalid for ${l.type}: ${l.value}`); else validated++; } else unvalidated++;
    const key = l.category + '|' + l.value;
    if (!valueDocs.has(key)) valueDocs.set(key, new Set()); valueDocs.get(key).add(id);
    spans.push([l.start, l.end, 'L:' + l.category]);
  }
  for (const n of d.negatives) {
    if (!Number.isInteger(n.start) || !Number.isInteger(n.end) || n.end <= n.start || n.end > d.text.length) { P(id, `bad negative offsets ${JSON.stringify(n)}`); continue; }
    if (d.text.slice(n.start, n.end) !== n.value) P(id, `negative span mismatch ${n.kind}`);
    if (typeof n.kind !== 'string' || !n.kind) P(id, 'negative without kind');
    negKinds[n.kind] = (negKinds[n.kind] || 0) + 1; nNeg++;
    spans.push([n.start, n.end, 'N:' + n.kind]);
  }
  if (d.negatives.length) docsWithNeg++;
  spans.sort((a, b) => a[0] - b[0]);
  for (let j = 1; j < spans.length; j++) if (spans[j][0] < spans[j - 1][1]) P(id, `overlap ${spans[j - 1][2]} [${spans[j - 1][0]},${spans[j - 1][1]}) with ${spans[j][2]} [${spans[j][0]},${spans[j][1]})`);
}
// repeated values across documents: names may recur by chance (common names) but not more than 3 docs; everything else at most 1 doc
for (const [key, set] of valueDocs) { const [c] = key.split('|'); const lim = c === 'person_name' ? 3 : 1; if (set.size > lim) P([...set].slice(0, 3).join(','), `value repeated in ${set.size} documents: ${key.slice(0, 80)}`); }

const out = [];
out.push(`file: ${file}`);
out.push(`documents: ${lines.length}   labels: ${nLabels} (soft ${nSoft})   negatives: ${nNeg} in ${docsWithNeg} docs (${(100 * docsWithNeg / lines.length).toFixed(1)}%)`);
out.push(`non-soft labels per doc: ${Object.entries(perDoc).sort().map(([k, v]) => `${k}:${v}`).join(' ')}`);
out.push(`check-digit/format validated labels: ${validated}   labels without a checkable scheme: ${unvalidated}`);
out.push('', 'category balance over non-soft labels (count, share, distinct types):');
let minShare = 1; const nHard = nLabels - nSoft;
for (const c of CATS) { const n = cat[c] || 0; const sh = n / nHard; minShare = Math.min(minShare, sh); out.push(`  ${c.padEnd(18)} ${String(n).padStart(5)}  ${(100 * sh).toFixed(1).padStart(5)}%  ${typesByCat[c]?.size || 0}`); if (sh < 0.035) P('balance', `category ${c} below 3.5% (${(100 * sh).toFixed(2)}%)`); }
out.push('', `kinds (${Object.keys(kinds).length}): ` + Object.entries(kinds).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}=${v}`).join(', '));
out.push('', `languages (${Object.keys(langs).length}): ` + Object.entries(langs).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}=${v}`).join(', '));
out.push('', `locales (${Object.keys(locales).length}): ` + Object.entries(locales).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}=${v}`).join(', '));
out.push('', `negative kinds (${Object.keys(negKinds).length}): ` + Object.entries(negKinds).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}=${v}`).join(', '));
const tl = (c) => [...(typesByCat[c] || [])].sort().join(' ');
out.push('', 'types per category:'); for (const c of CATS) out.push(`  ${c}: ${tl(c)}`);
out.push('', problems.length ? `PROBLEMS (${problems.length}):` : 'OK: no problems found');
for (const p of problems.slice(0, 200)) out.push('  ' + p);
console.log(out.join('\n'));
process.exit(problems.length ? 1 : 0);
