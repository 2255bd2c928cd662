// Sector document templates. Each returns the context kind it produced.
import { renderRecords, N, P } from './core.mjs';
import { mrzTD3 } from './values.mjs';
import * as V from './values.mjs';
import { ph } from './phrases.mjs';
const X = (c, k) => ph(c.lang, k);

const REC = ['form', 'form_dots', 'table_text', 'ocr_form', 'json_export', 'xml_export'];
const LIST = ['csv_export', 'tsv_export', 'sql_insert', 'json_export', 'table_text', 'xml_export'];
const EAST = ['ja', 'ko'];
const greet = (c, d, p, nameShape) => { const l = c.lab; if (c.lang === 'fr') return d.t('Madame, Monsieur ', c.name(p, 'full'), ',\n\n'); if (EAST.includes(c.lang)) return d.t(c.name(p, nameShape || 'full'), ' ', l.dear, '\n\n'); if (c.lang === 'zh') return d.t(l.dear, c.name(p, 'full'), '：\n\n'); return d.t(l.dear, ' ', c.title(p), c.name(p, nameShape || 'full'), ',\n\n'); };
const sign = (c, d, p, org) => { d.t('\n', c.lab.regards, '\n', c.name(p, c.r.pick(['full', 'initial', 'full'])), '\n'); if (org) d.t(org, '\n'); if (c.r.chance(0.6)) d.t(c.lab.phone, ': ', c.phone('work'), '\n'); if (c.r.chance(0.5)) d.t(c.email(p, org ? org.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14) + '.' + c.lc.cc.toLowerCase() : undefined), '\n'); return d; };
const orgName = (c, kind) => { const r = c.r; const city = r.pick(['Nord', 'Süd', 'Central', 'Riverside', 'Lakeside', 'Westpark', 'Sakura', 'Hanoi', 'Atlas', 'Meridian', 'Orion']); return { clinic: `${city} Medical Centre`, bank: `${r.pick(['Atlas', 'Meridian', 'Harbor', 'Alpen', 'Nordic', 'Orion'])} Bank`, ins: `${r.pick(['Helvetia', 'Aurora', 'Beacon', 'Pioneer'])} Assurance`, shop: `${r.pick(['Kiwi', 'Nova', 'Pixel', 'Lumen', 'Urban'])}${r.pick(['Shop', 'Market', 'Store'])}`, school: `${city} Academy`, firm: `${r.pick(['Keller', 'Baxter', 'Moreau', 'Rinaldi', 'Haas'])} & Partners`, telco: `${r.pick(['Nova', 'Stream', 'Wave', 'Volt'])}${r.pick(['Tel', 'Net', 'Energy'])}` }[kind]; };
const S = (c, d, key, map) => d.f(c.sen[key], map);
const cityN = (c) => c.nCity();

