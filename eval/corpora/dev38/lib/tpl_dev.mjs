// Developer and operations documents of the same organisations.
import { L, N, enc, kv, table, toJSON, toYAML, toXML, txt } from './doc.mjs';
import { S, makePerson, LOCALES, LOCALE_BY_ID, COUNTRY, genAddress } from './person.mjs';
import { NEG, company, orgDomain, orgEmail, staffEmail, isoTs, slug, amountN, clock, clf } from './common.mjs';
import { SECRETS, WEBHOOKS, genPem, ageSecretKey, wireguardKey, btcWif, genJwt, opaqueToken } from './secrets.mjs';

const TABLES = { energy: ['customers', 'meter_points', 'readings'], automotive: ['drivers', 'vehicles', 'rentals'], social_services: ['applicants', 'cases', 'payments'], nonprofit: ['donors', 'gifts', 'volunteers'], sport_events: ['members', 'tickets', 'entries'], pharma: ['subjects', 'sites', 'ae_cases'], agriculture: ['farmers', 'parcels', 'workers'] };
const APP = { energy: ['meterhub', 'grid-ops', 'tariff-engine'], automotive: ['fleetlink', 'dealer-portal', 'rental-core'], social_services: ['benefits-api', 'casebook', 'eligibility-svc'], nonprofit: ['donor-crm', 'giving-api', 'volunteer-app'], sport_events: ['ticketing', 'club-manager', 'race-reg'], pharma: ['ctms-sync', 'pv-intake', 'lims-bridge'], agriculture: ['coop-portal', 'farm-payroll', 'trace-api'] };
const app = (c) => c.r.pick(APP[c.domain]);
const tb = (c) => c.r.pick(TABLES[c.domain]);
const ts = (r) => isoTs(r);

