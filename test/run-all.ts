// Runs every compiled test file (dist/test/**/*.test.js) in one uvu process and ends with the
// plain summary line `N passed, N failed`. An optional argument filters files by substring.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from 'uvu/run';

const here = path.dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2];

function collect(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return collect(p);
    return e.name.endsWith('.test.js') ? [p] : [];
  });
}

const files = collect(here).filter((f) => !filter || f.includes(filter)).sort();
if (files.length === 0) {
  console.error(`no test files${filter ? ` matching "${filter}"` : ''}`);
  process.exit(1);
}

// uvu prints "Total:" and "Passed:" lines; read them back for the closing summary.
let output = '';
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
  output += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
  if (output.length > 1_000_000) output = output.slice(-100_000);
  return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
}) as typeof process.stdout.write;

await run(
  files.map((file) => ({ name: path.relative(here, file), file })),
  { bail: false },
);
// eslint-disable-next-line no-control-regex
const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
const total = Number(/Total:\s+(\d+)/.exec(plain)?.[1] ?? 0);
const passed = Number(/Passed:\s+(\d+)/.exec(plain)?.[1] ?? 0);
process.stdout.write = write;
console.log(`${passed} passed, ${total - passed} failed`);
if (total === 0 || passed !== total) process.exitCode = 1;
