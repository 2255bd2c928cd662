// Check-digit algorithms shared by the generator and the checker.
import { createHash } from 'node:crypto';
const dig = (s) => s.replace(/\D/g, '');

export function luhnDigit(payload) { // returns check digit for payload
  let sum = 0, dbl = true;
  for (let i = payload.length - 1; i >= 0; i--) {
    let d = +payload[i];
    if (dbl) { d *= 2; if (d > 9) d -= 9; }
    sum += d; dbl = !dbl;
  }
  return String((10 - (sum % 10)) % 10);
}
export function luhnOk(s) { s = dig(s); return s.length > 1 && luhnDigit(s.slice(0, -1)) === s.slice(-1); }

export function mod97(str) { let r = 0; for (const ch of str) r = (r * 10 + +ch) % 97; return r; }
function ibanNumeric(s) { return s.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55)); }
export function ibanFrom(cc, bban) {
  const r = mod97(ibanNumeric(bban + cc + '00'));
  return cc + String(98 - r).padStart(2, '0') + bban;
}
export function ibanOk(s) {
  s = s.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(s)) return false;
  return mod97(ibanNumeric(s.slice(4) + s.slice(0, 4))) === 1;
}
// ISO 7064 mod 11,10 (DE Steuer-ID, HR OIB)
export function mod1110Digit(p) {
  let prod = 10;
  for (const ch of p) { let sum = (+ch + prod) % 10; if (sum === 0) sum = 10; prod = (sum * 2) % 11; }
  return String((11 - prod) % 10);
}
export function weighted(s, w) { let t = 0; for (let i = 0; i < w.length; i++) t += +s[i] * w[i]; return t; }
// Verhoeff (Aadhaar)
const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VINV = [0,4,3,2,1,5,6,7,8,9];
export function verhoeffDigit(p) { let c = 0; const a = p.split('').reverse(); for (let i = 0; i < a.length; i++) c = VD[c][VP[(i + 1) % 8][+a[i]]]; return String(VINV[c]); }
export function verhoeffOk(s) { let c = 0; const a = dig(s).split('').reverse(); for (let i = 0; i < a.length; i++) c = VD[c][VP[i % 8][+a[i]]]; return c === 0; }
// MRZ check digit (ICAO 9303)
export function mrzDigit(s) {
  const w = [7, 3, 1]; let t = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]; let v;
    if (c >= '0' && c <= '9') v = +c; else if (c >= 'A' && c <= 'Z') v = c.charCodeAt(0) - 55; else v = 0;
    t += v * w[i % 3];
  }
  return String(t % 10);
}
// VIN check digit (position 9)
const VINT = { A:1,B:2,C:3,D:4,E:5,F:6,G:7,H:8,J:1,K:2,L:3,M:4,N:5,P:7,R:9,S:2,T:3,U:4,V:5,W:6,X:7,Y:8,Z:9 };
const VINW = [8,7,6,5,4,3,2,10,0,9,8,7,6,5,4,3,2];
export function vinCheck(v) { let t = 0; for (let i = 0; i < 17; i++) { const c = v[i]; t += (/\d/.test(c) ? +c : VINT[c]) * VINW[i]; } const r = t % 11; return r === 10 ? 'X' : String(r); }
export function gtinDigit(p) { let t = 0; const a = p.split('').reverse(); for (let i = 0; i < a.length; i++) t += +a[i] * (i % 2 === 0 ? 3 : 1); return String((10 - (t % 10)) % 10); }

