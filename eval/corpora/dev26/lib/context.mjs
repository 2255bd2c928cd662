// Document builder and per-document context (people, value makers with global de-duplication, balance steering).
import * as VAL from './values.mjs';
import * as SEC from './secrets.mjs';
import { makePerson, nameForms, ASCII } from './people.mjs';
import { S, FIELDS } from './lang.mjs';
import { neg } from './negatives.mjs';

export const CT = {
  DE: { loc: 'de-DE', lang: 'de', cult: 'de', o: 'DMY', sep: '.', nat: ['de_personalausweis'], tax: ['de_steuer_id'], pp: 'de_passport', bank: ['iban:DE', 'iban:DE', 'local:de'], mail: ['web.de', 'gmx.de', 't-online.de', 'posteo.de'] },
  AT: { loc: 'de-AT', lang: 'de', cult: 'de', o: 'DMY', sep: '.', nat: ['at_svnr'], tax: [], bank: ['iban:AT'], mail: ['gmx.at', 'aon.at'] },
  CH: { loc: 'de-CH', lang: 'de', cult: 'de', o: 'DMY', sep: '.', nat: ['ch_ahv'], tax: [], bank: ['iban:CH'], mail: ['bluewin.ch'] },
  FR: { loc: 'fr-FR', lang: 'fr', cult: 'fr', o: 'DMY', sep: '/', nat: ['fr_nir'], tax: ['fr_spi'], pp: 'fr_passport', bank: ['iban:FR'], mail: ['orange.fr', 'free.fr', 'laposte.net'] },
  BE: { loc: 'fr-BE', lang: 'fr', cult: 'fr', o: 'DMY', sep: '/', nat: ['be_rrn'], tax: [], bank: ['iban:BE'], mail: ['skynet.be', 'telenet.be'] },
  NL: { loc: 'nl-NL', lang: 'nl', cult: 'nl', o: 'DMY', sep: '-', nat: ['nl_bsn'], tax: [], bank: ['iban:NL'], mail: ['ziggo.nl', 'kpnmail.nl'] },
  ES: { loc: 'es-ES', lang: 'es', cult: 'es', o: 'DMY', sep: '/', nat: ['es_dni'], res: ['es_nie'], tax: [], pp: 'es_passport', bank: ['iban:ES'], mail: ['telefonica.net', 'yahoo.es'] },
  IT: { loc: 'it-IT', lang: 'it', cult: 'it', o: 'DMY', sep: '/', nat: ['it_cie'], tax: ['it_codice_fiscale'], pp: 'it_passport', bank: ['iban:IT'], mail: ['libero.it', 'virgilio.it', 'tiscali.it'] },
  PT: { loc: 'pt-PT', lang: 'pt', cult: 'pt', o: 'DMY', sep: '/', nat: [], tax: ['pt_nif'], bank: ['iban:PT'], mail: ['sapo.pt'] },
  PL: { loc: 'pl-PL', lang: 'pl', cult: 'pl', o: 'DMY', sep: '.', nat: ['pl_pesel'], tax: ['pl_nip'], pp: 'pl_passport', bank: ['iban:PL'], mail: ['wp.pl', 'onet.pl', 'o2.pl'] },
  GB: { loc: 'en-GB', lang: 'en', cult: 'en', o: 'DMY', sep: '/', nat: ['uk_nino'], tax: ['uk_utr'], pp: 'gb_passport', bank: ['iban:GB', 'local:uk', 'local:uk'], mail: ['btinternet.com', 'outlook.com'] },
  IE: { loc: 'en-IE', lang: 'en', cult: 'en', o: 'DMY', sep: '/', nat: [], tax: ['ie_ppsn'], bank: ['iban:IE'], mail: ['eircom.net'] },
  US: { loc: 'en-US', lang: 'en', cult: 'en', o: 'MDY', sep: '/', nat: ['us_ssn'], tax: ['us_itin'], pp: 'us_passport', bank: ['local:us'], mail: ['gmail.com', 'yahoo.com', 'icloud.com'] },
  CA: { loc: 'en-CA', lang: 'en', cult: 'en', o: 'YMD', sep: '-', nat: ['ca_sin'], tax: [], pp: 'ca_passport', bank: ['local:ca'], mail: ['rogers.com', 'shaw.ca'] },
  AU: { loc: 'en-AU', lang: 'en', cult: 'en', o: 'DMY', sep: '/', nat: [], tax: ['au_tfn'], pp: 'au_passport', bank: ['local:au'], mail: ['bigpond.com', 'optusnet.com.au'] },
  JP: { loc: 'ja-JP', lang: 'ja', cult: 'ja', o: 'YMD', sep: '/', nat: ['jp_my_number'], tax: [], pp: 'jp_passport', bank: ['local:jp'], mail: ['yahoo.co.jp', 'docomo.ne.jp'] },
  KR: { loc: 'ko-KR', lang: 'ko', cult: 'ko', o: 'YMD', sep: '.', nat: ['kr_rrn'], tax: [], pp: 'kr_passport', bank: [], mail: ['naver.com', 'daum.net'] },
  CN: { loc: 'zh-CN', lang: 'zh', cult: 'zh', o: 'YMD', sep: '-', nat: ['cn_resident_id'], tax: [], pp: 'cn_passport', bank: ['local:cn'], mail: ['qq.com', '163.com', '126.com'] },
  AE: { loc: 'ar-AE', lang: 'ar', cult: 'ar', o: 'DMY', sep: '/', nat: ['ae_emirates_id'], tax: [], bank: ['iban:AE'], mail: ['eim.ae'] },
  TR: { loc: 'tr-TR', lang: 'tr', cult: 'tr', o: 'DMY', sep: '.', nat: ['tr_tc_kimlik'], tax: [], pp: 'tr_passport', bank: ['iban:TR'], mail: ['hotmail.com', 'yandex.com.tr'] },
  SE: { loc: 'sv-SE', lang: 'en', cult: 'sv', o: 'YMD', sep: '-', nat: ['se_personnummer'], tax: [], bank: ['iban:SE'], mail: ['telia.com'] },
  FI: { loc: 'fi-FI', lang: 'en', cult: 'sv', o: 'DMY', sep: '.', nat: ['fi_hetu'], tax: [], bank: ['iban:FI'], mail: ['elisa.fi'] },
  NO: { loc: 'nb-NO', lang: 'en', cult: 'sv', o: 'DMY', sep: '.', nat: ['no_fnr'], tax: [], bank: ['iban:NO'], mail: ['online.no'] },
  IN: { loc: 'en-IN', lang: 'hi', cult: 'hi', o: 'DMY', sep: '/', nat: ['in_aadhaar'], tax: ['in_pan'], pp: 'in_passport', bank: ['local:in'], mail: ['rediffmail.com', 'gmail.com'] },
  BR: { loc: 'pt-BR', lang: 'pt', cult: 'pt', o: 'DMY', sep: '/', nat: [], tax: ['br_cpf'], pp: 'br_passport', bank: ['local:br'], mail: ['uol.com.br', 'bol.com.br'] },
  MX: { loc: 'es-MX', lang: 'es', cult: 'es', o: 'DMY', sep: '/', nat: ['mx_curp'], tax: ['mx_rfc'], pp: 'mx_passport', bank: ['local:mx'], mail: ['prodigy.net.mx', 'hotmail.com'] },
  RU: { loc: 'ru-RU', lang: 'ru', cult: 'ru', o: 'DMY', sep: '.', nat: ['ru_snils'], tax: ['ru_inn'], pp: 'ru_passport', bank: [], mail: ['mail.ru', 'yandex.ru'] },
  UA: { loc: 'uk-UA', lang: 'uk', cult: 'uk', o: 'DMY', sep: '.', nat: [], tax: ['ua_rnokpp'], pp: 'ua_passport', bank: ['iban:UA'], mail: ['ukr.net', 'i.ua'] },
  EG: { loc: 'ar-EG', lang: 'ar', cult: 'ar', o: 'DMY', sep: '/', nat: ['eg_national_id'], tax: [], pp: 'eg_passport', bank: [], mail: ['gmail.com', 'yahoo.com'] },
  VN: { loc: 'vi-VN', lang: 'vi', cult: 'vi', o: 'DMY', sep: '/', nat: ['vn_cccd'], tax: [], pp: 'vn_passport', bank: [], mail: ['gmail.com', 'yahoo.com.vn'] },
  ZA: { loc: 'en-ZA', lang: 'en', cult: 'en', o: 'YMD', sep: '/', nat: ['za_id'], tax: [], pp: 'za_passport', bank: [], mail: ['webmail.co.za', 'gmail.com'] },
  NG: { loc: 'en-NG', lang: 'en', cult: 'yo', o: 'DMY', sep: '/', nat: ['ng_nin'], tax: [], pp: 'ng_passport', bank: ['local:ng'], mail: ['yahoo.com', 'gmail.com'] },
  PH: { loc: 'en-PH', lang: 'en', cult: 'fil', o: 'MDY', sep: '/', nat: [], tax: [], pp: 'ph_passport', bank: ['local:ph'], mail: ['yahoo.com.ph', 'gmail.com'] },
};
for (const [cc, c] of Object.entries(CT)) { c.cc = cc; c.order = c.o; }
export const ORIGINS = [['DE', 2], ['FR', 2], ['ES', 1.5], ['IT', 2], ['PL', 2], ['GB', 2], ['US', 2], ['IN', 3], ['CN', 2.5], ['JP', 2], ['KR', 2], ['BR', 2], ['MX', 1.5], ['TR', 2.5], ['RU', 2], ['UA', 3], ['EG', 2.5], ['VN', 2.5], ['NG', 1.5], ['PH', 1.5], ['ZA', 1]];
export const HOSTS = [['DE', 5], ['AT', 1.5], ['CH', 1.5], ['FR', 3], ['BE', 1.5], ['NL', 2], ['ES', 2.5], ['IT', 2], ['PT', 1.5], ['PL', 1.5], ['GB', 3], ['IE', 1.5], ['US', 3], ['CA', 2], ['AU', 2], ['JP', 1.5], ['KR', 1], ['AE', 2], ['TR', 1], ['SE', 1], ['FI', 0.7], ['NO', 0.7], ['CN', 0.8]];

