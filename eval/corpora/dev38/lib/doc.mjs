// Document builder: concatenates text pieces and records label / negative offsets (UTF-16).
// Pieces: string | L(...) label item | N(...) negative item | array of pieces | null/false (skipped).

export const L = (cat, type, v, extra = {}) => ({ k: 'L', cat, type, v: String(v), ...extra });
export const N = (kind, v) => ({ k: 'N', kind, v: String(v) });
export const isItem = (x) => x && typeof x === 'object' && (x.k === 'L' || x.k === 'N');
export const val = (x) => (isItem(x) ? x.v : x == null ? '' : String(x));

const OCR_SUB = { l: '1', I: 'l', O: '0', o: '0', e: 'c', a: 'o', S: '5', B: '8', i: 'í', rn: 'm', m: 'rn', ',': '.', '.': ',', u: 'v', h: 'b', n: 'ri', t: 'f', E: 'F', g: 'q', 'ü': 'u', 'é': 'e', 'ä': 'a' };

export class Doc {
  constructor(r) { this.r = r; this.text = ''; this.labels = []; this.negatives = []; this.ocr = 0; }
  ocrNoise(s, rate) {
    if (!rate) return s;
    let out = '';
    for (let i = 0; i < s.length; i++) {
      const c = s[i];
      const pair = s.slice(i, i + 2);
      if (pair === 'rn' && this.r.chance(rate * 2)) { out += 'm'; i++; continue; }
      if (OCR_SUB[c] && /\S/.test(c) && this.r.chance(rate)) { out += OCR_SUB[c]; continue; }
      if (c === ' ' && this.r.chance(rate / 3) && i > 0 && i < s.length - 1) { out += '  '; continue; }
      if (/[a-z]/.test(c) && i > 0 && i < s.length - 1 && /[a-z]/.test(s[i + 1]) && this.r.chance(rate / 4)) { out += c + ' '; continue; }
      out += c;
    }
    return out;
  }
  add(...items) {
    for (const it of items.flat(Infinity)) {
      if (it == null || it === false || it === '') continue;
      if (typeof it === 'string' || typeof it === 'number') { this.text += this.ocrNoise(String(it), this.ocr); continue; }
      if (it.k === 'L') {
        let v = it.v;
        if (this.ocr && !it.enc && (it.cat === 'person_name' || it.cat === 'street_address')) v = this.ocrNoise(v, this.ocr / 3).trim();
        const start = this.text.length; this.text += v;
        const lab = { start, end: this.text.length, category: it.cat, type: it.type, value: v };
        if (it.enc) lab.encoding = it.enc;
        if (it.soft) lab.soft = true;
        this.labels.push(lab);
      } else if (it.k === 'N') {
        const start = this.text.length; this.text += it.v;
        this.negatives.push({ start, end: this.text.length, kind: it.kind, value: it.v });
      } else throw new Error('bad piece ' + JSON.stringify(it));
    }
    return this;
  }
  get length() { return this.text.length; }
}

