// The revealed view (src/text/reveal.ts): each writing that hides a value is put back in its plain
// form, the map points every revealed character at the original characters it came from, ordinary
// text (number words in prose included) is left alone, and through the pii_secrets check the
// values become findings whose spans cover the original characters. All values are invented.

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { revealText } from '../../src/text/reveal.js';
import { toOriginal } from '../../src/text/offset-map.js';
import { assertMapValid } from './map-assert.js';
import { textArb } from './arbitraries.js';
import { runTextCheck } from '../support/checks.js';
import { expandExample } from '../../src/engine/examples/expand.js';

const revealed = (text: string): string | undefined => revealText(text)?.text;
/** Digits written as mathematical bold digits (U+1D7CE…). */
const bold = (digits: string): string => [...digits].map((d) => String.fromCodePoint(0x1d7ce + Number(d))).join('');

const EN = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const DE = ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
/** Digits said one word each, groups of `size` joined by commas. */
const say = (digits: string, words: readonly string[], size = 4): string => {
  const groups: string[] = [];
  for (let i = 0; i < digits.length; i += size) groups.push([...digits.slice(i, i + size)].map((d) => words[Number(d)]).join(' '));
  return groups.join(', ');
};

test('digits said one by one read back as grouped digits, in several languages', () => {
  assert.is(revealed('it is seven three one two, four four zero nine'), 'it is 7312 4409');
  assert.is(revealed('Nummer: null sieben eins, acht acht zwei, drei drei'), 'Nummer: 071 882 33');
  assert.is(revealed('numéro zéro six, douze? non: zéro six un deux trois quatre cinq six'), 'numéro zéro six, douze? non: 06123456');
  assert.is(revealed('номер восемь девять один шесть, два два три, ноль ноль'), 'номер 8916 223 00');
  assert.is(revealed('numero tre quattro sette, due due, nove nove otto uno'), 'numero 347 22 9981');
  assert.is(revealed('puhelin nolla neljä viisi, kuusi kuusi, seitsemän kaksi kolme'), 'puhelin 045 66 723');
});

test('spaced digits, "double", a said plus and Han digits', () => {
  assert.is(revealed('code 3 9 1 7 0 2 8 4 please'), 'code 39170284 please');
  assert.is(revealed('call double five, triple oh, one two three'), 'call 55 000 123');
  assert.is(revealed('plus four four, seven seven zero one, two three four five'), '+44 7701 2345');
  assert.is(revealed('号码 一三八 零零一二 三四五六'), '号码 13800123456');
});

test('a long number said without a plus is read as one run of digits, however it was grouped', () => {
  assert.is(revealed('card: one two three four, five six seven eight, nine, one two three four five'), 'card: 12345678912345');
  assert.is(revealed('plus three three, six one two, three four, five six, seven eight'), '+33 612 34 56 78');
});

test('an id said as capitals and digits keeps its letters', () => {
  assert.is(revealed('ref Q R seven seven one two three four X'), 'ref QR771234X');
});

test('e-mail addresses said aloud read back as addresses', () => {
  assert.is(revealed('mail: kim dot lo 7 at post-box dot co dot nz thanks'), 'mail: kim.lo7@post-box.co.nz thanks');
  assert.is(revealed('adres: jan punt devries apenstaartje voorbeeld punt nl'), 'adres: jan.devries@voorbeeld.nl');
  assert.is(revealed('correo ana arroba dominio punto es'), 'correo ana@dominio.es');
  assert.is(revealed('mail li underscore wei at host dot cn'), 'mail li_wei@host.cn');
});

test('invisible characters inside a value go, those of emoji stay; words are read after they go', () => {
  assert.is(revealed('say fo\u200bur one five, five five five, one two one two'), 'say 415 555 1212');
  assert.is(revealed('pin 12\u200b34\u00ad56'), 'pin 123456');
  assert.is(revealed('team 👩\u200d💻 ok'), undefined);
});

