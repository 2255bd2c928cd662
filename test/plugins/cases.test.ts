// Every plugin's own case table (plugins/<check>/cases.json): inputs with the verdict and the
// findings the check must produce, run through the same path as the guard. Text inputs are
// example templates (`${alnum:36}`, …) expanded with the seeded generator rule packs use, so no
// real secret is ever committed.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { expandExample } from '../../src/engine/examples/expand.js';
import type { AgentAction } from '../../src/registry/plugin-api.js';
import { runActionCheck, runTextCheck, shippedSnapshot } from '../support/checks.js';
import { pluginsDir } from '../support/paths.js';

interface ExpectedFinding {
  rule_id?: string;
  category?: string;
  type?: string;
}

interface Case {
  name: string;
  text?: string;
  agent_action?: AgentAction;
  verdict: 'allow' | 'review' | 'block';
  /** Each must match some finding; [] means no finding at all. */
  findings: ExpectedFinding[];
}

const test = suite('plugins: case tables');
const tables = fs
  .readdirSync(pluginsDir)
  .filter((d) => fs.existsSync(path.join(pluginsDir, d, 'cases.json')))
  .map((d) => ({ check: d, cases: (JSON.parse(fs.readFileSync(path.join(pluginsDir, d, 'cases.json'), 'utf8')) as { cases: Case[] }).cases }));

test('every shipped plugin has a case table with allow and non-allow cases', () => {
  for (const d of fs.readdirSync(pluginsDir).filter((d) => fs.statSync(path.join(pluginsDir, d)).isDirectory())) {
    const table = tables.find((t) => t.check === d);
    assert.ok(table, `plugins/${d}/cases.json is missing`);
    assert.ok(table.cases.some((c) => c.verdict === 'allow') && table.cases.some((c) => c.verdict !== 'allow'), `${d}: needs both kinds of case`);
  }
});

for (const { check, cases } of tables) {
  for (const c of cases) {
    test(`${check}: ${c.name}`, async () => {
      const snapshot = await shippedSnapshot();
      const result = c.agent_action
        ? await runActionCheck(c.agent_action, snapshot)
        : await runTextCheck(check, expandExample(c.text ?? '', `${check}#${c.name}`).text, snapshot);
      const got = result.findings.map((f) => `${f.rule_id} (${f.category}/${f.type ?? ''})`).join(', ') || 'none';
      assert.is(result.verdict, c.verdict, `verdict ${result.verdict}; findings: ${got}`);
      if (c.findings.length === 0) assert.is(result.findings.length, 0, `expected no findings; got ${got}`);
      for (const e of c.findings) {
        const hit = result.findings.some((f) => (!e.rule_id || f.rule_id === e.rule_id) && (!e.category || f.category === e.category) && (!e.type || f.type === e.type));
        assert.ok(hit, `no finding ${JSON.stringify(e)}; got ${got}`);
      }
    });
  }
}

test.run();
