#!/usr/bin/env node
// Writes a labelled corpus for the pii_secrets evaluation:
//   node eval/corpora/dev7/generate.mjs --seed 7 --count 600 --out /tmp/dev7.jsonl
// One JSON document per line (eval/pii-secrets/eval-doc.ts). Every value is drawn at run time
// from a seeded generator; the same seed writes the same file.
import fs from 'node:fs';
import { Rand, childSeed } from './rand.mjs';
import { DocBuilder } from './doc.mjs';
import { pickLanguage } from './lexicon.mjs';
import * as forms from './kinds/forms.mjs';
import * as machine from './kinds/machine.mjs';
import * as prose from './kinds/prose.mjs';
import * as more from './kinds/more.mjs';
import * as extra from './kinds/extra.mjs';

const KINDS = [...Object.values(forms), ...Object.values(machine), ...Object.values(prose), ...Object.values(more), ...Object.values(extra)].filter((k) => k && typeof k.make === 'function');

function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
}

export function generate(seed, count) {
  const docs = [];
  const picker = new Rand(seed);
  for (let i = 0; i < count; i++) {
    const r = new Rand(childSeed(seed, i));
    const kind = picker.weighted(KINDS.map((k) => [k.weight, k]));
    const lang = pickLanguage(r);
    const d = new DocBuilder();
    kind.make(r, lang, d);
    docs.push(d.finish({ id: `dev7-s${seed}-${String(i).padStart(5, '0')}`, kind: kind.kind, language: lang }));
  }
  return docs;
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const seed = Number(arg('--seed', '7'));
  const count = Number(arg('--count', '600'));
  const out = arg('--out', undefined);
  const text = generate(seed, count).map((d) => JSON.stringify(d)).join('\n') + '\n';
  if (out) fs.writeFileSync(out, text);
  else process.stdout.write(text);
}
