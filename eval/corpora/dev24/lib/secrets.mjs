// Secrets (vendor tokens with published shapes and random bodies), passwords, connection strings,
// webhook URLs, private keys, crypto wallets, IP addresses.
import { createECDH, createPrivateKey, createPublicKey } from 'node:crypto';
import { crc32, base62, b58check, b58encode, bech32Encode, convertBits, eip55, XRP_ALPHA, crc24 } from './checks.mjs';

const L = (c, t, v, extra = {}) => ({ c, t, v, ...extra });
const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const AN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const uuid = (r) => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${r.hex(3)}-${r.hex(12)}`;
export { uuid };
const b64u = (s) => Buffer.from(s).toString('base64url');

export function ghToken(r, prefix) { const body = r.alnum(30); return prefix + body + base62(crc32(body), 6); }
export function jwt(r, claims) {
  const header = { alg: r.pick(['RS256', 'HS256', 'ES256']), typ: 'JWT', ...(r.chance(0.5) ? { kid: r.hex(16) } : {}) };
  return `${b64u(JSON.stringify(header))}.${b64u(JSON.stringify(claims))}.${r.b64url(r.pick([43, 86, 342]))}`;
}

// Vendor tokens. key -> [category, generator]
export const TOKENS = {
  aws_access_key_id: ['api_key', (r) => 'AKIA' + r.chars(16, B32)],
  aws_secret_access_key: ['api_key', (r) => r.b64(40)],
  google_api_key: ['api_key', (r) => 'AIza' + r.chars(35, AN + '-_')],
  google_oauth_client_secret: ['api_key', (r) => 'GOCSPX-' + r.chars(28, AN + '-_')],
  google_oauth_access_token: ['auth_token', (r) => 'ya29.' + r.chars(r.int(150, 200), AN + '-_')],
  stripe_secret_key: ['api_key', (r) => r.chance(0.5) ? 'sk_live_' + r.alnum(24) : 'sk_live_51' + r.alnum(96)],
  stripe_restricted_key: ['api_key', (r) => 'rk_live_51' + r.alnum(96)],
  stripe_webhook_secret: ['api_key', (r) => 'whsec_' + r.alnum(32)],
  sendgrid_api_key: ['api_key', (r) => 'SG.' + r.b64url(22) + '.' + r.b64url(43)],
  mailgun_api_key: ['api_key', (r) => 'key-' + r.hex(32)],
  mailchimp_api_key: ['api_key', (r) => r.hex(32) + '-us' + r.int(1, 21)],
  twilio_api_key: ['api_key', (r) => 'SK' + r.hex(32)],
  twilio_auth_token: ['auth_token', (r) => r.hex(32)],
  openai_api_key: ['api_key', (r) => 'sk-proj-' + r.b64url(74) + 'T3BlbkFJ' + r.b64url(74)],
  anthropic_api_key: ['api_key', (r) => 'sk-ant-api03-' + r.b64url(93) + 'AA'],
  digitalocean_pat: ['auth_token', (r) => 'dop_v1_' + r.hex(64)],
  shopify_access_token: ['auth_token', (r) => 'shpat_' + r.hex(32)],
  shopify_shared_secret: ['api_key', (r) => 'shpss_' + r.hex(32)],
  datadog_api_key: ['api_key', (r) => r.hex(32)],
  azure_storage_account_key: ['api_key', (r) => r.b64(86) + '=='],
  databricks_pat: ['auth_token', (r) => 'dapi' + r.hex(32)],
  alibaba_access_key_id: ['api_key', (r) => 'LTAI' + r.alnum(20)],
  tencent_secret_id: ['api_key', (r) => 'AKID' + r.alnum(32)],
  huggingface_token: ['auth_token', (r) => 'hf_' + r.chars(34, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz')],
  npm_token: ['auth_token', (r) => 'npm_' + r.alnum(36)],
  pypi_token: ['auth_token', (r) => 'pypi-AgEIcHlwaS5vcmc' + r.b64url(r.int(130, 170))],
  github_pat: ['auth_token', (r) => ghToken(r, 'ghp_')],
  github_oauth_token: ['auth_token', (r) => ghToken(r, 'gho_')],
  github_app_token: ['auth_token', (r) => ghToken(r, 'ghs_')],
  github_fine_grained_pat: ['auth_token', (r) => 'github_pat_11' + r.chars(20, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789') + '_' + r.alnum(59)],
  gitlab_pat: ['auth_token', (r) => 'glpat-' + r.chars(20, AN + '-_')],
  slack_bot_token: ['auth_token', (r) => `xoxb-${r.nzdigits(r.int(10, 13))}-${r.nzdigits(r.int(10, 13))}-${r.alnum(24)}`],
  slack_user_token: ['auth_token', (r) => `xoxp-${r.nzdigits(r.int(10, 13))}-${r.nzdigits(r.int(10, 13))}-${r.nzdigits(13)}-${r.hex(32)}`],
  discord_bot_token: ['auth_token', (r) => `${Buffer.from(r.nzdigits(18)).toString('base64').replace(/=+$/, '')}.${r.b64url(6)}.${r.b64url(38)}`],
  telegram_bot_token: ['auth_token', (r) => `${r.nzdigits(r.int(9, 10))}:AA${r.b64url(33)}`],
  vault_token: ['auth_token', (r) => 'hvs.' + r.b64url(r.int(90, 95))],
  terraform_cloud_token: ['auth_token', (r) => r.alnum(14) + '.atlasv1.' + r.alnum(67)],
  doppler_token: ['auth_token', (r) => 'dp.pt.' + r.alnum(43)],
  linear_api_key: ['api_key', (r) => 'lin_api_' + r.alnum(40)],
  notion_api_key: ['api_key', (r) => 'ntn_' + r.digits(11) + r.alnum(35)],
  postman_api_key: ['api_key', (r) => 'PMAK-' + r.hex(24) + '-' + r.hex(34)],
  newrelic_user_key: ['api_key', (r) => 'NRAK-' + r.chars(27, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')],
  grafana_service_account_token: ['auth_token', (r) => 'glsa_' + r.alnum(32) + '_' + r.hex(8)],
  atlassian_api_token: ['auth_token', (r) => 'ATATT3xFfGF0' + r.chars(170, AN + '-_') + '=' + r.HEX(8)],
  sentry_user_token: ['auth_token', (r) => 'sntryu_' + r.hex(64)],
  square_access_token: ['auth_token', (r) => 'EAAA' + r.chars(60, AN + '-_')],
  supabase_pat: ['auth_token', (r) => 'sbp_' + r.hex(40)],
  flyio_token: ['auth_token', (r) => 'fo1_' + r.chars(43, AN + '-_')],
  heroku_api_key: ['api_key', (r) => 'HRKU-AA' + r.chars(58, AN + '-_')],
  okta_api_token: ['api_key', (r) => '00' + r.chars(40, AN + '-_')],
  cloudflare_api_token: ['api_key', (r) => r.chars(40, AN + '-_')],
  mapbox_secret_token: ['api_key', (r) => 'sk.eyJ1Ijoi' + r.b64url(50) + '.' + r.b64url(22)],
};
export function token(r, type) { const [c, g] = TOKENS[type]; return L(c, type, g(r)); }

// ---------------- passwords ----------------
const WORDS = ['Sommer', 'Winter', 'Falcon', 'Orange', 'Tiger', 'Kaffee', 'Soleil', 'Marzo', 'Dragon', 'Lampe', 'River', 'Nordlicht', 'Pantera', 'Maple', 'Sakura', 'Bahia', 'Oslo', 'Kirschbaum'];
export function password(r, safe = false) {
  const sym = safe ? '-_.~!*' : '!#$%&*+=?@^-_.';
  const kind = r.int(0, 3);
  let v;
  if (kind === 0) v = r.pick(WORDS) + r.int(1970, 2026) + r.chars(1, sym);
  else if (kind === 1) v = r.chars(r.int(14, 22), AN + sym);
  else if (kind === 2) v = r.pick(WORDS).toLowerCase() + r.chars(1, sym) + r.pick(WORDS) + r.digits(2);
  else v = r.alnum(r.int(20, 32));
  if (!/\d/.test(v)) v += r.digits(1);
  return L('password', 'password', v);
}

// ---------------- connection strings ----------------
export const CONN = {
  postgres: (r, h) => `postgresql://${h.user}:${h.pw}@${h.host}:5432/${h.db}${r.chance(0.5) ? '?sslmode=require' : ''}`,
  mysql: (r, h) => `mysql://${h.user}:${h.pw}@${h.host}:3306/${h.db}`,
  mongodb: (r, h) => `mongodb+srv://${h.user}:${h.pw}@cluster${r.int(0, 3)}.${r.lower(5)}.mongodb.net/${h.db}?retryWrites=true&w=majority`,
  redis: (r, h) => `${r.pick(['redis', 'rediss'])}://default:${h.pw}@${h.host}:6379/0`,
  amqp: (r, h) => `${r.pick(['amqp', 'amqps'])}://${h.user}:${h.pw}@${h.host}:${r.pick(['5672', '5671'])}/${r.pick(['%2F', 'prod', 'billing'])}`,
  mssql: (r, h) => `Server=tcp:${h.host},1433;Initial Catalog=${h.db};Persist Security Info=False;User ID=${h.user};Password=${h.pw};Encrypt=True;TrustServerCertificate=False;`,
  jdbc_postgres: (r, h) => `jdbc:postgresql://${h.host}:5432/${h.db}?user=${h.user}&password=${h.pw}`,
  jdbc_oracle: (r, h) => `jdbc:oracle:thin:${h.user}/${h.pw}@${h.host}:1521/${r.pick(['ORCLPDB1', 'PRODSVC', 'HRDB'])}`,
  azure_storage: (r, h) => `DefaultEndpointsProtocol=https;AccountName=${h.db.replace(/[^a-z0-9]/g, '').slice(0, 18)}store;AccountKey=${r.b64(86)}==;EndpointSuffix=core.windows.net`,
  azure_servicebus: (r, h) => `Endpoint=sb://${h.db.replace(/_/g, '-')}-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${r.b64(43)}=`,
  mqtt: (r, h) => `mqtts://${h.user}:${h.pw}@${h.host}:8883`,
  nats: (r, h) => `nats://${h.user}:${h.pw}@${h.host}:4222`,
};
export function connString(r, kind, hostHint) {
  const h = { user: r.pick(['app', 'svc_billing', 'etl_user', 'hl7_bridge', 'payroll_rw', 'admin', 'integration', 'mq_consumer']), pw: password(r, true).v, host: hostHint || r.pick(['db-prod-01.internal', 'pg.eu-central-1.rds.amazonaws.com', '10.20.4.17', 'mq.corp.local', 'sql-emea.database.windows.net', 'redis-cache-7.prod.svc']), db: r.pick(['patients', 'billing', 'hr_core', 'claims', 'crm', 'ledger', 'orders']) };
  const k = kind || r.pick(Object.keys(CONN));
  return L('connection_string', `${k}_connection_string`, CONN[k](r, h));
}

