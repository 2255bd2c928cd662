// Seeded deterministic PRNG (sfc32 seeded through cyrb128) plus small helpers.
function cyrb128(str) {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0, k; i < str.length; i++) {
    k = str.charCodeAt(i);
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

export const DIGITS = '0123456789';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const ALNUM = DIGITS + UPPER + LOWER;
export const LALNUM = DIGITS + LOWER;
export const UALNUM = DIGITS + UPPER;
export const HEX = '0123456789abcdef';
export const B64 = UPPER + LOWER + DIGITS + '+/';
export const B64URL = UPPER + LOWER + DIGITS + '-_';
export const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

export class Rng {
  constructor(seed) {
    [this.a, this.b, this.c, this.d] = cyrb128(String(seed));
    for (let i = 0; i < 12; i++) this.next();
  }
  next() {
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
  float() { return this.next(); }
  int(lo, hi) { return lo + Math.floor(this.next() * (hi - lo + 1)); }
  chance(p) { return this.next() < p; }
  pick(arr) {
    if (!arr || !arr.length) throw new Error('pick from empty');
    return arr[Math.floor(this.next() * arr.length)];
  }
  weighted(entries) { // [[item, weight], ...] or {item: weight}
    const list = Array.isArray(entries) ? entries : Object.entries(entries);
    const total = list.reduce((s, [, w]) => s + w, 0);
    let x = this.next() * total;
    for (const [item, w] of list) { if ((x -= w) < 0) return item; }
    return list[list.length - 1][0];
  }
  shuffle(arr) {
    const a = arr.slice();
    for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(this.next() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; }
    return a;
  }
  sample(arr, n) { return this.shuffle(arr).slice(0, n); }
  str(n, charset) { let s = ''; for (let i = 0; i < n; i++) s += charset[Math.floor(this.next() * charset.length)]; return s; }
  digits(n) { return this.str(n, DIGITS); }
  nzdigits(n) { return String(this.int(1, 9)) + this.digits(n - 1); }
  hex(n) { return this.str(n, HEX); }
  bytes(n) { const b = Buffer.alloc(n); for (let i = 0; i < n; i++) b[i] = Math.floor(this.next() * 256); return b; }
}
