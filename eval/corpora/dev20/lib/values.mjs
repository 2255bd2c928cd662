// Value generators for all 19 categories. Each returns { category, type, value, labels?, key?, encoding? }.
import * as C from './checksums.mjs';
import { LANG } from './lang.mjs';

const CC = { 'en-US': 'US', 'en-GB': 'GB', 'de-DE': 'DE', 'fr-FR': 'FR', 'es-ES': 'ES', 'pt-BR': 'BR', 'it-IT': 'IT', 'nl-NL': 'NL', 'pl-PL': 'PL', 'sv-SE': 'SE', 'tr-TR': 'TR', 'ja-JP': 'JP', 'zh-CN': 'CN', 'ar-SA': 'SA' };
export const countryOf = (loc) => CC[loc];
const pad = (n, w = 2) => String(n).padStart(w, '0');
export const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
export const toArabicDigits = (s) => s.replace(/\d/g, (d) => ARABIC_DIGITS[+d]);
export const toFullwidth = (s) => s.replace(/[0-9\-]/g, (c) => (c === '-' ? '－' : String.fromCharCode(0xff10 + +c)));

// ---------------- persons ----------------
export function latin(s) {
  return s.replace(/ß/g, 'ss').replace(/ł/g, 'l').replace(/Ł/g, 'L').replace(/ı/g, 'i').replace(/İ/g, 'I').replace(/ø/g, 'o').replace(/æ/g, 'ae')
    .normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}
const PL_FEM = (s) => s.replace(/ski$/, 'ska').replace(/cki$/, 'cka').replace(/dzki$/, 'dzka');
export function persona(rng, locale) {
  const L = LANG[locale];
  let first, last, full, lf, ll;
  if (L.firstP) {
    const f = rng.pick(L.firstP), l = rng.pick(L.lastP);
    first = f.n; last = l.n; lf = f.r; ll = l.r;
    full = L.eastern ? last + L.sepName + first : first + L.sepName + last;
  } else {
    first = rng.pick(L.first); last = rng.pick(L.last);
    if (locale === 'pl-PL' && /a$/.test(first)) last = PL_FEM(last);
    if (L.twoSurnames && rng.chance(0.6)) { let l2 = rng.pick(L.last); if (l2 === last) l2 = rng.pick(L.last); last = locale === 'pt-BR' ? `${l2} ${last}` : `${last} ${l2}`; }
    full = `${first} ${last}`; lf = latin(first).toLowerCase(); ll = latin(last).toLowerCase().replace(/\s+/g, '');
  }
  const y = rng.int(1948, 2005), m = rng.int(1, 12), d = rng.int(1, 28);
  return { first, last, full, lf, ll, dob: { y, m, d }, female: /a$|e$|ie$/.test(lf) };
}

// ---------------- email ----------------
const FREEMAIL = { 'en-US': ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'proton.me'], 'en-GB': ['btinternet.com', 'hotmail.co.uk', 'gmail.com', 'sky.com'], 'de-DE': ['web.de', 'gmx.de', 't-online.de', 'posteo.de', 'gmx.net'], 'fr-FR': ['orange.fr', 'free.fr', 'laposte.net', 'gmail.com', 'sfr.fr'], 'es-ES': ['gmail.com', 'hotmail.es', 'telefonica.net', 'yahoo.es'], 'pt-BR': ['gmail.com', 'uol.com.br', 'bol.com.br', 'hotmail.com'], 'it-IT': ['libero.it', 'virgilio.it', 'gmail.com', 'tiscali.it'], 'nl-NL': ['ziggo.nl', 'kpnmail.nl', 'gmail.com', 'hotmail.nl'], 'pl-PL': ['wp.pl', 'onet.pl', 'o2.pl', 'interia.pl', 'gmail.com'], 'sv-SE': ['telia.com', 'gmail.com', 'outlook.com', 'bredband.net'], 'tr-TR': ['gmail.com', 'hotmail.com', 'yandex.com.tr', 'outlook.com.tr'], 'ja-JP': ['docomo.ne.jp', 'yahoo.co.jp', 'gmail.com', 'ezweb.ne.jp'], 'zh-CN': ['qq.com', '163.com', '126.com', 'sina.com'], 'ar-SA': ['gmail.com', 'hotmail.com', 'outlook.sa', 'yahoo.com'] };
const TLD = { 'en-US': 'com', 'en-GB': 'co.uk', 'de-DE': 'de', 'fr-FR': 'fr', 'es-ES': 'es', 'pt-BR': 'com.br', 'it-IT': 'it', 'nl-NL': 'nl', 'pl-PL': 'pl', 'sv-SE': 'se', 'tr-TR': 'com.tr', 'ja-JP': 'co.jp', 'zh-CN': 'com.cn', 'ar-SA': 'com.sa' };
const CO_A = ['nord', 'blue', 'kestrel', 'alpen', 'orbit', 'cedar', 'lumen', 'vanta', 'helio', 'atlas', 'brisk', 'quarry', 'tidal', 'ember', 'fjord', 'pixel', 'granite', 'meridian', 'solace', 'corvid'];
const CO_B = ['logistik', 'analytics', 'labs', 'systems', 'works', 'media', 'data', 'cloud', 'solutions', 'partners', 'retail', 'health', 'finance', 'energy', 'mobility'];
export function companyDomain(rng, locale) { return `${rng.pick(CO_A)}${rng.chance(0.5) ? '-' : ''}${rng.pick(CO_B)}.${rng.chance(0.7) ? TLD[locale] : rng.pick(['com', 'io', 'net', 'eu'])}`; }
export function email(rng, locale, p, domain) {
  const f = p.lf.replace(/[^a-z]/g, ''), l = p.ll.replace(/[^a-z]/g, '');
  if (!domain && locale === 'zh-CN' && rng.chance(0.35)) return { category: 'email', type: 'personal_email', value: `${rng.digitsNZ(rng.int(8, 10))}@qq.com` };
  const local = rng.pick([`${f}.${l}`, `${f[0]}.${l}`, `${f}${l}`, `${f}_${l}${rng.int(1, 99)}`, `${l}.${f}`, `${f}${rng.int(70, 99)}`, `${f}.${l}+${rng.pick(['shop', 'news', 'bank', 'work'])}`, `${f[0]}${l}`]);
  const work = !!domain || rng.chance(0.4);
  const dom = domain || (work ? companyDomain(rng, locale) : rng.pick(FREEMAIL[locale]));
  return { category: 'email', type: work ? 'work_email' : 'personal_email', value: `${local}@${dom}` };
}

