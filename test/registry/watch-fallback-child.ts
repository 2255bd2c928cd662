// Run by watch-fallback.test.ts in a process whose open-file limit it lowered: native file
// watching fails for real (EMFILE), and hot reload must go on by polling. Prints one JSON line.

import fs from 'node:fs';
import { Writable } from 'node:stream';
import { createLogger } from '../../src/observability/logger.js';
import { Registry } from '../../src/registry/registry.js';
import { useRegexCache } from '../../src/registry/regex-safety.js';
import { watchForChanges } from '../../src/registry/watch.js';
import { runCheck } from '../../src/evaluate/run-check.js';

const [rulesDir, pluginsDir, helper] = process.argv.slice(2) as [string, string, string];
useRegexCache(undefined);
const registry = new Registry({ rulesDir, pluginsDir, trustedDomains: [], logger: createLogger('silent') });
await registry.reload();
const verdict = async (): Promise<string> => {
  const out = (await runCheck(registry.current().checks.get('two_files')!, { kind: 'text', text: 'x' }, { requestId: 'r', timeoutMs: 5000 })).outcome;
  return out.status === 'ok' ? out.verdict : out.status;
};

await import('chokidar'); // loaded while files can still be opened, as the service has it by then
// Every free descriptor is taken, so the watcher cannot get an inotify instance; they are given
// back when the service says it falls back, so that polling can read the directories.
const held: number[] = [];
try {
  for (;;) held.push(fs.openSync('/dev/null', 'r'));
} catch {
  // the limit is reached
}
const lines: string[] = [];
const destination = new Writable({
  write(chunk: Buffer, _enc, done) {
    const line = chunk.toString();
    lines.push(line);
    if (line.includes('polling')) while (held.length) fs.closeSync(held.pop()!);
    done();
  },
});
const watcher = await watchForChanges(registry, [pluginsDir], createLogger('warn', destination), 50);
while (held.length) fs.closeSync(held.pop()!);
const before = await verdict();
fs.writeFileSync(helper, "export const VERDICT = 'block';\n");
const started = Date.now();
while (Date.now() - started < 15_000 && (await verdict()) !== 'block') await new Promise((r) => setTimeout(r, 50));
const after = await verdict();
await watcher.close();
process.stdout.write(`${JSON.stringify({ mode: watcher.mode, before, after, ms: Date.now() - started, logs: lines.map((l) => JSON.parse(l) as unknown) })}\n`);
