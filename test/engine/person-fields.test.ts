// `person-fields`: the value of a field that names a person, from a per-language lexicon of field
// names, in form lines, two-cell rows, JSON keys, XML elements, table columns and SQL INSERT columns.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { getFinder } from '../../src/engine/finders/index.js';
import { fieldKey } from '../../src/engine/finders/person-fields.js';
import { growth, MAX_GROWTH } from '../support/growth.js';

const test = suite('engine: person-fields');

const find = getFinder('person-fields')!.prepare({
  parts: { en: ['surname', 'given names'], sv: ['Förnamn'], ja: ['姓'] },
  generics: { en: ['name'], pl: ['Imię i nazwisko'] },
  roles: { en: ['guardian', 'signature', 'technician', 'customer'], de: ['Unterschrift'], ko: ['보호자'], ar: ['التوقيع'] },
  closings: ['Kind regards', '敬具'],
  notNameParts: ['Logistics', 'Team', 'Support'],
});
const shown = (text: string): string[] => find(text).map((s) => text.slice(s.start, s.end));

const findWhole = getFinder('person-fields')!.prepare({
  generics: { en: ['name'] },
  wholeNames: { en: ['full name'], el: ['Ονοματεπώνυμο'] },
  notNameParts: ['Team', 'Support', 'Not', 'Provided'],
});
const shownWhole = (text: string): string[] => findWhole(text).map((s) => text.slice(s.start, s.end));

test('field names compare without case, accents, separators and camel humps', () => {
  assert.is(fieldKey('guardianName'), fieldKey('guardian_name'));
  assert.is(fieldKey('GIVEN-NAMES'), fieldKey('given names'));
  assert.is(fieldKey('Bewerber/in'), 'bewerberin');
  assert.is(fieldKey('Förnamn'), fieldKey('fornamn'));
});

test('a plain ASCII field name keeps its letters in lower case, whatever separators it has', () => {
  assert.is(fieldKey('Kontakt (Vertreter) NAME'), 'kontaktvertretername');
  assert.is(fieldKey('co-signer_first.name/alias'), 'cosignerfirstnamealias');
  assert.is(fieldKey('witnessname'), 'witnessname');
  assert.is(fieldKey(' - '), '');
  assert.is(fieldKey(''), '');
  // Digits and other ASCII signs are dropped like separators; non-ASCII letters take the full reading.
  assert.is(fieldKey('Referee 2: Name'), 'refereename');
  assert.is(fieldKey('Bürge_Name'), 'burgename');
});

test('an ASCII line keys the same whether or not a non-ASCII letter sends it to the full reading', () => {
  const lines = ['2031-07-14 09:12:55 WARN [pool-3] retry #4 (queue=ingest@eu)', 'Warm regards,', 'x=17; y="Q9"; z={a:1}', 'With thanks!\t~~ 42 ~~', 'aPath\\To\\cfg.ini'];
  for (const line of lines) {
    const fast = fieldKey(line);
    assert.ok(/^[a-z]*$/.test(fast), 'only lower-case ASCII letters are kept');
    // A trailing non-ASCII letter takes the full reading, whose key for the ASCII part must match.
    assert.is(fieldKey(`${line}é`), `${fast}e`);
  }
  assert.is(fieldKey('Warm regards,'), 'warmregards');
});

test('a form line: label, separator, a value shaped like a name', () => {
  assert.equal(shown('Unterschrift: H. Brenner-Obermaier\n'), ['H. Brenner-Obermaier']);
  assert.equal(shown('Technician: R. J. Vallström — router swapped\n'), ['R. J. Vallström']);
  assert.equal(shown('[x] Guardian: WESTERHOLM Tilda, +46 70 000 00 00\n'), ['WESTERHOLM Tilda']);
  assert.equal(shown('Förnamn ............. Ingeborg\n'), ['Ingeborg'], 'a part of a name: one word is enough');
  assert.equal(shown('姓 ........ 田村\n'), ['田村']);
  assert.equal(shown('보호자: 서 지안\n'), ['서 지안']);
  assert.equal(shown('التوقيع: سعاد المهيري\n'), ['سعاد المهيري']);
  assert.equal(shown('Customer: Lindqvist, Maja (born 1988)\n'), ['Lindqvist, Maja'], 'Surname, Given');
  assert.equal(shown('| Customer | VAN DAMME Lotte |\n'), ['VAN DAMME Lotte'], 'a two-cell row');
  assert.equal(shown('Customer: Sig.ra Chiara Bassi\n'), ['Chiara Bassi'], 'an Italian courtesy title stays outside the name');
  assert.equal(shown('Guardian: Dott.ssa Marta Galli\n'), ['Marta Galli']);
});

