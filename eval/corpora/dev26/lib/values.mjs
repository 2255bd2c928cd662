// Value generators: identifiers with valid check digits, phones, addresses, bank data, cards, wallets.
import * as K from './checksums.mjs';
import { numericDate, wordDate, toArabicIndic } from './lang.mjs';

const p2 = (n) => String(n).padStart(2, '0');
const V = (category, type, value, extra) => ({ category, type, value, ...(extra || {}) });
const grp = (s, sizes, sep = ' ') => { const o = []; let i = 0; for (const n of sizes) { o.push(s.slice(i, i + n)); i += n; } if (i < s.length) o.push(s.slice(i)); return o.filter(Boolean).join(sep); };
const mod = (a, n) => ((a % n) + n) % n;

export function randDate(r, y0, y1) { const y = r.int(y0, y1), m = r.int(1, 12); const dim = new Date(Date.UTC(y, m, 0)).getUTCDate(); return { y, m, d: r.int(1, dim) }; }

// ---------------- phones (fictional ranges where a country publishes one: US/CA 555-01xx, UK 07700 900xxx / 020 7946 0xxx, AU 0491 570 xxx, FR 06 39 98 / 01 99 00, SE 070-174 06 xx)
const PH = {
  DE: (r) => { const pre = r.pick(['151','152','157','160','162','170','172','176','178']); const n = r.digits(r.pick([7, 8])); return V('phone_number', 'de_mobile', r.pick([`+49 ${pre} ${n}`, `0${pre} ${grp(n, [4, 4])}`, `+49 (0)${pre}-${n}`, `0${pre}/${n}`])); },
  AT: (r) => { const pre = r.pick(['664','650','676','699','660']); const n = r.digits(7); return V('phone_number', 'at_mobile', r.pick([`+43 ${pre} ${n}`, `0${pre} ${grp(n, [3, 2, 2])}`])); },
  CH: (r) => { const pre = r.pick(['76','77','78','79']); const n = r.digits(7); return V('phone_number', 'ch_mobile', r.pick([`+41 ${pre} ${grp(n, [3, 2, 2])}`, `0${pre} ${grp(n, [3, 2, 2])}`])); },
  FR: (r) => { if (r.chance(0.25)) { const n = r.digits(4); return V('phone_number', 'fr_landline', r.pick([`01 99 00 ${grp(n, [2, 2])}`, `+33 1 99 00 ${grp(n, [2, 2])}`])); } const n = r.digits(4); return V('phone_number', 'fr_mobile', r.pick([`06 39 98 ${grp(n, [2, 2])}`, `+33 6 39 98 ${grp(n, [2, 2])}`, `+33 (0)6 39 98 ${grp(n, [2, 2])}`, `06.39.98.${n.slice(0, 2)}.${n.slice(2)}`])); },
  BE: (r) => { const pre = r.pick(['470','471','472','475','477','478','479','485','492','496']); const n = r.digits(6); return V('phone_number', 'be_mobile', r.pick([`+32 ${pre} ${grp(n, [2, 2, 2])}`, `0${pre}/${grp(n, [2, 2, 2], '.')}`])); },
  NL: (r) => { const n = r.digits(8); return V('phone_number', 'nl_mobile', r.pick([`+31 6 ${n}`, `06-${n}`, `+31 (0)6 ${grp(n, [2, 2, 2, 2])}`])); },
  ES: (r) => { const n = r.pick(['6', '7']) + r.digits(8); return V('phone_number', 'es_mobile', r.pick([`+34 ${grp(n, [3, 3, 3])}`, grp(n, [3, 2, 2, 2]), `0034 ${n}`])); },
  IT: (r) => { const n = '3' + r.pick(['20','28','33','35','38','40','47','49','66','89','93']) + r.digits(7); return V('phone_number', 'it_mobile', r.pick([`+39 ${grp(n, [3, 3, 4])}`, `${n.slice(0, 3)} ${n.slice(3)}`, `+39 ${n}`])); },
  PT: (r) => { const n = '9' + r.pick(['1','2','3','6']) + r.digits(7); return V('phone_number', 'pt_mobile', r.pick([`+351 ${grp(n, [3, 3, 3])}`, grp(n, [3, 3, 3])])); },
  PL: (r) => { const n = r.pick(['5','6','7','8']) + r.digits(8); return V('phone_number', 'pl_mobile', r.pick([`+48 ${grp(n, [3, 3, 3])}`, grp(n, [3, 3, 3], '-'), `0048${n}`])); },
  GB: (r) => { if (r.chance(0.25)) { const n = r.digits(3); return V('phone_number', 'uk_landline', r.pick([`020 7946 0${n}`, `+44 20 7946 0${n}`])); } const n = r.digits(3); return V('phone_number', 'uk_mobile', r.pick([`07700 900${n}`, `+44 7700 900${n}`, `+44 (0)7700 900 ${n}`, `07700900${n}`])); },
  IE: (r) => { const pre = r.pick(['83','85','86','87','89']); const n = r.digits(7); return V('phone_number', 'ie_mobile', r.pick([`+353 ${pre} ${grp(n, [3, 4])}`, `0${pre} ${grp(n, [3, 4])}`])); },
  US: (r) => { const a = r.pick(['212','415','312','617','206','512','305','718','646','303']); const n = '01' + r.digits(2); return V('phone_number', 'us_phone', r.pick([`(${a}) 555-${n}`, `+1 ${a}-555-${n}`, `${a}.555.${n}`, `1-${a}-555-${n}`, `+1 (${a}) 555 ${n}`])); },
  CA: (r) => { const a = r.pick(['416','604','514','613','403','647']); const n = '01' + r.digits(2); return V('phone_number', 'ca_phone', r.pick([`(${a}) 555-${n}`, `+1 ${a} 555 ${n}`, `${a}-555-${n}`])); },
  AU: (r) => { if (r.chance(0.3)) { const n = r.digits(4); return V('phone_number', 'au_landline', r.pick([`(02) 5550 ${n}`, `+61 3 7010 ${n}`, `(03) 7010 ${n}`])); } const n = String(r.int(6, 159)).padStart(3, '0'); return V('phone_number', 'au_mobile', r.pick([`0491 570 ${n}`, `+61 491 570 ${n}`, `0491570${n}`])); },
  JP: (r) => { const pre = r.pick(['90','80','70']); const n = r.digits(8); return V('phone_number', 'jp_mobile', r.pick([`0${pre}-${grp(n, [4, 4], '-')}`, `+81 ${pre}-${grp(n, [4, 4], '-')}`, `0${pre}${n}`])); },
  KR: (r) => { const n = r.digits(8); return V('phone_number', 'kr_mobile', r.pick([`010-${grp(n, [4, 4], '-')}`, `+82 10-${grp(n, [4, 4], '-')}`, `010 ${grp(n, [4, 4])}`])); },
  CN: (r) => { const n = '1' + r.pick(['38','39','36','58','59','86','88','77']) + r.digits(8); return V('phone_number', 'cn_mobile', r.pick([grp(n, [3, 4, 4]), `+86 ${grp(n, [3, 4, 4], '-')}`, `+86 ${n}`, n])); },
  AE: (r) => { const pre = r.pick(['50','52','54','55','56','58']); const n = r.digits(7); return V('phone_number', 'ae_mobile', r.pick([`+971 ${pre} ${grp(n, [3, 4])}`, `0${pre} ${grp(n, [3, 4])}`, `00971${pre}${n}`])); },
  TR: (r) => { const pre = '5' + r.pick(['05','06','30','32','33','35','42','44','52','55']); const n = r.digits(7); return V('phone_number', 'tr_mobile', r.pick([`+90 ${pre} ${grp(n, [3, 2, 2])}`, `0${pre} ${grp(n, [3, 2, 2])}`, `0 (${pre}) ${grp(n, [3, 2, 2])}`])); },
  SE: (r) => { const n = r.digits(2); return V('phone_number', 'se_mobile', r.pick([`070-174 06 ${n}`, `+46 70 174 06 ${n}`, `+46 (0)70-1740 6${n}`])); },
  FI: (r) => { const pre = r.pick(['40','41','44','45','50']); const n = r.digits(7); return V('phone_number', 'fi_mobile', r.pick([`+358 ${pre} ${grp(n, [3, 4])}`, `0${pre} ${grp(n, [3, 4])}`])); },
  NO: (r) => { const n = r.pick(['4','9']) + r.digits(7); return V('phone_number', 'no_mobile', r.pick([`+47 ${grp(n, [3, 2, 3])}`, grp(n, [3, 2, 3])])); },
  IN: (r) => { const n = r.pick(['9','8','7']) + r.digits(9); return V('phone_number', 'in_mobile', r.pick([`+91 ${grp(n, [5, 5])}`, `+91-${n}`, `0${grp(n, [5, 5])}`, n])); },
  BR: (r) => { const ddd = r.pick(['11','21','31','41','51','61','71','81','85']); const n = '9' + r.digits(8); return V('phone_number', 'br_mobile', r.pick([`+55 ${ddd} ${n.slice(0, 5)}-${n.slice(5)}`, `(${ddd}) ${n.slice(0, 5)}-${n.slice(5)}`, `+55 (${ddd}) ${n}`])); },
  MX: (r) => { const a = r.pick(['55','33','81']); const n = r.digits(8); return V('phone_number', 'mx_mobile', r.pick([`+52 ${a} ${grp(n, [4, 4])}`, `${a} ${grp(n, [4, 4])}`, `+52 1 ${a} ${grp(n, [4, 4])}`])); },
  RU: (r) => { const pre = '9' + r.digits(2); const n = r.digits(7); return V('phone_number', 'ru_mobile', r.pick([`+7 ${pre} ${n.slice(0, 3)}-${n.slice(3, 5)}-${n.slice(5)}`, `8 (${pre}) ${n.slice(0, 3)}-${n.slice(3, 5)}-${n.slice(5)}`, `+7${pre}${n}`])); },
  UA: (r) => { const pre = r.pick(['67','68','50','66','63','73','93','97','98','99']); const n = r.digits(7); return V('phone_number', 'ua_mobile', r.pick([`+380 ${pre} ${grp(n, [3, 2, 2])}`, `0${pre} ${grp(n, [3, 2, 2])}`, `+380${pre}${n}`])); },
  EG: (r) => { const pre = r.pick(['10','11','12','15']); const n = r.digits(8); return V('phone_number', 'eg_mobile', r.pick([`+20 ${pre} ${grp(n, [4, 4])}`, `0${pre} ${grp(n, [4, 4])}`, toArabicIndic(`0${pre}${n}`)])); },
  VN: (r) => { const pre = r.pick(['90','91','93','94','96','97','98','86','88']); const n = r.digits(7); return V('phone_number', 'vn_mobile', r.pick([`+84 ${pre}${n[0]} ${grp(n.slice(1), [3, 3])}`, `0${pre}${n[0]} ${grp(n.slice(1), [3, 3])}`, `0${pre}${n}`])); },
  ZA: (r) => { const pre = r.pick(['82','83','72','73','76','79','84']); const n = r.digits(7); return V('phone_number', 'za_mobile', r.pick([`+27 ${pre} ${grp(n, [3, 4])}`, `0${pre} ${grp(n, [3, 4])}`])); },
  NG: (r) => { const pre = r.pick(['803','806','813','816','703','706','805','807','809','817']); const n = r.digits(7); return V('phone_number', 'ng_mobile', r.pick([`+234 ${pre} ${grp(n, [3, 4])}`, `0${pre} ${grp(n, [3, 4])}`, `+234${pre}${n}`])); },
  PH: (r) => { const pre = r.pick(['917','918','927','945','956','977','998']); const n = r.digits(7); return V('phone_number', 'ph_mobile', r.pick([`+63 ${pre} ${grp(n, [3, 4])}`, `0${pre} ${grp(n, [3, 4])}`, `0${pre}-${grp(n, [3, 4], '-')}`])); },
};

