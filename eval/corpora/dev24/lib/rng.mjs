// Seeded PRNG (sfc32 seeded from SHA-256 of the seed string). Deterministic across runs.
import { createHash } from 'node:crypto';

export class Rng {
  constructor(seed) {
    const h = createHash('sha256').update(String(seed)).digest();
    this.a = h.readUInt32LE(0); this.b = h.readUInt32LE(4); this.c = h.readUInt32LE(8); this.d = h.readUInt32LE(12);
    for (let i = 0; i < 15; i++) this.u32();
  }
  u32() {
    let { a, b, c, d } = this;
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0; a = b ^ (b >>> 9); b = (c + (c << 3)) >>> 0; c = (c << 21) | (c >>> 11); c = (c + t) >>> 0;
    this.a = a >>> 0; this.b = b >>> 0; this.c = c >>> 0; this.d = d;
    return t;
  }
  float() { return this.u32() / 4294967296; }
  int(lo, hi) { return lo + Math.floor(this.float() * (hi - lo + 1)); }
  chance(p) { return this.float() < p; }
  pick(arr) { return arr[Math.floor(this.float() * arr.length)]; }
  weighted(pairs) { // [[item, weight], ...]
    const tot = pairs.reduce((s, p) => s + p[1], 0); let r = this.float() * tot;
    for (const [it, w] of pairs) { if ((r -= w) < 0) return it; }
    return pairs[pairs.length - 1][0];
  }
  shuffle(arr) { const a = arr.slice(); for (let i = a.length - 1; i > 0; i--) { const j = this.int(0, i); [a[i], a[j]] = [a[j], a[i]]; } return a; }
  sample(arr, n) { return this.shuffle(arr).slice(0, n); }
  chars(n, alphabet) { let s = ''; for (let i = 0; i < n; i++) s += alphabet[Math.floor(this.float() * alphabet.length)]; return s; }
  digits(n) { return this.chars(n, '0123456789'); }
  nzdigits(n) { return this.chars(1, '123456789') + this.digits(n - 1); }
  hex(n) { return this.chars(n, '0123456789abcdef'); }
  HEX(n) { return this.chars(n, '0123456789ABCDEF'); }
  alnum(n) { return this.chars(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'); }
  upper(n) { return this.chars(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'); }
  lower(n) { return this.chars(n, 'abcdefghijklmnopqrstuvwxyz'); }
  bytes(n) { const b = Buffer.alloc(n); for (let i = 0; i < n; i++) b[i] = this.u32() & 255; return b; }
  b64(n) { return this.chars(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'); }
  b64url(n) { return this.chars(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'); }
  date(y0, y1) { // returns {y,m,d}
    const y = this.int(y0, y1), m = this.int(1, 12); const dim = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return { y, m, d: this.int(1, dim) };
  }
}
