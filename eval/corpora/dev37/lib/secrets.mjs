// Secret generators. Every value comes from the PRNG; formats follow the vendors' published shapes.
import { ALNUM, HEX, UPPER, LOWER, DIGITS, B64, B64URL } from './prng.mjs';
import { base62crc } from './validators.mjs';

const b64url = (buf) => Buffer.from(buf).toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const SECRET_GEN = {
  aws_access_key_id: { cat: 'api_key', gen: (r) => r.pick(['AKIA', 'AKIA', 'AKIA', 'ASIA']) + r.str(B32, 16) },
  aws_secret_access_key: { cat: 'api_key', gen: (r) => r.str(ALNUM + '/+', 40) },
  aws_session_token: { cat: 'auth_token', gen: (r) => 'IQoJb3JpZ2luX2VjE' + r.str(B64, 300) + '==' },
  stripe_secret_key: { cat: 'api_key', gen: (r) => r.chance(0.6) ? 'sk_live_51' + r.str(ALNUM, 97) : 'sk_live_' + r.str(ALNUM, 24) },
  stripe_restricted_key: { cat: 'api_key', gen: (r) => 'rk_live_51' + r.str(ALNUM, 97) },
  stripe_webhook_secret: { cat: 'api_key', gen: (r) => 'whsec_' + r.str(ALNUM, 32) },
  google_api_key: { cat: 'api_key', gen: (r) => 'AIza' + r.str(ALNUM + '-_', 35) },
  google_oauth_client_secret: { cat: 'api_key', gen: (r) => 'GOCSPX-' + r.str(ALNUM + '-_', 28) },
  openai_api_key: { cat: 'api_key', gen: (r) => r.chance(0.7) ? 'sk-proj-' + r.str(ALNUM + '-_', 74) + 'T3BlbkFJ' + r.str(ALNUM + '-_', 74) : 'sk-' + r.str(ALNUM, 20) + 'T3BlbkFJ' + r.str(ALNUM, 20) },
  anthropic_api_key: { cat: 'api_key', gen: (r) => 'sk-ant-api03-' + r.str(ALNUM + '-_', 93) + 'AA' },
  slack_bot_token: { cat: 'auth_token', gen: (r) => `xoxb-${r.int(1, 9)}${r.digits(r.int(10, 12))}-${r.int(1, 9)}${r.digits(12)}-${r.str(ALNUM, 24)}` },
  slack_user_token: { cat: 'auth_token', gen: (r) => `xoxp-${r.int(1, 9)}${r.digits(10)}-${r.int(1, 9)}${r.digits(11)}-${r.int(1, 9)}${r.digits(12)}-${r.hex(32)}` },
  slack_app_token: { cat: 'auth_token', gen: (r) => `xapp-1-A${r.str(UPPER + DIGITS, 10)}-${r.digits(13)}-${r.hex(64)}` },
  github_pat_classic: { cat: 'auth_token', gen: (r) => gh(r, 'ghp') },
  github_oauth_token: { cat: 'auth_token', gen: (r) => gh(r, 'gho') },
  github_user_token: { cat: 'auth_token', gen: (r) => gh(r, 'ghu') },
  github_server_token: { cat: 'auth_token', gen: (r) => gh(r, 'ghs') },
  github_refresh_token: { cat: 'auth_token', gen: (r) => gh(r, 'ghr') },
  github_pat_fine_grained: { cat: 'auth_token', gen: (r) => `github_pat_11${r.str(UPPER + DIGITS, 20)}_${r.str(ALNUM, 59)}` },
  gitlab_pat: { cat: 'auth_token', gen: (r) => 'glpat-' + r.str(ALNUM + '-_', 20) },
  gitlab_runner_token: { cat: 'auth_token', gen: (r) => 'glrt-' + r.str(ALNUM + '-_', 20) },
  npm_token: { cat: 'auth_token', gen: (r) => { const e = r.str(ALNUM, 30); return 'npm_' + e + base62crc(e); } },
  pypi_token: { cat: 'api_key', gen: (r) => 'pypi-AgEIcHlwaS5vcmc' + r.str(B64URL, r.int(150, 190)) },
  huggingface_token: { cat: 'api_key', gen: (r) => 'hf_' + r.str(UPPER + LOWER, 34) },
  sendgrid_api_key: { cat: 'api_key', gen: (r) => `SG.${r.str(ALNUM + '-_', 22)}.${r.str(ALNUM + '-_', 43)}` },
  twilio_api_key: { cat: 'api_key', gen: (r) => 'SK' + r.hex(32) },
  twilio_auth_token: { cat: 'api_key', gen: (r) => r.hex(32) },
  mailgun_api_key: { cat: 'api_key', gen: (r) => r.chance(0.5) ? 'key-' + r.hex(32) : `${r.hex(32)}-${r.hex(8)}-${r.hex(8)}` },
  shopify_access_token: { cat: 'auth_token', gen: (r) => r.pick(['shpat_', 'shpca_', 'shppa_']) + r.hex(32) },
  shopify_shared_secret: { cat: 'api_key', gen: (r) => 'shpss_' + r.hex(32) },
  square_access_token: { cat: 'auth_token', gen: (r) => r.chance(0.6) ? 'EAAA' + r.str(ALNUM + '-_', 60) : 'sq0atp-' + r.str(ALNUM + '-_', 22) },
  square_oauth_secret: { cat: 'api_key', gen: (r) => 'sq0csp-' + r.str(ALNUM + '-_', 43) },
  digitalocean_token: { cat: 'auth_token', gen: (r) => r.pick(['dop_v1_', 'doo_v1_', 'dor_v1_']) + r.hex(64) },
  azure_storage_key: { cat: 'api_key', gen: (r) => r.str(B64, 86) + '==' },
  datadog_api_key: { cat: 'api_key', gen: (r) => r.hex(32) },
  telegram_bot_token: { cat: 'auth_token', gen: (r) => `${r.int(1, 9)}${r.digits(9)}:AA${r.str(ALNUM + '-_', 33)}` },
  discord_bot_token: { cat: 'auth_token', gen: (r) => `${b64url(Buffer.from(String(r.int(1, 9)) + r.digits(17)))}.${r.str(ALNUM + '-_', 6)}.${r.str(ALNUM + '-_', 38)}` },
  sentry_auth_token: { cat: 'auth_token', gen: (r) => 'sntrys_' + r.str(B64URL, 120) },
  generic_api_key: { cat: 'api_key', gen: (r) => r.pick([() => r.hex(40), () => r.str(ALNUM, 32), () => 'live_' + r.str(ALNUM, 40)])() },
  bearer_token: { cat: 'auth_token', gen: (r) => r.str(ALNUM + '-._~', r.int(40, 64)) },
};
function gh(r, p) { const e = r.str(ALNUM, 30); return `${p}_${e}${base62crc(e)}`; }

