// The data half of a check plugin (`export const meta`), validated at load.

export const pluginMetaSchema = {
  $id: 'PluginMeta',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', 'apiVersion', 'input', 'description'],
  properties: {
    id: { type: 'string', pattern: '^[a-z][a-z0-9_]*$', maxLength: 64, description: 'The check name clients select.' },
    version: { type: 'string', pattern: '^\\d+\\.\\d+\\.\\d+(?:-[0-9A-Za-z.-]+)?$' },
    apiVersion: { type: 'string', pattern: '^\\^?\\d+(\\.\\d+){0,2}$', description: 'Host plugin API it supports, e.g. ^1.0.' },
    input: { type: 'string', enum: ['text', 'agent_action'] },
    description: { type: 'string', minLength: 1 },
    consumes: {
      type: 'array',
      items: { type: 'string', pattern: '^[a-z][a-z0-9_]*$' },
      description: 'Checks whose rule packs this plugin reads; default: its own id.',
    },
    timeoutMs: { type: 'integer', minimum: 1, maximum: 60000, description: 'Preferred time budget; the operator cap wins.' },
  },
} as const;