test('full-width letters and signs fold to ASCII', () => {
  assert.is(revealed('ｍａｉｌ：ａ＠ｂ．ｃｏ'), 'mail：a@b.co');
});

test('a hyphenated line end and a number wrapped onto the next line are joined', () => {
  assert.is(revealed('Email\nro-\nbin@sample.org'), 'Email\nrobin@sample.org');
  assert.is(revealed('Card\n4000 1234\n5678 9010\nExpiry'), 'Card\n4000 1234 5678 9010\nExpiry');
  assert.is(revealed('Konto\n55 812\n330 917\nStadt Ulm'), 'Konto\n55 812 330 917\nStadt Ulm');
  assert.is(revealed('Card: 4000 1234\n5678 9010\nExpiry'), 'Card: 4000 1234 5678 9010\nExpiry');
  const wrapped = 'Our records were updated this morning and the payment went through on 7100 2233\n4455 6677, which the clerk confirmed\nbefore the close of business.';
  assert.is(revealed(wrapped), wrapped.replace('2233\n4455', '2233 4455'));
  assert.is(revealed('{"note":"IBAN\\nXX12 3456\\n7890 1234"}'), '{"note":"IBAN\\nXX12 3456 7890 1234"}');
});

test('digit-only lines of a list are not joined into one number', () => {
  for (const text of ['4539 1488\n0343 6467', 'codes\n1200 3400\n5600 7800\n9100 2300', 'Totals\n1200 3400\n5600 7800\n9100', '["8812 0034\\n5521 9900"]', 'Ref 2211 3344\n5566 7788 sent', 'lot 1234 5678\n9012 3456 shipped']) {
    assert.is(revealed(text), undefined, text);
  }
});

test('a failed said address costs time linear in its length', () => {
  for (const n of [28, 5000]) {
    assert.is(revealed('the dot ' + 'a_'.repeat(n) + 'a!'), undefined);
    assert.is(revealed('we dot ' + 'b.c-'.repeat(n) + ' at ' + 'd-'.repeat(n) + '!'), undefined);
    assert.is(revealed('x punkt ' + 'e_f+'.repeat(n) + 'g ät h punkt'), undefined);
  }
  assert.is(revealed('ping ' + 'q_'.repeat(3000) + 'q at host dot io'), 'ping ' + 'q_'.repeat(3000) + 'q@host.io');
});

test('one word before a said "at" is an address only after a word naming one', () => {
  for (const text of [
    'Please mail the form to the front office at Northwind dot com by Monday.',
    'He works at fabrikam dot com these days.',
    'Nous avons revu le plan et le point de vue reste le même.',
    'On a parlé du prix et le point final est demain.',
    'the endpoint at widget dot io',
  ]) {
    assert.is(revealed(text), undefined, text);
  }
  assert.is(revealed('my email is pat at widget dot io'), 'my email is pat@widget.io');
  assert.is(revealed('E-mail: pat at widget dot io'), 'E-mail: pat@widget.io');
  assert.is(revealed('Mi correo es pat arroba widget punto es'), 'Mi correo es pat@widget.es');
  assert.is(revealed('ask pat dot lee at widget dot io'), 'ask pat.lee@widget.io');
  assert.is(revealed('ask pat42 at widget dot io'), 'ask pat42@widget.io');
  assert.is(revealed('mon adresse: pat arobase widget point fr'), 'mon adresse: pat@widget.fr');
  // "et" is '@' in Turkish and "and" in French: read only after a cue.
  assert.is(revealed('e-postam ayse et posta nokta com nokta tr'), 'e-postam ayse@posta.com.tr');
  assert.is(revealed('Il a lu le rapport.dossier et le point de vue reste.'), undefined);
  assert.is(revealed('on verra jean.paul et marie point com'), undefined);
});

