// Random value generators per category. Every function returns a field {category, type, value}.
import { CS, pad } from './rng.mjs';
import { LOCALES } from './locales.mjs';
import * as C from './checksum.mjs';

export const deaccent = (s) => s.replace(/ß/g, 'ss').replace(/[łŁ]/g, (c) => (c === 'ł' ? 'l' : 'L')).replace(/ø/g, 'o').replace(/ı/g, 'i').replace(/[đĐ]/g, (c) => (c === 'đ' ? 'd' : 'D')).normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const F = (category, type, value, extra = {}) => ({ category, type, value, ...extra });

// ---------------- people ----------------
export function makePerson(r, lang) {
  const L = LOCALES[lang];
  const g = r.pick(L.given), f = r.pick(L.family);
  const sex = r.chance(0.5) ? 'F' : 'M';
  const y = r.int(1948, 2005), m = r.int(1, 12), d = r.int(1, 28);
  const p = { lang, L, sex, y, m, d, given: g.n, family: f.n, latinGiven: deaccent(g.l), latinFamily: deaccent(f.l) };
  p.name = L.name(g.n, f.n, r);
  const lg = p.latinGiven.toLowerCase().replace(/[^a-z]/g, ''), lf = p.latinFamily.toLowerCase().replace(/[^a-z]/g, '');
  const local = r.pick([`${lg}.${lf}`, `${lg[0]}${lf}`, `${lg}_${lf}${r.int(1, 99)}`, `${lf}.${lg}`, `${lg}${lf}${r.int(70, 99)}`, `${lg}.${lf}${r.int(1, 9)}`]);
  p.email = `${local}@${r.pick(L.mail)}`;
  p.workEmail = `${lg}.${lf}@${r.pick(['northwind-corp.com', 'acmecloud.io', 'helixretail.eu', 'orbitpay.net', 'bluefern.co'])}`;
  return p;
}
export const nameField = (p) => F('person_name', 'full_name', p.name);
export const emailField = (p, work) => F('email', work ? 'work_email' : 'personal_email', work ? p.workEmail : p.email);
export const phoneField = (r, L) => F('phone', 'phone', L.phone(r));
export const addressField = (r, L) => F('address', 'postal_address', L.addr(r, L));
export function dobField(r, p, iso = false) {
  const v = iso ? `${p.y}-${pad(p.m)}-${pad(p.d)}` : p.L.date(p.y, p.m, p.d, r);
  return F('date_of_birth', iso ? 'dob_iso' : 'dob_local', v);
}

