// Seeded pseudo-random source (sfc32 seeded through splitmix32): the same seed gives the same corpus.

function splitmix32(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export class Rng {
  constructor(seed) {
    const mix = splitmix32(seed);
    this.a = mix(); this.b = mix(); this.c = mix(); this.d = mix();
    for (let i = 0; i < 12; i++) this.next();
  }
  /** Uniform float in [0, 1). */
  next() {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t / 4294967296;
  }
  /** Integer in [lo, hi] inclusive. */
  int(lo, hi) { return lo + Math.floor(this.next() * (hi - lo + 1)); }
  chance(p) { return this.next() < p; }
  pick(list) { return list[Math.floor(this.next() * list.length)]; }
  /** Picks by weight from [[weight, value], ...]. */
  weighted(pairs) {
    const total = pairs.reduce((s, [w]) => s + w, 0);
    let r = this.next() * total;
    for (const [w, v] of pairs) { if ((r -= w) < 0) return v; }
    return pairs[pairs.length - 1][1];
  }
  shuffle(list) {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) { const j = Math.floor(this.next() * (i + 1)); [out[i], out[j]] = [out[j], out[i]]; }
    return out;
  }
  sample(list, n) { return this.shuffle(list).slice(0, n); }
  digits(n) { let s = ''; for (let i = 0; i < n; i++) s += String(this.int(0, 9)); return s; }
  /** n characters drawn from an alphabet. */
  chars(alphabet, n) { let s = ''; for (let i = 0; i < n; i++) s += alphabet[Math.floor(this.next() * alphabet.length)]; return s; }
  hex(n) { return this.chars('0123456789abcdef', n); }
  bytes(n) { const b = Buffer.alloc(n); for (let i = 0; i < n; i++) b[i] = this.int(0, 255); return b; }
  pad(n, width) { return String(n).padStart(width, '0'); }
}

export const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const B64URL = ALNUM + '-_';
export const B64 = ALNUM + '+/';
