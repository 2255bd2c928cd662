// Secret generators: random bodies in vendors' published shapes.
import { createHmac } from 'node:crypto';
import { UP, LO, DG, ALNUM, B64, B64URL, L, N } from './core.mjs';
import { crc32, base62 } from './ids.mjs';

const b64url = (s) => Buffer.from(s).toString('base64url');

export function apiKey(r, which) {
  const k = which || r.pick(['aws', 'stripe', 'stripe_rk', 'github', 'github_fg', 'gitlab', 'google', 'sendgrid', 'twilio', 'openai', 'anthropic', 'mailgun', 'npm', 'shopify', 'slack_app', 'mapbox_sk', 'datadog', 'pypi', 'hf', 'square']);
  switch (k) {
    case 'aws': return L('api_key', 'aws_access_key_id', r.pick(['AKIA', 'AKIA', 'ASIA']) + r.str(UP + '234567', 16));
    case 'aws_secret': return L('api_key', 'aws_secret_access_key', r.str(ALNUM + '+/', 40));
    case 'stripe': return L('api_key', 'stripe_secret_key', 'sk_live_' + r.str(ALNUM, r.pick([24, 99])));
    case 'stripe_rk': return L('api_key', 'stripe_restricted_key', 'rk_live_' + r.str(ALNUM, 99));
    case 'github': { const b = r.str(ALNUM, 30); return L('api_key', 'github_pat', 'ghp_' + b + base62(crc32(b), 6)); }
    case 'github_fg': return L('api_key', 'github_fine_grained_pat', 'github_pat_11' + r.str(UP + DG, 20) + '_' + r.str(ALNUM, 59));
    case 'gitlab': return L('api_key', 'gitlab_pat', 'glpat-' + r.str(ALNUM + '-_', 20));
    case 'google': return L('api_key', 'google_api_key', 'AIza' + r.str(ALNUM + '-_', 35));
    case 'sendgrid': return L('api_key', 'sendgrid_api_key', 'SG.' + r.str(ALNUM + '-_', 22) + '.' + r.str(ALNUM + '-_', 43));
    case 'twilio': return L('api_key', 'twilio_api_key', 'SK' + r.hex(32));
    case 'openai': return L('api_key', 'openai_api_key', 'sk-proj-' + r.str(ALNUM + '-_', 74) + 'T3BlbkFJ' + r.str(ALNUM + '-_', 74));
    case 'anthropic': return L('api_key', 'anthropic_api_key', 'sk-ant-api03-' + r.str(ALNUM + '-_', 93) + 'AA');
    case 'mailgun': return L('api_key', 'mailgun_api_key', 'key-' + r.hex(32));
    case 'npm': { const b = r.str(ALNUM, 30); return L('api_key', 'npm_token', 'npm_' + b + base62(crc32(b), 6)); }
    case 'shopify': return L('api_key', 'shopify_access_token', 'shpat_' + r.hex(32));
    case 'slack_app': return L('api_key', 'slack_app_token', 'xapp-1-A' + r.str(UP + DG, 10) + '-' + r.digits(13) + '-' + r.hex(64));
    case 'mapbox_sk': return L('api_key', 'mapbox_secret_token', 'sk.eyJ1Ijoi' + r.str(ALNUM, 20) + '.' + r.str(ALNUM + '-_', 22));
    case 'datadog': return L('api_key', 'datadog_api_key', r.hex(32));
    case 'pypi': return L('api_key', 'pypi_token', 'pypi-AgEIcHlwaS5vcmc' + r.str(ALNUM + '-_', 70));
    case 'hf': return L('api_key', 'huggingface_token', 'hf_' + r.str(UP + LO, 34));
    case 'square': return L('api_key', 'square_access_token', 'EAAA' + r.str(ALNUM + '-_', 60));
    case 'azure_storage_key': return L('api_key', 'azure_storage_account_key', r.str(B64, 86) + '==');
  }
  throw new Error(k);
}
export function jwt(r, claims = {}) {
  const h = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const now = 1750000000 + r.int(0, 40000000);
  const p = b64url(JSON.stringify({ sub: claims.sub || String(r.int(100000, 9999999)), iss: claims.iss || r.pick(['https://auth.netzwerk-portal.de', 'https://login.telco-selfcare.net', 'https://sso.gridpower-app.com', 'https://id.rentdesk.io']), scope: claims.scope || r.pick(['billing:read', 'meter:write', 'tickets:rw', 'account']), iat: now, exp: now + 3600 }));
  const sig = createHmac('sha256', r.bytes(32)).update(h + '.' + p).digest('base64url');
  return h + '.' + p + '.' + sig;
}
export function authToken(r, which) {
  const k = which || r.pick(['jwt', 'jwt', 'slack_bot', 'slack_user', 'gho', 'opaque', 'refresh', 'session', 'ghs', 'azure_sas']);
  switch (k) {
    case 'jwt': return L('auth_token', 'jwt', jwt(r));
    case 'slack_bot': return L('auth_token', 'slack_bot_token', `xoxb-${r.ndigits(12)}-${r.ndigits(13)}-${r.str(ALNUM, 24)}`);
    case 'slack_user': return L('auth_token', 'slack_user_token', `xoxp-${r.ndigits(12)}-${r.ndigits(12)}-${r.ndigits(13)}-${r.hex(32)}`);
    case 'gho': { const b = r.str(ALNUM, 30); return L('auth_token', 'github_oauth_token', 'gho_' + b + base62(crc32(b), 6)); }
    case 'ghs': { const b = r.str(ALNUM, 30); return L('auth_token', 'github_app_token', 'ghs_' + b + base62(crc32(b), 6)); }
    case 'opaque': return L('auth_token', 'bearer_token', r.str(ALNUM, r.pick([32, 40, 48])));
    case 'refresh': return L('auth_token', 'oauth_refresh_token', '1//' + r.str(ALNUM + '-_', 100));
    case 'session': return L('auth_token', 'session_cookie', r.str(ALNUM + '%', 0) + r.hex(r.pick([32, 48, 64])));
    case 'azure_sas': return L('auth_token', 'azure_sas_signature', r.str(ALNUM + '%', 43) + '%3D');
  }
  throw new Error(k);
}
const WORDS = ['Sunflower', 'Harbour', 'Kestrel', 'Granite', 'Meadow', 'Falcon', 'Lantern', 'Orchid', 'Tundra', 'Copper', 'Maple', 'Zephyr', 'Nimbus', 'Quartz', 'Saffron', 'Willow'];
export function password(r, kind) {
  const k = kind || r.pick(['strong', 'strong', 'word', 'word', 'pin_like', 'passphrase', 'wifi']);
  let v;
  switch (k) {
    case 'strong': v = r.str(ALNUM, r.int(3, 6)) + r.pick(['!', '#', '$', '%', '&', '*', '@', '^', '?', '+']) + r.str(ALNUM, r.int(6, 12)) + r.pick(['!', '#', '9', 'x', '$']); break;
    case 'word': v = r.pick(WORDS) + r.pick(['', '_', '.', '-']) + r.int(10, 2099) + r.pick(['!', '#', '', '?', '$']); break;
    case 'pin_like': v = r.pick(WORDS).toLowerCase() + r.digits(4); break;
    case 'passphrase': v = [r.pick(WORDS), r.pick(WORDS), r.pick(WORDS)].map((w) => w.toLowerCase()).join(r.pick(['-', '.', '_'])) + r.int(1, 99); break;
    case 'wifi': v = r.str('ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789', r.pick([10, 12, 16])); break;
    case 'hexkey': v = r.hex(r.pick([24, 32])); break;
  }
  if (/^(changeme|password|admin)$/i.test(v)) v += '7!';
  return L('password', k === 'wifi' ? 'wifi_psk' : 'password', v);
}
export const PLACEHOLDERS = ['<YOUR_API_KEY>', '${DB_PASSWORD}', 'changeme', '********', 'REPLACE_ME', 'xxxxxxxx', '{{ secrets.BILLING_TOKEN }}', '<password>', '${SMTP_PASS}', 'your-api-key-here', '%(PASSWORD)s', 'sk_test_XXXXXXXXXXXXXXXX', '${{ secrets.DEPLOY_KEY }}', 'dummy', '$(cat /run/secrets/db_pw)', '<redacted>'];
export const placeholder = (r) => N('placeholder', r.pick(PLACEHOLDERS));

