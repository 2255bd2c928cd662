// Fake people for many locales: names (native script and romanised), phones, street addresses,
// e-mail addresses, dates written the local way, and the national identifiers each country uses.
// The lists were written for this corpus; any resemblance to a real person is accidental.

import * as id from './ids.mjs';

const pad = (n, w = 2) => String(n).padStart(w, '0');
const g = (f, m) => ({ f: f.split(','), m: m.split(',') });
const pairs = (s) => s.split(',').map((p) => p.split('|'));

export const MONTHS = {
  en: 'January,February,March,April,May,June,July,August,September,October,November,December',
  de: 'Januar,Februar,März,April,Mai,Juni,Juli,August,September,Oktober,November,Dezember',
  fr: 'janvier,février,mars,avril,mai,juin,juillet,août,septembre,octobre,novembre,décembre',
  es: 'enero,febrero,marzo,abril,mayo,junio,julio,agosto,septiembre,octubre,noviembre,diciembre',
  pt: 'janeiro,fevereiro,março,abril,maio,junho,julho,agosto,setembro,outubro,novembro,dezembro',
  it: 'gennaio,febbraio,marzo,aprile,maggio,giugno,luglio,agosto,settembre,ottobre,novembre,dicembre',
  nl: 'januari,februari,maart,april,mei,juni,juli,augustus,september,oktober,november,december',
  pl: 'stycznia,lutego,marca,kwietnia,maja,czerwca,lipca,sierpnia,września,października,listopada,grudnia',
  sv: 'januari,februari,mars,april,maj,juni,juli,augusti,september,oktober,november,december',
  tr: 'Ocak,Şubat,Mart,Nisan,Mayıs,Haziran,Temmuz,Ağustos,Eylül,Ekim,Kasım,Aralık',
  ar: 'يناير,فبراير,مارس,أبريل,مايو,يونيو,يوليو,أغسطس,سبتمبر,أكتوبر,نوفمبر,ديسمبر',
  hi: 'जनवरी,फ़रवरी,मार्च,अप्रैल,मई,जून,जुलाई,अगस्त,सितंबर,अक्टूबर,नवंबर,दिसंबर',
};
for (const k of Object.keys(MONTHS)) MONTHS[k] = MONTHS[k].split(',');

/** A date written the way a locale writes it; `style` picks numeric or worded forms. */
export function formatDate(r, lang, b, style = r.pick(['num', 'num', 'words', 'iso'])) {
  const { y, m, d } = b;
  if (style === 'iso') return `${y}-${pad(m)}-${pad(d)}`;
  const mn = MONTHS[lang]?.[m - 1];
  switch (lang) {
    case 'en': return style === 'words' ? r.pick([`${d} ${mn} ${y}`, `${mn} ${d}, ${y}`, `${mn.slice(0, 3)} ${d}, ${y}`, `${d}-${mn.slice(0, 3)}-${y}`]) : r.pick([`${pad(m)}/${pad(d)}/${y}`, `${d}/${m}/${y}`, `${pad(d)}/${pad(m)}/${y}`]);
    case 'de': return style === 'words' ? `${d}. ${mn} ${y}` : r.pick([`${pad(d)}.${pad(m)}.${y}`, `${d}.${m}.${y}`]);
    case 'fr': return style === 'words' ? `${d === 1 ? '1er' : d} ${mn} ${y}` : `${pad(d)}/${pad(m)}/${y}`;
    case 'es': return style === 'words' ? `${d} de ${mn} de ${y}` : r.pick([`${pad(d)}/${pad(m)}/${y}`, `${d}-${m}-${y}`]);
    case 'pt': return style === 'words' ? `${d} de ${mn} de ${y}` : `${pad(d)}/${pad(m)}/${y}`;
    case 'it': return style === 'words' ? `${d} ${mn} ${y}` : `${pad(d)}/${pad(m)}/${y}`;
    case 'nl': return style === 'words' ? `${d} ${mn} ${y}` : `${pad(d)}-${pad(m)}-${y}`;
    case 'pl': return style === 'words' ? `${d} ${mn} ${y}${r.chance(0.5) ? ' r.' : ''}` : `${pad(d)}.${pad(m)}.${y}`;
    case 'sv': return style === 'words' ? `${d} ${mn} ${y}` : `${y}-${pad(m)}-${pad(d)}`;
    case 'tr': return style === 'words' ? `${d} ${mn} ${y}` : `${pad(d)}.${pad(m)}.${y}`;
    case 'ja': return style === 'words' ? r.pick([`${y}年${m}月${d}日`, `${['昭和', '平成'][y < 1989 ? 0 : 1]}${y < 1989 ? y - 1925 : y - 1988}年${m}月${d}日`]) : `${y}/${pad(m)}/${pad(d)}`;
    case 'zh': return style === 'words' ? `${y}年${m}月${d}日` : `${y}-${pad(m)}-${pad(d)}`;
    case 'ko': return style === 'words' ? `${y}년 ${m}월 ${d}일` : `${y}.${pad(m)}.${pad(d)}.`;
    case 'ar': return style === 'words' ? `${d} ${mn} ${y}` : `${pad(d)}/${pad(m)}/${y}`;
    case 'hi': return style === 'words' ? `${d} ${mn} ${y}` : `${pad(d)}-${pad(m)}-${y}`;
    default: return `${y}-${pad(m)}-${pad(d)}`;
  }
}

