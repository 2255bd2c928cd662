// Seeded randomness, the fragment builder that turns templates into text with exact spans, and the
// encodings (base58check, bech32/bech32m, keccak-256) that wallet formats need. No dependencies.

import { createHash } from 'node:crypto';

/** sfc32 seeded through splitmix32: small, fast, and the same on every platform. */
export function makeRng(seed) {
  let s = seed >>> 0;
  const mix = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = mix(), b = mix(), c = mix(), d = mix();
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  const r = {
    f: next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    digits: (n) => Array.from({ length: n }, () => Math.floor(next() * 10)).join(''),
    chars: (alphabet, n) => Array.from({ length: n }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
    bytes: (n) => Buffer.from(Array.from({ length: n }, () => Math.floor(next() * 256))),
    shuffle: (arr) => {
      const out = [...arr];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
    some: (arr, n) => r.shuffle(arr).slice(0, n),
  };
  return r;
}

export const HEX = '0123456789abcdef';
export const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const B64 = ALNUM + '+/';
export const B64URL = ALNUM + '-_';

// ---- fragments: a template is a nested array of strings, labels and negatives ----

/** A labelled value: category and type as the evaluation reads them. */
export const L = (category, type, value, soft = false) => ({ k: 'L', category, type, value: String(value), soft });
/** A hard negative: a look-alike that must not be reported. */
export const N = (kind, value) => ({ k: 'N', kind, value: String(value) });
/** Tagged template: `T\`Hi ${L(...)}\`` keeps the interpolated fragments as fragments. */
export function T(strings, ...vals) {
  const out = [];
  strings.forEach((s, i) => {
    out.push(s);
    if (i < vals.length) out.push(vals[i]);
  });
  return out;
}
/** Joins fragments with a separator (lines of a file, cells of a row). */
export function join(items, sep) {
  const out = [];
  items.forEach((it, i) => {
    if (i) out.push(sep);
    out.push(it);
  });
  return out;
}

export function render(parts) {
  let text = '';
  const labels = [];
  const negatives = [];
  const walk = (p) => {
    if (p === null || p === undefined || p === false) return;
    if (Array.isArray(p)) return p.forEach(walk);
    if (typeof p === 'string' || typeof p === 'number') {
      text += String(p);
      return;
    }
    if (p.value === '') throw new Error(`empty ${p.k === 'L' ? p.category : p.kind} value`);
    const start = text.length;
    text += p.value;
    if (p.k === 'L') labels.push({ start, end: text.length, category: p.category, type: p.type, value: p.value, ...(p.soft ? { soft: true } : {}) });
    else negatives.push({ start, end: text.length, kind: p.kind, value: p.value });
  };
  walk(parts);
  return { text, labels, negatives };
}

// ---- encodings ----

const sha256 = (b) => createHash('sha256').update(b).digest();
export const sha256hex = (s) => createHash('sha256').update(s).digest('hex');

export function base58(buf, alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz') {
  let n = BigInt('0x' + (buf.toString('hex') || '0'));
  let out = '';
  while (n > 0n) {
    out = alphabet[Number(n % 58n)] + out;
    n /= 58n;
  }
  for (const byte of buf) {
    if (byte !== 0) break;
    out = alphabet[0] + out;
  }
  return out;
}

export function base58check(version, payload, alphabet) {
  const body = Buffer.concat([Buffer.from([version]), payload]);
  const check = sha256(sha256(body)).subarray(0, 4);
  return base58(Buffer.concat([body, check]), alphabet);
}

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function bech32Polymod(values) {
  const gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= gen[i];
  }
  return chk >>> 0;
}
function convertBits(data, from, to) {
  let acc = 0, bits = 0;
  const out = [];
  for (const v of data) {
    acc = (acc << from) | v;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((acc >>> bits) & ((1 << to) - 1));
    }
  }
  if (bits > 0) out.push((acc << (to - bits)) & ((1 << to) - 1));
  return out;
}
/** A segwit address: witness v0 uses bech32, v1 (taproot) bech32m. */
export function segwitAddress(hrp, version, program) {
  const data = [version, ...convertBits(program, 8, 5)];
  const constant = version === 0 ? 1 : 0x2bc830a3;
  const hrpExp = [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31)];
  const mod = bech32Polymod([...hrpExp, ...data, 0, 0, 0, 0, 0, 0]) ^ constant;
  const checksum = Array.from({ length: 6 }, (_, i) => (mod >>> (5 * (5 - i))) & 31);
  return hrp + '1' + [...data, ...checksum].map((v) => BECH32_CHARSET[v]).join('');
}

const RC = [
  0x0000000000000001n, 0x0000000000008082n, 0x800000000000808an, 0x8000000080008000n, 0x000000000000808bn, 0x0000000080000001n,
  0x8000000080008081n, 0x8000000000008009n, 0x000000000000008an, 0x0000000000000088n, 0x0000000080008009n, 0x000000008000000an,
  0x000000008000808bn, 0x800000000000008bn, 0x8000000000008089n, 0x8000000000008003n, 0x8000000000008002n, 0x8000000000000080n,
  0x000000000000800an, 0x800000008000000an, 0x8000000080008081n, 0x8000000000008080n, 0x0000000080000001n, 0x8000000080008008n,
];
const ROT = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14];
const M64 = (1n << 64n) - 1n;
const rotl = (v, n) => (n === 0 ? v : ((v << BigInt(n)) | (v >> BigInt(64 - n))) & M64);
function keccakF(A) {
  for (let round = 0; round < 24; round++) {
    const C = [0, 1, 2, 3, 4].map((x) => A[x] ^ A[x + 5] ^ A[x + 10] ^ A[x + 15] ^ A[x + 20]);
    for (let x = 0; x < 5; x++) {
      const D = C[(x + 4) % 5] ^ rotl(C[(x + 1) % 5], 1);
      for (let y = 0; y < 5; y++) A[x + 5 * y] ^= D;
    }
    const B = new Array(25).fill(0n);
    for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) B[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(A[x + 5 * y], ROT[x + 5 * y]);
    for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) A[x + 5 * y] = B[x + 5 * y] ^ (~B[((x + 1) % 5) + 5 * y] & M64 & B[((x + 2) % 5) + 5 * y]);
    A[0] ^= RC[round];
  }
}
/** Keccak-256 as Ethereum and Monero use it (original padding, not SHA3). */
export function keccak256(buf) {
  const rate = 136;
  const padded = Buffer.alloc(Math.floor(buf.length / rate + 1) * rate);
  buf.copy(padded);
  padded[buf.length] ^= 0x01;
  padded[padded.length - 1] ^= 0x80;
  const A = new Array(25).fill(0n);
  for (let off = 0; off < padded.length; off += rate) {
    for (let i = 0; i < rate / 8; i++) A[i] ^= padded.readBigUInt64LE(off + 8 * i);
    keccakF(A);
  }
  const out = Buffer.alloc(32);
  for (let i = 0; i < 4; i++) out.writeBigUInt64LE(A[i], 8 * i);
  return out;
}

/** Monero's base58: 8-byte blocks become 11 characters, a shorter tail fewer. */
export function moneroBase58(buf) {
  const sizes = [0, 2, 3, 5, 6, 7, 9, 10, 11];
  let out = '';
  for (let i = 0; i < buf.length; i += 8) {
    const block = buf.subarray(i, i + 8);
    out += base58(block).replace(/^1+/, '').padStart(sizes[block.length], '1');
  }
  return out;
}

export const b64url = (s) => Buffer.from(s).toString('base64url');