export function pem(r, kind) {
  const k = kind || r.pick(['rsa', 'pkcs8', 'ec', 'openssh']);
  let head, prefix, len;
  switch (k) {
    case 'rsa': head = 'RSA PRIVATE KEY'; prefix = 'MIIEpAIBAAKCAQEA'; len = r.int(1500, 1600); break;
    case 'pkcs8': head = 'PRIVATE KEY'; prefix = 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ'; len = r.int(1550, 1620); break;
    case 'ec': head = 'EC PRIVATE KEY'; prefix = 'MHcCAQEEI'; len = 218; break;
    case 'openssh': head = 'OPENSSH PRIVATE KEY'; prefix = 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW'; len = r.int(330, 380); break;
  }
  let body = prefix + r.str(B64, len - prefix.length);
  body = body.slice(0, body.length - (body.length % 4)) ; // keep multiple of 4
  if (r.chance(0.5)) body = body.slice(0, -2) + r.str(ALNUM, 1) + '=';
  const lines = body.match(k === 'openssh' ? /.{1,70}/g : /.{1,64}/g);
  return { type: k === 'openssh' ? 'openssh_private_key' : k === 'ec' ? 'ec_private_key' : k === 'rsa' ? 'rsa_private_key' : 'pkcs8_private_key', lines, head, text: (nl) => `-----BEGIN ${head}-----${nl}${lines.join(nl)}${nl}-----END ${head}-----` };
}
export const pemSpan = (r, kind) => { const p = pem(r, kind); return L('private_key', p.type, p.text('\n')); };
export const pemJsonSpan = (r, kind) => { const p = pem(r, kind || 'pkcs8'); return L('private_key', p.type, p.text('\\n') + '\\n', { encoding: 'json_escaped' }); };

