// V8 settings for the service's regular expressions, applied once per process before any rule is
// compiled.
//
// Straight to machine code (--no-regexp-tier-up). By default V8 first compiles a regex to
// bytecode for its interpreter and compiles it again to machine code once it has run; for the
// ~1,000 long rule patterns (alternations of hundreds of words, Unicode classes) the bytecode
// step alone cost several seconds of every start and of every check thread's start. Every rule
// pattern runs on every request, so compiling straight to machine code loses nothing and saves
// both steps' time.
//
// Without the code generator's specialised copies (--no-regexp-optimization). V8's regex
// compiler emits up to ten copies of a node's code, one for each way the search can reach it, and
// adds a look-ahead table per alternation. For a long case-insensitive alternation that made 1 to
// 5 MiB of machine code per pattern, and each pattern has up to four such bodies (one-byte and
// two-byte subjects, for its global and its sticky copy): the prompt_injection patterns alone
// took about 190 MiB of code after 600 texts, all four checks together 354 MiB after 1,000, and
// a process running every check over diverse text died allocating a regex's machine code
// ("CALL_AND_RETRY_LAST Allocation failed"). V8 means to
// stop specialising once a process holds much regex code (TooMuchRegExpCode: over 1 MiB compiled
// and 16 MiB of executable memory), but that test did not stop the growth here. Without the copies
// each node is emitted once: about a third of the code, and prompt_injection over 600 labelled
// texts took less CPU (11.1 → 8.2 s), as compiling was a large part of a request's cost whenever
// a text reached patterns not compiled yet (README, Performance, Memory: `npm run memory-soak`).

import v8 from 'node:v8';

let applied = false;

export function useEagerRegexpCompilation(): void {
  if (applied) return;
  applied = true;
  v8.setFlagsFromString('--no-regexp-tier-up');
  v8.setFlagsFromString('--no-regexp-optimization');
}
