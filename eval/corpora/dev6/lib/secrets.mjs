// Credentials of public documented shapes, tokens, private keys, passwords, connection strings,
// wallets and IP addresses. All random: none was ever issued.
import { L } from './doc.mjs';
import { base58check, base58xrp, base58, segwitAddress, crc32, base62 } from './checksums.mjs';

const b64url = (buf) => Buffer.from(buf).toString('base64url');
const b64 = (buf) => Buffer.from(buf).toString('base64');

/** vendor api keys: [type, fn(r) -> value] */
export const VENDOR_KEYS = [
  ['aws_access_key_id', (r) => r.pick(['AKIA', 'ASIA']) + r.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)],
  ['aws_secret_access_key', (r) => r.b64(40)],
  ['github_pat', (r) => { const body = r.alnum(30); return `ghp_${body}${base62(crc32(body), 6)}`; }],
  ['github_fine_grained', (r) => `github_pat_11${r.upperAlnum(20)}_${r.alnum(59)}`],
  ['gitlab_pat', (r) => `glpat-${r.b64url(20)}`],
  ['slack_bot_token', (r) => `xoxb-${r.num(11)}-${r.num(13)}-${r.alnum(24)}`],
  ['slack_user_token', (r) => `xoxp-${r.num(11)}-${r.num(11)}-${r.num(13)}-${r.hex(32)}`],
  ['stripe_secret', (r) => `${r.pick(['sk_live_', 'rk_live_'])}${r.alnum(r.pick([24, 99]))}`],
  ['stripe_webhook_secret', (r) => `whsec_${r.alnum(32)}`],
  ['twilio_api_key', (r) => `SK${r.hex(32)}`],
  ['sendgrid', (r) => `SG.${r.b64url(22)}.${r.b64url(43)}`],
  ['openai', (r) => r.chance(0.5) ? `sk-proj-${r.b64url(74)}T3BlbkFJ${r.b64url(74)}` : `sk-${r.alnum(20)}T3BlbkFJ${r.alnum(20)}`],
  ['anthropic', (r) => `sk-ant-api03-${r.b64url(93)}AA`],
  ['google_api_key', (r) => `AIza${r.b64url(35)}`],
  ['google_oauth_client_secret', (r) => `GOCSPX-${r.b64url(28)}`],
  ['huggingface', (r) => `hf_${r.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 34)}`],
  ['npm', (r) => `npm_${r.alnum(36)}`],
  ['pypi', (r) => `pypi-AgEIcHlwaS5vcmc${r.b64url(r.int(60, 120))}`],
  ['newrelic_user_key', (r) => `NRAK-${r.upperAlnum(27)}`],
  ['shopify', (r) => `${r.pick(['shpat_', 'shpss_', 'shpca_'])}${r.hex(32)}`],
  ['mailgun', (r) => `key-${r.hex(32)}`],
  ['telegram_bot', (r) => `${r.num(10)}:AA${r.b64url(33)}`],
  ['digitalocean', (r) => `dop_v1_${r.hex(64)}`],
  ['doppler', (r) => `dp.st.${r.pick(['prd', 'dev', 'stg'])}.${r.alnum(43)}`],
  ['linear', (r) => `lin_api_${r.alnum(40)}`],
  ['notion', (r) => r.chance(0.5) ? `secret_${r.alnum(43)}` : `ntn_${r.num(11)}${r.alnum(35)}`],
  ['atlassian', (r) => `ATATT3xFfGF0${r.b64url(180)}=${r.HEX(8)}`],
  ['postman', (r) => `PMAK-${r.hex(24)}-${r.hex(34)}`],
  ['grafana_service_account', (r) => `glsa_${r.alnum(32)}_${r.hex(8)}`],
  ['pulumi', (r) => `pul-${r.hex(40)}`],
  ['hashicorp_vault', (r) => `hvs.${r.b64url(r.int(24, 90))}`],
  ['terraform_cloud', (r) => `${r.alnum(14)}.atlasv1.${r.alnum(67)}`],
  ['square', (r) => `EAAA${r.b64url(60)}`],
  ['groq', (r) => `gsk_${r.alnum(52)}`],
  ['replicate', (r) => `r8_${r.alnum(37)}`],
  ['perplexity', (r) => `pplx-${r.alnum(48)}`],
  ['xai', (r) => `xai-${r.alnum(80)}`],
  ['datadog_api_key', (r) => r.hex(32)],
  ['sentry_auth_token', (r) => `sntrys_${b64url(Buffer.from(JSON.stringify({ iat: r.int(1.7e9, 1.8e9), url: 'https://sentry.io', region_url: 'https://us.sentry.io', org: r.lower(8) }))).replace(/=+$/, '')}_${r.b64url(43)}`],
  ['circleci', (r) => `CCIPAT_${r.alnum(22)}_${r.hex(40)}`],
  ['azure_openai', (r) => r.hex(32)],
  ['discord_bot', (r) => `${b64url(Buffer.from(r.num(18))).replace(/=+$/, '')}.${r.b64url(6)}.${r.b64url(38)}`],
  ['cloudflare_api_token', (r) => r.b64url(40)],
  ['heroku', (r) => `HRKU-${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}`],
  ['mistral', (r) => r.alnum(32)],
  ['dockerhub_pat', (r) => `dckr_pat_${r.b64url(27)}`],
  ['figma', (r) => `figd_${r.b64url(40)}`],
  ['age_secret_key', (r) => `AGE-SECRET-KEY-1${r.from('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', 58)}`],
];
/** types whose raw shape carries no vendor prefix: only the key name around them makes them a secret */
export const BARE_TYPES = new Set(['aws_secret_access_key', 'datadog_api_key', 'azure_openai', 'cloudflare_api_token', 'mistral']);
export function vendorKey(r, type) {
  const [t, gen] = type ? VENDOR_KEYS.find((k) => k[0] === type) : r.pick(VENDOR_KEYS);
  return L('api_key', t, gen(r));
}
export const prefixedKey = (r) => { let k; do k = vendorKey(r); while (BARE_TYPES.has(k.type)); return k; };
/** a generic high-entropy secret for a secret-ish key name */
export function genericSecret(r) {
  const v = r.pick([() => r.alnum(r.int(32, 48)), () => r.hex(r.pick([32, 40, 64])), () => r.b64(r.int(30, 44)) + r.pick(['', '=', '==']), () => r.b64url(r.int(32, 50))])();
  return L('api_key', 'generic_secret', v);
}
export const SECRET_KEY_NAMES = ['SECRET_KEY', 'api_secret', 'client_secret', 'APP_SECRET', 'signing_secret', 'webhook_secret', 'encryptionKey', 'JWT_SECRET', 'private_token', 'auth_key', 'MASTER_KEY', 'session_secret', 'hmacKey', 'X_API_KEY'];

