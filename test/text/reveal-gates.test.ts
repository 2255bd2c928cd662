// The cheap tests that let the revealed and unformatted views skip their readers on ordinary text
// (a cue word found by one search, the signs a reversed value must hold, the shape a run of filler
// words must have): each is true wherever its reader can change something, so values at the edges
// of those shapes still read back. All values are invented.

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { revealText } from '../../src/text/reveal.js';
import { unformatText } from '../../src/text/unformat.js';

const revealed = (text: string): string | undefined => revealText(text)?.text;

test('a reversed address or URL is turned wherever it stands among other long tokens', () => {
  const noise = 'build_7f3e2a1c0d9b runner-aarch64 2026-04-12T08:15:00Z ';
  assert.is(revealed(`${noise}reply to moc.elpmaxe@nnek.ardnas ${noise}`), `${noise}reply to sandra.kenn@example.com ${noise}`);
  assert.is(revealed(`${noise}see lmth.xedni/gro.elpmaxe//:sptth, thanks`), `${noise}see https://example.org/index.html, thanks`);
  // Two reversed addresses side by side; joined by a comma they are one token, no address.
  assert.is(revealed('cc: moc.elpmaxe@ognam ten.tset@iwik'), 'cc: mango@example.com kiwi@test.net');
  assert.is(revealed('cc: moc.elpmaxe@ognam,ten.tset@iwik'), undefined);
  // Without '@' or a reversed "://", and without a cue, nothing is turned.
  assert.is(revealed(`${noise}token 0987654321 and moc.elpmaxe.www`), undefined);
});

test('an address written the right way round is not turned, whatever its local part', () => {
  // "jane.roe@example.org" reversed has the shape of an address, under a domain no registry holds.
  assert.is(revealed('You can reach me at jane.roe@example.org or on +44 20 7946 0958.'), undefined);
  assert.is(revealed('cc: mario.rossi.2@posta.it, k.o.brien@mail.example.co.uk'), undefined);
  // Reversed, the same addresses read the right way round.
  assert.is(revealed('reach me at gro.elpmaxe@eor.enaj today'), 'reach me at jane.roe@example.org today');
  assert.is(revealed('write to moc.elpmaxe@ten.xof'), 'write to fox.net@example.com');
});

test('the read-backwards cue is found in any case and in the pack languages', () => {
  assert.is(revealed('READ IT BACKWARDS: 0099887766'), 'READ IT BACKWARDS: 6677889900');
  assert.is(revealed('Lees het achterstevoren: 5544332211'), 'Lees het achterstevoren: 1122334455');
  assert.is(revealed('Skrivet baklänges: 908172635'), 'Skrivet baklänges: 536271809');
  // Case folds as the cue's own pattern does (a long s is an s).
  assert.is(revealed('spelled backwardſ: 0099887766'), 'spelled backwardſ: 6677889900');
  // A cue word in another sense is no cue.
  assert.is(revealed('The envers side of the fabric, lot 5544332211'), undefined);
});

test('one repeated filler word still joins pieces next to other text', () => {
  assert.is(revealed('card: 5301 dash 8842 dash 1179 dash 60 (old)'), 'card: 53018842117960 (old)');
  assert.is(revealed('IBAN DE44 slash 5001 slash 0517 slash 5407'), 'IBAN DE44500105175407');
  assert.is(revealed('3 and 4 and a lot more'), undefined);
});

test('filler runs are read on each line that may hold one, wherever the line stands in a long text', () => {
  const prose = 'Minutes of the weekly sync: budget review, room bookings and the new badge readers.\n'.repeat(40);
  const lines = [
    'Kontonummer DE27 strich 6605 strich 2211 strich 9034',
    'card 6011 then 4821 and 7730 then 1952, as read out',
    'pages 12 and 14 and 16 of the handbook',
    'ref: QX71 slash 2290 slash 5418 slash 03\r',
  ];
  const text = `${prose}${lines[0]}\n${prose}${lines[1]}\n${lines[2]}\n${lines[3]}\n${prose}`;
  const want = `${prose}Kontonummer DE27660522119034\n${prose}card 6011482177301952, as read out\n${lines[2]}\nref: QX712290541803\r\n${prose}`;
  assert.is(revealed(text), want);
  // A run never joins pieces across a line feed.
  assert.is(revealed('code 4411 dash 2093\ndash 7781 dash 0055 end'), undefined);
});

test('varying fillers still join pieces that open with a bracket, end with a stop or stand between tabs', () => {
  assert.is(revealed('Card number (6802 and then 1175 plus 3394 and then 5021.'), 'Card number (6802117533945021.');
  assert.is(revealed('account\t7120\tthen\t4471\tand\t9033\tthen\t1186'), 'account\t7120447190331186');
  // Three pieces are too few, however the fillers read.
  assert.is(revealed('card 6802 and then 1175 plus 3394'), undefined);
  // Nor do pieces on two lines.
  assert.is(revealed('card 6802 and then 1175 plus 3394 and\r\nthen 5021'), undefined);
});

test('characters one at a time and digits with letters for digits read next to letters of other scripts', () => {
  assert.is(revealed('pin: 7#3#0#4#1#9#2#6 ok'), 'pin: 73041926 ok');
  assert.is(revealed('é7#3#0#4#1#9#2#6'), undefined);
  assert.is(revealed('tel 2O19 and 4l5O7'), 'tel 2019 and 41507');
  assert.is(revealed('ünd 10l Wasser'), undefined);
});

test('emphasis markers inside a value are taken out, runs of other lengths are left', () => {
  assert.is(unformatText('mail: jo**an.ri**ver@example.net')?.text, 'mail: joan.river@example.net');
  assert.is(unformatText('key sk_`live`_4kq9 and snake_case_name')?.text, 'key sk_live_4kq9 and snake_case_name');
  assert.is(unformatText('masked ***_*** value and a_b'), undefined);
});

test.run();