// ---------------- webhooks ----------------
export const WEBHOOK = {
  slack: (r) => `https://hooks.slack.com/services/T${r.chars(r.int(8, 10), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/B${r.chars(r.int(8, 10), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/${r.alnum(24)}`,
  discord: (r) => `https://discord.com/api/webhooks/${r.nzdigits(19)}/${r.b64url(68)}`,
  teams: (r) => `https://${r.pick(['contoso', 'nordwind', 'acmehealth', 'fabrikam'])}.webhook.office.com/webhookb2/${uuid(r)}@${uuid(r)}/IncomingWebhook/${r.hex(32)}/${uuid(r)}`,
  google_chat: (r) => `https://chat.googleapis.com/v1/spaces/AAAA${r.alnum(7)}/messages?key=AIzaSy${r.chars(33, AN + '-_')}&token=${r.b64url(43)}%3D`,
  zapier: (r) => `https://hooks.zapier.com/hooks/catch/${r.nzdigits(r.int(6, 8))}/${r.chars(6, 'abcdefghijklmnopqrstuvwxyz0123456789')}/`,
  mattermost: (r) => `https://chat.${r.pick(['medline-int', 'spedition-nord', 'kliniknet'])}.com/hooks/${r.chars(26, 'abcdefghijklmnopqrstuvwxyz0123456789')}`,
  ifttt: (r) => `https://maker.ifttt.com/trigger/${r.pick(['claim_event', 'door_open', 'payroll_done'])}/with/key/${r.b64url(22)}`,
  power_automate: (r) => `https://prod-${r.int(10, 99)}.westeurope.logic.azure.com:443/workflows/${r.hex(32)}/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=${r.b64url(43)}`,
};
export function webhook(r, kind) { const k = kind || r.pick(Object.keys(WEBHOOK)); return L('webhook_url', `${k}_webhook`, WEBHOOK[k](r)); }

