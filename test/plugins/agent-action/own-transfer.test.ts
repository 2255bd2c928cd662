// A book transfer between two of the payer's own accounts (own-transfer.js): named by one scheme, no other party's details.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ownAccountTransfer } from '../../../plugins/agent_action/own-transfer.js';

const test = suite('agent_action: transfers between own accounts');

test('two account names of one scheme, and nothing naming another party', () => {
  assert.ok(ownAccountTransfer({ from_account: 'gbp-current', to_account: 'gbp-reserve', amount: 48000 }));
  assert.ok(ownAccountTransfer({ source_account: 'acme_ops', destination_account: 'acme_payroll', amount: '230000.00' }));
  assert.ok(ownAccountTransfer({ from: 'main-checking', to: 'main-savings', amount: 15000, memo: 'monthly sweep' }));
  assert.ok(ownAccountTransfer({ debit_account: 'usd-treasury', credit_account: 'usd-ops', amount: 9000 }));
  assert.ok(ownAccountTransfer({ from_acct: 'chf.operating', to_acct: 'chf.tax-reserve', amount: 32000 }));
});

test('another party, an account number, unrelated names or one account keeps the review', () => {
  assert.not.ok(ownAccountTransfer({ from_account: 'eur-operating', to_account: 'helios-trading', amount: 20000 }));
  assert.not.ok(ownAccountTransfer({ from_account: 'eur-operating', to_account: 'eur-ops', beneficiary: 'Helios Trading Ltd', amount: 20000 }));
  assert.not.ok(ownAccountTransfer({ from_account: 'eur-operating', to_account: 'eur-ops', to_iban: 'XX00TEST0000000000', amount: 1 }));
  assert.not.ok(ownAccountTransfer({ from_account: 'eur-operating', to_account: 'GB00TEST12345678901234', amount: 20000 }));
  assert.not.ok(ownAccountTransfer({ from_account: 'eur-operating', to_account: 'eur-acct-4471920', amount: 20000 }));
  assert.not.ok(ownAccountTransfer({ from_account: 'eur-operating', to_account: 'eur-operating', amount: 20000 }));
  assert.not.ok(ownAccountTransfer({ to_account: 'eur-reserve', amount: 20000 }));
  assert.not.ok(ownAccountTransfer({ from_account: 'Operating EUR', to_account: 'Helios EUR', amount: 20000 }));
  assert.not.ok(ownAccountTransfer([{ from: 'a-b', to: 'a-c' }]));
});

test.run();
