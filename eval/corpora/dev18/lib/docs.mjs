// Document assembly: picks a kind, a language and a mode (natural mangling vs. deliberate evasion),
// renders items (labelled values) and hard negatives, and records exact spans.
import { LANGS, LANG_WEIGHTS, FIELD } from './lang.mjs';
import { GEN, CATEGORIES } from './values.mjs';
import { NATURAL, EVASIVE, splitPieces } from './mangle.mjs';
import { negative } from './negatives.mjs';

class Builder {
  constructor() { this.text = ''; this.labels = []; this.negatives = []; }
  t(s) { this.text += s; return this; }
  lab(category, type, value, enc, soft) { const start = this.text.length; this.text += value; const l = { start, end: this.text.length, category, type, value }; if (enc && enc !== 'plain') l.encoding = enc; if (soft) l.soft = true; this.labels.push(l); return this; }
  neg(kind, value) { const start = this.text.length; this.text += value; this.negatives.push({ start, end: this.text.length, kind, value }); return this; }
  parts(ps) { for (const p of ps) { if (Array.isArray(p)) this.parts(p); else if (typeof p === 'string') this.t(p); else if (p.neg) this.neg(p.neg, p.v); else this.lab(p.cat, p.type, p.v, p.enc, p.soft); } return this; }
}

export const NATURAL_KINDS = ['email', 'chat', 'web_form', 'support_ticket', 'app_log', 'csv_export', 'env_file', 'json_config', 'assistant_prompt', 'pdf_extract', 'html_page', 'markdown_note'];
export const EVASIVE_KINDS = ['chat', 'email', 'forum_post', 'source_code', 'assistant_prompt', 'notes'];
const ENV_KEY = { api_key: (t) => `${t.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_KEY`, access_token: () => 'ACCESS_TOKEN', private_key: () => 'SIGNING_PRIVATE_KEY', connection_string: () => 'DATABASE_URL', password: () => 'SMTP_PASSWORD' };
// natural manglings only where that kind of text produces them
const KIND_FIT = {
  markdown: ['markdown_note', 'chat', 'assistant_prompt', 'support_ticket', 'email'],
  html_markup: ['html_page', 'email', 'web_form', 'support_ticket', 'assistant_prompt', 'pdf_extract'],
  html_entity: ['html_page', 'email', 'web_form', 'support_ticket', 'assistant_prompt'],
  quoted_printable: ['email'],
  json_escaped: ['json_config', 'app_log', 'assistant_prompt', 'support_ticket'],
  url_encoded: ['app_log', 'html_page', 'web_form', 'email', 'env_file', 'support_ticket'],
  line_wrap: ['email', 'pdf_extract', 'support_ticket', 'assistant_prompt', 'markdown_note', 'web_form', 'app_log', 'chat'],
  soft_hyphen: ['email', 'pdf_extract', 'html_page', 'web_form', 'support_ticket', 'markdown_note', 'csv_export', 'assistant_prompt'],
  truncated: ['app_log', 'support_ticket', 'assistant_prompt', 'chat', 'csv_export', 'markdown_note', 'email'],
  pem_collapsed: ['app_log', 'csv_export', 'chat', 'env_file', 'json_config', 'web_form', 'pdf_extract', 'assistant_prompt', 'support_ticket'],
};
const SECRET = new Set(['api_key', 'access_token', 'private_key', 'connection_string', 'password']);

