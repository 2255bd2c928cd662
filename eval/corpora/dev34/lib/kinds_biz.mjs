// Business (customer/staff/subcontractor) document kinds: spec-driven with several renderings.
import { P, NEG, fill } from './ctx.mjs';
import { LABELS } from './i18n.mjs';
import { bl } from './blocks_i18n.mjs';

const MAKES = [['Škoda', 'Octavia Combi 2.0 TDI'], ['Volkswagen', 'ID.4 Pro'], ['Toyota', 'RAV4 Hybrid'], ['Volvo', 'XC60 B5'], ['Renault', 'Clio E-Tech'], ['Hyundai', 'Ioniq 5'], ['BMW', '320d Touring'], ['Ford', 'Transit Custom 2.0 EcoBlue'], ['Fiat', 'Ducato Maxi'], ['Kia', 'Ceed SW'], ['Tesla', 'Model Y LR'], ['Dacia', 'Duster'], ['MAN', 'TGX 18.510'], ['Scania', 'R 450'], ['Fendt', '724 Vario'], ['John Deere', '6R 150'], ['JCB', '3CX Eco'], ['Mercedes-Benz', 'Sprinter 316 CDI'], ['Peugeot', '308 SW'], ['BYD', 'Atto 3']];
const ITEMS = { parts: ['Brake pads front', 'Oil filter', 'Engine oil 5W-30 (5 l)', 'Wiper blades', 'Timing belt kit', 'Cabin filter', 'Battery 70Ah AGM', 'Wheel bearing', 'Tyre 205/55 R16', 'AdBlue 10 l'], labour: ['Diagnosis', 'Labour (h)', 'Wheel alignment', 'Software update', 'Brake fluid change', 'MOT / inspection'], materials: ['Copper pipe 22mm (3 m)', 'Roof tiles (m²)', 'Cable NYM-J 3x1.5 (50 m)', 'Insulation board 100mm', 'Concrete C25/30 (m³)', 'Scaffold hire (week)', 'Heat pump 8 kW', 'PV module 430 Wp', 'Inverter 6 kW', 'RCD 40A'], agri: ['Seed maize (bag)', 'Diesel (l)', 'Fertiliser NPK (t)', 'Ear tags (pack)', 'Silage wrap', 'Contractor baling (h)'] };
const SECT = { auto: 'auto', build: 'build', mfg: 'mfg', agri: 'agri' };

