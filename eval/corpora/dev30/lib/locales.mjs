// Locales: names, name order, addresses, phones, dates, identifier schemes, banking.
import * as I from './ids.mjs';

const p2 = (n) => String(n).padStart(2, '0');
const ascii = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/ø/g, 'o').replace(/æ/g, 'ae').replace(/ł/g, 'l').replace(/ı/g, 'i').replace(/[^A-Za-z]/g, '').toLowerCase();
const split = (s) => s.split(/\s*,\s*/);
// "native|roman" pairs for non-Latin scripts
const pairs = (s) => split(s).map((x) => { const [n, ro] = x.split('|'); return { n, ro: ro || ascii(n) }; });

const MON = {
  en: split('January,February,March,April,May,June,July,August,September,October,November,December'),
  de: split('Januar,Februar,März,April,Mai,Juni,Juli,August,September,Oktober,November,Dezember'),
  fr: split('janvier,février,mars,avril,mai,juin,juillet,août,septembre,octobre,novembre,décembre'),
  es: split('enero,febrero,marzo,abril,mayo,junio,julio,agosto,septiembre,octubre,noviembre,diciembre'),
  it: split('gennaio,febbraio,marzo,aprile,maggio,giugno,luglio,agosto,settembre,ottobre,novembre,dicembre'),
  pt: split('janeiro,fevereiro,março,abril,maio,junho,julho,agosto,setembro,outubro,novembro,dezembro'),
  nl: split('januari,februari,maart,april,mei,juni,juli,augustus,september,oktober,november,december'),
  pl: split('stycznia,lutego,marca,kwietnia,maja,czerwca,lipca,sierpnia,września,października,listopada,grudnia'),
  sv: split('januari,februari,mars,april,maj,juni,juli,augusti,september,oktober,november,december'),
  da: split('januar,februar,marts,april,maj,juni,juli,august,september,oktober,november,december'),
  fi: split('tammikuuta,helmikuuta,maaliskuuta,huhtikuuta,toukokuuta,kesäkuuta,heinäkuuta,elokuuta,syyskuuta,lokakuuta,marraskuuta,joulukuuta'),
  cs: split('ledna,února,března,dubna,května,června,července,srpna,září,října,listopadu,prosince'),
  tr: split('Ocak,Şubat,Mart,Nisan,Mayıs,Haziran,Temmuz,Ağustos,Eylül,Ekim,Kasım,Aralık'),
  ru: split('января,февраля,марта,апреля,мая,июня,июля,августа,сентября,октября,ноября,декабря'),
  hi: split('जनवरी,फ़रवरी,मार्च,अप्रैल,मई,जून,जुलाई,अगस्त,सितंबर,अक्टूबर,नवंबर,दिसंबर'),
};
const dmy = (sep) => (d) => `${p2(d.getUTCDate())}${sep}${p2(d.getUTCMonth() + 1)}${sep}${d.getUTCFullYear()}`;
const ymd = (sep) => (d) => `${d.getUTCFullYear()}${sep}${p2(d.getUTCMonth() + 1)}${sep}${p2(d.getUTCDate())}`;
const D = (d) => d.getUTCDate(), M = (d) => d.getUTCMonth(), Y = (d) => d.getUTCFullYear();

// phone helper: returns [local, international]
const ph = (r, fn) => fn(r);

function mk(o) { return o; }
export const LOCALES = {};
const add = (o) => { LOCALES[o.code] = o; };