// ---------------- street addresses (type = <cc>_address); the whole address incl. postcode/city is one span; country name excluded
const ST = {
  DE: ['Lindenstraße','Schillerstraße','Kastanienallee','Bergmannstraße','Am Sonnenhang','Eichendorffweg','Hauptstr.','Gneisenaustraße','Rosenthaler Str.'], AT: ['Mariahilfer Straße','Lerchenfelder Gürtel','Favoritenstraße','Grazer Straße'], CH: ['Bahnhofstrasse','Seefeldstrasse','Rue de Lausanne','Weinbergstrasse'],
  FR: ['rue des Lilas','avenue Jean Jaurès','boulevard Voltaire','rue de la République','allée des Tilleuls','impasse du Moulin'], BE: ['Rue de la Loi','Kerkstraat','Avenue Louise','Chaussée de Wavre'], NL: ['Prinsengracht','Kanaalstraat','Laan van Meerdervoort','Oudegracht'],
  ES: ['C/ Mayor','Calle de Alcalá','Avda. de la Constitución','C/ Sant Antoni','Paseo de Gracia'], IT: ['Via Garibaldi','Corso Buenos Aires','Via dei Mille','Viale Monza','Via Roma'], PT: ['Rua Augusta','Avenida da Liberdade','Rua do Almada','Travessa do Carmo'],
  PL: ['ul. Marszałkowska','ul. Długa','al. Jerozolimskie','ul. Piotrkowska','ul. Świętokrzyska'], GB: ['Albion Road','Victoria Street','Cranbrook Avenue','Mill Lane','Hawthorn Close'], IE: ['Clanbrassil Street','Rathmines Road','Griffith Avenue'],
  US: ['Maple Ave','Cedar St','Lincoln Blvd','Sunset Dr','Elm Street','W 34th St'], CA: ['Queen St W','Rue Saint-Denis','Kingsway','Bloor St E'], AU: ['Smith Street','Brunswick St','Oxford Street','Parramatta Rd'],
  SE: ['Drottninggatan','Götgatan','Kungsgatan'], FI: ['Mannerheimintie','Hämeentie','Aleksanterinkatu'], NO: ['Karl Johans gate','Thorvald Meyers gate','Bogstadveien'], TR: ['Bağdat Cad.','İstiklal Cad.','Atatürk Bulvarı'],
  ZA: ['Long Street','Jan Smuts Ave','Main Road'], NG: ['Admiralty Way','Awolowo Road','Allen Avenue'], PH: ['Jupiter St.','Ayala Ave.','Kalayaan Ave.'], IN: ['MG Road','Linking Road','Park Street'], BR: ['Rua das Laranjeiras','Av. Paulista','Rua Oscar Freire'], MX: ['Av. Insurgentes Sur','Calle Durango','Av. Reforma'],
};
const CITY = {
  DE: [['Berlin', 10115, 14199], ['München', 80331, 81929], ['Hamburg', 20095, 22769], ['Köln', 50667, 51149], ['Frankfurt am Main', 60306, 60599], ['Leipzig', 4103, 4357]], AT: [['Wien', 1010, 1230], ['Graz', 8010, 8055]], CH: [['Zürich', 8001, 8057], ['Genève', 1201, 1209], ['Basel', 4001, 4059]],
  FR: [['Paris', 75001, 75020], ['Lyon', 69001, 69009], ['Marseille', 13001, 13016], ['Toulouse', 31000, 31500]], BE: [['Bruxelles', 1000, 1210], ['Antwerpen', 2000, 2660]], ES: [['Madrid', 28001, 28055], ['Barcelona', 8001, 8042], ['Valencia', 46001, 46026]],
  IT: [['Milano (MI)', 20121, 20162], ['Roma (RM)', 118, 199], ['Torino (TO)', 10121, 10156]], PT: [['Lisboa', 1000, 1990], ['Porto', 4000, 4369]], PL: [['Warszawa', 0, 4999], ['Kraków', 30001, 31999], ['Wrocław', 50001, 54999]],
  US: [['Austin, TX', 78701, 78759], ['Brooklyn, NY', 11201, 11239], ['Seattle, WA', 98101, 98199], ['Chicago, IL', 60601, 60661]], AU: [['Fitzroy VIC', 3065, 3065], ['Sydney NSW', 2000, 2011], ['Brisbane QLD', 4000, 4006]],
  SE: [['Stockholm', 11120, 11860], ['Göteborg', 41101, 41879]], FI: [['Helsinki', 100, 990], ['Espoo', 2100, 2380]], NO: [['Oslo', 150, 1295], ['Bergen', 5003, 5089]], TR: [['Kadıköy/İstanbul', 34710, 34738], ['Çankaya/Ankara', 6420, 6690]],
};
const pick = (r, a) => r.pick(a);
function city(r, cc, w = 5) { const [c, a, b] = pick(r, CITY[cc]); return [c, String(r.int(a, b)).padStart(w, '0')]; }
const AD = {
  DE: (r) => { const [c, z] = city(r, 'DE'); return `${pick(r, ST.DE)} ${r.int(1, 140)}${r.pick(['', '', 'a', 'b'])}, ${z} ${c}`; },
  AT: (r) => { const [c, z] = city(r, 'AT', 4); return `${pick(r, ST.AT)} ${r.int(1, 200)}/${r.int(1, 30)}, ${z} ${c}`; },
  CH: (r) => { const [c, z] = city(r, 'CH', 4); return `${pick(r, ST.CH)} ${r.int(1, 120)}, ${z} ${c}`; },
  FR: (r) => { const [c, z] = city(r, 'FR'); return `${r.pick(['', 'Bât. B, ', 'Apt 12, '])}${r.int(1, 180)}${r.pick(['', '', ' bis'])} ${pick(r, ST.FR)}, ${z} ${c}`; },
  BE: (r) => { const [c, z] = city(r, 'BE', 4); return `${pick(r, ST.BE)} ${r.int(1, 300)}${r.pick(['', '/b' + r.int(1, 9)])}, ${z} ${c}`; },
  NL: (r) => `${pick(r, ST.NL)} ${r.int(1, 400)}${r.pick(['', '-1', '-II', 'A'])}, ${r.int(1011, 3599)} ${r.upper(2).replace(/[AEIOU]/g, 'K')} ${r.pick(['Amsterdam', 'Utrecht', 'Den Haag', 'Rotterdam'])}`,
  ES: (r) => { const [c, z] = city(r, 'ES'); return `${pick(r, ST.ES)}, ${r.int(1, 200)}, ${r.int(1, 8)}º ${r.pick(['A', 'B', 'C', 'izda.', 'dcha.'])}, ${z} ${c}`; },
  IT: (r) => { const [c, z] = city(r, 'IT'); return `${pick(r, ST.IT)} ${r.int(1, 150)}, ${z} ${c}`; },
  PT: (r) => { const [c, z] = city(r, 'PT', 4); return `${pick(r, ST.PT)} ${r.int(1, 250)}, ${r.int(1, 6)}º ${r.pick(['Esq.', 'Dto.'])}, ${z}-${r.digits(3)} ${c}`; },
  PL: (r) => { const [c, z] = city(r, 'PL'); return `${pick(r, ST.PL)} ${r.int(1, 120)}${r.pick(['', ' m. ' + r.int(1, 80), '/' + r.int(1, 60)])}, ${z.slice(0, 2)}-${z.slice(2)} ${c}`; },
  GB: (r) => `${r.pick(['', 'Flat ' + r.int(1, 20) + ', '])}${r.int(1, 250)} ${pick(r, ST.GB)}, ${r.pick([['Leeds', 'LS'], ['Manchester', 'M'], ['London', 'E'], ['Bristol', 'BS'], ['Glasgow', 'G']].map(([c, p]) => `${c} ${p}${r.int(1, 20)} ${r.int(1, 9)}${r.upper(2).replace(/[CIKMOV]/g, 'A')}`))}`,
  IE: (r) => `${r.int(1, 150)} ${pick(r, ST.IE)}, Dublin ${r.int(1, 24)}, D${p2(r.int(1, 24))} ${r.upper(1)}${r.digits(1)}${r.upper(1)}${r.digits(1)}`,
  US: (r) => { const [c, z] = city(r, 'US'); return `${r.int(10, 9899)} ${pick(r, ST.US)}${r.pick(['', ' Apt ' + r.int(1, 30) + r.pick(['A', 'B', '']), ' #' + r.int(100, 999)])}, ${c} ${z}`; },
  CA: (r) => `${r.pick(['', r.int(101, 2405) + '-'])}${r.int(10, 900)} ${pick(r, ST.CA)}, ${r.pick(['Toronto, ON M5', 'Vancouver, BC V6', 'Montréal, QC H2'])}${r.upper(1)} ${r.digits(1)}${r.upper(1)}${r.digits(1)}`,
  AU: (r) => { const [c, z] = city(r, 'AU', 4); return `${r.pick(['', 'Unit ' + r.int(1, 40) + '/'])}${r.int(1, 300)} ${pick(r, ST.AU)}, ${c} ${z}`; },
  JP: (r) => r.pick([`〒${r.int(100, 199)}-${r.digits(4)} 東京都${r.pick(['新宿区西新宿', '世田谷区三軒茶屋', '港区南麻布', '江東区豊洲'])}${r.int(1, 5)}丁目${r.int(1, 20)}-${r.int(1, 30)}${r.pick(['', ' ハイツ桜' + r.int(101, 809) + '号室'])}`, `〒${r.int(530, 559)}-${r.digits(4)} 大阪府大阪市${r.pick(['北区梅田', '中央区難波', '西区江戸堀'])}${r.int(1, 4)}-${r.int(1, 15)}-${r.int(1, 20)}`, `${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)} ${r.pick(['Nishi-Shinjuku, Shinjuku-ku', 'Minami-Azabu, Minato-ku'])}, Tokyo ${r.int(100, 199)}-${r.digits(4)}`]),
  KR: (r) => `${r.pick(['서울특별시 마포구 월드컵북로', '서울특별시 강남구 테헤란로', '부산광역시 해운대구 센텀중앙로', '경기도 성남시 분당구 판교역로'])} ${r.int(1, 300)}${r.pick(['', '번길 ' + r.int(1, 40)])}, ${r.int(101, 1504)}호 (${r.digits(5)})`,
  CN: (r) => `${r.pick(['上海市浦东新区世纪大道', '北京市朝阳区建国路', '广州市天河区天河路', '成都市武侯区人民南路', '杭州市西湖区文三路'])}${r.int(1, 999)}号${r.pick(['', r.int(1, 9) + '单元' + r.int(101, 2806) + '室', r.int(1, 30) + '栋' + r.int(101, 1808)])}`,
  AE: (r) => r.pick([`Apartment ${r.int(101, 4508)}, ${r.pick(['Marina Heights Tower', 'Al Noor Building', 'Sky Gardens'])}, ${r.pick(['Dubai Marina, Dubai', 'Al Barsha 1, Dubai', 'Al Reem Island, Abu Dhabi'])}`, `شقة ${r.int(101, 2508)}، ${r.pick(['برج الياسمين', 'بناية النور'])}، ${r.pick(['دبي مارينا، دبي', 'الخالدية، أبوظبي'])}`]),
  TR: (r) => { const [c, z] = city(r, 'TR'); return `${pick(r, ST.TR)} No:${r.int(1, 300)} D:${r.int(1, 30)}, ${z} ${c}`; },
  SE: (r) => { const [c, z] = city(r, 'SE'); return `${pick(r, ST.SE)} ${r.int(1, 90)}, ${z.slice(0, 3)} ${z.slice(3)} ${c}`; },
  FI: (r) => { const [c, z] = city(r, 'FI'); return `${pick(r, ST.FI)} ${r.int(1, 90)} ${r.upper(1)} ${r.int(1, 60)}, ${z} ${c}`; },
  NO: (r) => { const [c, z] = city(r, 'NO', 4); return `${pick(r, ST.NO)} ${r.int(1, 90)}${r.pick(['', 'B'])}, ${z} ${c}`; },
  IN: (r) => r.pick([`Flat ${r.int(101, 1204)}, ${r.pick(['Sai Krupa Apartments', 'Green Meadows', 'Lotus Residency'])}, ${pick(r, ST.IN)}, ${r.pick(['Bengaluru 5600', 'Mumbai 4000', 'Kolkata 7000'])}${p2(r.int(1, 99))}`, `मकान नं. ${r.int(1, 500)}, सेक्टर ${r.int(1, 60)}, ${r.pick(['नोएडा 2013', 'गुरुग्राम 1220', 'जयपुर 3020'])}${p2(r.int(1, 99))}`]),
  BR: (r) => `${pick(r, ST.BR)}, ${r.int(10, 2500)}, apto ${r.int(11, 1802)}, ${r.pick(['Laranjeiras, Rio de Janeiro - RJ', 'Bela Vista, São Paulo - SP', 'Savassi, Belo Horizonte - MG'])}, ${r.digits(5)}-${r.digits(3)}`,
  MX: (r) => `${pick(r, ST.MX)} ${r.int(10, 3500)}, Int. ${r.int(1, 40)}, Col. ${r.pick(['Del Valle', 'Roma Norte', 'Condesa', 'Narvarte'])}, ${r.pick(['03100', '06700', '06140', '03020'])} Ciudad de México, CDMX`,
  RU: (r) => `ул. ${r.pick(['Профсоюзная', 'Лесная', 'Садовая', 'Гагарина'])}, д. ${r.int(1, 120)}${r.pick(['', ', корп. ' + r.int(1, 5)])}, кв. ${r.int(1, 300)}, ${r.pick(['Москва, 117', 'Санкт-Петербург, 191', 'Казань, 420'])}${r.digits(3)}`,
  UA: (r) => `вул. ${r.pick(['Хрещатик', 'Шевченка', 'Личаківська', 'Сумська'])}, ${r.int(1, 150)}, кв. ${r.int(1, 200)}, ${r.pick(['Київ, 01', 'Львів, 79', 'Харків, 61'])}${r.digits(3)}`,
  EG: (r) => r.pick([`${r.int(1, 90)} ${r.pick(['El-Tahrir St.', 'Gameat El Dowal St.', 'Abbas El Akkad St.'])}, ${r.pick(['Dokki, Giza', 'Mohandessin, Giza', 'Nasr City, Cairo'])} ${r.int(11311, 12655)}`, toArabicIndic(`${r.int(1, 90)}`) + ` ${r.pick(['شارع التحرير، الدقي، الجيزة', 'شارع عباس العقاد، مدينة نصر، القاهرة'])}`]),
  VN: (r) => `Số ${r.int(1, 200)} ${r.pick(['Ngõ ' + r.int(1, 300) + ' Phố Huế, Hai Bà Trưng, Hà Nội', 'Nguyễn Trãi, Phường 7, Quận 5, TP. Hồ Chí Minh', 'Trần Phú, Hải Châu, Đà Nẵng'])}`,
  ZA: (r) => `${r.int(1, 300)} ${pick(r, ST.ZA)}, ${r.pick(['Cape Town City Centre, Cape Town, 8001', 'Rosebank, Johannesburg, 2196', 'Sea Point, Cape Town, 8005'])}`,
  NG: (r) => `${r.int(1, 120)} ${pick(r, ST.NG)}, ${r.pick(['Lekki Phase 1, Lagos 106104', 'Ikoyi, Lagos 101233', 'Wuse II, Abuja 904101'])}`,
  PH: (r) => `${r.pick(['', 'Unit ' + r.int(1, 40) + r.upper(1) + ', '])}${r.int(1, 300)} ${pick(r, ST.PH)}, ${r.pick(['Bel-Air, Makati City 1209', 'Malate, Manila 1004', 'Lahug, Cebu City 6000'])}`,
};

