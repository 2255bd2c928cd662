// Structured JSON logs (pino). Call sites pass identifiers and numbers only: request ids, routes,
// statuses, rule ids, file paths. Submitted text and matched values are never handed to a logger,
// and the formatter below drops request text, bodies and credentials should anyone try.

import { pino, type Logger, type DestinationStream } from 'pino';

export type { Logger };

/** Field names whose value is never written, at the top level of a log object or one level down. */
const OMITTED_FIELDS = new Set(['text', 'body', 'api_key', 'authorization']);
const CENSOR = '[omitted]';

function withoutField(value: object): object {
  let copy: Record<string, unknown> | undefined;
  for (const key of OMITTED_FIELDS) {
    if (Object.hasOwn(value, key)) {
      copy ??= (Array.isArray(value) ? [...(value as unknown[])] : { ...value }) as Record<string, unknown>;
      copy[key] = CENSOR;
    }
  }
  return copy ?? value;
}

/**
 * Returns the log object with those fields censored (a copy; the caller's object is untouched).
 * This plain key check replaces pino's path-based redaction, which cost more than the rest of an
 * access log line together.
 */
export function censorLogObject(obj: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(obj)) {
    const value = obj[key];
    const safe = OMITTED_FIELDS.has(key) ? CENSOR : value !== null && typeof value === 'object' ? withoutField(value) : value;
    if (safe !== value) {
      copy ??= { ...obj };
      copy[key] = safe;
    }
  }
  return copy ?? obj;
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'screening-service' },
      formatters: { log: censorLogObject, bindings: censorLogObject },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