// ---------------- phone ----------------
function grp(s, sizes, sep = ' ') { const out = []; let i = 0; for (const n of sizes) { out.push(s.slice(i, i + n)); i += n; } return out.join(sep); }
export function phone(rng, locale, opts = {}) {
  const intl = opts.intl ?? rng.chance(0.45);
  let v, type;
  switch (locale) {
    case 'en-US': { const area = rng.pick(['212', '312', '415', '512', '617', '720', '206', '305', '404', '503']); const sub = '01' + rng.digits(2); type = 'us_phone'; v = intl ? rng.pick([`+1 ${area}-555-${sub}`, `+1 (${area}) 555-${sub}`, `+1${area}555${sub}`]) : rng.pick([`(${area}) 555-${sub}`, `${area}-555-${sub}`, `${area}.555.${sub}`]); break; }
    case 'en-GB': { if (rng.chance(0.6)) { const n = '900' + rng.digits(3); type = 'uk_mobile'; v = intl ? rng.pick([`+44 7700 ${n}`, `+447700${n}`, `+44 (0)7700 ${n}`]) : rng.pick([`07700 ${n}`, `07700${n}`, `07700 ${n.slice(0, 3)} ${n.slice(3)}`]); } else { const r = rng.pick([['20', '7946', 4], ['161', '4960', 3], ['113', '4960', 3], ['117', '4960', 3], ['131', '4960', 3]]); const n = r[1] + rng.digits(r[2]); type = 'uk_landline'; v = intl ? `+44 ${r[0]} ${n.slice(0, 4)} ${n.slice(4)}` : `0${r[0]} ${n.slice(0, 4)} ${n.slice(4)}`; } break; }
    case 'de-DE': { if (rng.chance(0.6)) { const pre = rng.pick(['151', '152', '160', '162', '170', '171', '172', '175', '176', '179']); const n = rng.digits(rng.int(7, 8)); type = 'de_mobile'; v = intl ? rng.pick([`+49 ${pre} ${n}`, `+49 (0)${pre} ${n}`, `+49${pre}${n}`, `0049 ${pre} ${n}`]) : rng.pick([`0${pre} ${n}`, `0${pre}/${n}`, `0${pre}-${n}`, `0${pre} ${grp(n, [3, 2, 2, 2].slice(0, n.length === 7 ? 3 : 4))}`]); } else { const ac = rng.pick(['30', '40', '89', '221', '69', '711', '341', '351']); const n = rng.digits(rng.int(6, 8)); type = 'de_landline'; v = intl ? `+49 ${ac} ${n}` : rng.pick([`0${ac} ${n}`, `(0${ac}) ${n}`, `0${ac}/${n}`, `0${ac} ${n.slice(0, 3)} ${n.slice(3)}-${rng.digits(1)}`]); } break; }
    case 'fr-FR': { const base = rng.chance(0.5) ? '639' + '98' + rng.digits(4) : '199' + '00' + rng.digits(4); type = base[0] === '6' ? 'fr_mobile' : 'fr_landline'; v = intl ? rng.pick([`+33 ${base[0]} ${grp(base.slice(1), [2, 2, 2, 2])}`, `+33${base}`, `+33 (0)${base[0]} ${grp(base.slice(1), [2, 2, 2, 2])}`]) : rng.pick([`0${base[0]} ${grp(base.slice(1), [2, 2, 2, 2])}`, `0${base[0]}.${grp(base.slice(1), [2, 2, 2, 2], '.')}`, `0${base}`]); break; }
    case 'es-ES': { const n = rng.chance(0.65) ? rng.pick(['6', '7']) + rng.digits(8) : '9' + rng.pick(['1', '3', '5', '6']) + rng.digits(7); type = n[0] === '9' ? 'es_landline' : 'es_mobile'; v = intl ? rng.pick([`+34 ${grp(n, [3, 3, 3])}`, `+34${n}`, `0034 ${grp(n, [3, 2, 2, 2])}`]) : rng.pick([`${grp(n, [3, 3, 3])}`, `${grp(n, [3, 2, 2, 2])}`, n]); break; }
    case 'pt-BR': { const ddd = rng.pick(['11', '21', '31', '41', '51', '61', '71', '81', '85', '48']); if (rng.chance(0.75)) { const n = '9' + rng.int(6, 9) + rng.digits(7); type = 'br_mobile'; v = intl ? rng.pick([`+55 ${ddd} ${n.slice(0, 5)}-${n.slice(5)}`, `+55 (${ddd}) ${n.slice(0, 5)}-${n.slice(5)}`, `+55${ddd}${n}`]) : rng.pick([`(${ddd}) ${n.slice(0, 5)}-${n.slice(5)}`, `${ddd} ${n.slice(0, 5)}-${n.slice(5)}`, `(${ddd}) ${n.slice(0, 1)} ${n.slice(1, 5)}-${n.slice(5)}`]); } else { const n = rng.int(2, 5) + rng.digits(7); type = 'br_landline'; v = intl ? `+55 ${ddd} ${n.slice(0, 4)}-${n.slice(4)}` : `(${ddd}) ${n.slice(0, 4)}-${n.slice(4)}`; } break; }
    case 'it-IT': { if (rng.chance(0.65)) { const n = '3' + rng.pick(['20', '28', '33', '38', '39', '40', '47', '49', '66', '93']) + rng.digits(7); type = 'it_mobile'; v = intl ? rng.pick([`+39 ${grp(n, [3, 3, 4])}`, `+39${n}`, `0039 ${n.slice(0, 3)} ${n.slice(3)}`]) : rng.pick([`${grp(n, [3, 3, 4])}`, `${n.slice(0, 3)} ${n.slice(3)}`, `${n.slice(0, 3)}/${n.slice(3)}`, n]); } else { const ac = rng.pick(['06', '02', '011', '055', '081', '051']); const n = rng.digits(10 - ac.length); type = 'it_landline'; v = intl ? `+39 ${ac} ${n}` : rng.pick([`${ac} ${n}`, `${ac}-${n}`, `${ac}/${n}`]); } break; }
    case 'nl-NL': { if (rng.chance(0.6)) { const n = rng.digits(8); type = 'nl_mobile'; v = intl ? rng.pick([`+31 6 ${n}`, `+31 6 ${grp(n, [2, 2, 2, 2])}`, `+316${n}`, `0031 6 ${n}`]) : rng.pick([`06-${n}`, `06 ${n}`, `06 ${grp(n, [2, 2, 2, 2])}`, `06${n}`]); } else { const ac = rng.pick(['20', '10', '30', '70', '40', '50']); const n = rng.digits(7); type = 'nl_landline'; v = intl ? `+31 ${ac} ${n.slice(0, 3)} ${n.slice(3)}` : rng.pick([`0${ac}-${n.slice(0, 3)} ${n.slice(3)}`, `0${ac} ${n}`, `(0${ac}) ${n}`]); } break; }
    case 'pl-PL': { const n = (rng.chance(0.7) ? rng.pick(['5', '6', '7', '8']) : rng.pick(['12', '22', '58', '61', '71'])) ; const full = n.length === 1 ? n + rng.digits(8) : n + rng.digits(7); type = full.length === 9 && '5678'.includes(full[0]) && n.length === 1 ? 'pl_mobile' : 'pl_landline'; v = intl ? rng.pick([`+48 ${grp(full, [3, 3, 3])}`, `+48${full}`, `0048 ${grp(full, [3, 3, 3])}`]) : (type === 'pl_mobile' ? rng.pick([grp(full, [3, 3, 3]), grp(full, [3, 3, 3], '-'), full]) : `${full.slice(0, 2)} ${grp(full.slice(2), [3, 2, 2])}`); break; }
    case 'sv-SE': { const nn = pad(rng.int(5, 99)); if (rng.chance(0.6)) { type = 'se_mobile'; v = intl ? rng.pick([`+46 70 174 06 ${nn}`, `+46701740 6${nn}`, `+4670174066${nn}`.replace('066', '06')]) : rng.pick([`070-174 06 ${nn}`, `070-1740 6${nn}`, `0701740 6${nn}`.replace(' ', '')]); } else { const r = rng.pick([['8', '465 004'], ['31', '390 06'], ['40', '628 04']]); const tail = r[0] === '8' ? pad(rng.int(0, 99)) : pad(rng.int(0, 99)); type = 'se_landline'; v = intl ? `+46 ${r[0]} ${r[1]} ${tail}` : `0${r[0]}-${r[1]} ${tail}`; } break; }
    case 'tr-TR': { const n = '5' + rng.pick(['30', '32', '33', '35', '41', '42', '05', '06', '52', '55']) + rng.digits(7); type = 'tr_mobile'; v = intl ? rng.pick([`+90 ${grp(n, [3, 3, 2, 2])}`, `+90${n}`, `+90 (${n.slice(0, 3)}) ${n.slice(3, 6)} ${n.slice(6, 8)} ${n.slice(8)}`]) : rng.pick([`0${grp(n, [3, 3, 2, 2])}`, `0 (${n.slice(0, 3)}) ${n.slice(3, 6)} ${n.slice(6, 8)} ${n.slice(8)}`, `0${n}`]); break; }
    case 'ja-JP': { if (rng.chance(0.65)) { const pre = rng.pick(['90', '80', '70']); const a = rng.digits(4), b = rng.digits(4); type = 'jp_mobile'; v = intl ? rng.pick([`+81 ${pre}-${a}-${b}`, `+81-${pre}-${a}-${b}`, `+81${pre}${a}${b}`]) : rng.pick([`0${pre}-${a}-${b}`, `0${pre}${a}${b}`, `0${pre} ${a} ${b}`]); } else { const ac = rng.pick(['3', '6', '45', '52', '92', '11']); const a = rng.digits(ac.length === 1 ? 4 : 3), b = rng.digits(4); type = 'jp_landline'; v = intl ? `+81 ${ac}-${a}-${b}` : rng.pick([`0${ac}-${a}-${b}`, `0${ac}(${a})${b}`]); } break; }
    case 'zh-CN': { if (rng.chance(0.7)) { const n = '1' + rng.pick(['38', '39', '36', '58', '86', '89', '77', '50', '52', '88']) + rng.digits(8); type = 'cn_mobile'; v = intl ? rng.pick([`+86 ${grp(n, [3, 4, 4])}`, `+86${n}`, `+86-${n}`, `0086 ${n}`]) : rng.pick([n, grp(n, [3, 4, 4]), grp(n, [3, 4, 4], '-')]); } else { const ac = rng.pick(['10', '21', '20', '755', '571', '28']); const n = rng.digits(ac.length === 2 ? 8 : 7); type = 'cn_landline'; v = intl ? `+86 ${ac} ${n}` : rng.pick([`0${ac}-${n}`, `(0${ac}) ${n}`, `0${ac} ${n}`]); } break; }
    case 'ar-SA': { const n = '5' + rng.pick(['0', '3', '4', '5', '6', '9']) + rng.digits(7); type = 'sa_mobile'; v = intl ? rng.pick([`+966 ${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`, `+966${n}`, `00966 ${n}`]) : rng.pick([`0${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`, `0${n}`, `0${n.slice(0, 2)}-${n.slice(2, 5)}-${n.slice(5)}`]); break; }
  }
  const it = { category: 'phone_number', type, value: v };
  if (locale === 'ar-SA' && opts.allowNative && rng.chance(0.25)) { it.value = toArabicDigits(v); it.encoding = 'arabic_indic_digits'; }
  if (locale === 'ja-JP' && opts.allowNative && rng.chance(0.15) && !intl) { it.value = toFullwidth(v); it.encoding = 'fullwidth_digits'; }
  return it;
}

