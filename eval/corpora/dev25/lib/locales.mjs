// Locale formats: people, phones, addresses, birth dates, bank accounts, IBANs, payment cards.
import * as C from './checks.mjs';
import { NAMES } from './names.mjs';
import { GEN, cfCheckChar } from './ids.mjs';
import { UPPER, DIG } from './rng.mjs';
import { LANG } from './lang.mjs';
const p2 = (n) => String(n).padStart(2, '0');
const sp = (s, sizes, sep = ' ') => { const o = []; let i = 0; for (const n of sizes) { o.push(s.slice(i, i + n)); i += n; } return o.join(sep); };

// r = rng. Each phone fn returns [value, type].
export const LOCALES = {
  'en-GB': { lang: 'en', names: 'anglo', cc: 'GB', iban: 'GB', nat: ['uk_nino'], tax: [], pass: ['uk_passport'], bank: ['gb_sort_account'], mail: ['gmail.com', 'btinternet.com', 'outlook.com', 'yahoo.co.uk', 'hotmail.co.uk'], dob: ['DD/MM/YYYY', 'D MONTH YYYY', 'DD/MM/YY', 'DD.MM.YYYY'], cur: (a) => `£${a}`,
    phone: (r) => r.weighted([[() => [r.pick(['07700 900', '+44 7700 900', '+44 (0)7700 900']) + r.digits(3), 'uk_mobile'], 5], [() => [r.pick(['020 7946 0', '+44 20 7946 0']) + r.digits(3), 'uk_landline'], 2], [() => [r.pick(['0113 496 0', '0161 496 0', '0117 496 0']) + r.digits(3), 'uk_landline'], 2]])(),
    addr: (r) => { const c = r.pick([['Leeds', 'LS6'], ['Bristol', 'BS7'], ['Norwich', 'NR2'], ['Sheffield', 'S11'], ['Cardiff', 'CF24'], ['Stockport', 'SK4']]); return [`${r.int(1, 220)} ${r.pick(['Elm Grove', 'Hartley Road', 'Chapel Lane', 'Beechwood Avenue', 'Mill Close', 'Victoria Terrace', 'Orchard Way'])}`, `${c[0]} ${c[1]} ${r.int(1, 9)}${r.chars(2, 'ABDEFGHJLNPQRSTUWXYZ')}`]; } },
  'en-US': { lang: 'en', names: 'us', cc: 'US', iban: null, nat: ['us_ssn'], tax: ['us_ein', 'us_itin'], pass: ['us_passport'], bank: ['us_routing_account'], mail: ['gmail.com', 'yahoo.com', 'aol.com', 'icloud.com', 'comcast.net'], dob: ['MM/DD/YYYY', 'MONTH D, YYYY', 'M/D/YY', 'YYYY-MM-DD'], cur: (a) => `$${a}`,
    phone: (r) => { const ac = r.pick(['312', '773', '415', '206', '512', '617', '404', '303']); const n = `555-01${r.digits(2)}`; return [r.pick([`(${ac}) ${n}`, `${ac}-${n}`, `+1 ${ac} ${n}`, `${ac}.${n.replace('-', '.')}`]), 'us_phone']; },
    addr: (r) => { const c = r.pick([['Springfield', 'IL', '627'], ['Dayton', 'OH', '454'], ['Tacoma', 'WA', '984'], ['Durham', 'NC', '277'], ['Tucson', 'AZ', '857'], ['Madison', 'WI', '537']]); return [`${r.int(10, 9899)} ${r.pick(['Maple Ave', 'N Oak St', 'Cedar Ridge Dr', 'W 3rd St', 'Lakeview Blvd', 'Pinecrest Ct'])}${r.chance(0.3) ? ', Apt ' + r.int(1, 40) : ''}`, `${c[0]}, ${c[1]} ${c[2]}${r.digits(2)}`]; } },
  'en-IE': { lang: 'en', names: 'ie', cc: 'IE', iban: 'IE', nat: ['ie_ppsn'], tax: [], pass: ['ie_passport'], bank: [], mail: ['gmail.com', 'eircom.net', 'hotmail.com'], dob: ['DD/MM/YYYY', 'D MONTH YYYY', 'DD-MM-YY'], cur: (a) => `€${a}`,
    phone: (r) => [r.pick(['08', '+353 8']) + r.pick(['3', '5', '6', '7']) + ' ' + r.digits(3) + ' ' + r.digits(4), 'ie_mobile'],
    addr: (r) => { const c = r.pick([['Ballincollig, Co. Cork', 'P31'], ['Galway', 'H91'], ['Dundalk, Co. Louth', 'A91'], ['Ennis, Co. Clare', 'V95']]); return [`${r.int(1, 120)} ${r.pick(['Church Road', 'Main Street', 'Oakpark Drive', 'Sli na Habhann'])}`, `${c[0]}, ${c[1]} ${r.chars(4, 'ACDEFHKNPRTVWXY0123456789')}`]; } },
  'en-AU': { lang: 'en', names: 'au', cc: 'AU', iban: null, nat: ['au_medicare'], tax: ['au_tfn'], pass: ['au_passport'], bank: ['au_bsb_account'], mail: ['bigpond.com', 'gmail.com', 'outlook.com.au', 'optusnet.com.au'], dob: ['DD/MM/YYYY', 'D MONTH YYYY', 'D/M/YY'], cur: (a) => `A$${a}`,
    phone: (r) => r.chance(0.6) ? [r.pick(['0491 57', '+61 491 57']) + r.int(0, 9) + ' ' + r.digits(3), 'au_mobile'] : [r.pick(['(02) 5550 ', '(03) 7010 ', '+61 2 5550 ']) + r.digits(4), 'au_landline'],
    addr: (r) => { const c = r.pick([['Fitzroy', 'VIC', '3065'], ['Newtown', 'NSW', '2042'], ['Toowong', 'QLD', '4066'], ['Fremantle', 'WA', '6160']]); return [`${r.int(1, 150)} ${r.pick(['Wattle St', 'Bligh Rd', 'Kingfisher Cres', 'Banksia Ave'])}`, `${c[0]} ${c[1]} ${c[2]}`]; } },
  'en-IN': { lang: 'en', names: 'in_lat', cc: 'IN', iban: null, nat: ['in_aadhaar'], tax: ['in_pan'], pass: ['in_passport'], bank: ['in_ifsc_account'], mail: ['gmail.com', 'rediffmail.com', 'yahoo.co.in'], dob: ['DD/MM/YYYY', 'DD-MM-YYYY', 'D MONTH YYYY'], cur: (a) => `₹${a}`, phone: (r) => [r.pick(['+91 ', '', '0']) + r.pick('6789') + r.digits(4) + ' ' + r.digits(5), 'in_mobile'],
    addr: (r) => { const c = r.pick([['Bengaluru', '5600'], ['Pune', '4110'], ['Chennai', '6000'], ['Kochi', '6820']]); return [`Flat ${r.int(1, 12)}${r.pick('ABCD')}, ${r.pick(['Shanti Apartments', 'Green Glen Layout', 'Sai Residency'])}, ${r.pick(['MG Road', '4th Cross', 'Station Road'])}`, `${c[0]} ${c[1]}${r.digits(2)}`]; } },
  'de-DE': { lang: 'de', names: 'de', cc: 'DE', iban: 'DE', nat: ['de_personalausweis', 'de_svnr'], tax: ['de_steuer_id'], pass: ['de_passport'], bank: ['de_kto_blz'], mail: ['web.de', 'gmx.de', 't-online.de', 'gmail.com', 'posteo.de', 'freenet.de'], dob: ['DD.MM.YYYY', 'D. MONTH YYYY', 'DD.MM.YY', 'D.M.YYYY'], cur: (a) => `${a.replace('.', ',')} €`,
    phone: (r) => r.chance(0.65) ? [r.pick(['015', '016', '017']) + r.int(1, 9) + r.pick([' ', '/', '-', '']) + r.digits(7), 'de_mobile'] : [r.pick(['+49 30 ', '030 ', '0221 ', '+49 89 ', '0711-', '0341 ']) + r.digits(r.int(6, 8)), 'de_landline'],
    addr: (r) => { const c = r.pick([['Berlin', '10'], ['Leipzig', '04'], ['Köln', '50'], ['Freiburg im Breisgau', '79'], ['Kassel', '34'], ['Münster', '48']]); return [`${r.pick(['Lindenstraße', 'Am Sportplatz', 'Kirchgasse', 'Gartenweg', 'Heinrich-Heine-Str.', 'Birkenallee', 'Mühlbachweg'])} ${r.int(1, 120)}${r.chance(0.2) ? r.pick('abc') : ''}`, `${c[1]}${r.digits(3)} ${c[0]}`]; } },
  'de-AT': { lang: 'de', names: 'at', cc: 'AT', iban: 'AT', nat: ['at_svnr'], tax: [], pass: ['at_passport'], bank: [], mail: ['gmx.at', 'aon.at', 'chello.at', 'gmail.com'], dob: ['DD.MM.YYYY', 'D. MONTH YYYY'], cur: (a) => `€ ${a.replace('.', ',')}`,
    phone: (r) => [r.pick(['0664 ', '0676 ', '0699 ', '+43 664 ', '+43 650 ']) + r.digits(7), 'at_mobile'],
    addr: (r) => { const c = r.pick([['Wien', '1' + r.pick(['04', '07', '12', '16']) + '0'], ['Graz', '8010'], ['Linz', '4020'], ['Innsbruck', '6020']]); return [`${r.pick(['Hauptstraße', 'Schulgasse', 'Am Anger', 'Kirchenplatz'])} ${r.int(1, 60)}${r.chance(0.5) ? '/' + r.int(1, 20) : ''}`, `${c[1]} ${c[0]}`]; } },
  'de-CH': { lang: 'de', names: 'ch', cc: 'CH', iban: 'CH', nat: ['ch_ahv'], tax: [], pass: ['ch_passport'], bank: [], mail: ['bluewin.ch', 'gmx.ch', 'sunrise.ch', 'gmail.com'], dob: ['DD.MM.YYYY', 'D. MONTH YYYY'], cur: (a) => `CHF ${a}`,
    phone: (r) => [r.pick(['079 ', '078 ', '076 ', '+41 79 ', '+41 76 ']) + r.digits(3) + ' ' + r.digits(2) + ' ' + r.digits(2), 'ch_mobile'],
    addr: (r) => { const c = r.pick([['Zürich', '80'], ['Winterthur', '84'], ['Bern', '30'], ['Luzern', '60'], ['St. Gallen', '90']]); return [`${r.pick(['Bahnhofstrasse', 'Dorfstrasse', 'Rebbergweg', 'Seefeldstrasse'])} ${r.int(1, 90)}`, `${c[1]}${r.digits(2)} ${c[0]}`]; } },
  'fr-FR': { lang: 'fr', names: 'fr', cc: 'FR', iban: 'FR', nat: ['fr_nir'], tax: ['fr_spi'], pass: ['fr_passport'], bank: ['fr_rib'], mail: ['orange.fr', 'free.fr', 'laposte.net', 'gmail.com', 'sfr.fr', 'wanadoo.fr'], dob: ['DD/MM/YYYY', 'D MONTH YYYY', 'DD/MM/YY'], cur: (a) => `${a.replace('.', ',')} €`,
    phone: (r) => r.chance(0.7) ? (r.chance(0.2) ? ['06.39.98.' + sp(r.digits(4), [2, 2], '.'), 'fr_mobile'] : [r.pick(['06 39 98 ', '+33 6 39 98 ', '+33 (0)6 39 98 ']) + sp(r.digits(4), [2, 2]), 'fr_mobile']) : [r.pick(['01 99 00 ', '+33 1 99 00 ']) + sp(r.digits(4), [2, 2]), 'fr_landline'],
    addr: (r) => { const c = r.pick([['Lyon', '6900'], ['Nantes', '4400'], ['Lille', '5900'], ['Montpellier', '3400'], ['Rennes', '3500'], ['Toulouse', '3100']]); return [`${r.int(1, 140)}${r.chance(0.15) ? ' bis' : ''} ${r.pick(['rue des Lilas', 'avenue Jean-Jaurès', 'impasse du Moulin', 'boulevard Voltaire', 'allée des Tilleuls', 'rue de la République'])}`, `${c[1]}${r.int(1, 9)} ${c[0]}`]; } },
  'fr-BE': { lang: 'fr', names: 'be', cc: 'BE', iban: 'BE', nat: ['be_rrn'], tax: [], pass: ['be_passport'], bank: [], mail: ['skynet.be', 'telenet.be', 'gmail.com', 'proximus.be'], dob: ['DD/MM/YYYY', 'D MONTH YYYY'], cur: (a) => `${a.replace('.', ',')} €`,
    phone: (r) => [r.pick(['0470 ', '0475 ', '0486 ', '+32 477 ', '+32 496 ']) + sp(r.digits(6), [2, 2, 2]), 'be_mobile'],
    addr: (r) => { const c = r.pick([['Wavre', '1300'], ['Namur', '5000'], ['Liège', '4000'], ['Bruxelles', '1050'], ['Mons', '7000']]); return [`${r.pick(['Rue de la Station', 'Chaussée de Louvain', 'Avenue des Combattants', 'Rue du Moulin'])} ${r.int(1, 200)}${r.chance(0.2) ? '/b' + r.int(1, 9) : ''}`, `${c[1]} ${c[0]}`]; } },
  'es-ES': { lang: 'es', names: 'es', cc: 'ES', iban: 'ES', nat: ['es_dni', 'es_nie'], tax: ['es_nif'], pass: ['es_passport'], bank: ['es_ccc'], mail: ['gmail.com', 'hotmail.es', 'telefonica.net', 'yahoo.es'], dob: ['DD/MM/YYYY', 'D de MONTH de YYYY', 'DD-MM-YYYY'], cur: (a) => `${a.replace('.', ',')} €`,
    phone: (r) => [r.pick(['6', '7', '+34 6', '+34 7']) + r.digits(2) + ' ' + sp(r.digits(6), [3, 3], r.pick([' ', ''])), 'es_mobile'],
    addr: (r) => { const c = r.pick([['Madrid', '280'], ['Zaragoza', '500'], ['Sevilla', '410'], ['Valencia', '460'], ['Bilbao', '480']]); return [`${r.pick(['C/ Mayor', 'Avda. de la Constitución', 'Calle del Olmo', 'Pza. San Roque'])} ${r.int(1, 90)}, ${r.int(1, 8)}º ${r.pick('ABCD')}`, `${c[1]}${r.digits(2)} ${c[0]}`]; } },
  'es-MX': { lang: 'es', names: 'mx', cc: 'MX', iban: null, nat: ['mx_curp'], tax: ['mx_rfc'], pass: ['mx_passport'], bank: ['mx_clabe'], mail: ['gmail.com', 'hotmail.com', 'prodigy.net.mx', 'yahoo.com.mx'], dob: ['DD/MM/YYYY', 'D de MONTH de YYYY'], cur: (a) => `$${a} MXN`,
    phone: (r) => [r.pick(['55 ', '+52 55 ', '33 ', '+52 1 81 ']) + sp(r.digits(8), [4, 4], r.pick([' ', '-'])), 'mx_phone'],
    addr: (r) => [`${r.pick(['Calle Hidalgo', 'Av. Insurgentes Sur', 'Calle Morelos', 'Privada Jacarandas'])} ${r.int(10, 999)}${r.chance(0.4) ? ' Int. ' + r.int(1, 12) : ''}, Col. ${r.pick(['Centro', 'Roma Norte', 'Del Valle', 'Americana'])}`, `${r.digits(5)} ${r.pick(['Ciudad de México, CDMX', 'Guadalajara, Jal.', 'Monterrey, N.L.', 'Puebla, Pue.'])}`] },
  'it-IT': { lang: 'it', names: 'it', cc: 'IT', iban: 'IT', nat: ['it_cie'], tax: ['it_codice_fiscale'], pass: ['it_passport'], bank: [], mail: ['libero.it', 'virgilio.it', 'gmail.com', 'tiscali.it', 'alice.it'], dob: ['DD/MM/YYYY', 'D MONTH YYYY', 'DD.MM.YYYY'], cur: (a) => `€ ${a.replace('.', ',')}`,
    phone: (r) => [r.pick(['3', '+39 3']) + r.pick(['33', '47', '28', '40', '89']) + ' ' + r.digits(3) + ' ' + r.digits(4), 'it_mobile'],
    addr: (r) => { const c = r.pick([['Milano', '201', 'MI'], ['Bologna', '401', 'BO'], ['Torino', '101', 'TO'], ['Bari', '701', 'BA'], ['Verona', '371', 'VR']]); return [`${r.pick(['Via Garibaldi', 'Via dei Mille', 'Piazza Cavour', 'Via Roma', 'Viale Trieste'])} ${r.int(1, 150)}`, `${c[1]}${r.digits(2)} ${c[0]} (${c[2]})`]; } },
  'nl-NL': { lang: 'nl', names: 'nl', cc: 'NL', iban: 'NL', nat: ['nl_bsn'], tax: [], pass: ['nl_passport'], bank: [], mail: ['ziggo.nl', 'kpnmail.nl', 'gmail.com', 'hotmail.nl', 'xs4all.nl'], dob: ['DD-MM-YYYY', 'D MONTH YYYY', 'DD/MM/YYYY'], cur: (a) => `€ ${a.replace('.', ',')}`,
    phone: (r) => [r.pick(['06-', '06 ', '+31 6 ', '+316']) + r.digits(8), 'nl_mobile'],
    addr: (r) => { const c = r.pick([['Utrecht', '35'], ['Zwolle', '80'], ['Haarlem', '20'], ['Groningen', '97'], ['Eindhoven', '56']]); return [`${r.pick(['Kerkstraat', 'Dorpsweg', 'Molenlaan', 'Prinsengracht', 'Schoolstraat'])} ${r.int(1, 200)}${r.chance(0.2) ? '-' + r.pick(['A', 'bis', '2']) : ''}`, `${c[1]}${r.digits(2)} ${r.chars(2, 'ABCDEGHJKLMNPRTVWXZ')} ${c[0]}`]; } },
  'pt-PT': { lang: 'pt', names: 'pt', cc: 'PT', iban: 'PT', nat: ['pt_cc'], tax: ['pt_nif'], pass: ['pt_passport'], bank: [], mail: ['sapo.pt', 'gmail.com', 'hotmail.com', 'netcabo.pt'], dob: ['DD/MM/YYYY', 'D de MONTH de YYYY', 'DD-MM-YYYY'], cur: (a) => `${a.replace('.', ',')} €`,
    phone: (r) => [r.pick(['9', '+351 9']) + r.pick(['1', '2', '3', '6']) + r.digits(1) + ' ' + r.digits(3) + ' ' + r.digits(3), 'pt_mobile'],
    addr: (r) => { const c = r.pick([['Porto', '40'], ['Lisboa', '11'], ['Braga', '47'], ['Coimbra', '30']]); return [`${r.pick(['Rua das Flores', 'Av. da Liberdade', 'Travessa do Carmo', 'Rua de Santa Catarina'])}, ${r.int(1, 300)}, ${r.int(1, 5)}.º ${r.pick(['Esq.', 'Dto.'])}`, `${c[1]}${r.digits(2)}-${r.digits(3)} ${c[0]}`]; } },
  'pt-BR': { lang: 'pt', names: 'br', cc: 'BR', iban: 'BR', nat: ['br_rg'], tax: ['br_cpf'], pass: ['br_passport'], bank: ['br_agencia_conta'], mail: ['gmail.com', 'hotmail.com', 'uol.com.br', 'bol.com.br', 'terra.com.br'], dob: ['DD/MM/YYYY', 'D de MONTH de YYYY'], cur: (a) => `R$ ${a.replace('.', ',')}`,
    phone: (r) => [r.pick(['(11) 9', '(21) 9', '+55 11 9', '(31) 9', '(51) 9']) + r.digits(4) + '-' + r.digits(4), 'br_mobile'],
    addr: (r) => [`${r.pick(['Rua Augusta', 'Av. Paulista', 'Rua das Laranjeiras', 'Travessa Boa Vista'])}, ${r.int(10, 2500)}${r.chance(0.5) ? ', apto ' + r.int(11, 184) : ''} - ${r.pick(['Consolação', 'Centro', 'Botafogo', 'Savassi'])}`, `${r.pick(['São Paulo - SP', 'Rio de Janeiro - RJ', 'Belo Horizonte - MG', 'Porto Alegre - RS'])}, ${r.digits(5)}-${r.digits(3)}`] },
  'pl-PL': { lang: 'pl', names: 'pl', cc: 'PL', iban: 'PL', nat: ['pl_pesel', 'pl_dowod'], tax: ['pl_nip'], pass: ['pl_passport'], bank: ['pl_nrb'], mail: ['wp.pl', 'onet.pl', 'interia.pl', 'gmail.com', 'o2.pl'], dob: ['DD.MM.YYYY', 'D MONTH YYYY r.', 'YYYY-MM-DD'], cur: (a) => `${a.replace('.', ',')} zł`,
    phone: (r) => [r.pick(['', '+48 ']) + r.pick(['5', '6', '7', '8']) + r.digits(2) + ' ' + r.digits(3) + ' ' + r.digits(3), 'pl_mobile'],
    addr: (r) => { const c = r.pick([['Kraków', '3'], ['Gdańsk', '8'], ['Poznań', '6'], ['Lublin', '2'], ['Wrocław', '5']]); return [`ul. ${r.pick(['Lipowa', 'Kościuszki', 'Ogrodowa', 'Polna', 'Długa'])} ${r.int(1, 90)}${r.chance(0.6) ? '/' + r.int(1, 40) : ''}`, `${c[1]}${r.digits(1)}-${r.digits(3)} ${c[0]}`]; } },
  'sv-SE': { lang: 'sv', names: 'se', cc: 'SE', iban: 'SE', nat: ['se_personnummer'], tax: [], pass: ['se_passport'], bank: ['se_clearing_account'], mail: ['telia.com', 'gmail.com', 'hotmail.se', 'bredband.net'], dob: ['YYYY-MM-DD', 'D MONTH YYYY'], cur: (a) => `${a.replace('.', ',')} kr`,
    phone: (r) => r.weighted([[() => [`070-17406${r.int(5, 99).toString().padStart(2, '0')}`.replace(/^(070-)(\d{3})(\d{2})(\d{2})$/, '$1$2 $3 $4'), 'se_mobile'], 3], [() => [`08-465 004 ${r.digits(2)}`, 'se_landline'], 1], [() => [`031-390 06 ${r.digits(2)}`, 'se_landline'], 1]])(),
    addr: (r) => { const c = r.pick([['Stockholm', '11'], ['Göteborg', '41'], ['Malmö', '21'], ['Uppsala', '75'], ['Umeå', '90']]); return [`${r.pick(['Storgatan', 'Kyrkvägen', 'Björkvägen', 'Skolgatan'])} ${r.int(1, 80)}${r.chance(0.2) ? ' lgh 1' + r.digits(3) : ''}`, `${c[1]}${r.int(1, 9)} ${r.digits(2)} ${c[0]}`]; } },
  'nb-NO': { lang: 'nb', names: 'no', cc: 'NO', iban: 'NO', nat: ['no_fodselsnummer'], tax: [], pass: ['no_passport'], bank: ['no_kontonummer'], mail: ['online.no', 'gmail.com', 'hotmail.no', 'live.no'], dob: ['DD.MM.YYYY', 'D. MONTH YYYY'], cur: (a) => `kr ${a.replace('.', ',')}`,
    phone: (r) => [r.pick(['4', '9', '+47 4', '+47 9']) + r.digits(2) + ' ' + r.digits(2) + ' ' + r.digits(3), 'no_mobile'],
    addr: (r) => { const c = r.pick([['Oslo', '0' + r.int(150, 990)], ['Bergen', '50' + r.int(10, 99)], ['Trondheim', '70' + r.int(10, 99)], ['Tromsø', '90' + r.int(10, 99)]]); return [`${r.pick(['Storgata', 'Kirkeveien', 'Skogveien', 'Havnegata'])} ${r.int(1, 90)}${r.chance(0.3) ? r.pick('ABC') : ''}`, `${c[1]} ${c[0]}`]; } },
  'tr-TR': { lang: 'tr', names: 'tr', cc: 'TR', iban: 'TR', nat: ['tr_tckn'], tax: [], pass: ['tr_passport'], bank: [], mail: ['gmail.com', 'hotmail.com', 'yandex.com.tr', 'outlook.com'], dob: ['DD.MM.YYYY', 'D MONTH YYYY', 'DD/MM/YYYY'], cur: (a) => `${a.replace('.', ',')} TL`,
    phone: (r) => [r.pick(['0', '+90 ']) + r.pick(['532', '505', '542', '555']) + ' ' + r.digits(3) + ' ' + r.digits(2) + ' ' + r.digits(2), 'tr_mobile'],
    addr: (r) => [`${r.pick(['Çiçek Sok.', 'Cumhuriyet Cad.', 'Gazi Mustafa Kemal Blv.', 'Lale Sok.'])} No: ${r.int(1, 90)} D: ${r.int(1, 20)}`, `${r.digits(5)} ${r.pick(['Kadıköy/İstanbul', 'Çankaya/Ankara', 'Bornova/İzmir', 'Nilüfer/Bursa'])}`] },
  'el-GR': { lang: 'el', names: 'gr', cc: 'GR', iban: 'GR', nat: ['gr_amka'], tax: ['gr_afm'], pass: ['gr_passport'], bank: [], mail: ['gmail.com', 'yahoo.gr', 'otenet.gr', 'hotmail.com'], dob: ['DD/MM/YYYY', 'D MONTH YYYY'], cur: (a) => `${a.replace('.', ',')} €`,
    phone: (r) => [r.pick(['69', '+30 69']) + r.pick(['4', '7', '9', '3']) + ' ' + r.digits(3) + ' ' + r.digits(4), 'gr_mobile'],
    addr: (r) => [`${r.pick(['Οδός Ερμού', 'Λεωφόρος Κηφισίας', 'Οδός Αγίου Νικολάου', 'Πλατεία Ελευθερίας'])} ${r.int(1, 120)}`, `${r.pick(['105', '546', '262', '713'])} ${r.digits(2)} ${r.pick(['Αθήνα', 'Θεσσαλονίκη', 'Πάτρα', 'Ηράκλειο'])}`] },
  'uk-UA': { lang: 'uk', names: 'ua', cc: 'UA', iban: 'UA', nat: ['ua_id_card'], tax: ['ua_rnokpp'], pass: ['ua_passport'], bank: [], mail: ['ukr.net', 'gmail.com', 'i.ua', 'meta.ua'], dob: ['DD.MM.YYYY', 'D MONTH YYYY р.'], cur: (a) => `${a.replace('.', ',')} грн`,
    phone: (r) => [r.pick(['+380 ', '0']) + r.pick(['67', '50', '63', '97', '93']) + ' ' + r.digits(3) + ' ' + r.digits(2) + ' ' + r.digits(2), 'ua_mobile'],
    addr: (r) => [`вул. ${r.pick(['Шевченка', 'Лесі Українки', 'Садова', 'Грушевського'])}, ${r.int(1, 120)}${r.chance(0.6) ? ', кв. ' + r.int(1, 150) : ''}`, `${r.pick(['Київ', 'Львів', 'Вінниця', 'Полтава'])}, ${r.pick(['01', '79', '21', '36'])}${r.digits(3)}`] },
  'ar-AE': { lang: 'ar', names: 'ar', cc: 'AE', iban: 'AE', nat: ['ae_emirates_id'], tax: [], pass: ['ae_passport'], bank: [], mail: ['gmail.com', 'eim.ae', 'hotmail.com', 'outlook.com'], dob: ['DD/MM/YYYY', 'ARABIC_DIGITS', 'D MONTH YYYY'], cur: (a) => `${a} درهم`,
    phone: (r) => [r.pick(['05', '+971 5']) + r.pick(['0', '2', '5', '6']) + ' ' + r.digits(3) + ' ' + r.digits(4), 'ae_mobile'],
    addr: (r) => [`${r.pick(['فيلا', 'شقة'])} ${r.int(1, 90)}، ${r.pick(['شارع 15', 'شارع الوصل', 'شارع المنخول', 'شارع 2ب'])}`, `${r.pick(['الجميرة 1', 'البرشاء', 'الخالدية', 'مويلح'])}، ${r.pick(['دبي', 'أبوظبي', 'الشارقة'])}`] },
  'he-IL': { lang: 'he', names: 'he', cc: 'IL', iban: 'IL', nat: ['il_teudat_zehut'], tax: [], pass: ['il_passport'], bank: ['il_bank_account'], mail: ['gmail.com', 'walla.co.il', 'bezeqint.net', 'hotmail.com'], dob: ['DD.MM.YYYY', 'DD/MM/YYYY', 'D MONTH YYYY'], cur: (a) => `${a} ₪`,
    phone: (r) => [r.pick(['05', '+972 5']) + r.pick(['0', '2', '4', '8']) + '-' + r.digits(3) + '-' + r.digits(4), 'il_mobile'],
    addr: (r) => [`${r.pick(['רחוב הרצל', 'שדרות רוטשילד', 'רחוב הגפן', 'רחוב האלון'])} ${r.int(1, 150)}${r.chance(0.4) ? ' דירה ' + r.int(1, 30) : ''}`, `${r.pick(['תל אביב-יפו', 'חיפה', 'באר שבע', 'רעננה'])} ${r.digits(7)}`] },
  'hi-IN': { lang: 'hi', names: 'in_dev', cc: 'IN', iban: null, nat: ['in_aadhaar'], tax: ['in_pan'], pass: ['in_passport'], bank: ['in_ifsc_account'], mail: ['gmail.com', 'rediffmail.com', 'yahoo.in'], dob: ['DD/MM/YYYY', 'D MONTH YYYY', 'DD-MM-YYYY'], cur: (a) => `₹${a}`, phone: (r) => [r.pick(['+91 ', '', '0']) + r.pick('6789') + r.digits(4) + ' ' + r.digits(5), 'in_mobile'],
    addr: (r) => [`मकान नं. ${r.int(1, 400)}, ${r.pick(['गांधी नगर', 'शास्त्री कॉलोनी', 'सेक्टर 12', 'राम नगर'])}`, `${r.pick(['जयपुर', 'लखनऊ', 'भोपाल', 'वाराणसी'])} ${r.pick(['302', '226', '462', '221'])}${r.digits(3)}`] },
  'ja-JP': { lang: 'ja', names: 'ja', cc: 'JP', iban: null, nat: ['jp_my_number'], tax: [], pass: ['jp_passport'], bank: ['jp_bank_account'], mail: ['docomo.ne.jp', 'gmail.com', 'yahoo.co.jp', 'ezweb.ne.jp', 'icloud.com'], dob: ['KANJI', 'JA_ERA', 'YYYY/MM/DD'], cur: (a) => `${a.replace('.00', '')}円`,
    phone: (r) => [r.pick(['090-', '080-', '070-', '+81 90-']) + r.digits(4) + '-' + r.digits(4), 'jp_mobile'],
    addr: (r) => [`〒${r.digits(3)}-${r.digits(4)}`, `${r.pick(['東京都世田谷区若林', '大阪府吹田市千里山', '神奈川県横浜市港北区日吉', '福岡県福岡市中央区天神'])}${r.int(1, 5)}-${r.int(1, 30)}-${r.int(1, 20)}`] },
  'ko-KR': { lang: 'ko', names: 'ko', cc: 'KR', iban: null, nat: ['kr_rrn'], tax: [], pass: ['kr_passport'], bank: ['kr_account'], mail: ['naver.com', 'daum.net', 'gmail.com', 'kakao.com'], dob: ['KO', 'YYYY.MM.DD', 'YYMMDD'], cur: (a) => `${a.replace('.00', '')}원`,
    phone: (r) => [r.pick(['010-', '+82 10-']) + r.digits(4) + '-' + r.digits(4), 'kr_mobile'],
    addr: (r) => [`${r.pick(['서울특별시 마포구 월드컵로', '경기도 성남시 분당구 정자로', '부산광역시 해운대구 센텀로', '대전광역시 유성구 대학로'])} ${r.int(1, 200)}`, `${r.int(101, 112)}동 ${r.int(1, 25)}0${r.int(1, 6)}호`] },
  'zh-CN': { lang: 'zh', names: 'cn', cc: 'CN', iban: null, nat: ['cn_resident_id'], tax: [], pass: ['cn_passport'], bank: [], mail: ['qq.com', '163.com', '126.com', 'sina.com'], dob: ['KANJI', 'YYYY-MM-DD', 'YYYY.MM.DD'], cur: (a) => `¥${a}`,
    phone: (r) => [r.pick(['13', '15', '18', '+86 13', '+86 18']) + r.digits(1) + ' ' + r.digits(4) + ' ' + r.digits(4), 'cn_mobile'],
    addr: (r) => [`${r.pick(['北京市朝阳区建国路', '上海市徐汇区漕溪北路', '广州市天河区体育西路', '成都市武侯区人民南路'])}${r.int(1, 300)}号`, `${r.int(1, 12)}栋${r.int(1, 30)}0${r.int(1, 6)}室`] },
  'zh-TW': { lang: 'zh', names: 'tw', cc: 'TW', iban: null, nat: ['tw_national_id'], tax: [], pass: [], bank: [], mail: ['gmail.com', 'yahoo.com.tw', 'hinet.net'], dob: ['ROC', 'YYYY/MM/DD', 'KANJI'], cur: (a) => `NT$${a}`,
    phone: (r) => [r.pick(['09', '+886 9']) + r.digits(2) + '-' + r.digits(3) + '-' + r.digits(3), 'tw_mobile'],
    addr: (r) => [`${r.pick(['臺北市大安區復興南路一段', '新北市板橋區文化路二段', '臺中市西區民生路', '高雄市苓雅區四維三路'])}${r.int(1, 300)}號`, `${r.int(2, 15)}樓`] },
};

