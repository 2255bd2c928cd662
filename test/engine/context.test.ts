// Context words: positive words within the window raise confidence (or are required), negative
// words on the value's own line lower it, and in a delimited table the column's header cell is
// the context instead of whatever characters sit nearby.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { readableHeader } from '../../src/engine/header-words.js';
import { RuleMatcher } from '../../src/engine/matcher.js';
import { splitCells, tableHeaderFor } from '../../src/engine/table-context.js';
import { pack } from '../support/packs.js';
import { compileRule, wordsRegex } from '../../src/engine/compile-rule.js';

const test = suite('engine: context words and table headers');

const eightDigits = {
  id: 'eight',
  pattern: '(?<![0-9])[0-9]{8}(?![0-9])',
  confidence: 0.5,
  allowlist: { placeholders: false },
  context: { window: 30, words: ['account'], boost: 0.2, required: false, scope: 'window' as const, negativeWords: ['order number', 'version'], penalty: 0.3 },
};
const scores = (m: RuleMatcher, text: string): number[] => m.scan(text).map((x) => Math.round(x.score * 100) / 100);

test('positive words boost, negative words on the same line penalise', () => {
  const m = new RuleMatcher([pack([eightDigits])]);
  assert.equal(scores(m, 'account 48213375'), [0.7]);
  assert.equal(scores(m, 'ref 48213375'), [0.5]);
  assert.equal(scores(m, 'account 48213375 (order number)'), [0.4]);
  assert.equal(scores(m, 'order number 48213375'), [], 'penalised below the floor: dropped');
});

test("an '@name' context word stands for the pack's word list of that name; an unknown name is a problem", () => {
  const listed = pack([{ ...eightDigits, context: { ...eightDigits.context, negativeWords: ['@not-accounts'] } }]);
  (listed.pack as { wordLists?: Record<string, string[]> }).wordLists = { 'not-accounts': ['order number', 'version'] };
  const m = new RuleMatcher([listed]);
  assert.equal(scores(m, 'account 48213375 (order number)'), [0.4]);
  assert.equal(scores(m, 'account 48213375'), [0.7]);
  assert.equal(compileRule(pack([{ ...eightDigits, context: { ...eightDigits.context, negativeWords: ['@missing'] } }]), 0).problems.map((p) => p.message), [
    'no word list "missing" in the pack\'s wordLists',
  ]);
});

test("an '@name' allowlist value stands for the pack's word list: every value of the list is dropped, others are kept", () => {
  const names = { id: 'names', pattern: 'Name: (?<v>\\p{Lu}\\p{Ll}+ \\p{Lu}\\p{Ll}+)', flags: 'u', secretGroup: 'v', confidence: 0.5, allowlist: { values: ['@placeholders'], placeholders: true } };
  const listed = pack([names]);
  (listed.pack as { wordLists?: Record<string, string[]> }).wordLists = { placeholders: ['Erika Musterfrau', 'Jan Modaal'] };
  const m = new RuleMatcher([listed]);
  assert.equal(m.scan('Name: Jan Modaal').length, 0);
  assert.equal(m.scan('Name: Erika Musterfrau').length, 0);
  assert.equal(m.scan('Name: Janneke Modderman').length, 1);
  assert.equal(compileRule(pack([{ ...names, allowlist: { values: ['@missing'], placeholders: true } }]), 0).problems.map((p) => p.message), ['no word list "missing" in the pack\'s wordLists']);
});

test('a negative word on the next line or message does not penalise', () => {
  const m = new RuleMatcher([pack([{ ...eightDigits, context: { ...eightDigits.context, penalty: 0.3 } }])]);
  assert.equal(scores(m, 'account 48213375\nversion 3.6.10 fixes it'), [0.7]);
  assert.equal(scores(m, 'account 48213375 version'), [0.4]);
  // Positive words still reach across a line break: labels often sit on the line above.
  assert.equal(scores(m, 'account:\n48213375'), [0.7]);
});

