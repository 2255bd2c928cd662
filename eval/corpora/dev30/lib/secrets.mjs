// Secrets in vendors' publicly documented shapes, random bodies (never real credentials).
import { B62 } from './prng.mjs';
import { createHash } from 'node:crypto';

function crc32(str) { let c, crc = 0xffffffff; for (let i = 0; i < str.length; i++) { c = (crc ^ str.charCodeAt(i)) & 0xff; for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1; crc = (crc >>> 8) ^ c; } return (crc ^ 0xffffffff) >>> 0; }
function b62enc(n, w) { let s = ''; while (n > 0) { s = B62[n % 62] + s; n = Math.floor(n / 62); } return s.padStart(w, '0'); }
const B62D = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
function b62encGH(n) { let s = ''; while (n > 0) { s = B62D[n % 62] + s; n = Math.floor(n / 62); } return s.padStart(6, '0'); }
export function githubToken(r, prefix = 'ghp') { const body = r.b62(30); return `${prefix}_${body}${b62encGH(crc32(body))}`; }
export const githubValid = (s) => { const m = /^gh[pousr]_([A-Za-z0-9]{30})([A-Za-z0-9]{6})$/.exec(s); return !!m && b62encGH(crc32(m[1])) === m[2]; };

const b64 = (buf) => buf.toString('base64');
const b64u = (s) => Buffer.from(s).toString('base64url');

export function jwt(r, claims) {
  const h = b64u(JSON.stringify({ alg: r.pick(['HS256', 'RS256']), typ: 'JWT' }));
  const p = b64u(JSON.stringify(claims || { sub: r.uuid(), scope: r.pick(['patient/*.read', 'user/Observation.read', 'system/*.write', 'portal']), iat: 1760000000 + r.int(0, 9999999), exp: 1770000000 + r.int(0, 9999999) }));
  return `${h}.${p}.${r.b64url(43)}`;
}

