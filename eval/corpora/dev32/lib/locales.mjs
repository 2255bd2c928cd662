// Locales: language phrases, names in native script, address formats, phone numbering plans, date formats, id schemes.
const P = {
  en: "Hello|Thank you for your order!|Order|Your order is on its way.|Delivery address|Phone|Email|Date of birth|Tracking number|Invoice|I would like a refund for this order.|ID number|Passport number|Bank account|Kind regards|My password is|Card|Name|Date|Can you help me? I can't log in to my account.|Tax ID|Your driver|Total|Great app, but support takes forever.",
  fr: "Bonjour|Merci pour votre commande !|Commande|Votre commande est en route.|Adresse de livraison|Téléphone|E-mail|Date de naissance|Numéro de suivi|Facture|Je souhaite être remboursé pour cette commande.|Numéro d'identité|Numéro de passeport|Compte bancaire|Cordialement|Mon mot de passe est|Carte|Nom|Date|Pouvez-vous m'aider ? Je n'arrive plus à me connecter à mon compte.|Numéro fiscal|Votre chauffeur|Total|Super appli, mais le support est très lent.",
  de: "Hallo|Vielen Dank für Ihre Bestellung!|Bestellung|Ihre Bestellung ist unterwegs.|Lieferadresse|Telefon|E-Mail|Geburtsdatum|Sendungsnummer|Rechnung|Ich möchte für diese Bestellung eine Rückerstattung.|Ausweisnummer|Reisepassnummer|Bankkonto|Mit freundlichen Grüßen|Mein Passwort ist|Karte|Name|Datum|Können Sie mir helfen? Ich kann mich nicht mehr einloggen.|Steuer-ID|Ihr Fahrer|Gesamt|Tolle App, aber der Support braucht ewig.",
  es: "Hola|¡Gracias por tu pedido!|Pedido|Tu pedido está en camino.|Dirección de entrega|Teléfono|Correo electrónico|Fecha de nacimiento|Número de seguimiento|Factura|Quiero un reembolso de este pedido.|Número de identificación|Número de pasaporte|Cuenta bancaria|Un saludo|Mi contraseña es|Tarjeta|Nombre|Fecha|¿Me podéis ayudar? No puedo entrar en mi cuenta.|NIF|Tu conductor|Total|Buena app, pero el soporte tarda muchísimo.",
  it: "Ciao|Grazie per il tuo ordine!|Ordine|Il tuo ordine è in viaggio.|Indirizzo di consegna|Telefono|Email|Data di nascita|Numero di tracking|Fattura|Vorrei un rimborso per questo ordine.|Numero documento|Numero di passaporto|Conto bancario|Cordiali saluti|La mia password è|Carta|Nome|Data|Potete aiutarmi? Non riesco ad accedere al mio account.|Codice fiscale|Il tuo autista|Totale|Ottima app, ma l'assistenza è lentissima.",
  pt: "Olá|Obrigado pela sua encomenda!|Encomenda|A sua encomenda está a caminho.|Morada de entrega|Telefone|E-mail|Data de nascimento|Número de seguimento|Fatura|Gostaria de um reembolso desta encomenda.|Número de identificação|Número do passaporte|Conta bancária|Com os melhores cumprimentos|A minha palavra-passe é|Cartão|Nome|Data|Podem ajudar-me? Não consigo entrar na minha conta.|NIF|O seu motorista|Total|Boa app, mas o apoio é muito lento.",
  ptbr: "Olá|Obrigado pelo seu pedido!|Pedido|Seu pedido está a caminho.|Endereço de entrega|Telefone|E-mail|Data de nascimento|Código de rastreio|Nota fiscal|Quero o reembolso deste pedido.|RG|Número do passaporte|Conta bancária|Atenciosamente|Minha senha é|Cartão|Nome|Data|Vocês podem me ajudar? Não consigo acessar minha conta.|CPF|Seu motorista|Total|App bom, mas o suporte demora demais.",
  nl: "Hallo|Bedankt voor je bestelling!|Bestelling|Je bestelling is onderweg.|Afleveradres|Telefoon|E-mail|Geboortedatum|Track-and-tracecode|Factuur|Ik wil graag een terugbetaling voor deze bestelling.|Identiteitsnummer|Paspoortnummer|Bankrekening|Met vriendelijke groet|Mijn wachtwoord is|Kaart|Naam|Datum|Kunnen jullie helpen? Ik kan niet meer inloggen.|Fiscaal nummer|Je chauffeur|Totaal|Prima app, maar de klantenservice is traag.",
  pl: "Dzień dobry|Dziękujemy za zamówienie!|Zamówienie|Twoje zamówienie jest w drodze.|Adres dostawy|Telefon|E-mail|Data urodzenia|Numer przesyłki|Faktura|Proszę o zwrot pieniędzy za to zamówienie.|Numer PESEL|Numer paszportu|Konto bankowe|Z poważaniem|Moje hasło to|Karta|Imię i nazwisko|Data|Czy możecie pomóc? Nie mogę zalogować się do konta.|NIP|Twój kierowca|Razem|Dobra aplikacja, ale obsługa klienta jest wolna.",
  sv: "Hej|Tack för din beställning!|Beställning|Din beställning är på väg.|Leveransadress|Telefon|E-post|Födelsedatum|Spårningsnummer|Faktura|Jag vill ha pengarna tillbaka för den här beställningen.|Personnummer|Passnummer|Bankkonto|Med vänliga hälsningar|Mitt lösenord är|Kort|Namn|Datum|Kan ni hjälpa mig? Jag kan inte logga in på mitt konto.|Skattenummer|Din förare|Totalt|Bra app, men supporten är långsam.",
  da: "Hej|Tak for din bestilling!|Ordre|Din ordre er på vej.|Leveringsadresse|Telefon|E-mail|Fødselsdato|Sporingsnummer|Faktura|Jeg vil gerne have pengene tilbage for denne ordre.|CPR-nummer|Pasnummer|Bankkonto|Venlig hilsen|Min adgangskode er|Kort|Navn|Dato|Kan I hjælpe mig? Jeg kan ikke logge ind på min konto.|Skattenummer|Din chauffør|I alt|God app, men supporten er langsom.",
  fi: "Hei|Kiitos tilauksestasi!|Tilaus|Tilauksesi on matkalla.|Toimitusosoite|Puhelin|Sähköposti|Syntymäaika|Seurantanumero|Lasku|Haluaisin hyvityksen tästä tilauksesta.|Henkilötunnus|Passin numero|Pankkitili|Ystävällisin terveisin|Salasanani on|Kortti|Nimi|Päivämäärä|Voitteko auttaa? En pääse kirjautumaan tililleni.|Verotunniste|Kuljettajasi|Yhteensä|Hyvä sovellus, mutta tuki on hidas.",
  nb: "Hei|Takk for bestillingen!|Ordre|Ordren din er på vei.|Leveringsadresse|Telefon|E-post|Fødselsdato|Sporingsnummer|Faktura|Jeg vil gjerne ha refusjon for denne ordren.|Fødselsnummer|Passnummer|Bankkonto|Med vennlig hilsen|Passordet mitt er|Kort|Navn|Dato|Kan dere hjelpe meg? Jeg får ikke logget inn.|Skattenummer|Sjåføren din|Totalt|Fin app, men kundeservice er treg.",
  cs: "Dobrý den|Děkujeme za vaši objednávku!|Objednávka|Vaše objednávka je na cestě.|Doručovací adresa|Telefon|E-mail|Datum narození|Sledovací číslo|Faktura|Chtěl bych vrátit peníze za tuto objednávku.|Rodné číslo|Číslo pasu|Bankovní účet|S pozdravem|Moje heslo je|Karta|Jméno|Datum|Můžete mi pomoct? Nemůžu se přihlásit ke svému účtu.|DIČ|Váš řidič|Celkem|Dobrá aplikace, ale podpora je pomalá.",
  tr: "Merhaba|Siparişiniz için teşekkürler!|Sipariş|Siparişiniz yola çıktı.|Teslimat adresi|Telefon|E-posta|Doğum tarihi|Takip numarası|Fatura|Bu sipariş için iade istiyorum.|T.C. Kimlik No|Pasaport numarası|Banka hesabı|Saygılarımla|Şifrem|Kart|Ad Soyad|Tarih|Yardımcı olabilir misiniz? Hesabıma giriş yapamıyorum.|Vergi numarası|Sürücünüz|Toplam|Güzel uygulama ama destek çok yavaş.",
  ru: "Здравствуйте|Спасибо за ваш заказ!|Заказ|Ваш заказ уже в пути.|Адрес доставки|Телефон|Эл. почта|Дата рождения|Трек-номер|Счёт|Прошу вернуть деньги за этот заказ.|СНИЛС|Номер паспорта|Банковский счёт|С уважением|Мой пароль|Карта|ФИО|Дата|Помогите, пожалуйста, не могу войти в аккаунт.|ИНН|Ваш водитель|Итого|Хорошее приложение, но поддержка отвечает очень долго.",
  uk: "Добрий день|Дякуємо за ваше замовлення!|Замовлення|Ваше замовлення вже в дорозі.|Адреса доставки|Телефон|Ел. пошта|Дата народження|Номер відстеження|Рахунок|Прошу повернути кошти за це замовлення.|Номер документа|Номер паспорта|Банківський рахунок|З повагою|Мій пароль|Картка|ПІБ|Дата|Допоможіть, будь ласка, не можу увійти в акаунт.|РНОКПП|Ваш водій|Разом|Гарний застосунок, але підтримка дуже повільна.",
  ja: "こんにちは|ご注文ありがとうございます。|注文番号|ご注文の商品を発送しました。|お届け先|電話番号|メールアドレス|生年月日|お問い合わせ番号|請求書|この注文の返金をお願いします。|個人番号|旅券番号|銀行口座|よろしくお願いいたします|パスワードは|カード|氏名|日付|アカウントにログインできません。助けてください。|税番号|ドライバー|合計|便利なアプリですが、サポートの返信が遅いです。",
  zh: "您好|感谢您的订购！|订单号|您的订单已发货。|收货地址|电话|邮箱|出生日期|快递单号|发票|我想申请这个订单的退款。|身份证号|护照号码|银行账户|此致敬礼|我的密码是|银行卡|姓名|日期|能帮我一下吗？我登录不了账号。|税号|您的司机|合计|应用不错，但客服太慢了。",
  zhtw: "您好|感謝您的訂購！|訂單編號|您的訂單已出貨。|收件地址|電話|電子郵件|出生日期|追蹤號碼|發票|我想申請這筆訂單的退款。|身分證字號|護照號碼|銀行帳戶|敬祝 順心|我的密碼是|信用卡|姓名|日期|可以幫我嗎？我無法登入帳號。|統一編號|您的司機|總計|App 很好用，但客服回覆太慢。",
  ko: "안녕하세요|주문해 주셔서 감사합니다!|주문번호|주문하신 상품이 발송되었습니다.|배송지 주소|전화번호|이메일|생년월일|운송장 번호|영수증|이 주문 환불 부탁드립니다.|주민등록번호|여권번호|은행 계좌|감사합니다|제 비밀번호는|카드|이름|날짜|계정에 로그인이 안 돼요. 도와주세요.|사업자번호|기사님|합계|앱은 좋은데 고객센터 답변이 너무 느려요.",
  ar: "مرحباً|شكراً لطلبك!|رقم الطلب|طلبك في الطريق إليك.|عنوان التوصيل|الهاتف|البريد الإلكتروني|تاريخ الميلاد|رقم التتبع|الفاتورة|أرغب في استرداد المبلغ لهذا الطلب.|رقم الهوية|رقم جواز السفر|الحساب البنكي|مع خالص التحيات|كلمة المرور الخاصة بي هي|البطاقة|الاسم|التاريخ|هل يمكنكم مساعدتي؟ لا أستطيع تسجيل الدخول إلى حسابي.|الرقم الضريبي|السائق|الإجمالي|تطبيق رائع لكن الدعم بطيء جداً.",
  he: "שלום|תודה על ההזמנה!|מספר הזמנה|ההזמנה שלך בדרך.|כתובת למשלוח|טלפון|דוא\"ל|תאריך לידה|מספר מעקב|חשבונית|אבקש החזר כספי על ההזמנה הזו.|מספר תעודת זהות|מספר דרכון|חשבון בנק|בברכה|הסיסמה שלי היא|כרטיס|שם|תאריך|אפשר עזרה? אני לא מצליח להתחבר לחשבון.|מספר עוסק|הנהג שלך|סה\"כ|אפליקציה טובה אבל התמיכה איטית.",
  hi: "नमस्ते|आपके ऑर्डर के लिए धन्यवाद!|ऑर्डर नंबर|आपका ऑर्डर रास्ते में है।|डिलीवरी पता|फ़ोन|ईमेल|जन्म तिथि|ट्रैकिंग नंबर|बिल|मुझे इस ऑर्डर का रिफ़ंड चाहिए।|आधार नंबर|पासपोर्ट नंबर|बैंक खाता|धन्यवाद सहित|मेरा पासवर्ड है|कार्ड|नाम|तारीख|क्या आप मदद कर सकते हैं? मैं अपने खाते में लॉग इन नहीं कर पा रहा हूँ।|पैन|आपका ड्राइवर|कुल|ऐप अच्छा है, लेकिन सपोर्ट बहुत धीमा है।",
  th: "สวัสดีครับ|ขอบคุณสำหรับคำสั่งซื้อ!|หมายเลขคำสั่งซื้อ|คำสั่งซื้อของคุณกำลังจัดส่ง|ที่อยู่จัดส่ง|โทรศัพท์|อีเมล|วันเกิด|หมายเลขพัสดุ|ใบแจ้งหนี้|ขอคืนเงินสำหรับคำสั่งซื้อนี้ครับ|เลขบัตรประชาชน|หมายเลขหนังสือเดินทาง|บัญชีธนาคาร|ขอแสดงความนับถือ|รหัสผ่านของผมคือ|บัตร|ชื่อ|วันที่|ช่วยหน่อยครับ เข้าสู่ระบบบัญชีไม่ได้|เลขประจำตัวผู้เสียภาษี|คนขับของคุณ|รวม|แอปดีแต่ฝ่ายบริการตอบช้ามาก",
  vi: "Xin chào|Cảm ơn bạn đã đặt hàng!|Mã đơn hàng|Đơn hàng của bạn đang được giao.|Địa chỉ giao hàng|Điện thoại|Email|Ngày sinh|Mã vận đơn|Hóa đơn|Tôi muốn được hoàn tiền cho đơn hàng này.|Số CCCD|Số hộ chiếu|Tài khoản ngân hàng|Trân trọng|Mật khẩu của tôi là|Thẻ|Họ tên|Ngày|Giúp tôi với, tôi không đăng nhập được tài khoản.|Mã số thuế|Tài xế của bạn|Tổng cộng|Ứng dụng tốt nhưng hỗ trợ quá chậm.",
  id: "Halo|Terima kasih atas pesanan Anda!|Nomor pesanan|Pesanan Anda sedang dalam perjalanan.|Alamat pengiriman|Telepon|Email|Tanggal lahir|Nomor resi|Faktur|Saya ingin pengembalian dana untuk pesanan ini.|NIK|Nomor paspor|Rekening bank|Salam hormat|Kata sandi saya|Kartu|Nama|Tanggal|Bisa bantu? Saya tidak bisa masuk ke akun saya.|NPWP|Pengemudi Anda|Total|Aplikasinya bagus tapi CS-nya lambat.",
  el: "Γεια σας|Ευχαριστούμε για την παραγγελία σας!|Παραγγελία|Η παραγγελία σας είναι καθ' οδόν.|Διεύθυνση παράδοσης|Τηλέφωνο|Email|Ημερομηνία γέννησης|Αριθμός αποστολής|Τιμολόγιο|Θα ήθελα επιστροφή χρημάτων για αυτή την παραγγελία.|ΑΜΚΑ|Αριθμός διαβατηρίου|Τραπεζικός λογαριασμός|Με εκτίμηση|Ο κωδικός μου είναι|Κάρτα|Ονοματεπώνυμο|Ημερομηνία|Μπορείτε να με βοηθήσετε; Δεν μπορώ να συνδεθώ.|ΑΦΜ|Ο οδηγός σας|Σύνολο|Καλή εφαρμογή, αλλά η υποστήριξη αργεί πολύ.",
  ro: "Bună ziua|Vă mulțumim pentru comandă!|Comanda|Comanda dvs. este pe drum.|Adresa de livrare|Telefon|E-mail|Data nașterii|Număr AWB|Factura|Aș dori o rambursare pentru această comandă.|CNP|Număr pașaport|Cont bancar|Cu stimă|Parola mea este|Card|Nume|Data|Mă puteți ajuta? Nu mă pot conecta la cont.|Cod fiscal|Șoferul dvs.|Total|Aplicație bună, dar suportul e foarte lent.",
  hu: "Jó napot|Köszönjük a rendelését!|Rendelés|A rendelése úton van.|Szállítási cím|Telefon|E-mail|Születési dátum|Csomagkövetési szám|Számla|Szeretném visszakapni a pénzt erre a rendelésre.|TAJ-szám|Útlevélszám|Bankszámla|Üdvözlettel|A jelszavam|Kártya|Név|Dátum|Tudnának segíteni? Nem tudok belépni a fiókomba.|Adóazonosító jel|A sofőrje|Összesen|Jó app, de az ügyfélszolgálat lassú.",
};
const KEYS = ['hi', 'thanks', 'order', 'shipped', 'addr', 'phone', 'email', 'dob', 'track', 'invoice', 'refund', 'idno', 'passport', 'bank', 'regards', 'pw', 'card', 'name', 'date', 'help', 'taxid', 'driver', 'total', 'review'];
export const PHRASES = Object.fromEntries(Object.entries(P).map(([k, v]) => { const a = v.split('|'); if (a.length !== KEYS.length) throw new Error('phrases ' + k + ' ' + a.length); return [k, Object.fromEntries(KEYS.map((x, i) => [x, a[i]]))]; }));
const sp = (s) => s.split(' ');
// names: [given-male, given-female, surnames, order ('gs' given-first | 'sg' surname-first), joiner]
const N = {
  en: [sp('James Michael David Daniel Ryan Tyler Marcus Ethan'), sp('Emily Sarah Jessica Hannah Olivia Megan Chloe Grace'), sp('Johnson Miller Davis Thompson Walker Harris Robinson Carter Bennett Hughes')],
  engb: [sp('Oliver George Harry Jack Callum Rhys Alfie Thomas'), sp('Amelia Isla Poppy Charlotte Freya Eleanor Imogen Lucy'), sp('Smith Jones Taylor Brown Wilson Evans Clarke Patel Wright Turner')],
  enin: [sp('Rahul Arjun Vikram Rohan Aditya Sanjay Karthik Imran'), sp('Priya Ananya Sneha Kavya Divya Pooja Meera Aisha'), sp('Sharma Patel Iyer Reddy Nair Gupta Mehta Khan Banerjee Rao')],
  ensg: [sp('Wei Jun Ming Ravi Hafiz Darren Marcus Kelvin'), sp('Mei Ling Hui Shan Nurul Priya Jasmine Rachel'), sp('Tan Lim Ng Goh Lee Wong Chua Ong Rahman Pillai')],
  enza: [sp('Thabo Sipho Pieter Johan Lwazi Kagiso Ruan Mandla'), sp('Naledi Zanele Anneke Lerato Thandiwe Marike Ayanda Refilwe'), sp('Nkosi Dlamini van der Merwe Botha Mokoena Naidoo Khumalo Pretorius Molefe Ndlovu')],
  fr: [sp('Julien Thomas Nicolas Maxime Antoine Hugo Mathieu Karim'), sp('Camille Léa Manon Chloé Élodie Inès Sophie Amélie'), sp('Martin Bernard Dubois Lefèvre Moreau Laurent Girard Rousseau Fontaine Mercier')],
  de: [sp('Lukas Jonas Felix Maximilian Tobias Jan Florian Stefan'), sp('Anna Lena Sophie Laura Katharina Julia Miriam Sabine'), sp('Müller Schmidt Schneider Fischer Weber Becker Hoffmann Schäfer Krüger Wagner')],
  es: [sp('Alejandro Pablo Javier Sergio Diego Álvaro Carlos Mateo'), sp('Lucía María Paula Carmen Sofía Elena Marta Valentina'), sp('García Fernández González Rodríguez López Martínez Sánchez Pérez Romero Navarro')],
  esmx: [sp('José Luis Juan Miguel Ángel Fernando Ricardo Emiliano Santiago'), sp('Guadalupe Ximena Fernanda Daniela Itzel Mariana Andrea Valeria'), sp('Hernández García Martínez López González Ramírez Flores Cruz Morales Reyes')],
  it: [sp('Marco Luca Giuseppe Francesco Alessandro Matteo Davide Lorenzo'), sp('Giulia Francesca Chiara Sara Martina Alessia Federica Elisa'), sp('Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco')],
  pt: [sp('João Tiago Rui Miguel Pedro Duarte Nuno Gonçalo'), sp('Inês Beatriz Mariana Catarina Joana Rita Sofia Leonor'), sp('Silva Santos Ferreira Pereira Oliveira Costa Rodrigues Martins Sousa Almeida')],
  ptbr: [sp('Gabriel Lucas Matheus Rafael Thiago Bruno Felipe Gustavo'), sp('Ana Júlia Larissa Camila Beatriz Fernanda Letícia Bruna'), sp('Silva Souza Oliveira Santos Lima Pereira Carvalho Ribeiro Almeida Gomes')],
  nl: [sp('Daan Sem Lars Bram Thijs Ruben Jeroen Niels'), sp('Emma Sanne Lotte Fleur Iris Anouk Femke Eva'), sp('de Jong Jansen de Vries van den Berg Bakker Visser Smit Meijer de Boer Mulder')],
  pl: [sp('Jakub Kacper Piotr Mateusz Tomasz Krzysztof Michał Paweł'), sp('Anna Katarzyna Małgorzata Agnieszka Zofia Magdalena Natalia Joanna'), sp('Nowak Kowalski Wiśniewski Wójcik Kowalczyk Kamiński Lewandowski Zieliński Szymański Woźniak')],
  sv: [sp('Erik Lars Johan Oskar Anders Nils Viktor Gustav'), sp('Anna Elin Maja Sara Ebba Linnéa Karin Frida'), sp('Andersson Johansson Karlsson Nilsson Eriksson Larsson Lindqvist Berglund Svensson Holm')],
  da: [sp('Mads Rasmus Frederik Søren Mikkel Anders Jonas Emil'), sp('Mette Sofie Ida Freja Camilla Louise Signe Line'), sp('Nielsen Jensen Hansen Pedersen Andersen Christensen Larsen Sørensen Rasmussen Jørgensen')],
  fi: [sp('Mikko Juha Antti Ville Jussi Teemu Lauri Eero'), sp('Aino Laura Emilia Sanna Hanna Johanna Elina Veera'), sp('Virtanen Korhonen Mäkinen Nieminen Mäkelä Hämäläinen Laine Heikkinen Koskinen Järvinen')],
  nb: [sp('Ole Magnus Henrik Sindre Eirik Håkon Jonas Kristian'), sp('Ingrid Nora Ida Kari Silje Marte Hanne Solveig'), sp('Hansen Johansen Olsen Larsen Andersen Berg Haugen Dahl Bakken Solberg')],
  cs: [sp('Jan Petr Tomáš Jakub Martin Lukáš Ondřej Vojtěch'), sp('Tereza Eliška Lucie Kateřina Barbora Veronika Petra Markéta'), sp('Novák Svoboda Novotný Dvořák Černý Procházka Kučera Veselý Horák Němec')],
  tr: [sp('Mehmet Mustafa Ahmet Emre Burak Can Murat Yusuf'), sp('Ayşe Fatma Zeynep Elif Merve Büşra Esra Selin'), sp('Yılmaz Kaya Demir Şahin Çelik Yıldız Yıldırım Öztürk Aydın Arslan')],
  ru: [sp('Алексей Дмитрий Сергей Иван Никита Андрей Михаил Павел'), sp('Анна Мария Екатерина Ольга Наталья Татьяна Юлия Дарья'), sp('Иванов Смирнов Кузнецов Попов Соколов Лебедев Козлов Новиков Морозов Волков')],
  uk: [sp('Олександр Андрій Дмитро Тарас Богдан Максим Іван Остап'), sp('Олена Оксана Наталія Ірина Софія Марія Анастасія Юлія'), sp('Шевченко Коваленко Бондаренко Ткаченко Кравченко Мельник Олійник Шевчук Поліщук Лисенко')],
  ja: [sp('翔太 大輔 健太 拓也 翔 蓮 悠斗 直樹'), sp('陽菜 美咲 さくら 結衣 葵 由美 愛子 真由美'), sp('佐藤 鈴木 高橋 田中 伊藤 渡辺 山本 中村 小林 加藤'), 'sg', ' '],
  zh: [sp('伟 磊 军 洋 浩然 子轩 建华 志强'), sp('芳 娜 静 敏 丽 欣怡 雨涵 秀英'), sp('王 李 张 刘 陈 杨 黄 赵 吴 周'), 'sg', ''],
  zhtw: [sp('家豪 志明 冠宇 承恩 宗翰 俊傑 建宏 彥廷'), sp('怡君 雅婷 淑芬 詩涵 欣妤 佳穎 美玲 宜蓁'), sp('陳 林 黃 張 李 王 吳 劉 蔡 楊'), 'sg', ''],
  ko: [sp('민준 서준 도윤 지호 현우 준호 성민 동현'), sp('서연 지우 하은 민지 수빈 지현 은지 유진'), sp('김 이 박 최 정 강 조 윤 장 임'), 'sg', ''],
  ar: [sp('محمد أحمد عبدالله خالد عمر يوسف فيصل سلمان'), sp('فاطمة نورة سارة مريم ريم لطيفة هند عائشة'), sp('العتيبي القحطاني الشمري الحربي المطيري الدوسري الزهراني الغامدي المالكي الأنصاري')],
  he: [sp('יוסי דוד אבי נועם איתי משה עומר אריאל'), sp('נועה מיכל שירה תמר יעל רונית אורית מאיה'), sp('כהן לוי מזרחי פרץ ביטון אברהם פרידמן שפירא אזולאי דהן')],
  hi: [sp('राहुल अमित सुरेश विकास अर्जुन रोहित मनोज संजय'), sp('प्रिया अंजलि पूजा नेहा सुनीता कविता रीना दिव्या'), sp('शर्मा वर्मा गुप्ता सिंह यादव मिश्रा तिवारी पांडे जोशी चौहान')],
  th: [sp('สมชาย ธนากร ณัฐพล วีระ อนุชา กิตติ ประเสริฐ สุริยา'), sp('สมหญิง กัญญา ปิยะนุช วรรณา นภา สุดารัตน์ อรุณี ศิริพร'), sp('ศรีสุข วงศ์ใหญ่ แก้วมณี ทองดี สุขสวัสดิ์ จันทร์เพ็ญ บุญมา รัตนพันธ์ ใจดี พงษ์ไพร')],
  vi: [sp('Minh Hùng Dũng Tuấn Nam Huy Khoa Phúc'), sp('Lan Hương Trang Linh Ngọc Thảo Mai Hà'), sp('Nguyễn Trần Lê Phạm Hoàng Huỳnh Phan Vũ Võ Đặng'), 'sgm', ' '],
  id: [sp('Budi Agus Rizky Andi Dimas Fajar Hendra Eko'), sp('Siti Dewi Putri Ayu Rina Indah Fitri Wulan'), sp('Santoso Wijaya Saputra Hidayat Setiawan Kusuma Pratama Nugroho Siregar Halim')],
  el: [sp('Γιώργος Δημήτρης Νίκος Κώστας Γιάννης Παναγιώτης Χρήστος Σπύρος'), sp('Μαρία Ελένη Κατερίνα Βασιλική Σοφία Αγγελική Δήμητρα Χριστίνα'), sp('Παπαδόπουλος Γεωργίου Οικονόμου Νικολάου Παππάς Βασιλείου Αθανασίου Καραγιάννης Μακρής Αντωνίου')],
  ro: [sp('Andrei Alexandru Ionuț Mihai Ștefan Cristian Bogdan Radu'), sp('Maria Elena Ioana Andreea Alexandra Cristina Mihaela Raluca'), sp('Popescu Ionescu Popa Stan Dumitru Stoica Gheorghe Matei Constantin Rusu')],
  hu: [sp('László István József Zoltán Péter Bence Gábor Tamás'), sp('Mária Erzsébet Katalin Anna Eszter Zsófia Réka Judit'), sp('Nagy Kovács Tóth Szabó Horváth Varga Kiss Molnár Németh Farkas'), 'sg', ' '],
};
N.vi[3] = 'sg'; N.vi[4] = ' ';
// places: [streets], [[city, postcode-pattern]], address template  ({n} number, {s} street, {c} city, {p} postcode, {a} flat)
const A = {
  US: [['Maple Ave', 'Oak Street', 'Sunset Blvd', 'Elm Drive', 'Cedar Lane', 'Lakeview Rd', 'Pine Court'], [['Austin, TX', '787NN'], ['Columbus, OH', '432NN'], ['Portland, OR', '972NN'], ['Tampa, FL', '336NN'], ['Denver, CO', '802NN']], ['{n} {s}, Apt {a}, {c} {p}', '{n} {s}\n{c} {p}']],
  GB: [['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Mill Lane', 'Park Avenue'], [['Leeds', 'LSN NAA'], ['Bristol', 'BSN NAA'], ['Manchester', 'MNN NAA'], ['Norwich', 'NRN NAA'], ['Cardiff', 'CFNN NAA']], ['{n} {s}, {c} {p}', 'Flat {a}, {n} {s}\n{c}\n{p}']],
  IN: [['MG Road', 'Linking Road', 'Anna Salai', 'Park Street', 'Residency Road', 'Nehru Nagar'], [['Bengaluru', '560NNN'], ['Mumbai', '400NNN'], ['Chennai', '600NNN'], ['Kolkata', '700NNN'], ['Pune', '411NNN']], ['Flat {a}, {n} {s}, {c} - {p}', '{n}, {s}\n{c} {p}']],
  INhi: [['महात्मा गांधी मार्ग', 'नेहरू नगर', 'स्टेशन रोड', 'गांधी चौक', 'राजीव नगर'], [['नई दिल्ली', '110NNN'], ['जयपुर', '302NNN'], ['लखनऊ', '226NNN'], ['भोपाल', '462NNN']], ['मकान नं. {n}, {s}, {c} - {p}']],
  AU: [['George Street', 'Chapel St', 'Beach Road', 'King William St', 'Queen Street'], [['Sydney NSW', '20NN'], ['Melbourne VIC', '30NN'], ['Brisbane QLD', '40NN'], ['Perth WA', '60NN']], ['Unit {a}, {n} {s}, {c} {p}', '{n} {s}\n{c} {p}']],
  CA: [['Yonge Street', 'Rue Sainte-Catherine', 'Robson Street', 'Bank Street', 'Jasper Ave'], [['Toronto, ON', 'MNA NAN'], ['Vancouver, BC', 'VNA NAN'], ['Ottawa, ON', 'KNA NAN'], ['Edmonton, AB', 'TNA NAN']], ['{n} {s}, Unit {a}, {c} {p}']],
  ZA: [['Jan Smuts Ave', 'Long Street', 'Main Road', 'Voortrekker Rd', 'Florida Road'], [['Johannesburg', '2NNN'], ['Cape Town', '8NNN'], ['Durban', '4NNN'], ['Pretoria', '0NNN']], ['{n} {s}, {c}, {p}']],
  SG: [['Orchard Road', 'Tampines Ave 4', 'Ang Mo Kio Ave 3', 'Jurong West St 52', 'Bedok North Rd'], [['Singapore', '5NNNNN'], ['Singapore', '6NNNNN']], ['Blk {n} {s}, #{a}, {c} {p}']],
  IE: [['Main Street', 'O\'Connell Street', 'Grafton Street', 'Patrick Street'], [['Dublin 8', 'D08 ANHN'], ['Cork', 'T12 ANHN'], ['Galway', 'H91 ANHN']], ['{n} {s}, {c}, {p}']],
  FR: [['rue de la République', 'avenue Jean Jaurès', 'boulevard Voltaire', 'rue Victor Hugo', 'place de la Mairie', 'chemin des Vignes'], [['Paris', '750NN'], ['Lyon', '6900N'], ['Marseille', '130NN'], ['Nantes', '44NNN'], ['Lille', '59NNN']], ['{n} {s}, {p} {c}', '{n}, {s}\nAppt {a}\n{p} {c}']],
  BE: [['Rue Neuve', 'Chaussée de Waterloo', 'Avenue Louise', 'Rue du Midi'], [['Bruxelles', '10NN'], ['Liège', '40NN'], ['Namur', '50NN']], ['{s} {n}, {p} {c}']],
  DE: [['Hauptstraße', 'Bahnhofstraße', 'Gartenweg', 'Schillerstraße', 'Lindenallee', 'Goethestraße'], [['Berlin', '10NNN'], ['Hamburg', '20NNN'], ['München', '80NNN'], ['Köln', '50NNN'], ['Leipzig', '04NNN']], ['{s} {n}, {p} {c}', '{s} {n}\n{p} {c}']],
  AT: [['Mariahilfer Straße', 'Landstraßer Hauptstraße', 'Herrengasse', 'Linzer Straße'], [['Wien', '1NN0'], ['Graz', '80NN'], ['Linz', '40NN'], ['Salzburg', '50NN']], ['{s} {n}/{a}, {p} {c}']],
  CH: [['Bahnhofstrasse', 'Rue du Rhône', 'Seestrasse', 'Via Nassa'], [['Zürich', '80NN'], ['Genève', '12NN'], ['Basel', '40NN'], ['Lugano', '69NN']], ['{s} {n}, {p} {c}']],
  ES: [['Calle Mayor', 'Avenida de la Constitución', 'Calle de Alcalá', 'Paseo de Gracia', 'Calle Real'], [['Madrid', '280NN'], ['Barcelona', '080NN'], ['Valencia', '460NN'], ['Sevilla', '410NN']], ['{s}, {n}, {a}º B, {p} {c}', '{s} {n}\n{p} {c}']],
  MX: [['Avenida Reforma', 'Calle Hidalgo', 'Av. Insurgentes Sur', 'Calle Morelos', 'Av. Juárez'], [['Ciudad de México, CDMX', '0NNNN'], ['Guadalajara, Jal.', '44NNN'], ['Monterrey, N.L.', '64NNN']], ['{s} {n}, Int. {a}, Col. Centro, {p} {c}']],
  CL: [['Avenida Providencia', 'Calle Huérfanos', 'Av. Libertador Bernardo O\'Higgins'], [['Santiago', '75NNNNN'], ['Valparaíso', '23NNNNN']], ['{s} {n}, depto {a}, {c}']],
  IT: [['Via Roma', 'Corso Garibaldi', 'Via Giuseppe Verdi', 'Piazza Dante', 'Viale Europa'], [['Milano', '201NN'], ['Roma', '001NN'], ['Napoli', '801NN'], ['Torino', '101NN']], ['{s} {n}, {p} {c}', '{s}, {n}\n{p} {c}']],
  PT: [['Rua Augusta', 'Avenida da Liberdade', 'Rua de Santa Catarina', 'Rua do Carmo'], [['Lisboa', '1NNN-NNN'], ['Porto', '4NNN-NNN'], ['Braga', '47NN-NNN']], ['{s}, {n}, {a}º Esq., {p} {c}']],
  BR: [['Rua Augusta', 'Avenida Paulista', 'Rua das Flores', 'Avenida Atlântica', 'Rua XV de Novembro'], [['São Paulo - SP', '0NNNN-NNN'], ['Rio de Janeiro - RJ', '2NNNN-NNN'], ['Curitiba - PR', '8NNNN-NNN']], ['{s}, {n}, apto {a}, {c}, CEP {p}']],
  NL: [['Kerkstraat', 'Dorpsstraat', 'Stationsweg', 'Prinsengracht', 'Molenweg'], [['Amsterdam', '10NN AA'], ['Utrecht', '35NN AA'], ['Rotterdam', '30NN AA'], ['Eindhoven', '56NN AA']], ['{s} {n}, {p} {c}', '{s} {n}\n{p} {c}']],
  PL: [['ul. Marszałkowska', 'ul. Długa', 'ul. Piotrkowska', 'al. Jerozolimskie', 'ul. Floriańska'], [['Warszawa', '00-NNN'], ['Kraków', '31-NNN'], ['Łódź', '90-NNN'], ['Gdańsk', '80-NNN']], ['{s} {n}/{a}, {p} {c}']],
  SE: [['Storgatan', 'Drottninggatan', 'Kungsgatan', 'Vasagatan', 'Sveavägen'], [['Stockholm', '11N NN'], ['Göteborg', '41N NN'], ['Malmö', '21N NN'], ['Uppsala', '75N NN']], ['{s} {n}, {p} {c}']],
  DK: [['Vesterbrogade', 'Nørrebrogade', 'Strøget', 'Østergade'], [['København V', '1NNN'], ['Aarhus C', '8000'], ['Odense C', '5000']], ['{s} {n}, {a}. th., {p} {c}']],
  FI: [['Mannerheimintie', 'Hämeenkatu', 'Aleksanterinkatu', 'Kauppakatu'], [['Helsinki', '00NN0'], ['Tampere', '33NN0'], ['Turku', '20NN0']], ['{s} {n} A {a}, {p} {c}']],
  NO: [['Karl Johans gate', 'Storgata', 'Bogstadveien', 'Kirkegata'], [['Oslo', '0NNN'], ['Bergen', '50NN'], ['Trondheim', '70NN']], ['{s} {n}, {p} {c}']],
  CZ: [['Václavské náměstí', 'Vinohradská', 'Masarykova', 'Národní'], [['Praha 2', '120 00'], ['Brno', '602 00'], ['Ostrava', '702 00']], ['{s} {n}/{a}, {p} {c}']],
  TR: [['Atatürk Caddesi', 'İstiklal Caddesi', 'Cumhuriyet Mahallesi', 'Bağdat Caddesi'], [['İstanbul', '34NNN'], ['Ankara', '06NNN'], ['İzmir', '35NNN']], ['{s} No: {n} Daire: {a}, {p} {c}']],
  RU: [['Тверская', 'Ленина', 'Невский проспект', 'Садовая', 'Пушкина'], [['Москва', '1NNNNN'], ['Санкт-Петербург', '19NNNN'], ['Казань', '420NNN']], ['ул. {s}, д. {n}, кв. {a}, {c}, {p}', '{p}, г. {c}, ул. {s}, д. {n}, кв. {a}']],
  UA: [['Хрещатик', 'Шевченка', 'Городоцька', 'Дерибасівська'], [['Київ', '01NNN'], ['Львів', '79NNN'], ['Одеса', '65NNN']], ['вул. {s}, буд. {n}, кв. {a}, м. {c}, {p}']],
  JP: [['神宮前', '西新宿', '梅田', '栄', '天神'], [['東京都渋谷区', '150-NNNN'], ['東京都新宿区', '160-NNNN'], ['大阪府大阪市北区', '530-NNNN'], ['愛知県名古屋市中区', '460-NNNN'], ['福岡県福岡市中央区', '810-NNNN']], ['〒{p} {c}{s}{n}-{a}']],
  CN: [['世纪大道', '南京东路', '建国路', '中山路', '天河路'], [['上海市浦东新区', '200NNN'], ['北京市朝阳区', '100NNN'], ['广州市天河区', '510NNN'], ['成都市武侯区', '610NNN']], ['{c}{s}{n}号{a}室，邮编{p}']],
  TW: [['忠孝東路', '中山北路', '民生路', '復興南路'], [['台北市大安區', '106'], ['台中市西屯區', '407'], ['高雄市前鎮區', '806']], ['{p}{c}{s}{n}號{a}樓']],
  KR: [['테헤란로', '강남대로', '세종대로', '해운대로'], [['서울특별시 강남구', '06NNN'], ['서울특별시 중구', '04NNN'], ['부산광역시 해운대구', '48NNN']], ['{c} {s} {n}, {a}호 ({p})']],
  SA: [['طريق الملك فهد', 'شارع العليا', 'طريق الأمير سلطان', 'شارع التحلية'], [['الرياض', '1NNNN'], ['جدة', '2NNNN'], ['الدمام', '3NNNN']], ['{n} {s}، {c} {p}']],
  AE: [['شارع الشيخ زايد', 'شارع الوصل', 'شارع حمدان', 'شارع الكورنيش'], [['دبي', '00000'], ['أبوظبي', '00000']], ['فيلا {n}، {s}، {c}']],
  IL: [['הרצל', 'דיזנגוף', 'יפו', 'רוטשילד', 'ויצמן'], [['תל אביב', 'NNNNNNN'], ['ירושלים', '9NNNNNN'], ['חיפה', '3NNNNNN']], ['רחוב {s} {n}, דירה {a}, {c} {p}']],
  TH: [['สุขุมวิท', 'พหลโยธิน', 'รัชดาภิเษก', 'เพชรบุรี'], [['กรุงเทพมหานคร', '10NN0'], ['เชียงใหม่', '50NN0']], ['{n} ถนน{s} {c} {p}']],
  VN: [['Nguyễn Huệ', 'Lê Lợi', 'Trần Hưng Đạo', 'Hai Bà Trưng'], [['Quận 1, TP. Hồ Chí Minh', '700000'], ['Quận Hoàn Kiếm, Hà Nội', '100000'], ['Hải Châu, Đà Nẵng', '550000']], ['Số {n} đường {s}, {c}']],
  ID: [['Jl. Sudirman', 'Jl. Gatot Subroto', 'Jl. Diponegoro', 'Jl. Malioboro'], [['Jakarta Selatan', '12NNN'], ['Bandung', '40NNN'], ['Surabaya', '60NNN'], ['Yogyakarta', '55NNN']], ['{s} No. {n}, RT {a}/RW 0N, {c} {p}']],
  GR: [['Οδός Ερμού', 'Λεωφόρος Αλεξάνδρας', 'Οδός Τσιμισκή', 'Οδός Πατησίων'], [['Αθήνα', '1NN NN'], ['Θεσσαλονίκη', '54N NN'], ['Πάτρα', '26N NN']], ['{s} {n}, {p} {c}']],
  RO: [['Strada Victoriei', 'Bulevardul Unirii', 'Strada Lipscani', 'Calea Dorobanților'], [['București', '0NNNNN'], ['Cluj-Napoca', '400NNN'], ['Iași', '700NNN']], ['{s} nr. {n}, ap. {a}, {c} {p}']],
  HU: [['Andrássy út', 'Váci utca', 'Rákóczi út', 'Kossuth Lajos utca'], [['Budapest', '1NNN'], ['Debrecen', '40NN'], ['Szeged', '67NN']], ['{p} {c}, {s} {n}. {a}. em.']],
};
// phone patterns per country (N digit, X nonzero)
const PH = {
  US: ['+1 (ZNN) ZNN-NNNN', '(ZNN) ZNN-NNNN', 'ZNN-ZNN-NNNN', '+1ZNNZNNNNNN'], CA: ['+1 (ZNN) ZNN-NNNN', 'ZNN-ZNN-NNNN'], GB: ['+44 7NNN NNNNNN', '07NNN NNNNNN', '+44 20 NNNN NNNN'], IN: ['+91 9NNNN NNNNN', '+91-8NNNNNNNNN', '7NNNN NNNNN'], AU: ['+61 4NN NNN NNN', '04NN NNN NNN'],
  ZA: ['+27 8N NNN NNNN', '07N NNN NNNN'], SG: ['+65 9NNN NNNN', '8NNN NNNN'], IE: ['+353 8N NNN NNNN', '08N NNN NNNN'], FR: ['+33 6 NN NN NN NN', '06 NN NN NN NN', '07.NN.NN.NN.NN'], BE: ['+32 47N NN NN NN', '04NN/NN.NN.NN'],
  DE: ['+49 15N NNNNNNNN', '0171 NNNNNNN', '+49 30 NNNNNNNN'], AT: ['+43 66N NNNNNNN', '0664 NNNNNNN'], CH: ['+41 7N NNN NN NN', '07N NNN NN NN'], ES: ['+34 6NN NNN NNN', '6NN NN NN NN'], MX: ['+52 55 NNNN NNNN', '+52 1 33 NNNN NNNN'], CL: ['+56 9 NNNN NNNN'],
  IT: ['+39 3NN NNN NNNN', '3NN NNNNNNN'], PT: ['+351 91N NNN NNN', '96N NNN NNN'], BR: ['+55 11 9NNNN-NNNN', '(21) 9NNNN-NNNN'], NL: ['+31 6 NNNNNNNN', '06-NNNNNNNN'], PL: ['+48 5NN NNN NNN', '6NN-NNN-NNN'], SE: ['+46 7N NNN NN NN', '07N-NNN NN NN'],
  DK: ['+45 ZN NN NN NN', 'ZNNN NNNN'], FI: ['+358 40 NNN NNNN', '050 NNN NNNN'], NO: ['+47 4NN NN NNN', '9NN NN NNN'], CZ: ['+420 6NN NNN NNN', '7NN NNN NNN'], TR: ['+90 5NN NNN NN NN', '0 (5NN) NNN NN NN'], RU: ['+7 9NN NNN-NN-NN', '8 (9NN) NNN-NN-NN'],
  UA: ['+380 6N NNN NN NN', '+380 9N NNN NNNN'], JP: ['+81 90-NNNN-NNNN', '090-NNNN-NNNN', '03-NNNN-NNNN'], CN: ['+86 13N NNNN NNNN', '18NNNNNNNNN'], TW: ['+886 9NN NNN NNN', '09NN-NNN-NNN'], KR: ['+82 10-NNNN-NNNN', '010-NNNN-NNNN'],
  SA: ['+966 5N NNN NNNN', '05N NNN NNNN'], AE: ['+971 5N NNN NNNN', '05N NNN NNNN'], IL: ['+972 5N-NNN-NNNN', '05N-NNN-NNNN'], TH: ['+66 8N NNN NNNN', '08N-NNN-NNNN'], VN: ['+84 9N NNN NN NN', '09N NNN NNNN'], ID: ['+62 81N-NNNN-NNNN', '081N NNNN NNNN'],
  GR: ['+30 69N NNN NNNN', '69N NNN NNNN'], RO: ['+40 7NN NNN NNN', '07NN NNN NNN'], HU: ['+36 30 NNN NNNN', '06 20 NNN NNNN'],
};
// locale table: code -> [language, phrase set, name set, country, date style, national ids, tax ids, passport key, iban country, bank form, email domains, currency]
const L = [
  ['en-US', 'en', 'en', 'en', 'US', 'mdy/', ['us_ssn'], ['us_itin'], 'us', null, 'us', ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com'], 'USD'],
  ['en-GB', 'en', 'en', 'engb', 'GB', 'dmy/', ['uk_nino'], ['uk_utr'], 'gb', 'GB', 'gb', ['gmail.com', 'hotmail.co.uk', 'btinternet.com'], 'GBP'],
  ['en-IN', 'en', 'en', 'enin', 'IN', 'dmy/', ['in_aadhaar'], ['in_pan'], 'in', null, 'in', ['gmail.com', 'rediffmail.com', 'yahoo.co.in'], 'INR'],
  ['en-AU', 'en', 'en', 'en', 'AU', 'dmy/', [], ['au_tfn'], 'au', null, 'au', ['gmail.com', 'bigpond.com', 'outlook.com'], 'AUD'],
  ['en-CA', 'en', 'en', 'en', 'CA', 'ymd-', ['ca_sin'], [], 'ca', null, 'ca', ['gmail.com', 'rogers.com', 'shaw.ca'], 'CAD'],
  ['en-ZA', 'en', 'en', 'enza', 'ZA', 'ymd/', ['za_id'], [], 'za', null, null, ['gmail.com', 'webmail.co.za', 'mweb.co.za'], 'ZAR'],
  ['en-SG', 'en', 'en', 'ensg', 'SG', 'dmy/', ['sg_nric'], [], null, null, null, ['gmail.com', 'singnet.com.sg', 'yahoo.com.sg'], 'SGD'],
  ['en-IE', 'en', 'en', 'engb', 'IE', 'dmy/', ['ie_ppsn'], [], null, 'IE', null, ['gmail.com', 'eircom.net'], 'EUR'],
  ['fr-FR', 'fr', 'fr', 'fr', 'FR', 'dmy/', ['fr_nir'], [], 'fr', 'FR', null, ['orange.fr', 'free.fr', 'gmail.com', 'laposte.net'], 'EUR'],
  ['fr-BE', 'fr', 'fr', 'fr', 'BE', 'dmy/', ['be_nrn'], [], null, 'BE', null, ['skynet.be', 'gmail.com', 'telenet.be'], 'EUR'],
  ['de-DE', 'de', 'de', 'de', 'DE', 'dmy.', [], ['de_steuer_id'], 'de', 'DE', null, ['web.de', 'gmx.de', 't-online.de', 'gmail.com'], 'EUR'],
  ['de-AT', 'de', 'de', 'de', 'AT', 'dmy.', ['at_svnr'], [], null, 'AT', null, ['gmx.at', 'aon.at', 'gmail.com'], 'EUR'],
  ['de-CH', 'de', 'de', 'de', 'CH', 'dmy.', ['ch_ahv'], [], 'ch', 'CH', null, ['bluewin.ch', 'gmx.ch', 'gmail.com'], 'CHF'],
  ['es-ES', 'es', 'es', 'es', 'ES', 'dmy/', ['es_dni', 'es_nie'], [], 'es', 'ES', null, ['gmail.com', 'hotmail.es', 'telefonica.net'], 'EUR'],
  ['es-MX', 'es', 'es', 'esmx', 'MX', 'dmy/', ['mx_curp'], [], 'mx', null, 'mx', ['gmail.com', 'hotmail.com', 'prodigy.net.mx'], 'MXN'],
  ['es-CL', 'es', 'es', 'esmx', 'CL', 'dmy-', [], ['cl_rut'], null, null, null, ['gmail.com', 'vtr.net'], 'CLP'],
  ['it-IT', 'it', 'it', 'it', 'IT', 'dmy/', [], ['it_codice_fiscale'], 'it', 'IT', null, ['libero.it', 'gmail.com', 'virgilio.it', 'tiscali.it'], 'EUR'],
  ['pt-PT', 'pt', 'pt', 'pt', 'PT', 'dmy/', [], ['pt_nif'], null, 'PT', null, ['sapo.pt', 'gmail.com', 'clix.pt'], 'EUR'],
  ['pt-BR', 'pt', 'ptbr', 'ptbr', 'BR', 'dmy/', [], ['br_cpf'], 'br', 'BR', null, ['gmail.com', 'uol.com.br', 'bol.com.br', 'terra.com.br'], 'BRL'],
  ['nl-NL', 'nl', 'nl', 'nl', 'NL', 'dmy-', ['nl_bsn'], [], 'nl', 'NL', null, ['ziggo.nl', 'kpnmail.nl', 'gmail.com'], 'EUR'],
  ['pl-PL', 'pl', 'pl', 'pl', 'PL', 'dmy.', ['pl_pesel'], ['pl_nip'], 'pl', 'PL', null, ['wp.pl', 'onet.pl', 'interia.pl', 'gmail.com'], 'PLN'],
  ['sv-SE', 'sv', 'sv', 'sv', 'SE', 'ymd-', ['se_personnummer'], [], 'se', 'SE', null, ['telia.com', 'gmail.com', 'bredband.net'], 'SEK'],
  ['da-DK', 'da', 'da', 'da', 'DK', 'dmy-', ['dk_cpr'], [], null, 'DK', null, ['mail.dk', 'gmail.com', 'jubii.dk'], 'DKK'],
  ['fi-FI', 'fi', 'fi', 'fi', 'FI', 'dmy.', ['fi_hetu'], [], null, 'FI', null, ['suomi24.fi', 'gmail.com', 'elisanet.fi'], 'EUR'],
  ['nb-NO', 'nb', 'nb', 'nb', 'NO', 'dmy.', ['no_fnr'], [], null, 'NO', null, ['online.no', 'gmail.com', 'hotmail.no'], 'NOK'],
  ['cs-CZ', 'cs', 'cs', 'cs', 'CZ', 'dmy.', ['cz_rodne_cislo'], [], null, 'CZ', null, ['seznam.cz', 'email.cz', 'gmail.com'], 'CZK'],
  ['tr-TR', 'tr', 'tr', 'tr', 'TR', 'dmy.', ['tr_tckn'], [], 'tr', 'TR', null, ['gmail.com', 'hotmail.com.tr', 'yandex.com.tr'], 'TRY'],
  ['ru-RU', 'ru', 'ru', 'ru', 'RU', 'dmy.', ['ru_snils'], ['ru_inn'], 'ru', null, null, ['mail.ru', 'yandex.ru', 'rambler.ru', 'gmail.com'], 'RUB'],
  ['uk-UA', 'uk', 'uk', 'uk', 'UA', 'dmy.', [], ['ua_rnokpp'], 'ua', 'UA', null, ['ukr.net', 'i.ua', 'gmail.com'], 'UAH'],
  ['ja-JP', 'ja', 'ja', 'ja', 'JP', 'ja', ['jp_my_number'], [], 'jp', null, 'jp', ['docomo.ne.jp', 'yahoo.co.jp', 'gmail.com', 'ezweb.ne.jp'], 'JPY'],
  ['zh-CN', 'zh', 'zh', 'zh', 'CN', 'zh', ['cn_resident_id'], [], 'cn', null, null, ['qq.com', '163.com', '126.com', 'sina.com'], 'CNY'],
  ['zh-TW', 'zh', 'zhtw', 'zhtw', 'TW', 'zh', ['tw_national_id'], [], null, null, null, ['gmail.com', 'yahoo.com.tw', 'hinet.net'], 'TWD'],
  ['ko-KR', 'ko', 'ko', 'ko', 'KR', 'ko', ['kr_rrn'], [], 'kr', null, null, ['naver.com', 'daum.net', 'kakao.com', 'gmail.com'], 'KRW'],
  ['ar-SA', 'ar', 'ar', 'ar', 'SA', 'dmy/', ['sa_national_id'], [], 'sa', 'SA', null, ['gmail.com', 'hotmail.com', 'outlook.sa'], 'SAR'],
  ['ar-AE', 'ar', 'ar', 'ar', 'AE', 'dmy/', ['ae_emirates_id'], [], null, 'AE', null, ['gmail.com', 'emirates.net.ae', 'yahoo.com'], 'AED'],
  ['he-IL', 'he', 'he', 'he', 'IL', 'dmy.', ['il_teudat_zehut'], [], 'il', 'IL', null, ['walla.co.il', 'gmail.com', 'bezeqint.net'], 'ILS'],
  ['hi-IN', 'hi', 'hi', 'hi', 'INhi', 'dmy/', ['in_aadhaar'], ['in_pan'], 'in', null, 'in', ['gmail.com', 'rediffmail.com'], 'INR'],
  ['th-TH', 'th', 'th', 'th', 'TH', 'dmy/', ['th_national_id'], [], 'th', null, null, ['hotmail.com', 'gmail.com', 'yahoo.co.th'], 'THB'],
  ['vi-VN', 'vi', 'vi', 'vi', 'VN', 'dmy/', ['vn_cccd'], [], 'vn', null, null, ['gmail.com', 'yahoo.com.vn'], 'VND'],
  ['id-ID', 'id', 'id', 'id', 'ID', 'dmy-', ['id_nik'], [], 'id', null, null, ['gmail.com', 'yahoo.co.id'], 'IDR'],
  ['el-GR', 'el', 'el', 'el', 'GR', 'dmy/', ['gr_amka'], ['gr_afm'], 'gr', 'GR', null, ['otenet.gr', 'gmail.com', 'yahoo.gr'], 'EUR'],
  ['ro-RO', 'ro', 'ro', 'ro', 'RO', 'dmy.', ['ro_cnp'], [], null, 'RO', null, ['yahoo.com', 'gmail.com'], 'RON'],
  ['hu-HU', 'hu', 'hu', 'hu', 'HU', 'ymd.', ['hu_taj'], ['hu_adoazonosito'], null, 'HU', null, ['freemail.hu', 'citromail.hu', 'gmail.com'], 'HUF'],
];
export const LOCALES = L.map(([code, lang, ph, names, country, datefmt, nat, tax, pass, ibanCc, bankForm, domains, currency]) => ({ code, lang, T: PHRASES[ph], names: N[names], country, addr: A[country], phones: PH[country.slice(0, 2)], datefmt, nat, tax, pass, ibanCc, bankForm, domains, currency, cc: country.slice(0, 2) }));
export const LOCALE_BY = Object.fromEntries(LOCALES.map((l) => [l.code, l]));
const NATIVE = { ar: '٠١٢٣٤٥٦٧٨٩', hi: '०१२३४५६७८९', th: '๐๑๒๓๔๕๖๗๘๙' };
export const nativeDigits = (s, lang) => NATIVE[lang] ? s.replace(/\d/g, (d) => NATIVE[lang][+d]) : s;
export const hasNativeDigits = (lang) => !!NATIVE[lang];
const TRANSLIT = { а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sch', ы: 'y', э: 'e', ю: 'yu', я: 'ya', і: 'i', ї: 'yi', є: 'ye', ґ: 'g', ь: '', ъ: '' };
export function asciiHandle(s, r) {
  let t = s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l').replace(/ø/g, 'o').replace(/æ/g, 'ae').replace(/ß/g, 'ss').replace(/ı/g, 'i').replace(/đ/g, 'd');
  t = [...t].map((c) => TRANSLIT[c] ?? c).join('').replace(/[^a-z0-9]/g, '');
  return t.length >= 3 ? t : '';
}
export function person(r, loc) {
  const [m, f, s, order, join] = loc.names; const female = r.chance(0.5); const given = r.pick(female ? f : m); const sur = r.pick(s);
  let sur2 = sur;
  if (female && loc.lang === 'ru' && /(ов|ев|ин)$/.test(sur)) sur2 = sur + 'а';
  if (female && loc.lang === 'pl' && /ski$/.test(sur)) sur2 = sur.replace(/ski$/, 'ska');
  if (female && loc.lang === 'cs') sur2 = /ý$/.test(sur) ? sur.replace(/ý$/, 'á') : sur.replace(/[ae]$/, '') + 'ová';
  if (female && loc.lang === 'el' && /ος$/.test(sur)) sur2 = sur.replace(/ος$/, 'ου');
  return mk(r, loc, given, sur2, order, join, female);
}
function mk(r, loc, given, sur, order, join, female) {
  const full = order === 'sg' ? sur + (join ?? ' ') + given : `${given} ${sur}`;
  let handle = asciiHandle(given, r) && asciiHandle(sur, r) ? `${asciiHandle(given, r)}${r.pick(['.', '_', ''])}${asciiHandle(sur, r)}` : '';
  if (!handle) handle = r.pick(['user', 'shop', 'mail', 'hello', 'buyer']) + r.digits(r.int(4, 7));
  if (r.chance(0.35)) handle += r.int(1, 99);
  return { given, sur, full, female, handle, email: `${handle}@${r.pick(loc.domains)}` };
}
export function address(r, loc) {
  const [streets, cities, tpls] = loc.addr; const [c, pc] = r.pick(cities);
  return r.pick(tpls).replace('{n}', String(r.int(1, 250))).replace('{s}', r.pick(streets)).replace('{c}', c).replace('{p}', r.pat(pc)).replace('{a}', String(r.int(1, 40)));
}
export function phone(r, loc) { return r.pat(r.pick(loc.phones)); }
const pad2 = (n) => String(n).padStart(2, '0');
export function fmtDate(r, loc, y, m, d, style) {
  style = style ?? loc.datefmt;
  if (style === 'ja' || style === 'zh') return `${y}年${m}月${d}日`;
  if (style === 'ko') return `${y}년 ${m}월 ${d}일`;
  if (style.startsWith('ymd')) return [y, pad2(m), pad2(d)].join(style[3]);
  if (style.startsWith('mdy')) return [pad2(m), pad2(d), y].join(style[3]);
  return [pad2(d), pad2(m), y].join(style[3]);
}
export function birthDate(r, loc) { const y = r.int(1950, 2005), m = r.int(1, 12), d = r.int(1, 28); return fmtDate(r, loc, y, m, d, r.chance(0.15) ? 'ymd-' : undefined); }
export function otherDate(r, loc) { const y = r.int(2023, 2026), m = r.int(1, 12), d = r.int(1, 28); return fmtDate(r, loc, y, m, d, r.chance(0.2) ? 'ymd-' : undefined); }
