import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { btcBase58check } from '../../../src/engine/validators/btc-base58check.js';
import { btcBech32 } from '../../../src/engine/validators/btc-bech32.js';
import { ethAddress } from '../../../src/engine/validators/eth-address.js';
import { bech32Address } from '../../../src/engine/validators/bech32-address.js';
import { assertFlipDetection, assertRoundTrip, assertVectors } from './helpers.js';

const BASE58 = ['123456789', 'ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz'];
const BECH32 = ['qpzry9x8gf2tvdw0s3jn54khce6mua7l'];
const HEX = ['0123456789', 'abcdef', 'ABCDEF'];

test('btc-base58check: published addresses', () => {
  assertVectors(
    btcBase58check,
    [
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', // https://en.bitcoin.it/wiki/Invoice_address (P2PKH example)
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', // same page (P2SH example)
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', // genesis block output, https://en.bitcoin.it/wiki/Genesis_block
      '1NEDqZPvTWRaoho48qXuLLsrYomMXPABfD', // python-stdnum stdnum/bitcoin.py
    ],
    [
      '1NEDqZPvTWRaoho48qXuLLsrYomMXPABfX', // python-stdnum: invalid checksum
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3',
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN0', // '0' is not in the Base58 alphabet
      'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', // testnet (version 0x6f) unless params.testnet
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2BvBMSEYst', '1', '',
    ],
  );
  assert.ok(btcBase58check.validate('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', { testnet: true }));
});

test('btc-base58check: generate → validate, flips detected', () => {
  assert.ok(assertRoundTrip(btcBase58check).every((a) => a.startsWith('1')));
  assert.ok(assertRoundTrip(btcBase58check, { type: 'p2sh' }).every((a) => a.startsWith('3')));
  assertFlipDetection(btcBase58check, 0.99, undefined, BASE58);
});

test('btc-bech32: BIP-173 / BIP-350 valid segwit addresses', () => {
  // https://github.com/bitcoin/bips/blob/master/bip-0350.mediawiki#test-vectors-for-v0-v16-native-segregated-witness-addresses
  assertVectors(
    btcBech32,
    [
      'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
      'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
      'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
      'BC1SW50QGDZ25J',
      'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs',
      'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
      'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', // https://en.bitcoin.it/wiki/Invoice_address
    ],
    [],
  );
});

test('btc-bech32: BIP-350 invalid segwit addresses (and BIP-173 v1+ encodings now invalid)', () => {
  assertVectors(
    btcBech32,
    [],
    [
      'tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut', // invalid HRP
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', // Bech32 instead of Bech32m
      'tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf',
      'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL',
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', // Bech32m instead of Bech32
      'tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47',
      'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4', // invalid character in checksum
      'BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', // invalid witness version
      'bc1pw5dgrnzv', // program length 1
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav', // 41 bytes
      'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', // v0 program length 16
      'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq', // mixed case
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf', // > 4 bits zero padding
      'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j', // non-zero padding
      'bc1gmk9yu', // empty data
      // BIP-173's original v1 example, encoded with Bech32 before BIP-350:
      'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx',
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', // BIP-173: invalid checksum
    ],
  );
});

test('btc-bech32: generate → validate (v0 and taproot), flips detected', () => {
  assert.ok(assertRoundTrip(btcBech32).every((a) => a.startsWith('bc1q') && a.length === 42));
  assert.ok(assertRoundTrip(btcBech32, { version: 1 }).every((a) => a.startsWith('bc1p') && a.length === 62));
  assertFlipDetection(btcBech32, 1, undefined, BECH32);
});

test('eth-address: EIP-55 vectors', () => {
  // https://eips.ethereum.org/EIPS/eip-55 test cases (all-caps, all-lower and mixed groups), also
  // go-ethereum common/types_test.go TestAddressStringChecksum
  assertVectors(
    ethAddress,
    [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
      '0x52908400098527886E0F7030069857D2E4169EE7', '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
      '0xde709f2102306220921060314715629080e2fb77', '0x27b1fdb04752bbc536007a920d24acb045561c26',
    ],
    [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', // one letter's case changed
      '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfb6916095CA1df60bB79Ce92cE3Ea74c37c5d359',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', // 39 hex digits
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAedd',
      '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed0x', '0X5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED',
      '0xgaAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    ],
  );
});

test('eth-address: generated addresses carry a valid EIP-55 checksum; flips detected', () => {
  const values = assertRoundTrip(ethAddress);
  assert.ok(values.every((a) => a !== a.toLowerCase()), 'checksummed addresses are mixed case');
  assert.ok(assertRoundTrip(ethAddress, { checksum: false }).every((a) => a === a.toLowerCase()));
  assertFlipDetection(ethAddress, 0.95, undefined, HEX);
});

test('bech32-address: published Cosmos and Cardano (CIP-19) addresses; the payload length and the prefix are checked', () => {
  const cosmos = { hrp: 'cosmos', bytes: [20, 32] };
  const cardano = { hrp: 'addr', bytes: [29, 57] };
  assertVectors(bech32Address, ['cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'], [], cosmos); // docs.cosmos.network, accounts
  assertVectors(
    bech32Address,
    [
      'addr1qx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer3n0d3vllmyqwsx5wktcd8cc3sq835lu7drv2xwl2wywfgse35a3x', // CIP-19 type 0 (base)
      'addr1vx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzers66hrl8', // CIP-19 type 6 (enterprise)
    ],
    ['addr1qx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer3n0d3vllmyqwsx5wktcd8cc3sq835lu7drv2xwl2wywfgse35a3y', 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'],
    cardano,
  );
  assert.not.ok(bech32Address.validate('cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu', { hrp: 'cosmos', bytes: [32] }), 'a 20-byte account is not a 32-byte one');
  assert.ok(assertRoundTrip(bech32Address, { hrp: 'cosmos', bytes: 20 }, cosmos).every((a) => a.startsWith('cosmos1') && a.length === 45));
  assert.ok(assertRoundTrip(bech32Address, { hrp: 'addr', bytes: 57 }, cardano).every((a) => a.startsWith('addr1') && a.length === 103));
  assertFlipDetection(bech32Address, 0.99, cosmos, BECH32);
});

test.run();
