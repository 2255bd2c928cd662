// The shape of one finding outside a request: the wire finding (findingSchema) plus where it was
// found: a file or stream, its line and column, and for git history the commit and author date.
// The CLI's json/jsonl output and the library's file scans use it; offsets are from the start of
// the file, not of the chunk that was scanned.

import { findingSchema } from './common.js';

export const locatedFindingSchema = {
  $id: 'LocatedFinding',
  type: 'object',
  additionalProperties: false,
  required: [...findingSchema.required, 'check', 'path', 'line', 'column', 'end_line', 'end_column', 'fingerprint'],
  properties: {
    ...findingSchema.properties,
    check: { type: 'string', description: 'The check that reported it (pii_secrets unless --checks adds others).' },
    path: { type: 'string', description: 'File path as given or found by the walk, relative to the repository for git scans; "-" for stdin.' },
    line: { type: 'integer', minimum: 1 },
    column: { type: 'integer', minimum: 1, description: 'In code points, 1-based.' },
    end_line: { type: 'integer', minimum: 1 },
    end_column: { type: 'integer', minimum: 1, description: 'Exclusive, in code points, 1-based.' },
    fingerprint: { type: 'string', description: 'Identifies the finding in a baseline; derived from rule, path and value, never reversible to the value.' },
    commit: { type: 'string', description: 'Git scans: the commit that added the line.' },
    author_date: { type: 'string', description: 'Git scans: the commit author date (ISO 8601).' },
    author: { type: 'string', description: 'Git scans: the commit author name.' },
  },
} as const;

export const scanReportSchema = {
  $id: 'ScanReport',
  type: 'object',
  additionalProperties: false,
  required: ['detector_version', 'findings', 'files_scanned', 'bytes_scanned'],
  properties: {
    detector_version: { type: 'string' },
    findings: { type: 'array', items: locatedFindingSchema },
    files_scanned: { type: 'integer', minimum: 0 },
    bytes_scanned: { type: 'integer', minimum: 0 },
    suppressed: { type: 'integer', minimum: 0, description: 'Findings hidden by the baseline.' },
    errors: { type: 'array', items: { type: 'object', required: ['path', 'message'], properties: { path: { type: 'string' }, message: { type: 'string' } } } },
  },
} as const;
