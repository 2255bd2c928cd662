// Document templates. Each: { kind, family, cats (categories it can produce), fn(c) }
import { fmtDate } from './locales.mjs';
import { MON3 } from './locales.mjs';

const pad = n => String(n).padStart(2, '0');
const T = [];
const def = (kind, family, cats, fn) => T.push({ kind, family, cats, fn });

// ============ PROSE: e-mails, letters, chats ============
def('booking_confirmation_email', 'prose', ['person_name', 'email', 'phone_number', 'street_address', 'credit_card'], c => {
  const { d, t, r } = c; const p = c.P(); const b = c.brand(); const dom = c.dom(b);
  d.ln('From: ', b, ' <', c.roleEmail(dom), '>');
  d.ln('To: ', c.email(p));
  d.ln('Subject: ', t.conf_subj, ' – ', c.pnr());
  d.ln('');
  d.fl(t.dear, { name: c.want('person_name') ? c.name(p) : c.name(p, 'given') });
  d.ln('');
  d.fl(t.conf_body, { ref: c.hconf() });
  d.ln('');
  { const [a, b] = c.trange(); d.ln(t.arrival, ': ', a, '   ', t.departure, ': ', b); }
  if (c.want('person_name')) d.ln(t.guest, ': ', c.name(p), r.chance(0.5) ? ' (+1)' : '');
  if (c.want('phone_number')) d.ln(t.phone, ': ', c.phone());
  if (c.want('street_address')) d.ln(t.address, ': ', c.addr());
  d.ln('Total: ', c.amt());
  if (c.want('iban') && c.d.room() > 1) d.ln('Prepayment by bank transfer to IBAN ', c.iban(), ' (ref. ', c.pnr(), ')');
  if (c.want('credit_card') && r.chance(0.5)) d.ln('Card on file: ', c.card(), ' (guarantee)'); else d.ln('Card: ', c.maskedCard());
  d.ln('');
  d.ln(t.regards); d.ln(b, ' – ', r.chance(0.5) ? c.job() : 'Reservations');
});

def('compensation_claim_email', 'prose', ['person_name', 'email', 'iban', 'bank_account', 'phone_number', 'street_address'], c => {
  const { d, t, r } = c; const p = c.P(); const fl = c.flight();
  d.ln('To: ', c.roleEmail(c.dom(r.pick(['Lufthansa', 'Air France', 'LOT', 'Turkish Airlines', 'Eurowings', 'Vueling'])), 'claims'));
  d.ln('From: ', c.email(p));
  d.ln('Subject: ', ...d.f(t.claim_subj, { flight: c.flight() }));
  d.ln('');
  d.ln(t.dear.replace('{name}', r.pick(['Sir or Madam', 'team', 'Customer Relations'])));
  d.fl(t.claim_body, { flight: fl, date: c.tdate() });
  d.ln(t.booking, ': ', c.pnr(), ' / e-ticket ', c.etkt());
  d.ln('');
  d.ln(t.pay_to);
  if (c.want('bank_account') && c.loc.bank !== 'iban') for (const [cap, v] of c.bank()) d.ln(cap, ': ', v);
  else d.ln('IBAN: ', c.iban());
  d.ln(t.holder, ': ', c.name(p, r.chance(0.3) ? 'UPPER' : 'full'));
  if (c.want('street_address')) d.ln(t.address, ': ', c.addr());
  if (c.want('phone_number')) d.ln(t.phone, ': ', c.phone());
  d.ln(''); d.ln(t.regards); d.ln(c.want('person_name') ? c.name(p) : r.pick(['Sent from my iPhone', '--', '(sent from mobile)']));
});

def('lost_luggage_report', 'form', ['person_name', 'street_address', 'phone_number', 'email'], c => {
  const { d, t, r } = c; const p = c.P(); const a = c.r.pick(['FRA', 'CDG', 'IST', 'DXB', 'MAD', 'WAW', 'BKK']);
  d.ln('PROPERTY IRREGULARITY REPORT (PIR)');
  d.ln('File reference: ', c.N(a + r.pick(['LH', 'AF', 'TK', 'EK']) + r.digits(5), 'file_reference'), '        Station: ', c.apt());
  d.ln('Passenger: ', c.name(p, 'LATIN'), ' ', r.pick(['MR', 'MRS', 'MS']));
  d.ln('Flight/Date: ', c.flight(), ' / ', c.tdate('gds'));
  d.ln('Bag tag: ', c.bagtag(), '   Colour/Type: ', r.pick(['BK22', 'BU02X', 'RD27', 'GY09']));
  d.ln('Contents: ', r.pick(['laptop charger, shoes, gifts', 'clothes, medication', 'camera, diving gear', 'suits, documents']));
  d.ln(''); d.ln(t.lost_body);
  d.ln('Delivery address: ', c.addr());
  d.ln('Permanent address: same');
  if (c.want('phone_number') || !c.want('email')) d.ln('Mobile: ', c.phone(true));
  if (c.want('email')) d.ln('E-mail: ', c.email(p));
  d.ln('Agent: ', r.upper(2), r.digits(3), '  ', c.tdate('gds'));
});

def('visa_invitation_letter', 'prose', ['person_name', 'street_address', 'date_of_birth', 'passport_number', 'phone_number', 'national_id'], c => {
  const { d, t, r } = c; const host = c.P(); const guestLoc = r.pick(['en-IN', 'uk-UA', 'tr-TR', 'ar-EG', 'vi-VN', 'zh-CN', 'th-TH', 'es-AR', 'ru-RU']); const g = c.Pf(guestLoc);
  const gloc = g.loc;
  d.ln(c.name(host)); d.ln(c.addr()); if (c.want('phone_number')) d.ln(t.phone, ': ', c.phone());
  d.ln(''); d.ln(c.place(), ', ', c.tdate('long'));
  d.ln(''); d.ln(t.invite_subj.toUpperCase()); d.ln('');
  d.fl(t.invite_body, { name: c.name(g, 'latin'), dob: c.H(fmtDate(r, c.loc, g.dob), 'date_of_birth', 'dob'), pp: c.pp(gloc), ...(([a, b]) => ({ d1: a, d2: b }))(c.trange()) });
  d.ln('');
  if (c.want('national_id') && c.loc.nid.length) d.ln(t.idno, ': ', c.nid(host));
  d.ln(''); d.ln(t.regards); d.ln('______________________'); d.ln(t.signature);
});

def('travel_insurance_claim', 'form', ['person_name', 'date_of_birth', 'iban', 'bank_account', 'phone_number', 'email', 'street_address'], c => {
  const { d, t, r } = c; const p = c.P();
  d.ln(r.pick(['Allianz Travel', 'AXA Assistance', 'ERGO Reiseversicherung', 'HanseMerkur', 'World Nomads']), ' – Claim form');
  d.ln('Policy no.: ', c.N(r.upper(3) + '-' + r.digits(8), 'policy_number'), '   Claim ref: ', c.inv());
  d.ln('1. ', t.name, ': ', c.name(p, r.chance(0.5) ? 'sur_given' : 'full'));
  d.ln('2. ', t.dob, ': ', c.dob(p));
  if (c.want('street_address')) d.ln('3. ', t.address, ': ', c.addr()); else d.ln('3. ', t.address, ': see policy');
  if (c.want('phone_number')) d.ln('4. ', t.phone, ': ', c.phone(), c.want('email') ? ['   ', t.email, ': ', c.email(p)] : '');
  else d.ln('4. ', t.email, ': ', c.want('email') ? c.email(p) : '-');
  { const tx = c.want('tax_id') ? c.tax(p) : null; if (tx) d.ln('   ', t.taxid, ': ', tx); }
  { const [a, b] = c.trange(); d.ln('5. Trip: ', c.apt(), ' → ', c.apt(), ', ', a, ' – ', b); }
  d.ln('6. Incident: ', r.pick(['food poisoning, hospital in Antalya', 'broken wrist while skiing', 'flight cancelled due to illness', 'dental emergency']));
  d.ln('   ', t.ins_body);
  d.ln('7. Amount claimed: ', c.amt());
  d.ln('8. Payment to:');
  for (const [cap, v] of (c.want('bank_account') ? c.bank() : [['IBAN', c.iban()]])) d.ln('   ', cap, ': ', v);
  d.ln('   BIC: ', c.N(r.upper(4) + c.loc.cc + r.upalnum(2) + (r.chance(0.5) ? 'XXX' : ''), 'bic'));
  d.ln(t.date, ': ', c.tdate(), '   ', t.signature, ': ', r.pick(['(signed)', '/s/', '✓']));
});

def('car_rental_agreement', 'form', ['person_name', 'date_of_birth', 'national_id', 'street_address', 'phone_number', 'credit_card', 'email'], c => {
  const { d, t, r } = c; const p = c.P();
  d.ln(r.pick(['SIXT', 'Europcar', 'Hertz', 'CityHop Rentals', 'Goldcar', 'Avis Budget']), ' RENTAL AGREEMENT  RA# ', c.N(r.digits(10), 'rental_agreement_number'));
  { const [a, b] = c.trange(); d.ln('Pick-up: ', c.apt(), ' ', a, ' ', c.time(), '   Return: ', c.apt(), ' ', b, ' ', c.time()); }
  d.ln('Vehicle: ', r.pick(['VW Golf', 'Toyota Yaris Hybrid', 'Skoda Octavia', 'Fiat 500', 'BMW 320d', 'Hyundai Tucson']), '  Plate: ', c.plate(), '  VIN: ', c.vin());
  d.ln('Fuel out: 8/8   km out: ', String(r.int(2000, 90000)));
  d.ln('--- Main driver ---');
  d.ln(t.name, ': ', c.name(p));
  d.ln(t.dob, ': ', c.dob(p));
  const lic = c.dl(p) || c.anyId(p);
  d.ln(t.licence, ': ', lic, '   issued ', c.tdate(null, r.int(2012, 2023)), '  exp. ', c.tdate(null, r.int(2027, 2034)));
  if (c.want('street_address') || r.chance(0.4)) d.ln(t.address, ': ', c.addr());
  if (c.want('phone_number')) d.ln(t.phone, ': ', c.phone(true));
  if (c.d.room() > 1 && (c.want('credit_card') || r.chance(0.4))) d.ln('Deposit card: ', c.card(), '  exp ', c.N(`${pad(r.int(1, 12))}/${r.int(26, 31)}`, 'card_expiry'));
  else d.ln('Deposit card: ', c.maskedCard());
  d.ln('Excess: ', c.amt(), '  Insurance: ', r.pick(['CDW+TP', 'SuperCover', 'Basic']));
  d.ln(t.signature, ': __________');
});

def('traffic_fine_transfer', 'prose', ['person_name', 'street_address', 'date_of_birth', 'national_id'], c => {
  const { d, t, r } = c; const p = c.P();
  d.ln(r.pick(['Bußgeldstelle', 'Agence nationale de traitement automatisé des infractions', 'Polizia Municipale', 'Dirección General de Tráfico', 'CJIB', 'Parking Enforcement']));
  d.ln('Ref.: ', c.N(r.upper(2) + '/' + r.digits(7) + '/' + r.int(2024, 2026), 'case_reference'));
  d.ln(''); d.ln('Re: ', c.plate(), ' – ', r.pick(['speeding 23 km/h', 'bus lane', 'ZTL access', 'red light', 'parking']), ' on ', c.tdate(), ' ', c.time());
  d.ln(''); d.ln(t.fine_body); d.ln('');
  d.ln('  ', t.name, ': ', c.name(p));
  d.ln('  ', t.dob, ': ', c.dob(p));
  d.ln('  ', t.address, ': ', c.addr());
  const lic = c.dl(p); if (lic) d.ln('  ', t.licence, ': ', lic); else if (c.want('national_id')) d.ln('  ', t.idno, ': ', c.anyId(p));
  { const [a, b] = c.trange(); d.ln('  Rental agreement: ', c.N(r.digits(10), 'rental_agreement_number'), ' (', a, ' – ', b, ')'); }
  d.ln(''); d.ln(t.regards); d.ln(r.pick(['Fleet Legal Desk', 'Rental Claims Team', 'Service Amendes']));
});

