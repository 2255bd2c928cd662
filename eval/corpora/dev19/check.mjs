#!/usr/bin/env node
// Checker for dev19 corpus files. usage: node check.mjs out/dev19-seed7.jsonl  (exit 1 on any problem)
import { readFileSync } from 'node:fs';
import * as K from './lib/checksums.mjs';

const CATS = ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet', 'date_of_birth', 'street_address', 'person_name',
  'api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];
const file = process.argv[2]; if (!file) { console.error('usage: node check.mjs FILE.jsonl'); process.exit(2); }
const problems = []; const P = (id, msg) => problems.push(`${id}: ${msg}`);
const docs = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l, i) => { try { return JSON.parse(l); } catch { P(`line ${i + 1}`, 'invalid JSON'); return null; } }).filter(Boolean);

const D = (s) => K.asciiDigits(s).replace(/\D/g, '');
const b58ver = (s, ver, len = 21, alpha) => { const p = K.b58checkValid(s, alpha); return !!p && p.length === len && p[0] === ver; };
const pemOk = (s) => { const m = s.match(/^-----BEGIN ([A-Z ]+)-----\n([A-Za-z0-9+/=\n]+)\n-----END \1-----$/); return !!m && Buffer.from(m[2].replace(/\n/g, ''), 'base64').length > 40; };
const cardLuhn = (v) => K.luhnValid(D(v));
const VALID = {
  visa: cardLuhn, mastercard: cardLuhn, amex: cardLuhn, discover: cardLuhn, jcb: cardLuhn, unionpay: cardLuhn, mir: cardLuhn, rupay: cardLuhn, elo: cardLuhn, troy: cardLuhn,
  pl_nrb: (v) => K.ibanValid('PL' + D(v)), es_ccc: (v) => { const d = D(v); return K.esDC(d.slice(0, 4), d.slice(4, 8), d.slice(10)) === d.slice(8, 10); },
  fr_rib: (v) => { const d = D(v); return K.frRibKey(d.slice(0, 5), d.slice(5, 10), d.slice(10, 21)) === d.slice(21); }, mx_clabe: K.clabeValid, us_routing_number: K.abaValid,
  us_ssn: K.ssnValid, uk_nino: K.ninoValid, in_aadhaar: (v) => K.aadhaarValid(D(v)), de_svnr: K.deSvnrValid, de_personalausweis: K.dePersoValid, fr_nir: K.nirValid, es_dni: K.dniValid, es_nie: K.dniValid,
  mx_curp: K.curpValid, br_rg_sp: K.rgSpValid, nl_bsn: K.bsnValid, pl_pesel: K.peselValid, se_personnummer: K.sePnrValid, tr_tckn: K.tcknValid, ru_snils: K.snilsValid, sa_national_id: (v) => K.saIdValid(D(v)),
  ae_emirates_id: K.emiratesValid, cn_resident_id: K.cnIdValid, jp_my_number: K.myNumberValid, kr_rrn: K.rrnValid,
  uk_utr: K.utrValid, us_itin: K.itinValid, in_pan: (v) => /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/.test(v), de_steuer_id: K.steuerIdValid, fr_spi: K.frSpiValid, mx_rfc: K.rfcValid, br_cpf: K.cpfValid,
  it_codice_fiscale: K.cfValid, pl_nip: K.nipValid, ru_inn: K.innValid,
  btc_p2pkh: (v) => b58ver(v, 0x00), btc_p2sh: (v) => b58ver(v, 0x05), ltc_p2pkh: (v) => b58ver(v, 0x30), doge_address: (v) => b58ver(v, 0x1e), tron_address: (v) => b58ver(v, 0x41),
  xrp_address: (v) => b58ver(v, 0x00, 21, 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz'),
  btc_bech32: (v) => { const r = K.bech32Decode(v); return !!r && r.hrp === 'bc' && r.variant === 'bech32' && r.data[0] === 0; }, btc_taproot: (v) => { const r = K.bech32Decode(v); return !!r && r.hrp === 'bc' && r.variant === 'bech32m' && r.data[0] === 1; },
  ltc_bech32: (v) => { const r = K.bech32Decode(v); return !!r && r.hrp === 'ltc' && r.variant === 'bech32'; }, eth_address: (v) => /^0x[0-9a-f]{40}$/.test(v), solana_address: (v) => { const b = K.b58decode(v); return !!b && b.length === 32; },
  btc_wif: (v) => { const p = K.b58checkValid(v); return !!p && p[0] === 0x80 && (p.length === 33 || (p.length === 34 && p[33] === 1)); },
  age_secret_key: (v) => { const r = K.bech32Decode(v); return !!r && r.hrp === 'age-secret-key-' && r.variant === 'bech32'; },
  ed25519_pkcs8_pem: pemOk, ec_pem: pemOk, rsa_pem: pemOk, openssh_private_key: pemOk, eth_private_key_hex: (v) => /^(0x)?[0-9a-f]{64}$/.test(v),
  github_pat: (v) => /^ghp_[A-Za-z0-9]{36}$/.test(v) && K.githubChecksum(v.slice(4, 34)) === v.slice(34), github_oauth_token: (v) => /^gh[ous]_[A-Za-z0-9]{36}$/.test(v) && K.githubChecksum(v.slice(4, 34)) === v.slice(34),
  jwt: (v) => { const p = v.split('.'); try { return p.length === 3 && JSON.parse(Buffer.from(p[0], 'base64url')).typ === 'JWT' && typeof JSON.parse(Buffer.from(p[1], 'base64url')).exp === 'number'; } catch { return false; } },
  aws_access_key_id: (v) => /^AKIA[A-Z2-7]{16}$/.test(v), openai_api_key: (v) => /T3BlbkFJ/.test(v), slack_bot_token: (v) => /^xoxb-\d+-\d+-[A-Za-z0-9]{24}$/.test(v),
};
const IBAN_T = /_iban$/;

const ids = new Set(); const catCount = Object.fromEntries(CATS.map((c) => [c, 0])); const kindCount = {}; const locCount = {}; const negKind = {}; const typeCount = {}; const enc = {};
const validated = {}; let soft = 0, withNeg = 0, nLabels = 0; const linesHist = {}; const labelsHist = {}; const values = new Map();
for (const d of docs) {
  const id = d.id;
  for (const f of ['id', 'kind', 'locale', 'language', 'text']) if (typeof d[f] !== 'string' || !d[f]) P(id, `missing ${f}`);
  if (!Array.isArray(d.labels) || !Array.isArray(d.negatives)) { P(id, 'labels/negatives not arrays'); continue; }
  if (ids.has(id)) P(id, 'duplicate id'); ids.add(id);
  if (d.locale.split('-')[0] !== d.language) P(id, 'language does not match locale');
  kindCount[d.kind] = (kindCount[d.kind] || 0) + 1; locCount[d.locale] = (locCount[d.locale] || 0) + 1;
  const nl = d.text.split('\n').length; const bucket = nl <= 4 ? '1-4' : nl <= 15 ? '5-15' : '>15'; linesHist[bucket] = (linesHist[bucket] || 0) + 1; if (nl > 15) P(id, `${nl} lines (>15)`);
  const spans = [];
  for (const l of d.labels) {
    if (!Number.isInteger(l.start) || !Number.isInteger(l.end) || l.start < 0 || l.end <= l.start || l.end > d.text.length) { P(id, `bad offsets ${JSON.stringify(l)}`); continue; }
    if (d.text.slice(l.start, l.end) !== l.value) P(id, `label span mismatch ${l.category} ${JSON.stringify(l.value)}`);
    if (!CATS.includes(l.category)) P(id, `unknown category ${l.category}`);
    if (typeof l.type !== 'string' || !l.type) P(id, 'label without type');
    if (l.value !== l.value.trim()) P(id, `label value has outer whitespace ${JSON.stringify(l.value)}`);
    if ('soft' in l && l.soft !== true) P(id, 'soft must be true when present');
    if (l.encoding) enc[l.encoding] = (enc[l.encoding] || 0) + 1;
    spans.push([l.start, l.end, 'L:' + l.category]);
    typeCount[`${l.category}/${l.type}`] = (typeCount[`${l.category}/${l.type}`] || 0) + 1;
    if (l.soft) { soft++; continue; }
    nLabels++; catCount[l.category]++;
    // check digits / structure
    let raw = l.value; if (l.encoding === 'json_escaped_newlines') raw = raw.replace(/\\n/g, '\n');
    if (l.encoding && /digits|fullwidth/.test(l.encoding)) raw = K.asciiDigits(raw);
    let fn = VALID[l.type]; if (!fn && IBAN_T.test(l.type)) fn = K.ibanValid;
    if (l.type === 'ru_bank_account') { const bik = d.labels.find((x) => x.type === 'ru_bik'); if (bik) fn = (v) => K.ruAccountValid(bik.value, v); }
    if (fn) { const ok = fn(raw); validated[l.type] = validated[l.type] || [0, 0]; validated[l.type][ok ? 0 : 1]++; if (!ok) P(id, `check digit/structure invalid: ${l.type} ${JSON.stringify(l.value)}`); }
    const key = l.category + '|' + l.value; values.set(key, (values.get(key) || 0) + 1);
  }
  labelsHist[d.labels.filter((l) => !l.soft).length] = (labelsHist[d.labels.filter((l) => !l.soft).length] || 0) + 1;
  if (d.negatives.length) withNeg++;
  for (const n of d.negatives) {
    if (!Number.isInteger(n.start) || !Number.isInteger(n.end) || n.end <= n.start) { P(id, 'bad negative offsets'); continue; }
    if (d.text.slice(n.start, n.end) !== n.value) P(id, `negative span mismatch ${n.kind}`);
    if (typeof n.kind !== 'string' || !n.kind) P(id, 'negative without kind');
    negKind[n.kind] = (negKind[n.kind] || 0) + 1; spans.push([n.start, n.end, 'N:' + n.kind]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++) if (spans[i][0] < spans[i - 1][1]) P(id, `overlapping spans ${spans[i - 1][2]} / ${spans[i][2]}`);
}
// repeated values
const LIMIT = { person_name: 3, date_of_birth: 2 };
const repeats = [...values.entries()].filter(([k, c]) => c > 1);
for (const [k, c] of repeats) { const cat = k.split('|')[0]; if (c > (LIMIT[cat] || 1)) P('corpus', `value repeated ${c}x: ${k}`); }

const pct = (n, t) => ((100 * n) / t).toFixed(1) + '%';
const out = [];
out.push(`file: ${file}`, `documents: ${docs.length}`, `labels (hard): ${nLabels}   soft labels: ${soft}   negatives: ${Object.values(negKind).reduce((a, b) => a + b, 0)}`);
out.push(`documents with >=1 negative: ${withNeg} (${pct(withNeg, docs.length)})`);
out.push(`lines per document: ${Object.entries(linesHist).map(([k, v]) => `${k}: ${v} (${pct(v, docs.length)})`).join(', ')}`);
out.push(`hard labels per document: ${Object.entries(labelsHist).sort((a, b) => a[0] - b[0]).map(([k, v]) => `${k}: ${v}`).join(', ')}`);
out.push('', 'category balance (hard labels):');
for (const c of CATS) { const share = catCount[c] / nLabels; out.push(`  ${c.padEnd(18)} ${String(catCount[c]).padStart(4)}  ${pct(catCount[c], nLabels)}`); if (share < 0.03) P('balance', `${c} below 3% (${pct(catCount[c], nLabels)})`); }
out.push('', 'documents per kind:'); for (const [k, v] of Object.entries(kindCount).sort((a, b) => b[1] - a[1])) out.push(`  ${k.padEnd(18)} ${v}`);
out.push('', `locales (${Object.keys(locCount).length}): ` + Object.entries(locCount).sort().map(([k, v]) => `${k} ${v}`).join(', '));
if (Object.keys(locCount).length < 19) P('corpus', 'fewer than 19 locales');
out.push('', 'negatives per kind:'); for (const [k, v] of Object.entries(negKind).sort((a, b) => b[1] - a[1])) out.push(`  ${k.padEnd(26)} ${v}`);
out.push('', 'encodings: ' + (Object.entries(enc).map(([k, v]) => `${k} ${v}`).join(', ') || 'none'));
out.push('', 'check-digit / structure validation (type: valid/invalid):');
out.push('  ' + Object.entries(validated).sort().map(([k, [a, b]]) => `${k} ${a}/${b}`).join(', '));
out.push('', `types: ${Object.keys(typeCount).length} distinct`);
out.push('  ' + Object.entries(typeCount).sort().map(([k, v]) => `${k} ${v}`).join(', '));
out.push('', `repeated values within limits: ${repeats.length ? repeats.map(([k, c]) => `${k} x${c}`).join('; ') : 'none'}`);
out.push('', problems.length ? `PROBLEMS (${problems.length}):\n  ` + problems.slice(0, 200).join('\n  ') : 'OK: no problems');
console.log(out.join('\n'));
process.exit(problems.length ? 1 : 0);
