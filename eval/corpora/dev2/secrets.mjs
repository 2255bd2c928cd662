// Secrets and wallets of the public, documented shapes, drawn at random at run time.
// Each returns { value, type }. None of these is a working credential.

import { createHash } from 'node:crypto';
import { ALNUM, HEX, UPPER, LOWER, B64URL, B64 } from './text.mjs';

const sha256 = (b) => createHash('sha256').update(b).digest();

// ---------------------------------------------------------------- wallets
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const B58_RIPPLE = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
function base58(buf, alphabet = B58) {
  let n = BigInt('0x' + (buf.toString('hex') || '0'));
  let out = '';
  while (n > 0n) {
    out = alphabet[Number(n % 58n)] + out;
    n /= 58n;
  }
  for (const b of buf) {
    if (b !== 0) break;
    out = alphabet[0] + out;
  }
  return out;
}
function base58check(version, payload, alphabet) {
  const body = Buffer.concat([Buffer.from(version), payload]);
  const sum = sha256(sha256(body)).subarray(0, 4);
  return base58(Buffer.concat([body, sum]), alphabet);
}
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(values) {
  const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= G[i];
  }
  return chk >>> 0;
}
function convertBits(data, from, to) {
  let acc = 0, bits = 0;
  const out = [];
  for (const v of data) {
    acc = (acc << from) | v;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((acc >>> bits) & ((1 << to) - 1));
    }
  }
  if (bits > 0) out.push((acc << (to - bits)) & ((1 << to) - 1));
  return out;
}
function segwit(hrp, version, program) {
  const data = [version, ...convertBits(program, 8, 5)];
  const expand = [...hrp].map((c) => c.charCodeAt(0) >> 5).concat([0], [...hrp].map((c) => c.charCodeAt(0) & 31));
  const constant = version === 0 ? 1 : 0x2bc830a3;
  const mod = polymod([...expand, ...data, 0, 0, 0, 0, 0, 0]) ^ constant;
  const check = Array.from({ length: 6 }, (_, i) => (mod >>> (5 * (5 - i))) & 31);
  return hrp + '1' + [...data, ...check].map((d) => BECH32[d]).join('');
}
export function wallet(rng, coin = rng.pick(['btc', 'btc', 'btc_segwit', 'btc_taproot', 'eth', 'eth', 'ltc', 'xrp', 'sol', 'trx', 'doge', 'xmr', 'bch'])) {
  switch (coin) {
    case 'btc': return { value: base58check([rng.chance(0.7) ? 0x00 : 0x05], rng.bytes(20)), type: 'btc' };
    case 'btc_segwit': return { value: segwit('bc', 0, rng.bytes(rng.chance(0.8) ? 20 : 32)), type: 'btc_segwit' };
    case 'btc_taproot': return { value: segwit('bc', 1, rng.bytes(32)), type: 'btc_taproot' };
    case 'eth': return { value: '0x' + rng.chars(40, HEX), type: 'eth' };
    case 'ltc': return rng.chance(0.5) ? { value: base58check([rng.pick([0x30, 0x32])], rng.bytes(20)), type: 'ltc' } : { value: segwit('ltc', 0, rng.bytes(20)), type: 'ltc' };
    case 'xrp': return { value: base58check([0x00], rng.bytes(20), B58_RIPPLE), type: 'xrp' };
    case 'sol': return { value: base58(rng.bytes(32)), type: 'sol' };
    case 'trx': return { value: base58check([0x41], rng.bytes(20)), type: 'trx' };
    case 'doge': return { value: base58check([0x1e], rng.bytes(20)), type: 'doge' };
    // Monero's checksum needs Keccak: the shape (95 base58 characters from "4") is kept, the checksum is not.
    case 'xmr': return { value: '4' + rng.pick([...'0123456789AB']) + rng.chars(93, B58), type: 'xmr' };
    case 'bch': return { value: 'bitcoincash:q' + rng.chars(41, BECH32), type: 'bch' };
  }
  throw new Error(`unknown coin ${coin}`);
}

