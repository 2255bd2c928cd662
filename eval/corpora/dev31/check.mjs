#!/usr/bin/env node
// Validates a corpus file produced by generate.mjs and prints statistics. Exit 1 on any problem.
// Usage: node check.mjs FILE.jsonl
import { readFileSync } from 'node:fs';
import { V } from './lib/ids.mjs';
import { crc32, base62, bech32Decode } from './lib/core.mjs';

const CATEGORIES = ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet', 'date_of_birth', 'street_address', 'person_name', 'api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];
const TOP = new Set(['id', 'kind', 'text', 'labels', 'negatives', 'locale', 'language', 'cross_border', 'inner_kind', 'rendering', 'encodings']);
const LKEYS = new Set(['start', 'end', 'category', 'type', 'value', 'soft', 'encoding']);
const NKEYS = new Set(['start', 'end', 'kind', 'value']);
const ENCODINGS = new Set(['json_escaped', 'base64']);

const crcOk = (tok, pre) => { const body = tok.slice(pre.length, pre.length + 30); return base62(crc32(body), 6) === tok.slice(pre.length + 30); };
const jwtOk = (s) => { const p = s.split('.'); if (p.length !== 3 || !p.every(x => /^[A-Za-z0-9_-]+$/.test(x))) return false; try { const h = JSON.parse(Buffer.from(p[0], 'base64url').toString()); JSON.parse(Buffer.from(p[1], 'base64url').toString()); return typeof h.alg === 'string'; } catch { return false; } };
// format validators for types without a public checksum, secrets, and generic categories
const FMT = {
  aws_access_key_id: /^(AKIA|ASIA)[A-Z2-7]{16}$/, aws_secret_access_key: /^[A-Za-z0-9/+]{40}$/,
  github_pat: (s) => /^gh[pousr]_[A-Za-z0-9]{36}$/.test(s) && crcOk(s, s.slice(0, 4)), npm_token: (s) => /^npm_[A-Za-z0-9]{36}$/.test(s) && crcOk(s, 'npm_'),
  github_fine_grained_pat: /^github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}$/, gitlab_pat: /^glpat-[\w-]{20}$/, slack_bot_token: /^xox[bp]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}$/,
  stripe_secret_key: /^(sk|rk)_live_[A-Za-z0-9]{24,99}$/, google_api_key: /^AIza[\w-]{35}$/, openai_api_key: /^sk-(proj-)?[\w-]+T3BlbkFJ[\w-]+$/, anthropic_api_key: /^sk-ant-api03-[\w-]{93}AA$/,
  twilio_api_key: /^SK[0-9a-f]{32}$/, twilio_auth_token: /^[0-9a-f]{32}$/, sendgrid_api_key: /^SG\.[\w-]{22}\.[\w-]{43}$/, mailgun_api_key: /^key-[0-9a-f]{32}$/,
  pypi_token: /^pypi-AgEIcHlwaS5vcmc[\w-]{100,}$/, shopify_access_token: /^shp(at|ca|pa)_[0-9a-f]{32}$/, digitalocean_token: /^do[op]_v1_[0-9a-f]{64}$/, datadog_api_key: /^[0-9a-f]{32}$/,
  square_access_token: /^EAAA[\w-]{60}$/, telegram_bot_token: /^\d{8,10}:AA[\w-]{33}$/, vault_token: /^hvs\.[\w-]{24,}$/, terraform_cloud_token: /^[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9]{67}$/,
  atlassian_api_token: /^ATATT3xFfGF0[\w-]+=[0-9A-F]{8}$/, linear_api_key: /^lin_api_[A-Za-z0-9]{40}$/, postman_api_key: /^PMAK-[0-9a-f]{24}-[0-9a-f]{34}$/, newrelic_user_key: /^NRAK-[A-Z0-9]{27}$/,
  sentry_auth_token: /^sntrys_[A-Za-z0-9]+=_[A-Za-z0-9]{43}$/, doppler_token: /^dp\.(st|pt|ct)\.[A-Za-z0-9]{43}$/, pulumi_token: /^pul-[0-9a-f]{40}$/, mapbox_secret_token: /^sk\.eyJ1Ijoi[A-Za-z0-9]+\.[\w-]{22}$/,
  figma_token: /^figd_[\w-]{40}$/, huggingface_token: /^hf_[A-Za-z]{34}$/, okta_api_token: /^00[\w-]{40}$/, alibaba_access_key_id: /^LTAI[A-Za-z0-9]{20}$/, databricks_token: /^dapi[0-9a-f]{32}$/,
  grafana_service_account_token: /^glsa_[A-Za-z0-9]{32}_[0-9a-f]{8}$/, dynatrace_token: /^dt0c01\.[A-Z0-9]{24}\.[A-Z0-9]{64}$/, planetscale_token: /^pscale_tkn_\w{43}$/, facebook_access_token: /^EAA[BCG][A-Za-z0-9]{100,}$/,
  google_oauth_access_token: /^ya29\.[\w-]{100,}$/, google_oauth_refresh_token: /^1\/\/0[\w-]{80,}$/, azure_client_secret: /^[A-Za-z0-9]{3}[78]Q~[\w~.-]{34}$/, cloudflare_api_token: /^[\w-]{40}$/, heroku_api_key: /^HRKU-AA[\w-]{58}$/,
  jwt: jwtOk, webhook_signing_secret: /^whsec_[A-Za-z0-9]{32}$/, session_cookie: /^[A-Za-z0-9]{32,}$/, basic_auth_credentials: (s) => /^[^:\s]+:\S+$/.test(s),
  age_secret_key: (s) => /^AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}$/.test(s) && bech32Decode(s)?.hrp === 'age-secret-key-',
  ethereum_private_key: /^0x[0-9a-f]{64}$/,
  us_passport: /^[A-Z]?\d{8,9}$/, us_driver_license: /^[A-Z0-9][A-Z0-9 -]{6,18}$/, us_bank_account: /^\d{8,17}$/, uk_passport: /^\d{9}$/, uk_account: /^\d{8}$/, ie_passport: /^[A-Z]{2}\d{7}$/,
  au_passport: /^[A-Z]{1,2}\d{7}$/, au_account: /^\d{6,9}$/, ca_passport: /^[A-Z]{2}\d{6}$/, ca_account: /^\d{7}$/, in_passport: /^[A-Z]\d{7}$/, in_account: /^\d{9,18}$/,
  de_passport: /^C[CFGHJKLMNPRTVWXYZ0-9]{8}$/, fr_passport: /^\d{2}[A-Z]{2}\d{5}$/, es_passport: /^[A-Z]{3}\d{6}$/, mx_passport: /^[A-Z]\d{8}$/, it_cie: /^CA\d{5}[A-Z]{2}$/, it_passport: /^YA\d{7}$/,
  pt_passport: /^C[A-Z]\d{6}$/, br_passport: /^[A-Z]{2}\d{6}$/, br_account: /^\d{5,8}-\d$/, nl_passport: /^[A-NP-Z]{2}[A-NP-Z0-9]{6}\d$/, pl_passport: /^[A-Z]{2}\d{7}$/, se_passport: /^\d{8}$/,
  no_passport: /^[A-Z]{2}\d{7}$/, gr_adt: /^[Α-Ω]{2} \d{6}$/, gr_passport: /^[A-Z]{2}\d{7}$/, ro_passport: /^\d{9}$/, tr_passport: /^[USZ]\d{8}$/, ru_passport: /^\d{2} \d{2} \d{6}$/, ru_internal_passport: /^\d{2} \d{2} \d{6}$/, ru_intl_passport: /^\d{2} \d{7}$/,
  ru_account: (s) => /^\d{20}$/.test(s), ua_passport: /^(\d{9}|[А-Я]{2}\d{6})$/, ae_passport: /^[A-Z]\d{7}$/, il_passport: /^\d{8}$/, jp_passport: /^[A-Z]{2}\d{7}$/, jp_account: /^\d{7}$/,
  cn_passport: /^E[A-Z0-9]\d{7}$/, cn_account: /^\d{16,19}$/, kr_passport: /^M\d{3}[A-Z0-9]\d{4}$/, kr_account: /^[\d-]{12,17}$/, mrz_document_number: /^\d{9}$/, mrz_date_of_birth: /^\d{6}$/,
};
const CAT_FMT = {
  email: /^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$/, phone_number: (s) => { const d = s.replace(/\D/g, ''); return d.length >= 6 && d.length <= 15 && !/[A-Za-z]/.test(s); },
  ip_address: (s) => /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.test(s) ? s.split('.').every(x => +x <= 255) : /^[0-9a-f:]+$/i.test(s) && s.includes(':'),
  person_name: (s) => s.trim().length > 0 && !/\d/.test(s), street_address: (s) => /\d/.test(s), date_of_birth: (s) => /\d/.test(s),
  private_key: (s) => /^-----BEGIN ([A-Z ]+)-----\n[\s\S]+\n-----END \1-----$/.test(s), password: (s) => s.length >= 8 && !/\s/.test(s),
  connection_string: (s) => /:\/\/[^:/@\s]+:[^@\s]+@/.test(s) || /(Password|Pwd|AccountKey|password)=/.test(s), webhook_url: /^https:\/\/[^\s]+$/,
};

