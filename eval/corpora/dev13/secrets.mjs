// Generators for passwords, vendor API keys, access tokens, private keys and connection strings.
// Prefixes/lengths/charsets follow the vendors' documented formats; bodies are random.
import { ALNUM, B64, B64URL, HEX, UPPER, LOWER, DIGITS } from './rng.mjs';
import * as C from './checksums.mjs';
import { btcWif } from './ids.mjs';

const b64 = (bytes) => Buffer.from(bytes).toString('base64');
const b64url = (x) => Buffer.from(x).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const A_URL = B64URL;

// ---------------------------------------------------------------- passwords
const PW_WORDS = ['Sommer', 'Winter', 'Soleil', 'Primavera', 'Sakura', 'Kedi', 'Zima', 'Liefde', 'Mawar', 'Gatito', 'Bella', 'Tesoro', 'Koala', 'Sunshine', 'Dragon', 'Tiger', 'Fenerbahce', 'Barcelona', 'Juventus', 'Ajax', 'Spartak', 'Mickey', 'Pikachu', 'Hamster', 'Kirschblüte', 'Merlin', 'Bandit', 'Rosa', 'Luna', 'Shadow', 'Maximus', 'Chocolat', 'Paloma', 'Strand', 'Lumba', 'Haneul', 'Kitty', 'Yildiz', 'Anjing', 'Milano', 'Lisboa', 'Porto', 'Pomidor', 'Medved'];
const PW_DICT = ['blue', 'tiger', 'lamp', 'river', 'stone', 'maple', 'cloud', 'piano', 'orbit', 'candle', 'harbor', 'velvet', 'falcon', 'pepper', 'glacier', 'copper', 'meadow', 'lantern'];
export const PASSWORD = {
  human: (r) => r.pick(PW_WORDS) + r.pick(['', '_', '.', '']) + r.pick([String(r.int(1960, 2025)), r.digits(r.int(2, 4))]) + r.pick(['!', '?', '#', '$', '*', '', '!!']),
  random: (r) => { let s; do s = r.str(r.int(12, 20), ALNUM + '!#$%&*+-=?@^_~'); while (!/\d/.test(s) || !/[A-Z]/.test(s) || !/[a-z]/.test(s)); return s; },
  passphrase: (r) => [r.pick(PW_DICT), r.pick(PW_DICT), r.pick(PW_DICT), r.digits(2)].join(r.pick(['-', '.', '_'])),
  leet: (r) => r.pick(['P@ssw0rd', 'S3cr3t', 'Adm1n', 'W3lc0me', 'L0nd0n', 'B3rl1n', 'M0sk0w', 'T0ky0']) + r.digits(r.int(2, 4)) + r.pick(['!', '#', '$']),
  wifi: (r) => r.str(r.int(10, 16), 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'),
  pin_like: (r) => r.pick(PW_WORDS).toLowerCase() + r.digits(r.int(3, 6)),
};
export const genPassword = (r, kind) => PASSWORD[kind || r.pick(Object.keys(PASSWORD))](r);

// ---------------------------------------------------------------- API keys
function ghToken(r, prefix) { const body = r.str(30, ALNUM); return prefix + body + C.base62(C.crc32(body), 6); }
export function ghTokenValid(v) { const m = /^(ghp|gho|ghu|ghs|ghr)_([A-Za-z0-9]{30})([A-Za-z0-9]{6})$/.exec(v); return !!m && C.base62(C.crc32(m[2]), 6) === m[3]; }
export const APIKEY = {
  aws_access_key_id: { gen: (r) => r.pick(['AKIA', 'AKIA', 'ASIA']) + r.str(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'), re: /^(AKIA|ASIA)[A-Z2-7]{16}$/ },
  aws_secret_access_key: { gen: (r) => r.str(40, ALNUM + '/+'), re: /^[A-Za-z0-9/+]{40}$/ },
  github_pat_classic: { gen: (r) => ghToken(r, 'ghp_'), valid: ghTokenValid },
  github_app_token: { gen: (r) => ghToken(r, r.pick(['ghs_', 'ghu_', 'ghr_'])), valid: ghTokenValid },
  github_oauth: { gen: (r) => ghToken(r, 'gho_'), valid: ghTokenValid },
  github_pat_fine: { gen: (r) => 'github_pat_11' + r.str(20, UPPER + DIGITS) + '_' + r.str(59, ALNUM), re: /^github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}$/ },
  gitlab_pat: { gen: (r) => 'glpat-' + r.str(20, ALNUM + '-_'), re: /^glpat-[A-Za-z0-9_-]{20}$/ },
  slack_bot_token: { gen: (r) => `xoxb-${r.digits(r.int(10, 12))}-${r.digits(r.int(12, 13))}-${r.str(24, ALNUM)}`, re: /^xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}$/ },
  slack_user_token: { gen: (r) => `xoxp-${r.digits(11)}-${r.digits(11)}-${r.digits(13)}-${r.hex(32)}`, re: /^xoxp-\d+-\d+-\d+-[0-9a-f]{32}$/ },
  slack_webhook: { gen: (r) => `https://hooks.slack.com/services/T${r.str(r.int(8, 10), UPPER + DIGITS)}/B${r.str(r.int(8, 10), UPPER + DIGITS)}/${r.str(24, ALNUM)}`, re: /^https:\/\/hooks\.slack\.com\/services\/T[A-Z0-9]{8,10}\/B[A-Z0-9]{8,10}\/[A-Za-z0-9]{24}$/ },
  stripe_secret_live: { gen: (r) => 'sk_live_' + r.pick(['51', '']) + r.str(r.pick([24, 97]), ALNUM), re: /^sk_live_[A-Za-z0-9]{24,99}$/ },
  stripe_restricted: { gen: (r) => 'rk_live_' + r.str(r.pick([24, 99]), ALNUM), re: /^rk_live_[A-Za-z0-9]{24,99}$/ },
  stripe_secret_test: { gen: (r) => 'sk_test_51' + r.str(97, ALNUM), re: /^sk_test_[A-Za-z0-9]{24,99}$/ },
  stripe_webhook_secret: { gen: (r) => 'whsec_' + r.str(32, ALNUM), re: /^whsec_[A-Za-z0-9]{32}$/ },
  openai_project: { gen: (r) => 'sk-proj-' + r.str(74, A_URL) + 'T3BlbkFJ' + r.str(74, A_URL), re: /^sk-proj-[A-Za-z0-9_-]{74}T3BlbkFJ[A-Za-z0-9_-]{74}$/ },
  openai_legacy: { gen: (r) => 'sk-' + r.str(20, ALNUM) + 'T3BlbkFJ' + r.str(20, ALNUM), re: /^sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}$/ },
  anthropic: { gen: (r) => 'sk-ant-api03-' + r.str(93, A_URL) + 'AA', re: /^sk-ant-api03-[A-Za-z0-9_-]{93}AA$/ },
  google_api_key: { gen: (r) => 'AIza' + r.pick(['Sy', 'Sy', 'SA', 'SB']) + r.str(33, A_URL), re: /^AIza[0-9A-Za-z_-]{35}$/ },
  twilio_api_key: { gen: (r) => 'SK' + r.hex(32), re: /^SK[0-9a-f]{32}$/ },
  twilio_auth_token: { gen: (r) => r.hex(32), re: /^[0-9a-f]{32}$/ },
  sendgrid: { gen: (r) => 'SG.' + r.str(22, A_URL) + '.' + r.str(43, A_URL), re: /^SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/ },
  mailgun: { gen: (r) => 'key-' + r.hex(32), re: /^key-[0-9a-f]{32}$/ },
  mailchimp: { gen: (r) => r.hex(32) + '-us' + r.int(1, 21), re: /^[0-9a-f]{32}-us\d{1,2}$/ },
  npm_token: { gen: (r) => 'npm_' + r.str(36, ALNUM), re: /^npm_[A-Za-z0-9]{36}$/ },
  pypi_token: { gen: (r) => 'pypi-AgEIcHlwaS5vcmc' + r.str(r.int(60, 140), A_URL), re: /^pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}$/ },
  discord_bot_token: { gen: (r) => b64url(String(r.int(1, 9)) + r.digits(r.int(17, 18))) + '.' + r.str(6, A_URL) + '.' + r.str(r.pick([27, 38]), A_URL), re: /^[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}$/ },
  discord_webhook: { gen: (r) => `https://discord.com/api/webhooks/${r.int(1, 1)}${r.digits(18)}/${r.str(68, A_URL)}`, re: /^https:\/\/discord\.com\/api\/webhooks\/\d{17,20}\/[A-Za-z0-9_-]{68}$/ },
  telegram_bot_token: { gen: (r) => `${r.int(1, 7)}${r.digits(r.int(8, 9))}:AA${r.str(33, A_URL)}`, re: /^\d{8,10}:AA[A-Za-z0-9_-]{33}$/ },
  shopify_access_token: { gen: (r) => r.pick(['shpat_', 'shpca_', 'shppa_']) + r.hex(32), re: /^shp(at|ca|pa)_[0-9a-f]{32}$/ },
  shopify_shared_secret: { gen: (r) => 'shpss_' + r.hex(32), re: /^shpss_[0-9a-f]{32}$/ },
  huggingface: { gen: (r) => 'hf_' + r.str(34, UPPER + LOWER), re: /^hf_[A-Za-z]{34}$/ },
  digitalocean: { gen: (r) => r.pick(['dop_v1_', 'doo_v1_']) + r.hex(64), re: /^do[op]_v1_[0-9a-f]{64}$/ },
  mapbox_secret: { gen: (r) => 'sk.' + b64url(JSON.stringify({ u: r.str(r.int(5, 10), LOWER), a: 'cl' + r.str(23, LOWER + DIGITS) })) + '.' + r.str(22, A_URL), re: /^sk\.eyJ1Ijoi[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/ },
  linear: { gen: (r) => 'lin_api_' + r.str(40, ALNUM), re: /^lin_api_[A-Za-z0-9]{40}$/ },
  postman: { gen: (r) => `PMAK-${r.hex(24)}-${r.hex(34)}`, re: /^PMAK-[0-9a-f]{24}-[0-9a-f]{34}$/ },
  groq: { gen: (r) => 'gsk_' + r.str(52, ALNUM), re: /^gsk_[A-Za-z0-9]{52}$/ },
  replicate: { gen: (r) => 'r8_' + r.str(37, ALNUM), re: /^r8_[A-Za-z0-9]{37}$/ },
  notion: { gen: (r) => (r.chance(0.5) ? 'secret_' + r.str(43, ALNUM) : 'ntn_' + r.digits(11) + r.str(35, ALNUM)), re: /^(secret_[A-Za-z0-9]{43}|ntn_\d{11}[A-Za-z0-9]{35})$/ },
  atlassian: { gen: (r) => 'ATATT3xFfGF0' + r.str(170, A_URL) + '=' + r.str(8, '0123456789ABCDEF'), re: /^ATATT3xFfGF0[A-Za-z0-9_-]{170}=[0-9A-F]{8}$/ },
  datadog_api_key: { gen: (r) => r.hex(32), re: /^[0-9a-f]{32}$/ },
  newrelic: { gen: (r) => 'NRAK-' + r.str(27, UPPER + DIGITS), re: /^NRAK-[A-Z0-9]{27}$/ },
  grafana_sa: { gen: (r) => 'glsa_' + r.str(32, ALNUM) + '_' + r.hex(8), re: /^glsa_[A-Za-z0-9]{32}_[0-9a-f]{8}$/ },
  doppler: { gen: (r) => 'dp.pt.' + r.str(43, ALNUM), re: /^dp\.pt\.[A-Za-z0-9]{43}$/ },
  firebase_fcm: { gen: (r) => 'AAAA' + r.str(7, A_URL) + ':APA91b' + r.str(134, A_URL), re: /^AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{134}$/ },
  square: { gen: (r) => (r.chance(0.5) ? 'sq0atp-' + r.str(22, A_URL) : 'EAAA' + r.str(60, A_URL)), re: /^(sq0atp-[A-Za-z0-9_-]{22}|EAAA[A-Za-z0-9_-]{60})$/ },
  cloudflare_api_token: { gen: (r) => r.str(40, A_URL), re: /^[A-Za-z0-9_-]{40}$/ },
  sentry_auth_token: { gen: (r) => 'sntrys_' + b64url(JSON.stringify({ iat: r.int(1.69e9, 1.73e9), url: 'https://sentry.io', region_url: 'https://de.sentry.io', org: r.str(8, LOWER) })) + '_' + r.str(43, A_URL), re: /^sntrys_eyJ[A-Za-z0-9_-]+_[A-Za-z0-9_-]{43}$/ },
  azure_openai: { gen: (r) => r.hex(32), re: /^[0-9a-f]{32}$/ },
};
export const genApiKey = (r, type) => { const t = type || r.pick(Object.keys(APIKEY)); return { type: t, value: APIKEY[t].gen(r) }; };
export const apiKeyValid = (type, v) => (APIKEY[type].valid ? APIKEY[type].valid(v) : APIKEY[type].re.test(v));

