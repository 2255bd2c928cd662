// Seeded deterministic PRNG (sfc32 seeded through a string hash) and sampling helpers.
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

export const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const DIGITS = '0123456789';
export const HEX = '0123456789abcdef';
export const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
export const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function makeRng(seed) {
  const h = xmur3(String(seed));
  let a = h(), b = h(), c = h(), d = h();
  const next = () => {
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
  for (let i = 0; i < 12; i++) next();
  const r = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    chance: (p) => next() < p,
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    str: (n, cs) => { let s = ''; for (let i = 0; i < n; i++) s += cs[Math.floor(next() * cs.length)]; return s; },
    digits: (n) => r.str(n, DIGITS),
    hex: (n) => r.str(n, HEX),
    alnum: (n) => r.str(n, ALNUM),
    bytes: (n) => { const b = new Uint8Array(n); for (let i = 0; i < n; i++) b[i] = Math.floor(next() * 256); return b; },
    shuffle: (arr) => { const a2 = arr.slice(); for (let i = a2.length - 1; i > 0; i--) { const j = Math.floor(next() * (i + 1)); [a2[i], a2[j]] = [a2[j], a2[i]]; } return a2; },
    sample: (arr, k) => r.shuffle(arr).slice(0, k),
    weighted: (pairs) => { // [[item, weight], ...]
      const tot = pairs.reduce((s, p) => s + p[1], 0); let x = next() * tot;
      for (const [it, w] of pairs) { if ((x -= w) < 0) return it; }
      return pairs[pairs.length - 1][0];
    },
    fork: (label) => makeRng(`${seed}/${label}`),
  };
  return r;
}
