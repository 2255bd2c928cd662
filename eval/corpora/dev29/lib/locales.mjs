// Locale data: names, addresses, phones, identifiers, bank details, date formats.
import { L, UP, DG } from './core.mjs';
import * as I from './ids.mjs';
import { V, MONTHS } from './vocab.mjs';

const strip = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').replace(/ß/g, 'ss').replace(/ø/g, 'o').replace(/ı/g, 'i').replace(/[^A-Za-z]/g, '');
const p2 = (n) => String(n).padStart(2, '0');
// names: "native|latin|f" ; f marks female
const split = (s) => s.split(',').map((x) => { const [n, l, g] = x.trim().split('|'); return { n, l: l || strip(n), f: g === 'f' }; });

function fmtDate(lang, style, y, m, d) {
  switch (style) {
    case 'iso': return `${y}-${p2(m)}-${p2(d)}`;
    case 'dmy/': return `${p2(d)}/${p2(m)}/${y}`;
    case 'mdy/': return `${p2(m)}/${p2(d)}/${y}`;
    case 'dmy.': return `${p2(d)}.${p2(m)}.${y}`;
    case 'dmy-': return `${p2(d)}-${p2(m)}-${y}`;
    case 'ymd/': return `${y}/${p2(m)}/${p2(d)}`;
    case 'cjk': return `${y}年${m}月${d}日`;
    case 'long': {
      const M = MONTHS[lang] || MONTHS.en;
      if (lang === 'en') return `${d} ${M[m - 1]} ${y}`;
      if (lang === 'de') return `${d}. ${M[m - 1]} ${y}`;
      if (lang === 'ja' || lang === 'zh') return `${y}年${m}月${d}日`;
      return `${d} ${M[m - 1]} ${y}`;
    }
    case 'us_long': return `${MONTHS.en[m - 1]} ${d}, ${y}`;
  }
}

const LOC = {};
function def(code, o) { LOC[code] = { code, lang: code.split('-')[0], V: V[code.split('-')[0]], ...o, given: split(o.given), family: split(o.family) }; }