// [kind, sector, English title, {de,fr,...} titles, main fields, extra blocks, renderings, role key, opts]
const SPECS = [
  ['car_sales_contract', 'auto', 'Vehicle Purchase Agreement', { de: 'Kaufvertrag für ein Kraftfahrzeug', fr: 'Bon de commande véhicule', es: 'Contrato de compraventa de vehículo', it: 'Contratto di vendita veicolo', pl: 'Umowa sprzedaży pojazdu', cs: 'Kupní smlouva na vozidlo', sv: 'Köpeavtal fordon' }, 'name dob address phone email nid iban wallet', 'vehicle items', 'form letter html', 'customer'],
  ['leasing_contract', 'auto', 'Lease Agreement', { de: 'Leasingvertrag', fr: 'Contrat de location longue durée', nl: 'Leaseovereenkomst', it: 'Contratto di leasing' }, 'name dob address phone email nid tax iban', 'vehicle', 'form html', 'customer'],
  ['finance_application', 'auto', 'Vehicle Finance Application', { de: 'Finanzierungsantrag', fr: 'Demande de financement', es: 'Solicitud de financiación', pt: 'Pedido de financiamento' }, 'name dob address phone email nid tax iban account', 'vehicle income', 'form html ocr', 'customer'],
  ['trade_in_form', 'auto', 'Trade-in Appraisal', { de: 'Inzahlungnahme-Protokoll', fr: 'Fiche de reprise', nl: 'Inruilformulier' }, 'name address phone email iban', 'vehicle', 'form', 'customer'],
  ['vehicle_registration', 'auto', 'Application for Vehicle Registration', { de: 'Antrag auf Zulassung', pl: 'Wniosek o rejestrację pojazdu', cs: 'Žádost o registraci vozidla', hu: 'Forgalomba helyezési kérelem' }, 'name dob address nid tax', 'vehicle', 'form ocr', 'customer'],
  ['title_transfer', 'auto', 'Transfer of Ownership', { de: 'Halterwechsel', fr: 'Déclaration de cession', es: 'Transferencia de titularidad', it: 'Passaggio di proprietà' }, 'name dob address nid', 'vehicle buyer', 'form letter', 'customer'],
  ['repair_order', 'auto', 'Repair Order', { de: 'Werkstattauftrag', fr: 'Ordre de réparation', cs: 'Zakázkový list', sv: 'Arbetsorder', pl: 'Zlecenie naprawy', nl: 'Werkorder' }, 'name phone email address card', 'vehicle items labour', 'form email', 'customer'],
  ['warranty_claim', 'auto', 'Warranty Claim', { de: 'Garantieantrag', fr: 'Demande de garantie', it: 'Richiesta di garanzia' }, 'name phone email address', 'vehicle items', 'form email letter', 'customer'],
  ['recall_notice', 'auto', 'Safety Recall Notice', { de: 'Rückrufaktion', fr: 'Rappel de sécurité', es: 'Campaña de revisión', ja: 'リコールのお知らせ' }, 'name address', 'vehicle recall', 'letter', 'customer', { out: true }],
  ['rental_agreement', 'auto', 'Rental Agreement', { de: 'Mietvertrag', fr: 'Contrat de location', es: 'Contrato de alquiler', it: 'Contratto di noleggio', el: 'Συμβόλαιο ενοικίασης', tr: 'Kiralama sözleşmesi' }, 'name dob address phone email passport card', 'vehicle mrz policy', 'form html', 'customer'],
  ['rental_damage_report', 'auto', 'Damage Report', { de: 'Schadensprotokoll', fr: 'Constat de dommages', es: 'Informe de daños' }, 'name phone email card', 'vehicle damage', 'form email', 'customer'],
  ['driving_school_enrolment', 'auto', 'Driving School Enrolment', { de: 'Ausbildungsvertrag Fahrschule', pl: 'Umowa szkolenia kierowców', fi: 'Autokoulun ilmoittautuminen', nl: 'Inschrijving rijschool' }, 'name dob address phone email nid', 'guardian', 'form html', 'customer', { minor: 0.3 }],
  ['ev_charging_account', 'auto', 'Charging Account Registration', { de: 'Ladekarten-Antrag', nl: 'Aanvraag laadpas', sv: 'Registrering laddkonto', da: 'Ladeabonnement' }, 'name address phone email iban card wallet', 'energy', 'form email', 'customer'],
  ['parking_permit', 'auto', 'Residents Parking Permit Application', { de: 'Bewohnerparkausweis', nl: 'Aanvraag parkeervergunning', sv: 'Ansökan boendeparkering' }, 'name address phone email card', 'vehicle permit', 'form letter', 'customer'],
  ['test_drive_consent', 'auto', 'Test Drive Agreement', { de: 'Probefahrtvereinbarung', fr: 'Accord d\'essai' }, 'name dob address phone nid', 'vehicle', 'form', 'customer'],
  ['tyre_storage_receipt', 'auto', 'Tyre Hotel Receipt', { de: 'Reifeneinlagerung', sv: 'Däckhotell kvitto', fi: 'Rengashotellin kuitti' }, 'name phone email', 'vehicle tyre', 'form', 'customer'],
  ['vehicle_insurance_claim', 'auto', 'Motor Claim Form', { de: 'Schadenanzeige Kfz', fr: 'Déclaration de sinistre auto', it: 'Denuncia di sinistro' }, 'name dob address phone email iban', 'vehicle damage policy', 'form letter', 'customer'],
  ['fuel_card_application', 'auto', 'Fuel Card Application', { de: 'Tankkarten-Antrag', pl: 'Wniosek o kartę paliwową' }, 'name phone email tax iban', 'fleet', 'form', 'employee'],
  ['tachograph_card_application', 'auto', 'Driver Card Application', { de: 'Antrag Fahrerkarte', ro: 'Cerere card tahograf', bg: 'Заявление за карта на водача' }, 'name dob address nid passport', 'licence', 'form ocr', 'employee'],
  ['site_induction_form', 'build', 'Site Induction Record', { de: 'Baustelleneinweisung', sv: 'Arbetsplatsintroduktion', nl: 'Werkplekinstructie' }, 'name dob phone nid', 'site emergency', 'form', 'employee', { foreign: 0.35 }],
  ['subcontractor_onboarding', 'build', 'Subcontractor Onboarding Form', { de: 'Nachunternehmer-Stammdatenblatt', fr: 'Fiche sous-traitant', pl: 'Formularz podwykonawcy' }, 'name dob address phone email tax iban account wallet', 'company site', 'form html email', 'contractor', { foreign: 0.2 }],
  ['safety_card_register', 'build', 'Safety Card Register', { en: 'CSCS Card Register' }, 'name dob phone nid', 'card', 'table', 'employee', { multi: true }],
  ['day_labour_timesheet', 'build', 'Weekly Timesheet', { de: 'Stundenzettel', pl: 'Karta czasu pracy', ro: 'Pontaj săptămânal' }, 'name phone nid account', 'hours', 'table form', 'employee', { multi: true, foreign: 0.4 }],
  ['payroll_slip', 'build', 'Payslip', { de: 'Lohnabrechnung', fr: 'Bulletin de paie', es: 'Nómina', it: 'Busta paga', pl: 'Pasek wynagrodzenia', cs: 'Výplatní páska', hu: 'Bérjegyzék' }, 'name dob address nid tax iban account', 'pay', 'form', 'employee'],
  ['planning_application', 'build', 'Planning Application', { de: 'Bauantrag', fr: 'Demande de permis de construire', nl: 'Aanvraag omgevingsvergunning', da: 'Byggeansøgning' }, 'name address phone email', 'site permit', 'form letter', 'applicant'],
  ['building_permit_application', 'build', 'Building Permit Application', { de: 'Antrag auf Baugenehmigung', es: 'Solicitud de licencia de obra', hr: 'Zahtjev za građevinsku dozvolu', el: 'Αίτηση οικοδομικής άδειας' }, 'name dob address phone email tax', 'site permit', 'form', 'applicant'],
  ['plumber_quote', 'build', 'Quotation – Plumbing Works', { de: 'Angebot Sanitärarbeiten', fr: 'Devis plomberie', nl: 'Offerte loodgieterswerk' }, 'name address phone email', 'items materials', 'form email', 'customer'],
  ['electrician_invoice', 'build', 'Invoice – Electrical Installation', { de: 'Rechnung Elektroinstallation', fr: 'Facture électricité', sv: 'Faktura elinstallation', fi: 'Lasku sähkötyöt' }, 'name address phone email', 'items materials payto', 'form email', 'customer'],
  ['roofer_quote', 'build', 'Roofing Estimate', { de: 'Kostenvoranschlag Dacharbeiten', pl: 'Wycena prac dekarskich', cs: 'Cenová nabídka pokrývačské práce' }, 'name address phone email', 'items materials', 'form letter', 'customer'],
  ['homeowner_complaint', 'build', 'Complaint regarding works', { de: 'Beschwerde über Bauarbeiten', fr: 'Réclamation travaux' }, 'name address phone email', 'complaint', 'letter email', 'customer'],
  ['snagging_list', 'build', 'Snagging List', { de: 'Mängelliste', nl: 'Opleverpuntenlijst' }, 'name phone email', 'site items', 'form', 'customer'],
  ['equipment_hire_agreement', 'build', 'Plant Hire Agreement', { de: 'Mietvertrag Baumaschine', sv: 'Hyresavtal maskin' }, 'name address phone email nid card', 'machine chassis', 'form', 'customer'],
  ['apprenticeship_agreement', 'build', 'Apprenticeship Agreement', { de: 'Berufsausbildungsvertrag', fr: 'Contrat d\'apprentissage' }, 'name dob address phone email nid tax iban', 'guardian', 'form', 'employee', { minor: 0.5 }],
  ['factory_hr_file', 'mfg', 'Personnel File', { de: 'Personalstammblatt', cs: 'Osobní karta zaměstnance', sk: 'Osobný list zamestnanca', hu: 'Munkavállalói adatlap', tr: 'Personel bilgi formu', zh: '员工档案', ja: '社員台帳', ko: '인사기록카드' }, 'name dob address phone email nid tax iban passport', 'emergency', 'form html ocr', 'employee', { foreign: 0.15 }],
  ['shift_roster', 'mfg', 'Shift Roster', { de: 'Schichtplan', cs: 'Rozpis směn', pl: 'Grafik zmian', sv: 'Skiftschema', ja: 'シフト表' }, 'name phone', 'shift', 'table', 'employee', { multi: true }],
  ['incident_report', 'mfg', 'Incident Report', { de: 'Unfallmeldung', fr: 'Déclaration d\'accident du travail', pl: 'Protokół wypadku', it: 'Denuncia di infortunio', ko: '사고 보고서' }, 'name dob address phone nid', 'incident witness', 'form letter email', 'employee'],
  ['near_miss_report', 'mfg', 'Near-Miss Report', { de: 'Beinaheunfall-Meldung', sv: 'Tillbudsrapport', fi: 'Läheltä piti -ilmoitus' }, 'name phone', 'incident', 'form email', 'employee'],
  ['supplier_onboarding', 'mfg', 'Supplier Onboarding – Bank Details', { de: 'Lieferantenstammdaten', fr: 'Fiche fournisseur', es: 'Alta de proveedor', it: 'Anagrafica fornitore', zh: '供应商登记表' }, 'name phone email tax iban account wallet', 'company', 'form html email', 'contact'],
  ['quality_audit_record', 'mfg', 'Quality Audit Record', { de: 'Auditbericht', cs: 'Záznam z auditu', ja: '品質監査記録' }, 'name email', 'audit', 'form', 'auditor'],
  ['forklift_licence_register', 'mfg', 'Forklift Licence Register', { de: 'Staplerschein-Register', pl: 'Rejestr uprawnień UDT' }, 'name dob nid', 'card', 'table', 'employee', { multi: true }],
  ['ppe_issue_log', 'mfg', 'PPE Issue Log', { de: 'PSA-Ausgabeliste', sv: 'Utlämning skyddsutrustning' }, 'name phone', 'ppe', 'table', 'employee', { multi: true }],
  ['visa_work_permit_file', 'mfg', 'Work Permit Application', { de: 'Antrag Arbeitserlaubnis', ja: '在留資格申請書', ko: '외국인 고용 신청서', he: 'בקשה להיתר עבודה', ar: 'طلب تصريح عمل' }, 'name dob address phone nid passport', 'mrz employer', 'form ocr', 'employee', { foreign: 1 }],
  ['farm_subsidy_application', 'agri', 'Area Aid Application', { de: 'Sammelantrag Agrarförderung', fr: 'Déclaration PAC', pl: 'Wniosek o płatności bezpośrednie', ro: 'Cerere unică de plată', hu: 'Egységes kérelem', fi: 'Tukihakemus' }, 'name dob address phone email nid tax iban', 'farm', 'form letter', 'farmer'],
  ['seasonal_worker_contract', 'agri', 'Seasonal Employment Contract', { de: 'Arbeitsvertrag Saisonarbeitskraft', es: 'Contrato de temporada', it: 'Contratto lavoro stagionale', nl: 'Seizoenscontract', sv: 'Säsongsanställningsavtal', fi: 'Kausityösopimus' }, 'name dob address phone nid passport iban wallet', 'mrz pay', 'form', 'employee', { foreign: 0.7 }],
  ['coop_member_register', 'agri', 'Cooperative Member Register', { de: 'Mitgliederverzeichnis Genossenschaft', da: 'Andelshaverfortegnelse', nl: 'Ledenregister coöperatie' }, 'name address phone account', 'farm', 'table', 'member', { multi: true }],
  ['livestock_movement_form', 'agri', 'Livestock Movement Form', { de: 'Viehverkehrsmeldung', fr: 'Document de circulation des animaux', en: 'Animal Movement Licence' }, 'name address phone', 'farm livestock', 'form', 'keeper'],
  ['solar_grant_application', 'agri', 'Solar PV Grant Application', { de: 'Förderantrag Photovoltaik', it: 'Domanda incentivo fotovoltaico', es: 'Solicitud de subvención fotovoltaica', cs: 'Žádost o dotaci FVE', pl: 'Wniosek Mój Prąd' }, 'name dob address phone email nid iban', 'energy installer', 'form html', 'applicant'],
  ['heat_pump_grant_application', 'agri', 'Heat Pump Grant Application', { de: 'Antrag BEG Wärmepumpe', nl: 'ISDE-aanvraag warmtepomp', sk: 'Žiadosť o dotáciu tepelné čerpadlo', en: 'Boiler Upgrade Scheme Voucher Application' }, 'name address phone email tax iban', 'energy installer', 'form email', 'applicant'],
  ['energy_supplier_switch', 'agri', 'Energy Supply Switch', { de: 'Lieferantenwechsel Strom', nl: 'Overstapformulier energie' }, 'name dob address phone email iban', 'energy', 'form', 'customer'],
  ['machinery_sale_invoice', 'agri', 'Machinery Sale Invoice', { de: 'Rechnung Landmaschine', fr: 'Facture matériel agricole' }, 'name address phone tax', 'vehicle chassis items payto', 'form', 'customer'],
  ['employee_reference_letter', 'mfg', 'Employment Reference', { de: 'Arbeitszeugnis', fr: 'Certificat de travail', nl: 'Werkgeversverklaring' }, 'name dob address', 'employer', 'letter', 'employee', { out: true }],
  ['roadside_assistance_chat', 'auto', 'Roadside Assistance Chat', {}, 'name phone', 'vehicle gps', 'chat', 'customer'],
  ['fleet_driver_assignment', 'auto', 'Fleet Driver Assignment', { de: 'Fahrzeugüberlassungsvereinbarung', sv: 'Förmånsbilsavtal' }, 'name dob phone email nid', 'vehicle fleet', 'form email', 'employee'],
  ['customs_vehicle_import', 'auto', 'Vehicle Import Declaration', { de: 'Zollanmeldung Fahrzeugimport', tr: 'Araç ithalat beyannamesi', ar: 'بيان استيراد مركبة' }, 'name dob address nid passport tax', 'vehicle container', 'form ocr', 'customer', { foreign: 0.3 }],
];
const TERMS = {
  en: ['General terms (version {v}) apply. The customer confirms that the information given is complete and correct and that any change will be reported without delay. Personal data are processed for the performance of this contract and deleted after the statutory retention period. Complaints can be made through our customer service line {h} (free of charge, Mon–Fri 8–18).', 'Payment is due within 14 days of the invoice date without deduction. Ownership of delivered parts and materials remains with the contractor until payment in full. A late fee of {p} may be charged per reminder.', 'Warranty: 24 months on parts and 12 months on labour, excluding wear parts. Claims must quote the order number and be submitted before the warranty expires.'],
  de: ['Es gelten unsere Allgemeinen Geschäftsbedingungen (Stand {v}). Der Kunde bestätigt die Richtigkeit und Vollständigkeit der Angaben und teilt Änderungen unverzüglich mit. Personenbezogene Daten werden zur Vertragserfüllung verarbeitet und nach Ablauf der gesetzlichen Aufbewahrungsfristen gelöscht. Servicehotline: {h}.', 'Zahlbar innerhalb von 14 Tagen ohne Abzug. Die gelieferte Ware bleibt bis zur vollständigen Bezahlung unser Eigentum. Mahngebühr je Mahnung: {p}.'],
  fr: ['Nos conditions générales (version {v}) s\'appliquent. Le client certifie l\'exactitude des informations fournies. Les données personnelles sont traitées aux fins de l\'exécution du contrat et supprimées à l\'issue de la durée légale de conservation. Service client : {h}.', 'Paiement à 30 jours date de facture. Pénalité de retard forfaitaire : {p}. Réserve de propriété jusqu\'au paiement intégral.'],
  es: ['Se aplican nuestras condiciones generales (versión {v}). El cliente declara que los datos facilitados son veraces. Los datos personales se tratarán para la ejecución del contrato y se suprimirán una vez transcurridos los plazos legales. Atención al cliente: {h}.'],
  it: ['Si applicano le condizioni generali (versione {v}). Il cliente dichiara che i dati forniti sono veritieri. I dati personali sono trattati ai sensi del GDPR per l\'esecuzione del contratto. Assistenza clienti: {h}.'],
  pl: ['Obowiązują ogólne warunki umowy (wersja {v}). Klient oświadcza, że podane dane są zgodne z prawdą. Dane osobowe przetwarzane są w celu realizacji umowy zgodnie z RODO. Infolinia: {h}.'],
  nl: ['Op deze overeenkomst zijn onze algemene voorwaarden (versie {v}) van toepassing. Persoonsgegevens worden verwerkt voor de uitvoering van de overeenkomst. Klantenservice: {h}.'],
  cs: ['Platí všeobecné obchodní podmínky (verze {v}). Zákazník potvrzuje pravdivost uvedených údajů. Osobní údaje zpracováváme za účelem plnění smlouvy. Zákaznická linka: {h}.'],
  sv: ['Våra allmänna villkor (version {v}) gäller. Kunden intygar att lämnade uppgifter är korrekta. Personuppgifter behandlas för att fullgöra avtalet. Kundtjänst: {h}.'],
};
function terms(ctx) {
  const list = TERMS[ctx.lang]; if (!list || ctx.d.clean) return;
  const n = ctx.r.int(1, list.length);
  ctx.t('\n');
  for (const tpl of ctx.r.sample(list, n)) { fill(ctx.d, tpl, { v: () => ctx.neg('version'), h: () => ctx.neg('hotline'), p: () => ctx.neg('price') }); ctx.t('\n'); }
}
export const BIZ_KINDS = SPECS.map((s) => s[0]);

