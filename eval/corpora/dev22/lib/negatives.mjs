// Hard negatives: look-alikes that must NOT be reported. Each generator returns a string; the kind is the key.
import * as C from './checksums.mjs';
import { grp, p2 } from './locales.mjs';
import { wordDate, randDate, ibanRaw, IBAN_COUNTRIES, abaRouting, ed25519Pub, sshEd25519PublicBlob } from './values.mjs';

const UUID = (r) => `${r.hex(8)}-${r.hex(4)}-${r.pick(['4', '7', '1'])}${r.hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${r.hex(3)}-${r.hex(12)}`;
export const PUBLIC_FIGURES = {
  en: ['Barack Obama', 'Taylor Swift', 'Albert Einstein', 'Marie Curie', 'Serena Williams', 'David Attenborough', 'Elon Musk', 'Queen Elizabeth II', 'Winston Churchill', 'Greta Thunberg'],
  de: ['Angela Merkel', 'Johann Wolfgang von Goethe', 'Thomas Müller', 'Albert Einstein', 'Ludwig van Beethoven', 'Olaf Scholz', 'Roger Federer'],
  fr: ['Emmanuel Macron', 'Victor Hugo', 'Kylian Mbappé', 'Marie Curie', 'Édith Piaf', 'Zinédine Zidane', 'Napoléon Bonaparte'],
  es: ['Rafael Nadal', 'Frida Kahlo', 'Pedro Almodóvar', 'Gabriel García Márquez', 'Miguel de Cervantes', 'Pablo Picasso', 'Shakira'],
  pt: ['Pelé', 'Cristiano Ronaldo', 'Fernando Pessoa', 'Ayrton Senna', 'Machado de Assis', 'Gisele Bündchen', 'Luiz Inácio Lula da Silva'],
  it: ['Leonardo da Vinci', 'Dante Alighieri', 'Sophia Loren', 'Giuseppe Verdi', 'Valentino Rossi', 'Giorgia Meloni', 'Galileo Galilei'],
  nl: ['Vincent van Gogh', 'Max Verstappen', 'Rembrandt van Rijn', 'Johan Cruijff', 'Anne Frank', 'Mark Rutte'],
  pl: ['Fryderyk Chopin', 'Maria Skłodowska-Curie', 'Robert Lewandowski', 'Lech Wałęsa', 'Mikołaj Kopernik', 'Iga Świątek'],
  sv: ['Astrid Lindgren', 'Greta Garbo', 'Zlatan Ibrahimović', 'Alfred Nobel', 'Ingmar Bergman', 'Carl von Linné'],
  tr: ['Mustafa Kemal Atatürk', 'Orhan Pamuk', 'Sezen Aksu', 'Nazım Hikmet', 'Aziz Sancar'],
  ja: ['村上春樹', '宮崎駿', '大谷翔平', '黒澤明', '夏目漱石'], zh: ['孔子', '鲁迅', '姚明', '李白', '屠呦呦'], ko: ['세종대왕', '이순신', '손흥민', '봉준호', '김연아'],
  ar: ['نجيب محفوظ', 'أم كلثوم', 'محمد صلاح', 'ابن خلدون', 'زها حديد'], hi: ['महात्मा गांधी', 'सचिन तेंदुलकर', 'रवींद्रनाथ टैगोर', 'लता मंगेशकर', 'ए. पी. जे. अब्दुल कलाम'],
};
export const FICTIONAL = {
  en: ['Sherlock Holmes', 'Harry Potter', 'Homer Simpson', 'Elizabeth Bennet', 'James Bond', 'Frodo Baggins'], de: ['Pippi Langstrumpf', 'Max und Moritz', 'Harry Potter', 'Sherlock Holmes'],
  fr: ['Astérix', 'Arsène Lupin', 'Jean Valjean', 'le Petit Prince'], es: ['Don Quijote', 'Sancho Panza', 'Mafalda', 'Harry Potter'], pt: ['Capitu', 'Dom Casmurro', 'Mônica', 'Harry Potter'],
  it: ['Pinocchio', 'Montalbano', 'Geronimo Stilton'], nl: ['Nijntje', 'Dik Trom', 'Sherlock Holmes'], pl: ['Wiedźmin Geralt z Rivii', 'Pan Tadeusz', 'Bolek i Lolek'],
  sv: ['Pippi Långstrump', 'Nils Holgersson', 'Emil i Lönneberga', 'Kalle Anka'], tr: ['Nasreddin Hoca', 'Keloğlan', 'Sherlock Holmes'], ja: ['江戸川コナン', '野比のび太', 'ドラえもん'],
  zh: ['孙悟空', '贾宝玉', '哪吒'], ko: ['홍길동', '춘향', '뽀로로'], ar: ['علاء الدين', 'شهرزاد', 'السندباد'], hi: ['शरलॉक होम्स', 'मोगली', 'छोटा भीम'],
};
export const ORG_AFTER_PERSON = {
  en: ['Johnson & Johnson', 'Ernst & Young', 'Marks & Spencer', 'Hewlett-Packard', 'John Lewis', 'Ben & Jerry\'s', 'Rolls-Royce', 'Walt Disney Company'],
  de: ['Robert Bosch GmbH', 'Max-Planck-Institut', 'Goethe-Institut', 'Carl Zeiss AG', 'Fraunhofer-Gesellschaft', 'Konrad-Adenauer-Stiftung'],
  fr: ['Institut Pasteur', 'Hôpital Georges-Pompidou', 'Lycée Victor-Hugo', 'Louis Vuitton', 'Fondation Jean Jaurès'],
  es: ['Instituto Cervantes', 'Hospital Gregorio Marañón', 'Museo Frida Kahlo', 'Fundación Carlos Slim', 'Aeropuerto Adolfo Suárez'],
  pt: ['Fundação Getulio Vargas', 'Hospital Albert Einstein', 'Fundação Oswaldo Cruz', 'Aeroporto Humberto Delgado', 'Fundação Calouste Gulbenkian'],
  it: ['Ospedale Niguarda Ca\' Granda', 'Università Luigi Bocconi', 'Fondazione Giorgio Cini', 'Ferrari', 'Aeroporto Leonardo da Vinci'],
  nl: ['Anne Frank Huis', 'Philips', 'Albert Heijn', 'Erasmus MC', 'Rijksmuseum Van Gogh'], pl: ['Uniwersytet Jagielloński', 'Lotnisko Chopina', 'Instytut Adama Mickiewicza', 'Fundacja Jurka Owsiaka'],
  sv: ['Karolinska Institutet', 'Nobelstiftelsen', 'Astrid Lindgrens Värld', 'Ericsson'], tr: ['İstanbul Atatürk Havalimanı', 'Koç Holding', 'Sabancı Üniversitesi', 'Hacettepe Üniversitesi'],
  ja: ['本田技研工業', '豊田自動織機', '松下記念病院'], zh: ['中山大学', '逸夫楼', '鲁迅美术学院'], ko: ['세종문화회관', '이순신대교', '김대중컨벤션센터'],
  ar: ['مستشفى الملك فيصل التخصصي', 'جامعة الملك سعود', 'مسجد الشيخ زايد'], hi: ['इंदिरा गांधी अंतरराष्ट्रीय हवाई अड्डा', 'टाटा मोटर्स', 'जवाहरलाल नेहरू विश्वविद्यालय'],
};
export const JOB_TITLES = {
  en: ['Head of Finance', 'Chief Operating Officer', 'Senior Account Manager', 'Facilities Coordinator', 'Data Protection Officer', 'Site Reliability Engineer', 'Practice Manager'],
  de: ['Leiterin Buchhaltung', 'Geschäftsführer', 'Datenschutzbeauftragter', 'Teamleiterin Kundenservice', 'Hausmeister'], fr: ['Directrice financière', 'Responsable RH', 'Chef de projet', 'Délégué à la protection des données'],
  es: ['Director Comercial', 'Jefa de Recursos Humanos', 'Responsable de Calidad', 'Delegado de Protección de Datos'], pt: ['Diretora Financeira', 'Gerente de Contas', 'Coordenador de Logística', 'Encarregado de Dados'],
  it: ['Direttore Amministrativo', 'Responsabile Risorse Umane', 'Capo Progetto', 'Amministratore Delegato'], nl: ['Teamleider Klantenservice', 'Financieel Directeur', 'Projectleider', 'Functionaris Gegevensbescherming'],
  pl: ['Dyrektor Finansowy', 'Kierownik Projektu', 'Inspektor Ochrony Danych', 'Specjalista ds. Kadr'], sv: ['Ekonomichef', 'Projektledare', 'Dataskyddsombud', 'Kundtjänstchef'], tr: ['Genel Müdür', 'İnsan Kaynakları Müdürü', 'Proje Yöneticisi', 'Satış Direktörü'],
  ja: ['営業部長', '総務課長', '代表取締役', 'プロジェクトマネージャー'], zh: ['财务总监', '人事经理', '项目负责人', '总经理'], ko: ['영업팀장', '인사부장', '대표이사', '프로젝트 매니저'], ar: ['المدير المالي', 'مدير الموارد البشرية', 'مدير المشروع', 'الرئيس التنفيذي'], hi: ['वित्त प्रमुख', 'मानव संसाधन प्रबंधक', 'परियोजना प्रबंधक', 'मुख्य कार्यकारी अधिकारी'],
};
export const PRODUCTS = ['Microsoft Teams', 'Salesforce', 'Zendesk', 'SAP S/4HANA', 'Jira', 'Confluence', 'HubSpot', 'Google Meet', 'Zoom', 'Excel', 'Outlook', 'Power BI', 'Kubernetes', 'PostgreSQL', 'Grafana', 'Tableau', 'Notion', 'DATEV', 'Xero', 'ServiceNow'];
export const CODENAMES = ['Project Falcon', 'Project Nightjar', 'Bluebird', 'Operation Tidewater', 'Phoenix', 'Atlas', 'Kestrel', 'Granite', 'Northstar', 'Juniper', 'Projekt Nordstern', 'Projet Mistral', 'Proyecto Colibrí', 'Projeto Jangada', 'Progetto Ponte', 'Project Orca'];
export const MONTHS_WD = { // weekdays (natural casing of each language)
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], de: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag'],
  fr: ['lundi', 'mardi', 'jeudi', 'vendredi'], es: ['lunes', 'martes', 'jueves', 'viernes'], pt: ['segunda-feira', 'quarta-feira', 'sexta-feira'], it: ['lunedì', 'giovedì', 'venerdì'], nl: ['maandag', 'woensdag', 'vrijdag'],
  pl: ['poniedziałek', 'środę', 'piątek'], sv: ['måndag', 'onsdag', 'fredag'], tr: ['Pazartesi', 'Çarşamba', 'Cuma'], ja: ['月曜日', '水曜日', '金曜日'], zh: ['星期一', '星期三', '星期五'], ko: ['월요일', '수요일', '금요일'], ar: ['الاثنين', 'الأربعاء', 'الخميس'], hi: ['सोमवार', 'बुधवार', 'शुक्रवार'],
};
export const CAP_NOUNS = { de: ['Rechnung', 'Mahnung', 'Kündigung', 'Nebenkostenabrechnung', 'Termin', 'Schaden', 'Vertrag', 'Zahlung', 'Lieferung', 'Heizung', 'Mieter', 'Vermieterin'] };
export const STREET_NAMES = {
  en: ['Kingsley Road', 'Maple Avenue', 'Station Approach', 'Church Walk', 'Orchard Street'], de: ['Lindenstraße', 'Goethestraße', 'Bahnhofstrasse', 'Kastanienallee'], fr: ['rue des Lilas', 'avenue Jean-Jaurès', 'Rue de la Station'],
  es: ['Calle Mayor', 'Paseo de la Castellana', 'Av. Insurgentes Sur'], pt: ['Avenida Paulista', 'Rua Augusta', 'Rua das Flores'], it: ['Via Garibaldi', 'Corso Vittorio Emanuele II', 'Via Roma'], nl: ['Kerkstraat', 'Prinsengracht', 'Stationsplein'],
  pl: ['ul. Marszałkowska', 'ul. Długa', 'ul. Piłsudskiego'], sv: ['Drottninggatan', 'Storgatan', 'Sveavägen'], tr: ['Bağdat Caddesi', 'İstiklal Caddesi', 'Atatürk Caddesi'], ja: ['表参道', '御堂筋', '中央通り'], zh: ['南京路', '长安街', '人民南路'], ko: ['테헤란로', '세종대로', '을지로'], ar: ['شارع الملك فهد', 'شارع التحلية', 'شارع الشيخ زايد'], hi: ['एमजी रोड', 'स्टेशन रोड', 'लिंक रोड'],
};

