#!/usr/bin/env node
// Deterministic generator for the dev20 PII/secrets evaluation corpus.
// Usage: node generate.mjs --seed 7 --count 600 --out out/dev20-seed7.jsonl
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Rng } from './lib/rng.mjs';
import { LOCALES, LANG } from './lib/lang.mjs';
import * as V from './lib/values.mjs';
import * as S from './lib/secrets.mjs';
import { B } from './lib/build.mjs';
import { KINDS, PII, SEC } from './lib/docs.mjs';

const args = Object.fromEntries(process.argv.slice(2).reduce((a, x, i, arr) => (x.startsWith('--') ? [...a, [x.slice(2), arr[i + 1]]] : a), []));
const seed = args.seed ?? '7', count = +(args.count ?? 600), out = args.out ?? `out/dev20-seed${seed}.jsonl`;
const rng = new Rng(seed);
const CATS = [...PII, ...SEC];
const counts = Object.fromEntries(CATS.map((c) => [c, 0]));
const PROSE = new Set(['support_ticket', 'helpdesk_chat', 'email', 'email_thread', 'letter', 'form', 'meeting_notes', 'llm_prompt', 'team_chat']);
const TECH = new Set(['log_plain', 'log_json', 'log_logfmt', 'config_env', 'config_yaml', 'config_json', 'config_ini', 'config_properties', 'docker_compose', 'k8s_secret', 'cli_session', 'source_code']);

function pickCategories(kind, n) {
  const aff = KINDS[kind].aff; const chosen = [];
  const max = Math.max(...Object.values(counts));
  for (let i = 0; i < n; i++) {
    const pairs = CATS.filter((c) => aff[c] > 0 && !chosen.includes(c)).map((c) => [c, aff[c] * Math.max(0.5, max - counts[c] + 4) ** 2]);
    if (!pairs.length) break; chosen.push(rng.weighted(pairs));
  }
  return chosen;
}

function makeMk(locale, kind, p0) {
  let namesUsed = 0;
  const prose = PROSE.has(kind), tech = TECH.has(kind);
  return function mk(cat, p = p0) {
    switch (cat) {
      case 'email': return V.email(rng, locale, p);
      case 'phone_number': return V.phone(rng, locale, { allowNative: prose });
      case 'credit_card': return V.creditCard(rng, locale);
      case 'iban': return V.iban(rng, locale);
      case 'bank_account': return V.bankAccount(rng, locale);
      case 'national_id': return V.nationalId(rng, locale, p);
      case 'tax_id': return V.taxId(rng, locale, p);
      case 'passport_number': return V.passport(rng, locale);
      case 'ip_address': return tech && rng.chance(0.12) ? V.privateIp(rng) : V.ip(rng);
      case 'crypto_wallet': return V.wallet(rng);
      case 'date_of_birth': return V.dobItem(rng, locale, p, { iso: tech && rng.chance(0.7), allowNative: prose });
      case 'street_address': return V.address(rng, locale, { multiline: kind === 'letter' });
      case 'person_name': { const q = namesUsed++ === 0 ? p : V.persona(rng, locale); return V.nameItem(q); }
      case 'api_key': case 'auth_token': return S.secretToken(rng, cat);
      case 'private_key': return S.privateKey(rng);
      case 'password': return S.password(rng);
      case 'connection_string': return S.connectionString(rng);
      case 'webhook_url': return S.webhook(rng);
    }
    throw new Error('cat ' + cat);
  };
}

const kindPairs = Object.entries(KINDS).map(([k, v]) => [k, v.w]);
let perm = [];
const lines = [];
for (let i = 0; i < count; i++) {
  if (!perm.length) perm = rng.shuffle(LOCALES);
  const locale = perm.pop();
  const kind = rng.weighted(kindPairs);
  const n = rng.weighted([[1, 1], [2, 2.5], [3, 3], [4, 2], [5, 1.2]]);
  const wants = pickCategories(kind, n);
  const pLocale = locale.startsWith('en-') && rng.chance(0.15) ? rng.pick(LOCALES) : locale;
  const p = V.persona(rng, pLocale);
  const mk = makeMk(locale, kind, p);
  const items = wants.map((c) => mk(c));
  const ctx = { rng, locale, L: LANG[locale], b: new B(), p, items: items.slice(), mk, negOn: rng.chance(0.55), negLeft: rng.int(1, 3), kind };
  KINDS[kind].render(ctx);
  const missing = items.filter((it) => !it.placed);
  if (missing.length) throw new Error(`${kind}: unplaced ${missing.map((m) => m.category)}`);
  const b = ctx.b;
  const labels = b.labels.map((l) => ({ ...l })).sort((a, z) => a.start - z.start);
  const negatives = b.negs.sort((a, z) => a.start - z.start);
  for (const l of labels) counts[l.category]++;
  lines.push(JSON.stringify({ id: `dev20-s${seed}-${String(i).padStart(4, '0')}`, kind, locale, language: LANG[locale].lang, text: b.text, labels, negatives }));
}
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, lines.join('\n') + '\n');
console.error(`wrote ${lines.length} documents to ${out}`);
