// Seeded deterministic PRNG (mulberry32) and helpers.
export function makeRng(seed) {
  let a = (Number(seed) >>> 0) ^ 0x9e3779b9;
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
    nzdigits: (n) => String(1 + Math.floor(next() * 9)) + r.digits(n - 1),
    chars: (n, set) => { let s = ''; for (let i = 0; i < n; i++) s += set[Math.floor(next() * set.length)]; return s; },
    letters: (n) => r.chars(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
    hex: (n) => r.chars(n, '0123456789abcdef'),
    b64: (n) => r.chars(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'),
    b64url: (n) => r.chars(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
    alnum: (n) => r.chars(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'),
    shuffle: (arr) => { const a2 = arr.slice(); for (let i = a2.length - 1; i > 0; i--) { const j = Math.floor(next() * (i + 1)); [a2[i], a2[j]] = [a2[j], a2[i]]; } return a2; },
    weighted: (pairs) => { const tot = pairs.reduce((s, p) => s + p[1], 0); let x = next() * tot; for (const [v, w] of pairs) { x -= w; if (x < 0) return v; } return pairs[pairs.length - 1][0]; },
  };
  return r;
}
export const pad = (n, w = 2) => String(n).padStart(w, '0');
