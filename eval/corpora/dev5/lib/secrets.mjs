// Secrets and wallets of public, documented shapes, generated at random: vendor API keys,
// tokens, PEM blocks, passwords, connection strings and cryptocurrency addresses with the
// checksums their encodings define (base58check, bech32, EIP-55).

import crypto from 'node:crypto';

export const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const B64URL = ALNUM + '-_';
const B64 = ALNUM + '+/';

// ---- checksums and encodings ------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; return c >>> 0; });
export function crc32(s) { let c = 0xffffffff; for (const b of Buffer.from(s)) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; }
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
function base62(n, width) { let s = ''; while (n > 0) { s = B62[n % 62] + s; n = Math.floor(n / 62); } return s.padStart(width, '0'); }

const sha256 = (b) => crypto.createHash('sha256').update(b).digest();
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export function base58(buf) {
  let n = BigInt('0x' + (buf.toString('hex') || '0')); let s = '';
  while (n > 0n) { s = B58[Number(n % 58n)] + s; n /= 58n; }
  for (const b of buf) { if (b !== 0) break; s = '1' + s; }
  return s;
}
export const base58check = (payload) => base58(Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)]));

const BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(values) {
  const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let chk = 1;
  for (const v of values) { const b = chk >>> 25; chk = ((chk & 0x1ffffff) << 5) ^ v; for (let i = 0; i < 5; i++) if ((b >>> i) & 1) chk ^= G[i]; }
  return chk >>> 0;
}
function convertBits(data, from, to) { let acc = 0, bits = 0; const out = []; for (const v of data) { acc = (acc << from) | v; bits += from; while (bits >= to) { bits -= to; out.push((acc >>> bits) & ((1 << to) - 1)); } } if (bits) out.push((acc << (to - bits)) & ((1 << to) - 1)); return out; }
export function segwit(hrp, version, program) {
  const data = [version, ...convertBits(program, 8, 5)];
  const expand = [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31)];
  const konst = version === 0 ? 1 : 0x2bc830a3;
  const mod = polymod([...expand, ...data, 0, 0, 0, 0, 0, 0]) ^ konst;
  const check = Array.from({ length: 6 }, (_, i) => (mod >>> (5 * (5 - i))) & 31);
  return hrp + '1' + [...data, ...check].map((d) => BECH[d]).join('');
}

// Keccak-256 (the pre-standard padding Ethereum uses), on BigInt lanes: slow but tiny.
const RC = ['0x1', '0x8082', '0x800000000000808a', '0x8000000080008000', '0x808b', '0x80000001', '0x8000000080008081', '0x8000000000008009', '0x8a', '0x88', '0x80008009', '0x8000000a', '0x8000808b', '0x800000000000008b', '0x8000000000008089', '0x8000000000008003', '0x8000000000008002', '0x8000000000000080', '0x800a', '0x800000008000000a', '0x8000000080008081', '0x8000000000008080', '0x80000001', '0x8000000080008008'].map(BigInt);
const ROT = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14];
const M64 = (1n << 64n) - 1n;
const rotl = (x, n) => (n === 0 ? x : ((x << BigInt(n)) | (x >> BigInt(64 - n))) & M64);
function keccakF(s) {
  for (let round = 0; round < 24; round++) {
    const C = [0, 1, 2, 3, 4].map((x) => s[x] ^ s[x + 5] ^ s[x + 10] ^ s[x + 15] ^ s[x + 20]);
    for (let x = 0; x < 5; x++) { const d = C[(x + 4) % 5] ^ rotl(C[(x + 1) % 5], 1); for (let y = 0; y < 25; y += 5) s[x + y] ^= d; }
    const B = new Array(25);
    for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) B[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(s[x + 5 * y], ROT[x + 5 * y]);
    for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) s[x + 5 * y] = B[x + 5 * y] ^ (~B[((x + 1) % 5) + 5 * y] & M64 & B[((x + 2) % 5) + 5 * y]);
    s[0] ^= RC[round];
  }
}
export function keccak256(bytes) {
  const rate = 136; const msg = [...bytes, 0x01]; while (msg.length % rate) msg.push(0); msg[msg.length - 1] |= 0x80;
  const s = new Array(25).fill(0n);
  for (let off = 0; off < msg.length; off += rate) {
    for (let i = 0; i < rate / 8; i++) { let lane = 0n; for (let b = 7; b >= 0; b--) lane = (lane << 8n) | BigInt(msg[off + i * 8 + b]); s[i] ^= lane; }
    keccakF(s);
  }
  const out = []; for (let i = 0; i < 4; i++) for (let b = 0; b < 8; b++) out.push(Number((s[i] >> BigInt(8 * b)) & 0xffn));
  return Buffer.from(out);
}
export function eip55(hex40) {
  const lower = hex40.toLowerCase(); const h = keccak256(Buffer.from(lower, 'ascii')).toString('hex');
  return '0x' + [...lower].map((c, i) => (parseInt(h[i], 16) >= 8 ? c.toUpperCase() : c)).join('');
}

