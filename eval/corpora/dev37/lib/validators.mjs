// Check-digit calculators and validators for every checksummed type in the corpus.
// Generators (lib/ids.mjs, lib/secrets.mjs) use the calc* functions; check.mjs uses VALIDATORS.
import { createHash } from 'node:crypto';

const dg = (s) => [...s].map(Number);
const strip = (s, re = /[\s.\-\/]/g) => String(s).replace(re, '');
const isD = (s, n) => new RegExp(`^\\d{${n}}$`).test(s);

// ---------- generic ----------
export function luhnCalc(body) { // returns check digit for body
  let sum = 0, dbl = true;
  for (let i = body.length - 1; i >= 0; i--) {
    let d = +body[i];
    if (dbl) { d *= 2; if (d > 9) d -= 9; }
    sum += d; dbl = !dbl;
  }
  return String((10 - (sum % 10)) % 10);
}
export const luhnOk = (s) => /^\d+$/.test(s) && luhnCalc(s.slice(0, -1)) === s.slice(-1);
export function mod11_10Calc(body) { // ISO 7064 MOD 11,10
  let p = 10;
  for (const c of body) { let s = (+c + p) % 10; if (s === 0) s = 10; p = (s * 2) % 11; }
  return String((11 - p) % 10);
}
const wsum = (digits, weights) => weights.reduce((a, w, i) => a + w * digits[i], 0);
export function ean13Calc(body12) { const d = dg(body12); let s = 0; d.forEach((x, i) => s += x * (i % 2 ? 3 : 1)); return String((10 - s % 10) % 10); }
const VERHOEFF_D = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VERHOEFF_P = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VERHOEFF_INV = [0,4,3,2,1,5,6,7,8,9];
export function verhoeffCalc(body) { let c = 0; const r = [...body].reverse(); r.forEach((x, i) => { c = VERHOEFF_D[c][VERHOEFF_P[(i + 1) % 8][+x]]; }); return String(VERHOEFF_INV[c]); }
export function verhoeffOk(s) { let c = 0; [...s].reverse().forEach((x, i) => { c = VERHOEFF_D[c][VERHOEFF_P[i % 8][+x]]; }); return c === 0; }

// ---------- IBAN ----------
export const IBAN_LEN = { AD:24, AE:23, AT:20, BE:16, BG:22, BR:29, CH:21, CY:28, CZ:24, DE:22, DK:18, EE:20, EG:29, ES:24, FI:18, FR:27, GB:22, GR:27, HR:21, HU:28, IE:22, IL:23, IT:27, LT:20, LU:20, LV:21, NL:18, NO:15, PL:28, PT:25, RO:24, SA:24, SE:24, SI:19, SK:24, TR:26, UA:29, QA:29, JO:30, KW:30, MT:31, IS:26 };
function mod97(str) { let r = 0; for (const ch of str) { const v = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch; for (const c of v) r = (r * 10 + +c) % 97; } return r; }
export function ibanCheck(cc, bban) { return String(98 - mod97(bban + cc + '00')).padStart(2, '0'); }
export function ibanOk(raw) { const s = strip(raw, /\s/g).toUpperCase(); const cc = s.slice(0, 2); if (!IBAN_LEN[cc] || s.length !== IBAN_LEN[cc] || !/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(s)) return false; return mod97(s.slice(4) + s.slice(0, 4)) === 1; }

// ---------- cards / bank ----------
export function cardOk(raw) { const s = strip(raw, /[\s\-]/g); return /^\d{13,19}$/.test(s) && luhnOk(s); }
export function abaCalc(b8) { const d = dg(b8); const s = 3*(d[0]+d[3]+d[6]) + 7*(d[1]+d[4]+d[7]) + (d[2]+d[5]); return String((10 - s % 10) % 10); }
export const abaOk = (raw) => { const s = strip(raw); return isD(s, 9) && abaCalc(s.slice(0, 8)) === s[8]; };
export function clabeCalc(b17) { const w = [3,7,1]; let s = 0; dg(b17).forEach((x, i) => s += (x * w[i % 3]) % 10); return String((10 - s % 10) % 10); }
export const clabeOk = (raw) => { const s = strip(raw); return isD(s, 18) && clabeCalc(s.slice(0, 17)) === s[17]; };