function validate(l, v) {
  const t = l.type;
  if (V[t]) return ['checksum', V[t](v)];
  if (t.startsWith('iban_')) return ['checksum', V.iban(v)];
  if (t.endsWith('_driving_licence') && !V[t]) return ['format', /^[A-ZА-Я0-9][A-ZА-Я0-9 \/-]{5,20}$/.test(v)];
  if (FMT[t]) return ['format', typeof FMT[t] === 'function' ? FMT[t](v) : FMT[t].test(v)];
  const c = CAT_FMT[l.category];
  if (c) return ['category', typeof c === 'function' ? c(v) : c.test(v)];
  return ['none', false];
}
function decode(l) {
  if (l.encoding === 'json_escaped') return JSON.parse('"' + l.value + '"');
  if (l.encoding === 'base64') return Buffer.from(l.value, 'base64').toString('utf8');
  return l.value;
}

const file = process.argv[2];
if (!file) { console.error('usage: node check.mjs FILE.jsonl'); process.exit(2); }
const lines = readFileSync(file, 'utf8').split('\n').filter(x => x.length);
const problems = []; const P = (id, m) => { if (problems.length < 200) problems.push(`${id}: ${m}`); else problems.length++; };
const cnt = () => new Map(); const inc = (m, k, n = 1) => m.set(k, (m.get(k) || 0) + n);
const S = { lang: cnt(), locale: cnt(), kind: cnt(), cat: cnt(), type: cnt(), neg: cnt(), val: cnt(), enc: cnt(), soft: 0, decoy: 0, labels: 0, negs: 0, cross: 0, chars: 0, catDocs: cnt() };
const ids = new Set();
for (const [n, line] of lines.entries()) {
  let d; try { d = JSON.parse(line); } catch { P(`line ${n + 1}`, 'invalid JSON'); continue; }
  const id = d.id || `line ${n + 1}`;
  for (const k of Object.keys(d)) if (!TOP.has(k)) P(id, `unexpected key ${k}`);
  for (const k of ['id', 'kind', 'text']) if (typeof d[k] !== 'string' || !d[k]) P(id, `missing/invalid ${k}`);
  if (!Array.isArray(d.labels) || !Array.isArray(d.negatives)) { P(id, 'labels/negatives must be arrays'); continue; }
  for (const k of ['locale', 'language', 'inner_kind', 'rendering']) if (k in d && typeof d[k] !== 'string') P(id, `${k} must be string`);
  if ('cross_border' in d && typeof d.cross_border !== 'boolean') P(id, 'cross_border must be boolean');
  if ('encodings' in d && (!Array.isArray(d.encodings) || !d.encodings.every(e => typeof e === 'string'))) P(id, 'encodings must be array of strings');
  if (ids.has(d.id)) P(id, 'duplicate id'); ids.add(d.id);
  const text = d.text;
  if (/[\uD800-\uDFFF]/.test(text)) P(id, 'surrogate (astral) characters in text');
  if (d.labels.length + d.negatives.length === 0) P(id, 'no label and no negative');
  const spans = [];
  const usedEnc = new Set();
  for (const l of d.labels) {
    for (const k of Object.keys(l)) if (!LKEYS.has(k)) P(id, `label unexpected key ${k}`);
    if (!Number.isInteger(l.start) || !Number.isInteger(l.end) || l.start < 0 || l.end <= l.start || l.end > text.length) { P(id, `bad label offsets ${l.start}-${l.end}`); continue; }
    if (text.slice(l.start, l.end) !== l.value) P(id, `label value mismatch at ${l.start}`);
    if (!CATEGORIES.includes(l.category)) P(id, `unknown category ${l.category}`);
    if (typeof l.type !== 'string' || !l.type) P(id, 'label type missing');
    if ('soft' in l && typeof l.soft !== 'boolean') P(id, 'soft must be boolean');
    if ('encoding' in l && !ENCODINGS.has(l.encoding)) P(id, `unknown encoding ${l.encoding}`);
    if (l.value !== l.value.trim()) P(id, `label has surrounding whitespace (${l.type})`);
    if (l.encoding) { usedEnc.add(l.encoding); inc(S.enc, l.encoding); }
    let v; try { v = decode(l); } catch { P(id, `cannot decode ${l.encoding} label`); continue; }
    const [how, ok] = validate(l, v);
    if (!ok) P(id, `label fails ${how} validation: ${l.category}/${l.type}`);
    inc(S.val, how);
    spans.push([l.start, l.end, 'L']);
    S.labels++; inc(S.cat, l.category); inc(S.type, `${l.category}/${l.type}`); if (l.soft) S.soft++;
  }
  for (const c of new Set(d.labels.map(l => l.category))) inc(S.catDocs, c);
  if (usedEnc.size && (!d.encodings || [...usedEnc].some(e => !d.encodings.includes(e)))) P(id, 'encodings does not list label encodings');
  for (const ng of d.negatives) {
    for (const k of Object.keys(ng)) if (!NKEYS.has(k)) P(id, `negative unexpected key ${k}`);
    if (!Number.isInteger(ng.start) || !Number.isInteger(ng.end) || ng.start < 0 || ng.end <= ng.start || ng.end > text.length) { P(id, `bad negative offsets`); continue; }
    if (text.slice(ng.start, ng.end) !== ng.value) P(id, `negative value mismatch at ${ng.start}`);
    if (typeof ng.kind !== 'string' || !ng.kind) P(id, 'negative kind missing');
    if (ng.kind.startsWith('invalid_')) {
      const t = ng.kind.slice(8); const f = V[t];
      if (!f) P(id, `no validator for ${ng.kind}`); else if (f(ng.value)) P(id, `look-alike ${ng.kind} actually validates`);
    }
    if (ng.kind === 'test_card_number' && !V.card(ng.value)) P(id, 'test card should be Luhn-valid');
    spans.push([ng.start, ng.end, 'N']); S.negs++; inc(S.neg, ng.kind);
  }
  spans.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++) if (spans[i][0] < spans[i - 1][1]) P(id, `overlapping spans at ${spans[i][0]}`);
  if (d.labels.length === 0) S.decoy++;
  if (d.cross_border) S.cross++;
  S.chars += text.length;
  inc(S.lang, d.language || '?'); inc(S.locale, d.locale || '?'); inc(S.kind, d.kind);
}

