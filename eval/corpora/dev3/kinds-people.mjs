// Documents people write about people: tickets, mail, chat, letters, forms, bookings, exports.

import { T, L, N, join } from './lib.mjs';
import { F, bornPhrase } from './phrases.mjs';
import { mrz, birthDate, formatDate, COMPANY_DOMAINS } from './values.mjs';
import { LANGS } from './context.mjs';

const ALL = LANGS;
const LATIN = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'sv', 'tr'];
const signature = (c, p, company) => {
  const r = c.r;
  return T`\n--\n${c.name(p)}\n${r.pick(['Account Manager', 'Senior Engineer', 'Head of Operations', 'Recruiter', 'Customer Success', 'Paralegal'])} | ${company}\n${r.chance(0.5) ? 'M: ' : ''}${c.phone()}\n${r.chance(0.6) ? c.email(p, company.toLowerCase().replace(/[^a-z]+/g, '-') + '.com') : ''}`;
};
const COMPANIES = ['Northwind Logistics', 'Bluepeak', 'Kranich Versand', 'Atelier Moreau', 'Lumen Health', 'Solara', 'Hanbit Soft', 'Sakura Trading', 'Orbitpay', 'Tamarind', 'Fjordline IT', 'Polarbyte'];

/** A block that mixes filler prose with a few hard negatives, to lengthen documents. */
function filler(c, n) {
  const r = c.r;
  const lines = [
    () => T`Ref ${c.order()} shipped with tracking ${c.tracking()}.`,
    () => T`We processed ${c.count()} events last quarter, total ${c.amount()} EUR.`,
    () => T`Build ${c.version()} (${c.sha(true)}) is on staging since ${c.date('iso')}.`,
    () => T`The meetup moved to ${c.lookalikeName()}; ${r.pick(['bring a laptop', 'doors open at 6', 'parking is limited'])}.`,
    () => T`Attachment checksum ${c.hash()}.`,
    () => T`Request id ${c.uuid()} — see the dashboard.`,
    () => T`Catalogue item ${c.sku()} (ISBN ${c.isbn()}) is back in stock.`,
    () => 'Please keep this thread short, the on-call rotation changes on Monday.',
    () => 'As discussed, the rollout is paused until the vendor confirms the fix.',
  ];
  return join(Array.from({ length: n }, () => r.pick(lines)()), '\n');
}

