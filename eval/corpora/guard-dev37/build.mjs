// Assembles prompt_injection.jsonl, output_safety.jsonl and agent_action.jsonl from src/,
// shuffles them with a fixed seed, assigns gapless ids, validates, and writes README.md
// (hand-written intro from src/README.intro.md + generated count tables).
//
//   node build.mjs            build + validate (exit 1 on any validation error)
//   node build.mjs --check    validate only, write nothing
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = dirname(fileURLToPath(import.meta.url));
const SRC = join(ROOT, 'src');
const CHECK_ONLY = process.argv.includes('--check');
const SEED = 0x6465_7637; // "dev7"

const SPEC = {
  pi: {
    file: 'prompt_injection.jsonl', prefix: 'pi', total: 500, check: 'prompt_injection',
    categories: ['instruction_override', 'role_play_jailbreak', 'system_prompt_extraction', 'delimiter_injection', 'obfuscation', 'tool_hijack', 'data_exfiltration'],
  },
  os: {
    file: 'output_safety.jsonl', prefix: 'os', total: 250, check: 'output_safety',
    categories: ['secret_leak', 'pii_leak', 'exfiltration_link', 'markup_injection', 'hidden_instructions', 'dangerous_command'],
  },
  aa: {
    file: 'agent_action.jsonl', prefix: 'aa', total: 350, check: 'agent_action',
    categories: ['destructive_operation', 'privilege_escalation', 'credential_access', 'data_exfiltration', 'security_bypass', 'persistence', 'financial_action', 'secret_in_arguments'],
  },
};
const ISO639_1 = new Set(('aa ab af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu').split(' '));

// ---------- PRNG + shuffle ----------
function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function shuffle(arr, rnd) {
  for (let i = arr.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [arr[i], arr[j]] = [arr[j], arr[i]];
  }
  return arr;
}

// ---------- load ----------
const errors = [];
const err = (m) => errors.push(m);
const raw = { pi: [], os: [], aa: [] };
const files = readdirSync(SRC).filter((f) => /^(pi|os|aa)_.+\.mjs$/.test(f)).sort();
for (const f of files) {
  const kind = f.slice(0, 2);
  const mod = await import(pathToFileURL(join(SRC, f)).href);
  if (!Array.isArray(mod.default)) { err(`${f}: default export is not an array`); continue; }
  mod.default.forEach((it, i) => raw[kind].push({ ...it, __from: `${f}#${i + 1}` }));
}

// ---------- shape records ----------
function shape(kind, it, id) {
  const r = { id };
  if (kind === 'aa') r.agent_action = it.agent_action; else r.text = it.text;
  r.label = it.label;
  if (it.label === 'attack') r.category = it.category;
  r.language = it.language;
  r.source = it.source;
  r.hard_negative = it.hard_negative;
  return r;
}

const norm = (s) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
const canon = (v) => {
  if (Array.isArray(v)) return `[${v.map(canon).join(',')}]`;
  if (v && typeof v === 'object') return `{${Object.keys(v).sort().map((k) => JSON.stringify(k) + ':' + canon(v[k])).join(',')}}`;
  return JSON.stringify(v);
};

