// Value generators: one function per category, returning { category, type, value, scheme?, encoding?, soft?, meta }.
import * as C from './checks.mjs';
import { LOCALES, personName, phone as phoneOf, streetAddress, ascii, isNonLatin } from './locales.mjs';
import { MONTHS } from './lang.mjs';

const V = (category, type, value, extra = {}) => ({ category, type, value, ...extra });
const grp4 = (s) => s.replace(/(.{4})/g, '$1 ').trim();

// ---------- digits habits ----------
const AR_DIG = '٠١٢٣٤٥٦٧٨٩';
export const toArabicIndic = (s) => s.replace(/[0-9]/g, (d) => AR_DIG[+d]);
export const toFullwidth = (s) => s.replace(/[0-9\-+()]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
export const normDigits = (s) => s.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)).replace(/[０-９－＋（）]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));

// ---------- person / contact ----------
export function person(rng, loc, latin) { return personName(rng, loc, latin); }
export function nameValue(rng, loc, latin) { const p = personName(rng, loc, latin); return V('person_name', isNonLatin(loc) && !latin ? `${loc.slice(0, 2)}_name_native` : 'full_name', p.full, { meta: { p, loc } }); }

const MAIL_DOMAINS = { 'en-US': ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com'], 'en-GB': ['btinternet.com', 'gmail.com', 'outlook.co.uk', 'yahoo.co.uk'], 'en-IN': ['gmail.com', 'rediffmail.com', 'yahoo.co.in'], 'de-DE': ['gmx.de', 'web.de', 't-online.de', 'posteo.de'], 'de-CH': ['bluewin.ch', 'gmx.ch', 'sunrise.ch'], 'fr-FR': ['orange.fr', 'free.fr', 'laposte.net', 'sfr.fr'], 'fr-BE': ['skynet.be', 'telenet.be', 'proximus.be'], 'es-ES': ['gmail.com', 'hotmail.es', 'telefonica.net'], 'es-MX': ['hotmail.com', 'prodigy.net.mx', 'gmail.com'], 'pt-BR': ['uol.com.br', 'bol.com.br', 'terra.com.br', 'gmail.com'], 'it-IT': ['libero.it', 'virgilio.it', 'tiscali.it', 'alice.it'], 'nl-NL': ['ziggo.nl', 'kpnmail.nl', 'xs4all.nl'], 'pl-PL': ['wp.pl', 'onet.pl', 'interia.pl', 'o2.pl'], 'sv-SE': ['telia.com', 'bredband.net', 'spray.se'], 'tr-TR': ['hotmail.com.tr', 'yandex.com.tr', 'gmail.com'], 'ja-JP': ['yahoo.co.jp', 'docomo.ne.jp', 'nifty.com', 'ezweb.ne.jp'], 'ko-KR': ['naver.com', 'daum.net', 'kakao.com', 'hanmail.net'], 'zh-CN': ['qq.com', '163.com', '126.com', 'sina.com'], 'ar-AE': ['eim.ae', 'emirates.net.ae', 'gmail.com'] };
const CORP_TLD = { 'en-US': 'com', 'en-GB': 'co.uk', 'en-IN': 'in', 'de-DE': 'de', 'de-CH': 'ch', 'fr-FR': 'fr', 'fr-BE': 'be', 'es-ES': 'es', 'es-MX': 'com.mx', 'pt-BR': 'com.br', 'it-IT': 'it', 'nl-NL': 'nl', 'pl-PL': 'pl', 'sv-SE': 'se', 'tr-TR': 'com.tr', 'ja-JP': 'co.jp', 'ko-KR': 'co.kr', 'zh-CN': 'com.cn', 'ar-AE': 'ae' };
const CORP = ['nordwind-logistik', 'helvetia-sourcing', 'bluecrest-analytics', 'solara-energia', 'kitsune-trading', 'hanbit-soft', 'lumen-retail', 'vasco-ingenieria', 'polaris-fintech', 'mareterra', 'orbis-travel', 'tulpen-handel', 'sakura-denki', 'danube-data', 'altamira-foods', 'zephyr-cloud'];
export function corpDomain(rng, loc) { return `${rng.pick(CORP)}.${CORP_TLD[loc]}`; }
export function emailFor(rng, p, loc, corp) {
  const g = ascii(p.givenL).toLowerCase().replace(/[^a-z]/g, ''), f = ascii(p.familyL).toLowerCase().replace(/[^a-z]/g, '');
  const local = rng.pick([`${g}.${f}`, `${g[0]}.${f}`, `${g}${f[0]}`, `${f}.${g}`, `${g}_${f}${rng.int(1, 99)}`, `${g}${rng.int(70, 99)}`, `${f}${g[0]}`, `${g}-${f}`]);
  const dom = corp || (rng.chance(0.5) ? corpDomain(rng, loc) : rng.pick(MAIL_DOMAINS[loc]));
  return V('email', corp || !MAIL_DOMAINS[loc].includes(dom) ? 'work_email' : 'personal_email', `${local}@${dom}`);
}
export function emailValue(rng, loc) { return emailFor(rng, personName(rng, loc, true), loc); }

export function phoneValue(rng, loc, docLang) {
  const ph = phoneOf(rng, loc);
  let value = ph.value, encoding;
  if (docLang === 'ar' && loc === 'ar-AE' && rng.chance(0.35)) { value = toArabicIndic(value); encoding = 'arabic_indic_digits'; }
  else if (docLang === 'ja' && loc === 'ja-JP' && rng.chance(0.3)) { value = toFullwidth(value); encoding = 'fullwidth'; }
  return V('phone_number', ph.type + (ph.intl ? '_intl' : '_national'), value, encoding ? { encoding } : {});
}

export function addressValue(rng, loc, docLang) {
  const latin = isNonLatin(loc) && !['ja', 'ko', 'zh', 'ar'].includes(docLang) ? true : isNonLatin(loc) && rng.chance(0.15);
  return V('street_address', `${loc.slice(3).toLowerCase()}_address`, streetAddress(rng, loc, latin));
}

// ---------- date of birth ----------
export function dobValue(rng, docLang, loc) {
  const y = rng.int(1952, 2004), m = rng.int(1, 12), d = rng.int(1, 28);
  const dd = String(d).padStart(2, '0'), mm = String(m).padStart(2, '0');
  const Mo = MONTHS[docLang];
  let value, type = 'numeric', encoding;
  const r = rng.float();
  switch (docLang) {
    case 'en': if (loc === 'en-US') value = r < 0.6 ? `${mm}/${dd}/${y}` : (type = 'words', `${Mo[m - 1]} ${d}, ${y}`); else value = r < 0.4 ? `${dd}/${mm}/${y}` : r < 0.6 && loc === 'en-IN' ? `${dd}-${mm}-${y}` : (type = 'words', rng.pick([`${d} ${Mo[m - 1]} ${y}`, `${d}${d === 1 || d === 21 ? 'st' : d === 2 || d === 22 ? 'nd' : d === 3 || d === 23 ? 'rd' : 'th'} ${Mo[m - 1]} ${y}`, `${d} ${Mo[m - 1].slice(0, 3)} ${y}`])); break;
    case 'de': value = r < 0.6 ? `${dd}.${mm}.${y}` : (type = 'words', `${d}. ${Mo[m - 1]} ${y}`); break;
    case 'fr': value = r < 0.6 ? `${dd}/${mm}/${y}` : (type = 'words', `${d === 1 ? '1er' : d} ${Mo[m - 1]} ${y}`); break;
    case 'es': case 'pt': value = r < 0.6 ? `${dd}/${mm}/${y}` : (type = 'words', `${d} de ${Mo[m - 1]} de ${y}`); break;
    case 'it': value = r < 0.6 ? `${dd}/${mm}/${y}` : (type = 'words', `${d} ${Mo[m - 1]} ${y}`); break;
    case 'nl': value = r < 0.6 ? `${dd}-${mm}-${y}` : (type = 'words', `${d} ${Mo[m - 1]} ${y}`); break;
    case 'pl': value = r < 0.6 ? `${dd}.${mm}.${y}` : (type = 'words', `${d} ${Mo[m - 1]} ${y} r.`); break;
    case 'sv': value = r < 0.6 ? `${y}-${mm}-${dd}` : (type = 'words', `${d} ${Mo[m - 1]} ${y}`); break;
    case 'tr': value = r < 0.6 ? `${dd}.${mm}.${y}` : (type = 'words', `${d} ${Mo[m - 1]} ${y}`); break;
    case 'ja': if (r < 0.35) { type = 'words'; value = `${y}年${m}月${d}日`; } else if (r < 0.6) value = `${y}/${mm}/${dd}`; else { type = 'era'; if (y <= 1988) value = `昭和${y - 1925}年${m}月${d}日`; else value = `平成${y - 1988 === 1 ? '元' : y - 1988}年${m}月${d}日`; } if (rng.chance(0.2)) { value = value.replace(/[0-9]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)); encoding = 'fullwidth'; } break;
    case 'ko': value = r < 0.5 ? (type = 'words', `${y}년 ${m}월 ${d}일`) : `${y}.${mm}.${dd}`; break;
    case 'zh': value = r < 0.6 ? (type = 'words', `${y}年${m}月${d}日`) : `${y}-${mm}-${dd}`; break;
    case 'ar': value = r < 0.5 ? `${dd}/${mm}/${y}` : (type = 'words', `${d} ${Mo[m - 1]} ${y}`); if (rng.chance(0.5)) { value = toArabicIndic(value); encoding = 'arabic_indic_digits'; } break;
    default: value = `${y}-${mm}-${dd}`;
  }
  return V('date_of_birth', `dob_${type}`, value, { meta: { y, m, d }, ...(encoding ? { encoding } : {}) });
}
export function isoDob(rng) { const y = rng.int(1952, 2004), m = rng.int(1, 12), d = rng.int(1, 28); return V('date_of_birth', 'dob_iso', `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`, { meta: { y, m, d } }); }