export function jwt(r, opts = {}) {
  const alg = r.pick(['HS256', 'RS256', 'ES256']);
  const now = 1700000000 + r.int(0, 60000000);
  const header = { alg, typ: 'JWT', ...(alg !== 'HS256' ? { kid: r.hex(16) } : {}) };
  const payload = { sub: opts.sub || r.uuid(), ...(opts.email ? { email: opts.email } : {}), iss: r.pick(['https://auth.portlink.io/', 'https://login.microsoftonline.com/' + r.uuid() + '/v2.0', 'https://accounts.google.com', 'https://id.mro-cloud.net']), aud: r.pick(['api', 'crew-portal', 'booking-svc']), iat: now, exp: now + r.pick([900, 3600, 86400]), ...(r.chance(0.5) ? { scope: r.pick(['read:orders write:orders', 'openid profile email', 'crew.read']) } : {}) };
  const sigLen = alg === 'HS256' ? 32 : alg === 'ES256' ? 64 : 256;
  return `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}.${b64url(r.bytes(sigLen))}`;
}

// PEM private keys with realistic DER prefixes and 64-column base64 bodies
export function privateKey(r) {
  const kind = r.weighted([['rsa', 3], ['pkcs8', 3], ['ec', 2], ['openssh', 2], ['pgp', 1], ['encrypted', 1]]);
  const body = (prefix, total) => (prefix + r.str(B64, total - prefix.length)).match(/.{1,64}/g).join('\n');
  if (kind === 'rsa') return { type: 'rsa_private_key', value: `-----BEGIN RSA PRIVATE KEY-----\n${body('MIIEpAIBAAKCAQEA', r.pick([1588, 1592, 1596]))}\n-----END RSA PRIVATE KEY-----` };
  if (kind === 'pkcs8') return { type: 'pkcs8_private_key', value: `-----BEGIN PRIVATE KEY-----\n${body('MIIEv' + r.pick(['Q', 'g', 'A']) + 'IBADANBgkqhkiG9w0BAQEFAASC', 1620)}==\n-----END PRIVATE KEY-----` };
  if (kind === 'ec') return { type: 'ec_private_key', value: `-----BEGIN EC PRIVATE KEY-----\n${body('MHcCAQEEI', 224)}\n-----END EC PRIVATE KEY-----` };
  if (kind === 'openssh') return { type: 'openssh_private_key', value: `-----BEGIN OPENSSH PRIVATE KEY-----\n${body('b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW', 396)}\n-----END OPENSSH PRIVATE KEY-----` };
  if (kind === 'encrypted') return { type: 'encrypted_private_key', value: `-----BEGIN ENCRYPTED PRIVATE KEY-----\n${body('MIIFHzBJBgkqhkiG9w0BBQ0wPDAbBgkqhkiG9w0BBQwwDgQI', 1748)}\n-----END ENCRYPTED PRIVATE KEY-----` };
  return { type: 'pgp_private_key', value: `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${body('lQOYBG' + r.str(B64, 4), 1280)}\n=${r.str(B64, 4)}\n-----END PGP PRIVATE KEY BLOCK-----` };
}

