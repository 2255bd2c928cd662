// Secret generators: vendor tokens with their published shapes (random bodies), passwords,
// connection strings, webhook URLs, private keys.
const V = (category, type, value, extra = {}) => ({ category, type, value, ...extra });
const b64u = (s) => Buffer.from(s).toString('base64url');

// [type, category, vendor, env var name, generator]
export const VENDORS = [
  ['aws_access_key_id', 'api_key', 'AWS', 'AWS_ACCESS_KEY_ID', (r) => r.pick(['AKIA', 'ASIA']) + r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)],
  ['aws_secret_access_key', 'api_key', 'AWS', 'AWS_SECRET_ACCESS_KEY', (r) => r.b64(40)],
  ['google_api_key', 'api_key', 'Google Cloud', 'GOOGLE_API_KEY', (r) => 'AIza' + r.b64url(35)],
  ['stripe_secret_key', 'api_key', 'Stripe', 'STRIPE_SECRET_KEY', (r) => r.pick(['sk_live_', 'rk_live_']) + r.alnum(r.pick([24, 99]))],
  ['openai_api_key', 'api_key', 'OpenAI', 'OPENAI_API_KEY', (r) => 'sk-proj-' + r.b64url(64) + 'T3BlbkFJ' + r.b64url(64)],
  ['anthropic_api_key', 'api_key', 'Anthropic', 'ANTHROPIC_API_KEY', (r) => 'sk-ant-api03-' + r.b64url(93) + 'AA'],
  ['sendgrid_api_key', 'api_key', 'SendGrid', 'SENDGRID_API_KEY', (r) => 'SG.' + r.b64url(22) + '.' + r.b64url(43)],
  ['twilio_api_key', 'api_key', 'Twilio', 'TWILIO_API_KEY', (r) => 'SK' + r.hex(32)],
  ['mailgun_api_key', 'api_key', 'Mailgun', 'MAILGUN_API_KEY', (r) => 'key-' + r.hex(32)],
  ['mailchimp_api_key', 'api_key', 'Mailchimp', 'MAILCHIMP_API_KEY', (r) => r.hex(32) + '-us' + r.int(1, 21)],
  ['azure_storage_key', 'api_key', 'Azure', 'AZURE_STORAGE_KEY', (r) => r.b64(86) + '=='],
  ['alibaba_access_key_id', 'api_key', 'Alibaba Cloud', 'ALIBABA_CLOUD_ACCESS_KEY_ID', (r) => 'LTAI5t' + r.alnum(18)],
  ['tencent_secret_id', 'api_key', 'Tencent Cloud', 'TENCENTCLOUD_SECRET_ID', (r) => 'AKID' + r.alnum(32)],
  ['yandex_cloud_api_key', 'api_key', 'Yandex Cloud', 'YC_API_KEY', (r) => 'AQVN' + r.b64url(36)],
  ['new_relic_user_key', 'api_key', 'New Relic', 'NEW_RELIC_API_KEY', (r) => 'NRAK-' + r.upnum(27)],
  ['groq_api_key', 'api_key', 'Groq', 'GROQ_API_KEY', (r) => 'gsk_' + r.alnum(52)],
  ['postman_api_key', 'api_key', 'Postman', 'POSTMAN_API_KEY', (r) => 'PMAK-' + r.hex(24) + '-' + r.hex(34)],
  ['replicate_api_token', 'api_key', 'Replicate', 'REPLICATE_API_TOKEN', (r) => 'r8_' + r.alnum(37)],
  ['linear_api_key', 'api_key', 'Linear', 'LINEAR_API_KEY', (r) => 'lin_api_' + r.alnum(40)],
  ['notion_integration_secret', 'api_key', 'Notion', 'NOTION_TOKEN', (r) => 'ntn_' + r.digits(11) + r.alnum(35)],
  ['mapbox_secret_token', 'api_key', 'Mapbox', 'MAPBOX_SECRET_TOKEN', (r) => 'sk.' + b64u(`{"u":"${r.lower(8)}","a":"${r.lownum(25)}"}`).replace(/=+$/, '') + '.' + r.b64url(22)],
  ['pinecone_api_key', 'api_key', 'Pinecone', 'PINECONE_API_KEY', (r) => 'pcsk_' + r.alnum(6) + '_' + r.alnum(63)],
  ['datadog_api_key', 'api_key', 'Datadog', 'DD_API_KEY', (r) => r.hex(32)],
  ['kakao_rest_api_key', 'api_key', 'Kakao', 'KAKAO_REST_API_KEY', (r) => r.hex(32)],
  ['github_pat', 'auth_token', 'GitHub', 'GITHUB_TOKEN', (r) => r.chance(0.6) ? r.pick(['ghp_', 'gho_', 'ghs_']) + r.alnum(36) : 'github_pat_11' + r.upnum(20) + '_' + r.alnum(59)],
  ['gitlab_pat', 'auth_token', 'GitLab', 'GITLAB_TOKEN', (r) => 'glpat-' + r.b64url(20)],
  ['slack_bot_token', 'auth_token', 'Slack', 'SLACK_BOT_TOKEN', (r) => r.pick(['xoxb-', 'xoxp-']) + r.digitsNZ(r.int(10, 13)) + '-' + r.digitsNZ(r.int(10, 13)) + '-' + r.alnum(24)],
  ['npm_token', 'auth_token', 'npm', 'NPM_TOKEN', (r) => 'npm_' + r.alnum(36)],
  ['pypi_token', 'auth_token', 'PyPI', 'PYPI_API_TOKEN', (r) => 'pypi-AgEIcHlwaS5vcmc' + r.b64url(r.int(60, 80))],
  ['discord_bot_token', 'auth_token', 'Discord', 'DISCORD_BOT_TOKEN', (r) => Buffer.from(r.digitsNZ(18)).toString('base64').replace(/=+$/, '') + '.' + r.b64url(6) + '.' + r.b64url(38)],
  ['telegram_bot_token', 'auth_token', 'Telegram', 'TELEGRAM_BOT_TOKEN', (r) => r.digitsNZ(r.int(9, 10)) + ':AA' + r.b64url(33)],
  ['huggingface_token', 'auth_token', 'Hugging Face', 'HF_TOKEN', (r) => 'hf_' + r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 34)],
  ['databricks_token', 'auth_token', 'Databricks', 'DATABRICKS_TOKEN', (r) => 'dapi' + r.hex(32)],
  ['digitalocean_pat', 'auth_token', 'DigitalOcean', 'DIGITALOCEAN_TOKEN', (r) => 'dop_v1_' + r.hex(64)],
  ['shopify_access_token', 'auth_token', 'Shopify', 'SHOPIFY_ACCESS_TOKEN', (r) => 'shpat_' + r.hex(32)],
  ['square_access_token', 'auth_token', 'Square', 'SQUARE_ACCESS_TOKEN', (r) => 'EAAA' + r.b64url(60)],
  ['atlassian_api_token', 'auth_token', 'Atlassian', 'JIRA_API_TOKEN', (r) => 'ATATT3xFfGF0' + r.b64url(170) + '=' + r.HEX(8)],
  ['google_oauth_access_token', 'auth_token', 'Google OAuth', 'GOOGLE_ACCESS_TOKEN', (r) => 'ya29.' + r.b64url(r.int(120, 160))],
  ['vault_token', 'auth_token', 'HashiCorp Vault', 'VAULT_TOKEN', (r) => 'hvs.' + r.b64url(90)],
  ['grafana_service_account_token', 'auth_token', 'Grafana', 'GRAFANA_TOKEN', (r) => 'glsa_' + r.alnum(32) + '_' + r.hex(8)],
  ['doppler_token', 'auth_token', 'Doppler', 'DOPPLER_TOKEN', (r) => 'dp.pt.' + r.alnum(43)],
  ['figma_pat', 'auth_token', 'Figma', 'FIGMA_TOKEN', (r) => 'figd_' + r.b64url(40)],
  ['supabase_access_token', 'auth_token', 'Supabase', 'SUPABASE_ACCESS_TOKEN', (r) => 'sbp_' + r.hex(40)],
  ['line_channel_access_token', 'auth_token', 'LINE', 'LINE_CHANNEL_ACCESS_TOKEN', (r) => r.b64(171) + '='],
  ['jwt', 'auth_token', 'JWT', 'AUTH_TOKEN', (r) => { const h = b64u(JSON.stringify({ alg: r.pick(['HS256', 'RS256', 'ES256']), typ: 'JWT', ...(r.chance(0.5) ? { kid: r.hex(8) } : {}) })).replace(/=+$/, ''); const p = b64u(JSON.stringify({ sub: r.uuid(), iss: `https://auth.${r.pick(['eu', 'us', 'ap'])}.${r.pick(['acme-corp', 'orbis-travel', 'zephyr-cloud'])}.example`, iat: 1790000000 + r.int(0, 9999999), exp: 1800000000 + r.int(0, 9999999), scope: r.pick(['read write', 'payroll:read', 'tickets:*']) })).replace(/=+$/, ''); return `${h}.${p}.${r.b64url(43)}`; }],
];
export const VENDOR_BY_TYPE = Object.fromEntries(VENDORS.map((v) => [v[0], v]));
export function tokenValue(rng, category, type) {
  const pool = VENDORS.filter((v) => v[1] === category && (!type || v[0] === type));
  const [t, cat, vendor, env, gen] = rng.pick(pool);
  return V(cat, t, gen(rng), { vendor, env });
}

