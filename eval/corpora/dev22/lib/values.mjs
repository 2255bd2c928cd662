// Value generators for the 19 categories. Every value is random (seeded) and carries a valid check digit
// wherever its scheme defines one.
import { createECDH, createPrivateKey, createPublicKey } from 'node:crypto';
import * as C from './checksums.mjs';
import { b58check, B58_XRP, segwitAddress, eip55, bech32Encode, convertBits, b64url, B58 } from './enc.mjs';
import { makePerson, romanFamily, asciiName } from './names.mjs';
import { grp, p2 } from './locales.mjs';

export const MONTHS = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  pl: ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'],
  sv: ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'],
  tr: ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
};
const arDigits = (s) => s.replace(/\d/g, (d) => String.fromCharCode(0x660 + +d));

// A date rendered "in words" in the given language.
export function wordDate(r, lang, y, m, d) {
  const M = MONTHS[lang];
  switch (lang) {
    case 'en': return r.pick([`${d} ${M[m - 1]} ${y}`, `${M[m - 1]} ${d}, ${y}`, `${d}${[, 'st', 'nd', 'rd'][d % 10 > 3 || Math.floor(d / 10) === 1 ? 0 : d % 10] || 'th'} ${M[m - 1]} ${y}`]);
    case 'de': return `${d}. ${M[m - 1]} ${y}`;
    case 'fr': return `${d === 1 ? '1er' : d} ${M[m - 1]} ${y}`;
    case 'es': case 'pt': return `${d} de ${M[m - 1]} de ${y}`;
    case 'it': return `${d === 1 ? '1º' : d} ${M[m - 1]} ${y}`;
    case 'nl': case 'sv': case 'pl': case 'tr': case 'hi': return `${d} ${M[m - 1]} ${y}`;
    case 'ar': { const s = `${d} ${M[m - 1]} ${y}`; return r.chance(0.4) ? arDigits(s) : s; }
    case 'ja': { if (r.chance(0.35) && y < 2019) { const [era, base] = y >= 1989 ? ['平成', 1988] : ['昭和', 1925]; const ey = y - base; return `${era}${ey === 1 ? '元' : ey}年${m}月${d}日`; } return `${y}年${m}月${d}日`; }
    case 'zh': return `${y}年${m}月${d}日`;
    case 'ko': return `${y}년 ${m}월 ${d}일`;
    default: return `${y}-${p2(m)}-${p2(d)}`;
  }
}
export function randDate(r, y0, y1) { const y = r.int(y0, y1), m = r.int(1, 12); const dim = new Date(Date.UTC(y, m, 0)).getUTCDate(); return [y, m, r.int(1, dim)]; }

// ---------------- PII
export function personName(r, loc) { return makePerson(r, loc.names); }

const TLD = { US: 'com', GB: 'co.uk', AU: 'com.au', IN: 'co.in', DE: 'de', CH: 'ch', FR: 'fr', BE: 'be', ES: 'es', MX: 'com.mx', BR: 'com.br', PT: 'pt', IT: 'it', NL: 'nl', PL: 'pl', SE: 'se', TR: 'com.tr', JP: 'co.jp', CN: 'com.cn', KR: 'co.kr', SA: 'com.sa', AE: 'ae', FI: 'fi', DK: 'dk', NO: 'no' };
const ORG_SLUGS = ['nordlicht-logistik', 'brightline-freight', 'harbourside-lettings', 'castlegate-law', 'keystone-mutual', 'alpenland-vers', 'rheinblick-hv', 'lumiere-immo', 'solevante', 'ipe-amarelo', 'belvedere-immobiliare', 'polderzicht', 'sokol-przeprowadzki', 'norrsken', 'bogazici-lojistik', 'sakura-unyu', 'shunda-wl', 'hanbit-logis', 'alnukhba', 'revontuli', 'havnefront', 'fjordkyst', 'wattle-health', 'sahyadri', 'tejo-imobiliaria', 'kestrel-analytics', 'oakridge-clinic', 'meridian-hr'];
export function companyDomain(r, loc) { return `${r.pick(ORG_SLUGS)}.${TLD[loc.cc] || 'com'}`; }
export function email(r, loc, person) {
  const p = person || makePerson(r, loc.names);
  let fam = romanFamily(loc.names, p.family) || asciiName(p.family) || r.lower(6);
  let giv = asciiName(p.given); if (!giv) giv = r.lower(1);
  fam = fam.replace(/[^a-z]/g, '');
  const work = r.chance(0.4);
  const dom = work ? companyDomain(r, loc) : r.pick(loc.mail);
  const yy = String(r.int(60, 99) + (r.chance(0.3) ? 1900 : 0)).slice(-2);
  const local = work ? r.pick([`${giv}.${fam}`, `${giv[0]}.${fam}`, `${giv[0]}${fam}`, `${fam}.${giv}`]) : r.pick([`${giv}.${fam}${yy}`, `${giv}${fam}`, `${fam}_${giv}${r.int(1, 99)}`, `${giv[0]}${fam}${r.digits(3)}`, `${giv}.${fam}`, `${fam}${giv[0]}${yy}`]);
  return { category: 'email', type: work ? 'work_email' : 'personal_email', value: `${local}@${dom}` };
}
export function phone(r, loc) { const x = loc.phone(r); let v = x.value; if (loc.lang === 'ar' && r.chance(0.2)) v = arDigits(v); return { category: 'phone_number', type: x.type, value: v }; }
export function address(r, loc) { return { category: 'street_address', type: `${loc.cc.toLowerCase()}_address`, value: loc.addr(r) }; }
export function dob(r, loc, forceWords) {
  const [y, m, d] = randDate(r, 1942, 2009);
  const words = forceWords ?? r.chance(0.5);
  let v = words ? wordDate(r, loc.lang, y, m, d) : loc.numDate(y, m, d, r);
  return { category: 'date_of_birth', type: words ? 'dob_words' : `dob_numeric_${loc.date}`, value: v, ymd: [y, m, d] };
}

