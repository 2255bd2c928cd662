#!/usr/bin/env node
// Validates a corpus JSONL file and prints statistics. Exit 1 on any problem.
// Check digits are re-verified here with implementations independent of lib/.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';

const CATS = new Set(['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet', 'date_of_birth', 'street_address', 'person_name', 'api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url']);
const file = process.argv[2];
if (!file) { console.error('usage: node check.mjs FILE.jsonl'); process.exit(2); }

const digits = (s) => s.replace(/\D/g, '');
const luhn = (n) => { let s = 0, alt = false; for (let i = n.length - 1; i >= 0; i--) { let x = +n[i]; if (alt) { x *= 2; if (x > 9) x -= 9; } s += x; alt = !alt; } return n.length > 1 && s % 10 === 0; };
const ibanOk = (v) => { const s = v.replace(/ /g, ''); if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(s)) return false; const t = (s.slice(4) + s.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55)); let r = 0; for (const ch of t) r = (r * 10 + +ch) % 97; return r === 1; };
const D = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const P = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const verhoeff = (n) => { let c = 0; [...n].reverse().forEach((x, i) => { c = D[c][P[i % 8][+x]]; }); return c === 0; };
const wsum = (s, w) => w.reduce((a, x, i) => a + x * +s[i], 0);
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const b58ok = (s) => { let x = 0n; for (const ch of s) { const i = B58.indexOf(ch); if (i < 0) return false; x = x * 58n + BigInt(i); } let h = x.toString(16); if (h.length % 2) h = '0' + h; let b = Buffer.from(h, 'hex'); const lead = s.match(/^1*/)[0].length; b = Buffer.concat([Buffer.alloc(lead), b]); const body = b.subarray(0, -4); const sha = (z) => createHash('sha256').update(z).digest(); return sha(sha(body)).subarray(0, 4).equals(b.subarray(-4)); };
const BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const bech32ok = (s) => { const i = s.lastIndexOf('1'); const hrp = s.slice(0, i); const data = [...s.slice(i + 1)].map((ch) => BECH.indexOf(ch)); if (data.some((x) => x < 0)) return false; const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let chk = 1; for (const v of [...[...hrp].map((ch) => ch.charCodeAt(0) >> 5), 0, ...[...hrp].map((ch) => ch.charCodeAt(0) & 31), ...data]) { const b = chk >> 25; chk = ((chk & 0x1ffffff) << 5) ^ v; for (let k = 0; k < 5; k++) if ((b >> k) & 1) chk ^= G[k]; } return chk === 1; };
const icao = (s) => { const w = [7, 3, 1]; let t = 0; for (let i = 0; i < s.length; i++) { const ch = s[i]; t += (ch === '<' ? 0 : /\d/.test(ch) ? +ch : ch.charCodeAt(0) - 55) * w[i % 3]; } return t % 10; };
const V = {
  credit_card: (v) => luhn(digits(v)),
  iban: ibanOk,
  in_aadhaar: (v) => verhoeff(digits(v)) && digits(v).length === 12,
  nl_bsn: (v) => { const s = digits(v); return (wsum(s, [9, 8, 7, 6, 5, 4, 3, 2]) - +s[8]) % 11 === 0; },
  pl_pesel: (v) => (10 - (wsum(v, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10 === +v[10],
  pl_nip: (v) => { const s = digits(v); return wsum(s, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === +s[9]; },
  cn_resident_id: (v) => '10X98765432'[wsum(v, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11] === v[17],
  tr_tckn: (v) => { const d = [...v].map(Number); return ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7]) + 100) % 10 === d[9] && d.slice(0, 10).reduce((a, b) => a + b) % 10 === d[10]; },
  es_dni: (v) => 'TRWAGMYFPDXBNJZSQVHLCKE'[+v.slice(0, 8) % 23] === v[8],
  es_nie: (v) => 'TRWAGMYFPDXBNJZSQVHLCKE'[+('XYZ'.indexOf(v[0]) + v.slice(1, 8)) % 23] === v[8],
  se_personnummer: (v) => luhn(digits(v).slice(-10)),
  se_personnummer_tax: (v) => luhn(digits(v).slice(-10)),
  ro_cnp: (v) => { let c = wsum(v, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11; if (c === 10) c = 1; return c === +v[12]; },
  fr_nir: (v) => { const s = v.replace(/ /g, ''); const n = BigInt(s.slice(0, 13).replace('2A', '19').replace('2B', '18')); return 97n - (n % 97n) === BigInt(s.slice(13)); },
  gr_amka: (v) => luhn(v), gr_afm: (v) => (wsum(v, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10 === +v[8],
  sa_national_id: luhn, ae_emirates_id: (v) => luhn(digits(v)), au_medicare: (v) => { const s = digits(v); return wsum(s, [1, 3, 7, 9, 1, 3, 7, 9]) % 10 === +s[8]; },
  au_tfn: (v) => wsum(digits(v), [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0,
  jp_my_number: (v) => { const s = digits(v); let t = 0; for (let n = 1; n <= 11; n++) t += +s[11 - n] * (n <= 6 ? n + 1 : n - 5); const r = t % 11; return (r <= 1 ? 0 : 11 - r) === +s[11]; },
  ru_inn: (v) => { const d = [...v].map(Number); const c1 = (wsum(v, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10; const c2 = (wsum(v, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10; return c1 === d[10] && c2 === d[11]; },
  ru_snils: (v) => { const s = digits(v); const t = wsum(s, [9, 8, 7, 6, 5, 4, 3, 2, 1]); const c = t < 100 ? t : (t % 101) % 100; return c === +s.slice(9); },
  uk_nino: (v) => /^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/.test(v.replace(/ /g, '')),
  us_ssn: (v) => { const s = digits(v); return s.length === 9 && !/^(000|666|9)/.test(s) && s.slice(3, 5) !== '00' && s.slice(5) !== '0000'; },
  de_personalausweis: (v) => icao(v.slice(0, 9)) === +v[9],
  mrz_document_number: () => true,
  pt_nif: (v) => { let c = 11 - (wsum(v, [9, 8, 7, 6, 5, 4, 3, 2]) % 11); if (c >= 10) c = 0; return c === +v[8]; },
  cz_rodne_cislo: (v) => BigInt(digits(v)) % 11n === 0n,
  btc_p2pkh: b58ok, btc_p2sh: b58ok, ltc: b58ok, trx: b58ok, btc_bech32: bech32ok, eth: (v) => /^0x[0-9a-f]{40}$/.test(v),
  us_aba_routing: (v) => wsum(v, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0,
};

const problems = []; const bad = (id, msg) => problems.push(`${id}: ${msg}`);
const st = { docs: 0, kinds: {}, locales: {}, langs: {}, cats: {}, catSoft: {}, types: {}, negs: {}, decoyOnly: 0, validated: 0, chars: 0, enc: {} };
const inc = (o, k, n = 1) => { o[k] = (o[k] || 0) + n; };
const ids = new Set();
const lines = readFileSync(file, 'utf8').split('\n').filter((x) => x.length);
for (const [ln, raw] of lines.entries()) {
  let doc; try { doc = JSON.parse(raw); } catch (e) { bad(`line ${ln + 1}`, 'invalid JSON'); continue; }
  const id = doc.id;
  for (const f of ['id', 'kind', 'locale', 'language', 'text']) if (typeof doc[f] !== 'string' || !doc[f]) bad(id, `missing ${f}`);
  if (!Array.isArray(doc.labels) || !Array.isArray(doc.negatives)) { bad(id, 'labels/negatives not arrays'); continue; }
  if (ids.has(id)) bad(id, 'duplicate id'); ids.add(id);
  const t = doc.text;
  if (/[\uD800-\uDFFF]/.test(t)) bad(id, 'astral / surrogate characters in text');
  if (!doc.labels.length && !doc.negatives.length) bad(id, 'no labels and no negatives');
  const spans = [];
  const span = (s, what) => {
    if (!Number.isInteger(s.start) || !Number.isInteger(s.end) || s.start < 0 || s.end > t.length || s.start >= s.end) { bad(id, `${what} bad offsets ${s.start}-${s.end}`); return false; }
    if (t.slice(s.start, s.end) !== s.value) { bad(id, `${what} value mismatch at ${s.start}: ${JSON.stringify(t.slice(s.start, s.end))} vs ${JSON.stringify(s.value)}`); return false; }
    if (s.value !== s.value.trim()) bad(id, `${what} value has surrounding whitespace: ${JSON.stringify(s.value)}`);
    spans.push([s.start, s.end, what]); return true;
  };
  for (const l of doc.labels) {
    if (!CATS.has(l.category)) bad(id, `unknown category ${l.category}`);
    if (typeof l.type !== 'string' || !l.type) bad(id, 'label without type');
    if ('soft' in l && l.soft !== true) bad(id, 'soft must be true when present');
    if ('encoding' in l && typeof l.encoding !== 'string') bad(id, 'encoding must be a string');
    const extra = Object.keys(l).filter((k) => !['start', 'end', 'category', 'type', 'value', 'soft', 'encoding'].includes(k)); if (extra.length) bad(id, 'extra label fields ' + extra);
    if (!span(l, `label ${l.category}`)) continue;
    inc(st.types, `${l.category}/${l.type}`);
    if (l.soft) inc(st.catSoft, l.category); else inc(st.cats, l.category);
    if (l.encoding) inc(st.enc, l.encoding);
    const vf = V[l.type] || V[l.category];
    if (vf && !l.encoding) { if (!vf(l.value)) bad(id, `check digit / format failed for ${l.type}: ${l.value}`); else st.validated++; }
  }
  for (const n of doc.negatives) {
    if (typeof n.kind !== 'string' || !n.kind) bad(id, 'negative without kind');
    if (span(n, `negative ${n.kind}`)) inc(st.negs, n.kind);
    if (n.kind === 'imei' && !luhn(n.value)) bad(id, 'IMEI negative fails Luhn');
  }
  spans.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (let i = 1; i < spans.length; i++) if (spans[i][0] < spans[i - 1][1]) bad(id, `overlap: ${spans[i - 1][2]} [${spans[i - 1][0]},${spans[i - 1][1]}) and ${spans[i][2]} [${spans[i][0]},${spans[i][1]})`);
  st.docs++; st.chars += t.length; inc(st.kinds, doc.kind); inc(st.locales, doc.locale); inc(st.langs, doc.language);
  if (!doc.labels.length) st.decoyOnly++;
}
const tbl = (o, title) => { console.log(`\n${title}`); for (const [k, v] of Object.entries(o).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))) console.log(`  ${k.padEnd(44)} ${v}`); };
console.log(`file: ${file}`);
console.log(`documents: ${st.docs}   avg length: ${Math.round(st.chars / Math.max(1, st.docs))} chars   document kinds: ${Object.keys(st.kinds).length}   locales: ${Object.keys(st.locales).length}   languages: ${Object.keys(st.langs).length}`);
console.log(`entirely negative (decoy-only) documents: ${st.decoyOnly} (${(100 * st.decoyOnly / st.docs).toFixed(1)}%)`);
console.log(`hard labels: ${Object.values(st.cats).reduce((a, b) => a + b, 0)}   soft labels: ${Object.values(st.catSoft).reduce((a, b) => a + b, 0)}   negatives: ${Object.values(st.negs).reduce((a, b) => a + b, 0)}   labels re-validated by checksum/format: ${st.validated}`);
console.log('\ncategory                    hard   soft');
for (const c of CATS) console.log(`  ${c.padEnd(24)} ${String(st.cats[c] || 0).padStart(6)} ${String(st.catSoft[c] || 0).padStart(6)}${(st.cats[c] || 0) < 25 ? '   (below 25)' : ''}`);
tbl(st.langs, 'languages'); tbl(st.locales, 'locales'); tbl(st.kinds, 'document kinds'); tbl(st.negs, 'negative kinds'); tbl(st.types, 'label types'); if (Object.keys(st.enc).length) tbl(st.enc, 'encodings');
if (problems.length) { console.log(`\nPROBLEMS (${problems.length}):`); for (const p of problems.slice(0, 200)) console.log('  ' + p); process.exit(1); }
console.log('\nOK: no problems found');