const WORDS = 'anchor harbor falcon copper maple river orbit lantern velvet granite comet willow ember summit pebble tundra cobalt sierra marlin atlas'.split(' ');
export function password(r, style) {
  style = style || r.weighted([['human', 4], ['random', 4], ['phrase', 2], ['pin', 1], ['hexish', 1]]);
  if (style === 'human') { const w = r.pick(['Sommer', 'Winter', 'Hamburg', 'Barcelona', 'Dragon', 'Sunshine', 'Marina', 'Anker', 'Galata', 'Kobe', 'Ostsee', 'Lisboa', 'Pegasus', 'Kraken']); return `${w}${r.pick([r.int(1970, 2025), r.int(10, 99), ''])}${r.pick(['!', '#', '$', '?', '*', '.', '!!', '@'])}${r.chance(0.3) ? r.int(1, 9) : ''}`; }
  if (style === 'random') return r.str(ALNUM, r.int(6, 14)) + r.pick(['!', '#', '%', '&', '*', '-', '_', '@', '^', '+', '=', '?']) + r.str(ALNUM, r.int(3, 8));
  if (style === 'phrase') return r.sample(WORDS, 4).map((w) => r.chance(0.5) ? w[0].toUpperCase() + w.slice(1) : w).join(r.pick(['-', '.', '_'])) + r.int(1, 99);
  if (style === 'pin') return r.str(ALNUM, 3) + r.digits(5) + r.str(UPPER, 2);
  return r.str(ALNUM, 24);
}
export const PLACEHOLDER_PASSWORDS = ['changeme', '<password>', 'REPLACE_ME', '${DB_PASSWORD}', 'xxxxxxxx', '********', 'your_password_here', '{{ .Values.db.password }}', '%(DB_PASS)s', 'CHANGE_ME_BEFORE_DEPLOY', '<your-password>', '[REDACTED]'];
export const PLACEHOLDER_KEYS = ['your_api_key_here', 'YOUR_API_KEY', '<api-key>', 'sk_test_xxxxxxxxxxxxxxxxxxxxxxxx', 'REPLACE_ME', 'xxxx-xxxx-xxxx-xxxx', '${STRIPE_SECRET_KEY}', '<YOUR_TOKEN>', 'AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'sk-...'];

export function webhook(r) {
  const k = r.weighted([['slack_webhook', 3], ['discord_webhook', 2], ['teams_webhook', 2], ['generic_webhook', 1]]);
  if (k === 'slack_webhook') return { type: k, value: `https://hooks.slack.com/services/T${r.str(UPPER + DIGITS, r.int(8, 10))}/B${r.str(UPPER + DIGITS, r.int(8, 10))}/${r.str(ALNUM, 24)}` };
  if (k === 'discord_webhook') return { type: k, value: `https://${r.pick(['discord.com', 'discordapp.com'])}/api/webhooks/${r.int(1, 9)}${r.digits(18)}/${r.str(ALNUM + '-_', 68)}` };
  if (k === 'teams_webhook') return { type: k, value: `https://${r.pick(['contoso', 'hafenlogistik', 'skyline-mro', 'lexpartners'])}.webhook.office.com/webhookb2/${r.uuid()}@${r.uuid()}/IncomingWebhook/${r.hex(32)}/${r.uuid()}/V2${r.str(ALNUM + '-_', 40)}` };
  return { type: k, value: `https://hooks.zapier.com/hooks/catch/${r.digits(7)}/${r.str(LOWER + DIGITS, 7)}/` };
}

export function connString(r, pw, opts = {}) {
  const user = opts.user || r.pick(['app', 'admin', 'svc_booking', 'crew_rw', 'postgres', 'root', 'etl_user', 'report_ro', 'mro_app']);
  const host = opts.host || r.pick(['db.internal', 'pg-prod-01.eu-central-1.rds.amazonaws.com', 'mysql.portops.local', '10.20.4.17', 'cluster0.ab1cd.mongodb.net', 'redis-master.cache.svc', 'sqlsrv-prd.database.windows.net', 'orders-db.c7x9k2.us-east-1.rds.amazonaws.com']);
  const db = r.pick(['orders', 'crew', 'bookings', 'mro', 'tenants', 'cdr', 'marketplace', 'cases']);
  const epw = encodeURIComponent(pw);
  const k = opts.kind || r.weighted([['postgres', 3], ['mysql', 2], ['mongodb', 2], ['redis', 1], ['amqp', 1], ['sqlserver', 1], ['jdbc', 1], ['azure_storage', 1]]);
  switch (k) {
    case 'postgres': return { type: 'postgres_uri', value: `${r.pick(['postgres', 'postgresql'])}://${user}:${epw}@${host}:5432/${db}${r.chance(0.4) ? '?sslmode=require' : ''}` };
    case 'mysql': return { type: 'mysql_uri', value: `mysql://${user}:${epw}@${host}:3306/${db}` };
    case 'mongodb': return { type: 'mongodb_uri', value: `mongodb+srv://${user}:${epw}@${r.pick(['cluster0.ab1cd.mongodb.net', 'prod-shard.x9y8z.mongodb.net'])}/${db}?retryWrites=true&w=majority` };
    case 'redis': return { type: 'redis_uri', value: `redis://:${epw}@${host}:6379/0` };
    case 'amqp': return { type: 'amqp_uri', value: `amqps://${user}:${epw}@${r.pick(['rabbit.internal', 'b-1234abcd.mq.eu-west-1.amazonaws.com'])}:5671/${r.pick(['%2F', 'vhost'])}` };
    case 'sqlserver': return { type: 'sqlserver_connection_string', value: `Server=tcp:${r.pick(['sqlsrv-prd.database.windows.net', 'MSSQL01\\SQLEXPRESS'])},1433;Initial Catalog=${db};User ID=${user};Password=${pw};Encrypt=True;TrustServerCertificate=False;` };
    case 'jdbc': return { type: 'jdbc_url', value: `jdbc:${r.pick(['postgresql', 'mysql'])}://${host}/${db}?user=${user}&password=${epw}` };
    default: return { type: 'azure_storage_connection_string', value: `DefaultEndpointsProtocol=https;AccountName=${r.pick(['stportdocs', 'mroarchive01', 'shopexports', 'lexfilings'])}${r.digits(2)};AccountKey=${SECRET_GEN.azure_storage_key.gen(r)};EndpointSuffix=core.windows.net` };
  }
}
