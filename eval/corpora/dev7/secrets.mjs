// Vendor tokens in their publicly documented shapes, JWTs and bearer tokens, private key blocks,
// passwords and connection strings. Every value is random; none is a working credential.
import { createHash } from 'node:crypto';

const B62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const crcTable = Array.from({ length: 256 }, (_, n) => { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; return c >>> 0; });
const crc32 = (s) => { let c = 0xffffffff; for (const ch of Buffer.from(s)) c = crcTable[(c ^ ch) & 0xff] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };
const B62_DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const base62 = (n, w) => { let s = ''; while (n > 0) { s = B62_DIGITS[n % 62] + s; n = Math.floor(n / 62); } return s.padStart(w, '0'); };
/** GitHub- and npm-style token: prefix, 30 random base62 characters, then the CRC32 of those 30 in base62 (6 characters). */
const ghToken = (r, prefix) => { const body = r.alnum(30); return `${prefix}${body}${base62(crc32(body), 6)}`; };

/** [type, generator, secret-ish variable names] */
export const VENDOR_KEYS = [
  ['aws_access_key_id', (r) => 'AKIA' + r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16), ['AWS_ACCESS_KEY_ID', 'aws_access_key_id', 'accessKeyId']],
  ['aws_secret_access_key', (r) => r.b64(40).replace(/\+/g, 'x'), ['AWS_SECRET_ACCESS_KEY', 'aws_secret_access_key', 'secretAccessKey']],
  ['github_pat', (r) => ghToken(r, 'ghp_'), ['GITHUB_TOKEN', 'GH_TOKEN', 'github.token']],
  ['github_fine_grained', (r) => `github_pat_${r.chars(B62, 22)}_${r.chars(B62, 59)}`, ['GITHUB_PAT', 'gh_pat']],
  ['gitlab_pat', (r) => 'glpat-' + r.b64url(20), ['GITLAB_TOKEN', 'CI_JOB_TOKEN_OVERRIDE', 'gitlab_token']],
  ['slack_bot', (r) => `xoxb-${r.digits(12)}-${r.digits(13)}-${r.alnum(24)}`, ['SLACK_BOT_TOKEN', 'slack_token']],
  ['slack_user', (r) => `xoxp-${r.digits(12)}-${r.digits(12)}-${r.digits(13)}-${r.hex(32)}`, ['SLACK_USER_TOKEN']],
  ['stripe_secret', (r) => `sk_live_${r.alnum(r.pick([24, 34, 99]))}`, ['STRIPE_SECRET_KEY', 'stripe.api_key', 'STRIPE_KEY']],
  ['stripe_restricted', (r) => `rk_live_${r.alnum(24)}`, ['STRIPE_RESTRICTED_KEY']],
  ['stripe_webhook', (r) => `whsec_${r.alnum(32)}`, ['STRIPE_WEBHOOK_SECRET']],
  ['openai', (r) => (r.chance(0.5) ? `sk-proj-${r.b64url(58)}T3BlbkFJ${r.b64url(58)}` : `sk-${r.alnum(20)}T3BlbkFJ${r.alnum(20)}`), ['OPENAI_API_KEY', 'openai.api_key', 'OPENAI_KEY']],
  ['anthropic', (r) => `sk-ant-api03-${r.b64url(93)}AA`, ['ANTHROPIC_API_KEY', 'anthropic_key']],
  ['google_api', (r) => 'AIza' + r.b64url(35), ['GOOGLE_API_KEY', 'MAPS_API_KEY', 'firebaseApiKey']],
  ['twilio_api_key', (r) => 'SK' + r.hex(32), ['TWILIO_API_KEY']],
  ['sendgrid', (r) => `SG.${r.b64url(22)}.${r.b64url(43)}`, ['SENDGRID_API_KEY']],
  ['npm', (r) => ghToken(r, 'npm_'), ['NPM_TOKEN', '//registry.npmjs.org/:_authToken']],
  ['pypi', (r) => 'pypi-AgEIcHlwaS5vcmc' + r.b64url(r.int(60, 120)), ['PYPI_TOKEN', 'TWINE_PASSWORD']],
  ['datadog_api', (r) => r.hex(32), ['DD_API_KEY', 'DATADOG_API_KEY']],
  ['datadog_app', (r) => r.hex(40), ['DD_APP_KEY', 'DATADOG_APP_KEY']],
  ['newrelic_user', (r) => 'NRAK-' + r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 27), ['NEW_RELIC_API_KEY']],
  ['newrelic_license', (r) => r.hex(36) + 'NRAL', ['NEW_RELIC_LICENSE_KEY']],
  ['sentry_auth', (r) => `sntrys_${r.b64url(120)}`, ['SENTRY_AUTH_TOKEN']],
  ['grafana_sa', (r) => `glsa_${r.alnum(32)}_${r.hex(8)}`, ['GRAFANA_TOKEN', 'GF_SA_TOKEN']],
  ['huggingface', (r) => 'hf_' + r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 34), ['HF_TOKEN', 'HUGGINGFACEHUB_API_TOKEN']],
  ['discord_bot', (r) => `${r.chars('MNO', 1)}${r.b64url(25)}.${r.b64url(6)}.${r.b64url(38)}`, ['DISCORD_TOKEN', 'BOT_TOKEN']],
  ['telegram_bot', (r) => `${r.int(100000000, 7999999999)}:AA${r.b64url(33)}`, ['TELEGRAM_BOT_TOKEN', 'TG_TOKEN']],
  ['shopify', (r) => 'shpat_' + r.hex(32), ['SHOPIFY_ACCESS_TOKEN']],
  ['digitalocean', (r) => 'dop_v1_' + r.hex(64), ['DIGITALOCEAN_TOKEN', 'DO_TOKEN']],
  ['mailgun', (r) => 'key-' + r.hex(32), ['MAILGUN_API_KEY']],
  ['mailchimp', (r) => `${r.hex(32)}-us${r.int(1, 21)}`, ['MAILCHIMP_API_KEY']],
  ['linear', (r) => 'lin_api_' + r.alnum(40), ['LINEAR_API_KEY']],
  ['vault', (r) => 'hvs.' + r.b64url(90), ['VAULT_TOKEN']],
  ['pulumi', (r) => 'pul-' + r.hex(40), ['PULUMI_ACCESS_TOKEN']],
  ['terraform_cloud', (r) => `${r.alnum(14)}.atlasv1.${r.alnum(67)}`, ['TFE_TOKEN', 'TF_TOKEN_app_terraform_io']],
  ['postman', (r) => `PMAK-${r.hex(24)}-${r.hex(34)}`, ['POSTMAN_API_KEY']],
  ['groq', (r) => 'gsk_' + r.alnum(52), ['GROQ_API_KEY']],
  ['replicate', (r) => 'r8_' + r.alnum(37), ['REPLICATE_API_TOKEN']],
  ['doppler', (r) => 'dp.st.' + r.alnum(43), ['DOPPLER_TOKEN']],
  ['circleci', (r) => 'CCIPAT_' + r.alnum(22) + '_' + r.hex(40), ['CIRCLE_TOKEN']],
  ['atlassian', (r) => 'ATATT3xFfGF0' + r.b64url(170) + '=' + r.HEX(8), ['JIRA_API_TOKEN', 'ATLASSIAN_TOKEN']],
  ['azure_storage_key', (r) => r.b64(86) + '==', ['AZURE_STORAGE_KEY', 'AccountKey']],
  ['cloudflare', (r) => r.b64url(40), ['CLOUDFLARE_API_TOKEN', 'CF_API_TOKEN']],
];
export function vendorKey(r, type) {
  const entry = type ? VENDOR_KEYS.find((k) => k[0] === type) : r.pick(VENDOR_KEYS);
  return { type: entry[0], value: entry[1](r), varName: r.pick(entry[2]) };
}
/** Keys whose name says "secret" with a random value of no vendor shape. */
export const SECRETISH_NAMES = ['SESSION_SECRET', 'JWT_SECRET', 'app_secret', 'client_secret', 'SECRET_KEY_BASE', 'signing_key', 'encryption_key', 'WEBHOOK_SIGNING_SECRET', 'api_secret', 'HMAC_KEY', 'DJANGO_SECRET_KEY', 'master_key', 'x-api-key', 'apiKey', 'PRIVATE_TOKEN'];
export function genericSecret(r) {
  return r.pick([() => r.hex(r.pick([32, 40, 64])), () => r.b64url(r.int(32, 48)), () => r.b64(44).replace(/.$/, '='), () => r.alnum(r.int(28, 40)), () => `${r.lower(12)}${r.chars('!#$%^&*-_=+', 2)}${r.alnum(18)}`])();
}

