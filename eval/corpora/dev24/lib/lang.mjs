// Language data: names (native script, with a Latin form for international envelopes), addresses,
// phone formats, toll-free numbers, local schemes and short human-written notes per locale.
// Every value here is invented; the street names are ordinary street names without a real person's house number.

const N = (s) => s.split(',').map(x => x.trim()).filter(Boolean).map(x => { const [n, l] = x.split('|'); return { n, l: l || n }; });
const p2 = (n) => String(n).padStart(2, '0');

export const LANGS = {
  en: { gm: N('James,Oliver,Daniel,Ethan,Marcus,Liam,Rohan,Callum'), gf: N('Olivia,Hannah,Chloe,Grace,Megan,Aisling,Priya,Zoe'), fam: N('Whitfield,Harrington,Okafor,Pemberton,Castellano,Blackwood,Raghunathan,Fairbairn,Kowalski,McAllister,Thistlewood,Ashdown') },
  de: { gm: N('Jürgen,Matthias,Lukas,Tobias,Henrik,Florian,Björn,Dieter'), gf: N('Anneliese,Katrin,Sophie,Friederike,Jana,Ulrike,Mareike,Lena'), fam: N('Müller,Schröder,Weiß,Hoffmann,Krüger,Bäcker,Lehmann,Vogt,Wächter,Köhler,Brandstätter,Großmann') },
  fr: { gm: N('Théo,Mathis,Étienne,Baptiste,Lucien,Hugo,Gaël,Rémi'), gf: N('Élodie,Camille,Inès,Margaux,Solène,Chloé,Anaïs,Océane'), fam: N('Lefèvre,Dubois,Garnier,Rousseau,Chevalier,Perrin,Mercier,Fontaine,Lemaître,Barbier,Gauthier,Béranger') },
  es: { gm: N('Álvaro,Javier,Sergio,Iñigo,Raúl,Mateo,Joaquín,Andrés'), gf: N('Lucía,Carmen,Nuria,Aitana,Begoña,Valeria,Ximena,Marisol'), fam: N('García,Núñez,Ibáñez,Castillo,Herrera,Ortega,Vázquez,Domínguez,Peña,Rincón,Salcedo,Zubiri') },
  it: { gm: N('Lorenzo,Alessandro,Matteo,Giuseppe,Niccolò,Davide,Federico,Tommaso'), gf: N('Giulia,Chiara,Francesca,Aurora,Beatrice,Ilaria,Martina,Serena'), fam: N('Bianchi,Esposito,Colombo,Ricci,Marino,Greco,Bruno,Galli,Conti,Mancini,Lombardi,Barbieri') },
  nl: { gm: N('Joris,Sander,Bram,Thijs,Maarten,Wouter,Daan,Koen'), gf: N('Sanne,Femke,Lotte,Anouk,Marloes,Eline,Iris,Noor'), fam: N('de Vries,van den Berg,Bakker,Visser,Smit,Meijer,de Boer,Mulder,van Dijk,Jansen,Hendriks,van Leeuwen') },
  pl: { gm: N('Krzysztof,Paweł,Tomasz,Michał,Grzegorz,Łukasz,Wojciech,Jakub'), gf: N('Małgorzata,Agnieszka,Katarzyna,Joanna,Żaneta,Magdalena,Aleksandra,Ewa'), famm: N('Wiśniewski,Kowalczyk,Wójcik,Kamiński,Lewandowski,Zieliński,Szymański,Dąbrowski'), famf: N('Wiśniewska,Kowalczyk,Wójcik,Kamińska,Lewandowska,Zielińska,Szymańska,Dąbrowska') },
  pt: { gm: N('João,Tiago,Rafael,Gonçalo,Bruno,Caio,Henrique,Vinícius'), gf: N('Mariana,Beatriz,Inês,Larissa,Fernanda,Leonor,Camila,Joana'), fam: N('Gonçalves,Araújo,Carvalho,Ribeiro,Fernandes,Monteiro,Azevedo,Barbosa,Cardoso,Magalhães,Teixeira,Sousa') },
  sv: { gm: N('Björn,Anders,Oskar,Magnus,Henrik,Elias,Gustav,Nils'), gf: N('Åsa,Ingrid,Linnéa,Maja,Sofia,Elin,Karin,Ebba'), fam: N('Lindqvist,Åberg,Sjöström,Bergström,Holmgren,Nyström,Engström,Lundgren,Ekström,Sandberg') },
  fi: { gm: N('Juhani,Mikko,Tuomas,Antti,Ville,Eero'), gf: N('Aino,Sanna,Tiina,Kaisa,Elina,Helmi'), fam: N('Virtanen,Mäkinen,Häkkinen,Nieminen,Heikkilä,Järvinen,Koskinen,Lehtonen') },
  no: { gm: N('Håkon,Eirik,Sindre,Ola,Magne,Torbjørn'), gf: N('Ingrid,Solveig,Ragnhild,Sigrid,Tuva,Marte'), fam: N('Haugen,Bakke,Sæther,Strand,Løvås,Nygård,Fjeld,Solberg') },
  tr: { gm: N('Mehmet,Çağrı,Emre,Oğuz,Burak,Kaan,Serkan,İlker'), gf: N('Ayşe,Elif,Gülşen,Zeynep,Şule,Merve,Öykü,Derya'), fam: N('Yılmaz,Öztürk,Şahin,Çelik,Aydın,Kılıç,Doğan,Arslan,Güneş,Erdoğdu') },
  ru: { gm: N('Дмитрий|Dmitrii,Алексей|Aleksei,Сергей|Sergei,Михаил|Mikhail,Игорь|Igor,Павел|Pavel'), gf: N('Анна|Anna,Екатерина|Ekaterina,Ольга|Olga,Наталья|Natalia,Татьяна|Tatiana,Ирина|Irina'), famm: N('Смирнов|Smirnov,Кузнецов|Kuznetsov,Соколов|Sokolov,Волков|Volkov,Лебедев|Lebedev,Морозов|Morozov'), famf: N('Смирнова|Smirnova,Кузнецова|Kuznetsova,Соколова|Sokolova,Волкова|Volkova,Лебедева|Lebedeva,Морозова|Morozova') },
  el: { gm: N('Γιώργος|Georgios,Δημήτρης|Dimitrios,Νίκος|Nikolaos,Κώστας|Konstantinos,Σπύρος|Spyridon'), gf: N('Ελένη|Eleni,Μαρία|Maria,Κατερίνα|Aikaterini,Σοφία|Sofia,Δέσποινα|Despoina'), famm: N('Παπαδόπουλος|Papadopoulos,Οικονόμου|Oikonomou,Γεωργίου|Georgiou,Βασιλείου|Vasileiou,Καραγιάννης|Karagiannis'), famf: N('Παπαδοπούλου|Papadopoulou,Οικονόμου|Oikonomou,Γεωργίου|Georgiou,Βασιλείου|Vasileiou,Καραγιάννη|Karagianni') },
  ar: { gm: N('محمد|Mohammed,خالد|Khalid,عمر|Omar,يوسف|Youssef,فيصل|Faisal,سلطان|Sultan'), gf: N('فاطمة|Fatima,نورة|Noura,مريم|Maryam,ليلى|Layla,هند|Hind,سارة|Sara'), fam: N('العتيبي|Alotaibi,الحربي|Alharbi,الهاشمي|Alhashimi,المنصوري|Almansoori,القحطاني|Alqahtani,الشمري|Alshammari,الزعابي|Alzaabi') },
  ja: { gm: N('健太|Kenta,翔太|Shota,大輔|Daisuke,拓也|Takuya,悠真|Yuma'), gf: N('美咲|Misaki,陽菜|Hina,由美子|Yumiko,さくら|Sakura,真由|Mayu'), fam: N('佐藤|Sato,鈴木|Suzuki,高橋|Takahashi,渡辺|Watanabe,伊藤|Ito,中村|Nakamura,小林|Kobayashi,山本|Yamamoto') },
  zh: { gm: N('伟|Wei,强|Qiang,磊|Lei,俊杰|Junjie,浩然|Haoran'), gf: N('娜|Na,敏|Min,静|Jing,秀英|Xiuying,雨涵|Yuhan'), fam: N('王|Wang,李|Li,张|Zhang,刘|Liu,陈|Chen,杨|Yang,黄|Huang,赵|Zhao') },
  ko: { gm: N('민준|Minjun,서준|Seojun,지훈|Jihoon,현우|Hyunwoo,도윤|Doyun'), gf: N('서연|Seoyeon,지우|Jiwoo,하은|Haeun,수빈|Subin,민지|Minji'), fam: N('김|Kim,이|Lee,박|Park,최|Choi,정|Jung,강|Kang,윤|Yoon') },
};
const FAMILY_FIRST = new Set(['ja', 'zh', 'ko']);

