// Validates the check-specific parts of rule packs against the schemas the owning check declares
// in its meta: `settingsSchema` for the pack's `settings`, `dataSchema` for every rule's `data`.
// Same collect-all errors as the rule-pack schema (file, JSON pointer, code), so a typo in a
// setting is a load error instead of a silently ignored value. A check without a schema leaves
// these fields unvalidated (its plugin reads them at its own risk).

import type { ErrorObject, ValidateFunction } from 'ajv';
import { registryAjv as ajv } from './ajv.js';
import type { LoadProblem } from './errors.js';
import type { LoadedPack, PluginMeta } from './plugin-api.js';
import { knownValid, rememberValid } from './validation-cache.js';

export interface SettingsValidator {
  readonly settings?: ValidateFunction;
  readonly data?: ValidateFunction;
}

/** One plugin version's pack schemas, compiled when first needed. */
export interface PluginSchemas {
  /** The plugin folder's content token: a verdict holds for this version of its schemas only. */
  readonly token: string;
  validator(): SettingsValidator | undefined;
}

/**
 * A plugin's schemas, compiled lazily: compiling them costs hundreds of milliseconds per start,
 * and a restart whose packs all passed them before (same pack bytes, same plugin version, verdicts
 * in DATA_DIR) never needs them. A plugin version whose schemas were never seen to compile is
 * compiled now, so a broken schema is still reported at load, pack or no pack.
 */
export function pluginSchemas(meta: PluginMeta, entry: string, token: string, problems: LoadProblem[]): PluginSchemas | undefined {
  if (meta.settingsSchema === undefined && meta.dataSchema === undefined) return undefined;
  let compiled: { value: SettingsValidator | undefined } | undefined;
  const validator = (): SettingsValidator | undefined => (compiled ??= { value: compileSettingsValidator(meta, entry, problems) }).value;
  const key = `schemas-compile:${token}`;
  if (!knownValid(key)) {
    const before = problems.length;
    validator();
    if (problems.length === before) rememberValid(key);
  }
  return { token, validator };
}

/** Compiles the schemas of one plugin's meta; a schema that does not compile is a meta problem. */
export function compileSettingsValidator(meta: PluginMeta, entry: string, problems: LoadProblem[]): SettingsValidator | undefined {
  const compile = (schema: unknown, field: string): ValidateFunction | undefined => {
    if (schema === undefined) return undefined;
    try {
      if (!ajv.validateSchema(schema as object)) throw new Error(`schema is invalid: ${ajv.errorsText(ajv.errors)}`);
      return ajv.compile(schema as object);
    } catch (err) {
      problems.push({ code: 'PLUGIN_BAD_META', file: entry, path: `/meta/${field}`, message: `not a usable JSON Schema: ${(err as Error).message}` });
      return undefined;
    }
  };
  const settings = compile(meta.settingsSchema, 'settingsSchema');
  const data = compile(meta.dataSchema, 'dataSchema');
  return settings || data ? { ...(settings ? { settings } : {}), ...(data ? { data } : {}) } : undefined;
}

function describe(e: ErrorObject): { where: string; message: string } {
  if (e.keyword === 'required') return { where: `${e.instancePath}/${String(e.params['missingProperty'])}`, message: 'is required' };
  if (e.keyword === 'additionalProperties') return { where: `${e.instancePath}/${String(e.params['additionalProperty'])}`, message: `unknown setting "${String(e.params['additionalProperty'])}"` };
  return { where: e.instancePath, message: e.message ?? 'is invalid' };
}

/** Every problem of a pack's settings and rule data under the owning check's validator. */
export function settingsProblems(loaded: LoadedPack, schemas: PluginSchemas | undefined): LoadProblem[] {
  if (!schemas) return [];
  const verdict = `settings:${loaded.hash}:${schemas.token}`;
  if (knownValid(verdict)) return [];
  const validator = schemas.validator();
  if (!validator) return [];
  const { pack, file } = loaded;
  const problems: LoadProblem[] = [];
  const check = (validate: ValidateFunction, value: unknown, base: string, ruleId?: string): void => {
    if (validate(value)) return;
    const seen = new Set<string>();
    for (const e of validate.errors ?? []) {
      const { where, message } = describe(e);
      const key = `${where}|${message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push({ code: 'RULES_SETTINGS', file, path: `${base}${where}`, ...(ruleId ? { ruleId } : {}), message });
    }
  };
  if (validator.settings) check(validator.settings, pack.settings ?? {}, '/settings');
  if (validator.data) pack.rules.forEach((rule, i) => rule.data !== undefined && check(validator.data!, rule.data, `/rules/${i}/data`, `${pack.id}/${rule.id}`));
  if (problems.length === 0) rememberValid(verdict);
  return problems;
}
