import * as C from './checks.mjs';
// Document kinds. Each gen(d, ctx) writes one document; ctx.choose() steers the category balance.
import { T } from './lang.mjs';
import { WORDS } from './doc.mjs';
const PERSON = ['person_name', 'email', 'phone_number', 'street_address', 'date_of_birth', 'national_id', 'tax_id', 'passport_number'];
const q = (s) => (/[",\n]/.test(s) ? null : s);

function negLine(d, c) {
  const n = c.neg(); const r = c.r;
  const nameish = ['public_figure', 'fictional_character', 'org_named_after_person', 'product_or_company', 'job_title', 'month', 'weekday', 'project_codename', 'capitalised_noun'];
  if (n.kind === 'placeholder_name') return d.l(r.pick(['e.g. ', 'z. B. ', 'ex. : ', 'p.ej. ', '例: ', '']), { N: n }, r.pick([' (Beispiel)', ' (example row)', ' – sample', '']));
  if (nameish.includes(n.kind)) return d.l(r.pick([`${c.T('notes')}: `, '> ', '* ', '-- ', `${c.T('agenda')}: `]), { N: n });
  return d.l(r.pick(['', '- ', '  ', '# ']), { N: n });
}
function negs(d, c, max = 3) { if (!c.withNeg) return; const k = c.r.int(1, max); for (let i = 0; i < k; i++) negLine(d, c); }
function kv(d, c, f, sep) { const s = sep || c.r.pick([': ', ': ', ' - ', ':\t', ' = ']); if (f.routing && c.r.chance(0.8)) d.l(f.routingLabel, s, { L: f.routing }); d.l(f.label, s, { L: f.item }); }
function signoff(d, c, p) { d.l(''); d.l(c.T('regards')); if (p) d.l({ L: c.r.chance(0.3) ? c.given(p) : c.name(p, false) }); }
const header = (d, c, key, org) => { d.l(`${org ? org + ' – ' : ''}${c.T(key)}`); d.l(c.r.pick(['', '='.repeat(20), '----'])); };
function orgName(c) { return c.r.pick({ en: ['Oakfield PTFA', '7th Kirkby Scouts', 'Harehills Food Bank', 'Meadowbank Allotment Society', 'St Mark’s Community Choir', 'Eastside Tenants’ Union'], de: ['TSV Lindenau 1898 e.V.', 'Förderverein GS Am Park', 'Tafel Nordstadt e.V.', 'KGV Sonnenhang', 'Freiwillige Feuerwehr Mittelbach', 'Posaunenchor Kirchrode'], fr: ['AS Saint-Roch', 'Amicale des Lilas', 'APE École du Centre', 'Chorale La Clé des Chants'], es: ['Club de Remo Ebro', 'AMPA CEIP Los Olivos', 'Banco de Alimentos del Barrio'], it: ['ASD Polisportiva Borgo', 'Coro Parrocchiale San Marco', 'Bocce Club Verona'], nl: ['VV De Meeuwen', 'Oudervereniging De Kring', 'Volkstuinvereniging Ons Genoegen'], pt: ['Associação de Moradores do Bonfim', 'Grupo Desportivo Vila Nova', 'Escoteiros Agrupamento 42'], pl: ['OSP Lipnik', 'Rada Rodziców SP 12', 'Klub Szachowy Hetman'], sv: ['IK Stjärnan BK', 'Koloniföreningen Solbacken', 'Föräldraföreningen Ekbacken'], nb: ['Fjellhaug IL', 'FAU Solberg skole', 'Borettslaget Lia'], tr: ['Yeşilvadi Derneği', 'Okul Aile Birliği', 'Mahalle Spor Kulübü'], el: ['Σύλλογος Γονέων 5ου Δημοτικού', 'Πολιτιστικός Σύλλογος Αγ. Δημητρίου'], uk: ['Громада «Калина»', 'Батьківський комітет 5-Б', 'Спортивний клуб «Сокіл»'], ar: ['جمعية النور الخيرية', 'مجلس أولياء الأمور', 'نادي الحي الرياضي'], he: ['מועדון הצופים רעננה', 'ועד ההורים', 'עמותת יד ביד'], hi: ['सेवा समिति जयपुर', 'अभिभावक संघ', 'श्री गणेश मंदिर ट्रस्ट'], ja: ['若林町内会', 'PTA 若葉小学校', '少年野球チーム ホークス'], ko: ['동네 회관 운영위원회', '학부모회', '조기축구회'], zh: ['社区会员之家', '家长委员会', '业主委员会'] }[c.lang]); }

export const KINDS = {
  membership_register: { pool: PERSON.concat(['iban', 'bank_account']), gen(d, c) {
    const cats = ['person_name', ...c.choose(PERSON.filter((x) => x !== 'person_name').concat(['iban']), c.r.int(1, 2))];
    const cols = cats.map((k) => (k === 'person_name' ? c.T('name') : k === 'iban' ? 'IBAN' : c.field(k, c.person()).label));
    const sep = c.r.pick([';', ',', '\t', ' | ']);
    d.l(`# ${c.T('register')} ${orgName(c)}`); if (c.withNeg) { negLine(d, c); }
    d.l(['Nr', ...cols, c.T('member'), c.T('fee')].join(sep));
    const rows = c.r.int(1, 2); for (let i = 0; i < rows && d.nLabels + cats.length <= 6; i++) { const p = c.person(); const parts = [String(c.r.int(1, 400)).padStart(3, '0'), sep]; cats.forEach((k) => { let f = c.field(k, p); if (sep !== ',' || !/,/.test(f.item.value)) parts.push({ L: f.item }); else parts.push('"', { L: f.item }, '"'); parts.push(sep); }); parts.push(String(c.r.int(1998, 2025)), sep, c.cur(`${c.r.int(2, 12)}0.00`)); d.l(...parts); }
    d.l(`${c.r.int(3, 20)}${sep}[${c.r.pick(['ausgetreten', 'withdrawn', 'radié', 'baja', 'deleted'])}]${sep.repeat(cols.length + 1)}`);
    negs(d, c, 2);
  } },
  emergency_contact_sheet: { pool: ['person_name', 'phone_number', 'date_of_birth', 'street_address', 'national_id', 'email'], gen(d, c) {
    header(d, c, 'emergencyT', orgName(c)); const kid = c.person({ child: true }), par = c.person();
    d.l(c.T('child'), ': ', { L: c.name(kid) }, c.r.chance(0.5) ? ` (${c.age(kid)} ${c.T('years')})` : '');
    for (const k of c.choose(['date_of_birth', 'street_address', 'national_id'], c.r.int(0, 1))) kv(d, c, c.field(k, kid));
    d.l(`${c.T('allergies')}: ${c.r.pick(c.T('allergy') ? [c.T('allergy')] : ['-'])}`);
    d.l(''); d.l(`${c.T('emergency')} / ${c.T('parent')}:`);
    d.l('  ', { L: c.name(par) }); d.l('  ', c.T('phone'), ': ', { L: c.phone() });
    for (const k of c.choose(['email', 'phone_number', 'street_address'], c.r.int(0, 1))) kv(d, c, c.field(k, par));
    negs(d, c); d.l(`${c.T('signature')}: ____________  ${c.T('date')}: ${c.fmtDate({ y: 2025, m: c.r.int(1, 12), d: c.r.int(1, 28) }, 'YYYY-MM-DD')}`);
  } },
  group_chat_export: { pool: ['person_name', 'phone_number', 'email', 'iban', 'street_address', 'password', 'crypto_wallet'], gen(d, c) {
    const a = c.person(), b = c.person(); const ts = () => `[${String(c.r.int(1, 28)).padStart(2, '0')}.${String(c.r.int(1, 12)).padStart(2, '0')}.25, ${c.r.int(7, 22)}:${String(c.r.int(0, 59)).padStart(2, '0')}]`;
    d.l(`${ts()} ${c.pickL({ en: ['Messages and calls are end-to-end encrypted.'], de: ['Nachrichten und Anrufe sind Ende-zu-Ende-verschlüsselt.'], es: ['Los mensajes y las llamadas están cifrados de extremo a extremo.'], fr: ['Les messages et les appels sont chiffrés de bout en bout.'], pt: ['As mensagens e as chamadas são protegidas com a criptografia de ponta a ponta.'] })}`);
    const useNames = c.wantName(); const sa = useNames ? c.name(a, false) : c.phone(); const sb = useNames ? c.name(b, false) : c.phone(); const snd = (x) => (x === a ? sa : sb);
    d.l(ts(), ' ', { L: sa }, ': ', c.T('hello'), ' ', c.T('transfer'));
    const extra = c.choose(['iban', 'phone_number', 'email', 'street_address', 'password', 'crypto_wallet', 'credit_card', 'bank_account'], c.r.int(1, 2));
    for (const k of extra) { const f = c.field(k, a); const who = c.r.chance(0.5) ? a : b; if (k === 'password') d.l(ts(), ' ', { L: snd(who) }, ': ', c.T('wifi'), ' ', { L: f.item }); else d.l(ts(), ' ', { L: snd(who) }, ': ', f.label, ' ', { L: f.item }, c.r.pick([' 👍', '', ' 🙏', ' ok?'])); }
    if (c.withNeg) { d.t(ts() + ' '); d.l({ L: sb }, ': ', c.T('thanks')); negLine(d, c); }
    d.l(`${ts()} ${c.pickL({ en: ['<Media omitted>', 'image omitted'], de: ['<Medien ausgeschlossen>'] })}`);
  } },
  trip_consent_form: { pool: PERSON, gen(d, c) {
    header(d, c, 'trip', orgName(c)); const kid = c.person({ child: true }), par = c.person();
    d.l(c.T('child'), ': ', c.nameOrRef(kid));
    for (const k of c.choose(['date_of_birth', 'national_id', 'passport_number', 'street_address'], c.r.int(1, 2))) kv(d, c, c.field(k, kid));
    d.l(`${c.T('allergies')}: ${c.T('allergy')}`); d.l(''); d.l(c.T('consent')); d.l('');
    if (c.wantName()) d.l(c.T('parent'), ': ', { L: c.name(par) });
    for (const k of c.choose(['phone_number', 'email', 'credit_card'], 1)) kv(d, c, c.field(k, par));
    negs(d, c); d.l(`${c.T('signature')}: ________________`);
  } },
  volunteer_application: { pool: PERSON, gen(d, c) {
    header(d, c, 'volunteer', orgName(c)); const p = c.person();
    d.l(c.T('name'), ': ', c.nameOrRef(p));
    for (const k of c.choose(['date_of_birth', 'street_address', 'email', 'phone_number', 'national_id', 'passport_number', 'tax_id', 'bank_account', 'iban'], c.r.int(2, 4))) { const f = c.field(k, p); kv(d, c, f); if (k === 'date_of_birth' && c.r.chance(0.4)) d.l(`(${c.age(p)} ${c.T('years')})`); }
    d.l(c.pickL({ en: ['Background check (enhanced DBS): requested', 'Police vetting: form sent'], de: ['Erweitertes Führungszeugnis: liegt vor', 'Führungszeugnis beantragt'], fr: ['Extrait de casier judiciaire : fourni'], es: ['Certificado de delitos sexuales: aportado'], it: ['Casellario giudiziale: consegnato'], nl: ['VOG: aangevraagd'], pl: ['Zaświadczenie o niekaralności: złożone'], pt: ['Registo criminal: entregue'] }));
    negs(d, c); d.l(`${c.T('signature')}: ___________`);
  } },
  donation_receipt: { pool: ['street_address', 'tax_id', 'iban', 'credit_card', 'crypto_wallet', 'email', 'national_id'], gen(d, c) {
    const org = orgName(c); header(d, c, 'receipt', org); const p = c.person();
    d.l(c.T('name'), ': ', c.nameOrRef(p));
    for (const k of c.choose(['street_address', 'tax_id', 'national_id', 'email'], c.r.int(1, 2))) kv(d, c, c.field(k, p));
    d.l(`${c.T('amount')}: ${c.cur(`${c.r.int(10, 900)}.00`)}`);
    const pay = c.choose(['iban', 'credit_card', 'crypto_wallet', 'bank_account'], 1)[0]; const f = c.field(pay, p); kv(d, c, f);
    if (c.withNeg) negLine(d, c); d.l(c.pickL({ en: ['Gift Aid: I am a taxpayer and want the charity to reclaim tax on this donation.'], de: ['Es wird bestätigt, dass die Zuwendung nur zu satzungsmäßigen Zwecken verwendet wird.'], fr: ['Reçu au titre des dons (art. 200 du CGI).'], es: ['Certificado a efectos de la deducción por donativos.'], it: ['Erogazione liberale detraibile ai sensi di legge.'], nl: ['Gift aftrekbaar (ANBI).'], pt: ['Donativo ao abrigo do Estatuto dos Benefícios Fiscais.'] }));
    if (c.wantName()) d.l(`${c.T('treasurer')}: `, { L: c.name(c.person(), false) }); else d.l(`${c.T('treasurer')}`);
  } },
  direct_debit_mandate: { pool: ['person_name', 'street_address', 'iban', 'bank_account', 'email', 'date_of_birth'], gen(d, c) {
    header(d, c, 'mandate', orgName(c)); const p = c.person();
    { const cc = c.loc.iban || 'DE'; const nat = c.r.digits(11); const ck = C.ibanCheck(cc, nat).padStart(2, '0'); d.l(c.pickL({ en: ['Creditor ID'], de: ['Gläubiger-ID'], fr: ['ICS'], es: ['Identificador del acreedor'] }), ': ', { N: { value: `${cc}${ck}ZZZ${nat}`, kind: 'sepa_creditor_id' } }); }
    d.l(c.T('name'), ': ', c.nameOrRef(p));
    for (const k of c.choose(['street_address', 'email', 'date_of_birth', 'tax_id'], c.r.int(1, 2))) kv(d, c, c.field(k, p));
    const acct = c.has('bank_account') && (c.r.chance(0.6) || !c.has('iban')) ? 'bank_account' : c.has('iban') ? 'iban' : 'credit_card'; kv(d, c, c.field(acct, p));
    if (acct === 'iban') d.l(`BIC: ${c.r.chars(4, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}${c.loc.cc}${c.r.chars(2, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}`);
    negs(d, c, 2); d.l(`${c.T('fee')}: ${c.cur(`${c.r.int(2, 15)}0.00`)}  ${c.T('signature')}: ______`);
  } },
  treasurer_statement: { pool: ['iban', 'bank_account', 'credit_card', 'tax_id'], gen(d, c) {
    d.l(`${c.T('treasurer')} – ${c.r.pick(['Kontoauszug', 'Bank statement extract', 'Relevé', 'Extracto', 'Estratto conto', 'Rekeningoverzicht', 'Wyciąg'])} ${c.r.pick(['Q1', 'Q2', '03/2025', '2024'])}`);
    d.l(['Date', 'Counterparty', 'IBAN/Account', 'Amount', 'Reference'].join(';'));
    const rows = 2;
    for (let i = 0; i < rows; i++) { const p = c.person(); const dt = c.fmtDate({ y: 2025, m: c.r.int(1, 6), d: c.r.int(1, 28) }, 'YYYY-MM-DD'); const parts = [dt, ';', c.nameOrRef(p, false), ';']; if (i < 2) parts.push({ L: c.choose(['iban', 'iban', 'bank_account'], 1)[0] === 'bank_account' && c.has('bank_account') ? c.bank().acc : c.iban(null, false) }); parts.push(';', c.cur(`${c.r.int(5, 300)}.00`), ';', c.r.pick(['Beitrag', 'Membership fee', 'Spende', 'Cotisation', 'Cuota', 'Kuchenverkauf'])); d.l(...parts); }
    for (const k of c.choose(['credit_card', 'tax_id', 'bank_account'], c.r.int(0, 1))) { const f = c.field(k); if (k === 'credit_card') d.l(c.pickL({ en: ['Club card used for the shop order: '], de: ['Vereinskreditkarte (Bestellung Trikots): '], fr: ['Carte de l’asso : '], es: ['Tarjeta del club: '] }), { L: f.item }, ` exp ${c.r.int(1, 12)}/${c.r.int(26, 30)}`); else kv(d, c, f); }
    if (c.withNeg) { d.t('-;'); d.n({ value: c.r.pick(['SumUp Payments', 'PayPal Europe', 'Stadtwerke', 'IONOS SE', 'Hetzner Online']), kind: 'product_or_company' }); d.l(';-;', c.cur(`-${c.r.int(5, 90)}.00`), ';', 'Lastschrift'); }
  } },
  agm_minutes: { pool: ['person_name', 'email', 'phone_number', 'iban', 'street_address', 'password'], gen(d, c) {
    const org = orgName(c); d.l(`${c.T('minutes')} – ${org}`); const dt = c.fmtDate({ y: 2025, m: c.r.int(1, 12), d: c.r.int(1, 28) }, 'YYYY-MM-DD');
    d.l(`${c.T('date')}: `, { N: { value: dt, kind: 'non_birth_date' } });
    const a = c.person(), b = c.person(); d.l(`${c.T('present')}: `, { L: c.name(a, false) }, ` (${c.T('chair')}), `, c.wantName() ? { L: c.name(b, false) } : '…', ` (${c.T('secretary')}), +${c.r.int(5, 40)}`);
    d.l(`${c.T('agenda')}:`); d.l('1. ', c.r.pick(['Kassenbericht', 'Treasurer’s report', 'Rapport financier', 'Informe de tesorería']));
    for (const k of c.choose(['email', 'phone_number', 'iban', 'street_address', 'password'], c.r.int(0, 2))) { const f = c.field(k, a); if (k === 'password') d.l('2. ', c.T('wifi'), ' ', { L: f.item }); else d.l('2. ', c.T('call'), ' ', { L: f.item }); }
    negs(d, c); d.l(`${c.T('signature')}: ${c.T('secretary')}`);
  } },
  newsletter_notice: { pool: ['person_name', 'phone_number', 'email', 'iban', 'crypto_wallet', 'street_address'], gen(d, c) {
    d.l(`${c.T('newsletter')} ${c.r.pick(['03/2025', 'Frühjahr', 'Spring', 'n° 12', 'Ausgabe 4'])} – ${orgName(c)}`); d.l(''); d.l(c.T('hello'));
    negs(d, c, 2);
    const p = c.person(); d.l(c.T('call'), ' ', { L: c.name(p, false) }, ', ', { L: c.phone() }, '.');
    for (const k of c.choose(['iban', 'crypto_wallet', 'email', 'street_address'], c.r.int(1, 2))) { const f = c.field(k, p); d.l(k === 'iban' || k === 'crypto_wallet' ? c.T('transfer') + ' ' : f.label + ': ', { L: f.item }); }
    d.l(''); d.l(c.T('regards')); d.l(c.r.chance(0.5) ? '' : `${c.T('chair')}`);
    if (c.r.chance(0.5)) d.l({ L: c.roleMail() });
  } },
  form_export_csv: { pool: ['email', 'phone_number', 'date_of_birth', 'ip_address', 'street_address', 'national_id', 'credit_card'], gen(d, c) {
    const cats = ['email', ...c.choose(['person_name', 'phone_number', 'date_of_birth', 'ip_address', 'street_address', 'national_id', 'credit_card'], c.r.int(1, 2))];
    const names = { email: c.r.pick(['E-Mail (required)', 'your_email', 'Email Address 2', 'mail_1']), person_name: c.r.pick(['Teilnehmer*in', 'Full Name (Player)', 'nom_prenom', 'field_3']), phone_number: c.r.pick(['Handy (für Rückfragen)', 'phone_1', 'Mobile #', 'tel']), date_of_birth: c.r.pick(['Geb.datum Kind', 'DOB (dd/mm/yyyy)', 'date_naissance', 'fecha_nac']), ip_address: c.r.pick(['Submitter IP', 'ip', 'User IP']), street_address: c.r.pick(['Anschrift', 'Address line', 'adresse']), national_id: c.r.pick(['ID-Nr', 'Licence ID', 'id_doc']), credit_card: c.r.pick(['card_number (legacy plugin)', 'Kreditkarte', 'CC']) };
    d.l(['Submission ID', 'Date', ...cats.map((k) => names[k]), 'Tournament', 'Paid'].map((x) => `"${x}"`).join(','));
    const rows = c.r.int(1, 2);
    for (let i = 0; i < rows && d.nLabels + cats.length <= 6; i++) { const p = c.person({ child: cats.includes('date_of_birth') && c.r.chance(0.5) }); const parts = [`"${c.r.digits(10, true)}",`, `"2025-0${c.r.int(1, 9)}-${String(c.r.int(10, 28))} ${c.r.int(10, 23)}:${c.r.int(10, 59)}",`]; for (const k of cats) { const f = k === 'date_of_birth' ? { item: c.dob(p, 'YYYY-MM-DD') } : c.field(k, p); parts.push('"', { L: f.item }, '",'); } parts.push(`"${c.r.pick(['U12 Hallencup', 'Summer 5-a-side', 'Tournoi U9', 'Mixed Doubles'])}","${c.r.pick(['yes', 'no', 'ja'])}"`); d.l(...parts); }
    if (c.withNeg) { d.t('"'); d.n({ value: c.r.digits(10, true), kind: 'order_number' }); d.t('","2025-03-01 10:00","'); d.n({ value: c.r.pick(['test@example.com', 'max.mustermann@example.org', 'john.doe@example.net']), kind: 'placeholder_email' }); d.l('","",""'); }
  } },
  form_webhook_json: { pool: ['person_name', 'email', 'phone_number', 'ip_address', 'date_of_birth', 'auth_token', 'webhook_url'], gen(d, c) {
    const p = c.person(); const jl = (k, item, comma = true) => d.l(`    "${k}": "`, { L: item }, `"${comma ? ',' : ''}`);
    d.l(`POST ${c.r.pick(['/wp-json/gf/v2/entries', '/hooks/form-submission', '/api/registrations'])} HTTP/1.1`);
    if (c.r.chance(0.5)) d.l('Authorization: Bearer ', { L: c.authTok() }); else d.l('X-Forward-To: ', { L: c.hook() });
    d.l('Content-Type: application/json'); d.l(''); d.l('{'); d.l(`  "form_id": ${c.r.int(1, 40)},`);
    if (c.withNeg) { d.t('  "entry_id": "'); d.n({ value: c.r.hex(8) + '-' + c.r.hex(4) + '-4' + c.r.hex(3) + '-a' + c.r.hex(3) + '-' + c.r.hex(12), kind: 'uuid' }); d.l('",'); }
    d.l('  "fields": {'); jl('name', c.name(p, false));
    const cats = c.choose(['email', 'phone_number', 'date_of_birth', 'ip_address'], c.r.int(1, 3));
    cats.forEach((k, i) => { const f = k === 'date_of_birth' ? { item: c.dob(p, 'YYYY-MM-DD') } : c.field(k, p); jl({ email: 'email', phone_number: 'phone', date_of_birth: 'birthdate', ip_address: 'remote_ip' }[k], f.item, i < cats.length - 1); });
    d.l('  },'); d.l(`  "created_at": "2025-0${c.r.int(1, 9)}-1${c.r.int(0, 9)}T${c.r.int(10, 23)}:0${c.r.int(0, 9)}:00Z"`); d.l('}');
  } },
  coach_licence_record: { pool: PERSON, gen(d, c) {
    header(d, c, 'licence', c.r.pick(['DFB', 'FA', 'FFF', 'RFEF', 'FIGC', 'KNVB', 'PZPN', 'Svenska Fotbollförbundet', 'TFF', 'JFA', 'KFA'])); const p = c.person();
    d.l(c.T('name'), ': ', c.nameOrRef(p)); d.l(`Licence: ${c.r.pick(['UEFA C', 'B-Lizenz', 'Level 2', 'Referee Grade 6'])}  No. `, { N: { value: `${c.r.chars(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}-${c.r.digits(6)}`, kind: 'licence_number' } });
    for (const k of c.choose(['date_of_birth', 'national_id', 'passport_number', 'street_address', 'email', 'phone_number', 'tax_id', 'bank_account', 'iban'], c.r.int(1, 4))) kv(d, c, c.field(k, p));
    d.l(`Valid until: `, { N: { value: c.fmtDate({ y: c.r.int(2025, 2028), m: c.r.int(1, 12), d: c.r.int(1, 28) }, 'YYYY-MM-DD'), kind: 'non_birth_date' } });
    negs(d, c, 2);
  } },
  incident_report: { pool: ['person_name', 'date_of_birth', 'phone_number', 'street_address', 'ip_address', 'email'], gen(d, c) {
    header(d, c, 'incident', orgName(c)); const v = c.person({ child: c.r.chance(0.5) }), w = c.person();
    d.l(`${c.T('date')}: `, { N: { value: c.fmtDate({ y: 2025, m: c.r.int(1, 12), d: c.r.int(1, 28) }, 'YYYY-MM-DD'), kind: 'non_birth_date' } }); d.l(`${c.T('name')}: `, c.nameOrRef(v));
    for (const k of c.choose(['date_of_birth', 'phone_number', 'street_address', 'ip_address', 'email'], c.r.int(1, 3))) { const f = c.field(k, v); if (k === 'ip_address') d.l(c.r.pick(['Abusive messages were posted from ', 'Die beleidigenden Kommentare kamen von ', 'Messages envoyés depuis ']), { L: f.item }); else kv(d, c, f); }
    if (c.wantName()) d.l(c.pickL({ en: ['Reported by'], de: ['Gemeldet von'], fr: ['Signalé par'], es: ['Informado por'] }), ': ', { L: c.name(w, false) });
    negs(d, c);
  } },
  letter: { pool: ['person_name', 'street_address', 'phone_number', 'email', 'tax_id', 'national_id', 'iban', 'passport_number'], gen(d, c) {
    const p = c.person(); d.l(c.nameOrRef(p, false)); d.l({ L: c.addr('\n') });
    d.l(''); d.l(c.pickL({ en: ['To the Town Hall, Licensing Dept.', 'To: Community Insurance, Claims', 'Dear Sir or Madam (Landlord)'], de: ['An die Stadtverwaltung – Ordnungsamt', 'An die Hausverwaltung'], fr: ['À l’attention de la Mairie – service des associations'], es: ['Al Ayuntamiento – Registro'] }));
    if (c.withNeg) negLine(d, c); d.l(''); d.l(c.T('hello'));
    d.l(c.pickL({ en: ['regarding the use of the community hall for our summer fair, please find our details below.'], de: ['bezüglich der Nutzung der Turnhalle senden wir Ihnen die gewünschten Angaben.'], fr: ['concernant la demande de subvention, voici les informations demandées.'], es: ['en relación con el seguro de responsabilidad civil, adjunto los datos.'] }));
    for (const k of c.choose(['phone_number', 'email', 'tax_id', 'national_id', 'iban', 'passport_number'], c.r.int(1, 3))) kv(d, c, c.field(k, p));
    signoff(d, c, null); d.l(`${c.T('chair')}, ${orgName(c)}`);
  } },
  cms_config: { pool: ['password', 'api_key', 'connection_string', 'webhook_url', 'auth_token', 'private_key', 'email', 'ip_address'], gen(d, c) {
    const style = c.r.pick(['php', 'env', 'yaml']); const cats = c.choose(['password', 'api_key', 'connection_string', 'webhook_url', 'auth_token', 'email'], c.r.int(2, 4));
    if (style === 'php') { d.l('<?php'); d.l(`// ** ${c.r.pick(['Datenbank-Einstellungen', 'Database settings', 'Réglages BDD'])} ** //`); d.l("define( 'DB_NAME', 'club_wp' );"); d.l(`define( 'DB_USER', '${c.user()}' );`);
      for (const k of cats) { const f = c.field(k); if (k === 'password') d.l("define( 'DB_PASSWORD', '", { L: f.item }, "' );"); else d.l(`define( '${String(f.label).toUpperCase().replace(/[^A-Z_]/g, '_')}', '`, { L: f.item }, "' );"); }
      d.l(`define( 'DB_HOST', 'localhost' );`); if (c.withNeg) { d.t("$table_prefix = 'wp_'; // "); d.n({ value: `WordPress ${c.r.int(5, 6)}.${c.r.int(0, 7)}.${c.r.int(0, 4)}`, kind: 'version_string' }); d.l(''); } }
    else if (style === 'env') { d.l(`# .env – ${c.site}`); d.l('APP_ENV=production'); for (const k of cats) { const f = c.field(k); const key = k === 'password' ? c.r.pick(['SMTP_PASSWORD', 'DB_PASSWORD', 'ADMIN_PASS', 'MAIL_PASSWORD']) : k === 'email' ? 'MAIL_FROM' : String(f.label).toUpperCase().replace(/[^A-Z_]/g, '_'); d.l(`${key}=`, { L: f.item }); } if (c.withNeg) negs(d, c, 2); }
    else { d.l('# config.yml'); d.l(`site: ${c.site}`); d.l('mail:'); for (const k of cats) { const f = c.field(k); d.l(`  ${k === 'password' ? 'password' : String(f.label).toLowerCase().replace(/[^a-z_]/g, '_')}: "`, { L: f.item }, '"'); } if (c.withNeg) { d.t('  example_key: "'); d.n({ value: c.r.pick(['YOUR_API_KEY', 'AKIAIOSFODNN7EXAMPLE', 'changeme']), kind: 'placeholder' }); d.l('"'); } }
  } },
  db_dump: { pool: ['person_name', 'email', 'phone_number', 'street_address', 'ip_address', 'date_of_birth', 'credit_card', 'password'], gen(d, c) {
    d.l(`-- MySQL dump 10.13  Distrib ${c.r.pick(['8.0.36', '5.7.44', '10.11.6-MariaDB'])}`); d.l(`-- Host: localhost    Database: ${c.r.pick(['club_wp', 'shop', 'members'])}`);
    const table = c.r.pick(['wp_users', 'members', 'wc_orders', 'jos_users']); const cats = ['email', ...c.choose(['person_name', 'phone_number', 'street_address', 'ip_address', 'date_of_birth', 'credit_card'], c.r.int(1, 2))];
    d.l(`INSERT INTO \`${table}\` (\`id\`, ${cats.map((k) => '`' + { email: 'user_email', person_name: 'display_name', phone_number: 'billing_phone', street_address: 'billing_address_1', ip_address: 'customer_ip', date_of_birth: 'birthdate', credit_card: 'cc_number_legacy' }[k] + '`').join(', ')}, \`user_pass\`) VALUES`);
    const rows = c.r.int(1, 2); for (let i = 0; i < rows && d.nLabels + cats.length <= 6; i++) { const p = c.person(); const parts = [`(${c.r.int(2, 900)}, `]; for (const k of cats) { const f = k === 'date_of_birth' ? { item: c.dob(p, 'YYYY-MM-DD') } : c.field(k, p); parts.push("'", { L: f.item }, "', "); } parts.push("'"); parts.push({ N: { value: `$P$B${c.r.chars(30, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789./')}`, kind: 'password_hash' } }); parts.push(`')${i === rows - 1 ? ';' : ','}`); d.l(...parts); }
    negs(d, c, 2);
  } },
  mailing_list_export: { pool: ['email', 'person_name', 'ip_address', 'phone_number'], gen(d, c) {
    d.l('Email Address,First Name,Last Name,OPTIN_TIME,OPTIN_IP,MEMBER_RATING,LEID');
    { const p = c.person(); const useIp = c.state.weight('ip_address') > c.state.weight('person_name') || c.r.chance(0.5); d.l({ L: c.email(p) }, ',', { L: { value: p.given, cat: 'person_name', type: 'given_name' } }, ',', { L: { value: p.family, cat: 'person_name', type: 'family_name' } }, `,2025-0${c.r.int(1, 9)}-1${c.r.int(0, 9)} 1${c.r.int(0, 9)}:2${c.r.int(0, 9)}:00,`, useIp ? { L: c.ip() } : '', `,${c.r.int(1, 5)},`, { N: { value: c.r.digits(9, true), kind: 'internal_id' } }); }
    if (c.r.chance(0.6)) { const p = c.person(); d.l({ L: c.email(p) }, ',,,', `2024-1${c.r.int(0, 2)}-0${c.r.int(1, 9)} 09:1${c.r.int(0, 9)}:00,`, c.r.chance(0.5) ? { L: c.ip() } : '', ',1,', c.r.digits(9, true)); }
    if (c.withNeg) { d.t(''); d.n({ value: `${c.r.pick(['newsletter', 'info', 'no-reply'])}@example.org`, kind: 'placeholder_email' }); d.l(',Test,Account,,,,'); }
  } },
  backup_script: { pool: ['password', 'connection_string', 'private_key', 'ip_address', 'api_key', 'auth_token'], gen(d, c) {
    d.l('#!/bin/bash'); d.l(`# ${c.r.pick(['nightly backup of the club website', 'Backup Vereinsseite – bitte nicht löschen!', 'sauvegarde du site', 'copia de seguridad web'])}`); d.l('set -e');
    const cats = c.choose(['password', 'connection_string', 'ip_address', 'api_key', 'auth_token', 'private_key'], c.r.int(2, 3));
    for (const k of cats) { const f = c.field(k); if (k === 'password') d.l(`mysqldump -u ${c.user()} -p'`, { L: f.item }, "' club_wp > /tmp/db.sql"); else if (k === 'connection_string') d.l('pg_dump "', { L: f.item }, '" > /tmp/db.sql'); else if (k === 'ip_address') d.l(`rsync -az /var/www/ backup@`, { L: c.ip(false) }, ':/volume1/web/'); else if (k === 'api_key' || k === 'auth_token') d.l(`export ${String(f.label).toUpperCase().replace(/[^A-Z_]/g, '_')}="`, { L: f.item }, '"'); else { d.l("cat > ~/.ssh/id_backup <<'EOF'"); d.l({ L: f.item }); d.l('EOF'); } }
    if (c.withNeg) { d.t('# checksum of last run: '); d.n({ value: c.r.hex(64), kind: 'hash' }); d.l(''); }
    d.l('echo "done $(date)"');
  } },
  hosting_notes: { pool: ['password', 'ip_address', 'connection_string', 'email', 'api_key', 'private_key'], gen(d, c) {
    d.l(c.pickL({ en: ['Hosting notes (cPanel)', 'Website hosting – logins'], de: ['Hosting / FTP Zugangsdaten'], fr: ['Accès hébergement'], es: ['Datos del hosting'], it: ['Dati hosting'], nl: ['Hosting gegevens'], pl: ['Dane hostingu'], pt: ['Dados do alojamento'] }));
    d.l(`Provider: `, { N: { value: c.r.pick(['IONOS', 'Strato', 'OVHcloud', 'Hetzner', 'SiteGround', 'all-inkl.com', 'Hostinger']), kind: 'product_or_company' } });
    const cats = c.choose(['password', 'ip_address', 'connection_string', 'email', 'api_key', 'private_key'], c.r.int(2, 4));
    for (const k of cats) { const f = c.field(k); if (k === 'password') d.l(`FTP user: ${c.user()} / pw: `, { L: f.item }); else if (k === 'ip_address') d.l('Server IP: ', { L: f.item }, ' (SFTP port 22)'); else if (k === 'email') d.l(c.r.pick(['Login cPanel: ', 'Kundenlogin: ']), { L: c.email(c.person()) }); else if (k === 'private_key') { d.l('SSH key (id_ed25519):'); d.l({ L: f.item }); } else kv(d, c, f); }
    negs(d, c, 2);
  } },
  payment_settings: { pool: ['api_key', 'auth_token', 'webhook_url', 'email', 'password', 'iban'], gen(d, c) {
    d.l(c.r.pick(['# WooCommerce > Settings > Payments (export)', '# Shop payment settings', '{ "payment": {']).replace('{ "payment": {', '# payment.json (excerpt)'));
    const cats = c.choose(['api_key', 'auth_token', 'webhook_url', 'email', 'password', 'iban'], c.r.int(2, 4));
    for (const k of cats) { const f = c.field(k); const key = k === 'email' ? 'paypal_email' : k === 'iban' ? 'bacs_iban' : k === 'password' ? 'smtp_password' : k === 'webhook_url' ? 'notify_webhook' : f.label; d.l(`${key}: `, { L: k === 'email' ? c.email(c.person()) : f.item }); }
    if (c.withNeg) { d.t('stripe_test_publishable: '); d.n({ value: 'pk_test_' + c.r.chars(24, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'), kind: 'test_mode_key' }); d.l(''); negs(d, c, 1); }
    if (c.r.chance(0.4)) d.l('stripe_publishable_key: ', { L: { value: 'pk_live_' + c.r.chars(24, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'), cat: 'api_key', type: 'stripe_publishable_key', soft: true } });
  } },
  password_sheet: { pool: ['password', 'email', 'api_key', 'auth_token', 'ip_address'], gen(d, c) {
    d.l(c.pickL({ en: ['Club passwords – keep private'], de: ['Passwörter Verein (NICHT teilen!!)'], fr: ['Mots de passe asso'], es: ['Contraseñas club'], pl: ['Hasła – stowarzyszenie'], it: ['Password associazione'], nl: ['Wachtwoorden vereniging'], pt: ['Senhas da associação'], sv: ['Lösenord föreningen'], nb: ['Passord laget'] }) + ` (${c.T('password')})`);
    d.l(['Service', c.T('user'), c.T('password'), c.T('notes')].join('\t'));
    const n = c.r.int(2, 3); for (let i = 0; i < n; i++) { const svc = c.r.pick(['WordPress', 'Mailchimp', 'PayPal', 'Instagram', 'Router', 'Nextcloud', 'Bank online', 'Domain (IONOS)']); const u = c.r.chance(0.5) ? { L: c.email(c.person()) } : c.user(); d.l(svc, '\t', u, '\t', { L: c.pw() }, '\t', c.r.pick(['', 'changed 2024', '2FA on Heike’s phone', 'ask treasurer'])); if (d.nLabels >= 5) break; }
    const extra = c.choose(['api_key', 'auth_token', 'ip_address'], 1)[0]; const f = c.field(extra); d.l(extra === 'ip_address' ? 'NAS (remote)' : f.vendor || 'API', '\t-\t', { L: f.item }, '\t');
    negs(d, c, 2);
  } },
  handover_notes: { pool: ['password', 'api_key', 'auth_token', 'connection_string', 'webhook_url', 'private_key', 'phone_number', 'iban', 'crypto_wallet', 'credit_card'], gen(d, c) {
    d.l(`${c.T('handover')} – ${orgName(c)}`); d.l(c.T('hello'));
    const prev = c.person(); if (c.wantName()) d.l(c.pickL({ en: ['From: '], de: ['Von: '], fr: ['De : '], es: ['De: '], pt: ['De: '] }), { L: c.name(prev, false) });
    const cats = c.choose(['password', 'api_key', 'auth_token', 'connection_string', 'webhook_url', 'private_key', 'phone_number', 'iban', 'crypto_wallet', 'credit_card'], c.r.int(2, 4));
    for (const k of cats) { const f = c.field(k, prev); if (k === 'private_key') { d.l('- deploy key:'); d.l({ L: f.item }); } else if (k === 'webhook_url') d.l(c.r.pick(['- the form posts to ', '- Formular-Webhook: ', '- webhook Discord : ']), { L: f.item }); else if (k === 'phone_number') d.l(c.r.pick(['- if stuck call me ', '- Notfall: ', '- appelle-moi au ']), { L: f.item }); else d.l(`- ${f.label}: `, { L: f.item }); }
    negs(d, c, 3); d.l(c.T('thanks'));
  } },
  help_request: { pool: ['api_key', 'connection_string', 'password', 'private_key', 'auth_token', 'webhook_url', 'ip_address', 'email'], gen(d, c) {
    d.l(c.r.pick(['[Forum] ', '[Support chat] ', 'User: ', '']) + c.T('help')); d.l(c.T('question'));
    d.l('```'); const cats = c.choose(['api_key', 'connection_string', 'password', 'private_key', 'auth_token', 'webhook_url', 'ip_address', 'credit_card'], c.r.int(2, 3));
    for (const k of cats) { const f = c.field(k); if (k === 'private_key' && c.r.chance(0.5)) d.l('  "private_key": "', { L: c.pkEscaped() }, '",'); else if (k === 'password') d.l(`  'password' => '`, { L: f.item }, "',"); else d.l(`  ${String(f.label).toLowerCase().replace(/[^a-z_]/g, '_')}: `, { L: f.item }); }
    d.l('```'); if (c.withNeg) { d.t(c.r.pick(['Error: ', 'Fehler: ', 'Erreur : '])); d.n({ value: `SMTP ${c.r.pick(['535 5.7.8', '550 5.1.1'])}`, kind: 'error_code' }); d.l(' – ', c.r.pick(['PHP 8.2.12', 'WP 6.5'])); negLine(d, c); }
    if (c.r.chance(0.5)) d.l(c.r.pick(['Mail me: ', 'contact: ']), { L: c.email(c.person()) });
  } },
  grant_application: { pool: ['person_name', 'email', 'phone_number', 'street_address', 'iban', 'tax_id', 'national_id'], gen(d, c) {
    header(d, c, 'grant', orgName(c)); d.l(c.r.pick(['Project: ', 'Projekt: ', 'Projet : ']), { N: { value: c.r.pick(['Projekt Kranich', 'Operation Sunflower', 'Aktion Igel', 'Project Lighthouse', 'Projet Hirondelle']), kind: 'project_codename' } });
    d.l(`${c.T('amount')}: ${c.cur(`${c.r.int(5, 25)}00.00`)}`); const p = c.person();
    d.l(c.pickL({ en: ['Contact person'], de: ['Ansprechpartner/in'], fr: ['Personne référente'], es: ['Persona de contacto'] }), ': ', c.nameOrRef(p, false));
    for (const k of c.choose(['email', 'phone_number', 'street_address', 'iban', 'tax_id', 'national_id', 'bank_account'], c.r.int(1, 4))) kv(d, c, c.field(k, p));
    negs(d, c, 2);
  } },
  waiting_list: { pool: ['person_name', 'phone_number', 'email', 'date_of_birth'], gen(d, c) {
    d.l(`${c.T('waitlist')} – ${c.r.pick(['Schwimmkurs', 'Allotment plots', 'Jardins familiaux', 'U9', 'Kita-Gruppe', 'Choir'])}`);
    const n = c.r.int(1, 2); for (let i = 0; i < n; i++) { const p = c.person({ child: c.r.chance(0.5) }); const k = c.choose(['phone_number', 'email', 'date_of_birth'], 1)[0]; const f = c.field(k, p); d.l(`${i + 1}. `, { L: c.name(p) }, ' – ', { L: f.item }, c.r.chance(0.3) ? ` (${c.r.pick(['seit', 'since', 'depuis'])} ${c.r.int(2021, 2025)})` : ''); }
    negs(d, c, 2);
  } },
};
export const KIND_NAMES = Object.keys(KINDS);
