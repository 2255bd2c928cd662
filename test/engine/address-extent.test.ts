// The postal-address extent: a street a rule found is widened to the whole address written
// around it (units and buildings before it; units, district, town, region, postcode and country
// after it; the town, postcode and country lines under it), and stops where the address ends.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { followsOrganisationName, postalAddressExtent } from '../../src/engine/finders/address-extent.js';
import { growth, MAX_GROWTH } from '../support/growth.js';

const test = suite('engine: postal-address extent');

/** The text with the street marked «…»; returns the extended span's text. */
function extended(marked: string): string {
  const start = marked.indexOf('«');
  const end = marked.indexOf('»') - 1;
  const text = marked.replace('«', '').replace('»', '');
  const span = postalAddressExtent(text, start, end);
  return text.slice(span.start, span.end);
}

test('parts after the street on its line, in several national forms', () => {
  const cases: Array<[string, string]> = [
    ['Lieferung an «Schillerstraße 7», 3. OG, 01069 Dresden bitte', 'Schillerstraße 7, 3. OG, 01069 Dresden'],
    ['«Avenida Paulista, 1200», conj. 5, sala 804 - Bela Vista, São Paulo - SP, CEP 01310-100.', 'Avenida Paulista, 1200, conj. 5, sala 804 - Bela Vista, São Paulo - SP, CEP 01310-100'],
    ['«Via Nazionale 12», 00184 Roma RM, tel. 06 1234', 'Via Nazionale 12, 00184 Roma RM'],
    ['«Kungsgatan 44» lgh 1203, 111 35 Stockholm', 'Kungsgatan 44 lgh 1203, 111 35 Stockholm'],
    ['«Rua do Ouro, 12, 3».º Frente, 1100-063 Lisboa', 'Rua do Ouro, 12, 3.º Frente, 1100-063 Lisboa'],
    ['«광주광역시 북구 용봉로 77», 12층 1203호, (우) 61186', '광주광역시 북구 용봉로 77, 12층 1203호, (우) 61186'],
    ['(34126) «대전광역시 유성구 대학로 99», 5동 302호 로 보내 주세요', '(34126) 대전광역시 유성구 대학로 99, 5동 302호'],
    ['«広島県広島市中区紙屋町1-2-3» メゾン緑1102号室', '広島県広島市中区紙屋町1-2-3 メゾン緑1102号室'],
    ['«四川省成都市武侯区人民南路4号»，邮编610041。', '四川省成都市武侯区人民南路4号，邮编610041'],
    ['«北京市朝阳区人民路10号6栋1107室»（邮编 100022）', '北京市朝阳区人民路10号6栋1107室（邮编 100022）'],
    ['«77 Jalan Ampang», 50450 Kuala Lumpur, Malaysia', '77 Jalan Ampang, 50450 Kuala Lumpur, Malaysia'],
  ];
  for (const [marked, want] of cases) assert.is(extended(marked), want, marked);
});

test('unit, floor and building parts before the street, and a unit line above it', () => {
  const cases: Array<[string, string]> = [
    ['Flat C, 21/F, Harbour View Court, «14 Tai Koo Wan Road», Quarry Bay', 'Flat C, 21/F, Harbour View Court, 14 Tai Koo Wan Road, Quarry Bay'],
    ['Blk «204 Bedok North Street 1», #05-112, Singapore 460204', 'Blk 204 Bedok North Street 1, #05-112, Singapore 460204'],
    ['شقة 12، بناية الريم، «شارع الجامعة، عمان»', 'شقة 12، بناية الريم، شارع الجامعة، عمان'],
    ['Send to:\nApt 9\n«88 Harbour Road»\nWellington 6011', 'Apt 9\n88 Harbour Road\nWellington 6011'],
    ['宛先：〒060-0001, «北海道札幌市中央区北一条西2-1»', '〒060-0001, 北海道札幌市中央区北一条西2-1'],
    ['宛先\n〒060-0001\n«北海道札幌市中央区北一条西2-1»\n電話', '〒060-0001\n北海道札幌市中央区北一条西2-1'],
  ];
  for (const [marked, want] of cases) assert.is(extended(marked), want, marked);
});

