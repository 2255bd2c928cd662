// One ajv instance, compiled once at start-up from the wire schemas: the same objects that
// produce the TypeScript types and the OpenAPI document. Errors become API details with JSON
// pointers; they quote field names and limits, never the submitted values.

import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { apiErrors, type ErrorDetail } from './errors.js';

// The wire schemas are the service's own (the conformance suite checks them): not validating them
// against the JSON Schema meta-schema spares compiling that meta-schema at every start.
const ajv = new Ajv({ allErrors: true, strict: false, useDefaults: false, validateSchema: false });
(addFormats as unknown as (a: Ajv) => void)(ajv);

export function compileValidator<T>(schema: object): (value: unknown) => T {
  const validate = ajv.compile(schema) as ValidateFunction<T>;
  return (value: unknown): T => {
    if (!validate(value)) throw apiErrors.invalidRequest(describe(validate.errors ?? []));
    return value;
  };
}

function describe(errors: readonly ErrorObject[]): ErrorDetail[] {
  return errors.map((e) => {
    switch (e.keyword) {
      case 'required':
        return { path: `${e.instancePath}/${String(e.params['missingProperty'])}`, message: 'is required' };
      case 'additionalProperties':
        return { path: `${e.instancePath}/${String(e.params['additionalProperty']).slice(0, 64)}`, message: 'is not a known field' };
      case 'uniqueItems':
        return { path: e.instancePath, message: 'must not contain duplicates' };
      default:
        return { path: e.instancePath || '/', message: e.message ?? 'is invalid' };
    }
  });
}
