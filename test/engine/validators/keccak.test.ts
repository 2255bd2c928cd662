import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash, randomBytes } from 'node:crypto';
import { keccak256, sha3_256, toHex } from '../../../src/engine/validators/keccak.js';

test('keccak256 of the empty input', () => {
  // go-ethereum's EmptyCodeHash / EmptyKeccak (core/types), = keccak256(nil):
  // https://github.com/ethereum/go-ethereum/blob/master/core/types/hashes.go
  assert.is(toHex(keccak256('')), 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470');
  assert.is(toHex(keccak256(new Uint8Array(0))), 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470');
});

test('keccak256 known answers', () => {
  // Keccak-256("abc"), Keccak team known-answer value (https://keccak.team/archives.html).
  assert.is(toHex(keccak256('abc')), '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45');
  // ERC-20 transfer selector 0xa9059cbb = first 4 bytes of keccak256("transfer(address,uint256)"):
  // https://eips.ethereum.org/EIPS/eip-20 and https://docs.soliditylang.org/en/latest/abi-spec.html
  assert.ok(toHex(keccak256('transfer(address,uint256)')).startsWith('a9059cbb'));
  assert.is(toHex(keccak256('The quick brown fox jumps over the lazy dog')), '4d741b6f1eb29cb2a9b9911c82f56fa8d73b04959d3d9d222895df6c0b28aa15');
});

test('same permutation with SHA3 padding matches node:crypto sha3-256 (incl. multi-block)', () => {
  // Lengths around the 136-byte rate exercise padding at and across block boundaries.
  for (const length of [0, 1, 55, 135, 136, 137, 271, 272, 273, 1000]) {
    const data = randomBytes(length);
    assert.is(toHex(sha3_256(data)), createHash('sha3-256').update(data).digest('hex'), `length ${length}`);
  }
});

test('keccak256 differs from sha3-256 (domain byte)', () => {
  assert.is.not(toHex(keccak256('abc')), createHash('sha3-256').update('abc').digest('hex'));
});

test.run();
