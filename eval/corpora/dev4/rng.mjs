// Seeded pseudo-random source (sfc32 seeded through splitmix32): the same seed always writes
// the same corpus, and each document gets its own stream so documents do not shift one another.

function splitmix32(a) {
  return () => {
    a |= 0;
    a = (a + 0x9e3779b9) | 0;
    let t = a ^ (a >>> 16);
    t = Math.imul(t, 0x21f0aaad);
    t ^= t >>> 15;
    t = Math.imul(t, 0x735a2d97);
    return (t ^ (t >>> 15)) >>> 0;
  };
}

export class Rng {
  constructor(seed, stream = 0) {
    const mix = splitmix32((seed * 0x85ebca6b) ^ (stream * 0xc2b2ae35) ^ 0x5bd1e995);
    this.a = mix(); this.b = mix(); this.c = mix(); this.d = mix();
    for (let i = 0; i < 12; i++) this.next();
  }
  /** Uniform 32-bit unsigned integer (sfc32). */
  next() {
    let { a, b, c, d } = this;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    Object.assign(this, { a, b, c, d });
    return t >>> 0;
  }
  float() { return this.next() / 4294967296; }
  /** Integer in [lo, hi] inclusive. */
  int(lo, hi) { return lo + Math.floor(this.float() * (hi - lo + 1)); }
  chance(p) { return this.float() < p; }
  pick(list) { return list[Math.floor(this.float() * list.length)]; }
  /** Picks from [[weight, value], ...]. */
  weighted(pairs) {
    const total = pairs.reduce((s, [w]) => s + w, 0);
    let x = this.float() * total;
    for (const [w, v] of pairs) { x -= w; if (x < 0) return v; }
    return pairs[pairs.length - 1][1];
  }
  digits(n) { let s = ''; for (let i = 0; i < n; i++) s += String(this.int(0, 9)); return s; }
  chars(n, alphabet) { let s = ''; for (let i = 0; i < n; i++) s += alphabet[this.int(0, alphabet.length - 1)]; return s; }
  bytes(n) { const b = Buffer.alloc(n); for (let i = 0; i < n; i++) b[i] = this.int(0, 255); return b; }
  hex(n) { return this.chars(n, '0123456789abcdef'); }
  shuffle(list) {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) { const j = this.int(0, i); [out[i], out[j]] = [out[j], out[i]]; }
    return out;
  }
  /** n distinct items. */
  sample(list, n) { return this.shuffle(list).slice(0, n); }
}

export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const DIGITS = '0123456789';
export const ALNUM = UPPER + LOWER + DIGITS;
export const B64 = ALNUM + '+/';
export const B64URL = ALNUM + '-_';
