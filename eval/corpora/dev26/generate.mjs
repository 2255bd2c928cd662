#!/usr/bin/env node
// dev26 corpus generator: node generate.mjs --seed 7 --count 600 --out out/dev26-seed7.jsonl
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { makeRng } from './lib/rng.mjs';
import { CT, ORIGINS, HOSTS, makeCtx, makeSteer } from './lib/context.mjs';
import { KINDS } from './lib/documents.mjs';

const args = Object.fromEntries(process.argv.slice(2).reduce((a, x, i, all) => (x.startsWith('--') ? [...a, [x.slice(2), all[i + 1]]] : a), []));
const seed = args.seed ?? '7', count = Number(args.count ?? 600), out = args.out ?? `out/dev26-seed${seed}.jsonl`;
const r = makeRng(seed);
const steer = makeSteer();
const used = new Set();
const docs = [];
let attempts = 0;
const kindCount = {};

function pickKind() {
  const pairs = Object.entries(KINDS).map(([k, d]) => { const s = d.cats.reduce((a, c) => a + steer.weight(c), 0) / d.cats.length; const rep = 1 / (1 + (kindCount[k] || 0) / (count / 25)); return [k, d.w * s * s * rep]; });
  return r.weighted(pairs);
}

while (docs.length < count) {
  if (++attempts > count * 40) throw new Error('too many rejected attempts');
  const kind = pickKind();
  const origin = r.weighted(ORIGINS);
  let host; do { host = r.weighted(HOSTS); } while (host === origin);
  const negOn = r.chance(0.67);
  const ctx = makeCtx(r, steer, used, { origin, host, negOn, budget: r.int(2, 6) });
  let lang;
  try { lang = KINDS[kind].gen(ctx); } catch (e) { if (/fresh value/.test(e.message)) continue; throw e; }
  const b = ctx.b;
  const text = b.s.replace(/\n+$/, '\n');
  const nLines = text.split('\n').filter((l) => l.trim()).length;
  const hard = b.labels.filter((l) => !l.soft);
  if (hard.length < 2 || hard.length > 6 || nLines < 5 || nLines > 60) continue;
  const cats = new Set(hard.map((l) => l.category));
  if (cats.size < 2) continue;
  if (negOn && b.negs.length === 0) continue;
  steer.add(b.labels);
  kindCount[kind] = (kindCount[kind] || 0) + 1;
  docs.push({ id: `dev26-s${seed}-${String(docs.length + 1).padStart(4, '0')}`, kind, locale: CT[host].loc, language: lang, text, labels: b.labels, negatives: b.negs });
}
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
console.log(`wrote ${docs.length} documents to ${out} (${attempts} attempts)`);