// ---------------------------------------------------------------- vendor keys
const A = ALNUM;
const AWS32 = UPPER + '234567';
export const API_KEYS = {
  aws_access_key_id: (r) => r.pick(['AKIA', 'AKIA', 'ASIA']) + r.chars(16, AWS32),
  aws_secret_access_key: (r) => r.chars(40, A + '/+'),
  github_pat: (r) => r.pick(['ghp_', 'gho_', 'ghs_', 'ghu_']) + r.chars(36, A),
  github_fine_grained: (r) => 'github_pat_' + '11' + r.chars(20, UPPER + '0123456789') + '_' + r.chars(59, A),
  gitlab_pat: (r) => 'glpat-' + r.chars(20, A + '-_'),
  gitlab_runner: (r) => 'glrt-' + r.chars(20, A + '-_'),
  slack_bot: (r) => `xox${r.pick(['b', 'p', 'a'])}-${r.digits(11)}-${r.digits(12)}-${r.chars(24, A)}`,
  stripe_secret: (r) => r.pick(['sk_live_', 'rk_live_', 'sk_live_']) + r.chars(r.pick([24, 99]), A),
  google_api_key: (r) => 'AIza' + r.chars(35, A + '-_'),
  openai: (r) => (r.chance(0.6) ? 'sk-proj-' + r.chars(74, A + '-_') + 'T3BlbkFJ' + r.chars(74, A + '-_') : 'sk-' + r.chars(20, A) + 'T3BlbkFJ' + r.chars(20, A)),
  anthropic: (r) => 'sk-ant-api03-' + r.chars(93, A + '-_') + 'AA',
  twilio_api_key: (r) => 'SK' + r.chars(32, HEX),
  sendgrid: (r) => 'SG.' + r.chars(22, A + '-_') + '.' + r.chars(43, A + '-_'),
  npm: (r) => 'npm_' + r.chars(36, A),
  pypi: (r) => 'pypi-AgEIcHlwaS5vcmc' + r.chars(r.int(60, 120), A + '-_'),
  shopify: (r) => r.pick(['shpat_', 'shpss_', 'shpca_', 'shppa_']) + r.chars(32, HEX),
  vault: (r) => (r.chance(0.7) ? 'hvs.' + r.chars(r.int(90, 100), A + '-_') : 'hvb.' + r.chars(120, A + '-_')),
  digitalocean: (r) => r.pick(['dop_v1_', 'doo_v1_', 'dor_v1_']) + r.chars(64, HEX),
  huggingface: (r) => 'hf_' + r.chars(34, UPPER + LOWER),
  linear: (r) => 'lin_api_' + r.chars(40, A),
  doppler: (r) => r.pick(['dp.st.', 'dp.pt.', 'dp.sa.', 'dp.st.prd.']) + r.chars(r.int(40, 44), A),
  postman: (r) => 'PMAK-' + r.chars(24, HEX) + '-' + r.chars(34, HEX),
  mailgun: (r) => 'key-' + r.chars(32, HEX),
  telegram_bot: (r) => `${r.int(100000000, 7999999999)}:AA${r.chars(33, A + '-_')}`,
  discord_bot: (r) => `${r.pick(['MT', 'Mz', 'OD', 'NT'])}${r.chars(24, A)}.${r.chars(6, A + '-_')}.${r.chars(38, A + '-_')}`,
  square: (r) => r.pick(['sq0atp-', 'EAAA']) + r.chars(r.pick([22, 60]), A + '-_'),
  mapbox_secret: (r) => 'sk.eyJ1Ijoi' + r.chars(r.int(30, 60), A) + '.' + r.chars(22, A + '-_'),
  newrelic: (r) => 'NRAK-' + r.chars(27, UPPER + '0123456789'),
  pulumi: (r) => 'pul-' + r.chars(40, HEX),
  grafana: (r) => 'glsa_' + r.chars(32, A) + '_' + r.chars(8, HEX),
  databricks: (r) => 'dapi' + r.chars(32, HEX),
  supabase: (r) => 'sbp_' + r.chars(40, HEX),
  figma: (r) => 'figd_' + r.chars(40, A + '-_'),
  age_secret: (r) => 'AGE-SECRET-KEY-1' + r.chars(58, 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L'),
  azure_ad_client_secret: (r) => r.chars(3, A) + r.int(7, 8) + 'Q~' + r.chars(34, A + '-_.~'),
  atlassian: (r) => 'ATATT3xFfGF0' + r.chars(170, A + '-_') + '=' + r.chars(8, HEX.toUpperCase()),
  sentry_auth: (r) => 'sntrys_eyJpYXQiOj' + r.chars(120, A) + '_' + r.chars(43, A),
  cloudflare: (r) => r.chars(40, A + '-_'),
  datadog_api: (r) => r.chars(32, HEX),
  datadog_app: (r) => r.chars(40, HEX),
  heroku: (r) => 'HRKU-' + uuidOf(r),
  rubygems: (r) => 'rubygems_' + r.chars(48, HEX),
  dockerhub: (r) => 'dckr_pat_' + r.chars(27, A + '-_'),
  fly: (r) => 'fo1_' + r.chars(43, A + '-_'),
  planetscale: (r) => 'pscale_tkn_' + r.chars(43, A + '-_'),
  twilio_auth_token: (r) => r.chars(32, HEX),
  generic: (r) => r.chars(r.int(24, 48), r.pick([A, HEX, B64URL])),
};
/** Key types that only look secret next to a name that says so (no vendor prefix). */
export const CONTEXT_ONLY = new Set(['aws_secret_access_key', 'cloudflare', 'datadog_api', 'datadog_app', 'twilio_auth_token', 'generic']);
export function apiKey(rng, type = rng.pick(Object.keys(API_KEYS).filter((k) => !CONTEXT_ONLY.has(k)))) {
  return { value: API_KEYS[type](rng), type };
}
export function uuidOf(rng) {
  const h = rng.chars(32, HEX);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[rng.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20)}`;
}

// ---------------------------------------------------------------- tokens
const b64url = (s) => Buffer.from(s).toString('base64url');
export function jwt(rng, claims = {}) {
  const alg = rng.pick(['HS256', 'RS256', 'ES256']);
  const header = { alg, typ: 'JWT' };
  if (alg !== 'HS256') header.kid = rng.chars(12, A);
  const now = 1760000000 + rng.int(0, 20000000);
  const payload = { sub: claims.sub ?? rng.digits(rng.int(6, 10)), iat: now, exp: now + rng.pick([900, 3600, 86400]), ...claims };
  if (rng.chance(0.5)) payload.scope = rng.pick(['read write', 'openid profile email', 'admin', 'repo:read']);
  const sigLen = alg === 'HS256' ? 32 : alg === 'ES256' ? 64 : 256;
  return { value: `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}.${rng.bytes(sigLen).toString('base64url')}`, type: 'jwt' };
}
export function bearer(rng) {
  const kind = rng.pick(['google', 'opaque', 'opaque_hex', 'azure_sas', 'github_oauth']);
  switch (kind) {
    case 'google': return { value: 'ya29.' + rng.chars(rng.int(120, 180), A + '-_'), type: 'oauth_google' };
    case 'opaque': return { value: rng.chars(rng.int(32, 64), A + '-._~'), type: 'oauth_opaque' };
    case 'opaque_hex': return { value: rng.chars(40, HEX), type: 'oauth_opaque' };
    case 'azure_sas': return { value: `sv=2022-11-02&ss=b&srt=sco&sp=rwdlacx&se=2026-12-31T00:00:00Z&st=2026-01-01T00:00:00Z&spr=https&sig=${encodeURIComponent(rng.bytes(32).toString('base64'))}`, type: 'azure_sas' };
    default: return { value: 'gho_' + rng.chars(36, A), type: 'github_oauth' };
  }
}

// ---------------------------------------------------------------- private keys
const KEY_SHAPES = {
  rsa: { header: 'RSA PRIVATE KEY', lead: 'MIIEowIBAAKCAQEA', bytes: 1180 },
  pkcs8: { header: 'PRIVATE KEY', lead: 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC', bytes: 1200 },
  ec: { header: 'EC PRIVATE KEY', lead: 'MHcCAQEEI', bytes: 110 },
  openssh: { header: 'OPENSSH PRIVATE KEY', lead: 'b3BlbnNzaC1rZXktdjEAAAAA', bytes: 380 },
  dsa: { header: 'DSA PRIVATE KEY', lead: 'MIIBuwIBAAKBgQ', bytes: 420 },
  encrypted: { header: 'ENCRYPTED PRIVATE KEY', lead: 'MIIFHzBJBgkqhkiG9w0BBQ0wPDAbBgkqhkiG9w0BBQwwDgQI', bytes: 1230 },
  pgp: { header: 'PGP PRIVATE KEY BLOCK', lead: 'lQOYBG', bytes: 900 },
};
export function privateKey(rng, shape = rng.pick(['rsa', 'rsa', 'pkcs8', 'ec', 'openssh', 'openssh', 'dsa', 'encrypted', 'pgp']), opts = {}) {
  const s = KEY_SHAPES[shape];
  const bytes = opts.short ? Math.min(s.bytes, 200) : s.bytes;
  const body = s.lead + rng.bytes(bytes).toString('base64').replace(/=+$/, '');
  const lines = body.match(/.{1,64}/g);
  const begin = `-----BEGIN ${s.header}-----`, end = `-----END ${s.header}-----`;
  const nl = opts.newline ?? '\n';
  const inner = shape === 'pgp' ? ['', ...lines, '=' + rng.chars(4, B64)] : lines;
  const value = opts.singleLine ? `${begin} ${body} ${end}` : [begin, ...inner, end].join(nl);
  return { value, type: `pem_${shape}` };
}

// ---------------------------------------------------------------- passwords
const WORDS = ['sunset', 'Tiger', 'maple', 'Orion', 'coffee', 'Falcon', 'river', 'Quartz', 'winter', 'Delta', 'mango', 'Pixel', 'harbor', 'Nimbus', 'copper', 'Zebra'];
export function password(rng) {
  switch (rng.int(0, 4)) {
    case 0: return rng.pick(WORDS) + rng.pick(['!', '#', '@', '$', '_', '']) + rng.digits(rng.int(2, 4)) + rng.pick(['', '!', '?']);
    case 1: return rng.chars(rng.int(12, 24), A + '!#%*+-=?@^_');
    case 2: return `${rng.pick(WORDS)}-${rng.pick(WORDS).toLowerCase()}-${rng.pick(WORDS).toLowerCase()}-${rng.digits(2)}`;
    case 3: return rng.chars(rng.int(16, 32), A);
    default: return rng.pick(WORDS) + rng.pick(WORDS) + rng.digits(4) + rng.pick(['!', '$', '%']);
  }
}
/** A password that survives inside a URL without escaping. */
export const urlPassword = (rng) => rng.chars(rng.int(10, 22), A + '-_.~');

// ---------------------------------------------------------------- connection strings
export function connectionString(rng, host, user) {
  const pw = urlPassword(rng);
  const db = rng.pick(['app', 'orders', 'billing', 'analytics', 'crm', 'inventory', 'auth']);
  switch (rng.int(0, 9)) {
    case 0: return { value: `postgres://${user}:${pw}@${host}:5432/${db}`, type: 'postgres' };
    case 1: return { value: `postgresql://${user}:${pw}@${host}/${db}?sslmode=require`, type: 'postgres' };
    case 2: return { value: `mysql://${user}:${pw}@${host}:3306/${db}`, type: 'mysql' };
    case 3: return { value: `mongodb+srv://${user}:${pw}@cluster0.${rng.chars(5, LOWER + '0123456789')}.mongodb.net/${db}?retryWrites=true&w=majority`, type: 'mongodb' };
    case 4: return { value: `redis://${rng.chance(0.5) ? 'default' : ''}:${pw}@${host}:6379/0`, type: 'redis' };
    case 5: return { value: `amqps://${user}:${pw}@${host}:5671/${rng.pick(['%2F', 'prod', 'events'])}`, type: 'amqp' };
    case 6: return { value: `Server=tcp:${host},1433;Initial Catalog=${db};User ID=${user};Password=${pw};Encrypt=True;`, type: 'mssql' };
    case 7: return { value: `jdbc:postgresql://${host}:5432/${db}?user=${user}&password=${pw}`, type: 'jdbc' };
    case 8: return { value: `DefaultEndpointsProtocol=https;AccountName=${user.replace(/[^a-z0-9]/g, '')}store;AccountKey=${rng.bytes(64).toString('base64')};EndpointSuffix=core.windows.net`, type: 'azure_storage' };
    default: return { value: `mssql://${user}:${pw}@${host}:1433/${db}`, type: 'mssql' };
  }
}
