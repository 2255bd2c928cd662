// Report formats. text and jsonl are written as findings arrive; json and sarif are one document
// written at the end. Every format shows values masked (the finding's `masked` preview), never in
// full: the report may be pasted into a ticket or uploaded to a code-scanning service.

import type { Format } from './args.js';
import type { LocatedFinding } from '../lib/scanner.js';
import type { RuleInfo } from '../lib/index.js';
import { toSarif } from './sarif.js';

export interface Summary {
  readonly detectorVersion: string;
  readonly filesScanned: number;
  readonly bytesScanned: number;
  readonly suppressed: number;
  readonly errors: ReadonlyArray<{ path: string; message: string }>;
  readonly rules: ReadonlyMap<string, RuleInfo>;
}

export interface Reporter {
  finding(f: LocatedFinding): void;
  end(summary: Summary): void;
}

export type Write = (text: string) => void;

export function createReporter(format: Format, write: Write): Reporter {
  switch (format) {
    case 'text':
      return { finding: (f) => write(`${textLine(f)}\n`), end: () => undefined };
    case 'jsonl':
      return { finding: (f) => write(`${JSON.stringify(f)}\n`), end: () => undefined };
    case 'json': {
      const all: LocatedFinding[] = [];
      return {
        finding: (f) => all.push(f),
        end: (s) =>
          write(
            `${JSON.stringify(
              {
                detector_version: s.detectorVersion,
                findings: all,
                files_scanned: s.filesScanned,
                bytes_scanned: s.bytesScanned,
                suppressed: s.suppressed,
                errors: s.errors,
              },
              null,
              2,
            )}\n`,
          ),
      };
    }
    case 'sarif': {
      const all: LocatedFinding[] = [];
      return { finding: (f) => all.push(f), end: (s) => write(`${JSON.stringify(toSarif(all, s), null, 2)}\n`) };
    }
  }
}

/** `path:line:col  SEVERITY  rule  masked  reason  [commit date]` */
export function textLine(f: LocatedFinding): string {
  const where = `${f.path}:${f.line}:${f.column}`;
  const git = f.commit ? `  ${f.commit.slice(0, 12)} ${f.author_date ?? ''}`.trimEnd() : '';
  return `${where}  ${f.severity.toUpperCase().padEnd(8)} ${f.rule_id ?? f.check}  ${f.masked ?? ''}  ${f.reason}${git}`;
}