// ---------------- private keys ----------------
function derLen(n) { if (n < 128) return Buffer.from([n]); if (n < 256) return Buffer.from([0x81, n]); return Buffer.from([0x82, n >> 8, n & 255]); }
function der(tag, body) { return Buffer.concat([Buffer.from([tag]), derLen(body.length), body]); }
function derInt(r, nbytes) { const b = r.bytes(nbytes); b[0] |= 0x80; return der(0x02, Buffer.concat([Buffer.from([0]), b])); }
const pem = (label, buf) => `-----BEGIN ${label}-----\n${buf.toString('base64').match(/.{1,64}/g).join('\n')}\n-----END ${label}-----`;
function rsaPkcs1(r) { // structurally valid DER, random (mathematically meaningless) integers
  const body = Buffer.concat([der(0x02, Buffer.from([0])), derInt(r, 256), der(0x02, Buffer.from([1, 0, 1])), derInt(r, 255), derInt(r, 128), derInt(r, 128), derInt(r, 127), derInt(r, 127), derInt(r, 127)]);
  return der(0x30, body);
}
function ecKey(r) { const e = createECDH('prime256v1'); let priv; for (;;) { priv = r.bytes(32); try { e.setPrivateKey(priv); break; } catch { } } const pub = e.getPublicKey();
  const jwk = { kty: 'EC', crv: 'P-256', d: priv.toString('base64url'), x: pub.subarray(1, 33).toString('base64url'), y: pub.subarray(33).toString('base64url') };
  return createPrivateKey({ key: jwk, format: 'jwk' }); }