// ---------- national ids ----------
const ND = { 'en-US': 'us_ssn', 'en-GB': 'uk_nino', 'en-IN': 'in_aadhaar', 'de-DE': 'de_personalausweis', 'de-CH': 'ch_ahv', 'fr-FR': 'fr_nir', 'fr-BE': 'be_rrn', 'es-ES': 'es_dni', 'es-MX': 'mx_curp', 'pt-BR': 'br_rg', 'it-IT': 'it_cie', 'nl-NL': 'nl_bsn', 'pl-PL': 'pl_pesel', 'sv-SE': 'se_personnummer', 'tr-TR': 'tr_tckn', 'ja-JP': 'jp_my_number', 'ko-KR': 'kr_rrn', 'zh-CN': 'cn_resident_id', 'ar-AE': 'ae_emirates_id' };
export const NATIONAL_ID_LABEL = { us_ssn: 'SSN', uk_nino: 'NI number', in_aadhaar: 'Aadhaar', de_personalausweis: 'Personalausweisnummer', ch_ahv: 'AHV-Nr.', fr_nir: 'N° de sécurité sociale', be_rrn: 'Numéro de registre national', es_dni: 'DNI', es_nie: 'NIE', mx_curp: 'CURP', br_rg: 'RG', it_cie: "Carta d'identità n.", nl_bsn: 'BSN', pl_pesel: 'PESEL', se_personnummer: 'Personnummer', tr_tckn: 'T.C. Kimlik No', jp_my_number: 'マイナンバー', kr_rrn: '주민등록번호', cn_resident_id: '身份证号', ae_emirates_id: 'Emirates ID' };
const DE_ID_ALPHA = 'CFGHJKLMNPRTVWXYZ0123456789';
const deIdVal = (c) => (/\d/.test(c) ? +c : c.charCodeAt(0) - 55);
export const deIdCheck = (s9) => String(s9.split('').reduce((a, c, i) => a + deIdVal(c) * [7, 3, 1][i % 3], 0) % 10);
export function nationalIdValue(rng, loc) {
  let type = ND[loc], value;
  const y = rng.int(1955, 2003), m = rng.int(1, 12), d = rng.int(1, 28);
  const yy = String(y % 100).padStart(2, '0'), mm = String(m).padStart(2, '0'), dd = String(d).padStart(2, '0');
  switch (type) {
    case 'us_ssn': { let a; do { a = rng.int(1, 899); } while (a === 666); value = `${String(a).padStart(3, '0')}-${String(rng.int(1, 99)).padStart(2, '0')}-${String(rng.int(1, 9999)).padStart(4, '0')}`; if (rng.chance(0.2)) value = value.replace(/-/g, ''); break; }
    case 'uk_nino': { let p; do { p = rng.chars('ABCEGHJKLMNOPRSTWXYZ', 1) + rng.chars('ABCEGHJKLMNPRSTWXYZ', 1); } while (['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ', 'OO'].includes(p) || p[0] === 'O'); const n = rng.digits(6); const s = rng.pick(['A', 'B', 'C', 'D']); value = rng.chance(0.5) ? `${p} ${n.slice(0, 2)} ${n.slice(2, 4)} ${n.slice(4)} ${s}` : `${p}${n}${s}`; break; }
    case 'in_aadhaar': { const p = String(rng.int(2, 9)) + rng.digits(10); const v = p + C.verhoeffDigit(p); value = rng.chance(0.7) ? `${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}` : v; break; }
    case 'de_personalausweis': { const s = rng.pick(['L', 'T', 'C', 'F', 'G', 'H']) + rng.chars(DE_ID_ALPHA, 8); value = s + deIdCheck(s); break; }
    case 'ch_ahv': { const p = '756' + rng.digits(9); const v = p + C.ean13Digit(p); value = `${v.slice(0, 3)}.${v.slice(3, 7)}.${v.slice(7, 11)}.${v.slice(11)}`; break; }
    case 'fr_nir': { const p = `${rng.int(1, 2)}${yy}${mm}${String(rng.int(1, 95)).padStart(2, '0')}${rng.digits(3)}${rng.digits(3)}`; const k = C.nirKey(p); value = rng.chance(0.7) ? `${p[0]} ${p.slice(1, 3)} ${p.slice(3, 5)} ${p.slice(5, 7)} ${p.slice(7, 10)} ${p.slice(10, 13)} ${k}` : p + k; break; }
    case 'be_rrn': { const p = `${yy}${mm}${dd}${String(rng.int(1, 997)).padStart(3, '0')}`; const k = C.beRrnCheck(p, y >= 2000); value = rng.chance(0.6) ? `${yy}.${mm}.${dd}-${p.slice(6)}.${k}` : p + k; break; }
    case 'es_dni': { if (rng.chance(0.35)) { type = 'es_nie'; const L = rng.pick(['X', 'Y', 'Z']); const n = rng.digits(7); value = `${L}${n}${C.dniLetter('XYZ'.indexOf(L) + n)}`; if (rng.chance(0.3)) value = `${value[0]}-${value.slice(1, 8)}-${value[8]}`; } else { const n = rng.digitsNZ(8); value = rng.chance(0.8) ? `${n}${C.dniLetter(n)}` : `${n}-${C.dniLetter(n)}`; } break; }
    case 'mx_curp': { const cons = 'BCDFGHJKLMNPQRSTVWXYZ'; const p = rng.upper(1) + rng.pick(['A', 'E', 'I', 'O', 'U']) + rng.upper(2) + yy + mm + dd + rng.pick(['H', 'M']) + rng.pick(['DF', 'JC', 'NL', 'PL', 'QT', 'YN', 'MC', 'GT']) + rng.chars(cons, 3) + (y >= 2000 ? rng.upper(1) : rng.digits(1)); value = p + C.curpDigit(p); break; }
    case 'br_rg': { value = `${rng.digits(2)}.${rng.digits(3)}.${rng.digits(3)}-${rng.chars('0123456789X', 1)}`; break; }
    case 'it_cie': { value = `C${rng.upper(1)}${rng.digits(5)}${rng.upper(2)}`; break; }
    case 'nl_bsn': { let p, c; do { p = rng.digitsNZ(8); c = C.bsnDigit(p); } while (c === null); value = p + c; break; }
    case 'pl_pesel': { const mmE = String(m + (y >= 2000 ? 20 : 0)).padStart(2, '0'); const p = `${yy}${mmE}${dd}${rng.digits(4)}`; value = p + C.peselDigit(p); break; }
    case 'se_personnummer': { const p = `${yy}${mm}${dd}${rng.digits(3)}`; const v = p + C.luhnDigit(p); value = rng.chance(0.5) ? `${v.slice(0, 6)}-${v.slice(6)}` : `${y}${mm}${dd}-${v.slice(6)}`; break; }
    case 'tr_tckn': { const p = rng.digitsNZ(9); value = p + C.tcknDigits(p); break; }
    case 'jp_my_number': { const p = rng.digits(11); const v = p + C.myNumberDigit(p); value = rng.chance(0.6) ? `${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}` : v; break; }
    case 'kr_rrn': { const p = `${yy}${mm}${dd}${y >= 2000 ? rng.pick(['3', '4']) : rng.pick(['1', '2'])}${rng.digits(5)}`; const v = p + C.krRrnDigit(p); value = `${v.slice(0, 6)}-${v.slice(6)}`; break; }
    case 'cn_resident_id': { const p = rng.pick(['110105', '310104', '440305', '330106', '510107', '420106', '320106']) + `${y}${mm}${dd}` + rng.digits(3); value = p + C.cnIdChar(p); break; }
    case 'ae_emirates_id': { const p = `784${y}${rng.digits(7)}`; const v = p + C.luhnDigit(p); value = `${v.slice(0, 3)}-${v.slice(3, 7)}-${v.slice(7, 14)}-${v.slice(14)}`; break; }
  }
  return V('national_id', type, value, { scheme: NATIONAL_ID_LABEL[type] });
}

