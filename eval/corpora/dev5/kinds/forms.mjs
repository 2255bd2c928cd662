// Forms and printed documents as text extraction leaves them: labels and values on different lines
// or in columns, fixed-width reports, Markdown tables, shipping labels, e-tickets with MRZ lines.

import { f, L, N, cat, join, ocr, padEnd } from '../lib/core.mjs';
import * as v from '../lib/values.mjs';
import * as id from '../lib/ids.mjs';
import { formatDate } from '../lib/people.mjs';
import { COMPANIES, anyone, filler, fld, langOf, paragraphs, personOf } from './common.mjs';

/** The number as a passport shows it, and the MRZ lines with the number labelled in place. */
export function mrzBlock(r, p, expiry = { y: r.int(2027, 2035), m: r.int(1, 12), d: r.int(1, 28) }) {
  const m = id.mrzTd3({ country: p.passportCountry, number: p.passport, family: p.familyLatin, given: p.givenLatin, birth: p.birth, sex: p.female ? 'F' : 'M', expiry });
  const num = m.line2.slice(0, m.numberLen);
  const line1 = f`${m.line1.slice(0, m.nameStart)}${L('person_name', 'mrz_name', m.line1.slice(m.nameStart, m.line1.replace(/<+$/, '').length), true)}${m.line1.slice(m.line1.replace(/<+$/, '').length)}`;
  const line2 = f`${v.passL(num, p.passportCountry)}${m.line2.slice(m.numberLen, m.dobStart)}${L('date_of_birth', 'mrz_dob', m.line2.slice(m.dobStart, m.dobStart + 6), true)}${m.line2.slice(m.dobStart + 6)}`;
  return f`${line1}\n${line2}`;
}

export const kyc_form_pdf = {
  kind: 'kyc_form_pdf',
  make(r) {
    const lang = langOf(r);
    const p = personOf(r, lang), c = r.pick(COMPANIES);
    const o = ocr(r, r.pick([0, 0.02, 0.05]));
    const stacked = r.chance(0.5);
    const row = (key, val) => (stacked ? f`${fld(key, lang)}\n\n${val}\n\n` : f`${padEnd(fld(key, lang), 26)}${val}\n`);
    const body = f`${o`${c.name.toUpperCase()}  —  CUSTOMER ONBOARDING / KYC
Page 1 of 2                                              Form KYC-${r.int(10, 99)}  rev. ${v.versionN(r)}

Section A — Personal details (please complete in BLOCK CAPITALS)
`}
${row('name', v.nameL(p, r.chance(0.3) ? 'upper' : 'full'))}${row('dob', v.dobL(r, p))}${row('address', r.chance(0.5) ? v.addrL(p, '\n') : v.addrL(p))}${row('phone', v.phoneL(p))}${row('email', v.emailL(p.email))}${row('id', v.nidL(p))}${row('passport', v.passL(p.passport, p.passportCountry))}
${o`Section B — Source of funds
Employer / occupation: ${r.pick(['self-employed', 'salaried', 'retired', 'student'])}
Expected monthly volume: ${v.amountN(r)}
`}${o`(format example: `}${v.sampleIbanN(r)}${o`)`}
${fld('iban', lang)}: ${v.ibanL(r, p.iban ? p.iban.slice(0, 2) : 'DE')}
${r.chance(0.6) ? f`Crypto withdrawal address: ${v.walletL(r)}\n` : ''}
${o`Section C — Declaration
I confirm that the information above is correct. ${paragraphs(r, lang, r.int(1, 3))}
Signature: ______________________    Date: `}${v.dateN(r, lang)}
${o`Internal: case ${v.uuidN(r)} · reviewer `}${v.nameL(anyone(r))}${o` · checksum `}${v.md5N(r)}
`;
    return { language: lang, locale: p.locale, body };
  },
};

