// Seeded pseudo-random source (sfc32 seeded through splitmix32): the same seed always writes the
// same corpus, and each document draws from its own stream so documents do not shift one another.

function splitmix32(a) {
  return () => {
    a = (a + 0x9e3779b9) | 0;
    let t = a ^ (a >>> 16);
    t = Math.imul(t, 0x21f0aaad);
    t ^= t >>> 15;
    t = Math.imul(t, 0x735a2d97);
    return (t ^ (t >>> 15)) >>> 0;
  };
}

export function makeRng(seed, stream = 0) {
  const mix = splitmix32((seed * 2654435761) ^ (stream * 40503) ^ 0x5bd1e995);
  let a = mix(), b = mix(), c = mix(), d = mix();
  const next = () => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  const r = {
    float: next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    digits: (n) => Array.from({ length: n }, () => Math.floor(next() * 10)).join(''),
    /** n digits, the first not zero */
    num: (n) => String(1 + Math.floor(next() * 9)) + r.digits(n - 1),
    from: (alphabet, n) => Array.from({ length: n }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
    hex: (n) => r.from('0123456789abcdef', n),
    HEX: (n) => r.from('0123456789ABCDEF', n),
    alnum: (n) => r.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', n),
    upperAlnum: (n) => r.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', n),
    lower: (n) => r.from('abcdefghijklmnopqrstuvwxyz', n),
    upper: (n) => r.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ', n),
    b64url: (n) => r.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_', n),
    b64: (n) => r.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', n),
    bytes: (n) => Uint8Array.from({ length: n }, () => Math.floor(next() * 256)),
    shuffle: (list) => {
      const a2 = list.slice();
      for (let i = a2.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [a2[i], a2[j]] = [a2[j], a2[i]];
      }
      return a2;
    },
    /** picks from [[weight, value], …] */
    weighted: (pairs) => {
      const total = pairs.reduce((s, [w]) => s + w, 0);
      let x = next() * total;
      for (const [w, v] of pairs) if ((x -= w) < 0) return v;
      return pairs[pairs.length - 1][1];
    },
  };
  return r;
}
