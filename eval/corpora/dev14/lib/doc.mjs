// Document builder: text is appended piecewise; labelled values and negatives record their exact spans.
export const ESC = {
  none: (s) => s,
  json: (s) => JSON.stringify(s).slice(1, -1),
  jsonAscii: (s) => JSON.stringify(s).slice(1, -1).replace(/[\u0080-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0')),
  percent: (s) => encodeURIComponent(s),
  form: (s) => encodeURIComponent(s).replace(/%20/g, '+'),
  xml: (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'),
  sql: (s) => s.replace(/'/g, "''"),
  py: (s) => s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n'),
  dq: (s) => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n'),
  csv: (s) => (/[",\n;]/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s),
  base64: (s) => Buffer.from(s, 'utf8').toString('base64'),
  mimeB64: (s) => `=?UTF-8?B?${Buffer.from(s, 'utf8').toString('base64')}?=`,
  qp: (s) => [...Buffer.from(s, 'utf8')].map((b) => (b >= 33 && b <= 126 && b !== 61) || b === 32 ? String.fromCharCode(b) : '=' + b.toString(16).toUpperCase().padStart(2, '0')).join(''),
  collapse: (s) => s.replace(/\n/g, ' '),
  lit_n: (s) => s.replace(/\n/g, '\\n'),
};
const ENC_NAME = { jsonAscii: 'json_unicode_escape', percent: 'percent', form: 'form_urlencoded', base64: 'base64', mimeB64: 'mime_encoded_word', qp: 'quoted_printable', json: 'json_escape', xml: 'xml_entities', dq: 'backslash_escape', py: 'backslash_escape', collapse: 'newlines_collapsed', lit_n: 'newlines_escaped', sql: 'sql_quote', csv: 'csv_quote' };

export class Doc {
  constructor(ctx) { this.ctx = ctx; this.parts = []; this.len = 0; this.labels = []; this.negatives = []; }
  t(...ss) { for (const s of ss) { const x = String(s); this.parts.push(x); this.len += x.length; } return this; }
  get text() { return this.parts.join(''); }
  // item: {v, cat, type, soft?}; esc: name of ESC function
  put(item, esc = 'none') {
    if (!item) return this;
    if (item.n !== undefined) return this.neg(item, esc);
    const shown = ESC[esc](item.v);
    const start = this.len; this.t(shown);
    const lab = { start, end: this.len, category: item.cat, type: item.type, value: shown };
    if (item.soft) lab.soft = true;
    const enc = item.enc || (shown !== item.v ? ENC_NAME[esc] : undefined);
    if (enc) lab.encoding = enc;
    this.labels.push(lab); this.ctx.count(item.cat, item.soft);
    return this;
  }
  neg(n, esc = 'none') { const shown = ESC[esc](n.n); const start = this.len; this.t(shown); this.negatives.push({ start, end: this.len, kind: n.kind, value: shown }); return this; }
  // truncated presentation of a long value: visible prefix labelled (hard), then an ellipsis
  putTrunc(item, keep, mark = '…') { const vis = item.v.slice(0, keep); this.put({ ...item, v: vis, type: item.type + '_truncated' }); this.t(mark); return this; }
  // embed a sub-document, escaping each piece (per-character escapes only)
  embed(sub, esc = 'json') {
    const spans = [...sub.labels.map((l) => ({ ...l, L: true })), ...sub.negatives.map((n) => ({ ...n, L: false }))].sort((a, b) => a.start - b.start);
    const text = sub.text; let pos = 0;
    for (const s of spans) {
      if (s.start < pos) continue;
      this.t(ESC[esc](text.slice(pos, s.start)));
      const raw = text.slice(s.start, s.end); const shown = ESC[esc](raw); const st = this.len; this.t(shown);
      if (s.L) { const l = { start: st, end: this.len, category: s.category, type: s.type, value: shown }; if (s.soft) l.soft = true; const enc = shown !== raw ? (s.encoding ? s.encoding + '+' + ENC_NAME[esc] : ENC_NAME[esc]) : s.encoding; if (enc) l.encoding = enc; this.labels.push(l); this.ctx.count(s.category, s.soft); }
      else this.negatives.push({ start: st, end: this.len, kind: s.kind, value: shown });
      pos = s.end;
    }
    this.t(ESC[esc](text.slice(pos)));
    return this;
  }
  sub() { return new Doc({ ...this.ctx, count: () => {} }); }
}

// ---------------------------------------------------------------- record rendering
// entries: [[key, val], ...]; val: primitive | item {v,cat,..} | neg {n,kind} | {obj:entries} | {arr:[vals]} | {raw:string}
const isItem = (v) => v && typeof v === 'object' && (v.cat !== undefined || v.n !== undefined);
export function render(d, entries, style, opt = {}) {
  const R = d.ctx.R; const ind = opt.indent ?? 0; const pretty = opt.pretty;
  const val = (v, esc, quote) => {
    if (v && v.raw !== undefined) { d.t(v.raw); return; }
    if (v && v.pre !== undefined) { if (quote) d.t(quote); d.t(v.pre); d.put(v.i, esc); if (quote) d.t(quote); return; }
    if (isItem(v)) { const num = v.num; if (quote && !num) d.t(quote); d.put(v, esc); if (quote && !num) d.t(quote); return; }
    if (typeof v === 'number' || typeof v === 'boolean' || v === null) { d.t(String(v)); return; }
    if (quote) d.t(quote); d.t(ESC[esc](String(v))); if (quote) d.t(quote);
  };
  const nl = (lvl) => (pretty ? '\n' + ' '.repeat(lvl * 2) : '');
  switch (style) {
    case 'json': {
      const esc = opt.ascii ? 'jsonAscii' : 'json';
      const walk = (ents, lvl) => {
        d.t('{');
        ents.forEach(([k, v], i) => {
          d.t(nl(lvl + 1), JSON.stringify(k), pretty ? ': ' : ':');
          if (v && v.obj) walk(v.obj, lvl + 1);
          else if (v && v.arr) { d.t('['); v.arr.forEach((x, j) => { if (x && x.obj) walk(x.obj, lvl + 1); else val(x, esc, '"'); if (j < v.arr.length - 1) d.t(pretty ? ', ' : ','); }); d.t(']'); }
          else val(v, esc, '"');
          if (i < ents.length - 1) d.t(',');
        });
        d.t(nl(lvl), '}');
      };
      walk(entries, ind); return;
    }
    case 'logfmt': entries.forEach(([k, v], i) => { if (i) d.t(' '); d.t(k, '='); const s = isItem(v) ? (v.v ?? v.n) : String(v?.raw ?? v); val(v, 'dq', /[\s"=]/.test(s) || s === '' ? '"' : ''); }); return;
    case 'kv': entries.forEach(([k, v], i) => { if (i) d.t(opt.sep ?? ', '); d.t(k, opt.kvsep ?? ': '); val(v, 'none', ''); }); return;
    case 'query': entries.forEach(([k, v], i) => { if (i) d.t('&'); d.t(encodeURIComponent(k), '='); val(v, opt.form ? 'form' : 'percent', ''); }); return;
    case 'py': { const walk = (ents) => { d.t('{'); ents.forEach(([k, v], i) => { d.t(`'${k}': `); if (v && v.obj) walk(v.obj); else if (typeof v === 'number' || (isItem(v) && v.num)) val(v, 'none', ''); else val(v, 'py', "'"); if (i < ents.length - 1) d.t(', '); }); d.t('}'); }; walk(entries); return; }
    case 'ruby': { const walk = (ents) => { d.t('{'); ents.forEach(([k, v], i) => { d.t(`"${k}"=>`); if (v && v.obj) walk(v.obj); else val(v, 'dq', '"'); if (i < ents.length - 1) d.t(', '); }); d.t('}'); }; walk(entries); return; }
    case 'java': { const walk = (cls, ents) => { d.t(cls, '{'); ents.forEach(([k, v], i) => { d.t(k, '='); if (v && v.obj) walk(v.cls || 'Object', v.obj); else if (typeof v === 'number' || (isItem(v) && v.num)) val(v, 'none', ''); else val(v, 'none', "'"); if (i < ents.length - 1) d.t(', '); }); d.t('}'); }; walk(opt.cls || 'Record', entries); return; }
    case 'go': { const walk = (ents) => { d.t(opt.amp ? '&{' : '{'); ents.forEach(([k, v], i) => { d.t(k[0].toUpperCase() + k.slice(1).replace(/_(\w)/g, (_, c) => c.toUpperCase()), ':'); if (v && v.obj) walk(v.obj); else val(v, 'none', ''); if (i < ents.length - 1) d.t(' '); }); d.t('}'); }; walk(entries); return; }
    case 'php': { const walk = (ents, lvl) => { const pad = ' '.repeat(lvl * 8); d.t('Array\n', pad, '(\n'); ents.forEach(([k, v]) => { d.t(pad, '    [', k, '] => '); if (v && v.obj) walk(v.obj, lvl + 1); else val(v, 'none', ''); d.t('\n'); }); d.t(pad, ')\n'); }; walk(entries, 0); return; }
    case 'dotnet': { const walk = (ents) => { d.t('{ '); ents.forEach(([k, v], i) => { d.t(k[0].toUpperCase() + k.slice(1), ' = '); if (v && v.obj) walk(v.obj); else val(v, 'none', ''); if (i < ents.length - 1) d.t(', '); }); d.t(' }'); }; walk(entries); return; }
    case 'yaml': { const walk = (ents, lvl) => { ents.forEach(([k, v]) => { d.t(' '.repeat(lvl * 2), k, ':'); if (v && v.obj) { d.t('\n'); walk(v.obj, lvl + 1); } else { d.t(' '); const s = isItem(v) ? (v.v ?? v.n) : String(v); if (isItem(v) && /\n/.test(s)) { d.t('|\n' + ' '.repeat(lvl * 2 + 2)); const sub = d.sub(); sub.put(v); const pre = ' '.repeat(lvl * 2 + 2); embedIndented(d, sub, pre); } else val(v, 'dq', /[:#{}\[\],&*?|<>=!%@`'"]|^\s|\s$|^$/.test(s) ? '"' : ''); d.t('\n'); } }); }; walk(entries, ind); return; }
    case 'xml': { const walk = (ents, lvl) => { ents.forEach(([k, v]) => { d.t(nl(lvl), `<${k}>`); if (v && v.obj) { walk(v.obj, lvl + 1); d.t(nl(lvl)); } else val(v, 'xml', ''); d.t(`</${k}>`); }); }; walk(entries, ind); return; }
  }
  throw new Error('unknown style ' + style);
}
// multi-line value inside a YAML block scalar: every newline gets the indent (label spans the indented text)
function embedIndented(d, sub, pre) { const l = sub.labels[0]; const shown = l.value.replace(/\n/g, '\n' + pre); const start = d.len; d.t(shown); d.labels.push({ ...l, start, end: d.len, value: shown, ...(shown !== l.value ? { encoding: 'yaml_block_indent' } : {}) }); d.ctx.count(l.category, l.soft); }
