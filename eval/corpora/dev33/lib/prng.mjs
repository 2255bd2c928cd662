// Seeded PRNG: xmur3 string hash -> sfc32 generator.
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
export const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const HEX = '0123456789abcdef';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const DIG = '0123456789';
export const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
export const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export class Rng {
  constructor(key) {
    const s = xmur3(key);
    this.a = s(); this.b = s(); this.c = s(); this.d = s();
    for (let i = 0; i < 15; i++) this.next();
  }
  next() {
    let { a, b, c, d } = this;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    this.a = a; this.b = b; this.c = c; this.d = d;
    return (t >>> 0) / 4294967296;
  }
  int(lo, hi) { return lo + Math.floor(this.next() * (hi - lo + 1)); }
  chance(p) { return this.next() < p; }
  pick(arr) { return arr[Math.floor(this.next() * arr.length)]; }
  weighted(pairs) { // [[item, weight], ...]
    let tot = 0; for (const [, w] of pairs) tot += w;
    let r = this.next() * tot;
    for (const [it, w] of pairs) { if ((r -= w) < 0) return it; }
    return pairs[pairs.length - 1][0];
  }
  str(n, alphabet) { let s = ''; for (let i = 0; i < n; i++) s += alphabet[Math.floor(this.next() * alphabet.length)]; return s; }
  digits(n) { return this.str(n, DIG); }
  hex(n) { return this.str(n, HEX); }
  shuffle(arr) { const a = arr.slice(); for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(this.next() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; }
  sample(arr, k) { return this.shuffle(arr).slice(0, k); }
  // fill pattern: # digit, N 2-9, A upper, a lower, X upper-or-digit, H hex, others literal
  pat(p) {
    let s = '';
    for (const ch of p) {
      if (ch === '#') s += this.digits(1);
      else if (ch === 'N') s += String(this.int(2, 9));
      else if (ch === 'A') s += this.str(1, UPPER);
      else if (ch === 'a') s += this.str(1, LOWER);
      else if (ch === 'X') s += this.str(1, UPPER + DIG);
      else if (ch === 'H') s += this.hex(1);
      else s += ch;
    }
    return s;
  }
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; }
}
