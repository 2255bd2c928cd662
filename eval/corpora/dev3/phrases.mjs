// Field names and stock phrases per language, for forms, letters and chat.

export const F = {
  en: { name: 'Full name', email: 'Email', phone: 'Phone', dob: 'Date of birth', born: 'born on', addr: 'Address', id: 'ID number', pass: 'Passport no.', iban: 'IBAN', hi: 'Hi', regards: 'Best regards', pw: 'my password is', tmp: 'Your temporary password is', appt: 'Appointment', invoice: 'Invoice date', nat: 'Nationality', note: 'Notes' },
  de: { name: 'Name', email: 'E-Mail', phone: 'Telefon', dob: 'Geburtsdatum', born: 'geboren am', addr: 'Anschrift', id: 'Ausweisnummer', pass: 'Reisepassnummer', iban: 'IBAN', hi: 'Hallo', regards: 'Viele Grüße', pw: 'mein Passwort ist', tmp: 'Ihr vorläufiges Passwort lautet', appt: 'Termin', invoice: 'Rechnungsdatum', nat: 'Staatsangehörigkeit', note: 'Bemerkungen' },
  fr: { name: 'Nom complet', email: 'Courriel', phone: 'Téléphone', dob: 'Date de naissance', born: 'né(e) le', addr: 'Adresse', id: 'Numéro d’identité', pass: 'N° de passeport', iban: 'IBAN', hi: 'Bonjour', regards: 'Cordialement', pw: 'mon mot de passe est', tmp: 'Votre mot de passe provisoire est', appt: 'Rendez-vous', invoice: 'Date de facture', nat: 'Nationalité', note: 'Remarques' },
  es: { name: 'Nombre', email: 'Correo', phone: 'Teléfono', dob: 'Fecha de nacimiento', born: 'nacido el', addr: 'Dirección', id: 'Documento', pass: 'Pasaporte', iban: 'IBAN', hi: 'Hola', regards: 'Saludos', pw: 'mi contraseña es', tmp: 'Su contraseña temporal es', appt: 'Cita', invoice: 'Fecha de factura', nat: 'Nacionalidad', note: 'Notas' },
  pt: { name: 'Nome completo', email: 'E-mail', phone: 'Telefone', dob: 'Data de nascimento', born: 'nascido em', addr: 'Endereço', id: 'Documento', pass: 'Passaporte nº', iban: 'IBAN', hi: 'Olá', regards: 'Atenciosamente', pw: 'minha senha é', tmp: 'Sua senha temporária é', appt: 'Consulta', invoice: 'Data da fatura', nat: 'Nacionalidade', note: 'Observações' },
  it: { name: 'Nome e cognome', email: 'Email', phone: 'Telefono', dob: 'Data di nascita', born: 'nato il', addr: 'Indirizzo', id: 'Documento', pass: 'Passaporto n.', iban: 'IBAN', hi: 'Ciao', regards: 'Cordiali saluti', pw: 'la mia password è', tmp: 'La tua password temporanea è', appt: 'Appuntamento', invoice: 'Data fattura', nat: 'Cittadinanza', note: 'Note' },
  nl: { name: 'Naam', email: 'E-mail', phone: 'Telefoon', dob: 'Geboortedatum', born: 'geboren op', addr: 'Adres', id: 'Identiteitsnummer', pass: 'Paspoortnummer', iban: 'IBAN', hi: 'Hoi', regards: 'Met vriendelijke groet', pw: 'mijn wachtwoord is', tmp: 'Uw tijdelijke wachtwoord is', appt: 'Afspraak', invoice: 'Factuurdatum', nat: 'Nationaliteit', note: 'Opmerkingen' },
  pl: { name: 'Imię i nazwisko', email: 'E-mail', phone: 'Telefon', dob: 'Data urodzenia', born: 'urodzony', addr: 'Adres', id: 'Numer dokumentu', pass: 'Nr paszportu', iban: 'IBAN', hi: 'Cześć', regards: 'Pozdrawiam', pw: 'moje hasło to', tmp: 'Twoje tymczasowe hasło to', appt: 'Wizyta', invoice: 'Data faktury', nat: 'Obywatelstwo', note: 'Uwagi' },
  sv: { name: 'Namn', email: 'E-post', phone: 'Telefon', dob: 'Födelsedatum', born: 'född', addr: 'Adress', id: 'ID-nummer', pass: 'Passnummer', iban: 'IBAN', hi: 'Hej', regards: 'Med vänlig hälsning', pw: 'mitt lösenord är', tmp: 'Ditt tillfälliga lösenord är', appt: 'Bokning', invoice: 'Fakturadatum', nat: 'Medborgarskap', note: 'Anteckningar' },
  ja: { name: '氏名', email: 'メール', phone: '電話番号', dob: '生年月日', born: '生まれ:', addr: '住所', id: '個人番号', pass: '旅券番号', iban: 'IBAN', hi: 'お疲れ様です。', regards: 'よろしくお願いいたします。', pw: 'パスワードは', tmp: '仮パスワード:', appt: '予約日', invoice: '請求日', nat: '国籍', note: '備考' },
  zh: { name: '姓名', email: '邮箱', phone: '手机', dob: '出生日期', born: '出生于', addr: '地址', id: '证件号码', pass: '护照号码', iban: 'IBAN', hi: '你好，', regards: '此致', pw: '我的密码是', tmp: '您的临时密码为', appt: '预约时间', invoice: '开票日期', nat: '国籍', note: '备注' },
  ko: { name: '성명', email: '이메일', phone: '연락처', dob: '생년월일', born: '출생:', addr: '주소', id: '신분증 번호', pass: '여권번호', iban: 'IBAN', hi: '안녕하세요,', regards: '감사합니다.', pw: '비밀번호는', tmp: '임시 비밀번호:', appt: '예약일', invoice: '청구일', nat: '국적', note: '비고' },
  ar: { name: 'الاسم', email: 'البريد الإلكتروني', phone: 'الهاتف', dob: 'تاريخ الميلاد', born: 'مواليد', addr: 'العنوان', id: 'رقم الهوية', pass: 'رقم جواز السفر', iban: 'IBAN', hi: 'مرحبا', regards: 'مع التحية', pw: 'كلمة المرور الخاصة بي هي', tmp: 'كلمة المرور المؤقتة:', appt: 'الموعد', invoice: 'تاريخ الفاتورة', nat: 'الجنسية', note: 'ملاحظات' },
  hi: { name: 'नाम', email: 'ईमेल', phone: 'फ़ोन', dob: 'जन्म तिथि', born: 'जन्म', addr: 'पता', id: 'पहचान संख्या', pass: 'पासपोर्ट संख्या', iban: 'IBAN', hi: 'नमस्ते', regards: 'धन्यवाद', pw: 'मेरा पासवर्ड है', tmp: 'आपका अस्थायी पासवर्ड है', appt: 'अपॉइंटमेंट', invoice: 'चालान तिथि', nat: 'राष्ट्रीयता', note: 'टिप्पणी' },
  tr: { name: 'Ad Soyad', email: 'E-posta', phone: 'Telefon', dob: 'Doğum tarihi', born: 'doğum tarihi', addr: 'Adres', id: 'Kimlik No', pass: 'Pasaport No', iban: 'IBAN', hi: 'Merhaba', regards: 'Saygılarımla', pw: 'şifrem', tmp: 'Geçici şifreniz', appt: 'Randevu', invoice: 'Fatura tarihi', nat: 'Uyruk', note: 'Notlar' },
};

/** A birth date in running text, worded the way each language does it. */
export function bornPhrase(lang, nameFrag, dobFrag) {
  const t = {
    en: [nameFrag, ' was born on ', dobFrag],
    de: [nameFrag, ', geboren am ', dobFrag],
    fr: [nameFrag, ', né(e) le ', dobFrag],
    es: [nameFrag, ', nacido/a el ', dobFrag],
    pt: [nameFrag, ', nascido(a) em ', dobFrag],
    it: [nameFrag, ', nato/a il ', dobFrag],
    nl: [nameFrag, ', geboren op ', dobFrag],
    pl: [nameFrag, ', ur. ', dobFrag],
    sv: [nameFrag, ', född ', dobFrag],
    ja: [nameFrag, '（', dobFrag, '生まれ）'],
    zh: [nameFrag, '，', dobFrag, '出生'],
    ko: [nameFrag, ' (', dobFrag, '생)'],
    ar: [nameFrag, '، من مواليد ', dobFrag],
    hi: [nameFrag, ', जन्म ', dobFrag],
    tr: [nameFrag, ', doğum tarihi ', dobFrag],
  };
  return t[lang] ?? t.en;
}
