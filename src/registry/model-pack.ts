// Checks on a pack's `model` that its schema cannot express: the weights decode to exactly
// 2^bits values and the n-gram ranges are ordered. Problems name the file and JSON pointer.

import type { LoadedPack } from './plugin-api.js';
import type { LoadProblem } from './errors.js';

export function modelProblems(loaded: LoadedPack): LoadProblem[] {
  const model = loaded.pack.model;
  if (!model) return [];
  const { file } = loaded;
  const problems: LoadProblem[] = [];
  const expected = 2 ** model.features.bits;
  const bytes = Buffer.from(model.weights.data, 'base64').length;
  if (bytes !== expected)
    problems.push({ code: 'RULES_BAD_MODEL', file, path: '/model/weights/data', message: `weights decode to ${bytes} values, features.bits = ${model.features.bits} needs ${expected}` });
  for (const key of ['charNgrams', 'wordNgrams'] as const) {
    const [lo, hi] = model.features[key];
    if (lo !== undefined && hi !== undefined && lo > hi)
      problems.push({ code: 'RULES_BAD_MODEL', file, path: `/model/features/${key}`, message: `range [${lo}, ${hi}] is reversed` });
  }
  if (!Number.isFinite(model.bias)) problems.push({ code: 'RULES_BAD_MODEL', file, path: '/model/bias', message: 'bias must be a finite number' });
  return problems;
}
