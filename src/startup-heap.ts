// Start-up allocates in a burst (packs parsed and validated, patterns analysed, matchers and
// automata built) and most of it survives, so V8 doubles its young generation at each scavenge
// until it reaches its maximum: two 16 MiB semi-spaces, which then stay committed for the life of
// the process though an idle or lightly used service needs a fraction of that (about 28 MiB of
// RSS measured). While start-up runs, the young generation is held at its initial size; once the
// service listens, V8 sizes it by the serving load again. Both changes must happen while the main
// thread is the process's only isolate: V8 flags are process-wide, and changing one while a check
// worker thread runs is undefined behaviour (it crashed the process).

import v8 from 'node:v8';

const FLAG = 'semi-space-growth-factor';
/** V8's default (Node 20 / V8 11): each growth doubles the semi-spaces. */
const DEFAULT_GROWTH = 2;

/** Whether the operator set the growth factor (NODE_OPTIONS or a node flag): then it is left alone. */
function setByOperator(): boolean {
  return [...process.execArgv, process.env['NODE_OPTIONS'] ?? ''].some((arg) => arg.includes(FLAG.replaceAll('-', '_')) || arg.includes(FLAG));
}

/** Holds the young generation at its current size; the returned function releases it (idempotent). */
export function holdYoungGeneration(): () => void {
  if (setByOperator()) return () => undefined;
  v8.setFlagsFromString(`--${FLAG}=1`);
  let held = true;
  return () => {
    if (held) v8.setFlagsFromString(`--${FLAG}=${DEFAULT_GROWTH}`);
    held = false;
  };
}
