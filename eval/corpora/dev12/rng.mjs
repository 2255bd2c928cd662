// Seeded deterministic PRNG (mulberry32) and helpers.
export function makeRng(seed) {
  let a = (seed >>> 0) ^ 0x9e3779b9;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    digits: (n) => { let s = ''; for (let i = 0; i < n; i++) s += Math.floor(next() * 10); return s; },
    chars: (n, set) => { let s = ''; for (let i = 0; i < n; i++) s += set[Math.floor(next() * set.length)]; return s; },
    shuffle: (arr) => { const b = arr.slice(); for (let i = b.length - 1; i > 0; i--) { const j = Math.floor(next() * (i + 1)); [b[i], b[j]] = [b[j], b[i]]; } return b; },
    weighted: (pairs) => { const tot = pairs.reduce((s, p) => s + p[1], 0); let x = next() * tot; for (const [v, w] of pairs) { x -= w; if (x <= 0) return v; } return pairs[pairs.length - 1][0]; },
  };
  return r;
}
export const UP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LO = 'abcdefghijklmnopqrstuvwxyz';
export const DG = '0123456789';
export const ALNUM = UP + LO + DG;
export const HEX = '0123456789abcdef';
export const B64 = UP + LO + DG + '+/';
export const B64URL = UP + LO + DG + '-_';
export const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