function title(ctx, s) { return s[3][ctx.lang] || (ctx.lang === 'en' ? s[3].en || s[2] : s[2]); }
function ref(ctx, kind) { ctx.neg(kind); }

const B = (c, k) => bl(c.lang, k);
function vehicle(ctx) {
  const [mk, md] = ctx.r.pick(MAKES); const lab = ctx.lab;
  ctx.t(`${lab.vehicle}: ${mk} ${md} (${ctx.r.int(2014, 2026)})\n${lab.vin}: `); ctx.neg('vin');
  ctx.t(`\n${lab.plate}: `); ctx.neg('licence_plate');
  if (ctx.r.chance(0.4)) { ctx.t(`\n${B(ctx, 'engine')}: `); ctx.neg('engine_number'); }
  ctx.t(`\n${B(ctx, 'km')}: ${ctx.r.int(5, 240)} ${ctx.r.digits(3)}\n`);
}
function items(ctx, pool) {
  const n = ctx.r.int(2, 5); const list = ITEMS[pool] || ITEMS.parts;
  const sep = ctx.r.pick([' | ', '\t', '  ']);
  const ean = ctx.r.chance(0.3);
  ctx.t(['#', B(ctx, 'partno'), ...(ean ? ['EAN'] : []), B(ctx, 'description'), B(ctx, 'qty'), ctx.lab.amount].join(sep) + '\n');
  for (let i = 1; i <= n; i++) { ctx.t(`${i}${sep}`); ctx.neg('part_number'); if (ean) { ctx.t(sep); ctx.neg('gtin'); } ctx.t(`${sep}${ctx.r.pick(list)}${sep}${ctx.r.int(1, 8)}${sep}`); ctx.neg('price'); ctx.t('\n'); }
  if (ctx.r.chance(0.3)) { ctx.t(`${B(ctx, 'shipment')}: `); ctx.neg('tracking_number'); ctx.t('\n'); }
  ctx.t(`${ctx.lab.amount}: `); ctx.neg('price'); ctx.t('\n');
}
const BLOCKS = {
  vehicle, items: (c) => items(c, c._spec[1] === 'build' ? 'materials' : c._spec[1] === 'agri' ? 'agri' : 'parts'), labour: (c) => items(c, 'labour'), materials: () => {},
  income: (c) => { c.t(`${B(c, 'employer')}: `); c.neg('company_name'); c.t(`\n${B(c, 'netincome')}: `); c.neg('price'); c.t('\n'); },
  buyer: (c) => { const b = c.person({ mayForeign: true }); c.t(`\n— ${c.lab.customer} 2 —\n${c.lab.name}: `); c.name(b); c.t(`\n${c.lab.address}: `); c.addr(b); c.t(`\n${c.lab.nid}: `); c.nid(b); c.t('\n'); },
  recall: (c) => { c.t('Recall campaign '); c.neg('recall_number'); c.t(` — ${B(c, 'partno')} `); c.neg('part_number'); c.t('. Please book an appointment with your dealer; the repair is free of charge. Hotline: '); c.neg('hotline'); c.t('\n'); },
  mrz: (c) => { c.t('\n[passport / MRZ]\n'); c.mrz(c._p); },
  damage: (c) => { c.t(`${B(c, 'damage')}: ${c.r.pick(['scratch rear bumper', 'dent driver door', 'windscreen chip', 'alloy wheel scuffed', 'mirror housing cracked'])}. ${B(c, 'photos')}: `); c.neg('uuid'); c.t(`.jpg\n${B(c, 'location')}: `); c.neg('coordinates'); c.t('\n'); },
  guardian: (c) => { if (!c._p.minor) return; const g = c.person(); c.t(`${B(c, 'guardian')}: `); c.name(g); c.t(`, ${c.lab.phone} `); c.phone(g); c.t('\n'); },
  energy: (c) => { c.t(`${B(c, 'meter')}: `); c.neg('meter_number'); c.t(`\n${B(c, 'evse')}: `); c.neg('evse_id'); c.t(`\n${B(c, 'gps')}: `); c.neg('coordinates'); c.t('\n'); if (c.r.chance(0.4)) { c.t('Webhook (B2B notifications): '); c.hook(); c.t('\n'); } },
  permit: (c) => { c.t(`${B(c, 'permit')}: `); c.neg('permit_number'); c.t('\n'); },
  tyre: (c) => { c.t(`${B(c, 'tyres')}: 4x `); c.neg('tyre_dot'); c.t(`, rack ${c.r.upper(1)}-${c.r.int(1, 40)}\n`); },
  fleet: (c) => { c.t(`${B(c, 'costcentre')} `); c.neg('order_number'); c.t(`, ${B(c, 'fleetmgr')}: `); const m = c.person(); c.name(m); c.t(' ('); c.email(m, { work: 'fleet.example', soft: true }); c.t(')\n'); },
  licence: (c) => { c.t(`${B(c, 'licence')}: `); c.d.v('national_id', 'driving_licence', c.r.pat(c.r.pick(['A#######', 'AAAAA######AA##', '########', 'B#######'])), { soft: true }); c.t('\n'); },
  site: (c) => { c.t(`${B(c, 'site')}: `); c.d.n('org_address', P.address(c.r, c.L)); c.t(` — ${B(c, 'project')} `); c.neg('order_number'); c.t('\n'); },
  emergency: (c) => { const e = c.person(); c.t(`${B(c, 'emergency')}: `); c.name(e); c.t(' '); c.phone(e); c.t('\n'); },
  company: (c) => { c.t(`${c.lab.company}: `); c.neg('company_name'); c.t(` · ${B(c, 'vat')} `); c.d.v('tax_id', 'company_vat', c.L.cc + c.r.digits(9), { soft: true }); c.t('\n'); if (c.r.chance(0.3)) { c.t('Order notification webhook / EDI: '); c.hook(); c.t('\n'); } },
  card: (c) => {},
  hours: (c) => {}, shift: () => {}, ppe: () => {},
  pay: (c) => { c.t(`${B(c, 'gross')}: `); c.neg('price'); c.t(`  ${B(c, 'net')}: `); c.neg('price'); c.t('\n'); },
  payto: (c) => { c.t(`${B(c, 'payto')}: `); c.neg('company_name'); c.t(' IBAN '); c.d.v('iban', 'company_iban', P.iban(c.r, c.L), { soft: true }); c.t('\n'); },
  complaint: (c) => { c.t(c.r.pick(['The new roof is leaking again after the storm and nobody has called me back.', 'The heating engineer left the boiler disconnected over the weekend.', 'Work was invoiced that was never carried out.', 'The scaffolding has been blocking my driveway for three weeks.'])); c.t(` ${c.lab.ref} `); c.neg('quote_number'); c.t('\n'); },
  policy: (c) => { c.t(`${B(c, 'policy')}: `); c.neg('policy_number'); c.t('\n'); },
  container: (c) => { c.t(`${B(c, 'container')}: `); c.neg('container_number'); c.t(' — B/L '); c.neg('tracking_number'); c.t('\n'); },
  chassis: (c) => { c.t(`${B(c, 'chassis')}: `); c.neg('chassis_number'); c.t('\n'); },
  machine: (c) => { c.t(`${B(c, 'machine')}: ${c.r.pick(MAKES.slice(12))[1]}, ${B(c, 'serial')} `); c.neg('serial_number'); c.t('\n'); },
  incident: (c) => { c.t(`${B(c, 'time')}: `); c.neg('iso_datetime'); c.t(`\n${B(c, 'machine')}: ${c.r.pick(['Press 4', 'Paint shop L2', 'CNC cell 7', 'Welding robot R12', 'Forklift FL-03'])}, ${B(c, 'serial')} `); c.neg('serial_number'); c.t(`\n${B(c, 'batch')}: `); c.neg('lot_number'); c.t(`\n${B(c, 'description')}: ${c.r.pick(INCIDENT[c.lang] || INCIDENT.en)}\n`); },
  witness: (c) => { const w = c.person(); c.t(`${B(c, 'witness')}: `); c.name(w); c.t(', '); c.phone(w); c.t('\n'); },
  audit: (c) => { c.t(`${B(c, 'audit')} `); c.neg('case_number'); c.t(`, findings: ${c.r.int(0, 9)} minor, ${c.r.int(0, 2)} major. ${B(c, 'batch')} `); c.neg('lot_number'); c.t(' GTIN '); c.neg('gtin'); c.t('\n'); },
  employer: (c) => { c.t(`${B(c, 'employer')}: `); c.neg('company_name'); c.t('\n'); },
  farm: (c) => { c.t(`${B(c, 'holding')}: `); c.neg('case_number'); c.t(`\n${B(c, 'parcel')}: `); c.neg('coordinates'); c.t('\n'); },
  livestock: (c) => { const n = c.r.int(2, 5); c.t(`${B(c, 'animals')}:\n`); for (let i = 0; i < n; i++) { c.t(' - '); c.neg('livestock_tag'); c.t('\n'); } },
  installer: (c) => { c.t(`${B(c, 'installer')}: `); c.neg('company_name'); c.t(`, ${B(c, 'contact')} `); const i = c.person(); c.name(i); c.t(', '); c.phone(i, { type: 'business_phone', soft: true }); c.t('\n'); },
  gps: () => {},
};
const WEEK = { en: 'Mon Tue Wed Thu Fri', de: 'Mo Di Mi Do Fr', fr: 'Lun Mar Mer Jeu Ven', es: 'Lun Mar Mié Jue Vie', it: 'Lun Mar Mer Gio Ven', pl: 'Pn Wt Śr Cz Pt', cs: 'Po Út St Čt Pá', sk: 'Po Ut St Št Pi', nl: 'Ma Di Wo Do Vr', sv: 'Mån Tis Ons Tor Fre', da: 'Man Tir Ons Tor Fre', nb: 'Man Tir Ons Tor Fre', fi: 'Ma Ti Ke To Pe', hu: 'H K Sze Cs P', ro: 'Lu Ma Mi Jo Vi', hr: 'Pon Uto Sri Čet Pet', bg: 'Пн Вт Ср Чт Пт', ru: 'Пн Вт Ср Чт Пт', uk: 'Пн Вт Ср Чт Пт', el: 'Δευ Τρι Τετ Πεμ Παρ', tr: 'Pzt Sal Çar Per Cum', pt: 'Seg Ter Qua Qui Sex', ja: '月 火 水 木 金', zh: '周一 周二 周三 周四 周五', ko: '월 화 수 목 금', vi: 'T2 T3 T4 T5 T6', th: 'จ. อ. พ. พฤ. ศ.', id: 'Sen Sel Rab Kam Jum', ms: 'Isn Sel Rab Kha Jum', he: 'א׳ ב׳ ג׳ ד׳ ה׳', ar: 'الأحد الاثنين الثلاثاء الأربعاء الخميس', hi: 'सोम मंगल बुध गुरु शुक्र' };
const INCIDENT = {
  en: ['Hand caught between guard and conveyor.', 'Slipped on hydraulic oil near the press.', 'Forklift reversed into racking, no injury.', 'Chemical splash to forearm, eye-wash used.'],
  de: ['Hand zwischen Schutzgitter und Förderband eingeklemmt.', 'Auf Hydrauliköl an der Presse ausgerutscht.', 'Stapler beim Rückwärtsfahren gegen Regal gestoßen, keine Verletzten.'],
  fr: ['Main coincée entre le carter et le convoyeur.', 'Glissade sur de l\'huile hydraulique près de la presse.'],
  es: ['Mano atrapada entre la protección y la cinta transportadora.', 'Resbalón por aceite hidráulico junto a la prensa.'],
  it: ['Mano schiacciata tra protezione e nastro trasportatore.', 'Scivolato su olio idraulico vicino alla pressa.'],
  pl: ['Ręka przytrzaśnięta między osłoną a przenośnikiem.', 'Poślizgnięcie na oleju hydraulicznym przy prasie.'],
  cs: ['Ruka přiskřípnutá mezi krytem a dopravníkem.', 'Uklouznutí na hydraulickém oleji u lisu.'],
  nl: ['Hand bekneld tussen afscherming en transportband.', 'Uitgegleden over hydraulische olie bij de pers.'],
  sv: ['Handen klämdes mellan skydd och transportband.', 'Halkade på hydraulolja vid pressen.'],
  ja: ['安全カバーとコンベアの間に手を挟まれた。', 'プレス機付近の作動油で滑って転倒。'],
  ko: ['안전덮개와 컨베이어 사이에 손이 끼임.', '프레스 근처 유압유에 미끄러짐.'],
  zh: ['手被夹在防护罩与输送带之间。', '在冲压机旁因液压油滑倒。'],
  tr: ['El, koruyucu ile konveyör arasında sıkıştı.', 'Pres yakınında hidrolik yağa kayarak düştü.'],
  hu: ['A kéz beszorult a védőburkolat és a szállítószalag közé.', 'Hidraulikaolajon megcsúszott a prés mellett.'],
  sk: ['Ruka pricviknutá medzi krytom a dopravníkom.', 'Pošmyknutie na hydraulickom oleji pri lise.'],
  ro: ['Mână prinsă între apărătoare și bandă.', 'Alunecare pe ulei hidraulic lângă presă.'],
};

