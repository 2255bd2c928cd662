// Locale data for 16 languages: native-script names (with romanisation for e-mails / MRZ),
// streets, cities, address/phone/date formats, national id and passport schemes, comments.
const L = {};
const split = (s) => s.split('|');
function def(lang, o) { L[lang] = { lang, ...o }; }

def('en', { locales: ['en-US', 'en-GB', 'en-CA', 'en-AU'],
  given: split('James|Olivia|Ethan|Harper|Noah|Amelia|Liam|Charlotte|Mason|Evelyn|Owen|Chloe|Declan|Maya|Callum|Imogen'),
  family: split('Whitfield|Okafor|Brennan|Castellano|Hargreaves|Pemberton|Lindqvist|Ashworth|McAllister|Thornbury|Delacroix|Fairbanks|Kowalczyk|Rutherford'),
  streets: split('Maple Avenue|Kingsley Road|Birchwood Drive|Harbour Street|Elm Court|Larkspur Lane|Old Mill Road|Queensway'),
  cities: [['Springfield', 'IL', '62704'], ['Portland', 'OR', '97214'], ['Leeds', '', 'LS6 2AB'], ['Bristol', '', 'BS1 4DJ'], ['Toronto', 'ON', 'M5V 2T6'], ['Austin', 'TX', '78704']],
  addr: (r, s, c) => c[1] && !/\s/.test(c[2]) ? `${r.int(10, 9899)} ${s}, Apt ${r.int(1, 40)}${r.pick(['A', 'B', 'C'])}, ${c[0]}, ${c[1]} ${c[2]}` : `${r.int(1, 220)} ${s}, ${c[0]} ${c[1] ? c[1] + ' ' : ''}${c[2]}`,
  phone: (r) => r.pick([() => `+1 (${r.int(201, 989)}) ${r.int(201, 989)}-${r.digits(4)}`, () => `(${r.int(201, 989)}) ${r.int(201, 989)}-${r.digits(4)}`, () => `+44 7${r.digits(3)} ${r.digits(6)}`, () => `+1-${r.int(201, 989)}-${r.int(201, 989)}-${r.digits(4)}`])(),
  date: (d, r) => r.chance(0.5) ? `${p2(d.m)}/${p2(d.d)}/${d.y}` : `${d.y}-${p2(d.m)}-${p2(d.d)}`,
  nid: ['us_ssn', 'uk_nino', 'ca_sin', 'se_pnr', 'fi_hetu', 'dk_cpr', 'no_fnr', 'ch_ahv'], pass: ['us', 'gb', 'ca'],
  domains: ['gmail.com', 'outlook.com', 'yahoo.com', 'fastmail.fm', 'hey.com'], iban: ['GB', 'IE', 'SE', 'FI', 'NO', 'DK'],
  comment: ['test customer data', 'do not commit real data here', 'fixture for billing tests', 'support contact'] });
def('de', { locales: ['de-DE', 'de-AT', 'de-CH'],
  given: split('Lukas|Sophie|Maximilian|Marie|Jonas|Hannah|Felix|Lea|Tobias|Johanna|Florian|Katharina'),
  family: split('Müller|Schröder|Weißmann|Bäcker|Hoffmann|Krüger|Schäfer|Wagner|Becker|Lehmann|Köhler|Zimmermann'),
  streets: split('Lindenstraße|Hauptstraße|Goethestraße|Am Sonnenhang|Bahnhofstraße|Schillerplatz|Gartenweg'),
  cities: [['Berlin', '10115'], ['München', '80331'], ['Hamburg', '20095'], ['Köln', '50667'], ['Leipzig', '04109'], ['Wien', '1010']],
  addr: (r, s, c) => `${s} ${r.int(1, 120)}${r.pick(['', 'a', 'b'])}, ${c[1]} ${c[0]}`,
  phone: (r) => r.pick([() => `+49 30 ${r.digits(8)}`, () => `0171 ${r.digits(7)}`, () => `+49 (0)89 ${r.digits(3)} ${r.digits(4)}`, () => `+49 152 ${r.digits(8)}`])(),
  date: (d) => `${p2(d.d)}.${p2(d.m)}.${d.y}`, nid: ['de_steuer_id', 'ch_ahv'], pass: ['de', 'ch'], domains: ['web.de', 'gmx.de', 't-online.de', 'posteo.de'], iban: ['DE', 'AT', 'CH'],
  comment: ['Testdaten für Kundenkonto', 'Bitte keine echten Daten einchecken', 'Ansprechpartner Support'] });
