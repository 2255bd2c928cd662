#!/usr/bin/env node
// Writes a labelled corpus for pii_secrets: the text a model-traffic platform and a security audit
// carry (prompts, chat, answers, logs, configs, office documents) with hard negatives.
// Usage: node generate.mjs --seed 7 --count 600 --out /tmp/dev6.jsonl
import fs from 'node:fs';
import { makeRng } from './lib/rng.mjs';
import { LANGS } from './lib/lang.mjs';
import { SHORT_KINDS } from './kinds/short.mjs';
import { MACHINE_KINDS } from './kinds/machine.mjs';
import { OFFICE_KINDS, MORE_OFFICE_KINDS } from './kinds/office.mjs';
import { CONFIG_KINDS } from './kinds/config.mjs';
import { LOG_KINDS } from './kinds/logs.mjs';
import { CODE_KINDS } from './kinds/code.mjs';
import { PROMPT_KINDS } from './kinds/prompts.mjs';
import { MORE_SHORT, MORE_MACHINE } from './kinds/more.mjs';
import { LETTER_KINDS } from './kinds/letters.mjs';
import { EXAMPLE_KINDS } from './kinds/examples.mjs';

function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
}
const seed = Number(arg('--seed', '7'));
const count = Number(arg('--count', '600'));
const out = arg('--out', undefined);
if (!Number.isInteger(seed) || !Number.isInteger(count) || count < 1) throw new Error('--seed and --count take integers');

/** about 40% English among the short texts */
const pickLang = (r) => (r.chance(0.4) ? 'en' : r.pick(LANGS.filter((l) => l !== 'en')));

const MACHINE_AND_OFFICE = [...MACHINE_KINDS, ...OFFICE_KINDS, ...CONFIG_KINDS, ...LOG_KINDS, ...CODE_KINDS, ...MORE_OFFICE_KINDS, ...MORE_MACHINE];
const SHORT = [...SHORT_KINDS, ...PROMPT_KINDS, ...MORE_SHORT, ...LETTER_KINDS, ...EXAMPLE_KINDS];

/** splits n documents among weighted kinds in proportion (largest remainder), so counts per kind
 * hold steady from seed to seed; the order is then shuffled by the seed */
function apportion(kinds, n) {
  const total = kinds.reduce((sum, [w]) => sum + w, 0);
  const shares = kinds.map(([w, fn], i) => ({ fn, i, exact: (w * n) / total }));
  const out = shares.map((s) => ({ ...s, k: Math.floor(s.exact) }));
  let left = n - out.reduce((sum, s) => sum + s.k, 0);
  for (const s of [...out].sort((a, b) => b.exact - b.k - (a.exact - a.k) || a.i - b.i)) if (left-- > 0) s.k++;
  return out.flatMap((s) => Array(s.k).fill(s.fn));
}
const nShort = Math.round(count / 2);
const schedule = makeRng(seed, 0).shuffle([
  ...apportion(SHORT, nShort).map((fn) => ({ fn, short: true })),
  ...apportion(MACHINE_AND_OFFICE, count - nShort).map((fn) => ({ fn, short: false })),
]);

const lines = [];
for (let i = 0; i < count; i++) {
  const r = makeRng(seed, i + 1);
  const { fn, short } = schedule[i];
  let lang, made;
  if (short) {
    lang = pickLang(r);
    made = fn(r, lang);
    lang = made.lang ?? lang;
  } else {
    made = fn(r);
    lang = made.lang ?? 'en';
  }
  const { doc } = made;
  const record = { id: `dev6-${seed}-${String(i).padStart(4, '0')}`, kind: made.kind, language: lang, text: doc.text, labels: doc.labels, negatives: doc.negatives };
  for (const l of record.labels) if (record.text.slice(l.start, l.end) !== l.value) throw new Error(`span drift in ${record.id}`);
  lines.push(JSON.stringify(record));
}
const body = lines.join('\n') + '\n';
if (out) fs.writeFileSync(out, body);
else process.stdout.write(body);