// ---------------- credit card ----------------
const CARD = [['visa', ['4'], 16], ['mastercard', ['51', '52', '53', '54', '55', '2221', '2720', '2300'], 16], ['amex', ['34', '37'], 15], ['discover', ['6011', '65', '644'], 16], ['jcb', ['3528', '3566', '3589'], 16], ['unionpay', ['62'], 16], ['unionpay', ['62'], 19], ['diners', ['36', '38'], 14], ['maestro', ['6759', '5018', '5020'], 16]];
export function creditCard(rng, locale, opts = {}) {
  const pref = { 'zh-CN': 'unionpay', 'ja-JP': 'jcb' }[locale];
  const spec = pref && rng.chance(0.5) ? rng.pick(CARD.filter((c) => c[0] === pref)) : rng.pick(CARD);
  const [type, pres, len] = spec;
  let body = rng.pick(pres); body += rng.digits(len - 1 - body.length);
  const num = body + C.luhnCheckDigit(body);
  let v; const style = opts.compact ? 0 : rng.int(0, 3);
  if (style === 0) v = num;
  else if (type === 'amex') v = grp(num, [4, 6, 5], style === 2 ? '-' : ' ');
  else if (type === 'diners') v = grp(num, [4, 6, 4], ' ');
  else if (len === 19) v = grp(num, [4, 4, 4, 4, 3], ' ');
  else v = grp(num, [4, 4, 4, 4], style === 2 ? '-' : ' ');
  return { category: 'credit_card', type, value: v };
}

// ---------------- IBAN ----------------
const IBAN_SPEC = { DE: ['n8', 'n10'], GB: [['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL'], 'n6', 'n8'], FR: ['FR'], ES: ['ES'], IT: ['a1', 'n5', 'n5', 'n12'], NL: [['ABNA', 'INGB', 'RABO', 'TRIO', 'SNSB', 'BUNQ', 'KNAB'], 'n10'], PL: ['n8', 'n16'], SE: ['n3', 'n17'], TR: ['n5', '0', 'n16'], SA: ['n2', 'n18'], BR: ['n8', 'n5', 'n10', ['C', 'P'], 'n1'], PT: ['n4', 'n4', 'n11', 'n2'], BE: ['BE'], CH: ['n5', 'n12'], AT: ['n5', 'n11'], JP: null, CN: null, US: null };
const FOREIGN_IBAN = ['DE', 'FR', 'ES', 'IT', 'NL', 'BE', 'AT', 'CH', 'PT'];
export function iban(rng, locale, opts = {}) {
  let cc = countryOf(locale);
  if (!IBAN_SPEC[cc] || rng.chance(0.2)) cc = rng.pick(FOREIGN_IBAN);
  let bban = '';
  if (cc === 'FR') { const b = rng.digits(5), g = rng.digits(5), a = rng.digits(11); bban = b + g + a + C.ribKey(b, g, a); }
  else if (cc === 'ES') { const e = rng.pick(['2100', '0049', '0182', '2080', '0081']), o = rng.digits(4), a = rng.digits(10); bban = e + o + C.esCccDc(e, o, a) + a; }
  else if (cc === 'BE') { const d = rng.digits(10); bban = d + pad(Number(BigInt(d) % 97n) || 97); }
  else for (const p of IBAN_SPEC[cc]) { if (Array.isArray(p)) bban += rng.pick(p); else if (p[0] === 'n') bban += rng.digits(+p.slice(1)); else if (p[0] === 'a') bban += rng.upper(+p.slice(1)); else bban += p; }
  const raw = cc + C.ibanCheck(cc, bban) + bban;
  const v = opts.compact || rng.chance(0.35) ? raw : raw.replace(/(.{4})/g, '$1 ').trim();
  return { category: 'iban', type: `${cc.toLowerCase()}_iban`, value: v };
}

