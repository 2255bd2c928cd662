// Value generators: every value has the public shape of its kind and valid check digits where the
// scheme defines them. Each takes the document's rng so a seed fixes the whole corpus.

import { HEX, ALNUM, UPPER, LOWER, B64, B64URL, base58check, base58, segwitAddress, keccak256, moneroBase58, b64url, sha256hex } from './lib.mjs';
import { CULTURES, ADDRESS_PARTS } from './names.mjs';

const pad = (n, w = 2) => String(n).padStart(w, '0');
const luhnDigit = (body) => {
  let sum = 0;
  [...body].reverse().forEach((c, i) => {
    let d = Number(c);
    if (i % 2 === 0) d *= 2;
    sum += d > 9 ? d - 9 : d;
  });
  return String((10 - (sum % 10)) % 10);
};

// ---------- people ----------
const ascii = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').replace(/ı/g, 'i').replace(/ş/g, 's').replace(/ğ/g, 'g');
export function person(r, culture) {
  const c = CULTURES[culture] ?? CULTURES.en;
  const native = c.native && r.chance(0.35);
  const given = native ? r.pick(c.native[0]) : r.pick(c.given);
  const family = native ? r.pick(c.native[1]) : r.pick(c.family);
  const full = native && c.familyFirst ? `${family}${given}` : native && culture === 'ar' ? `${given} ${family}` : c.familyFirst && r.chance(0.4) && !native ? `${family} ${given}` : `${given} ${family}`;
  const slug = ascii(`${given}.${family}`).toLowerCase().replace(/[^a-z.]/g, '');
  return { given, family, full, native, slug: native ? ascii(`${r.pick(c.given)}.${r.pick(c.family)}`).toLowerCase().replace(/[^a-z.]/g, '') : slug, culture };
}

const MAIL_DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.co.uk', 'gmx.de', 'web.de', 'orange.fr', 'free.fr', 'libero.it', 'hotmail.es', 'uol.com.br', 'ziggo.nl', 'wp.pl', 'telia.se', 'yandex.com.tr', 'qq.com', '163.com', 'naver.com', 'docomo.ne.jp', 'rediffmail.com', 'proton.me', 'icloud.com', 'fastmail.fm'];
export const COMPANY_DOMAINS = ['northwind-logistics.com', 'bluepeak.io', 'kranich-versand.de', 'atelier-moreau.fr', 'lumen-health.nl', 'solara.com.br', 'hanbit-soft.co.kr', 'sakura-trading.co.jp', 'vistaprint-labs.io', 'orbitpay.dev', 'tamarind.in', 'fjordline-it.se', 'kuzey-yazilim.com.tr', 'polarbyte.pl', 'ferrovia-srl.it', 'meridian-clinic.org'];
export function email(r, p, domain) {
  const [g, f] = p.slug.split('.');
  const local = r.pick([`${g}.${f}`, `${g}${f}`, `${g[0]}${f}`, `${g}_${f}${r.int(1, 99)}`, `${f}.${g}`, `${g}-${f}`, `${g}${r.int(70, 99)}`, `${g[0]}.${f}+${r.pick(['shop', 'news', 'work'])}`]);
  return `${local}@${domain ?? r.pick(r.chance(0.5) ? MAIL_DOMAINS : COMPANY_DOMAINS)}`;
}

// ---------- phones ----------
const PHONE = {
  us: (r) => { const a = r.pick(['415', '312', '646', '213', '503', '919', '737']); const x = `${r.int(2, 9)}${r.digits(2)}`, y = r.digits(4); return r.pick([`+1 (${a}) ${x}-${y}`, `(${a}) ${x}-${y}`, `${a}-${x}-${y}`, `${a}.${x}.${y}`, `+1 ${a} ${x} ${y}`, `1-${a}-${x}-${y}`]); },
  gb: (r) => r.pick([`+44 7${r.digits(3)} ${r.digits(6)}`, `07${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`, `+44 (0)20 7${r.digits(3)} ${r.digits(4)}`, `0161 ${r.digits(3)} ${r.digits(4)}`]),
  de: (r) => r.pick([`+49 151 ${r.digits(8)}`, `0171 ${r.digits(7)}`, `+49 (0)30 ${r.digits(8)}`, `089/${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`, `+49 40 ${r.digits(3)}-${r.digits(4)}`]),
  fr: (r) => { const d = () => r.digits(2); return r.pick([`+33 6 ${d()} ${d()} ${d()} ${d()}`, `06 ${d()} ${d()} ${d()} ${d()}`, `01.${d()}.${d()}.${d()}.${d()}`, `+33 (0)7 ${d()} ${d()} ${d()} ${d()}`]); },
  es: (r) => r.pick([`+34 6${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`, `6${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`, `91 ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`]),
  it: (r) => r.pick([`+39 3${r.digits(2)} ${r.digits(3)} ${r.digits(4)}`, `3${r.digits(2)} ${r.digits(7)}`, `02 ${r.digits(4)} ${r.digits(4)}`]),
  nl: (r) => r.pick([`+31 6 ${r.digits(4)} ${r.digits(4)}`, `06-${r.digits(8)}`, `020 ${r.digits(3)} ${r.digits(4)}`, `+31 (0)10 ${r.digits(7)}`]),
  pl: (r) => r.pick([`+48 5${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`, `6${r.digits(2)}-${r.digits(3)}-${r.digits(3)}`, `(22) ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`]),
  se: (r) => r.pick([`+46 70 ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`, `070-${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`, `08-${r.digits(3)} ${r.digits(3)} ${r.digits(2)}`]),
  pt: (r) => r.pick([`+55 11 9${r.digits(4)}-${r.digits(4)}`, `(21) 9${r.digits(4)}-${r.digits(4)}`, `+351 91${r.digits(1)} ${r.digits(3)} ${r.digits(3)}`]),
  tr: (r) => r.pick([`+90 5${r.digits(2)} ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`, `0 (5${r.digits(2)}) ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`, `05${r.digits(2)}${r.digits(7)}`]),
  ja: (r) => r.pick([`090-${r.digits(4)}-${r.digits(4)}`, `+81 80-${r.digits(4)}-${r.digits(4)}`, `03-${r.digits(4)}-${r.digits(4)}`, `０９０-${r.digits(4)}-${r.digits(4)}`.replace(/０９０/, '080')]),
  zh: (r) => r.pick([`+86 13${r.digits(1)} ${r.digits(4)} ${r.digits(4)}`, `15${r.digits(9)}`, `(010) ${r.digits(4)}-${r.digits(4)}`, `+86-18${r.digits(1)}-${r.digits(4)}-${r.digits(4)}`]),
  ko: (r) => r.pick([`010-${r.digits(4)}-${r.digits(4)}`, `+82 10-${r.digits(4)}-${r.digits(4)}`, `02-${r.digits(3)}-${r.digits(4)}`]),
  ar: (r) => r.pick([`+966 5${r.digits(1)} ${r.digits(3)} ${r.digits(4)}`, `+971 50 ${r.digits(3)} ${r.digits(4)}`, `05${r.digits(1)}${r.digits(7)}`, `+20 10 ${r.digits(4)} ${r.digits(4)}`]),
  hi: (r) => r.pick([`+91 9${r.digits(4)} ${r.digits(5)}`, `+91-8${r.digits(9)}`, `09${r.digits(9)}`, `022 ${r.digits(4)} ${r.digits(4)}`]),
  au: (r) => r.pick([`+61 4${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`, `04${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`, `(02) ${r.digits(4)} ${r.digits(4)}`]),
  mx: (r) => r.pick([`+52 55 ${r.digits(4)} ${r.digits(4)}`, `+52 1 33 ${r.digits(4)} ${r.digits(4)}`]),
  ng: (r) => r.pick([`+234 80${r.digits(1)} ${r.digits(3)} ${r.digits(4)}`, `080${r.digits(1)} ${r.digits(3)} ${r.digits(4)}`]),
};
export const PHONE_COUNTRIES = Object.keys(PHONE);
export function phone(r, country) {
  const c = PHONE[country] ? country : r.pick(PHONE_COUNTRIES);
  return { value: PHONE[c](r), type: `phone_${c}` };
}

