// Documents people write or send to a language model: tickets, e-mails, prompts, chats, letters,
// forms. Each writes into a Doc and labels what it writes.
import { lab, neg, map } from './doc.mjs';
import { NOT_PHONE, NOT_BANK, NOT_EMAIL, PLACEHOLDERS, NOT_SECRET, any } from './lookalikes.mjs';
import * as S from './secrets.mjs';
import { ISO3 } from './ids.mjs';
import { mrzDigit } from './checksums.mjs';
import { fmtDate, dateIn } from './contact.mjs';

const amount = (c) => NOT_PHONE.amount(c.r);

export function supportTicket(c, d) {
  const { r, L } = c;
  const p = c.person();
  d.f`${L.f.ticket} ${NOT_PHONE.ticket_no(r)} · ${c.otherDate('received_date', 2025, 2026)} · web\n`;
  d.f`${L.f.customerNo}: ${NOT_BANK.customer_no(r)}\n\n`;
  d.put(L.hello.replace(/[,，、]$/, '')).put(r.chance(0.3) && c.lang === 'en' ? [' ', c.orgName(), ' team'] : '').put(/[。.]$/.test(L.hello) ? '\n\n' : ',\n\n');
  if (r.chance(0.5)) d.put(L.s.cantLogin).put(' ');
  else d.fill(L.s.orderLate, NOT_PHONE.order_no(r), amount(c)).put(' ');
  d.put(c.filler(1)).put('\n\n');
  if (r.chance(0.7)) d.fill(L.s.updateAddress, c.address(r.chance(0.2))).put('\n');
  if (r.chance(0.5)) d.fill(L.s.bornOn, c.dob(p)).put(' ');
  if (r.chance(0.4)) d.f`${L.f.nationalId}: ${c.nationalId(p)}`.put('\n');
  if (r.chance(0.25)) d.f`${L.f.passport}: ${c.passport()}\n`;
  if (r.chance(0.2)) d.f`Refund address (crypto): ${S.wallet(r)}\n`;
  if (r.chance(0.35)) d.fill(L.s.refundTo, c.iban()).put('\n');
  d.fill(L.s.reachMe, c.phone(), c.email(p)).put('\n\n');
  if (r.chance(0.3)) d.f`(${L.f.account} ${PLACEHOLDERS.masked_card(r)}, ${NOT_PHONE.tracking_no(r)})\n`;
  else if (r.chance(0.3)) d.f`Card used: ${c.card()}\n`;
  d.put(L.thanks).put('\n').put(L.regards).put('\n').put(c.name(p)).put('\n');
  if (r.chance(0.5)) d.f`${c.phone()}\n`;
  d.f`\n--- internal note (${c.name(c.person())}) ---\n`;
  d.f`Verified via call-back. Linked ${NOT_PHONE.case_no(r)}, build ${NOT_PHONE.version(r)}, SLA ${NOT_PHONE.duration(r)}. Escalate to ${NOT_EMAIL.at_mention(r)} if it reopens.\n`;
}

export function emailThread(c, d) {
  const { r, L } = c;
  const a = c.person(), b = c.person();
  const orgB = r.pick([c.org, ['Lumen Health', 'lumenhealth.org'], ['Copperleaf Payments', 'copperleafpay.com']]);
  const date1 = c.otherDate('sent_date', 2025, 2026, 0);
  d.f`From: ${c.name(a)} <${c.email(a)}>\nTo: ${c.roleEmail(orgB)}\n`;
  if (r.chance(0.5)) d.f`Cc: ${c.name(b)} <${c.email(b, orgB)}>\n`;
  d.f`Date: ${date1} 09:${r.int(10, 59)}\nMessage-ID: ${NOT_EMAIL.message_id(r)}\nSubject: Re: ${r.pick(['contract renewal', 'updated bank details', 'your application', 'missing documents', 'Rechnung', 'visa paperwork'])}\n\n`;
  d.put(L.dear.split('{0}')[0]).put(c.name(b, r.chance(0.5) ? 'given' : 'full')).put(L.dear.split('{0}')[1] ?? '').put('\n\n');
  d.put(c.filler(2)).put(' ');
  if (r.chance(0.6)) d.fill(L.s.passportRenew, c.passport(), c.otherDate('expiry_date', 2026, 2030)).put(' ');
  if (r.chance(0.5)) d.fill(L.s.refundTo, c.iban()).put(' ');
  d.fill(L.s.colleague, c.name(c.person()), c.city()).put('\n\n');
  d.put(L.regards).put('\n').put(c.name(a)).put('\n');
  d.f`${c.notName('title')} | ${c.orgName()}\n`;
  d.f`${L.f.phone}: ${c.phone()}${r.chance(0.5) ? [' | ', L.f.mobile, ': ', c.phone()] : ''}\n`;
  if (r.chance(0.5)) d.f`${c.address(false)}\n`;
  d.f`\nOn ${c.otherDate('sent_date', 2025, 2026, 0)}, ${c.name(b)} <${c.email(b, orgB)}> wrote:\n`;
  d.f`> ${L.hello}\n> ${c.filler(1)}\n> ${L.f.invoiceNo}: ${NOT_BANK.invoice_no(r)} — ${L.f.amount}: ${amount(c)}\n`;
  if (r.chance(0.4)) d.f`> Support hotline: ${lab('phone', 'phone_service', r.pick(['0800 ', '+800 ', '1-800-']) + r.digits(3) + ' ' + r.digits(4), true)}\n`;
  d.f`> ${L.regards}\n> ${c.name(b)}\n`;
}

