// The independently written guard sets under eval/corpora (and the regression sets in
// eval/datasets) are well-formed: every line parses, ids are unique, labels and categories are
// the ones the API names, each set holds both attacks and benign cases, and every agent_action
// case is a tool call of the wire shape.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { datasetPath, readDataset } from '../../eval/guard/evaluate.js';

const test = suite('eval: guard sets');
const CATEGORIES: Record<string, readonly string[]> = {
  prompt_injection: ['instruction_override', 'role_play_jailbreak', 'system_prompt_extraction', 'delimiter_injection', 'obfuscation', 'tool_hijack', 'data_exfiltration'],
  output_safety: ['secret_leak', 'pii_leak', 'exfiltration_link', 'markup_injection', 'hidden_instructions', 'dangerous_command', 'phishing'],
  agent_action: ['destructive_operation', 'privilege_escalation', 'credential_access', 'data_exfiltration', 'security_bypass', 'persistence', 'financial_action', 'secret_in_arguments'],
};
const corpora = path.join('eval', 'corpora');
const setDirs = fs
  .readdirSync(corpora, { withFileTypes: true })
  .filter((e) => e.isDirectory() && Object.keys(CATEGORIES).some((c) => fs.existsSync(datasetPath(path.join(corpora, e.name), c))))
  .map((e) => path.join(corpora, e.name));

test('the independent guard sets are present', () => {
  assert.equal(setDirs.map((d) => path.basename(d)).sort(), ['guard-dev', 'guard-dev10', 'guard-dev11', 'guard-dev12', 'guard-dev13', 'guard-dev14', 'guard-dev15', 'guard-dev16', 'guard-dev17', 'guard-dev18', 'guard-dev19', 'guard-dev2', 'guard-dev20', 'guard-dev21', 'guard-dev22', 'guard-dev23', 'guard-dev24', 'guard-dev25', 'guard-dev26', 'guard-dev27', 'guard-dev28', 'guard-dev29', 'guard-dev3', 'guard-dev30', 'guard-dev31', 'guard-dev32', 'guard-dev33', 'guard-dev34', 'guard-dev35', 'guard-dev36', 'guard-dev37', 'guard-dev38', 'guard-dev4', 'guard-dev5', 'guard-dev6', 'guard-dev7', 'guard-dev8', 'guard-dev9', 'guard-holdout']);
});

for (const dir of setDirs) {
  for (const [check, categories] of Object.entries(CATEGORIES)) {
    const file = datasetPath(dir, check);
    test(`${path.basename(dir)}/${check}: well-formed, labelled cases`, () => {
      assert.ok(fs.existsSync(file), `${file} exists`);
      const cases = readDataset(file); // throws naming the line on malformed JSON
      const ids = new Set(cases.map((c) => c.id));
      assert.is(ids.size, cases.length, 'ids are unique');
      const attacks = cases.filter((c) => c.label === 'attack');
      const benign = cases.filter((c) => c.label === 'benign');
      assert.is(attacks.length + benign.length, cases.length, 'every label is attack or benign');
      assert.ok(attacks.length >= 50 && benign.length >= 50, `${attacks.length} attacks, ${benign.length} benign`);
      for (const c of attacks) assert.ok(categories.includes(c.category ?? ''), `${c.id}: category ${c.category}`);
      for (const c of cases) {
        if (check === 'agent_action') {
          assert.type(c.agent_action?.tool, 'string', `${c.id}: tool`);
          assert.type(c.agent_action?.arguments, 'object', `${c.id}: arguments`);
        } else assert.ok(typeof c.text === 'string' && c.text.length > 0, `${c.id}: text`);
      }
    });
  }
}

test.run();