// ---------- tax ids ----------
const TAX_BY_LOC = { 'de-DE': ['de_steuer_id', 'de_ust_idnr'], 'de-CH': ['de_steuer_id'], 'it-IT': ['it_codice_fiscale'], 'pt-BR': ['br_cpf', 'br_cnpj'], 'pl-PL': ['pl_nip'], 'ko-KR': ['kr_brn'], 'zh-CN': ['cn_uscc'], 'en-IN': ['in_pan'], 'en-US': ['us_ein'], 'es-MX': ['mx_rfc'] };
export const TAX_LOCALES = Object.keys(TAX_BY_LOC).filter((l) => l !== 'de-CH');
export const TAX_LABEL = { de_steuer_id: 'Steuer-IdNr.', de_ust_idnr: 'USt-IdNr.', it_codice_fiscale: 'Codice Fiscale', br_cpf: 'CPF', br_cnpj: 'CNPJ', pl_nip: 'NIP', kr_brn: '사업자등록번호', cn_uscc: '统一社会信用代码', in_pan: 'PAN', us_ein: 'EIN', mx_rfc: 'RFC' };
const CF_MONTH = 'ABCDEHLMPRST';
export function taxIdValue(rng, loc, p) {
  const type = rng.pick(TAX_BY_LOC[loc] || ['de_steuer_id']);
  let value;
  switch (type) {
    case 'de_steuer_id': { let ds; for (;;) { const pool = rng.sample('0123456789'.split(''), 9); const dup = rng.pick(pool); ds = rng.shuffle([...pool, dup]); if (ds[0] !== '0') break; } const p10 = ds.join(''); const v = p10 + C.iso7064_11_10(p10); value = rng.chance(0.5) ? `${v.slice(0, 2)} ${v.slice(2, 5)} ${v.slice(5, 8)} ${v.slice(8)}` : v; break; }
    case 'de_ust_idnr': { const p8 = rng.digitsNZ(8); value = `DE${p8}${C.iso7064_11_10(p8)}`; if (rng.chance(0.3)) value = `DE ${value.slice(2)}`; break; }
    case 'it_codice_fiscale': { const cons = (s) => (ascii(s).toUpperCase().replace(/[^A-Z]/g, '').replace(/[AEIOU]/g, '') + ascii(s).toUpperCase().replace(/[^AEIOU]/g, '') + 'XXX').slice(0, 3); const nm = p || personName(rng, 'it-IT', true); const y = rng.int(1955, 2003); const dd = rng.int(1, 28) + (rng.chance(0.5) ? 40 : 0); const p15 = cons(nm.familyL) + cons(nm.givenL) + String(y % 100).padStart(2, '0') + rng.pick(CF_MONTH.split('')) + String(dd).padStart(2, '0') + rng.pick(['A', 'B', 'C', 'D', 'F', 'G', 'H', 'L', 'M']) + rng.digits(3); value = p15 + C.cfCheckChar(p15); break; }
    case 'br_cpf': { let n; do { n = rng.digits(9); } while (/^(\d)\1+$/.test(n)); const v = n + C.cpfDigits(n); value = rng.chance(0.8) ? `${v.slice(0, 3)}.${v.slice(3, 6)}.${v.slice(6, 9)}-${v.slice(9)}` : v; break; }
    case 'br_cnpj': { const n = rng.digits(8) + '0001'; const v = n + C.cnpjDigits(n); value = `${v.slice(0, 2)}.${v.slice(2, 5)}.${v.slice(5, 8)}/${v.slice(8, 12)}-${v.slice(12)}`; break; }
    case 'pl_nip': { let n, c; do { n = rng.digitsNZ(9); c = C.nipDigit(n); } while (c === null); const v = n + c; value = rng.chance(0.5) ? `${v.slice(0, 3)}-${v.slice(3, 6)}-${v.slice(6, 8)}-${v.slice(8)}` : v; break; }
    case 'kr_brn': { const n = rng.digitsNZ(3) + rng.pick(['81', '86', '87', '88', '01', '12']) + rng.digits(4); const v = n + C.krBrnDigit(n); value = `${v.slice(0, 3)}-${v.slice(3, 5)}-${v.slice(5)}`; break; }
    case 'cn_uscc': { const p17 = rng.pick(['91', '92', '12']) + rng.pick(['110105', '310104', '440300', '330100']) + rng.chars(C.USCC_ALPHA, 9); value = p17 + C.usccChar(p17); break; }
    case 'in_pan': { value = rng.upper(3) + 'P' + rng.upper(1) + rng.digits(4) + rng.upper(1); break; }
    case 'us_ein': { value = `${rng.pick(['12', '20', '26', '27', '45', '46', '81', '83', '84', '88'])}-${rng.digits(7)}`; break; }
    case 'mx_rfc': { value = rng.upper(4) + String(rng.int(55, 99)) + String(rng.int(1, 12)).padStart(2, '0') + String(rng.int(1, 28)).padStart(2, '0') + rng.upnum(3); break; }
  }
  return V('tax_id', type, value, { scheme: TAX_LABEL[type] });
}

