// `node dist/scripts/guard-latency.js`: per-call latency of the agent_action, output_safety and
// prompt_injection checks on inputs of about 1 KiB (a shell script, a non-shell tool call, an
// answer with links and markup, a prompt), run in this process on one core. Prints p50 and p90 of repeated runs after a warm-up;
// the figures are medians, so a shared machine's noise shows less.

import '../src/v8-flags.js'; // first, as the service's entry point: its checks are measured under the service's V8 settings
import path from 'node:path';
import { createLogger } from '../src/observability/logger.js';
import { Registry } from '../src/registry/registry.js';
import { runCheck } from '../src/evaluate/run-check.js';
import type { CheckInput } from '../src/registry/plugin-api.js';

const root = process.cwd();
const registry = new Registry({ rulesDir: path.join(root, 'rules'), pluginsDir: path.join(root, 'plugins'), trustedDomains: [], logger: createLogger('silent') });
const snapshot = await registry.reload();

const line = 'git status && npm run build -- --watch; ls -la src | grep test > /tmp/out.txt; docker compose up -d web\n';
const script = line.repeat(Math.ceil(1024 / line.length)).slice(0, 1024);
const answer = `Here is the summary you asked for. See [the docs](https://docs.example.org/guide?section=install) and the chart below.\n\n![chart](https://cdn.example.net/c.png)\n\n<div class="note">Run \`npm ci\` first.</div>\n`.repeat(4).slice(0, 1024);
const prompt = 'Please summarise the attached meeting notes for the team. We agreed to move the launch to March, the design review happens on Tuesdays, and the budget stays flat. Ask me if anything is unclear.\n'.repeat(6).slice(0, 1024);
const cases: Array<{ name: string; check: string; input: CheckInput }> = [
  { name: 'agent_action, 1 KiB shell script', check: 'agent_action', input: { kind: 'agent_action', action: { tool: 'bash', arguments: { command: script } } } },
  {
    name: 'agent_action, 1 KiB tool call',
    check: 'agent_action',
    input: { kind: 'agent_action', action: { tool: 'send_email', arguments: { to: 'ann@partner.example', subject: 'Notes', body: 'Meeting notes follow. '.repeat(45) } } },
  },
  { name: 'output_safety, 1 KiB answer', check: 'output_safety', input: { kind: 'text', text: answer } },
  { name: 'prompt_injection, 1 KiB prompt', check: 'prompt_injection', input: { kind: 'text', text: prompt } },
];
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 400;
for (const c of cases) {
  const loaded = snapshot.checks.get(c.check);
  if (!loaded) throw new Error(`${c.check} is not loaded`);
  for (let i = 0; i < 100; i++) await runCheck(loaded, c.input, { requestId: 'warm', timeoutMs: 10_000 });
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await runCheck(loaded, c.input, { requestId: 'bench', timeoutMs: 10_000 });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number): string => (times[Math.floor(q * (times.length - 1))] ?? 0).toFixed(3);
  console.log(`${c.name.padEnd(36)} p50 ${at(0.5)} ms   p90 ${at(0.9)} ms   (${runs} runs)`);
}