// ---------------------------------------------------------------- access tokens
export function jwt(r, claims = {}) {
  const alg = r.pick(['HS256', 'RS256', 'ES256']);
  const header = alg === 'HS256' ? { alg, typ: 'JWT' } : { alg, typ: 'JWT', kid: r.hex(16) };
  const iat = r.int(1690000000, 1740000000);
  const payload = { sub: r.pick([r.digits(10), 'usr_' + r.alnum(12), `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-a${r.hex(3)}-${r.hex(12)}`]), iat, exp: iat + r.pick([900, 3600, 86400]), ...claims };
  if (r.chance(0.5)) payload.iss = r.pick(['https://auth.', 'https://login.', 'https://id.']) + r.str(6, LOWER) + '.app';
  if (r.chance(0.4)) payload.scope = r.pick(['read write', 'openid profile email', 'admin', 'orders:read']);
  const sig = Buffer.from(r.bytes(alg === 'HS256' ? 32 : alg === 'ES256' ? 64 : 256));
  return b64url(JSON.stringify(header)) + '.' + b64url(JSON.stringify(payload)) + '.' + b64url(sig);
}
export function jwtValid(v) {
  const p = v.split('.'); if (p.length !== 3) return false;
  try { const h = JSON.parse(Buffer.from(p[0], 'base64url').toString()); JSON.parse(Buffer.from(p[1], 'base64url').toString()); return !!h.alg && p[2].length >= 20; } catch { return false; }
}
export const TOKEN = {
  jwt: { gen: (r) => jwt(r), valid: jwtValid },
  bearer_opaque: { gen: (r) => r.str(r.int(32, 64), ALNUM), re: /^[A-Za-z0-9]{32,64}$/ },
  google_oauth_access: { gen: (r) => 'ya29.' + r.pick(['a0A', 'A0A', 'c.b0A']) + r.str(r.int(140, 200), A_URL), re: /^ya29\.[A-Za-z0-9_.-]{100,}$/ },
  google_refresh: { gen: (r) => '1//0' + r.str(2, ALNUM) + r.str(r.int(90, 100), A_URL), re: /^1\/\/0[A-Za-z0-9_-]{80,}$/ },
  facebook_access: { gen: (r) => 'EAA' + r.pick(['B', 'G', 'J', 'I']) + r.str(r.int(150, 190), ALNUM), re: /^EAA[A-Za-z0-9]{100,}$/ },
  dropbox_short_lived: { gen: (r) => 'sl.' + r.pick(['B', 'u.']) + r.str(r.int(130, 140), A_URL), re: /^sl\.[A-Za-z0-9_.-]{120,}$/ },
  aws_session_token: { gen: (r) => 'IQoJb3JpZ2luX2VjE' + r.str(r.int(300, 380), B64) + r.pick(['', '=', '==']), re: /^IQoJb3JpZ2luX2VjE[A-Za-z0-9+/]{200,}={0,2}$/ },
  azure_sas: { gen: (r) => `sv=2022-11-02&ss=b&srt=sco&sp=${r.pick(['rwdlac', 'rl', 'rwdlacupiytfx'])}&se=2025-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(10, 28))}T${r.int(10, 23)}:00:00Z&st=2024-01-01T00:00:00Z&spr=https&sig=${encodeURIComponent(b64(r.bytes(32)))}`, re: /^sv=\d{4}-\d{2}-\d{2}&.*sig=[A-Za-z0-9%]+$/ },
  session_django: { gen: (r) => r.str(32, LOWER + DIGITS), re: /^[a-z0-9]{32}$/ },
  session_php: { gen: (r) => r.str(26, LOWER + DIGITS), re: /^[a-z0-9]{26}$/ },
  session_express: { gen: (r) => 's%3A' + r.str(32, A_URL) + '.' + r.str(43, ALNUM + '%'), re: /^s%3A[A-Za-z0-9_-]{32}\.[A-Za-z0-9%]{43}$/ },
  session_java: { gen: (r) => r.str(32, '0123456789ABCDEF'), re: /^[0-9A-F]{32}$/ },
  basic_auth: { gen: (r) => b64(`${r.pick(['admin', 'deploy', 'api', 'svc-ci'])}:${PASSWORD.random(r)}`), valid: (v) => { try { return Buffer.from(v, 'base64').toString().includes(':'); } catch { return false; } } },
  oauth_opaque_refresh: { gen: (r) => r.str(r.int(40, 64), A_URL), re: /^[A-Za-z0-9_-]{40,64}$/ },
};
export const genToken = (r, type) => { const t = type || r.pick(Object.keys(TOKEN)); return { type: t, value: TOKEN[t].gen(r) }; };
export const tokenValid = (type, v) => (TOKEN[type].valid ? TOKEN[type].valid(v) : TOKEN[type].re.test(v));

