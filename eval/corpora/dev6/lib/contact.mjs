// Phones, addresses and dates of birth in national formats.
import { L } from './doc.mjs';

const grp = (s, sizes, sep = ' ') => { const out = []; let i = 0; for (const n of sizes) { out.push(s.slice(i, i + n)); i += n; } return out.join(sep); };

/** phone numbers: [country, fn(r) -> string] */
const PHONES = {
  us: (r) => { const a = r.pick(['212', '415', '312', '617', '206', '512', '303', '470']), x = String(r.int(200, 989)), y = r.digits(4); return r.pick([`(${a}) ${x}-${y}`, `+1 ${a}-${x}-${y}`, `${a}.${x}.${y}`, `+1${a}${x}${y}`, `1-${a}-${x}-${y}`]); },
  gb: (r) => { const n = '7' + r.pick(['4', '5', '7', '8', '9']) + r.digits(8); return r.pick([`+44 ${n.slice(0, 4)} ${n.slice(4)}`, `0${n.slice(0, 4)} ${n.slice(4, 7)} ${n.slice(7)}`, `+44 (0)20 ${r.digits(4)} ${r.digits(4)}`, `0${n}`]); },
  de: (r) => { const m = '1' + r.pick(['51', '52', '60', '70', '76']) + r.digits(r.int(7, 8)); return r.pick([`+49 ${m.slice(0, 3)} ${m.slice(3)}`, `0${m.slice(0, 3)}/${m.slice(3)}`, `+49 (0)30 ${r.digits(3)} ${r.digits(4)}-${r.digits(2)}`, `0${m.slice(0, 3)} ${grp(m.slice(3), [4, 4])}`, `089 ${r.digits(8)}`]); },
  fr: (r) => { const n = r.pick(['6', '7']) + r.digits(8); return r.pick([`+33 ${n[0]} ${grp(n.slice(1), [2, 2, 2, 2])}`, `0${n[0]} ${grp(n.slice(1), [2, 2, 2, 2])}`, `0${n[0]}.${grp(n.slice(1), [2, 2, 2, 2], '.')}`, `+33${n}`]); },
  es: (r) => { const n = r.pick(['6', '7']) + r.digits(8); return r.pick([`+34 ${grp(n, [3, 3, 3])}`, `${grp(n, [3, 2, 2, 2])}`, `+34 91 ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`]); },
  it: (r) => { const n = '3' + r.int(20, 93) + r.digits(7); return r.pick([`+39 ${n.slice(0, 3)} ${n.slice(3)}`, `${n.slice(0, 3)} ${grp(n.slice(3), [3, 4])}`, `+39 02 ${r.digits(4)} ${r.digits(4)}`]); },
  nl: (r) => { const n = '6' + r.digits(8); return r.pick([`+31 6 ${grp(n.slice(1), [2, 2, 2, 2])}`, `06-${n.slice(1)}`, `+31 (0)20 ${r.digits(3)} ${r.digits(4)}`]); },
  pl: (r) => { const n = r.pick(['5', '6', '7', '8']) + r.digits(8); return r.pick([`+48 ${grp(n, [3, 3, 3])}`, `${grp(n, [3, 3, 3], '-')}`, `+48${n}`]); },
  se: (r) => { const n = '7' + r.pick(['0', '2', '3', '6']) + r.digits(7); return r.pick([`+46 ${n.slice(0, 2)} ${grp(n.slice(2), [3, 2, 2])}`, `0${n.slice(0, 2)}-${grp(n.slice(2), [3, 2, 2])}`, `08-${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`]); },
  pt: (r) => { const n = '9' + r.pick(['1', '2', '3', '6']) + r.digits(7); return r.pick([`+351 ${grp(n, [3, 3, 3])}`, `${grp(n, [3, 3, 3])}`]); },
  br: (r) => { const ddd = r.pick(['11', '21', '31', '41', '51', '61', '71']); const n = '9' + r.digits(8); return r.pick([`+55 ${ddd} ${n.slice(0, 5)}-${n.slice(5)}`, `(${ddd}) ${n.slice(0, 5)}-${n.slice(5)}`, `+55${ddd}${n}`]); },
  tr: (r) => { const n = '5' + r.pick(['32', '33', '42', '05', '55']) + r.digits(7); return r.pick([`+90 ${n.slice(0, 3)} ${grp(n.slice(3), [3, 2, 2])}`, `0${n.slice(0, 3)} ${grp(n.slice(3), [3, 2, 2])}`, `0 (${n.slice(0, 3)}) ${n.slice(3, 6)} ${n.slice(6)}`]); },
  jp: (r) => { const p = r.pick(['090', '080', '070']); return r.pick([`${p}-${r.digits(4)}-${r.digits(4)}`, `+81 ${p.slice(1)}-${r.digits(4)}-${r.digits(4)}`, `03-${r.digits(4)}-${r.digits(4)}`, `０９０－${'１２３４５６７８９０'[r.int(0, 9)]}${'１２３４５６７８９０'[r.int(0, 9)]}${'１２３４５６７８９０'[r.int(0, 9)]}${'１２３４５６７８９０'[r.int(0, 9)]}－${'１２３４５６７８９０'[r.int(0, 9)]}${'１２３４５６７８９０'[r.int(0, 9)]}${'１２３４５６７８９０'[r.int(0, 9)]}${'１２３４５６７８９０'[r.int(0, 9)]}`]); },
  cn: (r) => { const n = '1' + r.pick(['38', '39', '58', '86', '77']) + r.digits(8); return r.pick([`+86 ${grp(n, [3, 4, 4])}`, n, `${grp(n, [3, 4, 4], '-')}`, `+86 10 ${r.digits(4)} ${r.digits(4)}`]); },
  kr: (r) => { const n = r.digits(4), m = r.digits(4); return r.pick([`010-${n}-${m}`, `+82 10-${n}-${m}`, `02-${r.digits(3)}-${r.digits(4)}`, `010 ${n} ${m}`]); },
  in: (r) => { const n = r.pick(['9', '8', '7']) + r.digits(9); return r.pick([`+91 ${n.slice(0, 5)} ${n.slice(5)}`, `+91-${n}`, `0${n}`, `${n.slice(0, 5)} ${n.slice(5)}`]); },
  sa: (r) => { const n = '5' + r.digits(8); return r.pick([`+966 ${grp(n, [2, 3, 4])}`, `0${grp(n, [2, 3, 4])}`]); },
  ae: (r) => { const n = '5' + r.pick(['0', '2', '5', '6']) + r.digits(7); return r.pick([`+971 ${grp(n, [2, 3, 4])}`, `0${grp(n, [2, 3, 4], '-')}`]); },
  au: (r) => { const n = '4' + r.digits(8); return r.pick([`+61 ${grp(n, [3, 3, 3])}`, `0${grp(n, [3, 3, 3])}`, `(02) ${r.digits(4)} ${r.digits(4)}`]); },
  ch: (r) => `+41 ${r.pick(['76', '78', '79'])} ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`,
};
export const LANG_COUNTRY = { en: ['us', 'gb', 'au', 'in'], de: ['de', 'ch'], fr: ['fr', 'ch'], es: ['es'], pt: ['pt', 'br'], it: ['it'], nl: ['nl'], pl: ['pl'], sv: ['se'], ja: ['jp'], zh: ['cn'], ko: ['kr'], ar: ['sa', 'ae'], hi: ['in'], tr: ['tr'] };
export const countryFor = (r, lang) => (r.chance(0.2) ? r.pick(Object.keys(PHONES)) : r.pick(LANG_COUNTRY[lang] ?? ['us']));

