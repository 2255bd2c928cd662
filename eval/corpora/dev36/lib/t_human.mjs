// Human-facing documents in the locale's language: e-mails, HTML mails, chats, letters, forms, scans.
import { lab, neg, soft, enc } from './ctx.mjs';
import { encHtml } from './doc.mjs';
import { nameL, firstL, emailL, phoneL, addrL, nidL, taxL, idL, bankL, passL, anyId } from './person.mjs';
import { password, pwL } from './secrets.mjs';
import { card, btcP2pkh, btcBech32, ethAddress } from './ids.mjs';
import { phone } from './countries.mjs';
import { randDate, dateNum } from './dates.mjs';

const HDR = { en: ['From', 'To', 'Subject', 'Date', 'Cc'], de: ['Von', 'An', 'Betreff', 'Datum', 'Cc'], fr: ['De', 'À', 'Objet', 'Date', 'Cc'], es: ['De', 'Para', 'Asunto', 'Fecha', 'CC'], it: ['Da', 'A', 'Oggetto', 'Data', 'Cc'], pt: ['De', 'Para', 'Assunto', 'Data', 'Cc'], nl: ['Van', 'Aan', 'Onderwerp', 'Datum', 'Cc'], pl: ['Od', 'Do', 'Temat', 'Data', 'DW'] };
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], MONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const rfcDate = (r) => `${r.pick(DAYS)}, ${r.int(1, 28)} ${r.pick(MONS)} 2025 ${String(r.int(6, 20)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')} ${r.pick(['+0100', '+0200', '-0500', '+0900', '+0530', '+0000', '+0300'])}`;
const SYSTEMS = ['HMI Line 3', 'SCADA', 'LIMS', 'herd management portal', 'Wi-Fi barn 2', 'milking robot', 'weighbridge PC', 'VPN', 'WinCC', 'grain dryer controller', 'HPC cluster'];

const CARD_MIX = { US: ['visa', 'mastercard', 'amex', 'discover'], CN: ['unionpay', 'unionpay', 'visa'], JP: ['jcb', 'visa', 'mastercard'], KR: ['visa', 'mastercard'], TW: ['jcb', 'visa', 'mastercard'] };
export function cardL(c) { const t = c.r.pick(CARD_MIX[c.cc] || ['visa', 'visa', 'mastercard', 'mastercard', 'maestro', 'amex', 'diners']); return lab(card(c.r, t, c.r.pick(['spaced', 'spaced', 'plain', 'dash'])), 'credit_card', t); }
export function walletL(c) { const x = c.r.float(); return x < 0.45 ? lab(ethAddress(c.r), 'crypto_wallet', 'ethereum_address') : lab(x < 0.75 ? btcBech32(c.r) : btcP2pkh(c.r), 'crypto_wallet', 'bitcoin_address'); }
export const formalL = (c, P) => (P.patronymic || (P.formal !== P.full && c.r.chance(0.3)) ? nameL(P, 'formal') : nameL(P));
export const bk = (P) => (P.bank.category === 'iban' ? 'iban' : 'account');
export function personEmail(c, P) { return c.r.chance(0.6) ? emailL(P.emailPersonal) : c.workEmail(P); }
export const phoneOf = (c, P) => phoneL(c.r.chance(0.8) ? P.mobile : P.mobileIntl);
const TOPICS = ['herd', 'delivery', 'grain', 'incident', 'maint', 'grant', 'consent', 'tax', 'rent', 'claim', 'school', 'forward', 'meeting'];

