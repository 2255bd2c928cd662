// People and their field values, rendered in several presentations.
import { L, N } from './build.mjs';
import { NATIONAL_ID, passportNumber, mrzTd3, iban, groupIban, ibanCountries, abaRouting, card, groupCard, publicIPv4, publicIPv6, privateIPv4, wallet, randDob, fmtDate, UP, DIG } from './lib.mjs';
import { COUNTRY, LANG, makeAddress, setRng } from './locales.mjs';

const LATIN = { ja: ['sato.taro', 'm.takahashi', 'yumi.tanaka', 'kenichi_suzuki', 'watanabe.s'], zh: ['wang.fang', 'lijing88', 'zhang.wei', 'liu.xinyi', 'chen_hr'], ko: ['minjun.kim', 'seoyeon.lee', 'park.jihoon', 'choi_hana', 'jung.doyoon'], ru: ['a.ivanov', 'smirnova.olga', 'd.kuznetsov', 'm.popova', 'lebedev.ivan'], ar: ['m.alharbi', 'noura.q', 'khalid.almansoori', 'sara.alotaibi', 'y.alshammari'], hi: ['rahul.sharma', 'priya.verma', 'amit.gupta', 'neha.singh', 'vikas.yadav'] };
const DOMAINS = { _: ['gmail.com', 'outlook.com', 'proton.me', 'icloud.com', 'hotmail.com', 'yahoo.com'], de: ['web.de', 'gmx.de', 't-online.de', 'posteo.de'], fr: ['orange.fr', 'free.fr', 'laposte.net'], es: ['telefonica.net', 'yahoo.es'], it: ['libero.it', 'virgilio.it'], pt: ['sapo.pt', 'uol.com.br', 'bol.com.br'], nl: ['ziggo.nl', 'kpnmail.nl'], pl: ['wp.pl', 'onet.pl', 'interia.pl'], ru: ['mail.ru', 'yandex.ru'], tr: ['hotmail.com.tr', 'yandex.com.tr'], ja: ['yahoo.co.jp', 'docomo.ne.jp', 'nifty.com'], zh: ['qq.com', '163.com', 'sina.com'], ko: ['naver.com', 'daum.net', 'kakao.com'], ar: ['gmail.com', 'hotmail.com'], hi: ['rediffmail.com', 'gmail.com'], sv: ['telia.com', 'bredband.net'], fi: ['elisanet.fi', 'luukku.com'], cs: ['seznam.cz', 'email.cz'] };
const CORP = ['nordwind-logistik.de', 'helio-apps.net', 'bluecrest-insurance.co.uk', 'grupo-alba.es', 'studio-lumen.it', 'vanderhorst-bv.nl', 'kvarn-ab.se', 'acmecloud.io', 'orbita-tech.com.br', 'sakura-trading.co.jp'];
const fold = s => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/ł/g, 'l').replace(/ı/g, 'i').replace(/[^A-Za-z]/g, '').toLowerCase();

export function makePerson(r, lang, cc) {
  setRng(r);
  const Lg = LANG[lang];
  const female = r.chance(.5);
  let given = r.pick(female ? Lg.gf : Lg.gm), family = r.pick(Lg.fam);
  if (lang === 'ru' && female && /[вн]$/.test(family)) family += 'а';
  if (lang === 'pl' && !female) family = family.replace(/ska$/, 'ski');
  if (lang === 'cs' && female && !/á$/.test(family)) family = family + 'ová';
  const latinPair = Lg.romaji ? r.pick(Lg.romaji) : Lg.latin ? r.pick(Lg.latin) : null;
  const P = { lang, cc, female, given, family, latinPair };
  P.full = Lg.famFirst ? family + Lg.sep + given : lang === 'ru' && r.chance(.5) ? `${family} ${given} ${r.pick(Lg.patr)}${female ? '' : ''}` : `${given} ${family}`;
  if (lang === 'ru' && female) P.full = P.full.replace(/(вич)$/, 'вна');
  const local = LATIN[lang] ? r.pick(LATIN[lang]) : r.pick([`${fold(given)}.${fold(family)}`, `${fold(given)[0]}${fold(family)}`, `${fold(given)}${r.int(1, 99)}`, `${fold(family)}.${fold(given)[0]}`]);
  P.email = `${local}${r.chance(.2) ? r.int(1, 999) : ''}@${r.chance(.25) ? r.pick(CORP) : r.pick(r.chance(.6) && DOMAINS[lang] ? DOMAINS[lang] : DOMAINS._)}`;
  P.phone = COUNTRY[cc].phone(r);
  P.address = makeAddress(r, cc);
  P.dob = randDob(r);
  P.dobStr = fmtDate(P.dob, r.pick(Lg.dfmt));
  P.nid = NATIONAL_ID[cc](r, P.dob);
  P.pass = passportNumber(r, cc);
  return P;
}

