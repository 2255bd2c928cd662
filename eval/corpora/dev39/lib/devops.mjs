// Developer and operations templates (any sector), plus LLM-prompt wrappers.
import { lab, neg, flat, mapSegs, json, yaml, table, seq, P, N, IP, ts, chat, emailDoc } from './common.mjs';
import { secret, password, webhook, privateKey, rawKey, jwt, SECRETS } from './secrets.mjs';
import { card, wallet, iban } from './finance.mjs';
import { connStr } from './sectors.mjs';
import { host, user } from './kit.mjs';
import { esc } from './doc.mjs';
const S = (r, t) => { const s = secret(r, t); return { ...s, seg: lab(s.cat, s.type, s.value) }; };
const W = (r, org, t) => { const w = webhook(r, org, t); return lab('webhook_url', w.type, w.value); };
const PK = (r, t) => { const k = privateKey(r, t); return lab('private_key', k.type, k.value); };
const RK = (r, t) => { const k = rawKey(r, t); return lab('private_key', k.type, k.value); };
const PW = (r, o) => lab('password', 'password', password(r, o));
const b64 = s => Buffer.from(s).toString('base64');
export const D = {};
D.dev_env_file = c => { const r = c.r; const out = [`# ${c.org.name} – ${r.pick(['sis-api', 'payroll-svc', 'cms', 'transfer-gateway', 'care-portal', 'historian-bridge'])} (${r.pick(['production', 'staging'])})\n`, 'NODE_ENV=production\n', 'DATABASE_URL=', connStr(r, c), '\n'];
  for (let i = 0; i < r.int(2, 4); i++) { const s = S(r); out.push(`${s.env}=`, r.chance(0.2) ? ['"', s.seg, '"'] : s.seg, '\n'); }
  if (r.chance(0.5)) out.push('SMTP_PASSWORD=', PW(r), '\n');
  if (r.chance(0.4)) out.push('SLACK_WEBHOOK_URL=', W(r, c.org, r.pick(['slack_webhook', 'teams_webhook', 'discord_webhook', 'google_chat_webhook'])), '\n');
  if (r.chance(0.45)) out.push('JWT_PRIVATE_KEY="', mapSegs([PK(r, r.pick(['ec_private_key', 'rsa_private_key_pkcs1']))], s => s.replace(/\n/g, '\\n'), 'json'), '"\n');
  if (c.hn) out.push('STRIPE_PUBLISHABLE_KEY=', N.keyId(r), '\n', 'EXAMPLE_API_KEY=', N.placeholder(r), '\n', `APP_VERSION=`, N.version(r), '\n');
  out.push(`ADMIN_EMAIL=`, P(r, c.loc).email(), '\n');
  return { kind: 'dotenv_file', segs: out }; };
D.dev_k8s_secret = c => { const r = c.r; const s = S(r); const pw = password(r); const db = connStr(r, c);
  if (r.chance(0.5)) return { kind: 'kubernetes_secret_yaml', segs: ['apiVersion: v1\nkind: Secret\nmetadata:\n  name: ', r.pick(['app-secrets', 'db-credentials', 'payroll-env']), '\n  namespace: ', r.pick(['prod', 'default', c.org.brand.toLowerCase()]), '\ntype: Opaque\ndata:\n  DB_PASSWORD: ', lab('password', 'password', b64(pw), { enc: 'base64' }), '\n  DATABASE_URL: ', lab('connection_string', db.ty, b64(db.s), { enc: 'base64' }), `\n  ${s.env}: `, lab(s.cat, s.type, b64(s.value), { enc: 'base64' }), '\n', c.hn ? ['  # ca.crt is public\n  ca.crt: ', neg('certificate', b64('-----BEGIN CERTIFICATE-----\nMIIB' + r.hex(40) + '\n-----END CERTIFICATE-----')), '\n'] : ''] };
  return { kind: 'helm_values_yaml', segs: ['# values-prod.yaml\nreplicaCount: 3\nimage:\n  repository: registry.', c.org.domain, '/app\n  tag: "', N.version(r).s, '"\nenv:\n  - name: DB_PASSWORD\n    value: "', lab('password', 'password', pw), '"\n  - name: ', s.env, '\n    value: ', s.seg, '\ningress:\n  host: ', host(r, c.org), '\nalerting:\n  webhook: ', W(r, c.org), '\n'] }; };
