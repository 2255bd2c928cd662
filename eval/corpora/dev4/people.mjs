// People of a locale: names, e-mail addresses, phone numbers, street addresses and birth dates,
// each drawn at run time and formatted the way that locale writes them.
import { names, culturesByLocale } from './names.mjs';

const pad = (n, w = 2) => String(n).padStart(w, '0');
const ascii = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/ł/g, 'l').replace(/Ł/g, 'L').replace(/ı/g, 'i').replace(/[^A-Za-z0-9]/g, '').toLowerCase();

/** A person: name parts, how the name is written, and a birth date. */
export function person(r, locale) {
  const culture = r.pick(culturesByLocale[locale] ?? ['anglo']);
  const list = names[culture];
  const native = list.givenNative && r.chance(locale.startsWith('en') ? 0 : 0.55);
  const gi = r.int(0, (native ? list.givenNative : list.given).length - 1);
  const given = native ? list.givenNative[gi] : list.given[gi];
  const family = native ? r.pick(list.familyNative) : r.pick(list.family);
  const familyFirst = ['chinese', 'japanese', 'korean', 'vietnamese'].includes(culture);
  let full;
  if (native && (culture === 'chinese' || culture === 'korean')) full = family + given;
  else if (native && culture === 'japanese') full = r.chance(0.5) ? `${family} ${given}` : family + given;
  else if (familyFirst && r.chance(0.5)) full = `${family} ${given}`;
  else full = `${given} ${family}`;
  const latinGiven = native ? list.given[gi] ?? list.given[0] : given;
  const latinFamily = native ? list.family[list.familyNative.indexOf(family)] ?? list.family[0] : family;
  const dob = { y: r.int(1941, 2006), m: r.int(1, 12), d: r.int(1, 28) };
  return { culture, locale, given, family, full, latinGiven, latinFamily, native, dob, female: r.chance(0.5) };
}

const freeMail = {
  en: ['gmail.com', 'outlook.com', 'yahoo.com', 'hotmail.co.uk', 'icloud.com', 'proton.me', 'aol.com', 'btinternet.com', 'rediffmail.com'],
  de: ['web.de', 'gmx.de', 't-online.de', 'posteo.de', 'gmx.net'], fr: ['orange.fr', 'free.fr', 'laposte.net', 'sfr.fr'], es: ['telefonica.net', 'hotmail.es', 'yahoo.es'],
  pt: ['uol.com.br', 'bol.com.br', 'sapo.pt', 'terra.com.br'], it: ['libero.it', 'virgilio.it', 'tiscali.it'], nl: ['ziggo.nl', 'kpnmail.nl', 'hetnet.nl'], pl: ['wp.pl', 'onet.pl', 'interia.pl', 'o2.pl'],
  sv: ['telia.com', 'bredband.net', 'spray.se'], ja: ['yahoo.co.jp', 'docomo.ne.jp', 'nifty.com', 'ezweb.ne.jp'], zh: ['qq.com', '163.com', '126.com', 'sina.com'], ko: ['naver.com', 'daum.net', 'kakao.com', 'hanmail.net'],
  ar: ['yahoo.com', 'hotmail.com', 'outlook.sa'], hi: ['rediffmail.com', 'gmail.com'], tr: ['yandex.com.tr', 'hotmail.com.tr', 'mynet.com'],
};
const companyDomains = ['kestrel-freight.com', 'brightwater-labs.io', 'nordlicht-logistik.de', 'atelier-verdier.fr', 'grupo-olmeda.es', 'vinhedo-azul.com.br', 'fabbrica-lumen.it',
  'dijkstra-bouw.nl', 'polwind-energia.pl', 'fjallvind.se', 'sakura-denki.co.jp', 'longhai-trade.cn', 'hanbit-soft.co.kr', 'nakheel-services.ae', 'samarth-infra.in', 'yildiz-tekstil.com.tr',
  'tallgrass-health.org', 'quillmark.co.uk', 'harborlight.ca', 'copperleaf.com.au', 'meridian-ops.net', 'aldergrove.io', 'stonebridge-legal.com', 'pinecrest-school.org'];
export const pickCompanyDomain = (r) => r.pick(companyDomains);

/** A personal or work e-mail address derived from the person's name. */
export function email(r, p, lang = 'en', domain) {
  const g = ascii(p.latinGiven) || 'x', f = ascii(p.latinFamily) || 'y';
  const local = r.pick([`${g}.${f}`, `${g[0]}${f}`, `${g}${f}${r.int(1, 99)}`, `${f}.${g}`, `${g}_${f}`, `${g}${r.int(1970, 2005)}`, `${f}${g[0]}`, `${g}.${f[0]}`, `${g}-${f}`]);
  let dom = domain ?? (r.chance(0.5) ? r.pick(freeMail[lang] ?? freeMail.en) : r.pick(companyDomains));
  if (!domain && r.chance(0.06)) dom = `${r.pick(['mail', 'eu', 'corp', 'students'])}.${dom}`;
  const tag = r.chance(0.05) ? `+${r.pick(['shop', 'news', 'github', 'bank', '2026'])}` : '';
  const addr = `${local}${tag}@${dom}`;
  return r.chance(0.08) ? addr.replace(/^./, (c) => c.toUpperCase()) : addr;
}
export function teamMailbox(r, domain = r.pick(companyDomains)) {
  return `${r.pick(['support', 'billing', 'hr', 'privacy', 'accounts', 'recrutement', 'kundenservice', 'soporte', 'atendimento', 'info', 'it-helpdesk', 'payroll', 'dpo', 'bookings'])}@${domain}`;
}