// ---- access tokens ----
export function jwt(r, claims = {}) {
  const alg = r.pick(['HS256', 'RS256', 'ES256', 'HS512']);
  const header = { alg, typ: 'JWT', ...(alg !== 'HS256' ? { kid: r.hex(16) } : {}) };
  const iat = r.int(1.7e9, 1.8e9);
  const payload = { sub: r.chance(0.5) ? `${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}` : String(r.int(1000, 999999)), iss: r.pick(['https://auth.brightmoor-logistics.com', 'https://login.kestrelpay.io/', 'accounts.zephyrlabs.dev']), iat, exp: iat + r.pick([900, 3600, 86400]), scope: r.pick(['read:orders', 'openid profile email', 'admin']), ...claims };
  const sigLen = alg.startsWith('HS') ? (alg === 'HS512' ? 64 : 32) : alg === 'ES256' ? 64 : 256;
  return L('access_token', 'jwt', `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}.${b64url(r.bytes(sigLen))}`);
}
/** `bearer`: only tokens that travel after `Authorization: Bearer` */
export function opaqueToken(r, bearer = false) {
  const makers = [
    () => L('access_token', 'google_oauth', `ya29.${r.b64url(r.int(120, 180))}`),
    () => L('access_token', 'github_oauth', `${r.pick(['gho_', 'ghu_', 'ghs_'])}${r.alnum(36)}`),
    () => L('access_token', 'facebook', `EAAG${r.alnum(r.int(150, 190))}`),
    () => L('access_token', 'opaque_bearer', r.b64url(r.int(40, 64))),
    () => L('access_token', 'refresh_token', `1//0${r.b64url(100)}`),
  ];
  return r.pick(bearer ? makers.slice(0, 4) : makers)();
}
/** an Azure shared access signature query string */
export const azureSas = (r) => L('access_token', 'azure_sas', `sv=2022-11-02&ss=b&srt=sco&sp=${r.pick(['r', 'rl', 'rwdlac'])}&se=2026-12-31T23:59:59Z&st=2026-01-01T00:00:00Z&spr=https&sig=${encodeURIComponent(r.b64(43) + '=')}`);
export const accessToken = (r) => (r.chance(0.55) ? jwt(r) : opaqueToken(r, true));

