// Keyword-free vendor shapes read only near the vendor's or the secret's name: an Azure Storage
// account key (88 base64 characters) must need a storage-key word and give way to a digest or
// signature label, and a Cloudflare token (40 mixed characters) must not be a CamelCase name.

import { randomBytes } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runTextCheck } from '../support/checks.js';
import { describeFindings, expectAt } from '../support/findings.js';
import { randomCaseMix } from '../../src/engine/validators/random-case-mix.js';

const test = suite('secrets: vendor shapes read near a name');

const key88 = (): string => {
  for (;;) {
    const value = randomBytes(64).toString('base64');
    // The rule's entropy floor holds for random bytes; a rare low-entropy draw is redrawn.
    if (new Set(value).size > 40) return value;
  }
};

const ofType = (findings: readonly { type?: string }[], type: string) => findings.filter((f) => f.type === type);

test('a 64-byte digest or signature named near Azure is not a storage key', async () => {
  const texts = [
    `Azure DevOps run 9034 succeeded.\nbundle: ledger-api-5.3.0.tar.gz\nsha512: ${key88()}`,
    `azure-functions-core-tools 4.0.7 installer — SHA-512 (base64): ${key88()}`,
    `Azure Artifacts feed: integrity checksum ${key88()} for contoso-ui 12.1.4`,
    `Azure Key Vault signed the release; Ed25519 signature: ${key88()}`,
    `azure build cache: content digest ${key88()}`,
  ];
  for (const text of texts) {
    const result = await runTextCheck('pii_secrets', text);
    assert.equal(ofType(result.findings, 'azure_storage_account_key'), [], `${describeFindings(result.findings)} in ${text.slice(0, 40)}`);
    assert.is.not(result.verdict, 'block', text.slice(0, 40));
  }
});

test('a storage account key is read after a storage-key label without the word Azure, and is reviewed, not blocked', async () => {
  const cases = [
    (k: string) => `The storage account key for invoicesarchive is ${k}`,
    (k: string) => `az storage account keys list --account-name mediawest3 → primary ${k}`,
    (k: string) => `Blob-Speicher-Schlüssel (belege-nord): ${k}`,
    (k: string) => `clé d'accès du compte de stockage « photos-est » : ${k}`,
    (k: string) => `ストレージ アカウント キー（logs-jp）：${k}`,
    (k: string) => `AZURE_STORAGE_KEY for the export cron is ${k}`,
  ];
  for (const make of cases) {
    const key = key88();
    const text = make(key);
    const result = await runTextCheck('pii_secrets', text);
    const hit = expectAt(result.findings, text, key, 'azure_storage_account_key');
    assert.is(hit.severity, 'high', text.slice(0, 40));
    // The shape alone is shared with other 64-byte values: a person confirms it.
    assert.is(result.verdict, 'review', text.slice(0, 40));
  }
});

test('a CamelCase identifier beside the word Cloudflare is not an API token', async () => {
  const texts = [
    "// Cloudflare Queues consumer\nconst consumerName = 'QueueConsumerCloudflareBatchHandler2026Z';",
    "const JOB_ID = 'DnsRecordCloudflareZoneSettingsPatcher09';\n// cloudflare sync",
    'cloudflare worker export: class KvNamespaceBindingResolverForTenant {}',
    "Cloudflare tunnel route → 'TunnelIngressRuleCloudflareMapper2025'",
  ];
  for (const text of texts) {
    const result = await runTextCheck('pii_secrets', text);
    assert.equal(ofType(result.findings, 'cloudflare_api_token'), [], `${describeFindings(result.findings)} in ${text.slice(0, 40)}`);
  }
});

test('a random Cloudflare token beside the word is still read', async () => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  for (const make of [
    (t: string) => `Cloudflare token (Zone.DNS edit) is ${t}, expires Friday`,
    (t: string) => `hier mein Cloudflare-Token: ${t}`,
    (t: string) => `Cloudflare API 令牌 ${t}`,
  ]) {
    let token = '';
    do token = Array.from(randomBytes(40), (b) => alphabet[b % 64]).join('');
    while (!/[A-Z]/.test(token) || !/[a-z]/.test(token) || !/\d/.test(token) || !randomCaseMix.validate(token) || /^[-_]|[-_]$/.test(token));
    const text = make(token);
    const result = await runTextCheck('pii_secrets', text);
    expectAt(result.findings, text, token, 'cloudflare_api_token');
  }
});

test('random-case-mix: random tokens pass, word-built names fail', () => {
  assert.ok(randomCaseMix.validate('q7Rm2KxT9vLp4NwZ8cHs3JdY6bFg1TkW5rMn0QeA'));
  assert.ok(randomCaseMix.validate('aB3-cD4_eF5gH6iJ7kL8mN9oP0qR1sT2uV3wX4yZ'));
  assert.not.ok(randomCaseMix.validate('QueueConsumerCloudflareBatchHandler2026Z'));
  assert.not.ok(randomCaseMix.validate('KvNamespaceBindingResolverForTenant01'));
  assert.not.ok(randomCaseMix.validate('short1Ab'));
  assert.not.ok(randomCaseMix.validate('q7Rm2KxT9vLp4NwZ.8cHs3JdY6bFg1TkW5rMn0QeA'));
});

test.run();