export function host(r) { return r.pick(['db', 'pg', 'billing-db', 'crm-db', 'meterdata', 'mongo', 'cache', 'mq']) + r.pick(['-prod', '-01', '-eu1', '', '-primary']) + '.' + r.pick(['internal.', '']) + r.pick(['voltaris-energy.net', 'telvio.io', 'nordgrid.cloud', 'lettwise.co.uk', 'fibrenet-ops.com', 'aquaserv.eu', 'casabelli-immobili.it', 'rentora.de']); }
export function connString(r, k0) {
  const k = k0 || r.pick(['postgres', 'mysql', 'mongo', 'redis', 'amqp', 'mssql', 'jdbc', 'azure_storage', 'smtp', 'sftp']);
  const u = r.pick(['billing', 'app', 'crm_rw', 'meter_ingest', 'svc_rent', 'report', 'admin', 'tariff']);
  const pw = password(r, r.pick(['strong', 'word', 'wifi'])).value.replace(/[@/:?#%]/g, 'Q');
  const h = host(r), db = r.pick(['billing', 'crm', 'meters', 'tenancies', 'cdr', 'tickets']);
  let v;
  switch (k) {
    case 'postgres': v = `${r.pick(['postgres', 'postgresql'])}://${u}:${pw}@${h}:5432/${db}${r.chance(0.4) ? '?sslmode=require' : ''}`; break;
    case 'mysql': v = `mysql://${u}:${pw}@${h}:3306/${db}`; break;
    case 'mongo': v = `mongodb+srv://${u}:${pw}@cluster${r.int(0, 9)}.${r.str(LO + DG, 5)}.mongodb.net/${db}?retryWrites=true&w=majority`; break;
    case 'redis': v = `redis${r.pick(['', 's'])}://${r.pick(['default', ''])}:${pw}@${h}:${r.pick([6379, 6380])}/${r.int(0, 3)}`; break;
    case 'amqp': v = `amqps://${u}:${pw}@${h}:5671/${r.pick(['%2F', 'meter', 'billing'])}`; break;
    case 'mssql': v = `Server=tcp:${h},1433;Initial Catalog=${db};User ID=${u};Password=${pw};Encrypt=True;`; break;
    case 'jdbc': v = `jdbc:postgresql://${h}:5432/${db}?user=${u}&password=${pw}`; break;
    case 'azure_storage': v = `DefaultEndpointsProtocol=https;AccountName=${r.pick(['meterblobs', 'billingexports', 'tenantdocs'])}${r.digits(2)};AccountKey=${r.str(B64, 86)}==;EndpointSuffix=core.windows.net`; break;
    case 'smtp': v = `smtp://${u}%40${r.pick(['voltaris-energy.net', 'telvio.io'])}:${pw}@smtp.${r.pick(['voltaris-energy.net', 'telvio.io'])}:587`; break;
    case 'sftp': v = `sftp://${u}:${pw}@files.${r.pick(['nordgrid.cloud', 'aquaserv.eu'])}:22/outbound`; break;
  }
  return L('connection_string', k + '_uri', v);
}
export function webhook(r, k0) {
  const k = k0 || r.pick(['slack', 'slack', 'discord', 'teams', 'gchat', 'zapier']);
  switch (k) {
    case 'slack': return L('webhook_url', 'slack_webhook', `https://hooks.slack.com/services/T${r.str(UP + DG, 8)}/B${r.str(UP + DG, 10)}/${r.str(ALNUM, 24)}`);
    case 'discord': return L('webhook_url', 'discord_webhook', `https://discord.com/api/webhooks/${r.ndigits(18)}/${r.str(ALNUM + '-_', 68)}`);
    case 'teams': return L('webhook_url', 'teams_webhook', `https://${r.pick(['voltaris', 'telvio', 'nordgrid'])}.webhook.office.com/webhookb2/${uuid(r)}@${uuid(r)}/IncomingWebhook/${r.hex(32)}/${uuid(r)}`);
    case 'gchat': return L('webhook_url', 'google_chat_webhook', `https://chat.googleapis.com/v1/spaces/AAAA${r.str(ALNUM, 7)}/messages?key=AIza${r.str(ALNUM + '-_', 35)}&token=${r.str(ALNUM + '-_', 43)}%3D`);
    case 'zapier': return L('webhook_url', 'zapier_webhook', `https://hooks.zapier.com/hooks/catch/${r.ndigits(7)}/${r.str(LO + DG, 6)}/`);
  }
}
export function uuid(r) { const h = r.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[r.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20)}`; }