// Each generator: r => [category, type, value]
export const API_KEYS = {
  aws_access_key_id: (r) => ['api_key', 'aws_access_key_id', r.pick(['AKIA', 'ASIA']) + r.str(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')],
  aws_secret_access_key: (r) => ['api_key', 'aws_secret_access_key', r.b64(40)],
  github_pat: (r) => ['auth_token', 'github_token', githubToken(r, r.pick(['ghp', 'gho', 'ghs']))],
  github_fine_grained: (r) => ['auth_token', 'github_fine_grained_pat', `github_pat_11${r.str(20, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}_${r.b62(59)}`],
  gitlab_pat: (r) => ['auth_token', 'gitlab_pat', 'glpat-' + r.str(20, B62 + '-_')],
  stripe_secret: (r) => ['api_key', 'stripe_secret_key', 'sk_live_' + r.b62(r.pick([24, 99]))],
  stripe_restricted: (r) => ['api_key', 'stripe_restricted_key', 'rk_live_' + r.b62(24)],
  stripe_webhook_secret: (r) => ['api_key', 'stripe_webhook_secret', 'whsec_' + r.b62(32)],
  twilio_auth_token: (r) => ['api_key', 'twilio_auth_token', r.hex(32)],
  twilio_api_key: (r) => ['api_key', 'twilio_api_key', 'SK' + r.hex(32)],
  sendgrid: (r) => ['api_key', 'sendgrid_api_key', `SG.${r.str(22, B62 + '-_')}.${r.str(43, B62 + '-_')}`],
  mailgun: (r) => ['api_key', 'mailgun_api_key', 'key-' + r.hex(32)],
  mailchimp: (r) => ['api_key', 'mailchimp_api_key', `${r.hex(32)}-us${r.int(1, 21)}`],
  postmark: (r) => ['api_key', 'postmark_server_token', r.uuid()],
  slack_bot: (r) => ['auth_token', 'slack_bot_token', `xoxb-${r.digits(11)}-${r.digits(13)}-${r.b62(24)}`],
  slack_user: (r) => ['auth_token', 'slack_user_token', `xoxp-${r.digits(11)}-${r.digits(11)}-${r.digits(13)}-${r.hex(32)}`],
  google_api: (r) => ['api_key', 'google_api_key', 'AIza' + r.str(35, B62 + '-_')],
  google_oauth_secret: (r) => ['api_key', 'google_oauth_client_secret', 'GOCSPX-' + r.str(28, B62 + '-_')],
  openai: (r) => ['api_key', 'openai_api_key', r.chance(0.5) ? `sk-proj-${r.str(64, B62 + '-_')}T3BlbkFJ${r.str(64, B62 + '-_')}` : `sk-${r.b62(20)}T3BlbkFJ${r.b62(20)}`],
  anthropic: (r) => ['api_key', 'anthropic_api_key', `sk-ant-api03-${r.str(93, B62 + '-_')}AA`],
  azure_openai: (r) => ['api_key', 'azure_openai_key', r.hex(32)],
  datadog: (r) => ['api_key', 'datadog_api_key', r.hex(32)],
  newrelic: (r) => ['api_key', 'new_relic_user_key', 'NRAK-' + r.str(27, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')],
  sentry_token: (r) => ['auth_token', 'sentry_auth_token', 'sntrys_' + r.b64(80).replace(/[+/]/g, 'x')],
  pagerduty: (r) => ['api_key', 'pagerduty_integration_key', r.hex(32)],
  shopify: (r) => ['api_key', 'shopify_access_token', 'shpat_' + r.hex(32)],
  square: (r) => ['auth_token', 'square_access_token', 'EAAA' + r.str(60, B62 + '-_')],
  braintree: (r) => ['auth_token', 'braintree_access_token', `access_token$production$${r.alnum(16)}$${r.hex(32)}`],
  okta: (r) => ['api_key', 'okta_api_token', '00' + r.str(40, B62 + '-_')],
  hubspot: (r) => ['auth_token', 'hubspot_private_app_token', `pat-${r.pick(['na1', 'eu1'])}-${r.uuid()}`],
  atlassian: (r) => ['api_key', 'atlassian_api_token', 'ATATT3xFfGF0' + r.str(180, B62 + '-_') + '=' + r.HEX(8)],
  npm: (r) => ['auth_token', 'npm_access_token', 'npm_' + r.b62(36)],
  pypi: (r) => ['auth_token', 'pypi_api_token', 'pypi-AgEIcHlwaS5vcmc' + r.str(70, B62 + '-_')],
  docker: (r) => ['auth_token', 'docker_hub_pat', 'dckr_pat_' + r.str(27, B62 + '-_')],
  digitalocean: (r) => ['auth_token', 'digitalocean_token', 'dop_v1_' + r.hex(64)],
  huggingface: (r) => ['auth_token', 'huggingface_token', 'hf_' + r.str(34, B62)],
  cloudflare: (r) => ['api_key', 'cloudflare_api_token', r.str(40, B62 + '-_')],
  heroku: (r) => ['api_key', 'heroku_api_key', r.uuid()],
  vonage: (r) => ['api_key', 'vonage_api_secret', r.b62(16)],
  firebase_fcm: (r) => ['api_key', 'fcm_server_key', `AAAA${r.b62(7)}:APA91b${r.str(134, B62 + '-_')}`],
  azure_storage_key: (r) => ['api_key', 'azure_storage_account_key', b64(r.bytes(64))],
  adyen: (r) => ['api_key', 'adyen_api_key', `AQE${r.b62(6)}hmfxK${r.str(80, B62 + '+/=').slice(0, 60)}`],
  linear: (r) => ['api_key', 'linear_api_key', 'lin_api_' + r.b62(40)],
  mistral: (r) => ['api_key', 'mistral_api_key', r.b62(32)],
  groq: (r) => ['api_key', 'groq_api_key', 'gsk_' + r.b62(52)],
  jwt: (r) => ['auth_token', 'jwt', jwt(r)],
  bearer_opaque: (r) => ['auth_token', 'oauth_access_token', r.b64url(r.pick([32, 43, 64]))],
  zendesk: (r) => ['api_key', 'zendesk_api_token', r.b62(40)],
};
// vendors for which a bare body (hex/uuid/b62) is ambiguous without a caption
export const NEEDS_CONTEXT = new Set(['aws_secret_access_key', 'twilio_auth_token', 'postmark', 'azure_openai', 'datadog', 'pagerduty', 'cloudflare', 'heroku', 'vonage', 'mistral', 'bearer_opaque', 'zendesk']);
export const VENDOR_ENV = {
  aws_access_key_id: 'AWS_ACCESS_KEY_ID', aws_secret_access_key: 'AWS_SECRET_ACCESS_KEY', github_pat: 'GITHUB_TOKEN', github_fine_grained: 'GH_PAT', gitlab_pat: 'GITLAB_TOKEN',
  stripe_secret: 'STRIPE_SECRET_KEY', stripe_restricted: 'STRIPE_RESTRICTED_KEY', stripe_webhook_secret: 'STRIPE_WEBHOOK_SECRET', twilio_auth_token: 'TWILIO_AUTH_TOKEN', twilio_api_key: 'TWILIO_API_KEY',
  sendgrid: 'SENDGRID_API_KEY', mailgun: 'MAILGUN_API_KEY', mailchimp: 'MAILCHIMP_API_KEY', postmark: 'POSTMARK_SERVER_TOKEN', slack_bot: 'SLACK_BOT_TOKEN', slack_user: 'SLACK_USER_TOKEN',
  google_api: 'GOOGLE_MAPS_API_KEY', google_oauth_secret: 'GOOGLE_CLIENT_SECRET', openai: 'OPENAI_API_KEY', anthropic: 'ANTHROPIC_API_KEY', azure_openai: 'AZURE_OPENAI_API_KEY',
  datadog: 'DD_API_KEY', newrelic: 'NEW_RELIC_API_KEY', sentry_token: 'SENTRY_AUTH_TOKEN', pagerduty: 'PAGERDUTY_ROUTING_KEY', shopify: 'SHOPIFY_ADMIN_TOKEN', square: 'SQUARE_ACCESS_TOKEN',
  braintree: 'BRAINTREE_ACCESS_TOKEN', okta: 'OKTA_API_TOKEN', hubspot: 'HUBSPOT_TOKEN', atlassian: 'JIRA_API_TOKEN', npm: 'NPM_TOKEN', pypi: 'PYPI_TOKEN', docker: 'DOCKERHUB_TOKEN',
  digitalocean: 'DIGITALOCEAN_TOKEN', huggingface: 'HF_TOKEN', cloudflare: 'CLOUDFLARE_API_TOKEN', heroku: 'HEROKU_API_KEY', vonage: 'VONAGE_API_SECRET', firebase_fcm: 'FCM_SERVER_KEY',
  azure_storage_key: 'AZURE_STORAGE_KEY', adyen: 'ADYEN_API_KEY', linear: 'LINEAR_API_KEY', mistral: 'MISTRAL_API_KEY', groq: 'GROQ_API_KEY', jwt: 'PORTAL_SERVICE_JWT', bearer_opaque: 'FHIR_ACCESS_TOKEN', zendesk: 'ZENDESK_API_TOKEN',
};
export const SECRET_NAMES = Object.keys(API_KEYS);
export function secret(r, name) { name = name || r.pick(SECRET_NAMES); const [category, type, value] = API_KEYS[name](r); return { name, env: VENDOR_ENV[name], category, type, value }; }

// ---- private keys ----
function wrap(s, n = 64) { return s.match(new RegExp(`.{1,${n}}`, 'g')).join('\n'); }
export function privateKey(r, kind) {
  kind = kind || r.pick(['rsa', 'pkcs8', 'ec', 'openssh', 'pgp']);
  switch (kind) {
    case 'rsa': return { type: 'rsa_private_key', value: `-----BEGIN RSA PRIVATE KEY-----\n${wrap('MIIEow' + 'IBAAKCAQEA' + b64(r.bytes(r.pick([300, 420]))))}\n-----END RSA PRIVATE KEY-----` };
    case 'pkcs8': return { type: 'pkcs8_private_key', value: `-----BEGIN PRIVATE KEY-----\n${wrap('MIIEvQIBADANBgkqhkiG9w0BAQEFAASC' + b64(r.bytes(r.pick([330, 450]))))}\n-----END PRIVATE KEY-----` };
    case 'ec': return { type: 'ec_private_key', value: `-----BEGIN EC PRIVATE KEY-----\n${wrap('MHcCAQEEI' + b64(r.bytes(110)))}\n-----END EC PRIVATE KEY-----` };
    case 'openssh': return { type: 'openssh_private_key', value: `-----BEGIN OPENSSH PRIVATE KEY-----\n${wrap('b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW' + b64(r.bytes(260)), 70)}\n-----END OPENSSH PRIVATE KEY-----` };
    case 'pgp': return { type: 'pgp_private_key', value: `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQVYBG${wrap(b64(r.bytes(330)))}\n=${r.b62(4)}\n-----END PGP PRIVATE KEY BLOCK-----` };
  }
}

// ---- passwords ----
const WORDS = ['Harbour', 'Mint', 'Falcon', 'Velvet', 'Cobalt', 'Otter', 'Juniper', 'Saffron', 'Tundra', 'Meadow', 'Pixel', 'Lantern', 'Quartz', 'Maple', 'Orbit', 'Nimbus', 'Cedar', 'Puffin', 'Zephyr', 'Marlin'];
export function password(r, style) {
  style = style || r.pick(['words', 'random', 'random', 'leet', 'pin_word']);
  if (style === 'words') return `${r.pick(WORDS)}${r.pick(['-', '_', '.', '!', ''])}${r.pick(WORDS).toLowerCase()}${r.int(10, 9999)}${r.pick(['!', '#', '?', '$', ''])}`;
  if (style === 'random') return r.str(r.int(12, 22), B62 + '!#%^*-_=+.~');
  if (style === 'leet') return r.pick(['Sunsh1ne', 'W1nter', 'P@tient', 'Cl1nic', 'Ph@rma', 'H0sp1tal', 'Dent@l', 'Vet3rinary']) + r.pick(['#', '!', '@', '_']) + r.int(2019, 2027);
  return `${r.pick(WORDS)}${r.digits(4)}${r.pick(['!', '*', '%'])}`;
}
export const PASSWORD_HASHES = (r) => r.pick([
  () => `$2b$12$${r.str(53, B62 + './')}`,
  () => `$argon2id$v=19$m=65536,t=3,p=4$${r.b64(22)}$${r.b64(43)}`,
  () => `pbkdf2_sha256$600000$${r.b62(22)}$${r.b64(43)}=`,
  () => createHash('sha256').update(r.hex(16)).digest('hex'),
  () => `{SSHA}${r.b64(32)}`,
])();
export const PLACEHOLDERS = ['<your-api-key>', 'YOUR_API_KEY_HERE', 'sk_live_xxxxxxxxxxxxxxxxxxxxxxxx', 'changeme', '${DB_PASSWORD}', '{{ secrets.SENDGRID_KEY }}', '********', 'REPLACE_ME', 'AKIAXXXXXXXXXXXXXXXX', 'xoxb-your-token', '<redacted>', 'dummy-token', 'ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', '%%PORTAL_SECRET%%', '$(cat /run/secrets/db_pw)', 'example-password', 'test1234-not-real', '<PASTE_TOKEN>'];

// ---- connection strings ----
export function connString(r, user, pw, host, kind) {
  const db = r.pick(['ehr_prod', 'patients', 'pharmacy', 'lims', 'portal', 'claims', 'trialdb', 'vetclinic', 'carehome', 'rx_core']);
  const k = kind || r.pick(['postgres', 'postgres', 'mysql', 'mongodb', 'mongodb_srv', 'redis', 'amqp', 'mssql', 'jdbc_pg', 'jdbc_mysql', 'azure_storage', 'oracle']);
  const enc = encodeURIComponent(pw);
  switch (k) {
    case 'postgres': return { type: 'postgres_uri', value: `${r.pick(['postgres', 'postgresql'])}://${user}:${enc}@${host}:5432/${db}${r.chance(0.4) ? '?sslmode=require' : ''}` };
    case 'mysql': return { type: 'mysql_uri', value: `mysql://${user}:${enc}@${host}:3306/${db}` };
    case 'mongodb': return { type: 'mongodb_uri', value: `mongodb://${user}:${enc}@${host}:27017/${db}?authSource=admin` };
    case 'mongodb_srv': return { type: 'mongodb_uri', value: `mongodb+srv://${user}:${enc}@cluster${r.int(0, 9)}.${r.alnum(5)}.mongodb.net/${db}?retryWrites=true&w=majority` };
    case 'redis': return { type: 'redis_uri', value: `${r.pick(['redis', 'rediss'])}://${r.chance(0.5) ? 'default' : ''}:${enc}@${host}:6379/${r.int(0, 5)}` };
    case 'amqp': return { type: 'amqp_uri', value: `amqps://${user}:${enc}@${host}:5671/${r.pick(['hl7', 'orders', 'results'])}` };
    case 'mssql': return { type: 'ado_net', value: `Server=tcp:${host},1433;Initial Catalog=${db};User ID=${user};Password=${pw};Encrypt=True;TrustServerCertificate=False;` };
    case 'jdbc_pg': return { type: 'jdbc', value: `jdbc:postgresql://${host}:5432/${db}?user=${user}&password=${enc}` };
    case 'jdbc_mysql': return { type: 'jdbc', value: `jdbc:mysql://${host}:3306/${db}?user=${user}&password=${enc}&useSSL=true` };
    case 'oracle': return { type: 'oracle_uri', value: `oracle://${user}:${enc}@${host}:1521/${db.toUpperCase()}` };
    case 'azure_storage': return { type: 'azure_storage_connection_string', value: `DefaultEndpointsProtocol=https;AccountName=${db.replace('_', '')}${r.digits(3)};AccountKey=${b64(r.bytes(64))};EndpointSuffix=core.windows.net` };
  }
}

// ---- webhooks ----
export function webhook(r) {
  const k = r.pick(['slack', 'slack', 'discord', 'teams', 'gchat', 'zapier', 'make', 'generic']);
  switch (k) {
    case 'slack': return { type: 'slack_webhook', value: `https://hooks.slack.com/services/T${r.str(8, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/B${r.str(10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/${r.b62(24)}` };
    case 'discord': return { type: 'discord_webhook', value: `https://discord.com/api/webhooks/${r.int(1, 9)}${r.digits(17)}/${r.str(68, B62 + '-_')}` };
    case 'teams': return { type: 'teams_webhook', value: `https://${r.pick(['contoso', 'stmarys', 'carewell', 'medinova'])}.webhook.office.com/webhookb2/${r.uuid()}@${r.uuid()}/IncomingWebhook/${r.hex(32)}/${r.uuid()}` };
    case 'gchat': return { type: 'google_chat_webhook', value: `https://chat.googleapis.com/v1/spaces/AAAA${r.b62(7)}/messages?key=AIzaSy${r.str(33, B62 + '-_')}&token=${r.str(43, B62 + '-_')}` };
    case 'zapier': return { type: 'zapier_webhook', value: `https://hooks.zapier.com/hooks/catch/${r.digits(7)}/${r.alnum(6)}/` };
    case 'make': return { type: 'make_webhook', value: `https://hook.eu1.make.com/${r.lower(32)}` };
    case 'generic': return { type: 'signed_webhook_url', value: `https://alerts.${r.pick(['medinova-health.io', 'careline-ops.net', 'rxflow.app'])}/hooks/${r.alnum(10)}?token=${r.b62(32)}` };
  }
}
