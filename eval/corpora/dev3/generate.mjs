// Writes a labelled corpus for pii_secrets: one JSON document a line, in the eval corpus format.
// Usage: node eval/corpora/dev3/generate.mjs --seed 7 --count 600 --out /tmp/dev3.jsonl

import fs from 'node:fs';
import { makeRng, render } from './lib.mjs';
import { makeCtx, LOCALE_OF } from './context.mjs';
import { PEOPLE_KINDS } from './kinds-people.mjs';
import { TECH_KINDS } from './kinds-tech.mjs';

function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
}

const seed = Number(arg('--seed', '7'));
const count = Number(arg('--count', '600'));
const out = arg('--out', undefined);
if (!Number.isInteger(seed) || !Number.isInteger(count) || count < 1) {
  console.error('usage: generate.mjs --seed N --count N [--out FILE]');
  process.exit(2);
}

const peopleKinds = Object.entries(PEOPLE_KINDS);
const techKinds = Object.entries(TECH_KINDS);
const kinds = [...peopleKinds, ...techKinds];
/** Kinds that carry the scarcer categories (wallets, keys, tokens) are drawn more often. */
const WEIGHT = { wallet_config: 3, explorer_page: 2, wallet_support_chat: 3, otc_trade_confirmation: 3, private_key_file: 4, private_key_oneline: 4, ssh_config_dump: 2, jwt_debug_paste: 2, k8s_secret: 2, shell_history: 2, cli_flags: 2, env_file: 2, raw_email_headers: 2, git_log: 2, id_in_prose: 3, payroll_export: 2, oauth_exchange: 3, visa_application: 2, passport_chat: 2, hotel_guest_registration: 2, travel_booking: 2, payment_chat: 2, order_confirmation: 2 };
const weighted = (list) => list.flatMap((entry) => Array(WEIGHT[entry[0]] ?? 1).fill(entry));
const peoplePool = weighted(peopleKinds);
const techPool = weighted(techKinds);
/** Long mixed documents: several kinds glued the way a pasted bundle or an export looks. */
function bundle(r, lang) {
  const parts = [];
  const n = r.int(2, 4);
  for (let i = 0; i < n; i++) {
    const [, k] = r.pick(kinds.filter(([, k]) => k.langs.includes(lang)));
    parts.push(k.make(makeCtx(r, lang)), '\n\n' + '-'.repeat(r.int(3, 20)) + '\n\n');
  }
  return parts;
}

const lines = [];
const top = makeRng(seed);
for (let i = 0; i < count; i++) {
  const r = makeRng((top.f() * 2 ** 32) >>> 0);
  let kind, lang, parts;
  if (r.chance(0.07)) {
    kind = 'mixed_bundle';
    lang = r.pick(['en', 'en', 'de', 'fr', 'es', 'ja', 'pt']);
    parts = bundle(r, lang);
  } else {
    const [name, k] = r.pick(r.chance(0.5) ? peoplePool : techPool);
    kind = name;
    lang = r.pick(k.langs);
    parts = k.make(makeCtx(r, lang));
  }
  const doc = render(parts);
  lines.push(JSON.stringify({ id: `dev3-${seed}-${String(i).padStart(4, '0')}`, kind, language: lang, locale: LOCALE_OF[lang], text: doc.text, labels: doc.labels, negatives: doc.negatives }));
}
const text = lines.join('\n') + '\n';
if (out) fs.writeFileSync(out, text);
else process.stdout.write(text);