D.dev_terraform = c => { const r = c.r; const s = S(r, r.pick(['aws_secret_access_key', 'cloudflare_api_token', 'digitalocean_pat', 'azure_client_secret', 'datadog_api_key', 'hcloud' ].filter(x => x !== 'hcloud'))); const ak = S(r, 'aws_access_key_id');
  return { kind: 'terraform_tfvars', segs: [`# terraform.tfvars – ${c.org.name}\nregion          = "${r.pick(['eu-central-1', 'ap-southeast-2', 'us-east-1', 'af-south-1'])}"\naccess_key      = "`, ak.seg, '"\nsecret_key      = "', S(r, 'aws_secret_access_key').seg, '"\n', `${s.type.includes('cloudflare') ? 'cloudflare_api_token' : 'provider_token'} = "`, s.seg, '"\ndb_admin_password = "', PW(r), '"\nallowed_cidrs   = ["', IP(r, 'pub'), '/32", "', IP(r, 'priv'), '/24"]\nowner_email     = "', P(r, c.loc).email(), '"\n', c.hn ? ['kms_key_id      = "', N.keyId(r), '"\n'] : ''] }; };
D.dev_ci_log = c => { const r = c.r; const out = [`Running with gitlab-runner ${N.version(r).s}\n`, `$ echo "building commit `, N.sha(r), '"\n'];
  out.push('$ docker login -u ci-bot -p ', PW(r), ' registry.', c.org.domain, '\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded\n');
  out.push('$ mysql -h ', IP(r, 'priv'), ' -u deploy -p', PW(r, { urlSafe: true }), ' -e "SELECT 1"\n');
  if (r.chance(0.6)) out.push('$ curl -u admin:', PW(r, { urlSafe: true }), ' https://', host(r, c.org), '/health\n');
  if (r.chance(0.5)) { const t = S(r, r.pick(['npm_token', 'pypi_token', 'github_pat_classic', 'gitlab_pat', 'dockerhub_pat'])); out.push('$ echo "//registry.npmjs.org/:_authToken=', t.seg, '" > .npmrc\n'); }
  if (r.chance(0.5)) out.push('$ curl -X POST -d \'{"text":"deploy ok"}\' ', W(r, c.org), '\n');
  out.push(`Job succeeded in ${r.int(20, 400)}s\n`);
  return { kind: 'ci_log', segs: out }; };
D.dev_bash_history = c => { const r = c.r; const u = P(r, c.loc);
  const lines = [['ssh ', user(r, u.p), '@', IP(r), '\n'], ['export ', (s => [s.env, '=', s.seg])(S(r)), '\n'], ['psql "', connStr(r, c), '"\n'], ['git clone https://', user(r, u.p), ':', S(r, 'github_pat_classic').seg, '@github.com/', c.org.brand.toLowerCase(), '/infra.git\n'], ['sshpass -p \'', PW(r), '\' scp dump.sql root@', IP(r, 'priv'), ':/tmp\n'], ['htpasswd -b /etc/nginx/.htpasswd ops ', PW(r), '\n'], ['ls -la\n'], ['kubectl get pods -n prod\n'], ['vim ~/.aws/credentials\n'], ['history | grep ', N.version(r), '\n']];
  return { kind: 'shell_history_bash', segs: r.sample(lines, r.int(5, 8)).map((l, i) => [`  ${String(100 + i * r.int(1, 7)).padStart(4)}  `, l]) }; };