// ---- access tokens ----
const b64u = (s) => Buffer.from(s).toString('base64url');
export function jwt(r, claims = {}) {
  const alg = r.pick(['HS256', 'RS256', 'ES256', 'RS512']);
  const header = b64u(JSON.stringify(r.chance(0.5) ? { alg, typ: 'JWT' } : { alg, typ: 'JWT', kid: r.hex(16) }));
  const now = 1780000000 + r.int(0, 9000000);
  const payload = b64u(JSON.stringify({ sub: claims.sub ?? `usr_${r.alnum(10)}`, iss: r.pick(['https://auth.brightfield.io/', 'https://login.kestrel-health.de', 'accounts.tidewater.co.uk']), aud: r.pick(['api', 'billing-service', 'mobile-app']), iat: now, exp: now + r.pick([900, 3600, 86400]), ...(claims.extra ?? {}) }));
  const sig = r.b64url(alg.startsWith('HS') ? 43 : alg === 'ES256' ? 86 : 342);
  return `${header}.${payload}.${sig}`;
}
export function opaqueBearer(r) {
  const [type, make] = r.pick([
    ['google_oauth', () => `ya29.a0${r.b64url(r.int(120, 180))}`],
    ['github_oauth', () => ghToken(r, 'gho_')],
    ['github_app', () => ghToken(r, 'ghs_')],
    ['opaque', () => r.alnum(r.int(32, 48))],
    ['facebook', () => `EAAG${r.alnum(r.int(100, 160))}`],
    ['google_refresh', () => `1//0${r.b64url(r.int(90, 110))}`],
  ]);
  return [type, make()];
}
export function accessToken(r) {
  if (r.chance(0.5)) return { type: 'jwt', value: jwt(r) };
  const [type, value] = opaqueBearer(r);
  return { type, value };
}

