// How an operation's cost grows with its input, read on the machine under test without trusting
// its clock: the same operation on a small and a large input (size ×FACTOR), taking turns, the
// least CPU time of each kept. A linear operation grows about FACTOR times; catastrophic
// backtracking grows at least FACTOR² times (quadratic) and usually far more. A busy machine
// slows both sizes alike, so the ratio holds where a time limit would flake.
//
// Each size runs once unmeasured first: the first runs on a large input pay one-off costs a linear
// operation does not pay again (compiling the code paths it takes, the young generation growing
// to the size of its allocations), which made the first large run cost up to three times its
// steady value and the ratio of a linear operation reach 20–36 now and then.
//
// A ratio over MAX_GROWTH is measured again, up to ATTEMPTS times in all, and the least kept:
// interference (a major collection, a neighbour's burst on a 2-core machine) only ever inflates
// one measurement, so a linear operation settles back near FACTOR, while a superlinear one is
// over the limit on every attempt.

/** Large input / small input. */
export const FACTOR = 8;
/** Growth allowed before an operation counts as superlinear: 3× linear, a third of quadratic's 64. */
export const MAX_GROWTH = 3 * FACTOR;

/** Measured runs of each size: the least of five is the operation's own cost when others interfere. */
const ROUNDS = 5;
/** Measurements of the ratio at most, while it stays over MAX_GROWTH. */
const ATTEMPTS = 3;

/** CPU microseconds of one call (user + system of this process). */
export function cpuMicros(run: () => void): number {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return used.user + used.system;
}

/**
 * cost(large) / cost(small), the least of `rounds` interleaved measurements of each; `run(size)`
 * does the operation on an input of that size ("small" is large / FACTOR). Measured again while
 * over MAX_GROWTH (see above).
 */
export function growth(run: (size: number) => void, large: number, rounds = ROUNDS): number {
  let ratio = Infinity;
  for (let attempt = 0; attempt < ATTEMPTS && ratio >= MAX_GROWTH; attempt++) ratio = Math.min(ratio, growthOnce(run, large, rounds));
  return ratio;
}

function growthOnce(run: (size: number) => void, large: number, rounds: number): number {
  const small = Math.max(1, Math.round(large / FACTOR));
  run(small);
  run(large);
  let bestSmall = Infinity;
  let bestLarge = Infinity;
  for (let i = 0; i < rounds; i++) {
    bestSmall = Math.min(bestSmall, cpuMicros(() => run(small)));
    bestLarge = Math.min(bestLarge, cpuMicros(() => run(large)));
  }
  // A few microseconds of timer resolution must not turn a fast small run into a huge ratio.
  return bestLarge / Math.max(bestSmall, 50);
}

/** Async form of `growth`, for operations that return a promise. */
export async function growthAsync(run: (size: number) => Promise<void>, large: number, rounds = ROUNDS): Promise<number> {
  let ratio = Infinity;
  for (let attempt = 0; attempt < ATTEMPTS && ratio >= MAX_GROWTH; attempt++) ratio = Math.min(ratio, await growthOnceAsync(run, large, rounds));
  return ratio;
}

async function growthOnceAsync(run: (size: number) => Promise<void>, large: number, rounds: number): Promise<number> {
  const small = Math.max(1, Math.round(large / FACTOR));
  let bestSmall = Infinity;
  let bestLarge = Infinity;
  const measure = async (size: number): Promise<number> => {
    const before = process.cpuUsage();
    await run(size);
    const used = process.cpuUsage(before);
    return used.user + used.system;
  };
  await run(small);
  await run(large);
  for (let i = 0; i < rounds; i++) {
    bestSmall = Math.min(bestSmall, await measure(small));
    bestLarge = Math.min(bestLarge, await measure(large));
  }
  return bestLarge / Math.max(bestSmall, 50);
}