def('fr', { locales: ['fr-FR', 'fr-BE'],
  given: split('Camille|Théo|Léa|Hugo|Chloé|Louis|Manon|Étienne|Inès|Gabriel|Élodie|Mathéo'),
  family: split('Dubois|Lefèvre|Moreau|Girard|Rousseau|Fontaine|Chevalier|Mercier|Lambert|Bonnet|Faure|Gauthier'),
  streets: split('rue des Lilas|avenue Victor-Hugo|boulevard Voltaire|rue de la République|place du Marché|chemin des Vignes'),
  cities: [['Lyon', '69003'], ['Paris', '75011'], ['Marseille', '13001'], ['Toulouse', '31000'], ['Nantes', '44000'], ['Bruxelles', '1000']],
  addr: (r, s, c) => `${r.int(1, 180)}${r.pick(['', ' bis'])} ${s}, ${c[1]} ${c[0]}`,
  phone: (r) => r.pick([() => `+33 6 ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`, () => `06 ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`, () => `+33 (0)1 ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`, () => `+32 470 ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`])(),
  date: (d) => `${p2(d.d)}/${p2(d.m)}/${d.y}`, nid: ['fr_nir', 'be_nn'], pass: ['fr'], domains: ['orange.fr', 'free.fr', 'laposte.net', 'sfr.fr'], iban: ['FR', 'BE'],
  comment: ['données de test client', 'ne pas utiliser en production', 'contact du support'] });
def('es', { locales: ['es-ES', 'es-MX', 'es-AR'],
  given: split('Lucía|Alejandro|Martina|Sergio|Valentina|Javier|Carmen|Andrés|Paula|Diego|Nuria|Íñigo'),
  family: split('García Fernández|Martínez López|Rodríguez Sánchez|Gómez Ruiz|Navarro Ortega|Jiménez Castro|Muñoz Herrera|Álvarez Peña'),
  streets: split('Calle de Alcalá|Avenida de la Constitución|Calle Mayor|Paseo de Gracia|Calle del Pez|Rambla de Catalunya'),
  cities: [['Madrid', '28014'], ['Barcelona', '08007'], ['Sevilla', '41004'], ['Valencia', '46002'], ['Bilbao', '48001']],
  addr: (r, s, c) => `${s} ${r.int(1, 150)}, ${r.int(1, 8)}º ${r.pick(['A', 'B', 'C', 'D'])}, ${c[1]} ${c[0]}`,
  phone: (r) => r.pick([() => `+34 6${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`, () => `6${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`, () => `+52 55 ${r.digits(4)} ${r.digits(4)}`])(),
  date: (d) => `${p2(d.d)}/${p2(d.m)}/${d.y}`, nid: ['es_dni', 'es_nie'], pass: ['es'], domains: ['telefonica.net', 'gmail.com', 'hotmail.es', 'yahoo.es'], iban: ['ES'],
  comment: ['datos de prueba del cliente', 'no subir datos reales', 'contacto de soporte'] });
def('it', { locales: ['it-IT'],
  given: split('Giulia|Lorenzo|Francesca|Matteo|Chiara|Alessandro|Sara|Davide|Federica|Niccolò|Elisa|Tommaso'),
  family: split('Rossi|Bianchi|Esposito|Ferrari|Romano|Colombo|Ricci|Marino|Greco|Bruno|Gallo|Conti'),
  streets: split('Via Garibaldi|Corso Vittorio Emanuele II|Via Roma|Piazza della Libertà|Viale dei Mille|Via Dante'),
  cities: [['Milano', '20121', 'MI'], ['Roma', '00184', 'RM'], ['Torino', '10123', 'TO'], ['Napoli', '80133', 'NA'], ['Bologna', '40126', 'BO']],
  addr: (r, s, c) => `${s} ${r.int(1, 200)}, ${c[1]} ${c[0]} ${c[2]}`,
  phone: (r) => r.pick([() => `+39 3${r.digits(2)} ${r.digits(3)} ${r.digits(4)}`, () => `+39 02 ${r.digits(4)} ${r.digits(4)}`, () => `3${r.digits(2)} ${r.digits(7)}`])(),
  date: (d) => `${p2(d.d)}/${p2(d.m)}/${d.y}`, nid: ['it_cf'], pass: ['it'], domains: ['libero.it', 'tiscali.it', 'virgilio.it', 'alice.it'], iban: ['IT'],
  comment: ['dati di test del cliente', 'non usare dati reali', 'contatto assistenza'] });
