// Kinds weighted towards the hardest categories: passwords, passports, bank accounts, names in
// running text, and directories of people and shared mailboxes.
import { lab, neg, map, jsonStr, plain } from './doc.mjs';
import { NOT_PHONE, NOT_BANK, NOT_EMAIL, NOT_WALLET, PLACEHOLDERS, NOT_SECRET } from './lookalikes.mjs';
import { nationalAccount } from './secrets.mjs';
import * as S from './secrets.mjs';

const amount = (c) => NOT_PHONE.amount(c.r);

/** IT onboarding and helpdesk: temporary passwords, Wi-Fi and VPN passwords, policies. */
export function itHelpdesk(c, d) {
  const { r, L } = c;
  const p = c.person(), agent = c.person();
  const [before, after] = L.dear.split('{0}');
  d.put(before).put(c.name(p, 'given')).put(after).put('\n\n');
  d.f`Welcome to ${c.orgName()}! Your accounts are ready. ${neg('not_secret.password_field_text', r.pick(['Passwords must be at least 12 characters', 'Passwords expire every 90 days', 'Password history: last 10 are blocked', 'Use a passphrase of four words or more']))}.\n\n`;
  d.f`  Username: ${p.latinGiven.toLowerCase().replace(/[^a-z]/g, '')}.${p.latinFamily.toLowerCase().replace(/[^a-z]/g, '')}\n  ${L.f.password} (temporary): ${S.password(r, 'temporary_password')}\n`;
  d.f`  VPN: vpn.${c.org[1]} — ${r.pick(['shared secret', 'pre-shared key', 'PSK'])} ${S.password(r, 'vpn_psk')}\n  Wi-Fi "${r.pick(['Guest', 'Staff', 'Office-5G', 'Lab'])}": ${S.password(r, 'wifi_password')}\n`;
  d.f`  Laptop asset tag ${NOT_PHONE.serial(r)}, BitLocker recovery ID ${neg('not_wallet.uuid', S.uuid(r).toUpperCase())}\n\n`;
  d.f`Please change the temporary password at first login; the link expires in ${neg('not_phone.duration', `${r.int(24, 72)} hours`)}. Never send it by e-mail again (as ${c.name(agent)} just did, oops).\n`;
  d.f`Do not reuse the example from the wiki (${PLACEHOLDERS.env_ref(r)}).\n\n${L.regards}\n${c.name(agent)} — IT Service Desk, ${lab('phone', 'phone_service', c.phone().value, true)}\n`;
  if (r.chance(0.6)) {
    d.f`\n> ${c.name(p, 'given')} wrote: ${r.pick(['I could not log in, I tried', 'Still locked out. My old password was', 'Is it okay that my password is'])} ${S.password(r)} ${r.pick(['and also', 'or maybe'])} ${S.password(r)}?\n`;
  }
}

/** A payroll or supplier-payment run: names, national ids and account numbers of several countries. */
export function payrollExport(c, d) {
  const { r, L } = c;
  const ccs = r.sample(['US', 'GB', 'AU', 'CA', 'IN', 'JP', 'BR', 'MX', 'DE', 'FR', 'PL', 'ES', 'NL', 'SE', 'TR', 'RO', 'GR', 'IL', 'PT', 'CH', 'AT', c.cc], r.int(3, 6));
  d.f`PAYROLL RUN ${neg('not_bank.batch_id', `PR-${r.int(2025, 2026)}-${r.digits(2)}`)} · value date ${c.otherDate('value_date', 2025, 2026, 0)} · approved by ${c.name(c.person())}\n\n`;
  d.put('employee\tcountry\ttax/national id\tbank details\tnet pay\n');
  for (const cc of ccs) {
    const p = c.person();
    const nat = nationalAccount(r, cc);
    d.put([c.name(p), '\t', cc, '\t', c.nationalId(p, cc), '\t']);
    if (nat) {
      d.put(nat.acct);
      if (nat.route) d.put([` (${nat.routeLabel} `, neg(`not_bank.${nat.routeKind}`, nat.route), ')']);
    } else d.put(S.iban(r, cc));
    d.put(['\t', amount(c), '\n']);
  }
  if (r.chance(0.5)) { const p = c.person(); const [coin, kind] = r.pick([['BTC to ', 'btc_bech32'], ['BTC to ', 'btc_p2pkh'], ['USDC (ERC-20) to ', 'eth'], ['USDT (TRC-20) to ', 'trx'], ['SOL to ', 'sol'], ['LTC to ', 'ltc']]); d.put([c.name(p), '\tcontractor\t-\t', coin, S.wallet(r, kind), '\t', amount(c), '\n']); }
  d.f`\nEmployer reference ${NOT_BANK.company_tax_id(r)}; file checksum ${NOT_WALLET.sha256_file(r)}; ${r.int(3, 6)} rows.\n`;
  d.f`Bank of the payer: BIC ${NOT_BANK.bic(r)}, sort/routing ${NOT_BANK.routing_alone(r)} (company account, not an employee's).\n`;
}

