// The rule objects of packs that passed validation (this thread's, or the main thread's for the
// packs a check worker is given). Compiling them cannot fail, so their matchers may be built on
// first use (matcher-cache.ts); rules a plugin builds itself are compiled when it asks.

import type { LoadedPack, Rule } from './plugin-api.js';

const validated = new WeakSet<Rule>();

export function markValidated(packs: readonly LoadedPack[]): void {
  for (const p of packs) for (const rule of p.pack.rules) validated.add(rule);
}

export function allValidated(packs: readonly LoadedPack[]): boolean {
  return packs.every((p) => p.pack.rules.every((rule) => validated.has(rule)));
}