function fieldLine(ctx, key, p, style) {
  const labKey = key === 'account' ? 'account' : key;
  const lab = ctx.L_(labKey);
  if (style === 0) ctx.t(`${lab}: `); else if (style === 1) ctx.t(`${lab.padEnd(22, '.')} `); else ctx.t(`| ${lab} | `);
  ctx.field(key, p, { soft: key === 'card' ? false : undefined });
  if (key === 'card' && ctx.r.chance(0.6)) ctx.t(`  exp ${P.expiry(ctx.r)}`);
  ctx.t(style === 2 ? ' |\n' : '\n');
}

function renderForm(ctx, s, p, fields, blocks) {
  const r = ctx.r; ctx.rendering = 'form';
  if (!ctx.d.clean && r.chance(0.75)) { ctx.letterhead(s[1]); ctx.t('\n'); }
  ctx.t(`${title(ctx, s).toUpperCase()}\n`);
  if (!ctx.d.clean) { ctx.t(`${ctx.L_('ref')}: `); ref(ctx, r.pick(['order_number', 'case_number', 'invoice_number', 'quote_number'])); ctx.t('   '); }
  ctx.t(`${ctx.L_('date')}: ${ctx.date()}\n\n`);
  const style = r.int(0, 2);
  ctx.t(`${ctx.L_(s[7] === 'employee' ? 'employee' : s[7] === 'contractor' || s[7] === 'contact' ? 'company' : 'customer')}\n`);
  for (const f of fields) fieldLine(ctx, f, p, style);
  ctx.t('\n');
  for (const b of blocks) if (BLOCKS[b]) BLOCKS[b](ctx);
  if (r.chance(0.35)) { ctx.t(`\n${ctx.L_('notes')}: `); ctx.prose(p); ctx.t('\n'); }
  if (r.chance(0.45)) terms(ctx);
  ctx.t(`\n${ctx.L_('signature')}: ____________   `); ctx.name(p); ctx.t('\n');
}
function renderLetter(ctx, s, p, fields, blocks) {
  const r = ctx.r; ctx.rendering = 'letter';
  if (s[8] && s[8].out) return renderOutLetter(ctx, s, p, fields, blocks);
  ctx.name(p); ctx.t('\n'); ctx.addr(p); ctx.t('\n\n');
  if (!ctx.d.clean) { const company = ctx.org(s[1]); ctx.d.n('company_name', company); ctx.t('\n'); ctx.d.n('org_address', P.address(r, ctx.L)); ctx.t('\n'); }
  ctx.t(`\n${ctx.date()}\n\n${title(ctx, s)}`);
  if (!ctx.d.clean) { ctx.t(` — ${ctx.L_('ref')} `); ref(ctx, r.pick(['case_number', 'order_number', 'invoice_number'])); }
  ctx.t('\n\n');
  const contact = ctx.person(); ctx.greet(contact);
  const n = r.int(1, 3); for (let i = 0; i < n; i++) { ctx.prose(p, i); ctx.t(' '); }
  ctx.t('\n\n');
  for (const b of blocks) if (BLOCKS[b]) BLOCKS[b](ctx);
  for (const f of fields.filter((x) => !['name', 'address', 'dob', 'phone', 'email'].includes(x)).slice(0, 2)) { ctx.t(`${ctx.L_(f)}: `); ctx.field(f, p); ctx.t('\n'); }
  ctx.close(p);
}
// letter from an organisation to a person (recall notice, employment reference)
const OUT = {
  recall_notice: { en: 'Our records show that you are the registered keeper of the vehicle below. A component may not meet our quality standards; we will inspect and, if necessary, replace it free of charge.', de: 'Unseren Unterlagen zufolge sind Sie Halter/in des unten genannten Fahrzeugs. Ein Bauteil entspricht möglicherweise nicht unseren Qualitätsstandards; wir prüfen und ersetzen es bei Bedarf kostenlos.', fr: 'Selon nos fichiers, vous êtes le détenteur du véhicule ci-dessous. Une pièce pourrait ne pas répondre à nos normes de qualité ; nous la contrôlerons et la remplacerons gratuitement si nécessaire.', es: 'Según nuestros registros, usted es el titular del vehículo indicado. Un componente podría no cumplir nuestros estándares; lo revisaremos y, si es necesario, lo sustituiremos sin coste.', ja: 'お客様は下記車両の使用者として登録されております。一部部品が品質基準を満たしていない可能性があるため、無償で点検・交換いたします。' },
  employee_reference_letter: { en: 'was employed by us from {from} to {to} as {role}. All duties were carried out conscientiously and to our full satisfaction; the employment ends at the employee\'s own request.', de: 'war vom {from} bis zum {to} als {role} in unserem Unternehmen beschäftigt. Die übertragenen Aufgaben wurden stets zu unserer vollsten Zufriedenheit erledigt; das Arbeitsverhältnis endet auf eigenen Wunsch.', fr: 'a été employé(e) dans notre société du {from} au {to} en qualité de {role}. Il/elle nous quitte libre de tout engagement.', nl: 'was van {from} tot {to} bij ons in dienst als {role}. De werkzaamheden werden naar volle tevredenheid uitgevoerd.' },
};
function renderOutLetter(ctx, s, p, fields, blocks) {
  const r = ctx.r;
  if (!OUT[s[0]][ctx.lang]) { ctx.lang = 'en'; ctx.lab = LABELS.en; }
  if (!ctx.d.clean) ctx.letterhead(s[1]); else ctx.t(ctx.org(s[1]) + '\n');
  ctx.t('\n'); ctx.name(p); ctx.t('\n'); ctx.addr(p); ctx.t(`\n\n${ctx.date()}\n\n${title(ctx, s)}\n\n`);
  ctx.greet(p);
  const body = OUT[s[0]][ctx.lang] || OUT[s[0]].en;
  if (s[0] === 'employee_reference_letter') {
    ctx.name(p); if (fields.includes('dob')) { ctx.t(ctx.lang === 'de' ? ', geboren am ' : ', born '); ctx.dob(p); ctx.t(','); }
    ctx.t(' ' + body.replace('{from}', ctx.date({ y: r.int(2010, 2020), m: r.int(1, 12), d: 1 })).replace('{to}', ctx.date({ y: r.int(2021, 2026), m: r.int(1, 12), d: 28 })).replace('{role}', r.pick(['CNC machinist', 'forklift driver', 'quality inspector', 'maintenance electrician', 'line supervisor'])).replace('{pron}', p.sex === 'f' ? 'She' : 'He').replace('{pron2}', p.sex === 'f' ? 'her' : 'his') + '\n\n');
  } else { ctx.t(body + '\n\n'); }
  for (const b of blocks) if (BLOCKS[b]) BLOCKS[b](ctx);
  const signer = ctx.person(); ctx.t('\n' + r.pick(CLOSE_[ctx.lang] || CLOSE_.en) + '\n'); ctx.name(signer); ctx.t(`\n${s[0] === 'recall_notice' ? r.pick(['Customer Care', 'After-Sales', 'Product Safety']) : r.pick(['HR', 'Plant management', 'Human Resources'])}\n`);
}
const CLOSE_ = { en: ['Yours sincerely,', 'Kind regards,'], de: ['Mit freundlichen Grüßen'], fr: ['Veuillez agréer nos salutations distinguées.'], es: ['Atentamente,'], ja: ['敬具'], nl: ['Met vriendelijke groet,'] };
function renderEmail(ctx, s, p, fields, blocks) {
  const r = ctx.r; ctx.rendering = 'email';
  ctx.t('From: '); ctx.name(p); ctx.t(' <'); ctx.email(p); ctx.t('>\nTo: ');
  const org = ctx.org(s[1]); ctx.d.v('email', 'role_mailbox', `${r.pick(['service', 'claims', 'office', 'info', 'bookings'])}@${org.toLowerCase().replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '')}.example`, { soft: true });
  ctx.t(`\nSubject: ${title(ctx, s)} `); ref(ctx, r.pick(['case_number', 'order_number', 'ticket_number'])); ctx.t(`\nDate: `); ctx.neg('timestamp'); ctx.t('\n\n');
  const contact = ctx.person(); ctx.greet(contact);
  ctx.prose(p); ctx.t('\n\n');
  for (const b of blocks) if (BLOCKS[b]) BLOCKS[b](ctx);
  for (const f of fields.filter((x) => !['name', 'email'].includes(x)).slice(0, r.int(1, 4))) { ctx.t(`${ctx.L_(f)}: `); ctx.field(f, p); ctx.t('\n'); }
  ctx.close(p);
  if (r.chance(0.4)) { ctx.t('-- \n'); ctx.phone(p, { type: 'mobile' }); ctx.t('\n'); }
}
function renderHtml(ctx, s, p, fields, blocks) {
  const r = ctx.r; ctx.rendering = 'html';
  ctx.t(`<html><body>\n<h2>${title(ctx, s)}</h2>\n<p>${ctx.L_('ref')}: `); ref(ctx, 'order_number'); ctx.t('</p>\n<table class="form">\n');
  for (const f of fields) {
    ctx.t(`  <tr><th>${ctx.L_(f)}</th><td>`);
    const enc = r.chance(0.45) && ['name', 'email', 'address'].includes(f) ? 'html_entities' : undefined;
    ctx.field(f, p, enc ? { encoding: enc } : {});
    ctx.t('</td></tr>\n');
  }
  ctx.t('</table>\n<pre>\n'); for (const b of blocks) if (BLOCKS[b]) BLOCKS[b](ctx); ctx.t('</pre>\n</body></html>\n');
}
function renderOcr(ctx, s, p, fields, blocks) {
  const r = ctx.r; ctx.rendering = 'ocr_scan';
  ctx.t(`[OCR page 1/${r.int(1, 3)}] ${title(ctx, s)}\n`);
  for (const f of fields) { ctx.t(`${ctx.L_(f)}${r.pick([':', ' ', ' :', '.'])} `); ctx.field(f, p); ctx.t(r.chance(0.3) ? '   ' : '\n'); }
  ctx.t('\n');
  for (const b of blocks) if (BLOCKS[b]) BLOCKS[b](ctx);
  if (!blocks.includes('mrz') && (fields.includes('passport') || r.chance(0.5))) { ctx.t('\n'); ctx.mrz(p); }
}
function renderTable(ctx, s, fields, blocks) {
  const r = ctx.r; ctx.rendering = 'table';
  const n = r.chance(0.25) ? r.int(12, 26) : r.int(4, 11); const fmt = r.pick(['md', 'csv', 'tsv']);
  const sep = fmt === 'md' ? ' | ' : fmt === 'csv' ? ';' : '\t';
  if (r.chance(0.6)) ctx.letterhead(s[1]);
  ctx.t(`${title(ctx, s)} — `); ctx.neg(r.pick(['case_number', 'order_number'])); ctx.t(` — ${ctx.date()}\n\n`);
  const extra = blocks.includes('card') ? [B(ctx, 'cardno'), B(ctx, 'expiry')] : blocks.includes('hours') ? (WEEK[ctx.lang] || WEEK.en).split(' ') : blocks.includes('shift') ? [B(ctx, 'shift'), B(ctx, 'line')] : blocks.includes('ppe') ? [B(ctx, 'item'), B(ctx, 'size'), B(ctx, 'lot')] : [];
  const head = ['#', ...fields.map((f) => ctx.L_(f)), ...extra];
  ctx.t((fmt === 'md' ? '| ' : '') + head.join(sep) + (fmt === 'md' ? ' |' : '') + '\n');
  if (fmt === 'md') ctx.t('|' + head.map(() => '---').join('|') + '|\n');
  for (let i = 1; i <= n; i++) {
    const p = ctx.person({ mayForeign: s[8] && s[8].foreign });
    ctx.t((fmt === 'md' ? '| ' : '') + i);
    for (const f of fields) { ctx.t(sep); ctx.field(f, p); }
    if (blocks.includes('card')) { ctx.t(sep); ctx.d.v('national_id', 'safety_card_number', r.pat('########'), { soft: true }); ctx.t(sep + `${String(r.int(1, 12)).padStart(2, '0')}/${r.int(2026, 2030)}`); }
    if (blocks.includes('hours')) for (let k = 0; k < 5; k++) ctx.t(sep + r.pick(['8', '9.5', '10', '0', '7.5']));
    if (blocks.includes('shift')) ctx.t(sep + r.pick(['Early 06-14', 'Late 14-22', 'Night 22-06']) + sep + r.pick(['L1', 'L2', 'Paint', 'Body', 'Assembly']));
    if (blocks.includes('ppe')) { ctx.t(sep + r.pick(['Safety boots S3', 'Hi-vis vest', 'Ear defenders', 'Cut gloves']) + sep + r.pick(['M', 'L', 'XL', '43', '44']) + sep); ctx.neg('lot_number'); }
    ctx.t((fmt === 'md' ? ' |' : '') + '\n');
  }
  ctx.t(`\n${ctx.L_('signature')}: `); const sup = ctx.person(); ctx.name(sup); ctx.t('\n');
}
function renderChat(ctx, s, p) {
  const r = ctx.r; ctx.rendering = 'chat';
  const agent = ctx.person(); let h = r.int(6, 22), m = r.int(0, 50);
  const ts = () => { m += r.int(0, 3); if (m > 59) { m -= 60; h++; } return `[${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}]`; };
  ctx.t(`${ts()} Agent `); ctx.name(agent, { short: true }); ctx.t(': Hello, roadside assistance here. Can you confirm your name and where the vehicle is?\n');
  ctx.t(`${ts()} Customer: hi, it's `); ctx.name(p); ctx.t(', I am on the hard shoulder near '); ctx.neg('coordinates'); ctx.t('\n');
  ctx.t(`${ts()} Agent: Thanks. Which vehicle? Registration and, if you have it, the VIN from the windscreen.\n`);
  ctx.t(`${ts()} Customer: plate `); ctx.neg('licence_plate'); ctx.t(', VIN '); ctx.neg('vin'); ctx.t(r.pick([', engine just died', ', flat tyre, no spare', ', EV shows 0% and won\'t restart', ', warning light and smoke']) + '\n');
  ctx.t(`${ts()} Agent: A patrol is on the way, ETA ${r.int(20, 75)} min. Best number to call you?\n`);
  ctx.t(`${ts()} Customer: `); ctx.phone(p); ctx.t(r.chance(0.5) ? ' or my wife ' : '\n');
  if (ctx.d.text.endsWith(' ')) { const w = ctx.person(); ctx.name(w, { short: true }); ctx.t(' on '); ctx.phone(w); ctx.t('\n'); }
  if (r.chance(0.5)) { ctx.t(`${ts()} Agent: For the membership check I need your date of birth.\n${ts()} Customer: `); ctx.dob(p); ctx.t('\n'); }
  if (r.chance(0.4)) { ctx.t(`${ts()} Customer: you can also send the invoice to `); ctx.email(p); ctx.t('\n'); }
  if (r.chance(0.3)) { ctx.t(`${ts()} Customer: i'll pay the tow myself, card `); ctx.card(p); ctx.t(`, exp ${P.expiry(r)}\n${ts()} Agent: Please don't share card numbers in chat — I'll send a secure payment link.\n`); }
  ctx.t(`${ts()} Agent: Case `); ctx.neg('case_number'); ctx.t(' created. Stay behind the barrier. Emergency: '); ctx.neg('hotline'); ctx.t('\n');
}

