// Compiled matchers shared within a registry build: pii_secrets, output_safety and agent_action
// all scan with the pii_secrets packs, and compiling them (hundreds of regexes and one keyword
// automaton) once per build instead of once per check keeps reloads and start-up short. A matcher
// is immutable once built, so sharing it between checks is safe.
//
// Matchers over validated packs are built on first use rather than when a check is created (the
// packs already passed the same compile, so building cannot fail): the service is ready once its
// packs and checks are loaded, and `warm()` builds the rest in the background, one matcher at a
// time, so a request that comes first only waits for what it needs. It compiles a matcher's rules
// a few milliseconds at a time before building it: built in one piece, the largest matcher held
// the event loop for hundreds of milliseconds just after the service listened, and the first
// /readyz waited behind it.

import { compiledRule } from '../engine/compile-rule.js';
import type { LoadedPack } from './plugin-api.js';
import type { RuleMatcher } from '../engine/matcher.js';

/** The longest stretch of warm-up work between two turns of the event loop. */
const SLICE_MS = 10;
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

const packKey = (p: LoadedPack): string => `${p.file}\0${p.hash}`;

/** A matcher built when first asked for. */
export class LazyMatcher {
  private built: RuleMatcher | undefined;

  constructor(
    private readonly compile: () => RuleMatcher,
    private readonly packs: readonly LoadedPack[] = [],
  ) {}

  get isBuilt(): boolean {
    return this.built !== undefined;
  }

  get(): RuleMatcher {
    return (this.built ??= this.compile());
  }

  /** Compiles the rules of its packs ahead of the build (they are kept, see compiledRule), yielding every SLICE_MS. */
  async compileRulesAhead(): Promise<void> {
    let sliceStart = performance.now();
    for (const loaded of this.packs)
      for (let i = 0; i < loaded.pack.rules.length; i++) {
        if (this.built) return;
        compiledRule(loaded, i);
        if (performance.now() - sliceStart >= SLICE_MS) {
          await nextTurn();
          sliceStart = performance.now();
        }
      }
  }
}

export class MatcherCache {
  private entries = new Map<string, { matcher: LazyMatcher; packs: string[] }>();
  private counts = { compiled: 0, reused: 0 };

  /** The matcher for exactly these packs (same files, same content, same order); built now unless `deferred`. */
  get(packs: readonly LoadedPack[], compile: () => RuleMatcher, deferred = false): LazyMatcher {
    const ids = packs.map(packKey);
    const key = ids.join('\n');
    const hit = this.entries.get(key);
    if (hit) {
      this.counts.reused++;
      if (!deferred) hit.matcher.get();
      return hit.matcher;
    }
    const matcher = new LazyMatcher(compile, packs);
    if (!deferred) matcher.get();
    this.entries.set(key, { matcher, packs: ids });
    this.counts.compiled++;
    return matcher;
  }

  /** Forgets matchers built from a pack version that is no longer loaded. */
  retain(current: readonly LoadedPack[]): void {
    const live = new Set(current.map(packKey));
    for (const [key, entry] of this.entries) if (!entry.packs.every((p) => live.has(p))) this.entries.delete(key);
  }

  /** Builds every matcher not built yet, yielding to other work (requests) between slices of it. */
  async warm(): Promise<void> {
    for (const { matcher } of [...this.entries.values()]) {
      if (matcher.isBuilt) continue;
      await nextTurn();
      await matcher.compileRulesAhead();
      await nextTurn();
      matcher.get();
    }
  }

  /** compiled: matchers created (built now or on first use); pending: of those, not built yet. */
  stats(): { compiled: number; reused: number; cached: number; pending: number } {
    const pending = [...this.entries.values()].filter((e) => !e.matcher.isBuilt).length;
    return { ...this.counts, cached: this.entries.size, pending };
  }
}