const CLINICAL = ['Patient reports symptoms started after a viral infection.', 'No fever, no night sweats.', 'Lungs clear on auscultation, no wheeze.', 'Advised to keep a headache diary for four weeks.', 'Range of motion improving, mild effusion persists.', 'Labs ordered: CBC, CMP, TSH, HbA1c.', 'Discussed sleep hygiene and caffeine intake.', 'Follow-up in six weeks or sooner if symptoms worsen.', 'Vaccination record reviewed; booster due next spring.', 'Referred to physiotherapy, twice weekly.'];

export const medical_intake = {
  kind: 'medical_intake',
  make(r) {
    const lang = langOf(r, [[4, 'en'], [1, 'de'], [1, 'es'], [1, 'fr'], [1, 'it'], [1, 'pt'], [1, 'nl'], [1, 'tr'], [1, 'ar']]);
    const p = personOf(r, lang), kin = personOf(r, lang), dr = anyone(r);
    const o = ocr(r, r.pick([0, 0.03]));
    const body = f`${o`PATIENT INTAKE FORM                                     Clinic: `}${v.nameLikeN(r, ['Marie Curie Hospital', 'Florence Nightingale Ward', 'Joseph Fourier University'])}
${o`Patient name                 Date of birth          Sex
`}${padEnd(v.nameL(p), 29)}${padEnd(v.dobL(r, p), 23)}${p.female ? 'F' : 'M'}
${o`Home address
`}${v.addrL(p, '\n')}
${o`Phone (mobile)               Insurance ID
`}${padEnd(v.phoneL(p), 29)}${p.cc === 'US' ? L('national_id', 'us_mbi', id.usMbi(r)) : v.nidL(p)}
${o`Emergency contact: `}${v.nameL(kin)} (${r.pick(['spouse', 'mother', 'brother', 'friend'])}) ${v.phoneL(kin)}

${o`Reason for visit: ${r.pick(['persistent cough for 3 weeks', 'follow-up after knee surgery', 'annual check-up', 'migraine, 2-3 episodes/week'])}.
Medications: ${r.pick(['ibuprofen 400 mg prn', 'metformin 500 mg bid', 'none'])}. Allergies: ${r.pick(['penicillin', 'none known', 'latex'])}.
Blood pressure 1${r.int(10, 45)}/${r.int(65, 95)}  Pulse ${r.int(55, 99)}  Weight ${r.int(48, 120)} kg
Last visit: `}${v.dateN(r, 'en')}${o`   Next appointment: `}${v.dateN(r, 'en')}
${o`Referring physician: Dr. `}${v.nameL(dr)}${o`, NPI on file.

Clinical notes:
${r.sample(CLINICAL, r.int(3, 7)).join(' ')}`}
`;
    return { language: lang, locale: p.locale, body };
  },
};

export const invoice_pdf = {
  kind: 'invoice_pdf',
  make(r) {
    const lang = langOf(r, [[2, 'en'], [2, 'de'], [1, 'fr'], [1, 'nl'], [1, 'it'], [1, 'es'], [1, 'pl'], [1, 'sv'], [1, 'pt']]);
    const c = r.pick(COMPANIES), cust = personOf(r, lang), clerk = anyone(r);
    const o = ocr(r, r.pick([0, 0.02, 0.04]));
    const items = Array.from({ length: r.int(3, 8) }, () => f`${padEnd(r.chance(0.2) ? v.isbnN(r) : v.skuN(r), 22)}${padEnd(r.pick(['Consulting hours', 'License seat', 'Shipping', 'Server rack rental', 'Support plan Gold', 'Cable set']), 28)}${padEnd(String(r.int(1, 40)), 6)}${r.int(10, 9999)}.${r.digits(2)}\n`);
    const left = cust.addressLines, right = [c.name, `VAT ${r.pick(['DE', 'FR', 'NL', 'IT'])}${r.digits(9)}`, `Invoice `];
    const body = f`${o`${c.name}
${r.pick(['Rechnung', 'Invoice', 'Facture', 'Factuur', 'Fattura', 'Factura', 'Faktura'])}                                   `}${v.invoiceNoN(r)}
${o`Date: `}${v.dateN(r, lang)}${o`      Due: `}${v.dateN(r, lang)}

${o`Bill to:                              Ship to:
`}${padEnd(v.nameL(cust), 38)}${v.nameL(cust)}
${v.addrL(cust, '\n')}
${o`(ship to: same as billing)`}

${o`Item                  Description                 Qty   Amount
`}${items}
${o`Subtotal ${r.int(100, 9000)}.${r.digits(2)}   VAT ${r.pick([19, 20, 21, 22, 23, 25])}%   Total due ${r.int(100, 9999)}.${r.digits(2)} EUR

Payment by bank transfer to `}${c.name}${o`:
IBAN `}${v.ibanL(r, r.pick(['DE', 'NL', 'FR', 'IT', 'ES', 'SE']), true)}${o`   BIC `}${v.bicN(r)}
${o`Reference: `}${v.orderN(r)}
${r.chance(0.3) ? f`${o`Deposit already charged to card `}${v.cardL(r)}\n` : ''}
${o`Questions? `}${v.nameL(clerk)}${o`, accounts receivable, `}${v.emailL(clerk.workEmail(c.domain), 'work')}
${o`${filler(r, lang, 1)}`}
`;
    return { language: lang, locale: cust.locale, body };
  },
};

