// Check-digit algorithms. Used by the generator (to make values) and by check.mjs (to verify them).
import { b58checkValid, XRP58, bech32Valid, eip55Valid, crc32, base62 } from './crypto.mjs';

export const onlyDigits = (s) => s.replace(/\D/g, '');
export const ds = (s) => [...s].map(Number);

export function luhnSum(num) { let sum = 0, alt = false; for (let i = num.length - 1; i >= 0; i--) { let d = +num[i]; if (alt) { d *= 2; if (d > 9) d -= 9; } sum += d; alt = !alt; } return sum; }
export const luhnValid = (num) => /^\d+$/.test(num) && luhnSum(num) % 10 === 0;
export const luhnDigit = (partial) => String((10 - (luhnSum(partial + '0') % 10)) % 10);

export function mod97(str) { let r = 0; for (const c of str) r = (r * 10 + +c) % 97; return r; }
export function ibanToDigits(s) { return [...s].map(c => /[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c).join(''); }
export function ibanCheck(country, bban) { const r = mod97(ibanToDigits(bban + country + '00')); return String(98 - r).padStart(2, '0'); }
export function ibanValid(s) { const c = s.replace(/\s/g, '').toUpperCase(); if (!/^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(c)) return false; return mod97(ibanToDigits(c.slice(4) + c.slice(0, 4))) === 1; }

// Verhoeff (Aadhaar)
const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VINV = [0,4,3,2,1,5,6,7,8,9];
export function verhoeffDigit(num) { let c = 0; const a = [...num].reverse(); for (let i = 0; i < a.length; i++) c = VD[c][VP[(i + 1) % 8][+a[i]]]; return String(VINV[c]); }
export function verhoeffValid(num) { let c = 0; const a = [...num].reverse(); for (let i = 0; i < a.length; i++) c = VD[c][VP[i % 8][+a[i]]]; return c === 0; }

// ISO 7064 MOD 11,10 (German Steuer-IdNr)
export function mod1110Digit(num) { let p = 10; for (const c of num) { let s = (+c + p) % 10; if (s === 0) s = 10; p = (s * 2) % 11; } const d = 11 - p; return String(d === 10 ? 0 : d); }
// ICAO 9303 7-3-1
export function icaoDigit(s) { const w = [7, 3, 1]; let sum = 0; [...s].forEach((c, i) => { let v = c === '<' ? 0 : /\d/.test(c) ? +c : c.charCodeAt(0) - 55; sum += v * w[i % 3]; }); return String(sum % 10); }

export const weighted = (digits, weights) => digits.reduce((s, d, i) => s + d * weights[i], 0);

export const CHECK = {
  nl_bsn(v) { const d = ds(onlyDigits(v)); if (d.length !== 9) return false; return (weighted(d.slice(0, 8), [9, 8, 7, 6, 5, 4, 3, 2]) - d[8]) % 11 === 0; },
  pl_pesel(v) { const d = ds(onlyDigits(v)); if (d.length !== 11) return false; return (10 - weighted(d.slice(0, 10), [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10 === d[10]; },
  se_personnummer(v) { const d = onlyDigits(v); return (d.length === 10 || d.length === 12) && luhnValid(d.slice(-10)); },
  fi_hetu(v) { const m = v.match(/^(\d{6})[-+A-FU-Y](\d{3})([0-9A-Y])$/); if (!m) return false; return '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(m[1] + m[2]) % 31] === m[3]; },
  fr_nir(v) { const d = onlyDigits(v); if (d.length !== 15) return false; return 97 - Number(BigInt(d.slice(0, 13)) % 97n) === +d.slice(13); },
  be_nrn(v) { const d = onlyDigits(v); if (d.length !== 11) return false; const c = +d.slice(9); const b = BigInt(d.slice(0, 9)); return 97 - Number(b % 97n) === c || 97 - Number((2000000000n + b) % 97n) === c; },
  es_dni(v) { const m = v.replace(/[\s.-]/g, '').toUpperCase().match(/^([XYZ]?)(\d{7,8})([A-Z])$/); if (!m) return false; const n = Number(({ X: '0', Y: '1', Z: '2' }[m[1]] ?? '') + m[2]); return 'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23] === m[3]; },
  br_cpf(v) { const d = ds(onlyDigits(v)); if (d.length !== 11) return false; const c1 = (weighted(d.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11 % 10; const c2 = (weighted(d.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11 % 10; return c1 === d[9] && c2 === d[10]; },
  in_aadhaar(v) { const d = onlyDigits(v); return d.length === 12 && /^[2-9]/.test(d) && verhoeffValid(d); },
  cn_resident_id(v) { if (!/^\d{17}[\dX]$/.test(v)) return false; const s = weighted(ds(v.slice(0, 17)), [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]); return '10X98765432'[s % 11] === v[17]; },
  kr_rrn(v) { const d = ds(onlyDigits(v)); if (d.length !== 13) return false; return (11 - weighted(d.slice(0, 12), [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10 === d[12]; },
  jp_my_number(v) { const d = ds(onlyDigits(v)); if (d.length !== 12) return false; let s = 0; for (let n = 1; n <= 11; n++) { const p = d[11 - n]; s += p * (n <= 6 ? n + 1 : n - 5); } const r = s % 11; return (r <= 1 ? 0 : 11 - r) === d[11]; },
  tr_tckn(v) { const d = ds(onlyDigits(v)); if (d.length !== 11 || d[0] === 0) return false; const c10 = (((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 + 10) % 10; const c11 = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10; return c10 === d[9] && c11 === d[10]; },
  gr_amka(v) { const d = onlyDigits(v); return d.length === 11 && luhnValid(d); },
  ch_ahv(v) { const d = ds(onlyDigits(v)); if (d.length !== 13 || d.slice(0, 3).join('') !== '756') return false; return (10 - weighted(d.slice(0, 12), [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3]) % 10) % 10 === d[12]; },
  at_svnr(v) { const d = ds(onlyDigits(v)); if (d.length !== 10) return false; return weighted([d[0], d[1], d[2], d[4], d[5], d[6], d[7], d[8], d[9]], [3, 7, 9, 5, 8, 4, 2, 1, 6]) % 11 === d[3]; },
  ie_ppsn(v) { const m = v.replace(/\s/g, '').toUpperCase().match(/^(\d{7})([A-W])([ABHW]?)$/); if (!m) return false; let s = weighted(ds(m[1]), [8, 7, 6, 5, 4, 3, 2]); if (m[3]) s += 9 * (m[3].charCodeAt(0) - 64); return 'WABCDEFGHIJKLMNOPQRSTUV'[s % 23] === m[2]; },
  mx_curp(v) { if (!/^[A-Z]{4}\d{6}[HM][A-Z]{5}[0-9A-Z]\d$/.test(v)) return false; const A = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ'; let s = 0; for (let i = 0; i < 17; i++) s += A.indexOf(v[i]) * (18 - i); return (10 - s % 10) % 10 === +v[17]; },
  ae_emirates_id(v) { const d = onlyDigits(v); return d.length === 15 && d.startsWith('784') && luhnValid(d); },
  au_medicare(v) { const d = ds(onlyDigits(v)); if (d.length < 10 || d.length > 11 || d[0] < 2 || d[0] > 6) return false; return weighted(d.slice(0, 8), [1, 3, 7, 9, 1, 3, 7, 9]) % 10 === d[8]; },
  de_id_card(v) { if (!/^[CFGHJKLMNPRTVWXYZ0-9]{9}\d$/.test(v)) return false; return icaoDigit(v.slice(0, 9)) === v[9]; },
  pt_cc(v) { const s = v.replace(/\s/g, '').toUpperCase(); if (!/^\d{9}[A-Z0-9]{2}\d$/.test(s)) return false; let sum = 0, dbl = false; for (let i = s.length - 1; i >= 0; i--) { let x = /\d/.test(s[i]) ? +s[i] : s.charCodeAt(i) - 55; if (dbl) { x *= 2; if (x > 9) x -= 9; } sum += x; dbl = !dbl; } return sum % 10 === 0; },
  // tax ids
  de_steuer_id(v) { const d = onlyDigits(v); if (d.length !== 11 || d[0] === '0') return false; const cnt = {}; for (const c of d.slice(0, 10)) cnt[c] = (cnt[c] || 0) + 1; const vals = Object.values(cnt); if (!(vals.filter(x => x === 2).length === 1 || vals.filter(x => x === 3).length === 1)) return false; return mod1110Digit(d.slice(0, 10)) === d[10]; },
  pl_nip(v) { const d = ds(onlyDigits(v)); if (d.length !== 10) return false; return weighted(d.slice(0, 9), [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === d[9]; },
  pt_nif(v) { const d = ds(onlyDigits(v)); if (d.length !== 9) return false; const r = 11 - weighted(d.slice(0, 8), [9, 8, 7, 6, 5, 4, 3, 2]) % 11; return (r >= 10 ? 0 : r) === d[8]; },
  gr_afm(v) { const d = ds(onlyDigits(v)); if (d.length !== 9) return false; return weighted(d.slice(0, 8), [256, 128, 64, 32, 16, 8, 4, 2]) % 11 % 10 === d[8]; },
  au_tfn(v) { const d = ds(onlyDigits(v)); if (d.length !== 9) return false; return weighted(d, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0; },
  it_codice_fiscale(v) { if (!/^[A-Z]{6}\d{2}[A-EHLMPRST]\d{2}[A-Z]\d{3}[A-Z]$/.test(v)) return false; return cfCheck(v.slice(0, 15)) === v[15]; },
  in_pan(v) { return /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/.test(v); },
  // bank
  mx_clabe(v) { const d = ds(onlyDigits(v)); if (d.length !== 18) return false; const w = [3, 7, 1]; const s = d.slice(0, 17).reduce((a, x, i) => a + (x * w[i % 3]) % 10, 0); return (10 - s % 10) % 10 === d[17]; },
  fr_rib(v) { const d = onlyDigits(v); if (d.length !== 23) return false; return 97 - Number((89n * BigInt(d.slice(0, 5)) + 15n * BigInt(d.slice(5, 10)) + 3n * BigInt(d.slice(10, 21))) % 97n) === +d.slice(21); },
  be_account_legacy(v) { const d = onlyDigits(v); if (d.length !== 12) return false; return (Number(BigInt(d.slice(0, 10)) % 97n) || 97) === +d.slice(10); },
  es_ccc(v) { const d = onlyDigits(v); if (d.length !== 20) return false; const w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]; const dc = (s) => { const x = 11 - weighted(ds(s), w) % 11; return x === 11 ? 0 : x === 10 ? 1 : x; }; return dc('00' + d.slice(0, 8)) === +d[8] && dc(d.slice(10)) === +d[9]; },
  us_routing(v) { const d = ds(onlyDigits(v)); if (d.length !== 9) return false; return weighted(d, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0; },
  pl_nrb(v) { const d = onlyDigits(v); return d.length === 26 && ibanValid('PL' + d); },
  // cards / crypto / tokens
  card(v) { const d = onlyDigits(v); return d.length >= 13 && d.length <= 19 && luhnValid(d); },
  iban(v) { return ibanValid(v); },
  btc_base58(v) { return b58checkValid(v); },
  base58check(v) { return b58checkValid(v); },
  xrp(v) { return b58checkValid(v, XRP58); },
  bech32(v) { return bech32Valid(v); },
  eth(v) { return eip55Valid(v); },
  github_token(v) { const m = v.match(/^(gh[pousr])_([A-Za-z0-9]{30})([A-Za-z0-9]{6})$/); return !!m && base62(crc32(m[2]), 6) === m[3]; },
};

const CF_ODD = { 0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21, A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18, N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23 };
export function cfCheck(s15) { let s = 0; for (let i = 0; i < 15; i++) { const c = s15[i]; if (i % 2 === 0) s += CF_ODD[c]; else s += /\d/.test(c) ? +c : c.charCodeAt(0) - 65; } return String.fromCharCode(65 + (s % 26)); }

// Which validator applies to which label type (check.mjs uses this). Types not listed have no published check digit.
export const TYPE_CHECK = {
  nl_bsn: 'nl_bsn', pl_pesel: 'pl_pesel', se_personnummer: 'se_personnummer', fi_hetu: 'fi_hetu', fr_nir: 'fr_nir', be_nrn: 'be_nrn',
  es_dni: 'es_dni', es_nie: 'es_dni', br_cpf: 'br_cpf', in_aadhaar: 'in_aadhaar', cn_resident_id: 'cn_resident_id', kr_rrn: 'kr_rrn',
  jp_my_number: 'jp_my_number', tr_tckn: 'tr_tckn', gr_amka: 'gr_amka', ch_ahv: 'ch_ahv', at_svnr: 'at_svnr', ie_ppsn: 'ie_ppsn',
  mx_curp: 'mx_curp', ae_emirates_id: 'ae_emirates_id', au_medicare: 'au_medicare', de_id_card: 'de_id_card', pt_cc: 'pt_cc',
  de_steuer_id: 'de_steuer_id', pl_nip: 'pl_nip', pt_nif: 'pt_nif', gr_afm: 'gr_afm', au_tfn: 'au_tfn', it_codice_fiscale: 'it_codice_fiscale', in_pan: 'in_pan',
  mx_clabe: 'mx_clabe', pl_nrb: 'pl_nrb', fr_rib: 'fr_rib', be_account_legacy: 'be_account_legacy', es_ccc: 'es_ccc', us_routing_number: 'us_routing',
  btc_p2pkh: 'btc_base58', btc_p2sh: 'btc_base58', ltc_legacy: 'base58check', doge: 'base58check', tron: 'base58check', xrp: 'xrp',
  btc_bech32: 'bech32', btc_taproot: 'bech32', ltc_bech32: 'bech32', eth_eip55: 'eth',
  github_pat_classic: 'github_token', github_oauth: 'github_token', github_app_token: 'github_token',
};