const CURRENCY = { US: (a) => `$${a.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`, GB: (a) => `£${a.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`, AU: (a) => `A$${a.toFixed(2)}`, IN: (a) => `₹${a.toLocaleString('en-IN')}`,
  DE: (a) => `${a.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`, CH: (a) => `CHF ${a.toFixed(2)}`, FR: (a) => `${a.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`.replace(/\u202f|\u00a0/g, ' '), BE: (a) => `${a.toFixed(2).replace('.', ',')} €`,
  ES: (a) => `${a.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`, MX: (a) => `$${a.toLocaleString('en-US')} MXN`, BR: (a) => `R$ ${a.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`, PT: (a) => `${a.toFixed(2).replace('.', ',')} €`, IT: (a) => `€ ${a.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  NL: (a) => `€ ${a.toFixed(2).replace('.', ',')}`, PL: (a) => `${a.toFixed(2).replace('.', ',')} zł`, SE: (a) => `${Math.round(a)} kr`, TR: (a) => `${a.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} TL`, JP: (a) => `¥${Math.round(a * 150).toLocaleString('en-US')}`, CN: (a) => `¥${(a * 7).toFixed(2)}`, KR: (a) => `${Math.round(a * 1300).toLocaleString('en-US')}원`,
  SA: (a) => `${a.toFixed(2)} ر.س`, AE: (a) => `AED ${a.toFixed(2)}`, FI: (a) => `€${a.toFixed(2)}`, DK: (a) => `${Math.round(a * 7)} kr.`, NO: (a) => `${Math.round(a * 11)} kr` };

const DOC_IP = (r) => r.pick([`192.0.2.${r.int(1, 254)}`, `198.51.100.${r.int(1, 254)}`, `203.0.113.${r.int(1, 254)}`, `2001:db8::${r.hex(r.int(1, 4))}`, `2001:db8:${r.hex(4)}::${r.int(1, 99)}`]);
const luhnInvalid = (r) => { for (;;) { const n = r.pick(['4', '5', '3']) + r.digits(15); if (!C.luhnValid(n)) return r.chance(0.6) ? grp(n, [4, 4, 4, 4]) : n; } };

export const NEG = {
  order_number: (r) => r.pick([`#${r.nzdigits(7)}`, `ORD-${r.nzdigits(4)}-${r.digits(4)}`, `${r.nzdigits(3)}-${r.digits(7)}-${r.digits(7)}`, `SO${r.nzdigits(8)}`, `${r.nzdigits(10)}`]),
  ticket_number: (r) => r.pick([`INC${r.digits(7)}`, `#${r.nzdigits(5)}`, `${r.pick(['OPS', 'SUP', 'HR', 'IT', 'CS'])}-${r.nzdigits(4)}`, `CS-${r.nzdigits(6)}`, `REQ${r.digits(8)}`]),
  tracking_number: (r) => r.pick([`1Z${r.upper(3).replace(/[IO]/g, 'X')}${r.digits(13)}`, `JD${r.digits(18)}`, `${r.upper(2)}${r.digits(9)}${r.pick(['DE', 'GB', 'FR', 'NL', 'SE'])}`, `${r.nzdigits(12)}`, `00${r.digits(18)}`]),
  invoice_number: (r) => r.pick([`INV-${r.int(2022, 2026)}-${r.digits(5)}`, `RE-${r.int(2023, 2026)}${r.digits(4)}`, `F${r.int(2023, 2026)}/${r.digits(5)}`, `${r.nzdigits(3)}/${r.int(2023, 2026)}`, `No. ${r.nzdigits(8)}`]),
  policy_number: (r) => r.pick([`POL-${r.upper(2)}-${r.nzdigits(9)}`, `${r.nzdigits(3)}.${r.digits(3)}.${r.digits(3)}`, `${r.upper(3)}${r.digits(7)}/${r.digits(2)}`, `${r.nzdigits(4)} ${r.digits(4)} ${r.digits(4)}`]),
  case_number: (r) => r.pick([`${r.int(2023, 2026)}/${r.nzdigits(6)}`, `Az. ${r.nzdigits(3)} C ${r.nzdigits(4)}/${r.int(23, 26)}`, `CR-${r.nzdigits(8)}`, `${r.upper(2)}${r.nzdigits(6)}${r.int(23, 26)}`, `case ${r.nzdigits(8)}`].map((x) => x.replace(/^case /, ''))),
  part_number: (r) => r.pick([`P/N ${r.nzdigits(4)}-${r.digits(4)}-${r.upper(1)}`, `${r.upper(3)}-${r.nzdigits(5)}-${r.digits(2)}`, `${r.nzdigits(3)}.${r.digits(3)}.${r.digits(3)}.${r.digits(2)}`, `SKU ${r.nzdigits(8)}`]),
  booking_reference: (r) => r.chars('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6),
  luhn_invalid_number: luhnInvalid,
  invalid_checksum_iban: (r) => { const raw = ibanRaw(r, r.pick(IBAN_COUNTRIES)); let ck = +raw.slice(2, 4); ck = ck === 2 ? 3 : ck - 1; const bad = raw.slice(0, 2) + p2(ck) + raw.slice(4); return bad.replace(/(.{4})/g, '$1 ').trim(); },
  masked_value: (r) => r.pick([`${r.pick(['DE', 'FR', 'NL', 'ES'])}${r.digits(2)} **** **** **** ${r.digits(4)}`, `***-**-${r.digits(4)}`, `+${r.pick(['44', '49', '33', '1'])} *** *** ${r.digits(2)}`, `${r.lower(1)}*****@${r.pick(['gmail.com', 'web.de', 'outlook.com'])}`]),
  masked_card: (r) => r.pick([`**** **** **** ${r.digits(4)}`, `XXXX-XXXX-XXXX-${r.digits(4)}`, `•••• ${r.digits(4)}`, `${r.pick(['4', '5'])}${r.digits(3)} **** **** ${r.digits(4)}`]),
  masked_secret: (r) => r.pick(['***', `sk_live_****${r.alnum(4)}`, `ghp_****************************${r.alnum(4)}`, '[MASKED]', `AKIA************${r.upper(4)}`]),
  example_key: (r) => r.pick(['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c', 'https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX']),
  test_card_number: (r) => r.pick(['4111 1111 1111 1111', '4242 4242 4242 4242', '5555 5555 5555 4444', '4000 0566 5566 5556', '3782 822463 10005', '5105 1051 0510 5100', '6011 1111 1111 1117']),
  documented_example: (r) => r.pick(['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'DE89 3704 0044 0532 0130 00', 'GB82 WEST 1234 5698 7654 32', 'https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c', '0x0000000000000000000000000000000000000000', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc', '123-45-6789']),
  placeholder: (r) => r.pick(['<YOUR_API_KEY>', '${DB_PASSWORD}', 'sk_live_xxxxxxxxxxxxxxxxxxxxxxxx', 'ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', '<password>', '{{ secrets.DEPLOY_TOKEN }}', '$POSTGRES_PASSWORD', '%API_KEY%', 'your-token-here', 'REPLACE_ME', '********', 'xoxb-your-bot-token', 'AIzaSy...']),
  placeholder_email: (r) => r.pick(['jane.doe@example.com', 'user@example.org', 'name@example.net', 'max.mustermann@example.com', 'test@test.invalid', 'firstname.lastname@company.example']),
  credentialless_uri: (r) => r.pick([`postgres://localhost:5432/app_dev`, `redis://cache:6379/0`, `mongodb://127.0.0.1:27017/test`, `amqp://rabbitmq:5672`, `mysql://db:3306/shop`, `jdbc:postgresql://localhost:5432/${r.pick(['orders', 'crm'])}`]),
  uuid: UUID,
  git_sha: (r) => (r.chance(0.5) ? r.hex(7) : r.hex(40)),
  sha256_hash: (r) => (r.chance(0.5) ? r.hex(64) : `sha256:${r.hex(64)}`),
  tx_hash: (r) => '0x' + r.hex(64),
  version_string: (r) => r.pick([`v${r.int(1, 4)}.${r.int(0, 30)}.${r.int(0, 12)}`, `${r.int(1, 12)}.${r.int(0, 9)}.${r.int(0, 20)}.${r.int(100, 9999)}`, `${r.int(1, 5)}.${r.int(0, 9)}.${r.int(0, 9)}-rc.${r.int(1, 5)}`, `10.0.${r.int(17000, 26000)}.${r.int(100, 4000)}`, `build ${r.int(2023, 2026)}.${p2(r.int(1, 12))}.${r.int(1, 9)}`]),
  doc_ip: DOC_IP,
  amount: null, non_birth_date: null, public_service_number: null, company: null, place: null, street_name: null,
  bank_identifier: null, public_figure: null, fictional_character: null, org_named_after_person: null, job_title: null, product: (r) => r.pick(PRODUCTS), project_codename: (r) => r.pick(CODENAMES), month_or_weekday: null, capitalised_noun: null,
  company_registration: (r) => r.pick([`HRB ${r.nzdigits(5)}`, `KvK ${r.nzdigits(8)}`, (() => { for (;;) { const s = r.nzdigits(9); if (C.luhnValid(s)) return `SIREN ${grp(s, [3, 3, 3])}`; } })(), `CNPJ ${r.digits(2)}.${r.digits(3)}.${r.digits(3)}/0001-${r.digits(2)}`, `Company No. ${r.nzdigits(8)}`, `Org.nr ${r.pick(['55', '556'])}${r.digits(4)}-${r.digits(4)}`.replace(/^(Org\.nr \d{6})\d*-/, '$1-')]),
  isbn: (r) => { const b = '978' + r.digits(9); let s = 0; for (let i = 0; i < 12; i++) s += +b[i] * (i % 2 ? 3 : 1); const c = (10 - (s % 10)) % 10; return `ISBN ${b.slice(0, 3)}-${b[3]}-${b.slice(4, 7)}-${b.slice(7, 12)}-${c}`; },
  public_key: (r) => { const seed = r.bytes(32); return `ssh-ed25519 ${sshEd25519PublicBlob(ed25519Pub(seed)).toString('base64')}`; },
};

// language/locale-aware negatives
export function neg(r, kind, loc) {
  const lang = loc.lang;
  switch (kind) {
    case 'amount': { const a = r.pick([r.int(5, 999) + r.int(0, 99) / 100, r.int(1000, 48000) + r.pick([0, 0.5, 0.99])]); return CURRENCY[loc.cc](a); }
    case 'non_birth_date': { const [y, m, d] = randDate(r, 2023, 2026); return r.chance(0.5) ? wordDate(r, lang, y, m, d) : loc.numDate(y, m, d, r); }
    case 'public_service_number': return loc.service(r);
    case 'company': return r.pick(loc.companies);
    case 'place': return r.pick(loc.cities);
    case 'street_name': return r.pick(STREET_NAMES[lang] || STREET_NAMES.en);
    case 'public_figure': return r.pick(PUBLIC_FIGURES[lang] || PUBLIC_FIGURES.en);
    case 'fictional_character': return r.pick(FICTIONAL[lang] || FICTIONAL.en);
    case 'org_named_after_person': return r.pick(ORG_AFTER_PERSON[lang] || ORG_AFTER_PERSON.en);
    case 'job_title': return r.pick(JOB_TITLES[lang] || JOB_TITLES.en);
    case 'month_or_weekday': return r.pick(MONTHS_WD[lang] || MONTHS_WD.en);
    case 'capitalised_noun': return r.pick(CAP_NOUNS[lang] || CAP_NOUNS.de);
    case 'bank_identifier': return bankIdentifier(r, loc);
    default: return NEG[kind](r);
  }
}
export function bankIdentifier(r, loc) {
  switch (loc.cc) {
    case 'US': return abaRouting(r);
    case 'GB': return `${r.digits(2)}-${r.digits(2)}-${r.digits(2)}`;
    case 'AU': return `${r.digits(3)}-${r.digits(3)}`;
    case 'IN': return `${r.pick(['HDFC', 'ICIC', 'SBIN', 'UTIB'])}0${r.digits(6)}`;
    case 'DE': return r.nzdigits(8);
    case 'BR': return `${r.nzdigits(4)}-${r.digits(1)}`;
    case 'JP': return `${r.digits(3)}`;
    case 'KR': return r.pick(['KOEXKRSE', 'HNBNKRSE', 'CZNBKRSE']);
    case 'SE': return `${r.int(3000, 9699)}`;
    default: return `${r.upper(4)}${loc.cc}${r.upper(2)}${r.chance(0.5) ? 'XXX' : ''}`;
  }
}
export const NEG_KINDS = Object.keys(NEG);