// ---- wallets ------------------------------------------------------------------------------------

export function wallet(r, kind = r.pick(['btc_p2pkh', 'btc_p2sh', 'btc_bech32', 'btc_taproot', 'eth', 'eth', 'eth_lower', 'ltc', 'trx', 'doge', 'sol', 'xrp'])) {
  switch (kind) {
    case 'btc_p2pkh': return { type: 'bitcoin', value: base58check(Buffer.concat([Buffer.from([0x00]), r.bytes(20)])) };
    case 'btc_p2sh': return { type: 'bitcoin', value: base58check(Buffer.concat([Buffer.from([0x05]), r.bytes(20)])) };
    case 'btc_bech32': return { type: 'bitcoin', value: segwit('bc', 0, [...r.bytes(20)]) };
    case 'btc_taproot': return { type: 'bitcoin', value: segwit('bc', 1, [...r.bytes(32)]) };
    case 'eth': return { type: 'ethereum', value: eip55(r.hex(40)) };
    case 'eth_lower': return { type: 'ethereum', value: '0x' + r.hex(40) };
    case 'ltc': return { type: 'litecoin', value: r.chance(0.5) ? base58check(Buffer.concat([Buffer.from([0x30]), r.bytes(20)])) : segwit('ltc', 0, [...r.bytes(20)]) };
    case 'trx': return { type: 'tron', value: base58check(Buffer.concat([Buffer.from([0x41]), r.bytes(20)])) };
    case 'doge': return { type: 'dogecoin', value: base58check(Buffer.concat([Buffer.from([0x1e]), r.bytes(20)])) };
    case 'xrp': { const XA = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz'; const b = base58check(Buffer.concat([Buffer.from([0x00]), r.bytes(20)])); return { type: 'ripple', value: [...b].map((c) => XA[B58.indexOf(c)]).join('') }; }
    default: { let v; do { v = base58(r.bytes(32)); } while (v.length < 43); return { type: 'solana', value: v }; }
  }
}
export const txHash = (r) => '0x' + r.hex(64);
export const btcTxid = (r) => r.hex(64);

// ---- API keys and tokens ----------------------------------------------------------------------------

function githubToken(r, prefix) { const body = r.chars(ALNUM, 30); return prefix + body + base62(crc32(body), 6); }
export const API_KEYS = {
  aws_access_key_id: (r) => r.pick(['AKIA', 'ASIA']) + r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16),
  aws_secret_access_key: (r) => r.chars(ALNUM + '+/', 40),
  github_pat: (r) => githubToken(r, 'ghp_'),
  github_fine_grained: (r) => 'github_pat_' + r.chars(ALNUM, 22) + '_' + r.chars(ALNUM + '_', 59),
  gitlab_pat: (r) => 'glpat-' + r.chars(ALNUM + '-_', 20),
  slack_bot: (r) => `xoxb-${r.digits(11)}-${r.digits(13)}-${r.chars(ALNUM, 24)}`,
  slack_webhook_path: (r) => `T${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 8)}/B${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 10)}/${r.chars(ALNUM, 24)}`,
  stripe_secret: (r) => r.pick(['sk_live_', 'rk_live_', 'sk_test_']) + r.chars(ALNUM, r.pick([24, 99])),
  google_api_key: (r) => 'AIza' + r.chars(ALNUM + '-_', 35),
  openai: (r) => (r.chance(0.6) ? 'sk-proj-' + r.chars(ALNUM + '-_', 74) + 'T3BlbkFJ' + r.chars(ALNUM + '-_', 74) : 'sk-' + r.chars(ALNUM, 20) + 'T3BlbkFJ' + r.chars(ALNUM, 20)),
  anthropic: (r) => 'sk-ant-api03-' + r.chars(ALNUM + '-_', 93) + 'AA',
  sendgrid: (r) => 'SG.' + r.chars(ALNUM + '-_', 22) + '.' + r.chars(ALNUM + '-_', 43),
  twilio: (r) => 'SK' + r.hex(32),
  npm: (r) => 'npm_' + r.chars(ALNUM, 36),
  pypi: (r) => 'pypi-AgEIcHlwaS5vcmc' + r.chars(B64URL, 60),
  shopify: (r) => r.pick(['shpat_', 'shpss_']) + r.hex(32),
  mailgun: (r) => 'key-' + r.hex(32),
  huggingface: (r) => 'hf_' + r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 34),
  digitalocean: (r) => 'dop_v1_' + r.hex(64),
  datadog: (r) => r.hex(32),
  sentry_dsn_key: (r) => r.hex(32),
  azure_storage_key: (r) => r.chars(B64, 86) + '==',
  generic_hex: (r) => r.hex(r.pick([32, 40, 64])),
  generic_b64: (r) => r.chars(ALNUM + '+/', r.pick([32, 43, 48])) + r.pick(['', '=']),
};
export function apiKey(r, kind = r.pick(Object.keys(API_KEYS).filter((k) => !['slack_webhook_path', 'sentry_dsn_key', 'azure_storage_key'].includes(k)))) { return { type: kind, value: API_KEYS[kind](r) }; }

