// Seeded deterministic PRNG (sfc32 seeded from SHA-256 of the seed string).
import { createHash } from 'node:crypto';

export function makeRng(seed) {
  const h = createHash('sha256').update('dev19:' + String(seed)).digest();
  let a = h.readUInt32LE(0), b = h.readUInt32LE(4), c = h.readUInt32LE(8), d = h.readUInt32LE(12);
  function next() {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    const t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    const r = (t + d) | 0;
    c = (c + r) | 0;
    return (r >>> 0) / 4294967296;
  }
  for (let i = 0; i < 20; i++) next();
  const rng = {
    next,
    int(lo, hi) { return lo + Math.floor(next() * (hi - lo + 1)); },
    pick(arr) { if (!arr.length) throw new Error('pick from empty'); return arr[Math.floor(next() * arr.length)]; },
    chance(p) { return next() < p; },
    digits(n, firstNonZero = false) {
      let s = '';
      for (let i = 0; i < n; i++) s += String(i === 0 && firstNonZero ? 1 + Math.floor(next() * 9) : Math.floor(next() * 10));
      return s;
    },
    str(alphabet, n) { let s = ''; for (let i = 0; i < n; i++) s += alphabet[Math.floor(next() * alphabet.length)]; return s; },
    bytes(n) { const b = Buffer.alloc(n); for (let i = 0; i < n; i++) b[i] = Math.floor(next() * 256); return b; },
    weighted(pairs) { // [[item, weight], ...]
      const tot = pairs.reduce((s, p) => s + p[1], 0);
      let r = next() * tot;
      for (const [it, w] of pairs) { r -= w; if (r < 0) return it; }
      return pairs[pairs.length - 1][0];
    },
    shuffle(arr) { const a = arr.slice(); for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(next() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; },
  };
  return rng;
}

export const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const HEX = '0123456789abcdef';
export const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
export const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
