// Secret generators: vendor API keys, auth tokens, private keys, passwords, connection strings, webhook URLs.
import * as C from './checksums.mjs';

const uuid = (rng) => `${rng.hex(8)}-${rng.hex(4)}-4${rng.hex(3)}-${rng.pick('89ab')}${rng.hex(3)}-${rng.hex(12)}`;
export { uuid };
const A32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const ghTok = (rng, pre) => { const r = rng.alnum(30); return `${pre}_${r}${C.githubChecksum(r)}`; };

// [type, category, vendor, envKey, gen]
export const VENDORS = [
  ['aws_access_key_id', 'api_key', 'AWS', 'AWS_ACCESS_KEY_ID', (r) => r.pick(['AKIA', 'AKIA', 'ASIA']) + r.str(A32.replace(/[0-1]/g, '') + 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 16).toUpperCase().replace(/[01]/g, 'Q')],
  ['aws_secret_access_key', 'api_key', 'AWS', 'AWS_SECRET_ACCESS_KEY', (r) => r.b64(40)],
  ['github_pat', 'api_key', 'GitHub', 'GITHUB_TOKEN', (r) => ghTok(r, 'ghp')],
  ['github_fine_grained_pat', 'api_key', 'GitHub', 'GH_TOKEN', (r) => `github_pat_11${r.upper(1)}${r.alnum(19)}_${r.alnum(59)}`],
  ['gitlab_pat', 'api_key', 'GitLab', 'GITLAB_TOKEN', (r) => `glpat-${r.b64url(20)}`],
  ['stripe_secret_key', 'api_key', 'Stripe', 'STRIPE_SECRET_KEY', (r) => `sk_${r.pick(['live', 'live', 'test'])}_${r.pick(['51', ''])}${r.alnum(r.pick([24, 96]))}`],
  ['stripe_restricted_key', 'api_key', 'Stripe', 'STRIPE_RESTRICTED_KEY', (r) => `rk_live_51${r.alnum(95)}`],
  ['openai_api_key', 'api_key', 'OpenAI', 'OPENAI_API_KEY', (r) => r.chance(0.6) ? `sk-proj-${r.b64url(74)}T3BlbkFJ${r.b64url(74)}` : `sk-${r.alnum(20)}T3BlbkFJ${r.alnum(20)}`],
  ['anthropic_api_key', 'api_key', 'Anthropic', 'ANTHROPIC_API_KEY', (r) => `sk-ant-api03-${r.b64url(93)}AA`],
  ['google_api_key', 'api_key', 'Google', 'GOOGLE_API_KEY', (r) => `AIza${r.pick(['Sy', 'Sy', 'Sb'])}${r.b64url(33)}`],
  ['google_oauth_client_secret', 'api_key', 'Google', 'GOOGLE_CLIENT_SECRET', (r) => `GOCSPX-${r.b64url(28)}`],
  ['sendgrid_api_key', 'api_key', 'SendGrid', 'SENDGRID_API_KEY', (r) => `SG.${r.b64url(22)}.${r.b64url(43)}`],
  ['twilio_api_key', 'api_key', 'Twilio', 'TWILIO_API_KEY', (r) => `SK${r.hex(32)}`],
  ['mailgun_api_key', 'api_key', 'Mailgun', 'MAILGUN_API_KEY', (r) => `key-${r.hex(32)}`],
  ['mailchimp_api_key', 'api_key', 'Mailchimp', 'MAILCHIMP_API_KEY', (r) => `${r.hex(32)}-us${r.int(1, 21)}`],
  ['npm_token', 'api_key', 'npm', 'NPM_TOKEN', (r) => `npm_${r.alnum(36)}`],
  ['pypi_token', 'api_key', 'PyPI', 'PYPI_TOKEN', (r) => `pypi-AgEIcHlwaS5vcmc${r.b64url(r.int(60, 80))}`],
  ['huggingface_token', 'api_key', 'Hugging Face', 'HF_TOKEN', (r) => `hf_${r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 34)}`],
  ['digitalocean_pat', 'api_key', 'DigitalOcean', 'DIGITALOCEAN_TOKEN', (r) => `dop_v1_${r.hex(64)}`],
  ['shopify_access_token', 'api_key', 'Shopify', 'SHOPIFY_ACCESS_TOKEN', (r) => `shpat_${r.hex(32)}`],
  ['datadog_api_key', 'api_key', 'Datadog', 'DD_API_KEY', (r) => r.hex(32)],
  ['linear_api_key', 'api_key', 'Linear', 'LINEAR_API_KEY', (r) => `lin_api_${r.alnum(40)}`],
  ['postman_api_key', 'api_key', 'Postman', 'POSTMAN_API_KEY', (r) => `PMAK-${r.hex(24)}-${r.hex(34)}`],
  ['newrelic_user_key', 'api_key', 'New Relic', 'NEW_RELIC_API_KEY', (r) => `NRAK-${r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 27)}`],
  ['databricks_token', 'api_key', 'Databricks', 'DATABRICKS_TOKEN', (r) => `dapi${r.hex(32)}`],
  ['grafana_service_account_token', 'api_key', 'Grafana', 'GRAFANA_TOKEN', (r) => `glsa_${r.alnum(32)}_${r.hex(8)}`],
  ['atlassian_api_token', 'api_key', 'Atlassian', 'JIRA_API_TOKEN', (r) => `ATATT3xFfGF0${r.b64url(171)}=${r.HEX(8)}`],
  ['pulumi_access_token', 'api_key', 'Pulumi', 'PULUMI_ACCESS_TOKEN', (r) => `pul-${r.hex(40)}`],
  ['doppler_service_token', 'api_key', 'Doppler', 'DOPPLER_TOKEN', (r) => `dp.st.${r.pick(['prd', 'dev', 'stg'])}.${r.alnum(40)}`],
  ['terraform_cloud_token', 'api_key', 'Terraform Cloud', 'TFE_TOKEN', (r) => `${r.alnum(14)}.atlasv1.${r.alnum(67)}`],
  ['square_access_token', 'api_key', 'Square', 'SQUARE_ACCESS_TOKEN', (r) => `EAAA${r.b64url(60)}`],
  ['notion_token', 'api_key', 'Notion', 'NOTION_TOKEN', (r) => `ntn_${r.digits(11)}${r.alnum(35)}`],
  ['groq_api_key', 'api_key', 'Groq', 'GROQ_API_KEY', (r) => `gsk_${r.alnum(52)}`],
  ['replicate_api_token', 'api_key', 'Replicate', 'REPLICATE_API_TOKEN', (r) => `r8_${r.alnum(37)}`],
  ['sentry_user_token', 'api_key', 'Sentry', 'SENTRY_AUTH_TOKEN', (r) => `sntryu_${r.hex(64)}`],
  ['okta_api_token', 'api_key', 'Okta', 'OKTA_API_TOKEN', (r) => `00${r.b64url(40)}`],
  ['azure_storage_account_key', 'api_key', 'Azure', 'AZURE_STORAGE_KEY', (r) => r.b64(86) + '=='],
  ['cloudflare_api_token', 'api_key', 'Cloudflare', 'CLOUDFLARE_API_TOKEN', (r) => r.b64url(40)],
  // auth tokens
  ['jwt', 'auth_token', 'JWT', 'ACCESS_TOKEN', (r) => jwt(r)],
  ['slack_bot_token', 'auth_token', 'Slack', 'SLACK_BOT_TOKEN', (r) => `xoxb-${r.digitsNZ(r.int(10, 13))}-${r.digitsNZ(r.int(10, 13))}-${r.alnum(24)}`],
  ['slack_user_token', 'auth_token', 'Slack', 'SLACK_USER_TOKEN', (r) => `xoxp-${r.digitsNZ(11)}-${r.digitsNZ(11)}-${r.digitsNZ(13)}-${r.hex(32)}`],
  ['discord_bot_token', 'auth_token', 'Discord', 'DISCORD_TOKEN', (r) => `${Buffer.from(r.pick(['1', '9', '8']) + r.digits(17)).toString('base64url')}.${r.b64url(6)}.${r.b64url(38)}`],
  ['telegram_bot_token', 'auth_token', 'Telegram', 'TELEGRAM_BOT_TOKEN', (r) => `${r.digitsNZ(r.int(9, 10))}:AA${r.b64url(33)}`],
  ['github_oauth_token', 'auth_token', 'GitHub', 'GITHUB_OAUTH_TOKEN', (r) => ghTok(r, r.pick(['gho', 'ghu', 'ghs']))],
  ['google_oauth_access_token', 'auth_token', 'Google', 'GOOGLE_ACCESS_TOKEN', (r) => `ya29.${r.pick(['a0', 'A0'])}${r.b64url(r.int(120, 160))}`],
  ['google_refresh_token', 'auth_token', 'Google', 'GOOGLE_REFRESH_TOKEN', (r) => `1//0${r.pick(['3', '4', 'e', 'g'])}${r.b64url(98)}`],
  ['facebook_access_token', 'auth_token', 'Meta', 'FB_ACCESS_TOKEN', (r) => `EAA${r.pick(['B', 'G', 'J'])}${r.alnum(r.int(150, 190))}`],
  ['vault_token', 'auth_token', 'HashiCorp Vault', 'VAULT_TOKEN', (r) => `hvs.CAESI${r.b64url(86)}`],
  ['twilio_auth_token', 'auth_token', 'Twilio', 'TWILIO_AUTH_TOKEN', (r) => r.hex(32)],
  ['gitlab_runner_token', 'auth_token', 'GitLab', 'RUNNER_TOKEN', (r) => `glrt-${r.b64url(20)}`],
  ['bearer_token', 'auth_token', 'generic', 'API_BEARER_TOKEN', (r) => r.b64url(r.int(40, 64))],
  ['session_id', 'auth_token', 'generic', 'SESSION_ID', (r) => r.str('abcdefghijklmnopqrstuvwxyz0123456789', 32)],
];
export const VENDOR_BY_TYPE = Object.fromEntries(VENDORS.map((v) => [v[0], v]));

