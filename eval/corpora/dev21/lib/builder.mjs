// Text builder that records label / negative offsets (UTF-16 code units, i.e. JavaScript string indices).
export class Builder {
  constructor() { this.s = ''; this.labels = []; this.negs = []; }
  t(x) { this.s += x; return this; }
  nl(x = '') { this.s += x + '\n'; return this; }
  v(item) {
    const start = this.s.length; this.s += item.value;
    const l = { start, end: this.s.length, category: item.category, type: item.type, value: item.value };
    if (item.soft) l.soft = true;
    if (item.encoding) l.encoding = item.encoding;
    this.labels.push(l); return this;
  }
  // value inside a double-quoted JSON / code string literal: quotes and backslashes appear escaped
  vj(item) {
    if (item.encoding === 'json_escaped' || !/["\\]/.test(item.value)) return this.v(item);
    return this.v({ ...item, value: JSON.stringify(item.value).slice(1, -1), encoding: 'json_escaped' });
  }
  n(neg, withCtx = true) {
    if (withCtx) this.s += neg.pre;
    const start = this.s.length; this.s += neg.value;
    this.negs.push({ start, end: this.s.length, kind: neg.kind, value: neg.value });
    if (withCtx) this.s += neg.post; return this;
  }
  append(o) { const off = this.s.length; this.s += o.s; for (const l of o.labels) this.labels.push({ ...l, start: l.start + off, end: l.end + off }); for (const n of o.negs) this.negs.push({ ...n, start: n.start + off, end: n.end + off }); return this; }
  get lines() { return this.s.split('\n').length; }
}
