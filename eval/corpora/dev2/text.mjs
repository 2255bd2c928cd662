// Seeded randomness and the tagged template that assembles a document while it records
// the exact UTF-16 span of every labelled value and every hard negative.

/** sfc32 seeded through splitmix32: small, fast and the same on every platform. */
export function makeRng(seed) {
  let s = seed >>> 0;
  const split = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split(), b = split(), c = split(), d = split();
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  const rng = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    digits: (n) => Array.from({ length: n }, () => Math.floor(next() * 10)).join(''),
    chars: (n, alphabet) => Array.from({ length: n }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
    bytes: (n) => Buffer.from(Array.from({ length: n }, () => Math.floor(next() * 256))),
    shuffle: (arr) => {
      const out = [...arr];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
    sample: (arr, n) => rng.shuffle(arr).slice(0, n),
  };
  return rng;
}

export const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const HEX = '0123456789abcdef';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const B64URL = ALNUM + '-_';
export const B64 = ALNUM + '+/';

/** A labelled value: `L(value, category, type)`; soft marks a judgement call. */
export const L = (value, category, type, soft = false) => ({ kind: 'label', value: String(value), category, type, soft });
/** A hard negative: a look-alike that must not be reported. */
export const N = (value, kind) => ({ kind: 'negative', value: String(value), negKind: kind });
/** A soft label (judgement call: counts neither for recall nor against precision). */
export const S = (value, category, type) => L(value, category, type, true);

/** A piece of text with its spans, built by the `t` tag or by `join`. */
class Fragment {
  constructor(text = '', labels = [], negatives = []) {
    this.text = text;
    this.labels = labels;
    this.negatives = negatives;
  }
  append(part) {
    if (part === null || part === undefined || part === false) return;
    if (part instanceof Fragment) {
      const at = this.text.length;
      for (const l of part.labels) this.labels.push({ ...l, start: l.start + at, end: l.end + at });
      for (const n of part.negatives) this.negatives.push({ ...n, start: n.start + at, end: n.end + at });
      this.text += part.text;
    } else if (Array.isArray(part)) {
      for (const p of part) this.append(p);
    } else if (typeof part === 'object' && part.kind === 'label') {
      const start = this.text.length;
      this.text += part.value;
      const label = { start, end: this.text.length, category: part.category, type: part.type, value: part.value };
      if (part.soft) label.soft = true;
      this.labels.push(label);
    } else if (typeof part === 'object' && part.kind === 'negative') {
      const start = this.text.length;
      this.text += part.value;
      this.negatives.push({ start, end: this.text.length, kind: part.negKind, value: part.value });
    } else {
      this.text += String(part);
    }
  }
}

/** Tagged template: t`Hello ${L(name, 'person_name', 'full')}` keeps the label's offsets. */
export function t(strings, ...values) {
  const f = new Fragment();
  strings.forEach((s, i) => {
    f.append(s);
    if (i < values.length) f.append(values[i]);
  });
  return f;
}

/** Joins parts (strings, labels, fragments) with a separator. */
export function join(parts, sep = '\n') {
  const f = new Fragment();
  parts.forEach((p, i) => {
    if (i > 0) f.append(sep);
    f.append(p);
  });
  return f;
}

/** Wraps a part so that the value is written JSON-escaped (e.g. a PEM inside a JSON string). */
export function mapValue(part, fn) {
  if (part && typeof part === 'object' && (part.kind === 'label' || part.kind === 'negative')) return { ...part, value: fn(part.value) };
  return fn(String(part));
}

export { Fragment };