test('the town, postcode and country lines under the street', () => {
  const cases: Array<[string, string]> = [
    ['«14 Church Lane»\nDunedin\n9016\n\nThanks', '14 Church Lane\nDunedin\n9016'],
    ['«Rue Neuve 12»\n1000 Bruxelles\nBelgique\nTél. 02 123 45 67', 'Rue Neuve 12\n1000 Bruxelles\nBelgique'],
    ['please write to «5 Elm Row»\nEdinburgh EH7 4AA, and call', '5 Elm Row\nEdinburgh EH7 4AA'],
  ];
  for (const [marked, want] of cases) assert.is(extended(marked), want, marked);
});

test('stops where the address ends: names, dates, phones, prose and CSV cells stay out', () => {
  const cases: Array<[string, string]> = [
    ['«4410 Birch Lane», Madison, WI 53703\nJane Roe\nSales', '4410 Birch Lane, Madison, WI 53703'],
    ['«27 Kingfisher Way»\nEdinburgh EH3 2JB\n2024-05-01 invoice', '27 Kingfisher Way\nEdinburgh EH3 2JB'],
    ['«Calle Mayor 5», 28013 Madrid · +34 600 123 456', 'Calle Mayor 5, 28013 Madrid'],
    ['we met at «12 Baker Street», Tom Jones said', '12 Baker Street'],
    ['«12 Baker Street»,Tom Jones,tom@example.org', '12 Baker Street'],
    ['«12 Baker Street», 9583 8766', '12 Baker Street'],
    ['«12 Baker Street»\nTotal 1200 EUR', '12 Baker Street'],
    ['«8 Elm Road, Leeds LS6 2AA, 0113 496 0000», mornings', '8 Elm Road, Leeds LS6 2AA'],
    ['«Rua Augusta 9, São Paulo - SP, 01310-100»', 'Rua Augusta 9, São Paulo - SP, 01310-100'],
    // A telephone line under the address holds a ZIP+4-shaped number, not a postcode line.
    ['«Seringenlaan 58, 9050 Gent»\nTel. 0800-4627\n\nBeste Wout', 'Seringenlaan 58, 9050 Gent'],
    ['(06234) «서울특별시 강남구 올림픽로 185»\nTel. 1588-8981', '(06234) 서울특별시 강남구 올림픽로 185'],
    ['«12 Kings Road»\nBrighton\nFax: 1234-5678', '12 Kings Road'],
    ['«7394 W Harrison St»\n# 22B\nSavannah, GA 31457\n1 Wages', '7394 W Harrison St\n# 22B\nSavannah, GA 31457'],
  ];
  for (const [marked, want] of cases) assert.is(extended(marked), want, marked);
});

test('the address ends where its field or markup ends, and lines broken the way JSON and HTML break them', () => {
  const cases: Array<[string, string]> = [
    ['<td>«9 Rosebank Walk»<br>Hamilton 3204<br>New Zealand</td>', '9 Rosebank Walk<br>Hamilton 3204<br>New Zealand'],
    ['{"addr":"«Kirkegata 15»\\n0153 Oslo\\nNorge","tel":"22 00 00 00"}', 'Kirkegata 15\\n0153 Oslo\\nNorge'],
    ['<textarea>«Via Po 8»\n10123 Torino\nItalia</textarea>', 'Via Po 8\n10123 Torino\nItalia'],
    ['«Lagerstraße 12»\t20357 Hamburg\tDeutschland', 'Lagerstraße 12'],
  ];
  for (const [marked, want] of cases) assert.is(extended(marked), want, marked);
});

test('houses named, floors before the street, glued numbers, postcode words, scripts without capitals', () => {
  const cases: Array<[string, string]> = [
    ['post it to Ivy Cottage, «3 Church Walk», Ludlow SY8 1AP today', 'Ivy Cottage, 3 Church Walk, Ludlow SY8 1AP'],
    ['The Coach House\n«2 Orchard Row»\nTaunton TA1 4DD', 'The Coach House\n2 Orchard Row\nTaunton TA1 4DD'],
    ['Lieferadresse: 2. Stock rechts, «Kaiserstraße 9», 60311 Frankfurt', '2. Stock rechts, Kaiserstraße 9, 60311 Frankfurt'],
    ['«Mariahilfer Straße 41»/3/12, 1060 Wien', 'Mariahilfer Straße 41/3/12, 1060 Wien'],
    ['«Rua Bahia 70, Savassi, Belo Horizonte - MG, 30160»-011.', 'Rua Bahia 70, Savassi, Belo Horizonte - MG, 30160-011'],
    ['«Calle 5 de Mayo 14», Col. Centro, C.P. 68000 Oaxaca, Oax.', 'Calle 5 de Mayo 14, Col. Centro, C.P. 68000 Oaxaca, Oax.'],
    ['«2-11-3 Meieki», Nakamura-ku, Nagoya 450-0002, 日本', '2-11-3 Meieki, Nakamura-ku, Nagoya 450-0002, 日本'],
    ['收件地址「«88 Nanjing Road», Shanghai, 中国」', '88 Nanjing Road, Shanghai, 中国'],
    ['«15 Kings Road» / Brighton BN1 2FA', '15 Kings Road / Brighton BN1 2FA'],
  ];
  for (const [marked, want] of cases) assert.is(extended(marked), want, marked);
});