def('pt', { locales: ['pt-PT', 'pt-BR'],
  given: split('João|Beatriz|Tiago|Inês|Gonçalo|Mariana|Rafael|Larissa|Thiago|Fernanda|Rodrigo|Letícia'),
  family: split('Silva|Santos|Ferreira|Pereira|Oliveira|Costa|Rodrigues|Martins|Gonçalves|Almeida|Carvalho|Sousa'),
  streets: split('Rua Augusta|Avenida da Liberdade|Rua das Flores|Avenida Paulista|Rua do Ouvidor|Travessa do Carmo'),
  cities: [['Lisboa', '1100-053', ''], ['Porto', '4000-322', ''], ['São Paulo', '01310-100', 'SP'], ['Rio de Janeiro', '20040-002', 'RJ'], ['Belo Horizonte', '30130-010', 'MG']],
  addr: (r, s, c) => c[2] ? `${s}, ${r.int(10, 2500)} - Apto ${r.int(11, 184)}, ${c[0]} - ${c[2]}, ${c[1]}` : `${s} ${r.int(1, 250)}, ${r.int(1, 6)}º Esq., ${c[1]} ${c[0]}`,
  phone: (r) => r.pick([() => `+351 9${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`, () => `+55 11 9${r.digits(4)}-${r.digits(4)}`, () => `(21) 9${r.digits(4)}-${r.digits(4)}`])(),
  date: (d) => `${p2(d.d)}/${p2(d.m)}/${d.y}`, nid: ['pt_nif', 'br_cpf'], pass: ['pt', 'br'], domains: ['sapo.pt', 'uol.com.br', 'bol.com.br', 'gmail.com'], iban: ['PT', 'BR'],
  comment: ['dados de teste do cliente', 'não commitar dados reais', 'contato do suporte'] });
def('nl', { locales: ['nl-NL', 'nl-BE'],
  given: split('Daan|Sanne|Bram|Fleur|Jeroen|Lotte|Thijs|Anouk|Ruben|Femke|Sem|Marloes'),
  family: split('de Vries|van den Berg|Jansen|Bakker|Visser|Smit|de Jong|van Dijk|Meijer|Mulder|Vermeulen|van Leeuwen'),
  streets: split('Keizersgracht|Prinsengracht|Dorpsstraat|Kerkstraat|Molenweg|Stationsplein'),
  cities: [['Amsterdam', '1015 CV'], ['Utrecht', '3511 AX'], ['Rotterdam', '3011 AD'], ['Den Haag', '2511 BT'], ['Eindhoven', '5611 EM']],
  addr: (r, s, c) => `${s} ${r.int(1, 400)}${r.pick(['', '-2', 'A', ' hs'])}, ${c[1]} ${c[0]}`,
  phone: (r) => r.pick([() => `+31 6 ${r.digits(8)}`, () => `06-${r.digits(8)}`, () => `+31 (0)20 ${r.digits(3)} ${r.digits(4)}`])(),
  date: (d) => `${p2(d.d)}-${p2(d.m)}-${d.y}`, nid: ['nl_bsn'], pass: ['nl'], domains: ['ziggo.nl', 'kpnmail.nl', 'hotmail.nl', 'xs4all.nl'], iban: ['NL'],
  comment: ['testgegevens klant', 'geen echte gegevens committen', 'contactpersoon support'] });
