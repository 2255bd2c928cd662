// Locale-specific value generators: people, dates of birth, phones, addresses, national/tax ids, passports, bank accounts.
import { LANG, IN_NAMES } from './lang.mjs';
import { luhnDigit, verhoeffDigit, mod1110Digit, icaoDigit, cfCheck, weighted, ds, ibanCheck } from './checks.mjs';

const p2 = (n) => String(n).padStart(2, '0');
const V = (category, type, value, extra = {}) => ({ category, type, value, ...extra });

// ---------- people ----------
export function makePerson(rng, loc, opts = {}) {
  const L = LANG[loc.lang]; const src = loc.country === 'IN' ? IN_NAMES : L;
  const sex = opts.sex || (rng.chance(0.5) ? 'm' : 'f');
  let given = rng.pick(src.given[sex]); let family = rng.pick(src.family);
  if (loc.lang === 'pl' && sex === 'f') family = family.replace(/ski$/, 'ska').replace(/cki$/, 'cka').replace(/dzki$/, 'dzka');
  if (loc.lang === 'el' && sex === 'f') family = family.replace(/ος$/, 'ου').replace(/ης$/, 'η').replace(/ας$/, 'α');
  if (loc.country === 'MX' || loc.country === 'ES') { if (!family.includes(' ') && rng.chance(0.7)) { let f2 = rng.pick(src.family).split(' ')[0]; if (f2 !== family) family = family + ' ' + f2; } }
  if (loc.country === 'BR' && rng.chance(0.6)) { const f2 = rng.pick(src.family); if (f2 !== family) family = f2 + ' ' + family; }
  if (['en', 'de', 'sv', 'nl'].includes(loc.lang) && rng.chance(0.2)) { const g2 = rng.pick(src.given[sex]); if (g2 !== given) given = given + (loc.lang === 'en' ? ' ' : ' ') + g2; }
  const y = opts.year || rng.int(1941, 2005); const m = rng.int(1, 12); const d = rng.int(1, [31, (y % 4 ? 28 : 29), 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]);
  const cjk = ['ja', 'zh', 'ko'].includes(loc.lang);
  const full = cjk ? family + (loc.lang === 'ja' && rng.chance(0.5) ? '　' : loc.lang === 'ja' ? ' ' : '') + given : loc.lang === 'ar' && rng.chance(0.4) ? `${given} ${rng.pick(L.given.m)} ${family}` : `${given} ${family}`;
  return { given, family, sex, dob: { y, m, d }, full, lang: loc.lang, loc };
}
export const NAME = (p, form = 'full') => {
  if (form === 'family') return V('person_name', 'surname', p.family);
  if (form === 'given') return V('person_name', 'given_name', p.given);
  if (form === 'inverted') { const v = p.loc.lang === 'ja' || p.loc.lang === 'zh' || p.loc.lang === 'ko' ? p.full : `${p.family.toUpperCase()}, ${p.given}`; return V('person_name', 'full_name', v); }
  if (form === 'initial') { const cjk = ['ja', 'zh', 'ko', 'ar'].includes(p.loc.lang); return V('person_name', 'full_name', cjk ? p.full : `${p.given[0]}. ${p.family}`); }
  return V('person_name', 'full_name', p.full);
};
export const ageAt = (p, refYear = 2025) => refYear - p.dob.y - (p.dob.m > 6 ? 1 : 0);

// ---------- dates of birth ----------
export function fmtDob(rng, loc, p, style) {
  const { y, m, d } = p.dob; const L = LANG[loc.lang]; const yy = p2(y % 100);
  const styles = loc.dob; style = style || rng.pick(styles);
  let v, t = 'dob_' + style;
  switch (style) {
    case 'dmy_dot': v = `${p2(d)}.${p2(m)}.${y}`; break;
    case 'dmy_dot_short': v = `${d}.${m}.${yy}`; break;
    case 'dmy_slash': v = `${p2(d)}/${p2(m)}/${y}`; break;
    case 'dmy_slash_short': v = `${p2(d)}/${p2(m)}/${yy}`; break;
    case 'dmy_dash': v = `${p2(d)}-${p2(m)}-${y}`; break;
    case 'mdy_slash': v = `${m}/${d}/${y}`; break;
    case 'mdy_short': v = `${p2(m)}/${p2(d)}/${yy}`; break;
    case 'iso': v = `${y}-${p2(m)}-${p2(d)}`; break;
    case 'ymd_dot': v = `${y}. ${m}. ${d}.`; break;
    case 'words': v = loc.lang === 'en' ? (loc.country === 'US' ? `${L.months[m - 1]} ${d}, ${y}` : `${d} ${L.months[m - 1]} ${y}`) : loc.lang === 'de' ? `${d}. ${L.months[m - 1]} ${y}` : loc.lang === 'nl' || loc.lang === 'sv' || loc.lang === 'fr' || loc.lang === 'it' || loc.lang === 'pl' || loc.lang === 'el' || loc.lang === 'tr' || loc.lang === 'ar' ? `${d === 1 && loc.lang === 'fr' ? '1er' : d} ${L.months[m - 1]} ${y}` : (loc.lang === 'es' || loc.lang === 'pt') ? `${d} de ${L.months[m - 1]} de ${y}` : `${d} ${L.months[m - 1]} ${y}`; break;
    case 'cjk': v = loc.lang === 'ko' ? `${y}년 ${m}월 ${d}일` : `${y}年${m}月${d}日`; break;
    case 'jp_era': { let era, ey; if (y >= 1989) { era = '平成'; ey = y - 1988; } else { era = '昭和'; ey = y - 1925; } v = `${era}${ey === 1 ? '元' : ey}年${m}月${d}日`; if (y === 1989 && m === 1 && d < 8) { v = `昭和64年${m}月${d}日`; } break; }
    case 'kr_short': v = `${yy}.${p2(m)}.${p2(d)}`; break;
    case 'compact': v = `${y}${p2(m)}${p2(d)}`; break;
    default: throw new Error('dob style ' + style);
  }
  return V('date_of_birth', t, v);
}
export function nonBirthDate(rng, loc) { // a date in 2023-2025 written in local style
  const y = rng.int(2023, 2025), m = rng.int(1, 12), d = rng.int(1, 28);
  const s = loc.dob[0];
  if (s === 'mdy_slash') return `${m}/${d}/${y}`;
  if (s === 'cjk' || s === 'jp_era') return loc.lang === 'ko' ? `${y}년 ${m}월 ${d}일` : `${y}年${m}月${d}日`;
  if (s === 'iso') return `${y}-${p2(m)}-${p2(d)}`;
  if (s === 'ymd_dot') return `${y}. ${m}. ${d}.`;
  if (s.startsWith('dmy_slash')) return `${p2(d)}/${p2(m)}/${y}`;
  return `${p2(d)}.${p2(m)}.${y}`;
}