const b64url = (s) => Buffer.from(s).toString('base64url');
export function jwt(r, claims = {}) {
  const alg = r.pick(['HS256', 'RS256', 'ES256']);
  const header = b64url(JSON.stringify(r.chance(0.5) ? { alg, typ: 'JWT' } : { typ: 'JWT', alg, kid: r.hex(16) }));
  const now = 1790000000 + r.int(0, 9000000);
  const payload = b64url(JSON.stringify({ sub: claims.sub ?? String(r.int(10000, 999999)), iss: claims.iss ?? r.pick(['https://auth.tallowmere.io/', 'https://login.kestrelpay.com', 'accounts.orbweaver.dev']), iat: now, exp: now + r.pick([900, 3600, 86400]), ...(claims.extra ?? {}) }));
  const sig = r.chars(B64URL, alg === 'HS256' ? 43 : alg === 'ES256' ? 86 : 342);
  return `${header}.${payload}.${sig}`;
}
export function bearer(r) {
  return r.weighted([
    [3, () => ({ type: 'jwt', value: jwt(r) })],
    [2, () => ({ type: 'google_oauth', value: 'ya29.' + r.chars(B64URL, r.int(120, 180)) })],
    [1, () => ({ type: 'github_oauth', value: githubToken(r, 'gho_') })],
    [2, () => ({ type: 'opaque_bearer', value: r.chars(ALNUM, r.pick([32, 40])) })],
  ])();
}

const wrap64 = (s) => s.match(/.{1,64}/g).join('\n');
export function pemPrivateKey(r, kind = r.pick(['RSA', 'EC', 'OPENSSH', 'PKCS8', 'PKCS8'])) {
  if (kind === 'OPENSSH') {
    const body = Buffer.concat([Buffer.from('openssh-key-v1\0'), r.bytes(r.pick([300, 380]))]).toString('base64');
    return { type: 'openssh', value: `-----BEGIN OPENSSH PRIVATE KEY-----\n${body.match(/.{1,70}/g).join('\n')}\n-----END OPENSSH PRIVATE KEY-----` };
  }
  const n = kind === 'EC' ? 121 : r.pick([1190, 1218, 633]);
  const der = Buffer.concat([Buffer.from([0x30, 0x82]), r.bytes(n)]).toString('base64');
  const label = kind === 'RSA' ? 'RSA PRIVATE KEY' : kind === 'EC' ? 'EC PRIVATE KEY' : 'PRIVATE KEY';
  return { type: kind.toLowerCase(), value: `-----BEGIN ${label}-----\n${wrap64(der)}\n-----END ${label}-----` };
}
export function publicKeyPem(r) { const der = Buffer.concat([Buffer.from([0x30, 0x82, 0x01, 0x22]), r.bytes(290)]).toString('base64'); return `-----BEGIN PUBLIC KEY-----\n${wrap64(der)}\n-----END PUBLIC KEY-----`; }

// ---- passwords ----------------------------------------------------------------------------------------

