// Seeded PRNG (cyrb128 hash -> sfc32) and a document builder that records
// label / negative offsets while text is appended.

function cyrb128(str) {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0, k; i < str.length; i++) {
    k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

export class Rng {
  constructor(...parts) {
    let [a, b, c, d] = cyrb128(parts.join('\u0001'));
    this.s = [a, b, c, d];
    for (let i = 0; i < 15; i++) this.next();
  }
  next() {
    let [a, b, c, d] = this.s;
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    const t = (a + b | 0) + d | 0;
    d = d + 1 | 0;
    a = b ^ b >>> 9;
    b = c + (c << 3) | 0;
    c = (c << 21 | c >>> 11);
    c = c + t | 0;
    this.s = [a, b, c, d];
    return (t >>> 0) / 4294967296;
  }
  int(lo, hi) { return lo + Math.floor(this.next() * (hi - lo + 1)); } // inclusive
  pick(arr) { return arr[Math.floor(this.next() * arr.length)]; }
  chance(p) { return this.next() < p; }
  digits(n) { let s = ''; for (let i = 0; i < n; i++) s += String(this.int(0, 9)); return s; }
  str(n, alphabet) { let s = ''; for (let i = 0; i < n; i++) s += alphabet[Math.floor(this.next() * alphabet.length)]; return s; }
  hex(n) { return this.str(n, '0123456789abcdef'); }
  HEX(n) { return this.str(n, '0123456789ABCDEF'); }
  b62(n) { return this.str(n, B62); }
  b64(n) { return this.str(n, B62 + '+/'); }
  b64url(n) { return this.str(n, B62 + '-_'); }
  upper(n) { return this.str(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'); }
  lower(n) { return this.str(n, 'abcdefghijklmnopqrstuvwxyz'); }
  alnum(n) { return this.str(n, 'abcdefghijklmnopqrstuvwxyz0123456789'); }
  bytes(n) { const b = Buffer.alloc(n); for (let i = 0; i < n; i++) b[i] = this.int(0, 255); return b; }
  shuffle(arr) { const a = arr.slice(); for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(this.next() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; }
  sample(arr, k) { return this.shuffle(arr).slice(0, k); }
  weighted(pairs) { // [[item, weight], ...]
    const tot = pairs.reduce((s, p) => s + p[1], 0); let x = this.next() * tot;
    for (const [it, w] of pairs) { if ((x -= w) < 0) return it; }
    return pairs[pairs.length - 1][0];
  }
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; }
}
export const B62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

// ---- value markers used by Doc.p() ----
// L(value, category, type, {soft, encoding}) -> a labelled span
// N(value, kind) -> a hard negative span
export const L = (v, category, type, opts = {}) => ({ $l: true, v: String(v), category, type, ...opts });
export const N = (v, kind) => ({ $n: true, v: String(v), kind });
export const S = (v, category, type, opts = {}) => L(v, category, type, { ...opts, soft: true });

export class Doc {
  constructor() { this.text = ''; this.labels = []; this.negatives = []; }
  p(...parts) {
    for (const part of parts) {
      if (part == null || part === false) continue;
      if (Array.isArray(part)) { this.p(...part); continue; }
      if (typeof part === 'object' && part.$l) {
        const start = this.text.length; this.text += part.v;
        const lab = { start, end: this.text.length, category: part.category, type: part.type, value: part.v };
        if (part.soft) lab.soft = true;
        if (part.encoding) lab.encoding = part.encoding;
        this.labels.push(lab);
      } else if (typeof part === 'object' && part.$n) {
        const start = this.text.length; this.text += part.v;
        this.negatives.push({ start, end: this.text.length, kind: part.kind, value: part.v });
      } else this.text += String(part);
    }
    return this;
  }
  ln(...parts) { return this.p(...parts, '\n'); }
}

// Plain-text projection of a marker list (for embedding where offsets are not needed)
export const plain = (x) => (x && typeof x === 'object' && ('$l' in x || '$n' in x)) ? x.v : String(x);
