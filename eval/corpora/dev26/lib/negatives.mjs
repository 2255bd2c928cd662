// Hard negatives: look-alikes that must NOT be reported. Each returns { kind, value }.
import { MONTHS, WEEKDAYS, numericDate, wordDate } from './lang.mjs';
import { randDate } from './values.mjs';
const N = (kind, value) => ({ kind, value });

const COMPANIES = ['Nordlicht Relocation GmbH', 'Santander', 'Western Union', 'Lufthansa', 'Deutsche Bahn', 'Société Générale', 'Allianz Care', 'Cigna Global', 'VFS Global', 'BLS International', 'TLScontact', 'Revolut', 'N26', 'Wise', 'Hapag-Lloyd', 'Siemens Healthineers', 'Mercado Libre', 'Tata Consultancy Services', 'Samsung SDS', 'Rakuten', 'Turkcell', 'Emirates NBD', 'MoneyGram', 'Remitly', 'Bolt', 'Glovo'];
const ORG_PERSON = ['Goethe-Institut', 'Max-Planck-Institut für Informatik', 'Alexander von Humboldt-Stiftung', 'Instituto Cervantes', 'Fulbright Commission', 'Robert Bosch Stiftung', 'Fondation Jean Monnet', 'Johns Hopkins University', 'Marie Skłodowska-Curie Actions', 'Erasmus+', 'Konrad-Adenauer-Stiftung', 'Université Paris Cité – Institut Pasteur', 'Charité – Universitätsmedizin Berlin', 'Camões, I.P.', 'Instituto Camões', 'Sciences Po', 'Hospital Gregorio Marañón', 'Taras Shevchenko National University', 'Sun Yat-sen University', 'Heinrich-Heine-Universität Düsseldorf'];
const PUBLIC = ['Angela Merkel', 'Emmanuel Macron', 'Cristiano Ronaldo', 'Albert Einstein', 'Marie Curie', 'Frida Kahlo', 'Haruki Murakami', 'Lionel Messi', 'Shah Rukh Khan', 'Taylor Swift', 'Nelson Mandela', 'Volodymyr Zelenskyy', 'Orhan Pamuk'];
const FICTION = ['Sherlock Holmes', 'Harry Potter', 'Hermione Granger', 'Don Quijote', 'Astérix', 'Pippi Langstrumpf', 'Sailor Moon', 'Naruto Uzumaki', 'Homer Simpson', 'Anna Karenina'];
const PLACEHOLDER_NAMES = ['Max Mustermann', 'Erika Mustermann', 'John Doe', 'Jane Doe', 'Jean Dupont', 'Mario Rossi', 'Jan Kowalski', 'Иван Иванов', '山田太郎', '张三', '홍길동', 'Fulano de Tal', 'Juan Pérez (Beispiel)'];
const PLACES = ['Ausländerbehörde Berlin', 'Landesamt für Einwanderung', 'Bürgeramt Mitte', 'Préfecture de Police', 'Oficina de Extranjería', 'Questura di Milano', 'Urząd Wojewódzki', 'Göç İdaresi', 'Home Office', 'USCIS', 'IND', 'Migrationsverket', 'Frankfurt Airport', 'Schengen', 'Lisboa', 'Dubai', 'Warszawa', 'Île-de-France', 'Bavaria', 'Ontario', 'Kraków'];
const STREET_ONLY = ['Friedrichstraße', 'Rue de Rivoli', 'Gran Vía', 'Oxford Street', 'Nevsky Prospekt', 'İstiklal Caddesi', 'Marszałkowska'];
const JOBS = ['Sachbearbeiterin', 'Relocation Consultant', 'Head of Global Mobility', 'Case Officer', 'Chargé de mission RH', 'Payroll Specialist', 'Visa Officer', 'Immigration Paralegal', 'Office Manager', 'Senior Software Engineer', 'Au-pair Coordinator'];
const PROJECTS = ['Project Falcon', 'Operation Nordstern', 'Projekt Kranich', 'Phoenix Migration', 'Apollo Rollout', 'Atlas Onboarding'];
const DE_NOUNS = ['Aufenthaltstitel', 'Wohnungsgeberbestätigung', 'Meldebescheinigung', 'Arbeitgeber', 'Krankenversicherung', 'Fiktionsbescheinigung', 'Zusatzblatt', 'Verpflichtungserklärung', 'Sperrkonto', 'Geburtsurkunde'];
const PRODUCTS = ['WhatsApp', 'Excel', 'Google Drive', 'DocuSign', 'iPhone 15', 'Salesforce', 'Zoom', 'Microsoft Teams', 'Telegram', 'Notion', 'Jira'];
const EX_KEYS = ['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc', 'xoxb-not-a-real-token-this-will-not-work', 'ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 'SG.xxxxxxxx.yyyyyyyy', 'AIzaSyXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX'];
const EX_CARDS = ['4242 4242 4242 4242', '4111 1111 1111 1111', '5555 5555 5555 4444', '4000 0566 5566 5556', '3782 822463 10005'];
const EX_IBANS = ['DE89 3704 0044 0532 0130 00', 'GB82 WEST 1234 5698 7654 32', 'FR14 2004 1010 0505 0001 3M02 606', 'DE00 0000 0000 0000 0000 00'];
const PLACEHOLDERS = ['<YOUR_API_KEY>', 'YOUR_SECRET_HERE', '${DB_PASSWORD}', '{{ .Values.db.password }}', 'changeme', 'xxxxxxxx', '<redacted>', '[ENTER PASSPORT NO.]', 'TT.MM.JJJJ', 'DD/MM/YYYY', 'jj/mm/aaaa', '****', 'sk_live_xxxxxxxxxxxxxxxxxxxxxxxx', 'postgres://user:password@localhost:5432/dbname', 'https://hooks.slack.com/services/XXX/YYY/ZZZ', 'user@example.com', 'name.surname@example.org'];

export function neg(r, kind, ctx = {}) {
  const lang = ctx.lang || 'en';
  switch (kind) {
    case 'company': return N(kind, r.pick(COMPANIES));
    case 'org_named_after_person': return N(kind, r.pick(ORG_PERSON));
    case 'public_figure': return N(kind, r.pick(PUBLIC));
    case 'fictional_character': return N(kind, r.pick(FICTION));
    case 'placeholder_name': return N(kind, r.pick(PLACEHOLDER_NAMES));
    case 'place': return N(kind, r.pick(PLACES));
    case 'street_name_only': return N(kind, r.pick(STREET_ONLY));
    case 'job_title': return N(kind, r.pick(JOBS));
    case 'project_codename': return N(kind, r.pick(PROJECTS));
    case 'month': { const m = r.int(1, 12); const f = { vi: `tháng ${m}`, zh: `${m}月`, ja: `${m}月`, ko: `${m}월` }[lang]; return N('month_weekday', f || (MONTHS[lang] || MONTHS.en)[m - 1]); }
    case 'weekday': return N('month_weekday', r.pick(WEEKDAYS[lang] || WEEKDAYS.en));
    case 'grammar_noun': return N('grammar_capitalised', r.pick(DE_NOUNS));
    case 'product': return N(kind, r.pick(PRODUCTS));
    case 'order_number': return N(kind, r.pick([`ORD-${r.int(2023, 2026)}-${r.digits(6)}`, `#${r.digits(7)}`, `${r.digits(3)}-${r.digits(7)}-${r.digits(7)}`]));
    case 'ticket_number': return N(kind, r.pick([`INC${r.digits(7)}`, `TCK-${r.digits(5)}`, `${r.digits(4)} ${r.digits(4)} ${r.digits(4)}`, `SR-${r.digits(8)}`]));
    case 'tracking_number': return N(kind, r.pick([`1Z${r.HEX(6)}${r.digits(10)}`, `RR${r.digits(9)}DE`, `JJD${r.digits(18)}`, `${r.digits(12)}`]));
    case 'invoice_number': return N(kind, r.pick([`INV-${r.int(2024, 2026)}-${r.digits(5)}`, `RE-${r.digits(6)}`, `Facture n° ${r.int(2024, 2026)}${r.digits(5)}`.slice(11), `F${r.digits(8)}`]));
    case 'policy_number': return N(kind, r.pick([`${r.digits(4)}-${r.digits(3)}-${r.digits(2)}`, `POL${r.digits(9)}`, `VS-${r.digits(3)}.${r.digits(3)}.${r.digits(3)}`]));
    case 'case_number': return N(kind, r.pick([`${r.int(2023, 2026)}/${r.upper(2)}/${r.digits(5)}`, `Az. ${r.digits(7)}-${r.digits(3)}`.slice(4), `${r.upper(3)}-${r.int(2024, 2026)}-${r.digits(4)}-${r.digits(4)}`, `IOE${r.digits(10)}`, `${r.digits(3)} ${r.digits(3)} ${r.digits(4)}`]));
    case 'booking_reference': return N(kind, r.pick([`${r.upper(6)}`, `VFS-${r.upper(3)}-${r.digits(8)}`, `${r.upper(3)}/${r.digits(4)}/${r.digits(6)}`]));
    case 'part_number': return N(kind, r.pick([`P/N ${r.digits(4)}-${r.digits(4)}`.slice(4), `${r.upper(2)}-${r.digits(5)}-${r.upper(1)}`]));
    case 'amount': return N(kind, r.pick([`€${r.int(50, 4000)},00`, `${r.int(1, 9)}.${r.digits(3)},${r.digits(2)} €`, `$${r.int(1, 9)},${r.digits(3)}.00`, `${r.int(100, 9999)} zł`, `₹${r.int(10, 99)},${r.digits(3)}`, `¥${r.int(10, 999)},000`, `${r.int(100, 9000)} TL`, `AED ${r.int(1, 9)},${r.digits(3)}`, `£${r.int(20, 2500)}.${r.digits(2)}`]));
    case 'non_birth_date': { const d = randDate(r, 2024, 2027); const o = ctx.country?.order || 'DMY'; return N(kind, r.pick([numericDate(d, o, ctx.country?.sep || '.'), wordDate(d, lang, r), numericDate(d, 'YMD', '-')])); }
    case 'timestamp': return N(kind, `2025-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}T${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}Z`);
    case 'version_string': return N(kind, r.pick([`v${r.int(1, 4)}.${r.int(0, 20)}.${r.int(0, 30)}`, `${r.int(1, 12)}.${r.int(0, 9)}.${r.int(0, 99)}.${r.int(100, 999)}`, `node:20.${r.int(1, 18)}-alpine`, `${r.int(1, 3)}.${r.int(0, 40)}.${r.int(0, 9)}-rc.${r.int(1, 5)}`]));
    case 'hash': return N(kind, r.pick([r.hex(64), r.hex(40), 'sha256:' + r.hex(64), r.hex(32)]));
    case 'uuid': return N(kind, r.uuid());
    case 'masked_value': return N(kind, r.pick([`**** **** **** ${r.digits(4)}`, `XXXX-XXXX-XXXX-${r.digits(4)}`, `DE** **** **** **** **${r.digits(2)} ${r.digits(2)}`, `***-**-${r.digits(4)}`, `+49 *** ****${r.digits(3)}`, `${r.lower(1)}***@gmail.com`, `${r.digits(4)}********${r.digits(4)}`, `sk_live_…${r.str('abcdefghijklmnopqrstuvwxyz0123456789', 4)}`]));
    case 'placeholder': return N(kind, r.pick(PLACEHOLDERS));
    case 'documented_example': return N(kind, r.pick([...EX_KEYS, ...EX_CARDS, ...EX_IBANS]));
    case 'public_service_number': return N(kind, r.pick(['116 117', '115', '112', '3939', '010', '1-800-555-0199', '+1 (800) 555-0134', '111', '119', '0800 555 0100']));
    case 'documentation_ip': return N(kind, r.pick([`192.0.2.${r.int(1, 254)}`, `198.51.100.${r.int(1, 254)}`, `203.0.113.${r.int(1, 254)}`, `2001:db8::${r.hex(4).replace(/^0+/, '') || '1'}`, `2001:db8:${r.hex(3)}::${r.int(1, 99)}`]));
    case 'role_mailbox': return N(kind, `${r.pick(['info', 'visa', 'support', 'noreply', 'no-reply', 'hr-mobility', 'kontakt', 'contact', 'accueil', 'bookings', 'relocation', 'payroll', 'admissions', 'termine'])}@${r.pick(['nordlicht-mobility.de', 'relokate.eu', 'visaflow.app', 'expathub.io', 'uni-beispielstadt.de', 'casa-nova-rentals.es', 'globalmove.co.uk', 'agence-passerelle.fr'])}`);
    case 'age': return N(kind, r.pick([`${r.int(18, 70)} Jahre`, `${r.int(18, 70)} y/o`, `age ${r.int(18, 70)}`, `${r.int(18, 70)} ans`, `${r.int(18, 70)} años`, `${r.int(18, 70)}歳`, `만 ${r.int(18, 70)}세`, `${r.int(18, 70)} лет`]));
    case 'file_name': return N(kind, r.pick([`passport_scan_final(${r.int(2, 5)}).pdf`, `IMG_${r.digits(4)}.HEIC`, `Mietvertrag_unterschrieben.pdf`, `bank_statement_${r.int(2024, 2026)}-${String(r.int(1, 12)).padStart(2, '0')}.pdf`, `A1_certificate_scan.jpg`]));
    case 'bic': return N(kind, r.pick(['DEUTDEFFXXX', 'COBADEFFXXX', 'BNPAFRPPXXX', 'CAIXESBBXXX', 'INGBNL2A', 'BARCGB22', 'REVOLT21', 'TRWIBEB1XXX', 'NTSBDEB1XXX', 'UNCRITMM']));
    case 'company_vat_id': return N(kind, r.pick([`DE${r.nzdigits(9)}`, `FR${r.digits(2)}${r.nzdigits(9)}`, `ATU${r.digits(8)}`, `NL${r.digits(9)}B01`, `ESB${r.digits(8)}`, `HRB ${r.digits(6)}`, `SIRET ${r.digits(3)} ${r.digits(3)} ${r.digits(3)} ${r.digits(5)}`]));
    case 'private_ip_infra': return N(kind, r.pick([`10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, `192.168.${r.int(0, 255)}.${r.int(1, 254)}`, `172.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(1, 254)}`, '127.0.0.1', '0.0.0.0']));
    case 'credentialless_url': return N(kind, r.pick(['postgres://db.internal:5432/cases', 'redis://cache:6379/0', 'amqp://mq.relokate.local:5672', 'https://api.onfido.com/v3.6/', 'https://api.stripe.com/v1/charges', 'mongodb://mongo:27017/portal']));
    case 'postcode_only': return N(kind, r.pick([`${r.digits(5)}`, `SW1A ${r.digits(1)}AA`, `${r.digits(2)}-${r.digits(3)}`]));
    case 'currency_code': return N(kind, r.pick(['EUR', 'USD', 'GBP', 'PLN', 'TRY', 'INR', 'JPY', 'UAH']));
    default: throw new Error('unknown negative ' + kind);
  }
}
export const NEG_TEXT = ['company', 'org_named_after_person', 'public_figure', 'fictional_character', 'placeholder_name', 'place', 'street_name_only', 'job_title', 'project_codename', 'month', 'weekday', 'product', 'amount', 'non_birth_date', 'age', 'case_number', 'booking_reference', 'public_service_number', 'role_mailbox', 'masked_value', 'file_name', 'ticket_number', 'order_number', 'tracking_number', 'invoice_number', 'policy_number'];
export const NEG_FORM = ['case_number', 'booking_reference', 'invoice_number', 'policy_number', 'non_birth_date', 'amount', 'masked_value', 'public_service_number', 'role_mailbox', 'bic', 'company_vat_id', 'org_named_after_person', 'company', 'job_title', 'documented_example', 'placeholder', 'age', 'part_number', 'postcode_only', 'file_name', 'placeholder_name'];
export const NEG_TECH = ['uuid', 'hash', 'version_string', 'timestamp', 'documented_example', 'placeholder', 'documentation_ip', 'private_ip_infra', 'credentialless_url', 'role_mailbox', 'masked_value', 'project_codename', 'product', 'order_number', 'ticket_number', 'file_name', 'currency_code'];
