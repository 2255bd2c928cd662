// Nothing of a scanned text outlives its scan: what the matcher and its finders keep while they
// read a text (the phone finder's verdicts, whose keys are pieces of the text and so hold all of
// it) is dropped when the scan returns. Many large texts are scanned and let go, and the heap
// left after a full collection must not hold them.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import v8 from 'node:v8';
import vm from 'node:vm';
import { RuleMatcher } from '../../src/engine/matcher.js';
import { getFinder, ScanMemo } from '../../src/engine/finders/index.js';
import { pack } from '../support/packs.js';

const test = suite('engine: scan retention');

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const heapAfterGc = (): number => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const TEXTS = 24;
/** About 1 MiB of prose per text, distinct in every text, with one mobile number near its start
 * (written long enough that a piece cut out of the text points into it rather than being copied). */
function bigText(i: number): string {
  const line = `the quarterly minutes were filed and the archive index was rebuilt overnight run ${i}\n`;
  return `Bitte rufen Sie mich an: +49 151 ${String(48000000 + i * 37)}.\n` + line.repeat(Math.ceil(2 ** 20 / line.length));
}

test('a scanned text, its phone numbers included, is not kept after the scan returns', () => {
  const m = new RuleMatcher([pack([{ id: 'phone', category: 'phone', finder: 'phone-numbers' }])]);
  m.scan(bigText(-1)); // first-use costs (compiled code, metadata) are not counted
  const before = heapAfterGc();
  let found = 0;
  for (let i = 0; i < TEXTS; i++) found += m.scan(bigText(i)).length;
  const grownMiB = (heapAfterGc() - before) / 2 ** 20;
  assert.is(found, TEXTS, 'each text holds one number that is found');
  // Keeping the texts would hold TEXTS MiB or more; the last text may still be remembered.
  assert.ok(grownMiB < TEXTS / 4, `heap grew ${grownMiB.toFixed(1)} MiB over ${TEXTS} scans of 1 MiB`);
});

test('phone-numbers: verdicts shared by the texts of one scan give the same spans as fresh ones', () => {
  const find = getFinder('phone-numbers')!.prepare(undefined);
  const shown = (text: string, memo?: ScanMemo): string[] => find(text, memo).map((s) => text.slice(s.start, s.end));
  const texts = ['Handy 0162 5518043, Büro 089 41177263, Vorgang 2023-0912', 'Rückruf bitte: 0162 5518043 (abends)', 'Ref 0162-5518043-77 im Ticket'];
  const memo = new ScanMemo();
  for (const text of texts) assert.equal(shown(text, memo), shown(text), text);
  assert.equal(shown(texts[0]!, memo), ['0162 5518043', '089 41177263']);
});

test.run();