D.dev_ps_history = c => { const r = c.r; const u = P(r, c.loc);
  const lines = [['$pw = ConvertTo-SecureString "', PW(r), '" -AsPlainText -Force\n'], ['New-ADUser -Name "', u.name(), '" -EmailAddress ', u.email(), ' -AccountPassword $pw\n'], ['Connect-AzAccount -ServicePrincipal -Tenant ', N.uuid(r), ' -Credential (New-Object PSCredential("', N.uuid(r), '", (ConvertTo-SecureString "', S(r, 'azure_client_secret').seg, '" -AsPlainText -Force)))\n'], ['Set-Item Env:', (s => [s.env, ' "', s.seg, '"'])(S(r)), '\n'], ['Test-NetConnection ', IP(r, 'priv'), ' -Port 3389\n'], ['Get-Process | Sort CPU\n'], ['Invoke-WebRequest -Uri ', W(r, c.org), ' -Method POST -Body \'{"text":"done"}\'\n']];
  return { kind: 'shell_history_powershell', segs: r.sample(lines, r.int(4, 6)).map(l => ['PS C:\\> ', l]) }; };
D.dev_git_diff = c => { const r = c.r; const s = S(r); const file = r.pick(['config/settings.py', 'src/main/resources/application.yml', 'appsettings.json', '.env.example', 'deploy/values.yaml']);
  return { kind: 'git_diff', segs: [`commit `, N.sha(r), '\nAuthor: ', P(r, c.loc).name(), ' <', P(r, c.loc).email(), '>\n\n    ', r.pick(['remove hardcoded secret', 'fix config', 'wip: local testing']), '\n\ndiff --git a/', file, ' b/', file, '\nindex ', r.hex(7), '..', r.hex(7), ' 100644\n--- a/', file, '\n+++ b/', file, '\n@@ -12,6 +12,6 @@\n-', s.env, ' = "', s.seg, '"\n+', s.env, ' = os.environ["', s.env, '"]\n-db_password: ', PW(r), '\n+db_password: ', N.placeholder(r), '\n'] }; };