// ---------- encoders ----------
const NAMED = { 'ä': 'auml', 'ö': 'ouml', 'ü': 'uuml', 'Ä': 'Auml', 'Ö': 'Ouml', 'Ü': 'Uuml', 'ß': 'szlig', 'é': 'eacute', 'è': 'egrave', 'ê': 'ecirc', 'á': 'aacute', 'à': 'agrave', 'â': 'acirc', 'í': 'iacute', 'ó': 'oacute', 'ò': 'ograve', 'ô': 'ocirc', 'ú': 'uacute', 'ñ': 'ntilde', 'ç': 'ccedil', 'ã': 'atilde', 'õ': 'otilde', 'å': 'aring', 'ø': 'oslash', 'æ': 'aelig', 'É': 'Eacute', 'Å': 'Aring', 'ë': 'euml', 'ï': 'iuml' };
export const NAMED_REV = Object.fromEntries(Object.entries(NAMED).map(([k, v]) => [v, k]));
export const ENC = {
  json: (s, ascii) => { let x = JSON.stringify(s).slice(1, -1); if (ascii) x = x.replace(/[\u0080-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0')); return x; },
  jsonSlash: (s) => JSON.stringify(s).slice(1, -1).replace(/\//g, '\\/'),
  url: (s) => encodeURIComponent(s),
  form: (s) => encodeURIComponent(s).replace(/%20/g, '+'),
  html: (s, named) => { let x = s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;'); if (named) x = x.replace(/[^\x00-\x7f]/g, (c) => (NAMED[c] ? `&${NAMED[c]};` : `&#${c.codePointAt(0)};`)); return x; },
  xml: (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
  xmlAttr: (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;'),
  sql: (s) => s.replace(/'/g, "''"),
  csv: (s) => s.replace(/"/g, '""'),
  base64: (s) => Buffer.from(s, 'utf8').toString('base64'),
  yamlDq: (s) => JSON.stringify(s).slice(1, -1),
};
const ENC_LABEL = { json: 'json', jsonSlash: 'json', url: 'url', form: 'url', html: 'html', xml: 'html', xmlAttr: 'html', sql: 'sql', csv: 'csv', base64: 'base64', yamlDq: 'json' };
// encode pieces; items get `enc` when their text changes
export function enc(kind, pieces, opt) {
  const f = ENC[kind];
  const one = (p) => {
    if (p == null || p === false) return p;
    if (Array.isArray(p)) return p.map(one);
    if (typeof p === 'string' || typeof p === 'number') return f(String(p), opt);
    const nv = f(p.v, opt);
    if (nv === p.v) return p;
    if (p.k === 'N') return { ...p, v: nv };
    if (p.enc) throw new Error('double encoding ' + p.type);
    return { ...p, v: nv, enc: ENC_LABEL[kind] };
  };
  return one(pieces);
}

// ---------- renderers ----------
export const pad = (s, n) => s + ' '.repeat(Math.max(0, n - [...s].length));
export const txt = (p) => (Array.isArray(p) ? p.map(txt).join('') : p == null || p === false ? '' : val(p));
const plen = (p) => [...txt(p)].length;

// JSON with pieces as leaves. Leaves: item/string -> JSON string; number/boolean/null raw; {raw: '...'} raw text
export function toJSON(v, opts = {}, depth = 0) {
  const ind = opts.indent == null ? 2 : opts.indent;
  const nl = ind ? '\n' : '', sp = ind ? ' '.repeat(ind * (depth + 1)) : '', spEnd = ind ? ' '.repeat(ind * depth) : '';
  const colon = ind ? ': ' : ':';
  if (v === null) return ['null'];
  if (typeof v === 'number' || typeof v === 'boolean') return [String(v)];
  if (typeof v === 'string' || isItem(v)) return ['"', enc(opts.slash ? 'jsonSlash' : 'json', v, opts.ascii), '"'];
  if (v.str) return ['"', enc(opts.slash ? 'jsonSlash' : 'json', v.str, opts.ascii), '"'];
  if (v.raw != null) return [v.raw];
  if (Array.isArray(v)) {
    if (!v.length) return ['[]'];
    const out = ['[', nl];
    v.forEach((x, i) => { out.push(sp, toJSON(x, opts, depth + 1), i < v.length - 1 ? ',' : '', nl); });
    out.push(spEnd, ']'); return out;
  }
  const keys = Object.keys(v);
  if (!keys.length) return ['{}'];
  const out = ['{', nl];
  keys.forEach((k, i) => { out.push(sp, JSON.stringify(k), colon, toJSON(v[k], opts, depth + 1), i < keys.length - 1 ? ',' : '', nl); });
  out.push(spEnd, '}'); return out;
}

// YAML (block style). Strings that need it are double-quoted with JSON escapes.
const yamlNeedsQuote = (s) => s === '' || /^[\s\-?:,\[\]{}#&*!|>'"%@`]|: |\s#|\s$|^(true|false|null|yes|no|on|off|~)$/i.test(s) || /^[\d.+-]+$/.test(s) || /[\n\t"\\]/.test(s);
export function toYAML(v, depth = 0, inList = false) {
  const sp = '  '.repeat(depth);
  const scalar = (x) => {
    if (x === null) return ['null'];
    if (typeof x === 'number' || typeof x === 'boolean') return [String(x)];
    if (x.raw != null) return [x.raw];
    if (x.str) x = x.str;
    const s = txt(x);
    if (yamlNeedsQuote(s)) return ['"', enc('yamlDq', x), '"'];
    return [x];
  };
  if (Array.isArray(v)) {
    const out = [];
    v.forEach((x) => {
      if (x && typeof x === 'object' && !isItem(x) && x.raw == null && !x.str && !Array.isArray(x)) {
        const keys = Object.keys(x);
        keys.forEach((k, i) => { out.push(i === 0 ? `${sp}- ` : `${sp}  `, k, ':', yamlValue(x[k], depth + 2)); });
      } else out.push(`${sp}- `, scalar(x), '\n');
    });
    return out;
  }
  const out = [];
  for (const k of Object.keys(v)) out.push(sp, k, ':', yamlValue(v[k], depth + 1));
  return out;
  function yamlValue(x, d) {
    if (x && typeof x === 'object' && !isItem(x) && x.raw == null && !x.str) {
      if (Array.isArray(x) && !x.length) return [' []\n'];
      return ['\n', toYAML(x, d)];
    }
    if (x && x.block) return [' |\n', ...x.block.map((line) => ['  '.repeat(d), line, '\n'])];
    return [' ', scalar(x), '\n'];
  }
}

export function toXML(tag, v, depth = 0, ind = '  ') {
  const sp = ind.repeat(depth);
  if (v && typeof v === 'object' && !isItem(v) && v.raw == null && !Array.isArray(v)) {
    const out = [sp, `<${tag}>\n`];
    for (const k of Object.keys(v)) {
      const x = v[k];
      if (Array.isArray(x)) x.forEach((y) => out.push(toXML(k, y, depth + 1, ind)));
      else out.push(toXML(k, x, depth + 1, ind));
    }
    out.push(sp, `</${tag}>\n`); return out;
  }
  if (v == null) return [sp, `<${tag}/>\n`];
  return [sp, `<${tag}>`, enc('xml', v), `</${tag}>\n`];
}

// tables: headers: string[], rows: piece[][]
export function table(style, headers, rows, r) {
  const out = [];
  if (style === 'csv' || style === 'csv;' || style === 'tsv') {
    const sep = style === 'tsv' ? '\t' : style === 'csv;' ? ';' : ',';
    const cell = (p) => {
      const s = txt(p);
      if (style === 'tsv') return [p];
      if (s.includes(sep) || s.includes('"') || s.includes('\n') || (r && r.chance(0.15) && s)) return ['"', enc('csv', p), '"'];
      return [p];
    };
    out.push(headers.join(sep), '\n');
    for (const row of rows) { row.forEach((c, i) => { out.push(i ? sep : '', cell(c)); }); out.push('\n'); }
    return out;
  }
  if (style === 'md') {
    out.push('| ', headers.join(' | '), ' |\n|', headers.map(() => '---').join('|'), '|\n');
    for (const row of rows) { out.push('| '); row.forEach((c, i) => out.push(i ? ' | ' : '', c)); out.push(' |\n'); }
    return out;
  }
  if (style === 'fixed' || style === 'box') {
    const w = headers.map((h, i) => Math.max([...h].length, ...rows.map((row) => plen(row[i]))));
    const line = (cells, isHeader) => {
      const o = [style === 'box' ? '| ' : ''];
      cells.forEach((c, i) => { o.push(i ? (style === 'box' ? ' | ' : '  ') : '', c, ' '.repeat(w[i] - plen(c))); });
      o.push(style === 'box' ? ' |' : ''); return o;
    };
    const trimEnd = (arr) => arr; // trailing pad spaces are plain text, labels never include them
    if (style === 'box') out.push('+', w.map((x) => '-'.repeat(x + 2)).join('+'), '+\n');
    out.push(trimEnd(line(headers, true)), '\n');
    out.push(style === 'box' ? '+' + w.map((x) => '='.repeat(x + 2)).join('+') + '+' : w.map((x) => '-'.repeat(x)).join('  '), '\n');
    for (const row of rows) out.push(line(row), '\n');
    if (style === 'box') out.push('+', w.map((x) => '-'.repeat(x + 2)).join('+'), '+\n');
    return out;
  }
  if (style === 'html') {
    out.push('<table>\n  <tr>', headers.map((h) => `<th>${h}</th>`).join(''), '</tr>\n');
    for (const row of rows) { out.push('  <tr>'); row.forEach((c) => out.push('<td>', enc('html', c), '</td>')); out.push('</tr>\n'); }
    out.push('</table>\n'); return out;
  }
  throw new Error('table style ' + style);
}

// key/value form
export function kv(fields, style = 'colon', r) {
  const out = [];
  const w = Math.max(...fields.map(([k]) => [...k].length));
  for (const [k, v] of fields) {
    if (v == null || v === false) continue;
    if (style === 'colon') out.push(k, ': ', v, '\n');
    else if (style === 'aligned') out.push(pad(k + ':', w + 2), v, '\n');
    else if (style === 'dots') out.push(k, ' ', '.'.repeat(Math.max(2, w + 3 - [...k].length)), ' ', v, '\n');
    else if (style === 'bracket') out.push('[', k, '] ', v, '\n');
    else if (style === 'pipe') out.push('| ', k, ' | ', v, ' |\n');
    else if (style === 'underscore') out.push(k, ': ', v, '\n', '_'.repeat(Math.min(40, [...k].length + plen(v) + 2)), '\n');
  }
  return out;
}