export class Builder {
  constructor() { this.s = ''; this.labels = []; this.negs = []; }
  t(x) { this.s += x; return this; }
  x(it) {
    if (it == null || it === false) return this;
    if (typeof it === 'string') return this.t(it);
    if (Array.isArray(it)) { it.forEach((y) => this.x(y)); return this; }
    if (it.pre !== undefined && it.v) { this.t(it.pre); return this.x(it.v); }
    if (it.category) { const l = { start: this.s.length, end: this.s.length + it.value.length, category: it.category, type: it.type, value: it.value }; if (it.soft) l.soft = true; if (it.encoding) l.encoding = it.encoding; this.labels.push(l); return this.t(it.value); }
    if (it.kind) { this.negs.push({ start: this.s.length, end: this.s.length + it.value.length, kind: it.kind, value: it.value }); return this.t(it.value); }
    throw new Error('bad item ' + JSON.stringify(it));
  }
  tpl(str, slots = {}) { const parts = str.split(/\{(\w+)\}/); parts.forEach((p, i) => { if (i % 2 === 0) this.t(p); else { if (!(p in slots)) throw new Error('missing slot ' + p + ' in ' + str); this.x(slots[p]); } }); return this; }
  line(...items) { items.forEach((i) => this.x(i)); return this.t('\n'); }
  nl(n = 1) { return this.t('\n'.repeat(n)); }
}