test('full-width punctuation of CJK prose is not a change; full-width letters and address signs are', () => {
  assert.is(revealed('連絡先：山田（営業部）、東京　本社'), undefined);
  assert.is(revealed('担当：佐藤（ｓａｔｏ＿ｋ＠ｅｘ．ｊｐ）'), '担当：佐藤（sato_k@ex.jp）');
  assert.is(revealed('メモ：ａ－ｂ、ｃ'), 'メモ：a-b、c');
});

test('a value written one character at a time, with any one separator, reads back whole', () => {
  assert.is(revealed('Card: 5#1#0#2# #7#7#3#4# #0#1'), 'Card: 5102 7734 01');
  assert.is(revealed('IBAN: N - L - 7 - 1 - Q - R - S - T'), 'IBAN: NL71QRST');
  assert.is(revealed('mail m|i|r|a|.|v|o|s|@|m|a|i|l|f|a|k|e|.|n|l ok'), 'mail mira.vos@mailfake.nl ok');
  assert.is(revealed('pw K o r a l . M o n d 7 3 then'), 'pw Koral.Mond73 then');
  assert.is(revealed('R_._Q_u_i_l_l_b_y'), 'R.Quillby');
  assert.is(revealed('id 8  3  0  6  1  1  -  4  2  5  7'), 'id 830611-4257');
});

test('pieces of a value with one filler word between them read back whole', () => {
  assert.is(revealed('card 4716 then 0093 then 2281 then 54 ok'), 'card 47160093228154 ok');
  assert.is(revealed('IBAN FR76 dash 3000 dash 6000 dash 01'), 'IBAN FR763000600001');
  assert.is(revealed('key AbQ9 next x7Tz next 00Lm next 3'), 'key AbQ9x7Tz00Lm3');
});

test('fillers that vary or have two words, in any language, read back whole when the pieces are even', () => {
  assert.is(revealed('Karte 5031 dann 7720 und 9148 dann 06'), 'Karte 50317720914806');
  assert.is(revealed('acct 6802 and then 1175 and then 3394 and then 50'), 'acct 68021175339450');
  assert.is(revealed('tarjeta 3907 y luego 5561 después 2048 y 7731'), 'tarjeta 3907556120487731');
  assert.is(revealed('token A7 puis Q3 et puis 9K et 4Z et 81 puis 6P.'), 'token A7Q39K4Z816P.');
  // Numbers of uneven lengths, or in order, are prose.
  for (const text of ['rows 15 of 80 and 6 of 410 were kept', 'from 1987 to 1992 and 2001 to 2006', 'seats 211 and 212 or 213 and 214', 'on 12 May and 30 June or 9 July']) {
    assert.is(revealed(text), undefined, text);
  }
});

test('digits one at a time with commas or a doubled sign, and numbers in even groups with an unusual sign, read back whole', () => {
  assert.is(revealed('konto 3,7,0,2,9,1,4,4,8,5,0,6,6,2 ok'), 'konto 37029144850662 ok');
  assert.is(revealed('card 3, 7, 0, 2, 9, 1, 4, 4, 8, 5, 0, 6, 6 ok'), 'card 3702914485066 ok');
  assert.is(revealed('pin 8==1==5==0==3==3==7==2'), 'pin 81503372');
  assert.is(revealed('acct 61/08/94/37/22/15/73 ok'), 'acct 61089437221573 ok');
  assert.is(revealed('acct 6108 | 9437 | 2215 | 730'), 'acct 610894372215730');
  for (const text of [
    'ratings 4,2,5,3,1,4,2,5,3,1',
    'const xs = [7, 2, 9, 4, 4, 1, 8, 3, 6, 0, 5, 2, 7, 1];',
    '| 1480 | 2260 | 990 | 3715 |',
    '| 2019 | 2020 | 2021 | 2022 |',
    'years 2016/2017/2018/2019',
    'tel 0031-20-5550-1987',
    'path 12/250/7/3300/41',
  ]) {
    assert.is(revealed(text), undefined, text);
  }
});

