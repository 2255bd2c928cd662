// Secret generators: vendor API keys (documented prefixes/lengths/charsets, random bodies), tokens,
// private keys, connection strings, passwords, crypto wallets. All values random.
import crypto from 'node:crypto';
import { base58check, bech32Encode } from './checksums.mjs';
const AN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export function apiKey(r) {
  const k = r.pick(['aws', 'github', 'github_fine', 'gitlab', 'slack', 'stripe', 'openai', 'anthropic', 'google', 'twilio', 'sendgrid', 'mailgun', 'shopify', 'npm', 'telegram', 'square', 'razorpay', 'paystack', 'flutterwave', 'mercadopago', 'midtrans', 'xendit', 'digitalocean', 'huggingface', 'postman', 'slack_webhook', 'pypi', 'azure_storage_key', 'atlassian', 'kakao']);
  switch (k) {
    case 'aws': return { type: 'aws_access_key_id', value: r.pick(['AKIA', 'ASIA']) + r.chars(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'), pair: { type: 'aws_secret_access_key', value: r.chars(40, AN + '+/') } };
    case 'github': return { type: 'github_pat', value: r.pick(['ghp_', 'gho_', 'ghs_', 'ghu_']) + r.alnum(36) };
    case 'github_fine': return { type: 'github_fine_grained_pat', value: 'github_pat_11' + r.chars(20, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789') + '_' + r.alnum(59) };
    case 'gitlab': return { type: 'gitlab_pat', value: 'glpat-' + r.chars(20, AN + '-_') };
    case 'slack': return { type: 'slack_bot_token', value: `${r.pick(['xoxb', 'xoxp'])}-${r.digits(12)}-${r.digits(13)}-${r.alnum(24)}` };
    case 'slack_webhook': return { type: 'slack_webhook', value: `https://hooks.slack.com/services/T${r.chars(10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/B${r.chars(10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/${r.alnum(24)}` };
    case 'stripe': return { type: 'stripe_secret_key', value: r.pick(['sk_live_', 'rk_live_']) + r.alnum(r.pick([24, 99])) };
    case 'openai': return { type: 'openai_api_key', value: 'sk-proj-' + r.chars(156, AN + '-_') };
    case 'anthropic': return { type: 'anthropic_api_key', value: 'sk-ant-api03-' + r.chars(93, AN + '-_') + 'AA' };
    case 'google': return { type: 'google_api_key', value: 'AIza' + r.chars(35, AN + '-_') };
    case 'twilio': return { type: 'twilio_api_key', value: 'SK' + r.hex(32) };
    case 'sendgrid': return { type: 'sendgrid_api_key', value: 'SG.' + r.chars(22, AN + '-_') + '.' + r.chars(43, AN + '-_') };
    case 'mailgun': return { type: 'mailgun_api_key', value: 'key-' + r.hex(32) };
    case 'shopify': return { type: 'shopify_access_token', value: r.pick(['shpat_', 'shpss_']) + r.hex(32) };
    case 'npm': return { type: 'npm_token', value: 'npm_' + r.alnum(36) };
    case 'pypi': return { type: 'pypi_token', value: 'pypi-AgEIcHlwaS5vcmc' + r.chars(r.int(60, 140), AN + '-_') };
    case 'telegram': return { type: 'telegram_bot_token', value: `${r.int(100000000, 7999999999)}:AA${r.chars(33, AN + '-_')}` };
    case 'square': return { type: 'square_access_token', value: 'EAAA' + r.chars(60, AN + '-_') };
    case 'razorpay': return { type: 'razorpay_key_secret', value: 'rzp_live_' + r.alnum(14) };
    case 'paystack': return { type: 'paystack_secret_key', value: 'sk_live_' + r.hex(40) };
    case 'flutterwave': return { type: 'flutterwave_secret_key', value: 'FLWSECK-' + r.hex(32) + '-X' };
    case 'mercadopago': return { type: 'mercadopago_access_token', value: `APP_USR-${r.digits(16)}-${r.digits(6)}-${r.hex(32)}-${r.digits(9)}` };
    case 'midtrans': return { type: 'midtrans_server_key', value: 'Mid-server-' + r.chars(24, AN + '-_') };
    case 'xendit': return { type: 'xendit_secret_key', value: 'xnd_production_' + r.alnum(60) };
    case 'digitalocean': return { type: 'digitalocean_token', value: 'dop_v1_' + r.hex(64) };
    case 'huggingface': return { type: 'huggingface_token', value: 'hf_' + r.chars(34, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz') };
    case 'postman': return { type: 'postman_api_key', value: `PMAK-${r.hex(24)}-${r.hex(34)}` };
    case 'azure_storage_key': return { type: 'azure_storage_account_key', value: r.b64(86) + '==' };
    case 'atlassian': return { type: 'atlassian_api_token', value: 'ATATT3xFfGF0' + r.chars(170, AN + '-_') + '=' + r.hex(8).toUpperCase() };
    case 'kakao': return { type: 'kakao_rest_api_key', value: r.hex(32) };
  }
}
const b64u = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
export function accessToken(r, ctx = {}) {
  const k = r.pick(['jwt', 'jwt', 'bearer_opaque', 'google_oauth', 'google_refresh', 'session', 'facebook', 'vault', 'line', 'azure_sas']);
  switch (k) {
    case 'jwt': { const now = 1760000000 + r.int(0, 5000000); const h = { alg: r.pick(['HS256', 'RS256', 'ES256']), typ: 'JWT' }; if (h.alg !== 'HS256') h.kid = r.hex(16); const p = { sub: ctx.sub ?? String(r.int(10000, 9999999)), iss: `https://auth.${ctx.host ?? 'app.example'}`, iat: now, exp: now + 3600, scope: r.pick(['read write', 'openid profile', 'payments:write']) }; if (ctx.name) p.name = ctx.name; return { type: 'jwt', value: `${b64u(h)}.${b64u(p)}.${r.b64url(h.alg === 'HS256' ? 43 : 86)}` }; }
    case 'bearer_opaque': return { type: 'oauth_bearer', value: r.alnum(r.int(32, 48)) };
    case 'google_oauth': return { type: 'google_oauth_access_token', value: 'ya29.' + r.chars(r.int(150, 200), AN + '-_') };
    case 'google_refresh': return { type: 'google_refresh_token', value: '1//0' + r.chars(r.int(90, 100), AN + '-_') };
    case 'session': return { type: 'session_cookie', value: r.pick([() => 's%3A' + r.chars(32, AN + '-_') + '.' + r.b64(43), () => r.hex(32), () => r.chars(26, 'abcdefghijklmnopqrstuv0123456789')])() };
    case 'facebook': return { type: 'facebook_access_token', value: 'EAAG' + r.alnum(r.int(150, 190)) };
    case 'vault': return { type: 'vault_token', value: 'hvs.' + r.chars(91, AN + '-_') };
    case 'line': return { type: 'line_channel_access_token', value: r.chars(171, AN + '+/') + '=' };
    case 'azure_sas': return { type: 'azure_sas_token', value: `sv=2022-11-02&ss=b&srt=sco&sp=rwdlac&se=2027-0${r.int(1, 9)}-1${r.int(0, 9)}T00:00:00Z&st=2026-0${r.int(1, 9)}-01T00:00:00Z&spr=https&sig=${encodeURIComponent(r.b64(43) + '=')}` };
  }
}
const PEM = {
  rsa: ['RSA PRIVATE KEY', 'MIIEowIBAAKCAQEA', 1580],
  pkcs8: ['PRIVATE KEY', 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ', 1620],
  ec: ['EC PRIVATE KEY', 'MHcCAQEEI', 216],
  openssh: ['OPENSSH PRIVATE KEY', 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW', 380],
  encrypted: ['ENCRYPTED PRIVATE KEY', 'MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI', 1700],
  pgp: ['PGP PRIVATE KEY BLOCK', 'lQOYBGX', 1300],
};
// style: 'pem' | 'escaped' (\n literal) | 'collapsed' (spaces) | 'oneline'
export function privateKey(r, style = 'pem') {
  const kind = r.pick(Object.keys(PEM)); const [label, head, len] = PEM[kind];
  const body = head + r.b64(len - head.length + r.int(-20, 20)) ;
  const lines = body.match(/.{1,64}/g);
  const begin = `-----BEGIN ${label}-----`, end = `-----END ${label}-----`;
  const extra = kind === 'pgp' ? ['', ...lines, '=' + r.b64(4)] : lines;
  const sep = style === 'escaped' ? '\\n' : style === 'collapsed' ? ' ' : style === 'oneline' ? '' : '\n';
  const value = style === 'oneline' ? begin + body + end : [begin, ...extra, end].join(sep);
  return { type: `pem_${kind}${style === 'pem' ? '' : '_' + style}`, value };
}
export function wireguardKey(r) { return { type: 'wireguard_private_key', value: r.b64(42) + r.pick(['A', 'E', 'I', 'M', 'Q', 'U', 'Y', 'c', 'g', 'k', 'o', 's', 'w', '0', '4', '8']) + '=' }; }
export function connString(r, host, user, pw, db) {
  const k = r.pick(['postgres', 'mysql', 'mongo', 'mongo_srv', 'redis', 'amqp', 'mssql', 'jdbc', 'azure_sb', 'azure_storage', 'smtp']);
  const e = encodeURIComponent(pw);
  switch (k) {
    case 'postgres': return { type: 'postgres_url', value: `${r.pick(['postgres', 'postgresql'])}://${user}:${e}@${host}:5432/${db}${r.chance(0.4) ? '?sslmode=require' : ''}` };
    case 'mysql': return { type: 'mysql_url', value: `mysql://${user}:${e}@${host}:3306/${db}` };
    case 'mongo': return { type: 'mongodb_url', value: `mongodb://${user}:${e}@${host}:27017/${db}?authSource=admin` };
    case 'mongo_srv': return { type: 'mongodb_srv_url', value: `mongodb+srv://${user}:${e}@cluster0.${r.chars(5, 'abcdefghijklmnopqrstuvwxyz0123456789')}.mongodb.net/${db}?retryWrites=true&w=majority` };
    case 'redis': return { type: 'redis_url', value: `${r.pick(['redis', 'rediss'])}://${r.chance(0.5) ? 'default' : ''}:${e}@${host}:6379/${r.int(0, 5)}` };
    case 'amqp': return { type: 'amqp_url', value: `amqps://${user}:${e}@${host}:5671/${db}` };
    case 'mssql': return { type: 'ado_net', value: `Server=tcp:${host},1433;Initial Catalog=${db};User ID=${user};Password=${pw};Encrypt=True;` };
    case 'jdbc': return { type: 'jdbc_url', value: `jdbc:postgresql://${host}:5432/${db}?user=${user}&password=${e}` };
    case 'azure_sb': return { type: 'azure_servicebus', value: `Endpoint=sb://${db.replace(/_/g, '-')}.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${r.b64(43)}=` };
    case 'azure_storage': return { type: 'azure_storage_conn', value: `DefaultEndpointsProtocol=https;AccountName=${db.replace(/[^a-z0-9]/g, '').slice(0, 18)}st;AccountKey=${r.b64(86)}==;EndpointSuffix=core.windows.net` };
    case 'smtp': return { type: 'smtp_url', value: `smtps://${user}%40${host.split('.').slice(-2).join('.')}:${e}@smtp.${host.split('.').slice(-2).join('.')}:465` };
  }
}
const WORDS = { pt: ['saudade', 'Flamengo', 'cachorro', 'Brasil', 'girassol'], es: ['Mariposa', 'tequila', 'Boca', 'girasol', 'Colo-Colo'], de: ['Sonnenschein', 'Hasenpfote', 'Bayern', 'Kuchen'], fr: ['Soleil', 'chaton', 'Marseille', 'fromage'], it: ['Forza', 'gattino', 'Napoli', 'amore'], pl: ['Kwiatek', 'Legia', 'kotek', 'Misiek'], tr: ['Galatasaray', 'kedicik', 'Istanbul', 'Bursa'], nl: ['Ajax', 'Tulp', 'konijn'], sv: ['Blabar', 'Hammarby', 'sommar'], id: ['Persib', 'kucing', 'Merdeka'], en: ['Sunshine', 'Arsenal', 'dragon', 'Monkey', 'Liverpool'], ja: ['sakura', 'tanuki', 'Tokyo'], ko: ['saranghae', 'Hanbit', 'kimchi'], zh: ['woaini', 'Shanghai', 'xiaomao'], ru: ['Solnyshko', 'Spartak', 'kotik'] };
export function password(r, lang) {
  const w = WORDS[lang] ?? WORDS.en;
  return r.pick([
    () => ({ type: 'human_password', value: r.pick(w) + r.int(1, 99) + r.pick(['!', '#', '@', '$', '*', '']) }),
    () => ({ type: 'human_password', value: r.pick(w) + r.pick(['_', '.', '']) + r.int(1970, 2012) }),
    () => ({ type: 'random_password', value: r.chars(r.int(12, 20), AN + '!@#$%^&*-_=+') }),
    () => ({ type: 'random_password', value: r.chars(4, 'abcdefghijkmnpqrstuvwxyz') + '-' + r.chars(4, 'abcdefghijkmnpqrstuvwxyz') + '-' + r.chars(4, 'abcdefghijkmnpqrstuvwxyz') }),
    () => ({ type: 'generated_password', value: r.alnum(r.int(16, 32)) }),
  ])();
}
export function wallet(r) {
  return r.pick([
    () => ({ type: 'btc_p2pkh', value: base58check(Buffer.concat([Buffer.from([0]), crypto.randomBytes(0), Buffer.from(r.hex(40), 'hex')])) }),
    () => ({ type: 'btc_p2sh', value: base58check(Buffer.concat([Buffer.from([5]), Buffer.from(r.hex(40), 'hex')])) }),
    () => ({ type: 'btc_bech32', value: bech32Encode('bc', Buffer.from(r.hex(40), 'hex')) }),
    () => ({ type: 'eth_address', value: '0x' + r.hex(40) }),
    () => ({ type: 'eth_address', value: '0x' + r.hex(40) }),
    () => ({ type: 'tron_address', value: base58check(Buffer.concat([Buffer.from([0x41]), Buffer.from(r.hex(40), 'hex')])) }),
    () => ({ type: 'ltc_address', value: base58check(Buffer.concat([Buffer.from([0x30]), Buffer.from(r.hex(40), 'hex')])) }),
    () => ({ type: 'doge_address', value: base58check(Buffer.concat([Buffer.from([0x1e]), Buffer.from(r.hex(40), 'hex')])) }),
  ])();
}
export function publicIPv4(r) { for (;;) { const a = r.int(1, 223); if ([10, 127, 0, 100, 169, 172, 192, 198, 203].includes(a)) continue; return `${a}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`; } }
export function publicIPv6(r) { return `${r.pick(['2a02', '2a01', '2001:4860'.slice(0, 4), '2400', '2804', '2c0f', '2600', '2406'])}:${r.hex(4).replace(/^0+/, '') || '0'}:${r.hex(4).replace(/^0+/, '') || '0'}:${r.hex(4).replace(/^0+/, '') || '0'}:${r.hex(4).replace(/^0+/, '') || '0'}:${r.hex(3)}:${r.hex(4)}:${r.hex(4)}`; }
export function privateIP(r) { return r.pick([`10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, `192.168.${r.int(0, 10)}.${r.int(1, 254)}`, `172.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(1, 254)}`, '127.0.0.1', `192.0.2.${r.int(1, 254)}`, `203.0.113.${r.int(1, 254)}`, '::1', `2001:db8::${r.hex(3)}`]); }