// ---------- connection strings ----------
function host(r, kind) {
  return r.pick({
    pg: ['db.internal', 'postgres-primary.prod.svc.cluster.local', `${r.pick(['app', 'core', 'crm'])}-db.${r.str('abcdefghijklmnopqrstuvwxyz0123456789', 12)}.eu-central-1.rds.amazonaws.com`, `pg-${r.int(1, 9)}.europe-west3.c.${r.pick(['meterhub', 'fleetlink', 'donorcrm'])}-prod.internal`, 'localhost'],
    mongo: [`cluster0.${r.str('abcdefghijklmnopqrstuvwxyz0123456789', 5)}.mongodb.net`],
    redis: ['redis.prod.internal', `cache-${r.int(1, 3)}.${r.str('abcdefghijklmnopqrstuvwxyz', 6)}.ng.0001.euw1.cache.amazonaws.com`, 'redis-master.default.svc'],
    mq: ['rabbitmq.prod.internal', `b-${r.uuid()}.mq.eu-west-1.amazonaws.com`],
  }[kind]);
}
export function conn(r, c, kind) {
  const u = r.pick(['app', 'svc_' + slug(c.domain).slice(0, 6), 'admin', 'etl', 'readonly', 'root', 'postgres']);
  const pw = c.pw('random').replace(/[@:\/?#%]/g, 'x');
  const db = r.pick(['app', 'prod', 'crm', 'meters', 'fleet', 'ctms', 'payroll', 'donors']);
  kind = kind || r.weighted([['pg', 4], ['mysql', 2], ['mongo', 2], ['redis', 2], ['amqp', 1], ['mssql', 1.5], ['jdbc', 1.2], ['azure_storage', 1], ['servicebus', 0.6], ['smtp', 0.6], ['es', 0.5], ['oracle', 0.4], ['ftp', 0.4], ['cloudinary', 0.3], ['clickhouse', 0.3]]);
  const T = (t, v) => L('connection_string', t, v);
  switch (kind) {
    case 'pg': return T('postgres_uri', `${r.pick(['postgres', 'postgresql'])}://${u}:${pw}@${host(r, 'pg')}:5432/${db}${r.chance(0.4) ? '?sslmode=require' : ''}`);
    case 'mysql': return T('mysql_uri', `mysql://${u}:${pw}@${r.pick(['mysql.internal', '10.20.4.11', 'mariadb-0.mariadb'])}:3306/${db}`);
    case 'mongo': return T('mongodb_uri', `mongodb+srv://${u}:${pw}@${host(r, 'mongo')}/${db}?retryWrites=true&w=majority`);
    case 'redis': return T('redis_uri', `${r.pick(['redis', 'rediss'])}://${r.pick(['', 'default'])}:${pw}@${host(r, 'redis')}:6379/${r.int(0, 3)}`);
    case 'amqp': return T('amqp_uri', `${r.pick(['amqp', 'amqps'])}://${u}:${pw}@${host(r, 'mq')}:${r.pick(['5672', '5671'])}/${r.pick(['%2F', 'prod', 'events'])}`);
    case 'mssql': return T('mssql_connection_string', `Server=tcp:${r.pick(['sql-', 'db-'])}${slug(c.domain)}-prod.database.windows.net,1433;Initial Catalog=${db};Persist Security Info=False;User ID=${u};Password=${pw};MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;`);
    case 'jdbc': return T('jdbc_url', `jdbc:${r.pick(['postgresql', 'mysql'])}://${host(r, 'pg')}:${r.pick(['5432', '3306'])}/${db}?user=${u}&password=${pw}`);
    case 'azure_storage': return T('azure_storage_connection_string', `DefaultEndpointsProtocol=https;AccountName=${slug(c.domain).replace(/-/g, '').slice(0, 10)}${r.str('abcdefghijklmnopqrstuvwxyz0123456789', 6)};AccountKey=${SECRETS.azure_storage_account_key.gen(r)};EndpointSuffix=core.windows.net`);
    case 'servicebus': return T('azure_servicebus_connection_string', `Endpoint=sb://${slug(c.domain)}-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 43)}=`);
    case 'smtp': return T('smtp_uri', `smtps://${r.pick(['apikey', 'postmaster', 'noreply'])}:${pw}@${r.pick(['smtp.sendgrid.net', 'smtp.mailgun.org', 'email-smtp.eu-west-1.amazonaws.com', 'smtp.office365.com'])}:465`);
    case 'es': return T('elasticsearch_uri', `https://elastic:${pw}@${r.pick(['es01.logging.internal', `${r.hex(32)}.eu-central-1.aws.cloud.es.io`])}:9243`);
    case 'oracle': return T('oracle_jdbc', `jdbc:oracle:thin:${u}/${pw}@//${r.pick(['ora-prod.internal', 'exadata-scan.corp'])}:1521/${db.toUpperCase()}PDB`);
    case 'ftp': return T('ftp_uri', `${r.pick(['ftp', 'sftp'])}://${u}:${pw}@${r.pick(['files.partner-edi.net', 'sftp.bank-exchange.eu', 'ftp.lab-results.org'])}/${r.pick(['inbound', 'outgoing', 'results'])}`);
    case 'cloudinary': return T('cloudinary_url', `cloudinary://${r.digits(15)}:${r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_', 27)}@${slug(c.domain)}`);
    default: return T('clickhouse_uri', `clickhouse://${u}:${pw}@${r.pick(['ch-0.analytics.internal', 'clickhouse.prod'])}:9000/${db}`);
  }
}

const webhook = (r, c, type) => { type = type || r.pick(Object.keys(WEBHOOKS)); return L('webhook_url', type, WEBHOOKS[type](r, slug(c.domain).split('-')[0])); };
const pem = (r, type) => { const v = genPem(r, type); return L('private_key', type || (v.includes('RSA') ? 'rsa_private_key' : v.includes('OPENSSH') ? 'openssh_private_key' : v.includes('EC ') ? 'ec_private_key' : v.includes('ENCRYPTED') ? 'encrypted_private_key' : v.includes('PGP') ? 'pgp_private_key' : 'pkcs8_private_key'), v); };
const pemT = (r, v) => v.includes('RSA PRIVATE') ? 'rsa_private_key' : v.includes('OPENSSH') ? 'openssh_private_key' : v.includes('EC PRIVATE') ? 'ec_private_key' : v.includes('ENCRYPTED') ? 'encrypted_private_key' : v.includes('PGP') ? 'pgp_private_key' : 'pkcs8_private_key';
const pemItem = (r) => { const v = genPem(r); return L('private_key', pemT(r, v), v); };
const secretEnv = (c, t) => c.r.pick(SECRETS[t].env);

// ============================= templates =============================
const env_file = { kind: 'env_file', w: 1.6, lang: 'en', code: 'dotenv', gen(c) {
  const { r, d } = c; const owner = c.P(); const a = app(c);
  d.add(`# ${a} – ${r.pick(['production', 'staging', 'local'])} environment\n# owner: `, S.name(owner, { latin: true }), ' <', staffEmail(r, owner, orgDomain(r, c.domain, c.lc.cc)), '>\n', `# last rotated `, N('date', ts(r).slice(0, 10)), '\n\n');
  d.add(`NODE_ENV=production\nAPP_NAME=${a}\nPORT=${r.pick([3000, 8080, 8000])}\nLOG_LEVEL=info\n`);
  d.add(`DATABASE_URL=`, conn(r, c), '\n');
  if (r.chance(0.5)) d.add(`REDIS_URL=`, conn(r, c, 'redis'), '\n');
  const ks = r.pickN(Object.keys(SECRETS), r.int(3, 7));
  for (const t of ks) { const q = r.chance(0.25) ? '"' : ''; d.add(`${secretEnv(c, t)}=${q}`, L(SECRETS[t].cat, t, SECRETS[t].gen(r)), `${q}\n`); }
  if (r.chance(0.6)) d.add('SMTP_USER=', r.chance(0.4) ? 'apikey' : orgEmail(r, orgDomain(r, c.domain, c.lc.cc), 'noreply'), '\nSMTP_PASSWORD=', L('password', 'password', c.pw()), '\n');
  if (r.chance(0.8)) { const wt = r.pick(['slack_webhook', 'slack_webhook', 'teams_webhook', 'discord_webhook', 'google_chat_webhook', 'mattermost_webhook', 'power_automate_webhook']); d.add(`${{ slack_webhook: 'SLACK_WEBHOOK_URL', teams_webhook: 'TEAMS_WEBHOOK_URL', discord_webhook: 'DISCORD_WEBHOOK', google_chat_webhook: 'GCHAT_WEBHOOK', mattermost_webhook: 'MATTERMOST_HOOK', power_automate_webhook: 'FLOW_TRIGGER_URL' }[wt]}=`, webhook(r, c, wt), '\n'); }
  if (r.chance(0.3)) d.add(`${r.pick(['ZAPIER_HOOK', 'MAKE_SCENARIO_URL', 'N8N_WEBHOOK'])}=`, webhook(r, c, r.pick(['zapier_webhook', 'make_webhook', 'n8n_webhook'])), '\n');
  if (r.chance(0.5)) { const k = pemItem(r); d.add('JWT_PRIVATE_KEY="', enc('json', k), '"\n'); }
  if (r.chance(0.25)) d.add('SESSION_SECRET=', L('auth_token', 'session_secret', opaqueToken(r, 64)), '\n');
  if (r.chance(0.35)) { const ph = NEG.placeholder(r); const nm = [['sk_test', 'STRIPE_SECRET_KEY'], ['pk_test', 'STRIPE_PUBLISHABLE_KEY'], ['AKIA', 'AWS_ACCESS_KEY_ID'], ['wJalr', 'AWS_SECRET_ACCESS_KEY'], ['xoxb', 'SLACK_BOT_TOKEN'], ['ghp_', 'GITHUB_TOKEN'], ['https://hooks', 'SLACK_WEBHOOK_URL'], ['eyJ', 'TEST_JWT'], ['sk-', 'OPENAI_API_KEY'], ['<YOUR', 'API_TOKEN']].find(([k]) => ph.v.startsWith(k)); d.add(`# example for new devs: ${nm ? nm[1] : r.pick(['DB_PASSWORD', 'API_KEY', 'ADMIN_PASSWORD'])}=`, ph, '\n'); }
  if (r.chance(0.3)) d.add(`ADMIN_EMAIL=`, S.email(owner), '\nADMIN_PASSWORD=', L('password', 'password', c.pw('human')), '\n');
} };

const k8s = { kind: 'kubernetes_manifest', w: 1.2, lang: 'en', code: 'yaml', gen(c) {
  const { r, d } = c; const a = app(c); const ns = r.pick(['prod', 'default', a, 'platform']);
  const b64 = (item) => enc('base64', item);
  d.add(`apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${a}-secrets\n  namespace: ${ns}\n  uid: `, NEG.uuid(r), `\ntype: Opaque\ndata:\n`);
  const useB64 = r.chance(0.35);
  if (useB64) { d.add('  DB_PASSWORD: ', b64(L('password', 'password', c.pw())), '\n'); if (r.chance(0.5)) d.add('  DATABASE_URL: ', b64(conn(r, c)), '\n'); }
  else d.add('  DB_USER: ', Buffer.from(r.pick(['app', 'svc_import', 'reporting'])).toString('base64'), '\n');
  const t = r.pick(Object.keys(SECRETS)); d.add(`stringData:\n  ${secretEnv(c, t)}: "`, L(SECRETS[t].cat, t, SECRETS[t].gen(r)), '"\n  DATABASE_URL: "', conn(r, c), '"\n');
  if (r.chance(0.5)) { const t2 = r.pick(Object.keys(SECRETS)); d.add(`  ${secretEnv(c, t2)}: "`, L(SECRETS[t2].cat, t2, SECRETS[t2].gen(r)), '"\n'); }
  if (r.chance(0.7)) { d.add(`---\napiVersion: v1\nkind: Secret\nmetadata:\n  name: ${a}-tls\ntype: kubernetes.io/tls\n`); if (r.chance(0.5)) d.add('data:\n  tls.crt: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSURkekNDQWwrZ0F3SUJBZ0lVQ...\n  tls.key: ', b64(pemItem(r)), '\n'); else { const k = pemItem(r); d.add('stringData:\n  tls.key: |\n    ', L('private_key', k.type, k.v.split('\n').join('\n    ')), '\n'); } }
  d.add(`---\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ${a}\n  namespace: ${ns}\nspec:\n  replicas: ${r.int(1, 6)}\n  template:\n    spec:\n      containers:\n        - name: ${a}\n          image: registry.${orgDomain(r, c.domain, 'DE')}/${a}:`, NEG.version(r), '\n          env:\n');
  d.add('            - name: SPRING_DATASOURCE_URL\n              value: "', conn(r, c, 'jdbc'), '"\n');
  if (r.chance(0.5)) d.add('            - name: ALERT_HOOK\n              value: ', webhook(r, c), '\n');
  if (r.chance(0.4)) { const t3 = r.pick(Object.keys(SECRETS)); d.add(`            - name: ${secretEnv(c, t3)}\n              value: `, L(SECRETS[t3].cat, t3, SECRETS[t3].gen(r)), '\n'); }
  d.add('            - name: API_KEY\n              valueFrom:\n                secretKeyRef: {name: ', `${a}-secrets, key: API_KEY}\n`);
} };

const ci_log = { kind: 'ci_log', w: 1.2, lang: 'en', gen(c) {
  const { r, d } = c; const dev = c.P(); const sha = NEG.sha(r);
  const gh = r.chance(0.6);
  d.add(gh ? `Run ${r.pick(['actions/checkout@v4', 'docker/login-action@v3', 'npm publish'])}\n` : `Running with gitlab-runner `, gh ? '' : NEG.version(r), gh ? '' : ` on runner-${r.str('abcdefghijklmnopqrstuvwxyz0123456789', 8)}\n`);
  d.add(`${ts(r)} Checking out `, sha, ` (${r.pick(['main', 'release/2025.11', 'feature/sepa-export'])}) by `, S.name(dev, { latin: true }), ' <', S.email(dev), '>\n');
  const steps = r.pickN(['docker', 'npm', 'curl', 'aws', 'echo', 'git', 'pip', 'psql', 'helm', 'notify', 'notify'], r.int(3, 5));
  for (const s of steps) {
    if (s === 'docker') d.add(`$ docker login -u ${r.pick(['ci-bot', 'deploy', slug(c.domain)])} -p `, c.secret('dockerhub_pat', 'gitlab_pat', 'github_pat'), ` registry.example-registry.io\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded\n`);
    if (s === 'npm') d.add(`$ echo "//registry.npmjs.org/:_authToken=`, c.secret('npm_token'), `" > ~/.npmrc\n$ npm publish --access restricted\n+ @${slug(c.domain).split('-')[0]}/sdk@`, NEG.version(r), '\n');
    if (s === 'curl') d.add(`$ curl -sf -X POST -H "Authorization: Bearer `, c.secret('github_app_token', 'vault_token', 'google_oauth_access_token', 'slack_bot_token'), `" https://api.${orgDomain(r, c.domain, c.lc.cc)}/deploy\n{"status":"queued","id":"`, NEG.uuid(r), '"}\n');
    if (s === 'aws') d.add(`$ aws configure set aws_access_key_id `, c.secret('aws_access_key_id'), `\n$ aws configure set aws_secret_access_key `, c.secret('aws_secret_access_key'), `\n$ aws s3 sync ./dist s3://${app(c)}-assets --delete\n`);
    if (s === 'echo') { const t = r.pick(['sonarqube_token', 'sentry_user_token', 'github_fine_grained_pat', 'atlassian_api_token', 'terraform_cloud_token', 'doppler_token', 'jfrog_reference_token', 'artifactory_api_key']); d.add(`$ env | grep -i -e token -e key\n${secretEnv(c, t)}=`, L(SECRETS[t].cat, t, SECRETS[t].gen(r)), '\n'); }
    if (s === 'notify') d.add(`$ curl -s -X POST -H 'Content-Type: application/json' -d '{"text":"deploy ok"}' `, webhook(r, c), '\nok\n');
    if (s === 'git') d.add(`$ git push https://x-access-token:`, c.secret('github_app_token', 'github_pat', 'gitlab_pat'), `@github.com/${slug(c.domain)}/${app(c)}.git HEAD:main\n`);
    if (s === 'pip') d.add(`$ twine upload -u __token__ -p `, c.secret('pypi_token'), ` dist/*\nUploading ${app(c).replace(/-/g, '_')}-`, NEG.version(r), '-py3-none-any.whl\n');
    if (s === 'psql') d.add(`$ psql "`, conn(r, c, 'pg'), `" -f migrations/0042_add_consent.sql\nALTER TABLE\n`);
    if (s === 'helm') d.add(`$ helm upgrade --install ${app(c)} ./chart --set db.password=`, L('password', 'password', c.pw('random').replace(/[,=]/g, 'x')), ` --set image.tag=`, NEG.sha(r), '\nRelease "', app(c), '" has been upgraded. Happy Helming!\n');
  }
  d.add(`Job succeeded in ${r.int(40, 900)}s\n`);
} };

const terraform = { kind: 'terraform', w: 1, lang: 'en', code: 'hcl', gen(c) {
  const { r, d } = c; const a = app(c);
  if (r.chance(0.6)) d.add(`provider "aws" {\n  region     = "${r.pick(['eu-central-1', 'eu-west-1', 'us-east-1'])}"\n  access_key = "`, c.secret('aws_access_key_id'), `"\n  secret_key = "`, c.secret('aws_secret_access_key'), `"\n}\n\n`);
  else d.add(`provider "azurerm" {\n  features {}\n  client_id       = "`, NEG.uuid(r), `"\n  client_secret   = "`, c.secret('azure_client_secret'), `"\n  tenant_id       = "`, NEG.uuid(r), `"\n  subscription_id = "`, NEG.uuid(r), `"\n}\n\n`);
  d.add(`resource "aws_db_instance" "${a.replace(/-/g, '_')}" {\n  identifier        = "${a}-prod"\n  engine            = "postgres"\n  engine_version    = "`, NEG.version(r), `"\n  instance_class    = "db.t3.medium"\n  username          = "${r.pick(['dbadmin', 'master', 'app'])}"\n  password          = "`, enc('json', L('password', 'password', c.pw())), `"\n  allocated_storage = ${r.pick([20, 50, 100])}\n}\n\n`);
  if (r.chance(0.45)) d.add(`resource "azurerm_monitor_action_group" "ops" {\n  name                = "ops-alerts"\n  resource_group_name = "rg-monitoring"\n  short_name          = "ops"\n  webhook_receiver {\n    name        = "teams"\n    service_uri = "`, webhook(r, c, r.pick(['teams_webhook', 'power_automate_webhook'])), `"\n  }\n}\n\n`);
  if (r.chance(0.5)) d.add(`resource "datadog_monitor" "latency" {\n  name    = "${a} p95 latency"\n  message = "@slack-ops `, webhook(r, c, 'slack_webhook'), `"\n}\n\n`);
  if (r.chance(0.5)) d.add(`variable "github_token" {\n  default = "`, c.secret('github_pat', 'github_fine_grained_pat'), `"\n}\n\n`);
  d.add(`# terraform.tfvars\nadmin_email = "`, S.email(c.P()), `"\nallowed_cidrs = ["`, S.ip(r), `/32", "`, S.ip(r), `/32"]\n`);
} };

const sql_dump = { kind: 'sql_dump', w: 1.4, lang: 'en', code: 'sql', gen(c) {
  const { r, d } = c; const t = tb(c); const n = r.int(3, 7); const mig = r.chance(0.35);
  d.add(mig ? `-- migration ${r.int(20230101, 20251231)}_seed_${t}.sql\n` : `-- MySQL dump 10.13  Distrib `, mig ? '' : NEG.version(r), mig ? '' : `\n-- Host: ${r.pick(['db.internal', 'localhost'])}    Database: ${slug(c.domain).replace(/-/g, '_')}\n`);
  d.add(`CREATE TABLE ${t} (\n  id BIGINT PRIMARY KEY,\n  full_name VARCHAR(200),\n  email VARCHAR(200),\n  phone VARCHAR(40),\n  date_of_birth DATE,\n  national_id VARCHAR(32),\n  iban VARCHAR(34),\n  address TEXT,\n  created_at TIMESTAMP\n);\n\n`);
  d.add(`INSERT INTO ${t} (id, full_name, email, phone, date_of_birth, national_id, iban, address, created_at) VALUES\n`);
  for (let i = 0; i < n; i++) {
    const lc = r.chance(0.7) ? c.lc : r.pick(LOCALES); const p = makePerson(r, lc);
    const q = (item) => (item ? ["'", enc('sql', item), "'"] : 'NULL');
    d.add(`(${r.int(1000, 99999)}, `, q(S.name(p)), ', ', q(S.email(p)), ', ', q(S.phone(p, { style: 'intl' })), ', ', q(S.dob(p, { style: 'iso' })), ', ', q(r.chance(0.7) ? S.nid(p, { native: false }) : null), ', ', q(COUNTRY[p.cc].bank === 'iban' && r.chance(0.7) ? S.iban(p, { compact: true }) : null), ', ', q(S.addr(p, { oneLine: true })), `, '${ts(r).replace('T', ' ').slice(0, 19)}')`, i < n - 1 ? ',\n' : ';\n');
  }
  if (mig && r.chance(0.8)) { const adm = c.P(); d.add(`\n-- seed admin (password: `, L('password', 'password', c.pw('human')), `)\nINSERT INTO users (email, password_hash, role) VALUES ('`, enc('sql', S.email(adm)), `', '`, NEG.passwordHash(r), `', 'admin');\n`); }
  if (r.chance(0.3)) d.add(`\nCREATE USER ${r.pick(['reporting', 'etl', 'metabase'])} WITH PASSWORD '`, enc('sql', L('password', 'password', c.pw(r.pick(['random', 'symbolic'])).replace(/\\/g, ''))), `';\n`);
} };

// ----- source code in several languages -----
function person4(c) { const p = c.P(); return { name: S.name(p), email: S.email(p), phone: S.phone(p, { style: 'intl' }), dob: S.dob(p, { style: 'iso' }), iban: COUNTRY[p.cc].bank === 'iban' ? S.iban(p, { compact: true }) : S.card(c.r, null, 'plain') }; }
const CODE = {
  python(c) { const { r } = c; const t = r.pick(Object.keys(SECRETS)); const u = person4(c);
    return [r.chance(0.4) ? ['SIGNING_KEY = , pemItem(r), \n\n'] : '', `import os\nimport requests\nimport psycopg2\n\n`, `${secretEnv(c, t).toUpperCase()} = "`, L(SECRETS[t].cat, t, SECRETS[t].gen(r)), `"  # TODO move to vault\n`, `DSN = "`, conn(r, c, 'pg'), `"\n\n`, `def notify(msg: str) -> None:\n    requests.post("`, webhook(r, c, r.pick(['slack_webhook', 'teams_webhook', 'discord_webhook'])), `", json={"text": msg}, timeout=5)\n\n`, `TEST_USER = {\n    "name": "`, enc('json', u.name), `",\n    "email": "`, u.email, `",\n    "phone": "`, u.phone, `",\n    "dob": "`, u.dob, `",\n    "iban": "`, u.iban, `",\n}\n`]; },
  javascript(c) { const { r } = c; const t = r.pick(Object.keys(SECRETS)); const u = person4(c);
    return [`const express = require('express');\nconst Stripe = require('stripe');\n\nconst stripe = Stripe("`, c.secret('stripe_secret_key', 'stripe_restricted_key'), `");\nconst ${secretEnv(c, t).toLowerCase().replace(/_([a-z])/g, (_, x) => x.toUpperCase())} = process.env.X || "`, L(SECRETS[t].cat, t, SECRETS[t].gen(r)), `";\n\nmodule.exports.seed = [{ name: "`, enc('json', u.name), `", email: "`, u.email, `", phone: "`, u.phone, `" }];\nconst mongoUrl = "`, conn(r, c, 'mongo'), `";\n`]; },
  typescript(c) { const { r } = c; const u = person4(c);
    return [`import { Client } from 'pg';\nimport { WebClient } from '@slack/web-api';\n\nexport const slack = new WebClient("`, c.secret('slack_bot_token'), `");\nexport const db = new Client({ connectionString: "`, conn(r, c, 'pg'), `" });\n\nexport const fixture: Customer = {\n  fullName: "`, enc('json', u.name), `",\n  email: "`, u.email, `",\n  birthDate: "`, u.dob, `",\n  payment: "`, u.iban, `",\n};\nconst openai = new OpenAI({ apiKey: "`, c.secret('openai_api_key', 'anthropic_api_key', 'groq_api_key', 'perplexity_api_key', 'xai_api_key'), `" });\n`]; },
  java(c) { const { r } = c; const k = pemItem(r);
    return [`package com.${slug(c.domain).replace(/-/g, '')}.integration;\n\nimport java.sql.DriverManager;\n\npublic class PartnerClient {\n    private static final String API_KEY = "`, c.secret(), `";\n    private static final String JDBC = "`, conn(r, c, r.pick(['jdbc', 'oracle'])), `";\n    private static final String SIGNING_KEY = "`, enc('json', k), `";\n\n    public static void main(String[] args) throws Exception {\n        var conn = DriverManager.getConnection(JDBC);\n        System.out.println("connected as " + conn.getMetaData().getUserName());\n    }\n}\n`]; },
  go(c) { const { r } = c; const u = person4(c);
    return [`package main\n\nimport (\n\t"database/sql"\n\t_ "github.com/lib/pq"\n)\n\nconst (\n\tdsn       = "`, conn(r, c, 'pg'), `"\n\tghToken   = "`, c.secret('github_pat', 'github_app_token', 'github_fine_grained_pat'), `"\n\talertHook = "`, webhook(r, c), `"\n)\n\nvar seed = Donor{Name: "`, enc('json', u.name), `", Email: "`, u.email, `", Phone: "`, u.phone, `"}\n\nfunc main() {\n\tdb, err := sql.Open("postgres", dsn)\n\tif err != nil { panic(err) }\n\tdefer db.Close()\n}\n`]; },
  csharp(c) { const { r } = c;
    return [`using Microsoft.Data.SqlClient;\n\nnamespace ${c.domain.replace(/_(\w)/g, (_, x) => x.toUpperCase()).replace(/^\w/, (x) => x.toUpperCase())}.Api;\n\npublic static class Settings\n{\n    public const string ConnectionString = "`, conn(r, c, r.pick(['mssql', 'azure_storage', 'servicebus'])), `";\n    public const string SendGridKey = "`, c.secret('sendgrid_api_key', 'mailgun_api_key', 'twilio_api_key'), `";\n    public const string ClientSecret = "`, c.secret('azure_client_secret'), `";\n}\n`]; },
  ruby(c) { const { r } = c; const u = person4(c);
    return [`require 'twilio-ruby'\n\nTWILIO_SID = 'AC`, N('account_sid', r.hex(32)), `'\nTWILIO_TOKEN = '`, L('api_key', 'twilio_auth_token', r.hex(32)), `'\nclient = Twilio::REST::Client.new(TWILIO_SID, TWILIO_TOKEN)\nclient.messages.create(from: '`, N('test_phone_number', '+15005550006'), `', to: '`, u.phone, `', body: 'Your appointment is confirmed')\n\nShopifyAPI::Context.setup(api_key: ENV['KEY'], api_secret_key: '`, c.secret('shopify_shared_secret', 'shopify_access_token'), `')\n`]; },
  php(c) { const { r } = c; const u = person4(c);
    return [`<?php\n// config.php\ndefine('DB_HOST', '${r.pick(['localhost', 'mysql.internal'])}');\ndefine('DB_USER', 'wp_${slug(c.domain).slice(0, 5)}');\ndefine('DB_PASSWORD', '`, L('password', 'password', c.pw().replace(/['\\]/g, '')), `');\ndefine('MAILCHIMP_KEY', '`, c.secret('mailchimp_api_key'), `');\n$contact = ['name' => "`, enc('json', u.name), `", 'email' => '`, u.email, `'];\n`]; },
  rust(c) { const { r } = c;
    return [`use reqwest::header;\n\nconst HF_TOKEN: &str = "`, c.secret('huggingface_token', 'replicate_api_token', 'pinecone_api_key', 'openrouter_api_key', 'langsmith_api_key'), `";\nconst DATABASE_URL: &str = "`, conn(r, c, r.pick(['pg', 'redis', 'clickhouse'])), `";\n\nfn client() -> reqwest::Client {\n    let mut h = header::HeaderMap::new();\n    h.insert("Authorization", format!("Bearer {}", HF_TOKEN).parse().unwrap());\n    reqwest::Client::builder().default_headers(h).build().unwrap()\n}\n`]; },
  kotlin(c) { const { r } = c; const u = person4(c);
    return [`object BuildConfigFake {\n    const val MAPS_KEY = "`, c.secret('google_api_key', 'mapbox_secret_token'), `"\n    const val FCM_SERVER_KEY = "`, c.secret('firebase_fcm_server_key'), `"\n}\n\nval previewUser = User(name = "`, enc('json', u.name), `", email = "`, u.email, `", birthDate = LocalDate.parse("`, u.dob, `"))\n`]; },
  swift(c) { const { r } = c; const u = person4(c);
    return [`import Foundation\n\nenum Secrets {\n    static let revenueCat = "`, c.secret('stripe_restricted_key', 'square_access_token', 'braintree_access_token'), `"\n    static let sentryToken = "`, c.secret('sentry_user_token'), `"\n}\n\nlet sampleProfile = Profile(fullName: "`, enc('json', u.name), `", phone: "`, u.phone, `", email: "`, u.email, `")\n`]; },
  bash(c) { const { r } = c;
    return [`#!/usr/bin/env bash\nset -euo pipefail\n\nexport PGPASSWORD='`, L('password', 'password', c.pw('random').replace(/'/g, '')), `'\nexport CF_API_TOKEN=`, c.secret('cloudflare_api_token'), `\npg_dump -h `, r.chance(0.5) ? 'db.internal' : S.privIp(r), ` -U backup ${slug(c.domain).replace(/-/g, '_')} | gzip > /backups/$(date +%F).sql.gz\ncurl -s -X POST -H 'Content-type: application/json' --data '{"text":"backup done"}' `, webhook(r, c, 'slack_webhook'), `\n`]; },
};
const source_code = { kind: 'source_code', w: 3, lang: 'en', gen(c) {
  const lang = c.r.pick(Object.keys(CODE)); c.d.add(CODE[lang](c)); return { code_language: lang };
} };

const shell_history = { kind: 'shell_history', w: 1.1, lang: 'en', code: 'bash', gen(c) {
  const { r, d } = c; const lines = r.int(8, 16); const u = c.P();
  const pool = [
    () => ['ls -la'], () => ['cd ~/src/', app(c)], () => ['git pull --rebase'], () => ['kubectl get pods -n prod'],
    () => ['export ', (() => { const t = r.pick(Object.keys(SECRETS)); return [secretEnv(c, t), '=', L(SECRETS[t].cat, t, SECRETS[t].gen(r))]; })()],
    () => ['mysql -h ', r.chance(0.5) ? 'db.internal' : S.privIp(r), ' -u root -p', L('password', 'password', c.pw('random').replace(/['"\\ ]/g, ''))],
    () => ['psql "', conn(r, c, 'pg'), '"'],
    () => ['curl -u ', r.pick(['admin', 'api', 'ops']), ':', L('password', 'password', c.pw('random').replace(/['"\\ :@]/g, '')), ' https://', orgDomain(r, c.domain, c.lc.cc), '/admin/export?format=csv'],
    () => ['git clone https://', r.pick(['oauth2', 'deploy']), ':', c.secret('gitlab_pat', 'github_pat'), '@', r.pick(['gitlab.com', 'github.com']), '/', slug(c.domain), '/', app(c), '.git'],
    () => ['ssh ', r.pick(['ubuntu', 'admin', 'deploy']), '@', S.ip(r)],
    () => ['redis-cli -u ', conn(r, c, 'redis'), ' FLUSHDB'],
    () => ['aws configure set aws_secret_access_key ', c.secret('aws_secret_access_key')],
    () => ['echo "', L('private_key', 'age_secret_key', ageSecretKey(r)), '" > ~/.config/sops/age/keys.txt'],
    () => ['vault login ', c.secret('vault_token')],
    () => ['docker run -e POSTGRES_PASSWORD=', L('password', 'password', c.pw('random').replace(/['"\\ ]/g, '')), ' -p 5432:5432 postgres:16'],
    () => ['grep -r "', S.email(u), '" logs/'],
    () => ['htop'], () => ['sudo systemctl restart nginx'], () => ['npm run build'], () => ['tail -f /var/log/', app(c), '.log'],
    () => ['gh auth login --with-token <<< ', c.secret('github_pat', 'github_fine_grained_pat')],
    () => ['wg set wg0 private-key <(echo ', L('private_key', 'wireguard_private_key', wireguardKey(r)), ')'],
  ];
  for (let i = 0; i < lines; i++) { if (r.chance(0.3)) d.add(`#${1700000000 + r.int(0, 60000000)}\n`); d.add(r.pick(pool)(), '\n'); }
} };

// chat phrases: [opener x3, ask x3, warn x3, thanks, done x3, customer (name, phone, email), docs-example]
const CHAT = {
  en: { open: ['prod deploy is failing on the migration step ', 'anyone know why the webhook stopped firing? ', 'staging db creds expired again '], ask: ['can you paste the env?', 'which key are you using?', 'send me the connection string pls'], warn: ['pls rotate that now, this channel is exported to the vendor', 'works for me now, thanks', 'that key is the live one!! '], done: ['rotated ', 'done ', 'ok revoking '], cust: ['fyi customer complaint is from ', ' – they say the invoice went to '], pw: ['user is svc_import, password ', " (don't judge)"], tok: 'token from the browser: ', hook: 'this one: ', wal: ['refund the test payment to ', ' pls'] },
  de: { open: ['Prod-Deploy hängt bei der Migration ', 'weiß jemand, warum der Webhook nicht mehr feuert? ', 'Staging-DB-Zugang ist schon wieder abgelaufen '], ask: ['kannst du mal die .env posten?', 'welchen Key nimmst du?', 'schick mir bitte den Connection-String'], warn: ['bitte sofort rotieren, der Kanal wird an den Dienstleister exportiert', 'geht jetzt, danke', 'das ist der Live-Key!! '], done: ['rotiert ', 'erledigt ', 'ok, widerrufe ihn '], cust: ['zur Info: Beschwerde kommt von ', ' – die Rechnung ging angeblich an '], pw: ['User ist svc_import, Passwort ', ' (nicht lachen)'], tok: 'Token aus dem Browser: ', hook: 'der hier: ', wal: ['erstatte die Testzahlung bitte an ', ''] },
  fr: { open: ['le déploiement prod plante à la migration ', 'quelqu\'un sait pourquoi le webhook ne part plus ? ', 'les identifiants de la base de staging ont encore expiré '], ask: ['tu peux coller le .env ?', 'tu utilises quelle clé ?', 'envoie-moi la chaîne de connexion stp'], warn: ['révoque-la tout de suite, ce canal est exporté chez le prestataire', 'ça marche maintenant, merci', 'c\'est la clé de prod !! '], done: ['c\'est fait ', 'révoquée ', 'ok je la révoque '], cust: ['pour info la réclamation vient de ', ' – la facture serait partie à '], pw: ['l\'utilisateur est svc_import, mot de passe ', ''], tok: 'jeton récupéré dans le navigateur : ', hook: 'celui-ci : ', wal: ['rembourse le paiement de test sur ', ' stp'] },
  es: { open: ['el deploy de prod falla en la migración ', '¿alguien sabe por qué dejó de llegar el webhook? ', 'otra vez caducaron las credenciales de la base de staging '], ask: ['¿puedes pegar el .env?', '¿qué clave estás usando?', 'pásame la cadena de conexión porfa'], warn: ['rótala ya, este canal se exporta al proveedor', 'ya me funciona, gracias', '¡¡esa es la clave de producción!! '], done: ['rotada ', 'listo ', 'ok, la revoco '], cust: ['ojo, la queja es de ', ' – dice que la factura llegó a '], pw: ['el usuario es svc_import y la contraseña ', ''], tok: 'token sacado del navegador: ', hook: 'este: ', wal: ['devuelve el pago de prueba a ', ' porfa'] },
  pt: { open: ['o deploy de produção está falhando na migration ', 'alguém sabe por que o webhook parou? ', 'as credenciais do banco de staging expiraram de novo '], ask: ['pode colar o .env?', 'qual chave você está usando?', 'me manda a connection string pfv'], warn: ['rotaciona isso agora, esse canal é exportado pro fornecedor', 'funcionou, valeu', 'essa é a chave de produção!! '], done: ['rotacionada ', 'feito ', 'ok, revogando '], cust: ['fyi a reclamação é de ', ' – diz que a fatura foi para '], pw: ['usuário svc_import, senha ', ''], tok: 'token do navegador: ', hook: 'esse aqui: ', wal: ['estorna o pagamento de teste para ', ''] },
  nl: { open: ['prod-deploy faalt op de migratie ', 'weet iemand waarom de webhook niet meer vuurt? ', 'staging-db-credentials zijn weer verlopen '], ask: ['kun je de .env plakken?', 'welke key gebruik je?', 'stuur me de connection string even'], warn: ['graag nu roteren, dit kanaal wordt naar de leverancier geëxporteerd', 'werkt nu, dank', 'dat is de live key!! '], done: ['geroteerd ', 'klaar ', 'ok, intrekken '], cust: ['ter info: klacht komt van ', ' – de factuur ging naar '], pw: ['user is svc_import, wachtwoord ', ''], tok: 'token uit de browser: ', hook: 'deze: ', wal: ['stort de testbetaling terug naar ', ''] },
  pl: { open: ['deploy na produkcję wywala się na migracji ', 'ktoś wie, czemu webhook przestał działać? ', 'znowu wygasły dane do bazy stagingowej '], ask: ['wrzucisz .env?', 'jakiego klucza używasz?', 'podeślij connection string'], warn: ['zrotuj to natychmiast, ten kanał jest eksportowany do dostawcy', 'działa, dzięki', 'to jest klucz produkcyjny!! '], done: ['zrotowane ', 'gotowe ', 'ok, unieważniam '], cust: ['fyi reklamacja od ', ' – faktura poszła na '], pw: ['użytkownik svc_import, hasło ', ''], tok: 'token z przeglądarki: ', hook: 'ten: ', wal: ['zwróć płatność testową na ', ''] },
  ru: { open: ['деплой в прод падает на миграции ', 'кто знает, почему вебхук перестал срабатывать? ', 'опять протухли креды к стейджинг-базе '], ask: ['скинь .env', 'какой ключ используешь?', 'пришли строку подключения плиз'], warn: ['срочно ротируй, этот канал выгружается подрядчику', 'заработало, спасибо', 'это боевой ключ!! '], done: ['ротировал ', 'готово ', 'ок, отзываю '], cust: ['к сведению: жалоба от ', ' – говорит, счёт ушёл на '], pw: ['пользователь svc_import, пароль ', ''], tok: 'токен из браузера: ', hook: 'вот этот: ', wal: ['верни тестовый платёж на ', ''] },
  ja: { open: ['本番デプロイがマイグレーションで落ちています ', 'Webhookが飛ばなくなった原因わかる人いますか？ ', 'ステージングDBの認証情報がまた期限切れです '], ask: ['.envを貼ってもらえますか？', 'どのキーを使っていますか？', '接続文字列を送ってください'], warn: ['今すぐローテーションしてください、このチャンネルは委託先にエクスポートされます', '動きました、ありがとうございます', 'それ本番キーです！！ '], done: ['ローテーションしました ', '対応済みです ', '失効させます '], cust: ['共有：クレームは ', ' さんからで、請求書の送付先は '], pw: ['ユーザーは svc_import、パスワードは ', ' です'], tok: 'ブラウザから取ったトークン: ', hook: 'これです: ', wal: ['テスト決済の返金先: ', ''] },
  zh: { open: ['生产环境部署在迁移这一步失败了 ', '有人知道为什么 webhook 不触发了吗？ ', '预发布数据库的账号又过期了 '], ask: ['把 .env 贴一下？', '你用的是哪个 key？', '发一下连接串'], warn: ['马上轮换，这个频道会导出给供应商', '好了，谢谢', '这是生产环境的 key！！ '], done: ['已轮换 ', '搞定 ', '好的，正在吊销 '], cust: ['顺便说一下，投诉人是 ', '，说发票发到了 '], pw: ['用户名 svc_import，密码 ', ''], tok: '浏览器里拿到的 token：', hook: '这个：', wal: ['测试款退到这个地址：', ''] },
};
const CHAT_L = { en: 'en', de: 'de', fr: 'fr', es: 'es', esLA: 'es', pt: 'pt', ptBR: 'pt', nl: 'nl', pl: 'pl', ru: 'ru', uk: 'ru', kk: 'ru', ja: 'ja', zh: 'zh', zhTW: 'zh', zhHK: 'zh' };
const EMO = ['🙏', '🔥', '😅', '👀', '✅', '🚀', '🤦', '👍', '😬', '🙈'];
const dev_chat = { kind: 'developer_chat', w: 1.7, gen(c) {
  const { r, d } = c; const cl = CHAT_L[c.lc.l] && r.chance(0.75) ? CHAT_L[c.lc.l] : 'en'; const X = CHAT[cl];
  const ppl = [c.P(), c.P(), r.chance(0.5) && cl === 'en' ? makePerson(r, r.pick(LOCALES)) : c.P()];
  const clk = clock(r); const hm = () => clk(400000).slice(11, 16);
  const say = (p, ...msg) => d.add('[', hm(), '] ', S.name(p), ': ', ...msg, '\n');
  d.add(`#${r.pick(['dev', 'ops-incidents', 'backend', 'data-eng'])} — ${app(c)}\n`);
  say(ppl[0], r.pick(X.open), r.pick(EMO));
  say(ppl[1], r.pick(X.ask));
  const k = r.weighted([['conn', 2], ['secret', 3], ['hook', 2.2], ['pem', 1.8], ['pw', 1.5], ['jwt', 1.4], ['wallet', 1]]);
  if (k === 'conn') say(ppl[0], '`', conn(r, c), '`');
  else if (k === 'secret') { const t = r.pick(Object.keys(SECRETS)); say(ppl[0], `${secretEnv(c, t)}=`, L(SECRETS[t].cat, t, SECRETS[t].gen(r)), ' ', r.pick(EMO)); }
  else if (k === 'hook') say(ppl[0], X.hook, webhook(r, c));
  else if (k === 'pem') d.add('[', hm(), '] ', S.name(ppl[0]), ': ```\n', pemItem(r), '\n```\n');
  else if (k === 'wallet') say(ppl[0], X.wal[0], S.wallet(r), X.wal[1]);
  else if (k === 'pw') say(ppl[0], X.pw[0], L('password', 'password', c.pw()), X.pw[1]);
  else say(ppl[0], X.tok, L('auth_token', 'jwt', genJwt(r, { email: S.email(ppl[0]).v })));
  say(ppl[2], r.pick(X.warn), r.pick(EMO));
  if (r.chance(0.6)) { const cust = c.P(); say(ppl[1], X.cust[0], S.name(cust), ', ', S.phone(cust), X.cust[1], S.email(cust)); }
  if (r.chance(0.3)) say(ppl[2], '`', NEG.placeholder(r), '` ', cl === 'en' ? "is just the docs example, that's not real" : '= docs example 👌');
  say(ppl[0], r.pick(X.done), r.pick(EMO), r.pick(EMO));
  return { language: cl === 'pt' ? 'pt' : cl };
} };

const gcp_sa = { kind: 'service_account_json', w: 1.1, lang: 'en', code: 'json', gen(c) {
  const { r, d } = c; const proj = `${app(c)}-${r.pick(['prod', 'data', 'analytics'])}-${r.int(100000, 999999)}`; const sa = `${r.pick(['etl-runner', 'bigquery-writer', 'firebase-adminsdk-' + r.str('abcdefghijklmnopqrstuvwxyz0123456789', 5)])}@${proj}.iam.gserviceaccount.com`;
  const obj = { type: 'service_account', project_id: proj, private_key_id: N('key_id', r.hex(40)), private_key: L('private_key', 'pkcs8_private_key', genPem(r, 'pkcs8_private_key') + '\n'), client_email: L('email', 'service_account_email', sa), client_id: r.digits(21), auth_uri: 'https://accounts.google.com/o/oauth2/auth', token_uri: 'https://oauth2.googleapis.com/token', client_x509_cert_url: { str: ['https://www.googleapis.com/robot/v1/metadata/x509/', enc('url', L('email', 'service_account_email', sa))] }, universe_domain: 'googleapis.com' };
  if (r.chance(0.3)) d.add('$ cat ~/Downloads/', proj, '-', N('key_id_short', r.hex(12)), '.json\n');
  d.add(toJSON(obj, { indent: 2, slash: r.chance(0.3) }), '\n');
} };

const compose = { kind: 'docker_compose', w: 1, lang: 'en', code: 'yaml', gen(c) {
  const { r, d } = c; const a = app(c); const pw = c.pw('random').replace(/[$"'\\ #:@\/?%&]/g, 'x');
  d.add(`services:\n  db:\n    image: postgres:${r.int(13, 17)}\n    environment:\n      POSTGRES_USER: ${a.replace(/-/g, '_')}\n      POSTGRES_PASSWORD: `, L('password', 'password', pw), `\n      POSTGRES_DB: ${a.replace(/-/g, '_')}\n    ports:\n      - "5432:5432"\n  api:\n    build: .\n    environment:\n      - DATABASE_URL=`, L('connection_string', 'postgres_uri', `postgres://${a.replace(/-/g, '_')}:${pw}@db:5432/${a.replace(/-/g, '_')}`), '\n');
  const t = r.pick(Object.keys(SECRETS)); d.add(`      - ${secretEnv(c, t)}=`, L(SECRETS[t].cat, t, SECRETS[t].gen(r)), '\n');
  if (r.chance(0.5)) d.add('      - RABBITMQ_URL=', conn(r, c, 'amqp'), '\n');
  if (r.chance(0.4)) d.add(`  grafana:\n    image: grafana/grafana:`, NEG.version(r), `\n    environment:\n      GF_SECURITY_ADMIN_PASSWORD: "`, enc('yamlDq', L('password', 'password', c.pw())), `"\n`);
} };

const http_dump = { kind: 'http_request_dump', w: 1.1, lang: 'en', gen(c) {
  const { r, d } = c; const p = c.P(); const user = r.pick(['api', 'partner', 'integration', slug(c.domain).split('-')[0]]); const pw = c.pw('random');
  const basic = r.chance(0.4);
  d.add(`> ${r.pick(['POST', 'PUT'])} /api/v1/${tb(c)} HTTP/1.1\n> Host: api.${orgDomain(r, c.domain, c.lc.cc)}\n`);
  if (basic) d.add('> Authorization: Basic ', enc('base64', L('password', 'basic_auth_credentials', `${user}:${pw}`)), '\n');
  else d.add('> Authorization: Bearer ', L('auth_token', 'jwt', genJwt(r, { email: S.email(p).v, role: 'admin' })), '\n');
  d.add('> Cookie: sessionid=', L('auth_token', 'session_cookie', opaqueToken(r, r.pick([32, 40, 48]))), '; csrftoken=', N('csrf_token', r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 32)), '\n> X-Forwarded-For: ', S.ip(r), '\n> Content-Type: application/json\n>\n');
  d.add(toJSON({ name: S.name(p), email: S.email(p), phone: S.phone(p, { style: 'intl' }), birth_date: S.dob(p, { style: 'iso' }), address: S.addr(p, { oneLine: true }), consent: true }, { indent: 0, ascii: r.chance(0.5) }), '\n');
  d.add(`< HTTP/1.1 ${r.pick(['201 Created', '400 Bad Request', '409 Conflict'])}\n< X-Request-Id: `, NEG.uuid(r), '\n');
} };

const alertmanager = { kind: 'alertmanager_config', w: 1.3, lang: 'en', code: 'yaml', gen(c) {
  const { r, d } = c; const dom = orgDomain(r, c.domain, c.lc.cc); const oncall = c.P();
  d.add(`global:\n  smtp_smarthost: 'smtp.${dom}:587'\n  smtp_from: '`, orgEmail(r, dom, 'alerts'), `'\n  smtp_auth_username: '`, orgEmail(r, dom, 'alerts'), `'\n  smtp_auth_password: '`, L('password', 'password', c.pw('random').replace(/'/g, 'q')), `'\n  slack_api_url: '`, webhook(r, c, 'slack_webhook'), `'\n\nroute:\n  receiver: ops\n  routes:\n    - matchers: [severity="critical"]\n      receiver: oncall\n\nreceivers:\n  - name: ops\n    slack_configs:\n      - channel: '#alerts-${app(c)}'\n  - name: oncall\n    email_configs:\n      - to: '`, staffEmail(r, oncall, dom), `'\n    webhook_configs:\n      - url: '`, webhook(r, c, r.pick(['teams_webhook', 'discord_webhook', 'power_automate_webhook', 'google_chat_webhook', 'mattermost_webhook'])), `'\n`);
  if (r.chance(0.5)) d.add(`    pagerduty_configs:\n      - routing_key: `, N('pagerduty_routing_key_placeholder', '<routing-key>'), '\n');
  if (r.chance(0.5)) d.add(`  - name: automation\n    webhook_configs:\n      - url: '`, webhook(r, c, r.pick(['zapier_webhook', 'make_webhook', 'n8n_webhook', 'ifttt_webhook'])), `'\n`);
} };

const ssh_keys = { kind: 'ssh_key_files', w: 1.8, lang: 'en', gen(c) {
  const { r, d } = c; const u = c.P();
  d.add(`$ cat ~/.ssh/id_${r.pick(['rsa', 'ed25519', 'ecdsa'])}\n`, L('private_key', 'openssh_private_key', genPem(r, r.pick(['openssh_private_key', 'rsa_private_key', 'ec_private_key']))), '\n');
  d.add('$ cat ~/.ssh/authorized_keys\n', N('ssh_public_key', `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 43)}`), ' ', L('email', 'email', S.email(u).v), '\n');
  d.add('$ head -2 ~/.ssh/known_hosts\n', S.ip(r), ' ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB', N('host_key', r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 40)), '=\n');
} };

const app_config = { kind: 'app_config', w: 1.3, lang: 'en', gen(c) {
  const { r, d } = c; const fmt = r.pick(['appsettings', 'spring', 'django', 'ini']); const owner = c.P();
  if (fmt === 'appsettings') { d.add(toJSON({ ConnectionStrings: { Default: conn(r, c, 'mssql') }, Smtp: { Host: 'smtp.office365.com', User: orgEmail(r, orgDomain(r, c.domain, c.lc.cc), 'noreply'), Password: L('password', 'password', c.pw()) }, Payments: { Provider: 'Adyen', ApiKey: c.secret() }, Support: { Owner: S.name(owner), Phone: S.phone(owner, { style: 'intl' }) } }, { indent: 2 }), '\n'); return { code_language: 'json' }; }
  if (fmt === 'spring') { d.add(toYAML({ spring: { datasource: { url: conn(r, c, 'jdbc'), username: 'app', password: L('password', 'password', c.pw()) }, rabbitmq: { addresses: conn(r, c, 'amqp') } }, app: { 'notify-webhook': webhook(r, c), 'maps-key': c.secret('google_api_key') } })); return { code_language: 'yaml' }; }
  if (fmt === 'django') { if (r.chance(0.45)) d.add('JWT_PRIVATE_KEY = """', pemItem(r), '"""\n'); d.add('SECRET_KEY = "', L('api_key', 'django_secret_key', r.str('abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)', 50)), '"\nDEBUG = False\nADMINS = [("', enc('json', S.name(owner, { latin: true })), '", "', S.email(owner), '")]\nDATABASES = {"default": dj_database_url.parse("', conn(r, c, 'pg'), '")}\nEMAIL_HOST_PASSWORD = "', enc('json', L('password', 'password', c.pw())), '"\n'); return { code_language: 'python' }; }
  d.add(`[database]\nhost = db.internal\nuser = ${slug(c.domain).replace(/-/g, '_')}\npassword = `, L('password', 'password', c.pw('random').replace(/[;#]/g, '!')), `\n\n[api]\nkey = `, c.secret(), `\nowner = `, S.name(owner), `\n`); return { code_language: 'ini' };
} };

const git_diff = { kind: 'git_diff', w: 0.9, lang: 'en', gen(c) {
  const { r, d } = c; const dev = c.P(); const t = r.pick(Object.keys(SECRETS)); const an = app(c);
  d.add('commit ', N('commit_sha', r.hex(40)), '\nAuthor: ', S.name(dev, { latin: true }), ' <', S.email(dev), '>\nDate:   ', ts(r), '\n\n    ', r.pick(['quick fix for prod', 'wip', 'add partner integration', 'temp: hardcode creds for demo']), '\n\n');
  d.add(`diff --git a/config/${an}.yml b/config/${an}.yml\nindex `, N('commit_sha', r.hex(7)), '..', N('commit_sha', r.hex(7)), ` 100644\n--- a/config/${an}.yml\n+++ b/config/${an}.yml\n@@ -12,6 +12,9 @@ integrations:\n   timeout: 30\n-  api_key: \${${secretEnv(c, t)}}\n+  api_key: `, L(SECRETS[t].cat, t, SECRETS[t].gen(r)), '\n+  database: ', conn(r, c), '\n');
  if (r.chance(0.5)) d.add('+  alert_webhook: ', webhook(r, c), '\n');
  d.add('   retries: 3\n');
  if (r.chance(0.5)) { const rev = c.P(); d.add('\nReview comment by ', S.name(rev, { latin: true }), ': please don\'t commit the live key, use the sealed secret instead.\n'); }
} };

const wallet_config = { kind: 'crypto_payout_config', w: 1.5, lang: 'en', gen(c) {
  const { r, d } = c; const ops = c.P();
  const obj = { network: r.pick(['mainnet', 'mainnet', 'testnet']), donation_addresses: { BTC: S.wallet(r, r.pick(['btc_bech32', 'btc_p2sh', 'btc_taproot'])), ETH: S.wallet(r, 'eth'), USDT_TRC20: S.wallet(r, 'trx'), SOL: S.wallet(r, 'sol') }, hot_wallet: { address: S.wallet(r, 'eth'), private_key: L('private_key', 'eth_private_key', '0x' + r.hex(64)) }, cold_storage: S.wallet(r, r.pick(['btc_bech32', 'btc_p2pkh'])), treasurer: { name: S.name(ops), email: S.email(ops) } };
  if (r.chance(0.4)) obj.btc_sweep_wif = L('private_key', 'btc_wif', btcWif(r));
  if (r.chance(0.3)) obj.extra = { LTC: S.wallet(r, r.pick(['ltc_p2pkh', 'ltc_bech32'])), DOGE: S.wallet(r, 'doge'), XRP: S.wallet(r, 'xrp') };
  obj.explorer_api_key = c.secret('google_api_key', 'cloudflare_api_token', 'datadog_api_key');
  if (r.chance(0.5)) d.add(toJSON(obj, { indent: 2 }), '\n'); else d.add(toYAML(obj));
  if (r.chance(0.3)) d.add('# tx to verify: ', N('tx_hash', '0x' + r.hex(64)), '\n');
} };

const crash_log = { kind: 'mobile_crash_log', w: 1.1, lang: 'en', gen(c) {
  const { r, d } = c; const p = c.P(); const pkg = `com.${slug(company(r, c.domain, 'DE').split(' ')[0]).replace(/-/g, '')}.${app(c).replace(/-/g, '')}`; const pid = r.int(2000, 30000);
  const clk = clock(r); const t = () => { const x = clk(900); return `${x.slice(5, 10)} ${x.slice(11, 23)}`; };
  d.add(`${t()}  ${pid}  ${pid + r.int(1, 40)} D OkHttp  : --> POST https://api.${orgDomain(r, c.domain, c.lc.cc)}/v2/${tb(c)}\n`);
  d.add(`${t()}  ${pid}  ${pid + 3} D OkHttp  : Authorization: Bearer `, L('auth_token', 'jwt', genJwt(r, { email: S.email(p).v })), '\n');
  d.add(`${t()}  ${pid}  ${pid + 3} D OkHttp  : `, toJSON({ customerName: S.name(p), email: S.email(p), phone: S.phone(p, { style: 'intl' }), deviceId: NEG.uuid(r) }, { indent: 0 }), '\n');
  d.add(`${t()}  ${pid}  ${pid} E AndroidRuntime: FATAL EXCEPTION: main\n${t()}  ${pid}  ${pid} E AndroidRuntime: Process: ${pkg}, PID: ${pid}\n${t()}  ${pid}  ${pid} E AndroidRuntime: java.lang.IllegalStateException: Expected BEGIN_OBJECT but was STRING at line 1 column 1\n${t()}  ${pid}  ${pid} E AndroidRuntime: \tat ${pkg}.data.Repo.sync(Repo.kt:${r.int(20, 400)})\n`);
  d.add(`${t()}  ${pid}  ${pid} I Build   : versionName=`, NEG.version(r), ` sdk=${r.int(28, 35)} imei=`, NEG.imei(r), '\n');
  if (r.chance(0.4)) d.add(`${t()}  ${pid}  ${pid + 9} W Config  : falling back to embedded key `, c.secret('google_api_key', 'firebase_fcm_server_key', 'mapbox_secret_token'), '\n');
} };

const api_logs = { kind: 'api_gateway_log', w: 1.4, lang: 'en', gen(c) {
  const { r, d } = c; const n = r.int(5, 10); const json = r.chance(0.4); const clk = clock(r);
  for (let i = 0; i < n; i++) {
    const now = clk(30000);
    const p = c.P(); const ip = S.ip(r); const k = r.weighted([['plain', 4], ['email', 1], ['key', 1.5], ['token', 1]]);
    const path = k === 'email' ? [`/v1/${tb(c)}?email=`, r.chance(0.25) ? enc('url', S.email(p)) : S.email(p), `&limit=${r.int(1, 50)}`] : k === 'key' ? [`/v1/${tb(c)}/export?api_key=`, c.secret('google_api_key', 'mailchimp_api_key', 'datadog_api_key', 'algolia_admin_key', 'okta_api_token')] : k === 'token' ? [`/oauth/callback?code=`, N('oauth_code', r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 20)), '&access_token=', c.secret('google_oauth_access_token', 'facebook_access_token', 'dropbox_access_token', 'github_oauth_token')] : [`/v1/${tb(c)}/${r.int(1, 99999)}`];
    if (json) d.add('{"ts":"', now, '","client_ip":"', ip, '","method":"GET","path":"', enc('json', path), `","status":${r.pick([200, 200, 201, 401, 404, 500])},"latency_ms":${r.int(2, 900)},"request_id":"`, NEG.uuid(r), '"}\n');
    else d.add(ip, ` - - [${clf(now)}] "GET `, path, ` HTTP/1.1" ${r.pick([200, 200, 304, 401, 404])} ${r.int(0, 90000)} "-" "${r.pick(['okhttp/4.12.0', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)', 'python-requests/2.32.3', 'curl/8.5.0'])}"\n`);
  }
} };

const error_event = { kind: 'error_tracker_event', w: 0.9, lang: 'en', code: 'json', gen(c) {
  const { r, d } = c; const p = c.P();
  d.add(toJSON({ event_id: NEG.traceId(r), timestamp: ts(r), platform: 'python', release: NEG.version(r), user: { id: String(r.int(1000, 999999)), email: S.email(p), ip_address: S.ip(r), username: L('person_name', 'person_name', p.fullLatin) }, request: { url: `https://${orgDomain(r, c.domain, c.lc.cc)}/account/update`, method: 'POST', headers: { Cookie: { str: ['session=', L('auth_token', 'session_cookie', opaqueToken(r, 40))] }, 'X-Api-Key': c.secret() }, data: { phone: S.phone(p, { style: 'intl' }), iban: COUNTRY[p.cc].bank === 'iban' ? S.iban(p, { compact: true }) : S.card(r, null, 'plain') } }, exception: { values: [{ type: 'IntegrityError', value: 'duplicate key value violates unique constraint "uniq_email"' }] } }, { indent: 2 }), '\n');
} };

export const DEV = { env_file, k8s, ci_log, terraform, sql_dump, source_code, shell_history, dev_chat, gcp_sa, compose, http_dump, alertmanager, ssh_keys, app_config, git_diff, wallet_config, crash_log, api_logs, error_event };

const payment_log = { kind: 'payment_service_log', w: 1, lang: 'en', gen(c) {
  const { r, d } = c; const clk = clock(r); const n = r.int(2, 4);
  for (let i = 0; i < n; i++) {
    const p = c.P(); const brand = r.pick(['visa', 'mastercard', 'amex', 'discover', 'jcb', 'unionpay', 'maestro', 'mir', 'rupay', 'elo', 'troy', 'hipercard', 'verve', 'diners']);
    d.add(clk(5000), ` DEBUG [${app(c)}] PaymentGatewayClient - authorize request `, toJSON({ merchantRef: NEG.order(r), amount: r.int(500, 90000), currency: COUNTRY[p.cc].cur, card: { number: S.card(r, brand, 'plain'), expiry: `${String(r.int(1, 12)).padStart(2, '0')}${r.int(26, 31)}`, holder: S.name(p, { latin: true, upper: true }) }, billing: { email: S.email(p), address: S.addr(p, { oneLine: true }) } }, { indent: 0 }), '\n');
    d.add(clk(3000), ` INFO  [${app(c)}] PaymentGatewayClient - response ${r.pick(['AUTHORISED', 'REFUSED', 'AUTHORISED'])} pspReference=`, N('psp_reference', r.str('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 16)), ' card=', NEG.maskedCard(r), '\n');
  }
  if (r.chance(0.4)) d.add(clk(), ` WARN  [${app(c)}] test mode card `, NEG.testCard(r), ' rejected in production\n');
} };
DEV.payment_log = payment_log;

const integrations = { kind: 'integration_settings_export', w: 1.1, lang: 'en', code: 'json', gen(c) {
  const { r, d } = c; const owner = c.P(); const n = r.int(2, 4); const hooks = [];
  const names = r.pickN(Object.keys(WEBHOOKS), n);
  for (const t of names) hooks.push({ id: NEG.uuid(r), channel: t.replace(/_webhook$/, ''), url: webhook(r, c, t), events: r.pickN(['donation.created', 'meter.alarm', 'ticket.scanned', 'case.updated', 'sample.shipped', 'payout.failed', 'member.renewed'], r.int(1, 3)), enabled: r.chance(0.8) });
  d.add(toJSON({ app: app(c), exported_at: isoTs(r), exported_by: { name: S.name(owner), email: S.email(owner) }, webhooks: hooks, signing_secret: c.secret('stripe_webhook_secret', 'slack_app_token', 'shopify_shared_secret') }, { indent: 2, slash: r.chance(0.12) }), '\n');
} };
DEV.integrations = integrations;

const pem_bundle = { kind: 'pem_bundle_file', w: 2.1, lang: 'en', gen(c) {
  const { r, d } = c; const host = `${app(c)}.${orgDomain(r, c.domain, c.lc.cc)}`;
  const cert = ['-----BEGIN CERTIFICATE-----', ...Array.from({ length: r.int(18, 22) }, (_, i) => (i === 0 ? 'MIIDdzCCAl+gAwIBAgIU' + r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 44) : r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 64))), '-----END CERTIFICATE-----'].join('\n');
  d.add(r.pick([`$ cat /etc/ssl/private/${host}.pem\n`, `# ${host} – full chain + key (do not commit)\n`, `$ openssl pkcs12 -in ${app(c)}.p12 -nodes -passin pass:`]));
  if (d.text.endsWith('pass:')) d.add(L('password', 'password', c.pw('random').replace(/[\s'"\\$]/g, '')), '\n');
  d.add('subject=CN = ', host, '\nissuer=C = US, O = Let\'s Encrypt, CN = R11\n', N('certificate', cert), '\n', pem(r, r.pick(['pkcs8_private_key', 'rsa_private_key', 'ec_private_key'])), '\n');
  if (r.chance(0.4)) d.add('\n# APNs auth key (AuthKey_', N('key_id', r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 10)), '.p8)\n', L('private_key', 'pkcs8_private_key', ['-----BEGIN PRIVATE KEY-----', 'MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg' + r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 16), r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 64), r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 56), r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 8), '-----END PRIVATE KEY-----'].join('\n')), '\n');
} };
const app_storage = { kind: 'mobile_app_storage_dump', w: 1, lang: 'en', code: 'xml', gen(c) {
  const { r, d } = c; const p = c.P(); const pkg = `com.${slug(c.domain).replace(/-/g, '')}.${app(c).replace(/-/g, '')}`;
  d.add(`$ adb shell run-as ${pkg} cat shared_prefs/${pkg}_preferences.xml\n<?xml version='1.0' encoding='utf-8' standalone='yes' ?>\n<map>\n`);
  d.add('    <string name="access_token">', c.secret('google_oauth_access_token', 'facebook_access_token', 'dropbox_access_token', 'github_user_token', 'yandex_oauth_token', 'plaid_access_token', 'mercadopago_access_token'), '</string>\n');
  d.add('    <string name="refresh_token">', r.chance(0.5) ? c.secret('google_refresh_token', 'github_refresh_token') : L('auth_token', 'refresh_token', opaqueToken(r, 64)), '</string>\n');
  d.add('    <string name="id_token">', L('auth_token', 'jwt', genJwt(r, { email: S.email(p).v, name: p.fullLatin })), '</string>\n');
  d.add('    <string name="user_email">', enc('xml', S.email(p)), '</string>\n    <string name="user_name">', enc('xml', S.name(p)), '</string>\n    <string name="user_phone">', S.phone(p, { style: 'intl' }), '</string>\n');
  d.add(`    <long name="token_expiry" value="${1760000000000 + r.int(0, 99999999)}" />\n    <boolean name="biometric_enabled" value="${r.chance(0.5)}" />\n    <string name="device_id">`, NEG.uuid(r), '</string>\n</map>\n');
} };
Object.assign(DEV, { pem_bundle, app_storage });
