// Value generators for every labelled category: random with the right shape, valid check digits
// where the format defines them, never a real credential or person.
import crypto from 'node:crypto';
import { luhnDigit, ibanCheck, base58check, base58xrp, base58plain, segwit, crc32, base62, mrzDigit, wsum } from './checks.mjs';

const pad = (n, w) => String(n).padStart(w, '0');

// ---------- email ----------
const DOMAINS = ['posteo.de', 'gmx.net', 'web.de', 'outlook.com', 'gmail.com', 'yahoo.co.jp', 'naver.com', 'qq.com', 'mail.ru', 'yandex.ru', 'orange.fr', 'libero.it', 'wp.pl', 'telia.se', 'uol.com.br', 'rediffmail.com', 'kraemer-logistik.de', 'atelier-vautrin.fr', 'hollingsworth-legal.co.uk', 'nordvik-shipping.no', 'baywater-clinic.com.au', 'tanaka-seiko.co.jp', 'mercadoverde.com.mx', 'fjordbank.se'];
export function email(r, p) {
  const local = p && p.latin ? r.pick([p.handle, p.handle.replace('.', '_'), `${p.given[0]}${p.family.split(' ').pop()}`.toLowerCase().normalize('NFD').replace(/[^a-z]/g, ''), `${p.handle}${r.int(1, 99)}`]) : `${r.lower(r.int(4, 8))}${r.chance(0.5) ? r.int(1, 999) : ''}`;
  const dom = r.pick(DOMAINS);
  return { value: `${local || r.lower(6)}@${dom}`, type: dom.includes('-') || dom.includes('.co.') ? 'work_email' : 'email' };
}

// ---------- phone ----------
const PHONES = {
  US: (r) => r.pick([`+1 (${r.int(201, 989)}) ${r.int(201, 989)}-${r.digits(4)}`, `(${r.int(201, 989)}) ${r.int(201, 989)}-${r.digits(4)}`, `${r.int(201, 989)}.${r.int(201, 989)}.${r.digits(4)}`, `+1-${r.int(201, 989)}-${r.int(201, 989)}-${r.digits(4)}`]),
  GB: (r) => r.pick([`+44 7${r.digits(3)} ${r.digits(6)}`, `07${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`, `+44 (0)20 ${r.digits(4)} ${r.digits(4)}`]),
  DE: (r) => r.pick([`+49 151 ${r.digits(8)}`, `0171 ${r.digits(7)}`, `+49 (0)30 ${r.digits(3)} ${r.digits(4)}`, `089/${r.digits(4)}-${r.digits(3)}`]),
  FR: (r) => r.pick([`+33 6 ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`, `06 ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`, `01.${r.digits(2)}.${r.digits(2)}.${r.digits(2)}.${r.digits(2)}`]),
  ES: (r) => r.pick([`+34 6${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`, `91 ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`]),
  PT: (r) => r.pick([`+351 9${r.int(1, 6)}${r.digits(1)} ${r.digits(3)} ${r.digits(3)}`, `21 ${r.digits(3)} ${r.digits(4)}`]),
  IT: (r) => r.pick([`+39 3${r.digits(2)} ${r.digits(3)} ${r.digits(4)}`, `06 ${r.digits(4)} ${r.digits(4)}`]),
  NL: (r) => r.pick([`+31 6 ${r.digits(8)}`, `06-${r.digits(8)}`, `020 ${r.digits(3)} ${r.digits(4)}`]),
  PL: (r) => r.pick([`+48 ${r.int(500, 889)} ${r.digits(3)} ${r.digits(3)}`, `${r.int(500, 889)}-${r.digits(3)}-${r.digits(3)}`]),
  SE: (r) => r.pick([`+46 70 ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`, `070-${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`, `08-${r.digits(3)} ${r.digits(3)} ${r.digits(2)}`]),
  JP: (r) => r.pick([`090-${r.digits(4)}-${r.digits(4)}`, `+81 80-${r.digits(4)}-${r.digits(4)}`, `03-${r.digits(4)}-${r.digits(4)}`]),
  CN: (r) => r.pick([`+86 13${r.digits(1)} ${r.digits(4)} ${r.digits(4)}`, `139${r.digits(8)}`, `(010) ${r.digits(4)}-${r.digits(4)}`]),
  KR: (r) => r.pick([`010-${r.digits(4)}-${r.digits(4)}`, `+82 10-${r.digits(4)}-${r.digits(4)}`, `02-${r.digits(3)}-${r.digits(4)}`]),
  SA: (r) => r.pick([`+966 5${r.digits(1)} ${r.digits(3)} ${r.digits(4)}`, `05${r.digits(8)}`]),
  AE: (r) => `+971 5${r.int(0, 8)} ${r.digits(3)} ${r.digits(4)}`,
  IN: (r) => r.pick([`+91 ${r.int(70, 99)}${r.digits(3)} ${r.digits(5)}`, `0${r.int(70, 99)}${r.digits(8)}`, `+91-${r.int(70, 99)}${r.digits(8)}`]),
  TR: (r) => r.pick([`+90 5${r.digits(2)} ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`, `0 (5${r.digits(2)}) ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`]),
  RU: (r) => r.pick([`+7 (9${r.digits(2)}) ${r.digits(3)}-${r.digits(2)}-${r.digits(2)}`, `8 9${r.digits(2)} ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`]),
  BR: (r) => r.pick([`+55 11 9${r.digits(4)}-${r.digits(4)}`, `(21) 9${r.digits(4)}-${r.digits(4)}`]),
  MX: (r) => `+52 55 ${r.digits(4)} ${r.digits(4)}`,
  AU: (r) => r.pick([`+61 4${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`, `04${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`, `(02) ${r.digits(4)} ${r.digits(4)}`]),
  NG: (r) => `+234 80${r.digits(1)} ${r.digits(3)} ${r.digits(4)}`,
  ZA: (r) => `+27 82 ${r.digits(3)} ${r.digits(4)}`,
};
const PHONE_CC = { en: ['US', 'GB', 'AU', 'IN', 'NG', 'ZA', 'US'], de: ['DE', 'DE', 'TR'], fr: ['FR'], es: ['ES', 'MX'], pt: ['PT', 'BR'], it: ['IT'], nl: ['NL'], pl: ['PL'], sv: ['SE'], ja: ['JP'], zh: ['CN'], ko: ['KR'], ar: ['SA', 'AE'], hi: ['IN'], tr: ['TR'], ru: ['RU'] };
export function phone(r, lang) {
  const cc = r.chance(0.15) ? r.pick(Object.keys(PHONES)) : r.pick(PHONE_CC[lang] ?? ['US']);
  let value = PHONES[cc](r);
  // text copied out of word processors keeps no-break spaces; Japanese input often gives full-width digits
  if ((lang === 'fr' || lang === 'de') && r.chance(0.25)) value = value.replace(/ /g, r.pick(['\u00a0', '\u202f']));
  if (lang === 'ja' && cc === 'JP' && r.chance(0.25)) value = value.replace(/[0-9]/g, (x) => String.fromCharCode(0xff10 + Number(x))).replace(/-/g, '－');
  return { value, type: `phone_${cc.toLowerCase()}` };
}

