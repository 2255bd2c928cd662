// Value generators: one labelled item per call, per category and locale.
import * as K from './checksums.mjs';
import { LOCALE, lang } from './lang.mjs';
import { ALNUM, UPPER, LOWER, HEX, B64, B64URL } from './rng.mjs';

export const CATEGORIES = ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet',
  'date_of_birth', 'street_address', 'person_name', 'api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];
export const SECRET_CATS = ['api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];

export const toArabicIndic = (s) => s.replace(/\d/g, (d) => String.fromCharCode(0x660 + +d));
export const toDevanagari = (s) => s.replace(/\d/g, (d) => String.fromCharCode(0x966 + +d));
export const toFullwidth = (s) => s.replace(/[0-9A-Z-]/g, (c) => (c === '-' ? '－' : String.fromCharCode(c.charCodeAt(0) + 0xFEE0)));
export const deaccent = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/[łŁ]/g, 'l').replace(/ı/g, 'i').replace(/[øØ]/g, 'o').toLowerCase().replace(/[^a-z]/g, '');
const pad = (n, w = 2) => String(n).padStart(w, '0');
const group = (s, sizes, sep = ' ') => { const out = []; let i = 0; for (const z of sizes) { out.push(s.slice(i, i + z)); i += z; } if (i < s.length) out.push(s.slice(i)); return out.filter(Boolean).join(sep); };