// ---- cards
const CARD = {
  visa: (r) => ['4' + r.digits(14), 16], mastercard: (r) => (r.chance(0.75) ? [String(r.int(51, 55)) + r.digits(13), 16] : [String(r.int(2221, 2720)) + r.digits(11), 16]),
  amex: (r) => [r.pick(['34', '37']) + r.digits(12), 15], discover: (r) => (r.chance(0.5) ? ['6011' + r.digits(11), 16] : ['65' + r.digits(13), 16]),
  jcb: (r) => [String(r.int(3528, 3589)) + r.digits(11), 16], unionpay: (r) => (r.chance(0.6) ? ['62' + r.digits(13), 16] : ['62' + r.digits(16), 19]),
  diners: (r) => ['36' + r.digits(11), 14], troy: (r) => ['9792' + r.digits(11), 16], elo: (r) => [r.pick(['401178', '506699', '636368']) + r.digits(9), 16],
  mir: (r) => ['220' + r.int(0, 4) + r.digits(11), 16], maestro: (r) => [r.pick(['6759', '5018', '5020']) + r.digits(11), 16],
};
const TEST_CARDS = new Set(['4111111111111111', '4242424242424242', '5555555555554444', '378282246310005', '6011111111111117', '4000056655665556', '5105105105105100']);
export function card(r, loc) {
  const pref = { TR: 'troy', BR: 'elo', CN: 'unionpay', JP: 'jcb' }[loc.cc];
  const brand = pref && r.chance(0.4) ? pref : r.wpick([['visa', 5], ['mastercard', 4], ['amex', 2], ['discover', 1], ['jcb', 1], ['unionpay', 1], ['diners', 0.6], ['maestro', 0.6], ['mir', 0.3]]);
  let num, len; do { [num, len] = CARD[brand](r); num = num + C.luhnDigit(num); } while (TEST_CARDS.has(num));
  let v;
  if (len === 15) v = r.pick([grp(num, [4, 6, 5]), num, grp(num, [4, 6, 5], '-')]);
  else if (len === 14) v = r.pick([grp(num, [4, 6, 4]), num]);
  else if (len === 19) v = r.pick([grp(num, [4, 4, 4, 4, 3]), num]);
  else v = r.pick([grp(num, [4, 4, 4, 4]), grp(num, [4, 4, 4, 4]), num, grp(num, [4, 4, 4, 4], '-')]);
  return { category: 'credit_card', type: brand, value: v };
}

// ---- IBAN / bank
const IBAN_SPEC = {
  DE: (r) => r.digits(8) + r.digits(10), GB: (r) => r.upper(4) + r.digits(14), NL: (r) => r.upper(4) + r.digits(10), CH: (r) => r.digits(5) + r.digits(12), PL: (r) => r.digits(24), SE: (r) => r.digits(20), FI: (r) => r.digits(14), DK: (r) => r.digits(14),
  TR: (r) => r.digits(5) + '0' + r.digits(16), SA: (r) => r.digits(2) + r.digits(18), AE: (r) => r.digits(3) + r.digits(16),
  FR: (r) => { const b = r.digits(5), g = r.digits(5), a = r.digits(11); return b + g + a + C.frRibKey(b, g, a); },
  ES: (r) => { const b = r.digits(4), g = r.digits(4), a = r.digits(10); return b + g + C.esDC('00' + b + g) + C.esDC(a) + a; },
  BE: (r) => { const t = r.digits(10); return t + C.beCheck(t); },
  NO: (r) => { for (;;) { const t = r.digits(10); const c = C.noCheck(t); if (c !== null) return t + c; } },
  PT: (r) => { const n = r.digits(19); return n + C.ptNibCheck(n); },
  IT: (r) => { const rest = r.digits(5) + r.digits(5) + r.digits(12); return C.itCheckChar(rest) + rest; },
};
export const IBAN_COUNTRIES = Object.keys(IBAN_SPEC);
export function ibanRaw(r, cc) { const bban = IBAN_SPEC[cc](r); return cc + C.ibanCheck(cc, bban) + bban; }
export function iban(r, loc) {
  const cc = loc.iban && r.chance(0.8) ? loc.iban : r.pick(IBAN_COUNTRIES);
  const raw = ibanRaw(r, cc);
  const v = r.chance(0.7) ? raw.replace(/(.{4})/g, '$1 ').trim() : raw;
  return { category: 'iban', type: `${cc.toLowerCase()}_iban`, value: v };
}
export function abaRouting(r) { for (;;) { const s = r.pick(['0', '1', '2', '3']) + r.digits(8); if (C.abaValid(s)) return s; } }
const BANK = {
  us_bank_account: (r) => r.nzdigits(r.int(9, 12)), uk_bank_account: (r) => r.nzdigits(8), au_bank_account: (r) => r.pick([grp(r.nzdigits(9), [3, 3, 3]), r.nzdigits(8)]),
  in_bank_account: (r) => r.nzdigits(r.pick([11, 12, 14])), jp_bank_account: (r) => r.digits(7), kr_bank_account: (r) => r.pick([`${r.digits(3)}-${r.digits(3)}-${r.digits(6)}`, `${r.digits(3)}-${r.digits(2)}-${r.digits(6)}-${r.digits(1)}`, `${r.digits(4)}-${r.digits(2)}-${r.digits(7)}`]),
  br_bank_account: (r) => `${r.nzdigits(r.int(5, 8))}-${r.digits(1)}`, de_kontonummer: (r) => r.nzdigits(10), se_bank_account: (r) => `${r.int(3000, 9699)}-${r.digits(1)}, ${grp(r.nzdigits(9), [3, 3, 3])}`,
  mx_clabe: (r) => { const s = r.digits(17); const v = s + C.clabeCheck(s); return r.chance(0.5) ? v : grp(v, [3, 3, 11, 1], ' '); },
  pl_nrb: (r) => { const raw = ibanRaw(r, 'PL').slice(2); return r.chance(0.7) ? grp(raw, [2, 4, 4, 4, 4, 4, 4]) : raw; },
  es_ccc: (r) => { const raw = ibanRaw(r, 'ES').slice(4); return r.chance(0.6) ? grp(raw, [4, 4, 2, 10]) : raw; },
  pt_nib: (r) => { const raw = ibanRaw(r, 'PT').slice(4); return r.chance(0.6) ? grp(raw, [4, 4, 11, 2]) : raw; },
  be_bban: (r) => { const raw = ibanRaw(r, 'BE').slice(4); return grp(raw, [3, 7, 2], '-'); },
  no_kontonummer: (r) => { const raw = ibanRaw(r, 'NO').slice(4); return r.chance(0.6) ? grp(raw, [4, 2, 5], '.') : raw; },
};
export function bankAccount(r, loc) { const t = r.pick(loc.bank); return { category: 'bank_account', type: t, value: BANK[t](r) }; }

