// Shared pieces for document templates: language choice, people of a language, company names,
// and filler prose so that personal data sits among much ordinary text.

import { LANG_LOCALES, LOCALE_KEYS, person as makePerson } from '../lib/people.mjs';

export const LANGS = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'sv', 'ja', 'zh', 'ko', 'ar', 'hi', 'tr'];
export const personOf = (r, lang, birth = null) => makePerson(r, lang && LANG_LOCALES[lang] ? r.pick(LANG_LOCALES[lang]) : r.pick(LOCALE_KEYS), birth);
/** Someone from anywhere: offices are international. */
export const anyone = (r) => makePerson(r, r.pick(LOCALE_KEYS));
export const langOf = (r, weights = null) => (weights ? r.weighted(weights) : r.pick(LANGS));

export const COMPANIES = [
  { name: 'Tallowmere Systems', domain: 'tallowmere.io' }, { name: 'Kestrel Pay', domain: 'kestrelpay.com' }, { name: 'Norrvik Logistik AB', domain: 'norrvik.se' },
  { name: 'Brightforge Analytics', domain: 'brightforge.dev' }, { name: 'Hafenblick Versand GmbH', domain: 'hafenblick-versand.de' }, { name: 'Orbweaver Labs', domain: 'orbweaver.dev' },
  { name: 'Cielo Azul Viajes', domain: 'cieloazulviajes.es' }, { name: 'Maison Vairon', domain: 'maison-vairon.fr' }, { name: 'Quercia Assicurazioni', domain: 'quercia-assicura.it' },
  { name: 'Lindegaard Zorg', domain: 'lindegaardzorg.nl' }, { name: 'Wisła Software', domain: 'wisla-soft.pl' }, { name: 'Sakuragawa Trading', domain: 'sakuragawa.co.jp' },
  { name: 'Anatolia Lojistik', domain: 'anatolialojistik.com.tr' }, { name: 'Palmeira Saúde', domain: 'palmeirasaude.com.br' }, { name: 'Dune & Date Holdings', domain: 'dunedate.ae' },
];