// ---------- passports ----------
export function passportValue(rng, loc) {
  const cc = LOCALES[loc].cc; let value;
  switch (cc) {
    case 'US': value = rng.chance(0.5) ? rng.digitsNZ(9) : 'A' + rng.digits(8); break;
    case 'GB': value = rng.digitsNZ(9); break;
    case 'IN': value = rng.chars('ABCDEFGHJKLMNPRSTUVWZ', 1) + rng.digitsNZ(7); break;
    case 'DE': value = rng.pick(['C', 'F', 'G', 'H', 'J', 'K']) + rng.chars('CFGHJKLMNPRTVWXYZ0123456789', 8); break;
    case 'CH': value = rng.pick(['X', 'S', 'F']) + rng.digits(7); break;
    case 'FR': value = rng.digits(2) + rng.upper(2) + rng.digits(5); break;
    case 'BE': value = rng.upper(2) + rng.digits(6); break;
    case 'ES': value = rng.upper(3) + rng.digits(6); break;
    case 'MX': value = rng.upper(1) + rng.digits(8); break;
    case 'BR': value = rng.upper(2) + rng.digits(6); break;
    case 'IT': value = rng.upper(2) + rng.digits(7); break;
    case 'NL': value = rng.chars('ABCDEFGHIJKLMNPRSTUVWXYZ', 2) + rng.chars('ABCDEFGHIJKLMNPRSTUVWXYZ0123456789', 6) + rng.digits(1); break;
    case 'PL': value = rng.upper(2) + rng.digits(7); break;
    case 'SE': value = rng.digits(8); break;
    case 'TR': value = 'U' + rng.digits(8); break;
    case 'JP': value = rng.pick(['TK', 'TR', 'TZ', 'MZ', 'TS']) + rng.digits(7); break;
    case 'KR': value = rng.pick(['M', 'S', 'R']) + rng.digits(8); break;
    case 'CN': value = rng.chance(0.5) ? 'E' + rng.digits(8) : 'E' + rng.upper(1) + rng.digits(7); break;
    case 'AE': value = rng.digits(9); break;
  }
  return V('passport_number', `${cc.toLowerCase()}_passport`, value, { meta: { cc } });
}
export function mrzCheck(s) { const val = (c) => (c === '<' ? 0 : /\d/.test(c) ? +c : c.charCodeAt(0) - 55); return String(s.split('').reduce((a, c, i) => a + val(c) * [7, 3, 1][i % 3], 0) % 10); }

