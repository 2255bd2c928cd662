// Presentation renderers over segments.
import { flat, mapSegs, jsonEsc, xmlEsc, htmlEsc, lab } from './doc.mjs';
export const seq = (...parts) => ({ seq: flat(parts) });
const isSeg = v => v && typeof v === 'object' && !Array.isArray(v) && ('s' in v);
const isSeq = v => v && typeof v === 'object' && v.seq;
const asSegs = v => isSeq(v) ? v.seq : isSeg(v) ? [v] : [String(v)];
const segLen = v => flat(Array.isArray(v) ? v : asSegs(v)).map(x => typeof x === 'string' ? x : x.s).join('').length;
// key/value blocks
export function kv(r, fields, style) {
  style = style || r.pick(['colon', 'colon', 'eq', 'tab', 'dots', 'bold', 'dash', 'stack', 'upper', 'pipe']);
  const w = Math.max(...fields.map(f => String(f[0]).length));
  const out = [];
  for (const [k, v] of fields) {
    if (v == null) continue;
    const vs = asSegs(v);
    switch (style) {
      case 'colon': out.push(`${k}: `, vs, '\n'); break;
      case 'eq': out.push(`${k} = `, vs, '\n'); break;
      case 'tab': out.push(`${k}\t`, vs, '\n'); break;
      case 'dots': out.push(`${k} ${'.'.repeat(Math.max(2, w - String(k).length + 3))} `, vs, '\n'); break;
      case 'bold': out.push(`**${k}:** `, vs, '\n'); break;
      case 'dash': out.push(`- ${k}: `, vs, '\n'); break;
      case 'stack': out.push(`${k}\n  `, mapSegs(vs, s => s.replace(/\n/g, '\n  ')), '\n'); break;
      case 'upper': out.push(`${String(k).toUpperCase()}: `, vs, '\n'); break;
      case 'pipe': out.push(`| ${k} | `, mapSegs(vs, s => s.replace(/\n/g, ', ')), ' |\n'); break;
    }
  }
  if (style === 'pipe') out.unshift('| Field | Value |\n|---|---|\n');
  return out;
}
// JSON serializer with segments as string values
export function json(obj, { pretty = true, ascii = false } = {}) {
  const esc = ascii ? (s => jsonEsc(s).replace(/[\u007f-\uffff]/g, c => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'))) : jsonEsc;
  const out = [];
  const nl = (lvl) => pretty ? '\n' + '  '.repeat(lvl) : '';
  const walk = (v, lvl) => {
    if (isSeg(v) || isSeq(v)) { out.push('"', mapSegs(asSegs(v), esc, 'json'), '"'); return; }
    if (v === null) { out.push('null'); return; }
    if (typeof v === 'number' || typeof v === 'boolean') { out.push(String(v)); return; }
    if (typeof v === 'string') { out.push('"' + esc(v) + '"'); return; }
    if (Array.isArray(v)) { if (!v.length) { out.push('[]'); return; } out.push('['); v.forEach((x, i) => { out.push(nl(lvl + 1)); walk(x, lvl + 1); if (i < v.length - 1) out.push(','); }); out.push(nl(lvl) + ']'); return; }
    const ks = Object.keys(v).filter(k => v[k] !== undefined); if (!ks.length) { out.push('{}'); return; }
    out.push('{'); ks.forEach((k, i) => { out.push(nl(lvl + 1) + '"' + esc(k) + '":' + (pretty ? ' ' : '')); walk(v[k], lvl + 1); if (i < ks.length - 1) out.push(','); }); out.push(nl(lvl) + '}');
  };
  walk(obj, 0); return out;
}
export function yaml(obj, lvl = 0) {
  const out = []; const ind = '  '.repeat(lvl);
  for (const [k, v] of Object.entries(obj)) {
    if (v === undefined) continue;
    if (isSeg(v) || isSeq(v)) {
      const t = asSegs(v).map(x => typeof x === 'string' ? x : x.s).join('');
      if (t.includes('\n')) out.push(`${ind}${k}: |\n${ind}  `, mapSegs(asSegs(v), s => s.replace(/\n/g, '\n' + ind + '  ')), '\n');
      else if (/^[\[{&*!|>'"%@`#]|: | #|^-|^\d+$|^(true|false|yes|no|null)$/i.test(t) || t === '') out.push(`${ind}${k}: "`, mapSegs(asSegs(v), s => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"'), 'json'), '"\n');
      else out.push(`${ind}${k}: `, asSegs(v), '\n');
    } else if (Array.isArray(v)) { out.push(`${ind}${k}:\n`); for (const x of v) { if (x && typeof x === 'object' && !isSeg(x) && !isSeq(x)) { const sub = yaml(x, lvl + 2); const f = flat(sub); if (typeof f[0] === 'string') f[0] = f[0].replace(/^\s+/, ind + '  - '); out.push(f); } else out.push(`${ind}  - `, asSegs(x), '\n'); } }
    else if (v && typeof v === 'object') { out.push(`${ind}${k}:\n`, yaml(v, lvl + 1)); }
    else out.push(`${ind}${k}: ${v}\n`);
  }
  return out;
}
export function xml(obj, root, lvl = 0) {
  const out = []; const ind = '  '.repeat(lvl);
  out.push(`${ind}<${root}>\n`);
  for (const [k, v] of Object.entries(obj)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) { for (const x of v) { if (isSeg(x) || isSeq(x) || typeof x !== 'object') out.push(`${ind}  <${k}>`, mapSegs(asSegs(x), xmlEsc, 'html'), `</${k}>\n`); else out.push(xml(x, k, lvl + 1)); } }
    else if (v && typeof v === 'object' && !isSeg(v) && !isSeq(v)) out.push(xml(v, k, lvl + 1));
    else out.push(`${ind}  <${k}>`, mapSegs(asSegs(v), xmlEsc, 'html'), `</${k}>\n`);
  }
  out.push(`${ind}</${root}>\n`);
  return out;
}
// tables: cols = header strings, rows = arrays of values (seg | seq | string)
export function table(r, cols, rows, fmt) {
  fmt = fmt || r.pick(['csv', 'scsv', 'tsv', 'md', 'fixed', 'html']);
  const out = [];
  const one = v => mapSegs(asSegs(v), s => s.replace(/\n/g, ', '));
  if (fmt === 'csv' || fmt === 'scsv' || fmt === 'tsv') {
    const sep = fmt === 'csv' ? ',' : fmt === 'scsv' ? ';' : '\t';
    out.push(cols.join(sep) + '\n');
    for (const row of rows) {
      row.forEach((v, i) => {
        const segs = one(v); const t = segs.map(x => typeof x === 'string' ? x : x.s).join('');
        const q = fmt !== 'tsv' && (t.includes(sep) || t.includes('"'));
        if (q) out.push('"', mapSegs(segs, s => s.replace(/"/g, '""')), '"'); else out.push(segs);
        out.push(i < row.length - 1 ? sep : '\n');
      });
    }
  } else if (fmt === 'md') {
    out.push('| ' + cols.join(' | ') + ' |\n|' + cols.map(() => '---').join('|') + '|\n');
    for (const row of rows) { out.push('| '); row.forEach((v, i) => { out.push(mapSegs(one(v), s => s.replace(/\|/g, '\\|'))); out.push(i < row.length - 1 ? ' | ' : ' |\n'); }); }
  } else if (fmt === 'fixed') {
    const ws = cols.map((c, i) => Math.max(c.length, ...rows.map(row => segLen(one(row[i])))) + 2);
    out.push(cols.map((c, i) => c.padEnd(ws[i])).join('').trimEnd() + '\n' + ws.map(w => '-'.repeat(w - 1)).join(' ') + '\n');
    for (const row of rows) { row.forEach((v, i) => { const segs = one(v); out.push(segs); if (i < row.length - 1) out.push(' '.repeat(ws[i] - segLen(segs))); }); out.push('\n'); }
  } else {
    out.push('<table>\n  <tr>' + cols.map(c => `<th>${htmlEsc(c)}</th>`).join('') + '</tr>\n');
    for (const row of rows) { out.push('  <tr>'); for (const v of row) out.push('<td>', mapSegs(one(v), htmlEsc, 'html'), '</td>'); out.push('</tr>\n'); }
    out.push('</table>\n');
  }
  return out;
}
export const FMT_TABLE = ['csv', 'scsv', 'tsv', 'md', 'fixed', 'html'];