// ---------- national / tax ids ----------
export function deSteuerIdOk(raw) {
  const s = strip(raw); if (!isD(s, 11) || s[0] === '0') return false;
  const cnt = {}; for (const c of s.slice(0, 10)) cnt[c] = (cnt[c] || 0) + 1;
  const v = Object.values(cnt); const multi = v.filter((x) => x > 1);
  if (multi.length !== 1 || multi[0] > 3) return false;
  return mod11_10Calc(s.slice(0, 10)) === s[10];
}
export function icao731Calc(str) { // ICAO 9303 check digit (weights 7,3,1; A=10 ... Z=35, < = 0)
  const val = (c) => /\d/.test(c) ? +c : c === '<' ? 0 : c.charCodeAt(0) - 55;
  let s = 0; [...str].forEach((c, i) => s += val(c) * [7, 3, 1][i % 3]); return String(s % 10);
}
export const deIdCardOk = (raw) => { const s = strip(raw).toUpperCase(); return /^[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}\d$/.test(s) && icao731Calc(s.slice(0, 9)) === s[9]; };
export function atSvnrCalc(s3, dob6) { const d = dg(s3 + '0' + dob6); const w = [3,7,9,0,5,8,4,2,1,6]; const r = wsum(d, w) % 11; return r === 10 ? null : String(r); }
export const atSvnrOk = (raw) => { const s = strip(raw); return isD(s, 10) && s[0] !== '0' && atSvnrCalc(s.slice(0, 3), s.slice(4)) === s[3]; };
export const chAhvOk = (raw) => { const s = strip(raw); return isD(s, 13) && s.startsWith('756') && ean13Calc(s.slice(0, 12)) === s[12]; };
export function frNirCalc(b13) { return String(97 - Number(BigInt(b13) % 97n)).padStart(2, '0'); }
export const frNirOk = (raw) => { const s = strip(raw); return isD(s, 15) && /^[12]/.test(s) && frNirCalc(s.slice(0, 13)) === s.slice(13); };
export function beNnCalc(b9, y2000) { const n = BigInt((y2000 ? '2' : '') + b9); return String(97 - Number(n % 97n)).padStart(2, '0'); }
export const beNnOk = (raw) => { const s = strip(raw); if (!isD(s, 11)) return false; const c = s.slice(9); return beNnCalc(s.slice(0, 9), false) === c || beNnCalc(s.slice(0, 9), true) === c; };
export const nlBsnOk = (raw) => { const s = strip(raw); if (!isD(s, 9)) return false; const d = dg(s); return (wsum(d, [9,8,7,6,5,4,3,2]) - d[8]) % 11 === 0 && s !== '000000000'; };
export const nlBsnCalc = (b8) => { const r = wsum(dg(b8), [9,8,7,6,5,4,3,2]) % 11; return r === 10 ? null : String(r); };
const DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE';
export const esDniCalc = (n8) => DNI_L[Number(n8) % 23];
export const esDniOk = (raw) => { const s = strip(raw).toUpperCase(); let m = /^(\d{8})([A-Z])$/.exec(s); if (m) return esDniCalc(m[1]) === m[2]; m = /^([XYZ])(\d{7})([A-Z])$/.exec(s); if (m) return esDniCalc('XYZ'.indexOf(m[1]) + m[2]) === m[3]; return false; };
export function ptNifCalc(b8) { const c = 11 - wsum(dg(b8), [9,8,7,6,5,4,3,2]) % 11; return String(c >= 10 ? 0 : c); }
export const ptNifOk = (raw) => { const s = strip(raw); return isD(s, 9) && ptNifCalc(s.slice(0, 8)) === s[8]; };
const CF_ODD = { 0:1,1:0,2:5,3:7,4:9,5:13,6:15,7:17,8:19,9:21,A:1,B:0,C:5,D:7,E:9,F:13,G:15,H:17,I:19,J:21,K:2,L:4,M:18,N:20,O:11,P:3,Q:6,R:8,S:12,T:14,U:16,V:10,W:22,X:25,Y:24,Z:23 };
export function itCfCalc(b15) { let s = 0; [...b15].forEach((c, i) => { if (i % 2 === 0) s += CF_ODD[c]; else s += /\d/.test(c) ? +c : c.charCodeAt(0) - 65; }); return String.fromCharCode(65 + s % 26); }
export const itCfOk = (raw) => { const s = strip(raw).toUpperCase(); return /^[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]$/.test(s) && itCfCalc(s.slice(0, 15)) === s[15]; };
export function plPeselCalc(b10) { return String((10 - wsum(dg(b10), [1,3,7,9,1,3,7,9,1,3]) % 10) % 10); }
export const plPeselOk = (raw) => { const s = strip(raw); return isD(s, 11) && plPeselCalc(s.slice(0, 10)) === s[10]; };
export function plNipCalc(b9) { const r = wsum(dg(b9), [6,5,7,2,3,4,5,6,7]) % 11; return r === 10 ? null : String(r); }
export const plNipOk = (raw) => { const s = strip(raw).replace(/^PL/, ''); return isD(s, 10) && plNipCalc(s.slice(0, 9)) === s[9]; };
export const czRcOk = (raw) => { const s = strip(raw); return isD(s, 10) && BigInt(s) % 11n === 0n; };
export const sePnrOk = (raw) => { const s = strip(raw.replace(/\+/g, '')); const t = s.length === 12 ? s.slice(2) : s; return isD(t, 10) && luhnOk(t); };
export function noFnrCalc(b9) { const d = dg(b9); let k1 = 11 - wsum(d, [3,7,6,1,8,9,4,5,2]) % 11; if (k1 === 11) k1 = 0; if (k1 === 10) return null; d.push(k1); let k2 = 11 - wsum(d, [5,4,3,2,7,6,5,4,3,2]) % 11; if (k2 === 11) k2 = 0; if (k2 === 10) return null; return `${k1}${k2}`; }
export const noFnrOk = (raw) => { const s = strip(raw); return isD(s, 11) && noFnrCalc(s.slice(0, 9)) === s.slice(9); };
const HETU_C = '0123456789ABCDEFHJKLMNPRSTUVWXY';
export const fiHetuCalc = (ddmmyy, zzz) => HETU_C[Number(ddmmyy + zzz) % 31];
export const fiHetuOk = (raw) => { const m = /^(\d{6})([-+ABCDEFYXWVU])(\d{3})([0-9A-Y])$/.exec(String(raw).trim().toUpperCase()); return !!m && fiHetuCalc(m[1], m[3]) === m[4]; };
export function eeIkCalc(b10) { const d = dg(b10); let r = wsum(d, [1,2,3,4,5,6,7,8,9,1]) % 11; if (r === 10) { r = wsum(d, [3,4,5,6,7,8,9,1,2,3]) % 11; if (r === 10) r = 0; } return String(r); }
export const eeIkOk = (raw) => { const s = strip(raw); return isD(s, 11) && /^[1-6]/.test(s) && eeIkCalc(s.slice(0, 10)) === s[10]; };
export const lvPkCalc = (b10) => String((1 + wsum(dg(b10), [10,5,8,4,2,1,6,3,7,9])) % 11 % 10);
export const lvPkOk = (raw) => { const s = strip(raw); return isD(s, 11) && /^[0-3]/.test(s) && lvPkCalc(s.slice(0, 10)) === s[10]; };
export const grAfmCalc = (b8) => String(wsum(dg(b8), [256,128,64,32,16,8,4,2]) % 11 % 10);
export const grAfmOk = (raw) => { const s = strip(raw).replace(/^(EL|GR)/, ''); return isD(s, 9) && grAfmCalc(s.slice(0, 8)) === s[8]; };
export const grAmkaOk = (raw) => { const s = strip(raw); return isD(s, 11) && luhnOk(s); };
export function roCnpCalc(b12) { const r = wsum(dg(b12), [2,7,9,1,4,6,3,5,8,2,7,9]) % 11; return String(r === 10 ? 1 : r); }
export const roCnpOk = (raw) => { const s = strip(raw); return isD(s, 13) && /^[1-8]/.test(s) && roCnpCalc(s.slice(0, 12)) === s[12]; };
export function bgEgnCalc(b9) { const r = wsum(dg(b9), [2,4,8,5,10,9,7,3,6]) % 11; return String(r === 10 ? 0 : r); }
export const bgEgnOk = (raw) => { const s = strip(raw); return isD(s, 10) && bgEgnCalc(s.slice(0, 9)) === s[9]; };
export const hrOibOk = (raw) => { const s = strip(raw).replace(/^HR/, ''); return isD(s, 11) && mod11_10Calc(s.slice(0, 10)) === s[10]; };
export function siEmsoCalc(b12) { const c = 11 - wsum(dg(b12), [7,6,5,4,3,2,7,6,5,4,3,2]) % 11; return c === 11 ? '0' : c === 10 ? null : String(c); }
export const siEmsoOk = (raw) => { const s = strip(raw); return isD(s, 13) && siEmsoCalc(s.slice(0, 12)) === s[12]; };
export function huAdoCalc(b9) { const r = dg(b9).reduce((a, x, i) => a + x * (i + 1), 0) % 11; return r === 10 ? null : String(r); }
export const huAdoOk = (raw) => { const s = strip(raw); return isD(s, 10) && s[0] === '8' && huAdoCalc(s.slice(0, 9)) === s[9]; };
export const huTajCalc = (b8) => String(wsum(dg(b8), [3,7,3,7,3,7,3,7]) % 10);
export const huTajOk = (raw) => { const s = strip(raw); return isD(s, 9) && huTajCalc(s.slice(0, 8)) === s[8]; };
export function trTcCalc(b9) { const d = dg(b9); const d10 = (((d[0]+d[2]+d[4]+d[6]+d[8]) * 7 - (d[1]+d[3]+d[5]+d[7])) % 10 + 10) % 10; const d11 = (d.reduce((a, x) => a + x, 0) + d10) % 10; return `${d10}${d11}`; }
export const trTcOk = (raw) => { const s = strip(raw); return isD(s, 11) && s[0] !== '0' && trTcCalc(s.slice(0, 9)) === s.slice(9); };
export function ilTzCalc(b8) { for (let c = 0; c < 10; c++) if (ilTzOk(b8 + c)) return String(c); return null; }
export function ilTzOk(raw) { const s = strip(raw); if (!isD(s, 9)) return false; let t = 0; dg(s).forEach((x, i) => { let v = x * (i % 2 ? 2 : 1); if (v > 9) v -= 9; t += v; }); return t % 10 === 0; }
export const saIdOk = (raw) => { const s = strip(raw); return isD(s, 10) && /^[12]/.test(s) && luhnOk(s); };
export const aeEidOk = (raw) => { const s = strip(raw); return isD(s, 15) && s.startsWith('784') && luhnOk(s); };
export const inAadhaarOk = (raw) => { const s = strip(raw); return isD(s, 12) && /^[2-9]/.test(s) && verhoeffOk(s); };
const CN_W = [7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2];
export const cnRicCalc = (b17) => '10X98765432'[wsum(dg(b17), CN_W) % 11];
export const cnRicOk = (raw) => { const s = strip(raw).toUpperCase(); return /^\d{17}[\dX]$/.test(s) && cnRicCalc(s.slice(0, 17)) === s[17]; };
const TW_L = { A:10,B:11,C:12,D:13,E:14,F:15,G:16,H:17,I:34,J:18,K:19,L:20,M:21,N:22,O:35,P:23,Q:24,R:25,S:26,T:27,U:28,V:29,W:32,X:30,Y:31,Z:33 };
export function twIdSum(s) { const n = TW_L[s[0]]; const d = dg(s.slice(1)); return Math.floor(n / 10) + (n % 10) * 9 + wsum(d, [8,7,6,5,4,3,2,1,1]); }
export const twIdCalc = (b9) => { for (let c = 0; c < 10; c++) if (twIdSum(b9 + c) % 10 === 0) return String(c); return null; };
export const twIdOk = (raw) => { const s = strip(raw).toUpperCase(); return /^[A-Z][12]\d{8}$/.test(s) && twIdSum(s) % 10 === 0; };
export function jpMyNumberCalc(b11) { const d = dg(b11).reverse(); let s = 0; d.forEach((x, i) => { const n = i + 1; s += x * (n <= 6 ? n + 1 : n - 5); }); const r = s % 11; return String(r <= 1 ? 0 : 11 - r); }
export const jpMyNumberOk = (raw) => { const s = strip(raw); return isD(s, 12) && jpMyNumberCalc(s.slice(0, 11)) === s[11]; };
export const krRrnCalc = (b12) => String((11 - wsum(dg(b12), [2,3,4,5,6,7,8,9,2,3,4,5]) % 11) % 10);
export const krRrnOk = (raw) => { const s = strip(raw); return isD(s, 13) && krRrnCalc(s.slice(0, 12)) === s[12]; };
export const thIdCalc = (b12) => String((11 - wsum(dg(b12), [13,12,11,10,9,8,7,6,5,4,3,2]) % 11) % 10);
export const thIdOk = (raw) => { const s = strip(raw); return isD(s, 13) && thIdCalc(s.slice(0, 12)) === s[12]; };
export function sgNricCalc(prefix, b7) { let s = wsum(dg(b7), [2,7,6,5,4,3,2]); if ('TG'.includes(prefix)) s += 4; return ('ST'.includes(prefix) ? 'JZIHGFEDCBA' : 'XWUTRQPNMLK')[s % 11]; }
export const sgNricOk = (raw) => { const m = /^([STFG])(\d{7})([A-Z])$/.exec(strip(raw).toUpperCase()); return !!m && sgNricCalc(m[1], m[2]) === m[3]; };
export function brCpfCalc(b9) { const d = dg(b9); const c1 = (wsum(d, [10,9,8,7,6,5,4,3,2]) * 10) % 11 % 10; d.push(c1); const c2 = (wsum(d, [11,10,9,8,7,6,5,4,3,2]) * 10) % 11 % 10; return `${c1}${c2}`; }
export const brCpfOk = (raw) => { const s = strip(raw); return isD(s, 11) && !/^(\d)\1+$/.test(s) && brCpfCalc(s.slice(0, 9)) === s.slice(9); };
const CURP_A = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
export function mxCurpCalc(b17) { let s = 0; [...b17].forEach((c, i) => s += CURP_A.indexOf(c) * (18 - i)); return String((10 - s % 10) % 10); }
export const mxCurpOk = (raw) => { const s = String(raw).trim().toUpperCase(); return /^[A-Z][AEIOUX][A-Z]{2}\d{6}[HM][A-Z]{5}[0-9A-Z]\d$/.test(s) && mxCurpCalc(s.slice(0, 17)) === s[17]; };
export function arCuitCalc(b10) { const c = 11 - wsum(dg(b10), [5,4,3,2,7,6,5,4,3,2]) % 11; return c === 11 ? '0' : c === 10 ? null : String(c); }
export const arCuitOk = (raw) => { const s = strip(raw); return isD(s, 11) && arCuitCalc(s.slice(0, 10)) === s[10]; };
export function clRutCalc(body) { let s = 0, m = 2; for (let i = body.length - 1; i >= 0; i--) { s += +body[i] * m; m = m === 7 ? 2 : m + 1; } const c = 11 - s % 11; return c === 11 ? '0' : c === 10 ? 'K' : String(c); }
export const clRutOk = (raw) => { const s = strip(raw).toUpperCase(); return /^\d{7,8}[\dK]$/.test(s) && clRutCalc(s.slice(0, -1)) === s.slice(-1); };
const NIT_W = [3,7,13,17,19,23,29,37,41,43,47,53,59,67,71];
export function coNitCalc(body) { let s = 0; [...body].reverse().forEach((c, i) => s += +c * NIT_W[i]); const r = s % 11; return String(r > 1 ? 11 - r : r); }
export const coNitOk = (raw) => { const s = strip(raw, /[\s.,\-]/g); return /^\d{8,15}$/.test(s) && coNitCalc(s.slice(0, -1)) === s.slice(-1); };
export const caSinOk = (raw) => { const s = strip(raw); return isD(s, 9) && !/^[08]/.test(s) && luhnOk(s); };
export const auTfnOk = (raw) => { const s = strip(raw); return isD(s, 9) && wsum(dg(s), [1,4,3,7,5,8,6,9,10]) % 11 === 0; };
export const auTfnCalc = (b8) => { for (let c = 0; c < 10; c++) if (auTfnOk(b8 + c)) return String(c); return null; };
export const auMedicareCalc = (b8) => String(wsum(dg(b8), [1,3,7,9,1,3,7,9]) % 10);
export const auMedicareOk = (raw) => { const s = strip(raw); return /^\d{10,11}$/.test(s) && /^[2-6]/.test(s) && auMedicareCalc(s.slice(0, 8)) === s[8]; };
export function iePpsCalc(b7, suffix) { let s = wsum(dg(b7), [8,7,6,5,4,3,2]); if (suffix && suffix !== 'W') s += 9 * ('WABCDEFGHI'.indexOf(suffix)); return 'WABCDEFGHIJKLMNOPQRSTUV'[s % 23]; }
export const iePpsOk = (raw) => { const m = /^(\d{7})([A-W])([ABHWTX]?)$/.exec(strip(raw).toUpperCase()); if (!m) return false; return iePpsCalc(m[1], 'ABH'.includes(m[3]) && m[3] ? m[3] : '') === m[2]; };
export const zaIdOk = (raw) => { const s = strip(raw); return isD(s, 13) && luhnOk(s); };
export const uaRntrcCalc = (b9) => String(wsum(dg(b9), [-1,5,7,9,4,6,10,5,7]) % 11 % 10);
export const uaRntrcOk = (raw) => { const s = strip(raw); return isD(s, 10) && uaRntrcCalc(s.slice(0, 9)) === s[9]; };
export function ruInnCalc(b10) { const d = dg(b10); const c1 = wsum(d, [7,2,4,10,3,5,9,4,6,8]) % 11 % 10; d.push(c1); const c2 = wsum(d, [3,7,2,4,10,3,5,9,4,6,8]) % 11 % 10; return `${c1}${c2}`; }
export const ruInnOk = (raw) => { const s = strip(raw); return isD(s, 12) && ruInnCalc(s.slice(0, 10)) === s.slice(10); };
export function ruSnilsCalc(b9) { let s = wsum(dg(b9), [9,8,7,6,5,4,3,2,1]); if (s > 101) s %= 101; if (s === 100 || s === 101) s = 0; return String(s).padStart(2, '0'); }
export const ruSnilsOk = (raw) => { const s = strip(raw); return isD(s, 11) && ruSnilsCalc(s.slice(0, 9)) === s.slice(9); };
export function gbNhsCalc(b9) { const c = 11 - wsum(dg(b9), [10,9,8,7,6,5,4,3,2]) % 11; return c === 11 ? '0' : c === 10 ? null : String(c); }
export const gbNhsOk = (raw) => { const s = strip(raw); return isD(s, 10) && gbNhsCalc(s.slice(0, 9)) === s[9]; };
export const chUidCalc = (b8) => { const c = 11 - wsum(dg(b8), [5,4,3,2,7,6,5,4]) % 11; return c === 11 ? '0' : c === 10 ? null : String(c); };

