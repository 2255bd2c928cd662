// The package's public API: the service's engine, packs and checks for a Node application, with
// no server. `createScanner` loads once and is reused; `scan`, `redact` and `guard` use a scanner
// with the shipped packs, created on first use.

import { Scanner, createScanner, type GuardRequest, type GuardResult, type RedactResult, type ScanResult } from './scanner.js';

export { Scanner, ScanError, createScanner, SCAN_CHECK } from './scanner.js';
export type { ScannerOptions, ScanResult, RedactResult, GuardRequest, GuardResult, StreamOptions, LocatedFinding, RuleInfo, Severity, Finding, CheckResult, LoadProblem, AgentAction, CheckVerdict } from './scanner.js';
export { formatProblem } from '../registry/errors.js';
export { fingerprint } from './fingerprint.js';

let shared: Promise<Scanner> | undefined;
const defaultScanner = (): Promise<Scanner> => (shared ??= createScanner());

/** PII and secrets in `text`, with the shipped packs. */
export async function scan(text: string): Promise<ScanResult> {
  return (await defaultScanner()).scan(text);
}

/** `text` with every finding replaced by a numbered placeholder. */
export async function redact(text: string): Promise<RedactResult> {
  return (await defaultScanner()).redact(text);
}

/** Runs the guard checks (all loaded ones unless `checks` is given); worst verdict wins. */
export async function guard(request: GuardRequest): Promise<GuardResult> {
  return (await defaultScanner()).guard(request);
}
