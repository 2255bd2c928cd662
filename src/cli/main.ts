#!/usr/bin/env node
// The `screening` command (package.json "bin"). See `screening --help`.

import '../v8-flags.js'; // first, as the service's entry point: scans run under the service's V8 settings
import { processIo } from './io.js';
import { run } from './run.js';

process.exitCode = await run(process.argv.slice(2), processIo());