// ---------- passwords ----------
const WORDS = ['Sommer', 'Winter', 'Kaffee', 'Soleil', 'Primavera', 'Sakura', 'Tulpen', 'Dragon', 'Monkey', 'Falcon', 'Bosphorus', 'Copacabana', 'Vikings', 'Hanok', 'Panda', 'Oasis', 'Lisboa', 'Krakow', 'Fjord', 'Matterhorn'];
export function passwordValue(rng, urlSafe = false) {
  const sym = urlSafe ? '_-.~' : '!#$%&*_-+=?.';
  const r = rng.float(); let v;
  if (r < 0.4) v = rng.pick(WORDS) + rng.int(1970, 2026) + rng.chars(sym, 1) + rng.lownum(rng.int(0, 3));
  else if (r < 0.75) v = rng.chars('ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789' + sym, rng.int(14, 24));
  else v = rng.pick(WORDS).toLowerCase() + rng.chars(sym, 1) + rng.pick(WORDS) + rng.chars(sym, 1) + rng.digits(rng.int(2, 4));
  if (!/\d/.test(v)) v += rng.digits(2);
  return V('password', r < 0.4 ? 'password_human' : r < 0.75 ? 'password_random' : 'password_passphrase', v);
}

// ---------- connection strings ----------
const REGIONS = ['eu-central-1', 'eu-west-3', 'us-east-1', 'ap-northeast-1', 'ap-south-1', 'sa-east-1', 'me-central-1', 'ap-southeast-2'];
export function connValue(rng) {
  const user = rng.pick(['app', 'svc_billing', 'payroll_rw', 'crm_reader', 'etl', 'admin', 'orders']) + (rng.chance(0.4) ? '_' + rng.lower(3) : '');
  const pw = passwordValue(rng, true).value; const reg = rng.pick(REGIONS);
  const host = rng.pick([`db-${reg}.internal.${rng.pick(['zephyr-cloud', 'orbis-travel', 'lumen-retail'])}.net`, `${rng.lower(6)}.${rng.lownum(12)}.${reg}.rds.amazonaws.com`, `pg-${rng.lower(4)}-${reg}.postgres.database.azure.com`, `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(2, 254)}`]);
  const db = rng.pick(['crm', 'payroll', 'orders', 'bookings', 'tickets', 'ledger']) + '_' + rng.pick(['eu', 'us', 'apac', 'latam', 'mena']);
  const t = rng.pick(['postgres_uri', 'mysql_uri', 'mongodb_srv_uri', 'redis_uri', 'amqp_uri', 'mssql_ado', 'jdbc_postgresql', 'azure_servicebus', 'azure_storage', 'clickhouse_uri', 'nats_uri', 'oracle_ezconnect', 'kafka_sasl_jaas']);
  let value;
  switch (t) {
    case 'postgres_uri': value = `${rng.pick(['postgres', 'postgresql'])}://${user}:${pw}@${host}:5432/${db}${rng.chance(0.4) ? '?sslmode=require' : ''}`; break;
    case 'mysql_uri': value = `mysql://${user}:${pw}@${host}:3306/${db}`; break;
    case 'mongodb_srv_uri': value = `mongodb+srv://${user}:${pw}@cluster${rng.int(0, 9)}.${rng.lownum(5)}.mongodb.net/${db}?retryWrites=true&w=majority`; break;
    case 'redis_uri': value = `${rng.pick(['redis', 'rediss'])}://${rng.chance(0.5) ? 'default' : ''}:${pw}@${host}:6379/${rng.int(0, 15)}`; break;
    case 'amqp_uri': value = `${rng.pick(['amqp', 'amqps'])}://${user}:${pw}@mq-${reg}.${rng.pick(['zephyr-cloud', 'orbis-travel'])}.net:5672/${rng.pick(['%2F', 'orders', 'events'])}`; break;
    case 'mssql_ado': value = `Server=tcp:${rng.lower(8)}-${reg}.database.windows.net,1433;Initial Catalog=${db};User ID=${user};Password=${pw};Encrypt=True;`; break;
    case 'jdbc_postgresql': value = `jdbc:postgresql://${host}:5432/${db}?user=${user}&password=${pw}`; break;
    case 'azure_servicebus': value = `Endpoint=sb://${rng.lower(8)}-${rng.pick(['weu', 'neu', 'eus', 'jpe'])}.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${rng.b64(43)}=`; break;
    case 'azure_storage': value = `DefaultEndpointsProtocol=https;AccountName=${rng.lower(6)}${rng.digits(3)};AccountKey=${rng.b64(86)}==;EndpointSuffix=core.windows.net`; break;
    case 'clickhouse_uri': value = `clickhouse://${user}:${pw}@${host}:9440/${db}?secure=true`; break;
    case 'nats_uri': value = `nats://${user}:${pw}@nats-${reg}.${rng.pick(['zephyr-cloud', 'lumen-retail'])}.net:4222`; break;
    case 'oracle_ezconnect': value = `${user}/${pw}@//${host}:1521/${db.toUpperCase()}PDB`; break;
    case 'kafka_sasl_jaas': value = `org.apache.kafka.common.security.plain.PlainLoginModule required username="${rng.upnum(16)}" password="${rng.b64(64)}";`; break;
  }
  return V('connection_string', t, value);
}
export function connNoCreds(rng) { return rng.pick([`postgres://localhost:5432/${rng.pick(['dev', 'test', 'app'])}`, `redis://127.0.0.1:6379/0`, `mongodb://localhost:27017/${rng.pick(['test', 'local'])}`, `amqp://localhost:5672`, `jdbc:h2:mem:testdb`]); }

