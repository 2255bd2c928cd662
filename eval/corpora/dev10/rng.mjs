// Seeded PRNG (sfc32 seeded by splitmix32) and small helpers. Deterministic for a given seed.
export function makeRng(seed) {
  let s = (seed >>> 0) || 1;
  const sm = () => { s = (s + 0x9e3779b9) >>> 0; let z = s; z = Math.imul(z ^ (z >>> 16), 0x85ebca6b); z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35); return (z ^ (z >>> 16)) >>> 0; };
  let a = sm(), b = sm(), c = sm(), d = sm();
  const next = () => { a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0; let t = (a + b) | 0; a = b ^ (b >>> 9); b = (c + (c << 3)) | 0; c = (c << 21) | (c >>> 11); d = (d + 1) | 0; t = (t + d) | 0; c = (c + t) | 0; return (t >>> 0) / 4294967296; };
  for (let i = 0; i < 16; i++) next();
  const r = {
    f: next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)), // inclusive
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    digits: (n) => { let o = ''; for (let i = 0; i < n; i++) o += String(Math.floor(next() * 10)); return o; },
    str: (n, cs) => { let o = ''; for (let i = 0; i < n; i++) o += cs[Math.floor(next() * cs.length)]; return o; },
    shuffle: (arr) => { const x = arr.slice(); for (let i = x.length - 1; i > 0; i--) { const j = Math.floor(next() * (i + 1)); [x[i], x[j]] = [x[j], x[i]]; } return x; },
    weighted: (pairs) => { let tot = 0; for (const [, w] of pairs) tot += w; let x = next() * tot; for (const [v, w] of pairs) { x -= w; if (x <= 0) return v; } return pairs[pairs.length - 1][0]; },
    sample: (arr, n) => r.shuffle(arr).slice(0, n),
  };
  return r;
}
export const CS = {
  D: '0123456789', U: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', L: 'abcdefghijklmnopqrstuvwxyz',
  HEX: '0123456789abcdef', HEXU: '0123456789ABCDEF',
  AN: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  ANL: 'abcdefghijklmnopqrstuvwxyz0123456789', ANU: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  B64: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
  B64U: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_',
  B32: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
  B58: '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz',
};
export const pad = (n, w = 2) => String(n).padStart(w, '0');
