// Identifier generators with correct check digits.
import { createHash } from 'node:crypto';
import { UP, DG } from './core.mjs';

export function luhnCheck(body) { // returns check digit for body
  let s = 0; const d = body.split('').reverse();
  for (let i = 0; i < d.length; i++) { let x = +d[i]; if (i % 2 === 0) { x *= 2; if (x > 9) x -= 9; } s += x; }
  return String((10 - (s % 10)) % 10);
}
export const luhnValid = (n) => luhnCheck(n.slice(0, -1)) === n.slice(-1);
export const withLuhn = (b) => b + luhnCheck(b);

// Verhoeff
const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VINV = [0,4,3,2,1,5,6,7,8,9];
export function verhoeffCheck(num) { let c = 0; const d = num.split('').reverse().map(Number); for (let i = 0; i < d.length; i++) c = VD[c][VP[(i + 1) % 8][d[i]]]; return String(VINV[c]); }
export function verhoeffValid(num) { let c = 0; const d = num.split('').reverse().map(Number); for (let i = 0; i < d.length; i++) c = VD[c][VP[i % 8][d[i]]]; return c === 0; }

// mod 97 (IBAN)
export function mod97(numStr) { let r = 0; for (const ch of numStr) r = (r * 10 + +ch) % 97; return r; }
const alnumToNum = (s) => s.toUpperCase().split('').map((c) => (c >= 'A' && c <= 'Z' ? String(c.charCodeAt(0) - 55) : c)).join('');
export function ibanFrom(cc, bban) { const r = mod97(alnumToNum(bban + cc + '00')); const ck = String(98 - r).padStart(2, '0'); return cc + ck + bban; }
export function ibanValid(iban) { const s = iban.replace(/ /g, ''); return mod97(alnumToNum(s.slice(4) + s.slice(0, 4))) === 1; }
export const group4 = (s) => s.replace(/(.{4})/g, '$1 ').trim();

// ICAO 9303 7-3-1
export function icaoCheck(s) { const w = [7, 3, 1]; let t = 0; for (let i = 0; i < s.length; i++) { const c = s[i]; const v = c === '<' ? 0 : c >= '0' && c <= '9' ? +c : c.charCodeAt(0) - 55; t += v * w[i % 3]; } return String(t % 10); }

// national-bank checks
export function esBankCheck(bank, branch, acct) {
  const w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const f = (s) => { let t = 0; for (let i = 0; i < 10; i++) t += +s[i] * w[i]; let c = 11 - (t % 11); if (c === 11) c = 0; if (c === 10) c = 1; return String(c); };
  return f('00' + bank + branch) + f(acct);
}
export function frRibKey(bank, branch, acct) { // numeric account only
  const n = BigInt(bank + branch + acct) * 100n; return String(97n - (n % 97n)).padStart(2, '0');
}
export function ptNibCheck(s19) { const n = BigInt(s19) * 100n; return String(98n - (n % 97n)).padStart(2, '0'); }
// Italian odd/even tables (codice fiscale & CIN)
const IT_ODD = { 0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21, A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18, N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23 };
const itEven = (c) => (c >= '0' && c <= '9' ? +c : c.charCodeAt(0) - 65);
export function itOddEvenCheck(s) { let t = 0; for (let i = 0; i < s.length; i++) t += i % 2 === 0 ? IT_ODD[s[i]] : itEven(s[i]); return UP[t % 26]; }