// ---------------- English ----------------
def('en-GB', {
  weight: 7, cc: 'GB', mcc: '234', iccc: '44', cur: (x) => `£${x}`,
  given: 'Oliver,Amelia|Amelia|f,Harry,Isla|Isla|f,George,Ava|Ava|f,Jack,Mia|Mia|f,Thomas,Grace|Grace|f,Priya|Priya|f,Callum,Siobhan|Siobhan|f,Rhys,Eleanor|Eleanor|f,Kwame',
  family: 'Hughes,Patel,Thompson,Okafor,Walsh,Fletcher,Begum,Harrington,MacLeod,Evans,Carter,Sutcliffe,Nowak,Pemberton,Kaur',
  dates: ['dmy/', 'long', 'dmy/', 'iso'],
  address: (r) => `${r.int(1, 220)} ${r.pick(['Ashgrove', 'Kingsway', 'Mill', 'Station', 'Holloway', 'Beech', 'Chapel', 'Cromwell', 'Elmfield', 'Tanners'])} ${r.pick(['Road', 'Street', 'Lane', 'Close', 'Avenue', 'Crescent', 'Gardens'])}${r.chance(0.3) ? `, Flat ${r.int(1, 24)}` : ''}, ${r.pick(['Leeds', 'Bristol', 'Manchester', 'Cardiff', 'Norwich', 'Glasgow', 'Sheffield', 'Reading', 'York'])} ${LOC['en-GB'].postcode(r)}`,
  postcode: (r) => `${r.pick(['LS', 'BS', 'M', 'CF', 'NR', 'G', 'S', 'RG', 'YO'])}${r.int(1, 28)} ${r.int(1, 9)}${r.str('ABDEFGHJLNPQRSTUWXYZ', 2)}`,
  phone: (r, intl) => { const m = r.chance(0.7); if (m) { const n = '7' + r.pick(['4', '5', '7', '8', '9']) + r.digits(8); return intl ? `+44 ${n.slice(0, 4)} ${n.slice(4)}` : `0${n.slice(0, 4)} ${n.slice(4)}`; } const a = r.pick(['113', '117', '161', '29', '1603', '141']); const rest = r.digits(10 - a.length); return intl ? `+44 ${a} ${rest}` : `0${a} ${rest.slice(0, 3)} ${rest.slice(3)}`; },
  emergency: ['999', '112', '0800 111 999', '105'], service: (r) => `0800 ${r.digits(3)} ${r.digits(4)}`,
  nid: (r) => { const n = I.ukNino(r); return L('national_id', 'uk_nino', r.chance(0.5) ? `${n.slice(0, 2)} ${n.slice(2, 4)} ${n.slice(4, 6)} ${n.slice(6, 8)} ${n[8]}` : n); }, nidCap: ['National Insurance number', 'NI number', 'NINO'],
  tax: (r) => L('tax_id', 'uk_utr', I.gbUtr(r)), taxCap: ['UTR', 'Unique Taxpayer Reference', 'Self Assessment UTR'],
  passport: (r) => L('passport_number', 'uk_passport', r.ndigits(9)), natl: 'GBR',
  bank: (r, V) => [`Sort code `, L('bank_account', 'uk_sort_code', `${r.digits(2)}-${r.digits(2)}-${r.digits(2)}`, { soft: true }), `, account no. `, L('bank_account', 'uk_account_number', r.ndigits(8))],
  iban: (r) => I.ibanFrom('GB', r.pick(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MONZ']) + r.digits(14)),
  domains: ['gmail.com', 'outlook.com', 'btinternet.com', 'yahoo.co.uk', 'hotmail.co.uk', 'icloud.com', 'sky.com'],
});
def('en-US', {
  weight: 6.5, cc: 'US', mcc: '310', iccc: '01', cur: (x) => `$${x}`,
  given: 'James,Olivia|Olivia|f,Michael,Sophia|Sophia|f,Daniel,Emily|Emily|f,Carlos,Jasmine|Jasmine|f,Tyler,Madison|Madison|f,Andre,Mei|Mei|f,Brandon,Keisha|Keisha|f,Ethan',
  family: 'Johnson,Martinez,Nguyen,Robinson,Miller,Washington,Kowalski,Rivera,Sullivan,Chen,Brooks,Delgado,Fitzgerald,Henderson,Yamamoto',
  dates: ['mdy/', 'us_long', 'iso', 'mdy/'],
  address: (r) => `${r.int(10, 9899)} ${r.pick(['Oak', 'Maple', 'Cedar', 'Lakeview', 'Sunset', 'Willow', 'Highland', 'Prospect', 'Mill Creek', 'Franklin'])} ${r.pick(['St', 'Ave', 'Blvd', 'Dr', 'Ct', 'Rd', 'Ln'])}${r.chance(0.35) ? `, Apt ${r.int(1, 40)}${r.pick(['', 'B', 'C'])}` : ''}, ${r.pick(['Columbus, OH', 'Austin, TX', 'Tacoma, WA', 'Raleigh, NC', 'Denver, CO', 'Tempe, AZ', 'Albany, NY', 'Madison, WI', 'Sacramento, CA'])} ${r.int(10000, 99950)}`,
  postcode: (r) => String(r.int(10000, 99950)),
  phone: (r, intl) => { const a = r.int(2, 9) + r.digits(1) + r.int(0, 9); const x = r.int(2, 9) + r.digits(2); const y = r.digits(4); const f = r.int(0, 3); if (intl) return `+1 ${a}-${x}-${y}`; return [`(${a}) ${x}-${y}`, `${a}-${x}-${y}`, `${a}.${x}.${y}`, `(${a}) ${x}-${y}`][f]; },
  emergency: ['911', '311', '1-800-GAS-LEAK'], service: (r) => `1-800-${r.digits(3)}-${r.digits(4)}`,
  nid: (r) => { const [a, b, c] = I.usSsn(r); return L('national_id', 'us_ssn', r.chance(0.8) ? `${a}-${b}-${c}` : a + b + c); }, nidCap: ['SSN', 'Social Security No.', 'SSN (for credit check)'],
  tax: (r) => L('tax_id', 'us_ein', I.usEin(r)), taxCap: ['EIN', 'Employer ID (EIN)', 'Federal Tax ID'],
  passport: (r) => L('passport_number', 'us_passport', r.chance(0.5) ? r.ndigits(9) : 'A' + r.digits(8)), natl: 'USA',
  bank: (r) => [`Routing `, L('bank_account', 'us_aba_routing', I.usRouting(r), { soft: true }), ` / Account `, L('bank_account', 'us_account_number', r.ndigits(r.int(9, 12)))],
  domains: ['gmail.com', 'yahoo.com', 'outlook.com', 'aol.com', 'icloud.com', 'comcast.net', 'proton.me'],
});
def('en-IN', {
  weight: 3.5, cc: 'IN', mcc: '404', iccc: '91', cur: (x) => `₹${x}`,
  given: 'Rahul,Priya|Priya|f,Arjun,Ananya|Ananya|f,Vikram,Sneha|Sneha|f,Rohit,Kavya|Kavya|f,Suresh,Deepika|Deepika|f,Aditya,Meera|Meera|f',
  family: 'Sharma,Iyer,Reddy,Nair,Gupta,Chatterjee,Menon,Patil,Singh,Deshmukh,Krishnan,Bose',
  dates: ['dmy/', 'dmy-', 'long'],
  address: (r) => `${r.pick(['Flat', 'House No.', 'Plot'])} ${r.int(1, 999)}${r.pick(['', '-A', '/B'])}, ${r.pick(['Shanti Residency', 'Green Park Apartments', 'Lotus Towers', 'Sai Krupa', 'Palm Meadows'])}, ${r.pick(['MG Road', 'Sector 21', 'Koramangala 4th Block', 'Andheri East', 'Salt Lake', 'Banjara Hills'])}, ${r.pick(['Bengaluru', 'Mumbai', 'Pune', 'Kolkata', 'Hyderabad', 'Chennai', 'Gurugram'])} - ${r.int(110001, 799999)}`,
  postcode: (r) => String(r.int(110001, 799999)),
  phone: (r, intl) => { const n = r.pick(['9', '8', '7']) + r.digits(9); return intl ? `+91 ${n.slice(0, 5)} ${n.slice(5)}` : r.chance(0.5) ? `${n.slice(0, 5)} ${n.slice(5)}` : `0${n}`; },
  emergency: ['112', '100', '1912', '1906'], service: (r) => `1800-${r.digits(3)}-${r.digits(4)}`,
  nid: (r) => { const a = I.aadhaar(r); return L('national_id', 'in_aadhaar', r.chance(0.7) ? `${a.slice(0, 4)} ${a.slice(4, 8)} ${a.slice(8)}` : a); }, nidCap: ['Aadhaar No.', 'Aadhaar', 'UID'],
  tax: (r) => L('tax_id', 'in_pan', I.inPan(r)), taxCap: ['PAN', 'PAN No.', 'Income Tax PAN'],
  passport: (r) => L('passport_number', 'in_passport', r.pick('JKLMNPRSTUVWZ') + r.int(1, 9) + r.digits(6)), natl: 'IND',
  bank: (r) => [`A/c No. `, L('bank_account', 'in_account_number', r.ndigits(r.int(11, 16))), `, IFSC `, L('bank_account', 'in_ifsc', r.pick(['SBIN', 'HDFC', 'ICIC', 'UTIB', 'KKBK']) + '0' + r.digits(6), { soft: true })],
  domains: ['gmail.com', 'yahoo.co.in', 'rediffmail.com', 'outlook.com'],
});
def('en-AU', {
  weight: 3, cc: 'AU', mcc: '505', iccc: '61', cur: (x) => `A$${x}`,
  given: 'Lachlan,Chloe|Chloe|f,Mitchell,Zoe|Zoe|f,Hamish,Matilda|Matilda|f,Nguyen Van,Tahlia|Tahlia|f,Cooper,Ruby|Ruby|f',
  family: 'Anderson,Papadopoulos,Tran,MacDonald,Wilson,Kelly,Russo,Campbell,Singh,Murphy',
  dates: ['dmy/', 'long'],
  address: (r) => `${r.pick(['', `Unit ${r.int(1, 30)}/`])}${r.int(1, 300)} ${r.pick(['Bridge', 'Parramatta', 'Beach', 'Warrigal', 'Bourke', 'Hay', 'Coronation'])} ${r.pick(['St', 'Rd', 'Pde', 'Tce', 'Ave'])}, ${r.pick(['Fitzroy VIC 3065', 'Newtown NSW 2042', 'Fremantle WA 6160', 'Toowong QLD 4066', 'Glenelg SA 5045', 'Sandy Bay TAS 7005'])}`,
  postcode: (r) => String(r.int(2000, 7999)),
  phone: (r, intl) => { const n = '4' + r.digits(8); return intl ? `+61 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}` : `0${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`; },
  emergency: ['000', '112', '13 19 09'], service: (r) => `13 ${r.digits(2)} ${r.digits(2)}`,
  nid: (r) => { const m = I.auMedicare(r); return L('national_id', 'au_medicare', `${m.slice(0, 4)} ${m.slice(4, 9)} ${m[9]}`); }, nidCap: ['Medicare No.', 'Medicare card'],
  tax: (r) => { const t = I.auTfn(r); return L('tax_id', 'au_tfn', r.chance(0.6) ? `${t.slice(0, 3)} ${t.slice(3, 6)} ${t.slice(6)}` : t); }, taxCap: ['TFN', 'Tax File Number'],
  passport: (r) => L('passport_number', 'au_passport', r.pick(['P', 'N', 'R', 'PA', 'PB']).padEnd(2, r.pick(UP)) + r.digits(7)), natl: 'AUS',
  bank: (r) => [`BSB `, L('bank_account', 'au_bsb', `${r.pick(['062', '083', '033', '012'])}-${r.digits(3)}`, { soft: true }), ` Acc `, L('bank_account', 'au_account_number', r.ndigits(r.int(8, 9)))],
  domains: ['gmail.com', 'bigpond.com', 'outlook.com.au', 'optusnet.com.au', 'icloud.com'],
});
// ---------------- Europe ----------------
def('de-DE', {
  acctLocal: (r) => ['Konto-Nr. ', L('bank_account', 'de_kontonummer', r.ndigits(10)), ', BLZ ', L('bank_account', 'de_blz', r.pick(['10010010', '37040044', '50010517', '70150000']), { soft: true })],
  weight: 3.2, cc: 'DE', mcc: '262', iccc: '49', cur: (x) => `${x} €`,
  given: 'Lukas,Anna|Anna|f,Jonas,Lea|Lea|f,Maximilian,Sophie|Sophie|f,Felix,Katharina|Katharina|f,Jürgen,Sabine|Sabine|f,Mehmet,Elif|Elif|f',
  family: 'Müller,Schmidt,Schneider,Fischer,Weber,Becker,Hoffmann,Schäfer,Koch,Richter,Yılmaz,Wagner,Krüger,Lehmann',
  dates: ['dmy.', 'dmy.', 'long', 'iso'],
  address: (r) => `${r.pick(['Linden', 'Berliner ', 'Garten', 'Bahnhof', 'Schiller', 'Ahorn', 'Markt', 'Hafen'])}${r.pick(['straße', 'weg', 'allee', 'str.'])} ${r.int(1, 140)}${r.pick(['', 'a', 'b', ''])}, ${LOC['de-DE'].postcode(r)} ${r.pick(['Berlin', 'Köln', 'Leipzig', 'Hamburg', 'Freiburg', 'Dortmund', 'Nürnberg', 'Mainz'])}`,
  postcode: (r) => String(r.int(1067, 99998)).padStart(5, '0'),
  phone: (r, intl) => { if (r.chance(0.7)) { const p = r.pick(['151', '152', '160', '170', '171', '176', '157', '162']); const n = r.digits(r.pick([7, 8])); return intl ? `+49 ${p} ${n}` : r.chance(0.5) ? `0${p} ${n}` : `0${p}/${n}`; } const a = r.pick(['30', '221', '341', '40', '761', '231']); const n = r.digits(7); return intl ? `+49 ${a} ${n}` : `0${a} ${n}`; },
  emergency: ['112', '110', '0800 2 345 678'], service: (r) => `0800 ${r.digits(3)} ${r.digits(4)}`,
  nid: (r) => L('national_id', 'de_personalausweis', I.dePersoNr(r)), nidCap: ['Personalausweisnummer', 'Ausweis-Nr.'],
  tax: (r) => { if (r.chance(0.7)) { const t = I.deSteuerId(r); return L('tax_id', 'de_steuer_id', r.chance(0.5) ? `${t.slice(0, 2)} ${t.slice(2, 5)} ${t.slice(5, 8)} ${t.slice(8)}` : t); } return L('tax_id', 'de_ust_idnr', I.deUstId(r)); }, taxCap: ['Steuer-ID', 'Steuerliche Identifikationsnummer', 'IdNr.'],
  passport: (r) => L('passport_number', 'de_passport', I.dePassNr(r)), natl: 'D',
  iban: (r) => I.ibanFrom('DE', r.pick(['10010010', '37040044', '50010517', '20041133', '43060967', '70150000']) + r.digits(10)),
  domains: ['gmx.de', 'web.de', 't-online.de', 'posteo.de', 'gmail.com', 'outlook.de'],
});
def('fr-FR', {
  acctLocal: (r) => { const b = r.pick(['30004', '30003', '10278', '20041']), br = r.digits(5), a = r.digits(11); return ['RIB : ', L('bank_account', 'fr_rib', `${b} ${br} ${a} ${I.frRibKey(b, br, a)}`)]; },
  weight: 3.2, cc: 'FR', mcc: '208', iccc: '33', cur: (x) => `${x} €`,
  given: 'Lucas,Camille|Camille|f,Hugo,Chloé|Chloe|f,Mathieu,Manon|Manon|f,Antoine,Inès|Ines|f,Karim,Léa|Lea|f,Julien,Nathalie|Nathalie|f',
  family: 'Martin,Bernard,Dubois,Lefèvre,Moreau,Girard,Benali,Fournier,Rousseau,Faure,Mercier,Lambert,Nguyen,Chevalier',
  dates: ['dmy/', 'long'],
  address: (r) => `${r.int(1, 180)}${r.pick(['', ' bis', ''])} ${r.pick(['rue', 'avenue', 'boulevard', 'allée', 'impasse'])} ${r.pick(['des Lilas', 'du Moulin', 'de la République', 'des Acacias', 'Pasteur', 'du Port', 'de la Gare', 'des Tanneurs'])}, ${r.pick(['69003 Lyon', '33000 Bordeaux', '31400 Toulouse', '44000 Nantes', '59800 Lille', '75011 Paris', '13006 Marseille', '67000 Strasbourg'])}`,
  postcode: (r) => String(r.int(1000, 95999)).padStart(5, '0'),
  phone: (r, intl) => { const n = r.pick(['6', '7', '1', '4']) + r.digits(8); return intl ? `+33 ${n[0]} ${n.slice(1).replace(/(\d\d)(?=\d)/g, '$1 ')}` : `0${n}`.replace(/(\d\d)(?=\d)/g, r.pick(['$1 ', '$1.', '$1 '])); },
  emergency: ['112', '15', '18', '17', '0 800 47 33 33'], service: (r) => `09 69 ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`,
  nid: (r, p) => { const { b, key } = I.frNir(r, p.f ? '2' : '1', String(p.y % 100).padStart(2, '0'), String(p.m).padStart(2, '0')); return L('national_id', 'fr_nir', r.chance(0.6) ? `${b[0]} ${b.slice(1, 3)} ${b.slice(3, 5)} ${b.slice(5, 7)} ${b.slice(7, 10)} ${b.slice(10, 13)} ${key}` : b + key); }, nidCap: ['N° de sécurité sociale', 'NIR', 'N° INSEE'],
  tax: (r) => { const t = I.frSpi(r); return L('tax_id', 'fr_spi', r.chance(0.5) ? `${t.slice(0, 2)} ${t.slice(2, 4)} ${t.slice(4, 7)} ${t.slice(7, 10)} ${t.slice(10)}` : t); }, taxCap: ['Numéro fiscal', 'N° fiscal de référence', 'SPI'],
  passport: (r) => L('passport_number', 'fr_passport', I.frPassport(r)), natl: 'FRA',
  iban: (r) => { const bank = r.pick(['30004', '30003', '10278', '20041', '16606']), br = r.digits(5), acct = r.digits(11); return I.ibanFrom('FR', bank + br + acct + I.frRibKey(bank, br, acct)); },
  domains: ['orange.fr', 'free.fr', 'laposte.net', 'gmail.com', 'sfr.fr', 'wanadoo.fr'],
});
def('es-ES', {
  acctLocal: (r) => { const b = r.pick(['2100', '0049', '0182']), br = r.digits(4), a = r.digits(10); return ['CCC ', L('bank_account', 'es_ccc', `${b} ${br} ${I.esBankCheck(b, br, a)} ${a}`)]; },
  weight: 3.2, cc: 'ES', mcc: '214', iccc: '34', cur: (x) => `${x} €`,
  given: 'Javier,Lucía|Lucia|f,Alejandro,María|Maria|f,Pablo,Carmen|Carmen|f,Sergio,Laura|Laura|f,Iñaki|Inaki,Nerea|Nerea|f',
  family: 'García López,Fernández Ruiz,Martínez Gil,Sánchez Moreno,Pérez Navarro,Romero Castro,Torres Vidal,Ortega Soler,Jiménez Prieto,Etxeberria Goñi',
  dates: ['dmy/', 'long'],
  address: (r) => `${r.pick(['Calle', 'Avda.', 'C/', 'Paseo'])} ${r.pick(['Mayor', 'de Alcalá', 'del Carmen', 'de la Paz', 'San Vicente', 'Goya', 'de Triana'])}, ${r.int(1, 150)}, ${r.int(1, 9)}º ${r.pick('ABCD')}, ${r.pick(['28014 Madrid', '08012 Barcelona', '46002 València', '41010 Sevilla', '48009 Bilbao', '50001 Zaragoza'])}`,
  postcode: (r) => String(r.int(1001, 52080)).padStart(5, '0'),
  phone: (r, intl) => { const n = r.pick(['6', '7', '9']) + r.digits(8); return intl ? `+34 ${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5, 7)} ${n.slice(7)}` : `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`; },
  emergency: ['112', '091', '900 750 750'], service: (r) => `900 ${r.digits(3)} ${r.digits(3)}`,
  nid: (r) => r.chance(0.75) ? L('national_id', 'es_dni', I.esDni(r)) : L('national_id', 'es_nie', I.esNie(r)), nidCap: ['DNI', 'DNI/NIE', 'NIF'],
  tax: (r) => L('tax_id', 'es_cif', I.esCif(r)), taxCap: ['CIF', 'NIF de la empresa'],
  passport: (r) => L('passport_number', 'es_passport', r.pick(['PA', 'PAA', 'XD', 'PAB']).padEnd(3, r.pick(UP)) + r.digits(6)), natl: 'ESP',
  iban: (r) => { const b = r.pick(['2100', '0049', '0182', '2038', '0081']), br = r.digits(4), a = r.digits(10); return I.ibanFrom('ES', b + br + I.esBankCheck(b, br, a) + a); },
  domains: ['gmail.com', 'hotmail.es', 'yahoo.es', 'telefonica.net', 'outlook.es'],
});
def('it-IT', {
  weight: 3.2, cc: 'IT', mcc: '222', iccc: '39', cur: (x) => `€ ${x}`,
  given: 'Marco,Giulia|Giulia|f,Alessandro,Francesca|Francesca|f,Luca,Chiara|Chiara|f,Giuseppe,Martina|Martina|f,Davide,Elena|Elena|f',
  family: 'Rossi,Russo,Ferrari,Esposito,Bianchi,Romano,Colombo,Ricci,Marino,Greco,Bruno,Galli,Conti,De Luca',
  dates: ['dmy/', 'long'],
  address: (r) => `${r.pick(['Via', 'Viale', 'Corso', 'Piazza'])} ${r.pick(['Roma', 'dei Mille', 'delle Rose', 'San Martino', 'Mazzini', 'della Repubblica', 'Cavour'])} ${r.int(1, 200)}, ${r.pick(['20121 Milano (MI)', '00184 Roma (RM)', '10121 Torino (TO)', '40126 Bologna (BO)', '80134 Napoli (NA)', '50123 Firenze (FI)'])}`,
  postcode: (r) => String(r.int(10, 98168)).padStart(5, '0'),
  phone: (r, intl) => { const n = '3' + r.int(20, 93) + r.digits(7); return intl ? `+39 ${n.slice(0, 3)} ${n.slice(3)}` : `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`; },
  emergency: ['112', '113', '115', '800 900 999'], service: (r) => `800 ${r.digits(3)} ${r.digits(3)}`,
  nid: (r) => L('national_id', 'it_cie', 'C' + r.pick(UP) + r.digits(5) + r.str(UP, 2)), nidCap: ["Carta d'identità n.", 'CIE n.'],
  tax: (r, p) => L('tax_id', 'it_codice_fiscale', I.itCf(r, p.family.l, p.given.l, String(p.y % 100).padStart(2, '0'), p.m, p.d, p.f)), taxCap: ['Codice fiscale', 'C.F.'],
  passport: (r) => L('passport_number', 'it_passport', r.pick(['YA', 'YB', 'YC', 'AA']) + r.digits(7)), natl: 'ITA',
  iban: (r) => { const abi = r.pick(['03069', '02008', '05034', '03062']), cab = r.digits(5), c = r.digits(12); return I.ibanFrom('IT', I.itOddEvenCheck(abi + cab + c) + abi + cab + c); },
  domains: ['libero.it', 'gmail.com', 'virgilio.it', 'alice.it', 'tiscali.it'],
});
def('pt-PT', {
  weight: 3.2, cc: 'PT', mcc: '268', iccc: '35', cur: (x) => `${x} €`,
  given: 'João|Joao,Inês|Ines|f,Tiago,Beatriz|Beatriz|f,Rui,Mariana|Mariana|f,Diogo,Catarina|Catarina|f,Nuno,Sofia|Sofia|f',
  family: 'Silva Santos,Ferreira Costa,Pereira Martins,Oliveira Rodrigues,Sousa Carvalho,Gonçalves Lopes,Almeida Ribeiro,Pinto Teixeira',
  dates: ['dmy/', 'dmy-', 'long'],
  address: (r) => `${r.pick(['Rua', 'Avenida', 'Travessa', 'Largo'])} ${r.pick(['das Flores', 'da Liberdade', 'de Santa Catarina', 'do Almada', 'Miguel Bombarda', 'dos Combatentes'])}, ${r.int(1, 300)}, ${r.int(1, 6)}.º ${r.pick(['Esq.', 'Dto.'])}, ${r.int(1000, 4999)}-${r.digits(3)} ${r.pick(['Lisboa', 'Porto', 'Braga', 'Coimbra', 'Faro'])}`,
  postcode: (r) => `${r.int(1000, 9999)}-${r.digits(3)}`,
  phone: (r, intl) => { const n = '9' + r.pick(['1', '2', '3', '6']) + r.digits(7); return intl ? `+351 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}` : `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`; },
  emergency: ['112', '800 201 722'], service: (r) => `808 ${r.digits(3)} ${r.digits(3)}`,
  nid: (r) => L('national_id', 'pt_cartao_cidadao', I.ptCc(r)), nidCap: ['Cartão de Cidadão n.º', 'CC'],
  tax: (r) => L('tax_id', 'pt_nif', I.ptNif(r)), taxCap: ['NIF', 'Contribuinte n.º'],
  passport: (r) => L('passport_number', 'pt_passport', r.pick('CPN') + r.digits(6)), natl: 'PRT',
  iban: (r) => { const b = r.pick(['0035', '0033', '0007', '0010', '0036']), br = r.digits(4), a = r.digits(11); return I.ibanFrom('PT', b + br + a + I.ptNibCheck(b + br + a)); },
  domains: ['sapo.pt', 'gmail.com', 'hotmail.com', 'outlook.pt', 'netcabo.pt'],
});
def('nl-NL', {
  weight: 3.2, cc: 'NL', mcc: '204', iccc: '31', cur: (x) => `€ ${x}`,
  given: 'Daan,Emma|Emma|f,Sem,Julia|Julia|f,Thijs,Sanne|Sanne|f,Bram,Fleur|Fleur|f,Youssef,Anouk|Anouk|f',
  family: 'de Jong,Jansen,de Vries,van den Berg,van Dijk,Bakker,Visser,Smit,Meijer,de Boer,Mulder,El Amrani',
  dates: ['dmy-', 'long'],
  address: (r) => `${r.pick(['Kerk', 'Molen', 'Dorps', 'Linden', 'Prinsen', 'Wilhelmina'])}${r.pick(['straat', 'laan', 'weg', 'gracht'])} ${r.int(1, 250)}${r.pick(['', '-A', ' bis', '-2'])}, ${r.int(1011, 9999)} ${r.str('ABCDEGHJKLMNPRSTVWXZ', 2)} ${r.pick(['Amsterdam', 'Utrecht', 'Rotterdam', 'Groningen', 'Eindhoven', 'Haarlem'])}`,
  postcode: (r) => `${r.int(1011, 9999)} ${r.str('ABCDEGHJKLMNPRSTVWXZ', 2)}`,
  phone: (r, intl) => { const n = '6' + r.digits(8); return intl ? `+31 6 ${n.slice(1)}` : r.chance(0.5) ? `06-${n.slice(1)}` : `06 ${n.slice(1, 5)} ${n.slice(5)}`; },
  emergency: ['112', '0900-8844', '0800-9009'], service: (r) => `0800-${r.digits(4)}`,
  nid: (r) => L('national_id', 'nl_bsn', I.nlBsn(r)), nidCap: ['BSN', 'Burgerservicenummer'],
  tax: (r) => L('tax_id', 'nl_btw', 'NL' + I.nlBsn(r) + 'B01'), taxCap: ['Btw-id', 'BTW-nummer'],
  passport: (r) => L('passport_number', 'nl_passport', r.str('ABCDEFGHIJKLMNPRSTUVWXYZ', 2) + r.str('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 6) + r.int(1, 9)), natl: 'NLD',
  iban: (r) => I.ibanFrom('NL', r.pick(['INGB', 'RABO', 'ABNA', 'SNSB', 'TRIO']) + r.digits(10)),
  domains: ['ziggo.nl', 'kpnmail.nl', 'gmail.com', 'hotmail.nl', 'xs4all.nl'],
});
def('pl-PL', {
  acctLocal: (r) => { const ib = I.ibanFrom('PL', r.pick(['1090', '1140', '1020', '1050']) + r.digits(20)).slice(2); return ['nr rachunku ', L('bank_account', 'pl_nrb', `${ib.slice(0, 2)} ${ib.slice(2).replace(/(.{4})/g, '$1 ').trim()}`)]; },
  weight: 3.2, cc: 'PL', mcc: '260', iccc: '48', cur: (x) => `${x} zł`,
  given: 'Piotr,Anna|Anna|f,Krzysztof,Katarzyna|Katarzyna|f,Tomasz,Magdalena|Magdalena|f,Paweł|Pawel,Agnieszka|Agnieszka|f,Michał|Michal,Zofia|Zofia|f',
  family: 'Nowak,Kowalski,Wiśniewski,Wójcik,Kamiński,Lewandowski,Zieliński,Szymański,Dąbrowski,Kozłowski',
  femfam: { 'Kowalski': 'Kowalska', 'Wiśniewski': 'Wiśniewska', 'Kamiński': 'Kamińska', 'Lewandowski': 'Lewandowska', 'Zieliński': 'Zielińska', 'Szymański': 'Szymańska', 'Dąbrowski': 'Dąbrowska', 'Kozłowski': 'Kozłowska' },
  dates: ['dmy.', 'long', 'iso'],
  address: (r) => `ul. ${r.pick(['Marszałkowska', 'Długa', 'Kwiatowa', 'Mickiewicza', 'Polna', 'Lipowa', 'Słowackiego'])} ${r.int(1, 120)}${r.chance(0.6) ? '/' + r.int(1, 60) : ''}, ${r.pick(['00-', '30-', '50-', '80-', '60-', '90-'])}${r.digits(3)} ${r.pick(['Warszawa', 'Kraków', 'Wrocław', 'Gdańsk', 'Poznań', 'Łódź'])}`,
  postcode: (r) => `${r.digits(2)}-${r.digits(3)}`,
  phone: (r, intl) => { const n = r.pick(['5', '6', '7', '8']) + r.digits(8); return intl ? `+48 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}` : `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`; },
  emergency: ['112', '992', '999'], service: (r) => `801 ${r.digits(3)} ${r.digits(3)}`,
  nid: (r, p) => L('national_id', 'pl_pesel', I.plPesel(r, p.y, p.m, p.d)), nidCap: ['PESEL', 'Nr PESEL'],
  tax: (r) => { const n = I.plNip(r); return L('tax_id', 'pl_nip', r.chance(0.5) ? `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6, 8)}-${n.slice(8)}` : n); }, taxCap: ['NIP'],
  passport: (r) => L('passport_number', 'pl_passport', r.str(UP, 2) + r.digits(7)), natl: 'POL',
  iban: (r) => I.ibanFrom('PL', r.pick(['1090', '1140', '1020', '1050', '2490']) + r.digits(20)),
  domains: ['wp.pl', 'onet.pl', 'interia.pl', 'gmail.com', 'o2.pl'],
});
def('sv-SE', {
  acctLocal: (r) => ['clearingnr ', L('bank_account', 'se_clearing', r.pick(['8327-9', '6000', '5001', '3300']), { soft: true }), ', kontonr ', L('bank_account', 'se_account', r.digits(3) + ' ' + r.digits(3) + ' ' + r.digits(3) + r.pick(['', '-' + r.int(0, 9)]))],
  weight: 3.2, cc: 'SE', mcc: '240', iccc: '46', cur: (x) => `${x} kr`,
  given: 'Erik,Elsa|Elsa|f,Lars,Maja|Maja|f,Johan,Ingrid|Ingrid|f,Oskar,Astrid|Astrid|f,Ahmed,Linnéa|Linnea|f',
  family: 'Andersson,Johansson,Karlsson,Nilsson,Eriksson,Larsson,Lindqvist,Bergström,Lundgren,Öberg',
  dates: ['iso', 'iso', 'long'],
  address: (r) => `${r.pick(['Storgatan', 'Drottninggatan', 'Björkvägen', 'Kungsgatan', 'Sveavägen', 'Skolgatan'])} ${r.int(1, 90)}${r.pick(['', 'A', 'B'])}${r.chance(0.3) ? ', lgh ' + r.int(1001, 1506) : ''}, ${r.int(100, 984)} ${r.digits(2)} ${r.pick(['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Umeå', 'Lund'])}`,
  postcode: (r) => `${r.int(100, 984)} ${r.digits(2)}`,
  phone: (r, intl) => { const n = '7' + r.pick(['0', '2', '3', '6']) + r.digits(7); return intl ? `+46 ${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5, 7)} ${n.slice(7)}` : `0${n.slice(0, 2)}-${n.slice(2, 5)} ${n.slice(5, 7)} ${n.slice(7)}`; },
  emergency: ['112', '114 14', '1177'], service: (r) => `020-${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`,
  nid: (r, p) => L('national_id', 'se_personnummer', (r.chance(0.3) ? String(p.y).slice(0, 2) : '') + I.sePnr(r, p.y, p.m, p.d)), nidCap: ['Personnummer', 'Pnr'],
  tax: (r, p) => L('tax_id', 'se_personnummer_tax', I.sePnr(r, p.y, p.m, p.d)), taxCap: ['Skatteregistreringsnummer'],
  passport: (r) => L('passport_number', 'se_passport', r.digits(8)), natl: 'SWE',
  iban: (r) => I.ibanFrom('SE', r.pick(['500', '800', '600', '300']) + r.digits(17)),
  domains: ['telia.com', 'gmail.com', 'hotmail.se', 'bredband.net', 'outlook.com'],
});
def('cs-CZ', {
  acctLocal: (r) => { for (;;) { const b = r.digits(9); const w = [6, 3, 7, 9, 10, 5, 8, 4, 2]; let t = 0; for (let i = 0; i < 9; i++) t += +b[i] * w[i]; const c = (11 - (t % 11)) % 11; if (c === 10 || b[0] === '0') continue; return ['č. ú. ', L('bank_account', 'cz_account', (r.chance(0.3) ? r.int(19, 35) + '-' : '') + b + c + '/' + r.pick(['0800', '0100', '0300', '2010', '0600']))]; } },
  weight: 3.2, cc: 'CZ', mcc: '230', iccc: '42', cur: (x) => `${x} Kč`,
  given: 'Jan,Tereza|Tereza|f,Petr,Lucie|Lucie|f,Tomáš|Tomas,Kateřina|Katerina|f,Jakub,Eva|Eva|f,Martin,Veronika|Veronika|f',
  family: 'Novák,Svoboda,Dvořák,Černý,Procházka,Kučera,Veselý,Horák,Němec,Marek',
  femfam: { 'Novák': 'Nováková', 'Svoboda': 'Svobodová', 'Dvořák': 'Dvořáková', 'Černý': 'Černá', 'Procházka': 'Procházková', 'Kučera': 'Kučerová', 'Veselý': 'Veselá', 'Horák': 'Horáková', 'Němec': 'Němcová', 'Marek': 'Marková' },
  dates: ['dmy.', 'long'],
  address: (r) => `${r.pick(['Vinohradská', 'Masarykova', 'Nádražní', 'Husova', 'Palackého', 'Školní'])} ${r.int(100, 2999)}/${r.int(1, 80)}, ${r.int(100, 799)} ${r.digits(2)} ${r.pick(['Praha 2', 'Brno', 'Ostrava', 'Plzeň', 'Olomouc', 'Liberec'])}`,
  postcode: (r) => `${r.int(100, 799)} ${r.digits(2)}`,
  phone: (r, intl) => { const n = r.pick(['6', '7']) + r.digits(8); return intl ? `+420 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}` : `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`; },
  emergency: ['112', '150', '155', '1239'], service: (r) => `800 ${r.digits(3)} ${r.digits(3)}`,
  nid: (r, p) => L('national_id', 'cz_rodne_cislo', I.czRc(r, p.y, p.m, p.d, p.f)), nidCap: ['Rodné číslo', 'RČ'],
  tax: (r) => L('tax_id', 'cz_dic', 'CZ' + I.czIco(r)), taxCap: ['DIČ'],
  passport: (r) => L('passport_number', 'cz_passport', r.digits(8)), natl: 'CZE',
  iban: (r) => I.ibanFrom('CZ', r.pick(['0800', '0100', '0300', '2010', '0600']) + '000000' + r.digits(10)),
  domains: ['seznam.cz', 'email.cz', 'centrum.cz', 'gmail.com', 'post.cz'],
});
def('ro-RO', {
  weight: 3.2, cc: 'RO', mcc: '226', iccc: '40', cur: (x) => `${x} lei`,
  given: 'Andrei,Ioana|Ioana|f,Mihai,Elena|Elena|f,Alexandru,Maria|Maria|f,Bogdan,Andreea|Andreea|f,Cristian,Raluca|Raluca|f',
  family: 'Popescu,Ionescu,Popa,Dumitru,Stan,Stoica,Gheorghe,Munteanu,Constantinescu,Dobre',
  dates: ['dmy.', 'long'],
  address: (r) => `Str. ${r.pick(['Mihai Eminescu', 'Republicii', 'Florilor', 'Libertății', 'Victoriei', 'Zorilor'])} nr. ${r.int(1, 120)}${r.chance(0.5) ? `, bl. ${r.pick(['A', 'B', 'C'])}${r.int(1, 9)}, ap. ${r.int(1, 60)}` : ''}, ${r.pick(['București, sector 3', 'Cluj-Napoca', 'Iași', 'Timișoara', 'Brașov', 'Constanța'])} ${r.digits(6)}`,
  postcode: (r) => r.digits(6),
  phone: (r, intl) => { const n = '7' + r.pick(['2', '4', '5', '6', '8']) + r.digits(7); return intl ? `+40 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}` : `0${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`; },
  emergency: ['112', '0800 800 928'], service: (r) => `0800 ${r.digits(3)} ${r.digits(3)}`,
  nid: (r, p) => L('national_id', 'ro_cnp', I.roCnp(r, p.y, p.m, p.d, p.f)), nidCap: ['CNP'],
  tax: (r) => L('tax_id', 'ro_cui', 'RO' + I.roCui(r)), taxCap: ['CUI', 'Cod fiscal'],
  passport: (r) => L('passport_number', 'ro_passport', r.ndigits(9)), natl: 'ROU',
  iban: (r) => I.ibanFrom('RO', r.pick(['BTRL', 'RNCB', 'BRDE', 'INGB', 'RZBR']) + r.str(UP + DG, 16)),
  domains: ['yahoo.com', 'gmail.com', 'yahoo.ro'],
});
def('el-GR', {
  weight: 3.2, cc: 'GR', mcc: '202', iccc: '30', cur: (x) => `${x} €`,
  given: 'Γιώργος|Giorgos,Μαρία|Maria|f,Νίκος|Nikos,Ελένη|Eleni|f,Κώστας|Kostas,Κατερίνα|Katerina|f,Δημήτρης|Dimitris,Σοφία|Sofia|f',
  family: 'Παπαδόπουλος|Papadopoulos,Γεωργίου|Georgiou,Νικολάου|Nikolaou,Οικονόμου|Oikonomou,Καραγιάννης|Karagiannis,Βασιλείου|Vasileiou,Αθανασίου|Athanasiou',
  femfam: { 'Παπαδόπουλος': 'Παπαδοπούλου', 'Καραγιάννης': 'Καραγιάννη' },
  dates: ['dmy/', 'long'],
  address: (r) => `${r.pick(['Ερμού', 'Πανεπιστημίου', 'Αγίου Δημητρίου', 'Τσιμισκή', 'Κηφισίας', 'Μητροπόλεως'])} ${r.int(1, 150)}, ${r.int(100, 851)} ${r.digits(2)} ${r.pick(['Αθήνα', 'Θεσσαλονίκη', 'Πάτρα', 'Ηράκλειο', 'Λάρισα'])}`,
  postcode: (r) => `${r.int(100, 851)} ${r.digits(2)}`,
  phone: (r, intl) => { const n = '69' + r.pick(['4', '7', '8', '9']) + r.digits(7); return intl ? `+30 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}` : `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`; },
  emergency: ['112', '100', '166', '11311'], service: (r) => `800 11 ${r.digits(5)}`,
  nid: (r, p) => L('national_id', 'gr_amka', I.grAmka(r, p.y, p.m, p.d)), nidCap: ['ΑΜΚΑ'],
  tax: (r) => L('tax_id', 'gr_afm', I.grAfm(r)), taxCap: ['ΑΦΜ'],
  passport: (r) => L('passport_number', 'gr_passport', r.str(UP, 2) + r.digits(7)), natl: 'GRC',
  iban: (r) => I.ibanFrom('GR', r.pick(['0110', '0140', '0172', '0260']) + r.digits(3) + r.digits(16)),
  domains: ['gmail.com', 'yahoo.gr', 'otenet.gr', 'hotmail.com'],
});
def('tr-TR', {
  weight: 3.2, cc: 'TR', mcc: '286', iccc: '90', cur: (x) => `${x} TL`,
  given: 'Mehmet,Ayşe|Ayse|f,Mustafa,Fatma|Fatma|f,Emre,Zeynep|Zeynep|f,Burak,Elif|Elif|f,Can,Selin|Selin|f',
  family: 'Yılmaz,Kaya,Demir,Şahin,Çelik,Yıldız,Aydın,Öztürk,Arslan,Doğan',
  dates: ['dmy.', 'dmy/', 'long'],
  address: (r) => `${r.pick(['Atatürk', 'Bağdat', 'Cumhuriyet', 'Fevzi Çakmak', 'İnönü', 'Barbaros'])} ${r.pick(['Cad.', 'Mah.', 'Sok.'])} No: ${r.int(1, 200)}${r.chance(0.6) ? ` D: ${r.int(1, 30)}` : ''}, ${r.digits(5)} ${r.pick(['Kadıköy/İstanbul', 'Çankaya/Ankara', 'Karşıyaka/İzmir', 'Nilüfer/Bursa', 'Muratpaşa/Antalya'])}`,
  postcode: (r) => r.digits(5),
  phone: (r, intl) => { const n = '5' + r.pick(['3', '4', '5', '0']) + r.digits(8); return intl ? `+90 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6, 8)} ${n.slice(8)}` : `0${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6, 8)} ${n.slice(8)}`; },
  emergency: ['112', '187', '155', '444 4 186'], service: (r) => `444 ${r.digits(1)} ${r.digits(3)}`,
  nid: (r) => L('national_id', 'tr_tckn', I.trTckn(r)), nidCap: ['T.C. Kimlik No', 'TCKN'],
  tax: (r) => L('tax_id', 'tr_vkn', I.trVkn(r)), taxCap: ['Vergi No', 'VKN'],
  passport: (r) => L('passport_number', 'tr_passport', r.pick(['U', 'S', 'Z']) + r.digits(8)), natl: 'TUR',
  iban: (r) => I.ibanFrom('TR', r.pick(['00010', '00012', '00046', '00062', '00064']) + '0' + r.digits(16)),
  domains: ['gmail.com', 'hotmail.com', 'yandex.com.tr', 'outlook.com'],
});
def('ru-RU', {
  weight: 3.2, cc: 'RU', mcc: '250', iccc: '70', cur: (x) => `${x} ₽`,
  given: 'Алексей|Aleksey,Ольга|Olga|f,Дмитрий|Dmitry,Екатерина|Ekaterina|f,Сергей|Sergey,Наталья|Natalya|f,Иван|Ivan,Анна|Anna|f,Михаил|Mikhail,Татьяна|Tatyana|f',
  family: 'Иванов|Ivanov,Смирнов|Smirnov,Кузнецов|Kuznetsov,Попов|Popov,Соколов|Sokolov,Лебедев|Lebedev,Новиков|Novikov,Морозов|Morozov,Волков|Volkov',
  femfam: 'a', order: 'fg',
  dates: ['dmy.', 'long'],
  address: (r) => `г. ${r.pick(['Москва', 'Санкт-Петербург', 'Казань', 'Екатеринбург', 'Новосибирск', 'Самара'])}, ${r.pick(['ул. Ленина', 'ул. Садовая', 'пр-т Мира', 'ул. Гагарина', 'ул. Профсоюзная', 'наб. Фонтанки'])}, д. ${r.int(1, 150)}${r.chance(0.4) ? `, корп. ${r.int(1, 5)}` : ''}, кв. ${r.int(1, 300)}, ${r.int(101000, 690000)}`,
  postcode: (r) => String(r.int(101000, 690000)),
  phone: (r, intl) => { const n = '9' + r.digits(9); return intl ? `+7 ${n.slice(0, 3)} ${n.slice(3, 6)}-${n.slice(6, 8)}-${n.slice(8)}` : `8 (${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6, 8)}-${n.slice(8)}`; },
  emergency: ['112', '104', '01', '8-800-100-00-00'], service: (r) => `8-800-${r.digits(3)}-${r.digits(2)}-${r.digits(2)}`,
  nid: (r) => r.chance(0.5) ? L('national_id', 'ru_snils', I.ruSnils(r)) : L('national_id', 'ru_internal_passport', `${r.digits(2)} ${r.digits(2)} ${r.digits(6)}`), nidCap: ['СНИЛС / паспорт', 'Документ'],
  tax: (r) => L('tax_id', 'ru_inn', I.ruInn12(r)), taxCap: ['ИНН'],
  passport: (r) => L('passport_number', 'ru_foreign_passport', `${r.int(70, 77)} ${r.digits(7)}`), natl: 'RUS',
  bank: (r) => { const bik = '04' + r.digits(4) + r.pick(['225', '974', '601', '745']); return [`р/с `, L('bank_account', 'ru_account', I.ruAccount(r, bik)), `, БИК `, L('bank_account', 'ru_bik', bik, { soft: true })]; },
  domains: ['mail.ru', 'yandex.ru', 'gmail.com', 'rambler.ru', 'bk.ru'],
});
def('ar-SA', {
  weight: 1.7, cc: 'SA', mcc: '420', iccc: '96', cur: (x) => `${x} ر.س`,
  given: 'محمد|Mohammed,نورة|Noura|f,عبدالله|Abdullah,فاطمة|Fatimah|f,خالد|Khalid,سارة|Sarah|f,فيصل|Faisal,ريم|Reem|f',
  family: 'العتيبي|Alotaibi,القحطاني|Alqahtani,الغامدي|Alghamdi,الحربي|Alharbi,الشمري|Alshammari,الدوسري|Aldosari',
  dates: ['dmy/', 'iso'],
  address: (r) => `${r.pick(['شارع الملك فهد', 'طريق الأمير سلطان', 'شارع التحلية', 'شارع العليا'])}، ${r.pick(['حي النخيل', 'حي الروضة', 'حي الملقا', 'حي السلامة'])}، ${r.pick(['الرياض', 'جدة', 'الدمام', 'مكة المكرمة'])} ${r.int(11000, 34999)}`,
  postcode: (r) => String(r.int(11000, 34999)),
  phone: (r, intl) => { const n = '5' + r.pick(['0', '3', '4', '5', '6']) + r.digits(7); return intl ? `+966 ${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}` : `0${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`; },
  emergency: ['911', '997', '998', '999'], service: (r) => `9200${r.digits(5)}`,
  nid: (r) => L('national_id', 'sa_national_id', I.saNid(r)), nidCap: ['رقم الهوية', 'الهوية الوطنية'],
  tax: (r) => L('tax_id', 'sa_vat', '3' + r.digits(13) + '3'), taxCap: ['الرقم الضريبي'],
  passport: (r) => L('passport_number', 'sa_passport', r.pick(['A', 'B', 'C']) + r.digits(8)), natl: 'SAU',
  iban: (r) => I.ibanFrom('SA', r.pick(['80', '10', '45', '20']) + r.digits(18)),
  domains: ['gmail.com', 'hotmail.com', 'outlook.sa', 'yahoo.com'],
});
def('ar-AE', {
  weight: 1.5, cc: 'AE', mcc: '424', iccc: '97', cur: (x) => `${x} د.إ`,
  given: 'أحمد|Ahmed,مريم|Maryam|f,سعيد|Saeed,عائشة|Aisha|f,راشد|Rashid,هند|Hind|f',
  family: 'المنصوري|Almansoori,الكعبي|Alkaabi,النعيمي|Alnuaimi,الشامسي|Alshamsi,المهيري|Almheiri',
  dates: ['dmy/', 'iso'],
  address: (r) => `${r.pick(['شقة', 'فيلا'])} ${r.int(1, 2400)}، ${r.pick(['برج الخليج', 'بناية الريم', 'مجمع الواحة'])}، ${r.pick(['شارع الشيخ زايد', 'شارع الوصل', 'شارع الكورنيش'])}، ${r.pick(['دبي', 'أبوظبي', 'الشارقة'])}`,
  postcode: (r) => 'P.O. Box ' + r.int(1000, 99999),
  phone: (r, intl) => { const n = '5' + r.pick(['0', '2', '5', '6', '8']) + r.digits(7); return intl ? `+971 ${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}` : `0${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`; },
  emergency: ['999', '997', '991'], service: (r) => `800 ${r.digits(4)}`,
  nid: (r, p) => { const e = I.aeEid(r, p.y); return L('national_id', 'ae_emirates_id', `${e.slice(0, 3)}-${e.slice(3, 7)}-${e.slice(7, 14)}-${e[14]}`); }, nidCap: ['رقم الهوية الإماراتية', 'Emirates ID'],
  tax: (r) => L('tax_id', 'ae_trn', '100' + r.digits(12)), taxCap: ['رقم التسجيل الضريبي', 'TRN'],
  passport: (r) => L('passport_number', 'ae_passport', r.pick(['N', 'P']) + r.digits(7)), natl: 'ARE',
  iban: (r) => I.ibanFrom('AE', r.pick(['033', '026', '035']) + r.digits(16)),
  domains: ['gmail.com', 'emirates.net.ae', 'hotmail.com'],
});
def('hi-IN', {
  weight: 3.2, cc: 'IN', mcc: '405', iccc: '91', cur: (x) => `₹${x}`,
  given: 'राहुल|Rahul,प्रिया|Priya|f,अमित|Amit,पूजा|Pooja|f,संजय|Sanjay,नेहा|Neha|f,विकास|Vikas,अंजलि|Anjali|f',
  family: 'शर्मा|Sharma,वर्मा|Verma,गुप्ता|Gupta,सिंह|Singh,यादव|Yadav,मिश्रा|Mishra,चौहान|Chauhan',
  dates: ['dmy/', 'dmy-', 'long'],
  address: (r) => `मकान नं. ${r.int(1, 500)}, ${r.pick(['गली नं. 4', 'सेक्टर 15', 'शांति नगर', 'राजेंद्र नगर', 'गांधी मार्ग'])}, ${r.pick(['नई दिल्ली', 'लखनऊ', 'जयपुर', 'भोपाल', 'पटना', 'वाराणसी'])} - ${r.int(110001, 852999)}`,
  postcode: (r) => String(r.int(110001, 852999)),
  phone: (r, intl) => { const n = r.pick(['9', '8', '7', '6']) + r.digits(9); return intl ? `+91 ${n.slice(0, 5)} ${n.slice(5)}` : `${n.slice(0, 5)} ${n.slice(5)}`; },
  emergency: ['112', '100', '101', '1912'], service: (r) => `1800-${r.digits(3)}-${r.digits(4)}`,
  nid: (r) => { const a = I.aadhaar(r); return L('national_id', 'in_aadhaar', `${a.slice(0, 4)} ${a.slice(4, 8)} ${a.slice(8)}`); }, nidCap: ['आधार नंबर', 'आधार संख्या'],
  tax: (r) => L('tax_id', 'in_pan', I.inPan(r)), taxCap: ['पैन', 'PAN'],
  passport: (r) => L('passport_number', 'in_passport', r.pick('JKLMNPRSTUVWZ') + r.int(1, 9) + r.digits(6)), natl: 'IND',
  bank: (r) => [`खाता संख्या `, L('bank_account', 'in_account_number', r.ndigits(r.int(11, 16))), `, IFSC `, L('bank_account', 'in_ifsc', r.pick(['SBIN', 'PUNB', 'BARB', 'CNRB']) + '0' + r.digits(6), { soft: true })],
  domains: ['gmail.com', 'yahoo.co.in', 'rediffmail.com'],
});
def('ja-JP', {
  weight: 3.2, cc: 'JP', mcc: '440', iccc: '81', cur: (x) => `¥${x}`, order: 'fg', sep: ' ',
  given: '翔太|Shota,陽菜|Hina|f,大輔|Daisuke,美咲|Misaki|f,健一|Kenichi,由美|Yumi|f,拓也|Takuya,さくら|Sakura|f',
  family: '佐藤|Sato,鈴木|Suzuki,高橋|Takahashi,田中|Tanaka,渡辺|Watanabe,伊藤|Ito,山本|Yamamoto,中村|Nakamura,小林|Kobayashi',
  dates: ['cjk', 'ymd/'],
  address: (r) => `〒${r.int(100, 999)}-${r.digits(4)} ${r.pick(['東京都世田谷区太子堂', '大阪府大阪市北区梅田', '神奈川県横浜市中区山下町', '愛知県名古屋市中村区名駅', '福岡県福岡市中央区天神', '北海道札幌市中央区北一条西'])}${r.int(1, 5)}-${r.int(1, 30)}-${r.int(1, 20)}${r.chance(0.5) ? ' ' + r.pick(['メゾン', 'コーポ', 'グランド']) + r.pick(['桜', '青葉', '光']) + ' ' + r.int(101, 905) + '号室' : ''}`,
  postcode: (r) => `〒${r.int(100, 999)}-${r.digits(4)}`,
  phone: (r, intl) => { const p = r.pick(['90', '80', '70']); const a = r.digits(4), b = r.digits(4); return intl ? `+81 ${p}-${a}-${b}` : `0${p}-${a}-${b}`; },
  emergency: ['110', '119', '0120-0-19424'], service: (r) => `0120-${r.digits(3)}-${r.digits(3)}`,
  nid: (r) => { const n = I.jpMyNumber(r); return L('national_id', 'jp_my_number', r.chance(0.5) ? `${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8)}` : n); }, nidCap: ['マイナンバー', '個人番号'],
  tax: (r) => { const n = I.jpMyNumber(r); return L('tax_id', 'jp_my_number_tax', n); }, taxCap: ['個人番号（税）'],
  passport: (r) => L('passport_number', 'jp_passport', r.pick(['TK', 'TR', 'MU', 'TZ']) + r.digits(7)), natl: 'JPN',
  bank: (r) => [`${r.pick(['みずほ銀行', '三井住友銀行', 'ゆうちょ銀行', '三菱UFJ銀行'])} ${r.pick(['渋谷', '梅田', '横浜', '名駅'])}支店 普通 `, L('bank_account', 'jp_account_number', r.digits(7))],
  domains: ['docomo.ne.jp', 'ezweb.ne.jp', 'gmail.com', 'yahoo.co.jp', 'icloud.com'],
});
def('zh-CN', {
  weight: 3.2, cc: 'CN', mcc: '460', iccc: '86', cur: (x) => `¥${x}`, order: 'fg', sep: '',
  given: '伟|Wei,芳|Fang|f,磊|Lei,静|Jing|f,建国|Jianguo,秀英|Xiuying|f,浩然|Haoran,雨桐|Yutong|f,志强|Zhiqiang,丽娜|Lina|f',
  family: '王|Wang,李|Li,张|Zhang,刘|Liu,陈|Chen,杨|Yang,黄|Huang,赵|Zhao,周|Zhou,吴|Wu',
  dates: ['cjk', 'iso'],
  address: (r) => `${r.pick(['北京市朝阳区建国路', '上海市浦东新区世纪大道', '广州市天河区天河路', '深圳市南山区科技园南路', '成都市武侯区人民南路', '杭州市西湖区文三路'])}${r.int(1, 999)}号${r.pick(['', `${r.int(1, 20)}栋${r.int(1, 4)}单元${r.int(101, 2808)}室`, `${r.int(101, 3201)}室`])}`,
  postcode: (r) => String(r.int(100000, 850000)),
  phone: (r, intl) => { const n = '1' + r.pick(['38', '39', '58', '86', '35', '52', '77']) + r.digits(8); return intl ? `+86 ${n.slice(0, 3)} ${n.slice(3, 7)} ${n.slice(7)}` : r.chance(0.5) ? n : `${n.slice(0, 3)}-${n.slice(3, 7)}-${n.slice(7)}`; },
  emergency: ['110', '119', '120', '95598', '10086'], service: (r) => `400-${r.digits(3)}-${r.digits(4)}`,
  nid: (r, p) => L('national_id', 'cn_resident_id', I.cnRid(r, p.y, p.m, p.d)), nidCap: ['身份证号', '公民身份号码'],
  tax: (r) => L('tax_id', 'cn_uscc', I.cnUscc(r)), taxCap: ['统一社会信用代码', '纳税人识别号'],
  passport: (r) => L('passport_number', 'cn_passport', 'E' + r.ndigits(8)), natl: 'CHN',
  bank: (r) => [`${r.pick(['中国工商银行', '中国建设银行', '招商银行', '中国银行'])} 账号 `, L('bank_account', 'cn_account_number', r.pick(['1', '3', '4']) + r.digits(r.pick([15, 16, 18])))],
  domains: ['qq.com', '163.com', '126.com', 'sina.com', 'foxmail.com'],
});

// femfam defaults & person
export function person(r, loc) {
  const g = r.pick(loc.given); const f = r.pick(loc.family);
  let fam = f.n, famL = f.l;
  if (g.f && loc.femfam) { if (loc.femfam === 'a') { fam = f.n + 'а'; famL = f.l + 'a'; } else if (loc.femfam[f.n]) { fam = loc.femfam[f.n]; famL = strip(fam); } }
  const order = loc.order || 'gf', sep = loc.sep ?? ' ';
  const full = order === 'fg' ? fam + sep + g.n : g.n + ' ' + fam;
  const y = r.int(1948, 2004), m = r.int(1, 12), d = r.int(1, 28);
  return { given: g, family: { n: fam, l: famL }, f: g.f, full, fullLatin: `${g.l} ${famL}`, y, m, d };
}
export function emailOf(r, loc, p, domain) {
  const g = p.given.l.toLowerCase().replace(/[^a-z]/g, ''), f = p.family.l.toLowerCase().replace(/[^a-z]/g, '');
  const lp = r.pick([`${g}.${f}`, `${g[0]}${f}`, `${f}.${g}`, `${g}${r.int(1, 99)}`, `${g}_${f}${r.int(70, 99)}`, `${f}${g[0]}`, `${g}.${f}${r.int(1, 9)}`]);
  return lp + '@' + (domain || r.pick(loc.domains));
}
export function dateStr(r, loc, y, m, d, style) { return fmtDate(loc.lang, style || r.pick(loc.dates), y, m, d); }
export { LOC, fmtDate, strip };
