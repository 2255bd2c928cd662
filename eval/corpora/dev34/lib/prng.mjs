// Seeded PRNG: xmur3 string hash -> sfc32 generator. Deterministic per stream key.
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
export class Rng {
  constructor(key) {
    const s = xmur3(String(key));
    this.a = s(); this.b = s(); this.c = s(); this.d = s();
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
  int(lo, hi) { return lo + Math.floor(this.next() * (hi - lo + 1)); }
  chance(p) { return this.next() < p; }
  pick(arr) { return arr[Math.floor(this.next() * arr.length)]; }
  weighted(pairs) { // [[item, weight], ...]
    let tot = 0; for (const [, w] of pairs) tot += w;
    let r = this.next() * tot;
    for (const [it, w] of pairs) { if ((r -= w) < 0) return it; }
    return pairs[pairs.length - 1][0];
  }
  shuffle(arr) { const a = arr.slice(); for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(this.next() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; }
  sample(arr, n) { return this.shuffle(arr).slice(0, Math.min(n, arr.length)); }
  digits(n) { let s = ''; for (let i = 0; i < n; i++) s += Math.floor(this.next() * 10); return s; }
  nzdigits(n) { return String(this.int(1, 9)) + this.digits(n - 1); }
  chars(n, alphabet) { let s = ''; for (let i = 0; i < n; i++) s += alphabet[Math.floor(this.next() * alphabet.length)]; return s; }
  hex(n) { return this.chars(n, '0123456789abcdef'); }
  HEX(n) { return this.chars(n, '0123456789ABCDEF'); }
  alnum(n) { return this.chars(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'); }
  upper(n) { return this.chars(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'); }
  lower(n) { return this.chars(n, 'abcdefghijklmnopqrstuvwxyz'); }
  upnum(n) { return this.chars(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'); }
  b64(n) { return this.chars(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'); }
  b64url(n) { return this.chars(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'); }
  bytes(n) { const b = Buffer.alloc(n); for (let i = 0; i < n; i++) b[i] = Math.floor(this.next() * 256); return b; }
  // fill pattern: # digit, A upper, a lower, X upper/digit, x hex, other literal
  pat(p) {
    let s = '';
    for (const ch of p) {
      if (ch === '#') s += this.int(0, 9);
      else if (ch === 'A') s += this.upper(1);
      else if (ch === 'a') s += this.lower(1);
      else if (ch === 'X') s += this.upnum(1);
      else if (ch === 'x') s += this.hex(1);
      else s += ch;
    }
    return s;
  }
}
