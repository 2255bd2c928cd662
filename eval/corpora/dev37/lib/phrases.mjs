// Per-language phrasebook (native script), month names and date-in-words formats.
const KEYS = ['name', 'dob', 'addr', 'phone', 'email', 'idno', 'passport', 'iban', 'nat', 'arrival', 'room', 'sign', 'hi', 'regards', 'tenantApp', 'regCard', 'update', 'reach', 'refund', 'born', 'issue', 'port', 'thanks', 'taxid'];
const RAW = {
  en: "Full name|Date of birth|Address|Phone|Email|ID number|Passport no.|IBAN|Nationality|Arrival|Room|Signature|Dear {n},|Kind regards|Rental application|Guest registration card|Please update the contact details on my account:|You can reach me on|Please refund the deposit to my account|My date of birth is|The heating in my flat has stopped working and there is water under the boiler.|I would like to port my mobile number to your network.|Thank you|Tax ID",
  de: "Vollständiger Name|Geburtsdatum|Anschrift|Telefon|E-Mail|Ausweisnummer|Reisepassnummer|IBAN|Staatsangehörigkeit|Anreise|Zimmer|Unterschrift|Guten Tag {n},|Mit freundlichen Grüßen|Mieterselbstauskunft|Meldeschein für Beherbergungsstätten|Bitte aktualisieren Sie meine Kontaktdaten:|Sie erreichen mich unter|Bitte überweisen Sie die Kaution auf mein Konto|Mein Geburtsdatum ist der|Die Heizung in meiner Wohnung funktioniert seit gestern nicht mehr, unter dem Boiler steht Wasser.|Ich möchte meine Rufnummer zu Ihnen mitnehmen (Portierung).|Vielen Dank|Steuer-ID",
  fr: "Nom complet|Date de naissance|Adresse|Téléphone|E-mail|N° de pièce d'identité|N° de passeport|IBAN|Nationalité|Arrivée|Chambre|Signature|Bonjour {n},|Cordialement|Dossier de candidature locataire|Fiche individuelle de police|Merci de mettre à jour mes coordonnées :|Vous pouvez me joindre au|Merci de rembourser le dépôt de garantie sur mon compte|Je suis né(e) le|Le chauffage de mon appartement ne fonctionne plus et il y a une fuite sous la chaudière.|Je souhaite conserver mon numéro (portabilité).|Merci d'avance|Numéro fiscal",
  nl: "Volledige naam|Geboortedatum|Adres|Telefoon|E-mail|Identiteitsnummer|Paspoortnummer|IBAN|Nationaliteit|Aankomst|Kamer|Handtekening|Beste {n},|Met vriendelijke groet|Huurdersaanvraag|Gastregistratiekaart|Wilt u mijn contactgegevens aanpassen:|U kunt mij bereiken op|Graag de borg terugstorten op mijn rekening|Mijn geboortedatum is|De verwarming in mijn appartement doet het niet meer en er staat water onder de ketel.|Ik wil mijn nummer graag meenemen naar jullie.|Alvast bedankt|Fiscaal nummer",
  es: "Nombre completo|Fecha de nacimiento|Dirección|Teléfono|Correo electrónico|N.º de documento|N.º de pasaporte|IBAN|Nacionalidad|Llegada|Habitación|Firma|Hola {n}:|Un saludo|Solicitud de alquiler|Parte de entrada de viajeros|Por favor, actualicen mis datos de contacto:|Pueden localizarme en el|Por favor, devuelvan la fianza a mi cuenta|Mi fecha de nacimiento es el|La calefacción de mi piso no funciona y hay agua debajo de la caldera.|Quiero hacer la portabilidad de mi número.|Muchas gracias|NIF",
  pt: "Nome completo|Data de nascimento|Morada|Telefone|E-mail|N.º do documento|N.º do passaporte|IBAN|Nacionalidade|Chegada|Quarto|Assinatura|Olá {n},|Com os melhores cumprimentos|Ficha de candidatura ao arrendamento|Ficha de registo de hóspede|Por favor, atualizem os meus dados de contacto:|Podem contactar-me pelo|Por favor, devolvam a caução para a minha conta|A minha data de nascimento é|O aquecimento do meu apartamento deixou de funcionar e há água debaixo da caldeira.|Gostaria de fazer a portabilidade do meu número.|Obrigado|NIF",
  'pt-BR': "Nome completo|Data de nascimento|Endereço|Telefone|E-mail|N.º do documento|N.º do passaporte|IBAN|Nacionalidade|Chegada|Quarto|Assinatura|Olá {n},|Atenciosamente|Ficha cadastral de locatário|Ficha Nacional de Registro de Hóspedes (FNRH)|Por favor, atualizem meus dados de contato:|Vocês podem me encontrar no|Por favor, devolvam o depósito caução na minha conta|Minha data de nascimento é|O chuveiro do meu apartamento parou de funcionar e tem vazamento no banheiro.|Quero fazer a portabilidade do meu número.|Obrigado|CPF",
  it: "Nome e cognome|Data di nascita|Indirizzo|Telefono|E-mail|N. documento|N. passaporto|IBAN|Cittadinanza|Arrivo|Camera|Firma|Gentile {n},|Cordiali saluti|Domanda di locazione|Schedina alloggiati|Vi chiedo di aggiornare i miei recapiti:|Potete contattarmi al|Vi prego di restituire il deposito cauzionale sul mio conto|Sono nato/a il|Il riscaldamento del mio appartamento non funziona e c'è acqua sotto la caldaia.|Vorrei portare il mio numero da voi.|Grazie mille|Codice fiscale",
  pl: "Imię i nazwisko|Data urodzenia|Adres|Telefon|E-mail|Nr dowodu osobistego|Nr paszportu|IBAN|Obywatelstwo|Przyjazd|Pokój|Podpis|Dzień dobry {n},|Z poważaniem|Wniosek o najem|Karta meldunkowa gościa|Proszę o aktualizację moich danych kontaktowych:|Można się ze mną skontaktować pod numerem|Proszę o zwrot kaucji na moje konto|Moja data urodzenia to|W moim mieszkaniu przestało działać ogrzewanie, pod piecem stoi woda.|Chciałbym przenieść swój numer do Państwa sieci.|Dziękuję|NIP",
  cs: "Jméno a příjmení|Datum narození|Adresa|Telefon|E-mail|Rodné číslo|Číslo pasu|IBAN|Státní občanství|Příjezd|Pokoj|Podpis|Dobrý den {n},|S pozdravem|Žádost o pronájem|Přihlašovací lístek hosta|Prosím o aktualizaci mých kontaktních údajů:|Zastihnete mě na čísle|Prosím o vrácení kauce na můj účet|Datum mého narození je|V mém bytě nefunguje topení a pod kotlem je voda.|Chtěl bych přenést své číslo k vám.|Děkuji|DIČ",
  sk: "Meno a priezvisko|Dátum narodenia|Adresa|Telefón|E-mail|Rodné číslo|Číslo pasu|IBAN|Štátna príslušnosť|Príchod|Izba|Podpis|Dobrý deň {n},|S pozdravom|Žiadosť o prenájom|Registračný lístok hosťa|Prosím o aktualizáciu mojich kontaktných údajov:|Zastihnete ma na čísle|Prosím o vrátenie zálohy na môj účet|Môj dátum narodenia je|V mojom byte nefunguje kúrenie a pod kotlom je voda.|Chcel by som preniesť svoje číslo k vám.|Ďakujem|DIČ",
  sv: "Fullständigt namn|Födelsedatum|Adress|Telefon|E-post|Personnummer|Passnummer|IBAN|Medborgarskap|Ankomst|Rum|Underskrift|Hej {n},|Med vänliga hälsningar|Intresseanmälan för hyresrätt|Gästregistrering|Vänligen uppdatera mina kontaktuppgifter:|Ni når mig på|Vänligen återbetala depositionen till mitt konto|Mitt födelsedatum är|Värmen i min lägenhet har slutat fungera och det står vatten under pannan.|Jag vill flytta mitt nummer till er.|Tack|Skatte-ID",
  nb: "Fullt navn|Fødselsdato|Adresse|Telefon|E-post|Fødselsnummer|Passnummer|IBAN|Statsborgerskap|Ankomst|Rom|Signatur|Hei {n},|Med vennlig hilsen|Søknad om leie|Gjesteregistrering|Vennligst oppdater kontaktinformasjonen min:|Dere når meg på|Vennligst tilbakebetal depositumet til kontoen min|Fødselsdatoen min er|Varmen i leiligheten min har sluttet å virke, og det står vann under varmtvannsberederen.|Jeg ønsker å flytte nummeret mitt til dere.|Takk|Skatte-ID",
  da: "Fulde navn|Fødselsdato|Adresse|Telefon|E-mail|CPR-nummer|Pasnummer|IBAN|Statsborgerskab|Ankomst|Værelse|Underskrift|Hej {n},|Med venlig hilsen|Ansøgning om lejebolig|Gæsteregistrering|Opdatér venligst mine kontaktoplysninger:|I kan fange mig på|Tilbagebetal venligst depositummet til min konto|Min fødselsdato er|Varmen i min lejlighed virker ikke, og der står vand under fyret.|Jeg vil gerne flytte mit nummer til jer.|Tak|Skatte-ID",
  fi: "Koko nimi|Syntymäaika|Osoite|Puhelin|Sähköposti|Henkilötunnus|Passin numero|IBAN|Kansalaisuus|Saapuminen|Huone|Allekirjoitus|Hei {n},|Ystävällisin terveisin|Vuokrahakemus|Majoittujan ilmoituskortti|Päivittäkää yhteystietoni:|Tavoitatte minut numerosta|Palauttakaa vakuusmaksu tililleni|Syntymäaikani on|Asuntoni lämmitys on lakannut toimimasta ja kattilan alla on vettä.|Haluan siirtää numeroni teille.|Kiitos|Verotunniste",
  el: "Ονοματεπώνυμο|Ημερομηνία γέννησης|Διεύθυνση|Τηλέφωνο|Email|Αριθμός ταυτότητας|Αριθμός διαβατηρίου|IBAN|Υπηκοότητα|Άφιξη|Δωμάτιο|Υπογραφή|Αγαπητέ/ή {n},|Με εκτίμηση|Αίτηση μίσθωσης|Δελτίο αφίξεως πελάτη|Παρακαλώ ενημερώστε τα στοιχεία επικοινωνίας μου:|Μπορείτε να με βρείτε στο|Παρακαλώ επιστρέψτε την εγγύηση στον λογαριασμό μου|Η ημερομηνία γέννησής μου είναι|Η θέρμανση στο διαμέρισμά μου δεν λειτουργεί και υπάρχει νερό κάτω από τον λέβητα.|Θέλω να μεταφέρω τον αριθμό μου στο δίκτυό σας.|Ευχαριστώ|ΑΦΜ",
  ru: "ФИО|Дата рождения|Адрес|Телефон|Эл. почта|Номер документа|Номер загранпаспорта|IBAN|Гражданство|Заезд|Номер комнаты|Подпись|Здравствуйте, {n}!|С уважением|Заявка на аренду|Анкета гостя|Прошу обновить мои контактные данные:|Со мной можно связаться по номеру|Прошу вернуть залог на мой счёт|Моя дата рождения —|В моей квартире не работает отопление, под котлом вода.|Хочу перенести свой номер к вам (MNP).|Спасибо|ИНН",
  uk: "ПІБ|Дата народження|Адреса|Телефон|Ел. пошта|Номер документа|Номер закордонного паспорта|IBAN|Громадянство|Заїзд|Номер кімнати|Підпис|Добрий день, {n}!|З повагою|Заява на оренду|Анкета гостя|Прошу оновити мої контактні дані:|Зі мною можна зв'язатися за номером|Прошу повернути заставу на мій рахунок|Моя дата народження —|У моїй квартирі не працює опалення, під котлом вода.|Хочу перенести свій номер до вас.|Дякую|РНОКПП",
  tr: "Adı Soyadı|Doğum tarihi|Adres|Telefon|E-posta|T.C. Kimlik No|Pasaport No|IBAN|Uyruk|Giriş|Oda|İmza|Merhaba {n},|Saygılarımla|Kiracı başvuru formu|Konaklama kayıt formu|Lütfen iletişim bilgilerimi güncelleyin:|Bana şu numaradan ulaşabilirsiniz:|Lütfen depozitoyu hesabıma iade edin|Doğum tarihim|Dairemdeki kombi çalışmıyor ve altında su birikti.|Numaramı sizin operatörünüze taşımak istiyorum.|Teşekkürler|Vergi No",
  ar: "الاسم الكامل|تاريخ الميلاد|العنوان|الهاتف|البريد الإلكتروني|رقم الهوية|رقم جواز السفر|الآيبان|الجنسية|الوصول|الغرفة|التوقيع|عزيزي {n}،|مع خالص التحية|طلب استئجار|بطاقة تسجيل النزيل|يرجى تحديث بيانات الاتصال الخاصة بي:|يمكنكم التواصل معي على الرقم|يرجى إعادة مبلغ التأمين إلى حسابي|تاريخ ميلادي هو|المكيف في شقتي لا يعمل وهناك تسرب مياه.|أرغب في نقل رقمي إلى شبكتكم.|شكراً لكم|الرقم الضريبي",
  he: "שם מלא|תאריך לידה|כתובת|טלפון|דוא\"ל|מספר תעודת זהות|מספר דרכון|IBAN|אזרחות|הגעה|חדר|חתימה|שלום {n},|בברכה|טופס בקשה לשכירות|כרטיס רישום אורח|אבקש לעדכן את פרטי הקשר שלי:|ניתן להשיג אותי בטלפון|אבקש להחזיר את הפיקדון לחשבון שלי|תאריך הלידה שלי הוא|החימום בדירה שלי לא עובד ויש מים מתחת לדוד.|אני מעוניין לנייד את המספר שלי אליכם.|תודה|מספר עוסק",
  hi: "पूरा नाम|जन्म तिथि|पता|फ़ोन|ईमेल|आधार संख्या|पासपोर्ट संख्या|IBAN|राष्ट्रीयता|आगमन|कमरा|हस्ताक्षर|प्रिय {n},|सादर|किराया आवेदन पत्र|अतिथि पंजीकरण कार्ड|कृपया मेरे संपर्क विवरण अपडेट करें:|आप मुझसे इस नंबर पर संपर्क कर सकते हैं|कृपया जमा राशि मेरे खाते में वापस करें|मेरी जन्म तिथि है|मेरे फ्लैट में गीज़र काम नहीं कर रहा है और पानी टपक रहा है।|मैं अपना नंबर आपके नेटवर्क पर पोर्ट करना चाहता हूँ।|धन्यवाद|पैन",
  th: "ชื่อ-นามสกุล|วันเกิด|ที่อยู่|โทรศัพท์|อีเมล|เลขประจำตัวประชาชน|เลขที่หนังสือเดินทาง|IBAN|สัญชาติ|วันที่เข้าพัก|ห้อง|ลายมือชื่อ|เรียน คุณ{n}|ขอแสดงความนับถือ|ใบสมัครเช่าที่พัก|บัตรลงทะเบียนผู้เข้าพัก|รบกวนช่วยอัปเดตข้อมูลติดต่อของฉัน:|ติดต่อฉันได้ที่เบอร์|กรุณาคืนเงินประกันเข้าบัญชีของฉัน|วันเกิดของฉันคือ|แอร์ในห้องของฉันเสียและมีน้ำหยด|ฉันต้องการย้ายค่ายเบอร์เดิมมาใช้บริการของคุณ|ขอบคุณค่ะ|เลขประจำตัวผู้เสียภาษี",
  zh: "姓名|出生日期|地址|电话|电子邮箱|身份证号码|护照号码|IBAN|国籍|入住日期|房间号|签名|{n}您好：|此致敬礼|租房申请表|住宿登记表|请更新我的联系方式：|可以通过以下电话联系我：|请将押金退还至我的账户|我的出生日期是|我家的暖气坏了，锅炉下面有积水。|我想把我的号码携号转网到贵公司。|谢谢|纳税人识别号",
  'zh-TW': "姓名|出生日期|地址|電話|電子郵件|身分證字號|護照號碼|IBAN|國籍|入住日期|房號|簽名|{n} 您好：|敬祝 順心|租屋申請表|旅客住宿登記表|請更新我的聯絡資料：|可以打這支電話聯絡我：|請將押金退回我的帳戶|我的出生日期是|我家的熱水器壞了，底下一直漏水。|我想要攜碼移轉到貴公司。|謝謝|統一編號",
  ja: "氏名|生年月日|住所|電話番号|メールアドレス|マイナンバー|旅券番号|IBAN|国籍|到着日|部屋番号|署名|{n}様|よろしくお願いいたします。|入居申込書|宿泊者名簿|連絡先の変更をお願いします：|連絡先はこちらです：|敷金は下記口座へ返金してください|生年月日は|部屋の給湯器が故障し、下から水が漏れています。|MNPで番号を移行したいです。|ありがとうございます|マイナンバー",
  ko: "성명|생년월일|주소|전화번호|이메일|주민등록번호|여권번호|IBAN|국적|도착일|객실|서명|{n}님 안녕하세요,|감사합니다.|임대 신청서|투숙객 등록카드|연락처 정보를 변경해 주세요:|아래 번호로 연락 주세요:|보증금은 제 계좌로 환불해 주세요|제 생년월일은|집 보일러가 고장 나서 아래에 물이 고여 있습니다.|제 번호를 그대로 옮기고 싶습니다(번호이동).|고맙습니다|사업자등록번호",
  vi: "Họ và tên|Ngày sinh|Địa chỉ|Điện thoại|Email|Số CCCD|Số hộ chiếu|IBAN|Quốc tịch|Ngày đến|Phòng|Chữ ký|Chào {n},|Trân trọng|Đơn đăng ký thuê nhà|Phiếu đăng ký lưu trú|Vui lòng cập nhật thông tin liên hệ của tôi:|Quý công ty có thể liên hệ với tôi qua số|Vui lòng hoàn tiền đặt cọc vào tài khoản của tôi|Ngày sinh của tôi là|Máy nước nóng trong căn hộ của tôi bị hỏng và rò nước.|Tôi muốn chuyển mạng giữ số sang nhà mạng của quý công ty.|Cảm ơn|Mã số thuế",
  id: "Nama lengkap|Tanggal lahir|Alamat|Telepon|Email|NIK|No. paspor|IBAN|Kewarganegaraan|Kedatangan|Kamar|Tanda tangan|Halo {n},|Salam|Formulir permohonan sewa|Kartu registrasi tamu|Mohon perbarui data kontak saya:|Saya bisa dihubungi di|Mohon kembalikan uang jaminan ke rekening saya|Tanggal lahir saya|AC di unit saya rusak dan airnya menetes.|Saya ingin memindahkan nomor saya ke operator Anda.|Terima kasih|NPWP",
  ms: "Nama penuh|Tarikh lahir|Alamat|Telefon|E-mel|No. MyKad|No. pasport|IBAN|Warganegara|Ketibaan|Bilik|Tandatangan|Salam sejahtera {n},|Yang benar,|Borang permohonan sewa|Kad pendaftaran tetamu|Sila kemas kini butiran hubungan saya:|Saya boleh dihubungi di talian|Sila pulangkan wang deposit ke akaun saya|Tarikh lahir saya ialah|Penghawa dingin di unit saya rosak dan air menitis.|Saya ingin memindahkan nombor saya ke rangkaian anda.|Terima kasih|No. cukai",
  ro: "Nume și prenume|Data nașterii|Adresă|Telefon|E-mail|CNP|Nr. pașaport|IBAN|Cetățenie|Sosire|Camera|Semnătura|Bună ziua {n},|Cu stimă|Cerere de închiriere|Fișă de anunțare a sosirii|Vă rog să actualizați datele mele de contact:|Mă puteți contacta la|Vă rog să returnați garanția în contul meu|Data mea de naștere este|Centrala din apartamentul meu nu mai funcționează și curge apă pe sub ea.|Doresc să port numărul meu în rețeaua dumneavoastră.|Mulțumesc|Cod fiscal",
  hu: "Teljes név|Születési dátum|Cím|Telefon|E-mail|Személyi azonosító|Útlevélszám|IBAN|Állampolgárság|Érkezés|Szoba|Aláírás|Kedves {n}!|Üdvözlettel|Bérlési jelentkezés|Vendég bejelentőlap|Kérem, frissítsék az elérhetőségeimet:|Ezen a számon érhetnek el:|Kérem, a kauciót utalják vissza a számlámra|Születési dátumom|A lakásomban nem működik a fűtés, a kazán alatt víz van.|Szeretném átvinni a számomat Önökhöz.|Köszönöm|Adóazonosító jel",
  bg: "Име и фамилия|Дата на раждане|Адрес|Телефон|Имейл|ЕГН|Паспорт №|IBAN|Гражданство|Пристигане|Стая|Подпис|Здравейте, {n},|С уважение|Заявление за наем|Регистрационна карта на гост|Моля, актуализирайте данните ми за контакт:|Можете да се свържете с мен на|Моля, върнете депозита по сметката ми|Датата ми на раждане е|Парното в апартамента ми не работи и под котела има вода.|Искам да пренеса номера си при вас.|Благодаря|ЕГН",
  hr: "Ime i prezime|Datum rođenja|Adresa|Telefon|E-pošta|OIB|Broj putovnice|IBAN|Državljanstvo|Dolazak|Soba|Potpis|Poštovani {n},|Srdačan pozdrav|Zahtjev za najam|Prijavnica gosta|Molim ažurirajte moje kontakt podatke:|Možete me dobiti na|Molim vratite polog na moj račun|Moj datum rođenja je|Grijanje u mom stanu ne radi i ispod bojlera je voda.|Želim prenijeti svoj broj k vama.|Hvala|OIB",
  sl: "Ime in priimek|Datum rojstva|Naslov|Telefon|E-pošta|EMŠO|Številka potnega lista|IBAN|Državljanstvo|Prihod|Soba|Podpis|Pozdravljeni {n},|Lep pozdrav|Vloga za najem|Prijavnica gosta|Prosim, posodobite moje kontaktne podatke:|Dosegljiv sem na|Prosim, vrnite varščino na moj račun|Moj datum rojstva je|Ogrevanje v mojem stanovanju ne deluje in pod kotlom je voda.|Svojo številko bi rad prenesel k vam.|Hvala|Davčna številka",
  et: "Täisnimi|Sünniaeg|Aadress|Telefon|E-post|Isikukood|Passi number|IBAN|Kodakondsus|Saabumine|Tuba|Allkiri|Tere {n}!|Lugupidamisega|Üürisoov|Külalise registreerimiskaart|Palun uuendage minu kontaktandmeid:|Minuga saab ühendust numbril|Palun kandke tagatisraha minu kontole tagasi|Minu sünniaeg on|Minu korteris ei tööta küte ja katla all on vesi.|Soovin oma numbri teie võrku üle viia.|Aitäh|Isikukood",
  lt: "Vardas ir pavardė|Gimimo data|Adresas|Telefonas|El. paštas|Asmens kodas|Paso numeris|IBAN|Pilietybė|Atvykimas|Kambarys|Parašas|Sveiki, {n},|Pagarbiai|Nuomos paraiška|Svečio registracijos kortelė|Prašau atnaujinti mano kontaktinius duomenis:|Su manimi galite susisiekti telefonu|Prašau grąžinti užstatą į mano sąskaitą|Mano gimimo data|Mano bute neveikia šildymas, po katilu yra vandens.|Norėčiau perkelti savo numerį į jūsų tinklą.|Ačiū|Mokesčių mokėtojo kodas",
  lv: "Vārds, uzvārds|Dzimšanas datums|Adrese|Tālrunis|E-pasts|Personas kods|Pases numurs|IBAN|Pilsonība|Ierašanās|Istaba|Paraksts|Labdien, {n}!|Ar cieņu|Īres pieteikums|Viesa reģistrācijas karte|Lūdzu, atjauniniet manu kontaktinformāciju:|Ar mani var sazināties pa tālruni|Lūdzu, atmaksājiet drošības naudu uz manu kontu|Mans dzimšanas datums ir|Manā dzīvoklī nestrādā apkure, zem katla ir ūdens.|Vēlos pārnest savu numuru uz jūsu tīklu.|Paldies|Nodokļu maksātāja numurs",
};
export const PHRASES = {};
for (const [k, v] of Object.entries(RAW)) { const parts = v.split('|'); if (parts.length !== KEYS.length) throw new Error(`phrasebook ${k}: ${parts.length}`); PHRASES[k] = Object.fromEntries(KEYS.map((key, i) => [key, parts[i]])); }
export const phrases = (locale, lang) => PHRASES[locale] || PHRASES[lang] || PHRASES.en;

