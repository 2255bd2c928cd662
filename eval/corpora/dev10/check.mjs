#!/usr/bin/env node
// Validates a generated corpus: schema, spans, overlaps, check digits and formats per label type; prints
// counts per category, language and kind. Usage: node check.mjs FILE.jsonl   (exit 1 on any problem)
import fs from 'node:fs';
import * as C from './checksum.mjs';
import { CATS, LANGS } from './locales.mjs';

const file = process.argv[2]; if (!file) { console.error('usage: node check.mjs FILE.jsonl'); process.exit(2); }
const problems = []; const bad = (doc, msg) => problems.push(`${doc.id}: ${msg}`);
const digits = (s) => s.replace(/\D/g, '');

const PASSPORT = { us: /^([A-C]\d{8}|[1-9]\d{8})$/, gb: /^[1-9]\d{8}$/, ca: /^[A-Z]{2}\d{6}$/, au: /^[NEPR]\d{7}$/, ie: /^[A-Z]{2}\d{7}$/, za: /^A\d{8}$/, de: /^C[CFGHJKLMNPRTVWXYZ0-9]{8}$/, ch: /^X\d{7}$/, at: /^P\d{7}$/, fr: /^\d{2}[A-Z]{2}\d{5}$/, be: /^[A-Z]{2}\d{6}$/, es: /^[A-Z]{3}\d{6}$/, mx: /^G\d{8}$/, it: /^[A-Z]{2}\d{7}$/, br: /^[A-Z]{2}\d{6}$/, pt: /^[CP]\d{6}$/, nl: /^[A-NP-Z]{2}[A-NP-Z0-9]{6}\d$/, pl: /^[A-Z]{2}\d{7}$/, cz: /^\d{8}$/, se: /^\d{8}$/, no: /^\d{8}$/, fi: /^[A-Z]{2}\d{7}$/, dk: /^\d{9}$/, tr: /^U\d{8}$/, jp: /^[A-Z]{2}\d{7}$/, cn: /^(E\d{8}|EJ\d{7})$/, kr: /^M\d{3}[A-Z]\d{4}$/, vn: /^[BCN]\d{7}$/, sa: /^[A-Z]\d{8}$/, ae: /^\d{9}$/, eg: /^A\d{8}$/, in: /^[A-Z]\d{7}$/ };
const KEYRX = {
  aws_access_key_id: /^AKIA[A-Z2-7]{16}$/, aws_secret_access_key: /^[A-Za-z0-9+/]{40}$/, github_pat_fine: /^github_pat_\w{22}_\w{59}$/, gitlab_pat: /^glpat-[\w-]{20}$/, gitlab_runner_token: /^glrt-[\w-]{20}$/,
  slack_bot_token: /^xoxb-\d+-\d+-[A-Za-z0-9]{24}$/, slack_webhook: /^https:\/\/hooks\.slack\.com\/services\/T\w+\/B\w+\/\w{24}$/, stripe_secret_live: /^sk_live_[A-Za-z0-9]{24,99}$/, stripe_restricted: /^rk_live_[A-Za-z0-9]{99}$/,
  openai_project: /^sk-proj-[\w-]{74}T3BlbkFJ[\w-]{74}$/, openai_legacy: /^sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}$/, anthropic: /^sk-ant-api03-[\w-]{93}AA$/, google_api_key: /^AIza[\w-]{35}$/, sendgrid: /^SG\.[\w-]{22}\.[\w-]{43}$/,
  mailgun: /^key-[0-9a-f]{32}$/, pypi_token: /^pypi-AgEIcHlwaS5vcmc[\w-]{60,}$/, shopify_admin: /^shpat_[0-9a-f]{32}$/, huggingface: /^hf_[A-Za-z]{34}$/, digitalocean_pat: /^dop_v1_[0-9a-f]{64}$/, telegram_bot: /^\d{9,10}:AA[\w-]{33}$/,
  twilio_api_key: /^SK[0-9a-f]{32}$/, square_access: /^EAAA[\w-]{60}$/, postman: /^PMAK-[0-9a-f]{24}-[0-9a-f]{34}$/, newrelic_user: /^NRAK-[A-Z0-9]{27}$/, grafana_sa: /^glsa_[A-Za-z0-9]{32}_[0-9a-f]{8}$/, buildkite: /^bkua_[0-9a-f]{40}$/,
  circleci_pat: /^CCIPAT_\w{22}_[0-9a-f]{40}$/, linear: /^lin_api_[A-Za-z0-9]{40}$/, notion: /^ntn_\d{11}[A-Za-z0-9]{35}$/, groq: /^gsk_[A-Za-z0-9]{52}$/, replicate: /^r8_[A-Za-z0-9]{37}$/, perplexity: /^pplx-[A-Za-z0-9]{48}$/,
  doppler: /^dp\.pt\.[A-Za-z0-9]{43}$/, alibaba_access_key: /^LTAI[A-Za-z0-9]{20}$/, tencent_secret_id: /^AKID[A-Za-z0-9]{32}$/, datadog_api_key: /^[0-9a-f]{32}$/, atlassian_api_token: /^ATATT3xFfGF0[\w-]{170}=[0-9A-F]{8}$/,
  sentry_auth: /^sntryu_[0-9a-f]{64}$/, vault_token: /^hvs\.[\w-]{90}$/, terraform_cloud: /^[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9]{67}$/, azure_openai_key: /^[0-9a-f]{32}$/,
};
const crc32 = (s) => { let c, crc = 0xffffffff; for (let i = 0; i < s.length; i++) { c = (crc ^ s.charCodeAt(i)) & 0xff; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; crc = (crc >>> 8) ^ c; } return (crc ^ 0xffffffff) >>> 0; };
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ghOk = (v, pfx) => { if (!v.startsWith(pfx) || v.length !== pfx.length + 36) return false; const body = v.slice(pfx.length, -6); let n = crc32(body), o = ''; while (n > 0) { o = B62[n % 62] + o; n = Math.floor(n / 62); } return o.padStart(6, '0') === v.slice(-6); };
const isPrivate4 = (ip) => { const [a, b] = ip.split('.').map(Number); return a === 10 || a === 127 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || a >= 224 || (a === 100 && b >= 64 && b <= 127) || /^(192\.0\.2|198\.51\.100|203\.0\.113)\./.test(ip); };
function decodeUrl(v) { try { return decodeURIComponent(v); } catch { return v; } }