// ---------- phones ----------
const ph = (type, value) => V('phone_number', type, value);
const g = (rng, ...lens) => lens.map(n => rng.digits(n)).join(' ');
const PHONES = {
  GB: [r => ph('gb_mobile', `07700 900${r.digits(3)}`), r => ph('gb_mobile', `+44 7700 900${r.digits(3)}`), r => ph('gb_landline', `020 7946 0${r.digits(3)}`), r => ph('gb_landline', `0113 496 0${r.digits(3)}`), r => ph('gb_landline', `(0161) 496 0${r.digits(3)}`)],
  US: [r => ph('us_phone', `(${r.pick(['212', '312', '415', '617', '202', '614'])}) 555-01${r.digits(2)}`), r => ph('us_phone', `+1 ${r.pick(['305', '503', '720'])} 555 01${r.digits(2)}`), r => ph('us_phone', `${r.pick(['646', '213', '404'])}-555-01${r.digits(2)}`)],
  IE: [r => ph('ie_mobile', `08${r.pick(['3', '5', '6', '7'])} ${r.digits(3)} ${r.digits(4)}`), r => ph('ie_mobile', `+353 8${r.pick(['5', '7'])} ${r.digits(3)} ${r.digits(4)}`), r => ph('ie_landline', `(01) ${r.digitsNZ(3)} ${r.digits(4)}`)],
  AU: [r => ph('au_mobile', `0491 57${r.digit ? 0 : r.int(0, 9)} ${r.digits(3)}`), r => ph('au_mobile', `+61 491 57${r.int(0, 9)} ${r.digits(3)}`), r => ph('au_landline', `(0${r.pick(['2', '3', '7', '8'])}) 5550 ${r.digits(4)}`)],
  IN: [r => ph('in_mobile', `+91 ${r.pick(['98', '97', '88', '70'])}${r.digits(3)} ${r.digits(5)}`), r => ph('in_mobile', `${r.pick(['99', '94', '81'])}${r.digits(8)}`), r => ph('in_landline', `011-2${r.digits(7)}`)],
  DE: [r => ph('de_mobile', `0${r.pick(['151', '160', '171', '176', '157'])} ${r.digits(8)}`), r => ph('de_mobile', `+49 ${r.pick(['152', '172', '175'])} ${r.digits(7)}`), r => ph('de_landline', `0${r.pick(['30', '40', '221', '89', '711'])} ${r.digitsNZ(7)}`), r => ph('de_landline', `(0${r.pick(['231', '351', '511'])}) ${r.digits(3)} ${r.digits(2)}-${r.digits(2)}`)],
  AT: [r => ph('at_mobile', `+43 ${r.pick(['664', '676', '699'])} ${r.digits(7)}`), r => ph('at_mobile', `0${r.pick(['660', '650'])} ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`), r => ph('at_landline', `01 ${r.digitsNZ(3)} ${r.digits(2)} ${r.digits(2)}`)],
  CH: [r => ph('ch_mobile', `+41 7${r.pick(['6', '8', '9'])} ${g(r, 3, 2, 2)}`), r => ph('ch_mobile', `07${r.pick(['6', '9'])} ${g(r, 3, 2, 2)}`), r => ph('ch_landline', `0${r.pick(['44', '31', '61'])} ${r.digitsNZ(3)} ${r.digits(2)} ${r.digits(2)}`)],
  FR: [r => ph('fr_mobile', `06 39 98 ${g(r, 2, 2)}`), r => ph('fr_mobile', `+33 6 39 98 ${g(r, 2, 2)}`), r => ph('fr_landline', `0${r.int(1, 5)} 99 00 ${g(r, 2, 2)}`), r => ph('fr_mobile', `0639 98${r.digits(4)}`)],
  BE: [r => ph('be_mobile', `+32 4${r.pick(['70', '75', '86', '96'])} ${g(r, 2, 2, 2)}`), r => ph('be_mobile', `04${r.pick(['71', '85', '99'])}/${g(r, 2, 2, 2)}`), r => ph('be_landline', `02 ${r.digitsNZ(3)} ${r.digits(2)} ${r.digits(2)}`)],
  ES: [r => ph('es_mobile', `6${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`), r => ph('es_mobile', `+34 6${r.digits(2)} ${g(r, 2, 2, 2)}`), r => ph('es_landline', `91 ${r.digitsNZ(3)} ${r.digits(2)} ${r.digits(2)}`)],
  MX: [r => ph('mx_mobile', `+52 ${r.pick(['55', '33', '81'])} ${r.digits(4)} ${r.digits(4)}`), r => ph('mx_phone', `(55) ${r.digits(4)}-${r.digits(4)}`)],
  IT: [r => ph('it_mobile', `+39 3${r.pick(['47', '33', '49', '20'])} ${r.digits(3)} ${r.digits(4)}`), r => ph('it_mobile', `3${r.pick(['38', '40', '66'])} ${r.digits(7)}`), r => ph('it_landline', `0${r.pick(['6', '2', '11', '81'])} ${r.digits(4)} ${r.digits(4)}`)],
  NL: [r => ph('nl_mobile', `06-${r.digitsNZ(8)}`), r => ph('nl_mobile', `+31 6 ${r.digitsNZ(8)}`), r => ph('nl_landline', `0${r.pick(['20', '10', '70', '30'])}-${r.digitsNZ(7)}`)],
  PL: [r => ph('pl_mobile', `+48 ${r.pick(['5', '6', '7', '8'])}${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`), r => ph('pl_mobile', `${r.pick(['50', '60', '69', '79'])}${r.digits(1)}-${r.digits(3)}-${r.digits(3)}`), r => ph('pl_landline', `(22) ${r.digitsNZ(3)} ${r.digits(2)} ${r.digits(2)}`)],
  PT: [r => ph('pt_mobile', `+351 9${r.pick(['1', '2', '3', '6'])}${r.digits(1)} ${r.digits(3)} ${r.digits(3)}`), r => ph('pt_mobile', `9${r.pick(['1', '3', '6'])}${r.digits(7)}`), r => ph('pt_landline', `21 ${r.digitsNZ(3)} ${r.digits(4)}`)],
  BR: [r => ph('br_mobile', `(${r.pick(['11', '21', '31', '61'])}) 9${r.digits(4)}-${r.digits(4)}`), r => ph('br_mobile', `+55 ${r.pick(['11', '71', '81'])} 9${r.digits(4)}-${r.digits(4)}`), r => ph('br_landline', `(11) 3${r.digits(3)}-${r.digits(4)}`)],
  SE: [r => ph('se_mobile', `07${r.pick(['0', '2', '3', '6'])}-${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`), r => ph('se_mobile', `+46 7${r.pick(['0', '3'])} ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`), r => ph('se_landline', `08-${r.digitsNZ(3)} ${r.digits(3)} ${r.digits(2)}`)],
  FI: [r => ph('fi_mobile', `+358 4${r.pick(['0', '4', '5', '6'])} ${r.digits(3)} ${r.digits(4)}`), r => ph('fi_mobile', `04${r.pick(['0', '5'])} ${r.digits(3)} ${r.digits(4)}`), r => ph('fi_landline', `09 ${r.digitsNZ(3)} ${r.digits(4)}`)],
  GR: [r => ph('gr_mobile', `+30 69${r.pick(['4', '7', '8'])} ${r.digits(3)} ${r.digits(4)}`), r => ph('gr_mobile', `69${r.digits(8)}`), r => ph('gr_landline', `210 ${r.digitsNZ(3)} ${r.digits(4)}`)],
  JP: [r => ph('jp_mobile', `0${r.pick(['90', '80', '70'])}-${r.digits(4)}-${r.digits(4)}`), r => ph('jp_mobile', `+81 ${r.pick(['90', '80'])}-${r.digits(4)}-${r.digits(4)}`), r => ph('jp_landline', `03-${r.digitsNZ(4)}-${r.digits(4)}`), r => ph('jp_landline', `06(${r.digitsNZ(4)})${r.digits(4)}`)],
  CN: [r => ph('cn_mobile', `1${r.pick(['38', '39', '58', '86', '35'])} ${r.digits(4)} ${r.digits(4)}`), r => ph('cn_mobile', `+86 1${r.pick(['37', '59', '88'])}${r.digits(8)}`), r => ph('cn_landline', `010-${r.digitsNZ(8)}`)],
  KR: [r => ph('kr_mobile', `010-${r.digits(4)}-${r.digits(4)}`), r => ph('kr_mobile', `+82 10-${r.digits(4)}-${r.digits(4)}`), r => ph('kr_landline', `02-${r.digitsNZ(3)}-${r.digits(4)}`)],
  TR: [r => ph('tr_mobile', `05${r.pick(['32', '33', '42', '55', '05'])} ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`), r => ph('tr_mobile', `+90 5${r.pick(['32', '44', '51'])} ${r.digits(3)} ${r.digits(4)}`), r => ph('tr_landline', `0212 ${r.digitsNZ(3)} ${r.digits(2)} ${r.digits(2)}`)],
  AE: [r => ph('ae_mobile', `+971 5${r.pick(['0', '2', '5', '6'])} ${r.digits(3)} ${r.digits(4)}`), r => ph('ae_mobile', `05${r.pick(['0', '5'])}-${r.digits(7)}`), r => ph('ae_landline', `04 ${r.digitsNZ(3)} ${r.digits(4)}`)],
};

