// Payment data, bank accounts, wallets, vendor tokens, access tokens, private keys, passwords and
// connection strings: random values of the documented public shapes, never real credentials.
import { lab } from './doc.mjs';
import { luhnDigit, ibanOf, abaDigit, crc32, base62, weighted } from './checksums.mjs';
import { base58, base58check, segwit, eip55, RIPPLE58 } from './crypto.mjs';
import { ALNUM, UPPER, LOWER, B64URL, B64 } from './rng.mjs';

const HEX = '0123456789abcdef';

// ---------- payment cards ----------
const CARD_BRANDS = [
  ['visa', () => '4', 16], ['mastercard', (r) => String(r.int(51, 55)), 16], ['mastercard', (r) => String(r.int(2221, 2720)), 16], ['amex', (r) => r.pick(['34', '37']), 15],
  ['discover', () => '6011', 16], ['jcb', (r) => String(r.int(3528, 3589)), 16], ['unionpay', () => '62', 16], ['unionpay', () => '62', 19], ['diners', () => '36', 14], ['maestro', () => '6759', 16],
];
export function card(r, brand) {
  const [name, pre, len] = brand ? CARD_BRANDS.find((b) => b[0] === brand) : r.pick(CARD_BRANDS);
  let body = pre(r);
  while (body.length < len - 1) body += r.int(0, 9);
  const n = body + luhnDigit(body);
  let v;
  if (name === 'amex') v = r.pick([`${n.slice(0, 4)} ${n.slice(4, 10)} ${n.slice(10)}`, n, `${n.slice(0, 4)}-${n.slice(4, 10)}-${n.slice(10)}`]);
  else if (len === 16) { const g = n.match(/.{4}/g); v = r.pick([g.join(' '), g.join('-'), n, g.join(' ')]); }
  else v = n;
  return lab('credit_card', `card_${name}`, v);
}
export const cardExpiry = (r) => `${String(r.int(1, 12)).padStart(2, '0')}/${r.int(26, 31)}`;

// ---------- bank accounts ----------
const BBAN = {
  DE: (r) => r.digits(18), AT: (r) => r.digits(16), CH: (r) => r.digits(5) + r.chars(ALNUM.slice(0, 26) + '0123456789', 12).toUpperCase(), FR: (r) => r.digits(10) + r.chars('0123456789ABCDEFGHJK', 11) + r.digits(2),
  BE: (r) => r.digits(12), NL: (r) => r.pick(['ABNA', 'RABO', 'INGB', 'TRIO', 'SNSB', 'KNAB']) + r.digits(10), ES: (r) => r.digits(20), PT: (r) => r.digits(21), IT: (r) => r.chars(UPPER, 1) + r.digits(10) + r.digits(12),
  GB: (r) => r.pick(['NWBK', 'BARC', 'LOYD', 'MIDL', 'HBUK', 'MONZ']) + r.digits(14), IE: (r) => r.pick(['AIBK', 'BOFI', 'IPBS']) + r.digits(14), PL: (r) => r.digits(24), SE: (r) => r.digits(20),
  FI: (r) => r.digits(14), NO: (r) => r.digits(11), DK: (r) => r.digits(14), TR: (r) => r.digits(5) + '0' + r.digits(16), SA: (r) => r.digits(2) + r.chars(ALNUM.toUpperCase().slice(26) + UPPER, 18).toUpperCase(),
  AE: (r) => r.digits(19), BR: (r) => r.digits(23) + r.pick(['C', 'P']) + r.chars('123', 1), LU: (r) => r.digits(3) + r.digits(13), RO: (r) => r.chars(UPPER, 4) + r.digits(16), GR: (r) => r.digits(23),
  CZ: (r) => r.digits(20), HU: (r) => r.digits(24), EG: (r) => r.digits(25),
};
const IBAN_COUNTRY = { US: 'GB', CA: 'GB', AU: 'GB', IN: 'AE', SG: 'GB', ZA: 'GB', NG: 'GB', MX: 'ES', AR: 'ES', CL: 'ES', JP: 'DE', CN: 'DE', TW: 'DE', HK: 'GB', KR: 'DE' };

