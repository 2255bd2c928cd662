#!/usr/bin/env node
// Validates a dev38 JSONL file: offsets, overlaps, whitespace, surrogate pairs, categories and
// check digits (recomputed after decoding `encoding`). Prints a summary; exits 1 on any problem.
import { readFileSync } from 'node:fs';
import * as C from './lib/checksums.mjs';
import { NID, BANK, CARDS, ibanFullValid, mrzLine2Valid, passportValid, walletValid, WALLETS, PASSPORT } from './lib/ids.mjs';
import { NAMED_REV } from './lib/doc.mjs';

const CATEGORIES = ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet', 'date_of_birth', 'street_address', 'person_name', 'api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];
const ENCODINGS = ['url', 'html', 'json', 'base64', 'sql', 'csv'];

// ---------- decoding ----------
function decode(v, e) {
  if (!e) return v;
  if (e === 'url') return decodeURIComponent(v.replace(/\+/g, ' '));
  if (e === 'json') return JSON.parse('"' + v + '"');
  if (e === 'base64') { if (!/^[A-Za-z0-9+/]+={0,2}$/.test(v)) throw new Error('not base64'); return Buffer.from(v, 'base64').toString('utf8'); }
  if (e === 'sql') { if (/(^|[^'])'([^']|$)/.test(v.replace(/''/g, ''))) throw new Error('unescaped quote'); return v.replace(/''/g, "'"); }
  if (e === 'csv') { if (/"/.test(v.replace(/""/g, ''))) throw new Error('unescaped quote'); return v.replace(/""/g, '"'); }
  if (e === 'html') return v.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, x) => { if (x[0] === '#') return String.fromCodePoint(x[1] === 'x' || x[1] === 'X' ? parseInt(x.slice(2), 16) : parseInt(x.slice(1), 10)); const map = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", ...NAMED_REV }; if (!(x in map)) throw new Error('unknown entity ' + m); return map[x]; });
  throw new Error('unknown encoding ' + e);
}

// ---------- check-digit / structure validation per type ----------
const GH = /^(ghp|gho|ghs|ghu|ghr)_([A-Za-z0-9]{30})([A-Za-z0-9]{6})$/;
function validate(type, raw) {
  // returns {scheme, check:boolean(has check digit), ok}
  const v = C.asciiDigits(raw);
  if (NID[type]) return { scheme: type, check: NID[type].check, ok: NID[type].valid(v) };
  if (type.startsWith('iban_')) return { scheme: 'iban', check: true, ok: ibanFullValid(v) && v.replace(/\s/g, '').slice(0, 2).toLowerCase() === type.slice(5) };
  if (BANK[type]) return { scheme: type, check: BANK[type].check, ok: BANK[type].valid(v) };
  if (CARDS[type]) { const d = v.replace(/[\s-]/g, ''); const spec = CARDS[type]; return { scheme: 'luhn_card', check: true, ok: C.luhnValid(d) && spec.len.includes(d.length) && spec.pre.some((p) => d.startsWith(p)) }; }
  if (WALLETS[type]) return { scheme: type, check: type !== 'sol', ok: walletValid(type, v) };
  if (type === 'mrz_td3_line2') return { scheme: 'icao_mrz', check: true, ok: mrzLine2Valid(v) };
  if (type.startsWith('passport_')) return { scheme: 'passport_format', check: false, ok: passportValid(v) && !!PASSPORT[type.slice(9).toUpperCase()] };
  const gm = GH.exec(v); if (gm) return { scheme: 'github_crc32', check: true, ok: C.githubChecksum(gm[2]) === gm[3] };
  if (/^(github_(pat|oauth_token|app_token|user_token|refresh_token))$/.test(type)) return { scheme: 'github_crc32', check: true, ok: false };
  if (type === 'age_secret_key') { const x = C.bech32Decode(v); return { scheme: 'bech32', check: true, ok: !!x && x.hrp === 'age-secret-key-' && x.spec === 'bech32' }; }
  if (type === 'btc_wif') { const p = C.b58checkDecode(v); return { scheme: 'base58check', check: true, ok: !!p && p[0] === 0x80 && p.length === 34 }; }
  if (type === 'jwt') { const parts = v.split('.'); let ok = parts.length === 3; try { for (const i of [0, 1]) JSON.parse(Buffer.from(parts[i], 'base64url').toString('utf8')); } catch { ok = false; } return { scheme: 'jwt_structure', check: false, ok }; }
  if (type === 'basic_auth_credentials') return { scheme: 'basic_auth', check: false, ok: v.includes(':') };
  if (/private_key$/.test(type) && /^(rsa|pkcs8|ec|openssh|ed25519_pkcs8|encrypted|pgp)_/.test(type)) { const m = /-----BEGIN ([A-Z ]+)-----[\s\S]+-----END \1-----\n?$/.test(v); return { scheme: 'pem_structure', check: false, ok: m }; }
  if (type === 'eth_private_key') return { scheme: 'hex_key', check: false, ok: /^0x[0-9a-f]{64}$/.test(v) };
  if (type === 'wireguard_private_key') return { scheme: 'base64_32', check: false, ok: Buffer.from(v, 'base64').length === 32 };
  return null;
}

function selfTest() {
  const known = { es_dni: '12345678Z', nl_bsn: '111222333', pl_pesel: '44051401359', se_personnummer: '811218-9876', fi_hetu: '131052-308T', ee_isikukood: '37605030299', cz_rodne_cislo: '710319/2745', ch_ahv: '756.9217.0769.85', hr_oib: '69435151530', tr_tc_kimlik: '10000000146', za_id: '8001015009087', cn_resident_id: '11010519491231002X', hk_hkid: 'A123456(3)', tw_national_id: 'A123456789', jp_my_number: '123456789018', sg_nric: 'S1234567D', ca_sin: '046 454 286', au_tfn: '123 456 782', nz_ird: '49-091-850', br_cpf: '111.444.777-35', cl_rut: '12.345.678-5', de_steuer_id: '86095742719', it_codice_fiscale: 'RSSMRA85T10A562S', pt_nif: '123456789', pl_nip: '123-456-32-18', ru_inn: '500100732259', ru_snils: '112-233-445 95', gr_afm: '090000045', ie_ppsn: '1234567T', il_teudat_zehut: '000000018', is_kennitala: '120174-3399', ir_melli_code: '0499370899', at_svnr: '1237 010180', bg_egn: '7523169263', si_emso: '0101006500006', no_fodselsnummer: '15108695088', be_nrn: '85.07.30-033.28', mx_rfc: 'GODE561231GR8' };
  const fails = [];
  for (const [t, v] of Object.entries(known)) if (!NID[t].valid(v)) fails.push(`${t} ${v}`);
  for (const v of ['GB82WEST12345698765432', 'DE89370400440532013000', 'ES9121000418450200051332', 'FR1420041010050500013M02606', 'IT60X0542811101000000123456', 'BE68539007547034', 'NO9386011117947', 'PT50000201231234567890154']) if (!ibanFullValid(v)) fails.push('iban ' + v);
  if (!mrzLine2Valid('L898902C36UTO7408122F1204159ZE184226B<<<<<10')) fails.push('mrz icao sample');
  if (!BANK.mx_clabe.valid('002010077777777771')) fails.push('clabe'); if (!BANK.us_aba_routing.valid('011000015')) fails.push('aba'); if (!BANK.ar_cbu.valid('2850590940090418135201')) fails.push('cbu');
  if (!C.luhnValid('4111111111111111')) fails.push('luhn');
  if (C.eip55('5aaeb6053f3e94c9b9a09f33669435e7ef1beaed') !== '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed') fails.push('eip55');
  if (!walletValid('btc_p2pkh', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')) fails.push('base58check');
  if (!walletValid('btc_bech32', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')) fails.push('bech32');
  if (!C.verhoeffValid('2363')) fails.push('verhoeff');
  return fails;
}

function main() {
  const file = process.argv[2];
  if (!file) { console.error('usage: node check.mjs FILE.jsonl'); process.exit(2); }
  const problems = [];
  const st = selfTest(); for (const f of st) problems.push(`self-test failed: ${f}`);
  const lines = readFileSync(file, 'utf8').split('\n').filter((x) => x.length);
  const cnt = { cat: {}, type: {}, lang: {}, locale: {}, kind: {}, domain: {}, enc: {}, neg: {}, code: {}, checks: {}, soft: 0, labels: 0, negs: 0, docsNeg: 0, docsEnc: 0, docsScan: 0, docsSoft: 0, chars: 0 };
  const inc = (o, k, n = 1) => { o[k] = (o[k] || 0) + n; };
  const ids = new Set();
  lines.forEach((line, ln) => {
    let rec; const where = `line ${ln + 1}`;
    try { rec = JSON.parse(line); } catch (e) { problems.push(`${where}: invalid JSON`); return; }
    const id = rec.id || where; const P = (m) => problems.push(`${id}: ${m}`);
    for (const k of ['id', 'kind', 'domain', 'locale', 'language', 'text']) if (typeof rec[k] !== 'string' || !rec[k]) P(`missing/empty ${k}`);
    if (!Array.isArray(rec.labels) || !Array.isArray(rec.negatives)) { P('labels/negatives must be arrays'); return; }
    if (ids.has(rec.id)) P('duplicate id'); ids.add(rec.id);
    if (!/^dev38-s\d+-\d{5}$/.test(rec.id)) P('bad id format');
    if (!/^[a-z]{2,3}-[A-Z]{2}$/.test(rec.locale)) P('bad locale');
    const allowedKeys = new Set(['id', 'kind', 'domain', 'locale', 'language', 'text', 'labels', 'negatives', 'code_language']);
    for (const k of Object.keys(rec)) if (!allowedKeys.has(k)) P(`unknown field ${k}`);
    const text = rec.text; cnt.chars += text.length;
    const spanCheck = (s, what) => {
      if (!Number.isInteger(s.start) || !Number.isInteger(s.end) || s.start < 0 || s.end > text.length || s.start >= s.end) { P(`${what} bad offsets ${s.start}-${s.end}`); return false; }
      if (text.slice(s.start, s.end) !== s.value) P(`${what} value mismatch at ${s.start}-${s.end}`);
      if (/^\s/u.test(s.value) || /\s$/u.test(s.value)) P(`${what} starts/ends with whitespace: ${JSON.stringify(s.value.slice(0, 30))}`);
      const cu = (i) => text.charCodeAt(i);
      if (s.start > 0 && cu(s.start) >= 0xdc00 && cu(s.start) <= 0xdfff && cu(s.start - 1) >= 0xd800 && cu(s.start - 1) <= 0xdbff) P(`${what} splits a surrogate pair at start`);
      if (s.end < text.length && cu(s.end) >= 0xdc00 && cu(s.end) <= 0xdfff && cu(s.end - 1) >= 0xd800 && cu(s.end - 1) <= 0xdbff) P(`${what} splits a surrogate pair at end`);
      return true;
    };
    const spans = [];
    for (const l of rec.labels) {
      const allowed = new Set(['start', 'end', 'category', 'type', 'value', 'encoding', 'soft']);
      for (const k of Object.keys(l)) if (!allowed.has(k)) P(`label unknown field ${k}`);
      if (!spanCheck(l, `label ${l.type}`)) continue;
      if (!CATEGORIES.includes(l.category)) P(`unknown category ${l.category}`);
      if (typeof l.type !== 'string' || !l.type) P('label without type');
      if (l.encoding !== undefined && !ENCODINGS.includes(l.encoding)) P(`unknown encoding ${l.encoding}`);
      if (l.soft !== undefined && l.soft !== true) P('soft must be true when present');
      spans.push({ ...l, isNeg: false });
      cnt.labels++; inc(cnt.cat, l.category); inc(cnt.type, `${l.category}/${l.type}`); if (l.encoding) inc(cnt.enc, l.encoding); if (l.soft) cnt.soft++;
      let dec;
      try { dec = decode(l.value, l.encoding); } catch (e) { P(`label ${l.type} cannot be decoded as ${l.encoding}: ${e.message}`); continue; }
      if (l.encoding && dec === l.value) P(`label ${l.type} marked ${l.encoding} but encoded form equals decoded form`);
      const vres = validate(l.type, dec);
      if (vres) { const key = `${vres.scheme}${vres.check ? '' : ' (structure)'}`; inc(cnt.checks, key); if (!vres.ok) P(`label ${l.category}/${l.type} fails ${vres.scheme} validation: ${JSON.stringify(dec.slice(0, 80))}`); }
      else if (['national_id', 'tax_id', 'iban', 'credit_card', 'crypto_wallet', 'passport_number'].includes(l.category) && !l.soft) P(`no validator for ${l.category}/${l.type}`);
    }
    for (const n of rec.negatives) {
      const allowed = new Set(['start', 'end', 'kind', 'value']);
      for (const k of Object.keys(n)) if (!allowed.has(k)) P(`negative unknown field ${k}`);
      if (typeof n.kind !== 'string' || !n.kind) P('negative without kind');
      if (!spanCheck(n, `negative ${n.kind}`)) continue;
      spans.push({ ...n, isNeg: true }); cnt.negs++; inc(cnt.neg, n.kind);
    }
    spans.sort((a, b) => a.start - b.start || a.end - b.end);
    for (let i = 1; i < spans.length; i++) if (spans[i].start < spans[i - 1].end) P(`overlap: ${spans[i - 1].isNeg ? 'negative ' + spans[i - 1].kind : spans[i - 1].category} [${spans[i - 1].start},${spans[i - 1].end}) and ${spans[i].isNeg ? 'negative ' + spans[i].kind : spans[i].category} [${spans[i].start},${spans[i].end})`);
    inc(cnt.lang, rec.language); inc(cnt.locale, rec.locale); inc(cnt.kind, rec.kind.replace(/_scan$/, '')); inc(cnt.domain, rec.domain);
    if (rec.code_language) inc(cnt.code, rec.code_language);
    if (rec.negatives.length) cnt.docsNeg++;
    if (rec.labels.some((l) => l.encoding)) cnt.docsEnc++;
    if (rec.labels.some((l) => l.soft)) cnt.docsSoft++;
    if (/_scan$/.test(rec.kind)) cnt.docsScan++;
  });
  const N = lines.length;
  if (cnt.labels && cnt.soft / cnt.labels >= 0.03) problems.push(`soft labels ${cnt.soft}/${cnt.labels} >= 3%`);

  const sorted = (o) => Object.entries(o).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const pct = (x) => `${(100 * x / Math.max(1, N)).toFixed(1)}%`;
  const out = [];
  out.push(`file: ${file}`, `documents: ${N}   characters: ${cnt.chars}   labels: ${cnt.labels}   negatives: ${cnt.negs}`);
  out.push(`documents with negatives: ${cnt.docsNeg} (${pct(cnt.docsNeg)})   with encoded labels: ${cnt.docsEnc} (${pct(cnt.docsEnc)})   OCR/scan: ${cnt.docsScan} (${pct(cnt.docsScan)})   soft labels: ${cnt.soft} (${(100 * cnt.soft / Math.max(1, cnt.labels)).toFixed(2)}% of labels, in ${cnt.docsSoft} docs)`);
  out.push('', '== labels per category ==', ...CATEGORIES.map((c) => `  ${c.padEnd(18)} ${String(cnt.cat[c] || 0).padStart(6)}   types: ${Object.keys(cnt.type).filter((t) => t.startsWith(c + '/')).length}`));
  const secretTypes = Object.keys(cnt.type).filter((t) => /^(api_key|auth_token)\//.test(t));
  const natTypes = Object.keys(cnt.type).filter((t) => t.startsWith('national_id/'));
  const taxTypes = Object.keys(cnt.type).filter((t) => t.startsWith('tax_id/'));
  const passTypes = Object.keys(cnt.type).filter((t) => t.startsWith('passport_number/passport_'));
  out.push('', `distinct secret types (api_key+auth_token): ${secretTypes.length}   national-id schemes: ${natTypes.length}   tax-id schemes: ${taxTypes.length}   passport countries: ${passTypes.length}`);
  out.push('', '== check-digit / structure validations (all passed) ==', ...sorted(cnt.checks).map(([k, v]) => `  ${k.padEnd(34)} ${v}`));
  out.push('', `== languages (${Object.keys(cnt.lang).length}) ==`, '  ' + sorted(cnt.lang).map(([k, v]) => `${k}:${v}`).join('  '));
  out.push('', `== locales (${Object.keys(cnt.locale).length}) ==`, '  ' + sorted(cnt.locale).map(([k, v]) => `${k}:${v}`).join('  '));
  out.push('', '== domains ==', '  ' + sorted(cnt.domain).map(([k, v]) => `${k}:${v}`).join('  '));
  out.push('', `== document kinds (${Object.keys(cnt.kind).length}) ==`, ...sorted(cnt.kind).map(([k, v]) => `  ${k.padEnd(34)} ${v}`));
  out.push('', '== encodings (labels) ==', '  ' + (sorted(cnt.enc).map(([k, v]) => `${k}:${v}`).join('  ') || 'none'));
  out.push('', '== code languages ==', '  ' + sorted(cnt.code).map(([k, v]) => `${k}:${v}`).join('  '));
  out.push('', `== negatives by kind (${Object.keys(cnt.neg).length}) ==`, '  ' + sorted(cnt.neg).map(([k, v]) => `${k}:${v}`).join('  '));
  out.push('', `== label types (${Object.keys(cnt.type).length}) ==`, ...sorted(cnt.type).map(([k, v]) => `  ${k.padEnd(52)} ${v}`));
  out.push('', problems.length ? `PROBLEMS: ${problems.length}` : 'OK: no problems found');
  console.log(out.join('\n'));
  if (problems.length) { for (const p of problems.slice(0, 200)) console.error('  ' + p); if (problems.length > 200) console.error(`  ... ${problems.length - 200} more`); process.exit(1); }
}
main();
