// Generators for national / tax identifiers, passports, bank accounts and payment cards.
// Each generator takes (rng, person) and returns the identifier as it would be written.
import * as V from './validators.mjs';
import { UPPER, DIGITS } from './prng.mjs';

const p2 = (n) => String(n).padStart(2, '0');
const yy = (y) => p2(y % 100);
const retry = (f) => { for (let i = 0; i < 200; i++) { const r = f(); if (r != null) return r; } throw new Error('retry exhausted'); };

function czRc(rng, p) {
  return retry(() => {
    const mm = p.dob.m + (p.sex === 'f' ? 50 : 0);
    const b9 = yy(p.dob.y) + p2(mm) + p2(p.dob.d) + rng.digits(3);
    const r = Number(BigInt(b9) * 10n % 11n); const c = (11 - r) % 11; if (c === 10) return null;
    return `${b9.slice(0, 6)}/${b9.slice(6)}${c}`;
  });
}
function eeLike(rng, p) {
  const g = p.dob.y >= 2000 ? (p.sex === 'm' ? 5 : 6) : (p.sex === 'm' ? 3 : 4);
  const b = `${g}${yy(p.dob.y)}${p2(p.dob.m)}${p2(p.dob.d)}${rng.digits(3)}`; return b + V.eeIkCalc(b);
}
function cfConsonants(s, isName) {
  const up = s.toUpperCase().normalize('NFD').replace(/[^A-Z]/g, '');
  const cons = up.replace(/[AEIOU]/g, ''), vow = up.replace(/[^AEIOU]/g, '');
  if (isName && cons.length >= 4) return cons[0] + cons[2] + cons[3];
  return (cons + vow + 'XXX').slice(0, 3);
}
const COMUNI = ['H501', 'F205', 'L219', 'F839', 'G273', 'A944', 'D612', 'L736', 'C351', 'A662', 'G224', 'B354'];