def('pl', { locales: ['pl-PL'],
  given: split('Jakub|Zofia|Mateusz|Aleksandra|Kacper|Zuzanna|Wojciech|Małgorzata|Paweł|Agnieszka|Łukasz|Joanna'),
  family: split('Kowalski|Nowak|Wiśniewska|Wójcik|Kamiński|Lewandowska|Zieliński|Szymańska|Woźniak|Dąbrowski|Kozłowska|Jankowski'),
  streets: split('ul. Marszałkowska|ul. Piotrkowska|al. Jerozolimskie|ul. Długa|ul. Floriańska|ul. Świętojańska'),
  cities: [['Warszawa', '00-514'], ['Kraków', '31-019'], ['Łódź', '90-001'], ['Gdańsk', '80-831'], ['Wrocław', '50-077']],
  addr: (r, s, c) => `${s} ${r.int(1, 180)}/${r.int(1, 60)}, ${c[1]} ${c[0]}`,
  phone: (r) => r.pick([() => `+48 ${r.str(1, '5678')}${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`, () => `${r.str(1, '5678')}${r.digits(2)}-${r.digits(3)}-${r.digits(3)}`])(),
  date: (d) => `${p2(d.d)}.${p2(d.m)}.${d.y}`, nid: ['pl_pesel'], pass: ['pl'], domains: ['wp.pl', 'onet.pl', 'interia.pl', 'o2.pl'], iban: ['PL'],
  comment: ['dane testowe klienta', 'nie commitować prawdziwych danych', 'kontakt do wsparcia'] });
def('ru', { locales: ['ru-RU'],
  given: split('Алексей|Мария|Дмитрий|Анастасия|Сергей|Екатерина|Иван|Ольга|Никита|Татьяна|Артём|Юлия'),
  family: split('Иванов|Смирнова|Кузнецов|Попова|Соколов|Лебедева|Козлов|Новикова|Морозов|Волкова|Соловьёв|Васильева'),
  rom: { given: split('Aleksey|Mariya|Dmitriy|Anastasiya|Sergey|Ekaterina|Ivan|Olga|Nikita|Tatyana|Artem|Yuliya'), family: split('Ivanov|Smirnova|Kuznetsov|Popova|Sokolov|Lebedeva|Kozlov|Novikova|Morozov|Volkova|Solovyev|Vasilyeva') },
  streets: split('ул. Тверская|Невский пр.|ул. Ленина|пр. Мира|ул. Гагарина|Садовая ул.'),
  cities: [['Москва', '125009'], ['Санкт-Петербург', '191186'], ['Казань', '420111'], ['Новосибирск', '630099'], ['Екатеринбург', '620014']],
  addr: (r, s, c) => `${c[1]}, г. ${c[0]}, ${s}, д. ${r.int(1, 120)}, кв. ${r.int(1, 300)}`,
  phone: (r) => r.pick([() => `+7 (9${r.digits(2)}) ${r.digits(3)}-${r.digits(2)}-${r.digits(2)}`, () => `8 (495) ${r.digits(3)}-${r.digits(2)}-${r.digits(2)}`, () => `+7 9${r.digits(2)} ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`])(),
  date: (d) => `${p2(d.d)}.${p2(d.m)}.${d.y}`, nid: ['ru_snils', 'ru_inn'], pass: ['ru'], domains: ['yandex.ru', 'mail.ru', 'rambler.ru', 'bk.ru'], iban: [],
  comment: ['тестовые данные клиента', 'не коммитить реальные данные', 'контакт поддержки'] });
def('tr', { locales: ['tr-TR'],
  given: split('Emre|Elif|Burak|Zeynep|Mehmet|Ayşe|Can|Büşra|Oğuz|Şeyma|Kaan|İrem'),
  family: split('Yılmaz|Kaya|Demir|Şahin|Çelik|Yıldız|Öztürk|Aydın|Arslan|Doğan|Kılıç|Aslan'),
  streets: split('Atatürk Cad.|İstiklal Cad.|Bağdat Cad.|Cumhuriyet Mah.|Gazi Mustafa Kemal Blv.|Kızılay Sok.'),
  cities: [['Kadıköy/İstanbul', '34710'], ['Çankaya/Ankara', '06690'], ['Konak/İzmir', '35250'], ['Nilüfer/Bursa', '16110']],
  addr: (r, s, c) => `${s} No:${r.int(1, 200)} D:${r.int(1, 30)}, ${c[1]} ${c[0]}`,
  phone: (r) => r.pick([() => `+90 5${r.digits(2)} ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`, () => `0 (5${r.digits(2)}) ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`, () => `+90 212 ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`])(),
  date: (d) => `${p2(d.d)}.${p2(d.m)}.${d.y}`, nid: ['tr_tckn'], pass: ['tr'], domains: ['hotmail.com', 'gmail.com', 'yandex.com.tr', 'mynet.com'], iban: ['TR'],
  comment: ['müşteri test verisi', 'gerçek veri commit etmeyin', 'destek iletişim'] });
