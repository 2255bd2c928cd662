// Locale data: countries, address formats, phone patterns, places, public figures.
const STREETS = {
  US: ['Maple Avenue', 'Oak Street', 'Lincoln Boulevard', 'Willow Lane', 'Sunset Drive', 'Pine Ridge Road'], GB: ['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Mill Close', 'Queens Crescent'], IE: ['Main Street', 'Church Road', 'Strand Road', 'Castle Avenue'],
  CA: ['Rue Saint-Denis', 'Maple Crescent', 'Bloor Street West', 'Elm Drive'], AU: ['George Street', 'Beach Road', 'Wattle Avenue', 'Banksia Court'], ZA: ['Long Street', 'Jan Smuts Avenue', 'Voortrekker Road', 'Church Street'],
  IN: ['MG Road', 'Link Road', 'Nehru Nagar 2nd Cross', 'Residency Road', 'Anna Salai'], DK: ['Nørregade', 'Vesterbrogade', 'Østerbrogade', 'Kongensgade'], NO: ['Storgata', 'Kirkeveien', 'Bygdøy allé', 'Thorvald Meyers gate'], FI: ['Mannerheimintie', 'Hämeenkatu', 'Aleksanterinkatu', 'Koulukatu'], AE: ['Al Wasl Road', 'Sheikh Zayed Road', 'Hamdan Street', 'Al Khaleej Street'],
  DE: ['Hauptstraße', 'Bahnhofstraße', 'Lindenweg', 'Goethestraße', 'Am Mühlbach', 'Schillerplatz', 'Kastanienallee'], AT: ['Mariahilfer Straße', 'Landstraßer Hauptstraße', 'Herrengasse', 'Grabenweg'], CH: ['Bahnhofstrasse', 'Seestrasse', 'Dorfstrasse', 'Rue du Rhône'],
  FR: ['rue de la République', 'avenue Jean Jaurès', 'boulevard Voltaire', 'rue des Lilas', 'impasse du Moulin', 'allée des Tilleuls'], BE: ['Rue Neuve', 'Avenue Louise', 'Kerkstraat', 'Stationsstraat', 'Rue Haute'],
  ES: ['Calle Mayor', 'Avenida de la Constitución', 'Calle del Sol', 'Paseo de Gracia', 'Calle Real'], MX: ['Avenida Insurgentes Sur', 'Calle Hidalgo', 'Avenida Juárez', 'Calle Morelos'],
  IT: ['Via Roma', 'Corso Vittorio Emanuele II', 'Via Garibaldi', 'Piazza della Libertà', 'Via dei Mille'], PT: ['Rua Augusta', 'Avenida da Liberdade', 'Rua de Santa Catarina', 'Travessa do Carmo'], BR: ['Rua das Flores', 'Avenida Paulista', 'Rua XV de Novembro', 'Rua Oscar Freire'],
  NL: ['Kerkstraat', 'Dorpsstraat', 'Molenweg', 'Prinsengracht', 'Julianalaan', 'Beukenlaan'], PL: ['ul. Marszałkowska', 'ul. Długa', 'ul. Piotrkowska', 'ul. Kwiatowa', 'al. Jerozolimskie'], SE: ['Storgatan', 'Drottninggatan', 'Kungsgatan', 'Björkvägen', 'Sveavägen'],
  TR: ['Atatürk Caddesi', 'İstiklal Caddesi', 'Cumhuriyet Mahallesi Gül Sokak', 'Bağdat Caddesi'],
  JP: ['神南1丁目', '本町3丁目', '栄2丁目', '梅田1丁目'], CN: ['中山路', '人民路', '解放大道', '南京东路', '长安街'], KR: ['테헤란로', '세종대로', '해운대로', '중앙로'], VN: ['Lê Lợi', 'Nguyễn Huệ', 'Trần Hưng Đạo', 'Hai Bà Trưng'],
  SA: ['طريق الملك فهد', 'شارع التحلية', 'طريق الأمير سلطان', 'شارع العليا'], EG: ['شارع التحرير', 'شارع الهرم', 'كورنيش النيل', 'شارع جامعة الدول العربية'], AE_ar: ['شارع الشيخ زايد', 'شارع الوصل', 'شارع حمدان'],
  IN_hi: ['महात्मा गांधी मार्ग', 'स्टेशन रोड', 'नेहरू नगर', 'सिविल लाइंस'],
};
const CITIES = {
  US: [['Springfield', 'IL', '627'], ['Austin', 'TX', '787'], ['Portland', 'OR', '972'], ['Columbus', 'OH', '432'], ['Raleigh', 'NC', '276']], GB: [['Leeds', 'LS'], ['Bristol', 'BS'], ['Manchester', 'M'], ['Norwich', 'NR'], ['Cardiff', 'CF']], IE: [['Dublin 8', 'D08'], ['Cork', 'T12'], ['Galway', 'H91']],
  CA: [['Toronto', 'ON', 'M'], ['Montréal', 'QC', 'H'], ['Calgary', 'AB', 'T']], AU: [['Sydney', 'NSW', '2'], ['Melbourne', 'VIC', '3'], ['Brisbane', 'QLD', '4']], ZA: [['Cape Town', '8'], ['Johannesburg', '2'], ['Durban', '4']],
  IN: [['Bengaluru', '560'], ['Mumbai', '400'], ['Chennai', '600'], ['Pune', '411']], DK: [['København', '2'], ['Aarhus', '8'], ['Odense', '5']], NO: [['Oslo', '0'], ['Bergen', '5'], ['Trondheim', '7']], FI: [['Helsinki', '00'], ['Tampere', '33'], ['Turku', '20']], AE: [['Dubai'], ['Abu Dhabi'], ['Sharjah']],
  DE: [['Berlin', '1'], ['Hamburg', '2'], ['München', '8'], ['Köln', '5'], ['Leipzig', '0'], ['Freiburg im Breisgau', '7']], AT: [['Wien', '1'], ['Graz', '8'], ['Linz', '4']], CH: [['Zürich', '8'], ['Bern', '3'], ['Genève', '12']],
  FR: [['Lyon', '69'], ['Marseille', '13'], ['Toulouse', '31'], ['Nantes', '44'], ['Lille', '59']], BE: [['Bruxelles', '1'], ['Liège', '4'], ['Antwerpen', '2'], ['Gent', '9']],
  ES: [['Madrid', '28'], ['Sevilla', '41'], ['Valencia', '46'], ['Bilbao', '48']], MX: [['Ciudad de México', 'CDMX', '0'], ['Guadalajara', 'Jal.', '44'], ['Monterrey', 'N.L.', '64']],
  IT: [['Milano', 'MI', '201'], ['Napoli', 'NA', '801'], ['Torino', 'TO', '101'], ['Bologna', 'BO', '401']], PT: [['Lisboa', '1'], ['Porto', '4'], ['Coimbra', '3']], BR: [['São Paulo', 'SP', '0'], ['Curitiba', 'PR', '8'], ['Belo Horizonte', 'MG', '3']],
  NL: [['Utrecht', '35'], ['Amsterdam', '10'], ['Eindhoven', '56'], ['Groningen', '97']], PL: [['Warszawa', '0'], ['Kraków', '3'], ['Łódź', '9'], ['Gdańsk', '8']], SE: [['Stockholm', '1'], ['Göteborg', '4'], ['Malmö', '2'], ['Uppsala', '75']],
  TR: [['İstanbul', 'Kadıköy', '34'], ['Ankara', 'Çankaya', '06'], ['İzmir', 'Karşıyaka', '35']],
  JP: [['東京都渋谷区', '150'], ['大阪府大阪市北区', '530'], ['愛知県名古屋市中区', '460'], ['福岡県福岡市中央区', '810']], CN: [['北京市朝阳区', '100'], ['上海市浦东新区', '200'], ['广州市天河区', '510'], ['成都市武侯区', '610']],
  KR: [['서울특별시 강남구', '06'], ['부산광역시 해운대구', '48'], ['대전광역시 서구', '35']], VN: [['Quận 1, TP. Hồ Chí Minh'], ['Quận Hoàn Kiếm, Hà Nội'], ['Quận Hải Châu, Đà Nẵng']],
  SA: [['الرياض', '1'], ['جدة', '2'], ['الدمام', '3']], EG: [['القاهرة'], ['الإسكندرية'], ['الجيزة']], IN_hi: [['नई दिल्ली', '110'], ['लखनऊ', '226'], ['जयपुर', '302'], ['पटना', '800']],
};
const PHONES = {
  US: ['(###) ###-####', '+1 ###-###-####', '###.###.####'], CA: ['(###) ###-####', '+1 ### ### ####'], GB: ['07### ######', '+44 7### ######', '020 #### ####'], IE: ['087 ### ####', '+353 86 ### ####'],
  AU: ['04## ### ###', '+61 4## ### ###'], ZA: ['082 ### ####', '+27 83 ### ####'], IN: ['+91 9#### #####', '98### #####', '+91-7###-######'], DK: ['+45 2# ## ## ##', '3# ## ## ##'], NO: ['+47 4## ## ###', '9## ## ###'], FI: ['+358 40 ### ####', '050 ### ####'], AE: ['+971 50 ### ####', '055 ### ####'],
  DE: ['+49 151 ########', '0170 #######', '030 ########', '+49 (0)89 #######'], AT: ['+43 664 #######', '0676 ### ####'], CH: ['+41 79 ### ## ##', '078 ### ## ##'],
  FR: ['06 ## ## ## ##', '+33 7 ## ## ## ##', '01 ## ## ## ##'], BE: ['0470 ## ## ##', '+32 478 ## ## ##'], ES: ['6## ### ###', '+34 6## ## ## ##', '91 ### ## ##'], MX: ['55 #### ####', '+52 1 33 #### ####'],
  IT: ['3## ### ####', '+39 3## #######', '02 ########'], PT: ['9## ### ###', '+351 91# ### ###'], BR: ['(11) 9####-####', '+55 21 9####-####'], NL: ['06-########', '+31 6 ########', '020-#######'],
  PL: ['5## ### ###', '+48 6## ### ###'], SE: ['07#-### ## ##', '+46 7# ### ## ##'], TR: ['05## ### ## ##', '+90 5## ### ## ##'], JP: ['090-####-####', '080-####-####', '03-####-####', '+81 90-####-####'],
  CN: ['13# #### ####', '+86 18# #### ####', '(010) ########'], KR: ['010-####-####', '+82 10-####-####', '02-###-####'], VN: ['09# ### ####', '+84 9# ### ####', '028 #### ####'],
  SA: ['05# ### ####', '+966 5# ### ####'], EG: ['010 #### ####', '+20 12 #### ####'],
};
// Public support lines (negatives: a company's published number, not a person's).
const SUPPORT = { US: '1-800-555-0199', CA: '1-888-555-0142', GB: '0800 800 150', IE: '1800 200 300', AU: '13 22 65', ZA: '0860 100 200', IN: '1800 180 1234', DK: '70 10 20 30', NO: '815 00 000', FI: '0800 123 000', AE: '800 4444', DE: '0800 330 1000', AT: '0800 100 200', CH: '0800 800 800', FR: '3900', BE: '078 15 15 15', ES: '900 100 200', MX: '800 123 4567', IT: '800 123 456', PT: '800 200 200', BR: '0800 701 0101', NL: '0800-0123', PL: '801 300 800', SE: '0771-100 100', TR: '444 0 444', JP: '0120-123-456', CN: '95588', KR: '1588-1234', VN: '1900 5454 13', SA: '920000000', EG: '19777' };
const FIGURES = {
  en: ['Winston Churchill', 'Abraham Lincoln', 'Taylor Swift', 'Nelson Mandela', 'Mahatma Gandhi', 'Barack Obama'], de: ['Angela Merkel', 'Johann Wolfgang von Goethe', 'Albert Einstein', 'Konrad Adenauer'], fr: ['Victor Hugo', 'Marie Curie', 'Charles de Gaulle', 'Zinédine Zidane'],
  es: ['Miguel de Cervantes', 'Rafael Nadal', 'Frida Kahlo', 'Gabriel García Márquez'], it: ['Leonardo da Vinci', 'Giuseppe Verdi', 'Dante Alighieri', 'Sophia Loren'], pt: ['Luís de Camões', 'Fernando Pessoa', 'Pelé', 'Cristiano Ronaldo'],
  nl: ['Vincent van Gogh', 'Rembrandt van Rijn', 'Johan Cruijff', 'Anne Frank'], pl: ['Fryderyk Chopin', 'Maria Skłodowska-Curie', 'Lech Wałęsa', 'Wisława Szymborska'], sv: ['Astrid Lindgren', 'Alfred Nobel', 'Greta Thunberg', 'Zlatan Ibrahimović'],
  tr: ['Mustafa Kemal Atatürk', 'Orhan Pamuk', 'Nazım Hikmet', 'Aziz Sancar'], ja: ['夏目漱石', '黒澤明', '大谷翔平', '紫式部'], zh: ['孔子', '鲁迅', '姚明', '李白'], ko: ['세종대왕', '이순신', '손흥민', '반기문'],
  vi: ['Hồ Chí Minh', 'Nguyễn Du', 'Võ Nguyên Giáp', 'Trịnh Công Sơn'], ar: ['نجيب محفوظ', 'أم كلثوم', 'محمد صلاح', 'ابن خلدون'], hi: ['महात्मा गांधी', 'रवीन्द्रनाथ टैगोर', 'सचिन तेंदुलकर', 'ए. पी. जे. अब्दुल कलाम'],
};
// Brand names that look like person names (negatives) and neutral brands.
export const BRANDS = ['Johnson & Johnson', 'Marks & Spencer', 'Ralph Lauren', 'Calvin Klein', 'Hugo Boss', 'Tommy Hilfiger', 'Dr. Oetker', 'Ben & Jerry\u2019s', 'Walt Disney', 'Louis Vuitton', 'Mercedes-Benz', 'Wells Fargo', 'Siemens', 'Philips', 'IKEA', 'Volvo', 'Turkcell', 'Sony', 'Huawei', 'Samsung', 'Vingroup', 'Tata Consultancy Services', 'Carrefour', 'Ferrero', 'Zara'];

