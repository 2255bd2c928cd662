// Language data: month names, date-of-birth renderings, form field labels, free-text sentence templates.
// Templates use {slot} markers filled by the document builder (label, negative or plain text).

export const MONTHS = {
  en: ['January','February','March','April','May','June','July','August','September','October','November','December'],
  de: ['Januar','Februar','März','April','Mai','Juni','Juli','August','September','Oktober','November','Dezember'],
  fr: ['janvier','février','mars','avril','mai','juin','juillet','août','septembre','octobre','novembre','décembre'],
  es: ['enero','febrero','marzo','abril','mayo','junio','julio','agosto','septiembre','octubre','noviembre','diciembre'],
  pt: ['janeiro','fevereiro','março','abril','maio','junho','julho','agosto','setembro','outubro','novembro','dezembro'],
  it: ['gennaio','febbraio','marzo','aprile','maggio','giugno','luglio','agosto','settembre','ottobre','novembre','dicembre'],
  pl: ['stycznia','lutego','marca','kwietnia','maja','czerwca','lipca','sierpnia','września','października','listopada','grudnia'],
  tr: ['Ocak','Şubat','Mart','Nisan','Mayıs','Haziran','Temmuz','Ağustos','Eylül','Ekim','Kasım','Aralık'],
  ru: ['января','февраля','марта','апреля','мая','июня','июля','августа','сентября','октября','ноября','декабря'],
  uk: ['січня','лютого','березня','квітня','травня','червня','липня','серпня','вересня','жовтня','листопада','грудня'],
  ar: ['يناير','فبراير','مارس','أبريل','مايو','يونيو','يوليو','أغسطس','سبتمبر','أكتوبر','نوفمبر','ديسمبر'],
  hi: ['जनवरी','फ़रवरी','मार्च','अप्रैल','मई','जून','जुलाई','अगस्त','सितंबर','अक्टूबर','नवंबर','दिसंबर'],
  nl: ['januari','februari','maart','april','mei','juni','juli','augustus','september','oktober','november','december'],
  vi: ['1','2','3','4','5','6','7','8','9','10','11','12'],
  zh: ['1','2','3','4','5','6','7','8','9','10','11','12'],
  ja: ['1','2','3','4','5','6','7','8','9','10','11','12'],
  ko: ['1','2','3','4','5','6','7','8','9','10','11','12'],
};
export const WEEKDAYS = {
  en: ['Monday','Tuesday','Wednesday','Thursday','Friday'], de: ['Montag','Dienstag','Mittwoch','Donnerstag','Freitag'],
  fr: ['lundi','mardi','mercredi','jeudi','vendredi'], es: ['lunes','martes','miércoles','jueves','viernes'],
  pt: ['segunda-feira','terça-feira','quarta-feira','quinta-feira','sexta-feira'], it: ['lunedì','martedì','mercoledì','giovedì','venerdì'],
  pl: ['poniedziałek','wtorek','środa','czwartek','piątek'], tr: ['Pazartesi','Salı','Çarşamba','Perşembe','Cuma'],
  ru: ['понедельник','вторник','среда','четверг','пятница'], uk: ['понеділок','вівторок','середа','четвер',"п'ятниця"],
  ar: ['الاثنين','الثلاثاء','الأربعاء','الخميس','الجمعة'], hi: ['सोमवार','मंगलवार','बुधवार','गुरुवार','शुक्रवार'],
  zh: ['星期一','星期二','星期三','星期四','星期五'], ja: ['月曜日','火曜日','水曜日','木曜日','金曜日'], ko: ['월요일','화요일','수요일','목요일','금요일'],
  vi: ['thứ Hai','thứ Ba','thứ Tư','thứ Năm','thứ Sáu'], nl: ['maandag','dinsdag','woensdag','donderdag','vrijdag'],
};

const p2 = (n) => String(n).padStart(2, '0');
const AR_DIGITS = '٠١٢٣٤٥٦٧٨٩';
export const toArabicIndic = (s) => s.replace(/\d/g, (d) => AR_DIGITS[+d]);

// numeric date in a locale's order. order: 'DMY' | 'MDY' | 'YMD'
export function numericDate(d, order, sep, yy = false, pad = true) {
  const D = pad ? p2(d.d) : String(d.d), M = pad ? p2(d.m) : String(d.m), Y = yy ? p2(d.y % 100) : String(d.y);
  if (order === 'MDY') return [M, D, Y].join(sep);
  if (order === 'YMD') return [Y, M, D].join(sep);
  return [D, M, Y].join(sep);
}

// A written (words) date in a language; used for DOB and for non-birth dates alike.
export function wordDate(d, lang, r) {
  const m = MONTHS[lang] || MONTHS.en;
  switch (lang) {
    case 'en': return r.pick([`${d.d} ${m[d.m - 1]} ${d.y}`, `${m[d.m - 1]} ${d.d}, ${d.y}`, `${d.d} ${m[d.m - 1].slice(0, 3)} ${d.y}`, `${m[d.m - 1].slice(0, 3)}. ${d.d} ${d.y}`]);
    case 'de': return r.pick([`${d.d}. ${m[d.m - 1]} ${d.y}`, `${p2(d.d)}. ${m[d.m - 1]} ${d.y}`]);
    case 'fr': return `${d.d === 1 ? '1er' : d.d} ${m[d.m - 1]} ${d.y}`;
    case 'es': return r.pick([`${d.d} de ${m[d.m - 1]} de ${d.y}`, `${d.d}-${m[d.m - 1].slice(0, 3)}-${d.y}`]);
    case 'pt': return `${d.d} de ${m[d.m - 1]} de ${d.y}`;
    case 'it': return `${d.d} ${m[d.m - 1]} ${d.y}`;
    case 'nl': return `${d.d} ${m[d.m - 1]} ${d.y}`;
    case 'pl': return `${d.d} ${m[d.m - 1]} ${d.y}` + r.pick(['', ' r.']);
    case 'tr': return `${d.d} ${m[d.m - 1]} ${d.y}`;
    case 'ru': return `${d.d} ${m[d.m - 1]} ${d.y}` + r.pick([' г.', ' года', '']);
    case 'uk': return `${d.d} ${m[d.m - 1]} ${d.y}` + r.pick([' р.', ' року', '']);
    case 'ar': return r.pick([`${d.d} ${m[d.m - 1]} ${d.y}`, toArabicIndic(`${d.y}/${d.m}/${d.d}`), toArabicIndic(`${d.d}/${d.m}/${d.y}`)]);
    case 'hi': return `${d.d} ${m[d.m - 1]} ${d.y}`;
    case 'zh': return `${d.y}年${d.m}月${d.d}日`;
    case 'ja': { if (d.y >= 1926 && d.y <= 1988 && r.chance(0.35)) return `昭和${d.y - 1925}年${d.m}月${d.d}日`; if (d.y >= 1989 && d.y <= 2018 && r.chance(0.35)) return `平成${d.y - 1988 === 1 ? '元' : d.y - 1988}年${d.m}月${d.d}日`; return `${d.y}年${d.m}月${d.d}日`; }
    case 'ko': return `${d.y}년 ${d.m}월 ${d.d}일`;
    case 'vi': return `ngày ${d.d} tháng ${d.m} năm ${d.y}`;
    default: return `${d.d} ${m[d.m - 1]} ${d.y}`;
  }
}

