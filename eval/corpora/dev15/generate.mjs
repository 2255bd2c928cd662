#!/usr/bin/env node
// Seeded, deterministic generator of labelled developer-artefact documents (PII + secrets).
// Usage: node generate.mjs --seed 7 --count 600 --out corpus.jsonl
import fs from 'node:fs';
import { Rng, hashSeed } from './core.mjs';
import { LANGS, LOCALE, person } from './locales.mjs';
import { SECRET_GEN, PII_GEN, NEG_KINDS, negative, email } from './values.mjs';
import { KINDS } from './kinds.mjs';

export const CATEGORIES = ['person_name', 'email', 'phone', 'address', 'date_of_birth', 'national_id', 'passport', 'bank_account', 'credit_card', 'ip_address', 'crypto_wallet', 'password', 'api_key', 'access_token', 'private_key', 'connection_string'];
const REC_FIELDS = ['email', 'phone', 'address', 'date_of_birth', 'national_id', 'passport', 'bank_account', 'credit_card', 'ip_address', 'crypto_wallet'];
const RECORD_KINDS = new Set(['sql_seed', 'csv_fixture', 'json_fixture', 'rails_fixture', 'notebook', 'postman_collection', 'openapi_spec']);
const AUTHOR_KINDS = new Set(['git_log', 'review_comment', 'readme', 'author_header', 'openapi_spec']);
const CONTACT_KINDS = new Set(['android_strings', 'ios_strings', 'i18n_json']);

function nameLabel(p, key = 'name') { return { cat: 'person_name', type: 'person_name', value: p.name, key }; }

function pickCat(rng, counts, cats) {
  const min = Math.min(...cats.map((c) => counts[c]));
  return rng.weighted(cats.map((c) => [c, Math.exp(-(counts[c] - min) / 12)]));
}
function labelFor(rng, cat, lang, p) {
  if (SECRET_GEN[cat]) return [SECRET_GEN[cat](rng)];
  p = p || person(rng, lang);
  if (cat === 'person_name') return [nameLabel(p, rng.pick(['contact_name', 'maintainer', 'owner', 'support_contact', 'customer_name']))];
  const v = PII_GEN[cat](rng, p);
  return Array.isArray(v) ? v : [v];
}

export function makeDoc(seed, i, counts) {
  const rng = new Rng(hashSeed(seed, i));
  const lang = LANGS[i % LANGS.length];
  const kinds = Object.keys(KINDS);
  const kind = kinds[(hashSeed(seed, 'k', Math.floor(i / LANGS.length)) + i) % kinds.length];
  const ctx = { rng, lang, kind, records: [], kv: [], negs: [], authors: [], inline: [] };
  ctx.mkNeg = (k) => negative(rng, k);
  ctx.mkLabel = (cat) => labelFor(rng, cat, lang)[0];
  const local = { ...counts };
  const bump = (arr) => { for (const v of arr) local[v.cat]++; return arr; };
  // records
  const nRec = RECORD_KINDS.has(kind) ? rng.int(1, 3) : rng.chance(0.3) ? 1 : 0;
  if (nRec) {
    const fields = []; const k = rng.int(2, 4);
    while (fields.length < k) { const c = pickCat(rng, local, REC_FIELDS.filter((f) => !fields.includes(f))); fields.push(c); local[c] += nRec; }
    const withName = rng.chance(0.85);
    for (let r = 0; r < nRec; r++) {
      const p = person(rng, lang); const rec = [];
      if (withName) rec.push(bump([nameLabel(p, rng.pick(['name', 'full_name', 'customer_name']))])[0]);
      for (const f of fields) rec.push(...labelFor(rng, f, lang, p).slice(0, 1).map((v) => (f === 'date_of_birth' && rng.chance(0.5) ? { ...v, value: isoDob(v, rng) } : v)));
      ctx.records.push(rec);
    }
  }
  // authors (name + email pairs)
  if (AUTHOR_KINDS.has(kind)) {
    const n = rng.int(1, 3);
    for (let a = 0; a < n; a++) { const p = person(rng, rng.chance(0.7) ? lang : rng.pick(LANGS)); const e = email(rng, p); ctx.authors.push(bump([{ ...nameLabel(p), value: rng.chance(0.3) ? p.romName : p.name }, e])); }
  }
  // key/value entries
  const nKv = rng.int(2, 5);
  for (let k = 0; k < nKv; k++) {
    const cats = CONTACT_KINDS.has(kind) && rng.chance(0.6) ? ['email', 'phone', 'address', 'person_name', 'api_key'] : CATEGORIES;
    const c = pickCat(rng, local, cats);
    const vs = labelFor(rng, c, lang);
    for (const v of vs) { if (c !== 'person_name' && !SECRET_GEN[c]) v.key = (rng.pick(['support_', 'billing_', 'admin_', 'owner_', '']) + v.key).replace(/^(\w+_)\1/, '$1'); }
    ctx.kv.push(...bump(vs));
  }
  // negatives, about as many as labels
  const nLab = ctx.kv.length + ctx.records.flat().length + ctx.authors.length * 2;
  const nNeg = Math.max(1, Math.round(nLab * (0.75 + rng.f() * 0.6)) - 1);
  for (let k = 0; k < nNeg; k++) ctx.negs.push(negative(rng, rng.pick(NEG_KINDS)));

  // unique keys per document (config formats reject duplicates)
  const used = new Set(); const norm = (k) => k.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase().replace(/[^a-z0-9]+/g, '_');
  ctx.records.forEach((rec, i) => rec.forEach((e) => used.add(norm((ctx.records.length > 1 ? `customer_${i + 1}_` : 'customer_') + e.key))));
  for (const e of [...ctx.kv, ...ctx.negs]) { let k = e.key, n = 2; while (used.has(norm(k))) k = `${e.key}_${n++}`; used.add(norm(k)); e.key = k; }
  const pieces = KINDS[kind](ctx);
  const doc = build(pieces);
  if (ctx.post?.type === 'diff') prefixDiff(doc, ctx.post.mode, rng);
  return {
    id: `dev15-s${seed}-${String(i).padStart(4, '0')}`, kind, locale: rng.pick(LOCALE[lang].locales), language: lang, text: doc.text,
    labels: doc.labels, negatives: doc.negatives,
  };
}
function isoDob(v, rng) {
  const m = v.value.match(/(\d{4})\D+(\d{1,2})\D+(\d{1,2})/) || v.value.match(/(\d{1,2})\D(\d{1,2})\D(\d{4})/);
  if (!m) return v.value;
  if (m[1].length === 4) return `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}`;
  return v.value; // keep local day-first / month-first form
}

