// The labelled pii_secrets evaluation corpus: `generateCorpus(seed, size)` writes `size` documents
// spread evenly over the context kinds, each from its own seeded generator (so a change to one
// template does not reshuffle every other document). Same seed, same corpus, on every machine.

import { createHash } from 'node:crypto';
import { createRng, hashSeed } from '../../src/engine/examples/rng.js';
import { CONTEXT_KINDS, DocBuilder, LOCALISED, Person, WRITERS, companyDomain, type ContextKind, type Label } from './contexts.js';
import { LOCALES, type Locale } from './locales.js';
import type { NegativeKind } from './negatives.js';

export const DEFAULT_SEED = 20261121;
export const DEFAULT_SIZE = 2000;

export interface CorpusDoc {
  id: string;
  kind: ContextKind;
  /** Locale of the people in the document. */
  locale: string;
  /** Language the document is written in. */
  language: string;
  text: string;
  labels: Label[];
  /** Spans of the hard negatives written into the document (unlabelled by definition). */
  negatives: Array<{ start: number; end: number; kind: NegativeKind }>;
  /** Encodings used by labelled values (base64, percent, json_escape). */
  encodings: string[];
}

/** English documents mostly describe people from English-speaking locales, but not only. */
function pickLocale(rng: ReturnType<typeof createRng>, kind: ContextKind): Locale {
  if (LOCALISED.has(kind)) return rng.pick(LOCALES);
  return rng.int(3) === 0 ? rng.pick(LOCALES) : rng.pick(LOCALES.filter((l) => l.lang === 'en'));
}

export function generateDoc(seed: number, index: number): CorpusDoc {
  const rng = createRng(hashSeed(`${seed}/${index}`));
  const kind = CONTEXT_KINDS[index % CONTEXT_KINDS.length]!;
  const locale = pickLocale(rng, kind);
  const b = new DocBuilder(rng, locale);
  const person = new Person(rng, locale, companyDomain(rng));
  WRITERS[kind](b, person);
  return {
    id: `${kind}-${String(index).padStart(4, '0')}`,
    kind,
    locale: locale.code,
    language: LOCALISED.has(kind) ? locale.lang : 'en',
    text: b.text,
    labels: b.labels,
    negatives: b.negatives,
    encodings: [...b.encodings].sort(),
  };
}

export function generateCorpus(seed = DEFAULT_SEED, size = DEFAULT_SIZE): CorpusDoc[] {
  const docs: CorpusDoc[] = [];
  for (let i = 0; i < size; i++) docs.push(generateDoc(seed, i));
  return docs;
}

/** SHA-256 over the documents and their labels: a fingerprint for "same seed, same corpus". */
export function corpusHash(docs: readonly CorpusDoc[]): string {
  const h = createHash('sha256');
  for (const d of docs) h.update(JSON.stringify([d.id, d.text, d.labels.map((l) => [l.start, l.end, l.category, l.type, l.soft ?? false])]));
  return h.digest('hex');
}
