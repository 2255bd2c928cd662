// Identifier generators with correct check digits. p = person {dob:{y,m,d}, sex:'M'|'F', fam, giv (latin)}
import { luhnDigit, ibanFrom, verhoeffDigit, wsum, icaoDigit, mod97 } from './util.mjs';

const pad = (n, k = 2) => String(n).padStart(k, '0');
const yy = p => pad(p.dob.y % 100);

export const NID = {
  us_ssn(r) { let a; do a = r.int(1, 899); while (a === 666); return `${pad(a, 3)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`; },
  uk_nino(r) { const f = 'ABCEGHJKLMNOPRSTWXYZ', s = 'ABCEGHJKLMNPRSTWXYZ'; let pre; do pre = r.pick([...f]) + r.pick([...s]); while (['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(pre)); const d = r.digits(6); return r.chance(0.5) ? `${pre} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${r.pick('ABCD')}` : `${pre}${d}${r.pick('ABCD')}`; },
  de_idcard(r) { const al = 'CFGHJKLMNPRTVWXYZ0123456789'; const s = r.pick([...'LMNPRTVWXY']) + r.str(8, al); return s + icaoDigit(s); },
  fr_nir(r, p) { const dep = r.pick(['75', '69', '13', '33', '59', '67', '44', '06', '31', '92']); const n = `${p.sex === 'F' ? 2 : 1}${yy(p)}${pad(p.dob.m)}${dep}${pad(r.int(1, 999), 3)}${pad(r.int(1, 999), 3)}`; const k = pad(97 - Number(BigInt(n) % 97n)); return r.chance(0.6) ? `${n[0]} ${n.slice(1, 3)} ${n.slice(3, 5)} ${n.slice(5, 7)} ${n.slice(7, 10)} ${n.slice(10)} ${k}` : n + k; },
  es_dni(r) { const n = r.int(10000000, 99999999); return n + 'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]; },
  es_nie(r) { const l = r.int(0, 2); const n = r.digits(7); return 'XYZ'[l] + n + 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(l + n) % 23]; },
  nl_bsn(r) { for (;;) { const d = r.int(1, 9) + r.digits(7); const s = wsum(d, [9, 8, 7, 6, 5, 4, 3, 2]); const c = s % 11; if (c < 10) return d + c; } },
  be_nrn(r, p) { const b = `${yy(p)}${pad(p.dob.m)}${pad(p.dob.d)}${pad(r.int(1, 997), 3)}`; const base = p.dob.y >= 2000 ? BigInt('2' + b) : BigInt(b); const c = pad(97 - Number(base % 97n)); return `${b.slice(0, 2)}.${b.slice(2, 4)}.${b.slice(4, 6)}-${b.slice(6)}.${c}`; },
  pl_pesel(r, p) { const mo = p.dob.m + (p.dob.y >= 2000 ? 20 : 0); let s = yy(p) + pad(mo) + pad(p.dob.d) + r.digits(3); s += (p.sex === 'F' ? r.pick('02468') : r.pick('13579')); return s + (10 - wsum(s, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10; },
  pl_idcard(r) { const L = r.upper(3); const d = r.digits(5); const v = [...L].map(c => c.charCodeAt(0) - 55); const sum = v[0] * 7 + v[1] * 3 + v[2] * 1 + wsum(d, [7, 3, 1, 7, 3]); return `${L}${sum % 10}${d}`; },
  tr_tckn(r) { const d = [r.int(1, 9), ...r.digits(8).split('').map(Number)]; const d10 = (((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 + 10) % 10; const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10; return d.join('') + d10 + d11; },
  in_aadhaar(r) { const s = r.int(2, 9) + r.digits(10); const a = s + verhoeffDigit(s); return r.chance(0.7) ? `${a.slice(0, 4)} ${a.slice(4, 8)} ${a.slice(8)}` : a; },
  za_id(r, p) { const s = `${yy(p)}${pad(p.dob.m)}${pad(p.dob.d)}${p.sex === 'F' ? r.int(0, 4) : r.int(5, 9)}${r.digits(3)}0${r.int(8, 9)}`; return s + luhnDigit(s); },
  ca_sin(r) { const s = r.pick('1234567') + r.digits(7); const v = s + luhnDigit(s); return r.chance(0.6) ? `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}` : `${v.slice(0, 3)}-${v.slice(3, 6)}-${v.slice(6)}`; },
  ch_ahv(r) { const s = '756' + r.digits(9); const c = (10 - wsum(s, [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3]) % 10) % 10; const v = s + c; return `${v.slice(0, 3)}.${v.slice(3, 7)}.${v.slice(7, 11)}.${v.slice(11)}`; },
  ru_snils(r) { for (;;) { const s = r.digits(9); if (s <= '001001998') continue; let sum = wsum(s, [9, 8, 7, 6, 5, 4, 3, 2, 1]); let c = sum < 100 ? sum : sum === 100 || sum === 101 ? 0 : sum % 101; if (c === 100) c = 0; return `${s.slice(0, 3)}-${s.slice(3, 6)}-${s.slice(6)} ${pad(c)}`; } },
  sa_nid(r) { const s = r.pick('12') + r.digits(8); return s + luhnDigit(s); },
  eg_nid(r, p) { const gov = r.pick(['01', '02', '03', '04', '12', '13', '14', '21', '88']); return `${p.dob.y >= 2000 ? 3 : 2}${yy(p)}${pad(p.dob.m)}${pad(p.dob.d)}${gov}${r.digits(3)}${p.sex === 'F' ? r.pick('02468') : r.pick('13579')}${r.int(1, 9)}`; },
  jp_mynumber(r) { const s = r.digits(11); let sum = 0; for (let n = 1; n <= 11; n++) { const P = +s[11 - n]; const Q = n <= 6 ? n + 1 : n - 5; sum += P * Q; } const rem = sum % 11; const c = rem <= 1 ? 0 : 11 - rem; const v = s + c; return r.chance(0.5) ? `${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}` : v; },
  cn_rid(r, p) { const area = r.pick(['110105', '310115', '440106', '510104', '330106', '420102', '320102', '500103']); const s = area + p.dob.y + pad(p.dob.m) + pad(p.dob.d) + r.digits(2) + (p.sex === 'F' ? r.pick('02468') : r.pick('13579')); const c = '10X98765432'[wsum(s, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11]; return s + c; },
  tw_id(r, p) { const L = 'ABCDEFGHJKLMNPQRSTUVXYWZIO'; const li = r.int(0, 9); const code = li + 10; const d = (p.sex === 'F' ? '2' : '1') + r.digits(7); const sum = Math.floor(code / 10) + (code % 10) * 9 + wsum(d, [8, 7, 6, 5, 4, 3, 2, 1]); return L[li] + d + (10 - sum % 10) % 10; },
  kr_rrn(r, p) { const g = p.dob.y >= 2000 ? (p.sex === 'F' ? 4 : 3) : (p.sex === 'F' ? 2 : 1); const s = `${yy(p)}${pad(p.dob.m)}${pad(p.dob.d)}${g}${r.digits(5)}`; const c = (11 - wsum(s, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10; return `${s.slice(0, 6)}-${s.slice(6)}${c}`; },
  th_id(r) { const s = r.int(1, 8) + r.digits(11); const c = (11 - wsum(s, [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11) % 10; const v = s + c; return r.chance(0.6) ? `${v[0]}-${v.slice(1, 5)}-${v.slice(5, 10)}-${v.slice(10, 12)}-${v[12]}` : v; },
  vn_cccd(r, p) { return r.pick(['001', '079', '031', '048', '092']) + (p.dob.y >= 2000 ? (p.sex === 'F' ? 3 : 2) : (p.sex === 'F' ? 1 : 0)) + yy(p) + r.digits(6); },
  ua_idcard(r) { return r.digits(9); }, // UNZR is separate; ID card document number: 9 digits
  ar_dni(r) { const n = String(r.int(20000000, 45999999)); return r.chance(0.6) ? `${n.slice(0, 2)}.${n.slice(2, 5)}.${n.slice(5)}` : n; },
  // driving licences (category national_id, see README)
  uk_driving_licence(r, p) { const s = (p.famL.toUpperCase().replace(/[^A-Z]/g, '') + '99999').slice(0, 5); const y = String(p.dob.y); const m = p.dob.m + (p.sex === 'F' ? 50 : 0); const ini = (p.givL[0] + '9').toUpperCase(); return `${s}${y[2]}${pad(m)}${pad(p.dob.d)}${y[3]}${ini}9${r.upper(2)}`; },
  us_dl_ca(r) { return r.upper(1) + r.digits(7); },
  de_fuehrerschein(r) { return r.upper(1) + r.digits(3) + r.upalnum(6) + r.digits(1); },
  fr_permis(r) { return r.digits(12); },
  it_patente(r) { return r.pick(['U1', 'MI', 'RM', 'TO']) + r.digits(7) + r.upper(1); },
  au_dl_nsw(r) { return r.digits(8); },
};

export const TAX = {
  de_steuer_id(r) { for (;;) { const ds = r.shuffle([...'0123456789']); const missing = ds.pop(); void missing; const dup = ds[r.int(0, 8)]; const a = r.shuffle([...ds, dup]); if (a[0] === '0') continue; const s = a.join(''); let prod = 10; for (const c of s) { let sum = (+c + prod) % 10; if (sum === 0) sum = 10; prod = (sum * 2) % 11; } let ck = 11 - prod; if (ck === 10) ck = 0; const v = s + ck; return r.chance(0.5) ? `${v.slice(0, 2)} ${v.slice(2, 5)} ${v.slice(5, 8)} ${v.slice(8)}` : v; } },
  it_cf(r, p) {
    const cons = s => s.toUpperCase().replace(/[^A-Z]/g, '').replace(/[AEIOU]/g, ''); const vow = s => s.toUpperCase().replace(/[^AEIOU]/g, '');
    const sur = (cons(p.famL) + vow(p.famL) + 'XXX').slice(0, 3);
    const gc = cons(p.givL); const nm = gc.length >= 4 ? gc[0] + gc[2] + gc[3] : (gc + vow(p.givL) + 'XXX').slice(0, 3);
    const mon = 'ABCDEHLMPRST'[p.dob.m - 1]; const day = pad(p.dob.d + (p.sex === 'F' ? 40 : 0));
    const s = sur + nm + yy(p) + mon + day + r.pick(['H501', 'F205', 'L219', 'F839', 'G273', 'D612', 'A944', 'L736']);
    const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
    let sum = 0; for (let i = 0; i < 15; i++) { const c = s[i]; const v = /\d/.test(c) ? +c : c.charCodeAt(0) - 65; sum += i % 2 === 0 ? odd[v] : v; }
    return s + String.fromCharCode(65 + sum % 26);
  },
  pt_nif(r) { for (;;) { const s = r.pick('123') + r.digits(7); let c = 11 - wsum(s, [9, 8, 7, 6, 5, 4, 3, 2]) % 11; if (c >= 10) c = 0; return s + c; } },
  pl_nip(r) { for (;;) { const s = r.int(1, 9) + r.digits(8); const c = wsum(s, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11; if (c === 10) continue; const v = s + c; return r.chance(0.5) ? `${v.slice(0, 3)}-${v.slice(3, 6)}-${v.slice(6, 8)}-${v.slice(8)}` : v; } },
  br_cpf(r) { for (;;) { const s = r.digits(9); if (/^(\d)\1+$/.test(s)) continue; let c1 = wsum(s, [10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10 % 11 % 10; let c2 = wsum(s + c1, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10 % 11 % 10; const v = s + c1 + c2; return r.chance(0.8) ? `${v.slice(0, 3)}.${v.slice(3, 6)}.${v.slice(6, 9)}-${v.slice(9)}` : v; } },
  ar_cuil(r, p) { for (;;) { const pre = p.sex === 'F' ? '27' : '20'; const s = pre + r.int(20000000, 45999999); let c = 11 - wsum(s, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11; if (c === 11) c = 0; if (c === 10) continue; return `${s.slice(0, 2)}-${s.slice(2)}-${c}`; } },
  ua_rnokpp(r) { const s = r.int(1, 4) + r.digits(8); const c = ((wsum(s, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11) + 11) % 11 % 10; return s + c; },
  ru_inn(r) { const s = r.pick(['77', '78', '50', '66', '54']) + r.digits(8); const c1 = wsum(s, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10; const c2 = wsum(s + c1, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10; return s + c1 + c2; },
  in_pan(r) { return r.upper(3) + 'P' + r.upper(1) + r.digits(4) + r.upper(1); },
  us_itin(r) { return `9${r.digits(2)}-${r.pick(['70', '71', '72', '73', '78', '80', '83', '88', '90', '92', '94', '99'])}-${r.digits(4)}`; },
  au_tfn(r) { for (;;) { const s = r.digits(8); for (let c = 0; c < 10; c++) { const v = s + c; if (wsum(v, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0) return `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}`; } } },
  es_nif(r) { const n = r.int(10000000, 99999999); return n + 'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]; },
  fr_spi(r) { return r.pick('0123') + r.digits(12); }, // numéro fiscal (format only)
  mx_rfc(r, p) { return (p.famL.toUpperCase().replace(/[^A-Z]/g, '') + 'XX').slice(0, 2) + r.upper(1) + (p.givL[0] || 'X').toUpperCase() + yy(p) + pad(p.dob.m) + pad(p.dob.d) + r.upalnum(3); },
  ch_uid_vat(r) { return `CHE-${r.digits(3)}.${r.digits(3)}.${r.digits(3)}`; },
};

// passport numbers by issuing state (format-correct)
export const PASSPORT = {
  USA: r => r.chance(0.5) ? r.int(1, 6) + r.digits(8) : 'A' + r.digits(8),
  GBR: r => r.int(1, 9) + r.digits(8),
  DEU: r => 'C' + r.str(8, 'CFGHJKLMNPRTVWXYZ0123456789'),
  FRA: r => r.digits(2) + r.upper(2) + r.digits(5),
  ESP: r => r.str(3, 'ABCDEFGHJKLMNPRSTUVWXYZ') + r.digits(6),
  ITA: r => r.upper(2) + r.digits(7),
  PRT: r => r.upper(1) + r.digits(6),
  NLD: r => r.str(2, 'ABCDEFGHIJKLMNPQRSTUVWXYZ') + r.str(6, 'ABCDEFGHIJKLMNPQRSTUVWXYZ0123456789') + r.digits(1),
  POL: r => r.upper(2) + r.digits(7),
  UKR: r => r.upper(2) + r.digits(6),
  RUS: r => r.int(10, 99) + r.digits(7),
  TUR: r => r.pick('USZ') + r.digits(8),
  IND: r => r.str(1, 'ABCDEFGHJKLMNPRSTUVW') + r.digits(7),
  JPN: r => r.pick(['TK', 'TR', 'MZ', 'TZ', 'TH']) + r.digits(7),
  CHN: r => r.chance(0.5) ? 'E' + r.digits(8) : 'E' + r.upper(1) + r.digits(7),
  TWN: r => r.int(3, 3) + r.digits(8),
  KOR: r => 'M' + r.digits(3) + r.upper(1) + r.digits(4),
  THA: r => r.upper(2) + r.digits(7),
  VNM: r => r.pick('BCN') + r.digits(7),
  SAU: r => r.pick('ABHJ') + r.digits(7),
  EGY: r => r.pick('AP') + r.digits(8),
  BRA: r => r.upper(2) + r.digits(6),
  ARG: r => r.digits(8) + 'N',
  ZAF: r => r.pick('AM') + r.digits(8),
  CAN: r => r.upper(2) + r.digits(6),
  AUS: r => r.pick('NPER') + r.upper(1) + r.digits(7),
  CHE: r => r.pick('XS') + r.digits(7),
  AUT: r => r.pick('PU') + r.digits(7),
  MEX: r => r.pick('GN') + r.digits(8),
  BEL: r => r.upper(2) + r.digits(6),
};

export function cardNumber(r, scheme) {
  const sch = scheme || r.wpick([['visa', 5], ['mastercard', 4], ['amex', 2], ['discover', 1], ['jcb', 1], ['unionpay', 1], ['diners', 0.5], ['maestro', 0.5]]);
  const spec = { visa: [() => '4', 16], mastercard: [() => r.chance(0.7) ? '5' + r.int(1, 5) : String(r.int(2221, 2720)), 16], amex: [() => r.pick(['34', '37']), 15], discover: [() => r.pick(['6011', '65']), 16], jcb: [() => String(r.int(3528, 3589)), 16], unionpay: [() => '62' + r.int(12, 88), 16], diners: [() => '36', 14], maestro: [() => r.pick(['6759', '5018', '5020']), 16] }[sch];
  let n; const bad = ['4111111111111111', '4242424242424242', '5555555555554444', '378282246310005', '4012888888881881', '5105105105105100', '6011111111111117'];
  do { const pre = spec[0](); const body = pre + r.digits(spec[1] - 1 - pre.length); n = body + luhnDigit(body); } while (bad.includes(n));
  return { scheme: sch, n };
}
export function fmtCard(r, n, style) {
  style = style || r.wpick([['space', 5], ['compact', 3], ['dash', 2]]);
  if (style === 'compact') return n;
  const sep = style === 'dash' ? '-' : ' ';
  if (n.length === 15) return [n.slice(0, 4), n.slice(4, 10), n.slice(10)].join(sep);
  if (n.length === 14) return [n.slice(0, 4), n.slice(4, 10), n.slice(10)].join(sep);
  return n.match(/.{1,4}/g).join(sep);
}

// IBAN by country; returns {iban, bban parts}
export function iban(r, cc) {
  const num = k => r.digits(k);
  const b = {
    DE: () => r.pick(['10070000', '20050550', '37040044', '50010517', '70020270', '12030000']) + num(10),
    AT: () => num(16), CH: () => num(5) + num(12), BE: () => { const s = num(10); return s + pad(Number(BigInt(s) % 97n) || 97); },
    FR: () => { const bank = num(5), br = num(5), acc = num(11); const key = 97 - Number((89n * BigInt(bank) + 15n * BigInt(br) + 3n * BigInt(acc)) % 97n); return bank + br + acc + pad(key); },
    ES: () => num(20), IT: () => r.upper(1) + num(10) + num(12), PT: () => num(21), NL: () => r.pick(['ABNA', 'INGB', 'RABO', 'SNSB', 'TRIO']) + num(10),
    PL: () => num(24), GB: () => r.pick(['BARC', 'LOYD', 'HBUK', 'NWBK', 'MIDL']) + num(14), TR: () => num(5) + '0' + num(16),
    SA: () => num(2) + num(18), UA: () => num(6) + num(19), EG: () => num(25), BR: () => num(23) + r.pick('CP') + r.pick('12'),
    AE: () => num(19), IE: () => r.pick(['AIBK', 'BOFI']) + num(14),
  }[cc]();
  return ibanFrom(cc, b);
}
export const fmtIban = (s, spaced) => spaced ? s.match(/.{1,4}/g).join(' ') : s;

export function abaRouting(r) { for (;;) { const s = r.pick(['02', '03', '04', '05', '06', '07', '08', '09', '11', '12', '21', '22', '26', '31', '32']) + r.digits(6); for (let c = 0; c < 10; c++) if (wsum(s + c, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0) return s + c; } }
export function plNrb(r) { const i = iban(r, 'PL'); const n = i.slice(2); return `${n.slice(0, 2)} ${n.slice(2).match(/.{4}/g).join(' ')}`; }
export { pad, mod97 };
