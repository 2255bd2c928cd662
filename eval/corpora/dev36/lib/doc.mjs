// Document builder: text is appended piece by piece so every label offset is exact by construction.
export const lab = (v, cat, type, extra = {}) => ({ $: 'L', v: String(v), cat, type, ...extra });
export const neg = (v, kind) => ({ $: 'N', v: String(v), kind });
export const soft = (m) => ({ ...m, soft: true });

const HTML_NAMED = { 'ü': 'uuml', 'ö': 'ouml', 'ä': 'auml', 'Ü': 'Uuml', 'Ö': 'Ouml', 'Ä': 'Auml', 'ß': 'szlig', 'é': 'eacute', 'è': 'egrave', 'ê': 'ecirc', 'à': 'agrave', 'á': 'aacute', 'ç': 'ccedil', 'ñ': 'ntilde', 'í': 'iacute', 'ó': 'oacute', 'ú': 'uacute', 'ã': 'atilde', 'õ': 'otilde', 'å': 'aring', 'ø': 'oslash', 'æ': 'aelig', 'Å': 'Aring', 'Ø': 'Oslash', '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' };
export function encHtml(s, atToo = false) {
  let o = '';
  for (const ch of s) {
    if (HTML_NAMED[ch]) o += `&${HTML_NAMED[ch]};`;
    else if (atToo && ch === '@') o += '&#64;';
    else if (atToo && ch === '.') o += '&#46;';
    else if (ch.codePointAt(0) > 127) o += `&#${ch.codePointAt(0)};`;
    else o += ch;
  }
  return o;
}
export function encJson(s) {
  return JSON.stringify(s).slice(1, -1).replace(/[\u007f-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}
export const ENCODERS = {
  url: (s) => encodeURIComponent(s),
  html: (s) => encHtml(s, false),
  html_obfuscated: (s) => encHtml(s, true),
  json: (s) => encJson(s),
  json_raw: (s) => JSON.stringify(s).slice(1, -1),
  base64: (s) => Buffer.from(s, 'utf8').toString('base64'),
  base64url: (s) => Buffer.from(s, 'utf8').toString('base64url'),
  xml: (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/[^\x00-\x7f]/gu, (ch) => `&#${ch.codePointAt(0)};`),
  sql: (s) => s.replace(/'/g, "''"),
  csv: (s) => s.replace(/"/g, '""'),
};
const ENC_NAME = { html_obfuscated: 'html', json_raw: 'json', csv: 'csv', xml: 'html' };
/** encode a label mark; sets `encoding` only when the text actually differs from the raw value */
export function enc(m, how) {
  if (m === null || m === undefined) return m;
  if (typeof m === 'string') return ENCODERS[how](m);
  const v = ENCODERS[how](m.v);
  if (v === m.v) return m;
  const out = { ...m, v };
  if (m.$ === 'L') out.encoding = ENC_NAME[how] || how;
  return out;
}

export class Doc {
  constructor() { this.s = ''; this.labels = []; this.negatives = []; this.tf = null; this.le = null; this.noNeg = false; }
  /** run fn with a text filter (applied to plain text) and a label encoding (applied to labels/negatives) */
  mode(tf, le, fn) { const o = [this.tf, this.le]; this.tf = tf; this.le = le; try { fn(); } finally { [this.tf, this.le] = o; } return this; }
  get len() { return this.s.length; }
  add(x) {
    if (x === null || x === undefined || x === false) return this;
    if (Array.isArray(x)) { for (const y of x) this.add(y); return this; }
    if (typeof x === 'object' && (x.$ === 'L' || x.$ === 'N') && this.le) x = enc(x, this.le);
    if (typeof x === 'object' && x.$ === 'L') {
      const start = this.s.length; this.s += x.v;
      const l = { start, end: this.s.length, category: x.cat, type: x.type, value: x.v };
      if (x.soft) l.soft = true;
      if (x.encoding) l.encoding = x.encoding;
      this.labels.push(l);
      return this;
    }
    if (typeof x === 'object' && x.$ === 'N') {
      const start = this.s.length; this.s += x.v;
      if (this.noNeg) return this;
      this.negatives.push({ start, end: this.s.length, kind: x.kind, value: x.v });
      return this;
    }
    this.s += this.tf ? this.tf(String(x)) : String(x);
    return this;
  }
  /** tagged template: d.w`Name: ${lab(..)}\n` */
  w(strings, ...vals) { for (let i = 0; i < strings.length; i++) { this.add(strings[i]); if (i < vals.length) this.add(vals[i]); } return this; }
  /** fill "{slot}" placeholders */
  f(tpl, slots = {}) {
    const re = /\{(\w+)\}/g; let last = 0, m;
    while ((m = re.exec(tpl))) { this.add(tpl.slice(last, m.index)); this.add(slots[m[1]] ?? m[0]); last = re.lastIndex; }
    this.add(tpl.slice(last));
    return this;
  }
  nl(n = 1) { this.add('\n'.repeat(n)); return this; }
}
/** concatenation helper used inside table cells: returns array of pieces */
export const cat = (...xs) => xs;
/** plain text of a mark or string */
export const txt = (x) => (x && typeof x === 'object' ? (Array.isArray(x) ? x.map(txt).join('') : x.v) : String(x ?? ''));
