// Seeded randomness and span-keeping text composition. Every document is built from fragments
// that carry their own labels and hard negatives, so offsets are computed, never counted by hand.

function splitmix32(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** sfc32 seeded through splitmix32: small, fast, good enough for test data. */
export class Rng {
  constructor(seed) {
    const sm = splitmix32(seed);
    this.a = sm(); this.b = sm(); this.c = sm(); this.d = sm();
    for (let i = 0; i < 12; i++) this.u32();
  }
  u32() {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }
  float() { return this.u32() / 4294967296; }
  /** Integer in [lo, hi], both inclusive. */
  int(lo, hi) { return lo + Math.floor(this.float() * (hi - lo + 1)); }
  chance(p) { return this.float() < p; }
  pick(list) { return list[Math.floor(this.float() * list.length)]; }
  /** Picks from [[weight, value], …]. */
  weighted(pairs) {
    const total = pairs.reduce((s, [w]) => s + w, 0);
    let x = this.float() * total;
    for (const [w, v] of pairs) { if ((x -= w) < 0) return v; }
    return pairs[pairs.length - 1][1];
  }
  chars(alphabet, n) { let s = ''; for (let i = 0; i < n; i++) s += alphabet[Math.floor(this.float() * alphabet.length)]; return s; }
  digits(n) { return this.chars('0123456789', n); }
  hex(n) { return this.chars('0123456789abcdef', n); }
  bytes(n) { const b = Buffer.alloc(n); for (let i = 0; i < n; i++) b[i] = this.int(0, 255); return b; }
  shuffle(list) { const a = [...list]; for (let i = a.length - 1; i > 0; i--) { const j = this.int(0, i); [a[i], a[j]] = [a[j], a[i]]; } return a; }
  sample(list, n) { return this.shuffle(list).slice(0, n); }
  /** A child generator, so one document's draws do not shift another's. */
  fork(salt) { return new Rng((this.u32() ^ Math.imul(salt | 0, 0x2c1b3c6d)) >>> 0); }
}

const FRAG = Symbol('frag');
export function frag(text, labels = [], negatives = []) { return { [FRAG]: true, text, labels, negatives }; }
export const isFrag = (v) => v !== null && typeof v === 'object' && v[FRAG] === true;

/** Appends strings, numbers, fragments and arrays of them, shifting the spans of fragments. */
function appendTo(acc, v) {
  if (v === null || v === undefined || v === false) return;
  if (Array.isArray(v)) { for (const x of v) appendTo(acc, x); return; }
  if (isFrag(v)) {
    const o = acc.text.length;
    acc.text += v.text;
    for (const l of v.labels) acc.labels.push({ ...l, start: l.start + o, end: l.end + o });
    for (const n of v.negatives) acc.negatives.push({ ...n, start: n.start + o, end: n.end + o });
    return;
  }
  acc.text += String(v);
}

/** Tagged template: f`Name: ${L('person_name','full_name',n)}` keeps every span exact. */
export function f(strings, ...vals) {
  const acc = { text: '', labels: [], negatives: [] };
  strings.forEach((s, i) => { acc.text += s; if (i < vals.length) appendTo(acc, vals[i]); });
  return frag(acc.text, acc.labels, acc.negatives);
}
export function cat(...parts) { const acc = { text: '', labels: [], negatives: [] }; appendTo(acc, parts); return frag(acc.text, acc.labels, acc.negatives); }
export function join(items, sep) { const out = []; items.forEach((it, i) => { if (i) out.push(sep); out.push(it); }); return cat(out); }

/** A labelled value. */
export function L(category, type, value, soft = false) {
  if (value !== value.trim() || value === '') throw new Error(`label value must be trimmed and non-empty: ${category}/${type}`);
  return frag(value, [{ start: 0, end: value.length, category, type, value, ...(soft ? { soft: true } : {}) }]);
}
/** A hard negative: looks like a finding, must not be reported. */
export function N(kind, value) { return frag(value, [], [{ start: 0, end: value.length, kind, value }]); }

export const textOf = (v) => (isFrag(v) ? v.text : String(v));
export function padEnd(v, width, ch = ' ') { const t = textOf(v); return cat(v, ch.repeat(Math.max(1, width - t.length))); }
export function padStart(v, width, ch = ' ') { const t = textOf(v); return cat(ch.repeat(Math.max(0, width - t.length)), v); }

/**
 * OCR-like noise for the static text of a template only (labelled values stay exact):
 * doubled spaces, O/0 and l/1 swaps, dropped or repeated letters.
 */
export function ocr(rng, rate = 0.04) {
  const noise = (s) => {
    let out = '';
    for (let i = 0; i < s.length; i++) {
      const c = s[i];
      if (rng.float() >= rate) { out += c; continue; }
      if (c === ' ') out += rng.chance(0.7) ? '  ' : ' ';
      else if (c === 'O') out += '0';
      else if (c === 'o' && rng.chance(0.3)) out += '0';
      else if (c === 'l') out += '1';
      else if (c === 'I') out += 'l';
      else if (c === 'm' && rng.chance(0.5)) out += 'rn';
      else if (c === 'e' && rng.chance(0.3)) out += 'c';
      else out += c;
    }
    return out;
  };
  return (strings, ...vals) => f(strings.map(noise), ...vals);
}

/**
 * Inserts text at the given offsets of a fragment (a quote marker at each line start, a line
 * break inside a long word) and moves every span with it. A span whose text the insertion splits
 * no longer equals the value as written elsewhere, so its label becomes soft.
 */
export function insertAt(fr, inserts) {
  const sorted = [...inserts].sort((a, b) => a.at - b.at);
  let text = '', last = 0;
  const shift = []; // [offset in old text, total inserted before it]
  let added = 0;
  for (const ins of sorted) { text += fr.text.slice(last, ins.at) + ins.text; added += ins.text.length; shift.push([ins.at, added]); last = ins.at; }
  text += fr.text.slice(last);
  // A start moves past insertions at its own offset; an end stays before them.
  const mapStart = (o) => o + shift.filter(([at]) => at <= o).reduce((_, [, a]) => a, 0);
  const mapEnd = (o) => o + shift.filter(([at]) => at < o).reduce((_, [, a]) => a, 0);
  const labels = fr.labels.map((l) => {
    const start = mapStart(l.start), end = mapEnd(l.end), value = text.slice(start, end);
    return value === l.value ? { ...l, start, end } : { ...l, start, end, value, soft: true };
  });
  const negatives = fr.negatives.map((n) => { const start = mapStart(n.start), end = mapEnd(n.end); return { ...n, start, end, value: text.slice(start, end) }; });
  return frag(text, labels, negatives);
}

/** Prefixes every line with a quote marker ("> ", "| "), as mail clients and forums do. */
export function quoteLines(fr, marker = '> ') {
  const ins = [{ at: 0, text: marker }];
  for (let i = 0; i < fr.text.length; i++) if (fr.text[i] === '\n' && i + 1 < fr.text.length) ins.push({ at: i + 1, text: marker });
  return insertAt(fr, ins);
}

/**
 * Breaks lines longer than `width` the way PDF extraction and narrow columns do: at a space when
 * there is one (the space becomes the line break, offsets unchanged), else inside the word.
 * Labels broken across lines keep their text but turn soft unless `keepHard` names their category
 * (a name or an address printed over two lines is still plainly one).
 */
export function wrapLines(fr, width, keepHard = ['person_name', 'address']) {
  const chars = fr.text.split(''); // UTF-16 units, so indices are offsets
  const ins = [];
  let col = 0, lastSpace = -1;
  for (let i = 0; i < chars.length; i++) {
    if (chars[i] === '\n') { col = 0; lastSpace = -1; continue; }
    if (chars[i] === ' ') lastSpace = i;
    col++;
    if (col > width) {
      if (lastSpace >= 0 && i - lastSpace < width) { chars[lastSpace] = '\n'; col = i - lastSpace; lastSpace = -1; }
      else if (!(fr.text.charCodeAt(i) >= 0xdc00 && fr.text.charCodeAt(i) <= 0xdfff)) { ins.push({ at: i, text: '\n' }); col = 1; }
    }
  }
  const spaced = frag(chars.join(''), fr.labels, fr.negatives);
  // Spaces turned into breaks keep offsets: refresh values, soften what now spans a break.
  const relabel = (l) => {
    const value = spaced.text.slice(l.start, l.end);
    if (value === l.value) return l;
    return keepHard.includes(l.category) ? { ...l, value } : { ...l, value, soft: true };
  };
  const out = frag(spaced.text, spaced.labels.map(relabel), spaced.negatives.map((n) => ({ ...n, value: spaced.text.slice(n.start, n.end) })));
  return insertAt(out, ins);
}
