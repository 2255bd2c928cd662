// Secrets with real published shapes and random bodies. Category api_key = long-lived credential issued to call an API
// (incl. personal access tokens); auth_token = session/OAuth/bot/bearer tokens and signatures; see README.
import * as K from './checksums.mjs';
const V = (category, type, value, extra) => ({ category, type, value, ...(extra || {}) });
const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const b64u = (buf) => buf.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

// [vendor, type, env-ish name, generator]
export const API_KEYS = [
  ['aws', 'aws_access_key_id', 'AWS_ACCESS_KEY_ID', (r) => r.pick(['AKIA', 'AKIA', 'ASIA']).replace('ASIA', 'AKIA') + r.str(B32.replace(/[01]/g, ''), 16)],
  ['aws', 'aws_secret_access_key', 'AWS_SECRET_ACCESS_KEY', (r) => r.b64(40)],
  ['google', 'google_api_key', 'GOOGLE_MAPS_API_KEY', (r) => 'AIza' + r.str(ALNUM + '-_', 35)],
  ['stripe', 'stripe_secret_key', 'STRIPE_SECRET_KEY', (r) => 'sk_live_51' + r.str(ALNUM, 97)],
  ['stripe', 'stripe_restricted_key', 'STRIPE_RESTRICTED_KEY', (r) => 'rk_live_51' + r.str(ALNUM, 97)],
  ['stripe', 'stripe_webhook_secret', 'STRIPE_WEBHOOK_SECRET', (r) => 'whsec_' + r.str(ALNUM, 32)],
  ['sendgrid', 'sendgrid_api_key', 'SENDGRID_API_KEY', (r) => 'SG.' + r.b64url(22) + '.' + r.b64url(43)],
  ['twilio', 'twilio_api_key_secret', 'TWILIO_API_SECRET', (r) => r.str(ALNUM, 32)],
  ['twilio', 'twilio_api_key_sid', 'TWILIO_API_KEY', (r) => 'SK' + r.hex(32)],
  ['openai', 'openai_api_key', 'OPENAI_API_KEY', (r) => 'sk-proj-' + r.b64url(74) + 'T3BlbkFJ' + r.b64url(74)],
  ['anthropic', 'anthropic_api_key', 'ANTHROPIC_API_KEY', (r) => 'sk-ant-api03-' + r.b64url(93) + 'AA'],
  ['github', 'github_pat', 'GITHUB_TOKEN', (r) => 'ghp_' + r.str(ALNUM, 36)],
  ['github', 'github_fine_grained_pat', 'GH_PAT', (r) => 'github_pat_11' + r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 20) + '_' + r.str(ALNUM, 59)],
  ['gitlab', 'gitlab_pat', 'GITLAB_TOKEN', (r) => 'glpat-' + r.str(ALNUM + '-_', 20)],
  ['npm', 'npm_token', 'NPM_TOKEN', (r) => 'npm_' + r.str(ALNUM, 36)],
  ['mailgun', 'mailgun_api_key', 'MAILGUN_API_KEY', (r) => 'key-' + r.hex(32)],
  ['mailchimp', 'mailchimp_api_key', 'MAILCHIMP_KEY', (r) => r.hex(32) + '-us' + r.int(1, 21)],
  ['brevo', 'brevo_api_key', 'BREVO_API_KEY', (r) => 'xkeysib-' + r.hex(64) + '-' + r.str(ALNUM, 16)],
  ['shopify', 'shopify_access_token', 'SHOPIFY_ADMIN_TOKEN', (r) => 'shpat_' + r.hex(32)],
  ['digitalocean', 'digitalocean_pat', 'DIGITALOCEAN_TOKEN', (r) => 'dop_v1_' + r.hex(64)],
  ['square', 'square_access_token', 'SQUARE_ACCESS_TOKEN', (r) => 'EAAA' + r.str(ALNUM + '-_', 60)],
  ['braintree', 'braintree_access_token', 'BRAINTREE_ACCESS_TOKEN', (r) => 'access_token$production$' + r.str('abcdefghijklmnopqrstuvwxyz0123456789', 16) + '$' + r.hex(32)],
  ['onfido', 'onfido_api_token', 'ONFIDO_API_TOKEN', (r) => 'api_live.' + r.str(ALNUM + '-_', 11) + '.' + r.str(ALNUM + '-_', 32)],
  ['mollie', 'mollie_api_key', 'MOLLIE_API_KEY', (r) => 'live_' + r.str(ALNUM, 30)],
  ['gocardless', 'gocardless_access_token', 'GOCARDLESS_ACCESS_TOKEN', (r) => 'live_' + r.str(ALNUM + '-_', 40)],
  ['wise', 'wise_api_token', 'WISE_API_TOKEN', (r) => r.uuid()],
  ['datadog', 'datadog_api_key', 'DD_API_KEY', (r) => r.hex(32)],
  ['sentry', 'sentry_user_token', 'SENTRY_AUTH_TOKEN', (r) => 'sntryu_' + r.hex(64)],
  ['cloudflare', 'cloudflare_api_token', 'CLOUDFLARE_API_TOKEN', (r) => r.str(ALNUM + '-_', 40)],
  ['atlassian', 'atlassian_api_token', 'JIRA_API_TOKEN', (r) => 'ATATT3xFfGF0' + r.str(ALNUM + '-_', 170) + '=' + r.HEX(8)],
  ['notion', 'notion_integration_token', 'NOTION_TOKEN', (r) => 'ntn_' + r.digits(11) + r.str(ALNUM, 35)],
  ['airtable', 'airtable_pat', 'AIRTABLE_PAT', (r) => 'pat' + r.str(ALNUM, 14) + '.' + r.hex(64)],
  ['linear', 'linear_api_key', 'LINEAR_API_KEY', (r) => 'lin_api_' + r.str(ALNUM, 40)],
  ['hubspot', 'hubspot_private_app_token', 'HUBSPOT_TOKEN', (r) => 'pat-' + r.pick(['na1', 'eu1']) + '-' + r.uuid()],
  ['pypi', 'pypi_token', 'PYPI_TOKEN', (r) => 'pypi-AgEIcHlwaS5vcmc' + r.str(ALNUM + '-_', 60)],
  ['sumsub', 'sumsub_app_token', 'SUMSUB_APP_TOKEN', (r) => 'prd:' + r.str(ALNUM, 24) + '.' + r.str(ALNUM, 32)],
  ['adyen', 'adyen_api_key', 'ADYEN_API_KEY', (r) => 'AQE' + r.str(ALNUM, 5) + 'k' + r.str(ALNUM + '+/', 120)],
  ['firebase', 'fcm_server_key', 'FCM_SERVER_KEY', (r) => 'AAAA' + r.str(ALNUM + '-_', 7) + ':APA91b' + r.str(ALNUM + '-_', 134)],
  ['resend', 'resend_api_key', 'RESEND_API_KEY', (r) => 're_' + r.str(ALNUM, 8) + '_' + r.str(ALNUM, 24)],
  ['okta', 'okta_api_token', 'OKTA_API_TOKEN', (r) => '00' + r.str(ALNUM + '-_', 40)],
  ['postmark', 'postmark_server_token', 'POSTMARK_SERVER_TOKEN', (r) => r.uuid()],
  ['veriff', 'veriff_api_secret', 'VERIFF_SHARED_SECRET', (r) => r.uuid()],
  ['docusign', 'docusign_secret_key', 'DOCUSIGN_CLIENT_SECRET', (r) => r.uuid()],
];