export const ID_GEN = {
  us_ssn: { cat: 'national_id', cc: 'US', gen: (r) => { let a; do { a = r.int(1, 899); } while (a === 666); return `${String(a).padStart(3, '0')}-${p2(r.int(1, 99))}-${String(r.int(1, 9999)).padStart(4, '0')}`; } },
  us_itin: { cat: 'tax_id', cc: 'US', gen: (r) => `9${r.digits(2)}-${r.pick(['70', '71', '78', '79', '80', '81', '88', '90', '92', '94'])}-${r.digits(4)}` },
  gb_nino: { cat: 'national_id', cc: 'GB', gen: (r) => { const A = 'ABCEGHJKLMNOPRSTWXYZ', B = 'ABCEGHJKLMNPRSTWXYZ'; let pre; do { pre = r.pick([...A]) + r.pick([...B]); } while (['GB', 'BG', 'NK', 'KN', 'TN', 'NT', 'ZZ'].includes(pre)); const d = r.digits(6); return r.chance(0.5) ? `${pre} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${r.pick([...'ABCD'])}` : `${pre}${d}${r.pick([...'ABCD'])}`; } },
  gb_nhs_number: { cat: 'national_id', cc: 'GB', ck: 1, gen: (r) => retry(() => { const b = r.digits(9); const c = V.gbNhsCalc(b); if (c == null || b[0] === '0') return null; const s = b + c; return `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`; }) },
  ie_pps: { cat: 'national_id', cc: 'IE', ck: 1, gen: (r) => { const b = r.digits(7); return r.chance(0.6) ? b + V.iePpsCalc(b, 'A') + 'A' : b + V.iePpsCalc(b, ''); } },
  ca_sin: { cat: 'national_id', cc: 'CA', ck: 1, gen: (r) => { const b = r.pick(['1', '2', '3', '4', '5', '6', '7']) + r.digits(7); const s = b + V.luhnCalc(b); return r.chance(0.7) ? `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}` : `${s.slice(0, 3)}-${s.slice(3, 6)}-${s.slice(6)}`; } },
  au_tfn: { cat: 'tax_id', cc: 'AU', ck: 1, gen: (r) => retry(() => { const b = r.digits(8); const c = V.auTfnCalc(b); if (c == null) return null; const s = b + c; return `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`; }) },
  au_medicare: { cat: 'national_id', cc: 'AU', ck: 1, gen: (r) => { const b = r.int(2, 6) + r.digits(7); const s = b + V.auMedicareCalc(b) + r.int(1, 5); return `${s.slice(0, 4)} ${s.slice(4, 9)} ${s.slice(9)}`; } },
  za_id: { cat: 'national_id', cc: 'ZA', ck: 1, gen: (r, p) => { const g = p.sex === 'f' ? r.int(0, 4) : r.int(5, 9); const b = `${yy(p.dob.y)}${p2(p.dob.m)}${p2(p.dob.d)}${g}${r.digits(3)}0${r.pick(['8', '9'])}`; return b + V.luhnCalc(b); } },
  de_steuer_id: { cat: 'tax_id', cc: 'DE', ck: 1, gen: (r) => { const ds = r.shuffle([...DIGITS]); const use = ds.slice(0, 9); const dup = r.pick(use); let arr = r.shuffle([...use, dup]); while (arr[0] === '0') arr = r.shuffle(arr); const b = arr.join(''); const s = b + V.mod11_10Calc(b); return r.chance(0.5) ? s : `${s.slice(0, 2)} ${s.slice(2, 5)} ${s.slice(5, 8)} ${s.slice(8)}`; } },
  de_id_card: { cat: 'national_id', cc: 'DE', ck: 1, gen: (r) => { const A = 'CFGHJKLMNPRTVWXYZ', B = 'CFGHJKLMNPRTVWXYZ0123456789'; const b = r.str(A, 1) + r.str(B, 8); return b + V.icao731Calc(b); } },
  at_svnr: { cat: 'national_id', cc: 'AT', ck: 1, gen: (r, p) => retry(() => { const s3 = r.int(1, 9) + r.digits(2); const d6 = `${p2(p.dob.d)}${p2(p.dob.m)}${yy(p.dob.y)}`; const c = V.atSvnrCalc(s3, d6); return c == null ? null : `${s3}${c} ${d6}`; }) },
  ch_ahv: { cat: 'national_id', cc: 'CH', ck: 1, gen: (r) => { const b = '756' + r.digits(9); const s = b + V.ean13Calc(b); return `${s.slice(0, 3)}.${s.slice(3, 7)}.${s.slice(7, 11)}.${s.slice(11)}`; } },
  fr_nir: { cat: 'national_id', cc: 'FR', ck: 1, gen: (r, p) => { const dep = p2(r.pick([1, 6, 13, 31, 33, 35, 38, 44, 59, 67, 69, 75, 76, 92, 93, 94])); const b = `${p.sex === 'f' ? 2 : 1}${yy(p.dob.y)}${p2(p.dob.m)}${dep}${String(r.int(1, 990)).padStart(3, '0')}${String(r.int(1, 999)).padStart(3, '0')}`; const k = V.frNirCalc(b); return r.chance(0.6) ? `${b[0]} ${b.slice(1, 3)} ${b.slice(3, 5)} ${b.slice(5, 7)} ${b.slice(7, 10)} ${b.slice(10)} ${k}` : b + k; } },
  fr_nif: { cat: 'tax_id', cc: 'FR', gen: (r) => { const s = r.int(0, 3) + r.digits(12); return `${s.slice(0, 2)} ${s.slice(2, 4)} ${s.slice(4, 7)} ${s.slice(7, 10)} ${s.slice(10)}`; } },
  be_nn: { cat: 'national_id', cc: 'BE', ck: 1, gen: (r, p) => { const ser = String(r.int(1, 997)); const s3 = ser.padStart(3, '0'); const sx = (p.sex === 'm') === (+s3 % 2 === 1) ? s3 : String((+s3 + 1)).padStart(3, '0'); const b = `${yy(p.dob.y)}${p2(p.dob.m)}${p2(p.dob.d)}${sx}`; const c = V.beNnCalc(b, p.dob.y >= 2000); return `${b.slice(0, 2)}.${b.slice(2, 4)}.${b.slice(4, 6)}-${b.slice(6)}.${c}`; } },
  nl_bsn: { cat: 'national_id', cc: 'NL', ck: 1, gen: (r) => retry(() => { const b = r.int(1, 6) + r.digits(7); const c = V.nlBsnCalc(b); return c == null ? null : (r.chance(0.7) ? b + c : `${b.slice(0, 4)}.${b.slice(4, 6)}.${b.slice(6)}${c}`); }) },
  es_dni: { cat: 'national_id', cc: 'ES', ck: 1, gen: (r) => { const n = r.digits(8); return r.chance(0.8) ? n + V.esDniCalc(n) : `${n}-${V.esDniCalc(n)}`; } },
  es_nie: { cat: 'national_id', cc: 'ES', ck: 1, gen: (r) => { const L = r.pick(['X', 'Y', 'Z']); const n = r.digits(7); return `${L}${n}${V.esDniCalc('XYZ'.indexOf(L) + n)}`; } },
  pt_nif: { cat: 'tax_id', cc: 'PT', ck: 1, gen: (r) => { const b = r.pick(['1', '2', '2', '3']) + r.digits(7); return b + V.ptNifCalc(b); } },
  it_codice_fiscale: { cat: 'tax_id', cc: 'IT', ck: 1, gen: (r, p) => { const b = cfConsonants(p.family, false) + cfConsonants(p.given, true) + yy(p.dob.y) + 'ABCDEHLMPRST'[p.dob.m - 1] + p2(p.dob.d + (p.sex === 'f' ? 40 : 0)) + r.pick(COMUNI); return b + V.itCfCalc(b); } },
  pl_pesel: { cat: 'national_id', cc: 'PL', ck: 1, gen: (r, p) => { const mm = p.dob.m + (p.dob.y >= 2000 ? 20 : 0); let ser = r.digits(3); let g = r.int(0, 4) * 2 + (p.sex === 'm' ? 1 : 0); const b = `${yy(p.dob.y)}${p2(mm)}${p2(p.dob.d)}${ser}${g}`; return b + V.plPeselCalc(b); } },
  pl_nip: { cat: 'tax_id', cc: 'PL', ck: 1, gen: (r) => retry(() => { const b = r.int(1, 9) + r.digits(8); const c = V.plNipCalc(b); if (c == null) return null; const s = b + c; return r.chance(0.5) ? s : `${s.slice(0, 3)}-${s.slice(3, 6)}-${s.slice(6, 8)}-${s.slice(8)}`; }) },
  cz_rodne_cislo: { cat: 'national_id', cc: 'CZ', ck: 1, gen: czRc },
  sk_rodne_cislo: { cat: 'national_id', cc: 'SK', ck: 1, gen: czRc },
  se_personnummer: { cat: 'national_id', cc: 'SE', ck: 1, gen: (r, p) => { const b = `${yy(p.dob.y)}${p2(p.dob.m)}${p2(p.dob.d)}${r.digits(2)}${r.int(0, 4) * 2 + (p.sex === 'm' ? 1 : 0)}`; const c = V.luhnCalc(b); return r.chance(0.2) ? `${p.dob.y}${b.slice(2, 6)}-${b.slice(6)}${c}` : `${b.slice(0, 6)}-${b.slice(6)}${c}`; } },
  no_fodselsnummer: { cat: 'national_id', cc: 'NO', ck: 1, gen: (r, p) => retry(() => { const ind = p.dob.y >= 2000 ? r.int(500, 999) : r.int(0, 499); const i3 = String(ind - (ind % 2) + (p.sex === 'm' ? 1 : 0)).padStart(3, '0'); const b = `${p2(p.dob.d)}${p2(p.dob.m)}${yy(p.dob.y)}${i3}`; const c = V.noFnrCalc(b); return c == null ? null : (r.chance(0.5) ? b + c : `${b.slice(0, 6)} ${b.slice(6)}${c}`); }) },
  dk_cpr: { cat: 'national_id', cc: 'DK', gen: (r, p) => `${p2(p.dob.d)}${p2(p.dob.m)}${yy(p.dob.y)}-${r.digits(3)}${r.int(0, 4) * 2 + (p.sex === 'm' ? 1 : 0)}` },
  fi_hetu: { cat: 'national_id', cc: 'FI', ck: 1, gen: (r, p) => { const d = `${p2(p.dob.d)}${p2(p.dob.m)}${yy(p.dob.y)}`; const n = r.int(2, 899); const z = String(n - (n % 2) + (p.sex === 'm' ? 1 : 0)).padStart(3, '0'); return `${d}${p.dob.y >= 2000 ? 'A' : '-'}${z}${V.fiHetuCalc(d, z)}`; } },
  ee_isikukood: { cat: 'national_id', cc: 'EE', ck: 1, gen: eeLike },
  lt_asmens_kodas: { cat: 'national_id', cc: 'LT', ck: 1, gen: eeLike },
  lv_personas_kods: { cat: 'national_id', cc: 'LV', ck: 1, gen: (r, p) => { const b = `${p2(p.dob.d)}${p2(p.dob.m)}${yy(p.dob.y)}${p.dob.y >= 2000 ? 2 : 1}${r.digits(3)}`; return `${b.slice(0, 6)}-${b.slice(6)}${V.lvPkCalc(b)}`; } },
  gr_afm: { cat: 'tax_id', cc: 'GR', ck: 1, gen: (r) => { const b = r.pick(['0', '1']) + r.digits(7); return b + V.grAfmCalc(b); } },
  gr_amka: { cat: 'national_id', cc: 'GR', ck: 1, gen: (r, p) => { const b = `${p2(p.dob.d)}${p2(p.dob.m)}${yy(p.dob.y)}${r.digits(4)}`; return b + V.luhnCalc(b); } },
  ro_cnp: { cat: 'national_id', cc: 'RO', ck: 1, gen: (r, p) => { const s = p.dob.y >= 2000 ? (p.sex === 'm' ? 5 : 6) : (p.sex === 'm' ? 1 : 2); const b = `${s}${yy(p.dob.y)}${p2(p.dob.m)}${p2(p.dob.d)}${p2(r.int(1, 46))}${r.digits(3)}`; return b + V.roCnpCalc(b); } },
  bg_egn: { cat: 'national_id', cc: 'BG', ck: 1, gen: (r, p) => { const mm = p.dob.m + (p.dob.y >= 2000 ? 40 : 0); const n = r.int(0, 499) * 2 + (p.sex === 'f' ? 1 : 0); const b = `${yy(p.dob.y)}${p2(mm)}${p2(p.dob.d)}${String(n % 1000).padStart(3, '0')}`; return b + V.bgEgnCalc(b); } },
  hr_oib: { cat: 'tax_id', cc: 'HR', ck: 1, gen: (r) => { const b = r.int(1, 9) + r.digits(9); return b + V.mod11_10Calc(b); } },
  si_emso: { cat: 'national_id', cc: 'SI', ck: 1, gen: (r, p) => retry(() => { const n = p.sex === 'm' ? r.int(0, 499) : r.int(500, 999); const b = `${p2(p.dob.d)}${p2(p.dob.m)}${String(p.dob.y).slice(1)}50${String(n).padStart(3, '0')}`; const c = V.siEmsoCalc(b); return c == null ? null : b + c; }) },
  hu_adoazonosito: { cat: 'tax_id', cc: 'HU', ck: 1, gen: (r, p) => retry(() => { const days = Math.round((Date.UTC(p.dob.y, p.dob.m - 1, p.dob.d) - Date.UTC(1867, 0, 1)) / 86400000); const b = `8${String(days).padStart(5, '0')}${r.digits(3)}`; const c = V.huAdoCalc(b); return c == null ? null : b + c; }) },
  hu_taj: { cat: 'national_id', cc: 'HU', ck: 1, gen: (r) => { const b = r.int(0, 1) + r.digits(7); const s = b + V.huTajCalc(b); return `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`; } },
  tr_tc_kimlik: { cat: 'national_id', cc: 'TR', ck: 1, gen: (r) => { const b = r.int(1, 9) + r.digits(8); return b + V.trTcCalc(b); } },
  il_teudat_zehut: { cat: 'national_id', cc: 'IL', ck: 1, gen: (r) => { const b = r.pick(['0', '2', '3']) + r.digits(7); return b + V.ilTzCalc(b); } },
  sa_national_id: { cat: 'national_id', cc: 'SA', ck: 1, gen: (r) => { const b = r.pick(['1', '1', '2']) + r.digits(8); return b + V.luhnCalc(b); } },
  ae_emirates_id: { cat: 'national_id', cc: 'AE', ck: 1, gen: (r, p) => { const b = `784${p.dob.y}${r.digits(7)}`; const s = b + V.luhnCalc(b); return r.chance(0.8) ? `${s.slice(0, 3)}-${s.slice(3, 7)}-${s.slice(7, 14)}-${s.slice(14)}` : s; } },
  eg_national_id: { cat: 'national_id', cc: 'EG', gen: (r, p) => `${p.dob.y >= 2000 ? 3 : 2}${yy(p.dob.y)}${p2(p.dob.m)}${p2(p.dob.d)}${r.pick(['01', '02', '03', '12', '13', '21', '88'])}${r.digits(3)}${p.sex === 'm' ? r.pick(['1', '3', '5', '7', '9']) : r.pick(['2', '4', '6', '8'])}${r.digits(1)}` },
  in_aadhaar: { cat: 'national_id', cc: 'IN', ck: 1, gen: (r) => { const b = r.int(2, 9) + r.digits(10); const s = b + V.verhoeffCalc(b); return r.chance(0.75) ? `${s.slice(0, 4)} ${s.slice(4, 8)} ${s.slice(8)}` : s; } },
  in_pan: { cat: 'tax_id', cc: 'IN', gen: (r, p) => `${r.str(UPPER, 3)}P${(p.familyLatin || 'K')[0].toUpperCase()}${r.digits(4)}${r.str(UPPER, 1)}` },
  cn_resident_id: { cat: 'national_id', cc: 'CN', ck: 1, gen: (r, p) => { const b = `${r.pick(['110105', '310115', '440305', '330106', '510107', '420106', '320102', '610113'])}${p.dob.y}${p2(p.dob.m)}${p2(p.dob.d)}${r.digits(2)}${r.int(0, 4) * 2 + (p.sex === 'm' ? 1 : 0)}`; return b + V.cnRicCalc(b); } },
  tw_national_id: { cat: 'national_id', cc: 'TW', ck: 1, gen: (r, p) => { const b = r.pick([...'ABCDEFGHJKLMNPQRSTUVXYWZIO']) + (p.sex === 'f' ? '2' : '1') + r.digits(7); return b + V.twIdCalc(b); } },
  jp_my_number: { cat: 'national_id', cc: 'JP', ck: 1, gen: (r) => { const b = r.digits(11); const s = b + V.jpMyNumberCalc(b); return r.chance(0.5) ? `${s.slice(0, 4)} ${s.slice(4, 8)} ${s.slice(8)}` : s; } },
  kr_rrn: { cat: 'national_id', cc: 'KR', ck: 1, gen: (r, p) => { const g = p.dob.y >= 2000 ? (p.sex === 'm' ? 3 : 4) : (p.sex === 'm' ? 1 : 2); const b = `${yy(p.dob.y)}${p2(p.dob.m)}${p2(p.dob.d)}${g}${r.digits(5)}`; return `${b.slice(0, 6)}-${b.slice(6)}${V.krRrnCalc(b)}`; } },
  th_national_id: { cat: 'national_id', cc: 'TH', ck: 1, gen: (r) => { const b = r.int(1, 8) + r.digits(11); const s = b + V.thIdCalc(b); return r.chance(0.6) ? `${s[0]}-${s.slice(1, 5)}-${s.slice(5, 10)}-${s.slice(10, 12)}-${s[12]}` : s; } },
  sg_nric: { cat: 'national_id', cc: 'SG', ck: 1, gen: (r, p) => { const pre = p.dob.y >= 2000 ? 'T' : 'S'; const b = r.digits(7); return pre + b + V.sgNricCalc(pre, b); } },
  my_nric: { cat: 'national_id', cc: 'MY', gen: (r, p) => `${yy(p.dob.y)}${p2(p.dob.m)}${p2(p.dob.d)}-${p2(r.int(1, 16))}-${r.digits(3)}${r.int(0, 4) * 2 + (p.sex === 'm' ? 1 : 0)}` },
  id_nik: { cat: 'national_id', cc: 'ID', gen: (r, p) => `${r.pick(['3171', '3273', '3578', '5171', '1271', '3374'])}${p2(r.int(1, 30))}${p2(p.dob.d + (p.sex === 'f' ? 40 : 0))}${p2(p.dob.m)}${yy(p.dob.y)}${String(r.int(1, 999)).padStart(4, '0')}` },
  vn_cccd: { cat: 'national_id', cc: 'VN', gen: (r, p) => `${r.pick(['001', '079', '031', '048', '092', '036'])}${(p.dob.y >= 2000 ? 2 : 0) + (p.sex === 'f' ? 1 : 0)}${yy(p.dob.y)}${r.digits(6)}` },
  br_cpf: { cat: 'national_id', cc: 'BR', ck: 1, gen: (r) => retry(() => { const b = r.digits(9); if (/^(\d)\1+$/.test(b)) return null; const s = b + V.brCpfCalc(b); return r.chance(0.75) ? `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}` : s; }) },
  mx_curp: { cat: 'national_id', cc: 'MX', ck: 1, gen: (r, p) => { const fam = (p.familyLatin || 'GARCIA').toUpperCase().normalize('NFD').replace(/[^A-Z]/g, ''); const giv = (p.givenLatin || 'JUAN').toUpperCase().normalize('NFD').replace(/[^A-Z]/g, ''); const vow = (fam.slice(1).match(/[AEIOU]/) || ['X'])[0]; const cons = (s) => (s.slice(1).match(/[^AEIOU]/) || ['X'])[0]; const b = `${fam[0]}${vow}${r.str(UPPER, 1)}${giv[0]}${yy(p.dob.y)}${p2(p.dob.m)}${p2(p.dob.d)}${p.sex === 'f' ? 'M' : 'H'}${r.pick(['DF', 'JC', 'NL', 'MC', 'PL', 'VZ', 'GT', 'YN'])}${cons(fam)}${r.str('BCDFGHJKLMNPQRSTVWXYZ', 1)}${cons(giv)}${p.dob.y >= 2000 ? r.str(UPPER, 1) : r.digits(1)}`; return b + V.mxCurpCalc(b); } },
  mx_rfc: { cat: 'tax_id', cc: 'MX', gen: (r, p) => { const fam = (p.familyLatin || 'GARCIA').toUpperCase().normalize('NFD').replace(/[^A-Z]/g, ''); const giv = (p.givenLatin || 'JUAN').toUpperCase().normalize('NFD').replace(/[^A-Z]/g, ''); return `${fam.slice(0, 2)}${r.str(UPPER, 1)}${giv[0]}${yy(p.dob.y)}${p2(p.dob.m)}${p2(p.dob.d)}${r.str('ABCDEFGHJKLMNPQRSTUVWXYZ123456789', 2)}${r.str('0123456789A', 1)}`; } },
  ar_dni: { cat: 'national_id', cc: 'AR', gen: (r) => { const n = String(r.int(20000000, 45999999)); return r.chance(0.6) ? `${n.slice(0, 2)}.${n.slice(2, 5)}.${n.slice(5)}` : n; } },
  ar_cuil: { cat: 'tax_id', cc: 'AR', ck: 1, gen: (r, p) => retry(() => { const b = (p.sex === 'f' ? '27' : '20') + String(r.int(20000000, 45999999)); const c = V.arCuitCalc(b); return c == null ? null : `${b.slice(0, 2)}-${b.slice(2)}-${c}`; }) },
  cl_run: { cat: 'national_id', cc: 'CL', ck: 1, gen: (r) => { const n = String(r.int(8000000, 24999999)); const c = V.clRutCalc(n); const f = n.length === 8 ? `${n.slice(0, 2)}.${n.slice(2, 5)}.${n.slice(5)}` : `${n.slice(0, 1)}.${n.slice(1, 4)}.${n.slice(4)}`; return r.chance(0.7) ? `${f}-${c}` : `${n}-${c}`; } },
  co_cedula: { cat: 'national_id', cc: 'CO', gen: (r) => { const n = String(r.int(10000000, 1099999999)); return r.chance(0.5) ? n.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : n; } },
  co_nit: { cat: 'tax_id', cc: 'CO', ck: 1, gen: (r) => { const n = String(r.int(10000000, 1099999999)); return `${n.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${V.coNitCalc(n)}`; } },
  ua_rntrc: { cat: 'tax_id', cc: 'UA', ck: 1, gen: (r, p) => { const days = Math.round((Date.UTC(p.dob.y, p.dob.m - 1, p.dob.d) - Date.UTC(1899, 11, 31)) / 86400000); const b = String(days).padStart(5, '0') + r.digits(3) + (r.int(0, 4) * 2 + (p.sex === 'm' ? 1 : 0)); return b + V.uaRntrcCalc(b); } },
  ru_inn: { cat: 'tax_id', cc: 'RU', ck: 1, gen: (r) => { const b = r.pick(['77', '78', '50', '54', '66', '16', '23', '63']) + r.digits(8); return b + V.ruInnCalc(b); } },
  ru_snils: { cat: 'national_id', cc: 'RU', ck: 1, gen: (r) => { const b = String(r.int(100000000, 199999999)).padStart(9, '0'); const c = V.ruSnilsCalc(b); return `${b.slice(0, 3)}-${b.slice(3, 6)}-${b.slice(6)} ${c}`; } },
};

