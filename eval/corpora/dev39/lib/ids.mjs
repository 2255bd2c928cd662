// National identifiers, tax identifiers and passports: generators (with check digits) and validators.
import { d, luhnCheck, luhnValid, mod97, iso7064_11_10, verhoeffCheck, verhoeffValid, wsum, mrzCheck, onlyDigits, normDigits } from './checksums.mjs';
import { fill, A_UP } from './prng.mjs';
const p2 = n => String(n).padStart(2, '0');
const yy = p => p2(p.dob.y % 100), mm = p => p2(p.dob.m), dd = p => p2(p.dob.d);
const ymd6 = p => yy(p) + mm(p) + dd(p), dmy6 = p => dd(p) + mm(p) + yy(p);
const retry = (r, f) => { for (let i = 0; i < 200; i++) { const v = f(); if (v != null) return v; } throw new Error('retry'); };
const rd = (r, n) => r.digits(n);
const mod = (a, m) => ((a % m) + m) % m;
const daysBetween = (a, b) => Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / 86400000);
const cons = s => s.toUpperCase().normalize('NFD').replace(/[^A-Z]/g, '');

// ---- national ids ----
export const NID = {
  us_ssn: (r) => retry(r, () => { const a = r.int(1, 899); if (a === 666) return null; return `${String(a).padStart(3, '0')}-${p2(r.int(1, 99))}-${String(r.int(1, 9999)).padStart(4, '0')}`; }),
  uk_nino: (r) => retry(r, () => { const a = r.pick('ABCEGHJKLMNOPRSTWXYZ'), b = r.pick('ABCEGHJKLMNPRSTWXYZ'); if (['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(a + b)) return null; const n = rd(r, 6); return r.chance(0.5) ? `${a}${b} ${n.slice(0, 2)} ${n.slice(2, 4)} ${n.slice(4)} ${r.pick('ABCD')}` : `${a}${b}${n}${r.pick('ABCD')}`; }),
  fr_nir: (r, p) => { const s = p.sex === 'm' ? '1' : '2'; const dep = p2(r.int(1, 95)).replace(/^20$/, '21'); const body = s + yy(p) + mm(p) + dep + String(r.int(1, 990)).padStart(3, '0') + String(r.int(1, 999)).padStart(3, '0'); const k = p2(97 - Number(BigInt(body) % 97n)); return r.chance(0.6) ? `${body[0]} ${body.slice(1, 3)} ${body.slice(3, 5)} ${body.slice(5, 7)} ${body.slice(7, 10)} ${body.slice(10, 13)} ${k}` : body + k; },
  de_idcard: (r) => r.pick('LMNPRTVWXY') + r.str('0123456789CFGHJKLMNPRTVWXYZ', 8),
  es_dni: (r) => { const n = rd(r, 8); const L = 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(n) % 23]; return r.chance(0.3) ? `${n.slice(0, 2)}.${n.slice(2, 5)}.${n.slice(5)}-${L}` : n + L; },
  es_nie: (r) => { const x = r.int(0, 2), n = rd(r, 7); return 'XYZ'[x] + n + 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(x + n) % 23]; },
  nl_bsn: (r) => retry(r, () => { const b = String(r.int(1, 6)) + rd(r, 7); const s = wsum(d(b), [9, 8, 7, 6, 5, 4, 3, 2]) % 11; if (s === 10) return null; const v = b + s; return r.chance(0.3) ? `${v.slice(0, 4)}.${v.slice(4, 6)}.${v.slice(6)}` : v; }),
  be_rrn: (r, p) => { const seq = String(r.int(1, 997)).padStart(3, '0'); const base = ymd6(p) + seq; const n = (p.dob.y >= 2000 ? '2' : '') + base; const c = p2(97 - Number(BigInt(n) % 97n)); return `${yy(p)}.${mm(p)}.${dd(p)}-${seq}.${c}`; },
  pl_pesel: (r, p) => { const m = p.dob.m + (p.dob.y >= 2000 ? 20 : 0); let b = yy(p) + p2(m) + dd(p) + rd(r, 3); const sx = r.pick(p.sex === 'm' ? [1, 3, 5, 7, 9] : [0, 2, 4, 6, 8]); b += sx; const c = (10 - wsum(d(b), [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10; return b + c; },
  se_pnr: (r, p) => { const b = ymd6(p) + rd(r, 3); return `${r.chance(0.3) ? String(p.dob.y).slice(0, 2) : ''}${b.slice(0, 6)}-${b.slice(6)}${luhnCheck(b)}`; },
  no_fnr: (r, p) => retry(r, () => { const b = dmy6(p) + String(r.int(p.dob.y >= 2000 ? 500 : 0, p.dob.y >= 2000 ? 999 : 499)).padStart(3, '0'); let k1 = 11 - wsum(d(b), [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11; if (k1 === 11) k1 = 0; if (k1 === 10) return null; let k2 = 11 - wsum(d(b + k1), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11; if (k2 === 11) k2 = 0; if (k2 === 10) return null; return b + k1 + k2; }),
  dk_cpr: (r, p) => `${dmy6(p)}-${rd(r, 4)}`,
  fi_hetu: (r, p) => { const ind = String(r.int(2, 899)).padStart(3, '0'); const n = Number(dmy6(p) + ind); return `${dmy6(p)}${p.dob.y >= 2000 ? 'A' : '-'}${ind}${'0123456789ABCDEFHJKLMNPRSTUVWXY'[n % 31]}`; },
  ee_ik: (r, p) => estLt(r, p), lt_ak: (r, p) => estLt(r, p),
  lv_pk: (r, p) => retry(r, () => { const b = dmy6(p) + (p.dob.y >= 2000 ? '2' : '1') + rd(r, 3); const x = mod(1101 - wsum(d(b), [1, 6, 3, 7, 9, 10, 5, 8, 4, 2]), 11); if (x === 10) return null; return `${b.slice(0, 6)}-${b.slice(6)}${x}`; }),
  cz_rc: (r, p) => czsk(r, p), sk_rc: (r, p) => czsk(r, p),
  ro_cnp: (r, p) => { const s = p.dob.y >= 2000 ? (p.sex === 'm' ? 5 : 6) : (p.sex === 'm' ? 1 : 2); const b = s + ymd6(p) + p2(r.int(1, 46)) + String(r.int(1, 999)).padStart(3, '0'); let c = wsum(d(b), [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11; if (c === 10) c = 1; return b + c; },
  bg_egn: (r, p) => { const m = p.dob.m + (p.dob.y >= 2000 ? 40 : 0); const b = yy(p) + p2(m) + dd(p) + rd(r, 2) + r.pick(p.sex === 'm' ? '02468' : '13579'); let c = wsum(d(b), [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11; if (c === 10) c = 0; return b + c; },
  hr_oib: (r) => { const b = String(r.int(1, 9)) + rd(r, 9); return b + iso7064_11_10(d(b)); },
  si_emso: (r, p) => retry(r, () => { const b = dd(p) + mm(p) + String(p.dob.y).slice(1) + '50' + String(p.sex === 'm' ? r.int(0, 499) : r.int(500, 999)).padStart(3, '0'); let m = 11 - wsum(d(b), [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11; if (m === 11) m = 0; if (m === 10) return null; return b + m; }),
  gr_amka: (r, p) => { const b = dmy6(p) + rd(r, 4); return b + luhnCheck(b); },
  ch_ahv: (r) => { const b = '756' + rd(r, 9); const c = (10 - wsum(d(b), [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3]) % 10) % 10; const v = b + c; return `${v.slice(0, 3)}.${v.slice(3, 7)}.${v.slice(7, 11)}.${v.slice(11)}`; },
  at_svnr: (r, p) => retry(r, () => { const s = String(r.int(100, 999)); const c = wsum(d(s + '0' + dmy6(p)), [3, 7, 9, 0, 5, 8, 4, 2, 1, 6]) % 11; if (c === 10) return null; return `${s}${c} ${dmy6(p)}`; }),
  ie_pps: (r) => { const n = rd(r, 7); const second = r.chance(0.5) ? 'A' : ''; const sum = wsum(d(n), [8, 7, 6, 5, 4, 3, 2]) + (second ? 9 : 0); return n + 'WABCDEFGHIJKLMNOPQRSTUV'[sum % 23] + second; },
  is_kt: (r, p) => retry(r, () => { const b = dmy6(p) + rd(r, 2); let c = 11 - wsum(d(b), [3, 2, 7, 6, 5, 4, 3, 2]) % 11; if (c === 11) c = 0; if (c === 10) return null; return `${b.slice(0, 6)}-${b.slice(6)}${c}${p.dob.y >= 2000 ? 0 : 9}`; }),
  tr_tckn: (r) => { const b = d(String(r.int(1, 9)) + rd(r, 8)); const d10 = mod((b[0] + b[2] + b[4] + b[6] + b[8]) * 7 - (b[1] + b[3] + b[5] + b[7]), 10); const d11 = (b.reduce((a, x) => a + x, 0) + d10) % 10; return b.join('') + d10 + d11; },
  il_tz: (r) => { const b = rd(r, 8); return b + luhnCheck(b); },
  za_id: (r, p) => { const b = ymd6(p) + String(p.sex === 'm' ? r.int(5000, 9999) : r.int(0, 4999)).padStart(4, '0') + r.pick('01') + '8'; return b + luhnCheck(b); },
  in_aadhaar: (r) => { const b = String(r.int(2, 9)) + rd(r, 10); const v = b + verhoeffCheck(b); return r.chance(0.7) ? `${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}` : v; },
  cn_ric: (r, p) => { const b = r.pick(['110101', '110105', '310104', '310115', '440305', '440106', '510107', '330106', '420102', '320102']) + p.dob.y + mm(p) + dd(p) + p2(r.int(0, 99)) + r.pick(p.sex === 'm' ? '13579' : '02468'); const s = wsum(d(b), [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11; return b + '10X98765432'[s]; },
  hk_hkid: (r) => { const L = r.pick('ACDEGHKMPRVYZ'), n = rd(r, 6); const s = 36 * 9 + (L.charCodeAt(0) - 55) * 8 + wsum(d(n), [7, 6, 5, 4, 3, 2]); const c = 11 - s % 11; return `${L}${n}(${c === 10 ? 'A' : c === 11 ? '0' : c})`; },
  tw_id: (r, p) => { const L = r.pick('ABCDEFGHJKLMNPQRSTUVXYWZIO'); const code = TW[L]; const b = (p.sex === 'm' ? '1' : '2') + rd(r, 7); const s = Math.floor(code / 10) + (code % 10) * 9 + wsum(d(b), [8, 7, 6, 5, 4, 3, 2, 1]); return L + b + (10 - s % 10) % 10; },
  kr_rrn: (r, p) => { const g = p.dob.y >= 2000 ? (p.sex === 'm' ? 3 : 4) : (p.sex === 'm' ? 1 : 2); const b = ymd6(p) + g + rd(r, 5); const c = (11 - wsum(d(b), [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10; return `${b.slice(0, 6)}-${b.slice(6)}${c}`; },
  jp_my_number: (r) => { const b = rd(r, 11); const ds = d(b).reverse(); let s = 0; for (let n = 1; n <= 11; n++) s += ds[n - 1] * (n <= 6 ? n + 1 : n - 5); const rr = s % 11; const c = rr <= 1 ? 0 : 11 - rr; const v = b + c; return r.chance(0.6) ? `${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}` : v; },
  sg_nric: (r, p) => { const L = p.dob.y >= 2000 ? 'T' : 'S'; const n = rd(r, 7); const s = wsum(d(n), [2, 7, 6, 5, 4, 3, 2]) + (L === 'T' ? 4 : 0); return L + n + 'JZIHGFEDCBA'[s % 11]; },
  my_mykad: (r, p) => `${ymd6(p)}-${p2(r.int(1, 14))}-${rd(r, 3)}${r.pick(p.sex === 'm' ? '13579' : '02468')}`,
  th_id: (r) => { const b = String(r.int(1, 8)) + rd(r, 11); const c = (11 - wsum(d(b), [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11) % 10; const v = b + c; return r.chance(0.6) ? `${v[0]}-${v.slice(1, 5)}-${v.slice(5, 10)}-${v.slice(10, 12)}-${v[12]}` : v; },
  id_nik: (r, p) => `${r.pick(['31', '32', '33', '35', '51', '12', '73'])}${p2(r.int(1, 20))}${p2(r.int(1, 30))}${p2(p.dob.d + (p.sex === 'f' ? 40 : 0))}${mm(p)}${yy(p)}${String(r.int(1, 999)).padStart(4, '0')}`,
  vn_cccd: (r, p) => `${String(r.int(1, 96)).padStart(3, '0')}${(p.dob.y >= 2000 ? 2 : 0) + (p.sex === 'f' ? 1 : 0)}${yy(p)}${rd(r, 6)}`,
  mx_curp: (r, p) => { const f = cons(p.family), g = cons(p.given); const vow = (f.slice(1).match(/[AEIOU]/) || ['X'])[0]; const cn = s => (s.slice(1).match(/[^AEIOU]/) || ['X'])[0]; const b = f[0] + vow + r.pick('GHLMRSV') + g[0] + ymd6(p) + (p.sex === 'm' ? 'H' : 'M') + r.pick(['DF', 'JC', 'NL', 'PL', 'VZ', 'GT', 'MC', 'YN', 'CH', 'SL']) + cn(f) + r.pick('BCDFGHJKLMNPRSTVZ') + cn(g) + (p.dob.y >= 2000 ? r.pick('ABCDEF') : r.int(0, 9)); return b + curpCheck(b); },
  cl_run: (r) => { const n = String(r.int(6000000, 25999999)); const dv = rutDv(n); return r.chance(0.7) ? `${n.slice(0, -6)}.${n.slice(-6, -3)}.${n.slice(-3)}-${dv}` : `${n}-${dv}`; },
  uy_ci: (r) => { const n = String(r.int(1000000, 6999999)); const c = (10 - wsum(d(n), [2, 9, 8, 7, 6, 3, 4]) % 10) % 10; return `${n[0]}.${n.slice(1, 4)}.${n.slice(4)}-${c}`; },
  ec_cedula: (r) => ecCed(r),
  ca_sin: (r) => { const b = String(r.int(1, 7)) + rd(r, 7); const v = b + luhnCheck(b); return r.chance(0.6) ? `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}` : `${v.slice(0, 3)}-${v.slice(3, 6)}-${v.slice(6)}`; },
  au_medicare: (r) => { const b = String(r.int(2, 6)) + rd(r, 7); const c = wsum(d(b), [1, 3, 7, 9, 1, 3, 7, 9]) % 10; const v = b + c + r.int(1, 9); return `${v.slice(0, 4)} ${v.slice(4, 9)} ${v[9]}`; },
  nz_nhi: (r) => retry(r, () => { const AL = 'ABCDEFGHJKLMNPQRSTUVWXYZ'; const l = r.str(AL, 3), n = rd(r, 3); const s = [...l].reduce((a, ch, i) => a + (AL.indexOf(ch) + 1) * (7 - i), 0) + wsum(d(n), [4, 3, 2]); const rem = s % 11; if (rem === 0) return null; let c = 11 - rem; if (c === 10) c = 0; return l + n + c; }),
  sa_nid: (r) => { const b = String(r.int(1, 2)) + rd(r, 8); return b + luhnCheck(b); },
  ae_eid: (r, p) => { const b = '784' + p.dob.y + rd(r, 7); const v = b + luhnCheck(b); return `${v.slice(0, 3)}-${v.slice(3, 7)}-${v.slice(7, 14)}-${v[14]}`; },
  eg_nid: (r, p) => `${p.dob.y >= 2000 ? 3 : 2}${ymd6(p)}${r.pick(['01', '02', '12', '21', '88'])}${rd(r, 3)}${r.pick(p.sex === 'm' ? '13579' : '02468')}${r.int(1, 9)}`,
  ng_nin: (r) => String(r.int(1, 9)) + rd(r, 10),
  ke_id: (r) => String(r.int(2, 3)) + rd(r, 7),
  ir_melli: (r) => retry(r, () => { const b = rd(r, 9); if (/^(\d)\1+$/.test(b)) return null; const s = wsum(d(b), [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11; const c = s < 2 ? s : 11 - s; const v = b + c; return r.chance(0.5) ? `${v.slice(0, 3)}-${v.slice(3, 9)}-${v[9]}` : v; }),
  pk_cnic: (r, p) => `${r.pick(['35202', '42101', '61101', '37405', '17301'])}-${rd(r, 7)}-${r.pick(p.sex === 'm' ? '13579' : '02468')}`,
  bd_nid: (r, p) => r.chance(0.5) ? String(r.int(1, 9)) + rd(r, 9) : `${p.dob.y}${r.pick(["26", "15", "47"])}${rd(r, 11)}`,
  ru_snils: (r) => retry(r, () => { const b = rd(r, 9); if (Number(b) <= 1001998) return null; let s = wsum(d(b), [9, 8, 7, 6, 5, 4, 3, 2, 1]); let c = s < 100 ? s : (s === 100 || s === 101 ? 0 : s % 101); if (c === 100) c = 0; return `${b.slice(0, 3)}-${b.slice(3, 6)}-${b.slice(6)} ${p2(c)}`; }),
  kz_iin: (r, p) => retry(r, () => { const b = ymd6(p) + (p.dob.y >= 2000 ? (p.sex === 'm' ? 5 : 6) : (p.sex === 'm' ? 3 : 4)) + rd(r, 4); let c = wsum(d(b), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) % 11; if (c === 10) c = wsum(d(b), [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2]) % 11; if (c === 10) return null; return b + c; }),
  lu_matricule: (r, p) => { const b = `${p.dob.y}${mm(p)}${dd(p)}${rd(r, 3)}`; return b + luhnCheck(b) + verhoeffCheck(b); },
  hu_taj: (r) => { const b = rd(r, 8); const c = wsum(d(b), [3, 7, 3, 7, 3, 7, 3, 7]) % 10; const v = b + c; return `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}`; },
  ph_sss: (r) => `${p2(r.int(1, 34))}-${rd(r, 7)}-${r.int(0, 9)}`,
  co_cc: (r) => { const n = String(r.int(10000000, 1199999999)); return r.chance(0.5) ? n.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : n; },
  pe_dni: (r) => rd(r, 8),
  ar_dni: (r) => { const n = String(r.int(20000000, 45999999)); return r.chance(0.6) ? n.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : n; },
  ve_ci: (r) => { const n = String(r.int(5000000, 30999999)); return `V-${n.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`; },
};
const TW = { A: 10, B: 11, C: 12, D: 13, E: 14, F: 15, G: 16, H: 17, I: 34, J: 18, K: 19, L: 20, M: 21, N: 22, O: 35, P: 23, Q: 24, R: 25, S: 26, T: 27, U: 28, V: 29, W: 32, X: 30, Y: 31, Z: 33 };
function estLt(r, p) { const g = p.dob.y >= 2000 ? (p.sex === 'm' ? 5 : 6) : (p.sex === 'm' ? 3 : 4); const b = g + ymd6(p) + String(r.int(0, 999)).padStart(3, '0'); let c = wsum(d(b), [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]) % 11; if (c === 10) { c = wsum(d(b), [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]) % 11; if (c === 10) c = 0; } return b + c; }
function czsk(r, p) { return retry(r, () => { const m = p.dob.m + (p.sex === 'f' ? 50 : 0); const b = yy(p) + p2(m) + dd(p) + rd(r, 3); const c = Number(b) * 10 % 11 === 0 ? 0 : 11 - (Number(b) * 10 % 11); if (c === 10 || (Number(b + c) % 11 !== 0)) return null; return `${b.slice(0, 6)}/${b.slice(6)}${c}`; }); }
const CURP_D = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
function curpCheck(b) { let s = 0; for (let i = 0; i < 17; i++) s += CURP_D.indexOf(b[i]) * (18 - i); return (10 - s % 10) % 10; }
function rutDv(n) { let s = 0, m = 2; for (let i = n.length - 1; i >= 0; i--) { s += Number(n[i]) * m; m = m === 7 ? 2 : m + 1; } const v = 11 - s % 11; return v === 11 ? '0' : v === 10 ? 'K' : String(v); }
function ecCed(r) { const b = p2(r.int(1, 24)) + r.int(0, 5) + rd(r, 6); let s = 0; for (let i = 0; i < 9; i++) { let x = Number(b[i]) * (i % 2 ? 1 : 2); if (x > 9) x -= 9; s += x; } return b + (10 - s % 10) % 10; }

// ---- tax ids ----
const CF_ODD = { 0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21, A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18, N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23 };
const cfEven = ch => /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 65;
export function cfCheck(b) { let s = 0; for (let i = 0; i < 15; i++) s += i % 2 === 0 ? CF_ODD[b[i]] : cfEven(b[i]); return String.fromCharCode(65 + s % 26); }
function cfPart(name, isGiven) { const s = cons(name); const c = s.replace(/[AEIOU]/g, ''), v = s.replace(/[^AEIOU]/g, ''); if (isGiven && c.length >= 4) return c[0] + c[2] + c[3]; return (c + v + 'XXX').slice(0, 3); }
const RFC_D = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
export function rfcCheck(b12) { let s = 0; for (let i = 0; i < 12; i++) s += RFC_D.indexOf(b12[i]) * (13 - i); const v = 11 - s % 11; return v === 11 ? '0' : v === 10 ? 'A' : String(v); }
export const TAX = {
  de_steuer_id: (r) => retry(r, () => { const ds = r.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 9); ds.splice(r.int(1, 9), 0, ds[r.int(0, 8)]); if (ds[0] === 0) return null; const v = ds.join('') + iso7064_11_10(ds); return r.chance(0.5) ? `${v.slice(0, 2)} ${v.slice(2, 5)} ${v.slice(5, 8)} ${v.slice(8)}` : v; }),
  fr_spi: (r) => { const b = String(r.int(0, 3)) + rd(r, 9); const c = String(Number(b) % 511).padStart(3, '0'); const v = b + c; return r.chance(0.6) ? `${v.slice(0, 2)} ${v.slice(2, 4)} ${v.slice(4, 7)} ${v.slice(7, 10)} ${v.slice(10)}` : v; },
  it_cf: (r, p) => { const b = cfPart(p.family) + cfPart(p.given, true) + yy(p) + 'ABCDEHLMPRST'[p.dob.m - 1] + p2(p.dob.d + (p.sex === 'f' ? 40 : 0)) + r.pick(['H501', 'F205', 'F839', 'L219', 'G273', 'D612', 'A944', 'L736', 'C351', 'E506']); return b + cfCheck(b); },
  pt_nif: (r) => { const b = String(r.int(1, 3)) + rd(r, 7); const s = wsum(d(b), [9, 8, 7, 6, 5, 4, 3, 2]) % 11; return b + (s < 2 ? 0 : 11 - s); },
  pl_nip: (r) => retry(r, () => { const b = String(r.int(1, 9)) + rd(r, 8); const c = wsum(d(b), [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11; if (c === 10) return null; const v = b + c; return r.chance(0.5) ? `${v.slice(0, 3)}-${v.slice(3, 6)}-${v.slice(6, 8)}-${v.slice(8)}` : v; }),
  gb_utr: (r) => { const v = String(r.int(1, 9)) + rd(r, 9); return r.chance(0.5) ? `${v.slice(0, 5)} ${v.slice(5)}` : v; },
  br_cpf: (r) => { const b = rd(r, 9); const c1 = (wsum(d(b), [10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11 % 10; const c2 = (wsum(d(b + c1), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11 % 10; const v = b + c1 + c2; return r.chance(0.8) ? `${v.slice(0, 3)}.${v.slice(3, 6)}.${v.slice(6, 9)}-${v.slice(9)}` : v; },
  ar_cuil: (r, p) => retry(r, () => { const pre = p.sex === 'm' ? '20' : '27'; const b = pre + String(r.int(20000000, 45999999)); let c = 11 - wsum(d(b), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11; if (c === 11) c = 0; if (c === 10) return null; return `${b.slice(0, 2)}-${b.slice(2)}-${c}`; }),
  mx_rfc: (r, p) => { const f = cons(p.family), g = cons(p.given); const vow = (f.slice(1).match(/[AEIOU]/) || ['X'])[0]; const b = f[0] + vow + r.pick('GHLMRSV') + g[0] + ymd6(p) + r.str('ABCDEFGHJKLMNPRSTUVWXYZ123456789', 2); return b + rfcCheck(b); },
  co_nit: (r) => { const n = String(r.int(10000000, 1099999999)); const W = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71]; const ds = d(n).reverse(); let s = 0; ds.forEach((x, i) => s += x * W[i]); const rr = s % 11; const dv = rr > 1 ? 11 - rr : rr; return `${n.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${dv}`; },
  pe_ruc: (r) => { const b = '10' + rd(r, 8); let c = 11 - wsum(d(b), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11; if (c === 10) c = 0; if (c === 11) c = 1; return b + c; },
  us_itin: (r) => `9${rd(r, 2)}-${r.pick([r.int(50, 65), r.int(70, 88), r.int(90, 92), r.int(94, 99)])}-${String(r.int(1, 9999)).padStart(4, '0')}`,
  au_tfn: (r) => retry(r, () => { const b = String(r.int(1, 9)) + rd(r, 7); const s = wsum(d(b), [1, 4, 3, 7, 5, 8, 6, 9]); const c = s % 11; if (c > 9) return null; const v = b + c; return `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}`; }),
  nz_ird: (r) => retry(r, () => { const b = String(r.int(10000000, 14999999)).padStart(8, '0'); const base = b.slice(0, 8); let rr = wsum(d(base), [3, 2, 7, 6, 5, 4, 3, 2]) % 11; let c = rr === 0 ? 0 : 11 - rr; if (c === 10) { rr = wsum(d(base), [7, 4, 3, 2, 5, 2, 7, 6]) % 11; c = rr === 0 ? 0 : 11 - rr; if (c === 10) return null; } const v = base + c; return `${v.slice(0, 3)}-${v.slice(3, 6)}-${v.slice(6)}`; }),
  in_pan: (r, p) => r.str(A_UP, 3) + 'P' + cons(p.family)[0] + rd(r, 4) + r.pick(A_UP),
  ru_inn: (r) => { const b = rd(r, 10); const n11 = wsum(d(b), [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10; const n12 = wsum(d(b + n11), [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10; return b + n11 + n12; },
  ua_rnokpp: (r, p) => { const days = String(daysBetween({ y: 1899, m: 12, d: 31 }, p.dob)).padStart(5, '0'); const b = days + rd(r, 3) + r.pick(p.sex === 'm' ? '13579' : '02468'); const c = mod(wsum(d(b), [-1, 5, 7, 9, 4, 6, 10, 5, 7]), 11) % 10; return b + c; },
  gr_afm: (r) => { const b = String(r.int(0, 1)) + rd(r, 7); let s = 0; for (let i = 0; i < 8; i++) s += Number(b[i]) * 2 ** (8 - i); return b + (s % 11) % 10; },
  hu_adoazonosito: (r, p) => retry(r, () => { const b = '8' + String(daysBetween({ y: 1867, m: 1, d: 1 }, p.dob)).padStart(5, '0') + rd(r, 3); const c = wsum(d(b), [1, 2, 3, 4, 5, 6, 7, 8, 9]) % 11; if (c === 10) return null; return b + c; }),
  si_davcna: (r) => retry(r, () => { const b = String(r.int(1, 9)) + rd(r, 6); let c = 11 - wsum(d(b), [8, 7, 6, 5, 4, 3, 2]) % 11; if (c === 11) return null; if (c === 10) c = 0; return b + c; }),
  ve_rif: (r) => { const L = r.pick('VE'); const n = rd(r, 8); const s = { V: 1, E: 2 }[L] * 4 + wsum(d(n), [3, 2, 7, 6, 5, 4, 3, 2]); let c = 11 - s % 11; if (c > 9) c = 0; return `${L}-${n}-${c}`; },
  ec_ruc: (r) => ecCed(r) + '001',
  vn_mst: (r) => rd(r, 10),
  ke_kra_pin: (r) => 'A' + rd(r, 9) + r.pick(A_UP),
  ph_tin: (r) => `${rd(r, 3)}-${rd(r, 3)}-${rd(r, 3)}-000`,
  id_npwp: (r) => `${rd(r, 2)}.${rd(r, 3)}.${rd(r, 3)}.${r.int(0, 9)}-${rd(r, 3)}.000`,
  eg_tin: (r) => `${rd(r, 3)}-${rd(r, 3)}-${rd(r, 3)}`,
  bd_tin: (r) => rd(r, 12),
  es_nif: (r) => NID.es_dni(r),
};
// ---- validators (recompute check digits) ----
const D = s => normDigits(s);
const nod = s => onlyDigits(D(s));
export const VALID = {
  us_ssn: s => /^\d{3}-?\d{2}-?\d{4}$/.test(D(s).replace(/ /g, '-')) && !/^(000|666|9)/.test(nod(s)),
  uk_nino: s => /^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/.test(s.replace(/\s/g, '')),
  fr_nir: s => { const x = nod(s); return x.length === 15 && 97 - Number(BigInt(x.slice(0, 13)) % 97n) === Number(x.slice(13)); },
  de_idcard: s => /^[LMNPRTVWXY][0-9CFGHJKLMNPRTVWXYZ]{8}$/.test(s),
  es_dni: s => { const x = s.replace(/[.\-\s]/g, ''); return /^\d{8}[A-Z]$/.test(x) && 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(x.slice(0, 8)) % 23] === x[8]; },
  es_nie: s => /^[XYZ]\d{7}[A-Z]$/.test(s) && 'TRWAGMYFPDXBNJZSQVHLCKE'[Number('XYZ'.indexOf(s[0]) + s.slice(1, 8)) % 23] === s[8],
  nl_bsn: s => { const x = nod(s); return x.length === 9 && (wsum(d(x), [9, 8, 7, 6, 5, 4, 3, 2]) - Number(x[8])) % 11 === 0; },
  be_rrn: s => { const x = nod(s); if (x.length !== 11) return false; const c = Number(x.slice(9)); return 97 - Number(BigInt(x.slice(0, 9)) % 97n) === c || 97 - Number(BigInt('2' + x.slice(0, 9)) % 97n) === c; },
  pl_pesel: s => { const x = nod(s); return x.length === 11 && (10 - wsum(d(x), [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10 === Number(x[10]); },
  se_pnr: s => { const x = nod(s).slice(-10); return x.length === 10 && luhnValid(x); },
  no_fnr: s => { const x = nod(s); if (x.length !== 11) return false; let k1 = 11 - wsum(d(x), [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11; if (k1 === 11) k1 = 0; let k2 = 11 - wsum(d(x), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11; if (k2 === 11) k2 = 0; return k1 === Number(x[9]) && k2 === Number(x[10]); },
  dk_cpr: s => /^\d{6}-?\d{4}$/.test(D(s)),
  fi_hetu: s => /^\d{6}[-+A]\d{3}[0-9A-Y]$/.test(s) && '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(s.slice(0, 6) + s.slice(7, 10)) % 31] === s[10],
  ee_ik: s => estLtValid(nod(s)), lt_ak: s => estLtValid(nod(s)),
  lv_pk: s => { const x = nod(s); return x.length === 11 && mod(1101 - wsum(d(x), [1, 6, 3, 7, 9, 10, 5, 8, 4, 2]), 11) === Number(x[10]); },
  cz_rc: s => { const x = nod(s); return x.length === 10 && Number(x) % 11 === 0; }, sk_rc: s => { const x = nod(s); return x.length === 10 && Number(x) % 11 === 0; },
  ro_cnp: s => { const x = nod(s); if (x.length !== 13) return false; let c = wsum(d(x), [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11; if (c === 10) c = 1; return c === Number(x[12]); },
  bg_egn: s => { const x = nod(s); if (x.length !== 10) return false; let c = wsum(d(x), [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11; if (c === 10) c = 0; return c === Number(x[9]); },
  hr_oib: s => { const x = nod(s); return x.length === 11 && iso7064_11_10(d(x.slice(0, 10))) === Number(x[10]); },
  si_emso: s => { const x = nod(s); if (x.length !== 13) return false; let m = 11 - wsum(d(x), [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11; if (m === 11) m = 0; return m === Number(x[12]); },
  gr_amka: s => { const x = nod(s); return x.length === 11 && luhnValid(x); },
  ch_ahv: s => { const x = nod(s); return x.length === 13 && x.startsWith('756') && (10 - wsum(d(x), [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3]) % 10) % 10 === Number(x[12]); },
  at_svnr: s => { const x = nod(s); return x.length === 10 && wsum(d(x), [3, 7, 9, 0, 5, 8, 4, 2, 1, 6]) % 11 === Number(x[3]); },
  ie_pps: s => { const m = s.match(/^(\d{7})([A-W])([A-Z]?)$/); if (!m) return false; const sum = wsum(d(m[1]), [8, 7, 6, 5, 4, 3, 2]) + (m[3] ? 9 * ('WABCDEFGHIJKLMNOPQRSTUV'.indexOf(m[3])) : 0); return 'WABCDEFGHIJKLMNOPQRSTUV'[sum % 23] === m[2]; },
  is_kt: s => { const x = nod(s); if (x.length !== 10) return false; let c = 11 - wsum(d(x), [3, 2, 7, 6, 5, 4, 3, 2]) % 11; if (c === 11) c = 0; return c === Number(x[8]); },
  tr_tckn: s => { const x = nod(s); if (x.length !== 11 || x[0] === '0') return false; const b = d(x); return mod((b[0] + b[2] + b[4] + b[6] + b[8]) * 7 - (b[1] + b[3] + b[5] + b[7]), 10) === b[9] && b.slice(0, 10).reduce((a, y) => a + y, 0) % 10 === b[10]; },
  il_tz: s => { const x = nod(s); return x.length === 9 && luhnValid(x); },
  za_id: s => { const x = nod(s); return x.length === 13 && luhnValid(x); },
  in_aadhaar: s => { const x = nod(s); return x.length === 12 && /^[2-9]/.test(x) && verhoeffValid(x); },
  cn_ric: s => { const x = D(s).replace(/\s/g, ''); return /^\d{17}[\dX]$/.test(x) && '10X98765432'[wsum(d(x.slice(0, 17)), [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11] === x[17]; },
  hk_hkid: s => { const m = s.match(/^([A-Z])(\d{6})\(?([0-9A])\)?$/); if (!m) return false; const t = 36 * 9 + (m[1].charCodeAt(0) - 55) * 8 + wsum(d(m[2]), [7, 6, 5, 4, 3, 2]) + (m[3] === 'A' ? 10 : Number(m[3])); return t % 11 === 0; },
  tw_id: s => { if (!/^[A-Z][12]\d{8}$/.test(s)) return false; const c = TW[s[0]]; return (Math.floor(c / 10) + (c % 10) * 9 + wsum(d(s.slice(1)), [8, 7, 6, 5, 4, 3, 2, 1, 1])) % 10 === 0; },
  kr_rrn: s => { const x = nod(s); return x.length === 13 && (11 - wsum(d(x), [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10 === Number(x[12]); },
  jp_my_number: s => { const x = nod(s); if (x.length !== 12) return false; const ds = d(x.slice(0, 11)).reverse(); let t = 0; for (let n = 1; n <= 11; n++) t += ds[n - 1] * (n <= 6 ? n + 1 : n - 5); const rr = t % 11; return (rr <= 1 ? 0 : 11 - rr) === Number(x[11]); },
  sg_nric: s => { const m = s.match(/^([ST])(\d{7})([A-Z])$/); if (!m) return false; return 'JZIHGFEDCBA'[(wsum(d(m[2]), [2, 7, 6, 5, 4, 3, 2]) + (m[1] === 'T' ? 4 : 0)) % 11] === m[3]; },
  my_mykad: s => /^\d{6}-?\d{2}-?\d{4}$/.test(s),
  th_id: s => { const x = nod(s); return x.length === 13 && (11 - wsum(d(x), [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11) % 10 === Number(x[12]); },
  id_nik: s => /^\d{16}$/.test(nod(s)), vn_cccd: s => /^\d{12}$/.test(nod(s)),
  mx_curp: s => /^[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z0-9]\d$/.test(s) && curpCheck(s) === Number(s[17]),
  cl_run: s => { const m = s.replace(/\./g, '').match(/^(\d{7,8})-([\dK])$/); return !!m && rutDv(m[1]) === m[2]; },
  uy_ci: s => { const x = nod(s); return x.length === 8 && (10 - wsum(d(x), [2, 9, 8, 7, 6, 3, 4]) % 10) % 10 === Number(x[7]); },
  ec_cedula: s => ecValid(nod(s)),
  ca_sin: s => { const x = nod(s); return x.length === 9 && luhnValid(x); },
  au_medicare: s => { const x = nod(s); return x.length >= 10 && wsum(d(x), [1, 3, 7, 9, 1, 3, 7, 9]) % 10 === Number(x[8]); },
  nz_nhi: s => { const AL = 'ABCDEFGHJKLMNPQRSTUVWXYZ'; if (!/^[A-HJ-NP-Z]{3}\d{4}$/.test(s)) return false; const t = [...s.slice(0, 3)].reduce((a, ch, i) => a + (AL.indexOf(ch) + 1) * (7 - i), 0) + wsum(d(s.slice(3, 6)), [4, 3, 2]); let c = 11 - t % 11; if (c === 10) c = 0; return t % 11 !== 0 && c === Number(s[6]); },
  sa_nid: s => { const x = nod(s); return x.length === 10 && luhnValid(x); },
  ae_eid: s => { const x = nod(s); return x.length === 15 && x.startsWith('784') && luhnValid(x); },
  eg_nid: s => /^[23]\d{13}$/.test(nod(s)), ng_nin: s => /^\d{11}$/.test(nod(s)), ke_id: s => /^\d{7,8}$/.test(nod(s)),
  ir_melli: s => { const x = nod(s); if (x.length !== 10) return false; const t = wsum(d(x), [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11; return (t < 2 ? t : 11 - t) === Number(x[9]); },
  pk_cnic: s => /^\d{5}-?\d{7}-?\d$/.test(D(s)), bd_nid: s => /^(\d{10}|\d{17})$/.test(nod(s)),
  ru_snils: s => { const x = nod(s); if (x.length !== 11) return false; const t = wsum(d(x), [9, 8, 7, 6, 5, 4, 3, 2, 1]); let c = t < 100 ? t : (t === 100 || t === 101 ? 0 : t % 101); if (c === 100) c = 0; return c === Number(x.slice(9)); },
  kz_iin: s => { const x = nod(s); if (x.length !== 12) return false; let c = wsum(d(x), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) % 11; if (c === 10) c = wsum(d(x), [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2]) % 11; return c === Number(x[11]); },
  lu_matricule: s => { const x = nod(s); return x.length === 13 && luhnCheck(x.slice(0, 11)) === Number(x[11]) && verhoeffCheck(x.slice(0, 11)) === Number(x[12]); },
  hu_taj: s => { const x = nod(s); return x.length === 9 && wsum(d(x), [3, 7, 3, 7, 3, 7, 3, 7]) % 10 === Number(x[8]); },
  ph_sss: s => /^\d{2}-?\d{7}-?\d$/.test(s), co_cc: s => /^\d{8,10}$/.test(nod(s)), pe_dni: s => /^\d{8}$/.test(nod(s)), ar_dni: s => /^\d{7,8}$/.test(nod(s)), ve_ci: s => /^V-?[\d.]+$/.test(s),
  // tax
  de_steuer_id: s => { const x = nod(s); return x.length === 11 && x[0] !== '0' && iso7064_11_10(d(x.slice(0, 10))) === Number(x[10]); },
  fr_spi: s => { const x = nod(s); return x.length === 13 && Number(x.slice(0, 10)) % 511 === Number(x.slice(10)); },
  it_cf: s => /^[A-Z]{6}\d{2}[A-EHLMPRST]\d{2}[A-Z]\d{3}[A-Z]$/.test(s) && cfCheck(s) === s[15],
  pt_nif: s => { const x = nod(s); if (x.length !== 9) return false; const t = wsum(d(x), [9, 8, 7, 6, 5, 4, 3, 2]) % 11; return (t < 2 ? 0 : 11 - t) === Number(x[8]); },
  pl_nip: s => { const x = nod(s); return x.length === 10 && wsum(d(x), [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === Number(x[9]); },
  gb_utr: s => /^\d{10}$/.test(nod(s)),
  br_cpf: s => { const x = nod(s); if (x.length !== 11) return false; const c1 = (wsum(d(x), [10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11 % 10; const c2 = (wsum(d(x), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11 % 10; return c1 === Number(x[9]) && c2 === Number(x[10]); },
  ar_cuil: s => { const x = nod(s); if (x.length !== 11) return false; let c = 11 - wsum(d(x), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11; if (c === 11) c = 0; return c === Number(x[10]); },
  mx_rfc: s => /^[A-ZÑ&]{4}\d{6}[A-Z0-9]{3}$/.test(s) && rfcCheck(s.slice(0, 12)) === s[12],
  co_nit: s => { const x = nod(s); const n = x.slice(0, -1); const W = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71]; let t = 0; d(n).reverse().forEach((y, i) => t += y * W[i]); const rr = t % 11; return (rr > 1 ? 11 - rr : rr) === Number(x.slice(-1)); },
  pe_ruc: s => { const x = nod(s); if (x.length !== 11) return false; let c = 11 - wsum(d(x), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11; if (c === 10) c = 0; if (c === 11) c = 1; return c === Number(x[10]); },
  us_itin: s => /^9\d{2}-?(5\d|6[0-5]|7\d|8[0-8]|9[0-2]|9[4-9])-?\d{4}$/.test(s),
  au_tfn: s => { const x = nod(s); return x.length === 9 && wsum(d(x), [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0; },
  nz_ird: s => { const x = nod(s).padStart(9, '0'); const base = x.slice(0, 8); let rr = wsum(d(base), [3, 2, 7, 6, 5, 4, 3, 2]) % 11; let c = rr === 0 ? 0 : 11 - rr; if (c === 10) { rr = wsum(d(base), [7, 4, 3, 2, 5, 2, 7, 6]) % 11; c = rr === 0 ? 0 : 11 - rr; } return c === Number(x[8]); },
  in_pan: s => /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/.test(s),
  ru_inn: s => { const x = nod(s); return x.length === 12 && wsum(d(x), [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10 === Number(x[10]) && wsum(d(x), [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10 === Number(x[11]); },
  ua_rnokpp: s => { const x = nod(s); return x.length === 10 && mod(wsum(d(x), [-1, 5, 7, 9, 4, 6, 10, 5, 7]), 11) % 10 === Number(x[9]); },
  gr_afm: s => { const x = nod(s); if (x.length !== 9) return false; let t = 0; for (let i = 0; i < 8; i++) t += Number(x[i]) * 2 ** (8 - i); return t % 11 % 10 === Number(x[8]); },
  hu_adoazonosito: s => { const x = nod(s); return x.length === 10 && x[0] === '8' && wsum(d(x), [1, 2, 3, 4, 5, 6, 7, 8, 9]) % 11 === Number(x[9]); },
  si_davcna: s => { const x = nod(s); if (x.length !== 8) return false; let c = 11 - wsum(d(x), [8, 7, 6, 5, 4, 3, 2]) % 11; if (c === 10) c = 0; return c === Number(x[7]); },
  ve_rif: s => { const m = s.match(/^([VE])-?(\d{8})-?(\d)$/); if (!m) return false; let c = 11 - ({ V: 1, E: 2 }[m[1]] * 4 + wsum(d(m[2]), [3, 2, 7, 6, 5, 4, 3, 2])) % 11; if (c > 9) c = 0; return c === Number(m[3]); },
  ec_ruc: s => { const x = nod(s); return x.length === 13 && x.endsWith('001') && ecValid(x.slice(0, 10)); },
  vn_mst: s => /^\d{10}(-\d{3})?$/.test(nod(s)) || /^\d{10}$/.test(nod(s)),
  ke_kra_pin: s => /^[AP]\d{9}[A-Z]$/.test(s), ph_tin: s => /^\d{3}-?\d{3}-?\d{3}(-?\d{3,5})?$/.test(s), id_npwp: s => nod(s).length === 15, eg_tin: s => nod(s).length === 9, bd_tin: s => nod(s).length === 12,
};
VALID.es_nif = VALID.es_dni;
function estLtValid(x) { if (x.length !== 11) return false; let c = wsum(d(x), [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]) % 11; if (c === 10) { c = wsum(d(x), [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]) % 11; if (c === 10) c = 0; } return c === Number(x[10]); }
function ecValid(x) { if (x.length !== 10) return false; let t = 0; for (let i = 0; i < 9; i++) { let y = Number(x[i]) * (i % 2 ? 1 : 2); if (y > 9) y -= 9; t += y; } return (10 - t % 10) % 10 === Number(x[9]); }

// ---- passports ----
export const PASS = {
  USA: '%########', GBR: '%########', D: '@^^^^^^^^', FRA: '##@@#####', ITA: '@@#######', ESP: '@@@######', NLD: '@@^^^^^^#', BEL: '@@######', AUT: '@#######', CHE: '@#######', POL: '@@#######', SWE: '########', NOR: '########', DNK: '%########', FIN: '@@#######', IRL: '@@#######', PRT: '@######', GRC: '@@#######', CZE: '########', HUN: '@@#######', ROU: '########', BGR: '#########', HRV: '#########', SVN: 'P@#######', SVK: '@@#######', LTU: '########', LVA: '@@#######', EST: '@@#######', ISL: '@#######', LUX: '@@######', TUR: 'U########', RUS: '%########', UKR: '@@######', KAZ: 'N########', ISR: '########', SAU: '@#######', ARE: '@#######', EGY: 'A########', IRN: '@########', PAK: '@@#######', BGD: '@@#######', IND: '@#######', CHN: 'E########', TWN: '%########', HKG: 'K########', JPN: 'T@#######', KOR: 'M########', THA: '@@#######', VNM: 'C#######', IDN: 'X#######', MYS: 'A########', SGP: 'E#######@', PHL: 'P#######@', AUS: 'P@#######', NZL: 'L@######', CAN: '@@######', MEX: 'G########', BRA: '@@######', ARG: '@@@######', CHL: '########', COL: '@@#######', PER: '########', ECU: '@#######', VEN: '#########', URY: '@######', ZAF: 'A########', NGA: 'A########', KEN: 'AK#######',
};
const clean = s => s.toUpperCase().replace(/Ä/g, 'AE').replace(/Ö/g, 'OE').replace(/Ü/g, 'UE').replace(/ß/g, 'SS').replace(/Ø/g, 'OE').replace(/Å/g, 'AA').replace(/Æ/g, 'AE').replace(/Ł/g, 'L').replace(/Đ/g, 'D').replace(/Þ/g, 'TH').replace(/Ð/g, 'D').replace(/İ/g, 'I').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Z ]/g, ' ').trim().replace(/\s+/g, '<');
export function passportNo(r, cc3) { return fill(r, PASS[cc3] || '@@#######'); }
export function mrz(r, { cc3, number, surname, given, dob, sex, exp, personal = '' }) {
  const nm = (clean(surname) + '<<' + clean(given)).slice(0, 39);
  const iss = cc3.padEnd(3, '<');
  const line1 = ('P<' + iss + nm).padEnd(44, '<');
  const num = number.padEnd(9, '<').slice(0, 9);
  const dobs = p2(dob.y % 100) + p2(dob.m) + p2(dob.d), exps = p2(exp.y % 100) + p2(exp.m) + p2(exp.d);
  const pn = personal.padEnd(14, '<').slice(0, 14);
  const pnc = personal ? String(mrzCheck(pn)) : '<';
  const part = num + mrzCheck(num) + iss + dobs + mrzCheck(dobs) + (sex === 'm' ? 'M' : 'F') + exps + mrzCheck(exps) + pn + pnc;
  const comp = mrzCheck(part.slice(0, 10) + part.slice(13, 20) + part.slice(21, 43).replace(/^/, ''));
  const line2 = part + comp;
  return { line1, line2, nameStart: 5, nameEnd: 5 + nm.replace(/<+$/, '').length };
}
export function mrzValid(l2) {
  if (l2.length !== 44) return false;
  const ok = (s, c) => c === '<' ? /^<*$/.test(s) || true : mrzCheck(s) === Number(c);
  return ok(l2.slice(0, 9), l2[9]) && ok(l2.slice(13, 19), l2[19]) && ok(l2.slice(21, 27), l2[27]) && ok(l2.slice(28, 42), l2[42]) && mrzCheck(l2.slice(0, 10) + l2.slice(13, 20) + l2.slice(21, 43)) === Number(l2[43]);
}
