// English-language kinds with free prose written for this corpus.
import { L, N, S } from './prng.mjs';
const K = [];
const EN = ['en-GB', 'en-US', 'en-IN', 'en-AU', 'en-CA'];
const kind = (id, build, loc = EN) => K.push({ id, build, loc, family: 'english' });

kind('eob_letter', (c) => {
  const { r, d } = c;
  d.ln('EXPLANATION OF BENEFITS — THIS IS NOT A BILL'); d.ln(r.pick(['Blue Ridge Health Plan', 'Keystone Mutual', 'Pioneer Care Insurance']), ' · Member Services ', c.hotline()); d.ln();
  d.ln(c.name()); d.ln(c.addr()); d.ln();
  d.ln('Member ID: ', c.memberNo(), '   Group: ', c.groupNo(), '   Claim #: ', c.claimNo());
  d.ln('Patient: ', c.name(), '   DOB: ', c.dob());
  d.ln('Provider: ', c.practice(), ' (', c.licence(), ')');
  for (let i = 0; i < r.int(2, 4); i++) d.ln(c.date('service_date'), '  CPT ', c.cpt(), '  billed ', c.money(), '  plan paid ', c.money(), '  you owe ', c.money());
  d.ln(); d.ln('Questions? Write to ', c.exEmail(), ' is NOT monitored; call the number above.');
}, ['en-US']);
kind('us_intake_medicare', (c) => {
  const { r, d } = c;
  d.ln('NEW PATIENT INTAKE — please print clearly'); d.ln();
  d.ln('Name (Last, First): ', L(`${c.P.family}, ${c.P.given}`, 'person_name', 'full_name'));
  d.ln('DOB: ', c.dob(), '    SSN: ', c.natId()); d.ln('Medicare (MBI): ', c.altId());
  d.ln('Street: ', c.addr()); d.ln('Cell: ', c.phone(), '   Email: ', c.email());
  d.ln('Secondary ins. member #: ', c.memberNo(), ' group ', c.groupNo());
  d.ln('Card on file for copays: ', c.card(), '  exp ', `${r.int(1, 12)}/${r.int(26, 31)}`);
  d.ln('Refunds by ACH to: ', c.bank());
  d.ln('Pharmacy: ', r.pick(['Walgreens #', 'CVS #', 'Rite Aid #']), N(r.digits(5), 'store_number'), ' ', c.hotline());
}, ['en-US']);
kind('gp_referral_nhs', (c) => {
  const { r, d } = c;
  d.ln(c.practice(), ', ', c.hotline()); d.ln(c.date('letter_date')); d.ln();
  d.ln('Dear Dr ', L(c.clinician().family, 'person_name', 'clinician_surname'), ',');
  d.ln(); d.ln('Re: ', c.name(), ' DOB ', c.dob(), ' NHS No ', c.natId());
  d.ln(c.addr());
  d.ln(); d.ln(`Thank you for seeing this ${r.int(19, 88)}-year-old, who has had ${r.pick(['worsening breathlessness', 'intermittent chest pain', 'a tremor in the right hand', 'recurrent UTIs'])} for ${r.int(2, 9)} weeks. Past history includes `, c.eponym(), ` and `, c.icd(), `. Current meds: `, c.drug(), ' ', c.dose(), '.');
  d.ln(`Happy to be contacted on `, c.phone(), ` and prefers e-mail (`, c.email(), `).`);
  d.ln(); d.ln('Yours sincerely,'); d.ln(); d.ln('Dr ', c.doc(), ' (', c.licence(), ')');
}, ['en-GB']);
kind('booking_chat', (c) => {
  const { r, d } = c;
  d.ln('Clinic Assistant: Hi! I can help you book, move or cancel an appointment. What would you like to do?');
  d.ln('Patient: need to move my physio appt, it clashes with work');
  d.ln('Clinic Assistant: No problem. What is your full name and date of birth?');
  d.ln('Patient: ', c.name(), ', born ', c.dob());
  d.ln('Clinic Assistant: Thanks. I can offer ', c.date('appointment_date'), ' at 10:40 with ', c.doc(), '. Shall I send the confirmation to the mobile ending in ', N(c.P.phone.replace(/\D/g, '').slice(-3), 'partial_number'), '?');
  d.ln('Patient: actually send it to ', c.phone(c.person()), ', that\'s my husband\'s phone. or email ', c.email());
  d.ln('Clinic Assistant: Done. Reference ', c.orderId(), '.');
  if (r.chance(0.45)) { d.ln('Clinic Assistant: There is a late-cancellation fee of ', c.money(), '. Would you like to pay now?'); d.ln('Patient: ok card is ', c.card(), ' exp ', `${r.int(1, 12)}/${r.int(26, 31)}`); }
});
kind('portal_support_chat', (c) => {
  const { r, d } = c;
  d.ln(`#patient-portal-support · ${r.pick(['Tuesday', 'Friday', 'Monday'])}`);
  const nurse = () => L(c.C.given, 'person_name', 'given_name');
  d.ln(nurse(), `: patient `, L(`${c.P.given} ${c.P.family[0]}.`, 'person_name', 'name_with_initial'), ` can't log in, locked out after 5 attempts`);
  d.ln(`helpdesk: reset done. temp password is `, c.pw(), ` — tell them to change it on first login`);
  d.ln(nurse(), `: they also asked to update mobile to `, c.phone(), ` and address to `, c.addr());
  d.ln(`helpdesk: updated. their username is `, c.email(), ` btw, not the MRN `, c.mrn());
  if (r.chance(0.35)) d.ln(nurse(), `: they verified ID with passport `, c.passport(), ` at the desk`);
  if (r.chance(0.5)) d.ln(`helpdesk: fyi the old hash was `, c.hash(), ' (not usable)');
});
kind('pharmacy_dispensing_log', (c) => {
  const { r, d } = c;
  d.ln('ts|store|rx|patient|dob|drug|qty|ndc|lot|pharmacist');
  for (let i = 0; i < r.int(3, 6); i++) { const p = c.person(); d.ln(`2025-${r.int(1, 12)}-${r.int(10, 28)}T${r.int(8, 20)}:${r.int(10, 59)}`, '|', N(`ST${r.digits(4)}`, 'store_number'), '|', c.rxNo(), '|', c.name(p), '|', c.dob(p), '|', c.drug(), ' ', c.dose(), '|', r.int(14, 90), '|', c.ndc(), '|', c.lot(), '|', L(c.C.fR.toUpperCase(), 'person_name', 'clinician_surname')); }
}, 'all');
kind('life_insurance_call_notes', (c) => {
  const { r, d } = c; const b = c.person();
  d.ln(`Call notes — underwriting, policy `, c.policyNo());
  d.ln(`Spoke with applicant `, c.name(), ` (DOB `, c.dob(), `). Confirmed address `, c.addr(), `.`);
  d.ln(`Discloses family history of `, c.eponym(), ` (father) and own `, c.icd(), ` diagnosed `, c.date('diagnosis_date'), `.`);
  d.ln(`Passport seen: `, c.passport(), `. Tax ref for premiums: `, c.taxId(), `.`);
  d.ln(`Beneficiary: `, c.name(b), `, `, c.phone(b), `. Premiums by direct debit from `, c.bank(), `.`);
});
kind('medical_tourism_registration', (c) => {
  const { r, d } = c;
  d.ln('INTERNATIONAL PATIENT DESK — pre-arrival form'); d.ln();
  d.ln('Full name as in passport: ', c.name()); d.ln('Passport number: ', c.passport(), '   Nationality: ', c.loc.cc);
  d.ln('Date of birth: ', c.dob()); d.ln('WhatsApp: ', c.phone()); d.ln('E-mail: ', c.email());
  d.ln('Procedure: ', r.pick(['hip replacement', 'IVF cycle', 'cataract surgery', 'dental implants']), ' — admission ', c.date('admission_date'));
  d.ln('Deposit paid by card ', c.card(), ' (test authorisation used ', c.testCard(), ')');
});
kind('clinician_payroll_email', (c) => {
  const { r, d } = c; const p = c.C;
  d.ln('From: ', c.workEmail(p)); d.ln('To: ', N('payroll@hospital.example.org', 'example_email')); d.ln('Subject: bank details change'); d.ln();
  d.ln(`Hi team, I've switched banks — please pay my locum invoices into `, c.bank(), ` from next month. My tax number is `, c.taxId(p), ` and my registration is `, c.licence(), `.`);
  d.ln(`My new address: `, c.addr(p), `. Mobile `, c.phone(p), `.`);
  if (r.chance(0.3)) d.ln(`(If it is easier you can also pay me in USDC to `, c.wallet('eth'), `.)`);
  if (r.chance(0.5)) d.ln(`For the right-to-work check my passport number is `, c.passport(), `.`); d.ln(); d.ln('Thanks,'); d.ln(c.name(p, 'full_name'));
});
kind('ransomware_incident_ticket', (c) => {
  const { r, d } = c;
  d.ln(`INC-${r.digits(7)} · P1 · ${r.pick(['Imaging', 'EHR', 'Pharmacy'])} systems encrypted`);
  d.ln(`Ransom note found on `, c.privIp(), ` demands payment to `, c.wallet(), ` within 72h. Second wallet mentioned: `, c.wallet(), `.`);
  if (r.chance(0.5)) d.ln(`Negotiator asked for proof of funds from `, c.wallet('eth'), `.`);
  d.ln(`Attacker contact: `, L(`${c.r.lower(8)}@onionmail.org`, 'email', 'personal_email'), `. Initial access from `, c.ip(), ` using the account of `, c.doc(), ` whose password `, c.pw(), ` was reused.`);
  if (r.chance(0.5)) d.ln(`Exfiltration went to a Discord webhook: `, c.hook(), `.`);
  d.ln(`Do NOT contact `, c.exEmail(), `; that was in the phishing template. Affected study: `, c.acc(), '.');
});
kind('care_home_family_email', (c) => {
  const { r, d } = c; const res = c.person({ elderly: true });
  d.ln('Subject: Mum\'s medication and the fees'); d.ln();
  d.ln(`Hello, I'm writing about my mother `, c.name(res), ` (room `, N(String(r.int(1, 60)), 'room_number'), `, born `, c.dob(res), `).`);
  d.ln(`Her `, c.eponym(), ` seems worse since the `, c.drug(), ` dose went up to `, c.dose(), `. Could the GP review?`);
  d.ln(`For the fees, please take payment from `, c.card(), ` or use `, c.bank(), `.`);
  d.ln(`Best, `, c.name(), ` — `, c.phone());
});
kind('au_medicare_claim', (c) => {
  const { r, d } = c;
  d.ln('Medicare claim — patient claim form (summary)'); d.ln();
  d.ln('Patient: ', c.name(), '  Medicare card: ', c.natId(), '  DOB: ', c.dob());
  d.ln('Address: ', c.addr()); d.ln('Service: item ', N(r.pick(['23', '36', '721', '10997']), 'mbs_item'), ' on ', c.date('service_date'), ' by ', c.doc());
  d.ln('Refund to: ', c.bank()); d.ln('TFN (for private cover rebate): ', c.taxId());
}, ['en-AU']);
kind('in_hospital_admission', (c) => {
  const { r, d } = c;
  d.ln('ADMISSION FORM — ', c.eponymPlace()); d.ln();
  d.ln('Patient: ', c.name(), '   UHID: ', c.mrn()); d.ln('Aadhaar: ', c.natId(), '   PAN: ', c.taxId());
  d.ln('DOB: ', c.dob(), '   Mobile: ', c.phone()); d.ln('Address: ', c.addr());
  if (r.chance(0.4)) d.ln('Passport (NRI patients): ', c.passport());
  if (r.chance(0.6)) d.ln('Refund account: ', c.bank());
  d.ln('TPA / policy: ', c.policyNo(), '   Advance paid via UPI ', L(`${c.P.gR}${r.digits(2)}@${r.pick(['okaxis', 'oksbi', 'ybl', 'paytm'])}`, 'bank_account', 'upi_id'));
}, ['en-IN']);
kind('ca_ohip_registration', (c) => {
  const { r, d } = c;
  d.ln('Family Health Team — patient enrolment'); d.ln();
  d.ln('Legal name: ', c.name(), '   Health card (OHIP): ', c.natId()); d.ln('Date of birth (YYYY-MM-DD): ', L(c.P.dobDate.toISOString().slice(0, 10), 'date_of_birth', 'dob'));
  d.ln('Address: ', c.addr()); d.ln('Phone: ', c.phone(), ' / ', c.email());
  d.ln('SIN (only for WSIB claim): ', c.altId());
  if (r.chance(0.6)) d.ln('Direct deposit for travel grant: ', c.bank());
}, ['en-CA']);

export const EN_KINDS = K;
