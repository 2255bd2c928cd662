#!/usr/bin/env node
// Deterministic generator: node generate.mjs --seed S --count N --out FILE.jsonl
import fs from 'node:fs';
import { makeRng } from './rng.mjs';
import { Doc, makeCtx } from './core.mjs';
import { TEMPLATES } from './templates.mjs';
import { LANGS, localesFor } from './locales.mjs';

export const CATEGORIES = ['person_name', 'email', 'phone', 'address', 'date_of_birth', 'national_id', 'passport', 'bank_account', 'credit_card', 'ip_address', 'crypto_wallet', 'password', 'api_key', 'access_token', 'private_key', 'connection_string'];

// Document chrome that staff systems add: references, dates, versions, support lines (all hard negatives).
const FOOT = { en: ['Page', 'Printed', 'Form'], de: ['Seite', 'Gedruckt', 'Formular'], fr: ['Page', 'Imprimé le', 'Formulaire'], es: ['Página', 'Impreso', 'Formulario'], it: ['Pagina', 'Stampato il', 'Modulo'], pt: ['Página', 'Impresso em', 'Formulário'], nl: ['Pagina', 'Afgedrukt', 'Formulier'], pl: ['Strona', 'Wydrukowano', 'Formularz'], sv: ['Sida', 'Utskriven', 'Blankett'], tr: ['Sayfa', 'Basım', 'Form'], ja: ['頁', '印刷日', '様式'], zh: ['页', '打印日期', '表单'], ko: ['페이지', '출력일', '양식'], vi: ['Trang', 'In ngày', 'Mẫu'], ar: ['صفحة', 'تاريخ الطباعة', 'نموذج'], hi: ['पृष्ठ', 'मुद्रण तिथि', 'प्रपत्र'] };
function addFooter(r, c, d, t) {
  if (t.sector === 'devops') {
    if (r.chance(0.7)) d.t('\n# build ', c.nUuid(), ' commit ', c.nHash(r.pick([7, 40])), ' image ', c.nVersion(), r.chance(0.5) ? [' node ', c.nVersion()] : '', '\n');
    return;
  }
  const f = FOOT[c.lang];
  if (r.chance(0.85)) d.t('\n— ', f[1], ' ', c.nDate(), ' · ', c.nInvoice(), ' · ', f[2], ' ', c.nVersion(), ' · ', f[0], ' 1/', String(r.int(1, 3)), '\n');
  if (r.chance(0.6)) d.t(c.nBrand(), ' · ', c.nSupport(), r.chance(0.5) ? [' · ', c.nCity()] : '', '\n');
  if (r.chance(0.3)) d.t(c.nFigure(), r.pick([' Foundation', ' Award 2025', ' Stiftung', ' Prize']), '\n');
}

export function generate(seed, count) {
  const r = makeRng(seed);
  const catCount = Object.fromEntries(CATEGORIES.map((c) => [c, 0]));
  const sectors = [...new Set(TEMPLATES.map((t) => t.sector))];
  const secCount = Object.fromEntries(sectors.map((s) => [s, 0]));
  const docs = [];
  let langOrder = [];
  for (let i = 0; i < count; i++) {
    if (!langOrder.length) langOrder = r.shuffle(LANGS);
    const lang = langOrder.pop();
    const lc = r.pick(localesFor(lang));
    // Adaptive choice: usually pick the category that is furthest behind, then a template that emits it
    // (favouring the sector that is behind); otherwise pick a template of the least-served sector.
    let t;
    if (r.chance(0.55)) {
      const cat = r.weighted(CATEGORIES.map((c) => [c, Math.pow(1 / (1 + catCount[c]), 3)]));
      t = r.weighted(TEMPLATES.filter((x) => x.cats.includes(cat)).map((x) => [x, 1 / (1 + secCount[x.sector]) + 1e-9]));
    } else {
      const sec = r.weighted(sectors.map((s) => [s, Math.pow(1 / (1 + secCount[s]), 3)]));
      t = r.pick(TEMPLATES.filter((x) => x.sector === sec));
    }
    const ctx = makeCtx(r, lc); const d = new Doc();
    const kind = t.fn(ctx, d);
    addFooter(r, ctx, d, t);
    for (const l of d.labels) catCount[l.category]++;
    secCount[t.sector]++;
    docs.push({ id: `dev12-s${seed}-${String(i).padStart(4, '0')}-${t.sector}-${t.id}`, kind, locale: lc.loc, language: lang, text: d.text, labels: d.labels, negatives: d.negatives });
  }
  return docs;
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('generate.mjs')) {
  const args = Object.fromEntries(process.argv.slice(2).reduce((a, x, i, arr) => (x.startsWith('--') ? [...a, [x.slice(2), arr[i + 1]]] : a), []));
  const seed = Number(args.seed ?? 7); const count = Number(args.count ?? 600); const out = args.out || `corpus-seed${seed}.jsonl`;
  const t0 = Date.now();
  const docs = generate(seed, count);
  fs.writeFileSync(out, docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
  console.log(`wrote ${docs.length} documents to ${out} in ${Date.now() - t0} ms`);
}
