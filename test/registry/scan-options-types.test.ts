// The plugin API's ScanOptions mirrors the engine's (the API cannot import engine types into its
// published surface). This file fails to compile when the two drift apart — a field added,
// removed, renamed or retyped on one side only — and checks at run time that options written
// against the plugin API drive the engine as the same options written against the engine do.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { RuleMatcher, type ScanOptions as EngineScanOptions } from '../../src/engine/matcher.js';
import type { ScanOptions as PluginScanOptions } from '../../src/registry/plugin-api.js';
import { pack } from '../support/packs.js';

/** true when each type is assignable to the other. */
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** For every field of either type: whether both declare it with mutually assignable types. */
type SameFields<A, B> = { [K in keyof A | keyof B]: K extends keyof A ? (K extends keyof B ? Mutual<Required<A>[K], Required<B>[K]> : false) : false };
type AllTrue<T> = T[keyof T] extends true ? true : false;

// Compile-time assertions: a drift makes one of these `false`, and assigning `true` fails to compile.
const sameKeys: Mutual<keyof PluginScanOptions, keyof EngineScanOptions> = true;
const sameFieldTypes: AllTrue<SameFields<PluginScanOptions, EngineScanOptions>> = true;
const sameOptionality: Mutual<Partial<PluginScanOptions>, PluginScanOptions> & Mutual<Partial<EngineScanOptions>, EngineScanOptions> = true;

const test = suite('registry: plugin API ScanOptions mirror the engine');

test('the type assertions hold', () => {
  assert.equal([sameKeys, sameFieldTypes, sameOptionality], [true, true, true]);
});

test('options typed against the plugin API drive the engine like the engine type', () => {
  const matcher = new RuleMatcher([
    pack([
      { id: 'tok', category: 'api_key', pattern: 'tok_[a-z0-9]{12}', keywords: ['tok_'], allowlist: { placeholders: false } },
      { id: 'url-tok', category: 'api_key', pattern: 'tok_[a-z0-9]{12}', target: 'url', allowlist: { placeholders: false } },
    ]),
  ]);
  const text = 'a tok_abcdef123456 b tok_abcdef123456 c tok_xxxx';
  const plugin: PluginScanOptions = { target: 'text', decode: false, keepOverlaps: false, everyOccurrence: true, trace: { suppressed: [] } };
  const engine: EngineScanOptions = { target: 'text', decode: false, keepOverlaps: false, everyOccurrence: true, trace: { suppressed: [] } };
  const spans = (o: EngineScanOptions): string[] => matcher.scan(text, o).map((m) => `${m.ruleId} ${m.start}-${m.end}`);
  assert.equal(spans(plugin), spans(engine));
  assert.equal(spans(plugin), ['t/tok 2-18', 't/tok 21-37']);
  const onlyUrl: PluginScanOptions = { target: 'url', only: new Set(['t/url-tok']) };
  assert.equal(spans(onlyUrl), ['t/url-tok 2-18', 't/url-tok 21-37']);
});

test.run();