test('structured records: JSON keys, XML elements, table columns, SQL INSERT columns', () => {
  assert.equal(shown('<person><name><given>Oskar</given><family>Lindqvist</family></name></person>'), ['Oskar', 'Lindqvist'], 'xCard and FHIR name components under a name element');
  assert.equal(shown('{"name": [{"family": "Okonkwo", "given": ["Adaeze"]}]}'), ['Okonkwo']);
  assert.equal(shown('<household><family>3</family><given>yes</given></household>'), [], 'family and given outside a name element are not name parts');
  assert.equal(shown('{"family": "Rosaceae", "genus": "Rosa"}'), []);
  assert.equal(shown('{"guardianName": "O. Charpentier", "guardianPhone": "+33 6 00 00 00 00"}'), ['O. Charpentier']);
  assert.equal(shown('<guardian>Kowalczuk, Irena</guardian>\n'), ['Kowalczuk, Irena']);
  assert.equal(shown('{"customer": "Nordlicht Reisen", "customerPlan": "Business PRO"}'), [], 'a record names firms under "customer"');
  assert.equal(shown('seat;surname;given_names;dob\n12A;HALVORSEN;MAGNHILD;1980-01-01\n12B;OYELARAN;TEMITOPE;1979-05-05\n'), ['HALVORSEN', 'MAGNHILD', 'OYELARAN', 'TEMITOPE']);
  assert.equal(shown("INSERT INTO visits (visit_id, surname, ward) VALUES (7, 'ABERNETHY', '4C');"), ['ABERNETHY']);
  assert.equal(shown('id;customer;plan\n1;Brandt Logistics;Fibre MAX\n2;Okafor Foods;Mobile XL\n'), [], 'a column of a role is not read');
});

test('the signature line under a closing formula', () => {
  assert.equal(shown('Kind regards\nDr. ABERNETHY Quinn\n'), ['ABERNETHY Quinn']);
  assert.equal(shown('敬具\nM. Fujisawa\n'), ['M. Fujisawa']);
  assert.equal(shown('Kind regards\nThe Support Team\n'), []);
});

test('no name where the value is not shaped like one or names no person', () => {
  assert.equal(shown('Signature: ____________________\n'), []);
  assert.equal(shown('Customer: Nordic Logistics\n'), [], 'an organisation word');
  assert.equal(shown('name: Build Frontend\n'), [], 'the bare word "name" needs a name the resource knows');
  assert.equal(shown('{"name": "Release Pipeline", "stage": "prod"}'), []);
  assert.equal(shown('Technician: 3 hours on site\n'), []);
  assert.equal(shown('| name | surname | given names |\n|---|---|---|\n'), [], 'a header row is no value');
  assert.equal(shown('Customer: see attached\n'), []);
});

test('running text: a family name in capitals beside a known given name, initials before a known surname', () => {
  const prose = getFinder('person-fields')!.prepare({ prose: true, notNameParts: ['Research'] });
  const names = (text: string): string[] => prose(text).map((s) => text.slice(s.start, s.end));
  assert.equal(names('The file was sent to Henrik LARSEN on Monday.'), ['Henrik LARSEN']);
  assert.equal(names('Approved by MÜLLER Sabine after review'), ['MÜLLER Sabine']);
  assert.equal(names('call back requested, owner P. Lindqvist.'), ['P. Lindqvist']);
  assert.equal(names('Upload the PDF Report before noon'), [], 'an acronym before a word is no name');
  assert.equal(names('Contact IBM Research for details'), []);
  assert.equal(names('CARD PAYMENT Ramón y Cajal ref 12'), [], 'a longer proper name running on in lower case');
  assert.equal(names('see Plan B. Morgan will advise'), [], 'an initial after a capitalised word');
  assert.equal(names('Client : M. Julien Roux'), [], 'a title before a full name is left to the rules for titles');
});

