// IPs, crypto wallets, API keys, access tokens, private keys, connection strings, passwords.
import { ALNUM, LALNUM, UALNUM, HEX, B64, B64URL, UPPER, LOWER, DIGITS, B58 } from './rng.mjs';
import { b58check, b58encode, bech32Encode, convertBits, crc32, base62 } from './checksum.mjs';

// ---------- IP addresses ----------
function isReserved(a, b, c) {
  return a === 0 || a === 10 || a === 127 || a >= 224 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127) || (a === 192 && b === 0 && c === 2) || (a === 198 && b === 51 && c === 100) || (a === 203 && b === 0 && c === 113) || (a === 198 && (b === 18 || b === 19)) || (a === 192 && b === 0 && c === 0);
}
export function publicIPv4(r) { for (;;) { const a = r.int(1, 223), b = r.int(0, 255), c = r.int(0, 255), d = r.int(1, 254); if (!isReserved(a, b, c)) return `${a}.${b}.${c}.${d}`; } }
export function privateIPv4(r) { return r.pick([() => `192.168.${r.int(0, 20)}.${r.int(2, 254)}`, () => `10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(2, 254)}`, () => `172.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(2, 254)}`])(); }
export function publicIPv6(r) {
  const pre = r.pick(['2a02', '2a01', '2600', '2603', '2001:4860'.slice(0, 4) === '2001' ? '2a00' : '2a00', '2003', '240e', '2409', '2804', '2c0f', '2405']);
  const groups = [pre]; for (let i = 0; i < 7; i++) groups.push(r.hex(r.int(1, 4)).replace(/^0+(?=.)/, ''));
  if (r.chance(0.5)) { const i = r.int(3, 5); return groups.slice(0, i).join(':') + '::' + groups.slice(i + 2).join(':'); }
  return groups.join(':');
}
export function ipValid(s, soft) {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(s);
  if (m) { const p = m.slice(1).map(Number); if (p.some((x) => x > 255)) return false; return soft ? true : !isReserved(p[0], p[1], p[2]); }
  return /^[0-9a-f:]+$/i.test(s) && s.includes(':') && !/^2001:0?db8/i.test(s) && s.split('::').length <= 2;
}