// ---- phones ---------------------------------------------------------------------------------
const D = (r, n) => r.digits(n);
const nz = (r) => String(r.int(2, 9));
export const PHONES = {
  US: (r) => { const a = nz(r) + D(r, 2), x = nz(r) + D(r, 2), l = D(r, 4); return r.pick([`(${a}) ${x}-${l}`, `${a}-${x}-${l}`, `+1 ${a} ${x} ${l}`, `+1-${a}-${x}-${l}`, `${a}.${x}.${l}`]); },
  GB: (r) => r.pick([`07${r.int(400, 999)} ${D(r, 6)}`, `+44 7${r.int(400, 999)} ${D(r, 3)} ${D(r, 3)}`, `020 ${r.int(3, 8)}${D(r, 3)} ${D(r, 4)}`, `+44 (0)161 ${nz(r)}${D(r, 2)} ${D(r, 4)}`]),
  DE: (r) => r.pick([`+49 30 ${nz(r)}${D(r, 7)}`, `0${r.pick(['151', '160', '172', '176'])} ${D(r, 8)}`, `+49 (0)89 ${nz(r)}${D(r, 6)}`, `0221/${nz(r)}${D(r, 5)}`, `+49 ${r.pick(['157', '171'])} ${D(r, 4)} ${D(r, 4)}`]),
  FR: (r) => { const p = r.pick(['6', '7', '1', '4']); const g = [D(r, 2), D(r, 2), D(r, 2), D(r, 2)]; return r.pick([`0${p} ${g.join(' ')}`, `+33 ${p} ${g.join(' ')}`, `+33 (0)${p} ${g.join(' ')}`, `0${p}.${g.join('.')}`]); },
  ES: (r) => { const n = r.pick(['6', '7', '9']) + D(r, 8); return r.pick([`+34 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`, `${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5, 7)} ${n.slice(7)}`, `(+34) ${n}`]); },
  BR: (r) => { const dd = r.pick(['11', '21', '31', '41', '51', '61', '71', '81']); return r.pick([`+55 ${dd} 9${D(r, 4)}-${D(r, 4)}`, `(${dd}) 9${D(r, 4)}-${D(r, 4)}`, `+55 (${dd}) 3${D(r, 3)}-${D(r, 4)}`]); },
  IT: (r) => r.pick([`+39 3${D(r, 2)} ${D(r, 3)} ${D(r, 4)}`, `3${D(r, 2)} ${D(r, 7)}`, `02 ${D(r, 4)} ${D(r, 4)}`, `+39 06 ${D(r, 8)}`]),
  NL: (r) => r.pick([`+31 6 ${D(r, 8)}`, `06-${D(r, 8)}`, `020-${nz(r)}${D(r, 6)}`, `+31 (0)10 ${D(r, 3)} ${D(r, 4)}`]),
  PL: (r) => r.pick([`+48 ${r.pick(['5', '6', '7', '8'])}${D(r, 2)} ${D(r, 3)} ${D(r, 3)}`, `${r.pick(['5', '6', '7'])}${D(r, 2)}-${D(r, 3)}-${D(r, 3)}`, `(22) ${D(r, 3)} ${D(r, 2)} ${D(r, 2)}`]),
  SE: (r) => r.pick([`07${r.pick(['0', '2', '3', '6'])}-${D(r, 3)} ${D(r, 2)} ${D(r, 2)}`, `+46 7${r.pick(['0', '2', '3', '6'])} ${D(r, 3)} ${D(r, 2)} ${D(r, 2)}`, `08-${D(r, 3)} ${D(r, 2)} ${D(r, 2)}`]),
  JP: (r) => r.pick([`0${r.pick(['90', '80', '70'])}-${D(r, 4)}-${D(r, 4)}`, `+81 ${r.pick(['90', '80'])}-${D(r, 4)}-${D(r, 4)}`, `03-${D(r, 4)}-${D(r, 4)}`, `06-${D(r, 4)}-${D(r, 4)}`]),
  CN: (r) => { const n = '1' + r.pick(['38', '39', '50', '58', '86', '37']) + D(r, 8); return r.pick([n, `${n.slice(0, 3)} ${n.slice(3, 7)} ${n.slice(7)}`, `+86 ${n.slice(0, 3)} ${n.slice(3, 7)} ${n.slice(7)}`, `+86-${n}`]); },
  KR: (r) => r.pick([`010-${D(r, 4)}-${D(r, 4)}`, `+82 10-${D(r, 4)}-${D(r, 4)}`, `02-${D(r, 3)}-${D(r, 4)}`, `+82-2-${D(r, 4)}-${D(r, 4)}`]),
  SA: (r) => r.pick([`+966 5${r.int(0, 9)} ${D(r, 3)} ${D(r, 4)}`, `05${r.int(0, 9)} ${D(r, 3)} ${D(r, 4)}`, `+966-11-${D(r, 3)}-${D(r, 4)}`]),
  AE: (r) => r.pick([`+971 5${r.pick(['0', '2', '5', '6'])} ${D(r, 3)} ${D(r, 4)}`, `05${r.pick(['0', '5'])}-${D(r, 7)}`, `+971 4 ${D(r, 3)} ${D(r, 4)}`]),
  IN: (r) => { const n = r.pick(['9', '8', '7']) + D(r, 9); return r.pick([`+91 ${n.slice(0, 5)} ${n.slice(5)}`, `+91-${n}`, `0${n}`, `${n.slice(0, 5)} ${n.slice(5)}`]); },
  TR: (r) => { const n = '5' + r.pick(['32', '33', '42', '05', '55']) + D(r, 7); return r.pick([`+90 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6, 8)} ${n.slice(8)}`, `0${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6, 8)} ${n.slice(8)}`, `0 (${n.slice(0, 3)}) ${n.slice(3, 6)} ${n.slice(6)}`]); },
  MX: (r) => r.pick([`+52 55 ${D(r, 4)} ${D(r, 4)}`, `+52 1 33 ${D(r, 4)} ${D(r, 4)}`, `(81) ${D(r, 4)}-${D(r, 4)}`]),
  NG: (r) => r.pick([`+234 80${r.int(2, 9)} ${D(r, 3)} ${D(r, 4)}`, `080${r.int(2, 9)}${D(r, 7)}`, `+234 (0)70${r.int(1, 9)} ${D(r, 3)} ${D(r, 4)}`]),
  KE: (r) => r.pick([`+254 7${D(r, 2)} ${D(r, 6)}`, `07${D(r, 2)} ${D(r, 3)} ${D(r, 3)}`]),
  AU: (r) => r.pick([`+61 4${D(r, 2)} ${D(r, 3)} ${D(r, 3)}`, `04${D(r, 2)} ${D(r, 3)} ${D(r, 3)}`, `(02) ${r.int(8, 9)}${D(r, 3)} ${D(r, 4)}`]),
  CA: (r) => PHONES.US(r),
  CL: (r) => r.pick([`+56 9 ${D(r, 4)} ${D(r, 4)}`, `(2) 2${D(r, 3)} ${D(r, 4)}`]),
  FI: (r) => r.pick([`+358 40 ${D(r, 3)} ${D(r, 4)}`, `050 ${D(r, 3)} ${D(r, 4)}`]),
  SG: (r) => r.pick([`+65 ${r.pick(['8', '9'])}${D(r, 3)} ${D(r, 4)}`, `6${D(r, 3)} ${D(r, 4)}`]),
  TH: (r) => r.pick([`+66 8${D(r, 1)} ${D(r, 3)} ${D(r, 4)}`, `08${D(r, 1)}-${D(r, 3)}-${D(r, 4)}`]),
};

