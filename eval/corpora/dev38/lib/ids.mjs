// Generators and validators for national ids, tax ids, passports, IBANs, local bank accounts,
// payment cards and crypto wallets. Every generator produces a value whose check digits are
// correct; every validator recomputes them (used by check.mjs).
import * as C from './checksums.mjs';

const p2 = (n) => String(n).padStart(2, '0');
const yy = (y) => p2(y % 100);
const D = (s) => s.replace(/[^0-9]/g, '');
const strip = (s) => s.replace(/[\s.\-\/()]/g, '').toUpperCase();
export const deaccent = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'SS').replace(/[Øø]/g, 'O').replace(/[Ææ]/g, 'AE').replace(/[Łł]/g, 'L').replace(/[Đđ]/g, 'D').replace(/[Þþ]/g, 'TH').replace(/[Ðð]/g, 'D').replace(/[Iı]/g, 'I');
const letters = (s) => deaccent(s).toUpperCase().replace(/[^A-Z]/g, '');

// person: {dob:{y,m,d}, g:'m'|'f', givenLatin, familyLatin, familyParts:[..]}
export const NID = {};
const reg = (type, def) => { NID[type] = { type, ...def }; };

// ---------------- national ids ----------------
reg('us_ssn', { cat: 'national_id', cc: 'US', check: false,
  gen(r) { let a; do { a = r.int(1, 899); } while (a === 666); return `${String(a).padStart(3, '0')}-${p2(r.int(1, 99))}-${String(r.int(1, 9999)).padStart(4, '0')}`; },
  valid(s) { const m = /^(\d{3})-?(\d{2})-?(\d{4})$/.exec(s.replace(/\s/g, '')); return !!m && m[1] !== '000' && m[1] !== '666' && m[1][0] !== '9' && m[2] !== '00' && m[3] !== '0000'; } });
reg('gb_nino', { cat: 'national_id', cc: 'GB', check: false,
  gen(r) { let pre; do { pre = r.pick('ABCEGHJKLMNOPRSTWXYZ') + r.pick('ABCEGHJKLMNPRSTWXYZ'); } while (['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'].includes(pre)); const d = r.digits(6); return r.chance(0.5) ? `${pre} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${r.pick('ABCD')}` : `${pre}${d}${r.pick('ABCD')}`; },
  valid(s) { return /^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/.test(strip(s)); } });
reg('de_personalausweis', { cat: 'national_id', cc: 'DE', check: false,
  gen(r) { const set = 'CFGHJKLMNPRTVWXYZ0123456789'; return r.pick('LMNPRTVWXY') + r.str(set, 8); },
  valid(s) { return /^[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}$/.test(s); } });
reg('fr_nir', { cat: 'national_id', cc: 'FR', check: true,
  gen(r, p) { const sex = p.g === 'f' ? 2 : 1; const dep = p2(r.pick([1, 6, 13, 31, 33, 34, 35, 38, 44, 59, 67, 69, 75, 76, 92, 93, 94])); const body = `${sex}${yy(p.dob.y)}${p2(p.dob.m)}${dep}${String(r.int(1, 999)).padStart(3, '0')}${String(r.int(1, 999)).padStart(3, '0')}`; const key = p2(97 - Number(BigInt(body) % 97n)); return r.chance(0.6) ? `${body[0]} ${body.slice(1, 3)} ${body.slice(3, 5)} ${body.slice(5, 7)} ${body.slice(7, 10)} ${body.slice(10, 13)} ${key}` : body + key; },
  valid(s) { const d = D(s); return d.length === 15 && 97 - Number(BigInt(d.slice(0, 13)) % 97n) === +d.slice(13); } });
const DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE';
reg('es_dni', { cat: 'national_id', cc: 'ES', check: true,
  gen(r) { const n = r.int(10000000, 79999999); return `${n}${r.chance(0.25) ? '-' : ''}${DNI_L[n % 23]}`; },
  valid(s) { const m = /^(\d{8})([A-Z])$/.exec(strip(s)); return !!m && DNI_L[+m[1] % 23] === m[2]; } });
reg('es_nie', { cat: 'national_id', cc: 'ES', check: true,
  gen(r) { const pre = r.pick('XYZ'); const n = r.digits(7); return `${pre}${n}${DNI_L[+(('XYZ'.indexOf(pre)) + n) % 23]}`; },
  valid(s) { const m = /^([XYZ])(\d{7})([A-Z])$/.exec(strip(s)); return !!m && DNI_L[+('XYZ'.indexOf(m[1]) + m[2]) % 23] === m[3]; } });
reg('nl_bsn', { cat: 'national_id', cc: 'NL', check: true,
  gen(r) { for (;;) { const b = String(r.int(1, 6)) + r.digits(7); const s = C.weightedSum(b, [9, 8, 7, 6, 5, 4, 3, 2]); const c = s % 11; if (c < 10) return r.chance(0.3) ? `${b.slice(0, 4)}.${b.slice(4, 6)}.${b.slice(6)}${c}` : b + c; } },
  valid(s) { const d = D(s); return d.length === 9 && (C.weightedSum(d, [9, 8, 7, 6, 5, 4, 3, 2]) - +d[8]) % 11 === 0; } });
reg('be_nrn', { cat: 'national_id', cc: 'BE', check: true,
  gen(r, p) { const ser = String(r.int(1, 498) * 2 - (p.g === 'm' ? 1 : 0)).padStart(3, '0'); const b = `${yy(p.dob.y)}${p2(p.dob.m)}${p2(p.dob.d)}${ser}`; const base = p.dob.y >= 2000 ? BigInt('2' + b) : BigInt(b); const c = p2(97 - Number(base % 97n)); return `${b.slice(0, 2)}.${b.slice(2, 4)}.${b.slice(4, 6)}-${b.slice(6, 9)}.${c}`; },
  valid(s) { const d = D(s); if (d.length !== 11) return false; const c = +d.slice(9); return 97 - Number(BigInt(d.slice(0, 9)) % 97n) === c || 97 - Number(BigInt('2' + d.slice(0, 9)) % 97n) === c; } });
