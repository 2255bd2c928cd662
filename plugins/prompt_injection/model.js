// @ts-check
// prompt_injection model: a logistic regression over hashed character and word n-grams, shipped
// as the `model` of a pack (see docs/checks/prompt-injection-model.md). The same featuriser
// serves training (scripts/train-prompt-injection.ts) and scoring, so the two cannot drift.
// Scoring a text costs one pass per n-gram length over its characters and words: no network, no
// allocation per n-gram, a few tens of microseconds per KiB.

/**
 * @typedef {object} FeatureSpec
 * @property {number} bits  2^bits hash buckets
 * @property {[number, number]} charNgrams  smallest and largest character n-gram
 * @property {[number, number]} wordNgrams  smallest and largest word n-gram
 */

/**
 * @typedef {object} LinearModel
 * @property {FeatureSpec} features
 * @property {Float32Array} weights
 * @property {number} bias
 */

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
// Word n-grams hash from another seed than character n-grams, so "ignore" the word and "ignore"
// the character 6-gram are different features.
const WORD_SEED = 0x9e3779b9;

/**
 * The whitespace runs that are not already one space: a tab or line break (with what follows it),
 * or a space followed by more whitespace. Replacing these by one space gives what replacing every
 * run (/\s+/g) gives, without a match and a copy for each of the text's ordinary spaces.
 */
const WHITESPACE_TO_COLLAPSE = /[^\S ]\s*| \s+/g;

/** The text the model reads: NFKC, lower case, whitespace runs as one space. */
export function normaliseForModel(/** @type {string} */ text) {
  return text.normalize('NFKC').toLowerCase().replace(WHITESPACE_TO_COLLAPSE, ' ').trim();
}

/**
 * Sparse feature vector of a normalised text: bucket → value, L2-normalised, with the hash's
 * top bit choosing the sign (signed hashing keeps collisions from biasing one way).
 * @param {string} text  already normalised (normaliseForModel)
 * @param {FeatureSpec} spec
 * @returns {{ index: Int32Array, value: Float32Array }}
 */
export function featurise(text, spec) {
  const acc = countNgrams(text, spec);
  const size = acc.size;
  const index = new Int32Array(size);
  const value = new Float32Array(size);
  let norm = 0;
  for (let j = 0; j < size; j++) {
    const x = signedLog(acc.countAt(j));
    index[j] = acc.bucketAt(j);
    value[j] = x;
    norm += x * x;
  }
  acc.clear();
  norm = Math.sqrt(norm) || 1;
  for (let k = 0; k < value.length; k++) value[k] = (value[k] ?? 0) / norm;
  return { index, value };
}

/** Sub-linear counts: a phrase said ten times is not ten times the evidence. */
const signedLog = (/** @type {number} */ v) => (v > 0 ? logCount(v) : v < 0 ? -logCount(-v) : 0);

/**
 * The signed n-gram counts of a normalised text, in the shared table (the caller clears it).
 * @param {string} text
 * @param {FeatureSpec} spec
 */
function countNgrams(text, spec) {
  const mask = (1 << spec.bits) - 1;
  const [cMin, cMax] = spec.charNgrams;
  const [wMin, wMax] = spec.wordNgrams;
  // The padded text " text " as code units: indexing a typed array costs a fraction of
  // charCodeAt on the concatenated string, which V8 may keep unflattened.
  const n = text.length + 2;
  const codes = codeUnits(n);
  codes[0] = 0x20;
  codes[n - 1] = 0x20;
  for (let i = 0; i < text.length; i++) codes[i + 1] = text.charCodeAt(i);
  // The words first, so the table is sized to the n-grams the text has (a quarter of its characters
  // start a word), not to one word per character: a smaller table stays in cache.
  const words = wMax > 0 ? wordHashes(codes, 1, n - 1) : [];
  const acc = bucketCounts(n * Math.max(0, cMax - cMin + 1) + words.length * Math.max(0, wMax - wMin + 1));
  for (let i = 0; i < n; i++) {
    let h = FNV_OFFSET | 0;
    for (let k = 0; k < cMax && i + k < n; k++) {
      h = Math.imul(h ^ (codes[i + k] ?? 0), FNV_PRIME);
      if (k + 1 >= cMin) acc.add(Math.imul(h ^ (k + 1), FNV_PRIME), mask);
    }
  }
  if (wMax > 0) {
    for (let i = 0; i < words.length; i++) {
      let h = WORD_SEED | 0;
      for (let q = 0; q < wMax && i + q < words.length; q++) {
        h = Math.imul(h ^ (words[i + q] ?? 0), FNV_PRIME);
        if (q + 1 >= wMin) acc.add(Math.imul(h ^ (0x100 + q), FNV_PRIME), mask);
      }
    }
  }
  return acc;
}

/** log1p of the small counts almost every bucket holds, computed once (the same doubles). */
const LOG1P = Float64Array.from({ length: 256 }, (_, n) => Math.log1p(n));
const logCount = (/** @type {number} */ n) => (n < 256 ? (LOG1P[n] ?? 0) : Math.log1p(n));

/** @type {Uint16Array} */
let units = new Uint16Array(4096);

