// Developer-side templates: configs, IaC, CI logs, shell history, diffs, dumps, encoded payloads and source code.
import { Tok, Neg, enc, val } from './doc.mjs';
import { LOCALE_CODES } from './locales.mjs';
import { UPPER, DIGITS, ALNUM } from './prng.mjs';

export const DEV = [];
const T = (kind, domain, w, fn) => DEV.push({ kind, domain, mode: 'en', w, fn });
const DOMAINS = ['maritime', 'aviation', 'retail', 'legal', 'real_estate', 'telecom', 'hospitality'];
const APP = { maritime: ['portcall-api', 'crewdesk', 'bl-issuer'], aviation: ['mro-sync', 'rostering', 'pnr-gateway'], retail: ['checkout', 'seller-portal', 'order-export'], legal: ['efiling-bridge', 'conflicts', 'docvault'], real_estate: ['tenant-portal', 'rentpay', 'maint-tickets'], telecom: ['sim-activation', 'cdr-ingest', 'mnp-porting'], hospitality: ['pms-sync', 'loyalty-mailer', 'booking-engine'] };

// a bag of credentials as [NAME, token] pairs
function secretBag(c, n) {
  const r = c.r; const out = []; const pick = r.sample(['aws', 'stripe', 'db', 'dbpw', 'google', 'openai', 'anthropic', 'slack', 'github', 'gitlab', 'sendgrid', 'twilio', 'mailgun', 'shopify', 'square', 'do', 'hf', 'npm', 'jwt', 'hook', 'smtp', 'redis', 'azure', 'pypi', 'telegram', 'datadog'], n);
  for (const k of pick) {
    switch (k) {
      case 'aws': out.push(['AWS_ACCESS_KEY_ID', c.secret('aws_access_key_id')], ['AWS_SECRET_ACCESS_KEY', c.secret('aws_secret_access_key')]); break;
      case 'stripe': out.push(['STRIPE_SECRET_KEY', c.secret(r.pick(['stripe_secret_key', 'stripe_restricted_key']))]); if (r.chance(0.4)) out.push(['STRIPE_WEBHOOK_SECRET', c.secret('stripe_webhook_secret')]); break;
      case 'db': out.push(['DATABASE_URL', c.conn()]); break;
      case 'dbpw': out.push(['DB_PASSWORD', c.pw()]); break;
      case 'google': out.push(['GOOGLE_MAPS_API_KEY', c.secret('google_api_key')]); break;
      case 'openai': out.push(['OPENAI_API_KEY', c.secret('openai_api_key')]); break;
      case 'anthropic': out.push(['ANTHROPIC_API_KEY', c.secret('anthropic_api_key')]); break;
      case 'slack': out.push([r.pick(['SLACK_BOT_TOKEN', 'SLACK_TOKEN']), c.secret(r.pick(['slack_bot_token', 'slack_user_token', 'slack_app_token']))]); break;
      case 'github': out.push(['GITHUB_TOKEN', c.secret(r.pick(['github_pat_classic', 'github_pat_fine_grained', 'github_oauth_token', 'github_server_token', 'github_user_token', 'github_refresh_token']))]); break;
      case 'gitlab': out.push(['GITLAB_TOKEN', c.secret(r.pick(['gitlab_pat', 'gitlab_runner_token']))]); break;
      case 'sendgrid': out.push(['SENDGRID_API_KEY', c.secret('sendgrid_api_key')]); break;
      case 'twilio': out.push(['TWILIO_ACCOUNT_SID', Tok('api_key', 'twilio_account_sid', 'AC' + r.hex(32), { soft: true })], ['TWILIO_AUTH_TOKEN', c.secret('twilio_auth_token')]); break;
      case 'mailgun': out.push(['MAILGUN_API_KEY', c.secret('mailgun_api_key')]); break;
      case 'shopify': out.push(['SHOPIFY_ACCESS_TOKEN', c.secret('shopify_access_token')]); break;
      case 'square': out.push(['SQUARE_ACCESS_TOKEN', c.secret('square_access_token')]); break;
      case 'do': out.push(['DIGITALOCEAN_TOKEN', c.secret('digitalocean_token')]); break;
      case 'hf': out.push(['HF_TOKEN', c.secret('huggingface_token')]); break;
      case 'npm': out.push(['NPM_TOKEN', c.secret('npm_token')]); break;
      case 'jwt': out.push(['SERVICE_JWT', c.jwt()]); break;
      case 'hook': out.push([r.pick(['SLACK_WEBHOOK_URL', 'ALERT_WEBHOOK', 'TEAMS_WEBHOOK_URL']), c.hook()]); break;
      case 'smtp': out.push(['SMTP_PASSWORD', c.pw()]); break;
      case 'redis': out.push(['REDIS_URL', c.conn(undefined, { kind: 'redis' })]); break;
      case 'azure': out.push(['AZURE_STORAGE_CONNECTION_STRING', c.conn(undefined, { kind: 'azure_storage' })]); break;
      case 'pypi': out.push(['TWINE_PASSWORD', c.secret('pypi_token')]); break;
      case 'telegram': out.push(['TELEGRAM_BOT_TOKEN', c.secret('telegram_bot_token')]); break;
      case 'datadog': out.push(['DD_API_KEY', c.secret('datadog_api_key')]); break;
    }
  }
  return out;
}
const benign = (c) => { const r = c.r; return r.sample([['PORT', String(r.pick([3000, 8080, 8000, 5000]))], ['NODE_ENV', 'production'], ['LOG_LEVEL', r.pick(['info', 'debug', 'warn'])], ['AWS_REGION', r.pick(['eu-central-1', 'us-east-1', 'ap-southeast-1'])], ['FEATURE_NEW_CHECKOUT', 'true'], ['TZ', r.pick(['Europe/Berlin', 'UTC', 'Asia/Singapore'])], ['APP_VERSION', c.nVersion()], ['BUILD_SHA', c.nSha()], ['REQUEST_TIMEOUT_MS', String(r.int(1000, 30000))]], r.int(2, 4)); };

