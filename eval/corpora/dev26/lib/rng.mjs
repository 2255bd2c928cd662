// Seeded deterministic PRNG (sfc32 seeded from SHA-256 of the seed string).
import { createHash } from 'node:crypto';

export function makeRng(seed) {
  const h = createHash('sha256').update('dev26:' + String(seed)).digest();
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
  for (let i = 0; i < 20; i++) next();
  const r = {
    next,
    int(min, max) { return min + Math.floor(next() * (max - min + 1)); },
    pick(arr) { if (!arr.length) throw new Error('pick from empty'); return arr[Math.floor(next() * arr.length)]; },
    chance(p) { return next() < p; },
    digits(n) { let s = ''; for (let i = 0; i < n; i++) s += String(Math.floor(next() * 10)); return s; },
    nzdigits(n) { return String(r.int(1, 9)) + r.digits(n - 1); },
    str(alpha, n) { let s = ''; for (let i = 0; i < n; i++) s += alpha[Math.floor(next() * alpha.length)]; return s; },
    bytes(n) { const b = Buffer.alloc(n); for (let i = 0; i < n; i++) b[i] = Math.floor(next() * 256); return b; },
    hex(n) { return r.str('0123456789abcdef', n); },
    HEX(n) { return r.str('0123456789ABCDEF', n); },
    alnum(n) { return r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', n); },
    upper(n) { return r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ', n); },
    lower(n) { return r.str('abcdefghijklmnopqrstuvwxyz', n); },
    b64(n) { return r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', n); },
    b64url(n) { return r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_', n); },
    shuffle(arr) { const a = arr.slice(); for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(next() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; },
    weighted(pairs) { // [[item, weight], ...]
      let tot = 0; for (const [, w] of pairs) tot += w;
      let x = next() * tot;
      for (const [it, w] of pairs) { if ((x -= w) < 0) return it; }
      return pairs[pairs.length - 1][0];
    },
    uuid() { const h = r.hex(32); return `${h.slice(0,8)}-${h.slice(8,12)}-4${h.slice(13,16)}-${'89ab'[r.int(0,3)]}${h.slice(17,20)}-${h.slice(20,32)}`; },
  };
  return r;
}
