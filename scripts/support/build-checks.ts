// One build of the service's checks, loaded from its dist/ folder (this checkout's or another's),
// for the benchmarks that run checks in process: the service's V8 settings first, then the
// registry over the build's own rules and plugins, as the service loads them.

import path from 'node:path';
import { pathToFileURL } from 'node:url';

type RegistryModule = typeof import('../../src/registry/registry.js');
type RunCheckModule = typeof import('../../src/evaluate/run-check.js');
type LoggerModule = typeof import('../../src/observability/logger.js');
type RegexModule = typeof import('../../src/registry/regex-safety.js');
type Snapshot = Awaited<ReturnType<InstanceType<RegistryModule['Registry']>['reload']>>;

export interface BuildChecks {
  /** Imports a module of the build, by its path under dist/src. */
  load<T>(rel: string): Promise<T>;
  snapshot: Snapshot;
  runCheck: RunCheckModule['runCheck'];
}

export async function loadBuildChecks(root: string): Promise<BuildChecks> {
  const load = async <T>(rel: string): Promise<T> => (await import(pathToFileURL(path.join(root, 'dist/src', rel)).href)) as T;
  // The service's V8 settings (regexes compiled to machine code from the first run, the baseline
  // WebAssembly compiler), applied before any module compiles a regex, as the entry point does.
  await load<unknown>('v8-flags.js');
  const { Registry } = await load<RegistryModule>('registry/registry.js');
  const { runCheck } = await load<RunCheckModule>('evaluate/run-check.js');
  const { createLogger } = await load<LoggerModule>('observability/logger.js');
  const { useRegexCache } = await load<RegexModule>('registry/regex-safety.js');
  useRegexCache();
  const registry = new Registry({ rulesDir: path.join(root, 'rules'), pluginsDir: path.join(root, 'plugins'), trustedDomains: [], logger: createLogger('silent') });
  return { load, snapshot: await registry.reload(), runCheck };
}