// Passport number shapes by country (no public check digit outside the MRZ).
export const PASSPORT = {
  US: (r) => r.chance(0.7) ? r.digits(9) : 'A' + r.digits(8), GB: (r) => String(r.int(1, 9)) + r.digits(8), IE: (r) => r.str('PL', 1) + r.str(UPPER, 1) + r.digits(7),
  CA: (r) => r.str(UPPER, 2) + r.digits(6), AU: (r) => r.pick(['PA', 'PB', 'RA', 'N']) + r.digits(7), ZA: (r) => 'A' + r.digits(8),
  DE: (r) => 'C' + r.str('CFGHJKLMNPRTVWXYZ0123456789', 8), AT: (r) => r.str(UPPER, 1) + ' ' + r.digits(7), CH: (r) => r.str(UPPER, 1) + r.digits(7),
  FR: (r) => r.digits(2) + r.str(UPPER, 2) + r.digits(5), BE: (r) => r.str(UPPER, 2) + r.digits(6), NL: (r) => r.str('BCDFGHJKLMNPRSTVWXYZ', 2) + r.str('BCDFGHJKLMNPRSTVWXYZ0123456789', 6) + r.digits(1),
  ES: (r) => r.str(UPPER, 3) + r.digits(6), PT: (r) => r.str(UPPER, 1) + r.digits(6), IT: (r) => r.str(UPPER, 2) + r.digits(7), PL: (r) => r.str(UPPER, 2) + r.digits(7),
  CZ: (r) => r.digits(8), SK: (r) => r.str(UPPER, 2) + r.digits(7), SE: (r) => r.digits(8), NO: (r) => r.digits(8), DK: (r) => r.digits(9), FI: (r) => r.str(UPPER, 2) + r.digits(7),
  GR: (r) => r.str(UPPER, 2) + r.digits(7), RU: (r) => `${r.int(70, 76)} ${r.digits(7)}`, UA: (r) => r.pick(['FA', 'FE', 'FF', 'FH', 'FK', 'EK', 'EP', 'GC']) + r.digits(6), TR: (r) => r.str('UZ', 1) + r.digits(8),
  SA: (r) => r.str(UPPER, 1) + r.digits(8), AE: (r) => r.digits(9), EG: (r) => r.str(UPPER, 1) + r.digits(8), IL: (r) => r.digits(8), IN: (r) => r.str('JKLMNPRSTUVWZ', 1) + r.digits(7),
  TH: (r) => r.str(UPPER, 2) + r.digits(7), CN: (r) => 'E' + r.digits(8), TW: (r) => r.digits(9), JP: (r) => r.str('MT', 1) + r.str('KHZ', 1) + r.digits(7), KR: (r) => 'M' + r.digits(3) + r.str(UPPER, 1) + r.digits(4),
  VN: (r) => r.str('BCN', 1) + r.digits(7), ID: (r) => r.str('ABCX', 1) + r.digits(7), MY: (r) => 'A' + r.digits(8), SG: (r) => 'K' + r.digits(7) + r.str(UPPER, 1), BR: (r) => r.str(UPPER, 2) + r.digits(6),
  MX: (r) => r.str(UPPER, 1) + r.digits(8), AR: (r) => r.digits(8) + 'N', CL: (r) => r.str(UPPER, 1) + r.digits(8), CO: (r) => r.str('AP', 2) + r.digits(6),
  RO: (r) => r.digits(8), HU: (r) => r.str(UPPER, 2) + r.digits(7), BG: (r) => r.digits(9), HR: (r) => r.digits(9), SI: (r) => 'P' + r.str(UPPER, 1) + r.digits(7), EE: (r) => r.str('KA', 1) + r.str('A', 1) + r.digits(7), LT: (r) => r.digits(8), LV: (r) => r.str('LP', 2) + r.digits(7), PH: (r) => 'P' + r.digits(7) + r.str(UPPER, 1),
};

