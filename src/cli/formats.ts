// Report formats. Every format is written as findings arrive, through a writer that waits for
// the output to drain, so memory stays flat however many findings a scan reports: json and sarif
// are one document whose array of findings (results) is streamed, with the totals (the rules)
// after it. Every format shows values masked (the finding's `masked` preview), never in full:
// the report may be pasted into a ticket or uploaded to a code-scanning service.

import type { Format } from './args.js';
import type { LocatedFinding, RuleInfo } from '../lib/index.js';
import { SARIF_SCHEMA, SarifBuilder } from './sarif.js';

export interface Summary {
  readonly filesScanned: number;
  readonly bytesScanned: number;
  readonly suppressed: number;
  readonly errors: ReadonlyArray<{ path: string; message: string }>;
}

export interface Reporter {
  finding(f: LocatedFinding): Promise<void>;
  end(summary: Summary): Promise<void>;
}

export type Write = (text: string) => Promise<void>;

const indent = (json: string, pad: string): string => json.replace(/\n/g, `\n${pad}`);

export function createReporter(format: Format, write: Write, detectorVersion: string, rules: ReadonlyMap<string, RuleInfo>): Reporter {
  switch (format) {
    case 'text':
      return { finding: (f) => write(`${textLine(f)}\n`), end: async () => undefined };
    case 'jsonl':
      return { finding: (f) => write(`${JSON.stringify(f)}\n`), end: async () => undefined };
    case 'json': {
      let n = 0;
      return {
        finding: (f) => write(`${n++ ? ',' : `{\n  "detector_version": ${JSON.stringify(detectorVersion)},\n  "findings": [`}\n    ${indent(JSON.stringify(f, null, 2), '    ')}`),
        end: (s) =>
          write(
            `${n ? '\n  ],' : `{\n  "detector_version": ${JSON.stringify(detectorVersion)},\n  "findings": [],`}\n  "files_scanned": ${s.filesScanned},\n  "bytes_scanned": ${s.bytesScanned},\n  "suppressed": ${s.suppressed},\n  "errors": ${JSON.stringify(s.errors)}\n}\n`,
          ),
      };
    }
    case 'sarif': {
      const sarif = new SarifBuilder(rules);
      const head = `{\n  "$schema": ${JSON.stringify(SARIF_SCHEMA)},\n  "version": "2.1.0",\n  "runs": [\n    {\n      "columnKind": "unicodeCodePoints",\n      "results": [`;
      let n = 0;
      return {
        finding: (f) => write(`${n++ ? ',' : head}\n        ${indent(JSON.stringify(sarif.result(f), null, 2), '        ')}`),
        end: () => write(`${n ? '\n      ],' : `${head}],`}\n      "tool": ${indent(JSON.stringify(sarif.tool(detectorVersion), null, 2), '      ')}\n    }\n  ]\n}\n`),
      };
    }
  }
}

/** `path:line:col  SEVERITY  rule  masked  reason  [commit date]` */
export function textLine(f: LocatedFinding): string {
  const where = `${f.path}:${f.line}:${f.column}`;
  const git = f.commit ? `  ${f.commit.slice(0, 12)} ${f.author_date ?? ''}`.trimEnd() : '';
  return `${where}  ${f.severity.toUpperCase().padEnd(8)} ${f.rule_id ?? f.check}  ${f.masked ?? ''}  ${f.reason}${git}`;
}