// ---------- people ----------
const nat = (x) => (Array.isArray(x) ? x[0] : x);
const rom = (x) => (Array.isArray(x) ? x[1] : x);
const ASIAN = new Set(['ja', 'ko', 'cn', 'tw']);
export function makePerson(rng, locId, { child = false } = {}) {
  const loc = LOCALES[locId]; const pool = NAMES[loc.names];
  const g = rng.pick(pool.given), f = rng.pick(pool.family);
  const y = child ? rng.int(2008, 2019) : rng.int(1942, 2003); const m = rng.int(1, 12); const d = rng.int(1, [31, y % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]);
  const p = { locale: locId, given: nat(g), family: nat(f), romGiven: rom(g), romFamily: rom(f), sex: rng.chance(0.5) ? 'F' : 'M', birth: { y, m, d }, asian: ASIAN.has(loc.names) };
  p.full = p.asian ? (loc.names === 'ko' ? p.family + p.given : loc.names === 'ja' && rng.chance(0.5) ? p.family + ' ' + p.given : p.family + p.given) : p.given + ' ' + p.family;
  return p;
}
export function nameVariant(rng, p, lang) { // how a form/person writes the name
  if (p.asian) return p.full;
  return rng.weighted([[p.full, 6], [`${p.family}, ${p.given}`, 2], [lang === 'fr' ? `${p.family.toUpperCase()} ${p.given}` : `${p.given} ${p.family}`, 1], [`${p.given[0]}. ${p.family}`, 1]]);
}
const asciiFold = (s) => s.replace(/Ł/g, 'L').replace(/ł/g, 'l').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/Ł/g, 'L').replace(/ø/g, 'o').replace(/æ/g, 'ae').replace(/å/g, 'a').replace(/ł/g, 'l').replace(/ı/g, 'i').replace(/[^A-Za-z]/g, '').toLowerCase();
export function emailFor(rng, p) {
  const loc = LOCALES[p.locale]; const g = asciiFold(p.romGiven), f = asciiFold(p.romFamily);
  const local = rng.pick([`${g}.${f}`, `${g}${f}${rng.int(1, 99)}`, `${g[0]}${f}`, `${f}.${g}${String(p.birth.y).slice(2)}`, `${g}_${f}`, `${g}${rng.int(70, 2010)}`, `${f}${g[0]}${rng.int(1, 9)}`]);
  return local + '@' + rng.pick(loc.mail);
}