// ---------- payment cards ----------
const CARD_PREFIX = [['visa', '4', 16], ['mastercard', '5', 16], ['amex', '37', 15], ['discover', '6011', 16], ['jcb', '3528', 16], ['unionpay', '62', 16], ['diners', '36', 14], ['maestro', '6759', 16], ['mastercard2', '2221', 16]];
export function card(r) {
  const [brand, p0, len] = r.pick(CARD_PREFIX);
  const prefix = brand === 'mastercard' ? String(r.int(51, 55)) : brand === 'jcb' ? String(r.int(3528, 3589)) : brand === 'amex' ? r.pick(['34', '37']) : p0;
  let body;
  do { body = prefix + r.digits(len - prefix.length - 1); } while (/^4111111|^42424242/.test(body));
  const num = body + luhnDigit(body);
  const groups = len === 15 ? [4, 6, 5] : len === 14 ? [4, 6, 4] : [4, 4, 4, 4];
  const sep = r.pick([' ', ' ', '-', '', ' ']);
  let out = '', i = 0;
  for (const g of groups) { out += (i ? sep : '') + num.slice(i, i + g); i += g; }
  return { value: out, type: brand.replace(/2$/, ''), last4: num.slice(-4) };
}

// ---------- bank accounts ----------
const IBAN_BBAN = {
  DE: (r) => r.digits(8) + r.digits(10), FR: (r) => { const b = r.digits(10) + r.alnum(11).toUpperCase(); return b + r.digits(2); }, ES: (r) => r.digits(20), IT: (r) => r.upper(1) + r.digits(10) + r.digits(12),
  NL: (r) => r.pick(['INGB', 'ABNA', 'RABO', 'TRIO', 'KNAB']) + r.digits(10), BE: (r) => r.digits(12), AT: (r) => r.digits(16), CH: (r) => r.digits(17), PL: (r) => r.digits(24), SE: (r) => r.digits(20),
  PT: (r) => r.digits(21), GB: (r) => r.pick(['NWBK', 'BARC', 'LOYD', 'MIDL', 'HBUK']) + r.digits(14), IE: (r) => r.pick(['AIBK', 'BOFI']) + r.digits(14), TR: (r) => r.digits(5) + '0' + r.digits(16), SA: (r) => r.digits(2) + r.digits(18),
  AE: (r) => r.digits(19), NO: (r) => r.digits(11), DK: (r) => r.digits(14), FI: (r) => r.digits(14), LU: (r) => r.digits(3) + r.alnum(13).toUpperCase(), CZ: (r) => r.digits(20), HU: (r) => r.digits(24), RO: (r) => r.upper(4) + r.alnum(16).toUpperCase(), GR: (r) => r.digits(23), BR: (r) => r.digits(23) + r.upper(1) + r.alnum(1).toUpperCase(),
};
const IBAN_CC = { en: ['GB', 'IE', 'GB', 'DE', 'AE'], de: ['DE', 'AT', 'CH', 'LU'], fr: ['FR', 'BE', 'LU', 'CH'], es: ['ES'], pt: ['PT', 'BR'], it: ['IT'], nl: ['NL', 'BE'], pl: ['PL', 'CZ'], sv: ['SE', 'NO', 'DK', 'FI'], ja: ['DE', 'GB'], zh: ['GB', 'DE'], ko: ['DE'], ar: ['SA', 'AE'], hi: ['GB', 'AE'], tr: ['TR'], ru: ['CZ', 'HU', 'RO', 'GR'] };
export function iban(r, lang) {
  const cc = r.chance(0.2) ? r.pick(Object.keys(IBAN_BBAN)) : r.pick(IBAN_CC[lang] ?? ['DE']);
  const bban = IBAN_BBAN[cc](r);
  const raw = cc + ibanCheck(cc, bban) + bban;
  const style = r.int(0, 3);
  const value = style <= 1 ? raw.replace(/(.{4})/g, '$1 ').trim() : style === 2 ? raw : raw.replace(/(.{4})/g, '$1-').replace(/-$/, '');
  return { value, type: 'iban', cc };
}
function abaRouting(r) {
  const s = pad(r.int(1, 12), 2) + r.digits(6);
  const c = (10 - (wsum(s, [3, 7, 1]) % 10)) % 10;
  return s + c;
}
function clabe(r) {
  const s = r.pick(['002', '012', '014', '021', '072']) + r.digits(3) + r.digits(11);
  const sum = [...s].reduce((a, x, i) => a + ((Number(x) * [3, 7, 1][i % 3]) % 10), 0);
  return s + ((10 - (sum % 10)) % 10);
}
/** A national (non-IBAN) account: the number to label plus the bank-routing context around it. */
const ACCOUNT_BY_LANG = { en: [0, 1, 2, 3, 7], pt: [5], es: [4], ja: [6], ru: [8], zh: [9], hi: [3], fr: [7] };
export function nationalAccount(r, lang) {
  const kinds = [
    () => ({ type: 'us_account', ctx: { routing: abaRouting(r) }, value: r.digits(r.int(9, 12)) }),
    () => ({ type: 'uk_account', ctx: { sort: `${r.digits(2)}-${r.digits(2)}-${r.digits(2)}` }, value: r.digits(8) }),
    () => ({ type: 'au_account', ctx: { bsb: `${r.digits(3)}-${r.digits(3)}` }, value: r.digits(r.int(8, 9)) }),
    () => ({ type: 'in_account', ctx: { ifsc: `${r.pick(['SBIN', 'HDFC', 'ICIC', 'UTIB'])}0${r.digits(6)}` }, value: r.digitsNz(r.int(11, 16)) }),
    () => ({ type: 'mx_clabe', ctx: {}, value: clabe(r) }),
    () => ({ type: 'br_account', ctx: { agencia: r.digits(4) }, value: `${r.digits(r.int(5, 8))}-${r.int(0, 9)}` }),
    () => ({ type: 'jp_account', ctx: { branch: r.digits(3) }, value: r.digits(7) }),
    () => ({ type: 'ca_account', ctx: { transit: `${r.digits(5)}-${r.digits(3)}` }, value: r.digits(7) }),
    () => ({ type: 'ru_account', ctx: { bik: '04' + r.digits(7) }, value: '40817810' + r.digits(12) }),
    // a Chinese account number is usually the number of the account's debit card: a judgement call
    () => ({ type: 'cn_account', ctx: {}, value: `6222 ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(3)}`, soft: true }),
  ];
  const local = ACCOUNT_BY_LANG[lang];
  return (local && r.chance(0.8) ? kinds[r.pick(local)] : r.pick(kinds))();
}