// ---------- IBAN ----------
const IBAN_FMT = { DE: 'n18', FR: 'n10c11n2', CH: 'n5c12', ES: 'n20', IT: 'a1n10c12', NL: 'a4n10', BE: 'be', PL: 'n24', SE: 'n20', TR: 'n5z1c16', AE: 'n19', BR: 'n23a1c1', GB: 'a4n14', PT: 'n21', AT: 'n16', SA: 'n2c18' };
export const IBAN_COUNTRIES = Object.keys(IBAN_FMT);
const LOC_IBAN = { 'de-DE': 'DE', 'de-CH': 'CH', 'fr-FR': 'FR', 'fr-BE': 'BE', 'es-ES': 'ES', 'it-IT': 'IT', 'nl-NL': 'NL', 'pl-PL': 'PL', 'sv-SE': 'SE', 'tr-TR': 'TR', 'ar-AE': 'AE', 'pt-BR': 'BR', 'en-GB': 'GB' };
export const hasIban = (loc) => !!LOC_IBAN[loc];
const NL_BANKS = ['ABNA', 'INGB', 'RABO', 'TRIO', 'SNSB', 'KNAB', 'BUNQ'];
const GB_BANKS = ['NWBK', 'BARC', 'LOYD', 'MIDL', 'HBUK', 'MONZ'];
export function ibanValue(rng, locOrCc) {
  const cc = LOC_IBAN[locOrCc] || locOrCc; const f = IBAN_FMT[cc]; let bban = '';
  if (f === 'be') { const p = rng.digits(10); bban = p + String(Number(BigInt(p) % 97n) || 97).padStart(2, '0'); }
  else for (const [, t, n] of f.matchAll(/([ncaz])(\d+)/g)) { const k = +n; if (t === 'n') bban += rng.digits(k); else if (t === 'c') bban += rng.chance(0.8) ? rng.digits(k) : rng.upnum(k); else if (t === 'z') bban += '0'; else bban += cc === 'NL' ? rng.pick(NL_BANKS) : cc === 'GB' ? rng.pick(GB_BANKS) : rng.upper(k); }
  const iban = cc + C.ibanCheck(cc, bban) + bban;
  return V('iban', `${cc.toLowerCase()}_iban`, rng.chance(0.6) ? grp4(iban) : iban);
}

