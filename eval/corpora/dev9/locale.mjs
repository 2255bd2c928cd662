// Words each language prints around personal data: field labels, how people say "my password is",
// how birth dates are written (in words and in the local numeric order).
const M = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  pl: ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'],
  sv: ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'],
  tr: ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'],
  ru: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
};
const p2 = (n) => String(n).padStart(2, '0');
/** Japanese forms often give the era year: Shōwa to 1989-01-07, Heisei to 2019-04-30, then Reiwa. */
function japaneseEra(y, m, d) {
  const ymd = y * 10000 + m * 100 + d;
  if (ymd <= 19890107) return `昭和${y - 1925}年`;
  if (ymd <= 20190430) return `平成${y - 1988}年`;
  return `令和${y - 2018}年`;
}
const ordinalSuffix = (d) => (d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th');

/** A date as this language writes it: in words or in the local numeric order. */
export function fmtDate(r, lang, [y, m, d]) {
  const words = M[lang];
  const numeric = {
    en: [`${p2(m)}/${p2(d)}/${y}`, `${d}/${m}/${y}`, `${y}-${p2(m)}-${p2(d)}`, `${p2(d)}.${p2(m)}.${y}`],
    de: [`${p2(d)}.${p2(m)}.${y}`, `${d}.${m}.${y}`, `${y}-${p2(m)}-${p2(d)}`], fr: [`${p2(d)}/${p2(m)}/${y}`, `${p2(d)}.${p2(m)}.${y}`], es: [`${p2(d)}/${p2(m)}/${y}`, `${d}-${m}-${y}`],
    pt: [`${p2(d)}/${p2(m)}/${y}`, `${p2(d)}-${p2(m)}-${y}`], it: [`${p2(d)}/${p2(m)}/${y}`, `${d}.${m}.${y}`], nl: [`${p2(d)}-${p2(m)}-${y}`, `${d}-${m}-${y}`], pl: [`${p2(d)}.${p2(m)}.${y}`, `${y}-${p2(m)}-${p2(d)}`],
    sv: [`${y}-${p2(m)}-${p2(d)}`, `${d}/${m} ${y}`], ja: [`${y}/${p2(m)}/${p2(d)}`, `${y}-${p2(m)}-${p2(d)}`], zh: [`${y}-${p2(m)}-${p2(d)}`, `${y}/${m}/${d}`, `${y}.${p2(m)}.${p2(d)}`],
    ko: [`${y}.${p2(m)}.${p2(d)}`, `${y}. ${m}. ${d}.`, `${y}-${p2(m)}-${p2(d)}`], ar: [`${p2(d)}/${p2(m)}/${y}`, `${y}/${p2(m)}/${p2(d)}`], hi: [`${p2(d)}-${p2(m)}-${y}`, `${p2(d)}/${p2(m)}/${y}`], tr: [`${p2(d)}.${p2(m)}.${y}`, `${p2(d)}/${p2(m)}/${y}`], ru: [`${p2(d)}.${p2(m)}.${y}`, `${p2(d)}.${p2(m)}.${y} г.`],
  };
  if (r.chance(0.45)) {
    if (lang === 'ja') return r.pick([`${y}年${m}月${d}日`, `${japaneseEra(y, m, d)}${m}月${d}日`, `${y}年${p2(m)}月${p2(d)}日`]);
    if (lang === 'zh') return `${y}年${m}月${d}日`;
    if (lang === 'ko') return `${y}년 ${m}월 ${d}일`;
    if (lang === 'en') return r.pick([`${d} ${words[m - 1]} ${y}`, `${words[m - 1]} ${d}, ${y}`, `${d}${ordinalSuffix(d)} of ${words[m - 1]} ${y}`, `${words[m - 1].slice(0, 3)} ${p2(d)} ${y}`]);
    if (lang === 'de') return `${d}. ${words[m - 1]} ${y}`;
    if (lang === 'es' || lang === 'pt') return `${d} de ${words[m - 1]} de ${y}`;
    if (lang === 'ru') return `${d} ${words[m - 1]} ${y} г.`;
    if (words) return `${d} ${words[m - 1]} ${y}`;
  }
  return r.pick(numeric[lang] ?? numeric.en);
}

/** Phrases per language; {} marks where the value goes. */
export const L = {
  en: { name: ['Full name', 'Name', 'Customer', 'Account holder'], dob: ['Date of birth', 'DOB', 'D.O.B.', 'Birth date'], phone: ['Phone', 'Mobile', 'Tel.', 'Cell'], email: ['Email', 'E-mail'], address: ['Address', 'Home address', 'Mailing address'], passport: ['Passport No.', 'Passport number'], nat: 'Nationality', exp: 'Date of expiry', issued: 'Date of issue', iban: ['IBAN', 'Bank account (IBAN)'], account: ['Account number', 'Acct no.'], card: ['Card number', 'Card'], pw: ['Password', 'Pwd', 'Passcode'],
    pwProse: ['my password is {}', 'the password is {} (case sensitive)', "pwd: {}", 'I reset it to {} this morning', 'login is my email and the passcode {}', 'temporary password {} – please change it on first login', 'use "{}" as the password'], bornProse: ['born on {}', 'date of birth {}', 'DOB {}', 'she was born {}', 'birthday: {}'], hi: 'Hi', thanks: 'Thanks', regards: 'Best regards', sig: 'Sent from my phone' },
  de: { name: ['Name', 'Vor- und Nachname', 'Kunde', 'Kontoinhaber'], dob: ['Geburtsdatum', 'Geb.-Datum', 'geb.'], phone: ['Telefon', 'Tel.', 'Mobil', 'Handy'], email: ['E-Mail', 'Mail'], address: ['Anschrift', 'Adresse', 'Wohnanschrift'], passport: ['Reisepass-Nr.', 'Passnummer'], nat: 'Staatsangehörigkeit', exp: 'Gültig bis', issued: 'Ausstellungsdatum', iban: ['IBAN', 'Bankverbindung'], account: ['Kontonummer', 'Konto-Nr.'], card: ['Kartennummer', 'Kreditkarte'], pw: ['Passwort', 'Kennwort', 'PW'],
    pwProse: ['mein Passwort ist {}', 'das Kennwort lautet {}', 'PW: {}', 'neues Passwort wäre {} (Groß-/Kleinschreibung beachten)', 'Zugang: Benutzer ist die Mailadresse, Passwort {}'], bornProse: ['geboren am {}', 'geb. {}', 'Geburtsdatum: {}', 'ist am {} geboren'], hi: 'Hallo', thanks: 'Danke', regards: 'Viele Grüße', sig: 'Von meinem iPhone gesendet' },
  fr: { name: ['Nom et prénom', 'Nom', 'Titulaire'], dob: ['Date de naissance', 'Né(e) le'], phone: ['Tél.', 'Téléphone', 'Portable'], email: ['Courriel', 'E-mail'], address: ['Adresse', 'Domicile'], passport: ['N° de passeport', 'Passeport n°'], nat: 'Nationalité', exp: "Date d'expiration", issued: 'Délivré le', iban: ['IBAN', 'RIB / IBAN'], account: ['N° de compte'], card: ['N° de carte', 'Carte bancaire'], pw: ['Mot de passe', 'mdp', 'Code d’accès'],
    pwProse: ['mon mot de passe est {}', 'le mdp c’est {}', 'mot de passe : {}', 'je l’ai remis à {} hier soir'], bornProse: ['né le {}', 'née le {}', 'date de naissance : {}'], hi: 'Bonjour', thanks: 'Merci', regards: 'Cordialement', sig: 'Envoyé de mon téléphone' },
  es: { name: ['Nombre y apellidos', 'Nombre', 'Titular'], dob: ['Fecha de nacimiento', 'F. nacimiento'], phone: ['Teléfono', 'Tel.', 'Móvil', 'Celular'], email: ['Correo', 'Email'], address: ['Dirección', 'Domicilio'], passport: ['Nº de pasaporte', 'Pasaporte'], nat: 'Nacionalidad', exp: 'Fecha de caducidad', issued: 'Fecha de expedición', iban: ['IBAN', 'Cuenta (IBAN)'], account: ['Número de cuenta', 'Nº cuenta'], card: ['Nº de tarjeta', 'Tarjeta'], pw: ['Contraseña', 'Clave', 'Pass'],
    pwProse: ['mi contraseña es {}', 'la clave es {}', 'contraseña: {}', 'te paso la clave: {}'], bornProse: ['nacido el {}', 'nacida el {}', 'fecha de nacimiento: {}', 'nació el {}'], hi: 'Hola', thanks: 'Gracias', regards: 'Un saludo', sig: 'Enviado desde mi móvil' },
  pt: { name: ['Nome completo', 'Nome', 'Titular'], dob: ['Data de nascimento', 'Dt. nasc.'], phone: ['Telefone', 'Tel.', 'Celular', 'Telemóvel'], email: ['E-mail'], address: ['Morada', 'Endereço'], passport: ['Nº do passaporte', 'Passaporte'], nat: 'Nacionalidade', exp: 'Validade', issued: 'Data de emissão', iban: ['IBAN', 'NIB/IBAN'], account: ['Conta', 'Nº da conta'], card: ['Nº do cartão', 'Cartão'], pw: ['Senha', 'Palavra-passe'],
    pwProse: ['minha senha é {}', 'a palavra-passe é {}', 'senha: {}', 'troquei a senha para {}'], bornProse: ['nascido em {}', 'nascida em {}', 'data de nascimento: {}'], hi: 'Olá', thanks: 'Obrigado', regards: 'Atenciosamente', sig: 'Enviado do meu telemóvel' },
  it: { name: ['Nome e cognome', 'Nominativo', 'Intestatario'], dob: ['Data di nascita', 'Nato/a il'], phone: ['Tel.', 'Telefono', 'Cellulare'], email: ['E-mail', 'Email'], address: ['Indirizzo', 'Residenza'], passport: ['Passaporto n.', 'N. passaporto'], nat: 'Cittadinanza', exp: 'Scadenza', issued: 'Data di rilascio', iban: ['IBAN', 'Coordinate bancarie'], account: ['Conto n.'], card: ['N. carta', 'Carta di credito'], pw: ['Password', 'Parola d’ordine', 'PIN'],
    pwProse: ['la mia password è {}', 'la password è {}', 'password: {}', 'ho messo {} come password'], bornProse: ['nato il {}', 'nata il {}', 'data di nascita: {}'], hi: 'Ciao', thanks: 'Grazie', regards: 'Cordiali saluti', sig: 'Inviato da iPhone' },
  nl: { name: ['Naam', 'Volledige naam', 'Rekeninghouder'], dob: ['Geboortedatum', 'Geb. datum'], phone: ['Telefoon', 'Tel.', 'Mobiel'], email: ['E-mail'], address: ['Adres', 'Woonadres'], passport: ['Paspoortnummer', 'Paspoort nr.'], nat: 'Nationaliteit', exp: 'Geldig tot', issued: 'Datum van afgifte', iban: ['IBAN', 'Rekeningnummer (IBAN)'], account: ['Rekeningnummer'], card: ['Kaartnummer'], pw: ['Wachtwoord', 'ww'],
    pwProse: ['mijn wachtwoord is {}', 'het wachtwoord is {}', 'ww: {}', 'nieuw wachtwoord: {}'], bornProse: ['geboren op {}', 'geboortedatum: {}', 'geb. {}'], hi: 'Hoi', thanks: 'Bedankt', regards: 'Met vriendelijke groet', sig: 'Verzonden vanaf mijn iPhone' },
  pl: { name: ['Imię i nazwisko', 'Nazwisko', 'Właściciel'], dob: ['Data urodzenia', 'Data ur.'], phone: ['Telefon', 'Tel.', 'Komórka'], email: ['E-mail'], address: ['Adres', 'Adres zamieszkania'], passport: ['Numer paszportu', 'Nr paszportu'], nat: 'Obywatelstwo', exp: 'Data ważności', issued: 'Data wydania', iban: ['IBAN', 'Nr rachunku'], account: ['Numer konta'], card: ['Numer karty'], pw: ['Hasło', 'haslo'],
    pwProse: ['moje hasło to {}', 'hasło: {}', 'hasło do konta to {}', 'zmieniłem hasło na {}'], bornProse: ['urodzony {}', 'urodzona {}', 'ur. {}', 'data urodzenia: {}'], hi: 'Cześć', thanks: 'Dzięki', regards: 'Pozdrawiam', sig: 'Wysłane z telefonu' },
  sv: { name: ['Namn', 'Fullständigt namn', 'Kontohavare'], dob: ['Födelsedatum', 'Född'], phone: ['Telefon', 'Tel', 'Mobil'], email: ['E-post'], address: ['Adress', 'Gatuadress'], passport: ['Passnummer'], nat: 'Medborgarskap', exp: 'Giltigt t.o.m.', issued: 'Utfärdat', iban: ['IBAN', 'Kontonummer (IBAN)'], account: ['Kontonummer', 'Clearing + konto'], card: ['Kortnummer'], pw: ['Lösenord', 'lösen'],
    pwProse: ['mitt lösenord är {}', 'lösenordet är {}', 'lösen: {}', 'nytt lösenord blir {}'], bornProse: ['född {}', 'född den {}', 'födelsedatum: {}'], hi: 'Hej', thanks: 'Tack', regards: 'Vänliga hälsningar', sig: 'Skickat från min mobil' },
  ja: { name: ['氏名', 'お名前', '名義人'], dob: ['生年月日'], phone: ['電話番号', 'TEL', '携帯'], email: ['メール', 'メールアドレス'], address: ['住所', 'ご住所'], passport: ['旅券番号', 'パスポート番号'], nat: '国籍', exp: '有効期間満了日', issued: '発行年月日', iban: ['IBAN'], account: ['口座番号'], card: ['カード番号'], pw: ['パスワード', '暗証番号'],
    pwProse: ['パスワードは{}です', 'パスワード：{}', '仮パスワード {} でログインしてください', '暗証番号は{}'], bornProse: ['{}生まれ', '生年月日：{}', '{}生'], hi: 'お疲れ様です', thanks: 'よろしくお願いします', regards: '以上、よろしくお願いいたします。', sig: '' },
  zh: { name: ['姓名', '户名', '联系人'], dob: ['出生日期', '生日'], phone: ['电话', '手机', '联系电话'], email: ['邮箱', '电子邮件'], address: ['地址', '住址', '收货地址'], passport: ['护照号码', '护照号'], nat: '国籍', exp: '有效期至', issued: '签发日期', iban: ['IBAN'], account: ['账号', '银行账号'], card: ['卡号'], pw: ['密码', '口令'],
    pwProse: ['我的密码是{}', '密码：{}', '新密码是 {}', '登录密码 {}'], bornProse: ['出生于{}', '出生日期：{}', '{}出生'], hi: '你好', thanks: '谢谢', regards: '此致', sig: '' },
  ko: { name: ['성명', '이름', '예금주'], dob: ['생년월일'], phone: ['전화번호', '연락처', '휴대폰'], email: ['이메일'], address: ['주소', '자택 주소'], passport: ['여권번호', '여권 번호'], nat: '국적', exp: '기간만료일', issued: '발급일', iban: ['IBAN'], account: ['계좌번호'], card: ['카드번호'], pw: ['비밀번호', '비번'],
    pwProse: ['비밀번호는 {}입니다', '비번: {}', '임시 비밀번호 {}', '비밀번호 {} 로 바꿨어요'], bornProse: ['{} 출생', '생년월일: {}', '{}생'], hi: '안녕하세요', thanks: '감사합니다', regards: '감사합니다.', sig: '' },
  ar: { name: ['الاسم', 'الاسم الكامل', 'صاحب الحساب'], dob: ['تاريخ الميلاد'], phone: ['الهاتف', 'الجوال', 'رقم الجوال'], email: ['البريد الإلكتروني'], address: ['العنوان', 'عنوان السكن'], passport: ['رقم جواز السفر'], nat: 'الجنسية', exp: 'تاريخ الانتهاء', issued: 'تاريخ الإصدار', iban: ['الآيبان', 'IBAN'], account: ['رقم الحساب'], card: ['رقم البطاقة'], pw: ['كلمة المرور', 'كلمة السر'],
    pwProse: ['كلمة المرور هي {}', 'كلمة السر: {}', 'الرقم السري {}'], bornProse: ['مواليد {}', 'تاريخ الميلاد: {}', 'وُلد في {}'], hi: 'مرحبا', thanks: 'شكرا', regards: 'مع التحية', sig: '' },
  hi: { name: ['नाम', 'पूरा नाम', 'खाताधारक'], dob: ['जन्म तिथि', 'जन्मतिथि', 'DOB'], phone: ['फ़ोन', 'मोबाइल', 'मोबाइल नं.'], email: ['ईमेल'], address: ['पता', 'स्थायी पता'], passport: ['पासपोर्ट संख्या', 'पासपोर्ट नं.'], nat: 'राष्ट्रीयता', exp: 'समाप्ति तिथि', issued: 'जारी करने की तिथि', iban: ['IBAN'], account: ['खाता संख्या', 'A/c No.'], card: ['कार्ड नंबर'], pw: ['पासवर्ड', 'पिन'],
    pwProse: ['मेरा पासवर्ड {} है', 'पासवर्ड: {}', 'password {} hai, change kar dena', 'नया पासवर्ड {} रखा है'], bornProse: ['जन्म {} को हुआ', 'जन्म तिथि: {}', 'DOB {} hai'], hi: 'नमस्ते', thanks: 'धन्यवाद', regards: 'सादर', sig: '' },
  tr: { name: ['Adı Soyadı', 'Ad Soyad', 'Hesap sahibi'], dob: ['Doğum tarihi', 'D. Tarihi'], phone: ['Telefon', 'Tel', 'Cep'], email: ['E-posta'], address: ['Adres', 'İkamet adresi'], passport: ['Pasaport No', 'Pasaport numarası'], nat: 'Uyruğu', exp: 'Geçerlilik tarihi', issued: 'Veriliş tarihi', iban: ['IBAN'], account: ['Hesap no'], card: ['Kart numarası'], pw: ['Şifre', 'Parola'],
    pwProse: ['şifrem {}', 'şifre: {}', 'parolası {} olarak değiştirildi', 'yeni şifre {}'], bornProse: ['{} doğumlu', 'doğum tarihi: {}', '{} tarihinde doğdu'], hi: 'Merhaba', thanks: 'Teşekkürler', regards: 'Saygılarımla', sig: '' },
  ru: { name: ['ФИО', 'Имя', 'Владелец счёта'], dob: ['Дата рождения', 'Д.р.'], phone: ['Телефон', 'Тел.', 'Моб.'], email: ['Эл. почта', 'E-mail'], address: ['Адрес', 'Адрес регистрации'], passport: ['Номер паспорта', 'Загранпаспорт №'], nat: 'Гражданство', exp: 'Действителен до', issued: 'Дата выдачи', iban: ['IBAN'], account: ['Номер счёта', 'Р/с'], card: ['Номер карты'], pw: ['Пароль', 'пасс'],
    pwProse: ['мой пароль {}', 'пароль: {}', 'пароль от почты {}', 'поменял пароль на {}'], bornProse: ['родился {}', 'родилась {}', 'дата рождения: {}', '{} г. р.'], hi: 'Здравствуйте', thanks: 'Спасибо', regards: 'С уважением', sig: '' },
};
export const LANGS = Object.keys(L);
/** "my passport number is {}" as people write it. */
export const PASSPORT_PROSE = {
  en: 'my passport number is {}', de: 'meine Passnummer lautet {}', fr: 'mon numéro de passeport est le {}', es: 'mi número de pasaporte es {}', pt: 'o número do meu passaporte é {}',
  it: 'il numero del mio passaporto è {}', nl: 'mijn paspoortnummer is {}', pl: 'numer mojego paszportu to {}', sv: 'mitt passnummer är {}', ja: 'パスポート番号は{}です',
  zh: '我的护照号是{}', ko: '제 여권번호는 {}입니다', ar: 'رقم جوازي {}', hi: 'मेरा पासपोर्ट नंबर {} है', tr: 'pasaport numaram {}', ru: 'номер моего загранпаспорта {}',
};
/** "my <id label> is {}" and "please send it to {}" as people write them. */
export const MY = {
  en: ['my {L} is {}', 'please send it to {}'], de: ['meine {L} ist {}', 'bitte schick es an {}'], fr: ['mon {L} c’est {}', 'envoie-le à {}'], es: ['mi {L} es {}', 'mándalo a {}'],
  pt: ['o meu {L} é {}', 'envia para {}'], it: ['il mio {L} è {}', 'mandalo a {}'], nl: ['mijn {L} is {}', 'stuur het naar {}'], pl: ['mój {L} to {}', 'wyślij na {}'],
  sv: ['mitt {L} är {}', 'skicka det till {}'], ja: ['{L}は{}です', '送り先は{}です'], zh: ['我的{L}是{}', '寄到{}'], ko: ['{L}는 {}입니다', '{}로 보내주세요'],
  ar: ['{L} هو {}', 'أرسلها إلى {}'], hi: ['मेरा {L} {} है', 'इसे {} पर भेज दें'], tr: ['{L} numaram {}', 'şu adrese gönder: {}'], ru: ['мой {L} {}', 'отправьте на {}'],
};
/** "38 years old" next to a date, per language. */
export function ageWords(lang, age) {
  return ({ en: `(${age} y/o)`, de: `(${age} J.)`, fr: `(${age} ans)`, es: `(${age} años)`, pt: `(${age} anos)`, it: `(${age} anni)`, nl: `(${age} jaar)`, pl: `(${age} l.)`, sv: `(${age} år)`, ja: `（${age}歳）`, zh: `（${age}岁）`, ko: `(만 ${age}세)`, ar: `(${age} سنة)`, hi: `(${age} वर्ष)`, tr: `(${age} yaşında)`, ru: `(${age} лет)` })[lang];
}
