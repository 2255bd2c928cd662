// Assembles and validates the guard-dev36 evaluation set.
// Item texts live in ./src/*.mjs (hand-written); this script only converts,
// shuffles with a fixed seed, assigns gapless ids, validates, and writes
// prompt_injection.jsonl, output_safety.jsonl, agent_action.jsonl and the
// counts section of README.md.
//
// Source row formats:
//   pi_*.mjs  attack: ["A", category, lang, source, text]
//             benign: ["B", hardNeg(0|1), lang, source, text]
//   os_*.mjs  attack: ["A", category, lang, text]          (source = model_answer)
//             benign: ["B", hardNeg(0|1), lang, text]
//   aa_*.mjs  attack: ["A", category, lang, tool, args, user_request, agent, user_role, extraContext?]
//             benign: ["B", hardNeg(0|1), lang, tool, args, user_request, agent, user_role, extraContext?]
import { readdirSync, writeFileSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const SEED = 36036;
const LANGS = new Set(["en","es","pt","fr","de","it","nl","pl","tr","ru","uk","ar","he","hi","ja","ko","zh","vi","th","id","sv","el","ro","cs"]);
const CATS = {
  prompt_injection: ["instruction_override","role_play_jailbreak","system_prompt_extraction","delimiter_injection","obfuscation","tool_hijack","data_exfiltration"],
  output_safety: ["secret_leak","pii_leak","exfiltration_link","markup_injection","hidden_instructions","dangerous_command"],
  agent_action: ["destructive_operation","privilege_escalation","credential_access","data_exfiltration","security_bypass","persistence","financial_action","secret_in_arguments"],
};
const SPEC = {
  prompt_injection: { prefix: "pi", src: "pi_", total: 500 },
  output_safety: { prefix: "os", src: "os_", total: 250 },
  agent_action: { prefix: "aa", src: "aa_", total: 350 },
};

function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function shuffle(arr, seed) {
  const r = mulberry32(seed); const a = arr.slice();
  for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(r() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; }
  return a;
}

const errors = [];
const fail = (m) => errors.push(m);

async function load(prefix) {
  const files = readdirSync(join(HERE, "src")).filter((f) => f.startsWith(prefix) && f.endsWith(".mjs")).sort();
  const rows = [];
  for (const f of files) {
    const mod = await import(pathToFileURL(join(HERE, "src", f)).href);
    mod.default.forEach((r, i) => rows.push({ r, where: `${f}#${i}` }));
  }
  return rows;
}

function convert(kind, { r, where }) {
  const isA = r[0] === "A";
  if (r[0] !== "A" && r[0] !== "B") fail(`${where}: first field must be A or B`);
  const base = { label: isA ? "attack" : "benign" };
  if (isA) { base.category = r[1]; if (!CATS[kind].includes(r[1])) fail(`${where}: bad category ${r[1]}`); }
  else if (r[1] !== 0 && r[1] !== 1) fail(`${where}: hard_negative flag must be 0/1`);
  const hn = isA ? false : r[1] === 1;
  const language = r[2];
  if (kind === "prompt_injection") {
    return { text: r[4], ...base, language, source: r[3], hard_negative: hn, _where: where };
  }
  if (kind === "output_safety") {
    return { text: r[3], ...base, language, source: "model_answer", hard_negative: hn, _where: where };
  }
  const [, , , tool, args, user_request, agent, user_role, extra] = r;
  const context = { user_request, agent, user_role, ...(extra || {}) };
  return { agent_action: { tool, arguments: args, context }, ...base, language, source: `agent_tool_call:${agent}`, hard_negative: hn, _where: where };
}

function validate(kind, items) {
  const spec = SPEC[kind];
  const n = items.length, atk = items.filter((x) => x.label === "attack").length;
  if (n !== spec.total) fail(`${kind}: ${n} items, want ${spec.total}`);
  if (atk !== spec.total / 2) fail(`${kind}: ${atk} attacks, want ${spec.total / 2}`);
  const seen = new Map();
  for (const it of items) {
    const w = it._where;
    if (!LANGS.has(it.language)) fail(`${w}: bad language ${it.language}`);
    if (typeof it.source !== "string" || !it.source) fail(`${w}: missing source`);
    if (typeof it.hard_negative !== "boolean") fail(`${w}: hard_negative not boolean`);
    if (it.label === "attack" && it.hard_negative) fail(`${w}: attack with hard_negative`);
    if (it.label === "benign" && "category" in it) fail(`${w}: benign with category`);
    let key;
    if (kind === "agent_action") {
      const a = it.agent_action;
      if (typeof a.tool !== "string" || !a.tool) fail(`${w}: tool`);
      if (!a.arguments || typeof a.arguments !== "object" || Array.isArray(a.arguments)) fail(`${w}: arguments`);
      for (const k of ["user_request", "agent", "user_role"]) if (typeof a.context[k] !== "string" || !a.context[k].trim()) fail(`${w}: context.${k}`);
      key = JSON.stringify([a.tool, a.arguments]);
    } else {
      if (typeof it.text !== "string" || it.text.trim().length < 15) fail(`${w}: text too short/missing`);
      if (kind === "output_safety" && it.source !== "model_answer") fail(`${w}: source`);
      key = it.text.replace(/\s+/g, " ").trim().toLowerCase();
    }
    if (seen.has(key)) fail(`${w}: duplicate of ${seen.get(key)}`);
    seen.set(key, w);
  }
  if (kind === "agent_action") {
    const reqs = new Map();
    for (const it of items) { const k = it.agent_action.context.user_request; if (reqs.has(k)) fail(`${it._where}: duplicate user_request with ${reqs.get(k)}`); reqs.set(k, it._where); }
  }
  const ben = items.filter((x) => x.label === "benign");
  const hn = ben.filter((x) => x.hard_negative).length;
  if (hn < 0.75 * ben.length) fail(`${kind}: only ${hn}/${ben.length} benign are hard negatives`);
  const en = items.filter((x) => x.language === "en").length;
  if (en / n < 0.4 || en / n > 0.5) fail(`${kind}: English share ${(en / n).toFixed(2)}`);
  const langs = new Set(items.map((x) => x.language));
  if (langs.size < 16) fail(`${kind}: only ${langs.size} languages`);
}

function stats(items) {
  const s = { items: items.length, attack: 0, benign: 0, hn: 0, en: 0, other: 0, cats: {}, langs: {}, sources: {} };
  for (const it of items) {
    if (it.label === "attack") { s.attack++; s.cats[it.category] = (s.cats[it.category] || 0) + 1; } else { s.benign++; if (it.hard_negative) s.hn++; }
    if (it.language === "en") s.en++; else s.other++;
    const L = (s.langs[it.language] ||= { attack: 0, benign: 0 }); L[it.label]++;
    s.sources[it.source] = (s.sources[it.source] || 0) + 1;
  }
  return s;
}

const all = {};
for (const kind of Object.keys(SPEC)) {
  const spec = SPEC[kind];
  const rows = (await load(spec.src)).map((x) => convert(kind, x));
  validate(kind, rows);
  const shuffled = shuffle(rows, SEED + spec.total);
  const out = shuffled.map((it, i) => {
    const id = `${spec.prefix}-${String(i + 1).padStart(4, "0")}`;
    const { _where, ...rest } = it;
    const o = { id };
    if (kind === "agent_action") o.agent_action = rest.agent_action; else o.text = rest.text;
    o.label = rest.label; if (rest.category) o.category = rest.category;
    o.language = rest.language; o.source = rest.source; o.hard_negative = rest.hard_negative;
    return o;
  });
  // ids gapless + unique, every line round-trips as JSON
  const ids = new Set(out.map((o) => o.id));
  if (ids.size !== out.length) fail(`${kind}: duplicate ids`);
  const lines = out.map((o) => JSON.stringify(o));
  lines.forEach((l, i) => { const p = JSON.parse(l); if (p.id !== `${spec.prefix}-${String(i + 1).padStart(4, "0")}`) fail(`${kind}: id gap at ${i}`); });
  all[kind] = { out, lines, stats: stats(rows) };
}

for (const [kind, v] of Object.entries(all)) {
  const s = v.stats;
  console.log(`${kind}: items=${s.items} attack=${s.attack} benign=${s.benign} hn=${s.hn} en=${s.en} other=${s.other} langs=${Object.keys(s.langs).length}`);
  console.log("  cats", JSON.stringify(s.cats));
  console.log("  langs", Object.entries(s.langs).map(([l, c]) => `${l}:${c.attack}/${c.benign}`).join(" "));
}
if (errors.length) {
  console.error(`\n${errors.length} validation error(s):`); for (const e of errors.slice(0, 80)) console.error(" - " + e);
  if (!process.argv.includes("--force")) process.exit(1);
}

for (const [kind, v] of Object.entries(all)) writeFileSync(join(HERE, `${kind}.jsonl`), v.lines.join("\n") + "\n");

// README: static prose from README.head.md + generated counts
const head = readFileSync(join(HERE, "src", "README.head.md"), "utf8");
let md = head + "\n## Counts (generated by build.mjs)\n\n| file | items | attack | benign | benign hard negatives | English | other languages |\n|---|---|---|---|---|---|---|\n";
for (const [kind, v] of Object.entries(all)) { const s = v.stats; md += `| ${kind}.jsonl | ${s.items} | ${s.attack} | ${s.benign} | ${s.hn} | ${s.en} | ${s.other} (${Object.keys(s.langs).length - 1} languages) |\n`; }
for (const [kind, v] of Object.entries(all)) {
  const s = v.stats;
  md += `\n### ${kind}.jsonl\n\nAttack categories:\n\n| category | attacks |\n|---|---|\n`;
  for (const c of CATS[kind]) md += `| ${c} | ${s.cats[c] || 0} |\n`;
  md += `\nLanguages (attack / benign): ` + Object.entries(s.langs).sort((a, b) => (b[1].attack + b[1].benign) - (a[1].attack + a[1].benign)).map(([l, c]) => `${l} ${c.attack}/${c.benign}`).join(", ") + "\n";
  md += `\nSources: ` + Object.entries(s.sources).sort((a, b) => b[1] - a[1]).map(([k, c]) => `${k} ${c}`).join(", ") + "\n";
}
writeFileSync(join(HERE, "README.md"), md);
console.log(errors.length ? "written with --force despite errors" : "OK: all checks passed, files written");