T('dotenv', 'dev', 4, (c) => {
  const r = c.r; const out = [`# ${r.pick(Object.values(APP).flat())} — ${r.pick(['production', 'staging', 'local'])} env\n`];
  const items = r.shuffle([...secretBag(c, r.int(2, 5)), ...benign(c)]);
  for (const [k, v] of items) { const q = r.pick(['', '', '"', "'"]); out.push(`${r.chance(0.1) ? 'export ' : ''}${k}=${q}`, v, `${q}\n`); }
  if (r.chance(0.5)) out.push(`# TODO rotate before go-live, example: OLD_KEY=`, c.nPlaceholderKey(), `\n`);
  return out;
});
T('yaml_config', 'dev', 3, (c) => {
  const r = c.r; const dom = r.pick(DOMAINS); const pw = c.pw(); const owner = c.person();
  const bag = secretBag(c, r.int(1, 3));
  const out = [`# ${r.pick(APP[dom])}/config/application-${r.pick(['prod', 'staging'])}.yml\n# owner: `, c.name(owner), ` <`, c.workEmail(owner, r.pick(['portops.io', 'skyline-mro.com', 'kasa.market', 'lexpartners.law'])), `>\nserver:\n  port: ${r.pick([8080, 8443, 9000])}\nspring:\n  datasource:\n    url: jdbc:postgresql://${r.pick(['db.internal', 'pg-prod-01'])}:5432/${dom}\n    username: ${r.pick(['app', 'svc_' + dom])}\n    password: "`, pw, `"\nmail:\n  host: smtp.${r.pick(['sendgrid.net', 'mailgun.org', 'office365.com'])}\n  username: apikey\n  password: `, c.nPlaceholderPw(), `   # injected at deploy\nintegrations:\n`];
  for (const [k, v] of bag) out.push(`  ${k.toLowerCase()}: `, r.chance(0.5) ? ['"', v, '"'] : v, `\n`);
  out.push(`release: `, c.nVersion(), `\n`);
  return out;
});
T('json_config', 'dev', 4, (c) => {
  const r = c.r; const proj = r.pick(['crewdesk-prod', 'kasa-market-ops', 'skyline-mro', 'lex-docvault']);
  if (r.chance(0.55)) { const k = c.pkey(); return [`{\n  "type": "service_account",\n  "project_id": "${proj}",\n  "private_key_id": "`, Neg('hash', r.hex(40)), `",\n  "private_key": "`, enc(k, 'json'), `\\n",\n  "client_email": "`, Tok('email', 'service_account_email', `${r.pick(['deployer', 'ci-runner', 'exporter'])}@${proj}.iam.gserviceaccount.com`, { soft: true }), `",\n  "client_id": "${r.digits(21)}",\n  "auth_uri": "https://accounts.google.com/o/oauth2/auth",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}\n`]; }
  const bag = secretBag(c, r.int(2, 4)); const out = ['{\n  "env": "production",\n  "version": "', c.nVersion(), '",\n  "secrets": {\n'];
  bag.forEach(([k, v], i) => out.push(`    "${k.toLowerCase()}": "`, enc(v, 'json'), `"${i < bag.length - 1 ? ',' : ''}\n`));
  out.push('  },\n  "requestId": "', c.nUuid(), '"\n}\n');
  return out;
});
T('terraform', 'dev', 2, (c) => {
  const r = c.r; const ak = c.secret('aws_access_key_id'); const sk = c.secret('aws_secret_access_key'); const pw = c.pw();
  return [`provider "aws" {\n  region     = "${r.pick(['eu-central-1', 'us-east-1', 'eu-west-1'])}"\n  access_key = "`, ak, `"\n  secret_key = "`, sk, `"\n}\n\nresource "aws_db_instance" "${r.pick(['orders', 'crew', 'tenants'])}" {\n  engine         = "postgres"\n  engine_version = "${r.int(13, 16)}.${r.int(1, 9)}"\n  instance_class = "db.t3.${r.pick(['medium', 'large'])}"\n  username       = "dbadmin"\n  password       = "`, pw, `"\n}\n\nvariable "datadog_api_key" {\n  default = "`, c.nPlaceholderKey(), `"\n}\n`, r.chance(0.5) ? [`\nresource "azurerm_app_service" "web" {\n  app_settings = {\n    STORAGE = "`, c.conn(undefined, { kind: 'azure_storage' }), `"\n  }\n}\n`] : ''];
});
T('k8s_secret', 'dev', 3, (c) => {
  const r = c.r; const bag = secretBag(c, r.int(1, 3)); const pw = c.pw();
  const out = [`apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${r.pick(Object.values(APP).flat())}-secrets\n  namespace: ${r.pick(['prod', 'default', 'payments'])}\n  uid: `, c.nUuid(), `\ntype: Opaque\ndata:\n  DB_PASSWORD: `, enc(pw, 'base64'), `\n`];
  for (const [k, v] of bag) { if (r.chance(0.6)) out.push(`  ${k}: `, enc(v, 'base64'), `\n`); else out.push(`  ${k}: `, v, `\n`); }
  if (r.chance(0.5)) out.push(`stringData:\n  REDIS_PASSWORD: "`, c.pw('random'), `"\n`);
  return out;
});
T('docker_compose', 'dev', 2, (c) => {
  const r = c.r; const pw = c.pw(); const pw2 = c.pw();
  return [`services:\n  db:\n    image: postgres:${r.int(13, 16)}.${r.int(1, 6)}-alpine\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: `, pw, `\n      POSTGRES_DB: ${r.pick(['orders', 'bookings', 'crew'])}\n  cache:\n    image: redis:7.2\n    command: ["redis-server", "--requirepass", "`, pw2, `"]\n  api:\n    image: registry.gitlab.com/${r.pick(['portops', 'kasa', 'skyline'])}/api:`, c.nVersion(), `\n    environment:\n      - DATABASE_URL=`, c.conn(pw.value.includes('@') ? undefined : pw.value, { kind: 'postgres', host: 'db', user: 'app' }), `\n      - ADMIN_PASSWORD=`, c.nPlaceholderPw(), `\n    ports:\n      - "8080:8080"\n`];
});
T('ci_log', 'dev', 3, (c) => {
  const r = c.r; const u = r.pick(['deploy', 'ci-bot', 'svc-build']); const pw = c.pw('random'); const tok = c.secret(r.pick(['github_pat_classic', 'gitlab_pat', 'npm_token', 'digitalocean_token']));
  const ts = () => c.nTs();
  return [ts(), ` Run actions/checkout@v4\n`, ts(), ` HEAD is now at `, c.nSha(), `\n`, ts(), ` $ docker login -u ${u} -p `, pw, ` registry.example.com\n`, ts(), ` WARNING! Using --password via the CLI is insecure. Use --password-stdin.\n`, ts(), ` Login Succeeded\n`, ts(), ` $ curl -sS -H "Authorization: Bearer `, tok, `" https://api.github.com/repos/${r.pick(['portops', 'kasa-market'])}/releases\n`, ts(), ` $ mysql -h ${r.pick(['10.0.3.12', 'db.ci.local'])} -u root -p`, c.pw(), ` -e "SELECT 1"\n`, ts(), ` env: SECRET_TOKEN=*** (masked)  `, Neg('masked_value', '***'), `\n`, ts(), ` npm notice version `, c.nVersion(), `\n`, r.chance(0.4) ? [ts(), ` $ curl -X POST -d '{"text":"deploy ok"}' `, c.hook(), `\n`] : '', ts(), ` Job succeeded\n`];
});
T('shell_history', 'dev', 3, (c) => {
  const r = c.r; let n = r.int(200, 1900); const L = (...x) => [`  ${n++}  `, ...x, '\n'];
  const lines = [
    () => L('cd ~/src/', r.pick(Object.values(APP).flat())), () => L('git pull --rebase'), () => L('export AWS_SECRET_ACCESS_KEY=', c.secret('aws_secret_access_key')),
    () => L('psql "', c.conn(undefined, { kind: 'postgres' }), '"'), () => L("sshpass -p '", c.pw(), `' ssh ops@${r.pick(['bastion.internal', '10.1.2.3'])}`),
    () => L('git clone https://oauth2:', c.secret('gitlab_pat'), '@gitlab.com/portops/infra.git'), () => L('kubectl get pods -n prod'), () => L('htop'),
    () => L('curl -u admin:', c.pw(), ' https://jenkins.internal/api/json'), () => L('openssl rand -hex 32'), () => L('docker ps -a'),
    () => L('export OPENAI_API_KEY=', c.secret('openai_api_key')), () => L('redis-cli -a ', c.pw('random'), ' -h cache.internal'), () => L('git log --oneline -3 # ', c.nSha()),
    () => L('echo "', c.secret('huggingface_token'), '" | huggingface-cli login --token -'),
  ];
  return r.sample(lines, r.int(5, 9)).map((f) => f());
});
T('git_diff', 'dev', 3, (c) => {
  const r = c.r; const p = c.person(); const bag = secretBag(c, r.int(1, 2)); const file = r.pick(['config/settings.py', 'src/main/resources/application.properties', '.env.production', 'deploy/values.yaml']);
  const out = [`commit `, Neg('commit_sha', r.hex(40)), `\nAuthor: `, c.name(p, 'latin'), ` <`, c.email(p), `>\nDate:   `, c.nTs(), `\n\n    ${r.pick(['hotfix: prod credentials', 'wip', 'add payment provider', 'fix crew export'])}\n\ndiff --git a/${file} b/${file}\nindex ${r.hex(7)}..${r.hex(7)} 100644\n--- a/${file}\n+++ b/${file}\n@@ -${r.int(1, 40)},6 +${r.int(1, 40)},7 @@\n`];
  for (const [k, v] of bag) out.push(`-${k.toLowerCase()} = `, c.nPlaceholderKey(), `\n+${k.toLowerCase()} = `, v, `\n`);
  out.push(` timeout = 30\n`);
  return out;
});
T('sql_dump', 'dev', 3, (c) => {
  const r = c.r; const t = r.pick(['customers', 'tenants', 'passengers', 'subscribers', 'guests']);
  const out = [`-- MySQL dump 10.13  Distrib `, c.nVersion(), `\nCREATE TABLE \`${t}\` (id int, full_name varchar(120), email varchar(200), phone varchar(40), birth_date date, iban varchar(34), pw_hash varchar(100));\nINSERT INTO \`${t}\` VALUES `];
  const n = r.int(2, 4);
  for (let i = 0; i < n; i++) {
    const lc = r.chance(0.6) ? c.code : r.pick(LOCALE_CODES); const p = c.person({ loc: lc });
    let nameTok = c.name(p); if (r.chance(0.25)) nameTok = Tok('person_name', 'person_name', `${p.given} O'${r.pick(['Brien', 'Neill', 'Connor', 'Sullivan'])}`);
    out.push(`(${r.int(1, 99999)},'`, enc(nameTok, 'sql'), `','`, c.email(p), `','`, c.phone(lc, 'e164'), `','`, c.dob(p, 'iso'), `',`, r.chance(0.6) ? ["'", c.iban(r.pick(['DE', 'FR', 'NL', 'ES', 'IT', 'PL', 'AT', 'BE'])), "'"] : 'NULL', `,'`, Neg('hash', `$2b$12$${r.str(ALNUM + './', 53)}`), `')${i < n - 1 ? ',' : ';'}\n`);
  }
  return out;
});
T('markdown_table', 'dev', 2, (c) => {
  const r = c.r; const out = [`## On-call roster — ${r.pick(['NOC', 'Port operations', 'Line maintenance', 'Checkout SRE'])}\n\n| Name | Role | Mobile | Email |\n|---|---|---|---|\n`];
  for (let i = 0; i < r.int(2, 5); i++) { const p = c.person(); out.push(`| `, c.name(p), ` | ${r.pick(['Primary', 'Secondary', 'Escalation', 'Duty manager'])} | `, c.phone(), ` | `, c.email(p), ` |\n`); }
  out.push(`\nBridge line: `, c.nHotline(), ` · runbook rev `, c.nSha(), `\n`);
  return out;
});
T('url_query', 'dev', 3, (c) => {
  const r = c.r; const out = [];
  for (let i = 0; i < r.int(2, 4); i++) {
    const p = c.person(); const ip = c.ip();
    const kind = r.int(0, 2);
    out.push(ip, ` - - [`, c.nTs(), `] "GET /api/v2/${r.pick(['customers', 'bookings', 'subscribers'])}/search?`);
    if (kind === 0) out.push(`email=`, enc(c.email(p), 'url'), `&name=`, enc(c.name(p), 'url'));
    else if (kind === 1) out.push(`msisdn=`, enc(c.phone(null, 'e164'), 'url'), `&ref=`, c.nOrder());
    else out.push(`q=${r.pick(['pending', 'all'])}&api_key=`, c.secret(r.pick(['google_api_key', 'generic_api_key', 'mailgun_api_key'])));
    out.push(` HTTP/1.1" ${r.pick([200, 200, 401, 404])} ${r.int(200, 90000)} "-" "${r.pick(['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)', 'okhttp/4.12.0', 'python-requests/2.31.0'])}"\n`);
  }
  return out;
});
T('stack_trace', 'dev', 2, (c) => {
  const r = c.r; const p = c.person();
  if (r.chance(0.5)) return [`Exception in thread "main" org.postgresql.util.PSQLException: FATAL: password authentication failed for user "app"\n  url=`, c.conn(undefined, { kind: 'jdbc' }), `\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:${r.int(500, 800)})\n\tat com.${r.pick(['portops', 'kasa', 'skyline'])}.db.Pool.open(Pool.java:${r.int(20, 200)})\n\tat com.${r.pick(['portops', 'kasa', 'skyline'])}.Main.main(Main.java:${r.int(10, 90)})\n`];
  return [`Traceback (most recent call last):\n  File "/srv/app/${r.pick(['export', 'notify', 'billing'])}.py", line ${r.int(10, 400)}, in send_receipt\n    smtp.sendmail(FROM, to_addr, msg)\n  File "/usr/lib/python3.11/smtplib.py", line 887, in sendmail\n    raise SMTPRecipientsRefused(senderrs)\nsmtplib.SMTPRecipientsRefused: {'`, c.email(p), `': (550, b'5.1.1 mailbox unavailable')}\ncontext: customer=`, c.name(p), ` order=`, c.nOrder(), ` trace_id=`, c.nUuid(), `\n`];
});
T('basic_auth_dump', 'dev', 2, (c) => {
  const r = c.r; const user = r.pick(['api', 'admin', 'partner-' + r.digits(4), 'export']); const pw = c.pw();
  const b = Tok('auth_token', 'basic_auth_credentials', `${user}:${pw.value}`);
  return [`> POST /v1/${r.pick(['shipments', 'filings', 'orders'])} HTTP/1.1\n> Host: api.${r.pick(['portops.io', 'kasa.market', 'lexfilings.net'])}\n> Authorization: Basic `, enc(b, 'base64'), `\n> X-Request-Id: `, c.nUuid(), `\n> Content-Type: application/json\n>\n< HTTP/1.1 201 Created\n< ETag: "`, Neg('hash', r.hex(32)), `"\n`];
});
T('html_reset_email', 'dev', 2, (c) => {
  const r = c.r; const p = c.person(); const pw = c.pw();
  return [`<!DOCTYPE html><html><body>\n<p>Hello `, enc(c.name(p), 'html'), `,</p>\n<p>an administrator reset your account on the ${r.pick(['tenant portal', 'crew portal', 'seller centre'])}. Your temporary password is <b>`, enc(pw, 'html'), `</b> &ndash; please change it after first login.</p>\n<p>Login: `, enc(c.email(p), 'html'), `<br>Reference: `, c.nTicketId(), `</p>\n</body></html>\n`];
});
T('json_escaped_log', 'dev', 2, (c) => {
  const r = c.r; const p = c.person(); const inner = [`{"user":"`, c.email(p), `","name":"`, c.name(p), `","phone":"`, c.phone(), `"}`];
  const esc = inner.map((x) => enc(enc(x, 'json'), 'json'));
  return [`{"ts":"`, c.nTs(), `","svc":"${r.pick(Object.values(APP).flat())}","msg":"upstream payload","payload":"`, inner.map((x) => enc(x, 'json')), `"}\n{"ts":"`, c.nTs(), `","svc":"gateway","msg":"retry","raw":"{\\"body\\":\\"`, esc, `\\"}"}\n`];
});
T('private_key_file', 'dev', 3, (c) => {
  const r = c.r; const k = c.pkey();
  if (r.chance(0.4)) return [`SSH_PRIVATE_KEY="`, enc(k, 'json'), `"\nSSH_KNOWN_HOSTS="${r.pick(['github.com', 'gitlab.com'])} ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.str(ALNUM + '+/', 43)}"\n`];
  return [`$ cat ~/.ssh/${r.pick(['id_rsa', 'deploy_key', 'id_ecdsa', 'server.key'])}\n`, k, `\n$ ls -la ~/.ssh\n`];
});
T('webhook_config', 'dev', 3, (c) => {
  const r = c.r; const h = c.hook();
  return [`# alertmanager.yml\nroute:\n  receiver: ${r.pick(['ops-slack', 'noc-teams', 'discord-alerts'])}\nreceivers:\n  - name: ops\n    ${h.type === 'slack_webhook' ? 'slack_configs' : 'webhook_configs'}:\n      - ${h.type === 'slack_webhook' ? 'api_url' : 'url'}: '`, h, `'\n        send_resolved: true\n# docs example (do not use): `, Neg('placeholder', 'https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX'), `\n`];
});