/** A visa or residence-permit application: passports (current and previous), family, travel. */
export function visaApplication(c, d) {
  const { r, L } = c;
  const p = c.person(), father = c.person(), mother = c.person();
  const cc = c.cc;
  d.f`${r.pick(['VISA APPLICATION FORM', 'Application for a residence permit', 'Schengen visa application', 'ETA request'])} — ref ${neg('not_phone.application_number', `${r.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 3)}${r.digits(9)}`)}\n\n`;
  d.f`1. ${L.f.name}: ${c.name(p)}\n2. ${L.f.dob}: ${c.dob(p)}  ${L.f.placeOfBirth}: ${c.city()}\n`;
  d.f`3. ${L.f.passport}: ${c.passport(cc)}   ${L.f.issued}: ${c.otherDate('issue_date', 2016, 2025)}   ${L.f.expires}: ${c.otherDate('expiry_date', 2026, 2035)}\n`;
  d.f`4. Previous passport(s): ${c.passport(cc)}${r.chance(0.5) ? [', ', c.passport(r.pick(['US', 'GB', 'DE', 'FR', 'IN', 'CN', 'BR', 'TR']))] : ''}\n`;
  d.f`5. Father: ${c.name(father)}   Mother: ${c.name(mother)}\n6. ${L.f.address}: ${c.address()}\n7. ${L.f.phone}: ${c.phone()}   ${L.f.email}: ${c.email(p, null)}\n`;
  d.f`8. ${L.f.employer}: ${c.orgName()}, ${c.notName('title')}\n9. Intended arrival: ${c.otherDate('travel_date', 2025, 2027)}, duration ${neg('not_phone.duration', `${r.int(5, 90)} days`)}, flight ${neg('not_phone.flight_number', `${r.pick(['LH', 'TK', 'EK', 'QR'])}${r.int(10, 999)}`)}\n`;
  d.f`   Passport photos: ${neg('not_phone.count', String(r.int(1, 3)))} (${neg('not_phone.measurement', '35 x 45 mm')}), passport fee ${amount(c)}, form ${neg('not_phone.form_number', r.pick(['DS-82', 'DS-160', 'VAF 1A', 'CERFA 12100*03', 'Antrag 0815']))}\n`;
  d.f`10. Host in destination: ${c.name(c.person())}, ${c.address()}\n11. Fee paid: ${amount(c)} (receipt ${NOT_BANK.reference(r)})\n`;
  d.f`\nDeclaration signed at ${c.city()} on ${c.otherDate('signed_date', 2025, 2026)}. Example from the instructions: passport no. ${neg('placeholder.example_passport', r.pick(['X1234567', 'C01X00T47', 'AA0000000', '123456789']))} — do not copy.\n`;
}