// ---------- dates ----------
const toArabicDigits = (s) => s.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[+d]);
export function formatDate(rng, locId, b, pattern) {
  const loc = LOCALES[locId]; const L = LANG[loc.lang]; const pat = pattern || rng.pick(loc.dob);
  const M = L.months[b.m - 1];
  switch (pat) {
    case 'DD/MM/YYYY': return `${p2(b.d)}/${p2(b.m)}/${b.y}`;
    case 'DD.MM.YYYY': return `${p2(b.d)}.${p2(b.m)}.${b.y}`;
    case 'D.M.YYYY': return `${b.d}.${b.m}.${b.y}`;
    case 'DD-MM-YYYY': return `${p2(b.d)}-${p2(b.m)}-${b.y}`;
    case 'DD/MM/YY': return `${p2(b.d)}/${p2(b.m)}/${p2(b.y % 100)}`;
    case 'DD.MM.YY': return `${p2(b.d)}.${p2(b.m)}.${p2(b.y % 100)}`;
    case 'DD-MM-YY': return `${p2(b.d)}-${p2(b.m)}-${p2(b.y % 100)}`;
    case 'D/M/YY': return `${b.d}/${b.m}/${p2(b.y % 100)}`;
    case 'MM/DD/YYYY': return `${p2(b.m)}/${p2(b.d)}/${b.y}`;
    case 'M/D/YY': return `${b.m}/${b.d}/${p2(b.y % 100)}`;
    case 'YYYY-MM-DD': return `${b.y}-${p2(b.m)}-${p2(b.d)}`;
    case 'YYYY/MM/DD': return `${b.y}/${p2(b.m)}/${p2(b.d)}`;
    case 'YYYY.MM.DD': return `${b.y}.${p2(b.m)}.${p2(b.d)}`;
    case 'YYMMDD': return `${p2(b.y % 100)}${p2(b.m)}${p2(b.d)}`;
    case 'D MONTH YYYY': return `${b.d} ${M} ${b.y}`;
    case 'D. MONTH YYYY': return `${b.d}. ${M} ${b.y}`;
    case 'D MONTH YYYY r.': return `${b.d} ${M} ${b.y} r.`;
    case 'D MONTH YYYY р.': return `${b.d} ${M} ${b.y} р.`;
    case 'MONTH D, YYYY': return `${M} ${b.d}, ${b.y}`;
    case 'D de MONTH de YYYY': return `${b.d} de ${M} de ${b.y}`;
    case 'KANJI': return `${b.y}年${b.m}月${b.d}日`;
    case 'KO': return `${b.y}년 ${b.m}월 ${b.d}일`;
    case 'JA_ERA': { const [era, base] = b.y >= 2019 && !(b.y === 2019 && b.m < 5) ? ['令和', 2018] : b.y >= 1989 ? ['平成', 1988] : ['昭和', 1925]; const n = b.y - base; return `${era}${n === 1 ? '元' : n}年${b.m}月${b.d}日`; }
    case 'ROC': return `民國${b.y - 1911}年${b.m}月${b.d}日`;
    case 'ARABIC_DIGITS': return toArabicDigits(`${p2(b.d)}/${p2(b.m)}/${b.y}`);
    default: throw new Error('date pattern ' + pat);
  }
}
export function ageAt(b, ref = { y: 2025, m: 6, d: 1 }) { let a = ref.y - b.y; if (ref.m < b.m || (ref.m === b.m && ref.d < b.d)) a--; return a; }