test('letters written for lookalike digits inside a number read as the digits', () => {
  assert.is(revealed('card 5031 77O2 9l48 0066'), 'card 5031 7702 9148 0066');
  for (const text of ['pour 20l into the tank', 'level lO1 unlocked', 'blob bm9uZTO4dGV4dA==', 'B2B and 1OK runs']) {
    assert.is(revealed(text), undefined, text);
  }
});

test('a run of lookalike letters needs three digits around it, wherever it stands in a sentence', () => {
  // Three digits or more: the letters between them are read as digits, at a sentence's start or end too.
  assert.is(revealed('4l70 rows were copied'), '4170 rows were copied');
  assert.is(revealed('ticket 9O0O1'), 'ticket 90001');
  assert.is(revealed('room 2O31, floor 1l'), 'room 2031, floor 1l');
  // Fewer digits in the run: English words full of o and l, and short codes, stay as written.
  for (const text of ['look, a lollipop and a 1O loll', 'call 2l or 1Oo today', 'oil 0l lo 01']) assert.is(revealed(text), undefined, text);
});

test('lookalike letters inside a Latin word and mathematical digits fold to ASCII', () => {
  assert.is(revealed(`token: ghр_Q7хZ and ${bold('4217')}`), 'token: ghp_Q7xZ and 4217');
  assert.is(revealed('Привет, это обычный текст 2024'), undefined);
});

test('string literals joined in code read as one literal', () => {
  assert.is(revealed('const k = "sk_test_" + "Zq81" + "Pw";'), 'const k = "sk_test_Zq81Pw";');
  assert.is(revealed("$dsn = 'pg' . 'sql://x';"), "$dsn = 'pgsql://x';");
  assert.is(revealed('const msg = "Hello " + name + "!";'), undefined);
});

test('a value written backwards reads the right way round where the text says so, or where it turns into a URL or an address', () => {
  assert.is(revealed('mail: moc.liamekaf@sov.arim ok'), 'mail: mira.vos@fakemail.com ok');
  assert.is(revealed('db: 3/sppa@wRtEx:nimda//:lqsym'), 'db: mysql://admin:xEtRw@apps/3');
  assert.is(revealed('Geburtsdatum (rückwärts lesen): 7791.30.51'), 'Geburtsdatum (rückwärts lesen): 15.03.1977');
  assert.is(revealed('tarjeta, léelo al revés: 1234567890'), 'tarjeta, léelo al revés: 0987654321');
  assert.is(revealed('Al contrario, il build 20240506 è andato bene.'), undefined);
  assert.is(revealed('backwards compatible since build 20240506'), undefined);
  assert.is(revealed('hash 9f8e7d6c5b4a3f2e, no hint'), undefined);
  // A CV's "in reverse chronological order" tells nothing about its numbers.
  assert.is(revealed('Experience, in reverse chronological order. Ref 30418276, Berlin'), undefined);
  assert.is(revealed('PIN umgekehrt? Nein: Konto-ID rückwärts lesen: 4433221100'), 'PIN umgekehrt? Nein: Konto-ID rückwärts lesen: 0011223344');
});

test('ordinary text is left alone, number words in prose included', () => {
  for (const text of [
    'I had one or two, maybe three or four apples.',
    'Count with me: one, two, three, four, five, six, seven, eight.',
    'Call +1 555 0100 at noon, meet me at the office.',
    'look at the docs at example dot',
    'versions 1.2.3.4.5.6 and 2024-05-06',
    'Totals\n12\n34\n2024',
    'a well-known, re-\nentrant design',
    'Room 4, floor 2, desk 7 and 9 and 1 and 3',
    'size=48213\n2025-02-03T10:00:00Z INFO next',
    'port 8080\n2025-02-03 10:00 started',
    'S U M M A R Y of the e.g. U.S.A. case',
    'version 2.0.1.4 and 3.1.4 in A-B-C order',
    'He said "yes". "No," she said.',
    'set a, b, c, d, e, f, g, h and i',
    'from 1 to 2 to 3 and 10 and 20',
  ]) {
    const r = revealText(text);
    if (text.includes('re-\nentrant')) assert.is(r?.text, 'a well-known, reentrant design'); // a hyphenated word is joined, harmlessly
    else assert.is(r, undefined, text);
  }
});