// Balance steering: probability of including an optional value of category `cat`
export function makeSteer() {
  const counts = {};
  const CATS = ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet', 'date_of_birth', 'street_address', 'person_name', 'api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];
  CATS.forEach((c) => (counts[c] = 0));
  return {
    CATS, counts,
    weight(cat) { const tot = Object.values(counts).reduce((a, b) => a + b, 0); const avg = tot / CATS.length; return Math.min(3, Math.max(0.15, (avg + 8) / (counts[cat] + 8))) ** 1.5; },
    add(labels) { for (const l of labels) if (!l.soft) counts[l.category]++; },
  };
}

const NEG_SLOTS = /\{(place|month|case|date|org|amount|day)\}/;
export function makeCtx(r, steer, used, opts) {
  const origin = CT[opts.origin], host = CT[opts.host];
  const P = makePerson(r, origin.cult);
  for (let i = 0; i < 100; i++) { P.dob = VAL.randDate(r, opts.minYear || 1958, opts.maxYear || 2003); const k = `dob|${P.dob.y}-${P.dob.m}-${P.dob.d}`; if (!used.has(k)) { used.add(k); break; } }
  const b = new Builder();
  const budget = opts.budget || r.int(2, 6);
  const memo = {};
  const fresh = (fn) => { for (let i = 0; i < 50; i++) { const v = fn(); if (!v) return v; const key = v.category + '|' + v.value; if (!used.has(key)) { used.add(key); return v; } } throw new Error('could not find fresh value'); };
  const ctx = {
    r, b, origin, host, P, steer, used, negOn: opts.negOn, lang: opts.lang || host.lang, budget,
    // include an optional value of category cat?
    want(cat, base = 0.6) { if (b.labels.filter((l) => !l.soft).length >= budget) return false; return r.chance(Math.min(0.97, base * steer.weight(cat))); },
    wantAny(cats, base) { return cats.some((c) => ctx.want(c, base)); },
    N(kind, lang) { return ctx.negOn ? neg(r, kind, { lang: lang || ctx.lang, country: host }) : null; },
    NL(kinds, lang) { return ctx.negOn ? neg(r, r.pick(kinds), { lang: lang || ctx.lang, country: host }) : null; },
    // free-text sentence in a language, skipping templates that need negative slots when negatives are off
    say(lang, key, slots = {}) { let opts2 = (S[lang] || S.en)[key] || S.en[key]; if (!ctx.negOn) opts2 = opts2.filter((t) => !NEG_SLOTS.test(t)); if (!opts2.length) return false; const t = r.pick(opts2); const need = [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]); const sl = {}; for (const k of need) { sl[k] = typeof slots[k] === 'function' ? slots[k]() : slots[k]; if (sl[k] == null) sl[k] = ctx.autoSlot(k, lang); if (sl[k] == null) return false; } b.tpl(t, sl); return true; },
    autoSlot(k, lang) { switch (k) { case 'place': return ctx.N('place', lang); case 'month': return ctx.N('month', lang); case 'case': return ctx.NL(['case_number', 'booking_reference'], lang); case 'date': return ctx.N('non_birth_date', lang); case 'org': return ctx.NL(['place', 'company', 'org_named_after_person'], lang); case 'amount': return ctx.N('amount', lang); default: return null; } },
    field(key, lang) { const f = (FIELDS[lang] || FIELDS.en)[key] || FIELDS.en[key]; return r.pick(f); },
    // ---- values (memoised per doc where the same person/thing is meant)
    // person name; when names are over-represented the name may be withheld (pseudonymised/masked) unless must=true
    name(p = P, form, must) { if (!must && (b.labels.length >= budget || !r.chance(Math.min(1, 0.35 * steer.weight('person_name'))))) { if (ctx.negOn && r.chance(0.5)) return { kind: 'masked_value', value: `${p.givenL[0]}. ${ASCII(p.familyL)[0]}${'*'.repeat(r.int(3, 6))}` }; return r.pick(['[name withheld]', 'Client ' + r.upper(2) + '-' + r.digits(4), '(see passport copy)', 'N.N.']); } const v = form === 'latin' ? p.latinFull : form === 'native' ? p.nativeFull : form === 'passport' ? p.passportStyle : nameForms(r, p); const type = v === p.nativeFull && (p.hasScript || ['zh', 'ja', 'ko', 'vi'].includes(p.culture)) ? 'full_name_native' : v === p.passportStyle ? 'name_passport_style' : 'full_name'; return { category: 'person_name', type, value: v }; },
    given(p = P) { return { category: 'person_name', type: 'given_name', value: p.givenN, soft: true }; },
    other(cult) { const q = makePerson(r, cult || origin.cult); for (let i = 0; i < 100; i++) { q.dob = VAL.randDate(r, 1950, 2005); const k = `dob|${q.dob.y}-${q.dob.m}-${q.dob.d}`; if (!used.has(k)) { used.add(k); break; } } return q; },
    dob(p = P, c = origin, lang) { const v = VAL.dobString(r, p.dob, c, lang || c.lang); const type = /^\d{4}/.test(v) ? 'dob_year_first' : /[^\d\s./-]/.test(v) ? 'dob_written' : /\d{4}$/.test(v) ? 'dob_numeric' : 'dob_numeric_2digit_year'; return { category: 'date_of_birth', type, value: v }; },
    phone(c = host) { return fresh(() => VAL.PHONES[c.cc](r)); },
    email(p = P, c = origin) { return fresh(() => { const g = ASCII(p.givenL).toLowerCase().replace(/[^a-z]/g, ''), f = ASCII(p.familyL).toLowerCase().replace(/[^a-z]/g, ''); const local = r.pick([`${g}.${f}`, `${g}${f}${r.int(1, 99)}`, `${g[0]}${f}`, `${f}.${g}${r.int(70, 99)}`, `${g}_${f}`, `${g}.${f}.${r.pick(['de', 'work', 'visa', 'uk'])}`]); const dom = r.pick([...c.mail, 'gmail.com', 'outlook.com', 'proton.me']); return { category: 'email', type: r.pick(['personal_email']), value: `${local}@${dom}` }; }); },
    workEmail(p = P, domain) { return fresh(() => ({ category: 'email', type: 'work_email', value: `${ASCII(p.givenL).toLowerCase().replace(/[^a-z]/g, '')}.${ASCII(p.familyL).toLowerCase().replace(/[^a-z]/g, '')}@${domain || r.pick(['nordlicht-mobility.de', 'relokate.eu', 'globalmove.co.uk', 'acme-engineering.com', 'tecnoindustrias.mx', 'kaizen-soft.co.jp'])}` })); },
    addr(c = host) { const f = VAL.ADDRESSES[c.cc] || VAL.ADDRESSES.DE; return fresh(() => ({ category: 'street_address', type: `${(VAL.ADDRESSES[c.cc] ? c.cc : 'DE').toLowerCase()}_address`, value: f(r) })); },
    natid(c = origin, p = P) { const list = c.nat.length ? c.nat : null; if (!list) return null; const t = r.pick(list); return fresh(() => ({ category: 'national_id', type: t, value: VAL.NATID[t](r, p.dob, p.sex, p) })); },
    resid(c = host, p = P) { const list = c.res || c.nat; if (!list || !list.length) return null; const t = r.pick(list); return fresh(() => ({ category: 'national_id', type: t, value: VAL.NATID[t](r, p.dob, p.sex, p) })); },
    taxid(c = origin, p = P) { if (!c.tax.length) return null; const t = r.pick(c.tax); return fresh(() => ({ category: 'tax_id', type: t, value: VAL.TAXID[t](r, p.dob, p.sex, p) })); },
    anyTax(p = P) { return ctx.taxid(origin, p) || ctx.taxid(host, p) || ctx.taxid(CT[r.pick(['DE', 'FR', 'IT', 'PL', 'BR', 'IN', 'UA', 'PT', 'AU', 'IE', 'RU', 'US'])], p); },
    anyNat(p = P) { return ctx.natid(origin, p) || ctx.resid(host, p) || ctx.natid(CT[r.pick(['US', 'GB', 'CN', 'IN', 'TR', 'KR', 'ZA', 'SE', 'PL', 'NL', 'BE', 'FI', 'NO', 'JP', 'AE', 'CA', 'CH', 'AT', 'RU', 'FR', 'MX', 'ES'])], p); },
    passport(c = origin) { const t = c.pp || 'de_passport'; return fresh(() => ({ category: 'passport_number', type: t, value: VAL.PASSPORT[t](r) })); },
    bank(c = host, kind) { const opts2 = c.bank.length ? c.bank : ['iban:DE']; const k = kind || r.pick(opts2); if (k.startsWith('iban:')) return fresh(() => VAL.iban(r, k.slice(5))); const a = VAL.BANKACCT[k.slice(6)](r); const v = fresh(() => a.v); return { pre: a.pre, v }; },
    iban(cc) { return fresh(() => VAL.iban(r, cc || r.pick(VAL.IBAN_CCS))); },
    localAcct(key) { const a = VAL.BANKACCT[key || r.pick(Object.keys(VAL.BANKACCT))](r); return { pre: a.pre, v: fresh(() => a.v) }; },
    card(brand) { return fresh(() => VAL.creditCard(r, brand)); },
    wallet(k) { return fresh(() => VAL.wallet(r, k)); },
    ip(v6) { return fresh(() => { if (v6 || r.chance(0.25)) { const g = () => r.hex(r.int(1, 4)).replace(/^0+(?=.)/, ''); return { category: 'ip_address', type: 'ipv6', value: r.pick(['2a02', '2a01', '2003', '2a00', '2605', '2409', '240e']) + `:${g()}:${g()}:${g()}:${g()}:${g()}:${g()}:${g()}` }; } let a; do { a = r.int(11, 223); } while ([127, 100, 169, 172, 192, 198, 203, 10].includes(a)); return { category: 'ip_address', type: 'ipv4', value: `${a}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}` }; }); },
    pw(style) { return fresh(() => ({ category: 'password', type: 'password', value: SEC.password(r, style) })); },
    apiKey(vendorType) { const a = vendorType ? SEC.API_KEYS.find((x) => x[1] === vendorType) : r.pick(SEC.API_KEYS); return [a[2], fresh(() => ({ category: 'api_key', type: a[1], value: a[3](r) }))]; },
    authToken(t) { const a = t ? SEC.AUTH_TOKENS.find((x) => x[1] === t) : r.pick(SEC.AUTH_TOKENS); return [a[2], fresh(() => ({ category: 'auth_token', type: a[1], value: a[3](r) }))]; },
    pem(kind, escaped) { return fresh(() => SEC.privateKey(r, kind, escaped)); },
    rawKey() { return fresh(() => SEC.rawPrivateKey(r)); },
    hook(v) { return fresh(() => SEC.webhook(r, v)); },
    conn(kind, user, pw) { return fresh(() => SEC.connString(r, kind, user, pw)); },
    basic(user, pw) { return fresh(() => SEC.basicAuth(r, user, pw)); },
  };
  return ctx;
}
