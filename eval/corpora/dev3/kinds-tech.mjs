// Documents machines and engineers write: configs, code, logs, API payloads, CI, shell.

import { T, L, N, join } from './lib.mjs';
import { F } from './phrases.mjs';

const EN = ['en'];
const DEVLANGS = ['en', 'en', 'de', 'fr', 'es', 'pt', 'ja', 'zh', 'ko', 'pl', 'tr'];
const q = (s) => JSON.stringify(s).slice(1, -1);

/** A co-author line: one person's name and address. */
function coName(c) {
  const p = c.person();
  return T`${c.name(p)} <${c.email(p)}>`;
}

/** A secret assigned to a key, or a placeholder in its place (documentation of defaults). */
function secretOrPlaceholder(c, make) {
  return c.r.chance(0.2) ? c.placeholder() : make();
}

export const TECH_KINDS = {

  raw_email_headers: { langs: EN, make: (c) => {
    const r = c.r, a = c.person(), b = c.person(), dom = c.companyDomain();
    return T`Return-Path: ${N('bounce_address', `bounces+${r.digits(7)}-${r.chars('abcdef0123456789', 4)}@em${r.int(100, 9999)}.${dom}`)}
Received: from mail-${r.chars('abcdefghijklmnopqrstuvwxyz', 6)}.${dom} (${c.ip()}) by mx.${c.companyDomain()} with ESMTPS id ${N('smtp_queue_id', r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 12))}
DKIM-Signature: v=1; a=rsa-sha256; d=${dom}; s=${N('dkim_selector', `s${r.int(1, 3)}._domainkey`)}; bh=${N('dkim_body_hash', Buffer.from(r.bytes(32)).toString('base64'))}
From: "${c.name(a)}" <${c.email(a)}>
To: ${c.email(b)}
Reply-To: ${c.roleEmail()}
Message-ID: ${c.messageId()}
In-Reply-To: ${N('message_id', `<${c.uuid().value}@${dom}>`)}
List-Unsubscribe: <mailto:${N('unsubscribe_address', `unsub-${r.chars('abcdef0123456789', 16)}@lists.${dom}`)}>
Subject: ${r.pick(['Your statement is ready', 'Re: contract', 'Password reset'])}
`;
  } },
  git_log: { langs: EN, make: (c) => {
    const r = c.r;
    return join(Array.from({ length: r.int(2, 4) }, () => {
      const p = c.person();
      const ghNoreply = r.chance(0.3);
      return T`commit ${c.sha()}
Author: ${c.name(p)} <${ghNoreply ? L('email', 'github_noreply', `${r.int(10000, 9999999)}+${p.slug.replace('.', '-')}@users.noreply.github.com`, true) : c.email(p)}>
Date:   ${c.date('iso')}

    ${r.pick(['fix: bump', 'chore: upgrade', 'feat: pin'])} ${N('package_spec', `${r.pick(['lodash', 'express', 'react-dom', 'zod'])}@${c.version().value}`)}
    Co-authored-by: ${coName(c)}`;
    }), '\n\n');
  } },
  package_manifest: { langs: EN, make: (c) => {
    const r = c.r, p = c.person();
    return T`{
  "name": "@${r.pick(['acme', 'orbit', 'lumen'])}/${r.pick(['ui-kit', 'sdk', 'cli'])}",
  "version": "${c.version()}",
  "author": "${c.name(p)} <${c.email(p)}>",
  "bugs": { "email": "${c.roleEmail()}" },
  "repository": "${c.emailNeg()}",
  "dependencies": { "${N('package_spec', `@types/node@^${r.int(18, 22)}.0.0`)}": "*" },
  "publishConfig": { "_authToken": "${r.chance(0.5) ? c.key('npm').frag : c.placeholder('${NPM_TOKEN}')}" }
}`;
  } },

  ssh_config_dump: { langs: EN, make: (c) => T`# ~/.ssh/config
Host bastion
  HostName ${c.ip()}
  User ${c.emailNeg()}
  IdentityFile ~/.ssh/id_${c.sha(true)}
# the key itself (pasted by mistake):
${c.pem().frag}
# fingerprint SHA256:${N('ssh_fingerprint', Buffer.from(c.r.bytes(32)).toString('base64').replace(/=+$/, ''))}
` },
  jwt_debug_paste: { langs: EN, make: (c) => T`Decoded at jwt.io — header {"alg":"RS256"}. Raw token:
${c.token(c.person())}
signing key:
${c.pem().frag}` },
  env_file: { langs: EN, make: (c) => {
    const r = c.r, keys = Array.from({ length: r.int(2, 6) }, () => c.key());
    return T`# ${r.pick(['production', 'staging', 'local'])} — do not commit
NODE_ENV=production
APP_VERSION=${c.version()}
DATABASE_URL=${c.conn()}
DB_PASSWORD=${secretOrPlaceholder(c, () => c.pw())}
${join(keys.map((k) => T`${k.envName}=${r.chance(0.15) ? c.placeholder() : k.frag}`), '\n')}
JWT_PRIVATE_KEY="${c.pemEscaped()}"
SUPPORT_EMAIL=${c.roleEmail()}
BUILD_SHA=${c.sha()}
`;
  } },
  docker_compose: { langs: EN, make: (c) => {
    const r = c.r;
    return T`version: "3.9"
services:
  db:
    image: postgres:${r.int(12, 17)}
    environment:
      POSTGRES_USER: app
      POSTGRES_PASSWORD: ${secretOrPlaceholder(c, () => c.pw())}
  cache:
    image: ${c.emailNeg()}
    command: redis-server --requirepass ${c.pw()}
  api:
    image: registry.example.internal/api:${c.version()}
    environment:
      - DATABASE_URL=${c.conn()}
      - ${c.key().envName}=${c.key().frag}
    networks: { backend: { ipv4_address: ${c.privIp()} } }
`;
  } },
  k8s_secret: { langs: EN, make: (c) => {
    const r = c.r, k = c.key();
    return T`apiVersion: v1
kind: Secret
metadata:
  name: ${r.pick(['api-credentials', 'payments', 'db-creds'])}
  uid: ${c.uuid()}
type: Opaque
stringData:
  ${k.envName.toLowerCase().replace(/_/g, '-')}: "${k.frag}"
  db-password: '${c.pw()}'
  tls.key: |
    ${L('private_key', 'pem_indented', c.pem().pem.split('\n').join('\n    '))}
`;
  } },
  helm_values: { langs: EN, make: (c) => {
    const r = c.r;
    return T`image:
  tag: "${c.version()}"
  digest: ${c.hash()}
postgresql:
  auth:
    username: app
    password: ${secretOrPlaceholder(c, () => c.pw())}
    existingSecret: ""
redis:
  url: ${c.conn()}
ingress:
  allowlist: [${c.ip()}, ${c.privIp()}]
extraEnv:
  - name: ${r.pick(['SENTRY_DSN_SECRET', 'API_SECRET', 'WEBHOOK_SECRET'])}
    value: ${c.key(r.pick(['generic_hex', 'generic_b64'])).frag}
`;
  } },
  terraform: { langs: EN, make: (c) => {
    const r = c.r, id = c.key('aws_access_key_id'), sk = c.key('aws_secret_access_key');
    return T`provider "aws" {
  region     = "${r.pick(['eu-west-1', 'us-east-1', 'ap-northeast-1'])}"
  access_key = "${id.frag}"
  secret_key = "${sk.frag}"
}

resource "aws_db_instance" "main" {
  identifier = "orders-${r.int(1, 9)}"
  username   = "dbadmin"
  password   = "${c.pw()}"
  tags       = { commit = "${c.sha()}" }
}

variable "datadog_api_key" { default = "${c.key('datadog').frag}" }
# example from the docs: ${c.placeholder('AKIAIOSFODNN7EXAMPLE')}
`;
  } },
  ini_config: { langs: EN, make: (c) => T`[database]
host = ${c.privIp()}
user = reporting
password = ${c.pw()}

[smtp]
login = ${c.email(c.person())}
pass = ${c.pw()}

[api]
key = ${c.key().frag}
timeout = ${c.r.int(5, 60)}
` },
  toml_config: { langs: EN, make: (c) => T`[server]
bind = "0.0.0.0:${c.r.int(3000, 9000)}"
admin_email = "${c.email(c.person())}"

[secrets]
signing_key = "${c.key(c.r.pick(['generic_hex', 'generic_b64'])).frag}"
stripe = "${c.key('stripe_secret').frag}"
db_password = "${secretOrPlaceholder(c, () => c.pw())}"
` },
  java_properties: { langs: EN, make: (c) => T`spring.datasource.url=${c.conn()}
spring.datasource.password=${c.pw()}
spring.mail.username=${c.email(c.person())}
spring.mail.password=${c.pw()}
app.build=${c.sha(true)}
app.cache.ttl=${c.count()}
` },
  makefile: { langs: EN, make: (c) => T`REGISTRY ?= registry.${c.companyDomain()}
deploy:
\tdocker login -u ci -p ${c.pw()} $(REGISTRY)
\tcurl -H "Authorization: Bearer ${c.token()}" https://api.${c.companyDomain()}/deploy
\tNPM_TOKEN=${c.key('npm').frag} npm publish
` },
  github_actions: { langs: EN, make: (c) => {
    const r = c.r;
    return T`name: release
on: { push: { tags: ['v*'] } }
jobs:
  publish:
    runs-on: ubuntu-latest
    env:
      PYPI_TOKEN: ${r.chance(0.5) ? c.placeholder('${{ secrets.PYPI_TOKEN }}') : c.key('pypi').frag}
      SLACK_WEBHOOK: ${c.key('slack_webhook').frag}
    steps:
      - uses: actions/checkout@${c.sha()}
      - run: echo "${c.key('github_pat').frag}" | gh auth login --with-token
`;
  } },
  gitlab_ci: { langs: EN, make: (c) => T`variables:
  GITLAB_TOKEN: "${c.key('gitlab_pat').frag}"
  DOCKER_AUTH: "${c.pw()}"
deploy:
  script:
    - ssh ${c.emailNeg()} "systemctl restart app"
    - curl --user "deploy:${c.pw()}" https://nexus.${c.companyDomain()}/upload
` },
  jenkinsfile: { langs: EN, make: (c) => T`pipeline {
  agent any
  environment {
    SONAR_TOKEN = '${c.key('generic_hex').frag}'
    DB_URL = '${c.conn()}'
  }
  stages { stage('deploy') { steps { sh 'helm upgrade app ./chart --set image.tag=${c.version().value}' } } }
}
` },
  jenkins_credentials_xml: { langs: EN, make: (c) => T`<com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>
  <scope>GLOBAL</scope>
  <id>${c.uuid()}</id>
  <username>deploy-bot</username>
  <password>${c.pw()}</password>
</com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>
<org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>
  <id>slack-token</id>
  <secret>${c.key('slack_bot').frag}</secret>
</org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>
` },
  python_source: { langs: EN, make: (c) => {
    const r = c.r, k = c.key();
    return T`import requests

${k.envName} = "${k.frag}"
DB = "${c.conn()}"
ADMIN_EMAILS = ["${c.email(c.person())}", "${c.roleEmail()}"]
DEFAULT_PASSWORD = "${c.placeholder(r.pick(['changeme', '<password>', 'REPLACE_ME']))}"  # documented default

def notify(user_id="${c.uuid()}"):
    return requests.post(URL, headers={"Authorization": "Bearer ${c.token()}"})
`;
  } },
  js_source: { langs: EN, make: (c) => T`// config.js (${c.version()})
export const stripe = new Stripe('${c.key('stripe_secret').frag}');
const openai = new OpenAI({ apiKey: '${c.key('openai').frag}' });
const treasury = '${c.wallet('eth')}';
const TRANSFER_TOPIC = '${c.chainNeg()}';
module.exports = { mongo: '${c.conn()}', admin: { user: 'root', password: '${c.pw()}' } };
` },
  ts_source: { langs: EN, make: (c) => T`export const serviceAccount = {
  type: 'service_account',
  private_key_id: '${c.key('gcp_service_account_key_id').frag}',
  private_key: '${c.pemEscaped()}',
  client_email: 'ci-runner@${c.r.pick(['proj-4821', 'billing-prod'])}.iam.gserviceaccount.com',
};
const anthropic = '${c.key('anthropic').frag}';
const requestId = '${c.uuid()}';
` },
  go_source: { langs: EN, make: (c) => T`package config

const (
\tSlackToken = "${c.key('slack_bot').frag}"
\tDSN        = "${c.conn()}"
\tBuildHash  = "${c.sha()}"
\tHFToken    = "${c.key('huggingface').frag}"
)
` },
  java_source: { langs: EN, make: (c) => T`public final class Secrets {
    static final String TWILIO_KEY = "${c.key('twilio_api_key').frag}";
    static final String SENDGRID = "${c.key('sendgrid').frag}";
    static final String MAIL_PASS = "${c.pw()}";
    static final String ISBN = "${c.isbn()}";
}
` },
  csharp_source: { langs: EN, make: (c) => T`var conn = "${c.conn()}";
var client = new BlobServiceClient("${c.conn()}");
const string AdminPassword = @"${c.pwAwkward()}";
` },
  ruby_source: { langs: EN, make: (c) => T`Rails.application.configure do
  config.x.shopify_token = "${c.key('shopify').frag}"
  config.x.mailgun = '${c.key('mailgun').frag}'
  config.action_mailer.smtp_settings = { user_name: "${c.email(c.person())}", password: "${c.pw()}" }
end
` },
  php_source: { langs: EN, make: (c) => T`<?php
define('DB_PASSWORD', '${c.pw()}');
define('AUTH_KEY', '${c.key('generic_b64').frag}');
$linear = '${c.key('linear').frag}';
$cache_key = '${c.hash()}';
` },
  rust_source: { langs: EN, make: (c) => T`const DOPPLER: &str = "${c.key('doppler').frag}";
const VAULT_TOKEN: &str = "${c.key('vault').frag}";
const GENESIS: &str = "${c.chainNeg()}";
let hot_wallet = "${c.wallet(c.r.pick(['sol', 'btc_taproot', 'btc_segwit', 'xmr']))}";
` },
  shell_history: { langs: EN, make: (c) => {
    const r = c.r;
    const cmds = Array.from({ length: r.int(4, 10) }, () => r.pick([
      () => T`mysql -u root -p${c.pw()} -h ${c.privIp()}`,
      () => T`psql "${c.conn()}"`,
      () => T`export ${c.key().envName}=${c.key().frag}`,
      () => T`git checkout ${c.sha(true)}`,
      () => T`htpasswd -b .htpasswd admin '${c.pwAwkward()}'`,
      () => T`curl -u admin:${c.pw()} https://${c.companyDomain()}/api/health`,
      () => T`ssh-keygen -t ed25519 -C ${c.email(c.person())}`,
      () => T`docker pull ${c.emailNeg()}`,
      () => T`sha256sum release.tar.gz  # ${c.hash()}`,
      () => T`openssl passwd -6 ${c.pw()}`,
      () => T`redis-cli -a ${c.pw()} ping`,
      () => 'ls -la /var/log',
    ])());
    return join(cmds.map((cmd, i) => T`  ${String(500 + i)}  ${cmd}`), '\n');
  } },
  curl_command: { langs: EN, make: (c) => T`curl -X POST https://api.${c.companyDomain()}/v2/users/${c.uuid()}/tokens \\
  -H "Authorization: Bearer ${c.token()}" \\
  -H "X-Api-Key: ${c.key().frag}" \\
  -d '{"email":"${c.email(c.person())}","phone":"${c.phone()}"}'` },
  postman_collection: { langs: EN, make: (c) => T`{"info":{"name":"Partner API","_postman_id":"${c.uuid()}"},"auth":{"type":"bearer","bearer":[{"key":"token","value":"${c.token()}"}]},"variable":[{"key":"apiKey","value":"${c.key('postman').frag}"},{"key":"baseUrl","value":"https://api.${c.companyDomain()}"}],"item":[{"name":"login","request":{"body":{"raw":"{\\"username\\":\\"${c.email(c.person())}\\",\\"password\\":\\"${c.pw()}\\"}"}}}]}` },
  json_api_response: { langs: DEVLANGS, make: (c) => {
    const p = c.person(), f = F[c.lang];
    return T`{"data":{"id":"${c.uuid()}","type":"customer","attributes":{"name":"${c.name(p)}","email":"${c.email(p)}","phone":"${c.phone()}","birthDate":"${c.dob('iso')}","address":"${c.address()}","label":"${q(f.name)}"}},"meta":{"requestId":"${c.uuid()}","version":"${c.version()}"}}`;
  } },
  webhook_payload: { langs: DEVLANGS, make: (c) => {
    const p = c.person();
    return T`POST /hooks/payments HTTP/1.1
Stripe-Signature: t=${c.epoch()},v1=${c.hash()}

{"type":"charge.succeeded","data":{"object":{"id":"ch_${c.r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 24)}","billing_details":{"name":"${c.name(p)}","email":"${c.email(p)}","address":"${c.address()}"},"payment_method_details":{"card":{"last4":"${c.r.digits(4)}"}},"receipt_number":"${c.order()}"}}}`;
  } },
  graphql_response: { langs: DEVLANGS, make: (c) => {
    const ps = [c.person(), c.person()];
    return T`{"data":{"users":{"edges":[${join(ps.map((p) => T`{"node":{"id":"${c.uuid()}","displayName":"${c.name(p)}","email":"${c.email(p)}","ssn":"${c.nid('us_ssn').frag}"}}`), ',')}],"pageInfo":{"endCursor":"${N('cursor', Buffer.from('cursor:' + c.r.int(1, 999)).toString('base64'))}"}}}}`;
  } },
  json_log_lines: { langs: EN, make: (c) => {
    const r = c.r;
    return join(Array.from({ length: r.int(3, 8) }, () => r.pick([
      () => T`{"ts":"${c.ts()}","level":"info","msg":"login ok","user":"${c.email(c.person())}","ip":"${c.ip()}","trace":"${c.uuid()}"}`,
      () => T`{"ts":"${c.ts()}","level":"warn","msg":"retry","attempt":${r.int(1, 5)},"req":"${c.uuid()}"}`,
      () => T`{"ts":"${c.ts()}","level":"debug","msg":"auth header","authorization":"Bearer ${c.token()}"}`,
      () => T`{"ts":"${c.ts()}","level":"error","msg":"payment failed","card":"${c.card()}","order":"${c.order()}"}`,
    ])()), '\n');
  } },
  logfmt: { langs: EN, make: (c) => {
    const r = c.r;
    return join(Array.from({ length: r.int(3, 8) }, () => r.pick([
      () => T`time=${c.ts()} level=info method=POST path=/v1/sessions status=201 remote_addr=${c.ip()} user_email=${c.email(c.person())}`,
      () => T`time=${c.ts()} level=info path=/files/${c.hash()} duration_ms=${r.int(1, 900)}`,
      () => T`time=${c.ts()} level=error msg="db connect failed" dsn="${c.conn()}"`,
      () => T`time=${c.ts()} level=debug client_ip=${c.ip6()} ua="curl/${c.version()}"`,
    ])()), '\n');
  } },
  syslog: { langs: EN, make: (c) => {
    const r = c.r;
    return join(Array.from({ length: r.int(3, 7) }, () => r.pick([
      () => T`<34>Oct ${r.int(1, 28)} 0${r.int(1, 9)}:1${r.int(0, 9)}:22 web01 sshd[${r.int(100, 9999)}]: Failed password for ${L('person_name', 'username', c.person().slug, true)} from ${c.ip()} port ${r.int(1024, 65000)} ssh2`,
      () => T`<38>Oct ${r.int(1, 28)} 10:00:01 web01 sudo: deploy : TTY=pts/0 ; COMMAND=/usr/bin/systemctl restart app`,
      () => T`<30>Oct ${r.int(1, 28)} 12:00:00 db01 postgres[${r.int(100, 999)}]: connection authorized: user=app host=${c.privIp()}`,
      () => T`<13>Oct ${r.int(1, 28)} 12:00:09 app01 app: user password reset to ${c.pw()} by admin`,
    ])()), '\n');
  } },
  access_log: { langs: EN, make: (c) => {
    const r = c.r;
    return join(Array.from({ length: r.int(3, 9) }, () => r.pick([
      () => T`${c.ip()} - - [12/Oct/2025:${r.int(10, 23)}:${r.int(10, 59)}:${r.int(10, 59)} +0000] "GET /api/v1/orders/${c.uuid()} HTTP/1.1" 200 ${r.int(100, 9000)} "-" "Mozilla/5.0"`,
      () => T`${c.ip()} - ${L('email', 'personal', c.r.chance(0.5) ? `${c.person().slug}@${c.companyDomain()}` : `${c.person().slug}@gmail.com`)} [12/Oct/2025:11:02:03 +0000] "POST /login HTTP/1.1" 302 0`,
      () => T`${c.ip6()} - - [12/Oct/2025:11:02:03 +0000] "GET /reset?token=${c.token()} HTTP/2" 200 512`,
      () => T`${c.privIp()} - - [12/Oct/2025:11:02:04 +0000] "GET /static/app.${c.sha(true)}.js HTTP/1.1" 304 0`,
    ])()), '\n');
  } },
  stack_trace: { langs: EN, make: (c) => T`Traceback (most recent call last):
  File "/srv/app/billing/charge.py", line ${c.r.int(10, 400)}, in charge
    stripe.Charge.create(api_key="${c.key('stripe_secret').frag}", customer="cus_${c.r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 14)}")
psycopg2.OperationalError: FATAL: password authentication failed for user "billing" (${c.conn()})
request_id=${c.uuid()} customer_email=${c.email(c.person())}` },
  notebook_cell: { langs: EN, make: (c) => T`{"cell_type":"code","execution_count":${c.r.int(1, 40)},"source":["import openai\\n","openai.api_key = \\"${c.key('openai').frag}\\"\\n","df = pd.read_sql(q, \\"${c.conn()}\\")"],"outputs":[{"text":["${c.r.int(100, 999)} rows, checksum ${c.hash().value}"]}]}` },
  readme_snippet: { langs: EN, make: (c) => T`## Configuration

Set the following variables (values below are placeholders):

\`\`\`
API_KEY=${c.placeholder('your_api_key_here')}
DB_PASSWORD=${c.placeholder('${DB_PASSWORD}')}
ADMIN_EMAIL=${c.emailNeg()}
\`\`\`

The default admin password is \`${c.placeholder('changeme')}\`; change it on first login. The AWS docs use ${c.placeholder('AKIAIOSFODNN7EXAMPLE')} as a sample key.
Maintainer: ${c.name(c.person())} <${c.email(c.person())}>
` },
  stackoverflow_question: { langs: EN, make: (c) => {
    const r = c.r;
    return T`**psycopg2 can't connect, "password authentication failed"**

I'm connecting with \`${c.conn()}\` and get the error below. I already tried resetting the password to \`${c.pw()}\`. My token is ${c.token()} (I know, I'll rotate it).

Versions: psycopg2 ${c.version()}, Postgres ${r.int(12, 17)}. Hash of the config: ${c.hash()}.
Asked by ${L('person_name', 'username', `${c.person().slug.replace('.', '_')}`, true)} on ${c.date('words')}`;
  } },
  code_review_diff: { langs: EN, make: (c) => T`diff --git a/config/settings.py b/config/settings.py
index ${c.sha(true)}..${c.sha(true)} 100644
--- a/config/settings.py
+++ b/config/settings.py
@@ -12,7 +12,7 @@
-SECRET_KEY = "${c.placeholder('REPLACE_ME')}"
+SECRET_KEY = "${c.key('generic_b64').frag}"
+SENTRY_AUTH = "${c.key('generic_hex').frag}"
 ALLOWED_HOSTS = ["${c.privIp()}"]

> **${c.name(c.person())}** commented: please don't commit real secrets, move this to Vault (${c.key('vault').frag} is now burned).` },
  private_key_file: { langs: EN, make: (c) => T`${c.r.pick(['$ cat ~/.ssh/id_deploy', '# server.key', 'key material for the staging cert:'])}
${c.pem().frag}
` },
  private_key_oneline: { langs: EN, make: (c) => {
    const k = c.pem();
    const body = k.pem.split('\n').slice(1, -1).join('');
    return T`PRIVATE_KEY=${L('private_key', `${k.type}_single_line`, k.pem.split('\n')[0] + body + k.pem.split('\n').slice(-1)[0])}
FIREBASE_KEY="${c.pemEscaped()}"`;
  } },
  wallet_config: { langs: EN, make: (c) => {
    const r = c.r;
    return T`# payout config (${c.version()})
treasury:
  btc: ${c.wallet(r.pick(['btc_p2pkh', 'btc_p2sh', 'btc_segwit', 'btc_taproot']))}
  eth: ${c.wallet('eth')}
  ltc: ${c.wallet('ltc')}
  xrp: ${c.wallet('xrp')}
  trx: ${c.wallet('trx')}
  doge: ${c.wallet('doge')}
contract_abi_call: ${c.chainNeg()}
last_block: ${c.chainNeg()}
last_tx: ${c.chainNeg()}
docs_cid: ${c.chainNeg()}
`;
  } },
  explorer_page: { langs: EN, make: (c) => T`Transaction ${c.chainNeg()}
Status: Success   Block: ${c.r.int(18000000, 21000000)}   Timestamp: ${c.ts()}
From: ${c.wallet('eth')}
To: ${c.wallet('eth')}
Input Data: ${c.chainNeg()}
Signature: ${c.chainNeg()}` },
  aws_credentials_file: { langs: EN, make: (c) => T`[default]
aws_access_key_id = ${c.key('aws_access_key_id').frag}
aws_secret_access_key = ${c.key('aws_secret_access_key').frag}
[sandbox]
aws_access_key_id = ${c.placeholder('AKIAIOSFODNN7EXAMPLE')}
aws_secret_access_key = ${c.placeholder('wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY')}
` },
  npmrc_pypirc: { langs: EN, make: (c) => T`//registry.npmjs.org/:_authToken=${c.key('npm').frag}
[pypi]
username = __token__
password = ${c.key('pypi').frag}
` },
  cli_flags: { langs: EN, make: (c) => {
    const r = c.r;
    return r.pick([
      () => T`$ ${r.pick(['./migrate', 'java -jar tool.jar', 'kafka-console-producer.sh'])} --user admin --password ${c.pw()} --host ${c.privIp()}`,
      () => T`$ mysqldump -uroot --password='${c.pwAwkward()}' orders > dump.sql`,
      () => T`$ vault login -method=userpass username=${L('person_name', 'username', c.person().slug, true)} password=${c.pw()}`,
      () => T`$ sqlcmd -S ${c.privIp()} -U sa -P "${c.pwAwkward()}"`,
      () => T`$ docker run -e POSTGRES_PASSWORD=${c.pw()} -e PGDATA=/data postgres:${r.int(12, 17)}`,
    ])();
  } },
  azure_config: { langs: EN, make: (c) => T`{"ConnectionStrings":{"Storage":"${c.conn()}","Sql":"${c.conn()}"},"AzureAd":{"ClientSecret":"${c.key('generic_b64').frag}","TenantId":"${c.uuid()}"}}` },
  api_keys_table: { langs: EN, make: (c) => {
    const r = c.r;
    const rows = Array.from({ length: r.int(3, 8) }, () => { const k = c.key(); return T`| ${k.type} | ${k.frag} | ${c.date('iso')} |`; });
    return T`| service | key | created |\n|---|---|---|\n${join(rows, '\n')}`;
  } },
  oauth_exchange: { langs: EN, make: (c) => T`HTTP/1.1 200 OK
Content-Type: application/json

{"access_token":"${c.token()}","token_type":"Bearer","expires_in":3599,"refresh_token":"${L('access_token', 'refresh_token', c.r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 48))}","id_token_hint":"${c.placeholder('<id_token>')}","scope":"openid email"}` },
  ip_allowlist: { langs: EN, make: (c) => {
    const r = c.r;
    return T`# customer office IPs (allow)\n${join(Array.from({ length: r.int(2, 6) }, () => T`allow ${r.chance(0.7) ? c.ip() : c.ip6()};  # ${c.name(c.person())} home office`), '\n')}\n# internal\nallow ${c.privIp()};\n# docs OID ${N('oid', `1.3.6.1.4.1.${r.int(1000, 60000)}.${r.int(1, 9)}`)}, build ${N('version', `${r.int(1, 9)}.${r.int(0, 20)}.${r.int(0, 9)}.${r.int(100, 999)}`)}`;
  } },
};
