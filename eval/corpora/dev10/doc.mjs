// Document builder: text is assembled from plain strings, labelled fields and negatives, so every
// span is exact by construction.
export class Doc {
  constructor() { this.text = ''; this.labels = []; this.negatives = []; }
  put(x) {
    if (x == null || x === false) return this;
    if (Array.isArray(x)) { for (const y of x) this.put(y); return this; }
    if (typeof x === 'string' || typeof x === 'number') { this.text += String(x); return this; }
    const start = this.text.length; this.text += x.value; const end = this.text.length;
    if (x.neg) this.negatives.push({ start, end, kind: x.neg, value: x.value });
    else { const l = { start, end, category: x.category, type: x.type, value: x.value }; if (x.soft) l.soft = true; if (x.encoding) l.encoding = x.encoding; this.labels.push(l); }
    return this;
  }
  // tagged template: b.w`Name: ${field}\n`
  w(strings, ...vals) { strings.forEach((s, i) => { this.text += s; if (i < vals.length) this.put(vals[i]); }); return this; }
  ln(...parts) { this.put(parts); this.text += '\n'; return this; }
  embed(inner) {
    const off = this.text.length; this.text += inner.text;
    for (const l of inner.labels) this.labels.push({ ...l, start: l.start + off, end: l.end + off });
    for (const n of inner.negatives) this.negatives.push({ ...n, start: n.start + off, end: n.end + off });
    return this;
  }
}
// Splits a template string on {X} placeholders and substitutes parts from map.
export function tpl(str, map) {
  const out = []; let last = 0; const re = /\{([A-Z])\}/g; let m;
  while ((m = re.exec(str))) { out.push(str.slice(last, m.index)); out.push(map[m[1]]); last = re.lastIndex; }
  out.push(str.slice(last)); return out;
}
// Produces a variant of a field as it appears inside some syntax (JSON escaping, URL encoding ...).
export const withValue = (f, value, extra = {}) => ({ ...f, value, ...extra });