test('in key=value pairs a value keyed by a context word is not judged by the next pair\'s key', () => {
  const m = new RuleMatcher([pack([eightDigits])]);
  assert.equal(scores(m, 'level=info account=48213375 version=3.6.10'), [0.7], 'the version keys another value');
  assert.equal(scores(m, 'https://bank.test/q?account=48213375&version=2'), [0.7]);
  assert.equal(scores(m, 'order number: account=48213375'), [0.4], 'a negative word before the key still counts');
  assert.equal(scores(m, 'version.account=48213375'), [0.4], 'so does one in the key itself');
  assert.equal(scores(m, '{"account": "48213375", "version": 3}'), [0.4], 'colon pairs are a record: its other fields describe it');
  assert.equal(scores(m, 'ref=48213375 version=3'), [0.2].filter((s) => s >= 0.3), 'a key that is no context word clears nothing');
});

test('in markup, an attribute after the one the value fills names its own value', () => {
  const m = new RuleMatcher([pack([eightDigits])]);
  assert.equal(scores(m, '<input name="ref" value="48213375" data-version="3">'), [0.5], 'a later attribute judges its own value');
  assert.equal(scores(m, '<input value="48213375" title="order number">'), [0.5]);
  assert.equal(scores(m, '<input data-version="3" value="48213375">'), [0.2].filter((s) => s >= 0.3), 'an attribute before the value still counts');
  assert.equal(scores(m, '<p>48213375 version 3</p>'), [0.2].filter((s) => s >= 0.3), 'outside an attribute the words after the value count');
  assert.equal(scores(m, '<input value="48213375"> version 3'), [0.2].filter((s) => s >= 0.3), 'so does text after the tag');
});

test('in fields separated by commas, bars or tabs, the label of an earlier field names another value', () => {
  const m = new RuleMatcher([pack([eightDigits])]);
  assert.equal(scores(m, 'version 3.6, account 48213375'), [0.7]);
  assert.equal(scores(m, 'order number 7 | account 48213375'), [0.7]);
  assert.equal(scores(m, 'account, order number 48213375'), [0.4], 'the value\'s own field is an order number');
  assert.equal(scores(m, 'x, account 48213375 (order number)'), [0.4], 'a negative word after the value still counts');
});

test('in a table the header cell of the column is the context', () => {
  const required = new RuleMatcher([pack([{ ...eightDigits, context: { ...eightDigits.context, required: true } }])]);
  const table = 'id,account,order number,note\n1,48213375,90817263,ok\n2,55512345,77766655,ok';
  const found = required.scan(table).map((x) => table.slice(x.start, x.end));
  assert.equal(found, ['48213375', '55512345'], 'only the account column, though "account" is nowhere near the rows');
  const csv = 'id,kartennummer,created_at,bestellnummer\n1000,48213375,2019-11-11,ORD-1';
  const ctx = { ...eightDigits.context, negativeWords: ['bestellnummer'] };
  const withWindow = new RuleMatcher([pack([{ ...eightDigits, context: ctx }])]);
  assert.equal(scores(withWindow, csv), [0.5], 'the header of another column does not penalise');
  assert.equal(scores(withWindow, 'id,bestellnummer,x\n1000,48213375,x'), [], 'its own column header does (0.5 - 0.3 is below the floor)');
});

test('terse column names are read spelt out: dob_dt, cust_nm, ph1', () => {
  assert.is(readableHeader('dob_dt'), 'dob_dt date of birth date_of_birth');
  assert.is(readableHeader('cust_nm'), 'cust_nm customer_name');
  assert.is(readableHeader('ph1'), 'ph1 phone');
  assert.is(readableHeader('Account'), 'Account', 'a plain word is left as it is');
  const m = new RuleMatcher([pack([{ ...eightDigits, context: { ...eightDigits.context, words: ['account', 'customer_name'], required: true, scope: 'table' as const } }])]);
  assert.is(m.scan('id;acct;x\n1;48213375;y').length, 1, 'acct is an account column');
  assert.is(m.scan('id;acct_2;x\n1;48213375;y').length, 1, 'a trailing number qualifies it');
  assert.is(m.scan('id;cust_nm;x\n1;48213375;y').length, 1);
  assert.is(m.scan('id;acct_type;x\n1;48213375;y').length, 0, 'a compound keeps its meaning: an account type is not an account');
  assert.is(m.scan('id;product_nm;x\n1;48213375;y').length, 0);
  assert.is(readableHeader('phone_or_email'), 'phone_or_email phone_or_email phone email', 'a header offering alternatives names each');
  assert.is(readableHeader('cust_nm_or_acct'), 'cust_nm_or_acct customer_name_or_account customer_name account');
  assert.is(readableHeader('order_status'), 'order_status order_status', 'no "or" word, no alternatives');
  assert.is(m.scan('id;iban_or_acct;x\n1;48213375;y').length, 1, 'an account column among alternatives');
  assert.is(m.scan('id;acct_type_or_kind;x\n1;48213375;y').length, 0, 'each alternative keeps its meaning');
});

