// Per-document helpers: each returns a labelled part for one category, drawn with the
// document's rng and written for the document's language.

import { L, S, N } from './text.mjs';
import * as ids from './ids.mjs';
import * as sec from './secrets.mjs';
import * as ppl from './people.mjs';
import { NEG, someNegatives, placeholder, docExample, nameLike, SECRET_REFS } from './negatives.mjs';

export const LANGS = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'sv', 'ja', 'zh', 'ko', 'ar', 'hi', 'tr'];
const COUNTRY = { en: 'US', de: 'DE', fr: 'FR', es: 'ES', pt: 'BR', it: 'IT', nl: 'NL', pl: 'PL', sv: 'SE', ja: 'JP', zh: 'CN', ko: 'KR', ar: 'AE', hi: 'IN', tr: 'TR' };
const LOCALE = { en: 'en-US', de: 'de-DE', fr: 'fr-FR', es: 'es-ES', pt: 'pt-BR', it: 'it-IT', nl: 'nl-NL', pl: 'pl-PL', sv: 'sv-SE', ja: 'ja-JP', zh: 'zh-CN', ko: 'ko-KR', ar: 'ar-AE', hi: 'hi-IN', tr: 'tr-TR' };
const IBAN_COUNTRY = { de: 'DE', fr: 'FR', es: 'ES', pt: 'PT', it: 'IT', nl: 'NL', pl: 'PL', sv: 'SE', tr: 'TR', ar: 'SA', en: 'GB' };
const ADDRESS_COUNTRY = { US: 'US', DE: 'DE', FR: 'FR', ES: 'ES', BR: 'BR', IT: 'IT', NL: 'NL', PL: 'PL', SE: 'SE', JP: 'JP', CN: 'CN', KR: 'KR', AE: 'AE', IN: 'IN', TR: 'TR' };