// ---------- IBAN / bank ----------
const frRibKey = (b, g, c) => { const conv = (s) => s.toUpperCase().replace(/[A-Z]/g, (ch) => String('12345678912345678923456789'['ABCDEFGHIJKLMNOPQRSTUVWXYZ'.indexOf(ch)])); const n = 89n * BigInt(conv(b)) + 15n * BigInt(conv(g)) + 3n * BigInt(conv(c)); return p2(97 - Number(n % 97n)); };
const esCtl = (bank4branch4, acct10) => { const w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]; const f = (s) => { let t = 0; for (let i = 0; i < 10; i++) t += +s[i] * w[i]; let c = 11 - (t % 11); return c === 11 ? 0 : c === 10 ? 1 : c; }; return String(f('00' + bank4branch4)) + String(f(acct10)); };
const noAcct = (r) => { for (;;) { const d = r.pick(['1503', '1607', '3000', '6011', '9710', '1254']) + r.digits(6); let c = 11 - (C.weighted(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); if (c === 11) c = 0; if (c === 10) continue; return d + c; } };
export const BBAN = {
  DE: (r) => r.pick(['10010010', '37040044', '50010517', '43060967', '86055592', '26050001']) + r.digits(10),
  AT: (r) => r.pick(['20111', '12000', '32000', '14000']) + r.digits(11),
  CH: (r) => r.pick(['00762', '00230', '80808', '09000']) + r.digits(12),
  FR: (r) => { const b = r.pick(['30004', '20041', '30002', '10278', '16606']), g = r.digits(5), c = r.digits(11); return b + g + c + frRibKey(b, g, c); },
  BE: (r) => { const d = r.pick(['001', '063', '068', '363', '732']) + r.digits(7); const m = +d % 97 || 97; return d + p2(m); },
  ES: (r) => { const bb = r.pick(['2100', '0049', '0182', '2085', '0081']) + r.digits(4); const a = r.digits(10); return bb + esCtl(bb, a) + a; },
  IT: (r) => { const rest = r.pick(['03069', '02008', '05034', '01030']) + r.digits(5) + r.digits(12); return itCin(rest) + rest; },
  NL: (r) => r.pick(['ABNA', 'INGB', 'RABO', 'SNSB', 'TRIO', 'ASNB']) + r.digits(10),
  PT: (r) => { const b = r.pick(['0035', '0033', '0010', '0007']) + r.digits(4) + r.digits(11); const ck = p2(98 - Number((BigInt(b) * 100n) % 97n)); return b + ck; },
  PL: (r) => r.pick(['10901014', '11402004', '10202892', '19401076']) + r.digits(16),
  SE: (r) => r.pick(['500', '800', '600', '300']) + r.digits(17),
  NO: (r) => noAcct(r),
  GB: (r) => r.pick(['NWBK', 'BARC', 'LOYD', 'MIDL', 'HBUK']) + r.digits(6) + r.digits(8),
  IE: (r) => r.pick(['AIBK', 'BOFI', 'IPBS']) + r.digits(6) + r.digits(8),
  TR: (r) => r.pick(['00010', '00062', '00046', '00064']) + '0' + r.digits(16),
  GR: (r) => r.pick(['011', '014', '017', '026']) + r.digits(4) + r.digits(16),
  AE: (r) => r.pick(['033', '026', '035']) + r.digits(16),
  IL: (r) => r.pick(['010', '012', '020', '011']) + r.digits(3) + r.digits(13),
  UA: (r) => r.pick(['305299', '322001', '300528']) + '0000' + r.digits(15),
  BR: (r) => r.pick(['00360305', '60701190', '00000000']) + r.digits(5) + r.digits(10) + 'C' + r.pick('12'),
};
function itCin(s22) { // CIN uses the codice fiscale odd/even tables over ABI+CAB+conto (22 chars)
  const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
  let t = 0; for (let i = 0; i < 22; i++) { const c = s22[i]; const v = /\d/.test(c) ? +c : c.charCodeAt(0) - 65; t += i % 2 === 0 ? ODD[v] : v; } return String.fromCharCode(65 + (t % 26));
}
export function itCinValid(bban) { return itCin(bban.slice(1)) === bban[0]; }
export function makeIban(rng, cc, grouped) { const bban = BBAN[cc](rng); const iban = cc + C.ibanCheck(cc, bban) + bban; return grouped ? iban.replace(/(.{4})/g, '$1 ').trim() : iban; }
export const IBAN_CCS = Object.keys(BBAN);

// local bank account (non-IBAN): returns { account, type, label, routing?, routingType?, routingLabel? }
export const BANK = {
  gb_sort_account: (r) => ({ account: r.digits(8), type: 'uk_account_number', label: r.pick(['Account no.', 'Acc No', 'Account number']), routing: `${r.digits(2)}-${r.digits(2)}-${r.digits(2)}`, routingType: 'uk_sort_code', routingLabel: 'Sort code' }),
  us_routing_account: (r) => { const d8 = r.pick(['0', '1', '2', '3']) + r.digits(7); let ck = 0; for (let c = 0; c <= 9; c++) { if (C.weighted(d8 + c, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0) { ck = c; break; } } return { account: r.digits(r.int(8, 12), true), type: 'us_bank_account', label: r.pick(['Account #', 'Acct no.', 'Checking acct']), routing: d8 + ck, routingType: 'us_aba_routing', routingLabel: r.pick(['Routing #', 'ABA']) }; },
  in_ifsc_account: (r) => ({ account: r.digits(r.pick([11, 12, 14, 16]), true), type: 'in_bank_account', label: r.pick(['A/c No.', 'Account No.', 'खाता संख्या']), routing: r.pick(['SBIN', 'HDFC', 'ICIC', 'UTIB', 'PUNB']) + '0' + r.digits(6), routingType: 'in_ifsc', routingLabel: 'IFSC' }),
  au_bsb_account: (r) => ({ account: r.digits(r.int(6, 9), true), type: 'au_bank_account', label: r.pick(['Acc no.', 'Account']), routing: `${r.pick(['062', '033', '083', '012', '732'])}-${r.digits(3)}`, routingType: 'au_bsb', routingLabel: 'BSB' }),
  de_kto_blz: (r) => ({ account: String(r.int(1, 9)) + r.digits(r.int(6, 9)), type: 'de_kontonummer', label: r.pick(['Kto.', 'Kontonummer', 'Konto-Nr.']), routing: r.pick(['370 400 44', '100 100 10', '500 105 17', '430 609 67']), routingType: 'de_blz', routingLabel: 'BLZ' }),
  jp_bank_account: (r) => ({ account: r.digits(7), type: 'jp_bank_account', label: r.pick(['普通 口座番号', '普通預金 口座番号', '口座番号（普通）']), routing: r.digits(3), routingType: 'jp_branch_code', routingLabel: r.pick(['支店番号', '店番']) }),
  br_agencia_conta: (r) => ({ account: `${r.digits(r.int(5, 8), true)}-${r.int(0, 9)}`, type: 'br_conta', label: r.pick(['Conta', 'C/C', 'Conta corrente']), routing: r.digits(4), routingType: 'br_agencia', routingLabel: r.pick(['Agência', 'Ag.']) }),
  se_clearing_account: (r) => { const cl = r.pick(['6123', '8327-9', '5001', '3300']); return { account: cl === '3300' ? r.digits(6) + r.digits(4) : r.chance(0.5) ? `${r.digits(3)} ${r.digits(3)} ${r.digits(3)}` : r.digits(9), type: 'se_bankkonto', label: r.pick(['Kontonr', 'Kontonummer']), routing: cl, routingType: 'se_clearing', routingLabel: 'Clearingnr' }; },
  mx_clabe: (r) => { const d = r.pick(['002', '012', '014', '021', '072']) + r.pick(['180', '320', '580', '650']) + r.digits(11); const w = [3, 7, 1]; let s = 0; for (let i = 0; i < 17; i++) s += (+d[i] * w[i % 3]) % 10; return { account: d + ((10 - (s % 10)) % 10), type: 'mx_clabe', label: r.pick(['CLABE', 'Cuenta CLABE', 'CLABE interbancaria']) }; },
  no_kontonummer: (r) => { const d = noAcct(r); return { account: r.chance(0.6) ? `${d.slice(0, 4)}.${d.slice(4, 6)}.${d.slice(6)}` : d, type: 'no_kontonummer', label: r.pick(['Kontonummer', 'Kontonr.', 'Konto']) }; },
  fr_rib: (r) => { const b = r.pick(['30004', '20041', '30002', '10278']), g = r.digits(5), c = r.digits(11); return { account: `${b} ${g} ${c} ${frRibKey(b, g, c)}`, type: 'fr_rib', label: r.pick(['RIB', 'Coordonnées bancaires (RIB)', 'RIB :']) }; },
  es_ccc: (r) => { const bb = r.pick(['2100', '0049', '0182', '2085']) + r.digits(4); const a = r.digits(10); const ctl = esCtl(bb, a); return { account: r.chance(0.5) ? `${bb.slice(0, 4)} ${bb.slice(4)} ${ctl} ${a}` : bb + ctl + a, type: 'es_ccc', label: r.pick(['CCC', 'Nº de cuenta (CCC)', 'Cuenta']) }; },
  pl_nrb: (r) => { const bban = BBAN.PL(r); const ck = C.ibanCheck('PL', bban); const v = ck + bban; return { account: r.chance(0.7) ? v.replace(/^(\d{2})(\d{4})(\d{4})(\d{4})(\d{4})(\d{4})(\d{4})$/, '$1 $2 $3 $4 $5 $6 $7') : v, type: 'pl_nrb', label: r.pick(['Nr konta', 'Numer rachunku', 'Konto']) }; },
  il_bank_account: (r) => ({ account: `${r.pick(['10', '12', '20', '11', '31'])}-${r.digits(3)}-${r.digits(r.int(6, 8), true)}`, type: 'il_bank_account', label: r.pick(['מספר חשבון', 'בנק-סניף-חשבון']) }),
  kr_account: (r) => ({ account: r.pick([`110-${r.digits(3)}-${r.digits(6)}`, `${r.digits(6)}-${r.digits(2)}-${r.digits(6)}`, `3333-${r.digits(2)}-${r.digits(7)}`, `1002-${r.digits(3)}-${r.digits(6)}`]), type: 'kr_bank_account', label: r.pick(['계좌번호', '입금계좌']) }),
};
export const BANK_VALIDATE = {
  mx_clabe: (v) => { const w = [3, 7, 1]; let s = 0; for (let i = 0; i < 17; i++) s += (+v[i] * w[i % 3]) % 10; return (10 - (s % 10)) % 10 === +v[17]; },
  no_kontonummer: (v) => { const d = C.onlyDigits(v); let c = 11 - (C.weighted(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); if (c === 11) c = 0; return c === +d[10]; },
  fr_rib: (v) => { const [b, g, c, k] = v.split(' '); return frRibKey(b, g, c) === k; },
  es_ccc: (v) => { const d = C.onlyDigits(v); return esCtl(d.slice(0, 8), d.slice(10)) === d.slice(8, 10); },
  pl_nrb: (v) => C.ibanValid('PL' + C.onlyDigits(v)),
  us_aba_routing: (v) => C.weighted(v, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0,
};
export const IBAN_NATIONAL_VALIDATE = { // BBAN-internal checks we generate
  FR: (b) => frRibKey(b.slice(0, 5), b.slice(5, 10), b.slice(10, 21)) === b.slice(21),
  BE: (b) => (+b.slice(0, 10) % 97 || 97) === +b.slice(10),
  ES: (b) => esCtl(b.slice(0, 8), b.slice(10)) === b.slice(8, 10),
  IT: (b) => itCinValid(b),
  NO: (b) => BANK_VALIDATE.no_kontonummer(b),
  PT: (b) => 98 - Number((BigInt(b.slice(0, 19)) * 100n) % 97n) === +b.slice(19),
};

// ---------- payment cards ----------
const CARD_BRANDS = {
  visa: (r) => ['4' + r.digits(14), 16], mastercard: (r) => [r.chance(0.7) ? '5' + r.int(1, 5) + r.digits(13) : '2' + r.pick(['221', '3', '5', '6', '70']).padEnd(3, String(r.int(0, 9))) + r.digits(12), 16], amex: (r) => [r.pick(['34', '37']) + r.digits(12), 15],
  discover: (r) => ['6011' + r.digits(11), 16], jcb: (r) => ['35' + r.int(28, 89) + r.digits(11), 16], unionpay: (r) => ['62' + r.pick(['2', '4', '5', '6', '8']) + r.digits(15), 19], diners: (r) => ['36' + r.digits(11), 14], rupay: (r) => [r.pick(['60', '65', '81', '82']) + r.digits(13), 16], elo: (r) => [r.pick(['636368', '438935', '504175', '451416']) + r.digits(9), 16], troy: (r) => ['9792' + r.digits(11), 16], maestro: (r) => [r.pick(['6759', '5018', '5020', '6761']) + r.digits(r.pick([11, 14])), 0],
};
export const CARD_BY_LOCALE = { 'ja-JP': ['jcb', 'visa', 'mastercard'], 'zh-CN': ['unionpay', 'visa'], 'zh-TW': ['visa', 'jcb', 'mastercard'], 'en-IN': ['rupay', 'visa', 'mastercard'], 'hi-IN': ['rupay', 'visa'], 'pt-BR': ['elo', 'visa', 'mastercard'], 'tr-TR': ['troy', 'visa', 'mastercard'], 'en-US': ['visa', 'mastercard', 'amex', 'discover'], 'en-GB': ['visa', 'mastercard', 'amex', 'maestro'] };
export function makeCard(rng, locId) {
  const brand = rng.pick(CARD_BY_LOCALE[locId] || ['visa', 'mastercard', 'visa', 'amex', 'maestro', 'diners']);
  let [body] = CARD_BRANDS[brand](rng); const num = body + C.luhnCheck(body);
  let v;
  if (brand === 'amex') v = rng.chance(0.6) ? `${num.slice(0, 4)} ${num.slice(4, 10)} ${num.slice(10)}` : num;
  else if (brand === 'diners') v = rng.chance(0.5) ? `${num.slice(0, 4)} ${num.slice(4, 10)} ${num.slice(10)}` : num;
  else { const sep = rng.pick([' ', ' ', '-', '']); v = num.replace(/(\d{4})(?=\d)/g, '$1' + sep); }
  return { value: v, type: brand };
}
