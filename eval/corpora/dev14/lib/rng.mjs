// Seeded PRNG (sfc32 seeded through splitmix32) and small helpers. Deterministic for a given seed.
export function makeRng(seed) {
  let s = (Number(seed) >>> 0) ^ 0x9e3779b9;
  const sm = () => { s = (s + 0x9e3779b9) >>> 0; let z = s; z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0; z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0; return (z ^ (z >>> 16)) >>> 0; };
  let a = sm(), b = sm(), c = sm(), d = sm();
  const next = () => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    const t = (a + b + d) >>> 0; d = (d + 1) >>> 0; a = b ^ (b >>> 9); b = (c + (c << 3)) >>> 0; c = (c << 21) | (c >>> 11); c = (c + t) >>> 0;
    return t / 4294967296;
  };
  for (let i = 0; i < 16; i++) next();
  const R = {
    f: next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    chance: (p) => next() < p,
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    pickW: (pairs) => { // [[value, weight], ...]
      let tot = 0; for (const [, w] of pairs) tot += w;
      let x = next() * tot; for (const [v, w] of pairs) { if ((x -= w) < 0) return v; } return pairs[pairs.length - 1][0];
    },
    str: (n, cs) => { let o = ''; for (let i = 0; i < n; i++) o += cs[Math.floor(next() * cs.length)]; return o; },
    digits: (n) => R.str(n, '0123456789'),
    hex: (n) => R.str(n, '0123456789abcdef'),
    HEX: (n) => R.str(n, '0123456789ABCDEF'),
    alnum: (n) => R.str(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'),
    lower: (n) => R.str(n, 'abcdefghijklmnopqrstuvwxyz'),
    upper: (n) => R.str(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
    bytes: (n) => { const b = Buffer.alloc(n); for (let i = 0; i < n; i++) b[i] = Math.floor(next() * 256); return b; },
    shuffle: (arr) => { const a2 = arr.slice(); for (let i = a2.length - 1; i > 0; i--) { const j = Math.floor(next() * (i + 1)); [a2[i], a2[j]] = [a2[j], a2[i]]; } return a2; },
    sample: (arr, k) => R.shuffle(arr).slice(0, k),
    uuid: () => { const h = R.hex(32).split(''); h[12] = '4'; h[16] = '89ab'[Math.floor(next() * 4)]; const s2 = h.join(''); return `${s2.slice(0, 8)}-${s2.slice(8, 12)}-${s2.slice(12, 16)}-${s2.slice(16, 20)}-${s2.slice(20)}`; },
  };
  return R;
}