// Name presentations: returns parts. Titles/honorifics stay outside the span.
export function nameParts(r, P, mode) {
  const Lg = LANG[P.lang];
  mode = mode || r.weighted([['full', 5], ['title', 2], ['initial', 1], ['upper_family_first', 1], ['latin', P.latinPair ? 2 : 0]]);
  switch (mode) {
    case 'title':
      if (Lg.suffix) return [L('person_name', 'full_name', P.full), r.pick(Lg.suffix)];
      { const T = Lg.titles || ['']; const t = T.length >= 2 && P.lang !== 'cs' && r.chance(.75) ? T[P.female ? 1 : 0] : T.length > 2 ? r.pick(T.slice(2)) : T[T.length - 1]; return [t + ' ', L('person_name', 'full_name', P.full)]; }
    case 'initial':
      if (Lg.famFirst || /[^\u0000-\u024f]/.test(P.full)) return [L('person_name', 'full_name', P.full)];
      return [L('person_name', 'initial_family', `${P.given[0]}. ${P.family}`)];
    case 'upper_family_first':
      if (/[^\u0000-\u024f]/.test(P.full)) return [L('person_name', 'full_name', P.full)];
      return [L('person_name', 'family_first', `${P.family.toUpperCase()}, ${P.given}`)];
    case 'latin': {
      const [a, b] = P.latinPair; // romaji pairs are [family, given]
      return [L('person_name', 'latin_transliteration', P.lang === 'ja' ? (r.chance(.5) ? `${b} ${a}` : `${a.toUpperCase()} ${b}`) : `${a} ${b}`)];
    }
    case 'given':
      return [L('person_name', 'given_only', P.given, { soft: true })];
    default: return [L('person_name', 'full_name', P.full)];
  }
}

// One field of a person as {key, label, parts}. Some fields return extra parts (routing codes etc.).
export function field(r, P, cat, ctx = {}) {
  const Lg = LANG[P.lang]; const f = Lg.f;
  switch (cat) {
    case 'person_name': return { key: 'name', label: f.name, parts: nameParts(r, P, ctx.nameMode) };
    case 'email': return { key: 'email', label: f.email, parts: [L('email', 'email', P.email)] };
    case 'phone': return { key: 'phone', label: f.phone, parts: [L('phone', 'phone_' + P.cc.toLowerCase(), P.phone)] };
    case 'address': { const a = ctx.oneLine ? P.address.replace(/\n/g, ', ') : P.address; return { key: 'address', label: f.address, parts: [L('address', 'postal_address', a)] }; }
    case 'date_of_birth': return { key: 'date_of_birth', label: f.dob, parts: [L('date_of_birth', 'dob', P.dobStr)] };
    case 'national_id': return { key: 'national_id', label: P.nid.name, parts: [L('national_id', P.nid.type, P.nid.v)] };
    case 'passport': return { key: 'passport_no', label: f.passport, parts: [L('passport', 'passport_' + P.cc.toLowerCase(), P.pass)] };
    case 'bank_account': { const parts = bankParts(r, P); return { key: 'bank_account', label: parts[0].type === 'iban' ? f.iban : f.acct, parts }; }
    case 'credit_card': { const c = card(r); const sep = r.pick([' ', ' ', '-', '']); const v = groupCard(c.num, sep) || c.num; return { key: 'card_number', label: f.card, parts: [L('credit_card', 'pan_' + c.brand, sep === '' ? c.num : v)], after: r.chance(.5) ? ` (exp ${String(r.int(1, 12)).padStart(2, '0')}/${r.int(27, 31)})` : '' }; }
    case 'ip_address': { const v = r.chance(.75) ? publicIPv4(r) : publicIPv6(r); return { key: 'ip', label: f.ip, parts: [L('ip_address', v.includes(':') ? 'ipv6' : 'ipv4', v)] }; }
    case 'crypto_wallet': { const w = wallet(r); return { key: 'wallet', label: f.wallet, parts: [L('crypto_wallet', w.type, w.v)] }; }
  }
  throw new Error('field ' + cat);
}