// ---------------- source code in many languages ----------------
const q2 = (v) => ['"', v, '"'], q1 = (v) => ["'", v, "'"];
const ident = (k, style) => { const w = k.toLowerCase().split('_'); return style === 'camel' ? w[0] + w.slice(1).map((x) => x[0].toUpperCase() + x.slice(1)).join('') : style === 'const' ? k : w.join('_'); };
const LANGS = {
  python: (b, c) => [`import os\nimport requests\n\n# TODO: move to vault\n`, ...b.map(([k, v]) => [`${k} = `, q2(v), `\n`]), `\nsession = requests.Session()\nsession.headers["Authorization"] = f"Bearer {${b[0][0]}}"\n`],
  javascript: (b, c) => [`'use strict';\nconst config = {\n`, ...b.map(([k, v]) => [`  ${ident(k, 'camel')}: `, q1(v), `,\n`]), `};\nmodule.exports = config;\n`],
  typescript: (b, c) => [`export const settings: Record<string, string> = {\n`, ...b.map(([k, v]) => [`  ${k}: `, q2(v), `,\n`]), `} as const;\n`],
  java: (b, c) => [`public final class Secrets {\n`, ...b.map(([k, v]) => [`    public static final String ${k} = `, q2(v), `;\n`]), `}\n`],
  csharp: (b, c) => [`var builder = WebApplication.CreateBuilder(args);\n`, ...b.map(([k, v]) => [`builder.Configuration["${ident(k, 'camel')}"] = `, q2(v), `;\n`]), `var app = builder.Build();\n`],
  go: (b, c) => [`package config\n\nconst (\n`, ...b.map(([k, v]) => [`\t${ident(k, 'camel')} = `, q2(v), `\n`]), `)\n`],
  rust: (b, c) => [`// src/config.rs\n`, ...b.map(([k, v]) => [`pub const ${k}: &str = `, q2(v), `;\n`])],
  ruby: (b, c) => [`Rails.application.configure do\n`, ...b.map(([k, v]) => [`  config.x.${ident(k)} = `, q1(v), `\n`]), `end\n`],
  php: (b, c) => [`<?php\nreturn [\n`, ...b.map(([k, v]) => [`    '${ident(k)}' => `, q1(v), `,\n`]), `];\n`],
  kotlin: (b, c) => [`object AppSecrets {\n`, ...b.map(([k, v]) => [`    const val ${k} = `, q2(v), `\n`]), `}\n`],
  swift: (b, c) => [`enum Secrets {\n`, ...b.map(([k, v]) => [`    static let ${ident(k, 'camel')} = `, q2(v), `\n`]), `}\n`],
  scala: (b, c) => [`object Conf {\n`, ...b.map(([k, v]) => [`  val ${ident(k, 'camel')}: String = `, q2(v), `\n`]), `}\n`],
  c: (b, c) => [`/* config.h */\n`, ...b.map(([k, v]) => [`#define ${k} `, q2(v), `\n`])],
  cpp: (b, c) => [`#include <string>\nnamespace cfg {\n`, ...b.map(([k, v]) => [`inline const std::string ${ident(k)} = `, q2(v), `;\n`]), `}\n`],
  perl: (b, c) => [`my %cfg = (\n`, ...b.map(([k, v]) => [`    ${ident(k)} => `, q1(v), `,\n`]), `);\n`],
  bash: (b, c) => [`#!/usr/bin/env bash\nset -euo pipefail\n`, ...b.map(([k, v]) => [`${k}=`, q1(v), `\n`]), `curl -fsS "$ENDPOINT" -H "Authorization: Bearer \${${b[0][0]}}"\n`],
  powershell: (b, c) => [...b.map(([k, v]) => [`$env:${k} = `, q1(v), `\n`]), `Invoke-RestMethod -Uri $Endpoint -Headers @{ Authorization = "Bearer $env:${b[0][0]}" }\n`],
  r: (b, c) => [...b.map(([k, v]) => [`Sys.setenv(${k} = `, q2(v), `)\n`]), `res <- httr::GET(url, httr::add_headers(Authorization = paste("Bearer", Sys.getenv("${b[0][0]}"))))\n`],
  dart: (b, c) => [`class Env {\n`, ...b.map(([k, v]) => [`  static const ${ident(k, 'camel')} = `, q1(v), `;\n`]), `}\n`],
  lua: (b, c) => [`local config = {\n`, ...b.map(([k, v]) => [`  ${ident(k)} = `, q2(v), `,\n`]), `}\nreturn config\n`],
  elixir: (b, c) => [`import Config\n\nconfig :app, App.Repo,\n`, ...b.map(([k, v], i) => [`  ${ident(k)}: `, q2(v), i < b.length - 1 ? ',\n' : '\n'])],
  haskell: (b, c) => [`module Secrets where\n\n`, ...b.map(([k, v]) => [`${ident(k, 'camel')} :: String\n${ident(k, 'camel')} = `, q2(v), `\n`])],
  groovy: (b, c) => [`pipeline {\n  environment {\n`, ...b.map(([k, v]) => [`    ${k} = `, q1(v), `\n`]), `  }\n}\n`],
  objc: (b, c) => [...b.map(([k, v]) => [`static NSString * const k${ident(k, 'camel').replace(/^./, (x) => x.toUpperCase())} = @`, q2(v), `;\n`])],
};
export const CODE_LANGS = Object.keys(LANGS);
// values that would break a language's string literal are avoided: no quotes/backslashes/$ in passwords for these
const safe = (v) => !/["'\\$`#{}\n]/.test(val(v));
T('source_code', 'dev', 9, (c) => {
  const r = c.r; const lang = r.pick(CODE_LANGS);
  let bag = secretBag(c, r.int(1, 3)).filter(([, v]) => safe(v) && v.category !== 'private_key');
  if (!bag.length) bag = [['API_KEY', c.secret('stripe_secret_key')]];
  if (r.chance(0.3)) { const p = c.person(); bag.push(['SUPPORT_CONTACT', c.email(p)]); }
  if (r.chance(0.3)) bag.push(['EXAMPLE_KEY', c.nPlaceholderKey()]);
  c.codeLang = lang;
  return [`// ${lang} — ${r.pick(Object.values(APP).flat())}\n`.replace(/^\/\//, lang === 'python' || lang === 'ruby' || lang === 'perl' || lang === 'bash' || lang === 'powershell' || lang === 'r' || lang === 'elixir' ? '#' : lang === 'lua' || lang === 'haskell' ? '--' : '//'), LANGS[lang](bag, c)];
});
T('code_builder', 'dev', 3, (c) => {
  const r = c.r; const pw = c.pw('random'); const host = r.pick(['db.internal', 'sql01.corp.local']);
  const v = r.int(0, 7); c.codeLang = ['java', 'go', 'csharp', 'php', 'python', 'javascript', 'rust', 'kotlin'][v];
  switch (v) {
    case 0: return [`Connection conn = DriverManager.getConnection("jdbc:postgresql://${host}:5432/crew", "crew_rw", "`, pw, `");\n`];
    case 1: return [`db, err := sql.Open("mysql", "`, Tok('connection_string', 'mysql_dsn', `app:${pw.value}@tcp(${host}:3306)/orders?parseTime=true`), `")\nif err != nil {\n\tlog.Fatal(err)\n}\n`];
    case 2: return [`var cs = new SqlConnectionStringBuilder {\n    DataSource = "${host}",\n    InitialCatalog = "Bookings",\n    UserID = "svc_booking",\n    Password = "`, pw, `"\n};\n`];
    case 3: return [`$pdo = new PDO('pgsql:host=${host};dbname=tenants', 'tenant_app', '`, pw, `');\n`];
    case 4: return [`client = boto3.client(\n    "s3",\n    aws_access_key_id="`, c.secret('aws_access_key_id'), `",\n    aws_secret_access_key="`, c.secret('aws_secret_access_key'), `",\n)\n`];
    case 5: return [`const stripe = require('stripe')('`, c.secret('stripe_secret_key'), `');\nconst transporter = nodemailer.createTransport({ host: 'smtp.office365.com', auth: { user: 'noreply@kasa.market', pass: '`, pw, `' } });\n`];
    case 6: return [`let client = reqwest::Client::new();\nlet res = client.get(url).bearer_auth("`, c.secret(r.pick(['github_pat_classic', 'huggingface_token', 'digitalocean_token'])), `").send().await?;\n`];
    default: return [`val request = Request.Builder()\n    .url(endpoint)\n    .header("Authorization", "Bearer `, c.jwt(), `")\n    .build()\n`];
  }
});
T('crypto_payout', 'retail', 2, (c) => {
  const r = c.r; const p = c.person(); const w = c.wallet();
  return [`Payout request `, c.nOrder(), `\nSeller: `, c.name(p), ` (`, c.email(p), `)\nMethod: ${w.type.startsWith('eth') ? 'USDT (ERC-20)' : w.type.startsWith('tron') ? 'USDT (TRC-20)' : 'BTC'}\nWallet: `, w, `\nAmount: `, c.nAmount(), `\nTx (previous): `, Neg('hash', r.hex(64)), `\n`];
});