// ---- national ids (dates embedded where the scheme has them)
const yy = (y) => p2(y % 100);
const NID = {
  us_ssn: (r) => { let a; do { a = r.int(1, 899); } while (a === 666); const v = `${String(a).padStart(3, '0')}${p2(r.int(1, 99))}${String(r.int(1, 9999)).padStart(4, '0')}`; return r.chance(0.8) ? grp(v, [3, 2, 4], '-') : grp(v, [3, 2, 4]); },
  uk_nino: (r) => { let p; do { p = r.chars('ABCEGHJKLMNPRSTWXYZ', 1) + r.chars('ABCEGHJKLMNPRSTWXYZ', 1); } while (/^(BG|GB|KN|NK|NT|TN|ZZ)$/.test(p)); const d = r.digits(6), s = r.chars('ABCD', 1); return r.chance(0.6) ? `${p} ${grp(d, [2, 2, 2])} ${s}` : `${p}${d}${s}`; },
  uk_nhs_number: (r) => { for (;;) { const n = r.nzdigits(9); const c = C.nhsCheck(n); if (c !== null) return grp(n + c, [3, 3, 4]); } },
  es_dni: (r) => { const n = r.digits(8); return n + (r.chance(0.2) ? '-' : '') + C.esLetter(+n); },
  es_nie: (r) => { const p = r.pick(['X', 'Y', 'Z']); const n = r.digits(7); return `${p}${n}${C.esLetter(+('XYZ'.indexOf(p) + n))}`; },
  fr_nir: (r, ymd) => { const [y, m] = ymd; const b = `${r.int(1, 2)}${yy(y)}${p2(m)}${p2(r.int(1, 95))}${r.digits(3)}${r.digits(3)}`; const k = p2(97 - Number(BigInt(b) % 97n)); return r.chance(0.6) ? `${b[0]} ${b.slice(1, 3)} ${b.slice(3, 5)} ${b.slice(5, 7)} ${b.slice(7, 10)} ${b.slice(10, 13)} ${k}` : b + k; },
  nl_bsn: (r) => { for (;;) { const n = r.nzdigits(8); let t = 0; for (let i = 0; i < 8; i++) t += +n[i] * (9 - i); const c = t % 11; if (c < 10) return r.chance(0.7) ? n + c : grp(n + c, [4, 2, 3], '.'); } },
  pl_pesel: (r, ymd) => { const [y, m, d] = ymd; const mm = y >= 2000 ? m + 20 : m; const b = `${yy(y)}${p2(mm)}${p2(d)}${r.digits(4)}`; return b + C.peselCheck(b); },
  se_personnummer: (r, ymd) => { const [y, m, d] = ymd; const b = `${yy(y)}${p2(m)}${p2(d)}${r.digits(3)}`; const v = b + C.luhnDigit(b); return r.chance(0.3) ? `${String(y).slice(0, 2)}${v.slice(0, 6)}-${v.slice(6)}` : `${v.slice(0, 6)}-${v.slice(6)}`; },
  tr_tc_kimlik: (r) => { const n = r.nzdigits(9); return n + C.tcCheck(n); },
  cn_resident_id: (r, ymd) => { const [y, m, d] = ymd; const b = `${r.pick(['110101', '310104', '440305', '330106', '510107', '420106'])}${y}${p2(m)}${p2(d)}${r.digits(3)}`; return b + C.cnCheck(b); },
  in_aadhaar: (r) => { const b = r.int(2, 9) + r.digits(10); const v = b + C.verhoeffDigit(b); return r.chance(0.7) ? grp(v, [4, 4, 4]) : v; },
  kr_rrn: (r, ymd) => { const [y, m, d] = ymd; const s = y >= 2000 ? r.pick(['3', '4']) : r.pick(['1', '2']); const b = `${yy(y)}${p2(m)}${p2(d)}${s}${r.digits(5)}`; const v = b + C.krCheck(b); return `${v.slice(0, 6)}-${v.slice(6)}`; },
  jp_my_number: (r) => { const b = r.digits(11); const v = b + C.jpMyNumberCheck(b); return r.chance(0.6) ? grp(v, [4, 4, 4]) : v; },
  be_national_number: (r, ymd) => { const [y, m, d] = ymd; const b = `${yy(y)}${p2(m)}${p2(d)}${String(r.int(1, 997)).padStart(3, '0')}`; const base = y >= 2000 ? BigInt('2' + b) : BigInt(b); const c = p2(97 - Number(base % 97n)); return r.chance(0.6) ? `${b.slice(0, 2)}.${b.slice(2, 4)}.${b.slice(4, 6)}-${b.slice(6)}.${c}` : b + c; },
  fi_hetu: (r, ymd) => { const [y, m, d] = ymd; const n = String(r.int(2, 899)).padStart(3, '0'); const dd = `${p2(d)}${p2(m)}${yy(y)}`; return `${dd}${y >= 2000 ? 'A' : '-'}${n}${C.fiCheck(dd + n)}`; },
  no_fodselsnummer: (r, ymd) => { const [y, m, d] = ymd; for (;;) { const b = `${p2(d)}${p2(m)}${yy(y)}${String(y >= 2000 ? r.int(500, 999) : r.int(0, 499)).padStart(3, '0')}`; const k = C.noFnrChecks(b); if (k) return r.chance(0.7) ? b + k : `${b.slice(0, 6)} ${b.slice(6)}${k}`; } },
  dk_cpr: (r, ymd) => { const [y, m, d] = ymd; for (let i = 0; i < 200; i++) { const b = `${p2(d)}${p2(m)}${yy(y)}${r.digits(4)}`; if (C.dkCprValid(b)) return `${b.slice(0, 6)}-${b.slice(6)}`; } return null; },
  ch_ahv: (r) => { const b = '756' + r.digits(9); const v = b + C.ean13Check(b); return `${v.slice(0, 3)}.${v.slice(3, 7)}.${v.slice(7, 11)}.${v.slice(11)}`; },
  sa_national_id: (r) => { const b = r.pick(['1', '2']) + r.digits(8); return b + C.luhnDigit(b); },
  ae_emirates_id: (r, ymd) => { const b = `784${ymd[0]}${r.digits(7)}`; const v = b + C.luhnDigit(b); return r.chance(0.7) ? `${v.slice(0, 3)}-${v.slice(3, 7)}-${v.slice(7, 14)}-${v[14]}` : v; },
  de_personalausweis: (r) => { const b = r.chars('CFGHJKLMNPRTVWXYZ', 1) + r.chars('CFGHJKLMNPRTVWXYZ0123456789', 8); return b + C.icao731(b); },
  mx_curp: (r, ymd) => { const [y, m, d] = ymd; const b = `${r.upper(1)}${r.chars('AEIOU', 1)}${r.upper(2)}${yy(y)}${p2(m)}${p2(d)}${r.pick(['H', 'M'])}${r.pick(['DF', 'JC', 'NL', 'PL', 'QT', 'MC'])}${r.chars('BCDFGHJKLMNPRSTVZ', 3)}${y >= 2000 ? r.upper(1) : r.digits(1)}`; return b + C.curpCheck(b); },
  pt_cc: (r) => { for (;;) { const b = r.digits(9) + r.upper(2); for (let c = 0; c < 10; c++) { if (C.alnumLuhnValid(b + c)) return `${b.slice(0, 8)} ${b[8]} ${b.slice(9)}${c}`; } } },
  br_rg: (r) => { const b = r.nzdigits(8); const c = C.brRgCheck(b); return `${b.slice(0, 2)}.${b.slice(2, 5)}.${b.slice(5, 8)}-${c}`; },
  au_medicare: (r) => { const b = r.int(2, 6) + r.digits(7); const v = b + C.auMedicareCheck(b) + r.int(1, 9); return r.chance(0.6) ? grp(v, [4, 5, 1]) : v; },
  it_cie: (r) => `C${r.upper(1)}${r.digits(5)}${r.upper(2)}`,
};
export function nationalId(r, loc, ymd) {
  const t = r.pick(loc.nid); const d = ymd || randDate(r, 1945, 2006); const v = NID[t](r, d);
  return v ? { category: 'national_id', type: t, value: v } : nationalId(r, loc);
}
const TAX = {
  de_steuer_id: (r) => { for (;;) { const b = r.nzdigits(10); if (!C.steuerIdShapeOk(b + '0')) continue; const v = b + C.steuerIdCheck(b); return r.chance(0.6) ? grp(v, [2, 3, 3, 3]) : v; } },
  br_cpf: (r) => { const b = r.digits(9); const c = C.cpfChecks(b); return r.chance(0.8) ? `${b.slice(0, 3)}.${b.slice(3, 6)}.${b.slice(6)}-${c}` : b + c; },
  pt_nif: (r) => { const b = r.pick(['1', '2', '3']) + r.digits(7); return b + C.ptNifCheck(b); },
  pl_nip: (r) => { for (;;) { const b = r.nzdigits(9); const c = C.nipCheck(b); if (c !== null) { const v = b + c; return r.chance(0.5) ? grp(v, [3, 3, 2, 2], '-') : v; } } },
  au_tfn: (r) => { for (;;) { const b = r.nzdigits(8); for (let c = 0; c < 10; c++) if (C.tfnValid(b + c)) return grp(b + c, [3, 3, 3]); } },
  uk_utr: (r) => { const b = r.digits(9); const v = C.utrCheck(b) + b; return r.chance(0.5) ? grp(v, [5, 5]) : v; },
  fr_spi: (r) => { const b = r.int(0, 3) + r.digits(9); const v = b + C.frSpiKey(b); return r.chance(0.5) ? grp(v, [2, 2, 3, 3, 3]) : v; },
  it_codice_fiscale: (r) => { const [y, m, d] = randDate(r, 1945, 2006); const b = `${r.chars('BCDFGLMNPRSTVZ', 3)}${r.chars('BCDFGLMNPRSTVZ', 2)}${r.chars('AEIOU', 1)}${yy(y)}${'ABCDEHLMPRST'[m - 1]}${p2(d + (r.chance(0.5) ? 40 : 0))}${r.pick(['F205', 'H501', 'L219', 'F839', 'A944', 'D612'])}`; return b + C.itCheckChar(b); },
  kr_brn: (r) => { const b = r.nzdigits(9); const v = b + C.krBrnCheck(b); return `${v.slice(0, 3)}-${v.slice(3, 5)}-${v.slice(5)}`; },
  tr_vkn: (r) => { const b = r.nzdigits(9); return b + C.vknCheck(b); },
  us_itin: (r) => { const g = r.pick([...Array(16).keys()].map((i) => 50 + i).concat([70, 75, 78, 80, 88, 90, 92, 94, 97, 99])); return `9${r.digits(2)}-${g}-${r.digits(4)}`; },
  in_pan: (r) => `${r.upper(3)}P${r.upper(1)}${r.digits(4)}${r.upper(1)}`,
  mx_rfc: (r) => { const [y, m, d] = randDate(r, 1950, 2004); return `${r.upper(1)}${r.chars('AEIOU', 1)}${r.upper(2)}${yy(y)}${p2(m)}${p2(d)}${r.chars('ABCDEFGHJKLMNPRSTUVWXYZ123456789', 2)}${r.chars('0123456789A', 1)}`; },
};
export function taxId(r, loc) { const t = r.pick(loc.tax); return { category: 'tax_id', type: t, value: TAX[t](r) }; }
const PASS = {
  us_passport: (r) => (r.chance(0.6) ? r.nzdigits(9) : r.upper(1) + r.digits(8)), uk_passport: (r) => r.nzdigits(9), au_passport: (r) => r.pick(['P', 'R', 'N', 'PA', 'PB', 'RA']).padEnd(2, r.upper(1)) + r.digits(7),
  in_passport: (r) => r.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 1) + r.int(1, 9) + r.digits(5) + r.int(1, 9), de_passport: (r) => r.chars('CFGHJK', 1) + r.chars('CFGHJKLMNPRTVWXYZ0123456789', 8),
  ch_passport: (r) => r.chars('XSF', 1) + r.digits(7), fr_passport: (r) => r.digits(2) + r.upper(2) + r.digits(5), be_passport: (r) => r.upper(2) + r.digits(6), es_passport: (r) => r.upper(3) + r.digits(6),
  mx_passport: (r) => r.upper(1) + r.digits(8), br_passport: (r) => r.upper(2) + r.digits(6), pt_passport: (r) => r.upper(1) + r.digits(6), it_passport: (r) => r.upper(2) + r.digits(7),
  nl_passport: (r) => r.chars('ABCDEFGHIJKLMNPRSTUVWXYZ', 2) + r.chars('ABCDEFGHIJKLMNPRSTUVWXYZ0123456789', 6) + r.digits(1), pl_passport: (r) => r.upper(2) + r.digits(7), se_passport: (r) => r.digits(8),
  tr_passport: (r) => r.pick(['U', 'S', 'Z']) + r.digits(8), jp_passport: (r) => r.pick(['TK', 'TR', 'MZ', 'TZ']) + r.digits(7), cn_passport: (r) => (r.chance(0.5) ? 'E' + r.digits(8) : 'E' + r.upper(1) + r.digits(7)),
  kr_passport: (r) => (r.chance(0.5) ? 'M' + r.digits(8) : 'M' + r.digits(3) + r.upper(1) + r.digits(4)), sa_passport: (r) => r.upper(1) + r.digits(8), ae_passport: (r) => r.digits(9),
  fi_passport: (r) => r.upper(2) + r.digits(7), dk_passport: (r) => r.digits(9), no_passport: (r) => r.upper(2) + r.digits(7),
};
export function passport(r, loc) { const t = r.pick(loc.pass); return { category: 'passport_number', type: t, value: PASS[t](r) }; }