/** A reusable buffer of at least `n` code units (scoring is synchronous: one call at a time). */
function codeUnits(/** @type {number} */ n) {
  if (units.length < n) units = new Uint16Array(Math.max(n, units.length * 2));
  return units;
}

/**
 * Signed counts per hash bucket for one featurise call: a small open-addressing table sized to
 * the call's n-grams (a few thousand slots that stay in cache, not one cell per bucket of the
 * model), reused from call to call. Buckets are listed in the order they were first touched, so
 * the sums over them add up in the same order to the same bits whatever the table's size.
 */
class BucketCounts {
  constructor(/** @type {number} */ slots) {
    /** [2s]: bucket + 1 held by slot s (0 when free); [2s + 1]: its count — side by side, one cache line per touch. */
    this.cells = new Int32Array(slots * 2);
    /** The slot of each bucket, in the order of first touch. */
    this.order = new Int32Array(slots);
    this.slots = slots;
    this.size = 0;
  }

  /** Adds the sign of hash `h` (a signed 32-bit int, from Math.imul) to its bucket. */
  add(/** @type {number} */ h, /** @type {number} */ mask) {
    const key = (h & mask) + 1;
    const cells = this.cells;
    const slotMask = this.slots - 1;
    let slot = (Math.imul(key, 0x9e3779b1) >>> 7) & slotMask;
    for (let k = cells[slot << 1] ?? 0; k !== key; k = cells[slot << 1] ?? 0) {
      if (k === 0) {
        cells[slot << 1] = key;
        cells[(slot << 1) + 1] = 0;
        this.order[this.size++] = slot;
        break;
      }
      slot = (slot + 1) & slotMask;
    }
    const at = (slot << 1) + 1;
    cells[at] = (cells[at] ?? 0) + (h < 0 ? -1 : 1);
  }

  /** The bucket touched j-th. */
  bucketAt(/** @type {number} */ j) {
    return (this.cells[(this.order[j] ?? 0) << 1] ?? 1) - 1;
  }

  /** The count of the bucket touched j-th. */
  countAt(/** @type {number} */ j) {
    return this.cells[((this.order[j] ?? 0) << 1) + 1] ?? 0;
  }

  /** Frees the touched slots for the next call. */
  clear() {
    for (let j = 0; j < this.size; j++) this.cells[(this.order[j] ?? 0) << 1] = 0;
    this.size = 0;
  }
}

/** @type {BucketCounts | undefined} */
let shared;

/** The reusable, empty counts for up to `adds` additions (at most half the slots in use). */
function bucketCounts(/** @type {number} */ adds) {
  let slots = 1024;
  while (slots < adds * 2) slots *= 2;
  if (!shared || shared.slots < slots) shared = new BucketCounts(slots);
  return shared;
}

const WORD_UNIT = /[\p{L}\p{M}\p{N}]/u;

/**
 * The hash of each word of codes[from, to), in order: the words are the runs of letters, marks
 * and digits (/[\p{L}\p{M}\p{N}]+/u), read code point by code point (ASCII without a regex) and
 * hashed unit by unit as they are read, with no string or match object per word.
 * @param {Uint16Array} codes
 * @param {number} from
 * @param {number} to
 * @returns {number[]}
 */
function wordHashes(codes, from, to) {
  /** @type {number[]} */
  const out = [];
  let h = 0;
  let inWord = false;
  for (let i = from; i < to; ) {
    const c = codes[i] ?? 0;
    let width = 1;
    let word;
    if (c < 0x80) word = (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a);
    else {
      const low = codes[i + 1] ?? 0;
      width = c >= 0xd800 && c <= 0xdbff && i + 1 < to && low >= 0xdc00 && low <= 0xdfff ? 2 : 1;
      word = WORD_UNIT.test(width === 2 ? String.fromCharCode(c, low) : String.fromCharCode(c));
    }
    if (word) {
      if (!inWord) (h = WORD_SEED | 0), (inWord = true);
      for (let k = 0; k < width; k++) h = Math.imul(h ^ (codes[i + k] ?? 0), FNV_PRIME);
    } else if (inWord) {
      out.push(h);
      inWord = false;
    }
    i += width;
  }
  if (inWord) out.push(h);
  return out;
}

/** Logistic function. */
export const sigmoid = (/** @type {number} */ z) => 1 / (1 + Math.exp(-z));

/**
 * Probability that a normalised text is an injection.
 * @param {LinearModel} model
 * @param {string} normalised
 */
