// Span-tracking text builder: every label/negative is appended through it, so offsets are exact.
export class B {
  constructor() { this.text = ''; this.labels = []; this.negatives = []; }
  t(s) { this.text += s; return this; }
  L(category, type, value, soft) { const start = this.text.length; this.text += value; const l = { start, end: this.text.length, category, type, value }; if (soft) l.soft = true; this.labels.push(l); return this; }
  N(kind, value) { const start = this.text.length; this.text += value; this.negatives.push({ start, end: this.text.length, kind, value }); return this; }
  nl() { this.text += '\n'; return this; }
}