// IBAN: BBAN structure (n digit, a letter, c alnum) and a few real bank codes per country.
const BBAN = { AE: '3n16n', AT: '5n11n', BE: '3n7n2n', BG: '4a4n2n8c', BR: '8n5n10n1a1c', CH: '5n12n', CZ: '4n6n10n', DE: '8n10n', DK: '4n9n1n', EE: '2n2n11n1n', EG: '4n4n17n', ES: '4n4n1n1n10n', FI: '3n11n', FR: '5n5n11n2n', GB: '4a6n8n', GR: '3n4n16n', HR: '7n10n', HU: '3n4n1n15n1n', IE: '4a6n8n', IL: '3n3n13n', IT: '1a5n5n12n', LT: '5n11n', LV: '4a13n', NL: '4a10n', NO: '4n6n1n', PL: '8n16n', PT: '4n4n11n2n', RO: '4a16n', SA: '2n18n', SE: '3n16n1n', SI: '5n8n2n', SK: '4n6n10n', TR: '5n1n16n', UA: '6n19n' };
const BANKS = { DE: ['10070000', '20050550', '37040044', '50010517', '60050101', '70020270', '76026000', '12030000'], NL: ['ABNA', 'INGB', 'RABO', 'SNSB', 'TRIO', 'KNAB'], GB: ['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL', 'MONZ'], IE: ['AIBK', 'BOFI', 'IPBS'], FR: ['30004', '30003', '20041', '10278', '30002'], ES: ['2100', '0049', '0182', '2085', '0081'], IT: ['03069', '02008', '05034'], AT: ['20111', '12000', '32000', '14000'], CH: ['00762', '00230', '80808'], BE: ['001', '063', '068', '310', '363'], LV: ['HABA', 'UNLA', 'RIKO'], RO: ['RNCB', 'BTRL', 'INGB', 'BRDE'], PL: ['10901014', '11402004', '10205561'], SE: ['500', '800', '600'], PT: ['0035', '0033', '0007'] };
export function genIban(r, cc) {
  const pat = BBAN[cc]; let bban = '';
  for (const m of pat.matchAll(/(\d+)([nac])/g)) { const n = +m[1]; bban += m[2] === 'n' ? r.digits(n) : m[2] === 'a' ? r.str(UPPER, n) : r.str(UPPER + DIGITS, n); }
  const bank = BANKS[cc] && r.pick(BANKS[cc]); if (bank) bban = bank + bban.slice(bank.length);
  const iban = cc + V.ibanCheck(cc, bban) + bban;
  if (iban.length !== V.IBAN_LEN[cc]) throw new Error('iban len ' + cc);
  return r.chance(0.65) ? iban.replace(/(.{4})(?=.)/g, '$1 ') : iban;
}
export const IBAN_COUNTRIES = Object.keys(BBAN);