// ---- addresses -------------------------------------------------------------------------------
/** Each returns the lines of one address; callers join them with ", " or line breaks. */
export const ADDRESSES = {
  US: (r) => [`${r.int(12, 9899)} ${r.pick(['Maple', 'Cedar Ridge', 'Old Mill', 'Linwood', 'Harrington', 'Birchwood', 'Canal', 'Juniper Hollow', 'Prospect', 'Winslow'])} ${r.pick(['St', 'Ave', 'Rd', 'Blvd', 'Dr', 'Ln', 'Court', 'Way', 'Street', 'Avenue'])}${r.chance(0.35) ? r.pick([', Apt ', ' Unit ', ' #', ', Suite ']) + r.int(1, 40) + r.pick(['', 'B', 'C']) : ''}`, `${r.pick(['Springfield, IL 627', 'Dayton, OH 454', 'Boise, ID 837', 'Tacoma, WA 984', 'Savannah, GA 314', 'Albany, NY 122', 'Fresno, CA 937', 'Madison, WI 537', 'Tulsa, OK 741', 'Raleigh, NC 276'])}${D(r, 2)}`],
  GB: (r) => { const l = [`${r.chance(0.3) ? `Flat ${r.int(1, 24)}, ` : ''}${r.int(1, 240)} ${r.pick(['Kingsley Road', 'Albion Street', 'Mill Lane', 'Wentworth Close', 'Beechgrove Avenue', 'Ashdown Crescent', 'Harcourt Terrace', 'Station Road'])}`]; const t = r.pick([['Leeds', 'LS'], ['Bristol', 'BS'], ['Norwich', 'NR'], ['Sheffield', 'S'], ['Cardiff', 'CF'], ['Glasgow', 'G'], ['Brighton', 'BN']]); l.push(`${t[0]} ${t[1]}${r.int(1, 28)} ${r.int(1, 9)}${r.chars('ABDEFGHJLNPQRSTUWXYZ', 2)}`); return l; },
  DE: (r) => [`${r.pick(['Lindenstraße', 'Am Mühlbach', 'Bahnhofstr.', 'Gartenweg', 'Kastanienallee', 'Schillerplatz', 'Eichendorffstraße', 'Auf der Heide', 'Hauptstraße', 'Birkenring'])} ${r.int(1, 140)}${r.pick(['', '', 'a', 'b'])}`, `${pad(r.int(1067, 99998), 5)} ${r.pick(['Berlin', 'Leipzig', 'Köln', 'Freiburg im Breisgau', 'Münster', 'Kassel', 'Rostock', 'Regensburg', 'Bielefeld'])}`],
  FR: (r) => [`${r.int(1, 180)}${r.pick(['', '', ' bis', ' ter'])} ${r.pick(['rue des Lilas', 'avenue Jean-Jaurès', 'boulevard Voltaire', 'impasse du Moulin', 'rue de la Fontaine', 'chemin des Vignes', 'place du Marché', 'allée des Tilleuls'])}`, `${pad(r.int(1000, 95999), 5)} ${r.pick(['Lyon', 'Nantes', 'Toulouse', 'Lille', 'Rennes', 'Montpellier', 'Dijon', 'Grenoble', 'Paris'])}`],
  ES: (r) => [`${r.pick(['Calle', 'C/', 'Avda.', 'Paseo', 'Plaza'])} ${r.pick(['de los Almendros', 'Mayor', 'del Olivo', 'de la Constitución', 'San Bernardo', 'de Goya', 'Real'])}, ${r.int(1, 160)}${r.pick(['', `, ${r.int(1, 9)}º ${r.pick(['A', 'B', 'C', 'izq.', 'dcha.'])}`])}`, `${pad(r.int(1001, 50840), 5)} ${r.pick(['Madrid', 'Zaragoza', 'Sevilla', 'Valencia', 'Bilbao', 'Málaga', 'Valladolid'])}`],
  BR: (r) => [`${r.pick(['Rua', 'Av.', 'Travessa', 'Alameda'])} ${r.pick(['das Palmeiras', 'Sete de Setembro', 'Barão de Itapetininga', 'dos Andradas', 'Marechal Deodoro', 'das Acácias'])}, ${r.int(10, 2900)}${r.pick(['', ` - apto ${r.int(11, 184)}`, ', casa 2'])}`, `${r.pick(['Jardim Paulista, São Paulo - SP', 'Savassi, Belo Horizonte - MG', 'Botafogo, Rio de Janeiro - RJ', 'Moinhos de Vento, Porto Alegre - RS', 'Boa Viagem, Recife - PE'])}, ${D(r, 5)}-${D(r, 3)}`],
  IT: (r) => [`${r.pick(['Via', 'Viale', 'Corso', 'Piazza', 'Vicolo'])} ${r.pick(['Garibaldi', 'dei Mille', 'Roma', 'Mazzini', 'delle Rose', 'San Francesco', 'Cavour', 'XX Settembre'])} ${r.int(1, 210)}${r.pick(['', '/A', ' int. 5'])}`, `${pad(r.int(10010, 98168), 5)} ${r.pick(['Milano MI', 'Torino TO', 'Bologna BO', 'Firenze FI', 'Napoli NA', 'Bari BA', 'Verona VR', 'Padova PD'])}`],
  NL: (r) => [`${r.pick(['Keizersgracht', 'Dorpsstraat', 'Molenweg', 'Kerkplein', 'Lindelaan', 'Prinsengracht', 'Havenstraat', 'Vondelstraat'])} ${r.int(1, 420)}${r.pick(['', '', '-II', 'A', ' bis'])}`, `${r.int(1011, 9999)} ${r.chars('ABCDEGHJKLMNPRSTVWXZ', 2)} ${r.pick(['Amsterdam', 'Utrecht', 'Groningen', 'Eindhoven', 'Zwolle', 'Haarlem', 'Delft'])}`],
  PL: (r) => [`ul. ${r.pick(['Długa', 'Kwiatowa', 'Marszałkowska', 'Słoneczna', 'Polna', 'Lipowa', 'Piotrkowska', 'Mickiewicza'])} ${r.int(1, 200)}${r.chance(0.5) ? '/' + r.int(1, 80) : ''}`, `${pad(r.int(0, 99), 2)}-${pad(r.int(1, 999), 3)} ${r.pick(['Warszawa', 'Kraków', 'Łódź', 'Wrocław', 'Poznań', 'Gdańsk', 'Lublin'])}`],
  SE: (r) => [`${r.pick(['Storgatan', 'Björkvägen', 'Drottninggatan', 'Sjövägen', 'Kyrkogatan', 'Ängsvägen', 'Vasagatan'])} ${r.int(1, 90)}${r.pick(['', ' B', ', lgh 1102'])}`, `${r.int(100, 984)} ${D(r, 2)} ${r.pick(['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Umeå', 'Linköping', 'Örebro'])}`],
  JP: (r) => r.chance(0.5)
    ? [`〒${D(r, 3)}-${D(r, 4)}`, `${r.pick(['東京都渋谷区神南', '東京都世田谷区太子堂', '大阪府大阪市北区梅田', '神奈川県横浜市中区山下町', '愛知県名古屋市中村区名駅', '福岡県福岡市中央区天神'])}${r.int(1, 5)}丁目${r.int(1, 30)}-${r.int(1, 20)}${r.pick(['', ` ${r.pick(['コーポ', 'メゾン', 'グランハイツ'])}${r.pick(['桜', '若葉', '青山'])}${r.int(101, 805)}号室`])}`]
    : [`${r.int(1, 5)}-${r.int(1, 30)}-${r.int(1, 20)} ${r.pick(['Jinnan, Shibuya-ku', 'Taishido, Setagaya-ku', 'Umeda, Kita-ku', 'Tenjin, Chuo-ku'])}`, `${r.pick(['Tokyo', 'Osaka', 'Fukuoka'])} ${D(r, 3)}-${D(r, 4)}`],
  CN: (r) => r.chance(0.6)
    ? [`${r.pick(['上海市浦东新区世纪大道', '北京市朝阳区建国路', '广东省深圳市南山区科技园路', '浙江省杭州市西湖区文三路', '四川省成都市武侯区人民南路'])}${r.int(1, 999)}号${r.pick(['', `${r.int(1, 30)}栋${r.int(101, 2808)}室`])}`]
    : [`Room ${r.int(101, 2808)}, No. ${r.int(1, 500)} ${r.pick(['Century Avenue, Pudong New District', 'Jianguo Road, Chaoyang District', 'Wensan Road, Xihu District'])}`, `${r.pick(['Shanghai 200120', 'Beijing 100022', 'Hangzhou 310012'])}`],
  KR: (r) => r.chance(0.6)
    ? [`${r.pick(['서울특별시 강남구 테헤란로', '서울특별시 마포구 월드컵북로', '부산광역시 해운대구 센텀중앙로', '경기도 성남시 분당구 판교역로'])} ${r.int(1, 400)}${r.pick(['', `, ${r.int(2, 25)}층`, ` ${r.int(101, 112)}동 ${r.int(101, 2304)}호`])}`, `(${pad(r.int(1000, 63644), 5)})`]
    : [`${r.int(1, 400)} ${r.pick(['Teheran-ro, Gangnam-gu', 'World Cup buk-ro, Mapo-gu', 'Centum jungang-ro, Haeundae-gu'])}`, `${r.pick(['Seoul', 'Busan'])} ${pad(r.int(1000, 63644), 5)}`],
  SA: (r) => r.chance(0.6)
    ? [`${r.pick(['شارع الأمير سلطان', 'طريق الملك عبدالعزيز', 'شارع التحلية', 'شارع الستين'])}، ${r.pick(['حي العليا', 'حي الروضة', 'حي النزهة', 'حي الملقا'])}`, `${r.pick(['الرياض', 'جدة', 'الدمام'])} ${r.int(11000, 34999)}`]
    : [`Building ${r.int(1000, 9999)}, ${r.pick(['Prince Sultan St', 'King Abdulaziz Rd', 'Tahlia St'])}, ${r.pick(['Al Olaya', 'Al Rawdah', 'Al Malqa'])}`, `${r.pick(['Riyadh', 'Jeddah'])} ${r.int(11000, 34999)}`],
  AE: (r) => [`${r.pick(['Villa', 'Apartment', 'Office'])} ${r.int(1, 2400)}, ${r.pick(['Al Wasl Road', 'Street 14B', 'Sheikh Zayed Road', 'Al Khail Road'])}`, `${r.pick(['Jumeirah 2', 'Al Barsha 1', 'Mirdif', 'Al Reem Island'])}, ${r.pick(['Dubai', 'Abu Dhabi'])}`],
  IN: (r) => [`${r.pick(['Flat', 'House No.', 'Plot'])} ${r.int(1, 999)}${r.pick(['', '-B', ', 3rd Floor'])}, ${r.pick(['Sai Residency', 'Green Park Apartments', 'Lakeview Enclave', 'Shanti Niwas'])}`, `${r.int(1, 40)}${r.pick(['th Cross', 'th Main', ' Ring Road'])}, ${r.pick(['Indiranagar, Bengaluru', 'Koregaon Park, Pune', 'Banjara Hills, Hyderabad', 'Salt Lake, Kolkata', 'Adyar, Chennai'])} ${r.int(400001, 700099)}`],
  TR: (r) => [`${r.pick(['Atatürk Cad.', 'Bağdat Cad.', 'İnönü Sok.', 'Cumhuriyet Mah. Lale Sok.', 'Gazi Bulvarı'])} No: ${r.int(1, 240)}${r.pick(['', ` D: ${r.int(1, 24)}`, `/${r.int(1, 12)}`])}`, `${r.int(1000, 81999)} ${r.pick(['Kadıköy/İstanbul', 'Çankaya/Ankara', 'Konak/İzmir', 'Nilüfer/Bursa'])}`],
  MX: (r) => [`${r.pick(['Av. Insurgentes Sur', 'Calle Durango', 'Blvd. Agua Caliente', 'Calle Hidalgo'])} ${r.int(10, 3000)}${r.pick(['', ' Int. 4', ', Depto. 302'])}`, `Col. ${r.pick(['Roma Norte', 'Del Valle', 'Centro'])}, ${pad(r.int(1000, 99999), 5)} ${r.pick(['Ciudad de México, CDMX', 'Guadalajara, Jal.', 'Monterrey, N.L.'])}`],
  NG: (r) => [`${r.int(1, 120)} ${r.pick(['Adeola Odeku Street', 'Awolowo Road', 'Allen Avenue', 'Ademola Adetokunbo Crescent'])}`, `${r.pick(['Victoria Island, Lagos', 'Ikoyi, Lagos', 'Ikeja, Lagos', 'Wuse II, Abuja'])}`],
  KE: (r) => [`${r.pick(['Apartment', 'House'])} ${r.int(1, 60)}, ${r.pick(['Ngong Road', 'Kindaruma Road', 'Riverside Drive'])}`, `${r.pick(['Kilimani', 'Westlands', 'Lavington'])}, Nairobi ${pad(r.int(100, 800), 5)}`],
  AU: (r) => [`${r.chance(0.3) ? `Unit ${r.int(1, 30)}/` : ''}${r.int(1, 300)} ${r.pick(['Wattle Street', 'Banksia Avenue', 'Coogee Bay Road', 'Lygon Street', 'Kingfisher Parade'])}`, `${r.pick(['Carlton VIC 30', 'Randwick NSW 20', 'Fortitude Valley QLD 40', 'Fremantle WA 61'])}${D(r, 2)}`],
  CA: (r) => [`${r.int(10, 9800)} ${r.pick(['Rue Saint-Denis', 'Bloor Street West', 'Granville Street', 'Jasper Avenue'])}${r.chance(0.3) ? `, Apt ${r.int(1, 900)}` : ''}`, `${r.pick(['Montréal QC', 'Toronto ON', 'Vancouver BC', 'Edmonton AB'])} ${r.chars('ABCEGHJKLMNPRSTVXY', 1)}${r.int(0, 9)}${r.chars('ABCEGHJKLMNPRSTVWXYZ', 1)} ${r.int(0, 9)}${r.chars('ABCEGHJKLMNPRSTVWXYZ', 1)}${r.int(0, 9)}`],
  CL: (r) => [`${r.pick(['Av. Providencia', 'Pasaje Los Aromos', 'Calle Merced'])} ${r.int(10, 3000)}${r.pick(['', `, depto. ${r.int(101, 1904)}`])}`, `${r.pick(['Providencia', 'Ñuñoa', 'Las Condes'])}, Santiago`],
  FI: (r) => [`${r.pick(['Mannerheimintie', 'Hämeenkatu', 'Koivukuja', 'Rantatie'])} ${r.int(1, 90)} ${r.pick(['A', 'B', 'C'])} ${r.int(1, 40)}`, `${pad(r.int(100, 99999), 5)} ${r.pick(['Helsinki', 'Tampere', 'Turku', 'Oulu'])}`],
  SG: (r) => [`Blk ${r.int(1, 999)} ${r.pick(['Ang Mo Kio Avenue 3', 'Tampines Street 21', 'Bukit Batok West Ave 6'])}`, `#${pad(r.int(2, 30))}-${r.int(10, 999)}, Singapore ${r.int(100000, 829999)}`],
  TH: (r) => [`${r.int(1, 999)}/${r.int(1, 99)} ${r.pick(['Soi Sukhumvit 39', 'Thanon Ratchadaphisek', 'Soi Ari 4'])}`, `${r.pick(['Khlong Toei Nuea, Watthana', 'Din Daeng', 'Phaya Thai'])}, Bangkok ${r.int(10100, 10900)}`],
};

