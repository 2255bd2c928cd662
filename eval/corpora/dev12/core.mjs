// Document builder, persons, value parts and record renderers.
import { NATIONAL_IDS } from './nationalids.mjs';
import * as V from './values.mjs';
import { NAMES } from './names.mjs';
import { L, S } from './i18n.mjs';
import { address, phone, fmtDate, streetsOf, citiesOf, figuresOf, supportOf, BRANDS, nativeDigits } from './locales.mjs';
import { UP, DG, HEX } from './rng.mjs';

export const P = (c, type, v, soft) => ({ c, type, v, soft });
export const N = (kind, v) => ({ n: kind, v });

export class Doc {
  constructor() { this.text = ''; this.labels = []; this.negatives = []; }
  t(...xs) {
    for (const x of xs.flat()) {
      if (x == null || x === false) continue;
      if (typeof x === 'string' || typeof x === 'number') { this.text += x; continue; }
      const start = this.text.length; this.text += x.v;
      if (x.c) this.labels.push({ start, end: this.text.length, category: x.c, type: x.type, value: x.v, ...(x.soft ? { soft: true } : {}) });
      else if (x.n) this.negatives.push({ start, end: this.text.length, kind: x.n, value: x.v });
    }
    return this;
  }
  // Render a frame like "Call {phone}" with parts
  f(frame, map) { frame.split(/(\{\w+\})/).forEach((seg) => { const m = seg.match(/^\{(\w+)\}$/); this.t(m ? map[m[1]] : seg); }); return this; }
}

const strip = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/[łŁ]/g, 'l').replace(/ı/g, 'i').replace(/[øØ]/g, 'o').replace(/[æÆ]/g, 'ae').replace(/đ/g, 'd').replace(/Đ/g, 'D');
const split = (e) => { const [a, b] = e.split('/'); return [a, b || a]; };
const EAST = ['ja', 'zh', 'ko'];
const MAILDOM = { US: ['gmail.com', 'yahoo.com', 'outlook.com'], GB: ['btinternet.com', 'gmail.com', 'hotmail.co.uk'], IE: ['eircom.net', 'gmail.com'], CA: ['rogers.com', 'gmail.com'], AU: ['bigpond.com', 'gmail.com'], ZA: ['webmail.co.za', 'gmail.com'], IN: ['rediffmail.com', 'gmail.com'], DK: ['mail.dk', 'gmail.com'], NO: ['online.no', 'gmail.com'], FI: ['luukku.com', 'gmail.com'], AE: ['eim.ae', 'gmail.com'], DE: ['gmx.de', 'web.de', 't-online.de'], AT: ['gmx.at', 'aon.at'], CH: ['bluewin.ch', 'gmx.ch'], FR: ['orange.fr', 'free.fr', 'laposte.net'], BE: ['skynet.be', 'telenet.be'], ES: ['telefonica.net', 'gmail.com'], MX: ['prodigy.net.mx', 'hotmail.com'], IT: ['libero.it', 'virgilio.it'], PT: ['sapo.pt', 'gmail.com'], BR: ['uol.com.br', 'bol.com.br'], NL: ['ziggo.nl', 'kpnmail.nl'], PL: ['wp.pl', 'onet.pl', 'o2.pl'], SE: ['telia.com', 'bredband.net'], TR: ['hotmail.com.tr', 'yandex.com.tr'], JP: ['yahoo.co.jp', 'docomo.ne.jp'], CN: ['qq.com', '163.com'], KR: ['naver.com', 'daum.net'], VN: ['gmail.com', 'yahoo.com.vn'], SA: ['hotmail.com', 'gmail.com'], EG: ['yahoo.com', 'gmail.com'] };

export function makePerson(r, lc, opts = {}) {
  const pool = NAMES[lc.pool]; const sex = opts.sex || (r.chance(0.5) ? 'f' : 'm');
  const [given, givenLatin] = split(r.pick(pool[sex]));
  const [family, familyLatin] = split(r.pick(pool.l));
  const y = opts.minor ? r.int(2008, 2019) : r.int(1941, 2004);
  const dob = { y, m: r.int(1, 12), d: r.int(1, 28) };
  return { given, family, givenLatin, familyLatin, sex, dob, lc };
}

