// E-mail addresses, phone numbers, IP addresses, postal addresses and dates, in the shapes
// different countries and systems write them.

/** A name folded to the ASCII letters a mailbox or handle would use. */
export const ascii = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/[łŁ]/g, 'l').replace(/ı/g, 'i').replace(/[ðÐ]/g, 'd').replace(/[þÞ]/g, 'th').replace(/[æÆ]/g, 'ae').replace(/[øØ]/g, 'o').replace(/[œŒ]/g, 'oe').replace(/[^A-Za-z]/g, '').toLowerCase();
const DOMAINS = ['mailbox.org', 'gmx.de', 'web.de', 'outlook.com', 'yahoo.co.jp', 'naver.com', 'qq.com', 'orange.fr', 'libero.it', 'wp.pl', 'telia.se', 'uol.com.br', 'ziggo.nl', 'yandex.com', 'protonmail.com', 'icloud.com', 'hotmail.es', 'rediffmail.com'];
const ORGS = ['northwind-logistics.com', 'brightfield.io', 'kestrel-health.de', 'lumen-avocats.fr', 'tidewater.co.uk', 'hanseatic-freight.de', 'solaria.es', 'mirabel.it', 'polder-it.nl', 'vistula-soft.pl', 'fjordlab.se', 'sakura-trading.co.jp', 'hanbit-tech.co.kr', 'dragonpeak.cn', 'al-noor-group.ae', 'anand-textiles.in', 'bosphorus-yazilim.com.tr', 'cerrado-agro.com.br'];

export function email(r, p) {
  const g = p && p.latin ? ascii(p.given) : r.pick(['kenji', 'mina', 'li.wei', 'ahmed', 'sofia', 'ravi', 'dana', 'jo']);
  const f = p && p.latin ? ascii(p.family) : r.pick(['tanaka', 'park', 'zhang', 'haddad', 'rossi', 'iyer', 'nowak']);
  const local = r.weighted([[4, `${g}.${f}`], [2, `${g[0]}${f}`], [2, `${g}${r.int(1, 99)}`], [1, `${f}.${g}`], [1, `${g}_${f}`], [1, `${g}+${r.pick(['invoices', 'travel', 'news', 'hr'])}`], [1, `${g}-${f}`]]);
  const domain = r.chance(0.5) ? r.pick(DOMAINS) : r.pick(ORGS);
  const v = `${local}@${domain}`;
  return r.chance(0.08) ? v.replace(/^./, (c) => c.toUpperCase()) : v;
}
export const orgDomain = (r) => r.pick(ORGS);

