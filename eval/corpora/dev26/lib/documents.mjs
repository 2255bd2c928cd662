// Document kinds. Each kind writes into ctx.b and returns its language code.
import { ASCII } from './people.mjs';
import { CT } from './context.mjs';
import { mrzDigit } from './checksums.mjs';
import { NEG_TEXT, NEG_FORM, NEG_TECH } from './negatives.mjs';
import { TEXT_LANGS } from './lang.mjs';

const PERSON_CATS = ['person_name', 'date_of_birth', 'street_address', 'phone_number', 'email', 'passport_number', 'national_id', 'tax_id'];
// field line "Label: value" (value may be a label object, {pre,v} or negative); skipped when value is null
function F(c, key, val, lang, sep = ': ') { if (val == null) return; c.b.line(c.field(key, lang || c.lang), sep, val); }
// optional value if steering wants this category
const O = (c, cat, fn, base) => (c.want(cat, base) ? fn() : null);
function negLines(c, pool, n, lang, prefixFn) { if (!c.negOn) return; for (let i = 0; i < n; i++) { const ng = c.NL(pool, lang); if (ng) c.b.line(prefixFn ? prefixFn(ng) : `${negLabel(ng.kind)}: `, ng); } }
function negLabel(k) { return { case_number: 'Ref.', booking_reference: 'Booking ref', invoice_number: 'Invoice no.', policy_number: 'Policy no.', non_birth_date: 'Date', amount: 'Amount', masked_value: 'On file', public_service_number: 'Hotline', role_mailbox: 'Contact', bic: 'BIC', company_vat_id: 'Company reg./VAT', org_named_after_person: 'Programme', company: 'Employer', job_title: 'Position', documented_example: 'Example', placeholder: 'Template field', age: 'Age', part_number: 'Form part', postcode_only: 'Postcode', file_name: 'Attachment', placeholder_name: 'Sample', uuid: 'trace_id', hash: 'sha256', version_string: 'version', timestamp: 'ts', documentation_ip: 'allowlist_example', private_ip_infra: 'internal_host', credentialless_url: 'endpoint', project_codename: 'project', product: 'tool', order_number: 'order', ticket_number: 'ticket', currency_code: 'currency', tracking_number: 'Tracking', place: 'Office', weekday: 'Day', month_weekday: 'Month', street_name_only: 'Street', public_figure: 'Note', fictional_character: 'Note', grammar_capitalised: 'Dokument' }[k] || k; }
const pickLang = (c) => c.r.weighted([[c.host.lang, 3], [c.origin.lang, 2], ['en', 1]]);

// MRZ (TD3) for a passport value; the document number inside the MRZ is labelled (passport_number), the MRZ name part is a soft person_name, DOB inside MRZ is not labelled.
function mrz(c, pp) {
  const P = c.P; const iso = { DE: 'D<<', FR: 'FRA', ES: 'ESP', IT: 'ITA', PL: 'POL', GB: 'GBR', US: 'USA', IN: 'IND', CN: 'CHN', JP: 'JPN', KR: 'KOR', BR: 'BRA', MX: 'MEX', TR: 'TUR', RU: 'RUS', UA: 'UKR', EG: 'EGY', VN: 'VNM', NG: 'NGA', PH: 'PHL', ZA: 'ZAF' }[c.origin.cc] || 'UTO';
  const nm = (ASCII(P.familyL).toUpperCase().replace(/[^A-Z]+/g, '<') + '<<' + ASCII(P.givenL).toUpperCase().replace(/[^A-Z]+/g, '<'));
  const l1 = ('P<' + iso + nm).padEnd(44, '<').slice(0, 44);
  const docno = pp.value.replace(/\s/g, '').padEnd(9, '<').slice(0, 9);
  const dob = String(P.dob.y % 100).padStart(2, '0') + String(P.dob.m).padStart(2, '0') + String(P.dob.d).padStart(2, '0');
  const exp = String(c.r.int(26, 35)) + String(c.r.int(1, 12)).padStart(2, '0') + String(c.r.int(1, 28)).padStart(2, '0');
  const opt = '<'.repeat(14);
  const part = docno + mrzDigit(docno) + iso + dob + mrzDigit(dob) + (P.sex) + exp + mrzDigit(exp) + opt + mrzDigit(opt);
  const comp = mrzDigit(docno + mrzDigit(docno) + dob + mrzDigit(dob) + exp + mrzDigit(exp) + opt + mrzDigit(opt));
  const l2 = part + comp;
  const ppv = { category: 'passport_number', type: pp.type, value: pp.value.replace(/\s/g, '') };
  const realLen = ppv.value.length;
  c.b.t(l1.slice(0, 5)).x({ category: 'person_name', type: 'mrz_name', value: nm.replace(/<+$/, ''), soft: true }).t(l1.slice(5 + nm.replace(/<+$/, '').length)).t('\n');
  c.b.x(ppv).t(l2.slice(realLen)).t('\n');
}

