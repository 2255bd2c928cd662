// Requests that only ask to know or to see something, in the product's languages (intent.js requestAsksOnly).

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { requestAsksOnly } from '../../../plugins/agent_action/intent.js';
import { readActionContext } from '../../../plugins/agent_action/context.js';
import { mergeSettings } from '../../../plugins/agent_action/settings.js';
import type { LoadedPack } from '../../../src/registry/plugin-api.js';
import { shippedPacks } from '../../support/packs.js';

const test = suite('agent_action: requests that only ask, in many languages');
let packs: LoadedPack[] = [];
test.before(async () => {
  packs = await shippedPacks('agent-action-');
});

test('questions, summaries and reconciliations ask for nothing to change', () => {
  const lists = mergeSettings(packs).readOnlyRequests ?? {};
  const asks = (request: string) => requestAsksOnly(readActionContext({ user_request: request }), lists);
  assert.ok(asks('¿Cuánto gasté en restaurantes este mes?'));
  assert.ok(asks('Quanto rende o meu fundo este ano?'));
  assert.ok(asks('Riassumi le spese della settimana.'));
  assert.ok(asks('Сверь платежи за вчера с банковской выпиской.'));
  assert.ok(asks('Kartımın limiti ne kadar?'));
  assert.ok(asks('Tháng này tôi đã chi bao nhiêu?'));
  assert.ok(asks('สรุปผลตอบแทนของกองทุนเดือนนี้'));
  assert.ok(asks('is mahine kitna kharcha hua?'));
  assert.ok(asks('כמה כסף יש לי בחשבון?'));
  // a change word in any language, even beside an asking word
  assert.not.ok(asks('Cierra la cuenta y dime cuánto queda.'));
  assert.not.ok(asks('Riassumi il verbale e invia il riepilogo al team.'));
  assert.not.ok(asks('Hesabımı kapat, bakiye ne kadar?'));
  assert.not.ok(asks('תסגור את החשבון, כמה נשאר?'));
  // an asking word only as part of another word, or no asking word at all
  assert.not.ok(asks('Marque o lead como qualificado.'));
  assert.not.ok(asks('Напиши маме, что я долетела.'));
  // `resume el` asks for a summary in Spanish; the English `resume` is a change
  assert.ok(asks('Resume el rendimiento de mi cartera.'));
  assert.not.ok(asks('Resume the paused sync.'));
});

test.run();