test('scope "table": context words count only from a column header', () => {
  const m = new RuleMatcher([pack([{ ...eightDigits, context: { ...eightDigits.context, required: true, scope: 'table' as const } }])]);
  assert.equal(m.scan('id,account,note\n1,48213375,x').length, 1);
  assert.equal(m.scan('account 48213375').length, 0, 'a word next to the value is not a column header');
});

test('tableHeaderFor finds the header only for whole cells of real tables', () => {
  const csv = 'name;iban;city\nAnna;DE89370400440532013000;Berlin\n"Roe; Jane";GB82WEST12345698765432;Leeds';
  const at = (t: string, v: string): string | undefined => tableHeaderFor(t, t.indexOf(v), t.indexOf(v) + v.length);
  assert.is(at(csv, 'DE89370400440532013000'), 'iban');
  assert.is(at(csv, 'GB82WEST12345698765432'), 'iban', 'a quoted cell with the delimiter inside does not shift columns');
  assert.is(at(csv, 'Leeds'), 'city');
  assert.is(at(csv, 'iban'), undefined, 'the header row itself has no header');
  assert.is(at(csv, '0532013000'), undefined, 'part of a cell is not the cell');
  assert.is(at('Card 4111, expires 12/25, CVV 123\nCall me, today, please', 'today'), undefined, 'prose: the cell is more than the value');
  assert.is(at('a,b,c\n1,2,3', '2'), 'b');
  assert.is(at('2019,2020,2021\n1,2,3', '2'), undefined, 'a row of numbers is not a header');
  assert.is(at('x\n1,2,3', '2'), undefined, 'no row above with as many cells');
  assert.equal(splitCells('a,"b,c",d', ','), [{ start: 0, end: 1 }, { start: 2, end: 7 }, { start: 8, end: 9 }]);
});

test('tableHeaderFor: rows that end with the delimiter or leave their last columns empty are rows of the table', () => {
  const ragged = 'Vorname;Jahrgang;Pass;Telefon;Notiz\nLea;1988;P1234501;044 000 11 22;vegetarisch;\nTim;1991;P1234502;044 000 11 33;Bus\nUrs;1979;P1234503;044 000 11 44;';
  const at = (t: string, v: string): string | undefined => tableHeaderFor(t, t.indexOf(v), t.indexOf(v) + v.length);
  assert.is(at(ragged, 'P1234501'), 'Pass', 'a trailing delimiter adds no column');
  assert.is(at(ragged, 'P1234502'), 'Pass', 'a full row under a row with a trailing delimiter');
  assert.is(at(ragged, 'P1234503'), 'Pass', 'a row without its last column');
  assert.is(at('Name;Pass;Tel\nA;P7000001;044 1;extra note\nB;P7000002;044 2', 'P7000002'), 'Pass', 'a semicolon row may carry a cell or two more');
  assert.is(at('a;b;c\n1;2;3;4;5;6\n7;8;9', '8'), undefined, 'three more breaks the table');
  assert.is(at('a,b,c\n1,2,3,4\n5,6,7', '6'), undefined, 'commas: a row with more filled cells than the header breaks the table');
  assert.is(at('a;b;c\n1;2;3;;;extra', 'extra'), undefined, 'a cell past the last column has no name');
});

test('tableHeaderFor: an empty header cell after a named one is that name merged over two columns', () => {
  const at = (t: string, v: string): string | undefined => tableHeaderFor(t, t.indexOf(v), t.indexOf(v) + v.length);
  const merged = '| Naam | Adres |  | Opmerking |\n|---|---|---|---|\n| Els P. | Kerkstraat 12 | 9000 Gent | lid |';
  assert.is(at(merged, '9000 Gent'), 'Adres');
  assert.is(at(merged, 'Kerkstraat 12'), 'Adres');
  assert.is(at(merged, 'lid'), 'Opmerking', 'the columns after it keep their names');
  assert.is(at(' ;a;b\n1;2;3', '1'), undefined, 'an empty first cell names nothing');
});