/** An IBAN, printed in groups of four or compact. */
export function iban(r, cc) {
  const c = BBAN[cc] ? cc : IBAN_COUNTRY[cc] ?? 'DE';
  const v = ibanOf(c, BBAN[c](r));
  const printed = r.chance(0.55) ? v.match(/.{1,4}/g).join(' ') : v;
  return lab('bank_account', 'iban', printed);
}

/** National account numbers (not IBAN), with the routing/branch code that goes with them (a negative). */
export function nationalAccount(r, cc) {
  switch (cc) {
    case 'US': { const e = `${r.pick(['0', '1', '2', '3'])}${r.digits(7)}`; return { acct: lab('bank_account', 'us_account', r.digits(r.int(9, 12))), route: e + abaDigit(e), routeKind: 'routing_number', routeLabel: 'Routing (ABA)' }; }
    case 'GB': return { acct: lab('bank_account', 'gb_account', r.digits(8)), route: `${r.digits(2)}-${r.digits(2)}-${r.digits(2)}`, routeKind: 'sort_code', routeLabel: 'Sort code' };
    case 'AU': return { acct: lab('bank_account', 'au_account', r.digits(r.int(6, 9))), route: `${r.digits(3)}-${r.digits(3)}`, routeKind: 'bsb', routeLabel: 'BSB' };
    case 'CA': return { acct: lab('bank_account', 'ca_account', r.digits(7)), route: `${r.digits(5)}-${r.pick(['001', '002', '003', '004', '006', '010'])}`, routeKind: 'transit_institution', routeLabel: 'Transit/Institution' };
    case 'IN': return { acct: lab('bank_account', 'in_account', r.digits(r.int(11, 16))), route: `${r.pick(['HDFC', 'SBIN', 'ICIC', 'UTIB', 'KKBK'])}0${r.digits(6)}`, routeKind: 'ifsc', routeLabel: 'IFSC' };
    case 'JP': return { acct: lab('bank_account', 'jp_account', r.digits(7)), route: `${r.digits(3)}`, routeKind: 'branch_code', routeLabel: '支店番号' };
    case 'BR': return { acct: lab('bank_account', 'br_account', `${r.digits(r.int(5, 8))}-${r.int(0, 9)}`), route: `${r.digits(4)}`, routeKind: 'agencia', routeLabel: 'Agência' };
    case 'MX': {
      const b = `${r.pick(['002', '012', '014', '021', '072'])}${r.digits(3)}${r.digits(11)}`;
      const sum = b.split('').reduce((s, d, i) => s + ((Number(d) * [3, 7, 1][i % 3]) % 10), 0);
      return { acct: lab('bank_account', 'mx_clabe', b + ((10 - (sum % 10)) % 10)), route: null };
    }
    case 'CN': case 'KR': case 'TW': return { acct: lab('bank_account', `${cc.toLowerCase()}_account`, cc === 'KR' ? `${r.digits(3)}-${r.digits(6)}-${r.digits(5)}` : r.digits(r.int(12, 17))), route: null };
    default: return null;
  }
}

/** BIC of a bank: identifies the bank, not a customer. */
export const bic = (r, cc) => `${r.pick(['DEUT', 'COBA', 'BNPA', 'INGB', 'RABO', 'BSCH', 'UNCR', 'PKOP', 'SWED', 'NDEA', 'CITI', 'HSBC', 'BARC', 'ITAU', 'MHCB', 'BKCH', 'KOEX', 'NCBK', 'ISBK'])}${cc === 'US' ? 'US' : cc}${r.chars(UPPER + '0123456789', 2)}${r.chance(0.5) ? 'XXX' : ''}`;

// ---------- wallets ----------
export function wallet(r, kind) {
  const k = kind ?? r.pick(['btc_p2pkh', 'btc_p2sh', 'btc_bech32', 'btc_taproot', 'eth', 'eth', 'eth_lower', 'ltc', 'ltc_bech32', 'doge', 'trx', 'sol', 'xrp']);
  let v;
  switch (k) {
    case 'btc_p2pkh': v = base58check(0x00, r.bytes(20)); break;
    case 'btc_p2sh': v = base58check(0x05, r.bytes(20)); break;
    case 'btc_bech32': v = segwit('bc', 0, r.bytes(20)); break;
    case 'btc_taproot': v = segwit('bc', 1, r.bytes(32)); break;
    case 'eth': v = eip55(r.hex(40)); break;
    case 'eth_lower': v = '0x' + r.hex(40); break;
    case 'ltc': v = base58check(0x30, r.bytes(20)); break;
    case 'ltc_bech32': v = segwit('ltc', 0, r.bytes(20)); break;
    case 'doge': v = base58check(0x1e, r.bytes(20)); break;
    case 'trx': v = base58check(0x41, r.bytes(20)); break;
    case 'sol': v = base58(r.bytes(32)); break;
    case 'xrp': v = base58check(0x00, r.bytes(20), RIPPLE58); break;
  }
  return lab('crypto_wallet', k.replace('_lower', ''), v);
}

