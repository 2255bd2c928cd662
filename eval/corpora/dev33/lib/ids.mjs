// Generators of identifiers with valid check digits, plus wrong-check-digit look-alikes.
import * as X from './validators.mjs';
import { UPPER, DIG } from './prng.mjs';

const p2 = (n) => String(n).padStart(2, '0');
const wsum = (ds, w) => w.reduce((s, x, i) => s + x * Number(ds[i]), 0);

function retry(rng, f) { for (let i = 0; i < 200; i++) { const v = f(); if (v != null) return v; } throw new Error('retry exhausted'); }

// p: {dob: Date, female: bool}
export const NATID = {
  us_ssn: (r) => { let a; do a = r.int(1, 899); while (a === 666); return `${String(a).padStart(3, '0')}-${p2(r.int(1, 99))}-${String(r.int(1, 9999)).padStart(4, '0')}`; },
  uk_nino: (r) => retry(r, () => { const v = `${r.pick('ACEHJKLMPRSTWXY'.split(''))}${r.pick('ABCEHJKLMNPRSTWXYZ'.split(''))} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.pick(['A', 'B', 'C', 'D'])}`; return X.validate('uk_nino', v) ? v : null; }),
  uk_nhs: (r) => retry(r, () => { const s = r.digits(9); const x = 11 - (wsum(s, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11); const c = x === 11 ? 0 : x; if (c === 10) return null; const v = s + c; return `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}`; }),
  fr_nir: (r, p) => { const y = p.dob.getUTCFullYear() % 100, m = p.dob.getUTCMonth() + 1; const b = `${p.female ? 2 : 1}${p2(y)}${p2(m)}${r.pick(['75', '69', '13', '33', '59', '44'])}${r.digits(3)}${r.digits(3)}`; const k = 97 - Number(BigInt(b) % 97n); return `${b[0]} ${b.slice(1, 3)} ${b.slice(3, 5)} ${b.slice(5, 7)} ${b.slice(7, 10)} ${b.slice(10, 13)} ${p2(k)}`; },
  de_personalausweis: (r) => { const s = r.pick('CFGHJKLMNPRTVWXYZ'.split('')) + r.str(8, 'CFGHJKLMNPRTVWXYZ0123456789'); return s + X.mrzCheck(s); },
  es_dni: (r) => { const n = r.digits(8); return n + 'TRWAGMYFPDXBNJZSQVHLCKE'[+n % 23]; },
  es_nie: (r) => { const l = r.pick(['X', 'Y', 'Z']); const n = r.digits(7); return `${l}${n}${'TRWAGMYFPDXBNJZSQVHLCKE'[+('XYZ'.indexOf(l) + n) % 23]}`; },
  nl_bsn: (r) => retry(r, () => { const s = String(r.int(1, 9)) + r.digits(7); const c = wsum(s, [9, 8, 7, 6, 5, 4, 3, 2]) % 11; return c === 10 ? null : s + c; }),
  be_nrn: (r, p) => { const y = p.dob.getUTCFullYear(); const b = `${p2(y % 100)}${p2(p.dob.getUTCMonth() + 1)}${p2(p.dob.getUTCDate())}${String(r.int(1, 499) * 2 - (p.female ? 0 : 1)).padStart(3, '0')}`; const c = 97 - (Number((y >= 2000 ? '2' : '') + b) % 97); return `${b.slice(0, 2)}.${b.slice(2, 4)}.${b.slice(4, 6)}-${b.slice(6)}.${p2(c)}`; },
  pl_pesel: (r, p) => { const y = p.dob.getUTCFullYear(); const m = p.dob.getUTCMonth() + 1 + (y >= 2000 ? 20 : 0); const s = `${p2(y % 100)}${p2(m)}${p2(p.dob.getUTCDate())}${r.digits(3)}${p.female ? r.pick([0, 2, 4, 6, 8]) : r.pick([1, 3, 5, 7, 9])}`; return s + (10 - (wsum(s, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10; },
  se_personnummer: (r, p) => { const s = `${p2(p.dob.getUTCFullYear() % 100)}${p2(p.dob.getUTCMonth() + 1)}${p2(p.dob.getUTCDate())}${r.digits(3)}`; return `${s.slice(0, 6)}-${s.slice(6)}${X.luhnCheck(s)}`; },
  no_fodselsnummer: (r, p) => retry(r, () => { const s = `${p2(p.dob.getUTCDate())}${p2(p.dob.getUTCMonth() + 1)}${p2(p.dob.getUTCFullYear() % 100)}${p.dob.getUTCFullYear() >= 2000 ? r.int(500, 999) : String(r.int(0, 499)).padStart(3, '0')}`; let k1 = 11 - (wsum(s, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11); if (k1 === 11) k1 = 0; if (k1 === 10) return null; const s2 = s + k1; let k2 = 11 - (wsum(s2, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); if (k2 === 11) k2 = 0; if (k2 === 10) return null; return s2 + k2; }),
  dk_cpr: (r, p) => `${p2(p.dob.getUTCDate())}${p2(p.dob.getUTCMonth() + 1)}${p2(p.dob.getUTCFullYear() % 100)}-${r.digits(3)}${p.female ? r.pick([0, 2, 4, 6, 8]) : r.pick([1, 3, 5, 7, 9])}`,
  fi_hetu: (r, p) => { const a = `${p2(p.dob.getUTCDate())}${p2(p.dob.getUTCMonth() + 1)}${p2(p.dob.getUTCFullYear() % 100)}`; const n = String(r.int(2, 899)).padStart(3, '0'); return `${a}${p.dob.getUTCFullYear() >= 2000 ? 'A' : '-'}${n}${X.HETU_CHARS[Number(a + n) % 31]}`; },
  cz_rodne_cislo: (r, p) => retry(r, () => { const b = `${p2(p.dob.getUTCFullYear() % 100)}${p2(p.dob.getUTCMonth() + 1 + (p.female ? 50 : 0))}${p2(p.dob.getUTCDate())}${r.digits(3)}`; const c = Number(BigInt(b) % 11n); if (c === 10) return null; return `${b.slice(0, 6)}/${b.slice(6)}${c}`; }),
  at_svnr: (r, p) => retry(r, () => { const n = String(r.int(100, 999)); const dd = `${p2(p.dob.getUTCDate())}${p2(p.dob.getUTCMonth() + 1)}${p2(p.dob.getUTCFullYear() % 100)}`; const c = wsum(n + dd, [3, 7, 9, 5, 8, 4, 2, 1, 6]) % 11; if (c === 10) return null; return `${n}${c} ${dd}`; }),
  ch_ahv: (r) => { const s = '756' + r.digits(9); let sum = 0; for (let i = 0; i < 12; i++) sum += +s[i] * (i % 2 ? 3 : 1); const v = s + (10 - (sum % 10)) % 10; return `${v.slice(0, 3)}.${v.slice(3, 7)}.${v.slice(7, 11)}.${v.slice(11)}`; },
  tr_tckn: (r) => { const a = [r.int(1, 9), ...[...r.digits(8)].map(Number)]; const o = a[0] + a[2] + a[4] + a[6] + a[8], e = a[1] + a[3] + a[5] + a[7]; a.push(((o * 7 - e) % 10 + 10) % 10); a.push(a.reduce((x, y) => x + y, 0) % 10); return a.join(''); },
  ru_snils: (r) => { const s = r.digits(9); const c = X.snilsCheck(s); return `${s.slice(0, 3)}-${s.slice(3, 6)}-${s.slice(6)} ${c}`; },
  ua_unzr: (r, p) => { const s = `${p.dob.getUTCFullYear()}${p2(p.dob.getUTCMonth() + 1)}${p2(p.dob.getUTCDate())}${r.digits(4)}`; let sum = 0; for (let i = 0; i < 12; i++) sum += +s[i] * [7, 3, 1][i % 3]; return `${s.slice(0, 8)}-${s.slice(8)}${sum % 10}`; },
  gr_amka: (r, p) => { const s = `${p2(p.dob.getUTCDate())}${p2(p.dob.getUTCMonth() + 1)}${p2(p.dob.getUTCFullYear() % 100)}${r.digits(4)}`; return s + X.luhnCheck(s); },
  il_teudat_zehut: (r) => { const s = String(r.int(1, 3)) + r.digits(7); let sum = 0; for (let i = 0; i < 8; i++) { let x = +s[i] * (i % 2 + 1); if (x > 9) x -= 9; sum += x; } return s + (10 - (sum % 10)) % 10; },
  sa_national_id: (r) => { const s = r.pick(['1', '2']) + r.digits(8); return s + X.luhnCheck(s); },
  eg_national_id: (r, p) => { const y = p.dob.getUTCFullYear(); return `${y >= 2000 ? 3 : 2}${p2(y % 100)}${p2(p.dob.getUTCMonth() + 1)}${p2(p.dob.getUTCDate())}${r.pick(['01', '02', '21', '88'])}${r.digits(3)}${p.female ? r.pick([2, 4, 6, 8]) : r.pick([1, 3, 5, 7, 9])}${r.int(1, 9)}`; },
  in_aadhaar: (r) => { const s = String(r.int(2, 9)) + r.digits(10); const v = s + X.verhoeffGen(s); return `${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}`; },
  jp_my_number: (r) => { const s = r.digits(11); let sum = 0; for (let n = 1; n <= 11; n++) sum += +s[11 - n] * (n <= 6 ? n + 1 : n - 5); const rr = sum % 11; const v = s + (rr <= 1 ? 0 : 11 - rr); return `${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}`; },
  kr_rrn: (r, p) => { const y = p.dob.getUTCFullYear(); const s = `${p2(y % 100)}${p2(p.dob.getUTCMonth() + 1)}${p2(p.dob.getUTCDate())}${(y >= 2000 ? 3 : 1) + (p.female ? 1 : 0)}${r.digits(5)}`; return `${s.slice(0, 6)}-${s.slice(6)}${(11 - (wsum(s, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11)) % 10}`; },
  cn_resident_id: (r, p) => { const s = `${r.pick(['110105', '310104', '440305', '510107', '330106'])}${p.dob.getUTCFullYear()}${p2(p.dob.getUTCMonth() + 1)}${p2(p.dob.getUTCDate())}${r.digits(2)}${p.female ? r.pick([0, 2, 4, 6, 8]) : r.pick([1, 3, 5, 7, 9])}`; return s + '10X98765432'[wsum(s, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11]; },
  tw_national_id: (r, p) => { const l = r.pick(Object.keys(X.TW_LETTER)); const s = `${p.female ? 2 : 1}${r.digits(7)}`; const n = X.TW_LETTER[l]; const sum = Math.floor(n / 10) + (n % 10) * 9 + wsum(s, [8, 7, 6, 5, 4, 3, 2, 1]); return l + s + (10 - (sum % 10)) % 10; },
  th_national_id: (r) => { const s = String(r.int(1, 8)) + r.digits(11); const v = s + (11 - (wsum(s, [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 10; return `${v[0]}-${v.slice(1, 5)}-${v.slice(5, 10)}-${v.slice(10, 12)}-${v[12]}`; },
  vn_cccd: (r, p) => { const y = p.dob.getUTCFullYear(); return `0${r.pick(['01', '79', '48', '31', '92'])}${(y >= 2000 ? 2 : 0) + (p.female ? 1 : 0)}${p2(y % 100)}${r.digits(6)}`; },
  id_nik: (r, p) => `${r.pick(['317101', '327301', '357801', '517102'])}${p2(p.dob.getUTCDate() + (p.female ? 40 : 0))}${p2(p.dob.getUTCMonth() + 1)}${p2(p.dob.getUTCFullYear() % 100)}${r.digits(4)}`,
  ro_cnp: (r, p) => { const y = p.dob.getUTCFullYear(); const s = `${(y >= 2000 ? 5 : 1) + (p.female ? 1 : 0)}${p2(y % 100)}${p2(p.dob.getUTCMonth() + 1)}${p2(p.dob.getUTCDate())}${r.pick(['40', '12', '22', '35'])}${r.digits(3)}`; let c = wsum(s, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11; if (c === 10) c = 1; return s + c; },
  hu_taj: (r) => { const s = r.digits(8); const v = s + wsum(s, [3, 7, 3, 7, 3, 7, 3, 7]) % 10; return `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}`; },
  mx_curp: (r, p) => { const y = p.dob.getUTCFullYear(); const s = `${r.str(4, 'BCDGHLMPRSV')}${p2(y % 100)}${p2(p.dob.getUTCMonth() + 1)}${p2(p.dob.getUTCDate())}${p.female ? 'M' : 'H'}${r.pick(['DF', 'JC', 'NL', 'PL', 'GT'])}${r.str(3, 'BCDFGLMNRST')}${y >= 2000 ? r.pick(['A', 'B']) : String(r.int(0, 9))}`; return s + X.curpCheck(s); },
  ar_dni: (r) => { const n = String(r.int(20000000, 45999999)); return `${n.slice(0, 2)}.${n.slice(2, 5)}.${n.slice(5)}`; },
  ca_sin: (r) => { const s = String(r.pick([1, 2, 3, 4, 5, 6, 7])) + r.digits(7); const v = s + X.luhnCheck(s); return `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}`; },
  au_medicare: (r) => { const s = String(r.int(2, 6)) + r.digits(7); return `${s.slice(0, 4)} ${s.slice(4)}${wsum(s, [1, 3, 7, 9, 1, 3, 7, 9]) % 10} ${r.int(1, 9)}`; },
  nz_nhi: (r) => retry(r, () => { const L = 'ABCDEFGHJKLMNPQRSTUVWXYZ'; const l = r.str(3, L); const n = r.digits(3); const vals = [...l].map((c) => L.indexOf(c) + 1).concat([...n].map(Number)); const rr = vals.reduce((s, x, i) => s + x * (7 - i), 0) % 11; if (rr === 0 || 11 - rr === 10) return null; return l + n + (11 - rr) % 10; }),
  ie_ppsn: (r) => { const s = r.digits(7); return s + 'WABCDEFGHIJKLMNOPQRSTUV'[wsum(s, [8, 7, 6, 5, 4, 3, 2]) % 23]; },
  za_id: (r, p) => { const s = `${p2(p.dob.getUTCFullYear() % 100)}${p2(p.dob.getUTCMonth() + 1)}${p2(p.dob.getUTCDate())}${p.female ? r.int(0, 4) : r.int(5, 9)}${r.digits(3)}08`; return s + X.luhnCheck(s); },
};
export const TAXID = {
  es_nif: (r) => NATID.es_nie(r),
  nl_fiscaal_nummer: (r) => NATID.nl_bsn(r),
  de_steuer_id: (r) => { const ds = r.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]); if (ds[0] === 0) [ds[0], ds[1]] = [ds[1], ds[0]]; const arr = ds.slice(0, 9); arr.splice(r.int(1, 9), 0, arr[r.int(0, 8)]); const s = arr.join('').slice(0, 10); const v = s + X.mod1110(s); return r.chance(0.5) ? `${v.slice(0, 2)} ${v.slice(2, 5)} ${v.slice(5, 8)} ${v.slice(8)}` : v; },
  fr_spi: (r) => { const s = String(r.int(0, 3)) + r.digits(9); return `${s.slice(0, 2)} ${s.slice(2, 4)} ${s.slice(4, 7)} ${s.slice(7, 10)} ${String(Number(BigInt(s) % 511n)).padStart(3, '0')}`; },
  it_codice_fiscale: (r, p) => { const y = p.dob.getUTCFullYear(); const s = `${r.str(6, 'BCDFGLMNPRSTVZ')}${p2(y % 100)}${'ABCDEHLMPRST'[p.dob.getUTCMonth()]}${p2(p.dob.getUTCDate() + (p.female ? 40 : 0))}${r.pick(['F205', 'H501', 'L219', 'A662', 'G273'])}`; return s + X.cfCheck(s); },
  pl_nip: (r) => retry(r, () => { const s = String(r.int(1, 9)) + r.digits(8); const c = wsum(s, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11; if (c === 10) return null; const v = s + c; return `${v.slice(0, 3)}-${v.slice(3, 6)}-${v.slice(6, 8)}-${v.slice(8)}`; }),
  pt_nif: (r) => { const s = String(r.pick([1, 2, 3])) + r.digits(7); let c = 11 - (wsum(s, [9, 8, 7, 6, 5, 4, 3, 2]) % 11); if (c >= 10) c = 0; return s + c; },
  br_cpf: (r) => retry(r, () => { const s = r.digits(9); if (/^(\d)\1+$/.test(s)) return null; const c1 = (wsum(s, [10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11 % 10; const c2 = (wsum(s + c1, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11 % 10; return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6)}-${c1}${c2}`; }),
  ar_cuit: (r) => retry(r, () => { const s = r.pick(['20', '23', '27']) + r.int(20000000, 45999999); let c = 11 - (wsum(s, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); if (c === 11) c = 0; if (c === 10) return null; return `${s.slice(0, 2)}-${s.slice(2)}-${c}`; }),
  ru_inn: (r) => { let s = r.pick(['77', '78', '50', '66']) + r.digits(8); s += (wsum(s, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10; s += (wsum(s, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10; return s; },
  ua_rnokpp: (r) => { const s = r.digits(9); return s + ((wsum(s, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11) + 11) % 11 % 10; },
  gr_afm: (r) => { const s = String(r.int(0, 1)) + r.digits(7); let sum = 0; for (let i = 0; i < 8; i++) sum += +s[i] * 2 ** (8 - i); return s + (sum % 11) % 10; },
  hu_adoazonosito: (r) => retry(r, () => { const s = '8' + r.digits(8); const c = wsum(s, [1, 2, 3, 4, 5, 6, 7, 8, 9]) % 11; return c === 10 ? null : s + c; }),
  in_pan: (r) => `${r.str(3, UPPER)}P${r.str(1, UPPER)}${r.digits(4)}${r.str(1, UPPER)}`,
  us_itin: (r) => `9${r.digits(2)}-${r.pick(['70', '71', '78', '88', '90', '92', '94'])}-${r.digits(4)}`,
  au_tfn: (r) => retry(r, () => { const s = r.digits(8); for (let c = 0; c < 10; c++) { if (wsum(s + c, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0) return `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}${c}`; } return null; }),
  tr_vkn: (r) => { const s = r.digits(9); return s + X.trVknCheck(s); },
  nz_ird: (r) => retry(r, () => { const s = '0' + String(r.int(10000000, 14999999)).slice(1); const c = X.nzIrdCheck(s); if (c == null) return null; const v = s + c; return `${v.slice(1, 3)}-${v.slice(3, 6)}-${v.slice(6)}`; }),
  mx_rfc: (r, p) => { const y = p.dob.getUTCFullYear(); return `${r.str(4, 'BCDGHLMPRSV')}${p2(y % 100)}${p2(p.dob.getUTCMonth() + 1)}${p2(p.dob.getUTCDate())}${r.str(3, UPPER + DIG)}`; },
  id_npwp: (r) => { const s = r.digits(15); return `${s.slice(0, 2)}.${s.slice(2, 5)}.${s.slice(5, 8)}.${s[8]}-${s.slice(9, 12)}.${s.slice(12)}`; },
};
// IBAN
const BBAN = { DE: 'n18', FR: 'n23', ES: 'n20', IT: 'a1n22', NL: 'a4n10', BE: 'n12', AT: 'n16', CH: 'n17', PL: 'n24', SE: 'n20', NO: 'n11', DK: 'n14', FI: 'n14', CZ: 'n20', PT: 'n21', GB: 'a4n14', IE: 'a4n14', TR: 'n22', GR: 'n23', RO: 'a4n16', HU: 'n24', SA: 'n20', IL: 'n19', UA: 'n25', BR: 'n23a2', EG: 'n25' };
const BANKS = { NL: ['ABNA', 'INGB', 'RABO', 'TRIO'], GB: ['BARC', 'LOYD', 'NWBK', 'HBUK', 'MONZ'], IE: ['AIBK', 'BOFI'], RO: ['BTRL', 'RNCB', 'BRDE'] };
export function iban(r, cc) {
  let bban = '';
  for (const [, t, n] of BBAN[cc].matchAll(/([an])(\d+)/g)) bban += t === 'n' ? r.digits(+n) : (BANKS[cc] && +n === 4 ? r.pick(BANKS[cc]) : r.str(+n, UPPER));
  if (cc === 'BE') { const b = bban.slice(0, 10); const c = Number(BigInt(b) % 97n) || 97; bban = b + p2(c); }
  if (cc === 'BR') bban = bban.slice(0, 23) + 'C1';
  const chk = 98 - X.mod97(X.ibanToNum(bban + cc + '00'));
  return cc + p2(chk) + bban;
}
export const groupIban = (s) => s.replace(/(.{4})/g, '$1 ').trim();
// bank accounts in local form: returns {type, value, routing?}
export const BANKACC = {
  us: (r) => { const rt = retry(r, () => { const s = r.pick(['0', '1', '2', '3']) + r.digits(7); for (let c = 0; c < 10; c++) if (wsum(s + c, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0) return s + c; return null; }); return { type: 'us_bank_account', value: r.digits(r.int(9, 12)), routing: rt, routingLabel: 'Routing (ABA)' }; },
  gb: (r) => ({ type: 'uk_account_number', value: r.digits(8), routing: `${r.digits(2)}-${r.digits(2)}-${r.digits(2)}`, routingLabel: 'Sort code' }),
  au: (r) => ({ type: 'au_account_number', value: r.digits(r.int(8, 9)), routing: `${r.pick(['062', '083', '033', '012'])}-${r.digits(3)}`, routingLabel: 'BSB' }),
  ca: (r) => ({ type: 'ca_account_number', value: r.digits(7), routing: `${r.digits(5)}-${r.pick(['001', '002', '003', '004', '006', '815'])}`, routingLabel: 'Transit-Institution' }),
  in: (r) => ({ type: 'in_account_number', value: r.digits(r.int(11, 14)), routing: `${r.pick(['SBIN', 'HDFC', 'ICIC', 'UTIB'])}0${r.digits(6)}`, routingLabel: 'IFSC' }),
  nz: (r) => ({ type: 'nz_account_number', value: `${r.pick(['01', '02', '06', '12'])}-${r.digits(4)}-${r.digits(7)}-${r.digits(2)}` }),
  mx: (r) => { const s = r.pick(['002', '012', '014', '072']) + r.digits(14); let sum = 0; for (let i = 0; i < 17; i++) sum += (+s[i] * [3, 7, 1][i % 3]) % 10; return { type: 'mx_clabe', value: s + (10 - (sum % 10)) % 10 }; },
  pl: (r) => { const ib = iban(r, 'PL'); const s = ib.slice(2); return { type: 'pl_nrb', value: `${s.slice(0, 2)} ${s.slice(2).replace(/(.{4})/g, '$1 ').trim()}` }; },
  cz: (r) => retry(r, () => { const n = r.digits(9); for (let c = 0; c < 10; c++) { const v = n + c; if (wsum(v, [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]) % 11 === 0) return { type: 'cz_account', value: `${v.replace(/^0+/, '')}/${r.pick(['0100', '0300', '0800', '2010', '5500'])}` }; } return null; }),
  hu: (r) => { const blk = () => { const s = r.digits(7); for (let c = 0; c < 10; c++) if (wsum(s + c, [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0) return s + c; }; return { type: 'hu_account', value: `${blk()}-${blk()}` }; },
  no: (r) => retry(r, () => { const s = r.digits(10); let c = 11 - (wsum(s, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); if (c === 11) c = 0; if (c === 10) return null; const v = s + c; return { type: 'no_account', value: `${v.slice(0, 4)}.${v.slice(4, 6)}.${v.slice(6)}` }; }),
  se: (r) => ({ type: 'se_account', value: `${r.pick(['8327-9', '6000', '5000', '3300'])}, ${r.digits(3)} ${r.digits(3)} ${r.digits(3)}` }),
  dk: (r) => ({ type: 'dk_account', value: `${r.digits(4)} ${r.digits(10)}` }),
  jp: (r) => ({ type: 'jp_account_number', value: `${r.pick(['普通', '当座'])} ${r.digits(7)}`, routing: `${r.digits(3)}支店`, routingLabel: '支店' }),
  kr: (r) => ({ type: 'kr_account_number', value: `${r.digits(3)}-${r.digits(6)}-${r.digits(2)}-${r.digits(3)}` }),
  cn: (r) => ({ type: 'cn_account_number', value: `6222 ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(3)}` }),
  ru: (r) => ({ type: 'ru_account_number', value: `40817810${r.digits(12)}`, routing: `04${r.digits(7)}`, routingLabel: 'БИК' }),
  br: (r) => ({ type: 'br_account', value: `Ag. ${r.digits(4)} C/C ${r.digits(5)}-${r.digits(1)}` }),
  ar: (r) => ({ type: 'ar_cbu', value: r.digits(22) }),
  za: (r) => ({ type: 'za_account_number', value: r.digits(10), routing: r.pick(['250655', '632005', '470010', '051001']), routingLabel: 'Branch code' }),
  th: (r) => ({ type: 'th_account_number', value: `${r.digits(3)}-${r.digits(1)}-${r.digits(5)}-${r.digits(1)}` }),
  vn: (r) => ({ type: 'vn_account_number', value: r.digits(r.int(10, 13)) }),
  id: (r) => ({ type: 'id_account_number', value: r.digits(10) }),
  tw: (r) => ({ type: 'tw_account_number', value: r.digits(14) }),
};
export const PASSPORT = {
  us: (r) => r.digits(9), gb: (r) => r.digits(9), de: (r) => 'C' + r.str(8, 'CFGHJKLMNPRTVWXYZ0123456789'), fr: (r) => r.digits(2) + r.str(2, UPPER) + r.digits(5),
  es: (r) => r.str(3, UPPER) + r.digits(6), it: (r) => r.str(2, UPPER) + r.digits(7), nl: (r) => r.str(2, 'ABCDEFGHJKLMNPRSTUVWXYZ') + r.str(6, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789') + r.digits(1),
  in: (r) => r.str(1, 'JKLMNPRSTUVWZ') + r.digits(7), cn: (r) => 'E' + r.str(1, 'ABCDEFGHJK0123456789') + r.digits(7), jp: (r) => r.pick(['TK', 'TR', 'MZ', 'TZ']) + r.digits(7), kr: (r) => 'M' + r.digits(8),
  ru: (r) => `${r.pick(['72', '75', '76'])} ${r.digits(7)}`, br: (r) => r.str(2, 'FGY') + r.digits(6), pl: (r) => r.str(2, 'AEFG') + r.digits(7), se: (r) => r.digits(8), tr: (r) => 'U' + r.digits(8),
  au: (r) => r.pick(['PA', 'PB', 'N', 'E']) + r.digits(7), ca: (r) => r.str(2, 'ABGHKLMP') + r.digits(6), mx: (r) => r.str(1, 'GN') + r.digits(8), generic: (r) => r.str(2, UPPER) + r.digits(r.int(6, 7)),
};
// Turn a valid id into a look-alike whose check digit is wrong (must fail the validator).
export function invalidate(r, type, value) {
  const idx = []; for (let i = 0; i < value.length; i++) if (/\d/.test(value[i])) idx.push(i);
  for (let k = 0; k < 50; k++) {
    const i = idx[idx.length - 1 - (k < 10 ? 0 : r.int(0, Math.min(3, idx.length - 1)))];
    const nv = value.slice(0, i) + String((+value[i] + r.int(1, 9)) % 10) + value.slice(i + 1);
    if (X.validate(type, nv) === false) return nv;
  }
  return null;
}