const CARD_PRE = { visa: [['4', 16]], mastercard: [['51', 16], ['52', 16], ['53', 16], ['54', 16], ['55', 16], ['2221', 16], ['2720', 16], ['2367', 16]], amex: [['34', 15], ['37', 15]], discover: [['6011', 16], ['65', 16]], jcb: [['3528', 16], ['3566', 16], ['3589', 16]], diners: [['36', 14], ['300', 14]], unionpay: [['62', 16], ['6212', 19]], maestro: [['6759', 16], ['5018', 16]], mir: [['2200', 16], ['2202', 16]], rupay: [['6521', 16], ['6080', 16]] };
export function genCard(r, brand) {
  const [pre, len] = r.pick(CARD_PRE[brand]); const b = pre + r.digits(len - pre.length - 1); const n = b + V.luhnCalc(b);
  const st = r.int(0, 9);
  if (st < 4) return n;
  const sep = st < 8 ? ' ' : '-';
  if (len === 15) return [n.slice(0, 4), n.slice(4, 10), n.slice(10)].join(sep);
  if (len === 14) return [n.slice(0, 4), n.slice(4, 10), n.slice(10)].join(sep);
  return n.match(/.{1,4}/g).join(sep);
}
export const CARD_BRANDS = Object.keys(CARD_PRE);
export function genAba(r) { const b = r.pick(['0', '1', '2', '3']) + r.int(1, 9) + r.digits(6); return b + V.abaCalc(b); }
export function genClabe(r) { const b = r.pick(['002', '012', '014', '021', '072', '127']) + r.pick(['180', '320', '010', '650']) + r.digits(11); return b + V.clabeCalc(b); }

// crypto wallets
export function genWallet(r) {
  const k = r.weighted([['btc_p2pkh', 3], ['btc_p2sh', 1], ['btc_bech32', 3], ['eth_address', 4], ['tron_address', 1]]);
  if (k === 'btc_p2pkh') return [k, V.base58check(Buffer.concat([Buffer.from([0]), r.bytes(20)]))];
  if (k === 'btc_p2sh') return [k, V.base58check(Buffer.concat([Buffer.from([5]), r.bytes(20)]))];
  if (k === 'tron_address') return [k, V.base58check(Buffer.concat([Buffer.from([0x41]), r.bytes(20)]))];
  if (k === 'btc_bech32') return [k, V.bech32Encode('bc', 0, r.bytes(20))];
  const h = r.bytes(20).toString('hex'); return [k, r.chance(0.7) ? V.eip55(h) : '0x' + h];
}