export const shipping_label = {
  kind: 'shipping_label',
  make(r) {
    const to = anyone(r), from = anyone(r), c = r.pick(COMPANIES);
    const lang = to.lang;
    const block = r.chance(0.5);
    const body = f`${r.pick(['DHL Paket', 'UPS Standard', 'PostNord', 'Colissimo', 'Correos Express', 'InPost', 'Yamato 宅急便', 'Aramex'])}   ${r.int(1, 30)}.${r.int(0, 9)} kg
TRACKING ${v.trackingN(r)}
${block ? 'SHIP TO:' : 'Empfänger / Recipient'}
${v.nameL(to, r.chance(0.4) ? 'upper' : to.lang === 'en' ? 'full' : 'latin')}
${block ? v.addrL(to, '\n') : L('address', to.cc.toLowerCase(), to.addressLines.join('\n').toUpperCase())}
${r.chance(0.7) ? f`Tel. ${v.phoneL(to)}\n` : ''}
FROM: ${c.name} returns dept, ${L('address', 'business', from.addressLines.join(', '), true)}
Ref ${v.orderN(r)}   Pcs 1/${r.int(1, 3)}   ${v.skuN(r)}
Routing ${r.pick(['C-DE-10', 'GB-LS6', 'FR-69', 'JP-150'])}${r.digits(4)}   ${v.dateN(r, 'en')}
`;
    return { language: lang, locale: to.locale, body };
  },
};

