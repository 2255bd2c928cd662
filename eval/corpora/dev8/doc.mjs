// A document under construction: text is appended piece by piece, and every labelled value or hard
// negative records its own span as it is written, so offsets are exact by construction.

/** A labelled value: category and type as the eval format names them. */
export const lab = (category, type, value, soft = false) => ({ category, type, value, soft });
/** A hard negative: a look-alike that must not be reported. */
export const neg = (kind, value) => ({ neg: kind, value });

export class Doc {
  constructor() { this.text = ''; this.labels = []; this.negatives = []; }

  /** Appends a string, a labelled value, a negative, or a list of these. */
  put(piece) {
    if (piece === undefined || piece === null || piece === false) return this;
    if (Array.isArray(piece)) { for (const p of piece) this.put(p); return this; }
    if (typeof piece === 'string' || typeof piece === 'number') { this.text += String(piece); return this; }
    const start = this.text.length;
    this.text += piece.value;
    const end = this.text.length;
    if (piece.neg) this.negatives.push({ start, end, kind: piece.neg, value: piece.value });
    else {
      const l = { start, end, category: piece.category, type: piece.type, value: piece.value };
      if (piece.soft) l.soft = true;
      this.labels.push(l);
    }
    return this;
  }

  /** Tagged template: doc.f`Name: ${nameLabel}\n` */
  f(strings, ...values) {
    strings.forEach((s, i) => { this.text += s; if (i < values.length) this.put(values[i]); });
    return this;
  }

  /** Fills a phrase with {0}, {1} … slots. */
  fill(phrase, ...values) {
    const parts = phrase.split(/\{(\d)\}/);
    parts.forEach((p, i) => { if (i % 2 === 0) this.text += p; else this.put(values[Number(p)]); });
    return this;
  }

  nl(n = 1) { this.text += '\n'.repeat(n); return this; }
}

/** Plain text of a piece (for building composite strings such as JSON lines). */
export const plain = (p) => (p === undefined || p === null ? '' : typeof p === 'string' ? p : Array.isArray(p) ? p.map(plain).join('') : p.value);

/** Wraps a value: the same label with a transformed text (escaped newlines, spaced OCR, …). */
export const map = (p, fn, typeSuffix) => (p.neg ? neg(p.neg, fn(p.value)) : { ...p, value: fn(p.value), type: typeSuffix ? `${p.type}${typeSuffix}` : p.type });

/** JSON string literal of a piece, keeping the label on the escaped text (quotes outside). */
export const jsonStr = (p) => (typeof p === 'string' ? JSON.stringify(p) : ['"', map(p, (v) => JSON.stringify(v).slice(1, -1)), '"']);