// ---------------- English ----------------
const EN_F = split('Olivia,Amelia,Isla,Sophie,Grace,Chloe,Emily,Hannah,Megan,Zoe,Lucy,Rebecca,Aisha,Priya,Niamh,Charlotte,Harriet,Imogen,Freya,Poppy');
const EN_M = split('Oliver,George,Harry,Jack,Thomas,James,Samuel,Daniel,Matthew,Joseph,Ethan,Liam,Noah,Owen,Callum,Rhys,Aaron,Connor,Declan,Felix');
const EN_FAM = split('Thompson,Walsh,Hughes,Fletcher,Doyle,Marsh,Brennan,Carver,Holloway,Pritchard,Lambert,Whitfield,Ashworth,Kendrick,Gallagher,Radcliffe,Osborne,Sutcliffe,Bramley,Hartley');
add(mk({ code: 'en-GB', lang: 'en', cc: 'GB', given: { f: EN_F, m: EN_M }, family: EN_FAM, currency: '£',
  address: (r) => `${r.int(1, 220)} ${r.pick(split('Beech Grove,Station Road,Mill Lane,Kingsway,Church Street,Ashfield Avenue,Victoria Terrace,Coronation Close'))}, ${r.pick(['Leeds LS6 ', 'Bristol BS7 ', 'Norwich NR2 ', 'Sheffield S10 ', 'Cardiff CF14 ', 'York YO24 '])}${r.int(1, 9)}${r.upper(2).replace(/[CIKMOV]/g, 'P')}`,
  phone: (r) => { const s = r.digits(6), a = r.pick(['7700', '7811', '7912', '7458', '7380']).replace('7700', '7723'); return [`0${a} ${s}`, `+44 ${a} ${s}`]; },
  hotline: (r) => r.pick([`0300 ${r.digits(3)} ${r.digits(4)}`, `0800 ${r.digits(3)} ${r.digits(4)}`, '111']),
  date: [dmy('/'), (d) => `${D(d)} ${MON.en[M(d)]} ${Y(d)}`, (d) => `${D(d)} ${MON.en[M(d)].slice(0, 3)} ${Y(d)}`],
  natId: (r) => ({ category: 'national_id', type: 'nhs_number', value: I.nhs(r) }),
  altId: (r) => ({ category: 'national_id', type: 'uk_nino', value: I.nino(r) }),
  taxId: (r) => ({ category: 'tax_id', type: 'uk_nino', value: I.nino(r) }),
  passport: (r) => I.genericPassport.GB(r),
  bank: (r) => r.chance(0.5) ? { category: 'iban', type: 'iban', value: I.iban(r, 'GB') } : { category: 'bank_account', type: 'uk_sort_code_account', value: `${r.digits(2)}-${r.digits(2)}-${r.digits(2)} ${r.digits(8)}` },
}));
add(mk({ code: 'en-US', lang: 'en', cc: 'US', given: { f: split('Madison,Ashley,Brianna,Kayla,Jasmine,Tiffany,Lauren,Morgan,Destiny,Haley,Sierra,Kaitlyn'), m: split('Tyler,Brandon,Austin,Dylan,Jordan,Cody,Hunter,Logan,Mason,Caleb,Trevor,Marcus') }, family: split('Johnson,Ramirez,Whitaker,Nguyen,Sullivan,Patterson,Kowalczyk,Delgado,Brooks,Hendricks,Mitchell,Okafor,Carlson,Reyes,Baxter'), currency: '$',
  address: (r) => `${r.int(100, 9899)} ${r.pick(split('Maple Ave,Oak Ridge Dr,W 34th St,Lakeview Blvd,Cedar Ln,Sunset Rd,Pine Hollow Ct,Elm St'))}${r.chance(0.3) ? ' Apt ' + r.int(1, 40) + r.pick(['A', 'B', '']) : ''}, ${r.pick(['Columbus, OH 432', 'Tucson, AZ 857', 'Raleigh, NC 276', 'Madison, WI 537', 'Boise, ID 837', 'Albany, NY 122'])}${r.digits(2)}`,
  phone: (r) => { const a = r.pick(['614', '520', '919', '608', '208', '518', '312', '415']), b = r.int(201, 989), c = r.digits(4); return [`(${a}) ${b}-${c}`, `+1 ${a}-${b}-${c}`]; },
  hotline: (r) => `1-800-${r.int(200, 999)}-${r.digits(4)}`,
  date: [(d) => `${p2(M(d) + 1)}/${p2(D(d))}/${Y(d)}`, (d) => `${MON.en[M(d)]} ${D(d)}, ${Y(d)}`, ymd('-')],
  natId: (r) => ({ category: 'national_id', type: 'us_ssn', value: I.usSSN(r) }),
  altId: (r) => ({ category: 'national_id', type: 'us_mbi', value: I.usMBI(r) }),
  taxId: (r) => r.chance(0.5) ? { category: 'tax_id', type: 'us_itin', value: I.usITIN(r) } : { category: 'tax_id', type: 'us_ein', value: I.usEIN(r) },
  passport: (r) => I.genericPassport.US(r),
  bank: (r) => ({ category: 'bank_account', type: 'us_routing_account', value: `${I.abaRouting(r)} ${r.digits(r.int(9, 12))}` }),
}));
add(mk({ code: 'en-IN', lang: 'en', cc: 'IN', given: { f: split('Ananya,Priya,Kavya,Shreya,Meera,Divya,Pooja,Lakshmi,Nandini,Sneha'), m: split('Arjun,Rahul,Vikram,Rohan,Aditya,Karthik,Sanjay,Nikhil,Siddharth,Manish') }, family: split('Sharma,Iyer,Reddy,Nair,Gupta,Banerjee,Deshpande,Menon,Kulkarni,Chatterjee,Pillai,Joshi'), currency: '₹',
  address: (r) => `${r.pick(['Flat ', 'H.No. ', ''])}${r.int(1, 450)}, ${r.pick(split('MG Road,Link Road,Nehru Nagar,Sector 21,Indiranagar 2nd Stage,Anna Salai,Banjara Hills Road No. 3'))}, ${r.pick(['Bengaluru 5600', 'Chennai 6000', 'Pune 4110', 'Hyderabad 5000', 'Kolkata 7000'])}${r.digits(2)}`,
  phone: (r) => { const s = r.pick(['98', '99', '97', '90', '88']) + r.digits(3), t = r.digits(5); return [`${s} ${t}`, `+91 ${s} ${t}`]; },
  hotline: (r) => `1800-${r.digits(3)}-${r.digits(4)}`,
  date: [dmy('/'), dmy('-'), (d) => `${D(d)} ${MON.en[M(d)]} ${Y(d)}`],
  natId: (r) => ({ category: 'national_id', type: 'in_aadhaar', value: I.aadhaar(r) }),
  altId: (r) => ({ category: 'national_id', type: 'in_aadhaar', value: I.aadhaar(r) }),
  taxId: (r) => ({ category: 'tax_id', type: 'in_pan', value: I.pan(r) }),
  passport: (r) => I.genericPassport.IN(r),
  bank: (r) => ({ category: 'bank_account', type: 'in_ifsc_account', value: `${r.pick(['SBIN', 'HDFC', 'ICIC', 'UTIB'])}0${r.digits(6)} / ${r.digits(r.int(11, 14))}` }),
}));
add(mk({ code: 'en-AU', lang: 'en', cc: 'AU', given: { f: split('Matilda,Ruby,Mia,Charlotte,Sienna,Layla,Evie,Tahlia,Jade,Brooke'), m: split('Lachlan,Cooper,Mitchell,Hamish,Jayden,Riley,Bailey,Kane,Angus,Flynn') }, family: split('Nguyen,Campbell,Fitzgerald,McKenzie,Papadopoulos,Roberts,Kelly,Ryan,Morrison,Tran,Sinclair'), currency: 'A$',
  address: (r) => `${r.chance(0.3) ? 'Unit ' + r.int(1, 30) + '/' : ''}${r.int(1, 300)} ${r.pick(split('Parramatta Rd,Beach St,Wattle Ave,Stirling Hwy,Gympie Rd,Brunswick St'))}, ${r.pick(['Fremantle WA 6160', 'Toowong QLD 4066', 'Fitzroy VIC 3065', 'Newtown NSW 2042', 'Glenelg SA 5045'])}`,
  phone: (r) => { const a = r.digits(2), b = r.digits(3), c = r.digits(3); return [`04${a} ${b} ${c}`, `+61 4${a} ${b} ${c}`]; },
  hotline: (r) => r.pick([`1300 ${r.digits(3)} ${r.digits(3)}`, `1800 ${r.digits(3)} ${r.digits(3)}`]),
  date: [dmy('/'), (d) => `${D(d)} ${MON.en[M(d)]} ${Y(d)}`],
  natId: (r) => ({ category: 'national_id', type: 'au_medicare', value: I.auMedicare(r) }),
  altId: (r) => ({ category: 'national_id', type: 'au_medicare', value: I.auMedicare(r) }),
  taxId: (r) => ({ category: 'tax_id', type: 'au_tfn', value: I.auTFN(r) }),
  passport: (r) => I.genericPassport.AU(r),
  bank: (r) => ({ category: 'bank_account', type: 'au_bsb_account', value: `BSB ${r.digits(3)}-${r.digits(3)} Acc ${r.digits(r.int(8, 9))}` }),
}));
add(mk({ code: 'en-CA', lang: 'en', cc: 'CA', given: { f: split('Émilie,Avery,Brooklyn,Kiana,Maëlle,Taylor,Sarah,Danielle,Naomi,Leah'), m: split('Logan,Gabriel,Tristan,Nathan,Jacob,Owen,Benoît,Ryan,Kyle,Isaac') }, family: split('Tremblay,MacDonald,Gagnon,Campbell,Leblanc,Fraser,Singh,Bouchard,Wong,Morin,Anderson'), currency: 'C$',
  address: (r) => `${r.int(10, 9999)} ${r.pick(split('Bloor St W,Yonge St,Rue Sainte-Catherine,Jasper Ave,Granville St,Portage Ave'))}, ${r.pick(['Toronto, ON M5S ', 'Ottawa, ON K1N ', 'Hamilton, ON L8P '])}${r.int(1, 9)}${r.pick('ABCEGHJKLMNPRSTVXY')}${r.int(1, 9)}`,
  phone: (r) => { const a = r.pick(['416', '647', '613', '905', '519']), b = r.int(201, 989), c = r.digits(4); return [`(${a}) ${b}-${c}`, `+1 ${a} ${b} ${c}`]; },
  hotline: (r) => `1-888-${r.int(200, 999)}-${r.digits(4)}`,
  date: [ymd('-'), (d) => `${MON.en[M(d)]} ${D(d)}, ${Y(d)}`, dmy('/')],
  natId: (r) => ({ category: 'national_id', type: 'ca_ohip', value: I.ohip(r) }),
  altId: (r) => ({ category: 'national_id', type: 'ca_sin', value: I.caSIN(r) }),
  taxId: (r) => ({ category: 'tax_id', type: 'ca_sin', value: I.caSIN(r) }),
  passport: (r) => I.genericPassport.CA(r),
  bank: (r) => ({ category: 'bank_account', type: 'ca_transit_account', value: `${r.digits(5)}-${r.pick(['001', '002', '003', '004', '006'])} ${r.digits(7)}` }),
}));

