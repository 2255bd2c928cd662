#!/usr/bin/env node
// Validates a generated corpus: schema shape, spans, overlaps, check digits per identifier type; prints counts.
// Usage: node check.mjs FILE.jsonl [--quiet]
import fs from 'node:fs';
import crypto from 'node:crypto';

const CATS = ['person_name', 'email', 'phone', 'address', 'date_of_birth', 'national_id', 'passport', 'bank_account', 'credit_card', 'ip_address', 'crypto_wallet', 'password', 'api_key', 'access_token', 'private_key', 'connection_string'];
const file = process.argv[2]; if (!file) { console.error('usage: node check.mjs FILE.jsonl'); process.exit(2); }
const problems = []; const bad = (id, m) => { problems.push(`${id}: ${m}`); };

// --- independent validators ---
const luhn = s => { let t = 0; [...s].reverse().forEach((c, i) => { let d = +c; if (i % 2) { d *= 2; if (d > 9) d -= 9; } t += d; }); return t % 10 === 0; };
const m97 = s => [...s].map(c => /[A-Z]/.test(c) ? c.charCodeAt(0) - 55 : c).join('').match(/.{1,9}/g).reduce((r, ch) => Number(String(r) + ch) % 97, 0);
const IBAN_LEN = { DE: 22, AT: 20, CH: 21, FR: 27, BE: 16, ES: 24, IT: 27, PT: 25, NL: 18, PL: 28, GB: 22, IE: 22, SE: 24, FI: 18, CZ: 24, TR: 26, SA: 24, AE: 23 };
const wsum = (s, w) => [...s].reduce((t, c, i) => t + Number(c) * w[i], 0);
const D = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const Pm = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const verhoeff = s => [...s].reverse().reduce((c, d, i) => D[c][Pm[i % 8][+d]], 0) === 0;
const mrzCd = s => String([...s].reduce((t, ch, i) => t + (ch === '<' ? 0 : /\d/.test(ch) ? +ch : ch.charCodeAt(0) - 55) * [7, 3, 1][i % 3], 0) % 10);
const A58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', X58 = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
function b58chk(s, al = A58) { let n = 0n; for (const c of s) { const i = al.indexOf(c); if (i < 0) return false; n = n * 58n + BigInt(i); } let h = n.toString(16); if (h.length % 2) h = '0' + h; let b = Buffer.from(h, 'hex'); let z = 0; while (s[z] === al[0]) z++; b = Buffer.concat([Buffer.alloc(z), b]); if (b.length !== 25) return false; const sha = x => crypto.createHash('sha256').update(x).digest(); return sha(sha(b.subarray(0, 21))).subarray(0, 4).equals(b.subarray(21)); }
function bech32ok(s) { const CH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'; const p = s.lastIndexOf('1'); const h = s.slice(0, p); const d = [...s.slice(p + 1)].map(c => CH.indexOf(c)); if (d.includes(-1)) return false; const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let c = 1; for (const v of [...[...h].map(x => x.charCodeAt(0) >> 5), 0, ...[...h].map(x => x.charCodeAt(0) & 31), ...d]) { const b = c >>> 25; c = ((c & 0x1ffffff) << 5) ^ v; for (let i = 0; i < 5; i++) if ((b >> i) & 1) c ^= G[i]; } return c === 1; }
function crc32(str) { let crc = 0xffffffff; for (let i = 0; i < str.length; i++) { let c = (crc ^ str.charCodeAt(i)) & 0xff; for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1; crc = (crc >>> 8) ^ c; } return (crc ^ 0xffffffff) >>> 0; }
const b62 = n => { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; do { s = a[n % 62] + s; n = Math.floor(n / 62); } while (n > 0); return s; };

// independent national BBAN checks
function bbanOk(cc, b) {
  const W = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6], dc = d => { const t = 11 - [...d].reduce((a, x, i) => a + x * W[i], 0) % 11; return t === 11 ? 0 : t === 10 ? 1 : t; };
  switch (cc) {
    case 'ES': return dc('00' + b.slice(0, 8)) === +b[8] && dc(b.slice(10)) === +b[9];
    case 'IT': { const O = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]; let t = 0; for (let i = 1; i < 23; i++) { const c = b[i]; const v = /\d/.test(c) ? +c : c.charCodeAt(0) - 65; t += (i - 1) % 2 ? v : O[v]; } return String.fromCharCode(65 + t % 26) === b[0]; }
    case 'FR': { const m = { A: 1, J: 1, B: 2, K: 2, S: 2, C: 3, L: 3, T: 3, D: 4, M: 4, U: 4, E: 5, N: 5, V: 5, F: 6, O: 6, W: 6, G: 7, P: 7, X: 7, H: 8, Q: 8, Y: 8, I: 9, R: 9, Z: 9 }; const n = BigInt(b.replace(/[A-Z]/g, c => m[c])); return n % 97n === 0n; }
    case 'PT': return BigInt(b) % 97n === 1n;
    case 'BE': return (Number(BigInt(b.slice(0, 10)) % 97n) || 97) === +b.slice(10);
    case 'FI': return luhn(b);
    default: return true;
  }
}
const V = {
  iban: s => /^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(s) && IBAN_LEN[s.slice(0, 2)] === s.length && m97(s.slice(4) + s.slice(0, 4)) === 1 && bbanOk(s.slice(0, 2), s.slice(4)),
  aba_routing: s => /^\d{9}$/.test(s) && (3 * (+s[0] + +s[3] + +s[6]) + 7 * (+s[1] + +s[4] + +s[7]) + +s[2] + +s[5] + +s[8]) % 10 === 0,
  us_ssn: s => /^(?!000|666|9)\d{3}(?!00)\d{2}(?!0000)\d{4}$/.test(s),
  gb_nino: s => /^(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/.test(s),
  ca_sin: s => /^\d{9}$/.test(s) && luhn(s),
  au_tfn: s => /^\d{9}$/.test(s) && wsum(s, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0,
  ie_ppsn: s => /^\d{7}[A-W]$/.test(s) && 'WABCDEFGHIJKLMNOPQRSTUV'[wsum(s.slice(0, 7), [8, 7, 6, 5, 4, 3, 2]) % 23] === s[7],
  in_aadhaar: s => /^[2-9]\d{11}$/.test(s) && verhoeff(s),
  de_steuer_id: s => { if (!/^[1-9]\d{10}$/.test(s)) return false; const cnt = {}; for (const c of s.slice(0, 10)) cnt[c] = (cnt[c] || 0) + 1; const v = Object.values(cnt); if (!(v.filter(x => x >= 2).length === 1 && Math.max(...v) <= 3)) return false; let p = 10; for (const c of s.slice(0, 10)) { let t = (+c + p) % 10; if (!t) t = 10; p = t * 2 % 11; } return (11 - p) % 10 === +s[10]; },
  at_svnr: s => /^\d{10}$/.test(s) && wsum(s.slice(0, 3) + s.slice(4), [3, 7, 9, 5, 8, 4, 2, 1, 6]) % 11 === +s[3],
  ch_ahv: s => /^756\d{10}$/.test(s) && (wsum(s.slice(0, 12), [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3]) + +s[12]) % 10 === 0,
  fr_nir: s => /^[12]\d{14}$/.test(s) && 97 - Number(BigInt(s.slice(0, 13)) % 97n) === +s.slice(13),
  be_nrn: s => { if (!/^\d{11}$/.test(s)) return false; const k = +s.slice(9); return [s.slice(0, 9), '2' + s.slice(0, 9)].some(b => 97 - Number(BigInt(b) % 97n) === k); },
  es_dni: s => /^\d{8}[A-Z]$/.test(s) && 'TRWAGMYFPDXBNJZSQVHLCKE'[+s.slice(0, 8) % 23] === s[8],
  es_nie: s => /^[XYZ]\d{7}[A-Z]$/.test(s) && 'TRWAGMYFPDXBNJZSQVHLCKE'[Number('XYZ'.indexOf(s[0]) + s.slice(1, 8)) % 23] === s[8],
  it_codice_fiscale: s => { if (!/^[A-Z]{6}\d{2}[A-EHLMPRST]\d{2}[A-Z]\d{3}[A-Z]$/.test(s)) return false; const O = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]; let t = 0; for (let i = 0; i < 15; i++) { const c = s[i]; const v = /\d/.test(c) ? +c : c.charCodeAt(0) - 65; t += i % 2 ? v : O[v]; } return String.fromCharCode(65 + t % 26) === s[15]; },
  pt_nif: s => /^\d{9}$/.test(s) && ((11 - wsum(s.slice(0, 8), [9, 8, 7, 6, 5, 4, 3, 2]) % 11) % 11 % 10) === +s[8],
  br_cpf: s => { if (!/^\d{11}$/.test(s)) return false; const dv = (b, w) => { const t = wsum(b, w) * 10 % 11; return t === 10 ? 0 : t; }; return dv(s.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]) === +s[9] && dv(s.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) === +s[10]; },
  nl_bsn: s => /^\d{9}$/.test(s) && (wsum(s.slice(0, 8), [9, 8, 7, 6, 5, 4, 3, 2]) - +s[8]) % 11 === 0,
  pl_pesel: s => /^\d{11}$/.test(s) && (10 - wsum(s.slice(0, 10), [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10 === +s[10],
  ru_snils: s => { if (!/^\d{11}$/.test(s)) return false; const t = wsum(s.slice(0, 9), [9, 8, 7, 6, 5, 4, 3, 2, 1]); let c = t < 100 ? t : t < 102 ? 0 : t % 101; if (c === 100) c = 0; return c === +s.slice(9); },
  tr_tckn: s => { if (!/^[1-9]\d{10}$/.test(s)) return false; const d = [...s].map(Number); return ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7]) + 100) % 10 === d[9] && d.slice(0, 10).reduce((a, b) => a + b) % 10 === d[10]; },
  jp_my_number: s => { if (!/^\d{12}$/.test(s)) return false; let t = 0; for (let n = 1; n <= 11; n++) t += +s[11 - n] * (n <= 6 ? n + 1 : n - 5); const r = t % 11; return (r <= 1 ? 0 : 11 - r) === +s[11]; },
  cn_resident_id: s => /^\d{17}[\dX]$/.test(s) && '10X98765432'[wsum(s.slice(0, 17), [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11] === s[17],
  kr_rrn: s => /^\d{13}$/.test(s) && (11 - wsum(s.slice(0, 12), [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10 === +s[12],
  sa_national_id: s => /^[12]\d{9}$/.test(s) && luhn(s),
  ae_emirates_id: s => /^784\d{12}$/.test(s) && luhn(s),
  se_personnummer: s => /^\d{10}$/.test(s) && luhn(s),
  fi_hetu: s => /^\d{6}[-+A-FU-Y]\d{3}[0-9A-Y]$/.test(s) && '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(s.slice(0, 6) + s.slice(7, 10)) % 31] === s[10],
  cz_rodne_cislo: s => /^\d{10}$/.test(s) && BigInt(s) % 11n === 0n,
  mrz_td3: s => { const l = s.split(/\n/); if (l.length !== 2 || l[0].length !== 44 || l[1].length !== 44) return false; const x = l[1]; return mrzCd(x.slice(0, 9)) === x[9] && mrzCd(x.slice(13, 19)) === x[19] && mrzCd(x.slice(21, 27)) === x[27] && mrzCd(x.slice(28, 42)) === x[42] && mrzCd(x.slice(0, 10) + x.slice(13, 20) + x.slice(21, 43)) === x[43]; },
  btc_p2pkh: s => /^1/.test(s) && b58chk(s), btc_p2sh: s => /^3/.test(s) && b58chk(s), ltc: s => /^L/.test(s) && b58chk(s), doge: s => /^D/.test(s) && b58chk(s), trx: s => /^T/.test(s) && b58chk(s), xrp: s => /^r/.test(s) && b58chk(s, X58),
  btc_bech32: s => /^bc1q[02-9ac-hj-np-z]{38}$/.test(s) && bech32ok(s), eth: s => /^0x[0-9a-f]{40}$/.test(s), sol: s => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(s),
  github_pat_classic: s => { const m = /^gh[pousr]_([A-Za-z0-9]{30})([A-Za-z0-9]{6})$/.exec(s); return !!m && b62(crc32(m[1])).padStart(6, '0') === m[2]; },
  aws_access_key_id: s => /^(AKIA|ASIA)[A-Z2-7]{16}$/.test(s),
  jwt: s => { const p = s.split('.'); if (p.length !== 3) return false; try { return !!JSON.parse(Buffer.from(p[0], 'base64url').toString()).alg && !!JSON.parse(Buffer.from(p[1], 'base64url').toString()).exp; } catch { return false; } },
  ipv4: s => { const o = s.split('.').map(Number); return o.length === 4 && o.every(x => x >= 0 && x <= 255) && ![0, 10, 127].includes(o[0]) && !(o[0] === 192 && o[1] === 168) && !(o[0] === 172 && o[1] >= 16 && o[1] <= 31) && !(o[0] === 192 && o[1] === 0 && o[2] === 2) && !(o[0] === 198 && o[1] === 51) && !(o[0] === 203 && o[1] === 0 && o[2] === 113); },
  ipv6: s => /^[0-9a-f:]+$/.test(s) && !s.startsWith('2001:db8') && (s.split('::').length <= 2),
  email: s => /^[A-Za-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/.test(s),
  private_key_block: s => { const m = /^-----BEGIN ([A-Z ]+)-----[\s\S]+-----END \1-----$/.exec(s); return !!m; },
  connection_string: s => /:\/\/[^:/@\s]+:[^@\s]+@|Password=|AccountKey=|SharedAccessKey=|password=/.test(s),
};
V.github_oauth = V.github_app = V.github_pat_classic;
// documented key shapes (prefix / length / charset)
const KEYRX = {
  aws_secret_access_key: /^[A-Za-z0-9+/]{40}$/, github_pat_fine: /^github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}$/, gitlab_pat: /^glpat-[A-Za-z0-9_-]{20}$/,
  slack_bot: /^xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}$/, slack_user: /^xoxp-\d{10,13}-\d{10,13}-\d{10,13}-[a-f0-9]{32}$/, slack_webhook: /^https:\/\/hooks\.slack\.com\/services\/T[A-Z0-9]{8,11}\/B[A-Z0-9]{8,11}\/[A-Za-z0-9]{24}$/,
  stripe_secret: /^(sk|rk)_live_[A-Za-z0-9]{24,99}$/, openai: /^sk-(proj-)?[A-Za-z0-9_-]{20,74}T3BlbkFJ[A-Za-z0-9_-]{20,74}$/, anthropic: /^sk-ant-api03-[A-Za-z0-9_-]{93}AA$/, google_api: /^AIza[0-9A-Za-z_-]{35}$/,
  sendgrid: /^SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/, twilio_api_key: /^SK[0-9a-f]{32}$/, mailgun: /^key-[0-9a-f]{32}$/, mailchimp: /^[0-9a-f]{32}-us\d{1,2}$/, shopify: /^shp(at|ss|ca)_[a-f0-9]{32}$/,
  npm: /^npm_[A-Za-z0-9]{36}$/, pypi: /^pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}$/, huggingface: /^hf_[A-Za-z]{34}$/, digitalocean: /^do[op]_v1_[a-f0-9]{64}$/, square: /^EAAA[A-Za-z0-9_-]{60}$/,
  telegram_bot: /^\d{8,10}:AA[A-Za-z0-9_-]{33}$/, postman: /^PMAK-[a-f0-9]{24}-[a-f0-9]{34}$/, linear: /^lin_api_[A-Za-z0-9]{40}$/, groq: /^gsk_[A-Za-z0-9]{52}$/, replicate: /^r8_[A-Za-z0-9]{37}$/,
  notion: /^(secret_[A-Za-z0-9]{43}|ntn_\d{11}[A-Za-z0-9]{35})$/, supabase: /^sbp_[a-f0-9]{40}$/, databricks: /^dapi[a-f0-9]{32}$/, pulumi: /^pul-[a-f0-9]{40}$/, grafana: /^glsa_[A-Za-z0-9]{32}_[a-f0-9]{8}$/,
  newrelic: /^NRAK-[A-Z0-9]{27}$/, figma: /^figd_[A-Za-z0-9_-]{40}$/, doppler: /^dp\.st\.(prd|dev|stg)\.[A-Za-z0-9]{43}$/, azure_storage_key: /^[A-Za-z0-9+/]{86}==$/, datadog: /^[a-f0-9]{32}$/,
  cloudflare_api_token: /^[A-Za-z0-9_-]{40}$/, mistral: /^[A-Za-z0-9]{32}$/, atlassian: /^ATATT3xFfGF0[A-Za-z0-9_-]{170}=[A-F0-9]{8}$/,
  google_oauth_access: /^ya29\.a0[A-Za-z0-9_-]{100,}$/, google_oauth_refresh: /^1\/\/0[A-Z]{2}[A-Za-z0-9_-]{80,}$/, facebook_access: /^EAA[A-Za-z0-9]{100,}$/, aws_session_token: /^IQoJb3JpZ2luX2Vj[A-Za-z0-9+/]{200,}=$/,
  age_secret_key: /^AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}$/, wireguard_private_key: /^[A-Za-z0-9+/]{43}=$/,
  passport_us: /^\d{9}$/, passport_gb: /^\d{9}$/, passport_ca: /^[A-Z]{2}\d{6}$/, passport_au: /^[A-Z]{2}\d{7}$/, passport_ie: /^[A-Z]{2}\d{7}$/, passport_in: /^[A-Z]\d{7}$/, passport_de: /^[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}$/,
  passport_at: /^[A-Z]\d{7}$/, passport_ch: /^[A-Z]\d{7}$/, passport_fr: /^\d{2}[A-Z]{2}\d{5}$/, passport_be: /^[A-Z]{2}\d{6}$/, passport_es: /^[A-Z]{3}\d{6}$/, passport_it: /^[A-Z]{2}\d{7}$/, passport_pt: /^[A-Z]\d{6}$/,
  passport_br: /^[A-Z]{2}\d{6}$/, passport_nl: /^[A-NP-Z]{2}[A-NP-Z0-9]{6}\d$/, passport_pl: /^[A-Z]{2}\d{7}$/, passport_ru: /^\d{9}$/, passport_tr: /^U\d{8}$/, passport_jp: /^[A-Z]{2}\d{7}$/, passport_cn: /^E[A-Z0-9]\d{7}$/,
  passport_kr: /^M\d{3}[A-Z]\d{4}$/, passport_sa: /^[A-Z]\d{7}$/, passport_ae: /^\d{9}$/, passport_se: /^\d{8}$/, passport_fi: /^[A-Z]{2}\d{7}$/, passport_cz: /^\d{8}$/,
};
for (const [k, rx] of Object.entries(KEYRX)) V[k] = s => rx.test(s);
V.dob = s => { const m = /(\d{4})\D+(\d{1,2})\D+(\d{1,2})|(\d{1,2})\D+(\d{1,2})\D+(\d{4})|([A-Za-z]+) (\d{1,2}), (\d{4})|(\d{1,2}) ([A-Za-z]+) (\d{4})/.exec(s); return !!m; };
V.phone = s => { const d = s.replace(/\D/g, ''); return d.length >= 7 && d.length <= 15; };
V.pan = s => /^\d{13,19}$/.test(s) && luhn(s);

function normalise(v, enc) {
  let s = v;
  if (enc && enc.includes('json_escaped')) { const n = enc.split('+').filter(e => e === 'json_escaped').length; for (let i = 0; i < n; i++) s = JSON.parse('"' + s + '"'); }
  if (enc && enc.includes('newline_escaped')) s = s.replace(/\\n/g, '\n');
  if (enc && enc.includes('quoted_reply')) s = s.replace(/\n> /g, '\n');
  s = s.replace(/[\u0660-\u0669]/g, c => String(c.charCodeAt(0) - 0x660)).replace(/[\u0966-\u096f]/g, c => String(c.charCodeAt(0) - 0x966));
  s = s.replace(/[\uff01-\uff5e]/g, c => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
  return s;
}
const compact = s => s.replace(/-\n/g, '').replace(/[\s\u00a0\-./()|]/g, '');

const text = fs.readFileSync(file, 'utf8');
const byCat = {}, byLang = {}, byKind = {}, negKinds = {}, byType = {}, langDocs = {}, kindDocs = {};
let nDocs = 0, nLabels = 0, nNeg = 0, nSoft = 0, checked = 0;
const ids = new Set();
for (const [ln, line] of text.split('\n').entries()) {
  if (!line.trim()) continue;
  let d; try { d = JSON.parse(line); } catch { bad(`line ${ln + 1}`, 'invalid JSON'); continue; }
  nDocs++;
  const allowedKeys = ['id', 'kind', 'locale', 'language', 'text', 'labels', 'negatives', 'encodings'];
  for (const k of Object.keys(d)) if (!allowedKeys.includes(k)) bad(d.id, 'extra key ' + k);
  if (!d.id || !d.kind || typeof d.text !== 'string' || !Array.isArray(d.labels) || !Array.isArray(d.negatives)) { bad(d.id, 'missing required field'); continue; }
  if (ids.has(d.id)) bad(d.id, 'duplicate id'); ids.add(d.id);
  langDocs[d.language] = (langDocs[d.language] || 0) + 1; kindDocs[d.kind] = (kindDocs[d.kind] || 0) + 1;
  const spans = [];
  for (const l of d.labels) {
    for (const k of Object.keys(l)) if (!['start', 'end', 'category', 'type', 'value', 'soft', 'encoding'].includes(k)) bad(d.id, 'label extra key ' + k);
    if (!CATS.includes(l.category)) bad(d.id, 'unknown category ' + l.category);
    if (!(Number.isInteger(l.start) && l.end > l.start && l.end <= d.text.length) || d.text.slice(l.start, l.end) !== l.value) bad(d.id, `label span mismatch ${l.category} ${JSON.stringify(l.value).slice(0, 40)}`);
    if (l.value !== l.value.trim()) bad(d.id, 'label has surrounding whitespace: ' + JSON.stringify(l.value).slice(0, 40));
    spans.push([l.start, l.end, 'L']);
    nLabels++; if (l.soft) nSoft++;
    byCat[l.category] = byCat[l.category] || { hard: 0, soft: 0 }; byCat[l.category][l.soft ? 'soft' : 'hard']++;
    byLang[d.language] = (byLang[d.language] || 0) + 1; byKind[d.kind] = (byKind[d.kind] || 0) + 1; byType[l.type] = (byType[l.type] || 0) + 1;
    // check digits / formats
    if (l.encoding && l.encoding.includes('spoken')) continue;
    let s; try { s = normalise(l.value, l.encoding); } catch { bad(d.id, 'cannot decode ' + l.encoding); continue; }
    let fn = V[l.type], arg = compact(s);
    if (l.type.startsWith('pan_')) fn = V.pan;
    if (l.type.startsWith('phone_') && l.type !== 'phone_spoken') { fn = V.phone; arg = s; }
    if (l.type.startsWith('phone_') && l.type !== 'phone_spoken') arg = s;
    if (l.type === 'dob') arg = s.replace(/[\s\u00a0]+/g, ' ');
    if (KEYRX[l.type] && l.category !== 'passport') arg = s.replace(/-\n/g, '').replace(/[\s\u00a0]/g, '');
    if (['ipv4', 'ipv6', 'email', 'jwt', 'aws_access_key_id', 'eth', 'sol', 'connection_string', 'btc_bech32'].includes(l.type)) arg = s.replace(/-\n/g, '').replace(/[\s\u00a0]/g, '');
    if (l.type === 'mrz_td3') arg = s;
    if (l.type === 'fi_hetu') arg = s.replace(/[\s\u00a0]/g, '');
    if (l.category === 'connection_string') { fn = V.connection_string; arg = s; }
    if (l.category === 'private_key' && /BEGIN/.test(s)) { fn = V.private_key_block; arg = s.trim(); if (l.encoding && l.encoding.includes('newlines_collapsed')) arg = s; }
    if (l.category === 'email' && l.type === 'email') { fn = V.email; arg = s.replace(/-\n/g, '').replace(/\s/g, ''); }
    if (fn) { checked++; if (!fn(arg)) bad(d.id, `check failed ${l.type}: ${JSON.stringify(l.value).slice(0, 80)}`); }
  }
  for (const n of d.negatives) {
    if (!n.kind || !(n.end > n.start && n.end <= d.text.length) || d.text.slice(n.start, n.end) !== n.value) bad(d.id, 'negative span mismatch ' + n.kind);
    spans.push([n.start, n.end, 'N']); nNeg++; negKinds[n.kind] = (negKinds[n.kind] || 0) + 1;
  }
  spans.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++) if (spans[i][0] < spans[i - 1][1]) bad(d.id, `overlapping spans ${spans[i - 1][2]}/${spans[i][2]} at ${spans[i][0]}`);
}
const quiet = process.argv.includes('--quiet');
console.log(`${file}: ${nDocs} documents, ${nLabels} labels (${nSoft} soft), ${nNeg} negatives, ${checked} values checksum/format-checked`);
console.log('\nlabels per category (hard+soft):'); for (const c of CATS) { const v = byCat[c] || { hard: 0, soft: 0 }; console.log(`  ${c.padEnd(18)} ${String(v.hard + v.soft).padStart(5)}  (soft ${v.soft})${v.hard + v.soft < 120 ? '  <-- below 120' : ''}`); }
console.log('\ndocuments / labels per language:'); for (const [k, v] of Object.entries(langDocs).sort((a, b) => b[1] - a[1])) console.log(`  ${k.padEnd(4)} ${String(v).padStart(4)} docs  ${String(byLang[k] || 0).padStart(5)} labels`);
console.log('\ndocuments / labels per kind:'); for (const [k, v] of Object.entries(kindDocs).sort((a, b) => b[1] - a[1])) console.log(`  ${k.padEnd(14)} ${String(v).padStart(4)} docs  ${String(byKind[k] || 0).padStart(5)} labels`);
if (!quiet) { console.log('\nnegatives per kind:'); for (const [k, v] of Object.entries(negKinds).sort((a, b) => b[1] - a[1])) console.log(`  ${k.padEnd(34)} ${v}`); console.log(`\ndistinct label types: ${Object.keys(byType).length}`); }
if (problems.length) { console.log(`\n${problems.length} PROBLEM(S):`); for (const p of problems.slice(0, 40)) console.log('  ' + p); process.exit(1); }
console.log('\nOK: no problems');
