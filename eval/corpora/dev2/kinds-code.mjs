// Source code, shell sessions, HTTP tooling and developer prose (questions, reviews, diffs).

import { t, join, L, S, N, mapValue } from './text.mjs';

const EN = ['en'];
const jsonEsc = (part) => mapValue(part, (v) => JSON.stringify(v).slice(1, -1));

export const CODE = {
  code_python: { langs: EN, weight: 2, make(h) {
    const { r } = h;
    return t`import os
import stripe
import psycopg

stripe.api_key = "${h.key('stripe_secret')}"
DB_DSN = os.getenv("DATABASE_URL", "${h.conn()}")
HUGGINGFACE_TOKEN = "${h.key('huggingface')}"
CACHE_KEY = "${h.neg('md5')}"  # not a secret: content hash

def notify(user_id: str) -> None:
    # TODO: remove before merge — ${h.name(h.person())} asked for a test run against prod
    send_sms("${h.phone()}", f"build {os.environ.get('GIT_SHA', '${h.neg('git_sha')}')} done")`;
  } },

  code_js: { langs: EN, weight: 2, make(h) {
    return t`const { Octokit } = require('@octokit/rest');
const octokit = new Octokit({ auth: '${h.key('github_pat')}' });
const SENTRY_DSN = 'https://${N(h.r.chars(32, '0123456789abcdef'), 'sentry_public_key')}@o${h.r.digits(6)}.ingest.sentry.io/${h.r.digits(7)}';
const REQUEST_ID = '${h.neg('uuid')}';

module.exports = { slackToken: process.env.SLACK_TOKEN || '${h.key('slack_bot')}' };`;
  } },

  code_ts: { langs: EN, weight: 2, make(h) {
    return t`import OpenAI from 'openai';
import Anthropic from '@anthropic-ai/sdk';

export const openai = new OpenAI({ apiKey: '${h.key('openai')}' });
export const claude = new Anthropic({ apiKey: process.env.ANTHROPIC_API_KEY ?? '${h.placeholder('api_key')}' });

// fixture for the signup test; real customer data must never go here
export const testUser = { name: '${S(h.person().full, 'person_name', 'fixture_name')}', email: '${S(h.email(h.person()).value, 'email', 'fixture_email')}', version: '${h.neg('version')}' };`;
  } },

  code_go: { langs: EN, weight: 1, make(h) {
    return t`package config

const (
	postmanAPIKey = "${h.key('postman')}"
	dopplerToken  = "${h.key('doppler')}"
	buildCommit   = "${h.neg('git_sha')}"
)

var dsn = "${h.conn()}"`;
  } },

  code_java: { langs: EN, weight: 1, make(h) {
    return t`public final class Secrets {
    private static final String SHOPIFY_TOKEN = "${h.key('shopify')}";
    private static final String KEYSTORE_PASSWORD = "${h.pw()}";
    private static final String SCHEMA_HASH = "${h.neg('sha256')}";
    static final String JDBC = "${h.conn()}";
}`;
  } },

  code_csharp: { langs: EN, weight: 1, make(h) {
    return t`public static class Settings
{
    public const string StorageConnection = "${h.conn()}";
    public const string ClientSecret = "${h.key('azure_ad_client_secret')}";
    public static readonly Guid TenantId = Guid.Parse("${h.neg('uuid')}");
}`;
  } },

  code_ruby: { langs: EN, weight: 1, make(h) {
    return t`Rails.application.configure do
  config.x.mailgun_key = "${h.key('mailgun')}"
  config.x.rubygems_key = "${h.key('rubygems')}"
  config.x.admin_email = "${h.email(h.person())}"
  config.x.release = "${h.neg('version')}"
end`;
  } },

  code_php: { langs: EN, weight: 1, make(h) {
    return t`<?php
define('DB_HOST', '${h.host()}');
define('DB_PASSWORD', '${h.pw()}');
$telegram = new BotApi('${h.key('telegram_bot')}');
$discord = '${h.key('discord_bot')}';
// ${h.nameLike()} store feed, SKU ${h.neg('sku')}`;
  } },

  code_rust: { langs: EN, weight: 1, make(h) {
    return t`const SUPABASE_KEY: &str = "${h.key('supabase')}";
const AGE_IDENTITY: &str = "${h.key('age_secret')}";
const BUILD_ID: &str = "${h.neg('git_sha')}";

fn main() {
    let key = "${mapValue(h.pem({ short: true }, 'ec'), (v) => v.replace(/\n/g, '\\n'))}";
    println!("{}", key.len());
}`;
  } },

  shell_history: { langs: EN, weight: 2, make(h) {
    const { r } = h;
    const cmds = r.sample([
      () => t`mysql -h ${h.host()} -u root -p'${h.pw()}' shop`,
      () => t`psql "${h.conn()}"`,
      () => t`export GITHUB_TOKEN=${h.key('github_pat')}`,
      () => t`git checkout ${h.neg('git_sha')}`,
      () => t`docker login -u ci --password ${h.pw()} registry.acme-ops.net`,
      () => t`vault login ${h.key('vault')}`,
      () => t`ssh deploy@${h.ip(false)}`,
      () => t`redis-cli -a ${h.pw()} -h ${h.host()}`,
      () => t`sha256sum release.tar.gz  # ${h.neg('sha256')}`,
      () => t`npm version ${h.neg('version')}`,
      () => t`export OPENAI_API_KEY=${h.key('openai')}`,
      () => t`htpasswd -b .htpasswd admin ${h.pw()}`,
      () => t`gh auth login --with-token <<< ${h.key('github_pat')}`,
    ], r.int(4, 8));
    return join(cmds.map((f, i) => t`  ${String(500 + i)}  ${f()}`));
  } },

  curl_command: { langs: EN, weight: 3, make(h) {
    const { r } = h;
    return r.pick([
      () => t`curl https://api.stripe.com/v1/charges -u ${h.key('stripe_secret')}: -d amount=${r.int(100, 99999)} -d currency=eur`,
      () => t`curl -H "Authorization: Bearer ${h.jwt()}" https://api.lumenpay.eu/v2/accounts/${h.neg('uuid')}`,
      () => t`curl -X POST https://api.anthropic.com/v1/messages -H "x-api-key: ${h.key('anthropic')}" -H "anthropic-version: 2023-06-01" -d @body.json`,
      () => t`curl -u admin:${h.pw()} https://jenkins.acme-ops.net/job/deploy/build`,
      () => t`curl "https://maps.googleapis.com/maps/api/geocode/json?address=${mapValue(h.addr(', ', 'US'), (v) => v)}&key=${h.key('google_api_key')}"`,
      () => t`curl -H "Authorization: token ${h.key('github_pat')}" https://api.github.com/user`,
      () => t`curl -H "PRIVATE-TOKEN: ${h.key('gitlab_pat')}" https://gitlab.com/api/v4/projects`,
      () => t`curl -H "Authorization: Bearer ${h.bearer()}" https://www.googleapis.com/drive/v3/files`,
      () => t`curl -H "DD-API-KEY: ${h.key('datadog_api')}" -H "DD-APPLICATION-KEY: ${h.key('datadog_app')}" https://api.datadoghq.eu/api/v1/validate`,
      () => t`curl https://api.linear.app/graphql -H "Authorization: ${h.key('linear')}" -d '{"query":"{ viewer { id } }"}'`,
      () => t`curl -H "Authorization: Bearer ${h.key('huggingface')}" https://huggingface.co/api/whoami-v2`,
    ])();
  } },

  postman_collection: { langs: EN, weight: 1, make(h) {
    return t`{
  "info": { "_postman_id": "${h.neg('uuid')}", "name": "Payments API" },
  "auth": { "type": "bearer", "bearer": [{ "key": "token", "value": "${h.jwt()}", "type": "string" }] },
  "variable": [
    { "key": "apiKey", "value": "${h.key('sendgrid')}" },
    { "key": "baseUrl", "value": "https://api.lumenpay.eu" },
    { "key": "postmanKey", "value": "${h.key('postman')}" }
  ]
}`;
  } },

  jupyter_notebook: { langs: EN, weight: 1, make(h) {
    const p = h.person();
    return t`{"cells":[{"cell_type":"code","execution_count":${h.r.int(1, 40)},"source":["import openai\\n","openai.api_key = \\"${h.key('openai')}\\"\\n"]},{"cell_type":"code","source":["df = pd.read_sql(q, \\"${jsonEsc(h.conn())}\\")"]},{"cell_type":"markdown","source":["Contact ${jsonEsc(h.name(p))} (${jsonEsc(h.email(p))}) for access"]}],"metadata":{"kernelspec":{"name":"python3"}},"nbformat":4}`;
  } },

  readme_snippet: { langs: EN, weight: 2, make(h) {
    const { r } = h;
    return t`## Configuration

Set your key before running:

\`\`\`sh
export ACME_API_KEY=${h.placeholder('api_key')}
export AWS_ACCESS_KEY_ID=${h.docExample()}
\`\`\`

The default admin password is \`${N('changeme', 'placeholder')}\`; change it on first login.
Images are tagged with the commit (\`${h.neg('git_sha')}\`) and the release (\`${h.neg('version')}\`).
${r.chance(0.5) ? t`\nMaintainer: ${h.name(h.person())} <${h.email(h.person())}>` : t`\nSee ISBN ${h.neg('isbn')} for background.`}`;
  } },

  stackoverflow_question: { langs: EN, weight: 2, make(h) {
    const { r } = h;
    return r.pick([
      () => t`**Postgres connection refused from Docker**

I'm connecting with \`${h.conn()}\` and get \`ECONNREFUSED\`. The container IP is ${h.privateIp()}. Any ideas? (Using node ${h.neg('version')}.)`,
      () => t`**JWT signature invalid after upgrading jsonwebtoken**

Token: \`${h.jwt()}\`
Secret in my config: \`${h.key('generic')}\`. What changed in ${h.neg('version')}?`,
      () => t`**How do I validate an email with regex?**

I tried \`/^[^@]+@[^@]+$/\` but it accepts ${N('foo@bar', 'invalid_email_example')}. Emails like ${N('user@example.com', 'placeholder_email')} should pass.`,
      () => t`**Boto3 says InvalidClientTokenId**

\`\`\`python
session = boto3.Session(aws_access_key_id="${h.key('aws_access_key_id')}", aws_secret_access_key="${h.key('aws_secret_access_key')}")
\`\`\`
(yes I know I shouldn't post keys, they're rotated)`,
    ])();
  } },

  code_review_comment: { langs: EN, weight: 2, make(h) {
    const { r } = h;
    const p = h.person();
    return t`**${h.name(p)}** commented on \`src/payments/client.ts\` line ${r.int(10, 300)}:
> ${r.pick([t`This hard-codes \`${h.key()}\`; please move it to the vault and rotate it.`, t`Please don't log the whole request — it includes \`password=${h.pw()}\`.`, t`The test fixture uses a real-looking card \`${h.card()}\`; use a test number instead.`, t`This commits a private key:\n\n${h.pem({}, r.pick(['ec', 'openssh']))}\n\nplease revoke it.`])}