// ---------------- European ----------------
add(mk({ code: 'de-DE', lang: 'de', cc: 'DE', given: { f: split('Anna,Lena,Katharina,Sabine,Jana,Miriam,Franziska,Ursula,Birgit,Leonie'), m: split('Lukas,Jonas,Matthias,Stefan,Tobias,Florian,Jürgen,Klaus,Maximilian,Dominik') }, family: split('Müller,Schneider,Fischer,Weber,Becker,Hoffmann,Schäfer,Krüger,Zimmermann,Braun,Hartmann,Lehmann,Köhler'), currency: '€',
  address: (r) => `${r.pick(split('Lindenstraße,Am Mühlbach,Goethestraße,Bahnhofstraße,Kirchweg,Rosenweg,Schillerplatz'))} ${r.int(1, 120)}${r.pick(['', '', 'a', 'b'])}, ${r.pick(['10115 Berlin', '50667 Köln', '80331 München', '04109 Leipzig', '28195 Bremen', '69117 Heidelberg'])}`,
  phone: (r) => { const a = r.pick(['151', '160', '170', '176', '172']), s = r.digits(8); return [`0${a} ${s}`, `+49 ${a} ${s}`]; },
  hotline: (r) => r.pick([`0800 ${r.digits(3)} ${r.digits(4)}`, '116 117']),
  date: [dmy('.'), (d) => `${D(d)}. ${MON.de[M(d)]} ${Y(d)}`],
  natId: (r) => ({ category: 'national_id', type: 'de_kvnr', value: I.kvnr(r) }),
  altId: (r) => ({ category: 'national_id', type: 'de_kvnr', value: I.kvnr(r) }),
  taxId: (r) => ({ category: 'tax_id', type: 'de_steuer_id', value: I.deSteuerId(r) }),
  passport: (r) => I.dePassport(r),
  bank: (r) => r.chance(0.75) ? { category: 'iban', type: 'iban', value: I.iban(r, 'DE') } : { category: 'bank_account', type: 'de_konto_blz', value: `Konto ${r.int(1, 9)}${r.digits(9)}, BLZ ${r.int(1, 8)}${r.digits(7)}` },
}));
add(mk({ code: 'fr-FR', lang: 'fr', cc: 'FR', given: { f: split('Camille,Léa,Manon,Chloé,Inès,Sophie,Élodie,Margaux,Nathalie,Céline'), m: split('Lucas,Hugo,Théo,Antoine,Mathieu,Julien,Nicolas,Guillaume,Rémi,François') }, family: split('Martin,Bernard,Dubois,Lefèvre,Moreau,Laurent,Girard,Rousseau,Fontaine,Chevalier,Mercier,Gauthier'), currency: '€',
  address: (r) => `${r.int(1, 140)}${r.pick(['', '', ' bis'])} ${r.pick(split('rue des Lilas,avenue Jean-Jaurès,boulevard Voltaire,rue de la République,impasse des Tilleuls,chemin du Moulin'))}, ${r.pick(['69003 Lyon', '31000 Toulouse', '44000 Nantes', '75011 Paris', '33000 Bordeaux', '67000 Strasbourg'])}`,
  phone: (r) => { const a = r.pick(['6', '7']), s = [r.digits(2), r.digits(2), r.digits(2), r.digits(2)].join(' '); return [`0${a} ${s}`, `+33 ${a} ${s}`]; },
  hotline: (r) => `0 800 ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`,
  date: [dmy('/'), (d) => `${D(d)} ${MON.fr[M(d)]} ${Y(d)}`],
  natId: (r, p) => ({ category: 'national_id', type: 'fr_nir', value: I.nir(r, p.sex, p.dobDate) }),
  altId: (r, p) => ({ category: 'national_id', type: 'fr_nir', value: I.nir(r, p.sex, p.dobDate) }),
  taxId: (r) => ({ category: 'tax_id', type: 'fr_spi', value: I.frSPI(r) }),
  passport: (r) => I.frPassport(r),
  bank: (r) => r.chance(0.75) ? { category: 'iban', type: 'iban', value: I.iban(r, 'FR') } : { category: 'bank_account', type: 'fr_rib', value: I.frRIB(r) },
}));
add(mk({ code: 'es-ES', lang: 'es', cc: 'ES', given: { f: split('Lucía,María,Carmen,Paula,Marta,Elena,Sofía,Nerea,Irene,Alba'), m: split('Javier,Alejandro,Pablo,Sergio,Daniel,Álvaro,Jorge,Iker,Raúl,Adrián') }, family: split('García,Fernández,López,Martínez,Sánchez,Romero,Navarro,Torres,Domínguez,Gil,Vázquez,Serrano'), currency: '€', twoSurnames: true,
  address: (r) => `${r.pick(split('Calle Mayor,Avenida de la Constitución,Calle del Pez,Paseo de Gracia,Calle Alcalá,Plaza de España'))}, ${r.int(1, 180)}, ${r.int(1, 8)}º ${r.pick('ABCD')}, ${r.pick(['28013 Madrid', '08007 Barcelona', '41001 Sevilla', '46002 Valencia', '48001 Bilbao'])}`,
  phone: (r) => { const a = r.pick(['6', '7']) + r.digits(2), s = `${r.digits(3)} ${r.digits(3)}`; return [`${a} ${s}`, `+34 ${a} ${s}`]; },
  hotline: (r) => `900 ${r.digits(3)} ${r.digits(3)}`,
  date: [dmy('/'), (d) => `${D(d)} de ${MON.es[M(d)]} de ${Y(d)}`],
  natId: (r) => r.chance(0.75) ? { category: 'national_id', type: 'es_dni', value: I.dni(r) } : { category: 'national_id', type: 'es_nie', value: I.nie(r) },
  altId: (r) => ({ category: 'national_id', type: 'es_nie', value: I.nie(r) }),
  taxId: (r) => ({ category: 'tax_id', type: 'es_nif', value: I.dni(r) }),
  passport: (r) => I.esPassport(r),
  bank: (r) => ({ category: 'iban', type: 'iban', value: I.iban(r, 'ES') }),
}));
add(mk({ code: 'it-IT', lang: 'it', cc: 'IT', given: { f: split('Giulia,Francesca,Chiara,Martina,Alessia,Sara,Valentina,Elisa,Federica,Silvia'), m: split('Marco,Luca,Matteo,Alessandro,Davide,Giorgio,Simone,Francesco,Stefano,Andrea') }, family: split('Rossi,Russo,Ferrari,Esposito,Bianchi,Romano,Colombo,Ricci,Marino,Greco,Bruno,Gallo'), currency: '€',
  address: (r) => `${r.pick(split('Via Garibaldi,Corso Vittorio Emanuele II,Via Roma,Viale dei Mille,Piazza Cavour,Via della Spiga'))} ${r.int(1, 200)}, ${r.pick(['20121 Milano', '00185 Roma', '10128 Torino', '40126 Bologna', '80133 Napoli'])}`,
  phone: (r) => { const a = '3' + r.digits(2), s = `${r.digits(3)} ${r.digits(4)}`; return [`${a} ${s}`, `+39 ${a} ${s}`]; },
  hotline: (r) => `800 ${r.digits(3)} ${r.digits(3)}`,
  date: [dmy('/'), (d) => `${D(d)} ${MON.it[M(d)]} ${Y(d)}`],
  natId: (r, p) => ({ category: 'national_id', type: 'it_codice_fiscale', value: I.codiceFiscale(r, p.given, p.family, p.sex, p.dobDate) }),
  altId: (r, p) => ({ category: 'national_id', type: 'it_codice_fiscale', value: I.codiceFiscale(r, p.given, p.family, p.sex, p.dobDate) }),
  taxId: (r, p) => ({ category: 'tax_id', type: 'it_codice_fiscale', value: I.codiceFiscale(r, p.given, p.family, p.sex, p.dobDate) }),
  passport: (r) => I.itPassport(r),
  bank: (r) => ({ category: 'iban', type: 'iban', value: I.iban(r, 'IT') }),
}));
add(mk({ code: 'pt-PT', lang: 'pt', cc: 'PT', given: { f: split('Beatriz,Inês,Mariana,Leonor,Joana,Catarina,Rita,Margarida,Sofia,Ana'), m: split('João,Tiago,Rodrigo,Duarte,Gonçalo,Miguel,Rui,Nuno,Pedro,Afonso') }, family: split('Silva,Santos,Ferreira,Pereira,Oliveira,Costa,Rodrigues,Martins,Sousa,Fernandes,Gonçalves,Carvalho'), currency: '€',
  address: (r) => `${r.pick(split('Rua Augusta,Avenida da Liberdade,Rua de Santa Catarina,Travessa do Carmo,Rua do Almada'))}, ${r.int(1, 300)}, ${r.int(1, 5)}.º ${r.pick(['Esq.', 'Dto.'])}, ${r.pick(['1100-048 Lisboa', '4000-443 Porto', '3000-214 Coimbra', '4700-321 Braga'])}`,
  phone: (r) => { const a = '9' + r.pick(['1', '2', '3', '6']) + r.digits(1), s = `${r.digits(3)} ${r.digits(3)}`; return [`${a} ${s}`, `+351 ${a} ${s}`]; },
  hotline: (r) => `808 ${r.digits(3)} ${r.digits(3)}`,
  date: [dmy('/'), dmy('-'), (d) => `${D(d)} de ${MON.pt[M(d)]} de ${Y(d)}`],
  natId: (r) => ({ category: 'national_id', type: 'pt_sns_utente', value: I.ptSNS(r) }),
  altId: (r) => ({ category: 'national_id', type: 'pt_sns_utente', value: I.ptSNS(r) }),
  taxId: (r) => ({ category: 'tax_id', type: 'pt_nif', value: I.ptNIF(r) }),
  passport: (r) => I.genericPassport.PT(r),
  bank: (r) => ({ category: 'iban', type: 'iban', value: I.iban(r, 'PT') }),
}));
add(mk({ code: 'nl-NL', lang: 'nl', cc: 'NL', given: { f: split('Sanne,Fleur,Lotte,Anouk,Eva,Iris,Femke,Marloes,Noor,Esther'), m: split('Daan,Bram,Sem,Thijs,Jeroen,Ruben,Maarten,Wouter,Niels,Joost') }, family: split('de Vries,Jansen,van Dijk,Bakker,Visser,Smit,Meijer,de Boer,Mulder,van den Berg,Dekker,Vermeulen'), currency: '€',
  address: (r) => `${r.pick(split('Prinsengracht,Kerkstraat,Dorpsweg,Oudegracht,Lange Voorhout,Molenstraat'))} ${r.int(1, 400)}${r.pick(['', '', '-II', 'A'])}, ${r.int(1000, 9999)} ${r.upper(2).replace(/[SF]/g, 'K')} ${r.pick(['Amsterdam', 'Utrecht', 'Den Haag', 'Groningen', 'Eindhoven'])}`,
  phone: (r) => { const s = r.digits(8); return [`06-${s}`, `+31 6 ${s}`]; },
  hotline: (r) => `0800-${r.digits(4)}`,
  date: [dmy('-'), (d) => `${D(d)} ${MON.nl[M(d)]} ${Y(d)}`],
  natId: (r) => ({ category: 'national_id', type: 'nl_bsn', value: I.bsn(r) }),
  altId: (r) => ({ category: 'national_id', type: 'nl_bsn', value: I.bsn(r) }),
  taxId: (r) => ({ category: 'tax_id', type: 'nl_btw', value: I.nlVAT(r) }),
  passport: (r) => I.genericPassport.NL(r),
  bank: (r) => ({ category: 'iban', type: 'iban', value: I.iban(r, 'NL') }),
}));
const plFem = (f, sex) => sex === 'f' ? f.replace(/ski$/, 'ska').replace(/cki$/, 'cka').replace(/dzki$/, 'dzka') : f;
add(mk({ code: 'pl-PL', lang: 'pl', cc: 'PL', given: { f: split('Zofia,Katarzyna,Agnieszka,Magdalena,Joanna,Małgorzata,Aleksandra,Natalia,Ewa,Monika'), m: split('Jakub,Piotr,Krzysztof,Tomasz,Paweł,Michał,Marcin,Łukasz,Grzegorz,Wojciech') }, family: split('Nowak,Kowalski,Wiśniewski,Wójcik,Kamiński,Lewandowski,Zieliński,Szymański,Dąbrowski,Kozłowski,Mazur'), currency: 'zł', famFn: plFem,
  address: (r) => `ul. ${r.pick(split('Marszałkowska,Długa,Piotrkowska,Floriańska,Kościuszki,Ogrodowa'))} ${r.int(1, 150)}${r.chance(0.5) ? '/' + r.int(1, 60) : ''}, ${r.pick(['00-001 Warszawa', '31-042 Kraków', '90-001 Łódź', '80-830 Gdańsk', '50-001 Wrocław'])}`,
  phone: (r) => { const a = r.pick(['5', '6', '7', '8']) + r.digits(2), s = `${r.digits(3)} ${r.digits(3)}`; return [`${a} ${s}`, `+48 ${a} ${s}`]; },
  hotline: (r) => `800 ${r.digits(3)} ${r.digits(3)}`,
  date: [dmy('.'), (d) => `${D(d)} ${MON.pl[M(d)]} ${Y(d)} r.`],
  natId: (r, p) => ({ category: 'national_id', type: 'pl_pesel', value: I.pesel(r, p.sex, p.dobDate) }),
  altId: (r, p) => ({ category: 'national_id', type: 'pl_pesel', value: I.pesel(r, p.sex, p.dobDate) }),
  taxId: (r) => ({ category: 'tax_id', type: 'pl_nip', value: I.nip(r) }),
  passport: (r) => I.genericPassport.PL(r),
  bank: (r) => ({ category: 'iban', type: 'iban', value: I.iban(r, 'PL') }),
}));
add(mk({ code: 'sv-SE', lang: 'sv', cc: 'SE', given: { f: split('Elsa,Maja,Ebba,Wilma,Astrid,Linnéa,Klara,Ingrid,Saga,Karin'), m: split('Erik,Lars,Oskar,Axel,Gustav,Johan,Henrik,Nils,Anders,Viktor') }, family: split('Andersson,Johansson,Karlsson,Nilsson,Eriksson,Larsson,Olsson,Persson,Lindqvist,Bergström,Holm,Sjöberg'), currency: 'kr',
  address: (r) => `${r.pick(split('Storgatan,Drottninggatan,Kungsvägen,Björkvägen,Sveavägen,Linnégatan'))} ${r.int(1, 90)}${r.pick(['', '', ' B', ' lgh 1102'])}, ${r.int(100, 985)} ${r.digits(2)} ${r.pick(['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Umeå'])}`,
  phone: (r) => { const a = r.pick(['0', '2', '3', '6']), b = r.digits(3), c = r.digits(2), d = r.digits(2); return [`07${a}-${b} ${c} ${d}`, `+46 7${a} ${b} ${c} ${d}`]; },
  hotline: () => '1177',
  date: [ymd('-'), (d) => `${D(d)} ${MON.sv[M(d)]} ${Y(d)}`],
  natId: (r, p) => ({ category: 'national_id', type: 'se_personnummer', value: I.sePnr(r, p.sex, p.dobDate) }),
  altId: (r, p) => ({ category: 'national_id', type: 'se_personnummer', value: I.sePnr(r, p.sex, p.dobDate) }),
  taxId: (r) => ({ category: 'tax_id', type: 'se_orgnr', value: I.seOrgnr(r) }),
  passport: (r) => I.genericPassport.SE(r),
  bank: (r) => ({ category: 'iban', type: 'iban', value: I.iban(r, 'SE') }),
}));
add(mk({ code: 'da-DK', lang: 'da', cc: 'DK', given: { f: split('Freja,Ida,Mette,Signe,Louise,Camilla,Sofie,Katrine,Line,Astrid'), m: split('Mads,Rasmus,Mikkel,Søren,Frederik,Jens,Kasper,Anders,Magnus,Emil') }, family: split('Jensen,Nielsen,Hansen,Pedersen,Andersen,Christensen,Larsen,Sørensen,Rasmussen,Jørgensen,Madsen,Kjær'), currency: 'kr.',
  address: (r) => `${r.pick(split('Nørrebrogade,Vesterbrogade,Algade,Strandvejen,Søndergade,Kirkevej'))} ${r.int(1, 200)}${r.pick(['', ', 2. tv.', ', st. th.', ', 1.'])}, ${r.pick(['2200 København N', '8000 Aarhus C', '5000 Odense C', '9000 Aalborg', '6700 Esbjerg'])}`,
  phone: (r) => { const s = [r.int(20, 61), r.digits(2), r.digits(2), r.digits(2)].join(' '); return [s, `+45 ${s}`]; },
  hotline: (r) => `70 ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`,
  date: [dmy('.'), dmy('-'), (d) => `${D(d)}. ${MON.da[M(d)]} ${Y(d)}`],
  natId: (r, p) => ({ category: 'national_id', type: 'dk_cpr', value: I.dkCPR(r, p.sex, p.dobDate) }),
  altId: (r, p) => ({ category: 'national_id', type: 'dk_cpr', value: I.dkCPR(r, p.sex, p.dobDate) }),
  taxId: (r) => ({ category: 'tax_id', type: 'dk_cvr', value: I.dkCVR(r) }),
  passport: (r) => I.genericPassport.DK(r),
  bank: (r) => ({ category: 'iban', type: 'iban', value: I.iban(r, 'DK') }),
}));
add(mk({ code: 'fi-FI', lang: 'fi', cc: 'FI', given: { f: split('Aino,Helmi,Emilia,Sanna,Johanna,Laura,Veera,Kaisa,Minna,Elina'), m: split('Juho,Mikko,Ville,Antti,Eero,Lauri,Tuomas,Janne,Matti,Ilkka') }, family: split('Korhonen,Virtanen,Mäkinen,Nieminen,Mäkelä,Hämäläinen,Laine,Heikkinen,Koskinen,Järvinen,Lehtonen'), currency: '€',
  address: (r) => `${r.pick(split('Mannerheimintie,Hämeenkatu,Aleksanterinkatu,Kauppakatu,Koivukuja,Rantatie'))} ${r.int(1, 80)} ${r.pick(['A', 'B', 'C'])} ${r.int(1, 40)}, ${r.pick(['00100 Helsinki', '33100 Tampere', '20100 Turku', '90100 Oulu', '40100 Jyväskylä'])}`,
  phone: (r) => { const a = r.pick(['0', '4', '5']), b = r.digits(3), c = r.digits(4); return [`04${a} ${b} ${c}`, `+358 4${a} ${b} ${c}`]; },
  hotline: () => '116 117',
  date: [(d) => `${D(d)}.${M(d) + 1}.${Y(d)}`, (d) => `${D(d)}. ${MON.fi[M(d)]} ${Y(d)}`],
  natId: (r, p) => ({ category: 'national_id', type: 'fi_hetu', value: I.hetu(r, p.sex, p.dobDate) }),
  altId: (r, p) => ({ category: 'national_id', type: 'fi_hetu', value: I.hetu(r, p.sex, p.dobDate) }),
  taxId: (r) => ({ category: 'tax_id', type: 'fi_ytunnus', value: I.fiYtunnus(r) }),
  passport: (r) => I.genericPassport.FI(r),
  bank: (r) => ({ category: 'iban', type: 'iban', value: I.iban(r, 'FI') }),
}));
const csFem = (f, sex) => sex === 'f' ? (f.endsWith('ý') ? f.slice(0, -1) + 'á' : f.replace(/ek$/, 'ková').replace(/ák$/, 'áková').replace(/a$/, 'ová').replace(/([^á])$/, '$1ová')) : f;
add(mk({ code: 'cs-CZ', lang: 'cs', cc: 'CZ', given: { f: split('Tereza,Eliška,Lucie,Kateřina,Veronika,Markéta,Zuzana,Hana,Petra,Barbora'), m: split('Jan,Tomáš,Jakub,Petr,Martin,Lukáš,Ondřej,Jiří,Vojtěch,Michal') }, family: split('Novák,Svoboda,Dvořák,Černý,Procházka,Kučera,Veselý,Horák,Němec,Marek,Pokorný'), currency: 'Kč', famFn: csFem,
  address: (r) => `${r.pick(split('Vinohradská,Masarykova,Národní,Husova,Palackého,Lidická'))} ${r.int(1, 2500)}/${r.int(1, 90)}, ${r.pick(['120 00 Praha 2', '602 00 Brno', '301 00 Plzeň', '779 00 Olomouc', '370 01 České Budějovice'])}`,
  phone: (r) => { const a = r.pick(['6', '7']) + r.digits(2), s = `${r.digits(3)} ${r.digits(3)}`; return [`${a} ${s}`, `+420 ${a} ${s}`]; },
  hotline: (r) => `800 ${r.digits(3)} ${r.digits(3)}`,
  date: [(d) => `${D(d)}. ${M(d) + 1}. ${Y(d)}`, dmy('.'), (d) => `${D(d)}. ${MON.cs[M(d)]} ${Y(d)}`],
  natId: (r, p) => ({ category: 'national_id', type: 'cz_rodne_cislo', value: I.rodneCislo(r, p.sex, p.dobDate) }),
  altId: (r, p) => ({ category: 'national_id', type: 'cz_rodne_cislo', value: I.rodneCislo(r, p.sex, p.dobDate) }),
  taxId: (r, p) => ({ category: 'tax_id', type: 'cz_dic', value: 'CZ' + I.rodneCislo(r, p.sex, p.dobDate).replace('/', '') }),
  passport: (r) => I.genericPassport.CZ(r),
  bank: (r) => r.chance(0.6) ? { category: 'iban', type: 'iban', value: I.iban(r, 'CZ') } : { category: 'bank_account', type: 'cz_account', value: `${r.int(19, 999999)}-${r.digits(10)}/${r.pick(['0100', '0300', '0800', '2010', '5500'])}` },
}));
add(mk({ code: 'tr-TR', lang: 'tr', cc: 'TR', given: { f: split('Zeynep,Elif,Ayşe,Merve,Büşra,Esra,Derya,Selin,Gülşen,Özge'), m: split('Mehmet,Mustafa,Emre,Burak,Hakan,Oğuz,Serkan,Murat,Kerem,Çağrı') }, family: split('Yılmaz,Kaya,Demir,Şahin,Çelik,Yıldız,Aydın,Öztürk,Arslan,Doğan,Koç,Kılıç'), currency: '₺',
  address: (r) => `${r.pick(split('Atatürk Cad.,Cumhuriyet Mah. Lale Sk.,Bağdat Cad.,İstiklal Cad.,Gazi Bulvarı'))} No: ${r.int(1, 200)} D: ${r.int(1, 30)}, ${r.pick(['34710 Kadıköy/İstanbul', '06690 Çankaya/Ankara', '35220 Konak/İzmir', '16040 Osmangazi/Bursa'])}`,
  phone: (r) => { const a = '5' + r.pick(['3', '4', '5', '0']) + r.digits(1), s = `${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`; return [`0${a} ${s}`, `+90 ${a} ${s}`]; },
  hotline: () => '184',
  date: [dmy('.'), (d) => `${D(d)} ${MON.tr[M(d)]} ${Y(d)}`],
  natId: (r) => ({ category: 'national_id', type: 'tr_tckn', value: I.tckn(r) }),
  altId: (r) => ({ category: 'national_id', type: 'tr_tckn', value: I.tckn(r) }),
  taxId: (r) => ({ category: 'tax_id', type: 'tr_vkn', value: I.trVKN(r) }),
  passport: (r) => I.genericPassport.TR(r),
  bank: (r) => ({ category: 'iban', type: 'iban', value: I.iban(r, 'TR') }),
}));
const ruFem = (f, sex) => sex === 'f' ? (/(ов|ев|ин)$/.test(f) ? f + 'а' : f.replace(/ий$/, 'ая')) : f;
add(mk({ code: 'ru-RU', lang: 'ru', cc: 'RU', given: { f: pairs('Анна|anna,Мария|maria,Екатерина|ekaterina,Ольга|olga,Татьяна|tatiana,Наталья|natalia,Ирина|irina,Дарья|daria'), m: pairs('Алексей|aleksei,Дмитрий|dmitry,Сергей|sergei,Андрей|andrei,Михаил|mikhail,Иван|ivan,Николай|nikolai,Павел|pavel') }, family: pairs('Иванов|ivanov,Смирнов|smirnov,Кузнецов|kuznetsov,Попов|popov,Соколов|sokolov,Лебедев|lebedev,Новиков|novikov,Морозов|morozov,Волков|volkov,Соловьёв|solovyov'), currency: '₽', famFn: ruFem, order: 'fg',
  patronymic: { m: split('Иванович,Сергеевич,Петрович,Андреевич,Николаевич'), f: split('Ивановна,Сергеевна,Петровна,Андреевна,Николаевна') },
  address: (r) => `${r.pick(['г. Москва', 'г. Санкт-Петербург', 'г. Казань', 'г. Новосибирск', 'г. Екатеринбург'])}, ${r.pick(split('ул. Ленина,пр-т Мира,ул. Гагарина,ул. Пушкина,Невский пр-т'))}, д. ${r.int(1, 150)}, кв. ${r.int(1, 300)}`,
  phone: (r) => { const a = '9' + r.digits(2), b = r.digits(3), c = r.digits(2), d = r.digits(2); return [`8 (${a}) ${b}-${c}-${d}`, `+7 ${a} ${b}-${c}-${d}`]; },
  hotline: (r) => `8-800-${r.digits(3)}-${r.digits(2)}-${r.digits(2)}`,
  date: [dmy('.'), (d) => `${D(d)} ${MON.ru[M(d)]} ${Y(d)} г.`],
  natId: (r) => ({ category: 'national_id', type: 'ru_snils', value: I.snils(r) }),
  altId: (r) => ({ category: 'national_id', type: 'ru_snils', value: I.snils(r) }),
  taxId: (r) => ({ category: 'tax_id', type: 'ru_inn', value: I.innPerson(r) }),
  passport: (r) => I.ruPassport(r),
  bank: (r) => ({ category: 'bank_account', type: 'ru_account', value: `408178${r.digits(14)}` }),
}));
add(mk({ code: 'hi-IN', lang: 'hi', cc: 'IN', given: { f: pairs('प्रिया|priya,अनीता|anita,सुनीता|sunita,पूजा|pooja,नेहा|neha,कविता|kavita,रीना|reena,स्नेहा|sneha'), m: pairs('राहुल|rahul,अमित|amit,सुनील|sunil,विकास|vikas,अजय|ajay,रोहित|rohit,मनोज|manoj,संजय|sanjay') }, family: pairs('शर्मा|sharma,वर्मा|verma,गुप्ता|gupta,सिंह|singh,यादव|yadav,मिश्रा|mishra,पांडे|pandey,चौहान|chauhan,तिवारी|tiwari'), currency: '₹',
  address: (r) => `मकान नं. ${r.int(1, 400)}, ${r.pick(split('गांधी मार्ग,नेहरू नगर,सिविल लाइंस,शास्त्री नगर,राजा पार्क'))}, ${r.pick(['जयपुर 3020', 'लखनऊ 2260', 'भोपाल 4620', 'पटना 8000', 'वाराणसी 2210'])}${r.digits(2)}`,
  phone: (r) => { const s = r.pick(['98', '99', '94', '70', '87']) + r.digits(3), t = r.digits(5); return [`${s} ${t}`, `+91 ${s} ${t}`]; },
  hotline: () => '104',
  date: [dmy('/'), dmy('-'), (d) => `${D(d)} ${MON.hi[M(d)]} ${Y(d)}`],
  natId: (r) => ({ category: 'national_id', type: 'in_aadhaar', value: I.aadhaar(r) }),
  altId: (r) => ({ category: 'national_id', type: 'in_aadhaar', value: I.aadhaar(r) }),
  taxId: (r) => ({ category: 'tax_id', type: 'in_pan', value: I.pan(r) }),
  passport: (r) => I.genericPassport.IN(r),
  bank: (r) => ({ category: 'bank_account', type: 'in_ifsc_account', value: `${r.pick(['SBIN', 'PUNB', 'BARB', 'CNRB'])}0${r.digits(6)} / ${r.digits(r.int(11, 14))}` }),
}));
add(mk({ code: 'ja-JP', lang: 'ja', cc: 'JP', given: { f: pairs('花子|hanako,美咲|misaki,陽菜|hina,由美|yumi,恵子|keiko,彩|aya,真由美|mayumi,優子|yuko'), m: pairs('太郎|taro,健太|kenta,翔|sho,大輔|daisuke,拓也|takuya,誠|makoto,浩二|koji,悠斗|yuto') }, family: pairs('佐藤|sato,鈴木|suzuki,高橋|takahashi,田中|tanaka,伊藤|ito,渡辺|watanabe,山本|yamamoto,中村|nakamura,小林|kobayashi,加藤|kato'), currency: '円', order: 'fg', nameSep: ' ',
  address: (r) => `〒${r.digits(3)}-${r.digits(4)} ${r.pick(['東京都新宿区西新宿', '大阪府大阪市北区梅田', '神奈川県横浜市中区山下町', '愛知県名古屋市中村区名駅', '福岡県福岡市博多区博多駅前'])}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}${r.chance(0.4) ? ` ${r.pick(['グランドハイツ', 'メゾン桜', 'コーポ青葉'])}${r.int(101, 905)}号室` : ''}`,
  phone: (r) => { const a = r.pick(['90', '80', '70']), b = r.digits(4), c = r.digits(4); return [`0${a}-${b}-${c}`, `+81 ${a}-${b}-${c}`]; },
  hotline: (r) => `0120-${r.digits(3)}-${r.digits(3)}`,
  date: [(d) => `${Y(d)}年${M(d) + 1}月${D(d)}日`, ymd('/')],
  natId: (r) => ({ category: 'national_id', type: 'jp_my_number', value: I.myNumber(r) }),
  altId: (r) => ({ category: 'national_id', type: 'jp_my_number', value: I.myNumber(r) }),
  taxId: (r) => ({ category: 'tax_id', type: 'jp_my_number', value: I.myNumber(r) }),
  passport: (r) => I.jpPassport(r),
  bank: (r) => ({ category: 'bank_account', type: 'jp_bank_account', value: `${r.pick(['普通', '当座'])} ${r.digits(7)}` }),
}));
add(mk({ code: 'zh-CN', lang: 'zh', cc: 'CN', given: { f: pairs('秀英|xiuying,丽|li,静|jing,敏|min,婷|ting,雪梅|xuemei,芳|fang,佳怡|jiayi'), m: pairs('伟|wei,强|qiang,磊|lei,军|jun,洋|yang,志明|zhiming,浩然|haoran,建国|jianguo') }, family: pairs('王|wang,李|li,张|zhang,刘|liu,陈|chen,杨|yang,黄|huang,赵|zhao,吴|wu,周|zhou'), currency: '¥', order: 'fg', nameSep: '',
  address: (r) => `${r.pick(['北京市朝阳区建国路', '上海市徐汇区漕溪北路', '广州市天河区天河路', '深圳市南山区科技园南路', '成都市武侯区人民南路'])}${r.int(1, 300)}号${r.chance(0.6) ? `${r.int(1, 30)}栋${r.int(101, 2505)}室` : ''}`,
  phone: (r) => { const a = r.pick(['138', '139', '150', '186', '177']), b = r.digits(4), c = r.digits(4); return [`${a} ${b} ${c}`, `+86 ${a} ${b} ${c}`]; },
  hotline: () => '12320',
  date: [(d) => `${Y(d)}年${M(d) + 1}月${D(d)}日`, ymd('-')],
  natId: (r, p) => ({ category: 'national_id', type: 'cn_resident_id', value: I.cnResident(r, p.sex, p.dobDate) }),
  altId: (r, p) => ({ category: 'national_id', type: 'cn_resident_id', value: I.cnResident(r, p.sex, p.dobDate) }),
  taxId: (r, p) => ({ category: 'tax_id', type: 'cn_resident_id', value: I.cnResident(r, p.sex, p.dobDate) }),
  passport: (r) => I.cnPassport(r),
  bank: (r) => ({ category: 'bank_account', type: 'cn_bank_account', value: `6${r.digits(18)}` }),
}));
add(mk({ code: 'ko-KR', lang: 'ko', cc: 'KR', given: { f: pairs('서연|seoyeon,지민|jimin,수빈|subin,민지|minji,하은|haeun,유진|yujin,은지|eunji,지은|jieun'), m: pairs('민준|minjun,서준|seojun,도윤|doyun,지훈|jihun,현우|hyunwoo,준호|junho,성민|sungmin,태현|taehyun') }, family: pairs('김|kim,이|lee,박|park,최|choi,정|jung,강|kang,조|cho,윤|yoon,장|jang,임|lim'), currency: '원', order: 'fg', nameSep: '',
  address: (r) => `${r.pick(['서울특별시 강남구 테헤란로', '서울특별시 마포구 월드컵북로', '부산광역시 해운대구 해운대로', '대전광역시 유성구 대학로', '경기도 성남시 분당구 판교역로'])} ${r.int(1, 400)}${r.chance(0.5) ? `, ${r.int(101, 120)}동 ${r.int(101, 2304)}호` : ''}`,
  phone: (r) => { const b = r.digits(4), c = r.digits(4); return [`010-${b}-${c}`, `+82 10-${b}-${c}`]; },
  hotline: () => '1577-1000',
  date: [(d) => `${Y(d)}년 ${M(d) + 1}월 ${D(d)}일`, (d) => `${Y(d)}.${p2(M(d) + 1)}.${p2(D(d))}`],
  natId: (r, p) => ({ category: 'national_id', type: 'kr_rrn', value: I.krRRN(r, p.sex, p.dobDate) }),
  altId: (r, p) => ({ category: 'national_id', type: 'kr_rrn', value: I.krRRN(r, p.sex, p.dobDate) }),
  taxId: (r) => ({ category: 'tax_id', type: 'kr_brn', value: I.krBRN(r) }),
  passport: (r) => I.krPassport(r),
  bank: (r) => ({ category: 'bank_account', type: 'kr_bank_account', value: `${r.digits(3)}-${r.digits(2)}-${r.digits(6)}` }),
}));