export function llmPromptLetter(c, d) {
  const { r, L } = c;
  const p = c.person();
  d.put(L.s.askLetter).put('\n\n');
  const style = r.int(0, 2);
  if (style === 0) {
    d.f`${L.f.name}: ${c.name(p)}\n${L.f.dob}: ${c.dob(p)}\n${L.f.address}: ${c.address()}\n`;
    if (r.chance(0.6)) d.f`${L.f.nationalId}: ${c.nationalId(p)}\n`;
    d.f`${L.f.policyNo}: ${NOT_BANK.policy_no(r)}\n${L.f.amount}: ${amount(c)}\n`;
  } else if (style === 1) {
    d.fill(L.s.hiredOn, c.name(p), c.otherDate('hire_date'), c.notName('title')).put(' ');
    d.fill(L.s.bornOn, c.dob(p)).put(' ').fill(L.s.updateAddress, c.address()).put('\n');
  } else {
    d.f`"${c.name(p)}, ${c.address()}, ${c.phone()}, ${L.f.dob.toLowerCase()} ${c.dob(p)}"\n`;
  }
  const close = r.int(0, 2);
  if (close === 0) d.f`\nTone: friendly but firm. Mention the payment deadline of ${c.otherDate('due_date')}.`;
  else if (close === 1) d.f`\nSign it as ${c.name(c.person())}, ${c.notName('title')}.`;
  else d.f`\nKeep our reference ${NOT_BANK.reference(r)} in the subject line.`;
  d.put('\n').put(r.chance(0.4) ? ['Our letterhead says ', c.orgName(), ', ', c.address(), '.\n'] : '');
}

export function hrRecord(c, d) {
  const { r, L } = c;
  const p = c.person();
  d.f`${c.orgName()} — Personnel file / ${L.f.employer}\n${'='.repeat(40)}\n`;
  d.f`Employee ID: ${neg('not_phone.employee_id', `E${r.digits(6)}`)}\n`;
  d.f`${L.f.name}: ${c.name(p)}\n${L.f.dob}: ${c.dob(p)}\n${L.f.placeOfBirth}: ${c.city()}\n`;
  d.f`${L.f.address}:\n${c.address(true)}\n`;
  d.f`${L.f.mobile}: ${c.phone()}\n${L.f.email}: ${c.email(p)}\n`;
  d.f`${L.f.nationalId}: ${c.nationalId(p)}\n`;
  if (r.chance(0.8)) d.f`${L.f.passport}: ${c.passport()} (${L.f.expires}: ${c.otherDate('expiry_date', 2026, 2034)})\n`;
  d.f`${L.f.iban}: ${c.iban()}  BIC: ${NOT_BANK.bic(r)}\n`;
  d.f`${L.f.position}: ${c.notName('title')}\n${L.f.hired}: ${c.otherDate('hire_date', 2010, 2026)}\n`;
  d.f`Salary band: ${neg('not_phone.amount', `${r.int(40, 140)} ${r.digits(3)}`)} / year, cost centre ${neg('not_bank.cost_centre', `${r.digits(4)}-${r.digits(3)}`)}\n`;
  d.f`Emergency contact: ${c.name(c.person())}, ${c.phone()}\n`;
  d.f`Tax class ${neg('not_phone.count', String(r.int(1, 6)))}, ${r.pick(['national insurance category', 'Kinderfreibeträge', 'allowances'])} ${neg('not_phone.count', r.pick(['0', '0.5', '1.0', '2']))}, pension scheme no. ${NOT_BANK.policy_no(r)}, ID badge ${neg('not_phone.badge_number', r.digits(6))}\n`;
  d.f`\nNotes: ${c.filler(1)} Probation review on ${c.otherDate('review_date', 2025, 2027)}. Laptop serial ${NOT_PHONE.serial(r)}.\n`;
}

