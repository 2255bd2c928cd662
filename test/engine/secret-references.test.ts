// Values that point at a stored secret or hide most of a value: references to secret managers,
// resolver-prefixed variables, configuration interpolation, and masked values. They are
// placeholders, while passwords that merely contain a colon, a slash or asterisks are not.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isSecretReference } from '../../src/engine/secret-references.js';
import { isMasked, isPlaceholder } from '../../src/engine/placeholders.js';

const test = suite('engine: secret references and masked values');

test('references to secret stores, resolver variables and interpolation are recognised, quoted or not', () => {
  for (const v of [
    'vault:secret/data/mailer#password',
    '"vault:kv/payments/stripe#api_key"',
    'ref+vault://secret/orders#db_pass',
    'op://Platform/billing-db/password',
    'env:MAILER_SMTP_PASS',
    "'secrets:ORDERS_DB_PASSWORD'",
    'arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/orders-Ab12Cd',
    'arn:aws:ssm:us-east-2:210987654321:parameter/billing/db/password',
    'projects/lumen-prod/secrets/orders-db/versions/latest',
    '@Microsoft.KeyVault(SecretUri=https://kv-lumen.vault.azure.net/secrets/db/)',
    '%(orders_db_pass)s',
    '#{OrdersDbPassword}',
    '#{OrdersDbPassword}#',
    '%{env:RELAY_PASS}',
    '__ORDERS_DB_PASSWORD__',
    '@orders.db.password@',
    '@ORDERS_DB_PASSWORD@',
    '${{ secrets.ORDERS_DB_PASSWORD }}',
  ]) {
    assert.ok(isSecretReference(v), v);
    assert.ok(isPlaceholder(v), v);
  }
});

test('passwords with a colon, a slash, a hash or braces are not references', () => {
  for (const v of ['env:prod2024', 'Vault:Kx9#vq2', 'vault:Kite4river8/Qm7zz3xa', 'op://just/two', 'op:Qz7!mPa', 'file:Winter2025', 'x#{9}Lm', 'K@l1m@', '@Summer2024@', '__Xk9mQ2__', '%(a', 'p4ss/w0rd#1', 'arn:aws:iam::123456789012:user/ops', 'arn:aws:ssm:eu-west-1:123456789012:parameter/Rk8Mp3Wz2q']) {
    assert.not.ok(isSecretReference(v), v);
  }
});

test('values with most characters masked are masked; asterisks used singly or in pairs are password characters', () => {
  for (const v of ['***-**-6326', 'q***@post.example', 'ab•••••yz', '****', 'x●●●●●●●4', '7***1']) assert.ok(isMasked(v), v);
  for (const v of ['Summer**fun**2024', 'Qz**rT9**kL2', 'a*b*c*d9', 'Kx9#vq2LmZ', 'R7***kLmQw93ZpXv2TnBd8Hs', 'w***alrus9', 'Ti***ger!42', 'moon•••light', 'b***lue-Fox7']) assert.not.ok(isMasked(v), v);
  // A short run that opens or closes the value, or one that hides half of it, is a mask.
  for (const v of ['***rk42', 'Lp9x***', '•••••••q', 'z****9', 'ka•••••••mp']) assert.ok(isMasked(v), v);
  assert.ok(isPlaceholder('***-**-6326'));
  assert.not.ok(isPlaceholder('R7***kLmQw93ZpXv2TnBd8Hs'), 'a run inside a long random value stays under the share');
});

test('pseudonymisation tokens stand in for the value they replaced', () => {
  for (const v of ['[EMAIL_1]', '[PASSWORD_12]', '[PERSON 3]', '[REDACTED]', '[api-key-7]', '[EMAIL_1', '[PHONE_NUMBER_4']) assert.ok(isPlaceholder(v), v);
  for (const v of ['[Xk9#2mQ]', '[1234]', 'pa[ss]w0rd7', '[Kx9_2']) assert.not.ok(isPlaceholder(v), v);
});

test.run();