/** body paragraphs for a topic; P = author, R = recipient */
export function topicBody(c, topic, P) {
  const { r } = c; const nl = () => c.add('\n');
  switch (topic) {
    case 'herd': c.S('herd', { org: c.orgName(), date: c.date(), n: r.int(4, 180) }); nl(); if (r.chance(0.6)) { c.S('callback', { phone: phoneOf(c, P) }); nl(); } break;
    case 'delivery': c.S('delivery', { order: c.N.order(), date: c.date() }); nl(); if (r.chance(0.5)) { c.S('reach', { phone: phoneOf(c, P), email: personEmail(c, P) }); nl(); } break;
    case 'grain': c.S('grain', { n: r.int(20, 900) }); nl(); c.S('reach', { phone: phoneOf(c, P), email: personEmail(c, P) }); nl(); if (r.chance(0.45)) c.add(c.F('wallet'), c.colon, walletL(c), '\n'); break;
    case 'incident': { c.S('incident', { n: r.int(1, 9) }); nl(); const V = c.person(); c.add(c.F('employee'), c.colon, nameL(V), '\n', c.F('dob'), c.colon, c.dob(V), '\n'); if (r.chance(0.5)) c.add(c.F('emergency'), c.colon, phoneOf(c, V), '\n'); if (r.chance(0.5)) { c.S('hotline', { hotline: c.N.hotline() }); nl(); } break; }
    case 'maint': c.S('maint', { n: r.int(1, 24) }); nl(); if (r.chance(0.7)) { c.S('pw', { system: r.pick(SYSTEMS), pw: pwL(password(r)) }); nl(); } break;
    case 'grant': c.S('grant', { grant: c.N.grant() }); nl(); if (r.chance(0.6)) { c.S('pay', { iban: bankL(P) }); nl(); } if (r.chance(0.3)) { c.S('figure', { figure: c.N.figure() }); nl(); } break;
    case 'consent': { c.S('consent', { date: c.date() }); nl(); const V = c.person(); c.add(c.F('participant'), c.colon, nameL(V), ' (', c.N.sample(), ')\n', c.F('dob'), c.colon, c.dob(V), '\n'); if (r.chance(0.5)) c.add(c.F('phone'), c.colon, phoneOf(c, V), '\n'); break; }
    case 'tax': { c.S('tax', { year: r.int(2022, 2024) }); nl(); const id = anyId(P); if (id) { c.S('idline', { idlabel: id.label, id: idL(id) }); nl(); } if (P.tax && P.nid && r.chance(0.4)) { c.S('idline', { idlabel: P.tax.label, id: idL(P.tax) }); nl(); } if (r.chance(0.6)) { c.S('pay', { iban: bankL(P) }); nl(); } break; }
    case 'rent': c.S('rent'); nl(); c.S('pay', { iban: bankL(P) }); nl(); break;
    case 'claim': c.S('claim', { policy: c.N.reference() }); nl(); if (r.chance(0.7)) { c.S('pay', { iban: bankL(P) }); nl(); } else c.add(c.F('card'), c.colon, cardL(c), '\n'); c.S('reach', { phone: phoneOf(c, P), email: personEmail(c, P) }); nl(); break;
    case 'school': { c.S('school', { year: `${r.int(2025, 2026)}/${r.int(26, 27)}` }); nl(); const K = c.person({ child: true }); c.add(c.F('child'), c.colon, nameL(K), '\n', c.F('dob'), c.colon, c.dob(K), '\n', c.F('address'), c.colon, addrL(P.address[0]), '\n'); if (r.chance(0.5)) { c.S('born', { dob: c.dob(P) }); nl(); } c.S('reach', { phone: phoneOf(c, P), email: personEmail(c, P) }); nl(); break; }
    case 'forward': { const V = c.person(); c.S('forward', { name: nameL(V) }); nl(); nl(); c.add(c.F('name'), c.colon, nameL(V), '\n', c.F('dob'), c.colon, c.dob(V), '\n', c.F('address'), c.colon, addrL(V.address[0]), '\n', c.F('mobile'), c.colon, phoneOf(c, V), '\n', c.F('email'), c.colon, emailL(V.emailPersonal), '\n'); const id = anyId(V); if (id && r.chance(0.7)) c.add(id.label, ': ', idL(id), '\n'); if (r.chance(0.5)) c.add(c.F('passport'), c.colon, passL(V), '\n'); if (r.chance(0.4)) { c.S('attach'); nl(); } break; }
    default: c.S('meeting', { date: c.date(), org: c.orgName() }); nl(); if (r.chance(0.5)) { c.S('figure', { figure: c.N.figure() }); nl(); } break;
  }
}
const SUBJ = { herd: 'herd', incident: 'incident', maint: 'ticket', grant: 'grant', consent: 'consent', tax: 'tax_return', rent: 'rent', claim: 'insurance_claim', school: 'school_form', forward: 'onboarding' };
function subject(c, topic) {
  if (SUBJ[topic]) return c.T(SUBJ[topic]);
  if (topic === 'delivery') return c.N.order();
  if (topic === 'grain') return c.N.lot();
  return c.orgName();
}

