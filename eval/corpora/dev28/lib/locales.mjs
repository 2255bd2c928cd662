// Locale data: names (native script, with Latin transliteration), addresses, phones, dates, identifiers.
import { NID, TAX, PASSPORT, iban, fmtIban, abaRouting, plNrb, pad } from './ids.mjs';

const deacc = s => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/ł/g, 'l').replace(/Ł/g, 'L').replace(/ı/g, 'i').replace(/İ/g, 'I').replace(/ø/g, 'o');
const L = s => s.split(',').map(x => x.trim()).filter(Boolean);
// "native|LATIN" pairs
const P = s => s.split(',').map(x => { const [n, l] = x.trim().split('|'); return [n, l || deacc(n)]; });

const MONTHS = {
  en: L('January,February,March,April,May,June,July,August,September,October,November,December'),
  de: L('Januar,Februar,März,April,Mai,Juni,Juli,August,September,Oktober,November,Dezember'),
  fr: L('janvier,février,mars,avril,mai,juin,juillet,août,septembre,octobre,novembre,décembre'),
  es: L('enero,febrero,marzo,abril,mayo,junio,julio,agosto,septiembre,octubre,noviembre,diciembre'),
  it: L('gennaio,febbraio,marzo,aprile,maggio,giugno,luglio,agosto,settembre,ottobre,novembre,dicembre'),
  pt: L('janeiro,fevereiro,março,abril,maio,junho,julho,agosto,setembro,outubro,novembro,dezembro'),
  nl: L('januari,februari,maart,april,mei,juni,juli,augustus,september,oktober,november,december'),
  pl: L('stycznia,lutego,marca,kwietnia,maja,czerwca,lipca,sierpnia,września,października,listopada,grudnia'),
  ru: L('января,февраля,марта,апреля,мая,июня,июля,августа,сентября,октября,ноября,декабря'),
  uk: L('січня,лютого,березня,квітня,травня,червня,липня,серпня,вересня,жовтня,листопада,грудня'),
  tr: L('Ocak,Şubat,Mart,Nisan,Mayıs,Haziran,Temmuz,Ağustos,Eylül,Ekim,Kasım,Aralık'),
  ar: L('يناير,فبراير,مارس,أبريل,مايو,يونيو,يوليو,أغسطس,سبتمبر,أكتوبر,نوفمبر,ديسمبر'),
  hi: L('जनवरी,फ़रवरी,मार्च,अप्रैल,मई,जून,जुलाई,अगस्त,सितंबर,अक्टूबर,नवंबर,दिसंबर'),
  th: L('มกราคม,กุมภาพันธ์,มีนาคม,เมษายน,พฤษภาคม,มิถุนายน,กรกฎาคม,สิงหาคม,กันยายน,ตุลาคม,พฤศจิกายน,ธันวาคม'),
};
export const MON3 = L('JAN,FEB,MAR,APR,MAY,JUN,JUL,AUG,SEP,OCT,NOV,DEC');

// generic date formatting used for DOB and for non-birth dates
export function fmtDate(r, loc, dt, styleHint) {
  const { y, m, d } = dt; const lg = loc.lang; const M = MONTHS[lg] || MONTHS.en;
  const st = styleHint || r.pick(loc.dateStyles);
  switch (st) {
    case 'dmy/': return `${pad(d)}/${pad(m)}/${y}`;
    case 'dmy.': return `${pad(d)}.${pad(m)}.${y}`;
    case 'dmy-': return `${pad(d)}-${pad(m)}-${y}`;
    case 'dmy2': return `${pad(d)}/${pad(m)}/${pad(y % 100)}`;
    case 'mdy/': return `${pad(m)}/${pad(d)}/${y}`;
    case 'mdy2': return `${m}/${d}/${pad(y % 100)}`;
    case 'iso': return `${y}-${pad(m)}-${pad(d)}`;
    case 'compact': return `${y}${pad(m)}${pad(d)}`;
    case 'ymd.': return `${y}.${pad(m)}.${pad(d)}`;
    case 'ymd/': return `${y}/${pad(m)}/${pad(d)}`;
    case 'gds': return `${pad(d)}${MON3[m - 1]}${pad(y % 100)}`;
    case 'long': return ({
      en: loc.code === 'en-US' ? `${M[m - 1]} ${d}, ${y}` : `${d} ${M[m - 1]} ${y}`, de: `${d}. ${M[m - 1]} ${y}`, fr: `${d === 1 ? '1er' : d} ${M[m - 1]} ${y}`,
      es: `${d} de ${M[m - 1]} de ${y}`, it: `${d} ${M[m - 1]} ${y}`, pt: `${d} de ${M[m - 1]} de ${y}`, nl: `${d} ${M[m - 1]} ${y}`, pl: `${d} ${M[m - 1]} ${y} r.`,
      ru: `${d} ${M[m - 1]} ${y} г.`, uk: `${d} ${M[m - 1]} ${y} р.`, tr: `${d} ${M[m - 1]} ${y}`, ar: `${d} ${M[m - 1]} ${y}`, hi: `${d} ${M[m - 1]} ${y}`,
      ja: `${y}年${m}月${d}日`, zh: `${y}年${m}月${d}日`, ko: `${y}년 ${m}월 ${d}일`, th: `${d} ${M[m - 1]} ${y + 543}`, vi: `ngày ${d} tháng ${m} năm ${y}`,
    })[lg] || `${d} ${M[m - 1]} ${y}`;
    case 'era': { if (y >= 2019) return `令和${y - 2018 === 1 ? '元' : y - 2018}年${m}月${d}日`; if (y >= 1989) return `平成${y - 1988 === 1 ? '元' : y - 1988}年${m}月${d}日`; return `昭和${y - 1925}年${m}月${d}日`; }
    case 'thbe': return `${pad(d)}/${pad(m)}/${y + 543}`;
    case 'en3': return `${pad(d)} ${MON3[m - 1].slice(0, 1) + MON3[m - 1].slice(1).toLowerCase()} ${y}`;
    default: return `${y}-${pad(m)}-${pad(d)}`;
  }
}