function build(pieces) {
  const doc = { text: '', labels: [], negatives: [], mark: null };
  const walk = (p) => {
    if (p == null || p === false) return;
    if (Array.isArray(p)) { for (const q of p) walk(q); return; }
    if (typeof p === 'string') { doc.text += p; return; }
    if (p.mark) { doc.mark = doc.text.length; return; }
    const start = doc.text.length; doc.text += p.value; const end = doc.text.length;
    if (p.neg) doc.negatives.push({ start, end, kind: p.neg, value: p.value });
    else {
      const l = { start, end, category: p.cat, type: p.type, value: p.value };
      if (p.soft) l.soft = true; if (p.encoding) l.encoding = p.encoding;
      doc.labels.push(l);
    }
  };
  walk(pieces);
  return doc;
}
// Prefix every line of a diff body with +, - or space; spans are remapped; a value split over several
// lines keeps one prefix and its label value then contains the prefixes (encoding line_prefixed).
function prefixDiff(doc, mode, rng) {
  const t = doc.text; const from = doc.mark ?? 0;
  const spans = [...doc.labels, ...doc.negatives];
  const inside = (pos) => spans.some((s) => s.start < pos && pos < s.end);
  let out = t.slice(0, from); const map = new Array(t.length + 1);
  for (let i = 0; i < from; i++) map[i] = i;
  let prev = '+';
  for (let i = from; i <= t.length; i++) {
    const lineStart = i === from || t[i - 1] === '\n';
    if (lineStart && i < t.length) {
      let pre = mode === 'new' ? '+' : mode === 'removed' ? '-' : rng.pick(['+', '-', ' ', '+', '-']);
      if (inside(i)) pre = prev;
      prev = pre; out += pre;
    }
    map[i] = out.length; if (i < t.length) out += t[i];
  }
  for (const s of spans) {
    const ns = map[s.start], ne = map[s.end - 1] + 1; const nv = out.slice(ns, ne);
    if (nv !== s.value && s.category) s.encoding = s.encoding ? s.encoding + '+line_prefixed' : 'line_prefixed';
    s.start = ns; s.end = ne; s.value = nv;
  }
  doc.text = out;
}

export function generate(seed, count) {
  const counts = Object.fromEntries(CATEGORIES.map((c) => [c, 0]));
  const docs = [];
  for (let i = 0; i < count; i++) {
    const d = makeDoc(seed, i, counts);
    for (const l of d.labels) counts[l.category]++;
    docs.push(d);
  }
  return docs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const a = process.argv.slice(2); const arg = (n, d) => { const i = a.indexOf('--' + n); return i >= 0 ? a[i + 1] : d; };
  const seed = Number(arg('seed', 7)), count = Number(arg('count', 600)), out = arg('out', `corpus-s${seed}-n${count}.jsonl`);
  const t0 = Date.now();
  const docs = generate(seed, count);
  fs.writeFileSync(out, docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
  console.error(`wrote ${docs.length} documents to ${out} in ${Date.now() - t0} ms`);
}