// ---------- addresses ----------
const A = (type, value) => V('street_address', type, value);
const ADDR = {
  GB: r => { const [city, pc] = r.pick([['Leeds', 'LS'], ['Manchester', 'M'], ['Bristol', 'BS'], ['Norwich', 'NR'], ['Sheffield', 'S'], ['Croydon', 'CR']]); return A('gb_address', `${r.chance(0.3) ? `Flat ${r.int(1, 12)}, ` : ''}${r.int(1, 212)} ${r.pick(['Ashgrove Road', 'Clarendon Street', 'Mill Lane', 'Priory Close', 'Oakfield Avenue', 'Victoria Terrace', 'Beechwood Drive', 'Hawthorn Crescent'])}, ${city} ${pc}${r.int(1, 20)} ${r.int(1, 9)}${r.upper(2)}`); },
  US: r => { const [c, st, zip] = r.pick([['Columbus', 'OH', '432'], ['Portland', 'OR', '972'], ['Austin', 'TX', '787'], ['Albany', 'NY', '122'], ['Madison', 'WI', '537']]); return A('us_address', `${r.int(100, 9899)} ${r.pick(['Maple Ridge Dr', 'N Elm St', 'Lakeview Ave', 'Sycamore Ln', 'W 34th St', 'Cedar Hollow Rd'])}${r.chance(0.4) ? `, Apt ${r.int(1, 9)}${r.pick(['A', 'B', 'C'])}` : ''}, ${c}, ${st} ${zip}${r.digits(2)}`); },
  IE: r => A('ie_address', `${r.int(1, 140)} ${r.pick(['Cypress Grove', 'Seafield Road', 'Ashfield Park', 'Castle Avenue', 'Orchard Lawns'])}, ${r.pick(['Templeogue, Dublin 6W', 'Ballincollig, Co. Cork', 'Salthill, Galway', 'Lucan, Co. Dublin'])}, ${r.pick(['D6W', 'P31', 'H91', 'K78'])} ${r.upper(1)}${r.digits(1)}${r.upper(1)}${r.digits(1)}`),
  AU: r => A('au_address', `${r.chance(0.4) ? `Unit ${r.int(1, 20)}/` : ''}${r.int(1, 250)} ${r.pick(['Wattle St', 'Bellevue Pde', 'Banksia Cres', 'Sturt Rd', 'Kingfisher Way'])}, ${r.pick(['Fitzroy VIC 3065', 'Marrickville NSW 2204', 'Toowong QLD 4066', 'Glenelg SA 5045', 'Subiaco WA 6008'])}`),
  IN: r => A('in_address', `${r.pick(['Flat', 'H.No.', 'Plot'])} ${r.int(1, 900)}, ${r.pick(['Sai Krupa Apartments, 14th Cross', 'Shanti Nagar, Sector 12', 'Green Park Extension', 'Ganesh Colony, MG Road'])}, ${r.pick(['Indiranagar, Bengaluru 5600', 'Andheri East, Mumbai 4000', 'Kothrud, Pune 4110', 'Saket, New Delhi 1100'])}${r.digits(2)}`),
  DE: r => A('de_address', `${r.pick(['Lindenstraße', 'Am Mühlbach', 'Hauptstr.', 'Bahnhofstraße', 'Gartenweg', 'Schillerstraße', 'Im Wiesengrund', 'Kastanienallee'])} ${r.int(1, 140)}${r.chance(0.2) ? r.pick(['a', 'b']) : ''}, ${r.digits(5).replace(/^0/, '1')} ${r.pick(['Berlin', 'Köln', 'Dortmund', 'Leipzig', 'Hannover', 'Freiburg im Breisgau', 'Mönchengladbach'])}`),
  AT: r => A('at_address', `${r.pick(['Mariahilfer Straße', 'Landstraßer Hauptstraße', 'Herrengasse', 'Linzer Gasse', 'Grazbachgasse'])} ${r.int(1, 180)}${r.chance(0.5) ? `/${r.int(1, 9)}/${r.int(1, 30)}` : ''}, ${r.pick(['1070 Wien', '1030 Wien', '8010 Graz', '5020 Salzburg', '4020 Linz'])}`),
  CH: r => A('ch_address', `${r.pick(['Bahnhofstrasse', 'Seefeldstrasse', 'Rue de Lausanne', 'Spalenberg', 'Kramgasse'])} ${r.int(1, 120)}, ${r.pick(['8001 Zürich', '3011 Bern', '4051 Basel', '1201 Genève', '6003 Luzern'])}`),
  FR: r => A('fr_address', `${r.chance(0.25) ? `Bât. ${r.pick(['A', 'B', 'C'])}, ` : ''}${r.int(1, 160)}${r.chance(0.15) ? ' bis' : ''} ${r.pick(['rue des Lilas', 'avenue Jean Jaurès', 'boulevard de la Liberté', 'impasse des Tilleuls', 'rue du Faubourg Saint-Antoine', 'allée des Peupliers'])}, ${r.pick(['69003 Lyon', '75011 Paris', '13005 Marseille', '59000 Lille', '31400 Toulouse', '44000 Nantes'])}`),
  BE: r => A('be_address', `${r.pick(['Rue de la Station', 'Chaussée de Wavre', 'Kerkstraat', 'Rue Haute', 'Avenue Louise'])} ${r.int(1, 300)}${r.chance(0.4) ? ` bte ${r.int(1, 12)}` : ''}, ${r.pick(['5000 Namur', '1050 Ixelles', '4000 Liège', '6000 Charleroi', '1000 Bruxelles'])}`),
  ES: r => A('es_address', `${r.pick(['C/ Mayor', 'Calle de Alcalá', 'Avda. de la Constitución', 'Pza. del Sol', 'C/ San Vicente Mártir'])}, ${r.int(1, 220)}, ${r.int(1, 8)}.º ${r.pick(['A', 'B', 'izda.', 'dcha.'])}, ${r.pick(['28013 Madrid', '46002 Valencia', '41001 Sevilla', '50003 Zaragoza', '08019 Barcelona'])}`),
  MX: r => A('mx_address', `${r.pick(['Av. Insurgentes Sur', 'Calle Durango', 'Av. Revolución', 'Calz. de Tlalpan'])} ${r.int(10, 2500)}${r.chance(0.5) ? `, Int. ${r.int(1, 30)}` : ''}, Col. ${r.pick(['Del Valle', 'Roma Norte', 'Narvarte', 'Portales'])}, ${r.pick(['03100', '06700', '03020', '03300'])} Ciudad de México, CDMX`),
  IT: r => A('it_address', `${r.pick(['Via Roma', 'Corso Vittorio Emanuele II', 'Via dei Mille', 'Viale Monza', 'Via San Francesco d’Assisi', 'Piazza della Repubblica'])} ${r.int(1, 190)}, ${r.pick(['20121 Milano (MI)', '00185 Roma', '80134 Napoli', '10121 Torino', '40126 Bologna'])}`),
  NL: r => A('nl_address', `${r.pick(['Kerkstraat', 'Prinsengracht', 'Dorpsweg', 'Burgemeester de Withstraat', 'Laan van Meerdervoort'])} ${r.int(1, 400)}${r.chance(0.3) ? r.pick(['-II', '-hs', 'A', ' bis']) : ''}, ${r.int(1000, 9999)} ${r.upper(2).replace(/[SAE]/g, 'K')} ${r.pick(['Amsterdam', 'Utrecht', 'Rotterdam', 'Den Haag', 'Groningen', 'Eindhoven'])}`),
  BEnl: r => A('be_address', `${r.pick(['Kerkstraat', 'Meir', 'Steenweg op Gent', 'Vlamingenstraat', 'Korenmarkt'])} ${r.int(1, 260)}${r.chance(0.4) ? ` bus ${r.int(1, 9)}` : ''}, ${r.pick(['2000 Antwerpen', '3000 Leuven', '9000 Gent', '8000 Brugge', '2800 Mechelen'])}`),
  PL: r => A('pl_address', `ul. ${r.pick(['Kwiatowa', 'Marszałkowska', 'Długa', 'Mickiewicza', 'Piłsudskiego', 'Ogrodowa'])} ${r.int(1, 150)}${r.chance(0.6) ? ` m. ${r.int(1, 80)}` : ''}, ${r.pick(['02-583 Warszawa', '30-001 Kraków', '80-831 Gdańsk', '50-077 Wrocław', '61-809 Poznań'])}`),
  PT: r => A('pt_address', `${r.pick(['Rua das Flores', 'Av. da Liberdade', 'Travessa do Carmo', 'Rua de Santa Catarina'])}, n.º ${r.int(1, 300)}, ${r.int(1, 6)}.º ${r.pick(['Esq.', 'Dto.'])}, ${r.pick(['4050-265 Porto', '1250-096 Lisboa', '3000-150 Coimbra', '4700-312 Braga'])}`),
  BR: r => A('br_address', `${r.pick(['Rua das Palmeiras', 'Av. Paulista', 'Rua Sete de Setembro', 'Av. Getúlio Vargas', 'Rua da Consolação'])}, ${r.int(10, 2900)}${r.chance(0.5) ? `, apto ${r.int(11, 190)}` : ''} - ${r.pick(['Bela Vista, São Paulo - SP, 01310-', 'Centro, Rio de Janeiro - RJ, 20040-', 'Savassi, Belo Horizonte - MG, 30140-', 'Boa Viagem, Recife - PE, 51020-'])}${r.digits(3)}`),
  SE: r => A('se_address', `${r.pick(['Storgatan', 'Vasagatan', 'Kungsgatan', 'Björkvägen', 'Sveavägen'])} ${r.int(1, 90)}${r.chance(0.4) ? ` lgh ${r.int(1001, 1404)}` : ''}, ${r.pick(['411 38 Göteborg', '113 51 Stockholm', '211 22 Malmö', '753 20 Uppsala', '903 26 Umeå'])}`),
  FI: r => A('fi_address', `${r.pick(['Esplanaden', 'Mannerheimvägen', 'Tavastvägen', 'Hamngatan', 'Slottsgatan'])} ${r.int(1, 60)} ${r.pick(['A', 'B', 'C'])} ${r.int(1, 40)}, ${r.pick(['00130 Helsingfors', '20100 Åbo', '65100 Vasa', '02100 Esbo'])}`),
  GR: r => A('gr_address', `${r.pick(['Ερμού', 'Πατησίων', 'Εγνατίας', 'Λεωφ. Συγγρού', 'Αγίας Σοφίας', 'Κηφισίας'])} ${r.int(1, 320)}, ${r.pick(['105 63 Αθήνα', '546 30 Θεσσαλονίκη', '262 21 Πάτρα', '712 01 Ηράκλειο', '117 45 Αθήνα'])}`),
  JP: r => A('jp_address', `${r.chance(0.5) ? `〒${r.digits(3)}-${r.digits(4)} ` : ''}${r.pick(['東京都世田谷区太子堂', '大阪府大阪市北区梅田', '神奈川県横浜市中区山下町', '愛知県名古屋市中村区名駅', '福岡県福岡市博多区博多駅前'])}${r.int(1, 5)}丁目${r.int(1, 30)}番${r.int(1, 20)}号${r.chance(0.5) ? ` ${r.pick(['コーポ山田', 'メゾン桜', 'グランドハイツ'])}${r.int(1, 5)}0${r.int(1, 9)}号室` : ''}`),
  CN: r => A('cn_address', `${r.pick(['北京市朝阳区建国路', '上海市徐汇区漕溪北路', '广东省深圳市南山区科技园南路', '四川省成都市武侯区人民南路', '浙江省杭州市西湖区文三路'])}${r.int(1, 500)}号${r.chance(0.7) ? `${r.int(1, 20)}栋${r.int(1, 4)}单元${r.int(1, 30)}0${r.int(1, 6)}室` : ''}`),
  KR: r => A('kr_address', `${r.pick(['서울특별시 마포구 월드컵북로', '서울특별시 강남구 테헤란로', '부산광역시 해운대구 센텀중앙로', '경기도 수원시 팔달구 효원로', '대전광역시 유성구 대학로'])} ${r.int(1, 400)}${r.chance(0.7) ? `, ${r.int(101, 120)}동 ${r.int(1, 25)}0${r.int(1, 4)}호` : ''}`),
  TR: r => A('tr_address', `${r.pick(['Bağdat Cad.', 'Atatürk Bulvarı', 'İstiklal Cad.', 'Cumhuriyet Mah. Gül Sok.', 'Barbaros Bulvarı'])} No: ${r.int(1, 250)}${r.chance(0.6) ? ` D: ${r.int(1, 20)}` : ''}, ${r.pick(['34730 Kadıköy/İstanbul', '06420 Çankaya/Ankara', '35220 Konak/İzmir', '16040 Osmangazi/Bursa'])}`),
  AE: r => r.chance(0.5) ? A('ae_address', `${r.pick(['شقة', 'فيلا'])} ${r.int(101, 2400)}، ${r.pick(['برج الريم', 'بناية النخيل', 'مجمع الواحة'])}، ${r.pick(['شارع الشيخ زايد، دبي', 'شارع الكورنيش، أبوظبي', 'شارع الوحدة، الشارقة'])}`) : A('ae_address', `Apt ${r.int(101, 2400)}, ${r.pick(['Al Reem Tower', 'Marina Heights', 'Al Nahda Building 3'])}, ${r.pick(['Sheikh Zayed Road, Dubai', 'Corniche Road, Abu Dhabi', 'Al Wahda Street, Sharjah'])}`),
};