def('ride_hailing_support_chat', 'prose', ['person_name', 'phone_number', 'email', 'street_address', 'crypto_wallet'], c => {
  const { d, t, r } = c; const p = c.P(); const agent = r.pick(['Agent 214', 'Support', 'Agent 87', 'Helpdesk', 'Agent 5']); const me = r.pick(['customer', 'rider', 'user']);
  const ts = () => `[${c.clock()}]`;
  d.ln(ts(), ' system: chat started · trip ', c.uuid());
  d.ln(ts(), ' ', me, ': ', t.chat_hi);
  d.ln(ts(), ' ', agent, ' (support): ', ...d.f(t.dear.replace(/[,:：]$/, '').replace('{name}', '{n}'), { n: c.name(p, 'given') }), ' ', t.chat_ask);
  d.ln(ts(), ' ', me, ': ', c.phone(), ' and ', c.email(p));
  if (c.want('street_address')) d.ln(ts(), ' ', me, ': pickup was ', c.addr());
  d.ln(ts(), ' ', agent, ' (support): thanks! refund of ', c.amt(), ' issued to card ', c.maskedCard());
  if (c.want('crypto_wallet')) d.ln(ts(), ' ', me, ': can you send it to my wallet instead? ', c.wallet());
  d.ln(ts(), ' ', me, ': ', t.thanks, r.pick(['', ' :)', '!!']));
  d.ln(ts(), ' system: chat closed by agent');
});

def('call_centre_notes', 'prose', ['person_name', 'date_of_birth', 'phone_number', 'street_address', 'email'], c => {
  const { d, r } = c; const p = c.P();
  d.ln('CALL NOTES – ', c.tdate('iso'), ' ', c.time(), ' – agent ', r.upper(2), r.digits(3));
  d.ln('Caller: ', c.name(p), r.chance(0.5) ? ' (member ' : ' (FF ', c.loyal(), ')');
  d.ln('ID&V: DOB ', c.dob(p), ' confirmed, last 4 of card ', c.N(r.digits(4), 'card_last4'), ' ok');
  d.ln('Reason: ', r.pick(['wants to change return flight', 'missed connection', 'upgrade request', 'hotel overbooked, needs relocation', 'refund status']));
  if (c.want('phone_number') || c.d.room() > 4) d.ln('Callback no.: ', c.phone());
  if (c.want('iban') && c.d.room() > 1) d.ln('Refund to account: ', c.iban());
  if (c.want('national_id') && c.d.room() > 1) { const x = c.nid(p); if (x) d.ln('Customer states ID no. ', x, ' for the goodwill form'); }
  if (c.want('street_address')) d.ln('New postal address: ', c.addr());
  if (c.want('email')) d.ln('Send voucher to ', c.email(p));
  d.ln('Outcome: ', r.pick(['rebooked on ', 'waitlisted on ', 'offered ']), c.flight(), ', booking ', c.pnr());
  d.ln('Follow-up: ', c.want('person_name') ? [r.pick(['Mr/Ms ', 'cust. ', '']), c.name(p, 'family')] : 'customer', ' to be called back ', c.tdate());
});

def('loyalty_birthday_email', 'prose', ['person_name', 'date_of_birth', 'email', 'phone_number'], c => {
  const { d, t, r } = c; const p = c.P(); const b = r.pick(['Miles & Smiles', 'Flying Club', 'Bonvoy', 'Club Rota', 'SkyPoints']);
  d.ln('From: ', b, ' <', c.roleEmail(c.dom(b), 'noreply'), '>'); d.ln('To: ', c.email(p)); d.ln('Subject: ', t.thanks, ' / ', b); d.ln('');
  d.fl(t.dear, { name: c.name(p, r.chance(0.5) ? 'given' : 'full') }); d.ln('');
  d.fl(t.bday, { dob: c.dob(p, 'long') });
  d.ln('Win a trip in the footsteps of ', c.fict(), ' – or meet ', c.pubfig(), ' at our gala!');
  d.ln('Member no.: ', c.loyal(), '   Tier: ', r.pick(['Silver', 'Gold', 'Elite', 'Classic']));
  if (c.want('phone_number')) d.ln('SMS alerts: ', c.phone(true));
  d.ln(''); d.ln(t.regards); d.ln(b);
  d.ln('Unsubscribe: https://', c.dom(b), '/u/', c.hash().v.slice(0, 16));
});

def('restaurant_reservation', 'form', ['person_name', 'phone_number', 'email', 'credit_card'], c => {
  const { d, r } = c; const p = c.P();
  d.ln('=== ', r.pick(['Trattoria da Nino', 'Brasserie du Port', 'Sushi Kaito', 'Meyhane Deniz', 'Casa Lola']), ' – reservation book export ===');
  d.ln('Date: ', c.tdate(), '  Time: ', c.time(), '  Covers: ', String(r.int(2, 8)));
  d.ln('Name: ', c.name(p, r.chance(0.5) ? 'full' : 'sur_given'));
  if (c.want('phone_number') || !c.want('email')) d.ln('Tel: ', c.phone());
  if (c.want('email')) d.ln('Email: ', c.email(p));
  d.ln('Notes: ', r.pick(['window table, anniversary', 'one vegan, one nut allergy', 'high chair needed', 'late arrival from the airport']));
  if (c.want('credit_card')) d.ln('No-show guarantee: ', c.card(), ' exp ', c.N(`${pad(r.int(1, 12))}/${r.int(26, 30)}`, 'card_expiry'));
  d.ln('Booked via: ', r.pick(['phone', 'TheFork', 'website', 'walk-in']), ' by ', c.job());
});

def('hotel_review_with_reply', 'prose', ['person_name', 'phone_number', 'email'], c => {
  const { d, t, r } = c; const guest = c.P(); const host = c.P();
  d.ln('★★★★☆  ', c.name(guest, r.chance(0.5) ? 'full' : 'init'), ' – ', c.tdate('long'));
  d.ln(t.review_body);
  d.ln(r.pick(['Special thanks to ', 'Shout-out to ', '']), r.chance(0.6) ? c.name(host, 'given') : c.job(), r.pick([' at reception', ' who arranged our transfer', ' for the late check-out']), '.');
  d.ln('Only downside: the room faced ', c.pnamed(), '. ', r.chance(0.5) ? ['Apparently ', c.pubfig(), ' once stayed in the same suite!'] : ['We felt like ', c.fict(), ' on a grand tour.']);
  d.ln('');
  d.ln('Response from the property:');
  d.ln(...d.f(t.dear, { name: c.want('person_name') ? c.name(guest, 'given') : 'guest' }), ' ', t.thanks, '! ', 'If you need anything for your next stay, contact me directly: ', r.chance(0.5) ? c.phone(true) : c.email(host, c.dom()));
  d.ln('— ', c.want('person_name') ? [c.name(host), ', '] : '', c.job());
});

def('holiday_rental_host_message', 'prose', ['person_name', 'national_id', 'passport_number', 'phone_number'], c => {
  const { d, t, r } = c; const host = c.P(); const g1 = c.P(); const g2 = c.P();
  d.ln('Airbnb message thread · reservation ', c.N('HM' + r.upalnum(8), 'booking_reference'));
  d.ln(c.name(host, 'given'), ' (host): ', 'Hi! For the police registration I need the documents of all guests, please.');
  d.ln(c.name(g1, 'given'), ': sure —');
  d.ln('  1) ', c.name(g1), ', ', r.chance(0.5) ? c.pp() : c.anyId(g1));
  if (c.d.room() >= 2) d.ln('  2) ', c.name(g2), ', ', c.pp());
  d.ln('Host: ', t.thanks, '! Check-in from 15:00 on ', c.tdate(), '. Key box code is ', c.N(r.digits(4), 'access_code'), '.');
  if (c.d.room() >= 1 && c.want('iban')) d.ln('Host: deposit please to IBAN ', c.iban(), ' before arrival');
  else if (c.d.room() >= 1) d.ln('Host: my WhatsApp: ', c.phone(true));
});

def('whatsapp_delivery_notifications', 'prose', ['person_name', 'phone_number', 'street_address'], c => {
  const { d, t, r } = c; const p = c.P(); const drv = c.P(); const trk = c.trk(); const co = r.pick(['DPD', 'GLS', 'InPost', 'Nova Poshta', 'ParcelNet', 'Yamato', 'J&T Express']);
  d.ln(co, ' · ', c.time());
  d.fl(t.dear, { name: c.name(p, 'given') });
  d.fl(t.deliv, { trk, t1: c.time(), t2: c.time() });
  d.ln(t.deliv_q, ' ', c.name(drv, 'given'), ' ', c.phone(true));
  d.ln(co, ' · ', c.time());
  if (c.want('street_address')) d.ln('Delivered to ', c.addr(), ' – photo: https://trk.', c.dom(co), '/p/', c.hash().v.slice(0, 12));
  else d.ln('Delivered ✓ – ', c.tdate(), ' ', c.time());
  d.ln('Emergency / accidents: ', c.pubNum());
});

def('compensation_claim_form_web', 'form', ['person_name', 'email', 'phone_number', 'street_address', 'iban', 'date_of_birth'], c => {
  const { d, t, r } = c; const p = c.P(); const p2 = c.P();
  d.ln('EU261 claim – submission #', c.N(r.digits(7), 'submission_id'));
  d.ln('flight_no=', c.flight(), '&date=', c.tdate('iso'), '&delay_minutes=', String(r.int(181, 600)));
  d.ln('[passenger 1] ', t.name, ': ', c.name(p), ' | ', t.dob, ': ', c.dob(p));
  if (r.chance(0.5) && c.d.room() > 3) d.ln('[passenger 2] ', t.name, ': ', c.name(p2), ' | minor: no');
  d.ln(t.email, ': ', c.email(p));
  if (c.want('phone_number')) d.ln(t.phone, ': ', c.phone(true));
  if (c.d.room() > 1 && c.want('street_address')) d.ln(t.address, ': ', c.addr());
  { const tx = c.want('tax_id') && c.d.room() > 1 ? c.tax(p) : null; if (tx) d.ln(t.taxid, ': ', tx); }
  if (c.d.room() > 1) d.ln('IBAN: ', c.iban());
  d.ln('Consent to assignment of claim: yes   Fee: 25% + VAT');
});

// ============ FORMS / TABLES ============
def('hotel_registration_card', 'form', ['person_name', 'date_of_birth', 'passport_number', 'national_id', 'street_address', 'phone_number', 'email'], c => {
  const { d, t, r } = c; const p = c.P();
  d.ln(c.brand()); d.ln(t.reg_title); d.ln('-'.repeat(34));
  { const [a, b] = c.trange(); d.ln(t.room, ': ', c.N(String(r.int(101, 1220)), 'room_number'), '   ', t.arrival, ': ', a, '   ', t.departure, ': ', b); }
  d.ln(t.name, ': ', c.name(p));
  d.ln(t.dob, ': ', c.dob(p));
  d.ln(t.nationality, ': ', c.loc.nat);
  if (r.chance(0.6)) d.ln(t.passport, ': ', c.pp(), '   exp. ', c.tdate(null, r.int(2027, 2035)));
  else d.ln(t.idno, ': ', c.anyId(p));
  d.ln(t.address, ': ', c.addr());
  if (c.d.room() > 1 && c.want('phone_number')) d.ln(t.phone, ': ', c.phone());
  if (c.d.room() > 1 && c.want('email')) d.ln(t.email, ': ', c.email(p));
  { const tx = c.d.room() > 1 && c.want('tax_id') ? c.tax(p) : null; if (tx) d.ln(t.taxid, ': ', tx); }
  d.ln('Conf.: ', c.hconf(), '   Rate: ', c.amt());
  d.ln(t.signature, ': ____________');
});

