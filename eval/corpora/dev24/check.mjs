#!/usr/bin/env node
// Checker for dev24 corpus files. Exit 1 on any problem.
// Validators here are re-implemented independently of the generator where practical and
// are first run against published test vectors.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { keccak256, bech32Verify } from './lib/checks.mjs';

const file = process.argv[2]; if (!file) { console.error('usage: node check.mjs FILE.jsonl'); process.exit(2); }
const CATS = ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet', 'date_of_birth', 'street_address', 'person_name', 'api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];
const problems = []; const P = (m) => { if (problems.length < 200) problems.push(m); else problems.length++; };

// ---------- independent validators ----------
const D = (s) => s.replace(/\D/g, '');
const luhn = (s) => { s = D(s); let t = 0; for (let i = 0; i < s.length; i++) { let x = +s[s.length - 1 - i]; if (i % 2) { x *= 2; if (x > 9) x -= 9; } t += x; } return s.length > 1 && t % 10 === 0; };
const w = (s, ws) => ws.reduce((a, x, i) => a + x * +s[i], 0);
const bigmod = (s, m) => Number(BigInt(s) % BigInt(m));
const IBAN_LEN = { DE: 22, AT: 20, CH: 21, FR: 27, BE: 16, ES: 24, IT: 27, NL: 18, GB: 22, IE: 22, PL: 28, PT: 25, SE: 24, FI: 18, NO: 15, TR: 26, SA: 24, AE: 23, GR: 27, BR: 29 };
const ibanOk = (v) => { const s = v.replace(/ /g, ''); if (IBAN_LEN[s.slice(0, 2)] !== s.length) return false; const t = (s.slice(4) + s.slice(0, 4)).replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55)); return bigmod(t, 97) === 1; };
const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const verhoeff = (s) => { let c = 0; D(s).split('').reverse().forEach((x, i) => { c = VD[c][VP[i % 8][+x]]; }); return c === 0; };
const sha = (b) => createHash('sha256').update(b).digest();
const A58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', X58 = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
const b58chk = (s, al = A58) => { let n = 0n; for (const ch of s) { const i = al.indexOf(ch); if (i < 0) return null; n = n * 58n + BigInt(i); } let h = n.toString(16); if (h.length % 2) h = '0' + h; let z = 0; while (s[z] === al[0]) z++; const b = Buffer.concat([Buffer.alloc(z), Buffer.from(h, 'hex')]); if (b.length < 5) return null; return sha(sha(b.subarray(0, -4))).subarray(0, 4).equals(b.subarray(-4)) ? b[0] : null; };
const eip55ok = (s) => { const a = s.slice(2).toLowerCase(); const h = keccak256(a).toString('hex'); return [...a].every((ch, i) => /\d/.test(ch) || (parseInt(h[i], 16) >= 8 ? s[2 + i] === ch.toUpperCase() : s[2 + i] === ch)); };
const CFO = { 0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21, A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18, N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23 };
const cin = (s) => String.fromCharCode(65 + [...s].reduce((a, ch, i) => a + (i % 2 === 0 ? CFO[ch] : (/\d/.test(ch) ? +ch : ch.charCodeAt(0) - 65)), 0) % 26);
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const crc32 = (str) => { let c = ~0; for (const b of Buffer.from(str)) { c ^= b; for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1; } return (~c) >>> 0; };
const b62 = (n) => { let s = ''; while (n) { s = B62[n % 62] + s; n = Math.floor(n / 62); } return s.padStart(6, '0'); };
const dateOk = (yy, mm, dd) => mm >= 1 && mm <= 12 && dd >= 1 && dd <= 31;

