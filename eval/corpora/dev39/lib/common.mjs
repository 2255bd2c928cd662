// Document-level building blocks shared by the sector and dev/ops templates.
import { lab, neg, flat, mapSegs, wrapVal } from './doc.mjs';
import { kv, json, yaml, xml, table, seq } from './render.mjs';
import { P, fmtDate, randDate, toNative } from './people.mjs';
import { N, IP, ts, pubFig, personCompany } from './kit.mjs';
export const K = (en, c, vk) => [en, vk ? (c.V[vk] || en) : en];
// fields: [[enKey, localLabel, value], ...]
export function record(c, fields, { title = null, allow = null } = {}) {
  const r = c.r;
  const mode = allow ? r.pick(allow) : r.weighted([['kv', 5], ['json', 1.3], ['yaml', 1], ['xml', 0.8], ['prose', 1.6], ['table2', 0.7]]);
  const out = [];
  if (title && mode !== 'json') out.push(title + '\n' + (r.chance(0.5) ? '='.repeat(Math.min(40, title.length)) + '\n' : '\n'));
  if (mode === 'kv') out.push(kv(r, fields.map(f => [f[1], f[2]])));
  else if (mode === 'json') { const o = {}; for (const f of fields) o[f[0]] = f[2]; out.push(json(r.chance(0.2) ? { record: o } : o, { pretty: r.chance(0.7), ascii: r.chance(0.15) }), '\n'); }
  else if (mode === 'yaml') { const o = {}; for (const f of fields) o[f[0]] = f[2]; out.push(yaml(o)); }
  else if (mode === 'xml') { const o = {}; for (const f of fields) o[f[0]] = f[2]; out.push('<?xml version="1.0" encoding="UTF-8"?>\n', xml(o, 'record')); }
  else if (mode === 'table2') out.push(table(r, [c.V.note || 'Field', c.V.amount ? '' : ''].map((x, i) => i ? 'Value' : 'Field'), fields.map(f => [f[1], f[2]]), r.pick(['md', 'html', 'fixed'])));
  else out.push(prose(c, fields));
  return out;
}
export function prose(c, fields) {
  const V = c.V, out = [];
  const get = k => fields.find(f => f[0] === k);
  const nm = get('name'), dob = get('date_of_birth'), ad = get('address'), ph = get('phone'), em = get('email');
  if (nm) {
    out.push(nm[2]);
    if (dob) out.push(`, ${V.born} `, dob[2]);
    if (ad) out.push(`, ${V.lives} `, mapSegs([ad[2]], s => s.replace(/\n/g, ', ')));
    out.push('. ');
    if (ph || em) { out.push(`${V.reach} `); if (ph) out.push(ph[2]); if (ph && em) out.push(' / '); if (em) out.push(em[2]); out.push('. '); }
  }
  const rest = fields.filter(f => !['name', 'date_of_birth', 'address', 'phone', 'email'].includes(f[0]) || !nm);
  for (const f of rest) out.push(`${f[1]}: `, f[2], c.r.chance(0.5) ? '; ' : '.\n');
  out.push('\n');
  return out;
}
export function emailDoc(c, { fromName, fromAddr, to, cc = null, subject, body, quoted = null, sig = null, html = false }) {
  const r = c.r;
  const h = [`From: `, fromName ? [fromName, ' <', fromAddr, '>'] : fromAddr, '\n', 'To: ', to, '\n'];
  if (cc) h.push('Cc: ', cc, '\n');
  h.push(`Date: ${r.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])}, ${r.int(1, 28)} ${r.pick(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Sep', 'Oct', 'Nov'])} 2025 ${String(r.int(7, 19)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')} +0${r.int(0, 9)}00\n`);
  h.push(`Subject: ${subject}\n`, `Message-ID: <${r.hex(16)}@${r.pick(['mail', 'smtp', 'mx'])}.${c.org.domain}>\n`);
  if (html) h.push('Content-Type: text/html; charset=utf-8\n');
  h.push('\n');
  const b = [body];
  if (sig) b.push('\n-- \n', sig);
  if (quoted) b.push('\n\n', quoted.head, '\n', mapSegs(flat(quoted.body), s => s.replace(/^/gm, '> ')));
  return [h, html ? ['<html><body><p>', b, '</p></body></html>'] : b, '\n'];
}
export function sigBlock(c, x, role) { const r = c.r; const out = [x.name(), '\n', role || c.org.name, '\n']; if (r.chance(0.8)) out.push(r.pick(['T: ', 'Tel. ', 'Phone: ', '☎ ', 'M: ']), x.phone(), '\n'); if (r.chance(0.6)) out.push(x.email(), '\n'); if (r.chance(0.3)) out.push(c.org.name, ' · ', N.companyReg(r), '\n'); return out; }
export function chat(c, turns, style) {
  const r = c.r; style = style || r.pick(['slack', 'irc', 'wa', 'teams']);
  const out = [];
  for (const [who, text] of turns) {
    const t = `${String(r.int(8, 18)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;
    if (style === 'slack') out.push(who, `  ${t}\n`, text, '\n\n');
    else if (style === 'irc') out.push(`[${t}] <`, who, '> ', text, '\n');
    else if (style === 'wa') out.push(`[${r.int(1, 28)}/${r.int(1, 12)}/25, ${t}] `, who, ': ', text, '\n');
    else out.push(who, ` (${t}): `, text, '\n');
  }
  return out;
}
export function letterHead(c, to, addrSeg) { return [to, '\n', addrSeg, '\n\n']; }
export { lab, neg, flat, mapSegs, wrapVal, kv, json, yaml, xml, table, seq, P, fmtDate, randDate, N, IP, ts, pubFig, personCompany, toNative };