// ---------- IP addresses ----------
export function publicIPv4(r) {
  for (;;) {
    const a = r.int(1, 223);
    if ([10, 127, 0, 100, 169, 172, 192, 198, 203].includes(a)) continue;
    return `${a}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
  }
}
export function ip(r) {
  if (r.chance(0.25)) {
    const groups = [r.pick(['2a02', '2a01', '2600', '2a00', '2a03', '2607', '2a0d', '2c0f', '2406', '2804', '2404', '2800']), ...Array.from({ length: 7 }, () => r.hex(r.int(1, 4)))];
    const v = r.chance(0.5) ? `${groups.slice(0, 4).join(':')}::${groups.slice(6).join(':')}` : groups.join(':');
    return lab('ip_address', 'ipv6', v);
  }
  return lab('ip_address', 'ipv4', publicIPv4(r));
}
export const privateIPv4 = (r) => r.pick([`10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, `192.168.${r.int(0, 255)}.${r.int(1, 254)}`, `172.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(1, 254)}`]);

// ---------- vendor API keys ----------
const ghToken = (r, prefix) => { const body = r.chars(ALNUM, 30); return `${prefix}${body}${base62(crc32(body), 6)}`; };
const b64 = (obj) => Buffer.from(JSON.stringify(obj)).toString('base64url');