// ---- private keys ----
function keyBody(r, kind) {
  switch (kind) {
    case 'RSA': return b64(Uint8Array.from([0x30, 0x82, 0x04, r.int(0xa0, 0xa8), 0x02, 0x01, 0x00, 0x02, 0x82, 0x01, 0x01, 0x00, ...r.bytes(r.int(1180, 1210))]));
    case 'PKCS8': return b64(Uint8Array.from([0x30, 0x82, 0x04, r.int(0xbc, 0xc0), 0x02, 0x01, 0x00, 0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00, ...r.bytes(r.int(1190, 1210))]));
    case 'EC': return b64(Uint8Array.from([0x30, 0x77, 0x02, 0x01, 0x01, 0x04, 0x20, ...r.bytes(32), 0xa0, 0x0a, 0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07, 0xa1, 0x44, 0x03, 0x42, 0x00, 0x04, ...r.bytes(64)]));
    case 'OPENSSH': return b64(Uint8Array.from([...Buffer.from('openssh-key-v1\0'), 0, 0, 0, 4, ...Buffer.from('none'), 0, 0, 0, 4, ...Buffer.from('none'), 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0x33, 0, 0, 0, 0x0b, ...Buffer.from('ssh-ed25519'), 0, 0, 0, 0x20, ...r.bytes(r.int(290, 340))]));
    case 'ENCRYPTED': return b64(Uint8Array.from([0x30, 0x82, 0x05, r.int(0x10, 0x40), 0x30, 0x5c, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x05, 0x0d, ...r.bytes(r.int(1250, 1290))]));
    default: return b64(Uint8Array.from([0x95, 0x03, 0xc6, 0x04, ...r.bytes(r.int(900, 1100))]));
  }
}
const KEY_HEADERS = { RSA: 'RSA PRIVATE KEY', PKCS8: 'PRIVATE KEY', EC: 'EC PRIVATE KEY', OPENSSH: 'OPENSSH PRIVATE KEY', ENCRYPTED: 'ENCRYPTED PRIVATE KEY', PGP: 'PGP PRIVATE KEY BLOCK' };
const wrap = (s, w) => s.match(new RegExp(`.{1,${w}}`, 'g'));
/**
 * A private key block in one of the forms files and payloads carry it:
 * 'pem' (newlines), 'escaped' (literal \n as in JSON or .env), 'single' (one line, spaces),
 * 'rewrapped' (odd line width), 'crlf', 'indented' (YAML block scalar, `indent` spaces).
 */
export function privateKey(r, form = 'pem', kind = r.pick(['RSA', 'PKCS8', 'EC', 'OPENSSH', 'ENCRYPTED', 'PGP']), indent = '') {
  const h = KEY_HEADERS[kind];
  const body = keyBody(r, kind);
  const width = form === 'rewrapped' ? r.pick([76, 100, 48, 72]) : kind === 'OPENSSH' ? 70 : 64;
  let lines = wrap(body, width);
  if (kind === 'PGP') lines = ['', ...lines, `=${r.b64(4)}`];
  if (kind === 'PGP' && r.chance(0.5)) lines.unshift(`Comment: ${r.pick(['GnuPG v2', 'Keybase OpenPGP', 'Exported by Kleopatra'])}`);
  const all = [`-----BEGIN ${h}-----`, ...lines, `-----END ${h}-----`];
  const sep = { pem: '\n', escaped: '\\n', single: ' ', rewrapped: '\n', crlf: '\r\n', indented: '\n' + indent }[form];
  return L('private_key', `private_key_${kind.toLowerCase()}`, all.join(sep) + (form === 'escaped' && r.chance(0.5) ? '\\n' : ''));
}
/** a public key or certificate: not a secret */
export function publicKeyBlock(r) {
  return r.pick([
    () => `-----BEGIN PUBLIC KEY-----\n${wrap(b64(Uint8Array.from([0x30, 0x82, 0x01, 0x22, 0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00, ...r.bytes(276)])), 64).join('\n')}\n-----END PUBLIC KEY-----`,
    () => `-----BEGIN CERTIFICATE-----\n${wrap(b64(Uint8Array.from([0x30, 0x82, 0x03, 0x5d, 0x30, 0x82, 0x02, 0x45, 0xa0, 0x03, 0x02, 0x01, 0x02, ...r.bytes(840)])), 64).join('\n')}\n-----END CERTIFICATE-----`,
  ])();
}
export const sshPublicKey = (r, who) => r.pick([`ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.b64(43)} ${who}`, `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${r.b64(500)} ${who}`]);