export const PEOPLE_KINDS = {

  id_in_prose: { langs: ALL, make: (c) => {
    const r = c.r, p = c.person(), ids = [c.nid(), c.nid()];
    return T`${c.name(p)}: ${r.pick(['for the tax form:', 'as requested,', 'ok here:', F[c.lang].id + ':'])} ${ids[0].label} ${ids[0].frag}${r.chance(0.6) ? T`, ${ids[1].label} ${ids[1].frag}` : ''}
${r.pick(['Reply', 'Agent', 'Clerk'])}: ${r.pick(['received, thanks', 'noted, case', 'filed under'])} ${c.order()}.`;
  } },
  payroll_export: { langs: ALL, make: (c) => {
    const r = c.r;
    const rows = Array.from({ length: r.int(2, 5) }, () => { const p = c.person(); return join([N('employee_number', `E${r.digits(5)}`), c.name(p), c.nid().frag, c.r.chance(0.5) ? c.iban() : c.account(), c.amount()], ';'); });
    return T`${r.chance(0.6) ? 'emp_no;name;tax_or_social_id;bank;gross\n' : ''}${join(rows, '\n')}`;
  } },

  visa_application: { langs: ALL, make: (c) => {
    const r = c.r, p = c.person(), f = F[c.lang], pp = c.passport();
    return T`${r.pick(['Visa application', 'ESTA / travel authorisation', 'Schengen visa form'])} — ${c.order()}
1. Surname / given names: ${c.name(p, 'family')} / ${c.name(p, 'given')}
2. ${f.dob}: ${c.dob(r.pick(['numeric', 'words', 'iso']))}
3. ${f.nat}: ${pp.country}
4. ${f.pass}: ${pp.frag}   issued ${c.date('iso')}   expires ${c.date('iso')}
5. ${r.chance(0.5) ? T`Previous passport: ${c.passport().frag}` : 'Previous passport: none'}
6. Home address: ${c.address(r.chance(0.4))}
7. ${f.phone}: ${c.phone()}   ${f.email}: ${c.email(p)}
Fee ${c.amount()} paid with card ending ${N('card_last4', r.digits(4))}.`;
  } },
  hotel_guest_registration: { langs: ALL, make: (c) => {
    const r = c.r;
    const guests = Array.from({ length: r.int(1, 3) }, () => { const p = c.person(); const pp = c.passport(); return T`${c.name(p)} | ${pp.country} | ${pp.frag} | ${c.dob(r.pick(['numeric', 'iso']))}`; });
    return T`${r.pick(['Guest register', 'Meldeschein', 'Fiche de police', '宿泊者名簿'])} — room ${r.int(101, 950)}, arrival ${c.date()}
name | country | passport | birth date
${join(guests, '\n')}
Card on file: ${c.card()}  exp ${String(r.int(1, 12)).padStart(2, '0')}/${r.int(27, 31)}`;
  } },
  passport_chat: { langs: ALL, make: (c) => {
    const r = c.r, f = F[c.lang], p = c.person();
    const pp = c.passport();
    return T`${c.name(p, 'given')}: ${r.pick(['for the booking, my passport is', 'passport no.', 'here is the passport number:', f.pass + ':'])} ${pp.frag}${r.chance(0.4) ? T` / ${c.passport().frag}` : ''}
agent: thanks, and the date of birth?
${c.name(p, 'given')}: ${c.dob(r.pick(['words', 'numeric']))}
agent: booking ${N('booking_reference', r.chars('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6))} updated, flight ${r.pick(['BA', 'LH', 'QR'])}${r.int(10, 999)} on ${c.date('words')}.`;
  } },
  immigration_export_csv: { langs: ALL, make: (c) => {
    const r = c.r;
    const rows = Array.from({ length: r.int(2, 4) }, () => { const p = c.person(); const pp = c.passport(); return join([c.name(p, 'family'), c.name(p, 'given'), pp.country, pp.frag, c.dob('iso'), c.date('iso')], ','); });
    return T`${r.chance(0.6) ? 'surname,given_names,nationality,document_no,birth_date,entry_date\n' : ''}${join(rows, '\n')}`;
  } },
  payment_chat: { langs: ALL, make: (c) => {
    const r = c.r, p = c.person();
    return T`${c.name(p)}: ${r.pick(['the card I used was', 'charge this card instead:', 'card number'])} ${c.card()} exp ${String(r.int(1, 12)).padStart(2, '0')}/${r.int(26, 31)} cvv ${N('cvv', r.digits(3))}
support: thanks, refund ${c.order()} of ${c.amount()} goes back to ${r.chance(0.5) ? c.card() : c.iban()}
support (bot): test cards like ${N('documented_test_card', r.pick(['4242 4242 4242 4242', '4111 1111 1111 1111', '5555555555554444']))} only work in sandbox.`;
  } },
  order_confirmation: { langs: ALL, make: (c) => {
    const r = c.r, p = c.person(), f = F[c.lang];
    return T`${f.hi} ${c.name(p, 'given')}, ${r.pick(['thank you for your order', 'your order has shipped'])} ${c.order()}.
${join(Array.from({ length: r.int(1, 4) }, () => T`  ${c.sku()}  x${r.int(1, 5)}  ${c.amount()}`), '\n')}
Paid with ${r.pick(['Visa', 'Mastercard', 'Amex', 'card'])} ${c.card()}
Delivery: ${c.name(p)}, ${c.address(r.chance(0.3))}
Tracking: ${c.tracking()} · questions: ${c.roleEmail()}`;
  } },
  support_ticket: { langs: ALL, make: (c) => {
    const p = c.person(), f = F[c.lang], r = c.r;
    return T`Ticket #${c.r.digits(6)} — ${r.pick(['Login problem', 'Refund request', 'Address change', 'Account locked'])}
${f.name}: ${c.name(p)}
${f.email}: ${c.email(p)}
${f.phone}: ${c.phone()}
${r.chance(0.5) ? T`${f.addr}: ${c.address()}\n` : ''}Opened: ${c.date('iso')}

${f.hi}, ${r.chance(0.5) ? T`${f.pw} ${r.chance(0.3) ? c.pwAwkward() : c.pw()} ${r.pick(['but it stopped working', 'and it is not accepted', '— please reset it'])}.` : T`order ${c.order()} never arrived.`}
${r.chance(0.5) ? filler(c, r.int(1, 4)) : ''}
${f.regards},
${c.name(p, r.chance(0.5) ? 'given' : 'full')}`;
  } },
  email_thread: { langs: ALL, make: (c) => {
    const a = c.person(), b = c.person(), r = c.r, f = F[c.lang];
    const co = r.pick(COMPANIES);
    return T`From: ${c.name(a)} <${c.email(a)}>
To: ${c.name(b)} <${c.email(b)}>
Cc: ${c.roleEmail()}
Message-ID: ${c.messageId()}
Date: ${c.date('iso')}
Subject: Re: ${r.pick(['contract renewal', 'onboarding documents', 'invoice question', 'travel plans'])}

${f.hi} ${c.name(b, 'given')},

${r.pick(['Thanks for the quick reply.', 'Following up on our call.', 'See my notes below.'])} ${r.chance(0.5) ? T`You can reach me on ${c.phone()} until Friday.` : ''}
${r.chance(0.4) ? T`${f.tmp}: ${c.pw()}\n` : ''}${filler(c, r.int(0, 5))}

${f.regards},${signature(c, a, co)}

> On ${c.date('words')}, ${c.name(b)} wrote:
> ${r.pick(['Could you send the signed copy?', 'Is the address still', 'Please confirm the details.'])} ${r.chance(0.5) ? T`${c.address()}?` : ''}`;
  } },
  temp_password_mail: { langs: ALL, make: (c) => {
    const p = c.person(), f = F[c.lang], r = c.r;
    return T`${f.hi} ${c.name(p, 'given')},

${r.pick(['Your account has been created.', 'Your password was reset by an administrator.', 'Welcome aboard!'])}
Username: ${c.email(p)}
${f.tmp}: ${r.chance(0.25) ? c.pwAwkward() : c.pw()}

${r.pick(['You will be asked to change it at first login.', 'It expires in 24 hours.', 'Do not share it with anyone.'])}
Default for new kiosks stays ${c.placeholder('changeme')} until provisioning (see docs).
— IT ${r.pick(COMPANIES)} (${c.roleEmail()})`;
  } },
  slack_export: { langs: ALL, make: (c) => {
    const r = c.r, people = [c.person(), c.person(), c.person()];
    const handle = (p) => (p.native ? p.full : `${p.given.toLowerCase()}.${p.family.toLowerCase().replace(/[^a-zà-ÿąćęłńóśźżğışöüç]+/g, '')}`);
    const lines = Array.from({ length: r.int(3, 7) }, (_, i) => {
      const p = r.pick(people);
      const msg = r.pick([
        () => T`can someone rotate the key? it's ${c.key().frag}`,
        () => T`${c.pw()} is the wifi password for the guest network`,
        () => T`staging db pw is ${c.pw()} fyi`,
        () => T`ping ${c.name(r.pick(people), 'given')}, the customer ${c.name(c.person())} called again from ${c.phone()}`,
        () => T`deployed ${c.sha(true)} to prod`,
        () => T`use ${c.placeholder()} in the template, not a real value`,
        () => T`${c.emailNeg()} can you look?`,
        () => T`meeting at ${c.lookalikeName()} tomorrow`,
        () => T`send it to ${c.email(c.person())}`,
        () => 'lgtm 👍',
        () => T`tx ${c.chainNeg()} confirmed, payout wallet ${c.wallet()}`,
      ])();
      return T`[${String(9 + Math.floor(i / 3)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}] ${L('person_name', 'chat_handle', handle(p))}: ${msg}`;
    });
    return T`#${r.pick(['ops', 'support-escalations', 'general', 'payments'])}\n${join(lines, '\n')}`;
  } },
  teams_chat: { langs: ALL, make: (c) => {
    const r = c.r, a = c.person(), b = c.person(), f = F[c.lang];
    return T`${c.name(a)}  ${r.int(1, 12)}:${String(r.int(10, 59))} PM
${f.hi} — ${r.pick(['the VPN login for the contractor', 'my new laptop login', 'the shared mailbox'])}: ${f.pw} ${c.r.chance(0.3) ? T`"${c.pwAwkward()}"` : c.pw()}

${c.name(b)}  ${r.int(1, 12)}:${String(r.int(10, 59))} PM
ok, ${r.pick(['please never post it here again', 'changed it', 'noted'])}. ${r.chance(0.5) ? T`Call me: ${c.phone()}` : ''}`;
  } },
  meeting_notes: { langs: ALL, make: (c) => {
    const r = c.r, ps = [c.person(), c.person(), c.person(), c.person()];
    return T`# ${r.pick(['Weekly sync', 'Quarterly review', 'Incident retro', 'Hiring committee'])} — ${c.date('iso')}
Attendees: ${join(ps.map((p) => c.name(p)), ', ')}

- ${c.name(ps[0], 'given')} owns the migration; target ${c.date('words')}.
- ${c.name(ps[1])} will call the landlord at ${c.phone()} about ${c.address()}.
- Budget ${c.amount()} approved; PO ${c.order()}.
${r.chance(0.5) ? T`- Candidate ${c.name(c.person())} (${c.email(c.person())}) moves to final round.\n` : ''}${filler(c, r.int(1, 6))}`;
  } },
  crm_note: { langs: ALL, make: (c) => {
    const r = c.r, p = c.person(), f = F[c.lang];
    return T`Contact: ${c.name(p)} | ${c.email(p)} | ${c.phone()}
${r.pick(['Spoke with', 'Left voicemail for', 'Met'])} ${c.name(p, 'given')} re: renewal. ${bornPhrase(c.lang, c.name(p, 'given'), c.dob())} — birthday discount applies.
Billing: ${c.iban()}
${f.note}: ${r.pick(['prefers e-mail', 'call after 5pm', 'VIP'])}; next follow-up ${c.date()}`;
  } },
  hr_letter: { langs: ALL, make: (c) => {
    const r = c.r, p = c.person(), f = F[c.lang], id = c.nid(), hr = c.person();
    return T`${r.pick(COMPANIES)} — Human Resources
${c.date('words')}

${c.name(p)}
${c.address(true)}

${f.hi} ${c.name(p)},
${r.pick(['We are pleased to confirm your employment', 'This letter confirms your salary adjustment', 'Please find your onboarding details'])} effective ${c.date('words')}.
${f.dob}: ${c.dob()}
${id.label}: ${id.frag}
${f.iban}: ${c.iban()}
${r.chance(0.5) ? T`${f.pass}: ${c.passport().frag} (work permit file)\n` : ''}Starting salary: ${c.amount()} per year.

${f.regards},
${c.name(hr)}
HR Business Partner
${c.roleEmail()}`;
  } },
  invoice: { langs: LATIN, make: (c) => {
    const r = c.r, p = c.person(), f = F[c.lang];
    const items = Array.from({ length: r.int(1, 5) }, () => T`${c.sku()}  ${r.pick(['Consulting hours', 'Annual licence', 'Shipping', 'Support plan'])}  ${r.int(1, 40)} x ${c.amount()}`);
    return T`INVOICE ${c.order()}
${f.invoice}: ${c.date()}
Bill to: ${c.name(p)}, ${c.address()}
VAT: ${r.pick(['DE', 'FR', 'NL', 'IT'])}${r.digits(9)}

${join(items, '\n')}

Total due: ${c.amount()}${r.chance(0.4) ? T` — charged to card ${c.card()}` : ''}
Pay to ${c.iban()} (BIC ${N('bic', `${r.pick(['DEUT', 'BNPA', 'INGB', 'BBVA'])}${r.pick(['DE', 'FR', 'NL', 'ES'])}${r.chars('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 2)}`)})
${r.pick(COMPANIES)} · ${L('address', 'company_footer', r.pick(['Hafenstraße 4, 20457 Hamburg', '12 rue de la Paix, 75002 Paris', '221 Market Street, San Francisco, CA 94105', 'Via Torino 8, 20123 Milano']), true)} · ${c.roleEmail()}`;
  } },
  shipping_label: { langs: LATIN.concat(['ja', 'zh', 'ko']), make: (c) => {
    const r = c.r, p = c.person();
    return T`SHIP TO:
${c.name(p)}
${c.address(true)}
TEL ${c.phone()}
----
TRACKING ${c.tracking()}   WEIGHT ${r.int(1, 30)}.${r.int(0, 9)} kg
ORDER ${c.order()}  SKU ${c.sku()}`;
  } },
  travel_booking: { langs: ALL, make: (c) => {
    const r = c.r, f = F[c.lang], pax = Array.from({ length: r.int(1, 3) }, () => ({ p: c.person(), pp: c.passport() }));
    return T`Booking reference ${N('booking_reference', r.chars('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6))}
Flight ${r.pick(['LH', 'AF', 'IB', 'TK', 'NH', 'KE', 'EK', 'AI'])}${r.int(100, 1999)} on ${c.date('words')}, seat ${r.int(1, 45)}${r.pick('ABCDEF')}
${join(pax.map(({ p, pp }, i) => T`Passenger ${i + 1}: ${c.name(p)}  ${f.dob}: ${c.dob()}  ${f.pass}: ${pp.frag}`), '\n')}
Contact: ${c.email(pax[0].p)} / ${c.phone()}
E-ticket ${N('ticket_number', r.digits(3) + '-' + r.digits(10))}  Fare ${c.amount()}`;
  } },
  passport_scan_ocr: { langs: ALL, make: (c) => {
    const r = c.r, p = c.person(LATIN.includes(c.lang) ? c.lang : 'en'), pp = c.passport(), dob = birthDate(r);
    const m = mrz(r, pp.country, pp.value.slice(0, 9), p, dob);
    const f = F[c.lang];
    return T`${r.pick(['OCR result', 'Document scan (page 2)', 'KYC upload — extracted text'])}
${f.name}: ${c.name(p)}
${f.nat}: ${pp.country}
${f.dob}: ${L('date_of_birth', 'dob', formatDate(r, dob, c.lang))}
${r.chance(0.6) ? T`${f.pass}: ${pp.frag}\n` : ''}
${m.prefix1}${L('person_name', 'mrz_name', m.name, true)}${m.tail1}
${L('passport', `${pp.type}_mrz`, m.num)}${m.numFill}${L('date_of_birth', 'mrz_dob', m.birth, true)}${m.rest}`;
  } },
  kyc_form: { langs: ALL, make: (c) => {
    const r = c.r, p = c.person(), f = F[c.lang], id = c.nid(), pp = c.passport();
    const rows = r.shuffle([
      T`${f.name}: ${c.name(p)}`, T`${f.dob}: ${c.dob()}`, T`${id.label}: ${id.frag}`, T`${f.pass}: ${pp.frag}`,
      T`${f.addr}: ${c.address()}`, T`${f.phone}: ${c.phone()}`, T`${f.email}: ${c.email(p)}`, T`${f.iban}: ${c.iban()}`,
      T`Submitted: ${c.ts()}`, T`Case: ${c.uuid()}`,
    ]).slice(0, r.int(6, 10));
    return T`== ${r.pick(['KYC verification', 'Customer onboarding', 'Account opening'])} ==\n${join(rows, '\n')}\nRisk score: ${r.int(1, 99)} / source IP ${c.ip()}`;
  } },
  medical_intake: { langs: ALL, make: (c) => {
    const r = c.r, p = c.person(), f = F[c.lang], id = c.nid(), dr = c.person();
    return T`${r.pick(['Patient intake', 'Admission form', 'Referral'])}
${f.name}: ${c.name(p)}    ${f.dob}: ${c.dob(r.pick(['numeric', 'words']))}
${id.label}: ${id.frag}
${f.addr}: ${c.address()}
${f.phone}: ${c.phone()}   Emergency contact: ${c.name(c.person())}, ${c.phone()}
${r.chance(0.35) ? T`${f.pass}: ${c.passport().frag}\n` : ''}${f.appt}: ${c.date()}  — Dr. ${c.name(dr, 'family')}
Allergies: ${r.pick(['penicillin', 'none known', 'latex'])}. Previous visit ${c.date()}. Lab kit ${c.sku()}.`;
  } },
  csv_export: { langs: ALL, make: (c) => {
    const r = c.r, header = r.chance(0.7), sep = r.pick([',', ';', '\t']);
    const rows = Array.from({ length: r.int(2, 5) }, (_, i) => {
      const p = c.person();
      return join([String(1000 + i), c.name(p), c.email(p), c.phone(), c.dob('iso'), r.chance(0.5) ? c.nid().frag : c.card(), c.uuid()], sep);
    });
    return T`${header ? `${['id', 'name', 'email', 'phone', 'birth_date', 'document', 'ref'].join(sep)}\n` : ''}${join(rows, '\n')}`;
  } },
  sql_dump: { langs: ALL, make: (c) => {
    const r = c.r;
    const rows = Array.from({ length: r.int(1, 4) }, (_, i) => {
      const p = c.person();
      return T`(${r.int(1, 9999)}, '${c.name(p)}', '${c.email(p)}', '${c.phone()}', '${c.dob('iso')}', '${c.address()}', '${c.ts()}')`;
    });
    return T`-- dump ${c.version()} ${c.date('iso')}
INSERT INTO customers (id, full_name, email, phone, date_of_birth, address, created_at) VALUES
${join(rows, ',\n')};
INSERT INTO payment_methods (customer_id, iban, card_number) VALUES (${r.int(1, 999)}, '${c.iban()}', '${c.card()}');`;
  } },
  hr_spreadsheet_tsv: { langs: ALL, make: (c) => {
    const r = c.r;
    const rows = Array.from({ length: r.int(2, 4) }, () => {
      const p = c.person(), id = c.nid();
      return join([c.name(p, 'given'), c.name(p, 'family'), id.frag, c.dob(), c.iban(), c.amount()], '\t');
    });
    return T`${r.chance(0.5) ? 'Vorname\tNachname\tID\tBirth\tIBAN\tSalary\n' : ''}${join(rows, '\n')}`;
  } },
  dob_statement: { langs: ALL, make: (c) => {
    const r = c.r, p = c.person();
    return T`${r.pick(['Declaration', 'Affidavit', 'Statement'])}: ${bornPhrase(c.lang, c.name(p), c.dob('words'))}${c.lang === 'en' ? ` in ${r.pick(['Leeds', 'Toronto', 'Pune', 'Lagos'])}` : ''}. ${r.pick(['Signed', 'Dated'])} ${c.date('words')}; filing ${c.order()}.`;
  } },
  birthday_reminder: { langs: ALL, make: (c) => {
    const r = c.r, ps = [c.person(), c.person()];
    return T`Birthdays this month:\n${join(ps.map((p) => T`• ${c.name(p)} — ${c.dob('words')}`), '\n')}\nOffice closed on ${c.date('words')} (public holiday).`;
  } },
  phone_list: { langs: ALL, make: (c) => {
    const r = c.r;
    return join(Array.from({ length: r.int(3, 8) }, () => T`${c.phone(r.chance(0.5) ? undefined : r.pick(['us', 'gb', 'de', 'fr', 'ja', 'zh', 'ko', 'hi', 'pt', 'ar', 'tr', 'au', 'mx', 'ng', 'se', 'pl', 'nl', 'it', 'es']))}`), r.pick(['\n', ' / ', '; ']));
  } },
  bare_ids: { langs: ALL, make: (c) => {
    const r = c.r;
    return join(Array.from({ length: r.int(2, 6) }, () => r.pick([() => c.nid().frag, () => c.passport().frag, () => c.card(), () => c.iban()])()), r.pick(['\n', ', ', ' ']));
  } },
  sms_2fa: { langs: ALL, make: (c) => {
    const r = c.r;
    return T`${r.pick(['Your verification code is', 'Code:', 'OTP'])} ${N('otp_code', r.digits(6))}. ${r.pick(['Do not share it.', 'Valid 10 min.'])} Ref ${c.order()}. Help: ${N('short_code', String(r.int(20000, 99999)))}`;
  } },
  review_comment_people: { langs: ['en'], make: (c) => {
    const r = c.r, p = c.person();
    return T`> Thanks ${c.name(p, 'given')}! Small nit: don't commit ${c.name(c.person())}'s personal number (${c.phone()}) in fixtures, use ${c.placeholder('+1 555 0100')} instead.`;
  } },
  condolence_prose: { langs: LATIN, make: (c) => {
    const r = c.r, p = c.person(), q = c.person();
    return T`${c.name(p)} and ${c.name(q)} ${r.pick(['visited', 'wrote to', 'called'])} the office on ${c.date('words')}. ${c.name(p, 'given')} asked us to update the mailing address to ${c.address()} and mentioned that ${c.name(q, 'given')} ${r.pick(['has moved to', 'now works near'])} ${c.lookalikeName()}. ${bornPhrase(c.lang, c.name(q, 'given'), c.dob('words'))}.`;
  } },
  wallet_support_chat: { langs: ALL, make: (c) => {
    const r = c.r, p = c.person();
    return T`${c.name(p)}: I sent ${r.int(1, 50)}.${r.digits(3)} to my wallet ${c.wallet()} but nothing arrived
Agent: can you share the transaction hash?
${c.name(p, 'given')}: ${c.chainNeg()}
Agent: ${r.pick(['That went to', 'The explorer shows it at'])} ${c.wallet()} — block ${c.chainNeg()}
${c.name(p, 'given')}: my old address was ${c.wallet()}, refund there please`;
  } },
  otc_trade_confirmation: { langs: ['en', 'de', 'ja', 'ko', 'zh', 'tr'], make: (c) => {
    const r = c.r, p = c.person();
    const coin = r.pick(['btc_p2pkh', 'btc_segwit', 'btc_taproot', 'eth', 'ltc', 'xrp', 'sol', 'trx', 'doge', 'xmr', 'btc_p2sh']);
    return T`Trade ${c.uuid()} — client ${c.name(p)}
Deposit address: ${c.wallet(coin)}
Withdrawal address: ${c.wallet(coin)}
Tx: ${c.chainNeg()}
Data: ${c.chainNeg()}
Fee ${c.amount()} · ${c.ts()}`;
  } },
};