// ---- national/tax id validators keyed by label type ----
const ES_LET = 'TRWAGMYFPDXBNJZSQVHLCKE';
const IT_ODD = {0:1,1:0,2:5,3:7,4:9,5:13,6:15,7:17,8:19,9:21,A:1,B:0,C:5,D:7,E:9,F:13,G:15,H:17,I:19,J:21,K:2,L:4,M:18,N:20,O:11,P:3,Q:6,R:8,S:12,T:14,U:16,V:10,W:22,X:25,Y:24,Z:23};
export function itCfChar(p15) { let t = 0; for (let i = 0; i < 15; i++) { const c = p15[i]; if (i % 2 === 0) t += IT_ODD[c]; else t += /\d/.test(c) ? +c : c.charCodeAt(0) - 65; } return String.fromCharCode(65 + (t % 26)); }
export function fiHetuChar(n9) { return '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(n9) % 31]; }
export function cnIdChar(p17) { const w = [7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2]; return '10X98765432'[weighted(p17, w) % 11]; }
export function plPeselDigit(p10) { return String((10 - (weighted(p10, [1,3,7,9,1,3,7,9,1,3]) % 10)) % 10); }
export function plNipDigit(p9) { return String(weighted(p9, [6,5,7,2,3,4,5,6,7]) % 11); }
export function nlBsnOk(s) { s = dig(s); if (s.length !== 9) return false; let t = 0; for (let i = 0; i < 8; i++) t += +s[i] * (9 - i); t -= +s[8]; return t % 11 === 0; }
export function trTcDigits(p9) { const d = p9.split('').map(Number); const d10 = ((d[0]+d[2]+d[4]+d[6]+d[8]) * 7 - (d[1]+d[3]+d[5]+d[7])) % 10; const d10n = (d10 + 10) % 10; const d11 = (d.reduce((a, b) => a + b, 0) + d10n) % 10; return String(d10n) + d11; }
export function ruInn12(p10) { const c1 = weighted(p10, [7,2,4,10,3,5,9,4,6,8]) % 11 % 10; const p11 = p10 + c1; const c2 = weighted(p11, [3,7,2,4,10,3,5,9,4,6,8]) % 11 % 10; return String(c1) + c2; }
export function ruSnilsCheck(p9) { let t = 0; for (let i = 0; i < 9; i++) t += +p9[i] * (9 - i); let c = t % 101; if (c === 100) c = 0; return String(c).padStart(2, '0'); }
export function uaRnokppDigit(p9) { return String(weighted(p9, [-1,5,7,9,4,6,10,5,7]) % 11 % 10 < 0 ? (weighted(p9, [-1,5,7,9,4,6,10,5,7]) % 11 + 11) % 11 % 10 : weighted(p9, [-1,5,7,9,4,6,10,5,7]) % 11 % 10); }
export function bgEgnDigit(p9) { const r = weighted(p9, [2,4,8,5,10,9,7,3,6]) % 11; return String(r === 10 ? 0 : r); }
export function roCnpDigit(p12) { const r = weighted(p12, [2,7,9,1,4,6,3,5,8,2,7,9]) % 11; return String(r === 10 ? 1 : r); }
export function grAfmDigit(p8) { let t = 0; for (let i = 0; i < 8; i++) t += +p8[i] * 2 ** (8 - i); return String(t % 11 % 10); }
export function ilIdOk(s) { s = dig(s).padStart(9, '0'); let t = 0; for (let i = 0; i < 9; i++) { let v = +s[i] * (i % 2 ? 2 : 1); if (v > 9) v -= 9; t += v; } return t % 10 === 0; }
export function ilIdDigit(p8) { for (let c = 0; c < 10; c++) if (ilIdOk(p8 + c)) return String(c); }
export function krRrnDigit(p12) { const t = weighted(p12, [2,3,4,5,6,7,8,9,2,3,4,5]); return String((11 - (t % 11)) % 10); }
export function jpMyNumberDigit(p11) { let t = 0; for (let n = 1; n <= 11; n++) { const pn = +p11[11 - n]; const qn = n <= 6 ? n + 1 : n - 5; t += pn * qn; } const r = t % 11; return String(r <= 1 ? 0 : 11 - r); }
export function thIdDigit(p12) { let t = 0; for (let i = 0; i < 12; i++) t += +p12[i] * (13 - i); return String((11 - (t % 11)) % 10); }
export function sgNricChar(prefix, p7) { const w = [2,7,6,5,4,3,2]; let t = weighted(p7, w); if (prefix === 'T' || prefix === 'G') t += 4; const st = 'JZIHGFEDCBA', fg = 'XWUTRQPNMLK'; return (prefix === 'S' || prefix === 'T' ? st : fg)[t % 11]; }
export function ptNifDigit(p8) { const r = weighted(p8, [9,8,7,6,5,4,3,2]) % 11; return String(r < 2 ? 0 : 11 - r); }
export function brCpfDigits(p9) { let t = 0; for (let i = 0; i < 9; i++) t += +p9[i] * (10 - i); let d1 = (t * 10) % 11 % 10; t = 0; const p10 = p9 + d1; for (let i = 0; i < 10; i++) t += +p10[i] * (11 - i); const d2 = (t * 10) % 11 % 10; return String(d1) + d2; }
export function brCnpjDigits(p12) { const w1 = [5,4,3,2,9,8,7,6,5,4,3,2], w2 = [6,5,4,3,2,9,8,7,6,5,4,3,2]; let r = weighted(p12, w1) % 11; const d1 = r < 2 ? 0 : 11 - r; r = weighted(p12 + d1, w2) % 11; const d2 = r < 2 ? 0 : 11 - r; return String(d1) + d2; }
export function clRutDv(body) { let t = 0, m = 2; for (let i = body.length - 1; i >= 0; i--) { t += +body[i] * m; m = m === 7 ? 2 : m + 1; } const r = 11 - (t % 11); return r === 11 ? '0' : r === 10 ? 'K' : String(r); }
export function arCuitDigit(p10) { const r = 11 - (weighted(p10, [5,4,3,2,7,6,5,4,3,2]) % 11); return r === 11 ? '0' : r === 10 ? null : String(r); }
export function ieDigitChar(p7, suffix = '') { let t = weighted(p7, [8,7,6,5,4,3,2]); if (suffix) t += (suffix.charCodeAt(0) - 64) * 9; return 'WABCDEFGHIJKLMNOPQRSTUV'[t % 23]; }
export function auTfnOk(s) { s = dig(s); if (s.length !== 9) return false; return weighted(s, [1,4,3,7,5,8,6,9,10]) % 11 === 0; }
export function czRcOk(s) { s = dig(s); if (s.length !== 10) return false; const n = BigInt(s); return n % 11n === 0n; }
export function huTajDigit(p8) { let t = 0; for (let i = 0; i < 8; i++) t += +p8[i] * (i % 2 === 0 ? 3 : 7); return String(t % 10); }
export function huAdoDigit(p9) { let t = 0; for (let i = 0; i < 9; i++) t += +p9[i] * (i + 1); return t % 11 === 10 ? null : String(t % 11); }
export function atSvnrDigit(n3, dob6) { const s = n3 + dob6; const w = [3,7,9,5,8,4,2,1,6]; const r = weighted(s, w) % 11; return r === 10 ? null : String(r); }
export function chAhvOk(s) { s = dig(s); return s.length === 13 && gtinDigit(s.slice(0, 12)) === s[12]; }
export function frNirKey(p13) { return String(97 - Number(BigInt(p13) % 97n)).padStart(2, '0'); }
export function beNrnCheck(p9, y2000) { const n = BigInt((y2000 ? '2' : '') + p9); return String(97n - (n % 97n)).padStart(2, '0'); }
export function skDicOk(s) { s = dig(s); return s.length === 10 && BigInt(s) % 11n === 0n; }
export function mxClabeDigit(p17) { const w = [3,7,1]; let t = 0; for (let i = 0; i < 17; i++) t += (+p17[i] * w[i % 3]) % 10; return String((10 - (t % 10)) % 10); }
export function abaOk(s) { s = dig(s); if (s.length !== 9) return false; return weighted(s, [3,7,1,3,7,1,3,7,1]) % 10 === 0; }
export function abaDigit(p8) { return String((10 - (weighted(p8, [3,7,1,3,7,1,3,7]) % 10)) % 10); }
export function dkCprOk() { return true; }
export function esCifOk() { return true; }

// ---- validators by label type (used by check.mjs) ----
export const VALIDATORS = {
  // cards
  visa: luhnOk, mastercard: luhnOk, amex: luhnOk, discover: luhnOk, jcb: luhnOk, unionpay: luhnOk, diners: luhnOk, maestro: luhnOk, mir: luhnOk, rupay: luhnOk, troy: luhnOk,
  iban: ibanOk,
  us_ssn: (s) => /^(?!000|666|9)\d{3}-?(?!00)\d{2}-?(?!0000)\d{4}$/.test(s),
  ca_sin: luhnOk,
  za_id: luhnOk,
  ae_emirates_id: luhnOk,
  sa_national_id: luhnOk,
  gr_amka: luhnOk,
  se_personnummer: (s) => luhnOk(dig(s).slice(-10)),
  fr_siret: luhnOk,
  de_steuer_id: (s) => { s = dig(s); return s.length === 11 && mod1110Digit(s.slice(0, 10)) === s[10]; },
  hr_oib: (s) => { s = dig(s); return s.length === 11 && mod1110Digit(s.slice(0, 10)) === s[10]; },
  in_aadhaar: (s) => dig(s).length === 12 && verhoeffOk(s),
  es_dni: (s) => { const m = s.match(/^(\d{8})-?([A-Z])$/); return !!m && ES_LET[+m[1] % 23] === m[2]; },
  es_nie: (s) => { const m = s.match(/^([XYZ])-?(\d{7})-?([A-Z])$/); return !!m && ES_LET[+('XYZ'.indexOf(m[1]) + m[2]) % 23] === m[3]; },
  it_codice_fiscale: (s) => /^[A-Z0-9]{16}$/.test(s) && itCfChar(s.slice(0, 15)) === s[15],
  fi_hetu: (s) => { const m = s.match(/^(\d{6})[-+A-FU-Y](\d{3})([0-9A-Y])$/); return !!m && fiHetuChar(m[1] + m[2]) === m[3]; },
  cn_resident_id: (s) => /^\d{17}[\dX]$/.test(s) && cnIdChar(s.slice(0, 17)) === s[17],
  pl_pesel: (s) => /^\d{11}$/.test(s) && plPeselDigit(s.slice(0, 10)) === s[10],
  pl_nip: (s) => { s = dig(s); return s.length === 10 && plNipDigit(s.slice(0, 9)) === s[9]; },
  nl_bsn: nlBsnOk,
  tr_tc_kimlik: (s) => /^[1-9]\d{10}$/.test(s) && trTcDigits(s.slice(0, 9)) === s.slice(9),
  ru_inn: (s) => /^\d{12}$/.test(s) && ruInn12(s.slice(0, 10)) === s.slice(10),
  ru_snils: (s) => { s = dig(s); return s.length === 11 && ruSnilsCheck(s.slice(0, 9)) === s.slice(9); },
  ua_rnokpp: (s) => /^\d{10}$/.test(s) && uaRnokppDigit(s.slice(0, 9)) === s[9],
  bg_egn: (s) => /^\d{10}$/.test(s) && bgEgnDigit(s.slice(0, 9)) === s[9],
  ro_cnp: (s) => /^\d{13}$/.test(s) && roCnpDigit(s.slice(0, 12)) === s[12],
  gr_afm: (s) => /^\d{9}$/.test(s) && grAfmDigit(s.slice(0, 8)) === s[8],
  il_teudat_zehut: (s) => /^\d{9}$/.test(s) && ilIdOk(s),
  kr_rrn: (s) => { s = dig(s); return s.length === 13 && krRrnDigit(s.slice(0, 12)) === s[12]; },
  jp_my_number: (s) => { s = dig(s); return s.length === 12 && jpMyNumberDigit(s.slice(0, 11)) === s[11]; },
  th_national_id: (s) => { s = dig(s); return s.length === 13 && thIdDigit(s.slice(0, 12)) === s[12]; },
  sg_nric: (s) => /^[STFG]\d{7}[A-Z]$/.test(s) && sgNricChar(s[0], s.slice(1, 8)) === s[8],
  pt_nif: (s) => /^\d{9}$/.test(s) && ptNifDigit(s.slice(0, 8)) === s[8],
  br_cpf: (s) => { s = dig(s); return s.length === 11 && brCpfDigits(s.slice(0, 9)) === s.slice(9); },
  br_cnpj: (s) => { s = dig(s); return s.length === 14 && brCnpjDigits(s.slice(0, 12)) === s.slice(12); },
  cl_rut: (s) => { const m = s.replace(/\./g, '').match(/^(\d{7,8})-([\dK])$/); return !!m && clRutDv(m[1]) === m[2]; },
  ar_cuit: (s) => { s = dig(s); return s.length === 11 && arCuitDigit(s.slice(0, 10)) === s[10]; },
  ie_ppsn: (s) => { const m = s.match(/^(\d{7})([A-W])([A-IW]?)$/); return !!m && ieDigitChar(m[1], m[3] === 'W' ? '' : m[3]) === m[2]; },
  au_tfn: auTfnOk,
  cz_rodne_cislo: (s) => czRcOk(s), sk_rodne_cislo: (s) => czRcOk(s),
  hu_taj: (s) => { s = dig(s); return s.length === 9 && huTajDigit(s.slice(0, 8)) === s[8]; },
  hu_adoazonosito: (s) => /^8\d{9}$/.test(s) && huAdoDigit(s.slice(0, 9)) === s[9],
  at_svnr: (s) => { s = dig(s); return s.length === 10 && atSvnrDigit(s.slice(0, 3), s.slice(4)) === s[3]; },
  ch_ahv: chAhvOk,
  fr_nir: (s) => { s = dig(s); return s.length === 15 && frNirKey(s.slice(0, 13)) === s.slice(13); },
  be_rrn: (s) => { s = dig(s); if (s.length !== 11) return false; return beNrnCheck(s.slice(0, 9), false) === s.slice(9) || beNrnCheck(s.slice(0, 9), true) === s.slice(9); },
  sk_dic: skDicOk,
  mx_clabe: (s) => /^\d{18}$/.test(s) && mxClabeDigit(s.slice(0, 17)) === s[17],
  us_aba_routing: abaOk,
  vin: (s) => s.length === 17 && vinCheck(s) === s[8],
  gtin13: (s) => /^\d{13}$/.test(s) && gtinDigit(s.slice(0, 12)) === s[12],
  imei: luhnOk,
};

// ---- crypto: base58check and bech32 ----
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export function sha256(b) { return createHash('sha256').update(b).digest(); }
export function b58encode(buf) {
  let n = BigInt('0x' + (buf.toString('hex') || '0')); let s = '';
  while (n > 0n) { s = B58[Number(n % 58n)] + s; n /= 58n; }
  for (const b of buf) { if (b === 0) s = '1' + s; else break; }
  return s;
}
export function b58decode(s) {
  let n = 0n; for (const c of s) { const i = B58.indexOf(c); if (i < 0) return null; n = n * 58n + BigInt(i); }
  let hex = n.toString(16); if (hex.length % 2) hex = '0' + hex; if (n === 0n) hex = '';
  let lead = 0; for (const c of s) { if (c === '1') lead++; else break; }
  return Buffer.concat([Buffer.alloc(lead), Buffer.from(hex, 'hex')]);
}
export function b58check(payload) { const c = sha256(sha256(payload)).subarray(0, 4); return b58encode(Buffer.concat([payload, c])); }
export function b58checkOk(s) { const b = b58decode(s); if (!b || b.length < 5) return false; const p = b.subarray(0, -4); return sha256(sha256(p)).subarray(0, 4).equals(b.subarray(-4)); }
const BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(values) { const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let chk = 1; for (const v of values) { const b = chk >> 25; chk = ((chk & 0x1ffffff) << 5) ^ v; for (let i = 0; i < 5; i++) if ((b >> i) & 1) chk ^= G[i]; } return chk; }
function hrpExpand(h) { const r = []; for (const c of h) r.push(c.charCodeAt(0) >> 5); r.push(0); for (const c of h) r.push(c.charCodeAt(0) & 31); return r; }
export function bech32Encode(hrp, data5, m = 1) { const pm = polymod([...hrpExpand(hrp), ...data5, 0, 0, 0, 0, 0, 0]) ^ m; const chk = []; for (let i = 0; i < 6; i++) chk.push((pm >> (5 * (5 - i))) & 31); return hrp + '1' + [...data5, ...chk].map((v) => BECH[v]).join(''); }
export function bech32Ok(s) { const p = s.lastIndexOf('1'); const hrp = s.slice(0, p); const data = [...s.slice(p + 1)].map((c) => BECH.indexOf(c)); if (data.some((v) => v < 0)) return false; const pm = polymod([...hrpExpand(hrp), ...data]); return pm === 1 || pm === 0x2bc830a3; }
export function to5bit(buf) { const out = []; let acc = 0, bits = 0; for (const b of buf) { acc = (acc << 8) | b; bits += 8; while (bits >= 5) { bits -= 5; out.push((acc >> bits) & 31); } } if (bits) out.push((acc << (5 - bits)) & 31); return out; }
Object.assign(VALIDATORS, {
  btc_p2pkh: b58checkOk, btc_p2sh: b58checkOk, ltc_address: b58checkOk, tron_address: b58checkOk, doge_address: b58checkOk,
  btc_bech32: bech32Ok, btc_taproot: bech32Ok,
  eth_address: (s) => /^0x[0-9a-fA-F]{40}$/.test(s),
});
// structural validators for schemes without (or with partly private) check digits
Object.assign(VALIDATORS, {
  de_personalausweis: (s) => /^[CFGHJKLMNPRTVWXYZ0-9]{9}\d$/.test(s) && mrzDigit(s.slice(0, 9)) === s[9],
  dk_cpr: (s) => /^(0[1-9]|[12]\d|3[01])(0[1-9]|1[0-2])\d{2}-\d{4}$/.test(s),
  no_fodselsnummer: (s) => { if (!/^\d{11}$/.test(s)) return false; const k1 = (11 - (weighted(s, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11)) % 11; const k2 = (11 - (weighted(s, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11)) % 11; return k1 === +s[9] && k2 === +s[10]; },
  cz_dic: (s) => /^CZ\d{10}$/.test(s) && BigInt(s.slice(2)) % 11n === 0n,
  tw_national_id: (s) => { if (!/^[A-Z][12]\d{8}$/.test(s)) return false; const L = 'ABCDEFGHJKLMNPQRSTUVXYWZIO'; const digs = String(10 + L.indexOf(s[0])) + s.slice(1, 9); const w = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1]; let t = 0; for (let i = 0; i < 10; i++) t += +digs[i] * w[i]; return (10 - (t % 10)) % 10 === +s[9]; },
  pl_nrb: (s) => ibanOk('PL' + s.replace(/\s/g, '')),
  uk_nino: (s) => /^[A-CEGHJ-PR-TW-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D]$/.test(s),
  in_pan: (s) => /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/.test(s),
  mx_curp: (s) => /^[A-Z]{4}\d{6}[HM][A-Z]{5}[0-9A]\d$/.test(s),
  mx_rfc: (s) => /^[A-Z]{4}\d{6}[A-Z0-9]{3}$/.test(s),
  eg_national_id: (s) => /^[23]\d{13}$/.test(s),
  id_nik: (s) => /^\d{16}$/.test(s),
  my_mykad: (s) => /^\d{6}-\d{2}-\d{4}$/.test(s),
  vn_cccd: (s) => /^0\d{11}$/.test(s),
  ua_id_card: (s) => /^\d{9}$/.test(s),
  ar_dni: (s) => /^\d{2}\.\d{3}\.\d{3}$/.test(s),
  au_medicare: (s) => /^[2-6]\d{3} \d{5} \d$/.test(s),
  us_itin: (s) => /^9\d{2}-(7\d|8[0-8]|9[0-2]|9[4-9])-\d{4}$/.test(s),
  uk_utr: (s) => /^\d{10}$/.test(s),
  ru_passport_internal: (s) => /^\d{2} \d{2} \d{6}$/.test(s),
  ar_cbu: (s) => /^\d{22}$/.test(s),
});