// ---------------------------------------------------------------- private keys
const hx = (s) => Buffer.from(s.replace(/\s/g, ''), 'hex');
const wrap = (s, n) => s.match(new RegExp(`.{1,${n}}`, 'g')).join('\n');
function der(kind, r) {
  switch (kind) {
    case 'RSA PRIVATE KEY': return r.chance(0.5) ? Buffer.concat([hx('3082025d02010002818100'), Buffer.from(r.bytes(609 - 11))]) : Buffer.concat([hx('308204a40201000282010100'), Buffer.from(r.bytes(1192 - 12))]);
    case 'PRIVATE KEY':
      if (r.chance(0.35)) return Buffer.concat([hx('302e020100300506032b657004220420'), Buffer.from(r.bytes(32))]);
      if (r.chance(0.4)) return Buffer.concat([hx('308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420'), Buffer.from(r.bytes(32)), hx('a144034200 04'), Buffer.from(r.bytes(64))]);
      return Buffer.concat([hx('308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100'), Buffer.from(r.bytes(1217 - 38))]);
    case 'EC PRIVATE KEY': return Buffer.concat([hx('307702010104 20'), Buffer.from(r.bytes(32)), hx('a00a06082a8648ce3d030107a144034200 04'), Buffer.from(r.bytes(64))]);
    case 'ENCRYPTED PRIVATE KEY': return Buffer.concat([hx('308205 0e 3040 06092a864886f70d01050d 3033'), Buffer.from(r.bytes(1298 - 11))]);
    case 'DSA PRIVATE KEY': return Buffer.concat([hx('308201bb02010002818100'), Buffer.from(r.bytes(447 - 11))]);
  }
}
function sshString(b) { const l = Buffer.alloc(4); l.writeUInt32BE(b.length); return Buffer.concat([l, Buffer.from(b)]); }
function opensshEd25519(r, comment) {
  const pub = Buffer.from(r.bytes(32)), sec = Buffer.from(r.bytes(32));
  const pubBlob = Buffer.concat([sshString('ssh-ed25519'), sshString(pub)]);
  const chk = Buffer.from(r.bytes(4));
  let priv = Buffer.concat([chk, chk, sshString('ssh-ed25519'), sshString(pub), sshString(Buffer.concat([sec, pub])), sshString(comment)]);
  const padN = (8 - (priv.length % 8)) % 8; priv = Buffer.concat([priv, Buffer.from(Array.from({ length: padN }, (_, i) => i + 1))]);
  const n1 = Buffer.alloc(4); n1.writeUInt32BE(1);
  return Buffer.concat([Buffer.from('openssh-key-v1\0'), sshString('none'), sshString('none'), sshString(''), n1, sshString(pubBlob), sshString(priv)]);
}
function crc24(buf) { let crc = 0xb704ce; for (const b of buf) { crc ^= b << 16; for (let i = 0; i < 8; i++) { crc <<= 1; if (crc & 0x1000000) crc ^= 0x1864cfb; } } return crc & 0xffffff; }
export function pemBlock(r, kind) {
  if (kind === 'OPENSSH PRIVATE KEY') {
    const body = b64(opensshEd25519(r, r.pick(['user@laptop', 'deploy@ci', 'me@home-pc', 'root@raspberrypi', ''])));
    return `-----BEGIN OPENSSH PRIVATE KEY-----\n${wrap(body, 70)}\n-----END OPENSSH PRIVATE KEY-----`;
  }
  if (kind === 'PGP PRIVATE KEY BLOCK') {
    const raw = Buffer.concat([hx('9507 46 04'), Buffer.from(r.bytes(r.int(600, 900)))]);
    const c = Buffer.alloc(3); c.writeUIntBE(crc24(raw), 0, 3);
    return `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${wrap(b64(raw), 64)}\n=${b64(c)}\n-----END PGP PRIVATE KEY BLOCK-----`;
  }
  const body = b64(der(kind, r));
  let head = `-----BEGIN ${kind}-----\n`;
  if (kind === 'RSA PRIVATE KEY' && r.chance(0.15)) head += `Proc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,${r.str(32, '0123456789ABCDEF')}\n\n`;
  return `${head}${wrap(body, 64)}\n-----END ${kind}-----`;
}
export const PEM_KINDS = ['RSA PRIVATE KEY', 'PRIVATE KEY', 'PRIVATE KEY', 'EC PRIVATE KEY', 'OPENSSH PRIVATE KEY', 'OPENSSH PRIVATE KEY', 'PGP PRIVATE KEY BLOCK', 'ENCRYPTED PRIVATE KEY', 'DSA PRIVATE KEY'];
export function puttyKey(r) {
  const pub = b64(Buffer.concat([sshString('ssh-ed25519'), sshString(Buffer.from(r.bytes(32)))]));
  const priv = b64(sshString(Buffer.from(r.bytes(32))));
  return `PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-2024${String(r.int(1, 12)).padStart(2, '0')}${String(r.int(10, 28))}\nPublic-Lines: 2\n${wrap(pub, 64)}\nPrivate-Lines: 1\n${priv}\nPrivate-MAC: ${r.hex(64)}`;
}
// forms: pem (real newlines), escaped (literal backslash-n, as inside JSON/.env), collapsed (newlines became spaces), crlf
export function privateKey(r, type) {
  const t = type || r.weighted([['pem', 5], ['escaped', 2], ['collapsed', 1.2], ['wireguard', 0.8], ['eth_hex', 0.8], ['btc_wif', 0.6], ['age', 0.5], ['putty', 0.5], ['solana_array', 0.3]]);
  switch (t) {
    case 'pem': { const k = r.pick(PEM_KINDS); return { type: 'pem_' + k.toLowerCase().replace(/ /g, '_'), value: pemBlock(r, k) }; }
    case 'escaped': { const k = r.pick(['PRIVATE KEY', 'RSA PRIVATE KEY', 'EC PRIVATE KEY', 'OPENSSH PRIVATE KEY']); return { type: 'pem_escaped', value: pemBlock(r, k).replace(/\n/g, '\\n') + (r.chance(0.6) ? '\\n' : '') }; }
    case 'collapsed': { const k = r.pick(['PRIVATE KEY', 'RSA PRIVATE KEY', 'EC PRIVATE KEY', 'OPENSSH PRIVATE KEY']); return { type: 'pem_collapsed', value: pemBlock(r, k).replace(/\n/g, ' ') }; }
    case 'wireguard': { const b = Buffer.from(r.bytes(32)); b[0] &= 248; b[31] = (b[31] & 127) | 64; return { type: 'wireguard_private_key', value: b64(b) }; }
    case 'eth_hex': return { type: 'eth_private_key_hex', value: (r.chance(0.6) ? '0x' : '') + r.hex(64) };
    case 'btc_wif': return { type: 'btc_wif', value: btcWif(r) };
    case 'age': { const B = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'; return { type: 'age_secret_key', value: 'AGE-SECRET-KEY-1' + r.str(58, B).toUpperCase() }; }
    case 'putty': return { type: 'putty_ppk', value: puttyKey(r) };
    case 'solana_array': return { type: 'solana_keypair_json', value: '[' + Array.from(r.bytes(64)).join(',') + ']' };
  }
}
export function privateKeyValid(type, v) {
  if (type.startsWith('pem')) {
    const s = type === 'pem_escaped' ? v.replace(/\\n/g, '\n') : v;
    const m = /^-----BEGIN ([A-Z ]+)-----([\s\S]+?)-----END \1-----/.exec(s.trim()); if (!m) return false;
    let body = m[2].replace(/Proc-Type: \S+/, '').replace(/DEK-Info: \S+/, '').replace(/(^|\s)=[A-Za-z0-9+/]{4}(\s|$)/, ' ').replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return false;
    const raw = Buffer.from(body, 'base64');
    if (m[1] === 'OPENSSH PRIVATE KEY') return raw.subarray(0, 15).toString() === 'openssh-key-v1\0';
    if (m[1].startsWith('PGP')) return raw.length > 100;
    return raw[0] === 0x30;
  }
  if (type === 'wireguard_private_key') return /^[A-Za-z0-9+/]{43}=$/.test(v) && Buffer.from(v, 'base64').length === 32;
  if (type === 'eth_private_key_hex') return /^(0x)?[0-9a-f]{64}$/.test(v);
  if (type === 'btc_wif') return /^[KL5]/.test(v) && C.b58checkValid(v);
  if (type === 'age_secret_key') return /^AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}$/.test(v);
  if (type === 'putty_ppk') return /^PuTTY-User-Key-File-3: ssh-ed25519[\s\S]*Private-MAC: [0-9a-f]{64}$/.test(v);
  if (type === 'solana_keypair_json') { try { const a = JSON.parse(v); return a.length === 64; } catch { return false; } }
  return false;
}