export function kycForm(c, d) {
  const { r, L } = c;
  const p = c.person();
  const sep = r.pick([': ', ' = ', '\t', ' | ']);
  d.f`=== ${r.pick(['Account opening form', 'KYC submission', 'Onboarding / identity check', 'Application form'])} #${neg('not_phone.form_id', r.digits(7))} ===\n`;
  const rows = [
    [L.f.name, c.name(p)], [L.f.dob, c.dob(p)], [L.f.nationality, neg('not_name.nationality', r.pick(['DEU', 'FRA', 'ESP', 'BRA', 'JPN', 'KOR', 'TUR', 'IND', 'POL']))],
    [L.f.nationalId, c.nationalId(p)], [L.f.passport, c.passport()], [L.f.issued, c.otherDate('issue_date', 2016, 2025)], [L.f.expires, c.otherDate('expiry_date', 2026, 2035)],
    [L.f.address, c.address()], [L.f.phone, c.phone()], [L.f.email, c.email(p, null)],
  ];
  if (r.chance(0.6)) rows.push([L.f.iban, c.iban()]);
  if (r.chance(0.6)) rows.push(['Card', c.card()], ['CVV', neg('not_phone.cvv', r.digits(3))]);
  if (r.chance(0.5)) rows.push(['Withdrawal wallet', S.wallet(r)]);
  rows.push(['Source of funds', r.pick(['salary', 'savings', 'inheritance', 'sale of property'])], ['Submitted', c.otherDate('submitted_date', 2025, 2026, 0)]);
  for (const [k, v] of r.chance(0.2) ? r.shuffle(rows) : rows) d.f`${k}${sep}${v}\n`;
  d.f`\nIP at submission: ${S.ip(r)}  device ${NOT_WALLET_UUID(r)}\n`;
  d.f`Reviewer: ${c.name(c.person())} — ${r.pick(['approved', 'pending documents', 'escalated to compliance'])}\n`;
}
const NOT_WALLET_UUID = (r) => neg('not_wallet.uuid', S.uuid(r));