test('running text: shops and brands written like a name need a person context', () => {
  const prose = getFinder('person-fields')!.prepare({ prose: true });
  const names = (text: string): string[] => prose(text).map((s) => text.slice(s.start, s.end));
  assert.equal(names('I picked up a scarf at Calvin KLEIN in the airport.'), [], 'a brand');
  assert.equal(names('The autumn Paul SMITH collection sold out fast.'), [], 'a brand');
  assert.equal(names('Grab a newspaper from W. H. Smith before boarding.'), [], 'a shop');
  // Private persons in a person context are still found.
  assert.equal(names('Dear Margit HOLMQVIST, your renewal is attached.'), ['Margit HOLMQVIST'], 'a salutation');
  assert.equal(names('Tobias WEBER schrieb gestern wegen der Kaution.'), ['Tobias WEBER'], 'a verb of communication');
  assert.equal(names('Reviewed by: K. Lindholm'), ['K. Lindholm'], 'an agent');
  assert.equal(names('Kind regards,\nLaura MEYER\n'), ['Laura MEYER'], 'a signature line');
  assert.equal(names('2024-03-02 Ana FERREIRA +351 912 000 000'), ['Ana FERREIRA'], 'a record row');
  assert.equal(names('Bonjour Camille ROUSSEL, voici le devis.'), ['Camille ROUSSEL']);
  assert.equal(names('Rozmawiałem z panią Ewa NOWAK o umowie.'), ['Ewa NOWAK']);
});

test('one given name under the bare word "Name" needs other evidence of a person in the record', () => {
  for (const v of ['Siri', 'Alexa', 'Sydney', 'Florence', 'Chelsea']) assert.equal(shown(`Name: ${v}\n`), [], v);
  assert.equal(shown('Name: Florence\nSurname: Achterberg\n').sort(), ['Achterberg', 'Florence'], 'a surname field in the record');
  assert.equal(shown('Name: Florence ACHTERBERG\n'), ['Florence ACHTERBERG'], 'a family name beside it');
  assert.equal(shown('Name: F. Achterberg\n'), ['F. Achterberg'], 'initials');
});

test('FAMILY/GIVEN in capitals under a person field, quoted or not; word pairs are not names', () => {
  assert.equal(shown('{"customer":"LINDQVIST/ERIK","n":2}'), ['LINDQVIST/ERIK']);
  assert.equal(shown('level=warn customer=SCHULZ/HANNA code=7'), ['SCHULZ/HANNA']);
  assert.equal(shown('{"customerNm":"NOWAK/ZOFIA"}'), ['NOWAK/ZOFIA'], 'a terse spelling of "name" after a role');
  assert.equal(shown('{"usr_fullname":"NOWAK/ZOFIA"}'), ['NOWAK/ZOFIA'], 'a full name, whoever the record is about');
  assert.equal(shown('{"surname":"QWERTZ/UIOP"}'), ['QWERTZ/UIOP'], 'a name part\'s field: the shape is enough');
  assert.equal(shown('{"name":"TCP/UDP"}'), []);
  assert.equal(shown('level=info customer=READ/WRITE'), []);
  assert.equal(shown('level=info customer=Schulz Hanna'), [], 'an unquoted value is read only in the FAMILY/GIVEN shape');
});

test('a value escaped in a JSON string is judged as it reads', () => {
  const text = '{"name":"\\u0410\\u043d\\u043d\\u0430 \\u0421\\u043c\\u0438\\u0440\\u043d\\u043e\\u0432\\u0430","email":"a@example.org"}';
  assert.equal(find(text).length, 1);
  assert.equal(shown('{"name":"\\u0041\\u0042\\u0043"}'), []);
});

test('a query parameter named for a person is judged decoded', () => {
  assert.equal(shown('GET /api/people?name=Oskar+Brandt&page=1 HTTP/1.1'), ['Oskar+Brandt']);
  assert.equal(shown('GET /api/people?name=%E6%9D%91%E4%B8%8A%E7%94%B1%E7%B4%80 HTTP/1.1'), ['%E6%9D%91%E4%B8%8A%E7%94%B1%E7%B4%80']);
  assert.equal(shown('GET /api/items?name=Dashboard+Settings&page=2'), []);
  // Judged as a quoted value is: a product named like a person is a person only where JSON would say so.
  assert.equal(shown('GET /shop/search?name=Jack+Daniels&cat=whiskey'), []);
  assert.equal(shown('{"name":"Jack Daniels"}'), []);
  assert.equal(shown('GET /api/items?name=%E0%A4%ZZ'), [], 'an invalid escape is no value');
});