def('police_foreign_guest_report', 'export', ['person_name', 'date_of_birth', 'passport_number'], c => {
  const { d, r } = c; const gl = r.pick(['en-US', 'de-DE', 'ja-JP', 'ko-KR', 'pl-PL', 'fr-FR', 'pt-BR', 'en-GB', 'zh-CN', 'tr-TR']);
  const ctry = r.pick(['Schedina alloggiati (tracciato record)', 'Parte de viajeros SES.HOSPEDAJES', 'Meldeschein Export', 'Form C submission (FRRO)', 'ตม.30 รายงานคนต่างด้าว']);
  d.ln('# ', ctry, ' – ', c.brand(), ' – batch ', c.tdate('iso'));
  d.ln('# tipo;arrivo;gg;cognome;nome;sesso;nascita;cittadinanza;doc;numero');
  const rows = r.int(1, 2);
  for (let i = 0; i < rows; i++) {
    const g = c.Pf(gl); const lo = g.loc;
    d.ln(r.pick(['16', '17', '18']), ';', c.tdate('dmy/'), ';', String(r.int(1, 9)), ';', c.name(g, 'famL'), ';', c.name(g, 'givenL'), ';', g.sex === 'F' ? '2' : '1', ';', c.H(fmtDate(r, lo, g.dob, 'dmy/'), 'date_of_birth', 'dob_dmy/'), ';', lo.iso3, ';PASOR;', c.pp(lo));
    if (c.d.room() < 4) break;
  }
  d.ln('# records: ', String(d.t.split('\n').filter(x => /^1[678];/.test(x)).length), ' · sent by ', c.job(), ' · ', c.hash());
  d.ln('# esito: OK');
});

def('passenger_manifest_csv', 'export', ['person_name', 'date_of_birth', 'passport_number'], c => {
  const { d, r } = c; const vessel = r.chance(0.5) ? c.pnamed('ship') : c.N(r.pick(['MV Nordic Star', 'MS Aurora Borealis', 'Blue Lagoon Ferry', 'Costa Serena']), 'vessel_name');
  d.ln('# Passenger manifest – vessel ', vessel, ' – voyage ', c.N('V' + r.digits(4), 'voyage_number'), ' – ', c.tdate('iso'));
  d.ln('cabin,name,sex,dob,nationality,doc_type,doc_no,doc_expiry,embark');
  const n = 2; for (let i = 0; i < n; i++) {
    const g = c.Pf(r.pick(['en-GB', 'de-DE', 'en-US', 'it-IT', 'fr-FR', 'nl-NL', 'es-ES', 'pl-PL', 'ja-JP'])); const lo = g.loc;
    d.ln(c.N(String(r.int(2001, 9350)), 'cabin_number'), ',"', c.name(g, 'sur_given'), '",', g.sex, ',', c.H(fmtDate(r, lo, g.dob, 'iso'), 'date_of_birth', 'dob_iso'), ',', lo.iso3, ',P,', c.pp(lo), ',', c.tdate('iso', r.int(2027, 2034)), ',', r.pick(['PMI', 'BCN', 'CIV', 'KEL', 'HEL']));
  }
  d.ln('# crew excluded; muster station list attached');
  d.ln('# generated by ', c.job(), ' on ', c.tdate('iso'));
});

def('apis_paxlst_edifact', 'export', ['person_name', 'date_of_birth', 'passport_number'], c => {
  const { d, r } = c; const a = c.r.pick(['LH', 'TK', 'EK', 'BA', 'AF', 'QR']); const fno = r.int(1, 999);
  d.ln("UNA:+.? '");
  d.ln(`UNB+UNOA:4+${a}APIS:ZZ+USCSAPIS:ZZ+${c.tdate('compact').v.slice(2)}:${r.digits(4)}+${r.digits(9)}'`.replace(/\n/g, ''));
  d.ln(`UNH+1+PAXLST:D:05B:UN:IATA+${a}${fno}'`);
  d.ln("BGM+745'");
  d.ln('TDT+20+', c.N(`${a}${fno}`, 'flight_number'), "+++", a, "'");
  d.ln('LOC+125+', c.apt(), "'");
  d.ln('DTM+189:', c.N(`${r.int(24, 26)}${pad(r.int(1, 12))}${pad(r.int(1, 28))}${pad(r.int(0, 23))}${pad(r.int(0, 59))}`, 'non_birth_date'), ":201'");
  d.ln('LOC+87+', c.apt(), "'");
  const g = c.Pf(r.pick(['en-IN', 'de-DE', 'fr-FR', 'ja-JP', 'tr-TR', 'pt-BR', 'ko-KR'])); const lo = g.loc;
  d.ln('NAD+FL+++', c.H(`${g.famL.toUpperCase()}:${g.givL.toUpperCase()}`, 'person_name', 'edifact_name'), "'");
  d.ln(`ATT+2++${g.sex}'`);
  d.ln('DTM+329:', c.H(`${pad(g.dob.y % 100)}${pad(g.dob.m)}${pad(g.dob.d)}`, 'date_of_birth', 'dob_yymmdd'), "'");
  d.ln(`NAT+2+${lo.iso3}'`);
  d.ln('RFF+AVF:', c.pnr(), "'");
  d.ln('DOC+P:110:111+', c.pp(lo), "'");
  d.ln('DTM+36:', c.N(`${r.int(27, 34)}${pad(r.int(1, 12))}${pad(r.int(1, 28))}`, 'non_birth_date'), "'");
  d.ln(`LOC+91+${lo.iso3}'`);
  d.ln(`CNT+42:1'`); d.ln(`UNT+${r.int(15, 20)}+1'`); d.ln(`UNZ+1+${r.digits(9)}'`);
});

def('pnr_gds_dump', 'log', ['person_name', 'phone_number', 'email', 'passport_number', 'date_of_birth', 'credit_card'], c => {
  const { d, r } = c; const p = c.P(); const al = r.pick([['LH', '220'], ['TK', '235'], ['AF', '057'], ['EK', '176'], ['LO', '080']]);
  const off = `${c.loc.cc === 'GB' ? 'LON' : r.pick(['FRA', 'PAR', 'WAW', 'IST', 'MAD'])}1A0${r.digits(3)}`;
  d.ln('RP/', off, '/', off, '            AA/SU  ', c.tdate('gds'), '/', r.digits(4), 'Z   ', c.pnr());
  d.ln('  1.', c.name(p, 'LATIN'), ' ', p.sex === 'F' ? 'MRS' : 'MR');
  d.ln('  2  ', al[0], ' ', String(r.int(100, 999)), ' Y ', c.N(`${pad(r.int(1, 28))}${MON3[r.int(0, 11)]}`, 'non_birth_date'), ' ', String(r.int(1, 7)), ' ', c.apt(), c.apt(), ' HK1  ', r.digits(4), ' ', r.digits(4), '   *1A/E*');
  d.ln('  3 AP ', c.N(`${r.pick(['FRA', 'PAR', 'IST'])} 0${r.digits(2)} ${r.digits(7)} - ${r.pick(['SKYWARD TRIPS', 'AZUR HOLIDAYS'])} - A`, 'agency_phone'));
  d.ln('  4 APM ', c.H(c.phone(true).v.replace(/[\s()-]/g, ''), 'phone_number', 'phone_gds'));
  const em = c.email(p).v; d.ln('  5 APE ', c.H(em.replace('@', '//').toUpperCase(), 'email', 'email_gds', { encoding: 'gds_at_escaped' }));
  if (c.d.room() >= 2) { const pp = c.pp().v; d.ln('  6 SSR DOCS ', al[0], ' HK1 P/', c.loc.iso3, '/', c.H(pp, 'passport_number', 'passport_' + c.loc.iso3.toLowerCase()), '/', c.loc.iso3, '/', c.H(`${pad(p.dob.d)}${MON3[p.dob.m - 1]}${pad(p.dob.y % 100)}`, 'date_of_birth', 'dob_gds'), '/', p.sex, '/', c.N(`${pad(r.int(1, 28))}${MON3[r.int(0, 11)]}${r.int(27, 34)}`, 'non_birth_date'), '/', c.H(p.LATIN, 'person_name', 'pnr_name'), '/P1'); }
  d.ln('  7 TK OK', c.N(`${pad(r.int(1, 28))}${MON3[r.int(0, 11)]}`, 'non_birth_date'), '/', off);
  d.ln('  8 FA PAX ', c.etkt(al[1]), '/ET', al[0], '/', c.loc.cur, String(r.int(200, 3000)), '.', r.digits(2), '/', c.tdate('gds'), '/', off, '/S2');
  if (c.d.room() >= 1 && (c.want('credit_card') || r.chance(0.3))) { const cc = c.card('compact'); d.ln('  9 FP CC', { visa: 'VI', mastercard: 'CA', amex: 'AX', diners: 'DC', jcb: 'JC', discover: 'DS', unionpay: 'UP', maestro: 'TO' }[cc.t], cc, '/', `${pad(r.int(1, 12))}${r.int(26, 30)}`, '/N', r.digits(6)); }
  else d.ln('  9 FP CASH');
  d.ln('  10 FE PAX NONREF/CHG FEE APPLIES');
});

def('eticket_receipt', 'form', ['person_name', 'email', 'passport_number', 'credit_card', 'phone_number'], c => {
  const { d, r } = c; const p = c.P(); const a = r.pick([['Lufthansa', '220'], ['Turkish Airlines', '235'], ['Emirates', '176'], ['LOT', '080'], ['Thai Airways', '217'], ['IndiGo', '312'], ['Korean Air', '180']]);
  d.ln('ELECTRONIC TICKET PASSENGER ITINERARY / RECEIPT');
  d.ln('Passenger name: ', c.name(p, 'LATIN'), ' ', p.sex === 'F' ? 'MS' : 'MR');
  d.ln('Ticket number: ', c.etkt(a[1]), '   Issued: ', c.tdate('en3'));
  d.ln('Booking ref: ', c.pnr(), '   Issuing airline: ', c.N(a[0], 'organisation'));
  d.ln('Frequent flyer: ', c.loyal());
  d.ln('  FLIGHT   FROM  TO   DATE        DEP   ARR   CLASS  SEAT  BAG');
  for (let i = 0; i < r.int(1, 3); i++) d.ln('  ', c.flight(), '   ', c.apt(), '   ', c.apt(), '  ', c.tdate('gds'), '  ', c.time(), ' ', c.time(), '  Y      ', c.seat(), '   1PC');
  d.ln('Form of payment: ', c.want('credit_card') ? c.card() : c.maskedCard());
  d.ln('Fare: ', c.amt(), '   Taxes: ', c.amt());
  d.ln('Contact: ', c.email(p), r.chance(0.4) ? ['  ', c.phone(true)] : '');
  if (c.want('passport_number') && c.d.room() > 1) d.ln('APIS: passport ', c.pp(), ' on file');
});

