// The SaaS secret packs (payments, comms, AI, observability, other SaaS) through the real
// pii_secrets check: realistic files assembled at test time from freshly generated values must
// yield the expected finding types at exact spans, while placeholders, documented test keys and
// prose that merely names the vendors must never block.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runTextCheck } from '../support/checks.js';
import { expectAt, type Finding } from '../support/findings.js';

const SAAS_PACKS = ['secrets-payments/', 'secrets-comms/', 'secrets-ai/', 'secrets-observability/', 'secrets-saas/'];

// Seeded so a failure reproduces; SAAS_FIXTURE_SEED=<n> explores other values.
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(Number(process.env['SAAS_FIXTURE_SEED'] ?? 20240611));
const ALPHA = {
  alnum: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  lower: 'abcdefghijklmnopqrstuvwxyz0123456789',
  letters: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
  hex: '0123456789abcdef',
  digits: '0123456789',
  b64url: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_',
};
const gen = (alphabet: string, n: number): string => Array.from({ length: n }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
const alnum = (n: number) => gen(ALPHA.alnum, n);
const hex = (n: number) => gen(ALPHA.hex, n);
const digits = (n: number) => gen('123456789', 1) + gen(ALPHA.digits, n - 1);
const b64url = (n: number) => gen(ALPHA.b64url, n);

/** The value is reported at exactly its span with `type`, by a rule of a SaaS pack. */
function expectSaas(findings: readonly Finding[], text: string, value: string, type: string): void {
  const hit = expectAt(findings, text, value, type);
  assert.ok(SAAS_PACKS.some((p) => hit.rule_id?.startsWith(p)), `${type} should come from a SaaS pack, got ${hit.rule_id}`);
}

const fromSaasPacks = (findings: readonly Finding[]) => findings.filter((f) => SAAS_PACKS.some((p) => f.rule_id?.startsWith(p)));

const test = suite('secrets: SaaS packs through pii_secrets');

test('Slack notifier config: webhook URL, bot and app tokens, each at its exact span', async () => {
  const webhook = `https://hooks.slack.com/services/T${gen(ALPHA.upper, 8)}/B${gen(ALPHA.upper, 10)}/${alnum(24)}`;
  const bot = `xoxb-${digits(12)}-${digits(13)}-${alnum(24)}`;
  const app = `xapp-1-A${gen(ALPHA.upper, 10)}-${digits(13)}-${hex(64)}`;
  const text = [
    '# notifier.yaml: posts deploy results to #deploys',
    'notifier:',
    '  slack:',
    `    webhook_url: ${webhook}`,
    `    bot_token: "${bot}"`,
    `    app_token: '${app}'`,
    '    channel: "#deploys"',
    '    mention_on_failure: "@oncall"',
  ].join('\n');
  const result = await runTextCheck('pii_secrets', text);
  expectSaas(result.findings, text, webhook, 'slack_webhook_url');
  expectSaas(result.findings, text, bot, 'slack_bot_token');
  expectSaas(result.findings, text, app, 'slack_app_token');
  assert.is(result.verdict, 'block');
});

test('Stripe integration .env: live secret (critical), webhook secret, test key; the public publishable key is not reported', async () => {
  const live = `sk_live_51${alnum(97)}`;
  const restricted = `rk_live_${alnum(24)}`;
  const whsec = `whsec_${alnum(32)}`;
  const testKey = `sk_test_51${alnum(97)}`;
  const publishable = `pk_live_51${alnum(97)}`;
  const text = [
    '# .env.production (payments-api)',
    'NODE_ENV=production',
    `STRIPE_SECRET_KEY=${live}`,
    `STRIPE_RESTRICTED_KEY="${restricted}"`,
    `STRIPE_WEBHOOK_SECRET=${whsec}`,
    `STRIPE_TEST_SECRET_KEY=${testKey}`,
    `NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=${publishable}`,
    'STRIPE_API_VERSION=2024-06-20',
    'DATABASE_POOL_SIZE=10',
  ].join('\n');
  const result = await runTextCheck('pii_secrets', text);
  expectSaas(result.findings, text, live, 'stripe_secret_key');
  expectSaas(result.findings, text, restricted, 'stripe_restricted_key');
  expectSaas(result.findings, text, whsec, 'stripe_webhook_secret');
  expectSaas(result.findings, text, testKey, 'stripe_test_secret_key');
  assert.not.ok(result.findings.some((f) => text.slice(f.utf16_start, f.utf16_end) === publishable), 'publishable keys are public by design');
  const severities = Object.fromEntries(fromSaasPacks(result.findings).map((f) => [f.type, f.severity]));
  assert.is(severities['stripe_secret_key'], 'critical');
  assert.is(severities['stripe_test_secret_key'], 'medium');
  assert.is(result.verdict, 'block');
  assert.is(result.risk, 'critical');
});

test('a Paystack key (sk_live_ + 40 hex) is not mistaken for a Stripe key', async () => {
  const key = `sk_live_${hex(40)}`;
  const text = `PAYSTACK_SECRET_KEY=${key}\nPAYSTACK_BASE_URL=https://api.paystack.co`;
  const result = await runTextCheck('pii_secrets', text);
  expectSaas(result.findings, text, key, 'paystack_secret_key');
  assert.not.ok(result.findings.some((f) => f.type === 'stripe_secret_key'));
});

test('Python script calling OpenAI, Anthropic and Hugging Face with hard-coded keys', async () => {
  const openai = `sk-proj-${b64url(74)}T3BlbkFJ${b64url(74)}`;
  const anthropic = `sk-ant-api03-${b64url(93)}AA`;
  const hf = `hf_${gen(ALPHA.letters, 34)}`;
  const groq = `gsk_${alnum(52)}`;
  const text = [
    'import os',
    'from openai import OpenAI',
    'import anthropic',
    'from huggingface_hub import login',
    '',
    `client = OpenAI(api_key="${openai}")`,
    `claude = anthropic.Anthropic(api_key='${anthropic}')`,
    `login(token="${hf}")`,
    `GROQ_API_KEY = "${groq}"`,
    '',
    'def summarise(text: str) -> str:',
    '    reply = claude.messages.create(model="claude-3-5-sonnet-latest", max_tokens=512,',
    '                                   messages=[{"role": "user", "content": text}])',
    '    return reply.content[0].text',
  ].join('\n');
  const result = await runTextCheck('pii_secrets', text);
  expectSaas(result.findings, text, openai, 'openai_api_key');
  expectSaas(result.findings, text, anthropic, 'anthropic_api_key');
  expectSaas(result.findings, text, hf, 'huggingface_access_token');
  expectSaas(result.findings, text, groq, 'groq_api_key');
  assert.is(result.verdict, 'block');
});

test('CI log: masked tokens are ignored, the unmasked ones are reported', async () => {
  const grafana = `glsa_${alnum(32)}_${hex(8)}`;
  const ddKey = hex(32);
  const sendgrid = `SG.${b64url(22)}.${b64url(43)}`;
  const text = [
    '2024-06-11T09:14:02.118Z ##[group]Run ./scripts/deploy.sh',
    '2024-06-11T09:14:02.119Z env:',
    '2024-06-11T09:14:02.119Z   SENDGRID_API_KEY: ***',
    '2024-06-11T09:14:02.119Z   SLACK_BOT_TOKEN: xoxb-****-****-****',
    '2024-06-11T09:14:02.120Z   OPENAI_API_KEY: sk-proj-************************',
    '2024-06-11T09:14:03.402Z ##[endgroup]',
    `2024-06-11T09:14:04.771Z + curl -sf -H "Authorization: Bearer ${grafana}" https://grafana.acme.io/api/dashboards/db`,
    `2024-06-11T09:14:05.030Z + DD_API_KEY=${ddKey} datadog-ci junit upload --service api reports/`,
    `2024-06-11T09:14:05.512Z debug: mailer configured with ${sendgrid}`,
    '2024-06-11T09:14:06.000Z Deploy finished in 4.1s',
  ].join('\n');
  const result = await runTextCheck('pii_secrets', text);
  expectSaas(result.findings, text, grafana, 'grafana_service_account_token');
  expectSaas(result.findings, text, ddKey, 'datadog_api_key');
  expectSaas(result.findings, text, sendgrid, 'sendgrid_api_key');
  const masked = ['SENDGRID_API_KEY: ***', 'xoxb-****', 'sk-proj-****'].map((m) => text.indexOf(m));
  for (const at of masked) assert.not.ok(fromSaasPacks(result.findings).some((f) => (f.utf16_start ?? -1) >= at && (f.utf16_start ?? -1) < at + 40), `masked value at ${at} was reported`);
  assert.is(result.verdict, 'block');
});

test('README with placeholder keys produces no SaaS finding and no block', async () => {
  const text = [
    '# payments-api',
    '',
    'Copy `.env.example` to `.env` and fill in:',
    '',
    '| Variable | Example |',
    '| --- | --- |',
    '| `STRIPE_SECRET_KEY` | `sk_live_...` |',
    '| `STRIPE_WEBHOOK_SECRET` | `whsec_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx` |',
    '| `OPENAI_API_KEY` | `sk-proj-your-api-key-here` |',
    '| `ANTHROPIC_API_KEY` | `<your-anthropic-key>` |',
    '| `SLACK_WEBHOOK_URL` | `https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX` |',
    '| `SENDGRID_API_KEY` | `SG.xxxxxxxxxxxxxxxxxxxxxx.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx` |',
    '| `DD_API_KEY` | `${DATADOG_API_KEY}` |',
    '| `TWILIO_AUTH_TOKEN` | `your_auth_token` |',
    '| `GROQ_API_KEY` | `gsk_...` |',
    '',
    '```bash',
    'export HF_TOKEN=hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
    'export DISCORD_WEBHOOK=https://discord.com/api/webhooks/{webhook.id}/{webhook.token}',
    '```',
  ].join('\n');
  const result = await runTextCheck('pii_secrets', text);
  assert.equal(fromSaasPacks(result.findings).map((f) => f.rule_id), []);
  assert.is.not(result.verdict, 'block');
});

test('vendor documentation with test-mode and documented example keys never blocks', async () => {
  const text = [
    'Authenticate with your test secret key; Stripe\'s docs use this one:',
    '',
    '    curl https://api.stripe.com/v1/charges -u sk_test_4eC39HqLyjWDarjtT1zdp7dc: -d amount=2000',
    '',
    'Paddle shows keys in the form',
    'Authorization: Bearer pdl_live_apikey_01gtgztp8f4kek3yd4g1wrksa3_q6TGTJyvoIz7LDtXT65bX7_AQO',
    'and Honeycomb documents X-Honeycomb-Team: hcxik_1234567890123456789012345612345678901234567890123456789012.',
    'Mollie test keys look like test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM.',
    'A Sentry DSN such as https://' + hex(32) + '@o' + digits(6) + '.ingest.sentry.io/' + digits(7) + ' is public by design.',
  ].join('\n');
  const result = await runTextCheck('pii_secrets', text);
  assert.equal(fromSaasPacks(result.findings).map((f) => f.rule_id), []);
  assert.is.not(result.verdict, 'block');
});

test('a lone Stripe test key is reported for review, not blocked', async () => {
  const key = `sk_test_${alnum(24)}`;
  const text = `stripe.api_key = "${key}"  # local development only`;
  const result = await runTextCheck('pii_secrets', text);
  expectSaas(result.findings, text, key, 'stripe_test_secret_key');
  assert.is(result.verdict, 'review');
});

test('prose that names the vendors produces no finding', async () => {
  const text = [
    'Q3 platform notes: we moved transactional mail from Mailgun to Postmark, kept SendGrid for',
    'newsletters and Mailchimp for the marketing list. Alerts flow from Datadog and Sentry into',
    'PagerDuty and a Slack channel; Grafana dashboards read from Honeycomb. The assistant calls',
    'OpenAI, Anthropic and Mistral models, with embeddings in Pinecone and traces in LangSmith.',
    'Twilio account SIDs start with AC and Stripe secret keys with sk_live_; never paste either',
    'into tickets. Rotate the Okta, Auth0 and Atlassian tokens every 90 days (owner: platform team).',
    `Build ${hex(40)} shipped at 14:05; release notes live in Notion and Linear issue ENG-${digits(4)}.`,
  ].join('\n');
  const result = await runTextCheck('pii_secrets', text);
  assert.equal(fromSaasPacks(result.findings).map((f) => f.rule_id), []);
  assert.is(result.verdict, 'allow');
});

test('webhook URLs for Teams, Discord and Google Chat are reported whole', async () => {
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
  const teams = `https://contoso.webhook.office.com/webhookb2/${uuid()}@${uuid()}/IncomingWebhook/${hex(32)}/${uuid()}`;
  // Discord snowflakes issued since 2022 are 19 digits starting with 1.
  const discord = `https://discord.com/api/webhooks/1${gen(ALPHA.digits, 18)}/${b64url(68)}`;
  const workflow = `https://prod-${digits(2)}.westeurope.logic.azure.com:443/workflows/${hex(32)}/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=${b64url(43)}`;
  const gchat = `https://chat.googleapis.com/v1/spaces/AAAA${b64url(7)}/messages?key=AIzaSy${b64url(33)}&token=${b64url(43)}%3D`;
  const text = `alerts:\n  teams: ${teams}\n  teams_workflow: "${workflow}"\n  discord: ${discord}\n  google_chat: '${gchat}'\n`;
  const result = await runTextCheck('pii_secrets', text);
  expectSaas(result.findings, text, teams, 'teams_webhook_url');
  expectSaas(result.findings, text, workflow, 'teams_workflow_webhook_url');
  expectSaas(result.findings, text, discord, 'discord_webhook_url');
  expectSaas(result.findings, text, gchat, 'google_chat_webhook_url');
  assert.is(result.verdict, 'block');
});

test('context-gated formats need their vendor nearby', async () => {
  const telegram = `${digits(10)}:AA${b64url(33)}`;
  const mailgun = `key-${hex(32)}`;
  const withVendor = `TELEGRAM_BOT_TOKEN=${telegram}\nMAILGUN_API_KEY=${mailgun}\n`;
  const found = await runTextCheck('pii_secrets', withVendor);
  expectAt(found.findings, withVendor, telegram, 'telegram_bot_token');
  expectAt(found.findings, withVendor, mailgun, 'mailgun_api_key');
  const anonymous = `cache_key = "${mailgun}"\nlast_sync = "${telegram.split(':')[0]}"\n`;
  const none = await runTextCheck('pii_secrets', anonymous);
  assert.equal(fromSaasPacks(none.findings).map((f) => f.rule_id), []);
});

test.run();