// ---- IP
function inRange(a, b) { return [[0], [10], [127], [100, 64, 127], [169, 254], [172, 16, 31], [192, 168], [198, 18, 19], [192, 0], [198, 51], [203, 0], [224, 0, 255]].some((x) => (x.length === 1 ? a === x[0] : x.length === 2 ? a === x[0] && b === x[1] : x[0] === 224 ? a >= 224 : a === x[0] && b >= x[1] && b <= x[2])); }
export function publicIPv4(r) { for (;;) { const a = r.int(1, 223), b = r.int(0, 255); if (!inRange(a, b)) return `${a}.${b}.${r.int(0, 255)}.${r.int(1, 254)}`; } }
export function ip(r) {
  if (r.chance(0.75)) return { category: 'ip_address', type: 'ipv4', value: publicIPv4(r) };
  const h = () => r.hex(r.int(1, 4)).replace(/^0+(?=.)/, '');
  const first = r.pick(['2a02', '2a01', '2600', '2607', '2804', '2400', '2406', '2a00', '2409', '240e']);
  const v = r.chance(0.5) ? [first, h(), h(), h(), h(), h(), h(), h()].join(':') : `${first}:${h()}:${h()}::${h()}`;
  return { category: 'ip_address', type: 'ipv6', value: v };
}

