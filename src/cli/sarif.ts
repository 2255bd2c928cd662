// SARIF 2.1.0: one run, one result per finding with its rule, artifact URI and region, so
// code-scanning services (GitHub, GitLab, Azure DevOps) accept the report. Levels follow the
// severities; `security-severity` is the score GitHub uses to rank security alerts.

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Log, ReportingDescriptor, Result } from 'sarif';
import type { LocatedFinding, RuleInfo, Severity } from '../lib/index.js';

const LEVEL: Record<Severity, Result.level> = { critical: 'error', high: 'error', medium: 'warning', low: 'note' };
const SCORE: Record<Severity, string> = { critical: '9.5', high: '8.0', medium: '5.5', low: '3.0' };

export const TOOL_NAME = 'screening-service';
export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

/** A relative URI with forward slashes for paths below the working directory, else a file: URL. */
export function artifactUri(p: string): string {
  if (p === '-') return 'stdin';
  if (path.isAbsolute(p)) return pathToFileURL(p).href;
  return p.split(path.sep).map(encodeURIComponent).join('/');
}

/** Builds a SARIF log result by result, so a report of any length is written as it grows; the
 * rules seen so far go into the driver when the log is closed. */
export class SarifBuilder {
  readonly rules: ReportingDescriptor[] = [];
  private readonly index = new Map<string, number>();

  constructor(private readonly known: ReadonlyMap<string, RuleInfo>) {}

  result(f: LocatedFinding): Result {
    const i = this.ruleIndex(f);
    return {
      ruleId: this.rules[i]!.id,
      ruleIndex: i,
      level: LEVEL[f.severity],
      message: { text: `${f.reason}${f.masked ? `: ${f.masked}` : ''}` },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: artifactUri(f.path) },
            region: { startLine: f.line, startColumn: f.column, endLine: f.end_line, endColumn: f.end_column },
          },
        },
      ],
      partialFingerprints: { 'screeningFingerprint/v1': f.fingerprint },
      properties: {
        check: f.check,
        category: f.category,
        ...(f.type ? { type: f.type } : {}),
        severity: f.severity,
        confidence: f.confidence,
        validated: f.validated ?? false,
        ...(f.masked ? { masked: f.masked } : {}),
        ...(f.commit ? { commit: f.commit } : {}),
        ...(f.author_date ? { author_date: f.author_date } : {}),
      },
    };
  }

  /** The run's tool section, with every rule a result referred to. */
  tool(detectorVersion: string): Log['runs'][number]['tool'] {
    return { driver: { name: TOOL_NAME, semanticVersion: detectorVersion, version: detectorVersion, rules: this.rules } };
  }

  private ruleIndex(f: LocatedFinding): number {
    const id = f.rule_id ?? `${f.check}/${f.category}`;
    let i = this.index.get(id);
    if (i === undefined) {
      const info = this.known.get(id) ?? { id, title: f.reason, category: f.category, type: f.type, severity: f.severity };
      i = this.rules.length;
      this.index.set(id, i);
      this.rules.push({
        id,
        name: info.title,
        shortDescription: { text: info.title },
        ...(info.description ? { fullDescription: { text: info.description } } : {}),
        defaultConfiguration: { level: LEVEL[info.severity] },
        properties: { tags: [...new Set(['security', info.category, ...(info.type ? [info.type] : [])])], 'security-severity': SCORE[info.severity], severity: info.severity },
      });
    }
    return i;
  }
}
