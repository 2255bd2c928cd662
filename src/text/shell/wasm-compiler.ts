// The V8 setting for the service's WebAssembly (the bash grammar, see bash-syntax.ts): V8's
// baseline compiler (Liftoff) only. By default V8 also recompiles the functions that run often
// with its optimising compiler, on background threads; the grammar's lexer and parse-table
// functions are large, and those compilations left some 20–40 MiB resident in the threads' malloc
// arenas after the first few hundred parses (smaps: +20.5 MiB after 300 parses, none with the
// setting), for no measurable change in parse time (160–220 µs per command line either way, most
// of it copying the tree). V8 flags are process-wide: like the regex setting, this one is applied
// by the entry point before anything runs (src/v8-flags.ts), never while a check worker thread runs.

import v8 from 'node:v8';

let applied = false;

export function useBaselineWasmCompiler(): void {
  if (applied) return;
  applied = true;
  v8.setFlagsFromString('--liftoff-only');
}