const out = {};
const stats = {};
for (const kind of ['pi', 'os', 'aa']) {
  const spec = SPEC[kind];
  const items = raw[kind];
  // validate items before shuffling so messages can point at the source file
  const seenText = new Map(), seenCall = new Map(), seenReq = new Map();
  for (const it of items) {
    const where = it.__from;
    if (!['attack', 'benign'].includes(it.label)) err(`${where}: bad label ${it.label}`);
    if (it.label === 'attack') {
      if (!spec.categories.includes(it.category)) err(`${where}: category "${it.category}" not in the ${spec.check} list`);
      if (it.hard_negative !== false) err(`${where}: attack with hard_negative != false`);
    } else {
      if ('category' in it && it.category !== undefined) err(`${where}: category on a benign item`);
      if (typeof it.hard_negative !== 'boolean') err(`${where}: hard_negative not boolean`);
    }
    if (!ISO639_1.has(it.language)) err(`${where}: language "${it.language}" is not ISO 639-1`);
    if (typeof it.source !== 'string' || !it.source) err(`${where}: missing source`);
    if (kind === 'os' && it.source !== 'model_answer') err(`${where}: output_safety source must be model_answer`);
    if (kind !== 'aa') {
      if (typeof it.text !== 'string' || it.text.trim().length < 15) err(`${where}: text missing or too short`);
      else {
        const k = norm(it.text);
        if (seenText.has(k)) err(`${where}: duplicate text (also ${seenText.get(k)})`);
        seenText.set(k, where);
      }
    } else {
      const a = it.agent_action;
      if (!a || typeof a.tool !== 'string' || !a.tool) err(`${where}: agent_action.tool missing`);
      else if (!a.arguments || typeof a.arguments !== 'object' || Array.isArray(a.arguments)) err(`${where}: agent_action.arguments must be an object`);
      else if (!a.context || typeof a.context.user_request !== 'string' || !a.context.user_request.trim() || !a.context.agent || !a.context.user_role) err(`${where}: context needs user_request, agent, user_role`);
      else {
        if (it.source !== `agent_tool_call:${a.context.agent}`) err(`${where}: source does not match agent`);
        const call = canon({ tool: a.tool, arguments: a.arguments });
        if (seenCall.has(call)) err(`${where}: duplicate tool call (also ${seenCall.get(call)})`);
        seenCall.set(call, where);
        const req = norm(a.context.user_request);
        if (seenReq.has(req)) err(`${where}: duplicate user_request (also ${seenReq.get(req)})`);
        seenReq.set(req, where);
      }
    }
  }
  // file-level checks
  const n = items.length;
  const att = items.filter((x) => x.label === 'attack');
  const ben = items.filter((x) => x.label === 'benign');
  if (n !== spec.total) err(`${spec.file}: ${n} items, expected ${spec.total}`);
  if (att.length !== ben.length) err(`${spec.file}: ${att.length} attacks vs ${ben.length} benign (must be 50/50)`);
  const hn = ben.filter((x) => x.hard_negative).length;
  if (ben.length && hn / ben.length < 0.75) err(`${spec.file}: hard negatives ${hn}/${ben.length} < 75% of benign`);
  const en = items.filter((x) => x.language === 'en').length;
  if (n && (en / n < 0.40 || en / n > 0.50)) err(`${spec.file}: English share ${(100 * en / n).toFixed(1)}% outside 40–50%`);
  const langs = new Set(items.map((x) => x.language));
  if (langs.size < 16) err(`${spec.file}: only ${langs.size} languages (< 16)`);

  // shuffle + ids
  const rnd = mulberry32(SEED ^ spec.total);
  const shuffled = shuffle(items.slice(), rnd);
  const records = shuffled.map((it, i) => shape(kind, it, `${spec.prefix}-${String(i + 1).padStart(4, '0')}`));
  // id checks + JSON round trip + required fields
  const ids = new Set();
  records.forEach((r, i) => {
    const want = `${spec.prefix}-${String(i + 1).padStart(4, '0')}`;
    if (r.id !== want || ids.has(r.id)) err(`${spec.file}: id ${r.id} not gapless/unique`);
    ids.add(r.id);
    const line = JSON.stringify(r);
    let back;
    try { back = JSON.parse(line); } catch { err(`${spec.file}: ${r.id} not valid JSON`); return; }
    const req = ['id', kind === 'aa' ? 'agent_action' : 'text', 'label', 'language', 'source', 'hard_negative'];
    for (const f of req) if (!(f in back)) err(`${spec.file}: ${r.id} missing ${f}`);
    if (back.label === 'attack' && !back.category) err(`${spec.file}: ${r.id} attack without category`);
    if (back.label === 'benign' && 'category' in back) err(`${spec.file}: ${r.id} benign with category`);
  });
  out[kind] = records;

  const count = (f) => records.reduce((m, r) => ((m[f(r)] = (m[f(r)] || 0) + 1), m), {});
  stats[kind] = {
    n, attack: att.length, benign: ben.length, hard_negative: hn, en,
    byCategory: count((r) => r.category || '(benign)'),
    byLanguage: count((r) => r.language),
    byLangLabel: records.reduce((m, r) => { m[r.language] ??= { attack: 0, benign: 0 }; m[r.language][r.label]++; return m; }, {}),
    bySource: count((r) => r.source),
  };
}

// ---------- report ----------
for (const kind of ['pi', 'os', 'aa']) {
  const s = stats[kind];
  console.log(`${SPEC[kind].file}: ${s.n} items, attack ${s.attack}, benign ${s.benign} (hard negatives ${s.hard_negative}), en ${s.en} (${(100 * s.en / s.n).toFixed(1)}%), languages ${Object.keys(s.byLanguage).length}`);
  console.log('  categories: ' + Object.entries(s.byCategory).sort().map(([k, v]) => `${k}=${v}`).join(', '));
  console.log('  languages:  ' + Object.entries(s.byLanguage).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}=${v}`).join(' '));
}
if (errors.length) {
  console.error(`\nVALIDATION FAILED (${errors.length}):`);
  for (const e of errors.slice(0, 200)) console.error('  - ' + e);
  process.exit(1);
}
console.log('\nvalidation: OK');
if (CHECK_ONLY) process.exit(0);

// ---------- write ----------
for (const kind of ['pi', 'os', 'aa']) {
  writeFileSync(join(ROOT, SPEC[kind].file), out[kind].map((r) => JSON.stringify(r)).join('\n') + '\n');
}

const table = (obj, head) => {
  const rows = Object.entries(obj).sort((a, b) => (b[1] - a[1]) || a[0].localeCompare(b[0]));
  return `| ${head} | items |\n|---|---:|\n` + rows.map(([k, v]) => `| ${k} | ${v} |`).join('\n');
};
const langTable = (obj) => {
  const rows = Object.entries(obj).sort((a, b) => (b[1].attack + b[1].benign) - (a[1].attack + a[1].benign) || a[0].localeCompare(b[0]));
  return '| language | attack | benign | total |\n|---|---:|---:|---:|\n' + rows.map(([k, v]) => `| ${k} | ${v.attack} | ${v.benign} | ${v.attack + v.benign} |`).join('\n');
};
let gen = '\n## Counts (generated by `node build.mjs`)\n';
for (const kind of ['pi', 'os', 'aa']) {
  const s = stats[kind];
  gen += `\n### ${SPEC[kind].file}\n\n${s.n} items: ${s.attack} attack, ${s.benign} benign, of which ${s.hard_negative} hard negatives (${(100 * s.hard_negative / s.benign).toFixed(0)}% of benign). English ${s.en} (${(100 * s.en / s.n).toFixed(1)}%), ${Object.keys(s.byLanguage).length} languages.\n\n`;
  gen += table(s.byCategory, 'category (attacks) / benign') + '\n\n' + langTable(s.byLangLabel) + '\n\n';
  gen += '<details><summary>sources</summary>\n\n' + table(s.bySource, 'source') + '\n\n</details>\n';
}
const intro = readFileSync(join(SRC, 'README.intro.md'), 'utf8');
writeFileSync(join(ROOT, 'README.md'), intro.trimEnd() + '\n' + gen);
console.log('wrote ' + Object.values(SPEC).map((s) => s.file).join(', ') + ', README.md');
