// One labelled document, as the evaluation reads it: the generated corpus produces these, and
// `npm run eval -- --corpus FILE.jsonl` reads them from a file (one JSON document per line), so a
// team can measure the packs on its own labelled data with the same tables.

import fs from 'node:fs';
import { Ajv } from 'ajv';
import type { FromSchema } from 'json-schema-to-ts';

const span = {
  type: 'object',
  additionalProperties: false,
  required: ['start', 'end'],
  properties: { start: { type: 'integer', minimum: 0 }, end: { type: 'integer', minimum: 0 } },
} as const;

export const evalDocSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'text', 'labels', 'negatives'],
  properties: {
    id: { type: 'string', minLength: 1 },
    /** Context kind (env_file, chat, csv_export, …): the second table groups by it. */
    kind: { type: 'string', minLength: 1 },
    locale: { type: 'string' },
    language: { type: 'string' },
    /** Whether a value comes from another country than the document's locale (kept, not scored). */
    cross_border: { type: 'boolean' },
    /** The kind of document a wrapper (a prompt pasting a ticket, …) carries (kept, not scored). */
    inner_kind: { type: 'string' },
    /** How the document was rendered as text (markdown, HTML, PDF or DOCX extraction, …; kept, not scored). */
    rendering: { type: 'string' },
    /** The business domain the document comes from (maritime, aviation, …; kept, not scored). */
    domain: { type: 'string' },
    /** The programming language of a source-code document (kept, not scored). */
    code_language: { type: 'string' },
    /** Which side of an organisation wrote the document (business or developer and operations; kept, not scored). */
    side: { type: 'string' },
    /** A second language the document's boilerplate is written in (kept, not scored). */
    secondary_language: { type: 'string' },
    /** How the values are presented (a prompt's wrapper, OCR, encodings …; kept, not scored). */
    presentation: { type: 'array', items: { type: 'string' } },
    text: { type: 'string' },
    labels: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: [...span.required, 'category', 'type', 'value'],
        properties: {
          ...span.properties,
          category: { type: 'string', minLength: 1 },
          type: { type: 'string' },
          /** Exactly text[start, end): a fake value, never printed unmasked. */
          value: { type: 'string' },
          /** Soft labels count neither for recall nor against precision. */
          soft: { type: 'boolean' },
          encoding: { type: 'string' },
        },
      },
    },
    /** Hard negatives written into the document (unlabelled by definition). */
    negatives: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, required: [...span.required, 'kind'], properties: { ...span.properties, kind: { type: 'string' }, value: { type: 'string' } } },
    },
    encodings: { type: 'array', items: { type: 'string' } },
  },
} as const;

export type EvalDoc = FromSchema<typeof evalDocSchema>;
export type EvalLabel = EvalDoc['labels'][number];

const validate = new Ajv({ allErrors: true }).compile<EvalDoc>(evalDocSchema);

/** Parses a JSONL corpus; every problem names the line and the JSON path. */
export function parseCorpus(jsonl: string, file: string): EvalDoc[] {
  const docs: EvalDoc[] = [];
  const problems: string[] = [];
  jsonl.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    const where = `${file}:${i + 1}`;
    let doc: unknown;
    try {
      doc = JSON.parse(line);
    } catch {
      problems.push(`${where}: not valid JSON`);
      return;
    }
    if (!validate(doc)) {
      for (const e of validate.errors ?? []) problems.push(`${where}: ${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
      return;
    }
    doc.labels.forEach((l, k) => {
      if (l.end <= l.start || l.end > doc.text.length) problems.push(`${where}: /labels/${k} span is outside the text`);
      else if (doc.text.slice(l.start, l.end) !== l.value) problems.push(`${where}: /labels/${k}/value differs from the text at its span`);
    });
    doc.negatives.forEach((n, k) => {
      if (n.end <= n.start || n.end > doc.text.length) problems.push(`${where}: /negatives/${k} span is outside the text`);
    });
    docs.push(doc);
  });
  if (problems.length) throw new Error(`${problems.length} problem(s) in the corpus:\n${problems.slice(0, 20).join('\n')}`);
  return docs;
}

export function readCorpusFile(file: string): EvalDoc[] {
  return parseCorpus(fs.readFileSync(file, 'utf8'), file);
}
