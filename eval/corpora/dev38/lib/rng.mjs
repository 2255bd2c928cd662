// Seeded PRNG: xmur3 string hash feeding sfc32. Never uses Math.random.
export function xmur3(str) {
  let h = 1779033703 ^ str.length;
  for (let i = 0; i < str.length; i++) {
    h = Math.imul(h ^ str.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return function () {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return (h ^= h >>> 16) >>> 0;
  };
}

export function sfc32(a, b, c, d) {
  return function () {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

export const ALPHA = {
  digits: '0123456789',
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  lower: 'abcdefghijklmnopqrstuvwxyz',
  hex: '0123456789abcdef',
  HEX: '0123456789ABCDEF',
  base62: '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
  alnum: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  alnumU: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  alnumL: 'abcdefghijklmnopqrstuvwxyz0123456789',
  b64: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
  b64url: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_',
  b32: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
  b32l: 'abcdefghijklmnopqrstuvwxyz234567',
  letters: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
};

export class Rng {
  constructor(seedStr) {
    const h = xmur3(seedStr);
    this._f = sfc32(h(), h(), h(), h());
    for (let i = 0; i < 12; i++) this._f();
  }
  next() { return this._f(); }
  int(a, b) { return a + Math.floor(this._f() * (b - a + 1)); }
  chance(p) { return this._f() < p; }
  pick(arr) { return arr[Math.floor(this._f() * arr.length)]; }
  pickN(arr, n) { return this.shuffle(arr.slice()).slice(0, n); }
  shuffle(a) {
    for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(this._f() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; }
    return a;
  }
  weighted(pairs) { // [[item, weight], ...]
    let tot = 0; for (const [, w] of pairs) tot += w;
    let x = this._f() * tot;
    for (const [it, w] of pairs) { x -= w; if (x < 0) return it; }
    return pairs[pairs.length - 1][0];
  }
  str(alphabet, n) { let s = ''; for (let i = 0; i < n; i++) s += alphabet[Math.floor(this._f() * alphabet.length)]; return s; }
  digits(n) { return this.str(ALPHA.digits, n); }
  nzdigits(n) { return String(this.int(1, 9)) + this.digits(n - 1); }
  hex(n) { return this.str(ALPHA.hex, n); }
  bytes(n) { const b = new Uint8Array(n); for (let i = 0; i < n; i++) b[i] = Math.floor(this._f() * 256); return b; }
  // pattern: A upper letter, a lower letter, 9 digit, X upper alnum, x lower alnum, # base62, H hex upper, h hex lower; \ escapes
  pat(p) {
    let s = '';
    for (let i = 0; i < p.length; i++) {
      const c = p[i];
      if (c === '\\') { s += p[++i]; continue; }
      if (c === 'A') s += this.pick(ALPHA.upper);
      else if (c === 'a') s += this.pick(ALPHA.lower);
      else if (c === '9') s += this.pick(ALPHA.digits);
      else if (c === 'X') s += this.pick(ALPHA.alnumU);
      else if (c === 'x') s += this.pick(ALPHA.alnumL);
      else if (c === '#') s += this.pick(ALPHA.base62);
      else if (c === 'H') s += this.pick(ALPHA.HEX);
      else if (c === 'h') s += this.pick(ALPHA.hex);
      else s += c;
    }
    return s;
  }
  uuid() {
    const h = this.hex(32);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }
}