// ---------- webhooks ----------
export function webhookValue(rng) {
  const t = rng.pick(['slack', 'discord', 'teams', 'teams_workflow', 'google_chat', 'zapier', 'dingtalk', 'feishu', 'wecom', 'ifttt', 'make', 'mattermost']);
  let value;
  switch (t) {
    case 'slack': value = `https://hooks.slack.com/services/T${rng.upnum(rng.pick([8, 10]))}/B${rng.upnum(rng.pick([8, 10]))}/${rng.alnum(24)}`; break;
    case 'discord': value = `https://${rng.pick(['discord.com', 'discordapp.com'])}/api/webhooks/${rng.digitsNZ(19)}/${rng.b64url(68)}`; break;
    case 'teams': value = `https://${rng.lower(8)}.webhook.office.com/webhookb2/${rng.uuid()}@${rng.uuid()}/IncomingWebhook/${rng.hex(32)}/${rng.uuid()}`; break;
    case 'teams_workflow': value = `https://prod-${rng.int(10, 99)}.${rng.pick(['westeurope', 'eastus', 'japaneast', 'brazilsouth', 'uaenorth'])}.logic.azure.com:443/workflows/${rng.hex(32)}/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=${rng.b64url(43)}`; break;
    case 'google_chat': value = `https://chat.googleapis.com/v1/spaces/AAAA${rng.b64url(7)}/messages?key=AIzaSy${rng.b64url(33)}&token=${rng.b64url(43)}%3D`; break;
    case 'zapier': value = `https://hooks.zapier.com/hooks/catch/${rng.digitsNZ(7)}/${rng.lownum(7)}/`; break;
    case 'dingtalk': value = `https://oapi.dingtalk.com/robot/send?access_token=${rng.hex(64)}`; break;
    case 'feishu': value = `https://open.${rng.pick(['feishu.cn', 'larksuite.com'])}/open-apis/bot/v2/hook/${rng.uuid()}`; break;
    case 'wecom': value = `https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=${rng.uuid()}`; break;
    case 'ifttt': value = `https://maker.ifttt.com/trigger/${rng.pick(['deploy_done', 'new_lead', 'alert'])}/with/key/${rng.b64url(22)}`; break;
    case 'make': value = `https://hook.${rng.pick(['eu1', 'eu2', 'us1'])}.make.com/${rng.lownum(32)}`; break;
    case 'mattermost': value = `https://chat.${rng.pick(['zephyr-cloud', 'orbis-travel', 'hanbit-soft'])}.net/hooks/${rng.lownum(26)}`; break;
  }
  return V('webhook_url', `${t}_webhook`, value);
}

