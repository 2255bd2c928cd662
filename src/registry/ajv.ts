// The one Ajv instance for the schemas the registry compiles: the rule-pack and plugin-meta
// schemas and the settings schemas plugins declare. Validating a schema against the JSON Schema
// meta-schema means compiling that meta-schema first (~50–100 ms per instance): the service's own
// schemas skip it, and a plugin's schemas are checked against it explicitly (pack-settings.ts).
// These validators run once per pack load, not per request: the optimising pass of Ajv's code
// generator costs more (about half of each compile) than it can ever save them.

import { Ajv } from 'ajv';

export const registryAjv = new Ajv({ allErrors: true, strict: false, validateSchema: false, code: { optimize: false } });
