// Document builder: text is assembled from parts, so every label offset is exact by construction.
export const lab = (category, type, value, soft) => ({ s: value, lab: { category, type, ...(soft ? { soft: true } : {}) } });
export const neg = (kind, value) => ({ s: value, neg: { kind } });
const ENC = {
  json: [(s) => JSON.stringify(s).slice(1, -1), 'json_escaped'],
  jsonascii: [(s) => JSON.stringify(s).slice(1, -1).replace(/[\u0080-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0')), 'json_escaped'],
  url: [(s) => encodeURIComponent(s), 'url_encoded'],
  base64: [(s) => Buffer.from(s).toString('base64'), 'base64'],
  html: [(s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'), 'html_entities'],
  htmlat: [(s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/@/g, '&#64;'), 'html_entities'],
};
export class Doc {
  constructor() { this.parts = []; }
  t(...ss) { for (const s of ss) if (s) this.parts.push({ s: String(s) }); return this; }
  // put a cell (string | labelled part | array of those), optionally through an encoder
  put(cell, enc) {
    if (cell == null) return this;
    if (Array.isArray(cell)) { for (const c of cell) this.put(c, enc); return this; }
    if (typeof cell === 'string' || typeof cell === 'number') { const s = String(cell); this.parts.push({ s: enc ? ENC[enc][0](s) : s }); return this; }
    let s = cell.s; const part = { ...cell };
    if (enc) { const [f, name] = ENC[enc]; const e = f(s); if (e !== s || name === 'base64') { if (part.lab) part.lab = { ...part.lab, encoding: name }; } s = e; }
    if (part.lab && part.encOverride) part.lab = { ...part.lab, encoding: part.encOverride };
    part.s = s; this.parts.push(part); return this;
  }
  L(cat, type, value, soft) { return this.put(lab(cat, type, value, soft)); }
  N(kind, value) { return this.put(neg(kind, value)); }
  embed(inner, enc) { for (const p of inner.parts) this.put(p.lab || p.neg ? p : p.s, enc); return this; }
  json(v, ind = 2, enc = 'json', level = 0) {
    const pad = ind ? '\n' + ' '.repeat(ind * (level + 1)) : '', end = ind ? '\n' + ' '.repeat(ind * level) : '';
    if (v === null || typeof v === 'number' || typeof v === 'boolean') return this.t(String(v));
    if (typeof v === 'string' || v.s !== undefined || (Array.isArray(v) && v.cellList)) { this.t('"'); this.put(v, enc); return this.t('"'); }
    if (Array.isArray(v)) { if (!v.length) return this.t('[]'); this.t('['); v.forEach((x, i) => { this.t(i ? ',' : '', pad); this.json(x, ind, enc, level + 1); }); return this.t(end, ']'); }
    const ks = Object.keys(v); if (!ks.length) return this.t('{}');
    this.t('{'); ks.forEach((k, i) => { this.t(i ? ',' : '', pad, JSON.stringify(k), ind ? ': ' : ':'); this.json(v[k], ind, enc, level + 1); }); return this.t(end, '}');
  }
  text() { return this.parts.map((p) => p.s).join(''); }
  finish() {
    let off = 0; const labels = [], negatives = [];
    for (const p of this.parts) {
      const st = off; off += p.s.length;
      if (!p.s.length) continue;
      if (p.lab) labels.push({ start: st, end: off, category: p.lab.category, type: p.lab.type, value: p.s, ...(p.lab.soft ? { soft: true } : {}), ...(p.lab.encoding ? { encoding: p.lab.encoding } : {}) });
      else if (p.neg) negatives.push({ start: st, end: off, kind: p.neg.kind, value: p.s });
    }
    return { text: this.text(), labels, negatives };
  }
}
export const cells = (...xs) => Object.assign(xs, { cellList: true });