def('ja', { locales: ['ja-JP'],
  given: split('翔太|美咲|大輝|陽菜|蓮|結衣|悠斗|さくら|健太|愛子|拓海|真由美'),
  family: split('佐藤|鈴木|高橋|田中|伊藤|渡辺|山本|中村|小林|加藤|吉田|山口'),
  rom: { given: split('shota|misaki|daiki|hina|ren|yui|yuto|sakura|kenta|aiko|takumi|mayumi'), family: split('sato|suzuki|takahashi|tanaka|ito|watanabe|yamamoto|nakamura|kobayashi|kato|yoshida|yamaguchi') },
  familyFirst: true, sep: ' ',
  streets: split('神宮前|西新宿|梅田|栄|中央|本町'),
  cities: [['東京都渋谷区', '150-0001'], ['東京都新宿区', '160-0023'], ['大阪府大阪市北区', '530-0001'], ['愛知県名古屋市中区', '460-0008'], ['福岡県福岡市中央区', '810-0001']],
  addr: (r, s, c) => `〒${c[1]} ${c[0]}${s}${r.int(1, 6)}-${r.int(1, 30)}-${r.int(1, 20)}${r.pick(['', ` ${r.pick(['サンハイツ', 'メゾン桜', 'グランドパレス'])}${r.int(101, 905)}号室`])}`,
  phone: (r) => r.pick([() => `090-${r.digits(4)}-${r.digits(4)}`, () => `080-${r.digits(4)}-${r.digits(4)}`, () => `03-${r.digits(4)}-${r.digits(4)}`, () => `+81 90-${r.digits(4)}-${r.digits(4)}`])(),
  date: (d, r) => r.chance(0.5) ? `${d.y}年${d.m}月${d.d}日` : `${d.y}/${p2(d.m)}/${p2(d.d)}`, nid: ['jp_my_number'], pass: ['jp'], domains: ['docomo.ne.jp', 'ezweb.ne.jp', 'yahoo.co.jp', 'gmail.com'], iban: [],
  comment: ['顧客テストデータ', '本番データをコミットしないこと', 'サポート窓口'] });
def('zh', { locales: ['zh-CN', 'zh-TW'],
  given: split('伟|芳|娜|秀英|敏|静|磊|洋|婷|浩然|子涵|欣怡'),
  family: split('王|李|张|刘|陈|杨|黄|赵|吴|周|徐|孙'),
  rom: { given: split('wei|fang|na|xiuying|min|jing|lei|yang|ting|haoran|zihan|xinyi'), family: split('wang|li|zhang|liu|chen|yang|huang|zhao|wu|zhou|xu|sun') },
  familyFirst: true, sep: '',
  streets: split('世纪大道|建国路|南京东路|中山路|人民路|科技园路'),
  cities: [['上海市浦东新区', '200120'], ['北京市朝阳区', '100022'], ['广州市天河区', '510620'], ['深圳市南山区', '518057'], ['杭州市西湖区', '310012']],
  addr: (r, s, c) => `${c[0]}${s}${r.int(1, 999)}号${r.pick(['', `${r.int(1, 12)}栋${r.int(101, 2808)}室`])} ${c[1]}`,
  phone: (r) => r.pick([() => `+86 1${r.str(1, '3589')}${r.digits(1)} ${r.digits(4)} ${r.digits(4)}`, () => `1${r.str(1, '3589')}${r.digits(9)}`, () => `(010) ${r.digits(4)}-${r.digits(4)}`])(),
  date: (d, r) => r.chance(0.5) ? `${d.y}年${p2(d.m)}月${p2(d.d)}日` : `${d.y}-${p2(d.m)}-${p2(d.d)}`, nid: ['cn_rid'], pass: ['cn'], domains: ['qq.com', '163.com', '126.com', 'sina.com'], iban: [],
  comment: ['客户测试数据', '请勿提交真实数据', '客服联系方式'] });