export function jwt(r, claims) {
  const now = 1700000000 + r.int(0, 60000000);
  const h = { alg: r.pick(['HS256', 'RS256', 'ES256']), typ: 'JWT' };
  if (h.alg !== 'HS256') h.kid = r.alnum(16);
  const p = claims || { sub: r.pick([uuid(r), String(r.int(10000, 9999999)), `auth0|${r.hex(24)}`]), iat: now, exp: now + r.pick([900, 3600, 86400]), ...(r.chance(0.5) ? { scope: r.pick(['read:orders', 'openid profile', 'admin']) } : { role: r.pick(['service_role', 'authenticated', 'user']) }) };
  const enc = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc(h)}.${enc(p)}.${r.b64url(h.alg === 'HS256' ? 43 : h.alg === 'ES256' ? 86 : 342)}`;
}

export function secretToken(rng, category) {
  const pool = VENDORS.filter((v) => v[1] === category);
  const [type, cat, vendor, envKey, gen] = rng.pick(pool);
  return { category: cat, type, value: gen(rng), vendor, envKey };
}
export function tokenOfType(rng, type) { const [t, cat, vendor, envKey, gen] = VENDOR_BY_TYPE[type]; return { category: cat, type: t, value: gen(rng), vendor, envKey }; }

// ---------------- passwords ----------------
const PW_WORDS = ['Summer', 'Dragon', 'Sunshine', 'Monkey', 'Welcome', 'Autumn', 'Coffee', 'Sommer', 'Sonnenschein', 'Soleil', 'Verano', 'Saudade', 'Estate', 'Zomer', 'Kotek', 'Sommar', 'Kanelbulle', 'Yazlik', 'Sakura', 'Tokyo', 'Laoma', 'Riyadh', 'Falcon', 'Tiger', 'Winter', 'Fussball', 'Bonjour', 'Futbol', 'Amore', 'Fiets', 'Lato', 'Istanbul', 'Haneul'];
export function password(rng, opts = {}) {
  const urlSafe = opts.urlSafe;
  const sym = urlSafe ? '-_.~!*' : '!@#$%&*?_-+.=';
  const style = rng.int(0, 4);
  let v;
  if (style === 0) v = `${rng.pick(PW_WORDS)}${rng.int(1970, 2025)}${rng.str(sym, 1)}`;
  else if (style === 1) { v = rng.str('ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789' + sym, rng.int(14, 24)); if (!/\d/.test(v)) v += rng.int(2, 9); }
  else if (style === 2) v = [rng.pick(['correct', 'purple', 'river', 'candle', 'orbit', 'maple', 'granite', 'velvet', 'harbor', 'lemon']), rng.pick(['horse', 'battery', 'stone', 'falcon', 'window', 'cactus', 'piano', 'tunnel']), rng.pick(['staple', 'cloud', 'garden', 'rocket', 'forest', 'mirror'])].join(rng.pick(['-', '.', '_'])) + rng.int(1, 99);
  else if (style === 3) v = `${rng.pick(PW_WORDS).toLowerCase()}${rng.str(sym, 1)}${rng.alnum(rng.int(4, 7))}${rng.int(10, 99)}`;
  else v = `${rng.upper(1)}${rng.lower(rng.int(3, 6))}${rng.str(sym, 1)}${rng.digits(rng.int(3, 5))}${rng.alnum(rng.int(2, 5))}`;
  return { category: 'password', type: opts.type || 'password', value: v };
}

// ---------------- connection strings ----------------
const HOSTS = () => ['db-prod-01.internal', 'pg-main.corp.local', 'mysql-replica-2.svc.cluster.local', 'orders-db.c9akciq32xyz.eu-central-1.rds.amazonaws.com', '10.20.4.17', 'db.staging.internal', 'reporting.cwx3kq1pz8ab.us-east-1.rds.amazonaws.com', 'postgres', 'mariadb-0.mariadb'];
const USERS = ['app', 'admin', 'svc_orders', 'report_ro', 'etl_user', 'root', 'billing', 'sa', 'deploy', 'analytics'];
const DBS = ['orders', 'billing', 'crm_prod', 'analytics', 'app', 'payments', 'customers', 'inventory'];
export function connectionString(rng) {
  const u = rng.pick(USERS), p = password(rng, { urlSafe: true }).value, h = rng.pick(HOSTS()), db = rng.pick(DBS);
  const t = rng.pick(['postgres', 'postgres', 'mysql', 'mongodb_srv', 'mongodb', 'redis', 'amqp', 'jdbc_postgres', 'jdbc_mysql', 'jdbc_sqlserver', 'sqlserver_ado', 'azure_storage', 'azure_service_bus', 'clickhouse', 'mqtt', 'nats', 'smtp_url', 'ftp_url', 'oracle_ado']);
  let v;
  switch (t) {
    case 'postgres': v = `${rng.pick(['postgres', 'postgresql'])}://${u}:${p}@${h}:5432/${db}${rng.chance(0.5) ? '?sslmode=require' : ''}`; break;
    case 'mysql': v = `mysql://${u}:${p}@${h}:3306/${db}`; break;
    case 'mongodb_srv': v = `mongodb+srv://${u}:${p}@cluster${rng.int(0, 3)}.${rng.lower(5)}.mongodb.net/${db}?retryWrites=true&w=majority`; break;
    case 'mongodb': v = `mongodb://${u}:${p}@mongo-0.mongo:27017,mongo-1.mongo:27017/${db}?replicaSet=rs0&authSource=admin`; break;
    case 'redis': v = `${rng.pick(['redis', 'rediss'])}://${rng.pick(['default', ''])}:${p}@${rng.pick(['redis-master.cache', 'cache-prod.internal', 'redis-12345.c1.eu-west-1-2.ec2.redns.redis-cloud.com'])}:6379/${rng.int(0, 3)}`; break;
    case 'amqp': v = `${rng.pick(['amqp', 'amqps'])}://${u}:${p}@${rng.pick(['rabbitmq.internal', 'mq-prod-1', 'b-3f1c.mq.eu-west-1.amazonaws.com'])}:${rng.pick(['5672', '5671'])}/${rng.pick(['%2F', 'orders', 'prod'])}`; break;
    case 'jdbc_postgres': v = `jdbc:postgresql://${h}:5432/${db}?user=${u}&password=${p}`; break;
    case 'jdbc_mysql': v = `jdbc:mysql://${h}:3306/${db}?user=${u}&password=${p}&useSSL=true`; break;
    case 'jdbc_sqlserver': v = `jdbc:sqlserver://${rng.lower(6)}.database.windows.net:1433;databaseName=${db};user=${u};password=${p};encrypt=true`; break;
    case 'sqlserver_ado': v = `Server=tcp:${rng.lower(7)}-sql.database.windows.net,1433;Initial Catalog=${db};User ID=${u};Password=${p};Encrypt=True;TrustServerCertificate=False;`; break;
    case 'azure_storage': v = `DefaultEndpointsProtocol=https;AccountName=${rng.lower(4)}${rng.pick(['prod', 'data', 'logs'])}${rng.digits(2)};AccountKey=${rng.b64(86)}==;EndpointSuffix=core.windows.net`; break;
    case 'azure_service_bus': v = `Endpoint=sb://${rng.lower(6)}-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${rng.b64(43)}=`; break;
    case 'clickhouse': v = `clickhouse://${u}:${p}@clickhouse.analytics:9000/${db}`; break;
    case 'mqtt': v = `mqtts://${u}:${p}@broker.${rng.pick(['iot', 'sensors'])}.internal:8883`; break;
    case 'nats': v = `nats://${u}:${p}@nats-0.nats:4222`; break;
    case 'smtp_url': v = `smtp://${u}:${p}@smtp.${rng.pick(['mailgun.org', 'sendgrid.net', 'office365.com'])}:587`; break;
    case 'ftp_url': v = `ftp://${u}:${p}@ftp.${rng.pick(['partner-edi', 'files', 'backup'])}.net/outgoing/`; break;
    case 'oracle_ado': v = `User Id=${u};Password=${p};Data Source=${rng.pick(['ora-prod', 'erp-db'])}.internal:1521/ORCLPDB1;`; break;
  }
  return { category: 'connection_string', type: t, value: v };
}
export function credlessConnection(rng) { return rng.pick([`postgres://localhost:5432/${rng.pick(DBS)}`, `redis://redis:6379/0`, `mongodb://mongo:27017/${rng.pick(DBS)}`, `jdbc:postgresql://${rng.pick(HOSTS())}:5432/${rng.pick(DBS)}`, `amqp://rabbitmq:5672`, `mysql://localhost/${rng.pick(DBS)}`]); }

