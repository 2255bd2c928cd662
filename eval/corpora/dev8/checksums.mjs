// Check-digit schemes used by the identifiers, accounts and cards below.

export function luhnDigit(payload) {
  let sum = 0;
  const ds = payload.split('').map(Number).reverse();
  ds.forEach((d, i) => { let v = i % 2 === 0 ? d * 2 : d; if (v > 9) v -= 9; sum += v; });
  return String((10 - (sum % 10)) % 10);
}

export function mod97(numeric) {
  let r = 0;
  for (const ch of numeric) r = (r * 10 + Number(ch)) % 97;
  return r;
}

/** IBAN check digits for a country code and a BBAN. */
export function ibanOf(country, bban) {
  const rearranged = (bban + country + '00').replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const check = String(98 - mod97(rearranged)).padStart(2, '0');
  return country + check + bban;
}

const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1], [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1], [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]];
const VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

export function verhoeffDigit(payload) {
  let c = 0;
  const ds = payload.split('').map(Number).reverse();
  ds.forEach((d, i) => { c = VERHOEFF_D[c][VERHOEFF_P[(i + 1) % 8][d]]; });
  return String(VERHOEFF_INV[c]);
}

/** Weighted sum of digits. */
export const weighted = (digits, weights) => digits.split('').reduce((s, d, i) => s + Number(d) * weights[i], 0);

/** ICAO 9303 check digit (weights 7,3,1; letters A=10…, filler < = 0). */
export function mrzDigit(s) {
  const w = [7, 3, 1];
  let sum = 0;
  [...s].forEach((ch, i) => {
    const v = ch === '<' ? 0 : /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 55;
    sum += v * w[i % 3];
  });
  return String(sum % 10);
}

/** EAN-13 / GTIN check digit over 12 digits. */
export function eanDigit(payload) {
  const sum = payload.split('').reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return String((10 - (sum % 10)) % 10);
}

/** ABA routing number check (weights 3,7,1). */
export function abaDigit(eight) {
  const sum = weighted(eight, [3, 7, 1, 3, 7, 1, 3, 7]);
  return String((10 - (sum % 10)) % 10);
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; t[n] = c >>> 0; }
  return t;
})();
export function crc32(str) {
  let c = 0xffffffff;
  for (const b of Buffer.from(str, 'utf8')) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export function base62(n, width) {
  let s = '';
  do { s = B62[n % 62] + s; n = Math.floor(n / 62); } while (n > 0);
  return s.padStart(width, '0');
}