// ---------- crypto wallets ----------
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const sha256 = (b) => createHash('sha256').update(b).digest();
export function base58check(payload) { const full = Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)]); let n = BigInt('0x' + full.toString('hex')); let s = ''; while (n > 0n) { s = B58[Number(n % 58n)] + s; n /= 58n; } for (const b of full) { if (b === 0) s = '1' + s; else break; } return s; }
export function base58decode(s) { let n = 0n; for (const c of s) { const i = B58.indexOf(c); if (i < 0) return null; n = n * 58n + BigInt(i); } let h = n.toString(16); if (h.length % 2) h = '0' + h; let b = n === 0n ? Buffer.alloc(0) : Buffer.from(h, 'hex'); let z = 0; for (const c of s) { if (c === '1') z++; else break; } return Buffer.concat([Buffer.alloc(z), b]); }
export function base58checkOk(s) { const b = base58decode(s); if (!b || b.length < 5) return false; const p = b.subarray(0, -4); return sha256(sha256(p)).subarray(0, 4).equals(b.subarray(-4)); }
const BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function bechPolymod(v) { const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let c = 1; for (const x of v) { const b = c >>> 25; c = ((c & 0x1ffffff) << 5) ^ x; for (let i = 0; i < 5; i++) if ((b >>> i) & 1) c ^= G[i]; } return c >>> 0; }
const hrpExp = (h) => [...[...h].map((c) => c.charCodeAt(0) >> 5), 0, ...[...h].map((c) => c.charCodeAt(0) & 31)];
function convertBits(data, from, to) { let acc = 0, bits = 0; const out = []; const max = (1 << to) - 1; for (const v of data) { acc = (acc << from) | v; bits += from; while (bits >= to) { bits -= to; out.push((acc >> bits) & max); } } if (bits > 0) out.push((acc << (to - bits)) & max); return out; }
export function bech32Encode(hrp, ver, prog) { const data = [ver, ...convertBits([...prog], 8, 5)]; const pm = bechPolymod([...hrpExp(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ 1; const chk = []; for (let i = 0; i < 6; i++) chk.push((pm >>> (5 * (5 - i))) & 31); return hrp + '1' + [...data, ...chk].map((x) => BECH[x]).join(''); }
export function bech32Ok(s) { s = s.toLowerCase(); const p = s.lastIndexOf('1'); if (p < 1) return false; const hrp = s.slice(0, p); const d = [...s.slice(p + 1)].map((c) => BECH.indexOf(c)); if (d.some((x) => x < 0) || d.length < 7) return false; return bechPolymod([...hrpExp(hrp), ...d]) === 1; }
// Keccak-256 (pre-standard SHA-3 padding) for EIP-55
const RC = ['0x1','0x8082','0x800000000000808a','0x8000000080008000','0x808b','0x80000001','0x8000000080008081','0x8000000000008009','0x8a','0x88','0x80008009','0x8000000a','0x8000808b','0x800000000000008b','0x8000000000008089','0x8000000000008003','0x8000000000008002','0x8000000000000080','0x800a','0x800000008000000a','0x8000000080008081','0x8000000000008080','0x80000001','0x8000000080008008'].map(BigInt);
const ROT = [[0,36,3,41,18],[1,44,10,45,2],[62,6,43,15,61],[28,55,25,21,56],[27,20,39,8,14]];
const M64 = (1n << 64n) - 1n;
const rotl = (x, n) => n === 0 ? x : ((x << BigInt(n)) | (x >> BigInt(64 - n))) & M64;
export function keccak256(buf) {
  const rate = 136; const msg = Buffer.concat([buf, Buffer.alloc(rate - (buf.length % rate))]);
  msg[buf.length] ^= 0x01; msg[msg.length - 1] ^= 0x80;
  const A = Array.from({ length: 5 }, () => Array(5).fill(0n));
  for (let off = 0; off < msg.length; off += rate) {
    for (let i = 0; i < rate / 8; i++) { const x = i % 5, y = Math.floor(i / 5); A[x][y] ^= msg.readBigUInt64LE(off + i * 8); }
    for (let r = 0; r < 24; r++) {
      const C = [0,1,2,3,4].map((x) => A[x][0] ^ A[x][1] ^ A[x][2] ^ A[x][3] ^ A[x][4]);
      const D = [0,1,2,3,4].map((x) => C[(x + 4) % 5] ^ rotl(C[(x + 1) % 5], 1));
      for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) A[x][y] ^= D[x];
      const B = Array.from({ length: 5 }, () => Array(5).fill(0n));
      for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) B[y][(2 * x + 3 * y) % 5] = rotl(A[x][y], ROT[x][y]);
      for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) A[x][y] = B[x][y] ^ ((~B[(x + 1) % 5][y] & M64) & B[(x + 2) % 5][y]);
      A[0][0] ^= RC[r];
    }
  }
  const out = Buffer.alloc(32); for (let i = 0; i < 4; i++) out.writeBigUInt64LE(A[i][0], i * 8); return out;
}
export function eip55(hex40) { const h = hex40.toLowerCase(); const k = keccak256(Buffer.from(h, 'ascii')).toString('hex'); return '0x' + [...h].map((c, i) => parseInt(k[i], 16) >= 8 ? c.toUpperCase() : c).join(''); }
export const ethOk = (s) => /^0x[0-9a-fA-F]{40}$/.test(s) && (s.slice(2) === s.slice(2).toLowerCase() || eip55(s.slice(2)) === s);

