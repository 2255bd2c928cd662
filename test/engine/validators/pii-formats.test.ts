// Published vectors, round trips and flip detection for the validators behind the PII packs:
// ABA routing numbers, US ITIN/EIN, UK UTR/NHS numbers, ICAO MRZ lines and altcoin addresses.

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { abaRouting } from '../../../src/engine/validators/aba-routing.js';
import { base58check } from '../../../src/engine/validators/base58check.js';
import { icaoMrz, icaoMrzTd1 } from '../../../src/engine/validators/icao-mrz.js';
import { mxClabe } from '../../../src/engine/validators/mx-clabe.js';
import { arCbu } from '../../../src/engine/validators/ar-cbu.js';
import { segwitAddress } from '../../../src/engine/validators/segwit-address.js';
import { ukNhs } from '../../../src/engine/validators/uk-nhs.js';
import { ukUtr } from '../../../src/engine/validators/uk-utr.js';
import { usEin } from '../../../src/engine/validators/us-ein.js';
import { usItin } from '../../../src/engine/validators/us-itin.js';
import { xmrAddress } from '../../../src/engine/validators/xmr-address.js';
import { assertFlipDetection, assertRoundTrip, assertVectors } from './helpers.js';

const BASE58 = ['123456789', 'ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz'];
const LITECOIN = { versions: [0x30, 0x32, 0x05] };
const DOGECOIN = { versions: [0x1e, 0x16] };
const TRON = { versions: [0x41] };
const XRP = { versions: [0x00], alphabet: 'ripple' };

test('aba-routing: published routing numbers', () => {
  assertVectors(
    abaRouting,
    [
      '021000021', // JPMorgan Chase, New York (printed on its cheques)
      '011000015', // Federal Reserve Bank of Boston
      '122105155', // Wikipedia, "ABA routing transit number", check digit example
      '0210-0002-1',
    ],
    [
      '021000022', // wrong check digit
      '122105156',
      '131000014', // prefix 13 is not assigned (checksum valid)
      '000000000', '111111111', '02100002', '0210000210', 'O21000021',
    ],
  );
});

test('aba-routing: generate → validate, flips detected', () => {
  assertRoundTrip(abaRouting);
  assertFlipDetection(abaRouting, 0.95, undefined, ['0123456789']);
});

test('mx-clabe: published CLABEs and the 3-7-1 check digit', () => {
  assertVectors(
    mxClabe,
    [
      '032180000118359719', // Wikipedia, "CLABE", worked example
      '002010077777777771', // Wikipedia, "CLABE", Banamex example
      '032 180 00011835971 9',
    ],
    [
      '032180000118359718', // wrong check digit
      '03218000011835971', // 17 digits
      '000000000000000000',
    ],
  );
  assertRoundTrip(mxClabe);
  assertFlipDetection(mxClabe, 0.85);
});

test('ar-cbu: both block check digits', () => {
  assertVectors(
    arCbu,
    [
      '2850590940090418135201', // the CBU commonly quoted to show the layout (entity 285, branch 0590)
      '2850590-940090418135201'.replace('-', ''),
      '28505909 40090418135201',
    ],
    [
      '2850590840090418135201', // first check digit wrong
      '2850590940090418135202', // second check digit wrong
      '285059094009041813520', // 21 digits
      '0000000000000000000000',
    ],
  );
  assertRoundTrip(arCbu);
  assertFlipDetection(arCbu, 0.85);
});

test('us-itin: IRS ranges', () => {
  // IRS: ITINs begin with 9; the 4th-5th digits are 50-65, 70-88, 90-92 or 94-99.
  assertVectors(
    usItin,
    ['912-50-1234', '900-70-0001', '999 88 1234', '912921234', '912-94-5678', '912-99-5678'],
    ['812-70-1234', '912-49-1234', '912-66-1234', '912-89-1234', '912-93-1234', '912-70-0000', '912-70-123', '912-70/1234', '912 70-1234'],
  );
  assertRoundTrip(usItin);
});