export function person(r, loc) {
  const L = LANGS[loc.lang]; const sex = r.chance(0.5) ? 'F' : 'M';
  const g = r.pick(sex === 'F' ? L.gf : L.gm); const f = r.pick(L.fam || (sex === 'F' ? L.famf : L.famm));
  const dob = r.date(1941, 2005);
  const sep = loc.lang === 'ja' ? ' ' : '';
  const full = FAMILY_FIRST.has(loc.lang) ? f.n + sep + g.n : `${g.n} ${f.n}`;
  const latin = `${g.l} ${f.l}`;
  return { given: g.n, family: f.n, givenL: g.l, familyL: f.l, full, latin, sex, dob, loc, lang: loc.lang,
    upper: (s) => s.toLocaleUpperCase(loc.lang === 'tr' ? 'tr' : 'en') };
}
export const asciiFold = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/ł/g, 'l').replace(/Ł/g, 'L').replace(/ø/g, 'o').replace(/æ/g, 'ae').replace(/ı/g, 'i').replace(/[^A-Za-z0-9 .'-]/g, '');

// ---------- locales ----------
// phone(r, style) returns a phone string; style: 'intl' | 'nat' | 'e164' (digits only with country code, no plus)
const ph = (cc, natFn, intlFn) => (r, style = r.pick(['intl', 'nat', 'nat'])) => { const x = natFn(r); if (style === 'nat') return x.nat; if (style === 'e164') return cc + x.sub.replace(/\D/g, ''); return `+${cc} ${intlFn ? intlFn(x) : x.sub}`; };
const nanp = (r) => { const a = r.pick(['212', '312', '415', '617', '206', '303', '512', '416', '604', '514']); const l = '01' + r.digits(2); return { nat: r.pick([`(${a}) 555-${l}`, `${a}-555-${l}`, `${a}.555.${l}`]), sub: `${a} 555 ${l}` }; };

export const LOCALES = {
  'en-US': { lang: 'en', cc: 'us', country: 'United States', iso3: 'USA', cur: 'USD', nid: ['us_ssn'], tax: ['us_ein', 'us_itin'], bank: 'us', cards: ['visa', 'mastercard', 'amex', 'discover'], dateFmt: 'mdy', phone: ph('1', nanp), tollfree: (r) => `1-${r.pick(['800', '888', '877'])}-${r.digits(3)}-${r.digits(4)}`,
    addr: (r) => { const [c, st, z] = r.pick([['Springfield', 'IL', '627'], ['Columbus', 'OH', '432'], ['Tacoma', 'WA', '984'], ['Tucson', 'AZ', '857'], ['Albany', 'NY', '122']]); const line = `${r.int(10, 9899)} ${r.pick(['Maple Avenue', 'Oak Street', 'Willow Lane', 'Cedar Ridge Dr', 'Pine Hollow Rd', 'W Jefferson Blvd'])}${r.chance(0.3) ? ' Apt ' + r.int(1, 40) + r.upper(1) : ''}`; const pc = z + r.digits(2); return { line, city: c, region: st, pc, full: `${line}, ${c}, ${st} ${pc}` }; } },
  'en-CA': { lang: 'en', cc: 'ca', country: 'Canada', iso3: 'CAN', cur: 'CAD', nid: ['ca_sin'], tax: ['us_ein'], bank: 'ca', cards: ['visa', 'mastercard'], dateFmt: 'iso', phone: ph('1', nanp), tollfree: (r) => `1-800-${r.digits(3)}-${r.digits(4)}`,
    addr: (r) => { const [c, p] = r.pick([['Toronto', 'ON'], ['Calgary', 'AB'], ['Halifax', 'NS']]); const line = `${r.int(10, 2999)} ${r.pick(['Queen Street West', 'Bloor Street East', 'Rue Sainte-Catherine', 'Jasper Avenue'])}`; const pc = `${r.chars(1, 'KLMNT')}${r.digits(1)}${r.upper(1)} ${r.digits(1)}${r.upper(1)}${r.digits(1)}`; return { line, city: c, region: p, pc, full: `${line}, ${c} ${p} ${pc}` }; } },
  'en-GB': { lang: 'en', cc: 'gb', country: 'United Kingdom', iso3: 'GBR', cur: 'GBP', nid: ['uk_nino'], tax: ['uk_utr'], bank: 'gb', iban: 'GB', cards: ['visa', 'mastercard'], dateFmt: 'dmy/', phone: (r, style = r.pick(['intl', 'nat', 'nat'])) => { const mob = r.chance(0.6); const sub = mob ? `7700 900${r.digits(3)}` : `20 7946 0${r.digits(3)}`; return style === 'nat' ? '0' + sub : style === 'e164' ? '44' + sub.replace(/\D/g, '') : `+44 ${sub}`; }, tollfree: (r) => `0800 ${r.digits(3)} ${r.digits(4)}`,
    addr: (r) => { const c = r.pick(['Leeds', 'Bristol', 'Norwich', 'York', 'Cardiff']); const line = `${r.int(1, 240)} ${r.pick(['Albion Road', 'Victoria Terrace', 'Mill Lane', 'Kingsway', 'Church Street', 'Hawthorn Close'])}`; const pc = `${r.upper(2)}${r.int(1, 19)} ${r.digits(1)}${r.chars(2, 'ABDEFGHJLNPQRSTUWXYZ')}`; return { line, city: c, region: '', pc, full: `${line}, ${c} ${pc}` }; } },
  'en-IE': { lang: 'en', cc: 'ie', country: 'Ireland', iso3: 'IRL', cur: 'EUR', nid: ['ie_ppsn'], tax: [], bank: null, iban: 'IE', cards: ['visa', 'mastercard'], dateFmt: 'dmy/', phone: ph('353', (r) => { const s = `8${r.pick(['3', '5', '6', '7'])} ${r.digits(3)} ${r.digits(4)}`; return { nat: '0' + s, sub: s }; }), tollfree: (r) => `1800 ${r.digits(3)} ${r.digits(3)}`,
    addr: (r) => { const line = `${r.int(1, 120)} ${r.pick(['Grafton Street', 'Leeson Park', 'Castle Avenue', 'Strand Road'])}`; const pc = `D${p2(r.int(1, 24))} ${r.upper(1)}${r.digits(1)}${r.upper(2)}`; return { line, city: 'Dublin', region: '', pc, full: `${line}, Dublin, ${pc}` }; } },
  'en-AU': { lang: 'en', cc: 'au', country: 'Australia', iso3: 'AUS', cur: 'AUD', nid: ['au_medicare'], tax: ['au_tfn'], bank: 'au', cards: ['visa', 'mastercard'], dateFmt: 'dmy/', phone: (r, style = r.pick(['intl', 'nat', 'nat'])) => { const mob = r.chance(0.6); const sub = mob ? `491 57${r.digits(1)} ${r.digits(3)}` : `2 5550 ${r.digits(4)}`; return style === 'nat' ? '0' + sub : style === 'e164' ? '61' + sub.replace(/\D/g, '') : `+61 ${sub}`; }, tollfree: (r) => `1300 ${r.digits(3)} ${r.digits(3)}`,
    addr: (r) => { const [c, s, z] = r.pick([['Sydney', 'NSW', '2000'], ['Fitzroy', 'VIC', '3065'], ['Fremantle', 'WA', '6160']]); const line = `${r.chance(0.3) ? 'Unit ' + r.int(1, 30) + ', ' : ''}${r.int(1, 400)} ${r.pick(['George Street', 'Brunswick Street', 'Marine Parade', 'Wattle Grove'])}`; return { line, city: c, region: s, pc: z, full: `${line}, ${c} ${s} ${z}` }; } },
  'en-IN': { lang: 'en', cc: 'in', country: 'India', iso3: 'IND', cur: 'INR', nid: ['in_aadhaar'], tax: ['in_pan'], bank: 'in', cards: ['visa', 'rupay', 'mastercard'], dateFmt: 'dmy-', phone: ph('91', (r) => { const s = `${r.chars(1, '6789')}${r.digits(4)} ${r.digits(5)}`; return { nat: r.chance(0.5) ? '0' + s : s, sub: s }; }), tollfree: (r) => `1800 ${r.digits(3)} ${r.digits(4)}`,
    addr: (r) => { const [c, z] = r.pick([['Bengaluru', '5600'], ['Pune', '4110'], ['Chennai', '6000']]); const line = `Flat ${r.int(101, 1204)}, ${r.pick(['Lakeview Residency, MG Road', 'Sai Krupa Apartments, 4th Cross', 'Green Park Society, Baner Road'])}`; const pc = z + r.digits(2); return { line, city: c, region: '', pc, full: `${line}, ${c} ${pc}` }; } },
  'de-DE': { lang: 'de', cc: 'de', country: 'Deutschland', iso3: 'DEU', cur: 'EUR', nid: ['de_personalausweis', 'de_kvnr'], tax: ['de_steuer_id'], bank: null, iban: 'DE', cards: ['visa', 'mastercard'], dateFmt: 'dmy.', phone: ph('49', (r) => { const m = r.chance(0.6); const s = m ? `1${r.pick(['51', '52', '60', '62', '70', '71', '76'])} ${r.digits(7)}` : `${r.pick(['30', '40', '89', '221', '711'])} ${r.digits(r.int(6, 8))}`; return { nat: '0' + s, sub: s }; }), tollfree: (r) => `0800 ${r.digits(3)} ${r.digits(4)}`,
    addr: (r) => { const c = r.pick([['Berlin', '10'], ['Hamburg', '22'], ['Köln', '50'], ['Leipzig', '04'], ['Münster', '48']]); const line = `${r.pick(['Lindenstraße', 'Am Mühlenbach', 'Schillerweg', 'Hauptstraße', 'Gartenstraße', 'Kastanienallee'])} ${r.int(1, 180)}${r.chance(0.2) ? r.lower(1) : ''}`; const pc = c[1] + r.digits(3); return { line, city: c[0], region: '', pc, full: `${line}, ${pc} ${c[0]}` }; } },
  'de-AT': { lang: 'de', cc: 'at', country: 'Österreich', iso3: 'AUT', cur: 'EUR', nid: ['at_svnr'], tax: [], bank: null, iban: 'AT', cards: ['visa', 'mastercard'], dateFmt: 'dmy.', phone: ph('43', (r) => { const s = `6${r.pick(['64', '60', '76', '99'])} ${r.digits(7)}`; return { nat: '0' + s, sub: s }; }), tollfree: (r) => `0800 ${r.digits(3)} ${r.digits(3)}`,
    addr: (r) => { const line = `${r.pick(['Mariahilfer Straße', 'Linzer Gasse', 'Herrengasse', 'Praterstraße'])} ${r.int(1, 120)}/${r.int(1, 24)}`; const [c, z] = r.pick([['Wien', '10' + r.digits(1) + '0'], ['Graz', '80' + r.digits(1) + '0'], ['Salzburg', '5020']]); return { line, city: c, region: '', pc: z, full: `${line}, ${z} ${c}` }; } },
  'de-CH': { lang: 'de', cc: 'ch', country: 'Schweiz', iso3: 'CHE', cur: 'CHF', nid: ['ch_ahv'], tax: [], bank: null, iban: 'CH', cards: ['visa', 'mastercard'], dateFmt: 'dmy.', phone: ph('41', (r) => { const s = `7${r.pick(['6', '7', '8', '9'])} ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`; return { nat: '0' + s, sub: s }; }), tollfree: (r) => `0800 ${r.digits(3)} ${r.digits(3)}`,
    addr: (r) => { const line = `${r.pick(['Bahnhofstrasse', 'Seefeldstrasse', 'Rue du Rhône', 'Spalenberg'])} ${r.int(1, 90)}`; const [c, z] = r.pick([['Zürich', '80' + r.digits(2)], ['Basel', '40' + r.digits(2)], ['Bern', '30' + r.digits(2)]]); return { line, city: c, region: '', pc: z, full: `${line}, ${z} ${c}` }; } },
  'fr-FR': { lang: 'fr', cc: 'fr', country: 'France', iso3: 'FRA', cur: 'EUR', nid: ['fr_nir'], tax: ['fr_spi'], bank: null, iban: 'FR', cards: ['visa', 'mastercard'], dateFmt: 'dmy/', phone: (r, style = r.pick(['intl', 'nat', 'nat'])) => { const sub = r.chance(0.6) ? `6 39 98 ${r.digits(2)} ${r.digits(2)}` : `1 99 00 ${r.digits(2)} ${r.digits(2)}`; return style === 'nat' ? '0' + sub : style === 'e164' ? '33' + sub.replace(/\D/g, '') : `+33 ${sub}`; }, tollfree: (r) => `0 800 ${r.digits(3)} ${r.digits(3)}`,
    addr: (r) => { const [c, z] = r.pick([['Lyon', '6900'], ['Nantes', '4400'], ['Lille', '5900'], ['Paris', '7501']]); const line = `${r.int(1, 140)}${r.chance(0.2) ? ' bis' : ''} ${r.pick(['rue des Lilas', 'avenue Jean Jaurès', 'boulevard de la Liberté', 'impasse des Tilleuls', 'rue du Moulin'])}`; const pc = z + r.digits(1); return { line, city: c, region: '', pc, full: `${line}, ${pc} ${c}` }; } },
  'fr-BE': { lang: 'fr', cc: 'be', country: 'Belgique', iso3: 'BEL', cur: 'EUR', nid: ['be_nrn'], tax: [], bank: null, iban: 'BE', cards: ['visa', 'mastercard', 'maestro'], dateFmt: 'dmy/', phone: ph('32', (r) => { const s = `4${r.pick(['70', '75', '85', '95'])} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`; return { nat: '0' + s, sub: s }; }), tollfree: (r) => `0800 ${r.digits(2)} ${r.digits(3)}`,
    addr: (r) => { const line = `${r.pick(['Rue Neuve', 'Chaussée de Wavre', 'Avenue Louise', 'Rue des Carmes'])} ${r.int(1, 250)}`; const [c, z] = r.pick([['Bruxelles', '1000'], ['Liège', '4000'], ['Namur', '5000']]); return { line, city: c, region: '', pc: z, full: `${line}, ${z} ${c}` }; } },
  'es-ES': { lang: 'es', cc: 'es', country: 'España', iso3: 'ESP', cur: 'EUR', nid: ['es_dni'], tax: [], bank: null, iban: 'ES', cards: ['visa', 'mastercard'], dateFmt: 'dmy/', phone: ph('34', (r) => { const s = `6${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`; return { nat: s, sub: s }; }), tollfree: (r) => `900 ${r.digits(3)} ${r.digits(3)}`,
    addr: (r) => { const line = `${r.pick(['Calle de Alcalá', 'Calle Mayor', 'Avenida de la Constitución', 'Paseo de Gracia'])}, ${r.int(1, 200)}, ${r.int(1, 8)}º ${r.upper(1)}`; const [c, z] = r.pick([['Madrid', '280'], ['Sevilla', '410'], ['Valencia', '460'], ['Bilbao', '480']]); const pc = z + r.digits(2); return { line, city: c, region: '', pc, full: `${line}, ${pc} ${c}` }; } },
  'es-MX': { lang: 'es', cc: 'mx', country: 'México', iso3: 'MEX', cur: 'MXN', nid: ['mx_curp'], tax: [], bank: 'mx', cards: ['visa', 'mastercard', 'amex'], dateFmt: 'dmy/', phone: ph('52', (r) => { const s = `${r.pick(['55', '33', '81'])} ${r.digits(4)} ${r.digits(4)}`; return { nat: s, sub: s }; }), tollfree: (r) => `800 ${r.digits(3)} ${r.digits(4)}`,
    addr: (r) => { const line = `${r.pick(['Av. Insurgentes Sur', 'Calle Durango', 'Av. Revolución', 'Calle Morelos'])} ${r.int(1, 1800)}, Col. ${r.pick(['Roma Norte', 'Del Valle', 'Centro', 'Narvarte'])}`; const pc = '0' + r.digits(4); return { line, city: 'Ciudad de México', region: 'CDMX', pc, full: `${line}, ${pc} Ciudad de México, CDMX` }; } },
  'it-IT': { lang: 'it', cc: 'it', country: 'Italia', iso3: 'ITA', cur: 'EUR', nid: ['it_cie'], tax: ['it_codice_fiscale'], bank: null, iban: 'IT', cards: ['visa', 'mastercard'], dateFmt: 'dmy/', phone: ph('39', (r) => { const s = `3${r.digits(2)} ${r.digits(3)} ${r.digits(4)}`; return { nat: s, sub: s }; }), tollfree: (r) => `800 ${r.digits(3)} ${r.digits(3)}`,
    addr: (r) => { const line = `${r.pick(['Via Roma', 'Via Garibaldi', 'Corso Vittorio Emanuele II', 'Viale dei Mille', 'Piazza del Popolo'])} ${r.int(1, 180)}`; const [c, z, pr] = r.pick([['Milano', '201', 'MI'], ['Torino', '101', 'TO'], ['Bologna', '401', 'BO'], ['Napoli', '801', 'NA']]); const pc = z + r.digits(2); return { line, city: c, region: pr, pc, full: `${line}, ${pc} ${c} ${pr}` }; } },
  'nl-NL': { lang: 'nl', cc: 'nl', country: 'Nederland', iso3: 'NLD', cur: 'EUR', nid: ['nl_bsn'], tax: [], bank: null, iban: 'NL', cards: ['visa', 'mastercard'], dateFmt: 'dmy-', phone: ph('31', (r) => { const s = `6 ${r.digits(8)}`; return { nat: '0' + s.replace(' ', '-'), sub: s }; }), tollfree: (r) => `0800 ${r.digits(4)}`,
    addr: (r) => { const line = `${r.pick(['Keizersgracht', 'Dorpsstraat', 'Kerkweg', 'Oudegracht', 'Molenstraat'])} ${r.int(1, 400)}${r.chance(0.3) ? '-' + r.pick(['A', 'B', 'hs', '2']) : ''}`; const pc = `${r.int(1000, 9999)} ${r.chars(2, 'ABCDEGHJKLMNPRSTVWXZ')}`; const c = r.pick(['Amsterdam', 'Utrecht', 'Groningen', 'Haarlem']); return { line, city: c, region: '', pc, full: `${line}, ${pc} ${c}` }; } },
  'pl-PL': { lang: 'pl', cc: 'pl', country: 'Polska', iso3: 'POL', cur: 'PLN', nid: ['pl_pesel'], tax: ['pl_nip'], bank: null, iban: 'PL', cards: ['visa', 'mastercard'], dateFmt: 'dmy.', phone: ph('48', (r) => { const s = `${r.pick(['5', '6', '7', '8'])}${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`; return { nat: s, sub: s }; }), tollfree: (r) => `800 ${r.digits(3)} ${r.digits(3)}`,
    addr: (r) => { const line = `ul. ${r.pick(['Marszałkowska', 'Piotrkowska', 'Długa', 'Świętokrzyska', 'Kwiatowa'])} ${r.int(1, 150)}${r.chance(0.5) ? '/' + r.int(1, 60) : ''}`; const [c, z] = r.pick([['Warszawa', '0'], ['Łódź', '9'], ['Kraków', '3'], ['Gdańsk', '8']]); const pc = `${z}${r.digits(1)}-${r.digits(3)}`; return { line, city: c, region: '', pc, full: `${line}, ${pc} ${c}` }; } },
  'pt-BR': { lang: 'pt', cc: 'br', country: 'Brasil', iso3: 'BRA', cur: 'BRL', nid: ['br_cpf'], tax: [], bank: 'br', cards: ['visa', 'mastercard'], dateFmt: 'dmy/', phone: ph('55', (r) => { const d = r.pick(['11', '21', '31', '41']); const s = `9${r.digits(4)}-${r.digits(4)}`; return { nat: `(${d}) ${s}`, sub: `${d} ${s}` }; }), tollfree: (r) => `0800 ${r.digits(3)} ${r.digits(4)}`,
    addr: (r) => { const line = `${r.pick(['Rua das Flores', 'Avenida Paulista', 'Rua Augusta', 'Rua Oscar Freire', 'Avenida Atlântica'])}, ${r.int(1, 3000)}${r.chance(0.4) ? ', apto ' + r.int(11, 184) : ''}`; const [c, uf] = r.pick([['São Paulo', 'SP'], ['Rio de Janeiro', 'RJ'], ['Belo Horizonte', 'MG'], ['Curitiba', 'PR']]); const pc = `${r.digits(5)}-${r.digits(3)}`; return { line, city: c, region: uf, pc, full: `${line} - ${c}/${uf}, ${pc}` }; } },
  'pt-PT': { lang: 'pt', cc: 'pt', country: 'Portugal', iso3: 'PRT', cur: 'EUR', nid: ['pt_cc'], tax: ['pt_nif'], bank: null, iban: 'PT', cards: ['visa', 'mastercard'], dateFmt: 'dmy/', phone: ph('351', (r) => { const s = `9${r.pick(['1', '2', '3', '6'])}${r.digits(1)} ${r.digits(3)} ${r.digits(3)}`; return { nat: s, sub: s }; }), tollfree: (r) => `800 ${r.digits(3)} ${r.digits(3)}`,
    addr: (r) => { const line = `${r.pick(['Rua Augusta', 'Avenida da Liberdade', 'Rua de Santa Catarina', 'Travessa do Carmo'])} ${r.int(1, 300)}, ${r.int(1, 6)}.º ${r.pick(['Esq.', 'Dto.'])}`; const [c, z] = r.pick([['Lisboa', '1'], ['Porto', '4'], ['Coimbra', '3']]); const pc = `${z}${r.digits(3)}-${r.digits(3)}`; return { line, city: c, region: '', pc, full: `${line}, ${pc} ${c}` }; } },
  'sv-SE': { lang: 'sv', cc: 'se', country: 'Sverige', iso3: 'SWE', cur: 'SEK', nid: ['se_personnummer'], tax: [], bank: null, iban: 'SE', cards: ['visa', 'mastercard'], dateFmt: 'iso', phone: ph('46', (r) => { const s = `7${r.pick(['0', '2', '3', '6'])}-${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`; return { nat: '0' + s, sub: s.replace('-', ' ') }; }), tollfree: (r) => `020-${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`,
    addr: (r) => { const line = `${r.pick(['Drottninggatan', 'Storgatan', 'Kungsgatan', 'Järnvägsgatan', 'Sveavägen'])} ${r.int(1, 120)}`; const pc = `${r.int(100, 989)} ${r.digits(2)}`; const c = r.pick(['Stockholm', 'Göteborg', 'Malmö', 'Uppsala']); return { line, city: c, region: '', pc, full: `${line}, ${pc} ${c}` }; } },
  'fi-FI': { lang: 'fi', cc: 'fi', country: 'Suomi', iso3: 'FIN', cur: 'EUR', nid: ['fi_hetu'], tax: [], bank: null, iban: 'FI', cards: ['visa', 'mastercard'], dateFmt: 'dmy.', phone: ph('358', (r) => { const s = `${r.pick(['40', '50', '44'])} ${r.digits(3)} ${r.digits(4)}`; return { nat: '0' + s, sub: s }; }), tollfree: (r) => `0800 ${r.digits(3)} ${r.digits(3)}`,
    addr: (r) => { const line = `${r.pick(['Mannerheimintie', 'Hämeenkatu', 'Aleksanterinkatu', 'Koivukuja'])} ${r.int(1, 90)} ${r.chance(0.5) ? r.chars(1, 'ABC') + ' ' + r.int(1, 40) : ''}`.trim(); const pc = '00' + r.digits(3); return { line, city: r.pick(['Helsinki', 'Tampere', 'Espoo']), region: '', pc, full: `${line}, ${pc} Helsinki` }; } },
  'nb-NO': { lang: 'no', cc: 'no', country: 'Norge', iso3: 'NOR', cur: 'NOK', nid: ['no_fnr'], tax: [], bank: null, iban: 'NO', cards: ['visa', 'mastercard'], dateFmt: 'dmy.', phone: ph('47', (r) => { const s = `${r.pick(['4', '9'])}${r.digits(2)} ${r.digits(2)} ${r.digits(3)}`; return { nat: s, sub: s }; }), tollfree: (r) => `800 ${r.digits(2)} ${r.digits(3)}`,
    addr: (r) => { const line = `${r.pick(['Karl Johans gate', 'Storgata', 'Bryggen', 'Kirkeveien'])} ${r.int(1, 120)}`; const pc = r.digits(4); const c = r.pick(['Oslo', 'Bergen', 'Trondheim']); return { line, city: c, region: '', pc, full: `${line}, ${pc} ${c}` }; } },
  'tr-TR': { lang: 'tr', cc: 'tr', country: 'Türkiye', iso3: 'TUR', cur: 'TRY', nid: ['tr_tckn'], tax: [], bank: null, iban: 'TR', cards: ['troy', 'visa', 'mastercard'], dateFmt: 'dmy.', phone: ph('90', (r) => { const s = `5${r.digits(2)} ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`; return { nat: '0' + s, sub: s }; }), tollfree: (r) => `0850 ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`,
    addr: (r) => { const line = `${r.pick(['Atatürk Cad.', 'Bağdat Cad.', 'İstiklal Cad.', 'Cumhuriyet Mah. Gül Sok.'])} No: ${r.int(1, 300)} D: ${r.int(1, 20)}`; const [c, z] = r.pick([['Kadıköy/İstanbul', '347'], ['Çankaya/Ankara', '066'], ['Konak/İzmir', '352']]); const pc = z + r.digits(2); return { line, city: c, region: '', pc, full: `${line}, ${pc} ${c}` }; } },
  'ru-RU': { lang: 'ru', cc: 'ru', country: 'Россия', iso3: 'RUS', cur: 'RUB', nid: ['ru_snils'], tax: ['ru_inn'], bank: 'ru', cards: ['mir', 'visa'], dateFmt: 'dmy.', phone: ph('7', (r) => { const s = `9${r.digits(2)} ${r.digits(3)}-${r.digits(2)}-${r.digits(2)}`; return { nat: '8 ' + s.replace(/^(\d{3})/, '($1)'), sub: s }; }), tollfree: (r) => `8 800 ${r.digits(3)}-${r.digits(2)}-${r.digits(2)}`,
    addr: (r) => { const line = `ул. ${r.pick(['Тверская', 'Ленина', 'Садовая', 'Пушкинская'])}, д. ${r.int(1, 120)}, кв. ${r.int(1, 300)}`; const [c, z] = r.pick([['Москва', '12'], ['Санкт-Петербург', '19'], ['Казань', '42']]); const pc = z + r.digits(4); return { line, city: c, region: '', pc, full: `${pc}, г. ${c}, ${line}` }; } },
  'el-GR': { lang: 'el', cc: 'gr', country: 'Ελλάδα', iso3: 'GRC', cur: 'EUR', nid: ['gr_amka'], tax: ['gr_afm'], bank: null, iban: 'GR', cards: ['visa', 'mastercard'], dateFmt: 'dmy/', phone: ph('30', (r) => { const s = `69${r.digits(1)} ${r.digits(3)} ${r.digits(4)}`; return { nat: s, sub: s }; }), tollfree: (r) => `800 ${r.digits(3)} ${r.digits(4)}`,
    addr: (r) => { const line = `${r.pick(['Ερμού', 'Πανεπιστημίου', 'Τσιμισκή', 'Αγίου Δημητρίου'])} ${r.int(1, 200)}`; const [c, z] = r.pick([['Αθήνα', '10'], ['Θεσσαλονίκη', '54'], ['Πάτρα', '26']]); const pc = `${z}${r.digits(1)} ${r.digits(2)}`; return { line, city: c, region: '', pc, full: `${line}, ${pc} ${c}` }; } },
  'ar-AE': { lang: 'ar', cc: 'ae', country: 'الإمارات', iso3: 'ARE', cur: 'AED', nid: ['ae_emirates_id'], tax: [], bank: null, iban: 'AE', cards: ['visa', 'mastercard'], dateFmt: 'dmy/', phone: ph('971', (r) => { const s = `5${r.pick(['0', '2', '5', '6'])} ${r.digits(3)} ${r.digits(4)}`; return { nat: '0' + s, sub: s }; }), tollfree: (r) => `800 ${r.digits(4)}`,
    addr: (r) => { const line = `${r.pick(['شارع الشيخ زايد', 'شارع الوصل', 'شارع حمدان'])}، فيلا ${r.int(1, 90)}`; const c = r.pick(['دبي', 'أبوظبي', 'الشارقة']); return { line, city: c, region: '', pc: '', full: `${line}، ${c}` }; } },
  'ar-SA': { lang: 'ar', cc: 'sa', country: 'السعودية', iso3: 'SAU', cur: 'SAR', nid: ['sa_national_id'], tax: [], bank: null, iban: 'SA', cards: ['visa', 'mastercard'], dateFmt: 'dmy/', phone: ph('966', (r) => { const s = `5${r.digits(1)} ${r.digits(3)} ${r.digits(4)}`; return { nat: '0' + s, sub: s }; }), tollfree: (r) => `800 ${r.digits(3)} ${r.digits(4)}`,
    addr: (r) => { const line = `${r.int(1000, 9999)} ${r.pick(['طريق الملك فهد', 'شارع التحلية', 'طريق الأمير سلطان'])}، حي ${r.pick(['العليا', 'الملز', 'الروضة'])}`; const c = r.pick(['الرياض', 'جدة']); const pc = '1' + r.digits(4); return { line, city: c, region: '', pc, full: `${line}، ${c} ${pc}` }; } },
  'ja-JP': { lang: 'ja', cc: 'jp', country: '日本', iso3: 'JPN', cur: 'JPY', nid: ['jp_my_number'], tax: [], bank: 'jp', cards: ['jcb', 'visa', 'mastercard'], dateFmt: 'ja', phone: ph('81', (r) => { const s = `${r.pick(['90', '80', '70'])}-${r.digits(4)}-${r.digits(4)}`; return { nat: '0' + s, sub: s.replace(/-/g, ' ') }; }), tollfree: (r) => `0120-${r.digits(3)}-${r.digits(3)}`,
    addr: (r) => { const line = `${r.pick(['東京都渋谷区神南', '大阪府大阪市北区梅田', '神奈川県横浜市中区山下町', '京都府京都市中京区烏丸通'])}${r.int(1, 5)}-${r.int(1, 30)}-${r.int(1, 20)}`; const pc = `${r.digits(3)}-${r.digits(4)}`; return { line, city: '', region: '', pc, full: `〒${pc} ${line}` }; } },
  'zh-CN': { lang: 'zh', cc: 'cn', country: '中国', iso3: 'CHN', cur: 'CNY', nid: ['cn_resident_id'], tax: [], bank: null, cards: ['unionpay'], dateFmt: 'zh', phone: ph('86', (r) => { const s = `1${r.pick(['38', '39', '58', '86', '77'])} ${r.digits(4)} ${r.digits(4)}`; return { nat: s, sub: s }; }), tollfree: (r) => `400-${r.digits(3)}-${r.digits(4)}`,
    addr: (r) => { const line = `${r.pick(['北京市朝阳区建国路', '上海市浦东新区世纪大道', '广州市天河区天河路', '成都市武侯区人民南路'])}${r.int(1, 300)}号${r.int(1, 30)}栋${r.int(101, 2805)}室`; const pc = r.digits(6); return { line, city: '', region: '', pc, full: line }; } },
  'ko-KR': { lang: 'ko', cc: 'kr', country: '대한민국', iso3: 'KOR', cur: 'KRW', nid: ['kr_rrn'], tax: [], bank: 'kr', cards: ['visa', 'mastercard'], dateFmt: 'ko', phone: ph('82', (r) => { const s = `10-${r.digits(4)}-${r.digits(4)}`; return { nat: '0' + s, sub: s.replace(/-/g, ' ') }; }), tollfree: (r) => `1588-${r.digits(4)}`,
    addr: (r) => { const line = `${r.pick(['서울특별시 강남구 테헤란로', '부산광역시 해운대구 해운대로', '서울특별시 마포구 월드컵북로'])} ${r.int(1, 500)}, ${r.int(101, 1503)}호`; const pc = r.digits(5); return { line, city: '', region: '', pc, full: line }; } },
};
export const LOCALE_IDS = Object.keys(LOCALES);

// ---------- dates ----------
const MONTHS = {
  en: 'January,February,March,April,May,June,July,August,September,October,November,December', de: 'Januar,Februar,März,April,Mai,Juni,Juli,August,September,Oktober,November,Dezember',
  fr: 'janvier,février,mars,avril,mai,juin,juillet,août,septembre,octobre,novembre,décembre', es: 'enero,febrero,marzo,abril,mayo,junio,julio,agosto,septiembre,octubre,noviembre,diciembre',
  it: 'gennaio,febbraio,marzo,aprile,maggio,giugno,luglio,agosto,settembre,ottobre,novembre,dicembre', nl: 'januari,februari,maart,april,mei,juni,juli,augustus,september,oktober,november,december',
  pl: 'stycznia,lutego,marca,kwietnia,maja,czerwca,lipca,sierpnia,września,października,listopada,grudnia', pt: 'janeiro,fevereiro,março,abril,maio,junho,julho,agosto,setembro,outubro,novembro,dezembro',
  sv: 'januari,februari,mars,april,maj,juni,juli,augusti,september,oktober,november,december', fi: 'tammikuuta,helmikuuta,maaliskuuta,huhtikuuta,toukokuuta,kesäkuuta,heinäkuuta,elokuuta,syyskuuta,lokakuuta,marraskuuta,joulukuuta',
  no: 'januar,februar,mars,april,mai,juni,juli,august,september,oktober,november,desember', tr: 'Ocak,Şubat,Mart,Nisan,Mayıs,Haziran,Temmuz,Ağustos,Eylül,Ekim,Kasım,Aralık',
  ru: 'января,февраля,марта,апреля,мая,июня,июля,августа,сентября,октября,ноября,декабря', el: 'Ιανουαρίου,Φεβρουαρίου,Μαρτίου,Απριλίου,Μαΐου,Ιουνίου,Ιουλίου,Αυγούστου,Σεπτεμβρίου,Οκτωβρίου,Νοεμβρίου,Δεκεμβρίου',
  ar: 'يناير,فبراير,مارس,أبريل,مايو,يونيو,يوليو,أغسطس,سبتمبر,أكتوبر,نوفمبر,ديسمبر',
};
export const monthName = (lang, m) => (MONTHS[lang] || MONTHS.en).split(',')[m - 1];
export function fmtDate(d, fmt, lang = 'en') {
  const { y, m } = d, dd = p2(d.d), mm = p2(m);
  switch (fmt) {
    case 'ymd': return `${y}${mm}${dd}`;
    case 'iso': return `${y}-${mm}-${dd}`;
    case 'mdy': return `${mm}/${dd}/${y}`;
    case 'dmy/': return `${dd}/${mm}/${y}`;
    case 'dmy.': return `${dd}.${mm}.${y}`;
    case 'dmy-': return `${dd}-${mm}-${y}`;
    case 'ja': return `${y}年${m}月${d.d}日`;
    case 'zh': return `${y}年${m}月${d.d}日`;
    case 'ko': return `${y}년 ${m}월 ${d.d}일`;
    case 'ddMONyy': return `${dd}${'JAN,FEB,MAR,APR,MAY,JUN,JUL,AUG,SEP,OCT,NOV,DEC'.split(',')[m - 1]}${String(y).slice(2)}`;
    case 'yymmdd': return `${String(y).slice(2)}${mm}${dd}`;
    case 'words': {
      if (lang === 'en') return `${d.d} ${monthName('en', m)} ${y}`;
      if (lang === 'ja' || lang === 'zh') return `${y}年${m}月${d.d}日`;
      if (lang === 'ko') return `${y}년 ${m}월 ${d.d}일`;
      if (lang === 'de' || lang === 'no' || lang === 'fi') return `${d.d}. ${monthName(lang, m)} ${y}`;
      if (lang === 'es' || lang === 'pt') return `${d.d} de ${monthName(lang, m)} de ${y}`;
      if (lang === 'ru') return `${d.d} ${monthName(lang, m)} ${y} г.`;
      return `${d.d} ${monthName(lang, m)} ${y}`;
    }
  }
  throw new Error('bad fmt ' + fmt);
}
export const localDate = (d, loc) => fmtDate(d, loc.dateFmt, loc.lang);

// ---------- human-written notes ----------
// {name} person label, {val} a labelled value from the record, {val2} a second one (optional),
// {org} company (negative), {ticket} ticket no. (negative), {date} non-birth date (negative), {product} product (negative),
// [[kind:text]] literal hard negative.
export const NOTES = {
  en: [
    'Hi team — ticket {ticket}: the import for {name} keeps failing in {product} since the {date} release. The value it chokes on is {val}. [[public_figure:Ada Lovelace]] would be ashamed of this parser. Can someone at {org} take a look before [[month_weekday:Friday]]?',
    'Prompt: You are a data-quality assistant at {org}. Summarise the record below for the case file {ticket} and flag anything wrong with {name}\'s entry (contact {val}). Do not contact the customer.',
    '[[sentence_start:Escalation]] from the [[job_title:Claims Manager]]: {name} called about {ticket}; callback number on file is {val}. Record quoted below as received on {date}.',
  ],
  de: [
    'Hallo zusammen, zu Ticket {ticket}: Der [[grammar_capitalised:Datensatz]] von {name} bleibt seit dem [[grammar_capitalised:Update]] am {date} in {product} hängen. Betroffener [[grammar_capitalised:Wert]]: {val}. Bitte kurze [[grammar_capitalised:Rückmeldung]] an die [[grammar_capitalised:Buchhaltung]] von {org}.',
    'Frage an den Assistenten: Prüfe bitte die folgende [[grammar_capitalised:Nachricht]] für {name} (Kontakt {val}) und fasse die [[grammar_capitalised:Fehler]] zusammen. Vorgang {ticket}, eingegangen am {date} bei {org}.',
  ],
  fr: ['Bonjour, suite au ticket {ticket} : le dossier de {name} est rejeté par {product} depuis le {date}. Valeur en cause : {val}. Merci de vérifier avec le service client de {org} avant [[month_weekday:lundi]].',
    'Consigne : résume l\'enregistrement ci-dessous pour {org} et signale les anomalies concernant {name} ({val}). Référence {ticket}. [[fictional_character:Arsène Lupin]] n\'a rien à voir ici.'],
  es: ['Hola equipo, incidencia {ticket}: el registro de {name} falla en {product} desde el {date}. El valor problemático es {val}. ¿Alguien de {org} puede revisarlo antes del [[month_weekday:viernes]]?',
    'Instrucción: resume el mensaje siguiente para el expediente {ticket} de {org} e indica errores en los datos de {name} ({val}).'],
  it: ['Ciao a tutti, ticket {ticket}: il record di {name} viene scartato da {product} dal {date}. Valore incriminato: {val}. Qualcuno di {org} può controllare entro [[month_weekday:venerdì]]?',
    'Richiesta: riassumi il messaggio seguente per la pratica {ticket} ({org}) e segnala anomalie nei dati di {name}, recapito {val}. [[eponymous_organisation:Fondazione Enzo Ferrari]] non è coinvolta.'],
  nl: ['Hoi allemaal, ticket {ticket}: het record van {name} blijft sinds {date} hangen in {product}. Het probleemveld is {val}. Kan iemand van {org} ernaar kijken vóór [[month_weekday:donderdag]]?',
    'Opdracht: vat het onderstaande bericht samen voor dossier {ticket} van {org} en markeer fouten bij {name} ({val}).'],
  pl: ['Cześć, zgłoszenie {ticket}: rekord klienta {name} jest odrzucany przez {product} od {date}. Problematyczna wartość: {val}. Czy ktoś z {org} może to sprawdzić do [[month_weekday:piątku]]?',
    'Polecenie: streść poniższy komunikat dla sprawy {ticket} ({org}) i wskaż błędy w danych {name} (kontakt {val}).'],
  pt: ['Olá equipa, pedido {ticket}: o registo de {name} falha no {product} desde {date}. Valor em causa: {val}. Alguém da {org} pode verificar até [[month_weekday:sexta-feira]]?',
    'Instrução: resuma a mensagem abaixo para o processo {ticket} da {org} e aponte inconsistências nos dados de {name} ({val}).'],
  sv: ['Hej, ärende {ticket}: posten för {name} fastnar i {product} sedan {date}. Värdet som orsakar felet: {val}. Kan någon på {org} titta på det före [[month_weekday:fredag]]?',
    'Uppdrag: sammanfatta meddelandet nedan för ärende {ticket} hos {org} och markera fel i uppgifterna för {name} ({val}).'],
  fi: ['Hei, tiketti {ticket}: henkilön {name} tietue jumittaa {product}-järjestelmässä {date} alkaen. Ongelmallinen arvo: {val}. Voisiko joku {org}:lta katsoa?'],
  no: ['Hei, sak {ticket}: posten for {name} feiler i {product} siden {date}. Verdien som feiler er {val}. Kan noen hos {org} se på det før [[month_weekday:fredag]]?'],
  tr: ['Merhaba, kayıt {ticket}: {name} adlı müşterinin verisi {date} tarihinden beri {product} tarafından reddediliyor. Sorunlu değer: {val}. {org} ekibinden biri bakabilir mi?',
    'Talimat: aşağıdaki mesajı {org} için {ticket} numaralı dosyaya özetle ve {name} ({val}) verilerindeki hataları işaretle.'],
  ru: ['Коллеги, заявка {ticket}: запись клиента {name} с {date} отклоняется системой {product}. Проблемное значение: {val}. Может кто-нибудь из {org} посмотреть до [[month_weekday:пятницы]]?',
    'Задание: кратко перескажи сообщение ниже для дела {ticket} ({org}) и отметь ошибки в данных {name} (контакт {val}). [[fictional_character:Шерлок Холмс]] тут ни при чём.'],
  el: ['Καλησπέρα, αίτημα {ticket}: η εγγραφή του/της {name} απορρίπτεται από το {product} από τις {date}. Προβληματική τιμή: {val}. Μπορεί κάποιος από την {org} να το δει;'],
  ar: ['مرحباً، التذكرة {ticket}: سجل العميل {name} يُرفض في نظام {product} منذ {date}. القيمة المسببة للخطأ: {val}. هل يمكن لفريق {org} مراجعته؟',
    'المهمة: لخّص الرسالة التالية لملف القضية {ticket} لدى {org} وحدد الأخطاء في بيانات {name} ({val}).'],
  ja: ['お疲れさまです。チケット{ticket}の件、{name}様のレコードが{date}以降{product}で取り込みエラーになっています。問題の値は{val}です。{org}の担当の方、確認をお願いします。',
    '指示：以下のメッセージを{org}の案件{ticket}向けに要約し、{name}様（連絡先 {val}）のデータの誤りを指摘してください。'],
  zh: ['大家好，工单{ticket}：客户{name}的记录自{date}起在{product}中导入失败。出错的字段值是{val}。请{org}的同事帮忙看一下。',
    '任务：请为{org}的案件{ticket}总结以下报文，并指出{name}（联系方式 {val}）数据中的错误。'],
  ko: ['안녕하세요, 티켓 {ticket} 관련입니다. {name} 고객 레코드가 {date}부터 {product}에서 계속 오류가 납니다. 문제 값은 {val}입니다. {org} 담당자분 확인 부탁드립니다.',
    '지시: 아래 메시지를 {org}의 사건 {ticket}용으로 요약하고 {name}({val}) 데이터의 오류를 표시하세요.'],
};

export const ORGS = { en: ['Harrington Mutual', 'Bluegate Logistics', 'Northwind Health', 'Pemberton Freight Ltd'], de: ['Nordwind Logistik GmbH', 'Krankenkasse Rheinland', 'Stadtwerke Bergheim'], fr: ['Transports Garnier SA', 'Mutuelle Atlantique'], es: ['Seguros Iberia', 'Logística del Sur SL'], it: ['Assicurazioni Lombarde', 'Ferrari Trasporti Srl'], nl: ['Zorgverzekeraar Delta', 'Van Dijk Transport BV'], pl: ['Kowalczyk Logistyka sp. z o.o.', 'Bank Wiślany'], pt: ['Seguradora Atlântico', 'Transportes Carvalho Lda'], sv: ['Lindqvist Frakt AB', 'Försäkrings AB Norrsken'], fi: ['Virtanen Logistiikka Oy'], no: ['Haugen Frakt AS'], tr: ['Anadolu Sigorta', 'Yılmaz Lojistik A.Ş.'], ru: ['ООО «Северный Транзит»', 'Банк Волга'], el: ['Ασφαλιστική Αιγαίου', 'Οικονόμου Μεταφορές Α.Ε.'], ar: ['مجموعة الخليج للتأمين', 'شركة النخبة للخدمات اللوجستية'], ja: ['株式会社さくらロジスティクス', '東和損害保険'], zh: ['华信物流有限公司', '长城保险'], ko: ['한빛물류 주식회사', '대한손해보험'] };
export const PRODUCTS = ['Mirth Connect', 'Rhapsody', 'BizTalk', 'SAP PI', 'Kafka Connect', 'MuleSoft', 'Epic Bridges', 'Boomi', 'Corepoint', 'Talend'];