/** [type, generator, env-style variable name] for documented vendor key shapes. */
export const VENDOR_KEYS = [
  ['aws_access_key_id', (r) => `AKIA${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`, 'AWS_ACCESS_KEY_ID'],
  ['aws_secret_access_key', (r) => r.chars(ALNUM + '/+', 40), 'AWS_SECRET_ACCESS_KEY'],
  ['github_pat', (r) => ghToken(r, 'ghp_'), 'GITHUB_TOKEN'],
  ['github_fine_grained_pat', (r) => `github_pat_11${r.chars(UPPER + '0123456789', 20)}_${r.chars(ALNUM, 59)}`, 'GH_PAT'],
  ['gitlab_pat', (r) => `glpat-${r.chars(ALNUM + '-_', 20)}`, 'GITLAB_TOKEN'],
  ['slack_bot_token', (r) => `xoxb-${r.digits(11)}-${r.digits(13)}-${r.chars(ALNUM, 24)}`, 'SLACK_BOT_TOKEN'],
  ['slack_webhook', (r) => `https://hooks.slack.com/services/T${r.chars(UPPER + '0123456789', 10)}/B${r.chars(UPPER + '0123456789', 10)}/${r.chars(ALNUM, 24)}`, 'SLACK_WEBHOOK_URL'],
  ['stripe_secret_key', (r) => `sk_live_${r.chance(0.5) ? '51' + r.chars(ALNUM, 97) : r.chars(ALNUM, 24)}`, 'STRIPE_SECRET_KEY'],
  ['stripe_restricted_key', (r) => `rk_live_51${r.chars(ALNUM, 97)}`, 'STRIPE_RESTRICTED_KEY'],
  ['stripe_webhook_secret', (r) => `whsec_${r.chars(ALNUM, 32)}`, 'STRIPE_WEBHOOK_SECRET'],
  ['openai_api_key', (r) => `sk-proj-${r.chars(B64URL, 64)}T3BlbkFJ${r.chars(B64URL, 64)}`, 'OPENAI_API_KEY'],
  ['anthropic_api_key', (r) => `sk-ant-api03-${r.chars(B64URL, 93)}AA`, 'ANTHROPIC_API_KEY'],
  ['google_api_key', (r) => `AIza${r.chars(ALNUM + '-_', 35)}`, 'GOOGLE_MAPS_API_KEY'],
  ['sendgrid_api_key', (r) => `SG.${r.chars(B64URL, 22)}.${r.chars(B64URL, 43)}`, 'SENDGRID_API_KEY'],
  ['twilio_api_key', (r) => `SK${r.hex(32)}`, 'TWILIO_API_KEY'],
  ['twilio_auth_token', (r) => r.hex(32), 'TWILIO_AUTH_TOKEN'],
  ['mailgun_api_key', (r) => `key-${r.hex(32)}`, 'MAILGUN_API_KEY'],
  ['npm_token', (r) => `npm_${r.chars(ALNUM, 36)}`, 'NPM_TOKEN'],
  ['pypi_token', (r) => `pypi-AgEIcHlwaS5vcmc${r.chars(B64URL, 70)}`, 'TWINE_PASSWORD'],
  ['huggingface_token', (r) => `hf_${r.chars(UPPER + LOWER, 34)}`, 'HF_TOKEN'],
  ['datadog_api_key', (r) => r.hex(32), 'DD_API_KEY'],
  ['datadog_app_key', (r) => r.hex(40), 'DD_APP_KEY'],
  ['newrelic_user_key', (r) => `NRAK-${r.chars(UPPER + '0123456789', 27)}`, 'NEW_RELIC_API_KEY'],
  ['shopify_access_token', (r) => `shpat_${r.hex(32)}`, 'SHOPIFY_ACCESS_TOKEN'],
  ['discord_bot_token', (r) => `${Buffer.from(r.digits(18)).toString('base64url')}.${r.chars(B64URL, 6)}.${r.chars(B64URL, 38)}`, 'DISCORD_BOT_TOKEN'],
  ['telegram_bot_token', (r) => `${r.int(100000000, 7999999999)}:AA${r.chars(B64URL, 33)}`, 'TELEGRAM_BOT_TOKEN'],
  ['digitalocean_token', (r) => `dop_v1_${r.hex(64)}`, 'DIGITALOCEAN_TOKEN'],
  ['linear_api_key', (r) => `lin_api_${r.chars(ALNUM, 40)}`, 'LINEAR_API_KEY'],
  ['postman_api_key', (r) => `PMAK-${r.hex(24)}-${r.hex(34)}`, 'POSTMAN_API_KEY'],
  ['grafana_service_account_token', (r) => `glsa_${r.chars(ALNUM, 32)}_${r.hex(8)}`, 'GRAFANA_TOKEN'],
  ['vault_token', (r) => `hvs.${r.chars(B64URL, 90)}`, 'VAULT_TOKEN'],
  ['doppler_token', (r) => `dp.pt.${r.chars(ALNUM, 43)}`, 'DOPPLER_TOKEN'],
  ['terraform_cloud_token', (r) => `${r.chars(ALNUM, 14)}.atlasv1.${r.chars(ALNUM, 67)}`, 'TF_TOKEN_app_terraform_io'],
  ['mapbox_secret_token', (r) => `sk.${b64({ u: r.chars(LOWER, 8), a: r.chars(ALNUM, 25) })}.${r.chars(B64URL, 22)}`, 'MAPBOX_SECRET_TOKEN'],
  ['azure_client_secret', (r) => `${r.chars(ALNUM, 3)}${r.int(0, 9)}Q~${r.chars(ALNUM + '_~.-', 34)}`, 'AZURE_CLIENT_SECRET'],
  ['notion_token', (r) => `ntn_${r.digits(11)}${r.chars(ALNUM, 35)}`, 'NOTION_TOKEN'],
  ['figma_token', (r) => `figd_${r.chars(B64URL, 40)}`, 'FIGMA_TOKEN'],
  ['groq_api_key', (r) => `gsk_${r.chars(ALNUM, 52)}`, 'GROQ_API_KEY'],
  ['replicate_token', (r) => `r8_${r.chars(ALNUM, 37)}`, 'REPLICATE_API_TOKEN'],
  ['pinecone_api_key', (r) => `pcsk_${r.chars(ALNUM, 5)}_${r.chars(ALNUM, 64)}`, 'PINECONE_API_KEY'],
  ['supabase_token', (r) => `sbp_${r.hex(40)}`, 'SUPABASE_ACCESS_TOKEN'],
  ['docker_hub_pat', (r) => `dckr_pat_${r.chars(B64URL, 27)}`, 'DOCKERHUB_TOKEN'],
  ['databricks_token', (r) => `dapi${r.hex(32)}`, 'DATABRICKS_TOKEN'],
  ['circleci_token', (r) => `CCIPAT_${r.chars(ALNUM, 22)}_${r.hex(40)}`, 'CIRCLECI_TOKEN'],
  ['buildkite_token', (r) => `bkua_${r.hex(40)}`, 'BUILDKITE_API_TOKEN'],
  ['sentry_auth_token', (r) => `sntryu_${r.hex(64)}`, 'SENTRY_AUTH_TOKEN'],
  ['atlassian_api_token', (r) => `ATATT3xFfGF0${r.chars(B64URL, 170)}=${r.hex(8).toUpperCase()}`, 'JIRA_API_TOKEN'],
  ['square_access_token', (r) => `EAAA${r.chars(B64URL, 60)}`, 'SQUARE_ACCESS_TOKEN'],
  ['okta_api_token', (r) => `00${r.chars(B64URL, 40)}`, 'OKTA_API_TOKEN'],
  ['cloudflare_api_token', (r) => r.chars(ALNUM + '_-', 40), 'CLOUDFLARE_API_TOKEN'],
  ['mistral_api_key', (r) => r.chars(ALNUM, 32), 'MISTRAL_API_KEY'],
  ['cohere_api_key', (r) => r.chars(ALNUM, 40), 'COHERE_API_KEY'],
  ['heroku_api_key', (r) => uuid(r), 'HEROKU_API_KEY'],
];

