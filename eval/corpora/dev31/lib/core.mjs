// Core utilities: seeded PRNG, document builder, encoders and checksum primitives.
import { createHash } from 'node:crypto';

// ---------- PRNG ----------
function cyrb128(str) {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

export class Rng {
  constructor(key) {
    [this.a, this.b, this.c, this.d] = cyrb128(String(key));
    for (let i = 0; i < 12; i++) this.next();
  }
  next() { // sfc32
    let { a, b, c, d } = this;
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    this.a = a; this.b = b; this.c = c; this.d = d;
    return (t >>> 0) / 4294967296;
  }
  int(lo, hi) { return lo + Math.floor(this.next() * (hi - lo + 1)); }
  pick(arr) { return arr[Math.floor(this.next() * arr.length)]; }
  chance(p) { return this.next() < p; }
  wpick(pairs) { // [[item, weight], ...]
    let tot = 0; for (const [, w] of pairs) tot += w;
    let x = this.next() * tot;
    for (const [it, w] of pairs) { x -= w; if (x < 0) return it; }
    return pairs[pairs.length - 1][0];
  }
  digits(n, firstNonZero = false) {
    let s = '';
    for (let i = 0; i < n; i++) s += (i === 0 && firstNonZero) ? this.int(1, 9) : this.int(0, 9);
    return s;
  }
  chars(n, alpha) { let s = ''; for (let i = 0; i < n; i++) s += alpha[Math.floor(this.next() * alpha.length)]; return s; }
  bytes(n) { const b = new Uint8Array(n); for (let i = 0; i < n; i++) b[i] = Math.floor(this.next() * 256); return b; }
  shuffle(arr) { const a = arr.slice(); for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(this.next() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; }
  sample(arr, k) { return this.shuffle(arr).slice(0, k); }
  lf(pattern) { // locale data patterns: # digit, @ digit 1-9, § upper-case letter; everything else literal
    let s = '';
    for (const ch of pattern) s += ch === '#' ? this.int(0, 9) : ch === '@' ? this.int(1, 9) : ch === '§' ? this.chars(1, 'ABCDEFGHJKLMNPRSTUVWXYZ') : ch;
    return s;
  }
  fill(pattern) { // # digit, A upper, a lower, X upper alnum, H hex lower
    let s = '';
    for (const ch of pattern) {
      if (ch === '#') s += this.int(0, 9);
      else if (ch === '@') s += this.int(1, 9);
      else if (ch === 'A') s += this.chars(1, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
      else if (ch === 'a') s += this.chars(1, 'abcdefghijklmnopqrstuvwxyz');
      else if (ch === 'X') s += this.chars(1, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
      else if (ch === 'H') s += this.chars(1, '0123456789abcdef');
      else s += ch;
    }
    return s;
  }
}

export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const DIG = '0123456789';
export const ALNUM = UPPER + LOWER + DIG;
export const B62 = DIG + UPPER + LOWER;
export const HEX = '0123456789abcdef';
export const B64 = UPPER + LOWER + DIG + '+/';
export const B64URL = UPPER + LOWER + DIG + '-_';

// ---------- Document builder ----------
export class Doc {
  constructor() { this.text = ''; this.labels = []; this.negatives = []; this.encodings = new Set(); }
  t(s) { this.text += s; return this; }
  // labelled value
  v(value, category, type, opt = {}) {
    const start = this.text.length;
    this.text += value;
    const l = { start, end: this.text.length, category, type, value };
    if (opt.soft) l.soft = true;
    if (opt.encoding) { l.encoding = opt.encoding; this.encodings.add(opt.encoding); }
    this.labels.push(l);
    return this;
  }
  n(value, kind) {
    const start = this.text.length;
    this.text += value;
    this.negatives.push({ start, end: this.text.length, kind, value });
    return this;
  }
  // item: {val, lab:{category,type,soft,encoding}} | {val, neg} | {val}
  item(it) {
    if (it == null) return this;
    if (it.lab) return this.v(it.val, it.lab.category, it.lab.type, it.lab);
    if (it.neg) return this.n(it.val, it.neg);
    return this.t(it.val);
  }
  get len() { return this.text.length; }
}

// ---------- hashing / encoders ----------
export const sha256 = (b) => createHash('sha256').update(b).digest();

export const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export const B58_XRP = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
export function b58enc(bytes, alpha = B58) {
  let n = 0n; for (const b of bytes) n = n * 256n + BigInt(b);
  let s = ''; while (n > 0n) { s = alpha[Number(n % 58n)] + s; n /= 58n; }
  for (const b of bytes) { if (b === 0) s = alpha[0] + s; else break; }
  return s;
}
export function b58dec(s, alpha = B58) {
  let n = 0n;
  for (const c of s) { const i = alpha.indexOf(c); if (i < 0) return null; n = n * 58n + BigInt(i); }
  const out = []; while (n > 0n) { out.unshift(Number(n % 256n)); n /= 256n; }
  for (const c of s) { if (c === alpha[0]) out.unshift(0); else break; }
  return Uint8Array.from(out);
}
export function b58check(payload, alpha = B58) {
  const ck = sha256(sha256(payload)).subarray(0, 4);
  return b58enc(Uint8Array.from([...payload, ...ck]), alpha);
}
export function b58checkValid(s, alpha = B58) {
  const b = b58dec(s, alpha); if (!b || b.length < 5) return null;
  const p = b.subarray(0, b.length - 4), ck = b.subarray(b.length - 4);
  const h = sha256(sha256(p)).subarray(0, 4);
  return Buffer.compare(Buffer.from(h), Buffer.from(ck)) === 0 ? p : null;
}

const BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
function polymod(v) {
  let c = 1;
  for (const x of v) { const b = c >>> 25; c = ((c & 0x1ffffff) << 5) ^ x; for (let i = 0; i < 5; i++) if ((b >>> i) & 1) c ^= GEN[i]; }
  return c >>> 0;
}
const hrpExp = (h) => [...[...h].map(c => c.charCodeAt(0) >> 5), 0, ...[...h].map(c => c.charCodeAt(0) & 31)];
export function convertBits(data, from, to, pad = true) {
  let acc = 0, bits = 0; const out = []; const maxv = (1 << to) - 1;
  for (const v of data) { acc = (acc << from) | v; bits += from; while (bits >= to) { bits -= to; out.push((acc >> bits) & maxv); } }
  if (pad && bits > 0) out.push((acc << (to - bits)) & maxv);
  return out;
}
export function bech32Encode(hrp, data, m = false) {
  const C = m ? 0x2bc830a3 : 1;
  const pm = polymod([...hrpExp(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ C;
  let s = hrp + '1';
  for (const d of data) s += BECH[d];
  for (let i = 0; i < 6; i++) s += BECH[(pm >>> (5 * (5 - i))) & 31];
  return s;
}
export function bech32Decode(str) {
  const s = str.toLowerCase(); const p = s.lastIndexOf('1'); if (p < 1) return null;
  const hrp = s.slice(0, p); const data = [];
  for (const c of s.slice(p + 1)) { const i = BECH.indexOf(c); if (i < 0) return null; data.push(i); }
  const pm = polymod([...hrpExp(hrp), ...data]);
  const variant = pm === 1 ? 'bech32' : pm === 0x2bc830a3 ? 'bech32m' : null;
  if (!variant) return null;
  return { hrp, data: data.slice(0, -6), variant };
}

// Keccak-256 (original padding), BigInt implementation.
const RC = ['0x0000000000000001', '0x0000000000008082', '0x800000000000808A', '0x8000000080008000', '0x000000000000808B', '0x0000000080000001', '0x8000000080008081', '0x8000000000008009', '0x000000000000008A', '0x0000000000000088', '0x0000000080008009', '0x000000008000000A', '0x000000008000808B', '0x800000000000008B', '0x8000000000008089', '0x8000000000008003', '0x8000000000008002', '0x8000000000000080', '0x000000000000800A', '0x800000008000000A', '0x8000000080008081', '0x8000000000008080', '0x0000000080000001', '0x8000000080008008'].map(BigInt);
const ROT = [[0, 36, 3, 41, 18], [1, 44, 10, 45, 2], [62, 6, 43, 15, 61], [28, 55, 25, 21, 56], [27, 20, 39, 8, 14]];
const M64 = (1n << 64n) - 1n;
const rotl = (x, n) => n === 0 ? x : (((x << BigInt(n)) | (x >> BigInt(64 - n))) & M64);
function keccakF(A) {
  for (let r = 0; r < 24; r++) {
    const C = []; for (let x = 0; x < 5; x++) C[x] = A[x] ^ A[x + 5] ^ A[x + 10] ^ A[x + 15] ^ A[x + 20];
    for (let x = 0; x < 5; x++) { const D = C[(x + 4) % 5] ^ rotl(C[(x + 1) % 5], 1); for (let y = 0; y < 5; y++) A[x + 5 * y] ^= D; }
    const B = new Array(25);
    for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) B[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(A[x + 5 * y], ROT[x][y]);
    for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) A[x + 5 * y] = B[x + 5 * y] ^ ((~B[(x + 1) % 5 + 5 * y] & M64) & B[(x + 2) % 5 + 5 * y]);
    A[0] ^= RC[r];
  }
}
export function keccak256(bytes) {
  const rate = 136; const msg = [...bytes]; msg.push(0x01); while (msg.length % rate) msg.push(0); msg[msg.length - 1] |= 0x80;
  const A = new Array(25).fill(0n);
  for (let off = 0; off < msg.length; off += rate) {
    for (let i = 0; i < rate / 8; i++) { let v = 0n; for (let k = 7; k >= 0; k--) v = (v << 8n) | BigInt(msg[off + i * 8 + k]); A[i] ^= v; }
    keccakF(A);
  }
  const out = [];
  for (let i = 0; i < 4; i++) { let v = A[i]; for (let k = 0; k < 8; k++) { out.push(Number(v & 0xffn)); v >>= 8n; } }
  return Buffer.from(out).toString('hex');
}
export function eip55(hex40) {
  const h = hex40.toLowerCase(); const k = keccak256(Buffer.from(h, 'ascii'));
  let s = '0x'; for (let i = 0; i < 40; i++) s += parseInt(k[i], 16) >= 8 ? h[i].toUpperCase() : h[i];
  return s;
}

let CRCT = null;
export function crc32(str) {
  if (!CRCT) { CRCT = new Uint32Array(256); for (let n = 0; n < 256; n++) { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1; CRCT[n] = c >>> 0; } }
  let c = 0xFFFFFFFF; const b = Buffer.from(str, 'utf8');
  for (const x of b) c = CRCT[(c ^ x) & 0xff] ^ (c >>> 8);
  return (c ^ 0xFFFFFFFF) >>> 0;
}
export function base62(n, width) { let s = ''; do { s = B62[n % 62] + s; n = Math.floor(n / 62); } while (n > 0); return s.padStart(width, '0'); }

// ---------- checksum primitives ----------
export const onlyDigits = (s) => s.replace(/\D/g, '');
export function luhnCheck(payload) { // returns check digit for payload digits
  let sum = 0; let dbl = true;
  for (let i = payload.length - 1; i >= 0; i--) { let d = +payload[i]; if (dbl) { d *= 2; if (d > 9) d -= 9; } sum += d; dbl = !dbl; }
  return String((10 - (sum % 10)) % 10);
}
export const luhnValid = (s) => { const d = onlyDigits(s); return d.length > 1 && luhnCheck(d.slice(0, -1)) === d.slice(-1); };

const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VINV = [0,4,3,2,1,5,6,7,8,9];
export function verhoeffCheck(p) { let c = 0; const r = [...p].reverse(); for (let i = 0; i < r.length; i++) c = VD[c][VP[(i + 1) % 8][+r[i]]]; return String(VINV[c]); }
export function verhoeffValid(s) { let c = 0; const r = [...s].reverse(); for (let i = 0; i < r.length; i++) c = VD[c][VP[i % 8][+r[i]]]; return c === 0; }

export function mod97(str) { // str of digits/letters -> number mod 97 (letters A=10)
  let r = 0;
  for (const ch of str) { const v = /[0-9]/.test(ch) ? ch : String(ch.charCodeAt(0) - 55); for (const d of v) r = (r * 10 + +d) % 97; }
  return r;
}
export function ibanValid(s) {
  const c = s.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(c)) return false;
  return mod97(c.slice(4) + c.slice(0, 4)) === 1;
}
export function ibanFrom(cc, bban) { const ck = 98 - mod97(bban + cc + '00'); return cc + String(ck).padStart(2, '0') + bban; }
export const groupIban = (s) => s.replace(/(.{4})/g, '$1 ').trim();

// ICAO 9303 7-3-1
export function icaoCheck(s) {
  const w = [7, 3, 1]; let sum = 0;
  [...s].forEach((ch, i) => { let v = ch === '<' ? 0 : /\d/.test(ch) ? +ch : ch.charCodeAt(0) - 55; sum += v * w[i % 3]; });
  return String(sum % 10);
}

export const pad = (n, w = 2) => String(n).padStart(w, '0');
export const stripAccents = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/ø/g, 'o').replace(/Ø/g, 'O').replace(/æ/g, 'ae').replace(/ł/g, 'l').replace(/Ł/g, 'L').replace(/ı/g, 'i').replace(/đ/g, 'd');
export function b64(s) { return Buffer.from(s, 'utf8').toString('base64'); }
export function b64url(buf) { return Buffer.from(buf).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''); }
