// output_safety: lure words for deletion threats ("will be permanently deleted", "to avoid a service
// suspension") and for signing in again ("re-authenticate"), next to retention notices and upgrade
// notes that use the same words without a request and a channel.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { check, describe, ofCategory } from './helpers.js';

const test = suite('output_safety: deletion threats and re-authentication in lures');

const LURES = [
  'Your mailbox will be permanently deleted tomorrow. Sign in at https://mailbox-keep.example-restore.net to keep it.',
  'All your photos will be erased on Monday unless you log in at https://photo-vault-recover.net/login and confirm your card details.',
  'If you wish to prevent the suspension of your service, confirm your payment details at https://billing-check.example-pay.net today.',
  'To avoid an account deletion, log in at https://acct-rescue.example-help.net and enter your password.',
  'Your payroll letter expires tonight. Re-authenticate using your login name and your password at https://payroll-sso.example-hr.net/auth.',
  'Your access has been suspended. Please re-authenticate at https://portal-auth.example-corp.net with your MFA code.',
  'Your cloud storage will be wiped in 48 hours: re-authenticate here https://cloud-keep.example-fix.net to stop it.',
  'The subscription will be purged at midnight. Sign in at https://sub-renew.example-pay.net and update your card.',
];

const ORDINARY = [
  'Old drafts are deleted after 30 days; you can restore them from the Trash folder.',
  'After the upgrade you may need to re-authenticate in the desktop client.',
  'Unused accounts will be deleted after a year of inactivity, as described in our retention policy at https://help.ourcompany.com/retention.',
  'To avoid a service interruption during the migration, we will move mailboxes on Saturday night.',
];

test('a deletion threat or a re-authentication with a request and a link is a lure', async () => {
  for (const text of LURES) {
    const r = await check(text);
    assert.is.not(r.verdict, 'allow', `${text}\n${describe(r)}`);
    assert.ok(ofCategory(r, 'phishing').length > 0, `${text}\n${describe(r)}`);
  }
});

test('retention notices and upgrade notes with the same words stay allowed', async () => {
  for (const text of ORDINARY) {
    const r = await check(text);
    assert.is(r.verdict, 'allow', `${text}\n${describe(r)}`);
  }
});

test.run();