// ---- passwords ----
const WORDS = ['otter', 'granite', 'velvet', 'harbor', 'cactus', 'lantern', 'meadow', 'quartz', 'pepper', 'saffron', 'glacier', 'tundra', 'marble', 'falcon', 'nimbus', 'orchid'];
export function passwordValue(r, spaces = false) {
  const cap = (w) => w[0].toUpperCase() + w.slice(1);
  return r.pick([
    () => `${cap(r.pick(WORDS))}${r.int(10, 9999)}${r.pick(['!', '#', '$', '%', '?', '&', '*'])}`,
    () => r.from('ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!@#$%^&*-_=+', r.int(12, 22)),
    () => `${r.pick(WORDS)}-${r.pick(WORDS)}-${r.pick(WORDS)}-${r.int(1, 99)}`,
    () => (spaces ? `${cap(r.pick(WORDS))} ${r.pick(WORDS)} ${r.pick(WORDS)} ${r.int(1, 99)}` : `${cap(r.pick(WORDS))}_${r.pick(WORDS)}${r.int(1, 99)}`),
    () => `${r.upper(1)}${r.lower(5)}@${r.int(1990, 2026)}`,
    () => `${r.alnum(8)}${r.pick([';', ':', '~', '|', '^'])}${r.alnum(4)}`,
    () => r.b64(r.int(16, 24)),
  ])();
}
/** `avoid`: characters the surrounding syntax would need escaped (XML, shell, quotes) */
export function password(r, spaces = false, type = 'password', avoid = /["'\\`]/) {
  let v;
  do v = passwordValue(r, spaces); while (avoid.test(v));
  return L('password', type, v);
}
export const SHELL_UNSAFE = /[\s"'\\`$&*!;|<>()^#~]/;
export const XML_UNSAFE = /[<>&"']/;
/** a password that survives URL userinfo unescaped */
export const urlSafePassword = (r) => L('password', 'url_password', r.from('ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789-_.~', r.int(10, 20)) + r.int(0, 9));

// ---- connection strings ----
const HOSTS = ['db-prod-01.internal.brightmoor-logistics.com', 'pg.kestrelpay.io', 'mysql-replica.eu-west-1.rds.amazonaws.com', 'cluster0.x7k2q.mongodb.net', 'redis-18342.c12.us-east-1-4.ec2.cloud.redislabs.com', '10.20.4.17', 'orders-db.lumenfield.de', 'sql-ledger.database.windows.net'];
export function connectionString(r) {
  const user = r.pick(['app_user', 'svc_orders', 'admin', 'report_ro', 'etl', 'postgres', 'root', 'billing']);
  const pw = r.from('ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789', r.int(10, 22)) + r.pick(['', '%21', '%40x', '-', '_9']);
  const host = r.pick(HOSTS);
  const db = r.pick(['orders', 'ledger', 'crm', 'analytics', 'app_production', 'inventory']);
  return r.pick([
    () => L('connection_string', 'postgres_uri', `${r.pick(['postgres', 'postgresql', 'postgresql+psycopg2'])}://${user}:${pw}@${host}:5432/${db}${r.chance(0.4) ? '?sslmode=require' : ''}`),
    () => L('connection_string', 'mysql_uri', `mysql://${user}:${pw}@${host}:3306/${db}`),
    () => L('connection_string', 'mongodb_uri', `mongodb+srv://${user}:${pw}@${host}/${db}?retryWrites=true&w=majority`),
    () => L('connection_string', 'redis_uri', `${r.pick(['redis', 'rediss'])}://${r.chance(0.5) ? 'default' : ''}:${pw}@${host}:6379/${r.int(0, 5)}`),
    () => L('connection_string', 'amqp_uri', `amqps://${user}:${pw}@${r.pick(['rabbit.internal', 'b-3f1e.mq.eu-central-1.amazonaws.com'])}:5671/${r.pick(['%2F', 'orders'])}`),
    () => L('connection_string', 'ado_net', `Server=tcp:${host},1433;Initial Catalog=${db};Persist Security Info=False;User ID=${user};Password=${pw};MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;`),
    () => L('connection_string', 'jdbc', `jdbc:${r.pick(['postgresql', 'mysql', 'sqlserver'])}://${host}:${r.pick([5432, 3306, 1433])}/${db}?user=${user}&password=${pw}`),
    () => L('connection_string', 'azure_storage', `DefaultEndpointsProtocol=https;AccountName=${r.lower(10)};AccountKey=${r.b64(86)}==;EndpointSuffix=core.windows.net`),
    () => L('connection_string', 'azure_service_bus', `Endpoint=sb://${r.lower(8)}.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${r.b64(43)}=`),
    () => L('connection_string', 'odbc', `Driver={ODBC Driver 18 for SQL Server};Server=${host};Database=${db};Uid=${user};Pwd=${pw};`),
    () => L('connection_string', 'mssql_uri', `mssql+pyodbc://${user}:${pw}@${host}/${db}?driver=ODBC+Driver+18+for+SQL+Server`),
  ])();
}

// ---- crypto wallets ----
/** the asset usually sent to an address of each type */
export const ASSET = { btc_p2pkh: 'BTC', btc_p2sh: 'BTC', btc_bech32: 'BTC', btc_taproot: 'BTC', eth: 'ETH', ltc: 'LTC', doge: 'DOGE', tron: 'USDT-TRC20', xrp: 'XRP', sol: 'SOL' };
export function wallet(r, type) {
  const makers = [
    () => L('crypto_wallet', 'btc_p2pkh', base58check([0x00, ...r.bytes(20)])),
    () => L('crypto_wallet', 'btc_p2sh', base58check([0x05, ...r.bytes(20)])),
    () => L('crypto_wallet', 'btc_bech32', segwitAddress('bc', 0, r.bytes(20))),
    () => L('crypto_wallet', 'btc_taproot', segwitAddress('bc', 1, r.bytes(32))),
    () => L('crypto_wallet', 'eth', `0x${r.hex(40)}`),
    () => L('crypto_wallet', 'ltc', base58check([0x30, ...r.bytes(20)])),
    () => L('crypto_wallet', 'doge', base58check([0x1e, ...r.bytes(20)])),
    () => L('crypto_wallet', 'tron', base58check([0x41, ...r.bytes(20)])),
    () => L('crypto_wallet', 'xrp', base58xrp([0x00, ...r.bytes(20)])),
    () => L('crypto_wallet', 'sol', base58(Uint8Array.from([r.int(1, 255), ...r.bytes(31)]))),
  ];
  for (;;) {
    const w = r.pick(makers)();
    if (!type || w.type === type || (type.startsWith('btc') && w.type.startsWith('btc'))) return w;
  }
}

// ---- IP addresses ----
export function publicIpv4(r) {
  for (;;) {
    const a = r.int(1, 223);
    if ([10, 127, 0, 100, 169, 172, 192, 198, 203].includes(a)) continue;
    return L('ip_address', 'ipv4', `${a}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`);
  }
}
/** groups written without leading zeros, as tools print them */
const compactV6 = (a) => a.split(':').map((g) => g.replace(/^0+(?=.)/, '')).join(':');
export const ipv6 = (r) => L('ip_address', 'ipv6', compactV6(r.pick([() => `2a0${r.int(0, 9)}:${r.hex(4)}:${r.hex(3)}:${r.hex(4)}::${r.hex(r.int(1, 4))}`, () => `2001:${r.hex(4)}:${r.hex(4)}:${r.hex(4)}:${r.hex(4)}:${r.hex(4)}:${r.hex(4)}:${r.hex(4)}`, () => `2600:${r.hex(4)}:${r.hex(3)}:${r.hex(4)}:${r.hex(4)}:${r.hex(4)}:${r.hex(4)}:${r.hex(4)}`])()));
export const ip = (r) => (r.chance(0.75) ? publicIpv4(r) : ipv6(r));
export const privateIpv4 = (r) => r.pick([`10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, `192.168.${r.int(0, 20)}.${r.int(1, 254)}`, `172.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(1, 254)}`, '127.0.0.1']);
