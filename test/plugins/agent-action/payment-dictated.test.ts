// Payments the user's own request settles (payment-dictated.js) and bank changes a call-back vouches for
// (standing.js callbackRecorded): the readers on their own, away from the views.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { amountWritten, referenceAsked, documentApproved } from '../../../plugins/agent_action/payment-dictated.js';
import { callbackRecorded } from '../../../plugins/agent_action/standing.js';
import { readActionContext } from '../../../plugins/agent_action/context.js';
import { entries } from '../../../plugins/agent_action/tools.js';
import { mergeSettings } from '../../../plugins/agent_action/settings.js';
import type { LoadedPack } from '../../../src/registry/plugin-api.js';
import { shippedPacks } from '../../support/packs.js';

const test = suite('agent_action: payments and bank changes the request settles');
let packs: LoadedPack[] = [];
test.before(async () => {
  packs = await shippedPacks('agent-action-');
});
const ctx = (request: string, more: Record<string, unknown> = {}) => readActionContext({ user_request: request, ...more });

test('the amount is read in the request\'s own number format', () => {
  assert.ok(amountWritten(ctx('Überweise 150.000,00 EUR an Jonas.'), 150000));
  assert.ok(amountWritten(ctx('Переведи 12 480,50 USD арендодателю.'), 12480.5));
  assert.ok(amountWritten(ctx('Send 48,500.00 USD to the builder.'), 48500));
  assert.not.ok(amountWritten(ctx('Send 48,500.00 USD to the builder.'), 485000));
  assert.not.ok(amountWritten(ctx('What did I pay last month?'), 48500));
});

test('a reference counts only in a sentence asking to pay or release it', () => {
  const s = mergeSettings(packs);
  const pay = s.bulkApprovalRequests?.approve ?? [];
  const neg = s.requestNegations ?? [];
  const args = entries({ payment_id: 'WR-20931', amount: '48,500.00' });
  assert.ok(referenceAsked(ctx('Release wire WR-20931 for 48,500.00 USD.'), args, pay, neg));
  assert.ok(referenceAsked(ctx('Paga la fattura WR-20931 oggi.'), args, pay, neg));
  assert.not.ok(referenceAsked(ctx('Is wire WR-20931 still on hold?'), args, pay, neg));
  assert.not.ok(referenceAsked(ctx("Don't release WR-20931 yet."), args, pay, neg));
  // a word without a digit names no payment
  assert.not.ok(referenceAsked(ctx('Pay the rent.'), entries({ reference: 'rent' }), pay, neg));
});

test('only an approval of the payment document itself', () => {
  assert.ok(documentApproved(ctx('Pay it.', { invoice_status: 'approved' })));
  assert.ok(documentApproved(ctx('Pay it.', { payment_approval: 'Approved' })));
  assert.not.ok(documentApproved(ctx('Pay it.', { invoice_status: 'pending' })));
  assert.not.ok(documentApproved(ctx('Pay it.', { change_ticket: 'CHG-1 approved' })));
});

test('a call-back reference vouched for by the request or recorded by the platform', () => {
  const args = entries({ vendor_id: 'S-1', iban: 'GB82WEST12345698765432', callback_ticket: 'VB-55120' });
  assert.ok(callbackRecorded(args, ctx('I rang their finance desk on the number we hold, ticket VB-55120; update the account.')));
  assert.ok(callbackRecorded(entries({ iban: 'GB82WEST12345698765432' }), ctx('Update the account.', { callback_ticket: 'CB-7741' })));
  assert.not.ok(callbackRecorded(args, ctx('File the letter in their folder.')));
  assert.not.ok(callbackRecorded(entries({ callback_ticket: null, iban: 'GB82WEST12345698765432' }), ctx('File the letter.')));
  assert.not.ok(callbackRecorded(entries({ iban: 'GB82WEST12345698765432' }), ctx('Update it.', { callback_ticket: 'pending' })));
});

test.run();