function signature(c, P, company = true) {
  const { r } = c;
  c.add(nameL(P), '\n');
  if (company && r.chance(0.6)) c.add(c.orgName(), '\n');
  if (r.chance(0.6)) c.add(c.F('mobile'), c.colon, phoneOf(c, P), '\n');
  if (company && r.chance(0.5)) c.add(c.F('phone'), c.colon, c.bizPhone(), '\n');
  if (company && r.chance(0.35)) c.add(c.orgAddr(), '\n');
  if (r.chance(0.3)) c.add(c.roleEmail(), '\n');
}

// ---------------- e-mail ----------------
export function email(c) {
  const { r } = c; const P = c.person(), R = c.person(); const topic = r.pick(TOPICS);
  const H = HDR[c.lang] || HDR.en;
  c.add(`${H[0]}: `, nameL(P), ' <', personEmail(c, P), '>\n');
  if (r.chance(0.6)) c.add(`${H[1]}: `, nameL(R), ' <', c.workEmail(R), '>\n'); else c.add(`${H[1]}: `, c.roleEmail(), '\n');
  if (r.chance(0.2)) c.add(`${H[4]}: `, c.roleEmail(), '\n');
  c.add(`${H[2]}: ${r.chance(0.3) ? 'Re: ' : ''}`, subject(c, topic), '\n');
  c.add(`${H[3]}: `, neg(rfcDate(r), 'timestamp'), '\n\n');
  if (r.chance(0.5)) c.S('greet', { name: nameL(R) }); else c.S('hi', { first: firstL(R) });
  c.add('\n\n');
  topicBody(c, topic, P);
  if (r.chance(0.3)) { c.S('thanks'); c.add('\n'); }
  c.add('\n'); c.S('closing'); c.add('\n'); signature(c, P);
}

// ---------------- HTML e-mail with entities ----------------
export function htmlEmail(c) {
  const { r, d } = c; const P = c.person(), R = c.person(); const topic = r.pick(['herd', 'delivery', 'claim', 'tax', 'school', 'forward', 'grant', 'rent', 'consent']);
  const ent = r.chance(0.7);
  c.add('<!DOCTYPE html>\n<html lang="', c.lang, '"><head><meta charset="utf-8"><title>');
  d.mode(ent ? (s) => encHtml(s) : null, ent ? 'html' : null, () => c.add(subject(c, topic)));
  c.add('</title></head>\n<body style="font-family:Arial,sans-serif;font-size:14px">\n<p>');
  d.mode(ent ? (s) => encHtml(s) : (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;'), ent ? 'html' : null, () => {
    if (r.chance(0.5)) c.S('greet', { name: nameL(R) }); else c.S('hi', { first: firstL(R) });
  });
  c.add('</p>\n<p>');
  // the body: sentences in HTML, line breaks as <br>
  d.mode((s) => (ent ? encHtml(s) : s.replace(/&/g, '&amp;')).replace(/\n/g, '<br>\n'), ent ? 'html' : null, () => topicBody(c, topic, P));
  c.add('</p>\n');
  if (r.chance(0.6)) {
    const V = P; c.add('<table border="1" cellpadding="4">\n');
    const row = (k, v) => { c.add('  <tr><td>'); d.mode(ent ? (s) => encHtml(s) : null, ent ? 'html' : null, () => c.add(k)); c.add('</td><td>'); d.mode(ent ? (s) => encHtml(s) : null, ent ? 'html' : null, () => c.add(v)); c.add('</td></tr>\n'); };
    row(c.F('name'), nameL(V)); row(c.F('address'), addrL(V.address[0])); if (r.chance(0.6)) row(c.F('dob'), c.dob(V)); if (r.chance(0.5)) row(c.F(bk(V)), bankL(V)); if (r.chance(0.2)) row(c.F('card'), cardL(c)); else if (r.chance(0.2)) row(c.F('card'), c.N.masked());
    c.add('</table>\n');
  }
  c.add('<p>'); d.mode(ent ? (s) => encHtml(s) : null, ent ? 'html' : null, () => { c.S('closing'); c.add('<br>\n'); c.add(nameL(P)); });
  const em = P.emailPersonal;
  if (r.chance(0.5)) c.add('<br>\n<a href="mailto:', enc(emailL(em), 'html_obfuscated'), '">', enc(emailL(em), 'html_obfuscated'), '</a>');
  else c.add('<br>\n<a href="mailto:', emailL(em), '">', emailL(em), '</a>');
  if (r.chance(0.6)) { const ph = phone(r, c.cc, 'mob', 'e164'); c.add('<br>\n<a href="tel:', phoneL(ph), '">', phoneL(ph), '</a>'); }
  c.add('</p>\n<hr>\n<small>');
  d.mode(ent ? (s) => encHtml(s) : null, ent ? 'html' : null, () => { c.add(c.orgName(), ' · ', c.orgAddr()); if (r.chance(0.5)) c.add(' · ', c.N.hotline()); });
  c.add('</small>\n</body></html>\n');
}

