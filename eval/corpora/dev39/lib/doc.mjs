// Segment model: a document is built from strings, labels and negatives.
export const lab = (c, ty, s, o = {}) => ({ s: String(s), c, ty, ...o });
export const neg = (kind, s) => ({ s: String(s), n: kind });
export function flat(x, out = []) {
  if (x == null || x === false) return out;
  if (Array.isArray(x)) { for (const y of x) flat(y, out); return out; }
  if (typeof x === 'string' || typeof x === 'number') { out.push(String(x)); return out; }
  out.push(x); return out;
}
export const segText = x => flat(x).map(s => typeof s === 'string' ? s : s.s).join('');
// apply fn to the text of each segment; enc recorded for labels whose text changed
export function mapSegs(segs, fn, enc) {
  return flat(segs).map(seg => {
    if (typeof seg === 'string') return fn(seg, null);
    const t = fn(seg.s, seg);
    const o = { ...seg, s: t };
    if (seg.c && enc && t !== seg.s && !seg.enc) o.enc = enc;
    return o;
  });
}
export const jsonEsc = s => JSON.stringify(s).slice(1, -1);
export const jsonEscAscii = s => jsonEsc(s).replace(/[\u007f-\uffff]/g, c => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
export const htmlEsc = s => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const htmlEnt = s => htmlEsc(s).replace(/@/g, '&#64;').replace(/[\u00a0-\uffff]/g, c => '&#' + c.charCodeAt(0) + ';');
export const urlEnc = s => encodeURIComponent(s);
export const xmlEsc = s => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const esc = {
  json: segs => mapSegs(segs, jsonEsc, 'json'),
  jsonAscii: segs => mapSegs(segs, jsonEscAscii, 'json'),
  html: segs => mapSegs(segs, htmlEsc, 'html'),
  htmlEnt: segs => mapSegs(segs, htmlEnt, 'html'),
  xml: segs => mapSegs(segs, xmlEsc, 'html'),
  url: segs => mapSegs(segs, urlEnc, 'url'),
};
export function assemble(segs) {
  let text = ''; const labels = [], negatives = [];
  for (const seg of flat(segs)) {
    if (typeof seg === 'string') { text += seg; continue; }
    const start = text.length; text += seg.s; const end = text.length;
    if (start === end) continue;
    if (seg.c) {
      const l = { start, end, category: seg.c, type: seg.ty, value: seg.s };
      if (seg.soft) l.soft = true;
      if (seg.enc) l.encoding = seg.enc;
      labels.push(l);
    } else if (seg.n) negatives.push({ start, end, kind: seg.n, value: seg.s });
  }
  return { text, labels, negatives };
}
// OCR noise: confusables and broken spacing in plain text; limited noise in labelled values
const CONF = { O: '0', o: '0', l: '1', I: 'l', S: '5', B: '8', e: 'c', a: 'o', m: 'rn', rn: 'm', i: 'í', ',': '.', '.': ',' };
function ocrPlain(r, s, rate) {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (r.chance(rate) && CONF[ch]) { out += CONF[ch]; continue; }
    if (ch === ' ' && r.chance(rate)) { out += r.pick(['', '  ']); continue; }
    if (/\p{L}/u.test(ch) && r.chance(rate / 3)) { out += ch + ' '; continue; }
    out += ch;
  }
  return out;
}
const NAME_CONF = { l: '1', I: 'l', O: '0', rn: 'm', m: 'rn', e: 'c', h: 'b' };
export function ocr(r, segs, rate = 0.04) {
  return mapSegs(segs, (s, seg) => {
    if (!seg) return ocrPlain(r, s, rate);
    if (seg.n) return s;
    if (seg.c === 'person_name' || seg.c === 'street_address') {
      let out = '';
      for (let i = 0; i < s.length; i++) { const ch = s[i]; if (ch !== '\n' && r.chance(rate) && NAME_CONF[ch]) out += NAME_CONF[ch]; else out += ch; }
      return out;
    }
    if (['national_id', 'tax_id', 'phone_number', 'iban', 'bank_account', 'credit_card', 'passport_number', 'date_of_birth'].includes(seg.c) && s.length > 6 && !s.includes('\n') && r.chance(0.35)) {
      const k = r.int(2, s.length - 2); if (s[k - 1] !== ' ' && s[k] !== ' ') return s.slice(0, k) + ' ' + s.slice(k);
    }
    return s;
  });
}
// split a label value by a line wrap
export function wrapVal(r, seg, indent = '') {
  const s = seg.s; if (s.length < 10 || s.includes('\n')) return seg;
  const spaces = [...s.matchAll(/ /g)].map(m => m.index).filter(i => i > 3 && i < s.length - 3);
  if (spaces.length) { const k = r.pick(spaces); return { ...seg, s: s.slice(0, k) + '\n' + indent + s.slice(k + 1) }; }
  const k = r.int(Math.floor(s.length / 3), Math.floor(2 * s.length / 3));
  return { ...seg, s: s.slice(0, k) + '\n' + indent + s.slice(k) };
}