const PHONE = {
  US: (r) => r.pick([`(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`, `+1 ${r.int(201, 989)}-${r.int(200, 989)}-${r.digits(4)}`, `${r.int(201, 989)}.${r.int(200, 989)}.${r.digits(4)}`, `+1${r.int(201, 989)}${r.int(200, 989)}${r.digits(4)}`]),
  GB: (r) => r.pick([`+44 7${r.digits(3)} ${r.digits(6)}`, `07${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`, `+44 (0)20 ${r.digits(4)} ${r.digits(4)}`, `0161 ${r.digits(3)} ${r.digits(4)}`]),
  DE: (r) => r.pick([`+49 30 ${r.digits(8)}`, `0171 ${r.digits(7)}`, `+49 (0)89 ${r.digits(3)} ${r.digits(4)}`, `030/${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`, `+4915${r.digits(9)}`]),
  FR: (r) => r.pick([`06 ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`, `+33 6 ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`, `01.${r.digits(2)}.${r.digits(2)}.${r.digits(2)}.${r.digits(2)}`, `+33 (0)4 ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`]),
  ES: (r) => r.pick([`+34 6${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`, `91 ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`, `6${r.digits(8)}`]),
  IT: (r) => r.pick([`+39 3${r.digits(2)} ${r.digits(3)} ${r.digits(4)}`, `06 ${r.digits(4)} ${r.digits(4)}`, `+39 02 ${r.digits(8)}`]),
  NL: (r) => r.pick([`06-${r.digits(8)}`, `+31 6 ${r.digits(8)}`, `020 ${r.digits(3)} ${r.digits(4)}`]),
  PL: (r) => r.pick([`+48 ${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`, `${r.int(500, 899)}-${r.digits(3)}-${r.digits(3)}`, `(22) ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`]),
  SE: (r) => r.pick([`070-${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`, `+46 8 ${r.digits(3)} ${r.digits(3)} ${r.digits(2)}`, `+46 70 ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`]),
  JP: (r) => r.pick([`090-${r.digits(4)}-${r.digits(4)}`, `03-${r.digits(4)}-${r.digits(4)}`, `+81 80 ${r.digits(4)} ${r.digits(4)}`, `０９０－${'０１２３４５６７８９'[r.int(0, 9)]}２３４－５６７８`]),
  CN: (r) => r.pick([`138${r.digits(8)}`, `+86 139 ${r.digits(4)} ${r.digits(4)}`, `010-${r.digits(8)}`, `+86-21-${r.digits(8)}`]),
  KR: (r) => r.pick([`010-${r.digits(4)}-${r.digits(4)}`, `+82 10-${r.digits(4)}-${r.digits(4)}`, `02-${r.digits(3)}-${r.digits(4)}`]),
  SA: (r) => r.pick([`+966 5${r.digits(1)} ${r.digits(3)} ${r.digits(4)}`, `05${r.digits(8)}`]),
  AE: (r) => r.pick([`+971 50 ${r.digits(3)} ${r.digits(4)}`, `04 ${r.digits(3)} ${r.digits(4)}`]),
  IN: (r) => r.pick([`+91 98${r.digits(3)} ${r.digits(5)}`, `+91-${r.int(70, 99)}${r.digits(8)}`, `0${r.int(70, 99)}${r.digits(8)}`, `(080) ${r.digits(4)} ${r.digits(4)}`]),
  TR: (r) => r.pick([`+90 5${r.digits(2)} ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`, `0 (5${r.digits(2)}) ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`, `0212 ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`]),
  BR: (r) => r.pick([`+55 11 9${r.digits(4)}-${r.digits(4)}`, `(21) 9${r.digits(4)}-${r.digits(4)}`]),
  PT: (r) => r.pick([`+351 9${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`, `21 ${r.digits(3)} ${r.digits(4)}`]),
  AU: (r) => r.pick([`+61 4${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`, `(02) ${r.digits(4)} ${r.digits(4)}`, `04${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`]),
};
const PHONE_BY_LANG = { en: ['US', 'GB', 'AU', 'IN'], de: ['DE'], fr: ['FR'], es: ['ES'], pt: ['PT', 'BR'], it: ['IT'], nl: ['NL'], pl: ['PL'], sv: ['SE'], ja: ['JP'], zh: ['CN'], ko: ['KR'], ar: ['SA', 'AE'], hi: ['IN'], tr: ['TR'] };
export function phone(r, lang) {
  const c = r.chance(0.85) ? r.pick(PHONE_BY_LANG[lang] ?? ['US']) : r.pick(Object.keys(PHONE));
  return { country: c, value: PHONE[c](r) };
}

export function publicIPv4(r) {
  for (;;) {
    const a = r.int(1, 223);
    if ([10, 127, 0, 100, 169, 172, 192, 198, 203].includes(a)) continue;
    return `${a}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
  }
}
export function privateIPv4(r) { return r.pick([`10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, `192.168.${r.int(0, 255)}.${r.int(1, 254)}`, `172.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(1, 254)}`]); }
export function ipv6(r) {
  const groups = Array.from({ length: 8 }, () => r.hex(r.int(1, 4)).replace(/^0+(?=.)/, ''));
  groups[0] = r.pick(['2001', '2a02', '2a01', '2600', '2c0f', '2404']);
  if (r.chance(0.5)) { const i = r.int(3, 5); return `${groups.slice(0, i).join(':')}::${groups.slice(i + 2).join(':')}`; }
  return groups.join(':');
}

