// Seeded PRNG, document builder, span helpers.
export function splitmix32(a) {
  return function () {
    a |= 0; a = (a + 0x9e3779b9) | 0;
    let t = a ^ (a >>> 16); t = Math.imul(t, 0x21f0aaad);
    t = t ^ (t >>> 15); t = Math.imul(t, 0x735a2d97);
    return ((t = t ^ (t >>> 15)) >>> 0) / 4294967296;
  };
}
export class Rng {
  constructor(seed, stream = 0) {
    const s = splitmix32((seed * 2654435761) ^ (stream * 40503 + 12345));
    this.a = (s() * 4294967296) >>> 0; this.b = (s() * 4294967296) >>> 0;
    this.c = (s() * 4294967296) >>> 0; this.d = (s() * 4294967296) >>> 0 || 1;
    for (let i = 0; i < 12; i++) this.next();
  }
  next() { // sfc32
    let { a, b, c, d } = this;
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    let t = (a + b) | 0; a = b ^ (b >>> 9); b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11); d = (d + 1) | 0; t = (t + d) | 0; c = (c + t) | 0;
    this.a = a; this.b = b; this.c = c; this.d = d;
    return (t >>> 0) / 4294967296;
  }
  int(lo, hi) { return lo + Math.floor(this.next() * (hi - lo + 1)); }
  pick(a) { return a[Math.floor(this.next() * a.length)]; }
  chance(p) { return this.next() < p; }
  digits(n) { let s = ''; for (let i = 0; i < n; i++) s += this.int(0, 9); return s; }
  ndigits(n) { return String(this.int(1, 9)) + this.digits(n - 1); }
  str(alpha, n) { let s = ''; for (let i = 0; i < n; i++) s += alpha[Math.floor(this.next() * alpha.length)]; return s; }
  hex(n) { return this.str('0123456789abcdef', n); }
  shuffle(a) { a = a.slice(); for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(this.next() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; }
  weighted(pairs) { const tot = pairs.reduce((s, p) => s + p[1], 0); let x = this.next() * tot; for (const [v, w] of pairs) { if ((x -= w) < 0) return v; } return pairs[pairs.length - 1][0]; }
  bytes(n) { const b = Buffer.alloc(n); for (let i = 0; i < n; i++) b[i] = this.int(0, 255); return b; }
}
export const UP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', LO = 'abcdefghijklmnopqrstuvwxyz', DG = '0123456789';
export const ALNUM = UP + LO + DG, B64 = ALNUM + '+/', B64URL = ALNUM + '-_';

// span constructors
export const L = (category, type, value, opts = {}) => ({ kind: 'L', category, type, value, ...opts });
export const N = (nkind, value) => ({ kind: 'N', nkind, value });
export const S = (v) => (v && typeof v === 'object' ? v : String(v)); // soft helper: see soft()
export const soft = (sp) => ({ ...sp, soft: true });
export const plain = (sp) => (typeof sp === 'string' ? sp : sp.value); // unlabelled rendering

export class Doc {
  constructor(kind, loc) { this.kind = kind; this.loc = loc; this.text = ''; this.labels = []; this.negatives = []; }
  add(...parts) {
    for (const p of parts.flat(Infinity)) {
      if (p === null || p === undefined || p === false) continue;
      if (typeof p === 'string' || typeof p === 'number') { this.text += String(p); continue; }
      const start = this.text.length; this.text += p.value; const end = this.text.length;
      if (p.kind === 'L') {
        const o = { start, end, category: p.category, type: p.type, value: p.value };
        if (p.soft) o.soft = true; if (p.encoding) o.encoding = p.encoding;
        this.labels.push(o);
      } else if (p.kind === 'N') this.negatives.push({ start, end, kind: p.nkind, value: p.value });
      else throw new Error('bad part ' + JSON.stringify(p));
    }
    return this;
  }
}
// map over a span value (e.g. wrap) keeping metadata
export const withValue = (sp, v) => ({ ...sp, value: v });