test('every revealed character maps into the original, and changed ranges point at what changed', () => {
  const text = 'x: four one five, five five five, one two one two; y: a dot b at c dot i\u200bo!';
  const r = revealText(text)!;
  assertMapValid(r, text.length);
  assert.is(r.text, 'x: 415 555 1212; y: a.b@c.io!');
  const at = r.text.indexOf('415');
  assert.equal(toOriginal(r, at, at + 12), { start: 3, end: text.indexOf(';') });
  const mail = r.text.indexOf('a.b@c.io');
  assert.is(text.slice(toOriginal(r, mail, mail + 8).start, toOriginal(r, mail, mail + 8).end), 'a dot b at c dot i\u200bo');
  for (const c of r.changed) assert.ok(c.start < c.end && c.end <= text.length);
});

test('the map is valid on any text', () => {
  fc.assert(
    fc.property(textArb, (text) => {
      const r = revealText(text);
      if (!r) return;
      assertMapValid(r, text.length);
      assert.ok(r.changed.length > 0);
    }),
  );
});

test('spoken and hidden values are found by the pii_secrets check, on the original characters', async () => {
  const card = expandExample('${valid:luhn:prefix=4,length=16}', 'reveal-card').text;
  const spoken = say(card, EN);
  // The first inner 0 and 1 written as the letters they look like.
  const lookalike = card.replace(/(?<=\d)0(?=\d)/, 'O').replace(/(?<=\d)1(?=\d)/, 'l');
  assert.ok(/[Ol]/.test(lookalike));
  const cases: Array<{ text: string; value: string; category: string }> = [
    { text: `[00:12] Caller: the card is ${spoken}, expiry next May`, value: spoken, category: 'credit_card' },
    { text: `Karte: ${say(card, DE)}.`, value: say(card, DE), category: 'credit_card' },
    { text: `card ${card.slice(0, 6)}\u200b${card.slice(6)}`, value: `${card.slice(0, 6)}\u200b${card.slice(6)}`, category: 'credit_card' },
    { text: `Card number ${card.slice(0, 8)}\n${card.slice(8)}\nThanks`, value: `${card.slice(0, 8)}\n${card.slice(8)}`, category: 'credit_card' },
    { text: 'my e-mail is robin dot quill at mailfake dot org, thanks', value: 'robin dot quill at mailfake dot org', category: 'email' },
    { text: `Card: ${[...card].join('~')}\nthanks`, value: [...card].join('~'), category: 'credit_card' },
    { text: `card ${card.slice(0, 4)} then ${card.slice(4, 8)} then ${card.slice(8, 12)} then ${card.slice(12)}.`, value: `${card.slice(0, 4)} then ${card.slice(4, 8)} then ${card.slice(8, 12)} then ${card.slice(12)}`, category: 'credit_card' },
    { text: `Kreditkarte ${card.slice(0, 4)} und dann ${card.slice(4, 8)} dann ${card.slice(8, 12)} und ${card.slice(12)}!`, value: `${card.slice(0, 4)} und dann ${card.slice(4, 8)} dann ${card.slice(8, 12)} und ${card.slice(12)}`, category: 'credit_card' },
    { text: `pay with card ${[...card].join(', ')} today`, value: [...card].join(', '), category: 'credit_card' },
    { text: `card: ${card.match(/..../g)!.join(' / ')}.`, value: card.match(/..../g)!.join(' / '), category: 'credit_card' },
    { text: `card ${lookalike} ok`, value: lookalike, category: 'credit_card' },
  ];
  for (const c of cases) {
    const { findings } = await runTextCheck('pii_secrets', c.text);
    const f = findings.find((x) => x.category === c.category);
    assert.ok(f, `${c.category} in ${JSON.stringify(c.text)}`);
    assert.is(c.text.slice(f.start, f.end), c.value);
  }
});