test('tableHeaderFor: blank and comment lines between rows do not end a tab, semicolon or pipe table', () => {
  const at = (t: string, v: string): string | undefined => tableHeaderFor(t, t.indexOf(v), t.indexOf(v) + v.length);
  const sheet = 'Konto\tBenutzer\tKennwort\tNotiz\n# Stand: Mai\n\nKasse\tkassenwart\tQuark7!Ente\t\n// alt\nWeb\twebmaster\tMond-Eule-42\tneu';
  assert.is(at(sheet, 'Quark7!Ente'), 'Kennwort', 'a comment and a blank line under the header');
  assert.is(at(sheet, 'Mond-Eule-42'), 'Kennwort', 'a remark between rows');
  const sections = 'Name\tGeburtsdatum\tOrt\nEva Lind\t04.11.1958\tTrier\n\n# Saalplan 2027\nSaal 3\t02.10.2027\tMainz';
  assert.is(at(sections, '02.10.2027'), undefined, 'a heading after a blank line opens another table');
  assert.is(at(sections, '04.11.1958'), 'Geburtsdatum');
  const export_ = 'Service\tuser\tpw\tNotes\n\n# export Google Sheets\n# Member: 249\nPayPal\tkassierer\thyPK9sgxlVZ7_\t\n# Date: 2025-02-17\n\n# Date: 2025-03-10\n#\nMailchimp\tm.lind@mail.example\tZO1Rz!A6Ch#cAZM\tneu';
  assert.is(at(export_, 'hyPK9sgxlVZ7_'), 'pw', 'a heading under a header row with no rows of its own opens no other table');
  assert.is(at(export_, 'ZO1Rz!A6Ch#cAZM'), 'pw', 'empty comments and noted fields are remarks, not headings');
  const rooms = 'Name\tRolle\tTelefon\nEva Lind\tVorsitz\t0731 55501\n\n# Rooms: 2nd floor\nSaal 3\t02.10.2027\tMainz';
  assert.is(at(rooms, '02.10.2027'), undefined, 'a heading with a colon and words after it opens another table');
  assert.is(at('Ort;Raum;Code\n\nHalle;R1;Z-4471\n\nKeller;R2;Z-9912', 'Z-9912'), 'Code', 'semicolons');
  const two = 'Dienst\tNutzer\tKennwort\tNotiz\nKasse\tkw\tQuark7!Ente\tx\n\nName\tRolle\tOrt\tTelefon\nAnna\tVorsitz\tUlm\t0731 55501';
  assert.is(at(two, '0731 55501'), 'Telefon', 'a row of names after a gap opens the next table');
  const far = `a\tb\tc\n1\t2\t3\n${'\n'.repeat(7)}4\t5\t6`;
  assert.is(at(far, '5'), undefined, 'a long stretch of gap lines ends the table');
  assert.is(at('a\tb\tc\nsome prose line\n4\t5\t6', '5'), undefined, 'a line of prose ends the table');
  assert.is(at('x,y,z\n\n1,2,3', '2'), undefined, 'commas are not bridged');
});

test('tableHeaderFor: a two-column pipe table without a rule line is read as label/value pairs', () => {
  const pairs = '| Kunde | B. Ortmann |\n| Geburtsdatum | 3. Mai 1977 |\n| Steuer-ID | 86 095 742 719 |';
  const at = (t: string, v: string): string | undefined => tableHeaderFor(t, t.indexOf(v), t.indexOf(v) + v.length);
  assert.is(at(pairs, '86 095 742 719'), 'Steuer-ID · B. Ortmann', 'the row label names the value, the first row is kept beside it');
  assert.is(at(pairs, 'Geburtsdatum'), 'Kunde', 'a label cell keeps the first row above it');
  const headed = '| Name | Phone |\n|---|---|\n| B. Ortmann | 0151 2345678 |';
  assert.is(at(headed, '0151 2345678'), 'Phone', 'with a rule line the first row is the header');
  const wide = '| a | b | c |\n| x | y | z |';
  assert.is(at(wide, 'z'), 'c', 'three columns: a headed table');
});

test('table lookups stay linear: a header far above is found through thousands of rows', () => {
  const rows = Array.from({ length: 20_000 }, (_, i) => `${i},${String(10_000_000 + i)},x`);
  const csv = `id,account,note\n${rows.join('\n')}`;
  const required = new RuleMatcher([pack([{ ...eightDigits, context: { ...eightDigits.context, required: true } }])]);
  assert.is(required.scan(csv).length, 20_000);
});