// Form field labels per language (non-specialist forms use them inconsistently; the builder mixes variants)
export const FIELDS = {
  en: { name: ['Full name','Name','Applicant','Name (as in passport)'], family: ['Surname','Last name'], given: ['First name(s)','Given names'], dob: ['Date of birth','DOB','D.O.B.','Birth date'], addr: ['Address','Current address','Residential address'], phone: ['Phone','Mobile','Tel.','Contact no.'], email: ['Email','E-mail','Email address'], passport: ['Passport no.','Passport number','Travel document no.'], natid: ['National ID','ID number','Identity no.'], taxid: ['Tax ID','TIN','Tax number'], iban: ['IBAN','Bank account (IBAN)'], account: ['Account number','Acct no.','Bank account'], card: ['Card number','Card'], password: ['Password','Pwd','Login password'], nationality: ['Nationality','Citizenship'] },
  de: { name: ['Name','Vor- und Nachname','Antragsteller/in'], family: ['Nachname','Familienname'], given: ['Vorname(n)'], dob: ['Geburtsdatum','Geb.-Datum','geb. am'], addr: ['Anschrift','Wohnanschrift','Adresse'], phone: ['Telefon','Handy','Tel.','Mobil'], email: ['E-Mail','Mail'], passport: ['Reisepass-Nr.','Passnummer','Pass-Nr.'], natid: ['Ausweisnummer','Personalausweis-Nr.','Identifikationsnr.'], taxid: ['Steuer-ID','Steuerliche IdNr.','Steuer-Identifikationsnummer'], iban: ['IBAN','Bankverbindung (IBAN)'], account: ['Kontonummer','Konto-Nr.'], card: ['Kartennummer','Kreditkarte'], password: ['Passwort','Kennwort','PW'], nationality: ['Staatsangehörigkeit','Nationalität'] },
  fr: { name: ['Nom et prénom','Nom','Demandeur'], family: ['Nom de famille','Nom'], given: ['Prénom(s)'], dob: ['Date de naissance','Né(e) le','Date de naiss.'], addr: ['Adresse','Domicile','Adresse actuelle'], phone: ['Téléphone','Tél.','Portable'], email: ['Courriel','E-mail','Adresse e-mail'], passport: ['N° de passeport','Passeport n°'], natid: ["N° d'identité",'Numéro de sécurité sociale','N° pièce d\'identité'], taxid: ['Numéro fiscal','N° fiscal de référence','NIF'], iban: ['IBAN','RIB (IBAN)'], account: ['N° de compte','Compte'], card: ['N° de carte','Carte bancaire'], password: ['Mot de passe','MDP'], nationality: ['Nationalité'] },
  es: { name: ['Nombre y apellidos','Nombre completo','Solicitante'], family: ['Apellidos','Primer apellido'], given: ['Nombre'], dob: ['Fecha de nacimiento','F. nacimiento','Fecha nac.'], addr: ['Domicilio','Dirección','Domicilio actual'], phone: ['Teléfono','Móvil','Tel.'], email: ['Correo electrónico','Email','E-mail'], passport: ['Nº de pasaporte','Pasaporte'], natid: ['DNI/NIE','Nº de identidad','Documento de identidad'], taxid: ['NIF','RFC','Nº de identificación fiscal'], iban: ['IBAN','Cuenta (IBAN)'], account: ['Nº de cuenta','Cuenta bancaria','CLABE'], card: ['Nº de tarjeta','Tarjeta'], password: ['Contraseña','Clave'], nationality: ['Nacionalidad'] },
  pt: { name: ['Nome completo','Nome','Requerente'], family: ['Apelido','Sobrenome'], given: ['Nome próprio'], dob: ['Data de nascimento','Data nasc.','Nascido(a) em'], addr: ['Morada','Endereço','Residência'], phone: ['Telefone','Telemóvel','Celular'], email: ['E-mail','Correio eletrónico'], passport: ['Nº do passaporte','Passaporte'], natid: ['Nº de identificação','Documento de identidade'], taxid: ['NIF','CPF','Nº de contribuinte'], iban: ['IBAN','NIB/IBAN'], account: ['Conta','Nº da conta','Agência/Conta'], card: ['Nº do cartão','Cartão'], password: ['Senha','Palavra-passe'], nationality: ['Nacionalidade'] },
  it: { name: ['Nome e cognome','Nominativo','Richiedente'], family: ['Cognome'], given: ['Nome'], dob: ['Data di nascita','Nato/a il','Data nascita'], addr: ['Indirizzo','Residenza','Domicilio'], phone: ['Telefono','Cellulare','Tel.'], email: ['E-mail','Posta elettronica'], passport: ['N. passaporto','Passaporto n.'], natid: ["N. carta d'identità",'Documento'], taxid: ['Codice fiscale','C.F.'], iban: ['IBAN','Coordinate bancarie'], account: ['Conto n.','Numero di conto'], card: ['N. carta','Carta'], password: ['Password','Parola d\'ordine'], nationality: ['Cittadinanza','Nazionalità'] },
  nl: { name: ['Naam','Volledige naam','Aanvrager'], family: ['Achternaam'], given: ['Voornamen'], dob: ['Geboortedatum','Geb. datum'], addr: ['Adres','Woonadres'], phone: ['Telefoon','Mobiel'], email: ['E-mail','E-mailadres'], passport: ['Paspoortnummer'], natid: ['BSN','Burgerservicenummer'], taxid: ['Fiscaal nummer','BSN/fiscaal nr.'], iban: ['IBAN','Rekeningnummer (IBAN)'], account: ['Rekeningnummer'], card: ['Kaartnummer'], password: ['Wachtwoord'], nationality: ['Nationaliteit'] },
  pl: { name: ['Imię i nazwisko','Wnioskodawca'], family: ['Nazwisko'], given: ['Imię/imiona'], dob: ['Data urodzenia','Ur.','Data ur.'], addr: ['Adres','Adres zamieszkania'], phone: ['Telefon','Tel. kom.'], email: ['E-mail','Adres e-mail'], passport: ['Nr paszportu','Paszport nr'], natid: ['PESEL','Nr dowodu osobistego'], taxid: ['NIP','Nr identyfikacji podatkowej'], iban: ['IBAN','Nr rachunku (IBAN)'], account: ['Nr konta','Rachunek'], card: ['Nr karty'], password: ['Hasło'], nationality: ['Obywatelstwo'] },
  tr: { name: ['Adı Soyadı','Ad Soyad','Başvuru sahibi'], family: ['Soyadı'], given: ['Adı'], dob: ['Doğum tarihi','D. Tarihi','Doğum T.'], addr: ['Adres','İkamet adresi'], phone: ['Telefon','Cep tel.','GSM'], email: ['E-posta','Mail'], passport: ['Pasaport no','Pasaport numarası'], natid: ['T.C. Kimlik No','TCKN','Kimlik no'], taxid: ['Vergi no','VKN'], iban: ['IBAN'], account: ['Hesap no'], card: ['Kart no','Kredi kartı'], password: ['Şifre','Parola'], nationality: ['Uyruğu','Vatandaşlık'] },
  ru: { name: ['ФИО','Фамилия, имя','Заявитель'], family: ['Фамилия'], given: ['Имя'], dob: ['Дата рождения','Д.р.','Дата рожд.'], addr: ['Адрес','Адрес проживания','Место жительства'], phone: ['Телефон','Моб. тел.','Тел.'], email: ['Эл. почта','E-mail','Email'], passport: ['Загранпаспорт №','Номер паспорта','Паспорт'], natid: ['СНИЛС','Номер удостоверения'], taxid: ['ИНН','Налоговый номер'], iban: ['IBAN','Счёт (IBAN)'], account: ['Номер счёта','Р/с'], card: ['Номер карты','Карта'], password: ['Пароль'], nationality: ['Гражданство'] },
  uk: { name: ['ПІБ','Прізвище, ім\'я','Заявник'], family: ['Прізвище'], given: ["Ім'я"], dob: ['Дата народження','Д.н.'], addr: ['Адреса','Адреса проживання'], phone: ['Телефон','Моб.'], email: ['Ел. пошта','E-mail'], passport: ['Закордонний паспорт №','Номер паспорта'], natid: ['Номер ID-картки','УНЗР'], taxid: ['РНОКПП','ІПН','Податковий номер'], iban: ['IBAN','Рахунок IBAN'], account: ['Номер рахунку'], card: ['Номер картки','Картка'], password: ['Пароль'], nationality: ['Громадянство'] },
  ar: { name: ['الاسم الكامل','الاسم','مقدم الطلب'], family: ['اسم العائلة'], given: ['الاسم الأول'], dob: ['تاريخ الميلاد','تاريخ الولادة'], addr: ['العنوان','عنوان السكن'], phone: ['الهاتف','رقم الجوال','الموبايل'], email: ['البريد الإلكتروني','الإيميل'], passport: ['رقم جواز السفر','جواز السفر'], natid: ['رقم الهوية','الرقم القومي','رقم الهوية الإماراتية'], taxid: ['الرقم الضريبي'], iban: ['رقم الآيبان','IBAN'], account: ['رقم الحساب'], card: ['رقم البطاقة'], password: ['كلمة المرور','كلمة السر'], nationality: ['الجنسية'] },
  zh: { name: ['姓名','申请人','中文姓名'], family: ['姓'], given: ['名'], dob: ['出生日期','生日'], addr: ['地址','住址','现住址'], phone: ['电话','手机','联系电话'], email: ['邮箱','电子邮件'], passport: ['护照号码','护照号'], natid: ['身份证号','公民身份号码'], taxid: ['纳税人识别号','税号'], iban: ['IBAN','国际银行账号'], account: ['银行账号','账号'], card: ['卡号','银行卡号'], password: ['密码','登录密码'], nationality: ['国籍'] },
  ja: { name: ['氏名','お名前','申請者氏名'], family: ['姓'], given: ['名'], dob: ['生年月日','誕生日'], addr: ['住所','現住所'], phone: ['電話番号','携帯','TEL'], email: ['メールアドレス','メール'], passport: ['旅券番号','パスポート番号'], natid: ['マイナンバー','個人番号'], taxid: ['個人番号（税務）','納税者番号'], iban: ['IBAN'], account: ['口座番号','振込先口座'], card: ['カード番号'], password: ['パスワード'], nationality: ['国籍'] },
  ko: { name: ['성명','이름','신청인'], family: ['성'], given: ['이름'], dob: ['생년월일','생일'], addr: ['주소','현 주소'], phone: ['전화번호','휴대폰','연락처'], email: ['이메일','전자우편'], passport: ['여권번호','여권 번호'], natid: ['주민등록번호','주민번호'], taxid: ['납세자번호'], iban: ['IBAN'], account: ['계좌번호','입금 계좌'], card: ['카드번호'], password: ['비밀번호','비번'], nationality: ['국적'] },
  hi: { name: ['पूरा नाम','नाम','आवेदक'], family: ['उपनाम'], given: ['पहला नाम'], dob: ['जन्म तिथि','जन्म दिनांक'], addr: ['पता','वर्तमान पता'], phone: ['फ़ोन','मोबाइल नं.','संपर्क'], email: ['ईमेल','ई-मेल'], passport: ['पासपोर्ट नंबर','पासपोर्ट संख्या'], natid: ['आधार नंबर','आधार संख्या'], taxid: ['पैन नंबर','PAN'], iban: ['IBAN'], account: ['खाता संख्या','बैंक खाता'], card: ['कार्ड नंबर'], password: ['पासवर्ड'], nationality: ['राष्ट्रीयता'] },
  vi: { name: ['Họ và tên','Họ tên','Người nộp đơn'], family: ['Họ'], given: ['Tên'], dob: ['Ngày sinh','Sinh ngày'], addr: ['Địa chỉ','Nơi ở hiện tại'], phone: ['Số điện thoại','SĐT','Di động'], email: ['Email','Thư điện tử'], passport: ['Số hộ chiếu','Hộ chiếu số'], natid: ['Số CCCD','Căn cước công dân'], taxid: ['Mã số thuế','MST'], iban: ['IBAN'], account: ['Số tài khoản','STK'], card: ['Số thẻ'], password: ['Mật khẩu','MK'], nationality: ['Quốc tịch'] },
};

