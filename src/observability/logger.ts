// Structured JSON logs (pino). Call sites pass identifiers and numbers only: request ids, routes,
// statuses, rule ids, file paths. Submitted text and matched values are never handed to a logger,
// and the serialisers below drop request bodies should anyone try.

import { pino, type Logger, type DestinationStream } from 'pino';

export type { Logger };

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'screening-service' },
      redact: { paths: ['text', 'body', '*.text', '*.body', 'req.body', 'api_key', '*.api_key', 'authorization', '*.authorization'], censor: '[omitted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
