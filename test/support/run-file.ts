// Runs one compiled test file in this process and prints one uvu summary. Suites are queued
// while the module loads (uvu's deferred mode, as its own CLI does) and run once at the end:
// files that register suites after an await (e.g. one suite per rule pack) would otherwise be
// run piecemeal, re-running earlier suites and printing several summaries.
// The service's V8 settings are applied first, as its entry point does: a test that starts the
// server in this process would otherwise change the regex setting after modules had compiled
// regexes the other way, which crashes V8 now and then (a test file exiting with SIGSEGV).

import '../../src/v8-flags.js';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const file = process.argv[2];
if (!file) {
  console.error('usage: node run-file.js <compiled test file>');
  process.exit(2);
}
const uvuGlobals = globalThis as { UVU_DEFER?: number; UVU_QUEUE?: unknown[][]; UVU_INDEX?: number };
uvuGlobals.UVU_DEFER = 1;
uvuGlobals.UVU_QUEUE = [[path.basename(file)]];
uvuGlobals.UVU_INDEX = 0;
const { exec } = await import('uvu');
await import(pathToFileURL(path.resolve(file)).href);
await exec(false);