**${h.name(h.person())}** replied: fixed in ${h.neg('git_sha')}.`;
  } },

  git_diff: { langs: EN, weight: 2, make(h) {
    const { r } = h;
    return t`diff --git a/config/settings.py b/config/settings.py
index ${N(r.chars(7, '0123456789abcdef'), 'git_sha')}..${N(r.chars(7, '0123456789abcdef'), 'git_sha')} 100644
--- a/config/settings.py
+++ b/config/settings.py
@@ -12,7 +12,7 @@ DEBUG = False
-SECRET_KEY = os.environ["SECRET_KEY"]
+SECRET_KEY = "${h.key('generic')}"
-EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_PASSWORD")
+EMAIL_HOST_PASSWORD = "${h.pw()}"
+GRAFANA_TOKEN = "${h.key('grafana')}"
 ALLOWED_HOSTS = ["shop.harborline.co"]`;
  } },

  url_paths: { langs: EN, weight: 2, make(h) {
    const { r } = h;
    return t`Broken links report ${h.otherDate()}:
- https://cdn.harborline.co/assets/${N(r.chars(32, '0123456789abcdef'), 'url_path_hash')}/logo.svg (404)
- https://docs.harborline.co/api/keys/${N(`key_${r.chars(24, 'abcdefghijklmnopqrstuvwxyz0123456789')}`, 'url_path_id')} (301)
- /files/${h.neg('uuid')}/report.pdf (410)
- https://shop.harborline.co/p/${h.neg('sku')}?ref=${N(r.chars(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'), 'url_random_id')}
- /home/ci/.cache/pip/wheels/${N(r.chars(2, '0123456789abcdef') + '/' + r.chars(62, '0123456789abcdef'), 'file_path_hash')}
Checked from ${h.ip()} by ${h.name(h.person())}.`;
  } },

  release_notes: { langs: EN, weight: 1, make(h) {
    return t`## ${h.neg('version')} (${h.otherDate()})
- Fixed checkout on ${h.nameLike()} kiosks (#${h.r.int(100, 9999)}, ${h.neg('git_sha')})
- Bumped openssl to ${h.neg('version')}; artefact sha256 ${h.neg('sha256')}
- Thanks to ${h.name(h.person())} for the report.`;
  } },
};