export function bizGen(kind) {
  const s = SPECS.find((x) => x[0] === kind);
  return (ctx) => {
    const r = ctx.r; ctx._spec = s; const opts = s[8] || {};
    const p = ctx.person({ mayForeign: true, foreign: opts.foreign && r.chance(opts.foreign), minor: opts.minor && r.chance(opts.minor) });
    p.minor = opts.minor && p.dob.y > 2006;
    ctx._p = p;
    let fields = s[4].split(' ');
    // vary fields: drop some optional ones
    fields = fields.filter((f, i) => i === 0 || r.chance(0.85));
    if (r.chance(0.45)) fields.push(r.pick(['card', 'card', 'account', 'account', 'wallet', 'wallet', 'wallet', 'passport', 'iban', 'ip']));
    fields = [...new Set(fields)];
    let blocks = s[5].split(' ');
    if (ctx.d.clean) blocks = blocks.filter((b) => ['buyer', 'mrz', 'guardian', 'emergency', 'witness', 'licence', 'hours', 'shift', 'card', 'complaint_clean'].includes(b));
    const rend = r.pick(s[6].split(' '));
    if (opts.multi || rend === 'table') return renderTable(ctx, s, fields.filter((f) => f !== 'address' || r.chance(0.5)), blocks);
    if (rend === 'chat') { ctx.lang = 'en'; ctx.lab = LABELS.en; return renderChat(ctx, s, p); }
    if (rend === 'letter') return renderLetter(ctx, s, p, fields, blocks);
    if (rend === 'email') return renderEmail(ctx, s, p, fields, blocks);
    if (rend === 'html') return renderHtml(ctx, s, p, fields, blocks);
    if (rend === 'ocr') return renderOcr(ctx, s, p, fields, blocks);
    return renderForm(ctx, s, p, fields, blocks);
  };
}
export const BIZ_SECTOR = Object.fromEntries(SPECS.map((s) => [s[0], s[1]]));
