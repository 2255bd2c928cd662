// Document builder: appends text and records exact label / negative spans.
import * as I from './ids.mjs';
import * as S from './secrets.mjs';
import * as K from './countries.mjs';
import * as NG from './negatives.mjs';
import { PH, fill } from './phrases.mjs';

export const CATEGORIES = ['person_name', 'email', 'phone', 'address', 'date_of_birth', 'national_id', 'passport', 'bank_account', 'credit_card', 'ip_address', 'crypto_wallet', 'password', 'api_key', 'access_token', 'private_key', 'connection_string'];
const jsonEsc = (s) => JSON.stringify(s).slice(1, -1);
const EMAIL_DOM = {
  US: 'gmail.com|yahoo.com|outlook.com|icloud.com|aol.com', GB: 'btinternet.com|hotmail.co.uk|gmail.com|sky.com', IE: 'eircom.net|gmail.com', IN: 'rediffmail.com|gmail.com|yahoo.co.in', AU: 'bigpond.com|gmail.com|outlook.com.au', CA: 'rogers.com|videotron.ca|gmail.com', ZA: 'webmail.co.za|gmail.com', SE: 'telia.com|gmail.com', DK: 'live.dk|gmail.com', FI: 'luukku.com|gmail.com', NO: 'online.no|gmail.com',
  DE: 'web.de|gmx.de|t-online.de|posteo.de|gmail.com', AT: 'gmx.at|aon.at|chello.at', CH: 'bluewin.ch|gmx.ch|hispeed.ch', FR: 'orange.fr|free.fr|laposte.net|sfr.fr|gmail.com', BE: 'skynet.be|telenet.be|proximus.be',
  ES: 'hotmail.es|yahoo.es|telefonica.net|gmail.com', MX: 'hotmail.com|prodigy.net.mx|gmail.com', CL: 'gmail.com|vtr.net', AR: 'fibertel.com.ar|gmail.com|hotmail.com.ar', IT: 'libero.it|virgilio.it|tiscali.it|gmail.com', PT: 'sapo.pt|gmail.com|hotmail.com', BR: 'uol.com.br|bol.com.br|terra.com.br|gmail.com',
  NL: 'ziggo.nl|kpnmail.nl|hotmail.nl|gmail.com', PL: 'wp.pl|onet.pl|interia.pl|o2.pl|gmail.com', RU: 'mail.ru|yandex.ru|rambler.ru|bk.ru', TR: 'hotmail.com|yandex.com.tr|gmail.com', JP: 'docomo.ne.jp|ezweb.ne.jp|yahoo.co.jp|i.softbank.jp|gmail.com', CN: 'qq.com|163.com|126.com|sina.com', KR: 'naver.com|daum.net|hanmail.net|kakao.com', ID: 'yahoo.co.id|gmail.com|ymail.com', SA: 'gmail.com|hotmail.com|outlook.sa', AE: 'gmail.com|eim.ae|hotmail.com', EG: 'gmail.com|yahoo.com|hotmail.com',
};
const deacc = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/ł/g, 'l').replace(/ı/g, 'i').replace(/ø/g, 'o').replace(/æ/g, 'ae').replace(/[’']/g, '').toLowerCase().replace(/[^a-z]+/g, '');
const CARD_BRANDS = { JP: ['jcb', 'visa', 'mastercard'], CN: ['unionpay', 'unionpay', 'visa'], RU: ['mir', 'mir', 'visa'], TR: ['troy', 'visa', 'mastercard'], IN: ['rupay', 'visa', 'mastercard'], BR: ['elo', 'mastercard', 'visa'], US: ['visa', 'mastercard', 'amex', 'discover'], KR: ['visa', 'mastercard', 'amex'], DE: ['visa', 'mastercard', 'maestro'], GB: ['visa', 'mastercard', 'amex'] };

export class Ctx {
  constructor(r, countryKey, counts) {
    this.r = r; this.key = countryKey; this.C = K.COUNTRIES[countryKey]; this.cc = this.C.cc; this.lang = this.C.lang; this.P = PH[this.lang];
    this.counts = counts; this.text = ''; this.labels = []; this.negatives = []; this.esc = null; this.people = [];
  }
  // ---------- low-level
  t(s) { this.text += this.esc ? this.esc(s) : s; return this; }
  L(category, type, value, extra = {}) {
    const v = this.esc ? this.esc(value) : value; const start = this.text.length; this.text += v;
    const lab = { start, end: this.text.length, category, type, value: v };
    if (extra.soft) lab.soft = true; if (this.esc && v !== value) lab.encoding = 'json-escaped';
    this.labels.push(lab); if (!extra.soft) { this.counts[category] = (this.counts[category] || 0) + 1; const lk = this.lang + ':' + category; this.counts[lk] = (this.counts[lk] || 0) + 1; } return this;
  }
  N(kind, value) { const v = this.esc ? this.esc(value) : value; const start = this.text.length; this.text += v; this.negatives.push({ start, end: this.text.length, kind, value: v }); this.counts._neg = (this.counts._neg || 0) + 1; return this; }
  nl(n = 1) { return this.t('\n'.repeat(n)); }
  json(fn) { const prev = this.esc; this.esc = jsonEsc; fn(); this.esc = prev; return this; }
  // put an item (label spec) or negative spec or a plain string
  put(x) {
    if (x == null) return this; if (typeof x === 'string') return this.t(x);
    if (x.neg) return this.N(x.neg, x.value);
    if (x.parts) { x.parts.forEach((p, i) => { if (i) this.t(p.sepBefore ?? ', '); if (p.cap && x.parts.length > 1) this.t(p.cap + ': '); this.L(x.category, p.type, p.value, p); }); return this; }
    return this.L(x.category, x.type, x.value, x);
  }
  // template with {0}, {1}… slots
  f(tpl, ...slots) { const parts = tpl.split(/(\{\d\})/); for (const p of parts) { const m = /^\{(\d)\}$/.exec(p); if (m) this.put(slots[+m[1]]); else if (p) this.t(p); } return this; }
  // ---------- choice
  deficit(cat) { return 1 / Math.pow((this.counts[cat] || 0) + 15, 2.2) / ((this.counts[this.lang + ':' + cat] || 0) + 2); }
  choose(cats) { const w = cats.map((c) => [c, this.deficit(c)]); return this.r.weighted(w); }
  // ---------- people
  person(opts = {}) { const n = K.makeName(this.r, this.C.pool, this.lang, opts); this.people.push(n); return n; }
  name(n, opts = {}) {
    const r = this.r; const title = opts.title ?? (r.chance(0.12) ? K.titleFor(r, this.lang) : '');
    if (title) this.t(title + ' ');
    this.L('person_name', n.shape, n.full, { soft: opts.soft });
    const suf = opts.suffix ?? (['ja', 'ko', 'zh'].includes(this.lang) && n.shape.includes('native') && r.chance(0.4) ? K.suffixFor(r, this.lang) : '');
    if (suf) this.t(suf); return this;
  }
  // ---------- items
  item(cat, o = {}) {
    const r = this.r, cc = this.cc, P = this.P; const I0 = (type, value, cap, extra = {}) => ({ category: cat, type, value, cap, ...extra });
    switch (cat) {
      case 'person_name': { const n = o.person || this.person(); return I0(n.shape, n.full, P.cols.name, { person: n }); }
      case 'email': {
        const n = o.person || this.people[this.people.length - 1] || this.person(); const g = deacc(n.givenLatin), f = deacc(n.familyLatin) || g;
        const dom = r.pick((EMAIL_DOM[cc] || EMAIL_DOM.US).split('|'));
        if (dom === 'qq.com' && r.chance(0.6)) return I0('email', `${r.int(10000, 3999999999)}@qq.com`, P.email);
        const local = r.pick([`${g}.${f}`, `${g}${f}`, `${g[0]}.${f}`, `${g}_${f}${r.int(1, 99)}`, `${f}.${g}`, `${g}${r.int(70, 2010)}`, `${f}${g[0]}${r.digits(2)}`]);
        const v = `${local}@${dom}`;
        if (r.chance(0.08)) return I0('email_obfuscated', `${local} [at] ${dom.replace(/\./g, ' [dot] ')}`, P.email);
        return I0('email', v, P.email);
      }
      case 'phone': return I0(o.landline ? 'phone_landline' : 'phone_mobile', K.makePhone(r, cc, this.lang), P.phone);
      case 'address': { const a = K.makeAddress(r, cc, this.lang); return I0('postal_address', a.full, P.address, { addr: a }); }
      case 'date_of_birth': { const d = o.dob || I.randomDob(r); return I0('date_of_birth', K.fmtDate(r, this.lang, cc, d), P.dob, { dob: d }); }
      case 'national_id': { const t = o.type || r.pick(this.C.nid); const g = I.NID[t]; const d = o.dob || I.randomDob(r); return I0(t, g.gen(r, d), r.pick(g.lead), { dob: d }); }
      case 'passport': {
        const pp = I.PASSPORT[cc] ? cc : 'US'; const num = I.PASSPORT[pp].gen(r);
        if (o.mrz || (o.mrz !== false && r.chance(0.15))) { const n = o.person || this.person(); const d = o.dob || I.randomDob(r); const fam = n.familyLatin || n.givenLatin; return I0('passport_mrz_td3', I.makeMrz(r, pp, num, fam, n.givenLatin, d), 'MRZ', { number: num }); }
        return I0(`passport_${pp.toLowerCase()}`, num, P.passport);
      }
      case 'bank_account': { const parts = K.bankAccount(r, cc, this.lang); return { category: cat, parts, cap: parts[0].cap, type: parts[parts.length - 1].type, value: parts.map((p) => p.value).join(' ') }; }
      case 'credit_card': { const brand = r.pick(CARD_BRANDS[cc] || ['visa', 'mastercard', 'visa', 'amex', 'maestro', 'jcb', 'diners']); return I0(`card_${brand}`, I.formatCard(r, I.genCard(r, brand)), P.card); }
      case 'ip_address': { const six = o.v6 ?? r.chance(0.22); return I0(six ? 'ipv6' : 'ipv4', six ? ipv6(r) : ipv4(r), 'IP'); }
      case 'crypto_wallet': { const t = o.type || r.weighted([['btc_bech32', 3], ['btc_p2pkh', 1.5], ['btc_p2sh', 1], ['btc_taproot', 1], ['eth', 4], ['ltc', 0.7], ['ltc_bech32', 0.4], ['doge', 0.7], ['trx', 1.5], ['xrp', 0.8], ['sol', 1.5]]); return I0(`wallet_${t}`, I.WALLET[t](r), P.wallet); }
      case 'password': return I0('password', S.genPassword(r, o.kind), P.pw);
      case 'api_key': { const k = S.genApiKey(r, o.type); return I0(k.type, k.value, P.key); }
      case 'access_token': { const k = S.genToken(r, o.type); return I0(k.type, k.value, 'token'); }
      case 'private_key': { const k = S.privateKey(r, o.type); return I0(k.type, k.value, 'key'); }
      case 'connection_string': { const k = S.genConn(r, o.type); return I0(k.type, k.value, 'DATABASE_URL'); }
    }
    throw new Error('unknown category ' + cat);
  }
  // "{cap}: {value}" / "{cap} {value}" / value alone
  say(it, style) {
    const r = this.r; const st = style || r.weighted([['colon', 5], ['space', 2], ['bare', 1.5], ['paren', 0.6]]);
    if (it.parts) { if (it.parts.length === 1 && st !== 'bare') this.t(it.cap + ': '); return this.put(it); }
    if (st === 'colon') this.t(it.cap + (this.lang === 'fr' ? ' : ' : this.lang === 'zh' || this.lang === 'ja' ? '：' : ': ')).put(it);
    else if (st === 'space') this.t(it.cap + ' ').put(it);
    else if (st === 'paren') this.t(it.cap + ' (').put(it).t(')');
    else this.put(it);
    return this;
  }
  pii(cats, o) { const cat = this.choose(cats); const it = this.item(cat, o); this.say(it); return it; }
  // ---------- negatives
  negItem(kind) {
    const r = this.r, cc = this.cc, lang = this.lang, P = this.P;
    const brandKey = this.key === 'IN_HI' ? 'IN_HI' : cc;
    const k = kind || r.weighted([['public_figure', 2], ['organization', 1.5], ['street_as_place', 1.3], ['city', 0.8], ['order_number', 1.2], ['tracking_number', 1.2], ['invoice_number', 0.6], ['case_number', 0.6], ['date', 1.3], ['price', 1], ['measurement', 0.8], ['masked', 1.2], ['support_line', 1], ['emergency_number', 0.4], ['otp_code', 0.5], ['placeholder_name', 0.5], ['isbn', 0.3]]);
    const v = (value, tpl, extra = {}) => ({ neg: k, value, tpl, ...extra });
    switch (k) {
      case 'public_figure': return v(r.pick(NG.FIGURES[lang]), r.pick(P.figure));
      case 'organization': return v(r.pick(NG.BRANDS[brandKey] || NG.BRANDS.US), P.brand);
      case 'street_as_place': return v(r.pick(NG.FAMOUS_STREETS[brandKey] || NG.FAMOUS_STREETS.US), P.meet);
      case 'city': return v(K.cityName(r, cc, lang), P.city);
      case 'order_number': return v(NG.NEG.order_number(r, cc), P.order);
      case 'tracking_number': return v(NG.NEG.tracking_number(r, cc), P.tracking);
      case 'invoice_number': return v(NG.NEG.invoice_number(r), P.invoice);
      case 'case_number': return v(NG.NEG.case_number(r), P.ticket);
      case 'date': return v(K.fmtDate(r, lang, cc, { y: r.int(2023, 2026), m: r.int(1, 12), d: r.int(1, 28) }), r.pick([P.event, P.from]));
      case 'price': return v(K.price(r, cc), P.price);
      case 'measurement': return v(`${r.int(9, 140)} m²`, P.size);
      case 'masked': return v(NG.masked(r, 'card'), P.masked);
      case 'support_line': return { neg: k, value: K.supportLine(r, cc), tpl: P.support, brand: r.pick(NG.BRANDS[brandKey] || NG.BRANDS.US) };
      case 'emergency_number': return v(K.EMERGENCY[cc] || '112', P.emergency);
      case 'otp_code': return v(NG.NEG.otp_code(r), P.otp);
      case 'placeholder_name': return v(r.pick(NG.PLACEHOLDER_NAMES[lang]), `${P.cols.name}: {0}`);
      case 'isbn': return v(NG.NEG.isbn(r), 'ISBN {0}');
    }
    return v(NG.NEG[k](r, cc), '{0}');
  }
  negS(kind) { const n = this.negItem(kind); if (n.brand) return this.f(n.tpl, { neg: n.neg, value: n.value }, { neg: 'organization', value: n.brand }); return this.f(n.tpl, n); }
}
export function ipv4(r) {
  for (;;) {
    const a = r.int(1, 223); if ([10, 127, 0, 100, 169, 172, 192, 198, 203, 224].includes(a)) continue;
    return `${a}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
  }
}
export function ipv6(r) { const g = () => r.hex(4).replace(/^0+(?=.)/, ''); return `${r.pick(['2a02', '2a01', '2a00', '2600', '2605', '2a03', '240e', '2409', '2c0f', '2804', '2401'])}:${g()}:${g()}:${g()}:${g()}:${g()}:${g()}:${g()}`; }
export { fill };