export function apiKey(r, type) {
  const [t, gen, env] = type ? VENDOR_KEYS.find((k) => k[0] === type) : r.pick(VENDOR_KEYS);
  return { ...lab('api_key', t, gen(r)), env };
}

/** A generic high-entropy secret (signing keys, client secrets) of varied alphabets. */
export function genericSecret(r) {
  const v = r.pick([() => r.hex(r.pick([32, 40, 64])), () => r.chars(ALNUM, r.int(32, 48)), () => r.bytes(r.pick([24, 32, 48])).toString('base64'), () => r.chars(B64URL, r.int(40, 64))])();
  return lab('api_key', 'generic_secret', v);
}
export const GENERIC_SECRET_KEYS = ['SECRET_KEY', 'JWT_SECRET', 'client_secret', 'APP_SIGNING_SECRET', 'SESSION_SECRET', 'webhook_secret', 'ENCRYPTION_KEY', 'api_secret', 'HMAC_KEY', 'DJANGO_SECRET_KEY', 'NEXTAUTH_SECRET', 'consumerSecret'];

export function uuid(r) { const h = r.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[r.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20)}`; }

// ---------- access tokens ----------
export function jwt(r, claims = {}) {
  const alg = r.pick(['HS256', 'RS256', 'ES256', 'RS256']);
  const header = { alg, typ: 'JWT', ...(alg !== 'HS256' ? { kid: r.hex(16) } : {}) };
  const iat = 1_760_000_000 + r.int(0, 20_000_000);
  const payload = { sub: claims.sub ?? uuid(r), iss: claims.iss ?? r.pick(['https://auth.quillon.io/', 'https://login.brightwater-logistics.com', 'https://sts.kestrel-analytics.de']), aud: r.pick(['api', 'orders-service', 'https://api.copperleafpay.com']), iat, exp: iat + r.pick([900, 3600, 86400]), ...(claims.extra ?? {}) };
  const sig = r.bytes(alg === 'HS256' ? 32 : alg === 'ES256' ? 64 : 256).toString('base64url');
  return lab('access_token', 'jwt', `${b64(header)}.${b64(payload)}.${sig}`);
}
export function oauthToken(r) {
  return r.pick([
    () => lab('access_token', 'bearer_opaque', r.chars(ALNUM, r.int(32, 48))),
    () => lab('access_token', 'google_oauth', `ya29.a0${r.chars(B64URL, 150)}`),
    () => lab('access_token', 'github_oauth', ghToken(r, 'gho_')),
    () => lab('access_token', 'github_app_installation', ghToken(r, 'ghs_')),
    () => lab('access_token', 'facebook_access_token', `EAAB${r.chars(ALNUM, 160)}`),
    () => lab('access_token', 'google_refresh_token', `1//0${r.chars(B64URL, 99)}`),
    () => lab('access_token', 'bearer_opaque', `${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}.${r.chars(ALNUM, 24)}`),
  ])();
}