// ---- names -----------------------------------------------------------------------------------
// Each locale: given names (f/m), family names, and for non-Latin scripts [native, romanised] pairs.
export const LOCALES = {
  'en-US': { lang: 'en', cc: 'US', given: g('Olivia,Hannah,Megan,Chloe,Abigail,Rebecca,Lauren,Danielle,Courtney,Brianna,Shauna,Marisol', 'Ethan,Tyler,Marcus,Connor,Dylan,Garrett,Trevor,Wesley,Bradley,Desmond,Jamal,Reggie'), family: 'Whitfield,Pemberton,Caldwell,Ashby,Hollis,Brannigan,Donnelly,Radcliffe,Thornbury,McAllister,Fairbanks,Okonkwo-Reyes,Delgado,Nguyen,Washington'.split(','), domains: ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'comcast.net'] },
  'en-GB': { lang: 'en', cc: 'GB', given: g('Imogen,Harriet,Siobhan,Freya,Niamh,Poppy,Philippa,Rhiannon', 'Alfie,Callum,Rory,Hamish,Declan,Oliver,Rupert,Gareth'), family: 'Featherstone,Ainsworth,Blackwood,Pritchard,Llewellyn,Ogilvie,Cartwright,Hargreaves,Mistry,Begum'.split(','), domains: ['btinternet.com', 'gmail.com', 'hotmail.co.uk', 'sky.com'] },
  'de-DE': { lang: 'de', cc: 'DE', given: g('Anna-Lena,Johanna,Friederike,Svenja,Katrin,Mareike,Ulrike,Leonie', 'Lukas,Tobias,Jannik,Henrik,Matthias,Florian,Jörg,Maximilian'), family: 'Brandstätter,Kühnel,Wiesinger,Hoffmeister,Schäfer,Vogelsang,Eberhardt,Pöschl,Dreßler,Oberhuber,Yılmaz-Krüger'.split(','), domains: ['web.de', 'gmx.de', 't-online.de', 'posteo.de', 'gmail.com'] },
  'fr-FR': { lang: 'fr', cc: 'FR', given: g('Camille,Éloïse,Margaux,Solène,Inès,Apolline,Clémence,Maëlle', 'Théo,Baptiste,Mathéo,Grégoire,Lucien,Yanis,Hugo,Aurélien'), family: 'Lefebvre-Morel,Dubreuil,Carpentier,Fauconnier,Giraudet,Vasseur,Lemaître,Chevalier,Béranger,Benali'.split(','), domains: ['orange.fr', 'free.fr', 'laposte.net', 'gmail.com', 'sfr.fr'] },
  'es-ES': { lang: 'es', cc: 'ES', given: g('Lucía,Ainhoa,Nerea,Itziar,Paloma,Rocío,Macarena,Marta', 'Íñigo,Álvaro,Sergio,Rubén,Joaquín,Adrián,Borja,Xabier'), family: 'García Ortega,Sánchez Iglesias,Etxeberria Navarro,Montero Villalobos,Cabrera Ibáñez,Fernández Soto,Ruiz de la Fuente'.split(','), domains: ['gmail.com', 'hotmail.es', 'telefonica.net', 'yahoo.es'] },
  'pt-BR': { lang: 'pt', cc: 'BR', given: g('Ana Beatriz,Larissa,Thaís,Juliana,Gabriela,Bruna,Luana', 'João Pedro,Thiago,Rafael,Gustavo,Leandro,Caio,Vinícius'), family: 'da Silva Pereira,Nogueira,Albuquerque,Figueiredo,Carvalho Moraes,Barbosa,Teixeira,Cavalcanti,dos Santos'.split(','), domains: ['gmail.com', 'uol.com.br', 'bol.com.br', 'terra.com.br', 'hotmail.com'] },
  'it-IT': { lang: 'it', cc: 'IT', given: g('Giulia,Chiara,Francesca,Martina,Ilaria,Beatrice,Valentina', 'Lorenzo,Matteo,Alessandro,Davide,Riccardo,Gianluca,Pierpaolo'), family: 'Esposito,Colombo,Ferraro,Bianchi,Marchetti,Lombardi,De Santis,Galli,Fontana,Barbieri'.split(','), domains: ['libero.it', 'virgilio.it', 'tiscali.it', 'gmail.com', 'alice.it'] },
  'nl-NL': { lang: 'nl', cc: 'NL', given: g('Sanne,Femke,Lotte,Marieke,Anouk,Noor,Fenna', 'Daan,Bram,Joris,Sven,Thijs,Ruben,Wouter'), family: 'de Vries,van den Berg,Bakker,Jansen,Visser,van Dijk,Smit,Meijer,de Graaf,van der Linden,El Amrani'.split(','), domains: ['ziggo.nl', 'kpnmail.nl', 'gmail.com', 'hotmail.nl'] },
  'pl-PL': { lang: 'pl', cc: 'PL', given: g('Agnieszka,Katarzyna,Małgorzata,Zuzanna,Joanna,Weronika', 'Krzysztof,Paweł,Grzegorz,Bartosz,Łukasz,Mikołaj'), family: 'Nowak,Wójcik,Kamiński,Lewandowski,Zieliński,Szymański,Dąbrowski,Kozłowski,Mazur,Krawczyk'.split(','), femFamily: (s) => s.replace(/ski$/, 'ska').replace(/cki$/, 'cka'), domains: ['wp.pl', 'onet.pl', 'interia.pl', 'o2.pl', 'gmail.com'] },
  'sv-SE': { lang: 'sv', cc: 'SE', given: g('Astrid,Ebba,Linnea,Maja,Saga,Ingrid,Elsa', 'Oskar,Viktor,Axel,Emil,Hampus,Nils,Gustav'), family: 'Lindqvist,Bergström,Sandberg,Holmgren,Nyström,Åkesson,Ekberg,Lundgren,Sjöberg,Wallin'.split(','), domains: ['telia.com', 'bredband.net', 'gmail.com', 'outlook.com'] },
  'ja-JP': { lang: 'ja', cc: 'JP', native: true, familyOrder: true, given: { f: pairs('陽菜|Hina,美咲|Misaki,結衣|Yui,葵|Aoi,真由美|Mayumi,千尋|Chihiro'), m: pairs('翔太|Shota,大輔|Daisuke,健太|Kenta,拓海|Takumi,悠人|Yuto,和也|Kazuya') }, family: pairs('佐藤|Sato,鈴木|Suzuki,高橋|Takahashi,渡辺|Watanabe,伊藤|Ito,中村|Nakamura,小林|Kobayashi,山口|Yamaguchi,松本|Matsumoto,井上|Inoue'), domains: ['docomo.ne.jp', 'yahoo.co.jp', 'gmail.com', 'ezweb.ne.jp'] },
  'zh-CN': { lang: 'zh', cc: 'CN', native: true, familyOrder: true, given: { f: pairs('秀英|Xiuying,静怡|Jingyi,雨桐|Yutong,佳琪|Jiaqi,梦瑶|Mengyao'), m: pairs('浩然|Haoran,子轩|Zixuan,伟|Wei,建国|Jianguo,俊杰|Junjie,志强|Zhiqiang') }, family: pairs('王|Wang,李|Li,张|Zhang,刘|Liu,陈|Chen,杨|Yang,黄|Huang,赵|Zhao,周|Zhou,吴|Wu,欧阳|Ouyang'), domains: ['qq.com', '163.com', '126.com', 'sina.com', 'foxmail.com'] },
  'ko-KR': { lang: 'ko', cc: 'KR', native: true, familyOrder: true, given: { f: pairs('서연|Seo-yeon,지민|Ji-min,하은|Ha-eun,민지|Min-ji,수빈|Su-bin'), m: pairs('민준|Min-jun,도윤|Do-yun,현우|Hyun-woo,성민|Sung-min,재현|Jae-hyun') }, family: pairs('김|Kim,이|Lee,박|Park,최|Choi,정|Jung,강|Kang,조|Cho,윤|Yoon,장|Jang,한|Han'), domains: ['naver.com', 'daum.net', 'kakao.com', 'gmail.com'] },
  'ar-SA': { lang: 'ar', cc: 'SA', native: true, given: { f: pairs('فاطمة|Fatima,ليلى|Layla,نورة|Noura,مريم|Maryam,هند|Hind,ريم|Reem'), m: pairs('محمد|Mohammed,عمر|Omar,خالد|Khalid,يوسف|Youssef,طارق|Tariq,فيصل|Faisal') }, family: pairs('العتيبي|Al-Otaibi,الحربي|Al-Harbi,الشمري|Al-Shammari,القحطاني|Al-Qahtani,الغامدي|Al-Ghamdi,الدوسري|Al-Dosari'), domains: ['gmail.com', 'hotmail.com', 'outlook.sa'] },
  'ar-AE': { lang: 'ar', cc: 'AE', native: true, given: { f: pairs('عائشة|Aisha,سلمى|Salma,شيخة|Sheikha,أمل|Amal'), m: pairs('سعيد|Saeed,راشد|Rashid,حمدان|Hamdan,ماجد|Majid') }, family: pairs('المنصوري|Al Mansoori,الكعبي|Al Kaabi,حداد|Haddad,النجار|Al Najjar,الظاهري|Al Dhaheri'), domains: ['eim.ae', 'gmail.com', 'yahoo.com'] },
  'hi-IN': { lang: 'hi', cc: 'IN', native: true, given: { f: pairs('प्रिया|Priya,अनन्या|Ananya,काव्या|Kavya,सुनीता|Sunita,मीनाक्षी|Meenakshi'), m: pairs('अर्जुन|Arjun,रोहन|Rohan,विक्रम|Vikram,सिद्धार्थ|Siddharth,राजेश|Rajesh') }, family: pairs('शर्मा|Sharma,गुप्ता|Gupta,वर्मा|Verma,मिश्रा|Mishra,यादव|Yadav,पटेल|Patel'), domains: ['gmail.com', 'rediffmail.com', 'yahoo.co.in'] },
  'en-IN': { lang: 'en', cc: 'IN', given: g('Deepika,Lakshmi,Aishwarya,Harpreet,Shreya,Nandini', 'Aditya,Karthik,Venkatesh,Gurpreet,Rahul,Sandeep'), family: 'Iyer,Reddy,Chatterjee,Nair,Deshpande,Banerjee,Krishnamurthy,Subramanian,Kaur,Singh Bedi'.split(','), domains: ['gmail.com', 'rediffmail.com', 'outlook.com'] },
  'tr-TR': { lang: 'tr', cc: 'TR', given: g('Elif,Zeynep,Merve,Büşra,Ayşe,Gülşen,Derya', 'Emre,Burak,Mehmet,Oğuzhan,Kerem,Çağlar,İsmail'), family: 'Yılmaz,Kaya,Demir,Şahin,Çelik,Öztürk,Aydın,Arslan,Doğan,Kılıç'.split(','), domains: ['gmail.com', 'hotmail.com', 'yandex.com.tr', 'outlook.com.tr'] },
  'es-MX': { lang: 'es', cc: 'MX', given: g('Guadalupe,Ximena,Citlali,Fernanda,Itzel', 'Juan Carlos,Emiliano,Santiago,Alejandro,Rodrigo'), family: 'Hernández López,Ramírez Cruz,Martínez Flores,Gutiérrez Morales,Vázquez Reyes,Sánchez Juárez'.split(','), domains: ['gmail.com', 'hotmail.com', 'prodigy.net.mx'] },
  'es-CL': { lang: 'es', cc: 'CL', given: g('Javiera,Constanza,Catalina,Francisca', 'Benjamín,Matías,Tomás,Vicente'), family: 'González Muñoz,Rojas Díaz,Contreras Silva,Sepúlveda Araya,Fuentes Tapia'.split(','), domains: ['gmail.com', 'vtr.net'] },
  'en-NG': { lang: 'en', cc: 'NG', given: g('Chinonso,Adaeze,Ngozi,Funmilayo,Oluwakemi,Amaka', 'Oluwaseun,Babajide,Emeka,Chukwudi,Tunde,Ifeanyi'), family: 'Okeke,Nwosu,Adeyemi,Ogunleye,Eze,Obi,Balogun,Okafor,Abubakar,Danjuma'.split(','), domains: ['gmail.com', 'yahoo.com'] },
  'en-KE': { lang: 'en', cc: 'KE', given: g('Wanjiru,Achieng,Nyambura,Atieno', 'Otieno,Kiprono,Mwangi,Baraka'), family: 'Kamau,Ochieng,Odhiambo,Njoroge,Chebet,Mutua,Wekesa'.split(','), domains: ['gmail.com', 'yahoo.com'] },
  'en-AU': { lang: 'en', cc: 'AU', given: g('Matilda,Sienna,Kirra,Brooke', 'Lachlan,Hamish,Jarrah,Cooper'), family: 'Fitzgerald,Kowalczuk,Tran,Papadopoulos,Henderson,McKinnon'.split(','), domains: ['bigpond.com', 'gmail.com', 'optusnet.com.au'] },
  'en-CA': { lang: 'en', cc: 'CA', given: g('Geneviève,Mackenzie,Avery,Simran', 'Étienne,Logan,Mathieu,Brayden'), family: 'Tremblay,Gagnon,Bouchard,MacLeod,Côté,Dhillon'.split(','), domains: ['videotron.ca', 'rogers.com', 'gmail.com', 'shaw.ca'] },
  'fi-FI': { lang: 'en', cc: 'FI', given: g('Aino,Sanna,Helmi,Tuuli', 'Juhani,Eero,Ville,Teemu'), family: 'Korhonen,Mäkinen,Virtanen,Hämäläinen,Laaksonen'.split(','), domains: ['kolumbus.fi', 'gmail.com'] },
  'en-SG': { lang: 'en', cc: 'SG', given: g('Hui Min,Siew Ling,Kavitha,Nur Aisyah', 'Wei Jie,Jun Hao,Muhammad Irfan,Rajan'), family: 'Tan,Lim,Ng,Goh,Ong,Pillai,bin Ismail'.split(','), domains: ['singnet.com.sg', 'gmail.com'] },
  'th-TH': { lang: 'en', cc: 'TH', given: g('Siriporn,Pimchanok,Kanya,Nattaya', 'Somchai,Thanawat,Kittisak,Anan'), family: 'Srisawat,Wongsakul,Chaiyaporn,Boonmee,Rattanakorn'.split(','), domains: ['hotmail.com', 'gmail.com'] },
};
export const LOCALE_KEYS = Object.keys(LOCALES);
export const LANG_LOCALES = LOCALE_KEYS.reduce((m, k) => { (m[LOCALES[k].lang] ??= []).push(k); return m; }, {});

