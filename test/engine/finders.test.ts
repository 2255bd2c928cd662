// Finders: named text scanners that propose candidates instead of a pattern. The phone-number
// scan (libphonenumber metadata) and the person-name scan (names resource), each on running text
// of several languages with the exact spans, their hard negatives, and how a pack refers to them.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { RuleMatcher, RuleCompileError } from '../../src/engine/matcher.js';
import { getFinder } from '../../src/engine/finders/index.js';
import { pack } from '../support/packs.js';
import { growth, MAX_GROWTH } from '../support/growth.js';
import { getCountries, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import mobileExamples from 'libphonenumber-js/mobile/examples';

const test = suite('engine: finders');

const phones = getFinder('phone-numbers')!.prepare(undefined);
const shown = (find: (t: string) => Array<{ start: number; end: number }>, text: string): string[] => find(text).map((s) => text.slice(s.start, s.end));

test('phone-numbers: national numbers of many regions, as people group them, without a label', () => {
  const cases: Array<[string, string[]]> = [
    ['Meine Nummer ist 0171 2345678, bis morgen.', ['0171 2345678']],
    ['reach the desk at (415) 555-2304 after 9am', ['(415) 555-2304']],
    ['Je suis joignable au 06 12 34 56 78.', ['06 12 34 56 78']],
    ['携帯は090-1234-5678です。', ['090-1234-5678']],
    ['8 (912) 345-67-89 — звоните', ['8 (912) 345-67-89']],
    ['Llámame al 612 34 56 78', ['612 34 56 78']],
    ['Festnetz 030 1234 5678', ['030 1234 5678']],
    ['ring 030 1234567 / 0171 2345678 ok', ['030 1234567', '0171 2345678']],
    ['Tel. +49 (0)30 12345678', ['+49 (0)30 12345678']],
    ['from abroad 0044 20 7183 4406', ['0044 20 7183 4406']],
  ];
  for (const [text, want] of cases) assert.equal(shown(phones, text), want, text);
});

test('phone-numbers: a number written exactly as the plan reserving it for freephone or universal-access lines prints it is that line, unless a record field holds it', () => {
  assert.equal(shown(phones, 'ナビダイヤル 0570-018-442（平日9時〜17時）'), [], 'Japanese navi-dial, written the Japanese way');
  assert.equal(shown(phones, 'Infolijn 078 35 35 35 (zonaal tarief)'), [], 'Belgian zonal number, written the Belgian way');
  assert.equal(shown(phones, 'Bel gerust: 0570 612 834 (Deventer)'), ['0570 612 834'], 'the same digits written the Dutch way are a Dutch landline');
  assert.equal(shown(phones, '{"customer": "Mio Sato", "phone": "0570-018-442"}'), ['0570-018-442'], 'a record\'s phone field');
  assert.equal(shown(phones, '<mobile>0570-018-442</mobile>'), ['0570-018-442']);
});

test('phone-numbers: a number has a type exactly when libphonenumber calls it valid (the finder asks once)', () => {
  // The finder reads validity off getType(); that holds while every region of the metadata has its
  // type patterns. Valid numbers of every region, and the same numbers with a digit dropped or added.
  let checked = 0;
  for (const region of getCountries()) {
    const example = mobileExamples[region];
    if (!example) continue;
    for (const digits of [example, example.slice(0, -1), `${example}7`, `${example.slice(0, -2)}00`]) {
      for (const n of [parsePhoneNumberFromString(digits, region), parsePhoneNumberFromString(`+${parsePhoneNumberFromString(example, region)?.countryCallingCode ?? ''}${digits}`)]) {
        if (!n) continue;
        assert.is(n.getType() !== undefined, n.isValid(), `${region} ${digits}`);
        checked++;
      }
    }
  }
  assert.ok(checked > 500, `checked ${checked}`);
});

test('phone-numbers: ids, dates, times, versions, amounts, cards and log tokens are not phones', () => {
  for (const text of [
    'order_id=415-555-2304 status=shipped',
    'requestId: 0171 2345678',
    '2024-05-01 12:30:45 worker started',
    'Version 10.2.3.4567 released',
    'req-415-555-2304 failed',
    'ping -c 3 10.0.0.12',
    'Chrome/125.0.6422.112 Safari',
    'amount 1 234 567,89 EUR',
    'Card 4111 1111 1111 1111 expired',
    'Coordinates 52.520008, 13.404954',
    'SSN 078-05-1120',
    '"GET /x HTTP/1.1" 200 5123',
    'trace 4f1c 030 1234 5678 9012 3456',
  ])
    assert.equal(shown(phones, text), [], text);
});

test('phone-numbers: codes keyed in on a keypad (a conference PIN, a meeting id, a passcode, a run closed with "#") are not phones; the dial-in number is', () => {
  const cases: Array<[string, string[]]> = [
    ['Inbelnummer: 06-47120938 PIN 582 046 913#', ['06-47120938']],
    ['拨入号码: (010) 6238-4917 PIN 714 290 358#', ['(010) 6238-4917']],
    ['Konferenz-PIN: 0171 2345678', []],
    ['Meeting ID 0341 838 1234, passcode 937027', []],
    ['press 030 1234 5678# to join', []],
    ['Festnetz 030 1234 5678, PIN folgt', ['030 1234 5678']],
  ];
  for (const [text, want] of cases) assert.equal(shown(phones, text), want, text);
});

test('phone-numbers: a ticket, case, claim or issue number right after its word, and a structured payment reference between fences, are not phones', () => {
  for (const text of [
    'Zgłoszenie 5261 7340 · 22.04.2026 · portal',
    '    fix 0341 6297: handle empty page',
    'N° de contrat KT-512046397   Sinistre 3915/207846',
    'Nº de póliza RB-640258113   Siniestro 7391/864205',
    'Ticket #0171 2345678 closed',
    'Fee paid (receipt +++090/3318/45235+++)',
  ])
    assert.equal(shown(phones, text), [], text);
  assert.equal(shown(phones, 'Ticket 4471: call me on 0171 2345678'), ['0171 2345678'], 'a phone after another field of the line');
});

test('phone-numbers: a reference code in capitals between a case or file word and the digits makes a reference, in any language; the words alone or a phone after the code stay phones', () => {
  for (const text of [
    'Ticket SR 4410-2875 geschlossen',
    'Dossier REQ 5521-0937 — merci',
    'Protocolo CX 3318-7702',
    'Případ SR 6604-1298',
    'Tapaus INC 7712-3094',
    '工单号 SR 6631-2048',
    '問い合わせ番号 SR 7265-0913',
    '접수번호 SR 4402-7719',
    'केस SR 8820-1147',
    '[Caso SR 3092-6675]',
    '{"text": "updated\\nTicket SR 4410-2875\\nthanks"}',
  ])
    assert.equal(shown(phones, text), [], text);
  const cases: Array<[string, string[]]> = [
    ['Dossier: 06 12 34 56 78', ['06 12 34 56 78']],
    ['Ticket SR 4410-2875: call me on 0171 2345678', ['0171 2345678']],
    ['Dossier REQ +33 6 12 34 56 78', ['+33 6 12 34 56 78']],
    ['Mobil DE 0171 2345678', ['0171 2345678']],
  ];
  for (const [text, want] of cases) assert.equal(shown(phones, text), want, text);
});

test('phone-numbers: a tax or case label on the line above a value that opens its line names it; blanks before the value are allowed, a value inside a line is not under that label', () => {
  const cases: Array<[string, string[]]> = [
    ['Steuernummer\n0341 5827163', []],
    ['Steuernummer\r\n \t 0341 5827163', []],
    ['Schadennummer\n\u00a00341 5827163', []],
    ['Steuernummer\nTel. 0341 5827163', ['0341 5827163']],
    ['Rückruf\n0341 5827163', ['0341 5827163']],
    ['0341 5827163 und 0160 9876543', ['0341 5827163', '0160 9876543']],
  ];
  for (const [text, want] of cases) assert.equal(shown(phones, text), want, JSON.stringify(text));
});

test('phone-numbers: a whole table written on one 1 MiB line gives every row\'s number, as the same rows on their own lines do', () => {
  const number = (i: number): string => `0160\u00a0987${String(i % 4000).padStart(4, '0')}`;
  const row = (i: number): string => `<tr><td>Mobil</td><td>${number(i)}</td></tr>`;
  const rows: string[] = [];
  for (let size = 0, i = 0; size < 1 << 20; i++) {
    rows.push(row(i));
    size += rows[rows.length - 1]!.length;
  }
  const oneLine = shown(phones, rows.join(''));
  assert.is(oneLine.length, rows.length);
  assert.equal(oneLine, shown(phones, rows.join('\n')));
  assert.is(oneLine[rows.length - 1], number(rows.length - 1));
});

test('phone-numbers: words that introduce a number to call back are not ticket labels, and a number with its international prefix is a phone after any label', () => {
  const cases: Array<[string, string[]]> = [
    ['Callback request: +49 171 2345678', ['+49 171 2345678']],
    ['Rückruf-Anfrage: 0171 2345678', ['0171 2345678']],
    ['Ref: +49 171 2345678', ['+49 171 2345678']],
    ['Dossier: 06 12 34 56 78', ['06 12 34 56 78']],
    ['Ticket #0171 2345678 closed', []],
    ['Claim: 0049 171 2345678', ['0049 171 2345678']],
  ];
  for (const [text, want] of cases) assert.equal(shown(phones, text), want, text);
});

test('phone-numbers: a label naming an organisation\'s service line as its whole field makes the number that line; the same number given to a person is reported', () => {
  const cases: Array<[string, string[]]> = [
    ['Hotline: 0171 2345678', []],
    ['Customer service: 0171 2345678 (Mon-Fri)', []],
    ['Kundenservice: 0171 2345678', []],
    ['HELPDESK_PHONE=0171 2345678', []],
    ['Info: 0171 2345678', ['0171 2345678']],
    ['Information: 06 12 34 56 78', ['06 12 34 56 78']],
    ['Anna Berg | Info: 0171 2345678', ['0171 2345678']],
    ['ONCALL_SERVICE_ENGINEER_MOBILE=0171 2345678', ['0171 2345678']],
    ['Contact info: 0171 2345678', ['0171 2345678']],
    ['Phone: 0171 2345678', ['0171 2345678']],
    ['I called the help line and gave them my number 0171 2345678', ['0171 2345678']],
  ];
  for (const [text, want] of cases) assert.equal(shown(phones, text), want, text);
});

test('phone-numbers: a record key naming the service line over a freephone number, or a sentence naming a company\'s service line with its number in brackets, makes the number that line', () => {
  const cases: Array<[string, string[]]> = [
    ['{"order":"A-77","support_phone":"0800 318 7745"}', []],
    ['{\\"support_phone\\":\\"0800 318 7745\\"}', []],
    ['customer_service.tel: 0120-318-774', []],
    // a mobile under a support key may be the on-call person's own
    ['{"order":"A-77","support_phone":"0171 2345678"}', ['0171 2345678']],
    ['Der Kundenservice von Lindenhof Energie (0171 2345678) war nie erreichbar.', []],
    ['Kundtjänst hos Norrbyn Tåg (070-123 45 67) svarade aldrig.', []],
    ['Il servizio clienti di Banca Orsolina (347 123 4567) non mi ha aiutato.', []],
    ['Kestrel Telekom müşteri hizmetleri (0532 123 45 67) hiç cevap vermedi.', []],
    // the person's own number stays reported
    ['{"name":"Ana Lima","phone":"0171 2345678"}', ['0171 2345678']],
    ['{"support_ticket":"T-9","phone":"0171 2345678"}', ['0171 2345678']],
    ['Customer service agent Lena gave me her mobile (0171 2345678) for callbacks.', ['0171 2345678']],
    ['I rang customer service. My number is 0171 2345678, call back please.', ['0171 2345678']],
    ['Kundtjänst ringde mig. Mitt nummer (070-123 45 67) finns i ärendet.', ['070-123 45 67']],
  ];
  for (const [text, want] of cases) assert.equal(shown(phones, text), want, text);
});

const names = getFinder('person-names')!.prepare({
  locales: ['en', 'de', 'fr', 'es', 'it', 'ru'],
  ambiguousGivenNames: ['Will', 'Grace', 'Victoria'],
  notSurnames: ['Street', 'Station', 'Inc', 'Hospital'],
  particles: ['van', 'der', 'de', 'la'],
  notAfter: ['the'],
  notBefore: ['Inc'],
});

test('airline-names: FAMILY/GIVEN in capitals when the resource knows both sides; word pairs, paths and months are not names', () => {
  const find = getFinder('airline-names')!.prepare({ locales: ['en', 'de', 'pl', 'sv', 'pt_BR'], notNames: ['READ', 'WRITE', 'MAY', 'JUNE', 'INFO'] });
  assert.equal(shown(find, 'auth ok cardholder=LINDQVIST/ERIK amount=12.00'), ['LINDQVIST/ERIK']);
  assert.equal(shown(find, '{"payer":"FERREIRA/JOANA MRS","n":1}'), ['FERREIRA/JOANA'], 'a title after the given name stays outside');
  assert.equal(shown(find, 'INFO NOWAK/ZOFIA checked'), ['NOWAK/ZOFIA'], 'a listed word before the family name stays outside');
  assert.equal(shown(find, '12;SCHULZ/HANNA;h@example.org'), ['SCHULZ/HANNA']);
  for (const text of ['policy READ/WRITE', 'AND/OR filters', 'GET /v1/SCHULZ/HANNA/items', 'EUR/USD', 'the MAY/JUNE window', 'file SCHULZ/HANNA.pdf', 'QWXZ/HANNA']) {
    assert.equal(shown(find, text), [], text);
  }
});

test('airline-names: the prefixes of travel records (PNR element number, boarding-pass opening, name entry, SSR DOCS expiry) frame the pair', () => {
  const find = getFinder('airline-names')!.prepare({ locales: ['en', 'de', 'pl', 'sv', 'pt_BR'], notNames: ['READ', 'WRITE', 'MAY', 'JUNE', 'INFO'] });
  assert.equal(shown(find, '  1.NOWAK/ZOFIA MRS  2.NOWAK/PIOTR MR'), ['NOWAK/ZOFIA', 'NOWAK/PIOTR']);
  assert.equal(shown(find, ' 1.1SCHULZ/HANNA MRS'), ['SCHULZ/HANNA']);
  assert.equal(shown(find, 'raw="M1LINDQVIST/ERIK      EABC123 ARNLHRBA 0815"'), ['LINDQVIST/ERIK']);
  assert.equal(shown(find, 'M1LINDQVIST/ERIKMR      EABC123'), ['LINDQVIST/ERIK'], 'a title glued to the given name stays outside');
  assert.equal(shown(find, 'NM1SCHULZ/HANNA MRS'), ['SCHULZ/HANNA']);
  assert.equal(shown(find, 'SSR DOCS LH HK1 P/DEU/C01X00T47/DEU/12AUG82/F/07JAN30/SCHULZ/HANNA/MARIA'), ['SCHULZ/HANNA/MARIA'], 'the middle name after a third slash is kept');
  for (const text of ['see /x/SCHULZ/HANNA/MARIA', 'SCHULZ/HANNA/MARIA', 'v2.1READ/WRITE', 'M1READ/WRITE']) assert.equal(shown(find, text), [], text);
});

test('file-name-names: a known given name and surname opening a file name in a path', () => {
  const find = getFinder('file-name-names')!.prepare({ locales: ['en', 'de', 'it'] });
  assert.equal(shown(find, 'ls /home/x/Documents/Oliver_Schmidt_passport_scan.pdf'), ['Oliver_Schmidt']);
  assert.equal(shown(find, 'exports/Schmidt_Oliver.csv'), ['Schmidt_Oliver']);
  for (const text of ['/srv/reports/Quarterly_Sales_Report.xlsx', '/home/x/Oliver_Schmidt', 'see Oliver_Schmidt_cv.pdf']) assert.equal(shown(find, text), [], text);
});

test('person-names: a known given name and a capitalised surname, in running text of several languages', () => {
  assert.equal(shown(names, 'Yesterday Maria Schneider approved it'), ['Maria Schneider']);
  assert.equal(shown(names, 'cc Jan van der Berg'), ['Jan van der Berg']);
  assert.equal(shown(names, 'Вчера Анна Иванова подписала договор'), ['Анна Иванова']);
  assert.equal(shown(names, 'Ask Will Smith'), ['Will Smith'], 'an ambiguous given name with a known surname');
});

test('person-names: a middle initial between a known given name and the surname stays inside the name', () => {
  assert.equal(shown(names, 'Please ring Margaret K. Ellison on Monday'), ['Margaret K. Ellison']);
  assert.equal(shown(names, 'Der Bericht von Jonas P. Keller liegt bei.'), ['Jonas P. Keller']);
  assert.equal(shown(names, 'Yesterday Maria Schneider approved it'), ['Maria Schneider'], 'no initial, as before');
  for (const text of ['The U.S. Army base is closed', 'Section A. Definitions apply', 'see Washington D.C. offices']) assert.equal(shown(names, text), [], text);
});

test('person-names: a word listed in notAfter stops a name after its colon, a French spaced colon or, as an abbreviation, its full stop', () => {
  const find = getFinder('person-names')!.prepare({ locales: ['en', 'de', 'fr', 'tr'], notAfter: ['beispiel', 'exemple', 'örnek', 'örn.'] });
  for (const text of ['Beispiel: Jonas Keller', 'Exemple : Camille Dubois', 'Exemple\u00a0: Camille Dubois', '(örn. Emre Kaya)', 'Örnek：Emre Kaya']) assert.equal(shown(find, text), [], text);
  assert.equal(shown(find, 'Der Beispielsatz stammt von Jonas Keller.'), ['Jonas Keller'], 'a longer word is not the listed one');
  assert.equal(shown(find, 'Bitte das Beispiel ansehen. Jonas Keller prüft es.'), ['Jonas Keller'], 'a sentence ending in a listed word does not stop the next one');
});

test('person-names: a word listed in notAfterLabel stops a name only as a label before its colon', () => {
  const find = getFinder('person-names')!.prepare({ locales: ['en', 'de', 'fr', 'es'], notAfterLabel: ['example', 'beispiel', 'exemple', 'ejemplo'] });
  for (const text of ['Example: Jonas Keller', 'Exemple : Camille Dubois', 'Ejemplo：Lucía Ortega']) assert.equal(shown(find, text), [], text);
  assert.equal(shown(find, 'For example Lena Marquardt from procurement phoned twice.'), ['Lena Marquardt'], 'a sentence, not a label');
  assert.equal(shown(find, 'Zum Beispiel hat Jonas Keller angerufen.'), ['Jonas Keller']);
  assert.equal(shown(find, 'Por ejemplo, Lucía Ortega llamó ayer.'), ['Lucía Ortega']);
  for (const text of ['Example: Jonas Keller.', 'Beispiel: Jonas Keller (Vor- und Nachname)', 'Exemple : Camille Dubois\nAdresse : 3 rue des Lilas']) assert.equal(shown(find, text), [], text);
  assert.equal(shown(find, 'Example: Hannah Lindqvist rang on Monday and asked for the refund.'), ['Hannah Lindqvist'], 'a sentence goes on after the name');
  assert.equal(shown(find, 'Beispiel: Jonas Keller hat gestern angerufen und wartet auf Antwort.'), ['Jonas Keller']);
  assert.equal(shown(find, 'Ejemplo: Lucía Ortega pidió la devolución por correo.'), ['Lucía Ortega']);
  const tr = getFinder('person-names')!.prepare({ locales: ['tr'], notAfterLabel: ['örnek'] });
  assert.equal(shown(tr, 'Örnek: Emre Kaya'), [], 'a sample name alone on its line');
  assert.equal(shown(tr, 'Örnek: Emre Kaya bu sabah aradı ve fatura istedi.'), ['Emre Kaya']);
  const hints = getFinder('person-names')!.prepare({ locales: ['en', 'de', 'tr'], notAfterLabel: ['e.g.', 'z.b.', 'örn.'] });
  for (const text of ['Full name (e.g. Lena Marquardt)', 'Ad soyad (örn. Emre Kaya)', 'Name (z. B. Jonas Keller)']) assert.equal(shown(hints, text), [], text);
  assert.equal(shown(hints, 'Some callers, e.g. Lena Marquardt, asked twice.'), ['Lena Marquardt'], 'an abbreviation in a sentence');
  assert.equal(shown(hints, '(e.g. Lena Marquardt called twice)'), ['Lena Marquardt'], 'a bracket holding more than the name');
});

test('person-names: headlines, places, organisations and ambiguous words stay silent', () => {
  for (const text of [
    'Will Power training starts Monday',
    'Victoria Station is closed',
    'Maria Hospital opened',
    'the Emma Watson interview',
    'Getting Started With Maria Schneider Cloud Tools',
    'var MariaSchneider = 1',
    'mail maria.schneider@example.com',
    'Maria Schneider, Inc. annual report',
  ])
    assert.equal(shown(names, text), [], text);
});

test('person-names: listed name parts that label a field or a table line item are no name; a name before a sentence or a date still is', () => {
  for (const text of ['Filing Status: Single\nTax Class: III', 'Basic Pay | 2,950.00\nHoliday Pay | 120.00', 'Student Loan\t38.00', '| Holiday Pay | 0.00 |', 'Code Class:   B2']) {
    assert.equal(shown(names, text), [], text);
  }
  assert.equal(shown(names, 'Kowalczyk Shauna: bitte prüfen'), ['Kowalczyk Shauna'], 'a speaker says a sentence');
  assert.equal(shown(names, 'Kowalczyk Shauna\t1985-03-02\tWarszawa'), ['Kowalczyk Shauna'], 'a date is no amount');
  assert.equal(shown(names, 'Kowalczyk Shauna: 请核对 PESEL'), ['Kowalczyk Shauna'], 'words of a script without capitals are a sentence');
});

test('person-names: names of people that became a brand, a firm or a place are listed out (notNames)', () => {
  const withBrands = getFinder('person-names')!.prepare({ locales: ['en', 'fr'], particles: ['de'], notNames: ['Louis Vuitton', 'Charles de Gaulle'] });
  assert.equal(shown(withBrands, 'SKU 394 · Louis Vuitton edition'), []);
  assert.equal(shown(withBrands, 'Flights leave from Charles de Gaulle at noon'), []);
  assert.equal(shown(withBrands, 'Yesterday Louis Martin called'), ['Louis Martin'], 'the given name alone is no brand');
});

test('person-names: a name used for a thing is no person: before a firm, place or product noun, a model or a quote, after a merchant label', () => {
  const things = getFinder('person-names')!.prepare({ locales: ['en', 'fr'], particles: ['de'], notBeforeNouns: ['edition', 'office', 'airport'], notAfter: ['merchant', 'vehicle'] });
  assert.equal(shown(things, 'SKU 394 · Louis Vuitton edition'), []);
  assert.equal(shown(things, 'Flights leave from Charles de Gaulle airport at noon'), []);
  assert.equal(shown(things, 'Merchant: Louis Martin · terminal 55'), [], 'after a label naming a merchant');
  assert.equal(shown(things, 'Vehicle: Louis Martin DB11, VIN 2J14'), [], 'a model designation after it');
  assert.equal(shown(things, 'Markets: Louis Martin 38,996.39 (+0.12%)'), [], 'a market quote after it');
  assert.equal(shown(things, 'Yesterday Louis Martin called'), ['Louis Martin'], 'a person where a person stands');
  assert.equal(shown(names, 'Pickup: Str. Louis Martin nr. 8, Brașov'), [], 'a street after a street-type abbreviation');
  assert.equal(shown(names, 'Office: Louis Martin 77, B7600 Mar del Plata'), [], 'a street before its house number, a comma and a postcode');
  assert.equal(shown(names, 'Ruta 3 km 40, 1814 Louis Martin'), [], 'a town after a postcode');
  assert.equal(shown(names, 'Referred by Pr. Louis Martin last week'), ['Louis Martin'], 'a professor\'s title is no street type');
  assert.equal(shown(names, 'Forwarded to Sh. Louis Martin for action'), ['Louis Martin'], 'nor is Shri written short');
});

test('person-names: a trademark sign makes a name a brand, a state code after it a city; the eponymous-brands resource is read on request', () => {
  const find = getFinder('person-names')!.prepare({ locales: ['en', 'pt_BR'], particles: ['de'] });
  assert.equal(shown(find, 'Her new scent is by Louis Martin® this year'), []);
  assert.equal(shown(find, 'Starter kit by Louis Martin (TM), two boxes'), []);
  assert.equal(shown(find, 'Endereço: Lucas Martins - SP, 13010-000'), [], 'a Brazilian state after a hyphen');
  assert.equal(shown(find, 'PO Box 12, Louis Martin, IL 62704'), [], 'a US state before its ZIP code');
  assert.equal(shown(find, 'Louis Martin - RH, ramal 2231'), ['Louis Martin'], 'a department after a hyphen is no state');
  const brands = getFinder('person-names')!.prepare({ locales: ['en'], eponymousBrands: true });
  assert.equal(shown(brands, 'She left Goldman Sachs for a start-up.'), []);
  assert.equal(shown(brands, 'She met Louis Martin for a start-up.'), ['Louis Martin']);
});

test('address-blocks: a street and its town line found whole, on one line or over several lines with a flat line first', () => {
  const find = getFinder('address-blocks')!.prepare(undefined);
  assert.equal(shown(find, 'Ship to: 48 Wattle Grove, Ballarat VIC 3350 asap'), ['48 Wattle Grove, Ballarat VIC 3350']);
  assert.equal(shown(find, 'Address:\nFlat 4B\n27 Kingfisher Way\nEdinburgh EH3 2JB, United Kingdom\nPhone: 0131 496 0000'), ['Flat 4B\n27 Kingfisher Way\nEdinburgh EH3 2JB, United Kingdom']);
  assert.equal(shown(find, 'Mail: 730-20 Maple Grove Rd\n  Toronto ON  M4K 3H0'), ['730-20 Maple Grove Rd\n  Toronto ON  M4K 3H0']);
  assert.equal(shown(find, 'Regional office\nAustin, TX 78701'), [], 'a town line without a street above');
  assert.equal(shown(find, 'Chicago, IL 60614 is the area we serve'), []);
  // Each town line reads back at most three lines: a text made of town lines stays linear.
  const many = 'Leeds LS6 9HR\n'.repeat(5000);
  assert.equal(find(many).length, 0);
});

test('address-blocks: postcodes after the town in other countries, a district line above the town, speech without commas', () => {
  const find = getFinder('address-blocks')!.prepare(undefined);
  assert.equal(shown(find, 'Consignee\nPlot 4, Lotus Enclave, Sector 9\nGurugram 122001\nGST: n/a'), ['Plot 4, Lotus Enclave, Sector 9\nGurugram 122001']);
  assert.equal(shown(find, 'Flat 2, Rose Apartments\n6th Main, Jayanagar\nBengaluru, Karnataka 560041'), ['Flat 2, Rose Apartments\n6th Main, Jayanagar\nBengaluru, Karnataka 560041']);
  assert.equal(shown(find, '<td>3-14-1 Tenjin, Chuo-ku\nFukuoka 810-0001</td>'), ['3-14-1 Tenjin, Chuo-ku\nFukuoka 810-0001']);
  assert.equal(shown(find, 'um, it is 27 Banksia Way Cairns QLD 4870 yeah'), ['27 Banksia Way Cairns QLD 4870']);
  assert.equal(shown(find, 'Deliver: 88 Elm St, Apt 4, Dayton, OH 45402'), ['88 Elm St, Apt 4, Dayton, OH 45402']);
  assert.equal(shown(find, '주소: 12 Hill Road, Apt 3, Columbus, OH 43215입니다'), ['12 Hill Road, Apt 3, Columbus, OH 43215']);
  assert.equal(shown(find, 'Sprint 12 Review\nVersion 45581'), [], 'a document number is no town line');
  assert.equal(shown(find, 'Item 4 Blue Widgets\nInvoice 600082'), []);
  assert.equal(shown(find, 'Date of expiry: 9 October 2031\nCAN 321987'), [], 'a date above a card number');
  assert.equal(shown(find, 'the tenant, now living at Flat 9, Hill View, Linking Road\n    Mumbai 400050\n\nClause 2'), ['Flat 9, Hill View, Linking Road\n    Mumbai 400050']);
  assert.equal(shown(find, 'DOB 4th of May 1975 SIN 772 451 175'), [], 'a town must remain before the postcode');
});

test('column-names: a headerless table column with names the resource knows makes its other name-shaped cells names', () => {
  const columns = getFinder('column-names')!.prepare({ locales: ['en', 'fr', 'pt_BR'], notNameParts: ['Office'] });
  const table = '4928;Étienne Giraud;238-71-7173\n8780;Yoon Jihoon;541 835 586\n2262;Letícia Carvalho;475 755 401\n';
  assert.equal(shown(columns, table), ['Étienne Giraud', 'Yoon Jihoon', 'Letícia Carvalho']);
  assert.equal(shown(columns, '1;Berlin Office;open\n2;Paris Office;closed\n3;Madrid Office;open\n'), [], 'place and organisation words');
  assert.equal(shown(columns, '4928;Étienne Giraud;1\n8780;Yoon Jihoon;2\n'), [], 'two rows are no table');
  assert.equal(shown(columns, 'a;Yoon Jihoon;1\nb;Kang Dohyun;2\nc;Li Jun;3\n'), [], 'no cell the resource knows');
  assert.equal(shown(columns, 'Maëlle\tRousseau\t1977\nThibault\tLefebvre\t1972\nOcéane\tFontaine\t1942\n'), ['Maëlle', 'Rousseau', 'Thibault', 'Lefebvre', 'Océane', 'Fontaine'], 'given names beside surnames');
  assert.equal(shown(columns, 'Red\tApple\t3\nGreen\tPear\t4\nBlue\tPlum\t5\n'), [], 'two columns of words');
  const quoted = '1,Étienne Giraud,"Lyon, FR",5\n2,Yoon Jihoon,Seoul,6\n3,Letícia Carvalho,Recife,7\n4,Thibault Lefebvre,Paris,8\n';
  assert.equal(shown(columns, quoted), ['Yoon Jihoon', 'Letícia Carvalho', 'Thibault Lefebvre'], 'a quoted cell holding the delimiter cuts its row out of the table, without error');
});

test('column-names: with eponymousBrands, a firm known by its founder\'s full name is no name in a column; the people beside it still are', () => {
  const cv = '2020–2023|Calvin Klein|Buyer\n2017–2020|Hugo Boss|Buyer\n2015–2017|Ralph Lauren|Trainee\n';
  assert.equal(shown(getFinder('column-names')!.prepare({ locales: ['en', 'de'] }), cv).length, 3, 'without the option the cells are names');
  const brands = getFinder('column-names')!.prepare({ locales: ['en', 'de'], eponymousBrands: true });
  assert.equal(shown(brands, cv), []);
  const staff = '1;Calvin Klein;buyer\n2;Oliver Hartmann;buyer\n3;Lena Vogt;clerk\n';
  assert.equal(shown(brands, staff), ['Oliver Hartmann', 'Lena Vogt']);
});

const namesInContext = getFinder('person-names')!.prepare({
  locales: ['en', 'de', 'fr'],
  ambiguousGivenNames: ['Will', 'Grace'],
  notSurnames: ['Street', 'Station', 'Note', 'Status'],
  laterMentions: true,
  chatSpeakers: true,
});

test('person-names: a part of a name given in full is a name again when it comes back alone', () => {
  assert.equal(shown(namesInContext, 'Maria Schneider called. Later Maria asked for Schneider’s file.'), ['Maria Schneider', 'Maria', 'Schneider']);
  assert.equal(shown(namesInContext, 'Maria called about Schneider Street.'), [], 'no full name first: single words stay silent');
});

const listed = getFinder('listed-names')!.prepare({ labels: ['Attendees', '出席者'] });

test('listed-names: every name-shaped item of the list after the label', () => {
  assert.equal(shown(listed, 'Attendees: Oksana Bondar, Tunde, Lea van Dijk\n- budget: Review Plan'), ['Oksana Bondar', 'Tunde', 'Lea van Dijk']);
  assert.equal(shown(listed, '出席者: 山口恵子, Kenji Mori, सुनीता वर्मा'), ['山口恵子', 'Kenji Mori', 'सुनीता वर्मा']);
  assert.equal(shown(listed, 'Attendees: everyone in the channel, 3 guests'), [], 'lower-case and numbered items are not names');
  assert.equal(shown(listed, 'Budget Review, Q3 Plan'), [], 'no label, no list');
  assert.throws(() => getFinder('listed-names')!.prepare({}), /params.labels/);
});

test('listed-names: the last name after a conjunction, CJK commas, and a note in brackets left out', () => {
  assert.equal(shown(listed, 'Attendees: Oksana Bondar, Lea van Dijk and Tunde Bello'), ['Oksana Bondar', 'Lea van Dijk', 'Tunde Bello']);
  assert.equal(shown(listed, 'Attendees: Kenji Mori (remote), Ana Lima & Rui Costa'), ['Kenji Mori', 'Ana Lima', 'Rui Costa']);
  assert.equal(shown(listed, '出席者：山口恵子、佐藤健，Kenji Mori'), ['山口恵子', '佐藤健', 'Kenji Mori']);
  assert.equal(shown(listed, 'Attendees: the whole team and guests (tbc)'), [], 'lower-case items stay silent with or without a note');
});

test('person-names: speakers of a transcript with two or more speaker lines', () => {
  assert.equal(shown(namesInContext, 'Lukas: did it arrive?\nAgent: not yet\nLukas: ok'), ['Lukas', 'Lukas']);
  assert.equal(shown(namesInContext, 'Thomas Weber  10:41 AM\nthe file\nAgent  10:43 AM\nthanks'), ['Thomas Weber']);
  assert.equal(shown(namesInContext, 'Lukas: the only line that looks like a speaker'), [], 'one speaker line may be a heading');
  assert.equal(shown(namesInContext, 'Lukas: Rechnung offen\nStatus: neu'), [], 'fields of a form speak once and carry no time stamp');
  assert.equal(shown(namesInContext, 'Lukas Weber: hallo\nAgent: ja?\nLukas: die Karte'), ['Lukas Weber', 'Lukas'], 'a full name and its given name are one speaker');
  assert.equal(shown(namesInContext, 'Note: build green\nStatus: deployed\nGrace: ok'), [], 'headings and ambiguous given names');
});

test('person-names: in a conversation, names no resource lists speak too; roles, form labels and code do not', () => {
  const chat = '[08:15] Lukas: is anyone coming tonight?\n[08:17] Khiêm: I will be late today\n[08:20] Lukas: ok see you then';
  assert.equal(shown(namesInContext, chat), ['Lukas', 'Khiêm', 'Lukas'], 'an unknown speaker with the shape of a name among known ones');
  const tools = 'Alice: hi there, anyone around\nKubernetes: pod restarted again today\nAlice: checking the logs now\nKubernetes: pod restarted once more';
  assert.equal(shown(namesInContext, tools), ['Alice', 'Alice'], 'a capitalised tool name that speaks twice next to a known name');
  const bots = '[09:01] Grafana: disk usage above limit\n[09:02] Maria: thanks, watching it\n[09:07] Grafana: disk usage back to normal\n[09:08] Maria: looking into it';
  assert.equal(shown(namesInContext, bots).filter((n) => n !== 'Maria'), [], 'a bot\'s label in a team chat');
  assert.equal(shown(namesInContext, 'Lukas: gửi mọi người bản hỏi đáp\nHỏi: làm sao đổi mật khẩu\nĐáp: vào phần cài đặt\nHỏi: còn tài khoản phụ thì sao\nĐáp: cũng vậy thôi\nLukas: có gì hỏi thêm nhé'), ['Lukas', 'Lukas'], 'Vietnamese question and answer labels');
  assert.equal(shown(namesInContext, '[19:02] 健太: 今日は遅くなります\n[19:05] 美穂: 了解、気をつけてね\n[19:07] 健太: ありがとう、また後で'), ['健太', '美穂', '健太'], 'time-stamped speakers in a script without capitals');
  assert.equal(shown(namesInContext, '[14:02] Rådgivare: Välkommen, vad kan jag hjälpa till med?\n[14:03] Kund: min faktura ser konstig ut\n[14:05] Rådgivare: jag tittar på den direkt'), [], 'two roles take turns');
  assert.equal(shown(namesInContext, '[00:19] Vordak: hello there friend\n[00:36] Brimsel: yes i am here now\n[00:41] Vordak: good to hear that'), [], 'no speaker a resource knows');
  assert.equal(shown(namesInContext, 'Summary: revenue is up again\nRisks: supply is slow now\nSummary: we are fine overall\nRisks: none at all today'), [], 'labels of a form repeated');
  const fenced = 'Lukas: see the header below\nKhiêm: which one then\n```\nAuthorization: Bearer the token\nAuthorization: Bearer other one\n```\nLukas: that one there\nKhiêm: got it now';
  assert.equal(shown(namesInContext, fenced), ['Lukas', 'Khiêm', 'Lukas', 'Khiêm'], 'lines of a code block are not turns');
});

const scripts = getFinder('person-names')!.prepare({ locales: ['en'], scriptLocales: ['hi', 'ar'] });

test('person-names: names in Devanagari and Arabic script (params.scriptLocales)', () => {
  assert.equal(shown(scripts, 'कल अनिल मेहता ने रिपोर्ट पेश की। कृपया श्रीमती जोशी को बताएं।'), ['अनिल मेहता', 'जोशी'], 'a given and a family name; a title before a family name alone');
  assert.equal(shown(scripts, 'وقّع خالد بن فهد الدوسري العقد، وحضر مازن عبد العزيز.'), ['خالد بن فهد الدوسري', 'مازن عبد العزيز'], 'father\'s names and a nisba');
  assert.equal(shown(scripts, 'هذا هو الكتاب الذي قرأته. आज रवि वार है। यह सीमा पार करना मना है।'), [], 'words, and given names that are words without a family name');
  assert.equal(shown(scripts, '7 طريق الأمير سلطان بن عبدالعزيز. फ्लैट 12, अनिल मेहता मार्ग, पुणे'), [], 'streets named after people');
  assert.equal(shown(scripts, 'كتب الأستاذ مصطفى إلى الدكتورة الزهراني. कल डॉ. मेहता और श्रीमान जोशी आए।'), ['مصطفى', 'الزهراني', 'मेहता', 'जोशी'], 'titles before a given or a family name alone');
});

const vietnamese = getFinder('person-names')!.prepare({ locales: ['en', 'pt_PT'], familyFirstLocales: ['vi'], titlesBeforeGiven: ['anh', 'chị', 'bà', 'bác sĩ'], notAfter: ['đường'] });

test('person-names: names written family name first with middle names, and given names after a title or kinship word', () => {
  assert.equal(shown(vietnamese, 'Hợp đồng do Trương Minh Khoa ký hôm qua.'), ['Trương Minh Khoa']);
  assert.equal(shown(vietnamese, 'Biên bản có chữ ký của Vương Thị Ngọc Hân và Tạ Khôi.'), ['Vương Thị Ngọc Hân'], 'four words; a pair alone is not read');
  assert.equal(shown(vietnamese, 'Tuần sau đoàn đi Thái Bình rồi ghé Lý Sơn. Cửa hàng ở 25 Vương Thị Ngọc Lam, quận 3.'), [], 'two syllables that name provinces, a street after a house number');
  assert.equal(shown(vietnamese, 'Nhờ chị Thảo gửi lại hóa đơn. Kính gửi bác sĩ Quyên,'), ['Thảo', 'Quyên']);
  assert.equal(shown(vietnamese, 'Bà Lan đã đến.'), ['Lan'], 'a title opening the sentence');
  assert.equal(shown(vietnamese, 'Chúng tôi đã đến Bình Dương và Hà Giang, rồi gặp chị ở Hà Nội.'), [], 'two syllables of names also name places');
  assert.equal(shown(vietnamese, 'Cửa hàng ở đường Nguyễn Văn Linh, quận 7'), [], 'a street named after a person');
  assert.equal(shown(vietnamese, 'Chegámos em Salvador ontem.'), [], 'a title is a whole word of its own language');
  assert.throws(() => getFinder('person-names')!.prepare({ familyFirstLocales: ['xx'] }), /no name supplement for locale "xx"/);
});

test('phone-numbers: amounts and counts with thousands separators are not phones; the same digits as a phone are', () => {
  for (const text of ['Revenue grew to 612 450 118 EUR', 'The dump is 734 221 905 bytes', 'Kontostand: 651.345.678 Punkte', '"amount": "612 345 679"', 'took 208 512 394 ns'])
    assert.equal(shown(phones, text), [], text);
  assert.equal(shown(phones, 'Llámame al 612 34 56 78 mañana'), ['612 34 56 78']);
});

test('phone-numbers: a national number carries the trunk prefix its region always writes; postcodes lack it', () => {
  assert.equal(shown(phones, 'Recife - PE, 34696-095'), [], 'a CEP is a German number only with its 0');
  assert.equal(shown(phones, 'Festnetz 034696 095'), ['034696 095']);
  assert.equal(shown(phones, 'call 98765 43210 in Pune'), ['98765 43210'], 'Indian mobiles are written without the 0');
  assert.equal(shown(phones, 'Direct: 1-312-555-2643'), ['1-312-555-2643'], 'the NANP 1 as its own group');
  assert.equal(shown(phones, 'Chiamami al 347 1234567'), ['347 1234567'], 'an Italian mobile prefix, the rest unsplit');
  assert.equal(shown(phones, 'Zadzwoń: 611-198-027'), ['611-198-027'], 'a Polish or Spanish number in three groups of three');
});

test('phone-numbers: freephone, premium-rate, shared-cost and universal-access numbers are an organisation\'s lines', () => {
  for (const text of ['Toll-free: 1-800-555-2740', 'Kundendienst 0800 3301000', 'Infolijn 0900 1234567', 'Lo: +44 808 164 0192', 'フリーダイヤル 0120-123-456', 'Bookings 1300 655 506'])
    assert.equal(shown(phones, text), [], text);
  assert.equal(shown(phones, 'Festnetz 030 3301000, kostenlos 0800 3301000'), ['030 3301000'], 'the geographic number beside it stays');
  assert.equal(shown(phones, 'Lagos office 0808 401 1609'), ['0808 401 1609'], 'freephone in the UK, a mobile in Nigeria');
  assert.equal(shown(phones, 'Immigration Service Centre, Bristol 0300 123 7379'), [], "a British universal-access line written the British way: Brazil's exact reading is shared cost, Pakistan writes its 0300 mobiles 0300 1237379");
  assert.equal(shown(phones, 'Lahore office 0300 1237379'), ['0300 1237379'], 'a Pakistani mobile written the Pakistani way');
  assert.equal(shown(phones, 'Zustellung: Tür · 087 224 1590 (2 Pakete)'), ['087 224 1590'], 'a bracket opened after the number is prose');
  assert.equal(shown(phones, 'Notfallkontakt: ihr Bruder, 0800 3301000'), ['0800 3301000'], 'the text gives the line to a person');
  assert.equal(shown(phones, 'WhatsApp me on +44 808 164 0192'), ['+44 808 164 0192']);
  assert.equal(shown(phones, '| Lina Berg | lina.berg@post.example.se | +44 808 164 0192 |'), ['+44 808 164 0192'], 'a contact row gives it to a person');
});

test('phone-numbers: a trunk 0 written apart before the bracketed area code; Belgian slash and dotted pairs', () => {
  assert.equal(shown(phones, 'Cep telefonum 0 (532) 418 27 63, akşam ara'), ['0 (532) 418 27 63']);
  assert.equal(shown(phones, 'U kunt mij bereiken op 0478/12.34.56 of per e-mail'), ['0478/12.34.56']);
  assert.equal(shown(phones, 'Joignable au 02/513.44.90 en semaine'), ['02/513.44.90']);
  assert.equal(shown(phones, 'firmware 4.2.1/12.34.56 released'), [], 'dotted versions stay silent');
});

test('phone-numbers: digits, plus, hyphens and brackets typed in full-width forms, at their own offsets', () => {
  assert.equal(shown(phones, '携帯: ０９０－１２３４－５６７８'), ['０９０－１２３４－５６７８']);
  assert.equal(shown(phones, 'お客様: ０３－９８３８－６７１２です'), ['０３－９８３８－６７１２']);
  assert.equal(shown(phones, 'call him on ＋８１ ９０－３１２４－５５８７ tonight'), ['＋８１ ９０－３１２４－５５８７']);
  assert.equal(shown(phones, '注文番号 ２０２４－０５－０１ 発送済み'), [], 'a full-width date stays silent');
  assert.equal(shown(phones, '会員番号：０３１２４５６７８９０１２３４５'), [], 'a long full-width id stays silent');
});

test('phone-numbers: a French number written with dots is a phone, a date is not', () => {
  assert.equal(shown(phones, 'Contact : 04.44.95.70.83 (bureau)'), ['04.44.95.70.83']);
  assert.equal(shown(phones, 'Rendez-vous le 04.05.2024 à 10h'), []);
});

const records = getFinder('record-names')!.prepare({ locales: ['en', 'tr', 'sv'], notNameParts: ['Logistics', 'Belo', 'Horizonte'] });

test('record-names: a name cell in a row or SQL tuple that holds an e-mail address', () => {
  assert.equal(shown(records, "(1000, 'Can Doğan', 'cdogan@mail.example.tr', '0212 461 30 49'),"), ['Can Doğan']);
  assert.equal(shown(records, 'Grace Taylor;grace93@mail.example.ca;303-533-3024'), ['Grace Taylor']);
  assert.equal(shown(records, 'id,name,email\n1,Linnea Olsson,lo@mail.example.se\n2,Erik Berg,eb@mail.example.se'), ['Linnea Olsson', 'Erik Berg']);
  assert.equal(shown(records, "(2,'Wanjiru Kamau','wanjiru.kamau7@mail.example.ke')"), ['Wanjiru Kamau'], 'the row\'s address spells the name');
  assert.equal(shown(records, "(3,'فاطمة الزهراء','fz@mail.example.ma')"), ['فاطمة الزهراء'], 'a script without capitals, before the address');
  assert.equal(shown(records, "(4,'orders@mail.example.ke','فاطمة الزهراء')"), [], 'after the address it is no record name');
});

test('record-names: no e-mail on the line, organisations, places and unknown words stay silent', () => {
  for (const text of [
    'Grace Taylor;303-533-3024;09/21/1954',
    '1001,Acme Logistics,ops@acme.example,active',
    "(1, 'Belo Horizonte', 'ops@mail.example.br')",
    '1001,Quantum Widget,ops@mail.example.com',
    'Grace Taylor wrote to ops@mail.example.com about the refund',
  ])
    assert.equal(shown(records, text), [], text);
});

const cjk = getFinder('cjk-names')!.prepare(undefined);

test('cjk-names: Chinese, Japanese and Korean names where a name stands', () => {
  assert.equal(shown(cjk, '搭乗者: 田中翔太\n旅券番号: TK1234567'), ['田中翔太']);
  assert.equal(shown(cjk, '姓名：吴磊\n出生日期: 1954/08/09'), ['吴磊']);
  assert.equal(shown(cjk, 'From: 伊藤 蓮 <ito.ren@mail.example.jp>'), ['伊藤 蓮']);
  assert.equal(shown(cjk, 'よろしくお願いいたします。\n伊藤 さくら\n'), ['伊藤 さくら']);
  assert.equal(shown(cjk, '"displayName": "王军",'), ['王军']);
  assert.equal(shown(cjk, '김민준님, 안녕하세요'), ['김민준']);
  assert.equal(shown(cjk, '田中様、お世話になっております。'), []);
});

test('cjk-names: chat speakers, titles, greetings after the name, senders after "from"', () => {
  assert.equal(shown(cjk, '[14:38] 吴建国: 你好，我的订单一直没到\n[14:41] 客服: 订单号?'), ['吴建国']);
  assert.equal(shown(cjk, '2024-05-01 09:12 김민준: 안녕하세요'), ['김민준']);
  assert.equal(shown(cjk, 'よろしくお願いいたします。\nDr. 鈴木 花子'), ['鈴木 花子']);
  assert.equal(shown(cjk, '孙志强您好：\n欢迎加入团队！'), ['孙志强']);
  assert.equal(shown(cjk, '- escalation from 周晓梅 <xiaomei@example.cn>, ticket 5521'), ['周晓梅']);
});

test('cjk-names: a time without a line start, or a role in the speaker slot, is not a speaker', () => {
  for (const text of ['会议 14:38 吴建国: 你好', '[00:29] 상담원: 안녕하세요\n[00:39] 고객: 네', '[14:41] 客户: 你好'])
    assert.equal(shown(getFinder('cjk-names')!.prepare({ notNames: ['상담원', '고객', '客户'] }), text), [], text);
});

test('cjk-names: a city after a birthplace label is a place, the name above it is a name', () => {
  const find = getFinder('cjk-names')!.prepare({ placeLabels: ['出生地', '출생지'] });
  assert.equal(shown(find, '姓名: 吴建国\n出生地: 成都'), ['吴建国']);
  assert.equal(shown(find, '성명: 조예준\n출생지: 인천'), ['조예준']);
});

test('cjk-names: a given name ending in a town or village word is a name; the place is known by its label', () => {
  const placed = getFinder('cjk-names')!.prepare({ placeLabels: ['勤務地', '工作地点', '住址'] });
  assert.equal(shown(cjk, '[08:31] 郑志镇: 收到'), ['郑志镇'], 'a chat speaker');
  assert.equal(shown(cjk, '担当: 小野小町\n部署: 経理'), ['小野小町']);
  assert.equal(shown(cjk, '联系人：陈明镇'), ['陈明镇']);
  assert.equal(shown(placed, '工作地点：周庄镇\n联系人：王磊'), ['王磊']);
  assert.equal(shown(placed, '住址：张家村'), []);
  assert.equal(shown(placed, '勤務地: 吉田町\n担当: 佐藤健'), ['佐藤健']);
});

test('cjk-names: a place ending in an administrative division, a doubled word or a modal particle is no name', () => {
  assert.equal(shown(cjk, '分公司：苏州市\n联系人：王磊'), ['王磊']);
  assert.equal(shown(cjk, '근무지: 성남시\n담당자: 김민서'), ['김민서']);
  assert.equal(shown(cjk, '收到，马上处理\n谢谢\n周婷'), ['周婷']);
  assert.equal(shown(cjk, '那就这样吧\n谢啦\n'), []);
});

const cjkProse = getFinder('cjk-names')!.prepare({ givenNames: true });

test('cjk-names: a family name joined to a listed given name is a name in running text (params.givenNames)', () => {
  assert.equal(shown(cjkProse, '조사 결과 박서연은 그날 현장에 없었다. 남궁민준의 차였다.'), ['박서연', '남궁민준'], 'a Korean name with its particle, two-syllable family names');
  assert.equal(shown(cjkProse, '어제 윤 과장님께 서류를 보냈습니다. 한 씨 전화번호'), ['윤', '한'], 'a family name alone before a title');
  assert.equal(shown(cjkProse, '長谷川陽子は来週出席します。吉田蓮（45）'), ['長谷川陽子', '吉田蓮']);
  assert.equal(shown(cjkProse, '周梓涵在会上介绍了方案。'), ['周梓涵'], 'a Han run that starts with the name');
  assert.equal(shown(cjkProse, '정보는 아래와 같습니다. 한 씨앗이 자랐다. 他的想法很高明，王国的历史很长。这是句子王梓涵在里面'), [], 'words that start with a family name, a name inside a Han run');
  assert.equal(shown(cjk, '조사 결과 박서연은 그날 현장에 없었다.'), [], 'without params.givenNames, position only');
});

test('cjk-names: words, places and prose stay silent', () => {
  for (const text of ['住所: 東京都新宿区西新宿二丁目8番1号', '国籍: CN', '此致敬礼\n', '这是一个很长的句子王军在里面', '安全性について説明します。', 'plain ASCII text only'])
    assert.equal(shown(cjk, text), [], text);
});

const handles = getFinder('name-handles')!.prepare({ locales: ['en', 'pl', 'it'], ambiguousGivenNames: ['Sunny'] });
const handleValues = (text: string): string[] => handles(text).map((s) => text.slice(s.start, s.end));

test('name-handles: given.surname handles of chat speakers and mentions', () => {
  assert.equal(handleValues('[10:02] anna.nowak: hi @marco_rossi, ok?'), ['anna.nowak', 'marco_rossi']);
  assert.equal(handleValues('[1767098607] giulia.ricci: ciao'), ['giulia.ricci']);
});

test('name-handles: e-mail addresses, hosts, paths, code and unknown words stay silent', () => {
  assert.equal(handleValues('mail anna.nowak@example.org or see anna.nowak.example.org'), []);
  assert.equal(handleValues('open docs/anna.nowak.md and ~/marco_rossi/x; call marco.rossi() twice'), []);
  assert.equal(handleValues('logger.info(user.name); sunny.rossi: hi; self.data_frame'), []);
});

test('a pack names a finder instead of a pattern; unknown finders and bad params are rejected with the JSON path', () => {
  const m = new RuleMatcher([pack([{ id: 'phones', category: 'phone_number', finder: { name: 'phone-numbers', params: { regions: ['FR'] } } }])]);
  assert.equal(m.scan('appelez le 06 12 34 56 78').map((x) => [x.start, x.end]), [[11, 25]]);
  assert.equal(m.scan('call (415) 555-2304'), [], 'a US number is not a French one');
  const problems = (rules: Parameters<typeof pack>[0]): string => {
    try {
      new RuleMatcher([pack(rules)]);
    } catch (err) {
      assert.instance(err, RuleCompileError);
      return (err as Error).message;
    }
    return 'compiled';
  };
  assert.match(problems([{ id: 'x', finder: 'no-such-finder' }]), '/rules/0/finder: t/x: unknown finder "no-such-finder"');
  assert.match(problems([{ id: 'x', finder: { name: 'phone-numbers', params: { regions: ['XX'] } } }]), '/rules/0/finder/params');
  assert.match(problems([{ id: 'x', finder: { name: 'person-names', params: { locales: ['xx_YY'] } } }]), 'no names resource for locale "xx_YY"');
});

test('postcode-addresses: a street with its number and a postcode beside its town, in one line', () => {
  const addresses = getFinder('postcode-addresses')!.prepare(undefined);
  assert.equal(shown(addresses, 'nicht mehr in Marktgasse 8, 3011 Bern sondern'), ['Marktgasse 8, 3011 Bern']);
  assert.equal(shown(addresses, 'Adres: ul. Św. Barbary 14/3, 31-042 Kraków'), ['ul. Św. Barbary 14/3, 31-042 Kraków']);
  assert.equal(shown(addresses, 'to Av. Insurgentes Sur 1170 Int. 4, Col. Del Valle, 03100 Ciudad de México, CDMX please'), ['Av. Insurgentes Sur 1170 Int. 4, Col. Del Valle, 03100 Ciudad de México, CDMX']);
  assert.equal(shown(addresses, 'Kittisak, 45/12 Thanon Sukhumvit, Khlong Toei, Bangkok 10110, 02-123-4567'), ['45/12 Thanon Sukhumvit, Khlong Toei, Bangkok 10110']);
  assert.equal(shown(addresses, 'My details: Linnea Johansson, Drottninggatan 83, 416 55 Göteborg'), ['Drottninggatan 83, 416 55 Göteborg'], 'a name before the street stays out');
  assert.equal(shown(addresses, 'Meeting notes, twelve attendees, 10115 Berlin'), [], 'no house number');
});

test('postcode-addresses: every address of a long register is read, each street once', () => {
  const addresses = getFinder('postcode-addresses')!.prepare(undefined);
  const rows = Array.from({ length: 600 }, (_, i) => `${i + 1}. Marktgasse ${(i % 90) + 1}, ${3000 + i} Bern`);
  const found = shown(addresses, rows.join('\n'));
  assert.is(found.length, 600, 'no address is dropped past a count');
  assert.is(found[599], 'Marktgasse 60, 3599 Bern');
  const inline = 'Lieferung an Marktgasse 8, 3011 Bern; Rechnung an Bahnhofstrasse 12, 8001 Zürich.';
  assert.equal(shown(addresses, inline), ['Marktgasse 8, 3011 Bern', 'Bahnhofstrasse 12, 8001 Zürich'], 'two addresses on one line');
});

test('address-blocks and armored-key-blocks: one long line of many candidates costs linear time', () => {
  // Each town line reads back only a bounded window for its street, never to the line's start.
  const towns = getFinder('address-blocks')!.prepare(undefined);
  const townLine = (size: number): string => 'Austin, TX 78701 '.repeat(Math.ceil(size / 17)).slice(0, size);
  const townRatio = growth((size) => void towns(townLine(size)), 131_072);
  assert.ok(townRatio < MAX_GROWTH, `8× the line cost ${townRatio.toFixed(1)}×`);
  const keys = getFinder('armored-key-blocks')!.prepare(undefined);
  const beginLine = (size: number): string => '-----BEGIN PRIVATE KEY----- MIIEvQIBADANBgkqhkiG9w0BAQEFAASC '.repeat(Math.ceil(size / 61)).slice(0, size);
  const keyRatio = growth((size) => void keys(beginLine(size)), 131_072);
  assert.ok(keyRatio < MAX_GROWTH, `8× the line cost ${keyRatio.toFixed(1)}×`);
});

test.run();