// ---------- secrets ----------
const CRC_T = (() => { const t = []; for (let n = 0; n < 256; n++) { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; t[n] = c >>> 0; } return t; })();
export function crc32(str) { let c = 0xffffffff; for (const b of Buffer.from(str, 'utf8')) c = CRC_T[(c ^ b) & 0xff] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; }
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export function base62crc(entropy) { let n = crc32(entropy); let s = ''; while (n > 0) { s = B62[n % 62] + s; n = Math.floor(n / 62); } return s.padStart(6, '0'); }
export const githubTokenOk = (s) => { const m = /^(ghp|gho|ghu|ghs|ghr)_([0-9A-Za-z]{30})([0-9A-Za-z]{6})$/.exec(s); return !!m && base62crc(m[2]) === m[3]; };

// ---------- type -> validator (what check.mjs recomputes) ----------
export const VALIDATORS = {
  iban: ibanOk,
  visa: cardOk, mastercard: cardOk, amex: cardOk, discover: cardOk, jcb: cardOk, diners: cardOk, unionpay: cardOk, maestro: cardOk, mir: cardOk, rupay: cardOk,
  us_aba_routing: abaOk, mx_clabe: clabeOk,
  de_steuer_id: deSteuerIdOk, de_id_card: deIdCardOk, at_svnr: atSvnrOk, ch_ahv: chAhvOk, fr_nir: frNirOk, be_nn: beNnOk, nl_bsn: nlBsnOk,
  es_dni: esDniOk, es_nie: esDniOk, pt_nif: ptNifOk, it_codice_fiscale: itCfOk, pl_pesel: plPeselOk, pl_nip: plNipOk, cz_rodne_cislo: czRcOk, sk_rodne_cislo: czRcOk,
  se_personnummer: sePnrOk, no_fodselsnummer: noFnrOk, fi_hetu: fiHetuOk, ee_isikukood: eeIkOk, lt_asmens_kodas: eeIkOk, lv_personas_kods: lvPkOk,
  gr_afm: grAfmOk, gr_amka: grAmkaOk, ro_cnp: roCnpOk, bg_egn: bgEgnOk, hr_oib: hrOibOk, si_emso: siEmsoOk, hu_adoazonosito: huAdoOk, hu_taj: huTajOk,
  tr_tc_kimlik: trTcOk, il_teudat_zehut: ilTzOk, sa_national_id: saIdOk, ae_emirates_id: aeEidOk, in_aadhaar: inAadhaarOk, cn_resident_id: cnRicOk,
  tw_national_id: twIdOk, jp_my_number: jpMyNumberOk, kr_rrn: krRrnOk, th_national_id: thIdOk, sg_nric: sgNricOk, br_cpf: brCpfOk, mx_curp: mxCurpOk,
  ar_cuil: arCuitOk, cl_run: clRutOk, co_nit: coNitOk, ca_sin: caSinOk, au_tfn: auTfnOk, au_medicare: auMedicareOk, ie_pps: iePpsOk, za_id: zaIdOk,
  ua_rntrc: uaRntrcOk, ru_inn: ruInnOk, ru_snils: ruSnilsOk, gb_nhs_number: gbNhsOk,
  btc_p2pkh: base58checkOk, btc_p2sh: base58checkOk, tron_address: base58checkOk, btc_bech32: bech32Ok, eth_address: ethOk,
  github_pat_classic: githubTokenOk, github_oauth_token: githubTokenOk, github_user_token: githubTokenOk, github_server_token: githubTokenOk, github_refresh_token: githubTokenOk,
};

