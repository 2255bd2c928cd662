import { NAMES } from './names.mjs';
import { LOCALES, makeIban, fmtIban } from './locales.mjs';
import * as C from './checks.mjs';
const p2 = (n) => String(n).padStart(2, '0');

export function latin(s) {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/[øØ]/g, 'o').replace(/[æÆ]/g, 'ae').replace(/[łŁ]/g, 'l').replace(/[đĐ]/g, 'd').replace(/ı/g, 'i').replace(/'/g, '');
}
const split = (e) => { const [n, l] = e.split('|'); return [n, l || latin(n).toUpperCase()]; };

export function makePerson(r, L, opts = {}) {
  let pool = NAMES[L.lang] || NAMES.en;
  if (L.names === 'en_in') pool = { f: NAMES.hi.f.map((x) => x.split('|')[1]).map(cap), l: NAMES.hi.l.map((x) => x.split('|')[1]).map(cap) };
  if (L.names === 'zhsg') pool = { f: ['Wei Ming', 'Jia Hui', 'Kai Xiang', 'Li Ting', 'Siew Ling', 'Rajesh', 'Nur Aisyah'], l: ['Tan', 'Lim', 'Lee', 'Ng', 'Ong', 'Wong', 'Goh', 'Chua'] };
  const [first, firstLatin] = split(r.pick(pool.f));
  let [last, lastLatin] = split(r.pick(pool.l));
  const sex = r.chance(0.5) ? 'f' : 'm';
  const y = opts.minor ? r.int(2007, 2010) : r.int(1952, 2005), m = r.int(1, 12), d = r.int(1, 28);
  const lf = L.order === 'lf' || ['ja', 'ko', 'zh', 'vi', 'hu'].includes(L.lang) && L.names !== 'zhsg';
  const sep = ['zh', 'ko'].includes(L.lang) && L.names !== 'zhsg' ? '' : ' ';
  const full = lf ? last + sep + first : first + ' ' + last;
  return { first, last, firstLatin: cap(firstLatin), lastLatin: cap(lastLatin), sex, dob: { y, m, d }, full, L, lf };
}
function cap(s) { return s.split(' ').map((w) => (w.length > 1 && /^[A-Z]+$/.test(w) ? w[0] + w.slice(1).toLowerCase() : w)).join(' '); }

export function fmtDate(L, dt, r) {
  const { y, m, d } = dt;
  switch (L.date) {
    case 'MDY/': return `${p2(m)}/${p2(d)}/${y}`;
    case 'DMY/': return `${p2(d)}/${p2(m)}/${y}`;
    case 'DMY.': return `${p2(d)}.${p2(m)}.${y}`;
    case 'DMY. ': return `${d}. ${m}. ${y}`;
    case 'DMY-': return `${p2(d)}-${p2(m)}-${y}`;
    case 'YMD-': return `${y}-${p2(m)}-${p2(d)}`;
    case 'YMD/': return `${y}/${p2(m)}/${p2(d)}`;
    case 'YMD.': return `${y}. ${p2(m)}. ${p2(d)}.`;
    case 'JP': return r && r.chance(0.4) ? `${y}/${p2(m)}/${p2(d)}` : `${y}年${m}月${d}日`;
    case 'KR': return `${y}. ${m}. ${d}.`;
    case 'CN': return r && r.chance(0.4) ? `${y}-${p2(m)}-${p2(d)}` : `${y}年${m}月${d}日`;
    default: return `${y}-${p2(m)}-${p2(d)}`;
  }
}
export function someDate(r, y0 = 2023, y1 = 2026) { return { y: r.int(y0, y1), m: r.int(1, 12), d: r.int(1, 28) }; }
export function isoDate(dt) { return `${dt.y}-${p2(dt.m)}-${p2(dt.d)}`; }