export function bankParts(r, P) {
  const cc = P.cc;
  if (ibanCountries().includes(cc) && r.chance(.85)) { const v = iban(r, cc); return [L('bank_account', 'iban', r.chance(.55) ? groupIban(v) : v)]; }
  switch (cc) {
    case 'US': return [L('bank_account', 'us_account', r.digits(r.int(9, 12))), ' / routing ', L('bank_account', 'aba_routing', abaRouting(r), { soft: true })];
    case 'GB': case 'IE': return ['sort code ', L('bank_account', 'gb_sort_code', `${r.int(10, 99)}-${r.digits(2)}-${r.digits(2)}`, { soft: true }), ', account ', L('bank_account', 'gb_account', r.digits(8))];
    case 'IN': return [L('bank_account', 'in_account', r.digits(r.int(11, 16))), ', IFSC ', L('bank_account', 'in_ifsc', r.pick(['SBIN', 'HDFC', 'ICIC', 'UTIB', 'KKBK']) + '0' + r.digits(6), { soft: true })];
    case 'AU': return ['BSB ', L('bank_account', 'au_bsb', `${r.digits(3)}-${r.digits(3)}`, { soft: true }), ' acc ', L('bank_account', 'au_account', r.digits(r.int(6, 9)))];
    case 'CA': return ['transit ', L('bank_account', 'ca_transit', `${r.digits(5)}-${r.pick(['001', '002', '003', '004', '006', '010'])}`, { soft: true }), ' account ', L('bank_account', 'ca_account', r.digits(7))];
    case 'JP': return [r.pick(['三菱UFJ銀行', 'みずほ銀行', '三井住友銀行']) + ' ' + r.int(100, 999) + '支店 普通 ', L('bank_account', 'jp_account', r.digits(7))];
    case 'CN': return [r.pick(['中国工商银行', '招商银行', '中国建设银行']) + ' ', L('bank_account', 'cn_account', '62' + r.digits(r.pick([14, 17])))];
    case 'KR': return [r.pick(['국민은행', '신한은행', '우리은행']) + ' ', L('bank_account', 'kr_account', `${r.digits(3)}-${r.digits(2)}-${r.digits(6)}`)];
    case 'RU': return [L('bank_account', 'ru_account', '40817810' + r.digits(12)), ', БИК ', L('bank_account', 'ru_bik', '04' + r.digits(7), { soft: true })];
    case 'BR': return ['ag. ', L('bank_account', 'br_agencia', r.digits(4), { soft: true }), ' c/c ', L('bank_account', 'br_conta', `${r.digits(r.int(5, 8))}-${r.int(0, 9)}`)];
    default: { const v = iban(r, ibanCountries().includes(cc) ? cc : 'DE'); return [L('bank_account', 'iban', groupIban(v))]; }
  }
}

export function mrzParts(r, P) {
  const [fam, giv] = P.latinPair ? (P.lang === 'ja' ? P.latinPair : [P.latinPair[1], P.latinPair[0]]) : [P.family, P.given];
  const m = mrzTd3(r, P.cc, fam, giv, P.dob, P.female ? 'F' : 'M');
  P.pass = m.num;
  return [L('passport', 'mrz_td3', m.l1 + '\n' + m.l2)];
}

// Spoken renderings for transcripts (value is the spoken span).
export function spokenDigits(r, lang, str) {
  const W = LANG[lang].digits;
  const groups = str.trim().split(/[\s\-./]+/).filter(Boolean);
  return groups.map(g => [...g.replace(/[^0-9A-Za-z+]/g, '')].map(ch => ch === '+' ? 'plus' : /\d/.test(ch) ? (W ? W[+ch] : ch) : ch.toUpperCase()).join(' ')).join(', ');
}
export function spokenEmail(lang, email) {
  const Lg = LANG[lang]; const [loc, dom] = email.split('@');
  const sp = s => s.replace(/\./g, ` ${Lg.dot} `).replace(/_/g, ' underscore ').replace(/(\d+)/g, ' $1 ').replace(/\s+/g, ' ').trim();
  return `${sp(loc)} ${Lg.at} ${sp(dom)}`;
}
export { UP, DIG };