test('us-ein: IRS valid prefixes', () => {
  assertVectors(
    usEin,
    ['01-0123456', '12-3456789', '31-1234567', '99-1234567', '451234567'],
    ['00-1234567', '07-1234567', '17-1234567', '28-1234567', '49-1234567', '69-1234567', '70-1234567', '89-1234567', '96-1234567', '12-0000000', '12-345678', '123-456789'],
  );
  assertRoundTrip(usEin);
});

test('uk-utr: leading check digit', () => {
  // python-stdnum stdnum/gb/utr.py doctest: 1955839661 valid, 2955839661 invalid checksum.
  assertVectors(ukUtr, ['1955839661', '19558 39661', '1955839661K'], ['2955839661', '195583966', '19558396611', '0000000000']);
  assertRoundTrip(ukUtr);
  assertFlipDetection(ukUtr, 0.85, undefined, ['0123456789']);
});

test('uk-nhs: modulus 11 check digit', () => {
  // 943 476 5919 is the NHS number used in NHS Digital's public documentation and test data.
  assertVectors(ukNhs, ['9434765919', '943 476 5919', '943-476-5870'], ['9434765918', '943476591', '94347659190', '1111111111']);
  // 400000008 computes to check value 10, which is never issued: no final digit completes it.
  for (let d = 0; d <= 9; d++) assert.not.ok(ukNhs.validate(`400000008${d}`), `400000008${d}`);
  assertRoundTrip(ukNhs);
  assertFlipDetection(ukNhs, 0.85, undefined, ['0123456789']);
});

test('icao-mrz: ICAO 9303 specimens', () => {
  assertVectors(
    icaoMrz,
    [
      'L898902C36UTO7408122F1204159ZE184226B<<<<<10', // Doc 9303 Part 4, TD3 specimen (Utopia)
      'D231458907UTO7408122F1204159<<<<<<<6', // Doc 9303 Part 6, TD2 specimen
    ],
    [
      'L898902C36UTO7408122F1204159ZE184226B<<<<<11', // composite check altered
      'L898902C37UTO7408122F1204159ZE184226B<<<<<10', // document number check altered
      'L898902C36UTO7413122F1204159ZE184226B<<<<<10', // month 13
      'L898902C36UTO7408122F1204159ZE184226B<<<<<1', // short
      'l898902c36uto7408122f1204159ze184226b<<<<<10', // lower case is not MRZ
    ],
  );
  assertRoundTrip(icaoMrz);
});

test('icao-mrz-td1: ICAO 9303 part 5 identity card specimen, lines 1 and 2', () => {
  assertVectors(
    icaoMrzTd1,
    ['I<UTOD231458907<<<<<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<<<6'],
    [
      'I<UTOD231458908<<<<<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<<<6', // document number check altered
      'I<UTOD231458907<<<<<<<<<<<<<<<\n7408123F1204159UTO<<<<<<<<<<<6', // birth date check altered
      'I<UTOD231458907<<<<<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<<<7', // composite altered
      'P<UTOD231458907<<<<<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<<<6', // not a TD1 document code
      'I<UTOD231458907<<<<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<<<6', // line 1 short
    ],
  );
  assert.ok(icaoMrzTd1.validate('I<UTOD231458907<<<<<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<<<7', { composite: false }), 'composite not required');
  assertRoundTrip(icaoMrzTd1);
});