// ---- private keys ----
const KEY_KINDS = [
  ['rsa_pkcs1', 'RSA PRIVATE KEY', 'MIIEpAIBAAKCAQEA', 1580],
  ['pkcs8', 'PRIVATE KEY', 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ', 1600],
  ['ec', 'EC PRIVATE KEY', 'MHcCAQEEI', 160],
  ['openssh', 'OPENSSH PRIVATE KEY', 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACD', 300],
  ['encrypted_pkcs8', 'ENCRYPTED PRIVATE KEY', 'MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQI', 1700],
  ['dsa', 'DSA PRIVATE KEY', 'MIIBuwIBAAKBgQD', 600],
];
/** The key's lines as a file writes them (64-column body), or a PGP block. */
export function privateKeyLines(r, kindName) {
  if (kindName === 'pgp' || (!kindName && r.chance(0.15))) {
    const body = 'lQOYBG' + r.b64(r.int(900, 1400));
    const lines = ['-----BEGIN PGP PRIVATE KEY BLOCK-----', ...(r.chance(0.5) ? ['Comment: exported key', ''] : ['']), ...body.match(/.{1,64}/g), `=${r.b64(4)}`, '-----END PGP PRIVATE KEY BLOCK-----'];
    return { type: 'pgp', lines };
  }
  const [type, label, prefix, len] = kindName ? KEY_KINDS.find((k) => k[0] === kindName) : r.pick(KEY_KINDS);
  const total = Math.floor(len / 4) * 4;
  const body = prefix + r.b64(total - prefix.length - 1) + '=';
  const width = type === 'openssh' ? 70 : 64;
  const extra = type === 'rsa_pkcs1' && r.chance(0.2) ? ['Proc-Type: 4,ENCRYPTED', `DEK-Info: AES-128-CBC,${r.HEX(32)}`, ''] : [];
  return { type, lines: [`-----BEGIN ${label}-----`, ...extra, ...body.match(new RegExp(`.{1,${width}}`, 'g')), `-----END ${label}-----`] };
}

// ---- passwords ----
const WORDS = ['harbor', 'violet', 'Tango', 'cobalt', 'Marmelade', 'kiwi', 'Nebel', 'sparrow', 'lantern', 'Quokka', 'pistache', 'Orkan', 'mango', 'falcon', 'Zephyr', 'brioche', 'gelato', 'Sakura', 'tundra', 'ember'];
export function password(r, style) {
  const s = style ?? r.weighted([[4, 'mixed'], [2, 'word'], [2, 'passphrase'], [1, 'symbols'], [1, 'pin'], [1, 'quote'], [1, 'unicode']]);
  switch (s) {
    case 'mixed': return r.alnum(r.int(10, 18)) + r.chars('!@#$%&*?', r.int(0, 2));
    case 'word': return `${r.pick(WORDS)}${r.chars('!#$%&*.@', 1)}${r.int(10, 9999)}${r.chance(0.4) ? r.pick(WORDS) : ''}`;
    case 'passphrase': return r.sample(WORDS, r.int(3, 5)).join(r.pick([' ', '-', ' ', '.'])).toLowerCase() + (r.chance(0.5) ? ` ${r.int(1, 99)}` : '');
    case 'symbols': return r.chars('ABCDEFGHJKMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!@#$%^&*()-_=+[]{};:,.<>?~', r.int(14, 24));
    case 'pin': return r.digits(r.pick([4, 6, 8]));
    case 'quote': return `${r.pick(WORDS)}'s${r.chars('!?$', 1)}${r.digits(3)}`;
    case 'unicode': return `${r.pick(['Größe', 'Ñandú', 'Çiçek', 'Żubr', 'Sjöbod', 'Frühling'])}${r.digits(3)}${r.chars('!#%&', 1)}`;
    case 'alnum': return r.alnum(r.int(12, 20));
    case 'urlsafe': return r.alnum(r.int(10, 16)) + r.chars('-_.~', 1) + r.alnum(3);
  }
}
export const PASSWORD_PLACEHOLDERS = ['<password>', 'changeme', '${DB_PASSWORD}', 'xxxxxxxx', '********', '{{ vault_db_password }}', '%(PASSWORD)s', '$PGPASSWORD', 'your-password-here', '<YOUR_PASSWORD>', 'REDACTED', 'example', '[hidden]', '${{ secrets.DB_PASS }}', 'process.env.DB_PASSWORD'];
export const KEY_PLACEHOLDERS = ['your-api-key-here', 'sk_test_xxxxxxxxxxxxxxxxxxxxxxxx', '<YOUR_API_KEY>', 'REPLACE_ME', 'AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'xoxb-your-token', '${OPENAI_API_KEY}', 'sk-...', 'ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', '{{STRIPE_KEY}}', 'pk_test_TYooMQauvdEDq54NiTphI7jx', 'os.environ["API_KEY"]', 'TODO', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc', 'AIzaSy-your-key', 'xoxb-1234-5678-abcdefghijklmnop'];

/** A URL-safe variant of a password (percent-encodes the characters a URL cannot carry). */
export const urlPassword = (r) => password(r, r.pick(['alnum', 'urlsafe', 'pin', 'alnum']));

export const sha256hex = (s) => createHash('sha256').update(s).digest('hex');
