// Document builder: appends text and records label/negative offsets (UTF-16, end-exclusive).
export class Doc {
  constructor(negOn = true) { this.s = ''; this.labels = []; this.negatives = []; this.negOn = negOn; }
  t(x) { this.s += x; return this; }
  l(e, enc) { if (!e) return this; const start = this.s.length; let v = e.v; if (enc) v = encode(v, enc); this.s += v; const lab = { start, end: this.s.length, category: e.cat, type: e.type, value: v }; if (e.soft) lab.soft = true; if (enc && v !== e.v) lab.encoding = enc; this.labels.push(lab); return this; }
  n(v, kind) { if (!this.negOn) { this.s += v; return this; } const start = this.s.length; this.s += v; this.negatives.push({ start, end: this.s.length, kind, value: v }); return this; }
}
export function encode(v, enc) {
  switch (enc) {
    case 'json_escaped': return JSON.stringify(v).slice(1, -1);
    case 'url_encoded': return encodeURIComponent(v);
    case 'base64': return Buffer.from(v).toString('base64');
    case 'html_entity': return v.replace(/[&<>"'@.:\/]/g, (c) => c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : `&#${c.charCodeAt(0)};`);
  }
  return v;
}
export function decode(v, enc) {
  switch (enc) {
    case 'json_escaped': return JSON.parse('"' + v + '"');
    case 'url_encoded': return decodeURIComponent(v);
    case 'base64': return Buffer.from(v, 'base64').toString();
    case 'html_entity': return v.replace(/&#(\d+);/g, (m, d) => String.fromCharCode(+d)).replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  }
  return v;
}
// Re-encode a whole finished document chunkwise (for wrappers), keeping offsets aligned.
export function wrapEncode(doc, enc) {
  const cuts = new Set([0, doc.s.length]); for (const x of [...doc.labels, ...doc.negatives]) { cuts.add(x.start); cuts.add(x.end); }
  const cs = [...cuts].sort((a, b) => a - b); const map = new Map(); let out = '';
  for (let i = 0; i < cs.length; i++) { map.set(cs[i], out.length); if (i + 1 < cs.length) out += encode(doc.s.slice(cs[i], cs[i + 1]), enc); }
  const labels = doc.labels.map((x) => { const y = { ...x, start: map.get(x.start), end: map.get(x.end) }; y.value = out.slice(y.start, y.end); if (y.value !== x.value) y.encoding = x.encoding ? enc + '+' + x.encoding : enc; return y; });
  const negatives = doc.negatives.map((x) => ({ ...x, start: map.get(x.start), end: map.get(x.end), value: out.slice(map.get(x.start), map.get(x.end)) }));
  return { s: out, labels, negatives };
}