export function phone(r, country) {
  const c = country ?? r.pick(Object.keys(PHONES));
  return L('phone', `phone_${c}`, PHONES[c](r));
}

// ---- dates of birth ----
const MONTHS = {
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
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
};
const p2 = (n) => String(n).padStart(2, '0');
/** a birth date drawn between 1941 and 2007 */
export function birthDate(r) {
  return { y: r.int(1941, 2007), m: r.int(1, 12), d: r.int(1, 28) };
}
/** formats a date the way the language writes it; `words` prefers month names */
export function fmtDate(r, dt, lang, words = r.chance(0.4)) {
  const { y, m, d } = dt;
  const M = MONTHS[lang];
  switch (lang) {
    case 'ja': case 'zh': return r.pick([`${y}年${m}月${d}日`, `${y}/${p2(m)}/${p2(d)}`, `${y}-${p2(m)}-${p2(d)}`]);
    case 'ko': return r.pick([`${y}년 ${m}월 ${d}일`, `${y}.${p2(m)}.${p2(d)}`, `${y}-${p2(m)}-${p2(d)}`]);
    case 'de': return words ? `${d}. ${M[m - 1]} ${y}` : r.pick([`${p2(d)}.${p2(m)}.${y}`, `${d}.${m}.${y}`]);
    case 'pl': case 'tr': return words ? `${d} ${M[m - 1]} ${y}` : `${p2(d)}.${p2(m)}.${y}`;
    case 'fr': case 'it': return words ? `${d === 1 && lang === 'fr' ? '1er' : d} ${M[m - 1]} ${y}` : `${p2(d)}/${p2(m)}/${y}`;
    case 'es': case 'pt': return words ? `${d} de ${M[m - 1]} de ${y}` : `${p2(d)}/${p2(m)}/${y}`;
    case 'nl': return words ? `${d} ${M[m - 1]} ${y}` : `${p2(d)}-${p2(m)}-${y}`;
    case 'sv': return words ? `${d} ${M[m - 1]} ${y}` : `${y}-${p2(m)}-${p2(d)}`;
    case 'hi': case 'ar': return words ? `${d} ${M[m - 1]} ${y}` : `${p2(d)}/${p2(m)}/${y}`;
    default: return words ? r.pick([`${M_EN(m)} ${d}, ${y}`, `${d} ${M_EN(m)} ${y}`, `${d}${ord(d)} of ${M_EN(m)} ${y}`, `${M_EN(m).slice(0, 3)} ${d} ${y}`]) : r.pick([`${p2(m)}/${p2(d)}/${y}`, `${p2(d)}/${p2(m)}/${y}`, `${y}-${p2(m)}-${p2(d)}`]);
  }
}
const M_EN = (m) => MONTHS.en[m - 1];
const ord = (d) => (d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th');
export const dob = (r, lang, dt = birthDate(r)) => L('date_of_birth', 'dob', fmtDate(r, dt, lang));
export const isoDob = (r, dt = birthDate(r)) => L('date_of_birth', 'dob_iso', `${dt.y}-${p2(dt.m)}-${p2(dt.d)}`);
/** a date that is not a birth date (invoice, appointment, expiry, log) */
export function otherDate(r, lang) {
  const dt = { y: r.int(2019, 2027), m: r.int(1, 12), d: r.int(1, 28) };
  return fmtDate(r, dt, lang);
}

// ---- addresses ----
const STREETS = {
  us: ['Maple Ridge Dr', 'Cedar Hollow Ln', 'Bayview Ave', 'Old Mill Rd', 'Larkspur Ct', 'Juniper St', 'Harbor Point Blvd'],
  gb: ['Elmstead Road', 'Kingsmead Close', 'Foxglove Lane', 'Abbotsford Terrace', 'Wharf Street', 'Briar Walk'],
  de: ['Lindenstraße', 'Am Mühlbach', 'Wiesengrund', 'Birkenweg', 'Hafenstraße', 'Kastanienallee', 'Schillerplatz'],
  fr: ['rue des Tanneurs', 'avenue des Tilleuls', 'impasse du Moulin', 'boulevard de la Corderie', 'chemin des Vignes'],
  es: ['Calle del Olivo', 'Avenida de los Almendros', 'Calle Mayor', 'Paseo de la Ribera', 'Calle de la Fuente'],
  it: ['Via dei Gelsi', 'Viale delle Rimembranze', 'Corso del Popolo', 'Via della Fornace', 'Piazza delle Erbe'],
  nl: ['Kerkstraat', 'Lindengracht', 'Molenweg', 'Zonnebloemstraat', 'Havenkade'],
  pl: ['ul. Długa', 'ul. Lipowa', 'al. Kasztanowa', 'ul. Ogrodowa', 'ul. Polna'],
  se: ['Storgatan', 'Björkvägen', 'Sjöviksgatan', 'Kvarngatan', 'Ekbacken'],
  pt: ['Rua das Flores', 'Avenida da Liberdade', 'Travessa do Carmo', 'Rua do Salitre'],
  br: ['Rua das Palmeiras', 'Avenida Atlântica', 'Rua Voluntários da Pátria', 'Alameda dos Anjos'],
  tr: ['Atatürk Cad.', 'Bağdat Cad.', 'Gül Sok.', 'Çamlık Sok.', 'Cumhuriyet Cad.'],
  in: ['Linking Road', 'MG Road', '4th Cross, Indiranagar', 'Nehru Nagar Main Road'],
  au: ['Wattle Street', 'Banksia Avenue', 'Currawong Crescent', 'Ironbark Road'],
};
const CITIES = {
  us: [['Springfield', 'IL', '627'], ['Portland', 'OR', '972'], ['Austin', 'TX', '787'], ['Columbus', 'OH', '432'], ['Raleigh', 'NC', '276']],
  gb: [['Leeds', 'LS'], ['Bristol', 'BS'], ['Manchester', 'M'], ['Norwich', 'NR'], ['Cardiff', 'CF']],
  de: [['Berlin', '10'], ['Hamburg', '22'], ['München', '80'], ['Köln', '50'], ['Leipzig', '04'], ['Freiburg im Breisgau', '79']],
  fr: [['Lyon', '6900'], ['Nantes', '440'], ['Toulouse', '310'], ['Lille', '590'], ['Paris', '750']],
  es: [['Madrid', '280'], ['Valencia', '460'], ['Sevilla', '410'], ['Zaragoza', '500']],
  it: [['Milano', '201'], ['Bologna', '401'], ['Torino', '101'], ['Napoli', '801']],
  nl: [['Amsterdam', '10'], ['Utrecht', '35'], ['Groningen', '97'], ['Eindhoven', '56']],
  pl: [['Warszawa', '0'], ['Kraków', '3'], ['Gdańsk', '8'], ['Wrocław', '5']],
  se: [['Stockholm', '11'], ['Göteborg', '41'], ['Malmö', '21'], ['Uppsala', '75']],
  pt: [['Lisboa', '1'], ['Porto', '4'], ['Coimbra', '3']],
  br: [['São Paulo', 'SP', '0'], ['Rio de Janeiro', 'RJ', '2'], ['Belo Horizonte', 'MG', '3'], ['Curitiba', 'PR', '8']],
  tr: [['Kadıköy/İstanbul', '347'], ['Çankaya/Ankara', '065'], ['Konak/İzmir', '352']],
  in: [['Mumbai', '4000'], ['Bengaluru', '5600'], ['Pune', '4110'], ['Chennai', '6000']],
  au: [['Sydney NSW', '20'], ['Melbourne VIC', '30'], ['Brisbane QLD', '40']],
};
const UP = 'ABCDEFGHJKLMNPRSTUWXYZ';
/** an address string in the country's own layout; `multiline` breaks it the way letters do */
export function addressText(r, country, multiline = false) {
  const nl = multiline ? '\n' : ', ';
  const st = STREETS[country] ? r.pick(STREETS[country]) : '';
  const city = CITIES[country] ? r.pick(CITIES[country]) : null;
  const no = r.int(1, 240);
  switch (country) {
    case 'us': return `${no * 7} ${st}${r.chance(0.4) ? `, ${r.pick(['Apt', 'Unit', 'Suite', '#'])} ${r.int(1, 40)}${r.pick(['', 'B', 'C'])}` : ''}${nl}${city[0]}, ${city[1]} ${city[2]}${r.digits(2)}${r.chance(0.2) ? '-' + r.digits(4) : ''}`;
    case 'gb': return `${r.chance(0.3) ? `Flat ${r.int(1, 12)}, ` : ''}${no} ${st}${nl}${city[0]} ${city[1]}${r.int(1, 20)} ${r.int(1, 9)}${r.from(UP, 2)}`;
    case 'de': return `${st} ${no}${r.chance(0.2) ? r.pick(['a', 'b']) : ''}${nl}${city[1]}${r.digits(3)} ${city[0]}`;
    case 'fr': return `${r.chance(0.3) ? `Bât. ${r.pick(['A', 'B', 'C'])}, ` : ''}${no}${r.chance(0.15) ? ' bis' : ''} ${st}${nl}${city[1]}${r.digits(5 - city[1].length)} ${city[0]}`;
    case 'es': return `${st}, ${no}, ${r.int(1, 9)}º ${r.pick(['A', 'B', 'izda.', 'dcha.'])}${nl}${city[1]}${r.digits(2)} ${city[0]}`;
    case 'it': return `${st} ${no}${r.chance(0.2) ? '/' + r.pick(['A', 'B']) : ''}${nl}${city[1]}${r.digits(2)} ${city[0]}${r.chance(0.5) ? ` (${city[0].slice(0, 2).toUpperCase()})` : ''}`;
    case 'nl': return `${st} ${no}${r.chance(0.3) ? '-' + r.int(1, 3) : ''}${nl}${city[1]}${r.digits(2)} ${r.from(UP, 2)} ${city[0]}`;
    case 'pl': return `${st} ${no}${r.chance(0.5) ? '/' + r.int(1, 60) : ''}${nl}${city[1]}${r.digits(1)}-${r.digits(3)} ${city[0]}`;
    case 'se': return `${st} ${no}${r.chance(0.2) ? ', lgh ' + r.int(1001, 1304) : ''}${nl}${city[1]}${r.digits(1)} ${r.digits(2)} ${city[0]}`;
    case 'pt': return `${st}, ${no}, ${r.int(1, 6)}º ${r.pick(['Esq', 'Dto'])}${nl}${city[1]}${r.digits(3)}-${r.digits(3)} ${city[0]}`;
    case 'br': return `${st}, ${no * 3}${r.chance(0.4) ? `, Apto ${r.int(11, 190)}` : ''}${nl}${city[0]} - ${city[1]}, ${city[2]}${r.digits(4)}-${r.digits(3)}`;
    case 'tr': return `${r.pick(['Moda', 'Bahçelievler', 'Kızılay', 'Alsancak'])} Mah. ${st} No: ${no} Daire ${r.int(1, 20)}${nl}${city[1]}${r.digits(2)} ${city[0]}`;
    case 'in': return `${r.pick(['Flat', 'House No.', 'Plot'])} ${r.int(1, 90)}${r.pick(['', 'A', 'B'])}, ${r.pick(['Sea View Apartments', 'Green Park Residency', 'Sai Krupa Society'])}${nl}${st}${nl}${city[0]} ${city[1]}${r.digits(2)}`;
    case 'au': return `${r.chance(0.3) ? `Unit ${r.int(1, 30)}/` : ''}${no} ${st}${nl}${city[0]} ${city[1]}${r.digits(2)}`;
    case 'jp': return `〒${r.digits(3)}-${r.digits(4)} ${r.pick(['東京都渋谷区神宮前', '大阪府大阪市北区梅田', '神奈川県横浜市中区山下町', '福岡県福岡市中央区天神'])}${r.int(1, 6)}丁目${r.int(1, 30)}番${r.int(1, 20)}号${r.chance(0.4) ? ` ${r.pick(['サンハイツ', 'グランメゾン', 'コーポ緑'])}${r.int(101, 905)}号室` : ''}`;
    case 'cn': return `${r.pick(['上海市浦东新区', '北京市朝阳区', '广东省深圳市南山区', '浙江省杭州市西湖区'])}${r.pick(['世纪大道', '建国路', '科技园南路', '文三路'])}${r.int(1, 999)}号${r.chance(0.5) ? `${r.int(1, 30)}栋${r.int(101, 2505)}室` : ''}`;
    case 'kr': return `${r.pick(['서울특별시 강남구', '부산광역시 해운대구', '경기도 성남시 분당구'])} ${r.pick(['테헤란로', '해운대로', '판교역로'])} ${r.int(1, 400)}${r.chance(0.5) ? `, ${r.int(1, 30)}층` : ''}${r.chance(0.4) ? ` (${r.digits(5)})` : ''}`;
    case 'sa': return `${r.pick(['شارع الملك فهد', 'طريق الأمير سلطان', 'شارع التحلية'])} ${r.int(100, 9999)}، ${r.pick(['حي العليا', 'حي الروضة', 'حي النخيل'])}، ${r.pick(['الرياض', 'جدة', 'الدمام'])} ${r.digits(5)}`;
    default: return addressText(r, 'us', multiline);
  }
}
export const ADDRESS_COUNTRY = { en: ['us', 'gb', 'au', 'in'], de: ['de'], fr: ['fr'], es: ['es'], pt: ['pt', 'br'], it: ['it'], nl: ['nl'], pl: ['pl'], sv: ['se'], ja: ['jp'], zh: ['cn'], ko: ['kr'], ar: ['sa'], hi: ['in'], tr: ['tr'] };
export function address(r, lang, multiline = false) {
  const c = r.chance(0.15) ? r.pick(Object.keys(STREETS)) : r.pick(ADDRESS_COUNTRY[lang] ?? ['us']);
  return L('address', `address_${c}`, addressText(r, c, multiline));
}
export const addressIn = (r, country, multiline = false) => L('address', `address_${country}`, addressText(r, country, multiline));
