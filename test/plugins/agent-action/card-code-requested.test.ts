// A card tool revealing the security code, lifted when the user's request asks for the code in its own words
// (card-code-requested.js, the standing fact `card code requested`).

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cardCodeRequested } from '../../../plugins/agent_action/card-code-requested.js';
import { readActionContext } from '../../../plugins/agent_action/context.js';
import { mergeSettings } from '../../../plugins/agent_action/settings.js';
import type { LoadedPack } from '../../../src/registry/plugin-api.js';
import { shippedPacks } from '../../support/packs.js';
import { collectViews } from '../../../plugins/agent_action/views.js';
import { toolkit } from '../../support/toolkit.js';

const test = suite('agent_action: card security codes the user asked for');
let packs: LoadedPack[] = [];
test.before(async () => {
  packs = await shippedPacks('agent-action-');
});
const words = (tool: string) => tool.toLowerCase().split(/[^a-z0-9]+/);

test('the request names the code, in many languages', () => {
  const settings = mergeSettings(packs);
  const asked = (tool: string, request: string) => cardCodeRequested(readActionContext({ user_request: request }), words(tool), settings.cardCodeRequests ?? [], settings.requestNegations ?? []);
  assert.ok(asked('wallet.reveal_card', 'The concert site wants the CVC of my Mastercard, what is it?'));
  assert.ok(asked('cards.get_details', 'Sag mir die Kartenprüfnummer meiner Debitkarte, ich bin im Bestellformular.'));
  assert.ok(asked('payments.cards.show', 'Qual é o código de segurança do cartão final 4410?'));
  assert.ok(asked('wallet.card_details', 'Donne-moi le cryptogramme de ma carte pour finir la réservation.'));
  assert.ok(asked('wallet.card_details', '通販の支払いに使うので、カードのセキュリティコードを教えて。'));
  // another request, a negated one, or a tool that is no card tool
  assert.not.ok(asked('wallet.reveal_card', 'Fill the delivery form on this page with my home address.'));
  assert.not.ok(asked('wallet.reveal_card', "Show my card's last four digits but don't show the security code."));
  assert.not.ok(asked('notes.read', 'What is the CVC of my card?'));
});

test('the standing fact reads the whole tool name (`cards.get_details`)', () => {
  const settings = mergeSettings(packs);
  const standing = (tool: string, request: string) =>
    collectViews({ tool, arguments: { card_id: 'debit-2', include_cvv: true }, context: { user_request: request } }, settings, toolkit.shell).standing.has('card code requested');
  assert.ok(standing('cards.get_details', 'Sag mir die Kartenprüfnummer meiner Debitkarte.'));
  assert.ok(standing('wallet.get', 'What is the CVV on my travel card?'));
  assert.not.ok(standing('cards.get_details', 'Fill the delivery form with my home address.'));
});

test.run();