const ascii = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').replace(/ß/g, 'ss').replace(/ı/g, 'i').replace(/ø/g, 'o');

/** The national identifier a person of this country would give on a form. */
function nationalId(r, p) {
  const b = p.birth;
  switch (p.cc) {
    case 'US': return r.chance(0.8) ? { type: 'us_ssn', value: id.usSsn(r) } : { type: 'us_mbi', value: id.usMbi(r) };
    case 'GB': return { type: 'uk_nino', value: r.chance(0.6) ? id.ukNino(r) : id.ukNino(r).replace(/^(..)(..)(..)(..)(.)$/, '$1 $2 $3 $4 $5') };
    case 'DE': { const v = id.deSteuerId(r); return { type: 'de_steuer_id', value: r.chance(0.5) ? v : `${v.slice(0, 2)} ${v.slice(2, 5)} ${v.slice(5, 8)} ${v.slice(8)}` }; }
    case 'FR': { const n = id.frNir(r, p.female ? 2 : 1, b.y % 100, b.m); const t = n.body; return { type: 'fr_nir', value: r.chance(0.5) ? `${t[0]} ${t.slice(1, 3)} ${t.slice(3, 5)} ${t.slice(5, 7)} ${t.slice(7, 10)} ${t.slice(10)} ${n.key}` : t + n.key }; }
    case 'ES': return r.chance(0.7) ? { type: 'es_dni', value: id.esDni(r) } : { type: 'es_nie', value: id.esNie(r) };
    case 'BR': return { type: 'br_cpf', value: id.brCpf(r) };
    case 'IT': return { type: 'it_codice_fiscale', value: id.itCodiceFiscale(r, p.family, p.given, b, p.female) };
    case 'NL': return { type: 'nl_bsn', value: id.nlBsn(r) };
    case 'PL': return { type: 'pl_pesel', value: id.plPesel(r, b) };
    case 'SE': return { type: 'se_personnummer', value: id.sePersonnummer(r, b, r.chance(0.4)) };
    case 'JP': return { type: 'jp_my_number', value: id.jpMyNumber(r) };
    case 'CN': return { type: 'cn_resident_id', value: id.cnResidentId(r, b) };
    case 'KR': return { type: 'kr_rrn', value: id.krRrn(r, b, p.female) };
    case 'SA': return { type: 'sa_national_id', value: id.saNationalId(r) };
    case 'AE': return { type: 'ae_emirates_id', value: id.aeEmiratesId(r, b) };
    case 'IN': return r.chance(0.6) ? { type: 'in_aadhaar', value: id.inAadhaar(r) } : { type: 'in_pan', value: id.inPan(r, p.familyLatin) };
    case 'TR': return { type: 'tr_tckn', value: id.trKimlik(r) };
    case 'MX': return { type: 'mx_curp', value: id.mxCurp(r, p.family.split(' ')[0], p.family.split(' ')[1] || 'X', p.given.split(' ')[0], b, p.female) };
    case 'CL': return { type: 'cl_rut', value: id.clRut(r) };
    case 'AU': return { type: 'au_tfn', value: id.auTfn(r) };
    case 'CA': return { type: 'ca_sin', value: id.caSin(r) };
    case 'FI': return { type: 'fi_hetu', value: id.fiHetu(r, b) };
    case 'SG': return { type: 'sg_nric', value: id.sgNric(r) };
    case 'TH': return { type: 'th_id', value: id.thId(r) };
    case 'NG': return { type: 'ng_nin', value: String(r.int(1, 9)) + r.digits(10) }; // no check digit in the scheme
    default: return { type: 'ke_national_id', value: String(r.int(1, 3)) + r.digits(7) }; // KE: none either
  }
}
const IBAN_OF = { DE: 'DE', FR: 'FR', ES: 'ES', IT: 'IT', NL: 'NL', PL: 'PL', SE: 'SE', GB: 'GB', TR: 'TR', SA: 'SA', AE: 'AE', BR: 'BR', FI: 'FI' };
const PASSPORT_OF = (cc) => (id.PASSPORT[cc] ? cc : 'GB');

