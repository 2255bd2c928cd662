// Core helpers: seeded PRNG, document builder, check-digit algorithms.
import { createHash } from 'node:crypto';

export class Rng {
  constructor(seed) { this.s = (seed >>> 0) ^ 0x9e3779b9; for (let i = 0; i < 4; i++) this.u32(); }
  u32() { // mulberry32
    let t = (this.s = (this.s + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }
  f() { return this.u32() / 4294967296; }
  int(a, b) { return a + Math.floor(this.f() * (b - a + 1)); }
  pick(a) { return a[Math.floor(this.f() * a.length)]; }
  chance(p) { return this.f() < p; }
  wpick(pairs) { let t = 0; for (const [, w] of pairs) t += w; let x = this.f() * t; for (const [v, w] of pairs) { x -= w; if (x < 0) return v; } return pairs[pairs.length - 1][0]; }
  str(n, al) { let s = ''; for (let i = 0; i < n; i++) s += al[Math.floor(this.f() * al.length)]; return s; }
  digits(n) { return this.str(n, '0123456789'); }
  hex(n) { return this.str(n, '0123456789abcdef'); }
  HEX(n) { return this.str(n, '0123456789ABCDEF'); }
  alnum(n) { return this.str(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'); }
  upper(n) { return this.str(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'); }
  lower(n) { return this.str(n, 'abcdefghijklmnopqrstuvwxyz'); }
  lowalnum(n) { return this.str(n, 'abcdefghijklmnopqrstuvwxyz0123456789'); }
  upalnum(n) { return this.str(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'); }
  bytes(n) { const b = Buffer.alloc(n); for (let i = 0; i < n; i++) b[i] = this.u32() & 255; return b; }
  b64(n) { return this.bytes(Math.ceil(n * 3 / 4) + 2).toString('base64').replace(/=/g, '').slice(0, n); }
  b64url(n) { return this.bytes(Math.ceil(n * 3 / 4) + 2).toString('base64url').slice(0, n); }
  shuffle(a) { a = a.slice(); for (let i = a.length - 1; i > 0; i--) { const j = this.int(0, i); [a[i], a[j]] = [a[j], a[i]]; } return a; }
  sample(a, k) { return this.shuffle(a).slice(0, k); }
  fork(tag) { let h = this.u32(); for (const c of String(tag)) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0; return new Rng(h); }
}

// Parts used by the document builder.
export const H = (v, c, t, x = {}) => ({ v: String(v), c, t, ...x });           // hard label
export const S = (v, c, t, x = {}) => ({ v: String(v), c, t, soft: true, ...x }); // soft label
export const N = (v, k) => ({ v: String(v), n: k });                              // hard negative

export class Doc {
  constructor(kind, loc) { this.kind = kind; this.loc = loc; this.t = ''; this.labels = []; this.negs = []; }
  w(...parts) {
    for (const p of parts) {
      if (p == null || p === false) continue;
      if (typeof p === 'string' || typeof p === 'number') { this.t += p; continue; }
      if (Array.isArray(p)) { this.w(...p); continue; }
      const start = this.t.length; this.t += p.v; const end = this.t.length;
      if (p.v.length === 0) continue;
      if (p.n) this.negs.push({ start, end, kind: p.n, value: p.v });
      else { const l = { start, end, category: p.c, type: p.t, value: p.v }; if (p.soft) l.soft = true; if (p.encoding) l.encoding = p.encoding; this.labels.push(l); }
    }
    return this;
  }
  ln(...parts) { this.w(...parts); this.t += '\n'; return this; }
  // "{key}" interpolation of a (translated) sentence
  f(str, map) {
    const re = /\{(\w+)\}/g; let last = 0, m; const out = [];
    while ((m = re.exec(str))) { out.push(str.slice(last, m.index)); out.push(map[m[1]] ?? m[0]); last = re.lastIndex; }
    out.push(str.slice(last)); return out;
  }
  fl(str, map) { return this.ln(...this.f(str, map)); }
  hardValues() { return new Set(this.labels.filter(l => !l.soft).map(l => l.value)); }
  hardCats() { return new Set(this.labels.filter(l => !l.soft).map(l => l.category)); }
  room() { return 6 - this.hardValues().size; }
}

// ---- check digit algorithms ----
export function luhnDigit(s) { let sum = 0, dbl = true; for (let i = s.length - 1; i >= 0; i--) { let d = +s[i]; if (dbl) { d *= 2; if (d > 9) d -= 9; } sum += d; dbl = !dbl; } return String((10 - (sum % 10)) % 10); }
export function luhnValid(s) { s = s.replace(/\D/g, ''); return s.length > 1 && luhnDigit(s.slice(0, -1)) === s.slice(-1); }
export function mod97(str) { let r = 0; for (const ch of str) { const v = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch; for (const d of v) r = (r * 10 + +d) % 97; } return r; }
export function ibanFrom(cc, bban) { const ck = 98 - mod97(bban + cc + '00'); return cc + String(ck).padStart(2, '0') + bban; }
export function ibanValid(s) { s = s.replace(/\s/g, ''); return /^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(s) && mod97(s.slice(4) + s.slice(0, 4)) === 1; }
const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VINV = [0,4,3,2,1,5,6,7,8,9];
export function verhoeffDigit(s) { let c = 0; const a = s.split('').reverse(); for (let i = 0; i < a.length; i++) c = VD[c][VP[(i + 1) % 8][+a[i]]]; return String(VINV[c]); }
export function verhoeffValid(s) { let c = 0; const a = s.split('').reverse(); for (let i = 0; i < a.length; i++) c = VD[c][VP[i % 8][+a[i]]]; return c === 0; }
export const wsum = (s, w) => s.split('').reduce((a, d, i) => a + (+d) * w[i], 0);
export function icaoDigit(s) { // MRZ check digit 7-3-1
  const w = [7, 3, 1]; let sum = 0;
  for (let i = 0; i < s.length; i++) { const c = s[i]; const v = c === '<' ? 0 : /\d/.test(c) ? +c : c.charCodeAt(0) - 55; sum += v * w[i % 3]; }
  return String(sum % 10);
}
export const sha256 = b => createHash('sha256').update(b).digest();

// ---- base58 / bech32 / keccak ----
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const B58R = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
export function base58(buf, al = B58) {
  let n = BigInt('0x' + (buf.toString('hex') || '0')); let s = '';
  while (n > 0n) { s = al[Number(n % 58n)] + s; n /= 58n; }
  for (const b of buf) { if (b === 0) s = al[0] + s; else break; }
  return s;
}
export function base58check(payload, al = B58) { const c = sha256(sha256(payload)).subarray(0, 4); return base58(Buffer.concat([payload, c]), al); }
export function base58checkValid(s, al = B58) {
  let n = 0n; for (const ch of s) { const i = al.indexOf(ch); if (i < 0) return false; n = n * 58n + BigInt(i); }
  let hex = n.toString(16); if (hex.length % 2) hex = '0' + hex; let buf = Buffer.from(hex, 'hex');
  let z = 0; for (const ch of s) { if (ch === al[0]) z++; else break; }
  buf = Buffer.concat([Buffer.alloc(z), buf]);
  const p = buf.subarray(0, -4), c = buf.subarray(-4); return sha256(sha256(p)).subarray(0, 4).equals(c);
}
export const B58R_ALPHABET = B58R;
const BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(v) { const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let chk = 1; for (const x of v) { const b = chk >>> 25; chk = ((chk & 0x1ffffff) << 5) ^ x; for (let i = 0; i < 5; i++) if ((b >>> i) & 1) chk ^= G[i]; } return chk >>> 0; }
const hrpExp = h => [...[...h].map(c => c.charCodeAt(0) >> 5), 0, ...[...h].map(c => c.charCodeAt(0) & 31)];
function convertBits(data, from, to) { let acc = 0, bits = 0; const out = []; const maxv = (1 << to) - 1; for (const v of data) { acc = (acc << from) | v; bits += from; while (bits >= to) { bits -= to; out.push((acc >> bits) & maxv); } } if (bits > 0) out.push((acc << (to - bits)) & maxv); return out; }
export function bech32Segwit(hrp, ver, prog) {
  const data = [ver, ...convertBits([...prog], 8, 5)];
  const pm = polymod([...hrpExp(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ 1;
  const ck = []; for (let i = 0; i < 6; i++) ck.push((pm >>> (5 * (5 - i))) & 31);
  return hrp + '1' + [...data, ...ck].map(d => BECH[d]).join('');
}
export function bech32Valid(s) { const i = s.lastIndexOf('1'); const hrp = s.slice(0, i); const d = [...s.slice(i + 1)].map(c => BECH.indexOf(c)); if (d.some(x => x < 0)) return false; return polymod([...hrpExp(hrp), ...d]) === 1; }
const RC = ['0x0000000000000001','0x0000000000008082','0x800000000000808A','0x8000000080008000','0x000000000000808B','0x0000000080000001','0x8000000080008081','0x8000000000008009','0x000000000000008A','0x0000000000000088','0x0000000080008009','0x000000008000000A','0x000000008000808B','0x800000000000008B','0x8000000000008089','0x8000000000008003','0x8000000000008002','0x8000000000000080','0x000000000000800A','0x800000008000000A','0x8000000080008081','0x8000000000008080','0x0000000080000001','0x8000000080008008'].map(BigInt);
const ROT = [[0,36,3,41,18],[1,44,10,45,2],[62,6,43,15,61],[28,55,25,21,56],[27,20,39,8,14]];
const M64 = (1n << 64n) - 1n; const rotl = (x, n) => n === 0 ? x : ((x << BigInt(n)) | (x >> BigInt(64 - n))) & M64;
export function keccak256(msg) {
  const rate = 136; const p = Buffer.concat([Buffer.from(msg), Buffer.alloc(rate - (msg.length % rate))]);
  p[msg.length] ^= 0x01; p[p.length - 1] ^= 0x80;
  const A = Array.from({ length: 5 }, () => Array(5).fill(0n));
  for (let off = 0; off < p.length; off += rate) {
    for (let i = 0; i < rate / 8; i++) { const x = i % 5, y = Math.floor(i / 5); A[x][y] ^= p.readBigUInt64LE(off + i * 8); }
    for (let r = 0; r < 24; r++) {
      const C = [0, 1, 2, 3, 4].map(x => A[x][0] ^ A[x][1] ^ A[x][2] ^ A[x][3] ^ A[x][4]);
      const D = [0, 1, 2, 3, 4].map(x => C[(x + 4) % 5] ^ rotl(C[(x + 1) % 5], 1));
      for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) A[x][y] ^= D[x];
      const B = Array.from({ length: 5 }, () => Array(5).fill(0n));
      for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) B[y][(2 * x + 3 * y) % 5] = rotl(A[x][y], ROT[x][y]);
      for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) A[x][y] = B[x][y] ^ ((~B[(x + 1) % 5][y] & M64) & B[(x + 2) % 5][y]);
      A[0][0] ^= RC[r];
    }
  }
  const out = Buffer.alloc(32); for (let i = 0; i < 4; i++) out.writeBigUInt64LE(A[i][0], i * 8); return out;
}
export function eip55(hex40) { const h = keccak256(Buffer.from(hex40.toLowerCase(), 'ascii')).toString('hex'); let o = '0x'; for (let i = 0; i < 40; i++) { const c = hex40[i].toLowerCase(); o += parseInt(h[i], 16) >= 8 ? c.toUpperCase() : c; } return o; }