export function travelBooking(c, d) {
  const { r, L } = c;
  const p = c.person();
  const cc = c.cc;
  const pnr = neg('not_phone.booking_reference', r.chars('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6));
  d.f`${r.pick(['Booking confirmation', 'E-ticket receipt', 'Itinerary'])} — PNR ${pnr}\n\n`;
  d.f`Passenger: ${c.name(p, r.pick(['upper', 'full', 'latin', 'upper_family']))}\n`;
  d.f`Flight ${neg('not_phone.flight_number', `${r.pick(['LH', 'AF', 'IB', 'TK', 'NH', 'KE', 'EK', 'BA', 'LX'])}${r.int(100, 9999)}`)} on ${c.otherDate('travel_date', 2025, 2027)} — seat ${r.int(1, 45)}${r.pick(['A', 'C', 'F'])}, e-ticket ${neg('not_phone.ticket_number', `${r.digits(3)}-${r.digits(10)}`)}\n`;
  d.f`Fare: ${amount(c)} (incl. taxes)\n\nAdvance passenger information (APIS):\n`;
  const pass = c.passport(cc);
  d.f`  Document: P / ${pass} / ${neg('not_name.country', ISO3[cc] ?? 'GBR')}\n  ${L.f.dob}: ${c.dob(p, 0)}\n  ${L.f.expires}: ${c.otherDate('expiry_date', 2027, 2035, 0)}\n`;
  if (r.chance(0.6)) {
    const num = pass.value.padEnd(9, '<').slice(0, 9);
    const birth = `${String(p.dob.y % 100).padStart(2, '0')}${String(p.dob.m).padStart(2, '0')}${String(p.dob.d).padStart(2, '0')}`;
    const exp = `${r.int(27, 35)}${String(r.int(1, 12)).padStart(2, '0')}${String(r.int(1, 28)).padStart(2, '0')}`;
    const nat = (ISO3[cc] ?? 'GBR').padEnd(3, '<');
    const mrzName = `${p.latinFamily.toUpperCase().replace(/[^A-Z]/g, '<')}<<${p.latinGiven.toUpperCase().replace(/[^A-Z]/g, '<')}`.slice(0, 39).replace(/<+$/, '');
    d.f`  MRZ:\n  P<${nat}${lab('person_name', 'mrz_name', mrzName, true)}${'<'.repeat(39 - mrzName.length)}\n  `;
    d.put(lab('passport', 'passport_mrz_number', num.replace(/<+$/, ''), true)).put(num.replace(/^[^<]+/, '') + mrzDigit(num) + nat);
    d.put(lab('date_of_birth', 'dob_mrz', birth, true)).put(mrzDigit(birth) + r.pick(['M', 'F']) + exp + mrzDigit(exp) + '<'.repeat(14) + '0' + r.int(0, 9)).put('\n');
  }
  d.f`\nContact: ${c.email(p, null)} / ${c.phone()}\n`;
  if (r.chance(0.5)) d.f`Billing address: ${c.address()}\n`;
  d.f`Paid with ${PLACEHOLDERS.masked_card(r)}. Baggage: ${neg('not_phone.measurement', `${r.int(15, 32)} kg`)}. Check-in closes ${neg('not_phone.duration', `${r.int(40, 60)} min`)} before departure.\n`;
}

export function medicalLetter(c, d) {
  const { r, L } = c;
  const p = c.person(), doc = c.person();
  d.f`${c.orgName(r.pick([['Al Noor Medical', 'alnoormedical.sa'], ['Lumen Health', 'lumenhealth.org'], ['Clinica San Rafael', 'clinicasanrafael.es']]))}\n${c.address()}\n\n`;
  d.f`${c.otherDate('letter_date', 2025, 2026)}\n\nRe: ${c.name(p)}, ${L.f.dob.toLowerCase()} ${c.dob(p)}\n${L.f.policyNo}: ${NOT_BANK.policy_no(r)}  ${L.f.nationalId}: ${c.nationalId(p)}\n\n`;
  d.put(L.dear.split('{0}')[0]).put(['Dr. ', c.name(doc, 'family_first')]).put(L.dear.split('{0}')[1] ?? '').put('\n\n');
  d.f`${c.filler(1)} `;
  d.fill(L.s.appointment, c.otherDate('appointment', 2025, 2026)).put(' ');
  d.f`Blood pressure ${neg('not_phone.measurement', `${r.int(100, 180)}/${r.int(60, 110)} mmHg`)}, weight ${neg('not_phone.measurement', `${r.int(45, 120)} kg`)}, dose ${neg('not_phone.measurement', `${r.int(5, 500)} mg`)} twice daily. Lab ref ${neg('not_phone.lab_reference', `L${r.digits(9)}`)}.\n`;
  d.f`The patient was referred on ${c.otherDate('admission_date', 2024, 2026)} and lives at ${c.address()}. Next of kin: ${c.name(c.person())} (${c.phone()}).\n\n`;
  d.f`${L.regards}\n${c.name(doc)}\n${c.notName('title')}\n`;
}

export function supportChat(c, d) {
  const { r, L } = c;
  const p = c.person(), agent = c.person();
  let t = r.int(8, 20) * 60 + r.int(0, 59);
  const ts = () => { t += r.int(0, 3); return `[${String(Math.floor(t / 60) % 24).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}]`; };
  const you = c.name(p, 'given'), ag = c.name(agent, 'given');
  d.f`${ts()} ${ag}: ${c.greet()} ${c.filler(1)}\n`;
  d.f`${ts()} ${you}: ${L.s.cantLogin}\n`;
  d.f`${ts()} ${ag}: ${L.f.email}? ${L.f.dob}?\n`;
  d.f`${ts()} ${you}: ${c.email(p, null)} — ${c.dob(p)}\n`;
  if (r.chance(0.5)) d.f`${ts()} ${you}: ${L.f.password}: ${S.password(r)} ${r.pick(['(the old one)', '', '— I know, I will change it'])}\n`;
  if (r.chance(0.4)) d.f`${ts()} ${you}: ${L.f.phone}: ${c.phone()}\n`;
  if (r.chance(0.3)) d.f`${ts()} ${you}: ${r.pick(['card', 'Karte', 'carte', 'tarjeta', 'カード', '卡号'])} ${c.card()} ${r.pick(['exp', '/'])} ${neg('not_dob.card_expiry', S.cardExpiry(r))}\n`;
  if (r.chance(0.4)) d.f`${ts()} ${you}: ${L.f.orderNo}: ${NOT_PHONE.order_no(r)}, ${amount(c)}\n`;
  d.f`${ts()} ${ag}: ${r.pick(['Thanks, I have sent a reset link.', 'Please never share passwords in chat; I have reset it.', 'Merci, c’est noté.', 'Danke, erledigt.'])} Ref ${NOT_PHONE.ticket_no(r)}\n`;
  d.f`${ts()} ${you}: ${L.thanks}\n`;
  d.f`— transcript of chat ${NOT_WALLET_UUID(r)} with ${c.name(p)}, agent ${c.name(agent)}\n`;
}

/** Prose with names and no field labels, and many capitalised words that are not people. */
export function meetingNotes(c, d) {
  const { r, L } = c;
  const ps = [c.person(), c.person(), c.person(), c.person()];
  d.f`${r.pick(['Weekly sync', 'Project kickoff', 'Quarterly review', 'Retro'])} — ${neg('not_name.weekday', r.pick(['Monday', 'Tuesday', 'Thursday', 'Friday']))} ${c.otherDate('meeting_date', 2025, 2026)}\n\n`;
  d.f`Present: ${c.name(ps[0])}, ${c.name(ps[1])}, ${c.name(ps[2])}${r.chance(0.5) ? [' and ', c.name(ps[3])] : ''}\n\n`;
  d.f`- ${c.name(ps[0])} reported that the ${c.notName('software')} migration is on track; the ${c.notName('place')} office goes live in ${c.notName('time')}.\n`;
  d.f`- ${c.name(ps[1])} will follow up with ${c.notName('brand')} about the fleet order (quote ${NOT_BANK.invoice_no(r)}, ${amount(c)}).\n`;
  d.f`- The team agreed ${c.name(ps[2], 'given')} owns the ${c.notName('software')} dashboards until ${c.otherDate('due_date', 2025, 2027)}.\n`;
  d.f`- Book club pick: ${c.notName('book')}. ${c.filler(1)}\n`;
  if (c.lang === 'en' || r.chance(0.3)) d.f`- ${r.pick(['Reminder: the customer portal was born on', 'Fun fact: our Slack workspace was born on', 'The Berlin office was born on', 'The mobile app was born on'])} ${c.otherDate('project_born', 2010, 2024)}${r.pick([' — cake on Friday.', ', at a hackathon.', ' (the first commit).'])}\n`;
  d.fill(`- ${L.s.projectBorn}\n`, c.otherDate('project_born', 2015, 2024), c.notName('place'));
  d.f`- Action: ${c.name(ps[3])} to send the deck to ${c.roleEmail()} and to ${c.name(ps[1])} (${c.email(ps[1])}).\n`;
  d.f`- Next meeting: ${c.notName('time')}, room ${neg('not_name.room', r.pick(['Everest', 'Kilimanjaro', 'Ada Lovelace', 'Turing', 'Curie']))}. Dial-in ${lab('phone', 'phone_conference', `+1 ${r.pick(['646', '312'])} ${r.int(200, 999)} ${r.digits(4)}`, true)}, PIN ${neg('not_phone.pin', r.digits(6))}#\n`;
}

export function invoice(c, d) {
  const { r, L } = c;
  const cust = c.person();
  d.f`${c.orgName()}\n${c.address(true)}\nVAT ${NOT_BANK.company_tax_id(r)} · ${c.roleEmail()} · ${lab('phone', 'phone_company', c.phone().value, true)}\n\n`;
  d.f`INVOICE ${NOT_BANK.invoice_no(r)}\n${L.f.customerNo}: ${NOT_BANK.customer_no(r)}    Date: ${c.otherDate('invoice_date', 2025, 2026)}    Due: ${c.otherDate('due_date', 2025, 2026)}\n\n`;
  d.f`Bill to:\n${c.name(cust)}\n${c.address(true)}\n\n`;
  d.put('Item                         Qty   Unit        Total\n');
  for (let i = 0; i < r.int(2, 5); i++) d.f`${NOT_PHONE.sku(r)}  ${r.pick(['Consulting hours', 'Licence renewal', 'Shipping', 'Hardware', 'Support plan'])}   ${r.int(1, 40)}   ${amount(c)}   ${amount(c)}\n`;
  d.f`\nTotal due: ${amount(c)}\n\nPlease pay to ${lab('bank_account', 'iban_company', S.iban(r, c.cc).value, true)} (BIC ${NOT_BANK.bic(r)}), reference ${NOT_BANK.reference(r)}.\n`;
  if (r.chance(0.3)) d.f`Crypto payments accepted (USDT, ERC-20): ${lab('crypto_wallet', 'eth_company', S.wallet(r, 'eth').value, true)}; the customer's refund address on file is ${S.wallet(r)}.\n`;
  d.f`Contract ${NOT_BANK.contract_no(r)}. Questions: ${c.roleEmail()}\n`;
}

export function cv(c, d) {
  const { r, L } = c;
  const p = c.person();
  d.f`${c.name(p)}\n${c.address()} · ${c.phone()} · ${c.email(p, null)}\n`;
  if (r.chance(0.6)) d.f`${L.f.dob}: ${c.dob(p)} · ${L.f.nationality}: ${neg('not_name.nationality', r.pick(['German', 'Brazilian', 'Korean', 'Polish', 'Turkish', 'Indian', 'Spanish']))}\n`;
  d.f`linkedin.com/in/${p.latinGiven.toLowerCase().replace(/[^a-z]/g, '')}-${r.hex(6)}\n\nEXPERIENCE\n`;
  for (let i = 0; i < r.int(2, 3); i++) {
    d.f`${neg('not_dob.employment_dates', `${r.int(2008, 2020)}–${r.int(2021, 2026)}`)}  ${c.notName('title')}, ${c.notName('company')} (${c.notName('place')})\n`;
    d.f`  Built ${c.notName('software')} pipelines; cut costs by ${neg('not_phone.percent', `${r.int(5, 60)}%`)}; team of ${r.int(3, 25)}.\n`;
  }
  d.f`\nEDUCATION\n${r.pick(['MSc Computer Science', 'BA Economics', 'Diplom-Ingenieur', 'Licence en droit'])}, ${r.int(1995, 2020)}\n`;
  d.f`\nREFERENCES\n${c.name(c.person())}, ${c.notName('title')} — ${c.phone()}\n`;
}

export function contract(c, d) {
  const { r, L } = c;
  const a = c.person(), b = c.person();
  const [title, roleA, roleB, payment] = r.pick([['RESIDENTIAL TENANCY AGREEMENT', 'Landlord', 'Tenant', 'The monthly rent is'], ['LOAN AGREEMENT', 'Lender', 'Borrower', 'The monthly instalment is'], ['SERVICE AGREEMENT', 'Client', 'Contractor', 'The monthly fee is']]);
  d.f`${title} No. ${NOT_BANK.contract_no(r)}\n\n`;
  d.f`This agreement is made on ${c.otherDate('signed_date', 2024, 2026)} between\n\n(1) ${c.name(a, c.lang === 'fr' || r.chance(0.2) ? 'upper_family' : 'full')}, born ${c.dob(a)}, ${L.f.nationalId} ${c.nationalId(a)}, residing at ${c.address()} (the "${roleA}"), and\n\n`;
  d.f`(2) ${c.name(b)}, ${L.f.dob.toLowerCase()} ${c.dob(b)}, ${L.f.passport} ${c.passport()}, of ${c.address()} (the "${roleB}").\n\n`;
  d.f`1. ${payment} ${amount(c)}, payable by day ${r.int(1, 5)} of each month to account ${c.iban()}.\n`;
  d.f`2. The deposit of ${amount(c)} is held under scheme reference ${NOT_BANK.reference(r)}.\n`;
  d.f`3. The term starts on ${c.otherDate('start_date', 2025, 2026)} and ends on ${c.otherDate('end_date', 2026, 2028)}.\n`;
  d.f`4. Notices go to the addresses above or by e-mail (${c.email(a, null)}; ${c.email(b, null)}).\n\n`;
  d.f`Signed: ____________ ${c.name(a)}        ____________ ${c.name(b)}\nWitness: ${c.name(c.person())}, ${c.notName('title')}\n`;
}
