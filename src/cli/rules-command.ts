// `screening rules lint` and `screening rules test`, for rule authors. lint loads each pack as
// the service does (JSON, schema, unique ids, patterns that compile and cannot backtrack
// catastrophically, keywords present in positive examples, settings and rule data valid under the
// schemas their check declares) and checks the examples themselves;
// test also runs every example through the real engine with only its rule enabled. Every problem
// names the file, the JSON pointer inside it and the rule. Example texts are never printed.

import fs from 'node:fs';
import path from 'node:path';
import { listPackFiles, loadPackFile } from '../registry/load-packs.js';
import { listPluginFolders, loadPluginFolder } from '../registry/load-plugins.js';
import { pluginSchemas, settingsProblems, type PluginSchemas } from '../registry/pack-settings.js';
import { formatProblem, type LoadProblem } from '../registry/errors.js';
import type { LoadedPack } from '../registry/plugin-api.js';
import { flushRegexCache, useRegexCache } from '../registry/regex-safety.js';
import { runRuleExamples } from '../engine/examples/run-examples.js';
import { findEncodedPayloads } from '../text/decode.js';
import { defaultCacheDir, defaultPluginsDir, defaultRulesDir } from '../lib/defaults.js';
import type { RulesArgs } from './args.js';
import { writeAll, type Io } from './io.js';

/** Pack files named by the arguments: files, folders of packs, or substrings of the default packs' paths. */
async function packFiles(args: RulesArgs, io: Io): Promise<string[]> {
  const dirs = args.rules.length ? args.rules.map((d) => path.resolve(io.cwd, d)) : [defaultRulesDir];
  const all = (await Promise.all(dirs.map((d) => listPackFiles(d)))).flat();
  if (args.files.length === 0) return all;
  const out: string[] = [];
  for (const arg of args.files) {
    const abs = path.resolve(io.cwd, arg);
    const st = fs.statSync(abs, { throwIfNoEntry: false });
    if (st?.isDirectory()) out.push(...(await listPackFiles(abs)));
    else if (st?.isFile()) out.push(abs);
    else out.push(...all.filter((f) => f.includes(arg)));
  }
  return [...new Set(out)];
}

function useCaches(io: Io): void {
  const cacheDir = io.env['XDG_CACHE_HOME'] ? path.join(io.env['XDG_CACHE_HOME'], 'screening-service') : defaultCacheDir(io.env);
  useRegexCache(path.join(cacheDir, 'regex-safety.json'));
}

/**
 * The settings and rule-data schemas of the shipped checks, by check id, so a pack is linted
 * against them as the service loads it: an unknown or mistyped setting is a lint problem here,
 * not a pack the service refuses at start.
 */
async function checkSchemas(problems: LoadProblem[]): Promise<Map<string, PluginSchemas | undefined>> {
  const schemas = new Map<string, PluginSchemas | undefined>();
  for (const dir of await listPluginFolders(defaultPluginsDir)) {
    const { loaded, problems: found } = await loadPluginFolder(dir);
    problems.push(...found);
    if (loaded) schemas.set(loaded.plugin.meta.id, pluginSchemas(loaded.plugin.meta, loaded.entry, loaded.token, problems));
  }
  return schemas;
}

/** Duplicate examples and rules without a positive or a negative example. */
export function exampleLint(loaded: LoadedPack): LoadProblem[] {
  const problems: LoadProblem[] = [];
  loaded.pack.rules.forEach((rule, i) => {
    const ruleId = `${loaded.pack.id}/${rule.id}`;
    const at = `/rules/${i}/examples`;
    const seen = new Map<string, string>();
    for (const kind of ['positive', 'negative'] as const) {
      if (rule.examples[kind].length === 0) problems.push({ code: 'RULES_BAD_EXAMPLE', file: loaded.file, path: `${at}/${kind}`, ruleId, message: `needs at least one ${kind} example` });
      rule.examples[kind].forEach((e, j) => {
        const first = seen.get(e);
        if (first) problems.push({ code: 'RULES_BAD_EXAMPLE', file: loaded.file, path: `${at}/${kind}/${j}`, ruleId, message: `repeats the example at ${first}` });
        else seen.set(e, `${at}/${kind}/${j}`);
      });
    }
  });
  return problems;
}

export async function runRules(args: RulesArgs, io: Io): Promise<number> {
  const files = await packFiles(args, io);
  if (files.length === 0) {
    await writeAll(io.stderr, 'error: no rule pack matches\n');
    return 2;
  }
  useCaches(io);
  let failed = 0;
  let passed = 0;
  let rules = 0;
  const todo: string[] = [];
  const pluginProblems: LoadProblem[] = [];
  const schemas = await checkSchemas(pluginProblems);
  for (const p of pluginProblems) await writeAll(io.stdout, `FAIL  ${formatProblem(p)}\n`);
  failed += pluginProblems.length;
  for (const file of files) {
    const result = await loadPackFile(file);
    const problems = result.pack ? [...result.problems, ...exampleLint(result.pack), ...settingsProblems(result.pack, schemas.get(result.pack.pack.check))] : result.problems;
    for (const p of problems) await writeAll(io.stdout, `FAIL  ${formatProblem(p)}\n`);
    failed += problems.length;
    if (!result.pack) continue;
    rules += result.pack.pack.rules.length;
    if (args.command === 'rules-lint') continue;
    const index = new Map(result.pack.pack.rules.map((r, i) => [`${result.pack!.pack.id}/${r.id}`, i]));
    for (const c of runRuleExamples(result.pack, { decoder: (t) => findEncodedPayloads(t) })) {
      const where = `${file}#/rules/${index.get(c.ruleId)}/examples/${c.kind}/${c.index}`;
      if (c.kind.startsWith('todo')) {
        if (!c.failure) todo.push(`${where}: ${c.ruleId}: now passes, promote it`);
        continue;
      }
      if (c.failure) {
        failed++;
        await writeAll(io.stdout, `FAIL  ${where}: ${c.ruleId}: ${c.failure}\n`);
      } else passed++;
    }
  }
  flushRegexCache();
  if (todo.length) await writeAll(io.stdout, `todo:\n  ${todo.join('\n  ')}\n`);
  const checked = args.command === 'rules-lint' ? `${files.length} packs, ${rules} rules linted` : `${files.length} packs, ${rules} rules`;
  await writeAll(io.stdout, `${checked}\n${args.command === 'rules-lint' ? `${failed} problems` : `${passed} passed, ${failed} failed`}\n`);
  return failed ? 1 : 0;
}
