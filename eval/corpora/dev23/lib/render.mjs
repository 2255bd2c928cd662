// Rendering of abstract documents into "converted" text, keeping exact spans.
// Piece = string | {L:{category,type,value,...}} | {N:{kind,value}}; a cell is a piece or an array of pieces.
export const STYLES = ['markdown', 'html', 'pdf_text', 'docx_text', 'form_dots', 'form_above', 'key_value', 'plain'];

const arr = (c) => (Array.isArray(c) ? c.flat(Infinity) : [c]);
export const escHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const ptext = (p, o) => (typeof p === 'string' ? p : renderedValue(p, o));
function renderedValue(p, o) {
  const x = p.L || p.N; if (!o || !o.html) return x.value;
  let v = escHtml(x.value); if (p.L && p.L.category === 'email' && o.at64) v = v.replace('@', '&#64;'); return v;
}
const plen = (pieces, o) => arr(pieces).reduce((s, p) => s + ptext(p, o).length, 0);

function wrapPieces(pieces, width, hyphenate, r) {
  // tokens: words of strings (with trailing space info) and atomic values
  const toks = [];
  for (const p of arr(pieces)) {
    if (typeof p !== 'string') { toks.push(p); continue; }
    const parts = p.split(/( +)/); for (const w of parts) if (w) toks.push(w);
  }
  const lines = []; let cur = []; let len = 0;
  const push = () => { while (cur.length && typeof cur[cur.length - 1] === 'string' && /^ +$/.test(cur[cur.length - 1])) cur.pop(); lines.push(cur); cur = []; len = 0; };
  for (const t of toks) {
    const tl = ptext(t).length;
    if (typeof t === 'string' && /^ +$/.test(t)) { if (len > 0) { cur.push(' '); len += 1; } continue; }
    if (len + tl > width && len > 0) {
      if (hyphenate && typeof t === 'string' && tl >= 9 && /^[\p{L}]+[,.;:]?$/u.test(t) && !/[\u3000-\u9fff\uac00-\ud7af\u0590-\u06ff\u0900-\u097f\u0e00-\u0e7f]/.test(t) && width - len >= 5) {
        const k = Math.max(3, Math.min(tl - 4, width - len - 1));
        cur.push(t.slice(0, k) + '-'); push(); cur.push(t.slice(k)); len = tl - k; continue;
      }
      push();
    }
    cur.push(t); len += tl;
  }
  if (cur.length) push();
  return lines;
}

const padTo = (pieces, w, o) => { const l = plen(pieces, o); return [...arr(pieces), ' '.repeat(Math.max(1, w - l))]; };