def('ko', { locales: ['ko-KR'],
  given: split('민준|서연|지호|하은|도윤|지우|현우|수빈|예준|채원|성민|유진'),
  family: split('김|이|박|최|정|강|조|윤|장|임|한|오'),
  rom: { given: split('minjun|seoyeon|jiho|haeun|doyun|jiwoo|hyunwoo|subin|yejun|chaewon|sungmin|yujin'), family: split('kim|lee|park|choi|jung|kang|cho|yoon|jang|lim|han|oh') },
  familyFirst: true, sep: '',
  streets: split('테헤란로|세종대로|강남대로|해운대로|올림픽로|판교역로'),
  cities: [['서울특별시 강남구', '06236'], ['서울특별시 종로구', '03154'], ['부산광역시 해운대구', '48094'], ['경기도 성남시 분당구', '13529']],
  addr: (r, s, c) => `${c[0]} ${s} ${r.int(1, 500)}, ${r.int(101, 120)}동 ${r.int(101, 2505)}호 (${c[1]})`,
  phone: (r) => r.pick([() => `010-${r.digits(4)}-${r.digits(4)}`, () => `+82 10-${r.digits(4)}-${r.digits(4)}`, () => `02-${r.digits(3)}-${r.digits(4)}`])(),
  date: (d, r) => r.chance(0.5) ? `${d.y}년 ${d.m}월 ${d.d}일` : `${d.y}.${p2(d.m)}.${p2(d.d)}`, nid: ['kr_rrn'], pass: ['kr'], domains: ['naver.com', 'daum.net', 'kakao.com', 'hanmail.net'], iban: [],
  comment: ['고객 테스트 데이터', '실제 데이터 커밋 금지', '고객센터 연락처'] });
def('id', { locales: ['id-ID'],
  given: split('Budi|Siti|Agus|Dewi|Rizky|Putri|Andi|Ayu|Fajar|Rina|Hendra|Wulan'),
  family: split('Santoso|Wijaya|Saputra|Hidayat|Kusuma|Pratama|Nugroho|Lestari|Setiawan|Gunawan|Siregar|Halim'),
  streets: split('Jl. Sudirman|Jl. Gatot Subroto|Jl. Diponegoro|Jl. Malioboro|Jl. Thamrin|Jl. Asia Afrika'),
  cities: [['Jakarta Selatan', '12190'], ['Bandung', '40111'], ['Surabaya', '60271'], ['Yogyakarta', '55213'], ['Medan', '20112']],
  addr: (r, s, c) => `${s} No. ${r.int(1, 250)}, RT ${p2(r.int(1, 15))}/RW ${p2(r.int(1, 12))}, ${c[0]} ${c[1]}`,
  phone: (r) => r.pick([() => `+62 812-${r.digits(4)}-${r.digits(4)}`, () => `0813${r.digits(8)}`, () => `(021) ${r.digits(4)}-${r.digits(4)}`])(),
  date: (d) => `${p2(d.d)}-${p2(d.m)}-${d.y}`, nid: ['id_nik'], pass: ['id'], domains: ['gmail.com', 'yahoo.co.id', 'telkom.net'], iban: [],
  comment: ['data uji pelanggan', 'jangan commit data asli', 'kontak dukungan'] });
def('ar', { locales: ['ar-SA', 'ar-AE', 'ar-EG'],
  given: split('محمد|فاطمة|أحمد|نورة|عبدالله|مريم|خالد|سارة|يوسف|ليلى|عمر|هدى'),
  family: split('العتيبي|القحطاني|الحربي|الشمري|المنصوري|الزهراني|حسن|عبدالرحمن|الدوسري|السيد|النجار|الخطيب'),
  rom: { given: split('mohammed|fatimah|ahmed|noura|abdullah|maryam|khalid|sara|yousef|layla|omar|huda'), family: split('alotaibi|alqahtani|alharbi|alshammari|almansouri|alzahrani|hassan|abdulrahman|aldosari|elsayed|alnajjar|alkhatib') },
  streets: split('شارع الملك فهد|طريق الملك عبدالعزيز|شارع التحرير|شارع الشيخ زايد|شارع العليا|شارع الجمهورية'),
  cities: [['الرياض', '12211'], ['جدة', '23432'], ['دبي', '00000'], ['القاهرة', '11511'], ['الدمام', '32241']],
  addr: (r, s, c) => `${r.int(1, 999)} ${s}، حي ${r.pick(['العليا', 'النزهة', 'الروضة', 'الدقي'])}، ${c[0]} ${c[1]}`,
  phone: (r) => r.pick([() => `+966 5${r.digits(1)} ${r.digits(3)} ${r.digits(4)}`, () => `+971 5${r.digits(1)} ${r.digits(3)} ${r.digits(4)}`, () => `+20 10 ${r.digits(4)} ${r.digits(4)}`, () => `05${r.digits(8)}`])(),
  date: (d) => `${p2(d.d)}/${p2(d.m)}/${d.y}`, nid: ['sa_nid', 'ae_eid'], pass: ['sa', 'ae'], domains: ['gmail.com', 'hotmail.com', 'outlook.sa'], iban: ['SA', 'AE'],
  comment: ['بيانات اختبار العميل', 'لا ترفع بيانات حقيقية', 'جهة اتصال الدعم'] });