function checkLabel(doc, l) {
  const v0 = l.value; const v = l.encoding === 'url' ? decodeUrl(v0) : l.encoding === 'base64' ? Buffer.from(v0, 'base64').toString('utf8') : v0; const t = l.type; const why = (m) => bad(doc, `label ${l.category}/${t} ${JSON.stringify(v0.slice(0, 60))}: ${m}`);
  switch (l.category) {
    case 'credit_card': { const d = digits(v); if (!/^[\d -]+$/.test(v) || !C.luhnOk(d)) why('Luhn'); const pre = { visa: /^4\d{15}$/, mastercard: /^(5[1-5]\d{14}|2(2[2-9]\d|[3-6]\d\d|7[01]\d|720)\d{12})$/, amex: /^3[47]\d{13}$/, discover: /^6011\d{12}$/, jcb: /^35(2[89]|[3-8]\d)\d{12}$/, unionpay: /^62\d{14}(\d{3})?$/, diners: /^36\d{12}$/ }[t]; if (!pre || !pre.test(d)) why('brand prefix/length'); break; }
    case 'bank_account': {
      if (t === 'iban') { if (!C.ibanOk(v)) why('IBAN mod-97'); if (v.startsWith('BE') && !(+digits(v.slice(4)).slice(0, 10) % 97 === +digits(v).slice(-2) || (+digits(v.slice(4)).slice(0, 10) % 97 === 0 && digits(v).endsWith('97')))) why('BE national check'); }
      else if (t === 'aba_routing') { if (!C.abaOk(v)) why('ABA checksum'); }
      else if (t === 'cn_bank_card') { if (!C.luhnOk(v)) why('Luhn'); }
      else if (t === 'jp_account') { if (!/支店 普通 \d{7}$/.test(v)) why('format'); }
      else if (!/^[\dA-Z -]+$/.test(v)) why('format');
      break;
    }
    case 'national_id': { const f = C.nationalIdValidators[t]; if (!f) why('unknown scheme'); else if (!f(v)) why('checksum/format'); break; }
    case 'passport': {
      if (t === 'mrz_td3') { if (!C.mrzTd3Ok(v)) why('MRZ check digits'); }
      else { const rx = PASSPORT[t.replace('passport_', '')]; if (!rx || !rx.test(v)) why('format'); }
      break;
    }
    case 'crypto_wallet': {
      const ok = { btc_p2pkh: () => v[0] === '1' && C.b58checkOk(v), btc_p2sh: () => v[0] === '3' && C.b58checkOk(v), btc_bech32: () => v.startsWith('bc1q') && C.bech32Ok(v), btc_taproot: () => v.startsWith('bc1p') && C.bech32Ok(v), eth: () => /^0x[0-9a-f]{40}$/.test(v), ltc: () => (/^[LM]/.test(v) && C.b58checkOk(v)) || (v.startsWith('ltc1') && C.bech32Ok(v)), doge: () => v[0] === 'D' && C.b58checkOk(v), trx: () => v[0] === 'T' && C.b58checkOk(v), xrp: () => v[0] === 'r' && C.b58checkOk(v, C.XRP_ALPHABET), sol: () => /^[1-9A-HJ-NP-Za-km-z]{43,44}$/.test(v) }[t];
      if (!ok || !ok()) why('address checksum/format'); break;
    }
    case 'email': if (!/^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(v)) why('format'); break;
    case 'ip_address': if (t === 'ipv4') { const p = v.split('.'); if (p.length !== 4 || p.some((x) => !/^\d{1,3}$/.test(x) || +x > 255) || isPrivate4(v)) why('not a public IPv4'); } else if (!/^[0-9a-f:]+$/.test(v) || v.startsWith('2001:db8') || v.split(':').length > 8) why('IPv6 format'); break;
    case 'date_of_birth': { const y = +(/(19|20)\d\d/.exec(v) || [0])[0]; if (!(y >= 1900 && y <= 2010)) why('year'); break; }
    case 'phone': if (digits(v).length < 7 || digits(v).length > 15) why('digit count'); break;
    case 'api_key': {
      if (/^(github_pat_classic|npm_token)$/.test(t)) { if (!ghOk(v, t === 'npm_token' ? 'npm_' : 'ghp_')) why('GitHub-style CRC32'); }
      else if (KEYRX[t]) { if (!KEYRX[t].test(v)) why('vendor format'); } else why('unknown vendor type');
      break;
    }
    case 'access_token': {
      if (t === 'jwt') { const [h, p, s] = v.split('.'); try { const H = JSON.parse(Buffer.from(h, 'base64url')); JSON.parse(Buffer.from(p, 'base64url')); if (!H.alg || !s) why('JWT parts'); } catch { why('JWT not decodable'); } }
      else if (/^github_/.test(t)) { if (!ghOk(v, { github_oauth: 'gho_', github_app_install: 'ghs_', github_user_server: 'ghu_' }[t])) why('GitHub-style CRC32'); }
      else if (v.length < 20) why('too short');
      break;
    }
    case 'private_key': {
      if (t === 'wireguard') { if (!/^[A-Za-z0-9+/]{43}=$/.test(v)) why('wireguard'); }
      else if (t === 'age_secret') { if (!/^AGE-SECRET-KEY-1[0-9A-Z]{58}$/.test(v)) why('age'); }
      else if (t === 'eth_private_hex') { if (!/^0x[0-9a-f]{64}$/.test(v)) why('hex'); }
      else { const m = /^-----BEGIN ([A-Z ]+)-----[\s\S]+-----END \1-----(\\n|\n)?$/.exec(v); if (!m || !/PRIVATE KEY/.test(m[1])) why('PEM armour'); }
      break;
    }
    case 'connection_string': if (!/(:\/\/[^:/@]*:[^@\s]+@|password=|Password=|AccountKey=|SharedAccessKey=)/.test(v)) why('no credential'); break;
    case 'person_name': case 'address': case 'password': if (v.trim() !== v || v.length < (l.category === 'person_name' ? 1 : 2)) why('whitespace/length'); break;
  }
}