function edSeedKey(r) { const seed = r.bytes(32); const d = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]); const k = createPrivateKey({ key: d, format: 'der', type: 'pkcs8' }); const pub = createPublicKey(k).export({ format: 'der', type: 'spki' }).subarray(-32); return { k, seed, pub }; }
function sshString(b) { const l = Buffer.alloc(4); l.writeUInt32BE(b.length); return Buffer.concat([l, b]); }
function opensshEd25519(r, comment) { const { seed, pub } = edSeedKey(r); const kt = Buffer.from('ssh-ed25519'); const pubBlob = Buffer.concat([sshString(kt), sshString(pub)]); const chk = r.bytes(4);
  let priv = Buffer.concat([chk, chk, sshString(kt), sshString(pub), sshString(Buffer.concat([seed, pub])), sshString(Buffer.from(comment))]); let i = 1; while (priv.length % 8) priv = Buffer.concat([priv, Buffer.from([i++])]);
  const n = Buffer.alloc(4); n.writeUInt32BE(1);
  const all = Buffer.concat([Buffer.from('openssh-key-v1\0'), sshString(Buffer.from('none')), sshString(Buffer.from('none')), sshString(Buffer.alloc(0)), n, sshString(pubBlob), sshString(priv)]);
  return { key: `-----BEGIN OPENSSH PRIVATE KEY-----\n${all.toString('base64').match(/.{1,70}/g).join('\n')}\n-----END OPENSSH PRIVATE KEY-----`, pub: `ssh-ed25519 ${pubBlob.toString('base64')} ${comment}` }; }
function pgpBlock(r) { const body = Buffer.concat([Buffer.from([0x95, 0x03, 0xc6]), r.bytes(r.int(900, 1000))]); const c = Buffer.alloc(3); const v = crc24(body); c[0] = v >> 16; c[1] = (v >> 8) & 255; c[2] = v & 255;
  return `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${body.toString('base64').match(/.{1,64}/g).join('\n')}\n=${c.toString('base64')}\n-----END PGP PRIVATE KEY BLOCK-----`; }
