// Credentials in the public shapes vendors document, drawn at random: none opens anything.
import { UPPER, LOWER, DIGITS, ALNUM, B64 } from './rng.mjs';
import { base58check, base58, segwitAddress, eip55, crc32, RIPPLE_ALPHABET } from './checks.mjs';

const B62 = DIGITS + UPPER + LOWER;
function base62(n, width) { let s = ''; do { s = B62[n % 62] + s; n = Math.floor(n / 62); } while (n > 0); return s.padStart(width, '0'); }
/** GitHub-style token: prefix, 30 random characters, CRC32 of those in base62. */
function githubToken(r, prefix) { const body = r.chars(30, ALNUM); return `${prefix}_${body}${base62(crc32(body), 6)}`; }

export const apiKeys = {
  aws_access_key_id: (r) => r.pick(['AKIA', 'ASIA']) + r.chars(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'),
  aws_secret_access_key: (r) => r.chars(40, ALNUM + '/+'),
  github_pat: (r) => githubToken(r, 'ghp'),
  github_fine_grained: (r) => `github_pat_11${r.chars(20, UPPER + DIGITS)}_${r.chars(59, ALNUM)}`,
  gitlab_pat: (r) => `glpat-${r.chars(20, ALNUM + '-_')}`,
  stripe_secret: (r) => `${r.pick(['sk_live_', 'rk_live_'])}${r.chars(r.pick([24, 99]), ALNUM)}`,
  slack_bot: (r) => `xoxb-${r.digits(11)}-${r.digits(13)}-${r.chars(24, ALNUM)}`,
  slack_webhook: (r) => `https://hooks.slack.com/services/T${r.chars(8, UPPER + DIGITS)}/B${r.chars(10, UPPER + DIGITS)}/${r.chars(24, ALNUM)}`,
  google_api_key: (r) => `AIza${r.chars(35, ALNUM + '-_')}`,
  sendgrid: (r) => `SG.${r.chars(22, ALNUM + '-_')}.${r.chars(43, ALNUM + '-_')}`,
  twilio_api_key: (r) => `SK${r.hex(32)}`,
  openai: (r) => `sk-proj-${r.chars(74, ALNUM + '-_')}T3BlbkFJ${r.chars(74, ALNUM + '-_')}`,
  anthropic: (r) => `sk-ant-api03-${r.chars(93, ALNUM + '-_')}AA`,
  npm_token: (r) => githubToken(r, 'npm'),
  pypi_token: (r) => `pypi-AgEIcHlwaS5vcmc${r.chars(r.int(60, 120), ALNUM + '-_')}`,
  mailgun: (r) => `key-${r.hex(32)}`,
  shopify: (r) => `shpat_${r.hex(32)}`,
  digitalocean: (r) => `dop_v1_${r.hex(64)}`,
  huggingface: (r) => `hf_${r.chars(34, UPPER + LOWER)}`,
  datadog_api_key: (r) => r.hex(32),
  azure_storage_key: (r) => r.chars(86, B64) + '==',
  telegram_bot: (r) => `${r.int(100000000, 7999999999)}:AA${r.chars(33, ALNUM + '-_')}`,
  atlassian: (r) => `ATATT3xFfGF0${r.chars(180, ALNUM + '-_')}=${r.hex(8).toUpperCase()}`,
  square: (r) => `EAAA${r.chars(60, ALNUM + '-_')}`,
  postman: (r) => `PMAK-${r.hex(24)}-${r.hex(34)}`,
  linear: (r) => `lin_api_${r.chars(40, ALNUM)}`,
  notion: (r) => `ntn_${r.digits(11)}${r.chars(35, ALNUM)}`,
  figma: (r) => `figd_${r.chars(40, ALNUM + '-_')}`,
  grafana_sa: (r) => `glsa_${r.chars(32, ALNUM)}_${r.hex(8)}`,
  newrelic: (r) => `NRAK-${r.chars(27, UPPER + DIGITS)}`,
  discord_bot: (r) => `${r.chars(24, ALNUM)}.${r.chars(6, ALNUM + '-_')}.${r.chars(38, ALNUM + '-_')}`,
  sentry_dsn: (r) => `https://${r.hex(32)}@o${r.int(100000, 999999)}.ingest.sentry.io/${r.int(1000000, 9999999)}`,
  generic_hex: (r) => r.hex(r.pick([32, 40, 64])),
  generic_b64: (r) => r.chars(r.pick([32, 44, 48]), ALNUM + '+/').replace(/^/, ''),
};
/** A generic secret for a secret-ish key (SECRET_KEY, client_secret, signing key …). */
export const genericSecret = (r) => r.pick([apiKeys.generic_hex, apiKeys.generic_b64, (x) => x.chars(r.int(28, 50), ALNUM)])(r);

const b64url = (s) => Buffer.from(s).toString('base64url');
export const accessTokens = {
  jwt(r, claims = {}) {
    const header = r.pick([{ alg: 'HS256', typ: 'JWT' }, { alg: 'RS256', typ: 'JWT', kid: r.hex(16) }, { alg: 'ES256', typ: 'JWT' }]);
    const now = 1760000000 + r.int(0, 20000000);
    const payload = { sub: r.chance(0.5) ? String(r.int(10000, 999999)) : `usr_${r.chars(12, ALNUM)}`, iss: r.pick(['https://auth.kestrel-freight.com', 'https://login.aldergrove.io/', 'accounts.meridian-ops.net']), iat: now, exp: now + 3600, scope: r.pick(['read write', 'openid profile email', 'orders:read']), ...claims };
    const sigLen = header.alg === 'HS256' ? 32 : header.alg === 'ES256' ? 64 : 256;
    return `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}.${r.bytes(sigLen).toString('base64url')}`;
  },
  google_oauth: (r) => `ya29.${r.chars(r.int(120, 180), ALNUM + '-_')}`,
  github_oauth: (r) => githubToken(r, 'gho'),
  opaque_bearer: (r) => r.chars(r.pick([32, 40, 43, 64]), ALNUM + (r.chance(0.5) ? '-_' : '')),
  azure_sas_like: (r) => `EwB${r.chars(r.int(90, 140), ALNUM + '+/')}=`,
};

const wrap = (b64) => b64.match(/.{1,64}/g).join('\n');
export function privateKey(r, kind = r.weighted([[3, 'rsa'], [3, 'pkcs8'], [2, 'ec'], [3, 'openssh'], [1, 'pgp']])) {
  if (kind === 'rsa') return { type: 'rsa', value: `-----BEGIN RSA PRIVATE KEY-----\n${wrap(Buffer.concat([Buffer.from('308204a40201000282010100', 'hex'), r.bytes(r.int(300, 1150))]).toString('base64'))}\n-----END RSA PRIVATE KEY-----` };
  if (kind === 'pkcs8') return { type: 'pkcs8', value: `-----BEGIN PRIVATE KEY-----\n${wrap(Buffer.concat([Buffer.from('308204be020100300d06092a864886f70d0101010500', 'hex'), r.bytes(r.int(200, 1180))]).toString('base64'))}\n-----END PRIVATE KEY-----` };
  if (kind === 'ec') return { type: 'ec', value: `-----BEGIN EC PRIVATE KEY-----\n${wrap(Buffer.concat([Buffer.from('30770201010420', 'hex'), r.bytes(32), Buffer.from('a00a06082a8648ce3d030107a144034200', 'hex'), r.bytes(65)]).toString('base64'))}\n-----END EC PRIVATE KEY-----` };
  if (kind === 'openssh') return { type: 'openssh', value: `-----BEGIN OPENSSH PRIVATE KEY-----\n${wrap(Buffer.concat([Buffer.from('openssh-key-v1\0'), Buffer.from('000000046e6f6e65000000046e6f6e65', 'hex'), r.bytes(r.int(180, 380))]).toString('base64'))}\n-----END OPENSSH PRIVATE KEY-----` };
  return { type: 'pgp', value: `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${wrap(Buffer.concat([Buffer.from('9501d8', 'hex'), r.bytes(r.int(300, 700))]).toString('base64'))}\n=${r.chars(4, ALNUM + '+/')}\n-----END PGP PRIVATE KEY BLOCK-----` };
}

const words = ['copper', 'Falcon', 'meadow', 'Quartz', 'lantern', 'Tundra', 'velvet', 'Harbor', 'saffron', 'Glacier', 'orbit', 'Maple', 'zephyr', 'Cobalt', 'sonne', 'Himmel', 'soleil', 'Mariposa', 'girasole', 'Wiosna', 'regnbåge', 'Yıldız', 'sakura', 'haneul'];
const symbols = '!@#$%&*?-_+=.^~';
/** Passwords as people choose them: words and years, random strings, passphrases with spaces. */
export function password(r, { noSpace = false, noQuote = true, urlSafe = false } = {}) {
  const style = r.weighted([[3, 'wordy'], [3, 'random'], [noSpace || urlSafe ? 0 : 1, 'phrase'], [1, 'pin_like'], [2, 'generated']]);
  let pw;
  if (style === 'wordy') pw = `${r.pick(words)}${r.pick(['', '_', '.', '-'])}${r.pick(words).toLowerCase()}${r.int(1, 2025)}${r.chars(r.int(1, 2), symbols)}`;
  else if (style === 'random') pw = r.chars(r.int(10, 20), ALNUM + symbols);
  else if (style === 'phrase') pw = `${r.pick(words)} ${r.pick(words).toLowerCase()} ${r.pick(words).toLowerCase()} ${r.int(10, 99)}`;
  else if (style === 'pin_like') pw = `${r.pick(words)}${r.digits(4)}!`;
  else pw = [r.chars(6, LOWER + UPPER + DIGITS), r.chars(6, LOWER + UPPER + DIGITS), r.chars(6, LOWER + UPPER + DIGITS)].join('-');
  if (!noQuote && r.chance(0.2)) pw += r.pick(['"', "'"]) + r.chars(2, ALNUM);
  if (urlSafe) pw = pw.replace(/[@#?/:%& ]/g, () => r.pick(['.', '_', '-', '~', '!']));
  return pw;
}

// Crypto wallets with valid checksums, and their look-alikes.
export const wallets = {
  btc_p2pkh: (r) => base58check([0x00], r.bytes(20)),
  btc_p2sh: (r) => base58check([0x05], r.bytes(20)),
  btc_bech32: (r) => segwitAddress('bc', 0, r.bytes(r.chance(0.8) ? 20 : 32)),
  btc_taproot: (r) => segwitAddress('bc', 1, r.bytes(32)),
  eth: (r) => (r.chance(0.75) ? eip55(r.hex(40)) : '0x' + r.hex(40)),
  ltc: (r) => (r.chance(0.5) ? base58check([0x30], r.bytes(20)) : segwitAddress('ltc', 0, r.bytes(20))),
  doge: (r) => base58check([0x1e], r.bytes(20)),
  tron: (r) => base58check([0x41], r.bytes(20)),
  xrp: (r) => base58check([0x00], r.bytes(20), RIPPLE_ALPHABET),
  sol: (r) => base58(r.bytes(32)),
};
export const walletNames = { btc_p2pkh: 'BTC', btc_p2sh: 'BTC', btc_bech32: 'BTC', btc_taproot: 'BTC', eth: 'ETH', ltc: 'LTC', doge: 'DOGE', tron: 'USDT (TRC-20)', xrp: 'XRP', sol: 'SOL' };

// Public IP addresses outside private, reserved and documentation ranges.
export function publicIpv4(r) {
  for (;;) {
    const a = r.int(1, 223);
    if ([10, 127, 0, 100, 169, 172, 192, 198, 203].includes(a)) continue;
    return `${a}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
  }
}
export function publicIpv6(r) {
  const groups = [r.pick(['2a02', '2a01', '2600', '2607', '2001', '2403', '2c0f', '2804']), r.hex(4).replace(/^0+(?=.)/, ''), r.hex(3), r.hex(4).replace(/^0+(?=.)/, '')];
  if (groups[0] === '2001' && groups[1] === 'db8') groups[1] = '4860';
  return r.chance(0.5) ? `${groups.join(':')}::${r.hex(4).replace(/^0+(?=.)/, '')}` : `${groups.join(':')}:${r.hex(4)}:${r.hex(3)}:${r.hex(4)}:${r.hex(2)}`;
}
