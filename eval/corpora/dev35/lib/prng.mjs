// Seeded PRNG (sfc32 seeded through splitmix-like hashing) and helpers.
export function makeRng(seed) {
  let h = 1779033703 ^ String(seed).length;
  for (const ch of String(seed)) { h = Math.imul(h ^ ch.charCodeAt(0), 3432918353); h = (h << 13) | (h >>> 19); }
  const mix = () => { h = Math.imul(h ^ (h >>> 16), 2246822507); h = Math.imul(h ^ (h >>> 13), 3266489909); return (h ^= h >>> 16) >>> 0; };
  let a = mix(), b = mix(), c = mix(), d = mix();
  const next = () => { a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0; let t = (a + b) | 0; a = b ^ (b >>> 9); b = (c + (c << 3)) | 0; c = (c << 21) | (c >>> 11); d = (d + 1) | 0; t = (t + d) | 0; c = (c + t) | 0; return (t >>> 0) / 4294967296; };
  for (let i = 0; i < 20; i++) next();
  const r = {
    f: next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    digits: (n) => { let s = ''; for (let i = 0; i < n; i++) s += Math.floor(next() * 10); return s; },
    str: (n, alphabet) => { let s = ''; for (let i = 0; i < n; i++) s += alphabet[Math.floor(next() * alphabet.length)]; return s; },
    shuffle: (arr) => { const a2 = arr.slice(); for (let i = a2.length - 1; i > 0; i--) { const j = Math.floor(next() * (i + 1)); [a2[i], a2[j]] = [a2[j], a2[i]]; } return a2; },
    bytes: (n) => { const b2 = Buffer.alloc(n); for (let i = 0; i < n; i++) b2[i] = Math.floor(next() * 256); return b2; },
  };
  // pattern: # digit, A upper letter, a lower, X upper alnum, x lower alnum, H hex lower, ? any alnum; \ escapes
  r.pat = (p) => { let s = ''; for (let i = 0; i < p.length; i++) { const ch = p[i];
    if (ch === '\\') { s += p[++i]; continue; }
    s += ch === '#' ? r.str(1, '0123456789') : ch === 'A' ? r.str(1, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') : ch === 'a' ? r.str(1, 'abcdefghijklmnopqrstuvwxyz')
      : ch === 'X' ? r.str(1, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789') : ch === 'x' ? r.str(1, 'abcdefghijklmnopqrstuvwxyz0123456789') : ch === 'H' ? r.str(1, '0123456789abcdef')
      : ch === '?' ? r.str(1, ALNUM) : ch; } return s; };
  return r;
}
export const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const HEX = '0123456789abcdef';
export const B64 = ALNUM + '+/';
export const B64URL = ALNUM + '-_';
