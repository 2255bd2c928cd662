// Developer-side documents: configs, manifests, logs, exports.
import { API_KEYS, AUTH_TOKENS, CONN, WEBHOOKS, PRIVATE_KEYS, age_secret_key, wireguard_key, password } from './secrets.mjs';
import { makeValue, makeNeg, newPerson, available } from './values.mjs';
import { LANG } from './lang.mjs';
import { LOCALES } from './locales.mjs';
import { escHtml, assemble } from './render.mjs';
import { A } from './rng.mjs';

export const DEV_KINDS = ['stack_trace', 'docker_compose', 'k8s_secret', 'terraform_state', 'terraform_plan', 'npmrc', 'pypirc', 'netrc', 'pgpass', 'ci_log', 'postman_export', 'curl_export', 'jupyter_cell', 'dotenv'];
const SECRET_CATS = ['api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];
const POOLS = {
  stack_trace: ['connection_string', 'password', 'auth_token', 'api_key', 'email', 'ip_address', 'person_name'],
  docker_compose: ['password', 'connection_string', 'api_key', 'webhook_url', 'auth_token', 'private_key', 'email'],
  k8s_secret: ['password', 'connection_string', 'api_key', 'private_key', 'auth_token', 'webhook_url'],
  terraform_state: ['password', 'connection_string', 'api_key', 'private_key', 'ip_address', 'email', 'webhook_url'],
  terraform_plan: ['password', 'api_key', 'ip_address', 'auth_token', 'webhook_url', 'connection_string', 'private_key'],
  npmrc: ['api_key', 'auth_token', 'email'],
  pypirc: ['api_key', 'password', 'email'],
  netrc: ['password', 'api_key', 'auth_token'],
  pgpass: ['password', 'ip_address'],
  ci_log: ['api_key', 'auth_token', 'connection_string', 'webhook_url', 'ip_address', 'email', 'person_name', 'password', 'private_key'],
  postman_export: ['auth_token', 'api_key', 'password', 'email', 'webhook_url', 'person_name', 'phone_number', 'date_of_birth', 'iban', 'tax_id'],
  curl_export: ['api_key', 'auth_token', 'password', 'webhook_url', 'email', 'credit_card'],
  jupyter_cell: ['api_key', 'private_key', 'connection_string', 'email', 'person_name', 'password', 'crypto_wallet', 'ip_address', 'phone_number', 'passport_number', 'tax_id', 'credit_card', 'national_id', 'date_of_birth', 'iban'],
  dotenv: ['api_key', 'auth_token', 'password', 'connection_string', 'webhook_url', 'private_key', 'crypto_wallet', 'email'],
};
const L = (category, type, value, extra = {}) => ({ L: { category, type, value, ...extra } });
const PW_ENV = ['DB_PASSWORD', 'SMTP_PASSWORD', 'REDIS_PASSWORD', 'ADMIN_PASSWORD', 'KEYCLOAK_ADMIN_PASSWORD', 'RABBITMQ_DEFAULT_PASS', 'MYSQL_ROOT_PASSWORD', 'LDAP_BIND_PASSWORD'];
const CONN_ENV = { postgres_uri: 'DATABASE_URL', mysql_uri: 'MYSQL_URL', mongodb_srv_uri: 'MONGODB_URI', redis_uri: 'REDIS_URL', amqp_uri: 'AMQP_URL', mssql_ado: 'SQLSERVER_CONNECTION', jdbc_postgres: 'JDBC_URL', azure_storage: 'AZURE_STORAGE_CONNECTION_STRING', azure_service_bus: 'SERVICEBUS_CONNECTION', nats_uri: 'NATS_URL', mqtt_uri: 'MQTT_URL' };
const HOOK_ENV = { slack_webhook: 'SLACK_WEBHOOK_URL', discord_webhook: 'DISCORD_WEBHOOK', teams_webhook: 'TEAMS_WEBHOOK_URL', zapier_webhook: 'ZAPIER_HOOK', google_chat_webhook: 'GCHAT_WEBHOOK', ifttt_webhook: 'IFTTT_URL', mattermost_webhook: 'MATTERMOST_HOOK' };

// make a secret item; pk = 'escaped' | 'raw' | 'indent:<n>' chooses how a PEM key is laid out
export function secretItem(ctx, cat, pk = 'escaped') {
  const { r } = ctx; const uniq = (f) => { for (let i = 0; i < 30; i++) { const v = f(); if (!ctx.used.has(v)) { ctx.used.add(v); return v; } } return f(); };
  switch (cat) {
    case 'api_key': { const t = ctx.pickType('api_key', Object.keys(API_KEYS)); return { env: API_KEYS[t].env, piece: L('api_key', t, uniq(() => API_KEYS[t].gen(r))), type: t }; }
    case 'auth_token': { const t = ctx.pickType('auth_token', Object.keys(AUTH_TOKENS)); return { env: AUTH_TOKENS[t].env, piece: L('auth_token', t, uniq(() => AUTH_TOKENS[t].gen(r))), type: t }; }
    case 'password': return { env: r.pick(PW_ENV), piece: L('password', 'password', uniq(() => password(r, r.pick(['mixed', 'long', 'words'])))) };
    case 'connection_string': { const t = ctx.pickType('connection_string', Object.keys(CONN)); return { env: CONN_ENV[t], piece: L('connection_string', t, uniq(() => CONN[t](r))), type: t }; }
    case 'webhook_url': { const t = ctx.pickType('webhook_url', Object.keys(WEBHOOKS)); return { env: HOOK_ENV[t], piece: L('webhook_url', t, uniq(() => WEBHOOKS[t](r))), type: t }; }
    case 'private_key': {
      const t = ctx.pickType('private_key', [...Object.keys(PRIVATE_KEYS), 'age_secret_key', 'wireguard_private_key', ...Object.keys(PRIVATE_KEYS)]);
      if (t === 'age_secret_key') return { env: 'SOPS_AGE_KEY', piece: L('private_key', t, uniq(() => age_secret_key(r))) };
      if (t === 'wireguard_private_key') return { env: 'WG_PRIVATE_KEY', piece: L('private_key', t, uniq(() => wireguard_key(r))) };
      const lines = PRIVATE_KEYS[t](r); ctx.used.add(lines[1]);
      const env = r.pick(['JWT_PRIVATE_KEY', 'SSH_PRIVATE_KEY', 'TLS_KEY', 'SIGNING_KEY', 'GITHUB_APP_PRIVATE_KEY']);
      if (pk === 'raw') return { env, piece: L('private_key', t, lines.join('\n')), multiline: true };
      if (pk.startsWith('indent:')) { const ind = ' '.repeat(+pk.split(':')[1]); return { env, piece: L('private_key', t, lines.join('\n' + ind), { encoding: 'yaml_block_indented' }), multiline: true, indent: ind }; }
      return { env, piece: L('private_key', t, lines.join('\\n'), { encoding: 'escaped_newlines' }), escaped: true };
    }
    case 'email': return { env: r.pick(['ADMIN_EMAIL', 'ALERT_EMAIL', 'GIT_AUTHOR_EMAIL', 'SUPPORT_CONTACT']), piece: makeValue(ctx, 'email', ctx.person).piece };
    case 'ip_address': { if (r.chance(0.2)) { const v = `10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`; return { env: 'DB_HOST', piece: L('ip_address', 'ipv4_private', v, { soft: true }) }; } return { env: r.pick(['PUBLIC_IP', 'BASTION_HOST', 'ALLOWED_IP']), piece: makeValue(ctx, 'ip_address', null).piece }; }
    case 'person_name': return { env: 'GIT_AUTHOR_NAME', piece: makeValue(ctx, 'person_name', ctx.person).piece };
    case 'crypto_wallet': return { env: r.pick(['PAYOUT_WALLET', 'TREASURY_ADDRESS', 'HOT_WALLET']), piece: makeValue(ctx, 'crypto_wallet', null).piece };
    case 'phone_number': return { env: 'ONCALL_PHONE', piece: makeValue(ctx, 'phone_number', ctx.person).piece };
    case 'credit_card': return { env: 'TEST_CARD', piece: makeValue(ctx, 'credit_card', ctx.person).piece };
  }
}

const ts = (r) => `2025-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}T${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}.${r.digits(7)}Z`;
const val = (it) => (it.piece.L || it.piece.N).value;

export function makeDevDoc(ctx, kind) {
  const { r } = ctx; const N = (k) => makeNeg(ctx, k); const doNeg = ctx.neg;
  ctx.person = newPerson(r, ctx.loc, ctx.used);
  const pool = POOLS[kind].filter((c) => available(ctx.loc, c)); const k = r.int(2, Math.min(5, pool.length)); const cats = []; const cand = pool.slice();
  while (cats.length < k && cand.length) { const c = r.weighted(cand.map((x) => [x, ctx.weight(x) * (x === 'private_key' ? 3 : SECRET_CATS.includes(x) ? 1.6 : 1)])); cats.push(c); cand.splice(cand.indexOf(c), 1); }
  let lines = []; let fence = 'text';
  const S = (cat, pk) => secretItem(ctx, cat, pk);
  switch (kind) {
    case 'dotenv': {
      fence = 'bash';
      lines.push([`# ${r.pick(['production', 'staging', 'local'])} settings — ${doNeg ? '' : 'do not commit'}`, ...(doNeg ? [N('non_birth_date')] : [])]);
      if (doNeg) lines.push(['APP_VERSION=', N('version_string')], ['SENTRY_RELEASE=', N('hash')]);
      for (const c of cats) { const it = S(c, 'escaped'); const q = it.escaped ? '"' : r.pick(['', '', '"']); lines.push([`${it.env}=${q}`, it.piece, q]); }
      if (doNeg) lines.push([r.pick(['# STRIPE_KEY=', '# DB_PASSWORD=', '# TOKEN=']), N(r.pick(['placeholder', 'documented_example']))]);
      break;
    }
    case 'docker_compose': {
      fence = 'yaml';
      lines.push(['services:'], ['  app:'], ['    image: ghcr.io/acme/billing-api:', doNeg ? N('version_string') : '1.4.2'], ['    environment:']);
      const dash = r.chance(0.5);
      for (const c of cats.filter((c) => c !== 'password')) { const it = S(c, 'escaped'); lines.push(dash ? [`      - ${it.env}=`, it.piece] : [`      ${it.env}: "`, it.piece, '"']); }
      if (doNeg) lines.push([`      ${dash ? '- ' : ''}REQUEST_ID${dash ? '=' : ': '}`, N('uuid')]);
      lines.push(['  db:'], ['    image: postgres:16.2-alpine'], ['    environment:'], ['      POSTGRES_USER: app']);
      if (cats.includes('password')) { const it = S('password'); lines.push(['      POSTGRES_PASSWORD: ', it.piece]); } else lines.push(['      POSTGRES_PASSWORD: ', doNeg ? N('placeholder') : '${POSTGRES_PASSWORD}']);
      lines.push(['    ports:'], ['      - "5432:5432"']);
      break;
    }
    case 'k8s_secret': {
      fence = 'yaml'; const b64 = r.chance(0.5);
      lines.push(['apiVersion: v1'], ['kind: Secret'], ['metadata:'], [`  name: ${r.pick(['app-secrets', 'billing-env', 'api-credentials'])}`], [`  namespace: ${r.pick(['prod', 'payments', 'default'])}`]);
      if (doNeg) lines.push(['  uid: ', N('uuid')], ['  resourceVersion: "', String(r.int(100000, 9999999)), '"']);
      lines.push(['type: Opaque'], [b64 ? 'data:' : 'stringData:']);
      for (const c of cats) {
        if (c === 'private_key' && !b64) { const it = S(c, 'indent:4'); lines.push(['  tls.key: |'], ['    ', it.piece]); continue; }
        const it = S(c, 'escaped');
        if (b64) { const raw = val(it).replace(/\\n/g, '\n'); const p = it.piece.L; lines.push([`  ${it.env}: `, L(p.category, p.type, Buffer.from(raw).toString('base64'), { encoding: 'base64', ...(p.soft ? { soft: true } : {}) })]); }
        else lines.push([`  ${it.env}: "`, it.piece, '"']);
      }
      break;
    }
    case 'terraform_state': {
      fence = 'json';
      lines.push(['{'], ['  "version": 4,'], ['  "terraform_version": "', doNeg ? N('version_string') : '1.7.4', '",'], [`  "serial": ${r.int(1, 90)},`], ['  "lineage": "', doNeg ? N('uuid') : 'b3c1-local', '",'], ['  "resources": ['], ['    {'], ['      "mode": "managed",'], [`      "type": "${r.pick(['aws_db_instance', 'azurerm_postgresql_server', 'google_sql_user', 'aws_instance'])}",`], ['      "name": "main",'], ['      "instances": ['], ['        {'], ['          "attributes": {']);
      const keys = { password: 'password', connection_string: 'connection_string', api_key: 'access_key', private_key: 'private_key_pem', ip_address: 'public_ip', email: 'owner_email', webhook_url: 'notification_url' };
      cats.forEach((c) => { const it = S(c, 'escaped'); lines.push([`            "${keys[c]}": "`, it.piece, '",']); });
      if (doNeg) lines.push(['            "id": "', N('uuid'), '",'], ['            "arn": "arn:aws:rds:eu-central-1:', String(r.nzdigits(12)), ':db:main"']); else lines.push(['            "id": "main"']);
      lines.push(['          },'], ['          "sensitive_attributes": []'], ['        }'], ['      ]'], ['    }'], ['  ]'], ['}']);
      break;
    }
    case 'terraform_plan': {
      lines.push(['Terraform used the selected providers to generate the following execution plan.'], ['Resource actions are indicated with the following symbols:'], ['  + create'], ['  ~ update in-place'], [], ['Terraform will perform the following actions:'], [], ['  # aws_instance.bastion will be created'], ['  + resource "aws_instance" "bastion" {'], [`      + ami                          = "ami-0${r.chars(16, A.HEX)}"`], ['      + instance_type                = "t3.micro"']);
      const rest = [];
      for (const c of cats) { if (c === 'ip_address') { const it = S(c); lines.push(['      + public_ip                    = "', it.piece, '"']); } else rest.push(c); }
      lines.push(['    }'], []);
      if (rest.length) { lines.push([`  # github_actions_secret.deploy will be updated in-place`], ['  ~ resource "github_actions_secret" "deploy" {']); for (const c of rest) { const it = S(c, 'escaped'); lines.push([`      ~ ${it.env.toLowerCase().padEnd(28)} = `, doNeg && r.chance(0.5) ? N('masked_value') : '(sensitive value)', ' -> "', it.piece, '"']); } lines.push(['    }'], []); }
      lines.push([`Plan: 1 to add, ${rest.length ? 1 : 0} to change, 0 to destroy.`]);
      break;
    }
    case 'npmrc': {
      fence = 'ini';
      lines.push(['registry=https://registry.npmjs.org/']);
      for (const c of cats) {
        if (c === 'email') { lines.push(['email=', S('email').piece]); continue; }
        if (c === 'api_key') { const it = { piece: L('api_key', 'npm_token', (() => { const x = API_KEYS.npm_token.gen(r); ctx.used.add(x); return x; })()) }; lines.push(['//registry.npmjs.org/:_authToken=', it.piece]); ctx.bump('api_key', 'npm_token'); continue; }
        const it = S('auth_token'); lines.push([`//npm.pkg.github.com/:_authToken=`, it.piece]);
      }
      lines.push(['@acme:registry=https://npm.pkg.github.com'], ['always-auth=true'], ['save-exact=true'], ['fund=false']);
      if (doNeg) lines.push(['; old token: ', N('placeholder')]);
      break;
    }
    case 'pypirc': {
      fence = 'ini';
      lines.push(['[distutils]'], ['index-servers ='], ['    pypi'], ['    internal'], [], ['[pypi]'], ['username = __token__']);
      if (cats.includes('api_key')) { const v = API_KEYS.pypi_token.gen(r); ctx.used.add(v); ctx.bump('api_key', 'pypi_token'); lines.push(['password = ', L('api_key', 'pypi_token', v)]); } else lines.push(['password = ', doNeg ? N('placeholder') : '<token>']);
      lines.push([], ['[internal]'], ['repository = https://pypi.corp.internal/simple/']);
      lines.push(['username = ', cats.includes('email') ? S('email').piece : 'svc-publish']);
      if (cats.includes('password')) lines.push(['password = ', S('password').piece]);
      break;
    }
    case 'netrc': {
      lines.push(['# ~/.netrc (chmod 600)'], ['# used by curl --netrc and git over https']);
      for (const c of cats) {
        const it = S(c); const host = c === 'password' ? r.pick(['ftp.partner-files.net', 'nexus.corp.internal', 'smtp.mailhost.io']) : r.pick(['api.github.com', 'gitlab.com', 'api.heroku.com']);
        if (r.chance(0.5)) lines.push([`machine ${host} login ${r.pick(['deploy', 'ci', 'svc', 'build'])} password `, it.piece]);
        else lines.push([`machine ${host}`], [`  login ${r.pick(['oauth2', 'x-access-token', 'deploy'])}`], ['  password ', it.piece]);
      }
      if (doNeg) lines.push(['machine example.com login user password ', N('placeholder')]);
      break;
    }
    case 'pgpass': {
      lines.push(['# ~/.pgpass — managed by ansible, mode 0600'], ['# hostname:port:database:username:password'], ['#']);
      const n = Math.max(1, cats.filter((c) => c === 'password').length + r.int(0, 1));
      const ipHost = cats.includes('ip_address');
      for (let i = 0; i < n; i++) { const host = ipHost && i === 0 ? S('ip_address').piece : r.pick(['db.internal', 'localhost', 'pg-replica.corp.lan']); lines.push([host, `:5432:${r.pick(['orders', 'billing', '*'])}:${r.pick(['app', 'report', 'postgres'])}:`, S('password').piece]); }
      if (doNeg) lines.push(['127.0.0.1:5432:test:test:', N('placeholder')]);
      break;
    }
    case 'ci_log': {
      const T = () => (r.chance(0.7) ? ts(r) + ' ' : '');
      lines.push([T(), '##[group]Run ./scripts/deploy.sh']);
      if (doNeg) lines.push([T(), 'Runner version: ', N('version_string')], [T(), 'HEAD is now at ', N('hash')]);
      for (const c of cats) {
        if (c === 'person_name' || c === 'email') { lines.push([T(), 'Author: ', S('person_name').piece, ' <', S('email').piece, '>']); continue; }
        if (c === 'ip_address') { lines.push([T(), 'Runner public IP: ', S(c).piece]); continue; }
        const it = S(c, 'escaped');
        if (c === 'auth_token' && r.chance(0.5)) lines.push([T(), `+ curl -sS -H "Authorization: Bearer `, it.piece, '" https://api.internal/deploy']);
        else if (c === 'connection_string') lines.push([T(), 'Running migrations against ', it.piece]);
        else if (c === 'webhook_url') lines.push([T(), '+ curl -X POST -d @payload.json ', it.piece]);
        else lines.push([T(), `+ export ${it.env}=`, it.piece]);
      }
      if (doNeg) lines.push([T(), 'Using secret ', N('masked_value'), ' from vault'], [T(), 'Pulling from ', N('documentation_ip')]);
      lines.push([T(), '##[error]Process completed with exit code 1.']);
      break;
    }
    case 'postman_export': {
      fence = 'json';
      lines.push(['{'], ['  "info": {'], ['    "_postman_id": "', doNeg ? N('uuid') : 'local', '",'], [`    "name": "${r.pick(['Billing API', 'CRM sync', 'Payments sandbox'])}",`], ['    "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"'], ['  },'], ['  "item": ['], ['    {'], ['      "name": "Create customer",'], ['      "request": {'], ['        "method": "POST",'], ['        "header": [']);
      const hdrs = cats.filter((c) => c === 'auth_token' || c === 'api_key');
      hdrs.forEach((c, i) => { const it = S(c); lines.push([`          { "key": "${c === 'auth_token' ? 'Authorization' : 'x-api-key'}", "value": "${c === 'auth_token' ? 'Bearer ' : ''}`, it.piece, `" }${i < hdrs.length - 1 ? ',' : ''}`]); });
      lines.push(['        ],']);
      const body = cats.filter((c) => ['email', 'person_name', 'phone_number', 'password', 'date_of_birth', 'iban', 'tax_id'].includes(c));
      if (body.length) { const parts = ['        "body": { "mode": "raw", "raw": "{']; body.forEach((c, i) => { parts.push(`\\"${{ email: 'email', person_name: 'name', phone_number: 'phone', password: 'password', date_of_birth: 'birthDate', iban: 'iban', tax_id: 'taxId' }[c]}\\": \\"`, (['date_of_birth', 'iban', 'tax_id'].includes(c) ? makeValue(ctx, c, ctx.person, c === 'date_of_birth' ? { style: 'iso' } : {}) : S(c)).piece, `\\"${i < body.length - 1 ? ', ' : ''}`); }); parts.push('}" },'); lines.push(parts); }
      lines.push(['        "url": { "raw": "{{baseUrl}}/v1/customers" }'], ['      }'], ['    }'], ['  ],'], ['  "variable": [']);
      if (cats.includes('webhook_url')) lines.push(['    { "key": "callbackUrl", "value": "', S('webhook_url').piece, '" },']);
      lines.push(['    { "key": "baseUrl", "value": "https://api.sandbox.example.net" }'], ['  ]'], ['}']);
      break;
    }
    case 'curl_export': {
      fence = 'bash';
      for (const c of cats) {
        const it = S(c);
        if (c === 'api_key') lines.push([`curl https://api.${r.pick(['stripe.com/v1/charges', 'sendgrid.com/v3/mail/send', 'openai.com/v1/chat/completions', 'github.com/user/repos'])} \\`], ['  -H "', r.pick(['Authorization: Bearer ', 'X-API-Key: ']), it.piece, '" \\'], ['  -H "Content-Type: application/json"'], []);
        else if (c === 'auth_token') lines.push(['curl -sS -X GET "https://graph.partner-api.net/v2/me" \\'], [`  -H 'Authorization: ${it.type === 'basic_auth' ? 'Basic' : 'Bearer'} `, it.piece, "'"], []);
        else if (c === 'password') lines.push([`curl -u ${r.pick(['admin', 'jenkins', 'ops'])}:`, it.piece, ` https://nexus.corp.internal/service/rest/v1/status`], []);
        else if (c === 'webhook_url') lines.push([`curl -X POST -H 'Content-type: application/json' --data '{"text":"deploy finished"}' `, it.piece], []);
        else if (c === 'email') lines.push([`curl -d '{"email":"`, it.piece, `","plan":"pro"}' https://api.partner-api.net/signup`], []);
        else if (c === 'credit_card') lines.push([`curl https://api.payments-sandbox.net/v1/tokens -d "card[number]=`, it.piece.L.value.replace(/[ -]/g, '') === it.piece.L.value ? it.piece : L('credit_card', it.piece.L.type, it.piece.L.value.replace(/[ -]/g, '')), '" -d "card[exp_month]=12"'], []);
      }
      if (doNeg) lines.push(['# docs example: curl -u ', N('documented_example'), ': https://api.example.com']);
      break;
    }
    case 'jupyter_cell': {
      fence = 'python';
      lines.push(['In [3]:'], ['import os, pandas as pd, sqlalchemy as sa']);
      const people = [];
      for (const c of cats) {
        if (['email', 'person_name', 'phone_number', 'passport_number', 'tax_id', 'credit_card', 'national_id', 'date_of_birth', 'iban'].includes(c)) { people.push(c); continue; }
        const it = S(c, 'escaped');
        if (c === 'connection_string') lines.push(['engine = sa.create_engine("', it.piece, '")']);
        else if (c === 'ip_address') lines.push(['client = Client(host="', it.piece, '", port=8786)']);
        else if (c === 'crypto_wallet') lines.push(['balance = w3.eth.get_balance("', it.piece, '")']);
        else lines.push([`os.environ["${it.env}"] = "`, it.piece, '"']);
      }
      if (doNeg) lines.push(['run_id = "', N('uuid'), '"  # pipeline ', N('version_string')]);
      lines.push(['df = pd.read_sql("select * from customers limit 2", engine)'], ['df'], [], ['Out[3]:']);
      if (people.length) {
        const cols = ['id', ...people.map((c) => ({ email: 'email', person_name: 'name', phone_number: 'phone', passport_number: 'passport_no', tax_id: 'tax_id', credit_card: 'card_pan', national_id: 'national_id', date_of_birth: 'dob', iban: 'iban' }[c]))]; lines.push(['    ' + cols.join('    ')]);
        for (let i = 0; i < r.int(1, 2); i++) { const p = newPerson(r, ctx.loc, ctx.used); const row = [`${i}   ${r.int(1000, 9999)}    `]; people.forEach((c) => { row.push(makeValue(ctx, c, p).piece, '    '); }); lines.push(row); }
      } else lines.push(['Empty DataFrame']);
      break;
    }
    case 'stack_trace': {
      const py = r.chance(0.5); fence = py ? 'python' : 'java';
      const cs = cats.includes('connection_string') ? S('connection_string') : null;
      if (py) {
        lines.push(['Traceback (most recent call last):'], ['  File "/srv/app/billing/db.py", line ', String(r.int(10, 400)), ', in connect']);
        if (cs) lines.push(['    engine = create_engine("', cs.piece, '")']);
        lines.push(['  File "/usr/local/lib/python3.12/site-packages/sqlalchemy/engine/base.py", line 3293, in raw_connection']);
      } else {
        lines.push([`Exception in thread "main" org.springframework.web.client.HttpClientErrorException$Unauthorized: 401 Unauthorized`], ['\tat org.springframework.web.client.DefaultResponseErrorHandler.handleError(DefaultResponseErrorHandler.java:', String(r.int(100, 200)), ')'], ['\tat com.acme.billing.PartnerClient.fetch(PartnerClient.java:', String(r.int(20, 300)), ')']);
        if (cs) lines.push(['Caused by: java.sql.SQLException: Cannot create PoolableConnectionFactory (', cs.piece, ')']);
      }
      for (const c of cats) {
        if (c === 'connection_string') continue;
        const it = S(c, 'escaped');
        if (c === 'password') lines.push([py ? 'psycopg2.OperationalError: FATAL:  password authentication failed for user "app" (password=' : 'Caused by: LoginException: bad credentials for user svc (password=', it.piece, ')']);
        else if (c === 'auth_token' || c === 'api_key') lines.push(['DEBUG request headers: {"', c === 'auth_token' ? 'Authorization": "Bearer ' : 'X-Api-Key": "', it.piece, '", "Accept": "application/json"}']);
        else if (c === 'email' || c === 'person_name') lines.push([`ERROR user_context: `, c === 'email' ? 'email=' : 'name=', it.piece]);
        else if (c === 'ip_address') lines.push(['WARN remote_addr=', it.piece, ' path=/api/v1/export']);
      }
      if (doNeg) lines.push(['request_id=', N('uuid'), ' build=', N('version_string'), ' commit=', N('hash')]);
      break;
    }
  }
  const PWT = { pgpass: 'credential_file_password', netrc: 'credential_file_password', pypirc: 'credential_file_password', curl_export: 'cli_password', ci_log: 'cli_password', stack_trace: 'logged_password', postman_export: 'request_body_password' };
  for (const l of lines) for (const p of l) if (p && p.L && p.L.category === 'password' && p.L.type === 'password') p.L.type = PWT[kind] || 'config_password';
  // wrapping: raw, markdown ticket with intro, or HTML <pre>
  const wrap = r.pick(['raw', 'raw', 'ticket', 'ticket', 'html']);
  const lang = LOCALES[ctx.loc].lang; let language = 'en';
  let out = lines; let o = {};
  if (wrap === 'ticket') { language = lang; out = [[r.pick(LANG[lang].dev)], [], ['```' + fence], ...lines, ['```']]; if (doNeg && r.chance(0.5)) out.push([], ['Ticket ', N('ticket_number'), ' / ', N('project_codename')]); }
  else if (wrap === 'html') { language = lang; o = { html: true }; out = [[`<p>${escHtml(r.pick(LANG[lang].dev))}</p>`], ['<pre><code>' + ''], ...lines.map((l) => l.map((p) => (typeof p === 'string' ? escHtml(p) : p))), ['</code></pre>']]; }
  const res = assemble(out, o, '\n');
  res.language = language; res.wrap = wrap;
  return res;
}
