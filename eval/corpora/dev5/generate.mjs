#!/usr/bin/env node
// Independent labelled corpus ("dev5") for PII and secrets detection: long, realistic documents in
// fifteen languages with exact spans for every labelled value and the hard negatives planted near
// them. Usage: node generate.mjs --seed 7 --count 600 --out /tmp/dev5.jsonl

import fs from 'node:fs';
import { Rng } from './lib/core.mjs';
import { DECK } from './kinds/index.mjs';

function arg(name, fallback) { const i = process.argv.indexOf(name); return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback; }
const seed = Number(arg('--seed', '7'));
const count = Number(arg('--count', '600'));
const out = arg('--out', undefined);
if (!Number.isInteger(seed) || !Number.isInteger(count) || count < 1) throw new Error('--seed and --count must be integers (count ≥ 1)');

/** Every label must select its value; labels must not overlap each other or a negative. */
function check(doc) {
  const spans = [...doc.labels.map((l) => ({ ...l, what: 'label' })), ...doc.negatives.map((n) => ({ ...n, what: 'negative' }))].sort((a, b) => a.start - b.start);
  for (const s of spans) {
    if (!(s.start >= 0 && s.end > s.start && s.end <= doc.text.length)) throw new Error(`${doc.id}: span outside the text`);
    if (s.value !== undefined && doc.text.slice(s.start, s.end) !== s.value) throw new Error(`${doc.id}: ${s.what} value differs from its span`);
  }
  for (let i = 1; i < spans.length; i++) if (spans[i].start < spans[i - 1].end) throw new Error(`${doc.id}: overlapping spans ${spans[i - 1].category ?? spans[i - 1].kind} / ${spans[i].category ?? spans[i].kind}`);
}

const master = new Rng(seed);
const lines = [];
let order = [];
for (let i = 0; i < count; i++) {
  if (order.length === 0) order = master.shuffle(DECK.map((_, k) => k));
  const kind = DECK[order.pop()];
  const r = master.fork(i + 1);
  const made = kind.make(r);
  const doc = {
    id: `dev5-s${seed}-${String(i).padStart(4, '0')}`,
    kind: kind.kind,
    language: made.language,
    ...(made.locale ? { locale: made.locale } : {}),
    text: made.body.text,
    labels: made.body.labels,
    negatives: made.body.negatives,
  };
  check(doc);
  lines.push(JSON.stringify(doc));
}
const jsonl = lines.join('\n') + '\n';
if (out) fs.writeFileSync(out, jsonl); else process.stdout.write(jsonl);