test('icao-mrz composite:false: the three field check digits still decide, the composite digit does not', () => {
  const fieldsOnly = { composite: false };
  assert.ok(icaoMrz.validate('L898902C36UTO7408122F1204159ZE184226B<<<<<11', fieldsOnly), 'composite altered');
  assert.ok(icaoMrz.validate('D231458907UTO7408122F1204159<<<<<<<1', fieldsOnly), 'TD2, composite altered');
  assert.not.ok(icaoMrz.validate('L898902C37UTO7408122F1204159ZE184226B<<<<<11', fieldsOnly), 'document number check altered');
  assert.not.ok(icaoMrz.validate('L898902C36UTO7408123F1204159ZE184226B<<<<<11', fieldsOnly), 'birth date check altered');
  assert.not.ok(icaoMrz.validate('L898902C36UTO7408122F1204158ZE184226B<<<<<11', fieldsOnly), 'expiry check altered');
  assert.not.ok(icaoMrz.validate('L898902C36UTO7408122F1204159ZE184226B<<<<<11'), 'the default still needs the composite digit');
});

test('icao-mrz fillers: spaces or guillemets printed for the < fillers are read one for one', () => {
  const spaced = 'L898902C36UTO7408122F1204159ZE184226B     10';
  assert.not.ok(icaoMrz.validate(spaced), 'without the param a space is not a filler');
  assert.ok(icaoMrz.validate(spaced, { fillers: ' «' }));
  assert.ok(icaoMrz.validate('D231458907UTO7408122F1204159«««««««6', { fillers: ' «' }), 'TD2 with guillemets');
  assert.not.ok(icaoMrz.validate('L898902C36UTO7408122F1204159ZE184226B     11', { fillers: ' «' }), 'composite still checked');
  assert.not.ok(icaoMrz.validate('L898902C36UTO7408122F1204159ZE184226B  10', { fillers: ' «' }), 'a filler is one character, never two');
});

