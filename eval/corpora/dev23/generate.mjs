#!/usr/bin/env node
// dev23 corpus generator: node generate.mjs --seed 7 --count 600 --out out/dev23-seed7.jsonl
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { makeRng } from './lib/rng.mjs';
import { LANG, PERSONAL_KINDS } from './lib/lang.mjs';
import { LOCALE_IDS, WORDS } from './lib/locales.mjs';
import { CATS } from './lib/values.mjs';
import { STYLES } from './lib/render.mjs';
import { makePersonalDoc } from './lib/docs.mjs';
import { makeDevDoc, DEV_KINDS } from './lib/dev.mjs';

WORDS.LANG = LANG;
const args = Object.fromEntries(process.argv.slice(2).reduce((a, x, i, all) => (x.startsWith('--') ? [...a, [x.slice(2), all[i + 1]]] : a), []));
const seed = args.seed ?? '7'; const count = +(args.count ?? 600); const outPath = args.out ?? `out/dev23-seed${seed}.jsonl`;

const SECRET = ['api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];
const catCount = Object.fromEntries(CATS.map((c) => [c, 0])); let total = 0;
const typeCount = {}; const kindCount = {}; const locCount = Object.fromEntries(LOCALE_IDS.map((l) => [l, 0])); const styleCount = Object.fromEntries(STYLES.map((s) => [s, 0]));
const usedGlobal = new Set();
const leastUsed = (r, keys, counts) => { const m = Math.min(...keys.map((k) => counts[k] || 0)); return r.pick(keys.filter((k) => (counts[k] || 0) <= m)); };

const lines = [];
for (let i = 0; i < count; i++) {
  const base = makeRng(`dev23:${seed}:${i}`);
  const secretShare = total ? SECRET.reduce((s, c) => s + catCount[c], 0) / total : 0;
  const pDev = Math.min(0.6, Math.max(0.2, 0.36 + (SECRET.length / CATS.length - secretShare) * 3));
  const isDev = base.chance(pDev);
  const kind = isDev ? leastUsed(base, DEV_KINDS, kindCount) : leastUsed(base, PERSONAL_KINDS, kindCount);
  const loc = leastUsed(base, LOCALE_IDS, locCount);
  const style = isDev ? null : leastUsed(base, STYLES, styleCount);
  const withNeg = base.chance(0.68);
  let doc = null;
  for (let attempt = 0; attempt < 40 && !doc; attempt++) {
    const r = base.fork('a' + attempt); const local = new Set(); const localType = {};
    const ctx = {
      r, loc, style, neg: withNeg,
      used: { has: (v) => usedGlobal.has(v) || local.has(v), add: (v) => local.add(v) },
      weight: (c) => Math.max(0.004, 2 / CATS.length - (total ? catCount[c] / total : 0)) ** 2,
      pickType: (cat, types) => { const cnt = (t) => (typeCount[`${cat}/${t}`] || 0) + (localType[`${cat}/${t}`] || 0); const m = Math.min(...types.map(cnt)); const t = r.pick(types.filter((x) => cnt(x) <= m)); localType[`${cat}/${t}`] = (localType[`${cat}/${t}`] || 0) + 1; return t; },
      bump: () => {},
    };
    const res = isDev ? makeDevDoc(ctx, kind) : makePersonalDoc(ctx, kind);
    const n = res.labels.length;
    if (n < 2 || n > 6) continue;
    const nl = res.text.split('\n').length; if (nl < 5 || nl > 60) continue;
    if (withNeg && res.negatives.length === 0) continue;
    if (!withNeg && res.negatives.length > 0) continue;
    doc = res; for (const v of local) usedGlobal.add(v);
  }
  if (!doc) { i--; kindCount[kind] = (kindCount[kind] || 0) + 0.5; continue; }
  kindCount[kind] = (kindCount[kind] || 0) + 1; locCount[loc]++; if (style) styleCount[style]++;
  for (const l of doc.labels) { catCount[l.category]++; total++; typeCount[`${l.category}/${l.type}`] = (typeCount[`${l.category}/${l.type}`] || 0) + 1; }
  const id = `dev23-s${seed}-${String(i).padStart(4, '0')}`;
  const language = isDev ? doc.language : loc.split('-')[0];
  lines.push(JSON.stringify({ id, kind, locale: loc, language, rendering: isDev ? doc.wrap : style, text: doc.text, labels: doc.labels, negatives: doc.negatives }));
}
mkdirSync(dirname(outPath), { recursive: true });
writeFileSync(outPath, lines.join('\n') + '\n');
console.log(`wrote ${lines.length} documents to ${outPath}`);