// Argentina CBU: two blocks, each with a weighted mod-10 check digit
export function arCbuBlockCalc(body, weights) { let s = 0; [...body].forEach((c, i) => s += +c * weights[i]); return String((10 - s % 10) % 10); }
export const AR_CBU_W1 = [7, 1, 3, 9, 7, 1, 3], AR_CBU_W2 = [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3];
export const arCbuOk = (raw) => { const s = strip(raw); return isD(s, 22) && arCbuBlockCalc(s.slice(0, 7), AR_CBU_W1) === s[7] && arCbuBlockCalc(s.slice(8, 21), AR_CBU_W2) === s[21]; };
// ISO 6346 container number and IMO ship number (used for hard negatives; validated too)
export function iso6346Calc(b10) { const val = (c) => { if (/\d/.test(c)) return +c; let v = c.charCodeAt(0) - 55; v += Math.floor((v - 1) / 10); return v; }; let s = 0; [...b10].forEach((c, i) => s += val(c) * 2 ** i); return String(s % 11 % 10); }
export const iso6346Ok = (s) => /^[A-Z]{3}[UJZ]\d{7}$/.test(s.replace(/\s/g, '')) && iso6346Calc(s.replace(/\s/g, '').slice(0, 10)) === s.replace(/\s/g, '').slice(-1);
export const imoCalc = (b6) => String([...b6].reduce((a, c, i) => a + +c * (7 - i), 0) % 10);
export const imoOk = (s) => { const m = /(\d{7})$/.exec(s); return !!m && imoCalc(m[1].slice(0, 6)) === m[1][6]; };
VALIDATORS.ar_cbu = arCbuOk;
export const NEGATIVE_VALIDATORS = { container_number: iso6346Ok, imo_number: imoOk, iccid: (s) => luhnOk(strip(s)), imei: (s) => luhnOk(strip(s)), test_card_number: cardOk, isbn: (s) => { const d = s.replace(/\D/g, ''); if (!/^97[89]\d{10}$/.test(d)) return false; return ean13Calc(d.slice(0, 12)) === d[12]; } };
