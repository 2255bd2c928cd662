// Reads and validates rule-pack files: JSON syntax, the rule-pack schema, then the checks a
// schema cannot express (pack id = file name, unique rule ids, patterns that compile and cannot
// backtrack catastrophically, known validators, examples that expand and contain a keyword).
// All problems of a file are collected and returned together.

import type { ErrorObject, ValidateFunction } from 'ajv';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { rulePackSchema } from '../schemas/rule-pack.js';
import { compiledRule } from '../engine/compile-rule.js';
import { expandExample, ExampleError } from '../engine/examples/expand.js';
import type { LoadedPack, RulePack } from './plugin-api.js';
import type { LoadProblem } from './errors.js';
import { unsafeReason } from './regex-safety.js';
import { modelProblems } from './model-pack.js';
import { patternShapeProblems } from './pattern-shape.js';
import { knownValid, rememberValid } from './validation-cache.js';
import { expandFragments } from './pattern-fragments.js';
import { markValidated } from './validated-rules.js';
import { registryAjv } from './ajv.js';
import { hasCodedRecord } from '../engine/assignments/coded-fields.js';

let packValidator: ValidateFunction<RulePack> | undefined;
/** Compiled on first need: a restart whose packs all passed before never needs it. */
const validatePack = (): ValidateFunction<RulePack> => (packValidator ??= registryAjv.compile<RulePack>(rulePackSchema));

export interface PackFileResult {
  file: string;
  pack?: LoadedPack;
  problems: LoadProblem[];
}

export async function listPackFiles(dir: string): Promise<string[]> {
  let entries: string[];
  try {
    entries = await fs.readdir(dir);
  } catch {
    return [];
  }
  return entries.filter((f) => f.endsWith('.json') && !f.startsWith('.')).sort().map((f) => path.join(dir, f));
}

/** Reads and validates a pack file; an unchanged file (same bytes as `previous`) is not re-validated. */
export async function loadPackFile(file: string, previous?: LoadedPack): Promise<PackFileResult> {
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch (err) {
    return { file, problems: [{ code: 'RULES_READ_FAILED', file, path: '', message: (err as Error).message }] };
  }
  if (previous && previous.file === file && previous.hash === createHash('sha256').update(bytes).digest('hex')) return { file, pack: previous, problems: [] };
  return parsePack(file, bytes);
}

export function parsePack(file: string, bytes: Buffer): PackFileResult {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch (err) {
    return { file, problems: [{ code: 'RULES_INVALID_JSON', file, path: '', message: `invalid JSON (${(err as Error).message})` }] };
  }
  const hash = createHash('sha256').update(bytes).digest('hex');
  const expanded = expandFragments(json, file);
  if (expanded.problems.length) return { file, problems: expanded.problems };
  json = expanded.json;
  // Bytes that passed every check of this code before pass them again (the schema included). The
  // id must still equal this file's name: the same bytes may have been copied elsewhere.
  if (knownValid(hash) && (json as Partial<RulePack> | null)?.id === path.basename(file, '.json')) return passed({ pack: json as RulePack, file, hash });
  const validate = validatePack();
  if (!validate(json)) {
    return { file, problems: schemaProblems(file, validate.errors ?? []) };
  }
  const loaded: LoadedPack = { pack: json, file, hash };
  const problems = [...semanticProblems(loaded), ...modelProblems(loaded)];
  if (problems.length) return { file, problems };
  rememberValid(loaded.hash);
  return passed(loaded);
}

function passed(loaded: LoadedPack): PackFileResult {
  markValidated([loaded]);
  return { file: loaded.file, pack: loaded, problems: [] };
}

function schemaProblems(file: string, errors: readonly ErrorObject[]): LoadProblem[] {
  // anyOf failures repeat the branch errors; keep the most specific message per path.
  const seen = new Set<string>();
  const out: LoadProblem[] = [];
  for (const e of errors) {
    const where = e.instancePath + (e.keyword === 'required' ? `/${String(e.params['missingProperty'])}` : '');
    const message =
      e.keyword === 'additionalProperties'
        ? `unknown property "${String(e.params['additionalProperty'])}"`
        : e.keyword === 'anyOf' && e.schemaPath.endsWith('/rules/items/anyOf')
          ? 'a rule needs "pattern", "phrases", "finder" or "assignment"'
          : (e.message ?? 'invalid');
    const key = `${where}|${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ code: 'RULES_SCHEMA', file, path: where, message });
  }
  return out;
}

function semanticProblems(loaded: LoadedPack): LoadProblem[] {
  const { pack, file } = loaded;
  const problems: LoadProblem[] = [];
  const expectedId = path.basename(file, '.json');
  if (pack.id !== expectedId)
    problems.push({ code: 'RULES_ID_MISMATCH', file, path: '/id', message: `pack id "${pack.id}" must equal the file name "${expectedId}"` });
  const ids = new Set<string>();
  pack.rules.forEach((rule, i) => {
    const ruleId = `${pack.id}/${rule.id}`;
    const at = `/rules/${i}`;
    if (ids.has(rule.id)) problems.push({ code: 'RULES_DUPLICATE_ID', file, path: `${at}/id`, ruleId, message: `duplicate rule id "${rule.id}"` });
    ids.add(rule.id);
    const compiled = compiledRule(loaded, i);
    const shape = compiled.rule ? patternShapeProblems(rule, at) : [];
    for (const p of [...compiled.problems, ...shape]) problems.push({ code: 'RULES_BAD_RULE', file, path: p.path, ruleId, message: p.message });
    if (compiled.rule && rule.pattern) {
      const reason = unsafeReason(rule.pattern, rule.flags ?? '', rule.keywordWindow !== undefined);
      if (reason) problems.push({ code: 'RULES_UNSAFE_PATTERN', file, path: `${at}/pattern`, ruleId, message: reason });
    }
    // Key and scope patterns only ever read short names (see MAX_SCOPE); values are at most 4 Ki characters.
    const valueSource = compiled.rule ? rule.assignment?.value : undefined;
    const valueReason = valueSource === undefined ? undefined : unsafeReason(valueSource, rule.assignment?.valueFlags ?? '', true);
    if (valueReason) problems.push({ code: 'RULES_UNSAFE_PATTERN', file, path: `${at}/assignment/value`, ruleId, message: valueReason });
    const examples = [...rule.examples.positive.map((e, j) => ['positive', e, j] as const), ...rule.examples.negative.map((e, j) => ['negative', e, j] as const)];
    for (const [kind, template, j] of examples) {
      let text: string;
      try {
        text = expandExample(template, `${ruleId}#${kind}${j}`).text;
      } catch (err) {
        if (!(err instanceof ExampleError)) throw err;
        problems.push({ code: 'RULES_BAD_EXAMPLE', file, path: `${at}/examples/${kind}/${j}`, ruleId, message: err.message });
        continue;
      }
      const keywords = compiled.rule?.keywords ?? [];
      // A rule reading coded fields also runs wherever a coded record is (the matcher's gate), keyword or not.
      const codedGate = rule.assignment?.syntaxes?.includes('coded') === true && hasCodedRecord(text);
      if (kind === 'positive' && keywords.length && !codedGate && !keywords.some((k) => text.toLowerCase().includes(k)))
        problems.push({
          code: 'RULES_KEYWORD_MISSING',
          file,
          path: `${at}/examples/positive/${j}`,
          ruleId,
          message: `positive example contains none of the keywords [${keywords.join(', ')}]: add one to the keywords or fix the example`,
        });
    }
  });
  return problems;
}
