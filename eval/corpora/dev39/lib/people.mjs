// People, contact details, dates and calendars for a locale.
import { fill } from './prng.mjs';
import { lab, neg } from './doc.mjs';
import { makeAddress } from './locales.mjs';
import { NID, TAX, passportNo, mrz } from './ids.mjs';
import { iban, localBank, bic } from './finance.mjs';
const DIG = { arab: '٠١٢٣٤٥٦٧٨٩', persian: '۰۱۲۳۴۵۶۷۸۹', beng: '০১২৩৪৫৬৭৮৯', deva: '०१२३४५६७८९', thai: '๐๑๒๓๔๕๖๗๘๙' };
export const toNative = (s, sys) => sys && DIG[sys] ? s.replace(/[0-9]/g, c => DIG[sys][+c]) : s;
const split = x => { const [n, l] = x.split('|'); return { n, l: l || n }; };
export function ascii(s) { return s.replace(/ß/g, 'ss').replace(/[øØ]/g, 'o').replace(/[æÆ]/g, 'ae').replace(/[łŁ]/g, 'l').replace(/[đĐ]/g, 'd').replace(/[þÞ]/g, 'th').replace(/[ðÐ]/g, 'd').replace(/ı/g, 'i').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9 '-]/g, ''); }
const slug = s => ascii(s).toLowerCase().replace(/[^a-z]/g, '');
export function makePerson(r, loc, opt = {}) {
  const sex = opt.sex || (r.chance(0.5) ? 'm' : 'f');
  const gi = r.int(0, (sex === 'm' ? loc.gm : loc.gf).length - 1);
  const g = split((sex === 'm' ? loc.gm : loc.gf)[gi]);
  const fi = r.int(0, loc.fm.length - 1);
  const f = split((sex === 'm' ? loc.fm : loc.ff)[fi] || loc.fm[fi]);
  let f2 = null; if (loc.two && r.chance(0.7)) f2 = split(r.pick(loc.fm));
  const sep = loc.sep != null ? loc.sep : ' ';
  let full, fullL;
  if (loc.malay) { full = `${g.n} ${sex === 'm' ? 'bin' : 'binti'} ${f.n}`; fullL = full; }
  else if (loc.order === 'fg') { full = f.n + (loc.id === 'ja-JP' ? r.pick([' ', '', '\u3000']) : sep) + g.n; fullL = `${g.l} ${f.l}`; }
  else { full = `${g.n} ${f.n}${f2 ? ' ' + f2.n : ''}`; fullL = `${g.l} ${f.l}${f2 ? ' ' + f2.l : ''}`; }
  const age = opt.age || [19, 78];
  const y = opt.year || (2025 - r.int(age[0], age[1]));
  const dob = { y, m: r.int(1, 12), d: r.int(1, 28) };
  const p = { loc, sex, given: g.n, family: f.n + (f2 ? ' ' + f2.n : ''), givenL: g.l, familyL: f.l + (f2 ? ' ' + f2.l : ''), full, fullL, dob };
  p.idp = { dob, sex, given: ascii(g.l), family: ascii(f.l) || 'X' };
  p.emailAddr = emailFor(r, p, opt.domain);
  return p;
}
export function emailFor(r, p, domain) {
  const g = slug(p.givenL.split(' ')[0]) || 'user', f = slug(p.familyL.split(' ')[0]) || 'mail';
  const dom = domain || r.pick(p.loc.mail.split(','));
  const local = r.pick([`${g}.${f}`, `${g[0]}.${f}`, `${g}${f}${r.int(1, 99)}`, `${f}.${g}`, `${g}_${f}`, `${g}${r.int(70, 99)}`, `${g[0]}${f}`]);
  return `${local}@${dom}`;
}
export function phone(r, loc, { intl = null } = {}) {
  let pats = loc.phones; if (intl === true) pats = pats.filter(x => x.startsWith('+')) ; if (intl === false) pats = pats.filter(x => !x.startsWith('+'));
  if (!pats.length) pats = loc.phones;
  let s = fill(r, r.pick(pats));
  if (loc.digits && r.chance((loc.nd || 0) * 0.6)) s = toNative(s, loc.digits);
  return s;
}
export function address(r, loc, sep = '\n') { const a = makeAddress(r, loc); let s = a.lines.join(sep); if (loc.digits && r.chance((loc.nd || 0) * 0.5)) s = toNative(s, loc.digits); return s; }
// ---- dates ----
const p2 = n => String(n).padStart(2, '0');
const MONTHS = { en: 'January February March April May June July August September October November December', de: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember', fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre', es: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre', it: 'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre', pt: 'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro', nl: 'januari februari maart april mei juni juli augustus september oktober november december', th: 'มกราคม กุมภาพันธ์ มีนาคม เมษายน พฤษภาคม มิถุนายน กรกฎาคม สิงหาคม กันยายน ตุลาคม พฤศจิกายน ธันวาคม', ru: 'января февраля марта апреля мая июня июля августа сентября октября ноября декабря', tr: 'Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık', pl: 'stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia', sv: 'januari februari mars april maj juni juli augusti september oktober november december', id: 'Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember', vi: 'tháng 1,tháng 2,tháng 3,tháng 4,tháng 5,tháng 6,tháng 7,tháng 8,tháng 9,tháng 10,tháng 11,tháng 12' };
export function jalali(gy, gm, gd) {
  const g_d_m = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
  const gy2 = gm > 2 ? gy + 1 : gy;
  let days = 355666 + 365 * gy + Math.floor((gy2 + 3) / 4) - Math.floor((gy2 + 99) / 100) + Math.floor((gy2 + 399) / 400) + gd + g_d_m[gm - 1];
  let jy = -1595 + 33 * Math.floor(days / 12053); days %= 12053; jy += 4 * Math.floor(days / 1461); days %= 1461;
  if (days > 365) { jy += Math.floor((days - 1) / 365); days = (days - 1) % 365; }
  const jm = days < 186 ? 1 + Math.floor(days / 31) : 7 + Math.floor((days - 186) / 30);
  const jd = 1 + (days < 186 ? days % 31 : (days - 186) % 30);
  return [jy, jm, jd];
}
function jpEra(dt) { const v = dt.y * 10000 + dt.m * 100 + dt.d; if (v >= 20190501) return ['令和', dt.y - 2018]; if (v >= 19890108) return ['平成', dt.y - 1988]; if (v >= 19261225) return ['昭和', dt.y - 1925]; return ['大正', dt.y - 1911]; }
export function fmtDate(r, loc, dt, style = null) {
  const st = style || r.weighted([['local', 6], ['iso', 1.5], ['long', 1.5], ['cal', loc.cal ? 5 : 0]]);
  const { y, m, d } = dt;
  if (st === 'iso') return `${y}-${p2(m)}-${p2(d)}`;
  if (st === 'cal' && loc.cal) {
    if (loc.cal === 'be') return r.chance(0.5) ? `${d} ${MONTHS.th.split(' ')[m - 1]} ${y + 543}` : toNative(`${p2(d)}/${p2(m)}/${y + 543}`, r.chance(0.3) ? 'thai' : null);
    if (loc.cal === 'sh') { const [jy, jm, jd] = jalali(y, m, d); return toNative(`${jy}/${p2(jm)}/${p2(jd)}`, r.chance(0.8) ? 'persian' : null); }
    if (loc.cal === 'jp') { const [e, ey] = jpEra(dt); return `${e}${ey === 1 ? '元' : ey}年${m}月${d}日`; }
    if (loc.cal === 'roc') return r.chance(0.6) ? `民國${y - 1911}年${m}月${d}日` : `${y - 1911}/${p2(m)}/${p2(d)}`;
  }
  const lang = loc.lang;
  if (st === 'long' && MONTHS[lang]) {
    const mn = MONTHS[lang].includes(',') ? MONTHS[lang].split(',')[m - 1] : MONTHS[lang].split(' ')[m - 1];
    if (lang === 'en') return loc.id === 'en-US' ? `${mn} ${d}, ${y}` : `${d} ${mn} ${y}`;
    if (lang === 'de') return `${d}. ${mn} ${y}`;
    if (lang === 'es' || lang === 'pt') return `${d} de ${mn} de ${y}`;
    if (lang === 'vi') return `ngày ${d} ${mn} năm ${y}`;
    if (lang === 'ru' || lang === 'pl') return `${d} ${mn} ${y}${lang === 'ru' ? ' г.' : ' r.'}`;
    return `${d} ${mn} ${y}`;
  }
  let s;
  switch (loc.dfmt) {
    case 'mdy/': s = `${p2(m)}/${p2(d)}/${y}`; break;
    case 'dmy.': s = `${p2(d)}.${p2(m)}.${y}`; break;
    case 'dmy. ': s = `${d}. ${m}. ${y}`; break;
    case 'dmy-': s = `${p2(d)}-${p2(m)}-${y}`; break;
    case 'ymd-': s = `${y}-${p2(m)}-${p2(d)}`; break;
    case 'ymd/': s = `${y}/${p2(m)}/${p2(d)}`; break;
    case 'ymd.': s = `${y}. ${p2(m)}. ${p2(d)}.`; break;
    case 'ymdcjk': s = loc.lang === 'ko' ? `${y}년 ${m}월 ${d}일` : `${y}年${m}月${d}日`; break;
    default: s = `${p2(d)}/${p2(m)}/${y}`;
  }
  if (loc.digits && r.chance((loc.nd || 0) * 0.6)) s = toNative(s, loc.digits);
  return s;
}
export function randDate(r, y0 = 2023, y1 = 2026) { return { y: r.int(y0, y1), m: r.int(1, 12), d: r.int(1, 28) }; }
// ---- labelled segment helpers bound to a person ----
export function P(r, loc, opt) {
  const p = makePerson(r, loc, opt);
  const o = {
    p, loc,
    name: () => lab('person_name', 'person_name', p.full),
    nameL: () => lab('person_name', 'person_name', p.fullL),
    dob: (style) => lab('date_of_birth', 'date_of_birth', fmtDate(r, loc, p.dob, style)),
    email: () => lab('email', 'email', p.emailAddr),
    phone: (o2) => { const s = phone(r, loc, o2); return lab('phone_number', 'phone_' + loc.cc.toLowerCase(), s); },
    addr: (sep = '\n') => lab('street_address', 'street_address', address(r, loc, sep)),
    nid: () => { const t = r.pick(loc.nid); return lab(NID[t] ? 'national_id' : 'tax_id', t, NID[t] ? NID[t](r, p.idp) : TAX[t](r, p.idp)); },
    tax: () => { const t = r.pick(loc.tax); const isTax = !!TAX[t] && !NID[t]; return lab(isTax ? 'tax_id' : 'national_id', t, (TAX[t] || NID[t])(r, p.idp)); },
    passport: () => { const cc3 = loc.cc3; const num = passportNo(r, cc3); return { num, seg: lab('passport_number', 'passport_' + (cc3 === 'D' ? 'deu' : cc3.toLowerCase()), num) }; },
    mrz: () => { const num = passportNo(r, loc.cc3); const exp = { y: r.int(2026, 2034), m: r.int(1, 12), d: r.int(1, 28) }; const m = mrz(r, { cc3: loc.cc3, number: num, surname: p.idp.family, given: p.idp.given, dob: p.dob, sex: p.sex, exp }); return { num, exp, m, segs: ['P<' + m.line1.slice(2, 5), lab('person_name', 'mrz_name', m.line1.slice(m.nameStart, m.nameEnd)), m.line1.slice(m.nameEnd), '\n', lab('passport_number', 'passport_mrz_td3', m.line2)] }; },
    bank: (opt2 = {}) => bankSegs(r, loc, opt2),
  };
  return o;
}
// returns list of [fieldKey, seg] pairs for the person's bank details
export function bankSegs(r, loc, { combined = null } = {}) {
  if (loc.bank === 'iban') {
    const ib = iban(r, loc.cc); const printed = r.chance(0.65);
    const out = [['iban', lab('iban', 'iban_' + loc.cc.toLowerCase(), printed ? ib.printed : ib.electronic)]];
    if (r.chance(0.5)) out.push(['BIC', neg('swift_bic', bic(r, loc.cc))]);
    return out;
  }
  const lb = localBank(r, loc.bank);
  const useComb = lb.combined && (combined === true || !lb.parts || (combined !== false && r.chance(0.5)));
  const out = [];
  if (lb.bankName) out.push(['bank', lb.bankName]);
  if (useComb) out.push(['account', lab('bank_account', lb.combined.type, lb.combined.value)]);
  else for (const pt of lb.parts) out.push([pt.k, lab('bank_account', pt.type, pt.value, pt.soft ? { soft: true } : {})]);
  if (lb.bik) out.push(['БИК', neg('bank_code', lb.bik)]);
  return out;
}
