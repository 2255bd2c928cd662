// One decoding scan of a text per rule set in a request: the results derived from the shared scan equal
// what the engine returns for each option (keepOverlaps, default resolution, everyOccurrence),
// with the shipped pii_secrets packs, and the second check asking pays for no scan.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { loadPackFile } from '../../src/registry/load-packs.js';
import type { LoadedPack } from '../../src/registry/plugin-api.js';
import { useRegexCache } from '../../src/registry/regex-safety.js';
import { RuleMatcher, type ScanOptions } from '../../src/engine/matcher.js';
import { findEncodedPayloads } from '../../src/text/decode.js';
import { RequestViews, withViews } from '../../src/text/request-views.js';
import { sharedScan } from '../../src/registry/shared-scan.js';

const test = suite('registry: scans shared by the checks of a request');
useRegexCache(undefined);

const rulesDir = path.resolve(process.cwd(), 'rules');

async function piiSecretsPacks(): Promise<LoadedPack[]> {
  const files = fs.readdirSync(rulesDir).filter((f) => /^(pii|secrets)-.*\.json$/.test(f)).sort();
  const packs: LoadedPack[] = [];
  for (const f of files) {
    const loaded = await loadPackFile(path.join(rulesDir, f));
    if (loaded.pack?.pack.check === 'pii_secrets') packs.push(loaded.pack);
  }
  return packs;
}

/** Texts with personal data and (clearly fake, built here) secrets, some repeated and glued to words. */
function texts(packs: readonly LoadedPack[]): string[] {
  const key = `AKIA${'QZ7X'.repeat(4)}`;
  const token = `ghp_${'a1B2c3D4e5'.repeat(3)}ab1234`;
  const out = [
    `Contact jane.roe@example.org or +44 20 7183 4406; card 4111 1111 1111 1111 exp 12/29.`,
    `aws_access_key_id=${key}\nsecond copy: ${key} and glued x${key}y, then ${token} twice: ${token}`,
    `export GITHUB_TOKEN=${token}\necho ${Buffer.from(`token=${token}`).toString('base64')}`,
    `postgres://admin:S3cr3t-Pa55w0rd@db.internal.example:5432/app and again S3cr3t-Pa55w0rd`,
  ];
  for (const p of packs) for (const r of p.pack.rules.slice(0, 40)) for (const e of r.examples?.positive ?? []) out.push(typeof e === 'string' ? e : JSON.stringify(e));
  return out;
}

const OPTIONS: ScanOptions[] = [{}, { keepOverlaps: true }, { everyOccurrence: true }, { target: 'text', keepOverlaps: true }];

test('each option gets exactly the matches its own scan would return', async () => {
  const packs = await piiSecretsPacks();
  assert.ok(packs.length > 3);
  const matcher = new RuleMatcher(packs, { decoder: findEncodedPayloads });
  let compared = 0;
  for (const text of texts(packs)) {
    const views = new RequestViews();
    for (const options of OPTIONS) {
      const shared = withViews(views, () => sharedScan(matcher, text, options));
      assert.ok(shared, 'shared inside a run');
      assert.equal(shared, matcher.scan(text, options), JSON.stringify(options));
      compared++;
    }
  }
  assert.ok(compared > 100);
});

test('the second scan of a text in a request runs no scan; explain traces and rule selections scan on their own', async () => {
  const packs = await piiSecretsPacks();
  const matcher = new RuleMatcher(packs, { decoder: findEncodedPayloads });
  let scans = 0;
  const scan = matcher.scan.bind(matcher);
  matcher.scan = (text, options) => (scans++, scan(text, options));
  const text = 'Mail jane.roe@example.org, phone +44 20 7183 4406.';
  const views = new RequestViews();
  withViews(views, () => sharedScan(matcher, text, { everyOccurrence: true }));
  withViews(views, () => sharedScan(matcher, text, { keepOverlaps: true }));
  assert.is(scans, 1);
  assert.is(withViews(views, () => sharedScan(matcher, text, { trace: { suppressed: [] } })), undefined);
  assert.is(withViews(views, () => sharedScan(matcher, text, { only: new Set(['pii-contact/email']) })), undefined);
  assert.is(withViews(views, () => sharedScan(matcher, text, { decode: false })), undefined);
  assert.is(sharedScan(matcher, text, {}), undefined, 'nothing is shared outside a run');
  withViews(new RequestViews(), () => sharedScan(matcher, text, {}));
  assert.is(scans, 2, 'another request scans again');
});

test.run();
