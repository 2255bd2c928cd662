// Scan time of texts written without line breaks (minified HTML, one-line exports), where a check
// that reads "the line before the value" from the line's start costs the square of the line's
// length. Prints the pii_secrets scan time and finding count per shape and size for this build
// and, with `--baseline DIR`, for another build, each build in a process of its own with its own
// V8 settings (as bench-engine measures). A printed comparison, not a test: timings are no assertion.
// Flags: --baseline DIR, --sizes 0.5,1,2 (MiB).

import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Shapes repeated up to the size: a table row with a phone, a dotted leader, a label above its value. */
const SHAPES: Record<string, string> = {
  'one-line table rows': '<tr><td>Mobil</td><td>0152&nbsp;3456789</td></tr>',
  'one-line dotted leaders': 'Customer ref ........ 0642 318 975  ',
  'labels above values': 'Rechnungsnummer\n4470312\n\n',
};

const repeatTo = (unit: string, chars: number): string => unit.repeat(Math.ceil(chars / unit.length)).slice(0, chars);

/** In the measuring process: this build's or DIR's V8 settings first, then its engine and packs. */
async function measure(target: string, sizes: readonly number[]): Promise<void> {
  const thisRoot = fileURLToPath(new URL('../../', import.meta.url));
  const root = target === 'this' ? thisRoot : path.resolve(target);
  const flags = path.join(root, 'dist/src/v8-flags.js');
  if (fs.existsSync(flags)) await import(pathToFileURL(flags).href);
  const { scannerFrom } = (await import('./bench-engine.js')) as typeof import('./bench-engine.js');
  const scanner = await scannerFrom(root);
  const rows: Array<{ shape: string; mib: number; ms: number; findings: number }> = [];
  for (const [shape, unit] of Object.entries(SHAPES)) {
    for (const mib of sizes) {
      const text = repeatTo(unit, Math.round(mib * (1 << 20)));
      const t0 = performance.now();
      const findings = scanner.scan(text).length;
      rows.push({ shape, mib, ms: performance.now() - t0, findings });
    }
  }
  process.stdout.write(JSON.stringify(rows));
}

function main(): void {
  const argv = process.argv.slice(2);
  const at = (name: string): string | undefined => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const sizes = (at('--sizes') ?? '0.5,1,2').split(',').map(Number).filter((n) => n > 0);
  const target = at('--measure');
  if (target) {
    void measure(target, sizes);
    return;
  }
  const baseline = at('--baseline');
  const targets: Array<[string, string]> = [...(baseline ? [[`baseline ${baseline}`, baseline] as [string, string]] : []), ['this build', 'this']];
  for (const [name, t] of targets) {
    const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--measure', t, '--sizes', sizes.join(',')], { encoding: 'utf8', maxBuffer: 1 << 24 });
    if (child.status !== 0) throw new Error(`measuring ${name} failed: ${child.stderr}`);
    for (const r of JSON.parse(child.stdout) as Array<{ shape: string; mib: number; ms: number; findings: number }>)
      console.log(`${name.padEnd(24)} ${r.shape.padEnd(24)} ${r.mib.toFixed(1).padStart(4)} MiB ${r.ms.toFixed(0).padStart(7)} ms  findings ${r.findings}`);
  }
}

main();
