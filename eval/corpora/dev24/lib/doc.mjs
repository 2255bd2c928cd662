// Document builder: text is appended piece by piece; labels and negatives record their own offsets,
// so `text.slice(start, end) === value` holds by construction (offsets are UTF-16 code units; the
// corpus contains no characters outside the BMP, so they equal code point offsets).
import { LOCALES, person, asciiFold, fmtDate, localDate, LANGS } from './lang.mjs';
import { NATIONAL, TAX, passport, iban, BANK, card } from './ids.mjs';
import { negOf, neg } from './negatives.mjs';

export class Doc {
  constructor() { this.s = ''; this.labels = []; this.negatives = []; }
  push(x) {
    if (x == null || x === false) return;
    if (typeof x === 'string' || typeof x === 'number') { this.s += String(x); return; }
    if (Array.isArray(x)) { for (const y of x) this.push(y); return; }
    if (!x.v) throw new Error('empty value ' + JSON.stringify(x));
    const start = this.s.length, end = start + x.v.length;
    if (x.neg) this.negatives.push({ start, end, kind: x.neg, value: x.v });
    else { const l = { start, end, category: x.c, type: x.t, value: x.v }; if (x.soft) l.soft = true; if (x.enc) l.encoding = x.enc; this.labels.push(l); }
    this.s += x.v;
  }
  f(strings, ...vals) { strings.forEach((s, i) => { this.push(s); if (i < vals.length) this.push(vals[i]); }); return this; }
  append(o) { const off = this.s.length; this.s += o.s; for (const l of o.labels) this.labels.push({ ...l, start: l.start + off, end: l.end + off }); for (const n of o.negatives) this.negatives.push({ ...n, start: n.start + off, end: n.end + off }); }
}

const lab = (c, t, v, extra = {}) => ({ c, t, v, ...extra });
export { lab, neg };
export const padR = (x, w) => { const v = typeof x === 'string' ? x : x.v; if (v.length > w) throw new Error('too long for field: ' + v); return [x, ' '.repeat(w - v.length)]; };
export const padL = (x, w, ch = ' ') => { const v = typeof x === 'string' ? x : x.v; return [ch.repeat(Math.max(0, w - v.length)), x]; };
export const up = (s) => asciiFold(s).toUpperCase();
const DOMAINS = { us: ['gmail.com', 'outlook.com', 'yahoo.com'], gb: ['btinternet.com', 'gmail.com'], de: ['web.de', 'gmx.de', 't-online.de'], at: ['gmx.at', 'aon.at'], ch: ['bluewin.ch', 'gmx.ch'], fr: ['orange.fr', 'free.fr', 'laposte.net'], be: ['skynet.be', 'telenet.be'], es: ['telefonica.net', 'gmail.com'], mx: ['prodigy.net.mx', 'hotmail.com'], it: ['libero.it', 'tiscali.it'], nl: ['ziggo.nl', 'kpnmail.nl'], pl: ['wp.pl', 'onet.pl', 'o2.pl'], br: ['uol.com.br', 'bol.com.br'], pt: ['sapo.pt', 'gmail.com'], se: ['telia.com', 'bredband.net'], fi: ['elisanet.fi'], no: ['online.no'], tr: ['yandex.com.tr', 'hotmail.com'], ru: ['mail.ru', 'yandex.ru'], gr: ['otenet.gr', 'yahoo.gr'], ae: ['eim.ae', 'gmail.com'], sa: ['gmail.com', 'outlook.sa'], jp: ['yahoo.co.jp', 'docomo.ne.jp'], cn: ['qq.com', '163.com'], kr: ['naver.com', 'daum.net'], in: ['rediffmail.com', 'gmail.com'], ie: ['eircom.net'], au: ['bigpond.com', 'optusnet.com.au'], ca: ['rogers.com', 'shaw.ca'] };
const CORP = ['nordwind-logistik', 'harrington-mutual', 'klinikum-west', 'bluegate-freight', 'sakura-logi', 'medisys-health', 'polar-payroll', 'atlas-claims', 'iberia-seguros', 'hanbit-tel'];