test("an organisation's own address: only its name, ending in a legal form or opened by one, precedes it on the line", () => {
  const at = (marked: string): boolean => followsOrganisationName(marked.replace('«', ''), marked.indexOf('«'));
  for (const marked of [
    'Auenfeld Datentechnik GmbH — «Rosenplatz 23, 04277 Leipzig',
    'Re: claim\nDuinrand Transport B.V. — «Molenweg 52, 1015 BA Amsterdam',
    'Yıldızsoft Yazılım Ltd. Şti. — «Bağdat Caddesi No: 56',
    '北斗損害保険株式会社 — «〒812-0026 福岡県福岡市博多区上川端町7丁目3番14号',
    '株式会社みなと運輸 — «〒530-0047 大阪府大阪市北区西天満3丁目8番21号',
    'Distribuidora Jacarandá Ltda. — «Rua Pedro Guedes Vilar, 742',
    'Acme Widgets Inc., «12 Main Street, Springfield',
    'Bokhandeln i Visby Group — «Strandvägen 41, 621 55 Visby',
    'Công ty TNHH Vận Tải Hoa Sen — «Số 61 đường Điện Biên Phủ, Phường Đa Kao, Quận 1',
    'Talwiese Versicherung — «Lessingstraße 27, 10555 Berlin',
    'Cobble & Wren Insurance — «418 Sycamore Drive, Tulsa, OK 74103',
    'شركة الواحة للتوريدات الصناعية — «3150 شارع النخيل الغربي',
  ])
    assert.ok(at(marked), marked);
  for (const marked of [
    'Ava Williams — «6856 Lincoln Boulevard, Portland, OR 97205',
    'Ship to: Acme GmbH — «Rosenplatz 23, 04277 Leipzig',
    'C123,Acme GmbH,«Rosenplatz 23, 04277 Leipzig',
    'I moved from Berlin and my address is «Rosenplatz 23',
    'Agatha — «Rosenplatz 23',
    'Maria Bank — «Rosenplatz 23',
    'The quote came on paper headed Morgentau Versicherungen, «2906 Aspen Court Apt 4B, Fargo, ND 58102',
  ])
    assert.not.ok(at(marked), marked);
});

test('cost per address is bounded: many addresses with long tails cost linear time', () => {
  const text = (size: number): string => '12 Main St, Springfield, Shelbyville, Capital City, Ogdenville, North Haverbrook\n'.repeat(Math.ceil(size / 82)).slice(0, size);
  const run = (size: number): void => {
    const t = text(size);
    for (let at = t.indexOf('12 Main St'); at >= 0; at = t.indexOf('12 Main St', at + 1)) postalAddressExtent(t, at, at + 10);
  };
  const ratio = growth(run, 65_536);
  assert.ok(ratio < MAX_GROWTH, `8× the text cost ${ratio.toFixed(1)}×`);
});

test('cost per address is bounded on one long line too (no search back to the line start)', () => {
  const text = (size: number): string => 'Morada: Rua Augusta 274, 1100-053 Lisboa; '.repeat(Math.ceil(size / 42)).slice(0, size);
  const run = (size: number): void => {
    const t = text(size);
    for (let at = t.indexOf('Rua Augusta'); at >= 0; at = t.indexOf('Rua Augusta', at + 1)) postalAddressExtent(t, at, at + 15);
  };
  const ratio = growth(run, 65_536);
  assert.ok(ratio < MAX_GROWTH, `8× the line cost ${ratio.toFixed(1)}×`);
});

test.run();