// ---------------- bank account (domestic) ----------------
export function bankAccount(rng, locale) {
  const acct = (type, value, extra) => ({ category: 'bank_account', type, value, ...extra });
  switch (countryOf(locale)) {
    case 'US': { const r8 = rng.pick(['0210', '0260', '1110', '1210', '0710', '0430']) + rng.digits(4); return acct('us_bank_account', rng.digits(rng.int(9, 12)), { routing: { category: 'bank_account', type: 'us_aba_routing', value: r8 + C.abaCheck(r8), soft: true }, labels: ['Account number', 'Acct #', 'Checking account'], routingLabel: rng.pick(['Routing number', 'ABA', 'RTN']) }); }
    case 'GB': { const sc = `${rng.int(10, 99)}-${rng.digits(2)}-${rng.digits(2)}`; return acct('uk_account_number', rng.digits(8), { routing: { category: 'bank_account', type: 'uk_sort_code', value: sc, soft: true }, labels: ['Account number', 'Account no.', 'A/C no.'], routingLabel: 'Sort code' }); }
    case 'DE': { return acct('de_kontonummer', rng.digits(10).replace(/^0/, '1'), { routing: { category: 'bank_account', type: 'de_blz', value: rng.pick(['100', '200', '370', '500', '600', '700']) + rng.digits(5), soft: true }, labels: ['Kontonummer', 'Konto-Nr.', 'Kto.-Nr.'], routingLabel: 'BLZ' }); }
    case 'FR': { const b = rng.digits(5), g = rng.digits(5), a = rng.digits(11); return acct('fr_rib', `${b} ${g} ${a} ${C.ribKey(b, g, a)}`, { labels: ['RIB', 'Relevé d\'identité bancaire'] }); }
    case 'ES': { const e = rng.pick(['2100', '0049', '0182', '2080']), o = rng.digits(4), a = rng.digits(10); const dc = C.esCccDc(e, o, a); return acct('es_ccc', rng.chance(0.5) ? `${e} ${o} ${dc} ${a}` : `${e}-${o}-${dc}-${a}`, { labels: ['CCC', 'Código Cuenta Cliente', 'Nº de cuenta'] }); }
    case 'PL': { const b = rng.digits(24); const ck = C.ibanCheck('PL', b); const d = ck + b; return acct('pl_nrb', rng.chance(0.6) ? `${d.slice(0, 2)} ${d.slice(2).replace(/(.{4})/g, '$1 ').trim()}` : d, { labels: ['Numer rachunku', 'Nr konta', 'NRB'] }); }
    case 'BR': { return acct('br_conta', `${rng.digits(rng.int(5, 8))}-${rng.digits(1)}`, { routing: { category: 'bank_account', type: 'br_agencia', value: `${rng.digits(4)}${rng.chance(0.5) ? '-' + rng.digits(1) : ''}`, soft: true }, labels: ['Conta', 'Conta corrente', 'C/C'], routingLabel: 'Agência' }); }
    case 'JP': { return acct('jp_koza', rng.digits(7), { routing: { category: 'bank_account', type: 'jp_shiten', value: rng.digits(3), soft: true }, labels: ['口座番号', '普通預金 口座番号'], routingLabel: '支店番号' }); }
    case 'SE': { const cl = rng.pick(['8327-9', '6000', '5000', '3300', '9270']); return acct('se_bankkonto', `${cl}, ${rng.digits(3)} ${rng.digits(3)} ${rng.digits(3)}-${rng.digits(1)}`, { labels: ['Clearing- och kontonummer', 'Bankkonto'] }); }
    case 'IT': { return acct('it_conto', rng.digits(12).replace(/^\d{4}/, '0000'), { labels: ['Conto corrente n.', 'N. conto'] }); }
    case 'CN': { return acct('cn_bank_account', rng.pick(['6217', '6228', '6222', '6214']) + rng.digits(15), { labels: ['银行账号', '收款账号'] }); }
    case 'TR': { return acct('tr_hesap_no', `${rng.digits(4)}-${rng.digits(7)}`, { labels: ['Hesap no', 'Şube/Hesap'] }); }
    case 'SA': { return acct('sa_account', rng.digits(rng.int(12, 15)), { labels: ['رقم الحساب', 'Account No.'] }); }
    case 'NL': { return acct('nl_rekeningnummer', rng.digits(9), { labels: ['Rekeningnummer (oud)', 'Rek.nr.'] }); }
  }
}