export function phone(r, L) { return r.pat(r.pick(L.phones)); }
const MAILDOM = { US: ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com'], GB: ['btinternet.com', 'gmail.com', 'outlook.com'], DE: ['web.de', 'gmx.de', 't-online.de', 'gmail.com'], AT: ['gmx.at', 'aon.at'], CH: ['bluewin.ch', 'gmx.ch'], FR: ['orange.fr', 'free.fr', 'laposte.net', 'gmail.com'], IT: ['libero.it', 'virgilio.it', 'gmail.com'], ES: ['gmail.com', 'hotmail.es', 'telefonica.net'], PT: ['sapo.pt', 'gmail.com'], BR: ['uol.com.br', 'gmail.com', 'bol.com.br'], NL: ['ziggo.nl', 'kpnmail.nl', 'gmail.com'], BE: ['telenet.be', 'skynet.be'], SE: ['telia.com', 'gmail.com', 'hotmail.se'], DK: ['mail.dk', 'gmail.com'], NO: ['online.no', 'gmail.com'], FI: ['elisanet.fi', 'gmail.com'], PL: ['wp.pl', 'onet.pl', 'o2.pl'], CZ: ['seznam.cz', 'email.cz', 'centrum.cz'], SK: ['azet.sk', 'centrum.sk'], HU: ['freemail.hu', 'citromail.hu'], HR: ['net.hr', 't-com.hr'], RO: ['yahoo.ro', 'gmail.com'], BG: ['abv.bg', 'mail.bg'], RU: ['yandex.ru', 'mail.ru'], UA: ['ukr.net', 'i.ua'], GR: ['otenet.gr', 'yahoo.gr'], TR: ['hotmail.com.tr', 'gmail.com'], IL: ['walla.co.il', 'gmail.com'], AE: ['emirates.net.ae', 'gmail.com'], SA: ['gmail.com', 'hotmail.com'], EG: ['yahoo.com', 'gmail.com'], IN: ['rediffmail.com', 'gmail.com'], JP: ['docomo.ne.jp', 'yahoo.co.jp', 'gmail.com'], KR: ['naver.com', 'daum.net'], CN: ['qq.com', '163.com', '126.com'], TW: ['yahoo.com.tw', 'gmail.com'], VN: ['gmail.com', 'yahoo.com.vn'], TH: ['hotmail.co.th', 'gmail.com'], ID: ['yahoo.co.id', 'gmail.com'], MY: ['yahoo.com.my', 'gmail.com'], SG: ['singnet.com.sg', 'gmail.com'], ZA: ['mweb.co.za', 'gmail.com'], CA: ['rogers.com', 'videotron.ca', 'gmail.com'], AU: ['bigpond.com', 'gmail.com'], IE: ['eircom.net', 'gmail.com'], MX: ['prodigy.net.mx', 'hotmail.com'], AR: ['fibertel.com.ar', 'gmail.com'], CL: ['vtr.net', 'gmail.com'] };
export function email(r, p, workDomain) {
  const f = latin(p.firstLatin).toLowerCase().replace(/[^a-z]/g, ''), l = latin(p.lastLatin).toLowerCase().replace(/[^a-z]/g, '');
  const local = r.pick([`${f}.${l}`, `${f[0]}${l}`, `${f}${l}${r.int(1, 99)}`, `${l}.${f}`, `${f}_${l}`, `${f}${p.dob.y % 100}`]);
  if (workDomain) return `${r.pick([`${f}.${l}`, `${f[0]}.${l}`, `${l}`])}@${workDomain}`;
  return `${local}@${r.pick(MAILDOM[p.L.cc] || MAILDOM.US)}`;
}
export function address(r, L) {
  const [city, pcp] = r.pick(L.cities);
  const pc = r.pat(pcp);
  const n = r.int(1, 180);
  return L.addr(r.pick(L.streets), n, pc, city, r);
}
export function iban(r, L) { const raw = makeIban(r, L) || makeIban(r, LOCALES[r.pick(['de-DE', 'fr-FR', 'nl-NL', 'es-ES'])]); return fmtIban(r, raw); }
export function bankAccount(r, L) {
  if (L.acct) return L.acct(r);
  // countries whose local form is derived from IBAN
  const ib = makeIban(r, L);
  if (L.cc === 'PL') { const s = ib.slice(2); return { type: 'pl_nrb', value: s.replace(/^(\d\d)(\d{4})(\d{4})(\d{4})(\d{4})(\d{4})(\d{4})$/, '$1 $2 $3 $4 $5 $6 $7') }; }
  if (L.cc === 'DE') return { type: 'de_kontonummer', value: `Kto. ${ib.slice(12)} BLZ ${ib.slice(4, 12)}` };
  if (L.cc === 'NL') return { type: 'nl_rekening', value: ib.slice(8) };
  if (L.cc === 'IE' || L.cc === 'GB') return { type: 'sort_code_account', value: `${ib.slice(8, 10)}-${ib.slice(10, 12)}-${ib.slice(12, 14)} ${ib.slice(14)}` };
  if (L.cc === 'CH') return { type: 'ch_konto', value: `${r.digits(2)}-${r.digits(6)}-${r.digits(1)}` };
  if (L.cc === 'SK') return { type: 'sk_cislo_uctu', value: `${ib.slice(14)}/${ib.slice(4, 8)}` };
  return { type: 'local_account', value: ib.slice(4).replace(/^0+/, '').slice(-12) };
}
export function passportNo(r, L) {
  if (L.passAlpha) { return r.chars(9, L.passAlpha); }
  return r.pat(L.pass || 'A#######');
}
// ---- cards ----
const BRANDS = [['visa', ['4'], 16], ['mastercard', ['51', '52', '53', '54', '55', '2221', '2720'], 16], ['amex', ['34', '37'], 15], ['discover', ['6011', '65'], 16], ['jcb', ['3528', '3589'], 16], ['unionpay', ['62'], 16], ['diners', ['36'], 14], ['maestro', ['6759', '5018'], 16]];
export function card(r, L) {
  let b = r.weighted([[BRANDS[0], 5], [BRANDS[1], 4], [BRANDS[2], 1.2], [BRANDS[3], 0.4], [BRANDS[4], L && L.cc === 'JP' ? 4 : 0.3], [BRANDS[5], L && L.cc === 'CN' ? 5 : 0.3], [BRANDS[6], 0.2], [BRANDS[7], 0.3]]);
  const pre = r.pick(b[1]); const body = pre + r.digits(b[2] - pre.length - 1); const num = body + C.luhnDigit(body);
  let shown = num;
  const style = r.int(0, 3);
  if (b[0] === 'amex') shown = style ? `${num.slice(0, 4)} ${num.slice(4, 10)} ${num.slice(10)}` : num;
  else if (b[0] === 'diners') shown = `${num.slice(0, 4)} ${num.slice(4, 10)} ${num.slice(10)}`;
  else if (style === 1) shown = num.replace(/(\d{4})(?=\d)/g, '$1 ');
  else if (style === 2) shown = num.replace(/(\d{4})(?=\d)/g, '$1-');
  return { type: b[0], value: shown, raw: num };
}
export function expiry(r) { return `${String(r.int(1, 12)).padStart(2, '0')}/${r.int(26, 31)}`; }
// ---- crypto ----
export function wallet(r) {
  const k = r.weighted([['btc_p2pkh', 2], ['btc_p2sh', 1], ['btc_bech32', 3], ['btc_taproot', 1], ['eth_address', 5], ['ltc_address', 1], ['tron_address', 2], ['doge_address', 0.5]]);
  switch (k) {
    case 'btc_p2pkh': return { type: k, value: C.b58check(Buffer.concat([Buffer.from([0]), r.bytes(20)])) };
    case 'btc_p2sh': return { type: k, value: C.b58check(Buffer.concat([Buffer.from([5]), r.bytes(20)])) };
    case 'ltc_address': return { type: k, value: C.b58check(Buffer.concat([Buffer.from([0x30]), r.bytes(20)])) };
    case 'tron_address': return { type: k, value: C.b58check(Buffer.concat([Buffer.from([0x41]), r.bytes(20)])) };
    case 'doge_address': return { type: k, value: C.b58check(Buffer.concat([Buffer.from([0x1e]), r.bytes(20)])) };
    case 'btc_bech32': return { type: k, value: C.bech32Encode('bc', [0, ...C.to5bit(r.bytes(20))], 1) };
    case 'btc_taproot': return { type: k, value: C.bech32Encode('bc', [1, ...C.to5bit(r.bytes(32))], 0x2bc830a3) };
    default: { const h = r.hex(40); return { type: k, value: '0x' + (r.chance(0.5) ? h : h.replace(/[a-f]/g, (c) => (r.chance(0.5) ? c.toUpperCase() : c))) }; }
  }
}
export function ipv4(r) { const a = r.pick([31, 37, 46, 62, 78, 81, 85, 88, 91, 93, 109, 145, 176, 185, 188, 193, 203, 212, 217]); return `${a}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`; }
export function ipv6(r) { return `2a0${r.int(0, 9)}:${r.hex(4)}:${r.hex(4)}:${r.hex(2)}::${r.hex(3)}`.replace(/:0+(?=[0-9a-f])/g, ':'); }
export function ip(r) { return r.chance(0.85) ? { type: 'ipv4', value: ipv4(r) } : { type: 'ipv6', value: ipv6(r) }; }
export function privIp(r) { return r.pick([`10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, `192.168.${r.int(0, 20)}.${r.int(1, 254)}`, `172.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(1, 254)}`]); }
export function username(r, p) { const f = latin(p.firstLatin).toLowerCase().replace(/[^a-z]/g, ''), l = latin(p.lastLatin).toLowerCase().replace(/[^a-z]/g, ''); return r.pick([`${f[0]}${l}`, `${f}.${l}`, `${l}${r.int(1, 99)}`]); }