const N = lines.length;
const pct = (x) => (100 * x / Math.max(1, N)).toFixed(1) + '%';
const show = (title, m, sortByKey = false) => {
  console.log(`\n## ${title} (${m.size})`);
  const arr = [...m.entries()].sort((a, b) => sortByKey ? a[0].localeCompare(b[0]) : b[1] - a[1] || a[0].localeCompare(b[0]));
  for (const [k, v] of arr) console.log(`  ${String(v).padStart(6)}  ${k}`);
};
console.log(`# check ${file.split('/').pop()}`);
console.log(`documents: ${N}\nlabels: ${S.labels}  (soft: ${S.soft})\nnegatives: ${S.negs}\ndecoy documents (negatives only): ${S.decoy} (${pct(S.decoy)})\ncross-border documents: ${S.cross}\ncharacters: ${S.chars}  (mean ${(S.chars / Math.max(1, N)).toFixed(0)} per document)`);
console.log(`languages: ${S.lang.size}  locales: ${S.locale.size}  kinds: ${S.kind.size}  categories: ${S.cat.size}/19  label types: ${S.type.size}  negative kinds: ${S.neg.size}`);
console.log(`English share: ${pct(S.lang.get('en') || 0)}`);
show('validation method per label', S.val);
show('encodings (labels)', S.enc);
show('documents per language', S.lang);
show('documents per locale', S.locale);
show('documents per kind', S.kind, true);
show('labels per category', S.cat);
show('documents containing category', S.catDocs);
show('labels per category/type', S.type, true);
show('negatives per kind', S.neg);
const missing = CATEGORIES.filter(c => !S.cat.has(c));
if (missing.length) P('corpus', `categories never labelled: ${missing.join(', ')}`);
console.log(`\n## problems: ${problems.length}`);
for (const p of problems.slice(0, 200)) console.log('  ' + p);
process.exit(problems.length ? 1 : 0);