// ---- crypto wallets
export function wallet(r) {
  const t = r.wpick([['btc_p2pkh', 2], ['btc_p2sh', 1], ['btc_bech32', 2], ['btc_taproot', 1], ['eth_address', 3], ['ltc_p2pkh', 0.7], ['ltc_bech32', 0.5], ['doge_p2pkh', 0.7], ['trx_address', 1], ['xrp_address', 0.7], ['solana_address', 0.8]]);
  let v;
  switch (t) {
    case 'btc_p2pkh': v = b58check(0x00, r.bytes(20)); break; case 'btc_p2sh': v = b58check(0x05, r.bytes(20)); break;
    case 'ltc_p2pkh': v = b58check(0x30, r.bytes(20)); break; case 'doge_p2pkh': v = b58check(0x1e, r.bytes(20)); break;
    case 'trx_address': v = b58check(0x41, r.bytes(20)); break; case 'xrp_address': v = b58check(0x00, r.bytes(20), B58_XRP); break;
    case 'btc_bech32': v = segwitAddress('bc', 0, r.bytes(20)); break; case 'btc_taproot': v = segwitAddress('bc', 1, r.bytes(32)); break;
    case 'ltc_bech32': v = segwitAddress('ltc', 0, r.bytes(20)); break;
    case 'eth_address': { let e; do { e = eip55(r.hex(40)); } while (e.slice(2) === e.slice(2).toLowerCase()); v = e; break; }
    case 'solana_address': { const b = r.bytes(32); b[0] = b[0] | 0x10; v = (() => { let n = 0n; for (const x of b) n = n * 256n + BigInt(x); let s = ''; while (n > 0n) { s = B58[Number(n % 58n)] + s; n /= 58n; } return s; })(); break; }
  }
  return { category: 'crypto_wallet', type: t, value: v };
}