export function makeValues(rng) {
  const R = rng;
  const item = (category, type, value, extra = {}) => ({ category, type, value, ...extra });

  // ---------- dates
  function birthDate() { const y = R.int(1950, 2006), m = R.int(1, 12), d = R.int(1, [31, y % 4 ? 28 : 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]); return { y, m, d }; }
  function fmtDate(loc, { y, m, d }, style) {
    const Lg = lang(loc.lang); const M = Lg.months || Array(12).fill('');
    const opts = {
      'en-GB': [`${pad(d)}/${pad(m)}/${y}`, `${d} ${M[m - 1]} ${y}`, `${pad(d)}/${pad(m)}/${String(y).slice(2)}`, `${d} ${M[m - 1].slice(0, 3)} ${y}`],
      'en-US': [`${pad(m)}/${pad(d)}/${y}`, `${M[m - 1]} ${d}, ${y}`, `${m}/${d}/${String(y).slice(2)}`, `${m}/${d}/${y}`],
      'en-IN': [`${pad(d)}-${pad(m)}-${y}`, `${pad(d)}/${pad(m)}/${y}`, `${d} ${M[m - 1].slice(0, 3)} ${y}`],
      'de-DE': [`${pad(d)}.${pad(m)}.${y}`, `${d}. ${M[m - 1]} ${y}`, `${d}.${m}.${String(y).slice(2)}`],
      'fr-FR': [`${pad(d)}/${pad(m)}/${y}`, `${d} ${M[m - 1]} ${y}`],
      'es-ES': [`${pad(d)}/${pad(m)}/${y}`, `${d} de ${M[m - 1]} de ${y}`, `${d}-${m}-${y}`],
      'es-MX': [`${pad(d)}/${pad(m)}/${y}`, `${d} de ${M[m - 1]} de ${y}`],
      'pt-BR': [`${pad(d)}/${pad(m)}/${y}`, `${d} de ${M[m - 1]} de ${y}`],
      'it-IT': [`${pad(d)}/${pad(m)}/${y}`, `${d} ${M[m - 1]} ${y}`],
      'nl-NL': [`${pad(d)}-${pad(m)}-${y}`, `${d} ${M[m - 1]} ${y}`],
      'pl-PL': [`${pad(d)}.${pad(m)}.${y}`, `${d} ${M[m - 1]} ${y}`, `${pad(d)}.${pad(m)}.${y} r.`],
      'sv-SE': [`${y}-${pad(m)}-${pad(d)}`, `${d} ${M[m - 1]} ${y}`],
      'tr-TR': [`${pad(d)}.${pad(m)}.${y}`, `${d} ${M[m - 1]} ${y}`],
      'ru-RU': [`${pad(d)}.${pad(m)}.${y}`, `${d} ${M[m - 1]} ${y} г.`],
      'ar-SA': [`${pad(d)}/${pad(m)}/${y}`, `${d} ${M[m - 1]} ${y}`],
      'hi-IN': [`${pad(d)}/${pad(m)}/${y}`, `${d} ${M[m - 1]} ${y}`, `${pad(d)}-${pad(m)}-${y}`],
      'zh-CN': [`${y}年${m}月${d}日`, `${y}-${pad(m)}-${pad(d)}`, `${y}.${m}.${d}`],
      'ja-JP': [`${y}年${m}月${d}日`, `${y}/${pad(m)}/${pad(d)}`],
      'ko-KR': [`${y}년 ${m}월 ${d}일`, `${y}.${pad(m)}.${pad(d)}`, `${String(y).slice(2)}${pad(m)}${pad(d)}`],
    }[loc.id];
    return style === 'iso' ? `${y}-${pad(m)}-${pad(d)}` : style != null ? opts[style % opts.length] : R.pick(opts);
  }
  function nativeDigits(loc, v, p = 0.3) {
    if (loc.id === 'ar-SA' && R.chance(p)) return [toArabicIndic(v), 'arabic_indic_digits'];
    if (loc.id === 'hi-IN' && R.chance(p * 0.7)) return [toDevanagari(v), 'devanagari_digits'];
    if ((loc.id === 'ja-JP' || loc.id === 'zh-CN') && R.chance(p * 0.5)) return [toFullwidth(v), 'fullwidth'];
    return [v, undefined];
  }

  // ---------- names
  function personName(loc) {
    const id = loc.id; let full, first, last, latF, latL;
    if (id === 'ru-RU') {
      const f = R.chance(0.5); first = R.pick(f ? loc.firstF : loc.firstM); const lm = R.pick(loc.lastM); last = f ? lm + 'а' : lm;
      const pat = R.pick(['Сергеев', 'Андреев', 'Алексеев', 'Михайлов', 'Николаев']) + (f ? 'на' : 'ич');
      full = R.pick([`${first} ${last}`, `${last} ${first}`, `${last} ${first} ${pat}`, `${first} ${pat} ${last}`]);
      latF = R.pick(loc.lat); latL = R.pick(loc.lat.filter((x) => x !== latF));
    } else if (['zh-CN', 'ja-JP', 'ko-KR'].includes(id)) {
      last = R.pick(loc.last); first = R.pick(loc.first); full = id === 'ja-JP' && R.chance(0.5) ? `${last} ${first}` : last + first;
      latF = R.pick(loc.lat); latL = R.pick(loc.lat.filter((x) => x !== latF));
    } else {
      first = R.pick(loc.first); last = R.pick(loc.last);
      if ((id === 'es-ES' || id === 'es-MX') && R.chance(0.6)) last = `${last} ${R.pick(loc.last.filter((x) => x !== last))}`;
      if (id === 'pt-BR' && R.chance(0.4)) last = `${R.pick(['da', 'dos', 'de'])} ${last}`;
      if (id === 'ar-SA' && R.chance(0.4)) last = `${['سارة', 'نورة', 'ريم', 'فاطمة', 'لينا'].includes(first) ? 'بنت' : 'بن'} ${R.pick(['محمد', 'أحمد', 'عبدالله', 'فهد', 'خالد', 'عمر'])} ${last}`;
      if (['en-US', 'en-GB'].includes(id) && R.chance(0.15)) first = `${first} ${R.pick(UPPER.slice(0, 23))}.`;
      full = `${first} ${last}`;
      if (loc.lat) { latF = R.pick(loc.lat); latL = R.pick(loc.lat.filter((x) => x !== latF)); } else { latF = deaccent(first.split(' ')[0]); latL = deaccent(last.split(' ').at(-1)); }
    }
    return { full, first, last, latF, latL };
  }

  // ---------- email
  const PROVIDERS = { 'en-GB': ['gmail.com', 'outlook.com', 'btinternet.com', 'yahoo.co.uk', 'hotmail.co.uk'], 'en-US': ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'aol.com'],
    'en-IN': ['gmail.com', 'rediffmail.com', 'yahoo.co.in'], 'de-DE': ['gmx.de', 'web.de', 't-online.de', 'gmail.com', 'posteo.de'], 'fr-FR': ['orange.fr', 'free.fr', 'laposte.net', 'gmail.com', 'sfr.fr'],
    'es-ES': ['gmail.com', 'hotmail.es', 'yahoo.es', 'telefonica.net'], 'es-MX': ['gmail.com', 'hotmail.com', 'prodigy.net.mx', 'outlook.com'], 'pt-BR': ['gmail.com', 'uol.com.br', 'bol.com.br', 'hotmail.com'],
    'it-IT': ['libero.it', 'gmail.com', 'virgilio.it', 'tiscali.it'], 'nl-NL': ['ziggo.nl', 'kpnmail.nl', 'gmail.com', 'hotmail.nl'], 'pl-PL': ['wp.pl', 'o2.pl', 'onet.pl', 'gmail.com', 'interia.pl'],
    'sv-SE': ['telia.com', 'gmail.com', 'hotmail.se', 'outlook.com'], 'tr-TR': ['gmail.com', 'hotmail.com', 'yandex.com.tr', 'outlook.com'], 'ru-RU': ['yandex.ru', 'mail.ru', 'gmail.com', 'rambler.ru', 'bk.ru'],
    'ar-SA': ['gmail.com', 'hotmail.com', 'outlook.sa'], 'hi-IN': ['gmail.com', 'rediffmail.com', 'yahoo.co.in'], 'zh-CN': ['qq.com', '163.com', '126.com', 'sina.com', 'foxmail.com'],
    'ja-JP': ['yahoo.co.jp', 'gmail.com', 'docomo.ne.jp', 'ezweb.ne.jp', 'icloud.com'], 'ko-KR': ['naver.com', 'daum.net', 'gmail.com', 'kakao.com'] };
  const TLD = { 'en-GB': 'co.uk', 'en-US': 'com', 'en-IN': 'in', 'de-DE': 'de', 'fr-FR': 'fr', 'es-ES': 'es', 'es-MX': 'com.mx', 'pt-BR': 'com.br', 'it-IT': 'it', 'nl-NL': 'nl', 'pl-PL': 'pl', 'sv-SE': 'se', 'tr-TR': 'com.tr', 'ru-RU': 'ru', 'ar-SA': 'sa', 'hi-IN': 'in', 'zh-CN': 'cn', 'ja-JP': 'co.jp', 'ko-KR': 'co.kr' };
  const SYL = ['nor', 'vel', 'tra', 'ken', 'bri', 'lum', 'sto', 'dar', 'fen', 'qua', 'mir', 'zel', 'ost', 'pra', 'lin', 'gar', 'hol', 'rav', 'tek', 'sol'];
  function companyDomain(loc) { return `${R.pick(SYL)}${R.pick(SYL)}${R.pick(['-logistik', '-consult', 'works', 'labs', '-group', 'tech', '', '-studio', 'soft', '-partners'])}.${TLD[loc.id]}`; }
  function email(loc, nm) {
    nm = nm || personName(loc); const f = nm.latF, l = nm.latL;
    const local = R.pick([`${f}.${l}`, `${f[0]}${l}`, `${f}_${l}${R.int(1, 99)}`, `${f}${l}${R.int(1970, 2005)}`, `${f}.${l}${R.int(10, 999)}`, `${l}.${f[0]}`, `${f}${R.int(100, 9999)}`]);
    const company = R.chance(0.35);
    const domain = company ? companyDomain(loc) : R.pick(PROVIDERS[loc.id]);
    return item('email', company ? 'work_email' : 'personal_email', `${local}@${domain}`, { meta: nm });
  }

  // ---------- phones
  function phone(loc) {
    const d = (n) => R.digits(n); let v, t;
    switch (loc.id) {
      case 'en-GB': {
        if (R.chance(0.65)) { const x = '900' + d(3); t = 'uk_mobile'; v = R.pick([`07700 ${x}`, `+44 7700 ${x}`, `07700${x}`, `+447700${x}`, `(07700) ${x}`]); }
        else { const [a, b] = R.pick([['020', '7946 0'], ['0117', '496 0'], ['0161', '496 0'], ['0131', '496 0']]); const x = b + d(3); t = 'uk_landline'; v = R.pick([`${a} ${x}`, `+44 ${a.slice(1)} ${x}`]); }
        break;
      }
      case 'en-US': { const a = R.pick(['212', '415', '312', '617', '206', '512', '303', '404', '702', '913']); const x = '01' + d(2); t = 'us_phone'; v = R.pick([`(${a}) 555-${x}`, `${a}-555-${x}`, `+1 ${a} 555 ${x}`, `${a}.555.${x}`, `1-${a}-555-${x}`, `${a}555${x}`]); break; }
      case 'en-IN': case 'hi-IN': { const n = R.pick(['9', '8', '7', '6']) + d(9); t = 'in_mobile'; v = R.pick([`+91 ${n.slice(0, 5)} ${n.slice(5)}`, n, `0${n.slice(0, 5)} ${n.slice(5)}`, `+91-${n}`, `${n.slice(0, 5)}-${n.slice(5)}`]); break; }
      case 'de-DE': {
        if (R.chance(0.7)) { const p = R.pick(['151', '152', '157', '160', '162', '170', '171', '172', '173', '175', '176', '177', '178', '179']); const n = d(p.startsWith('15') ? 8 : 7); t = 'de_mobile'; v = R.pick([`0${p} ${n}`, `+49 ${p} ${n}`, `0${p}/${n}`, `0${p}-${n}`, `0${p} ${n.slice(0, 3)} ${n.slice(3)}`]); }
        else { const [a, n] = R.pick([['30', 8], ['40', 8], ['89', 7], ['221', 7], ['69', 8], ['711', 7]]); const x = d(n); t = 'de_landline'; v = R.pick([`0${a} ${x}`, `+49 ${a} ${x}`, `(0${a}) ${x}`, `0${a}/${x}`]); }
        break;
      }
      case 'fr-FR': { const mob = R.chance(0.7); const b = mob ? '06 39 98' : R.pick(['01 99 00', '02 61 91', '03 53 01', '04 65 71', '05 36 49']); const x = `${d(2)} ${d(2)}`; t = mob ? 'fr_mobile' : 'fr_landline';
        const full = `${b} ${x}`; v = R.pick([full, full.replace(/ /g, ''), full.replace(/ /g, '.'), `+33 ${full.slice(1)}`, `+33 (0)${full.slice(1)}`]); break; }
      case 'es-ES': { const n = R.pick(['6', '7']) + d(8); t = 'es_mobile'; v = R.pick([`${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`, `+34 ${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5, 7)} ${n.slice(7)}`, n, `${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5, 7)} ${n.slice(7)}`]); break; }
      case 'es-MX': { const a = R.pick(['55', '33', '81']); const n = d(8); t = 'mx_phone'; v = R.pick([`${a} ${n.slice(0, 4)} ${n.slice(4)}`, `+52 ${a} ${n.slice(0, 4)} ${n.slice(4)}`, `(${a}) ${n.slice(0, 4)}-${n.slice(4)}`, `+52 1 ${a} ${n.slice(0, 4)} ${n.slice(4)}`]); break; }
      case 'pt-BR': { const a = R.pick(['11', '21', '31', '41', '51', '61', '71', '81', '85']); const n = '9' + d(8); t = 'br_mobile'; v = R.pick([`(${a}) ${n.slice(0, 5)}-${n.slice(5)}`, `+55 ${a} ${n.slice(0, 5)}-${n.slice(5)}`, `${a} ${n.slice(0, 5)} ${n.slice(5)}`, `${a}${n}`, `+55 (${a}) ${n}`]); break; }
      case 'it-IT': { const n = '3' + R.pick(['20', '28', '33', '35', '38', '40', '47', '49', '66', '92']) + d(7); t = 'it_mobile'; v = R.pick([`${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`, `+39 ${n.slice(0, 3)} ${n.slice(3)}`, n, `${n.slice(0, 3)}/${n.slice(3)}`]); break; }
      case 'nl-NL': { const n = d(8); t = 'nl_mobile'; v = R.pick([`06-${n}`, `06 ${n.slice(0, 4)} ${n.slice(4)}`, `+31 6 ${n}`, `+31 (0)6 ${n.slice(0, 2)} ${n.slice(2, 4)} ${n.slice(4, 6)} ${n.slice(6)}`, `06${n}`]); break; }
      case 'pl-PL': { const n = R.pick(['5', '6', '7', '8']) + d(8); t = 'pl_mobile'; v = R.pick([`${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`, `+48 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`, `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`, n]); break; }
      case 'sv-SE': { const mob = R.chance(0.7); const x = d(2); t = mob ? 'se_mobile' : 'se_landline'; v = mob ? R.pick([`070-174 06 ${x}`, `+46 70 174 06 ${x}`, `07017406${x}`, `070-17406${x}`]) : R.pick([`031-390 06 ${x}`, `+46 31 390 06 ${x}`]); break; }
      case 'tr-TR': { const n = '5' + R.pick(['05', '06', '30', '32', '33', '35', '42', '43', '52', '55']) + d(7); t = 'tr_mobile'; v = R.pick([`0${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6, 8)} ${n.slice(8)}`, `+90 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6, 8)} ${n.slice(8)}`, `0 (${n.slice(0, 3)}) ${n.slice(3, 6)} ${n.slice(6, 8)} ${n.slice(8)}`, `0${n}`]); break; }
      case 'ru-RU': { const n = '9' + R.pick(['16', '03', '26', '85', '99', '15', '77', '67']) + d(7); t = 'ru_mobile'; v = R.pick([`+7 ${n.slice(0, 3)} ${n.slice(3, 6)}-${n.slice(6, 8)}-${n.slice(8)}`, `8 (${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6, 8)}-${n.slice(8)}`, `8${n}`, `+7${n}`, `+7 (${n.slice(0, 3)}) ${n.slice(3)}`]); break; }
      case 'ar-SA': { const n = '5' + R.pick(['0', '3', '4', '5', '6', '9']) + d(7); t = 'sa_mobile'; v = R.pick([`0${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`, `+966 ${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`, `0${n}`, `00966${n}`]); break; }
      case 'zh-CN': { const n = '1' + R.pick(['38', '39', '37', '36', '35', '50', '52', '58', '59', '86', '87', '88', '89', '77', '99']) + d(8); t = 'cn_mobile'; v = R.pick([`${n.slice(0, 3)} ${n.slice(3, 7)} ${n.slice(7)}`, n, `+86 ${n.slice(0, 3)} ${n.slice(3, 7)} ${n.slice(7)}`, `${n.slice(0, 3)}-${n.slice(3, 7)}-${n.slice(7)}`, `+86${n}`]); break; }
      case 'ja-JP': { if (R.chance(0.75)) { const p = R.pick(['090', '080', '070']); const a = d(4), b = d(4); t = 'jp_mobile'; v = R.pick([`${p}-${a}-${b}`, `${p}${a}${b}`, `+81 ${p.slice(1)}-${a}-${b}`, `${p} ${a} ${b}`]); } else { const a = d(4), b = d(4); t = 'jp_landline'; v = R.pick([`03-${a}-${b}`, `06-${a}-${b}`, `(03)${a}-${b}`]); } break; }
      case 'ko-KR': { const a = d(4), b = d(4); t = 'kr_mobile'; v = R.pick([`010-${a}-${b}`, `010${a}${b}`, `+82 10-${a}-${b}`, `010 ${a} ${b}`, `+82-10-${a}-${b}`]); break; }
    }
    const [nv, enc] = nativeDigits(loc, v, 0.35);
    return item('phone_number', t, nv, enc ? { encoding: enc } : {});
  }

  // ---------- cards
  const CARD = { visa: [['4'], 16], mastercard: [['51', '52', '53', '54', '55', '2221', '2720', '2300'], 16], amex: [['34', '37'], 15], discover: [['6011', '644', '65'], 16], jcb: [['3528', '3530', '3566', '3589'], 16],
    unionpay: [['622126', '6228', '6212', '6259'], 16], mir: [['2200', '2202', '2204'], 16], rupay: [['6521', '6522', '508'], 16], elo: [['636368', '504175', '438935'], 16], troy: [['9792'], 16] };
  function card(loc) {
    const local = { 'en-IN': ['rupay', 0.3], 'hi-IN': ['rupay', 0.35], 'ru-RU': ['mir', 0.5], 'pt-BR': ['elo', 0.3], 'tr-TR': ['troy', 0.3], 'zh-CN': ['unionpay', 0.6], 'ja-JP': ['jcb', 0.45] }[loc.id];
    const brand = local && R.chance(local[1]) ? local[0] : R.weighted([['visa', 5], ['mastercard', 4], ['amex', 1.5], ['discover', loc.id === 'en-US' ? 1 : 0.2], ['jcb', 0.3]]);
    let [pre, len] = CARD[brand]; if (brand === 'unionpay' && R.chance(0.4)) len = 19;
    let p = R.pick(pre); p += R.digits(len - 1 - p.length); p += K.luhnDigit(p);
    if (/^(4111|4242|5555|4000)/.test(p) || /^(\d)\1{5}/.test(p)) return card(loc);
    let v; const sep = R.pick([' ', ' ', '-', '']);
    if (len === 15) v = group(p, [4, 6, 5], sep); else if (len === 19) v = R.chance(0.5) ? p : group(p, [4, 4, 4, 4, 3], sep); else v = group(p, [4, 4, 4, 4], sep);
    return item('credit_card', brand, v);
  }

  // ---------- IBAN
  const IBAN_BY_LOC = { 'en-GB': ['GB'], 'en-US': ['DE', 'GB', 'FR', 'NL'], 'en-IN': ['GB', 'AE', 'DE'], 'de-DE': ['DE', 'DE', 'DE', 'AT'], 'fr-FR': ['FR'], 'es-ES': ['ES'], 'es-MX': ['ES', 'DE'], 'pt-BR': ['BR', 'BR', 'PT'],
    'it-IT': ['IT'], 'nl-NL': ['NL'], 'pl-PL': ['PL'], 'sv-SE': ['SE'], 'tr-TR': ['TR'], 'ru-RU': ['DE', 'TR', 'AE'], 'ar-SA': ['SA', 'SA', 'AE'], 'hi-IN': ['AE', 'GB'], 'zh-CN': ['DE', 'GB', 'FR'], 'ja-JP': ['DE', 'FR', 'GB'], 'ko-KR': ['DE', 'GB', 'NL'] };
  function bban(cc) {
    const d = (n) => R.digits(n);
    switch (cc) {
      case 'DE': return d(8) + d(10);
      case 'AT': return d(5) + d(11);
      case 'GB': return R.pick(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL', 'WEST']) + d(6) + d(8);
      case 'FR': { const b = d(5), g = d(5), a = d(11); return b + g + a + K.frRibKey(b, g, a); }
      case 'ES': { const b = d(4), g = d(4), a = d(10); return b + g + K.esDC(b, g, a) + a; }
      case 'IT': { const rest = d(5) + d(5) + d(12); return K.itCheckChar(rest) + rest; }
      case 'NL': { let a; do { a = d(10); } while (!K.nl11(a)); return R.pick(['ABNA', 'INGB', 'RABO', 'SNSB', 'TRIO', 'KNAB']) + a; }
      case 'PL': { const b = d(7); return b + K.plBankBranchCheck(b) + d(16); }
      case 'SE': return R.pick(['500', '800', '300', '600', '950']) + d(17);
      case 'TR': return d(5) + '0' + d(16);
      case 'BR': return d(8) + d(5) + d(10) + R.pick(['C', 'P']) + '1';
      case 'PT': return d(21);
      case 'SA': return d(2) + d(18);
      case 'AE': return d(3) + d(16);
    }
  }
  function iban(loc, ccForce) {
    const cc = ccForce || R.pick(IBAN_BY_LOC[loc.id]); const b = bban(cc); const raw = cc + K.ibanCheckDigits(cc, b) + b;
    const v = R.chance(0.65) ? raw.replace(/(.{4})/g, '$1 ').trim() : raw;
    return item('iban', `${cc.toLowerCase()}_iban`, v, { raw });
  }

  // ---------- bank accounts (account number labelled; public bank/branch codes are soft labels)
  const soft = (type, value) => ({ category: 'bank_account', type, value, soft: true });
  function bankAccount(loc) {
    const d = (n) => R.digits(n); const Lg = lang(loc.lang);
    const acc = (type, value, extra = {}) => item('bank_account', type, value, { cues: Lg.C.bank_account, ...extra });
    switch (loc.id) {
      case 'en-US': { const r8 = R.pick(['0', '1', '2', '3']) + d(7); const rt = r8 + K.abaDigit(r8); const a = acc('us_bank_account', d(R.int(9, 12)));
        if (R.chance(0.6)) a.tokens = [R.pick(['routing ', 'RTN ', 'ABA ']), soft('us_routing_number', rt), R.pick([' acct ', ' / acct# ', ', account '] ), a]; return a; }
      case 'en-GB': { const sc = `${d(2)}-${d(2)}-${d(2)}`; const a = acc('uk_account_number', d(8)); a.tokens = [R.pick(['sort code ', 'sc ', 'sort ']), soft('uk_sort_code', sc), R.pick([' acc ', ' a/c ', ', account no ']), a]; return a; }
      case 'en-IN': case 'hi-IN': { const ifsc = R.pick(['SBIN', 'HDFC', 'ICIC', 'UTIB', 'PUNB', 'KKBK']) + '0' + R.str('0123456789', 6); const a = acc('in_bank_account', d(R.int(11, 16)));
        if (R.chance(0.7)) a.tokens = [loc.id === 'hi-IN' ? 'खाता ' : R.pick(['A/c ', 'acc no ', 'account ']), a, ' IFSC ', soft('in_ifsc', ifsc)]; return a; }
      case 'es-MX': { const p = R.pick(['002', '012', '014', '021', '072', '127', '137']) + d(3) + d(11); return acc('mx_clabe', p + K.clabeDigit(p), { cues: ['CLABE', 'clabe interbancaria'], bareOk: true }); }
      case 'pt-BR': { const ag = d(4); const a = acc('br_bank_account', `${d(R.int(5, 8))}-${d(1)}`); a.tokens = [R.pick(['ag. ', 'agência ', 'ag ']), soft('br_agencia', ag), R.pick([' c/c ', ' conta ', ' cc ']), a]; return a; }
      case 'ja-JP': { const a = acc('jp_bank_account', d(7)); a.tokens = [R.pick(['みずほ銀行', '三井住友銀行', 'ゆうちょ銀行', '楽天銀行']), R.pick([' 渋谷支店', ' 新宿支店', ' 本店営業部', ' 梅田支店']), ' 普通 ', a]; return a; }
      case 'ko-KR': { const v = R.pick([`${d(3)}-${d(3)}-${d(6)}`, `${d(6)}-${d(2)}-${d(6)}`, `${d(4)}-${d(3)}-${d(6)}`]); const a = acc('kr_bank_account', v); a.tokens = [R.pick(['신한 ', '국민 ', '우리 ', '카카오뱅크 ', '하나 ']), a]; return a; }
      case 'ru-RU': { const bik = '04' + d(7); let a; do { const s = '40817810' + d(1) + d(11); a = s.slice(0, 8) + '0' + s.slice(9); const sum = (bik.slice(-3) + a).split('').reduce((t, x, i) => t + +x * [7, 1, 3][i % 3], 0); const cd = ((10 - (sum % 10)) % 10 * 7) % 10; a = a.slice(0, 8) + cd + a.slice(9); } while (!K.ruAccountValid(bik, a));
        const it = acc('ru_bank_account', a, { bik }); if (R.chance(0.6)) it.tokens = ['р/с ', it, ' БИК ', soft('ru_bik', bik)]; return it; }
      case 'pl-PL': { const b = R.pick(['102', '105', '109', '114', '116', '124']) + d(4); const bb = b + K.plBankBranchCheck(b) + d(16); const raw = K.ibanCheckDigits('PL', bb) + bb; return acc('pl_nrb', R.chance(0.6) ? `${raw.slice(0, 2)} ${raw.slice(2).replace(/(.{4})/g, '$1 ').trim()}` : raw, { bareOk: true, cues: ['nr konta', 'konto', 'NRB'] }); }
      case 'de-DE': { const blz = `${d(3)} ${d(3)} ${d(2)}`; const a = acc('de_kontonummer', d(R.int(7, 10))); a.tokens = [R.pick(['Kto. ', 'Konto ', 'Kontonr. ']), a, ' BLZ ', soft('de_blz', blz)]; return a; }
      case 'es-ES': { const b = d(4), g = d(4), n = d(10); return acc('es_ccc', R.pick([`${b} ${g} ${K.esDC(b, g, n)} ${n}`, `${b}-${g}-${K.esDC(b, g, n)}-${n}`]), { cues: ['CCC', 'cuenta', 'nº cuenta'] }); }
      case 'fr-FR': { const b = d(5), g = d(5), n = d(11); return acc('fr_rib', `${b} ${g} ${n} ${K.frRibKey(b, g, n)}`, { cues: ['RIB', 'RIB n°'] }); }
      case 'it-IT': { const a = acc('it_conto', d(12)); a.tokens = [R.pick(['c/c n. ', 'conto ', 'c/c ']), a, ' ABI ', soft('it_abi_cab', `${d(5)} CAB ${d(5)}`)]; return a; }
      case 'sv-SE': { const cl = `${R.pick(['8', '6', '5', '3'])}${d(3)}`; const a = acc('se_bank_account', `${d(3)} ${d(3)} ${d(3)}-${d(1)}`); a.tokens = ['clearing ', soft('se_clearing', cl), ' konto ', a]; return a; }
      case 'tr-TR': { const a = acc('tr_hesap_no', d(R.int(7, 9))); a.tokens = ['şube ', soft('tr_sube_kodu', d(4)), ' hesap no ', a]; return a; }
      case 'ar-SA': { return acc('sa_bank_account', d(R.int(12, 14))); }
      default: return null;
    }
  }

  // ---------- national ids / tax ids / passports
  function nationalId(loc) {
    const d = (n, f) => R.digits(n, f); const b = birthDate(); const yy = pad(b.y % 100), mm = pad(b.m), dd = pad(b.d);
    switch (loc.id) {
      case 'en-US': { let a; do { a = R.int(1, 899); } while (a === 666); const v = `${pad(a, 3)}${pad(R.int(1, 99))}${pad(R.int(1, 9999), 4)}`; if (v === '078051120' || v.startsWith('98765432')) return nationalId(loc);
        return item('national_id', 'us_ssn', R.pick([`${v.slice(0, 3)}-${v.slice(3, 5)}-${v.slice(5)}`, `${v.slice(0, 3)} ${v.slice(3, 5)} ${v.slice(5)}`, v]), { cues: ['SSN', 'social', 'SS#', 'soc sec no'], bareOk: true }); }
      case 'en-GB': { const A = 'ABCEGHJKLMNPRSTWXYZ', B = 'ABCEGHJKLMNPRSTWXYZ'; let p; do { p = R.pick(A.split('')) + R.pick(B.split('')); } while (['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ', 'QQ'].includes(p)); const n = d(6); const s = R.pick(['A', 'B', 'C', 'D']);
        return item('national_id', 'uk_nino', R.pick([`${p}${n}${s}`, `${p} ${n.slice(0, 2)} ${n.slice(2, 4)} ${n.slice(4)} ${s}`, `${p}${n} ${s}`]), { cues: ['NI no', 'NINO', 'NI number', 'NI'], bareOk: true }); }
      case 'en-IN': case 'hi-IN': { const p = R.pick(['2', '3', '4', '5', '6', '7', '8', '9']) + d(10); const n = p + K.verhoeffDigit(p); let v = R.pick([`${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8)}`, n, `${n.slice(0, 4)}-${n.slice(4, 8)}-${n.slice(8)}`]); let enc;
        if (loc.id === 'hi-IN') [v, enc] = nativeDigits(loc, v, 0.3);
        return item('national_id', 'in_aadhaar', v, { cues: loc.id === 'hi-IN' ? ['आधार', 'आधार नंबर', 'आधार कार्ड'] : ['Aadhaar', 'aadhar no', 'UID', 'Aadhaar no.'], bareOk: true, ...(enc ? { encoding: enc } : {}) }); }
      case 'de-DE': { if (R.chance(0.5)) { const p = pad(R.pick([12, 13, 15, 23, 24, 25, 28, 38, 53, 65]), 2) + dd + mm + yy + R.pick(UPPER.split('')) + pad(R.int(0, 49)); return item('national_id', 'de_svnr', p + K.deSvnrDigit(p), { cues: ['SV-Nr.', 'SVNR', 'Rentenvers.-Nr.', 'Sozialversicherungsnr.'] }); }
        const A = 'CFGHJKLMNPRTVWXYZ'; const v = R.pick('LMNPRTVWXY'.split('')) + R.str(A + '0123456789', 8); return item('national_id', 'de_personalausweis', v, { cues: ['Ausweisnr.', 'Perso-Nr.', 'Personalausweis'] }); }
      case 'fr-FR': { const p = `${R.pick(['1', '2'])}${yy}${mm}${pad(R.int(1, 95))}${d(3)}${d(3)}`; const k = K.nirKey(p); const v = R.pick([`${p[0]} ${p.slice(1, 3)} ${p.slice(3, 5)} ${p.slice(5, 7)} ${p.slice(7, 10)} ${p.slice(10)} ${k}`, p + k, `${p} ${k}`]);
        return item('national_id', 'fr_nir', v, { cues: ['n° sécu', 'NIR', 'n° SS', 'sécu'], bareOk: true }); }
      case 'es-ES': { if (R.chance(0.7)) { const n = d(8); return item('national_id', 'es_dni', R.pick([`${n}${K.dniLetter(n)}`, `${n}-${K.dniLetter(n)}`, `${n.slice(0, 2)}.${n.slice(2, 5)}.${n.slice(5)}-${K.dniLetter(n)}`]), { cues: ['DNI', 'D.N.I.', 'NIF'], bareOk: true }); }
        const x = R.pick(['X', 'Y', 'Z']); const n = d(7); return item('national_id', 'es_nie', `${x}${n}${K.dniLetter('XYZ'.indexOf(x) + n)}`, { cues: ['NIE'], bareOk: true }); }
      case 'es-MX': { const v0 = R.str('BCDFGHJKLMNPRSTVZ', 1) + R.pick('AEIOU'.split('')) + R.str(UPPER, 2) + yy + mm + dd + R.pick(['H', 'M']) + R.pick(['DF', 'JC', 'NL', 'PL', 'MC', 'GT', 'VZ', 'YN']) + R.str('BCDFGHJKLMNPRSTVZ', 3) + (b.y < 2000 ? R.digits(1) : R.str(UPPER, 1));
        return item('national_id', 'mx_curp', v0 + K.curpDigit(v0), { cues: ['CURP'], bareOk: true }); }
      case 'pt-BR': { const p = d(8); const c = K.rgSpDigit(p); return item('national_id', 'br_rg_sp', R.pick([`${p.slice(0, 2)}.${p.slice(2, 5)}.${p.slice(5)}-${c}`, p + c]), { cues: ['RG', 'RG nº'] }); }
      case 'it-IT': return item('national_id', 'it_cie', `C${R.str('ABCDEFGHJKLMNPRSTUVWXYZ', 1)}${d(5)}${R.str(UPPER, 2)}`, { cues: ["carta d'identità", 'CI n.', 'n. CIE'] });
      case 'nl-NL': { let v; do { v = R.pick(['1', '2', '3', '4', '5', '6', '7']) + d(8); } while (!K.bsnValid(v)); return item('national_id', 'nl_bsn', R.pick([v, `${v.slice(0, 4)}.${v.slice(4, 6)}.${v.slice(6)}`, `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}`]), { cues: ['BSN', 'burgerservicenummer', 'BSN-nr'] }); }
      case 'pl-PL': { const m2 = b.m + (b.y >= 2000 ? 20 : 0); const p = yy + pad(m2) + dd + d(4); return item('national_id', 'pl_pesel', p + K.peselDigit(p), { cues: ['PESEL', 'nr PESEL'], bareOk: true }); }
      case 'sv-SE': { const p = yy + mm + dd + d(3); const c = K.luhnDigit(p); const sep = b.y < 1925 ? '+' : '-'; return item('national_id', 'se_personnummer', R.pick([`${p.slice(0, 6)}${sep}${p.slice(6)}${c}`, `${b.y}${mm}${dd}-${p.slice(6)}${c}`, `${b.y}${mm}${dd}${p.slice(6)}${c}`]), { cues: ['personnr', 'pnr', 'personnummer'], bareOk: true }); }
      case 'tr-TR': { const p = d(9, true); return item('national_id', 'tr_tckn', p + K.tcknDigits(p), { cues: ['TC', 'TC kimlik no', 'TCKN', 'T.C. no'] }); }
      case 'ru-RU': { const p = d(9); const c = K.snilsDigits(p); return item('national_id', 'ru_snils', R.pick([`${p.slice(0, 3)}-${p.slice(3, 6)}-${p.slice(6)} ${c}`, p + c]), { cues: ['СНИЛС', 'снилс'], bareOk: true }); }
      case 'ar-SA': { if (R.chance(0.7)) { const p = R.pick(['1', '2']) + d(8); let v = p + K.luhnDigit(p); let enc; [v, enc] = nativeDigits(loc, v, 0.3); return item('national_id', 'sa_national_id', v, { cues: ['رقم الهوية', 'الهوية الوطنية', 'السجل المدني', 'رقم الإقامة'], ...(enc ? { encoding: enc } : {}) }); }
        const p = '784' + b.y + d(7); const c = K.luhnDigit(p); return item('national_id', 'ae_emirates_id', `784-${b.y}-${p.slice(7)}-${c}`, { cues: ['الهوية الإماراتية', 'Emirates ID'], bareOk: true }); }
      case 'zh-CN': { const p = R.pick(['110105', '310115', '440305', '330106', '510107', '420106', '320102']) + b.y + mm + dd + d(3); return item('national_id', 'cn_resident_id', p + K.cnIdDigit(p), { cues: ['身份证号', '身份证', '身份证号码'], bareOk: true }); }
      case 'ja-JP': { const p = d(11, true); const n = p + K.myNumberDigit(p); return item('national_id', 'jp_my_number', R.pick([`${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8)}`, n, `${n.slice(0, 4)}-${n.slice(4, 8)}-${n.slice(8)}`]), { cues: ['マイナンバー', '個人番号'] }); }
      case 'ko-KR': { const s = b.y >= 2000 ? R.pick(['3', '4']) : R.pick(['1', '2']); const p = yy + mm + dd + s + d(5); const n = p + K.rrnDigit(p); return item('national_id', 'kr_rrn', `${n.slice(0, 6)}-${n.slice(6)}`, { cues: ['주민번호', '주민등록번호'], bareOk: true }); }
    }
  }
  function taxId(loc) {
    const d = (n, f) => R.digits(n, f); const b = birthDate();
    switch (loc.id) {
      case 'en-GB': { const l9 = d(9); return item('tax_id', 'uk_utr', R.pick([utr(l9), `${utr(l9).slice(0, 5)} ${utr(l9).slice(5)}`]), { cues: ['UTR', 'tax ref', 'UTR no'] }); }
      case 'en-US': { const g = R.pick([...Array.from({ length: 16 }, (_, i) => 50 + i), ...Array.from({ length: 19 }, (_, i) => 70 + i), 90, 91, 92, 94, 95, 96, 97, 98, 99]); const v = `9${d(2)}-${g}-${d(4)}`; return item('tax_id', 'us_itin', R.chance(0.8) ? v : v.replace(/-/g, ''), { cues: ['ITIN', 'tax ID', 'TIN'] }); }
      case 'en-IN': case 'hi-IN': { const v = R.str(UPPER, 3) + 'P' + R.str(UPPER, 1) + d(4) + R.str(UPPER, 1); return item('tax_id', 'in_pan', v, { cues: loc.id === 'hi-IN' ? ['पैन', 'पैन कार्ड', 'PAN'] : ['PAN', 'PAN no', 'PAN card'], bareOk: true }); }
      case 'de-DE': { let digs; do { const perm = R.shuffle('0123456789'.split('')); const drop = perm.pop(); void drop; perm.push(R.pick(perm)); digs = R.shuffle(perm).join(''); } while (digs[0] === '0'); const v = digs + K.steuerIdDigit(digs);
        return item('tax_id', 'de_steuer_id', R.pick([v, `${v.slice(0, 2)} ${v.slice(2, 5)} ${v.slice(5, 8)} ${v.slice(8)}`]), { cues: ['Steuer-ID', 'IdNr', 'Steuer-IdNr.', 'St-ID'] }); }
      case 'fr-FR': { const p = R.pick(['0', '1', '2', '3']) + d(9); const c = pad(Number(BigInt(p) % 511n), 3); const v = p + c; return item('tax_id', 'fr_spi', R.pick([v, `${v.slice(0, 2)} ${v.slice(2, 4)} ${v.slice(4, 7)} ${v.slice(7, 10)} ${v.slice(10)}`]), { cues: ['n° fiscal', 'numéro fiscal', 'SPI'] }); }
      case 'es-MX': { const p = R.str('BCDFGHJKLMNPRSTVZ', 1) + R.pick('AEIOU'.split('')) + R.str(UPPER, 2) + pad(b.y % 100) + pad(b.m) + pad(b.d) + R.str('ABCDEFGHJKLMNPRSTUVWXYZ123456789', 2); return item('tax_id', 'mx_rfc', p + K.rfcDigit(p), { cues: ['RFC'], bareOk: true }); }
      case 'pt-BR': { const p = d(9); const c = K.cpfDigits(p); if (/^(\d)\1+$/.test(p)) return taxId(loc); return item('tax_id', 'br_cpf', R.pick([`${p.slice(0, 3)}.${p.slice(3, 6)}.${p.slice(6)}-${c}`, p + c]), { cues: ['CPF', 'CPF nº'], bareOk: true }); }
      case 'it-IT': { const nm = personName(loc); return item('tax_id', 'it_codice_fiscale', codiceFiscale(nm, b), { cues: ['CF', 'cod. fisc.', 'codice fiscale', 'C.F.'], bareOk: true }); }
      case 'pl-PL': { let p, c; do { p = d(3, true) + d(6); c = K.nipDigit(p); } while (c === 10); const v = p + c; return item('tax_id', 'pl_nip', R.pick([v, `${v.slice(0, 3)}-${v.slice(3, 6)}-${v.slice(6, 8)}-${v.slice(8)}`]), { cues: ['NIP'] }); }
      case 'ru-RU': { const p = R.pick(['77', '78', '50', '16', '66']) + d(8); return item('tax_id', 'ru_inn', p + K.innDigits(p), { cues: ['ИНН'] }); }
      default: return null;
    }
  }
  function utr(l9) { return K.utrCheck(l9) + l9; }
  function codiceFiscale(nm, b) {
    const cons = (s) => deaccent(s).toUpperCase().replace(/[AEIOU]/g, ''); const vow = (s) => deaccent(s).toUpperCase().replace(/[^AEIOU]/g, '');
    const sur = (cons(nm.last) + vow(nm.last) + 'XXX').slice(0, 3);
    const fc = cons(nm.first); const fn = fc.length >= 4 ? fc[0] + fc[2] + fc[3] : (fc + vow(nm.first) + 'XXX').slice(0, 3);
    const fem = /a$/.test(nm.first);
    const p = sur + fn + pad(b.y % 100) + 'ABCDEHLMPRST'[b.m - 1] + pad(b.d + (fem ? 40 : 0)) + R.pick(['H501', 'F205', 'L219', 'A944', 'F839', 'D612', 'G273', 'L736']);
    return p + K.itCheckChar(p);
  }
  function passport(loc) {
    const d = (n, f) => R.digits(n, f); let t, v;
    switch (loc.id) {
      case 'en-GB': t = 'uk_passport'; v = d(9, true); break;
      case 'en-US': t = 'us_passport'; v = R.chance(0.5) ? d(9, true) : R.pick(['A', 'B', 'C', 'E']) + d(8); break;
      case 'en-IN': case 'hi-IN': t = 'in_passport'; v = R.str('ABCHJKLMNPRSTUVWZ', 1) + d(7); break;
      case 'de-DE': t = 'de_passport'; v = 'C' + R.str('CFGHJKLMNPRTVWXYZ0123456789', 8); break;
      case 'fr-FR': t = 'fr_passport'; v = d(2) + R.str(UPPER, 2) + d(5); break;
      case 'es-ES': t = 'es_passport'; v = R.str(UPPER, 3) + d(6); break;
      case 'es-MX': t = 'mx_passport'; v = R.str('GN', 1) + d(8); break;
      case 'pt-BR': t = 'br_passport'; v = R.str(UPPER, 2) + d(6); break;
      case 'it-IT': t = 'it_passport'; v = R.str(UPPER, 2) + d(7); break;
      case 'nl-NL': t = 'nl_passport'; v = R.str('ABCDEFGHIJKLMNPQRSTUVWXYZ', 2) + R.str('ABCDEFGHIJKLMNPQRSTUVWXYZ0123456789', 6) + d(1); break;
      case 'pl-PL': t = 'pl_passport'; v = R.str(UPPER, 2) + d(7); break;
      case 'sv-SE': t = 'se_passport'; v = d(8); break;
      case 'tr-TR': t = 'tr_passport'; v = 'U' + d(8); break;
      case 'ru-RU': if (R.chance(0.5)) { t = 'ru_internal_passport'; const s = pad(R.int(1, 99)) + ' ' + pad(R.int(0, 24)); v = R.pick([`${s} ${d(6)}`, `${s.replace(' ', '')} ${d(6)}`, `${s.replace(' ', '')}${d(6)}`]); } else { t = 'ru_foreign_passport'; v = `${R.pick(['72', '75', '76', '77'])} ${d(7)}`; } break;
      case 'ar-SA': t = 'sa_passport'; v = R.str(UPPER, 1) + d(8); break;
      case 'zh-CN': t = 'cn_passport'; v = R.chance(0.7) ? 'E' + d(8) : 'E' + R.str('ABCDEFGHJKLMNPQRSTUVWXYZ', 1) + d(7); break;
      case 'ja-JP': t = 'jp_passport'; v = R.pick(['TK', 'TR', 'TS', 'MZ', 'TZ']) + d(7); break;
      case 'ko-KR': t = 'kr_passport'; v = R.chance(0.5) ? 'M' + d(8) : `M${d(3)}${R.str(UPPER, 1)}${d(4)}`; break;
    }
    return item('passport_number', t, v);
  }

  // ---------- IP
  function ip() {
    if (R.chance(0.7)) {
      let a; do { a = R.int(1, 223); } while ([10, 100, 127, 169, 172, 192, 198, 203, 0].includes(a));
      return item('ip_address', 'ipv4', `${a}.${R.int(0, 255)}.${R.int(0, 255)}.${R.int(1, 254)}`);
    }
    const h = () => R.str(HEX, R.int(1, 4)).replace(/^0+(?=.)/, '');
    const pre = R.pick(['2a02', '2a01', '2001:16b8', '2a00', '2600', '2409', '240e', '2c0f', '2a0a', '2003']);
    const parts = pre.split(':'); while (parts.length < 8) parts.push(h());
    let v = parts.join(':'); if (R.chance(0.4)) v = parts.slice(0, 4).join(':') + '::' + parts.slice(6).join(':');
    return item('ip_address', 'ipv6', v);
  }

  // ---------- crypto
  function wallet() {
    const t = R.weighted([['btc_p2pkh', 2], ['btc_p2sh', 1], ['btc_bech32', 2], ['btc_taproot', 1], ['eth', 3], ['ltc', 1], ['doge', 0.7], ['trx', 1.2], ['sol', 1], ['xrp', 0.6]]);
    const h20 = () => R.bytes(20);
    switch (t) {
      case 'btc_p2pkh': return item('crypto_wallet', t, K.b58check(Buffer.concat([Buffer.from([0]), h20()])));
      case 'btc_p2sh': return item('crypto_wallet', t, K.b58check(Buffer.concat([Buffer.from([5]), h20()])));
      case 'btc_bech32': return item('crypto_wallet', t, K.segwitAddress('bc', 0, [...h20()]));
      case 'btc_taproot': return item('crypto_wallet', t, K.segwitAddress('bc', 1, [...R.bytes(32)]));
      case 'eth': return item('crypto_wallet', 'eth_address', '0x' + R.bytes(20).toString('hex'));
      case 'ltc': return R.chance(0.5) ? item('crypto_wallet', 'ltc_p2pkh', K.b58check(Buffer.concat([Buffer.from([0x30]), h20()]))) : item('crypto_wallet', 'ltc_bech32', K.segwitAddress('ltc', 0, [...h20()]));
      case 'doge': return item('crypto_wallet', 'doge_address', K.b58check(Buffer.concat([Buffer.from([0x1e]), h20()])));
      case 'trx': return item('crypto_wallet', 'tron_address', K.b58check(Buffer.concat([Buffer.from([0x41]), h20()])));
      case 'sol': { let v; do { v = K.b58encode(R.bytes(32)); } while (v.length < 43); return item('crypto_wallet', 'solana_address', v); }
      case 'xrp': return item('crypto_wallet', 'xrp_address', K.b58check(Buffer.concat([Buffer.from([0]), h20()]), 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz'));
    }
  }

  // ---------- addresses
  function address(loc) {
    const d = (n) => R.digits(n); const n = R.int(1, 240); let v;
    const L2 = 'ABDEFGHJLNPQRSTUWXYZ';
    switch (loc.id) {
      case 'en-GB': { const [c, a] = R.pick([['Leeds', 'LS'], ['Manchester', 'M'], ['Bristol', 'BS'], ['Leicester', 'LE'], ['Cardiff', 'CF'], ['Glasgow', 'G'], ['Norwich', 'NR']]); const pc = `${a}${R.int(1, 28)} ${R.int(1, 9)}${R.str(L2, 2)}`;
        const st = `${n} ${R.pick(['Elmfield Road', 'Station Road', 'Church Lane', 'Victoria Street', 'Mill Lane', 'Queens Avenue', 'Park Crescent', 'Highfield Close', 'Beech Grove'])}`;
        v = R.pick([`${st}, ${c} ${pc}`, `Flat ${R.int(1, 12)}, ${st}, ${c}, ${pc}`, `${st}, ${pc}`]); break; }
      case 'en-US': { const [c, s, z] = R.pick([['Springfield', 'IL', '627'], ['Austin', 'TX', '787'], ['Columbus', 'OH', '432'], ['Portland', 'OR', '972'], ['Tucson', 'AZ', '857'], ['Raleigh', 'NC', '276'], ['Madison', 'WI', '537']]);
        const st = `${R.int(100, 9899)} ${R.pick(['Maple', 'Oak', 'Cedar', 'Pine', 'Lakeview', 'Sunset', 'Washington', 'Willow Creek'])} ${R.pick(['St', 'Ave', 'Dr', 'Blvd', 'Ln', 'Ct'])}`;
        v = R.pick([`${st}, ${c}, ${s} ${z}${d(2)}`, `${st} Apt ${R.int(1, 40)}${R.pick(['', 'B', 'C'])}, ${c}, ${s} ${z}${d(2)}`, `${st}, ${c} ${s} ${z}${d(2)}-${d(4)}`]); break; }
      case 'en-IN': { const [c, p] = R.pick([['Bengaluru', '560'], ['Pune', '411'], ['Chennai', '600'], ['Hyderabad', '500'], ['Mumbai', '400'], ['Kochi', '682']]);
        v = R.pick([`Flat ${R.int(101, 1204)}, ${R.pick(['Sai Residency', 'Prestige Lakeside', 'Green Meadows', 'Shanti Apartments'])}, ${R.pick(['14th Cross', 'MG Road', '2nd Main', 'Link Road'])}, ${R.pick(['Indiranagar', 'Koregaon Park', 'Adyar', 'Madhapur', 'Andheri West'])}, ${c} ${p}${d(3)}`,
          `${n}, ${R.pick(['Nehru Nagar', 'Gandhi Road', 'Shivaji Nagar', 'Rajaji Street'])}, ${c} - ${p}${d(3)}`]); break; }
      case 'hi-IN': { const [c, p] = R.pick([['जयपुर', '302'], ['लखनऊ', '226'], ['भोपाल', '462'], ['पटना', '800'], ['नई दिल्ली', '110'], ['इंदौर', '452']]);
        v = R.pick([`मकान नं. ${n}, ${R.pick(['गांधी नगर', 'शास्त्री नगर', 'राजेंद्र नगर', 'लाजपत नगर', 'सिविल लाइंस'])}, ${c} ${p}${d(3)}`, `फ्लैट ${R.int(101, 904)}, ${R.pick(['सेक्टर 12', 'सेक्टर 4', 'ब्लॉक बी'])}, ${R.pick(['अशोक विहार', 'मालवीय नगर', 'गोमती नगर'])}, ${c} - ${p}${d(3)}`]); break; }
      case 'de-DE': { const [c, p] = R.pick([['Berlin', '10'], ['Hamburg', '22'], ['München', '80'], ['Köln', '50'], ['Leipzig', '04'], ['Stuttgart', '70'], ['Bremen', '28']]);
        const st = `${R.pick(['Lindenstraße', 'Bahnhofstr.', 'Gartenweg', 'Schillerstraße', 'Am Mühlbach', 'Hauptstraße', 'Rosenweg', 'Goethestr.', 'Kastanienallee'])} ${n}${R.pick(['', '', 'a', 'b'])}`;
        v = R.pick([`${st}, ${p}${d(3)} ${c}`, `${st}\n${p}${d(3)} ${c}`, `${st}, D-${p}${d(3)} ${c}`]); break; }
      case 'fr-FR': { const [c, p] = R.pick([['Lyon', '6900'], ['Marseille', '1300'], ['Toulouse', '3100'], ['Nantes', '4400'], ['Lille', '5900'], ['Bordeaux', '3300'], ['Rennes', '3500']]);
        v = `${n}${R.pick(['', '', ' bis'])} ${R.pick(['rue des Lilas', 'avenue Jean Jaurès', 'boulevard Voltaire', 'rue de la République', 'impasse des Tilleuls', 'chemin du Moulin', 'rue Pasteur'])}, ${p}${R.int(1, 9)} ${c}`; break; }
      case 'es-ES': { const [c, p] = R.pick([['Madrid', '280'], ['Valencia', '460'], ['Sevilla', '410'], ['Zaragoza', '500'], ['Bilbao', '480'], ['Málaga', '290']]);
        v = `${R.pick(['C/ Mayor', 'Calle del Sol', 'Avda. de la Constitución', 'Calle Real', 'C/ San Vicente', 'Paseo de la Estación'])}, ${n}, ${R.int(1, 9)}º ${R.pick(['A', 'B', 'C', 'izq.', 'dcha.'])}, ${p}${d(2)} ${c}`; break; }
      case 'es-MX': { const [c, p] = R.pick([['Ciudad de México, CDMX', '0'], ['Guadalajara, Jal.', '44'], ['Monterrey, N.L.', '64'], ['Puebla, Pue.', '72'], ['Mérida, Yuc.', '97']]);
        v = `${R.pick(['Av. Insurgentes Sur', 'Calle Hidalgo', 'Av. Juárez', 'Calle Morelos', 'Calle 5 de Mayo', 'Av. Revolución'])} ${R.int(10, 2400)}${R.pick(['', ' Int. 4', ' Depto. 302'])}, ${R.pick(['Col. Centro', 'Col. Del Valle', 'Col. Roma Norte', 'Col. Jardines', 'Col. Chapultepec'])}, C.P. ${(p + d(5)).slice(0, 5)} ${c}`; break; }
      case 'pt-BR': { const [c, u, p] = R.pick([['São Paulo', 'SP', '0'], ['Rio de Janeiro', 'RJ', '2'], ['Belo Horizonte', 'MG', '3'], ['Curitiba', 'PR', '8'], ['Salvador', 'BA', '4'], ['Recife', 'PE', '5']]);
        v = `${R.pick(['Rua das Flores', 'Av. Brasil', 'Rua XV de Novembro', 'Rua São João', 'Rua Sete de Setembro', 'Av. Getúlio Vargas'])}, ${n}${R.pick(['', ', apto 45', ' - ap. 1203', ', casa 2'])} - ${R.pick(['Centro', 'Jardim América', 'Vila Mariana', 'Boa Vista'])}, ${c} - ${u}, ${p}${d(4)}-${d(3)}`; break; }
      case 'it-IT': { const [c, s, p] = R.pick([['Milano', 'MI', '201'], ['Roma', 'RM', '001'], ['Torino', 'TO', '101'], ['Bologna', 'BO', '401'], ['Napoli', 'NA', '801'], ['Firenze', 'FI', '501']]);
        v = R.pick([`${R.pick(['Via Roma', 'Via Garibaldi', 'Corso Italia', 'Via Mazzini', 'Viale dei Mille', 'Via Verdi'])} ${n}, ${p}${d(2)} ${c} ${s}`, `${R.pick(['Via Roma', 'Via Cavour', 'Via Dante'])}, ${n} - ${p}${d(2)} ${c} (${s})`]); break; }
      case 'nl-NL': { const [c, p] = R.pick([['Amsterdam', '10'], ['Utrecht', '35'], ['Rotterdam', '30'], ['Den Haag', '25'], ['Eindhoven', '56'], ['Groningen', '97']]); let l; do { l = R.str('ABCEGHJKLMNPRSTVWXZ', 2); } while (['SA', 'SD', 'SS'].includes(l));
        v = `${R.pick(['Kerkstraat', 'Dorpsstraat', 'Molenweg', 'Stationsweg', 'Julianalaan', 'Lindengracht', 'Beukenlaan'])} ${n}${R.pick(['', '', '-II', 'a', ' hs'])}, ${p}${d(2)} ${l} ${c}`; break; }
      case 'pl-PL': { const [c, p] = R.pick([['Warszawa', '0'], ['Kraków', '3'], ['Wrocław', '5'], ['Gdańsk', '8'], ['Poznań', '6'], ['Łódź', '9']]);
        v = `${R.pick(['ul. Kwiatowa', 'ul. Polna', 'ul. Leśna', 'ul. Słoneczna', 'ul. Mickiewicza', 'al. Niepodległości', 'ul. Ogrodowa'])} ${n}${R.pick(['', `/${R.int(1, 60)}`, ` m. ${R.int(1, 60)}`])}, ${p}${d(1)}-${d(3)} ${c}`; break; }
      case 'sv-SE': { const [c, p] = R.pick([['Stockholm', '11'], ['Göteborg', '41'], ['Malmö', '21'], ['Uppsala', '75'], ['Västerås', '72'], ['Umeå', '90']]);
        v = `${R.pick(['Storgatan', 'Kungsgatan', 'Drottninggatan', 'Skolvägen', 'Björkvägen', 'Järnvägsgatan', 'Ringvägen'])} ${n}${R.pick(['', '', 'B', ' lgh 1102'])}, ${p}${d(1)} ${d(2)} ${c}`; break; }
      case 'tr-TR': { const [dist, c, p] = R.pick([['Kadıköy', 'İstanbul', '347'], ['Çankaya', 'Ankara', '066'], ['Karşıyaka', 'İzmir', '355'], ['Nilüfer', 'Bursa', '161'], ['Muratpaşa', 'Antalya', '070']]);
        v = `${R.pick(['Moda Mah.', 'Cumhuriyet Mah.', 'Yeni Mah.', 'Atatürk Mah.', 'Bahçelievler Mah.'])} ${R.pick(['Gül Sok.', 'İnönü Cad.', 'Menekşe Sok.', 'Bağdat Cad.', 'Lale Sok.'])} No: ${n} D: ${R.int(1, 24)}, ${p}${d(2)} ${dist}/${c}`; break; }
      case 'ru-RU': { const [c, p] = R.pick([['Москва', '1'], ['Санкт-Петербург', '19'], ['Казань', '420'], ['Новосибирск', '630'], ['Екатеринбург', '620'], ['Самара', '443']]);
        const st = `${R.pick(['ул. Ленина', 'ул. Гагарина', 'пр-т Мира', 'ул. Садовая', 'ул. Советская', 'ул. Пушкина'])}, д. ${n}${R.pick(['', ', корп. 2', ' стр. 1'])}, кв. ${R.int(1, 300)}`;
        v = R.pick([`${st}, ${c}, ${(p + d(6)).slice(0, 6)}`, `${(p + d(6)).slice(0, 6)}, г. ${c}, ${st}`]); break; }
      case 'ar-SA': { const [c, p] = R.pick([['الرياض', '1'], ['جدة', '2'], ['الدمام', '3'], ['مكة المكرمة', '2'], ['المدينة المنورة', '4']]);
        const pc = p + d(4); const bl = d(4);
        v = `${R.pick(['شارع الأمير سلطان', 'شارع التحلية', 'شارع الستين', 'طريق الملك عبدالعزيز', 'شارع العروبة'])}، ${R.pick(['حي العليا', 'حي النخيل', 'حي الروضة', 'حي السلامة', 'حي الملقا'])}، مبنى ${bl}، ${c} ${pc}`;
        const [nv, enc] = nativeDigits(loc, v, 0.25); return item('street_address', 'sa_address', nv, enc ? { encoding: enc } : {}); }
      case 'zh-CN': { const [c, ds] = R.pick([['北京市', '朝阳区'], ['上海市', '浦东新区'], ['广东省深圳市', '南山区'], ['浙江省杭州市', '西湖区'], ['四川省成都市', '武侯区'], ['湖北省武汉市', '洪山区']]);
        v = `${c}${ds}${R.pick(['建国路', '人民路', '解放路', '中山路', '文三路', '科技园路', '长江路'])}${n}号${R.pick(['', `${R.int(1, 30)}栋${R.int(1, 6)}单元${R.int(1, 32)}0${R.int(1, 8)}室`, `${R.pick(['阳光', '华府', '锦绣'])}小区${R.int(1, 20)}号楼${R.int(101, 2804)}`])}`; break; }
      case 'ja-JP': { const [pf, ct, tw] = R.pick([['東京都', '世田谷区', '三軒茶屋'], ['東京都', '杉並区', '阿佐谷南'], ['大阪府大阪市', '北区', '天神橋'], ['神奈川県横浜市', '港北区', '日吉'], ['愛知県名古屋市', '中区', '栄'], ['福岡県福岡市', '博多区', '博多駅南']]);
        const a = R.int(1, 5), bb = R.int(1, 30), c = R.int(1, 20);
        v = R.pick([`〒${d(3)}-${d(4)} ${pf}${ct}${tw}${a}丁目${bb}-${c}`, `${pf}${ct}${tw}${a}-${bb}-${c} ${R.pick(['コーポ', 'メゾン', 'ハイツ'])}${R.pick(['さくら', '緑', '青葉'])}${R.int(1, 4)}0${R.int(1, 9)}`, `${pf}${ct}${tw}${a}-${bb}-${c}`]); break; }
      case 'ko-KR': { const [c, g] = R.pick([['서울특별시', '강남구'], ['서울특별시', '마포구'], ['부산광역시', '해운대구'], ['인천광역시', '연수구'], ['대구광역시', '수성구'], ['경기도 성남시', '분당구']]);
        v = `${c} ${g} ${R.pick(['테헤란로', '월드컵로', '해운대로', '센트럴로', '동대구로', '판교역로'])} ${n}${R.pick(['', `, ${R.int(101, 120)}동 ${R.int(1, 25)}0${R.int(1, 4)}호`, ` ${R.int(2, 15)}층`])}`; break; }
    }
    const [nv, enc] = nativeDigits(loc, v, 0.15);
    return item('street_address', `${loc.id.slice(3).toLowerCase()}_address`, nv, enc ? { encoding: enc } : {});
  }

  function dob(loc) {
    const b = birthDate(); let v = fmtDate(loc, b); let enc; [v, enc] = nativeDigits(loc, v, 0.3);
    return item('date_of_birth', 'date_of_birth', v, { meta: b, ...(enc ? { encoding: enc } : {}) });
  }

  // ---------- secrets
  const b64 = (n) => R.bytes(n).toString('base64');
  const b64url = (buf) => buf.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const API = {
    aws_access_key_id: () => ['AKIA' + R.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16), ['AWS_ACCESS_KEY_ID', 'aws_access_key_id']],
    aws_secret_access_key: () => [R.str(ALNUM + '+/', 40), ['AWS_SECRET_ACCESS_KEY', 'aws_secret_access_key'], true],
    google_api_key: () => ['AIza' + R.str(ALNUM + '-_', 35), ['GOOGLE_API_KEY', 'MAPS_API_KEY', 'FIREBASE_API_KEY']],
    stripe_secret_key: () => [(R.chance(0.8) ? 'sk_live_' : 'rk_live_') + R.str(ALNUM, R.pick([24, 99])), ['STRIPE_SECRET_KEY', 'STRIPE_KEY']],
    openai_api_key: () => [R.chance(0.5) ? `sk-${R.str(ALNUM, 20)}T3BlbkFJ${R.str(ALNUM, 20)}` : `sk-proj-${R.str(ALNUM + '-_', 74)}T3BlbkFJ${R.str(ALNUM + '-_', 74)}`, ['OPENAI_API_KEY']],
    anthropic_api_key: () => [`sk-ant-api03-${R.str(ALNUM + '-_', 93)}AA`, ['ANTHROPIC_API_KEY']],
    github_pat: () => { const body = R.str(ALNUM, 30); return ['ghp_' + body + K.githubChecksum(body), ['GITHUB_TOKEN', 'GH_TOKEN']]; },
    github_fine_grained_pat: () => [`github_pat_${R.str(ALNUM, 22)}_${R.str(ALNUM, 59)}`, ['GITHUB_TOKEN', 'GH_PAT']],
    gitlab_pat: () => ['glpat-' + R.str(ALNUM + '-_', 20), ['GITLAB_TOKEN', 'CI_JOB_TOKEN_OVERRIDE']],
    sendgrid_api_key: () => [`SG.${R.str(ALNUM + '-_', 22)}.${R.str(ALNUM + '-_', 43)}`, ['SENDGRID_API_KEY']],
    twilio_api_key: () => ['SK' + R.str(HEX, 32), ['TWILIO_API_KEY']],
    mailgun_api_key: () => ['key-' + R.str(HEX, 32), ['MAILGUN_API_KEY']],
    npm_token: () => ['npm_' + R.str(ALNUM, 36), ['NPM_TOKEN']],
    pypi_token: () => ['pypi-AgEIcHlwaS5vcmc' + R.str(ALNUM + '-_', R.int(60, 90)), ['PYPI_TOKEN', 'TWINE_PASSWORD']],
    huggingface_token: () => ['hf_' + R.str(ALNUM.slice(0, 52), 34), ['HF_TOKEN', 'HUGGINGFACE_TOKEN']],
    digitalocean_pat: () => ['dop_v1_' + R.str(HEX, 64), ['DIGITALOCEAN_TOKEN']],
    shopify_access_token: () => ['shpat_' + R.str(HEX, 32), ['SHOPIFY_ACCESS_TOKEN']],
  };
  const jwtPart = (o) => b64url(Buffer.from(JSON.stringify(o)));
  const AUTH = {
    jwt: () => { const iat = R.int(1700000000, 1790000000); const h = jwtPart({ alg: R.pick(['HS256', 'RS256', 'ES256']), typ: 'JWT' }); const p = jwtPart({ sub: R.digits(R.int(5, 10)), iat, exp: iat + R.pick([900, 3600, 86400]), scope: R.pick(['read', 'read write', 'admin']) });
      return [`${h}.${p}.${b64url(R.bytes(R.pick([32, 64])))}`, ['ACCESS_TOKEN', 'AUTH_TOKEN', 'id_token']]; },
    slack_bot_token: () => [`xoxb-${R.digits(12, true)}-${R.digits(13, true)}-${R.str(ALNUM, 24)}`, ['SLACK_BOT_TOKEN']],
    slack_user_token: () => [`xoxp-${R.digits(12, true)}-${R.digits(12, true)}-${R.digits(13, true)}-${R.str(HEX, 32)}`, ['SLACK_USER_TOKEN']],
    github_oauth_token: () => { const body = R.str(ALNUM, 30); return [R.pick(['gho_', 'ghu_', 'ghs_']) + body + K.githubChecksum(body), ['GITHUB_TOKEN']]; },
    google_oauth_access_token: () => ['ya29.' + R.str(ALNUM + '-_', R.int(150, 200)), ['GOOGLE_ACCESS_TOKEN']],
    telegram_bot_token: () => [`${R.digits(10, true)}:AA${R.str(ALNUM + '-_', 33)}`, ['TELEGRAM_BOT_TOKEN', 'TG_TOKEN']],
    discord_bot_token: () => [`${b64url(Buffer.from(R.digits(18, true)))}.${R.str(ALNUM + '-_', 6)}.${R.str(ALNUM + '-_', 38)}`, ['DISCORD_TOKEN']],
    bearer_token: () => [R.str(ALNUM, R.pick([32, 40, 48])), ['API_TOKEN', 'BEARER_TOKEN'], true],
  };
  function apiKey() { const t = R.pick(Object.keys(API)); const [v, env, ctx] = API[t](); return item('api_key', t, v, { env, needsCue: !!ctx }); }
  function authToken() { const t = R.weighted([['jwt', 3], ['slack_bot_token', 1.5], ['slack_user_token', 1], ['github_oauth_token', 1], ['google_oauth_access_token', 1], ['telegram_bot_token', 1.2], ['discord_bot_token', 0.8], ['bearer_token', 1.2]]);
    const [v, env, ctx] = AUTH[t](); return item('auth_token', t, v, { env, needsCue: !!ctx }); }
  const wrap64 = (s) => s.replace(/(.{64})/g, '$1\n').replace(/\n$/, '');
  function privateKey(allowLong = true) {
    const t = R.weighted([['ed25519_pkcs8_pem', 3], ['ec_pem', 3], ['btc_wif', 2], ['age_secret_key', 1.5], ['eth_private_key_hex', 1.5], ['openssh_private_key', allowLong ? 1.5 : 0], ['rsa_pem', allowLong ? 1 : 0]]);
    switch (t) {
      case 'ed25519_pkcs8_pem': { const der = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), R.bytes(32)]); return item('private_key', t, `-----BEGIN PRIVATE KEY-----\n${der.toString('base64')}\n-----END PRIVATE KEY-----`); }
      case 'ec_pem': { const der = Buffer.concat([Buffer.from('30770201010420', 'hex'), R.bytes(32), Buffer.from('a00a06082a8648ce3d030107a14403420004', 'hex'), R.bytes(64)]); return item('private_key', t, `-----BEGIN EC PRIVATE KEY-----\n${wrap64(der.toString('base64'))}\n-----END EC PRIVATE KEY-----`); }
      case 'btc_wif': { const comp = R.chance(0.7); const p = Buffer.concat([Buffer.from([0x80]), R.bytes(32), comp ? Buffer.from([1]) : Buffer.alloc(0)]); return item('private_key', t, K.b58check(p), { env: ['WIF', 'BTC_PRIVKEY'] }); }
      case 'age_secret_key': return item('private_key', t, K.bech32Encode('age-secret-key-', K.convertBits([...R.bytes(32)], 8, 5)).toUpperCase(), { env: ['AGE_KEY'] });
      case 'eth_private_key_hex': return item('private_key', t, (R.chance(0.5) ? '0x' : '') + R.bytes(32).toString('hex'), { env: ['PRIVATE_KEY', 'DEPLOYER_PRIVATE_KEY', 'ETH_PRIVATE_KEY'], needsCue: true });
      case 'openssh_private_key': { const body = Buffer.concat([Buffer.from('openssh-key-v1\0'), Buffer.from('000000046e6f6e65000000046e6f6e6500000000000000010000003300000b7373682d6564323535313900000020', 'hex'), R.bytes(32), R.bytes(200)]);
        return item('private_key', t, `-----BEGIN OPENSSH PRIVATE KEY-----\n${body.toString('base64').replace(/(.{70})/g, '$1\n').replace(/\n$/, '')}\n-----END OPENSSH PRIVATE KEY-----`); }
      case 'rsa_pem': { const der = Buffer.concat([Buffer.from('3082025c02010002818100', 'hex'), R.bytes(490)]); return item('private_key', t, `-----BEGIN RSA PRIVATE KEY-----\n${wrap64(der.toString('base64'))}\n-----END RSA PRIVATE KEY-----`); }
    }
  }
  const WORDS = ['Sommer', 'sunshine', 'Kaffee', 'dragon', 'Bratwurst', 'pingwin', 'maçã', 'Tigre', 'limone', 'Fenix', 'kedi', 'zvezda', 'Berlin', 'Mariposa', 'koala', 'Paprika', 'velvet', 'Nordlys', 'orange', 'Kirsche'];
  function password() {
    const sym = '!@#$%&*?_-+=.';
    const t = R.weighted([['word_digits', 3], ['random', 3], ['passphrase', 1.5], ['leet', 1.5], ['pin_like', 0.4]]);
    let v;
    switch (t) {
      case 'word_digits': v = `${R.pick(WORDS)}${R.pick(['', R.pick(WORDS).toLowerCase()])}${R.int(1, 9999)}${R.str(sym, R.int(1, 2))}`; break;
      case 'random': v = R.str(ALNUM + sym, R.int(10, 20)); break;
      case 'passphrase': v = `${R.pick(WORDS).toLowerCase()}-${R.pick(['river', 'stone', 'lamp', 'cactus', 'violin', 'harbor', 'pixel', 'meadow'])}-${R.pick(['quiet', 'rapid', 'amber', 'frozen', 'lucky', 'silent'])}-${R.int(10, 99)}`; break;
      case 'leet': v = R.pick(WORDS).replace(/a/gi, '@').replace(/e/gi, '3').replace(/o/gi, '0').replace(/i/gi, '1') + R.int(10, 99) + R.str(sym, 1); break;
      case 'pin_like': v = R.str(LOWER, 2) + R.digits(6); break;
    }
    v = v.replace(/[.,;:]+$/, '') + (/[.,;:]$/.test(v) ? R.str(ALNUM, 2) : '');
    return item('password', `password_${t}`, v);
  }
  const USERS = ['app', 'svc_api', 'admin', 'root', 'deploy', 'etl_user', 'reporting', 'web'];
  const host = () => R.pick([`db-${R.pick(['prod', 'stg', 'main', 'eu1', 'replica'])}-${R.int(1, 9)}.${R.pick(SYL)}${R.pick(SYL)}.internal`, `${R.pick(SYL)}${R.pick(SYL)}-${R.str(LOWER + '0123456789', 6)}.${R.pick(['eu-west-1.rds.amazonaws.com', 'postgres.database.azure.com', 'c7.us-east-1.rds.amazonaws.com'])}`, `10.${R.int(0, 255)}.${R.int(0, 255)}.${R.int(1, 254)}`]);
  function connString() {
    const u = R.pick(USERS); const pw = R.str(ALNUM, R.int(12, 24)); const db = R.pick(['app', 'orders', 'analytics', 'crm', 'billing', 'prod']);
    const t = R.weighted([['postgres_uri', 3], ['mysql_uri', 2], ['mongodb_uri', 2.5], ['redis_uri', 1.5], ['amqp_uri', 1], ['mssql_ado', 1.5], ['azure_storage', 1.5], ['jdbc', 1]]);
    let v, env;
    switch (t) {
      case 'postgres_uri': v = `${R.pick(['postgres', 'postgresql'])}://${u}:${pw}@${host()}:5432/${db}${R.pick(['', '?sslmode=require'])}`; env = ['DATABASE_URL', 'POSTGRES_URL']; break;
      case 'mysql_uri': v = `${R.pick(['mysql', 'mysql+pymysql'])}://${u}:${pw}@${host()}:3306/${db}`; env = ['MYSQL_URL', 'SQLALCHEMY_DATABASE_URI']; break;
      case 'mongodb_uri': v = `mongodb+srv://${u}:${pw}@cluster0.${R.str(LOWER + '0123456789', 5)}.mongodb.net/${db}?retryWrites=true&w=majority`; env = ['MONGODB_URI', 'MONGO_URL']; break;
      case 'redis_uri': v = `${R.pick(['redis', 'rediss'])}://${R.pick(['', 'default'])}:${pw}@${host()}:6379/${R.int(0, 3)}`; env = ['REDIS_URL']; break;
      case 'amqp_uri': v = `amqps://${u}:${pw}@${R.pick(SYL)}-mq.${R.pick(SYL)}${R.pick(SYL)}.net:5671/${R.pick(['%2F', 'prod'])}`; env = ['AMQP_URL', 'RABBITMQ_URL']; break;
      case 'mssql_ado': v = `Server=tcp:${R.pick(SYL)}${R.pick(SYL)}-sql.database.windows.net,1433;Initial Catalog=${db};User ID=${u};Password=${pw};Encrypt=True;`; env = ['ConnectionStrings__Default', 'SQL_CONN']; break;
      case 'azure_storage': v = `DefaultEndpointsProtocol=https;AccountName=${R.pick(SYL)}${R.pick(SYL)}${R.str(LOWER, 4)};AccountKey=${b64(64)};EndpointSuffix=core.windows.net`; env = ['AZURE_STORAGE_CONNECTION_STRING']; break;
      case 'jdbc': v = `jdbc:postgresql://${host()}:5432/${db}?user=${u}&password=${pw}`; env = ['SPRING_DATASOURCE_URL', 'JDBC_URL']; break;
    }
    return item('connection_string', t, v, { env });
  }
  function webhook() {
    const t = R.weighted([['slack_webhook', 3], ['discord_webhook', 2.5], ['teams_webhook', 1.5], ['zapier_webhook', 1], ['google_chat_webhook', 1], ['make_webhook', 0.7], ['ifttt_webhook', 0.5]]);
    const uuid = () => { const h = R.str(HEX, 32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[R.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20)}`; };
    let v;
    switch (t) {
      case 'slack_webhook': v = `https://hooks.slack.com/services/T${R.str(UPPER + '0123456789', R.int(8, 10))}/B${R.str(UPPER + '0123456789', R.int(8, 10))}/${R.str(ALNUM, 24)}`; break;
      case 'discord_webhook': v = `https://${R.pick(['discord.com', 'discordapp.com'])}/api/webhooks/${R.digits(R.int(18, 19), true)}/${R.str(ALNUM + '-_', 68)}`; break;
      case 'teams_webhook': v = `https://${R.pick(SYL)}${R.pick(SYL)}.webhook.office.com/webhookb2/${uuid()}@${uuid()}/IncomingWebhook/${R.str(HEX, 32)}/${uuid()}`; break;
      case 'zapier_webhook': v = `https://hooks.zapier.com/hooks/catch/${R.digits(R.int(6, 8), true)}/${R.str(LOWER + '0123456789', 6)}/`; break;
      case 'google_chat_webhook': v = `https://chat.googleapis.com/v1/spaces/AAAA${R.str(ALNUM, 7)}/messages?key=AIzaSy${R.str(ALNUM + '-_', 33)}&token=${R.str(ALNUM + '-_', 43)}%3D`; break;
      case 'make_webhook': v = `https://hook.${R.pick(['eu1', 'eu2', 'us1'])}.make.com/${R.str(LOWER + '0123456789', 32)}`; break;
      case 'ifttt_webhook': v = `https://maker.ifttt.com/trigger/${R.pick(['door_open', 'backup_done', 'alert'])}/with/key/${R.str(ALNUM + '-_', 22)}`; break;
    }
    const env = { slack_webhook: ['SLACK_WEBHOOK_URL', 'SLACK_WEBHOOK'], discord_webhook: ['DISCORD_WEBHOOK', 'DISCORD_WEBHOOK_URL'], teams_webhook: ['TEAMS_WEBHOOK_URL'], zapier_webhook: ['ZAPIER_HOOK_URL'], google_chat_webhook: ['GCHAT_WEBHOOK'], make_webhook: ['MAKE_WEBHOOK_URL'], ifttt_webhook: ['IFTTT_URL'] }[t];
    return item('webhook_url', t, v, { env: [...env, 'WEBHOOK_URL', 'ALERT_WEBHOOK'] });
  }

  function gen(category, locId, opts = {}) {
    const loc = LOCALE[locId];
    switch (category) {
      case 'email': return email(loc, opts.name);
      case 'phone_number': return phone(loc);
      case 'credit_card': return card(loc);
      case 'iban': return iban(loc, opts.cc);
      case 'bank_account': return bankAccount(loc);
      case 'national_id': return nationalId(loc);
      case 'tax_id': return taxId(loc);
      case 'passport_number': return passport(loc);
      case 'ip_address': return ip();
      case 'crypto_wallet': return wallet();
      case 'date_of_birth': return dob(loc);
      case 'street_address': return address(loc);
      case 'person_name': { const nm = personName(loc); return item('person_name', 'full_name', nm.full, { meta: nm }); }
      case 'api_key': return apiKey();
      case 'auth_token': return authToken();
      case 'private_key': return privateKey(opts.allowLong !== false);
      case 'password': return password();
      case 'connection_string': return connString();
      case 'webhook_url': return webhook();
    }
    throw new Error('unknown category ' + category);
  }
  const supports = (category, locId) => {
    if (category === 'tax_id') return ['en-GB', 'en-US', 'en-IN', 'hi-IN', 'de-DE', 'fr-FR', 'es-MX', 'pt-BR', 'it-IT', 'pl-PL', 'ru-RU'].includes(locId);
    if (category === 'bank_account') return !['nl-NL', 'zh-CN'].includes(locId);
    return true;
  };
  return { gen, supports, personName, birthDate, fmtDate, phone: (l) => phone(LOCALE[l]), companyDomain: (l) => companyDomain(LOCALE[l]), nativeDigits };
}
