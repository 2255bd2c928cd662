// Extra kinds: card authorisation dumps, freelancer invoices, hotel guest registration,
// alerting configs, and a multilingual benefits/enrolment form written in the local language.
import { Doc, lab, neg, up } from './doc.mjs';
import { fmtDate, LOCALES } from './lang.mjs';
import { publicIPv4, webhook, password, token, TOKENS } from './secrets.mjs';

const p2 = (n) => String(n).padStart(2, '0');
const FORM = {
  en: ['Benefit claim form', 'Full name', 'Date of birth', 'Home address', 'Telephone', 'National ID number', 'Bank account for payment', 'Signed'],
  de: ['Antrag auf Leistungen', 'Vor- und Nachname', 'Geburtsdatum', 'Wohnanschrift', 'Telefon', 'Ausweis-/Versichertennummer', 'Bankverbindung', 'Unterschrift'],
  fr: ['Formulaire de demande de prestations', 'Nom et prénom', 'Date de naissance', 'Adresse', 'Téléphone', "Numéro d'identification", 'Coordonnées bancaires', 'Signé le'],
  es: ['Solicitud de prestación', 'Nombre completo', 'Fecha de nacimiento', 'Domicilio', 'Teléfono', 'Número de identificación', 'Cuenta bancaria', 'Firmado'],
  it: ['Domanda di prestazione', 'Nome e cognome', 'Data di nascita', 'Indirizzo di residenza', 'Telefono', 'Numero identificativo', 'Coordinate bancarie', 'Firmato'],
  nl: ['Aanvraagformulier uitkering', 'Volledige naam', 'Geboortedatum', 'Woonadres', 'Telefoon', 'Identificatienummer', 'Bankrekening', 'Getekend'],
  pl: ['Wniosek o świadczenie', 'Imię i nazwisko', 'Data urodzenia', 'Adres zamieszkania', 'Telefon', 'Numer identyfikacyjny', 'Rachunek bankowy', 'Podpisano'],
  pt: ['Requerimento de benefício', 'Nome completo', 'Data de nascimento', 'Morada', 'Telefone', 'Número de identificação', 'Conta bancária', 'Assinado'],
  sv: ['Ansökan om ersättning', 'Namn', 'Födelsedatum', 'Bostadsadress', 'Telefon', 'Personnummer', 'Bankkonto', 'Underskrift'],
  fi: ['Etuushakemus', 'Nimi', 'Syntymäaika', 'Osoite', 'Puhelin', 'Henkilötunnus', 'Pankkitili', 'Allekirjoitus'],
  no: ['Søknad om stønad', 'Navn', 'Fødselsdato', 'Bostedsadresse', 'Telefon', 'Fødselsnummer', 'Kontonummer', 'Signert'],
  tr: ['Yardım başvuru formu', 'Adı Soyadı', 'Doğum tarihi', 'Adres', 'Telefon', 'T.C. Kimlik No', 'Banka hesabı', 'İmza'],
  ru: ['Заявление на пособие', 'ФИО', 'Дата рождения', 'Адрес проживания', 'Телефон', 'СНИЛС', 'Банковский счёт', 'Подпись'],
  el: ['Αίτηση παροχής', 'Ονοματεπώνυμο', 'Ημερομηνία γέννησης', 'Διεύθυνση κατοικίας', 'Τηλέφωνο', 'ΑΜΚΑ', 'Τραπεζικός λογαριασμός', 'Υπογραφή'],
  ar: ['نموذج طلب إعانة', 'الاسم الكامل', 'تاريخ الميلاد', 'العنوان', 'الهاتف', 'رقم الهوية', 'الحساب المصرفي', 'التوقيع'],
  ja: ['給付金申請書', '氏名', '生年月日', '住所', '電話番号', '個人番号', '振込先口座', '署名'],
  zh: ['福利申请表', '姓名', '出生日期', '住址', '电话', '身份证号码', '银行账户', '签名'],
  ko: ['급여 신청서', '성명', '생년월일', '주소', '전화번호', '주민등록번호', '계좌번호', '서명'],
};

