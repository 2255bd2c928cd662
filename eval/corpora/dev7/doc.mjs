// Builds one labelled document by appending pieces: a plain string is text, L(...) a labelled
// value and N(...) a hard negative. Offsets are taken while writing, so every span is exact.

export const L = (category, type, value, soft = false, encoding) => ({ label: true, category, type, value: String(value), soft, encoding });
export const N = (kind, value) => ({ negative: true, kind, value: String(value) });

export class DocBuilder {
  constructor() { this.text = ''; this.labels = []; this.negatives = []; }
  /** Appends pieces: strings, L(...) labels, N(...) negatives, arrays of those, or null/undefined (skipped). */
  w(...pieces) {
    for (const p of pieces) {
      if (p === null || p === undefined || p === false) continue;
      if (Array.isArray(p)) { this.w(...p); continue; }
      if (typeof p === 'string' || typeof p === 'number') { this.text += String(p); continue; }
      if (p.nest) { this.nested(p, p.pieces); continue; }
      const start = this.text.length;
      this.text += p.value;
      const end = this.text.length;
      if (p.label) {
        const label = { start, end, category: p.category, type: p.type, value: p.value };
        if (p.soft) label.soft = true;
        if (p.encoding) label.encoding = p.encoding;
        this.labels.push(label);
      } else if (p.negative) this.negatives.push({ start, end, kind: p.kind, value: p.value });
    }
    return this;
  }
  /** Appends a line (pieces then a newline). */
  line(...pieces) { return this.w(...pieces, '\n'); }
  /** Labels a value that sits inside text already written or about to be written as a whole (e.g. a password inside a connection string). */
  nested(outer, innerPieces) {
    // outer: L(...) for the whole; innerPieces: pieces making up the whole, some of them labels.
    const start = this.text.length;
    this.w(...innerPieces);
    const end = this.text.length;
    const value = this.text.slice(start, end);
    const label = { start, end, category: outer.category, type: outer.type, value };
    if (outer.soft) label.soft = true;
    this.labels.push(label);
    return this;
  }
  finish(meta) {
    return { id: meta.id, kind: meta.kind, ...(meta.language ? { language: meta.language } : {}), ...(meta.locale ? { locale: meta.locale } : {}), text: this.text, labels: this.labels.sort((a, b) => a.start - b.start || b.end - a.end), negatives: this.negatives };
  }
}

/** A composite piece: a labelled whole made of sub-pieces that may carry their own labels (a connection string and its password). */
export const Nest = (category, type, pieces, soft = false) => ({ nest: true, category, type, pieces, soft });
