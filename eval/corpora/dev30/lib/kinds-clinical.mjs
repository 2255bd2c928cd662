// Clinical and administrative document kinds that work in every locale (captions from vocab).
import { L, N, S } from './prng.mjs';

const K = [];
const kind = (id, build, loc = 'all') => K.push({ id, build, loc, family: 'clinical' });

const header = (c, tkey) => { c.title(c.V[tkey]); if (c.r.chance(0.5)) c.d.ln(c.eponymPlace(), ' · ', c.hotline()); };
const sig = (c) => { c.d.ln(); c.d.ln(c.V.regards, ','); c.d.ln(c.doc()); if (c.r.chance(0.5)) c.d.ln(c.licence()); if (c.r.chance(0.5)) c.d.ln(c.workEmail()); };

kind('patient_registration_form', (c) => {
  header(c, 'T_reg'); const { V, r } = c;
  c.f(V.name, c.name()); c.f(V.dob, c.dob()); c.f(V.addr, c.addr()); c.f(V.phone, c.phone()); c.f(V.email, c.email()); c.f(V.natId, c.natId());
  c.f(V.mrn, c.mrn());
  if (r.chance(0.5)) { const e = c.person(); c.f(V.emergency, c.name(e, 'full_name'), ' — ', c.phone(e)); }
  if (r.chance(0.4)) c.f(V.policy, c.policyNo());
  if (r.chance(0.4)) c.f(V.passport, c.passport());
  if (r.chance(0.3)) c.f(V.bank, c.bank());
  c.f(V.appt, c.date('appointment_date'));
});
kind('referral_letter', (c) => {
  header(c, 'T_ref'); const { V, r, d } = c;
  d.ln(c.practice(), ' — ', c.date('letter_date')); d.ln();
  d.ln(V.dear); d.ln();
  d.ln('Re: ', c.name(), ', ', c.dob(), ', ', c.addr());
  d.ln(V.natId, ': ', c.natId(), ' · ', V.mrn, ': ', c.mrn());
  d.ln(); d.ln(V.refer); d.ln(V.dx, ': ', c.icd());
  if (r.chance(0.5)) d.ln(V.dx, ' (2): ', c.eponym());
  d.ln(V.meds, ': ', c.drug(), ' ', c.dose(), ', ', c.drug(), ' ', c.dose());
  d.ln(V.phone, ': ', c.phone());
  sig(c);
});
kind('discharge_summary', (c) => {
  header(c, 'T_dis'); const { V, r, d } = c;
  c.f(V.name, c.name()); c.f(V.dob, c.dob()); c.f(V.mrn, c.mrn()); c.f('Enc', c.enc());
  c.f(V.admitted, c.date('admission_date'), ' → ', c.date('discharge_date'));
  c.f(V.dx, c.icd()); c.f(V.meds, [c.drug(), ' ', c.dose()]);
  if (r.chance(0.5)) c.f(V.natId, c.natId());
  d.ln(); d.ln(V.doctor, ': ', c.doc(), ' (', c.bed(), ')');
});
kind('lab_report', (c) => {
  header(c, 'T_lab'); const { V, r, d } = c;
  c.f(V.name, c.name()); c.f(V.dob, c.dob()); c.f('Accession', c.acc()); c.f(V.sample, c.date('collection_date'));
  d.ln();
  for (const x of r.sample(c.LABS, r.int(3, 6))) d.ln(x[0].padEnd(12), ' ', c.loinc(), '  ', c.labVal(x), '  (', c.range(x), ')');
  d.ln(); d.ln(V.doctor, ': ', c.doc());
});
kind('radiology_report', (c) => {
  header(c, 'T_radiology'); const { V, d, r } = c;
  c.f(V.name, c.name()); c.f(V.dob, c.dob()); c.f('Accession', c.acc()); c.f(V.appt, c.date('exam_date')); c.f('Device', c.serial());
  d.ln(); d.ln(r.pick(['CT thorax: no focal consolidation.', 'MRT LWS: Bandscheibenprotrusion L4/5.', 'IRM cérébrale : pas d\'anomalie.', 'RX torace: negativo.', 'CT: 右下葉に小結節影。']));
  d.ln(V.doctor, ': ', c.doc());
});
kind('prescription', (c) => {
  header(c, 'T_rx'); const { V, r, d } = c;
  d.ln(c.practice(), ' · ', c.hotline());
  c.f(V.name, c.name()); c.f(V.dob, c.dob()); c.f(V.addr, c.addr()); c.f(V.natId, c.natId());
  d.ln('Rp.'); for (let i = 0; i < r.int(1, 3); i++) d.ln(' - ', c.drug(), ' ', c.dose(), ' ', r.pick(['1-0-1', '0-0-1', 'bid', 'od', '3x']), ' ', c.pzn());
  c.f(V.signed, c.doc()); c.f(V.licence, c.licence()); d.ln(c.date('prescription_date'));
});
kind('vaccination_record', (c) => {
  header(c, 'T_vacc'); const { V, r, d } = c;
  c.f(V.name, c.name()); c.f(V.dob, c.dob()); c.f(V.natId, c.natId());
  if (r.chance(0.4)) c.f(V.passport, c.passport());
  for (let i = 0; i < r.int(2, 4); i++) d.ln(r.pick(['Comirnaty', 'Spikevax', 'Boostrix', 'Fluenz', 'Gardasil 9', 'Twinrix', 'Shingrix']), ' — ', c.date('vaccination_date'), ' — ', c.lot());
  d.ln(V.signed, ': ', c.doc());
});
kind('sick_note', (c) => {
  header(c, 'T_sick'); const { V, d } = c;
  c.f(V.name, c.name()); c.f(V.dob, c.dob()); c.f(V.addr, c.addr());
  c.f(V.natId, c.natId()); c.f(V.employer, c.r.pick(['Acme Logistics', 'Stadtwerke', 'Café Central', 'Northwind Traders', 'Globex']));
  c.f(V.dx, c.icdCode()); c.f('→', c.date('absence_start'), ' – ', c.date('absence_end'));
  c.f(V.signed, c.doc()); d.ln(c.practice());
});
kind('care_home_resident_file', (c) => {
  header(c, 'T_care'); const { V, r, d } = c; const P = c.person({ elderly: true }); const nok = c.person();
  c.f(V.name, c.name(P)); c.f(V.dob, c.dob(P)); c.f(V.natId, c.natId(P)); c.f(V.addr, c.addr(P)); c.f('Room', c.bed());
  c.f(V.emergency, c.name(nok), ', ', c.phone(nok), ', ', c.email(nok));
  c.f(V.dx, c.eponym()); c.f(V.meds, [c.drug(), ' ', c.dose()]);
  if (r.chance(0.5)) c.f(V.bank, c.bank()); else if (r.chance(0.5)) c.f(V.card, c.card());
  if (r.chance(0.3)) c.f(V.passport, c.passport());
  d.ln(V.doctor, ': ', c.doc());
});
kind('dental_treatment_plan', (c) => {
  header(c, 'T_dental'); const { V, r, d } = c;
  d.ln(c.practice()); c.f(V.name, c.name()); c.f(V.dob, c.dob()); c.f(V.phone, c.phone()); c.f(V.policy, c.policyNo());
  for (let i = 0; i < r.int(2, 4); i++) d.ln(r.pick(['16', '26', '36', '46', '11', '21']), ' ', r.pick(['Crown', 'Komposit', 'Inlay', 'Root canal', 'Implant']), ' ', c.money());
  c.f(V.amount, c.money());
  if (r.chance(0.5)) c.f(V.bank, c.bank()); else if (r.chance(0.6)) c.f(V.card, c.card());
});
kind('veterinary_record', (c) => {
  header(c, 'T_vet'); const { V, r, d } = c;
  d.ln(c.practice());
  c.f(V.owner, c.name()); c.f(V.addr, c.addr()); c.f(V.phone, c.phone()); c.f(V.email, c.email());
  c.f(V.pet, r.pick(['Bella', 'Max', 'Luna', 'Simba', 'Mimi', 'Rocky', 'Pepper']), ' (', r.pick(['Labrador', 'Maine Coon', 'Beagle', 'Dachshund']), ')');
  c.f('Chip', N(`${r.pick(['276', '250', '826', '528'])}0${r.digits(11)}`, 'microchip_number'));
  c.f(V.meds, [r.pick(['Meloxicam', 'Amoxiclav', 'Bravecto', 'Prednisolone']), ' ', c.dose()]);
  if (r.chance(0.5)) c.f(V.card, c.card());
  c.f(V.appt, c.date('appointment_date'));
});
kind('billing_payment_plan', (c) => {
  header(c, 'T_bill'); const { V, r, d } = c;
  c.f(V.name, c.name()); c.f(V.addr, c.addr()); c.f('Invoice', c.orderId()); c.f(V.amount, c.money());
  c.f(V.bank, c.bank());
  if (r.chance(0.3)) c.f('IBAN', c.iban());
  for (let i = 1; i <= r.int(2, 4); i++) d.ln(`${i}. `, c.date('instalment_date'), ' — ', c.money());
  if (r.chance(0.6)) c.f(V.card, c.card());
  if (r.chance(0.7)) { d.ln(); d.ln('BTC/ETH: ', c.wallet()); }
});
kind('clinician_onboarding', (c) => {
  header(c, 'T_hr'); const { V, r, d } = c; const P = c.C;
  c.f(c.nameCap, c.name(P)); c.f(V.dob, c.dob(P)); c.f(V.addr, c.addr(P)); c.f(V.phone, c.phone(P)); c.f(V.email, c.email(P));
  c.f(V.licence, c.licence()); c.f(V.taxId, c.taxId(P)); c.f(V.passport, c.passport()); c.f(V.bank, c.bank());
  c.f('Start', c.date('start_date'));
  if (r.chance(0.4)) c.f('IBAN', c.iban());
  if (r.chance(0.5)) c.f(V.password, c.pw());
});
kind('records_access_request', (c) => {
  header(c, 'T_access'); const { V, d } = c;
  c.f(V.name, c.name()); c.f(V.dob, c.dob()); c.f(V.addr, c.addr()); c.f(V.email, c.email()); c.f(V.natId, c.natId());
  c.f(V.passport, c.passport()); c.f(V.mrn, c.mrn()); d.ln(); d.ln(V.signed, ': ', c.name(), ' — ', c.date('request_date'));
});
kind('patient_complaint', (c) => {
  header(c, 'T_complaint'); const { V, r, d } = c;
  c.f(V.name, c.name()); c.f(V.phone, c.phone()); c.f(V.email, c.email());
  d.ln(); d.ln(c.date('incident_date'), ' — ', c.eponymPlace(), ', ', c.bed(), '. ', V.doctor, ': ', c.doc(), '.');
  d.ln(V.mrn, ': ', c.mrn());
  if (r.chance(0.45)) d.ln('"Billing" SMS from ', c.phone(c.person()), ' → ', c.wallet(), ' (scam?)');
  d.ln(V.signed, ': ', c.given());
});
kind('life_insurance_application', (c) => {
  header(c, 'T_life'); const { V, r, d } = c; const b = c.person();
  c.f(V.name, c.name()); c.f(V.dob, c.dob()); c.f(V.addr, c.addr()); c.f(V.natId, c.natId()); c.f(V.taxId, c.taxId()); c.f(V.passport, c.passport());
  c.f(V.beneficiary, c.name(b), ' (', c.dob(b), ')'); c.f(V.bank, c.bank()); c.f(V.policy, c.policyNo());
  if (r.chance(0.4)) c.f(`${V.beneficiary} IBAN`, c.iban());
  c.f(V.dx, c.eponym());
});
kind('beneficiary_designation', (c) => {
  header(c, 'T_benef'); const { V, r } = c;
  c.f(V.name, c.name()); c.f(V.policy, c.policyNo());
  for (let i = 0; i < r.int(1, 3); i++) { const b = c.person(); c.f(`${V.beneficiary} ${i + 1}`, c.name(b), ', ', c.dob(b), ', ', c.addr(b), ', ', `${r.int(10, 100)}%`); if (r.chance(0.3)) c.f(V.passport, c.passport()); if (r.chance(0.4)) c.f('IBAN', c.iban()); }
  c.f(V.signed, c.date('signature_date'));
});
kind('clinical_trial_enrolment', (c) => {
  header(c, 'T_trial'); const { V, r, d } = c;
  d.ln(V.T_consent, ' — EudraCT ', N(`20${r.int(18, 25)}-${r.digits(6)}-${r.digits(2)}`, 'trial_registry_id'), ' — ', c.date('consent_date'));
  c.f('Protocol', N(`${r.upper(3)}-${r.digits(3)}-${r.digits(3)}`, 'protocol_number')); c.f('Subject', N(`${r.digits(3)}-${r.digits(4)}`, 'subject_id'));
  c.f(V.name, c.name()); c.f(V.dob, c.dob()); c.f(V.phone, c.phone()); c.f(V.email, c.email()); c.f(V.natId, c.natId());
  c.f(V.bank, c.bank()); if (r.chance(0.5)) c.f(V.passport, c.passport()); c.f(V.appt, c.date('visit_date')); c.f(V.doctor, c.doc());
});
kind('adverse_event_report', (c) => {
  header(c, 'T_ae'); const { V, r, d } = c;
  c.f('Case', N(`AE-${r.digits(7)}`, 'case_id')); c.f(V.name, [L(`${c.P.given[0]}.${c.P.family[0]}.`, 'person_name', 'initials', { soft: true })]); c.f(V.dob, c.dob());
  c.f(V.meds, [c.drug(), ' ', c.dose(), ' ', c.lot()]); c.f(V.dx, c.icd()); c.f('Onset', c.date('onset_date'));
  c.f('Reporter', c.doc(), ', ', c.workEmail());
});
kind('nursing_handover', (c) => {
  header(c, 'T_handover'); const { V, r, d } = c;
  for (let i = 0; i < r.int(2, 4); i++) { const p = c.person({ elderly: r.chance(0.5) }); d.ln(c.bed(), ' — ', c.name(p), ' (', c.dob(p), ') — ', c.icd(), ' — ', c.drug(), ' ', c.dose()); }
  d.ln(c.doc(), ' → ', c.doc(c.clinician()));
});
kind('prior_authorisation', (c) => {
  header(c, 'T_preauth'); const { V } = c;
  c.f(V.name, c.name()); c.f(V.dob, c.dob()); c.f(V.natId, c.altId()); c.f(V.policy, c.memberNo()); c.f('Group', c.groupNo());
  c.f(V.dx, c.icd()); c.f('CPT', c.cpt()); c.f(V.doctor, c.doc()); c.f(V.phone, c.phone(c.C));
});
kind('health_claim_form', (c) => {
  header(c, 'T_claim'); const { V, r } = c;
  c.f(V.name, c.name()); c.f(V.dob, c.dob()); c.f(V.addr, c.addr()); c.f(V.policy, c.policyNo()); c.f(V.claim, c.claimNo());
  c.f(V.appt, c.date('service_date')); c.f(V.dx, c.icdCode()); c.f(V.amount, c.money()); c.f(V.bank, c.bank());
  if (r.chance(0.4)) c.f('IBAN', c.iban());
  if (r.chance(0.4)) c.f(V.card, c.card());
});
kind('preexisting_questionnaire', (c) => {
  header(c, 'T_question'); const { V, r, d } = c;
  c.f(V.name, c.name()); c.f(V.dob, c.dob()); c.f(V.natId, c.natId());
  for (let i = 0; i < 3; i++) d.ln('[', r.pick(['x', ' ']), '] ', c.eponym(), ' — ', c.date('diagnosis_date'));
  c.f(V.signed, c.name());
});
kind('appointment_sms', (c) => {
  const { V, r, d } = c;
  d.ln(c.given(), ', ', V.sms, ' ', c.date('appointment_date'), ' ', `${r.int(8, 17)}:${r.pick(['00', '15', '30', '45'])}`, ' — ', c.practice(), '. ', V.callus, ' ', c.hotline());
  if (r.chance(0.5)) d.ln('> ', c.name(), ' ', c.phone());
});
kind('refill_chat', (c) => {
  const { V, r, d } = c;
  d.ln(`[${r.int(8, 19)}:${r.digits(1)}${r.digits(1)}] `, c.given(), ': ', V.chatQ);
  d.ln(`[${r.int(8, 19)}:${r.digits(1)}${r.digits(1)}] Pharmacy: `, V.chatA);
  d.ln(`[..] `, c.given(), ': ', c.dob(), ', ', c.addr());
  d.ln(`[..] Pharmacy: OK — `, c.drug(), ' ', c.dose(), ', ', c.rxNo());
  if (r.chance(0.5)) d.ln(`[..] `, c.given(), ': ', c.phone());
  if (r.chance(0.35)) d.ln(`[..] `, c.given(), ': ', c.card());
});
kind('portal_password_letter', (c) => {
  const { V, d } = c;
  d.ln(c.name(), ','); d.ln(); d.ln(V.pwd, ': ', c.pw()); d.ln('Login: ', c.email()); d.ln(); d.ln(c.hotline()); d.ln(V.thanks);
});
kind('llm_summary_prompt', (c) => {
  const { V, r, d } = c;
  d.ln(V.prompt); d.ln(); d.ln('"""');
  c.f(V.name, c.name()); c.f(V.dob, c.dob()); c.f(V.natId, c.natId()); c.f(V.addr, c.addr()); c.f(V.mrn, c.mrn());
  c.f(V.admitted, c.date('admission_date')); c.f(V.dx, c.icd()); c.f(V.meds, [c.drug(), ' ', c.dose()]);
  if (r.chance(0.5)) c.f(V.phone, c.phone());
  d.ln('"""');
});
kind('crf_export_csv', (c) => {
  const { r, d } = c;
  d.ln('subject_id,site,initials,dob,visit,visit_date,weight_kg,hba1c');
  for (let i = 0; i < r.int(3, 6); i++) { const p = c.person(); d.ln(N(`${r.digits(3)}-${r.digits(4)}`, 'subject_id'), ',', r.pick(['DE01', 'FR03', 'UK07', 'ES02']), ',', S(`${p.gR[0]}${p.fR[0]}`.toUpperCase(), 'person_name', 'initials'), ',', c.dob(p), ',V', r.int(1, 6), ',', c.date('visit_date'), ',', r.int(50, 120), ',', r.int(30, 90)); }
});
kind('rota_csv', (c) => {
  const { r, d } = c;
  d.ln('date,shift,ward,clinician,mobile,bleep');
  for (let i = 0; i < r.int(3, 6); i++) { const p = c.clinician(); d.ln(c.date('shift_date'), ',', r.pick(['Early', 'Late', 'Night']), ',', N(`${r.pick(['AMU', 'ICU', 'Ward'])} ${r.int(1, 30)}`, 'bed_location'), ',', c.doc(p), ',', c.phone(p), ',', N(r.digits(4), 'bleep_number')); }
});
kind('telehealth_transcript', (c) => {
  const { V, r, d } = c;
  d.ln(V.T_tele, ' — ', c.date('consultation_date'), ' — session ', c.uuid()); d.ln();
  d.ln(c.doc(), ': ', V.chatA); d.ln(c.name(), ': ', c.dob(), '. ', c.addr()); d.ln(c.doc(), ': ', V.natId, '?'); d.ln(c.given(), ': ', c.natId());
  if (r.chance(0.4)) { d.ln(c.doc(), ': ', V.passport, '?'); d.ln(c.given(), ': ', c.passport()); }
  if (r.chance(0.5)) d.ln(c.given(), ': ', c.email());
});

export const CLINICAL_KINDS = K;