// ---------- national ids ----------
const N = (type, value, cap) => V('national_id', type, value, { cap });
function dobParts(p) { const { y, m, d } = p.dob; return { y, m, d, yy: p2(y % 100), mm: p2(m), dd: p2(d) }; }
const NATIONAL = {
  US: (r) => { let a; do { a = r.int(1, 899); } while (a === 666); return N('us_ssn', `${String(a).padStart(3, '0')}-${p2(r.int(1, 99))}-${String(r.int(1, 9999)).padStart(4, '0')}`, r.pick(['SSN', 'Social Security No.', 'SS#'])); },
  GB: (r) => { const L1 = 'ABCEGHJKLMNOPRSTWXYZ', L2 = 'ABCEGHJKLMNPRSTWXYZ'; let pre; do { pre = r.str(L1, 1) + r.str(L2, 1); } while (['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(pre)); const d = r.digits(6); const s = r.str('ABCD', 1); return N('uk_nino', r.chance(0.5) ? `${pre} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${s}` : `${pre}${d}${s}`, r.pick(['NI number', 'NINO', 'National Insurance No.'])); },
  IE: (r) => { const d = r.digits(7); const s = weighted(ds(d), [8, 7, 6, 5, 4, 3, 2]); return N('ie_ppsn', d + 'WABCDEFGHIJKLMNOPQRSTUV'[s % 23], r.pick(['PPSN', 'PPS No.', 'PPS number'])); },
  AU: (r) => { const d = String(r.int(2, 6)) + r.digits(7); const c = weighted(ds(d), [1, 3, 7, 9, 1, 3, 7, 9]) % 10; return N('au_medicare', `${d.slice(0, 4)} ${d.slice(4)}${c} ${r.int(1, 9)}`, r.pick(['Medicare No.', 'Medicare card'])); },
  IN: (r) => { const d = String(r.int(2, 9)) + r.digits(10); const v = d + verhoeffDigit(d); return N('in_aadhaar', r.chance(0.7) ? `${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}` : v, r.pick(['Aadhaar No.', 'Aadhaar', 'UID'])); },
  DE: (r) => { const b = r.str('LMNPRTVWXY', 1) + r.str('CFGHJKLMNPRTVWXYZ0123456789', 8); return N('de_id_card', b + icaoDigit(b), r.pick(['Personalausweis-Nr.', 'Ausweisnummer', 'PA-Nr.'])); },
  AT: (r, p) => { const { yy, mm, dd } = dobParts(p); for (;;) { const s = String(r.int(100, 999)); const c = weighted([...ds(s), ...ds(dd + mm + yy)], [3, 7, 9, 5, 8, 4, 2, 1, 6]) % 11; if (c === 10) continue; return N('at_svnr', `${s}${c} ${dd}${mm}${yy}`, r.pick(['SVNR', 'Sozialversicherungsnummer', 'SV-Nr.'])); } },
  CH: (r) => { const b = '756' + r.digits(9); const c = (10 - weighted(ds(b), [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3]) % 10) % 10; const v = b + c; return N('ch_ahv', `${v.slice(0, 3)}.${v.slice(3, 7)}.${v.slice(7, 11)}.${v.slice(11)}`, r.pick(['AHV-Nr.', 'AHV-Nummer', 'Sozialversicherungsnr.'])); },
  FR: (r, p) => { const { yy, mm } = dobParts(p); const dept = p2(r.int(1, 95)).replace('20', '21'); const b = `${p.sex === 'm' ? 1 : 2}${yy}${mm}${dept}${String(r.int(1, 990)).padStart(3, '0')}${String(r.int(1, 999)).padStart(3, '0')}`; const k = p2(97 - Number(BigInt(b) % 97n)); return N('fr_nir', r.chance(0.6) ? `${b[0]} ${b.slice(1, 3)} ${b.slice(3, 5)} ${b.slice(5, 7)} ${b.slice(7, 10)} ${b.slice(10, 13)} ${k}` : b + k, r.pick(['N° sécu', 'NIR', 'N° de sécurité sociale'])); },
  BE: (r, p) => { const { y, yy, mm, dd } = dobParts(p); let s = r.int(1, 997); if ((s % 2 === 1) !== (p.sex === 'm')) s++; const b = `${yy}${mm}${dd}${String(s).padStart(3, '0')}`; const k = p2(97 - Number(BigInt((y >= 2000 ? '2' : '') + b) % 97n)); return N('be_nrn', `${yy}.${mm}.${dd}-${b.slice(6)}.${k}`, r.pick(['N° national', 'Rijksregisternummer', 'NN'])); },
  ES: (r) => { if (r.chance(0.25)) { const x = r.pick(['X', 'Y', 'Z']); const n = r.digits(7); return N('es_nie', `${x}${n}${'TRWAGMYFPDXBNJZSQVHLCKE'[Number({ X: 0, Y: 1, Z: 2 }[x] + n) % 23]}`, 'NIE'); } const n = r.digitsNZ(8); const v = n + 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(n) % 23]; return N('es_dni', r.chance(0.3) ? `${n}-${v[8]}` : v, r.pick(['DNI', 'D.N.I.', 'NIF'])); },
  MX: (r, p) => { const { yy, mm, dd, y } = dobParts(p); const A = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ'; const fam = p.family.normalize('NFD').replace(/[^A-Za-z]/g, '').toUpperCase(); const giv = p.given.normalize('NFD').replace(/[^A-Za-z]/g, '').toUpperCase(); const pre = fam[0] + (fam.slice(1).match(/[AEIOU]/) || ['X'])[0] + (r.upper(1)) + giv[0]; const body = `${pre}${yy}${mm}${dd}${p.sex === 'm' ? 'H' : 'M'}${r.pick(['DF', 'JC', 'NL', 'PL', 'MC'])}${r.str('BCDFGHJKLMNPRSTVZ', 3)}${y >= 2000 ? r.upper(1) : r.digits(1)}`; let s = 0; for (let i = 0; i < 17; i++) s += A.indexOf(body[i]) * (18 - i); return N('mx_curp', body + ((10 - s % 10) % 10), 'CURP'); },
  IT: (r) => N('it_cie', `C${r.upper(1)}${r.digits(5)}${r.upper(2)}`, r.pick(['Carta d’identità n.', 'C.I. n.', 'CIE'])),
  NL: (r) => { for (;;) { const d = r.digitsNZ(8); const c = weighted(ds(d), [9, 8, 7, 6, 5, 4, 3, 2]) % 11; if (c > 9) continue; return N('nl_bsn', r.chance(0.3) ? `${d.slice(0, 4)}.${d.slice(4, 6)}.${d.slice(6)}${c}` : d + c, r.pick(['BSN', 'Burgerservicenummer', 'BSN-nr'])); } },
  BEnl: null,
  PL: (r, p) => { const { y, yy, m, dd } = dobParts(p); const mm = p2(m + (y >= 2000 ? 20 : 0)); let s = r.digits(3) + String(p.sex === 'm' ? r.pick([1, 3, 5, 7, 9]) : r.pick([0, 2, 4, 6, 8])); const b = yy + mm + dd + s; const c = (10 - weighted(ds(b), [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10; return N('pl_pesel', b + c, 'PESEL'); },
  PT: (r) => { for (;;) { const n = r.digitsNZ(8); const c1 = (() => { const x = 11 - weighted(ds(n), [9, 8, 7, 6, 5, 4, 3, 2]) % 11; return x >= 10 ? 0 : x; })(); const vv = r.pick(['ZZ', 'ZX', 'ZY', 'XZ']); const base = n + c1 + vv; for (let k = 0; k <= 9; k++) { const s = base + k; let sum = 0, dbl = false; for (let i = s.length - 1; i >= 0; i--) { let x = /\d/.test(s[i]) ? +s[i] : s.charCodeAt(i) - 55; if (dbl) { x *= 2; if (x > 9) x -= 9; } sum += x; dbl = !dbl; } if (sum % 10 === 0) return N('pt_cc', `${n} ${c1} ${vv}${k}`, r.pick(['CC n.º', 'Cartão de Cidadão', 'N.º CC'])); } } },
  BR: (r) => { const d = ds(r.digits(9)); const c1 = (weighted(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11 % 10; const c2 = (weighted([...d, c1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11 % 10; const s = d.join('') + c1 + c2; return N('br_cpf', r.chance(0.8) ? `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}` : s, 'CPF'); },
  SE: (r, p) => { const { y, yy, mm, dd } = dobParts(p); const n3 = r.digits(2) + String(p.sex === 'm' ? r.pick([1, 3, 5, 7, 9]) : r.pick([0, 2, 4, 6, 8])); const b = yy + mm + dd + n3; const c = luhnDigit(b); return N('se_personnummer', r.chance(0.4) ? `${y}${mm}${dd}-${n3}${c}` : `${yy}${mm}${dd}-${n3}${c}`, r.pick(['Personnummer', 'Pnr', 'Personnr'])); },
  FI: (r, p) => { const { y, yy, mm, dd } = dobParts(p); const n = String(r.int(2, 899)).padStart(3, '0'); const c = '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(dd + mm + yy + n) % 31]; return N('fi_hetu', `${dd}${mm}${yy}${y >= 2000 ? 'A' : '-'}${n}${c}`, r.pick(['Personbeteckning', 'HETU', 'Henkilötunnus'])); },
  GR: (r, p) => { const { yy, mm, dd } = dobParts(p); const b = dd + mm + yy + r.digits(4); return N('gr_amka', b + luhnDigit(b), 'ΑΜΚΑ'); },
  JP: (r) => { const d = r.digits(11); let s = 0; for (let n = 1; n <= 11; n++) s += +d[11 - n] * (n <= 6 ? n + 1 : n - 5); const rr = s % 11; const v = d + (rr <= 1 ? 0 : 11 - rr); return N('jp_my_number', r.chance(0.6) ? `${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}` : v, r.pick(['個人番号', 'マイナンバー'])); },
  CN: (r, p) => { const { y, mm, dd } = dobParts(p); const area = r.pick(['110105', '310104', '440305', '510107', '330106', '420106']); const seq = r.digits(2) + String(p.sex === 'm' ? r.pick([1, 3, 5, 7, 9]) : r.pick([0, 2, 4, 6, 8])); const b = area + y + mm + dd + seq; return N('cn_resident_id', b + '10X98765432'[weighted(ds(b), [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11], r.pick(['身份证号', '公民身份号码', '身份证号码'])); },
  KR: (r, p) => { const { y, yy, mm, dd } = dobParts(p); const gd = (y >= 2000 ? 2 : 0) + (p.sex === 'm' ? 1 : 2); const b = yy + mm + dd + gd + r.digits(5); const c = (11 - weighted(ds(b), [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10; return N('kr_rrn', `${b.slice(0, 6)}-${b.slice(6)}${c}`, r.pick(['주민등록번호', '주민번호'])); },
  TR: (r) => { const d = ds(r.digitsNZ(9)); const c10 = (((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 + 10) % 10; const c11 = (d.reduce((a, b) => a + b, 0) + c10) % 10; return N('tr_tckn', d.join('') + c10 + c11, r.pick(['T.C. Kimlik No', 'TCKN', 'TC No'])); },
  AE: (r, p) => { const b = '784' + p.dob.y + r.digits(7); const v = b + luhnDigit(b); return N('ae_emirates_id', `${v.slice(0, 3)}-${v.slice(3, 7)}-${v.slice(7, 14)}-${v.slice(14)}`, r.pick(['Emirates ID', 'رقم الهوية'])); },
};
NATIONAL.BEnl = NATIONAL.BE; NATIONAL.FI2 = NATIONAL.FI;

// ---------- tax ids ----------
const T = (type, value, cap) => V('tax_id', type, value, { cap });
const cfPart = (s, given) => { const x = s.normalize('NFD').replace(/[^A-Za-z]/g, '').toUpperCase(); const c = x.replace(/[AEIOU]/g, ''), v = x.replace(/[^AEIOU]/g, ''); if (given && c.length >= 4) return c[0] + c[2] + c[3]; return (c + v + 'XXX').slice(0, 3); };
const TAX = {
  DE: [(r) => { for (;;) { const digs = r.sample([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 9); const arr = r.shuffle([...digs, r.pick(digs)]); if (arr[0] === 0) continue; const b = arr.join(''); const v = b + mod1110Digit(b); return T('de_steuer_id', r.chance(0.5) ? `${v.slice(0, 2)} ${v.slice(2, 5)} ${v.slice(5, 8)} ${v.slice(8)}` : v, r.pick(['Steuer-ID', 'Steuerliche IdNr.', 'IdNr', 'Steuer-IdNr.'])); } }, (r) => T('de_steuernummer', `${r.int(10, 99)}/${r.digits(3)}/${r.digits(5)}`, r.pick(['Steuernummer', 'St.-Nr.', 'StNr']))],
  AT: [(r) => T('at_steuernummer', `${r.int(3, 98)}-${r.digits(3)}/${r.digits(4)}`, r.pick(['Steuernummer', 'St.Nr.']))],
  FR: [(r) => T('fr_spi', `${r.pick(['0', '1', '2', '3'])}${r.digits(1)} ${r.digits(2)} ${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`, r.pick(['N° fiscal', 'Numéro fiscal de référence', 'SPI']))],
  IT: [(r, p) => { const { yy, m, d } = dobParts(p); const b = cfPart(p.family, false) + cfPart(p.given.split(' ')[0], true) + yy + 'ABCDEHLMPRST'[m - 1] + p2(d + (p.sex === 'f' ? 40 : 0)) + r.pick(['H501', 'F205', 'L219', 'F839', 'A944', 'D612', 'G273']); return T('it_codice_fiscale', b + cfCheck(b), r.pick(['C.F.', 'Codice fiscale', 'CF'])); }],
  PL: [(r) => { for (;;) { const d = r.digitsNZ(9); const c = weighted(ds(d), [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11; if (c === 10) continue; const v = d + c; return T('pl_nip', r.chance(0.5) ? `${v.slice(0, 3)}-${v.slice(3, 6)}-${v.slice(6, 8)}-${v.slice(8)}` : v, 'NIP'); } }],
  PT: [(r) => { const d = r.pick(['1', '2', '3']) + r.digits(7); const x = 11 - weighted(ds(d), [9, 8, 7, 6, 5, 4, 3, 2]) % 11; const v = d + (x >= 10 ? 0 : x); return T('pt_nif', r.chance(0.4) ? `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}` : v, r.pick(['NIF', 'Contribuinte n.º', 'N.º contribuinte'])); }],
  GR: [(r) => { const d = r.pick(['0', '1']) + r.digits(7); const v = d + weighted(ds(d), [256, 128, 64, 32, 16, 8, 4, 2]) % 11 % 10; return T('gr_afm', v, 'ΑΦΜ'); }],
  AU: [(r) => { for (;;) { const d = ds(r.digitsNZ(8)); const s = weighted(d, [1, 4, 3, 7, 5, 8, 6, 9]); for (let c = 0; c <= 9; c++) if ((s + c * 10) % 11 === 0) { const v = d.join('') + c; return T('au_tfn', `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}`, r.pick(['TFN', 'Tax File Number'])); } } }],
  IN: [(r, p) => T('in_pan', `${r.upper(3)}P${p.family[0].toUpperCase()}${r.digits(4)}${r.upper(1)}`, r.pick(['PAN', 'PAN No.']))],
  US: [(r) => T('us_itin', `9${r.digits(2)}-${r.pick(['70', '75', '78', '80', '83', '88', '90', '92', '94', '98'])}-${r.digits(4)}`, 'ITIN')],
  GB: [(r) => T('uk_utr', `${r.digits(5)} ${r.digits(5)}`, r.pick(['UTR', 'Unique Taxpayer Reference']))],
  MX: [(r, p) => { const { yy, mm, dd } = dobParts(p); const fam = p.family.normalize('NFD').replace(/[^A-Za-z]/g, '').toUpperCase(); const giv = p.given.normalize('NFD').replace(/[^A-Za-z]/g, '').toUpperCase(); return T('mx_rfc', `${fam.slice(0, 2)}${r.upper(1)}${giv[0]}${yy}${mm}${dd}${r.str('ABCDEFGHJKLMNPRSTUVWXYZ123456789', 2)}${r.digits(1)}`, 'RFC'); }],
  ES: [(r) => { const x = r.pick(['X', 'Y']); const n = r.digits(7); return T('es_nie', `${x}${n}${'TRWAGMYFPDXBNJZSQVHLCKE'[Number({ X: 0, Y: 1 }[x] + n) % 23]}`, 'NIE (NIF)'); }],
  TR: [(r) => T('tr_vkn', r.digits(10), 'Vergi No')],
  NL: [(r) => { for (;;) { const d = r.digitsNZ(8); const c = weighted(ds(d), [9, 8, 7, 6, 5, 4, 3, 2]) % 11; if (c > 9) continue; return T('nl_btw_id', `NL${d}${c}B${p2(r.int(1, 3))}`, 'btw-id'); } }],
};
TAX.BE = [(r) => T('be_tin', `${r.digits(2)}.${r.digits(2)}.${r.digits(2)}-${r.digits(3)}.${r.digits(2)}`, 'NISS/TIN')];

// ---------- passports ----------
const PP = (type, value, cap) => V('passport_number', type, value, { cap });
const PASSPORT = {
  US: r => PP('us_passport', r.chance(0.5) ? r.digitsNZ(9) : `A${r.digits(8)}`, 'Passport No.'), GB: r => PP('gb_passport', r.digitsNZ(9), 'Passport No.'), IE: r => PP('ie_passport', `${r.upper(2)}${r.digits(7)}`, 'Passport No.'),
  AU: r => PP('au_passport', `P${r.upper(1)}${r.digits(7)}`, 'Passport'), IN: r => PP('in_passport', `${r.str('JKLMNPRSTUVWZ', 1)}${r.digitsNZ(7)}`, 'Passport No.'),
  DE: r => PP('de_passport', `C${r.str('CFGHJKLMNPRTVWXYZ0123456789', 8)}`, 'Reisepass-Nr.'), AT: r => PP('at_passport', `${r.pick(['P', 'U'])}${r.digits(7)}`, 'Reisepass-Nr.'), CH: r => PP('ch_passport', `X${r.digits(7)}`, 'Pass-Nr.'),
  FR: r => PP('fr_passport', `${r.digits(2)}${r.upper(2)}${r.digits(5)}`, 'N° passeport'), BE: r => PP('be_passport', `E${r.upper(1)}${r.digits(6)}`, 'N° passeport'), BEnl: r => PP('be_passport', `E${r.upper(1)}${r.digits(6)}`, 'Paspoortnr.'),
  ES: r => PP('es_passport', `${r.pick(['PA', 'PAD', 'XDA', 'AAB'])}${r.digits(6)}`, 'Pasaporte'), MX: r => PP('mx_passport', `G${r.digits(8)}`, 'Pasaporte'),
  IT: r => PP('it_passport', `Y${r.upper(1)}${r.digits(7)}`, 'Passaporto'), NL: r => PP('nl_passport', `N${r.str('ABCDEFGHIJKLMNPRSTUVWXYZ', 1)}${r.str('ABCDEFGHIJKLMNPRSTUVWXYZ0123456789', 6)}${r.digits(1)}`, 'Paspoortnr.'),
  PL: r => PP('pl_passport', `E${r.upper(1)}${r.digits(7)}`, 'Paszport'), PT: r => PP('pt_passport', `C${r.digits(6)}`, 'Passaporte'), BR: r => PP('br_passport', `${r.upper(2)}${r.digits(6)}`, 'Passaporte'),
  SE: r => PP('se_passport', r.digits(8), 'Passnr'), FI: r => PP('fi_passport', `FP${r.digits(7)}`, 'Passnr'), GR: r => PP('gr_passport', `${r.upper(2)}${r.digits(7)}`, 'Διαβατήριο'),
  JP: r => PP('jp_passport', `${r.pick(['TK', 'TR', 'MZ', 'TZ'])}${r.digits(7)}`, '旅券番号'), CN: r => PP('cn_passport', r.chance(0.5) ? `E${r.digits(8)}` : `E${r.upper(1)}${r.digits(7)}`, '护照号'),
  KR: r => PP('kr_passport', r.chance(0.5) ? `M${r.digits(8)}` : `M${r.digits(3)}${r.upper(1)}${r.digits(4)}`, '여권번호'), TR: r => PP('tr_passport', `U${r.digits(8)}`, 'Pasaport No'), AE: r => PP('ae_passport', `N${r.digits(7)}`, 'Passport'),
};
export function mrz(r, loc, p, ppValue) {
  const num = ppValue.replace(/\s/g, '').slice(0, 9).padEnd(9, '<');
  const nat = { GB: 'GBR', US: 'USA', DE: 'D<<', FR: 'FRA', ES: 'ESP', IT: 'ITA', NL: 'NLD', PL: 'POL', SE: 'SWE', GR: 'GRC', TR: 'TUR', JP: 'JPN', CN: 'CHN', KR: 'KOR', BR: 'BRA', PT: 'PRT', IE: 'IRL', AU: 'AUS', IN: 'IND', AT: 'AUT', CH: 'CHE', BE: 'BEL', MX: 'MEX', FI: 'FIN', AE: 'ARE' }[loc.country] || 'UTO';
  const { yy, mm, dd } = dobParts(p); const dob = yy + mm + dd; const exp = `${r.int(27, 34)}${p2(r.int(1, 12))}${p2(r.int(1, 28))}`;
  const latin = (s) => s.normalize('NFD').replace(/[^A-Za-z ]/g, '').toUpperCase().replace(/ /g, '<');
  const nameField = (latin(p.family) || 'X') + '<<' + (latin(p.given) || 'X');
  const l1 = ('P<' + nat + nameField).padEnd(44, '<').slice(0, 44);
  const l2a = num + icaoDigit(num) + nat + dob + icaoDigit(dob) + (p.sex === 'm' ? 'M' : 'F') + exp + icaoDigit(exp);
  const personal = '<'.repeat(14); const l2b = l2a + personal + icaoDigit(personal);
  const comp = l2b.slice(0, 10) + l2b.slice(13, 20) + l2b.slice(21, 43);
  return { l1, l2: l2b + icaoDigit(comp), numLen: ppValue.replace(/\s/g, '').length };
}

// ---------- local bank accounts (non-IBAN) ----------
const B = (type, value, extra) => V('bank_account', type, value, extra);
export const LOCAL_BANK = {
  US: r => { let rt; for (;;) { const d = ds(r.digits(8)); for (let c = 0; c <= 9; c++) if (weighted([...d, c], [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0) { rt = d.join('') + c; break; } if (rt) break; } return { code: B('us_routing_number', rt, { soft: true, cap: 'Routing (ABA)' }), acct: B('us_account', r.digitsNZ(r.int(9, 12)), { cap: 'Account' }) }; },
  GB: r => ({ code: B('gb_sort_code', `${r.digits(2)}-${r.digits(2)}-${r.digits(2)}`, { soft: true, cap: 'Sort code' }), acct: B('gb_account', r.digits(8), { cap: 'Account no.' }) }),
  AU: r => ({ code: B('au_bsb', `${r.pick(['06', '08', '03', '73'])}${r.digits(1)}-${r.digits(3)}`, { soft: true, cap: 'BSB' }), acct: B('au_account', r.digits(r.int(8, 9)), { cap: 'Account' }) }),
  IN: r => ({ code: B('in_ifsc', `${r.pick(['SBIN', 'HDFC', 'ICIC', 'UTIB'])}0${r.digits(6)}`, { soft: true, cap: 'IFSC' }), acct: B('in_account', r.digitsNZ(r.int(11, 16)), { cap: 'A/c No.' }) }),
  DE: r => ({ code: B('de_blz', `${r.int(1, 8)}${r.digits(2)} ${r.digits(3)} ${r.digits(2)}`, { soft: true, cap: 'BLZ' }), acct: B('de_kontonummer', r.digitsNZ(r.int(7, 10)), { cap: 'Kto.-Nr.' }) }),
  MX: r => { const d = r.pick(['002', '012', '014', '072']) + r.digits(3) + r.digits(11); const w = [3, 7, 1]; const s = [...d].reduce((a, x, i) => a + (+x * w[i % 3]) % 10, 0); return { acct: B('mx_clabe', d + ((10 - s % 10) % 10), { cap: 'CLABE' }) }; },
  BR: r => ({ code: B('br_agencia', `${r.digits(4)}-${r.digits(1)}`, { soft: true, cap: 'Agência' }), acct: B('br_conta', `${r.digits(r.int(5, 8))}-${r.digits(1)}`, { cap: 'Conta corrente' }) }),
  PL: r => { const bban = r.pick(['10205558', '11602202', '10901014', '12401037']) + r.digits(16); return { acct: B('pl_nrb', (() => { const v = ibanCheck('PL', bban) + bban; return r.chance(0.7) ? `${v.slice(0, 2)} ${v.slice(2).match(/.{4}/g).join(' ')}` : v; })(), { cap: 'Nr rachunku' }) }; },
  JP: r => ({ code: B('jp_branch_code', `${r.digits(3)}`, { soft: true, cap: '支店番号' }), acct: B('jp_account', `普通 ${r.digits(7)}`, { cap: '口座番号' }) }),
  KR: r => ({ acct: B('kr_account', `${r.digits(3)}-${r.digits(2)}-${r.digits(6)}`, { cap: '계좌번호' }) }),
  CN: r => ({ acct: B('cn_bank_account', `6${r.digits(3)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)}`.replace(/^6/, '6'), { cap: '银行账号' }) }),
  SE: r => ({ acct: B('se_clearing_account', `${r.pick(['8327-9', '6000', '3300', '5010'])}, ${r.digits(3)} ${r.digits(3)} ${r.digits(3)}-${r.digits(1)}`, { cap: 'Clearing- och kontonr' }) }),
  FR: r => { const b = r.digits(5), g = r.digits(5), a = r.digits(11); const k = 97 - Number((89n * BigInt(b) + 15n * BigInt(g) + 3n * BigInt(a)) % 97n); return { acct: B('fr_rib', `${b} ${g} ${a} ${p2(k)}`, { cap: 'RIB' }) }; },
  BE: r => { const n = r.digits(10); const c = Number(BigInt(n) % 97n) || 97; return { acct: B('be_account_legacy', `${n.slice(0, 3)}-${n.slice(3)}-${p2(c)}`, { cap: 'Rekening/Compte' }) }; },
  ES: r => { const bk = r.digits(8), ac = r.digits(10); const dc = (s, w) => { const x = 11 - weighted(ds(s), w) % 11; return x === 11 ? 0 : x === 10 ? 1 : x; }; const w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]; return { acct: B('es_ccc', `${bk.slice(0, 4)} ${bk.slice(4)} ${dc('00' + bk, w)}${dc(ac, w)} ${ac}`, { cap: 'CCC' }) }; },
  CH: r => ({ acct: B('ch_postkonto', `${r.int(10, 90)}-${r.int(10000, 999999)}-${r.digits(1)}`, { cap: 'PC-Konto' }) }),
};
export const IBAN_SPEC = {
  DE: r => r.digits(18), AT: r => r.digits(16), CH: r => r.digits(17), FR: r => { const b = r.digits(5), g = r.digits(5), a = r.digits(11); const k = 97 - Number((89n * BigInt(b) + 15n * BigInt(g) + 3n * BigInt(a)) % 97n); return b + g + a + p2(k); },
  BE: r => { const n = r.digits(10); const c = Number(BigInt(n) % 97n) || 97; return n + p2(c); }, ES: r => { const bk = r.digits(8), ac = r.digits(10); const dc = (s, w) => { const x = 11 - weighted(ds(s), w) % 11; return x === 11 ? 0 : x === 10 ? 1 : x; }; return bk + dc('00' + bk, [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]) + dc(ac, [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]) + ac; },
  IT: r => r.upper(1) + r.digits(10) + r.digits(12), NL: r => r.pick(['ABNA', 'INGB', 'RABO', 'TRIO', 'SNSB', 'ASNB', 'KNAB', 'BUNQ']) + r.digits(10), PL: r => r.digits(24), PT: r => '0' + r.digits(20), SE: r => r.digits(20), FI: r => r.digits(14),
  GR: r => r.digits(23), TR: r => r.digits(5) + '0' + r.digits(16), IE: r => r.pick(['AIBK', 'BOFI', 'IPBS']) + r.digits(14), GB: r => r.pick(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL']) + r.digits(14), AE: r => r.digits(19), BR: r => r.digits(23) + 'C1', CZ: r => r.digits(20), DK: r => r.digits(14), NO: r => r.digits(11), LU: r => r.digits(3) + r.alnum(13).toUpperCase(),
};
export function iban(r, cc, style) {
  const bban = IBAN_SPEC[cc](r); const v = cc + ibanCheck(cc, bban) + bban;
  style = style || r.weighted([['print', 6], ['compact', 3], ['lower', 0.5]]);
  const val = style === 'print' ? v.match(/.{1,4}/g).join(' ') : style === 'lower' ? v.toLowerCase() : v;
  return V('iban', cc.toLowerCase() + '_iban', val);
}

// ---------- locale table ----------
const mk = (lang, country, o) => ({ id: `${lang}-${country}`, lang, country, ...o });
export const LOCALES = [
  mk('en', 'GB', { dob: ['dmy_slash', 'dmy_slash', 'words', 'dmy_slash_short', 'dmy_dot'], iban: 'GB', ccy: '£' }),
  mk('en', 'US', { dob: ['mdy_slash', 'mdy_slash', 'words', 'mdy_short', 'iso'], iban: null, ccy: '$' }),
  mk('en', 'IE', { dob: ['dmy_slash', 'words', 'dmy_dash'], iban: 'IE', ccy: '€' }),
  mk('en', 'AU', { dob: ['dmy_slash', 'words', 'dmy_slash_short'], iban: null, ccy: 'A$' }),
  mk('en', 'IN', { dob: ['dmy_slash', 'dmy_dash', 'words', 'dmy_dot'], iban: null, ccy: '₹' }),
  mk('de', 'DE', { dob: ['dmy_dot', 'dmy_dot', 'words', 'dmy_dot_short', 'iso'], iban: 'DE', ccy: '€' }),
  mk('de', 'AT', { dob: ['dmy_dot', 'words', 'dmy_dot_short'], iban: 'AT', ccy: '€' }),
  mk('de', 'CH', { dob: ['dmy_dot', 'words', 'dmy_dot_short'], iban: 'CH', ccy: 'CHF' }),
  mk('fr', 'FR', { dob: ['dmy_slash', 'dmy_slash', 'words', 'dmy_slash_short'], iban: 'FR', ccy: '€' }),
  mk('fr', 'BE', { dob: ['dmy_slash', 'words', 'dmy_dot'], iban: 'BE', ccy: '€' }),
  mk('es', 'ES', { dob: ['dmy_slash', 'words', 'dmy_dash', 'dmy_slash_short'], iban: 'ES', ccy: '€' }),
  mk('es', 'MX', { dob: ['dmy_slash', 'words', 'dmy_dash'], iban: null, ccy: 'MXN $' }),
  mk('it', 'IT', { dob: ['dmy_slash', 'words', 'dmy_dash', 'dmy_dot'], iban: 'IT', ccy: '€' }),
  mk('nl', 'NL', { dob: ['dmy_dash', 'words', 'dmy_slash'], iban: 'NL', ccy: '€' }),
  mk('nl', 'BE', { dob: ['dmy_slash', 'words', 'dmy_dot'], iban: 'BE', ccy: '€', key: 'BEnl' }),
  mk('pl', 'PL', { dob: ['dmy_dot', 'words', 'iso'], iban: 'PL', ccy: 'zł' }),
  mk('pt', 'PT', { dob: ['dmy_slash', 'words', 'dmy_dash'], iban: 'PT', ccy: '€' }),
  mk('pt', 'BR', { dob: ['dmy_slash', 'words', 'dmy_slash_short'], iban: null, ccy: 'R$' }),
  mk('sv', 'SE', { dob: ['iso', 'iso', 'words', 'compact'], iban: 'SE', ccy: 'kr' }),
  mk('sv', 'FI', { dob: ['dmy_dot', 'words', 'iso'], iban: 'FI', ccy: '€' }),
  mk('el', 'GR', { dob: ['dmy_slash', 'words', 'dmy_dash'], iban: 'GR', ccy: '€' }),
  mk('ja', 'JP', { dob: ['cjk', 'jp_era', 'iso', 'cjk'], iban: null, ccy: '円' }),
  mk('zh', 'CN', { dob: ['cjk', 'iso', 'cjk'], iban: null, ccy: '元' }),
  mk('ko', 'KR', { dob: ['cjk', 'ymd_dot', 'kr_short'], iban: null, ccy: '원' }),
  mk('tr', 'TR', { dob: ['dmy_dot', 'dmy_slash', 'words'], iban: 'TR', ccy: '₺' }),
  mk('ar', 'AE', { dob: ['dmy_slash', 'words', 'iso'], iban: 'AE', ccy: 'AED' }),
];
for (const L of LOCALES) {
  const k = L.key || L.country;
  L.phone = (r) => r.pick(PHONES[L.country])(r);
  L.address = (r) => (ADDR[k] || ADDR[L.country])(r);
  L.nationalId = (r, p) => (NATIONAL[k] || NATIONAL[L.country])(r, p);
  const tx = TAX[L.country]; L.taxId = tx ? (r, p) => r.pick(tx)(r, p) : null;
  L.passport = (r) => (PASSPORT[k] || PASSPORT[L.country])(r);
  L.localBank = LOCAL_BANK[L.country] || null;
  L.ibanCC = L.iban; L.iban = (r, style) => iban(r, L.ibanCC || r.pick(['DE', 'FR', 'NL', 'LU', 'GB']), style);
}
for (const L of LOCALES) { /* keep iban country on a separate field */ }
export const localeById = Object.fromEntries(LOCALES.map(l => [l.id, l]));