// ---------------- webhooks ----------------
export function webhook(rng) {
  const t = rng.pick(['slack', 'slack', 'discord', 'teams', 'google_chat', 'zapier', 'make', 'ifttt', 'dingtalk', 'wecom', 'feishu', 'mattermost', 'power_automate']);
  let v;
  switch (t) {
    case 'slack': v = `https://hooks.slack.com/services/T${rng.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', rng.int(8, 10))}/B${rng.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', rng.int(8, 10))}/${rng.alnum(24)}`; break;
    case 'discord': v = `https://${rng.pick(['discord.com', 'discordapp.com'])}/api/webhooks/${rng.digitsNZ(rng.int(18, 19))}/${rng.b64url(68)}`; break;
    case 'teams': v = `https://${rng.lower(rng.int(5, 9))}.webhook.office.com/webhookb2/${uuid(rng)}@${uuid(rng)}/IncomingWebhook/${rng.hex(32)}/${uuid(rng)}`; break;
    case 'google_chat': v = `https://chat.googleapis.com/v1/spaces/AAAA${rng.b64url(7)}/messages?key=AIzaSy${rng.b64url(33)}&token=${rng.b64url(43)}%3D`; break;
    case 'zapier': v = `https://hooks.zapier.com/hooks/catch/${rng.digitsNZ(rng.int(7, 8))}/${rng.str('abcdefghijklmnopqrstuvwxyz0123456789', rng.int(6, 7))}/`; break;
    case 'make': v = `https://hook.${rng.pick(['eu1', 'eu2', 'us1'])}.make.com/${rng.str('abcdefghijklmnopqrstuvwxyz0123456789', 32)}`; break;
    case 'ifttt': v = `https://maker.ifttt.com/trigger/${rng.pick(['door_open', 'deploy_done', 'new_lead'])}/with/key/${rng.b64url(22)}`; break;
    case 'dingtalk': v = `https://oapi.dingtalk.com/robot/send?access_token=${rng.hex(64)}`; break;
    case 'wecom': v = `https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=${uuid(rng)}`; break;
    case 'feishu': v = `https://open.feishu.cn/open-apis/bot/v2/hook/${uuid(rng)}`; break;
    case 'mattermost': v = `https://chat.${rng.pick(['acme-intern', 'devteam', 'ops-hub'])}.com/hooks/${rng.str('abcdefghijklmnopqrstuvwxyz0123456789', 26)}`; break;
    case 'power_automate': v = `https://prod-${pad2(rng.int(0, 99))}.${rng.pick(['westeurope', 'northeurope', 'eastus'])}.logic.azure.com:443/workflows/${rng.hex(32)}/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=${rng.b64url(43)}`; break;
  }
  return { category: 'webhook_url', type: `${t}_webhook`, value: v };
}
const pad2 = (n) => String(n).padStart(2, '0');