// ---- postal addresses ----
const STREETS = {
  US: ['Maple Ridge Dr', 'Cottonwood Ave', 'Old Mill Rd', 'Harbor View Blvd', 'Larkspur Ln', 'Quarry St', 'W Juniper Ct'],
  GB: ['Wellington Road', 'Rosebank Close', 'Kingfisher Way', 'Abbey Mews', 'Station Approach', 'Hollybush Lane'],
  DE: ['Lindenstraße', 'Am Mühlbach', 'Gartenweg', 'Schillerplatz', 'Rosenheimer Str.', 'Kastanienallee', 'Im Wiesengrund'],
  FR: ['rue des Tanneurs', 'avenue de la Libération', 'boulevard Carnot', 'impasse des Lilas', 'chemin du Moulin', 'place du Marché'],
  ES: ['Calle de Alcalá', 'Avenida de Andalucía', 'Calle del Olivo', 'Paseo de la Castellana', 'Carrer de Provença'],
  IT: ['Via dei Mille', 'Corso Garibaldi', 'Viale delle Rose', 'Piazza San Lorenzo', 'Via Nazionale'],
  NL: ['Prinsengracht', 'Lindenlaan', 'Molenstraat', 'Havenkade', 'Vondelstraat'],
  PL: ['ul. Kwiatowa', 'ul. Piękna', 'al. Jerozolimskie', 'ul. Ogrodowa', 'os. Słoneczne'],
  SE: ['Storgatan', 'Björkvägen', 'Hamngatan', 'Kyrkogatan', 'Sjövägen'],
  BR: ['Rua das Palmeiras', 'Avenida Paulista', 'Rua Sete de Setembro', 'Travessa do Comércio'],
  PT: ['Rua do Alecrim', 'Avenida da Liberdade', 'Travessa das Flores', 'Rua de Santa Catarina'],
  TR: ['Bağdat Caddesi', 'Çiçek Sokak', 'Cumhuriyet Cad.', 'Gül Sok.'],
  AU: ['Wattle St', 'Banksia Cres', 'Eucalyptus Dr', 'Harbour Rd'],
  CA: ['Rue Sainte-Catherine', 'Maple Grove Rd', 'Birchmount Ave'],
  IN: ['MG Road', 'Nehru Nagar Main Rd', '4th Cross, Indiranagar', 'Linking Road'],
};
const CITIES = {
  US: [['Springfield', 'IL', '627'], ['Boulder', 'CO', '803'], ['Savannah', 'GA', '314'], ['Tacoma', 'WA', '984'], ['Albany', 'NY', '122']],
  GB: [['London', 'SW1A'], ['Leeds', 'LS6'], ['Bristol', 'BS8'], ['Manchester', 'M14'], ['Edinburgh', 'EH3']],
  DE: [['Berlin', '10'], ['Köln', '50'], ['München', '80'], ['Hamburg', '22'], ['Leipzig', '04']],
  FR: [['Paris', '750'], ['Lyon', '6900'], ['Marseille', '130'], ['Nantes', '44'], ['Toulouse', '31']],
  ES: [['Madrid', '280'], ['Barcelona', '080'], ['Sevilla', '410'], ['Valencia', '460']],
  IT: [['Roma', '001', 'RM'], ['Milano', '201', 'MI'], ['Torino', '101', 'TO'], ['Napoli', '801', 'NA']],
  NL: [['Amsterdam', '10'], ['Utrecht', '35'], ['Rotterdam', '30'], ['Groningen', '97']],
  PL: [['Warszawa', '0'], ['Kraków', '3'], ['Gdańsk', '8'], ['Wrocław', '5']],
  SE: [['Stockholm', '11'], ['Göteborg', '41'], ['Malmö', '21'], ['Uppsala', '75']],
  BR: [['São Paulo', 'SP'], ['Rio de Janeiro', 'RJ'], ['Belo Horizonte', 'MG'], ['Curitiba', 'PR']],
  PT: [['Lisboa'], ['Porto'], ['Coimbra'], ['Braga']],
  TR: [['Kadıköy', 'İstanbul'], ['Çankaya', 'Ankara'], ['Konak', 'İzmir']],
  AU: [['Sydney', 'NSW', '2'], ['Melbourne', 'VIC', '3'], ['Brisbane', 'QLD', '4']],
  CA: [['Montréal', 'QC', 'H'], ['Toronto', 'ON', 'M'], ['Vancouver', 'BC', 'V']],
  IN: [['Bengaluru', 'Karnataka', '560'], ['Mumbai', 'Maharashtra', '400'], ['Chennai', 'Tamil Nadu', '600']],
};
export const ADDRESS_COUNTRY_BY_LANG = { en: ['US', 'GB', 'AU', 'CA', 'IN', 'US', 'GB'], de: ['DE'], fr: ['FR', 'CA'], es: ['ES', 'ES', 'MX'], pt: ['PT', 'BR'], it: ['IT'], nl: ['NL'], pl: ['PL'], sv: ['SE'], ja: ['JP'], zh: ['CN'], ko: ['KR'], ar: ['AE', 'SA'], hi: ['IN'], tr: ['TR'] };
const COUNTRY_NAME = { US: 'USA', GB: 'United Kingdom', DE: 'Deutschland', FR: 'France', ES: 'España', IT: 'Italia', NL: 'Nederland', PL: 'Polska', SE: 'Sverige', BR: 'Brasil', PT: 'Portugal', TR: 'Türkiye', AU: 'Australia', CA: 'Canada', IN: 'India', JP: '日本', CN: '中国', KR: '대한민국', MX: 'México', AE: 'الإمارات العربية المتحدة', SA: 'المملكة العربية السعودية' };