// Locale definitions: lang, cc (country), names pool, national-id schemes, passport, bank style, streets key.
export const LOCALES = [
  { loc: 'en-US', lang: 'en', cc: 'US', pool: 'anglo', nid: ['us_ssn'], bank: 'us' }, { loc: 'en-GB', lang: 'en', cc: 'GB', pool: 'anglo', nid: ['gb_nino'], bank: 'gb' },
  { loc: 'en-IE', lang: 'en', cc: 'IE', pool: 'anglo', nid: ['ie_pps'], bank: 'iban' }, { loc: 'en-CA', lang: 'en', cc: 'CA', pool: 'anglo', nid: ['ca_sin'], bank: 'ca' },
  { loc: 'en-AU', lang: 'en', cc: 'AU', pool: 'anglo', nid: ['au_tfn'], bank: 'au' }, { loc: 'en-ZA', lang: 'en', cc: 'ZA', pool: 'za', nid: ['za_id'], bank: 'za' },
  { loc: 'en-IN', lang: 'en', cc: 'IN', pool: 'in_latin', nid: ['in_aadhaar', 'in_pan'], bank: 'in' }, { loc: 'en-DK', lang: 'en', cc: 'DK', pool: 'da', nid: ['dk_cpr'], bank: 'iban' },
  { loc: 'en-NO', lang: 'en', cc: 'NO', pool: 'no', nid: ['no_fnr'], bank: 'iban' }, { loc: 'en-FI', lang: 'en', cc: 'FI', pool: 'fi', nid: ['fi_hetu'], bank: 'iban' }, { loc: 'en-AE', lang: 'en', cc: 'AE', pool: 'ar_latin', nid: ['ae_eid'], bank: 'iban' },
  { loc: 'de-DE', lang: 'de', cc: 'DE', pool: 'de', nid: ['de_steuerid'], bank: 'iban' }, { loc: 'de-AT', lang: 'de', cc: 'AT', pool: 'de', nid: ['at_svnr'], bank: 'iban' }, { loc: 'de-CH', lang: 'de', cc: 'CH', pool: 'de', nid: ['ch_ahv'], bank: 'iban' },
  { loc: 'fr-FR', lang: 'fr', cc: 'FR', pool: 'fr', nid: ['fr_nir'], bank: 'iban' }, { loc: 'fr-BE', lang: 'fr', cc: 'BE', pool: 'fr', nid: ['be_nrn'], bank: 'iban' }, { loc: 'fr-CH', lang: 'fr', cc: 'CH', pool: 'fr', nid: ['ch_ahv'], bank: 'iban' },
  { loc: 'es-ES', lang: 'es', cc: 'ES', pool: 'es', nid: ['es_dni', 'es_nie'], bank: 'iban' }, { loc: 'es-MX', lang: 'es', cc: 'MX', pool: 'es', nid: ['mx_curp'], bank: 'mx' },
  { loc: 'it-IT', lang: 'it', cc: 'IT', pool: 'it', nid: ['it_cf'], bank: 'iban' }, { loc: 'pt-PT', lang: 'pt', cc: 'PT', pool: 'pt', nid: ['pt_nif'], bank: 'iban' }, { loc: 'pt-BR', lang: 'pt', cc: 'BR', pool: 'pt', nid: ['br_cpf'], bank: 'br' },
  { loc: 'nl-NL', lang: 'nl', cc: 'NL', pool: 'nl', nid: ['nl_bsn'], bank: 'iban' }, { loc: 'nl-BE', lang: 'nl', cc: 'BE', pool: 'nl', nid: ['be_nrn'], bank: 'iban' },
  { loc: 'pl-PL', lang: 'pl', cc: 'PL', pool: 'pl', nid: ['pl_pesel'], bank: 'iban' }, { loc: 'sv-SE', lang: 'sv', cc: 'SE', pool: 'sv', nid: ['se_pnr'], bank: 'iban' }, { loc: 'sv-FI', lang: 'sv', cc: 'FI', pool: 'sv', nid: ['fi_hetu'], bank: 'iban' },
  { loc: 'tr-TR', lang: 'tr', cc: 'TR', pool: 'tr', nid: ['tr_tckn'], bank: 'iban' }, { loc: 'ja-JP', lang: 'ja', cc: 'JP', pool: 'ja', nid: ['jp_mynumber'], bank: 'jp' },
  { loc: 'zh-CN', lang: 'zh', cc: 'CN', pool: 'zh', nid: ['cn_rid'], bank: 'cn' }, { loc: 'ko-KR', lang: 'ko', cc: 'KR', pool: 'ko', nid: ['kr_rrn'], bank: 'kr' }, { loc: 'vi-VN', lang: 'vi', cc: 'VN', pool: 'vi', nid: ['vn_cccd'], bank: 'vn' },
  { loc: 'ar-SA', lang: 'ar', cc: 'SA', pool: 'ar', nid: ['sa_nid'], bank: 'iban' }, { loc: 'ar-AE', lang: 'ar', cc: 'AE', pool: 'ar', nid: ['ae_eid'], bank: 'iban', streets: 'AE_ar', cities: 'AE' }, { loc: 'ar-EG', lang: 'ar', cc: 'EG', pool: 'ar', nid: ['eg_nid'], bank: 'iban' },
  { loc: 'hi-IN', lang: 'hi', cc: 'IN', pool: 'hi', nid: ['in_aadhaar', 'in_pan'], bank: 'in', streets: 'IN_hi', cities: 'IN_hi' },
];
export const LANGS = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'sv', 'tr', 'ja', 'zh', 'ko', 'vi', 'ar', 'hi'];
export const localesFor = (lang) => LOCALES.filter((l) => l.lang === lang);
export const streetsOf = (lc) => STREETS[lc.streets || lc.cc];
export const citiesOf = (lc) => (lc.cities === 'AE' ? [['دبي'], ['أبوظبي'], ['الشارقة']] : CITIES[lc.cities || lc.cc]);
export const figuresOf = (lc) => FIGURES[lc.lang];
export const supportOf = (lc) => SUPPORT[lc.cc];
export function phone(r, lc) { return r.pick(PHONES[lc.cc]).replace(/#/g, () => String(r.int(0, 9))); }
const AR_DIG = '٠١٢٣٤٥٦٧٨٩'; const HI_DIG = '०१२३४५६७८९';
export const nativeDigits = (s, lang) => (lang === 'ar' ? s.replace(/\d/g, (d) => AR_DIG[d]) : lang === 'hi' ? s.replace(/\d/g, (d) => HI_DIG[d]) : s);
// Returns an address as a string (may contain newlines) in the local format.
export function address(r, lc, multiline) {
  const st = r.pick(streetsOf(lc)); const c = r.pick(citiesOf(lc)); const n = r.int(1, 180); const d = (k) => r.digits(k);
  const nl = multiline ? '\n' : lc.lang === 'ar' ? '، ' : ', ';
  switch (lc.cc) {
    case 'US': return `${n * 10 + r.int(0, 9)} ${st}${r.chance(0.3) ? ', Apt ' + r.int(1, 40) + r.pick('ABCD') : ''}${nl}${c[0]}, ${c[1]} ${c[2]}${d(2)}`;
    case 'CA': return `${n} ${st}${nl}${c[0]} ${c[1]} ${c[2]}${d(1)}${r.pick('ABCEGHJKLMNPRSTVXY')} ${d(1)}${r.pick('ABCEGHJKLMNPRSTVWXYZ')}${d(1)}`;
    case 'GB': return `${n} ${st}${nl}${c[0]}${nl}${c[1]}${r.int(1, 28)} ${r.int(1, 9)}${r.pick('ABDEFGHJLNPQRSTUWXYZ')}${r.pick('ABDEFGHJLNPQRSTUWXYZ')}`;
    case 'IE': return `${n} ${st}${nl}${c[0]}${nl}${c[1]} ${r.chars(4, 'ACDEFHKNPRTVWXY0123456789')}`;
    case 'AU': return `${n} ${st}${nl}${c[0]} ${c[1]} ${c[2]}${d(3)}`;
    case 'ZA': case 'IN': case 'DK': case 'NO': case 'FI':
      if (lc.cities === 'IN_hi') return `${n}, ${st}${nl}${c[0]} - ${c[1]}${d(3)}`;
      if (lc.cc === 'IN') return `${r.pick(['Flat ', 'No. ', ''])}${n}, ${st}${nl}${c[0]} ${c[1]}${d(3)}`;
      if (lc.cc === 'ZA') return `${n} ${st}${nl}${c[0]}${nl}${c[1]}${d(3)}`;
      if (lc.cc === 'DK') return `${st} ${n}${r.chance(0.4) ? ', ' + r.int(1, 5) + '. th.' : ''}${nl}${c[1]}${d(3)} ${c[0]}`;
      if (lc.cc === 'NO') return `${st} ${n}${nl}${c[1]}${d(3)} ${c[0]}`;
      return `${st} ${n}${r.chance(0.5) ? ' A ' + r.int(1, 30) : ''}${nl}${c[1]}${d(5 - c[1].length)} ${c[0]}`;
    case 'AE': return lc.lang === 'ar' ? `${st}، مبنى ${n}، شقة ${r.int(100, 2400)}${nl}${c[0]}` : `Villa ${n}, ${st}${nl}${c[0]}, UAE`;
    case 'DE': case 'AT': case 'CH': { const plz = lc.cc === 'DE' ? c[1] + d(4) : c[1] + d(4 - c[1].length); return `${st} ${n}${r.chance(0.15) ? 'a' : ''}${nl}${lc.cc === 'CH' && r.chance(0.3) ? 'CH-' : ''}${plz} ${c[0]}`; }
    case 'FR': return `${n}${r.chance(0.15) ? ' bis' : ''} ${st}${nl}${c[1]}${d(3)} ${c[0]}${r.chance(0.3) ? ' CEDEX' : ''}`;
    case 'BE': return `${st} ${n}${r.chance(0.2) ? ' bte ' + r.int(1, 12) : ''}${nl}${c[1]}${d(3)} ${c[0]}`;
    case 'ES': return `${st}, ${n}, ${r.int(1, 8)}º ${r.pick('ABCD')}${nl}${c[1]}${d(3)} ${c[0]}`;
    case 'MX': return `${st} ${n}, Col. ${r.pick(['Centro', 'Roma Norte', 'Del Valle', 'Americana'])}${nl}C.P. ${c[2]}${d(5 - c[2].length)}, ${c[0]}, ${c[1]}`;
    case 'IT': return `${st}, ${n}${nl}${c[2]}${d(2)} ${c[0]} (${c[1]})`;
    case 'PT': return `${st}, ${n}, ${r.int(1, 6)}.º ${r.pick(['Esq.', 'Dto.'])}${nl}${c[1]}${d(3)}-${d(3)} ${c[0]}`;
    case 'BR': return `${st}, ${n}${r.chance(0.4) ? ', apto ' + r.int(11, 204) : ''} – ${r.pick(['Centro', 'Jardins', 'Batel', 'Savassi'])}${nl}${c[0]} – ${c[1]}, ${c[2]}${d(4)}-${d(3)}`;
    case 'NL': return `${st} ${n}${r.chance(0.2) ? '-' + r.pick(['hs', '2', 'A']) : ''}${nl}${c[1]}${d(2)} ${r.chars(2, 'ABCDEGHJKLMNPRSTVWXZ')} ${c[0]}`;
    case 'PL': return `${st} ${n}${r.chance(0.5) ? '/' + r.int(1, 90) : ''}${nl}${c[1]}${d(1)}-${d(3)} ${c[0]}`;
    case 'SE': return `${st} ${n}${r.chance(0.2) ? ' lgh ' + r.int(1001, 1704) : ''}${nl}${c[1]}${d(3 - c[1].length)} ${d(2)} ${c[0]}`;
    case 'TR': return `${st} No: ${n} D: ${r.int(1, 20)}${nl}${c[2]}${d(3)} ${c[1]}/${c[0]}`;
    case 'JP': return `〒${c[1]}-${d(4)} ${c[0]}${st}${r.int(1, 30)}-${r.int(1, 20)}${r.chance(0.5) ? ' ' + r.pick(['サンハイツ', 'グランメゾン', 'コーポ']) + r.int(101, 905) + '号室' : ''}`;
    case 'CN': return `${c[0]}${st}${n}号${r.int(1, 30)}栋${r.int(101, 2802)}室${multiline ? '\n' : '，'}邮编 ${c[1]}${d(3)}`;
    case 'KR': return `${c[0]} ${st} ${n}${r.chance(0.5) ? ', ' + r.int(101, 1204) + '호' : ''} (${c[1]}${d(3)})`;
    case 'VN': return `Số ${n} ${st}, ${r.pick(['Phường Bến Nghé', 'Phường Hàng Bạc', 'Phường Thạch Thang', 'Phường 7'])}${nl}${c[0]}`;
    case 'SA': return `${r.int(1000, 9999)} ${st}، حي ${r.pick(['العليا', 'النخيل', 'الروضة', 'الحمراء'])}${nl}${c[0]} ${c[1]}${d(4)}`;
    case 'EG': return `${n} ${st}، ${r.pick(['الدقي', 'مصر الجديدة', 'سموحة', 'المعادي'])}${nl}${c[0]}`;
  }
  throw new Error('address ' + lc.cc);
}
export function fmtDate(lc, y, m, d, style = 'local') {
  const p2 = (x) => String(x).padStart(2, '0');
  if (style === 'iso') return `${y}-${p2(m)}-${p2(d)}`;
  switch (lc.lang) {
    case 'en': return lc.cc === 'US' ? `${p2(m)}/${p2(d)}/${y}` : lc.cc === 'IN' ? `${p2(d)}-${p2(m)}-${y}` : `${p2(d)}/${p2(m)}/${y}`;
    case 'de': case 'pl': case 'tr': return `${p2(d)}.${p2(m)}.${y}`;
    case 'nl': case 'hi': return `${p2(d)}-${p2(m)}-${y}`;
    case 'sv': return `${y}-${p2(m)}-${p2(d)}`;
    case 'ja': case 'zh': return `${y}年${m}月${d}日`;
    case 'ko': return `${y}. ${p2(m)}. ${p2(d)}.`;
    default: return `${p2(d)}/${p2(m)}/${y}`;
  }
}
