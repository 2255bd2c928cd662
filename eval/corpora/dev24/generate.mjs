#!/usr/bin/env node
// dev24 corpus generator: sector interchange records + the systems that carry them.
// Usage: node generate.mjs --seed 7 --count 600 --out out/dev24-seed7.jsonl
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Rng } from './lib/rng.mjs';
import { makeCtx, Doc, neg } from './lib/doc.mjs';
import { LOCALE_IDS, LOCALES, NOTES, PRODUCTS, ORGS } from './lib/lang.mjs';
const TAX_LOCS = LOCALE_IDS.filter(l => LOCALES[l].tax.length);
import { NEG } from './lib/negatives.mjs';
import { wallet } from './lib/secrets.mjs';
import { RECORDS } from './lib/docs-records.mjs';
import { DEV } from './lib/docs-dev.mjs';
import { EXTRA } from './lib/docs-extra.mjs';

const args = Object.fromEntries(process.argv.slice(2).reduce((a, x, i, arr) => (x.startsWith('--') ? [...a, [x.slice(2), arr[i + 1]]] : a), []));
const seed = args.seed ?? '7', count = +(args.count ?? 600), out = args.out ?? `out/dev24-seed${seed}.jsonl`;
export const KINDS = { ...RECORDS, ...DEV, ...EXTRA };
const CATS = ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet', 'date_of_birth', 'street_address', 'person_name', 'api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];

const rng = new Rng(`dev24:${seed}`);
const catCount = Object.fromEntries(CATS.map(c => [c, 0]));
const kindCount = Object.fromEntries(Object.keys(KINDS).map(k => [k, 0]));
const seen = new Set();

// Category balancing: each kind's label output per category is learned online (running mean);
// the next kind is drawn with a weight that favours kinds whose expected output fills the
// categories currently furthest below an equal share.
const kindOut = Object.fromEntries(Object.entries(KINDS).map(([k, K]) => [k, Object.fromEntries(K.cats.map(c => [c, 1]))]));
function pickKind(r) {
  if (r.chance(0.3)) return r.weighted(Object.keys(KINDS).map(k => [k, 1 / (1 + kindCount[k]) ** 2]));
  const total = Object.values(catCount).reduce((a, b) => a + b, 0) + CATS.length;
  const wcat = Object.fromEntries(CATS.map(c => [c, Math.min(25, ((total / CATS.length) / (catCount[c] + 1)) ** 2)]));
  const pairs = Object.entries(KINDS).map(([k]) => { const E = kindOut[k]; const sum = Object.values(E).reduce((a, b) => a + b, 0) || 1; const s = Object.entries(E).reduce((a, [c, n]) => a + n * wcat[c], 0) / sum; return [k, s ** 6 + 0.01 / (1 + kindCount[k])]; });
  return r.weighted(pairs);
}
function learn(kind, labels) { const E = kindOut[kind]; const n = kindCount[kind]; const cur = {}; for (const l of labels) cur[l.category] = (cur[l.category] || 0) + 1; for (const c of new Set([...Object.keys(E), ...Object.keys(cur)])) E[c] = ((E[c] || 0) * n + (cur[c] || 0)) / (n + 1); }