def('hi', { locales: ['hi-IN'],
  given: split('राहुल|प्रिया|अमित|अनीता|विकास|सुनीता|अर्जुन|कविता|रोहित|नेहा|संजय|पूजा'),
  family: split('शर्मा|वर्मा|गुप्ता|सिंह|कुमार|पटेल|यादव|मिश्रा|अग्रवाल|जोशी|चौहान|तिवारी'),
  rom: { given: split('rahul|priya|amit|anita|vikas|sunita|arjun|kavita|rohit|neha|sanjay|pooja'), family: split('sharma|verma|gupta|singh|kumar|patel|yadav|mishra|agarwal|joshi|chauhan|tiwari') },
  streets: split('एमजी रोड|सेक्टर 15|गांधी नगर|लाजपत नगर|नेहरू मार्ग|राजपुर रोड'),
  cities: [['नोएडा, उत्तर प्रदेश', '201301'], ['बेंगलुरु, कर्नाटक', '560001'], ['नई दिल्ली, दिल्ली', '110024'], ['पुणे, महाराष्ट्र', '411001'], ['जयपुर, राजस्थान', '302001']],
  addr: (r, s, c) => `${r.pick(['फ्लैट', 'मकान नं.'])} ${r.int(1, 400)}, ${s}, ${c[0]} ${c[1]}`,
  phone: (r) => r.pick([() => `+91 9${r.digits(4)} ${r.digits(5)}`, () => `+91-${r.str(1, '6789')}${r.digits(9)}`, () => `0${r.str(1, '6789')}${r.digits(9)}`])(),
  date: (d) => `${p2(d.d)}-${p2(d.m)}-${d.y}`, nid: ['in_aadhaar', 'in_pan'], pass: ['in'], domains: ['gmail.com', 'rediffmail.com', 'yahoo.co.in'], iban: [],
  comment: ['ग्राहक परीक्षण डेटा', 'असली डेटा कमिट न करें', 'सहायता संपर्क'] });

function p2(n) { return String(n).padStart(2, '0'); }
export const LANGS = Object.keys(L);
export const LOCALE = L;
const TRANSLIT = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', é: 'e', è: 'e', ê: 'e', ë: 'e', á: 'a', à: 'a', â: 'a', ã: 'a', í: 'i', ì: 'i', î: 'i', ï: 'i', ó: 'o', ò: 'o', ô: 'o', õ: 'o', ú: 'u', ù: 'u', û: 'u', ç: 'c', ñ: 'n', ł: 'l', ś: 's', ź: 'z', ż: 'z', ą: 'a', ę: 'e', ć: 'c', ń: 'n', ğ: 'g', ı: 'i', ş: 's', 'İ': 'I', ø: 'o', å: 'a' };
export function ascii(s) { return [...s].map((c) => TRANSLIT[c] ?? TRANSLIT[c.toLowerCase()] ?? c).join('').normalize('NFKD').replace(/[^\x00-\x7f]/g, ''); }

/** A random person for a language: native-script name, romanised parts, email, etc. */
export function person(rng, lang) {
  const d = L[lang];
  const gi = rng.int(0, d.given.length - 1), fi = rng.int(0, d.family.length - 1);
  const g = d.given[gi], f = d.family[fi];
  const name = d.familyFirst ? f + d.sep + g : `${g} ${f}`;
  const rg = d.rom ? d.rom.given[gi] : ascii(g).toLowerCase(), rf = d.rom ? d.rom.family[fi] : ascii(f).toLowerCase().replace(/\s+/g, '');
  const romName = d.rom ? `${cap(rg)} ${cap(rf)}` : ascii(`${g} ${f}`);
  return { lang, given: g, family: f, name, rg, rf, romName };
}
const cap = (s) => s[0].toUpperCase() + s.slice(1);
