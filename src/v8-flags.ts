// Imported first by the entry point, for its side effect: V8 flags are process-wide and read as
// regular expressions are compiled, so the regex setting (see registry/regexp-engine.ts) is applied
// before any module creates one. Changing it later, under regexes already compiled the other way,
// crashed the process now and then (SIGSEGV on an early request).

import { useEagerRegexpCompilation } from './registry/regexp-engine.js';

useEagerRegexpCompilation();