// ---------------- private keys ----------------
const wrap = (s, n) => s.match(new RegExp(`.{1,${n}}`, 'g')).join('\n');
function sshString(buf) { const l = Buffer.alloc(4); l.writeUInt32BE(buf.length); return Buffer.concat([l, buf]); }
export function privateKey(rng, opts = {}) {
  const t = opts.type || rng.weighted([['ec_pem', 3], ['pkcs8_ed25519_pem', 2], ['openssh_ed25519', 3], ['rsa_pem', 1], ['pkcs8_rsa_pem', 1], ['pgp_private_key', 1], ['age_secret_key', 1], ['wireguard_private_key', 1], ['eth_private_key', 1], ['btc_wif', 1]]);
  let v;
  switch (t) {
    case 'ec_pem': { const der = Buffer.concat([Buffer.from('30770201010420', 'hex'), rng.bytes(32), Buffer.from('a00a06082a8648ce3d030107a144034200', 'hex'), Buffer.from([4]), rng.bytes(64)]); v = `-----BEGIN EC PRIVATE KEY-----\n${wrap(der.toString('base64'), 64)}\n-----END EC PRIVATE KEY-----`; break; }
    case 'pkcs8_ed25519_pem': { const der = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), rng.bytes(32)]); v = `-----BEGIN PRIVATE KEY-----\n${der.toString('base64')}\n-----END PRIVATE KEY-----`; break; }
    case 'openssh_ed25519': {
      const pub = rng.bytes(32), priv = rng.bytes(32); const kt = Buffer.from('ssh-ed25519'); const pubBlob = Buffer.concat([sshString(kt), sshString(pub)]); const ci = rng.bytes(4);
      let sec = Buffer.concat([ci, ci, sshString(kt), sshString(pub), sshString(Buffer.concat([priv, pub])), sshString(Buffer.from(rng.pick(['deploy@build-01', 'ci@runner', 'root@bastion', 'backup@nas'])))]);
      let i = 1; while (sec.length % 8) sec = Buffer.concat([sec, Buffer.from([i++])]);
      const z = Buffer.alloc(4); const one = Buffer.alloc(4); one.writeUInt32BE(1);
      const blob = Buffer.concat([Buffer.from('openssh-key-v1\0'), sshString(Buffer.from('none')), sshString(Buffer.from('none')), sshString(Buffer.alloc(0)), one, sshString(pubBlob), sshString(sec)]); void z;
      v = `-----BEGIN OPENSSH PRIVATE KEY-----\n${wrap(blob.toString('base64'), 70)}\n-----END OPENSSH PRIVATE KEY-----`; break; }
    case 'rsa_pem': { const body = 'MIIEow' + 'IBAAKCAQEA' + rng.b64(1588 - 16); v = `-----BEGIN RSA PRIVATE KEY-----\n${wrap(body, 64)}\n-----END RSA PRIVATE KEY-----`; break; }
    case 'pkcs8_rsa_pem': { const body = 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ' + rng.b64(1620 - 50); v = `-----BEGIN PRIVATE KEY-----\n${wrap(body, 64)}\n-----END PRIVATE KEY-----`; break; }
    case 'pgp_private_key': { const body = 'lQVYBG' + rng.b64(64 * 9 - 6); v = `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${wrap(body, 64)}\n=${rng.b64(4)}\n-----END PGP PRIVATE KEY BLOCK-----`; break; }
    case 'age_secret_key': { v = C.bech32Encode('age-secret-key-', C.convertBits([...rng.bytes(32)], 8, 5)).toUpperCase(); break; }
    case 'wireguard_private_key': { const b = rng.bytes(32); b[0] &= 248; b[31] = (b[31] & 127) | 64; v = b.toString('base64'); break; }
    case 'eth_private_key': v = `0x${rng.hex(64)}`; break;
    case 'btc_wif': v = C.b58check(Buffer.concat([Buffer.from([0x80]), rng.bytes(32), Buffer.from([1])])); break;
  }
  return { category: 'private_key', type: t, value: v, multiline: v.includes('\n') };
}