/** Field names per language, for forms, letters and tickets. */
export const LEX = {
  en: { name: 'Full name', email: 'Email', phone: 'Phone', address: 'Address', dob: 'Date of birth', id: 'SSN', iban: 'Bank account (IBAN)', passport: 'Passport no.', hello: 'Hi', thanks: 'Thanks', regards: 'Best regards', card: 'Card number', issue: 'Issue' },
  de: { name: 'Name', email: 'E-Mail', phone: 'Telefon', address: 'Anschrift', dob: 'Geburtsdatum', id: 'Steuer-ID', iban: 'IBAN', passport: 'Reisepassnummer', hello: 'Hallo', thanks: 'Danke', regards: 'Viele Grüße', card: 'Kartennummer', issue: 'Anliegen' },
  fr: { name: 'Nom complet', email: 'Courriel', phone: 'Téléphone', address: 'Adresse', dob: 'Date de naissance', id: 'N° de sécurité sociale', iban: 'IBAN', passport: 'N° de passeport', hello: 'Bonjour', thanks: 'Merci', regards: 'Cordialement', card: 'Numéro de carte', issue: 'Objet' },
  es: { name: 'Nombre', email: 'Correo electrónico', phone: 'Teléfono', address: 'Dirección', dob: 'Fecha de nacimiento', id: 'DNI/NIE', iban: 'IBAN', passport: 'Pasaporte', hello: 'Hola', thanks: 'Gracias', regards: 'Un saludo', card: 'Número de tarjeta', issue: 'Asunto' },
  pt: { name: 'Nome completo', email: 'E-mail', phone: 'Telefone', address: 'Endereço', dob: 'Data de nascimento', id: 'CPF', iban: 'IBAN', passport: 'Passaporte', hello: 'Olá', thanks: 'Obrigado', regards: 'Atenciosamente', card: 'Número do cartão', issue: 'Assunto' },
  it: { name: 'Nome e cognome', email: 'Email', phone: 'Telefono', address: 'Indirizzo', dob: 'Data di nascita', id: 'Codice fiscale', iban: 'IBAN', passport: 'Passaporto n.', hello: 'Ciao', thanks: 'Grazie', regards: 'Cordiali saluti', card: 'Numero carta', issue: 'Oggetto' },
  nl: { name: 'Naam', email: 'E-mailadres', phone: 'Telefoon', address: 'Adres', dob: 'Geboortedatum', id: 'BSN', iban: 'IBAN', passport: 'Paspoortnummer', hello: 'Hoi', thanks: 'Bedankt', regards: 'Met vriendelijke groet', card: 'Kaartnummer', issue: 'Onderwerp' },
  pl: { name: 'Imię i nazwisko', email: 'E-mail', phone: 'Telefon', address: 'Adres', dob: 'Data urodzenia', id: 'PESEL', iban: 'Numer konta', passport: 'Nr paszportu', hello: 'Dzień dobry', thanks: 'Dziękuję', regards: 'Pozdrawiam', card: 'Numer karty', issue: 'Temat' },
  sv: { name: 'Namn', email: 'E-post', phone: 'Telefon', address: 'Adress', dob: 'Födelsedatum', id: 'Personnummer', iban: 'IBAN', passport: 'Passnummer', hello: 'Hej', thanks: 'Tack', regards: 'Med vänliga hälsningar', card: 'Kortnummer', issue: 'Ärende' },
  ja: { name: '氏名', email: 'メールアドレス', phone: '電話番号', address: '住所', dob: '生年月日', id: 'マイナンバー', iban: '口座番号', passport: '旅券番号', hello: 'お世話になっております。', thanks: 'よろしくお願いいたします。', regards: '以上', card: 'カード番号', issue: '件名' },
  zh: { name: '姓名', email: '电子邮箱', phone: '电话', address: '地址', dob: '出生日期', id: '身份证号', iban: '银行账号', passport: '护照号码', hello: '您好', thanks: '谢谢', regards: '此致', card: '卡号', issue: '主题' },
  ko: { name: '성명', email: '이메일', phone: '전화번호', address: '주소', dob: '생년월일', id: '주민등록번호', iban: '계좌번호', passport: '여권번호', hello: '안녕하세요', thanks: '감사합니다', regards: '드림', card: '카드번호', issue: '제목' },
  ar: { name: 'الاسم الكامل', email: 'البريد الإلكتروني', phone: 'رقم الهاتف', address: 'العنوان', dob: 'تاريخ الميلاد', id: 'رقم الهوية', iban: 'رقم الآيبان', passport: 'رقم جواز السفر', hello: 'مرحباً', thanks: 'شكراً', regards: 'مع التحية', card: 'رقم البطاقة', issue: 'الموضوع' },
  hi: { name: 'पूरा नाम', email: 'ईमेल', phone: 'फ़ोन', address: 'पता', dob: 'जन्म तिथि', id: 'आधार संख्या', iban: 'खाता संख्या', passport: 'पासपोर्ट संख्या', hello: 'नमस्ते', thanks: 'धन्यवाद', regards: 'सादर', card: 'कार्ड नंबर', issue: 'विषय' },
  tr: { name: 'Ad Soyad', email: 'E-posta', phone: 'Telefon', address: 'Adres', dob: 'Doğum tarihi', id: 'T.C. Kimlik No', iban: 'IBAN', passport: 'Pasaport No', hello: 'Merhaba', thanks: 'Teşekkürler', regards: 'Saygılarımla', card: 'Kart numarası', issue: 'Konu' },
};

const ID_BY_COUNTRY = ['us_ssn', 'uk_nino', 'ca_sin', 'au_tfn', 'us_mbi', 'fi_hetu', 'mx_curp', 'cl_rut', 'sg_nric', 'th_id', 'es_nie', 'in_pan', 'br_cnpj_owner'];