// ---------------------------------------------------------------- connection strings
const PROJ = ['shop', 'app', 'crm', 'club', 'booking', 'inventory', 'forum', 'api', 'billing', 'chat', 'kita', 'verein', 'tienda', 'loja', 'magazin', 'dukkan', 'toko'];
const DBUSER = ['admin', 'postgres', 'app_user', 'root', 'svc_app', 'webapp', 'sa', 'doadmin', 'dbuser', 'django', 'rails'];
function host(r, engine) {
  const p = r.pick(PROJ);
  return r.pick([
    `${p}-db.${r.str(12, LOWER + DIGITS)}.${r.pick(['eu-central-1', 'us-east-1', 'ap-northeast-1', 'eu-west-3'])}.rds.amazonaws.com`,
    `${p}-${engine}.postgres.database.azure.com`.replace('postgres.', engine === 'mysql' ? 'mysql.' : 'postgres.'),
    `db.${r.str(20, LOWER)}.supabase.co`, `${r.int(10, 200)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`,
    `${p}.${r.str(6, LOWER + DIGITS)}.${r.pick(['eu-west-2', 'ap-southeast-1'])}.aws.neon.tech`, `${p}-prod.internal`, `${engine}.${p}.example-hosting.net`,
  ]);
}
export const CONN = {
  postgres: (r) => `${r.pick(['postgres', 'postgresql'])}://${r.pick(DBUSER)}:${encodeURIComponent(genPassword(r))}@${host(r, 'pg')}:5432/${r.pick(PROJ)}${r.pick(['', '?sslmode=require', '?schema=public'])}`,
  sqlalchemy: (r) => `postgresql+psycopg2://${r.pick(DBUSER)}:${encodeURIComponent(genPassword(r, 'random'))}@${host(r, 'pg')}/${r.pick(PROJ)}`,
  mysql: (r) => `mysql://${r.pick(DBUSER)}:${encodeURIComponent(genPassword(r))}@${host(r, 'mysql')}:3306/${r.pick(PROJ)}`,
  mongodb_srv: (r) => `mongodb+srv://${r.pick(DBUSER)}:${encodeURIComponent(genPassword(r, 'wifi'))}@cluster0.${r.str(5, LOWER + DIGITS)}.mongodb.net/${r.pick(PROJ)}?retryWrites=true&w=majority`,
  mongodb: (r) => `mongodb://${r.pick(DBUSER)}:${encodeURIComponent(genPassword(r))}@${host(r, 'mongo')}:27017/${r.pick(PROJ)}?authSource=admin`,
  redis: (r) => `${r.pick(['redis', 'rediss'])}://${r.pick(['default', ''])}:${genPassword(r, 'wifi')}@${r.pick(['redis-' + r.digits(5) + '.c' + r.int(1, 300) + '.eu-central-1-1.ec2.redns.redis-cloud.com', host(r, 'redis')])}:${r.pick([6379, 6380, r.int(10000, 19999)])}${r.pick(['', '/0'])}`,
  amqp: (r) => `${r.pick(['amqp', 'amqps'])}://${r.pick(['guest1', 'rabbit', 'svc_app'])}:${genPassword(r, 'wifi')}@${r.pick(['rabbitmq', 'mq.' + r.pick(PROJ) + '.internal', r.str(8, LOWER) + '.rmq.cloudamqp.com'])}:5672/${r.pick(['', r.str(8, LOWER)])}`,
  mssql_ado: (r) => `Server=tcp:${r.pick(PROJ)}-sql.database.windows.net,1433;Initial Catalog=${r.pick(PROJ)};Persist Security Info=False;User ID=${r.pick(DBUSER)};Password=${genPassword(r, 'random').replace(/;/g, '')};MultipleActiveResultSets=False;Encrypt=True;`,
  jdbc: (r) => `jdbc:${r.pick(['mysql', 'postgresql'])}://${host(r, 'db')}:${r.pick([3306, 5432])}/${r.pick(PROJ)}?user=${r.pick(DBUSER)}&password=${encodeURIComponent(genPassword(r, 'human'))}`,
  azure_storage: (r) => `DefaultEndpointsProtocol=https;AccountName=${r.pick(PROJ)}${r.str(6, LOWER + DIGITS)};AccountKey=${b64(r.bytes(64))};EndpointSuffix=core.windows.net`,
  azure_servicebus: (r) => `Endpoint=sb://${r.pick(PROJ)}-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${b64(r.bytes(32))}`,
  ftp: (r) => `${r.pick(['ftp', 'sftp'])}://${r.pick(['upload', 'webmaster', 'ftpuser'])}:${genPassword(r)}@${r.pick(['ftp.', 'files.'])}${r.pick(PROJ)}-${r.str(4, LOWER)}.de:${r.pick([21, 22])}`,
  smtp: (r) => `smtp://${r.pick(['noreply', 'mailer', 'info'])}%40${r.pick(PROJ)}.com:${genPassword(r, 'random').replace(/[@:\/#?]/g, '')}@smtp.${r.pick(['gmail.com', 'office365.com', 'sendgrid.net', 'mailgun.org'])}:587`,
  elastic: (r) => `https://elastic:${genPassword(r, 'wifi')}@${r.str(8, LOWER)}.es.${r.pick(['europe-west3.gcp', 'us-east-1.aws'])}.cloud.es.io:9243`,
  clickhouse: (r) => `clickhouse://default:${genPassword(r, 'wifi')}@${r.str(10, LOWER + DIGITS)}.${r.pick(['eu-central-1', 'us-east-2'])}.aws.clickhouse.cloud:9440/default?secure=true`,
};
export const genConn = (r, type) => { const t = type || r.pick(Object.keys(CONN)); return { type: t, value: CONN[t](r) }; };
export function connValid(type, v) {
  if (type === 'mssql_ado') return /Password=[^;]+;/.test(v) && /Server=/.test(v);
  if (type === 'azure_storage') return /AccountKey=[A-Za-z0-9+/]{86}==/.test(v);
  if (type === 'azure_servicebus') return /SharedAccessKey=[A-Za-z0-9+/]{43}=/.test(v);
  if (type === 'jdbc') return /^jdbc:\w+:\/\/[^\s]+password=[^&\s]+/.test(v);
  return /^[a-z0-9+]+:\/\/[^:\s\/]*:[^@\s]+@[^\s]+$/.test(v);
}
