// Span-preserving text building: a document is a (nested) list of parts; a part is a plain string, a label
// {s, cat, type, soft?, enc?} or a negative {s, neg}. Transforms (JSON escaping, OCR noise) map every part,
// so offsets are computed only once, at the end, from the transformed text.
export const L = (cat, type, s, o) => ({ s, cat, type, ...(o || {}) });
export const N = (kind, s) => ({ s, neg: kind });
export const flat = parts => [parts].flat(Infinity).filter(p => p !== null && p !== undefined && p !== false && p !== '');
const addEnc = (p, e) => ({ ...p, enc: p.enc ? p.enc + '+' + e : e });
export function mapParts(parts, fn, enc) {
  return flat(parts).map(p => { if (typeof p === 'string') return fn(p, null); const s = fn(p.s, p); return s === p.s ? p : addEnc({ ...p, s }, enc); });
}
export const jesc1 = s => JSON.stringify(s).slice(1, -1);
export const jesc = (parts, times = 1) => { let out = flat(parts); for (let i = 0; i < times; i++) out = mapParts(out, jesc1, 'json_escaped'); return out; };
export const jstr = parts => ['"', ...jesc(parts), '"'];
export function assemble(parts) {
  let text = ''; const labels = [], negatives = [];
  for (const p of flat(parts)) {
    if (typeof p === 'string') { text += p; continue; }
    const start = text.length; text += p.s; const end = text.length;
    if (p.neg) negatives.push({ start, end, kind: p.neg, value: p.s });
    else labels.push({ start, end, category: p.cat, type: p.type, value: p.s, ...(p.soft ? { soft: true } : {}), ...(p.enc ? { encoding: p.enc } : {}) });
  }
  return { text, labels, negatives };
}
// JSON object rendered as parts: obj values may be strings, numbers, parts (arrays/labels), or nested objects.
export function jsonParts(obj, indent = 2, lvl = 0) {
  const sp = indent ? '\n' + ' '.repeat(indent * (lvl + 1)) : '', end = indent ? '\n' + ' '.repeat(indent * lvl) : '', sep = indent ? ': ' : ':';
  const val = v => {
    if (v === null) return 'null';
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    if (typeof v === 'string') return JSON.stringify(v);
    if (Array.isArray(v) && v.__list) return ['[', ...v.flatMap((x, i) => [i ? ',' : '', sp, ...[jsonParts(x, indent, lvl + 1)]]), v.length ? end : '', ']'];
    if (Array.isArray(v) || v.s !== undefined) return jstr(v);
    return jsonParts(v, indent, lvl + 1);
  };
  const keys = Object.keys(obj);
  return ['{', ...keys.flatMap((k, i) => [i ? ',' : '', sp, JSON.stringify(k), sep, val(obj[k])]), keys.length ? end : '', '}'];
}
export const list = a => Object.assign(a.slice(), { __list: true });