def('boarding_pass_text', 'form', ['person_name', 'phone_number', 'email'], c => {
  const { d, r } = c; const p = c.P();
  d.ln('BOARDING PASS  /  ', r.pick(['BORDKARTE', "CARTE D'EMBARQUEMENT", 'TARJETA DE EMBARQUE', '搭乗券', 'BİNİŞ KARTI']));
  d.ln('NAME: ', c.name(p, 'LATIN'), '   ', c.loyal());
  d.ln('FROM: ', c.apt(), '   TO: ', c.apt(), '   FLIGHT: ', c.flight(), '   DATE: ', c.tdate('gds'));
  d.ln('GATE: ', r.upper(1), String(r.int(1, 60)), '   BOARDING: ', c.time(), '   SEAT: ', c.seat(), '   ZONE ', String(r.int(1, 5)), '   SEQ ', r.digits(3));
  d.ln('ETKT ', c.N(`${r.pick(['220', '057', '125', '176'])}${r.digits(10)}`, 'eticket_number'), '   PNR ', c.pnr());
  d.ln('Mobile pass sent to ', r.chance(0.5) ? c.phone(true) : c.email(p));
  if (d.hardValues().size < 2 || r.chance(0.4)) d.ln('Gate change alerts: ', c.phone(true));
});

def('courier_proof_of_delivery', 'form', ['person_name', 'street_address', 'phone_number', 'email'], c => {
  const { d, r } = c; const p = c.P(); const drv = c.P();
  d.ln('PROOF OF DELIVERY – ', r.pick(['DHL Express', 'UPS', 'DPD', 'SwiftCargo', 'Nova Poshta', 'SF Express', 'ParcelNet']));
  d.ln('Waybill: ', c.awb(), '   Shipment: ', c.trk());
  d.ln('Consignee: ', c.name(p));
  d.ln('Delivery address: ', c.addr());
  if (c.want('phone_number')) d.ln('Phone: ', c.phone());
  d.ln('Delivered: ', c.tdate(), ' ', c.time(), '   Pieces: ', String(r.int(1, 4)), '   Weight: ', String(r.int(1, 30)), '.', r.digits(1), ' kg');
  d.ln('Received by: ', c.want('person_name') ? c.name(p, 'family') : c.N(r.pick(['NEIGHBOUR', 'RECEPTION', 'MAILROOM', 'CONCIERGE']), 'role_placeholder'), '   Signature: [image]');
  d.ln('Courier: ', c.want('person_name') ? c.name(drv, r.chance(0.5) ? 'given' : 'init') : r.upper(2) + r.digits(3), ' (route ', r.digits(3), ')  GPS ', (r.f() * 60 + 1).toFixed(5), ',', (r.f() * 60 + 1).toFixed(5));
  if (c.want('email')) d.ln('Notification sent to ', c.email(p));
});

def('customs_declaration_invoice', 'form', ['person_name', 'street_address', 'tax_id', 'phone_number', 'email'], c => {
  const { d, r } = c; const p = c.P(); const sh = c.Pf(r.pick(['en-US', 'en-GB', 'de-DE', 'zh-CN', 'ja-JP', 'ko-KR']));
  d.ln('COMMERCIAL INVOICE / CN23'); d.ln('Invoice no.: ', c.inv(), '   Date: ', c.tdate());
  d.ln('Sender: ', c.want('person_name') ? [c.name(sh, 'latin'), ', '] : '', c.org());
  d.ln('Recipient (importer of record): ', c.name(p));
  d.ln('Address: ', c.addr());
  const tx = c.tax(p) || c.nid(p); if (tx) d.ln('Importer tax/ID no.: ', tx);
  if (c.d.room() > 1 && c.want('phone_number')) d.ln('Tel: ', c.phone(true), c.want('email') ? ['  Email: ', c.email(p)] : '');
  if (c.d.room() > 1 && c.want('iban')) d.ln('Payment to: ', c.org(), ', IBAN ', c.iban());
  d.ln('  QTY  DESCRIPTION                 HS CODE      ORIGIN  VALUE');
  const GOODS = [['cotton T-shirts', '6109.10.00'], ['ceramic mugs', '6912.00'], ['bluetooth speaker', '8518.22'], ['green tea 500g', '0902.10'], ['leather handbag', '4202.21'], ['toy figures', '9503.00.70'], ['laptop', '8471.30.00'], ['red wine 6x0.75l', '2204.21'], ['running shoes', '6404.11'], ['phone', '8517.13']];
  for (let i = 0; i < r.int(1, 3); i++) { const g = r.pick(GOODS); d.ln('  ', String(r.int(1, 20)), '    ', g[0].padEnd(24), '   ', c.N(g[1], 'hs_code'), '   ', r.pick(['CN', 'VN', 'TR', 'IN', 'DE', 'JP']), '      ', c.amt()); }
  d.ln('Incoterms: ', r.pick(['DAP', 'DDP', 'EXW']), '   Reason for export: ', r.pick(['sale', 'gift', 'return']));
});

def('bill_of_lading', 'form', ['person_name', 'street_address', 'phone_number', 'email'], c => {
  const { d, r } = c; const p = c.P(); const notify = c.P();
  d.ln('BILL OF LADING No. ', c.bol(), '   (non-negotiable copy)');
  d.ln('Shipper: ', c.org(), ', ', c.place());
  d.ln('Consignee: ', c.name(p, 'UPPER'), ', ', c.addr());
  d.ln('Notify party: ', r.chance(0.5) ? 'SAME AS CONSIGNEE' : c.name(notify), c.want('phone_number') ? ['  tel ', c.phone(true)] : '');
  if (c.want('email')) d.ln('Notify e-mail: ', c.email(p));
  d.ln('Vessel/Voyage: ', c.pnamed(), ' / ', c.N(r.digits(3) + r.upper(1), 'voyage_number'), '   POL: ', c.N(r.pick(['CNSHA', 'DEHAM', 'NLRTM', 'SGSIN', 'TRMER']), 'unlocode'), '   POD: ', c.N(r.pick(['USNYC', 'GBFXT', 'BEANR', 'INNSA']), 'unlocode'));
  d.ln('Container: ', c.container(), '  Seal: ', c.N(r.upper(2) + r.digits(7), 'seal_number'), '  1 x 40HC  SHIPPER LOAD STOW AND COUNT');
  d.ln('Description: ', r.pick(['HOUSEHOLD GOODS AND PERSONAL EFFECTS', 'USED FURNITURE', 'MOTORCYCLE (UNCRATED)']), '  HS ', c.hs());
  d.ln('Freight: ', r.pick(['PREPAID', 'COLLECT']), '   Gross weight: ', String(r.int(800, 14000)), ' KGS');
  d.ln('Place and date of issue: ', c.place(), ', ', c.tdate());
});

def('warehouse_pick_list', 'form', ['person_name', 'street_address', 'phone_number'], c => {
  const { d, r } = c;
  d.ln('PICK LIST  wave ', r.digits(4), '  ', c.tdate('iso'), '  picker ', r.upper(2), r.digits(2));
  d.ln('ORDER        SKU            BIN      QTY  SHIP-TO');
  const n = r.int(1, 2);
  for (let i = 0; i < n; i++) { const p = c.P(); d.ln(c.inv(), '  ', c.N(r.upper(3) + '-' + r.digits(5), 'sku'), '  ', r.upper(1), r.digits(2), '-', r.digits(2), '   ', String(r.int(1, 5)), '    ', c.name(p), ' · ', c.addr()); if (c.want('phone_number') && c.d.room() > 1) d.ln('             tel ', c.phone()); }
  d.ln('Carrier: ', r.pick(['DHL Paket', 'DPD Classic', 'Colissimo', 'InPost Paczkomat', 'Royal Mail Tracked 48']), '   Label: ', c.trk());
  d.ln('Return address: ', c.org(), ' Fulfilment, ', c.place());
  d.ln('Packed by ____  Checked by ____');
});

def('fleet_telematics_export', 'export', ['person_name', 'phone_number', 'ip_address', 'national_id'], c => {
  const { d, r } = c;
  d.ln('timestamp,vin,plate,driver,driver_phone,lat,lon,speed_kmh,ignition,unit_ip,fw');
  const drivers = [c.P(), c.P()]; const ips = [c.ip(), c.ip()]; const ph = [c.phone(true), c.phone(true)]; const vins = [c.vin(), c.vin()]; const plates = [c.plate(), c.plate()];
  const rows = r.int(3, 5);
  for (let i = 0; i < rows; i++) { const k = i % 2; const p = drivers[k]; d.ln(c.ts(), ',', c.N(vins[k].v, 'vin'), ',', c.N(plates[k].v, 'vehicle_plate'), ',', c.name(p, 'latin'), ',', c.H(ph[k].v, 'phone_number', ph[k].t), ',', (r.f() * 50 + 5).toFixed(5), ',', (r.f() * 50 + 2).toFixed(5), ',', String(r.int(0, 130)), ',', r.pick(['on', 'off']), ',', c.H(ips[k].v, 'ip_address', 'ipv4_public'), ',', c.ver()); }
  d.ln('# export by fleet portal ', c.ver(), ' – ', String(rows), ' rows');
});

def('driver_roster_payroll', 'export', ['person_name', 'iban', 'tax_id', 'national_id', 'bank_account', 'crypto_wallet'], c => {
  const { d, r } = c;
  d.ln(({ de: 'Lohnabrechnung Fahrer', fr: 'Fiche de paie chauffeurs', es: 'Nómina conductores', it: 'Cedolini autisti', pl: 'Lista płac kierowców', pt: 'Folha de pagamento motoristas', nl: 'Salarisrun chauffeurs', tr: 'Sürücü bordrosu' })[c.loc.lang] || r.pick(['Payroll run', 'Driver payout']), ' ', c.tdate('iso'), ' – ', c.brand());
  d.ln('driver_id;name;tax_id;payout;shifts;gross;net');
  for (let i = 0; i < 2; i++) {
    const p = c.P(); const tx = c.tax(p) || c.anyId(p);
    let pay; if (c.want('crypto_wallet') && i === 1) pay = c.wallet(); else if (c.loc.bank === 'iban' || c.loc.bank === 'pl' || c.loc.bank === 'gb') pay = c.iban(); else pay = c.bank().find(x => !x[1].soft)[1];
    d.ln(c.N('DRV' + r.digits(5), 'employee_number'), ';', c.name(p, r.chance(0.5) ? 'full' : 'sur_given'), ';', tx, ';', pay, ';', String(r.int(8, 24)), ';', c.amt(), ';', c.amt());
  }
  d.ln('# total ', c.amt(), ' – approved by ', c.job());
  d.ln('# ', c.ver());
});

def('driving_licence_check', 'form', ['person_name', 'date_of_birth', 'national_id', 'street_address', 'phone_number'], c => {
  const { d, t, r } = c; const p = c.P();
  d.ln(r.pick(['DRIVER VERIFICATION – rental counter', 'Fahrschule Anmeldung', 'Vehicle registration office – keeper details', 'Auto-école – dossier élève', 'Car sharing onboarding – licence check']));
  d.ln('Checked: ', c.tdate(), ' ', c.time(), '  by ', c.job());
  d.ln(t.name, ': ', c.name(p));
  d.ln(t.dob, ': ', c.dob(p));
  d.ln(t.licence, ': ', c.dl(p) || c.anyId(p), '   cat. ', r.pick(['B', 'AM/B', 'B/BE', 'A2/B']), '   valid until ', c.tdate(null, r.int(2027, 2036)));
  if (c.want('national_id') && c.d.room() > 1) { const x = c.nid(p); if (x) d.ln(t.idno, ': ', x); }
  if (c.d.room() > 1) d.ln(t.address, ': ', c.addr());
  if (c.d.room() > 1 && c.want('phone_number')) d.ln(t.phone, ': ', c.phone());
  d.ln('Points/endorsements: ', r.pick(['none', '3 (SP30)', '0', 'n/a']), '   Vehicle: ', c.plate());
  d.ln('Result: ', r.pick(['OK', 'OK – second ID required', 'REFERRED']));
});

