#!/usr/bin/env node
// Checker for dev23 corpus files: node check.mjs out/dev23-seed7.jsonl  (exit 1 on any problem)
import { readFileSync } from 'node:fs';
import { validate, SCHEMES } from './lib/ids.mjs';
import * as C from './lib/checksums.mjs';

const CATS = ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet', 'date_of_birth', 'street_address', 'person_name', 'api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];
const ENCODINGS = ['html_entities', 'base64', 'escaped_newlines', 'yaml_block_indented'];
const file = process.argv[2]; if (!file) { console.error('usage: node check.mjs FILE.jsonl'); process.exit(2); }
const problems = []; const P = (id, msg) => problems.push(`${id}: ${msg}`);
const docs = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l, i) => { try { return JSON.parse(l); } catch (e) { P(`line ${i + 1}`, 'invalid JSON'); return null; } }).filter(Boolean);

const unHtml = (s) => s.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(+n)).replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
function decode(l) {
  let v = l.value;
  if (l.encoding === 'html_entities') v = unHtml(v);
  if (l.encoding === 'base64') v = Buffer.from(v, 'base64').toString('utf8');
  if (l.encoding === 'escaped_newlines') v = v.replace(/\\n/g, '\n');
  if (l.encoding === 'yaml_block_indented') v = v.replace(/\n +/g, '\n');
  return v;
}
const b64urlJson = (s) => { try { return JSON.parse(Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8')); } catch { return null; } };
// secret shape validators (published prefixes / structure / embedded checksums)
const SECRET_CHECK = {
  aws_access_key_id: (v) => /^(AKIA|ASIA)[A-Z2-7]{16}$/.test(v),
  github_pat: (v) => /^ghp_[A-Za-z0-9]{36}$/.test(v) && C.tokenCrc(v.slice(4, 34)) === v.slice(34),
  github_oauth_token: (v) => /^gho_[A-Za-z0-9]{36}$/.test(v) && C.tokenCrc(v.slice(4, 34)) === v.slice(34),
  github_actions_token: (v) => /^ghs_[A-Za-z0-9]{36}$/.test(v) && C.tokenCrc(v.slice(4, 34)) === v.slice(34),
  npm_token: (v) => /^npm_[A-Za-z0-9]{36}$/.test(v) && C.tokenCrc(v.slice(4, 34)) === v.slice(34),
  jwt: (v) => { const p = v.split('.'); return p.length === 3 && !!b64urlJson(p[0]) && !!b64urlJson(p[1]); },
  stripe_secret_key: (v) => /^(sk|rk)_live_[A-Za-z0-9]{24,99}$/.test(v),
  google_api_key: (v) => /^AIza[0-9A-Za-z_-]{35}$/.test(v),
  slack_bot_token: (v) => /^xoxb-\d+-\d+-[A-Za-z0-9]{24}$/.test(v),
  age_secret_key: (v) => /^AGE-SECRET-KEY-1[0-9A-Z]{58}$/.test(v) && C.bech32Valid(v) === 'bech32',
  wireguard_private_key: (v) => Buffer.from(v, 'base64').length === 32,
  slack_webhook: (v) => /^https:\/\/hooks\.slack\.com\/services\/T[A-Z0-9]+\/B[A-Z0-9]+\/[A-Za-z0-9]{24}$/.test(v),
  basic_auth: (v) => /^[^:]+:.+$/.test(Buffer.from(v, 'base64').toString('utf8')),
};
const PEM_RE = /^-----BEGIN ([A-Z ]+)-----\n([A-Za-z0-9+/=\n]+)\n-----END \1-----$/;

const stats = { lines: {}, kind: {}, language: {}, locale: {}, rendering: {}, cat: {}, types: {}, negKind: {}, perDoc: {}, soft: 0, enc: {} };
const inc = (o, k, n = 1) => { o[k] = (o[k] || 0) + n; };
const valueDocs = new Map(); const negValues = new Set(); const labelValues = new Set();
let docsWithNeg = 0, validated = 0; const ids = new Set();
for (const d of docs) {
  const id = d.id;
  for (const f of ['id', 'kind', 'locale', 'language', 'text']) if (typeof d[f] !== 'string') P(id, `field ${f} missing`);
  if (ids.has(id)) P(id, 'duplicate id'); ids.add(id);
  if (!Array.isArray(d.labels) || !Array.isArray(d.negatives)) { P(id, 'labels/negatives not arrays'); continue; }
  if (/[\u{10000}-\u{10FFFF}]/u.test(d.text)) P(id, 'astral character in text (UTF-16 and code point offsets would differ)');
  inc(stats.kind, d.kind); inc(stats.language, d.language); inc(stats.locale, d.locale); inc(stats.rendering, d.rendering || '-'); inc(stats.perDoc, d.labels.length);
  if (d.labels.length < 2 || d.labels.length > 6) P(id, `${d.labels.length} labels (expected 2..6)`);
  if (d.negatives.length) docsWithNeg++;
  const nLines = d.text.split('\n').length; inc(stats.lines, nLines <= 10 ? '05-10' : nLines <= 20 ? '11-20' : nLines <= 30 ? '21-30' : '31-60'); if (nLines < 5 || nLines > 60) P(id, `${nLines} lines (expected 5..60)`);
  const spans = [];
  for (const l of d.labels) {
    if (!Number.isInteger(l.start) || !Number.isInteger(l.end) || l.start < 0 || l.end > d.text.length || l.start >= l.end) { P(id, `bad offsets ${l.start}-${l.end}`); continue; }
    if (d.text.slice(l.start, l.end) !== l.value) P(id, `label span mismatch at ${l.start}`);
    if (!CATS.includes(l.category)) P(id, `unknown category ${l.category}`);
    if (typeof l.type !== 'string' || !l.type) P(id, 'missing type');
    if ('soft' in l && l.soft !== true) P(id, 'soft must be true when present');
    if (l.encoding !== undefined && !ENCODINGS.includes(l.encoding)) P(id, `unknown encoding ${l.encoding}`);
    if (l.value !== l.value.trim()) P(id, `label has surrounding whitespace: ${JSON.stringify(l.value)}`);
    if (l.soft) stats.soft++; if (l.encoding) inc(stats.enc, l.encoding);
    inc(stats.cat, l.category); stats.types[l.category] = stats.types[l.category] || {}; inc(stats.types[l.category], l.type);
    spans.push([l.start, l.end, 'L']);
    const v = decode(l);
    const ok = validate(l.type, v);
    if (ok === false) P(id, `check digit/format invalid for ${l.type}: ${v}`); else if (ok === true) validated++;
    if (SECRET_CHECK[l.type]) { if (!SECRET_CHECK[l.type](v)) P(id, `secret shape invalid for ${l.type}`); else validated++; }
    if (l.category === 'private_key' && v.startsWith('-----') && !PEM_RE.test(v)) P(id, `PEM structure invalid (${l.type})`);
    if (l.category === 'email' && !/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(v)) P(id, `bad email ${v}`);
    if (l.category === 'ip_address' && !/^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]+)$/i.test(v)) P(id, `bad ip ${v}`);
    if (l.category === 'ip_address' && /^(192\.0\.2\.|198\.51\.100\.|203\.0\.113\.|2001:db8)/i.test(v)) P(id, 'documentation IP labelled as PII');
    labelValues.add(v);
    if (!valueDocs.has(v)) valueDocs.set(v, { cat: l.category, docs: new Set(), soft: l.soft }); valueDocs.get(v).docs.add(id);
  }
  for (const n of d.negatives) {
    if (!Number.isInteger(n.start) || !Number.isInteger(n.end) || n.start < 0 || n.end > d.text.length || n.start >= n.end) { P(id, `bad negative offsets`); continue; }
    if (d.text.slice(n.start, n.end) !== n.value) P(id, `negative span mismatch at ${n.start}`);
    if (typeof n.kind !== 'string') P(id, 'negative without kind');
    inc(stats.negKind, n.kind); spans.push([n.start, n.end, 'N']); negValues.add(n.value);
    const digits = n.value.replace(/[ -]/g, '');
    if (n.kind !== 'documented_example' && /^\d{13,19}$/.test(digits) && C.luhnValid(digits)) P(id, `negative ${n.kind} is Luhn-valid: ${n.value}`);
    if (n.kind !== 'documented_example' && /^[A-Z]{2}\d{2}[A-Z0-9 ]{10,}$/.test(n.value) && C.ibanValid(n.value)) P(id, `negative ${n.kind} is a valid IBAN`);
  }
  spans.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++) if (spans[i][0] < spans[i - 1][1]) P(id, `overlapping spans at ${spans[i][0]}`);
}
// repetition across documents
for (const [v, x] of valueDocs) {
  const n = x.docs.size; if (n < 2) continue;
  const limit = x.cat === 'date_of_birth' ? 3 : 1;
  if (n > limit) P('corpus', `value repeated in ${n} documents (${x.cat}): ${v.slice(0, 40)}`);
}
for (const v of negValues) if (labelValues.has(v)) P('corpus', `same string is both a label and a negative: ${v.slice(0, 40)}`);

