// Crypto wallet addresses with valid checksums (base58check, bech32/bech32m, EIP-55).
import * as C from './checks.mjs';
export function wallet(rng) {
  return rng.weighted([
    [() => ({ value: C.base58check(0x00, rng.bytes(20)), type: 'btc_p2pkh' }), 2],
    [() => ({ value: C.base58check(0x05, rng.bytes(20)), type: 'btc_p2sh' }), 1],
    [() => ({ value: C.segwitAddress('bc', 0, rng.bytes(20)), type: 'btc_bech32' }), 3],
    [() => ({ value: C.segwitAddress('bc', 1, rng.bytes(32)), type: 'btc_taproot' }), 1],
    [() => ({ value: C.eip55(rng.hex(40)), type: 'eth_eip55' }), 4],
    [() => ({ value: C.base58check(0x30, rng.bytes(20)), type: 'ltc_p2pkh' }), 1],
    [() => ({ value: C.segwitAddress('ltc', 0, rng.bytes(20)), type: 'ltc_bech32' }), 1],
    [() => ({ value: C.base58check(0x1e, rng.bytes(20)), type: 'doge_p2pkh' }), 1],
    [() => ({ value: C.base58check(0x41, rng.bytes(20)), type: 'tron_address' }), 1],
  ])();
}
export function walletValid(type, v) {
  if (/p2pkh|p2sh|tron/.test(type)) return C.base58checkValid(v);
  if (/bech32|taproot/.test(type)) return C.bech32Valid(v);
  if (type === 'eth_eip55') return C.eip55Valid(v);
  return null;
}