const ph = (r, pat) => pat.replace(/#/g, () => r.int(0, 9)).replace(/N/g, () => r.int(2, 9));

// Each locale. names: m/f given, fam. addr(r) -> one-line address. phone(r) -> [local, intl]
export const LOCALES = [
  { code: 'en-GB', lang: 'en', cc: 'GB', iso3: 'GBR', nat: 'British', cur: 'GBP',
    m: L('Oliver,Harry,George,Jack,Thomas,Callum,Rhys,Owen,Daniel,Liam'), f: L('Amelia,Olivia,Isla,Sophie,Chloe,Megan,Eleanor,Freya,Niamh,Hannah'), fam: L('Whitfield,Pemberton,Ashworth,Hargreaves,Callaghan,Fairbairn,Thornton,Maddox,Kershaw,Llewellyn,Brackley,Oakes'),
    addr: r => `${r.int(1, 220)} ${r.pick(L('Kingsley Road,Beech Grove,Station Lane,Albion Street,Moorfield Avenue,Clifton Terrace,Mill Close,Ashby Crescent'))}, ${r.pick([['Leeds', 'LS6 2AB'], ['Manchester', 'M14 5RT'], ['Bristol', 'BS7 8QP'], ['Glasgow', 'G12 9LL'], ['Cardiff', 'CF24 4HQ'], ['Norwich', 'NR2 3DU'], ['York', 'YO10 5DD']]).join(' ')}`,
    phone: r => { const n = r.chance(0.6) ? '7700 900' + r.digits(3) : r.pick(['20 7946 0', '113 496 0', '161 496 0']) + r.digits(3); return ['0' + n, '+44 ' + n]; },
    dateStyles: ['dmy/', 'long', 'dmy/', 'en3'], nid: ['uk_nino'], dl: 'uk_driving_licence', tax: [], bank: 'gb', cities: L('London,Manchester,Edinburgh,Birmingham') },
  { code: 'en-US', lang: 'en', cc: 'US', iso3: 'USA', nat: 'American', cur: 'USD',
    m: L('Ethan,Mason,Logan,Caleb,Tyler,Brandon,Austin,Wyatt,Jordan,Marcus'), f: L('Madison,Brooke,Kayla,Savannah,Alyssa,Haley,Morgan,Jasmine,Taylor,Brianna'), fam: L('Donnelly,Kowalczyk,Whitaker,Castellano,Harrington,Lindqvist,McAllister,Okafor,Pruitt,Vasquez,Rutledge,Delgado'),
    addr: r => `${r.int(100, 9899)} ${r.pick(L('Maple Ave,Oak Street,W 34th St,Cedar Ln,Lakeview Dr,Pine Ridge Rd,N Elm St'))}${r.chance(0.3) ? ', Apt ' + r.int(1, 40) + r.pick(['A', 'B', '']) : ''}, ${r.pick(['Springfield, IL 62704', 'Austin, TX 78745', 'Denver, CO 80211', 'Columbus, OH 43215', 'Portland, OR 97214', 'Orlando, FL 32803', 'Raleigh, NC 27601'])}`,
    phone: r => { const a = r.pick(['212', '312', '415', '512', '303', '407', '617']); const s = '01' + r.digits(2); return r.chance(0.5) ? [`(${a}) 555-${s}`, `+1 ${a} 555 ${s}`] : [`${a}-555-${s}`, `+1-${a}-555-${s}`]; },
    dateStyles: ['mdy/', 'long', 'mdy/', 'mdy2'], nid: ['us_ssn'], dl: 'us_dl_ca', tax: ['us_itin'], bank: 'us', cities: L('Chicago,Houston,Seattle,Atlanta') },
  { code: 'en-IN', lang: 'en', cc: 'IN', iso3: 'IND', nat: 'Indian', cur: 'INR',
    m: L('Arjun,Rohan,Vikram,Karthik,Siddharth,Rahul,Aditya,Nikhil,Pranav,Varun'), f: L('Priya,Ananya,Kavya,Sneha,Divya,Pooja,Meera,Nandini,Aishwarya,Ishita'), fam: L('Iyer,Menon,Chatterjee,Reddy,Kulkarni,Deshpande,Banerjee,Nair,Malhotra,Venkataraman,Bhattacharya,Pillai'),
    addr: r => `${r.pick(['Flat ', 'No. ', 'H.No. '])}${r.int(1, 450)}, ${r.pick(L('Sai Residency,Lotus Apartments,Green Park Enclave,Shanti Nagar'))}, ${r.pick(['14th Cross, Indiranagar, Bengaluru 560038', 'MG Road, Kochi 682016', 'Andheri East, Mumbai 400069', 'Salt Lake Sector V, Kolkata 700091', 'Banjara Hills, Hyderabad 500034', 'Koramangala 5th Block, Bengaluru 560095'])}`,
    phone: r => { const n = r.pick('6789') + r.digits(4) + ' ' + r.digits(5); return [n, '+91 ' + n]; },
    dateStyles: ['dmy/', 'dmy-', 'long'], nid: ['in_aadhaar'], tax: ['in_pan'], bank: 'in', cities: L('Chennai,Pune,Jaipur,Delhi') },
  { code: 'en-ZA', lang: 'en', cc: 'ZA', iso3: 'ZAF', nat: 'South African', cur: 'ZAR',
    m: L('Sipho,Thabo,Johan,Pieter,Lwazi,Kagiso,Ruan,Bongani,Tshepo,Wian'), f: L('Thandiwe,Lerato,Anke,Naledi,Zanele,Marike,Palesa,Nomvula,Elna,Refilwe'), fam: L('Nkosi,van der Merwe,Dlamini,Botha,Mokoena,Pretorius,Khumalo,Venter,Mahlangu,Coetzee,Ndlovu,Steyn'),
    addr: r => `${r.int(1, 300)} ${r.pick(L('Long Street,Kloof Road,Oxford Road,Beach Road,Main Reef Road'))}, ${r.pick(['Gardens, Cape Town, 8001', 'Rosebank, Johannesburg, 2196', 'Umhlanga, Durban, 4319', 'Hatfield, Pretoria, 0083', 'Sea Point, Cape Town, 8005'])}`,
    phone: r => { const n = r.pick(['82', '83', '72', '71', '61', '84']) + ' ' + r.digits(3) + ' ' + r.digits(4); return ['0' + n, '+27 ' + n]; },
    dateStyles: ['iso', 'dmy/', 'long'], nid: ['za_id'], tax: [], bank: 'za', cities: L('Cape Town,Durban,Port Elizabeth') },
  { code: 'en-AU', lang: 'en', cc: 'AU', iso3: 'AUS', nat: 'Australian', cur: 'AUD',
    m: L('Lachlan,Cooper,Hamish,Jayden,Riley,Darcy,Angus,Flynn'), f: L('Matilda,Sienna,Zara,Georgia,Imogen,Tahlia,Ruby,Mackenzie'), fam: L('Fitzgerald,Hollis,Tran,McPherson,Papadopoulos,Nguyen-Ward,Doyle,Kimber,Trevaskis,Lockyer'),
    addr: r => `${r.chance(0.4) ? 'Unit ' + r.int(1, 30) + ', ' : ''}${r.int(1, 200)} ${r.pick(L('Beach Road,Bridge St,Glenferrie Rd,Marine Pde,Oxford St'))}, ${r.pick(['Bondi NSW 2026', 'Fitzroy VIC 3065', 'Paddington QLD 4064', 'Fremantle WA 6160', 'Glenelg SA 5045'])}`,
    phone: r => { if (r.chance(0.6)) { const n = '491 570 ' + r.int(110, 159); return ['0' + n, '+61 ' + n]; } const n = '2 5550 ' + r.digits(4); return ['(0' + n.slice(0, 1) + ') ' + n.slice(2), '+61 ' + n]; },
    dateStyles: ['dmy/', 'long'], nid: ['au_dl_nsw'], dl: 'au_dl_nsw', tax: ['au_tfn'], bank: 'au', cities: L('Sydney,Melbourne,Brisbane,Perth') },
  { code: 'en-CA', lang: 'en', cc: 'CA', iso3: 'CAN', nat: 'Canadian', cur: 'CAD',
    m: L('Connor,Gavin,Declan,Nolan,Tristan,Brody'), f: L('Avery,Kaitlyn,Brooklyn,Paige,Mackenzie,Shelby'), fam: L('MacLeod,Tremblay-Hughes,Sinclair,Boychuk,Campbell,Wozniak,Pelletier,Lindgren'),
    addr: r => `${r.int(10, 2999)} ${r.pick(L('Queen St W,Dundas St,Robson St,Jasper Ave,Bank St'))}, ${r.pick(['Toronto, ON M5V 2A9', 'Vancouver, BC V6E 1B4', 'Edmonton, AB T5J 0N3', 'Ottawa, ON K1S 3W7', 'Halifax, NS B3J 1S9'])}`,
    phone: r => { const a = r.pick(['416', '604', '780', '613', '902']); const s = '01' + r.digits(2); return [`(${a}) 555-${s}`, `+1 ${a} 555 ${s}`]; },
    dateStyles: ['iso', 'long', 'dmy/'], nid: ['ca_sin'], tax: [], bank: 'ca', cities: L('Calgary,Winnipeg,Victoria') },
  { code: 'de-DE', lang: 'de', cc: 'DE', iso3: 'DEU', nat: 'deutsch', cur: 'EUR',
    m: L('Lukas,Jonas,Felix,Tobias,Maximilian,Florian,Jannik,Moritz,Sebastian,Henrik'), f: L('Lea,Johanna,Katharina,Miriam,Franziska,Lena,Annika,Svenja,Theresa,Carolin'), fam: L('Brenninger,Wiesner,Hoffmeister,Kühnel,Schäfer,Lindemann,Vogelsang,Heßler,Dreyer,Obermaier,Rautenberg,Pohlmann'),
    addr: r => `${r.pick(L('Lindenstraße,Am Mühlbach,Goethestr.,Bahnhofstraße,Kastanienallee,Eichendorffweg,Hauptstr.,Rosenweg'))} ${r.int(1, 140)}${r.pick(['', '', 'a', 'b'])}, ${r.pick(['10115 Berlin', '80331 München', '50667 Köln', '20095 Hamburg', '60311 Frankfurt am Main', '04109 Leipzig', '70173 Stuttgart', '28195 Bremen'])}`,
    phone: r => { if (r.chance(0.6)) { const p = r.pick(['151', '160', '170', '176', '152', '157']); const n = r.digits(7 + r.int(0, 1)); return [`0${p} ${n}`, `+49 ${p} ${n}`]; } const a = r.pick(['30', '89', '40', '221', '69']); const n = r.digits(7); return [`0${a} ${n}`, `+49 ${a} ${n}`]; },
    dateStyles: ['dmy.', 'dmy.', 'long'], nid: ['de_idcard'], dl: 'de_fuehrerschein', tax: ['de_steuer_id'], bank: 'iban', cities: L('Dresden,Nürnberg,Hannover,Düsseldorf') },
  { code: 'de-AT', lang: 'de', cc: 'AT', iso3: 'AUT', nat: 'österreichisch', cur: 'EUR',
    m: L('Florian,Lukas,Matthias,Stefan,Dominik,Bernhard'), f: L('Verena,Magdalena,Sabine,Julia,Elisabeth,Birgit'), fam: L('Gruber,Huber,Pichler,Steininger,Moser,Eder,Hofbauer,Leitner'),
    addr: r => `${r.pick(L('Mariahilfer Straße,Landstraßer Hauptstraße,Herrengasse,Linzer Gasse'))} ${r.int(1, 120)}/${r.int(1, 9)}/${r.int(1, 30)}, ${r.pick(['1060 Wien', '1030 Wien', '8010 Graz', '5020 Salzburg', '6020 Innsbruck'])}`,
    phone: r => { const p = r.pick(['664', '676', '699', '650']); const n = r.digits(7); return [`0${p} ${n}`, `+43 ${p} ${n}`]; },
    dateStyles: ['dmy.', 'long'], nid: [], dl: 'de_fuehrerschein', tax: [], bank: 'iban', ibanCc: 'AT', cities: L('Linz,Klagenfurt,Bregenz') },
  { code: 'de-CH', lang: 'de', cc: 'CH', iso3: 'CHE', nat: 'schweizerisch', cur: 'CHF',
    m: L('Luca,Noah,Reto,Urs,Beat,Jonas,Simon,Matthias'), f: L('Mia,Laura,Nadine,Corinne,Seraina,Andrea,Rahel,Deborah'), fam: L('Keller,Brunner,Zürcher,Baumgartner,Gisler,Aebischer,Wyss,Stucki,Hürlimann,Rüegg'),
    addr: r => `${r.pick(L('Bahnhofstrasse,Seefeldstrasse,Bernstrasse,Gerbergasse,Dorfstrasse'))} ${r.int(1, 90)}, ${r.pick(['8001 Zürich', '3011 Bern', '4051 Basel', '6003 Luzern', '9000 St. Gallen'])}`,
    phone: r => { const p = r.pick(['76', '78', '79', '77']); const n = `${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`; return [`0${p} ${n}`, `+41 ${p} ${n}`]; },
    dateStyles: ['dmy.', 'long'], nid: ['ch_ahv'], tax: ['ch_uid_vat'], bank: 'iban', ibanCc: 'CH', cities: L('Winterthur,Lugano,Chur') },
  { code: 'fr-FR', lang: 'fr', cc: 'FR', iso3: 'FRA', nat: 'française', cur: 'EUR',
    m: L('Julien,Mathieu,Théo,Nicolas,Romain,Baptiste,Guillaume,Antoine,Quentin,Loïc'), f: L('Camille,Manon,Chloé,Élodie,Pauline,Margaux,Léa,Océane,Justine,Anaïs'), fam: L('Lefèvre,Moreau,Girard,Fontaine,Chevalier,Rousseau,Bonnet,Lemaire,Garnier,Faure,Mercier,Perrin'),
    addr: r => `${r.int(1, 180)}${r.pick(['', '', ' bis'])} ${r.pick(L('rue des Lilas,avenue de la République,boulevard Voltaire,rue de la Paix,chemin des Vignes,allée des Tilleuls,rue du Faubourg Saint-Antoine'))}, ${r.pick(['69003 Lyon', '75011 Paris', '13006 Marseille', '33000 Bordeaux', '31000 Toulouse', '44000 Nantes', '59800 Lille', '67000 Strasbourg'])}`,
    phone: r => { const n = r.chance(0.6) ? '6 39 98 ' + r.digits(2) + ' ' + r.digits(2) : '1 99 00 ' + r.digits(2) + ' ' + r.digits(2); return ['0' + n, '+33 ' + n]; },
    dateStyles: ['dmy/', 'long', 'dmy/'], nid: ['fr_nir'], dl: 'fr_permis', tax: ['fr_spi'], bank: 'iban', ibanCc: 'FR', cities: L('Nice,Rennes,Montpellier,Grenoble') },
  { code: 'fr-CA', lang: 'fr', cc: 'CA', iso3: 'CAN', nat: 'canadienne', cur: 'CAD',
    m: L('Étienne,Olivier,Mathis,Gabriel,Samuel,Félix'), f: L('Geneviève,Marie-Ève,Émilie,Audrey,Josée,Catherine'), fam: L('Tremblay,Gagnon,Bouchard,Côté,Pelletier,Lavoie,Bélanger,Ouellet,Gauthier,Morin'),
    addr: r => `${r.int(100, 9999)}, ${r.pick(L('rue Saint-Denis,boulevard René-Lévesque Ouest,rue Sherbrooke Est,avenue du Parc,chemin Sainte-Foy'))}, ${r.pick(['Montréal (Québec) H2X 3K2', 'Québec (Québec) G1R 4P5', 'Laval (Québec) H7N 2J4', 'Gatineau (Québec) J8X 3X7', 'Sherbrooke (Québec) J1H 1Z5'])}`,
    phone: r => { const a = r.pick(['514', '438', '418', '819']); const s = '01' + r.digits(2); return [`${a} 555-${s}`, `+1 ${a} 555-${s}`]; },
    dateStyles: ['iso', 'long', 'dmy/'], nid: ['ca_sin'], tax: [], bank: 'ca', cities: L('Trois-Rivières,Saguenay,Lévis') },
  { code: 'es-ES', lang: 'es', cc: 'ES', iso3: 'ESP', nat: 'española', cur: 'EUR',
    m: L('Javier,Álvaro,Sergio,Pablo,Diego,Adrián,Iñigo,Marcos,Rubén,Hugo'), f: L('Lucía,Paula,Marta,Irene,Nerea,Carmen,Alba,Ainhoa,Rocío,Claudia'), fam: L('García Lorente,Martín Sáez,Navarro,Iglesias,Ortega Ruiz,Castillo,Domínguez,Vázquez,Serrano Gil,Aranda,Morales,Cuesta'),
    addr: r => `${r.pick(L('Calle de Alcalá,Calle Mayor,Avenida de la Constitución,Paseo de Gracia,Calle San Vicente,Calle Larios'))} ${r.int(1, 220)}, ${r.int(1, 8)}º ${r.pick('ABCD')}, ${r.pick(['28014 Madrid', '08007 Barcelona', '46002 Valencia', '41001 Sevilla', '29015 Málaga', '48001 Bilbao'])}`,
    phone: r => { const n = r.pick('67') + r.digits(2) + ' ' + r.digits(3) + ' ' + r.digits(3); return [n, '+34 ' + n]; },
    dateStyles: ['dmy/', 'long', 'dmy-'], nid: ['es_dni', 'es_nie'], tax: ['es_nif'], bank: 'iban', ibanCc: 'ES', cities: L('Zaragoza,Granada,Palma,Alicante') },
  { code: 'es-AR', lang: 'es', cc: 'AR', iso3: 'ARG', nat: 'argentina', cur: 'ARS',
    m: L('Martín,Facundo,Nicolás,Matías,Agustín,Santiago,Federico,Joaquín'), f: L('Florencia,Micaela,Agustina,Camila,Valentina,Rocío,Milagros,Luciana'), fam: L('Fernández,Giménez,Acosta,Romero,Sosa,Benítez,Quiroga,Ferreyra,Medina,Villalba'),
    addr: r => `${r.pick(L('Av. Corrientes,Av. Santa Fe,Defensa,Av. Cabildo,Humberto Primo,Bv. Oroño'))} ${r.int(100, 4999)}${r.chance(0.5) ? ', piso ' + r.int(1, 14) + ' dto. ' + r.pick('ABCD') : ''}, ${r.pick(['C1043AAZ CABA', 'C1425BHE Buenos Aires', 'X5000 Córdoba', 'S2000 Rosario', 'M5500 Mendoza'])}`,
    phone: r => { const n = r.digits(4) + '-' + r.digits(4); return r.chance(0.5) ? [`011 15-${n}`, `+54 9 11 ${n}`] : [`(011) 15 ${n}`, `+54 9 11 ${n}`]; },
    dateStyles: ['dmy/', 'long'], nid: ['ar_dni'], tax: ['ar_cuil'], bank: 'ar', cities: L('La Plata,Salta,Mar del Plata') },
  { code: 'es-MX', lang: 'es', cc: 'MX', iso3: 'MEX', nat: 'mexicana', cur: 'MXN',
    m: L('Alejandro,Emiliano,Rodrigo,Iván,Héctor,Arturo'), f: L('Ximena,Fernanda,Guadalupe,Daniela,Itzel,Mariana'), fam: L('Hernández,Ramírez,Cervantes,Zúñiga,Olvera,Tapia,Espinoza,Montiel'),
    addr: r => `${r.pick(L('Calle Durango,Av. Insurgentes Sur,Calle Colima,Av. Vallarta,Calle Hidalgo'))} ${r.int(10, 2999)}, ${r.pick(['Col. Roma Norte, 06700 Ciudad de México, CDMX', 'Col. Del Valle, 03100 Ciudad de México, CDMX', 'Col. Americana, 44160 Guadalajara, Jal.', 'Centro, 64000 Monterrey, N.L.'])}`,
    phone: r => { const n = r.pick(['55', '33', '81']) + ' ' + r.digits(4) + ' ' + r.digits(4); return [n, '+52 ' + n]; },
    dateStyles: ['dmy/', 'long'], nid: [], tax: ['mx_rfc'], bank: 'mx', cities: L('Puebla,Cancún,Oaxaca') },
  { code: 'it-IT', lang: 'it', cc: 'IT', iso3: 'ITA', nat: 'italiana', cur: 'EUR',
    m: L('Lorenzo,Matteo,Davide,Riccardo,Federico,Simone,Tommaso,Alessio,Gabriele,Stefano'), f: L('Giulia,Chiara,Francesca,Martina,Elisa,Sara,Valentina,Federica,Alessia,Beatrice'), fam: L('Bianchi,Esposito,Colombo,Ferraro,Galli,Marchetti,Fontana,Lombardi,Barbieri,Conti,Santoro,De Luca'),
    addr: r => `${r.pick(L('Via dei Mille,Corso Buenos Aires,Via Nazionale,Viale dei Pini,Via del Corso,Piazza delle Erbe'))} ${r.int(1, 150)}, ${r.pick(['20124 Milano MI', '00184 Roma RM', '10121 Torino TO', '80133 Napoli NA', '50123 Firenze FI', '40121 Bologna BO', '35122 Padova PD'])}`,
    phone: r => { const n = '3' + r.pick(['20', '28', '33', '35', '39', '47', '49']) + ' ' + r.digits(3) + ' ' + r.digits(4); return [n, '+39 ' + n]; },
    dateStyles: ['dmy/', 'long', 'dmy-'], nid: [], dl: 'it_patente', tax: ['it_cf'], bank: 'iban', ibanCc: 'IT', cities: L('Genova,Verona,Bari,Palermo') },
  { code: 'pt-BR', lang: 'pt', cc: 'BR', iso3: 'BRA', nat: 'brasileira', cur: 'BRL',
    m: L('Gustavo,Thiago,Rafael,Leonardo,Vinícius,Eduardo,Caio,Felipe,Matheus,Renan'), f: L('Larissa,Fernanda,Juliana,Beatriz,Letícia,Gabriela,Aline,Tatiane,Bruna,Camila'), fam: L('Souza,Carvalho,Ribeiro,Almeida,Teixeira,Barbosa,Cavalcanti,Moura,Nogueira,Rocha,Figueiredo,Pacheco'),
    addr: r => `${r.pick(L('Rua Augusta,Av. Paulista,Rua das Laranjeiras,Rua Voluntários da Pátria,Av. Sete de Setembro'))}, ${r.int(10, 2500)}${r.chance(0.5) ? ', apto ' + r.int(11, 190) : ''} - ${r.pick(['Consolação, São Paulo - SP, 01304-001', 'Bela Vista, São Paulo - SP, 01310-200', 'Botafogo, Rio de Janeiro - RJ, 22270-000', 'Savassi, Belo Horizonte - MG, 30140-071', 'Moinhos de Vento, Porto Alegre - RS, 90570-000'])}`,
    phone: r => { const a = r.pick(['11', '21', '31', '51', '41']); const n = '9' + r.digits(4) + '-' + r.digits(4); return [`(${a}) ${n}`, `+55 ${a} ${n}`]; },
    dateStyles: ['dmy/', 'long'], nid: [], tax: ['br_cpf'], bank: 'br', cities: L('Recife,Salvador,Curitiba,Fortaleza') },
  { code: 'pt-PT', lang: 'pt', cc: 'PT', iso3: 'PRT', nat: 'portuguesa', cur: 'EUR',
    m: L('Tiago,Duarte,Gonçalo,Rui,Nuno,Diogo'), f: L('Inês,Mariana,Beatriz,Joana,Raquel,Catarina'), fam: L('Sousa Pinto,Ferreira,Magalhães,Coelho,Vieira,Antunes,Quintela,Lourenço'),
    addr: r => `${r.pick(L('Rua Augusta,Avenida da Liberdade,Rua de Santa Catarina,Rua do Almada'))} ${r.int(1, 300)}, ${r.int(1, 6)}º ${r.pick(['Esq.', 'Dto.'])}, ${r.pick(['1100-053 Lisboa', '1250-096 Lisboa', '4000-443 Porto', '3000-150 Coimbra', '8000-112 Faro'])}`,
    phone: r => { const n = '9' + r.pick('1236') + r.digits(1) + ' ' + r.digits(3) + ' ' + r.digits(3); return [n, '+351 ' + n]; },
    dateStyles: ['dmy/', 'dmy-', 'long'], nid: [], tax: ['pt_nif'], bank: 'iban', ibanCc: 'PT', cities: L('Braga,Aveiro,Funchal') },
  { code: 'nl-NL', lang: 'nl', cc: 'NL', iso3: 'NLD', nat: 'Nederlandse', cur: 'EUR',
    m: L('Daan,Sem,Bram,Thijs,Jeroen,Ruben,Joost,Stijn,Wouter,Niels'), f: L('Sanne,Femke,Lotte,Anouk,Eva,Marloes,Ilse,Noor,Fleur,Janneke'), fam: L('de Vries,van Dijk,Bakker,Visser,Smit,Meijer,van den Berg,Mulder,de Groot,Bos,Vermeulen,van Leeuwen'),
    addr: r => `${r.pick(L('Keizersgracht,Prinsengracht,Oudegracht,Laan van Meerdervoort,Witte de Withstraat,Molenstraat'))} ${r.int(1, 400)}${r.pick(['', '', '-2', ' A', '-hs'])}, ${r.pick(['1015 CJ Amsterdam', '3511 AB Utrecht', '2514 EH Den Haag', '3012 KN Rotterdam', '9712 HV Groningen', '5611 EM Eindhoven'])}`,
    phone: r => { const n = r.digits(8); return r.chance(0.5) ? [`06-${n}`, `+31 6 ${n.slice(0, 4)} ${n.slice(4)}`] : [`06 ${n.slice(0, 2)} ${n.slice(2, 4)} ${n.slice(4, 6)} ${n.slice(6)}`, `+316${n}`]; },
    dateStyles: ['dmy-', 'long', 'dmy-'], nid: ['nl_bsn'], tax: [], bank: 'iban', ibanCc: 'NL', cities: L('Haarlem,Leiden,Maastricht,Zwolle') },
  { code: 'nl-BE', lang: 'nl', cc: 'BE', iso3: 'BEL', nat: 'Belgische', cur: 'EUR',
    m: L('Wout,Pieter-Jan,Jens,Arne,Lander'), f: L('Lien,Ellen,Hanne,Jolien,Sofie'), fam: L('Peeters,Janssens,Maes,Claes,Wouters,Goossens,Vermeersch'),
    addr: r => `${r.pick(L('Meir,Veldstraat,Bondgenotenlaan,Kortrijksesteenweg'))} ${r.int(1, 250)}${r.chance(0.3) ? ' bus ' + r.int(1, 12) : ''}, ${r.pick(['2000 Antwerpen', '9000 Gent', '3000 Leuven', '8000 Brugge'])}`,
    phone: r => { const n = '4' + r.pick(['70', '75', '78', '85', '95']) + ' ' + r.digits(2) + ' ' + r.digits(2) + ' ' + r.digits(2); return ['0' + n, '+32 ' + n]; },
    dateStyles: ['dmy/', 'long'], nid: ['be_nrn'], tax: [], bank: 'iban', ibanCc: 'BE', cities: L('Mechelen,Hasselt,Oostende') },
  { code: 'pl-PL', lang: 'pl', cc: 'PL', iso3: 'POL', nat: 'polskie', cur: 'PLN',
    m: L('Jakub,Mateusz,Kacper,Bartosz,Piotr,Tomasz,Michał,Krzysztof,Wojciech,Paweł'), f: L('Zuzanna,Aleksandra,Natalia,Magdalena,Karolina,Agnieszka,Joanna,Weronika,Monika,Katarzyna'), fam: L('Wiśniewski,Lewandowski,Zieliński,Szymański,Dąbrowski,Kozłowski,Jankowski,Mazur,Krawczyk,Wójcik,Grabowski,Pawlak'),
    famF: s => s.replace(/ski$/, 'ska').replace(/cki$/, 'cka').replace(/dzki$/, 'dzka'),
    addr: r => `ul. ${r.pick(L('Marszałkowska,Długa,Piotrkowska,Floriańska,Świętojańska,Grunwaldzka'))} ${r.int(1, 150)}${r.chance(0.6) ? '/' + r.int(1, 60) : ''}, ${r.pick(['00-590 Warszawa', '31-019 Kraków', '90-001 Łódź', '80-831 Gdańsk', '50-001 Wrocław', '61-001 Poznań'])}`,
    phone: r => { const n = r.pick('5678') + r.digits(2) + ' ' + r.digits(3) + ' ' + r.digits(3); return [n, '+48 ' + n]; },
    dateStyles: ['dmy.', 'long', 'dmy-'], nid: ['pl_pesel', 'pl_idcard'], tax: ['pl_nip'], bank: 'pl', ibanCc: 'PL', cities: L('Lublin,Szczecin,Katowice,Toruń') },
  { code: 'uk-UA', lang: 'uk', cc: 'UA', iso3: 'UKR', nat: 'Україна', cur: 'UAH',
    m: P('Олександр|Oleksandr,Дмитро|Dmytro,Андрій|Andrii,Богдан|Bohdan,Тарас|Taras,Максим|Maksym,Володимир|Volodymyr,Ярослав|Yaroslav'), f: P('Оксана|Oksana,Олена|Olena,Ірина|Iryna,Наталія|Nataliia,Софія|Sofiia,Юлія|Yuliia,Марія|Mariia,Катерина|Kateryna'),
    fam: P('Коваленко|Kovalenko,Бондаренко|Bondarenko,Ткаченко|Tkachenko,Кравчук|Kravchuk,Мельник|Melnyk,Шевчук|Shevchuk,Поліщук|Polishchuk,Гнатюк|Hnatiuk,Савчук|Savchuk,Лисенко|Lysenko'),
    addr: r => `вул. ${r.pick(L('Саксаганського,Січових Стрільців,Городоцька,Сумська,Дерибасівська,Велика Васильківська'))}, ${r.int(1, 120)}, кв. ${r.int(1, 90)}, ${r.pick(['Київ, 01033', 'Львів, 79000', 'Харків, 61002', 'Одеса, 65026', 'Дніпро, 49000'])}`,
    phone: r => { const o = r.pick(['50', '63', '66', '67', '68', '73', '93', '95', '96', '97', '98', '99']); const n = `${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`; return [`0${o} ${n}`, `+380 ${o} ${n}`]; },
    dateStyles: ['dmy.', 'long'], nid: ['ua_idcard'], tax: ['ua_rnokpp'], bank: 'iban', ibanCc: 'UA', cities: L('Вінниця,Полтава,Чернівці') },
  { code: 'ru-RU', lang: 'ru', cc: 'RU', iso3: 'RUS', nat: 'Россия', cur: 'RUB',
    m: P('Алексей|Aleksei,Сергей|Sergei,Никита|Nikita,Артём|Artem,Михаил|Mikhail,Илья|Ilia,Роман|Roman,Павел|Pavel'), f: P('Анастасия|Anastasiia,Екатерина|Ekaterina,Дарья|Daria,Ольга|Olga,Ксения|Kseniia,Полина|Polina,Татьяна|Tatiana,Вера|Vera'),
    fam: P('Смирнов|Smirnov,Кузнецов|Kuznetsov,Соколов|Sokolov,Морозов|Morozov,Волков|Volkov,Лебедев|Lebedev,Новиков|Novikov,Фёдоров|Fedorov,Орлов|Orlov,Зайцев|Zaitsev'),
    famF: s => s + 'а', famFL: s => s + 'a',
    addr: r => `ул. ${r.pick(L('Тверская,Большая Садовая,Невский пр-т,Профсоюзная,Ленинская Слобода,Малая Бронная'))}, д. ${r.int(1, 120)}, кв. ${r.int(1, 300)}, ${r.pick(['Москва, 125009', 'Санкт-Петербург, 191025', 'Казань, 420111', 'Екатеринбург, 620014', 'Новосибирск, 630099'])}`,
    phone: r => { const o = '9' + r.digits(2); const n = `${r.digits(3)}-${r.digits(2)}-${r.digits(2)}`; return r.chance(0.5) ? [`8 (${o}) ${n}`, `+7 (${o}) ${n}`] : [`8${o}${n.replace(/-/g, '')}`, `+7 ${o} ${n}`]; },
    dateStyles: ['dmy.', 'long'], nid: ['ru_snils'], tax: ['ru_inn'], bank: 'ru', cities: L('Самара,Сочи,Калининград') },
  { code: 'tr-TR', lang: 'tr', cc: 'TR', iso3: 'TUR', nat: 'T.C.', cur: 'TRY',
    m: L('Emre,Burak,Mehmet Can,Oğuz,Kerem,Serkan,Ufuk,Barış,Onur,Tolga'), f: L('Zeynep,Elif,Merve,Büşra,Ece,Selin,Gizem,Derya,Aslı,Özge'), fam: L('Yılmaz,Kaya,Demir,Şahin,Çelik,Öztürk,Aydın,Arslan,Doğan,Koç,Kurt,Erdem'),
    addr: r => `${r.pick(L('Bağdat Cad.,Moda Cad.,Kızılırmak Sok.,Tunalı Hilmi Cad.,Alsancak Mah. 1453 Sok.'))} No: ${r.int(1, 200)}${r.chance(0.6) ? ' D: ' + r.int(1, 20) : ''}, ${r.pick(['34728 Kadıköy/İstanbul', '34710 Kadıköy/İstanbul', '06680 Çankaya/Ankara', '35220 Konak/İzmir', '07100 Muratpaşa/Antalya'])}`,
    phone: r => { const o = '5' + r.pick(['30', '32', '33', '35', '42', '44', '05', '06', '52', '53']); const n = `${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`; return [`0${o} ${n}`, `+90 ${o} ${n}`]; },
    dateStyles: ['dmy.', 'dmy/', 'long'], nid: ['tr_tckn'], tax: [], bank: 'iban', ibanCc: 'TR', cities: L('Bursa,Trabzon,Eskişehir') },
  { code: 'ar-SA', lang: 'ar', cc: 'SA', iso3: 'SAU', nat: 'السعودية', cur: 'SAR',
    m: P('محمد|Mohammed,عبدالله|Abdullah,فهد|Fahad,خالد|Khalid,سلطان|Sultan,تركي|Turki,ناصر|Nasser,ماجد|Majed'), f: P('نورة|Noura,سارة|Sarah,ريم|Reem,هيفاء|Haifa,لمى|Lama,دانة|Dana,جواهر|Jawaher,منيرة|Munira'),
    fam: P('العتيبي|Alotaibi,القحطاني|Alqahtani,الشهري|Alshehri,الدوسري|Aldosari,الغامدي|Alghamdi,الزهراني|Alzahrani,المطيري|Almutairi,الحربي|Alharbi'),
    addr: r => `${r.int(1000, 9999)} ${r.pick(L('طريق الملك فهد,شارع التحلية,شارع العليا العام,طريق الأمير سلطان'))}، ${r.pick(['حي العليا، الرياض 12211', 'حي السليمانية، الرياض 12245', 'حي الروضة، جدة 23435', 'حي الشاطئ، الدمام 32414'])}`,
    phone: r => { const n = '5' + r.pick('0345689') + ' ' + r.digits(3) + ' ' + r.digits(4); return ['0' + n, '+966 ' + n]; },
    dateStyles: ['dmy/', 'long', 'iso'], nid: ['sa_nid'], tax: [], bank: 'iban', ibanCc: 'SA', cities: L('مكة المكرمة,المدينة المنورة,أبها') },
  { code: 'ar-EG', lang: 'ar', cc: 'EG', iso3: 'EGY', nat: 'مصر', cur: 'EGP',
    m: P('أحمد|Ahmed,مصطفى|Mostafa,كريم|Karim,عمرو|Amr,يوسف|Youssef,إسلام|Eslam,محمود|Mahmoud'), f: P('منى|Mona,ياسمين|Yasmin,هبة|Heba,دينا|Dina,رنا|Rana,شيماء|Shaimaa,مريم|Mariam'),
    fam: P('عبد الرحمن|Abdelrahman,السيد|Elsayed,حسن|Hassan,فتحي|Fathy,الشناوي|Elshenawy,منصور|Mansour,عاشور|Ashour'),
    addr: r => `${r.int(1, 90)} ${r.pick(L('شارع التحرير,شارع مصدق,شارع جامعة الدول العربية,شارع فؤاد'))}، ${r.pick(['الدقي، الجيزة 12311', 'المهندسين، الجيزة 12411', 'الزمالك، القاهرة 11211', 'سموحة، الإسكندرية 21615'])}`,
    phone: r => { const n = '1' + r.pick('0125') + ' ' + r.digits(4) + ' ' + r.digits(4); return ['0' + n, '+20 ' + n]; },
    dateStyles: ['dmy/', 'long'], nid: ['eg_nid'], tax: [], bank: 'iban', ibanCc: 'EG', cities: L('الأقصر,أسوان,الغردقة') },
  { code: 'hi-IN', lang: 'hi', cc: 'IN', iso3: 'IND', nat: 'भारतीय', cur: 'INR',
    m: P('राहुल|Rahul,अमित|Amit,सौरभ|Saurabh,विकास|Vikas,अंकित|Ankit,मनोज|Manoj,रवि|Ravi,आदित्य|Aditya'), f: P('पूजा|Pooja,नेहा|Neha,अंजलि|Anjali,सुनीता|Sunita,प्रियंका|Priyanka,रीना|Reena,शालिनी|Shalini,कविता|Kavita'),
    fam: P('शर्मा|Sharma,वर्मा|Verma,गुप्ता|Gupta,सिंह|Singh,यादव|Yadav,मिश्रा|Mishra,चौहान|Chauhan,तिवारी|Tiwari,अग्रवाल|Agarwal,पांडे|Pandey'),
    addr: r => `${r.pick(['मकान नं. ', 'फ्लैट ', 'प्लॉट नं. '])}${r.int(1, 400)}, ${r.pick(['सेक्टर 12, द्वारका, नई दिल्ली 110075', 'गोमती नगर, लखनऊ 226010', 'मालवीय नगर, जयपुर 302017', 'अरेरा कॉलोनी, भोपाल 462016', 'कंकड़बाग, पटना 800020'])}`,
    phone: r => { const n = r.pick('6789') + r.digits(4) + ' ' + r.digits(5); return [n, '+91 ' + n]; },
    dateStyles: ['dmy/', 'dmy-', 'long'], nid: ['in_aadhaar'], tax: ['in_pan'], bank: 'in', cities: L('वाराणसी,आगरा,इंदौर') },
  { code: 'ja-JP', lang: 'ja', cc: 'JP', iso3: 'JPN', nat: '日本', cur: 'JPY', cjk: true,
    m: P('翔太|SHOTA,大輔|DAISUKE,健太|KENTA,拓也|TAKUYA,悠人|YUTO,蓮|REN,和也|KAZUYA,直樹|NAOKI'), f: P('陽菜|HINA,美咲|MISAKI,さくら|SAKURA,葵|AOI,結衣|YUI,真由美|MAYUMI,彩花|AYAKA,千尋|CHIHIRO'),
    fam: P('佐藤|SATO,鈴木|SUZUKI,高橋|TAKAHASHI,渡辺|WATANABE,伊藤|ITO,中村|NAKAMURA,小林|KOBAYASHI,加藤|KATO,吉田|YOSHIDA,山口|YAMAGUCHI,松本|MATSUMOTO,井上|INOUE'),
    addr: r => `〒${r.pick(['150-0001 東京都渋谷区神宮前', '160-0022 東京都新宿区新宿', '530-0001 大阪府大阪市北区梅田', '604-8005 京都府京都市中京区', '460-0008 愛知県名古屋市中区栄', '812-0011 福岡県福岡市博多区博多駅前'])}${r.int(1, 6)}丁目${r.int(1, 30)}-${r.int(1, 20)}${r.chance(0.5) ? ' ' + r.pick(['メゾン青山', 'パークハイツ', 'コーポ桜']) + r.int(101, 905) : ''}`,
    phone: r => { const n = `${r.pick(['090', '080', '070'])}-${r.digits(4)}-${r.digits(4)}`; return [n, '+81 ' + n.slice(1)]; },
    dateStyles: ['long', 'era', 'ymd/'], nid: ['jp_mynumber'], tax: [], bank: 'jp', cities: L('札幌,仙台,広島,那覇') },
  { code: 'zh-CN', lang: 'zh', cc: 'CN', iso3: 'CHN', nat: '中国', cur: 'CNY', cjk: true,
    m: P('伟|WEI,浩然|HAORAN,子轩|ZIXUAN,俊杰|JUNJIE,志强|ZHIQIANG,宇航|YUHANG,明辉|MINGHUI'), f: P('静|JING,婷婷|TINGTING,雨涵|YUHAN,欣怡|XINYI,丽娜|LINA,梦瑶|MENGYAO,晓燕|XIAOYAN'),
    fam: P('王|WANG,李|LI,张|ZHANG,刘|LIU,陈|CHEN,杨|YANG,黄|HUANG,赵|ZHAO,周|ZHOU,吴|WU,徐|XU,孙|SUN'),
    addr: r => `${r.pick(['北京市朝阳区建国路', '上海市浦东新区世纪大道', '广州市天河区体育西路', '深圳市南山区科技园南路', '成都市锦江区春熙路', '杭州市西湖区文三路'])}${r.int(1, 300)}号${r.chance(0.6) ? r.int(1, 20) + '栋' + r.int(101, 2801) + '室' : ''}`,
    phone: r => { const n = `1${r.pick('3456789')}${r.digits(1)} ${r.digits(4)} ${r.digits(4)}`; return [n, '+86 ' + n]; },
    dateStyles: ['long', 'iso', 'ymd.'], nid: ['cn_rid'], tax: [], bank: 'cn', cities: L('西安,南京,重庆,厦门') },
  { code: 'zh-TW', lang: 'zh', cc: 'TW', iso3: 'TWN', nat: '中華民國', cur: 'TWD', cjk: true,
    m: P('冠宇|KUAN-YU,家豪|CHIA-HAO,承翰|CHENG-HAN,宗翰|TSUNG-HAN,柏宏|PO-HUNG'), f: P('怡君|YI-CHUN,雅婷|YA-TING,詩涵|SHIH-HAN,佳穎|CHIA-YING,宜蓁|YI-CHEN'),
    fam: P('陳|CHEN,林|LIN,黃|HUANG,張|CHANG,李|LEE,王|WANG,吳|WU,蔡|TSAI,許|HSU,鄭|CHENG'),
    addr: r => `${r.pick(['106台北市大安區忠孝東路四段', '110台北市信義區松仁路', '403台中市西區公益路二段', '802高雄市苓雅區四維三路', '300新竹市東區光復路二段'])}${r.int(1, 300)}號${r.int(2, 18)}樓`,
    phone: r => { const n = `09${r.digits(2)}-${r.digits(3)}-${r.digits(3)}`; return [n, '+886 ' + n.slice(1).replace(/-/g, ' ')]; },
    dateStyles: ['long', 'ymd/', 'iso'], nid: ['tw_id'], tax: [], bank: 'tw', cities: L('台南,花蓮,基隆') },
  { code: 'ko-KR', lang: 'ko', cc: 'KR', iso3: 'KOR', nat: '대한민국', cur: 'KRW', cjk: true,
    m: P('민준|MINJUN,서준|SEOJUN,도윤|DOYUN,지훈|JIHOON,현우|HYUNWOO,성민|SUNGMIN,준호|JUNHO'), f: P('서연|SEOYEON,지우|JIWOO,하은|HAEUN,수빈|SUBIN,민지|MINJI,예린|YERIN,지현|JIHYUN'),
    fam: P('김|KIM,이|LEE,박|PARK,최|CHOI,정|JUNG,강|KANG,조|CHO,윤|YOON,장|JANG,임|LIM'),
    addr: r => `${r.pick(['서울특별시 강남구 테헤란로', '서울특별시 마포구 양화로', '부산광역시 해운대구 해운대해변로', '인천광역시 연수구 컨벤시아대로', '대구광역시 중구 동성로'])} ${r.int(1, 400)}, ${r.int(2, 25)}층 ${r.digits(5)}`,
    phone: r => { const n = `010-${r.digits(4)}-${r.digits(4)}`; return [n, '+82 ' + n.slice(1)]; },
    dateStyles: ['long', 'ymd.', 'iso'], nid: ['kr_rrn'], tax: [], bank: 'kr', cities: L('제주,광주,대전,수원') },
  { code: 'th-TH', lang: 'th', cc: 'TH', iso3: 'THA', nat: 'ไทย', cur: 'THB',
    m: P('สมชาย|Somchai,ธนากร|Thanakorn,ณัฐพล|Nattaphon,กิตติพงษ์|Kittiphong,วีรยุทธ|Weerayut,ภาณุวัฒน์|Phanuwat'), f: P('สุภาพร|Supaporn,ณัฐธิดา|Natthida,พิมพ์ชนก|Pimchanok,กมลชนก|Kamonchanok,อรอุมา|Onuma,ศิริพร|Siriporn'),
    fam: P('ศรีสุข|Srisuk,วงศ์ใหญ่|Wongyai,แสงทอง|Saengthong,บุญมา|Boonma,ทองดี|Thongdee,รัตนพันธ์|Rattanaphan,สุขสวัสดิ์|Suksawat'),
    addr: r => `${r.int(1, 300)}/${r.int(1, 99)} ${r.pick(['ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110', 'ถนนพระราม 4 แขวงสีลม เขตบางรัก กรุงเทพมหานคร 10500', 'ถนนนิมมานเหมินท์ ตำบลสุเทพ อำเภอเมือง เชียงใหม่ 50200', 'ถนนราษฎร์อุทิศ ตำบลป่าตอง อำเภอกะทู้ ภูเก็ต 83150'])}`,
    phone: r => { const n = `0${r.pick('689')}${r.digits(1)}-${r.digits(3)}-${r.digits(4)}`; return [n, '+66 ' + n.slice(1).replace(/-/g, ' ')]; },
    dateStyles: ['long', 'thbe', 'dmy/'], nid: ['th_id'], tax: [], bank: 'th', cities: L('พัทยา,หัวหิน,ขอนแก่น') },
  { code: 'vi-VN', lang: 'vi', cc: 'VN', iso3: 'VNM', nat: 'Việt Nam', cur: 'VND',
    m: P('Minh Tuấn|MINH TUAN,Quốc Bảo|QUOC BAO,Đức Anh|DUC ANH,Hoàng Long|HOANG LONG,Văn Hùng|VAN HUNG,Thành Đạt|THANH DAT'), f: P('Thu Trang|THU TRANG,Ngọc Ánh|NGOC ANH,Phương Linh|PHUONG LINH,Mai Anh|MAI ANH,Thị Hương|THI HUONG,Khánh Vy|KHANH VY'),
    fam: P('Nguyễn|NGUYEN,Trần|TRAN,Lê|LE,Phạm|PHAM,Hoàng|HOANG,Vũ|VU,Đặng|DANG,Bùi|BUI,Đỗ|DO'), famFirst: true,
    addr: r => `${r.pick(['Số ', ''])}${r.int(1, 250)} ${r.pick(['Hàng Bông, Phường Hàng Gai, Quận Hoàn Kiếm, Hà Nội', 'Lý Tự Trọng, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh', 'Bạch Đằng, Phường Hải Châu 1, Quận Hải Châu, Đà Nẵng', 'Trần Hưng Đạo, Phường 7, Quận 5, TP. Hồ Chí Minh'])}`,
    phone: r => { const n = `09${r.digits(1)} ${r.digits(3)} ${r.digits(4)}`; return [n, '+84 ' + n.slice(1)]; },
    dateStyles: ['dmy/', 'long', 'dmy-'], nid: ['vn_cccd'], tax: [], bank: 'vn', cities: L('Huế,Nha Trang,Hội An,Cần Thơ') },
];
export const LOC = Object.fromEntries(LOCALES.map(l => [l.code, l]));

// ---- persons ----
export function person(r, loc, opts = {}) {
  const sex = opts.sex || (r.chance(0.5) ? 'F' : 'M');
  const g = r.pick(sex === 'F' ? loc.f : loc.m); let fm = r.pick(loc.fam);
  const gv = Array.isArray(g) ? g : [g, deacc(g)]; let fv = Array.isArray(fm) ? fm : [fm, deacc(fm)];
  if (sex === 'F' && loc.famF) fv = [loc.famF(fv[0]), loc.famFL ? loc.famFL(fv[1]) : deacc(loc.famF(fv[0]))];
  const y = opts.minor ? r.int(2009, 2017) : r.int(1948, 2003), m = r.int(1, 12), d = r.int(1, 28);
  const p = { loc, sex, giv: gv[0], fam: fv[0], givL: gv[1], famL: fv[1], dob: { y, m, d } };
  const cjk = loc.cjk; const ff = loc.famFirst;
  p.full = cjk ? (loc.lang === 'ko' && r.chance(0.2) ? `${p.fam} ${p.giv}` : p.fam + p.giv) : ff ? `${p.fam} ${p.giv}` : `${p.giv} ${p.fam}`;
  if (loc.lang === 'ru' && r.chance(0.3)) p.full = `${p.fam} ${p.giv}`;
  p.latin = `${cap(p.givL)} ${cap(p.famL)}`;
  p.LATIN = `${p.famL.toUpperCase()}/${p.givL.toUpperCase().replace(/ /g, '')}`; // PNR style
  p.sur_given = `${(cjk || /[^\x00-\u024f]/.test(p.fam) ? p.famL : p.fam).toUpperCase()}, ${cjk || /[^\x00-\u024f]/.test(p.giv) ? cap(p.givL) : p.giv}`;
  p.email = () => emailFor(r, p);
  return p;
}
const cap = s => s.split(/([ -])/).map(w => w ? w[0].toUpperCase() + w.slice(1).toLowerCase() : w).join('');
const MAILDOM = ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'proton.me', 'gmx.de', 'web.de', 'orange.fr', 'libero.it', 'wp.pl', 'ukr.net', 'yandex.ru', 'hotmail.com', 'uol.com.br', 'naver.com', 'qq.com', '163.com', 'yahoo.co.jp', 'seznam.cz', 'mail.ru', 'rediffmail.com', 't-online.de', 'free.fr', 'hotmail.es'];
export function emailFor(r, p, domain) {
  const g = deacc(p.givL).toLowerCase().replace(/[^a-z]/g, ''); const f = deacc(p.famL).toLowerCase().replace(/[^a-z]/g, '');
  const local = r.pick([`${g}.${f}`, `${g}${f}${r.int(1, 99)}`, `${g[0]}${f}`, `${f}.${g}`, `${g}_${f}${r.int(70, 99)}`, `${g}${r.int(1980, 2004)}`, `${f}${g[0]}${r.digits(3)}`]);
  return `${local}@${domain || r.pick(MAILDOM)}`;
}