// ---- national IDs ----
export function ukNino(r) {
  const f = 'ABCEGHJKLMNOPRSTWXYZ', s = 'ABCEGHJKLMNPRSTWXYZ';
  let p; do { p = r.pick(f) + r.pick(s); } while (['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'].includes(p));
  return p + r.digits(6) + r.pick('ABCD');
}
export function usSsn(r) { let a; do { a = r.int(1, 899); } while (a === 666); return [String(a).padStart(3, '0'), String(r.int(1, 99)).padStart(2, '0'), String(r.int(1, 9999)).padStart(4, '0')]; }
export function aadhaar(r) { const b = r.int(2, 9) + r.digits(10); return b + verhoeffCheck(b); }
export function inPan(r, t = 'P') { return r.str(UP, 3) + t + r.str(UP, 1) + r.digits(4) + r.str(UP, 1); }
export function auTfn(r) { const w = [1, 4, 3, 7, 5, 8, 6, 9, 10]; for (;;) { const d = r.ndigits(8); for (let c = 0; c < 10; c++) { const s = d + c; let t = 0; for (let i = 0; i < 9; i++) t += +s[i] * w[i]; if (t % 11 === 0) return s; } } }
export function auMedicare(r) { const w = [1, 3, 7, 9, 1, 3, 7, 9]; const b = r.int(2, 6) + r.digits(7); let t = 0; for (let i = 0; i < 8; i++) t += +b[i] * w[i]; return b + (t % 10) + r.int(1, 9); }
export function gbUtr(r) { const w = [6, 7, 8, 9, 10, 5, 4, 3, 2]; const b = r.digits(9); let t = 0; for (let i = 0; i < 9; i++) t += +b[i] * w[i]; return '21987654321'[t % 11] + b; }
export function usEin(r) { return r.pick(['12', '20', '27', '33', '45', '46', '52', '61', '74', '81', '84', '88', '91', '94']) + '-' + r.digits(7); }
export function usRouting(r) { const b = r.pick(['0', '1', '2', '3']) + r.digits(7); const w = [3, 7, 1, 3, 7, 1, 3, 7]; let t = 0; for (let i = 0; i < 8; i++) t += +b[i] * w[i]; return b + ((10 - (t % 10)) % 10); }
// DE
const DE_ID = 'CFGHJKLMNPRTVWXYZ0123456789';
export function dePersoNr(r) { const b = r.pick('CFGHJKLMNPRTVWXYZ') + r.str(DE_ID, 8); return b + icaoCheck(b); }
export function dePassNr(r) { return r.pick('CFGHJK') + r.str('CFGHJKLMNPRTVWXYZ0123456789', 8); }
function mod1110(s) { let p = 10; for (const ch of s) { let t = (+ch + p) % 10; if (t === 0) t = 10; p = (t * 2) % 11; } let c = 11 - p; return c === 10 ? 0 : c; }
export function deSteuerId(r) {
  for (;;) { const ds = r.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 9); ds.push(ds[r.int(0, 8)]); const a = r.shuffle(ds); if (a[0] === 0) continue; const s = a.join(''); return s + mod1110(s); }
}
export function deUstId(r) { const b = r.ndigits(8); return 'DE' + b + mod1110(b); }
// FR
export function frNir(r, sex, yy, mm) { const dep = String(r.int(1, 95)).padStart(2, '0'); const b = sex + yy + mm + (dep === '20' ? '2A' : dep) + String(r.int(1, 990)).padStart(3, '0') + String(r.int(1, 999)).padStart(3, '0'); const num = BigInt(b.replace('2A', '19')); const key = String(97n - (num % 97n)).padStart(2, '0'); return { b, key }; }
export function frSpi(r) { const b = r.int(0, 3) + r.digits(9); return b + String(Number(BigInt(b) % 511n)).padStart(3, '0'); }
export function frPassport(r) { return r.digits(2) + r.str(UP, 2) + r.digits(5); }
// ES
export function esDni(r) { const n = r.int(10000000, 99999999); return String(n) + 'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]; }
export function esNie(r) { const p = r.int(0, 2); const n = r.digits(7); return 'XYZ'[p] + n + 'TRWAGMYFPDXBNJZSQVHLCKE'[+(p + n) % 23]; }
export function esCif(r) { const L = r.pick('BAB'); const d = r.digits(7); let a = 0, b = 0; for (let i = 0; i < 7; i++) { const x = +d[i]; if (i % 2 === 1) a += x; else { const y = x * 2; b += Math.floor(y / 10) + (y % 10); } } const c = (10 - ((a + b) % 10)) % 10; return L + d + c; }
// IT
export function itCf(r, fam, giv, yy, mm, dd, female) {
  const cons = (s) => s.toUpperCase().replace(/[^A-Z]/g, '').replace(/[AEIOU]/g, ''), vow = (s) => s.toUpperCase().replace(/[^AEIOU]/g, '');
  const sur = (cons(fam) + vow(fam) + 'XXX').slice(0, 3);
  let c = cons(giv); const nm = c.length >= 4 ? c[0] + c[2] + c[3] : (c + vow(giv) + 'XXX').slice(0, 3);
  const b = sur + nm + yy + 'ABCDEHLMPRST'[+mm - 1] + String(+dd + (female ? 40 : 0)).padStart(2, '0') + r.pick('ABCDEFGHILM') + r.digits(3);
  return b + itOddEvenCheck(b);
}
export function itPiva(r) { const b = r.digits(7) + String(r.int(1, 100)).padStart(3, '0'); return withLuhn(b); }
// PT
export function ptNif(r) { const b = r.pick(['1', '2']) + r.digits(7); let t = 0; for (let i = 0; i < 8; i++) t += +b[i] * (9 - i); let c = 11 - (t % 11); if (c >= 10) c = 0; return b + c; }
export function ptCc(r) { // Cartão de Cidadão: 8 digits + check + 2 alnum + check
  const num = r.digits(8); let t = 0; for (let i = 0; i < 8; i++) t += +num[i] * (9 - i); let c1 = 11 - (t % 11); if (c1 >= 10) c1 = 0;
  const ver = r.pick(['Z', 'Y', 'X']) + r.pick(['Z', 'Y', '0', '1']); const body = num + c1 + ver;
  const val = (ch) => (ch >= '0' && ch <= '9' ? +ch : ch.charCodeAt(0) - 55);
  for (let c = 0; c < 10; c++) { const s = body + c; let sum = 0; const arr = s.split('').reverse(); for (let i = 0; i < arr.length; i++) { let v = val(arr[i]); if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; } sum += v; } if (sum % 10 === 0) return `${num} ${c1} ${ver}${c}`; }
}
// NL
export function nlBsn(r) { for (;;) { const b = r.digits(8); let t = 0; for (let i = 0; i < 8; i++) t += +b[i] * (9 - i); const c = t % 11; if (c < 10 && b[0] !== '0') return b + c; } }
// PL
export function plPesel(r, y, m, d) { const mm = y >= 2000 ? m + 20 : m; const b = String(y % 100).padStart(2, '0') + String(mm).padStart(2, '0') + String(d).padStart(2, '0') + r.digits(4); const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]; let t = 0; for (let i = 0; i < 10; i++) t += +b[i] * w[i]; return b + ((10 - (t % 10)) % 10); }
export function plNip(r) { const w = [6, 5, 7, 2, 3, 4, 5, 6, 7]; for (;;) { const b = r.ndigits(9); let t = 0; for (let i = 0; i < 9; i++) t += +b[i] * w[i]; if (t % 11 !== 10) return b + (t % 11); } }
// SE
export function sePnr(r, y, m, d) { const b = String(y % 100).padStart(2, '0') + String(m).padStart(2, '0') + String(d).padStart(2, '0') + r.digits(3); return b.slice(0, 6) + (y < 1925 ? '+' : '-') + b.slice(6) + luhnCheck(b); }
// CZ
export function czRc(r, y, m, d, female) { for (;;) { const b = String(y % 100).padStart(2, '0') + String(m + (female ? 50 : 0)).padStart(2, '0') + String(d).padStart(2, '0') + r.digits(3); const c = Number(BigInt(b) % 11n); if (c === 10) continue; return b.slice(0, 6) + '/' + b.slice(6) + c; } }
export function czIco(r) { const b = r.digits(7); let t = 0; for (let i = 0; i < 7; i++) t += +b[i] * (8 - i); const c = (11 - (t % 11)) % 10; return b + c; }
// RO
export function roCnp(r, y, m, d, female) { const s = y >= 2000 ? (female ? 6 : 5) : female ? 2 : 1; const b = s + String(y % 100).padStart(2, '0') + String(m).padStart(2, '0') + String(d).padStart(2, '0') + String(r.int(1, 46)).padStart(2, '0') + String(r.int(1, 999)).padStart(3, '0'); const w = '279146358279'; let t = 0; for (let i = 0; i < 12; i++) t += +b[i] * +w[i]; let c = t % 11; if (c === 10) c = 1; return b + c; }
export function roCui(r) { const b = r.ndigits(7); const w = '753217532'; const p = b.padStart(9, '0'); let t = 0; for (let i = 0; i < 9; i++) t += +p[i] * +w[i]; let c = (t * 10) % 11; if (c === 10) c = 0; return b + c; }
// GR
export function grAmka(r, y, m, d) { const b = String(d).padStart(2, '0') + String(m).padStart(2, '0') + String(y % 100).padStart(2, '0') + r.digits(4); return withLuhn(b); }
export function grAfm(r) { const b = r.pick(['0', '1', '0', '1', '0', '1', '0', '1']) + r.digits(7); let t = 0; for (let i = 0; i < 8; i++) t += +b[i] * 2 ** (8 - i); return b + ((t % 11) % 10); }
// TR
export function trTckn(r) { const d = [r.int(1, 9), ...r.digits(8).split('').map(Number)]; const d10 = (((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 + 10) % 10; d.push(d10); d.push(d.reduce((a, b) => a + b, 0) % 10); return d.join(''); }
export function trVkn(r) { const d = r.digits(9); let s = 0; for (let i = 0; i < 9; i++) { const tmp = (+d[i] + 9 - i) % 10; let v = (tmp * 2 ** (9 - i)) % 9; if (tmp !== 0 && v === 0) v = 9; s += v; } return d + ((10 - (s % 10)) % 10); }
// RU
export function ruSnils(r) { for (;;) { const b = r.digits(9); if (+b < 1001998) continue; let t = 0; for (let i = 0; i < 9; i++) t += +b[i] * (9 - i); let c = t < 100 ? t : t === 100 || t === 101 ? 0 : t % 101; if (c === 100) c = 0; const cs = String(c).padStart(2, '0'); return `${b.slice(0, 3)}-${b.slice(3, 6)}-${b.slice(6)} ${cs}`; } }
export function ruInn12(r) { const b = r.ndigits(10).split('').map(Number); const w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8], w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]; const c1 = (b.reduce((s, x, i) => s + x * w1[i], 0) % 11) % 10; b.push(c1); const c2 = (b.reduce((s, x, i) => s + x * w2[i], 0) % 11) % 10; b.push(c2); return b.join(''); }
export function ruAccount(r, bik) { const acc = ('40817810' + r.digits(12)).split(''); acc[8] = '0'; const s = bik.slice(-3) + acc.join(''); const w = [7, 1, 3]; let t = 0; for (let i = 0; i < 23; i++) t += (+s[i] * w[i % 3]) % 10; const d = ((10 - (t % 10)) % 10 * 7) % 10; acc[8] = String(d); return acc.join(''); }
// SA / AE
export function saNid(r) { return withLuhn(r.pick(['1', '2']) + r.digits(8)); }
export function aeEid(r, y) { const b = '784' + y + r.digits(7); return withLuhn(b); }
// JP My Number
export function jpMyNumber(r) { const b = r.digits(11); let t = 0; for (let n = 1; n <= 11; n++) { const p = +b[11 - n]; const q = n <= 6 ? n + 1 : n - 5; t += p * q; } const rem = t % 11; return b + (rem <= 1 ? 0 : 11 - rem); }
// CN
export function cnRid(r, y, m, d) { const b = r.pick(['110105', '310104', '440304', '510107', '330106', '320102', '420111']) + y + String(m).padStart(2, '0') + String(d).padStart(2, '0') + r.digits(3); const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]; let t = 0; for (let i = 0; i < 17; i++) t += +b[i] * w[i]; return b + '10X98765432'[t % 11]; }
export function cnUscc(r) { const cs = '0123456789ABCDEFGHJKLMNPQRTUWXY'; const b = '91' + r.pick(['110105', '310104', '440300']) + r.str('0123456789ABCDEFGHJKLMNPQRTUWXY', 9); const w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]; let t = 0; for (let i = 0; i < 17; i++) t += cs.indexOf(b[i]) * w[i]; return b + cs[(31 - (t % 31)) % 31]; }
// KR-free; IL Teudat Zehut
export function ilTz(r) { const b = r.digits(8); let t = 0; for (let i = 0; i < 8; i++) { let x = +b[i] * (i % 2 === 0 ? 1 : 2); if (x > 9) x -= 9; t += x; } return b + ((10 - (t % 10)) % 10); }