def('taxi_dispatch_log', 'log', ['person_name', 'phone_number', 'street_address', 'ip_address'], c => {
  const { d, r } = c; const p = c.P(); const drv = c.P();
  d.ln(c.ts(), ' INFO  dispatch: new job ', c.N('J' + r.digits(7), 'job_number'), ' source=', r.pick(['app', 'phone', 'hotel-desk']));
  d.ln(c.ts(), ' INFO  caller=', c.phone(true), ' name="', c.name(p), '"');
  d.ln(c.ts(), ' INFO  pickup="', c.addr(), '" dest="', c.apt(), ' Terminal ', String(r.int(1, 3)), '"');
  d.ln(c.ts(), ' INFO  assigned car=', c.plate(), ' driver="', c.name(drv, 'init'), '" eta=', String(r.int(2, 15)), 'min');
  if (c.want('ip_address')) d.ln(c.ts(), ' DEBUG booking from ip=', c.ip(), ' ua="', r.pick(['okhttp/4.12.0', 'CFNetwork/1490', 'Mozilla/5.0']), '"');
  d.ln(c.ts(), ' INFO  job ', r.pick(['completed', 'cancelled by customer', 'no-show']), ' fare=', c.amt());
  d.ln(c.ts(), ' DEBUG gw=', c.docIp(), ' latency=', String(r.int(20, 400)), 'ms');
});

def('crypto_payment_invoice', 'prose', ['person_name', 'email', 'crypto_wallet', 'phone_number'], c => {
  const { d, r } = c; const p = c.P(); const b = c.brand();
  d.ln(b, ' – payment request ', c.inv()); d.ln('');
  d.ln('Customer: ', c.name(p), c.want('email') ? [' <', c.email(p), '>'] : '');
  d.ln('Package: ', r.pick(['7 nights Phuket + flights', 'Istanbul city break', 'Safari Kruger 5d', 'Hokkaido ski week', 'Cruise Lisbon–Canaries']), '   Total: ', c.amt());
  d.ln('');
  d.ln('Pay with crypto (rate locked 30 min):');
  d.ln('  Send to: ', c.wallet());
  d.ln('  Network: ', r.pick(['ERC-20', 'TRC-20', 'Bitcoin', 'BEP-20']));
  if (c.want('crypto_wallet') && c.d.room() > 1) d.ln('  Refund address (customer): ', c.wallet());
  d.ln('Previous tx: ', c.txh(r.chance(0.5)));
  if (c.want('iban') && c.d.room() > 1) d.ln('Or bank transfer: IBAN ', c.iban());
  if (c.want('phone_number')) d.ln('Questions: WhatsApp ', c.phone(true));
});

// ============ DEVELOPER / TECHNICAL ============
def('booking_engine_api_json', 'export', ['person_name', 'email', 'phone_number', 'credit_card', 'auth_token', 'api_key', 'ip_address', 'date_of_birth'], c => {
  const { d, r } = c; const p = c.P(); c.language = 'en';
  const auth = r.chance(0.5) ? ['Authorization: Bearer ', c.jwt()] : ['X-Api-Key: ', c.apiKey(r.pick(['duffel_access_token', 'stripe_secret_key', 'amadeus_api_secret', 'google_api_key'])).part];
  d.ln('POST /v2/hotel-bookings HTTP/1.1'); d.ln('Host: api.', c.dom()); d.ln(...auth); d.ln('Content-Type: application/json'); d.ln('');
  d.ln('{');
  d.ln('  "offer_id": "', c.uuid(), '",');
  { const [a, b] = c.trange('iso'); d.ln('  "check_in": "', a, '", "check_out": "', b, '",'); }
  d.ln('  "guest": {');
  d.ln('    "given_name": "', c.name(p, 'givenL'), '",');
  d.ln('    "family_name": "', c.name(p, 'famL'), '",');
  d.ln('    "email": "', c.email(p), '"', c.d.room() > 1 ? ',' : '');
  if (c.d.room() > 1) d.ln('    "phone": "', c.H(c.phone(true).v.replace(/[\s()-]/g, ''), 'phone_number', 'phone_e164'), '"', c.want('date_of_birth') && c.d.room() > 1 ? ',' : '');
  if (c.want('date_of_birth') && c.d.room() > 1) d.ln('    "born_on": "', c.dob(p, 'iso'), '"');
  { const tx = c.want('tax_id') && c.d.room() > 1 ? c.tax(p) : null; if (tx) d.ln('    ,"tax_id": "', tx, '"'); }
  { const x = c.want('national_id') && c.d.room() > 1 ? c.nid(p) : null; if (x) d.ln('    ,"id_document": {"type": "national_id", "number": "', x, '"}'); }
  d.ln('  },');
  if (c.d.room() > 1 && c.want('credit_card')) { d.ln('  "payment": { "type": "card", "number": "', c.card('compact'), '", "expiry": "', c.N(`${pad(r.int(1, 12))}/${r.int(26, 31)}`, 'card_expiry'), '", "cvc": "', c.N(r.digits(3), 'cvc'), '" },'); }
  else d.ln('  "payment": { "type": "balance", "amount": "', c.amt(), '" },');
  d.ln('  "metadata": { "client_ip": "', c.d.room() > 0 && c.want('ip_address') ? c.ip() : c.docIp(), '", "app_version": "', c.ver(), '" }');
  d.ln('}');
});

def('channel_manager_ota_xml', 'export', ['person_name', 'email', 'phone_number', 'credit_card', 'password', 'street_address'], c => {
  const { d, r } = c; const p = c.P(); c.language = 'en';
  d.ln('<?xml version="1.0" encoding="UTF-8"?>');
  d.ln('<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">');
  d.ln(' <soap:Header><wsse:Security><wsse:UsernameToken>');
  d.ln('  <wsse:Username>', c.N(r.pick(['cm_', 'pms_', 'ota_']) + r.lower(5), 'service_username'), '</wsse:Username>');
  d.ln('  <wsse:Password Type="PasswordText">', c.pw(), '</wsse:Password>');
  d.ln(' </wsse:UsernameToken></wsse:Security></soap:Header>');
  d.ln(' <soap:Body><OTA_HotelResNotifRQ Version="', c.ver(), '" EchoToken="', c.uuid(), '">');
  d.ln('  <HotelReservation CreateDateTime="', c.ts(), '"><UniqueID Type="14" ID="', c.hconf(), '"/>');
  d.ln('   <ResGuests><ResGuest><Profile><Customer>');
  d.ln('    <PersonName><GivenName>', c.name(p, 'givenL'), '</GivenName><Surname>', c.name(p, 'famL'), '</Surname></PersonName>');
  d.ln('    <Email>', c.email(p), '</Email>');
  if (c.d.room() > 1 && c.want('phone_number')) d.ln('    <Telephone PhoneNumber="', c.phone(true), '"/>');
  if (c.d.room() > 1 && c.want('street_address')) d.ln('    <Address><AddressLine>', c.addr(), '</AddressLine></Address>');
  d.ln('   </Customer></Profile></ResGuest></ResGuests>');
  if (c.d.room() > 0) d.ln('   <Guarantee><GuaranteeAccepted><PaymentCard CardCode="', r.pick(['VI', 'MC', 'AX']), '" CardNumber="', c.d.room() > 0 && c.want('credit_card') ? c.card('compact') : c.maskedCard(), '" ExpireDate="', c.N(`${pad(r.int(1, 12))}${r.int(26, 31)}`, 'card_expiry'), '"/></GuaranteeAccepted></Guarantee>');
  { const [a, b] = c.trange('iso'); d.ln('   <RoomStays><RoomStay><TimeSpan Start="', a, '" End="', b, '"/></RoomStay></RoomStays>'); }
  d.ln('  </HotelReservation>'); d.ln(' </OTA_HotelResNotifRQ></soap:Body>'); d.ln('</soap:Envelope>');
});

def('payment_gateway_log', 'log', ['credit_card', 'ip_address', 'email', 'api_key', 'auth_token', 'crypto_wallet'], c => {
  const { d, r } = c; c.language = 'en'; const p = c.P();
  const lvl = () => r.pick(['INFO ', 'DEBUG', 'WARN ']);
  d.ln(c.ts(), ' ', lvl(), ' [pay-gw] POST /v1/payment_intents req_id=', c.uuid());
  d.ln(c.ts(), ' DEBUG [pay-gw] outbound headers: {"Authorization":"Bearer ', c.apiKey(r.pick(['stripe_secret_key', 'stripe_restricted_key', 'mollie_api_key', 'checkout_secret_key', 'paystack_secret_key', 'adyen_api_key', 'square_access_token'])).part, '","Idempotency-Key":"', c.uuid(), '"}');
  d.ln(c.ts(), ' INFO  [pay-gw] customer_email=', c.want('email') ? c.email(p) : c.N(p.givL[0].toLowerCase() + '***@' + r.pick(['gmail.com', 'yahoo.com', 'outlook.com']), 'masked_value'), ' ip=', r.chance(0.3) ? c.ip6() : c.ip(), ' amount=', c.amt());
  d.ln(c.ts(), ' INFO  [pay-gw] card=', c.maskedCard(), ' 3ds=', r.pick(['frictionless', 'challenge', 'attempted']));
  if (c.want('credit_card') && c.d.room() > 1) d.ln(c.ts(), ' ERROR [pay-gw] validation failed, raw payload: {"pan":"', c.card('compact'), '","exp":"', c.N(`${pad(r.int(1, 12))}/${r.int(26, 31)}`, 'card_expiry'), '"}');
  if (c.want('crypto_wallet') && c.d.room() > 1) d.ln(c.ts(), ' INFO  [crypto-payout] settle to ', c.wallet(), ' tx=', c.txh(true));
  d.ln(c.ts(), ' INFO  [pay-gw] upstream 200 in ', String(r.int(80, 900)), 'ms, charge=', c.N('ch_' + r.alnum(24), 'charge_id'));
  d.ln(c.ts(), ' DEBUG [pay-gw] health check from ', c.docIp());
});

def('dotenv_file', 'config', ['api_key', 'connection_string', 'password', 'webhook_url', 'auth_token', 'crypto_wallet'], c => {
  const { d, r } = c; c.language = 'en';
  d.ln('# ', r.pick(['booking-api', 'pms-sync', 'parcel-tracker', 'fleet-gateway', 'loyalty-service']), ' – ', r.pick(['production', 'staging', 'prod-eu']));
  d.ln('NODE_ENV=production'); d.ln('PORT=', String(r.pick([3000, 8080, 8000])));
  d.ln('DATABASE_URL=', c.want('connection_string') || r.chance(0.5) ? c.conn() : c.credless());
  const k1 = c.apiKey(); d.ln(k1.env, '=', k1.part);
  if (c.want('private_key') && c.d.room() > 1) d.ln('JWT_SIGNING_KEY="', c.pk('escaped_newlines'), '"');
  if (c.want('api_key')) { const k2 = c.apiKey(); d.ln(k2.env, '=', k2.part); }
  if (c.want('password')) d.ln('SMTP_PASSWORD=', r.chance(0.3) ? ['"', c.pw(), '"'] : c.pw());
  else d.ln('SMTP_PASSWORD=', c.ph());
  if (c.want('webhook_url')) d.ln('ALERTS_WEBHOOK_URL=', c.hook());
  if (c.want('auth_token') && c.d.room() > 1) { const tk = c.token(); d.ln(tk.env, '=', tk.part); }
  if (c.want('crypto_wallet') && c.d.room() > 1) d.ln('TREASURY_WALLET=', c.wallet());
  d.ln('AWS_ACCESS_KEY_ID=', r.chance(0.5) ? c.N('AKIAIOSFODNN7EXAMPLE', 'documented_example_key') : c.N(r.pick(['<YOUR_AWS_ACCESS_KEY_ID>', '${AWS_ACCESS_KEY_ID}', 'changeme']), 'placeholder'));
  d.ln('SENTRY_RELEASE=', c.ver());
  d.ln('# TODO move to vault before go-live');
});