const docs = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l, i) => { try { return JSON.parse(l); } catch { problems.push(`line ${i + 1}: bad JSON`); return null; } }).filter(Boolean);
const ids = new Set(); const byCat = {}, byLang = {}, byKind = {}, negKinds = {}, byCatLang = {}; let soft = 0, nLabels = 0, nNeg = 0;
const TOP = new Set(['id', 'kind', 'locale', 'language', 'text', 'labels', 'negatives']);
for (const d of docs) {
  for (const k of Object.keys(d)) if (!TOP.has(k)) bad(d, `unexpected property ${k}`);
  if (!d.id || ids.has(d.id)) bad(d, 'missing/duplicate id'); ids.add(d.id);
  if (typeof d.text !== 'string' || !d.kind || !LANGS.includes(d.language)) bad(d, 'bad kind/language/text');
  byLang[d.language] = byLang[d.language] || { docs: 0, labels: 0 }; byLang[d.language].docs++; byKind[d.kind] = (byKind[d.kind] || 0) + 1;
  const spans = [];
  for (const l of d.labels) {
    nLabels++; byLang[d.language].labels++;
    for (const k of Object.keys(l)) if (!['start', 'end', 'category', 'type', 'value', 'soft', 'encoding'].includes(k)) bad(d, `label has ${k}`);
    if (!Number.isInteger(l.start) || !Number.isInteger(l.end) || l.start < 0 || l.end <= l.start || l.end > d.text.length) { bad(d, 'label span out of range'); continue; }
    if (d.text.slice(l.start, l.end) !== l.value) bad(d, `label value differs from text: ${l.value.slice(0, 40)}`);
    if (!CATS.includes(l.category)) bad(d, `unknown category ${l.category}`);
    if (l.soft) soft++;
    byCat[l.category] = byCat[l.category] || { hard: 0, soft: 0, types: new Set() }; byCat[l.category][l.soft ? 'soft' : 'hard']++; byCat[l.category].types.add(l.type);
    byCatLang[l.category] = byCatLang[l.category] || {}; byCatLang[l.category][d.language] = (byCatLang[l.category][d.language] || 0) + 1;
    checkLabel(d, l); spans.push([l.start, l.end, 'L']);
  }
  for (const n of d.negatives) {
    nNeg++; negKinds[n.kind] = (negKinds[n.kind] || 0) + 1;
    if (!Number.isInteger(n.start) || n.end <= n.start || n.end > d.text.length) { bad(d, 'negative span out of range'); continue; }
    if (n.value !== undefined && d.text.slice(n.start, n.end) !== n.value) bad(d, 'negative value differs from text');
    if (n.kind === 'private_ip' && /^\d/.test(n.value) && !isPrivate4(n.value)) bad(d, 'private_ip negative is public');
    spans.push([n.start, n.end, 'N']);
  }
  spans.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++) if (spans[i][0] < spans[i - 1][1]) bad(d, `overlapping spans at ${spans[i][0]} (${spans[i - 1][2]}/${spans[i][2]})`);
  // a labelled value that also occurs unlabelled elsewhere in the same text is a labelling gap
  for (const l of d.labels) {
    if (l.value.length < 6) continue; let at = -1, occ = 0;
    while ((at = d.text.indexOf(l.value, at + 1)) >= 0) { const e = at + l.value.length; if (!d.labels.some((x) => x.start <= at && x.end >= e)) occ++; }
    const labelled = 0;
    if (occ > labelled) bad(d, `value occurs ${occ}× outside any label: ${l.value.slice(0, 30)}`);
  }
}
console.log(`${file}: ${docs.length} documents, ${nLabels} labels (${soft} soft), ${nNeg} negatives`);
console.log('\nlabels per category (hard + soft, types):');
for (const c of CATS) { const x = byCat[c] || { hard: 0, soft: 0, types: new Set() }; console.log(`  ${c.padEnd(18)} ${String(x.hard + x.soft).padStart(5)}  (soft ${x.soft}, ${x.types.size} types, ${Object.keys(byCatLang[c] || {}).length} languages)`); }
console.log('\nper language (docs / labels):'); console.log('  ' + LANGS.map((l) => `${l} ${byLang[l]?.docs || 0}/${byLang[l]?.labels || 0}`).join('  '));
console.log('\nper kind (docs):'); console.log('  ' + Object.entries(byKind).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join('  '));
console.log('\nnegatives per kind:'); console.log('  ' + Object.entries(negKinds).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join('  '));
const nid = byCat.national_id?.types, pp = byCat.passport?.types;
console.log(`\nnational-id schemes: ${nid ? nid.size : 0}; passport countries: ${pp ? [...pp].filter((t) => t !== 'mrz_td3').length : 0}; api_key vendor types: ${byCat.api_key?.types.size || 0}`);
if (problems.length) { console.log(`\n${problems.length} PROBLEM(S):`); for (const p of problems.slice(0, 40)) console.log('  ' + p); process.exit(1); }
console.log('\nOK: no problems');