export function render(blocks, style, r, opts = {}) {
  const o = { html: style === 'html', at64: opts.at64 };
  const E = o.html ? escHtml : (s) => s;
  const cell = (c) => arr(c).map((p) => (typeof p === 'string' ? E(p) : p));
  const out = [];
  const blank = () => { if (out.length && out[out.length - 1].length) out.push([]); };
  const fieldsVariant = r.int(0, 1); const tableVariant = r.int(0, 1);
  for (const b of blocks) {
    switch (b.t) {
      case 'title':
        if (style === 'markdown') out.push([`${r.pick(['# ', '## '])}${b.text}`]);
        else if (style === 'html') out.push([`<h1>${E(b.text)}</h1>`]);
        else if (style === 'pdf_text') out.push([' '.repeat(Math.max(0, 36 - Math.floor(b.text.length / 2))) + b.text.toUpperCase()]);
        else out.push([b.text]);
        blank(); break;
      case 'header': case 'line':
        if (style === 'html') out.push([b.t === 'header' ? '<div class="letterhead">' : '<p>', ...cell(b.parts), b.t === 'header' ? '</div>' : '</p>']);
        else out.push(cell(b.parts));
        if (b.t === 'header') blank();
        break;
      case 'lines':
        if (style === 'html') { out.push(['<p>', ...b.lines.flatMap((l, i) => [...cell(l), i < b.lines.length - 1 ? '<br>' : '']), '</p>']); }
        else for (const l of b.lines) out.push(cell(l));
        blank(); break;
      case 'para':
        if (style === 'html') out.push(['<p>', ...cell(b.parts), '</p>']);
        else if (style === 'pdf_text' || (style === 'plain' && r.chance(0.5))) out.push(...wrapPieces(b.parts, style === 'pdf_text' ? 72 : 78, style === 'pdf_text', r));
        else out.push(cell(b.parts));
        blank(); break;
      case 'fields': {
        const items = b.items;
        if (style === 'markdown') {
          if (fieldsVariant) { out.push([`| ${items[0][0]} | `, ...cell(items[0][1]), ' |'], ['|---|---|']); for (const [k, v] of items.slice(1)) out.push([`| ${k} | `, ...cell(v), ' |']); }
          else for (const [k, v] of items) out.push([`- **${k}:** `, ...cell(v)]);
        } else if (style === 'html') {
          if (fieldsVariant) { out.push(['<table class="form">']); for (const [k, v] of items) out.push([`<tr><th>${E(k)}</th><td>`, ...cell(v), '</td></tr>']); out.push(['</table>']); }
          else { out.push(['<p>']); for (const [k, v] of items) out.push([`<b>${E(k)}:</b> `, ...cell(v), '<br>']); out.push(['</p>']); }
        } else if (style === 'pdf_text' && items.length >= 4 && r.chance(0.7)) {
          const h = Math.ceil(items.length / 2); const lw = Math.max(...items.slice(0, h).map(([k, v]) => k.length + 2 + plen(v))) + 4;
          for (let i = 0; i < h; i++) { const L = [`${items[i][0]}: `, ...arr(items[i][1])]; const R = items[i + h] ? [`${items[i + h][0]}: `, ...arr(items[i + h][1])] : []; out.push(R.length ? [...padTo(L, lw), ...R] : L); }
        } else if (style === 'docx_text') for (const [k, v] of items) out.push([`${k}:${r.pick(['\t', '\t\t'])}`, ...cell(v)]);
        else if (style === 'form_dots') for (const [k, v] of items) out.push([`${k} ${'.'.repeat(Math.max(3, 30 - k.length))} `, ...cell(v)]);
        else if (style === 'form_above') for (const [k, v] of items) { out.push([k]); out.push(cell(v)); out.push([]); }
        else if (style === 'key_value') { const sep = r.pick([': ', ' = ', ':\t']); for (const [k, v] of items) out.push([`${k}${sep}`, ...cell(v)]); }
        else for (const [k, v] of items) out.push([`${k}: `, ...cell(v)]);
        blank(); break;
      }
      case 'table': {
        const { head, rows } = b;
        if (style === 'markdown') { out.push(['| ' + head.join(' | ') + ' |'], ['|' + head.map(() => '---').join('|') + '|']); for (const row of rows) out.push(['| ', ...row.flatMap((c, i) => [...cell(c), i < row.length - 1 ? ' | ' : ' |'])]); }
        else if (style === 'html') {
          out.push(['<table>'], ['<tr>' + head.map((h) => `<th>${E(h)}</th>`).join('') + '</tr>']);
          for (const row of rows) { if (tableVariant) out.push(['<tr>', ...row.flatMap((c) => ['<td>', ...cell(c), '</td>']), '</tr>']); else { out.push(['<tr>']); for (const c of row) out.push(['  <td>', ...cell(c), '</td>']); out.push(['</tr>']); } }
          out.push(['</table>']);
        } else if (style === 'docx_text' || style === 'form_above') { out.push([head.join('\t')]); for (const row of rows) out.push(row.flatMap((c, i) => [...cell(c), i < row.length - 1 ? '\t' : ''])); }
        else if (style === 'key_value') { const sep = r.pick([';', ',']); out.push([head.join(sep)]); for (const row of rows) out.push(row.flatMap((c, i) => [...cell(c), i < row.length - 1 ? sep : ''])); }
        else {
          const w = head.map((h, i) => Math.max(h.length, ...rows.map((row) => plen(row[i])))); const gap = style === 'pdf_text' ? r.int(2, 4) : 2;
          out.push([head.map((h, i) => (i < head.length - 1 ? h.padEnd(w[i] + gap) : h)).join('')]);
          if (style === 'plain') out.push([w.map((x) => '-'.repeat(x)).join('  ')]);
          for (const row of rows) out.push(row.flatMap((c, i) => (i < row.length - 1 ? padTo(c, w[i] + gap) : arr(c))));
        }
        blank(); break;
      }
    }
  }
  while (out.length && !out[out.length - 1].length) out.pop();
  // PDF: repeat running header/footer mid-document
  if (style === 'pdf_text' && opts.running && out.length > 12) {
    const every = r.int(10, 16); const res = []; let page = 1; const total = Math.ceil(out.length / every);
    out.forEach((l, i) => {
      if (i > 0 && i % every === 0) { res.push([], opts.running.footer(page, total), ['\f' + (opts.running.headerText || '')]); if (opts.running.header) res.push(opts.running.header); res.push([]); page++; }
      res.push(l);
    });
    res.push([], opts.running.footer(page, total));
    return { lines: res, o };
  }
  return { lines: out, o };
}

export function assemble(lines, o, nl = '\n') {
  let text = ''; const labels = []; const negatives = [];
  lines.forEach((line, li) => {
    for (const p of line) {
      if (typeof p === 'string') { text += p; continue; }
      const v = renderedValue(p, o); const start = text.length; text += v;
      if (p.L) { const l = { start, end: text.length, category: p.L.category, type: p.L.type, value: v }; if (p.L.soft) l.soft = true; if (p.L.encoding) l.encoding = p.L.encoding; if (v !== p.L.value) l.encoding = 'html_entities'; labels.push(l); }
      else { negatives.push({ start, end: text.length, kind: p.N.kind, value: v }); }
    }
    if (li < lines.length - 1) text += nl;
  });
  return { text, labels, negatives };
}
