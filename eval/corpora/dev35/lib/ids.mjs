// Identifier generators with check digits, and validators keyed by label type.
import { createHash } from 'node:crypto';
const D = (s) => s.split('').map(Number);
export const onlyDigits = (s) => s.replace(/\D/g, '');
export const compact = (s) => s.replace(/[\s.\-\/]/g, '').toUpperCase();

export function luhnCheck(body) { let sum = 0, dbl = true; for (let i = body.length - 1; i >= 0; i--) { let d = +body[i]; if (dbl) { d *= 2; if (d > 9) d -= 9; } sum += d; dbl = !dbl; } return String((10 - sum % 10) % 10); }
export const luhnValid = (s) => { s = onlyDigits(s); return s.length > 1 && luhnCheck(s.slice(0, -1)) === s.slice(-1); };
export function mod97(str) { let r = 0; for (const ch of str) { const v = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch; for (const c of v) r = (r * 10 + +c) % 97; } return r; }
export function ibanMake(cc, bban) { const chk = 98 - mod97(bban + cc + '00'); return cc + String(chk).padStart(2, '0') + bban; }
export const ibanValid = (s) => { s = s.replace(/\s/g, '').toUpperCase(); return /^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(s) && mod97(s.slice(4) + s.slice(0, 4)) === 1; };
function iso7064_11_10(ds) { let p = 10; for (const d of ds) { let s = (+d + p) % 10; if (s === 0) s = 10; p = (2 * s) % 11; } return String((11 - p) % 10); }
const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VINV = [0,4,3,2,1,5,6,7,8,9];
function verhoeffCheck(s) { let c = 0; const a = D(s).reverse(); for (let i = 0; i < a.length; i++) c = VD[c][VP[(i + 1) % 8][a[i]]]; return String(VINV[c]); }
const verhoeffValid = (s) => { let c = 0; const a = D(s).reverse(); for (let i = 0; i < a.length; i++) c = VD[c][VP[i % 8][a[i]]]; return c === 0; };
const wsum = (ds, w) => ds.reduce((a, d, i) => a + (i < w.length ? (+d) * w[i] : 0), 0);
const pad = (n, l = 2) => String(n).padStart(l, '0');
function ymd(r, y0 = 1945, y1 = 2004) { return { y: r.int(y0, y1), m: r.int(1, 12), d: r.int(1, 28) }; }