export const KINDS = {
  visa_application_form: { w: 3, cats: PERSON_CATS, gen(c) {
    const lang = c.r.pick([c.host.lang, c.host.lang, 'en']); const L = lang; c.lang = L;
    const title = { de: 'Antrag auf Erteilung eines nationalen Visums (Kategorie D)', fr: 'Demande de visa de long séjour', es: 'Solicitud de visado nacional', it: 'Domanda di visto nazionale (tipo D)', pt: 'Pedido de visto de residência', pl: 'Wniosek o wizę krajową (D)', tr: 'Ulusal vize başvuru formu', ja: '査証申請書', ko: '사증발급신청서', zh: '签证申请表', ar: 'استمارة طلب تأشيرة' }[L] || 'National visa application (type D)';
    c.b.line(title).line('='.repeat(Math.min(40, title.length + 4)));
    F(c, 'name', c.name(c.P, c.r.pick(['latin', 'passport'])), L);
    F(c, 'dob', O(c, 'date_of_birth', () => c.dob(c.P, c.host, L), 1.2), L);
    c.b.line(c.field('nationality', L), ': ', c.origin.cc);
    F(c, 'passport', O(c, 'passport_number', () => c.passport(), 1.2), L);
    F(c, 'addr', O(c, 'street_address', () => c.addr(c.origin)), L);
    F(c, 'phone', O(c, 'phone_number', () => c.phone(c.origin)), L);
    F(c, 'email', O(c, 'email', () => c.email()), L);
    if (c.negOn) { c.b.line('Purpose of stay / Zweck: ', c.NL(['org_named_after_person', 'company', 'job_title'])); negLines(c, ['case_number', 'amount', 'non_birth_date', 'placeholder', 'booking_reference'], c.r.int(1, 2), L); }
    c.b.line('[x] I declare that the information is correct.');
    return L;
  } },
  appointment_confirmation: { w: 2.5, cats: ['person_name', 'email', 'passport_number', 'phone_number', 'webhook_url'], gen(c) {
    const L = c.r.pick([c.host.lang, 'en']);
    c.b.line('From: ', c.N('role_mailbox') || 'Terminbuchung <noreply>', '').line('Subject: Appointment confirmed / ', c.r.pick(['Terminbestätigung', 'Confirmation de rendez-vous', 'Confirmación de cita', 'Conferma appuntamento']));
    c.b.nl(); c.say(L, 'hello', { name: c.name() }) && c.b.nl();
    c.b.line('Your appointment for: residence permit / biometric enrolment');
    if (c.negOn) c.b.line('Date: ', c.N('non_birth_date', L), ', ', c.N('weekday', L)).line('Booking: ', c.N('booking_reference')).line('Location: ', c.N('place'));
    else c.b.line('Please arrive 15 minutes early.');
    F(c, 'passport', O(c, 'passport_number', () => c.passport(), 1.1), 'en');
    F(c, 'phone', O(c, 'phone_number', () => c.phone(c.origin)), 'en');
    F(c, 'email', O(c, 'email', () => c.email()), 'en');
    if (c.negOn && c.r.chance(0.5)) c.b.line('Questions? Call ', c.N('public_service_number'), ' (Mon–Fri).');
    c.b.line('Bring: passport, biometric photo, proof of health insurance, fee.');
    return L;
  } },
  consular_email: { w: 3, cats: ['person_name', 'date_of_birth', 'passport_number', 'phone_number', 'email', 'national_id'], gen(c) {
    const L = c.origin.lang === 'nl' ? 'en' : c.origin.lang; const say = (k, s) => c.say(L, k, s) && c.b.nl();
    c.b.line('Subject: ', c.r.pick(['Passport renewal', 'Consular registration', 'Lost passport', 'Birth registration abroad']), ' – ', c.P.latinFull.toUpperCase() === c.P.latinFull ? '' : '').nl();
    say('hello0'); say('moved');
    if (c.want('passport_number', 1.2)) say('passport', { passport: c.passport() });
    if (c.want('date_of_birth', 1.2)) say('dob', { dob: c.dob(c.P, c.origin, L) });
    if (c.want('national_id')) say('natid', { natid: c.anyNat() });
    say('ask'); if (c.want('phone_number')) say('phone', { phone: c.phone(c.host) });
    if (c.want('email', 0.5)) say('email', { email: c.email() });
    say('thanks'); say('regards'); c.b.line(c.name());
    return L;
  } },
  posted_worker_declaration: { w: 1.8, cats: ['person_name', 'national_id', 'tax_id', 'street_address', 'date_of_birth'], gen(c) {
    const L = c.r.pick(['en', c.host.lang]); c.lang = L;
    c.b.line('POSTED WORKER DECLARATION / Entsendemeldung – Directive 96/71/EC').line('A1 certificate attached: ', c.N('file_name') || 'yes');
    c.b.line('Employer: ', c.N('company') || 'sending undertaking (home)', c.negOn ? ' — VAT ' : '', c.N('company_vat_id'));
    F(c, 'name', c.name(c.P, 'latin'), L);
    F(c, 'dob', O(c, 'date_of_birth', () => c.dob(c.P, c.host, L)), L);
    c.b.line('Social security no. (home): ', O(c, 'national_id', () => c.anyNat(), 1.4) || 'see A1');
    c.b.line('Tax ID (home): ', O(c, 'tax_id', () => c.anyTax(), 1.4) || 'n/a');
    c.b.line('Place of work (host): ', O(c, 'street_address', () => c.addr(c.host)) || 'various sites');
    if (c.negOn) c.b.line('Posting period: ', c.N('non_birth_date', L), ' – ', c.N('non_birth_date', L)).line('Contact person: ', c.N('job_title'), ', ', c.N('role_mailbox'));
    c.b.line('Signature: ________________');
    return L;
  } },
  relocation_checklist: { w: 2.5, cats: ['person_name', 'phone_number', 'email', 'password', 'iban', 'street_address', 'passport_number'], gen(c) {
    const L = 'en'; c.b.line('# Client file (relocation)').line('Client: ', c.name(c.P, 'latin'), c.negOn ? ' (assignment via ' : '', c.N('company'), c.negOn ? ')' : '');
    c.b.line('- [x] Wohnungsgeberbestätigung received').line('- [ ] Anmeldung ', c.negOn ? 'on ' : '', c.N('non_birth_date', c.host.lang));
    if (c.want('phone_number')) c.b.line('- mobile (host SIM): ', c.phone(c.host));
    if (c.want('email')) c.b.line('- private mail: ', c.email());
    if (c.want('street_address')) c.b.line('- new flat: ', c.addr(c.host));
    if (c.want('password', 1.3)) c.b.line('- portal login (', c.r.pick(['Ausländerbehörde', 'ANEF', 'IND', 'gov.uk', 'ImmiAccount']), '): ', c.email(c.P, c.origin), ' / ', c.pw());
    if (c.want('iban')) c.b.line('- deposit paid from ', c.iban(c.host.bank.find((x) => x.startsWith('iban:'))?.slice(5)));
    if (c.want('passport_number', 0.4)) c.b.line('- passport (expires soon!): ', c.passport());
    negLines(c, NEG_FORM, c.r.int(1, 2), 'en', (n) => `- ${negLabel(n.kind).toLowerCase()}: `);
    c.b.line('- [ ] health insurance cert');
    return L;
  } },
  payroll_export_csv: { w: 2, cats: ['person_name', 'tax_id', 'iban', 'national_id', 'bank_account', 'date_of_birth'], gen(c) {
    const cols = ['employee_id', 'name']; const maybe = (k, cat, b) => { if (c.want(cat, b)) cols.push(k); };
    maybe('home_tax_id', 'tax_id', 1.3); maybe('host_tax_id', 'tax_id', 0.8); maybe('iban', 'iban', 1); maybe('home_salary_acct', 'bank_account', 1.2); maybe('soc_sec_no', 'national_id', 0.9); maybe('dob', 'date_of_birth', 0.6);
    if (cols.length === 2) cols.push('home_tax_id');
    cols.push('shadow_payroll_gross', 'currency', 'cost_center');
    c.b.line('# export global_mobility_assignees ', c.N('timestamp') || '', c.negOn ? '' : 'Q3');
    c.b.line(cols.join(';'));
    const rows = c.r.int(1, 2); const persons = [c.P];
    for (let i = 1; i < rows; i++) persons.push(c.other(c.r.pick(['de', 'pl', 'it', 'fr', 'tr', 'hi', 'es', 'pt'])));
    for (const p of persons) { const pieces = []; for (const col of cols) { switch (col) {
      case 'employee_id': pieces.push('E' + c.r.digits(6)); break; case 'name': pieces.push(c.name(p, 'latin')); break;
      case 'home_tax_id': pieces.push(c.anyTax(p) || ''); break; case 'host_tax_id': pieces.push(c.taxid(c.host, p) || c.taxid(CT.DE, p)); break;
      case 'iban': pieces.push(c.iban()); break; case 'home_salary_acct': pieces.push(c.localAcct().v); break; case 'soc_sec_no': pieces.push(c.anyNat(p) || ''); break; case 'dob': pieces.push(c.dob(p, c.host)); break;
      case 'shadow_payroll_gross': pieces.push(c.negOn ? c.N('amount') : String(c.r.int(3000, 12000))); break; case 'currency': pieces.push(c.r.pick(['EUR', 'USD', 'GBP', 'CHF'])); break; case 'cost_center': pieces.push('CC-' + c.r.digits(4)); break; } }
      pieces.forEach((x, i) => { if (i) c.b.t(';'); c.b.x(x); }); c.b.nl(); }
    c.b.line('# rows: ', String(rows)).line('# generated by payroll bridge ', c.N('version_string') || '').line('# end of file');
    return 'en';
  } },
  student_enrolment: { w: 2, cats: ['person_name', 'date_of_birth', 'passport_number', 'email', 'phone_number', 'street_address'], gen(c) {
    const L = c.r.pick([c.host.lang, 'en']); c.lang = L;
    c.b.line(c.r.pick(['International Office – Enrolment form', 'Immatrikulationsantrag (internationale Studierende)', 'Dossier d\'inscription – étudiants internationaux']));
    F(c, 'name', c.name(), L); F(c, 'dob', O(c, 'date_of_birth', () => c.dob(c.P, c.origin, L), 1.2), L);
    F(c, 'passport', O(c, 'passport_number', () => c.passport()), L); F(c, 'email', O(c, 'email', () => c.email()), L); F(c, 'phone', O(c, 'phone_number', () => c.phone(c.origin)), L);
    F(c, 'addr', O(c, 'street_address', () => c.addr(c.host)), L);
    if (c.negOn) c.b.line('Scholarship: ', c.N('org_named_after_person')).line('Programme start: ', c.N('month', L), ' ', String(c.r.int(2025, 2027))).line('Semester fee: ', c.N('amount'));
    c.b.line('Documents: diploma (certified translation), language certificate, health insurance');
    return L;
  } },
  au_pair_contract: { w: 1.3, cats: ['person_name', 'date_of_birth', 'street_address', 'phone_number', 'passport_number'], gen(c) {
    const L = c.r.pick(['en', c.host.lang]); const host = c.other(c.host.cult);
    c.b.line(c.r.pick(['AU PAIR AGREEMENT', 'Au-pair-Vertrag', 'CONTRAT AU PAIR', 'SEASONAL WORK CONTRACT / Saisonarbeitsvertrag']));
    c.b.line('between the host family ', c.name(host, 'latin'), c.want('street_address') ? ', residing at ' : '', c.b.labels.length < c.budget && c.want('street_address', 0.3) ? c.addr(c.host) : null);
    c.b.line('and ', c.name(c.P, 'latin'), c.want('date_of_birth') ? ', born ' : '', c.b.labels.length < c.budget && c.want('date_of_birth', 0.5) ? c.dob(c.P, c.host, 'en') : null, c.want('passport_number', 0.5) ? ', passport ' : '', c.b.labels.length < c.budget && c.want('passport_number', 0.4) ? c.passport() : null);
    c.b.line('1. Working time max. 30 h/week; pocket money ', c.N('amount') || 'as agreed', ' per month.');
    c.b.line('2. Start: ', c.N('non_birth_date', L) || 'upon visa issuance', '; language course at ', c.N('org_named_after_person') || 'a local school', '.');
    if (c.want('phone_number')) c.b.line('Emergency contact of the family: ', c.phone(c.host));
    c.b.line('Signed: ____________   ____________');
    return 'en';
  } },
  certified_translation: { w: 2.5, cats: ['person_name', 'date_of_birth', 'national_id'], gen(c) {
    const doc = c.r.pick(['BIRTH CERTIFICATE', 'MARRIAGE CERTIFICATE', 'CERTIFICATE OF CIVIL STATUS', 'DIPLOMA']); const tgt = c.r.pick(['en', 'de', 'fr']);
    c.b.line('CERTIFIED TRANSLATION from ', c.origin.lang.toUpperCase(), ' into ', tgt.toUpperCase()).line(doc).nl();
    const native = c.P.hasScript || ['zh', 'ja', 'ko', 'vi'].includes(c.P.culture);
    const latinName = c.name(c.P, 'latin'); const showNative = native && !!latinName.category && c.want('person_name', 0.9);
    c.b.line('Name: ', latinName, showNative ? ' [in original script: ' : '', showNative ? c.name(c.P, 'native', true) : null, showNative ? ']' : '');
    c.b.line('Date of birth: ', c.want('date_of_birth', 1.4) ? c.dob(c.P, c.origin, tgt) : '[see original]');
    if (c.want('person_name', 0.6)) { const f = c.other(c.origin.cult); c.b.line('Father: ', c.name(f)); }
    if (c.want('national_id', 0.7)) { const n = c.natid(c.origin); if (n) c.b.line('Personal no.: ', n); }
    c.b.line('[Translator\'s note: round seal of the civil registry office, partly illegible]');
    c.b.line('[Translator\'s note: the name is transliterated as in the passport]');
    if (c.negOn) c.b.line('Register entry no. ', c.N('case_number'), ', issued ', c.N('non_birth_date', tgt));
    c.b.line('I, sworn translator ', c.negOn ? '' : '', c.name(c.other(c.host.cult), 'latin'), ', certify that this is a true translation.');
    return tgt;
  } },
  apostille_request: { w: 1.2, cats: ['person_name', 'email', 'phone_number', 'street_address', 'credit_card'], gen(c) {
    const L = c.r.pick(['en', c.origin.lang]); c.lang = L === 'nl' ? 'en' : L;
    c.b.line('Apostille request – Hague Convention of 5 October 1961').line('Document: ', c.r.pick(['birth certificate', 'university diploma', 'police clearance', 'marriage certificate']));
    F(c, 'name', c.name(), c.lang); F(c, 'addr', O(c, 'street_address', () => c.addr(c.origin)), c.lang); F(c, 'email', O(c, 'email', () => c.email()), c.lang); F(c, 'phone', O(c, 'phone_number', () => c.phone(c.host)), c.lang);
    if (c.want('credit_card', 1.3)) c.b.line(c.field('card', c.lang), ': ', c.card(), ' exp ', String(c.r.int(1, 12)).padStart(2, '0'), '/', String(c.r.int(26, 31)));
    negLines(c, ['invoice_number', 'amount', 'tracking_number', 'masked_value'], c.r.int(1, 2), 'en');
    c.b.line('Return by courier to the address above.');
    return c.lang;
  } },
  remittance_receipt: { w: 2.2, cats: ['bank_account', 'credit_card', 'iban', 'crypto_wallet'], gen(c) {
    const rec = c.other(c.origin.cult);
    c.b.line(c.negOn ? '' : 'MONEY TRANSFER RECEIPT', c.N('company'), c.negOn ? ' – money transfer receipt' : '').line('Tracking no. (MTCN): ', c.N('tracking_number') || '(see SMS)');
    c.b.line('Sender: ', c.name(c.P, 'latin')); if (c.want('phone_number')) c.b.line('Sender phone: ', c.phone(c.host));
    if (c.want('credit_card', 1.1)) c.b.line('Paid with card: ', c.card());
    c.b.line('Receiver: ', c.name(rec, c.r.pick(['latin', 'native'])));
    const acct = c.want('bank_account', 1.3) ? c.localAcct(c.r.pick(['in', 'ng', 'ph', 'mx', 'br', 'cn'])) : c.want('iban') ? c.iban(c.r.pick(['UA', 'TR', 'PL', 'RO', 'AE'])) : null;
    if (acct) c.b.line('Payout to: ', acct);
    if (c.want('crypto_wallet', 0.8)) c.b.line('Stablecoin payout address: ', c.wallet(c.r.pick(['trx', 'eth'])));
    if (c.negOn) c.b.line('Amount sent: ', c.N('amount'), '  Fee: ', c.N('amount')).line('Customer service: ', c.N('public_service_number'));
    c.b.line('Keep this receipt. The receiver must show ID.');
    return 'en';
  } },
  bank_kyc_form: { w: 2.5, cats: ['person_name', 'date_of_birth', 'national_id', 'tax_id', 'passport_number', 'street_address', 'ip_address'], gen(c) {
    const L = c.r.pick([c.host.lang, c.host.lang, 'en']); c.lang = L;
    c.b.line(c.r.pick(['Account opening – Know Your Customer', 'Kontoeröffnung – Legitimationsprüfung', 'Ouverture de compte – KYC', 'Apertura de cuenta – KYC'])).line('-'.repeat(30));
    F(c, 'name', c.name(c.P, 'passport'), c.lang); F(c, 'dob', O(c, 'date_of_birth', () => c.dob(c.P, c.host, c.lang)), c.lang);
    F(c, 'addr', O(c, 'street_address', () => c.addr(c.host)), c.lang);
    F(c, 'passport', O(c, 'passport_number', () => c.passport(), 0.8), c.lang);
    c.b.line('Tax residence (CRS/FATCA): ', c.origin.cc, ' – TIN ', O(c, 'tax_id', () => c.anyTax(), 1.3) || 'not issued');
    F(c, 'natid', O(c, 'national_id', () => c.resid(c.host) || c.anyNat()), c.lang);
    if (c.want('iban', 1.1)) c.b.line('Reference account (home): ', c.iban());
    if (c.want('bank_account', 1.2)) c.b.line('Existing account abroad: ', c.localAcct());
    if (c.want('crypto_wallet', 0.6)) c.b.line('Source of funds – declared crypto wallet: ', c.wallet());
    if (c.want('ip_address', 1.2)) c.b.line('Video-ident session from IP ', c.ip(), c.negOn ? ' at ' : '', c.N('timestamp'));
    negLines(c, ['bic', 'masked_value', 'case_number', 'placeholder', 'documented_example'], c.r.int(1, 2), 'en');
    return c.lang;
  } },
  proof_of_address_letter: { w: 1.5, cats: ['person_name', 'street_address', 'iban', 'phone_number'], gen(c) {
    const L = c.host.lang === 'nl' ? 'en' : c.host.lang; const ll = c.other(c.host.cult);
    c.b.line(c.name(ll, 'latin')).line(c.want('street_address', 0.6) ? '' : '', c.b.labels.length < c.budget && c.want('street_address', 0.5) ? c.addr(c.host) : '(landlord)').nl();
    c.b.line('Wohnungsgeberbestätigung / Landlord confirmation (proof of address)').nl();
    c.b.line('I confirm that ', c.name(), ' has lived at');
    c.b.line(c.addr(c.host)).line('since ', c.N('non_birth_date', L) || 'the start of the tenancy', '.');
    if (c.want('iban', 0.9)) c.b.line('Rent is paid to ', c.iban(c.host.bank.find((x) => x.startsWith('iban:'))?.slice(5) || 'DE'));
    if (c.want('phone_number', 0.6)) c.b.line('Landlord phone: ', c.phone(c.host));
    c.b.line('Signature ______   ', c.N('place') || '', '');
    return L;
  } },
  rental_application: { w: 1.8, cats: ['person_name', 'email', 'phone_number', 'street_address', 'iban', 'date_of_birth'], gen(c) {
    const L = c.r.pick([c.host.lang, c.host.lang, 'en']); c.lang = L;
    c.b.line(c.r.pick(['Mieterselbstauskunft', 'Rental application', 'Dossier de location', 'Solicitud de alquiler']));
    F(c, 'name', c.name(c.P, 'latin'), L); F(c, 'dob', O(c, 'date_of_birth', () => c.dob(c.P, c.host, L)), L);
    F(c, 'addr', O(c, 'street_address', () => c.addr(c.origin), 0.8), L); F(c, 'phone', O(c, 'phone_number', () => c.phone(c.host)), L); F(c, 'email', O(c, 'email', () => c.email()), L);
    if (c.negOn) c.b.line('Employer: ', c.N('company'), ' – ', c.N('job_title')).line('Net income: ', c.N('amount'));
    F(c, 'iban', O(c, 'iban', () => c.iban()), L);
    F(c, 'account', O(c, 'bank_account', () => c.localAcct(), 0.8), L);
    if (c.want('credit_card', 0.7)) c.b.line('Holding deposit card: ', c.card());
    c.b.line('Pets: no   Smoker: no   Moving in with: partner');
    return L;
  } },
  health_insurance_enrolment: { w: 1.5, cats: ['person_name', 'date_of_birth', 'national_id', 'credit_card', 'email'], gen(c) {
    const L = c.r.pick([c.origin.lang, c.host.lang, 'en']); c.lang = L;
    c.b.line('International health insurance – enrolment').line('Plan: expat comprehensive, ', c.N('company') || 'worldwide excl. USA');
    F(c, 'name', c.name(), L); F(c, 'dob', O(c, 'date_of_birth', () => c.dob(c.P, c.origin, L), 1.3), L);
    F(c, 'natid', O(c, 'national_id', () => c.resid(c.host) || c.anyNat(), 1.1), L); F(c, 'email', O(c, 'email', () => c.email()), L);
    if (c.want('credit_card', 1.3)) c.b.line('Premium payment card: ', c.card(), '  CVC ***');
    negLines(c, ['policy_number', 'amount', 'non_birth_date', 'age', 'public_service_number'], c.r.int(1, 3), 'en');
    return L;
  } },
  tax_residency_certificate: { w: 2, cats: ['person_name', 'tax_id', 'street_address', 'date_of_birth', 'national_id'], gen(c) {
    const L = c.r.pick(['en', c.host.lang]);
    c.b.line(c.r.pick(['CERTIFICATE OF TAX RESIDENCE', 'Ansässigkeitsbescheinigung', 'Attestation de résidence fiscale', 'Non-resident income tax return (form NR)'])).line('for the purposes of the double taxation agreement');
    c.b.line('Taxpayer: ', c.name(c.P, 'passport'));
    c.b.line('Tax identification no.: ', c.taxid(c.host) || c.anyTax());
    if (c.want('tax_id', 0.8)) c.b.line('Foreign TIN: ', c.anyTax());
    if (c.want('street_address')) c.b.line('Address: ', c.addr(c.host));
    if (c.want('date_of_birth', 0.8)) c.b.line('Born: ', c.dob(c.P, c.host, L));
    if (c.negOn) c.b.line('Tax year ', String(c.r.int(2023, 2025)), ' – income: ', c.N('amount')).line('Office: ', c.N('place'), ', file ', c.N('case_number'));
    c.b.line('This certificate is valid for one year.');
    return L;
  } },
  school_enrolment: { w: 1.3, cats: ['person_name', 'date_of_birth', 'phone_number', 'email', 'street_address'], gen(c) {
    const L = c.host.lang === 'nl' ? 'en' : c.host.lang; c.lang = L; const kid = c.other(c.origin.cult); for (let i = 0; i < 100; i++) { kid.dob = { y: c.r.int(2010, 2020), m: c.r.int(1, 12), d: c.r.int(1, 28) }; const k = `dob|${kid.dob.y}-${kid.dob.m}-${kid.dob.d}`; if (!c.used.has(k)) { c.used.add(k); break; } }
    c.b.line(c.r.pick(['School enrolment – international class', 'Schulanmeldung – Willkommensklasse', 'Inscription scolaire – UPE2A'])).line('Pupil: ', c.name(kid));
    c.b.line(c.field('dob', L), ': ', c.dob(kid, c.host, L), c.negOn ? ' (' : '', c.N('age'), c.negOn ? ')' : '');
    c.b.line('Parent/guardian: ', O(c, 'person_name', () => c.name(c.P, 'latin'), 1) || 'see file');
    F(c, 'phone', O(c, 'phone_number', () => c.phone(c.host)), L); F(c, 'email', O(c, 'email', () => c.email()), L); F(c, 'addr', O(c, 'street_address', () => c.addr(c.host)), L);
    c.b.line('Languages spoken at home: ', c.origin.lang, ', en');
    return L;
  } },
  lawyer_intake_notes: { w: 2, cats: ['person_name', 'date_of_birth', 'passport_number', 'phone_number', 'national_id', 'email'], gen(c) {
    c.b.line('INTAKE ', c.N('case_number') || '', c.negOn ? ' ' : '', '– ', c.N('weekday', 'en') || 'call').line('cl.: ', c.name(c.P, c.r.pick(['passport', 'latin'])), ' (', c.origin.cc, ')');
    if (c.want('date_of_birth', 1.2)) c.b.line('dob ', c.dob(c.P, c.origin, 'en'), c.negOn ? ' / ' : '', c.N('age'));
    if (c.want('passport_number')) c.b.line('PP ', c.passport(), ' exp. ', c.N('non_birth_date', 'en') || 'soon');
    if (c.want('national_id')) c.b.line('ID ', c.resid(c.host) || c.anyNat());
    c.b.line('- came on Schengen C visa, now job offer from ', c.N('company') || 'local employer', ' – Blue Card?');
    c.b.line('- spouse + 1 child stay in ', c.N('place') || 'home country', ' for now');
    if (c.want('phone_number')) c.b.line('- WhatsApp ', c.phone(c.origin));
    if (c.want('email', 0.5)) c.b.line('- mail ', c.email());
    c.b.line('- fee agreed: ', c.N('amount') || 'tbd', ', retainer sent');
    return 'en';
  } },
  lawyer_case_email: { w: 1.6, cats: ['person_name', 'passport_number', 'email', 'phone_number', 'tax_id'], gen(c) {
    const L = c.origin.lang; const lawyer = c.other(c.host.cult);
    c.b.line('From: ', c.workEmail(lawyer, c.r.pick(['kanzlei-hartmann.de', 'avocats-legrand.fr', 'vidal-abogados.es', 'holt-immigration.co.uk']))).line('To: ', O(c, 'email', () => c.email(), 1) || 'client').line('Subject: Re: ', c.N('case_number') || 'your residence permit');
    c.b.nl().line('Dear ', c.name(c.P, 'latin'), ',');
    c.b.line('the authority asked for the missing ', c.N('grammar_noun') || 'documents', '. Please also confirm your passport number');
    if (c.want('passport_number', 1.1)) { const tx = c.want('tax_id', 0.8) ? c.anyTax() : null; c.b.line('(we have ', c.passport(), ' on file) and your foreign tax number', tx ? ' ' : '', tx, '.'); }
    else c.b.line('and your foreign tax number.');
    if (c.negOn) c.b.line('Deadline: ', c.N('non_birth_date', 'en'), '.');
    c.b.line('Best regards').line(c.name(lawyer, 'latin'), c.negOn ? ', ' : '', c.N('job_title'));
    if (c.want('phone_number', 0.5)) c.b.line('T ', c.phone(c.host));
    return 'en';
  } },
  forum_post: { w: 2.5, cats: ['person_name', 'phone_number', 'email', 'passport_number', 'date_of_birth', 'crypto_wallet', 'password'], gen(c) {
    const L = c.origin.lang === 'nl' ? 'en' : c.origin.lang; const say = (k, s) => c.say(L, k, s) && c.b.nl();
    c.b.line(c.r.pick(['[Expats in ', 'Re: [', 'Topic: ']), c.r.pick(['Berlin', 'Lisbon', 'Dubai', 'Toronto', 'Warsaw', 'Tokyo']), '] ', c.r.pick(['residence permit help', 'Blue Card timeline', 'bank account without Anmeldung?', 'NIE appointment']));
    c.b.line('posted by ', c.P.givenL.toLowerCase() + c.r.int(10, 99)).nl();
    say('hello0'); say('moved'); say('ask'); if (c.negOn) say('worried');
    if (c.want('phone_number', 0.8)) say('phone', { phone: c.phone(c.host) });
    if (c.want('email', 0.8)) say('email', { email: c.email() });
    if (c.want('passport_number', 0.4)) say('passport', { passport: c.passport() });
    if (c.want('password', 0.35)) say('pw', { pw: c.pw() });
    if (c.want('crypto_wallet', 0.6)) say('wallet', { wallet: c.wallet() });
    if (c.want('bank_account', 0.5)) say('acct', { acct: c.localAcct() });
    if (c.negOn && c.r.chance(0.5)) c.b.line('PS: the clerk looked like ', c.NL(['public_figure', 'fictional_character']), ' 😅');
    say('thanks');
    return L;
  } },
  group_chat: { w: 2.5, cats: ['person_name', 'phone_number', 'iban', 'credit_card', 'crypto_wallet', 'street_address', 'password'], gen(c) {
    const L = c.origin.lang === 'nl' ? 'en' : c.origin.lang; const other = c.other(c.origin.cult);
    const ts = () => `[${String(c.r.int(1, 28)).padStart(2, '0')}.${String(c.r.int(1, 12)).padStart(2, '0')}.${String(c.r.int(24, 26))}, ${String(c.r.int(7, 23)).padStart(2, '0')}:${String(c.r.int(0, 59)).padStart(2, '0')}] `;
    const who = (p) => [ts(), c.given(p), ': ']; // chat display names: soft given_name labels
    c.b.x(who(c.P)); c.say(L, 'moved') || c.say(L, 'ask'); c.b.nl();
    c.b.t(ts()).x(c.given(other)).t(': '); c.say(L, 'ask'); c.b.t(' 🙏\n');
    const m = [['phone_number', () => c.say(L, 'phone', { phone: c.phone(c.host) })], ['iban', () => c.say(L, 'iban', { iban: c.iban() })], ['credit_card', () => c.say(L, 'card', { card: c.card() })], ['crypto_wallet', () => c.say(L, 'wallet', { wallet: c.wallet() })], ['street_address', () => c.say(L, 'addr', { addr: c.addr(c.host) })], ['password', () => c.say(L, 'pw', { pw: c.pw() })]];
    let k = 0; for (const [cat, f] of c.r.shuffle(m)) { if (k >= 3) break; if (c.want(cat, 0.9)) { c.b.x(who(c.r.chance(0.5) ? c.P : other)); f(); c.b.t(c.r.pick(['', ' 👍', ' ❤️', ' 🇺🇦', ' 🙂'])).nl(); k++; } }
    c.b.x(who(other)); c.say(L, 'thanks'); c.b.nl();
    return L;
  } },
  family_message: { w: 2, cats: ['iban', 'bank_account', 'credit_card', 'crypto_wallet', 'phone_number'], gen(c) {
    const L = c.origin.lang === 'nl' ? 'en' : c.origin.lang;
    const greet = { de: 'Hallo Mama,', fr: 'Coucou maman,', es: 'Hola mamá,', pt: 'Oi mãe,', it: 'Ciao mamma,', pl: 'Cześć mamo,', tr: 'Anneciğim merhaba,', ru: 'Мам, привет!', uk: 'Мамо, привіт!', ar: 'ماما، السلام عليكم،', zh: '妈，', ja: 'お母さんへ', ko: '엄마,', hi: 'माँ, नमस्ते,', vi: 'Mẹ ơi,', en: 'Hi Mum,' }[L] || 'Hi Mum,';
    c.b.line(greet); c.say(L, 'moved') && c.b.nl();
    const fns = [['iban', () => c.say(L, 'iban', { iban: c.iban() })], ['bank_account', () => c.say(L, 'acct', { acct: c.localAcct() })], ['credit_card', () => c.say(L, 'card', { card: c.card(c.r.pick(['visa', 'mastercard', 'mir', 'unionpay', 'rupay', 'troy'])) })], ['crypto_wallet', () => c.say(L, 'wallet', { wallet: c.wallet() })], ['phone_number', () => c.say(L, 'phone', { phone: c.phone(c.host) })], ['street_address', () => c.say(L, 'addr', { addr: c.addr(c.host) })]];
    let k = 0; for (const [cat, f] of c.r.shuffle(fns)) { if (k >= 3) break; if (c.want(cat, 1)) { f() && c.b.nl(); k++; } }
    if (c.negOn) c.b.line(c.NL(['amount', 'non_birth_date', 'place', 'company']), ' ❤️');
    c.say(L, 'thanks'); c.b.nl().line(c.given());
    return L;
  } },
  chatbot_transcript: { w: 2, cats: ['person_name', 'date_of_birth', 'passport_number', 'email', 'phone_number', 'national_id'], gen(c) {
    const L = c.r.pick(['en', c.origin.lang, c.origin.lang]);
    c.b.line('--- RelocBot session ', c.N('uuid') || '', ' ---').line('Bot: Hi! I am RelocBot. What is your full name?').line('User: ', c.name());
    if (c.want('date_of_birth', 1.2)) { c.b.line('Bot: Thanks. Your date of birth?').t('User: '); c.say(L, 'dob', { dob: c.dob(c.P, c.origin, L) }); c.b.nl(); }
    if (c.want('passport_number')) { c.b.line('Bot: Please type your passport number (no spaces).').line('User: ', c.passport()); }
    if (c.want('national_id', 0.8)) { const n = c.resid(c.host) || c.anyNat(); if (n) c.b.line('Bot: Do you already have a local ID number?').line('User: yes ', n); }
    if (c.want('email')) c.b.line('Bot: Where should we send the checklist?').line('User: ', c.email());
    if (c.want('phone_number', 0.6)) { c.b.t('User: '); c.say(L, 'phone', { phone: c.phone(c.host) }); c.b.nl(); }
    if (c.negOn) c.b.line('Bot: Your case ', c.NL(['case_number', 'ticket_number']), ' was created. Office hours: ', c.N('weekday', 'en'), '.');
    c.b.line('Bot: Anything else? (type "agent" for a human)');
    return L;
  } },
  esign_audit_trail: { w: 1.8, cats: ['person_name', 'email', 'ip_address'], gen(c) {
    const signer2 = c.other(c.host.cult);
    c.b.line('Certificate of Completion').line('Envelope Id: ', c.N('uuid') || 'n/a').line('Subject: Please sign: employment contract & relocation addendum').line('Status: Completed').nl();
    for (const p of [c.P, signer2]) { c.b.line('Signer: ', c.name(p, 'latin')); if (c.want('email', 0.9)) c.b.line('  Email: ', p === c.P ? c.email() : c.workEmail(p)); c.b.line('  Signed using IP address: ', c.want('ip_address', 1.5) ? c.ip() : c.N('documentation_ip') || 'n/a'); if (c.negOn) c.b.line('  Timestamp: ', c.N('timestamp')); }
    c.b.line('Document hash: ', c.N('hash') || '(not shown)');
    return 'en';
  } },
  // ---------------- systems
  case_mgmt_json: { w: 2.5, cats: ['person_name', 'email', 'phone_number', 'date_of_birth', 'passport_number', 'national_id'], gen(c) {
    const q = (x) => ['"', x, '"']; const B = c.b;
    B.line('{').line('  "case_id": ', q(c.N('uuid') || 'c-' + c.r.digits(6)), ',').line('  "status": "awaiting_documents",');
    B.line('  "client": {').line('    "name": ', q(c.name(c.P, c.r.pick(['latin', 'native']))), ',');
    if (c.want('date_of_birth', 1.1)) B.line('    "dob": ', q(c.dob(c.P, c.host, 'en')), ',');
    if (c.want('passport_number')) B.line('    "passport_no": ', q(c.passport()), ',');
    if (c.want('national_id', 0.9)) { const n = c.resid(c.host) || c.anyNat(); if (n) B.line('    "local_id": ', q(n), ','); }
    if (c.want('email')) B.line('    "email": ', q(c.email()), ',');
    if (c.want('phone_number')) B.line('    "phone": ', q(c.phone(c.host)), ',');
    B.line('    "nationality": "', c.origin.cc, '"').line('  },');
    if (c.want('webhook_url', 0.8)) B.line('  "status_callback": ', q(c.hook(c.r.pick(['zapier', 'make', 'n8n', 'ifttt', 'power_automate']))), ',');
    if (c.negOn) B.line('  "fee": ', q(c.N('amount')), ',').line('  "assigned_to": ', q(c.N('role_mailbox')), ',');
    B.line('  "updated_at": ', q(c.N('timestamp') || '2025-06-01'), '').line('}');
    return 'en';
  } },
  case_mgmt_csv: { w: 2, cats: ['person_name', 'email', 'phone_number', 'passport_number', 'date_of_birth', 'street_address'], gen(c) {
    const cols = ['case', 'client']; for (const [k, cat] of [['passport', 'passport_number'], ['email', 'email'], ['mobile', 'phone_number'], ['birth', 'date_of_birth'], ['address', 'street_address']]) if (c.want(cat, 0.45)) cols.push(k);
    if (cols.length < 3) cols.push('email'); cols.push('stage', 'next_step');
    c.b.line(cols.join(','));
    const rows = c.r.int(1, cols.length > 4 ? 1 : 2); const ps = [c.P]; if (rows > 1) ps.push(c.other(c.r.pick(['hi', 'zh', 'uk', 'ar', 'vi', 'tr'])));
    for (const p of ps) { cols.forEach((col, i) => { if (i) c.b.t(','); switch (col) { case 'case': c.b.x(c.N('case_number') || 'C' + c.r.digits(5)); break; case 'client': c.b.t('"').x(c.name(p, 'passport')).t('"'); break; case 'passport': c.b.x(c.passport()); break; case 'email': c.b.x(c.email(p)); break; case 'mobile': c.b.x(c.phone(c.host)); break; case 'birth': c.b.x(c.dob(p, c.host, 'en')); break; case 'address': c.b.t('"').x(c.addr(c.host)).t('"'); break; case 'stage': c.b.t(c.r.pick(['intake', 'docs', 'submitted', 'approved'])); break; case 'next_step': c.b.x(c.N('non_birth_date', 'en') || 'call client'); break; } }); c.b.nl(); }
    c.b.line('# exported from CaseDesk ', c.N('version_string') || '').line('# do not forward outside the team').line('# encoding utf-8');
    return 'en';
  } },
  booking_webhook_payload: { w: 2.5, cats: ['webhook_url', 'api_key', 'auth_token', 'person_name', 'email', 'phone_number'], gen(c) {
    const B = c.b; B.line('# incoming booking webhook – debug dump (', c.N('timestamp') || 'today', ')');
    B.line('POST ', c.want('webhook_url', 1.5) ? c.hook(c.r.pick(['zapier', 'make', 'n8n', 'pipedream', 'power_automate'])) : '/hooks/booking');
    if (c.want('auth_token', 1.2)) { const [, t] = c.authToken(c.r.pick(['jwt', 'opaque_bearer_token'])); B.line('Authorization: Bearer ', t); }
    if (c.want('api_key', 1.1)) { const [, k] = c.apiKey(c.r.pick(['stripe_webhook_secret', 'sumsub_app_token', 'onfido_api_token', 'veriff_api_secret'])); B.line('X-Signing-Secret: ', k); }
    B.line('Content-Type: application/json').nl().line('{"event":"appointment.created","id":"', c.N('uuid') || 'evt_1', '",');
    B.line(' "invitee":{"name":"', c.name(), '"', c.want('email') ? ',"email":"' : '', c.b.labels.length < c.budget && c.want('email', 0.5) ? c.email() : null, c.want('phone_number', 0.5) ? '","phone":"' : '"', c.b.labels.length < c.budget && c.want('phone_number', 0.3) ? c.phone(c.host) : null, '"},');
    B.line(' "slot":"', c.N('non_birth_date', 'en') || 'tbd', '","location":"', c.N('place') || 'online', '"}');
    return 'en';
  } },
  upload_portal_log: { w: 2.5, cats: ['ip_address', 'email', 'auth_token', 'person_name'], gen(c) {
    const ts = () => `2025-${String(c.r.int(1, 12)).padStart(2, '0')}-${String(c.r.int(1, 28)).padStart(2, '0')} ${String(c.r.int(0, 23)).padStart(2, '0')}:${String(c.r.int(0, 59)).padStart(2, '0')}:${String(c.r.int(0, 59)).padStart(2, '0')}`;
    const n = c.r.int(4, 8); let ipSeen = null;
    for (let i = 0; i < n; i++) { const k = c.r.int(0, 4); c.b.t(ts() + ' ' + c.r.pick(['INFO ', 'WARN ', 'INFO ']));
      if (k === 0 && c.want('ip_address', 1.6)) { ipSeen = c.ip(); c.b.line('upload.start client=', ipSeen, ' file=', c.N('file_name') || 'scan.pdf'); }
      else if (k === 1 && c.want('email', 0.9)) c.b.line('auth.login user=', c.email(), ' ok mfa=sms');
      else if (k === 2 && c.want('auth_token', 1.1)) { const [, t] = c.authToken(c.r.pick(['session_cookie', 'jwt', 'opaque_bearer_token'])); c.b.line('session.issue cookie=', t); }
      else if (k === 3 && c.want('person_name', 0.6)) c.b.line('ocr.extract doc=passport holder="', c.name(c.P, 'passport'), '"');
      else c.b.line('request id=', c.N('uuid') || c.r.hex(8), ' path=/api/upload status=200 ', c.negOn ? 'ver=' : '', c.N('version_string')); }
    if (c.negOn) c.b.t(ts() + ' WARN ').line('blocked probe from ', c.N('documentation_ip'), ' (example range)');
    return 'en';
  } },
  app_env_config: { w: 4, cats: ['connection_string', 'api_key', 'password', 'webhook_url', 'auth_token', 'private_key'], gen(c) {
    const cm = { de: '# Achtung: nicht ins Git einchecken!', fr: '# Attention : ne pas commiter ce fichier', es: '# No subir a git', it: '# Non committare', pl: '# Nie commitować!', pt: '# Não fazer commit', tr: '# Git\'e gönderme', ja: '# コミットしないこと', en: '# do not commit' }[c.host.lang] || '# do not commit';
    const B = c.b; B.line(cm).line('NODE_ENV=production').line('APP_VERSION=', c.N('version_string') || '1.0.0');
    const items = c.r.shuffle([
      ['connection_string', () => B.line(c.r.pick(['DATABASE_URL', 'MONGO_URI', 'REDIS_URL', 'AMQP_URL']), '=', c.conn())],
      ['api_key', () => { const [n, k] = c.apiKey(); B.line(n, '=', k); }],
      ['api_key', () => { const [n, k] = c.apiKey(); B.line(n, '=', k); }],
      ['password', () => B.line(c.r.pick(['SMTP_PASSWORD', 'DB_PASSWORD', 'ADMIN_PASSWORD', 'MAIL_PASS']), '=', c.pw(c.r.pick(['random', 'human', 'leet'])))],
      ['webhook_url', () => B.line(c.r.pick(['SLACK_WEBHOOK_URL', 'TEAMS_WEBHOOK', 'DISCORD_WEBHOOK', 'ALERT_HOOK']), '=', c.hook(c.r.pick(['slack', 'msteams', 'discord', 'google_chat', 'mattermost'])))],
      ['auth_token', () => { const [n, t] = c.authToken(); B.line(n, '=', t); }],
      ['private_key', () => B.line('JWT_PRIVATE_KEY="', c.pem(c.r.pick(['ec', 'rsa1k', 'ed25519_pkcs8']), true), '"')],
    ]);
    for (const [cat, f] of items) if (c.want(cat, 0.9)) f();
    if (c.negOn) { negLines(c, ['placeholder', 'documented_example', 'credentialless_url'], c.r.int(1, 2), 'en', (n) => `# example: ${n.kind === 'credentialless_url' ? 'HEALTHCHECK_URL' : 'OLD_KEY'}=`); }
    B.line('LOG_LEVEL=info');
    return 'en';
  } },
  deploy_yaml: { w: 3, cats: ['connection_string', 'password', 'private_key', 'api_key', 'ip_address'], gen(c) {
    const B = c.b; B.line('# docker-compose.yml – visa-portal').line('services:').line('  app:').line('    image: registry.relokate.eu/visa-portal:', c.N('version_string') || 'latest').line('    environment:');
    if (c.want('connection_string', 1.1)) B.line('      - DATABASE_URL=', c.conn(c.r.pick(['postgres', 'mysql', 'jdbc', 'mssql'])));
    if (c.want('connection_string', 0.6)) B.line('      - BROKER_URL=', c.conn(c.r.pick(['amqp', 'redis', 'nats', 'servicebus', 'mqtt'])));
    if (c.want('api_key', 0.8)) { const [n, k] = c.apiKey(); B.line('      - ', n, '=', k); }
    if (c.want('password', 1.1)) B.line('      - POSTGRES_PASSWORD=', c.pw('random'));
    if (c.want('ip_address', 0.8)) B.line('    extra_hosts:').line('      - "legacy-crm:', c.ip(false), '"');
    if (c.want('private_key', 1.2)) { B.line('  # TLS key for the mTLS connection to the bank').line('  tls_key: |'); const k = c.pem(c.r.pick(['ec', 'ed25519_pkcs8', 'rsa1k'])); const ind = '    '; const lines = k.value.split('\n'); B.t(ind); B.x({ ...k, value: lines.join('\n' + ind) }); B.nl(); }
    if (c.want('webhook_url', 1)) B.line('    labels:').line('      alert.hook: "', c.hook(c.r.pick(['slack', 'msteams', 'discord', 'mattermost', 'google_chat'])), '"');
    if (c.negOn) B.line('    # healthcheck: ', c.N('credentialless_url'));
    B.line('    ports: ["8080:8080"]');
    return 'en';
  } },
  provider_settings_json: { w: 3, cats: ['api_key', 'auth_token', 'private_key', 'webhook_url', 'password'], gen(c) {
    const B = c.b; B.line('{').line('  "identity_verification": {').line('    "provider": "', c.r.pick(['onfido', 'sumsub', 'veriff', 'idnow']), '",');
    if (c.want('api_key', 1.2)) { const [, k] = c.apiKey(c.r.pick(['onfido_api_token', 'sumsub_app_token', 'veriff_api_secret'])); B.line('    "api_token": "', k, '",'); }
    B.line('    "region": "EU"').line('  },').line('  "payments": {');
    if (c.want('api_key', 1)) { const [, k] = c.apiKey(c.r.pick(['stripe_secret_key', 'adyen_api_key', 'mollie_api_key', 'braintree_access_token', 'square_access_token', 'gocardless_access_token', 'wise_api_token'])); B.line('    "secret_key": "', k, '",'); }
    if (c.negOn) B.line('    "test_key": "', c.N('documented_example'), '",');
    if (c.want('webhook_url', 1)) B.line('    "notify_url": "', c.hook(), '",');
    B.line('    "currency": "EUR"').line('  },').line('  "esign": {');
    if (c.want('private_key', 1.3)) B.line('    "rsa_private_key": "', c.pem(c.r.pick(['rsa1k', 'pkcs8', 'rsa']), true), '",');
    if (c.want('auth_token', 1)) { const [, t] = c.authToken(c.r.pick(['google_oauth_refresh_token', 'jwt', 'dropbox_access_token'])); B.line('    "refresh_token": "', t, '",'); }
    B.line('    "integration_key": "', c.N('uuid') || 'see vault', '"').line('  }').line('}');
    return 'en';
  } },
  it_credentials_note: { w: 3, cats: ['password', 'email', 'ip_address', 'private_key', 'auth_token', 'connection_string'], gen(c) {
    const L = c.host.lang === 'nl' ? 'en' : c.host.lang; const admin = c.other(c.host.cult);
    const t = { de: 'IT-Zugänge Büro (NICHT WEITERGEBEN)', fr: 'Accès informatiques agence (CONFIDENTIEL)', es: 'Accesos IT oficina (NO COMPARTIR)', it: 'Accessi IT ufficio (RISERVATO)', pl: 'Dostępy IT biura (POUFNE)', ja: '事務所ITアカウント（社外秘）', tr: 'Ofis IT erişimleri (GİZLİ)' }[L] || 'Office IT credentials (DO NOT SHARE)';
    const B = c.b; B.line(t).line('last update: ', c.name(admin, 'latin'), c.negOn ? ', ' : '', c.N('non_birth_date', L));
    if (c.want('password', 1.2)) B.line('WLAN "Relokate-Office": ', c.pw(c.r.pick(['human', 'phrase', 'native'])));
    if (c.want('ip_address', 1.3)) B.line('Router admin http://', c.ip(false), '  user admin / pw ', c.want('password', 0.9) ? c.pw('leet') : '(see safe)');
    if (c.want('email', 0.8)) B.line('M365 shared box: ', c.workEmail(admin), ' / ', c.b.labels.length < c.budget ? c.pw() : '***');
    if (c.want('auth_token', 0.6)) { const [, tk] = c.authToken(c.r.pick(['slack_bot_token', 'telegram_bot_token', 'discord_bot_token', 'github_oauth_token'])); B.line('Bot token (Kanal Kundenanfragen): ', tk); }
    if (c.want('connection_string', 0.6)) B.line('NAS backup DB: ', c.conn(c.r.pick(['mysql', 'postgres', 'smtp', 'elastic'])));
    if (c.want('private_key', 0.6)) { B.line('VPN key (wg0 / ssh):'); B.line(c.r.chance(0.5) ? c.pem('openssh') : c.pem('ec')); }
    if (c.want('webhook_url', 0.8)) B.line('Alerts channel hook: ', c.hook());
    if (c.negOn) B.line('Printer: ', c.N('private_ip_infra'), '   Support: ', c.N('public_service_number'));
    return L;
  } },
  ssh_deploy_note: { w: 1.5, cats: ['private_key', 'ip_address', 'password', 'crypto_wallet'], gen(c) {
    const B = c.b; B.line('## Deploy notes (booking app)').line('server: ', c.want('ip_address', 1.4) ? c.ip() : 'app01', ' (Hetzner), user deploy');
    if (c.want('private_key', 1.5)) { B.line('key (paste into ~/.ssh/id_ed25519):'); B.line(c.pem(c.r.pick(['openssh', 'openssh', 'ec', 'pgp']))); }
    if (c.want('password', 0.8)) B.line('sudo pw: ', c.pw('random'));
    if (c.want('crypto_wallet', 0.6)) B.line('donations/tips wallet for the dev: ', c.wallet());
    if (c.want('private_key', 0.5)) B.line('hot wallet key (testnet only!!): ', c.rawKey());
    if (c.negOn) B.line('commit ', c.N('hash'), ' – ', c.N('version_string'), ' – ', c.NL(['project_codename', 'ticket_number']));
    B.line('restart: systemctl restart booking');
    return 'en';
  } },
  passport_scan_ocr: { w: 3, cats: ['passport_number', 'person_name', 'date_of_birth'], gen(c) {
    c.b.line('OCR result – ', c.N('file_name') || 'upload', '').line('Type: P   Issuing state: ', c.origin.cc);
    c.b.line('Surname / Given names: ', c.name(c.P, 'passport'));
    if (c.want('date_of_birth', 1.2)) c.b.line('Date of birth: ', c.dob(c.P, { ...c.origin, o: 'DMY', sep: ' ' }, 'en'));
    c.b.line('MRZ:'); mrz(c, c.passport());
    c.b.line('confidence 0.97');
    return 'en';
  } },
};
export const KIND_NAMES = Object.keys(KINDS);