/** Phone numbers: international and national forms per locale. */
const phoneMakers = {
  'en-US': (r, intl) => { const a = `${r.int(2, 9)}${r.digits(2)}`, b = `${r.int(2, 9)}${r.digits(2)}`, c = r.digits(4); return intl ? r.pick([`+1 ${a} ${b} ${c}`, `+1-${a}-${b}-${c}`, `+1 (${a}) ${b}-${c}`]) : r.pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`]); },
  'en-CA': (r, intl) => phoneMakers['en-US'](r, intl),
  'en-GB': (r, intl) => {
    const m = `7${r.int(400, 999)} ${r.digits(6)}`, l = `20 ${r.int(3, 8)}${r.digits(3)} ${r.digits(4)}`;
    const n = r.chance(0.6) ? m : l;
    if (intl) return r.chance(0.2) ? `+44 (0)${n}` : `+44 ${n}`;
    return n === l && r.chance(0.4) ? `(020) ${l.slice(3)}` : `0${n}`;
  },
  'en-AU': (r, intl) => { const n = `4${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`; return intl ? `+61 ${n}` : `0${n}`; },
  'en-IN': (r, intl) => { const n = `${r.int(6, 9)}${r.digits(4)} ${r.digits(5)}`; return intl ? r.pick([`+91 ${n}`, `+91-${n.replace(' ', '')}`]) : `0${n}`; },
  'hi-IN': (r, intl) => phoneMakers['en-IN'](r, intl),
  'en-SG': (r) => `+65 ${r.pick(['8', '9'])}${r.digits(3)} ${r.digits(4)}`,
  'en-NG': (r, intl) => { const n = `${r.pick(['803', '805', '806', '703', '813'])} ${r.digits(3)} ${r.digits(4)}`; return intl ? `+234 ${n}` : `0${n}`; },
  'de-DE': (r, intl) => { const mob = `1${r.pick(['51', '52', '60', '70', '76'])}${r.digits(1)} ${r.digits(7)}`; const land = `${r.pick(['30', '40', '89', '221', '69'])} ${r.digits(r.int(6, 8))}`; const n = r.chance(0.5) ? mob : land; return intl ? r.pick([`+49 ${n}`, `+49 (0)${n}`, `0049 ${n}`]) : `0${n.replace(' ', r.pick([' ', '/', '-']))}`; },
  'fr-FR': (r, intl) => { const d = `${r.pick(['6', '7', '1', '4'])}${r.digits(8)}`; const g = `${d[0]} ${d.slice(1, 3)} ${d.slice(3, 5)} ${d.slice(5, 7)} ${d.slice(7)}`; return intl ? `+33 ${g}` : `0${g}`.replace(/ /g, r.pick([' ', '.', ' '])); },
  'es-ES': (r, intl) => { const n = `${r.pick(['6', '7', '9'])}${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`; return intl ? `+34 ${n}` : n; },
  'es-MX': (r, intl) => { const n = `${r.pick(['55', '33', '81'])} ${r.digits(4)} ${r.digits(4)}`; return intl ? `+52 ${n}` : n; },
  'es-CL': (r, intl) => { const n = `9 ${r.digits(4)} ${r.digits(4)}`; return intl ? `+56 ${n}` : n; },
  'pt-BR': (r, intl) => { const n = `(${r.pick(['11', '21', '31', '41', '51', '61', '71', '81'])}) 9${r.digits(4)}-${r.digits(4)}`; return intl ? `+55 ${n.replace(/[()]/g, '')}` : n; },
  'pt-PT': (r, intl) => { const n = `9${r.pick(['1', '2', '3', '6'])}${r.digits(1)} ${r.digits(3)} ${r.digits(3)}`; return intl ? `+351 ${n}` : n; },
  'it-IT': (r, intl) => { const n = `3${r.digits(2)} ${r.digits(3)} ${r.digits(4)}`; return intl ? `+39 ${n}` : n; },
  'nl-NL': (r, intl) => { const n = `6${r.chance(0.5) ? ' ' : '-'}${r.digits(8)}`; return intl ? `+31 ${n}` : `0${n}`; },
  'pl-PL': (r, intl) => { const n = `${r.pick(['5', '6', '7', '8'])}${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`; return intl ? `+48 ${n}` : n; },
  'sv-SE': (r, intl) => { const n = `7${r.pick(['0', '2', '3', '6'])}-${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`; return intl ? `+46 ${n.replace('-', ' ')}` : `0${n}`; },
  'fi-FI': (r, intl) => { const n = `4${r.int(0, 5)} ${r.digits(3)} ${r.digits(4)}`; return intl ? `+358 ${n}` : `0${n}`; },
  'ja-JP': (r, intl) => { const n = r.chance(0.7) ? `${r.pick(['90', '80', '70'])}-${r.digits(4)}-${r.digits(4)}` : `${r.pick(['3', '6'])}-${r.digits(4)}-${r.digits(4)}`; return intl ? `+81 ${n}` : `0${n}`; },
  'zh-CN': (r, intl) => {
    if (r.chance(0.2)) { const n = `${r.pick(['10', '21', '20'])}-${r.digits(4)} ${r.digits(4)}`; return intl ? `+86 ${n}` : `0${n}`; }
    const n = `1${r.pick(['38', '39', '58', '86', '37'])} ${r.digits(4)} ${r.digits(4)}`; return intl ? `+86 ${n}` : n.replace(/ /g, r.pick(['', ' ', '-']));
  },
  'ko-KR': (r, intl) => { const n = r.chance(0.75) ? `10-${r.digits(4)}-${r.digits(4)}` : `2-${r.digits(3)}-${r.digits(4)}`; return intl ? `+82 ${n}` : `0${n}`; },
  'ar-SA': (r, intl) => { const n = `5${r.digits(1)} ${r.digits(3)} ${r.digits(4)}`; return intl ? `+966 ${n}` : `0${n}`; },
  'ar-AE': (r, intl) => { const n = `5${r.pick(['0', '2', '5', '6'])} ${r.digits(3)} ${r.digits(4)}`; return intl ? `+971 ${n}` : `0${n}`; },
  'ar-EG': (r, intl) => { const n = `1${r.pick(['0', '1', '2', '5'])} ${r.digits(4)} ${r.digits(4)}`; return intl ? `+20 ${n}` : `0${n}`; },
  'tr-TR': (r, intl) => { const n = `5${r.digits(2)} ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`; return intl ? `+90 ${n}` : `0${n}`; },
  'de-AT': (r, intl) => { const n = `6${r.pick(['64', '60', '76', '99'])} ${r.digits(7)}`; return intl ? `+43 ${n}` : `0${n}`; },
  'de-CH': (r, intl) => { const n = `7${r.pick(['6', '8', '9'])} ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`; return intl ? `+41 ${n}` : `0${n}`; },
  'fr-BE': (r, intl) => { const n = `4${r.pick(['70', '75', '85', '95'])} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`; return intl ? `+32 ${n}` : `0${n}`; },
  'nl-BE': (r, intl) => phoneMakers['fr-BE'](r, intl),
  'en-TH': (r, intl) => { const n = `${r.pick(['8', '9', '6'])}${r.digits(1)} ${r.digits(3)} ${r.digits(4)}`; return intl ? `+66 ${n}` : `0${n}`; },
  'en-IE': (r, intl) => { const n = `8${r.pick(['3', '5', '6', '7'])} ${r.digits(3)} ${r.digits(4)}`; return intl ? `+353 ${n}` : `0${n}`; },
};
export function phone(r, locale, intl = r.chance(0.5)) {
  return (phoneMakers[locale] ?? phoneMakers['en-US'])(r, intl);
}

// Street addresses in each country's own order; `sep` joins the lines (", " or "\n").
const streets = {
  us: ['Maple Ridge Dr', 'Sycamore Ave', 'W Harrison St', 'Old Mill Rd', 'Larkspur Ln', 'N Cedar Blvd', 'Bayview Terrace', 'E 14th St'],
  usCity: [['Dayton', 'OH', '454'], ['Boise', 'ID', '837'], ['Tacoma', 'WA', '984'], ['Savannah', 'GA', '314'], ['Lincoln', 'NE', '685'], ['Reno', 'NV', '895'], ['Albany', 'NY', '122']],
  uk: ['Rosebury Road', 'Kingfisher Close', 'Ashgrove Terrace', 'Wellington Street', 'Mill Lane', 'Priory Gardens', 'Hawthorn Crescent'],
  ukCity: [['Leeds', 'LS6'], ['Bristol', 'BS3'], ['Norwich', 'NR2'], ['Cardiff', 'CF24'], ['Glasgow', 'G12'], ['London', 'SE15'], ['York', 'YO10']],
  de: ['Lindenstraße', 'Am Mühlbach', 'Kastanienallee', 'Schillerplatz', 'Hohe Straße', 'Fichtenweg', 'Bahnhofstraße', 'Ulmer Straße'],
  deCity: [['10437', 'Berlin'], ['80331', 'München'], ['50667', 'Köln'], ['20095', 'Hamburg'], ['04109', 'Leipzig'], ['70173', 'Stuttgart'], ['28195', 'Bremen']],
  fr: ['rue des Tilleuls', 'avenue Jean Moulin', 'boulevard de la Liberté', 'impasse des Vignes', 'rue du Faubourg Saint-Denis', 'chemin des Crêtes', 'place Bellecour'],
  frCity: [['69003', 'Lyon'], ['75011', 'Paris'], ['33000', 'Bordeaux'], ['13006', 'Marseille'], ['44000', 'Nantes'], ['31000', 'Toulouse'], ['67000', 'Strasbourg']],
  es: ['Calle de Alcalá', 'Avenida de la Constitución', 'Calle Mayor', 'Paseo de Gracia', 'Calle San Vicente Mártir', 'Ronda de Toledo', 'Calle Larios'],
  esCity: [['28014', 'Madrid'], ['08007', 'Barcelona'], ['46001', 'Valencia'], ['41004', 'Sevilla'], ['29005', 'Málaga'], ['48001', 'Bilbao']],
  mx: ['Av. Insurgentes Sur', 'Calle Durango', 'Av. Revolución', 'Calle Morelos'],
  mxCity: [['03100', 'Ciudad de México', 'CDMX'], ['44100', 'Guadalajara', 'Jal.'], ['64000', 'Monterrey', 'N.L.']],
  cl: ['Av. Providencia', 'Calle Huérfanos', 'Av. Apoquindo'], clCity: [['7500000', 'Providencia, Santiago'], ['8320000', 'Santiago'], ['7550000', 'Las Condes']],
  br: ['Rua das Acácias', 'Avenida Paulista', 'Rua Voluntários da Pátria', 'Rua XV de Novembro', 'Avenida Sete de Setembro'],
  brCity: [['São Paulo', 'SP', '01310'], ['Rio de Janeiro', 'RJ', '22290'], ['Curitiba', 'PR', '80020'], ['Salvador', 'BA', '40060'], ['Belo Horizonte', 'MG', '30130']],
  pt: ['Rua Augusta', 'Avenida da Liberdade', 'Rua de Santa Catarina', 'Travessa do Carmo'], ptCity: [['1100-053', 'Lisboa'], ['4000-443', 'Porto'], ['3000-150', 'Coimbra']],
  it: ['Via Garibaldi', 'Corso Vittorio Emanuele II', 'Via dei Mille', 'Piazza della Signoria', 'Viale Monza', 'Via Roma'],
  itCity: [['20121', 'Milano', 'MI'], ['00184', 'Roma', 'RM'], ['50122', 'Firenze', 'FI'], ['80133', 'Napoli', 'NA'], ['10121', 'Torino', 'TO']],
  nl: ['Keizersgracht', 'Oudegracht', 'Lange Voorhout', 'Burgemeester Visserlaan', 'Willemsparkweg', 'Korte Nieuwstraat'],
  nlCity: [['1015 CW', 'Amsterdam'], ['3511 AP', 'Utrecht'], ['2514 JL', 'Den Haag'], ['3012 KN', 'Rotterdam'], ['9711 LV', 'Groningen']],
  pl: ['ul. Długa', 'ul. Marszałkowska', 'al. Jerozolimskie', 'ul. Piotrkowska', 'ul. Św. Marcina', 'os. Kościuszkowskie'],
  plCity: [['00-238', 'Warszawa'], ['90-102', 'Łódź'], ['61-806', 'Poznań'], ['31-042', 'Kraków'], ['80-831', 'Gdańsk']],
  se: ['Storgatan', 'Drottninggatan', 'Kungsvägen', 'Vasagatan', 'Björkstigen', 'Sveavägen'],
  seCity: [['114 55', 'Stockholm'], ['411 38', 'Göteborg'], ['211 42', 'Malmö'], ['753 20', 'Uppsala']],
  fi: ['Mannerheimintie', 'Hämeenkatu', 'Koivukuja'], fiCity: [['00100', 'Helsinki'], ['33100', 'Tampere'], ['20100', 'Turku']],
  jp: [['東京都', '渋谷区', '神宮前', '150-0001'], ['大阪府', '大阪市北区', '梅田', '530-0001'], ['京都府', '京都市中京区', '烏丸通', '604-8166'], ['神奈川県', '横浜市西区', 'みなとみらい', '220-0012'], ['福岡県', '福岡市中央区', '天神', '810-0001']],
  jpLatin: [['Jingumae', 'Shibuya-ku', 'Tokyo', '150-0001'], ['Umeda', 'Kita-ku', 'Osaka', '530-0001'], ['Tenjin', 'Chuo-ku', 'Fukuoka', '810-0001']],
  cn: [['北京市', '朝阳区', '建国路'], ['上海市', '徐汇区', '漕溪北路'], ['广东省广州市', '天河区', '体育西路'], ['四川省成都市', '锦江区', '春熙路'], ['浙江省杭州市', '西湖区', '文三路']],
  kr: [['서울특별시', '강남구', '테헤란로'], ['부산광역시', '해운대구', '센텀중앙로'], ['경기도 성남시', '분당구', '판교역로'], ['서울특별시', '마포구', '월드컵북로']],
  sa: [['طريق الملك فهد', 'الرياض', '12211'], ['شارع التحلية', 'جدة', '23431'], ['شارع الأمير سلطان', 'الدمام', '32241']],
  saLatin: [['King Fahd Road, Al Olaya', 'Riyadh', '12211'], ['Tahlia Street, Al Andalus', 'Jeddah', '23431']],
  ae: [['Sheikh Zayed Road', 'Al Barsha', 'Dubai'], ['Corniche Street', 'Al Khalidiyah', 'Abu Dhabi'], ['Al Wasl Road', 'Jumeirah 1', 'Dubai']],
  eg: [['شارع التحرير', 'الدقي', 'الجيزة'], ['شارع 9', 'المعادي', 'القاهرة']],
  in: [['MG Road', 'Bengaluru', 'Karnataka', '560001'], ['Linking Road, Bandra West', 'Mumbai', 'Maharashtra', '400050'], ['Anna Salai', 'Chennai', 'Tamil Nadu', '600002'], ['Sector 18', 'Noida', 'Uttar Pradesh', '201301'], ['Park Street', 'Kolkata', 'West Bengal', '700016']],
  inNative: [['महात्मा गांधी मार्ग', 'लखनऊ', 'उत्तर प्रदेश', '226001'], ['राजपथ', 'नई दिल्ली', 'दिल्ली', '110001'], ['स्टेशन रोड', 'जयपुर', 'राजस्थान', '302006']],
  tr: [['Atatürk Cad.', 'Kadıköy', 'İstanbul', '34710'], ['Cumhuriyet Mah. Gazi Bulvarı', 'Konak', 'İzmir', '35250'], ['Kızılay Mah. Ziya Gökalp Cad.', 'Çankaya', 'Ankara', '06420']],
  au: [['Wattle Grove', 'Fitzroy', 'VIC', '3065'], ['Bondi Road', 'Bondi', 'NSW', '2026'], ['Hay Street', 'Perth', 'WA', '6000'], ['Brunswick Street', 'New Farm', 'QLD', '4005']],
  ca: [['Rue Saint-Denis', 'Montréal', 'QC', 'H2X 3K9'], ['Granville Street', 'Vancouver', 'BC', 'V6Z 1L2'], ['Queen Street West', 'Toronto', 'ON', 'M5V 2A4']],
  sg: [['Ang Mo Kio Avenue 3', '560123'], ['Tampines Street 21', '521140'], ['Jurong West Street 52', '640512']],
  ng: [['Adeola Odeku Street', 'Victoria Island', 'Lagos'], ['Aminu Kano Crescent', 'Wuse II', 'Abuja']],
};

/** A post-office box: a postal address that reaches one person as surely as a street does. */
function poBox(r, locale, sep) {
  switch (locale) {
    case 'en-US': { const [city, st, zip3] = r.pick(streets.usCity); return `PO Box ${r.int(100, 9999)}${sep}${city}, ${st} ${zip3}${r.digits(2)}`; }
    case 'de-DE': { const [pc, city] = r.pick(streets.deCity); return `Postfach ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}${sep}${pc} ${city}`; }
    case 'fr-FR': { const [pc, city] = r.pick(streets.frCity); return `BP ${r.int(10, 999)}${sep}${pc} ${city} Cedex`; }
    case 'es-ES': { const [pc, city] = r.pick(streets.esCity); return `Apartado de Correos ${r.int(100, 9999)}${sep}${pc} ${city}`; }
    default: return null;
  }
}

export const isPoBox = (a) => /^(PO Box|Postfach|BP |Apartado de Correos)/.test(a);

export function address(r, locale, sep = ', ') {
  const n = () => String(r.int(1, 240));
  const S = streets;
  if (['en-US', 'de-DE', 'fr-FR', 'es-ES'].includes(locale) && r.chance(0.06)) return poBox(r, locale, sep);
  switch (locale) {
    case 'en-US': { const [city, st, zip3] = r.pick(S.usCity); const unit = r.chance(0.4) ? `${sep}${r.pick(['Apt', 'Unit', 'Suite', '#'])} ${r.int(1, 40)}${r.pick(['', 'B', 'C'])}` : ''; return `${r.int(100, 9899)} ${r.pick(S.us)}${unit}${sep}${city}, ${st} ${zip3}${r.digits(2)}${r.chance(0.2) ? '-' + r.digits(4) : ''}`; }
    case 'en-GB': { const [city, pc] = r.pick(S.ukCity); const flat = r.chance(0.35) ? `Flat ${r.int(1, 12)}${sep}` : ''; return `${flat}${n()} ${r.pick(S.uk)}${sep}${city}${sep === ', ' ? ' ' : sep}${pc} ${r.int(1, 9)}${r.chars(2, 'ABDEFGHJLNPQRSTUWXYZ')}`; }
    case 'de-DE': { const [pc, city] = r.pick(S.deCity); return `${r.pick(S.de)} ${n()}${r.pick(['', '', 'a', 'b'])}${sep}${pc} ${city}`; }
    case 'fr-FR': { const [pc, city] = r.pick(S.frCity); const bis = r.pick(['', '', ' bis', ' ter']); const apt = r.chance(0.3) ? `Bât. ${r.pick(['A', 'B', 'C'])}, appt ${r.int(1, 60)}${sep}` : ''; return `${apt}${n()}${bis} ${r.pick(S.fr)}${sep}${pc} ${city}`; }
    case 'es-ES': { const [pc, city] = r.pick(S.esCity); return `${r.pick(S.es)}, ${n()}, ${r.int(1, 9)}º ${r.pick(['A', 'B', 'C', 'D', 'izda.', 'dcha.'])}${sep}${pc} ${city}`; }
    case 'es-MX': { const [pc, city, st] = r.pick(S.mxCity); return `${r.pick(S.mx)} ${r.int(10, 3999)}${r.chance(0.4) ? ' Int. ' + r.int(1, 20) : ''}, Col. ${r.pick(['Roma Norte', 'Del Valle', 'Centro', 'Narvarte'])}${sep}C.P. ${pc} ${city}, ${st}`; }
    case 'es-CL': { const [pc, city] = r.pick(S.clCity); return `${r.pick(S.cl)} ${r.int(100, 3999)}, depto. ${r.int(11, 2208)}${sep}${city}${r.chance(0.5) ? ' ' + pc : ''}`; }
    case 'pt-BR': { const [city, uf, cep] = r.pick(S.brCity); return `${r.pick(S.br)}, ${r.int(10, 2999)}${r.chance(0.4) ? ', Apto ' + r.int(11, 1504) : ''}${sep}${r.pick(['Bela Vista', 'Botafogo', 'Centro', 'Savassi', 'Barra'])}, ${city} - ${uf}${sep}${cep}-${r.digits(3)}`; }
    case 'pt-PT': { const [pc, city] = r.pick(S.ptCity); return `${r.pick(S.pt)}, ${n()}, ${r.int(1, 6)}º ${r.pick(['Esq.', 'Dto.', 'A'])}${sep}${pc} ${city}`; }
    case 'it-IT': { const [cap, city, prov] = r.pick(S.itCity); return `${r.pick(S.it)} ${n()}${r.chance(0.2) ? '/' + r.pick(['A', 'B']) : ''}${sep}${cap} ${city} ${r.chance(0.6) ? '(' + prov + ')' : prov}`; }
    case 'nl-NL': { const [pc, city] = r.pick(S.nlCity); return `${r.pick(S.nl)} ${n()}${r.pick(['', '', '-2', ' A', 'hs'])}${sep}${pc} ${city}`; }
    case 'pl-PL': { const [pc, city] = r.pick(S.plCity); return `${r.pick(S.pl)} ${n()}${r.chance(0.5) ? '/' + r.int(1, 80) : ''}${sep}${pc} ${city}`; }
    case 'sv-SE': { const [pc, city] = r.pick(S.seCity); return `${r.pick(S.se)} ${n()}${r.chance(0.3) ? ', lgh ' + r.int(1001, 1605) : ''}${sep}${pc} ${city}`; }
    case 'fi-FI': { const [pc, city] = r.pick(S.fiCity); return `${r.pick(S.fi)} ${n()} ${r.pick(['A', 'B', 'C'])} ${r.int(1, 40)}${sep}${pc} ${city}`; }
    case 'ja-JP': {
      if (r.chance(0.35)) { const [area, ward, city, pc] = r.pick(S.jpLatin); return `${r.int(1, 5)}-${r.int(1, 30)}-${r.int(1, 20)} ${area}${sep}${ward}, ${city} ${pc}`; }
      const [pref, city, town, pc] = r.pick(S.jp); return `〒${pc} ${pref}${city}${town}${r.int(1, 5)}丁目${r.int(1, 30)}-${r.int(1, 20)}${r.chance(0.4) ? ' ' + r.pick(['グランドハイツ', 'メゾン青山', 'サンライズ']) + r.int(101, 905) + '号室' : ''}`;
    }
    case 'zh-CN': {
      if (r.chance(0.3)) { const [st, dist, city, pc] = r.pick([['Jianguo Road', 'Chaoyang District', 'Beijing', '100022'], ['Caoxi North Road', 'Xuhui District', 'Shanghai', '200030'], ['Tiyu West Road', 'Tianhe District', 'Guangzhou', '510620']]); return `${r.pick(['No. ', ''])}${r.int(1, 399)} ${st}${r.chance(0.5) ? `, Room ${r.int(101, 2806)}` : ''}, ${dist}${sep}${city} ${pc}`; }
      const [p, d, s] = r.pick(S.cn); return `${p}${d}${s}${r.int(1, 399)}号${r.chance(0.6) ? r.int(1, 30) + '栋' + r.int(101, 2806) + '室' : ''}`; }
    case 'ko-KR': {
      if (r.chance(0.3)) { const [st, gu, city, pc] = r.pick([['Teheran-ro', 'Gangnam-gu', 'Seoul', '06236'], ['Worldcup buk-ro', 'Mapo-gu', 'Seoul', '03925'], ['Centum jungang-ro', 'Haeundae-gu', 'Busan', '48058']]); return `${r.int(1, 400)} ${st}, ${gu}${sep}${city} ${pc}`; }
      const [a, b, c] = r.pick(S.kr); return `${a} ${b} ${c} ${r.int(1, 400)}${r.chance(0.5) ? ', ' + r.int(101, 112) + '동 ' + r.int(101, 2304) + '호' : ''}`; }
    case 'ar-SA': { if (r.chance(0.4)) { const [st, city, pc] = r.pick(S.saLatin); return `${r.int(1000, 9999)} ${st}${sep}${city} ${pc}`; } const [st, city, pc] = r.pick(S.sa); return `${r.int(1000, 9999)} ${st}، ${city} ${pc}`; }
    case 'ar-AE': { const [st, area, city] = r.pick(S.ae); return `Villa ${r.int(1, 90)}, ${st}, ${area}${sep}${city}`; }
    case 'ar-EG': { const [st, area, city] = r.pick(S.eg); return `${r.int(1, 80)} ${st}، ${area}، ${city}`; }
    case 'en-IN': { const [st, city, state, pin] = r.pick(S.in); return `${r.pick(['Flat', 'House No.', 'Plot'])} ${r.int(1, 450)}, ${r.pick(['Shanti Apartments', 'Green Park Residency', 'Lotus Enclave', 'Sai Krupa Nivas'])}${sep}${st}, ${city}${sep}${state} ${pin}`; }
    case 'hi-IN': { if (r.chance(0.5)) return address(r, 'en-IN', sep); const [st, city, state, pin] = r.pick(S.inNative); return `मकान नं. ${r.int(1, 400)}, ${st}, ${city}, ${state} - ${pin}`; }
    case 'tr-TR': { const [st, dist, city, pc] = r.pick(S.tr); return `${st} No: ${r.int(1, 150)}${r.chance(0.5) ? ' D: ' + r.int(1, 20) : ''}${sep}${pc} ${dist}/${city}`; }
    case 'en-AU': { const [st, sub, state, pc] = r.pick(S.au); return `${r.chance(0.3) ? `Unit ${r.int(1, 20)}/` : ''}${r.int(1, 300)} ${st}${sep}${sub} ${state} ${pc}`; }
    case 'en-CA': { const [st, city, prov, pc] = r.pick(S.ca); return `${r.int(10, 9000)} ${st}${r.chance(0.4) ? ', Apt ' + r.int(1, 1200) : ''}${sep}${city}, ${prov} ${pc}`; }
    case 'en-SG': { const [st, pc] = r.pick(S.sg); return `Blk ${r.int(100, 999)} ${st}, #${pad(r.int(2, 25))}-${r.int(10, 450)}${sep}Singapore ${pc}`; }
    case 'de-AT': { const [pc, city] = r.pick([['1060', 'Wien'], ['8010', 'Graz'], ['5020', 'Salzburg'], ['6020', 'Innsbruck']]); return `${r.pick(['Mariahilfer Straße', 'Landstraßer Hauptstraße', 'Herrengasse', 'Museumstraße'])} ${n()}/${r.int(1, 9)}/${r.int(1, 30)}${sep}${pc} ${city}`; }
    case 'de-CH': { const [pc, city] = r.pick([['8001', 'Zürich'], ['3011', 'Bern'], ['4051', 'Basel'], ['6003', 'Luzern']]); return `${r.pick(['Bahnhofstrasse', 'Seefeldstrasse', 'Marktgasse', 'Spalenberg'])} ${n()}${sep}${r.chance(0.3) ? 'CH-' : ''}${pc} ${city}`; }
    case 'fr-BE': { const [pc, city] = r.pick([['1000', 'Bruxelles'], ['4000', 'Liège'], ['5000', 'Namur']]); return `${r.pick(['Rue de la Loi', 'Avenue Louise', 'Rue Neuve', 'Chaussée de Wavre'])} ${n()}${r.chance(0.3) ? ' bte ' + r.int(1, 20) : ''}${sep}${pc} ${city}`; }
    case 'nl-BE': { const [pc, city] = r.pick([['2000', 'Antwerpen'], ['9000', 'Gent'], ['3000', 'Leuven']]); return `${r.pick(['Meir', 'Veldstraat', 'Bondgenotenlaan', 'Kouter'])} ${n()}${r.chance(0.3) ? ' bus ' + r.int(1, 20) : ''}${sep}${pc} ${city}`; }
    case 'en-IE': { const [area, ek] = r.pick([['Dublin 2', 'D02'], ['Dublin 6', 'D06'], ['Cork', 'T12'], ['Galway', 'H91']]); return `${n()} ${r.pick(['Grafton Street', 'Rathmines Road', 'Patrick Street', 'Shop Street'])}${sep}${area}${sep}${ek} ${r.chars(4, 'ACDEFHKNPRTVWXY0123456789')}`; }
    case 'en-TH': { const [st, area, city] = r.pick([['Sukhumvit Soi 21', 'Khlong Toei Nuea, Watthana', 'Bangkok 10110'], ['Ratchadaphisek Road', 'Huai Khwang', 'Bangkok 10310'], ['Nimmanhaemin Soi 9', 'Suthep, Mueang Chiang Mai', 'Chiang Mai 50200'], ['Rama IV Road', 'Khlong Toei', 'Bangkok 10110']]); return `${r.int(1, 300)}/${r.int(1, 99)} ${st}, ${area}${sep}${city}`; }
    case 'en-NG': { const [st, area, city] = r.pick(S.ng); return `${r.int(1, 120)} ${st}, ${area}${sep}${city}`; }
    default: return address(r, 'en-US', sep);
  }
}

// Birth dates: numeric in each locale's order, and in words.
const months = {
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
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
};
const ordinal = (d) => d + (d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th');

/** A date written the way `lang`/`locale` writes it: numeric or in words. */
export function formatDate(r, { y, m, d }, lang, locale = '') {
  const M = months[lang] ?? months.en;
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  const numeric = {
    en: locale === 'en-US' ? [`${m}/${d}/${y}`, `${pad(m)}/${pad(d)}/${y}`, iso] : [`${pad(d)}/${pad(m)}/${y}`, `${d}/${m}/${y}`, iso, `${pad(d)}-${pad(m)}-${y}`],
    de: [`${pad(d)}.${pad(m)}.${y}`, `${d}.${m}.${y}`, `${pad(d)}.${pad(m)}.${pad(y % 100)}`], fr: [`${pad(d)}/${pad(m)}/${y}`, `${pad(d)}.${pad(m)}.${y}`], es: [`${pad(d)}/${pad(m)}/${y}`, `${d}-${m}-${y}`], pt: [`${pad(d)}/${pad(m)}/${y}`],
    it: [`${pad(d)}/${pad(m)}/${y}`, `${pad(d)}.${pad(m)}.${y}`], nl: [`${pad(d)}-${pad(m)}-${y}`, `${d}-${m}-${y}`], pl: [`${pad(d)}.${pad(m)}.${y}`, iso], sv: [iso, `${y}${pad(m)}${pad(d)}`],
    ja: [`${y}/${pad(m)}/${pad(d)}`, iso], zh: [iso, `${y}/${m}/${d}`], ko: [`${y}.${pad(m)}.${pad(d)}`, `${y}. ${m}. ${d}.`], ar: [`${pad(d)}/${pad(m)}/${y}`, iso], hi: [`${pad(d)}/${pad(m)}/${y}`, `${pad(d)}-${pad(m)}-${y}`], tr: [`${pad(d)}.${pad(m)}.${y}`],
  };
  const words = {
    en: locale === 'en-US' ? [`${M[m - 1]} ${d}, ${y}`, `${M[m - 1].slice(0, 3)} ${d} ${y}`, `${M[m - 1]} ${ordinal(d)}, ${y}`] : [`${d} ${M[m - 1]} ${y}`, `${ordinal(d)} ${M[m - 1]} ${y}`, `${d} ${M[m - 1].slice(0, 3)} ${y}`, `${pad(d)}-${M[m - 1].slice(0, 3)}-${y}`, `${ordinal(d)} of ${M[m - 1]} ${y}`],
    de: [`${d}. ${M[m - 1]} ${y}`], fr: [`${d === 1 ? '1er' : d} ${M[m - 1]} ${y}`], es: [`${d} de ${M[m - 1]} de ${y}`], pt: [`${d} de ${M[m - 1]} de ${y}`], it: [`${d} ${M[m - 1]} ${y}`],
    nl: [`${d} ${M[m - 1]} ${y}`], pl: [`${d} ${M[m - 1]} ${y}`, `${d} ${M[m - 1]} ${y} r.`], sv: [`${d} ${M[m - 1]} ${y}`], ja: [`${y}年${m}月${d}日`, `昭和${y - 1925}年${m}月${d}日`.replace(/^昭和(\d+)/, (s, k) => (y < 1989 ? s : `平成${y - 1988}`))],
    zh: [`${y}年${m}月${d}日`], ko: [`${y}년 ${m}월 ${d}일`], ar: [`${d} ${M[m - 1]} ${y}`], hi: [`${d} ${M[m - 1]} ${y}`], tr: [`${d} ${M[m - 1]} ${y}`],
  };
  return r.chance(0.45) ? r.pick(words[lang] ?? words.en) : r.pick(numeric[lang] ?? numeric.en);
}
