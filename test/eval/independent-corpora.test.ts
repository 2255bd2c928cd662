// The independent corpus generators under eval/corpora run, are deterministic for a seed, and
// write well-formed labelled documents: every label selects its value, every document parses
// against the eval corpus schema, and labels and hard negatives are both present.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { readCorpusFile } from '../../eval/pii-secrets/eval-doc.js';
import { isGeneratorDir, runCorpusGenerator } from '../../eval/pii-secrets/corpus-generator.js';
import { normaliseCategory } from '../../eval/pii-secrets/evaluate.js';
import { PII_CATEGORIES, SECRET_CATEGORIES } from '../../eval/pii-secrets/formats.js';

const test = suite('eval: independent corpora');
const root = path.join('eval', 'corpora');
const folders = fs.readdirSync(root).map((d) => path.join(root, d)).filter(isGeneratorDir);
/** Runs a generator and returns what it wrote, removing its temporary folder. */
function generate(dir: string, seed: number, count: number): { text: string; name: string; file: string } {
  const { file, name } = runCorpusGenerator(dir, seed, count);
  const text = fs.readFileSync(file, 'utf8');
  return { text, name, file };
}
const cleanup = (file: string): void => fs.rmSync(path.dirname(file), { recursive: true, force: true });
const known = new Set<string>([...PII_CATEGORIES, ...SECRET_CATEGORIES]);

test('every generator is present', () => {
  assert.equal(folders.map((f) => path.basename(f)).sort(), ['dev', 'dev10', 'dev11', 'dev12', 'dev13', 'dev14', 'dev15', 'dev16', 'dev17', 'dev18', 'dev19', 'dev2', 'dev20', 'dev21', 'dev22', 'dev23', 'dev24', 'dev25', 'dev26', 'dev27', 'dev28', 'dev29', 'dev3', 'dev30', 'dev31', 'dev32', 'dev33', 'dev34', 'dev35', 'dev36', 'dev37', 'dev38', 'dev39', 'dev4', 'dev5', 'dev6', 'dev7', 'dev8', 'dev9', 'holdout'].sort());
});

for (const dir of folders) {
  test(`${path.basename(dir)}: writes well-formed labelled documents`, () => {
    const { file, name } = runCorpusGenerator(dir, 3, 40);
    assert.is(name, `${path.basename(dir)} seed 3 n 40`);
    const docs = readCorpusFile(file); // throws, naming line and JSON path, on any malformed document
    cleanup(file);
    assert.is(docs.length, 40);
    const labels = docs.flatMap((d) => d.labels);
    assert.ok(labels.length > 40, `${labels.length} labels in 40 documents`);
    assert.ok(docs.some((d) => d.negatives.length > 0), 'some documents carry hard negatives');
    for (const d of docs) for (const l of d.labels) assert.is(d.text.slice(l.start, l.end), l.value);
    const categories = new Set(labels.map((l) => normaliseCategory(l.category)));
    const unknown = [...categories].filter((c) => !known.has(c));
    assert.equal(unknown, [], `categories the evaluation does not know: ${unknown.join(', ')}`);
    assert.ok(categories.size >= 8, `${categories.size} categories`);
    assert.ok(new Set(docs.map((d) => d.kind)).size >= 10, 'documents of many kinds');
  });

  test(`${path.basename(dir)}: the same seed writes the same corpus`, () => {
    const [a, b, c] = [generate(dir, 5, 10), generate(dir, 5, 10), generate(dir, 6, 10)];
    for (const g of [a, b, c]) cleanup(g.file);
    assert.is(a.text, b.text);
    assert.is.not(a.text, c.text);
  });
}

test.run();