function pickCategory(r, counts) {
  const min = Math.min(...CATEGORIES.map((c) => counts[c]));
  return r.weighted(CATEGORIES.map((c) => [c, Math.exp(-(counts[c] - min) / 6)]));
}
const time = (r) => `${String(r.int(8, 22)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;
const negParts = (r, lang) => { const n = negative(r, lang); const [a, b] = n.ctx.split('{}'); return [a, { neg: n.kind, v: n.v }, b]; };

function fieldLabel(L, cat, type, r) { if (cat === 'private_key') return r.pick(['Private key', 'SSH key', 'id_ed25519', 'key.pem', L.f[12].replace(/API[- ]?/, 'Private ')]); if (cat === 'connection_string') return r.pick(['DATABASE_URL', 'Connection string', 'DSN', 'db url', 'broker']); if (cat === 'bank_account' && !type.startsWith('iban')) return L.f[7].replace('IBAN', 'Bank'); return L.f[FIELD[cat]]; }

// Render one value into parts according to kind and mode.
function renderItem(r, ctx, cat, counts) {
  const { lang, mode, kind } = ctx; const L = LANGS[lang];
  const latinOnly = ['env_file', 'json_config', 'app_log', 'source_code'].includes(kind);
  const g = GEN[cat](r, lang, { mrz: cat === 'passport' && r.chance(mode === 'natural' ? 0.25 : 0.1) && !latinOnly, latin: latinOnly || r.chance(0.3) });
  let v = g.v;
  const multiLineOk = ['email', 'pdf_extract', 'web_form', 'support_ticket', 'markdown_note', 'notes', 'assistant_prompt'].includes(kind);
  if (v.includes('\n') && cat !== 'private_key' && !g.type.startsWith('passport_mrz') && (!multiLineOk || r.chance(0.5))) v = v.replace(/\n/g, ', ');
  if (cat === 'private_key' && v.includes('\n') && ['app_log', 'csv_export', 'chat'].includes(kind)) v = v.replace(/\n/g, ' ');

  // choose transform
  const table = NATURAL; const ev = EVASIVE;
  let pieces = null; let enc = 'plain'; let layout = null;
  const splittable = v.length >= 8 && !v.includes('\n');
  if (mode === 'natural') {
    if (splittable && ['csv_export', 'html_page', 'pdf_extract', 'markdown_note'].includes(kind) && r.chance(0.25)) { layout = kind === 'pdf_extract' ? 'pdf_columns' : 'table'; pieces = splitPieces(r, v, r.int(2, 3)); }
    else {
      const opts = Object.keys(table).filter((k) => table[k].ok(v, cat, lang) && (!KIND_FIT[k] || KIND_FIT[k].includes(kind)));
      const w = opts.map((k) => [k, k === 'plain' ? 4 : k === 'json_escaped' && kind === 'json_config' ? 6 : k === 'quoted_printable' && kind === 'email' ? 3 : k.startsWith('html') && kind === 'html_page' ? 4 : (k === 'fullwidth' || k === 'native_digits') ? 8 : k === 'truncated' && kind === 'app_log' ? 4 : 1.5]);
      enc = r.weighted(w);
    }
  } else {
    const multiP = kind === 'chat' ? 0.25 : kind === 'source_code' ? 0.3 : 0.15;
    if (splittable && r.chance(multiP)) { layout = kind === 'chat' ? 'messages' : kind === 'source_code' ? 'concat' : 'lines'; pieces = splitPieces(r, v, r.int(2, 3)); }
    else {
      const opts = Object.keys(ev).filter((k) => ev[k].ok(v, cat, lang));
      if (opts.length === 0 || r.chance(0.1)) enc = 'plain'; else enc = r.weighted(opts.map((k) => [k, k === 'at_dot' ? 8 : k === 'number_words' ? 3 : k === 'leetspeak' ? 2 : 1]));
    }
  }
  if (pieces && pieces.length < 2) { pieces = null; layout = null; }
  const shown = pieces ? null : (enc === 'plain' ? v : (NATURAL[enc] || EVASIVE[enc]).enc(r, v, lang, cat));
  const soft = enc === 'truncated' && shown.replace(/(…|\.\.\.| \[truncated\]|…\(\+\d+ chars\))$/, '').length < 24;
  let lv = shown; let trail = '';
  if (enc === 'truncated') { const m = shown.match(/(…|\.\.\.| \[truncated\]|…\(\+\d+ chars\))$/); lv = shown.slice(0, shown.length - m[0].length); trail = m[0]; }
  const lab = (s, e = enc) => ({ cat, type: g.type, v: s, enc: e, soft });
  const fl = fieldLabel(L, cat, g.type, r);
  const withLabel = cat === 'date_of_birth' || cat === 'password' || r.chance(mode === 'natural' ? 0.75 : 0.55);
  const pre = g.pre || '';

  // multi-piece layouts
  if (pieces) {
    const flat = (x) => (Array.isArray(x) ? x : [x]);
    const P = pieces.map((p) => lab(p, 'split')); if (pre) P[0] = [pre, P[0]];
    if (layout === 'table') { const out = [kind === 'html_page' ? `<tr><td>${fl}</td>` : `| ${fl} |`]; P.forEach((p) => out.push(kind === 'html_page' ? '<td>' : ' ', p, kind === 'html_page' ? '</td>' : ' |')); out.push(kind === 'html_page' ? '</tr>\n' : '\n'); return out; }
    if (layout === 'pdf_columns') { const out = [`${fl} `]; P.forEach((p, i) => { out.push(p); if (i < P.length - 1) out.push(`   ${r.pick(L.filler).slice(0, 20)}\n`); }); out.push('\n'); return out; }
    if (layout === 'messages') { const out = []; const who = ctx.sender; P.forEach((p, i) => { out.push(`[${time(r)}] ${who}: ${i === 0 && withLabel ? fl + ' ' : ''}`, p, i === 0 && r.chance(0.5) ? ` (${r.pick(L.sneak)})\n` : '\n'); if (r.chance(0.3)) out.push(`[${time(r)}] ${ctx.other}: ${r.pick(['ok', '?', '👍', '...'])}\n`); }); return out; }
    if (layout === 'concat') { const name = SECRET.has(cat) ? (ENV_KEY[cat](g.type)).toLowerCase() : cat; const out = [`const ${name.replace(/_(\w)/g, (m, c) => c.toUpperCase())} = `]; P.forEach((p, i) => out.push(i ? ' + "' : '"', p, '"')); out.push(';\n'); return out; }
    const out = [`${r.pick(L.sneak)} (${fl}):\n`]; P.forEach((p, i) => out.push(`${r.pick(['', `(${i + 1}) `, '-> ', '* '])}`, p, '\n')); return out;
  }

  const valParts = [pre, lab(lv)]; if (trail) valParts.push(trail);
  // single-span layouts
  switch (kind) {
    case 'env_file': return [SECRET.has(cat) ? `${ENV_KEY[cat](g.type)}=` : `${cat.toUpperCase()}=`, ...(cat === 'private_key' && shown.includes('\n') ? ['"', ...valParts, '"'] : valParts), '\n'];
    case 'json_config': return [`  "${SECRET.has(cat) ? ENV_KEY[cat](g.type).toLowerCase() : cat}": "`, ...valParts, '",\n'];
    case 'app_log': return [`2026-0${r.int(1, 9)}-1${r.int(0, 9)}T${time(r)}:${String(r.int(10, 59))}Z ${r.pick(['INFO', 'WARN', 'DEBUG', 'ERROR'])} [${r.pick(['auth', 'billing', 'gateway', 'worker-3'])}] ${r.pick(['request', 'login', 'retry', 'export'])} ${cat === 'ip_address' ? 'client_ip' : cat === 'access_token' ? 'Authorization: Bearer' : cat}=`, ...valParts, '\n'];
    case 'csv_export': return [`"${fl}";"`, ...valParts, `";"${r.pick(['ok', 'pending', 'verified', 'n/a'])}"\n`];
    case 'html_page': return [`<tr><th>${fl}</th><td>`, ...valParts, '</td></tr>\n'];
    case 'markdown_note': return [`- **${fl}**: `, ...valParts, '\n'];
    case 'chat': return [`[${time(r)}] ${ctx.sender}: ${withLabel ? fl + ' ' : ''}`, ...valParts, mode === 'evasive' && r.chance(0.4) ? ` — ${r.pick(L.sneak)}\n` : '\n'];
    case 'source_code': {
      const t = r.int(0, 3);
      if (t === 0) return [`// ${fl}: `, ...valParts, '\n'];
      if (t === 1 && !shown.includes('\n') && !/["\\]/.test(lv)) return [`const ${cat.replace(/_(\w)/g, (m, c) => c.toUpperCase())} = "`, ...valParts, `"; // ${r.pick(L.sneak)}\n`];
      if (t === 2 && cat !== 'date_of_birth' && cat !== 'password' && !shown.includes('\n') && !/[\s/\\"]/.test(lv) && lv.length < 80) return [`fs.readFileSync("./uploads/${r.pick(['scan', 'backup', 'export', 'doc'])}_`, ...valParts, `_${r.int(1, 9)}.${r.pick(['pdf', 'png', 'txt'])}");\n`];
      return [`/* ${fl}\n   `, ...valParts, '\n*/\n'];
    }
    default: {
      if (shown.includes('\n')) return [`${fl}:\n`, ...valParts, '\n'];
      if (!withLabel) return [r.pick(['', '-> ', '  ', '• ']), ...valParts, r.chance(0.3) && mode === 'evasive' ? ` (${r.pick(L.sneak)})\n` : '\n'];
      return [`${fl}${kind === 'web_form' ? r.pick([': ', ' .......... ', '\t', ' * ']) : ': '}`, ...valParts, '\n'];
    }
  }
}

export function makeDoc(r, i, counts, langCounts) {
  const lang = r.weighted(LANG_WEIGHTS); const L = LANGS[lang];
  const mode = i % 2 === 0 ? 'natural' : 'evasive';
  const kind = r.pick(mode === 'natural' ? NATURAL_KINDS : EVASIVE_KINDS);
  const b = new Builder();
  const nm = () => { const n = GEN.person_name(r, lang, { latin: r.chance(0.25) }); return n; };
  const sender = nm(), other = nm();
  const handles = r.chance(0.85); const ctx = { lang, mode, kind, handles, sender: handles ? r.pick(['me', 'agent_7', 'customer', 'ops-bot', 'you', 'support']) : sender.v, other: handles ? r.pick(['them', 'helpdesk', 'reviewer', 'teamlead']) : other.v };
  const addName = (n) => { b.lab('person_name', n.type, n.v); }; // context names are not counted for balancing
  // header
  if (kind === 'email') { b.t(`Subject: ${r.pick(L.filler)}\n${r.chance(0.4) ? 'Content-Transfer-Encoding: quoted-printable\n' : ''}\n${L.hi}`); if (r.chance(0.3)) { b.t(' '); addName(other); } b.t(',\n\n'); }
  else if (kind === 'chat') { b.t(`#${r.pick(['support', 'team-ops', 'general', 'dm'])} (chat export)\n`); }
  else if (kind === 'support_ticket') { b.t(`Ticket `).neg('case_number', `#${r.digits(6)}`).t(` — ${r.pick(L.filler)}\n`); if (r.chance(0.3)) { b.t('Requester: '); addName(sender); } b.t('\n'); }
  else if (kind === 'env_file') b.t(`# ${r.pick(['.env.production', '.env', 'secrets.env'])}\n`);
  else if (kind === 'json_config') b.t('{\n');
  else if (kind === 'html_page') b.t('<html><body><table>\n');
  else if (kind === 'csv_export') b.t('"field";"value";"status"\n');
  else if (kind === 'assistant_prompt') b.t(r.pick(['User: Can you turn this into a clean customer record?\n', 'User: please summarise and fix the formatting:\n', 'User: write a polite reply to this, keep the details:\n']));
  else if (kind === 'source_code') b.t(`// ${r.pick(['utils/client.js', 'seed.ts', 'migrate.js'])}\n`);
  else if (kind === 'forum_post') { b.t(`[${r.pick(['Forum', 'Board', 'Thread'])}] ${r.pick(L.filler)}\n${r.pick(L.sneak)}\n\n`); }
  else if (kind === 'pdf_extract') b.t(`--- page ${r.int(1, 4)} ---\n`);
  else if (kind === 'web_form') b.t(`${r.pick(['Registration', 'KYC form', 'Onboarding', 'Antrag'])}\n`);
  else b.t(`${r.pick(L.filler)}\n`);
  const nItems = r.int(4, 7);
  for (let k = 0; k < nItems; k++) {
    const cat = pickCategory(r, counts);
    const ps = renderItem(r, ctx, cat, counts);
    const nl = ps.flat().filter((p) => typeof p === 'object' && !p.neg).length;
    counts[cat] += nl; b.parts(ps);
    for (let q = r.chance(0.97) ? (r.chance(0.3) ? 2 : 1) : 0; q > 0; q--) { const np = negParts(r, lang); if (kind === 'json_config') b.t('  "note": "').parts(np.map((p) => (typeof p === 'string' ? p.replace(/"/g, "'") : p.v.includes('\n') ? { ...p, v: p.v.replace(/\n/g, ' ') } : p))).t('",\n'); else if (kind === 'env_file' || kind === 'source_code') b.t('# ').parts(np.map((p) => (typeof p === 'object' && p.v.includes('\n') ? { ...p, v: p.v.replace(/\n/g, ' ') } : p))).t('\n'); else if (kind === 'html_page') b.t('<tr><td colspan="2">').parts(np).t('</td></tr>\n'); else b.parts(np).t('\n'); }
  }
  // footer
  if (kind === 'json_config') b.t('  "version": 2\n}\n');
  else if (kind === 'html_page') b.t('</table></body></html>\n');
  else if (kind === 'email' || kind === 'notes' || kind === 'forum_post') {
    b.t(`\n${L.thx}\n`);
    if (r.chance(0.35)) { const first = (L.given_lat && r.chance(0.5) ? r.pick(L.given_lat) : r.pick(L.given)); b.lab('person_name', 'given_name_only', first, undefined, true); b.t('\n'); }
    else if (r.chance(0.35)) { addName(nm()); b.t('\n'); }
  } else if (kind === 'chat' && r.chance(0.5)) { b.t(`[${time(r)}] ${ctx.other}: ${r.pick(['ok thx', 'got it', 'noted', '👍'])}\n`); }
  if (r.chance(0.5)) b.parts(negParts(r, lang)).t('\n');
  langCounts[lang] = (langCounts[lang] || 0) + 1;
  // chat sender/other names in "[hh:mm] Name:" prefixes are speaker handles; label them too (see README)
  fixSpeakerLabels(b, ctx);
  return { id: `dev18-${String(i).padStart(5, '0')}`, kind, locale: L.loc, language: lang, text: b.text, labels: b.labels.sort((x, y) => x.start - y.start), negatives: b.negatives.sort((x, y) => x.start - y.start) };
}

function fixSpeakerLabels(b, ctx) {
  const re = /\[\d\d:\d\d\] ([^:\n]+): /g; let m;
  while ((m = re.exec(b.text))) {
    const start = m.index + m[0].indexOf(m[1]); const end = start + m[1].length;
    if (ctx.handles || b.labels.some((l) => l.start < end && start < l.end)) continue;
    const type = m[1] === ctx.sender ? 'chat_speaker' : 'chat_speaker';
    b.labels.push({ start, end, category: 'person_name', type, value: m[1] });
  }
}