export function helpers(r, lang) {
  const country = COUNTRY[lang];
  const h = {
    r, lang, country, locale: LOCALE[lang], lex: LEX[lang],
    person: (culture) => ppl.person(r, culture ?? (lang === 'en' ? r.pick(ppl.NAME_CULTURES) : lang)),
    name: (p) => L(p.full, 'person_name', 'full_name'),
    /** The name as written in the language's own script when it has one. */
    localName: (p) => L(['ja', 'zh', 'ko', 'ar', 'hi'].includes(lang) && p.native ? p.native : p.full, 'person_name', 'full_name'),
    given: (p) => S(p.given, 'person_name', 'given_name'),
    email: (p, domain) => L(ppl.email(r, p, domain).value, 'email', 'email'),
    phone: (c = country) => {
      const v = ppl.phone(r, c);
      return L(v.value, 'phone', v.type);
    },
    addr: (sep = ', ', c = ADDRESS_COUNTRY[country] ?? 'US') => L(ppl.address(r, c).lines.join(sep), 'address', 'street_address'),
    addrLines: (c = ADDRESS_COUNTRY[country] ?? 'US') => ppl.address(r, c).lines,
    dob: (p, l = lang) => L(ppl.formatDate(r, p.birth, l), 'date_of_birth', 'dob'),
    dobWord: (l = lang) => r.pick(ppl.DOB_WORDS[l] ?? ppl.DOB_WORDS.en),
    /** A date that is not a birth date (order, appointment, invoice): a hard negative. */
    otherDate: (l = lang) => N(ppl.formatDate(r, new Date(Date.UTC(r.int(2024, 2027), r.int(0, 11), r.int(1, 28))), l), 'date_not_birth'),
    nid: (p, scheme) => {
      const v = nationalId(r, scheme ?? defaultScheme(r, lang), p);
      return L(v.value, 'national_id', v.type);
    },
    card: () => {
      const v = ids.creditCard(r);
      return L(v.value, 'credit_card', v.type);
    },
    iban: (c = r.chance(0.7) ? IBAN_COUNTRY[lang] : undefined) => L(ids.iban(r, c).value, 'bank_account', 'iban'),
    ip: (v6 = r.chance(0.25)) => {
      const v = v6 ? ppl.ipv6(r) : ppl.publicIpv4(r);
      return L(v.value, 'ip_address', v.type);
    },
    privateIp: () => S(ppl.privateIpv4(r).value, 'ip_address', 'ipv4_private'),
    wallet: (coin) => {
      const v = sec.wallet(r, coin);
      return L(v.value, 'crypto_wallet', v.type);
    },
    passport: (c = country) => L(ids.passport(r, c).value, 'passport', 'passport'),
    key: (type) => {
      const v = sec.apiKey(r, type);
      return L(v.value, 'api_key', v.type);
    },
    jwt: (claims) => L(sec.jwt(r, claims).value, 'access_token', 'jwt'),
    bearer: () => {
      const v = sec.bearer(r);
      return L(v.value, 'access_token', v.type);
    },
    pem: (opts = {}, shape) => {
      const v = sec.privateKey(r, shape, opts);
      return L(v.value, 'private_key', v.type);
    },
    pw: () => L(sec.password(r), 'password', 'password'),
    urlPw: () => L(sec.urlPassword(r), 'password', 'password'),
    conn: (host = h.host(), user = h.dbUser()) => {
      const v = sec.connectionString(r, host, user);
      return L(v.value, 'connection_string', v.type);
    },
    host: () => r.pick(['db-prod-01.internal', 'pg.acme-ops.net', 'orders-db.c8xk2.eu-west-1.rds.amazonaws.com', 'mysql-primary', '10.20.3.14', 'mq.northwind-logistics.io', 'cache.lumenpay.eu', 'sql-crm.database.windows.net']),
    dbUser: () => r.pick(['app_user', 'svc_orders', 'admin', 'reporting', 'etl', 'billing_rw', 'crm']),
    neg: (k) => NEG[k](r),
    negs: (n, kinds) => someNegatives(r, n, kinds),
    placeholder: (cat) => placeholder(r, cat),
    /** A reference to a secret kept elsewhere (never a literal value): for real config files. */
    secretRef: () => N(r.pick(SECRET_REFS), 'placeholder'),
    docExample: () => docExample(r),
    nameLike: () => nameLike(r),
  };
  return h;
}

