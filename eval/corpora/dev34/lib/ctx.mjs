// Per-document context: locale, PRNG, value makers that append labelled spans.
import { LOCALES } from './locales.mjs';
import { LABELS, PROSE, GREET, CLOSE } from './i18n.mjs';
import * as P from './people.mjs';
import * as S from './secrets.mjs';
import { NEG } from './negatives.mjs';
import { ORG_NAMES } from './names.mjs';
import { Doc, fill } from './doc.mjs';
import * as C from './checks.mjs';

const ISO3 = { US: 'USA', GB: 'GBR', IE: 'IRL', AU: 'AUS', CA: 'CAN', IN: 'IND', SG: 'SGP', ZA: 'ZAF', DE: 'D<<', AT: 'AUT', CH: 'CHE', FR: 'FRA', BE: 'BEL', IT: 'ITA', ES: 'ESP', MX: 'MEX', AR: 'ARG', CL: 'CHL', PT: 'PRT', BR: 'BRA', NL: 'NLD', SE: 'SWE', DK: 'DNK', NO: 'NOR', FI: 'FIN', PL: 'POL', CZ: 'CZE', SK: 'SVK', HU: 'HUN', HR: 'HRV', RO: 'ROU', BG: 'BGR', GR: 'GRC', TR: 'TUR', RU: 'RUS', UA: 'UKR', IL: 'ISR', AE: 'ARE', SA: 'SAU', EG: 'EGY', JP: 'JPN', KR: 'KOR', CN: 'CHN', TW: 'TWN', VN: 'VNM', TH: 'THA', ID: 'IDN', MY: 'MYS' };
export const FOREIGN_FOR = { 'de-DE': ['ro-RO', 'bg-BG', 'pl-PL', 'uk-UA', 'hr-HR', 'tr-TR'], 'nl-NL': ['pl-PL', 'ro-RO', 'bg-BG'], 'en-GB': ['ro-RO', 'pl-PL', 'bg-BG', 'en-IN'], 'sv-SE': ['pl-PL', 'uk-UA', 'th-TH'], 'fi-FI': ['th-TH', 'uk-UA', 'vi-VN'], 'es-ES': ['ro-RO', 'ar-EG', 'es-AR'], 'it-IT': ['ro-RO', 'hi-IN'], 'da-DK': ['pl-PL', 'ro-RO'], 'cs-CZ': ['uk-UA', 'sk-SK', 'vi-VN'], 'pl-PL': ['uk-UA'], 'ar-AE': ['hi-IN', 'en-IN'], 'ms-MY': ['id-ID'], 'ja-JP': ['vi-VN', 'zh-CN'], 'ko-KR': ['vi-VN', 'th-TH'], 'he-IL': ['th-TH', 'ru-RU'] };