// ---------- crypto wallets ----------
export const WALLETS = ['btc_p2pkh', 'btc_p2sh', 'btc_bech32', 'btc_taproot', 'eth', 'ltc', 'doge', 'trx', 'xrp', 'sol', 'bnb'];
export function wallet(r, type) {
  type = type || r.weighted([['btc_p2pkh', 2], ['btc_p2sh', 1], ['btc_bech32', 3], ['btc_taproot', 1], ['eth', 4], ['ltc', 1], ['doge', 1], ['trx', 1], ['xrp', 1], ['sol', 1], ['bnb', 0.5]]);
  const h20 = r.bytes(20);
  switch (type) {
    case 'btc_p2pkh': return { type, value: b58check(Buffer.concat([Buffer.from([0x00]), h20])) };
    case 'btc_p2sh': return { type, value: b58check(Buffer.concat([Buffer.from([0x05]), h20])) };
    case 'btc_bech32': return { type, value: bech32Encode('bc', [0, ...convertBits([...h20], 8, 5)]) };
    case 'btc_taproot': return { type, value: bech32Encode('bc', [1, ...convertBits([...r.bytes(32)], 8, 5)], true) };
    case 'eth': return { type, value: '0x' + h20.toString('hex') };
    case 'bnb': return { type, value: bech32Encode('bnb', convertBits([...h20], 8, 5)) };
    case 'ltc': return { type, value: r.chance(0.5) ? b58check(Buffer.concat([Buffer.from([0x30]), h20])) : bech32Encode('ltc', [0, ...convertBits([...h20], 8, 5)]) };
    case 'doge': return { type, value: b58check(Buffer.concat([Buffer.from([0x1e]), h20])) };
    case 'trx': return { type, value: b58check(Buffer.concat([Buffer.from([0x41]), h20])) };
    case 'xrp': return { type, value: b58check(Buffer.concat([Buffer.from([0x00]), h20]), 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz') };
    case 'sol': { let b; do { b = r.bytes(32); } while (b[0] === 0); return { type, value: b58encode(b) }; }
  }
}

// ---------- API keys (vendor prefixes, random bodies) ----------
const ghTok = (r, pre) => { const body = r.str(30, ALNUM); return pre + body + base62(crc32(body), 6); };
export const API_KEYS = {
  aws_access_key_id: { re: /^(AKIA|ASIA)[A-Z2-7]{16}$/, gen: (r) => 'AKIA' + r.str(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567') },
  aws_secret_access_key: { re: /^[A-Za-z0-9/+]{40}$/, gen: (r) => r.str(40, UPPER + LOWER + DIGITS + '/+') },
  github_pat_classic: { re: /^ghp_[A-Za-z0-9]{36}$/, gen: (r) => ghTok(r, 'ghp_') },
  github_pat_fine: { re: /^github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}$/, gen: (r) => 'github_pat_11' + r.str(20, UALNUM) + '_' + r.str(59, ALNUM) },
  gitlab_pat: { re: /^glpat-[A-Za-z0-9_-]{20}$/, gen: (r) => 'glpat-' + r.str(20, ALNUM + '-_') },
  slack_bot_token: { re: /^xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}$/, gen: (r) => `xoxb-${r.nzdigits(r.int(10, 12))}-${r.nzdigits(13)}-${r.str(24, ALNUM)}` },
  slack_user_token: { re: /^xoxp-\d{10,13}-\d{10,13}-\d{10,13}-[a-f0-9]{32}$/, gen: (r) => `xoxp-${r.nzdigits(r.int(10, 12))}-${r.nzdigits(12)}-${r.nzdigits(13)}-${r.hex(32)}` },
  slack_webhook: { re: /^https:\/\/hooks\.slack\.com\/services\/T[A-Z0-9]{8,10}\/B[A-Z0-9]{8,10}\/[A-Za-z0-9]{24}$/, gen: (r) => `https://hooks.slack.com/services/T${r.str(r.int(8, 10), UALNUM.slice(0, 36))}/B${r.str(r.int(8, 10), UALNUM.slice(0, 36))}/${r.str(24, ALNUM)}` },
  stripe_secret_live: { re: /^sk_live_[A-Za-z0-9]{24,99}$/, gen: (r) => 'sk_live_' + (r.chance(0.5) ? r.str(24, ALNUM) : '51' + r.str(97, ALNUM)) },
  stripe_restricted: { re: /^rk_live_[A-Za-z0-9]{24,99}$/, gen: (r) => 'rk_live_' + r.str(r.pick([24, 99]), ALNUM) },
  openai_project_key: { re: /^sk-proj-[A-Za-z0-9_-]{100,180}$/, gen: (r) => 'sk-proj-' + r.str(r.int(100, 160), ALNUM + '-_') },
  openai_legacy_key: { re: /^sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}$/, gen: (r) => 'sk-' + r.str(20, ALNUM) + 'T3BlbkFJ' + r.str(20, ALNUM) },
  anthropic_api_key: { re: /^sk-ant-api03-[A-Za-z0-9_-]{93}AA$/, gen: (r) => 'sk-ant-api03-' + r.str(93, ALNUM + '-_') + 'AA' },
  google_api_key: { re: /^AIza[0-9A-Za-z_-]{35}$/, gen: (r) => 'AIza' + r.str(35, ALNUM + '-_') },
  twilio_api_key: { re: /^SK[0-9a-f]{32}$/, gen: (r) => 'SK' + r.hex(32) },
  sendgrid_api_key: { re: /^SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/, gen: (r) => 'SG.' + r.str(22, B64URL) + '.' + r.str(43, B64URL) },
  mailgun_api_key: { re: /^key-[0-9a-f]{32}$/, gen: (r) => 'key-' + r.hex(32) },
  npm_token: { re: /^npm_[A-Za-z0-9]{36}$/, gen: (r) => 'npm_' + r.str(36, ALNUM) },
  pypi_token: { re: /^pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{70,}$/, gen: (r) => 'pypi-AgEIcHlwaS5vcmc' + r.str(r.int(70, 140), B64URL) },
  shopify_access_token: { re: /^shpat_[0-9a-f]{32}$/, gen: (r) => 'shpat_' + r.hex(32) },
  shopify_shared_secret: { re: /^shpss_[0-9a-f]{32}$/, gen: (r) => 'shpss_' + r.hex(32) },
  huggingface_token: { re: /^hf_[A-Za-z]{34}$/, gen: (r) => 'hf_' + r.str(34, UPPER + LOWER) },
  digitalocean_pat: { re: /^dop_v1_[0-9a-f]{64}$/, gen: (r) => 'dop_v1_' + r.hex(64) },
  telegram_bot_token: { re: /^\d{8,10}:AA[A-Za-z0-9_-]{33}$/, gen: (r) => r.nzdigits(r.int(9, 10)) + ':AA' + r.str(33, ALNUM + '-_') },
  discord_bot_token: { re: /^[MNO][A-Za-z0-9_-]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}$/, gen: (r) => r.pick(['M', 'N', 'O']) + r.str(25, B64URL.replace('+', '')) + '.' + r.str(6, B64URL) + '.' + r.str(38, B64URL) },
  square_access_token: { re: /^EAAA[A-Za-z0-9_-]{60}$|^sq0atp-[A-Za-z0-9_-]{22}$/, gen: (r) => (r.chance(0.5) ? 'sq0atp-' + r.str(22, B64URL) : 'EAAA' + r.str(60, B64URL)) },
  atlassian_api_token: { re: /^ATATT3xFfGF0[A-Za-z0-9_=-]{170,200}$/, gen: (r) => 'ATATT3xFfGF0' + r.str(r.int(170, 180), ALNUM + '-_') + '=' + r.hex(8).toUpperCase() },
  linear_api_key: { re: /^lin_api_[A-Za-z0-9]{40}$/, gen: (r) => 'lin_api_' + r.str(40, ALNUM) },
  postman_api_key: { re: /^PMAK-[0-9a-f]{24}-[0-9a-f]{34}$/, gen: (r) => `PMAK-${r.hex(24)}-${r.hex(34)}` },
  doppler_token: { re: /^dp\.(pt|st|sa)\.[A-Za-z0-9]{40,44}$/, gen: (r) => `dp.${r.pick(['pt', 'st'])}.${r.str(43, ALNUM)}` },
  newrelic_user_key: { re: /^NRAK-[A-Z0-9]{27}$/, gen: (r) => 'NRAK-' + r.str(27, UALNUM.slice(0, 36)) },
  groq_api_key: { re: /^gsk_[A-Za-z0-9]{52}$/, gen: (r) => 'gsk_' + r.str(52, ALNUM) },
  databricks_token: { re: /^dapi[0-9a-f]{32}(-\d)?$/, gen: (r) => 'dapi' + r.hex(32) },
  grafana_sa_token: { re: /^glsa_[A-Za-z0-9]{32}_[0-9a-f]{8}$/, gen: (r) => `glsa_${r.str(32, ALNUM)}_${r.hex(8)}` },
  notion_token: { re: /^(secret_[A-Za-z0-9]{43}|ntn_[0-9]{11}[A-Za-z0-9]{35})$/, gen: (r) => (r.chance(0.5) ? 'secret_' + r.str(43, ALNUM) : 'ntn_' + r.digits(11) + r.str(35, ALNUM)) },
  vault_token: { re: /^hvs\.[A-Za-z0-9_-]{24,}$/, gen: (r) => 'hvs.' + r.str(r.int(24, 90), ALNUM + '_-') },
  airtable_pat: { re: /^pat[A-Za-z0-9]{14}\.[0-9a-f]{64}$/, gen: (r) => `pat${r.str(14, ALNUM)}.${r.hex(64)}` },
  alibaba_access_key_id: { re: /^LTAI[A-Za-z0-9]{12,20}$/, gen: (r) => 'LTAI' + r.str(r.pick([12, 20]), ALNUM) },
  tencent_secret_id: { re: /^AKID[A-Za-z0-9]{32}$/, gen: (r) => 'AKID' + r.str(32, ALNUM) },
  azure_storage_key: { re: /^[A-Za-z0-9+/]{86}==$/, gen: (r) => r.str(86, B64) + '==' },
  firebase_fcm_server_key: { re: /^AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{134}$/, gen: (r) => `AAAA${r.str(7, B64URL)}:APA91b${r.str(134, B64URL)}` },
  mapbox_secret_token: { re: /^sk\.eyJ1Ijoi[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/, gen: (r) => `sk.eyJ1Ijoi${Buffer.from(r.str(8, LOWER) + '","a":"' + r.str(25, LALNUM) + '"}').toString('base64url')}.${r.str(22, B64URL)}` },
  figma_pat: { re: /^figd_[A-Za-z0-9_-]{40}$/, gen: (r) => 'figd_' + r.str(40, ALNUM + '_-') },
  sentry_auth_token: { re: /^sntrys_[A-Za-z0-9_=-]{60,}$/, gen: (r) => 'sntrys_eyJpYXQiOjE3' + r.str(80, ALNUM) + '_' + r.str(43, ALNUM) },
  cloudflare_api_token: { re: /^[A-Za-z0-9_-]{40}$/, gen: (r) => r.str(40, ALNUM + '_-') },
  stripe_test_secret: { soft: true, re: /^sk_test_[A-Za-z0-9]{24,99}$/, gen: (r) => 'sk_test_' + r.str(r.pick([24, 99]), ALNUM) },
};
// Provider names for prose (what a person would call it)
export const API_VENDOR = {
  aws_access_key_id: 'AWS access key', aws_secret_access_key: 'AWS secret key', github_pat_classic: 'GitHub token', github_pat_fine: 'GitHub fine-grained token', gitlab_pat: 'GitLab token',
  slack_bot_token: 'Slack bot token', slack_user_token: 'Slack user token', slack_webhook: 'Slack webhook', stripe_secret_live: 'Stripe live key', stripe_restricted: 'Stripe restricted key',
  openai_project_key: 'OpenAI key', openai_legacy_key: 'OpenAI key', anthropic_api_key: 'Anthropic key', google_api_key: 'Google Maps API key', twilio_api_key: 'Twilio API key',
  sendgrid_api_key: 'SendGrid key', mailgun_api_key: 'Mailgun key', npm_token: 'npm token', pypi_token: 'PyPI token', shopify_access_token: 'Shopify admin token', shopify_shared_secret: 'Shopify secret',
  huggingface_token: 'Hugging Face token', digitalocean_pat: 'DigitalOcean token', telegram_bot_token: 'Telegram bot token', discord_bot_token: 'Discord bot token', square_access_token: 'Square token',
  atlassian_api_token: 'Jira API token', linear_api_key: 'Linear key', postman_api_key: 'Postman key', doppler_token: 'Doppler token', newrelic_user_key: 'New Relic key', groq_api_key: 'Groq key',
  databricks_token: 'Databricks token', grafana_sa_token: 'Grafana token', notion_token: 'Notion token', vault_token: 'Vault token', airtable_pat: 'Airtable token', alibaba_access_key_id: 'Aliyun AccessKey',
  tencent_secret_id: 'Tencent SecretId', azure_storage_key: 'Azure storage key', firebase_fcm_server_key: 'FCM server key', mapbox_secret_token: 'Mapbox token', figma_pat: 'Figma token',
  sentry_auth_token: 'Sentry token', cloudflare_api_token: 'Cloudflare API token', stripe_test_secret: 'Stripe test key',
};
export function apiKey(r, type) {
  type = type || r.pick(Object.keys(API_KEYS).filter((k) => k !== 'stripe_test_secret' || r.chance(0.3)));
  return { type, value: API_KEYS[type].gen(r), soft: !!API_KEYS[type].soft, vendor: API_VENDOR[type] };
}

// ---------- access tokens ----------
const b64u = (o) => Buffer.from(typeof o === 'string' ? o : JSON.stringify(o)).toString('base64url');
export function jwt(r) {
  const alg = r.pick(['RS256', 'HS256', 'ES256', 'RS256']);
  const hdr = alg === 'HS256' ? { alg, typ: 'JWT' } : { alg, typ: 'JWT', kid: r.str(r.pick([16, 27]), B64URL) };
  const iat = 1780000000 + r.int(0, 9000000);
  const iss = r.pick([`https://login.${r.pick(['northwind', 'brightpath', 'kestrel', 'oakridge'])}-id.com/`, `https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_${r.str(9, ALNUM)}`, `https://auth.${r.str(6, LOWER)}.io`, 'https://accounts.google.com']);
  const body = { sub: r.chance(0.5) ? r.digits(r.int(6, 21)) : `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${r.hex(3)}-${r.hex(12)}`, iss, aud: r.pick(['api', 'web-app', r.str(24, LALNUM)]), iat, exp: iat + r.pick([900, 3600, 86400]) };
  if (r.chance(0.4)) body.scope = r.pick(['openid profile email', 'read:orders write:orders', 'admin']);
  if (r.chance(0.3)) body.jti = r.str(22, B64URL);
  const sigLen = alg === 'HS256' ? 43 : alg === 'ES256' ? 86 : 342;
  return `${b64u(hdr)}.${b64u(body)}.${r.str(sigLen, B64URL)}`;
}
export function jwtValid(s) {
  const p = s.split('.'); if (p.length !== 3) return false;
  try { const h = JSON.parse(Buffer.from(p[0], 'base64url').toString()); JSON.parse(Buffer.from(p[1], 'base64url').toString()); return !!h.alg && p[2].length >= 20; } catch { return false; }
}
export const ACCESS_TOKENS = {
  jwt: { re: /^eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, gen: jwt },
  google_oauth_access: { re: /^ya29\.[A-Za-z0-9_-]{100,}$/, gen: (r) => 'ya29.a0' + r.str(r.int(140, 200), ALNUM + '_-') },
  google_refresh: { re: /^1\/\/0[A-Za-z0-9_-]{80,}$/, gen: (r) => '1//0' + r.pick(['g', 'e', '3']) + r.str(r.int(90, 100), ALNUM + '_-') },
  github_oauth: { re: /^gho_[A-Za-z0-9]{36}$/, gen: (r) => ghTok(r, 'gho_') },
  github_user_to_server: { re: /^ghu_[A-Za-z0-9]{36}$/, gen: (r) => ghTok(r, 'ghu_') },
  github_app_installation: { re: /^ghs_[A-Za-z0-9]{36}$/, gen: (r) => ghTok(r, 'ghs_') },
  facebook_access_token: { re: /^EAA[A-Za-z0-9]{100,}$/, gen: (r) => 'EAAG' + r.str(r.int(150, 190), ALNUM) },
  bearer_opaque: { re: /^[A-Za-z0-9._~+/=-]{24,}$/, gen: (r) => r.pick([() => r.str(40, ALNUM), () => r.str(64, HEX), () => r.str(r.int(32, 48), B64URL)])() },
  django_session: { re: /^[a-z0-9]{32}$/, gen: (r) => r.str(32, LALNUM) },
  express_session: { re: /^s%3A[A-Za-z0-9_-]{32}\.[A-Za-z0-9%+/]{43,}$/, gen: (r) => `s%3A${r.str(32, ALNUM + '_-')}.${r.str(43, ALNUM)}` },
  php_session: { re: /^[a-z0-9]{26,32}$/, gen: (r) => r.str(26, LALNUM) },
  azure_sas: { re: /^sv=\d{4}-\d{2}-\d{2}&.*sig=[A-Za-z0-9%]+$/, gen: (r) => `sv=2022-11-02&ss=b&srt=sco&sp=${r.pick(['rl', 'rwdlac', 'r'])}&se=2027-0${r.int(1, 9)}-${String(r.int(10, 28))}T00:00:00Z&st=2026-11-${String(r.int(10, 28))}T00:00:00Z&spr=https&sig=${encodeURIComponent(r.str(43, B64) + '=')}` },
  aws_session_token: { re: /^(IQoJ|FwoG)[A-Za-z0-9/+=]{200,}$/, gen: (r) => r.pick(['IQoJb3JpZ2luX2Vj', 'FwoGZXIvYXdzE']) + r.str(r.int(300, 380), B64) },
  slack_session_cookie: { re: /^xoxd-[A-Za-z0-9%]{60,}$/, gen: (r) => 'xoxd-' + r.str(r.int(80, 120), ALNUM) + '%3D' },
};
export function accessToken(r, type) {
  type = type || r.weighted([['jwt', 6], ['google_oauth_access', 1.5], ['google_refresh', 1], ['github_oauth', 1], ['github_user_to_server', 0.5], ['github_app_installation', 0.5], ['facebook_access_token', 1], ['bearer_opaque', 2], ['django_session', 1], ['express_session', 1], ['php_session', 0.7], ['azure_sas', 1], ['aws_session_token', 0.7], ['slack_session_cookie', 0.5]]);
  return { type, value: ACCESS_TOKENS[type].gen(r) };
}

// ---------- private keys ----------
const lines = (s, w) => s.match(new RegExp(`.{1,${w}}`, 'g'));
export function privateKey(r, type) {
  type = type || r.weighted([['rsa_pem', 3], ['pkcs8_pem', 3], ['ec_pem', 2], ['openssh', 3], ['pgp', 1], ['eth_hex', 1.5], ['btc_wif', 1], ['wireguard', 1], ['age', 1], ['putty_ppk', 0.5]]);
  switch (type) {
    case 'rsa_pem': { const small = r.chance(0.6); const body = (small ? 'MIICXAIBAAKBgQ' : 'MIIEowIBAAKCAQEA') + r.str(small ? 798 : 1572, B64); return { type, value: `-----BEGIN RSA PRIVATE KEY-----\n${lines(body, 64).join('\n')}\n-----END RSA PRIVATE KEY-----`, block: true }; }
    case 'pkcs8_pem': { const small = r.chance(0.6); const body = (small ? 'MIICdgIBADANBgkqhkiG9w0BAQEFAASCAmAwggJcAgEAAoGBA' : 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ') + r.str(small ? 790 : 1576, B64) + '='; return { type, value: `-----BEGIN PRIVATE KEY-----\n${lines(body, 64).join('\n')}\n-----END PRIVATE KEY-----`, block: true }; }
    case 'ec_pem': { const body = 'MHcCAQEEI' + r.str(35, B64) + 'oAoGCCqGSM49AwEHoUQDQgAE' + r.str(87, B64) + '=='; return { type, value: `-----BEGIN EC PRIVATE KEY-----\n${lines(body, 64).join('\n')}\n-----END EC PRIVATE KEY-----`, block: true }; }
    case 'openssh': { const body = 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACB' + r.str(300, B64) + 'AAAAEHVzZXJAd29ya3N0YXRpb24BAgMEBQ=='; return { type, value: `-----BEGIN OPENSSH PRIVATE KEY-----\n${lines(body, 70).join('\n')}\n-----END OPENSSH PRIVATE KEY-----`, block: true }; }
    case 'pgp': { const body = 'lQOYBG' + r.str(560, B64); return { type, value: `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${lines(body, 64).join('\n')}\n=${r.str(4, B64)}\n-----END PGP PRIVATE KEY BLOCK-----`, block: true }; }
    case 'eth_hex': return { type, value: (r.chance(0.6) ? '0x' : '') + r.hex(64) };
    case 'btc_wif': { const payload = Buffer.concat([Buffer.from([0x80]), r.bytes(32), Buffer.from([0x01])]); return { type, value: b58check(payload) }; }
    case 'wireguard': return { type, value: r.str(42, B64) + r.pick(['A', 'E', 'I', 'M', 'Q', 'U', 'Y', 'c', 'g', 'k', 'o', 's', 'w', '0', '4', '8']) + '=' };
    case 'age': return { type, value: bech32Encode('age-secret-key-', convertBits([...r.bytes(32)], 8, 5)).toUpperCase() };
    case 'putty_ppk': { const pub = r.str(64, B64); const priv = r.str(128, B64); return { type, value: `PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-2026${r.digits(4)}\nPublic-Lines: 2\n${lines(pub, 64).join('\n')}\nAAAA\nPrivate-Lines: 2\n${lines(priv, 64).join('\n')}\nPrivate-MAC: ${r.hex(64)}`, block: true }; }
  }
}
// Render a multi-line key block as it appears when pasted: raw, JSON-escaped \n, or newline-collapsed to spaces.
export function keyForm(value, form) {
  if (form === 'escaped') return value.replace(/\n/g, '\\n');
  if (form === 'collapsed') return value.replace(/\n+/g, ' ');
  return value;
}

// ---------- connection strings ----------
const HOSTS = {
  pg: (r) => r.pick([`db-prod-${r.int(1, 9)}.c${r.str(10, LALNUM)}.eu-central-1.rds.amazonaws.com`, `pg-${r.str(6, LALNUM)}.postgres.database.azure.com`, `10.${r.int(0, 40)}.${r.int(0, 255)}.${r.int(2, 250)}`, `ep-${r.pick(['cool', 'quiet', 'bold', 'misty'])}-${r.pick(['river', 'sun', 'leaf'])}-${r.str(6, LALNUM)}.eu-central-1.aws.neon.tech`, `db.${r.str(20, LOWER)}.supabase.co`]),
  mysql: (r) => r.pick([`mysql-${r.int(1, 5)}.internal.${r.str(6, LOWER)}.net`, `aws.connect.psdb.cloud`, `${r.str(6, LOWER)}-db.cluster-c${r.str(10, LALNUM)}.us-east-1.rds.amazonaws.com`]),
  mongo: (r) => `cluster${r.int(0, 3)}.${r.str(5, LALNUM)}.mongodb.net`,
  redis: (r) => r.pick([`redis-${r.nzdigits(5)}.c${r.int(1, 300)}.us-east-1-${r.int(1, 4)}.ec2.cloud.redislabs.com`, `${r.str(8, LOWER)}.redis.cache.windows.net`, `cache-${r.int(1, 9)}.${r.str(5, LOWER)}.internal`]),
  amqp: (r) => r.pick([`${r.pick(['hopeful', 'brave', 'rapid', 'lazy'])}-${r.pick(['fox', 'owl', 'elk', 'yak'])}.rmq.cloudamqp.com`, `mq-${r.int(1, 4)}.${r.str(5, LOWER)}.local`]),
};
const dbUser = (r) => r.pick(['postgres', 'admin', 'app_user', 'svc_orders', 'root', 'readonly', 'etl', 'django', 'web', r.str(6, LOWER)]);
const dbName = (r) => r.pick(['orders', 'app_prod', 'crm', 'billing', 'analytics', 'shop', 'users', 'inventory', 'payroll']);
export function dbPassword(r) { return r.pick([() => r.str(r.int(14, 24), ALNUM), () => r.str(r.int(10, 16), ALNUM + '!#^*_-'), () => r.pick(['Winter', 'Summer', 'Bluebird', 'Harbor']) + r.digits(4) + r.pick(['!', '#', '$'])])(); }
const urlPw = (pw) => encodeURIComponent(pw);
export function connectionString(r, type) {
  type = type || r.weighted([['postgres', 3], ['mysql', 2], ['mongodb_srv', 2], ['redis', 2], ['amqp', 1], ['mssql_ado', 1.5], ['jdbc', 1.5], ['azure_storage', 1], ['azure_servicebus', 1], ['smtp', 0.7], ['ftp', 0.5], ['elastic', 0.5]]);
  const u = dbUser(r), pw = dbPassword(r), db = dbName(r);
  switch (type) {
    case 'postgres': return { type, value: `${r.pick(['postgres', 'postgresql'])}://${u}:${urlPw(pw)}@${HOSTS.pg(r)}:5432/${db}${r.chance(0.3) ? '?sslmode=require' : ''}` };
    case 'mysql': return { type, value: `mysql://${u}:${urlPw(pw)}@${HOSTS.mysql(r)}:3306/${db}` };
    case 'mongodb_srv': return { type, value: `mongodb+srv://${u}:${urlPw(pw)}@${HOSTS.mongo(r)}/${db}?retryWrites=true&w=majority` };
    case 'redis': return { type, value: `${r.pick(['redis', 'rediss'])}://${r.chance(0.5) ? 'default' : ''}:${urlPw(pw)}@${HOSTS.redis(r)}:${r.pick([6379, 6380, r.int(10000, 19999)])}${r.chance(0.5) ? '/0' : ''}` };
    case 'amqp': return { type, value: `${r.pick(['amqp', 'amqps'])}://${u}:${urlPw(pw)}@${HOSTS.amqp(r)}/${r.str(8, LOWER)}` };
    case 'mssql_ado': return { type, value: `Server=tcp:${r.str(8, LOWER)}.database.windows.net,1433;Initial Catalog=${db};Persist Security Info=False;User ID=${u};Password=${pw.replace(/;/g, '')};Encrypt=True;` };
    case 'jdbc': return { type, value: r.chance(0.5) ? `jdbc:postgresql://${HOSTS.pg(r)}:5432/${db}?user=${u}&password=${urlPw(pw)}` : `jdbc:mysql://${HOSTS.mysql(r)}:3306/${db}?user=${u}&password=${urlPw(pw)}&useSSL=true` };
    case 'azure_storage': return { type, value: `DefaultEndpointsProtocol=https;AccountName=${r.str(r.int(8, 14), LALNUM)};AccountKey=${r.str(86, B64)}==;EndpointSuffix=core.windows.net` };
    case 'azure_servicebus': return { type, value: `Endpoint=sb://${r.str(8, LOWER)}-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${r.str(43, B64)}=` };
    case 'smtp': return { type, value: `smtp://${r.pick(['apikey', 'postmaster', 'mailer'])}:${urlPw(pw)}@${r.pick(['smtp.sendgrid.net', 'smtp.mailgun.org', 'email-smtp.eu-west-1.amazonaws.com', 'mail.' + r.str(6, LOWER) + '.de'])}:587` };
    case 'ftp': return { type, value: `${r.pick(['ftp', 'sftp'])}://${u}:${urlPw(pw)}@${r.pick(['ftp', 'files', 'upload'])}.${r.str(7, LOWER)}.${r.pick(['com', 'net', 'fr', 'de'])}${r.chance(0.5) ? ':22' : ''}/${r.pick(['incoming', 'exports', 'backup'])}` };
    case 'elastic': return { type, value: `https://elastic:${urlPw(pw)}@${r.str(12, LALNUM)}.es.${r.pick(['eu-central-1.aws', 'us-east-1.aws', 'europe-west3.gcp'])}.cloud.es.io:9243` };
  }
}
export function connValid(s) {
  if (/^(Server|DefaultEndpointsProtocol|Endpoint)=/.test(s)) return /(Password|AccountKey|SharedAccessKey)=[^;]{6,}/.test(s);
  if (s.startsWith('jdbc:')) return /password=[^&\s]{4,}/.test(s);
  try { const u = new URL(s); return !!u.password && !!u.hostname; } catch { return false; }
}

// ---------- passwords ----------
const WORDS = ['sunflower', 'Tiger', 'Marmelade', 'soleil', 'Gato', 'Bolzano', 'kanelbulle', 'Lindwurm', 'ocean', 'Falcon', 'pancake', 'Kiwi', 'Zebra', 'mango', 'Orion', 'Biscuit', 'Paprika', 'Nebula', 'tulipan', 'Kirsche', 'dolphin', 'Moose', 'Lavanda', 'rocket'];
export function password(r, kind) {
  kind = kind || r.weighted([['word_digits', 4], ['random', 3], ['passphrase', 2], ['leet', 2], ['pin_like', 0.5]]);
  let v;
  switch (kind) {
    case 'word_digits': v = r.pick(WORDS) + r.pick(['', '_', '.', '#']) + r.int(1, 9999) + r.pick(['!', '', '$', '?', '*']); break;
    case 'random': v = r.str(r.int(10, 18), ALNUM + '!@#$%^&*'); break;
    case 'passphrase': v = r.sample(WORDS.map((w) => w.toLowerCase()), r.int(3, 4)).join(r.pick(['-', '.', '_'])) + (r.chance(0.5) ? r.int(1, 99) : ''); break;
    case 'leet': v = r.pick(WORDS).replace(/a/g, '@').replace(/o/g, '0').replace(/e/g, '3').replace(/i/g, '1') + r.int(10, 99) + r.pick(['!', '#', '']); break;
    case 'pin_like': v = r.pick(WORDS).slice(0, 4) + r.digits(6); break;
  }
  v = v.replace(/[.?!]+$/, '') || 'Xq' + r.digits(8);
  if (v.length < 8) v += r.digits(8 - v.length);
  return { type: 'password_' + kind, value: v };
}