// ---------- passports ----------
const PASSPORT = {
  US: ['USA', (r) => r.chance(0.5) ? r.digitsNz(9) : r.upper(1) + r.digits(8), ['Passport No.', 'Passport Number']],
  GB: ['GBR', (r) => r.digitsNz(9), ['Passport No.', 'Passport number']],
  DE: ['D', (r) => r.pick(['C', 'F', 'G', 'H', 'J', 'K']) + r.chars('CFGHJKLMNPRTVWXYZ0123456789', 8), ['Reisepass-Nr.', 'Passnummer', 'Pass-Nr.']],
  FR: ['FRA', (r) => r.digits(2) + r.upper(2) + r.digits(5), ['N° du passeport', 'Numéro de passeport', 'Passeport n°']],
  ES: ['ESP', (r) => r.upper(3) + r.digits(6), ['Nº de pasaporte', 'Número de pasaporte', 'Pasaporte núm.']],
  IT: ['ITA', (r) => r.upper(2) + r.digits(7), ['Passaporto n.', 'Numero passaporto', 'N. passaporto']],
  NL: ['NLD', (r) => r.chars('ABCDEFGHIJKLMNPRSTUVWXYZ', 2) + r.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 6) + r.digits(1), ['Paspoortnummer', 'Documentnummer', 'Nr. paspoort']],
  PL: ['POL', (r) => r.upper(2) + r.digits(7), ['Numer paszportu', 'Nr paszportu', 'Seria i numer paszportu']],
  SE: ['SWE', (r) => r.digits(8), ['Passnummer', 'Passets nummer']],
  NO: ['NOR', (r) => r.upper(2) + r.digits(7), ['Passnummer']],
  DK: ['DNK', (r) => r.digitsNz(9), ['Pasnummer', 'Pas nr.']],
  FI: ['FIN', (r) => r.upper(2) + r.digits(7), ['Passin numero', 'Passinumero']],
  PT: ['PRT', (r) => r.upper(1) + r.digits(6), ['Nº do passaporte', 'Passaporte n.º']],
  BR: ['BRA', (r) => r.upper(2) + r.digits(6), ['Número do passaporte', 'Passaporte nº']],
  RU: ['RUS', (r) => `${r.int(50, 79)} ${r.digits(7)}`, ['Номер паспорта', 'Загранпаспорт №', 'серия и номер загранпаспорта']],
  UA: ['UKR', (r) => r.upper(2) + r.digits(6), ['Номер паспорта', 'Паспорт №']],
  TR: ['TUR', (r) => r.pick(['U', 'S', 'Z']) + r.digits(8), ['Pasaport No', 'Pasaport numarası']],
  JP: ['JPN', (r) => r.upper(2) + r.digits(7), ['旅券番号', 'パスポート番号']],
  CN: ['CHN', (r) => r.chance(0.5) ? 'E' + r.digits(8) : 'E' + r.upper(1) + r.digits(7), ['护照号码', '护照号']],
  KR: ['KOR', (r) => r.chance(0.5) ? 'M' + r.digits(8) : 'M' + r.digits(3) + r.upper(1) + r.digits(4), ['여권번호', '여권 번호']],
  TW: ['TWN', (r) => r.digits(9), ['護照號碼']],
  IN: ['IND', (r) => r.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 1) + r.digitsNz(7), ['Passport No.', 'पासपोर्ट संख्या', 'पासपोर्ट नं.']],
  SA: ['SAU', (r) => r.upper(1) + r.digits(8), ['رقم جواز السفر', 'جواز سفر رقم']],
  EG: ['EGY', (r) => 'A' + r.digits(8), ['رقم جواز السفر']],
  AE: ['ARE', (r) => r.digits(9), ['رقم الجواز', 'Passport No']],
  IL: ['ISR', (r) => r.digits(8), ['מספר דרכון']],
  GR: ['GRC', (r) => r.upper(2) + r.digits(7), ['Αριθμός διαβατηρίου', 'Αρ. Διαβατηρίου']],
  CZ: ['CZE', (r) => r.digits(8), ['Číslo pasu', 'č. pasu']],
  HU: ['HUN', (r) => r.upper(2) + r.digits(7), ['Útlevélszám']],
  CH: ['CHE', (r) => r.upper(1) + r.digits(7), ['Pass-Nr.', 'N° de passeport']],
  AT: ['AUT', (r) => r.upper(1) + r.digits(7), ['Reisepassnummer', 'Pass-Nr.']],
  IE: ['IRL', (r) => r.upper(2) + r.digits(7), ['Passport No.', 'Uimhir Phas']],
  CA: ['CAN', (r) => r.upper(2) + r.digits(6), ['Passport No.', 'N° de passeport']],
  AU: ['AUS', (r) => r.upper(r.int(1, 2)) + r.digits(7), ['Passport number']],
  MX: ['MEX', (r) => r.upper(1) + r.digits(8), ['Número de pasaporte', 'Pasaporte No.']],
  AR: ['ARG', (r) => r.upper(3) + r.digits(6), ['Pasaporte N°']],
  VN: ['VNM', (r) => r.upper(1) + r.digits(7), ['Số hộ chiếu']],
  TH: ['THA', (r) => r.upper(2) + r.digits(7), ['หนังสือเดินทางเลขที่', 'Passport No.']],
  ID: ['IDN', (r) => r.upper(1) + r.digits(7), ['Nomor Paspor', 'No. Paspor']],
  PH: ['PHL', (r) => 'P' + r.digits(7) + r.upper(1), ['Passport No.', 'Pasaporte Blg.']],
  NG: ['NGA', (r) => 'A' + r.digits(8), ['Passport No.']],
  SG: ['SGP', (r) => r.pick(['E', 'K']) + r.digits(7) + r.upper(1), ['Passport No.']],
};
export const PASSPORT_BY_LANG = { en: ['US', 'GB', 'IN', 'IE', 'CA', 'AU', 'NG', 'SG', 'PH'], de: ['DE', 'AT', 'CH'], fr: ['FR', 'CH', 'CA'], es: ['ES', 'MX', 'AR'], pt: ['PT', 'BR'], it: ['IT'], nl: ['NL'], pl: ['PL', 'CZ', 'HU'], sv: ['SE', 'NO', 'DK', 'FI'], ja: ['JP'], zh: ['CN', 'TW'], ko: ['KR'], ar: ['SA', 'EG', 'AE'], hi: ['IN'], tr: ['TR'], ru: ['RU', 'UA', 'GR'] };
export const PASSPORT_COUNTRIES = Object.keys(PASSPORT);
export function passport(r, lang, cc) {
  const country = cc ?? (r.chance(0.25) ? r.pick(PASSPORT_COUNTRIES) : r.pick(PASSPORT_BY_LANG[lang] ?? ['US']));
  const [iso3, make, labels] = PASSPORT[country];
  return { value: make(r), type: `passport_${country.toLowerCase()}`, cc: country, iso3: iso3 === 'D' ? 'D<<' : iso3, labels };
}
/** ICAO 9303 TD3 machine-readable zone; numberStart/numberEnd locate the document number in line 2. */
export function mrz(r, pp, surname, given, dob, sex) {
  const clean = (s) => s.normalize('NFD').replace(/[^A-Za-z ]/g, '').toUpperCase().trim().replace(/ +/g, '<');
  const issuer = pp.iso3.padEnd(3, '<');
  const l1 = `P<${issuer}${clean(surname)}<<${clean(given)}`.padEnd(44, '<').slice(0, 44);
  const num = pp.value.replace(/ /g, '').slice(0, 9);
  const numF = num.padEnd(9, '<');
  const [y, m, d] = dob;
  const dobS = `${pad(y % 100, 2)}${pad(m, 2)}${pad(d, 2)}`;
  const expS = `${pad(r.int(27, 35), 2)}${pad(r.int(1, 12), 2)}${pad(r.int(1, 28), 2)}`;
  const opt = '<'.repeat(14);
  const part = numF + mrzDigit(numF) + issuer + dobS + mrzDigit(dobS) + sex + expS + mrzDigit(expS) + opt + mrzDigit(opt);
  const composite = numF + mrzDigit(numF) + dobS + mrzDigit(dobS) + expS + mrzDigit(expS) + opt + mrzDigit(opt);
  const l2 = part + mrzDigit(composite);
  return { l1, l2, number: num, expiry: expS };
}

