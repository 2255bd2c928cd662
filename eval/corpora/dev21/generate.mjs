#!/usr/bin/env node
// dev21 corpus generator: node generate.mjs --seed 7 --count 600 --out out/dev21-seed7.jsonl
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Rng } from './lib/rng.mjs';
import { LOCALES, LOCALE_IDS } from './lib/locales.mjs';
import { Ctx, ALL_CATS } from './lib/context.mjs';
import { KINDS, NEG_SETS, llmPrompt } from './lib/documents.mjs';
import { docProblems } from './lib/validate.mjs';

const args = Object.fromEntries(process.argv.slice(2).reduce((a, x, i, arr) => (x.startsWith('--') ? [...a, [x.slice(2), arr[i + 1]]] : a), []));
const seed = args.seed ?? '7', count = +(args.count ?? 600), out = args.out ?? `out/dev21-seed${seed}.jsonl`;
const rng = new Rng(seed);
const used = new Set();
const counts = Object.fromEntries(ALL_CATS.map((c) => [c, 0]));
const LANGS = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'sv', 'tr', 'ja', 'ko', 'zh', 'ar'];
const PROMPT_INNER = ['support_ticket', 'chat_codeswitch', 'email_thread', 'crm_export_csv', 'crm_export_json', 'payroll_onboarding', 'invoice', 'cv_resume', 'env_config', 'app_log', 'code_snippet', 'kyc_review'];

// choose n distinct categories from the kind's pool, favouring those furthest below an even share
function pickCats(pool, n) {
  const chosen = []; const avail = [...pool];
  while (chosen.length < n && avail.length) {
    const min = Math.min(...avail.map((c) => counts[c]));
    const c = rng.weighted(avail.map((c) => [c, 1 / Math.pow(1 + counts[c] - min, 2)]));
    chosen.push(c); avail.splice(avail.indexOf(c), 1);
  }
  return rng.shuffle(chosen);
}

const docs = []; let rejected = 0; const rejectReasons = {};
// locales rotate so that every locale gets an even share of documents
const locOrder = [];
while (locOrder.length < count) locOrder.push(...rng.shuffle(LOCALE_IDS));
for (let i = 0; i < count; i++) {
  for (let attempt = 0; ; attempt++) {
    if (attempt > 200) throw new Error('cannot build document ' + i);
    const loc = attempt < 50 ? locOrder[i] : rng.pick(LOCALE_IDS);
    let kind = rng.weighted(Object.entries(KINDS).map(([k, v]) => [k, v.w]));
    const wrap = rng.chance(0.1);
    if (wrap) kind = rng.pick(PROMPT_INNER);
    const K = KINDS[kind];
    const lang = LOCALES[loc].lang;
    let lang2 = null;
    if (K.bilingual) { do { lang2 = rng.chance(0.5) ? 'en' : rng.pick(LANGS); } while (lang2 === lang); }
    const c = new Ctx(rng, loc, used, { lang2, crossBorder: rng.chance(0.65) });
    const n = rng.weighted([[1, 8], [2, 20], [3, 32], [4, 25], [5, 15]]);
    const cats = pickCats(K.pool, n);
    if (rng.chance(0.5)) { const kinds = rng.sample(NEG_SETS[K.negs], rng.int(1, 3)); for (const nk of kinds) c.negs.push(c.neg(nk)); }
    let b;
    try { b = wrap ? llmPrompt(c, cats, kind) : K.render(c, cats); }
    catch (e) { if (e.message !== 'RETRY') throw e; for (const k of c.newly) used.delete(k); rejected++; rejectReasons.retry = (rejectReasons.retry || 0) + 1; continue; }
    const text = b.s.replace(/\n+$/, '');
    const languages = [lang, ...[...c.langs].filter((l) => l !== lang)];
    const doc = { id: `dev21-s${seed}-${String(i + 1).padStart(4, '0')}`, kind: wrap ? 'llm_prompt' : kind, ...(wrap ? { inner_kind: kind } : {}), locale: loc, language: [...new Set(languages)].join('+'), cross_border: c.xb, text, labels: b.labels, negatives: b.negs };
    const probs = docProblems(doc);
    if (probs.length) { for (const k of c.newly) used.delete(k); rejected++; const key = probs[0].replace(/[0-9@].*$/, ''); rejectReasons[key] = (rejectReasons[key] || 0) + 1; continue; }
    for (const l of doc.labels) counts[l.category]++;
    docs.push(doc); break;
  }
}
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
console.error(`wrote ${docs.length} documents to ${out} (rejected drafts: ${rejected} ${JSON.stringify(rejectReasons)})`);