def('k8s_secret_manifest', 'config', ['password', 'connection_string', 'api_key', 'private_key'], c => {
  const { d, r } = c; c.language = 'en';
  const b64 = (part) => c.H(Buffer.from(part.v).toString('base64'), part.c, part.t, { encoding: 'base64' });
  d.ln('apiVersion: v1'); d.ln('kind: Secret'); d.ln('metadata:'); d.ln('  name: ', r.pick(['booking-api', 'pms-connector', 'tracking-worker', 'gds-bridge']), '-secrets'); d.ln('  namespace: ', r.pick(['prod', 'travel-prod', 'logistics']));
  d.ln('type: Opaque'); d.ln('data:');
  if (c.want('password')) d.ln('  DB_PASSWORD: ', b64(c.pw())); else d.ln('  DB_PASSWORD: ', c.N(Buffer.from('changeme').toString('base64'), 'placeholder'));
  if (c.want('connection_string')) d.ln('  DATABASE_URL: ', b64(c.conn()));
  if (c.want('api_key')) d.ln('  MAPS_API_KEY: ', b64(c.apiKey(r.pick(['google_api_key', 'here_api_key', 'tomtom_api_key', 'mapbox_secret_token'])).part));
  if (c.want('webhook_url')) d.ln('  ALERT_WEBHOOK: ', b64(c.hook()));
  if (c.want('private_key') && c.d.room() > 1) d.ln('  sftp_id_key: ', c.pk('base64'));
  d.ln('stringData:');
  d.ln('  READ_REPLICA_URL: ', c.credless());
  if (c.want('password') && c.d.room() > 1) d.ln('  RABBITMQ_PASSWORD: "', c.pw(), '"');
  d.ln('  LOG_LEVEL: info');
});

def('helm_values_yaml', 'config', ['password', 'connection_string', 'api_key', 'webhook_url', 'private_key'], c => {
  const { d, r, t } = c; c.language = c.loc.lang;
  d.ln('# values-prod.yaml – ', r.pick(['ne pas committer', 'nicht einchecken!', 'do not commit', 'no subir al repo', 'не коммитить', 'コミット禁止']));
  d.ln('image:'); d.ln('  tag: ', c.ver());
  d.ln('postgresql:'); d.ln('  auth:'); d.ln('    username: ', r.pick(['booking', 'pms', 'fleet'])); d.ln('    password: ', c.want('password') ? c.pw() : c.ph());
  d.ln('    existingSecret: ""');
  d.ln('app:');
  if (c.want('connection_string')) d.ln('  externalDatabaseUrl: "', c.conn(), '"');
  const k = c.apiKey(); if (c.want('api_key')) d.ln('  ', k.env.toLowerCase().replace(/_([a-z])/g, (m, x) => x.toUpperCase()), ': ', k.part);
  if (c.want('webhook_url')) d.ln('  alertWebhook: ', c.hook());
  if (c.want('private_key') && c.d.room() > 1) { d.ln('  tlsKey: |'); const pk = c.pk(); const lines = pk.v.split('\n'); const ind = '    '; d.w(ind); const indented = lines.join('\n' + ind); d.ln(c.H(indented, 'private_key', pk.t, { encoding: 'yaml_indented' })); }
  d.ln('  placeholderToken: ', c.ph());
  d.ln('ingress:'); d.ln('  host: api.', c.dom());
});

def('ci_pipeline_yaml', 'config', ['auth_token', 'webhook_url', 'private_key', 'api_key', 'password'], c => {
  const { d, r } = c; c.language = 'en';
  const gh = r.chance(0.5);
  if (gh) { d.ln('name: deploy-booking-engine'); d.ln('on:'); d.ln('  push:'); d.ln('    branches: [main]'); d.ln('env:'); }
  else { d.ln('stages: [test, deploy]'); d.ln('variables:'); }
  const tk = c.token(r.pick(['github_pat_classic', 'github_pat_fine_grained', 'gitlab_pat', 'npm_token', 'slack_bot_token'])); d.ln('  ', tk.env, ': ', tk.part, '   # FIXME rotate');
  d.ln('  REGISTRY_PASSWORD: ', gh ? c.N('${{ secrets.REGISTRY_PASSWORD }}', 'placeholder') : c.N('$CI_REGISTRY_PASSWORD', 'placeholder'));
  if (c.want('api_key')) { const k = c.apiKey(); d.ln('  ', k.env, ': "', k.part, '"'); }
  if (c.want('password')) d.ln('  DEPLOY_PASSWORD: "', c.pw(), '"');
  if (gh) { d.ln('jobs:'); d.ln('  deploy:'); d.ln('    runs-on: ubuntu-latest'); d.ln('    steps:'); d.ln('      - uses: actions/checkout@v4'); d.ln('      - run: ./scripts/deploy.sh ', c.ver()); }
  else { d.ln('deploy_prod:'); d.ln('  stage: deploy'); d.ln('  script:'); d.ln('    - ./deploy.sh ', c.ver()); }
  if (c.want('private_key') && c.d.room() > 1) { d.ln(gh ? '      - run: |' : '    - |'); d.ln(gh ? '          cat > ~/.ssh/id_ed25519 <<EOF' : '      cat > ~/.ssh/id_ed25519 <<EOF'); d.ln(c.pk()); d.ln('EOF'); }
  d.ln(gh ? '      - run: curl -X POST -d \'{"text":"deployed"}\' ' : '    - curl -X POST -d \'{"text":"deployed"}\' ', c.hook());
});

def('mobile_app_log', 'log', ['auth_token', 'email', 'ip_address', 'person_name', 'phone_number'], c => {
  const { d, r } = c; c.language = 'en'; const p = c.P();
  const tag = r.pick(['BookingRepo', 'OkHttp', 'AuthInterceptor', 'CheckinVM', 'TrackingSvc']);
  const ts = () => c.logTs();
  d.ln(ts(), ' ', String(r.int(1000, 30000)), ' ', String(r.int(1000, 30000)), ' I ', tag, ': app ', c.ver(), ' device=', c.uuid());
  d.ln(ts(), ' 1234 1290 D OkHttp: --> GET https://api.', c.dom(), '/v1/me/trips');
  d.ln(ts(), ' 1234 1290 D OkHttp: Authorization: Bearer ', c.jwt({ extra: r.chance(0.5) ? { email: undefined } : {} }));
  d.ln(ts(), ' 1234 1290 D OkHttp: <-- 200 OK (', String(r.int(40, 900)), 'ms)');
  d.ln(ts(), ' 1234 1290 D ', tag, ': profile={name=', c.name(p, 'latin'), ', email=', c.want('email') ? c.email(p) : c.N(p.givL[0].toLowerCase() + '***@' + r.pick(['gmail.com', 'icloud.com']), 'masked_value'), c.want('phone_number') ? [', phone=', c.phone(true)] : '', '}');
  if (c.want('ip_address') || r.chance(0.4)) d.ln(ts(), ' 1234 1290 I GeoIP: client ', c.ip(), ' country=', c.loc.cc);
  d.ln(ts(), ' 1234 1301 W ', tag, ': trip ', c.pnr(), ' seat ', c.seat(), ' not yet assigned');
});

def('partner_credential_handover', 'prose', ['api_key', 'password', 'person_name', 'phone_number', 'ip_address', 'webhook_url', 'email', 'auth_token'], c => {
  const { d, t, r } = c; const me = c.P(); const them = c.P(); const b = c.brand(); const dom = c.dom(b);
  d.ln('Subject: ', r.pick(['Production credentials – GDS connector', 'API access for channel manager integration', 'SFTP + API keys for customs EDI', 'Go-live: tracking webhook setup']));
  d.ln(''); d.fl(t.dear, { name: c.want('person_name') ? c.name(them, 'given') : 'all' }); d.ln('');
  d.ln('as discussed, here are your production credentials (please store them in your vault):');
  const k = c.apiKey(); d.ln('  API key:      ', k.part);
  if (c.want('password') || r.chance(0.5)) { d.ln('  SFTP host:    sftp.', dom, ':22'); d.ln('  SFTP user:    ', c.N(r.lower(3) + '_' + r.lower(5), 'service_username')); d.ln('  SFTP pass:    ', c.pw()); }
  if (c.want('auth_token') && c.d.room() > 2) { const tk = c.token('oauth_bearer_opaque'); d.ln('  Static bearer: ', tk.part); }
  if (c.want('webhook_url') && c.d.room() > 2) d.ln('  Status webhook (ours): ', c.hook());
  if (c.want('ip_address') && c.d.room() > 2) d.ln('  Allowlisted source IP: ', c.ip(), ' (your NAT), test from ', c.docIp());
  d.ln('  Sandbox base URL: https://sandbox.', dom, ' (key ', c.N(r.pick(['sk_test_4eC39HqLyjWDarjtT1zdp7dc', 'AKIAIOSFODNN7EXAMPLE']), 'documented_example_key'), ' works there)');
  if (c.want('crypto_wallet') && c.d.room() > 1) d.ln('  Settlement wallet (USDC): ', c.wallet());
  d.ln(''); if (c.want('phone_number')) d.ln('Any problems, call me on ', c.phone(true), '.'); else d.ln('Any problems, call our 24/7 integration desk on ', c.N('+' + r.pick(['44 800', '49 800', '33 800', '1 800']) + ' ' + r.digits(3) + ' ' + r.digits(4), 'public_service_number'), '.');
  d.ln(''); d.ln(t.regards); d.ln(c.name(me), ' | ', c.job(), ' | ', b);
});

def('sql_export_guests', 'export', ['person_name', 'email', 'phone_number', 'date_of_birth', 'passport_number'], c => {
  const { d, r } = c; c.language = 'en';
  d.ln('-- pg_dump excerpt: public.guests'); d.ln('-- ', c.ver(), ' ', c.tdate('iso'));
  d.ln('INSERT INTO guests (id, full_name, email, phone, birth_date, passport_no, created_at) VALUES');
  const n = r.int(1, 2);
  for (let i = 0; i < n; i++) { const p = c.P(); const two = n === 2;
    d.ln(`  (${r.int(1000, 99999)}, '`, c.name(p), "', '", c.email(p), "', ", two ? 'NULL' : ["'", c.phone(true), "'"], ", '", c.dob(p, 'iso'), "', ", two && i === 0 ? 'NULL' : ["'", c.pp(), "'"], ", '", c.ts(), "')", i === n - 1 ? ';' : ','); }
  d.ln('-- rows: ', String(n)); d.ln('SELECT pg_catalog.setval(\'guests_id_seq\', ', r.digits(5), ', true);');
});

