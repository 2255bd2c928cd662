// Cryptocurrency addresses with their checksums (Base58Check, Bech32/Bech32m), and the hashes
// and content ids that look like them but identify no one.
import { createHash } from 'node:crypto';

const sha256 = (b) => createHash('sha256').update(b).digest();
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const XRP58 = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
function base58(bytes, alphabet = B58) {
  let n = BigInt('0x' + (Buffer.from(bytes).toString('hex') || '0'));
  let s = '';
  while (n > 0n) { s = alphabet[Number(n % 58n)] + s; n /= 58n; }
  for (const b of bytes) { if (b === 0) s = alphabet[0] + s; else break; }
  return s;
}
const base58check = (payload, alphabet) => base58(Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)]), alphabet);

const CH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(values) {
  const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) { const b = chk >>> 25; chk = ((chk & 0x1ffffff) << 5) ^ v; for (let i = 0; i < 5; i++) if ((b >>> i) & 1) chk ^= G[i]; }
  return chk >>> 0;
}
const hrpExpand = (hrp) => [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31)];
function convertBits(data, from, to) {
  let acc = 0, bits = 0; const out = [];
  for (const v of data) { acc = (acc << from) | v; bits += from; while (bits >= to) { bits -= to; out.push((acc >> bits) & ((1 << to) - 1)); } }
  if (bits > 0) out.push((acc << (to - bits)) & ((1 << to) - 1));
  return out;
}
function bech32(hrp, data5, m = false) {
  const konst = m ? 0x2bc830a3 : 1;
  const mod = polymod([...hrpExpand(hrp), ...data5, 0, 0, 0, 0, 0, 0]) ^ konst;
  const checksum = Array.from({ length: 6 }, (_, i) => (mod >>> (5 * (5 - i))) & 31);
  return hrp + '1' + [...data5, ...checksum].map((v) => CH[v]).join('');
}

export function wallet(r) {
  const kind = r.weighted([[3, 'btc_p2pkh'], [2, 'btc_p2sh'], [3, 'btc_bech32'], [1, 'btc_taproot'], [4, 'eth'], [1, 'ltc'], [1, 'doge'], [1, 'xrp'], [1, 'tron'], [1, 'sol'], [1, 'cosmos'], [1, 'cardano']]);
  const rb = (n) => Buffer.from(r.bytes(n));
  switch (kind) {
    case 'btc_p2pkh': return { type: kind, value: base58check(Buffer.concat([Buffer.from([0x00]), rb(20)])) };
    case 'btc_p2sh': return { type: kind, value: base58check(Buffer.concat([Buffer.from([0x05]), rb(20)])) };
    case 'btc_bech32': return { type: kind, value: bech32('bc', [0, ...convertBits(rb(20), 8, 5)]) };
    case 'btc_taproot': return { type: kind, value: bech32('bc', [1, ...convertBits(rb(32), 8, 5)], true) };
    case 'eth': return { type: kind, value: '0x' + r.hex(40) };
    case 'ltc': return { type: kind, value: r.chance(0.5) ? base58check(Buffer.concat([Buffer.from([0x30]), rb(20)])) : bech32('ltc', [0, ...convertBits(rb(20), 8, 5)]) };
    case 'doge': return { type: kind, value: base58check(Buffer.concat([Buffer.from([0x1e]), rb(20)])) };
    case 'xrp': return { type: kind, value: base58check(Buffer.concat([Buffer.from([0x00]), rb(20)]), XRP58) };
    case 'tron': return { type: kind, value: base58check(Buffer.concat([Buffer.from([0x41]), rb(20)])) };
    case 'sol': { let v; do { v = base58(rb(32)); } while (v.length < 43); return { type: kind, value: v }; }
    case 'cosmos': return { type: kind, value: bech32('cosmos', convertBits(rb(20), 8, 5)) };
    case 'cardano': return { type: kind, value: bech32('addr', convertBits(Buffer.concat([Buffer.from([0x01]), rb(56)]), 8, 5)) };
  }
}
export const WALLET_NAMES = { btc_p2pkh: 'BTC', btc_p2sh: 'BTC', btc_bech32: 'BTC', btc_taproot: 'BTC', eth: 'ETH', ltc: 'LTC', doge: 'DOGE', xrp: 'XRP', tron: 'USDT (TRC-20)', sol: 'SOL', cosmos: 'ATOM', cardano: 'ADA' };

/** Look-alikes: transaction and block hashes, git SHAs, content ids. */
export function cryptoLookalike(r) {
  return r.pick([
    () => ['tx_hash', r.chance(0.5) ? '0x' + r.hex(64) : r.hex(64)],
    () => ['block_hash', '00000000000000000' + r.hex(47)],
    () => ['git_sha', r.hex(40)],
    () => ['ipfs_cid', 'Qm' + base58(Buffer.from(r.bytes(32))).slice(0, 44).padEnd(44, 'z')],
    () => ['ipfs_cid', 'bafybei' + r.chars('abcdefghijklmnopqrstuvwxyz234567', 52)],
    () => ['content_hash', 'sha256:' + r.hex(64)],
  ])();
}
