// Per-document context: locale, vocabulary, label/negative makers and clinical vocabulary.
import { L, N, S, Doc } from './prng.mjs';
import { LOCALES, person, clinician } from './locales.mjs';
import { v, GENERIC_NAME } from './vocab.mjs';
import * as I from './ids.mjs';
import * as SEC from './secrets.mjs';

export const DRUGS = ['Metformin', 'Atorvastatin', 'Amlodipine', 'Ramipril', 'Levothyroxine', 'Apixaban', 'Omeprazole', 'Salbutamol', 'Sertraline', 'Amoxicillin', 'Bisoprolol', 'Furosemide', 'Paracetamol', 'Ibuprofen', 'Prednisolone', 'Insulin glargine', 'Warfarin', 'Lisinopril', 'Citalopram', 'Clopidogrel'];
export const ICD = [['E11.9', 'Type 2 diabetes mellitus'], ['I10', 'Essential hypertension'], ['J18.9', 'Pneumonia, unspecified'], ['N39.0', 'Urinary tract infection'], ['I48.91', 'Atrial fibrillation'], ['J44.1', 'COPD with exacerbation'], ['M54.5', 'Low back pain'], ['F32.1', 'Moderate depressive episode'], ['K35.80', 'Acute appendicitis'], ['S72.001A', 'Fracture of femoral neck'], ['E03.9', 'Hypothyroidism'], ['I21.4', 'NSTEMI'], ['L03.115', 'Cellulitis of right lower limb'], ['G43.909', 'Migraine']];
export const EPONYMS = ['Parkinson', 'Alzheimer', 'Hodgkin', 'Crohn', 'Addison', 'Cushing', 'Hashimoto', 'Graves', 'Down', 'Tourette', 'Guillain-Barré', 'Asperger', 'Sjögren', 'Bell', 'Raynaud', 'Huntington', 'Kawasaki', 'Ménière', 'Dupuytren', 'Paget'];
export const EPONYM_PLACES = ["Addenbrooke's Hospital", "Guy's Hospital", 'John Radcliffe Hospital', 'Johns Hopkins Hospital', 'Mayo Clinic', 'Robert-Bosch-Krankenhaus', 'Hôpital européen Georges-Pompidou', 'Policlinico Agostino Gemelli', 'Hospital General Universitario Gregorio Marañón', 'Royal Alexandra Hospital', 'Sahlgrenska Universitetssjukhuset', 'Cedars-Sinai Medical Center', 'Florence Nightingale Hospice'];
export const EPONYM_PRODUCTS = ["Hartmann's solution", "Ringer's lactate", "Lugol's iodine", "Dr. Scholl's insoles", 'Fleming dressing pack', "Bard's catheter", "Sellotape"];
const EN_EPONYM = { Parkinson: "Parkinson's disease", Alzheimer: "Alzheimer's disease", Hodgkin: 'Hodgkin lymphoma', Crohn: "Crohn's disease", Addison: "Addison's disease", Cushing: "Cushing's syndrome", Hashimoto: "Hashimoto's thyroiditis", Graves: "Graves' disease", Down: 'Down syndrome', Tourette: 'Tourette syndrome', 'Guillain-Barré': 'Guillain-Barré syndrome', Asperger: 'Asperger syndrome', 'Sjögren': "Sjögren's syndrome", Bell: "Bell's palsy", Raynaud: "Raynaud's phenomenon", Huntington: "Huntington's disease", Kawasaki: 'Kawasaki disease', 'Ménière': "Ménière's disease", Dupuytren: "Dupuytren's contracture", Paget: "Paget's disease of bone" };
const EPONYM_FMT = { de: (x) => `Morbus ${x}`, fr: (x) => `maladie de ${x}`, es: (x) => `enfermedad de ${x}`, it: (x) => `morbo di ${x}`, pt: (x) => `doença de ${x}`, nl: (x) => `ziekte van ${x}`, pl: (x) => `choroba ${x}a`, sv: (x) => `${x}s sjukdom`, da: (x) => `${x}s sygdom`, fi: (x) => `${x}in tauti`, cs: (x) => `${x}ova choroba`, tr: (x) => `${x} hastalığı`, en: (x) => EN_EPONYM[x] };
const LOINC = ['2345-7', '4548-4', '718-7', '2160-0', '6690-2', '777-3', '2093-3', '13457-7', '3016-3', '1742-6', '2951-2', '2823-3'];
const LABS = [['HbA1c', 'mmol/mol', 20, 90, '20-41'], ['Haemoglobin', 'g/L', 90, 170, '130-175'], ['Creatinine', 'µmol/L', 50, 200, '59-104'], ['Sodium', 'mmol/L', 128, 148, '133-146'], ['Potassium', 'mmol/L', 3, 6, '3.5-5.3'], ['CRP', 'mg/L', 1, 180, '<5'], ['TSH', 'mU/L', 0.2, 9, '0.27-4.2'], ['eGFR', 'mL/min/1.73m²', 25, 110, '>90'], ['WBC', '10^9/L', 3, 18, '4.0-11.0'], ['Platelets', '10^9/L', 90, 450, '150-400']];

