// Seeded PRNG: xmur3 string hash -> sfc32. Each document gets its own stream keyed by (seed, index).
function xmur3(str) {
  let h = 1779033703 ^ str.length;
  for (let i = 0; i < str.length; i++) { h = Math.imul(h ^ str.charCodeAt(i), 3432918353); h = (h << 13) | (h >>> 19); }
  return () => { h = Math.imul(h ^ (h >>> 16), 2246822507); h = Math.imul(h ^ (h >>> 13), 3266489909); return (h ^= h >>> 16) >>> 0; };
}
function sfc32(a, b, c, d) {
  return () => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    let t = (a + b) | 0; a = b ^ (b >>> 9); b = (c + (c << 3)) | 0; c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0; t = (t + d) | 0; c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}
export const DIG = '0123456789', HEX = '0123456789abcdef', UP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', LOW = 'abcdefghijklmnopqrstuvwxyz';
export const ALNUM = DIG + UP + LOW, B64 = UP + LOW + DIG + '+/', B64URL = UP + LOW + DIG + '-_', B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export class Rng {
  constructor(key) { const h = xmur3(String(key)); this.f = sfc32(h(), h(), h(), h()); for (let i = 0; i < 16; i++) this.f(); }
  next() { return this.f(); }
  int(a, b) { return a + Math.floor(this.f() * (b - a + 1)); }
  pick(a) { return a[Math.floor(this.f() * a.length)]; }
  chance(p) { return this.f() < p; }
  str(alpha, n) { let s = ''; for (let i = 0; i < n; i++) s += alpha[Math.floor(this.f() * alpha.length)]; return s; }
  digits(n) { return this.str(DIG, n); }
  nz() { return String(this.int(1, 9)); }
  hex(n) { return this.str(HEX, n); }
  HEX(n) { return this.str(HEX.toUpperCase(), n); }
  alnum(n) { return this.str(ALNUM, n); }
  lower(n) { return this.str(LOW, n); }
  upper(n) { return this.str(UP, n); }
  b64(n) { return this.str(B64, n); }
  b64url(n) { return this.str(B64URL, n); }
  bytes(n) { const b = new Uint8Array(n); for (let i = 0; i < n; i++) b[i] = this.int(0, 255); return b; }
  shuffle(a) { a = a.slice(); for (let i = a.length - 1; i > 0; i--) { const j = this.int(0, i); [a[i], a[j]] = [a[j], a[i]]; } return a; }
  sample(a, k) { return this.shuffle(a).slice(0, k); }
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${this.pick('89ab')}${h.slice(17, 20)}-${h.slice(20)}`; }
  // pattern: N digit, X nonzero digit, Z digit 2-9, A upper letter, a lower, H hex, C upper alnum; anything else literal
  pat(p) { let s = ''; for (const ch of p) s += ch === 'N' ? this.int(0, 9) : ch === 'X' ? this.int(1, 9) : ch === 'Z' ? this.int(2, 9) : ch === 'A' ? this.upper(1) : ch === 'a' ? this.lower(1) : ch === 'H' ? this.hex(1) : ch === 'C' ? this.str(DIG + UP, 1) : ch; return s; }
}
