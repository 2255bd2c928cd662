// Labelled corpora written independently of the rule packs live as generators under
// eval/corpora/<name>/generate.mjs: they draw fresh fake values from a seed at run time, so no
// realistic value is committed. This module runs one and returns the file it wrote.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const DEFAULT_GENERATOR_SEED = 7;
export const DEFAULT_GENERATOR_COUNT = 600;

export interface GeneratedCorpus {
  /** The JSONL file written (in a fresh temporary directory). */
  file: string;
  /** Name the results are recorded under: `<folder> seed S n N`. */
  name: string;
}

/** Whether `dir` is a corpus generator folder (holds generate.mjs). */
export const isGeneratorDir = (dir: string): boolean => fs.existsSync(path.join(dir, 'generate.mjs'));

/** Runs `dir/generate.mjs --seed S --count N --out TMP` and returns the corpus it wrote. */
export function runCorpusGenerator(dir: string, seed = DEFAULT_GENERATOR_SEED, count = DEFAULT_GENERATOR_COUNT): GeneratedCorpus {
  if (!Number.isInteger(seed) || seed < 0) throw new Error(`corpus generator seed must be a non-negative integer, got ${seed}`);
  if (!Number.isInteger(count) || count < 1) throw new Error(`corpus generator count must be a positive integer, got ${count}`);
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pii-corpus-')), 'corpus.jsonl');
  execFileSync(process.execPath, [path.join(dir, 'generate.mjs'), '--seed', String(seed), '--count', String(count), '--out', out], { stdio: ['ignore', 'ignore', 'pipe'] });
  return { file: out, name: `${path.basename(path.resolve(dir))} seed ${seed} n ${count}` };
}
