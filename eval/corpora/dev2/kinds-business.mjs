// Business documents written in the document's language: tickets, mail, chat, letters, forms.

import { t, join, L, S, N } from './text.mjs';
import { LANGS, SCHEME_NAME, ALL_SCHEMES, nationalId } from './ctx.mjs';

const ALL = LANGS;
const EUROPEAN = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'sv', 'tr'];

/** A form: one "Field: value" line per entry; entries are [field, part]. */
const form = (entries, sep = ': ') => join(entries.filter(Boolean).map(([k, v]) => t`${k}${sep}${v}`));

export const BUSINESS = {
  support_ticket: { langs: ALL, weight: 5, make(h) {
    const { r, lex } = h;
    const p = h.person();
    const intro = {
      en: 'I was charged twice for my subscription and cannot log in anymore.', de: 'Mir wurde das Abo doppelt abgebucht und ich komme nicht mehr ins Konto.',
      fr: 'J\'ai été débité deux fois et je ne peux plus me connecter.', es: 'Me han cobrado dos veces la suscripción y no puedo entrar.',
      pt: 'Fui cobrado duas vezes e não consigo mais acessar a conta.', it: 'Mi è stato addebitato due volte l\'abbonamento.', nl: 'Ik ben twee keer afgeschreven voor mijn abonnement.',
      pl: 'Opłata za subskrypcję została pobrana dwa razy.', sv: 'Jag har debiterats två gånger för prenumerationen.', ja: 'サブスクリプションが二重に請求されています。', zh: '我的订阅被重复扣款了。',
      ko: '구독료가 두 번 결제되었습니다.', ar: 'تم خصم الاشتراك مرتين من حسابي.', hi: 'मेरी सदस्यता के लिए दो बार शुल्क लिया गया है।', tr: 'Aboneliğim için iki kez ücret alındı.',
    }[h.lang];
    return t`Ticket ${h.neg('order')} · ${h.neg('timestamp')}
${lex.issue}: ${intro}

${form([
      [lex.name, h.localName(p)],
      [lex.email, h.email(p)],
      [lex.phone, h.phone()],
      r.chance(0.5) && [lex.card, r.chance(0.7) ? h.card() : t`**** **** **** ${N(r.digits(4), 'card_last4')}`],
      r.chance(0.4) && [lex.address, h.addr()],
      r.chance(0.3) && [lex.dob, h.dob(p)],
    ])}
Agent: ${h.name(h.person('en'))} · priority ${r.pick(['P2', 'P3'])} · ref ${h.neg('request_id')}`;
  } },

  email_thread: { langs: ALL, weight: 5, make(h) {
    const { r, lex } = h;
    const a = h.person(), b = h.person();
    const body1 = r.pick([
      t`could you update the payout account to ${h.iban()} from next month?`,
      t`please find my details below for the contract: ${lex.address}: ${h.addr()}, ${lex.phone}: ${h.phone()}.`,
      t`the new hire starts on ${h.otherDate()}; their ${lex.dob.toLowerCase()} is ${h.dob(b)}.`,
      t`I'm travelling until ${h.otherDate()}, you can reach me on ${h.phone()}.`,
    ]);
    return t`From: ${h.localName(a)} <${h.email(a)}>
To: ${h.email(b)}
Date: ${h.neg('timestamp')}
Subject: Re: ${lex.issue} ${h.neg('invoice')}

${lex.hello} ${h.given(b)},

${body1}

${lex.regards},
${h.localName(a)}
${r.pick(['Customer Success', 'Finance', 'People Ops', 'Account Manager'])} | ${h.phone()}
${r.chance(0.4) ? t`${S('Harborline Co., 500 Pier Avenue, Suite 12, Oakland, CA 94607', 'address', 'company_address')}` : ''}

> On ${h.otherDate()} ${h.name(b)} wrote:
> ${lex.thanks}!`;
  } },

  chat_slack: { langs: ALL, weight: 5, make(h) {
    const { r } = h;
    const a = h.person(), b = h.person();
    const handle = (p) => L(`${p.given.toLowerCase()}.${p.family.toLowerCase().replace(/\s+/g, '')}`, 'person_name', 'chat_handle');
    const leak = r.pick([
      () => t`here's the staging key: ${h.key()}`,
      () => t`db is ${h.conn()}`,
      () => t`pw for the shared mailbox is ${h.pw()}, don't tell anyone lol`,
      () => t`token ${h.jwt()} (expires in an hour)`,
      () => t`my new number is ${h.phone()}`,
      () => t`send the refund to ${h.wallet()} please`,
    ])();
    return t`[${h.neg('timestamp')}] ${handle(a)}: ${h.lex.hello} @${handle(b)} quick one
[${h.neg('timestamp')}] ${handle(b)}: sure, what's up
[${h.neg('timestamp')}] ${handle(a)}: ${leak}
[${h.neg('timestamp')}] ${handle(b)}: 👍 build ${h.neg('git_sha')} is green btw
[${h.neg('timestamp')}] ${handle(a)}: ${r.pick(['thx', 'ty', 'merci', 'danke'])}`;
  } },

  chat_teams: { langs: ['en', 'de', 'fr', 'nl', 'sv', 'pl'], weight: 2, make(h) {
    const { r } = h;
    const a = h.person(), b = h.person();
    return t`${h.name(a)} ${r.int(9, 17)}:${String(r.int(0, 59)).padStart(2, '0')}
${r.pick([t`Can you ring the client back on ${h.phone()}?`, t`Customer says their IBAN changed to ${h.iban()}`, t`Login for the vendor portal: user ${h.email(a)} / ${h.pw()}`])}

${h.name(b)} ${r.int(9, 17)}:${String(r.int(0, 59)).padStart(2, '0')}
Done. Ticket ${h.neg('order')} updated, meeting room ${h.nameLike()}.`;
  } },

  meeting_notes: { langs: ALL, weight: 3, make(h) {
    const { r } = h;
    const ps = [h.person(), h.person(), h.person()];
    return t`# ${r.pick(['Weekly sync', 'Incident review', 'Q3 planning', 'Hiring committee'])} — ${h.otherDate()}
Attendees: ${join(ps.map((p) => h.name(p)), ', ')}

- ${h.name(ps[0])} to follow up with the candidate (${h.email(ps[2])}, ${h.phone()}).
- Release ${h.neg('version')} slipped; tracking in ${h.neg('order')}.
- ${r.chance(0.5) ? t`Rotated the leaked key ${h.key()} — confirm nothing else uses it.` : t`Offsite at ${h.nameLike()} on ${h.otherDate()}.`}
- Budget: ${h.neg('amount')} approved.
Dial-in: meeting ID ${h.neg('phone_like')}, passcode ${N(h.r.digits(6), 'meeting_passcode')}`;
  } },

  crm_note: { langs: ALL, weight: 3, make(h) {
    const { r, lex } = h;
    const p = h.person();
    return t`CRM · Account ${h.neg('uuid')}
Contact: ${h.localName(p)} (${h.email(p)})
${lex.phone}: ${h.phone()} · ${lex.address}: ${h.addr()}
Note (${h.otherDate()}): ${r.pick(['Wants a callback about renewal.', 'Asked to remove card on file.', 'Prefers WhatsApp.', 'Upsell opportunity, 240 seats.'])} ${r.chance(0.4) ? t`${lex.dob}: ${h.dob(p)}.` : ''}`;
  } },

  hr_letter: { langs: ALL, weight: 3, make(h) {
    const { r, lex } = h;
    const p = h.person();
    const scheme = h.lang === 'en' ? r.pick(['us_ssn', 'uk_nino']) : undefined;
    return t`${r.pick(['Offer of employment', 'Confirmation of employment', 'Salary adjustment'])}

${lex.hello} ${h.localName(p)},
${h.addr('\n')}

${form([
      [lex.dob, h.dob(p)],
      [scheme ? SCHEME_NAME[scheme] : lex.id, h.nid(p, scheme)],
      [lex.iban, h.iban(h.lang === 'en' ? r.pick(['GB', 'IE']) : undefined)],
      r.chance(0.5) && [lex.passport, h.passport()],
      ['Start', h.otherDate()],
      ['Employee ID', h.neg('request_id')],
    ])}

${lex.regards},
${h.name(h.person())}, HR`;
  } },

  invoice: { langs: ALL, weight: 3, make(h) {
    const { r, lex } = h;
    const p = h.person();
    return t`INVOICE ${h.neg('invoice')}   ${h.otherDate()}
Bill to: ${h.localName(p)}
${h.addr('\n')}
${r.chance(0.5) ? t`VAT/Tax ID: ${N(`${h.country}${r.digits(9)}`, 'vat_number')}\n` : ''}
${h.neg('sku')}  x${r.int(1, 9)}   ${h.neg('amount')}
${h.neg('sku')}  x${r.int(1, 9)}   ${h.neg('amount')}
Total: ${h.neg('amount')}
Pay to ${lex.iban}: ${h.iban()}  Ref ${h.neg('order')}
${S('Mosaic Retail S.L., Calle de Serrano 41, 28001 Madrid', 'address', 'company_address')}`;
  } },

  shipping_label: { langs: EUROPEAN, weight: 2, make(h) {
    const p = h.person();
    return t`SHIP TO:
${h.name(p)}
${h.addr('\n')}
${h.lex.phone}: ${h.phone()}
Tracking: ${h.neg('tracking')}   Weight ${h.r.int(1, 30)} kg
Pallet ${h.neg('phone_like')} · customs value ${h.neg('amount')}
Order ${h.neg('order')}`;
  } },

  travel_booking: { langs: ALL, weight: 4, make(h) {
    const { r, lex } = h;
    const p = h.person();
    return t`Booking ${N(r.chars(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'), 'booking_reference')} · ${r.pick(['LH', 'AF', 'IB', 'KL', 'TK', 'JL'])}${r.int(100, 1999)} · ${h.otherDate()}
Passenger: ${h.name(p)}
${lex.dob}: ${h.dob(p)}
${lex.passport}: ${h.passport(r.pick(['US', 'GB', 'DE', 'FR', 'ES', 'IT', 'IN', 'JP', 'BR', 'NL', 'PL', 'KR', 'TR']))}  exp. ${h.otherDate()}
${lex.email}: ${h.email(p)} · ${lex.phone}: ${h.phone()}
Seat ${r.int(1, 40)}${r.pick(['A', 'C', 'F'])} · e-ticket ${N(r.digits(13), 'ticket_number')}`;
  } },

  kyc_form: { langs: ALL, weight: 5, make(h) {
    const { r, lex } = h;
    const p = h.person();
    return t`KYC — ${r.pick(['individual', 'sole trader'])} verification (${h.neg('uuid')})
${form([
      [lex.name, h.localName(p)],
      [lex.dob, h.dob(p)],
      [lex.id, h.nid(p)],
      [lex.passport, h.passport()],
      [lex.address, h.addr()],
      [lex.iban, h.iban()],
      r.chance(0.6) && ['Wallet', h.wallet()],
      ['IP', h.ip()],
    ])}
Checked by ${h.name(h.person())} on ${h.otherDate()}`;
  } },

  onboarding_form: { langs: ['en'], weight: 2, make(h) {
    const { r } = h;
    const p = h.person();
    const scheme = r.pick(ALL_SCHEMES);
    return t`New customer onboarding
Legal name ............ ${h.name(p)}
Birth date ............ ${h.dob(p, 'en')}
${SCHEME_NAME[scheme].padEnd(22, '.')} ${L(nationalId(r, scheme, p).value, 'national_id', scheme)}
Mobile ................ ${h.phone(r.pick(['US', 'GB', 'MX', 'IN', 'AU']))}
${r.chance(0.5) ? t`Passport .............. ${h.passport(r.pick(['US', 'GB', 'IN', 'ES', 'FR']))}` : t`Passport .............. n/a`}
Home address .......... ${h.addr(', ', r.pick(['US', 'GB', 'CA', 'AU']))}
Referral code ......... ${N(r.chars(8, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'), 'referral_code')}`;
  } },

  medical_intake: { langs: ALL, weight: 3, make(h) {
    const { r, lex } = h;
    const p = h.person();
    const scheme = h.lang === 'en' ? 'us_mbi' : undefined;
    return t`Patient intake (${h.otherDate()})
${lex.name}: ${h.localName(p)}
${lex.dob}: ${h.dob(p)}
${scheme ? 'Medicare (MBI)' : lex.id}: ${h.nid(p, scheme)}
${lex.phone}: ${h.phone()}
Emergency contact: ${h.name(h.person())}, ${h.phone()}
Allergies: ${r.pick(['penicillin', 'none', 'latex'])}. Blood pressure ${r.int(100, 150)}/${r.int(60, 95)}. Room ${r.int(100, 450)}.`;
  } },

  bank_transfer: { langs: EUROPEAN, weight: 2, make(h) {
    const { r } = h;
    const a = h.person(), b = h.person();
    return t`Payment order ${h.neg('order')}
Debtor: ${h.name(a)} — ${h.iban()}
Creditor: ${h.name(b)} — ${h.iban()}
BIC: ${N(`${r.chars(4, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}${h.country === 'US' ? 'US' : h.country}${r.chars(2, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}`, 'bic')}
Amount: ${h.neg('amount')} EUR · Execution ${h.otherDate()}`;
  } },

  us_payroll_change: { langs: ['en'], weight: 2, make(h) {
    const { r } = h;
    const p = h.person();
    const acct = r.digits(r.int(9, 12));
    const { abaRouting } = ACCOUNT;
    return t`Direct deposit change request
Employee: ${h.name(p)}  SSN: ${h.nid(p, 'us_ssn')}
Routing number: ${L(abaRouting(r), 'bank_account', 'us_routing')}
Account number: ${L(acct, 'bank_account', 'us_account')}
Effective: ${h.otherDate('en')} · Form ${N('W-4', 'form_name')} on file`;
  } },

  uk_bank_details: { langs: ['en'], weight: 1, make(h) {
    const { r } = h;
    const p = h.person('en');
    return t`Hi ${h.given(p)}, please pay the deposit to ${h.name(p)}, sort code ${L(`${r.digits(2)}-${r.digits(2)}-${r.digits(2)}`, 'bank_account', 'uk_sort_code')}, account ${L(r.digits(8), 'bank_account', 'uk_account')}. NI number for the lease: ${h.nid(p, 'uk_nino')}.`;
  } },

  insurance_claim: { langs: ['en', 'de', 'fr', 'it', 'es', 'nl'], weight: 1, make(h) {
    const { lex } = h;
    const p = h.person();
    return t`Claim ${h.neg('order')} — vehicle ${h.nameLike()} (${h.neg('sku')})
Policy holder: ${h.name(p)}, ${lex.dob.toLowerCase()} ${h.dob(p)}
${lex.address}: ${h.addr()}
Incident on ${h.otherDate()}. Payout to ${h.iban()}.`;
  } },

  rental_application: { langs: ['en', 'de', 'nl', 'sv'], weight: 1, make(h) {
    const { r, lex } = h;
    const p = h.person();
    return t`Rental application — ${h.addr(', ')}
Applicant: ${h.name(p)} (${lex.dob}: ${h.dob(p)})
Current address: ${h.addr(', ')}
${lex.id}: ${h.nid(p)}
Employer contact: ${h.email(h.person())}
Monthly income: ${h.neg('amount')}; ${r.int(1, 4)} occupants`;
  } },

  whatsapp_export: { langs: ALL, weight: 3, make(h) {
    const { r } = h;
    const a = h.person(), b = h.person();
    const d = () => `${r.int(1, 28)}/${r.int(1, 12)}/26, ${r.int(8, 22)}:${String(r.int(0, 59)).padStart(2, '0')}`;
    return t`${d()} - ${h.name(a)}: ${r.pick(['my card', 'here'])} ${r.chance(0.5) ? h.card() : h.iban()}
${d()} - ${h.name(b)}: got it. and your address?
${d()} - ${h.name(a)}: ${h.addr(', ')}
${d()} - ${h.name(b)}: ${r.pick(['ok, calling you at', 'will text'])} ${h.phone()}`;
  } },

  voicemail_transcript: { langs: ['en', 'es', 'fr', 'de'], weight: 1, make(h) {
    const p = h.person();
    return t`Voicemail (${h.r.int(20, 90)}s) transcribed: "Hi, this is ${h.name(p)}, calling about order ${h.neg('order')}. Please call me back at ${h.phone()}. My date of birth for verification is ${h.dob(p, 'en')}. Thanks."`;
  } },

  password_chat: { langs: ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl'], weight: 2, make(h) {
    const { r } = h;
    const line = {
      en: (pw) => t`my password is ${pw} and it still says invalid`, de: (pw) => t`mein Passwort ist ${pw}, geht trotzdem nicht`, fr: (pw) => t`mon mot de passe est ${pw} mais ça ne marche pas`,
      es: (pw) => t`mi contraseña es ${pw} y no funciona`, pt: (pw) => t`minha senha é ${pw} e não funciona`, it: (pw) => t`la mia password è ${pw} ma non va`, nl: (pw) => t`mijn wachtwoord is ${pw} maar het werkt niet`,
    }[h.lang];
    const p = h.person();
    return t`User (${h.email(p)}): ${line(h.pw())}
Bot: For your security, never share your password. I have sent a reset link. Reference ${h.neg('request_id')}.
${r.chance(0.5) ? t`User: ok new one is ${h.pw()}` : ''}`;
  } },

  helpdesk_it: { langs: ['en'], weight: 2, make(h) {
    const { r } = h;
    const p = h.person();
    return t`IT-${r.int(1000, 9999)}: VPN not connecting for ${h.name(p)}
Laptop ${N(`LT-${r.digits(5)}`, 'asset_tag')}, client ${h.neg('version')}, public IP ${h.ip(false)}, LAN ${h.privateIp()}
User wrote: "temp password ${h.pw()} from yesterday doesn't work"
Resolution: reset, default policy requires ${N('changeme', 'placeholder')} to be replaced at first login.`;
  } },

  crypto_payment: { langs: ALL, weight: 4, make(h) {
    const { r } = h;
    const coin = r.pick(['btc', 'btc_segwit', 'btc_taproot', 'eth', 'ltc', 'xrp', 'sol', 'trx', 'doge', 'xmr', 'bch']);
    return t`Invoice ${h.neg('invoice')} — pay ${r.int(1, 900) / 100} ${coin.split('_')[0].toUpperCase()} to
${h.wallet(coin)}
Refund address on file: ${h.wallet()}
Tx ${N(r.chars(64, '0123456789abcdef'), 'tx_hash')} · block ${N(String(r.int(800000, 950000)), 'block_height')}`;
  } },

  passport_ocr: { langs: ['en', 'de', 'fr', 'it', 'es'], weight: 1, make(h) {
    const { r } = h;
    const p = h.person(h.lang === 'en' ? 'en' : h.lang);
    const c = { en: 'GBR', de: 'D<<', fr: 'FRA', it: 'ITA', es: 'ESP' }[h.lang];
    const pass = { en: 'GB', de: 'DE', fr: 'FR', it: 'IT', es: 'ES' }[h.lang];
    const { mrzCheck, passportNo } = ACCOUNT;
    const num = passportNo(r, pass).padEnd(9, '<').slice(0, 9);
    const yymmdd = `${String(p.birth.getUTCFullYear() % 100).padStart(2, '0')}${String(p.birth.getUTCMonth() + 1).padStart(2, '0')}${String(p.birth.getUTCDate()).padStart(2, '0')}`;
    const clean = (s) => s.toUpperCase().normalize('NFD').replace(/[^A-Z ]/g, '').replace(/ /g, '<');
    const line1 = `P<${c}${clean(p.family)}<<${clean(p.given)}`.padEnd(44, '<').slice(0, 44);
    const exp = `3${r.int(0, 4)}${String(r.int(1, 12)).padStart(2, '0')}${String(r.int(10, 28))}`;
    const line2 = `${num}${mrzCheck(num)}${c}${yymmdd}${mrzCheck(yymmdd)}${p.female ? 'F' : 'M'}${exp}${mrzCheck(exp)}`.padEnd(43, '<') + '0';
    return t`Scanned document (OCR):
Surname / Nom: ${L(p.family, 'person_name', 'family_name')}   Given names: ${L(p.given, 'person_name', 'given_name')}
Passport No: ${L(num.replace(/<+$/, ''), 'passport', 'passport')}
${L(line1, 'person_name', 'mrz_name_line', true)}
${L(line2, 'passport', 'mrz_line')}`;
  } },

  school_enrollment: { langs: ['en', 'es', 'pt', 'fr'], weight: 1, make(h) {
    const { lex } = h;
    const child = h.person(), parent = h.person();
    return t`Enrollment form — school year 2026/27
Student: ${h.name(child)}  ${lex.dob}: ${h.dob(child)}
Parent/guardian: ${h.name(parent)}  ${lex.phone}: ${h.phone()}  ${lex.email}: ${h.email(parent)}
${lex.address}: ${h.addr()}
Bus route ${h.r.int(1, 40)}, locker ${h.r.int(100, 999)}`;
  } },

  complaint_letter: { langs: ALL, weight: 1, make(h) {
    const { lex } = h;
    const p = h.person();
    return t`${h.addr('\n')}
${h.otherDate()}

${lex.issue}: ${h.neg('order')}

${lex.hello},
${h.lang === 'en' ? t`I am writing about the parcel ${h.neg('tracking')} which never arrived. I can be reached at ${h.phone()} or ${h.email(p)}.` : t`${h.neg('tracking')} — ${h.phone()} — ${h.email(p)}`}

${lex.regards}
${h.localName(p)}`;
  } },
};

import * as ids from './ids.mjs';
const ACCOUNT = { abaRouting: ids.abaRouting, mrzCheck: ids.mrzCheck, passportNo: (r, c) => ids.passport(r, c).value };
