// Vendor token shapes (documented public formats), private keys, connection strings, webhooks, passwords.
import * as C from './checks.mjs';
const A32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function crc32(buf) { let c, crc = 0xffffffff; for (const b of buf) { c = (crc ^ b) & 0xff; for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1; crc = (crc >>> 8) ^ c; } return (crc ^ 0xffffffff) >>> 0; }
function b62(n, len) { const al = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'; let s = ''; while (n > 0) { s = al[n % 62] + s; n = Math.floor(n / 62); } return s.padStart(len, '0'); }
function ghToken(r, prefix) { const body = r.alnum(30); return prefix + body + b62(crc32(Buffer.from(body)), 6); }
function jwt(r, claims) {
  const h = Buffer.from(JSON.stringify({ alg: r.pick(['HS256', 'RS256', 'ES256']), typ: 'JWT' })).toString('base64url');
  const p = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${h}.${p}.${r.b64url(r.pick([43, 86, 342]))}`;
}
export { jwt };
// [vendor, type, category, envVar, gen]
export const VENDORS = [
  ['AWS', 'aws_access_key_id', 'api_key', 'AWS_ACCESS_KEY_ID', (r) => r.pick(['AKIA', 'ASIA']) + r.chars(16, A32)],
  ['AWS', 'aws_secret_access_key', 'api_key', 'AWS_SECRET_ACCESS_KEY', (r) => r.b64(40)],
  ['GitHub', 'github_pat', 'api_key', 'GITHUB_TOKEN', (r) => ghToken(r, 'ghp_')],
  ['GitHub', 'github_fine_grained_pat', 'api_key', 'GH_PAT', (r) => `github_pat_11${r.upnum(20)}_${r.alnum(59)}`],
  ['GitHub', 'github_oauth_token', 'auth_token', 'GITHUB_OAUTH_TOKEN', (r) => ghToken(r, 'gho_')],
  ['GitHub', 'github_app_token', 'auth_token', 'GH_APP_INSTALLATION_TOKEN', (r) => ghToken(r, 'ghs_')],
  ['GitLab', 'gitlab_pat', 'api_key', 'GITLAB_TOKEN', (r) => 'glpat-' + r.b64url(20).replace(/[-_]/g, 'x')],
  ['GitLab', 'gitlab_runner_token', 'api_key', 'CI_RUNNER_TOKEN', (r) => 'glrt-' + r.b64url(20).replace(/[-_]/g, 'Q')],
  ['Bitbucket', 'bitbucket_app_password', 'password', 'BITBUCKET_APP_PASSWORD', (r) => 'ATBB' + r.alnum(28) + r.HEX(8)],
  ['Slack', 'slack_bot_token', 'auth_token', 'SLACK_BOT_TOKEN', (r) => `xoxb-${r.nzdigits(12)}-${r.nzdigits(13)}-${r.alnum(24)}`],
  ['Slack', 'slack_user_token', 'auth_token', 'SLACK_USER_TOKEN', (r) => `xoxp-${r.nzdigits(12)}-${r.nzdigits(12)}-${r.nzdigits(13)}-${r.hex(32)}`],
  ['Slack', 'slack_app_token', 'auth_token', 'SLACK_APP_TOKEN', (r) => `xapp-1-A${r.upnum(10)}-${r.nzdigits(13)}-${r.hex(64)}`],
  ['Stripe', 'stripe_secret_key', 'api_key', 'STRIPE_SECRET_KEY', (r) => `sk_live_51${r.alnum(97)}`],
  ['Stripe', 'stripe_restricted_key', 'api_key', 'STRIPE_RESTRICTED_KEY', (r) => `rk_live_51${r.alnum(97)}`],
  ['Stripe', 'stripe_webhook_secret', 'api_key', 'STRIPE_WEBHOOK_SECRET', (r) => `whsec_${r.alnum(32)}`],
  ['Twilio', 'twilio_api_key', 'api_key', 'TWILIO_API_KEY', (r) => 'SK' + r.hex(32)],
  ['Twilio', 'twilio_auth_token', 'auth_token', 'TWILIO_AUTH_TOKEN', (r) => r.hex(32)],
  ['SendGrid', 'sendgrid_api_key', 'api_key', 'SENDGRID_API_KEY', (r) => `SG.${r.b64url(22)}.${r.b64url(43)}`],
  ['Mailgun', 'mailgun_api_key', 'api_key', 'MAILGUN_API_KEY', (r) => `key-${r.hex(32)}`],
  ['Mailchimp', 'mailchimp_api_key', 'api_key', 'MAILCHIMP_API_KEY', (r) => `${r.hex(32)}-us${r.int(1, 21)}`],
  ['OpenAI', 'openai_api_key', 'api_key', 'OPENAI_API_KEY', (r) => `sk-proj-${r.b64url(74)}T3BlbkFJ${r.b64url(74)}`],
  ['Anthropic', 'anthropic_api_key', 'api_key', 'ANTHROPIC_API_KEY', (r) => `sk-ant-api03-${r.b64url(93)}AA`],
  ['Google', 'google_api_key', 'api_key', 'GOOGLE_MAPS_API_KEY', (r) => 'AIza' + r.b64url(35)],
  ['Google', 'google_oauth_client_secret', 'api_key', 'GOOGLE_CLIENT_SECRET', (r) => 'GOCSPX-' + r.b64url(28)],
  ['Google', 'google_oauth_access_token', 'auth_token', 'GOOGLE_ACCESS_TOKEN', (r) => 'ya29.' + r.b64url(150)],
  ['Azure', 'azure_client_secret', 'api_key', 'AZURE_CLIENT_SECRET', (r) => `${r.alnum(3)}8Q~${r.b64url(34).replace(/-/g, '~')}`],
  ['npm', 'npm_token', 'api_key', 'NPM_TOKEN', (r) => ghToken(r, 'npm_')],
  ['PyPI', 'pypi_token', 'api_key', 'PYPI_API_TOKEN', (r) => `pypi-AgEIcHlwaS5vcmc${r.b64url(70)}`],
  ['Docker Hub', 'dockerhub_pat', 'api_key', 'DOCKERHUB_TOKEN', (r) => `dckr_pat_${r.b64url(27)}`],
  ['DigitalOcean', 'digitalocean_token', 'api_key', 'DIGITALOCEAN_TOKEN', (r) => `dop_v1_${r.hex(64)}`],
  ['Shopify', 'shopify_access_token', 'auth_token', 'SHOPIFY_ACCESS_TOKEN', (r) => `shpat_${r.hex(32)}`],
  ['Square', 'square_access_token', 'auth_token', 'SQUARE_ACCESS_TOKEN', (r) => `EAAA${r.b64url(60)}`],
  ['PayPal', 'braintree_access_token', 'auth_token', 'BRAINTREE_ACCESS_TOKEN', (r) => `access_token$production$${r.alnum(16).toLowerCase()}$${r.hex(32)}`],
  ['Datadog', 'datadog_api_key', 'api_key', 'DD_API_KEY', (r) => r.hex(32)],
  ['New Relic', 'newrelic_user_key', 'api_key', 'NEW_RELIC_API_KEY', (r) => `NRAK-${r.upnum(27)}`],
  ['New Relic', 'newrelic_license_key', 'api_key', 'NEW_RELIC_LICENSE_KEY', (r) => `${r.hex(36)}NRAL`],
  ['Sentry', 'sentry_auth_token', 'auth_token', 'SENTRY_AUTH_TOKEN', (r) => `sntrys_${r.b64url(80)}`],
  ['Grafana', 'grafana_service_account_token', 'api_key', 'GRAFANA_TOKEN', (r) => `glsa_${r.alnum(32)}_${r.hex(8)}`],
  ['Hugging Face', 'huggingface_token', 'api_key', 'HF_TOKEN', (r) => `hf_${r.chars(34, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz')}`],
  ['Telegram', 'telegram_bot_token', 'api_key', 'TELEGRAM_BOT_TOKEN', (r) => `${r.nzdigits(10)}:AA${r.b64url(33)}`],
  ['Discord', 'discord_bot_token', 'auth_token', 'DISCORD_BOT_TOKEN', (r) => `${Buffer.from(r.nzdigits(18)).toString('base64').replace(/=+$/, '')}.${r.b64url(6)}.${r.b64url(38)}`],
  ['Atlassian', 'atlassian_api_token', 'api_key', 'JIRA_API_TOKEN', (r) => `ATATT3xFfGF0${r.b64url(170)}=${r.HEX(8)}`],
  ['Linear', 'linear_api_key', 'api_key', 'LINEAR_API_KEY', (r) => `lin_api_${r.alnum(40)}`],
  ['Notion', 'notion_token', 'api_key', 'NOTION_TOKEN', (r) => `ntn_${r.digits(11)}${r.alnum(35)}`],
  ['Postman', 'postman_api_key', 'api_key', 'POSTMAN_API_KEY', (r) => `PMAK-${r.hex(24)}-${r.hex(34)}`],
  ['Pulumi', 'pulumi_access_token', 'api_key', 'PULUMI_ACCESS_TOKEN', (r) => `pul-${r.hex(40)}`],
  ['HashiCorp', 'terraform_cloud_token', 'api_key', 'TFE_TOKEN', (r) => `${r.alnum(14)}.atlasv1.${r.alnum(67)}`],
  ['HashiCorp', 'vault_token', 'auth_token', 'VAULT_TOKEN', (r) => `hvs.${r.alnum(24)}`],
  ['Doppler', 'doppler_service_token', 'api_key', 'DOPPLER_TOKEN', (r) => `dp.st.prd.${r.alnum(43)}`],
  ['Cloudflare', 'cloudflare_api_token', 'api_key', 'CLOUDFLARE_API_TOKEN', (r) => r.b64url(40)],
  ['Alibaba Cloud', 'alibaba_access_key_id', 'api_key', 'ALIBABA_CLOUD_ACCESS_KEY_ID', (r) => 'LTAI' + r.alnum(20)],
  ['Mapbox', 'mapbox_secret_token', 'api_key', 'MAPBOX_SECRET_TOKEN', (r) => `sk.eyJ1Ijoi${r.b64url(40)}.${r.b64url(22)}`],
  ['Algolia', 'algolia_admin_key', 'api_key', 'ALGOLIA_ADMIN_KEY', (r) => r.hex(32)],
  ['Firebase', 'fcm_server_key', 'api_key', 'FCM_SERVER_KEY', (r) => `AAAA${r.b64url(7)}:APA91b${r.b64url(134)}`],
  ['Okta', 'okta_api_token', 'api_key', 'OKTA_API_TOKEN', (r) => `00${r.b64url(40)}`],
  ['age', 'age_secret_key', 'private_key', 'AGE_SECRET_KEY', (r) => `AGE-SECRET-KEY-1${r.chars(58, 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L')}`],
  ['Groq', 'groq_api_key', 'api_key', 'GROQ_API_KEY', (r) => `gsk_${r.alnum(52)}`],
  ['Replicate', 'replicate_api_token', 'api_key', 'REPLICATE_API_TOKEN', (r) => `r8_${r.alnum(37)}`],
  ['RubyGems', 'rubygems_api_key', 'api_key', 'GEM_HOST_API_KEY', (r) => `rubygems_${r.hex(48)}`],
  ['Databricks', 'databricks_token', 'api_key', 'DATABRICKS_TOKEN', (r) => `dapi${r.hex(32)}`],
  ['Heroku', 'heroku_api_key', 'api_key', 'HEROKU_API_KEY', (r) => `HRKU-AA${r.b64url(58)}`],
  ['Vercel', 'vercel_token', 'api_key', 'VERCEL_TOKEN', (r) => `vcp_${r.alnum(56)}`],
  ['Adyen', 'adyen_api_key', 'api_key', 'ADYEN_API_KEY', (r) => `AQE${r.alnum(3)}mfxK${r.b64url(60)}`],
  ['Mollie', 'mollie_api_key', 'api_key', 'MOLLIE_API_KEY', (r) => `live_${r.alnum(30)}`],
  ['Klarna', 'klarna_api_secret', 'api_key', 'KLARNA_API_SECRET', (r) => `klarna_live_api_${r.b64url(40)}`],
  ['Samsara', 'samsara_api_token', 'api_key', 'SAMSARA_API_TOKEN', (r) => `samsara_api_${r.alnum(30)}`],
  ['Generic', 'bearer_token', 'auth_token', 'ACCESS_TOKEN', (r) => jwt(r, { sub: r.hex(24), iss: r.pick(['https://auth.dealer-portal.example', 'https://login.microsoftonline.com/' + r.hex(8), 'https://idp.fleetsync.io']), scope: r.pick(['fleet:read vehicles:write', 'orders:rw', 'openid profile']), exp: 1790000000 + r.int(0, 9999999) })],
  ['Generic', 'jwt_refresh_token', 'auth_token', 'REFRESH_TOKEN', (r) => jwt(r, { sub: r.hex(24), typ: 'refresh', jti: r.hex(16), exp: 1790000000 + r.int(0, 99999999) })],
];
export const VENDOR_NAMES = [...new Set(VENDORS.map((v) => v[0]))];
export function token(r, filter) {
  const list = filter ? VENDORS.filter(filter) : VENDORS;
  const v = r.pick(list);
  return { vendor: v[0], type: v[1], category: v[2], env: v[3], value: v[4](r) };
}
export function tokenByType(r, type) { const v = VENDORS.find((x) => x[1] === type); return { vendor: v[0], type: v[1], category: v[2], env: v[3], value: v[4](r) }; }
// documented example / placeholder keys (hard negatives)
export const PLACEHOLDERS = ['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc', 'xoxb-your-bot-token-here', 'ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'YOUR_API_KEY_HERE', '<your-token>', 'changeme', 'sk-...redacted...', '${STRIPE_SECRET_KEY}', '{{ .Values.apiKey }}', 'pk_test_TYooMQauvdEDq54NiTphI7jx', 'AIzaSyDUMMYKEY-replace-me', 'REPLACE_WITH_TOKEN', '********', 'EXAMPLE-TOKEN-0000'];

// ---- private keys ----
function wrap64(s) { return s.match(/.{1,64}/g).join('\n'); }
export function privateKey(r, kind) {
  kind = kind || r.weighted([['rsa_pkcs1', 3], ['pkcs8', 3], ['ec', 2], ['openssh', 3], ['pgp', 1], ['pkcs8_encrypted', 1]]);
  switch (kind) {
    case 'rsa_pkcs1': return { type: 'rsa_private_key', value: `-----BEGIN RSA PRIVATE KEY-----\n${wrap64('MIIEow' + r.pick(['IBAAKCAQEA', 'IBAAKCAQEAx', 'IBAAKCAQEAt']) + r.b64(r.pick([400, 700, 1560])))}\n-----END RSA PRIVATE KEY-----` };
    case 'pkcs8': return { type: 'pkcs8_private_key', value: `-----BEGIN PRIVATE KEY-----\n${wrap64('MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ' + r.b64(r.pick([300, 600, 1500])))}\n-----END PRIVATE KEY-----` };
    case 'ec': return { type: 'ec_private_key', value: `-----BEGIN EC PRIVATE KEY-----\n${wrap64('MHcCAQEEI' + r.b64(55) + 'oAoGCCqGSM49AwEHoUQDQgAE' + r.b64(86) + '==')}\n-----END EC PRIVATE KEY-----` };
    case 'openssh': return { type: 'openssh_private_key', value: `-----BEGIN OPENSSH PRIVATE KEY-----\n${wrap64('b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACA' + r.b64(r.pick([230, 300])))}\n-----END OPENSSH PRIVATE KEY-----` };
    case 'pgp': return { type: 'pgp_private_key', value: `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${wrap64('lQVYBG' + r.b64(r.pick([500, 900])))}\n=${r.b64(4)}\n-----END PGP PRIVATE KEY BLOCK-----` };
    default: return { type: 'pkcs8_encrypted_private_key', value: `-----BEGIN ENCRYPTED PRIVATE KEY-----\n${wrap64('MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI' + r.b64(600))}\n-----END ENCRYPTED PRIVATE KEY-----` };
  }
}
export function publicKeyish(r) { return `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.b64(43)} ci@build-runner`; }

// ---- passwords ----
const WORDS = ['Traktor', 'Sommer', 'Winter', 'Baustelle', 'Garage', 'Volvo', 'Skoda', 'Fendt', 'Hafen', 'Kran', 'Solar', 'Diesel', 'Turbo', 'Welcome', 'Dealer', 'Fleet', 'Roofing', 'Rotor', 'Harvest', 'Gearbox', 'Piston', 'Anvil', 'Paddock', 'Concrete'];
export function password(r) {
  const k = r.int(0, 5);
  if (k === 0) return r.pick(WORDS) + r.int(2019, 2026) + r.pick(['!', '#', '$', '?', '']);
  if (k === 1) return r.chars(r.int(14, 24), 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!@#%^&*-_=+');
  if (k === 2) return [r.pick(WORDS), r.pick(WORDS), r.pick(WORDS)].map((w) => w.toLowerCase()).join(r.pick(['-', '.', '_'])) + r.int(1, 99);
  if (k === 3) return r.pick(WORDS)[0].toLowerCase() + r.pick(WORDS).slice(1) + '_' + r.digits(4) + r.pick(['!', '&', '%']);
  if (k === 4) return r.alnum(r.int(16, 32));
  return r.pick(['P@ss', 'Qwe', 'Adm1n', 'Zx', 'Mkt']) + r.pick(WORDS) + r.digits(2) + r.pick(['!', '*', '"', '\\', '/']);
}
// ---- connection strings ----
export function connString(r, user = null) {
  const u = user || r.pick(['app', 'dms_rw', 'fleet_svc', 'etl', 'payroll', 'admin', 'grafana', 'telematics']);
  const pw = password(r).replace(/[@/:?#\s"\\]/g, 'x');
  const host = r.pick(['db-prod-01.internal', 'pg.fleet-eu.svc.cluster.local', `${r.lower(6)}.cluster-${r.lower(10)}.eu-central-1.rds.amazonaws.com`, 'mysql.dealer-net.lan', `${r.lower(8)}.postgres.database.azure.com`, '10.20.4.17', 'sql-erp.plant3.local']);
  const db = r.pick(['dms', 'telematics', 'warranty', 'payroll', 'erp', 'bookings', 'crm', 'subsidies']);
  const k = r.int(0, 11);
  switch (k) {
    case 0: return { type: 'postgres_uri', value: `postgres://${u}:${pw}@${host}:5432/${db}${r.chance(0.5) ? '?sslmode=require' : ''}` };
    case 1: return { type: 'postgres_uri', value: `postgresql://${u}:${pw}@${host}/${db}` };
    case 2: return { type: 'mysql_uri', value: `mysql://${u}:${pw}@${host}:3306/${db}` };
    case 3: return { type: 'mongodb_uri', value: `mongodb+srv://${u}:${pw}@cluster0.${r.lower(5)}.mongodb.net/${db}?retryWrites=true&w=majority` };
    case 4: return { type: 'redis_uri', value: `redis://default:${pw}@${r.pick(['redis-1', 'cache.internal', host])}:6379/${r.int(0, 5)}` };
    case 5: return { type: 'amqp_uri', value: `amqp${r.chance(0.5) ? 's' : ''}://${u}:${pw}@${r.pick(['rabbitmq.internal', 'mq.plant-erp.local', 'b-' + r.hex(8) + '.mq.eu-west-1.amazonaws.com'])}:5672/${r.pick(['%2F', 'fleet', 'orders'])}` };
    case 6: return { type: 'sqlserver_ado', value: `Server=tcp:${r.lower(8)}.database.windows.net,1433;Initial Catalog=${db};User ID=${u};Password=${pw};Encrypt=True;` };
    case 7: return { type: 'jdbc_url', value: `jdbc:${r.pick(['postgresql', 'mysql', 'sqlserver'])}://${host}:${r.pick([5432, 3306, 1433])}/${db}?user=${u}&password=${pw}` };
    case 8: return { type: 'azure_storage', value: `DefaultEndpointsProtocol=https;AccountName=${r.lower(10)};AccountKey=${r.b64(86)}==;EndpointSuffix=core.windows.net` };
    case 9: return { type: 'azure_servicebus', value: `Endpoint=sb://${r.lower(8)}.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${r.b64(43)}=` };
    case 10: return { type: 'oracle_dsn', value: `oracle://${u}:${pw}@${host}:1521/${db.toUpperCase()}` };
    default: return { type: 'kafka_sasl', value: `kafka://${u}:${pw}@${r.pick(['pkc-' + r.lower(5) + '.europe-west3.gcp.confluent.cloud', 'kafka-0.telemetry.svc'])}:9092` };
  }
}
export function webhook(r) {
  const k = r.int(0, 9);
  switch (k) {
    case 0: return { type: 'slack_webhook', value: `https://hooks.slack.com/services/T${r.upnum(8)}/B${r.upnum(10)}/${r.alnum(24)}` };
    case 1: return { type: 'discord_webhook', value: `https://discord.com/api/webhooks/${r.nzdigits(18)}/${r.b64url(68)}` };
    case 2: return { type: 'teams_webhook', value: `https://${r.lower(8)}.webhook.office.com/webhookb2/${uuid(r)}@${uuid(r)}/IncomingWebhook/${r.hex(32)}/${uuid(r)}/V2${r.b64url(40)}` };
    case 3: return { type: 'zapier_webhook', value: `https://hooks.zapier.com/hooks/catch/${r.nzdigits(7)}/${r.lower(6)}${r.digits(1)}/` };
    case 4: return { type: 'make_webhook', value: `https://hook.eu${r.int(1, 2)}.make.com/${r.lower(32)}` };
    case 5: return { type: 'google_chat_webhook', value: `https://chat.googleapis.com/v1/spaces/AAAA${r.alnum(7)}/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token=${r.b64url(43)}` };
    case 6: return { type: 'ifttt_webhook', value: `https://maker.ifttt.com/trigger/${r.pick(['door_open', 'charger_fault', 'alarm'])}/with/key/${r.b64url(22)}` };
    case 7: return { type: 'mattermost_webhook', value: `https://chat.${r.lower(6)}.eu/hooks/${r.lower(26)}` };
    case 8: return { type: 'power_automate_webhook', value: `https://prod-${r.int(10, 99)}.westeurope.logic.azure.com:443/workflows/${r.hex(32)}/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=${r.b64url(43)}` };
    default: return { type: 'n8n_webhook', value: `https://n8n.${r.lower(7)}.de/webhook/${uuid(r)}` };
  }
}
export const WEBHOOK_VENDORS = ['Slack', 'Discord', 'Microsoft Teams', 'Zapier', 'Make', 'Google Chat', 'IFTTT', 'Mattermost', 'Power Automate', 'n8n'];
export function uuid(r) { const h = r.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[r.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20)}`; }
