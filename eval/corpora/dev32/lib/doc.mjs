// Document builder: a list of parts {s, L?:{category,type,soft,encoding}, N?:kind}; offsets computed at the end.
export const lab = (category, type, value, o = {}) => ({ s: String(value), L: { category, type, ...(o.soft ? { soft: true } : {}), ...(o.encoding ? { encoding: o.encoding } : {}) } });
export const neg = (kind, value) => ({ s: String(value), N: kind });
export const soft = (category, type, value) => lab(category, type, value, { soft: true });
export class Doc {
  constructor() { this.parts = []; }
  push(v) {
    if (v == null || v === false) return;
    if (Array.isArray(v)) { for (const x of v) this.push(x); return; }
    if (v instanceof Doc) { for (const p of v.parts) this.parts.push({ ...p }); return; }
    if (typeof v === 'object') { if (v.s.length) this.parts.push(v); return; }
    const s = String(v); if (s.length) this.parts.push({ s });
  }
  w(strings, ...vals) { for (let i = 0; i < strings.length; i++) { this.push(strings[i]); if (i < vals.length) this.push(vals[i]); } return this; }
  add(...vals) { for (const v of vals) this.push(v); return this; }
  get length() { let n = 0; for (const p of this.parts) n += p.s.length; return n; }
  // transform every part's text (e.g. JSON-escape for embedding); labels whose text changes get the encoding name
  mapText(fn, encName) {
    const d = new Doc();
    for (const p of this.parts) {
      const s2 = fn(p.s); const q = { ...p, s: s2 };
      if (p.L && s2 !== p.s) q.L = { ...p.L, encoding: encName };
      if (p.N && s2 !== p.s) q.N = p.N; // negatives keep kind
      d.parts.push(q);
    }
    return d;
  }
  finish() {
    let text = '', labels = [], negatives = [];
    for (const p of this.parts) {
      const start = text.length; text += p.s; const end = text.length;
      if (p.L) { const l = { start, end, category: p.L.category, type: p.L.type, value: p.s }; if (p.L.soft) l.soft = true; if (p.L.encoding) l.encoding = p.L.encoding; labels.push(l); }
      else if (p.N) negatives.push({ start, end, kind: p.N, value: p.s });
    }
    return { text, labels, negatives };
  }
}
export const jsonEsc = (s) => JSON.stringify(s).slice(1, -1);