// ---------------- national ids
const DE_ALPHA = 'CFGHJKLMNPRTVWXYZ0123456789';
export const NATID = {
  us_ssn: (r) => { let a; do { a = r.int(1, 899); } while (a === 666); return `${String(a).padStart(3, '0')}-${p2(r.int(1, 99))}-${String(r.int(1, 9999)).padStart(4, '0')}`; },
  uk_nino: (r) => { let pre; do { pre = r.str('ABCEGHJKLMNPRSTWXYZ', 1) + r.str('ABCEGHJKLMNPRSTWXYZ', 1); } while (['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'].includes(pre)); const d = r.digits(6), s = r.str('ABCD', 1); return r.pick([`${pre} ${grp(d, [2, 2, 2])} ${s}`, `${pre}${d}${s}`]); },
  de_personalausweis: (r) => { const b = r.str('LMNPRTVWXY', 1) + r.str(DE_ALPHA, 8); return b + K.mrzDigit(b); },
  at_svnr: (r, dob) => { for (;;) { const s = String(r.int(100, 999)); const dd = p2(dob.d) + p2(dob.m) + p2(dob.y % 100); const t = (+s[0] * 3 + +s[1] * 7 + +s[2] * 9 + +dd[0] * 5 + +dd[1] * 8 + +dd[2] * 4 + +dd[3] * 2 + +dd[4] * 1 + +dd[5] * 6) % 11; if (t === 10) continue; return `${s}${t} ${dd}`; } },
  ch_ahv: (r) => { const d = '756' + r.digits(9); const f = d + K.ean13Digit(d); return `${f.slice(0, 3)}.${f.slice(3, 7)}.${f.slice(7, 11)}.${f.slice(11)}`; },
  fr_nir: (r, dob, sex) => { const s = sex === 'F' ? '2' : '1'; const dep = r.pick(['75', '69', '13', '33', '59', '99', '93', '31']); const base = s + p2(dob.y % 100) + p2(dob.m) + dep + String(r.int(1, 990)).padStart(3, '0') + String(r.int(1, 999)).padStart(3, '0'); const key = p2(97 - (Number(base) % 97)); return r.pick([`${base[0]} ${base.slice(1, 3)} ${base.slice(3, 5)} ${base.slice(5, 7)} ${base.slice(7, 10)} ${base.slice(10)} ${key}`, base + key]); },
  es_dni: (r) => { const n = r.nzdigits(8); return n + 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(n) % 23]; },
  es_nie: (r) => { const p = r.pick(['X', 'Y', 'Z']); const n = r.digits(7); return r.pick(['', '']) + p + n + 'TRWAGMYFPDXBNJZSQVHLCKE'[Number('XYZ'.indexOf(p) + n) % 23]; },
  pl_pesel: (r, dob, sex) => { const m = dob.y >= 2000 ? dob.m + 20 : dob.m; let s = p2(dob.y % 100) + p2(m) + p2(dob.d) + r.digits(3); s += String(sex === 'F' ? r.pick([0, 2, 4, 6, 8]) : r.pick([1, 3, 5, 7, 9])); const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]; return s + String((10 - (K.weighted(s, w) % 10)) % 10); },
  nl_bsn: (r) => { for (;;) { const s = r.nzdigits(8); const t = K.weighted(s, [9, 8, 7, 6, 5, 4, 3, 2]) % 11; if (t === 10) continue; return r.pick([s + t, `${s.slice(0, 4)}.${s.slice(4, 6)}.${s.slice(6)}${t}`]); } },
  be_rrn: (r, dob, sex) => { const base = p2(dob.y % 100) + p2(dob.m) + p2(dob.d) + String(r.int(1, 499) * 2 - (sex === 'M' ? 1 : 0)).padStart(3, '0'); const n = dob.y >= 2000 ? Number('2' + base) : Number(base); const c = p2(97 - (n % 97)); return r.pick([`${base.slice(0, 2)}.${base.slice(2, 4)}.${base.slice(4, 6)}-${base.slice(6)}.${c}`, base + c]); },
  se_personnummer: (r, dob) => { const b = p2(dob.y % 100) + p2(dob.m) + p2(dob.d) + r.digits(3); const c = K.luhnDigit(b); return r.pick([`${b.slice(0, 6)}-${b.slice(6)}${c}`, `${dob.y}${b.slice(2, 6)}-${b.slice(6)}${c}`]); },
  fi_hetu: (r, dob) => { const z = String(r.int(2, 899)).padStart(3, '0'); const n = Number(p2(dob.d) + p2(dob.m) + p2(dob.y % 100) + z); return `${p2(dob.d)}${p2(dob.m)}${p2(dob.y % 100)}${dob.y >= 2000 ? 'A' : '-'}${z}${'0123456789ABCDEFHJKLMNPRSTUVWXY'[n % 31]}`; },
  no_fnr: (r, dob) => { for (;;) { const d = p2(dob.d) + p2(dob.m) + p2(dob.y % 100) + String(r.int(0, 499)).padStart(3, '0'); let k1 = 11 - (K.weighted(d, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11); if (k1 === 11) k1 = 0; if (k1 === 10) continue; let k2 = 11 - (K.weighted(d + k1, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); if (k2 === 11) k2 = 0; if (k2 === 10) continue; return r.pick([`${d}${k1}${k2}`, `${d.slice(0, 6)} ${d.slice(6)}${k1}${k2}`]); } },
  cn_resident_id: (r, dob) => { const b = r.pick(['110101', '310104', '440106', '510104', '330106', '320102', '420111']) + dob.y + p2(dob.m) + p2(dob.d) + r.digits(3); return b + K.cnIdCheck(b); },
  in_aadhaar: (r) => { const b = String(r.int(2, 9)) + r.digits(10); return r.pick([grp(b + K.verhoeffDigit(b), [4, 4, 4]), b + K.verhoeffDigit(b)]); },
  tr_tc_kimlik: (r) => { const d = (r.nzdigits(9)).split('').map(Number); const d10 = mod((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7]), 10); const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10; return d.join('') + d10 + d11; },
  kr_rrn: (r, dob, sex) => { const g = dob.y >= 2000 ? (sex === 'F' ? 4 : 3) : (sex === 'F' ? 2 : 1); const b = p2(dob.y % 100) + p2(dob.m) + p2(dob.d) + g + r.digits(5); const c = (11 - (K.weighted(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11)) % 10; return `${b.slice(0, 6)}-${b.slice(6)}${c}`; },
  jp_my_number: (r) => { const b = r.digits(11); let s = 0; for (let n = 1; n <= 11; n++) { const P = +b[11 - n]; const Q = n <= 6 ? n + 1 : n - 5; s += P * Q; } const rem = s % 11; const c = rem <= 1 ? 0 : 11 - rem; return r.pick([grp(b + c, [4, 4, 4]), b + c]); },
  za_id: (r, dob, sex) => { const b = p2(dob.y % 100) + p2(dob.m) + p2(dob.d) + String(sex === 'F' ? r.int(0, 4999) : r.int(5000, 9999)).padStart(4, '0') + r.pick(['0', '1']) + '8'; return b + K.luhnDigit(b); },
  ae_emirates_id: (r, dob) => { const b = '784' + dob.y + r.digits(7); const c = K.luhnDigit(b); return r.pick([`784-${dob.y}-${b.slice(7)}-${c}`, b + c]); },
  ca_sin: (r) => { const b = String(r.pick([1, 2, 3, 4, 5, 6, 7, 9])) + r.digits(7); const c = K.luhnDigit(b); const f = b + c; return r.pick([grp(f, [3, 3, 3]), grp(f, [3, 3, 3], '-'), f]); },
  ru_snils: (r) => { for (;;) { const b = r.digits(9); let s = K.weighted(b, [9, 8, 7, 6, 5, 4, 3, 2, 1]); let c = s < 100 ? s : s === 100 || s === 101 ? 0 : s % 101; if (c === 100) c = 0; if (Number(b) <= 1001998) continue; return `${b.slice(0, 3)}-${b.slice(3, 6)}-${b.slice(6)} ${p2(c)}`; } },
  mx_curp: (r, dob, sex, p) => { const A = (s) => s.normalize('NFD').replace(/[^A-Za-z]/g, '').toUpperCase(); const fam = A(p.familyL.split(' ')[0]) + 'XX', giv = A(p.givenL) + 'XX'; const vow = (fam.slice(1).match(/[AEIOU]/) || ['X'])[0]; const cons = (s) => (s.slice(1).match(/[B-DF-HJ-NP-TV-Z]/) || ['X'])[0]; const fam2 = A((p.familyL.split(' ')[1] || 'X')) + 'X'; let b = fam[0] + vow + fam2[0] + giv[0] + p2(dob.y % 100) + p2(dob.m) + p2(dob.d) + (sex === 'F' ? 'M' : 'H') + r.pick(['DF', 'JC', 'NL', 'MC', 'PL']) + cons(fam) + cons(fam2) + cons(giv) + (dob.y >= 2000 ? r.upper(1) : String(r.int(0, 9))); const AL = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ'; let s = 0; for (let i = 0; i < 17; i++) s += AL.indexOf(b[i]) * (18 - i); return b + String((10 - (s % 10)) % 10); },
  eg_national_id: (r, dob) => `${dob.y >= 2000 ? 3 : 2}${p2(dob.y % 100)}${p2(dob.m)}${p2(dob.d)}${r.pick(['01', '02', '21', '12', '88'])}${r.digits(4)}${r.digits(1)}`,
  vn_cccd: (r, dob, sex) => `${r.pick(['001', '079', '031', '048', '036'])}${dob.y >= 2000 ? (sex === 'F' ? 3 : 2) : (sex === 'F' ? 1 : 0)}${p2(dob.y % 100)}${r.digits(6)}`,
  ng_nin: (r) => r.nzdigits(11),
  it_cie: (r) => `C${r.upper(1)}${r.digits(5)}${r.upper(2)}`,
};
export const NATID_VALIDATED = ['de_personalausweis', 'at_svnr', 'ch_ahv', 'fr_nir', 'es_dni', 'es_nie', 'pl_pesel', 'nl_bsn', 'be_rrn', 'se_personnummer', 'fi_hetu', 'no_fnr', 'cn_resident_id', 'in_aadhaar', 'tr_tc_kimlik', 'kr_rrn', 'jp_my_number', 'za_id', 'ae_emirates_id', 'ca_sin', 'ru_snils', 'mx_curp'];

// ---------------- tax ids
export const TAXID = {
  de_steuer_id: (r) => { for (;;) { const rep = r.int(0, 9); const others = r.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((x) => x !== rep)).slice(0, 8); const ds = r.shuffle([rep, rep, ...others]); if (ds[0] === 0) continue; const s = ds.join(''); const f = s + K.iso7064_11_10(s); return r.pick([f, `${f.slice(0, 2)} ${f.slice(2, 5)} ${f.slice(5, 8)} ${f.slice(8)}`]); } },
  fr_spi: (r) => { const b = String(r.int(0, 3)) + r.digits(9); const f = b + String(Number(b) % 511).padStart(3, '0'); return r.pick([f, `${f.slice(0, 2)} ${f.slice(2, 4)} ${f.slice(4, 7)} ${f.slice(7, 10)} ${f.slice(10)}`]); },
  it_codice_fiscale: (r, dob, sex, p) => { const A = (s) => s.normalize('NFD').replace(/[^A-Za-z]/g, '').toUpperCase(); const code = (s, given) => { const c = s.replace(/[AEIOU]/g, ''), v = s.replace(/[^AEIOU]/g, ''); if (given && c.length >= 4) return c[0] + c[2] + c[3]; return (c + v + 'XXX').slice(0, 3); }; const b = code(A(p.familyL), false) + code(A(p.givenL), true) + p2(dob.y % 100) + 'ABCDEHLMPRST'[dob.m - 1] + p2(dob.d + (sex === 'F' ? 40 : 0)) + r.pick(['F205', 'H501', 'L219', 'Z112', 'Z404', 'Z210', 'Z114', 'Z222', 'Z129']); return b + K.cfCheck(b); },
  uk_utr: (r) => { const d = r.digits(10); return r.pick([d, `${d.slice(0, 5)} ${d.slice(5)}`]); },
  us_itin: (r) => `9${r.digits(2)}-${r.pick([r.int(50, 65), r.int(70, 88), r.int(90, 92), r.int(94, 99)])}-${r.digits(4)}`,
  br_cpf: (r) => { const b = r.digits(9); const d1 = ((K.weighted(b, [10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11) % 10; const d2 = ((K.weighted(b + d1, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11) % 10; const f = b + d1 + d2; return r.pick([`${f.slice(0, 3)}.${f.slice(3, 6)}.${f.slice(6, 9)}-${f.slice(9)}`, f]); },
  in_pan: (r, dob, sex, p) => `${r.upper(3)}P${(p?.familyL || 'X')[0].toUpperCase().replace(/[^A-Z]/, 'K')}${r.digits(4)}${r.upper(1)}`,
  au_tfn: (r) => { for (;;) { const b = r.nzdigits(8); for (let c = 0; c <= 9; c++) { if (K.weighted(b + c, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0) { const f = b + c; return r.pick([grp(f, [3, 3, 3]), f]); } } } },
  pl_nip: (r) => { for (;;) { const b = r.nzdigits(9); const c = K.weighted(b, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11; if (c === 10) continue; const f = b + c; return r.pick([f, `${f.slice(0, 3)}-${f.slice(3, 6)}-${f.slice(6, 8)}-${f.slice(8)}`]); } },
  pt_nif: (r) => { const b = r.pick(['1', '2']) + r.digits(7); let c = 11 - (K.weighted(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11); if (c >= 10) c = 0; return b + c; },
  ie_ppsn: (r) => { const b = r.digits(7); const suf = r.pick(['', 'A', 'W']); const sv = suf === 'A' ? 1 : 0; const c = 'WABCDEFGHIJKLMNOPQRSTUV'[(K.weighted(b, [8, 7, 6, 5, 4, 3, 2]) + sv * 9) % 23]; return b + c + suf; },
  ua_rnokpp: (r, dob, sex) => { const days = Math.round((Date.UTC(dob.y, dob.m - 1, dob.d) - Date.UTC(1899, 11, 31)) / 86400000); const b = String(days).padStart(5, '0') + r.digits(3) + String(sex === 'F' ? r.pick([0, 2, 4, 6, 8]) : r.pick([1, 3, 5, 7, 9])); const c = mod(K.weighted(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7]), 11) % 10; return b + c; },
  ru_inn: (r) => { const b = r.pick(['77', '78', '50', '16', '66']) + r.digits(8); const n11 = (K.weighted(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10; const n12 = (K.weighted(b + n11, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10; return b + n11 + n12; },
  mx_rfc: (r, dob, sex, p) => { const A = (s) => s.normalize('NFD').replace(/[^A-Za-z]/g, '').toUpperCase() + 'XX'; const f = A(p.familyL.split(' ')[0]), f2 = A(p.familyL.split(' ')[1] || 'X'), g = A(p.givenL); return f[0] + ((f.slice(1).match(/[AEIOU]/) || ['X'])[0]) + f2[0] + g[0] + p2(dob.y % 100) + p2(dob.m) + p2(dob.d) + r.str('ABCDEFGHJKLMNPQRSTUVWXYZ123456789', 2) + r.str('0123456789A', 1); },
};
export const TAXID_VALIDATED = ['de_steuer_id', 'fr_spi', 'it_codice_fiscale', 'br_cpf', 'au_tfn', 'pl_nip', 'pt_nif', 'ie_ppsn', 'ua_rnokpp', 'ru_inn'];

// ---------------- passports (MRZ check digits are added only when an MRZ line is rendered)
export const PASSPORT = {
  de_passport: (r) => r.str('CFGHJK', 1) + r.str(DE_ALPHA, 8), us_passport: (r) => r.pick([r.nzdigits(9), 'A' + r.digits(8)]), gb_passport: (r) => r.nzdigits(9),
  fr_passport: (r) => r.digits(2) + r.upper(2) + r.digits(5), es_passport: (r) => r.pick(['PA', 'PB', 'PC', 'PAK']).padEnd(3, r.upper(1)) + r.digits(6), it_passport: (r) => r.pick(['YA', 'YB', 'YC', 'AA']) + r.digits(7),
  pl_passport: (r) => r.pick(['EA', 'EB', 'EC', 'ED']) + r.digits(7), in_passport: (r) => r.str('JKLMNPRSTUVWZ', 1) + r.nzdigits(7), cn_passport: (r) => r.pick(['E' + r.digits(8), 'EA' + r.digits(7), 'EH' + r.digits(7)]),
  jp_passport: (r) => r.pick(['TK', 'TR', 'TS', 'TZ', 'MU']) + r.digits(7), kr_passport: (r) => r.pick(['M' + r.digits(8), 'M' + r.digits(3) + r.upper(1) + r.digits(4)]), br_passport: (r) => r.pick(['FT', 'FU', 'GA', 'GB']) + r.digits(6),
  tr_passport: (r) => 'U' + r.digits(8), ru_passport: (r) => r.pick(['75', '76', '77']) + ' ' + r.digits(7), ua_passport: (r) => r.pick(['FE', 'FF', 'FK', 'GB', 'GC']) + r.digits(6), ph_passport: (r) => 'P' + r.digits(7) + r.upper(1),
  ng_passport: (r) => r.pick(['A', 'B']) + r.digits(8), mx_passport: (r) => r.pick(['G', 'N']) + r.digits(8), vn_passport: (r) => r.pick(['C', 'B', 'N']) + r.digits(7), eg_passport: (r) => r.pick(['A', 'M']) + r.digits(8),
  au_passport: (r) => r.pick(['PA', 'PB', 'N']) + r.digits(7), ca_passport: (r) => r.pick(['AB', 'AC', 'GA', 'HK']) + r.digits(6), za_passport: (r) => r.pick(['A', 'M']) + r.digits(8),
};

// ---------------- credit cards (Luhn)
const CARD = { visa: [['4'], 16], mastercard: [['51', '52', '53', '54', '55', '2221', '2720', '2430'], 16], amex: [['34', '37'], 15], discover: [['6011', '65'], 16], jcb: [['3528', '3540', '3589'], 16], unionpay: [['62'], 16], diners: [['36'], 14], maestro: [['6759', '5018'], 16], mir: [['2200', '2202', '2204'], 16], troy: [['9792'], 16], rupay: [['6521', '6522', '508'], 16] };
export function creditCard(r, brand) { brand = brand || r.weighted([['visa', 5], ['mastercard', 4], ['amex', 1.5], ['discover', 0.5], ['jcb', 1], ['unionpay', 1], ['diners', 0.4], ['maestro', 0.6], ['mir', 0.6], ['troy', 0.5], ['rupay', 0.6]]); const [pre, len] = CARD[brand]; const p = r.pick(pre); const b = p + r.digits(len - 1 - p.length); const n = b + K.luhnDigit(b); const fmt = len === 15 ? r.pick([grp(n, [4, 6, 5]), n]) : len === 14 ? r.pick([grp(n, [4, 6, 4]), n]) : r.pick([grp(n, [4, 4, 4, 4]), grp(n, [4, 4, 4, 4], '-'), n]); return V('credit_card', brand, fmt); }

// ---------------- IBAN / local bank accounts
const BBAN = {
  DE: (r) => r.digits(8) + r.digits(10), AT: (r) => r.digits(16), CH: (r) => r.digits(5) + r.alnum(12).toUpperCase().replace(/[^0-9]/g, () => r.digits(1)), NL: (r) => r.pick(['ABNA', 'INGB', 'RABO', 'TRIO', 'SNSB']) + r.digits(10), GB: (r) => r.pick(['BARC', 'LOYD', 'HBUK', 'NWBK', 'MONZ']) + r.digits(14), IE: (r) => r.pick(['AIBK', 'BOFI']) + r.digits(14),
  FR: (r) => { const b = r.digits(5), g = r.digits(5), c = r.digits(11); const key = 97 - (Number(BigInt(b + g + c) * 100n % 97n)); return b + g + c + p2(key); },
  ES: (r) => { const e = r.digits(4), o = r.digits(4), c = r.digits(10); const dc = (s, w) => { const t = 11 - (K.weighted(s, w) % 11); return t === 11 ? 0 : t === 10 ? 1 : t; }; const d1 = dc('00' + e + o, [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]), d2 = dc(c, [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]); return e + o + d1 + d2 + c; },
  IT: (r) => { const abi = r.digits(5), cab = r.digits(5), cc = r.digits(12); const s = abi + cab + cc; const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21]; let t = 0; for (let i = 0; i < 22; i++) t += i % 2 === 0 ? ODD[+s[i]] : +s[i]; return String.fromCharCode(65 + (t % 26)) + s; },
  BE: (r) => { const b = r.digits(10); const c = Number(b) % 97 || 97; return b + p2(c); }, PL: (r) => r.digits(24), PT: (r) => r.digits(21), TR: (r) => r.digits(5) + '0' + r.digits(16), AE: (r) => r.digits(19), SA: (r) => r.digits(2) + r.digits(18), UA: (r) => r.digits(6) + r.digits(19), GR: (r) => r.digits(23), RO: (r) => r.pick(['BTRL', 'RNCB', 'INGB']) + r.digits(16), SE: (r) => r.digits(20), NO: (r) => { for (;;) { const b = r.digits(10); const c = 11 - (K.weighted(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); if (c === 10) continue; return b + (c === 11 ? 0 : c); } }, LU: (r) => r.digits(3) + r.digits(13), FI: (r) => r.digits(14),
};
export function iban(r, cc) { const s = K.ibanMake(cc, BBAN[cc](r)); return V('iban', `${cc.toLowerCase()}_iban`, r.weighted([[s.replace(/(.{4})/g, '$1 ').trim(), 3], [s, 2], [s.toLowerCase().replace(/(.{4})/g, '$1 ').trim(), 0.2]])); }
export const IBAN_CCS = Object.keys(BBAN);

// local (non-IBAN) accounts; `ctx` is text placed before the labelled account number (routing/sort code etc. are bank identifiers, not labelled)
export const BANKACCT = {
  us: (r) => { const b = r.pick(['0', '1', '2']) + r.digits(7); let c = 0; for (; c < 10; c++) if ((3 * (+b[0] + +b[3] + +b[6]) + 7 * (+b[1] + +b[4] + +b[7] + c) + (+b[2] + +b[5])) % 10 === 0) break; return { pre: r.pick([`Routing ${b}${c}, Acct `, `ABA ${b}${c} / account no. `, `RTN: ${b}${c}  Account: `]), v: V('bank_account', 'us_bank_account', r.digits(r.int(9, 12))) }; },
  uk: (r) => ({ pre: r.pick([`Sort code ${r.digits(2)}-${r.digits(2)}-${r.digits(2)}, account `, `SC ${r.digits(6)} / Acc no `]), v: V('bank_account', 'uk_bank_account', r.digits(8)) }),
  au: (r) => ({ pre: r.pick([`BSB ${r.digits(3)}-${r.digits(3)}, Acc `, `BSB: ${r.digits(6)} Account number: `]), v: V('bank_account', 'au_bank_account', r.digits(r.int(8, 9))) }),
  ca: (r) => ({ pre: `Transit ${r.digits(5)}, Institution ${r.pick(['001', '002', '003', '004', '006', '010'])}, Account `, v: V('bank_account', 'ca_bank_account', r.digits(7)) }),
  in: (r) => ({ pre: `IFSC ${r.pick(['SBIN', 'HDFC', 'ICIC', 'UTIB'])}0${r.digits(6)}, A/c No. `, v: V('bank_account', 'in_bank_account', r.nzdigits(r.pick([11, 12, 14]))) }),
  jp: (r) => ({ pre: `${r.pick(['みずほ銀行', '三菱UFJ銀行', 'ゆうちょ銀行', '三井住友銀行'])} 支店番号${r.digits(3)} 普通 `, v: V('bank_account', 'jp_bank_account', r.digits(7)) }),
  br: (r) => ({ pre: `Banco ${r.pick(['001', '237', '341', '260'])} Ag. ${r.digits(4)} C/C `, v: V('bank_account', 'br_bank_account', `${r.digits(r.int(5, 8))}-${r.digits(1)}`) }),
  mx: (r) => { const b = r.pick(['002', '012', '014', '021', '072']) + r.digits(3) + r.digits(11); const w = [3, 7, 1]; let s = 0; for (let i = 0; i < 17; i++) s += (+b[i] * w[i % 3]) % 10; const c = (10 - (s % 10)) % 10; return { pre: 'CLABE ', v: V('bank_account', 'mx_clabe', r.pick([b + c, `${b.slice(0, 3)} ${b.slice(3, 6)} ${b.slice(6, 17)} ${c}`])) }; },
  ng: (r) => { const bank = r.pick([['GTBank', '058'], ['Access Bank', '044'], ['UBA', '033'], ['Zenith', '057'], ['First Bank', '011']]); const ser = r.digits(9); const c = (10 - (K.weighted(bank[1] + ser, [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3]) % 10)) % 10; return { pre: `${bank[0]} (${bank[1]}) NUBAN `, v: V('bank_account', 'ng_nuban', ser + c), bankCode: bank[1] }; },
  de: (r) => ({ pre: `BLZ ${r.digits(3)} ${r.digits(3)} ${r.digits(2)}, Kto.-Nr. `, v: V('bank_account', 'de_kontonummer', r.nzdigits(r.pick([7, 9, 10]))) }),
  cn: (r) => ({ pre: `${r.pick(['中国工商银行', '中国银行', '招商银行'])} 账号 `, v: V('bank_account', 'cn_bank_account', r.pick(['6222', '6214', '6217']) + r.digits(15)) }),
  ph: (r) => ({ pre: `${r.pick(['BDO', 'BPI', 'Metrobank'])} Savings Acct # `, v: V('bank_account', 'ph_bank_account', r.digits(r.pick([10, 12]))) }),
};

// ---------------- crypto wallets
export function wallet(r, kind) {
  kind = kind || r.weighted([['btc_p2pkh', 1], ['btc_p2sh', 1], ['btc_bech32', 1.5], ['btc_taproot', 0.7], ['eth', 2.5], ['trx', 1.5], ['ltc', 0.6], ['doge', 0.5], ['xrp', 0.5], ['sol', 0.8]]);
  const h = r.bytes(20);
  switch (kind) {
    case 'btc_p2pkh': return V('crypto_wallet', kind, K.b58check(Buffer.concat([Buffer.from([0]), h])));
    case 'btc_p2sh': return V('crypto_wallet', kind, K.b58check(Buffer.concat([Buffer.from([5]), h])));
    case 'btc_bech32': return V('crypto_wallet', kind, K.segwitEncode('bc', 0, h));
    case 'btc_taproot': return V('crypto_wallet', kind, K.segwitEncode('bc', 1, r.bytes(32)));
    case 'eth': return V('crypto_wallet', 'eth_eip55', K.eip55(h.toString('hex')));
    case 'trx': return V('crypto_wallet', 'tron', K.b58check(Buffer.concat([Buffer.from([0x41]), h])));
    case 'ltc': return V('crypto_wallet', 'ltc_p2pkh', K.b58check(Buffer.concat([Buffer.from([0x30]), h])));
    case 'doge': return V('crypto_wallet', 'doge_p2pkh', K.b58check(Buffer.concat([Buffer.from([0x1e]), h])));
    case 'xrp': return V('crypto_wallet', 'xrp_classic', K.b58check(Buffer.concat([Buffer.from([0]), h]), K.B58_XRP));
    case 'sol': { let s; do { s = K.b58encode(r.bytes(32)); } while (s.length < 43); return V('crypto_wallet', 'solana', s); }
  }
}

// ---------------- dates of birth
export function dobString(r, d, country, lang) {
  const o = country.order;
  const f = r.weighted([
    [() => numericDate(d, o, country.sep), 5], [() => numericDate(d, o, r.pick(['/', '-', '.'])), 1.5], [() => numericDate(d, o, country.sep, true), 1.2],
    [() => numericDate(d, 'YMD', '-'), 1.2], [() => wordDate(d, lang, r), 3], [() => numericDate(d, o, country.sep, false, false), 0.6],
  ]);
  return f();
}

export { PH as PHONES, AD as ADDRESSES };
