// The package's public API: the service's engine, packs and checks for a Node application, with
// no server. `createScanner` loads once and is reused; `scan`, `redact` and `guard` use scanners
// with the shipped packs and checks, created on first use.

import { Scanner, createScanner, type GuardRequest, type GuardResult, type RedactResult, type ScanResult } from './scanner.js';

export { Scanner, ScanError, createScanner, SCAN_CHECK } from './scanner.js';
export type { ScannerOptions, ScanResult, RedactResult, GuardRequest, GuardResult, StreamOptions, LocatedFinding, RuleInfo, Severity, Finding, CheckResult, LoadProblem, AgentAction, CheckVerdict } from './scanner.js';
export { formatProblem } from '../registry/errors.js';
export { fingerprint } from './fingerprint.js';

// scan and redact need only pii_secrets, which loads faster than every check.
let piiOnly: Promise<Scanner> | undefined;
let everything: Promise<Scanner> | undefined;
const piiScanner = (): Promise<Scanner> => (piiOnly ??= createScanner({ checks: ['pii_secrets'] }));
const fullScanner = (): Promise<Scanner> => (everything ??= createScanner());

/** PII and secrets in `text`, with the shipped packs. */
export async function scan(text: string): Promise<ScanResult> {
  return (await piiScanner()).scan(text);
}

/** `text` with every finding replaced by a numbered placeholder. */
export async function redact(text: string): Promise<RedactResult> {
  return (await piiScanner()).redact(text);
}

/** Runs the guard checks (all loaded ones unless `checks` is given); worst verdict wins. */
export async function guard(request: GuardRequest): Promise<GuardResult> {
  return (await fullScanner()).guard(request);
}