// ---------- network ----------
export function ipv4(r) {
  for (;;) {
    const a = r.int(1, 223);
    if ([10, 127, 0, 100, 169, 172, 192, 198, 203].includes(a)) continue;
    return { value: `${a}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, type: 'ipv4' };
  }
}
export function ipv6(r) {
  const g = () => r.hex(r.int(1, 4)).replace(/^0+(?=.)/, '');
  const prefix = r.pick(['2a02', '2a01', '2600', '2c0f', '2400', '2804']);
  const v = r.chance(0.5) ? `${prefix}:${g()}:${g()}:${g()}::${g()}` : `${prefix}:${g()}:${g()}:${g()}:${g()}:${g()}:${g()}:${g()}`;
  return { value: v, type: 'ipv6' };
}

// ---------- crypto wallets ----------
export function wallet(r) {
  return r.pick([
    () => ({ type: 'btc_p2pkh', value: base58check([0x00], r.bytes(20)) }),
    () => ({ type: 'btc_p2sh', value: base58check([0x05], r.bytes(20)) }),
    () => ({ type: 'btc_bech32', value: segwit('bc', 0, r.bytes(20)) }),
    () => ({ type: 'btc_taproot', value: segwit('bc', 1, r.bytes(32)) }),
    () => ({ type: 'eth', value: '0x' + r.hex(40) }),
    () => ({ type: 'ltc', value: base58check([0x30], r.bytes(20)) }),
    () => ({ type: 'ltc_bech32', value: segwit('ltc', 0, r.bytes(20)) }),
    () => ({ type: 'doge', value: base58check([0x1e], r.bytes(20)) }),
    () => ({ type: 'tron', value: base58check([0x41], r.bytes(20)) }),
    () => ({ type: 'xrp', value: base58xrp([0x00], r.bytes(20)) }),
    () => ({ type: 'sol', value: base58plain(Buffer.concat([Buffer.from([r.int(1, 255)]), r.bytes(31)])) }),
  ])();
}

// ---------- secrets ----------
const b64u = (obj) => Buffer.from(JSON.stringify(obj)).toString('base64url');
export function jwt(r, p) {
  const header = r.pick([{ alg: 'HS256', typ: 'JWT' }, { alg: 'RS256', typ: 'JWT', kid: r.hex(16) }, { alg: 'ES256', kid: r.alnum(10) }]);
  const now = 1780000000 + r.int(0, 9000000);
  const payload = { sub: r.chance(0.5) ? `usr_${r.alnum(12)}` : String(r.int(10000, 999999)), iss: r.pick(['https://auth.kraemer-logistik.de', 'https://login.fjordbank.se/oauth2', 'https://id.tanaka-seiko.co.jp']), aud: r.pick(['api', 'billing-svc', 'mobile']), iat: now, exp: now + 3600, scope: r.pick(['read write', 'openid profile email', 'admin']) };
  if (p && r.chance(0.4)) payload.name = p.full;
  const sigLen = header.alg === 'HS256' ? 43 : header.alg === 'ES256' ? 86 : 342;
  return { value: `${b64u(header)}.${b64u(payload)}.${r.b64url(sigLen)}`, type: 'jwt' };
}
export function bearer(r) {
  return r.pick([
    () => ({ type: 'oauth_google', value: `ya29.a0${r.b64url(r.int(120, 160))}` }),
    () => ({ type: 'oauth_opaque', value: r.b64url(43) }),
    () => ({ type: 'oauth_facebook', value: `EAAB${r.alnum(r.int(150, 190))}` }),
    () => ({ type: 'github_oauth', value: ghToken(r, 'gho_') }),
    () => ({ type: 'azure_sas', value: `sv=2022-11-02&ss=b&srt=sco&sp=rwdlac&se=2027-01-01T00:00:00Z&sig=${encodeURIComponent(r.b64(43) + '=')}` }),
    () => ({ type: 'slack_user', value: `xoxp-${r.digitsNz(11)}-${r.digitsNz(11)}-${r.digitsNz(13)}-${r.hex(32)}` }),
  ])();
}
function ghToken(r, prefix) {
  const body = r.alnum(30);
  return prefix + body + base62(crc32(body), 6);
}
/** Vendor API keys of documented public shapes, plus generic secrets; `key` is a config key that fits. */
export function apiKey(r) {
  return r.pick([
    () => ({ type: 'aws_access_key_id', key: 'AWS_ACCESS_KEY_ID', value: r.pick(['AKIA', 'ASIA']) + r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16) }),
    () => ({ type: 'aws_secret_access_key', key: 'aws_secret_access_key', value: r.b64(40) }),
    () => ({ type: 'github_pat', key: 'GITHUB_TOKEN', value: ghToken(r, 'ghp_') }),
    () => ({ type: 'github_fine_grained', key: 'GH_PAT', value: `github_pat_11${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 20)}_${r.alnum(59)}` }),
    () => ({ type: 'gitlab_pat', key: 'GITLAB_TOKEN', value: `glpat-${r.b64url(20)}` }),
    () => ({ type: 'slack_bot', key: 'SLACK_BOT_TOKEN', value: `xoxb-${r.digitsNz(11)}-${r.digitsNz(13)}-${r.alnum(24)}` }),
    () => ({ type: 'slack_webhook', key: 'SLACK_WEBHOOK_URL', value: `https://hooks.slack.com/services/T${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 8)}/B${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 10)}/${r.alnum(24)}` }),
    () => ({ type: 'stripe_secret', key: 'STRIPE_SECRET_KEY', value: `sk_live_${r.alnum(r.pick([24, 99]))}` }),
    () => ({ type: 'stripe_restricted', key: 'STRIPE_KEY', value: `rk_live_${r.alnum(24)}` }),
    () => ({ type: 'openai', key: 'OPENAI_API_KEY', value: `sk-proj-${r.b64url(74)}T3BlbkFJ${r.b64url(74)}` }),
    () => ({ type: 'anthropic', key: 'ANTHROPIC_API_KEY', value: `sk-ant-api03-${r.b64url(93)}AA` }),
    () => ({ type: 'google_api', key: 'GOOGLE_API_KEY', value: `AIza${r.b64url(35)}` }),
    () => ({ type: 'sendgrid', key: 'SENDGRID_API_KEY', value: `SG.${r.b64url(22)}.${r.b64url(43)}` }),
    () => ({ type: 'twilio_api_key', key: 'TWILIO_API_KEY', value: `SK${r.hex(32)}` }),
    () => ({ type: 'mailgun', key: 'MAILGUN_API_KEY', value: `key-${r.hex(32)}` }),
    () => ({ type: 'npm', key: 'NPM_TOKEN', value: `npm_${r.alnum(36)}` }),
    () => ({ type: 'pypi', key: 'PYPI_TOKEN', value: `pypi-AgEIcHlwaS5vcmc${r.b64url(r.int(70, 120))}` }),
    () => ({ type: 'datadog_api', key: 'DD_API_KEY', value: r.hex(32) }),
    () => ({ type: 'newrelic', key: 'NEW_RELIC_API_KEY', value: `NRAK-${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 27)}` }),
    () => ({ type: 'shopify', key: 'SHOPIFY_ACCESS_TOKEN', value: `shpat_${r.hex(32)}` }),
    () => ({ type: 'telegram_bot', key: 'TELEGRAM_BOT_TOKEN', value: `${r.digitsNz(10)}:AA${r.b64url(33)}` }),
    () => ({ type: 'huggingface', key: 'HF_TOKEN', value: `hf_${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 34)}` }),
    () => ({ type: 'digitalocean', key: 'DIGITALOCEAN_TOKEN', value: `dop_v1_${r.hex(64)}` }),
    () => ({ type: 'azure_storage_key', key: 'AZURE_STORAGE_KEY', value: `${r.b64(86)}==` }),
    () => ({ type: 'hashicorp_vault', key: 'VAULT_TOKEN', value: `hvs.${r.b64url(90).replace(/[-_]/g, 'x')}` }),
    () => ({ type: 'linear', key: 'LINEAR_API_KEY', value: `lin_api_${r.alnum(40)}` }),
    () => ({ type: 'grafana_sa', key: 'GRAFANA_TOKEN', value: `glsa_${r.alnum(32)}_${r.hex(8)}` }),
    () => ({ type: 'postman', key: 'POSTMAN_API_KEY', value: `PMAK-${r.hex(24)}-${r.hex(34)}` }),
    () => ({ type: 'groq', key: 'GROQ_API_KEY', value: `gsk_${r.alnum(52)}` }),
    () => ({ type: 'replicate', key: 'REPLICATE_API_TOKEN', value: `r8_${r.alnum(37)}` }),
    () => ({ type: 'doppler', key: 'DOPPLER_TOKEN', value: `dp.st.prd.${r.alnum(43)}` }),
    () => ({ type: 'circleci', key: 'CIRCLECI_TOKEN', value: `CCIPAT_${r.alnum(22)}_${r.hex(40)}` }),
    () => ({ type: 'sentry_auth', key: 'SENTRY_AUTH_TOKEN', value: `sntrys_${r.b64url(120).replace(/[-_]/g, 'Q')}` }),
    () => ({ type: 'atlassian', key: 'JIRA_API_TOKEN', value: `ATATT3xFfGF0${r.b64url(180).replace(/[-_]/g, 'z')}=${r.hex(8).toUpperCase()}` }),
    () => ({ type: 'generic_secret', key: r.pick(['client_secret', 'SESSION_SECRET', 'webhookSecret', 'signing_key', 'APP_SECRET', 'encryption_key']), value: r.pick([r.hex(40), r.b64url(32), r.alnum(48), r.b64(44)]) }),
  ])();
}