const NOTE_PROB = 0.36;
const EXTRA_PHRASE = { en: ' Also on file: ', de: ' Außerdem hinterlegt: ', fr: ' Également au dossier : ', es: ' También en el expediente: ', it: ' Inoltre in archivio: ', nl: ' Ook bekend: ', pl: ' Dodatkowo w aktach: ', pt: ' Também no processo: ', sv: ' Även registrerat: ', fi: ' Lisäksi tiedoissa: ', no: ' Også registrert: ', tr: ' Ayrıca kayıtlı: ', ru: ' Также в деле: ', el: ' Επίσης στον φάκελο: ', ar: ' مسجل أيضاً: ', ja: 'その他の登録情報：', zh: '另有记录：', ko: ' 추가 등록 정보: ' };
function addNote(c, rec, idx) {
  const r = c.r; const tpls = NOTES[c.lang] || NOTES.en; const tpl = r.pick(tpls);
  const usable = rec.labels.filter(l => !/\n/.test(l.value) && l.value.length < 90 && !l.encoding);
  const names = usable.filter(l => l.category === 'person_name');
  const vals = usable.filter(l => l.category !== 'person_name' && l.category !== 'date_of_birth');
  const nameL = names.length ? r.pick(names) : null; const valL = vals.length ? r.pick(vals) : (usable.length ? r.pick(usable) : null);
  const d = new Doc(); let s = tpl; const re = /\{(\w+)\}|\[\[(\w+):([^\]]+)\]\]/g; let m, last = 0;
  while ((m = re.exec(s))) { d.push(s.slice(last, m.index)); last = re.lastIndex;
    if (m[2]) { d.push(neg(m[2], m[3])); continue; }
    switch (m[1]) {
      case 'name': if (r.chance(0.6)) d.push(c.negk(r.pick(['record_id', 'case_number', 'employee_id']))); else if (nameL) d.push({ c: 'person_name', t: nameL.type, v: nameL.value }); else { const p = c.person(); d.push(c.name(p, 'full')); } break;
      case 'val': if (valL) d.push({ c: valL.category, t: valL.type, v: valL.value, ...(valL.soft ? { soft: true } : {}) }); else d.push(c.negk('order_number')); break;
      case 'org': d.push(neg('company_name', r.pick(ORGS[c.lang] || ORGS.en))); break;
      case 'ticket': d.push(c.negk('ticket_number')); break;
      case 'date': d.push(c.negk('service_date')); break;
      case 'product': d.push(neg('product_name', r.pick(PRODUCTS))); break;
    } }
  d.push(s.slice(last));
  // optionally one more value quoted by the writer, from the category furthest below its share
  const distinct = new Set(rec.labels.map(l => l.category + l.value)).size;
  if (distinct < 6 && r.chance(0.7)) {
    const p = c.person(); const gens = { tax_id: () => c.tax(c.person(LOCALES[r.pick(TAX_LOCS)])), passport_number: () => c.pass(p), credit_card: () => c.card(p), national_id: () => c.nid(p), bank_account: () => c.localBank(), crypto_wallet: () => wallet(r), iban: () => c.iban(p) };
    const cat = Object.keys(gens).sort((a, b) => catCount[a] - catCount[b])[r.int(0, 1)]; const v = gens[cat]() || gens.passport_number();
    d.push(EXTRA_PHRASE[c.lang] || EXTRA_PHRASE.en); d.push(v); d.push(c.lang === 'ja' || c.lang === 'zh' ? '。' : '.');
  }
  const out = new Doc();
  if (r.chance(0.6)) { out.append(d); out.push(r.pick(['\n\n```\n', '\n\n', '\n--- quoted record ---\n'])); out.append(rec); if (out.s.includes('```')) out.push('\n```'); }
  else { out.append(rec); out.push(r.pick(['\n\n# note: ', '\n\n---\n', '\n\n> '])); out.append(d); }
  return out;
}

// label every further standalone occurrence of a labelled value (same category and type)
function labelAllOccurrences(d) {
  const spans = () => [...d.labels, ...d.negatives];
  for (const l of [...d.labels]) { if (l.value.length < 5) continue; let i = -1;
    while ((i = d.s.indexOf(l.value, i + 1)) >= 0) { const pre = d.s[i - 1] || ' ', post = d.s[i + l.value.length] || ' ';
      if (/[\p{L}\p{N}]/u.test(pre) || /[\p{L}\p{N}]/u.test(post)) continue; const e = i + l.value.length;
      if (spans().some(o => o.start < e && o.end > i)) continue;
      const n = { start: i, end: e, category: l.category, type: l.type, value: l.value }; if (l.soft) n.soft = true; if (l.encoding) n.encoding = l.encoding; d.labels.push(n); } }
}
const docs = []; let humanCount = 0;
let guard = 0;
while (docs.length < count && guard++ < count * 20) {
  const idx = docs.length; const r = rng; const kind = pickKind(r); const K = KINDS[kind];
  const locId = r.pick(K.locales || LOCALE_IDS); const c = makeCtx(r, locId);
  let d = K.fn(c); let human = false;
  if (r.chance(NOTE_PROB)) { d = addNote(c, d, idx); human = true; }
  labelAllOccurrences(d);
  const distinct = new Set(d.labels.map(l => l.category + '\u0000' + l.value));
  if (distinct.size < 2 || distinct.size > 6) continue; // keep 2..6 distinct labelled values per document
  if (d.labels.some(l => seen.has(l.category + '\u0000' + l.value) && l.category !== 'person_name')) continue; // no value reused across documents
  d.labels.forEach(l => seen.add(l.category + '\u0000' + l.value));
  if (human) humanCount++;
  learn(kind, d.labels); kindCount[kind]++; for (const l of d.labels) catCount[l.category]++;
  const byStart = (a, b) => a.start - b.start;
  docs.push({ id: `dev24-s${seed}-${String(idx + 1).padStart(4, '0')}`, kind, locale: locId, language: c.lang, text: d.s, labels: d.labels.sort(byStart), negatives: d.negatives.sort(byStart) });
}
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, docs.map(x => JSON.stringify(x)).join('\n') + '\n');
console.log(`wrote ${docs.length} documents to ${out} (${docs.filter(x => x.h).length || humanCount} with a human-written part)`);