def('csv_bookings_export', 'export', ['person_name', 'email', 'phone_number', 'ip_address'], c => {
  const { d, r } = c; c.language = 'en';
  d.ln('booking_ref,created,guest_name,email,phone,arrival,nights,total,channel,ip');
  const n = 2; for (let i = 0; i < n; i++) { const p = c.P(); d.ln(c.pnr(), ',', c.tdate('iso'), ',', c.name(p), ',', c.email(p), ',', i === 0 ? c.phone(true) : '', ',', c.tdate('iso'), ',', String(r.int(1, 14)), ',', c.amt(), ',', r.pick(['direct', 'booking.com', 'expedia', 'airbnb']), ',', i === 0 ? c.docIp() : c.ip()); }
  d.ln(c.pnr(), ',', c.tdate('iso'), ',', c.phName(), ',', c.N('test@example.com', 'example_email'), ',,', c.tdate('iso'), ',1,0.00,test,', c.docIp());
  d.ln('# exported by ', c.job(), ' – contains personal data, delete after 30 days');
  d.ln('# checksum ', c.hash());
});

def('stack_trace', 'log', ['connection_string', 'email', 'auth_token', 'person_name', 'ip_address', 'password'], c => {
  const { d, r } = c; c.language = 'en'; const p = c.P();
  const py = r.chance(0.5);
  if (py) {
    d.ln('Traceback (most recent call last):');
    d.ln('  File "/srv/app/bookings/views.py", line ', String(r.int(40, 400)), ', in confirm');
    d.ln('    send_confirmation(guest_email="', c.email(p), '", name="', c.name(p), '")');
    d.ln('  File "/srv/app/db.py", line 22, in connect');
    d.ln('    engine = create_engine("', c.conn(), '")');
    d.ln('sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not connect to server: Connection timed out');
    d.ln('[SQL: SELECT * FROM reservations WHERE pnr = %(pnr)s] [parameters: {\'pnr\': \'', c.pnr(), '\'}]');
  } else {
    d.ln('com.travelhub.gds.GdsException: session rejected for user ', c.email(p));
    d.ln('\tat com.travelhub.gds.SessionPool.open(SessionPool.java:', String(r.int(50, 300)), ')');
    d.ln('\tat com.travelhub.gds.PnrService.retrieve(PnrService.java:88)');
    d.ln('Caused by: java.sql.SQLException: Access denied; url=', c.conn());
    d.ln('\tat org.postgresql.Driver.connect(Driver.java:', String(r.int(200, 300)), ')');
    d.ln('\t... 42 more');
  }
  if (c.want('auth_token') && c.d.room() > 1) d.ln('request headers: Authorization=Bearer ', c.jwt());
  if (c.want('ip_address') && c.d.room() > 1) d.ln('remote_addr=', c.ip(), ' x-forwarded-for=', c.privIp());
  if (c.want('password') && c.d.room() > 1) d.ln('env: SMTP_PASS=', c.pw(), ' SMTP_USER=', c.N('notifications', 'service_username'));
  d.ln('build ', c.ver(), ' commit ', c.N(r.hex(40), 'hash'));
});

def('shipment_tracking_webhook', 'export', ['person_name', 'phone_number', 'street_address', 'email', 'auth_token', 'webhook_url'], c => {
  const { d, r } = c; c.language = 'en'; const p = c.P();
  d.ln('POST /hooks/tracking HTTP/1.1');
  d.ln('Host: ', r.chance(0.5) ? 'shop.' + c.dom() : 'erp.' + c.dom());
  d.ln('X-Signature: sha256=', c.N(r.hex(64), 'hash'));
  if (c.want('auth_token')) d.ln('Authorization: ', r.chance(0.5) ? ['Bearer ', c.token(r.pick(['oauth_bearer_opaque', 'shopify_access_token'])).part] : ['Basic ', c.basic(r.pick(['tracking', 'hook', 'erp']), c.pw().v.replace(/\s/g, ''))]);
  d.ln('');
  d.ln('{"event":"', r.pick(['out_for_delivery', 'delivered', 'exception', 'in_transit']), '","tracking_number":"', c.trk(), '","occurred_at":"', c.ts(), '",');
  d.ln(' "recipient":{"name":"', c.name(p), '","phone":"', c.phone(true), '"', c.want('email') ? [',"email":"', c.email(p), '"'] : '', ',');
  d.ln('  "address":"', c.addr(), '"},');
  d.ln(' "carrier":"', r.pick(['DHL', 'UPS', 'FedEx', 'GLS', 'InPost', 'SF Express']), '","service":"', r.pick(['express', 'economy', 'parcel_locker']), '","event_id":"', c.uuid(), '"');
  if (c.want('webhook_url') && c.d.room() > 1) d.ln(',"forward_to":"', c.hook(), '"');
  d.ln('}');
});

def('app_config_json', 'config', ['private_key', 'connection_string', 'api_key', 'password', 'webhook_url'], c => {
  const { d, r } = c; c.language = 'en';
  d.ln('{'); d.ln('  "Logging": { "LogLevel": { "Default": "Information" } },');
  d.ln('  "ConnectionStrings": {'); d.ln('    "Reservations": "', c.conn(), '",'); d.ln('    "Cache": "', c.credless(), '"'); d.ln('  },');
  const k = c.apiKey(); if (c.want('api_key')) d.ln('  "', r.pick(['Payments', 'Maps', 'Messaging', 'Gds']), '": { "ApiKey": "', k.part, '", "BaseUrl": "https://api.', c.dom(), '" },');
  if (c.want('private_key') || r.chance(0.4)) d.ln('  "Signing": { "PrivateKeyPem": "', c.pk('json_escaped'), '" },');
  if (c.want('password') && c.d.room() > 1) d.ln('  "Smtp": { "User": "', c.N('noreply', 'service_username'), '", "Password": "', c.pw(), '" },');
  if (c.want('webhook_url') && c.d.room() > 1) d.ln('  "Alerts": { "IncomingWebhookUrl": "', c.hook(), '" },');
  d.ln('  "FeatureFlags": { "NewCheckout": true, "Version": "', c.ver(), '" }'); d.ln('}');
});

def('ssh_key_handover_ticket', 'prose', ['private_key', 'person_name', 'email', 'ip_address', 'password'], c => {
  const { d, r } = c; const p = c.P(); c.language = 'en';
  d.ln('[', r.pick(['JIRA', 'ServiceNow', 'Zendesk']), '] ', r.pick(['OPS', 'INFRA', 'EDI']), '-', r.digits(4), ': access for customs broker EDI server');
  d.ln('Reporter: ', c.name(p), c.want('email') ? [' <', c.email(p, c.dom()), '>'] : '');
  d.ln('Comment: here is the key for the sftp user, server ', c.want('ip_address') ? c.ip() : c.docIp(), ', please don\'t forward');
  d.ln(c.pk());
  if (c.want('password') && c.d.room() > 1) d.ln('passphrase: ', c.pw());
  d.ln('Status: ', r.pick(['Resolved', 'Waiting for customer', 'In progress']), '  Labels: sftp, ', c.N('customs', 'label'));
});

def('llm_prompt_paste', 'prose', ['person_name', 'email', 'phone_number', 'credit_card', 'api_key', 'connection_string', 'date_of_birth', 'passport_number', 'crypto_wallet'], c => {
  const { d, t, r } = c; const p = c.P();
  const mode = r.pick(['complaint', 'config', 'manifest']);
  if (mode === 'complaint') {
    d.ln('User: ', r.pick(['Summarise this complaint in 3 bullet points and draft a polite reply:', 'Translate to English and classify urgency:', 'Extract booking details as JSON:']));
    d.ln('"""');
    d.fl(t.dear, { name: 'team' }); d.ln(t.chat_hi, '. ', t.booking, ' ', c.pnr(), '.');
    d.ln(t.refund, ': ', c.want('credit_card') ? c.card() : c.maskedCard());
    if (c.want('iban')) d.ln('IBAN: ', c.iban());
    if (c.want('crypto_wallet')) d.ln('or USDT: ', c.wallet());
    d.ln(c.name(p), ' – ', c.phone(), r.chance(0.5) ? [' – ', c.email(p)] : '');
    d.ln('"""');
  } else if (mode === 'config') {
    c.language = 'en';
    d.ln('User: why does my tracking worker crash on startup? here is my config');
    d.ln('```'); d.ln('DB=', c.conn()); const k = c.apiKey(); d.ln(k.env, '=', k.part); d.ln('LOG_LEVEL=debug'); d.ln('```');
    d.ln('it says ECONNREFUSED. my email is ', c.email(p), ' if you need it');
  } else {
    d.ln('User: check this passenger list for typos in the date of birth column');
    for (let i = 0; i < 2; i++) { const g = i === 0 ? p : c.P(); d.ln('- ', c.name(g, 'sur_given'), ' | ', c.dob(g), ' | ', i === 0 ? c.pp() : c.N('pending', 'placeholder')); }
  }
  if (r.chance(0.4)) d.ln('(use ', c.phName(), ' as the example customer in the template, not the real one)');
  d.ln(''); d.ln('Assistant: ', r.pick(['Sure — here is a summary…', 'Here is what I found:', 'The error means the database host is unreachable.']));
});

def('gds_queue_terminal', 'log', ['person_name', 'phone_number', 'email', 'credit_card'], c => {
  const { d, r } = c; c.language = 'en';
  d.ln('>QT/', r.pick(['PARAF0', 'FRALH1', 'WAW1S2']), r.digits(2));
  d.ln('QUEUE 8 CATEGORY 0  ', r.digits(2), ' PNRS');
  for (let i = 0; i < 2; i++) { const p = c.P(); d.ln(String(i + 1), '. ', c.pnr(), '  ', c.name(p, 'LATIN'), '  ', c.flight(), ' ', c.N(`${pad(r.int(1, 28))}${MON3[r.int(0, 11)]}`, 'non_birth_date'), ' ', c.apt(), c.apt(), '  TKTL ', c.N(`${pad(r.int(1, 28))}${MON3[r.int(0, 11)]}`, 'non_birth_date')); if (i === 0) d.ln('   CTCM ', c.H(c.phone(true).v.replace(/[\s()-]/g, ''), 'phone_number', 'phone_gds'), '  CTCE ', c.H(c.email(p).v.replace('@', '//').replace(/\./g, r.chance(0.5) ? '..' : '.').toUpperCase(), 'email', 'email_gds', { encoding: 'gds_at_escaped' })); }
  d.ln('>*R'); d.ln('RLOC ', c.pnr(), ' TKT ', c.etkt());
  d.ln('>IG'); d.ln('IGNORED');
});

def('ferry_rail_ticket_email', 'prose', ['person_name', 'email', 'date_of_birth', 'phone_number'], c => {
  const { d, t, r } = c; const p = c.P(); const op = r.pick(['Trenitalia', 'Deutsche Bahn', 'SNCF Voyageurs', 'Renfe', 'PKP Intercity', 'Ukrzaliznytsia', 'JR East', 'Korail', 'Stena Line', 'FlixBus']);
  d.ln('From: ', op, ' <', c.roleEmail(c.dom(op), r.pick(['noreply', 'tickets'])), '>'); d.ln('To: ', c.email(p)); d.ln('Subject: ', t.conf_subj); d.ln('');
  d.fl(t.dear, { name: c.name(p) });
  d.ln(r.pick(['Train', 'Zug', 'Treno', 'Tren', 'Ferry', 'Bus']), ': ', c.N(r.pick(['ICE ', 'FR ', 'TGV ', 'AVE ', 'IC ', 'KTX ', 'NJ ']) + r.int(100, 9999), 'train_number'), '  ', c.place(), ' → ', c.N(r.pick(['Milano Centrale', 'Berlin Hbf', 'Paris Gare de Lyon', 'Kyiv-Pas.', 'Seoul Station', 'Hoek van Holland']), 'station'), '  ', c.tdate(), ' ', c.time());
  d.ln(r.pick(['Coach', 'Wagen', 'Carrozza']), ' ', String(r.int(1, 14)), ', ', r.pick(['Seat', 'Platz', 'Posto']), ' ', String(r.int(11, 98)), '   PNR ', c.pnr(), '   ', c.amt());
  if (c.want('date_of_birth') || r.chance(0.5)) d.ln(r.pick(['Youth/Senior discount – traveller born ', 'Railcard holder, DOB ', 'ID check: born ']), c.dob(p));
  if (c.want('phone_number')) d.ln('SMS updates: ', c.phone());
  d.ln(''); d.ln(t.regards); d.ln(op);
});