export function probability(model, normalised) {
  const int8 = QUANTISED.get(model.weights);
  if (!int8) {
    const { index, value } = featurise(normalised, model.features);
    let z = model.bias;
    for (let k = 0; k < index.length; k++) z += (model.weights[index[k] ?? 0] ?? 0) * (value[k] ?? 0);
    return sigmoid(z);
  }
  // The same sum over the same features in the same order, without the feature arrays, reading
  // the int8 weights (a quarter of the memory, so fewer cache misses): each term is the float32
  // weight times the float32 feature value, as featurise and the decoded weights would give it.
  const acc = countNgrams(normalised, model.features);
  const size = acc.size;
  const xs = scratch(size);
  // Each bucket's number is read with its count (one visit to its slot) and kept in order, so
  // the sum below walks two arrays in sequence instead of revisiting the table.
  const buckets = bucketScratch(size);
  let norm = 0;
  for (let j = 0; j < size; j++) {
    const x = signedLog(acc.countAt(j));
    xs[j] = Math.fround(x);
    buckets[j] = acc.bucketAt(j);
    norm += x * x;
  }
  norm = Math.sqrt(norm) || 1;
  let z = model.bias;
  const values = int8.values;
  for (let j = 0; j < size; j++) z += Math.fround((values[buckets[j] ?? 0] ?? 0) * int8.scale) * Math.fround((xs[j] ?? 0) / norm);
  acc.clear();
  return sigmoid(z);
}

/** @type {Float64Array} */
let xsBuffer = new Float64Array(4096);
const scratch = (/** @type {number} */ n) => (xsBuffer.length >= n ? xsBuffer : (xsBuffer = new Float64Array(Math.max(n, xsBuffer.length * 2))));
/** @type {Int32Array} */
let bucketBuffer = new Int32Array(4096);
const bucketScratch = (/** @type {number} */ n) => (bucketBuffer.length >= n ? bucketBuffer : (bucketBuffer = new Int32Array(Math.max(n, bucketBuffer.length * 2))));

/**
 * The int8 values and scale behind weights that decodeWeights returned.
 * @type {WeakMap<Float32Array, { values: Int8Array, scale: number }>}
 */
const QUANTISED = new WeakMap();

/**
 * Decodes the pack's weights: int8 values in base64, times `scale`.
 * @param {{ scale: number, data: string }} weights
 * @returns {Float32Array}
 */
export function decodeWeights(weights) {
  const bytes = Buffer.from(weights.data, 'base64');
  const out = new Float32Array(bytes.length);
  const values = new Int8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    values[i] = (bytes[i] ?? 0) << 24 >> 24;
    out[i] = (values[i] ?? 0) * weights.scale;
  }
  QUANTISED.set(out, { values, scale: weights.scale });
  return out;
}

/**
 * Encodes weights as int8 with one scale (the largest magnitude maps to 127).
 * @param {Float32Array | number[]} weights
 */
export function encodeWeights(weights) {
  let max = 0;
  for (const w of weights) max = Math.max(max, Math.abs(w));
  const scale = max / 127 || 1;
  const bytes = Buffer.alloc(weights.length);
  for (let i = 0; i < weights.length; i++) bytes[i] = Math.max(-127, Math.min(127, Math.round((weights[i] ?? 0) / scale))) & 0xff;
  return { encoding: /** @type {const} */ ('int8-base64'), scale: Number(scale.toPrecision(8)), data: bytes.toString('base64') };
}

/**
 * @typedef {object} ModelWindows
 * @property {number} size  characters per window
 * @property {number} stride
 */

/**
 * The model's best window: injections are local, so a long document is scored in overlapping
 * windows (of the original text, so spans point at it) and the highest probability wins.
 * @param {LinearModel} model
 * @param {string} text
 * @param {ModelWindows} windows
 * @returns {{ probability: number, start: number, end: number }}
 */
export function bestWindow(model, text, windows) {
  if (text.length <= windows.size) return { probability: probability(model, normaliseForModel(text)), start: 0, end: text.length };
  let best = { probability: -1, start: 0, end: 0 };
  for (let start = 0; start < text.length; start += windows.stride) {
    let s = start;
    // Start on a word boundary so the first n-grams are not cut words.
    while (s > 0 && s < text.length && /\S/.test(text[s - 1] ?? '') && s - start < 20) s++;
    const end = Math.min(text.length, s + windows.size);
    const p = probability(model, normaliseForModel(text.slice(s, end)));
    if (p > best.probability) best = { probability: p, start: s, end };
    if (end >= text.length) break;
  }
  return best;
}

/**
 * Where in a window the model's evidence sits: the sentence (or line) of the window that the
 * model scores highest, so a finding points at the injected sentence rather than at the whole
 * window around it. Only called for windows that reach the hint level.
 * @param {LinearModel} model
 * @param {string} text
 * @param {{ start: number, end: number }} window
 * @returns {{ start: number, end: number }}
 */
export function locate(model, text, window) {
  const SENTENCE_END = /[.!?。！？](?=\s)|\n/g;
  let best = { p: -1, start: window.start, end: window.end };
  let from = window.start;
  const part = text.slice(window.start, window.end);
  const consider = (/** @type {number} */ s, /** @type {number} */ e) => {
    const piece = text.slice(s, e);
    if ((piece.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) < 3) return;
    const p = probability(model, normaliseForModel(piece));
    if (p > best.p) {
      const lead = piece.length - piece.trimStart().length;
      best = { p, start: s + lead, end: s + piece.trimEnd().length };
    }
  };
  for (const m of part.matchAll(SENTENCE_END)) {
    const end = window.start + (m.index ?? 0) + m[0].length;
    consider(from, end);
    from = end;
  }
  consider(from, window.end);
  return { start: best.start, end: best.end };
}
