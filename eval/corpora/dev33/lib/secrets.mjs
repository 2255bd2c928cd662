// Vendor-shaped fake secrets. Each generator returns {category, type, value, env} (env: a typical variable name).
import { B62, B64, B64URL, HEX, UPPER, LOWER, DIG } from './prng.mjs';
import { crc32, base62, bech32Encode, toWords } from './validators.mjs';

const AN = B62, LUD = UPPER + DIG, LD = LOWER + DIG;
const gh = (r, p) => { const body = r.str(30, AN); return p + body + base62(crc32(body), 6); };
const b64body = (r, n) => r.str(n, B64);
const jwt = (r, iss) => {
  const h = Buffer.from(JSON.stringify({ alg: r.pick(['HS256', 'RS256', 'ES256']), typ: 'JWT' })).toString('base64url');
  const now = 1700000000 + r.int(0, 60000000);
  const pl = Buffer.from(JSON.stringify({ sub: String(r.int(10000, 9999999)), iss, iat: now, exp: now + r.pick([900, 3600, 86400]), scope: r.pick(['members:read', 'tickets:write', 'donations:read offline_access', 'crm.all']) })).toString('base64url');
  return `${h}.${pl}.${r.str(r.pick([43, 86]), B64URL)}`;
};
const pemLines = (s) => s.replace(/(.{64})/g, '$1\n').trim();