// ---------------- national ID ----------------
export function nationalId(rng, locale, p) {
  const dob = p?.dob || { y: rng.int(1950, 2004), m: rng.int(1, 12), d: rng.int(1, 28) };
  const yy = pad(dob.y % 100), mm = pad(dob.m), dd = pad(dob.d);
  const it = (type, value, labels) => ({ category: 'national_id', type, value, labels });
  switch (countryOf(locale)) {
    case 'US': { let a; do { a = rng.int(1, 899); } while (a === 666); const s = `${pad(a, 3)}-${pad(rng.int(1, 99))}-${pad(rng.int(1, 9999), 4)}`; return it('us_ssn', rng.chance(0.8) ? s : s.replace(/-/g, ''), ['SSN', 'Social Security No.', 'SS#']); }
    case 'GB': { const A = 'ABCEGHJKLMNOPRSTWXYZ', B = 'ABCEGHJKLMNPRSTWXYZ'; let pre; do { pre = rng.pick([...A]) + rng.pick([...B]); } while (['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(pre)); const d = rng.digits(6); const s = rng.pick('ABCD'); return it('uk_nino', rng.chance(0.5) ? `${pre} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${s}` : `${pre}${d}${s}`, ['NI number', 'National Insurance number', 'NINO']); }
    case 'DE': { const cs = 'CFGHJKLMNPRTVWXYZ0123456789'; const n = rng.pick([...'LMNPRTVWXY']) + rng.str(cs, 8); return it('de_personalausweis', n + C.icaoCheck(n), ['Ausweisnummer', 'Personalausweis-Nr.', 'Ausweis-Nr.']); }
    case 'FR': { const dept = rng.pick(['75', '69', '13', '33', '59', '44', '2A', '31']); const deptNum = dept === '2A' ? '19' : dept; const body = `${p?.female ? 2 : 1}${yy}${mm}${deptNum}${rng.digits(3)}${rng.digits(3)}`; const key = C.frNirKey(body); const shown = body.slice(0, 5) + dept + body.slice(7); const v = rng.chance(0.5) ? `${shown[0]} ${shown.slice(1, 3)} ${shown.slice(3, 5)} ${shown.slice(5, 7)} ${shown.slice(7, 10)} ${shown.slice(10, 13)} ${key}` : shown + key; if (dept === '2A') { return nationalId(rng, locale, p); } return it('fr_nir', v, ['N° de sécurité sociale', 'NIR', 'N° sécu']); }
    case 'ES': { if (rng.chance(0.75)) { const n = rng.int(10000000, 79999999); return it('es_dni', `${n}${rng.chance(0.2) ? '-' : ''}${C.esDniLetter(n)}`, ['DNI', 'NIF', 'D.N.I.']); } const x = rng.int(0, 2); const n7 = rng.digits(7); return it('es_nie', `${'XYZ'[x]}${n7}${C.esDniLetter(Number(x + n7))}`, ['NIE']); }
    case 'BR': { const d9 = rng.digits(9); const s = d9 + C.cpfDigits(d9); return it('br_cpf', rng.chance(0.75) ? `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}` : s, ['CPF']); }
    case 'IT': { return it('it_cie', `C${rng.pick([...'ABCDEFG'])}${rng.digits(5)}${rng.upper(2)}`, ['N. carta d\'identità', 'CIE n.', 'Carta d\'identità']); }
    case 'NL': { let d; do { d = rng.digitsNZ(8); let s = 0; for (let i = 0; i < 8; i++) s += +d[i] * (9 - i); const c = s % 11; if (c < 10) { d += c; break; } } while (true); return it('nl_bsn', rng.chance(0.7) ? d : `${d.slice(0, 4)}.${d.slice(4, 6)}.${d.slice(6)}`, ['BSN', 'Burgerservicenummer', 'BSN-nummer']); }
    case 'PL': { const moff = dob.y >= 2000 ? 20 : 0; const b = `${yy}${pad(dob.m + moff)}${dd}${rng.digits(3)}${p?.female ? rng.pick('02468') : rng.pick('13579')}`; return it('pl_pesel', b + C.peselCheck(b), ['PESEL', 'Nr PESEL']); }
    case 'SE': { const b = `${yy}${mm}${dd}${rng.digits(3)}`; const c = C.luhnCheckDigit(b); const sep = dob.y < 1925 ? '+' : '-'; return it('se_personnummer', rng.chance(0.6) ? `${b.slice(0, 6)}${sep}${b.slice(6)}${c}` : `${String(dob.y).slice(0, 2)}${b.slice(0, 6)}-${b.slice(6)}${c}`, ['Personnummer', 'Pers.nr', 'Personnr']); }
    case 'TR': { const d9 = rng.digitsNZ(9); return it('tr_tckn', d9 + C.tcknDigits(d9), ['TC Kimlik No', 'T.C. Kimlik Numarası', 'TCKN']); }
    case 'JP': { const d11 = rng.digits(11); const s = d11 + C.myNumberCheck(d11); return it('jp_my_number', rng.chance(0.6) ? s : `${s.slice(0, 4)} ${s.slice(4, 8)} ${s.slice(8)}`, ['マイナンバー', '個人番号']); }
    case 'CN': { const area = rng.pick(['110105', '310104', '440305', '330106', '510107', '320106', '420102']); const b = `${area}${dob.y}${mm}${dd}${rng.digits(2)}${p?.female ? rng.pick('02468') : rng.pick('13579')}`; return it('cn_resident_id', b + C.cnIdCheck(b), ['身份证号', '身份证号码', '公民身份号码']); }
    case 'SA': { const first = rng.chance(0.7) ? '1' : '2'; const b = first + rng.digits(8); return it(first === '1' ? 'sa_national_id' : 'sa_iqama', b + C.luhnCheckDigit(b), first === '1' ? ['رقم الهوية', 'الهوية الوطنية', 'National ID'] : ['رقم الإقامة', 'Iqama No.']); }
  }
}

// ---------------- tax ID ----------------
export function taxId(rng, locale, p) {
  const it = (type, value, labels) => ({ category: 'tax_id', type, value, labels });
  switch (countryOf(locale)) {
    case 'US': { if (rng.chance(0.6)) { const pre = rng.pick(['12', '20', '27', '33', '46', '52', '61', '74', '81', '94']); return it('us_ein', `${pre}-${rng.digits(7)}`, ['EIN', 'Federal Tax ID', 'FEIN']); } const g = rng.pick(['50', '65', '70', '75', '78', '83', '88', '90', '92', '95']); return it('us_itin', `9${rng.digits(2)}-${g}-${rng.digits(4)}`, ['ITIN']); }
    case 'GB': { if (rng.chance(0.5)) { const d9 = rng.digits(9); const w = [6, 7, 8, 9, 10, 5, 4, 3, 2]; let s = 0; for (let i = 0; i < 9; i++) s += +d9[i] * w[i]; const c = [2, 1, 9, 8, 7, 6, 5, 4, 3, 2, 1][s % 11]; const u = c + d9; return it('gb_utr', rng.chance(0.5) ? u : `${u.slice(0, 5)} ${u.slice(5)}`, ['UTR', 'Unique Taxpayer Reference', 'Self Assessment UTR']); } const d7 = rng.digitsNZ(7); return it('gb_vat', `GB${rng.chance(0.5) ? ' ' : ''}${d7}${C.gbVatCheck(d7)}`, ['VAT reg no.', 'VAT number']); }
    case 'DE': { if (rng.chance(0.65)) { let d; for (;;) { const digits = [...'0123456789']; const chosen = rng.shuffle(digits).slice(0, 9); const dup = rng.pick(chosen); const arr = rng.shuffle([...chosen, dup]); if (arr[0] === '0') continue; d = arr.join(''); break; } const v = d + C.mod1110(d); return it('de_steuer_id', rng.chance(0.5) ? v : `${v.slice(0, 2)} ${v.slice(2, 5)} ${v.slice(5, 8)} ${v.slice(8)}`, ['Steuer-ID', 'Steuerliche Identifikationsnummer', 'IdNr.']); } const d8 = rng.digitsNZ(8); return it('de_ust_id', `DE${rng.chance(0.3) ? ' ' : ''}${d8}${C.mod1110(d8)}`, ['USt-IdNr.', 'Umsatzsteuer-ID']); }
    case 'FR': { if (rng.chance(0.5)) { const d10 = rng.pick('0123') + rng.digits(9); const v = d10 + C.frSpiCheck(d10); return it('fr_spi', rng.chance(0.5) ? v : `${v.slice(0, 2)} ${v.slice(2, 4)} ${v.slice(4, 7)} ${v.slice(7, 10)} ${v.slice(10)}`, ['Numéro fiscal', 'N° fiscal de référence', 'SPI']); } const b8 = rng.digitsNZ(8); const siren = b8 + C.luhnCheckDigit(b8); return it('fr_tva', `FR${C.frTvaKey(siren)}${rng.chance(0.3) ? ' ' : ''}${siren}`, ['N° TVA intracommunautaire', 'TVA intracom.']); }
    case 'ES': { const l = rng.pick([...'ABBBBEGHJ']); const d7 = rng.digits(7); return it('es_cif', `${l}${d7}${C.esCifControl(l, d7)}`, ['CIF', 'NIF de la empresa']); }
    case 'BR': { const d12 = rng.digits(8) + '0001'; const s = d12 + C.cnpjDigits(d12); return it('br_cnpj', rng.chance(0.8) ? `${s.slice(0, 2)}.${s.slice(2, 5)}.${s.slice(5, 8)}/${s.slice(8, 12)}-${s.slice(12)}` : s, ['CNPJ']); }
    case 'IT': { if (rng.chance(0.6) && p) { const cons = (s) => latin(s).toUpperCase().replace(/[^A-Z]/g, '').replace(/[AEIOU]/g, ''); const vow = (s) => latin(s).toUpperCase().replace(/[^AEIOU]/g, ''); const sur = (cons(p.last) + vow(p.last) + 'XXX').slice(0, 3); let nc = cons(p.first); const nm = nc.length >= 4 ? nc[0] + nc[2] + nc[3] : (nc + vow(p.first) + 'XXX').slice(0, 3); const mc = 'ABCDEHLMPRST'[p.dob.m - 1]; const day = pad(p.dob.d + (p.female ? 40 : 0)); const bel = rng.pick(['H501', 'F205', 'F839', 'L219', 'A944', 'D612', 'G273']); const s15 = sur + nm + pad(p.dob.y % 100) + mc + day + bel; return it('it_codice_fiscale', s15 + C.cfCheck(s15), ['Codice fiscale', 'C.F.', 'Cod. Fiscale']); } const b = rng.digits(10); return it('it_partita_iva', b + C.luhnCheckDigit(b), ['P.IVA', 'Partita IVA']); }
    case 'NL': { let d; for (;;) { d = rng.digitsNZ(8); let s = 0; for (let i = 0; i < 8; i++) s += +d[i] * (9 - i); const c = s % 11; if (c < 10) { d += c; break; } } return it('nl_btw', `NL${d}B${pad(rng.int(1, 3))}`, ['Btw-nummer', 'BTW-id', 'Btw-id']); }
    case 'PL': { let d9, c; do { d9 = rng.digitsNZ(9); c = C.plNipCheck(d9); } while (c === 10); const v = d9 + c; return it('pl_nip', rng.chance(0.5) ? v : `${v.slice(0, 3)}-${v.slice(3, 6)}-${v.slice(6, 8)}-${v.slice(8)}`, ['NIP', 'Nr NIP']); }
    case 'SE': { const b = rng.pick(['55', '556', '559', '802', '716']) ; const body = (b + rng.digits(9)).slice(0, 9); const v = body + C.luhnCheckDigit(body); if (rng.chance(0.3)) return it('se_vat', `SE${v}01`, ['Momsreg.nr', 'VAT-nr']); return it('se_orgnr', `${v.slice(0, 6)}-${v.slice(6)}`, ['Org.nr', 'Organisationsnummer']); }
    case 'TR': { const d9 = rng.digits(9); return it('tr_vkn', d9 + C.trVknCheck(d9), ['Vergi No', 'VKN', 'Vergi Kimlik No']); }
    case 'JP': { const d12 = rng.digitsNZ(12); return it('jp_corporate_number', C.jpCorpCheck(d12) + d12, ['法人番号']); }
    case 'CN': { const A = '0123456789ABCDEFGHJKLMNPQRTUWXY'; const org8 = rng.str('0123456789ABCDEFGHJKLMNPQRTUWXY', 8); const area = rng.pick(['110105', '310115', '440300', '330100', '510100']); const s17 = '91' + area + org8 + C.cnOrgCodeCheck(org8); if (![...s17].every((ch) => A.includes(ch))) return taxId(rng, locale, p); return it('cn_uscc', s17 + C.usccCheck(s17), ['统一社会信用代码', '税号', '纳税人识别号']); }
    case 'SA': { return it('sa_vat', `3${rng.digits(13)}3`, ['الرقم الضريبي', 'VAT No.', 'رقم التسجيل الضريبي']); }
  }
}

// ---------------- passport ----------------
export function passport(rng, locale) {
  const cc = countryOf(locale);
  const f = { US: () => rng.chance(0.5) ? rng.digitsNZ(9) : rng.pick([...'ACE']) + rng.digits(8), GB: () => rng.digitsNZ(9), DE: () => 'C' + rng.str('CFGHJKLMNPRTVWXYZ0123456789', 8), FR: () => rng.digits(2) + rng.upper(2) + rng.digits(5), ES: () => rng.pick(['PAA', 'PAB', 'PAC', 'XDB', 'AAB']) + rng.digits(6), BR: () => rng.pick(['FA', 'FB', 'FC', 'GA', 'YA']) + rng.digits(6), IT: () => rng.pick(['YA', 'YB', 'YC', 'AA', 'YD']) + rng.digits(7), NL: () => rng.str('ABCDEFGHIJKLMNPQRSTUVWXYZ', 2) + rng.str('ABCDEFGHIJKLMNPQRSTUVWXYZ0123456789', 6) + rng.digits(1), PL: () => rng.pick(['EA', 'EB', 'EC', 'ER', 'ES']) + rng.digits(7), SE: () => rng.digits(8), TR: () => 'U' + rng.digits(8), JP: () => rng.pick(['TK', 'TR', 'TZ', 'MZ', 'TS']) + rng.digits(7), CN: () => rng.chance(0.5) ? 'E' + rng.digits(8) : 'E' + rng.pick([...'ABCDEFGH']) + rng.digits(7), SA: () => rng.pick([...'ABDEFHKLNPRTUW']) + rng.digits(rng.int(7, 8)) };
  return { category: 'passport_number', type: `${cc.toLowerCase()}_passport`, value: f[cc]() };
}

// ---------------- IP address ----------------
const PUB8 = [23, 31, 37, 45, 46, 62, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 109, 141, 145, 151, 176, 178, 185, 188, 193, 194, 195, 212, 213, 217, 24, 50, 63, 66, 67, 68, 69, 71, 72, 73, 74, 75, 76, 96, 97, 98, 99, 104, 107, 108, 173, 174, 184, 201, 186, 187, 189, 177, 179, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 180, 182, 183, 5, 2, 159];
export function ip(rng) {
  if (rng.chance(0.25)) { const g = () => rng.hex(rng.int(1, 4)).replace(/^0+(?=.)/, ''); const pre = rng.pick(['2a02', '2a01', '2a00', '2001:4ca0', '2400', '2600', '2804', '2a0e', '240e', '2c0f']); const groups = pre.split(':'); while (groups.length < 4) groups.push(g()); const tail = [g(), g(), g(), g()]; const v = rng.chance(0.5) ? [...groups, ...tail].join(':') : [...groups, '', tail[2], tail[3]].join(':'); return { category: 'ip_address', type: 'ipv6', value: v }; }
  return { category: 'ip_address', type: 'ipv4', value: `${rng.pick(PUB8)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}` };
}
export function privateIp(rng) { return { category: 'ip_address', type: 'ipv4_private', value: rng.pick([`10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(2, 254)}`, `192.168.${rng.int(0, 255)}.${rng.int(2, 254)}`, `172.${rng.int(16, 31)}.${rng.int(0, 255)}.${rng.int(2, 254)}`]), soft: true }; }

// ---------------- crypto wallets ----------------
export function wallet(rng) {
  const t = rng.pick(['btc_p2pkh', 'btc_p2sh', 'btc_bech32', 'btc_taproot', 'eth', 'eth', 'ltc', 'doge', 'tron', 'xrp', 'sol', 'ltc_bech32']);
  let v;
  switch (t) {
    case 'btc_p2pkh': v = C.b58check(Buffer.concat([Buffer.from([0]), rng.bytes(20)])); break;
    case 'btc_p2sh': v = C.b58check(Buffer.concat([Buffer.from([5]), rng.bytes(20)])); break;
    case 'btc_bech32': v = C.segwitAddr('bc', 0, rng.bytes(20)); break;
    case 'btc_taproot': v = C.segwitAddr('bc', 1, rng.bytes(32)); break;
    case 'ltc_bech32': v = C.segwitAddr('ltc', 0, rng.bytes(20)); break;
    case 'eth': { const h = rng.hex(40); v = rng.chance(0.75) ? C.eip55(h) : '0x' + h; break; }
    case 'ltc': v = C.b58check(Buffer.concat([Buffer.from([rng.pick([0x30, 0x32])]), rng.bytes(20)])); break;
    case 'doge': v = C.b58check(Buffer.concat([Buffer.from([0x1e]), rng.bytes(20)])); break;
    case 'tron': v = C.b58check(Buffer.concat([Buffer.from([0x41]), rng.bytes(20)])); break;
    case 'xrp': v = C.b58check(Buffer.concat([Buffer.from([0]), rng.bytes(20)]), C.B58_RIPPLE); break;
    case 'sol': { let b; do { b = rng.bytes(32); } while (b[0] < 16); v = C.b58encode(b); break; }
  }
  return { category: 'crypto_wallet', type: t, value: v };
}

// ---------------- dates of birth ----------------
export function fmtDob(rng, locale, dob, opts = {}) {
  const { y, m, d } = dob; const L = LANG[locale]; const M = L.months;
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  if (opts.iso) return { value: iso, fmt: 'iso' };
  const o = {
    'en-US': [`${pad(m)}/${pad(d)}/${y}`, `${m}/${d}/${y}`, `${M?.[m - 1]} ${d}, ${y}`, iso],
    'en-GB': [`${pad(d)}/${pad(m)}/${y}`, `${d} ${M?.[m - 1]} ${y}`, `${d}${d === 1 || d === 21 ? 'st' : d === 2 || d === 22 ? 'nd' : d === 3 || d === 23 ? 'rd' : 'th'} ${M?.[m - 1]} ${y}`, `${pad(d)}-${pad(m)}-${y}`],
    'de-DE': [`${pad(d)}.${pad(m)}.${y}`, `${d}. ${M?.[m - 1]} ${y}`, `${d}.${m}.${y}`],
    'fr-FR': [`${pad(d)}/${pad(m)}/${y}`, `${d === 1 ? '1er' : d} ${M?.[m - 1]} ${y}`],
    'es-ES': [`${pad(d)}/${pad(m)}/${y}`, `${d} de ${M?.[m - 1]} de ${y}`, `${pad(d)}-${pad(m)}-${y}`],
    'pt-BR': [`${pad(d)}/${pad(m)}/${y}`, `${d} de ${M?.[m - 1]} de ${y}`],
    'it-IT': [`${pad(d)}/${pad(m)}/${y}`, `${d} ${M?.[m - 1]} ${y}`],
    'nl-NL': [`${pad(d)}-${pad(m)}-${y}`, `${d} ${M?.[m - 1]} ${y}`],
    'pl-PL': [`${pad(d)}.${pad(m)}.${y}`, `${d} ${M?.[m - 1]} ${y}`, `${d} ${M?.[m - 1]} ${y} r.`],
    'sv-SE': [iso, `${d} ${M?.[m - 1]} ${y}`],
    'tr-TR': [`${pad(d)}.${pad(m)}.${y}`, `${d} ${M?.[m - 1]} ${y}`, `${pad(d)}/${pad(m)}/${y}`],
    'ja-JP': [`${y}年${m}月${d}日`, `${y}/${pad(m)}/${pad(d)}`, y >= 2020 ? `令和${y - 2018}年${m}月${d}日` : y >= 1990 ? `平成${y - 1988}年${m}月${d}日` : `昭和${y - 1925}年${m}月${d}日`],
    'zh-CN': [`${y}年${m}月${d}日`, iso, `${y}.${pad(m)}.${pad(d)}`],
    'ar-SA': [`${pad(d)}/${pad(m)}/${y}`, `${d} ${M?.[m - 1]} ${y}`, `${y}/${pad(m)}/${pad(d)}`],
  }[locale];
  const i = rng.int(0, o.length - 1);
  return { value: o[i], fmt: i };
}
export function dobItem(rng, locale, p, opts = {}) {
  const f = fmtDob(rng, locale, p.dob, opts);
  const it = { category: 'date_of_birth', type: f.fmt === 'iso' ? 'dob_iso' : /[a-zà-ÿ]/i.test(f.value) || /[^\x00-\x7f]/.test(f.value) ? 'dob_words' : 'dob_numeric', value: f.value };
  if (locale === 'ja-JP' && /^(平成|昭和|令和)/.test(f.value)) it.type = 'dob_ja_era';
  if (locale === 'ar-SA' && opts.allowNative && rng.chance(0.3) && f.fmt !== 'iso') { it.value = toArabicDigits(it.value); it.encoding = 'arabic_indic_digits'; }
  return it;
}

// ---------------- street address ----------------
const US_CITIES = [['Springfield', 'IL', '627'], ['Columbus', 'OH', '432'], ['Austin', 'TX', '787'], ['Portland', 'OR', '972'], ['Denver', 'CO', '802'], ['Madison', 'WI', '537'], ['Raleigh', 'NC', '276'], ['Tucson', 'AZ', '857'], ['Boise', 'ID', '837'], ['Albany', 'NY', '122']];
const GB_CITIES = [['Manchester', 'M'], ['Leeds', 'LS'], ['Bristol', 'BS'], ['London', 'SE'], ['Glasgow', 'G'], ['Cardiff', 'CF'], ['Birmingham', 'B'], ['Norwich', 'NR'], ['York', 'YO'], ['Edinburgh', 'EH']];
const DE_CITIES = [['Berlin', '1'], ['Hamburg', '2'], ['München', '8'], ['Köln', '5'], ['Frankfurt am Main', '60'], ['Leipzig', '04'], ['Stuttgart', '70'], ['Dresden', '01'], ['Bremen', '28'], ['Münster', '48']];
const FR_CITIES = [['Paris', '750', 2], ['Lyon', '6900', 1], ['Marseille', '130', 2], ['Toulouse', '31000', 0], ['Nantes', '44000', 0], ['Bordeaux', '33000', 0], ['Lille', '59000', 0], ['Rennes', '35000', 0], ['Strasbourg', '67000', 0]];
const ES_CITIES = [['Madrid', '280'], ['Barcelona', '080'], ['Valencia', '460'], ['Sevilla', '410'], ['Bilbao', '480'], ['Zaragoza', '500'], ['Málaga', '290']];
const BR_CITIES = [['São Paulo', 'SP', '0'], ['Rio de Janeiro', 'RJ', '2'], ['Belo Horizonte', 'MG', '30'], ['Curitiba', 'PR', '8'], ['Recife', 'PE', '5'], ['Porto Alegre', 'RS', '9']];
const IT_CITIES = [['Roma', 'RM', '001'], ['Milano', 'MI', '201'], ['Napoli', 'NA', '801'], ['Torino', 'TO', '101'], ['Bologna', 'BO', '401'], ['Firenze', 'FI', '501'], ['Palermo', 'PA', '901']];
const NL_CITIES = [['Amsterdam', '10'], ['Rotterdam', '30'], ['Utrecht', '35'], ['Den Haag', '25'], ['Eindhoven', '56'], ['Groningen', '97']];
const PL_CITIES = [['Warszawa', '0'], ['Kraków', '3'], ['Łódź', '9'], ['Wrocław', '5'], ['Poznań', '6'], ['Gdańsk', '8']];
const SE_CITIES = [['Stockholm', '11'], ['Göteborg', '41'], ['Malmö', '21'], ['Uppsala', '75'], ['Västerås', '72'], ['Örebro', '70']];
const TR_CITIES = [['Kadıköy', 'İstanbul', '347'], ['Çankaya', 'Ankara', '066'], ['Konak', 'İzmir', '352'], ['Nilüfer', 'Bursa', '161'], ['Muratpaşa', 'Antalya', '070']];
const JP_AREAS = ['東京都世田谷区桜新町', '東京都杉並区高円寺南', '大阪府大阪市北区中崎', '神奈川県横浜市港北区日吉', '愛知県名古屋市中区栄', '福岡県福岡市中央区大名', '北海道札幌市中央区南', '京都府京都市左京区下鴨'];
const CN_AREAS = ['北京市朝阳区', '上海市徐汇区', '广东省深圳市南山区', '浙江省杭州市西湖区', '四川省成都市武侯区', '江苏省南京市鼓楼区', '湖北省武汉市洪山区'];
const CN_ROADS = ['建国路', '中山路', '人民路', '解放路', '和平路', '文三路', '科技南路', '长江路', '学府路'];
const SA_CITIES = [['الرياض', 'Riyadh', '1'], ['جدة', 'Jeddah', '2'], ['الدمام', 'Dammam', '3'], ['الخبر', 'Khobar', '3'], ['المدينة المنورة', 'Madinah', '4']];
const SA_DIST = [['حي النرجس', 'Al Narjis'], ['حي الملقا', 'Al Malqa'], ['حي الروضة', 'Al Rawdah'], ['حي السلامة', 'Al Salamah'], ['حي الشاطئ', 'Al Shati']];
const SA_ST = [['شارع التحلية', 'Tahlia St'], ['شارع الأمير سلطان', 'Prince Sultan St'], ['شارع الستين', 'Sitteen St'], ['شارع الورود', 'Al Wurud St']];
export function address(rng, locale, opts = {}) {
  const ml = opts.multiline; // use '\n' between street line and city line
  const J = (a, b) => (ml ? `${a}\n${b}` : `${a}, ${b}`);
  let v;
  switch (locale) {
    case 'en-US': { const c = rng.pick(US_CITIES); const st = `${rng.int(100, 9899)} ${rng.pick(['Maple', 'Oak', 'Cedar', 'Pine', 'Elm', 'Lake', 'Hill', 'Sunset', 'Park', 'Ridge', 'Highland', 'Willow'])} ${rng.pick(['St', 'Ave', 'Rd', 'Blvd', 'Dr', 'Ln', 'Street', 'Avenue'])}${rng.chance(0.3) ? `, Apt ${rng.int(1, 30)}${rng.pick('ABCD')}` : ''}`; v = J(st, `${c[0]}, ${c[1]} ${c[2]}${rng.digits(2)}`); break; }
    case 'en-GB': { const c = rng.pick(GB_CITIES); const st = `${rng.chance(0.2) ? `Flat ${rng.int(1, 12)}, ` : ''}${rng.int(1, 180)} ${rng.pick(['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Mill Lane', 'Park Avenue', 'Kings Road', 'Queen Street', 'Green Lane', 'Manor Way'])}`; v = J(st, `${c[0]} ${c[1]}${rng.int(1, 28)} ${rng.int(1, 9)}${rng.str('ABDEFGHJLNPQRSTUWXYZ', 2)}`); break; }
    case 'de-DE': { const c = rng.pick(DE_CITIES); const st = `${rng.pick(['Haupt', 'Bahnhof', 'Garten', 'Schiller', 'Goethe', 'Linden', 'Kirch', 'Wald', 'Mozart', 'Birken', 'Ahorn'])}${rng.pick(['straße', 'straße', 'str.', 'weg', 'allee'])} ${rng.int(1, 140)}${rng.chance(0.15) ? rng.pick('abc') : ''}`; v = J(st, `${(c[1] + rng.digits(5)).slice(0, 5)} ${c[0]}`); break; }
    case 'fr-FR': { const c = rng.pick(FR_CITIES); const cp = c[2] === 2 ? c[1] + pad(rng.int(1, 20)) : c[2] === 1 ? c[1] + rng.int(1, 9) : c[1]; const st = `${rng.int(1, 120)}${rng.chance(0.1) ? ' bis' : ''} ${rng.pick(['rue des Lilas', 'rue de la République', 'avenue Jean Jaurès', 'boulevard Voltaire', 'place du Marché', 'impasse des Tilleuls', 'allée des Peupliers', 'chemin des Vignes', 'rue du Moulin'])}`; v = J(st, `${cp} ${c[0]}`); break; }
    case 'es-ES': { const c = rng.pick(ES_CITIES); const st = `${rng.pick(['Calle Mayor', 'Calle de Alcalá', 'Avenida de la Constitución', 'Calle Real', 'Calle del Sol', 'Calle Luna', 'Paseo del Prado', 'Calle San Vicente'])}, ${rng.int(1, 150)}${rng.chance(0.5) ? `, ${rng.int(1, 8)}º ${rng.pick('ABCD')}` : ''}`; v = J(st, `${c[1]}${pad(rng.int(1, 50))} ${c[0]}`); break; }
    case 'pt-BR': { const c = rng.pick(BR_CITIES); const cep = (c[2] + rng.digits(8)).slice(0, 8); const st = `${rng.pick(['Rua das Flores', 'Rua Augusta', 'Rua XV de Novembro', 'Rua São João', 'Avenida Brasil', 'Rua da Consolação', 'Rua dos Andradas', 'Avenida Getúlio Vargas'])}, ${rng.int(10, 2500)}${rng.chance(0.4) ? `, apto ${rng.int(11, 1204)}` : ''} - ${rng.pick(['Centro', 'Jardim Paulista', 'Copacabana', 'Savassi', 'Boa Viagem', 'Moinhos de Vento'])}`; v = J(st, `${c[0]} - ${c[1]}, ${cep.slice(0, 5)}-${cep.slice(5)}`); break; }
    case 'it-IT': { const c = rng.pick(IT_CITIES); const st = `${rng.pick(['Via Roma', 'Via Garibaldi', 'Corso Italia', 'Via Mazzini', 'Via Dante Alighieri', 'Viale dei Mille', 'Via Verdi', 'Piazza della Libertà'])} ${rng.int(1, 200)}${rng.chance(0.15) ? '/' + rng.pick('ABC') : ''}`; v = J(st, `${c[2]}${pad(rng.int(0, 60))} ${c[0]} (${c[1]})`); break; }
    case 'nl-NL': { const c = rng.pick(NL_CITIES); let letters; do { letters = rng.upper(2); } while (['SA', 'SD', 'SS'].includes(letters)); const st = `${rng.pick(['Kerkstraat', 'Dorpsstraat', 'Molenweg', 'Stationsweg', 'Julianalaan', 'Wilhelminastraat', 'Schoolstraat', 'Beukenlaan'])} ${rng.int(1, 250)}${rng.chance(0.2) ? '-' + rng.pick(['A', 'B', 'bis', 'hs']) : ''}`; v = J(st, `${c[1]}${rng.digits(2)} ${letters} ${c[0]}`); break; }
    case 'pl-PL': { const c = rng.pick(PL_CITIES); const kod = (c[1] + rng.digits(5)).slice(0, 5); const st = `${rng.pick(['ul. Kwiatowa', 'ul. Polna', 'ul. Leśna', 'ul. Słoneczna', 'ul. Krótka', 'ul. Szkolna', 'ul. Ogrodowa', 'al. Niepodległości'])} ${rng.int(1, 120)}${rng.chance(0.5) ? '/' + rng.int(1, 60) : ''}`; v = J(st, `${kod.slice(0, 2)}-${kod.slice(2)} ${c[0]}`); break; }
    case 'sv-SE': { const c = rng.pick(SE_CITIES); const st = `${rng.pick(['Storgatan', 'Drottninggatan', 'Kungsgatan', 'Skolgatan', 'Björkvägen', 'Ringvägen', 'Södra vägen', 'Linnégatan'])} ${rng.int(1, 90)}${rng.chance(0.2) ? rng.pick('ABC') : ''}`; v = J(st, `${c[1]}${rng.digits(1)} ${rng.digits(2)} ${c[0]}`); break; }
    case 'tr-TR': { const c = rng.pick(TR_CITIES); const st = `${rng.pick(['Cumhuriyet Mah.', 'Bahçelievler Mah.', 'Fatih Mah.', 'Yenimahalle Mah.', 'Caferağa Mah.'])} ${rng.pick(['Lale Sok.', 'Gül Sok.', 'Çınar Sok.', 'Menekşe Sok.', 'Papatya Cad.'])} No: ${rng.int(1, 90)} D: ${rng.int(1, 20)}`; v = J(st, `${c[2]}${rng.digits(2)} ${c[0]}/${c[1]}`); break; }
    case 'ja-JP': { const pc = `${rng.digits(3)}-${rng.digits(4)}`; const a = `${rng.pick(JP_AREAS)}${rng.int(1, 5)}丁目${rng.int(1, 30)}-${rng.int(1, 20)}${rng.chance(0.4) ? ` ${rng.pick(['サンハイツ', 'メゾン桜', 'グリーンコート', 'パークハウス'])}${rng.int(1, 9)}0${rng.int(1, 9)}` : ''}`; v = ml ? `〒${pc}\n${a}` : `〒${pc} ${a}`; break; }
    case 'zh-CN': { v = `${rng.pick(CN_AREAS)}${rng.pick(CN_ROADS)}${rng.int(1, 300)}号${rng.chance(0.6) ? `${rng.int(1, 20)}栋${rng.int(1, 3)}单元${rng.int(1, 30)}0${rng.int(1, 8)}室` : ''}`; if (ml) v = v + `\n邮编 ${rng.pick(['100', '200', '518', '310', '610'])}${rng.digits(3)}`; break; }
    case 'ar-SA': { const c = rng.pick(SA_CITIES), d = rng.pick(SA_DIST), s = rng.pick(SA_ST); const bn = rng.int(1000, 9999), pc = c[2] + rng.digits(4); if (rng.chance(0.7)) v = J(`${bn} ${s[0]}، ${d[0]}`, `${c[0]} ${pc}`).replace(', ', '، '); else v = J(`${bn} ${s[1]}, ${d[1]} Dist.`, `${c[1]} ${pc}`); break; }
  }
  return { category: 'street_address', type: `${countryOf(locale).toLowerCase()}_address`, value: v };
}

export function nameItem(p) { return { category: 'person_name', type: 'full_name', value: p.full }; }
