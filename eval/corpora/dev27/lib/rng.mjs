// Seeded deterministic PRNG (sfc32 seeded through a string hash). No Math.random anywhere.
function xmur3(str) {
  let h = 1779033703 ^ str.length;
  for (let i = 0; i < str.length; i++) { h = Math.imul(h ^ str.charCodeAt(i), 3432918353); h = (h << 13) | (h >>> 19); }
  return () => { h = Math.imul(h ^ (h >>> 16), 2246822507); h = Math.imul(h ^ (h >>> 13), 3266489909); return (h ^= h >>> 16) >>> 0; };
}
export class Rng {
  constructor(seed) {
    const s = xmur3(String(seed));
    this.a = s(); this.b = s(); this.c = s(); this.d = s();
    for (let i = 0; i < 15; i++) this.u32();
  }
  u32() {
    let { a, b, c, d } = this;
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0; a = b ^ (b >>> 9); b = (c + (c << 3)) >>> 0; c = (c << 21) | (c >>> 11); c = (c + t) >>> 0;
    this.a = a; this.b = b; this.c = c; this.d = d; return t;
  }
  float() { return this.u32() / 4294967296; }
  int(lo, hi) { return lo + Math.floor(this.float() * (hi - lo + 1)); } // inclusive
  chance(p) { return this.float() < p; }
  pick(arr) { if (!arr || !arr.length) throw new Error('pick from empty'); return arr[Math.floor(this.float() * arr.length)]; }
  weighted(pairs) { // [[item, w], ...]
    const tot = pairs.reduce((s, p) => s + p[1], 0); let r = this.float() * tot;
    for (const [it, w] of pairs) { if ((r -= w) < 0) return it; } return pairs[pairs.length - 1][0];
  }
  shuffle(arr) { const a = arr.slice(); for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(this.float() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; }
  sample(arr, n) { return this.shuffle(arr).slice(0, n); }
  str(alphabet, n) { let s = ''; for (let i = 0; i < n; i++) s += alphabet[Math.floor(this.float() * alphabet.length)]; return s; }
  digits(n) { return this.str('0123456789', n); }
  digitsNZ(n) { return String(this.int(1, 9)) + this.digits(n - 1); }
  hex(n) { return this.str('0123456789abcdef', n); }
  HEX(n) { return this.str('0123456789ABCDEF', n); }
  alnum(n) { return this.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', n); }
  lower(n) { return this.str('abcdefghijklmnopqrstuvwxyz', n); }
  upper(n) { return this.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ', n); }
  lowalnum(n) { return this.str('abcdefghijklmnopqrstuvwxyz0123456789', n); }
  b64(n) { return this.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', n); }
  b64url(n) { return this.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_', n); }
  bytes(n) { const b = Buffer.alloc(n); for (let i = 0; i < n; i++) b[i] = this.u32() & 255; return b; }
  fork(tag) { return new Rng(`${this.u32()}:${tag}`); }
}
