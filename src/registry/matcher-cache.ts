// Compiled matchers shared within a registry build: pii_secrets, output_safety and agent_action
// all scan with the pii_secrets packs, and compiling them (hundreds of regexes and one keyword
// automaton) once per build instead of once per check keeps reloads and start-up short. A matcher
// is immutable once built, so sharing it between checks is safe.

import type { LoadedPack } from './plugin-api.js';
import type { RuleMatcher } from '../engine/matcher.js';

const packKey = (p: LoadedPack): string => `${p.file}\0${p.hash}`;

export class MatcherCache {
  private entries = new Map<string, { matcher: RuleMatcher; packs: string[] }>();
  private counts = { compiled: 0, reused: 0 };

  /** The matcher for exactly these packs (same files, same content, same order). */
  get(packs: readonly LoadedPack[], compile: () => RuleMatcher): RuleMatcher {
    const ids = packs.map(packKey);
    const key = ids.join('\n');
    const hit = this.entries.get(key);
    if (hit) {
      this.counts.reused++;
      return hit.matcher;
    }
    const matcher = compile();
    this.entries.set(key, { matcher, packs: ids });
    this.counts.compiled++;
    return matcher;
  }

  /** Forgets matchers built from a pack version that is no longer loaded. */
  retain(current: readonly LoadedPack[]): void {
    const live = new Set(current.map(packKey));
    for (const [key, entry] of this.entries) if (!entry.packs.every((p) => live.has(p))) this.entries.delete(key);
  }

  stats(): { compiled: number; reused: number; cached: number } {
    return { ...this.counts, cached: this.entries.size };
  }
}