// report
const total = Object.values(stats.cat).reduce((a, b) => a + b, 0);
const out = [];
out.push(`file: ${file}`, `documents: ${docs.length}`, `labels: ${total} (soft ${stats.soft}), negatives: ${Object.values(stats.negKind).reduce((a, b) => a + b, 0)}, documents with negatives: ${docsWithNeg} (${(100 * docsWithNeg / docs.length).toFixed(1)}%)`);
out.push(`labels validated by a checksum/structure rule: ${validated}`, `encoded labels: ${JSON.stringify(stats.enc)}`, '');
out.push('labels per category (share, distinct types):');
for (const c of CATS) { const n = stats.cat[c] || 0; const share = 100 * n / total; const flag = share < 3.5 ? '  <-- below 3.5%' : ''; out.push(`  ${c.padEnd(18)} ${String(n).padStart(5)}  ${share.toFixed(1).padStart(5)}%  ${String(Object.keys(stats.types[c] || {}).length).padStart(3)} types${flag}`); if (share < 3.5) P('corpus', `category ${c} below 3.5% (${share.toFixed(1)}%)`); }
out.push('', 'types per category:'); for (const c of CATS) out.push(`  ${c}: ${Object.entries(stats.types[c] || {}).sort((a, b) => b[1] - a[1]).map(([t, n]) => `${t}=${n}`).join(', ')}`);
const show = (title, o) => { out.push('', title); for (const [k, v] of Object.entries(o).sort((a, b) => b[1] - a[1])) out.push(`  ${k.padEnd(24)} ${v}`); };
show('documents per kind:', stats.kind); show('documents per language:', stats.language); show('documents per locale:', stats.locale); show('documents per rendering:', stats.rendering); show('labels per document:', stats.perDoc); show('lines per document:', stats.lines); show('negatives per kind:', stats.negKind);
out.push('', `problems: ${problems.length}`); for (const p of problems.slice(0, 200)) out.push('  ' + p);
console.log(out.join('\n'));
process.exit(problems.length ? 1 : 0);