// ---------- bank accounts (account numbers without IBAN); routing/sort/IFSC codes are returned as negatives ----------
export const BANK_LOCALES = ['en-US', 'en-GB', 'en-IN', 'es-MX', 'pt-BR', 'ja-JP', 'ko-KR', 'zh-CN'];
export function bankAccountValue(rng, loc) {
  switch (loc) {
    case 'en-US': { const p8 = rng.pick(['0210', '0260', '0110', '1210', '0710', '0440']) + rng.digits(4); return V('bank_account', 'us_account_number', rng.digitsNZ(rng.int(9, 12)), { routing: { kind: 'bank_routing_code', label: 'Routing (ABA)', value: p8 + C.abaDigit(p8) } }); }
    case 'en-GB': return V('bank_account', 'uk_account_number', rng.digitsNZ(8), { routing: { kind: 'bank_routing_code', label: 'Sort code', value: `${rng.int(10, 99)}-${rng.digits(2)}-${rng.digits(2)}` } });
    case 'en-IN': return V('bank_account', 'in_account_number', rng.digitsNZ(rng.pick([11, 12, 14])), { routing: { kind: 'bank_routing_code', label: 'IFSC', value: rng.pick(['HDFC', 'ICIC', 'SBIN', 'UTIB', 'KKBK']) + '0' + rng.digits(6) } });
    case 'es-MX': { const p = rng.pick(['002', '012', '014', '021', '072']) + rng.digits(14); return V('bank_account', 'mx_clabe', p + C.clabeDigit(p)); }
    case 'pt-BR': return V('bank_account', 'br_conta', `${rng.digitsNZ(rng.int(5, 8))}-${rng.digits(1)}`, { routing: { kind: 'bank_routing_code', label: 'Agência', value: `${rng.digits(4)}` } });
    case 'ja-JP': return V('bank_account', 'jp_koza', rng.digits(7), { routing: { kind: 'bank_routing_code', label: '支店番号', value: rng.digits(3) } });
    case 'ko-KR': return V('bank_account', 'kr_account', rng.pick([`${rng.digitsNZ(3)}-${rng.digits(3)}-${rng.digits(6)}`, `${rng.digitsNZ(3)}-${rng.digits(2)}-${rng.digits(6)}-${rng.digits(1)}`, `${rng.digitsNZ(4)}-${rng.digits(2)}-${rng.digits(7)}`]));
    case 'zh-CN': { const v = rng.pick(['1', '3', '4']) + rng.digits(18); return V('bank_account', 'cn_bank_account', rng.chance(0.5) ? v.replace(/(.{4})/g, '$1 ').trim() : v); }
  }
  throw new Error('no bank account for ' + loc);
}

