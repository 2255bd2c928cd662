// Messages between the main thread and check workers.

import type { CheckInput, CheckOutcome } from '../registry/plugin-api.js';

export interface WorkerInit {
  index: number;
  rulesDir: string;
  pluginsDir: string;
  trustedDomains: string[];
  regexCacheFile: string | undefined;
  logLevel: string;
}

export type WorkerRequest =
  | { type: 'run'; id: number; check: string; input: CheckInput; requestId: string; timeoutMs: number; explain?: boolean }
  | { type: 'reload' };

export type WorkerResponse =
  | { type: 'ready'; version: string }
  | { type: 'reloaded'; version: string }
  | { type: 'result'; id: number; outcome: CheckOutcome; durationMs: number; timedOut: boolean }
  | { type: 'check_error'; check: string; errorName: string };