test('tableHeaderFor reads the column name of an SQL dump row from its INSERT statement', () => {
  const sql =
    "INSERT INTO people (id, full_name, phone, birth_date) VALUES\n  (1, 'Ana Lima', '(512) 916-6691', '1981-11-07'),\n  (2, 'Li, Bo', NULL, '1950-10-10');\n" +
    "INSERT INTO t (a, b) VALUES (1, 'x y'), (2, 'z w');";
  const at = (v: string): string | undefined => tableHeaderFor(sql, sql.indexOf(v), sql.indexOf(v) + v.length);
  assert.is(at('Ana Lima'), 'full_name');
  assert.is(at('(512) 916-6691'), 'phone', 'parentheses inside a string literal do not end the tuple');
  assert.is(at('1981-11-07'), 'birth_date');
  assert.is(at('Li, Bo'), 'full_name', 'a comma inside a string literal does not shift columns');
  assert.is(at('1950-10-10'), 'birth_date');
  assert.is(at('z w'), 'b', 'a later tuple on the same line');
  assert.is(at('Ana'), undefined, 'part of a value is not the value');
  assert.is(tableHeaderFor("call(1, 'x', 2)", 9, 10), undefined, 'a call without INSERT has no columns');
  const short = "INSERT INTO t (a, b) VALUES (1, 'x', 'y');";
  assert.is(tableHeaderFor(short, short.indexOf('y'), short.indexOf('y') + 1), undefined, 'more values than columns: no column');
});

test('tableHeaderFor never throws and returns a header cell or nothing, for any text', () => {
  fc.assert(
    fc.property(fc.array(fc.constantFrom('a', 'b', '1', ',', ';', '\t', '|', '"', '\n', '\r\n', ' '), { maxLength: 80 }), fc.nat(), fc.nat(), (parts, x, y) => {
      const t = parts.join('');
      const start = t.length ? x % t.length : 0;
      const end = Math.min(t.length, start + 1 + (y % 5));
      const h = tableHeaderFor(t, start, end);
      assert.ok(h === undefined || (typeof h === 'string' && h.length > 0));
    }),
    { numRuns: 500 },
  );
});

test('tableHeaderFor: in a two-column key/value table the row label names the value', () => {
  const md = '| field | value |\n|---|---|\n| Full name | Aoi Tanaka |\n| SIN | 046 454 286 |\n| value | x |';
  const at = (t: string, v: string): string | undefined => tableHeaderFor(t, t.indexOf(v), t.indexOf(v) + v.length);
  assert.is(at(md, '046 454 286'), 'SIN');
  assert.is(at(md, 'Aoi Tanaka'), 'Full name');
  assert.is(at(md, 'SIN'), 'field', 'the label column keeps its header');
  const de = 'Feld;Wert\nSteuer-ID;12 345 678 901';
  assert.is(at(de + '\n', '12 345 678 901'), undefined, 'two cells without pipe edges are not read as a table');
  const wide = '| name | value | unit |\n|---|---|---|\n| SIN | 046 454 286 | - |';
  assert.is(at(wide, '046 454 286'), 'value', 'with more columns the header stays the context');
});

test('context words: Latin words need word boundaries, CJK words run into their neighbours', () => {
  const re = wordsRegex(['身份证号', '생년월일', 'ssn'])!;
  assert.ok(re.test('我的身份证号是'), 'a Chinese label followed by a particle');
  assert.ok(re.test('생년월일은'), 'a Korean label with its particle');
  assert.ok(re.test('SSN: 1'));
  assert.ok(re.test('我的ssn是'), 'a Latin word between CJK characters');
  assert.not.ok(re.test('classn'), 'part of a longer Latin word');
  assert.not.ok(re.test('ssn2'), 'a digit continues a Latin word');
});