const M = {
  en: 'January February March April May June July August September October November December',
  de: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember',
  'de-AT': 'Jänner Februar März April Mai Juni Juli August September Oktober November Dezember',
  fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
  nl: 'januari februari maart april mei juni juli augustus september oktober november december',
  es: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
  pt: 'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro',
  it: 'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre',
  pl: 'stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia',
  cs: 'ledna února března dubna května června července srpna září října listopadu prosince',
  sk: 'januára februára marca apríla mája júna júla augusta septembra októbra novembra decembra',
  sv: 'januari februari mars april maj juni juli augusti september oktober november december',
  nb: 'januar februar mars april mai juni juli august september oktober november desember',
  da: 'januar februar marts april maj juni juli august september oktober november december',
  fi: 'tammikuuta helmikuuta maaliskuuta huhtikuuta toukokuuta kesäkuuta heinäkuuta elokuuta syyskuuta lokakuuta marraskuuta joulukuuta',
  el: 'Ιανουαρίου Φεβρουαρίου Μαρτίου Απριλίου Μαΐου Ιουνίου Ιουλίου Αυγούστου Σεπτεμβρίου Οκτωβρίου Νοεμβρίου Δεκεμβρίου',
  ru: 'января февраля марта апреля мая июня июля августа сентября октября ноября декабря',
  uk: 'січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня',
  tr: 'Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık',
  ar: 'يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر',
  he: 'בינואר בפברואר במרץ באפריל במאי ביוני ביולי באוגוסט בספטמבר באוקטובר בנובמבר בדצמבר',
  hi: 'जनवरी फ़रवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर अक्टूबर नवंबर दिसंबर',
  th: 'มกราคม กุมภาพันธ์ มีนาคม เมษายน พฤษภาคม มิถุนายน กรกฎาคม สิงหาคม กันยายน ตุลาคม พฤศจิกายน ธันวาคม',
  id: 'Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember',
  ms: 'Januari Februari Mac April Mei Jun Julai Ogos September Oktober November Disember',
  ro: 'ianuarie februarie martie aprilie mai iunie iulie august septembrie octombrie noiembrie decembrie',
  hu: 'január február március április május június július augusztus szeptember október november december',
  bg: 'януари февруари март април май юни юли август септември октомври ноември декември',
  hr: 'siječnja veljače ožujka travnja svibnja lipnja srpnja kolovoza rujna listopada studenoga prosinca',
  sl: 'januarja februarja marca aprila maja junija julija avgusta septembra oktobra novembra decembra',
  et: 'jaanuar veebruar märts aprill mai juuni juuli august september oktoober november detsember',
  lt: 'sausio vasario kovo balandžio gegužės birželio liepos rugpjūčio rugsėjo spalio lapkričio gruodžio',
  lv: 'janvārī februārī martā aprīlī maijā jūnijā jūlijā augustā septembrī oktobrī novembrī decembrī',
};
const MONTHS = Object.fromEntries(Object.entries(M).map(([k, v]) => [k, v.split(' ')]));
export function wordDate(locale, lang, y, m, d, r) {
  const mn = (MONTHS[locale] || MONTHS[lang] || MONTHS.en)[m - 1];
  switch (lang) {
    case 'en': return locale === 'en-US' || locale === 'en-CA' || r.chance(0.2) ? `${mn} ${d}, ${y}` : `${d} ${mn} ${y}`;
    case 'de': case 'nb': case 'da': case 'sk': case 'cs': case 'fi': case 'sl': case 'hr': return `${d}. ${mn} ${y}${lang === 'hr' ? '.' : ''}`;
    case 'fr': return `${d === 1 ? '1er' : d} ${mn} ${y}`;
    case 'es': return `${d} de ${mn} de ${y}`;
    case 'pt': return `${d} de ${mn} de ${y}`;
    case 'ru': return `${d} ${mn} ${y} г.`;
    case 'uk': return `${d} ${mn} ${y} р.`;
    case 'bg': return `${d} ${mn} ${y} г.`;
    case 'el': case 'it': case 'nl': case 'sv': case 'tr': case 'ar': case 'hi': case 'id': case 'ms': case 'ro': case 'pl': return `${d} ${mn} ${y}`;
    case 'he': return `${d} ${mn} ${y}`;
    case 'th': return `${d} ${mn} ${y + 543}`;
    case 'zh': return `${y}年${m}月${d}日`;
    case 'ja': if (r.chance(0.35) && y >= 1926 && y <= 1988) return `昭和${y - 1925}年${m}月${d}日`; if (r.chance(0.35) && y >= 1989 && y <= 2018) return `平成${y - 1988}年${m}月${d}日`; return `${y}年${m}月${d}日`;
    case 'ko': return `${y}년 ${m}월 ${d}일`;
    case 'vi': return `ngày ${d} tháng ${m} năm ${y}`;
    case 'hu': return `${y}. ${mn} ${d}.`;
    case 'et': return `${d}. ${mn} ${y}`;
    case 'lt': return `${y} m. ${mn} ${d} d.`;
    case 'lv': return `${y}. gada ${d}. ${mn}`;
    default: return `${d} ${mn} ${y}`;
  }
}
const p2 = (n) => String(n).padStart(2, '0');
export function numDate(style, y, m, d) {
  switch (style) {
    case 'MDY/': return `${p2(m)}/${p2(d)}/${y}`;
    case 'DMY/': return `${p2(d)}/${p2(m)}/${y}`;
    case 'DMY.': return `${p2(d)}.${p2(m)}.${y}`;
    case 'DMY.dot': return `${p2(d)}.${p2(m)}.${y}.`;
    case 'DMY-': return `${p2(d)}-${p2(m)}-${y}`;
    case 'DMYs': return `${d}. ${m}. ${y}`;
    case 'DMYfi': return `${d}.${m}.${y}`;
    case 'YMD-': return `${y}-${p2(m)}-${p2(d)}`;
    case 'YMD/': return `${y}/${p2(m)}/${p2(d)}`;
    case 'YMD.': return `${y}.${p2(m)}.${p2(d)}.`;
    case 'YMDko': return `${y}. ${m}. ${d}.`;
    case 'DMYth': return `${p2(d)}/${p2(m)}/${y + 543}`;
    default: return `${p2(d)}/${p2(m)}/${y}`;
  }
}