reg('pl_pesel', { cat: 'national_id', cc: 'PL', check: true,
  gen(r, p) { const m = p.dob.m + (p.dob.y >= 2000 ? 20 : 0); const g = p.g === 'm' ? r.pick([1, 3, 5, 7, 9]) : r.pick([0, 2, 4, 6, 8]); const b = `${yy(p.dob.y)}${p2(m)}${p2(p.dob.d)}${r.digits(3)}${g}`; const c = (10 - C.weightedSum(b, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10; return b + c; },
  valid(s) { const d = D(s); return d.length === 11 && (10 - C.weightedSum(d, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10 === +d[10]; } });
reg('se_personnummer', { cat: 'national_id', cc: 'SE', check: true,
  gen(r, p) { const g = p.g === 'm' ? r.pick([1, 3, 5, 7, 9]) : r.pick([0, 2, 4, 6, 8]); const b = `${yy(p.dob.y)}${p2(p.dob.m)}${p2(p.dob.d)}${r.digits(2)}${g}`; const c = C.luhnDigit(b); return r.chance(0.3) ? `${p.dob.y}${b.slice(2, 6)}-${b.slice(6)}${c}` : `${b.slice(0, 6)}-${b.slice(6)}${c}`; },
  valid(s) { let d = D(s); if (d.length === 12) d = d.slice(2); return d.length === 10 && C.luhnValid(d); } });
reg('no_fodselsnummer', { cat: 'national_id', cc: 'NO', check: true,
  gen(r, p) { for (;;) { const ind = p.dob.y >= 2000 ? r.int(500, 999) : r.int(0, 499); let s3 = String(ind).padStart(3, '0'); const last = +s3[2]; if ((last % 2 === 1) !== (p.g === 'm')) s3 = s3.slice(0, 2) + ((last + 1) % 10); if (p.dob.y >= 2000 && +s3 < 500) continue; const b = `${p2(p.dob.d)}${p2(p.dob.m)}${yy(p.dob.y)}${s3}`; let k1 = 11 - C.weightedSum(b, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11; if (k1 === 11) k1 = 0; if (k1 === 10) continue; let k2 = 11 - C.weightedSum(b + k1, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11; if (k2 === 11) k2 = 0; if (k2 === 10) continue; return r.chance(0.3) ? `${b.slice(0, 6)} ${b.slice(6)}${k1}${k2}` : `${b}${k1}${k2}`; } },
  valid(s) { const d = D(s); if (d.length !== 11) return false; let k1 = 11 - C.weightedSum(d, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11; if (k1 === 11) k1 = 0; let k2 = 11 - C.weightedSum(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11; if (k2 === 11) k2 = 0; return k1 === +d[9] && k2 === +d[10]; } });
reg('dk_cpr', { cat: 'national_id', cc: 'DK', check: false,
  gen(r, p) { const c7 = p.dob.y >= 2000 ? 4 : r.int(0, 3); const g = p.g === 'm' ? r.pick([1, 3, 5, 7, 9]) : r.pick([0, 2, 4, 6, 8]); return `${p2(p.dob.d)}${p2(p.dob.m)}${yy(p.dob.y)}-${c7}${r.digits(2)}${g}`; },
  valid(s) { return /^\d{6}-?\d{4}$/.test(s); } });
const HETU = '0123456789ABCDEFHJKLMNPRSTUVWXY';
reg('fi_hetu', { cat: 'national_id', cc: 'FI', check: true,
  gen(r, p) { let n = r.int(2, 899); if ((n % 2 === 1) !== (p.g === 'm')) n += 1; const b = `${p2(p.dob.d)}${p2(p.dob.m)}${yy(p.dob.y)}`; const z = String(n).padStart(3, '0'); return `${b}${p.dob.y >= 2000 ? 'A' : '-'}${z}${HETU[+(b + z) % 31]}`; },
  valid(s) { const m = /^(\d{6})[-+A-FU-Y](\d{3})([0-9A-Y])$/.exec(s); return !!m && HETU[+(m[1] + m[2]) % 31] === m[3]; } });
function baltic(b) { let c = C.weightedSum(b, [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]) % 11; if (c === 10) { c = C.weightedSum(b, [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]) % 11; if (c === 10) c = 0; } return c; }
for (const [t, cc] of [['ee_isikukood', 'EE'], ['lt_asmens_kodas', 'LT']]) reg(t, { cat: 'national_id', cc, check: true,
  gen(r, p) { const g = (p.dob.y >= 2000 ? 5 : 3) + (p.g === 'f' ? 1 : 0); const b = `${g}${yy(p.dob.y)}${p2(p.dob.m)}${p2(p.dob.d)}${r.digits(3)}`; return b + baltic(b); },
  valid(s) { const d = D(s); return d.length === 11 && baltic(d.slice(0, 10)) === +d[10]; } });
for (const [t, cc] of [['cz_rodne_cislo', 'CZ'], ['sk_rodne_cislo', 'SK']]) reg(t, { cat: 'national_id', cc, check: true,
  gen(r, p) { const b = `${yy(p.dob.y)}${p2(p.dob.m + (p.g === 'f' ? 50 : 0))}${p2(p.dob.d)}${r.digits(3)}`; const c = (Number(BigInt(b) % 11n)) % 10; return `${b.slice(0, 6)}/${b.slice(6)}${c}`; },
  valid(s) { const d = D(s); return d.length === 10 && (Number(BigInt(d.slice(0, 9)) % 11n)) % 10 === +d[9]; } });
reg('at_svnr', { cat: 'national_id', cc: 'AT', check: true,
  gen(r, p) { for (;;) { const ser = String(r.int(100, 999)); const dob = `${p2(p.dob.d)}${p2(p.dob.m)}${yy(p.dob.y)}`; const c = C.weightedSum(ser + '0' + dob, [3, 7, 9, 0, 5, 8, 4, 2, 1, 6]) % 11; if (c === 10) continue; return `${ser}${c} ${dob}`; } },
  valid(s) { const d = D(s); return d.length === 10 && C.weightedSum(d, [3, 7, 9, 0, 5, 8, 4, 2, 1, 6]) % 11 === +d[3]; } });
function ean13(b12) { let s = 0; for (let i = 0; i < 12; i++) s += +b12[i] * (i % 2 ? 3 : 1); return (10 - s % 10) % 10; }
reg('ch_ahv', { cat: 'national_id', cc: 'CH', check: true,
  gen(r) { const b = '756' + r.digits(9); const d = b + ean13(b); return `${d.slice(0, 3)}.${d.slice(3, 7)}.${d.slice(7, 11)}.${d.slice(11)}`; },
  valid(s) { const d = D(s); return d.length === 13 && d.startsWith('756') && ean13(d.slice(0, 12)) === +d[12]; } });
reg('gr_amka', { cat: 'national_id', cc: 'GR', check: true,
  gen(r, p) { const b = `${p2(p.dob.d)}${p2(p.dob.m)}${yy(p.dob.y)}${r.digits(4)}`; return b + C.luhnDigit(b); },
  valid(s) { const d = D(s); return d.length === 11 && C.luhnValid(d); } });
reg('ro_cnp', { cat: 'national_id', cc: 'RO', check: true,
  gen(r, p) { const s = (p.dob.y >= 2000 ? 5 : 1) + (p.g === 'f' ? 1 : 0); const b = `${s}${yy(p.dob.y)}${p2(p.dob.m)}${p2(p.dob.d)}${p2(r.int(1, 46))}${String(r.int(1, 999)).padStart(3, '0')}`; let c = C.weightedSum(b, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11; if (c === 10) c = 1; return b + c; },
  valid(s) { const d = D(s); if (d.length !== 13) return false; let c = C.weightedSum(d, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11; if (c === 10) c = 1; return c === +d[12]; } });
reg('bg_egn', { cat: 'national_id', cc: 'BG', check: true,
  gen(r, p) { const m = p.dob.m + (p.dob.y >= 2000 ? 40 : 0); let x = r.int(0, 9); if ((x % 2 === 0) !== (p.g === 'm')) x = (x + 1) % 10; const b = `${yy(p.dob.y)}${p2(m)}${p2(p.dob.d)}${r.digits(2)}${x}`; let c = C.weightedSum(b, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11; if (c === 10) c = 0; return b + c; },
  valid(s) { const d = D(s); if (d.length !== 10) return false; let c = C.weightedSum(d, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11; if (c === 10) c = 0; return c === +d[9]; } });
reg('hr_oib', { cat: 'national_id', cc: 'HR', check: true,
  gen(r) { const b = r.nzdigits(10); return b + C.iso7064_11_10(b); },
  valid(s) { const d = D(s); return d.length === 11 && C.iso7064_11_10(d.slice(0, 10)) === +d[10]; } });
reg('si_emso', { cat: 'national_id', cc: 'SI', check: true,
  gen(r, p) { for (;;) { const b = `${p2(p.dob.d)}${p2(p.dob.m)}${String(p.dob.y).slice(1)}50${p.g === 'm' ? String(r.int(0, 499)).padStart(3, '0') : String(r.int(500, 999))}`; const m = C.weightedSum(b, [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11; if (m === 1) continue; return b + (m === 0 ? 0 : 11 - m); } },
  valid(s) { const d = D(s); if (d.length !== 13) return false; const m = C.weightedSum(d, [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11; return m !== 1 && (m === 0 ? 0 : 11 - m) === +d[12]; } });
reg('hu_taj', { cat: 'national_id', cc: 'HU', check: true,
  gen(r) { const b = r.nzdigits(8); const c = C.weightedSum(b, [3, 7, 3, 7, 3, 7, 3, 7]) % 10; const d = b + c; return `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`; },
  valid(s) { const d = D(s); return d.length === 9 && C.weightedSum(d, [3, 7, 3, 7, 3, 7, 3, 7]) % 10 === +d[8]; } });
const PPS = 'WABCDEFGHIJKLMNOPQRSTUV';
reg('ie_ppsn', { cat: 'national_id', cc: 'IE', check: true,
  gen(r) { const b = r.digits(7); const second = r.chance(0.4) ? 'A' : ''; const s = C.weightedSum(b, [8, 7, 6, 5, 4, 3, 2]) + (second ? 9 * (second.charCodeAt(0) - 64) : 0); return `${b}${PPS[s % 23]}${second}`; },
  valid(s) { const m = /^(\d{7})([A-W])([A-IW]?)$/.exec(strip(s)); if (!m) return false; const sv = m[3] && m[3] !== 'W' ? 9 * (m[3].charCodeAt(0) - 64) : 0; return PPS[(C.weightedSum(m[1], [8, 7, 6, 5, 4, 3, 2]) + sv) % 23] === m[2]; } });
reg('il_teudat_zehut', { cat: 'national_id', cc: 'IL', check: true,
  gen(r) { const b = String(r.int(0, 3)) + r.digits(7); return b + C.luhnDigit(b); },
  valid(s) { const d = D(s); return d.length === 9 && C.luhnValid(d); } });
reg('tr_tc_kimlik', { cat: 'national_id', cc: 'TR', check: true,
  gen(r) { const d = r.nzdigits(9).split('').map(Number); const d10 = (((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 + 10) % 10; const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10; return d.join('') + d10 + d11; },
  valid(s) { const x = D(s); if (x.length !== 11 || x[0] === '0') return false; const d = x.split('').map(Number); const d10 = (((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 + 10) % 10; const d11 = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10; return d10 === d[9] && d11 === d[10]; } });
reg('za_id', { cat: 'national_id', cc: 'ZA', check: true,
  gen(r, p) { const g = p.g === 'm' ? r.int(5000, 9999) : r.int(0, 4999); const b = `${yy(p.dob.y)}${p2(p.dob.m)}${p2(p.dob.d)}${String(g).padStart(4, '0')}08`; const d = b + C.luhnDigit(b); return r.chance(0.3) ? `${d.slice(0, 6)} ${d.slice(6, 10)} ${d.slice(10)}` : d; },
  valid(s) { const d = D(s); return d.length === 13 && C.luhnValid(d); } });
reg('in_aadhaar', { cat: 'national_id', cc: 'IN', check: true,
  gen(r) { const b = String(r.int(2, 9)) + r.digits(10); const d = b + C.verhoeffDigit(b); return r.chance(0.7) ? `${d.slice(0, 4)} ${d.slice(4, 8)} ${d.slice(8)}` : d; },
  valid(s) { const d = D(s); return d.length === 12 && /^[2-9]/.test(d) && C.verhoeffValid(d); } });
const CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
reg('cn_resident_id', { cat: 'national_id', cc: 'CN', check: true,
  gen(r, p) { let seq = r.int(1, 999); if ((seq % 2 === 1) !== (p.g === 'm')) seq = seq === 999 ? 998 : seq + 1; const b = `${r.pick(['110101', '110105', '310104', '310115', '440305', '440106', '510107', '330106', '320102', '420102', '610113', '500103'])}${p.dob.y}${p2(p.dob.m)}${p2(p.dob.d)}${String(seq).padStart(3, '0')}`; return b + '10X98765432'[C.weightedSum(b, CN_W) % 11]; },
  valid(s) { const m = /^(\d{17})([\dX])$/.exec(s.toUpperCase()); return !!m && '10X98765432'[C.weightedSum(m[1], CN_W) % 11] === m[2]; } });
const hkv = (c) => (c === ' ' ? 36 : /[A-Z]/.test(c) ? c.charCodeAt(0) - 55 : +c);
function hkCheck(body8) { let s = 0; for (let i = 0; i < 8; i++) s += hkv(body8[i]) * (9 - i); const c = 11 - (s % 11); return c === 11 ? '0' : c === 10 ? 'A' : String(c); }
reg('hk_hkid', { cat: 'national_id', cc: 'HK', check: true,
  gen(r) { const l = r.pick('ACDEGHKMPRVYZ'); const n = r.digits(6); return `${l}${n}(${hkCheck(' ' + l + n)})`; },
  valid(s) { const m = /^([A-Z]{1,2})(\d{6})\(?([0-9A])\)?$/.exec(s.replace(/\s/g, '')); if (!m) return false; const pre = m[1].length === 1 ? ' ' + m[1] : m[1]; return hkCheck(pre + m[2]) === m[3]; } });
const TW = { A: 10, B: 11, C: 12, D: 13, E: 14, F: 15, G: 16, H: 17, I: 34, J: 18, K: 19, L: 20, M: 21, N: 22, O: 35, P: 23, Q: 24, R: 25, S: 26, T: 27, U: 28, V: 29, W: 32, X: 30, Y: 31, Z: 33 };
function twSum(s) { const v = TW[s[0]]; let t = Math.floor(v / 10) + (v % 10) * 9; const w = [8, 7, 6, 5, 4, 3, 2, 1]; for (let i = 0; i < 8; i++) t += +s[i + 1] * w[i]; return t; }
reg('tw_national_id', { cat: 'national_id', cc: 'TW', check: true,
  gen(r, p) { const b = r.pick('ABFHEDKJ') + (p.g === 'm' ? '1' : '2') + r.digits(7); return b + (10 - twSum(b) % 10) % 10; },
  valid(s) { if (!/^[A-Z][12]\d{8}$/.test(s)) return false; return (twSum(s) + +s[9]) % 10 === 0; } });
reg('kr_rrn', { cat: 'national_id', cc: 'KR', check: true,
  gen(r, p) { const g = (p.dob.y >= 2000 ? 3 : 1) + (p.g === 'f' ? 1 : 0); const b = `${yy(p.dob.y)}${p2(p.dob.m)}${p2(p.dob.d)}${g}${r.digits(5)}`; const c = (11 - C.weightedSum(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10; return `${b.slice(0, 6)}-${b.slice(6)}${c}`; },
  valid(s) { const d = D(s); return d.length === 13 && (11 - C.weightedSum(d, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10 === +d[12]; } });
function myNumCheck(b11) { let s = 0; for (let n = 1; n <= 11; n++) { const P = +b11[11 - n]; const Q = n <= 6 ? n + 1 : n - 5; s += P * Q; } const r = s % 11; return r <= 1 ? 0 : 11 - r; }
reg('jp_my_number', { cat: 'national_id', cc: 'JP', check: true,
  gen(r) { const b = r.digits(11); const d = b + myNumCheck(b); return r.chance(0.6) ? `${d.slice(0, 4)} ${d.slice(4, 8)} ${d.slice(8)}` : d; },
  valid(s) { const d = D(s); return d.length === 12 && myNumCheck(d.slice(0, 11)) === +d[11]; } });
function sgLetter(pre, d7) { let s = C.weightedSum(d7, [2, 7, 6, 5, 4, 3, 2]); if (pre === 'T' || pre === 'G') s += 4; return (pre === 'S' || pre === 'T' ? 'JZIHGFEDCBA' : 'XWUTRQPNMLK')[s % 11]; }
reg('sg_nric', { cat: 'national_id', cc: 'SG', check: true,
  gen(r, p) { const pre = p.foreign ? (p.dob.y >= 2000 ? 'G' : 'F') : p.dob.y >= 2000 ? 'T' : 'S'; const d = (pre === 'S' || pre === 'T') ? yy(p.dob.y) + r.digits(5) : r.digits(7); return pre + d + sgLetter(pre, d); },
  valid(s) { const m = /^([STFG])(\d{7})([A-Z])$/.exec(s.toUpperCase()); return !!m && sgLetter(m[1], m[2]) === m[3]; } });
reg('th_national_id', { cat: 'national_id', cc: 'TH', check: true,
  gen(r) { const b = String(r.int(1, 8)) + r.digits(11); let s = 0; for (let i = 0; i < 12; i++) s += +b[i] * (13 - i); const c = (11 - s % 11) % 10; const d = b + c; return r.chance(0.6) ? `${d[0]}-${d.slice(1, 5)}-${d.slice(5, 10)}-${d.slice(10, 12)}-${d[12]}` : d; },
  valid(s) { const d = D(s); if (d.length !== 13) return false; let t = 0; for (let i = 0; i < 12; i++) t += +d[i] * (13 - i); return (11 - t % 11) % 10 === +d[12]; } });
reg('my_mykad', { cat: 'national_id', cc: 'MY', check: false,
  gen(r, p) { let n = r.int(0, 9999); if ((n % 2 === 1) !== (p.g === 'm')) n = (n + 1) % 10000; return `${yy(p.dob.y)}${p2(p.dob.m)}${p2(p.dob.d)}-${p2(r.int(1, 14))}-${String(n).padStart(4, '0')}`; },
  valid(s) { return /^\d{6}-?\d{2}-?\d{4}$/.test(s); } });
reg('id_nik', { cat: 'national_id', cc: 'ID', check: false,
  gen(r, p) { return `${r.pick(['3171', '3273', '3578', '3374', '5171', '1271', '7371'])}${p2(r.int(1, 40))}${p2(p.dob.d + (p.g === 'f' ? 40 : 0))}${p2(p.dob.m)}${yy(p.dob.y)}${String(r.int(1, 9999)).padStart(4, '0')}`; },
  valid(s) { return /^\d{16}$/.test(s); } });
reg('ph_philsys', { cat: 'national_id', cc: 'PH', check: false,
  gen(r) { const d = r.digits(16); return `${d.slice(0, 4)}-${d.slice(4, 8)}-${d.slice(8, 12)}-${d.slice(12)}`; },
  valid(s) { return /^\d{4}-?\d{4}-?\d{4}-?\d{4}$/.test(s); } });
reg('vn_cccd', { cat: 'national_id', cc: 'VN', check: false,
  gen(r, p) { const gc = (p.dob.y >= 2000 ? 2 : 0) + (p.g === 'f' ? 1 : 0); return `0${p2(r.pick([1, 31, 79, 48, 92, 26, 38, 46]))}${gc}${yy(p.dob.y)}${r.digits(6)}`; },
  valid(s) { return /^0\d{11}$/.test(s); } });
reg('ar_dni', { cat: 'national_id', cc: 'AR', check: false,
  gen(r, p) { const n = String(p.dob.y < 1980 ? r.int(10000000, 19999999) : p.dob.y < 2000 ? r.int(20000000, 42999999) : r.int(43000000, 52999999)); return r.chance(0.6) ? `${n.slice(0, 2)}.${n.slice(2, 5)}.${n.slice(5)}` : n; },
  valid(s) { return /^\d{7,8}$/.test(D(s)); } });
function rutDv(body) { let s = 0, m = 2; for (let i = body.length - 1; i >= 0; i--) { s += +body[i] * m; m = m === 7 ? 2 : m + 1; } const r = 11 - (s % 11); return r === 11 ? '0' : r === 10 ? 'K' : String(r); }
reg('cl_rut', { cat: 'national_id', cc: 'CL', check: true,
  gen(r) { const n = String(r.int(6000000, 26999999)); const dv = rutDv(n); const f = n.length === 8 ? `${n.slice(0, 2)}.${n.slice(2, 5)}.${n.slice(5)}` : `${n.slice(0, 1)}.${n.slice(1, 4)}.${n.slice(4)}`; return r.chance(0.7) ? `${f}-${dv}` : `${n}-${dv}`; },
  valid(s) { const m = /^(\d{7,8})-?([\dK])$/.exec(s.replace(/\./g, '').toUpperCase()); return !!m && rutDv(m[1]) === m[2]; } });
reg('co_cedula', { cat: 'national_id', cc: 'CO', check: false,
  gen(r) { const n = String(r.int(10000000, 1199999999)); return r.chance(0.5) ? n.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : n; },
  valid(s) { return /^\d{8,10}$/.test(D(s)); } });
const CURP_A = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
function curpCheck(b17) { let s = 0; for (let i = 0; i < 17; i++) s += CURP_A.indexOf(b17[i]) * (18 - i); return (10 - (s % 10)) % 10; }
const firstInternal = (w, re) => { for (let i = 1; i < w.length; i++) if (re.test(w[i])) return w[i]; return 'X'; };
function mxParts(p) { const fp = (p.familyParts || [p.familyLatin]).map(letters); const g = letters(p.givenLatin.split(' ')[0]); return { s1: fp[0] || 'X', s2: fp[1] || 'X', g }; }
reg('mx_curp', { cat: 'national_id', cc: 'MX', check: true,
  gen(r, p) { const { s1, s2, g } = mxParts(p); const b = `${s1[0]}${firstInternal(s1, /[AEIOU]/)}${s2[0]}${g[0]}${yy(p.dob.y)}${p2(p.dob.m)}${p2(p.dob.d)}${p.g === 'm' ? 'H' : 'M'}${r.pick(['DF', 'JC', 'NL', 'PL', 'VZ', 'GT', 'MC', 'CH', 'YN', 'OC'])}${firstInternal(s1, /[^AEIOU]/)}${firstInternal(s2, /[^AEIOU]/)}${firstInternal(g, /[^AEIOU]/)}${p.dob.y >= 2000 ? r.pick('ABCDEFGH') : r.digits(1)}`; return b + curpCheck(b); },
  valid(s) { return /^[A-Z]{4}\d{6}[HM][A-Z]{5}[0-9A-Z]\d$/.test(s) && curpCheck(s.slice(0, 17)) === +s[17]; } });
reg('pe_dni', { cat: 'national_id', cc: 'PE', check: false, gen(r) { return String(r.int(10000000, 79999999)); }, valid(s) { return /^\d{8}$/.test(s); } });
reg('ca_sin', { cat: 'national_id', cc: 'CA', check: true,
  gen(r) { const b = r.pick('1234567') + r.digits(7); const d = b + C.luhnDigit(b); return r.chance(0.7) ? `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` : `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`; },
  valid(s) { const d = D(s); return d.length === 9 && C.luhnValid(d); } });
reg('au_medicare', { cat: 'national_id', cc: 'AU', check: true,
  gen(r) { const b = String(r.int(2, 6)) + r.digits(7); const c = C.weightedSum(b, [1, 3, 7, 9, 1, 3, 7, 9]) % 10; const d = b + c + r.int(1, 5); return `${d.slice(0, 4)} ${d.slice(4, 9)} ${d[9]}`; },
  valid(s) { const d = D(s); return (d.length === 10 || d.length === 11) && C.weightedSum(d, [1, 3, 7, 9, 1, 3, 7, 9]) % 10 === +d[8]; } });
function snilsCheck(b9) { const s = C.weightedSum(b9, [9, 8, 7, 6, 5, 4, 3, 2, 1]); let c = s < 100 ? s : s % 101; if (c === 100) c = 0; return p2(c); }
reg('ru_snils', { cat: 'national_id', cc: 'RU', check: true,
  gen(r) { const b = String(r.int(100, 199)) + r.digits(6); return `${b.slice(0, 3)}-${b.slice(3, 6)}-${b.slice(6)} ${snilsCheck(b)}`; },
  valid(s) { const d = D(s); return d.length === 11 && snilsCheck(d.slice(0, 9)) === d.slice(9); } });
function kzCheck(b) { let c = C.weightedSum(b, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) % 11; if (c === 10) c = C.weightedSum(b, [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2]) % 11; return c; }
reg('kz_iin', { cat: 'national_id', cc: 'KZ', check: true,
  gen(r, p) { for (;;) { const cg = (p.dob.y >= 2000 ? 5 : 3) + (p.g === 'f' ? 1 : 0); const b = `${yy(p.dob.y)}${p2(p.dob.m)}${p2(p.dob.d)}${cg}${r.digits(4)}`; const c = kzCheck(b); if (c === 10) continue; return b + c; } },
  valid(s) { const d = D(s); return d.length === 12 && kzCheck(d.slice(0, 11)) === +d[11]; } });
function melliCheck(b9) { let s = 0; for (let i = 0; i < 9; i++) s += +b9[i] * (10 - i); const r = s % 11; return r < 2 ? r : 11 - r; }
reg('ir_melli_code', { cat: 'national_id', cc: 'IR', check: true,
  gen(r) { const b = String(r.int(0, 7)) + r.digits(8); const d = b + melliCheck(b); return r.chance(0.4) ? `${d.slice(0, 3)}-${d.slice(3, 9)}-${d[9]}` : d; },
  valid(s) { const d = D(s); return d.length === 10 && melliCheck(d.slice(0, 9)) === +d[9]; } });
reg('eg_national_id', { cat: 'national_id', cc: 'EG', check: false,
  gen(r, p) { let x = r.int(0, 9); if ((x % 2 === 1) !== (p.g === 'm')) x = (x + 1) % 10; return `${p.dob.y >= 2000 ? 3 : 2}${yy(p.dob.y)}${p2(p.dob.m)}${p2(p.dob.d)}${r.pick(['01', '02', '12', '13', '14', '21', '88'])}${r.digits(3)}${x}${r.digits(1)}`; },
  valid(s) { return /^[23]\d{13}$/.test(s); } });
reg('sa_national_id', { cat: 'national_id', cc: 'SA', check: true,
  gen(r, p) { const b = (p.foreign ? '2' : '1') + r.digits(8); return b + C.luhnDigit(b); },
  valid(s) { const d = D(s); return d.length === 10 && /^[12]/.test(d) && C.luhnValid(d); } });
reg('ae_emirates_id', { cat: 'national_id', cc: 'AE', check: true,
  gen(r, p) { const b = `784${p.dob.y}${r.digits(7)}`; const d = b + C.luhnDigit(b); return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7, 14)}-${d[14]}`; },
  valid(s) { const d = D(s); return d.length === 15 && d.startsWith('784') && C.luhnValid(d); } });
reg('ng_nin', { cat: 'national_id', cc: 'NG', check: false, gen(r) { return r.nzdigits(11); }, valid(s) { return /^\d{11}$/.test(s); } });
reg('ke_national_id', { cat: 'national_id', cc: 'KE', check: false, gen(r) { return String(r.int(10000000, 39999999)); }, valid(s) { return /^\d{7,8}$/.test(s); } });
reg('pk_cnic', { cat: 'national_id', cc: 'PK', check: false,
  gen(r, p) { let x = r.int(0, 9); if ((x % 2 === 1) !== (p.g === 'm')) x = (x + 1) % 10; return `${r.pick(['35202', '42101', '37405', '61101', '17301', '33100'])}-${r.digits(7)}-${x}`; },
  valid(s) { return /^\d{5}-?\d{7}-?\d$/.test(s); } });
reg('bd_nid', { cat: 'national_id', cc: 'BD', check: false, gen(r) { return r.nzdigits(10); }, valid(s) { return /^\d{10}$|^\d{13}$|^\d{17}$/.test(s); } });
reg('is_kennitala', { cat: 'national_id', cc: 'IS', check: true,
  gen(r, p) { for (;;) { const b = `${p2(p.dob.d)}${p2(p.dob.m)}${yy(p.dob.y)}${r.int(20, 99)}`; let c = 11 - C.weightedSum(b, [3, 2, 7, 6, 5, 4, 3, 2]) % 11; if (c === 11) c = 0; if (c === 10) continue; return `${b.slice(0, 6)}-${b.slice(6)}${c}${p.dob.y >= 2000 ? 0 : 9}`; } },
  valid(s) { const d = D(s); if (d.length !== 10) return false; let c = 11 - C.weightedSum(d, [3, 2, 7, 6, 5, 4, 3, 2]) % 11; if (c === 11) c = 0; return c === +d[8]; } });

// ---------------- tax ids ----------------
reg('us_itin', { cat: 'tax_id', cc: 'US', check: false,
  gen(r) { const g = r.pick([...Array.from({ length: 16 }, (_, i) => 50 + i), ...Array.from({ length: 19 }, (_, i) => 70 + i), 90, 91, 92, 94, 95, 96, 97, 98, 99]); return `9${r.digits(2)}-${g}-${r.digits(4)}`; },
  valid(s) { const m = /^9\d{2}-?(\d{2})-?\d{4}$/.exec(s); if (!m) return false; const g = +m[1]; return (g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || (g >= 94 && g <= 99); } });
const EIN_PRE = ['01', '02', '10', '12', '20', '23', '27', '30', '33', '35', '38', '41', '45', '46', '51', '54', '56', '61', '65', '75', '81', '84', '88', '91', '94', '98'];
reg('us_ein', { cat: 'tax_id', cc: 'US', check: false, gen(r) { return `${r.pick(EIN_PRE)}-${r.digits(7)}`; }, valid(s) { return /^\d{2}-?\d{7}$/.test(s); } });
function utrCheck(b9) { return '21987654321'[C.weightedSum(b9, [6, 7, 8, 9, 10, 5, 4, 3, 2]) % 11]; }
reg('gb_utr', { cat: 'tax_id', cc: 'GB', check: true,
  gen(r) { const b = r.digits(9); const d = utrCheck(b) + b; return r.chance(0.5) ? `${d.slice(0, 5)} ${d.slice(5)}` : d; },
  valid(s) { const d = D(s); return d.length === 10 && utrCheck(d.slice(1)) === d[0]; } });
reg('de_steuer_id', { cat: 'tax_id', cc: 'DE', check: true,
  gen(r) { for (;;) { const digs = r.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 9); digs.push(digs[r.int(0, 8)]); r.shuffle(digs); if (digs[0] === 0) continue; const b = digs.join(''); const d = b + C.iso7064_11_10(b); return r.chance(0.6) ? `${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8)}` : d; } },
  valid(s) { const d = D(s); return d.length === 11 && d[0] !== '0' && C.iso7064_11_10(d.slice(0, 10)) === +d[10]; } });
reg('fr_numero_fiscal', { cat: 'tax_id', cc: 'FR', check: true,
  gen(r) { const b = String(r.int(0, 3)) + r.digits(9); const d = b + String(Number(BigInt(b) % 511n)).padStart(3, '0'); return r.chance(0.5) ? `${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4, 7)} ${d.slice(7, 10)} ${d.slice(10)}` : d; },
  valid(s) { const d = D(s); return d.length === 13 && Number(BigInt(d.slice(0, 10)) % 511n) === +d.slice(10); } });
const CF_ODD = { 0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21, A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18, N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23 };
const cfEven = (c) => (/\d/.test(c) ? +c : c.charCodeAt(0) - 65);
export function cfCheckChar(s) { let t = 0; for (let i = 0; i < s.length; i++) t += i % 2 === 0 ? CF_ODD[s[i]] : cfEven(s[i]); return String.fromCharCode(65 + (t % 26)); }
function cfPart(w, isName) { const cons = w.replace(/[AEIOU]/g, ''), vow = w.replace(/[^AEIOU]/g, ''); if (isName && cons.length >= 4) return cons[0] + cons[2] + cons[3]; return (cons + vow + 'XXX').slice(0, 3); }
reg('it_codice_fiscale', { cat: 'tax_id', cc: 'IT', check: true,
  gen(r, p) { const b = `${cfPart(letters(p.familyLatin), false)}${cfPart(letters(p.givenLatin), true)}${yy(p.dob.y)}${'ABCDEHLMPRST'[p.dob.m - 1]}${p2(p.dob.d + (p.g === 'f' ? 40 : 0))}${r.pick(['F205', 'H501', 'L219', 'F839', 'G273', 'A944', 'D612', 'L736', 'C351', 'A662', 'D969', 'L781'])}`; return b + cfCheckChar(b); },
  valid(s) { const u = s.toUpperCase(); return /^[A-Z]{6}\d{2}[A-EHLMPRST]\d{2}[A-Z]\d{3}[A-Z]$/.test(u) && cfCheckChar(u.slice(0, 15)) === u[15]; } });
reg('es_nif', { cat: 'tax_id', cc: 'ES', check: true, gen(r) { const n = r.int(10000000, 79999999); return `${n}${DNI_L[n % 23]}`; }, valid: (s) => NID.es_dni.valid(s) });
function ptNifCheck(b) { const c = 11 - C.weightedSum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11; return c >= 10 ? 0 : c; }
reg('pt_nif', { cat: 'tax_id', cc: 'PT', check: true,
  gen(r) { const b = String(r.int(1, 3)) + r.digits(7); const d = b + ptNifCheck(b); return r.chance(0.5) ? `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` : d; },
  valid(s) { const d = D(s); return d.length === 9 && ptNifCheck(d.slice(0, 8)) === +d[8]; } });
reg('pl_nip', { cat: 'tax_id', cc: 'PL', check: true,
  gen(r) { for (;;) { const b = r.nzdigits(9); const c = C.weightedSum(b, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11; if (c === 10) continue; const d = b + c; return r.chance(0.6) ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}` : d; } },
  valid(s) { const d = D(s); return d.length === 10 && C.weightedSum(d, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === +d[9]; } });
function innCheck(b, w) { return (C.weightedSum(b, w) % 11) % 10; }
reg('ru_inn', { cat: 'tax_id', cc: 'RU', check: true,
  gen(r) { const b = r.pick(['77', '78', '50', '66', '16', '54', '23']) + r.digits(8); const c1 = innCheck(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]); const c2 = innCheck(b + c1, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]); return b + c1 + c2; },
  valid(s) { const d = D(s); return d.length === 12 && innCheck(d, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === +d[10] && innCheck(d, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === +d[11]; } });
function uaCheck(b) { return ((C.weightedSum(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11) + 11) % 11 % 10; }
reg('ua_rnokpp', { cat: 'tax_id', cc: 'UA', check: true,
  gen(r, p) { const days = Math.round((Date.UTC(p.dob.y, p.dob.m - 1, p.dob.d) - Date.UTC(1899, 11, 31)) / 86400000); let g = r.int(0, 9); if ((g % 2 === 1) !== (p.g === 'm')) g = (g + 1) % 10; const b = String(days).padStart(5, '0') + r.digits(3) + g; return b + uaCheck(b); },
  valid(s) { const d = D(s); return d.length === 10 && uaCheck(d.slice(0, 9)) === +d[9]; } });
function cpfDv(b) { let s = 0; for (let i = 0; i < b.length; i++) s += +b[i] * (b.length + 1 - i); const r = (s * 10) % 11; return r === 10 ? 0 : r; }
reg('br_cpf', { cat: 'tax_id', cc: 'BR', check: true,
  gen(r) { const b = r.digits(9); const d1 = cpfDv(b), d2 = cpfDv(b + d1); const d = b + d1 + d2; return r.chance(0.75) ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : d; },
  valid(s) { const d = D(s); return d.length === 11 && cpfDv(d.slice(0, 9)) === +d[9] && cpfDv(d.slice(0, 10)) === +d[10]; } });
function cuitCheck(b10) { const c = 11 - C.weightedSum(b10, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11; return c === 11 ? 0 : c; }
reg('ar_cuil', { cat: 'tax_id', cc: 'AR', check: true,
  gen(r, p) { for (;;) { const pre = p.g === 'm' ? '20' : '27'; const dni = String(r.int(10000000, 45999999)); const c = cuitCheck(pre + dni); if (c === 10) continue; return `${pre}-${dni}-${c}`; } },
  valid(s) { const d = D(s); return d.length === 11 && cuitCheck(d.slice(0, 10)) === +d[10]; } });
const NIT_W = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];
function nitDv(b) { let s = 0; const r = b.split('').reverse(); for (let i = 0; i < r.length; i++) s += +r[i] * NIT_W[i]; const m = s % 11; return m > 1 ? 11 - m : m; }
reg('co_nit', { cat: 'tax_id', cc: 'CO', check: true,
  gen(r) { const b = String(r.int(10000000, 1199999999)); return `${b.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${nitDv(b)}`; },
  valid(s) { const m = /^(\d{6,15})-?(\d)$/.exec(s.replace(/\./g, '')); return !!m && nitDv(m[1]) === +m[2]; } });
function rucCheck(b10) { const c = 11 - C.weightedSum(b10, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11; return c === 10 ? 0 : c === 11 ? 1 : c; }
reg('pe_ruc', { cat: 'tax_id', cc: 'PE', check: true,
  gen(r) { const b = '10' + String(r.int(10000000, 79999999)); return b + rucCheck(b); },
  valid(s) { const d = D(s); return d.length === 11 && rucCheck(d.slice(0, 10)) === +d[10]; } });
const RFC_A = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
function rfcCheck(b12) { let s = 0; for (let i = 0; i < 12; i++) s += RFC_A.indexOf(b12[i]) * (13 - i); return RFC_A[(11 - (s % 11)) % 11]; }
reg('mx_rfc', { cat: 'tax_id', cc: 'MX', check: true,
  gen(r, p) { const { s1, s2, g } = mxParts(p); const b = `${s1[0]}${firstInternal(s1, /[AEIOU]/)}${s2[0]}${g[0]}${yy(p.dob.y)}${p2(p.dob.m)}${p2(p.dob.d)}${r.str('ABCDEFGHJKLMNPRSTUVWXYZ123456789', 2)}`; return b + rfcCheck(b); },
  valid(s) { return /^[A-ZÑ&]{4}\d{6}[A-Z0-9]{3}$/.test(s) && rfcCheck(s.slice(0, 12)) === s[12]; } });
reg('au_tfn', { cat: 'tax_id', cc: 'AU', check: true,
  gen(r) { for (;;) { const b = r.nzdigits(8); for (let c = 0; c < 10; c++) { const d = b + c; if (C.weightedSum(d, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0) return `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`; } } },
  valid(s) { const d = D(s); return d.length === 9 && C.weightedSum(d, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0; } });
function irdCheck(b) { const p = b.padStart(8, '0'); const m = C.weightedSum(p, [3, 2, 7, 6, 5, 4, 3, 2]) % 11; return m === 0 ? 0 : 11 - m; }
reg('nz_ird', { cat: 'tax_id', cc: 'NZ', check: true,
  gen(r) { for (;;) { const b = String(r.int(10000000, 14999999)); const c = irdCheck(b); if (c === 10) continue; const d = (b + c).padStart(9, '0'); return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`; } },
  valid(s) { const d = D(s); if (d.length < 8 || d.length > 9) return false; const c = irdCheck(d.slice(0, -1)); return c !== 10 && c === +d.slice(-1); } });
function afmCheck(b8) { let s = 0; for (let i = 0; i < 8; i++) s += +b8[i] * 2 ** (8 - i); return (s % 11) % 10; }
reg('gr_afm', { cat: 'tax_id', cc: 'GR', check: true, gen(r) { const b = String(r.int(0, 1)) + r.digits(7); return b + afmCheck(b); }, valid(s) { const d = D(s); return d.length === 9 && afmCheck(d.slice(0, 8)) === +d[8]; } });
reg('hu_adoazonosito', { cat: 'tax_id', cc: 'HU', check: true,
  gen(r, p) { for (;;) { const days = Math.round((Date.UTC(p.dob.y, p.dob.m - 1, p.dob.d) - Date.UTC(1867, 0, 1)) / 86400000); const b = '8' + String(days).padStart(5, '0') + r.digits(3); const c = C.weightedSum(b, [1, 2, 3, 4, 5, 6, 7, 8, 9]) % 11; if (c === 10) continue; return b + c; } },
  valid(s) { const d = D(s); return d.length === 10 && d[0] === '8' && C.weightedSum(d, [1, 2, 3, 4, 5, 6, 7, 8, 9]) % 11 === +d[9]; } });
reg('in_pan', { cat: 'tax_id', cc: 'IN', check: false, gen(r, p) { return `${r.pat('AAA')}P${letters(p.familyLatin || 'K')[0] || 'K'}${r.digits(4)}${r.pat('A')}`; }, valid(s) { return /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/.test(s); } });
reg('ke_kra_pin', { cat: 'tax_id', cc: 'KE', check: false, gen(r) { return `A${r.digits(9)}${r.pat('A')}`; }, valid(s) { return /^A\d{9}[A-Z]$/.test(s); } });
reg('ph_tin', { cat: 'tax_id', cc: 'PH', check: false, gen(r) { return `${r.digits(3)}-${r.digits(3)}-${r.digits(3)}-000`; }, valid(s) { return /^\d{3}-?\d{3}-?\d{3}(-?\d{3,5})?$/.test(s); } });
reg('id_npwp', { cat: 'tax_id', cc: 'ID', check: false, gen(r) { const d = r.digits(15); return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}.${d[8]}-${d.slice(9, 12)}.${d.slice(12)}`; }, valid(s) { return /^\d{15,16}$/.test(D(s)); } });
reg('at_steuernummer', { cat: 'tax_id', cc: 'AT', check: false, gen(r) { return `${p2(r.pick([3, 4, 6, 7, 9, 10, 15, 22, 33, 46, 51, 68]))}-${r.digits(3)}/${r.digits(4)}`; }, valid(s) { return /^\d{2}-?\d{3}\/?\d{4}$/.test(s); } });
reg('ng_tin', { cat: 'tax_id', cc: 'NG', check: false, gen(r) { return `${r.digits(8)}-0001`; }, valid(s) { return /^\d{8}-?\d{4}$/.test(s); } });
reg('za_tax_ref', { cat: 'tax_id', cc: 'ZA', check: false, gen(r) { return r.pick('0123') + r.digits(9); }, valid(s) { return /^[0-39]\d{9}$/.test(s); } });
reg('be_tin', { cat: 'tax_id', cc: 'BE', check: true, gen(r, p) { return NID.be_nrn.gen(r, p); }, valid: (s) => NID.be_nrn.valid(s) });

// ---------------- passports ----------------
// pattern letters as in Rng.pat; '@' = German passport alphabet
export const PASSPORT = {
  US: { iso3: 'USA', pat: ['999999999', 'A99999999'] }, GB: { iso3: 'GBR', pat: ['999999999'] }, DE: { iso3: 'D', pat: ['\\C@@@@@@@@'] },
  FR: { iso3: 'FRA', pat: ['99AA99999'] }, IT: { iso3: 'ITA', pat: ['AA9999999'] }, ES: { iso3: 'ESP', pat: ['AAA999999'] },
  NL: { iso3: 'NLD', pat: ['AA%%%%%%9'] }, PL: { iso3: 'POL', pat: ['AA9999999'] }, PT: { iso3: 'PRT', pat: ['A999999'] },
  BE: { iso3: 'BEL', pat: ['AA999999'] }, AT: { iso3: 'AUT', pat: ['A9999999'] }, CH: { iso3: 'CHE', pat: ['A9999999'] },
  SE: { iso3: 'SWE', pat: ['99999999'] }, NO: { iso3: 'NOR', pat: ['AA9999999'] }, DK: { iso3: 'DNK', pat: ['999999999'] },
  FI: { iso3: 'FIN', pat: ['AA9999999'] }, IE: { iso3: 'IRL', pat: ['AA9999999'] }, GR: { iso3: 'GRC', pat: ['AA9999999'] },
  CZ: { iso3: 'CZE', pat: ['99999999'] }, SK: { iso3: 'SVK', pat: ['AA9999999'] }, HU: { iso3: 'HUN', pat: ['AA9999999'] },
  RO: { iso3: 'ROU', pat: ['999999999'] }, BG: { iso3: 'BGR', pat: ['999999999'] }, HR: { iso3: 'HRV', pat: ['999999999'] },
  SI: { iso3: 'SVN', pat: ['\\PA9999999'] }, EE: { iso3: 'EST', pat: ['AA9999999'] }, LV: { iso3: 'LVA', pat: ['\\L\\V9999999'] },
  LT: { iso3: 'LTU', pat: ['99999999'] }, IS: { iso3: 'ISL', pat: ['A9999999'] }, TR: { iso3: 'TUR', pat: ['\\U99999999'] },
  RU: { iso3: 'RUS', pat: ['999999999'] }, UA: { iso3: 'UKR', pat: ['AA999999'] }, KZ: { iso3: 'KAZ', pat: ['\\N99999999'] },
  IN: { iso3: 'IND', pat: ['A9999999'] }, CN: { iso3: 'CHN', pat: ['\\E99999999', '\\EA9999999'] }, JP: { iso3: 'JPN', pat: ['AA9999999'] },
  KR: { iso3: 'KOR', pat: ['\\M99999999', '\\M999A9999'] }, TW: { iso3: 'TWN', pat: ['999999999'] }, HK: { iso3: 'CHN', pat: ['\\K99999999'] },
  BR: { iso3: 'BRA', pat: ['AA999999'] }, MX: { iso3: 'MEX', pat: ['A99999999'] }, AR: { iso3: 'ARG', pat: ['AAA999999'] },
  CO: { iso3: 'COL', pat: ['AA999999'] }, CL: { iso3: 'CHL', pat: ['A99999999'] }, PE: { iso3: 'PER', pat: ['999999999'] },
  CA: { iso3: 'CAN', pat: ['AA999999'] }, AU: { iso3: 'AUS', pat: ['\\PA9999999', 'A9999999'] }, NZ: { iso3: 'NZL', pat: ['\\LA999999'] },
  ZA: { iso3: 'ZAF', pat: ['A99999999', '\\M99999999'] }, NG: { iso3: 'NGA', pat: ['A99999999', '\\B99999999'] }, KE: { iso3: 'KEN', pat: ['\\A\\K9999999'] },
  EG: { iso3: 'EGY', pat: ['A99999999'] }, SA: { iso3: 'SAU', pat: ['A9999999'] }, AE: { iso3: 'ARE', pat: ['A9999999'] },
  IL: { iso3: 'ISR', pat: ['99999999'] }, IR: { iso3: 'IRN', pat: ['A99999999'] }, PK: { iso3: 'PAK', pat: ['AA9999999'] },
  BD: { iso3: 'BGD', pat: ['AA9999999'] }, PH: { iso3: 'PHL', pat: ['\\P9999999A'] }, ID: { iso3: 'IDN', pat: ['A9999999'] },
  VN: { iso3: 'VNM', pat: ['\\C99999999'] }, TH: { iso3: 'THA', pat: ['AA9999999'] }, MY: { iso3: 'MYS', pat: ['A99999999'] },
  SG: { iso3: 'SGP', pat: ['\\K9999999A'] }, UZ: { iso3: 'UZB', pat: ['AA9999999'] }, NP: { iso3: 'NPL', pat: ['99999999'] },
  MA: { iso3: 'MAR', pat: ['AA9999999'] }, GT: { iso3: 'GTM', pat: ['999999999'] },
};
export function genPassport(r, cc) {
  const spec = PASSPORT[cc]; const pat = r.pick(spec.pat);
  let s = '';
  for (let i = 0; i < pat.length; i++) {
    const ch = pat[i];
    if (ch === '\\') s += pat[++i];
    else if (ch === '@') s += r.pick('CFGHJKLMNPRTVWXYZ0123456789');
    else if (ch === '%') s += r.pick('ABCDEFGHIJKLMNPQRSTUVWXYZ0123456789');
    else s += r.pat(ch);
  }
  return s;
}
export const passportValid = (s) => /^[A-Z0-9]{6,9}$/.test(s);

// MRZ TD3
export function mrzName(family, given) {
  const t = (x) => deaccent(x).toUpperCase().replace(/[^A-Z]+/g, '<').replace(/^<+|<+$/g, '');
  return (t(family) + '<<' + t(given)).slice(0, 39).padEnd(39, '<');
}
const yymmdd = (d) => `${yy(d.y)}${p2(d.m)}${p2(d.d)}`;
export function mrzTD3({ cc, nat, number, family, given, dob, sex, expiry, personal = '' }) {
  const iss = PASSPORT[cc].iso3.padEnd(3, '<');
  const l1 = ('P<' + iss + mrzName(family, given)).slice(0, 44);
  const num = number.padEnd(9, '<').slice(0, 9);
  const pn = personal.padEnd(14, '<');
  const pnc = personal ? C.mrzDigit(pn) : '<';
  const natc = (PASSPORT[nat] ? PASSPORT[nat].iso3 : nat).padEnd(3, '<');
  const parts = [num + C.mrzDigit(num), natc, yymmdd(dob) + C.mrzDigit(yymmdd(dob)), sex === 'f' ? 'F' : 'M', yymmdd(expiry) + C.mrzDigit(yymmdd(expiry)), pn + pnc];
  const comp = C.mrzDigit(parts[0] + parts[2] + parts[4] + parts[5]);
  const l2 = parts.join('') + comp;
  return { l1, l2 };
}
export function mrzLine2Valid(l2) {
  if (!/^[A-Z0-9<]{44}$/.test(l2)) return false;
  const chk = (s, c) => C.mrzDigit(s) === c || (c === '<' && /^<+$/.test(s));
  return chk(l2.slice(0, 9), l2[9]) && chk(l2.slice(13, 19), l2[19]) && chk(l2.slice(21, 27), l2[27]) && chk(l2.slice(28, 42), l2[42])
    && C.mrzDigit(l2.slice(0, 10) + l2.slice(13, 20) + l2.slice(21, 43)) === l2[43];
}

// ---------------- IBAN ----------------
export const IBAN_LEN = { IR: 26, AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, BY: 28, CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MD: 24, ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, SA: 24, SE: 24, SI: 19, SK: 24, SM: 27, TN: 24, TR: 26, UA: 29, XK: 20 };
const BBAN = { IR: '3n19n', AT: '5n11n', BE: '3n7n2n', BG: '4a4n2n8c', CH: '5n12c', CY: '3n5n16c', CZ: '4n6n10n', DE: '8n10n', DK: '4n9n1n', EE: '2n2n11n1n', ES: '4n4n1n1n10n', FI: '3n11n', FR: '5n5n11c2n', GB: '4a6n8n', GR: '3n4n16c', HR: '7n10n', HU: '3n4n1n15n1n', IE: '4a6n8n', IS: '4n2n6n10n', IT: '1a5n5n12c', LT: '5n11n', LU: '3n13c', LV: '4a13c', NL: '4a10n', NO: '4n6n1n', PL: '8n16n', PT: '4n4n11n2n', RO: '4a16c', SE: '3n16n1n', SI: '5n8n2n', SK: '4n6n10n', TR: '5n1n16c', UA: '6n19c', KZ: '3n13c', SA: '2n18c', AE: '3n16n', IL: '3n3n13n', EG: '4n4n17n', PK: '4a16c', BR: '8n5n10n1a1c', QA: '4a21c', JO: '4a4n18c', MT: '4a5n18c', MC: '5n5n11c2n', LI: '5n12c', RS: '3n13n2n', BA: '3n3n8n2n', ME: '3n13n2n', MK: '3n10c2n', AL: '8n16c', GE: '2a16n', AZ: '4a20c', MD: '2c18c', DO: '4c20n', CR: '4n14n', KW: '4a22c', BH: '4a14c', LB: '4n20c', TN: '2n3n13n2n', IQ: '4a3n12n', XK: '4n10n2n', GT: '4c20c', MU: '4a2n2n12n3n3a', PS: '4a21c' };
const BANKS = { GB: ['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL', 'NAIA', 'CLRB', 'MONZ'], IE: ['AIBK', 'BOFI', 'IPBS', 'ULSB'], NL: ['ABNA', 'INGB', 'RABO', 'TRIO', 'SNSB', 'KNAB', 'BUNQ'], RO: ['BTRL', 'RNCB', 'BRDE', 'INGB', 'RZBR'], BG: ['UNCR', 'BPBI', 'STSA', 'FINV'], LV: ['HABA', 'UNLA', 'PARX', 'RIKO'], PK: ['HABB', 'UNIL', 'MEZN', 'SCBL'], QA: ['QNBA', 'CBQA', 'DOHB'], JO: ['CBJO', 'ARAB'], MT: ['MALT', 'VALL', 'APSB'], KW: ['NBOK', 'CBKU'], BH: ['NBOB', 'BBKU'], IQ: ['NBIQ', 'RAFB'], AZ: ['NABZ', 'AIIB'], GE: ['NB', 'TB', 'BG'], MU: ['BOMM', 'MCBL'], PS: ['PALS', 'ARAB'] };
function fillBBAN(r, spec, cc) {
  let s = ''; const re = /(\d+)([nac])/g; let m; let first = true;
  while ((m = re.exec(spec))) {
    const n = +m[1];
    if (first && m[2] === 'a' && BANKS[cc]) s += r.pick(BANKS[cc]).slice(0, n).padEnd(n, 'X');
    else if (m[2] === 'n') s += r.digits(n);
    else if (m[2] === 'a') s += r.pat('A'.repeat(n));
    else s += r.chance(0.95) ? r.digits(n) : r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', n);
    first = false;
  }
  return s;
}
// national check digits inside the BBAN
function ribKey(b, g, a) { const conv = a.replace(/[A-Z]/g, (c) => '12345678912345678923456789'[c.charCodeAt(0) - 65]); return 97 - Number((89n * BigInt(b) + 15n * BigInt(g) + 3n * BigInt(conv)) % 97n); }
function esDC(s) { const w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]; let t = 0; for (let i = 0; i < 10; i++) t += +s[i] * w[i]; const c = 11 - (t % 11); return c === 11 ? 0 : c === 10 ? 1 : c; }
function noCheck(s10) { const c = 11 - C.weightedSum(s10, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11; return c === 11 ? 0 : c; }
const CIN_ODD = CF_ODD; const cinEven = cfEven;
function itCIN(s22) { let t = 0; for (let i = 0; i < 22; i++) t += i % 2 === 0 ? CIN_ODD[s22[i]] : cinEven(s22[i]); return String.fromCharCode(65 + (t % 26)); }
function ptNIB(s19) { return p2(98 - Number((BigInt(s19) * 100n) % 97n)); }
const NAT = {
  BE: { fix(r, b) { let x = b.slice(0, 10); let c = Number(BigInt(x) % 97n); if (c === 0) c = 97; return x + p2(c); }, ok(b) { let c = Number(BigInt(b.slice(0, 10)) % 97n); if (c === 0) c = 97; return p2(c) === b.slice(10); } },
  FR: { fix(r, b) { b = b.slice(0, 21); return b + p2(ribKey(b.slice(0, 5), b.slice(5, 10), b.slice(10, 21))); }, ok(b) { return p2(ribKey(b.slice(0, 5), b.slice(5, 10), b.slice(10, 21))) === b.slice(21); } },
  MC: { fix(r, b) { return NAT.FR.fix(r, b); }, ok(b) { return NAT.FR.ok(b); } },
  ES: { fix(r, b) { const bank = b.slice(0, 8), acc = b.slice(10); return bank + esDC('00' + bank) + esDC(acc) + acc; }, ok(b) { return `${esDC('00' + b.slice(0, 8))}${esDC(b.slice(10))}` === b.slice(8, 10); } },
  IT: { fix(r, b) { const rest = b.slice(1); return itCIN(rest) + rest; }, ok(b) { return itCIN(b.slice(1)) === b[0]; } },
  NO: { fix(r, b) { for (;;) { const x = b.slice(0, 10); const c = noCheck(x); if (c !== 10) return x + c; b = r.digits(11); } }, ok(b) { return noCheck(b.slice(0, 10)) === +b[10]; } },
  PT: { fix(r, b) { const x = b.slice(0, 19); return x + ptNIB(x); }, ok(b) { return ptNIB(b.slice(0, 19)) === b.slice(19); } },
};
export function genIBAN(r, cc) {
  let b = fillBBAN(r, BBAN[cc], cc);
  if (cc === 'IT') b = r.pick('ABCDEFGHIJKLMNPRSTUVWXYZ') + b.slice(1);
  if (cc === 'FR' || cc === 'MC') b = b.slice(0, 10) + r.digits(11) + b.slice(21);
  if (NAT[cc]) b = NAT[cc].fix(r, b);
  if (cc === 'GR') b = b.slice(0, 7) + r.digits(16);
  const iban = cc + C.ibanCheckDigits(cc, b) + b;
  return iban;
}
export const fmtIBAN = (iban) => iban.replace(/(.{4})(?=.)/g, '$1 ');
export function ibanFullValid(s) {
  const x = s.replace(/[\s\-]/g, '').toUpperCase(); const cc = x.slice(0, 2);
  if (!C.ibanValid(x)) return false;
  if (IBAN_LEN[cc] && IBAN_LEN[cc] !== x.length) return false;
  if (NAT[cc] && !NAT[cc].ok(x.slice(4))) return false;
  return true;
}

// ---------------- local bank accounts ----------------
export function abaCheck(b8) { const w = [3, 7, 1, 3, 7, 1, 3, 7]; let s = 0; for (let i = 0; i < 8; i++) s += +b8[i] * w[i]; return (10 - (s % 10)) % 10; }
export const BANK = {};
const breg = (type, def) => { BANK[type] = { type, cat: 'bank_account', ...def }; };
breg('us_aba_routing', { check: true, gen(r) { const b = r.pick(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '21', '22', '26', '28', '31', '32']) + r.digits(6); return b + abaCheck(b); }, valid(s) { const d = D(s); return d.length === 9 && abaCheck(d.slice(0, 8)) === +d[8]; } });
breg('us_account', { check: false, gen(r) { return r.nzdigits(r.int(9, 12)); }, valid(s) { return /^\d{6,17}$/.test(s); } });
breg('gb_sort_code_account', { check: false, gen(r) { return `${r.digits(2)}-${r.digits(2)}-${r.digits(2)} ${r.digits(8)}`; }, valid(s) { return /^\d{2}-?\d{2}-?\d{2}\s*\/?\s*\d{8}$/.test(s.replace(/\s+/g, ' ')); } });
breg('gb_account', { check: false, gen(r) { return r.digits(8); }, valid(s) { return /^\d{8}$/.test(s); } });
breg('gb_sort_code', { check: false, gen(r) { return `${r.digits(2)}-${r.digits(2)}-${r.digits(2)}`; }, valid(s) { return /^\d{2}-\d{2}-\d{2}$/.test(s); } });
breg('au_bsb_account', { check: false, gen(r) { return `${r.pick(['062', '063', '082', '083', '033', '012', '013', '484', '733'])}-${r.digits(3)} ${r.nzdigits(r.int(6, 9))}`; }, valid(s) { return /^\d{3}-?\d{3}\s+\d{6,10}$/.test(s); } });
breg('ca_bank_account', { check: false, gen(r) { return `${r.digits(5)}-${r.pick(['001', '002', '003', '004', '006', '010', '815'])}-${r.digits(7)}`; }, valid(s) { return /^\d{5}-\d{3}-\d{7,12}$/.test(s); } });
export function clabeCheck(b17) { const w = [3, 7, 1]; let s = 0; for (let i = 0; i < 17; i++) s += (+b17[i] * w[i % 3]) % 10; return (10 - (s % 10)) % 10; }
breg('mx_clabe', { check: true, gen(r) { const b = r.pick(['002', '012', '014', '021', '072', '127', '137']) + r.digits(14); const d = b + clabeCheck(b); return r.chance(0.3) ? `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6, 17)} ${d[17]}` : d; }, valid(s) { const d = D(s); return d.length === 18 && clabeCheck(d.slice(0, 17)) === +d[17]; } });
function cbuBlock(b, w) { let s = 0; for (let i = 0; i < b.length; i++) s += +b[i] * w[i]; return (10 - (s % 10)) % 10; }
const CBU_W1 = [7, 1, 3, 9, 7, 1, 3], CBU_W2 = [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3];
breg('ar_cbu', { check: true, gen(r) { const b1 = r.pick(['007', '011', '014', '017', '072', '285']) + r.digits(4); const b2 = r.digits(13); return b1 + cbuBlock(b1, CBU_W1) + b2 + cbuBlock(b2, CBU_W2); }, valid(s) { const d = D(s); return d.length === 22 && cbuBlock(d.slice(0, 7), CBU_W1) === +d[7] && cbuBlock(d.slice(8, 21), CBU_W2) === +d[21]; } });
breg('br_conta', { check: false, gen(r) { return `Ag. ${r.digits(4)}-${r.digits(1)} C/C ${r.int(10000, 9999999)}-${r.digits(1)}`; }, valid(s) { return /\d{4}/.test(s); } });
breg('in_account', { check: false, gen(r) { return r.nzdigits(r.pick([11, 12, 14, 15, 16])); }, valid(s) { return /^\d{9,18}$/.test(s); } });
breg('jp_account', { check: false, gen(r) { return r.digits(7); }, valid(s) { return /^\d{7}$/.test(s); } });
breg('kr_account', { check: false, gen(r) { return r.pick([`${r.digits(3)}-${r.digits(3)}-${r.digits(6)}`, `${r.digits(3)}-${r.digits(2)}-${r.digits(6)}-${r.digits(1)}`, `${r.digits(4)}-${r.digits(3)}-${r.digits(6)}`]); }, valid(s) { return /^[\d-]{10,16}$/.test(s); } });
function nubanCheck(bank3, ser9) { const w = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3]; let s = 0; const x = bank3 + ser9; for (let i = 0; i < 12; i++) s += +x[i] * w[i]; const c = 10 - (s % 10); return c === 10 ? 0 : c; }
export const NG_BANKS = { '044': 'Access Bank', '058': 'Guaranty Trust Bank', '011': 'First Bank of Nigeria', '033': 'United Bank for Africa', '057': 'Zenith Bank', '232': 'Sterling Bank', '035': 'Wema Bank' };
breg('ng_nuban', { check: false, gen(r) { return r.digits(10); }, valid(s) { return /^\d{10}$/.test(s); } });
export function genNuban(r) { const bank = r.pick(Object.keys(NG_BANKS)); const ser = r.digits(9); return { bank, acct: ser + nubanCheck(bank, ser) }; }
export const nubanValid = (bank, acct) => nubanCheck(bank, acct.slice(0, 9)) === +acct[9];
breg('za_account', { check: false, gen(r) { return r.nzdigits(r.pick([9, 10, 11])); }, valid(s) { return /^\d{9,11}$/.test(s); } });
breg('ke_account', { check: false, gen(r) { return r.nzdigits(r.pick([10, 12, 13])); }, valid(s) { return /^\d{10,13}$/.test(s); } });
breg('sg_account', { check: false, gen(r) { return `${r.digits(3)}-${r.digits(6)}-${r.digits(1)}`; }, valid(s) { return /^\d{3}-\d{5,6}-\d$/.test(s); } });
breg('hk_account', { check: false, gen(r) { return `${r.pick(['004', '012', '024', '003'])}-${r.digits(3)}-${r.digits(6)}-${r.digits(3)}`; }, valid(s) { return /^\d{3}-\d{3}-\d{6}-\d{3}$/.test(s); } });
breg('my_account', { check: false, gen(r) { return r.nzdigits(r.pick([12, 14])); }, valid(s) { return /^\d{10,16}$/.test(s); } });
breg('id_account', { check: false, gen(r) { return r.nzdigits(10); }, valid(s) { return /^\d{10,15}$/.test(s); } });
breg('th_account', { check: false, gen(r) { return `${r.digits(3)}-${r.digits(1)}-${r.digits(5)}-${r.digits(1)}`; }, valid(s) { return /^\d{3}-\d-\d{5}-\d$/.test(s); } });
breg('ph_account', { check: false, gen(r) { return r.pick([`${r.digits(4)}-${r.digits(4)}-${r.digits(2)}`, r.nzdigits(12)]); }, valid(s) { return /^[\d-]{10,14}$/.test(s); } });
breg('vn_account', { check: false, gen(r) { return r.nzdigits(r.pick([10, 13, 14])); }, valid(s) { return /^\d{9,15}$/.test(s); } });
breg('tw_account', { check: false, gen(r) { return r.digits(r.pick([12, 14])); }, valid(s) { return /^\d{10,16}$/.test(s); } });
breg('cn_account', { check: false, gen(r) { return r.digits(19); }, valid(s) { return /^\d{16,19}$/.test(s); } });
breg('nz_account', { check: false, gen(r) { return `${r.pick(['01', '02', '03', '06', '12', '38'])}-${r.digits(4)}-${r.digits(7)}-${r.digits(2)}`; }, valid(s) { return /^\d{2}-\d{4}-\d{7}-\d{2,3}$/.test(s); } });
breg('ru_account', { check: false, gen(r) { return `40817810${r.digits(1)}${r.digits(11)}`; }, valid(s) { return /^\d{20}$/.test(D(s)); } });
breg('cl_cuenta', { check: false, gen(r) { return r.nzdigits(r.pick([8, 10, 12])); }, valid(s) { return /^\d{7,13}$/.test(s); } });
breg('co_cuenta', { check: false, gen(r) { return `${r.digits(3)}-${r.digits(6)}-${r.digits(2)}`; }, valid(s) { return /^\d{3}-\d{6}-\d{2}$/.test(s); } });
breg('pe_cci', { check: false, gen(r) { return `${r.pick(['002', '003', '011', '009'])}-${r.digits(3)}-${r.digits(12)}-${r.digits(2)}`; }, valid(s) { return /^\d{20}$/.test(D(s)); } });
breg('bd_account', { check: false, gen(r) { return r.nzdigits(13); }, valid(s) { return /^\d{13,17}$/.test(s); } });
breg('ke_mpesa_till', { check: false, gen(r) { return r.digits(6); }, valid(s) { return /^\d{5,7}$/.test(s); } });
breg('in_ifsc', { check: false, gen(r) { return `${r.pick(['SBIN', 'HDFC', 'ICIC', 'UTIB', 'PUNB', 'KKBK'])}0${r.digits(6)}`; }, valid(s) { return /^[A-Z]{4}0[A-Z0-9]{6}$/.test(s); } });
breg('fr_rib', { check: true, gen(r) { const b = r.digits(5), g = r.digits(5), a = r.digits(11); return `${b} ${g} ${a} ${p2(ribKey(b, g, a))}`; }, valid(s) { const m = /^(\d{5})\s?(\d{5})\s?([0-9A-Z]{11})\s?(\d{2})$/.exec(s); return !!m && p2(ribKey(m[1], m[2], m[3])) === m[4]; } });
breg('es_ccc', { check: true, gen(r) { const bank = r.pick(['2100', '0049', '0182', '0081', '2038', '0075']) + r.digits(4); const acc = r.digits(10); return `${bank.slice(0, 4)} ${bank.slice(4)} ${esDC('00' + bank)}${esDC(acc)} ${acc}`; }, valid(s) { const d = D(s); return d.length === 20 && `${esDC('00' + d.slice(0, 8))}${esDC(d.slice(10))}` === d.slice(8, 10); } });
breg('pl_nrb', { check: true, gen(r) { const iban = genIBAN(r, 'PL').slice(2); return iban.replace(/^(\d{2})(\d{4})(\d{4})(\d{4})(\d{4})(\d{4})(\d{4})$/, '$1 $2 $3 $4 $5 $6 $7'); }, valid(s) { const d = D(s); return d.length === 26 && ibanFullValid('PL' + d); } });
breg('no_kontonummer', { check: true, gen(r) { for (;;) { const b = r.digits(10); const c = noCheck(b); if (c === 10) continue; const x = b + c; return `${x.slice(0, 4)}.${x.slice(4, 6)}.${x.slice(6)}`; } }, valid(s) { const d = D(s); return d.length === 11 && noCheck(d.slice(0, 10)) === +d[10]; } });
breg('se_clearing_account', { check: false, gen(r) { return `${r.pick(['8327-9', '6000', '5000', '3300', '8105-9'])}, ${r.digits(3)} ${r.digits(3)} ${r.digits(3)}-${r.digits(1)}`; }, valid(s) { return /^\d{4}(-\d)?,\s[\d\s-]{7,16}$/.test(s); } });
breg('dk_reg_konto', { check: false, gen(r) { return `${r.digits(4)} ${r.digits(10)}`; }, valid(s) { return /^\d{4}\s\d{10}$/.test(s); } });
breg('cz_ucet', { check: false, gen(r) { return `${r.chance(0.4) ? r.digits(6) + '-' : ''}${r.nzdigits(r.int(8, 10))}/${r.pick(['0800', '0100', '0300', '2010', '0600', '5500'])}`; }, valid(s) { return /^(\d{1,6}-)?\d{2,10}\/\d{4}$/.test(s); } });
breg('hu_giro', { check: false, gen(r) { return `${r.digits(8)}-${r.digits(8)}${r.chance(0.5) ? '-' + r.digits(8) : ''}`; }, valid(s) { return /^\d{8}-\d{8}(-\d{8})?$/.test(s); } });
breg('it_conto', { check: false, gen(r) { return r.digits(12); }, valid(s) { return /^[0-9A-Z]{12}$/.test(s); } });
breg('de_kontonummer', { check: false, gen(r) { return String(r.int(100000, 9999999999)); }, valid(s) { return /^\d{6,10}$/.test(s); } });
breg('de_blz', { check: false, gen(r) { return `${r.int(1, 8)}${r.digits(2)} ${r.digits(3)} ${r.digits(2)}`; }, valid(s) { return /^\d{8}$/.test(D(s)); } });
breg('au_bsb', { check: false, gen(r) { return `${r.pick(['062', '063', '082', '033', '012'])}-${r.digits(3)}`; }, valid(s) { return /^\d{3}-?\d{3}$/.test(s); } });

// ---------------- cards ----------------
export const CARDS = {
  visa: { pre: ['4'], len: [16] }, mastercard: { pre: ['51', '52', '53', '54', '55', '2221', '2300', '2500', '2720'], len: [16] },
  amex: { pre: ['34', '37'], len: [15] }, discover: { pre: ['6011', '644', '645', '65'], len: [16] }, jcb: { pre: ['3528', '3530', '3566', '3589'], len: [16] },
  diners: { pre: ['36', '300', '305', '38'], len: [14] }, unionpay: { pre: ['62'], len: [16, 19] }, maestro: { pre: ['6759', '5018', '5020', '6304'], len: [16, 19] },
  mir: { pre: ['2200', '2202', '2204'], len: [16] }, rupay: { pre: ['6521', '6522', '6070', '5085'], len: [16] }, elo: { pre: ['636368', '438935', '504175', '451416', '636297'], len: [16] },
  troy: { pre: ['9792'], len: [16] }, hipercard: { pre: ['606282'], len: [16] }, verve: { pre: ['5061', '6500'], len: [16, 19] },
};
export function genCard(r, brand) {
  const spec = CARDS[brand]; const pre = r.pick(spec.pre); const len = r.pick(spec.len);
  const b = pre + r.digits(len - pre.length - 1); return b + C.luhnDigit(b);
}
export function fmtCard(num, brand, style) {
  if (style === 'plain') return num;
  const sep = style === 'dash' ? '-' : ' ';
  if (brand === 'amex') return [num.slice(0, 4), num.slice(4, 10), num.slice(10)].join(sep);
  if (brand === 'diners' && num.length === 14) return [num.slice(0, 4), num.slice(4, 10), num.slice(10)].join(sep);
  return num.match(/.{1,4}/g).join(sep);
}

// ---------------- crypto wallets ----------------
export const WALLETS = {
  btc_p2pkh: (r) => C.b58check(Uint8Array.from([0x00, ...r.bytes(20)])),
  btc_p2sh: (r) => C.b58check(Uint8Array.from([0x05, ...r.bytes(20)])),
  btc_bech32: (r) => C.bech32Encode('bc', [0, ...C.convertBits(r.bytes(20), 8, 5, true)]),
  btc_taproot: (r) => C.bech32Encode('bc', [1, ...C.convertBits(r.bytes(32), 8, 5, true)], 'bech32m'),
  eth: (r) => '0x' + C.eip55(r.hex(40)),
  ltc_p2pkh: (r) => C.b58check(Uint8Array.from([0x30, ...r.bytes(20)])),
  ltc_bech32: (r) => C.bech32Encode('ltc', [0, ...C.convertBits(r.bytes(20), 8, 5, true)]),
  doge: (r) => C.b58check(Uint8Array.from([0x1e, ...r.bytes(20)])),
  trx: (r) => C.b58check(Uint8Array.from([0x41, ...r.bytes(20)])),
  xrp: (r) => C.b58check(Uint8Array.from([0x00, ...r.bytes(20)]), C.B58_XRP),
  sol: (r) => { for (;;) { const b = r.bytes(32); if (b[0] !== 0) return C.b58encode(b); } },
};
export function walletValid(type, s) {
  const ver = { btc_p2pkh: 0x00, btc_p2sh: 0x05, ltc_p2pkh: 0x30, doge: 0x1e, trx: 0x41 };
  if (type in ver) { const p = C.b58checkDecode(s); return !!p && p.length === 21 && p[0] === ver[type]; }
  if (type === 'xrp') { const p = C.b58checkDecode(s, C.B58_XRP); return !!p && p.length === 21 && p[0] === 0; }
  if (type === 'btc_bech32' || type === 'btc_taproot' || type === 'ltc_bech32') { const d = C.bech32Decode(s); if (!d) return false; const want = type === 'ltc_bech32' ? 'ltc' : 'bc'; return d.hrp === want && (d.data[0] === 0 ? d.spec === 'bech32' : d.spec === 'bech32m'); }
  if (type === 'eth') { const m = /^0x([0-9a-fA-F]{40})$/.exec(s); return !!m && (m[1] === m[1].toLowerCase() || C.eip55(m[1]) === m[1]); }
  if (type === 'sol') { const b = C.b58decode(s); return !!b && b.length === 32; }
  return null;
}