// ---- generators: each returns formatted string; `dob` optional {y,m,d}
export const GEN = {
  us_ssn: (r) => { let a; do a = r.int(1, 899); while (a === 666); return `${pad(a,3)}-${pad(r.int(1,99))}-${pad(r.int(1,9999),4)}`; },
  ca_sin: (r) => { const b = r.pick('1234567') + r.digits(7); const s = b + luhnCheck(b); return `${s.slice(0,3)} ${s.slice(3,6)} ${s.slice(6)}`; },
  gb_nino: (r) => `${r.pick(['AB','CE','JG','KL','NP','SR','TW','WX','PY','HR'])} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.pick('ABCD')}`,
  ie_ppsn: (r) => { const b = r.digits(7); const s = wsum(D(b), [8,7,6,5,4,3,2]) % 23; return b + 'WABCDEFGHIJKLMNOPQRSTUV'[s]; },
  fr_nir: (r, dob = ymd(r)) => { const b = `${r.int(1,2)}${pad(dob.y % 100)}${pad(dob.m)}${pad(r.int(1,95))}${r.digits(3)}${r.digits(3)}`; const k = 97 - Number(BigInt(b) % 97n); return `${b[0]} ${b.slice(1,3)} ${b.slice(3,5)} ${b.slice(5,7)} ${b.slice(7,10)} ${b.slice(10,13)} ${pad(k)}`; },
  be_nrn: (r, dob = ymd(r, 1945, 1999)) => { const b = `${pad(dob.y % 100)}${pad(dob.m)}${pad(dob.d)}${r.digits(3)}`; const k = 97 - (Number(b) % 97); return `${b.slice(0,2)}.${b.slice(2,4)}.${b.slice(4,6)}-${b.slice(6,9)}.${pad(k)}`; },
  de_id_card: (r) => { const b = r.pick('CFGHJKLMNPRTVWXYZ') + r.str(8, 'CFGHJKLMNPRTVWXYZ0123456789'); return b + deIdChk(b); },
  de_steuer_id: (r) => { let ds; do { const rep = r.int(0, 9); const others = r.shuffle([0,1,2,3,4,5,6,7,8,9].filter(x => x !== rep)).slice(0, 8); ds = r.shuffle([rep, rep, ...others]); } while (ds[0] === 0); const b = ds.join(''); const s = b + iso7064_11_10(b); return `${s.slice(0,2)} ${s.slice(2,5)} ${s.slice(5,8)} ${s.slice(8)}`; },
  es_dni: (r) => { const n = r.digits(8); return n + 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(n) % 23]; },
  es_nie: (r) => { const p = r.int(0, 2); const n = r.digits(7); return 'XYZ'[p] + n + 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(p + n) % 23]; },
  it_codice_fiscale: (r, dob = ymd(r)) => { const C = 'BCDFGHLMNPRSTVZ'; const b = r.str(3, C) + r.str(3, C) + pad(dob.y % 100) + 'ABCDEHLMPRST'[dob.m - 1] + pad(dob.d + (r.chance(.5) ? 40 : 0)) + r.pick('ABCDEFGHLM') + r.digits(3); return b + itCfChk(b); },
  nl_bsn: (r) => { for (;;) { const b = r.pick('123456') + r.digits(7); const c = wsum(D(b), [9,8,7,6,5,4,3,2]) % 11; if (c < 10) return b + c; } },
  pl_pesel: (r, dob = ymd(r)) => { const m = dob.m + (dob.y >= 2000 ? 20 : 0); const b = pad(dob.y % 100) + pad(m) + pad(dob.d) + r.digits(4); return b + (10 - wsum(D(b), [1,3,7,9,1,3,7,9,1,3]) % 10) % 10; },
  pl_nip: (r) => { for (;;) { const b = r.pick('123456789') + r.digits(8); const c = wsum(D(b), [6,5,7,2,3,4,5,6,7]) % 11; if (c < 10) { const s = b + c; return `${s.slice(0,3)}-${s.slice(3,6)}-${s.slice(6,8)}-${s.slice(8)}`; } } },
  se_personnummer: (r, dob = ymd(r)) => { const b = pad(dob.y % 100) + pad(dob.m) + pad(dob.d) + r.digits(3); return `${b.slice(0,6)}-${b.slice(6)}${luhnCheck(b)}`; },
  no_fnr: (r, dob = ymd(r, 1945, 1999)) => { for (;;) { const b = pad(dob.d) + pad(dob.m) + pad(dob.y % 100) + pad(r.int(0, 499), 3); let k1 = 11 - wsum(D(b), [3,7,6,1,8,9,4,5,2]) % 11; if (k1 === 11) k1 = 0; if (k1 === 10) { dob = ymd(r, 1945, 1999); continue; } let k2 = 11 - wsum(D(b + k1), [5,4,3,2,7,6,5,4,3,2]) % 11; if (k2 === 11) k2 = 0; if (k2 === 10) { dob = ymd(r, 1945, 1999); continue; } return `${b.slice(0,6)} ${b.slice(6)}${k1}${k2}`; } },
  dk_cpr: (r, dob = ymd(r)) => `${pad(dob.d)}${pad(dob.m)}${pad(dob.y % 100)}-${r.digits(4)}`,
  fi_hetu: (r, dob = ymd(r, 1945, 1999)) => { const b = pad(dob.d) + pad(dob.m) + pad(dob.y % 100); const n = pad(r.int(2, 899), 3); return `${b}-${n}${'0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(b + n) % 31]}`; },
  pt_nif: (r) => { const b = r.pick('12') + r.digits(7); let c = 11 - wsum(D(b), [9,8,7,6,5,4,3,2]) % 11; if (c >= 10) c = 0; return `${b.slice(0,3)} ${b.slice(3,6)} ${b.slice(6)}${c}`; },
  br_cpf: (r) => { const b = r.digits(9); const d1 = (wsum(D(b), [10,9,8,7,6,5,4,3,2]) * 10) % 11 % 10; const d2 = (wsum(D(b + d1), [11,10,9,8,7,6,5,4,3,2]) * 10) % 11 % 10; const s = b + d1 + d2; return `${s.slice(0,3)}.${s.slice(3,6)}.${s.slice(6,9)}-${s.slice(9)}`; },
  cn_resident_id: (r, dob = ymd(r)) => { const b = r.pick(['110101','310104','440305','510107','330106']) + dob.y + pad(dob.m) + pad(dob.d) + r.digits(3); return b + '10X98765432'[wsum(D(b), [7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2]) % 11]; },
  in_aadhaar: (r) => { const b = r.pick('23456789') + r.digits(10); const s = b + verhoeffCheck(b); return `${s.slice(0,4)} ${s.slice(4,8)} ${s.slice(8)}`; },
  kr_rrn: (r, dob = ymd(r, 1945, 1999)) => { const b = pad(dob.y % 100) + pad(dob.m) + pad(dob.d) + r.pick('12') + r.digits(5); return `${b.slice(0,6)}-${b.slice(6)}${(11 - wsum(D(b), [2,3,4,5,6,7,8,9,2,3,4,5]) % 11) % 10}`; },
  jp_my_number: (r) => { const b = r.digits(11); const p = D(b).reverse(); let s = 0; for (let n = 1; n <= 11; n++) s += p[n - 1] * (n <= 6 ? n + 1 : n - 5); const m = s % 11; const c = m <= 1 ? 0 : 11 - m; const x = b + c; return `${x.slice(0,4)} ${x.slice(4,8)} ${x.slice(8)}`; },
  tw_national_id: (r) => { const L = r.pick('ABCDEFGHJKLMNPQRSTUVXYWZIO'); const b = r.pick('12') + r.digits(7); const s = twSum(L, b); return L + b + (10 - s % 10) % 10; },
  za_id: (r, dob = ymd(r)) => { const b = pad(dob.y % 100) + pad(dob.m) + pad(dob.d) + r.digits(4) + '08'; return b + luhnCheck(b); },
  il_id: (r) => { const b = r.digits(8); return b + luhnCheck(b); },
  tr_tckn: (r) => { const d = [r.int(1, 9), ...D(r.digits(8))]; const d10 = (((d[0]+d[2]+d[4]+d[6]+d[8]) * 7 - (d[1]+d[3]+d[5]+d[7])) % 10 + 10) % 10; const d11 = (d.reduce((a, x) => a + x, 0) + d10) % 10; return d.join('') + d10 + d11; },
  mx_curp: (r, dob = ymd(r)) => { const b = r.pat('AAAA') + pad(dob.y % 100) + pad(dob.m) + pad(dob.d) + r.pick('HM') + r.pick(['DF','JC','NL','PL','YN','GT']) + r.str(3, 'BCDFGHJKLMNPRSTVZ') + (dob.y < 2000 ? r.digits(1) : r.pick('ABC')); return b + curpChk(b); },
  ar_dni: (r) => { const n = String(r.int(10000000, 45999999)); return `${n.slice(0,2)}.${n.slice(2,5)}.${n.slice(5)}`; },
  cl_rut: (r) => { const n = String(r.int(5000000, 25999999)); const s = clRutChk(n); return `${Number(n).toLocaleString('de-DE')}-${s}`; },
  sg_nric: (r) => { const p = r.pick('ST'); const b = r.digits(7); const s = (wsum(D(b), [2,7,6,5,4,3,2]) + (p === 'T' ? 4 : 0)) % 11; return p + b + 'JZIHGFEDCBA'[s]; },
  ch_ahv: (r) => { const b = '756' + r.digits(9); const c = (10 - wsum(D(b), [1,3,1,3,1,3,1,3,1,3,1,3]) % 10) % 10; const s = b + c; return `${s.slice(0,3)}.${s.slice(3,7)}.${s.slice(7,11)}.${s.slice(11)}`; },
  at_svnr: (r, dob = ymd(r)) => { for (;;) { const sq = String(r.int(100, 999)); const dt = pad(dob.d) + pad(dob.m) + pad(dob.y % 100); const c = wsum(D(sq + '0' + dt), [3,7,9,0,5,8,4,2,1,6]) % 11; if (c < 10) return `${sq}${c} ${dt}`; } },
  cz_rodne_cislo: (r, dob = ymd(r, 1954, 1999)) => { for (;;) { const b = pad(dob.y % 100) + pad(dob.m + (r.chance(.5) ? 50 : 0)) + pad(dob.d) + r.digits(3); const c = Number(b) % 11; if (c < 10) return `${b.slice(0,6)}/${b.slice(6)}${c}`; } },
  ro_cnp: (r, dob = ymd(r, 1945, 1999)) => { const b = r.pick('12') + pad(dob.y % 100) + pad(dob.m) + pad(dob.d) + pad(r.int(1, 46)) + r.digits(3); const s = wsum(D(b), D('279146358279')) % 11; return b + (s === 10 ? 1 : s); },
  hr_oib: (r) => { const b = r.pick('123456789') + r.digits(9); return b + iso7064_11_10(b); },
  gr_amka: (r, dob = ymd(r)) => { const b = pad(dob.d) + pad(dob.m) + pad(dob.y % 100) + r.digits(4); return b + luhnCheck(b); },
  ee_isikukood: (r, dob = ymd(r, 1945, 1999)) => { const b = r.pick('3456'.slice(0, 2)) + pad(dob.y % 100) + pad(dob.m) + pad(dob.d) + r.digits(3); return b + balticChk(b); },
  lt_asmens_kodas: (r, dob = ymd(r, 1945, 1999)) => { const b = r.pick('34') + pad(dob.y % 100) + pad(dob.m) + pad(dob.d) + r.digits(3); return b + balticChk(b); },
  bg_egn: (r, dob = ymd(r, 1945, 1999)) => { const b = pad(dob.y % 100) + pad(dob.m) + pad(dob.d) + r.digits(3); return b + (wsum(D(b), [2,4,8,5,10,9,7,3,6]) % 11 % 10); },
  hu_taj: (r) => { const b = r.pick('123456789') + r.digits(7); const s = b + wsum(D(b), [3,7,3,7,3,7,3,7]) % 10; return `${s.slice(0,3)} ${s.slice(3,6)} ${s.slice(6)}`; },
  ru_snils: (r) => { const b = String(r.int(2000000, 999999999)).padStart(9, '0'); const s = wsum(D(b), [9,8,7,6,5,4,3,2,1]); let c = s < 100 ? s : s === 100 || s === 101 ? 0 : s % 101; if (c === 100) c = 0; return `${b.slice(0,3)}-${b.slice(3,6)}-${b.slice(6)} ${pad(c)}`; },
  ru_inn: (r) => { const b = r.pick(['77','78','50','54','66']) + r.digits(8); const c1 = wsum(D(b), [7,2,4,10,3,5,9,4,6,8]) % 11 % 10; const c2 = wsum(D(b + c1), [3,7,2,4,10,3,5,9,4,6,8]) % 11 % 10; return b + c1 + c2; },
  ua_rnokpp: (r) => { const b = r.pick('123') + r.digits(8); const s = wsum(D(b), [-1,5,7,9,4,6,10,5,7]); return b + (((s % 11) + 11) % 11) % 10; },
  th_national_id: (r) => { const b = r.pick('1238') + r.digits(11); const c = (11 - wsum(D(b), [13,12,11,10,9,8,7,6,5,4,3,2]) % 11) % 10; const s = b + c; return `${s[0]}-${s.slice(1,5)}-${s.slice(5,10)}-${s.slice(10,12)}-${s[12]}`; },
  au_tfn: (r) => { for (;;) { const b = r.digits(8); const s = wsum(D(b), [1,4,3,7,5,8,6,9]) % 11; if (s < 10) { const x = b + s; return `${x.slice(0,3)} ${x.slice(3,6)} ${x.slice(6)}`; } } },
  au_medicare: (r) => { const b = r.pick('23456') + r.digits(7); const c = wsum(D(b), [1,3,7,9,1,3,7,9]) % 10; return `${b.slice(0,4)} ${b.slice(4)}${c} ${r.int(1, 9)}`; },
  nz_ird: (r) => { for (;;) { const b = '0' + r.pick('1234') + r.digits(6); const s = wsum(D(b), [3,2,7,6,5,4,3,2]) % 11; const c = s === 0 ? 0 : 11 - s; if (c < 10) { const x = b.slice(1) + c; return `${x.slice(0,2)}-${x.slice(2,5)}-${x.slice(5)}`; } } },
  ar_cuit: (r) => { for (;;) { const b = r.pick(['20','23','27']) + r.int(10000000, 45999999); let c = 11 - wsum(D(b), [5,4,3,2,7,6,5,4,3,2]) % 11; if (c === 11) c = 0; if (c < 10) return `${b.slice(0,2)}-${b.slice(2)}-${c}`; } },
  sa_national_id: (r) => { const b = '1' + r.digits(8); return b + luhnCheck(b); },
  // no check digit defined / public
  in_pan: (r) => r.pat('AAA') + 'P' + r.pat('A####A'),
  mx_rfc: (r, dob = ymd(r)) => r.pat('AAAA') + pad(dob.y % 100) + pad(dob.m) + pad(dob.d) + r.pat('XX#'),
  gb_utr: (r) => `${r.digits(5)} ${r.digits(5)}`,
  fr_spi: (r) => `${r.pick('0123')}${r.digits(1)} ${r.digits(2)} ${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`,
  my_nric: (r, dob = ymd(r)) => `${pad(dob.y % 100)}${pad(dob.m)}${pad(dob.d)}-${pad(r.int(1, 14))}-${r.digits(4)}`,
  id_nik: (r, dob = ymd(r)) => `${r.pick(['3171','3273','3578','5171'])}${r.digits(2)}${pad(dob.d + (r.chance(.5) ? 40 : 0))}${pad(dob.m)}${pad(dob.y % 100)}${r.digits(4)}`,
  vn_cccd: (r) => `0${r.pick(['01','79','48','31'])}${r.pick('0123')}${r.digits(8)}`,
  eg_national_id: (r, dob = ymd(r, 1950, 1999)) => `2${pad(dob.y % 100)}${pad(dob.m)}${pad(dob.d)}${r.pick(['01','02','21','88'])}${r.digits(5)}`,
  us_ein: (r) => `${r.int(10, 98)}-${r.digits(7)}`,
};
function deIdChk(b) { const v = (ch) => /\d/.test(ch) ? +ch : ch.charCodeAt(0) - 55; let s = 0; for (let i = 0; i < b.length; i++) s += v(b[i]) * [7,3,1][i % 3]; return String(s % 10); }
const CF_ODD = { 0:1,1:0,2:5,3:7,4:9,5:13,6:15,7:17,8:19,9:21,A:1,B:0,C:5,D:7,E:9,F:13,G:15,H:17,I:19,J:21,K:2,L:4,M:18,N:20,O:11,P:3,Q:6,R:8,S:12,T:14,U:16,V:10,W:22,X:25,Y:24,Z:23 };
function itCfChk(b) { let s = 0; for (let i = 0; i < 15; i++) { const ch = b[i]; s += i % 2 === 0 ? CF_ODD[ch] : (/\d/.test(ch) ? +ch : ch.charCodeAt(0) - 65); } return String.fromCharCode(65 + s % 26); }
const TW = { A:10,B:11,C:12,D:13,E:14,F:15,G:16,H:17,I:34,J:18,K:19,L:20,M:21,N:22,O:35,P:23,Q:24,R:25,S:26,T:27,U:28,V:29,W:32,X:30,Y:31,Z:33 };
function twSum(L, b) { const n = TW[L]; return Math.floor(n / 10) + (n % 10) * 9 + wsum(D(b), [8,7,6,5,4,3,2,1]); }
const CURP = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
function curpChk(b) { let s = 0; for (let i = 0; i < 17; i++) s += CURP.indexOf(b[i]) * (18 - i); return String((10 - s % 10) % 10); }
function clRutChk(n) { let s = 0, m = 2; for (let i = n.length - 1; i >= 0; i--) { s += +n[i] * m; m = m === 7 ? 2 : m + 1; } const r = 11 - s % 11; return r === 11 ? '0' : r === 10 ? 'K' : String(r); }
function balticChk(b) { let s = wsum(D(b), [1,2,3,4,5,6,7,8,9,1]) % 11; if (s === 10) { s = wsum(D(b), [3,4,5,6,7,8,9,1,2,3]) % 11; if (s === 10) s = 0; } return String(s); }

