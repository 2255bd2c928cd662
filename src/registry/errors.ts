// Load-time error catalogue for rule packs and plugins. Every problem names the file, the JSON
// pointer inside it (when there is one) and the rule, then says what to fix.

export const loadErrorCodes = {
  RULES_READ_FAILED: 'the file could not be read',
  RULES_INVALID_JSON: 'the file is not valid JSON',
  RULES_SCHEMA: 'the pack does not match the rule-pack schema (docs/rule-pack.schema.json)',
  RULES_ID_MISMATCH: 'the pack id must equal the file name without .json',
  RULES_DUPLICATE_ID: 'rule ids must be unique within a pack',
  RULES_BAD_RULE: 'the rule cannot be compiled',
  RULES_UNSAFE_PATTERN: 'the pattern can backtrack catastrophically',
  RULES_KEYWORD_MISSING: 'a positive example contains none of the rule keywords, so the prefilter would never run the rule on it',
  RULES_BAD_EXAMPLE: 'an example cannot be expanded',
  RULES_UNKNOWN_FRAGMENT: "a pattern refers to a fragment the pack's fragments do not define",
  RULES_SETTINGS: "the pack's settings or a rule's data do not match the schema its check declares (meta.settingsSchema, meta.dataSchema)",
  RULES_BAD_MODEL: 'the pack\'s model weights do not fit its feature settings',
  PLUGIN_NO_ENTRY: 'the plugin folder has no index.js, index.mjs or package.json "main"',
  PLUGIN_IMPORT_FAILED: 'importing the plugin module threw',
  PLUGIN_BAD_META: 'export const meta does not match the plugin meta schema',
  PLUGIN_NO_CREATE: 'the module must export a create(setup) function',
  PLUGIN_API_MISMATCH: 'meta.apiVersion does not accept this host plugin API',
  PLUGIN_DUPLICATE_ID: 'two plugins declare the same check id',
  PLUGIN_CREATE_FAILED: 'create(setup) threw or returned no run function',
} as const;

export type LoadErrorCode = keyof typeof loadErrorCodes;

export interface LoadProblem {
  code: LoadErrorCode;
  file: string;
  /** JSON pointer inside the file, '' for the whole file. */
  path: string;
  ruleId?: string;
  message: string;
}

export function formatProblem(p: LoadProblem): string {
  const where = p.path ? `${p.file}#${p.path}` : p.file;
  return `${where}: ${p.ruleId ? `${p.ruleId}: ` : ''}${p.message} [${p.code}]`;
}
