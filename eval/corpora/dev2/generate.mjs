#!/usr/bin/env node
// Independent labelled corpus "dev2" for PII and secrets detection.
//
//   node eval/corpora/dev2/generate.mjs --seed 7 --count 600 --out /tmp/dev2.jsonl
//
// Writes one JSON document a line in the eval corpus format: text, labels (exact UTF-16 spans,
// category, type, value; soft for judgement calls) and negatives (look-alikes that must not be
// reported). Every value is drawn at run time from the seeded generator; nothing is real.

import fs from 'node:fs';
import { makeRng } from './text.mjs';
import { helpers } from './ctx.mjs';
import { BUSINESS } from './kinds-business.mjs';
import { DATA } from './kinds-data.mjs';
import { CONFIG } from './kinds-config.mjs';
import { CODE } from './kinds-code.mjs';
import { MISC, MORE } from './kinds-misc.mjs';

export const KINDS = { ...BUSINESS, ...DATA, ...CONFIG, ...CODE, ...MISC, ...MORE };

function parseArgs(argv) {
  const args = { seed: 7, count: 600, out: null };
  for (let i = 0; i < argv.length; i++) {
    const [k, v] = [argv[i], argv[i + 1]];
    if (k === '--seed') (args.seed = Number(v)), i++;
    else if (k === '--count') (args.count = Number(v)), i++;
    else if (k === '--out') (args.out = v), i++;
    else throw new Error(`unknown argument ${k} (use --seed N --count N --out FILE)`);
  }
  if (!Number.isInteger(args.seed) || !Number.isInteger(args.count) || args.count < 0) throw new Error('--seed and --count take integers');
  return args;
}

/** Builds one part of kind `name` (used by bundles to nest other kinds). */
function makeKind(name, r, lang = 'en') {
  const h = helpers(r, lang);
  return KINDS[name].make(h, (k, rr) => makeKind(k, rr, 'en'));
}

/**
 * Draws kinds from a shuffled deck holding each kind `weight` times, reshuffled when empty:
 * the mix follows the weights closely even in small corpora.
 */
function kindDeck(r) {
  const cards = Object.keys(KINDS).flatMap((k) => Array(KINDS[k].weight).fill(k));
  let deck = [];
  return () => {
    if (deck.length === 0) deck = r.shuffle(cards);
    return deck.pop();
  };
}

export function generate(seed, count) {
  const r = makeRng(seed);
  const docs = [];
  const nextKind = kindDeck(r);
  for (let i = 0; i < count; i++) {
    const kind = nextKind();
    const langs = KINDS[kind].langs;
    const lang = r.pick(langs);
    const h = helpers(r, lang);
    const f = KINDS[kind].make(h, (k, rr) => makeKind(k, rr, 'en'));
    const doc = { id: `dev2-${seed}-${String(i).padStart(4, '0')}-${kind}`, kind, language: lang, locale: h.locale, text: f.text, labels: f.labels, negatives: f.negatives };
    check(doc);
    docs.push(doc);
  }
  return docs;
}

/** Refuses to write a document whose spans do not select their values. */
function check(doc) {
  for (const l of doc.labels) {
    if (l.end <= l.start || doc.text.slice(l.start, l.end) !== l.value) throw new Error(`${doc.id}: label ${l.category} does not select its value`);
  }
  for (const n of doc.negatives) {
    if (n.end <= n.start || doc.text.slice(n.start, n.end) !== n.value) throw new Error(`${doc.id}: negative ${n.kind} does not select its value`);
  }
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${fs.realpathSync(process.argv[1])}`).href;
if (isMain) {
  const args = parseArgs(process.argv.slice(2));
  const out = generate(args.seed, args.count).map((d) => JSON.stringify(d)).join('\n') + '\n';
  if (args.out) fs.writeFileSync(args.out, out);
  else process.stdout.write(out);
}
