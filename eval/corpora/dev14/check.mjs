#!/usr/bin/env node
// Validates a generated corpus: schema, spans, value/text agreement, overlaps, checksums of every labelled
// value (after undoing its presentation encoding), negatives' own sanity, unlabelled repeats of labelled values.
// Usage: node check.mjs FILE.jsonl [--quiet]
import fs from 'node:fs';
import * as C from './lib/checks.mjs';
import './lib/ids.mjs'; // registers ie_ppsn validator
import { mrzValid } from './lib/ids.mjs';

const CATS = ['person_name', 'email', 'phone', 'address', 'date_of_birth', 'national_id', 'passport', 'bank_account', 'credit_card', 'ip_address', 'crypto_wallet', 'password', 'api_key', 'access_token', 'private_key', 'connection_string'];
const file = process.argv[2]; const quiet = process.argv.includes('--quiet');
if (!file) { console.error('usage: node check.mjs FILE.jsonl'); process.exit(2); }
const problems = []; const P = (where, msg) => problems.push(`${where}: ${msg}`);

const DEC = {
  percent: (s) => decodeURIComponent(s), form_urlencoded: (s) => decodeURIComponent(s.replace(/\+/g, ' ')), base64: (s) => Buffer.from(s, 'base64').toString('utf8'),
  mime_encoded_word: (s) => Buffer.from(s.replace(/^=\?UTF-8\?B\?/, '').replace(/\?=$/, ''), 'base64').toString('utf8'),
  quoted_printable: (s) => Buffer.from(s.replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
  json_escape: (s) => JSON.parse(`"${s}"`), json_unicode_escape: (s) => JSON.parse(`"${s}"`), backslash_escape: (s) => s.replace(/\\(.)/g, (m, c) => (c === 'n' ? '\n' : c)),
  sql_quote: (s) => s.replace(/''/g, "'"), csv_quote: (s) => s.replace(/""/g, '"'), xml_entities: (s) => s.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'),
  newlines_escaped: (s) => s.replace(/\\n/g, '\n'), newlines_collapsed: (s) => s, yaml_block_indent: (s) => s.replace(/\n +/g, '\n'),
};
function decode(v, enc) { if (!enc) return v; const chain = enc.split('+').reverse(); let x = v; for (const e of chain) { if (!DEC[e]) throw new Error('unknown encoding ' + e); x = DEC[e](x); } return x; }

const b64ok = (s) => /^[A-Za-z0-9+/=\s]+$/.test(s) && Buffer.from(s.replace(/\s/g, ''), 'base64').length > 0;
function pemOk(v) {
  const m = /^-----BEGIN ([A-Z ]+)-----[\s\S]*?-----END \1-----$/.exec(v.replace(/\\n/g, '\n')); if (!m) return false;
  if (m[1] === 'PGP PRIVATE KEY BLOCK') { const body = v.replace(/\\n/g, '\n').split('\n').filter((l) => l && !l.startsWith('-----')); const crcLine = body.pop(); const data = Buffer.from(body.join(''), 'base64'); const c = C.crc24(data); return crcLine.startsWith('=') && Buffer.from(crcLine.slice(1), 'base64').equals(Buffer.from([(c >> 16) & 255, (c >> 8) & 255, c & 255])); }
  return b64ok(v.replace(/-----[A-Z ]+-----/g, '').replace(/\\n/g, ''));
}
function ipv4Public(s) { const m = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(s); if (!m) return false; const [a, b] = [+m[1], +m[2]]; if ([m[1], m[2], m[3], m[4]].some((x) => +x > 255)) return false; return !(a === 10 || a === 127 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127) || (a === 192 && b === 0) || (a === 198 && b === 51) || (a === 203 && b === 0) || a >= 224); }
const ipv6Ok = (s) => /^[0-9a-f:]+$/i.test(s) && s.includes(':') && !/^(fe80|fd|fc|::1$|2001:db8)/i.test(s) && (s.match(/::/g) || []).length <= 1;
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ghOk = (v) => { const m = /^(gh[pousr])_([A-Za-z0-9]{30})([A-Za-z0-9]{6})$/.exec(v); if (!m) return false; let n = C.crc32(Buffer.from(m[2])); let c = ''; while (n > 0) { c = B62[n % 62] + c; n = Math.floor(n / 62); } return c.padStart(6, '0') === m[3]; };
const API_RE = { aws_access_key_id: /^(AKIA|ASIA)[A-Z2-7]{16}$/, aws_secret_access_key: /^[A-Za-z0-9/+]{40}$/, github_fine_grained_pat: /^github_pat_11[A-Z0-9]{20}_[A-Za-z0-9]{59}$/, gitlab_pat: /^glpat-[\w-]{20}$/, gitlab_runner_token: /^glrt-[\w-]{20}$/, slack_bot_token: /^xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}$/, slack_user_token: /^xoxp-\d+-\d+-\d+-[0-9a-f]{32}$/, slack_webhook_url: /^https:\/\/hooks\.slack\.com\/services\/T[A-Z0-9]+\/B[A-Z0-9]+\/[A-Za-z0-9]{24}$/, stripe_secret_key: /^(sk|rk)_(live|test)_[A-Za-z0-9]{24,99}$/, stripe_webhook_secret: /^whsec_[A-Za-z0-9]{32}$/, twilio_api_key: /^SK[0-9a-f]{32}$/, sendgrid_api_key: /^SG\.[\w-]{22}\.[\w-]{43}$/, mailgun_api_key: /^key-[0-9a-f]{32}$/, mailchimp_api_key: /^[0-9a-f]{32}-us\d{1,2}$/, google_api_key: /^AIza[\w-]{35}$/, openai_api_key: /^sk-(proj-)?[\w-]+T3BlbkFJ[\w-]+$/, anthropic_api_key: /^sk-ant-api03-[\w-]{93}AA$/, npm_token: /^npm_[A-Za-z0-9]{36}$/, pypi_token: /^pypi-AgEIcHlwaS5vcmc[\w-]+$/, shopify_access_token: /^shp(at|ca|pa|ss)_[0-9a-f]{32}$/, square_access_token: /^(EAAA[\w-]{60}|sq0atp-[\w-]{22})$/, digitalocean_token: /^do[po]_v1_[0-9a-f]{64}$/, vault_token: /^hvs\.[A-Za-z0-9]{24,}$/, postman_api_key: /^PMAK-[0-9a-f]{24}-[0-9a-f]{34}$/, atlassian_api_token: /^ATATT3xFfGF0[\w-]+=[0-9A-F]{8}$/, linear_api_key: /^lin_api_[A-Za-z0-9]{40}$/, notion_token: /^(secret_[A-Za-z0-9]{43}|ntn_\d{11}[A-Za-z0-9]{35})$/, telegram_bot_token: /^\d{8,10}:AA[\w-]{33}$/, discord_bot_token: /^[\w-]+\.[\w-]{6}\.[\w-]{38}$/, azure_storage_key: /^[A-Za-z0-9+/]{86}==$/, cloudflare_api_token: /^[\w-]{40}$/, datadog_api_key: /^[0-9a-f]{32}$/, newrelic_user_key: /^NRAK-[A-Z0-9]{27}$/, huggingface_token: /^hf_[A-Za-z]{34}$/, replicate_token: /^r8_[A-Za-z0-9]{37}$/, groq_api_key: /^gsk_[A-Za-z0-9]{52}$/, databricks_token: /^dapi[0-9a-f]{32}(-\d)?$/, pulumi_token: /^pul-[0-9a-f]{40}$/, doppler_token: /^dp\.pt\.[A-Za-z0-9]{43}$/, grafana_service_account_token: /^glsa_[A-Za-z0-9]{32}_[0-9a-f]{8}$/, figma_token: /^figd_[\w-]{40}$/, supabase_token: /^sbp_[0-9a-f]{40}$/, planetscale_token: /^pscale_tkn_[\w-]{43}$/, alibaba_access_key_id: /^LTAI[A-Za-z0-9]{20}$/, tencent_secret_id: /^AKID[A-Za-z0-9]{32}$/, okta_api_token: /^00[\w-]{40}$/, sentry_auth_token: /^sntryu_[0-9a-f]{64}$/, airtable_pat: /^pat[A-Za-z0-9]{14}\.[0-9a-f]{64}$/, jfrog_api_key: /^AKCp[A-Za-z0-9]{69}$/, heroku_api_key: /^[0-9a-f-]{36}$/, algolia_admin_key: /^[0-9a-f]{32}$/, mapbox_secret_token: /^sk\.[\w-]+\.[\w-]{22}$/, firebase_server_key: /^AAAA[A-Za-z0-9]{7}:APA91b[\w-]{134}$/ };