// ---------------- national ids ----------------
const yy = (y) => pad(y % 100);
export function nationalId(r, p, type) {
  type = type || r.pick(p.L.nid);
  const { y, m, d, sex } = p; let v;
  switch (type) {
    case 'us_ssn': { let a; do a = r.int(1, 899); while (a === 666); v = `${pad(a, 3)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`; if (r.chance(0.2)) v = v.replace(/-/g, ''); break; }
    case 'gb_nino': { const A = 'ABCEGHJKLMNPRSTWXYZ', B = 'ABCEGHJKLMNPRSTWXYZ'; let pre; do pre = r.pick([...A]) + r.pick([...B]); while (['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'].includes(pre)); const dd = r.digits(6); v = r.chance(0.5) ? `${pre} ${dd.slice(0, 2)} ${dd.slice(2, 4)} ${dd.slice(4)} ${r.pick(['A', 'B', 'C', 'D'])}` : `${pre}${dd}${r.pick(['A', 'B', 'C', 'D'])}`; break; }
    case 'de_steuer_id': { let b; do { const ds = r.shuffle([...'0123456789']).slice(0, 9); ds.splice(r.int(1, 9), 0, ds[r.int(0, 8)]); b = ds.join(''); } while (b[0] === '0'); v = b + C.steuerIdDigit(b); if (r.chance(0.4)) v = `${v.slice(0, 2)} ${v.slice(2, 5)} ${v.slice(5, 8)} ${v.slice(8)}`; break; }
    case 'fr_nir': { const b = `${sex === 'M' ? 1 : 2}${yy(y)}${pad(m)}${pad(r.int(1, 95))}${pad(r.int(1, 999), 3)}${pad(r.int(1, 999), 3)}`; const k = pad(97 - Number(BigInt(b) % 97n)); v = r.chance(0.6) ? `${b[0]} ${b.slice(1, 3)} ${b.slice(3, 5)} ${b.slice(5, 7)} ${b.slice(7, 10)} ${b.slice(10)} ${k}` : b + k; break; }
    case 'es_dni': { const n = r.digits(8); v = n + C.DNI_LETTERS[+n % 23]; break; }
    case 'es_nie': { const pfx = r.pick(['X', 'Y', 'Z']); const n = r.digits(7); v = pfx + n + C.DNI_LETTERS[+('XYZ'.indexOf(pfx) + n) % 23]; break; }
    case 'it_cf': {
      const cons = (s) => s.toUpperCase().replace(/[^A-Z]/g, '').replace(/[AEIOU]/g, ''), vow = (s) => s.toUpperCase().replace(/[^AEIOU]/g, '');
      const sur = (cons(p.latinFamily) + vow(p.latinFamily) + 'XXX').slice(0, 3);
      const gc = cons(p.latinGiven); const nm = gc.length >= 4 ? gc[0] + gc[2] + gc[3] : (gc + vow(p.latinGiven) + 'XXX').slice(0, 3);
      const b = `${sur}${nm}${yy(y)}${'ABCDEHLMPRST'[m - 1]}${pad(sex === 'F' ? d + 40 : d)}${r.pick(['H501', 'F205', 'F839', 'L219', 'A944', 'D612', 'G273'])}`;
      v = b + C.cfChar(b); break;
    }
    case 'pt_nif': { const b = r.pick(['1', '2', '2', '3']) + r.digits(7); v = b + C.nifDigit(b); break; }
    case 'br_cpf': { const b = r.digits(9); const c = b + C.cpfDigits(b); v = r.chance(0.75) ? `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}` : c; break; }
    case 'nl_bsn': { let b; do { b = r.int(1, 6) + r.digits(7); } while (false); let k = ([...b].reduce((t, c, i) => t + +c * (9 - i), 0)) % 11; if (k === 10) return nationalId(r, p, type); v = b + k; break; }
    case 'be_nn': { const base = `${yy(y)}${pad(m)}${pad(d)}${pad(r.int(1, 997), 3)}`; const num = y >= 2000 ? +('2' + base) : +base; const k = pad(97 - (num % 97)); v = r.chance(0.6) ? `${base.slice(0, 2)}.${base.slice(2, 4)}.${base.slice(4, 6)}-${base.slice(6)}.${k}` : base + k; break; }
    case 'pl_pesel': { const mm = y >= 2000 ? m + 20 : m; let ser = r.digits(3) + (sex === 'F' ? r.pick(['0', '2', '4', '6', '8']) : r.pick(['1', '3', '5', '7', '9'])); const b = `${yy(y)}${pad(mm)}${pad(d)}${ser}`; v = b + ((10 - ([...b].reduce((t, c, i) => t + +c * [1, 3, 7, 9][i % 4], 0) % 10)) % 10); break; }
    case 'se_pnr': { const b = `${yy(y)}${pad(m)}${pad(d)}${r.digits(3)}`; const c = b + C.luhnDigit(b); v = r.chance(0.3) ? `${String(y).slice(0, 2)}${c.slice(0, 6)}-${c.slice(6)}` : `${c.slice(0, 6)}-${c.slice(6)}`; break; }
    case 'no_fnr': { let b, k; do { b = `${pad(d)}${pad(m)}${yy(y)}${pad(y >= 2000 ? r.int(500, 999) : r.int(0, 499), 3)}`; k = C.noFnrDigits(b); } while (!k); v = b + k; break; }
    case 'fi_hetu': { const b = `${pad(d)}${pad(m)}${yy(y)}`, z = pad(r.int(2, 899), 3); v = `${b}${y >= 2000 ? 'A' : '-'}${z}${C.HETU_CHARS[+(b + z) % 31]}`; break; }
    case 'dk_cpr': { const b = `${pad(d)}${pad(m)}${yy(y)}`; let s; do { s = r.digits(3); } while (false); const w = [4, 3, 2, 7, 6, 5, 4, 3, 2]; const t = [...(b + s)].reduce((a, c, i) => a + +c * w[i], 0); const k = (11 - (t % 11)) % 11; if (k === 10) return nationalId(r, p, type); v = `${b}-${s}${k}`; break; }
    case 'tr_tckn': { const b = String(r.int(1, 9)) + r.digits(8); v = b + C.tcknDigits(b); break; }
    case 'jp_mynumber': { const b = r.digits(11); const c = b + C.jpMyNumberDigit(b); v = r.chance(0.5) ? `${c.slice(0, 4)} ${c.slice(4, 8)} ${c.slice(8)}` : c; break; }
    case 'cn_rid': { const b = `${r.pick(['110105', '310101', '440106', '440305', '510107', '330106'])}${y}${pad(m)}${pad(d)}${pad(r.int(1, 999), 3)}`; v = b + C.cnRidChar(b); break; }
    case 'kr_rrn': { const s = y >= 2000 ? (sex === 'M' ? 3 : 4) : sex === 'M' ? 1 : 2; const b = `${yy(y)}${pad(m)}${pad(d)}${s}${r.digits(5)}`; const c = b + C.krRrnDigit(b); v = `${c.slice(0, 6)}-${c.slice(6)}`; break; }
    case 'in_aadhaar': { const b = String(r.int(2, 9)) + r.digits(10); const c = b + C.verhoeffDigit(b); v = r.chance(0.7) ? `${c.slice(0, 4)} ${c.slice(4, 8)} ${c.slice(8)}` : c; break; }
    case 'in_pan': v = r.str(3, CS.U) + 'P' + p.latinFamily[0].toUpperCase() + r.digits(4) + r.str(1, CS.U); break;
    case 'sa_nid': { const b = r.pick(['1', '2']) + r.digits(8); v = b + C.luhnDigit(b); break; }
    case 'ae_eid': { const b = `784${y}${r.digits(7)}`; const c = b + C.luhnDigit(b); v = `${c.slice(0, 3)}-${c.slice(3, 7)}-${c.slice(7, 14)}-${c.slice(14)}`; break; }
    case 'eg_nid': v = `${y >= 2000 ? 3 : 2}${yy(y)}${pad(m)}${pad(d)}${r.pick(['01', '02', '21', '88'])}${r.digits(3)}${sex === 'M' ? r.pick(['1', '3', '5']) : r.pick(['2', '4', '6'])}${r.digits(1)}`; break;
    case 'ca_sin': { const b = String(r.int(1, 7)) + r.digits(7); const c = b + C.luhnDigit(b); v = r.chance(0.6) ? `${c.slice(0, 3)} ${c.slice(3, 6)} ${c.slice(6)}` : `${c.slice(0, 3)}-${c.slice(3, 6)}-${c.slice(6)}`; break; }
    case 'au_tfn': { let b, k; const w = [1, 4, 3, 7, 5, 8, 6, 9]; do { b = r.digits(8); const t = [...b].reduce((a, c, i) => a + +c * w[i], 0); k = ((11 - (t % 11)) * 10) % 11; /* 10*k ≡ -t mod 11 */ k = [...Array(10).keys()].find((x) => (t + x * 10) % 11 === 0); } while (k === undefined); const c = b + k; v = `${c.slice(0, 3)} ${c.slice(3, 6)} ${c.slice(6)}`; break; }
    case 'ch_ahv': { const b = '756' + r.digits(9); const c = b + C.ean13Digit(b); v = `${c.slice(0, 3)}.${c.slice(3, 7)}.${c.slice(7, 11)}.${c.slice(11)}`; break; }
    case 'ie_pps': { const b = r.digits(7); v = b + C.ppsLetter(b, 'A') + 'A'; break; }
    case 'cz_rc': { const mm = sex === 'F' ? m + 50 : m; const b = `${yy(y)}${pad(mm)}${pad(d)}`; let s; do { s = r.digits(4); } while (BigInt(b + s) % 11n !== 0n); v = `${b}/${s}`; break; }
    case 'vn_cccd': v = `${r.pick(['001', '079', '048', '031', '092'])}${(y >= 2000 ? 2 : 0) + (sex === 'F' ? 1 : 0)}${yy(y)}${r.digits(6)}`; break;
    case 'za_id': { const b = `${yy(y)}${pad(m)}${pad(d)}${sex === 'F' ? r.int(0, 4) : r.int(5, 9)}${r.digits(3)}08`; v = b + C.luhnDigit(b); break; }
    default: throw new Error('nid ' + type);
  }
  return F('national_id', type, v);
}