export const SECRETS = [
  ['api_key', 'aws_access_key_id', 'AWS_ACCESS_KEY_ID', (r) => 'AKIA' + r.str(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')],
  ['api_key', 'aws_secret_access_key', 'AWS_SECRET_ACCESS_KEY', (r) => r.str(40, B62 + '/+')],
  ['api_key', 'google_api_key', 'GOOGLE_MAPS_API_KEY', (r) => 'AIza' + r.str(35, B62 + '-_')],
  ['api_key', 'stripe_secret_key', 'STRIPE_SECRET_KEY', (r) => 'sk_live_' + r.str(r.pick([24, 99]), AN)],
  ['api_key', 'stripe_restricted_key', 'STRIPE_RESTRICTED_KEY', (r) => 'rk_live_' + r.str(r.pick([24, 99]), AN)],
  ['api_key', 'stripe_webhook_secret', 'STRIPE_WEBHOOK_SECRET', (r) => 'whsec_' + r.str(32, AN)],
  ['api_key', 'sendgrid_api_key', 'SENDGRID_API_KEY', (r) => `SG.${r.str(22, B62 + '-_')}.${r.str(43, B62 + '-_')}`],
  ['api_key', 'mailgun_api_key', 'MAILGUN_API_KEY', (r) => `key-${r.hex(32)}`],
  ['api_key', 'mailchimp_api_key', 'MAILCHIMP_API_KEY', (r) => `${r.hex(32)}-us${r.int(2, 21)}`],
  ['api_key', 'twilio_api_key', 'TWILIO_API_KEY_SECRET', (r) => 'SK' + r.hex(32)],
  ['api_key', 'openai_api_key', 'OPENAI_API_KEY', (r) => `sk-proj-${r.str(58, B62 + '-_')}T3BlbkFJ${r.str(58, B62 + '-_')}`],
  ['api_key', 'anthropic_api_key', 'ANTHROPIC_API_KEY', (r) => `sk-ant-api03-${r.str(93, B62 + '-_')}AA`],
  ['api_key', 'huggingface_token', 'HF_TOKEN', (r) => 'hf_' + r.str(34, UPPER + LOWER)],
  ['api_key', 'shopify_access_token', 'SHOPIFY_ADMIN_TOKEN', (r) => 'shpat_' + r.hex(32)],
  ['api_key', 'digitalocean_token', 'DIGITALOCEAN_TOKEN', (r) => 'dop_v1_' + r.hex(64)],
  ['api_key', 'newrelic_user_key', 'NEW_RELIC_API_KEY', (r) => 'NRAK-' + r.str(27, LUD)],
  ['api_key', 'linear_api_key', 'LINEAR_API_KEY', (r) => 'lin_api_' + r.str(40, AN)],
  ['api_key', 'notion_token', 'NOTION_TOKEN', (r) => 'ntn_' + r.digits(11) + r.str(35, AN)],
  ['api_key', 'postman_api_key', 'POSTMAN_API_KEY', (r) => `PMAK-${r.hex(24)}-${r.hex(34)}`],
  ['api_key', 'atlassian_api_token', 'JIRA_API_TOKEN', (r) => `ATATT3xFfGF0${r.str(170, B62 + '-_')}=${r.hex(8).toUpperCase()}`],
  ['api_key', 'pulumi_token', 'PULUMI_ACCESS_TOKEN', (r) => 'pul-' + r.hex(40)],
  ['api_key', 'figma_token', 'FIGMA_TOKEN', (r) => 'figd_' + r.str(40, B62 + '-_')],
  ['api_key', 'grafana_service_account_token', 'GRAFANA_TOKEN', (r) => `glsa_${r.str(32, AN)}_${r.hex(8)}`],
  ['api_key', 'supabase_access_token', 'SUPABASE_ACCESS_TOKEN', (r) => 'sbp_' + r.hex(40)],
  ['api_key', 'databricks_token', 'DATABRICKS_TOKEN', (r) => 'dapi' + r.hex(32)],
  ['api_key', 'square_access_token', 'SQUARE_ACCESS_TOKEN', (r) => 'EAAA' + r.str(60, B62 + '-_')],
  ['api_key', 'braintree_access_token', 'BRAINTREE_ACCESS_TOKEN', (r) => `access_token$production$${r.str(16, LD)}$${r.hex(32)}`],
  ['api_key', 'razorpay_key_secret', 'RAZORPAY_KEY_SECRET', (r) => r.str(24, AN)],
  ['api_key', 'paystack_secret_key', 'PAYSTACK_SECRET_KEY', (r) => 'sk_live_' + r.hex(40)],
  ['api_key', 'flutterwave_secret_key', 'FLW_SECRET_KEY', (r) => `FLWSECK-${r.hex(32)}-X`],
  ['api_key', 'mollie_api_key', 'MOLLIE_API_KEY', (r) => 'live_' + r.str(30, AN)],
  ['api_key', 'gocardless_access_token', 'GOCARDLESS_ACCESS_TOKEN', (r) => 'live_' + r.str(40, B62 + '-_')],
  ['api_key', 'dynatrace_token', 'DT_API_TOKEN', (r) => `dt0c01.${r.str(24, LUD)}.${r.str(64, LUD)}`],
  ['api_key', 'sentry_auth_token', 'SENTRY_AUTH_TOKEN', (r) => 'sntryu_' + r.hex(64)],
  ['api_key', 'doppler_token', 'DOPPLER_TOKEN', (r) => `dp.st.prd.${r.str(40, AN)}`],
  ['api_key', 'terraform_cloud_token', 'TFE_TOKEN', (r) => `${r.str(14, AN)}.atlasv1.${r.str(67, AN)}`],
  ['api_key', 'mapbox_secret_token', 'MAPBOX_SECRET_TOKEN', (r) => `sk.eyJ1IjoiJ${r.str(20, B62)}IiwiYSI6I${r.str(16, B62)}.${r.str(22, B62 + '-_')}`],
  ['api_key', 'cloudflare_api_token', 'CLOUDFLARE_API_TOKEN', (r) => r.str(40, B62 + '-_')],
  ['api_key', 'heroku_api_key', 'HEROKU_API_KEY', (r) => 'HRKU-' + r.str(60, B62 + '-_')],
  ['api_key', 'twilio_auth_token', 'TWILIO_AUTH_TOKEN', (r) => r.hex(32)],
  ['api_key', 'algolia_admin_key', 'ALGOLIA_ADMIN_KEY', (r) => r.hex(32)],
  ['auth_token', 'github_pat_classic', 'GITHUB_TOKEN', (r) => gh(r, 'ghp_')],
  ['auth_token', 'github_oauth_token', 'GH_OAUTH_TOKEN', (r) => gh(r, 'gho_')],
  ['auth_token', 'github_app_token', 'GH_APP_TOKEN', (r) => gh(r, r.pick(['ghs_', 'ghu_']))],
  ['auth_token', 'github_fine_grained_pat', 'GH_PAT', (r) => `github_pat_11${r.str(20, LUD)}_${r.str(59, AN)}`],
  ['auth_token', 'gitlab_pat', 'GITLAB_TOKEN', (r) => 'glpat-' + r.str(20, B62 + '-_')],
  ['auth_token', 'npm_token', 'NPM_TOKEN', (r) => gh(r, 'npm_')],
  ['auth_token', 'pypi_token', 'PYPI_TOKEN', (r) => 'pypi-AgEIcHlwaS5vcmc' + r.str(r.int(120, 160), B64URL)],
  ['auth_token', 'slack_bot_token', 'SLACK_BOT_TOKEN', (r) => `xoxb-${r.digits(r.pick([11, 12]))}-${r.digits(13)}-${r.str(24, AN)}`],
  ['auth_token', 'slack_user_token', 'SLACK_USER_TOKEN', (r) => `xoxp-${r.digits(12)}-${r.digits(12)}-${r.digits(13)}-${r.hex(32)}`],
  ['auth_token', 'slack_app_token', 'SLACK_APP_TOKEN', (r) => `xapp-1-A${r.str(10, LUD)}-${r.digits(13)}-${r.hex(64)}`],
  ['auth_token', 'discord_bot_token', 'DISCORD_BOT_TOKEN', (r) => `${r.pick(['MT', 'OD', 'OT'])}${r.str(24, B62)}.${r.str(6, B62 + '-_')}.${r.str(38, B62 + '-_')}`],
  ['auth_token', 'telegram_bot_token', 'TELEGRAM_BOT_TOKEN', (r) => `${r.int(1000000000, 7999999999)}:AA${r.str(33, B62 + '-_')}`],
  ['auth_token', 'jwt', 'ACCESS_TOKEN', (r) => jwt(r, r.pick(['https://auth.ticketing.example', 'members-api', 'donor-portal', 'https://sso.clubhub.example']))],
  ['auth_token', 'vault_token', 'VAULT_TOKEN', (r) => 'hvs.' + r.str(r.pick([24, 91]), B62 + '-_')],
  ['auth_token', 'oauth_refresh_token', 'REFRESH_TOKEN', (r) => '1//0' + r.str(99, B62 + '-_')],
  ['auth_token', 'google_oauth_access_token', 'GOOGLE_ACCESS_TOKEN', (r) => 'ya29.' + r.str(r.int(120, 160), B62 + '-_')],
];
export const SECRET_BY_TYPE = Object.fromEntries(SECRETS.map((s) => [s[1], s]));
export function secret(r, filter) {
  const pool = filter ? SECRETS.filter(filter) : SECRETS;
  const [category, type, env, f] = r.pick(pool);
  return { category, type, env, value: f(r) };
}
// private keys
export function privateKey(r) {
  const kind = r.weighted([['rsa', 3], ['pkcs8', 3], ['ec', 2], ['openssh', 3], ['pgp', 1]]);
  if (kind === 'rsa') return { type: 'rsa_private_key', value: `-----BEGIN RSA PRIVATE KEY-----\n${pemLines('MIIEow' + r.pick(['IBAAKCAQEA', 'IBAAKCAQEAu', 'IBAAKCAQEAx']) + b64body(r, 1560))}\n-----END RSA PRIVATE KEY-----` };
  if (kind === 'pkcs8') return { type: 'pkcs8_private_key', value: `-----BEGIN PRIVATE KEY-----\n${pemLines('MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ' + b64body(r, 1570))}\n-----END PRIVATE KEY-----` };
  if (kind === 'ec') return { type: 'ec_private_key', value: `-----BEGIN EC PRIVATE KEY-----\n${pemLines('MHcCAQEEI' + b64body(r, 43) + 'oAoGCCqGSM49AwEHoUQDQgAE' + b64body(r, 86) + '==')}\n-----END EC PRIVATE KEY-----` };
  if (kind === 'openssh') return { type: 'openssh_private_key', value: `-----BEGIN OPENSSH PRIVATE KEY-----\n${pemLines('b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACA' + b64body(r, 310) + '=')}\n-----END OPENSSH PRIVATE KEY-----` };
  return { type: 'pgp_private_key', value: `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQOYBG${pemLines(b64body(r, 900))}\n=${r.str(4, B64)}\n-----END PGP PRIVATE KEY BLOCK-----` };
}
export function ageKey(r) { const w = toWords([...Array(32)].map(() => r.int(0, 255))); return { type: 'age_secret_key', value: bech32Encode('age-secret-key-', w).toUpperCase() }; }
// passwords
const WORDS = ['Trikot', 'goal', 'Marathon', 'stadium', 'Falcon', 'river', 'tribune', 'volley', 'Sprint', 'harbor', 'kicker', 'Derby', 'summit', 'medal', 'Lantern', 'orbit', 'Pelican', 'cobalt'];
export function password(r) {
  const f = r.int(0, 3);
  if (f === 0) return r.str(r.int(14, 22), B62 + '!#%&*@^');
  if (f === 1) return `${r.pick(WORDS)}${r.pick(['!', '#', '$', '_', '.'])}${r.pick(WORDS)}${r.int(10, 2099)}`;
  if (f === 2) return r.str(r.int(24, 32), B62);
  return `${r.pick(WORDS)}-${r.pick(WORDS).toLowerCase()}-${r.pick(WORDS).toLowerCase()}-${r.int(1, 99)}`;
}
// connection strings: {type, value}
export function connString(r, host) {
  const user = r.pick(['app', 'crm_rw', 'tickets', 'donations_svc', 'admin', 'postgres', 'members']);
  const pw = password(r).replace(/[@:/?#%]/g, 'x');
  const db = r.pick(['members', 'ticketing', 'donors', 'crm', 'events_prod', 'clubhub']);
  const k = r.int(0, 7);
  if (k === 0) return { type: 'postgres_uri', value: `postgresql://${user}:${pw}@${host}:5432/${db}${r.chance(0.5) ? '?sslmode=require' : ''}` };
  if (k === 1) return { type: 'mysql_uri', value: `mysql://${user}:${pw}@${host}:3306/${db}` };
  if (k === 2) return { type: 'mongodb_uri', value: `mongodb+srv://${user}:${pw}@cluster0.${r.str(5, LD)}.mongodb.net/${db}?retryWrites=true&w=majority` };
  if (k === 3) return { type: 'redis_uri', value: `rediss://default:${pw}@${host}:6380/0` };
  if (k === 4) return { type: 'amqp_uri', value: `amqps://${user}:${pw}@${host}:5671/${r.pick(['%2F', 'events', 'vhost1'])}` };
  if (k === 5) return { type: 'azure_storage_connection_string', value: `DefaultEndpointsProtocol=https;AccountName=${db.replace(/_/g, '')}${r.str(4, LD)};AccountKey=${r.str(86, B64)}==;EndpointSuffix=core.windows.net` };
  if (k === 6) return { type: 'mssql_connection_string', value: `Server=tcp:${host},1433;Initial Catalog=${db};User ID=${user};Password=${pw};Encrypt=True;` };
  return { type: 'jdbc_uri', value: `jdbc:postgresql://${host}:5432/${db}?user=${user}&password=${pw}` };
}
export function webhookUrl(r) {
  const k = r.int(0, 5);
  if (k === 0) return { type: 'slack_webhook', value: `https://hooks.slack.com/services/T${r.str(8, LUD)}/B${r.str(10, LUD)}/${r.str(24, AN)}` };
  if (k === 1) return { type: 'discord_webhook', value: `https://discord.com/api/webhooks/${r.int(1, 1)}${r.digits(18)}/${r.str(68, B62 + '-_')}` };
  if (k === 2) { const u = () => r.uuid(); return { type: 'teams_webhook', value: `https://${r.pick(['contoso', 'clubhub', 'charityorg', 'fest'])}.webhook.office.com/webhookb2/${u()}@${u()}/IncomingWebhook/${r.hex(32)}/${u()}/V2${r.str(43, B62 + '-_')}` }; }
  if (k === 3) return { type: 'google_chat_webhook', value: `https://chat.googleapis.com/v1/spaces/AAAA${r.str(7, B62)}/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token=${r.str(43, B62 + '-_')}%3D` };
  if (k === 4) return { type: 'zapier_webhook', value: `https://hooks.zapier.com/hooks/catch/${r.digits(r.pick([7, 8]))}/${r.str(6, LD)}/` };
  return { type: 'mattermost_webhook', value: `https://chat.${r.pick(['clubhub', 'volunteers', 'parish'])}.org/hooks/${r.str(26, LD)}` };
}
// hard negatives for secrets
export const PLACEHOLDERS = ['your_api_key_here', '${STRIPE_KEY}', '<YOUR_TOKEN>', 'changeme-in-prod', '${{ secrets.MAILCHIMP_KEY }}', 'xxxxxxxxxxxxxxxxxxxx', 'REPLACE_ME', '{{ .Values.apiKey }}', '%(DB_PASSWORD)s', 'process.env.SENDGRID_API_KEY', '********', 'sk_test_XXXXXXXXXXXXXXXXXXXXXXXX', '<redacted>', 'ENC[AES256_GCM,data:...]', '$(cat /run/secrets/db_pw)'];
export const EXAMPLE_KEYS = ['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc', 'pk_test_TYooMQauvdEDq54NiTphI7jx', 'xoxb-not-a-real-token', 'ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'];
export function publishableKey(r) { return r.pick([() => 'pk_live_' + r.str(24, AN), () => `pk.eyJ1Ijoi${r.str(20, B62)}In0.${r.str(22, B62 + '-_')}`, () => 'rzp_live_' + r.str(14, AN), () => `G-${r.str(10, LUD)}`])(); }