// ---------------- secrets
const A32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const NUMUP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const API_KEYS = {
  aws_access_key_id: (r) => 'AKIA' + r.chars(A32, 16),
  aws_secret_access_key: (r) => { let s; do { s = r.b64(40); } while (!/[+/]/.test(s)); return s; },
  stripe_secret_key: (r) => (r.chance(0.5) ? 'sk_live_' + r.alnum(24) : 'sk_live_51' + r.alnum(97)),
  stripe_restricted_key: (r) => 'rk_live_' + r.alnum(24),
  stripe_webhook_secret: (r) => 'whsec_' + r.alnum(32),
  openai_api_key: (r) => (r.chance(0.6) ? 'sk-proj-' + r.b64url(64) + 'T3BlbkFJ' + r.b64url(64) : 'sk-' + r.alnum(20) + 'T3BlbkFJ' + r.alnum(20)),
  anthropic_api_key: (r) => 'sk-ant-api03-' + r.b64url(93) + 'AA',
  google_api_key: (r) => 'AIza' + r.b64url(35),
  sendgrid_api_key: (r) => 'SG.' + r.b64url(22) + '.' + r.b64url(43),
  twilio_api_key: (r) => 'SK' + r.hex(32),
  mailgun_api_key: (r) => 'key-' + r.hex(32),
  mailchimp_api_key: (r) => r.hex(32) + '-us' + r.int(1, 21),
  postman_api_key: (r) => 'PMAK-' + r.hex(24) + '-' + r.hex(34),
  newrelic_user_key: (r) => 'NRAK-' + r.chars(NUMUP, 27),
  linear_api_key: (r) => 'lin_api_' + r.alnum(40),
  notion_api_token: (r) => 'ntn_' + r.alnum(46),
  datadog_api_key: (r) => r.hex(32),
  atlassian_api_token: (r) => 'ATATT3xFfGF0' + r.b64url(170) + '=' + r.HEX(8),
  replicate_api_token: (r) => 'r8_' + r.alnum(37),
  groq_api_key: (r) => 'gsk_' + r.alnum(52),
  okta_api_token: (r) => '00' + r.b64url(40),
};
export const AUTH_TOKENS = {
  github_pat: (r) => 'ghp_' + r.alnum(36), github_fine_grained_pat: (r) => 'github_pat_11' + r.chars(NUMUP, 20) + '_' + r.alnum(59), github_oauth_token: (r) => 'gho_' + r.alnum(36),
  gitlab_pat: (r) => 'glpat-' + r.b64url(20),
  slack_bot_token: (r) => `xoxb-${r.nzdigits(12)}-${r.nzdigits(13)}-${r.alnum(24)}`, slack_user_token: (r) => `xoxp-${r.nzdigits(12)}-${r.nzdigits(12)}-${r.nzdigits(13)}-${r.hex(32)}`,
  discord_bot_token: (r) => `${Buffer.from(r.nzdigits(19)).toString('base64').replace(/=+$/, '')}.${r.b64url(6)}.${r.b64url(38)}`,
  telegram_bot_token: (r) => `${r.nzdigits(10)}:AA${r.b64url(33)}`,
  npm_token: (r) => 'npm_' + r.alnum(36), pypi_token: (r) => 'pypi-AgEIcHlwaS5vcmc' + r.b64url(r.int(60, 140)),
  jwt: (r) => { const h = b64url(JSON.stringify({ alg: r.pick(['HS256', 'RS256', 'ES256']), typ: 'JWT' })); const now = 1700000000 + r.int(0, 60000000);
    const p = b64url(JSON.stringify({ sub: r.pick(['usr_', 'acct_', 'svc-']) + r.alnum(12), iss: r.pick(['https://auth.internal.example-corp.net', 'billing-api', 'sso']), iat: now, exp: now + r.pick([900, 3600, 86400]), scope: r.pick(['read write', 'admin', 'orders:read']) }));
    return `${h}.${p}.${r.b64url(r.pick([43, 86]))}`; },
  google_oauth_access_token: (r) => 'ya29.' + r.b64url(r.int(120, 170)), vault_token: (r) => 'hvs.' + r.alnum(24),
  docker_hub_pat: (r) => 'dckr_pat_' + r.b64url(27), digitalocean_pat: (r) => 'dop_v1_' + r.hex(64),
  terraform_cloud_token: (r) => r.alnum(14) + '.atlasv1.' + r.alnum(67), figma_pat: (r) => 'figd_' + r.b64url(40), pulumi_access_token: (r) => 'pul-' + r.hex(40),
  doppler_token: (r) => 'dp.pt.' + r.alnum(43), supabase_access_token: (r) => 'sbp_' + r.hex(40), airtable_pat: (r) => `pat${r.alnum(14)}.${r.hex(64)}`,
  huggingface_token: (r) => 'hf_' + r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 34), grafana_service_account_token: (r) => `glsa_${r.alnum(32)}_${r.hex(8)}`,
  shopify_access_token: (r) => 'shpat_' + r.hex(32), square_access_token: (r) => 'EAAA' + r.b64url(60), databricks_token: (r) => 'dapi' + r.hex(32),
  bearer_opaque: (r) => r.b64url(r.int(32, 48)),
};
export function apiKey(r, type) { const t = type || r.pick(Object.keys(API_KEYS)); return { category: 'api_key', type: t, value: API_KEYS[t](r) }; }
export function authToken(r, type) { const t = type || r.pick(Object.keys(AUTH_TOKENS)); return { category: 'auth_token', type: t, value: AUTH_TOKENS[t](r) }; }

// ---- passwords
const PW_WORDS = ['Sunflower', 'Kaffeetasse', 'Mariposa', 'Tartaruga', 'Girasole', 'Zeeleeuw', 'Pierogi', 'Kanelbulle', 'Lokum', 'Sakura', 'Hoshi', 'Falcon', 'Ocean', 'Wintergarten', 'Papillon', 'Colibri', 'Tulpe', 'Nebula', 'Bergsee', 'Cappuccino', 'Limonada', 'Vesuvio', 'Kestrel', 'Moonlight'];
const PW_LOWER = ['amber', 'river', 'copper', 'violet', 'thunder', 'maple', 'harbor', 'velvet', 'cactus', 'pepper', 'lantern', 'orbit', 'meadow', 'glacier', 'saffron', 'pixel'];
export function password(r, { uriSafe = false } = {}) {
  const sym = uriSafe ? '!*-_.~' : '!#%*+-_.?=@$&';
  const k = r.int(0, 3); let v, t;
  if (k === 0) { v = r.pick(PW_WORDS) + r.digits(r.int(2, 4)) + r.chars(sym, 1); if (r.chance(0.5)) v = v.replace(/[aeo]/, (c) => ({ a: '@', e: '3', o: '0' }[c])); t = 'word_based'; if (uriSafe) v = v.replace(/@/g, 'a'); }
  else if (k === 1) { do { v = r.chars('ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789' + sym, r.int(12, 20)); } while (!/\d/.test(v) || !/[A-Z]/.test(v)); t = 'random'; }
  else if (k === 2) { v = r.sample(PW_LOWER, r.int(3, 4)).join(r.pick(['-', '.', '_'])) + r.digits(r.int(1, 2)); t = 'passphrase'; }
  else { v = r.pick(PW_WORDS).slice(0, r.int(4, 7)) + r.chars(sym, 1) + r.digits(4) + r.upper(2); t = 'mixed'; }
  return { category: 'password', type: t, value: v };
}

