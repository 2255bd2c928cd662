// Secrets in vendors' published shapes (random bodies), private keys, connection strings, webhooks, placeholders.
import { ALNUM, B58, UP, DIG, LOW } from './prng.mjs';
import { createHash } from 'node:crypto';
const CRC = (() => { const t = []; for (let n = 0; n < 256; n++) { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; t[n] = c >>> 0; } return t; })();
export function crc32(s) { let c = 0xffffffff; for (const ch of Buffer.from(s, 'utf8')) c = CRC[(c ^ ch) & 0xff] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; }
const B62 = DIG + UP + LOW;
function base62(n, w) { let s = ''; while (n > 0) { s = B62[n % 62] + s; n = Math.floor(n / 62); } return s.padStart(w, '0'); }
export function githubToken(r, prefix) { const body = r.alnum(30); return `${prefix}_${body}${base62(crc32(body), 6)}`; }
export function githubValid(v) { const m = /^(ghp|gho|ghu|ghs|ghr)_([A-Za-z0-9]{30})([A-Za-z0-9]{6})$/.exec(v); return !!m && base62(crc32(m[2]), 6) === m[3]; }
const b64 = (buf) => Buffer.from(buf).toString('base64');
const b64u = (s) => Buffer.from(s).toString('base64url');
function jwt(r, claims) { const h = b64u(JSON.stringify({ alg: r.pick(['HS256', 'RS256', 'ES256']), typ: 'JWT' })); const p = b64u(JSON.stringify(claims)); return `${h}.${p}.${r.b64url(r.pick([43, 86, 342]))}`; }
// [type, category, env var name, generator]
export const SECRETS = [
  ['aws_access_key_id', 'api_key', 'AWS_ACCESS_KEY_ID', (r) => r.pick(['AKIA', 'ASIA']) + r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)],
  ['aws_secret_access_key', 'api_key', 'AWS_SECRET_ACCESS_KEY', (r) => r.str(ALNUM + '+/', 40)],
  ['github_pat', 'api_key', 'GITHUB_TOKEN', (r) => githubToken(r, 'ghp')],
  ['github_oauth_token', 'auth_token', 'GH_OAUTH_TOKEN', (r) => githubToken(r, 'gho')],
  ['github_app_token', 'auth_token', 'GH_APP_TOKEN', (r) => githubToken(r, 'ghs')],
  ['github_fine_grained_pat', 'api_key', 'GH_PAT', (r) => `github_pat_11${r.str(DIG + UP, 20)}_${r.alnum(59)}`],
  ['gitlab_pat', 'api_key', 'GITLAB_TOKEN', (r) => 'glpat-' + r.str(ALNUM + '-_', 20)],
  ['stripe_secret_key', 'api_key', 'STRIPE_SECRET_KEY', (r) => 'sk_live_' + r.alnum(r.pick([24, 99]))],
  ['stripe_restricted_key', 'api_key', 'STRIPE_RESTRICTED_KEY', (r) => 'rk_live_' + r.alnum(r.pick([24, 99]))],
  ['stripe_webhook_secret', 'api_key', 'STRIPE_WEBHOOK_SECRET', (r) => 'whsec_' + r.alnum(32)],
  ['slack_bot_token', 'auth_token', 'SLACK_BOT_TOKEN', (r) => `xoxb-${r.digits(12)}-${r.digits(13)}-${r.alnum(24)}`],
  ['slack_user_token', 'auth_token', 'SLACK_USER_TOKEN', (r) => `xoxp-${r.digits(12)}-${r.digits(12)}-${r.digits(13)}-${r.hex(32)}`],
  ['twilio_api_key', 'api_key', 'TWILIO_API_KEY', (r) => 'SK' + r.hex(32)],
  ['sendgrid_api_key', 'api_key', 'SENDGRID_API_KEY', (r) => `SG.${r.b64url(22)}.${r.b64url(43)}`],
  ['mailgun_api_key', 'api_key', 'MAILGUN_API_KEY', (r) => `key-${r.hex(32)}`],
  ['google_api_key', 'api_key', 'GOOGLE_MAPS_API_KEY', (r) => 'AIza' + r.str(ALNUM + '-_', 35)],
  ['google_oauth_client_secret', 'api_key', 'GOOGLE_CLIENT_SECRET', (r) => 'GOCSPX-' + r.str(ALNUM + '-_', 28)],
  ['openai_api_key', 'api_key', 'OPENAI_API_KEY', (r) => r.chance(0.5) ? `sk-proj-${r.str(ALNUM + '-_', 74)}T3BlbkFJ${r.str(ALNUM + '-_', 74)}` : `sk-${r.alnum(20)}T3BlbkFJ${r.alnum(20)}`],
  ['anthropic_api_key', 'api_key', 'ANTHROPIC_API_KEY', (r) => `sk-ant-api03-${r.str(ALNUM + '-_', 93)}AA`],
  ['shopify_access_token', 'auth_token', 'SHOPIFY_ACCESS_TOKEN', (r) => 'shpat_' + r.hex(32)],
  ['shopify_shared_secret', 'api_key', 'SHOPIFY_API_SECRET', (r) => 'shpss_' + r.hex(32)],
  ['square_access_token', 'auth_token', 'SQUARE_ACCESS_TOKEN', (r) => 'EAAA' + r.str(ALNUM + '-_', 60)],
  ['square_oauth_secret', 'api_key', 'SQUARE_APP_SECRET', (r) => 'sq0csp-' + r.str(ALNUM + '-_', 43)],
  ['braintree_access_token', 'auth_token', 'BRAINTREE_ACCESS_TOKEN', (r) => `access_token$production$${r.str(LOW + DIG, 16)}$${r.hex(32)}`],
  ['paypal_client_secret', 'api_key', 'PAYPAL_CLIENT_SECRET', (r) => 'E' + r.str(ALNUM + '-_', 79)],
  ['razorpay_key_secret', 'api_key', 'RAZORPAY_KEY_SECRET', (r) => r.alnum(24)],
  ['razorpay_key_id', 'api_key', 'RAZORPAY_KEY_ID', (r) => 'rzp_live_' + r.alnum(14)],
  ['paystack_secret_key', 'api_key', 'PAYSTACK_SECRET_KEY', (r) => 'sk_live_' + r.hex(40)],
  ['flutterwave_secret_key', 'api_key', 'FLW_SECRET_KEY', (r) => `FLWSECK-${r.hex(32)}-X`],
  ['mollie_api_key', 'api_key', 'MOLLIE_API_KEY', (r) => 'live_' + r.alnum(30)],
  ['mercadopago_access_token', 'auth_token', 'MP_ACCESS_TOKEN', (r) => `APP_USR-${r.digits(16)}-${r.digits(6)}-${r.hex(32)}-${r.digits(9)}`],
  ['xendit_secret_key', 'api_key', 'XENDIT_SECRET_KEY', (r) => 'xnd_production_' + r.alnum(50)],
  ['plaid_access_token', 'auth_token', 'PLAID_ACCESS_TOKEN', (r) => 'access-production-' + r.uuid()],
  ['npm_token', 'api_key', 'NPM_TOKEN', (r) => 'npm_' + r.alnum(36)],
  ['pypi_token', 'api_key', 'PYPI_TOKEN', (r) => 'pypi-AgEIcHlwaS5vcmc' + r.b64url(r.int(60, 120))],
  ['discord_bot_token', 'auth_token', 'DISCORD_BOT_TOKEN', (r) => `${b64u(r.digits(18)).replace(/=+$/, '')}.${r.b64url(6)}.${r.b64url(38)}`],
  ['telegram_bot_token', 'auth_token', 'TELEGRAM_BOT_TOKEN', (r) => `${r.int(1000000000, 7999999999)}:AA${r.str(ALNUM + '-_', 33)}`],
  ['digitalocean_token', 'api_key', 'DIGITALOCEAN_TOKEN', (r) => 'dop_v1_' + r.hex(64)],
  ['azure_ad_client_secret', 'api_key', 'AZURE_CLIENT_SECRET', (r) => `${r.alnum(3)}8Q~${r.str(ALNUM + '-_.~', 31)}`],
  ['mapbox_secret_token', 'api_key', 'MAPBOX_SECRET_TOKEN', (r) => `sk.eyJ1Ijoi${r.b64url(20)}.${r.b64url(22)}`],
  ['newrelic_user_key', 'api_key', 'NEW_RELIC_API_KEY', (r) => 'NRAK-' + r.str(DIG + UP, 27)],
  ['vault_token', 'auth_token', 'VAULT_TOKEN', (r) => 'hvs.' + r.str(ALNUM + '_-', 91)],
  ['terraform_cloud_token', 'api_key', 'TFE_TOKEN', (r) => `${r.alnum(14)}.atlasv1.${r.alnum(67)}`],
  ['doppler_token', 'api_key', 'DOPPLER_TOKEN', (r) => 'dp.st.' + r.pick(['prd', 'dev', 'stg']) + '.' + r.alnum(40)],
  ['linear_api_key', 'api_key', 'LINEAR_API_KEY', (r) => 'lin_api_' + r.alnum(40)],
  ['notion_token', 'api_key', 'NOTION_TOKEN', (r) => r.chance(0.5) ? 'secret_' + r.alnum(43) : 'ntn_' + r.digits(11) + r.alnum(35)],
  ['airtable_pat', 'api_key', 'AIRTABLE_TOKEN', (r) => `pat${r.alnum(14)}.${r.hex(64)}`],
  ['atlassian_api_token', 'api_key', 'JIRA_API_TOKEN', (r) => 'ATATT3xFfGF0' + r.str(ALNUM + '-_', 170) + '=' + r.HEX(8)],
  ['postman_api_key', 'api_key', 'POSTMAN_API_KEY', (r) => `PMAK-${r.hex(24)}-${r.hex(34)}`],
  ['grafana_service_account_token', 'api_key', 'GRAFANA_TOKEN', (r) => `glsa_${r.alnum(32)}_${r.hex(8)}`],
  ['huggingface_token', 'api_key', 'HF_TOKEN', (r) => 'hf_' + r.str(UP + LOW, 34)],
  ['replicate_api_token', 'api_key', 'REPLICATE_API_TOKEN', (r) => 'r8_' + r.alnum(37)],
  ['groq_api_key', 'api_key', 'GROQ_API_KEY', (r) => 'gsk_' + r.alnum(52)],
  ['pulumi_access_token', 'api_key', 'PULUMI_ACCESS_TOKEN', (r) => 'pul-' + r.hex(40)],
  ['supabase_access_token', 'api_key', 'SUPABASE_ACCESS_TOKEN', (r) => 'sbp_' + r.hex(40)],
  ['dropbox_access_token', 'auth_token', 'DROPBOX_TOKEN', (r) => 'sl.' + r.str(ALNUM + '-_', 135)],
  ['firebase_fcm_server_key', 'api_key', 'FCM_SERVER_KEY', (r) => `AAAA${r.str(ALNUM + '-_', 7)}:APA91b${r.str(ALNUM + '-_', 134)}`],
  ['adyen_api_key', 'api_key', 'ADYEN_API_KEY', (r) => 'AQE' + r.str(ALNUM, 3) + 'hmfxL' + r.str(ALNUM + '+/=', 120)],
  ['databricks_token', 'api_key', 'DATABRICKS_TOKEN', (r) => 'dapi' + r.hex(32)],
  ['sentry_auth_token', 'api_key', 'SENTRY_AUTH_TOKEN', (r) => 'sntrys_' + r.b64(140).replace(/[+/]/g, 'A')],
  ['cloudflare_api_token', 'api_key', 'CLOUDFLARE_API_TOKEN', (r) => r.str(ALNUM + '-_', 40)],
  ['datadog_api_key', 'api_key', 'DD_API_KEY', (r) => r.hex(32)],
  ['jwt', 'auth_token', 'SESSION_JWT', (r) => jwt(r, { sub: r.digits(8), iat: r.int(1700000000, 1790000000), exp: r.int(1790000001, 1800000000), scope: 'orders:read payouts:write' })],
  ['oauth_refresh_token', 'auth_token', 'OAUTH_REFRESH_TOKEN', (r) => '1//0' + r.str(ALNUM + '-_', 99)],
];
export const SECRET_BY = Object.fromEntries(SECRETS.map((s) => [s[0], s]));
export const VENDOR_COUNT = new Set(SECRETS.map((s) => s[0].split('_')[0])).size;
export function secret(r, type) { const [t, cat, env, g] = type ? SECRET_BY[type] : r.pick(SECRETS); return { type: t, category: cat, env, value: g(r) }; }
// keys that only look secret by context: generic hex etc. are still labelled when clearly assigned
export const PLACEHOLDERS = ['your_api_key_here', 'YOUR_SECRET_KEY', '<your-token>', 'sk_live_xxxxxxxxxxxxxxxxxxxxxxxx', 'xoxb-your-bot-token', 'REPLACE_ME', 'changeme', '${STRIPE_SECRET_KEY}', '{{ secrets.API_TOKEN }}', '********', 'ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 'AKIAXXXXXXXXXXXXXXXX', '<password>', 'dummy-token', 'test123', 'sk_test_REPLACE_WITH_YOUR_KEY', 'process.env.API_KEY', 'os.environ["OPENAI_API_KEY"]', 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx', 'INSERT_KEY_HERE', '%API_KEY%', 'AIzaSy_YOUR_KEY', 'redacted', '[REDACTED]'];
export const placeholder = (r) => r.pick(PLACEHOLDERS);
// ---- passwords ----
const WORDS = ['Sunflower', 'Dragon', 'Matrix', 'Kaffee', 'Soleil', 'Tigre', 'Yuki', 'Moscow', 'Panda', 'Falcon', 'Otono', 'Rocket', 'Bamboo', 'Neptune', 'Lilas', 'Hamster', 'Pixel', 'Zebra'];
export function password(r) {
  return r.pick([
    () => r.pick(WORDS) + r.int(10, 99) + r.pick('!#$%&*?@') + r.pick(WORDS).toLowerCase(),
    () => r.str(ALNUM + '!#$%&*+-=?@^_', r.int(12, 24)),
    () => `${r.pick(WORDS)}-${r.pick(WORDS).toLowerCase()}-${r.pick(WORDS).toLowerCase()}-${r.int(1, 99)}`,
    () => r.pick(WORDS) + '_' + r.int(1970, 2009) + r.pick('!$%'),
  ])();
}
// ---- private keys ----
export function privateKey(r) {
  const kind = r.pick(['RSA PRIVATE KEY', 'PRIVATE KEY', 'EC PRIVATE KEY', 'OPENSSH PRIVATE KEY', 'ENCRYPTED PRIVATE KEY', 'PGP PRIVATE KEY BLOCK']);
  const len = kind === 'EC PRIVATE KEY' ? 164 : kind === 'OPENSSH PRIVATE KEY' ? r.pick([300, 560]) : r.pick([400, 640, 900]);
  let body = kind === 'OPENSSH PRIVATE KEY' ? 'b3BlbnNzaC1rZXktdjEAAAAA' + r.b64(len) : kind === 'EC PRIVATE KEY' ? 'MHcCAQEEI' + r.b64(len) : kind === 'RSA PRIVATE KEY' ? 'MIIEpAIBAAKCAQEA' + r.b64(len) : r.b64(len);
  const lines = body.match(/.{1,64}/g).join('\n');
  if (kind === 'PGP PRIVATE KEY BLOCK') return { type: 'pgp_private_key', value: `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQOYBG${lines}\n=${r.b64(4)}\n-----END PGP PRIVATE KEY BLOCK-----` };
  return { type: kind === 'OPENSSH PRIVATE KEY' ? 'openssh_private_key' : kind === 'EC PRIVATE KEY' ? 'ec_private_key' : kind === 'RSA PRIVATE KEY' ? 'rsa_private_key' : kind === 'ENCRYPTED PRIVATE KEY' ? 'encrypted_private_key' : 'pkcs8_private_key', value: `-----BEGIN ${kind}-----\n${lines}\n-----END ${kind}-----` };
}
export function publicKey(r) { return `-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${r.b64(340).match(/.{1,64}/g).join('\n')}\nIDAQAB\n-----END PUBLIC KEY-----`; }
// ---- connection strings ----
const HOSTS = ['db-prod-01.internal', 'orders-db.cluster-c9x2kq.eu-west-1.rds.amazonaws.com', 'pg-payments.prod.svc.cluster.local', 'mysql.checkout.lan', 'cluster0.ab12c.mongodb.net', 'redis-cache.prod.svc', 'rabbit.queue.internal', 'sql-ledger.database.windows.net', '10.20.3.14'];
export function connString(r, user) {
  const u = user || r.pick(['app', 'checkout_svc', 'payouts', 'admin', 'orders_rw', 'reporting']); const p = r.chance(0.5) ? r.alnum(r.int(14, 24)) : password(r).replace(/[@:/?#%]/g, 'x'); const h = r.pick(HOSTS); const db = r.pick(['orders', 'payments', 'marketplace', 'loyalty', 'riders']);
  return r.pick([
    () => ({ type: 'postgres_uri', value: `postgres${r.pick(['', 'ql'])}://${u}:${p}@${h}:5432/${db}${r.pick(['', '?sslmode=require'])}` }),
    () => ({ type: 'mysql_uri', value: `mysql://${u}:${p}@${h}:3306/${db}` }),
    () => ({ type: 'mongodb_uri', value: `mongodb+srv://${u}:${p}@${r.pick(['cluster0.ab12c.mongodb.net', 'shop-prod.x7kq1.mongodb.net'])}/${db}?retryWrites=true&w=majority` }),
    () => ({ type: 'redis_uri', value: `redis${r.pick(['', 's'])}://${r.pick(['', 'default'])}:${p}@${h}:6379/0` }),
    () => ({ type: 'amqp_uri', value: `amqps://${u}:${p}@${h}:5671/${r.pick(['%2F', 'orders'])}` }),
    () => ({ type: 'mssql_connection_string', value: `Server=tcp:${h},1433;Initial Catalog=${db};User ID=${u};Password=${p};Encrypt=True;` }),
    () => ({ type: 'jdbc_url', value: `jdbc:postgresql://${h}:5432/${db}?user=${u}&password=${p}` }),
    () => ({ type: 'azure_storage_connection_string', value: `DefaultEndpointsProtocol=https;AccountName=${r.lower(10)};AccountKey=${r.b64(86)}==;EndpointSuffix=core.windows.net` }),
  ])();
}
export function connNoCreds(r) { return r.pick([`postgres://localhost:5432/orders_dev`, `redis://127.0.0.1:6379/0`, `mongodb://localhost:27017/test`, `mysql://${r.pick(HOSTS)}:3306/catalog`, `jdbc:postgresql://localhost/shop`]); }
export function connPlaceholder(r) { return r.pick([`postgres://user:password@localhost:5432/mydb`, `mongodb+srv://<username>:<password>@cluster0.mongodb.net/`, `mysql://USER:PASS@HOST:3306/DB`, `redis://:${'${REDIS_PASSWORD}'}@redis:6379`]); }
// ---- webhooks ----
export function webhook(r) {
  return r.pick([
    () => ({ type: 'slack_webhook', value: `https://hooks.slack.com/services/T${r.str(DIG + UP, 10)}/B${r.str(DIG + UP, 10)}/${r.alnum(24)}` }),
    () => ({ type: 'discord_webhook', value: `https://${r.pick(['discord.com', 'discordapp.com'])}/api/webhooks/${r.digits(18)}/${r.str(ALNUM + '-_', 68)}` }),
    () => ({ type: 'teams_webhook', value: `https://${r.lower(8)}.webhook.office.com/webhookb2/${r.uuid()}@${r.uuid()}/IncomingWebhook/${r.hex(32)}/${r.uuid()}` }),
    () => ({ type: 'google_chat_webhook', value: `https://chat.googleapis.com/v1/spaces/AAAA${r.alnum(7)}/messages?key=AIzaSy${r.str(ALNUM + '-_', 33)}&token=${r.str(ALNUM + '-_', 43)}` }),
    () => ({ type: 'zapier_webhook', value: `https://hooks.zapier.com/hooks/catch/${r.digits(7)}/${r.lower(6)}/` }),
    () => ({ type: 'make_webhook', value: `https://hook.${r.pick(['eu1', 'us1', 'eu2'])}.make.com/${r.lower(32)}` }),
    () => ({ type: 'ifttt_webhook', value: `https://maker.ifttt.com/trigger/${r.pick(['new_order', 'refund_alert'])}/with/key/${r.str(ALNUM + '-_', 22)}` }),
    () => ({ type: 'mattermost_webhook', value: `https://chat.${r.lower(6)}.io/hooks/${r.str(DIG + LOW, 26)}` }),
  ])();
}
export const webhookPlaceholder = (r) => r.pick(['https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX', 'https://discord.com/api/webhooks/<id>/<token>', 'https://example.webhook.office.com/webhookb2/...', 'https://hooks.zapier.com/hooks/catch/XXXX/YYYY/']);
// ---- crypto wallets ----
const sha256 = (b) => createHash('sha256').update(b).digest();
function b58enc(buf, alpha = B58) { let n = BigInt('0x' + (Buffer.from(buf).toString('hex') || '0')); let s = ''; while (n > 0n) { s = alpha[Number(n % 58n)] + s; n /= 58n; } for (const b of buf) { if (b === 0) s = alpha[0] + s; else break; } return s; }
function b58dec(s, alpha = B58) { let n = 0n; for (const c of s) { const i = alpha.indexOf(c); if (i < 0) return null; n = n * 58n + BigInt(i); } let hex = n.toString(16); if (hex.length % 2) hex = '0' + hex; let buf = Buffer.from(n === 0n ? '' : hex, 'hex'); let z = 0; for (const c of s) { if (c === alpha[0]) z++; else break; } return Buffer.concat([Buffer.alloc(z), buf]); }
const b58check = (ver, payload, alpha) => { const b = Buffer.concat([Buffer.from(ver), Buffer.from(payload)]); return b58enc(Buffer.concat([b, sha256(sha256(b)).subarray(0, 4)]), alpha); };
const b58checkOk = (s, alpha) => { const b = b58dec(s, alpha); if (!b || b.length < 5) return false; return sha256(sha256(b.subarray(0, -4))).subarray(0, 4).equals(b.subarray(-4)); };
const XRPA = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
const BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(v) { const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let chk = 1; for (const x of v) { const b = chk >>> 25; chk = ((chk & 0x1ffffff) << 5) ^ x; for (let i = 0; i < 5; i++) if ((b >>> i) & 1) chk ^= G[i]; } return chk >>> 0; }
const hrpExp = (h) => [...[...h].map((c) => c.charCodeAt(0) >> 5), 0, ...[...h].map((c) => c.charCodeAt(0) & 31)];
function bech32(hrp, prog) { const d = [0]; let acc = 0, bits = 0; for (const b of prog) { acc = (acc << 8) | b; bits += 8; while (bits >= 5) { bits -= 5; d.push((acc >> bits) & 31); } } if (bits) d.push((acc << (5 - bits)) & 31); const pm = polymod([...hrpExp(hrp), ...d, 0, 0, 0, 0, 0, 0]) ^ 1; const c = []; for (let i = 0; i < 6; i++) c.push((pm >>> (5 * (5 - i))) & 31); return hrp + '1' + [...d, ...c].map((x) => BECH[x]).join(''); }
const bech32Ok = (s) => { const i = s.lastIndexOf('1'); const hrp = s.slice(0, i); const d = [...s.slice(i + 1)].map((c) => BECH.indexOf(c)); return !d.includes(-1) && polymod([...hrpExp(hrp), ...d]) === 1; };
export function wallet(r) {
  return r.pick([
    () => ({ type: 'btc_p2pkh', value: b58check([0], r.bytes(20)) }),
    () => ({ type: 'btc_p2sh', value: b58check([5], r.bytes(20)) }),
    () => ({ type: 'btc_bech32', value: bech32('bc', r.bytes(20)) }),
    () => ({ type: 'eth_address', value: '0x' + r.hex(40) }),
    () => ({ type: 'ltc_address', value: b58check([0x30], r.bytes(20)) }),
    () => ({ type: 'doge_address', value: b58check([0x1e], r.bytes(20)) }),
    () => ({ type: 'tron_address', value: b58check([0x41], r.bytes(20)) }),
    () => ({ type: 'xrp_address', value: b58check([0], r.bytes(20), XRPA) }),
    () => ({ type: 'sol_address', value: b58enc(Buffer.from([r.int(1, 255), ...r.bytes(31)])) }),
  ])();
}
export function badWallet(r) { for (;;) { const w = wallet(r); if (!['btc_p2pkh', 'btc_p2sh', 'btc_bech32', 'ltc_address', 'doge_address', 'tron_address'].includes(w.type)) continue; const s = w.value; const i = r.int(6, s.length - 2); const alpha = w.type === 'btc_bech32' ? BECH : B58; let c; do c = r.pick(alpha); while (c === s[i]); const v = s.slice(0, i) + c + s.slice(i + 1); if (!walletValid[w.type](v)) return { type: w.type, value: v }; } }
export const walletValid = {
  btc_p2pkh: (s) => /^1/.test(s) && b58checkOk(s), btc_p2sh: (s) => /^3/.test(s) && b58checkOk(s), ltc_address: (s) => /^L/.test(s) && b58checkOk(s), doge_address: (s) => /^D/.test(s) && b58checkOk(s), tron_address: (s) => /^T/.test(s) && b58checkOk(s),
  btc_bech32: (s) => /^bc1/.test(s) && bech32Ok(s), eth_address: (s) => /^0x[0-9a-f]{40}$/.test(s), xrp_address: (s) => /^r/.test(s) && b58checkOk(s, XRPA), sol_address: (s) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(s),
};