// ---------- credit cards ----------
const CARD_BY_LOC = { 'ja-JP': ['jcb', 'visa', 'mastercard'], 'zh-CN': ['unionpay', 'unionpay', 'visa'], 'en-IN': ['rupay', 'visa', 'mastercard'], 'pt-BR': ['elo', 'mastercard', 'visa'], 'tr-TR': ['troy', 'visa', 'mastercard'], 'en-US': ['visa', 'mastercard', 'amex', 'discover'], 'fr-FR': ['visa', 'mastercard'], 'it-IT': ['visa', 'mastercard', 'maestro'] };
const CARD = { visa: [['4'], 16], mastercard: [['51', '52', '53', '54', '55', '2221', '2720', '23'], 16], amex: [['34', '37'], 15], discover: [['6011', '65', '644'], 16], jcb: [['3528', '3541', '3566', '3589'], 16], unionpay: [['62'], 16], diners: [['36', '38'], 14], maestro: [['6759', '5018', '5020'], 16], rupay: [['6521', '6522', '60'], 16], elo: [['636368', '438935', '504175', '451416'], 16], troy: [['9792'], 16] };
const TEST_CARDS = new Set(['4111111111111111', '4242424242424242', '5555555555554444', '378282246310005', '4012888888881881', '5105105105105100', '6011111111111117', '3530111333300000']);
export function cardValue(rng, loc) {
  const brand = rng.pick(CARD_BY_LOC[loc] || ['visa', 'mastercard', 'amex', 'diners', 'visa', 'mastercard']);
  const [prefixes, len] = CARD[brand]; let num;
  do { const pfx = rng.pick(prefixes); const body = pfx + rng.digits(len - 1 - pfx.length); num = body + C.luhnDigit(body); } while (TEST_CARDS.has(num));
  let value;
  const r = rng.float();
  if (len === 15) value = r < 0.6 ? `${num.slice(0, 4)} ${num.slice(4, 10)} ${num.slice(10)}` : num;
  else if (len === 14) value = r < 0.6 ? `${num.slice(0, 4)} ${num.slice(4, 10)} ${num.slice(10)}` : num;
  else value = r < 0.5 ? grp4(num) : r < 0.7 ? grp4(num).replace(/ /g, '-') : num;
  return V('credit_card', brand, value);
}

