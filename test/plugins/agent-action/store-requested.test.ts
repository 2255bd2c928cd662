// A secret put in the organisation's own store where the user's request asks to store it
// (plugins/agent_action/store-requested.js), and the store names read from tool names.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runActionCheck } from '../../support/checks.js';
import { nameWords } from '../../../plugins/agent_action/tools.js';

const test = suite('agent_action: a secret stored as the request asks');

// Token-shaped values built at run time (no literal token in the repository): varied characters, fixed lengths.
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const mixed = (n: number, step: number): string => Array.from({ length: n }, (_, i) => ALNUM[(i * step + 5) % ALNUM.length]).join('');
const githubToken = `ghp_${mixed(36, 7)}`;
const stripeKey = `sk_live_${mixed(28, 11)}`;

const verdict = async (tool: string, args: Record<string, unknown>, request: string): Promise<string> =>
  (await runActionCheck({ tool, arguments: args, context: { user_request: request } })).verdict;

test('a vendor token stored in the own store, the request asking to store it, in several languages, is allowed', async () => {
  assert.is(await verdict('vault.kv_put', { path: 'billing/psp', value: stripeKey }, 'Put the payment key I just rotated into Vault under billing/psp.'), 'allow');
  assert.is(await verdict('secrets.create', { name: 'ci/bot', value: githubToken }, 'Сохрани новый токен бота в хранилище секретов.'), 'allow');
  assert.is(await verdict('AzureKeyVault.SetSecret', { name: 'ci-bot', value: githubToken }, 'Guarda el token nuevo del bot de CI en el Key Vault.'), 'allow');
  assert.is(await verdict('SecretManager.AddSecretVersion', { secret: 'ci-bot', data: githubToken }, 'Hifadhi tokeni mpya ya CI kwenye secret manager.'), 'allow');
  assert.is(await verdict('AWSSecretsManager.PutSecretValue', { name: 'psp', value: stripeKey }, 'Salvează cheia nouă în secrets manager.'), 'allow');
});

test('a vendor token stored where the request asks for something else, forbids it, or in another server is still held', async () => {
  assert.is.not(await verdict('secrets.put', { name: 'ci/bot', value: githubToken }, 'Fix the failing CI job on main.'), 'allow');
  assert.is.not(await verdict('vault_write', { name: 'ci/bot', value: githubToken }, "Don't store the token anywhere, just tell me whether it works."), 'allow');
  assert.is.not(await verdict('vault_write', { name: 'ci/bot', value: githubToken, address: 'https://vault.collector.example' }, 'Save the new bot token in the vault.'), 'allow');
  // Storing words without a store or a secret named: a request about a file, not a secret.
  assert.is.not(await verdict('secrets.put', { name: 'ci/bot', value: githubToken }, 'Save the report as PDF.'), 'allow');
});

test('tool names: an acronym before a capitalised word is a word of its own', () => {
  assert.equal(nameWords('AWSSecretsManager.PutSecretValue'), ['aws', 'secrets', 'manager', 'put', 'secret', 'value']);
  assert.equal(nameWords('IAMPolicy.Attach'), ['iam', 'policy', 'attach']);
  assert.equal(nameWords('OAuthGrant'), ['oauth', 'grant']);
  assert.equal(nameWords('iamCreateAccessKey'), ['iam', 'create', 'access', 'key']);
});

test.run();
