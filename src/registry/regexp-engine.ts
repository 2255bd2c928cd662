// V8 settings for the service's regular expressions, applied once per process before any rule is
// compiled. By default V8 first compiles a regex to bytecode for its interpreter and compiles it
// again to machine code once it has run; for the ~1,000 long rule patterns (alternations of
// hundreds of words, Unicode classes) the bytecode step alone cost several seconds of every start
// and of every check thread's start. Every rule pattern runs on every request, so compiling
// straight to machine code loses nothing and saves both steps' time.

import v8 from 'node:v8';

let applied = false;

export function useEagerRegexpCompilation(): void {
  if (applied) return;
  applied = true;
  v8.setFlagsFromString('--no-regexp-tier-up');
}
