// Seeded PRNG (sfc32) with per-document streams derived from (seed, index).
function fmix(h) {
  h ^= h >>> 16; h = Math.imul(h, 0x85ebca6b); h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35); h ^= h >>> 16; return h >>> 0;
}
function hashStr(s) { let h = 0x811c9dc5; for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 0x01000193); } return h >>> 0; }

export class Rng {
  constructor(seed, stream = 0) {
    const s0 = fmix((seed >>> 0) ^ 0x9e3779b9);
    const s1 = fmix(((stream >>> 0) * 0x27d4eb2d) ^ 0x85ebca6b ^ s0);
    this.a = s0; this.b = s1; this.c = fmix(s0 ^ s1 ^ 0x165667b1); this.d = 1;
    for (let i = 0; i < 20; i++) this.u32();
  }
  u32() {
    let { a, b, c, d } = this;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0; a = b ^ (b >>> 9); b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11); c = (c + t) | 0;
    this.a = a; this.b = b; this.c = c; this.d = d; return t >>> 0;
  }
  float() { return this.u32() / 4294967296; }
  int(lo, hi) { return lo + Math.floor(this.float() * (hi - lo + 1)); }
  pick(arr) { return arr[Math.floor(this.float() * arr.length)]; }
  chance(p) { return this.float() < p; }
  str(alpha, n) { let s = ''; for (let i = 0; i < n; i++) s += alpha[Math.floor(this.float() * alpha.length)]; return s; }
  digits(n) { return this.str('0123456789', n); }
  hex(n) { return this.str('0123456789abcdef', n); }
  bytes(n) { const b = new Uint8Array(n); for (let i = 0; i < n; i++) b[i] = this.u32() & 255; return b; }
  shuffle(arr) { const a = arr.slice(); for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(this.float() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; }
  sample(arr, k) { return this.shuffle(arr).slice(0, Math.min(k, arr.length)); }
  weighted(pairs) { // [[item, weight], ...]
    let tot = 0; for (const [, w] of pairs) tot += w;
    let x = this.float() * tot;
    for (const [it, w] of pairs) { if ((x -= w) < 0) return it; }
    return pairs[pairs.length - 1][0];
  }
  fork(tag) { return new Rng(this.u32() ^ hashStr(String(tag)), this.u32()); }
}
export const docRng = (seed, i) => new Rng(seed, i);
export const A_UP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const A_LO = 'abcdefghijklmnopqrstuvwxyz';
export const A_DIG = '0123456789';
export const A_AN = A_UP + A_LO + A_DIG;
export const A_B64 = A_AN + '+/';
export const A_B64U = A_AN + '-_';
// Pattern fill: # digit, % digit 1-9, @ upper letter, ^ upper alnum, ~ lower alnum, ? hex lower; \\x literal
export function fill(r, pat) {
  let out = '';
  for (let i = 0; i < pat.length; i++) {
    const ch = pat[i];
    if (ch === '\\') { out += pat[++i]; continue; }
    if (ch === '#') out += r.int(0, 9);
    else if (ch === '%') out += r.int(1, 9);
    else if (ch === '@') out += r.pick(A_UP);
    else if (ch === '^') out += r.pick(A_UP + A_DIG);
    else if (ch === '~') out += r.pick(A_LO + A_DIG);
    else if (ch === '?') out += r.pick('0123456789abcdef');
    else out += ch;
  }
  return out;
}
