// Document builder: text is concatenated piece by piece, so offsets are exact by construction.
export const ENCODINGS = ['json_escaped', 'url_encoded', 'base64', 'html_entities', 'mrz'];

export function jsonEsc(s, ascii = false) { const e = JSON.stringify(s).slice(1, -1); return ascii ? e.replace(/[\u007f-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0')) : e; }
export function urlEnc(s) { return encodeURIComponent(s); }
export function b64(s) { return Buffer.from(s, 'utf8').toString('base64'); }
export function htmlEnt(s) {
  return s.replace(/[&<>"'@.\u00a0-\uffff]/g, (c) => {
    if (c === '&') return '&amp;'; if (c === '<') return '&lt;'; if (c === '>') return '&gt;';
    if (c === '"') return '&quot;'; if (c === '@') return '&#64;'; if (c === '.') return '&#46;';
    return '&#' + c.codePointAt(0) + ';';
  });
}
export function encode(enc, s) {
  switch (enc) {
    case 'json_escaped': return jsonEsc(s);
    case 'url_encoded': return urlEnc(s);
    case 'base64': return b64(s);
    case 'html_entities': return htmlEnt(s);
    default: return s;
  }
}

export class Doc {
  constructor() { this.text = ''; this.labels = []; this.negatives = []; this.mode = null; }
  // mode: null | 'json' (values get JSON-escaped automatically when needed)
  t(...parts) { for (const p of parts) this.text += String(p); return this; }
  nl(n = 1) { this.text += '\n'.repeat(n); return this; }
  _esc(s) { return this.mode === 'json' ? jsonEsc(s, this.asciiJson) : s; }
  // append a labelled sensitive value
  v(category, type, value, opts = {}) {
    if (value == null || value === '') return this;
    let shown = String(value), encoding = opts.encoding;
    if (!encoding && this.mode === 'json') {
      const e = jsonEsc(shown, this.asciiJson);
      if (e !== shown) encoding = 'json_escaped';
      shown = e;
    } else if (encoding && encoding !== 'mrz' && !opts.pre) {
      const raw = shown;
      shown = encode(encoding, shown);
      if (shown === raw) encoding = undefined;
      if (this.mode === 'json') { const e = jsonEsc(shown, this.asciiJson); if (e !== shown && !encoding) encoding = 'json_escaped'; shown = e; }
    }
    const start = this.text.length;
    this.text += shown;
    const lab = { start, end: this.text.length, category, type, value: shown };
    if (opts.soft) lab.soft = true;
    if (encoding) lab.encoding = encoding;
    this.labels.push(lab);
    return this;
  }
  // append a hard negative (look-alike)
  n(kind, value) {
    if (value == null || value === '') return this;
    if (this.clean) { this.text += this.cleanFill || ''; return this; }
    const shown = this._esc(String(value));
    const start = this.text.length;
    this.text += shown;
    this.negatives.push({ start, end: this.text.length, kind, value: shown });
    return this;
  }
  // plain string (escaped in json mode)
  s(str) { this.text += this._esc(String(str)); return this; }
  // embed another doc's content at current position (offset shift)
  embed(other, transform = null) {
    // transform: 'json' -> JSON-escape the embedded text, recomputing offsets piecewise
    const base = this.text.length;
    if (!transform) {
      this.text += other.text;
      for (const l of other.labels) this.labels.push({ ...l, start: l.start + base, end: l.end + base });
      for (const n of other.negatives) this.negatives.push({ ...n, start: n.start + base, end: n.end + base });
      return this;
    }
    // json escape: walk through spans in order
    const spans = [
      ...other.labels.map((l) => ({ ...l, _t: 'l' })),
      ...other.negatives.map((n) => ({ ...n, _t: 'n' })),
    ].sort((a, b) => a.start - b.start || a.end - b.end);
    let pos = 0;
    // negatives may overlap labels in theory; we skip negatives overlapping earlier spans
    for (const sp of spans) {
      if (sp.start < pos) continue;
      this.text += jsonEsc(other.text.slice(pos, sp.start), this.asciiJson);
      const raw = other.text.slice(sp.start, sp.end);
      const esc = jsonEsc(raw, this.asciiJson);
      const st = this.text.length;
      this.text += esc;
      if (sp._t === 'l') {
        const { _t, ...l } = sp;
        const nl = { ...l, start: st, end: this.text.length, value: esc };
        if (esc !== raw && !nl.encoding) nl.encoding = 'json_escaped';
        this.labels.push(nl);
      } else {
        const { _t, ...n } = sp;
        this.negatives.push({ ...n, start: st, end: this.text.length, value: esc });
      }
      pos = sp.end;
    }
    this.text += jsonEsc(other.text.slice(pos), this.asciiJson);
    return this;
  }
}

// Fill a template "...{name}...{phone}..." using a map of key -> (doc)=>void
export function fill(d, tpl, map) {
  const re = /\{(\w+)\}/g;
  let last = 0, m;
  while ((m = re.exec(tpl))) {
    d.t(tpl.slice(last, m.index));
    const f = map[m[1]];
    if (typeof f === 'function') f(d); else if (f != null) d.t(f); else d.t(m[0]);
    last = re.lastIndex;
  }
  d.t(tpl.slice(last));
  return d;
}
