#!/usr/bin/env node
// Seeded generator of labelled synthetic travel / transport / logistics documents (dev28).
// Usage: node generate.mjs --seed 7 --count 600 --out out/dev28-seed7.jsonl
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Rng } from './lib/util.mjs';
import { LOCALES } from './lib/locales.mjs';
import { Ctx } from './lib/ctx.mjs';
import { TEMPLATES } from './lib/templates.mjs';

export const CATEGORIES = ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet', 'date_of_birth', 'street_address', 'person_name', 'api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];

const args = Object.fromEntries(process.argv.slice(2).reduce((a, x, i, arr) => (x.startsWith('--') ? a.concat([[x.slice(2), arr[i + 1]]]) : a), []));
const seed = Number(args.seed ?? 7), count = Number(args.count ?? 600), out = args.out || `out/dev28-seed${seed}.jsonl`;

const master = new Rng(seed * 1000003 + 28);
const catCount = Object.fromEntries(CATEGORIES.map(c => [c, 0])); let total = 0;
const kindCount = {}; const valueDocs = new Map();
const TARGET_PERSON = 0.17; const TARGET_OTHER = (1 - TARGET_PERSON) / (CATEGORIES.length - 1);
const target = c => (c === 'person_name' ? TARGET_PERSON : TARGET_OTHER);
function deficits() { const T = Math.max(total, 30); return CATEGORIES.map(c => [c, target(c) * T - catCount[c]]).sort((a, b) => b[1] - a[1]); }
let topSet = new Set();
let overSet = new Set();
const want = (cat, r) => (topSet.has(cat) ? r.chance(0.9) : overSet.has(cat) ? r.chance(0.06) : r.chance(0.35));

function validDoc(d) {
  const lines = d.t.split('\n').length - (d.t.endsWith('\n') ? 1 : 0);
  if (lines < 5 || lines > 60) return 'lines';
  if (/[\ud800-\udfff]/.test(d.t)) return 'astral';
  const hv = d.hardValues(); if (hv.size < 2 || hv.size > 6) return 'distinct';
  if (d.hardCats().size < 2) return 'cats';
  for (const v of hv) if ((valueDocs.get(v) || 0) >= 2) return 'reuse';
  const spans = [...d.labels, ...d.negs].sort((a, b) => a.start - b.start);
  for (let i = 1; i < spans.length; i++) if (spans[i].start < spans[i - 1].end) return 'overlap';
  for (const l of [...d.labels, ...d.negs]) if (d.t.slice(l.start, l.end) !== l.value || l.value.trim() !== l.value || !l.value) return 'slice';
  return null;
}

const docs = []; const rejects = {};
for (let i = 0; i < count; i++) {
  const rd = master.fork('doc' + i);
  const def = deficits(); topSet = new Set(def.slice(0, 9).map(x => x[0])); overSet = new Set(def.filter(x => x[1] < 0).map(x => x[0]));
  let made = null;
  for (let tries = 0; tries < 12 && !made; tries++) {
    // template choice: often driven by the most under-represented category, else spread over kinds
    let pool = TEMPLATES; const spread = tries === 0 && rd.chance(0.13);
    if (!spread && tries < 6) { const focus = rd.chance(0.6) ? def[0][0] : rd.pick(def.slice(0, 4))[0]; const f = TEMPLATES.filter(t => t.cats.includes(focus)); if (f.length) pool = f; }
    const avg = (i + 1) / TEMPLATES.length;
    const tpl = rd.wpick(pool.map(t => [t, spread ? 1 / (1 + (kindCount[t.kind] || 0)) ** 2 : 1 / (1 + Math.max(0, (kindCount[t.kind] || 0) - avg) * 0.8)]));
    const loc = rd.pick(LOCALES);
    for (let a = 0; a < 8; a++) {
      const c = new Ctx(rd.fork(`t${tries}a${a}`), loc, tpl.kind, want);
      tpl.fn(c);
      let why = validDoc(c.d);
      // sampling bias: prefer drafts whose labels are not dominated by already over-represented categories
      if (!why && !spread && a < 6) { const hl = c.d.labels.filter(l => !l.soft); const over = hl.filter(l => overSet.has(l.category)).length / hl.length; if (over > 0.5 && rd.chance(0.7)) why = 'balance'; }
      if (!why) { made = { c, tpl, loc }; break; }
      rejects[why] = (rejects[why] || 0) + 1;
    }
  }
  if (!made) throw new Error('could not generate document ' + i);
  const { c, tpl, loc } = made; const d = c.d;
  for (const l of d.labels) if (!l.soft) { catCount[l.category]++; total++; }
  for (const v of d.hardValues()) valueDocs.set(v, (valueDocs.get(v) || 0) + 1);
  kindCount[tpl.kind] = (kindCount[tpl.kind] || 0) + 1;
  const labels = d.labels.map(l => { const o = { start: l.start, end: l.end, category: l.category, type: l.type, value: l.value }; if (l.soft) o.soft = true; if (l.encoding) o.encoding = l.encoding; return o; });
  const negatives = d.negs.map(n => ({ start: n.start, end: n.end, kind: n.kind, value: n.value }));
  docs.push({ id: `dev28-s${seed}-${String(i + 1).padStart(4, '0')}`, kind: tpl.kind, locale: loc.code, language: c.language, text: d.t, labels, negatives });
}
mkdirSync(dirname(out) || '.', { recursive: true });
writeFileSync(out, docs.map(x => JSON.stringify(x)).join('\n') + '\n');
process.stderr.write(`wrote ${docs.length} documents to ${out}; retries: ${JSON.stringify(rejects)}\n`);
