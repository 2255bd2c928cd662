// Seeded deterministic PRNG (sfc32) and helpers. Never uses Math.random.
import { createHash } from 'node:crypto';

export class Rng {
  constructor(seed) {
    const h = createHash('sha256').update('dev21:' + String(seed)).digest();
    this.a = h.readUInt32LE(0); this.b = h.readUInt32LE(4);
    this.c = h.readUInt32LE(8); this.d = h.readUInt32LE(12);
    for (let i = 0; i < 20; i++) this.u32();
  }
  u32() {
    let { a, b, c, d } = this;
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    this.a = a; this.b = b; this.c = c; this.d = d;
    return t;
  }
  float() { return this.u32() / 4294967296; }
  int(lo, hi) { return lo + Math.floor(this.float() * (hi - lo + 1)); } // inclusive
  chance(p) { return this.float() < p; }
  pick(arr) { if (!arr.length) throw new Error('pick from empty'); return arr[Math.floor(this.float() * arr.length)]; }
  weighted(pairs) { // [[item, weight], ...]
    const tot = pairs.reduce((s, p) => s + p[1], 0);
    let r = this.float() * tot;
    for (const [it, w] of pairs) { if ((r -= w) < 0) return it; }
    return pairs[pairs.length - 1][0];
  }
  shuffle(arr) { const a = arr.slice(); for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(this.float() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; }
  sample(arr, n) { return this.shuffle(arr).slice(0, n); }
  chars(alphabet, n) { let s = ''; for (let i = 0; i < n; i++) s += alphabet[Math.floor(this.float() * alphabet.length)]; return s; }
  digits(n) { return this.chars('0123456789', n); }
  digitsNZ(n) { return String(this.int(1, 9)) + this.digits(n - 1); }
  hex(n) { return this.chars('0123456789abcdef', n); }
  HEX(n) { return this.chars('0123456789ABCDEF', n); }
  alnum(n) { return this.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', n); }
  upper(n) { return this.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ', n); }
  lower(n) { return this.chars('abcdefghijklmnopqrstuvwxyz', n); }
  upnum(n) { return this.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', n); }
  lownum(n) { return this.chars('abcdefghijklmnopqrstuvwxyz0123456789', n); }
  b64(n) { return this.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', n); }
  b64url(n) { return this.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_', n); }
  bytes(n) { const b = Buffer.alloc(n); for (let i = 0; i < n; i++) b[i] = this.u32() & 255; return b; }
  uuid() { const h = this.hex(32).split(''); h[12] = '4'; h[16] = '89ab'[this.int(0, 3)]; const s = h.join(''); return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`; }
}