// Context handed to templates
const CUR = { US: ['$', 'pre'], CA: ['CA$', 'pre'], GB: ['£', 'pre'], IE: ['€', 'pre'], AU: ['A$', 'pre'], ZA: ['R', 'pre'], IN: ['₹', 'pre'], DK: ['kr.', 'post', ','], NO: ['kr', 'post', ','], FI: ['€', 'post', ','], AE: ['AED', 'post'], DE: ['€', 'post', ','], AT: ['€', 'post', ','], CH: ['CHF', 'post'], FR: ['€', 'post', ','], BE: ['€', 'post', ','], ES: ['€', 'post', ','], MX: ['MXN', 'post'], IT: ['€', 'post', ','], PT: ['€', 'post', ','], BR: ['R$', 'pre', ','], NL: ['€', 'pre', ','], PL: ['zł', 'post', ','], SE: ['kr', 'post', ','], TR: ['TL', 'post', ','], JP: ['¥', 'pre'], CN: ['¥', 'pre'], KR: ['원', 'post'], VN: ['₫', 'post'], SA: ['ر.س', 'post'], EG: ['ج.م', 'post'] };
export function makeCtx(r, lc) {
  const lang = lc.lang; const lab = L[lang]; const sen = S[lang];
  const ctx = {
    r, lc, lang, lab, sen,
    person: (o) => makePerson(r, lc, o),
    // Full name in a random local shape; returns a part
    name(p, shape) {
      const sh = shape || r.weighted([['full', 6], ['upper_family', 2], ['initial', 1], ['latin', EAST.includes(lang) || ['ar', 'hi'].includes(lang) ? 2 : 0], ['family_first_comma', 1]]);
      const east = EAST.includes(lang);
      let v;
      switch (sh) {
        case 'full': v = east ? (lang === 'ja' && r.chance(0.6) ? `${p.family} ${p.given}` : p.family + p.given) : lang === 'vi' ? `${p.family} ${p.given}` : `${p.given} ${p.family}`; break;
        case 'upper_family': v = east ? `${p.familyLatin.toUpperCase()} ${p.givenLatin}` : lang === 'vi' ? `${p.family.toUpperCase()} ${p.given.toUpperCase()}` : lang === 'fr' || r.chance(0.5) ? `${p.family.toUpperCase()} ${p.given}` : `${p.given} ${p.family.toUpperCase()}`; break;
        case 'initial': v = east || ['ar', 'hi'].includes(lang) ? `${p.givenLatin[0]}. ${p.familyLatin}` : lang === 'vi' ? `${p.family} ${p.given}` : `${p.given.split(/[ -]/).map((x) => x[0] + '.').join(p.given.includes('-') ? '-' : ' ')} ${p.family}`; break;
        case 'latin': v = lang === 'ko' ? `${p.familyLatin} ${p.givenLatin}` : r.chance(0.5) ? `${p.givenLatin} ${p.familyLatin.toUpperCase()}` : `${p.familyLatin.toUpperCase()} ${p.givenLatin}`; break;
        case 'family_first_comma': v = east ? `${p.familyLatin}, ${p.givenLatin}` : lang === 'vi' ? `${p.family} ${p.given}` : `${p.family}, ${p.given}`; break;
        case 'given': return P('person_name', 'given_only', east ? p.given : p.given, true);
        case 'family_title': return P('person_name', 'surname_with_title', p.family);
        case 'native_full': v = east ? p.family + (lang === 'ja' ? ' ' : '') + p.given : `${p.given} ${p.family}`; break;
        default: v = `${p.given} ${p.family}`;
      }
      return P('person_name', sh, v);
    },
    title(p) { const T = { en: p.sex === 'f' ? 'Ms ' : 'Mr ', de: p.sex === 'f' ? 'Frau ' : 'Herrn ', fr: p.sex === 'f' ? 'Mme ' : 'M. ', es: p.sex === 'f' ? 'Sra. ' : 'Sr. ', it: p.sex === 'f' ? 'Sig.ra ' : 'Sig. ', pt: p.sex === 'f' ? 'Sra. ' : 'Sr. ', nl: p.sex === 'f' ? 'mevrouw ' : 'de heer ', pl: p.sex === 'f' ? 'Pani ' : 'Pan ', sv: '', tr: 'Sayın ', ja: '', zh: '', ko: '', vi: p.sex === 'f' ? 'Bà ' : 'Ông ', ar: p.sex === 'f' ? 'السيدة ' : 'السيد ', hi: p.sex === 'f' ? 'श्रीमती ' : 'श्री ' }; return T[lang]; },
    dob(p, style) { let v = style === 'iso' ? fmtDate(lc, p.dob.y, p.dob.m, p.dob.d, 'iso') : fmtDate(lc, p.dob.y, p.dob.m, p.dob.d); let type = style === 'iso' ? 'iso' : 'local'; if (['ar', 'hi'].includes(lang) && r.chance(0.3) && style !== 'iso') { v = nativeDigits(v, lang); type = 'native_digits'; } return P('date_of_birth', type, v); },
    addr(multi) { return P('address', multi ? 'postal_multiline' : 'postal', address(r, lc, multi)); },
    phone(t = 'mobile') { return P('phone', t, phone(r, lc)); },
    email(p, domain) { const g = strip(p.givenLatin).toLowerCase().replace(/[^a-z]/g, ''); const f = strip(p.familyLatin).toLowerCase().replace(/[^a-z]/g, ''); const lp = r.pick([`${g}.${f}`, `${g[0]}${f}`, `${f}.${g}${r.int(1, 99)}`, `${g}${f[0]}${r.int(70, 99)}`, `${g}_${f}`]); return P('email', domain ? 'work' : 'personal', `${lp}@${domain || r.pick(MAILDOM[lc.cc])}`); },
    nid(p, scheme) { const s = scheme || r.pick(lc.nid); return P('national_id', s, NATIONAL_IDS[s].gen(r, p)); },
    nidLabel(scheme) { return NATIONAL_IDS[scheme || lc.nid[0]].label; },
    passport(cc) { const c = cc || (V.PASSPORTS[lc.cc] ? lc.cc : 'GB'); return P('passport', c.toLowerCase() + '_passport', V.PASSPORTS[c].gen(r)); },
    bank(p) { // returns list of [labelKey or literal label, part]
      switch (lc.bank) {
        case 'iban': return [[lab.iban, P('bank_account', 'iban', V.iban(r, lc.cc, r.chance(0.6)))]];
        case 'us': return [['Routing number', P('bank_account', 'aba_routing', V.abaRouting(r), true)], [lab.account, P('bank_account', 'us_account', r.digits(r.int(9, 12)))]];
        case 'gb': return r.chance(0.5) ? [['Sort code', P('bank_account', 'uk_sort_code', `${r.digits(2)}-${r.digits(2)}-${r.digits(2)}`, true)], [lab.account, P('bank_account', 'uk_account', r.digits(8))]] : [[lab.iban, P('bank_account', 'iban', V.iban(r, 'GB', true))]];
        case 'ca': return [['Transit / Institution', P('bank_account', 'ca_transit_institution', `${r.digits(5)}-${r.pick(['001', '002', '003', '004', '006', '010'])}`, true)], [lab.account, P('bank_account', 'ca_account', r.digits(7))]];
        case 'au': return [['BSB', P('bank_account', 'au_bsb', `${r.pick(['062', '083', '033', '012'])}-${r.digits(3)}`, true)], [lab.account, P('bank_account', 'au_account', r.digits(r.int(8, 9)))]];
        case 'za': return [['Branch code', P('bank_account', 'za_branch', r.pick(['250655', '632005', '051001', '470010']), true)], [lab.account, P('bank_account', 'za_account', r.digits(r.int(10, 11)))]];
        case 'in': return [['IFSC', P('bank_account', 'in_ifsc', r.pick(['SBIN', 'HDFC', 'ICIC', 'UTIB', 'KKBK']) + '0' + r.digits(6), true)], [lab.account, P('bank_account', 'in_account', r.digits(r.int(11, 16)))]];
        case 'mx': return [['CLABE', P('bank_account', 'mx_clabe', V.clabe(r))]];
        case 'br': return r.chance(0.5) ? [['Agência / Conta', P('bank_account', 'br_agencia_conta', `${r.digits(4)} / ${r.digits(5)}-${r.digits(1)}`)]] : [[lab.iban, P('bank_account', 'iban', V.iban(r, 'BR', true))]];
        case 'jp': return [[lang === 'ja' ? '振込先' : 'Bank', `${r.pick(['みずほ銀行', '三菱UFJ銀行', 'ゆうちょ銀行', '三井住友銀行'])} ${r.pick(['渋谷', '新宿', '梅田', '栄'])}支店（${r.digits(3)}） 普通 `], [lab.account, P('bank_account', 'jp_account', r.digits(7))]];
        case 'cn': return [[lab.account, P('bank_account', 'cn_bank_card', (() => { const b = '62' + r.pick(['1700', '2848', '2588', '1226']) + r.digits(12); return b + (/* luhn */ (() => { for (let c = 0; c < 10; c++) { const s = b + c; let sum = 0, dbl = false; for (let i = s.length - 1; i >= 0; i--) { let d = +s[i]; if (dbl) { d *= 2; if (d > 9) d -= 9; } sum += d; dbl = !dbl; } if (sum % 10 === 0) return c; } })()); })())]];
        case 'kr': return [[lab.account, P('bank_account', 'kr_account', `${r.digits(3)}-${r.digits(6)}-${r.digits(5)}`)]];
        case 'vn': return [[lab.account, P('bank_account', 'vn_account', r.digits(r.int(10, 13)))]];
      }
    },
    iban(cc) { return P('bank_account', 'iban', V.iban(r, cc || (V.IBAN_COUNTRIES.includes(lc.cc) ? lc.cc : r.pick(V.IBAN_COUNTRIES)), r.chance(0.6))); },
    card(brand) { const b = brand || r.weighted([['visa', 5], ['mastercard', 5], ['amex', 2], ['discover', 1], ['jcb', lang === 'ja' ? 4 : 1], ['unionpay', lang === 'zh' ? 4 : 1], ['diners', 1], ['mir', 0.5], ['troy', lang === 'tr' ? 3 : 0], ['rupay', lc.cc === 'IN' ? 3 : 0], ['maestro', 1]]); return P('credit_card', b, V.card(r, b)); },
    ip(priv) { if (priv) return P('ip_address', 'ipv4_private', V.privateIPv4(r), true); return r.chance(0.8) ? P('ip_address', 'ipv4', V.publicIPv4(r)) : P('ip_address', 'ipv6', V.ipv6(r)); },
    wallet() { const [k, v] = V.wallet(r); return P('crypto_wallet', k, v); },
    pw() { return P('password', 'password', V.password(r)); },
    apikey(vendor) { const vd = vendor || r.pick(V.API_VENDORS); return P('api_key', vd, V.apiKey(r, vd)); },
    token(kind) { const k = kind || r.pick(V.TOKEN_KINDS); return P('access_token', k, V.accessToken(r, k)); },
    pkey(kind) { const k = kind || r.pick(V.KEY_KINDS); return P('private_key', 'pem_' + k, V.privateKey(r, k)); },
    conn(kind) { const k = kind || r.pick(V.CONN_KINDS); return P('connection_string', k, V.connString(r, k)); },
    // ---- negatives
    nDate() { return N('date_non_birth', fmtDate(lc, r.int(2023, 2027), r.int(1, 12), r.int(1, 28))); },
    nIsoDate() { return N('date_non_birth', fmtDate(lc, r.int(2023, 2027), r.int(1, 12), r.int(1, 28), 'iso')); },
    nCity() { return N('city', r.pick(citiesOf(lc))[0]); },
    nStreet() { return N('street_as_place', r.pick(streetsOf(lc))); },
    nFigure() { return N('public_figure', r.pick(figuresOf(lc))); },
    nBrand() { return N('brand', r.pick(BRANDS)); },
    nSupport() { return N('public_support_line', supportOf(lc)); },
    nOrder(prefix) { return N('order_number', (prefix || r.pick(['ORD-', 'SO', '#', 'INV-', 'PO-'])) + r.digits(r.int(6, 9))); },
    nInvoice() { return N('invoice_number', `${r.pick(['RE', 'INV', 'FA', 'F'])}-${r.int(2024, 2026)}-${r.digits(5)}`); },
    nCase() { return N('case_number', r.pick([`${r.digits(2)} O ${r.int(100, 999)}/${r.int(23, 26)}`, `CLM-${r.digits(7)}`, `CASE-${r.int(10000, 99999)}`, `${r.int(2024, 2026)}/${r.digits(6)}`])); },
    nTracking() { return N('tracking_number', r.pick([`1Z${r.chars(6, UP + DG)}${r.digits(10)}`, `JD${r.digits(16)}`, `${r.chars(2, UP)}${r.digits(9)}${r.pick(['DE', 'FR', 'GB', 'CN', 'JP'])}`])); },
    nVersion() { return N('version_string', r.pick(['v', '', 'release-']) + `${r.int(0, 12)}.${r.int(0, 40)}.${r.int(0, 20)}${r.chance(0.2) ? '.' + r.int(1, 999) : ''}`); },
    nHash(n) { return N('hash', r.chars(n || r.pick([7, 40, 64]), HEX)); },
    nUuid() { return N('uuid', V.uuid(r)); },
    nPrice() { const cur = CUR[lc.cc] || ['€', 'pre']; const amt = `${r.int(5, 4000)}${cur[2] === ',' ? ',' : '.'}${r.digits(2)}`; return N('price', cur[1] === 'pre' ? `${cur[0]}${amt}` : `${amt} ${cur[0]}`); },
    nMeasure(kind) { const M = { med: [`${r.int(1, 500)} mg`, `${r.int(2, 15)},${r.int(0, 9)} mmol/l`, `${r.int(90, 180)}/${r.int(55, 110)} mmHg`, `${r.int(40, 140)} kg`], energy: [`${r.int(100, 9999)} kWh`, `${r.int(1, 99)} m³`], area: [`${r.int(40, 900)} m²`] }; return N('measurement', r.pick(M[kind || 'med'])); },
    nMaskedCard() { return N('masked_value', r.pick(['**** **** **** ', 'XXXX-XXXX-XXXX-', '•••• ', '************']) + r.digits(4)); },
    nMaskedIban() { return N('masked_value', `${r.pick(['DE', 'FR', 'NL', 'ES', 'IT'])}** **** **** **** ${r.digits(2)}${r.pick(['**', '12', '00'])}`); },
    nMaskedPhone() { return N('masked_value', r.pick([`+49 *** ***${r.digits(2)}`, `***-***-${r.digits(4)}`, `06 ** ** ** ${r.digits(2)}`, `010-****-${r.digits(4)}`])); },
    nPlaceholder(kind) { return N('placeholder', r.pick(kind === 'pw' ? ['********', '<your-password>', '${DB_PASSWORD}', 'CHANGE_ME', '{{ .Values.db.password }}', 'xxxxxxxx'] : ['YOUR_API_KEY_HERE', '<token>', '${API_TOKEN}', 'sk_live_xxxxxxxxxxxxxxxxxxxx', 'REPLACE_ME', '{{ secrets.API_KEY }}'])); },
    nExampleKey() { return N('documentation_example', r.pick(['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c', '4111 1111 1111 1111', 'user@example.com', '192.0.2.10', 'postgres://user:password@localhost:5432/mydb'])); },
    nBic() { return N('bic', r.pick(V.BICS)); },
    nLoopback() { return N('non_personal_ip', r.pick(['127.0.0.1', '0.0.0.0', '::1', '255.255.255.0'])); },
    nMac() { return N('device_id', Array.from({ length: 6 }, () => r.chars(2, '0123456789ABCDEF')).join(':')); },
    nImei() { return N('device_id', r.digits(15)); },
    nSerial() { return N('device_id', r.chars(3, UP) + r.digits(7)); },
    nPublicHash() { return N('hash', '$2b$12$' + r.chars(53, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789./')); },
    nSha() { return N('hash', r.chars(64, HEX)); },
  };
  return ctx;
}

// ---------- record renderers ----------
// fields: [[key, label, part], ...]; records: array of fields arrays
const isPart = (x) => x && typeof x === 'object';
const val = (x) => (isPart(x) ? x.v : String(x));
const jsonEsc = (p) => { const e = JSON.stringify(p.v).slice(1, -1); return e === p.v ? p : { ...p, v: e, type: p.c ? p.type + (p.v.includes('\n') ? '_escaped' : '') : p.type }; };
export const RECORD_FORMATS = ['form', 'form_dots', 'table_text', 'ocr_form', 'json_export', 'xml_export', 'csv_export', 'tsv_export', 'sql_insert'];
const OCR = (s, r) => s.replace(/[lIoO]/g, (c) => (r.chance(0.25) ? { l: '1', I: 'l', o: '0', O: '0' }[c] : c)).replace(/:/g, () => (r.chance(0.2) ? ';' : ':'));
export function renderRecords(d, r, fmt, recs, opts = {}) {
  const title = opts.title; const table = opts.table || 'records';
  if (fmt === 'form' || fmt === 'form_dots' || fmt === 'ocr_form') {
    if (title) d.t(fmt === 'ocr_form' ? OCR(title.toUpperCase(), r) : title, '\n', fmt === 'form_dots' ? '='.repeat(Math.min(40, title.length + 4)) + '\n' : '\n');
    recs.forEach((rec, i) => {
      if (i) d.t(fmt === 'ocr_form' ? '\n~ ~ ~\n' : '\n---\n');
      for (const [, label, part] of rec) {
        if (part == null) continue;
        if (fmt === 'form') d.t(label, ': ', part, '\n');
        else if (fmt === 'form_dots') d.t(label, ' ', '.'.repeat(Math.max(2, 28 - label.length)), ' ', part, '\n');
        else d.t(OCR(label, r), r.pick([':  ', ' : ', ' ', '_ ']), part, r.pick(['\n', '\n', ' |\n', '\n\n']));
      }
    });
  } else if (fmt === 'table_text') {
    if (title) d.t(title, '\n\n');
    const cols = recs[0].filter((f) => f[2] != null);
    if (recs.length === 1) { for (const [, label, part] of cols) d.t('| ', label, ' | ', part, ' |\n'); }
    else {
      d.t('| ', cols.map((c) => c[1]).join(' | '), ' |\n|', cols.map(() => '---').join('|'), '|\n');
      for (const rec of recs) { d.t('| '); rec.filter((f) => f[2] != null).forEach(([, , part], j) => d.t(j ? ' | ' : '', part)); d.t(' |\n'); }
    }
  } else if (fmt === 'json_export') {
    const one = (rec, ind) => { d.t('{'); rec.filter((f) => f[2] != null).forEach(([k, , part], j) => { d.t(j ? ',' : '', '\n', ind, '  "', k, '": '); if (isPart(part)) d.t('"', jsonEsc(part), '"'); else if (typeof part === 'string') d.t('"', JSON.stringify(part).slice(1, -1), '"'); else d.t(String(part)); }); d.t('\n', ind, '}'); };
    if (recs.length === 1 && !opts.array) one(recs[0], '');
    else { d.t('[\n'); recs.forEach((rec, i) => { d.t(i ? ',\n  ' : '  '); one(rec, '  '); }); d.t('\n]'); }
    d.t('\n');
  } else if (fmt === 'xml_export') {
    d.t('<?xml version="1.0" encoding="UTF-8"?>\n<', table, '>\n');
    for (const rec of recs) {
      d.t('  <', opts.item || 'record', '>\n');
      for (const [k, , part] of rec) { if (part == null) continue; const cd = /[&<>]/.test(val(part)); d.t('    <', k, '>', cd ? '<![CDATA[' : '', part, cd ? ']]>' : '', '</', k, '>\n'); }
      d.t('  </', opts.item || 'record', '>\n');
    }
    d.t('</', table, '>\n');
  } else if (fmt === 'csv_export' || fmt === 'tsv_export') {
    const sep = fmt === 'csv_export' ? r.pick([',', ';']) : '\t';
    const cols = recs[0].filter((f) => f[2] != null);
    d.t(cols.map((c) => c[0]).join(sep), '\n');
    for (const rec of recs) { rec.filter((f) => f[2] != null).forEach(([, , part], j) => { const q = sep !== '\t' && /[,;"\n]/.test(val(part)); d.t(j ? sep : '', q ? '"' : '', part, q ? '"' : ''); }); d.t('\n'); }
  } else if (fmt === 'sql_insert') {
    const cols = recs[0].filter((f) => f[2] != null);
    d.t(`INSERT INTO ${table} (`, cols.map((c) => c[0]).join(', '), ') VALUES\n');
    recs.forEach((rec, i) => { d.t('  ('); rec.filter((f) => f[2] != null).forEach(([, , part], j) => { const dq = /'/.test(val(part)); d.t(j ? ', ' : '', dq ? '$$' : "'", part, dq ? '$$' : "'"); }); d.t(')', i === recs.length - 1 ? ';\n' : ',\n'); });
  }
}