// Hungarian TAJ as a second scheme sample is exposed for the insurance kinds (not a locale).
export const EXTRA_IDS = { hu_taj: I.taj };

export const LOCALE_CODES = Object.keys(LOCALES);
export const EN_CODES = LOCALE_CODES.filter((c) => c.startsWith('en-'));
export const NON_EN = LOCALE_CODES.filter((c) => !c.startsWith('en-'));
export function pickLocale(r, allowed) {
  const pool = allowed || LOCALE_CODES;
  const en = pool.filter((c) => c.startsWith('en-')), other = pool.filter((c) => !c.startsWith('en-'));
  if (!other.length) return r.pick(en); if (!en.length) return r.pick(other);
  return r.chance(0.4) ? r.pick(en) : r.pick(other);
}

// ----- person -----
export function person(r, loc, opts = {}) {
  const sex = opts.sex || (r.chance(0.5) ? 'f' : 'm');
  const g = r.pick(loc.given[sex]); let f = r.pick(loc.family);
  const gN = typeof g === 'string' ? g : g.n, gR = typeof g === 'string' ? ascii(g) : g.ro;
  let fN = typeof f === 'string' ? f : f.n; const fR = typeof f === 'string' ? ascii(f) : f.ro;
  if (loc.famFn) fN = loc.famFn(fN, sex);
  if (loc.twoSurnames) fN = fN + ' ' + r.pick(loc.family);
  const sep = loc.nameSep ?? ' ';
  let full;
  if (loc.order === 'fg') full = fN + sep + gN + (loc.patronymic && r.chance(0.6) ? ' ' + r.pick(loc.patronymic[sex]) : '');
  else full = gN + ' ' + fN;
  const y = opts.minor ? r.int(2008, 2021) : opts.elderly ? r.int(1928, 1952) : r.int(1940, 2004);
  const dobDate = new Date(Date.UTC(y, r.int(0, 11), r.int(1, 28)));
  const p = { sex, given: gN, family: fN, full, gR, fR, dobDate };
  p.dob = r.pick(loc.date)(dobDate);
  p.address = loc.address(r);
  const [lp, ip] = loc.phone(r); p.phone = r.chance(0.6) ? lp : ip;
  const LOCAL_DOM = { DE: ['gmx.de', 'web.de', 't-online.de'], FR: ['orange.fr', 'free.fr', 'laposte.net'], IT: ['libero.it', 'virgilio.it'], ES: ['telefonica.net', 'hotmail.es'], PT: ['sapo.pt'], NL: ['ziggo.nl', 'kpnmail.nl'], PL: ['wp.pl', 'onet.pl', 'o2.pl'], SE: ['telia.com', 'bredband.net'], DK: ['mail.dk', 'jubii.dk'], FI: ['elisanet.fi'], CZ: ['seznam.cz', 'email.cz'], TR: ['yandex.com.tr'], RU: ['mail.ru', 'yandex.ru'], JP: ['docomo.ne.jp', 'yahoo.co.jp'], CN: ['qq.com', '163.com'], KR: ['naver.com', 'daum.net'], IN: ['rediffmail.com'], GB: ['btinternet.com', 'sky.com'], US: ['aol.com', 'comcast.net'], AU: ['bigpond.com'], CA: ['shaw.ca', 'rogers.com'] };
  const dom = r.chance(0.5) ? r.pick(LOCAL_DOM[loc.cc] || ['gmail.com']) : r.pick(['gmail.com', 'outlook.com', 'yahoo.com', 'proton.me', 'icloud.com', 'hotmail.com']);
  p.email = `${gR}${r.pick(['.', '_', ''])}${fR}${r.chance(0.4) ? r.int(1, 99) : ''}@${dom}`.toLowerCase();
  return p;
}
export function clinician(r, loc) { const p = person(r, loc); p.workEmail = `${p.gR[0]}.${p.fR}@${r.pick(['stmarys-hospital.org', 'northfield-clinic.net', 'carewell-health.com', 'medinova.health', 'riverside-gp.nhs.net', 'klinikum-nord.de', 'chu-lyon.fr'])}`.toLowerCase(); return p; }
export { ascii };
