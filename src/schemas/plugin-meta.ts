// The data half of a check plugin (`export const meta`), validated at load. Every field beyond
// the required five is optional, with the default its description states.

export const capabilities = ['redaction', 'pii_secrets_endpoint'] as const;

export const pluginMetaSchema = {
  $id: 'PluginMeta',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', 'apiVersion', 'input', 'description'],
  properties: {
    id: { type: 'string', pattern: '^[a-z][a-z0-9_]*$', maxLength: 64, description: 'The check name clients select.' },
    version: { type: 'string', pattern: '^\\d+\\.\\d+\\.\\d+(?:-[0-9A-Za-z.-]+)?$' },
    apiVersion: { type: 'string', minLength: 1, maxLength: 64, description: 'Semver range of the host plugin API it supports, e.g. ^2.0.0.' },
    input: { type: 'string', enum: ['text', 'agent_action'], description: 'Which part of a guard request the check reads.' },
    description: { type: 'string', minLength: 1 },
    consumes: {
      type: 'array',
      items: { type: 'string', pattern: '^[a-z][a-z0-9_]*$' },
      description: 'Kinds of rule packs this plugin reads (a pack declares its kind in "check"); default: its own id.',
    },
    provides: {
      type: 'array',
      uniqueItems: true,
      items: { type: 'string', enum: capabilities },
      description:
        'Capabilities the host may use; default none. "redaction": its span findings are what the guard redacts (redact: true needs such a check). "pii_secrets_endpoint": it answers POST /api/v1/security/pii-secrets.',
    },
    settingsSchema: {
      type: 'object',
      description: 'JSON Schema for the "settings" of the packs this check owns (pack "check" = its id); default: settings must be absent or an empty object.',
    },
    dataSchema: {
      type: 'object',
      description: 'JSON Schema for the "data" of each rule in the packs this check owns; default: rules must not carry data.',
    },
    timeoutMs: { type: 'integer', minimum: 1, maximum: 60000, description: 'Preferred time budget; the operator cap wins.' },
  },
} as const;