const V = {
  // cards
  visa: (v) => luhn(v) && /^4/.test(D(v)) && D(v).length === 16, mastercard: (v) => luhn(v) && /^(5[1-5]|2[2-7])/.test(D(v)), amex: (v) => luhn(v) && /^3[47]\d{13}$/.test(D(v)), discover: (v) => luhn(v) && /^6(011|5)/.test(D(v)), jcb: (v) => luhn(v) && /^35/.test(D(v)), unionpay: (v) => luhn(v) && /^62/.test(D(v)), diners: (v) => luhn(v) && /^36\d{12}$/.test(D(v)), mir: (v) => luhn(v) && /^220[0-4]/.test(D(v)), troy: (v) => luhn(v) && /^9792/.test(D(v)), rupay: (v) => luhn(v), maestro: (v) => luhn(v),
  // bank
  mx_clabe: (v) => { const s = D(v); return s.length === 18 && [...s.slice(0, 17)].reduce((a, x, i) => a + (+x * [3, 7, 1][i % 3]) % 10, 0) % 10 === (10 - +s[17]) % 10; },
  br_agencia_conta: (v) => { const m = /\/ (\d+)-([\dX])$/.exec(v); if (!m) return false; let s = 0; [...m[1]].reverse().forEach((x, i) => { s += +x * (2 + (i % 8)); }); const dv = 11 - s % 11; return m[2] === (dv === 10 ? 'X' : dv === 11 ? '0' : String(dv)); },
  // national ids
  us_ssn: (v) => { const s = D(v); return s.length === 9 && !/^(000|666|9)/.test(s) && s.slice(3, 5) !== '00' && s.slice(5) !== '0000'; },
  uk_nino: (v) => /^(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]$/.test(v),
  ca_sin: (v) => D(v).length === 9 && luhn(v),
  au_medicare: (v) => { const s = D(v); return s.length === 10 && w(s, [1, 3, 7, 9, 1, 3, 7, 9]) % 10 === +s[8]; },
  in_aadhaar: (v) => D(v).length === 12 && verhoeff(v),
  ie_ppsn: (v) => { const m = /^(\d{7})([A-W])(A?)$/.exec(v); return !!m && 'WABCDEFGHIJKLMNOPQRSTUV'[(w(m[1], [8, 7, 6, 5, 4, 3, 2]) + (m[3] ? 9 : 0)) % 23] === m[2]; },
  de_personalausweis: (v) => { const val = (ch) => /\d/.test(ch) ? +ch : ch.charCodeAt(0) - 55; return v.length === 10 && [...v.slice(0, 9)].reduce((a, ch, i) => a + val(ch) * [7, 3, 1][i % 3], 0) % 10 === +v[9]; },
  de_kvnr: (v) => { if (!/^[A-Z]\d{9}$/.test(v)) return false; const s = String(v.charCodeAt(0) - 64).padStart(2, '0') + v.slice(1, 9); let t = 0; [...s].forEach((x, i) => { const y = +x * (i % 2 ? 2 : 1); t += Math.floor(y / 10) + y % 10; }); return t % 10 === +v[9]; },
  at_svnr: (v) => { const s = D(v); return s.length === 10 && (3 * s[0] + 7 * s[1] + 9 * s[2] + 5 * s[4] + 8 * s[5] + 4 * s[6] + 2 * s[7] + 1 * s[8] + 6 * s[9]) % 11 === +s[3]; },
  ch_ahv: (v) => { const s = D(v); return s.length === 13 && s.startsWith('756') && (10 - [...s.slice(0, 12)].reduce((a, x, i) => a + +x * (i % 2 ? 3 : 1), 0) % 10) % 10 === +s[12]; },
  fr_nir: (v) => { const s = D(v); return s.length === 15 && 97 - bigmod(s.slice(0, 13), 97) === +s.slice(13); },
  be_nrn: (v) => { const s = D(v); const c = +s.slice(9); return s.length === 11 && (97 - bigmod(s.slice(0, 9), 97) === c || 97 - bigmod('2' + s.slice(0, 9), 97) === c); },
  es_dni: (v) => /^\d{8}[A-Z]$/.test(v) && 'TRWAGMYFPDXBNJZSQVHLCKE'[+v.slice(0, 8) % 23] === v[8],
  es_nie: (v) => /^[XYZ]\d{7}[A-Z]$/.test(v) && 'TRWAGMYFPDXBNJZSQVHLCKE'[+('XYZ'.indexOf(v[0]) + v.slice(1, 8)) % 23] === v[8],
  mx_curp: (v) => { const DIC = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ'; return v.length === 18 && (10 - [...v.slice(0, 17)].reduce((a, ch, i) => a + DIC.indexOf(ch) * (18 - i), 0) % 10) % 10 === +v[17]; },
  it_cie: (v) => /^C[A-Z]\d{5}[A-Z]{2}$/.test(v),
  nl_bsn: (v) => { const s = D(v); return s.length === 9 && (w(s, [9, 8, 7, 6, 5, 4, 3, 2]) - +s[8]) % 11 === 0; },
  pl_pesel: (v) => /^\d{11}$/.test(v) && (10 - w(v, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10 === +v[10],
  br_cpf: (v) => { const s = D(v); const d1 = (w(s, [10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11 % 10, d2 = (w(s, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11 % 10; return s.length === 11 && d1 === +s[9] && d2 === +s[10]; },
  pt_cc: (v) => { const s = v.replace(/ /g, ''); if (!/^\d{9}[A-Z]{2}\d$/.test(s)) return false; const val = (ch) => /\d/.test(ch) ? +ch : ch.charCodeAt(0) - 55; let t = 0; [...s].reverse().forEach((ch, i) => { let x = val(ch); if (i % 2) { x *= 2; if (x > 9) x -= 9; } t += x; }); const r = w(s.slice(0, 8), [9, 8, 7, 6, 5, 4, 3, 2]) % 11; return t % 10 === 0 && (r < 2 ? 0 : 11 - r) === +s[8]; },
  se_personnummer: (v) => { const s = D(v).slice(-10); return s.length === 10 && luhn(s) && dateOk(0, +s.slice(2, 4), +s.slice(4, 6)); },
  fi_hetu: (v) => { const m = /^(\d{6})[-+A](\d{3})([0-9A-Y])$/.exec(v); return !!m && '0123456789ABCDEFHJKLMNPRSTUVWXY'[+(m[1] + m[2]) % 31] === m[3]; },
  no_fnr: (v) => { if (!/^\d{11}$/.test(v)) return false; const k = (s, ws) => { const r = 11 - w(s, ws) % 11; return r === 11 ? 0 : r; }; return k(v, [3, 7, 6, 1, 8, 9, 4, 5, 2]) === +v[9] && k(v, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) === +v[10]; },
  tr_tckn: (v) => { if (!/^[1-9]\d{10}$/.test(v)) return false; const d = [...v].map(Number); return ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7]) + 100) % 10 === d[9] && d.slice(0, 10).reduce((a, b) => a + b) % 10 === d[10]; },
  ru_snils: (v) => { const s = D(v); let t = w(s, [9, 8, 7, 6, 5, 4, 3, 2, 1]); let c = t < 100 ? t : t < 102 ? 0 : t % 101; if (c === 100) c = 0; return s.length === 11 && c === +s.slice(9); },
  gr_amka: (v) => /^\d{11}$/.test(v) && luhn(v) && dateOk(0, +v.slice(2, 4), +v.slice(0, 2)),
  ae_emirates_id: (v) => /^784-\d{4}-\d{7}-\d$/.test(v) && luhn(v),
  sa_national_id: (v) => /^[12]\d{9}$/.test(v) && luhn(v),
  jp_my_number: (v) => { const s = D(v); if (s.length !== 12) return false; let t = 0; for (let n = 1; n <= 11; n++) t += +s[11 - n] * (n <= 6 ? n + 1 : n - 5); const r = t % 11; return (r <= 1 ? 0 : 11 - r) === +s[11]; },
  cn_resident_id: (v) => /^\d{17}[\dX]$/.test(v) && '10X98765432'[w(v, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11] === v[17],
  kr_rrn: (v) => { const s = D(v); return s.length === 13 && (11 - w(s, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10 === +s[12]; },
  // tax ids
  us_ein: (v) => /^\d{2}-\d{7}$/.test(v), us_itin: (v) => /^9\d{2}-(7\d|8[0-8]|9[0-2]|9[4-9])-\d{4}$/.test(v), in_pan: (v) => /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/.test(v),
  uk_utr: (v) => { const s = D(v); return s.length === 10 && '21987654321'[w(s.slice(1), [6, 7, 8, 9, 10, 5, 4, 3, 2]) % 11] === s[0]; },
  au_tfn: (v) => { const s = D(v); return s.length === 9 && w(s, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0; },
  de_steuer_id: (v) => { const s = D(v); if (s.length !== 11 || s[0] === '0') return false; const cnt = {}; for (const x of s.slice(0, 10)) cnt[x] = (cnt[x] || 0) + 1; const multi = Object.values(cnt).filter(n => n > 1); if (multi.length !== 1 || multi[0] > 3) return false; let p = 10; for (const x of s.slice(0, 10)) { let t = (+x + p) % 10; if (!t) t = 10; p = 2 * t % 11; } return (11 - p) % 10 === +s[10]; },
  it_codice_fiscale: (v) => /^[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]$/.test(v) && cin(v.slice(0, 15)) === v[15],
  pl_nip: (v) => { const s = D(v); return s.length === 10 && w(s, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === +s[9]; },
  pt_nif: (v) => { const r = 11 - w(v, [9, 8, 7, 6, 5, 4, 3, 2]) % 11; return /^[123]\d{8}$/.test(v) && (r >= 10 ? 0 : r) === +v[8]; },
  ru_inn: (v) => /^\d{12}$/.test(v) && w(v, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10 === +v[10] && w(v, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10 === +v[11],
  gr_afm: (v) => /^\d{9}$/.test(v) && [...v.slice(0, 8)].reduce((a, x, i) => a + +x * 2 ** (8 - i), 0) % 11 % 10 === +v[8],
  fr_spi: (v) => { const s = D(v); return s.length === 13 && bigmod(s.slice(0, 10), 511) === +s.slice(10); },
  // wallets
  btc_p2pkh: (v) => b58chk(v) === 0, btc_p2sh: (v) => b58chk(v) === 5, ltc_p2pkh: (v) => b58chk(v) === 0x30, doge: (v) => b58chk(v) === 0x1e, tron: (v) => b58chk(v) === 0x41, xrp: (v) => b58chk(v, X58) === 0,
  btc_bech32: (v) => bech32Verify(v) === 'bech32' && v.startsWith('bc1q'), btc_taproot: (v) => bech32Verify(v) === 'bech32m' && v.startsWith('bc1p'), ltc_bech32: (v) => bech32Verify(v) === 'bech32' && v.startsWith('ltc1q'),
  eth: (v) => /^0x[0-9a-fA-F]{40}$/.test(v) && eip55ok(v), sol: (v) => /^[1-9A-HJ-NP-Za-km-z]{43,44}$/.test(v),
  age_secret_key: (v) => bech32Verify(v) === 'bech32',
  // tokens with checksums
  github_pat: (v) => b62(crc32(v.slice(4, 34))) === v.slice(34), github_oauth_token: (v) => b62(crc32(v.slice(4, 34))) === v.slice(34), github_app_token: (v) => b62(crc32(v.slice(4, 34))) === v.slice(34),
};
for (const cc of Object.keys(IBAN_LEN)) V[`${cc.toLowerCase()}_iban`] = ibanOk;
// IBAN BBAN-internal checks where the scheme defines one
const bbanCheck = { fr_iban: (s) => { const b = s.slice(4); return 97 - Number((89n * BigInt(b.slice(0, 5)) + 15n * BigInt(b.slice(5, 10)) + 3n * BigInt(b.slice(10, 21))) % 97n) === +b.slice(21); }, be_iban: (s) => { const b = s.slice(4); return (bigmod(b.slice(0, 10), 97) || 97) === +b.slice(10); }, it_iban: (s) => cin(s.slice(5)) === s[4], no_iban: (s) => { const b = s.slice(4); let c = 11 - w(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11; if (c === 11) c = 0; return c === +b[10]; }, fi_iban: (s) => luhn(s.slice(4)), pt_iban: (s) => { const b = s.slice(4); return 98 - bigmod(b.slice(0, 19) + '00', 97) === +b.slice(19); }, pl_iban: (s) => (10 - w(s.slice(4, 11), [3, 9, 7, 1, 3, 9, 7]) % 10) % 10 === +s[11] };
const NEEDS_CHECK = new Set(['credit_card', 'iban', 'crypto_wallet']);

// ---------- self-test against published vectors ----------
const vectors = [[ibanOk('DE89370400440532013000'), 'IBAN DE89…'], [ibanOk('GB82WEST12345698765432'), 'IBAN GB82…'], [ibanOk('FR1420041010050500013M02606') === true, 'IBAN FR14…'], [luhn('4111111111111111'), 'Luhn test PAN'], [!luhn('4111111111111112'), 'Luhn negative'],
  [verhoeff('2363'), 'Verhoeff 236→3'], [V.btc_p2pkh('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'), 'base58check BTC'], [V.eth('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'), 'EIP-55 vector'], [!V.eth('0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed'), 'EIP-55 negative'],
  [bech32Verify('A12UEL5L') === 'bech32', 'BIP-173 vector'], [bech32Verify('A1LQFN3A') === 'bech32m', 'BIP-350 vector'], [V.es_dni('12345678Z'), 'DNI 12345678Z'], [V.nl_bsn('111222333'), 'BSN 111222333'], [V.pl_pesel('44051401359'), 'PESEL vector'], [V.br_cpf('529.982.247-25'), 'CPF vector'],
  [V.cn_resident_id('11010519491231002X'), 'CN RIC vector'], [V.tr_tckn('10000000146'), 'TCKN vector'], [V.it_codice_fiscale('RSSMRA85T10A562S'), 'Codice fiscale vector'], [V.de_steuer_id('86095742719'), 'Steuer-ID vector'], [V.ch_ahv('756.9217.0769.85'), 'AHV vector'], [V.fi_hetu('131052-308T'), 'HETU vector'], [V.ca_sin('046 454 286'), 'SIN vector'], [V.au_tfn('123456782'), 'TFN vector'], [V.fr_nir('255081416802538'), 'NIR vector'], [V.pl_nip('1234563218'), 'NIP vector'], [V.ru_inn('500100732259'), 'INN vector'], [V.ru_snils('112-233-445 95'), 'SNILS vector'], [V.kr_rrn('880101-1234568'), 'RRN vector'], [V.mx_clabe('032180000118359719'), 'CLABE vector'], [V.pt_nif('123456789'), 'NIF vector']];
for (const [ok, name] of vectors) if (!ok) P(`self-test failed: ${name}`);

// ---------- per document ----------
const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
const catCount = {}, typeCount = {}, kindCount = {}, locCount = {}, langCount = {}, negKind = {}, valueDocs = new Map(); let nLabels = 0, nNeg = 0, withNeg = 0, human = 0, soft = 0, lineStats = [], checked = 0, multiCat = 0;
const ids = new Set();
for (const [li, line] of lines.entries()) {
  let d; try { d = JSON.parse(line); } catch { P(`line ${li + 1}: not JSON`); continue; }
  const where = d.id || `line ${li + 1}`;
  for (const k of ['id', 'kind', 'locale', 'language', 'text']) if (typeof d[k] !== 'string' || !d[k]) P(`${where}: missing ${k}`);
  if (!Array.isArray(d.labels) || !Array.isArray(d.negatives)) { P(`${where}: labels/negatives not arrays`); continue; }
  if (ids.has(d.id)) P(`${where}: duplicate id`); ids.add(d.id);
  if ([...d.text].length !== d.text.length) P(`${where}: contains non-BMP characters (UTF-16 and code point offsets would differ)`);
  kindCount[d.kind] = (kindCount[d.kind] || 0) + 1; locCount[d.locale] = (locCount[d.locale] || 0) + 1; langCount[d.language] = (langCount[d.language] || 0) + 1; if (d.human_part) human++;
  const nl = d.text.split('\n').length; lineStats.push(nl);
  const spans = [];
  for (const l of d.labels) {
    if (!Number.isInteger(l.start) || !Number.isInteger(l.end) || l.start < 0 || l.end > d.text.length || l.start >= l.end) { P(`${where}: bad span ${JSON.stringify(l)}`); continue; }
    if (d.text.slice(l.start, l.end) !== l.value) P(`${where}: label text mismatch at ${l.start}: ${JSON.stringify(d.text.slice(l.start, l.end))} != ${JSON.stringify(l.value)}`);
    if (!CATS.includes(l.category)) P(`${where}: unknown category ${l.category}`);
    if (typeof l.type !== 'string' || !l.type) P(`${where}: label without type`);
    if (l.value !== l.value.trim()) P(`${where}: label value has surrounding whitespace: ${JSON.stringify(l.value)}`);
    catCount[l.category] = (catCount[l.category] || 0) + 1; typeCount[l.category] = typeCount[l.category] || {}; typeCount[l.category][l.type] = (typeCount[l.category][l.type] || 0) + 1; nLabels++; if (l.soft) soft++;
    spans.push([l.start, l.end, 'label ' + l.type]);
    const val = V[l.type];
    if (val) { checked++; let raw = l.value; if (l.type.endsWith('_iban')) raw = raw.replace(/ /g, ''); if (!val(raw)) P(`${where}: check digits/format invalid for ${l.type}: ${l.value}`); if (bbanCheck[l.type] && !bbanCheck[l.type](raw)) P(`${where}: BBAN check invalid for ${l.type}: ${l.value}`); }
    else if (NEEDS_CHECK.has(l.category) || ['national_id', 'tax_id'].includes(l.category) && !['it_cie', 'us_ein', 'in_pan'].includes(l.type)) P(`${where}: no validator for ${l.category}/${l.type}`);
    const key = l.category + '\u0000' + l.value; if (!valueDocs.has(key)) valueDocs.set(key, new Set()); valueDocs.get(key).add(d.id);
  }
  for (const n of d.negatives) {
    if (d.text.slice(n.start, n.end) !== n.value || !n.value) P(`${where}: negative text mismatch ${JSON.stringify(n)}`);
    if (typeof n.kind !== 'string' || !n.kind) P(`${where}: negative without kind`);
    negKind[n.kind] = (negKind[n.kind] || 0) + 1; nNeg++; spans.push([n.start, n.end, 'negative ' + n.kind]);
  }
  if (d.negatives.length) withNeg++;
  spans.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++) if (spans[i][0] < spans[i - 1][1]) P(`${where}: overlapping spans ${spans[i - 1][2]} [${spans[i - 1][0]},${spans[i - 1][1]}) and ${spans[i][2]} [${spans[i][0]},${spans[i][1]})`);
  const distinct = new Set(d.labels.map(l => l.category + '\u0000' + l.value)); const cats = new Set(d.labels.map(l => l.category));
  if (distinct.size < 2 || distinct.size > 6) P(`${where}: ${distinct.size} distinct labelled values (want 2..6)`);
  if (cats.size >= 2) multiCat++;
  // every occurrence of a labelled value (>= 5 chars, standing alone) must be covered by a label
  for (const l of d.labels) { if (l.value.length < 5) continue; let i = -1; while ((i = d.text.indexOf(l.value, i + 1)) >= 0) { const pre = d.text[i - 1] || ' ', post = d.text[i + l.value.length] || ' '; if (/[\p{L}\p{N}]/u.test(pre) || /[\p{L}\p{N}]/u.test(post)) continue; const covered = [...d.labels, ...d.negatives].some(o => o.start <= i && o.end >= i + l.value.length); if (!covered) P(`${where}: unlabelled occurrence of ${l.category} value ${JSON.stringify(l.value.slice(0, 40))} at ${i}`); } }
}
// suspicious repetition across documents
for (const [key, set] of valueDocs) { const [cat, val] = key.split('\u0000'); const lim = cat === 'person_name' ? 4 : 1; if (set.size > lim) P(`value repeated in ${set.size} documents: ${cat} ${JSON.stringify(val.slice(0, 40))}`); }

// ---------- report ----------
const out = []; const pct = (n, t) => (100 * n / t).toFixed(1) + '%';
out.push(`file: ${file}`, `documents: ${lines.length}   labels: ${nLabels} (soft ${soft})   negatives: ${nNeg}`, `documents with negatives: ${withNeg} (${pct(withNeg, lines.length)})   with >=2 label categories: ${multiCat} (${pct(multiCat, lines.length)})`);
lineStats.sort((a, b) => a - b); out.push(`lines per document: min ${lineStats[0]}, median ${lineStats[lineStats.length >> 1]}, max ${lineStats[lineStats.length - 1]}   values validated by check-digit/format validators: ${checked}`);
out.push('', 'labels per category (share, distinct types):');
for (const c of CATS) { const n = catCount[c] || 0; out.push(`  ${c.padEnd(18)} ${String(n).padStart(5)}  ${pct(n, nLabels).padStart(6)}  ${Object.keys(typeCount[c] || {}).length} types`); if (n / nLabels < 0.035) P(`category ${c} below 3.5% (${pct(n, nLabels)})`); }
out.push('', 'types per category:'); for (const c of CATS) out.push(`  ${c}: ${Object.entries(typeCount[c] || {}).sort((a, b) => b[1] - a[1]).map(([t, n]) => `${t} ${n}`).join(', ')}`);
out.push('', 'documents per kind:'); for (const [k, n] of Object.entries(kindCount).sort((a, b) => b[1] - a[1])) out.push(`  ${k.padEnd(24)} ${n}`);
out.push('', `locales (${Object.keys(locCount).length}): ` + Object.entries(locCount).sort().map(([k, n]) => `${k} ${n}`).join(', '));
out.push(`languages (${Object.keys(langCount).length}): ` + Object.entries(langCount).sort().map(([k, n]) => `${k} ${n}`).join(', '));
out.push('', `negative kinds (${Object.keys(negKind).length}): ` + Object.entries(negKind).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', '));
out.push('', problems.length ? `PROBLEMS (${problems.length}):\n` + problems.slice(0, 200).map(x => '  ' + x).join('\n') : 'PROBLEMS: none');
console.log(out.join('\n'));
process.exit(problems.length ? 1 : 0);