// ---------------- chat ----------------
export function chat(c) {
  const { r } = c; const A = c.person(), B = c.person(); const people = [A, B]; if (r.chance(0.4)) people.push(c.person());
  const style = r.pick(['whatsapp', 'slack', 'teams', 'plain']);
  let h = r.int(6, 20), m = r.int(0, 50);
  const tick = () => { m += r.int(0, 7); if (m > 59) { m -= 60; h = (h + 1) % 24; } return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`; };
  const day = dateNum(c.cc, randDate(r, 2025, 2025));
  const line = (P, fn) => {
    const t = tick();
    if (style === 'whatsapp') c.add('[', neg(`${day}, ${t}`, 'timestamp'), '] ', nameL(P), ': ');
    else if (style === 'slack') c.add(nameL(P), '  ', t, '\n');
    else if (style === 'teams') c.add(nameL(P), ' (', t, '): ');
    else c.add(t, ' ', nameL(P), ': ');
    fn(); c.add('\n'); if (style === 'slack') c.add('\n');
  };
  const sys = r.pick(SYSTEMS);
  const script = r.pick(['login', 'sensor', 'shift', 'contact', 'mixed']);
  if (script === 'login' || script === 'mixed') {
    line(A, () => c.S('login', { system: sys }));
    line(B, () => c.S('pw', { system: sys, pw: pwL(password(r)) }));
    if (r.chance(0.4)) line(B, () => c.add(c.F('username'), c.colon, r.pick([A.emailLocal, 'admin', 'operator', 'service']))); // usernames are not labelled
    line(A, () => { c.S('ok'); if (r.chance(0.6)) c.add(' ', firstL(B)); if (r.chance(0.4)) c.add(' ', r.pick(['👍', '🙏', '🚜', '🐄', '✅'])); });
  }
  if (script === 'sensor' || script === 'mixed') {
    line(A, () => c.S('sensor', { n: r.int(1, 8) }));
    line(B, () => c.S('callback', { phone: phoneOf(c, B) }));
    if (r.chance(0.4)) line(A, () => c.add(c.N.serial()));
  }
  if (script === 'shift') {
    line(A, () => c.S('shift'));
    line(B, () => { c.S('hi', { first: firstL(A) }); c.add(' '); c.S('reach', { phone: phoneOf(c, B), email: personEmail(c, B) }); });
    line(A, () => c.S('ok'));
  }
  if (script === 'contact') {
    const V = c.person();
    line(A, () => c.S('forward', { name: nameL(V) }));
    line(A, () => c.add(phoneOf(c, V), ' / ', emailL(V.emailPersonal)));
    if (V.tax && r.chance(0.3)) line(A, () => c.add(V.tax.label, ' ', idL(V.tax)));
    if (r.chance(0.5)) line(A, () => c.add(addrL(V.address[0])));
    line(B, () => c.S('ok'));
  }
  if (r.chance(0.25)) line(people[people.length - 1], () => c.S('newpw', { pw: pwL(password(r)) }));
  if (r.chance(0.15)) line(A, () => c.add(c.F('wallet'), c.colon, walletL(c)));
  if (r.chance(0.12)) line(B, () => c.add(c.F('card'), ' ', cardL(c), ' ', `${String(r.int(1, 12)).padStart(2, '0')}/${r.int(26, 30)}`));
}

// ---------------- letter (household / authority) ----------------
export function letter(c) {
  const { r } = c; const R = c.person(); const clerk = c.person();
  const sub = r.pick(['rent', 'utility', 'tax_return', 'insurance_claim', 'school_form']);
  c.add(c.orgName(), '\n', c.orgAddr(), '\n', c.F('phone'), c.colon, c.bizPhone(), ' · ', c.F('email'), c.colon, c.roleEmail(), '\n\n');
  c.add(nameL(R), '\n', addrL(R.address[1]), '\n\n', c.date(), '\n\n');
  c.add(c.T(sub), '\n', c.F('customer'), c.colon, c.N.reference(), '\n\n');
  c.S('greet', { name: nameL(R) }); c.add('\n\n');
  if (sub === 'rent') { c.S('rent'); c.add('\n'); const co = c.person(); c.S('pay', { iban: r.chance(0.5) ? soft(lab(co.bank.value, co.bank.category, co.bank.type)) : bankL(co) }); c.add('\n'); }
  else if (sub === 'utility') { c.S('pay', { iban: bankL(R) }); c.add('\n'); if (r.chance(0.3)) c.add(c.F('card'), c.colon, cardL(c), '\n'); const rt = c.routing(); if (rt && r.chance(0.5)) c.add(rt.label, c.colon, rt.m, '\n'); }
  else if (sub === 'tax_return') { const id = anyId(R); if (id) { c.add(id.label, c.colon, idL(id), '\n'); } c.S('tax', { year: r.int(2022, 2024) }); c.add('\n'); }
  else if (sub === 'insurance_claim') { c.S('claim', { policy: c.N.reference() }); c.add('\n'); c.S('pay', { iban: bankL(R) }); c.add('\n'); }
  else { const K = c.person({ child: true }); c.add(c.F('child'), c.colon, nameL(K), ', ', c.F('dob'), c.colon, c.dob(K), '\n'); }
  if (r.chance(0.5)) { c.S('hotline', { hotline: c.N.hotline() }); c.add('\n'); }
  c.add('\n'); c.S('closing'); c.add('\n', nameL(clerk), '\n');
}

// ---------------- forms (also used for OCR scans) ----------------
const FORMS = {
  tax_return: (c, P) => { const f = [['name', formalL(c, P)], ['dob', c.dob(P)], ['address', addrL(P.address[0])]]; if (P.nid) f.push([P.nid.label, nidL(P)]); if (P.tax) f.push([P.tax.label, taxL(P)]); f.push([bk(P), bankL(P)], ['phone', phoneOf(c, P)], ['email', personEmail(c, P)]); if (c.r.chance(0.4)) { const S2 = c.person({ gender: P.gender === 'f' ? 'm' : 'f' }); f.push(['name', nameL(S2)], ['dob', c.dob(S2)]); if (S2.nid) f.push([S2.nid.label, nidL(S2)]); } f.push(['date', c.date()]); return f; },
  school_form: (c, P) => { const K = c.person({ child: true }); const E = c.person(); return [['child', nameL(K)], ['dob', c.dob(K)], ['parent', formalL(c, P)], ['address', addrL(P.address[0])], ['mobile', phoneOf(c, P)], ['email', personEmail(c, P)], ['emergency', [nameL(E), ', ', phoneOf(c, E)]], ...(K.nid && c.r.chance(0.4) ? [[K.nid.label, nidL(K)]] : []), ['date', c.date()]]; },
  insurance_claim: (c, P) => [['policy', c.N.reference()], ['claim', c.N.reference()], ['name', formalL(c, P)], ['dob', c.dob(P)], ['address', addrL(P.address[0])], ['phone', phoneOf(c, P)], [bk(P), bankL(P)], ...(c.r.chance(0.4) ? [['card', cardL(c)]] : []), ['date', c.date()], ['_s', 'claim']],
  consent_record: (c, P) => [['participant', [nameL(P), ' / ', c.N.sample()]], ['dob', c.dob(P)], ['phone', phoneOf(c, P)], ['email', emailL(P.emailPersonal)], ['address', addrL(P.address[0])], ['date', c.date()], ['supervisor', nameL(c.person())], ['_s', 'consent']],
  ethics_form: (c, P) => [['name', formalL(c, P)], ['email', c.workEmail(P)], ['phone', c.bizPhone()], ['_org', c.orgName()], ['_grant', c.N.grant()], ['participant', String(c.r.int(12, 400))], ['supervisor', nameL(c.person())], ['date', c.date()]],
  grant_application: (c, P) => [['name', formalL(c, P)], ['dob', c.dob(P)], ['email', c.workEmail(P)], ['mobile', phoneOf(c, P)], ['_org', c.orgName()], ['address', c.orgAddr()], ['_grant', c.N.grant()], ...(c.r.chance(0.5) ? [['passport', passL(P)]] : []), [bk(P), c.r.chance(0.5) ? bankL(P) : soft(bankL(P))], ['date', c.date()]],
  supplier_onboarding: (c, P) => { const f = [['_org', c.orgName()], ['_vat', neg(`${c.cc === 'GB' ? 'GB' : c.cc}${c.r.digits(9)}`, 'org_tax_id')], ['address', c.orgAddr()], ['name', formalL(c, P)], ['email', c.workEmail(P)], ['mobile', phoneOf(c, P)], ['phone', c.bizPhone()], ['email', c.roleEmail()], [bk(P), soft(bankL(P))]]; const rt = c.routing(); if (rt) f.push([`_${rt.label}`, rt.m]); f.push(['date', c.date()]); return f; },
  incident_report: (c, P) => { const S2 = c.person(); const W = c.person(); return [['_s', 'incident'], ['employee', formalL(c, P)], ['dob', c.dob(P)], ['address', addrL(P.address[0])], ['mobile', phoneOf(c, P)], ...(c.r.chance(0.3) ? [['passport', passL(P)]] : []), ['emergency', [nameL(W), ', ', phoneOf(c, W)]], ['supervisor', nameL(S2)], ['date', c.ts()], ['_part', c.N.part()], ['_s', 'hotline']]; },
};
const FORM_TITLE = { tax_return: 'tax_return', school_form: 'school_form', insurance_claim: 'insurance_claim', consent_record: 'consent', ethics_form: 'ethics', grant_application: 'grant', supplier_onboarding: 'onboarding', incident_report: 'incident' };
export const FORM_KINDS = Object.keys(FORMS);

function writeForm(c, sub, style) {
  const { r } = c; const P = c.person();
  const fields = FORMS[sub](c, P);
  c.add(c.T(FORM_TITLE[sub]), '\n', style === 'table' ? '' : '='.repeat(r.int(10, 40)) + '\n');
  if (style === 'table') c.add('| | |\n|---|---|\n');
  for (const [k, v] of fields) {
    if (k === '_s') { if (v === 'claim') c.S('claim', { policy: c.N.reference() }); else if (v === 'consent') c.S('consent', { date: c.date() }); else if (v === 'incident') c.S('incident', { n: r.int(1, 9) }); else if (v === 'hotline') c.S('hotline', { hotline: c.N.hotline() }); c.add('\n'); continue; }
    const label = k.startsWith('_') ? ({ _org: '🏢', _grant: '#', _vat: 'VAT', _part: 'P/N' }[k] || k.slice(1)) : c.L.F[k] || k;
    c.localized = true;
    if (style === 'table') c.add('| ', label, ' | ', v, ' |\n');
    else if (style === 'dots') c.add(label, ' ', '.'.repeat(Math.max(2, 28 - label.length)), ' ', v, '\n');
    else if (style === 'boxes') c.add('[', label, '] ', v, '\n');
    else c.add(label, c.colon, v, '\n');
  }
  c.add('\n', c.F('signature'), ': ____________________\n');
}
export function form(c) { const sub = c.kind; writeForm(c, sub, c.r.pick(['colon', 'colon', 'dots', 'table', 'boxes'])); }

// OCR noise on plain text only (labels stay exact; values are typed-in fields)
const OCR = { l: '1', I: 'l', O: '0', o: '0', S: '5', e: 'c', a: 'o', B: '8', rn: 'm', i: 'í', t: 'f' };
export function ocrFilter(r, rate) {
  return (s) => {
    let out = '';
    for (let i = 0; i < s.length; i++) {
      const ch = s[i];
      if (ch !== '\n' && r.chance(rate)) {
        const x = r.float();
        if (x < 0.5 && OCR[ch]) { out += OCR[ch]; continue; }
        if (x < 0.7) { out += ch + ' '; continue; }
        if (x < 0.8) { out += r.pick(['|', '¦', '·', '\'', '~']) + ch; continue; }
        if (x < 0.9) continue;
      }
      out += ch;
    }
    return out;
  };
}
export function pdfText(c) {
  const { r, d } = c; const sub = r.pick(FORM_KINDS);
  c.add(r.pick(['', '\f', '%PDF-1.4 extracted text\n']));
  d.mode(ocrFilter(r, r.pick([0.01, 0.025, 0.045])), null, () => {
    writeForm(c, sub, r.pick(['colon', 'dots', 'boxes']));
    c.add('\n', c.lang === 'de' ? r.pick(['Seite 1 von 2', '- 1 -']) : r.pick(['Page 1/1', 'p. 1', '— 1 —', '1/2']), '\n');
  });
}