export const EXTRA = {
  card_auth_iso8583: { sector: 'finance', cats: ['credit_card', 'person_name', 'ip_address'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person(); const pan = c.card(p, 'plain'); const exp = `${r.int(26, 31)}${p2(r.int(1, 12))}`; const nm = c.name(p, 'pnr'); nm.v = nm.v.slice(0, 26);
    d.f`${c.negk('timestamp')} DEBUG iso8583-switch: >> MTI=0100 (authorization request)\n  DE002 PAN ............ ${pan}\n  DE003 Processing code  000000\n  DE004 Amount ......... ${String(r.int(100, 99999)).padStart(12, '0')}\n  DE007 Transmission ... ${r.digits(10)}\n  DE011 STAN ........... ${r.digits(6)}\n  DE014 Expiry ......... ${exp}\n`;
    d.f`  DE035 Track 2 ........ ${pan.v}=${exp}101${r.digits(10)}\n  DE037 RRN ............ ${neg('order_number', r.digits(12))}\n  DE041 Terminal ID .... ${r.upper(2)}${r.digits(6)}\n  DE043 Merchant ....... ${c.negk('company_name')}\n`;
    if (r.chance(0.7)) d.f`  DE045 Track 1 ........ B${pan.v}^${nm}^${exp}101${r.digits(8)}\n`;
    d.f`  DE049 Currency ....... ${r.pick(['978', '840', '826', '392'])}\n${c.negk('timestamp')} DEBUG iso8583-switch: << MTI=0110 DE039=${r.pick(['00', '05', '51'])} ecom_ip=${publicIPv4(r)}`;
    return d; } },
  freelancer_invoice: { locales: ['de-DE', 'it-IT', 'pl-PL', 'pt-PT', 'el-GR', 'fr-FR', 'en-GB', 'en-AU', 'en-IN', 'ru-RU', 'en-US'], sector: 'government', cats: ['tax_id', 'person_name', 'iban', 'bank_account', 'street_address', 'email'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person(), a = c.addr(p);
    const T = { de: ['Rechnung', 'Steuer-ID', 'Leistungszeitraum', 'Bankverbindung', 'Zahlbar innerhalb von 14 Tagen.'], it: ['Fattura', 'Codice fiscale', 'Periodo', 'IBAN', 'Pagamento a 30 giorni.'], pl: ['Faktura', 'NIP', 'Okres', 'Rachunek', 'Termin płatności 14 dni.'], pt: ['Fatura-recibo', 'NIF', 'Período', 'IBAN', 'Pagamento a 30 dias.'], el: ['Τιμολόγιο', 'ΑΦΜ', 'Περίοδος', 'IBAN', 'Πληρωμή εντός 30 ημερών.'], fr: ['Facture', 'Numéro fiscal', 'Période', 'IBAN', 'Paiement à 30 jours.'], ru: ['Счёт', 'ИНН', 'Период', 'Счёт получателя', 'Оплата в течение 10 дней.'] }[c.lang] || ['Invoice', 'Tax reference', 'Period', 'Bank details', 'Payment due within 30 days.'];
    d.f`${T[0]} ${c.negk('invoice_number')}\n\n${c.name(p, 'full')}\n${c.fullAddr(a)}\n${T[1]}: ${c.tax(p)}\n`;
    if (r.chance(0.6)) d.f`${c.email(p)}\n`;
    d.f`\n→ ${c.negk('company_name')}\n${T[2]}: ${c.negk('service_date')} – ${c.negk('service_date')}\n${r.pick(['Beratung', 'Consulting', 'Traduzione', 'Development', 'Design'])} ${r.int(8, 160)} h × ${r.int(40, 140)} = ${c.negk('amount')} ${p.loc.cur}\n\n${T[3]}: ${c.account(p)}\n${T[4]}`;
    return d; } },
  hotel_guest_registration: { sector: 'logistics', cats: ['person_name', 'passport_number', 'date_of_birth', 'street_address', 'phone_number'], fn(c) {
    const { r } = c, d = new Doc();
    d.f`# guest registration export (${c.negk('place_name')}) ${c.negk('service_date')}\nroom;arrival;departure;surname;given_names;date_of_birth;nationality;document_no;home_address;phone\n`;
    for (let i = 0; i < 2; i++) { const p = c.person(c.other()); const a = c.addr(p);
      d.f`${r.int(101, 520)};${c.negk('service_date')};${c.negk('service_date')};${c.name(p, i === 0 ? 'family' : 'latin')};${i === 0 ? c.name(p, 'given') : ''};${i === 0 ? c.dobLocal(p) : ''};${p.loc.iso3};${c.pass(p)};${i === 0 && r.chance(0.3) ? lab('street_address', 'postal_address', c.addr(p).full.replace(/;/g, ',')) : ''};\n`; }
    d.f`# 2 guests, police report sent ${c.negk('timestamp')}`;
    return d; } },
  alerting_config: { sector: 'dev', cats: ['webhook_url', 'password', 'api_key', 'email'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person();
    d.f`# alertmanager.yml — ${c.negk('project_codename')}\nglobal:\n  smtp_smarthost: 'smtp.${c.corpDomain}:587'\n  smtp_from: '${c.negk('role_mailbox', c.corpDomain)}'\n  smtp_auth_username: 'alerts'\n  smtp_auth_password: '${password(r, true)}'\nroute:\n  receiver: primary\nreceivers:\n  - name: primary\n    webhook_configs:\n      - url: '${webhook(r)}'\n  - name: secondary\n    webhook_configs:\n      - url: '${webhook(r)}'\n`;
    if (r.chance(0.5)) d.f`    email_configs:\n      - to: '${c.email(p, true)}'\n`;
    if (r.chance(0.5)) d.f`  - name: pager\n    opsgenie_configs:\n      - api_key: '${lab('api_key', 'opsgenie_api_key', `${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}`)}'\n`;
    d.f`  - name: docs-example\n    slack_configs:\n      - api_url: '${neg('placeholder', 'https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX')}'`;
    return d; } },
  benefits_form: { sector: 'government', cats: ['person_name', 'date_of_birth', 'street_address', 'phone_number', 'national_id', 'iban', 'bank_account'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person(), a = c.addr(p); const T = FORM[c.lang] || FORM.en;
    const dob = r.chance(0.5) ? c.dobLocal(p) : lab('date_of_birth', 'dob_words', fmtDate(p.dob, 'words', p.lang));
    const opt = r.sample(['phone', 'id', 'acct'], 2);
    d.f`${T[0]} — ${c.negk('case_number')}\n${'='.repeat(30)}\n${T[1]}: ${c.name(p, 'full')}\n${T[2]}: ${dob}\n${T[3]}: ${c.fullAddr(a)}\n`;
    if (opt.includes('phone')) d.f`${T[4]}: ${c.phone(p)}\n`;
    if (opt.includes('id')) d.f`${T[5]}: ${c.nid(p)}\n`;
    if (opt.includes('acct')) d.f`${T[6]}: ${c.account(p)}\n`;
    d.f`${T[7]}: ${a.city || c.negk('place_name').v}, ${c.negk('service_date')}\n(${c.negk('eponymous_organisation')} / ${c.negk('customer_service_number')})`;
    return d; } },
};