test('a context window cut inside a word does not leave a stump that reads as a word', () => {
  const m = new RuleMatcher([pack([{ ...eightDigits, context: { ...eightDigits.context, window: 12, words: ['acc'], negativeWords: ['ein'] } }])]);
  // The 12 characters after the value end inside "einola": its stump "ein" is not the word "ein".
  assert.equal(scores(m, '48213375 see mya einola'), [0.5]);
  assert.equal(scores(m, '48213375 see mya ein.'), [], 'the whole word still penalises (below the floor: dropped)');
  // The 12 characters before the value start inside "pacc": its stump "acc" is not the word "acc".
  assert.equal(scores(m, 'pacc, ref #: 48213375'), [0.5]);
  assert.equal(scores(m, 'acc, ref #: 48213375'), [0.7], 'the whole word still counts');
});

test('in running text a later label followed by its own value names that value, not this one', () => {
  const m = new RuleMatcher([pack([eightDigits])]);
  assert.equal(scores(m, 'account 48213375 version 3.6.10'), [0.7], 'the version is 3.6.10');
  assert.equal(scores(m, 'Account: 48213375 order number: 77-1'), [0.7]);
  assert.equal(scores(m, 'account 48213375 order number No. 12'), [0.7]);
  assert.equal(scores(m, 'account 48213375 version and order number 12'), [0.4], 'one negative word labels nothing');
  assert.equal(scores(m, 'order number 48213375 account 5'), [0.4], 'a negative word before the value still penalises');
  assert.equal(scores(m, '48213375 version 3'), [], 'without its own label the value is not cleared (dropped)');
  assert.equal(scores(m, '{"account": "48213375", "version": 3}'), [0.4], 'a quoted key is a record field: the record\'s other fields describe it');
});

test("negativeScope 'sentence': negative words count only in the value's own sentence", () => {
  const lined = new RuleMatcher([pack([eightDigits])]);
  const sentenced = new RuleMatcher([pack([{ ...eightDigits, context: { ...eightDigits.context, negativeScope: 'sentence' as const } }])]);
  const text = 'The order number was 11. Account 48213375';
  assert.equal(scores(lined, text), [0.4], "scope 'line': the earlier sentence's words penalise");
  assert.equal(scores(sentenced, text), [0.7], 'the previous sentence is not read');
  assert.equal(scores(sentenced, 'account 48213375. Version notes follow'), [0.7], 'nor the next one');
  assert.equal(scores(sentenced, 'account 48213375 (order number)'), [0.4], 'the own sentence still penalises');
  assert.equal(scores(sentenced, 'e.g. Order number 48213375'), [], 'an abbreviation\'s point ends no sentence (dropped)');
  assert.equal(scores(sentenced, '见 version 2。account 48213375'), [0.7], 'a CJK full stop ends a sentence');
  assert.equal(scores(sentenced, 'account 48213375 and its version'), [0.4]);
});

test('a rule that requires context words finds the same with and without explain mode, which keeps the documented order of steps', () => {
  // Without a trace the context test runs before the validators, the placeholder and the
  // file-name tests (every step up to the score only rejects); explain mode runs them in order.
  const rules = [
    { id: 'near', pattern: '(?<![\\w.-])[A-Za-z0-9$.{}<>_-]{8,20}(?![\\w-])', confidence: 0.5, context: { window: 20, words: ['token', 'street'], boost: 0.2, required: true, scope: 'window' as const, negativeWords: ['sample'], penalty: 0.3 } },
    { id: 'cell', pattern: '(?<=(?:^|[,;])[ ]?)[A-Za-z0-9 .-]{6,30}(?=[ ]?(?:[,;]|$))', flags: 'm', confidence: 0.45, context: { window: 30, words: ['street'], boost: 0.1, required: true, scope: 'table' as const, penalty: 0.3 } },
  ];
  const m = new RuleMatcher([pack(rules)]);
  const parts = fc.constantFrom('token ', 'street', ' ', ',', ';', '\n', 'changeme1', 'xxxxxxxx', '${API_KEY}', 'logo-', '.png', 'https://cdn.example.net/', 'a7Kd92mQ', 'Long Lane 12', 'town', '<your-key>', '12345678', 'abcdefgh', '-', '_v2', 'sample ');
  const found = (text: string, explain: boolean): string[] =>
    m.scan(text, explain ? { trace: { suppressed: [] } } : {}).map((f) => `${f.ruleId} ${f.start}-${f.end} ${f.score.toFixed(6)}`);
  fc.assert(
    fc.property(fc.array(parts, { maxLength: 30 }), (list) => {
      const text = list.join('');
      assert.equal(found(text, false), found(text, true));
    }),
    { numRuns: 600 },
  );
});

test.run();