// ---- cards ----
export function card(r, brand) {
  let b;
  switch (brand) {
    case 'visa': b = '4' + r.pick(['', '0', '1', '5', '9']); b = (b + r.digits(15)).slice(0, 15); break;
    case 'mastercard': b = r.chance(0.7) ? '5' + r.int(1, 5) : String(r.int(2221, 2720)); b = (b + r.digits(15)).slice(0, 15); break;
    case 'amex': b = r.pick(['34', '37']) + r.digits(12); break;
    case 'discover': b = '6011' + r.digits(11); break;
    case 'jcb': b = '35' + r.int(28, 89) + r.digits(11); break;
    case 'unionpay': b = '62' + r.digits(13); break;
    default: throw new Error(brand);
  }
  const n = withLuhn(b);
  if (['4111111111111111', '4242424242424242', '5555555555554444', '378282246310005'].includes(n)) return card(r, brand);
  return n;
}
export function fmtCard(r, n) { if (n.length === 15) return r.chance(0.7) ? `${n.slice(0, 4)} ${n.slice(4, 10)} ${n.slice(10)}` : n; const m = r.int(0, 3); if (m === 0) return n; const sep = m === 1 ? ' ' : m === 2 ? '-' : ' '; return n.replace(/(\d{4})(?=\d)/g, '$1' + sep); }
export const TEST_CARDS = ['4111 1111 1111 1111', '4242 4242 4242 4242', '5555 5555 5555 4444', '4000 0566 5566 5556', '378282246310005', '4012888888881881', '5105105105105100', '6011111111111117'];