/** Test fixtures in YAML: people records pasted from a repository. */
export function fixtureYaml(c, d) {
  const { r } = c;
  d.f`# fixtures/customers.yml — ${r.pick(['copied from prod (!!) for the bug repro', 'anonymised? please check', 'seed data for staging'])}\n`;
  for (let i = 0; i < r.int(2, 4); i++) {
    const p = c.person();
    const q = r.chance(0.5) ? '"' : '';
    d.f`- id: ${neg('not_phone.row_id', String(r.int(1, 9999)))}\n  name: ${q}${c.name(p)}${q}\n  born: ${c.dob(p, 0)}\n  email: ${c.email(p, null)}\n  phone: "${c.phone()}"\n`;
    d.f`  address:\n    line: ${q}${c.address()}${q}\n  documents:\n    passport: ${c.passport()}\n    national_id: "${c.nationalId(p)}"\n`;
    if (r.chance(0.5)) d.f`  bank:\n    iban: ${c.iban()}\n    bic: ${NOT_BANK.bic(r)}\n`;
    d.f`  password_hash: ${neg('not_secret.password_hash', `$2b$12$${r.chars('./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 53)}`)}\n  created: ${neg('not_dob.created_at', c.date(2022, 2026, 0))}\n`;
  }
  d.f`# owner: ${NOT_EMAIL.at_mention(r)}; schema v${NOT_PHONE.version(r)}\n`;
}

/** A bank statement pasted as text. */
export function bankStatement(c, d) {
  const { r, L } = c;
  const p = c.person();
  d.f`${r.pick(['Account statement', 'Kontoauszug', 'Relevé de compte', 'Extracto bancario', 'Wyciąg z rachunku'])} ${neg('not_bank.statement_number', `${r.int(1, 12)}/${r.int(2025, 2026)}`)}\n`;
  d.f`${L.f.name}: ${c.name(p)}\n${c.address(true)}\n${L.f.iban}: ${c.iban()}   BIC ${NOT_BANK.bic(r)}\n${L.f.customerNo}: ${NOT_BANK.customer_no(r)}\n\n`;
  d.f`Date        Description                                   Amount\n`;
  for (let i = 0; i < r.int(4, 8); i++) {
    const t = r.int(0, 4);
    d.f`${c.otherDate('transaction_date', 2025, 2026, 0)}  `;
    if (t === 0) d.f`SEPA transfer from ${c.name(c.person())}, ${S.iban(r, r.pick(['DE', 'FR', 'NL', 'ES', 'IT', 'PL']))}, ref ${NOT_BANK.reference(r)}   ${amount(c)}\n`;
    else if (t === 1) d.f`Card payment ${c.notName('brand')} ${PLACEHOLDERS.masked_card(r)}   -${amount(c)}\n`;
    else if (t === 2) d.f`Direct debit ${c.orgName()} mandate ${NOT_BANK.contract_no(r)}   -${amount(c)}\n`;
    else if (t === 3) d.f`Salary ${c.orgName()} ${NOT_BANK.invoice_no(r)}   ${amount(c)}\n`;
    else d.f`ATM withdrawal ${c.notName('place')} ${neg('not_phone.terminal_id', `T${r.digits(7)}`)}   -${amount(c)}\n`;
  }
  d.f`\nClosing balance ${amount(c)}. Overdraft limit ${amount(c)}. Questions: ${c.roleEmail()} or ${lab('phone', 'phone_service', c.phone().value, true)}.\n`;
}

/** A company contact page or staff directory: shared mailboxes, people, switchboard. */
export function staffDirectory(c, d) {
  const { r, L } = c;
  d.f`${c.orgName()} — ${r.pick(['Contact us', 'Team directory', 'Who to call'])}\n\nHead office: ${lab('address', `address_${c.cc.toLowerCase()}_company`, c.address().value, true)}\nSwitchboard: ${lab('phone', 'phone_company', c.phone().value, true)}\n`;
  d.f`General enquiries: ${c.roleEmail()}   Press: ${c.roleEmail()}\nOpening hours: ${neg('not_name.weekday', r.pick(['Monday', 'Montag', 'lundi', 'lunes', 'Mon']))}–${neg('not_name.weekday', r.pick(['Friday', 'Freitag', 'vendredi', 'viernes', 'Fri']))}, ${neg('not_phone.opening_hours', `${r.int(7, 9)}:00–${r.int(16, 19)}:30`)}\n\n`;
  for (let i = 0; i < r.int(3, 6); i++) {
    const p = c.person();
    d.f`${c.name(p)} · ${c.notName('title')} · ${c.phone()} · ${c.email(p)}${r.chance(0.3) ? [' · ext. ', neg('not_phone.extension', String(r.int(100, 9999)))] : ''}\n`;
  }
  d.f`\nFind us near ${c.notName('place')}; parking via ${c.notName('brand')} app. Registered under ${NOT_BANK.company_tax_id(r)}.\n`;
}

/** A user pastes a customer's message into a model and asks for a translation or reply. */
export function pastedMessage(c, d) {
  const { r, L } = c;
  const p = c.person(), friend = c.person(), kid = c.person();
  d.f`${r.pick(['Translate this into English and suggest a reply:', 'Help me answer this customer politely:', 'What does the customer want here?'])}\n\n"""\n`;
  d.f`${c.greet()} ${c.filler(1)} ${c.name(friend)} ${r.pick(['recommended you', 'gave me your number', 'told me about your offer'])}. `;
  d.fill(L.s.bornOn, c.dob(p)).put(' ');
  d.f`${c.name(kid, 'given')} ${r.pick(['and I', '&'])} ${r.pick(['will arrive on', 'can come on'])} ${c.otherDate('appointment', 2025, 2026)}. `;
  if (r.chance(0.6)) d.fill(L.s.passportRenew, c.passport(), c.otherDate('expiry_date', 2026, 2030)).put(' ');
  if (r.chance(0.5)) d.f`${L.f.password}: ${S.password(r)} (${r.pick(['for the portal', 'for the booking site', 'so you can check'])}) `;
  if (r.chance(0.35)) d.f`${r.pick(['Card for the deposit', 'Pay with this card', 'Mi tarjeta', 'Meine Karte'])}: ${c.card()}, CVV ${neg('not_phone.cvv', r.digits(3))}. `;
  d.fill(L.s.reachMe, c.phone(), c.email(p, null)).put('\n');
  d.f`${c.name(p)}\n"""\n\nContext: she wrote to ${c.roleEmail()} on ${c.otherDate('received_date', 2025, 2026)} about booking ${NOT_PHONE.order_no(r)}.\n`;
}

/** Hotel guest registration: a card per guest and the nightly guest list sent to the authorities. */
export function guestRegistration(c, d) {
  const { r, L } = c;
  const guests = Array.from({ length: r.int(2, 4) }, () => c.person());
  d.f`${r.pick(['Guest registration card', 'Meldeschein', 'Fiche de police', 'Parte de entrada de viajeros', 'Scheda di notifica'])} — ${c.orgName(r.pick([['Hotel Seeblick', 'hotel-seeblick.de'], ['Albergo Bellavista', 'bellavista.it'], ['Hôtel du Parc', 'hotelduparc.fr']]))}\n`;
  d.f`Room ${neg('not_phone.room_number', String(r.int(101, 640)))} · arrival ${c.otherDate('arrival_date', 2025, 2026)} · departure ${c.otherDate('departure_date', 2025, 2026)} · booking ${NOT_PHONE.order_no(r)}\n\n`;
  const main = guests[0];
  d.f`${L.f.name}: ${c.name(main, r.pick(['full', 'upper_family', 'upper']))}\n${L.f.dob}: ${c.dob(main)}   ${L.f.placeOfBirth}: ${c.city()}\n${L.f.nationality}: ${neg('not_name.nationality', r.pick(['DEU', 'FRA', 'USA', 'JPN', 'KOR', 'BRA', 'TUR', 'IND']))}\n`;
  d.f`${r.pick(['Document', 'Ausweisdokument', 'Pièce d’identité'])}: ${r.pick(['passport', 'Reisepass', 'passeport'])} ${c.passport(r.pick([c.cc, 'US', 'GB', 'JP', 'KR', 'BR', 'IN', 'TR', 'DE', 'FR']))}, ${L.f.issued.toLowerCase()} ${c.otherDate('issue_date', 2016, 2025)}\n`;
  d.f`${L.f.address}: ${c.address()}\n${L.f.phone}: ${c.phone()}   ${L.f.email}: ${c.email(main, null)}\n\n`;
  d.f`Accompanying guests:\n`;
  for (const g of guests.slice(1)) d.f`  - ${c.name(g)}, ${c.dob(g, 0)}, ${r.pick(['passport', 'ID'])} ${r.chance(0.7) ? c.passport() : c.nationalId(g, r.pick([c.cc, 'RO', 'GR', 'IL', 'PT', 'DK', 'NO', 'FI']))}\n`;
  d.f`\nCity tax ${amount(c)} per night · card on file ${PLACEHOLDERS.masked_card(r)} · Wi-Fi ${S.password(r, 'wifi_password')}\nSignature: ______  (${c.name(main, 'given')})\n`;
}