// ---------- cards and banks ----------
export function creditCard(r) {
  const kind = r.pick(['visa', 'visa', 'mastercard', 'mastercard', 'amex', 'discover', 'jcb', 'unionpay', 'diners']);
  const prefix = { visa: '4' + r.digits(5), mastercard: r.pick(['51', '53', '55', '2221', '2720']) + r.digits(2), amex: r.pick(['34', '37']) + r.digits(4), discover: '6011' + r.digits(2), jcb: '35' + r.int(28, 89) + r.digits(2), unionpay: '62' + r.digits(4), diners: '36' + r.digits(4) }[kind];
  const len = { amex: 15, diners: 14 }[kind] ?? 16;
  let body = prefix + r.digits(len - 1 - prefix.length);
  const digits = body + luhnDigit(body);
  const sep = r.pick(['', ' ', ' ', '-']);
  const groups = len === 15 ? [4, 6, 5] : len === 14 ? [4, 6, 4] : [4, 4, 4, 4];
  let i = 0;
  const value = groups.map((g) => digits.slice(i, (i += g))).join(sep);
  return { value, type: kind, digits };
}

const IBAN_SPEC = { DE: 'n18', FR: 'n10a11n2', ES: 'n20', IT: 'a1n10a12', NL: 'A4n10', GB: 'A4n14', PL: 'n24', SE: 'n20', PT: 'n21', BE: 'n12', AT: 'n16', CH: 'n5a12', TR: 'n6a16', SA: 'n2a18', IE: 'A4n14', DK: 'n14', FI: 'n14', NO: 'n11', LU: 'n3a13', BR: 'n23A1a1' };
function ibanBody(r, spec) {
  let out = '';
  for (const [, kind, n] of spec.matchAll(/([naA])(\d+)/g)) out += kind === 'n' ? r.digits(+n) : kind === 'A' ? r.chars(UPPER, +n) : r.chars(UPPER + '0123456789', +n);
  return out;
}
const mod97 = (s) => [...s].reduce((acc, ch) => (acc * 10 + Number(ch)) % 97, 0);
export function iban(r, country) {
  const cc = IBAN_SPEC[country] ? country : r.pick(Object.keys(IBAN_SPEC));
  const bban = ibanBody(r, IBAN_SPEC[cc]);
  const numeric = (bban + cc + '00').replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const check = pad(98 - mod97(numeric));
  const compact = cc + check + bban;
  const value = r.chance(0.55) ? compact.replace(/(.{4})/g, '$1 ').trim() : compact;
  return { value, type: `iban_${cc.toLowerCase()}`, country: cc };
}
export function nationalAccount(r) {
  return r.pick([
    () => ({ value: r.digits(r.int(8, 12)), type: 'us_account', context: `routing ${r.pick(['021000021', '026009593', '121000358', '011000138'])}` }),
    () => ({ value: `${r.digits(2)}-${r.digits(2)}-${r.digits(2)} ${r.digits(8)}`, type: 'uk_sortcode_account' }),
    () => ({ value: r.digits(r.int(11, 14)), type: 'in_account', context: `IFSC ${r.pick(['HDFC', 'ICIC', 'SBIN', 'UTIB'])}0${r.digits(6)}` }),
    () => ({ value: `${r.digits(4)} ${r.digits(2)} ${r.digits(7)}`, type: 'se_bankgiro_account' }),
    () => ({ value: `${r.digits(3)}-${r.digits(6)}-${r.digits(2)}`, type: 'jp_account' }),
    () => ({ value: `${r.digits(6)}-${r.digits(7)}`, type: 'au_bsb_account' }),
  ])();
}
export function bic(r) {
  return r.pick(['DEUT', 'COBA', 'BNPA', 'INGB', 'BBVA', 'UNCR', 'NDEA', 'PKOP']) + r.pick(['DE', 'FR', 'NL', 'ES', 'IT', 'SE', 'PL']) + r.chars(UPPER + '0123456789', 2) + (r.chance(0.5) ? 'XXX' : '');
}

// ---------- dates ----------
const MONTHS = {
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
};
export function birthDate(r) {
  return { y: r.int(1941, 2006), m: r.int(1, 12), d: r.int(1, 28) };
}
export function otherDate(r) {
  return { y: r.int(2019, 2026), m: r.int(1, 12), d: r.int(1, 28) };
}
/** A date written the way the language writes it; `style` picks numeric or worded forms. */
export function formatDate(r, dt, lang, style) {
  const { y, m, d } = dt;
  const s = style ?? r.pick(['words', 'numeric', 'iso']);
  if (s === 'iso') return `${y}-${pad(m)}-${pad(d)}`;
  const mn = MONTHS[lang] ?? MONTHS.en;
  if (lang === 'ja') return s === 'words' ? `${y}年${m}月${d}日` : `${y}/${pad(m)}/${pad(d)}`;
  if (lang === 'zh') return s === 'words' ? `${y}年${m}月${d}日` : `${y}-${pad(m)}-${pad(d)}`;
  if (lang === 'ko') return s === 'words' ? `${y}년 ${m}월 ${d}일` : `${y}.${pad(m)}.${pad(d)}.`;
  if (lang === 'ar') return s === 'words' ? `${d} ${['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'][m - 1]} ${y}` : `${pad(d)}/${pad(m)}/${y}`;
  if (lang === 'hi') return s === 'words' ? `${d} ${['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'][m - 1]} ${y}` : `${pad(d)}-${pad(m)}-${y}`;
  if (s === 'words') {
    if (lang === 'en') return r.pick([`${mn[m - 1]} ${d}, ${y}`, `${d} ${mn[m - 1]} ${y}`, `${d}${[, 'st', 'nd', 'rd'][d % 10 > 3 || (d > 10 && d < 14) ? 0 : d % 10] ?? 'th'} of ${mn[m - 1]} ${y}`, `${mn[m - 1].slice(0, 3)} ${d} ${y}`]);
    if (lang === 'de') return `${d}. ${mn[m - 1]} ${y}`;
    if (lang === 'es' || lang === 'pt') return `${d} de ${mn[m - 1]} de ${y}`;
    return `${d} ${mn[m - 1]} ${y}`;
  }
  if (lang === 'en') return r.pick([`${pad(m)}/${pad(d)}/${y}`, `${m}/${d}/${String(y).slice(2)}`, `${pad(d)}/${pad(m)}/${y}`]);
  if (['de', 'pl', 'tr'].includes(lang)) return `${pad(d)}.${pad(m)}.${y}`;
  if (lang === 'nl') return `${pad(d)}-${pad(m)}-${y}`;
  if (lang === 'sv') return `${y}-${pad(m)}-${pad(d)}`;
  return `${pad(d)}/${pad(m)}/${y}`;
}