export function makeCtx(r, locId) {
  const loc = LOCALES[locId];
  const c = { r, loc, locId, lang: loc.lang };
  c.corpDomain = `${r.pick(CORP)}.${r.pick(['com', loc.cc === 'gb' ? 'co.uk' : loc.cc, 'eu', 'net'])}`;
  c.person = (l = loc) => person(r, l);
  c.other = () => LOCALES[r.pick(Object.keys(LOCALES))];
  c.nid = (p, scheme) => NATIONAL[scheme || r.pick(p.loc.nid)](r, p);
  c.tax = (p) => p.loc.tax.length ? TAX[r.pick(p.loc.tax)](r, p) : null;
  c.pass = (p) => passport(r, p.loc.cc);
  c.phone = (p, style) => lab('phone_number', `${p.loc.cc}_phone`, p.loc.phone(r, style));
  c.email = (p, corp = false) => { const g = asciiFold(p.givenL).toLowerCase().replace(/[^a-z]/g, ''), f = asciiFold(p.familyL).toLowerCase().replace(/[^a-z]/g, ''); const local = r.pick([`${g}.${f}`, `${g[0]}${f}`, `${f}.${g}${r.int(1, 99)}`, `${g}${f}${r.int(70, 2005)}`, `${g}_${f[0]}${r.digits(2)}`]); return lab('email', corp ? 'work_email' : 'personal_email', `${local}@${corp ? c.corpDomain : r.pick(DOMAINS[p.loc.cc] || ['gmail.com'])}`); };
  c.iban = (p, paper) => iban(r, p.loc.iban || r.pick(['DE', 'FR', 'NL', 'ES', 'IT', 'BE']), paper);
  c.account = (p) => p.loc.bank ? BANK[p.loc.bank](r) : c.iban(p);
  c.localBank = () => BANK[r.pick(Object.keys(BANK))](r);
  c.card = (p, fmt) => card(r, r.pick(p.loc.cards), fmt);
  c.addr = (p) => p.loc.addr(r);
  c.street = (a) => lab('street_address', 'street_line', a.line);
  c.fullAddr = (a) => lab('street_address', 'postal_address', a.full);
  c.dob = (p, fmt) => lab('date_of_birth', `dob_${fmt}`, fmtDate(p.dob, fmt, p.lang));
  c.dobLocal = (p) => lab('date_of_birth', `dob_${p.loc.dateFmt}`, localDate(p.dob, p.loc));
  const latin = (p) => ({ g: up(p.givenL), f: up(p.familyL) });
  c.name = (p, form = 'full') => {
    const L = latin(p);
    switch (form) {
      case 'full': return lab('person_name', 'full_name', p.full);
      case 'latin': return lab('person_name', 'full_name', `${p.givenL} ${p.familyL}`);
      case 'given': return lab('person_name', 'given_name', p.given);
      case 'family': return lab('person_name', 'family_name', p.family);
      case 'hl7': return lab('person_name', 'hl7_xpn', `${p.upper(p.family)}^${p.upper(p.given)}`);
      case 'dicom': return lab('person_name', 'dicom_pn', `${p.family}^${p.given}`);
      case 'x12': return lab('person_name', 'x12_nm1', `${L.f}*${L.g}`);
      case 'edifact': return lab('person_name', 'edifact_nad', `${L.f}:${L.g}`);
      case 'swift': return lab('person_name', 'swift_name', `${L.g} ${L.f}`);
      case 'pnr': return lab('person_name', 'pnr_name', `${L.f.replace(/[^A-Z]/g, '')}/${L.g.replace(/[^A-Z]/g, '')}`);
      case 'lastfirst': return lab('person_name', 'last_first', `${L.f}, ${L.g}`);
      case 'vcardN': return lab('person_name', 'vcard_n', `${p.family};${p.given}`);
    }
  };
  c.negk = (kind, dom) => negOf(r, kind, loc, dom);
  c.negx = (kind, fn) => neg(kind, fn(negOf(r, kind, loc).v));
  return c;
}
