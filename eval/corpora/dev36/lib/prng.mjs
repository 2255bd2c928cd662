// Seeded PRNG (xmur3 string hash + sfc32). Never uses Math.random.
function xmur3(str) {
  let h = 1779033703 ^ str.length;
  for (let i = 0; i < str.length; i++) {
    h = Math.imul(h ^ str.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return (h ^= h >>> 16) >>> 0;
  };
}

export const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const DIGITS = '0123456789';
export const HEX = '0123456789abcdef';
export const B64 = ALNUM + '+/';
export const B64URL = ALNUM + '-_';

export class Rng {
  constructor(seed) {
    const s = xmur3(String(seed));
    this.a = s(); this.b = s(); this.c = s(); this.d = s();
    for (let i = 0; i < 12; i++) this.u32();
  }
  u32() {
    let { a, b, c, d } = this;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    this.a = a; this.b = b; this.c = c; this.d = d;
    return t >>> 0;
  }
  float() { return this.u32() / 4294967296; }
  /** integer in [min, max] inclusive */
  int(min, max) { return min + Math.floor(this.float() * (max - min + 1)); }
  chance(p) { return this.float() < p; }
  pick(arr) { return arr[Math.floor(this.float() * arr.length)]; }
  /** weighted pick: [[item, weight], ...] */
  wpick(pairs) {
    let tot = 0; for (const p of pairs) tot += p[1];
    let x = this.float() * tot;
    for (const p of pairs) { x -= p[1]; if (x < 0) return p[0]; }
    return pairs[pairs.length - 1][0];
  }
  shuffle(arr) {
    const a = arr.slice();
    for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(this.float() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; }
    return a;
  }
  sample(arr, k) { return this.shuffle(arr).slice(0, k); }
  str(alphabet, n) { let s = ''; for (let i = 0; i < n; i++) s += alphabet[Math.floor(this.float() * alphabet.length)]; return s; }
  digits(n) { return this.str(DIGITS, n); }
  /** n digits, first non-zero */
  ndigits(n) { return String(this.int(1, 9)) + this.digits(n - 1); }
  hex(n) { return this.str(HEX, n); }
  alnum(n) { return this.str(ALNUM, n); }
  bytes(n) { const b = new Uint8Array(n); for (let i = 0; i < n; i++) b[i] = this.u32() & 255; return b; }
  /** fill a pattern: # digit, A upper, a lower, X upper/digit, h hex, * alnum */
  pat(p) {
    let s = '';
    for (const ch of p) {
      if (ch === '#') s += this.digits(1);
      else if (ch === 'N') s += String(this.int(1, 9));
      else if (ch === 'A') s += this.str(UPPER, 1);
      else if (ch === 'a') s += this.str(LOWER, 1);
      else if (ch === 'X') s += this.str(UPPER + DIGITS, 1);
      else if (ch === 'h') s += this.hex(1);
      else if (ch === '*') s += this.alnum(1);
      else s += ch;
    }
    return s;
  }
  fork(tag) { return new Rng(`${this.u32()}:${tag}`); }
}