export const TEMPLATES = [
  // ---------------- healthcare ----------------
  { id: 'admission_form', sector: 'healthcare', cats: ['person_name', 'date_of_birth', 'address', 'phone', 'national_id', 'email'], fn(c, d) {
    const p = c.person(); const k = c.person(); const doc = c.person(); const l = c.lab; const fmt = c.r.pick(REC);
    renderRecords(d, c.r, fmt, [[['patient_name', l.patient, c.name(p)], ['dob', l.dob, c.dob(p, fmt.endsWith('export') ? 'iso' : undefined)], ['national_id', c.nidLabel(), c.nid(p)], ['address', l.address, c.addr(false)], ['phone', l.phone, c.phone()], ['email', l.email, c.r.chance(0.6) ? c.email(p) : null], ['admitted', l.date, c.nDate()], ['ward', 'Ward', c.r.pick(['3B', 'Cardiology 2', 'ICU', 'Orthopaedics'])], ['emergency_contact', l.guardian, c.name(k)], ['emergency_phone', l.phone + ' (2)', c.phone()], ['attending', l.doctor, c.name(doc)], ['weight', 'kg', N('measurement', `${c.r.int(45, 130)} kg`)]]], { title: `${orgName(c, 'clinic')} – ${l.t_admission}`, table: 'admissions', item: 'admission' });
    if (c.r.chance(0.5)) { d.t('\n', l.notes, ': '); S(c, d, 'visit', { date: c.nDate(), city: cityN(c) }); d.t('\n'); }
    return fmt; } },
  { id: 'referral_letter', sector: 'healthcare', cats: ['person_name', 'date_of_birth', 'national_id', 'phone', 'email'], fn(c, d) {
    const p = c.person(); const gp = c.person(); const spec = c.person(); const l = c.lab;
    d.t(orgName(c, 'clinic'), '\n', c.nSupport(), '\n\n', l.t_referral, ' – ', c.nDate(), '\n\n'); greet(c, d, spec);
    d.t(l.patient, ': ', c.name(p), ', ', l.dob, ' ', c.dob(p), '\n', c.nidLabel(), ': ', c.nid(p), '\n\n');
    d.t(X(c, 'complaint'), N('measurement', `${c.r.int(1, 40) * 5} mg`), ' ', c.r.pick(['Metoprolol', 'Ramipril', 'Atorvastatin', 'Metformin']), '. BP ', c.nMeasure(), '.\n');
    S(c, d, 'born', { name: c.name(p, 'given'), dob: c.dob(p) }); d.t(' '); S(c, d, 'contact', { phone: c.phone(), email: c.email(p) }); d.t('\n');
    sign(c, d, gp, orgName(c, 'clinic')); return 'letter'; } },
  { id: 'lab_report', sector: 'healthcare', cats: ['person_name', 'date_of_birth', 'national_id'], fn(c, d) {
    const p = c.person(); const l = c.lab; const fmt = c.r.pick(['table_text', 'ocr_form', 'form']);
    d.t(orgName(c, 'clinic'), ' — ', l.t_lab, '\n', 'Sample ID: ', N('order_number', `S${c.r.digits(9)}`), '   Collected: ', c.nDate(), '\n');
    renderRecords(d, c.r, fmt, [[['patient', l.patient, c.name(p, c.r.pick(['upper_family', 'family_first_comma', 'full']))], ['dob', l.dob, c.dob(p)], ['nid', c.nidLabel(), c.nid(p)], ['requested_by', l.doctor, c.name(c.person(), 'initial')]]]);
    d.t('\nHb 13.9 g/dl | Glucose ', c.nMeasure(), ' | LDL ', c.nMeasure(), ' | HbA1c 5.8 %\n', 'Validated by ', c.name(c.person()), ' (', c.nDate(), ')\n'); return fmt; } },
  { id: 'pharmacy_record', sector: 'healthcare', cats: ['person_name', 'date_of_birth', 'national_id', 'phone'], fn(c, d) {
    const fmt = c.r.pick(LIST); const recs = [];
    for (let i = 0; i < c.r.int(2, 4); i++) { const p = c.person(); recs.push([['dispensed', 'Date', c.nIsoDate()], ['rx_no', 'Rx', N('order_number', 'RX' + c.r.digits(8))], ['patient', c.lab.patient, c.name(p, 'full')], ['dob', c.lab.dob, c.dob(p, 'iso')], ['id_no', 'ID', c.nid(p)], ['drug', 'Drug', c.r.pick(['Amoxicillin 500 mg', 'Ibuprofen 400 mg', 'Insulin glargine', 'Salbutamol'])], ['phone', c.lab.phone, c.phone()]]); }
    renderRecords(d, c.r, fmt, recs, { table: 'dispensing_log', item: 'dispensing' }); return fmt; } },
  { id: 'appointment_reminder', sector: 'healthcare', cats: ['person_name', 'phone', 'access_token', 'email'], fn(c, d) {
    const p = c.person(); const l = c.lab;
    d.t(l.t_appointment, '\n\n'); greet(c, d, p, 'full'); S(c, d, 'visit', { date: c.nDate(), city: cityN(c) });
    d.t('\n', c.r.pick(['Manage your booking: ', 'Link: ', '→ ']), 'https://portal.', orgName(c, 'clinic').toLowerCase().replace(/[^a-z]/g, ''), '.example/appt?session=', c.token(c.r.pick(['jwt', 'session_cookie', 'bearer_opaque'])), '\n');
    d.t(l.phone, ': ', c.nSupport(), '\n', 'To: ', c.email(p), ' / ', c.phone(), '\n'); return 'email'; } },
  // ---------------- banking & insurance ----------------
  { id: 'account_opening', sector: 'banking', cats: ['person_name', 'date_of_birth', 'address', 'phone', 'email', 'national_id', 'passport', 'bank_account'], fn(c, d) {
    const p = c.person(); const l = c.lab; const fmt = c.r.pick(REC);
    const rows = [['first_name', l.first, P('person_name', 'given', p.given)], ['last_name', l.last, P('person_name', 'family', p.family)], ['date_of_birth', l.dob, c.dob(p, fmt.endsWith('export') ? 'iso' : undefined)], ['nationality', l.nationality, c.lc.cc], ['national_id', c.nidLabel(), c.nid(p)], ['passport_no', l.passport, c.passport()], ['address', l.address, c.addr(false)], ['mobile', l.phone, c.phone()], ['email', l.email, c.email(p)]];
    for (const [lb, part] of c.bank(p)) rows.push([lb.toLowerCase().replace(/[^a-z]+/g, '_') || 'account', lb, part]);
    rows.push(['branch', 'Branch', cityN(c)], ['application_date', l.date, c.nDate()]);
    renderRecords(d, c.r, fmt, [rows], { title: `${orgName(c, 'bank')} – ${l.t_account_opening}`, table: 'applications', item: 'application' }); return fmt; } },
  { id: 'wire_transfer', sector: 'banking', cats: ['person_name', 'bank_account', 'address', 'phone'], fn(c, d) {
    const a = c.person(); const b = c.person(); const l = c.lab; const fmt = c.r.pick(['form', 'form_dots', 'ocr_form', 'table_text']);
    const rows = [['ordering_customer', l.name, c.name(a)], ['ordering_account', l.iban, c.iban()], ['address', l.address, c.addr(false)], ['beneficiary', l.name + ' (2)', c.name(b, c.r.pick(['full', 'upper_family']))], ['beneficiary_iban', 'IBAN (2)', c.iban(c.r.pick(V.IBAN_COUNTRIES))], ['bic', 'BIC/SWIFT', c.nBic()], ['amount', l.amount, c.nPrice()], ['reference', l.ref, c.nInvoice()], ['execution', l.date, c.nDate()], ['phone', l.phone, c.phone()]];
    renderRecords(d, c.r, fmt, [rows], { title: `${orgName(c, 'bank')} – ${l.t_wire}` });
    d.t('\n', l.signature, ': ______  ', c.name(a, 'initial'), '\n'); if (c.r.chance(0.4)) d.t(X(c, 'funds'), c.wallet(), '\n'); return fmt; } },
  { id: 'kyc_check', sector: 'banking', cats: ['person_name', 'date_of_birth', 'passport', 'national_id', 'address', 'ip_address', 'crypto_wallet'], fn(c, d) {
    const p = c.person(); const l = c.lab; const cc = V.PASSPORTS[c.lc.cc] ? c.lc.cc : 'GB'; const pp = V.PASSPORTS[cc].gen(c.r); const exp = `${c.r.int(27, 35)}${String(c.r.int(1, 12)).padStart(2, '0')}${String(c.r.int(1, 28)).padStart(2, '0')}`;
    const m = mrzTD3(cc, pp, p, exp);
    d.t(l.t_kyc, ' — ', orgName(c, 'bank'), '\n', 'Case: ', c.nCase(), '\n\n');
    d.t('[x] ', l.name, ': ', c.name(p), '\n[x] ', l.dob, ': ', c.dob(p), '\n[x] ', l.passport, ': ', P('passport', cc.toLowerCase() + '_passport', pp), ' (', l.nationality, ' ', cc, ')\n[x] ', c.nidLabel(), ': ', c.nid(p), '\n[x] ', l.address, ': ', c.addr(false), '\n');
    d.t('[x] MRZ:\n', P('person_name', 'mrz_line1', m.line1, true), '\n', P('passport', 'mrz_line2', m.line2), '\n');
    d.t('[x] Onboarding IP: ', c.ip(), ' (', c.r.pick(['Chrome 131', 'Safari 18', 'Firefox 133']), ')\n[ ] ', X(c, 'funds'), c.wallet(), '\n');
    d.t('[x] PEP/sanctions screening: no match (closest hit: ', c.nFigure(), ')\n'); return 'checklist'; } },
  { id: 'claim_file', sector: 'insurance', cats: ['person_name', 'phone', 'email', 'bank_account', 'address', 'crypto_wallet'], fn(c, d) {
    const p = c.person(); const adj = c.person(); const l = c.lab;
    d.t('From: ', c.email(p), '\nTo: claims@', orgName(c, 'ins').toLowerCase().replace(/[^a-z]/g, ''), '.example\nSubject: ', l.t_claim, ' ', c.nCase(), '\n\n'); greet(c, d, adj);
    d.t(X(c, 'water'), c.addr(false), ' (', c.nDate(), '), ', X(c, 'payto'), c.iban(), '.\n');
    if (c.r.chance(0.5)) d.t(X(c, 'stolen'), c.wallet(), X(c, 'to'), c.wallet(), '.\n');
    S(c, d, 'contact', { phone: c.phone(), email: c.email(p) }); d.t('\n\n', l.regards, '\n', c.name(p), '\n'); return 'email'; } },
  { id: 'statement', sector: 'banking', cats: ['person_name', 'bank_account', 'address'], fn(c, d) {
    const p = c.person(); const l = c.lab;
    d.t(orgName(c, 'bank'), ' — ', l.t_statement, '\n', c.name(p, 'upper_family'), '\n', c.addr(true), '\n', l.iban, ': ', c.iban(), '   BIC ', c.nBic(), '\n', l.card, ': ', c.card(), '\n\n');
    d.t('Date        | Description                    | Amount\n');
    for (let i = 0; i < c.r.int(3, 6); i++) { d.t(c.nDate(), ' | ', c.r.pick(['CARD ', 'POS ', 'SEPA-DD ']), c.nBrand(), ' ', c.nMaskedCard(), ' | ', c.nPrice(), '\n'); }
    d.t('Transfer to ', c.name(c.person()), ' ', c.iban(), ' | ', c.nPrice(), '\n'); return 'table_text'; } },
  { id: 'collection_letter', sector: 'banking', cats: ['person_name', 'address', 'bank_account', 'phone'], fn(c, d) {
    const p = c.person(); const agent = c.person(); const l = c.lab;
    d.t(orgName(c, 'firm'), '\n', c.nSupport(), '\n\n', c.title(p), c.name(p), '\n', c.addr(true), '\n\n', l.t_collection, ' — ', l.ref, ' ', c.nInvoice(), '\n\n'); greet(c, d, p, 'family_title');
    d.t(X(c, 'remind'), c.nDate(), ', ', c.nPrice(), ' ', X(c, 'unpaid'), ' ');
    S(c, d, 'transfer', { iban: c.iban() }); d.t('\n'); sign(c, d, agent, orgName(c, 'firm')); return 'letter'; } },
  // ---------------- retail ----------------
  { id: 'order_confirmation', sector: 'retail', cats: ['person_name', 'address', 'email', 'phone'], fn(c, d) {
    const p = c.person(); const l = c.lab;
    d.t(orgName(c, 'shop'), ' — ', l.t_order, ' ', c.nOrder(), '\n\n'); greet(c, d, p, c.r.pick(['full', 'given']));
    d.t('1× ', c.nBrand(), ' ', c.r.pick(['headphones', 'kettle', 'sneakers', 'backpack']), '  ', c.nPrice(), '\n', l.card, ': ', c.nMaskedCard(), '\n', X(c, 'shipto'), '\n', c.name(p, 'full'), '\n', c.addr(true), '\n', l.phone, ': ', c.phone(), '\n', 'Tracking: ', c.nTracking(), '\n', X(c, 'questions'), c.nSupport(), '\n'); return 'email'; } },
  { id: 'return_form', sector: 'retail', cats: ['person_name', 'bank_account', 'email'], fn(c, d) {
    const p = c.person(); const l = c.lab; const fmt = c.r.pick(REC);
    renderRecords(d, c.r, fmt, [[['order', l.ref, c.nOrder()], ['customer', l.customer, c.name(p)], ['email', l.email, c.email(p)], ['refund_iban', l.iban, c.iban()], ['reason', l.notes, c.r.pick(['R01', 'R02', 'R05', 'R07'])], ['amount', l.amount, c.nPrice()]]], { title: l.t_return, table: 'returns', item: 'return' }); return fmt; } },
  { id: 'loyalty_signup', sector: 'retail', cats: ['person_name', 'date_of_birth', 'email', 'phone', 'password', 'credit_card', 'address'], fn(c, d) {
    const p = c.person(); const l = c.lab; const fmt = c.r.pick(['json_export', 'form', 'xml_export', 'form_dots']);
    renderRecords(d, c.r, fmt, [[['member_id', 'Member', N('order_number', 'LY' + c.r.digits(10))], ['name', l.name, c.name(p)], ['birthday', l.dob, c.dob(p, 'iso')], ['email', l.email, c.email(p)], ['mobile', l.phone, c.phone()], ['address', l.address, c.addr(false)], ['password', l.password, c.pw()], ['payment_card', l.card, c.card()], ['signup_ip', 'IP', c.ip()], ['store', 'Store', cityN(c)]]], { title: l.t_loyalty, table: 'members', item: 'member' }); return fmt; } },
  { id: 'marketplace_message', sector: 'retail', cats: ['person_name', 'phone', 'email', 'bank_account', 'crypto_wallet'], fn(c, d) {
    const s = c.person(); const b = c.person(); const t = () => `[${String(c.r.int(8, 22)).padStart(2, '0')}:${String(c.r.int(0, 59)).padStart(2, '0')}] `;
    d.t(t(), c.name(b, 'full'), ': ', X(c, 'avail'), '\n');
    d.t(t(), c.name(s, 'full'), ': ', X(c, 'yes'), ' '); S(c, d, 'met', { street: c.nStreet() }); d.t(' '); S(c, d, 'contact', { phone: c.phone(), email: c.email(s) }); d.t('\n');
    d.t(t(), c.name(b, 'given'), ': ok. IBAN? \n', t(), c.name(s, 'given'), ': ', c.iban(), c.r.chance(0.6) ? [' or USDT/ETH: ', c.wallet()] : '', '\n', t(), '[system] ', X(c, 'platform'), ' ', c.nSupport(), '\n'); return 'chat'; } },
  { id: 'crm_export', sector: 'retail', cats: ['person_name', 'email', 'phone', 'date_of_birth', 'ip_address', 'address'], fn(c, d) {
    const fmt = c.r.pick(LIST); const recs = [];
    for (let i = 0; i < c.r.int(3, 5); i++) { const p = c.person(); recs.push([['customer_id', 'ID', N('order_number', 'C' + c.r.digits(7))], ['full_name', c.lab.name, c.name(p, c.r.pick(['full', 'full', 'upper_family', 'initial']))], ['email', c.lab.email, c.email(p)], ['phone', c.lab.phone, c.phone()], ['birth_date', c.lab.dob, c.dob(p, 'iso')], ['city', 'City', cityN(c)], ['address', c.lab.address, c.addr(false)], ['last_login_ip', 'IP', c.ip()], ['card_on_file', c.lab.card, c.r.chance(0.4) ? c.card() : c.nMaskedCard()], ['created', c.lab.date, c.nIsoDate()]]); }
    renderRecords(d, c.r, fmt, recs, { table: 'crm_contacts', item: 'contact' }); return fmt; } },
  // ---------------- travel ----------------
  { id: 'booking_confirmation', sector: 'travel', cats: ['person_name', 'passport', 'date_of_birth', 'email', 'phone', 'credit_card'], fn(c, d) {
    const a = c.person(); const b = c.person(); const l = c.lab;
    d.t(l.t_booking, ' — PNR ', N('booking_reference', c.r.chars(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789')), '\n', c.r.pick(['LH', 'AF', 'TK', 'NH', 'EK', 'IB', 'KL']), c.r.int(100, 1999), ' ', c.nCity(), ' → ', c.r.pick(['Lisboa', 'Tokyo', 'Dubai', 'New York', 'Istanbul']), ' · ', c.nDate(), '\n\n');
    for (const p of [a, b]) d.t(c.name(p, c.r.pick(['upper_family', 'latin', 'full'])), ' · ', l.dob, ' ', c.dob(p), ' · ', l.passport, ' ', c.passport(), '\n');
    d.t('\n', l.card, ': ', c.card(), ' (exp ', String(c.r.int(1, 12)).padStart(2, '0'), '/', c.r.int(27, 31), ')\n', l.email, ': ', c.email(a), '  ', l.phone, ': ', c.phone(), '\n', 'Fare ', c.nPrice(), ' · baggage 23 kg\n'); return 'email'; } },
  { id: 'passenger_list', sector: 'travel', cats: ['person_name', 'passport', 'date_of_birth'], fn(c, d) {
    const fmt = c.r.pick(['tsv_export', 'csv_export', 'table_text', 'json_export']); const recs = [];
    for (let i = 0; i < c.r.int(3, 5); i++) { const p = c.person(); const cc = c.r.chance(0.7) && V.PASSPORTS[c.lc.cc] ? c.lc.cc : c.r.pick(Object.keys(V.PASSPORTS)); recs.push([['seat', 'Seat', `${c.r.int(1, 40)}${c.r.pick('ABCDEF')}`], ['surname', c.lab.last, P('person_name', 'family_latin', p.familyLatin.toUpperCase())], ['given_names', c.lab.first, P('person_name', 'given_latin', p.givenLatin.toUpperCase())], ['dob', c.lab.dob, c.dob(p, 'iso')], ['nationality', c.lab.nationality, V.PASSPORTS[cc].iso3], ['passport', c.lab.passport, c.passport(cc)]]); }
    renderRecords(d, c.r, fmt, recs, { table: 'manifest', item: 'pax' }); return fmt; } },
  { id: 'hotel_registration', sector: 'travel', cats: ['person_name', 'address', 'passport', 'date_of_birth', 'credit_card', 'phone'], fn(c, d) {
    const p = c.person(); const l = c.lab; const fmt = c.r.pick(['ocr_form', 'form', 'form_dots']);
    renderRecords(d, c.r, fmt, [[['guest', l.name, c.name(p, c.r.pick(['full', 'upper_family', 'latin']))], ['dob', l.dob, c.dob(p)], ['address', l.address, c.addr(false)], ['passport', l.passport, c.passport()], ['phone', l.phone, c.phone()], ['arrival', l.date, c.nDate()], ['room', 'Room', String(c.r.int(101, 940))], ['card', l.card, c.card()], ['rate', l.amount, c.nPrice()]]], { title: `Hotel ${c.r.pick(['Bellevue', 'Sakura', 'Al Bustan', 'Riverside'])} – ${l.t_hotel_reg}` });
    d.t(l.signature, ': ', c.name(p, 'initial'), '\n'); return fmt; } },
  { id: 'visa_application', sector: 'travel', cats: ['person_name', 'passport', 'date_of_birth', 'national_id', 'address', 'email', 'phone'], fn(c, d) {
    const p = c.person(); const l = c.lab; const cc = V.PASSPORTS[c.lc.cc] ? c.lc.cc : 'IN'; const pp = V.PASSPORTS[cc].gen(c.r);
    const m = mrzTD3(cc, pp, p, `${c.r.int(28, 36)}0${c.r.int(1, 9)}1${c.r.int(0, 9)}`);
    renderRecords(d, c.r, c.r.pick(['form', 'form_dots']), [[['surname', l.last, P('person_name', 'family', p.family)], ['given', l.first, P('person_name', 'given', p.given)], ['dob', l.dob, c.dob(p)], ['place_of_birth', 'Place of birth', c.nCity()], ['passport', l.passport, P('passport', cc.toLowerCase() + '_passport', pp)], ['nid', c.nidLabel(), c.nid(p)], ['address', l.address, c.addr(false)], ['email', l.email, c.email(p)], ['phone', l.phone, c.phone()], ['travel', l.date, c.nDate()]]], { title: l.t_visa });
    d.t('\nScan of data page:\n', P('person_name', 'mrz_line1', m.line1, true), '\n', P('passport', 'mrz_line2', m.line2), '\n'); return 'form'; } },
  // ---------------- education ----------------
  { id: 'enrolment_record', sector: 'education', cats: ['person_name', 'date_of_birth', 'national_id', 'phone', 'email', 'address'], fn(c, d) {
    const s = c.person({ minor: true }); const g = c.person(); const l = c.lab; const fmt = c.r.pick(REC);
    renderRecords(d, c.r, fmt, [[['student', l.student, c.name(s)], ['dob', l.dob, c.dob(s, fmt.endsWith('export') ? 'iso' : undefined)], ['student_nid', c.nidLabel(), c.nid(s)], ['class', 'Class', c.r.pick(['5b', '7A', '10C', 'Year 9'])], ['guardian', l.guardian, c.name(g)], ['guardian_phone', l.phone, c.phone()], ['guardian_email', l.email, c.email(g)], ['address', l.address, c.addr(false)], ['enrolled', l.date, c.nDate()]]], { title: `${orgName(c, 'school')} – ${l.t_enrolment}`, table: 'enrolments', item: 'enrolment' }); return fmt; } },
  { id: 'transcript', sector: 'education', cats: ['person_name', 'date_of_birth'], fn(c, d) {
    const s = c.person(); const reg = c.person(); const l = c.lab;
    d.t(orgName(c, 'school'), ' — ', l.t_transcript, '\n', l.student, ': ', c.name(s, c.r.pick(['full', 'family_first_comma'])), '   ', l.dob, ': ', c.dob(s), '\n\n');
    d.t('Course            | Code    | Grade\n');
    for (const co of c.r.shuffle(['Mathematics', 'Physics', 'History', 'Literature', 'Chemistry', 'Economics']).slice(0, 4)) d.t(co.padEnd(18), '| ', N('course_code', c.r.chars(3, 'ABCDEFGHMPS') + c.r.int(100, 499)), ' | ', c.r.pick(['A', 'B+', '1,7', '15/20', '8']), '\n');
    d.t('\nIssued ', c.nDate(), ' by the Registrar, ', c.name(reg, 'initial'), '\n'); return 'table_text'; } },
  { id: 'parent_letter', sector: 'education', cats: ['person_name', 'phone', 'email'], fn(c, d) {
    const t = c.person(); const pa = c.person(); const l = c.lab;
    d.t(N('institution_named_after_person', c.r.pick(['Goethe-Gymnasium', 'Lycée Victor Hugo', 'Colegio Cervantes', 'Lincoln High School', 'Liceo Leonardo da Vinci', 'Escola Fernando Pessoa', 'Astrid Lindgrens skola'])), '\n');
    d.t(l.t_parent_letter, ' — ', c.nDate(), '\n\n'); greet(c, d, pa);
    d.t(X(c, 'trip'), c.nFigure(), X(c, 'on'), c.nDate(), '. ');
    S(c, d, 'met', { street: c.nStreet() }); d.t('\n'); S(c, d, 'contact', { phone: c.phone(), email: c.email(t, 'school.example') }); d.t('\n'); sign(c, d, t); return 'letter'; } },
  // ---------------- government ----------------
  { id: 'benefit_application', sector: 'government', cats: ['person_name', 'date_of_birth', 'national_id', 'address', 'bank_account', 'phone'], fn(c, d) {
    const p = c.person(); const ch = c.person({ minor: true }); const l = c.lab; const fmt = c.r.pick(REC);
    const rows = [['applicant', l.name, c.name(p)], ['dob', l.dob, c.dob(p, fmt.endsWith('export') ? 'iso' : undefined)], ['nid', c.nidLabel(), c.nid(p)], ['address', l.address, c.addr(false)], ['phone', l.phone, c.phone()], ['child', l.student, c.name(ch)], ['child_dob', l.dob + ' (2)', c.dob(ch, fmt.endsWith('export') ? 'iso' : undefined)]];
    for (const [lb, part] of c.bank(p)) rows.push([lb.toLowerCase().replace(/[^a-z]+/g, '_') || 'account', lb, part]);
    rows.push(['case', l.ref, c.nCase()], ['received', l.date, c.nDate()]);
    renderRecords(d, c.r, fmt, [rows], { title: l.t_benefit, table: 'applications', item: 'application' }); return fmt; } },
  { id: 'tax_letter', sector: 'government', cats: ['person_name', 'address', 'national_id', 'bank_account'], fn(c, d) {
    const p = c.person(); const off = c.person(); const l = c.lab;
    d.t(l.t_tax, '\n', c.nCity(), ', ', c.nDate(), '\n\n', c.title(p), c.name(p), '\n', c.addr(true), '\n\n', c.nidLabel(), ': ', c.nid(p), '   ', l.ref, ': ', c.nCase(), '\n\n'); greet(c, d, p, 'family_title');
    d.t(X(c, 'refund'), c.nPrice(), ' → ', c.iban(), '.\n', c.r.chance(0.5) ? ['Crypto: ', c.wallet(), '\n'] : '', X(c, 'hours'), c.nSupport(), '\n'); sign(c, d, off); return 'letter'; } },
  { id: 'permit_application', sector: 'government', cats: ['person_name', 'address', 'phone', 'email'], fn(c, d) {
    const p = c.person(); const l = c.lab; const fmt = c.r.pick(REC);
    renderRecords(d, c.r, fmt, [[['applicant', l.name, c.name(p)], ['address', l.address, c.addr(false)], ['phone', l.phone, c.phone()], ['email', l.email, c.email(p)], ['parcel', 'Parcel', N('case_number', `${c.r.int(100, 999)}/${c.r.int(1, 99)}`)], ['site', 'Site', c.nStreet()], ['area', 'm²', c.nMeasure('area')], ['submitted', l.date, c.nDate()]]], { title: l.t_permit, table: 'permits', item: 'permit' }); return fmt; } },
  { id: 'civil_registry', sector: 'government', cats: ['person_name', 'date_of_birth', 'national_id'], fn(c, d) {
    const p = c.person(); const f = c.person({ sex: 'm' }); const m = c.person({ sex: 'f' }); const l = c.lab; const fmt = c.r.pick(['form', 'form_dots', 'ocr_form']);
    renderRecords(d, c.r, fmt, [[['name', l.name, c.name(p, 'full')], ['dob', l.dob, c.dob(p)], ['place', 'Place of birth', c.nCity()], ['nid', c.nidLabel(), c.nid(p)], ['father', 'Father', c.name(f, 'full')], ['mother', 'Mother', c.name(m, 'full')], ['issued', l.date, c.nDate()], ['register_no', l.ref, c.nCase()]]], { title: l.t_civil }); return fmt; } },
  // ---------------- legal ----------------
  { id: 'service_contract', sector: 'legal', cats: ['person_name', 'address', 'national_id', 'bank_account', 'email'], fn(c, d) {
    const a = c.person(); const l = c.lab;
    d.t(l.t_contract, '\n\n', '§1 ', X(c, 'between'), c.nBrand(), ' GmbH, ', c.nStreet(), ' ', c.r.int(1, 99), ', ', c.nCity(), X(c, 'and'), c.name(a), ', ', c.addr(false), ', ', c.nidLabel(), ' ', c.nid(a), '.\n');
    d.t('§2 Fee: ', c.nPrice(), ' monthly, payable to ', c.iban(), ' (BIC ', c.nBic(), ').\n§3 Term from ', c.nDate(), ' to ', c.nDate(), '.\n§4 Notices to ', c.email(a), '.\n\n', c.nCity(), ', ', c.nDate(), '   ', l.signature, ': ', c.name(a, 'initial'), '\n'); return 'contract'; } },
  { id: 'power_of_attorney', sector: 'legal', cats: ['person_name', 'date_of_birth', 'national_id', 'passport', 'address'], fn(c, d) {
    const a = c.person(); const b = c.person(); const l = c.lab;
    d.t(l.t_poa.toUpperCase(), '\n\n', X(c, 'iauth'), c.name(a), ', ', l.dob, ' ', c.dob(a), ', ', c.nidLabel(), ' ', c.nid(a), ', ', c.addr(false), ',\n', X(c, 'hereby'), c.name(b), ', ', l.passport, ' ', c.passport(), ', ', l.dob, ' ', c.dob(b), ',\n', X(c, 'represent'), c.nCity(), '.\n\n', c.nCity(), ', ', c.nDate(), '\n', l.signature, ': ', c.name(a, 'initial'), '\n'); return 'letter'; } },
  { id: 'case_summary', sector: 'legal', cats: ['person_name', 'phone', 'address', 'date_of_birth'], fn(c, d) {
    const cl = c.person(); const op = c.person(); const w = c.person(); const law = c.person(); const l = c.lab;
    d.t(l.t_case, ' — ', c.nCase(), '\n\n', X(c, 'client'), ': ', c.name(cl), ' (', l.dob, ' ', c.dob(cl), ')\n', X(c, 'opposing'), ': ', c.name(op, 'upper_family'), ', ', c.addr(false), '\n\n');
    d.t(c.nDate(), ': ', X(c, 'collision'), c.nStreet(), ' / ', c.nStreet(), '. ', X(c, 'witness'), c.name(w), ', ', c.phone(), '. ', X(c, 'precedent'), c.nFigure(), '.\n\n', X(c, 'lawyer'), ': ', c.name(law, c.r.pick(['initial', 'full'])), '\n'); return 'memo'; } },
  // ---------------- HR ----------------
  { id: 'cv', sector: 'hr', cats: ['person_name', 'address', 'phone', 'email', 'date_of_birth'], fn(c, d) {
    const p = c.person(); const ref = c.person(); const l = c.lab;
    d.t(l.t_cv.toUpperCase(), '\n\n', c.name(p, c.r.pick(['full', 'upper_family'])), '\n', c.addr(c.r.chance(0.5)), '\n', c.phone(), ' · ', c.email(p), '\n', l.dob, ': ', c.dob(p), '\n\n');
    d.t('2019 – ', X(c, 'present'), '  ', c.nBrand(), ', ', c.nCity(), ' — ', c.r.pick(['Senior Accountant', 'QA Engineer', 'Sales Lead', 'Data Engineer', 'Product Manager']), '\n2014 – 2019  ', c.nBrand(), ' — ', c.r.pick(['Analyst', 'Consultant', 'Trainee']), '\nSkills: Python ', c.nVersion(), ', SAP, Excel\n\nReferences: ', c.name(ref), ', ', c.phone(), '\n'); return 'cv'; } },
  { id: 'offer_letter', sector: 'hr', cats: ['person_name', 'address', 'email', 'phone'], fn(c, d) {
    const p = c.person(); const hr = c.person(); const mgr = c.person(); const l = c.lab;
    d.t(orgName(c, 'firm'), '\n', c.nDate(), '\n\n', c.title(p), c.name(p), '\n', c.addr(true), '\n\n', l.t_offer, '\n\n'); greet(c, d, p, 'family_title');
    d.t(X(c, 'offer'), c.nDate(), ', ', X(c, 'salary'), c.nPrice(), '. ', X(c, 'report'), c.name(mgr), '.\n'); sign(c, d, hr, orgName(c, 'firm')); return 'letter'; } },
  { id: 'payroll_export', sector: 'hr', cats: ['person_name', 'national_id', 'bank_account', 'email'], fn(c, d) {
    const fmt = c.r.pick(LIST); const recs = [];
    for (let i = 0; i < c.r.int(3, 5); i++) { const p = c.person(); recs.push([['emp_no', 'No', N('employee_number', 'E' + c.r.digits(5))], ['name', c.lab.name, c.name(p, c.r.pick(['full', 'family_first_comma']))], ['tax_id', c.nidLabel(), c.nid(p)], ['iban', c.lab.iban, c.iban()], ['gross', c.lab.amount, c.nPrice()], ['email', c.lab.email, c.email(p, 'corp.example')], ['period', c.lab.date, c.nIsoDate()]]); }
    renderRecords(d, c.r, fmt, recs, { table: 'payroll', item: 'payslip' }); return fmt; } },
  { id: 'onboarding_checklist', sector: 'hr', cats: ['person_name', 'email', 'password', 'api_key', 'phone', 'access_token'], fn(c, d) {
    const p = c.person(); const it = c.person(); const l = c.lab;
    d.t(l.t_onboarding, ' — ', c.name(p), '\n\n[x] ', l.username, ': ', (p.givenLatin[0] + p.familyLatin).toLowerCase().replace(/[^a-z]/g, ''), '\n[x] ', l.email, ': ', c.email(p, 'corp.example'), '\n[x] ', l.password, ' (temp): ', c.pw(), '\n[x] Laptop S/N ', c.nSerial(), ', MAC ', c.nMac(), '\n[x] VPN: ', c.r.pick(['see IT wiki', 'siehe Wiki']), ' (', l.password, ' = ', c.nPlaceholder('pw'), ')\n[x] Jira token: ', c.apikey(c.r.pick(['atlassian', 'linear', 'github_pat', 'gitlab_pat', 'slack_bot'])), '\n[ ] SSO session handed over: ', c.token('session_cookie'), '\n[x] Buddy: ', c.name(it), ', ', c.phone(), '\n'); return 'checklist'; } },
  // ---------------- telecom & utilities ----------------
  { id: 'telecom_contract', sector: 'telecom', cats: ['person_name', 'date_of_birth', 'address', 'national_id', 'bank_account', 'phone', 'email'], fn(c, d) {
    const p = c.person(); const l = c.lab; const fmt = c.r.pick(REC);
    const rows = [['customer', l.customer, c.name(p)], ['dob', l.dob, c.dob(p, fmt.endsWith('export') ? 'iso' : undefined)], ['nid', c.nidLabel(), c.nid(p)], ['address', l.address, c.addr(false)], ['email', l.email, c.email(p)], ['new_msisdn', l.phone, c.phone()], ['imei', 'IMEI', c.nImei()], ['payment_card', c.lab.card, c.r.chance(0.5) ? c.card() : null], ['portal_password', c.lab.password, c.r.chance(0.4) ? c.pw() : null], ['tariff', 'Tariff', c.r.pick(['Unlimited 5G', 'Fiber 500', 'Prepaid S'])], ['monthly', l.amount, c.nPrice()]];
    for (const [lb, part] of c.bank(p)) rows.push([lb.toLowerCase().replace(/[^a-z]+/g, '_') || 'account', lb, part]);
    renderRecords(d, c.r, fmt, [rows], { title: `${orgName(c, 'telco')} – ${l.t_telecom_contract}`, table: 'contracts', item: 'contract' }); return fmt; } },
  { id: 'meter_billing', sector: 'utilities', cats: ['person_name', 'address', 'bank_account'], fn(c, d) {
    const fmt = c.r.pick(LIST); const recs = [];
    for (let i = 0; i < c.r.int(2, 4); i++) { const p = c.person(); recs.push([['account', 'Acct', N('order_number', c.r.digits(10))], ['customer', c.lab.customer, c.name(p)], ['supply_address', c.lab.address, c.addr(false)], ['meter', 'Meter', N('device_id', c.r.chars(2, 'ABEKLZ') + c.r.digits(8))], ['reading', 'kWh', c.nMeasure('energy')], ['read_on', c.lab.date, c.nIsoDate()], ['iban', c.lab.iban, c.iban()], ['due', c.lab.amount, c.nPrice()]]); }
    renderRecords(d, c.r, fmt, recs, { table: 'billing', item: 'bill' }); return fmt; } },
  { id: 'technician_ticket', sector: 'telecom', cats: ['person_name', 'phone', 'address', 'password', 'ip_address'], fn(c, d) {
    const p = c.person(); const tech = c.person(); const l = c.lab;
    d.t(l.t_ticket, ' ', c.nCase(), ' — ', c.nDate(), '\n', l.customer, ': ', c.name(p), ' · ', c.phone(), '\n', l.address, ': ', c.addr(false), '\n', 'Router ', c.nSerial(), ' fw ', c.nVersion(), '\n', 'WAN IP: ', c.ip(), '  LAN: ', c.ip(true), '  gw ', c.nLoopback(), '\n', 'Router admin ', l.password, ': ', c.pw(), '\nWi-Fi ', l.password, ': ', c.pw(), '\n', 'Tech: ', c.name(tech, 'initial'), ' — ', c.r.pick(['ONT replaced, RX -19 dBm', 'fibre re-spliced', 'CPE swap, reprov OK']), '\n'); return 'ticket'; } },
  // ---------------- software & devops ----------------
  { id: 'env_file', sector: 'devops', cats: ['api_key', 'connection_string', 'password', 'access_token', 'private_key'], fn(c, d) {
    d.t('# ', c.r.pick(['production', 'staging', 'prod-eu']), ' — ', c.nIsoDate(), ' (', c.nVersion(), ')\nNODE_ENV=production\nAPP_URL=https://', c.r.pick(['shop', 'api', 'portal']), '.internal\n');
    d.t('DATABASE_URL=', c.conn(c.r.pick(['postgres', 'mysql', 'mongodb'])), '\nREDIS_URL=', c.conn('redis'), '\nAMQP_URL=', c.conn(c.r.pick(['amqp', 'servicebus', 'smtp'])), '\n');
    for (const v of c.r.shuffle(V.API_VENDORS).slice(0, c.r.int(2, 4))) d.t(V.VENDOR_ENV[v], '=', c.apikey(v), '\n');
    d.t('SMTP_PASSWORD=', c.pw(), '\nINTERNAL_BEARER_TOKEN=', c.token('bearer_opaque'), '\n');
    if (c.r.chance(0.75)) d.t('JWT_PRIVATE_KEY="', P('private_key', 'pem_ec_escaped', V.privateKey(c.r, 'ec').replace(/\n/g, '\\n')), '"\n');
    d.t('# example from docs, not used: ', c.nExampleKey(), '\nSENTRY_DSN=\nFEATURE_FLAGS=checkout_v2\nLEGACY_API_KEY=', c.nPlaceholder(), '\n'); return 'env_file'; } },
  { id: 'deploy_log', sector: 'devops', cats: ['ip_address', 'connection_string', 'access_token', 'api_key', 'email'], fn(c, d) {
    const ts = () => `${c.r.int(2025, 2026)}-${String(c.r.int(1, 12)).padStart(2, '0')}-${String(c.r.int(1, 28)).padStart(2, '0')}T${String(c.r.int(0, 23)).padStart(2, '0')}:${String(c.r.int(0, 59)).padStart(2, '0')}:${String(c.r.int(0, 59)).padStart(2, '0')}Z`;
    d.t(ts(), ' INFO  deploy ', c.nVersion(), ' commit ', c.nHash(40), ' by ', c.email(c.person(), 'corp.example'), '\n');
    d.t(ts(), ' INFO  request_id=', c.nUuid(), ' client=', c.ip(), ' GET /api/v2/orders 200\n');
    d.t(ts(), ' DEBUG upstream ', c.ip(true), ':8080 healthy; bind ', c.nLoopback(), '\n');
    d.t(ts(), ' ERROR db connect failed: ', c.conn(), ' (timeout 30s)\n');
    d.t(ts(), ' WARN  Authorization: Bearer ', c.token(c.r.pick(['jwt', 'jwt', 'google_oauth', 'github_oauth', 'bearer_opaque'])), '\n');
    d.t(ts(), ' INFO  outbound webhook ', c.apikey(c.r.pick(['slack_webhook', 'stripe_secret', 'sendgrid', 'twilio_api_key', 'mailgun'])), ' -> 202\n');
    d.t(ts(), ' INFO  image sha256:', c.nSha(), ' pushed\n', ts(), ' DEBUG session refreshed refresh_token=', c.token('refresh_token'), '\n'); return 'log'; } },
  { id: 'ci_output', sector: 'devops', cats: ['api_key', 'password', 'access_token', 'private_key'], fn(c, d) {
    d.t('$ npm ci\nadded 1184 packages in 38s\n$ echo "//registry.npmjs.org/:_authToken=', c.apikey('npm'), '" > ~/.npmrc\n');
    d.t('$ docker login -u ci-bot -p ', c.pw(), ' registry.internal\nWARNING! Using --password via the CLI is insecure.\n');
    d.t('$ env | sort\nCI=true\nCI_COMMIT_SHA=', c.nHash(40), '\nCI_JOB_TOKEN=', c.r.chance(0.5) ? c.token('vault_token') : c.token('github_oauth'), '\n', 'AWS_ACCESS_KEY_ID=', c.apikey('aws_access_key_id'), '\nAWS_SECRET_ACCESS_KEY=', c.apikey('aws_secret_access_key'), '\n', 'HF_TOKEN=', c.apikey(c.r.pick(['huggingface', 'openai', 'anthropic', 'replicate', 'groq', 'xai'])), '\nDATABASE_URL=', c.conn(), '\nDEPLOY_KEY=');
    const k = V.privateKey(c.r, c.r.pick(['openssh', 'rsa'])); d.t(P('private_key', 'pem_collapsed', k.replace(/\n/g, ' ')), '\n');
    d.t('Run actions/checkout@v4 (', c.nVersion(), ')\nTests: 412 passed, build ', c.nUuid(), '\n'); return 'ci_output'; } },
  { id: 'k8s_config', sector: 'devops', cats: ['connection_string', 'private_key', 'api_key', 'password'], fn(c, d) {
    if (c.r.chance(0.5)) {
      d.t('apiVersion: v1\nkind: Secret\nmetadata:\n  name: ', c.r.pick(['billing-api', 'patient-portal', 'crm-sync']), '\ntype: Opaque\nstringData:\n  DB_URL: "', c.conn(), '"\n  ADMIN_PASSWORD: "', c.pw(), '"\n  STRIPE_KEY: ', c.apikey('stripe_secret'), '\n  PLACEHOLDER: "', c.nPlaceholder('pw'), '"\n  tls.key: |\n');
      const k = V.privateKey(c.r, c.r.pick(['rsa', 'pkcs8', 'ec'])); const ind = k.split('\n').map((x) => '    ' + x).join('\n').slice(4);
      d.t('    ', P('private_key', 'pem_indented', ind), '\n'); return 'yaml_config';
    }
    const proj = c.r.pick(['clinic-prod', 'shop-analytics', 'hr-etl']) + '-' + c.r.int(100000, 999999);
    d.t('{\n  "type": "service_account",\n  "project_id": "', proj, '",\n  "private_key_id": "', c.nHash(40), '",\n  "private_key": "', P('private_key', 'pem_pkcs8_escaped', V.privateKey(c.r, 'pkcs8').replace(/\n/g, '\\n')), '\\n",\n  "client_email": "etl@', proj, '.iam.gserviceaccount.com",\n  "client_id": "', c.r.digits(21), '",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}\n'); return 'json_config'; } },
  { id: 'sql_dump', sector: 'devops', cats: ['person_name', 'email', 'phone', 'ip_address', 'date_of_birth', 'credit_card'], fn(c, d) {
    d.t('-- MySQL dump 10.13  Distrib ', c.nVersion(), '\n-- Host: ', c.ip(true), '    Database: shop\n\n');
    const recs = []; for (let i = 0; i < c.r.int(2, 4); i++) { const p = c.person(); recs.push([['id', 'id', String(1000 + i)], ['name', 'name', c.name(p, 'full')], ['email', 'email', c.email(p)], ['phone', 'phone', c.phone()], ['birthdate', 'birthdate', c.dob(p, 'iso')], ['password_hash', 'password_hash', c.nPublicHash()], ['card', 'card', c.r.chance(0.8) ? c.card() : c.nMaskedCard()], ['last_ip', 'last_ip', c.ip()]]); }
    renderRecords(d, c.r, 'sql_insert', recs, { table: 'customers' }); return 'sql_dump'; } },
  { id: 'incident_timeline', sector: 'devops', cats: ['person_name', 'access_token', 'api_key', 'ip_address', 'email', 'crypto_wallet', 'connection_string', 'private_key'], fn(c, d) {
    const a = c.person(); const b = c.person(); const cust = c.person();
    d.t('# Incident ', c.nCase(), ' — ', c.r.pick(['leaked credentials in public repo', 'credential stuffing', 'ransom note']), '\n\n');
    d.t('- ', c.nIsoDate(), ' 09:14 ', c.name(a), ' notices GitHub secret-scanning alert for `', c.apikey(), '` in ', c.nBrand(), ' fork.\n');
    d.t('- 09:20 ', c.name(b, 'given'), ' revokes token `', c.token(), '`; attacker IPs ', c.ip(), ', ', c.ip(), '.\n');
    d.t('- 10:02 Affected customer ', c.email(cust), ' informed. Ransom demanded to ', c.wallet(), '.\n- 10:40 Leaked DSN found in logs: `', c.conn(), '`\n', c.r.chance(0.5) ? ['- 10:55 Also committed: `config/key.json` with "private_key": "', P('private_key', 'pem_rsa_escaped', V.privateKey(c.r, 'rsa').replace(/\n/g, '\\n')), '"\n'] : '', '- 11:30 Post-mortem scheduled, ticket ', c.nCase(), ', owner ', c.name(a, 'initial'), '.\n'); return 'markdown'; } },
  { id: 'admin_chat', sector: 'devops', cats: ['password', 'private_key', 'connection_string', 'person_name', 'api_key', 'crypto_wallet'], fn(c, d) {
    const a = c.person(); const b = c.person(); const na = c.name(a, 'given').v; const nb = c.name(b, 'given').v;
    const u = (p) => [P('person_name', 'given_only', p === a ? na : nb, true), ': '];
    d.t(u(a), X(c, 'creds'), '\n', u(b), c.conn(), '\n', u(b), 'root ', c.lab.password, ': ', c.pw(), '\n', u(a), 'thx. and the deploy key?\n', u(b));
    const k = V.privateKey(c.r, c.r.pick(['openssh', 'rsa', 'ec', 'pgp'])); if (c.r.chance(0.5)) d.t('```\n', P('private_key', 'pem_' + 'block', k), '\n```\n'); else d.t(P('private_key', 'pem_collapsed', k.replace(/\n/g, ' ')), '\n');
    d.t(u(a), 'also the ', c.nBrand(), ' key pls\n', u(b), c.apikey(), '\n', u(a), 'WireGuard: PrivateKey = ', P('private_key', 'wireguard', V.wireguardKey(c.r)), '\n');
    if (c.r.chance(0.5)) d.t(u(b), 'backup enc key ', P('private_key', 'age', V.ageKey(c.r)), '\n'); if (c.r.chance(0.4)) d.t(u(a), 'tip jar ', c.wallet(), ' 😄\n');
    d.t(u(b), 'pls rotate after, we are on ', c.nVersion(), '\n'); return 'chat'; } },
  { id: 'key_files', sector: 'devops', cats: ['private_key', 'password', 'ip_address'], fn(c, d) {
    d.t('=== ~/.ssh/id_', c.r.pick(['ed25519', 'rsa']), ' (', c.r.pick(['backup', 'jump-host', 'deploy']), ') ===\n', c.pkey(c.r.pick(['openssh', 'rsa', 'encrypted'])), '\n\n');
    if (c.r.chance(0.5)) d.t('=== deploy.ppk ===\n', P('private_key', 'putty', V.puttyKey(c.r)), '\n\n'); else d.t('=== signing key ===\n', c.pkey(c.r.pick(['pgp', 'pkcs8', 'ec'])), '\n\n');
    d.t('=== wg0.conf ===\n[Interface]\nPrivateKey = ', P('private_key', 'wireguard', V.wireguardKey(c.r)), '\nAddress = ', c.ip(true), '/24\n[Peer]\nEndpoint = ', c.ip(), ':51820\n\nkey passphrase: ', c.pw(), '\nfingerprint SHA256:', N('hash', c.r.chars(43, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/')), '\n'); return 'key_dump'; } },
  { id: 'api_client_snippet', sector: 'devops', cats: ['api_key', 'access_token', 'connection_string', 'email'], fn(c, d) {
    const lang = c.r.pick(['py', 'js', 'curl']);
    if (lang === 'curl') d.t('curl -s https://api.', c.r.pick(['stripe.com/v1/charges', 'openai.com/v1/models', 'github.com/user']), ' \\\n  -H "Authorization: Bearer ', c.apikey(c.r.pick(['stripe_secret', 'openai', 'github_pat', 'anthropic', 'groq'])), '" \\\n  -H "X-Session: ', c.token(c.r.pick(['jwt', 'refresh_token', 'facebook_oauth', 'google_oauth'])), '"\n# docs: ', c.nExampleKey(), '\n');
    else if (lang === 'py') d.t('import os\nclient = Client(\n    api_key="', c.apikey(), '",  # TODO move to vault\n    token="', c.token(), '",\n    dsn="', c.conn(), '",\n    owner="', c.email(c.person(), 'corp.example'), '",\n)\n# version ', c.nVersion(), '\n');
    else d.t('const cfg = {\n  key: \'', c.apikey(), '\',\n  sas: \'', c.token('azure_sas'), '\',\n  storage: \'', c.conn(c.r.pick(['azure_storage', 'servicebus', 'amqp', 'smtp'])), '\',\n  example: \'', c.nPlaceholder(), '\',\n};\n');
    return 'source_code'; } },
  { id: 'support_chat', sector: 'retail', cats: ['credit_card', 'person_name', 'email', 'crypto_wallet', 'phone'], fn(c, d) {
    const p = c.person(); const ag = c.person(); const nm = c.name(p, 'full');
    d.t('[Live chat · ', c.nOrder(), ']\n', nm, ': ', X(c, 'cardfail'), c.card(), ' exp ', String(c.r.int(1, 12)).padStart(2, '0'), '/', String(c.r.int(27, 31)), '\n');
    d.t(c.name(ag, 'given'), ' (agent): ', X(c, 'nocard'), c.nMaskedCard(), '\n');
    d.t(c.name(p, 'given'), ': ', c.r.chance(0.7) ? [X(c, 'other'), c.card()] : [X(c, 'crypto'), c.wallet()], '\n');
    d.t(c.name(ag, 'given'), ' (agent): ', X(c, 'questions'), c.nSupport(), ' / ', c.email(p), ' / ', c.phone(), '\n'); return 'chat'; } },
  // ---------------- extra: cards, wallets, datasources, HTTP captures ----------------
  { id: 'chargeback_form', sector: 'banking', cats: ['credit_card', 'person_name', 'phone', 'email'], fn(c, d) {
    const p = c.person(); const l = c.lab; const fmt = c.r.pick(['form', 'form_dots', 'ocr_form', 'json_export', 'xml_export']);
    renderRecords(d, c.r, fmt, [[['cardholder', l.name, c.name(p, c.r.pick(['full', 'upper_family', 'latin']))], ['card_number', l.card, c.card()], ['replacement_card', l.card + ' (new)', c.r.chance(0.9) ? c.card() : c.nMaskedCard()], ['merchant', 'Merchant', c.nBrand()], ['txn_date', l.date, c.nDate()], ['amount', l.amount, c.nPrice()], ['dispute_id', l.ref, c.nCase()], ['phone', l.phone, c.phone()], ['email', l.email, c.email(p)]]], { title: `${orgName(c, 'bank')} – Chargeback / ${l.t_claim}`, table: 'disputes', item: 'dispute' }); return fmt; } },
  { id: 'crypto_withdrawal', sector: 'banking', cats: ['crypto_wallet', 'person_name', 'email', 'ip_address', 'api_key'], fn(c, d) {
    const p = c.person(); const l = c.lab; const fmt = c.r.pick(['json_export', 'table_text', 'form', 'csv_export']);
    const recs = []; for (let i = 0; i < c.r.int(2, 4); i++) recs.push([['account', l.name, c.name(p)], ['email', l.email, c.email(p)], ['asset', 'Asset', c.r.pick(['BTC', 'ETH', 'USDT', 'LTC', 'SOL', 'XRP'])], ['address', 'Wallet', c.wallet()], ['txid', 'TxID', c.nSha()], ['ip', 'IP', c.ip()], ['requested', l.date, c.nIsoDate()]]);
    renderRecords(d, c.r, fmt, recs, { title: 'Withdrawal whitelist export', table: 'withdrawals', item: 'withdrawal' });
    if (c.r.chance(0.5)) d.t('\nexchange API key: ', c.apikey(c.r.pick(['alibaba', 'tencent', 'google_api', 'postman', 'doppler'])), '\n'); return fmt; } },
  { id: 'datasource_config', sector: 'devops', cats: ['connection_string', 'password', 'access_token', 'private_key'], fn(c, d) {
    if (c.r.chance(0.5)) {
      d.t('# application-', c.r.pick(['prod', 'staging']), '.yml (', c.nVersion(), ')\nspring:\n  datasource:\n    url: ', c.conn('jdbc'), '\n    hikari:\n      maximum-pool-size: 20\n  rabbitmq:\n    addresses: ', c.conn('amqp'), '\nanalytics:\n  mongo: "', c.conn('mongodb'), '"\n  cache: ', c.conn('redis'), '\nmail:\n  password: ', c.pw(), '\nauth:\n  service-token: ', c.token(c.r.pick(['jwt', 'vault_token', 'bearer_opaque'])), '\n  example-token: ', c.nPlaceholder(), '\n');
      return 'yaml_config';
    }
    d.t('<connectionStrings>\n  <add name="Main" connectionString="', c.conn('mssql'), '" />\n  <add name="Blob" connectionString="', c.conn('azure_storage'), '" />\n  <add name="Bus" connectionString="', c.conn('servicebus'), '" />\n  <add name="Local" connectionString="Server=(localdb)\\MSSQLLocalDB;Integrated Security=true" />\n</connectionStrings>\n<appSettings>\n  <add key="SigningKey" value="', P('private_key', 'pem_ec_xml_entity', V.privateKey(c.r, 'ec').replace(/\n/g, '&#10;')), '" />\n  <add key="BuildId" value="', c.nUuid(), '" />\n</appSettings>\n');
    return 'xml_config'; } },
  { id: 'http_capture', sector: 'devops', cats: ['access_token', 'ip_address', 'api_key', 'email', 'password'], fn(c, d) {
    const p = c.person();
    d.t('POST /oauth/token HTTP/1.1\nHost: auth.', c.r.pick(['shop', 'clinic', 'bank']), '.internal\nX-Forwarded-For: ', c.ip(), ', ', c.ip(true), '\nUser-Agent: okhttp/', c.nVersion(), '\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=password&username=', c.email(p), '&password=', P('password', 'password', V.password(c.r).replace(/[&=%+#]/g, 'x')), '\n\nHTTP/1.1 200 OK\nSet-Cookie: ', c.r.pick(['sid', 'PHPSESSID', 'connect.sid', 'JSESSIONID']), '=', c.token(c.r.pick(['session_cookie', 'php_session'])), '; HttpOnly; Secure\n\n{"access_token":"', c.token('jwt'), '","refresh_token":"', c.token('refresh_token'), '","expires_in":3600}\n\nGET /v1/me HTTP/1.1\nAuthorization: Bearer ', c.token(c.r.pick(['jwt', 'google_oauth', 'facebook_oauth', 'github_oauth'])), '\nX-Api-Key: ', c.apikey(), '\nX-Request-Id: ', c.nUuid(), '\n');
    return 'http_capture'; } },
];