const FILLER = {
  en: ['Thanks for your patience while we looked into this.', 'The nightly job finished without errors, but the export was incomplete.', 'We rolled the change back at 14:20 and the queue drained within ten minutes.', 'Please keep this thread for the audit; finance will ask for it in the quarterly review.', 'The vendor confirmed the outage was on their side and has credited the account.', 'Nothing in the runbook covers this case, so I have opened a follow-up to document it.', 'Our records show two shipments were merged by the warehouse system.', 'As discussed on the call, the migration window is unchanged.', 'I have attached the screenshots the customer sent; the second one is cropped.', 'Let me know if anything in the summary below is wrong.'],
  de: ['Vielen Dank für Ihre Geduld, wir haben den Vorgang geprüft.', 'Die Lieferung wurde leider an das falsche Lager umgeleitet.', 'Bitte bewahren Sie dieses Schreiben für Ihre Unterlagen auf.', 'Der Termin wurde auf Wunsch der Kundin verschoben.', 'Die Rückerstattung erfolgt innerhalb von fünf Werktagen.', 'Wir bitten, die Unannehmlichkeiten zu entschuldigen.'],
  fr: ['Merci de votre patience pendant notre vérification.', 'Le colis a été retourné à l’expéditeur faute de destinataire.', 'Nous vous prions de conserver ce courrier.', 'Le remboursement sera effectué sous cinq jours ouvrés.', 'La réunion est reportée à jeudi prochain.', 'Nous restons à votre disposition pour toute question.'],
  es: ['Gracias por su paciencia mientras revisábamos el caso.', 'El pedido se envió desde el almacén de Zaragoza.', 'Le rogamos que conserve este documento.', 'El reembolso se tramitará en un plazo de cinco días hábiles.', 'La reunión se aplaza hasta el jueves.', 'Quedamos a su disposición para cualquier consulta.'],
  pt: ['Obrigado pela paciência enquanto analisávamos o caso.', 'O pedido foi despachado pelo centro de distribuição de Campinas.', 'Pedimos que guarde este documento.', 'O reembolso será feito em até cinco dias úteis.', 'A reunião foi remarcada para quinta-feira.'],
  it: ['Grazie per la pazienza mentre verificavamo la pratica.', 'La spedizione è partita dal magazzino di Piacenza.', 'La preghiamo di conservare questa comunicazione.', 'Il rimborso verrà effettuato entro cinque giorni lavorativi.', 'La riunione è rinviata a giovedì.'],
  nl: ['Bedankt voor uw geduld terwijl wij dit uitzochten.', 'De zending is vanuit het depot in Tilburg verstuurd.', 'Bewaar deze brief bij uw administratie.', 'De terugbetaling volgt binnen vijf werkdagen.', 'Het overleg is verplaatst naar donderdag.'],
  pl: ['Dziękujemy za cierpliwość podczas weryfikacji zgłoszenia.', 'Przesyłka została nadana z magazynu w Strykowie.', 'Prosimy zachować to pismo.', 'Zwrot środków nastąpi w ciągu pięciu dni roboczych.', 'Spotkanie przeniesiono na czwartek.'],
  sv: ['Tack för ditt tålamod medan vi utredde ärendet.', 'Försändelsen skickades från lagret i Jönköping.', 'Spara detta brev för dina handlingar.', 'Återbetalningen sker inom fem arbetsdagar.', 'Mötet är flyttat till torsdag.'],
  ja: ['お問い合わせいただきありがとうございます。', '確認したところ、配送センターで仕分けの誤りがありました。', '本書は大切に保管してください。', '返金は5営業日以内に処理されます。', '会議は木曜日に延期となりました。'],
  zh: ['感谢您的耐心等待，我们已核实相关情况。', '该订单已从苏州仓库发出。', '请妥善保管本文件。', '退款将在五个工作日内处理。', '会议改到周四举行。'],
  ko: ['문의해 주셔서 감사합니다.', '확인 결과 물류센터에서 분류 오류가 있었습니다.', '본 문서를 보관해 주시기 바랍니다.', '환불은 영업일 기준 5일 이내에 처리됩니다.', '회의는 목요일로 연기되었습니다.'],
  ar: ['شكراً لصبركم أثناء مراجعة الطلب.', 'تم شحن الطلب من مستودع الدمام.', 'يرجى الاحتفاظ بهذه الرسالة.', 'سيتم رد المبلغ خلال خمسة أيام عمل.', 'تم تأجيل الاجتماع إلى يوم الخميس.'],
  hi: ['धैर्य रखने के लिए धन्यवाद, हमने मामले की जाँच कर ली है।', 'ऑर्डर पुणे के गोदाम से भेजा गया था।', 'कृपया इस पत्र को सुरक्षित रखें।', 'रिफ़ंड पाँच कार्यदिवसों में कर दिया जाएगा।', 'बैठक गुरुवार तक स्थगित कर दी गई है।'],
  tr: ['İncelememiz sırasında gösterdiğiniz sabır için teşekkür ederiz.', 'Sipariş Gebze deposundan gönderildi.', 'Lütfen bu yazıyı saklayınız.', 'İade beş iş günü içinde yapılacaktır.', 'Toplantı perşembe gününe ertelendi.'],
};
/** n sentences of ordinary prose in a language (falls back to English). */
export function filler(r, lang, n = 2) { const list = FILLER[lang] ?? FILLER.en; return (n <= list.length ? r.sample(list, n) : Array.from({ length: n }, () => r.pick(list))).join(' '); }