// ---------- addresses ----------
export function address(r, country, multiline = false) {
  const c = ADDRESS_PARTS[country] ? country : r.pick(Object.keys(ADDRESS_PARTS));
  const P = ADDRESS_PARTS[c];
  const st = r.pick(P.streets);
  const [city, a, b] = r.pick(P.cities);
  const nl = multiline ? '\n' : ', ';
  const n = r.int(1, 240);
  const v = {
    us: () => `${n * 10 + r.int(0, 9)} ${st}${r.chance(0.4) ? ` ${r.pick(['Apt', 'Suite', 'Unit', '#'])} ${r.int(1, 40)}${r.pick(['', 'B', 'C'])}` : ''}${nl}${city}, ${a} ${b}${r.digits(2)}`,
    gb: () => `${r.chance(0.3) ? `Flat ${r.int(1, 12)}, ` : ''}${n} ${st}${nl}${city} ${a} ${r.int(1, 9)}${r.chars('ABDEFGHJLNPQRSTUWXYZ', 2)}`,
    de: () => `${st} ${n}${r.pick(['', 'a', 'b'])}${nl}${a}${r.digits(3)} ${city}`,
    fr: () => `${n}${r.pick(['', ' bis'])} ${st}${nl}${a}${r.int(1, 9)} ${city}`,
    es: () => `${st}, ${n}, ${r.int(1, 9)}º ${r.pick(['A', 'B', 'izda.', 'dcha.'])}${nl}${a}${r.digits(2)} ${city}`,
    it: () => `${st} ${n}${nl}${a}${r.digits(2)} ${city} (${b})`,
    nl: () => `${st} ${n}${r.pick(['', '-2', 'A'])}${nl}${a}${r.digits(2)} ${r.chars('ABCDEGHJKLMNPRSTVWXZ', 2)} ${city}`,
    pl: () => `${st} ${n}/${r.int(1, 60)}${nl}${a}${r.digits(1)}-${r.digits(3)} ${city}`,
    se: () => `${st} ${n}${nl}${a}${r.digits(1)} ${r.digits(2)} ${city}`,
    pt: () => `${st}, ${n}${r.chance(0.5) ? ` - Apto ${r.int(11, 150)}` : ''}${nl}${city} - ${a}, ${r.digits(5)}-${r.digits(3)}`,
    tr: () => `${st} No: ${n} D: ${r.int(1, 20)}${nl}${b}${r.digits(2)} ${city}/${a}`,
    in: () => `${r.pick(['Flat', 'House No.', '#'])} ${r.int(1, 90)}${r.pick(['', 'A', 'B'])}, ${n} ${st}${nl}${city} ${a}${r.digits(2)}`,
  }[c]();
  return { value: v, type: `address_${c}` };
}
/** Addresses in East Asian and Arabic scripts, written in their own order. */
export function nativeAddress(r, lang) {
  if (lang === 'ja') return `〒${r.digits(3)}-${r.digits(4)} ${r.pick(['東京都渋谷区神宮前', '大阪府大阪市北区梅田', '神奈川県横浜市中区山下町', '福岡県福岡市博多区'])}${r.int(1, 6)}-${r.int(1, 20)}-${r.int(1, 15)}`;
  if (lang === 'zh') return `${r.pick(['北京市朝阳区建国路', '上海市浦东新区世纪大道', '广州市天河区天河路', '深圳市南山区科技园路'])}${r.int(1, 300)}号${r.int(1, 30)}栋${r.int(101, 2505)}室`;
  if (lang === 'ko') return `${r.pick(['서울특별시 강남구 테헤란로', '부산광역시 해운대구 센텀중앙로', '경기도 성남시 분당구 판교역로'])} ${r.int(1, 400)}, ${r.int(101, 1504)}호`;
  if (lang === 'ar') return `${r.pick(['شارع الملك فهد', 'شارع التحلية', 'شارع الشيخ زايد'])}، مبنى ${r.int(1, 90)}، ${r.pick(['الرياض', 'جدة', 'دبي'])} ${r.digits(5)}`;
  return `${r.int(1, 90)}, ${r.pick(['गांधी मार्ग', 'नेहरू नगर', 'शिवाजी पथ'])}, ${r.pick(['नई दिल्ली', 'पुणे', 'जयपुर'])} ${r.digits(6)}`;
}

// ---------- national identifiers ----------
const weighted = (digits, weights) => digits.reduce((s, d, i) => s + d * weights[i], 0);
const ds = (s) => [...s].map(Number);
const VERHOEFF_D = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VERHOEFF_P = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];
const verhoeff = (s) => VERHOEFF_INV[[...s].reverse().reduce((c, ch, i) => VERHOEFF_D[c][VERHOEFF_P[(i + 1) % 8][Number(ch)]], 0)];
const CF_ODD = { 0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21, A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18, N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23 };
const cfEven = (c) => (/\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65);