export function makeCtx(r, code) {
  const loc = LOCALES[code];
  const V = v(loc.lang);
  const P = person(r, loc, { elderly: r.chance(0.2), minor: r.chance(0.08) });
  const C = clinician(r, loc);
  const fmt = (date) => r.pick(loc.date)(date);
  const recentDate = () => new Date(Date.UTC(r.int(2023, 2026), r.int(0, 11), r.int(1, 28)));
  const c = {
    r, loc, V, P, C, lang: loc.lang, code, d: new Doc(), fmt,
    person: (o) => person(r, loc, o), clinician: () => clinician(r, loc),
    // ---- labels ----
    name: (p = P, type = 'full_name') => L(p.full, 'person_name', type),
    given: (p = P) => L(p.given, 'person_name', 'given_name'),
    doc: (p = C) => L(p.full, 'person_name', 'clinician_name'),
    dob: (p = P) => L(p.dob, 'date_of_birth', 'dob'),
    addr: (p = P) => L(p.address, 'street_address', 'street_address'),
    phone: (p = P) => L(p.phone, 'phone_number', p.phone.startsWith('+') ? 'phone_international' : 'phone_local'),
    email: (p = P) => L(p.email, 'email', 'personal_email'),
    nameCap: GENERIC_NAME[loc.lang] || 'Name',
    workEmail: (p = C) => L(p.workEmail, 'email', 'work_email'),
    natId: (p = P) => { const x = loc.natId(r, p); return L(x.value, x.category, x.type); },
    altId: (p = P) => { const x = loc.altId(r, p); return L(x.value, x.category, x.type); },
    taxId: (p = P) => { const x = loc.taxId(r, p); return L(x.value, x.category, x.type); },
    passport: () => L(loc.passport(r), 'passport_number', `${loc.cc.toLowerCase()}_passport`),
    bank: () => { const x = loc.bank(r); return L(x.value, x.category, x.type); },
    iban: (cc) => L(I.iban(r, cc || (['GB', 'DE', 'FR', 'ES', 'IT', 'PT', 'NL', 'PL', 'SE', 'DK', 'FI', 'CZ', 'TR'].includes(loc.cc) ? loc.cc : 'DE')), 'iban', 'iban'),
    card: (brand) => { const x = I.card(r, brand); return L(x.number, 'credit_card', x.brand); },
    wallet: (k) => { const w = I.wallet(r, k); return L(w.value, 'crypto_wallet', w.type); },
    ip: () => r.chance(0.8) ? L(`${r.pick([81, 86, 92, 109, 145, 178, 185, 212, 31, 62, 77, 88, 94, 151, 176, 188, 195, 217])}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, 'ip_address', 'ipv4') : L(`2a0${r.int(0, 9)}:${r.hex(4)}:${r.hex(4)}:${r.hex(2)}::${r.hex(3)}`, 'ip_address', 'ipv6'),
    privIp: () => S(`10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, 'ip_address', 'ipv4_private'),
    secret: (name) => { const s = SEC.secret(r, name); return { ...s, m: L(s.value, s.category, s.type) }; },
    pw: (style) => L(SEC.password(r, style), 'password', 'password'),
    pkey: (kind) => { const k = SEC.privateKey(r, kind); return L(k.value, 'private_key', k.type); },
    conn: (user, host, kind) => { const cs = SEC.connString(r, user || r.pick(['svc_portal', 'ehr_app', 'rx_admin', 'lims_ro', 'claims_etl', 'mirth']), SEC.password(r), host || r.pick(['db-prod-01.internal', 'pg.medinova.cloud', 'ehr-sql.carewell.local', 'lims-db.eu-west-2.rds.amazonaws.com', '10.20.4.17']), kind); return L(cs.value, 'connection_string', cs.type); },
    hook: () => { const w = SEC.webhook(r); return L(w.value, 'webhook_url', w.type); },
    // ---- negatives ----
    mrn: () => N(r.pick([`MRN${r.digits(7)}`, `${r.upper(1)}${r.digits(6)}`, `H${r.digits(8)}`, `PAT-${r.digits(6)}`]), 'medical_record_number'),
    enc: () => N(r.pick([`ENC-${r.digits(9)}`, `V${r.digits(8)}`, `${r.int(2023, 2026)}-${r.digits(6)}`]), 'encounter_id'),
    claimNo: () => N(r.pick([`CLM-${r.digits(10)}`, `${r.upper(2)}${r.digits(9)}`, `C${r.digits(4)}-${r.digits(5)}`]), 'claim_number'),
    policyNo: () => N(r.pick([`POL-${r.digits(8)}`, `${r.upper(3)}${r.digits(7)}`, `${r.digits(4)}-${r.digits(4)}-${r.digits(2)}`]), 'policy_number'),
    memberNo: () => N(r.pick([`${r.upper(3)}${r.digits(9)}`, `M${r.digits(8)}-${r.digits(2)}`, `${r.upper(1)}${r.digits(10)}`]), 'insurer_member_number'),
    groupNo: () => N(r.pick([`GRP-${r.digits(6)}`, `${r.digits(5)}${r.upper(1)}`, `G${r.digits(7)}`]), 'group_number'),
    ndc: () => N(`${r.digits(5)}-${r.digits(4)}-${r.digits(2)}`, 'ndc_code'),
    pzn: () => N(`PZN-${r.digits(8)}`, 'drug_code'),
    icd: () => { const x = r.pick(ICD); return [N(x[0], 'icd10_code'), ' ', x[1]]; },
    icdCode: () => N(r.pick(ICD)[0], 'icd10_code'),
    cpt: () => N(r.pick(['99213', '99214', '93000', '80053', '85025', '71046', '36415', '90471', '97110', 'G0439']), 'cpt_code'),
    loinc: () => N(r.pick(LOINC), 'loinc_code'),
    snomed: () => N(r.pick(['44054006', '38341003', '195967001', '233604007', '49436004', '22298006', '73211009']), 'snomed_code'),
    lot: () => N(r.pick([`LOT ${r.upper(2)}${r.digits(4)}`, `${r.upper(1)}${r.digits(5)}${r.upper(1)}`, `Lot#${r.digits(6)}`]), 'lot_number'),
    serial: () => N(r.pick([`SN${r.digits(9)}`, `${r.upper(3)}-${r.digits(4)}-${r.HEX(4)}`, `S/N ${r.digits(4)}${r.upper(2)}${r.digits(4)}`]), 'device_serial'),
    acc: () => N(r.pick([`ACC${r.digits(8)}`, `RAD-${r.int(2023, 2026)}-${r.digits(6)}`, `${r.digits(2)}L${r.digits(7)}`]), 'accession_number'),
    orderId: () => N(r.pick([`ORD-${r.digits(8)}`, `RX${r.digits(9)}`, `${r.digits(10)}`]), 'order_id'),
    rxNo: () => N(`Rx ${r.digits(7)}`, 'prescription_number'),
    dose: () => N(r.pick([`${r.pick([5, 10, 20, 25, 40, 50, 100, 250, 500, 850, 1000])} mg`, `${r.pick([2.5, 5, 10])} mL`, `${r.int(4, 40)} IU`, `${r.pick([100, 200])} mcg`]), 'dosage'),
    labVal: (x) => N(`${x[2] < 10 ? (x[2] + r.next() * (x[3] - x[2])).toFixed(1) : r.int(x[2], x[3])} ${x[1]}`, 'lab_value'),
    range: (x) => N(x[4], 'reference_range'),
    LABS,
    hotline: () => N(loc.hotline(r), 'organisation_phone'),
    eponym: () => { const x = r.pick(EPONYMS); const f = EPONYM_FMT[loc.lang]; return f ? (() => { const s = f(x); const i = s.indexOf(x); return [s.slice(0, i), N(x, 'eponym'), s.slice(i + x.length)]; })() : N(x, 'eponym'); },
    eponymPlace: () => N(r.pick(EPONYM_PLACES), 'eponymous_institution'),
    eponymProduct: () => N(r.pick(EPONYM_PRODUCTS), 'eponymous_product'),
    practice: (p = C) => N(r.pick({ de: [`Praxis Dr. ${p.family}`, `Zahnarztpraxis ${p.family}`], fr: [`Cabinet du Dr ${p.family}`], es: [`Clínica ${p.family}`], it: [`Studio medico ${p.family}`], nl: [`Huisartsenpraktijk ${p.family}`] }[loc.lang] || [`${p.family} Family Practice`, `${p.family} & Partners Surgery`, `${p.family} Dental Care`, `${p.family} Veterinary Clinic`]), 'practice_name'),
    date: (kind = 'non_birth_date') => N(fmt(recentDate()), kind),
    dateObj: recentDate,
    testCard: () => N(r.pick(I.TEST_CARDS), 'test_card_number'),
    placeholder: () => N(r.pick(SEC.PLACEHOLDERS), 'placeholder_secret'),
    docIp: () => N(r.pick([`192.0.2.${r.int(1, 254)}`, `198.51.100.${r.int(1, 254)}`, `203.0.113.${r.int(1, 254)}`, `2001:db8::${r.hex(2)}`]), 'documentation_ip'),
    exEmail: () => N(`${r.pick(['jane.doe', 'patient', 'test.user', 'noreply', 'john.smith'])}@${r.pick(['example.com', 'example.org', 'example.net'])}`, 'example_email'),
    hash: () => N(SEC.PASSWORD_HASHES(r), 'password_hash'),
    uuid: () => N(r.uuid(), 'request_id'),
    sha: () => N(r.hex(40), 'git_commit'),
    licence: () => N(r.pick([`GMC ${r.digits(7)}`, `NPI ${r.digits(10)}`, `LANR ${r.digits(9)}`, `RPPS ${r.digits(11)}`, `BIG ${r.digits(11)}`, `AHPRA MED${r.digits(10)}`, `${r.digits(6)}`]), 'professional_licence'),
    bed: () => N(`${r.pick(['Ward', 'Station', 'Bed', 'Room'])} ${r.int(1, 40)}${r.upper(1)}`, 'bed_location'),
    money: () => N(['원', '円'].includes(loc.currency) ? `${r.int(5, 900)},${r.digits(3)}${loc.currency}` : ['kr', 'kr.', 'Kč', 'zł', '₽', '₺', '€'].includes(loc.currency) && loc.lang !== 'en' && loc.lang !== 'nl' ? `${r.int(20, 9999)},${r.digits(2)} ${loc.currency}` : `${loc.currency}${r.int(20, 9999)}.${r.digits(2)}`, 'amount'),
    version: () => N(`${r.int(1, 9)}.${r.int(0, 30)}.${r.int(0, 99)}`, 'version'),
    drug: () => r.pick(DRUGS),
  };
  // caption/value line in the document's chosen form style
  c.style = r.chance(0.08) ? 'ocr' : r.pick(['colon', 'colon', 'dots', 'table', 'bracket']);
  // OCR-like noise is applied to captions and filler only, never inside a labelled value
  const OCR = { l: '1', I: '|', O: '0', o: '0', e: 'c', a: 'o', m: 'rn', S: '5', B: '8', i: 'í', t: 'f' };
  c.ocr = (s) => [...s].map((ch) => (OCR[ch] && r.chance(0.12) ? OCR[ch] : ch)).join('') + (r.chance(0.3) ? r.pick([' .', ' ,', ' ~', " '"]) : '');
  c.f = (cap, ...val) => {
    const d = c.d;
    if (c.style === 'dots') d.ln(cap, ' ', '.'.repeat(Math.max(2, 28 - cap.length)), ' ', ...val);
    else if (c.style === 'table') d.ln('| ', cap, ' | ', ...val, ' |');
    else if (c.style === 'bracket') d.ln('[', cap, '] ', ...val);
    else if (c.style === 'ocr') d.ln(c.ocr(cap), r.pick([':', ' :', ';', ': ', '.:']), r.pick([' ', '  ', ' _ ']), ...val, r.pick(['', '', ' |', ' ¦', ' .']));
    else d.ln(cap, ': ', ...val);
  };
  c.title = (t) => { c.d.ln(c.style === 'ocr' ? c.ocr(t.toUpperCase()) + ' ' + r.pick(['', '~~', '. .', '|']) : c.r.pick([t.toUpperCase(), t, `== ${t} ==`, `# ${t}`])); c.d.ln(); };
  return c;
}
