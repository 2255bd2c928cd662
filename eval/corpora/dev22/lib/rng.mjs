// Seeded deterministic PRNG (sfc32) with helpers. No Math.random anywhere in this corpus.
import { createHash } from 'node:crypto';

export class Rng {
  constructor(seed) {
    const h = createHash('sha256').update('dev22:' + String(seed)).digest();
    this.a = h.readUInt32LE(0); this.b = h.readUInt32LE(4); this.c = h.readUInt32LE(8); this.d = h.readUInt32LE(12);
    for (let i = 0; i < 20; i++) this.u32();
  }
  u32() {
    let { a, b, c, d } = this;
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    this.a = a >>> 0; this.b = b >>> 0; this.c = c; this.d = d;
    return t;
  }
  f() { return this.u32() / 4294967296; }
  int(lo, hi) { return lo + Math.floor(this.f() * (hi - lo + 1)); }
  chance(p) { return this.f() < p; }
  pick(arr) { if (!arr || !arr.length) throw new Error('pick from empty'); return arr[Math.floor(this.f() * arr.length)]; }
  // weighted pick: obj {key: weight} or array of [item, weight]
  wpick(entries) {
    const list = Array.isArray(entries) ? entries : Object.entries(entries);
    let total = 0; for (const [, w] of list) total += w;
    let x = this.f() * total;
    for (const [k, w] of list) { x -= w; if (x < 0) return k; }
    return list[list.length - 1][0];
  }
  shuffle(arr) { const a = arr.slice(); for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(this.f() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; }
  chars(alphabet, n) { let s = ''; for (let i = 0; i < n; i++) s += alphabet[Math.floor(this.f() * alphabet.length)]; return s; }
  digits(n) { return this.chars('0123456789', n); }
  nzdigits(n) { return String(this.int(1, 9)) + this.digits(n - 1); }
  hex(n) { return this.chars('0123456789abcdef', n); }
  HEX(n) { return this.chars('0123456789ABCDEF', n); }
  alnum(n) { return this.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', n); }
  upper(n) { return this.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ', n); }
  lower(n) { return this.chars('abcdefghijklmnopqrstuvwxyz', n); }
  b64url(n) { return this.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_', n); }
  b64(n) { return this.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', n); }
  bytes(n) { const b = Buffer.alloc(n); for (let i = 0; i < n; i++) b[i] = this.u32() & 0xff; return b; }
  sample(arr, k) { return this.shuffle(arr).slice(0, k); }
}