// Free-text sentence templates per language. Slots: {name} {dob} {passport} {natid} {taxid} {phone} {email} {addr}
// {iban} {acct} {card} {wallet} {pw} {date} {case} {place} {org} {month} {amount} {day}
export const S = {
  en: { hello: ['Hi {name},','Dear {name},','Hello {name},'], hello0: ['Hi all,','Hello everyone,','Dear Sir or Madam,'],
    moved: ['We moved to {place} in {month} and I am still sorting out the paperwork.','I relocated to {place} for work last {month}.'],
    ask: ['Could you tell me which documents are still missing?','Does anyone know how long the residence permit takes right now?','Is it normal that nobody answers the phone at {org}?'],
    appt: ['My appointment is on {date}, reference {case}.','They gave me a slot on {date} (booking {case}).'],
    dob: ['My date of birth is {dob}.','DOB: {dob}','I was born {dob}, in case you need it.'],
    passport: ['My passport number is {passport}.','Passport: {passport}'], natid: ['My ID number is {natid}.','ID no. {natid}'], taxid: ['My tax number back home is {taxid}.','Tax ID: {taxid}'],
    phone: ['You can reach me on {phone}.','Call me at {phone} if anything is unclear.'], email: ['Or email me at {email}.','My private email: {email}'],
    addr: ['My new address is {addr}.','Please send the letter to {addr}.'], iban: ['Please transfer the deposit to {iban}.','IBAN for the refund: {iban}'],
    acct: ['My account is {acct}.','Send it to account {acct} please.'], card: ['I paid the fee with my card {card}.','Card used: {card}'], wallet: ['You can send the USDT to my wallet {wallet}.','My wallet address: {wallet}'],
    pw: ['The password for the portal is {pw}','login pw is {pw} (please change it after)'], worried: ['I am a bit worried because my visa expires on {date}.','The deadline is {date} and I have heard nothing.'],
    thanks: ['Thanks a lot in advance!','Many thanks for your help.','Thank you!'], regards: ['Best regards,','Kind regards,','Cheers,'], attach: ['Attached: passport scan, rental contract and payslips.','I uploaded the birth certificate translation yesterday.'] },
  de: { hello: ['Hallo {name},','Liebe/r {name},','Sehr geehrte/r {name},'], hello0: ['Sehr geehrte Damen und Herren,','Hallo zusammen,'],
    moved: ['Wir sind im {month} nach {place} gezogen und die Anmeldung ist immer noch nicht erledigt.','Ich bin letzten {month} für die Arbeit nach {place} umgezogen.'],
    ask: ['Könnten Sie mir sagen, welche Unterlagen noch fehlen?','Weiß jemand, wie lange der Aufenthaltstitel gerade dauert?','Ist es normal, dass bei {org} niemand ans Telefon geht?'],
    appt: ['Mein Termin ist am {date}, Vorgangsnummer {case}.','Ich habe einen Termin am {date} bekommen (Buchung {case}).'],
    dob: ['Mein Geburtsdatum ist der {dob}.','geb. {dob}','Geburtsdatum: {dob}'], passport: ['Meine Passnummer lautet {passport}.','Reisepass: {passport}'], natid: ['Meine Ausweisnummer ist {natid}.','Ausweis-Nr. {natid}'], taxid: ['Meine Steuer-ID ist {taxid}.','Steuer-ID: {taxid}'],
    phone: ['Sie erreichen mich unter {phone}.','Rufen Sie mich gern an: {phone}'], email: ['Oder per Mail an {email}.','Meine private Adresse: {email}'],
    addr: ['Meine neue Anschrift lautet {addr}.','Bitte schicken Sie den Brief an {addr}.'], iban: ['Bitte überweisen Sie die Kaution auf {iban}.','IBAN für die Erstattung: {iban}'],
    acct: ['Mein Konto: {acct}.','Bitte auf Konto {acct} überweisen.'], card: ['Ich habe die Gebühr mit meiner Karte {card} bezahlt.'], wallet: ['Schick die USDT bitte an meine Wallet {wallet}.'],
    pw: ['Das Passwort für das Portal ist {pw}','PW fürs Portal: {pw}'], worried: ['Ich mache mir Sorgen, weil mein Visum am {date} abläuft.','Die Frist ist der {date} und ich habe nichts gehört.'],
    thanks: ['Vielen Dank im Voraus!','Danke für Ihre Hilfe.'], regards: ['Mit freundlichen Grüßen','Viele Grüße','LG'], attach: ['Anbei: Passkopie, Mietvertrag und Gehaltsnachweise.','Die Übersetzung der Geburtsurkunde habe ich gestern hochgeladen.'] },
  fr: { hello: ['Bonjour {name},','Cher/Chère {name},','Salut {name},'], hello0: ['Madame, Monsieur,','Bonjour à tous,'],
    moved: ['Nous avons déménagé à {place} en {month} et les démarches ne sont toujours pas finies.','Je me suis installé(e) à {place} pour le travail en {month} dernier.'],
    ask: ['Pourriez-vous me dire quels documents manquent encore ?','Quelqu\'un sait combien de temps prend le titre de séjour en ce moment ?','C\'est normal que personne ne réponde chez {org} ?'],
    appt: ['Mon rendez-vous est le {date}, numéro de dossier {case}.','On m\'a donné un créneau le {date} (réservation {case}).'],
    dob: ['Je suis né(e) le {dob}.','Date de naissance : {dob}'], passport: ['Mon numéro de passeport est {passport}.','Passeport : {passport}'], natid: ['Mon numéro d\'identité est {natid}.','N° sécu : {natid}'], taxid: ['Mon numéro fiscal est {taxid}.','N° fiscal : {taxid}'],
    phone: ['Vous pouvez me joindre au {phone}.','Mon portable : {phone}'], email: ['Ou par mail : {email}.','Mon adresse perso : {email}'],
    addr: ['Ma nouvelle adresse est {addr}.','Merci d\'envoyer le courrier au {addr}.'], iban: ['Merci de virer la caution sur {iban}.','IBAN pour le remboursement : {iban}'],
    acct: ['Mon compte : {acct}.'], card: ['J\'ai payé les frais avec ma carte {card}.'], wallet: ['Tu peux envoyer les USDT sur mon wallet {wallet}.'],
    pw: ['Le mot de passe du portail est {pw}','mdp du site : {pw}'], worried: ['Je suis inquiet/inquiète car mon visa expire le {date}.'],
    thanks: ['Merci d\'avance !','Merci beaucoup pour votre aide.'], regards: ['Cordialement,','Bien à vous,','Bises,'], attach: ['Ci-joint : copie du passeport, bail et fiches de paie.'] },
  es: { hello: ['Hola {name}:','Estimado/a {name}:','Buenas {name},'], hello0: ['Estimados señores:','Hola a todos,'],
    moved: ['Nos mudamos a {place} en {month} y todavía estoy con el papeleo.','Me trasladé a {place} por trabajo el pasado {month}.'],
    ask: ['¿Podrían decirme qué documentos faltan todavía?','¿Alguien sabe cuánto tarda ahora la TIE?','¿Es normal que en {org} nadie coja el teléfono?'],
    appt: ['Mi cita es el {date}, expediente {case}.','Me dieron cita el {date} (reserva {case}).'],
    dob: ['Mi fecha de nacimiento es {dob}.','Nací el {dob}.'], passport: ['Mi número de pasaporte es {passport}.','Pasaporte: {passport}'], natid: ['Mi NIE es {natid}.','DNI/NIE: {natid}'], taxid: ['Mi número fiscal es {taxid}.','RFC/NIF: {taxid}'],
    phone: ['Me pueden localizar en el {phone}.','Mi móvil: {phone}'], email: ['O por correo: {email}.'], addr: ['Mi nueva dirección es {addr}.','Envíen la carta a {addr}.'],
    iban: ['Por favor transfieran la fianza a {iban}.','IBAN para la devolución: {iban}'], acct: ['Mi cuenta es {acct}.','CLABE: {acct}'], card: ['Pagué la tasa con mi tarjeta {card}.'], wallet: ['Mándame los USDT a mi wallet {wallet}.'],
    pw: ['La contraseña del portal es {pw}','clave: {pw}'], worried: ['Estoy preocupado/a porque mi visado caduca el {date}.'],
    thanks: ['¡Muchas gracias de antemano!','Gracias por la ayuda.'], regards: ['Saludos cordiales,','Un saludo,','Atentamente,'], attach: ['Adjunto: copia del pasaporte, contrato de alquiler y nóminas.'] },
  pt: { hello: ['Olá {name},','Prezado/a {name},','Oi {name},'], hello0: ['Exmos. Senhores,','Olá a todos,'],
    moved: ['Mudámos para {place} em {month} e ainda estou a tratar da papelada.','Mudei para {place} a trabalho em {month}.'],
    ask: ['Podem dizer-me que documentos ainda faltam?','Alguém sabe quanto tempo demora a autorização de residência?','É normal ninguém atender na {org}?'],
    appt: ['O meu agendamento é no dia {date}, processo {case}.','Consegui vaga para {date} (reserva {case}).'],
    dob: ['A minha data de nascimento é {dob}.','Nasci em {dob}.'], passport: ['O número do meu passaporte é {passport}.','Passaporte: {passport}'], natid: ['Meu documento de identidade: {natid}.'], taxid: ['Meu CPF é {taxid}.','NIF: {taxid}'],
    phone: ['Podem ligar-me para o {phone}.','Meu celular: {phone}'], email: ['Ou por e-mail: {email}.'], addr: ['A minha nova morada é {addr}.','Enviem a carta para {addr}.'],
    iban: ['Por favor transfiram a caução para {iban}.'], acct: ['Minha conta: {acct}.'], card: ['Paguei a taxa com o cartão {card}.'], wallet: ['Manda os USDT para a minha carteira {wallet}.'],
    pw: ['A senha do portal é {pw}'], worried: ['Estou preocupado/a porque o meu visto expira em {date}.'],
    thanks: ['Obrigado/a desde já!','Muito obrigado pela ajuda.'], regards: ['Com os melhores cumprimentos,','Abraços,','Atenciosamente,'], attach: ['Em anexo: cópia do passaporte, contrato de arrendamento e recibos de vencimento.'] },
  it: { hello: ['Ciao {name},','Gentile {name},','Buongiorno {name},'], hello0: ['Spettabile ufficio,','Ciao a tutti,'],
    moved: ['Ci siamo trasferiti a {place} a {month} e sto ancora sistemando i documenti.','Mi sono trasferito/a a {place} per lavoro lo scorso {month}.'],
    ask: ['Potreste dirmi quali documenti mancano ancora?','Qualcuno sa quanto ci vuole ora per il permesso di soggiorno?','È normale che alla {org} non risponda nessuno?'],
    appt: ['Il mio appuntamento è il {date}, pratica {case}.','Mi hanno dato appuntamento il {date} (prenotazione {case}).'],
    dob: ['Sono nato/a il {dob}.','Data di nascita: {dob}'], passport: ['Il mio numero di passaporto è {passport}.'], natid: ['Carta d\'identità n. {natid}.'], taxid: ['Il mio codice fiscale è {taxid}.','CF: {taxid}'],
    phone: ['Potete contattarmi al {phone}.','Cell: {phone}'], email: ['Oppure via mail: {email}.'], addr: ['Il mio nuovo indirizzo è {addr}.'], iban: ['Vi prego di bonificare la cauzione su {iban}.'],
    acct: ['Il mio conto: {acct}.'], card: ['Ho pagato con la carta {card}.'], wallet: ['Mandami gli USDT sul wallet {wallet}.'], pw: ['La password del portale è {pw}'], worried: ['Sono preoccupato/a perché il visto scade il {date}.'],
    thanks: ['Grazie mille in anticipo!','Grazie per l\'aiuto.'], regards: ['Cordiali saluti,','Un saluto,'], attach: ['In allegato: copia del passaporto, contratto d\'affitto e buste paga.'] },
  pl: { hello: ['Cześć {name},','Szanowna Pani / Szanowny Panie {name},','Dzień dobry {name},'], hello0: ['Szanowni Państwo,','Cześć wszystkim,'],
    moved: ['Przeprowadziliśmy się do {place} w {month} i wciąż załatwiam formalności.','Przeniosłem/am się do {place} do pracy w {month}.'],
    ask: ['Czy mogliby Państwo napisać, jakich dokumentów jeszcze brakuje?','Czy ktoś wie, ile teraz trwa karta pobytu?','Czy to normalne, że w {org} nikt nie odbiera?'],
    appt: ['Moja wizyta jest {date}, numer sprawy {case}.'], dob: ['Data urodzenia: {dob}.','Urodziłem/am się {dob}.'], passport: ['Numer mojego paszportu to {passport}.'], natid: ['Mój PESEL: {natid}.'], taxid: ['Mój NIP: {taxid}.'],
    phone: ['Proszę dzwonić pod {phone}.'], email: ['Albo mailowo: {email}.'], addr: ['Mój nowy adres to {addr}.'], iban: ['Proszę przelać kaucję na {iban}.'], acct: ['Moje konto: {acct}.'],
    card: ['Zapłaciłem/am kartą {card}.'], wallet: ['Wyślij USDT na mój portfel {wallet}.'], pw: ['Hasło do portalu: {pw}'], worried: ['Martwię się, bo wiza wygasa {date}.'],
    thanks: ['Z góry dziękuję!','Dzięki za pomoc.'], regards: ['Z poważaniem,','Pozdrawiam,'], attach: ['W załączniku: skan paszportu, umowa najmu i paski wypłat.'] },
  tr: { hello: ['Merhaba {name},','Sayın {name},','Selam {name},'], hello0: ['Sayın yetkili,','Herkese merhaba,'],
    moved: ['{month} ayında {place} şehrine taşındık, evrak işleri hâlâ bitmedi.','Geçen {month} iş için {place} şehrine taşındım.'],
    ask: ['Hangi belgelerin eksik olduğunu söyleyebilir misiniz?','Oturum izni şu an ne kadar sürüyor, bilen var mı?','{org} telefonlara hiç cevap vermiyor, normal mi?'],
    appt: ['Randevum {date} tarihinde, dosya no {case}.'], dob: ['Doğum tarihim {dob}.','D.T.: {dob}'], passport: ['Pasaport numaram {passport}.'], natid: ['TC kimlik numaram {natid}.'], taxid: ['Vergi numaram {taxid}.'],
    phone: ['Bana {phone} numarasından ulaşabilirsiniz.'], email: ['Ya da e-posta: {email}.'], addr: ['Yeni adresim: {addr}.'], iban: ['Depozitoyu {iban} hesabına gönderin lütfen.'], acct: ['Hesap numaram {acct}.'],
    card: ['Harcı {card} kartımla ödedim.'], wallet: ['USDT\'yi şu cüzdana gönder: {wallet}'], pw: ['Portal şifresi: {pw}'], worried: ['Vizem {date} tarihinde bitiyor, endişeliyim.'],
    thanks: ['Şimdiden teşekkürler!','Yardımınız için çok teşekkürler.'], regards: ['Saygılarımla,','Kolay gelsin,'], attach: ['Ekte: pasaport fotokopisi, kira sözleşmesi ve maaş bordroları.'] },
  ru: { hello: ['Здравствуйте, {name}!','Привет, {name}!','Уважаемый(ая) {name},'], hello0: ['Добрый день!','Всем привет!'],
    moved: ['Мы переехали в {place} в {month}, и документы до сих пор не готовы.','Я переехал(а) в {place} по работе в {month}.'],
    ask: ['Подскажите, пожалуйста, каких документов ещё не хватает?','Кто-нибудь знает, сколько сейчас делают ВНЖ?','Это нормально, что в {org} никто не берёт трубку?'],
    appt: ['Моя запись на {date}, номер дела {case}.'], dob: ['Дата рождения: {dob}.','Я родился(ась) {dob}.'], passport: ['Номер загранпаспорта: {passport}.'], natid: ['СНИЛС: {natid}.'], taxid: ['Мой ИНН {taxid}.'],
    phone: ['Мой номер: {phone}.','Звоните на {phone}.'], email: ['Или пишите на {email}.'], addr: ['Мой новый адрес: {addr}.'], iban: ['Пожалуйста, переведите залог на {iban}.'], acct: ['Мой счёт: {acct}.'],
    card: ['Оплатил(а) картой {card}.','Кидай на карту {card}'], wallet: ['Скинь USDT на кошелёк {wallet}.'], pw: ['Пароль от портала: {pw}'], worried: ['Волнуюсь, виза заканчивается {date}.'],
    thanks: ['Заранее спасибо!','Спасибо за помощь.'], regards: ['С уважением,','Всего доброго,'], attach: ['Во вложении: скан паспорта, договор аренды и справки о зарплате.'] },
  uk: { hello: ['Добрий день, {name}!','Привіт, {name}!','Шановний(а) {name},'], hello0: ['Доброго дня!','Всім привіт!'],
    moved: ['Ми переїхали до {place} у {month}, а документи досі не готові.','Я переїхав(ла) до {place} у {month} через війну.'],
    ask: ['Підкажіть, будь ласка, яких документів ще бракує?','Хтось знає, скільки зараз чекати на посвідку?','Це нормально, що в {org} ніхто не відповідає?'],
    appt: ['Мій запис на {date}, номер справи {case}.'], dob: ['Дата народження: {dob}.','Я народився(лася) {dob}.'], passport: ['Номер закордонного паспорта: {passport}.'], natid: ['Номер ID-картки: {natid}.'], taxid: ['Мій РНОКПП {taxid}.','ІПН: {taxid}'],
    phone: ['Мій номер: {phone}.'], email: ['Або пишіть на {email}.'], addr: ['Моя нова адреса: {addr}.'], iban: ['Будь ласка, переведіть заставу на {iban}.'], acct: ['Мій рахунок: {acct}.'],
    card: ['Сплатив(ла) карткою {card}.','Скинь на картку {card}'], wallet: ['Надішли USDT на гаманець {wallet}.'], pw: ['Пароль до порталу: {pw}'], worried: ['Хвилююся, бо віза закінчується {date}.'],
    thanks: ['Заздалегідь дякую!','Дякую за допомогу.'], regards: ['З повагою,','Гарного дня,'], attach: ['У додатку: скан паспорта, договір оренди та довідки про доходи.'] },
  ar: { hello: ['مرحباً {name}،','عزيزي/عزيزتي {name}،','السلام عليكم {name}،'], hello0: ['السادة المحترمون،','مرحباً بالجميع،'],
    moved: ['انتقلنا إلى {place} في {month} وما زلت أتابع الأوراق.','انتقلت إلى {place} للعمل في {month} الماضي.'],
    ask: ['هل يمكنكم إخباري بالوثائق الناقصة؟','هل يعرف أحد كم تستغرق الإقامة حالياً؟','هل من الطبيعي ألا يرد أحد في {org}؟'],
    appt: ['موعدي يوم {date}، رقم الملف {case}.'], dob: ['تاريخ ميلادي {dob}.','تاريخ الميلاد: {dob}'], passport: ['رقم جواز سفري {passport}.'], natid: ['رقم الهوية: {natid}.'], taxid: ['الرقم الضريبي: {taxid}.'],
    phone: ['يمكنكم التواصل معي على {phone}.'], email: ['أو عبر البريد {email}.'], addr: ['عنواني الجديد: {addr}.'], iban: ['يرجى تحويل التأمين إلى {iban}.'], acct: ['رقم حسابي {acct}.'],
    card: ['دفعت الرسوم ببطاقتي {card}.'], wallet: ['أرسل الـ USDT إلى محفظتي {wallet}.'], pw: ['كلمة مرور البوابة: {pw}'], worried: ['أنا قلق لأن تأشيرتي تنتهي في {date}.'],
    thanks: ['شكراً مقدماً!','شكراً جزيلاً على المساعدة.'], regards: ['مع خالص التحية،','تحياتي،'], attach: ['مرفق: صورة الجواز وعقد الإيجار وكشوف الراتب.'] },
  zh: { hello: ['{name}，你好！','尊敬的{name}：','{name}您好，'], hello0: ['您好！','大家好，'],
    moved: ['我们{month}搬到了{place}，手续还没办完。','我去年{month}因为工作搬到{place}。'],
    ask: ['请问还缺哪些材料？','有人知道现在居留许可要多久吗？','{org}一直没人接电话，正常吗？'],
    appt: ['我的预约是{date}，案件号{case}。'], dob: ['我的出生日期是{dob}。','出生日期：{dob}'], passport: ['我的护照号是{passport}。'], natid: ['身份证号：{natid}'], taxid: ['纳税人识别号：{taxid}'],
    phone: ['我的手机是{phone}。','有事打我电话{phone}'], email: ['或者发邮件到{email}。'], addr: ['我的新地址是{addr}。'], iban: ['押金请转到{iban}。'], acct: ['我的账号：{acct}'],
    card: ['我用卡{card}付的费用。'], wallet: ['USDT 打到我的钱包 {wallet}'], pw: ['门户网站的密码是{pw}'], worried: ['我的签证{date}到期，有点着急。'],
    thanks: ['先谢谢了！','非常感谢您的帮助。'], regards: ['此致敬礼','祝好，'], attach: ['附件：护照扫描件、租房合同和工资单。'] },
  ja: { hello: ['{name}様','{name}さん、こんにちは。'], hello0: ['ご担当者様','皆さんこんにちは。'],
    moved: ['{month}に{place}へ引っ越しましたが、まだ手続きが終わっていません。','仕事で{month}から{place}に住んでいます。'],
    ask: ['まだ足りない書類を教えていただけますか。','在留許可は今どのくらいかかるかご存じの方いますか？','{org}に何度電話してもつながりません。'],
    appt: ['予約は{date}、受付番号は{case}です。'], dob: ['生年月日は{dob}です。','生年月日：{dob}'], passport: ['旅券番号は{passport}です。'], natid: ['マイナンバー：{natid}'], taxid: ['納税者番号：{taxid}'],
    phone: ['連絡先は{phone}です。'], email: ['メールは{email}までお願いします。'], addr: ['新しい住所は{addr}です。'], iban: ['敷金は{iban}に振り込んでください。'], acct: ['振込先：{acct}'],
    card: ['手数料はカード{card}で支払いました。'], wallet: ['USDTはウォレット{wallet}に送ってください。'], pw: ['ポータルのパスワードは{pw}です'], worried: ['ビザが{date}に切れるので心配です。'],
    thanks: ['よろしくお願いいたします。','ありがとうございます。'], regards: ['敬具','よろしくお願いします。'], attach: ['添付：パスポートのコピー、賃貸契約書、給与明細。'] },
  ko: { hello: ['{name}님 안녕하세요,','안녕하세요 {name}님,'], hello0: ['담당자님께,','안녕하세요 여러분,'],
    moved: ['{month}에 {place}(으)로 이사했는데 서류가 아직 정리되지 않았습니다.','작년 {month}에 회사 때문에 {place}(으)로 왔어요.'],
    ask: ['아직 어떤 서류가 빠졌는지 알려주실 수 있나요?','요즘 체류허가 받는 데 얼마나 걸리는지 아시는 분?','{org}에 전화해도 아무도 안 받아요.'],
    appt: ['예약은 {date}이고 접수번호는 {case}입니다.'], dob: ['생년월일은 {dob}입니다.','생년월일: {dob}'], passport: ['여권번호는 {passport}입니다.'], natid: ['주민등록번호: {natid}'], taxid: ['납세자번호: {taxid}'],
    phone: ['연락처는 {phone}입니다.'], email: ['이메일은 {email}입니다.'], addr: ['새 주소는 {addr}입니다.'], iban: ['보증금은 {iban}(으)로 보내주세요.'], acct: ['계좌: {acct}'],
    card: ['수수료는 카드 {card}로 결제했어요.'], wallet: ['USDT는 제 지갑 {wallet}로 보내줘.'], pw: ['포털 비밀번호는 {pw}'], worried: ['비자가 {date}에 만료돼서 걱정이에요.'],
    thanks: ['미리 감사드립니다!','도와주셔서 감사합니다.'], regards: ['감사합니다.','좋은 하루 보내세요.'], attach: ['첨부: 여권 사본, 임대차 계약서, 급여명세서.'] },
  hi: { hello: ['नमस्ते {name} जी,','प्रिय {name},','हाय {name},'], hello0: ['महोदय/महोदया,','सभी को नमस्ते,'],
    moved: ['हम {month} में {place} आ गए हैं और कागज़ी काम अभी भी बाकी है।','मैं पिछले {month} नौकरी के लिए {place} शिफ्ट हुआ/हुई।'],
    ask: ['कृपया बताइए कि कौन से दस्तावेज़ अभी भी बाकी हैं?','क्या किसी को पता है रेज़िडेंस परमिट में आजकल कितना समय लगता है?','{org} में कोई फ़ोन नहीं उठाता, क्या यह सामान्य है?'],
    appt: ['मेरी अपॉइंटमेंट {date} को है, केस नंबर {case}।'], dob: ['मेरी जन्म तिथि {dob} है।','जन्म तिथि: {dob}'], passport: ['मेरा पासपोर्ट नंबर {passport} है।'], natid: ['आधार: {natid}'], taxid: ['पैन: {taxid}'],
    phone: ['मुझसे {phone} पर संपर्क करें।'], email: ['या ईमेल करें: {email}'], addr: ['मेरा नया पता है {addr}।'], iban: ['कृपया डिपॉज़िट {iban} में भेजें।'], acct: ['मेरा खाता: {acct}'],
    card: ['मैंने फीस कार्ड {card} से भरी।'], wallet: ['USDT मेरे वॉलेट {wallet} पर भेज दो।'], pw: ['पोर्टल का पासवर्ड {pw} है'], worried: ['मेरा वीज़ा {date} को खत्म हो रहा है, चिंता हो रही है।'],
    thanks: ['पहले से धन्यवाद!','मदद के लिए बहुत धन्यवाद।'], regards: ['सादर,','धन्यवाद,'], attach: ['संलग्न: पासपोर्ट की कॉपी, किराया अनुबंध और सैलरी स्लिप।'] },
  vi: { hello: ['Chào {name},','Kính gửi {name},','Chào anh/chị {name},'], hello0: ['Kính gửi Quý cơ quan,','Chào cả nhà,'],
    moved: ['Nhà mình chuyển sang {place} hồi {month} mà giấy tờ vẫn chưa xong.','Em chuyển sang {place} làm việc từ {month} năm ngoái.'],
    ask: ['Anh/chị cho em hỏi còn thiếu giấy tờ gì ạ?','Có ai biết làm thẻ cư trú bây giờ mất bao lâu không?','{org} gọi mãi không ai nghe máy, bình thường không ạ?'],
    appt: ['Lịch hẹn của em là {date}, mã hồ sơ {case}.'], dob: ['Ngày sinh của em là {dob}.','Ngày sinh: {dob}'], passport: ['Số hộ chiếu của em là {passport}.'], natid: ['Số CCCD: {natid}'], taxid: ['Mã số thuế: {taxid}'],
    phone: ['Số điện thoại của em: {phone}.'], email: ['Hoặc email: {email}'], addr: ['Địa chỉ mới của em là {addr}.'], iban: ['Tiền cọc xin chuyển vào {iban}.'], acct: ['STK của em: {acct}'],
    card: ['Em đã trả phí bằng thẻ {card}.'], wallet: ['Gửi USDT vào ví {wallet} giúp em.'], pw: ['Mật khẩu cổng thông tin là {pw}'], worried: ['Visa của em hết hạn {date} nên em hơi lo.'],
    thanks: ['Em cảm ơn trước ạ!','Cảm ơn anh/chị rất nhiều.'], regards: ['Trân trọng,','Thân,'], attach: ['Đính kèm: bản scan hộ chiếu, hợp đồng thuê nhà và bảng lương.'] },
};
S.nl = S.en; // Dutch-speaking hosts write to newcomers in English in this corpus (labels still in Dutch)
export const TEXT_LANGS = Object.keys(S).filter((k) => k !== 'nl');