export function privateKey(r, kind) {
  const k = kind || r.pick(['rsa_pkcs1', 'rsa_pkcs8', 'ec_sec1', 'ed25519_pkcs8', 'openssh', 'pgp']);
  switch (k) {
    case 'rsa_pkcs1': return L('private_key', 'rsa_private_key_pem', pem('RSA PRIVATE KEY', rsaPkcs1(r)));
    case 'rsa_pkcs8': { const inner = rsaPkcs1(r); const body = Buffer.concat([der(0x02, Buffer.from([0])), Buffer.from('300d06092a864886f70d0101010500', 'hex'), der(0x04, inner)]); return L('private_key', 'pkcs8_private_key_pem', pem('PRIVATE KEY', der(0x30, body))); }
    case 'ec_sec1': return L('private_key', 'ec_private_key_pem', ecKey(r).export({ format: 'pem', type: 'sec1' }).trim());
    case 'ed25519_pkcs8': return L('private_key', 'pkcs8_private_key_pem', edSeedKey(r).k.export({ format: 'pem', type: 'pkcs8' }).trim());
    case 'openssh': return L('private_key', 'openssh_private_key', opensshEd25519(r, r.pick(['deploy@ci-runner', 'backup@nas01', 'mirth@hl7-gw'])).key);
    case 'pgp': return L('private_key', 'pgp_private_key_block', pgpBlock(r));
  }
}
export const sshPublicKey = (r, comment) => opensshEd25519(r, comment).pub;
export const wireguardKey = (r) => L('private_key', 'wireguard_private_key', r.bytes(32).toString('base64'));
export const ageKey = (r) => L('private_key', 'age_secret_key', bech32Encode('age-secret-key-', convertBits([...r.bytes(32)], 8, 5)).toUpperCase());
export const ethPrivateKey = (r) => L('private_key', 'eth_private_key_hex', '0x' + r.hex(64));

// ---------------- crypto wallets ----------------
export const WALLET = {
  btc_p2pkh: (r) => b58check(Buffer.concat([Buffer.from([0]), r.bytes(20)])),
  btc_p2sh: (r) => b58check(Buffer.concat([Buffer.from([5]), r.bytes(20)])),
  btc_bech32: (r) => bech32Encode('bc', [0, ...convertBits([...r.bytes(20)], 8, 5)]),
  btc_taproot: (r) => bech32Encode('bc', [1, ...convertBits([...r.bytes(32)], 8, 5)], true),
  eth: (r) => eip55(r.hex(40)),
  ltc_p2pkh: (r) => b58check(Buffer.concat([Buffer.from([0x30]), r.bytes(20)])),
  ltc_bech32: (r) => bech32Encode('ltc', [0, ...convertBits([...r.bytes(20)], 8, 5)]),
  doge: (r) => b58check(Buffer.concat([Buffer.from([0x1e]), r.bytes(20)])),
  tron: (r) => b58check(Buffer.concat([Buffer.from([0x41]), r.bytes(20)])),
  xrp: (r) => b58check(Buffer.concat([Buffer.from([0]), r.bytes(20)]), XRP_ALPHA),
  sol: (r) => { let s; do { s = b58encode(r.bytes(32)); } while (s.length < 43); return s; },
};
export function wallet(r, kind) { const k = kind || r.pick(Object.keys(WALLET)); return L('crypto_wallet', k, WALLET[k](r)); }

// ---------------- IP addresses ----------------
export function publicIPv4(r) { for (;;) { const a = r.int(1, 223), b = r.int(0, 255); if ([10, 127, 0, 100, 169, 172, 192, 198, 203].includes(a)) continue; return L('ip_address', 'ipv4', `${a}.${b}.${r.int(0, 255)}.${r.int(1, 254)}`); } }
export function publicIPv6(r) { const g = () => r.hex(r.int(1, 4)).replace(/^0+(?=.)/, ''); return L('ip_address', 'ipv6', `${r.pick(['2a02', '2a01', '2600', '2403', '2804', '2c0f'])}:${r.hex(4).replace(/^0+(?=.)/, '')}:${g()}:${g()}:${g()}:${g()}:${g()}:${r.hex(4).replace(/^0+(?=.)/, '')}`); }
export const docIP = (r) => r.pick([`192.0.2.${r.int(1, 254)}`, `198.51.100.${r.int(1, 254)}`, `203.0.113.${r.int(1, 254)}`, `2001:db8::${r.hex(3)}`]);
export const privateIP = (r) => r.pick([`10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, `192.168.${r.int(0, 255)}.${r.int(1, 254)}`, `172.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(1, 254)}`]);
