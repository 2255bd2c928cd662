// Seeded deterministic PRNG (sfc32 seeded from sha256 of a string).
import { createHash } from 'node:crypto';

export function makeRng(seedStr) {
  const h = createHash('sha256').update(String(seedStr)).digest();
  let a = h.readUInt32LE(0), b = h.readUInt32LE(4), c = h.readUInt32LE(8), d = h.readUInt32LE(12);
  function next() {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  }
  for (let i = 0; i < 12; i++) next();
  const r = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    digits: (n) => { let s = ''; for (let i = 0; i < n; i++) s += Math.floor(next() * 10); return s; },
    nzdigits: (n) => String(1 + Math.floor(next() * 9)) + r.digits(n - 1),
    chars: (n, alpha) => { let s = ''; for (let i = 0; i < n; i++) s += alpha[Math.floor(next() * alpha.length)]; return s; },
    bytes: (n) => Buffer.from(Array.from({ length: n }, () => Math.floor(next() * 256))),
    shuffle(arr) { const x = arr.slice(); for (let i = x.length - 1; i > 0; i--) { const j = Math.floor(next() * (i + 1)); [x[i], x[j]] = [x[j], x[i]]; } return x; },
    sample(arr, k) { return r.shuffle(arr).slice(0, k); },
    weighted(pairs) { // [[item, weight], ...]
      const tot = pairs.reduce((s, p) => s + Math.max(0, p[1]), 0);
      let x = next() * tot;
      for (const [it, w] of pairs) { x -= Math.max(0, w); if (x < 0) return it; }
      return pairs[pairs.length - 1][0];
    },
    fork: (tag) => makeRng(seedStr + '/' + tag),
  };
  return r;
}

export const A = {
  UP: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  LO: 'abcdefghijklmnopqrstuvwxyz',
  DIG: '0123456789',
  HEX: '0123456789abcdef',
  HEXU: '0123456789ABCDEF',
  B62: '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
  B64: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
  B64URL: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_',
  ALNUM_UP: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ALNUM_LO: 'abcdefghijklmnopqrstuvwxyz0123456789',
  B32: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
};
