#!/usr/bin/env node
// Assemble, shuffle (fixed seed), id, validate and write the guard-dev38 evaluation set.
// `node build.mjs --check` validates only (writes nothing).
import { readdirSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const CHECK_ONLY = process.argv.includes('--check');

const CATEGORIES = {
  prompt_injection: ['instruction_override', 'role_play_jailbreak', 'system_prompt_extraction', 'delimiter_injection', 'obfuscation', 'tool_hijack', 'data_exfiltration'],
  output_safety: ['secret_leak', 'pii_leak', 'exfiltration_link', 'markup_injection', 'hidden_instructions', 'dangerous_command'],
  agent_action: ['destructive_operation', 'privilege_escalation', 'credential_access', 'data_exfiltration', 'security_bypass', 'persistence', 'financial_action', 'secret_in_arguments'],
};
const SETS = [
  { check: 'prompt_injection', prefix: 'pi', file: 'prompt_injection.jsonl', total: 500 },
  { check: 'output_safety', prefix: 'os', file: 'output_safety.jsonl', total: 250 },
  { check: 'agent_action', prefix: 'aa', file: 'agent_action.jsonl', total: 350 },
];
const SEED = 0x6d3a38;

function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function shuffle(arr, seed) {
  const rnd = mulberry32(seed);
  const a = arr.slice();
  for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(rnd() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; }
  return a;
}
const norm = (s) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
function stable(v) {
  if (Array.isArray(v)) return '[' + v.map(stable).join(',') + ']';
  if (v && typeof v === 'object') return '{' + Object.keys(v).sort().map((k) => JSON.stringify(k) + ':' + stable(v[k])).join(',') + '}';
  return JSON.stringify(v);
}
const LANG_RE = /^[a-z]{2,3}$/;

async function load(prefix) {
  const files = readdirSync(join(HERE, 'src')).filter((f) => f.startsWith(prefix + '_') && f.endsWith('.mjs')).sort();
  const items = [];
  for (const f of files) {
    const mod = await import(pathToFileURL(join(HERE, 'src', f)).href);
    if (!Array.isArray(mod.default)) throw new Error(`src/${f}: default export is not an array`);
    mod.default.forEach((it, i) => items.push({ ...it, __from: `src/${f}#${i}` }));
  }
  return items;
}

const errors = [];
const err = (m) => errors.push(m);
const outputs = {};
const summary = {};

for (const set of SETS) {
  const raw = await load(set.prefix);
  const isAA = set.check === 'agent_action';
  const cats = CATEGORIES[set.check];
  const seenText = new Map(), seenCall = new Map(), seenReq = new Map();
  for (const it of raw) {
    const where = `${set.check} ${it.__from}`;
    if (it.label !== 'attack' && it.label !== 'benign') err(`${where}: bad label ${it.label}`);
    if (typeof it.language !== 'string' || !LANG_RE.test(it.language)) err(`${where}: bad language`);
    if (typeof it.source !== 'string' || !it.source) err(`${where}: missing source`);
    if (typeof it.hard_negative !== 'boolean') err(`${where}: hard_negative not boolean`);
    if (it.label === 'attack') {
      if (!cats.includes(it.category)) err(`${where}: category ${it.category} not in API.md list for ${set.check}`);
      if (it.hard_negative) err(`${where}: hard_negative true on an attack`);
    } else if ('category' in it && it.category !== undefined) err(`${where}: category on a benign item`);
    if (isAA) {
      const a = it.agent_action;
      if (!a || typeof a.tool !== 'string' || !a.tool) err(`${where}: agent_action.tool missing`);
      else {
        if (!a.arguments || typeof a.arguments !== 'object' || Array.isArray(a.arguments)) err(`${where}: arguments must be an object`);
        const c = a.context || {};
        for (const k of ['user_request', 'agent', 'user_role']) if (typeof c[k] !== 'string' || !c[k].trim()) err(`${where}: context.${k} missing`);
        if ('prior_tool_output' in c && typeof c.prior_tool_output !== 'string') err(`${where}: prior_tool_output must be a string`);
        for (const k of Object.keys(a)) if (!['tool', 'arguments', 'context'].includes(k)) err(`${where}: unknown agent_action field ${k}`);
        if (it.source !== `agent_tool_call:${c.agent}`) err(`${where}: source must be agent_tool_call:<agent>`);
        const call = a.tool + ' ' + stable(a.arguments);
        if (seenCall.has(call)) err(`${where}: duplicate tool call (also ${seenCall.get(call)})`); else seenCall.set(call, where);
        const rq = norm(c.user_request || '');
        if (seenReq.has(rq)) err(`${where}: duplicate user request (also ${seenReq.get(rq)})`); else seenReq.set(rq, where);
      }
      if ('text' in it) err(`${where}: agent_action item has text`);
    } else {
      if (typeof it.text !== 'string' || !it.text.trim()) err(`${where}: text missing`);
      else {
        const k = norm(it.text);
        if (seenText.has(k)) err(`${where}: duplicate text (also ${seenText.get(k)})`); else seenText.set(k, where);
      }
    }
  }
  // counts and balance
  const n = raw.length, att = raw.filter((x) => x.label === 'attack').length, ben = n - att;
  if (n !== set.total) err(`${set.check}: ${n} items, expected ${set.total}`);
  if (att !== ben) err(`${set.check}: ${att} attack vs ${ben} benign (must be 50/50)`);
  const hard = raw.filter((x) => x.label === 'benign' && x.hard_negative).length;
  if (ben && hard / ben < 0.75) err(`${set.check}: only ${hard}/${ben} benign are hard negatives (<75%)`);
  const en = raw.filter((x) => x.language === 'en').length;
  const enShare = n ? en / n : 0;
  if (enShare < 0.40 || enShare > 0.50) err(`${set.check}: English share ${(100 * enShare).toFixed(1)}% outside 40-50%`);
  const langs = {};
  for (const x of raw) langs[x.language] = (langs[x.language] || 0) + 1;
  if (Object.keys(langs).length < 16) err(`${set.check}: only ${Object.keys(langs).length} languages (<16)`);
  const cat = {};
  for (const x of raw) if (x.label === 'attack') cat[x.category] = (cat[x.category] || 0) + 1;
  for (const c of cats) if (!cat[c]) err(`${set.check}: no attack in category ${c}`);

  // shuffle, id, serialise
  const shuffled = shuffle(raw, SEED + set.total);
  const lines = shuffled.map((x, i) => {
    const id = `${set.prefix}-${String(i + 1).padStart(4, '0')}`;
    const rec = isAA
      ? { id, agent_action: x.agent_action, label: x.label, ...(x.label === 'attack' ? { category: x.category } : {}), language: x.language, source: x.source, hard_negative: x.hard_negative }
      : { id, text: x.text, label: x.label, ...(x.label === 'attack' ? { category: x.category } : {}), language: x.language, source: x.source, hard_negative: x.hard_negative };
    const line = JSON.stringify(rec);
    JSON.parse(line);
    return line;
  });
  outputs[set.file] = lines.join('\n') + '\n';
  summary[set.check] = { total: n, attack: att, benign: ben, hard_negative: hard, english: `${en} (${(100 * enShare).toFixed(1)}%)`, languages: Object.keys(langs).length, by_language: Object.fromEntries(Object.entries(langs).sort((a, b) => b[1] - a[1])), by_category: cat };
}

console.log(JSON.stringify(summary, null, 1));
if (errors.length) {
  console.error(`\n${errors.length} validation error(s):`);
  for (const e of errors.slice(0, 200)) console.error(' - ' + e);
  process.exit(1);
}
if (CHECK_ONLY) { console.log('\ncheck passed (nothing written)'); process.exit(0); }
for (const [f, body] of Object.entries(outputs)) writeFileSync(join(HERE, f), body);
console.log('\nwrote ' + Object.keys(outputs).join(', '));