// ---------- private keys ----------
const wrap = (s, w) => s.match(new RegExp(`.{1,${w}}`, 'g')).join('\n');
const KEY_KINDS = {
  rsa: ['RSA PRIVATE KEY', 'MIIEowIBAAKCAQEA', 1190],
  pkcs8: ['PRIVATE KEY', 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ', 1216],
  ec: ['EC PRIVATE KEY', 'MHcCAQEEI', 160],
  pkcs8_ed25519: ['PRIVATE KEY', 'MC4CAQAwBQYDK2VwBCIEI', 27],
  encrypted: ['ENCRYPTED PRIVATE KEY', 'MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI', 1260],
  openssh: ['OPENSSH PRIVATE KEY', 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACD', 300],
  openssh_rsa: ['OPENSSH PRIVATE KEY', 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABlwAAAAdzc2gtcnNhAAAAAwEAAQAAAYEA', 1700],
  pgp: ['PGP PRIVATE KEY BLOCK', 'lQOYBG', 1300],
};
/** A private key block: { kind, pem } with real newlines. */
export function privateKeyPem(r, kind) {
  const k = kind ?? r.pick(Object.keys(KEY_KINDS));
  const [title, prefix, len] = KEY_KINDS[k];
  let body = prefix + r.chars(B64, len - prefix.length);
  body = body.slice(0, body.length - (body.length % 4));
  if (r.chance(0.3)) body = body.slice(0, -1) + '=';
  let inner = wrap(body, k.startsWith('openssh') ? 70 : 64);
  if (k === 'pgp') inner = `\n${wrap(body, 64)}\n=${r.chars(B64, 4)}`;
  return { kind: k, pem: `-----BEGIN ${title}-----\n${inner}\n-----END ${title}-----` };
}
/** The forms keys take in files and payloads. */
export function privateKey(r, form, kind) {
  const { kind: k, pem } = privateKeyPem(r, kind);
  const f = form ?? r.pick(['pem', 'pem', 'escaped', 'single_line', 'rewrapped']);
  let v = pem;
  if (f === 'escaped') v = pem.replace(/\n/g, '\\n');
  else if (f === 'single_line') v = pem.replace(/\n/g, ' ');
  else if (f === 'rewrapped') { const body = pem.split('\n').slice(1, -1).join(''); const [head, , tail] = [pem.split('\n')[0], 0, pem.split('\n').at(-1)]; v = `${head}\n${wrap(body, 76)}\n${tail}`; }
  else if (f === 'crlf') v = pem.replace(/\n/g, '\r\n');
  return lab('private_key', `${k}_${f}`, v);
}

// ---------- passwords ----------
const WORDS = ['Sommer', 'Winter', 'Falcon', 'Kaffee', 'Tiger', 'Bluebird', 'Gazelle', 'Mariposa', 'Primavera', 'Kwiatek', 'Sakura', 'Lotus', 'Anchor', 'Velvet', 'Granit', 'Harbor', 'Zitrone', 'Biscuit', 'Nebula', 'Cactus', 'Pinguin', 'Marmelade'];
const LOWWORDS = ['orange', 'staple', 'river', 'lantern', 'copper', 'meadow', 'pepper', 'canyon', 'violet', 'thunder', 'marble', 'walnut', 'saffron', 'glacier', 'quartz', 'ember'];
export function passwordValue(r) {
  return r.pick([
    () => `${r.pick(WORDS)}${r.int(1970, 2026)}${r.pick(['!', '#', '$', '?', '*', ''])}`,
    () => `${r.pick(WORDS)}${r.pick(['_', '.', '-', '@'])}${r.pick(LOWWORDS)}${r.int(1, 99)}`,
    () => r.chars(ALNUM + '!#$%&*+-=?@^_', r.int(12, 20)),
    () => `${r.pick(LOWWORDS)}-${r.pick(LOWWORDS)}-${r.pick(LOWWORDS)}-${r.pick(LOWWORDS)}`,
    () => `${r.pick(WORDS).replace(/a/g, '@').replace(/o/g, '0').replace(/e/g, '3')}${r.digits(2)}!`,
    () => `${r.chars(UPPER, 1)}${r.chars(LOWER, 5)}${r.digits(3)}${r.pick(['%', '&', '!'])}${r.chars(LOWER, 2)}`,
    () => r.chars(ALNUM, r.int(16, 24)),
    () => `${r.pick(LOWWORDS)}${r.int(100, 999)}`,
  ])();
}
export const password = (r, type = 'password') => lab('password', type, passwordValue(r));

// ---------- connection strings ----------
const DB_HOSTS = {
  sql: ['db-prod-01.internal', 'orders.c9xk2lmq.eu-west-1.rds.amazonaws.com', 'pg.kestrel-analytics.de', 'sql-eu.quillon.io', 'reporting-db.hollismaritime.com'],
  mongo: ['mongo-cluster0.q1w2e.mongodb.net', 'cluster1.ab3cd.mongodb.net'],
  cache: ['cache-01.brightwater.local', 'redis-master.orbitalfreight.nl', 'cache.c9xk2lmq.use1.cache.amazonaws.com'],
  mq: ['rabbit-01.internal', 'mq.kestrel-analytics.de'],
  mail: ['smtp.quillon.io', 'mail.harrowfinch.co.uk'],
};
/** A connection string that carries a credential; `family` restricts the scheme (sql, postgres). */
export function connectionString(r, family) {
  const user = r.pick(['app', 'svc_orders', 'reporting', 'admin', 'etl_user', 'billing_rw', 'analytics', 'webapp']);
  const pw = passwordValue(r).replace(/[@/:?#%\s;'"&=+]/g, '') || 'x9Kq2mVw';
  const h = (k) => r.pick(DB_HOSTS[k]);
  const db = r.pick(['orders', 'crm', 'billing', 'app_production', 'warehouse', 'hr']);
  const all = {
    postgres_uri: () => `postgres://${user}:${pw}@${h('sql')}:5432/${db}${r.chance(0.3) ? '?sslmode=require' : ''}`,
    postgresql_uri: () => `postgresql://${user}:${pw}@${h('sql')}/${db}`,
    mysql_uri: () => `mysql://${user}:${pw}@${h('sql')}:3306/${db}`,
    mongodb_srv: () => `mongodb+srv://${user}:${pw}@${h('mongo')}/${db}?retryWrites=true&w=majority`,
    redis_uri: () => `redis://default:${pw}@${h('cache')}:6379/0`,
    rediss_uri: () => `rediss://:${pw}@${h('cache')}:6380`,
    amqp_uri: () => `amqp://${user}:${pw}@${h('mq')}:5672/%2F`,
    mssql_ado: () => `Server=tcp:${h('sql')},1433;Initial Catalog=${db};User ID=${user};Password=${pw};Encrypt=True;`,
    jdbc: () => `jdbc:postgresql://${h('sql')}:5432/${db}?user=${user}&password=${pw}`,
    jdbc_mysql: () => `jdbc:mysql://${h('sql')}:3306/${db}?user=${user}&password=${pw}&useSSL=true`,
    azure_storage: () => `DefaultEndpointsProtocol=https;AccountName=${r.chars(LOWER, 10)}store;AccountKey=${r.bytes(64).toString('base64')};EndpointSuffix=core.windows.net`,
    azure_servicebus: () => `Endpoint=sb://${r.chars(LOWER, 8)}-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${r.bytes(32).toString('base64')}`,
    smtp_uri: () => `smtp://${user}:${pw}@${h('mail')}:587`,
    oracle_easy: () => `${user}/${pw}@//${h('sql')}:1521/ORCLPDB1`,
  };
  const names = family === 'broker' ? ['redis_uri', 'rediss_uri', 'amqp_uri'] : family === 'postgres' ? ['postgres_uri', 'postgresql_uri'] : family === 'sql' ? ['postgres_uri', 'postgresql_uri', 'mysql_uri', 'mssql_ado', 'jdbc', 'jdbc_mysql', 'oracle_easy'] : Object.keys(all);
  const type = r.pick(names);
  return lab('connection_string', type, all[type]());
}