// ---- connection strings
const CORP = ['nordlicht', 'brightline', 'castlegate', 'kestrel', 'meridian', 'oakridge', 'tejo', 'norrsken', 'hanbit', 'sakura', 'polder', 'alpenland', 'solevante', 'fjordkyst'];
const DBUSER = ['app', 'svc_orders', 'billing_rw', 'etl', 'reporting', 'admin', 'api_user', 'crm_prod', 'root', 'airflow', 'metabase'];
export function host(r, hint = 'db') { const rds = hint === 'pg' || hint === 'mysql' || hint === 'db'; return r.pick([`${hint}-${r.pick(['prod', 'stg', 'eu1', 'main'])}-${r.int(1, 9)}.${r.pick(CORP)}.internal`, rds ? `${r.pick(CORP)}-${hint}.${r.lower(6)}.${r.pick(['eu-central-1', 'us-east-1', 'ap-northeast-1'])}.rds.amazonaws.com` : `${hint}.${r.pick(CORP)}.internal`, `${hint}${r.int(1, 4)}.${r.pick(CORP)}-${r.pick(['ops', 'cloud', 'infra'])}.net`]); }
export function connString(r) {
  const u = r.pick(DBUSER), pw = password(r, { uriSafe: true }).value, db = r.pick(['orders', 'crm', 'billing', 'analytics', 'app_production', 'tickets', 'warehouse']);
  const t = r.wpick([['postgres_uri', 3], ['mysql_uri', 2], ['mongodb_uri', 2], ['redis_uri', 1.5], ['amqp_uri', 1.5], ['mssql_ado', 1.2], ['azure_storage', 1], ['azure_service_bus', 0.8], ['jdbc_postgres', 1], ['jdbc_oracle', 0.6], ['nats_uri', 0.5], ['mqtt_uri', 0.5], ['clickhouse_uri', 0.5], ['smtp_uri', 0.6]]);
  let v;
  switch (t) {
    case 'postgres_uri': v = `${r.pick(['postgres', 'postgresql'])}://${u}:${pw}@${host(r, 'pg')}:5432/${db}${r.chance(0.4) ? '?sslmode=require' : ''}`; break;
    case 'mysql_uri': v = `${r.pick(['mysql', 'mysql2', 'mariadb'])}://${u}:${pw}@${host(r, 'mysql')}:3306/${db}`; break;
    case 'mongodb_uri': v = r.chance(0.6) ? `mongodb+srv://${u}:${pw}@cluster${r.int(0, 3)}.${r.lower(5)}.mongodb.net/${db}?retryWrites=true&w=majority` : `mongodb://${u}:${pw}@${host(r, 'mongo')}:27017/${db}?authSource=admin`; break;
    case 'redis_uri': v = r.chance(0.5) ? `redis://default:${pw}@${host(r, 'cache')}:6379/${r.int(0, 3)}` : `rediss://:${pw}@${host(r, 'cache')}:6380`; break;
    case 'amqp_uri': v = `${r.pick(['amqp', 'amqps'])}://${u}:${pw}@${host(r, 'mq')}:${r.pick(['5672', '5671'])}/${r.pick(['%2F', 'prod', 'orders'])}`; break;
    case 'mssql_ado': v = `Server=tcp:${r.pick(CORP)}-sql.database.windows.net,1433;Initial Catalog=${db};User ID=${u};Password=${pw};Encrypt=True;Connection Timeout=30;`; break;
    case 'azure_storage': v = `DefaultEndpointsProtocol=https;AccountName=${r.pick(CORP)}${r.lower(4)};AccountKey=${r.b64(86)}==;EndpointSuffix=core.windows.net`; break;
    case 'azure_service_bus': v = `Endpoint=sb://${r.pick(CORP)}-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${r.b64(43)}=`; break;
    case 'jdbc_postgres': v = `jdbc:postgresql://${host(r, 'pg')}:5432/${db}?user=${u}&password=${pw}`; break;
    case 'jdbc_oracle': v = `jdbc:oracle:thin:${u}/${pw}@${host(r, 'ora')}:1521/${r.pick(['ORCLPDB1', 'FINPROD', 'ERP'])}`; break;
    case 'nats_uri': v = `nats://${u}:${pw}@${host(r, 'nats')}:4222`; break;
    case 'mqtt_uri': v = `mqtts://${u}:${pw}@${host(r, 'mqtt')}:8883`; break;
    case 'clickhouse_uri': v = `clickhouse://${u}:${pw}@${host(r, 'ch')}:9440/${db}?secure=true`; break;
    case 'smtp_uri': v = `smtp://${r.pick(['mailer', 'noreply-sender', 'alerts'])}:${pw}@smtp.${r.pick(CORP)}-mail.net:587`; break;
  }
  return { category: 'connection_string', type: t, value: v };
}

