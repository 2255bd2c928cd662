// Seeded deterministic PRNG (sfc32 seeded from SHA-256 of the seed string).
import { createHash } from 'node:crypto';

export class Rng {
  constructor(seed) {
    const h = createHash('sha256').update('dev20:' + String(seed)).digest();
    this.a = h.readUInt32LE(0); this.b = h.readUInt32LE(4); this.c = h.readUInt32LE(8); this.d = h.readUInt32LE(12);
    for (let i = 0; i < 20; i++) this.u32();
  }
  u32() {
    let { a, b, c, d } = this;
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0; a = b ^ (b >>> 9); b = (c + (c << 3)) >>> 0; c = ((c << 21) | (c >>> 11)) >>> 0; c = (c + t) >>> 0;
    this.a = a; this.b = b; this.c = c; this.d = d; return t;
  }
  float() { return this.u32() / 4294967296; }
  int(lo, hi) { return lo + Math.floor(this.float() * (hi - lo + 1)); } // inclusive
  chance(p) { return this.float() < p; }
  pick(arr) { if (!arr || !arr.length) throw new Error('pick from empty'); return arr[Math.floor(this.float() * arr.length)]; }
  weighted(pairs) { // [[item, w], ...]
    let tot = 0; for (const [, w] of pairs) tot += w;
    let r = this.float() * tot;
    for (const [it, w] of pairs) { if ((r -= w) < 0) return it; }
    return pairs[pairs.length - 1][0];
  }
  shuffle(arr) { const a = arr.slice(); for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(this.float() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; }
  sample(arr, n) { return this.shuffle(arr).slice(0, n); }
  digits(n) { let s = ''; for (let i = 0; i < n; i++) s += String(this.int(0, 9)); return s; }
  digitsNZ(n) { return String(this.int(1, 9)) + this.digits(n - 1); }
  str(alphabet, n) { let s = ''; for (let i = 0; i < n; i++) s += alphabet[Math.floor(this.float() * alphabet.length)]; return s; }
  hex(n) { return this.str('0123456789abcdef', n); }
  HEX(n) { return this.str('0123456789ABCDEF', n); }
  alnum(n) { return this.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', n); }
  upper(n) { return this.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ', n); }
  lower(n) { return this.str('abcdefghijklmnopqrstuvwxyz', n); }
  bytes(n) { const b = Buffer.alloc(n); for (let i = 0; i < n; i++) b[i] = this.int(0, 255); return b; }
  b64(n) { return this.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', n); }
  b64url(n) { return this.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_', n); }
}
