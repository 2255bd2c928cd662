// A forwarding rule whose every target address the user's own request writes out (standing.js forwardTargetRequested):
// the standing fact `forward target requested`, which lifts the forwarding rules tagged lifted-by-internal-forward.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { forwardTargetRequested } from '../../../plugins/agent_action/standing.js';
import { entries } from '../../../plugins/agent_action/tools.js';
import { readActionContext } from '../../../plugins/agent_action/context.js';

const test = suite('agent_action: forward targets the user named');

const requested = (args: Record<string, unknown>, context: Record<string, unknown>): boolean => forwardTargetRequested(entries(args), readActionContext(context));

test('the target is written in the request, in any language', () => {
  assert.ok(requested({ action: 'forward', forward_to: 'desk@ledgerhouse.example' }, { user_request: 'Forward every receipt with a PDF to my bookkeeper desk@ledgerhouse.example.' }));
  assert.ok(requested({ forward_to: 'Kanzlei@Steuer-Brandt.example' }, { user_request: 'Leite alle Rechnungen an meine Steuerberaterin weiter (kanzlei@steuer-brandt.example).' }));
  assert.ok(requested({ redirect: { to: 'box@tally-ops.example' } }, { user_request: '请把带附件的账单转发给：box@tally-ops.example' }));
});

test('another target, a target only the context or a tool names, or no request keeps the rule', () => {
  assert.not.ok(requested({ forward_to: 'intake@relay-hub.example' }, { user_request: 'Forward receipts to my bookkeeper desk@ledgerhouse.example' }));
  assert.not.ok(requested({ forward_to: 'desk@ledgerhouse.example' }, { user_request: 'Forward receipts to my bookkeeper', note: 'desk@ledgerhouse.example' }));
  assert.not.ok(requested({ forward_to: ['desk@ledgerhouse.example', 'copy@relay-hub.example'] }, { user_request: 'Forward receipts to desk@ledgerhouse.example' }));
  assert.not.ok(requested({ forward_to: 'desk@ledgerhouse.example' }, {}));
  assert.not.ok(requested({ subject: 'desk@ledgerhouse.example' }, { user_request: 'Mail desk@ledgerhouse.example' }));
});

test.run();
