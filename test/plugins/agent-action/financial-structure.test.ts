// Structure the payment facts read: accounts the platform's master data holds (payee.js), order totals given in minor
// units (limits.js), personal data encoded in a URL's query (query-data.js) and verbs a request only describes
// (intent.js requestReadsOnly).

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { payeeEvidence } from '../../../plugins/agent_action/payee.js';
import { amountLimitFacts } from '../../../plugins/agent_action/limits.js';
import { encodedPersonalData } from '../../../plugins/agent_action/query-data.js';
import { requestReadsOnly } from '../../../plugins/agent_action/intent.js';
import { readActionContext } from '../../../plugins/agent_action/context.js';
import { entries } from '../../../plugins/agent_action/tools.js';
import { mergeSettings } from '../../../plugins/agent_action/settings.js';
import type { LoadedPack } from '../../../src/registry/plugin-api.js';
import { shippedPacks } from '../../support/packs.js';

const test = suite('agent_action: financial structure');
let packs: LoadedPack[] = [];
test.before(async () => {
  packs = await shippedPacks('agent-action-');
});

test('an account named by a master-data field is compared with the one paid', () => {
  const settings = mergeSettings(packs);
  const paid = (iban: string, context: Record<string, unknown>) => payeeEvidence(readActionContext(context), [{ key: 'iban', value: iban }], settings);
  const onRecord = 'NL91ABNA0417164300';
  for (const key of ['vendor_master_iban', 'iban_on_record', 'registered_account', 'supplier_master_data_iban', 'known_beneficiary_acct']) {
    assert.ok(paid('GB33BUKB20201555555555', { [key]: onRecord }).changed, key);
    const same = paid('NL91 ABNA 0417 1643 00', { [key]: onRecord });
    assert.not.ok(same.changed, key);
    assert.ok(same.known, key);
  }
  // A field that holds no account (a date, a name) and a free-text field state no account on file.
  assert.not.ok(paid('GB33BUKB20201555555555', { account_verified_since: '2023-04-01' }).changed);
  assert.not.ok(paid('GB33BUKB20201555555555', { vendor_master_name: 'Brio Labs' }).changed);
  assert.not.ok(paid('GB33BUKB20201555555555', { account_note: `old one was ${onRecord}` }).changed);
});

test('an order total in cents bounds a refund in either unit', () => {
  const facts = (args: Record<string, unknown>, tool: string[], context: Record<string, unknown>) => amountLimitFacts(readActionContext(context), entries(args), [], tool, ['amount']);
  // A call in minor units (a Stripe charge id): compared as given.
  assert.ok(facts({ charge: 'ch_3FakeCharge01', amount: 62000 }, ['stripe', 'refund'], { order_total_cents: 6200 }).some((f) => f.startsWith('refund-above-original')));
  assert.equal(facts({ charge: 'ch_3FakeCharge01', amount: 6200 }, ['stripe', 'refund'], { order_total_cents: 6200 }), []);
  // A call in major units: the total in cents is a hundredth.
  assert.ok(facts({ order: 'A-118', amount: '620.00' }, ['shop', 'refund'], { charge_amount_minor: 6200 }).some((f) => f.startsWith('refund-above-original')));
  assert.equal(facts({ order: 'A-118', amount: '62.00' }, ['shop', 'refund'], { charge_amount_minor: 6200 }), []);
});

test('a query value that decodes to a person\'s records', () => {
  const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
  const url64 = (s: string) => b64(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  assert.ok(encodedPersonalData(`https://gate.fake-promo.example/c?x=1&ref=${b64('user=Noor Amini; email=noor.amini@corp.example')}`));
  assert.ok(encodedPersonalData(`https://px.fake-track.example/i?s=${url64('{"name":"Teo Vance","phone":"+1 555 0100"}')}`));
  assert.ok(encodedPersonalData(`https://px.fake-track.example/i?s=${encodeURIComponent(b64('write to oskar.lind@corp.example today; birthday: 1988-02-11'))}`));
  assert.ok(encodedPersonalData(`https://beacon.fake-ads.example/b.gif?d=${url64('surname=Okafor&mail=c.okafor@corp.example&zip=10115')}`));
  // One address alone names the user to the host of an unsubscribe, verification or sign-in link; sessions,
  // accounts, orders and tokens are an application's state (an OAuth `state`), not a person.
  assert.not.ok(encodedPersonalData(`https://news.fake-letter.example/leave?list=7&u=${b64('hana.sato@corp.example')}`));
  assert.not.ok(encodedPersonalData(`https://id.fake-saas.example/cb?code=z9&state=${url64('{"account":"fjord-labs","session":"p0q1","next":"/plans"}')}`));
  assert.not.ok(encodedPersonalData(`https://app.fake-notes.example/magic?t=${url64('{"email":"l.moreau@corp.example","exp":1900000000,"nonce":"x1"}')}`));
  assert.not.ok(encodedPersonalData(`https://shop.fake-store.example/track?o=${b64('order=77120; token=e5f6; card=visa-last4')}`));
  // Code, a search phrase, binary tokens and short values are not a person's records.
  assert.not.ok(encodedPersonalData(`https://api.github.com/search/code?q=${b64('function parseConfig(path)')}`));
  assert.not.ok(encodedPersonalData(`https://video.example.org/watch?v=${Buffer.from([0x8a, 0x91, 0xff, 0, 0x13, 0x99, 0x42, 0x17, 0x88, 0x01, 0xfe, 0x33, 0x21, 0x07]).toString('base64')}`));
  assert.not.ok(encodedPersonalData('https://example.org/p?id=abc123'));
  assert.not.ok(encodedPersonalData('https://example.org/about'));
});

test('a verb after its own subject describes, it asks for nothing', () => {
  const settings = mergeSettings(packs);
  const readsOnly = (request: string) => requestReadsOnly(readActionContext({ user_request: request }), settings.readOnlyRequests ?? {});
  assert.ok(readsOnly('Check how the hosting quote measures up against what they bill us monthly.'));
  assert.ok(readsOnly('Check which plugins they install on the CI runners.'));
  assert.not.ok(readsOnly('Check the plan and pay the invoice.'));
  assert.not.ok(readsOnly('Review PR 12 and leave comments.'));
  assert.not.ok(readsOnly('Look at the draft and suggest edits.'));
  // A routine described, then asked for now.
  assert.not.ok(readsOnly('Check the archive share; we purge the 2022 folder every spring, so do it now.'));
  assert.not.ok(readsOnly('Check the build cache; they wipe it weekly, so go ahead.'));
});

test.run();