// ---------- private keys ----------
const wrap = (s, n) => s.match(new RegExp(`.{1,${n}}`, 'g')).join('\n');
export function privateKeyValue(rng, escaped = false) {
  const t = rng.pick(['rsa_pem', 'pkcs8_rsa_pem', 'ec_pem', 'pkcs8_ec_pem', 'openssh_ed25519', 'openssh_rsa']);
  let head, body, w = 64;
  switch (t) {
    case 'rsa_pem': head = 'RSA PRIVATE KEY'; body = 'MIICXAIBAAKBgQ' + rng.b64(808); break;
    case 'pkcs8_rsa_pem': head = 'PRIVATE KEY'; body = 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ' + rng.b64(1574) + '='; break;
    case 'ec_pem': head = 'EC PRIVATE KEY'; body = 'MHcCAQEEI' + rng.b64(51) + 'oAoGCCqGSM49AwEHoUQDQgAE' + rng.b64(86) + '=='; break;
    case 'pkcs8_ec_pem': head = 'PRIVATE KEY'; body = 'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg' + rng.b64(136); break;
    case 'openssh_ed25519': head = 'OPENSSH PRIVATE KEY'; w = 70; body = 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW' + 'QyNTUxOQAAACD' + rng.b64(250) + '='; break;
    case 'openssh_rsa': head = 'OPENSSH PRIVATE KEY'; w = 70; body = 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn' + 'NhAAAAAwEAAQAAAQEA' + rng.b64(1100) + '=='; break;
  }
  const pem = `-----BEGIN ${head}-----\n${wrap(body, w)}\n-----END ${head}-----`;
  const value = escaped ? pem.replace(/\n/g, '\\n') : pem;
  return V('private_key', t, value, escaped ? { encoding: 'json_escaped' } : {});
}