export const GREET = { en: 'Hi', de: 'Hallo', fr: 'Bonjour', es: 'Hola', pt: 'Olá', it: 'Ciao', nl: 'Hoi', pl: 'Cześć', sv: 'Hej', ja: 'お疲れ様です。', zh: '你好，', ko: '안녕하세요', ar: 'مرحباً', hi: 'नमस्ते', tr: 'Merhaba' };
export const THANKS = { en: 'Best regards', de: 'Viele Grüße', fr: 'Cordialement', es: 'Un saludo', pt: 'Atenciosamente', it: 'Cordiali saluti', nl: 'Met vriendelijke groet', pl: 'Pozdrawiam', sv: 'Vänliga hälsningar', ja: 'よろしくお願いいたします。', zh: '此致', ko: '감사합니다.', ar: 'مع أطيب التحيات', hi: 'सादर', tr: 'Saygılarımla' };
/** Field names on forms, per language. */
export const FIELD = {
  name: { en: 'Full name', de: 'Name', fr: 'Nom complet', es: 'Nombre y apellidos', pt: 'Nome completo', it: 'Nome e cognome', nl: 'Naam', pl: 'Imię i nazwisko', sv: 'Namn', ja: '氏名', zh: '姓名', ko: '성명', ar: 'الاسم', hi: 'नाम', tr: 'Ad Soyad' },
  dob: { en: 'Date of birth', de: 'Geburtsdatum', fr: 'Date de naissance', es: 'Fecha de nacimiento', pt: 'Data de nascimento', it: 'Data di nascita', nl: 'Geboortedatum', pl: 'Data urodzenia', sv: 'Födelsedatum', ja: '生年月日', zh: '出生日期', ko: '생년월일', ar: 'تاريخ الميلاد', hi: 'जन्म तिथि', tr: 'Doğum tarihi' },
  address: { en: 'Address', de: 'Anschrift', fr: 'Adresse', es: 'Domicilio', pt: 'Endereço', it: 'Indirizzo', nl: 'Adres', pl: 'Adres', sv: 'Adress', ja: '住所', zh: '地址', ko: '주소', ar: 'العنوان', hi: 'पता', tr: 'Adres' },
  phone: { en: 'Phone', de: 'Telefon', fr: 'Téléphone', es: 'Teléfono', pt: 'Telefone', it: 'Telefono', nl: 'Telefoon', pl: 'Telefon', sv: 'Telefon', ja: '電話番号', zh: '电话', ko: '전화번호', ar: 'الهاتف', hi: 'फ़ोन', tr: 'Telefon' },
  email: { en: 'E-mail', de: 'E-Mail', fr: 'Courriel', es: 'Correo electrónico', pt: 'E-mail', it: 'E-mail', nl: 'E-mail', pl: 'E-mail', sv: 'E-post', ja: 'メール', zh: '电子邮箱', ko: '이메일', ar: 'البريد الإلكتروني', hi: 'ईमेल', tr: 'E-posta' },
  id: { en: 'ID number', de: 'Steuer-ID', fr: 'N° de sécurité sociale', es: 'DNI/NIE', pt: 'CPF', it: 'Codice fiscale', nl: 'BSN', pl: 'PESEL', sv: 'Personnummer', ja: 'マイナンバー', zh: '身份证号', ko: '주민등록번호', ar: 'رقم الهوية', hi: 'आधार / पैन', tr: 'T.C. Kimlik No' },
  passport: { en: 'Passport no.', de: 'Reisepass-Nr.', fr: 'N° de passeport', es: 'N.º de pasaporte', pt: 'Nº do passaporte', it: 'N. passaporto', nl: 'Paspoortnummer', pl: 'Nr paszportu', sv: 'Passnummer', ja: '旅券番号', zh: '护照号码', ko: '여권번호', ar: 'رقم الجواز', hi: 'पासपोर्ट संख्या', tr: 'Pasaport No' },
  iban: { en: 'IBAN', de: 'IBAN', fr: 'IBAN', es: 'IBAN', pt: 'IBAN', it: 'IBAN', nl: 'IBAN', pl: 'Nr rachunku (IBAN)', sv: 'IBAN', ja: '口座 (IBAN)', zh: '银行账户 (IBAN)', ko: '계좌 (IBAN)', ar: 'رقم الآيبان', hi: 'IBAN', tr: 'IBAN' },
  born: { en: 'born', de: 'geboren am', fr: 'né(e) le', es: 'nacido/a el', pt: 'nascido(a) em', it: 'nato/a il', nl: 'geboren op', pl: 'urodzony/a', sv: 'född', ja: '生まれ', zh: '出生于', ko: '출생', ar: 'مواليد', hi: 'जन्म', tr: 'doğum' },
};
export const fld = (key, lang) => FIELD[key][lang] ?? FIELD[key].en;

/** Several paragraphs of ordinary prose: the bulk of a long document. */
export function paragraphs(r, lang, n) { return Array.from({ length: n }, () => filler(r, lang, r.int(3, 5))).join('\n\n'); }