// ---------- IP addresses ----------
export function ipValue(rng) {
  const r = rng.float();
  if (r < 0.62) { let a; do { a = rng.int(5, 223); } while ([10, 100, 127, 169, 172, 192, 198, 203].includes(a)); return V('ip_address', 'ipv4', `${a}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`); }
  if (r < 0.9) { const pre = rng.pick(['2a02', '2a01', '2600', '2405', '2804', '2a00', '240e', '2001:41d0']); const parts = pre.split(':'); while (parts.length < 8) parts.push(rng.hex(rng.int(1, 4)).replace(/^0+(?=.)/, '')); let s = parts.join(':'); if (rng.chance(0.5)) { const p = s.split(':'); s = p.slice(0, 4).join(':') + '::' + p.slice(6).join(':'); } return V('ip_address', 'ipv6', s); }
  const v = rng.pick([`10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(2, 254)}`, `192.168.${rng.int(0, 255)}.${rng.int(2, 254)}`, `172.${rng.int(16, 31)}.${rng.int(0, 255)}.${rng.int(2, 254)}`]);
  return V('ip_address', 'ipv4_private', v, { soft: true });
}

// ---------- crypto wallets ----------
export function walletValue(rng) {
  const t = rng.pick(['btc_p2pkh', 'btc_p2sh', 'btc_bech32', 'btc_taproot', 'eth', 'eth', 'ltc_p2pkh', 'ltc_bech32', 'doge_p2pkh', 'tron', 'xrp', 'solana']);
  let value;
  switch (t) {
    case 'btc_p2pkh': value = C.b58check(Buffer.concat([Buffer.from([0x00]), rng.bytes(20)])); break;
    case 'btc_p2sh': value = C.b58check(Buffer.concat([Buffer.from([0x05]), rng.bytes(20)])); break;
    case 'ltc_p2pkh': value = C.b58check(Buffer.concat([Buffer.from([0x30]), rng.bytes(20)])); break;
    case 'doge_p2pkh': value = C.b58check(Buffer.concat([Buffer.from([0x1e]), rng.bytes(20)])); break;
    case 'tron': value = C.b58check(Buffer.concat([Buffer.from([0x41]), rng.bytes(20)])); break;
    case 'xrp': value = C.b58check(Buffer.concat([Buffer.from([0x00]), rng.bytes(20)]), C.B58_RIPPLE); break;
    case 'btc_bech32': value = C.bech32Encode('bc', [0, ...C.convertBits(rng.bytes(20), 8, 5)]); break;
    case 'ltc_bech32': value = C.bech32Encode('ltc', [0, ...C.convertBits(rng.bytes(20), 8, 5)]); break;
    case 'btc_taproot': value = C.bech32Encode('bc', [1, ...C.convertBits(rng.bytes(32), 8, 5)], true); break;
    case 'eth': value = C.eip55(rng.hex(40)); break;
    case 'solana': { let b; do { b = rng.bytes(32); } while (b[0] === 0); value = C.b58encode(b); break; }
  }
  return V('crypto_wallet', t, value);
}