/** Post-office boxes as each country writes them (the box replaces the street line). */
const PO_BOX = {
  GB: (r) => `PO Box ${r.int(10, 9999)}`, DE: (r) => `Postfach ${r.int(10, 99)} ${r.digits(2)} ${r.digits(2)}`, FR: (r) => `BP ${r.int(1, 999)}`, ES: (r) => `Apartado de Correos ${r.int(1, 9999)}`,
  IT: (r) => `Casella Postale ${r.int(1, 999)}`, NL: (r) => `Postbus ${r.int(1, 99999)}`, PL: (r) => `skrytka pocztowa ${r.int(1, 999)}`, SE: (r) => `Box ${r.int(1, 9999)}`,
  BR: (r) => `Caixa Postal ${r.int(1, 9999)}`, PT: (r) => `Apartado ${r.int(1, 9999)}`, TR: (r) => `PK ${r.int(1, 999)}`, AU: (r) => `PO Box ${r.int(1, 9999)}`, CA: (r) => `PO Box ${r.int(1, 9999)}, Stn Main`,
};
/** Returns {country, lines: [...]}: the address as lines; one-line forms join them with ", ". */
export function address(r, lang, country) {
  const c = country ?? (r.chance(0.85) ? r.pick(ADDRESS_COUNTRY_BY_LANG[lang] ?? ['US']) : r.pick(Object.keys(STREETS)));
  const st = STREETS[c] ? r.pick(STREETS[c]) : '';
  const city = CITIES[c] ? r.pick(CITIES[c]) : [];
  const n = r.int(1, 220);
  let lines;
  switch (c) {
    case 'US': lines = [r.chance(0.15) ? `PO Box ${r.int(100, 9999)}` : `${n} ${st}${r.chance(0.35) ? r.pick([`, Apt ${r.int(1, 40)}${r.upper(1)}`, `, Suite ${r.int(100, 990)}`, ` #${r.int(2, 30)}`]) : ''}`, `${city[0]}, ${city[1]} ${city[2]}${r.digits(2)}${r.chance(0.2) ? '-' + r.digits(4) : ''}`]; break;
    case 'GB': lines = [...(r.chance(0.35) ? [r.pick([`Flat ${r.int(1, 30)}`, `Flat ${r.int(1, 9)}${r.upper(1)}`, 'The Old Rectory'])] : []), `${n} ${st}`, `${city[0]} ${city[1]} ${r.int(1, 9)}${r.chars('ABDEFGHJLNPQRSTUWXYZ', 2)}`]; break;
    case 'DE': lines = [...(r.chance(0.15) ? [r.pick(['c/o Praxis am Markt', `${r.int(2, 5)}. OG links`, 'Hinterhaus'])] : []), `${st} ${n}${r.chance(0.2) ? r.lower(1) : ''}`, `${city[1]}${r.digits(3)} ${city[0]}`]; break;
    case 'FR': lines = [...(r.chance(0.3) ? [r.pick([`Bât. ${r.upper(1)}, ${r.int(1, 8)}e étage`, `Appartement ${r.int(1, 60)}`, `Résidence Les Tilleuls`])] : []), `${n}${r.chance(0.15) ? ' bis' : ''} ${st}`, `${city[1]}${r.digits(5 - city[1].length)} ${city[0]}${r.chance(0.3) ? ' CEDEX' : ''}`]; break;
    case 'ES': lines = [`${st}, ${n}, ${r.int(1, 9)}º ${r.pick(['A', 'B', 'izq.', 'dcha.'])}`, `${city[1]}${r.digits(5 - city[1].length)} ${city[0]}`]; break;
    case 'IT': lines = [`${st} ${n}${r.chance(0.2) ? '/' + r.upper(1) : ''}${r.chance(0.2) ? `, scala ${r.upper(1)}, int. ${r.int(1, 20)}` : ''}`, `${city[1]}${r.digits(2)} ${city[0]} (${city[2]})`]; break;
    case 'NL': lines = [`${st} ${n}${r.chance(0.3) ? r.pick(['-II', ' hs', '-1', 'A']) : ''}`, `${city[1]}${r.digits(2)} ${r.chars('ABCDEGHJKLMNPRSTVWXZ', 2)} ${city[0]}`]; break;
    case 'PL': lines = [`${st} ${n}${r.chance(0.5) ? '/' + r.int(1, 80) : ''}`, `${city[1]}${r.digits(1)}-${r.digits(3)} ${city[0]}`]; break;
    case 'SE': lines = [`${st} ${n}${r.chance(0.2) ? ', lgh ' + r.int(1001, 1404) : ''}`, `${city[1]}${r.digits(1)} ${r.digits(2)} ${city[0]}`]; break;
    case 'BR': lines = [`${st}, ${n}${r.chance(0.4) ? `, Apto ${r.int(11, 190)}` : ''} - ${r.pick(['Centro', 'Jardim América', 'Vila Mariana', 'Boa Vista'])}`, `${city[0]} - ${city[1]}, ${r.digits(5)}-${r.digits(3)}`]; break;
    case 'PT': lines = [`${st}, ${n}${r.chance(0.4) ? `, ${r.int(1, 8)}.º ${r.pick(['Esq.', 'Dto.', 'Frente'])}` : ''}`, `${r.int(1000, 4999)}-${r.digits(3)} ${city[0]}`]; break;
    case 'TR': lines = [`${st} No: ${n}${r.chance(0.5) ? ` D: ${r.int(1, 30)}` : ''}`, `${r.int(34, 35)}${r.digits(3)} ${city[0]}/${city[1]}`]; break;
    case 'AU': lines = [`${r.chance(0.3) ? `Unit ${r.int(1, 40)}, ` : ''}${n} ${st}`, `${city[0]} ${city[1]} ${city[2]}${r.digits(3)}`]; break;
    case 'CA': lines = [`${r.chance(0.3) ? `${r.int(100, 2400)}-` : ''}${n} ${st}`, `${city[0]} ${city[1]}  ${city[2]}${r.digits(1)}${r.upper(1)} ${r.digits(1)}${r.upper(1)}${r.digits(1)}`]; break;
    case 'IN': lines = [`${r.pick([`Flat ${r.int(101, 1204)}`, `No. ${n}`, `H.No. ${r.int(1, 20)}-${r.int(1, 300)}`])}, ${r.pick(['Sai Residency', 'Lakshmi Apartments', 'Green Park'])}`, st, `${city[0]}, ${city[1]} ${city[2]}${r.digits(3)}`]; break;
    case 'JP': if (r.chance(0.3)) { lines = [`${r.pick([`Room ${r.int(101, 1205)}, `, ''])}${r.int(1, 6)}-${r.int(1, 20)}-${r.int(1, 30)} ${r.pick(['Jingumae, Shibuya-ku, Tokyo', 'Umeda, Kita-ku, Osaka', 'Yamashitacho, Naka-ku, Yokohama'])}`, `${r.digits(3)}-${r.digits(4)}${r.chance(0.4) ? ' Japan' : ''}`]; break; }
      lines = [`〒${r.digits(3)}-${r.digits(4)}`, `${r.pick(['東京都渋谷区神宮前', '大阪府大阪市北区梅田', '京都府京都市左京区岡崎', '神奈川県横浜市中区山下町'])}${r.int(1, 6)}-${r.int(1, 20)}-${r.int(1, 30)}${r.chance(0.5) ? ` ${r.pick(['メゾン青山', 'サンハイツ', 'グランドール'])}${r.int(1, 12)}0${r.int(1, 9)}号室` : ''}`]; break;
    case 'CN': if (r.chance(0.3)) { lines = [`Room ${r.int(101, 2808)}, Building ${r.int(1, 12)}, No. ${r.int(1, 300)} ${r.pick(['Jianguo Road', 'Century Avenue', 'Tianhe Road'])}`, `${r.pick(['Chaoyang District, Beijing', 'Pudong New Area, Shanghai', 'Tianhe District, Guangzhou'])} ${r.digits(6)}`]; break; }
      lines = [`${r.pick(['北京市朝阳区建国路', '上海市浦东新区世纪大道', '广州市天河区天河路', '成都市武侯区人民南路'])}${r.int(1, 300)}号${r.chance(0.6) ? `${r.int(1, 30)}栋${r.int(1, 30)}0${r.int(1, 9)}室` : ''}`, ...(r.chance(0.5) ? [`邮编 ${r.digits(6)}`] : [])]; break;
    case 'KR': if (r.chance(0.3)) { lines = [`${r.int(1, 500)} ${r.pick(['Teheran-ro, Gangnam-gu', 'World Cup buk-ro, Mapo-gu', 'Centum jungang-ro, Haeundae-gu'])}${r.chance(0.5) ? `, Apt ${r.int(101, 1505)}` : ''}`, `${r.pick(['Seoul', 'Busan'])} ${r.digits(5)}`]; break; }
      lines = [`${r.pick(['서울특별시 강남구 테헤란로', '부산광역시 해운대구 센텀중앙로', '서울특별시 마포구 월드컵북로', '대구광역시 수성구 동대구로'])} ${r.int(1, 500)}${r.chance(0.5) ? `, ${r.int(1, 20)}층 ${r.int(101, 1505)}호` : ''}`, ...(r.chance(0.5) ? [`(우) ${r.digits(5)}`] : [])]; break;
    case 'MX': lines = [`${r.pick(['Calle Durango', 'Av. Insurgentes Sur', 'Calle Hidalgo'])} ${r.int(1, 2000)}${r.chance(0.4) ? ` Int. ${r.int(1, 40)}` : ''}, Col. ${r.pick(['Roma Norte', 'Del Valle', 'Centro'])}`, `C.P. ${r.digits(5)}, ${r.pick(['Ciudad de México, CDMX', 'Guadalajara, Jal.', 'Monterrey, N.L.'])}`]; break;
    case 'AE': lines = r.chance(0.5) ? [`Villa ${r.int(1, 90)}, Street ${r.int(1, 40)}, Al Barsha ${r.int(1, 3)}`, `P.O. Box ${r.int(1000, 99999)}, Dubai`] : [`فيلا ${r.int(1, 90)}، شارع ${r.int(1, 40)}، حي الصفا`, `دبي، ص.ب. ${r.int(1000, 99999)}`]; break;
    case 'SA': lines = r.chance(0.5) ? [`${r.int(1000, 9999)} King Fahd Road, Al Olaya District`, `Riyadh ${r.digits(5)}`] : [`${r.int(1000, 9999)} طريق الملك عبدالعزيز، حي النخيل`, `الرياض ${r.digits(5)}`]; break;
  }
  if (r.chance(0.08) && PO_BOX[c]) lines = [PO_BOX[c](r), lines[lines.length - 1]];
  if (r.chance(0.15) && COUNTRY_NAME[c]) lines.push(COUNTRY_NAME[c]);
  return { country: c, lines };
}

// ---- dates ----
/** Eastern Arabic digits, as Arabic forms often write dates. */
const toArabicDigits = (v) => String(v).replace(/\d/g, (c) => '٠١٢٣٤٥٦٧٨٩'[Number(c)]);
/** The Japanese era year (Shōwa, Heisei, Reiwa), as forms write birth dates. */
const japaneseEra = (y) => (y >= 2019 ? `令和${y - 2018}` : y >= 1989 ? `平成${y - 1988}` : `昭和${y - 1925}`);
export const MONTHS = {
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
const p2 = (n) => String(n).padStart(2, '0');
export function randomDate(r, from, to) { return { y: r.int(from, to), m: r.int(1, 12), d: r.int(1, 28) }; }
export const birthDate = (r) => randomDate(r, 1938, 2006);
/** A date written the way documents in that language write it (words, local numeric order, ISO). */
export function formatDate(r, lang, dt, style) {
  const { y, m, d } = dt;
  const s = style ?? r.pick(['words', 'numeric', 'numeric', 'iso']);
  if (s === 'iso') return `${y}-${p2(m)}-${p2(d)}`;
  if (s === 'compact') return `${y}${p2(m)}${p2(d)}`;
  const mon = MONTHS[lang];
  switch (lang) {
    case 'en': return s === 'words' ? r.pick([`${d} ${mon[m - 1]} ${y}`, `${mon[m - 1]} ${d}, ${y}`, `${d} ${mon[m - 1].slice(0, 3)} ${y}`, `${p2(d)}-${mon[m - 1].slice(0, 3)}-${y}`, `${mon[m - 1].slice(0, 3).toUpperCase()} ${p2(d)} ${y}`, `${d}th of ${mon[m - 1]} ${y}`.replace(/^(1|21)th/, '$1st').replace(/^(2|22)th/, '$1nd').replace(/^(3|23)th/, '$1rd')]) : r.pick([`${p2(m)}/${p2(d)}/${y}`, `${p2(d)}/${p2(m)}/${y}`, `${m}/${d}/${String(y).slice(2)}`]);
    case 'de': return s === 'words' ? `${d}. ${mon[m - 1]} ${y}` : r.pick([`${p2(d)}.${p2(m)}.${y}`, `${d}.${m}.${y}`, `${p2(d)}.${p2(m)}.${String(y).slice(2)}`]);
    case 'fr': return s === 'words' ? `${d === 1 ? '1er' : d} ${mon[m - 1]} ${y}` : `${p2(d)}/${p2(m)}/${y}`;
    case 'es': return s === 'words' ? `${d} de ${mon[m - 1]} de ${y}` : r.pick([`${p2(d)}/${p2(m)}/${y}`, `${d}-${m}-${y}`]);
    case 'pt': return s === 'words' ? `${d} de ${mon[m - 1]} de ${y}` : `${p2(d)}/${p2(m)}/${y}`;
    case 'it': return s === 'words' ? `${d} ${mon[m - 1]} ${y}` : `${p2(d)}/${p2(m)}/${y}`;
    case 'nl': return s === 'words' ? `${d} ${mon[m - 1]} ${y}` : `${p2(d)}-${p2(m)}-${y}`;
    case 'pl': return s === 'words' ? r.pick([`${d} ${mon[m - 1]} ${y} r.`, `${d}.${['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'][m - 1]}.${y}`]) : `${p2(d)}.${p2(m)}.${y}`;
    case 'sv': return s === 'words' ? `${d} ${mon[m - 1]} ${y}` : `${y}-${p2(m)}-${p2(d)}`;
    case 'tr': return s === 'words' ? `${d} ${mon[m - 1]} ${y}` : `${p2(d)}.${p2(m)}.${y}`;
    case 'ja': return s === 'words' ? r.pick([`${y}年${m}月${d}日`, `${japaneseEra(y)}年${m}月${d}日`]) : `${y}/${p2(m)}/${p2(d)}`;
    case 'zh': return s === 'words' ? `${y}年${m}月${d}日` : `${y}.${p2(m)}.${p2(d)}`;
    case 'ko': return s === 'words' ? `${y}년 ${m}월 ${d}일` : `${y}. ${p2(m)}. ${p2(d)}.`;
    case 'ar': return s === 'words' ? r.pick([`${d} ${mon[m - 1]} ${y}`, `${toArabicDigits(d)} ${mon[m - 1]} ${toArabicDigits(y)}`]) : r.pick([`${p2(d)}/${p2(m)}/${y}`, toArabicDigits(`${y}/${p2(m)}/${p2(d)}`)]);
    case 'hi': return s === 'words' ? `${d} ${mon[m - 1]} ${y}` : r.pick([`${p2(d)}-${p2(m)}-${y}`, `${p2(d)}/${p2(m)}/${y}`]);
    default: return `${y}-${p2(m)}-${p2(d)}`;
  }
}