D.dev_sql_dump = c => { const r = c.r; const rows = [];
  for (let i = 0; i < r.int(2, 5); i++) { const u = P(r, c.loc); rows.push(['(', String(i + 1), ", '", mapSegs([u.name()], s => s.replace(/'/g, "''")), "', '", u.email(), "', '", u.phone(), "', '", u.dob('iso'), "', '", N.pwHash(r), "', '", r.chance(0.4) ? (x => x)(u.nid()) : '', "')", i < 0 ? '' : '']); }
  const out = [`-- MySQL dump 10.13  Distrib ${N.version(r).s}\n-- Host: `, IP(r, 'priv'), '    Database: ', r.pick(['sis', 'crm', 'carehome', 'payroll']), '\nINSERT INTO `users` (`id`,`full_name`,`email`,`phone`,`dob`,`password_hash`,`national_id`) VALUES\n'];
  rows.forEach((row, i) => out.push(row, i < rows.length - 1 ? ',\n' : ';\n'));
  if (r.chance(0.5)) out.push("INSERT INTO `api_clients` VALUES (1,'mobile','", (s => s.seg)(S(r)), "');\n");
  if (r.chance(0.35)) { const cd = card(r); out.push("INSERT INTO `payment_methods` (`user_id`,`pan`,`exp`) VALUES (1,'", lab('credit_card', cd.brand, cd.digits), "','", `${r.int(1, 12)}/${r.int(26, 31)}`, "');\n"); }
  return { kind: 'sql_dump', segs: out }; };
// ---- source code in many languages ----
const CODE = {
  python: (r, s, db, pw, u) => ['import os, requests\n\n', s.env, ' = "', s.seg, '"  # TODO move to vault\nDB_URL = "', db, '"\n\ndef notify(user_email="', u.email(), '"):\n    requests.post(API, headers={"Authorization": f"Bearer {', s.env, '}"}, timeout=5)\n'],
  javascript: (r, s, db, pw, u) => ["const client = new Client({\n  apiKey: '", s.seg, "',\n  db: '", db, "',\n});\n// owner: ", u.name(), ' <', u.email(), '>\n'],
  typescript: (r, s, db, pw, u) => ['export const config: AppConfig = {\n  smtp: { user: "', u.email(), '", pass: "', pw, '" },\n  ', s.env.toLowerCase(), ': process.env.', s.env, ' ?? "', s.seg, '",\n};\n'],
  go: (r, s, db, pw, u) => ['package main\n\nconst (\n\tdsn    = "', db, '"\n\tapiKey = "', s.seg, '"\n)\n\nfunc main() {\n\tlog.Printf("starting for %s", "', u.email(), '")\n}\n'],
  java: (r, s, db, pw, u) => ['public class PayoutClient {\n    private static final String API_KEY = "', s.seg, '";\n    private static final String JDBC = "', db, '";\n    private static final String PASS = "', pw, '";\n}\n'],
  csharp: (r, s, db, pw, u) => ['var conn = new SqlConnection("', db, '");\nvar http = new HttpClient();\nhttp.DefaultRequestHeaders.Add("X-Api-Key", "', s.seg, '");\n// contact ', u.phone(), '\n'],
  php: (r, s, db, pw, u) => ["<?php\n$config = [\n    'db_pass' => '", pw, "',\n    'api_key' => '", s.seg, "',\n    'admin'   => '", u.email(), "',\n];\n"],
  ruby: (r, s, db, pw, u) => ["Rails.application.configure do\n  config.x.api_key = '", s.seg, "'\n  config.x.database_url = '", db, "'\nend\n"],
  rust: (r, s, db, pw, u) => ['const API_TOKEN: &str = "', s.seg, '";\nfn db() -> String { String::from("', db, '") }\n'],
  kotlin: (r, s, db, pw, u) => ['object Secrets {\n    const val API_KEY = "', s.seg, '"\n    const val SUPPORT = "', u.email(), '"\n}\n'],
  swift: (r, s, db, pw, u) => ['let apiKey = "', s.seg, '"\nlet supportPhone = "', u.phone(), '"\n'],
  scala: (r, s, db, pw, u) => ['val conf = Map(\n  "db" -> "', db, '",\n  "token" -> "', s.seg, '"\n)\n'],
  perl: (r, s, db, pw, u) => ['my $dbh = DBI->connect("dbi:Pg:dbname=app;host=', IP(r, 'priv'), '", "app", "', pw, '");\nmy $key = "', s.seg, '";\n'],
  shell: (r, s, db, pw, u) => ['#!/bin/sh\nAPI_KEY="', s.seg, '"\ncurl -H "Authorization: Bearer $API_KEY" https://api.example.com/v1/ping\n'],
};
D.dev_source_code = c => { const r = c.r; const lang = r.pick(Object.keys(CODE)); const s = S(r); const db = connStr(r, c); const u = P(r, c.loc);
  const fence = r.chance(0.3); const body = CODE[lang](r, s, db, PW(r), u);
  if (c.hn && r.chance(0.6)) body.push('// example: ', N.placeholder(r), '  ', N.exampleEmail(r), '\n');
  return { kind: 'source_code_' + lang, segs: fence ? ['```' + lang + '\n', body, '```\n'] : body }; };
D.dev_app_log = c => { const r = c.r; const style = r.pick(['plain', 'jsonl', 'logfmt']); const out = [];
  for (let i = 0; i < r.int(4, 7); i++) { const u = P(r, c.loc); const k = r.int(0, 5);
    const fields = k === 5 ? { msg: 'withdrawal queued', user: u.email(), to: (w => lab('crypto_wallet', w.type, w.value))(wallet(r)), tx: N.txhash(r) } : k === 0 ? { msg: 'user login', email: u.email(), ip: IP(r) } : k === 1 ? { msg: 'payment failed', card: (cd => lab('credit_card', cd.brand, cd.digits))(card(r)), user: u.email() } : k === 2 ? { msg: 'profile update', name: u.name(), phone: u.phone() } : k === 3 ? { msg: 'outbound call', auth: (s => s.seg)(S(r)), trace: N.trace(r) } : { msg: 'db connect', dsn: connStr(r, c) };
    if (style === 'jsonl') out.push(json({ ts: ts(r), level: r.pick(['info', 'warn', 'error']), ...fields }, { pretty: false }), '\n');
    else if (style === 'logfmt') { out.push(`ts=${ts(r)} level=${r.pick(['info', 'warn'])}`); for (const [kk, v] of Object.entries(fields)) out.push(` ${kk}=`, typeof v === 'string' ? (v.includes(' ') ? `"${v}"` : v) : (v.s.includes(' ') ? ['"', v, '"'] : v)); out.push('\n'); }
    else { out.push(`${ts(r)} [${r.pick(['INFO', 'WARN', 'ERROR'])}] ${fields.msg}: `); for (const [kk, v] of Object.entries(fields)) if (kk !== 'msg') out.push(`${kk}=`, v, ' '); out.push('\n'); } }
  return { kind: 'app_log_' + style, segs: out }; };
D.dev_gateway_log = c => { const r = c.r; const out = [];
  for (let i = 0; i < r.int(4, 7); i++) { const u = P(r, c.loc); const k = r.int(0, 2);
    const q = k === 0 ? ['/api/v1/login?email=', esc.url([u.email()]), '&redirect=%2Fhome'] : k === 1 ? ['/reset?token=', lab('auth_token', 'password_reset_token', r.str('abcdefghijklmnopqrstuvwxyz0123456789', 40))] : ['/hooks/in?api_key=', esc.url([(s => s.seg)(S(r))])];
    out.push(IP(r), ` - - [${r.int(1, 28)}/Oct/2025:${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(10, 59))}:${String(r.int(10, 59))} +0000] "GET `, q, ` HTTP/1.1" ${r.pick([200, 302, 401, 500])} ${r.int(100, 9000)} "-" "Mozilla/5.0"\n`); }
  return { kind: 'gateway_access_log', segs: out }; };
D.dev_http_dump = c => { const r = c.r; const u = P(r, c.loc); const pw = password(r); const basic = r.chance(0.5);
  const out = [`POST /${r.pick(['login', 'session', 'oauth/token'])} HTTP/1.1\nHost: `, host(r, c.org), '\n'];
  if (basic) out.push('Authorization: Basic ', lab('password', 'basic_auth_credentials', b64(`${user(r, u.p)}:${password(r)}`), { enc: 'base64' }), '\n');
  out.push('Cookie: session=', lab('auth_token', 'session_cookie', r.str('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 40)), '; csrftoken=', N.csrf(r), '\nX-Forwarded-For: ', IP(r), '\nContent-Type: application/x-www-form-urlencoded\n\n', 'username=', esc.url([u.email()]), '&password=', esc.url([lab('password', 'password', pw)]), '&remember=1\n');
  return { kind: 'http_request_dump', segs: out }; };
D.dev_crash_report = c => { const r = c.r; const s = S(r);
  return { kind: 'crash_report', segs: [`Traceback (most recent call last):\n  File "/srv/app/${r.pick(['payouts', 'grades', 'rostering'])}.py", line ${r.int(20, 400)}, in handler\n    resp = client.post(url, json=payload)\nrequests.exceptions.HTTPError: 401 Client Error\n\nLocals:\n  payload = `, json({ name: P(r, c.loc).name(), iban: (ib => lab('iban', 'iban_' + ib.electronic.slice(0, 2).toLowerCase(), ib.electronic))(iban(r, r.pick(['DE', 'NL', 'GB', 'FR', 'ES']))), amount: r.int(10, 9000) }, { pretty: false }), '\n  headers = {"Authorization": "Bearer ', s.seg, '"}\n\nEnvironment:\n  HOSTNAME=', r.hex(12), '\n  DB_PASS=', PW(r), '\n  PYTHON_VERSION=', N.version(r), '\n'] }; };
D.dev_chat = c => { const r = c.r; const a = P(r, c.loc), b = P(r, c.loc); const s = S(r);
  const turns = [[a.name(), 'prod is down, who has the db creds?'], [b.name(), ['try ', connStr(r, c)]], [a.name(), ['thanks. also need the ', s.vendor, ' key']], [b.name(), ['`', s.seg, '` — rotate after!']]];
  if (r.chance(0.5)) turns.push([a.name(), ['and the deploy key?\n```\n', PK(r), '\n```']]);
  if (c.hn) turns.push([b.name(), ['fyi the public one is ', N.publicKey(r)]]);
  return { kind: 'developer_chat', segs: chat(c, turns) }; };
D.dev_misc_keys = c => { const r = c.r; const k = r.int(0, 2);
  if (k === 0) return { kind: 'wireguard_config', segs: ['[Interface]\nPrivateKey = ', RK(r, 'wireguard_private_key'), '\nAddress = ', IP(r, 'priv'), '/24\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = ', neg('public_key', b64(String.fromCharCode(...r.bytes(32)))), '\nEndpoint = ', IP(r, 'pub'), ':51820\nAllowedIPs = 0.0.0.0/0\n'] };
  if (k === 1) return { kind: 'gcp_service_account_json', segs: [json({ type: 'service_account', project_id: `${c.org.brand.toLowerCase()}-prod`, private_key_id: r.hex(40), private_key: PK(r, 'private_key_pkcs8'), client_email: lab('email', 'email', `deployer@${c.org.brand.toLowerCase()}-prod.iam.gserviceaccount.com`), client_id: r.digits(21), token_uri: 'https://oauth2.googleapis.com/token' }), '\n'] };
  return { kind: 'wallet_keys_note', segs: ['# treasury hot wallet (DO NOT COMMIT)\naddress: ', (w => lab('crypto_wallet', w.type, w.value))(wallet(r, 'eth_address')), '\nprivate_key: ', RK(r, 'eth_private_key'), '\nage_backup_key: ', RK(r, 'age_secret_key'), '\n', c.hn ? ['last_tx: ', N.txhash(r), '\n'] : ''] }; };
D.dev_id_ssh = c => { const r = c.r; return { kind: 'ssh_private_key_paste', segs: [`$ cat ~/.ssh/${r.pick(['id_ed25519', 'id_rsa', 'deploy_key'])}\n`, PK(r, r.pick(['openssh_private_key', 'rsa_private_key_pkcs1', 'encrypted_private_key', 'pgp_private_key', 'ec_private_key'])), '\n', c.hn ? ['$ cat ~/.ssh/id_ed25519.pub\n', N.publicKey(r), '\n'] : ''] }; };
D.dev_alertmanager = c => { const r = c.r;
  return { kind: 'alertmanager_config_yaml', segs: ['global:\n  resolve_timeout: 5m\n  smtp_smarthost: smtp.', c.org.domain, ':587\n  smtp_auth_username: ', P(r, c.loc).email(), '\n  smtp_auth_password: \'', PW(r), '\'\n  slack_api_url: ', W(r, c.org, 'slack_webhook'), '\nreceivers:\n  - name: oncall\n    pagerduty_configs:\n      - routing_key: ', lab('api_key', 'pagerduty_integration_key', r.hex(32)), '\n    webhook_configs:\n      - url: ', W(r, c.org, r.pick(['teams_webhook', 'discord_webhook', 'google_chat_webhook', 'mattermost_webhook', 'power_automate_webhook', 'zapier_webhook'])), '\n', r.chance(0.5) ? ['      - url: ', W(r, c.org), '\n'] : '', c.hn ? ['# template from docs: ', N.placeholder(r), '\n'] : ''] }; };
export const DEV_KINDS = Object.keys(D);
// ---- LLM prompt wrappers around another document's segments ----
export function llmWrap(c, inner) {
  const r = c.r; const k = r.int(0, 2); const q = r.pick(['Can you help me debug this?', 'Why does this fail?', 'Please summarise this for the ticket.', 'Rewrite this more politely:', 'Convert this to YAML', 'Find the bug:']);
  if (k === 0) return { kind: 'llm_chat_transcript', segs: ['User: ', q, '\n\n', inner, '\n\nAssistant: ', r.pick(['Sure — first, you should rotate any credentials shown above.', 'Here is a summary of the issue…', 'The error comes from the missing header.']), '\n'] };
  if (k === 1) return { kind: 'llm_fenced_paste', segs: [q, '\n\n```\n', inner, '\n```\n'] };
  const content = r.chance(0.3) ? esc.jsonAscii(flat([q, '\n\n', inner])) : esc.json(flat([q, '\n\n', inner]));
  return { kind: 'llm_chat_completion_json', segs: ['{"model":"', r.pick(['gpt-4o-mini', 'claude-sonnet', 'llama-3.1-70b', 'mistral-large']), '","messages":[{"role":"system","content":"You are a helpful assistant."},{"role":"user","content":"', content, '"}],"temperature":0.2}\n'] };
}