export const travel_eticket = {
  kind: 'travel_eticket',
  make(r) {
    const lang = langOf(r, [[3, 'en'], [1, 'de'], [1, 'fr'], [1, 'es'], [1, 'tr'], [1, 'ar'], [1, 'ja'], [1, 'ko'], [1, 'zh'], [1, 'it'], [1, 'pt']]);
    const p = personOf(r, lang), p2 = anyone(r);
    const body = f`ELECTRONIC TICKET ITINERARY / RECEIPT
Booking reference: ${v.bookingRefN(r)}      Ticket number: ${v.ticketNoN(r)}
Passenger: ${L('person_name', 'airline_name', `${p.familyLatin.toUpperCase().replace(/ /g, '')}/${p.givenLatin.toUpperCase().replace(/[ -]/g, '')}`)} ${p.female ? 'MS' : 'MR'}
Frequent flyer: ${r.pick(['LH', 'AF', 'TK', 'EK'])} ${r.digits(9)}

Flight    From                To                  Date         Dep    Arr    Class
${v.flightN(r)}    ${r.pick(['FRA Frankfurt', 'CDG Paris', 'IST Istanbul', 'DXB Dubai', 'NRT Tokyo'])}      ${r.pick(['JFK New York', 'GRU São Paulo', 'ICN Seoul', 'DEL Delhi', 'MAD Madrid'])}      ${v.dateN(r, 'en')}   ${r.int(10, 23)}:${r.int(10, 59)}  ${r.int(10, 23)}:${r.int(10, 59)}  ${r.pick(['Y', 'M', 'J'])}

APIS / Secure Flight data
Document type: P   Number: ${v.passL(p.passport, p.passportCountry)}   Issuing country: ${id.ISO3[p.passportCountry] ?? 'GBR'}
Date of birth: ${L('date_of_birth', 'dob', `${String(p.birth.d).padStart(2, '0')}${['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][p.birth.m - 1]}${p.birth.y}`)}   Expiry: ${v.dateN(r, 'en')}
Contact: ${v.phoneL(p)} / ${v.emailL(p.email)}
${r.chance(0.6) ? f`\nScanned document (MRZ):\n${mrzBlock(r, p)}\n` : ''}
${r.chance(0.5) ? f`Second passenger: ${v.nameL(p2, 'latin')}, passport ${v.passL(p2.passport, p2.passportCountry)}\n` : ''}
Fare: EUR ${r.int(200, 3000)}.00  Taxes: ${r.int(40, 400)}.${r.digits(2)}  Form of payment: CC ${r.pick(['VI', 'CA', 'AX'])}XXXXXXXXXXXX${r.digits(4)}
Baggage: 1PC 23KG. ${filler(r, 'en', 1)}
${filler(r, lang, 1)}
`;
    return { language: lang, locale: p.locale, body };
  },
};

export const fixed_width_report = {
  kind: 'fixed_width_report',
  make(r) {
    const rows = Array.from({ length: r.int(3, 5) }, () => anyone(r));
    const o = ocr(r, r.pick([0, 0.02]));
    const body = f`${o`REPORT PAYR-${r.int(100, 999)}     PAYROLL MASTER EXTRACT          RUN `}${v.timestampN(r)}${o`     PAGE 1
EMP-NO   NAME                          BIRTHDATE   NATIONAL-ID         BANK ACCOUNT
-------- ----------------------------- ----------- ------------------- ----------------------------------
`}${rows.map((p) => f`${padEnd(N('employee_number', r.digits(8)), 9)}${padEnd(v.nameL(p, 'latin'), 30)}${padEnd(L('date_of_birth', 'dob', formatDate(r, 'en', p.birth, 'iso')), 12)}${padEnd(v.nidL(p), 20)}${p.iban ? v.ibanL(r, p.iban.slice(0, 2), false) : L('bank_account', 'national_account', `${r.digits(r.pick([8, 10, 12]))}`)}\n`)}${o`
TOTAL RECORDS ${rows.length}   CONTROL HASH `}${v.sha256N(r)}
`;
    return { language: 'en', body };
  },
};

export const markdown_table = {
  kind: 'markdown_table',
  make(r) {
    const lang = langOf(r, [[3, 'en'], [1, 'de'], [1, 'nl'], [1, 'sv'], [1, 'pl'], [1, 'ja']]);
    const rows = Array.from({ length: r.int(2, 4) }, () => personOf(r, r.chance(0.6) ? lang : null));
    const body = f`## ${r.pick(['Conference speakers — travel', 'On-call roster', 'New joiners', 'Hotel rooming list'])}

${filler(r, lang, 2)}

| ${fld('name', lang)} | ${fld('email', lang)} | ${fld('phone', lang)} | ${fld('passport', lang)} | Notes |
|---|---|---|---|---|
${rows.map((p) => f`| ${v.nameL(p)} | ${v.emailL(p.email)} | ${v.phoneL(p)} | ${v.passL(p.passport, p.passportCountry)} | ${r.pick(['vegetarian', 'arrives late', '', 'needs visa letter', `room ${r.int(100, 900)}`])} |\n`)}
_Last edited ${v.dateN(r, 'en')} · revision ${v.gitShaN(r, true)}_
`;
    return { language: lang, body };
  },
};
