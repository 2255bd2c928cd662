// Builds a document by appending pieces, so every label and hard negative records its exact UTF-16
// span as it is written: a span can never drift from its value.

export class DocBuilder {
  constructor() {
    this.text = '';
    this.labels = [];
    this.negatives = [];
  }
  /** plain text */
  t(...parts) {
    for (const p of parts) this.text += p;
    return this;
  }
  /** a labelled value */
  v(category, type, value, soft = false) {
    const start = this.text.length;
    this.text += value;
    const label = { start, end: this.text.length, category, type, value };
    if (soft) label.soft = true;
    this.labels.push(label);
    return this;
  }
  /** a hard negative: a look-alike that must not be reported */
  n(kind, value) {
    const start = this.text.length;
    this.text += value;
    this.negatives.push({ start, end: this.text.length, kind, value });
    return this;
  }
  /** a value from the generators: {category, type, value, soft?}, {neg, value}, a string or a function of the builder */
  put(x) {
    if (x == null) return this;
    if (typeof x === 'string') return this.t(x);
    if (typeof x === 'function') { x(this); return this; }
    if (x.neg) return this.n(x.neg, x.value);
    return this.v(x.category, x.type, x.value, x.soft);
  }
  /** fills "text {slot} text" where each slot is something put() accepts */
  f(template, slots = {}) {
    const re = /\{(\w+)\}/g;
    let last = 0;
    let m;
    while ((m = re.exec(template))) {
      this.t(template.slice(last, m.index));
      if (m[1] in slots) this.put(slots[m[1]]);
      else this.t(m[0]);
      last = m.index + m[0].length;
    }
    return this.t(template.slice(last));
  }
  /** appends another builder's content, shifting its spans */
  append(other) {
    const off = this.text.length;
    this.text += other.text;
    for (const l of other.labels) this.labels.push({ ...l, start: l.start + off, end: l.end + off });
    for (const n of other.negatives) this.negatives.push({ ...n, start: n.start + off, end: n.end + off });
    return this;
  }
}

/** a labelled value to put() later */
export const L = (category, type, value, soft = false) => ({ category, type, value, ...(soft ? { soft } : {}) });
/** a hard negative to put() later */
export const N = (kind, value) => ({ neg: kind, value });