// ---------------- passports ----------------
const ISO3 = { US: 'USA', GB: 'GBR', CA: 'CAN', AU: 'AUS', IE: 'IRL', ZA: 'ZAF', DE: 'D', CH: 'CHE', AT: 'AUT', FR: 'FRA', BE: 'BEL', ES: 'ESP', MX: 'MEX', IT: 'ITA', BR: 'BRA', PT: 'PRT', NL: 'NLD', PL: 'POL', CZ: 'CZE', SE: 'SWE', NO: 'NOR', FI: 'FIN', DK: 'DNK', TR: 'TUR', JP: 'JPN', CN: 'CHN', KR: 'KOR', VN: 'VNM', SA: 'SAU', AE: 'ARE', EG: 'EGY', IN: 'IND' };
export function passportNumber(r, cc) {
  switch (cc) {
    case 'US': return r.chance(0.3) ? r.pick(['A', 'B', 'C']) + r.digits(8) : String(r.int(1, 9)) + r.digits(8);
    case 'GB': return String(r.int(1, 9)) + r.digits(8);
    case 'CA': return r.str(2, CS.U) + r.digits(6);
    case 'AU': return r.pick(['N', 'E', 'P', 'R']) + r.digits(7);
    case 'IE': return r.str(2, CS.U) + r.digits(7);
    case 'ZA': return 'A' + r.digits(8);
    case 'DE': return 'C' + r.str(8, 'CFGHJKLMNPRTVWXYZ0123456789');
    case 'CH': return 'X' + r.digits(7);
    case 'AT': return 'P' + r.digits(7);
    case 'FR': return r.digits(2) + r.str(2, CS.U) + r.digits(5);
    case 'BE': return r.str(2, CS.U) + r.digits(6);
    case 'ES': return r.str(3, CS.U) + r.digits(6);
    case 'MX': return 'G' + r.digits(8);
    case 'IT': return r.str(2, CS.U) + r.digits(7);
    case 'BR': return r.str(2, CS.U) + r.digits(6);
    case 'PT': return r.pick(['C', 'P']) + r.digits(6);
    case 'NL': return r.str(2, 'ABCDEFGHJKLMNPRSTUVWXYZ') + r.str(6, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789') + r.digits(1);
    case 'PL': return r.str(2, CS.U) + r.digits(7);
    case 'CZ': return r.digits(8);
    case 'SE': return r.digits(8);
    case 'NO': return r.digits(8);
    case 'FI': return r.str(2, CS.U) + r.digits(7);
    case 'DK': return r.digits(9);
    case 'TR': return 'U' + r.digits(8);
    case 'JP': return r.pick(['TK', 'TR', 'TZ', 'MZ', 'TH']) + r.digits(7);
    case 'CN': return r.chance(0.5) ? 'E' + r.digits(8) : 'EJ' + r.digits(7);
    case 'KR': return 'M' + r.digits(3) + r.str(1, CS.U) + r.digits(4);
    case 'VN': return r.pick(['B', 'C', 'N']) + r.digits(7);
    case 'SA': return r.str(1, CS.U) + r.digits(8);
    case 'AE': return r.digits(9);
    case 'EG': return 'A' + r.digits(8);
    case 'IN': return r.str(1, 'ABCDEFGHJKLMNPRSTUVWXYZ') + r.digits(7);
    default: throw new Error('pp ' + cc);
  }
}
export function passportField(r, p, cc) { cc = cc || r.pick(p.L.pass); return { ...F('passport', `passport_${cc.toLowerCase()}`, passportNumber(r, cc)), cc }; }
const mrzName = (s) => deaccent(s).toUpperCase().replace(/[^A-Z ]/g, '').trim().replace(/\s+/g, '<');
export function mrzField(r, p, pp) {
  const iso = ISO3[pp.cc].padEnd(3, '<');
  const l1 = `P<${iso}${mrzName(p.latinFamily)}<<${mrzName(p.latinGiven)}`.padEnd(44, '<').slice(0, 44);
  const num = pp.value.padEnd(9, '<').slice(0, 9);
  const dob = `${yy(p.y)}${pad(p.m)}${pad(p.d)}`; const ey = 2027 + r.int(0, 8); const exp = `${yy(ey)}${pad(r.int(1, 12))}${pad(r.int(1, 28))}`;
  const pers = '<'.repeat(14);
  const a = num + C.mrzDigit(num) + iso + dob + C.mrzDigit(dob) + p.sex + exp + C.mrzDigit(exp) + pers + C.mrzDigit(pers);
  const comp = C.mrzDigit(a.slice(0, 10) + a.slice(13, 20) + a.slice(21, 43));
  return F('passport', 'mrz_td3', `${l1}\n${a}${comp}`);
}

// ---------------- bank accounts ----------------
const IBAN = {
  DE: (r) => r.digits(18), AT: (r) => r.digits(16), CH: (r) => r.digits(17), GB: (r) => r.pick(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL']) + r.digits(14), IE: (r) => r.pick(['AIBK', 'BOFI']) + r.digits(14),
  FR: (r) => { const b = r.digits(5), g = r.digits(5), a = r.digits(11); const k = 97 - Number((89n * BigInt(b) + 15n * BigInt(g) + 3n * BigInt(a)) % 97n); return b + g + a + pad(k); },
  BE: (r) => { const b = r.digits(10); const k = +b % 97 || 97; return b + pad(k); },
  ES: (r) => { const bb = r.digits(8), a = r.digits(10); const cd = (s, w) => { const x = 11 - ([...s].reduce((t, c, i) => t + +c * w[i], 0) % 11); return x === 11 ? 0 : x === 10 ? 1 : x; }; return bb + cd('00' + bb, [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]) + cd(a, [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]) + a; },
  IT: (r) => { const rest = r.digits(5) + r.digits(5) + r.digits(12); return C.cfChar(rest) + rest; },
  PT: (r) => { const b = r.digits(19); return b + pad(98 - Number((BigInt(b) * 100n) % 97n)); },
  NL: (r) => r.pick(['ABNA', 'INGB', 'RABO', 'TRIO', 'SNSB', 'KNAB', 'BUNQ']) + r.digits(10),
  PL: (r) => { const bank = r.digits(7); const k = (10 - ([...bank].reduce((t, c, i) => t + +c * [3, 9, 7, 1, 3, 9, 7][i], 0) % 10)) % 10; return bank + k + r.digits(16); },
  SE: (r) => r.digits(20), NO: (r) => r.digits(11), FI: (r) => { const b = r.digits(13); return b + C.luhnDigit(b); }, DK: (r) => r.digits(14),
  TR: (r) => r.digits(5) + '0' + r.digits(16), SA: (r) => r.digits(2) + r.digits(18), AE: (r) => r.digits(19), EG: (r) => r.digits(25),
  BR: (r) => r.digits(23) + r.pick(['C', 'P']) + '1',
};
export function iban(r, cc) { const bban = IBAN[cc](r); return cc + C.ibanCheck(cc, bban) + bban; }
export const groupIban = (s) => s.replace(/(.{4})/g, '$1 ').trim();
export function bankFields(r, L, kind) {
  kind = kind || r.pick(L.bank);
  if (kind.startsWith('iban_')) { const cc = kind.slice(5); const v = iban(r, cc); return [F('bank_account', 'iban', r.chance(0.6) ? groupIban(v) : v)]; }
  switch (kind) {
    case 'us_ach': { const b = String(r.pick([0, 1, 2, 3])) + r.digits(7); return [F('bank_account', 'us_account', r.digits(r.int(9, 12))), F('bank_account', 'aba_routing', b + C.abaDigit(b), { soft: true, pre: 'routing' })]; }
    case 'gb_sort': return [F('bank_account', 'gb_account', r.digits(8)), F('bank_account', 'gb_sort_code', `${r.digits(2)}-${r.digits(2)}-${r.digits(2)}`, { soft: true, pre: 'sort code' })];
    case 'au_bsb': return [F('bank_account', 'au_account', r.digits(r.int(6, 9))), F('bank_account', 'au_bsb', `${r.digits(3)}-${r.digits(3)}`, { soft: true, pre: 'BSB' })];
    case 'ca_transit': return [F('bank_account', 'ca_account', r.digits(7)), F('bank_account', 'ca_transit', `${r.digits(5)}-${r.pick(['001', '002', '003', '004', '006', '010'])}`, { soft: true, pre: 'transit/institution' })];
    case 'in_ifsc': return [F('bank_account', 'in_account', r.digits(r.int(11, 16))), F('bank_account', 'in_ifsc', r.pick(['SBIN', 'HDFC', 'ICIC', 'UTIB', 'PUNB']) + '0' + r.digits(6), { soft: true, pre: 'IFSC' })];
    case 'jp_bank': return [F('bank_account', 'jp_account', `${r.pick(['三菱UFJ銀行', 'みずほ銀行', 'ゆうちょ銀行', '三井住友銀行'])} ${r.pick(['新宿', '渋谷', '梅田', '本店営業部'])}支店 普通 ${r.digits(7)}`)];
    case 'cn_bank': { const b = '62' + r.pick(['2202', '2848', '2700', '1700']) + r.digits(12); return [F('bank_account', 'cn_bank_card', (b + C.luhnDigit(b)).replace(/(\d{4})(?=\d)/g, r.chance(0.5) ? '$1 ' : '$1'))]; }
    case 'kr_bank': return [F('bank_account', 'kr_account', r.pick([`110-${r.digits(3)}-${r.digits(6)}`, `${r.digits(3)}-${r.digits(2)}-${r.digits(6)}`, `${r.digits(6)}-${r.digits(2)}-${r.digits(6)}`]))];
    case 'vn_bank': return [F('bank_account', 'vn_account', r.digits(r.int(10, 14)))];
    default: throw new Error('bank ' + kind);
  }
}

// ---------------- cards ----------------
export function cardNumber(r, brand) {
  brand = brand || r.weighted([['visa', 5], ['mastercard', 4], ['amex', 2], ['discover', 1], ['jcb', 1], ['unionpay', 1], ['diners', 1]]);
  let pre, len;
  switch (brand) {
    case 'visa': pre = '4' + r.digits(5); len = 16; break;
    case 'mastercard': pre = r.chance(0.7) ? String(r.int(51, 55)) + r.digits(4) : String(r.int(2221, 2720)) + r.digits(2); len = 16; break;
    case 'amex': pre = r.pick(['34', '37']) + r.digits(4); len = 15; break;
    case 'discover': pre = '6011' + r.digits(2); len = 16; break;
    case 'jcb': pre = String(r.int(3528, 3589)) + r.digits(2); len = 16; break;
    case 'unionpay': pre = '62' + r.pick(['2126', '4000', '6000', '8200']); len = r.pick([16, 19]); break;
    case 'diners': pre = '36' + r.digits(4); len = 14; break;
  }
  const body = pre + r.digits(len - 1 - pre.length); const n = body + C.luhnDigit(body);
  const style = r.int(0, 3);
  let v = n;
  if (style === 1 || style === 2) {
    const sep = style === 1 ? ' ' : '-';
    if (len === 15) v = [n.slice(0, 4), n.slice(4, 10), n.slice(10)].join(sep); else if (len === 14) v = [n.slice(0, 4), n.slice(4, 10), n.slice(10)].join(sep); else v = n.match(/.{1,4}/g).join(sep);
  }
  return F('credit_card', brand, v);
}

// ---------------- IPs ----------------
export function publicIPv4(r) { let a; do a = r.int(1, 223); while ([10, 127, 100, 169, 172, 192, 198, 203, 0].includes(a)); return `${a}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`; }
export function publicIPv6(r) { const g = () => r.int(0, 0xffff).toString(16); const head = r.pick(['2a02', '2a01', '2600', '2604', '2001:4860', '2400', '2409', '2a00']); const full = [head, g(), g(), g()]; return r.chance(0.5) ? `${full.join(':')}::${g()}` : `${full.join(':')}:${g()}:${g()}:${g()}:${g()}`.split(':').slice(0, 8).join(':'); }
export const ipField = (r, v6p = 0.2) => (r.chance(v6p) ? F('ip_address', 'ipv6', publicIPv6(r)) : F('ip_address', 'ipv4', publicIPv4(r)));

// ---------------- crypto wallets ----------------
export function wallet(r, kind) {
  kind = kind || r.weighted([['btc_p2pkh', 2], ['btc_p2sh', 1], ['btc_bech32', 2], ['btc_taproot', 1], ['eth', 4], ['ltc', 1], ['doge', 1], ['trx', 1], ['xrp', 1], ['sol', 1]]);
  const rb = (n) => Buffer.from(Array.from({ length: n }, () => r.int(0, 255)));
  let v;
  switch (kind) {
    case 'btc_p2pkh': v = C.b58check(Buffer.concat([Buffer.from([0]), rb(20)])); break;
    case 'btc_p2sh': v = C.b58check(Buffer.concat([Buffer.from([5]), rb(20)])); break;
    case 'btc_bech32': v = C.bech32Encode('bc', [0, ...C.toWords(rb(20))]); break;
    case 'btc_taproot': v = C.bech32Encode('bc', [1, ...C.toWords(rb(32))], true); break;
    case 'eth': v = '0x' + rb(20).toString('hex'); break;
    case 'ltc': v = r.chance(0.5) ? C.b58check(Buffer.concat([Buffer.from([0x30]), rb(20)])) : C.bech32Encode('ltc', [0, ...C.toWords(rb(20))]); break;
    case 'doge': v = C.b58check(Buffer.concat([Buffer.from([0x1e]), rb(20)])); break;
    case 'trx': v = C.b58check(Buffer.concat([Buffer.from([0x41]), rb(20)])); break;
    case 'xrp': v = C.b58check(Buffer.concat([Buffer.from([0]), rb(20)]), C.XRP_ALPHABET); break;
    case 'sol': { let s; do s = C.b58encode(rb(32)); while (s.length < 43); v = s; break; }
  }
  return F('crypto_wallet', kind, v);
}

// ---------------- passwords ----------------
const WORDS = ['sunset', 'tiger', 'maple', 'rocket', 'coffee', 'harbor', 'violet', 'falcon', 'pepper', 'nimbus', 'cactus', 'walnut', 'orbit', 'lantern', 'puzzle', 'meadow', 'Berlin', 'Kiwi', 'dragon', 'Mango'];
export function password(r) {
  const style = r.int(0, 5); let v;
  if (style === 0) v = r.pick(WORDS).replace(/^./, (c) => c.toUpperCase()) + r.int(1960, 2025) + r.pick(['!', '#', '$', '?', '*', '']);
  else if (style === 1) v = r.str(r.int(12, 20), CS.AN + '!@#%^&*-_=+');
  else if (style === 2) v = [r.pick(WORDS), r.pick(WORDS), r.pick(WORDS), r.int(10, 99)].join(r.pick(['-', '.', '_']));
  else if (style === 3) v = r.str(r.int(8, 12), CS.AN) + r.pick(['!', '@', '#', '%']);
  else if (style === 4) v = r.pick(WORDS) + r.pick(['@', '#', '!']) + r.digits(r.int(3, 6));
  else v = r.str(24, CS.AN);
  if (v.length < 8) v += r.digits(8 - v.length);
  return F('password', 'password', v);
}

// ---------------- API keys (vendor formats) ----------------
const hex = (r, n) => r.str(n, CS.HEX);
const an = (r, n) => r.str(n, CS.AN);
const crc32 = (s) => { let c, crc = 0xffffffff; for (let i = 0; i < s.length; i++) { c = (crc ^ s.charCodeAt(i)) & 0xff; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; crc = (crc >>> 8) ^ c; } return (crc ^ 0xffffffff) >>> 0; };
const base62 = (n, w) => { let o = ''; while (n > 0) { o = CS.AN.replace(/^(.{26})(.{26})(.{10})$/, '$3$1$2')[n % 62] + o; n = Math.floor(n / 62); } return o.padStart(w, '0'); };
const ghTok = (r, pfx) => { const body = an(r, 30); return pfx + body + base62(crc32(body), 6); };
export const API_KEYS = {
  aws_access_key_id: (r) => 'AKIA' + r.str(16, CS.B32.replace(/[01]/g, '')),
  aws_secret_access_key: (r) => r.str(40, CS.B64),
  github_pat_classic: (r) => ghTok(r, 'ghp_'),
  github_pat_fine: (r) => 'github_pat_' + r.str(22, CS.AN) + '_' + r.str(59, CS.AN),
  gitlab_pat: (r) => 'glpat-' + r.str(20, CS.AN + '-_'),
  gitlab_runner_token: (r) => 'glrt-' + r.str(20, CS.AN + '-_'),
  slack_bot_token: (r) => `xoxb-${r.digits(11)}-${r.digits(13)}-${an(r, 24)}`,
  slack_webhook: (r) => `https://hooks.slack.com/services/T${r.str(8, CS.ANU)}/B${r.str(10, CS.ANU)}/${an(r, 24)}`,
  stripe_secret_live: (r) => 'sk_live_' + an(r, r.pick([24, 99])),
  stripe_restricted: (r) => 'rk_live_' + an(r, 99),
  openai_project: (r) => 'sk-proj-' + r.str(74, CS.AN + '-_') + 'T3BlbkFJ' + r.str(74, CS.AN + '-_'),
  openai_legacy: (r) => 'sk-' + an(r, 20) + 'T3BlbkFJ' + an(r, 20),
  anthropic: (r) => 'sk-ant-api03-' + r.str(93, CS.AN + '-_') + 'AA',
  google_api_key: (r) => 'AIza' + r.str(35, CS.AN + '-_'),
  sendgrid: (r) => 'SG.' + r.str(22, CS.AN + '-_') + '.' + r.str(43, CS.AN + '-_'),
  mailgun: (r) => 'key-' + hex(r, 32),
  npm_token: (r) => ghTok(r, 'npm_'),
  pypi_token: (r) => 'pypi-AgEIcHlwaS5vcmc' + r.str(r.int(60, 140), CS.B64U),
  shopify_admin: (r) => 'shpat_' + hex(r, 32),
  huggingface: (r) => 'hf_' + r.str(34, CS.U + CS.L),
  digitalocean_pat: (r) => 'dop_v1_' + hex(r, 64),
  telegram_bot: (r) => `${r.int(100000000, 7999999999)}:AA${r.str(33, CS.AN + '-_')}`,
  twilio_api_key: (r) => 'SK' + hex(r, 32),
  square_access: (r) => 'EAAA' + r.str(60, CS.AN + '-_'),
  postman: (r) => `PMAK-${hex(r, 24)}-${hex(r, 34)}`,
  newrelic_user: (r) => 'NRAK-' + r.str(27, CS.ANU),
  grafana_sa: (r) => `glsa_${an(r, 32)}_${hex(r, 8)}`,
  buildkite: (r) => 'bkua_' + hex(r, 40),
  circleci_pat: (r) => 'CCIPAT_' + an(r, 22) + '_' + hex(r, 40),
  linear: (r) => 'lin_api_' + an(r, 40),
  notion: (r) => 'ntn_' + r.digits(11) + an(r, 35),
  groq: (r) => 'gsk_' + an(r, 52),
  replicate: (r) => 'r8_' + an(r, 37),
  perplexity: (r) => 'pplx-' + an(r, 48),
  doppler: (r) => 'dp.pt.' + an(r, 43),
  alibaba_access_key: (r) => 'LTAI' + an(r, 20),
  tencent_secret_id: (r) => 'AKID' + an(r, 32),
  datadog_api_key: (r) => hex(r, 32),
  atlassian_api_token: (r) => 'ATATT3xFfGF0' + r.str(170, CS.AN + '-_') + '=' + hex(r, 8).toUpperCase(),
  sentry_auth: (r) => 'sntryu_' + hex(r, 64),
  vault_token: (r) => 'hvs.' + r.str(90, CS.AN + '-_'),
  terraform_cloud: (r) => `${an(r, 14)}.atlasv1.${r.str(67, CS.AN)}`,
  azure_openai_key: (r) => hex(r, 32),
};
// Providers without a distinctive prefix are only ever written next to a named key/variable.
export const NO_PREFIX = new Set(['aws_secret_access_key', 'datadog_api_key', 'azure_openai_key']);
export const apiKey = (r, t) => { t = t || r.pick(Object.keys(API_KEYS)); return F('api_key', t, API_KEYS[t](r)); };

// ---------------- access tokens ----------------
const b64u = (s) => Buffer.from(s).toString('base64url');
export function jwt(r, email) {
  const h = b64u(JSON.stringify(r.pick([{ alg: 'RS256', typ: 'JWT', kid: hex(r, 16) }, { alg: 'HS256', typ: 'JWT' }, { alg: 'ES256', typ: 'JWT' }])));
  const now = 1700000000 + r.int(0, 90000000);
  const pl = { sub: r.chance(0.5) ? String(r.int(10000, 999999)) : hex(r, 24), iat: now, exp: now + r.pick([900, 3600, 86400]), iss: r.pick(['https://auth.acmecloud.io', 'https://login.helixretail.eu/oauth2', 'orbitpay-api']) };
  if (email) pl.email = email;
  if (r.chance(0.5)) pl.scope = r.pick(['read write', 'openid profile email', 'admin']);
  return `${h}.${b64u(JSON.stringify(pl))}.${r.str(r.pick([43, 86, 342]), CS.B64U)}`;
}
export const ACCESS = {
  jwt: (r, e) => jwt(r, e),
  oauth_opaque: (r) => r.str(r.int(32, 64), CS.AN),
  google_oauth: (r) => 'ya29.a0' + r.str(r.int(150, 200), CS.AN + '-_'),
  google_refresh: (r) => '1//0' + r.str(r.int(90, 100), CS.AN + '-_'),
  github_oauth: (r) => ghTok(r, 'gho_'),
  github_app_install: (r) => ghTok(r, 'ghs_'),
  github_user_server: (r) => ghTok(r, 'ghu_'),
  slack_user_token: (r) => `xoxp-${r.digits(11)}-${r.digits(12)}-${r.digits(13)}-${hex(r, 32)}`,
  facebook_page: (r) => 'EAAG' + r.str(r.int(150, 190), CS.AN),
  session_cookie: (r) => r.str(32, CS.ANL),
  express_session: (r) => 's%3A' + r.str(32, CS.AN + '-_') + '.' + r.str(43, CS.AN + '%'),
  azure_sas: (r) => `sv=2022-11-02&ss=b&srt=sco&sp=rwdlac&se=2026-12-31T23:59:59Z&st=2026-01-01T00:00:00Z&spr=https&sig=${encodeURIComponent(r.str(43, CS.B64) + '=')}`,
  line_channel: (r) => r.str(171, CS.AN + '/+') + '=',
};
export const accessToken = (r, t, e) => { t = t || r.weighted([['jwt', 5], ['oauth_opaque', 2], ['google_oauth', 1], ['google_refresh', 1], ['github_oauth', 1], ['github_app_install', 1], ['github_user_server', 1], ['slack_user_token', 1], ['facebook_page', 1], ['session_cookie', 2], ['express_session', 1], ['azure_sas', 1], ['line_channel', 1]]); return F('access_token', t, ACCESS[t](r, e)); };

// ---------------- private keys ----------------
const PEM = {
  rsa_pkcs1: ['RSA PRIVATE KEY', 'MIIEow' + 'IBAAKCAQEA', 1588],
  pkcs8: ['PRIVATE KEY', 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ', 1620],
  ec: ['EC PRIVATE KEY', 'MHcCAQEEI', 220],
  openssh: ['OPENSSH PRIVATE KEY', 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW', 370],
  encrypted_pkcs8: ['ENCRYPTED PRIVATE KEY', 'MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI', 1720],
  pgp: ['PGP PRIVATE KEY BLOCK', 'lQOYBG', 1300],
  dsa: ['DSA PRIVATE KEY', 'MIIBuwIBAAKBgQ', 600],
};
export function privateKey(r, kind, form) {
  kind = kind || r.weighted([['rsa_pkcs1', 3], ['pkcs8', 3], ['ec', 2], ['openssh', 3], ['encrypted_pkcs8', 1], ['pgp', 1], ['dsa', 1]]);
  const [label, head, len] = PEM[kind];
  const n = Math.max(60, Math.round(len * (kind === 'pgp' || kind.startsWith('rsa') || kind === 'pkcs8' ? 0.35 + r.f() * 0.25 : 1)));
  let body = head + r.str(n - head.length, CS.B64); body += kind === 'pgp' ? '' : '==' .slice(0, (4 - (body.length % 4)) % 4);
  const lines = body.match(/.{1,64}/g);
  if (kind === 'pgp') lines.unshift('', ''), lines.splice(0, 1), lines.push('=' + r.str(4, CS.B64));
  form = form || 'pem';
  const B = `-----BEGIN ${label}-----`, E = `-----END ${label}-----`;
  let v;
  if (form === 'pem') v = [B, ...lines, E].join('\n');
  else if (form === 'escaped') v = [B, ...lines, E].join('\\n') + (r.chance(0.5) ? '\\n' : '');
  else if (form === 'collapsed') v = [B, ...lines, E].join(' ');
  else if (form === 'base64') v = Buffer.from([B, ...lines, E].join('\n') + '\n').toString('base64');
  const f = F('private_key', `${kind}${form === 'pem' ? '' : '_' + form}`, v);
  if (form === 'base64') f.encoding = 'base64';
  return f;
}
export const otherKey = (r) => r.pick([
  () => F('private_key', 'wireguard', r.str(43, CS.B64) + '='),
  () => F('private_key', 'age_secret', 'AGE-SECRET-KEY-1' + r.str(58, 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L')),
  () => F('private_key', 'eth_private_hex', '0x' + hex(r, 64)),
])();

// ---------------- connection strings ----------------
const HOSTS = ['db-prod-01.internal.acmecloud.io', 'pg.helixretail.eu', 'orders-db.c9xk2lq1.eu-central-1.rds.amazonaws.com', 'mysql-primary.svc.cluster.local', 'cache-01.orbitpay.net', 'mq.bluefern.co', 'sql-core.database.windows.net', 'analytics.cluster-ro-abc123.us-east-1.rds.amazonaws.com'];
const USERS = ['app_user', 'svc_orders', 'admin', 'reporting', 'etl', 'billing_rw', 'root', 'postgres'];
const urlpw = (r) => r.str(r.int(12, 24), CS.AN + '-_~');
export function connString(r, kind) {
  kind = kind || r.pick(['postgres', 'mysql', 'mongodb_srv', 'redis', 'amqp', 'jdbc', 'mssql', 'azure_storage', 'azure_servicebus', 'mongodb', 'sqlalchemy', 'kafka_sasl']);
  const u = r.pick(USERS), pw = urlpw(r), h = r.pick(HOSTS), db = r.pick(['orders', 'crm', 'payments', 'app', 'analytics', 'hr']);
  let v;
  switch (kind) {
    case 'postgres': v = `${r.pick(['postgres', 'postgresql'])}://${u}:${pw}@${h}:5432/${db}${r.chance(0.4) ? '?sslmode=require' : ''}`; break;
    case 'mysql': v = `mysql://${u}:${pw}@${h}:3306/${db}`; break;
    case 'mongodb_srv': v = `mongodb+srv://${u}:${pw}@cluster0.${r.str(5, CS.ANL)}.mongodb.net/${db}?retryWrites=true&w=majority`; break;
    case 'mongodb': v = `mongodb://${u}:${pw}@${h}:27017/${db}?authSource=admin`; break;
    case 'redis': v = `${r.pick(['redis', 'rediss'])}://${r.chance(0.5) ? 'default' : ''}:${pw}@${h}:6379/${r.int(0, 15)}`; break;
    case 'amqp': v = `amqps://${u}:${pw}@${h}:5671/${r.pick(['%2F', 'prod', 'orders'])}`; break;
    case 'jdbc': v = `jdbc:${r.pick(['postgresql', 'mysql'])}://${h}/${db}?user=${u}&password=${pw}`; break;
    case 'mssql': v = `Server=tcp:${h},1433;Initial Catalog=${db};Persist Security Info=False;User ID=${u};Password=${pw};Encrypt=True;`; break;
    case 'azure_storage': v = `DefaultEndpointsProtocol=https;AccountName=${r.str(10, CS.ANL)};AccountKey=${r.str(86, CS.B64)}==;EndpointSuffix=core.windows.net`; break;
    case 'azure_servicebus': v = `Endpoint=sb://${r.str(8, CS.ANL)}.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${r.str(43, CS.B64)}=`; break;
    case 'sqlalchemy': v = `postgresql+psycopg2://${u}:${pw}@${h}/${db}`; break;
    case 'kafka_sasl': v = `org.apache.kafka.common.security.plain.PlainLoginModule required username="${u}" password="${pw}";`; break;
  }
  return F('connection_string', kind, v);
}