function memo(p, key, fn, fresh) { p._m = p._m || {}; if (fresh || !(key in p._m)) { const v = fn(); if (fresh) return v; p._m[key] = v; } return p._m[key]; }
export class Ctx {
  constructor(r, locale, opts = {}) {
    this.r = r; this.L = LOCALES[locale]; this.locale = locale;
    this.lang = opts.lang || this.L.lang; this.lab = LABELS[this.lang] || LABELS.en;
    this.d = new Doc(); this.cross = false; this.rendering = 'form';
  }
  // a person, possibly from a foreign locale (cross-border)
  person(opts = {}) {
    let L = this.L;
    if (opts.foreign || (opts.mayForeign && this.r.chance(0.2) && FOREIGN_FOR[this.locale])) { L = LOCALES[this.r.pick(FOREIGN_FOR[this.locale] || ['de-DE', 'pl-PL', 'ro-RO'])]; this.cross = true; }
    const p = P.makePerson(this.r, L, opts);
    return p;
  }
  // ---- value appenders ----
  name(p, o = {}) { this.d.v('person_name', o.type || 'full_name', o.short ? p.first : (o.latin ? `${p.firstLatin} ${p.lastLatin}` : p.full), { soft: o.soft || o.short, encoding: o.encoding }); return this; }
  dob(p, o = {}) { this.d.v('date_of_birth', 'date_of_birth', o.iso ? P.isoDate(p.dob) : P.fmtDate(p.L, p.dob, this.r), o); return this; }
  addr(p, o = {}) { this.d.v('street_address', 'postal_address', memo(p, 'addr', () => P.address(this.r, p.L), o.fresh), o); return this; }
  phone(p, o = {}) { this.d.v('phone_number', o.type || 'phone', memo(p, 'phone' + (o.type || ''), () => P.phone(this.r, p.L), o.fresh), o); return this; }
  email(p, o = {}) { this.d.v('email', 'email', memo(p, 'email' + (o.work || ''), () => P.email(this.r, p, o.work), o.fresh), o); return this; }
  nid(p, o = {}) { const x = memo(p, 'nid' + (o.second ? 2 : ''), () => (o.second && p.L.nid2 ? p.L.nid2 : p.L.nid)(this.r, p)); this.d.v('national_id', x.type, x.value, o); return this; }
  tax(p, o = {}) { const x = memo(p, 'tax', () => p.L.tax(this.r, p)); this.d.v('tax_id', x.type, x.value, o); return this; }
  passport(p, o = {}) { this.d.v('passport_number', 'passport_' + p.L.cc.toLowerCase(), memo(p, 'pass', () => P.passportNo(this.r, p.L)), o); return this; }
  iban(p, o = {}) { this.d.v('iban', 'iban', p ? memo(p, 'iban', () => P.iban(this.r, p.L)) : P.iban(this.r, this.L), o); return this; }
  acct(p, o = {}) { const x = p ? memo(p, 'acct', () => P.bankAccount(this.r, p.L)) : P.bankAccount(this.r, this.L); this.d.v('bank_account', x.type, x.value, o); return this; }
  card(p, o = {}) { const x = p ? memo(p, 'card', () => P.card(this.r, p.L)) : P.card(this.r, this.L); this.d.v('credit_card', x.type, x.value, o); return this; }
  ip(o = {}) { const x = P.ip(this.r); this.d.v('ip_address', x.type, x.value, o); return this; }
  wallet(o = {}) { const x = P.wallet(this.r); this.d.v('crypto_wallet', x.type, x.value, o); return this; }
  pw(o = {}) { this.d.v('password', o.type || 'password', o.value || S.password(this.r), o); return this; }
  tok(filter, o = {}) { const x = typeof filter === 'string' ? S.tokenByType(this.r, filter) : S.token(this.r, filter); this.d.v(x.category, x.type, x.value, o); return x; }
  conn(o = {}) { const x = S.connString(this.r); this.d.v('connection_string', x.type, x.value, o); return this; }
  hook(o = {}) { const x = S.webhook(this.r); this.d.v('webhook_url', x.type, x.value, o); return this; }
  pkey(o = {}) { const x = S.privateKey(this.r, o.kind); this.d.v('private_key', x.type, x.value, o); return this; }
  neg(kind) { this.d.n(kind, NEG[kind](this.r, this.L)); return this; }
  t(...a) { this.d.t(...a); return this; }
  // generic field by key
  field(key, p, o = {}) {
    switch (key) {
      case 'name': return this.name(p, o); case 'dob': return this.dob(p, o); case 'address': return this.addr(p, o);
      case 'phone': case 'mobile': return this.phone(p, o); case 'email': return this.email(p, o); case 'nid': return this.nid(p, o);
      case 'tax': return this.tax(p, o); case 'passport': return this.passport(p, o); case 'iban': return this.iban(p, o);
      case 'account': return this.acct(p, o); case 'card': return this.card(p, o); case 'password': return this.pw(o);
      case 'wallet': return this.wallet(o); case 'ip': return this.ip(o);
      case 'username': this.t(P.username(this.r, p)); return this;
      default: return this;
    }
  }
  L_(key) { return this.lab[key] || LABELS.en[key] || key; }
  // organisation (not personal): company name + letterhead address as negatives
  org(sector = 'auto') { return this.r.pick(ORG_NAMES[sector] || ORG_NAMES.auto); }
  letterhead(sector) {
    if (this.d.clean) return this.org(sector);
    const name = this.org(sector);
    this.d.n('company_name', name); this.t('\n');
    this.d.n('org_address', P.address(this.r, this.L)); this.t(' · ');
    if (this.r.chance(0.5)) { this.t('Tel. '); if (this.r.chance(0.5)) this.d.n('hotline', NEG.hotline(this.r)); else this.d.v('phone_number', 'business_phone', P.phone(this.r, this.L), { soft: true }); }
    else { this.d.v('email', 'role_mailbox', `${this.r.pick(['info', 'service', 'kontakt', 'office', 'parts', 'fleet'])}@${latinDomain(name)}`, { soft: true }); }
    this.t('\n');
    return name;
  }
  greet(p) { const g = this.r.pick(GREET[this.lang] || GREET.en); const [a, b] = g.split('{n}'); this.t(a); this.name(p, { type: 'full_name' }); this.t(b + '\n\n'); }
  close(p) { this.t('\n\n' + this.r.pick(CLOSE[this.lang] || CLOSE.en) + '\n'); this.name(p); this.t('\n'); }
  prose(p, idx) {
    const tpls = PROSE[this.lang] || PROSE.en;
    const tpl = idx == null ? this.r.pick(tpls) : tpls[idx % tpls.length];
    fill(this.d, tpl, { name: () => this.name(p), dob: () => this.dob(p), addr: () => this.addr(p), phone: () => this.phone(p), email: () => this.email(p), iban: () => this.iban(p), nid: () => this.nid(p) });
  }
  date(dt) { return P.fmtDate(this.L, dt || P.someDate(this.r), this.r); }
  // MRZ lines (TD3) with encoded labels
  mrz(p) {
    const r = this.r; const c3 = ISO3[p.L.cc] || 'XXX';
    const sur = P.latin(p.lastLatin).toUpperCase().replace(/[^A-Z ]/g, '').replace(/ /g, '<');
    const giv = P.latin(p.firstLatin).toUpperCase().replace(/[^A-Z ]/g, '').replace(/ /g, '<');
    const namePart = `${sur}<<${giv}`;
    const l1pre = `P<${c3}`;
    this.t(l1pre); this.d.v('person_name', 'mrz_name', namePart, { encoding: 'mrz' });
    this.t('<'.repeat(Math.max(0, 44 - l1pre.length - namePart.length)) + '\n');
    const num = memo(p, 'pass', () => P.passportNo(r, p.L)).replace(/\s/g, '').slice(0, 9);
    const numF = num.padEnd(9, '<');
    const dob6 = String(p.dob.y % 100).padStart(2, '0') + String(p.dob.m).padStart(2, '0') + String(p.dob.d).padStart(2, '0');
    const exp6 = String(r.int(27, 35)) + String(r.int(1, 12)).padStart(2, '0') + String(r.int(1, 28)).padStart(2, '0');
    const pers = '<'.repeat(14);
    const c1 = C.mrzDigit(numF), c2 = C.mrzDigit(dob6), c3d = C.mrzDigit(exp6), c4 = C.mrzDigit(pers).replace('0', '<');
    const fin = C.mrzDigit(numF + c1 + dob6 + c2 + exp6 + c3d + pers + '0');
    this.d.v('passport_number', 'mrz_document_number', num, { encoding: 'mrz' });
    this.t(numF.slice(num.length) + c1 + c3);
    this.d.v('date_of_birth', 'mrz_date_of_birth', dob6, { encoding: 'mrz' });
    this.t(c2 + (p.sex === 'f' ? 'F' : 'M') + exp6 + c3d + pers + '0' + fin + '\n');
  }
  done() { return this.d; }
}
export function latinDomain(name) { return P.latin(name).toLowerCase().replace(/&/g, '').replace(/\b(gmbh|ag|se|ab|a\.s\.|kg|group|sa|s\.a\.)\b/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') + '.example'; }
export { P, S, NEG, Doc, fill };
