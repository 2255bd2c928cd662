// Imported first by the entry point, for its side effect: V8 flags are process-wide and read as
// regular expressions and WebAssembly are compiled, so the regex setting (see
// registry/regexp-engine.ts) and the WebAssembly one (text/shell/wasm-compiler.ts) are applied
// before any module creates either. Changing one later, under regexes already compiled the other
// way, crashed the process now and then (SIGSEGV on an early request).

import { useEagerRegexpCompilation } from './registry/regexp-engine.js';
import { useBaselineWasmCompiler } from './text/shell/wasm-compiler.js';

useEagerRegexpCompilation();
useBaselineWasmCompiler();
