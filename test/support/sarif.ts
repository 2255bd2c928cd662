// Validates a SARIF log against the SARIF 2.1.0 JSON schema as published (the copy shipped in
// the @microsoft/jest-sarif package). The schema is draft-04, which ajv reads through ajv-draft-04.

import fs from 'node:fs';
import { createRequire } from 'node:module';
import AjvDraft04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';

const require = createRequire(import.meta.url);
const schemaFile = require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json');
const schema = JSON.parse(fs.readFileSync(schemaFile, 'utf8')) as Record<string, unknown>;
// The schema's own language-tag pattern is not valid with the `u` flag: compile patterns without it.
const ajv = new AjvDraft04.default({ allErrors: true, strict: false, unicodeRegExp: false });
(addFormats.default as unknown as (a: typeof ajv) => void)(ajv);
const validate = ajv.compile(schema);

/** Schema errors of `log` as "pointer message" lines; empty when valid. */
export function sarifErrors(log: unknown): string[] {
  return validate(log) ? [] : (validate.errors ?? []).map((e: { instancePath: string; message?: string }) => `${e.instancePath} ${e.message ?? ''}`);
}