export function jwt(r, claims) {
  const h = b64u(Buffer.from(JSON.stringify({ alg: r.pick(['HS256', 'RS256']), typ: 'JWT' })));
  const now = 1700000000 + r.int(0, 60000000);
  const p = b64u(Buffer.from(JSON.stringify({ sub: claims?.sub || r.uuid(), iat: now, exp: now + 3600, ...(claims?.extra || {}) })));
  return `${h}.${p}.${r.b64url(43)}`;
}
export const AUTH_TOKENS = [
  ['jwt', 'jwt', 'ACCESS_TOKEN', (r) => jwt(r)],
  ['slack', 'slack_bot_token', 'SLACK_BOT_TOKEN', (r) => `xoxb-${r.nzdigits(11)}-${r.nzdigits(13)}-${r.str(ALNUM, 24)}`],
  ['slack', 'slack_user_token', 'SLACK_USER_TOKEN', (r) => `xoxp-${r.nzdigits(11)}-${r.nzdigits(12)}-${r.nzdigits(13)}-${r.hex(32)}`],
  ['github', 'github_oauth_token', 'GH_OAUTH_TOKEN', (r) => 'gho_' + r.str(ALNUM, 36)],
  ['github', 'github_app_token', 'GH_INSTALLATION_TOKEN', (r) => 'ghs_' + r.str(ALNUM, 36)],
  ['google', 'google_oauth_access_token', 'GOOGLE_ACCESS_TOKEN', (r) => 'ya29.a0' + r.str(ALNUM + '-_', 150)],
  ['google', 'google_oauth_refresh_token', 'GOOGLE_REFRESH_TOKEN', (r) => '1//0' + r.str(ALNUM + '-_', 99)],
  ['twilio', 'twilio_auth_token', 'TWILIO_AUTH_TOKEN', (r) => r.hex(32)],
  ['telegram', 'telegram_bot_token', 'TELEGRAM_BOT_TOKEN', (r) => `${r.nzdigits(10)}:AA${r.str(ALNUM + '-_', 33)}`],
  ['discord', 'discord_bot_token', 'DISCORD_TOKEN', (r) => `${b64u(Buffer.from(r.nzdigits(18)))}.${r.str(ALNUM + '-_', 6)}.${r.str(ALNUM + '-_', 38)}`],
  ['aws', 'aws_session_token', 'AWS_SESSION_TOKEN', (r) => 'FwoGZXIvYXdzE' + r.b64(200)],
  ['meta', 'facebook_access_token', 'FB_PAGE_TOKEN', (r) => 'EAAG' + r.str(ALNUM, 180)],
  ['microsoft', 'azure_sas_signature', 'AZURE_SAS', (r) => r.b64(43).replace(/\+/g, '%2B').replace(/\//g, '%2F') + '%3D'],
  ['generic', 'session_cookie', 'SESSION', (r) => 's%3A' + r.str(ALNUM + '-_', 32) + '.' + r.str(ALNUM + '%', 43)],
  ['generic', 'opaque_bearer_token', 'BEARER', (r) => r.str(ALNUM, r.int(40, 64))],
  ['dropbox', 'dropbox_access_token', 'DROPBOX_TOKEN', (r) => 'sl.B' + r.str(ALNUM + '-_', 135)],
];

export function basicAuth(r, user, pw) { return V('auth_token', 'basic_auth_credentials', Buffer.from(`${user}:${pw}`).toString('base64'), { encoding: 'base64' }); }

export function password(r, style) {
  style = style || r.pick(['human', 'human', 'random', 'phrase', 'leet', 'native']);
  const words = ['Sommer', 'Berlin', 'umzug', 'Casablanca', 'Kyiv', 'tulpe', 'Sakura', 'mango', 'Lissabon', 'Krakow', 'dragon', 'Istanbul', 'koala', 'Zuhause', 'Montreal', 'Bosphorus', 'tortuga', 'Nordlicht'];
  switch (style) {
    case 'human': return r.pick(words) + r.pick(['', '_', '.', '#']) + r.int(1970, 2026) + r.pick(['!', '?', '', '$', '!!']);
    case 'random': return r.str(ALNUM + '!#$%&*+-=?@^_', r.int(12, 20));
    case 'phrase': return [r.pick(words), r.pick(words), r.pick(words)].map((w) => w.toLowerCase()).join(r.pick(['-', '.', '_'])) + r.int(1, 99);
    case 'leet': return r.pick(['P@ssw0rd', 'W3lc0me', 'Adm1n', 'S3cur3', 'V1sum']) + r.pick(['#', '!', '_', '']) + r.digits(r.int(2, 4)) + r.pick(['', 'x', 'Q']);
    case 'native': return r.pick(['Москва', 'Київ', 'İzmir', 'Zürich', 'München', 'Ελλάδα']) + r.digits(r.int(2, 4)) + r.pick(['!', '#', '']);
  }
}

// PEM private keys with random bodies and the correct DER-ish leading bytes; `escaped` renders "\n" literally (JSON/.env style)
const PEM = {
  rsa: ['RSA PRIVATE KEY', 'MIIEpAIBAAKCAQEA', 1588],
  rsa1k: ['RSA PRIVATE KEY', 'MIICXAIBAAKBgQC', 812],
  pkcs8: ['PRIVATE KEY', 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ', 1620],
  ec: ['EC PRIVATE KEY', 'MHcCAQEEI', 160],
  ed25519_pkcs8: ['PRIVATE KEY', 'MC4CAQAwBQYDK2VwBCIEI', 64],
  openssh: ['OPENSSH PRIVATE KEY', 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW', 387],
  encrypted: ['ENCRYPTED PRIVATE KEY', 'MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI', 1700],
  pgp: ['PGP PRIVATE KEY BLOCK', 'lQOYBG', 1200],
};
export function privateKey(r, kind, escaped = false) {
  kind = kind || r.weighted([['ec', 3], ['openssh', 3], ['ed25519_pkcs8', 1.5], ['rsa1k', 1.5], ['pkcs8', 1], ['rsa', 0.7], ['encrypted', 0.5], ['pgp', 0.5]]);
  const [label, pre, len] = PEM[kind];
  let body = pre + r.b64(len - pre.length - 2);
  body += len % 3 === 0 ? r.b64(2) : r.b64(1) + '=';
  const lines = body.match(/.{1,64}/g);
  const nl = escaped ? '\\n' : '\n';
  const mid = kind === 'pgp' ? ['', ...lines, '=' + r.b64(4)] : lines;
  const v = `-----BEGIN ${label}-----${nl}${mid.join(nl)}${nl}-----END ${label}-----`;
  return V('private_key', `${kind === 'rsa1k' ? 'rsa' : kind}_private_key_pem`, v, escaped ? { encoding: 'json_escaped' } : undefined);
}
export function rawPrivateKey(r) {
  if (r.chance(0.5)) return V('private_key', 'eth_private_key_hex', '0x' + r.hex(64));
  return V('private_key', 'btc_wif_private_key', K.b58check(Buffer.concat([Buffer.from([0x80]), r.bytes(32), Buffer.from([1])])));
}

// Webhook URLs (random path secrets on the vendors' real hosts)
export const WEBHOOKS = [
  ['slack', (r) => `https://hooks.slack.com/services/T${r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 10)}/B${r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 10)}/${r.str(ALNUM, 24)}`],
  ['discord', (r) => `https://discord.com/api/webhooks/${r.nzdigits(19)}/${r.str(ALNUM + '-_', 68)}`],
  ['msteams', (r) => `https://${r.pick(['northwind', 'globalmove', 'expathelp', 'relokate'])}.webhook.office.com/webhookb2/${r.uuid()}@${r.uuid()}/IncomingWebhook/${r.hex(32)}/${r.uuid()}/V2${r.str(ALNUM, 43)}`],
  ['google_chat', (r) => `https://chat.googleapis.com/v1/spaces/AAAA${r.str(ALNUM, 7)}/messages?key=AIzaSy${r.str(ALNUM + "-_", 33)}&token=${r.str(ALNUM + '-_', 43)}%3D`],
  ['zapier', (r) => `https://hooks.zapier.com/hooks/catch/${r.nzdigits(r.pick([7, 8]))}/${r.str('abcdefghijklmnopqrstuvwxyz0123456789', 6)}/`],
  ['make', (r) => `https://hook.${r.pick(['eu1', 'eu2', 'us1'])}.make.com/${r.str('abcdefghijklmnopqrstuvwxyz0123456789', 32)}`],
  ['ifttt', (r) => `https://maker.ifttt.com/trigger/${r.pick(['new_booking', 'visa_status', 'doc_uploaded'])}/with/key/${r.str(ALNUM + '-_', 22)}`],
  ['mattermost', (r) => `https://chat.${r.pick(['relokate.eu', 'expathub.io', 'movewell.net'])}/hooks/${r.str('abcdefghijklmnopqrstuvwxyz0123456789', 26)}`],
  ['power_automate', (r) => `https://prod-${r.int(10, 99)}.${r.pick(['westeurope', 'northeurope', 'eastus'])}.logic.azure.com:443/workflows/${r.hex(32)}/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=${r.str(ALNUM + '-_', 43)}`],
  ['n8n', (r) => `https://n8n.${r.pick(['relokate.eu', 'visaflow.app', 'nordlicht-mobility.de'])}/webhook/${r.uuid()}`],
  ['pipedream', (r) => `https://eo${r.str('abcdefghijklmnopqrstuvwxyz0123456789', 14)}.m.pipedream.net`],
  ['telegram', (r) => `https://api.telegram.org/bot${r.nzdigits(10)}:AA${r.str(ALNUM + '-_', 33)}/sendMessage?chat_id=-100${r.nzdigits(10)}`],
];
// Note: the Google Chat URL's key= is the published, shared Chat API key (not a secret on its own); the token= is the secret.
export function webhook(r, vendor) { const w = vendor ? WEBHOOKS.find((x) => x[0] === vendor) : r.pick(WEBHOOKS); return V('webhook_url', `${w[0]}_webhook`, w[1](r)); }

// Connection strings: always with credentials (a URL without them is not labelled)
export function connString(r, kind, user, pw) {
  kind = kind || r.pick(['postgres', 'mysql', 'mongodb', 'redis', 'amqp', 'mssql', 'servicebus', 'azure_storage', 'jdbc', 'smtp', 'elastic', 'nats', 'mqtt']);
  const host = r.pick(['db', 'pg-main', 'mysql01', 'cache', 'mq', 'prod-db', 'case-db']) + r.pick(['.internal', `.${r.lower(6)}.eu-central-1.rds.amazonaws.com`, '.relokate.local', `-${r.lower(4)}.postgres.database.azure.com`, '']);
  const db = r.pick(['cases', 'clients', 'relocation', 'booking', 'portal', 'payroll']);
  user = user || r.pick(['app', 'portal_rw', 'svc_booking', 'admin', 'relokate', 'case_mgr']);
  pw = pw || r.str(ALNUM, r.int(14, 24));
  const enc = encodeURIComponent(pw);
  switch (kind) {
    case 'postgres': return V('connection_string', 'postgres_uri', `${r.pick(['postgres', 'postgresql'])}://${user}:${enc}@${host}:5432/${db}${r.pick(['', '?sslmode=require'])}`);
    case 'mysql': return V('connection_string', 'mysql_uri', `mysql://${user}:${enc}@${host}:3306/${db}`);
    case 'mongodb': return V('connection_string', 'mongodb_uri', `mongodb+srv://${user}:${enc}@cluster0.${r.lower(5)}.mongodb.net/${db}?retryWrites=true&w=majority`);
    case 'redis': return V('connection_string', 'redis_uri', `${r.pick(['redis', 'rediss'])}://${r.pick(['default', ''])}:${enc}@${host}:6379/${r.int(0, 5)}`);
    case 'amqp': return V('connection_string', 'amqp_uri', `${r.pick(['amqp', 'amqps'])}://${user}:${enc}@${host}:5672/${r.pick(['%2F', 'relocation', 'prod'])}`);
    case 'mssql': return V('connection_string', 'mssql_ado', `Server=tcp:${r.lower(8)}.database.windows.net,1433;Initial Catalog=${db};Persist Security Info=False;User ID=${user};Password=${pw};Encrypt=True;`);
    case 'servicebus': return V('connection_string', 'azure_servicebus', `Endpoint=sb://${r.lower(9)}.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${r.b64(43)}=`);
    case 'azure_storage': return V('connection_string', 'azure_storage', `DefaultEndpointsProtocol=https;AccountName=${r.lower(10)};AccountKey=${r.b64(86)}==;EndpointSuffix=core.windows.net`);
    case 'jdbc': return V('connection_string', 'jdbc', `jdbc:${r.pick(['postgresql', 'mysql'])}://${host}:${r.pick(['5432', '3306'])}/${db}?user=${user}&password=${enc}`);
    case 'smtp': return V('connection_string', 'smtp_uri', `smtps://${user}%40${r.pick(['relokate.eu', 'visaflow.app'])}:${enc}@${r.pick(['smtp.office365.com', 'smtp.gmail.com', 'mail.relokate.eu'])}:465`);
    case 'elastic': return V('connection_string', 'elasticsearch_uri', `https://elastic:${enc}@${r.lower(8)}.es.${r.pick(['europe-west3.gcp', 'eu-central-1.aws'])}.cloud.es.io:9243`);
    case 'nats': return V('connection_string', 'nats_uri', `nats://${user}:${enc}@${host}:4222`);
    case 'mqtt': return V('connection_string', 'mqtt_uri', `mqtts://${user}:${enc}@${r.lower(6)}.s1.eu.hivemq.cloud:8883`);
  }
}