/** A fake person with everything a form might ask for; values are drawn once and reused. */
export function person(r, locale = r.pick(LOCALE_KEYS), birth = null) {
  const L = LOCALES[locale];
  const female = r.chance(0.5);
  const gv = r.pick(female ? L.given.f : L.given.m), fm = r.pick(L.family);
  const p = { locale, lang: L.lang, cc: L.cc, female };
  if (L.native) {
    p.given = gv[0]; p.family = fm[0]; p.givenLatin = gv[1]; p.familyLatin = fm[1];
    p.full = L.familyOrder ? (L.lang === 'ja' ? `${fm[0]} ${gv[0]}` : `${fm[0]}${gv[0]}`) : `${gv[0]} ${fm[0]}`;
    p.latin = L.familyOrder && r.chance(0.4) ? `${fm[1].toUpperCase()} ${gv[1]}` : `${gv[1]} ${fm[1]}`;
  } else {
    p.given = gv; p.family = female && L.femFamily ? L.femFamily(fm) : fm; p.givenLatin = p.given; p.familyLatin = p.family;
    p.full = `${p.given} ${p.family}`; p.latin = p.full;
  }
  p.birth = birth ?? { y: r.int(1948, 2004), m: r.int(1, 12), d: r.int(1, 28) };
  const gl = ascii(p.givenLatin).toLowerCase().replace(/[^a-z]+/g, ''), fl = ascii(p.familyLatin).toLowerCase().replace(/^(al|el|de|van|da|dos|bin)[- ]/, '').replace(/[^a-z]+/g, '');
  const local = r.pick([`${gl}.${fl}`, `${gl[0]}${fl}`, `${fl}.${gl}`, `${gl}${fl[0]}${r.int(1, 99)}`, `${gl}_${fl}${p.birth.y % 100}`, `${fl}${gl[0]}`, `${gl}.${fl}${r.int(1, 9)}`]);
  p.email = `${local}@${r.pick(L.domains)}`;
  p.workEmail = (domain) => `${r.pick([`${gl}.${fl}`, `${gl[0]}.${fl}`, `${gl}`])}@${domain}`;
  p.phone = PHONES[L.cc](r);
  p.addressLines = ADDRESSES[L.cc](r);
  p.address = p.addressLines.join(', ');
  p.nationalId = nationalId(r, p);
  p.passportCountry = PASSPORT_OF(L.cc);
  p.passport = id.passport(r, p.passportCountry);
  p.iban = IBAN_OF[L.cc] ? id.iban(r, IBAN_OF[L.cc]).electronic : null;
  p.dob = (style) => formatDate(r, ['ja', 'zh', 'ko'].includes(L.lang) || !MONTHS[L.lang] ? L.lang : L.lang, p.birth, style);
  return p;
}

/** Companies, places and products whose names read like people's: not personal data. */
export const NAME_LIKE_NON_PERSONS = ['Morgan Stanley', 'Wells Fargo', 'Johnson Controls', 'Marks & Spencer', 'Ben & Jerry', 'Tim Hortons', 'Hugo Boss', 'Louis Vuitton', 'Jack Daniel', 'Victoria Station', 'Santa Clara', 'San Francisco', 'Fort Worth', 'Mount Wellington', 'Adelaide', 'Charles de Gaulle', 'Martin Luther King Jr. Blvd', 'Walt Disney World', 'Ford Mustang', 'Ruby on Rails', 'Franklin Templeton', 'Stanley Black & Decker', 'Hamilton Beach', 'Calvin Klein', 'Alexander von Humboldt Gymnasium', 'Klaus Kinski Allee', 'Gare Saint-Lazare', 'Rio Grande', 'Pablo Picasso Museum', 'Joseph Fourier University', 'Kelly Services', 'Dr. Martens', 'Marie Curie Hospital', 'Edison Electric', 'Tesla Model Y', 'Jordan Brand', 'Florence Nightingale Ward', 'Da Vinci Resolve', 'St. Louis', 'Sherwin-Williams'];