// ---------- private keys ----------
function pemBody(r, bytes) { return r.bytes(bytes).toString('base64'); }
export function privateKey(r) {
  const kind = r.pick(['rsa', 'pkcs8', 'ec', 'openssh', 'pgp']);
  let begin, end, body, type;
  if (kind === 'rsa') { begin = '-----BEGIN RSA PRIVATE KEY-----'; end = '-----END RSA PRIVATE KEY-----'; body = 'MII' + r.pick(['E', 'C', 'J']) + pemBody(r, r.int(300, 600)); type = 'pem_rsa'; }
  else if (kind === 'pkcs8') { begin = '-----BEGIN PRIVATE KEY-----'; end = '-----END PRIVATE KEY-----'; body = 'MIIEv' + pemBody(r, r.int(300, 600)); type = 'pem_pkcs8'; }
  else if (kind === 'ec') { begin = '-----BEGIN EC PRIVATE KEY-----'; end = '-----END EC PRIVATE KEY-----'; body = 'MHcCAQEEI' + pemBody(r, 110); type = 'pem_ec'; }
  else if (kind === 'openssh') { begin = '-----BEGIN OPENSSH PRIVATE KEY-----'; end = '-----END OPENSSH PRIVATE KEY-----'; body = 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW' + pemBody(r, r.int(200, 320)); type = 'openssh'; }
  else { begin = '-----BEGIN PGP PRIVATE KEY BLOCK-----'; end = '-----END PGP PRIVATE KEY BLOCK-----'; body = 'lQWGBGY' + pemBody(r, r.int(400, 700)); type = 'pgp'; }
  return { begin, end, body, type, kind };
}
/** Renders a key the way a carrier holds it: file lines, JSON-escaped newlines, one line, or re-wrapped. */
export function renderKey(r, k, form) {
  const wrap = (w) => k.body.match(new RegExp(`.{1,${w}}`, 'g'));
  const pgpHeader = k.kind === 'pgp' ? ['Version: GnuPG v2', ''] : [];
  const tail = k.kind === 'pgp' ? ['=' + r.b64(4)] : [];
  if (form === 'file') return [k.begin, ...pgpHeader, ...wrap(k.kind === 'openssh' ? 70 : 64), ...tail, k.end].join('\n');
  if (form === 'escaped') return [k.begin, ...pgpHeader, ...wrap(64), ...tail, k.end].join('\\n') + (r.chance(0.5) ? '\\n' : '');
  if (form === 'oneline') return `${k.begin} ${[...pgpHeader.filter(Boolean), ...wrap(64), ...tail].join(' ')} ${k.end}`;
  return [k.begin, ...pgpHeader, ...wrap(r.pick([76, 60, 72])), ...tail, k.end].join(r.pick(['\n', '\r\n']));
}

// ---------- passwords ----------
const WORDS = ['harbour', 'violet', 'tractor', 'lantern', 'quokka', 'marble', 'cinder', 'orbit', 'saffron', 'glacier', 'pepper', 'walnut', 'Kastanie', 'Möwe', 'girasol', 'cerise', 'ladybird', 'fjord', 'kanelbulle', 'zeppelin'];
export function password(r) {
  return r.pick([
    () => ({ type: 'complex', value: r.pick(['Q', 'm', 'Z', 'h', 'T']) + r.alnum(r.int(7, 12)) + r.pick(['!', '#', '$', '%', '&', '*', '?', '@']) + r.digits(2) }),
    () => ({ type: 'word_digits', value: `${r.pick(WORDS)[0].toUpperCase()}${r.pick(WORDS).slice(1)}${r.int(10, 2024)}${r.pick(['!', '', '#', '.'])}` }),
    () => ({ type: 'passphrase', value: `${r.pick(WORDS)} ${r.pick(WORDS)} ${r.pick(WORDS)}${r.chance(0.5) ? ' ' + r.int(1, 99) : ''}` }),
    () => ({ type: 'passphrase_dashes', value: `${r.pick(WORDS)}-${r.pick(WORDS)}-${r.pick(WORDS)}-${r.int(1, 9)}` }),
    () => ({ type: 'special_chars', value: `${r.alnum(4)}#${r.alnum(3)};${r.alnum(2)}&${r.digits(2)}` }),
    () => ({ type: 'with_quote', value: `${r.alnum(5)}'${r.alnum(3)}"${r.digits(2)}` }),
    () => ({ type: 'generated', value: r.chars('ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!@#%^*-_=+', r.int(14, 22)) }),
    () => ({ type: 'leet', value: `${r.pick(['P@ssw0rd', 'S3cr3t', 'W1nt3r', 'Summ3r', 'Qu3st'])}${r.pick(['_', '.', '!', ''])}${r.int(2019, 2027)}${r.pick(['', '$', '!'])}` }),
    () => ({ type: 'pin', value: r.digits(r.pick([4, 6])), soft: true }),
  ])();
}

// ---------- connection strings ----------
export function connString(r, pw) {
  const host = r.pick(['db-prod-02.internal.kraemer-logistik.de', 'pg.eu-central-1.rds.amazonaws.com', 'cluster0.x7kq2.mongodb.net', '10.20.4.17', 'mysql.fjordbank.se', 'redis-17342.c8.eu-west-1-2.ec2.cloud.redislabs.com', 'sqlsrv-erp.database.windows.net', 'mq.tanaka-seiko.co.jp']);
  const user = r.pick(['app_rw', 'svc_billing', 'admin', 'etl', 'reporting', 'root', 'deploy']);
  const pass = encodeURIComponent(pw ?? r.alnum(r.int(10, 20)));
  const db = r.pick(['orders', 'crm', 'ledger', 'analytics', 'hr_core', 'payments']);
  return r.pick([
    () => ({ type: 'postgres', value: `postgresql://${user}:${pass}@${host}:5432/${db}${r.chance(0.4) ? '?sslmode=require' : ''}` }),
    () => ({ type: 'mysql', value: `mysql://${user}:${pass}@${host}:3306/${db}` }),
    () => ({ type: 'mongodb', value: `mongodb+srv://${user}:${pass}@${host}/${db}?retryWrites=true&w=majority` }),
    () => ({ type: 'redis', value: `redis://${r.chance(0.5) ? 'default' : ''}:${pass}@${host}:6379/0` }),
    () => ({ type: 'amqp', value: `amqps://${user}:${pass}@${host}:5671/${r.pick(['%2F', 'prod'])}` }),
    () => ({ type: 'mssql_ado', value: `Server=tcp:${host},1433;Initial Catalog=${db};User ID=${user};Password=${decodeURIComponent(pass)};Encrypt=True;` }),
    () => ({ type: 'jdbc', value: `jdbc:postgresql://${host}:5432/${db}?user=${user}&password=${pass}` }),
    () => ({ type: 'azure_storage', value: `DefaultEndpointsProtocol=https;AccountName=${r.lower(10)};AccountKey=${r.b64(86)}==;EndpointSuffix=core.windows.net` }),
    () => ({ type: 'smtp', value: `smtps://${user}%40${r.pick(['mail.fjordbank.se', 'kraemer-logistik.de'])}:${pass}@smtp.${r.pick(['office365.com', 'sendgrid.net'])}:465` }),
  ])();
}

export { pad };
export const sha = (s) => crypto.createHash('sha256').update(s).digest('hex');