function checkValue(l, v, where) {
  const t = l.type.replace(/_truncated$/, ''); const trunc = l.type.endsWith('_truncated');
  switch (l.category) {
    case 'credit_card': { const pan = t === 'track2_equivalent' ? v.split('=')[0] : C.onlyDigits(v); if (!C.luhnValid(pan) || pan.length < 13 || pan.length > 19) P(where, `card fails Luhn/length: ${v}`); break; }
    case 'bank_account': if (t.startsWith('iban_')) { if (!C.ibanValid(v)) P(where, `IBAN mod-97 fails: ${v}`); } else if (t === 'us_aba_routing' && !C.abaValid(v)) P(where, `ABA fails ${v}`); else if (t === 'mx_clabe' && !C.clabeValid(v)) P(where, `CLABE fails ${v}`); else if (!/\d{4,}/.test(C.normDigits(v))) P(where, `bank account without digits ${v}`); break;
    case 'national_id': { const f = C.idValidators[t]; if (!f) P(where, `no validator for ${t}`); else if (!f(C.normDigits(v))) P(where, `national id ${t} fails check: ${v}`); break; }
    case 'passport': if (!/^[A-Z0-9]{7,9}$/.test(v)) P(where, `passport format ${v}`); break;
    case 'crypto_wallet': { let ok; if (t === 'eth') ok = /^0x[0-9a-fA-F]{40}$/.test(v) && C.eip55Valid(v); else if (/bech32|taproot/.test(t)) ok = C.bech32Valid(v); else if (t === 'sol') ok = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(v); else ok = C.b58checkValid(v, t === 'xrp' ? C.B58_XRP : C.B58); if (!ok) P(where, `wallet ${t} fails checksum: ${v}`); break; }
    case 'ip_address': if (!(t.startsWith('ipv4') ? ipv4Public(v) : ipv6Ok(v))) P(where, `ip not public/valid: ${v}`); break;
    case 'email': if (!/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(v)) P(where, `email format ${v}`); break;
    case 'phone': { const n = C.onlyDigits(v).length; if (n < 8 || n > 15) P(where, `phone digit count ${n}: ${v}`); break; }
    case 'date_of_birth': { const y = /(19[4-9]\d|200[0-6])/.exec(C.normDigits(v)) || /(昭和|平成)\d+年/.exec(v) || /^\d{6}$/.exec(v) || /^\d{2}[./-]\d{2}[./-]\d{2}$/.exec(v); if (!y) P(where, `dob without plausible year ${v}`); break; }
    case 'access_token': if (t === 'jwt' && !trunc) { const [h, p, s] = v.split('.'); try { const hd = JSON.parse(Buffer.from(h, 'base64url').toString()); JSON.parse(Buffer.from(p, 'base64url').toString()); if (!hd.alg || !s) throw 0; } catch { P(where, `JWT does not decode: ${v.slice(0, 40)}`); } } else if (t === 'github_oauth_token' && !ghOk(v)) P(where, `github token checksum ${v}`); else if (v.length < 20) P(where, `token too short ${v}`); break;
    case 'api_key': if (!trunc) { if (t === 'github_pat') { if (!ghOk(v)) P(where, `github PAT checksum fails ${v}`); } else if (API_RE[t] && !API_RE[t].test(v)) P(where, `api key ${t} format: ${v}`); else if (!API_RE[t] && t !== 'github_pat') P(where, `unknown api key type ${t}`); } break;
    case 'private_key': if (!trunc) { if (t.startsWith('pem_') || t === 'openssh_private_key' || t === 'pgp_private_key') { if (l.encoding === 'newlines_collapsed') { if (!/^-----BEGIN [A-Z ]+-----.*-----END [A-Z ]+-----$/s.test(v)) P(where, 'collapsed PEM markers'); } else if (!pemOk(v)) P(where, `PEM/armor invalid (${t})`); } else if (t === 'age_secret_key') { if (!C.bech32Valid(v)) P(where, 'age key bech32'); } else if (t === 'btc_wif') { if (!C.b58checkValid(v)) P(where, 'WIF checksum'); } else if (t === 'wireguard_private_key') { if (Buffer.from(v, 'base64').length !== 32) P(where, 'wireguard len'); } else if (t === 'eth_private_key_hex') { if (!/^(0x)?[0-9a-f]{64}$/.test(v)) P(where, 'eth pk hex'); } } break;
    case 'connection_string': if (!/:\/\/[^/\s]*:[^@\s]+@|Password=|Pwd=|AccountKey=|SharedAccessKey=|password=|^\w+\/[^@]+@\/\//.test(v)) P(where, `connection string without credentials: ${v.slice(0, 60)}`); break;
    case 'password': if (v.length < 6) P(where, `password too short ${v}`); break;
    case 'person_name': case 'address': if (v.trim() !== v || !v) P(where, `untrimmed ${l.category}: "${v}"`); break;
  }
}
const NEGCHK = {
  private_ip: (v) => !ipv4Public(v) || /^(fd|::1)/.test(v), documentation_ip: (v) => /^(192\.0\.2\.|198\.51\.100\.|203\.0\.113\.|2001:db8)/.test(v),
  test_card_number: (v) => C.luhnValid(v), masked_card: (v) => /[*X]/.test(v) && !C.luhnValid(C.onlyDigits(v)) || /[*X]{4}/.test(v),
  numeric_id_not_card: (v) => !C.luhnValid(v), uuid: (v) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(v),
  masked_email: (v) => v.includes('*'), masked_phone: (v) => v.includes('*'), masked_iban: (v) => v.includes('*'), masked_national_id: (v) => /[*X]/.test(v),
};

const text = fs.readFileSync(file, 'utf8'); const lines = text.split('\n').filter((x) => x.trim());
const byCat = {}, byCatSoft = {}, byLang = {}, byLangCat = {}, byKind = {}, negKinds = {}, encs = {}, locales = {}, types = {};
let nDocs = 0, nLab = 0, nNeg = 0; const ids = new Set();
const LABEL_KEYS = new Set(['start', 'end', 'category', 'type', 'value', 'soft', 'encoding']), DOC_KEYS = new Set(['id', 'kind', 'locale', 'language', 'text', 'labels', 'negatives', 'encodings']);
lines.forEach((line, i) => {
  const where0 = `${file}:${i + 1}`; let d;
  try { d = JSON.parse(line); } catch { P(where0, 'not JSON'); return; }
  nDocs++;
  for (const k of Object.keys(d)) if (!DOC_KEYS.has(k)) P(where0, `unexpected key ${k}`);
  if (!d.id || ids.has(d.id)) P(where0, 'missing/duplicate id'); ids.add(d.id);
  if (!d.kind || typeof d.text !== 'string' || !Array.isArray(d.labels) || !Array.isArray(d.negatives)) { P(where0, 'schema'); return; }
  byKind[d.kind] = (byKind[d.kind] || 0) + 1; byLang[d.language] = byLang[d.language] || 0; locales[d.locale] = (locales[d.locale] || 0) + 1;
  const spans = [];
  d.labels.forEach((l, k) => {
    const where = `${d.id} label#${k} (${l.category}/${l.type})`;
    for (const key of Object.keys(l)) if (!LABEL_KEYS.has(key)) P(where, `unexpected key ${key}`);
    if (!Number.isInteger(l.start) || !Number.isInteger(l.end) || l.end <= l.start || l.end > d.text.length) { P(where, 'bad span'); return; }
    if (d.text.slice(l.start, l.end) !== l.value) { P(where, 'value differs from text'); return; }
    if (!CATS.includes(l.category)) P(where, `unknown category ${l.category}`);
    let v; try { v = decode(l.value, l.encoding); } catch (e) { P(where, `cannot decode ${l.encoding}: ${e.message}`); return; }
    if (!l.soft) checkValue(l, v, where);
    if (l.type === 'passport_mrz') { const ls = d.text.lastIndexOf('\n', l.start) + 1; const line2 = d.text.slice(l.start, d.text.indexOf('\n', l.start)); if (!mrzValid(line2)) P(where, `MRZ line 2 check digits fail: ${line2}`); void ls; }
    nLab++;
    if (l.soft) byCatSoft[l.category] = (byCatSoft[l.category] || 0) + 1;
    else { byCat[l.category] = (byCat[l.category] || 0) + 1; byLang[d.language]++; byLangCat[d.language] ??= {}; byLangCat[d.language][l.category] = (byLangCat[d.language][l.category] || 0) + 1; }
    types[l.type] = (types[l.type] || 0) + 1;
    if (l.encoding) encs[l.encoding] = (encs[l.encoding] || 0) + 1;
    spans.push([l.start, l.end, 'L', l]);
  });
  d.negatives.forEach((n, k) => {
    const where = `${d.id} negative#${k} (${n.kind})`;
    if (!Number.isInteger(n.start) || n.end <= n.start || n.end > d.text.length) { P(where, 'bad span'); return; }
    if (n.value !== undefined && d.text.slice(n.start, n.end) !== n.value) P(where, 'value differs from text');
    if (NEGCHK[n.kind] && !NEGCHK[n.kind](n.value)) P(where, `negative does not look like its kind: ${n.value}`);
    if (d.labels.some((l) => !l.soft && l.value === n.value)) P(where, `negative equals a labelled value ${n.value}`);
    nNeg++; negKinds[n.kind] = (negKinds[n.kind] || 0) + 1; spans.push([n.start, n.end, 'N', n]);
  });
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  for (let a = 1; a < spans.length; a++) if (spans[a][0] < spans[a - 1][1]) P(d.id, `overlapping spans ${spans[a - 1][2]}[${spans[a - 1][0]},${spans[a - 1][1]}) and ${spans[a][2]}[${spans[a][0]},${spans[a][1]})`);
  // every occurrence of a labelled value (>= 6 chars) must itself be covered by a label
  for (const l of d.labels) { if (l.value.length < 6 || l.soft) continue; let p = -1; while ((p = d.text.indexOf(l.value, p + 1)) >= 0) { const e = p + l.value.length; if (!d.labels.some((m) => m.start <= p && m.end >= e)) { P(d.id, `unlabelled repeat of ${l.category} value "${l.value.slice(0, 40)}" at ${p}`); break; } } }
});

const pad = (s, n) => String(s).padEnd(n);
if (!quiet) {
  console.log(`${file}: ${nDocs} documents, ${nLab} labels (${Object.values(byCatSoft).reduce((a, b) => a + b, 0)} soft), ${nNeg} negatives\n`);
  console.log('labels per category (hard / soft):'); for (const c of CATS) console.log('  ' + pad(c, 20) + String(byCat[c] || 0).padStart(5) + ' / ' + (byCatSoft[c] || 0));
  console.log('\nhard labels per language:'); console.log('  ' + Object.keys(byLang).sort().map((k) => `${k}:${byLang[k]}`).join('  '));
  const minLC = Math.min(...Object.values(byLangCat).map((m) => Math.min(...CATS.map((c) => m[c] || 0)))); console.log(`  (minimum labels for any language x category cell: ${minLC})`);
  console.log('\ndocuments per kind:'); console.log('  ' + Object.entries(byKind).sort().map(([k, v]) => `${k}:${v}`).join('  '));
  console.log('\nlocales:'); console.log('  ' + Object.entries(locales).sort().map(([k, v]) => `${k}:${v}`).join('  '));
  console.log('\nnegatives per kind:'); console.log('  ' + Object.entries(negKinds).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}:${v}`).join('  '));
  console.log('\nlabel encodings:'); console.log('  ' + Object.entries(encs).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}:${v}`).join('  '));
  console.log(`\ndistinct label types: ${Object.keys(types).length}; national-id schemes: ${new Set(Object.keys(types).filter((t) => C.idValidators[t.replace(/_truncated$/, '')])).size}; passport issuers: ${Object.keys(types).filter((t) => t.startsWith('passport_')).length}`);
}
if (problems.length) { console.log(`\n${problems.length} PROBLEM(S):`); for (const p of problems.slice(0, 60)) console.log('  ' + p); process.exit(1); }
console.log('\nOK: all checks passed');