test('a spoken number that fails its checksum is not reported as a card', async () => {
  const card = expandExample('${valid:luhn:prefix=4,length=16}', 'reveal-bad').text;
  const wrong = card.slice(0, 15) + String((Number(card[15]) + 1) % 10);
  const { findings } = await runTextCheck('pii_secrets', `the card is ${say(wrong, EN)}, thanks`);
  assert.not.ok(findings.some((f) => f.category === 'credit_card'));
});

test('prose with number words raises nothing', async () => {
  const { findings } = await runTextCheck('pii_secrets', 'We need one or two volunteers, three at most; four, five or six would be too many.');
  assert.equal(findings, []);
});

test('long adversarial inputs are read in one pass (the input size is the test)', () => {
  // Lookalike letters between digits, ending on a letter: no run to reveal.
  assert.is(revealed('7O'.repeat(60000) + 'q'), undefined);
  // Groups with a spaced sign, ending on a letter: no stretch is read again from each group.
  assert.is(revealed('31 ~ '.repeat(50000) + '31q'), undefined);
  // A read-backwards cue with many interleaved runs and many tokens to turn.
  const many = 'spell it backwards ' + '6~1~8~2~7~3~9~4 zyx0wvu '.repeat(20000);
  assert.ok(revealed(many) !== undefined);
  // A long run of varying fillers between even pieces.
  assert.is(revealed('Route ' + '3817 via 6620 plus '.repeat(30000)), undefined);
});

test('even numbers joined by ordinary words stay prose without a word naming a value', () => {
  assert.is(revealed('Buses 3817 then 6620 and 1743 then 5096 depart late today.'), undefined);
  assert.is(revealed('Raum 3817 und 6620 oder 1743 und 5096 sind heute belegt.'), undefined);
  assert.is(revealed('Les salles 3817 puis 6620 et 1743 puis 5096 ferment.'), undefined);
  assert.is(revealed('仓库 3817 然后 6620 和 1743 然后 5096 已满'), undefined);
  assert.is(revealed('account no. 3817 then 6620 and 1743 then 5096'), 'account no. 3817662017435096');
});

test('digits one at a time with commas or list signs need a word naming the value', () => {
  assert.is(revealed('row_2207,3,1,4,4,2,5,1,3,2,4,4,1,5,2,3'), undefined);
  assert.is(revealed('Ratings given: 3, 1, 4, 4, 2, 5, 1, 3, 2, 4, 4, 1, 5, 2'), undefined);
  assert.is(revealed('Jumper setting: 3-1-4-4-2-5-1-3-2-4-4-1-5-2'), undefined);
  assert.is(revealed('IBAN digits: 3,1,4,4,2,5,1,3,2,4,4,1,5,2'), 'IBAN digits: 31442513244152');
  // Labels in the pack languages count too.
  assert.is(revealed('Мой паспорт: 7-3-0-4-1-9-2-6-5-8-1-3-3-7'), 'Мой паспорт: 73041926581337');
  assert.is(revealed('رقم الهوية 7, 3, 0, 4, 1, 9, 2, 6, 5, 8, 1, 3, 3, 7'), 'رقم الهوية 73041926581337');
});

test('groups with a slash, a bar or of two digits need a word naming the value', () => {
  assert.is(revealed('Issues 3817/6620/1743/5096 were closed'), undefined);
  assert.is(revealed('Rows hit: 3817 | 6620 | 1743 | 5096'), undefined);
  assert.is(revealed('Laps 38-17-66-20-17-43-50-96 in the final.'), undefined);
  assert.is(revealed('card 3817/6620/1743/5096 expired'), 'card 3817662017435096 expired');
  assert.is(revealed('ref 3817~6620~1743~5096.'), 'ref 3817662017435096.');
});

test.run();