// device identifiers (hard negatives)
export function imei(r) { return withLuhn(r.pick(['35', '86', '01', '49']) + r.digits(12)); }
export function iccid(r, cc = '44') { return withLuhn('89' + cc + r.digits(15)); }
export function imsi(r, mcc = '234') { return mcc + r.pick(['10', '15', '20', '30']) + r.digits(10); }
export function mpanCore(r) { const b = r.pick(['10', '12', '14', '16', '19', '20', '22']) + r.digits(10); const p = [3, 5, 7, 13, 17, 19, 23, 29, 31, 37, 41, 43]; let t = 0; for (let i = 0; i < 12; i++) t += +b[i] * p[i]; return b + ((t % 11) % 10); }
export function sepaCreditorId(cc, r) { const body = 'ZZZ' + r.digits(11); const nid = body.slice(3); const ck = String(98 - mod97(alnumToNum(nid + cc + '00'))).padStart(2, '0'); return cc + ck + body; }

// ---- crypto wallets ----
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const sha = (b) => createHash('sha256').update(b).digest();
export function base58check(version, payload) { const b = Buffer.concat([Buffer.from([version]), payload]); const full = Buffer.concat([b, sha(sha(b)).subarray(0, 4)]); let x = BigInt('0x' + full.toString('hex')); let s = ''; while (x > 0n) { s = B58[Number(x % 58n)] + s; x /= 58n; } for (const byte of full) { if (byte === 0) s = '1' + s; else break; } return s; }
const BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(v) { const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let c = 1; for (const x of v) { const b = c >> 25; c = ((c & 0x1ffffff) << 5) ^ x; for (let i = 0; i < 5; i++) if ((b >> i) & 1) c ^= G[i]; } return c; }
function convertbits(data, from, to) { let acc = 0, bits = 0; const out = [], maxv = (1 << to) - 1; for (const v of data) { acc = (acc << from) | v; bits += from; while (bits >= to) { bits -= to; out.push((acc >> bits) & maxv); } } if (bits > 0) out.push((acc << (to - bits)) & maxv); return out; }
export function bech32Addr(hrp, prog) { const data = [0, ...convertbits([...prog], 8, 5)]; const hx = [...hrp].map((c) => c.charCodeAt(0) >> 5).concat([0], [...hrp].map((c) => c.charCodeAt(0) & 31)); const pm = polymod([...hx, ...data, 0, 0, 0, 0, 0, 0]) ^ 1; const ck = []; for (let i = 0; i < 6; i++) ck.push((pm >> (5 * (5 - i))) & 31); return hrp + '1' + [...data, ...ck].map((d) => BECH[d]).join(''); }
export function wallet(r) {
  const k = r.pick(['btc_p2pkh', 'btc_p2sh', 'btc_bech32', 'eth', 'eth', 'ltc', 'trx']);
  switch (k) {
    case 'btc_p2pkh': return [k, base58check(0, r.bytes(20))];
    case 'btc_p2sh': return [k, base58check(5, r.bytes(20))];
    case 'btc_bech32': return [k, bech32Addr('bc', r.bytes(20))];
    case 'eth': return [k, '0x' + r.hex(40)];
    case 'ltc': return [k, base58check(0x30, r.bytes(20))];
    case 'trx': return [k, base58check(0x41, r.bytes(20))];
  }
}
// ---- checksum for GitHub-style tokens ----
const CRC = (() => { const t = []; for (let n = 0; n < 256; n++) { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; t.push(c >>> 0); } return t; })();
export function crc32(str) { let c = 0xffffffff; for (const b of Buffer.from(str)) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; }
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export function base62(n, len) { let s = ''; while (n > 0) { s = B62[n % 62] + s; n = Math.floor(n / 62); } return s.padStart(len, '0'); }
export { sha };
