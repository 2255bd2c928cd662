#!/usr/bin/env node
// Seeded, deterministic generator of a labelled PII / secrets corpus of LLM-assistant traffic.
// Usage: node generate.mjs --seed 7 --count 600 --out corpus.jsonl
import fs from 'node:fs';
import { Rng } from './lib.mjs';
import { assemble, mapParts } from './build.mjs';
import { LANG } from './locales.mjs';
import { makePerson } from './people.mjs';
import { KINDS } from './kinds.mjs';

export function generate(seed, count) {
  const master = new Rng('master:' + seed);
  const counts = {};
  const docs = [];
  const langs = Object.entries(LANG).map(([k, v]) => [k, v.w]);
  const kinds = Object.entries(KINDS).map(([k, v]) => [k, v.w]);
  for (let i = 0; i < count; i++) {
    const r = new Rng(`${seed}:${i}:${master.int(0, 1e9)}`);
    const lang = r.weighted(langs);
    const Lg = LANG[lang];
    const cc = r.pick(Lg.cc);
    const kind = r.weighted(kinds);
    const K = KINDS[kind];
    // balance: prefer categories with the fewest labels so far (with jitter)
    const k = r.int(K.k[0], K.k[1]);
    const cats = K.allowed.map(c => [c, (counts[c] || 0) + r.next() * 25]).sort((a, b) => a[1] - b[1]).slice(0, k).map(x => x[0]);
    if (K.allowed.includes('person_name') && !cats.includes('person_name') && kind !== 'agent_trace' && r.chance(.45)) cats.push('person_name');
    const P = makePerson(r, lang, cc);
    const parts = K.make(r, { P, Lg, cats, lang, cc });
    let final = parts;
    if ((lang === 'ar' || lang === 'hi') && r.chance(.4)) { // local-script digits in some values
      const base = lang === 'ar' ? 0x660 : 0x966;
      final = mapParts(parts, (s, p) => p && ['phone', 'national_id', 'date_of_birth'].includes(p.cat) && !p.enc ? s.replace(/[0-9]/g, d => String.fromCharCode(base + +d)) : s, 'native_digits');
    }
    const { text, labels, negatives } = assemble(final);
    for (const l of labels) counts[l.category] = (counts[l.category] || 0) + 1;
    docs.push({ id: `dev17-s${seed}-${String(i).padStart(4, '0')}`, kind, locale: `${lang}-${cc}`, language: lang, text, labels, negatives });
  }
  return docs;
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop());
if (isMain) {
  const a = process.argv.slice(2); const opt = {};
  for (let i = 0; i < a.length; i += 2) opt[a[i].replace(/^--/, '')] = a[i + 1];
  const seed = opt.seed ?? '7', count = Number(opt.count ?? 600), out = opt.out ?? `corpus-s${seed}-n${count}.jsonl`;
  const t0 = Date.now();
  const docs = generate(seed, count);
  fs.writeFileSync(out, docs.map(d => JSON.stringify(d)).join('\n') + '\n');
  console.error(`wrote ${docs.length} documents to ${out} in ${Date.now() - t0} ms`);
}