// ---- bank accounts (local forms) -> list of parts [{v,c,t,soft?}] via callback
export function bankDetails(r, loc) {
  switch (loc.bank) {
    case 'iban': { const cc = loc.ibanCc || loc.cc; const i = iban(r, cc); return { iban: i, ibanFmt: fmtIban(i, r.chance(0.6)) }; }
    case 'gb': { const sc = `${r.digits(2)}-${r.digits(2)}-${r.digits(2)}`; const acct = r.digits(8); return { local: [['Sort code', sc, 'uk_sort_code', true], ['Account no.', acct, 'uk_account_number']], iban: iban(r, 'GB') }; }
    case 'us': return { local: [['Routing (ABA)', abaRouting(r), 'us_aba_routing', true], ['Account #', r.digits(r.int(9, 12)), 'us_bank_account']] };
    case 'ca': return { local: [['Transit/Institution', `${r.digits(5)}-${r.pick(['001', '002', '003', '004', '006', '010', '815'])}`, 'ca_transit_institution', true], ['Account', r.digits(7), 'ca_bank_account']] };
    case 'au': return { local: [['BSB', `${r.pick(['062', '033', '083', '012'])}-${r.digits(3)}`, 'au_bsb', true], ['Account', r.digits(r.int(8, 9)), 'au_bank_account']] };
    case 'za': return { local: [['Branch code', r.pick(['250655', '632005', '051001', '470010']), 'za_branch_code', true], ['Account no', r.digits(r.int(10, 11)), 'za_bank_account']] };
    case 'in': return { local: [['IFSC', r.pick(['HDFC', 'ICIC', 'SBIN', 'UTIB', 'KKBK']) + '0' + r.digits(6), 'in_ifsc', true], ['A/c No.', r.digits(r.int(11, 14)), 'in_bank_account']] };
    case 'ar': { const cbu = r.digits(22); return { local: [['CBU', cbu, 'ar_cbu']] }; }
    case 'mx': { const cl = '0' + r.digits(17); return { local: [['CLABE', cl, 'mx_clabe']] }; }
    case 'br': return { local: [['Agência', r.digits(4), 'br_agencia', true], ['Conta', `${r.digits(r.int(5, 8))}-${r.int(0, 9)}`, 'br_conta']] };
    case 'pl': return { local: [['Nr rachunku', plNrb(r), 'pl_nrb']] };
    case 'ru': return { local: [['БИК', '04' + r.digits(7), 'ru_bik', true], ['р/с', '40817810' + r.digits(12), 'ru_account']] };
    case 'jp': return { local: [['支店番号', r.digits(3), 'jp_branch_code', true], ['口座番号', r.digits(7), 'jp_bank_account']] };
    case 'cn': return { local: [['账号', '6222' + r.digits(15), 'cn_bank_account']] };
    case 'tw': return { local: [['帳號', r.digits(3) + '-' + r.digits(3) + '-' + r.digits(6) + '-' + r.digits(1), 'tw_bank_account']] };
    case 'kr': return { local: [['계좌번호', `${r.digits(3)}-${r.digits(6)}-${r.digits(2)}-${r.digits(3)}`, 'kr_bank_account']] };
    case 'th': return { local: [['เลขที่บัญชี', `${r.digits(3)}-${r.digits(1)}-${r.digits(5)}-${r.digits(1)}`, 'th_bank_account']] };
    case 'vn': return { local: [['Số tài khoản', r.digits(r.int(10, 13)), 'vn_bank_account']] };
    default: return { iban: iban(r, 'DE') };
  }
}

export function nationalId(r, loc, p, which) {
  const t = which || (loc.nid.length ? r.pick(loc.nid) : null); if (!t) return null;
  return { v: NID[t](r, p), t };
}
export function taxId(r, loc, p) { if (!loc.tax.length) return null; const t = r.pick(loc.tax); return { v: TAX[t](r, p), t }; }
export function passportNo(r, loc) { const f = PASSPORT[loc.iso3] || PASSPORT.GBR; return f(r); }
export function drivingLicence(r, loc, p) { const t = loc.dl || (loc.nid.length ? null : null); if (!t) return null; return { v: NID[t](r, p), t }; }
export { deacc, cap };