test('base58check: Litecoin, Dogecoin, Tron and XRP addresses', () => {
  // Bisq asset tests (LitecoinTest), a Dogecoin validator's vectors, tron4j / Trust Wallet tests,
  // XRPL documentation (rf1BiGeXwwQoi8Z2ueFYTEXSwuJYfV2Jpn) and Trust Wallet Ripple tests.
  assertVectors(base58check, ['Lg3PX8wRWmApFCoCMAsPF5P9dPHYQHEWKW', 'LTuoeY6RBHV3n3cfhXVVTbJbxzxnXs9ofm', 'MGEW4aba3tnrVtVhGcmoqqHaLt5ymPSLPi'], ['LgfapHEPhZbdRF9pMd5WPT35hFXcZS1USrW', '1LgfapHEPhZbRF9pMd5WPT35hFXcZS1USrW', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'], LITECOIN);
  assertVectors(base58check, ['DEgDVFa2DoW1533dxeDVdTxQFhMzs1pMke', 'ADNbM5fBujCRBW1vqezNeAWmnsLp19ki3n', '9xqCpm3DpUYSzcoQSPb5SEGDwn9NRqwZnH'], ['DEgDVFa2DoW1533dxeDVdTxQFhMzs1pMkf', 'Lg3PX8wRWmApFCoCMAsPF5P9dPHYQHEWKW'], DOGECOIN);
  assertVectors(base58check, ['TJAAinkKN2h9KxtBZXw6SyL7HwCQXnzFsE', 'TLWEciM1CjP5fJqM2r9wymAidkkYtTU5k3', 'TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC'], ['TJAAinkKN2h9KxtBZXw6SyL7HwCQXnzFsF', 'DEgDVFa2DoW1533dxeDVdTxQFhMzs1pMke'], TRON);
  assertVectors(base58check, ['rf1BiGeXwwQoi8Z2ueFYTEXSwuJYfV2Jpn', 'r36yxStAh7qgTQNHTzjZvXybCTzUFhrfav', 'rnBFvgZphmN39GWzUJeUitaP22Fr9be75H'], ['rf1BiGeXwwQoi8Z2ueFYTEXSwuJYfV2Jpm', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'], XRP);
  // Bitcoin's own versions are the default.
  assert.ok(base58check.validate('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'));
});

test('base58check: generate → validate, flips detected', () => {
  assert.ok(assertRoundTrip(base58check, { versions: [0x30] }).every((a) => a.startsWith('L')));
  assert.ok(assertRoundTrip(base58check, { versions: [0x1e] }).every((a) => a.startsWith('D')));
  assert.ok(assertRoundTrip(base58check, TRON).every((a) => a.startsWith('T')));
  assert.ok(assertRoundTrip(base58check, XRP).every((a) => a.startsWith('r')));
  assertFlipDetection(base58check, 0.99, LITECOIN, BASE58);
});

test('segwit-address: Litecoin native SegWit', () => {
  assertVectors(segwitAddress, ['ltc1qxtm55gultqzhqzl2p3ks50hg2478y3hehuj6dz'], ['ltc1qxtm55gultqzhqzl2p3ks50hg2478y3hehuj6dy', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'], { hrp: 'ltc' });
  assert.ok(segwitAddress.validate('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'));
  assert.ok(assertRoundTrip(segwitAddress, { hrp: 'ltc' }).every((a) => a.startsWith('ltc1q')));
  assertFlipDetection(segwitAddress, 0.99, { hrp: 'ltc' }, ['qpzry9x8gf2tvdw0s3jn54khce6mua7l']);
});

test('xmr-address: Monero standard, subaddress and integrated addresses', () => {
  // Bisq MoneroTest vectors and the Monero General Fund donation address (getmonero.org).
  assertVectors(
    xmrAddress,
    [
      '4BJHitCigGy6giuYsJFP26KGkTKiQDJ6HJP1pan2ir2CCV8Twc2WWmo4fu1NVXt8XLGYAkjo5cJ3yH68Lfz9ZXEUJ9MeqPW',
      '46tM15KsogEW5MiVmBn7waPF8u8ZsB6aHjJk7BAv1wvMKfWhQ2h2so5BCJ9cRakfPt5BFo452oy3K8UK6L2u2v7aJ3Nf7P2',
      '86iQTnEqQ9mXJFvBvbY3KU5do5Jh2NCkpTcZsw3TMZ6oKNJhELvAreZFQ1p8EknRRTKPp2vg9fJvy47Q4ARVChjLMuUAFQJ',
      '4LL9oSLmtpccfufTMvppY6JwXNouMBzSkbLYfpAV5Usx3skxNgYeYTRj5UzqtReoS44qo9mtmXCqY45DJ852K5Jv2bYXZKKQePHES9khPK',
      '888tNkZrPN6JsEgekjMnABU4TBzc2Dt29EPAvkRxbANsAnjyPbb3iQ1YBRk1UXcdRsiKc9dhwMVgN5S9cQUiyoogDavup3H',
    ],
    [
      '4BJHitCigGy6giuYsJFP26KGkTKiQDJ6HJP1pan2ir2CCV8Twc2WWmo4fu1NVXt8XLGYAkjo5cJ3yH68Lfz9ZXEUJ9MeqP',
      '4BJHitCigGy6giuYsJFP26KGkTKiQDJ6HJP1pan2ir2CCV8Twc2WWmo4fu1NVXt8XLGYAkjo5cJ3yH68Lfz9ZXEUJ9MeqPWW',
      '76iQTnEqQ9mXJFvBvbY3KU5do5Jh2NCkpTcZsw3TMZ6oKNJhELvAreZFQ1p8EknRRTKPp2vg9fJvy47Q4ARVChjLMuUAFQJ',
      '4BJHitCigGy6giuYsJFP26KGkTKiQDJ6HJP1pan2ir2CCV8Twc2WWmo4fu1NVXt8XLGYAkjo5cJ3yH68Lfz9ZXEUJ9MeqPX',
    ],
  );
  assert.ok(assertRoundTrip(xmrAddress).every((a) => a.startsWith('4') && a.length === 95));
  assert.ok(assertRoundTrip(xmrAddress, { type: 'subaddress' }).every((a) => a.startsWith('8')));
  assert.ok(assertRoundTrip(xmrAddress, { type: 'integrated' }).every((a) => a.length === 106));
  assertFlipDetection(xmrAddress, 0.99, undefined, BASE58);
});

test.run();
