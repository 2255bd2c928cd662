// Builds one labelled document: text is appended piece by piece, and every labelled value or
// hard negative records its own UTF-16 span as it is written, so spans cannot drift.

/** A labelled value: category and type as the eval corpus format names them. */
export const lab = (category, type, value, soft = false) => ({ category, type, value: String(value), soft });
/** A labelled value made of parts (an address over several lines, a URL holding a password). */
export const group = (category, type, parts, soft = false) => ({ category, type, parts, soft });
/** A hard negative: a look-alike that names no one and opens nothing. */
export const neg = (kind, value) => ({ neg: kind, value: String(value) });

export class Doc {
  constructor() {
    this.text = '';
    this.labels = [];
    this.negatives = [];
  }
  put(part) {
    if (part === null || part === undefined || part === false) return this;
    if (typeof part === 'string' || typeof part === 'number') { this.text += String(part); return this; }
    if (Array.isArray(part)) { for (const p of part) this.put(p); return this; }
    const start = this.text.length;
    if (part.parts) this.put(part.parts);
    else this.text += part.value;
    const end = this.text.length;
    if (part.neg) this.negatives.push({ start, end, kind: part.neg, value: this.text.slice(start, end) });
    else if (part.category) {
      const label = { start, end, category: part.category, type: part.type, value: this.text.slice(start, end) };
      if (part.soft) label.soft = true;
      this.labels.push(label);
    }
    return this;
  }
  /** Tagged template: `doc.w\`Name: ${lab(...)}\n\``. */
  w(strings, ...values) {
    strings.forEach((s, i) => { this.text += s; if (i < values.length) this.put(values[i]); });
    return this;
  }
  line(...parts) { this.put(parts); this.text += '\n'; return this; }
  finish(id, kind, language, locale) {
    const byStart = (a, b) => a.start - b.start || b.end - a.end;
    const doc = { id, kind };
    if (language) doc.language = language;
    if (locale) doc.locale = locale;
    doc.text = this.text;
    doc.labels = this.labels.sort(byStart);
    doc.negatives = this.negatives.sort(byStart);
    return doc;
  }
}