test('a quoted value under a person field is a name when the resource knows its given name first and its surname last', () => {
  assert.equal(shown('{"customer":"Oliver Schmidt","tier":2}'), ['Oliver Schmidt']);
  assert.equal(shown('{"customer":"Schmidt Logistics"}'), [], 'a firm named after its founder: the last word is no surname');
  assert.equal(shown('{"customer":"Oliver Twist Books"}'), []);
});

test('many lines cost linear time', () => {
  const form = (size: number): string => 'Guardian: K. Brandt\nsurname;given_names;x\nLIND;EVA;1\n'.repeat(Math.ceil(size / 44)).slice(0, size);
  const ratio = growth((size) => void find(form(size)), 65_536);
  assert.ok(ratio < MAX_GROWTH, `8× the text cost ${ratio.toFixed(1)}×`);
});

test('a rule must map languages to lists of field names', () => {
  assert.throws(() => getFinder('person-fields')!.prepare({ roles: ['customer'] }), /params\.roles/);
  assert.throws(() => getFinder('person-fields')!.prepare({ parts: { en: [1] } }), /params\.parts\.en/);
});

test('a signature with a comma: the name before it, never a role and the body it serves', () => {
  assert.equal(shown('Kind regards,\nMaria Lindqvist, Treasurer\n'), ['Maria Lindqvist']);
  assert.equal(shown('Kind regards,\nChair, Riverside Allotment Society\n'), []);
  assert.equal(shown('Kind regards,\nSecretary, Hetman Chess Club\n'), []);
  assert.equal(shown('Kind regards,\nLINDQVIST, Maja\n'), ['LINDQVIST, Maja'], 'FAMILY, Given in capitals');
});

test('under a field for the whole name, capitalised words are a name the resource need not know', () => {
  assert.equal(shownWhole('Full name: Quillon Varga-Teodoru\n'), ['Quillon Varga-Teodoru']);
  assert.equal(shownWhole('Ονοματεπώνυμο: Ξανθίππη Λαμπράκη\n'), ['Ξανθίππη Λαμπράκη']);
  assert.equal(shownWhole('<FullName>Osvald Treichenbrunn</FullName>\n'), ['Osvald Treichenbrunn'], 'an XML element');
  assert.equal(shownWhole('{"fullName": "Quillon Varga"}'), ['Quillon Varga'], 'a JSON key');
  assert.equal(shownWhole('full_name;seat;meal\nQuillon Varga;12A;veg\nIsaura Pelletreau;12B;fish\n'), ['Quillon Varga', 'Isaura Pelletreau'], 'a table column');
  // The bare word "name" still needs the resource to know a word.
  assert.equal(shownWhole('Name: Quillon Varga-Teodoru\n'), []);
  assert.equal(shownWhole('Full name: Support Team\nfull name: Not Provided\n'), [], 'words that are never name parts');
  assert.equal(shownWhole('Full name: Quillon\n'), [], 'one word alone is not read without a field of a name part');
});


test('a value ending in a firm\'s legal form is a firm under any field, however the form is written', () => {
  assert.equal(shownWhole('Full name: Quillon Varga Snc\n'), []);
  assert.equal(shownWhole('Full name: Carrozzeria Varga S.n.c.\n'), []);
  assert.equal(shownWhole('Full name: Quillon Varga, Srl\n'), []);
  assert.equal(shownWhole('Full name: Treichenbrunn Holzbau GmbH\n'), []);
  assert.equal(shownWhole('Full name: Pelletreau Lindqvist AB\n'), []);
  // A legal form's letters inside a word or a name are no legal form.
  assert.equal(shownWhole('Full name: Quillon Sncarova\n'), ['Quillon Sncarova']);
  assert.equal(shownWhole('Full name: Isaura Pelletreau\nCompany: Varga Srl\n'), ['Isaura Pelletreau']);
});

test.run();