const WORDS = ['copper', 'lantern', 'marble', 'violet', 'harbor', 'thistle', 'juniper', 'falcon', 'quartz', 'meadow', 'saffron', 'orbit', 'walnut', 'glacier', 'ember', 'tundra', 'cobalt', 'pepper', 'river', 'maple', 'sonne', 'fuchs', 'lune', 'gato', 'sol', 'kwiat', 'bosque', 'nuvola'];
/** Passwords people and systems actually set; `plain` keeps them free of quotes and backslashes for JSON/YAML. */
export function password(r, { spaces = true, plain = false } = {}) {
  const sym = plain ? '!#$%*+-.=?@^_~' : '!#$%&*+-.=?@^_~/;:,()[]{}<>|';
  const cap = (w) => w[0].toUpperCase() + w.slice(1);
  const v = r.weighted([
    [3, () => cap(r.pick(WORDS)) + r.pick(WORDS) + r.int(1, 99) + r.chars(sym, 1)],
    [3, () => r.chars(ALNUM + sym, r.int(12, 24))],
    [2, () => r.chars(ALNUM, r.int(16, 32))],
    [2, () => cap(r.pick(WORDS)) + r.chars(sym, 1) + r.int(1990, 2029) + r.chars(sym, 1)],
    [1, () => (spaces ? `${r.pick(WORDS)} ${r.pick(WORDS)} ${r.pick(WORDS)} ${r.int(1, 9)}` : `${r.pick(WORDS)}-${r.pick(WORDS)}-${r.pick(WORDS)}-${r.int(1, 9)}`)],
    [1, () => cap(r.pick(WORDS)) + '@' + r.int(100, 9999) + r.pick(['', '!', '#'])],
    [1, () => r.pick(WORDS).replace(/a/g, '@').replace(/o/g, '0').replace(/e/g, '3') + r.pick(WORDS).replace(/i/g, '1') + r.int(10, 99) + '!'],
  ])();
  return v.trim();
}
/** URL-safe password (for URIs, no percent-escaping needed). */
export const uriPassword = (r) => r.weighted([[2, () => r.chars(ALNUM, r.int(12, 28))], [1, () => password(r, { spaces: false, plain: true }).replace(/[@#%?/:+=^~$!*]/g, '') + r.chars(ALNUM, 3)]])();

// ---- connection strings ------------------------------------------------------------------------

const HOSTS = ['db-prod-01.internal', 'pg.eu-west-1.rds.amazonaws.com', 'mongo-shard-2.corp.lan', 'cluster0.x7k2m.mongodb.net', 'redis-cache.prod.svc.cluster.local', 'mysql.billing.tallowmere.io', 'rabbit.queue.kestrelpay.com', 'sql-westeu.database.windows.net', '10.24.8.17', 'analytics-db.norrvik.se'];
export function connectionString(r, user = r.pick(['app', 'svc_billing', 'admin', 'postgres', 'reporting', 'etl_user', 'root', 'webapp'])) {
  const pw = uriPassword(r), host = r.pick(HOSTS), db = r.pick(['orders', 'crm', 'payments', 'app_prod', 'warehouse', 'auth', 'ledger']);
  return r.weighted([
    [3, () => ({ type: 'postgres', value: `${r.pick(['postgres', 'postgresql'])}://${user}:${pw}@${host}:5432/${db}${r.chance(0.4) ? '?sslmode=require' : ''}` })],
    [2, () => ({ type: 'mongodb', value: `mongodb+srv://${user}:${pw}@${host}/${db}?retryWrites=true&w=majority` })],
    [2, () => ({ type: 'mysql', value: `mysql://${user}:${pw}@${host}:3306/${db}` })],
    [1, () => ({ type: 'redis', value: `redis://${r.chance(0.5) ? 'default' : ''}:${pw}@${host}:6379/0` })],
    [1, () => ({ type: 'amqp', value: `amqps://${user}:${pw}@${host}:5671/${r.pick(['%2F', 'prod', 'events'])}` })],
    [2, () => ({ type: 'jdbc', value: `jdbc:${r.pick(['postgresql', 'mysql'])}://${host}:${r.pick([5432, 3306])}/${db}?user=${user}&password=${pw}` })],
    [2, () => ({ type: 'ado_net', value: `Server=tcp:${host},1433;Initial Catalog=${db};Persist Security Info=False;User ID=${user};Password=${pw};Encrypt=True;Connection Timeout=30;` })],
    [1, () => ({ type: 'azure_storage', value: `DefaultEndpointsProtocol=https;AccountName=${r.pick(['stprodlogs', 'norrvikdata', 'kestrelblob'])}${r.int(1, 99)};AccountKey=${API_KEYS.azure_storage_key(r)};EndpointSuffix=core.windows.net` })],
  ])();
}
/** A URI that names a database but carries no credential: not a secret. */
export function credentialFreeUri(r) { return `${r.pick(['postgres', 'redis', 'mongodb', 'mysql'])}://${r.pick(HOSTS)}:${r.pick([5432, 6379, 27017, 3306])}/${r.pick(['orders', 'cache', 'events', 'app'])}`; }
