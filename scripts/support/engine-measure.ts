// The process bench-engine starts for one measurement of one build (`--measure this|DIR`). The
// service's entry point applies its V8 settings (src/v8-flags.ts: regexes compiled straight to
// machine code, the baseline WebAssembly compiler) before any other module is evaluated; a scan
// measured without them runs under V8's default regex tier-up and is not the service's speed. So
// this entry imports nothing of either build statically: it applies the measured build's own
// v8-flags.js first (when that build has one), then loads the benchmark and the engine.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const argv = process.argv.slice(2);
const target = argv[argv.indexOf('--measure') + 1];
if (!argv.includes('--measure') || !target) {
  process.stderr.write('engine-measure is started by bench-engine with --measure this|DIR\n');
  process.exit(2);
}
const thisRoot = fileURLToPath(new URL('../../../', import.meta.url));
const flags = path.join(target === 'this' ? thisRoot : path.resolve(target), 'dist/src/v8-flags.js');
if (fs.existsSync(flags)) await import(pathToFileURL(flags).href);

const { measureOnce } = await import('../bench-engine.js');
process.stdout.write(JSON.stringify(await measureOnce(target, argv)));