export function defaultScheme(r, lang) {
  return {
    en: r.pick(['us_ssn', 'us_ssn', 'uk_nino', 'ca_sin', 'au_tfn', 'us_mbi', 'us_itin']), de: 'de_steuer_id', fr: 'fr_nir', es: r.pick(['es_dni', 'es_nie']), pt: 'br_cpf', it: 'it_codice_fiscale',
    nl: 'nl_bsn', pl: 'pl_pesel', sv: r.pick(['se_personnummer', 'fi_hetu']), ja: 'jp_my_number', zh: 'cn_resident_id', ko: 'kr_rrn', ar: 'sa_national_id', hi: r.pick(['in_aadhaar', 'in_pan']), tr: 'tr_tckn',
  }[lang] ?? 'us_ssn';
}

/** Any scheme: { value, type }. Schemes that encode the birth date use the person's. */
export function nationalId(r, scheme, p) {
  const who = p ?? ppl.person(r);
  switch (scheme) {
    case 'us_ssn': return ids.ssn(r);
    case 'us_itin': return ids.itin(r);
    case 'uk_nino': return ids.nino(r);
    case 'ca_sin': return ids.sin(r);
    case 'au_tfn': return ids.tfn(r);
    case 'us_mbi': return ids.mbi(r);
    case 'de_steuer_id': return ids.steuerId(r);
    case 'fr_nir': return ids.frNir(r);
    case 'es_dni': return ids.esDni(r);
    case 'es_nie': return ids.esNie(r);
    case 'br_cpf': return ids.cpf(r);
    case 'it_codice_fiscale': return ids.codiceFiscale(r, who.given, who.family, who.birth, who.female);
    case 'nl_bsn': return ids.bsn(r);
    case 'pl_pesel': return ids.pesel(r, who.birth, who.female);
    case 'se_personnummer': return ids.personnummer(r, who.birth);
    case 'fi_hetu': return ids.hetu(r, who.birth);
    case 'jp_my_number': return ids.japanMyNumber(r);
    case 'cn_resident_id': return ids.chinaResidentId(r, who.birth);
    case 'kr_rrn': return ids.koreaRrn(r, who.birth, who.female);
    case 'sa_national_id': return ids.saudiId(r);
    case 'in_aadhaar': return ids.aadhaar(r);
    case 'in_pan': return ids.indiaPan(r);
    case 'tr_tckn': return ids.turkishId(r);
    case 'mx_curp': return ids.curp(r, who.given, who.family, who.family2, who.birth, who.female);
    case 'cl_rut': return ids.rut(r);
    case 'sg_nric': return ids.nric(r);
    case 'th_id': return ids.thaiId(r);
  }
  throw new Error(`unknown scheme ${scheme}`);
}
export const ALL_SCHEMES = ['us_ssn', 'us_itin', 'uk_nino', 'ca_sin', 'au_tfn', 'us_mbi', 'de_steuer_id', 'fr_nir', 'es_dni', 'es_nie', 'br_cpf', 'it_codice_fiscale', 'nl_bsn', 'pl_pesel', 'se_personnummer', 'fi_hetu', 'jp_my_number', 'cn_resident_id', 'kr_rrn', 'sa_national_id', 'in_aadhaar', 'in_pan', 'tr_tckn', 'mx_curp', 'cl_rut', 'sg_nric', 'th_id'];
/** How each scheme is named in a form. */
export const SCHEME_NAME = {
  us_ssn: 'SSN', us_itin: 'ITIN', uk_nino: 'NI number', ca_sin: 'SIN', au_tfn: 'TFN', us_mbi: 'Medicare MBI', de_steuer_id: 'Steuer-IdNr.', fr_nir: 'N° de sécu', es_dni: 'DNI', es_nie: 'NIE', br_cpf: 'CPF',
  it_codice_fiscale: 'Codice fiscale', nl_bsn: 'BSN', pl_pesel: 'PESEL', se_personnummer: 'Personnummer', fi_hetu: 'Henkilötunnus', jp_my_number: 'マイナンバー', cn_resident_id: '身份证号',
  kr_rrn: '주민등록번호', sa_national_id: 'National ID', in_aadhaar: 'Aadhaar', in_pan: 'PAN', tr_tckn: 'TC Kimlik No', mx_curp: 'CURP', cl_rut: 'RUT', sg_nric: 'NRIC', th_id: 'Thai ID',
};
export { ID_BY_COUNTRY };
