// Vendor-shaped secrets; bodies come from the seeded PRNG (never real credentials).
import { ALNUM, HEX, B64, B64URL } from './prng.mjs';
const A32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const b64u = (s) => Buffer.from(s).toString('base64url');
export function jwt(r) { const h = b64u(JSON.stringify({ alg: r.pick(['HS256','RS256']), typ: 'JWT' })); const p = b64u(JSON.stringify({ sub: 'usr_' + r.str(10, ALNUM), iss: r.pick(['https://auth.bookingengine.example','pos-gateway','channel-sync']), iat: 1760000000 + r.int(0, 9e6), scope: r.pick(['reservations:write','guest:read','payments'])})); return `${h}.${p}.${r.str(43, B64URL)}`; }
// [type, category, envName, generator]
export const VENDORS = [
  ['aws_access_key_id', 'api_key', 'AWS_ACCESS_KEY_ID', (r) => r.pick(['AKIA','ASIA']) + r.str(16, A32)],
  ['aws_secret_access_key', 'api_key', 'AWS_SECRET_ACCESS_KEY', (r) => r.str(40, B64)],
  ['github_pat', 'api_key', 'GITHUB_TOKEN', (r) => 'ghp_' + r.str(36, ALNUM)],
  ['github_fine_grained_pat', 'api_key', 'GH_PAT', (r) => 'github_pat_' + r.str(22, ALNUM) + '_' + r.str(59, ALNUM)],
  ['gitlab_pat', 'api_key', 'GITLAB_TOKEN', (r) => 'glpat-' + r.str(20, B64URL)],
  ['stripe_secret_key', 'api_key', 'STRIPE_SECRET_KEY', (r) => 'sk_live_' + r.str(r.pick([24, 99]), ALNUM)],
  ['stripe_restricted_key', 'api_key', 'STRIPE_RESTRICTED_KEY', (r) => 'rk_live_' + r.str(24, ALNUM)],
  ['stripe_webhook_secret', 'api_key', 'STRIPE_WEBHOOK_SECRET', (r) => 'whsec_' + r.str(32, ALNUM)],
  ['google_api_key', 'api_key', 'GOOGLE_MAPS_API_KEY', (r) => 'AIza' + r.str(35, B64URL)],
  ['sendgrid_api_key', 'api_key', 'SENDGRID_API_KEY', (r) => 'SG.' + r.str(22, B64URL) + '.' + r.str(43, B64URL)],
  ['twilio_api_key', 'api_key', 'TWILIO_API_KEY', (r) => 'SK' + r.str(32, HEX)],
  ['twilio_auth_token', 'api_key', 'TWILIO_AUTH_TOKEN', (r) => r.str(32, HEX)],
  ['mailgun_api_key', 'api_key', 'MAILGUN_API_KEY', (r) => 'key-' + r.str(32, HEX)],
  ['mailchimp_api_key', 'api_key', 'MAILCHIMP_API_KEY', (r) => r.str(32, HEX) + '-us' + r.int(1, 21)],
  ['openai_api_key', 'api_key', 'OPENAI_API_KEY', (r) => 'sk-proj-' + r.str(48, B64URL) + 'T3BlbkFJ' + r.str(48, B64URL)],
  ['anthropic_api_key', 'api_key', 'ANTHROPIC_API_KEY', (r) => 'sk-ant-api03-' + r.str(93, B64URL) + 'AA'],
  ['npm_token', 'api_key', 'NPM_TOKEN', (r) => 'npm_' + r.str(36, ALNUM)],
  ['pypi_token', 'api_key', 'PYPI_TOKEN', (r) => 'pypi-AgEIcHlwaS5vcmc' + r.str(60, B64URL)],
  ['shopify_access_token', 'api_key', 'SHOPIFY_ADMIN_TOKEN', (r) => 'shpat_' + r.str(32, HEX)],
  ['square_access_token', 'api_key', 'SQUARE_ACCESS_TOKEN', (r) => 'EAAA' + r.str(60, B64URL)],
  ['braintree_access_token', 'api_key', 'BRAINTREE_ACCESS_TOKEN', (r) => 'access_token$production$' + r.str(16, 'abcdefghijklmnopqrstuvwxyz0123456789') + '$' + r.str(32, HEX)],
  ['telegram_bot_token', 'api_key', 'TELEGRAM_BOT_TOKEN', (r) => r.int(100000000, 7999999999) + ':AA' + r.str(33, B64URL)],
  ['digitalocean_token', 'api_key', 'DIGITALOCEAN_TOKEN', (r) => 'dop_v1_' + r.str(64, HEX)],
  ['vault_token', 'auth_token', 'VAULT_TOKEN', (r) => 'hvs.' + r.str(24, B64URL)],
  ['doppler_token', 'api_key', 'DOPPLER_TOKEN', (r) => 'dp.pt.' + r.str(43, ALNUM)],
  ['linear_api_key', 'api_key', 'LINEAR_API_KEY', (r) => 'lin_api_' + r.str(40, ALNUM)],
  ['notion_token', 'api_key', 'NOTION_TOKEN', (r) => 'ntn_' + r.str(46, ALNUM)],
  ['airtable_pat', 'api_key', 'AIRTABLE_TOKEN', (r) => 'pat' + r.str(14, ALNUM) + '.' + r.str(64, HEX)],
  ['newrelic_api_key', 'api_key', 'NEW_RELIC_API_KEY', (r) => 'NRAK-' + r.str(27, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')],
  ['sentry_auth_token', 'api_key', 'SENTRY_AUTH_TOKEN', (r) => 'sntrys_' + r.str(60, B64URL)],
  ['atlassian_api_token', 'api_key', 'JIRA_API_TOKEN', (r) => 'ATATT3xFfGF0' + r.str(180, B64URL) + '=' + r.str(8, 'ABCDEF0123456789')],
  ['figma_pat', 'api_key', 'FIGMA_TOKEN', (r) => 'figd_' + r.str(40, B64URL)],
  ['postman_api_key', 'api_key', 'POSTMAN_API_KEY', (r) => 'PMAK-' + r.str(24, HEX) + '-' + r.str(34, HEX)],
  ['grafana_service_account_token', 'api_key', 'GRAFANA_TOKEN', (r) => 'glsa_' + r.str(32, ALNUM) + '_' + r.str(8, HEX)],
  ['pulumi_token', 'api_key', 'PULUMI_ACCESS_TOKEN', (r) => 'pul-' + r.str(40, HEX)],
  ['huggingface_token', 'api_key', 'HF_TOKEN', (r) => 'hf_' + r.str(34, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz')],
  ['razorpay_key_secret', 'api_key', 'RAZORPAY_KEY_SECRET', (r) => r.str(24, ALNUM)],
  ['razorpay_key_id', 'api_key', 'RAZORPAY_KEY_ID', (r) => 'rzp_live_' + r.str(14, ALNUM)],
  ['mollie_api_key', 'api_key', 'MOLLIE_API_KEY', (r) => 'live_' + r.str(30, ALNUM)],
  ['adyen_api_key', 'api_key', 'ADYEN_API_KEY', (r) => 'AQE' + r.str(12, ALNUM) + '+' + r.str(60, ALNUM) + '=-' + r.str(40, ALNUM)],
  ['mapbox_secret_token', 'api_key', 'MAPBOX_SECRET_TOKEN', (r) => 'sk.eyJ1Ijoi' + r.str(30, B64URL) + '.' + r.str(22, B64URL)],
  ['datadog_api_key', 'api_key', 'DD_API_KEY', (r) => r.str(32, HEX)],
  ['cloudflare_api_token', 'api_key', 'CLOUDFLARE_API_TOKEN', (r) => r.str(40, B64URL)],
  ['slack_bot_token', 'auth_token', 'SLACK_BOT_TOKEN', (r) => `xoxb-${r.digits(12)}-${r.digits(13)}-${r.str(24, ALNUM)}`],
  ['slack_user_token', 'auth_token', 'SLACK_USER_TOKEN', (r) => `xoxp-${r.digits(12)}-${r.digits(12)}-${r.digits(13)}-${r.str(32, HEX)}`],
  ['github_oauth_token', 'auth_token', 'GH_OAUTH_TOKEN', (r) => 'gho_' + r.str(36, ALNUM)],
  ['google_oauth_access_token', 'auth_token', 'GOOGLE_ACCESS_TOKEN', (r) => 'ya29.' + r.str(120, B64URL)],
  ['facebook_access_token', 'auth_token', 'META_PAGE_TOKEN', (r) => 'EAAB' + r.str(140, ALNUM)],
  ['discord_bot_token', 'auth_token', 'DISCORD_BOT_TOKEN', (r) => Buffer.from(String(r.int(1e17, 9e17))).toString('base64url') + '.' + r.str(6, B64URL) + '.' + r.str(38, B64URL)],
  ['jwt', 'auth_token', 'ACCESS_TOKEN', jwt],
  ['oauth_refresh_token', 'auth_token', 'REFRESH_TOKEN', (r) => 'rt_' + r.str(48, B64URL)],
  ['session_cookie', 'auth_token', 'SESSION_SECRET', (r) => 's%3A' + r.str(32, B64URL) + '.' + r.str(43, B64URL)],
];
export const WEBHOOKS = [
  ['slack_webhook', (r) => `https://hooks.slack.com/services/T${r.str(10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/B${r.str(10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/${r.str(24, ALNUM)}`],
  ['discord_webhook', (r) => `https://discord.com/api/webhooks/${r.digits(18)}/${r.str(68, B64URL)}`],
  ['teams_webhook', (r) => `https://${r.pick(['grandhotel','festivalops','clubhouse'])}.webhook.office.com/webhookb2/${crypto.randomUUID ? uuid(r) : uuid(r)}@${uuid(r)}/IncomingWebhook/${r.str(32, HEX)}/${uuid(r)}`],
  ['zapier_webhook', (r) => `https://hooks.zapier.com/hooks/catch/${r.digits(7)}/${r.str(7, 'abcdefghijklmnopqrstuvwxyz0123456789')}/`],
  ['google_chat_webhook', (r) => `https://chat.googleapis.com/v1/spaces/AAAA${r.str(7, B64URL)}/messages?key=AIza${r.str(35, B64URL)}&token=${r.str(43, B64URL)}`],
  ['generic_signed_webhook', (r) => `https://${r.pick(['pms','booking','tickets','donations'])}.${r.pick(['seaside-resort','harbourfest','parish-hall','pawcare'])}.example/hooks/${r.pick(['reservation','payment','checkin'])}?secret=${r.str(32, ALNUM)}`],
];
export function uuid(r) { const h = r.str(32, HEX); return `${h.slice(0,8)}-${h.slice(8,12)}-4${h.slice(13,16)}-${'89ab'[r.int(0,3)]}${h.slice(17,20)}-${h.slice(20)}`; }
export function pem(r) {
  const kind = r.pick(['RSA PRIVATE KEY', 'PRIVATE KEY', 'EC PRIVATE KEY', 'OPENSSH PRIVATE KEY', 'ENCRYPTED PRIVATE KEY']);
  const len = kind === 'EC PRIVATE KEY' ? 160 : kind === 'OPENSSH PRIVATE KEY' ? 380 : r.int(600, 1600);
  let body = (kind === 'OPENSSH PRIVATE KEY' ? 'b3BlbnNzaC1rZXktdjEAAAAA' : kind === 'EC PRIVATE KEY' ? 'MHcCAQEE' : 'MII') + r.str(len, B64);
  body = body.slice(0, Math.floor(body.length / 4) * 4);
  const lines = body.match(/.{1,64}/g);
  return { type: kind.toLowerCase().replace(/ /g, '_'), v: `-----BEGIN ${kind}-----\n${lines.join('\n')}\n-----END ${kind}-----` };
}
export function password(r) {
  const w = r.pick(['Harbour','Marina','Festival','Paella','Gala','Tenant','Parish','Kennel','Sunset','Lobby']);
  return r.pick([() => w + r.pick(['!','#','@','$','%']) + r.int(10, 2099), () => r.str(r.int(14, 24), 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789!@#%^*-_'), () => `${w.toLowerCase()}-${r.pick(['tide','drum','bloom','anchor'])}-${r.int(100, 999)}${r.pick(['!','?','&'])}`])();
}
export function connString(r, host) {
  const u = r.pick(['pms_app','booking','pos_sync','donor_crm','ticketing','vetclinic']); const p = password(r).replace(/[@\/:?#%]/g, 'x');
  return r.pick([
    () => ['postgres_url', `postgresql://${u}:${p}@${host}:5432/${u}_prod`],
    () => ['mysql_url', `mysql://${u}:${p}@${host}:3306/reservations`],
    () => ['mongodb_url', `mongodb+srv://${u}:${p}@cluster0.${r.str(5, 'abcdefghijklmnopqrstuvwxyz0123456789')}.mongodb.net/guests?retryWrites=true`],
    () => ['redis_url', `redis://default:${p}@${host}:6379/0`],
    () => ['amqp_url', `amqps://${u}:${p}@${host}:5671/events`],
    () => ['mssql_connection_string', `Server=tcp:${host},1433;Database=PosExport;User Id=${u};Password=${p};Encrypt=True;`],
    () => ['azure_storage_connection_string', `DefaultEndpointsProtocol=https;AccountName=${u.replace('_', '')}store;AccountKey=${r.str(86, B64)}==;EndpointSuffix=core.windows.net`],
    () => ['jdbc_url', `jdbc:postgresql://${host}:5432/events?user=${u}&password=${p}`],
  ])();
}