def('car_sharing_damage_report', 'form', ['person_name', 'phone_number', 'email', 'ip_address'], c => {
  const { d, r } = c; const p = c.P();
  d.ln('DAMAGE REPORT #', c.N(r.digits(6), 'report_number'), ' – ', r.pick(['DriveNow Share', 'GetAround', 'ShareNow', 'Zity', 'Miles']));
  d.ln('Vehicle: ', c.plate(), '  ', c.vin());
  d.ln('Reported: ', c.tdate(), ' ', c.time(), ' at ', c.place(), ' (', c.pnamed(), ')');
  d.ln('Member: ', c.name(p), '  tel ', c.phone());
  d.ln('Damage: ', r.pick(['scratch rear bumper left', 'cracked windscreen', 'dent driver door', 'mirror broken']), '; photos ', c.hash());
  if (c.want('email')) d.ln('Member e-mail: ', c.email(p));
  if (c.want('ip_address')) d.ln('App session ip: ', c.ip(), '  app ', c.ver());
  d.ln('Liability: ', r.pick(['pending review', 'member – excess ', 'third party']), '  Handler: ', c.job());
});

def('passport_scan_ocr', 'export', ['passport_number', 'person_name', 'date_of_birth', 'national_id'], c => {
  const { d, r } = c; c.language = 'en'; const p = c.P(); const lo = c.loc;
  const ppn = c.pp().v; const yy = x => String(x % 100).padStart(2, '0'); const mm = x => String(x).padStart(2, '0');
  const exp = { y: r.int(2027, 2035), m: r.int(1, 12), d: r.int(1, 28) };
  const nm = (p.famL.toUpperCase().replace(/[^A-Z ]/g, '').replace(/ /g, '<') + '<<' + p.givL.toUpperCase().replace(/[^A-Z ]/g, '').replace(/ /g, '<'));
  const l1 = ('P<' + lo.iso3 + nm + '<'.repeat(44)).slice(0, 44);
  const { icao } = c; const cd = s => { const w = [7, 3, 1]; let t = 0; for (let i = 0; i < s.length; i++) { const ch = s[i]; const v = ch === '<' ? 0 : /\d/.test(ch) ? +ch : ch.charCodeAt(0) - 55; t += v * w[i % 3]; } return String(t % 10); };
  const pn = (ppn + '<<<<<<<<<').slice(0, 9); const dobS = yy(p.dob.y) + mm(p.dob.m) + mm(p.dob.d); const expS = yy(exp.y) + mm(exp.m) + mm(exp.d);
  const pers = '<'.repeat(14);
  const body = pn + cd(pn) + lo.iso3 + dobS + cd(dobS) + p.sex + expS + cd(expS) + pers + cd(pers);
  const l2 = body + cd(pn + cd(pn) + dobS + cd(dobS) + expS + cd(expS) + pers + cd(pers));
  d.ln('{"ocr_engine":"', c.ver(), '","document":"passport","confidence":0.9', r.digits(1), ',');
  d.ln(' "fields":{');
  d.ln('  "surname":"', c.name(p, 'famL'), '","given_names":"', c.name(p, 'givenL'), '",');
  d.ln('  "document_number":"', c.H(ppn, 'passport_number', 'passport_' + lo.iso3.toLowerCase()), '","nationality":"', lo.iso3, '",');
  d.ln('  "date_of_birth":"', c.dob(p, 'iso'), '","sex":"', p.sex, '","date_of_expiry":"', c.N(`${exp.y}-${mm(exp.m)}-${mm(exp.d)}`, 'non_birth_date'), '"},');
  d.ln(' "mrz":[');
  d.ln('  "', l1, '",');
  const idx = l2.indexOf(ppn);
  d.ln('  "', l2.slice(0, idx), c.H(ppn, 'passport_number', 'passport_mrz'), l2.slice(idx + ppn.length), '"');
  d.ln(' ],');
  d.ln(' "checks":{"mrz_valid":true,"face_match":0.', r.digits(2), '},"request_id":"', c.uuid(), '"}');
});

def('hotel_wifi_portal_log', 'log', ['ip_address', 'email', 'person_name', 'phone_number'], c => {
  const { d, r } = c; c.language = 'en'; const p = c.P();
  const mac = () => c.N(Array.from({ length: 6 }, () => r.HEX(2)).join(':'), 'mac_address');
  d.ln(c.ts(), ' captive-portal[', r.digits(4), ']: login room=', c.N(String(r.int(101, 950)), 'room_number'), ' surname="', c.name(p, 'famL'), '" mac=', mac());
  d.ln(c.ts(), ' captive-portal: lease ', c.privIp(), ' -> nat ', c.ip(), ' plan=', r.pick(['free', 'premium-24h']));
  if (c.want('email') || r.chance(0.3)) d.ln(c.ts(), ' captive-portal: marketing opt-in email=', c.email(p));
  if (c.want('phone_number')) d.ln(c.ts(), ' captive-portal: sms voucher sent to ', c.phone(true));
  d.ln(c.ts(), ' radius: Access-Accept user=', c.N('guest-' + r.digits(5), 'service_username'), ' session=', c.hash());
  d.ln(c.ts(), ' fw: outbound blocked to ', c.docIp(), ':25 from ', c.privIp());
  if (c.want('ip_address') || r.chance(0.5)) d.ln(c.ts(), ' vpn: guest tunnel peer ', r.chance(0.5) ? c.ip6() : c.ip(), ' established');
  d.ln(c.ts(), ' captive-portal: logout mac=', mac());
});

def('tax_invoice_request', 'prose', ['person_name', 'tax_id', 'street_address', 'email', 'national_id'], c => {
  const { d, t, r } = c; const p = c.P(); const tx = c.tax(p) || c.nid(p) || c.anyId(p);
  d.ln('Subject: ', ({ it: 'Richiesta fattura', pt: 'Nota fiscal', pl: 'Faktura VAT', de: 'Rechnung mit Steuernummer', hi: 'GST invoice', es: 'Solicitud de factura', fr: 'Demande de facture', tr: 'Fatura talebi', ja: '領収書発行のお願い', zh: '开具发票申请', ko: '세금계산서 발행 요청', ru: 'Запрос счёта', uk: 'Запит рахунку' })[c.loc.lang] || 'Invoice request', ' – ', c.hconf());
  d.ln(''); d.ln(t.dear.replace('{name}', 'Front Office')); d.ln('');
  { const [a, b] = c.trange(); d.ln('please issue the invoice for my stay (', a, ' – ', b, ') with these details:'); }
  d.ln('  ', t.name, ': ', c.name(p));
  d.ln('  ', t.taxid, ': ', tx);
  d.ln('  ', t.address, ': ', c.addr());
  if (c.want('email')) d.ln('  ', t.email, ': ', c.email(p));
  d.ln('  Amount: ', c.amt(), ' (incl. city tax)');
  d.ln(''); d.ln(t.thanks); if (c.want('person_name')) d.ln(c.name(p, 'given'));
});

def('edi_sftp_partner_config', 'config', ['connection_string', 'password', 'private_key', 'ip_address', 'api_key'], c => {
  const { d, r } = c; c.language = c.loc.lang;
  d.ln('# customs broker EDI – partner ', r.pick(['DSV', 'Kuehne+Nagel', 'DB Schenker', 'local broker']), ' – ', c.tdate('iso'));
  d.ln('[sftp]'); d.ln('host = sftp.', c.dom()); d.ln('port = 22'); d.ln('user = ', c.N(r.lower(4) + '_edi', 'service_username'));
  d.ln('password = ', c.want('password') ? c.pw() : c.ph());
  if (c.want('connection_string') || r.chance(0.5)) d.ln('uri = ', c.conn());
  if (c.want('ip_address')) d.ln('allowed_from = ', c.ip(), ', ', c.privIp());
  d.ln('[api]'); const k = c.apiKey(); d.ln('key = ', c.want('api_key') ? k.part : c.ph());
  if (c.want('webhook_url') && c.d.room() > 1) d.ln('notify_webhook = ', c.hook()); d.ln('endpoint = https://api.', c.dom(), '/v1/declarations');
  if (c.want('private_key') && c.d.room() > 1) { d.ln('[pgp]'); d.ln('signing_key = """'); d.ln(c.pk()); d.ln('"""'); }
  d.ln('[archive]'); d.ln('path = /data/edi/archive  # HS ', c.hs(), ' samples');
});

def('refund_bank_details_form', 'form', ['person_name', 'iban', 'bank_account', 'credit_card', 'email'], c => {
  const { d, t, r } = c; const p = c.P();
  d.ln(({ de: 'ERSTATTUNGSANTRAG', fr: 'DEMANDE DE REMBOURSEMENT', es: 'SOLICITUD DE REEMBOLSO', it: 'RICHIESTA DI RIMBORSO', pt: 'PEDIDO DE REEMBOLSO', nl: 'TERUGBETALINGSVERZOEK', pl: 'WNIOSEK O ZWROT', tr: 'İADE TALEBİ' })[c.loc.lang] || 'REFUND REQUEST', ' – ', c.brand());
  d.ln('Booking: ', c.pnr(), '   Cancelled on: ', c.tdate(), '   Amount: ', c.amt());
  d.ln(t.holder, ': ', c.name(p));
  d.ln('Original payment card: ', c.want('credit_card') ? c.card() : c.maskedCard());
  d.ln('Card expired – please refund by transfer:');
  if (c.loc.bank === 'iban' || c.want('iban')) d.ln('  IBAN: ', c.iban());
  if (c.loc.bank !== 'iban') for (const [cap, v] of c.bank()) d.ln('  ', cap, ': ', v);
  if (c.want('email')) d.ln(t.email, ': ', c.email(p));
  d.ln(t.date, ': ', c.tdate(), '   ', t.signature, ': ____');
});

def('card_imprint_batch', 'export', ['credit_card', 'person_name', 'phone_number'], c => {
  const { d, r } = c; c.language = 'en';
  d.ln('# offline imprint batch – ', r.pick(['rental desk', 'ferry ticket office', 'hotel night audit']), ' – terminal down ', c.tdate('iso'));
  d.ln('seq|cardholder|pan|exp|amount|auth');
  const n = r.int(2, 3);
  for (let i = 0; i < n; i++) { const p = c.P(); d.ln(String(i + 1).padStart(3, '0'), '|', i < 2 ? c.name(p, 'UPPER') : c.phName(), '|', i < 2 ? c.card(r.pick(['compact', 'space'])) : c.docEx(), '|', c.N(`${String(r.int(1, 12)).padStart(2, '0')}/${r.int(26, 31)}`, 'card_expiry'), '|', c.amt(), '|', c.N(r.upalnum(6), 'auth_code')); }
  if (c.want('phone_number') && c.d.room() > 0) d.ln('# callback for declines: ', c.phone());
  d.ln('# keyed in by ', c.job(), ' – to be shredded after settlement');
});

export const TEMPLATES = T;