// ---- validators (input: decoded value) — types absent here have no public check digit
const V = {
  ca_sin: (s) => luhnValid(s), ie_ppsn: (s) => { s = compact(s); return 'WABCDEFGHIJKLMNOPQRSTUV'[wsum(D(s.slice(0, 7)), [8,7,6,5,4,3,2]) % 23] === s[7]; },
  fr_nir: (s) => { s = onlyDigits(s); return 97 - Number(BigInt(s.slice(0, 13)) % 97n) === Number(s.slice(13)); },
  be_nrn: (s) => { s = onlyDigits(s); return 97 - Number(s.slice(0, 9)) % 97 === Number(s.slice(9)); },
  de_id_card: (s) => { s = compact(s); return deIdChk(s.slice(0, 9)) === s[9]; },
  de_steuer_id: (s) => { s = onlyDigits(s); return iso7064_11_10(s.slice(0, 10)) === s[10]; },
  es_dni: (s) => { s = compact(s); return 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(s.slice(0, 8)) % 23] === s[8]; },
  es_nie: (s) => { s = compact(s); return 'TRWAGMYFPDXBNJZSQVHLCKE'[Number('XYZ'.indexOf(s[0]) + s.slice(1, 8)) % 23] === s[8]; },
  it_codice_fiscale: (s) => { s = compact(s); return itCfChk(s) === s[15]; },
  nl_bsn: (s) => { s = onlyDigits(s); return s.length === 9 && (wsum(D(s.slice(0, 8)), [9,8,7,6,5,4,3,2]) - +s[8]) % 11 === 0; },
  pl_pesel: (s) => { s = onlyDigits(s); return (10 - wsum(D(s), [1,3,7,9,1,3,7,9,1,3]) % 10) % 10 === +s[10]; },
  pl_nip: (s) => { s = onlyDigits(s); return wsum(D(s), [6,5,7,2,3,4,5,6,7]) % 11 === +s[9]; },
  se_personnummer: (s) => luhnValid(onlyDigits(s).slice(-10)),
  no_fnr: (s) => { s = onlyDigits(s); let k1 = 11 - wsum(D(s), [3,7,6,1,8,9,4,5,2]) % 11; if (k1 === 11) k1 = 0; let k2 = 11 - wsum(D(s), [5,4,3,2,7,6,5,4,3,2]) % 11; if (k2 === 11) k2 = 0; return k1 === +s[9] && k2 === +s[10]; },
  fi_hetu: (s) => { s = s.toUpperCase(); return '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(s.slice(0, 6) + s.slice(7, 10)) % 31] === s[10]; },
  pt_nif: (s) => { s = onlyDigits(s); let c = 11 - wsum(D(s), [9,8,7,6,5,4,3,2]) % 11; if (c >= 10) c = 0; return c === +s[8]; },
  br_cpf: (s) => { s = onlyDigits(s); const d1 = (wsum(D(s), [10,9,8,7,6,5,4,3,2]) * 10) % 11 % 10; const d2 = (wsum(D(s), [11,10,9,8,7,6,5,4,3,2]) * 10) % 11 % 10; return d1 === +s[9] && d2 === +s[10]; },
  cn_resident_id: (s) => { s = compact(s); return '10X98765432'[wsum(D(s.slice(0, 17)), [7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2]) % 11] === s[17]; },
  in_aadhaar: (s) => verhoeffValid(onlyDigits(s)),
  kr_rrn: (s) => { s = onlyDigits(s); return (11 - wsum(D(s), [2,3,4,5,6,7,8,9,2,3,4,5]) % 11) % 10 === +s[12]; },
  jp_my_number: (s) => { s = onlyDigits(s); const p = D(s.slice(0, 11)).reverse(); let t = 0; for (let n = 1; n <= 11; n++) t += p[n - 1] * (n <= 6 ? n + 1 : n - 5); const m = t % 11; return (m <= 1 ? 0 : 11 - m) === +s[11]; },
  tw_national_id: (s) => { s = compact(s); return (twSum(s[0], s.slice(1, 9)) + +s[9]) % 10 === 0; },
  za_id: luhnValid, il_id: luhnValid, gr_amka: luhnValid, sa_national_id: luhnValid,
  tr_tckn: (s) => { const d = D(onlyDigits(s)); const d10 = (((d[0]+d[2]+d[4]+d[6]+d[8]) * 7 - (d[1]+d[3]+d[5]+d[7])) % 10 + 10) % 10; return d10 === d[9] && d.slice(0, 10).reduce((a, x) => a + x, 0) % 10 === d[10]; },
  mx_curp: (s) => curpChk(s) === s[17],
  cl_rut: (s) => { s = compact(s); return clRutChk(s.slice(0, -1)) === s.slice(-1); },
  sg_nric: (s) => { s = compact(s); return 'JZIHGFEDCBA'[(wsum(D(s.slice(1, 8)), [2,7,6,5,4,3,2]) + (s[0] === 'T' ? 4 : 0)) % 11] === s[8]; },
  ch_ahv: (s) => { s = onlyDigits(s); return (10 - wsum(D(s), [1,3,1,3,1,3,1,3,1,3,1,3]) % 10) % 10 === +s[12]; },
  at_svnr: (s) => { s = onlyDigits(s); return wsum(D(s), [3,7,9,0,5,8,4,2,1,6]) % 11 === +s[3]; },
  cz_rodne_cislo: (s) => Number(onlyDigits(s)) % 11 === 0,
  ro_cnp: (s) => { const t = wsum(D(s), D('279146358279')) % 11; return (t === 10 ? 1 : t) === +s[12]; },
  hr_oib: (s) => iso7064_11_10(s.slice(0, 10)) === s[10],
  ee_isikukood: (s) => balticChk(s.slice(0, 10)) === s[10], lt_asmens_kodas: (s) => balticChk(s.slice(0, 10)) === s[10],
  bg_egn: (s) => wsum(D(s), [2,4,8,5,10,9,7,3,6]) % 11 % 10 === +s[9],
  hu_taj: (s) => { s = onlyDigits(s); return wsum(D(s), [3,7,3,7,3,7,3,7]) % 10 === +s[8]; },
  ru_snils: (s) => { s = onlyDigits(s); const t = wsum(D(s), [9,8,7,6,5,4,3,2,1]); let c = t < 100 ? t : t === 100 || t === 101 ? 0 : t % 101; if (c === 100) c = 0; return c === Number(s.slice(9)); },
  ru_inn: (s) => wsum(D(s), [7,2,4,10,3,5,9,4,6,8]) % 11 % 10 === +s[10] && wsum(D(s), [3,7,2,4,10,3,5,9,4,6,8]) % 11 % 10 === +s[11],
  ua_rnokpp: (s) => { const t = wsum(D(s), [-1,5,7,9,4,6,10,5,7]); return (((t % 11) + 11) % 11) % 10 === +s[9]; },
  th_national_id: (s) => { s = onlyDigits(s); return (11 - wsum(D(s), [13,12,11,10,9,8,7,6,5,4,3,2]) % 11) % 10 === +s[12]; },
  au_tfn: (s) => wsum(D(onlyDigits(s)), [1,4,3,7,5,8,6,9,10]) % 11 === 0,
  au_medicare: (s) => { s = onlyDigits(s); return wsum(D(s), [1,3,7,9,1,3,7,9]) % 10 === +s[8]; },
  nz_ird: (s) => { s = onlyDigits(s).padStart(9, '0'); const t = wsum(D(s.slice(0, 8)), [3,2,7,6,5,4,3,2]) % 11; return (t === 0 ? 0 : 11 - t) === +s[8]; },
  ar_cuit: (s) => { s = onlyDigits(s); let c = 11 - wsum(D(s), [5,4,3,2,7,6,5,4,3,2]) % 11; if (c === 11) c = 0; return c === +s[10]; },
  // bank
  aba_routing: (s) => { s = onlyDigits(s); return s.length === 9 && wsum(D(s), [3,7,1,3,7,1,3,7,1]) % 10 === 0; },
  mx_clabe: (s) => { s = onlyDigits(s); return (10 - wsum(D(s.slice(0, 17)), [3,7,1,3,7,1,3,7,1,3,7,1,3,7,1,3,7]) % 10) % 10 === +s[17]; },
  ar_cbu: (s) => { s = onlyDigits(s); const c1 = (10 - wsum(D(s.slice(0, 7)), [7,1,3,9,7,1,3]) % 10) % 10; const c2 = (10 - wsum(D(s.slice(8, 21)), [3,9,7,1,3,9,7,1,3,9,7,1,3]) % 10) % 10; return s.length === 22 && c1 === +s[7] && c2 === +s[21]; },
};
export const BANK = {
  aba_routing: (r) => { for (;;) { const b = r.pick(['0','1','2','3']) + r.digits(7); for (let c = 0; c < 10; c++) if (wsum(D(b + c), [3,7,1,3,7,1,3,7,1]) % 10 === 0) return b + c; } },
  mx_clabe: (r) => { const b = r.pick(['002','012','014','021','072']) + r.digits(14); return b + (10 - wsum(D(b), [3,7,1,3,7,1,3,7,1,3,7,1,3,7,1,3,7]) % 10) % 10; },
  ar_cbu: (r) => { const a = r.pick(['011','007','017','072']) + r.digits(4); const c1 = (10 - wsum(D(a), [7,1,3,9,7,1,3]) % 10) % 10; const b = r.digits(13); const c2 = (10 - wsum(D(b), [3,9,7,1,3,9,7,1,3,9,7,1,3]) % 10) % 10; return a + c1 + b + c2; },
};
// ---- cards
export const CARDS = { visa: ['4', 16], mastercard: [['51','52','53','54','55','2221','2720'], 16], amex: [['34','37'], 15], discover: [['6011','65'], 16], jcb: [['3528','3589'], 16], unionpay: [['62'], 16], diners: [['36','38'], 14], maestro: [['6759','6761'], 16] };
export function cardGen(r, brand) { const [pre, len] = CARDS[brand]; const p = Array.isArray(pre) ? r.pick(pre) : pre; const b = p + r.digits(len - p.length - 1); return b + luhnCheck(b); }
export function cardFmt(r, n) { const k = r.int(0, 3); if (k === 0) return n; const sep = k === 1 ? ' ' : k === 2 ? '-' : ' '; if (n.length === 15) return [n.slice(0,4), n.slice(4,10), n.slice(10)].join(sep); if (n.length === 14) return [n.slice(0,4), n.slice(4,10), n.slice(10)].join(sep); return n.match(/.{4}/g).join(sep); }
// ---- crypto
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const sha = (b) => createHash('sha256').update(b).digest();
export function b58enc(buf) { let x = BigInt('0x' + (buf.toString('hex') || '0')); let s = ''; while (x > 0n) { s = B58[Number(x % 58n)] + s; x /= 58n; } for (const b of buf) { if (b === 0) s = '1' + s; else break; } return s; }
export function b58dec(s) { let x = 0n; for (const ch of s) { const i = B58.indexOf(ch); if (i < 0) return null; x = x * 58n + BigInt(i); } let h = x.toString(16); if (h.length % 2) h = '0' + h; let buf = x === 0n ? Buffer.alloc(0) : Buffer.from(h, 'hex'); let z = 0; for (const ch of s) { if (ch === '1') z++; else break; } return Buffer.concat([Buffer.alloc(z), buf]); }
export function b58check(ver, payload) { const b = Buffer.concat([Buffer.from([ver]), payload]); return b58enc(Buffer.concat([b, sha(sha(b)).subarray(0, 4)])); }
export function b58checkValid(s) { const b = b58dec(s); if (!b || b.length < 5) return false; return sha(sha(b.subarray(0, -4))).subarray(0, 4).equals(b.subarray(-4)); }
const BC = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(v) { const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let c = 1; for (const x of v) { const t = c >>> 25; c = ((c & 0x1ffffff) << 5) ^ x; for (let i = 0; i < 5; i++) if ((t >>> i) & 1) c ^= G[i]; } return c >>> 0; }
const hrpExp = (h) => [...[...h].map(c => c.charCodeAt(0) >> 5), 0, ...[...h].map(c => c.charCodeAt(0) & 31)];
function conv(data, from, to) { let acc = 0, bits = 0; const out = []; for (const v of data) { acc = (acc << from) | v; bits += from; while (bits >= to) { bits -= to; out.push((acc >> bits) & ((1 << to) - 1)); } } if (bits) out.push((acc << (to - bits)) & ((1 << to) - 1)); return out; }
export function segwit(hrp, ver, prog) { const data = [ver, ...conv(prog, 8, 5)]; const K = ver === 0 ? 1 : 0x2bc830a3; const pm = polymod([...hrpExp(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ K; const chk = []; for (let i = 0; i < 6; i++) chk.push((pm >> (5 * (5 - i))) & 31); return hrp + '1' + [...data, ...chk].map(d => BC[d]).join(''); }
export function bech32Valid(s) { s = s.toLowerCase(); const p = s.lastIndexOf('1'); const hrp = s.slice(0, p); const data = [...s.slice(p + 1)].map(c => BC.indexOf(c)); if (data.some(d => d < 0)) return false; const pm = polymod([...hrpExp(hrp), ...data]); return pm === (data[0] === 0 ? 1 : 0x2bc830a3); }
export const WALLETS = {
  btc_p2pkh: (r) => b58check(0x00, r.bytes(20)), btc_p2sh: (r) => b58check(0x05, r.bytes(20)),
  btc_bech32: (r) => segwit('bc', 0, r.bytes(20)), btc_taproot: (r) => segwit('bc', 1, r.bytes(32)),
  ltc_p2pkh: (r) => b58check(0x30, r.bytes(20)), doge_p2pkh: (r) => b58check(0x1e, r.bytes(20)), tron: (r) => b58check(0x41, r.bytes(20)),
  ltc_bech32: (r) => segwit('ltc', 0, r.bytes(20)),
  eth: (r) => '0x' + r.bytes(20).toString('hex'),
};
for (const t of ['btc_p2pkh','btc_p2sh','ltc_p2pkh','doge_p2pkh','tron']) V[t] = b58checkValid;
for (const t of ['btc_bech32','btc_taproot','ltc_bech32']) V[t] = bech32Valid;
V.eth = (s) => /^0x[0-9a-fA-F]{40}$/.test(s);
for (const t of Object.keys(CARDS)) V[t] = luhnValid;
V.iban = ibanValid;
export const VALIDATORS = V;