// ---- webhooks
export function webhook(r) {
  const t = r.wpick([['slack_webhook', 3], ['discord_webhook', 2], ['teams_webhook', 2], ['google_chat_webhook', 1], ['zapier_webhook', 1], ['mattermost_webhook', 1], ['ifttt_webhook', 0.6], ['make_webhook', 0.8], ['power_automate_webhook', 0.8]]);
  const uuid = () => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${r.hex(3)}-${r.hex(12)}`;
  let v;
  switch (t) {
    case 'slack_webhook': v = `https://hooks.slack.com/services/T${r.chars(NUMUP, r.int(8, 10))}/B${r.chars(NUMUP, r.int(8, 10))}/${r.alnum(24)}`; break;
    case 'discord_webhook': v = `https://${r.pick(['discord.com', 'discordapp.com'])}/api/webhooks/${r.nzdigits(19)}/${r.b64url(68)}`; break;
    case 'teams_webhook': v = `https://${r.pick(CORP)}.webhook.office.com/webhookb2/${uuid()}@${uuid()}/IncomingWebhook/${r.hex(32)}/${uuid()}`; break;
    case 'google_chat_webhook': v = `https://chat.googleapis.com/v1/spaces/AAAA${r.b64url(7)}/messages?key=AIza${r.b64url(35)}&token=${r.b64url(43)}`; break;
    case 'zapier_webhook': v = `https://hooks.zapier.com/hooks/catch/${r.nzdigits(r.int(6, 8))}/${r.lower(2)}${r.alnum(5).toLowerCase()}/`; break;
    case 'mattermost_webhook': v = `https://chat.${r.pick(CORP)}.io/hooks/${r.chars('abcdefghijkmnopqrstuwxyz13456789', 26)}`; break;
    case 'ifttt_webhook': v = `https://maker.ifttt.com/trigger/${r.pick(['door_open', 'backup_done', 'new_lead'])}/with/key/${r.b64url(22)}`; break;
    case 'make_webhook': v = `https://hook.${r.pick(['eu1', 'eu2', 'us1'])}.make.com/${r.chars('abcdefghijklmnopqrstuvwxyz0123456789', 32)}`; break;
    case 'power_automate_webhook': v = `https://prod-${p2(r.int(1, 99))}.${r.pick(['westeurope', 'northeurope', 'eastus'])}.logic.azure.com:443/workflows/${r.hex(32)}/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=${r.b64url(43)}`; break;
  }
  return { category: 'webhook_url', type: t, value: v };
}

// ---- private keys (bodies random from the seed; EC P-256 and Ed25519 keys are structurally valid and derived deterministically)
const wrap = (b64, n = 64) => b64.match(new RegExp(`.{1,${n}}`, 'g')).join('\n');
function ed25519Der(seed) { return Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]); }
export function ed25519Pub(seed) { const k = createPrivateKey({ key: ed25519Der(seed), format: 'der', type: 'pkcs8' }); return createPublicKey(k).export({ format: 'der', type: 'spki' }).subarray(-32); }
function sshString(b) { const l = Buffer.alloc(4); l.writeUInt32BE(b.length); return Buffer.concat([l, Buffer.from(b)]); }
export function sshEd25519PublicBlob(pub) { return Buffer.concat([sshString('ssh-ed25519'), sshString(pub)]); }
function opensshKey(r) {
  const seed = r.bytes(32), pub = ed25519Pub(seed); const blob = sshEd25519PublicBlob(pub); const chk = r.bytes(4);
  let priv = Buffer.concat([chk, chk, sshString('ssh-ed25519'), sshString(pub), sshString(Buffer.concat([seed, pub])), sshString(`${r.pick(['deploy', 'ci', 'backup', 'ansible'])}@${r.pick(['runner', 'bastion', 'build'])}-${r.int(1, 20)}`)]);
  let pad = 1; while (priv.length % 8) priv = Buffer.concat([priv, Buffer.from([pad++])]);
  const u32 = (n) => { const b = Buffer.alloc(4); b.writeUInt32BE(n); return b; };
  const body = Buffer.concat([Buffer.from('openssh-key-v1\0', 'binary'), sshString('none'), sshString('none'), sshString(''), u32(1), sshString(blob), sshString(priv)]);
  return `-----BEGIN OPENSSH PRIVATE KEY-----\n${wrap(body.toString('base64'), 70)}\n-----END OPENSSH PRIVATE KEY-----`;
}
export function privateKey(r, { escaped = false } = {}) {
  const t = r.wpick([['ec_private_key', 2], ['pkcs8_ed25519', 2], ['openssh_private_key', 2], ['rsa_private_key', 1.2], ['pkcs8_rsa_private_key', 0.8], ['pgp_private_key', 0.5], ['age_secret_key', 0.8], ['wireguard_private_key', 0.8]]);
  let v;
  switch (t) {
    case 'ec_private_key': { const d = r.bytes(32); d[0] = (d[0] & 0x7f) | 0x01; const e = createECDH('prime256v1'); e.setPrivateKey(d); const pub = e.getPublicKey();
      const der = Buffer.concat([Buffer.from('30770201010420', 'hex'), d, Buffer.from('a00a06082a8648ce3d030107a144034200', 'hex'), pub]);
      v = `-----BEGIN EC PRIVATE KEY-----\n${wrap(der.toString('base64'))}\n-----END EC PRIVATE KEY-----`; break; }
    case 'pkcs8_ed25519': v = `-----BEGIN PRIVATE KEY-----\n${ed25519Der(r.bytes(32)).toString('base64')}\n-----END PRIVATE KEY-----`; break;
    case 'openssh_private_key': v = opensshKey(r); break;
    case 'rsa_private_key': { const body = Buffer.concat([Buffer.from('3082025c02010002818100', 'hex'), r.bytes(592)]); v = `-----BEGIN RSA PRIVATE KEY-----\n${wrap(body.toString('base64'))}\n-----END RSA PRIVATE KEY-----`; break; }
    case 'pkcs8_rsa_private_key': { const body = Buffer.concat([Buffer.from('30820276020100300d06092a864886f70d0101010500048202603082025c02010002818100', 'hex'), r.bytes(580)]); v = `-----BEGIN PRIVATE KEY-----\n${wrap(body.toString('base64'))}\n-----END PRIVATE KEY-----`; break; }
    case 'pgp_private_key': v = `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlFgE${wrap(r.bytes(150).toString('base64')).slice(0, 190)}\n=${r.b64(4)}\n-----END PGP PRIVATE KEY BLOCK-----`; break;
    case 'age_secret_key': v = bech32Encode('age-secret-key-', convertBits([...r.bytes(32)], 8, 5)).toUpperCase(); break;
    case 'wireguard_private_key': { const k = r.bytes(32); k[0] &= 248; k[31] = (k[31] & 127) | 64; v = k.toString('base64'); break; }
  }
  const out = { category: 'private_key', type: t, value: v };
  if (escaped && v.includes('\n')) { out.value = v.replace(/\n/g, '\\n'); out.encoding = 'json_escaped'; }
  return out;
}