export const NATIONAL_IDS = {
  us_ssn: (r) => { let a; do a = r.int(1, 899); while (a === 666); const v = [pad(a, 3), pad(r.int(1, 99)), pad(r.int(1, 9999), 4)]; return r.pick([v.join('-'), v.join(' '), v.join('')]); },
  us_mbi: (r) => { const L = 'ACDEFGHJKMNPQRTUVWXY'; const AN = L + '0123456789'; return `${r.int(1, 9)}${r.chars(L, 1)}${r.chars(AN, 1)}${r.digits(1)}${r.chars(L, 1)}${r.chars(AN, 1)}${r.digits(1)}${r.chars(L, 2)}${r.digits(2)}`; },
  gb_nino: (r) => { const v = `${r.pick(['AB', 'CE', 'JK', 'NH', 'PR', 'SW', 'WL', 'ZE', 'HT', 'LM'])}${r.digits(6)}${r.pick('ABCD')}`; return r.chance(0.5) ? v.replace(/^(..)(..)(..)(..)(.)$/, '$1 $2 $3 $4 $5') : v; },
  de_steuer_id: (r) => {
    for (;;) {
      const d = [r.int(1, 9), ...ds(r.digits(9))];
      const counts = d.reduce((m, x) => ((m[x] = (m[x] ?? 0) + 1), m), {});
      const reps = Object.values(counts);
      if (!(reps.filter((c) => c === 2 || c === 3).length === 1 && reps.every((c) => c <= 3))) continue;
      let p = 10;
      for (const x of d) {
        let s = (x + p) % 10;
        if (s === 0) s = 10;
        p = (s * 2) % 11;
      }
      const v = d.join('') + ((11 - p) % 10);
      return r.chance(0.4) ? v.replace(/^(..)(...)(...)(...)$/, '$1 $2 $3 $4') : v;
    }
  },
  fr_nir: (r) => { const body = `${r.int(1, 2)}${pad(r.int(50, 99))}${pad(r.int(1, 12))}${pad(r.int(1, 95))}${r.digits(3)}${r.digits(3)}`; const key = pad(97 - Number(BigInt(body) % 97n)); return r.chance(0.5) ? `${body[0]} ${body.slice(1, 3)} ${body.slice(3, 5)} ${body.slice(5, 7)} ${body.slice(7, 10)} ${body.slice(10)} ${key}` : body + key; },
  es_dni: (r) => { const n = r.int(10000000, 99999999); return `${n}${r.chance(0.3) ? '-' : ''}${'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}`; },
  es_nie: (r) => { const p = r.int(0, 2), n = r.digits(7); return `${'XYZ'[p]}${n}${'TRWAGMYFPDXBNJZSQVHLCKE'[Number(p + n) % 23]}`; },
  br_cpf: (r) => { const d = ds(r.digits(9)); const c1 = ((weighted(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11) % 10; const c2 = ((weighted([...d, c1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11) % 10; const s = d.join('') + c1 + c2; return r.chance(0.7) ? `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}` : s; },
  it_codice_fiscale: (r) => { const body = r.chars('BCDFGLMNPRSTVZ', 6) + pad(r.int(40, 99)) + r.pick('ABCDEHLMPRST') + pad(r.int(1, 71)) + r.pick('ABCDEFGHLMZ') + r.digits(3); const sum = [...body].reduce((s, c, i) => s + (i % 2 === 0 ? CF_ODD[c] : cfEven(c)), 0); return body + UPPER[sum % 26]; },
  pl_pesel: (r) => { const y = r.int(50, 99), m = r.int(1, 12), d = r.int(1, 28); const b = ds(`${pad(y)}${pad(m)}${pad(d)}${r.digits(4)}`); return b.join('') + ((10 - (weighted(b, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10); },
  nl_bsn: (r) => { for (;;) { const d = ds(String(r.int(1, 9)) + r.digits(7)); const s = weighted(d, [9, 8, 7, 6, 5, 4, 3, 2]); const c = s % 11; if (c < 10) { const v = d.join('') + c; return r.chance(0.3) ? v.replace(/^(....)(..)(...)$/, '$1.$2.$3') : v; } } },
  in_aadhaar: (r) => { const b = String(r.int(2, 9)) + r.digits(10); const v = b + verhoeff(b); return r.pick([v.replace(/(....)(....)(....)/, '$1 $2 $3'), v, v.replace(/(....)(....)(....)/, '$1-$2-$3')]); },
  in_pan: (r) => `${r.chars(UPPER, 3)}${r.pick('PCHFATBLJG')}${r.chars(UPPER, 1)}${r.digits(4)}${r.chars(UPPER, 1)}`,
  au_tfn: (r) => { for (;;) { const d = ds(r.digits(9)); if (weighted(d, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0 && d[0] !== 0) { const s = d.join(''); return r.chance(0.5) ? `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}` : s; } } },
  ca_sin: (r) => { const b = String(r.pick([1, 2, 3, 4, 5, 6, 7, 9])) + r.digits(7); const s = b + luhnDigit(b); return r.pick([`${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`, `${s.slice(0, 3)}-${s.slice(3, 6)}-${s.slice(6)}`, s]); },
  se_personnummer: (r) => { const y = r.int(45, 99), b = `${pad(y)}${pad(r.int(1, 12))}${pad(r.int(1, 28))}${r.digits(3)}`; const c = luhnDigit(b); return r.chance(0.5) ? `19${b.slice(0, 6)}-${b.slice(6)}${c}` : `${b.slice(0, 6)}-${b.slice(6)}${c}`; },
  fi_hetu: (r) => { const dd = pad(r.int(1, 28)), mm = pad(r.int(1, 12)), yy = pad(r.int(40, 99)), n = pad(r.int(2, 899), 3); return `${dd}${mm}${yy}-${n}${'0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(dd + mm + yy + n) % 31]}`; },
  mx_curp: (r) => { const dict = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ'; const b = `${r.chars('BCDFGHLMNPRSTVZ', 1)}${r.pick('AEIOU')}${r.chars('BCDFGHLMNPRSTVZ', 2)}${pad(r.int(50, 99))}${pad(r.int(1, 12))}${pad(r.int(1, 28))}${r.pick('HM')}${r.pick(['DF', 'JC', 'NL', 'PL', 'VZ', 'MC'])}${r.chars('BCDFGHLMNPRSTVZ', 3)}0`; const s = [...b].reduce((acc, c, i) => acc + dict.indexOf(c) * (18 - i), 0); return b + ((10 - (s % 10)) % 10); },
  cl_rut: (r) => { const n = String(r.int(5000000, 25999999)); let s = 0, w = 2; for (const c of [...n].reverse()) { s += Number(c) * w; w = w === 7 ? 2 : w + 1; } const k = 11 - (s % 11); const dv = k === 11 ? '0' : k === 10 ? 'K' : String(k); return r.chance(0.6) ? `${n.replace(/\B(?=(\d{3})+$)/g, '.')}-${dv}` : `${n}-${dv}`; },
  sg_nric: (r) => { const p = r.pick('STFG'); const d = ds(r.digits(7)); let s = weighted(d, [2, 7, 6, 5, 4, 3, 2]) + (p === 'T' || p === 'G' ? 4 : 0); return `${p}${d.join('')}${(p === 'S' || p === 'T' ? 'JZIHGFEDCBA' : 'XWUTRQPNMLK')[s % 11]}`; },
  th_id: (r) => { const d = ds(String(r.int(1, 8)) + r.digits(11)); const c = (11 - (weighted(d, [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 10; const s = d.join('') + c; return r.chance(0.6) ? `${s[0]}-${s.slice(1, 5)}-${s.slice(5, 10)}-${s.slice(10, 12)}-${s[12]}` : s; },
  cn_resident_id: (r) => { const b = `${r.pick(['110105', '310115', '440305', '510107'])}${r.int(1950, 2004)}${pad(r.int(1, 12))}${pad(r.int(1, 28))}${r.digits(3)}`; const s = weighted(ds(b), [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]); return b + '10X98765432'[s % 11]; },
  tr_tckn: (r) => { const d = [r.int(1, 9), ...ds(r.digits(8))]; const d10 = (((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 + 10) % 10; const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10; return d.join('') + d10 + d11; },
  kr_rrn: (r) => { const b = `${pad(r.int(60, 99))}${pad(r.int(1, 12))}${pad(r.int(1, 28))}${r.int(1, 2)}${r.digits(5)}`; const c = (11 - (weighted(ds(b), [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11)) % 10; return `${b.slice(0, 6)}-${b.slice(6)}${c}`; },
  jp_my_number: (r) => { const b = ds(r.digits(11)); const s = b.reduce((acc, d, i) => acc + d * (11 - i <= 6 ? 11 - i + 1 : 11 - i - 5), 0); const q = s % 11; const c = q <= 1 ? 0 : 11 - q; const v = b.join('') + c; return r.chance(0.5) ? v.replace(/(....)(....)(....)/, '$1 $2 $3') : v; },
  be_national_number: (r) => { const b = `${pad(r.int(50, 99))}${pad(r.int(1, 12))}${pad(r.int(1, 28))}${pad(r.int(1, 997), 3)}`; const c = pad(97 - Number(BigInt(b) % 97n)); return `${b.slice(0, 2)}.${b.slice(2, 4)}.${b.slice(4, 6)}-${b.slice(6, 9)}.${c}`; },
  no_fodselsnummer: (r) => { for (;;) { const d = ds(`${pad(r.int(1, 28))}${pad(r.int(1, 12))}${pad(r.int(50, 99))}${r.digits(3)}`); let k1 = 11 - (weighted(d, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11); if (k1 === 11) k1 = 0; if (k1 === 10) continue; let k2 = 11 - (weighted([...d, k1], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); if (k2 === 11) k2 = 0; if (k2 === 10) continue; return d.join('') + k1 + k2; } },
};
/** National ids that belong to a language's country, so forms stay coherent. */
export const IDS_BY_LANG = { en: ['us_ssn', 'gb_nino', 'ca_sin', 'au_tfn', 'us_mbi', 'sg_nric'], de: ['de_steuer_id'], fr: ['fr_nir', 'be_national_number'], es: ['es_dni', 'es_nie', 'mx_curp', 'cl_rut'], pt: ['br_cpf'], it: ['it_codice_fiscale'], nl: ['nl_bsn', 'be_national_number'], pl: ['pl_pesel'], sv: ['se_personnummer', 'fi_hetu', 'no_fodselsnummer'], ja: ['jp_my_number'], zh: ['cn_resident_id'], ko: ['kr_rrn'], ar: ['sg_nric'], hi: ['in_aadhaar', 'in_pan'], tr: ['tr_tckn'] };
export function nationalId(r, lang) {
  const type = lang && IDS_BY_LANG[lang] && r.chance(0.8) ? r.pick(IDS_BY_LANG[lang]) : r.pick(Object.keys(NATIONAL_IDS));
  return { value: NATIONAL_IDS[type](r), type };
}
export const ID_LABELS = { us_ssn: 'SSN', us_mbi: 'Medicare MBI', gb_nino: 'NI number', ca_sin: 'SIN', au_tfn: 'TFN', sg_nric: 'NRIC', de_steuer_id: 'Steuer-ID', fr_nir: 'N° de sécurité sociale', be_national_number: 'Rijksregisternummer', es_dni: 'DNI', es_nie: 'NIE', mx_curp: 'CURP', cl_rut: 'RUT', br_cpf: 'CPF', it_codice_fiscale: 'Codice fiscale', nl_bsn: 'BSN', pl_pesel: 'PESEL', se_personnummer: 'Personnummer', fi_hetu: 'Henkilötunnus', no_fodselsnummer: 'Fødselsnummer', jp_my_number: 'マイナンバー', cn_resident_id: '身份证号', kr_rrn: '주민등록번호', in_aadhaar: 'Aadhaar', in_pan: 'PAN', tr_tckn: 'T.C. Kimlik No' };

// ---------- passports ----------
const PASSPORT = {
  US: (r) => (r.chance(0.5) ? r.digits(9) : `${r.pick('ACEFGHJKLMNPRSTUVWXYZ')}${r.digits(8)}`),
  GB: (r) => r.digits(9),
  DE: (r) => `${r.pick('CFGHJK')}${r.chars('CFGHJKLMNPRTVWXYZ0123456789', 8)}`,
  FR: (r) => `${r.digits(2)}${r.chars(UPPER, 2)}${r.digits(5)}`,
  ES: (r) => `${r.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 3)}${r.digits(6)}`,
  IT: (r) => `${r.chars(UPPER, 2)}${r.digits(7)}`,
  NL: (r) => `${r.chars('ABCDEFGHIJKLMNPRSTUVWXYZ', 2)}${r.chars('ABCDEFGHIJKLMNPRSTUVWXYZ0123456789', 6)}${r.digits(1)}`,
  PL: (r) => `${r.chars(UPPER, 2)}${r.digits(7)}`,
  SE: (r) => r.digits(8),
  JP: (r) => `${r.pick(['TK', 'TR', 'MZ', 'TZ'])}${r.digits(7)}`,
  CN: (r) => (r.chance(0.5) ? `E${r.digits(8)}` : `E${r.chars('ABCDEFGHJKLMNPQRSTUVWXYZ', 1)}${r.digits(7)}`),
  KR: (r) => (r.chance(0.5) ? `M${r.digits(8)}` : `M${r.digits(3)}${r.chars(UPPER, 1)}${r.digits(4)}`),
  IN: (r) => `${r.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 1)}${r.digits(7)}`,
  BR: (r) => `${r.chars(UPPER, 2)}${r.digits(6)}`,
  MX: (r) => `G${r.digits(8)}`,
  TR: (r) => `U${r.digits(8)}`,
  CA: (r) => `${r.chars(UPPER, 2)}${r.digits(6)}`,
  AU: (r) => `${r.pick(['PA', 'PB', 'N', 'E'])}${r.digits(7)}`,
  SA: (r) => `${r.chars(UPPER, 1)}${r.digits(8)}`,
  IE: (r) => `${r.chars(UPPER, 2)}${r.digits(7)}`,
};
const COUNTRY_ISO3 = { US: 'USA', GB: 'GBR', DE: 'D<<', FR: 'FRA', ES: 'ESP', IT: 'ITA', NL: 'NLD', PL: 'POL', SE: 'SWE', JP: 'JPN', CN: 'CHN', KR: 'KOR', IN: 'IND', BR: 'BRA', MX: 'MEX', TR: 'TUR', CA: 'CAN', AU: 'AUS', SA: 'SAU', IE: 'IRL' };
export const PASSPORT_BY_LANG = { en: ['US', 'GB', 'CA', 'AU', 'IE'], de: ['DE'], fr: ['FR', 'CA'], es: ['ES', 'MX'], pt: ['BR'], it: ['IT'], nl: ['NL'], pl: ['PL'], sv: ['SE'], ja: ['JP'], zh: ['CN'], ko: ['KR'], ar: ['SA'], hi: ['IN'], tr: ['TR'] };
export function passport(r, lang) {
  const cc = lang && r.chance(0.75) ? r.pick(PASSPORT_BY_LANG[lang] ?? ['US']) : r.pick(Object.keys(PASSPORT));
  return { value: PASSPORT[cc](r), type: `passport_${cc.toLowerCase()}`, country: cc };
}
const mrzCheck = (s) => String([...s].reduce((acc, c, i) => acc + (c === '<' ? 0 : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55) * [7, 3, 1][i % 3], 0) % 10);
/** The two TD3 machine-readable lines; returns the pieces so the caller can label them. */
export function mrz(r, cc, number, p, dob) {
  const iso = COUNTRY_ISO3[cc] ?? 'UTO';
  const name = `${ascii(p.family).toUpperCase().replace(/[^A-Z]+/g, '<')}<<${ascii(p.given).toUpperCase().replace(/[^A-Z]+/g, '<')}`;
  const line1 = `P<${iso}${name}`.padEnd(44, '<').slice(0, 44);
  const num = number.padEnd(9, '<').slice(0, 9);
  const birth = `${pad(dob.y % 100)}${pad(dob.m)}${pad(dob.d)}`;
  const exp = `${pad(r.int(27, 35))}${pad(r.int(1, 12))}${pad(r.int(1, 28))}`;
  const personal = '<'.repeat(14);
  const composite = num + mrzCheck(num) + birth + mrzCheck(birth) + exp + mrzCheck(exp) + personal + mrzCheck(personal);
  const sex = r.pick('MF');
  return { prefix1: `P<${iso}`, name: line1.slice(5).replace(/<+$/, ''), tail1: line1.slice(5).match(/<*$/)[0], num: number.slice(0, 9), numFill: num.slice(number.length) + mrzCheck(num) + iso, birth, rest: mrzCheck(birth) + sex + exp + mrzCheck(exp) + personal + mrzCheck(personal) + mrzCheck(composite) };
}

// ---------- network ----------
export function publicIPv4(r) {
  let a;
  do a = r.int(11, 223); while ([100, 127, 169, 172, 192, 198, 203].includes(a));
  return `${a}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
}
export const privateIPv4 = (r) => r.pick([`10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, `192.168.${r.int(0, 20)}.${r.int(1, 254)}`, `172.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(1, 254)}`]);
export function ipv6(r) {
  const g = () => r.chars(HEX, r.int(1, 4)).replace(/^0+(?=.)/, '');
  return r.chance(0.5) ? `2a0${r.int(0, 9)}:${g()}:${g()}:${g()}::${g()}` : `240${r.int(0, 9)}:${g()}:${g()}:${g()}:${g()}:${g()}:${g()}:${g()}`;
}

// ---------- crypto wallets ----------
const eip55 = (hex) => { const h = keccak256(Buffer.from(hex)).toString('hex'); return '0x' + [...hex].map((c, i) => (parseInt(h[i], 16) >= 8 ? c.toUpperCase() : c)).join(''); };
const XRP_ALPHABET = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
export const WALLETS = {
  btc_p2pkh: (r) => base58check(0x00, r.bytes(20)),
  btc_p2sh: (r) => base58check(0x05, r.bytes(20)),
  btc_segwit: (r) => segwitAddress('bc', 0, r.bytes(20)),
  btc_taproot: (r) => segwitAddress('bc', 1, r.bytes(32)),
  eth: (r) => (r.chance(0.7) ? eip55(r.bytes(20).toString('hex')) : '0x' + r.bytes(20).toString('hex')),
  ltc: (r) => (r.chance(0.5) ? base58check(0x30, r.bytes(20)) : segwitAddress('ltc', 0, r.bytes(20))),
  xrp: (r) => base58check(0x00, r.bytes(20), XRP_ALPHABET),
  sol: (r) => base58(r.bytes(32)),
  trx: (r) => base58check(0x41, r.bytes(20)),
  doge: (r) => base58check(0x1e, r.bytes(20)),
  xmr: (r) => { const body = Buffer.concat([Buffer.from([0x12]), r.bytes(64)]); return moneroBase58(Buffer.concat([body, keccak256(body).subarray(0, 4)])); },
  bch: (r) => base58check(0x00, r.bytes(20)),
};
export function wallet(r, type) {
  const t = type ?? r.pick(Object.keys(WALLETS));
  return { value: WALLETS[t](r), type: t };
}
/** Chain data that is not an address: hashes, calldata, signatures, content ids. */
export function chainLookalike(r) {
  return r.pick([
    () => ({ kind: 'tx_hash', value: '0x' + r.bytes(32).toString('hex') }),
    () => ({ kind: 'btc_txid', value: r.bytes(32).toString('hex') }),
    () => ({ kind: 'block_hash', value: '0000000000000000000' + r.chars(HEX, 45) }),
    () => ({ kind: 'calldata', value: '0xa9059cbb000000000000000000000000' + r.bytes(20).toString('hex') + r.digits(0) + '0'.repeat(40) + r.chars(HEX, 24) }),
    () => ({ kind: 'sol_signature', value: base58(r.bytes(64)) }),
    () => ({ kind: 'ipfs_cid', value: 'Qm' + base58(r.bytes(32)).slice(0, 44) }),
    () => ({ kind: 'function_selector', value: '0x' + r.chars(HEX, 8) }),
    () => ({ kind: 'storage_slot', value: '0x' + r.chars(HEX, r.int(6, 12)).padStart(64, '0') }),
  ])();
}

// ---------- secrets ----------
const AWS_ID = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const API_KEYS = {
  aws_access_key_id: (r) => `${r.pick(['AKIA', 'AKIA', 'ASIA'])}${r.chars(AWS_ID, 16)}`,
  aws_secret_access_key: (r) => r.chars(ALNUM + '+/', 40),
  github_pat: (r) => `ghp_${r.chars(ALNUM, 36)}`,
  github_fine_grained: (r) => `github_pat_11${r.chars(UPPER + '0123456789', 20)}_${r.chars(ALNUM, 59)}`,
  github_app: (r) => `${r.pick(['ghs_', 'ghu_', 'ghr_'])}${r.chars(ALNUM, 36)}`,
  gitlab_pat: (r) => `glpat-${r.chars(ALNUM + '-_', 20)}`,
  slack_bot: (r) => `xoxb-${r.digits(11)}-${r.digits(13)}-${r.chars(ALNUM, 24)}`,
  slack_user: (r) => `xoxp-${r.digits(11)}-${r.digits(11)}-${r.digits(13)}-${r.chars(HEX, 32)}`,
  slack_webhook: (r) => `https://hooks.slack.com/services/T${r.chars(UPPER + '0123456789', 10)}/B${r.chars(UPPER + '0123456789', 10)}/${r.chars(ALNUM, 24)}`,
  stripe_secret: (r) => `${r.pick(['sk_live_', 'rk_live_'])}${r.chars(ALNUM, r.pick([24, 99]))}`,
  google_api: (r) => `AIza${r.chars(ALNUM + '-_', 35)}`,
  openai: (r) => (r.chance(0.6) ? `sk-proj-${r.chars(ALNUM + '-_', 74)}T3BlbkFJ${r.chars(ALNUM + '-_', 74)}` : `sk-${r.chars(ALNUM, 20)}T3BlbkFJ${r.chars(ALNUM, 20)}`),
  anthropic: (r) => `sk-ant-api03-${r.chars(ALNUM + '-_', 93)}AA`,
  twilio_api_key: (r) => `SK${r.chars(HEX, 32)}`,
  sendgrid: (r) => `SG.${r.chars(ALNUM + '-_', 22)}.${r.chars(ALNUM + '-_', 43)}`,
  npm: (r) => `npm_${r.chars(ALNUM, 36)}`,
  pypi: (r) => `pypi-AgEIcHlwaS5vcmc${r.chars(ALNUM + '-_', r.int(60, 120))}`,
  shopify: (r) => `${r.pick(['shpat_', 'shpss_', 'shpca_'])}${r.chars(HEX, 32)}`,
  datadog: (r) => r.chars(HEX, 32),
  vault: (r) => `hvs.${r.chars(ALNUM + '-_', r.int(24, 90))}`,
  azure_storage: (r) => r.chars(B64, 86) + '==',
  digitalocean: (r) => `${r.pick(['dop_v1_', 'doo_v1_'])}${r.chars(HEX, 64)}`,
  huggingface: (r) => `hf_${r.chars(UPPER + LOWER, 34)}`,
  linear: (r) => `lin_api_${r.chars(ALNUM, 40)}`,
  doppler: (r) => `dp.${r.pick(['pt', 'st', 'sa'])}.${r.chars(ALNUM, 43)}`,
  postman: (r) => `PMAK-${r.chars(HEX, 24)}-${r.chars(HEX, 34)}`,
  mailgun: (r) => `key-${r.chars(HEX, 32)}`,
  telegram_bot: (r) => `${r.int(100000000, 7999999999)}:AA${r.chars(ALNUM + '-_', 33)}`,
  discord_bot: (r) => `${b64url(String(r.int(1e17, 9e17)))}.${r.chars(B64URL, 6)}.${r.chars(B64URL, 38)}`,
  gcp_service_account_key_id: (r) => r.chars(HEX, 40),
  atlassian: (r) => `ATATT3xFfGF0${r.chars(ALNUM + '-_', 170)}=${r.chars(HEX.toUpperCase(), 8)}`,
  generic_hex: (r) => r.chars(HEX, r.pick([32, 40, 64])),
  generic_b64: (r) => r.chars(ALNUM, r.int(28, 48)),
};
export const VENDOR_ENV = { aws_access_key_id: 'AWS_ACCESS_KEY_ID', aws_secret_access_key: 'AWS_SECRET_ACCESS_KEY', github_pat: 'GITHUB_TOKEN', github_fine_grained: 'GH_TOKEN', github_app: 'GITHUB_APP_TOKEN', gitlab_pat: 'GITLAB_TOKEN', slack_bot: 'SLACK_BOT_TOKEN', slack_user: 'SLACK_USER_TOKEN', slack_webhook: 'SLACK_WEBHOOK_URL', stripe_secret: 'STRIPE_SECRET_KEY', google_api: 'GOOGLE_MAPS_API_KEY', openai: 'OPENAI_API_KEY', anthropic: 'ANTHROPIC_API_KEY', twilio_api_key: 'TWILIO_API_KEY', sendgrid: 'SENDGRID_API_KEY', npm: 'NPM_TOKEN', pypi: 'PYPI_TOKEN', shopify: 'SHOPIFY_ACCESS_TOKEN', datadog: 'DD_API_KEY', vault: 'VAULT_TOKEN', azure_storage: 'AZURE_STORAGE_KEY', digitalocean: 'DIGITALOCEAN_TOKEN', huggingface: 'HF_TOKEN', linear: 'LINEAR_API_KEY', doppler: 'DOPPLER_TOKEN', postman: 'POSTMAN_API_KEY', mailgun: 'MAILGUN_API_KEY', telegram_bot: 'TELEGRAM_BOT_TOKEN', discord_bot: 'DISCORD_TOKEN', gcp_service_account_key_id: 'GCP_PRIVATE_KEY_ID', atlassian: 'JIRA_API_TOKEN', generic_hex: 'SESSION_SECRET', generic_b64: 'APP_SECRET_KEY' };
const GENERIC_KEYS = ['SESSION_SECRET', 'JWT_SIGNING_SECRET', 'WEBHOOK_SECRET', 'ENCRYPTION_KEY', 'APP_SECRET_KEY', 'CLIENT_SECRET', 'SIGNING_KEY', 'INTERNAL_API_KEY', 'HMAC_SECRET', 'COOKIE_SECRET'];
export function apiKey(r, type) {
  const t = type ?? r.pick(Object.keys(API_KEYS));
  const envName = t.startsWith('generic') ? r.pick(GENERIC_KEYS) : VENDOR_ENV[t];
  return { value: API_KEYS[t](r), type: t, envName };
}

export function jwt(r, p) {
  const header = b64url(JSON.stringify({ alg: r.pick(['HS256', 'RS256', 'ES256']), typ: 'JWT' }));
  const now = 1760000000 + r.int(0, 9000000);
  const payload = b64url(JSON.stringify({ sub: r.chance(0.5) ? String(r.int(1000, 99999)) : `usr_${r.chars(ALNUM, 12)}`, ...(p ? { email: `${p.slug}@${r.pick(COMPANY_DOMAINS)}` } : {}), iat: now, exp: now + 3600, scope: r.pick(['read write', 'openid profile', 'admin']) }));
  return `${header}.${payload}.${r.chars(B64URL, r.pick([43, 86]))}`;
}
export function accessToken(r, p) {
  return r.pick([
    () => ({ value: jwt(r, p), type: 'jwt' }),
    () => ({ value: jwt(r, p), type: 'jwt' }),
    () => ({ value: `ya29.${r.chars(ALNUM + '-_', r.int(120, 160))}`, type: 'google_oauth' }),
    () => ({ value: `gho_${r.chars(ALNUM, 36)}`, type: 'github_oauth' }),
    () => ({ value: r.chars(ALNUM, r.int(32, 48)), type: 'opaque_bearer' }),
    () => ({ value: `EAA${r.chars(ALNUM, r.int(150, 190))}`, type: 'facebook_access_token' }),
    () => ({ value: `${r.digits(1)}//0${r.chars(ALNUM + '-_', 100)}`, type: 'google_refresh_token' }),
  ])();
}

export function privateKey(r) {
  const kind = r.pick(['RSA PRIVATE KEY', 'PRIVATE KEY', 'EC PRIVATE KEY', 'OPENSSH PRIVATE KEY', 'ENCRYPTED PRIVATE KEY']);
  const len = { 'RSA PRIVATE KEY': r.pick([1190, 1675]), 'PRIVATE KEY': r.pick([216, 1704]), 'EC PRIVATE KEY': 164, 'OPENSSH PRIVATE KEY': r.pick([380, 1820]), 'ENCRYPTED PRIVATE KEY': 1300 }[kind];
  const prefix = kind === 'OPENSSH PRIVATE KEY' ? 'b3BlbnNzaC1rZXktdjEAAAAA' : kind === 'EC PRIVATE KEY' ? 'MHcCAQEEI' : kind === 'RSA PRIVATE KEY' ? 'MIIE' : 'MII';
  const body = (prefix + r.chars(B64, len - prefix.length)).replace(/=+$/, '');
  const lines = body.match(/.{1,64}/g);
  const eqPad = body.length % 4 ? '='.repeat(4 - (body.length % 4)) : '';
  lines[lines.length - 1] += eqPad;
  return { pem: `-----BEGIN ${kind}-----\n${lines.join('\n')}\n-----END ${kind}-----`, type: kind.toLowerCase().replace(/ /g, '_') };
}

const WORDS = ['correct', 'horse', 'battery', 'staple', 'Sommer', 'Hund', 'Lapin', 'Mariposa', 'Gatto', 'fiets', 'Kot', 'sol', 'Ankara', 'tiger', 'river', 'Velvet', 'Quokka', 'Falcon'];
export function password(r) {
  return r.pick([
    () => ({ value: `${r.pick(WORDS)}${r.int(10, 2025)}${r.pick('!?#$%&*.')}`, type: 'word_digits' }),
    () => ({ value: r.chars(ALNUM + '!#%&*+-=?@^_~', r.int(12, 24)), type: 'random' }),
    () => ({ value: `${r.pick(WORDS)}-${r.pick(WORDS).toLowerCase()}-${r.pick(WORDS).toLowerCase()}-${r.int(1, 99)}`, type: 'passphrase' }),
    () => ({ value: r.chars(ALNUM, r.int(10, 16)), type: 'alnum' }),
    () => ({ value: `${r.pick(WORDS)}${r.pick(['@', '#', '$'])}${r.digits(4)}${r.pick(WORDS).slice(0, 3)}`, type: 'mixed' }),
  ])();
}
/** Passwords with spaces, quotes or backslashes: only for contexts that do not escape them. */
export function awkwardPassword(r) {
  return r.pick([
    () => `${r.pick(WORDS)} ${r.pick(WORDS).toLowerCase()} ${r.int(10, 99)}!`,
    () => `p@ss"${r.chars(ALNUM, 6)}'${r.int(1, 9)}`,
    () => `${r.chars(ALNUM, 5)}\\${r.chars(ALNUM, 4)}$${r.digits(2)}`,
    () => `${r.chars(ALNUM, 4)}&${r.chars(ALNUM, 3)}<${r.chars(ALNUM, 4)}>`,
  ])();
}

export function connectionString(r, pw) {
  const user = r.pick(['app', 'svc_orders', 'admin', 'reporting', 'etl_user', 'root', 'billing_rw']);
  const host = r.pick(['db.internal', 'pg-primary.prod.svc.cluster.local', 'mysql-01.eu-west-1.rds.amazonaws.com', 'cluster0.x8k2q.mongodb.net', 'redis-master', 'rabbitmq.queue.svc', `${r.pick(['orders', 'crm', 'ledger'])}-db.${r.pick(COMPANY_DOMAINS)}`]);
  const p = encodeURIComponent(pw ?? password(r).value);
  const db = r.pick(['orders', 'crm', 'analytics', 'ledger', 'app_prod']);
  return r.pick([
    () => ({ value: `postgres://${user}:${p}@${host}:5432/${db}${r.chance(0.4) ? '?sslmode=require' : ''}`, type: 'postgres_url' }),
    () => ({ value: `postgresql://${user}:${p}@${host}/${db}`, type: 'postgres_url' }),
    () => ({ value: `mysql://${user}:${p}@${host}:3306/${db}`, type: 'mysql_url' }),
    () => ({ value: `mongodb+srv://${user}:${p}@${host}/${db}?retryWrites=true&w=majority`, type: 'mongodb_url' }),
    () => ({ value: `redis://:${p}@${host}:6379/0`, type: 'redis_url' }),
    () => ({ value: `rediss://default:${p}@${host}:6380`, type: 'redis_url' }),
    () => ({ value: `amqp://${user}:${p}@${host}:5672/%2F`, type: 'amqp_url' }),
    () => ({ value: `Server=tcp:${host},1433;Database=${db};User ID=${user};Password=${pw ?? password(r).value};Encrypt=True;`, type: 'mssql_ado' }),
    () => ({ value: `jdbc:postgresql://${host}:5432/${db}?user=${user}&password=${p}`, type: 'jdbc_url' }),
    () => ({ value: `DefaultEndpointsProtocol=https;AccountName=${r.pick(['stprodlogs', 'mediastore01', 'backupsweu'])};AccountKey=${API_KEYS.azure_storage(r)};EndpointSuffix=core.windows.net`, type: 'azure_storage_connection' }),
  ])();
}

// ---------- hard negatives ----------
export function uuid(r) {
  const h = r.chars(HEX, 32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[r.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20)}`;
}
export const gitSha = (r, short = false) => r.chars(HEX, short ? 7 : 40);
export function hash(r) {
  const kind = r.pick(['md5', 'sha1', 'sha256']);
  return { kind: `${kind}_hash`, value: sha256hex(r.chars(ALNUM, 16)).slice(0, { md5: 32, sha1: 40, sha256: 64 }[kind]) };
}
export function isbn13(r) {
  const b = '978' + r.digits(9);
  const s = [...b].reduce((acc, d, i) => acc + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${b.slice(0, 3)}-${b[3]}-${b.slice(4, 8)}-${b.slice(8)}-${(10 - (s % 10)) % 10}`;
}
export const orderNo = (r) => r.pick([`ORD-${r.int(2019, 2026)}-${r.digits(6)}`, `#${r.digits(7)}`, `PO${r.digits(8)}`, `INV-${r.digits(5)}`, `${r.chars(UPPER, 2)}${r.digits(9)}${r.pick(['DE', 'US', 'GB', 'NL'])}`]);
export const tracking = (r) => r.pick([`1Z${r.chars(UPPER + '0123456789', 16)}`, `${r.digits(12)}`, `JD${r.digits(18)}`, `${r.chars(UPPER, 2)}${r.digits(9)}${r.pick(['CN', 'SE', 'FR'])}`]);
export const sku = (r) => `${r.chars(UPPER, 3)}-${r.digits(4)}-${r.chars(UPPER + '0123456789', 3)}`;
export const version = (r) => `${r.int(0, 12)}.${r.int(0, 40)}.${r.int(0, 30)}${r.chance(0.2) ? `-rc.${r.int(1, 5)}` : ''}`;
export const PLACEHOLDERS = ['your_api_key_here', '<password>', 'REPLACE_ME', '${DB_PASSWORD}', 'xxxxxxxxxxxxxxxx', 'changeme', '<YOUR_TOKEN>', '{{ secrets.API_TOKEN }}', '********', 'sk_test_REPLACE_WITH_YOUR_KEY', '$(cat /run/secrets/db_password)', '%API_KEY%', 'TODO', '<redacted>', 'AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'];
export const placeholder = (r) => r.pick(PLACEHOLDERS);
