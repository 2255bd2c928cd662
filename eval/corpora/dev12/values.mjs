// Generators for passports, bank data, cards, network, wallets and secrets. All random.
import crypto from 'node:crypto';
import { UP, LO, DG, ALNUM, HEX, B64, B64URL, B58 } from './rng.mjs';
import { luhnDigit, ibanMake, mrzDigit, b58check, bech32Encode } from './checksums.mjs';

// ---------- passports (20+ countries); ISO3 code for the MRZ ----------
export const PASSPORTS = {
  US: { iso3: 'USA', gen: (r) => (r.chance(0.5) ? r.pick('ACEFG') + r.digits(8) : String(r.int(1, 9)) + r.digits(8)), re: /^[A-Z0-9]\d{8}$/ },
  GB: { iso3: 'GBR', gen: (r) => String(r.int(1, 9)) + r.digits(8), re: /^\d{9}$/ },
  DE: { iso3: 'D', gen: (r) => 'C' + r.chars(8, 'CFGHJKLMNPRTVWXYZ0123456789'), re: /^C[CFGHJKLMNPRTVWXYZ0-9]{8}$/ },
  FR: { iso3: 'FRA', gen: (r) => r.digits(2) + r.chars(2, UP) + r.digits(5), re: /^\d{2}[A-Z]{2}\d{5}$/ },
  ES: { iso3: 'ESP', gen: (r) => r.chars(3, UP) + r.digits(6), re: /^[A-Z]{3}\d{6}$/ },
  IT: { iso3: 'ITA', gen: (r) => r.chars(2, UP) + r.digits(7), re: /^[A-Z]{2}\d{7}$/ },
  PT: { iso3: 'PRT', gen: (r) => r.pick('CPN') + r.digits(6), re: /^[A-Z]\d{6}$/ },
  NL: { iso3: 'NLD', gen: (r) => r.chars(2, 'ABCDEFGHIJKLMNPRSTUVWXYZ') + r.chars(6, 'ABCDEFGHIJKLMNPRSTUVWXYZ0123456789') + r.digits(1), re: /^[A-NP-Z]{2}[A-NP-Z0-9]{6}\d$/ },
  PL: { iso3: 'POL', gen: (r) => r.chars(2, UP) + r.digits(7), re: /^[A-Z]{2}\d{7}$/ },
  SE: { iso3: 'SWE', gen: (r) => r.digits(8), re: /^\d{8}$/ },
  TR: { iso3: 'TUR', gen: (r) => 'U' + r.digits(8), re: /^U\d{8}$/ },
  JP: { iso3: 'JPN', gen: (r) => r.pick(['TK', 'TR', 'TZ', 'MU', 'TS']) + r.digits(7), re: /^[A-Z]{2}\d{7}$/ },
  CN: { iso3: 'CHN', gen: (r) => (r.chance(0.5) ? 'E' + r.digits(8) : 'E' + r.pick('ABCDEFGH') + r.digits(7)), re: /^E[A-Z0-9]\d{7}$/ },
  KR: { iso3: 'KOR', gen: (r) => (r.chance(0.5) ? 'M' + r.digits(8) : 'M' + r.digits(3) + r.pick('ABCDEFGH') + r.digits(4)), re: /^M\d{3}[A-Z0-9]\d{4}$/ },
  VN: { iso3: 'VNM', gen: (r) => r.pick('BCN') + r.digits(7), re: /^[A-Z]\d{7}$/ },
  IN: { iso3: 'IND', gen: (r) => r.pick('JKLMNPRSTUVWZ') + r.digits(7), re: /^[A-Z]\d{7}$/ },
  SA: { iso3: 'SAU', gen: (r) => r.pick('ABDEFKLMNPRSTUVWXYZ') + r.digits(7), re: /^[A-Z]\d{7}$/ },
  AE: { iso3: 'ARE', gen: (r) => r.digits(9), re: /^\d{9}$/ },
  EG: { iso3: 'EGY', gen: (r) => 'A' + r.digits(8), re: /^A\d{8}$/ },
  BR: { iso3: 'BRA', gen: (r) => r.chars(2, UP) + r.digits(6), re: /^[A-Z]{2}\d{6}$/ },
  CA: { iso3: 'CAN', gen: (r) => r.chars(2, UP) + r.digits(6), re: /^[A-Z]{2}\d{6}$/ },
  AU: { iso3: 'AUS', gen: (r) => r.pick('NPRE') + r.chars(1, UP) + r.digits(7), re: /^[A-Z]{2}\d{7}$/ },
  MX: { iso3: 'MEX', gen: (r) => r.pick('GN') + r.digits(8), re: /^[A-Z]\d{8}$/ },
  IE: { iso3: 'IRL', gen: (r) => r.chars(2, UP) + r.digits(7), re: /^[A-Z]{2}\d{7}$/ },
  CH: { iso3: 'CHE', gen: (r) => r.pick('XSF') + r.digits(7), re: /^[A-Z]\d{7}$/ },
  AT: { iso3: 'AUT', gen: (r) => r.pick('PU') + r.digits(7), re: /^[A-Z]\d{7}$/ },
  BE: { iso3: 'BEL', gen: (r) => r.chars(2, UP) + r.digits(6), re: /^[A-Z]{2}\d{6}$/ },
  DK: { iso3: 'DNK', gen: (r) => r.digits(9), re: /^\d{9}$/ },
  NO: { iso3: 'NOR', gen: (r) => r.pick(['FF', 'FE', 'FC']) + r.digits(7), re: /^[A-Z]{2}\d{7}$/ },
  FI: { iso3: 'FIN', gen: (r) => r.chars(2, UP) + r.digits(7), re: /^[A-Z]{2}\d{7}$/ },
  ZA: { iso3: 'ZAF', gen: (r) => r.pick('AM') + r.digits(8), re: /^[A-Z]\d{8}$/ },
};
const mrzName = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().replace(/[^A-Z ]/g, '').trim().replace(/ +/g, '<');
// TD3 MRZ; returns {line1, line2, nameSpan:[start,end) in line1, numLen}
export function mrzTD3(cc, number, p, expiry) {
  const iso = PASSPORTS[cc].iso3.padEnd(3, '<');
  const nm = mrzName(p.familyLatin) + '<<' + mrzName(p.givenLatin);
  const line1 = ('P<' + iso + nm).padEnd(44, '<').slice(0, 44);
  const num = number.padEnd(9, '<');
  const dob = String(p.dob.y % 100).padStart(2, '0') + String(p.dob.m).padStart(2, '0') + String(p.dob.d).padStart(2, '0');
  const exp = expiry;
  const opt = '<'.repeat(14);
  const a = num + mrzDigit(num); const b = dob + mrzDigit(dob); const c = exp + mrzDigit(exp);
  const optd = opt + '<';
  const comp = a + b + c + optd;
  const line2 = a + iso + b + (p.sex === 'f' ? 'F' : 'M') + c + optd + mrzDigit(comp);
  return { line1, line2, nameLen: Math.min(nm.replace(/<+$/, '').length, 39), dob };
}

// ---------- banking ----------
const IBAN_BBAN = {
  DE: (r) => r.digits(18), FR: (r) => r.digits(23), ES: (r) => r.digits(20), IT: (r) => r.pick(UP) + r.digits(22), PT: (r) => r.digits(21),
  NL: (r) => r.pick(['ABNA', 'INGB', 'RABO', 'SNSB', 'TRIO', 'KNAB']) + r.digits(10), PL: (r) => r.digits(24), SE: (r) => r.digits(20), TR: (r) => r.digits(5) + '0' + r.digits(16),
  BE: (r) => r.digits(12), AT: (r) => r.digits(16), CH: (r) => r.digits(17), GB: (r) => r.pick(['BARC', 'LOYD', 'NWBK', 'HBUK', 'MIDL', 'MONZ']) + r.digits(14), IE: (r) => r.pick(['AIBK', 'BOFI', 'IPBS']) + r.digits(14),
  DK: (r) => r.digits(14), NO: (r) => r.digits(11), FI: (r) => r.digits(14), SA: (r) => r.digits(20), AE: (r) => r.digits(19), EG: (r) => r.digits(25), BR: (r) => r.digits(23) + r.pick('CP') + '1',
};
export const IBAN_COUNTRIES = Object.keys(IBAN_BBAN);
export function iban(r, cc, grouped) { const v = ibanMake(cc, IBAN_BBAN[cc](r)); return grouped ? v.replace(/(.{4})/g, '$1 ').trim() : v; }
export function abaRouting(r) { for (;;) { const s = r.pick(['0', '1', '2', '3']) + r.digits(8); const d = [...s].map(Number); if ((3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 === 0) return s; } }
export function clabe(r) { const s = r.pick(['002', '012', '014', '021', '072']) + r.digits(14); const w = [3, 7, 1]; let sum = 0; for (let i = 0; i < 17; i++) sum += ((+s[i]) * w[i % 3]) % 10; return s + ((10 - (sum % 10)) % 10); }
export const clabeValid = (s) => /^\d{18}$/.test(s) && (() => { const w = [3, 7, 1]; let sum = 0; for (let i = 0; i < 17; i++) sum += ((+s[i]) * w[i % 3]) % 10; return (10 - (sum % 10)) % 10 === +s[17]; })();
export const BICS = ['DEUTDEFFXXX', 'COBADEFFXXX', 'BNPAFRPPXXX', 'CAIXESBBXXX', 'BCITITMM', 'CGDIPTPL', 'INGBNL2A', 'PKOPPLPW', 'ESSESESS', 'TGBATRIS', 'BOTKJPJT', 'ICBKCNBJ', 'KOEXKRSE', 'BFTVVNVX', 'NCBKSAJE', 'EBILAEAD', 'SBININBB', 'ITAUBRSP', 'NWBKGB2L', 'BOFIIE2D', 'RZBAATWW', 'UBSWCHZH80A'];

// ---------- cards ----------
const CARD = {
  visa: { len: 16, pre: (r) => '4' + r.digits(5) }, mastercard: { len: 16, pre: (r) => (r.chance(0.7) ? String(r.int(51, 55)) + r.digits(4) : String(r.int(2221, 2720)) + r.digits(2)) },
  amex: { len: 15, pre: (r) => r.pick(['34', '37']) + r.digits(4) }, discover: { len: 16, pre: (r) => '6011' + r.digits(2) }, jcb: { len: 16, pre: (r) => String(r.int(3528, 3589)) + r.digits(2) },
  unionpay: { len: 16, pre: (r) => '62' + r.pick(['2126', '4000', '6200', '8200']) }, diners: { len: 14, pre: (r) => '36' + r.digits(4) }, mir: { len: 16, pre: (r) => '220' + r.int(0, 4) + r.digits(2) },
  troy: { len: 16, pre: (r) => '9792' + r.digits(2) }, rupay: { len: 16, pre: (r) => r.pick(['6521', '6522', '6070', '5085']) + r.digits(2) }, maestro: { len: 19, pre: (r) => r.pick(['6759', '5018', '5020', '6763']) + r.digits(2) },
};
export function card(r, brand) {
  const c = CARD[brand]; const body = c.pre(r) + r.digits(c.len - 7); const n = body + luhnDigit(body);
  const style = r.int(0, 3);
  if (style === 0) return n;
  const sep = style === 1 ? ' ' : style === 2 ? '-' : ' ';
  if (brand === 'amex') return [n.slice(0, 4), n.slice(4, 10), n.slice(10)].join(sep);
  if (brand === 'diners') return [n.slice(0, 4), n.slice(4, 10), n.slice(10)].join(sep);
  return n.match(/.{1,4}/g).join(sep);
}
export const CARD_BRANDS = Object.keys(CARD);

// ---------- network ----------
export function publicIPv4(r) { for (;;) { const a = r.int(1, 223); if ([10, 127, 0, 100, 169, 172, 192, 198, 203].includes(a)) continue; return `${a}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`; } }
export function privateIPv4(r) { const k = r.int(0, 2); return k === 0 ? `10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}` : k === 1 ? `192.168.${r.int(0, 255)}.${r.int(1, 254)}` : `172.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(1, 254)}`; }
export function ipv6(r) { const g = () => r.chars(r.int(1, 4), HEX).replace(/^0+(?=.)/, ''); const pre = r.pick(['2001:db9', '2a02:' + g(), '2a01:' + g(), '2600:' + g(), '2406:' + g(), '2c0f:' + g()]); return r.chance(0.5) ? `${pre}:${g()}:${g()}:${g()}:${g()}:${g()}:${g()}` : `${pre}:${g()}::${g()}`; }

// ---------- crypto wallets ----------
export function wallet(r) {
  const rb = (n) => Buffer.from(Array.from({ length: n }, () => r.int(0, 255)));
  const k = r.pick(['btc_p2pkh', 'btc_p2sh', 'btc_bech32', 'btc_taproot', 'eth', 'eth', 'ltc', 'doge', 'trx', 'xrp', 'sol', 'ltc_bech32']);
  switch (k) {
    case 'btc_p2pkh': return [k, b58check(Buffer.concat([Buffer.from([0]), rb(20)]))];
    case 'btc_p2sh': return [k, b58check(Buffer.concat([Buffer.from([5]), rb(20)]))];
    case 'btc_bech32': return [k, bech32Encode('bc', 0, rb(20))];
    case 'btc_taproot': return [k, bech32Encode('bc', 1, rb(32), 0x2bc830a3)];
    case 'ltc_bech32': return [k, bech32Encode('ltc', 0, rb(20))];
    case 'eth': return [k, '0x' + rb(20).toString('hex')];
    case 'ltc': return [k, b58check(Buffer.concat([Buffer.from([0x30]), rb(20)]))];
    case 'doge': return [k, b58check(Buffer.concat([Buffer.from([0x1e]), rb(20)]))];
    case 'trx': return [k, b58check(Buffer.concat([Buffer.from([0x41]), rb(20)]))];
    case 'xrp': return [k, b58check(Buffer.concat([Buffer.from([0]), rb(20)]), 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz')];
    case 'sol': { let s; do { s = b58check(rb(28)); } while (s.length < 43); return [k, s.slice(0, 44)]; }
  }
}

// ---------- secrets ----------
const hx = (r, n) => r.chars(n, HEX);
const an = (r, n) => r.chars(n, ALNUM);
export function apiKey(r, vendor) {
  const V = {
    aws_access_key_id: () => r.pick(['AKIA', 'ASIA']) + r.chars(16, UP + '234567'),
    aws_secret_access_key: () => r.chars(40, ALNUM + '+/'),
    github_pat: () => 'ghp_' + an(r, 36),
    github_fine_grained: () => 'github_pat_11' + r.chars(20, UP + DG) + '_' + an(r, 59),
    gitlab_pat: () => 'glpat-' + r.chars(20, ALNUM + '-_'),
    slack_bot: () => `xoxb-${r.digits(12)}-${r.digits(13)}-${an(r, 24)}`,
    slack_webhook: () => `https://hooks.slack.com/services/T${r.chars(8, UP + DG)}/B${r.chars(10, UP + DG)}/${an(r, 24)}`,
    stripe_secret: () => r.pick(['sk_live_', 'rk_live_', 'sk_test_']) + an(r, r.pick([24, 99])),
    openai: () => (r.chance(0.6) ? 'sk-proj-' + r.chars(156, ALNUM + '-_') : 'sk-' + an(r, 20) + 'T3BlbkFJ' + an(r, 20)),
    anthropic: () => 'sk-ant-api03-' + r.chars(93, ALNUM + '-_') + 'AA',
    google_api: () => 'AIza' + r.chars(35, ALNUM + '-_'),
    sendgrid: () => 'SG.' + r.chars(22, ALNUM + '-_') + '.' + r.chars(43, ALNUM + '-_'),
    twilio_api_key: () => 'SK' + hx(r, 32),
    mailgun: () => 'key-' + hx(r, 32),
    npm: () => 'npm_' + an(r, 36),
    pypi: () => 'pypi-AgEIcHlwaS5vcmc' + r.chars(r.int(60, 140), ALNUM + '-_'),
    shopify: () => r.pick(['shpat_', 'shpss_', 'shpca_']) + hx(r, 32),
    huggingface: () => 'hf_' + r.chars(34, UP + LO),
    digitalocean: () => 'dop_v1_' + hx(r, 64),
    sentry_auth: () => 'sntrys_' + r.chars(60, ALNUM),
    newrelic: () => 'NRAK-' + r.chars(27, UP + DG),
    grafana: () => 'glsa_' + an(r, 32) + '_' + hx(r, 8),
    databricks: () => 'dapi' + hx(r, 32),
    replicate: () => 'r8_' + an(r, 37),
    groq: () => 'gsk_' + an(r, 52),
    notion: () => 'ntn_' + r.digits(11) + an(r, 35),
    airtable: () => 'pat' + an(r, 14) + '.' + hx(r, 64),
    supabase: () => 'sbp_' + hx(r, 40),
    postman: () => `PMAK-${hx(r, 24)}-${hx(r, 34)}`,
    pulumi: () => 'pul-' + hx(r, 40),
    linear: () => 'lin_api_' + an(r, 40),
    doppler: () => 'dp.pt.' + an(r, 43),
    telegram_bot: () => `${r.int(100000000, 7999999999)}:AA${r.chars(33, ALNUM + '-_')}`,
    square: () => 'EAAA' + r.chars(60, ALNUM + '-_'),
    alibaba: () => 'LTAI' + an(r, r.pick([16, 20])),
    tencent: () => 'AKID' + an(r, 32),
    azure_storage_key: () => r.chars(86, ALNUM + '+/') + '==',
    mailchimp: () => hx(r, 32) + '-us' + r.int(1, 21),
    figma: () => 'figd_' + r.chars(40, ALNUM + '-_'),
    vercel: () => an(r, 24),
    cloudflare: () => r.chars(40, ALNUM + '-_'),
    datadog_api: () => hx(r, 32),
    planetscale: () => 'pscale_tkn_' + r.chars(43, ALNUM + '_'),
    atlassian: () => 'ATATT3xFfGF0' + r.chars(170, ALNUM + '-_') + '=' + r.chars(8, UP + DG),
    xai: () => 'xai-' + an(r, 80),
  };
  return V[vendor]();
}
export const API_VENDORS = ['aws_access_key_id', 'aws_secret_access_key', 'github_pat', 'github_fine_grained', 'gitlab_pat', 'slack_bot', 'slack_webhook', 'stripe_secret', 'openai', 'anthropic', 'google_api', 'sendgrid', 'twilio_api_key', 'mailgun', 'npm', 'pypi', 'shopify', 'huggingface', 'digitalocean', 'sentry_auth', 'newrelic', 'grafana', 'databricks', 'replicate', 'groq', 'notion', 'airtable', 'supabase', 'postman', 'pulumi', 'linear', 'doppler', 'telegram_bot', 'square', 'alibaba', 'tencent', 'azure_storage_key', 'mailchimp', 'figma', 'planetscale', 'atlassian', 'xai'];
// env var names matching a vendor
export const VENDOR_ENV = { aws_access_key_id: 'AWS_ACCESS_KEY_ID', aws_secret_access_key: 'AWS_SECRET_ACCESS_KEY', github_pat: 'GITHUB_TOKEN', github_fine_grained: 'GH_TOKEN', gitlab_pat: 'GITLAB_TOKEN', slack_bot: 'SLACK_BOT_TOKEN', slack_webhook: 'SLACK_WEBHOOK_URL', stripe_secret: 'STRIPE_SECRET_KEY', openai: 'OPENAI_API_KEY', anthropic: 'ANTHROPIC_API_KEY', google_api: 'GOOGLE_MAPS_API_KEY', sendgrid: 'SENDGRID_API_KEY', twilio_api_key: 'TWILIO_API_KEY', mailgun: 'MAILGUN_API_KEY', npm: 'NPM_TOKEN', pypi: 'PYPI_TOKEN', shopify: 'SHOPIFY_ACCESS_TOKEN', huggingface: 'HF_TOKEN', digitalocean: 'DIGITALOCEAN_TOKEN', sentry_auth: 'SENTRY_AUTH_TOKEN', newrelic: 'NEW_RELIC_API_KEY', grafana: 'GRAFANA_SA_TOKEN', databricks: 'DATABRICKS_TOKEN', replicate: 'REPLICATE_API_TOKEN', groq: 'GROQ_API_KEY', notion: 'NOTION_TOKEN', airtable: 'AIRTABLE_PAT', supabase: 'SUPABASE_ACCESS_TOKEN', postman: 'POSTMAN_API_KEY', pulumi: 'PULUMI_ACCESS_TOKEN', linear: 'LINEAR_API_KEY', doppler: 'DOPPLER_TOKEN', telegram_bot: 'TELEGRAM_BOT_TOKEN', square: 'SQUARE_ACCESS_TOKEN', alibaba: 'ALIBABA_CLOUD_ACCESS_KEY_ID', tencent: 'TENCENTCLOUD_SECRET_ID', azure_storage_key: 'AZURE_STORAGE_KEY', mailchimp: 'MAILCHIMP_API_KEY', figma: 'FIGMA_TOKEN', planetscale: 'PLANETSCALE_SERVICE_TOKEN', atlassian: 'JIRA_API_TOKEN', xai: 'XAI_API_KEY' };

const b64u = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
export function accessToken(r, kind) {
  switch (kind) {
    case 'jwt': {
      const now = 1760000000 + r.int(0, 30000000);
      const h = { alg: r.pick(['HS256', 'RS256', 'ES256']), typ: 'JWT' }; if (h.alg !== 'HS256') h.kid = hx(r, 16);
      const p = { sub: r.chance(0.5) ? String(r.int(10000, 9999999)) : crypto.randomUUID ? uuid(r) : '', iat: now, exp: now + r.pick([900, 3600, 86400]), scope: r.pick(['openid profile email', 'read:orders', 'api', 'admin']) };
      if (r.chance(0.5)) p.iss = r.pick(['https://auth.internal', 'https://login.example-idp.net', 'accounts']);
      return b64u(h) + '.' + b64u(p) + '.' + r.chars(h.alg === 'HS256' ? 43 : 86, B64URL);
    }
    case 'bearer_opaque': return r.chars(r.pick([32, 40, 64]), ALNUM + '-._~');
    case 'google_oauth': return 'ya29.' + r.chars(r.int(120, 180), ALNUM + '-_');
    case 'facebook_oauth': return 'EAA' + r.pick(['B', 'G', 'J']) + r.chars(r.int(150, 200), ALNUM);
    case 'github_oauth': return r.pick(['gho_', 'ghu_', 'ghs_']) + an(r, 36);
    case 'refresh_token': return r.pick(['1//0', 'rt_', 'def50200']) + r.chars(r.int(60, 100), ALNUM + '-_');
    case 'session_cookie': return r.pick(['s%3A', '']) + r.chars(32, ALNUM + '-_') + (r.chance(0.5) ? '.' + r.chars(43, B64URL) : '');
    case 'php_session': return r.chars(26, LO + DG);
    case 'vault_token': return 'hvs.' + r.chars(90, ALNUM + '-_');
    case 'azure_sas': return `sv=2022-11-02&ss=b&srt=sco&sp=rwdlacupiytfx&se=2026-12-31T23:59:59Z&st=2026-01-01T00:00:00Z&spr=https&sig=${encodeURIComponent(r.chars(43, B64) + '=')}`;
  }
}
export const TOKEN_KINDS = ['jwt', 'jwt', 'jwt', 'bearer_opaque', 'google_oauth', 'facebook_oauth', 'github_oauth', 'refresh_token', 'session_cookie', 'php_session', 'vault_token', 'azure_sas'];
export function uuid(r) { const h = hx(r, 32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[r.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20)}`; }

// Private key blocks. Returns {type, text}; text is the multi-line block.
export function privateKey(r, kind) {
  const b64lines = (prefix, n) => { const s = prefix + r.chars(n - prefix.length, B64); const lines = s.match(/.{1,64}/g); return lines; };
  const blk = (label, prefix, n, extraHdr = '') => [`-----BEGIN ${label}-----`, ...(extraHdr ? [extraHdr, ''] : []), ...b64lines(prefix, n), `-----END ${label}-----`].join('\n');
  switch (kind) {
    case 'rsa': return blk('RSA PRIVATE KEY', 'MIIEow' + r.pick(['IBAAKCAQEA', 'IBAAKCAQEA']), 1588);
    case 'pkcs8': return blk('PRIVATE KEY', 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKc', 1620);
    case 'ec': return blk('EC PRIVATE KEY', 'MHcCAQEEI', 164);
    case 'openssh': return blk('OPENSSH PRIVATE KEY', 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW', 396);
    case 'pgp': return blk('PGP PRIVATE KEY BLOCK', 'lQVYBG', 1200) .replace('-----\nlQ', '-----\n\nlQ');
    case 'encrypted': return blk('ENCRYPTED PRIVATE KEY', 'MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHA', 1736);
  }
}
export const KEY_KINDS = ['rsa', 'pkcs8', 'ec', 'openssh', 'pgp', 'encrypted'];
export function wireguardKey(r) { return r.chars(42, B64) + r.pick('AEIMQUYcgkosw048') + '='; }
export function ageKey(r) { return 'AGE-SECRET-KEY-1' + r.chars(58, 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L'); }
export function puttyKey(r) { return ['PuTTY-User-Key-File-3: ssh-ed25519', 'Encryption: none', `Comment: ${r.pick(['deploy', 'eddsa-key-2026', 'backup'])}`, 'Public-Lines: 2', r.chars(64, B64), r.chars(4, B64) + '=', 'Private-Lines: 1', r.chars(43, B64) + '=', `Private-MAC: ${hx(r, 64)}`].join('\n'); }

export function password(r) {
  const k = r.int(0, 4);
  const sym = '!#$%&*+-=?@^_~.';
  if (k === 0) return r.chars(r.int(10, 18), ALNUM + sym);
  if (k === 1) return r.pick(['Sommer', 'Winter', 'Kaffee', 'Soleil', 'Gato', 'Tigre', 'Panda', 'Falcon', 'Kirsche', 'Yildiz', 'Sakura', 'Hanoi', 'Lotus', 'Zefir', 'Oranje', 'Fika']) + r.int(1960, 2030) + r.pick(sym);
  if (k === 2) return an(r, 4) + r.pick(sym) + an(r, 6) + r.pick(sym) + an(r, 3);
  if (k === 3) return [r.pick(['correct', 'blue', 'river', 'stone', 'velvet', 'orbit', 'maple', 'copper']), r.pick(['horse', 'lamp', 'tiger', 'cloud', 'piano', 'lemon']), r.pick(['battery', 'staple', 'garden', 'rocket'])].join(r.pick(['-', '.', '_'])) + r.int(1, 99);
  return r.chars(r.int(12, 24), ALNUM);
}
export function dbUser(r) { return r.pick(['app', 'svc_billing', 'admin', 'etl_user', 'reporting', 'api_rw', 'crm', 'postgres', 'root', 'orders_app']); }
export function host(r) { return r.pick(['db-prod-01.internal', 'pg-main.eu-central-1.rds.amazonaws.com', 'mysql.billing.svc.cluster.local', 'cluster0.' + r.chars(5, LO + DG) + '.mongodb.net', 'redis-' + r.int(10000, 19999) + '.c' + r.int(1, 300) + '.eu-west-1-2.ec2.cloud.redislabs.com', '10.20.' + r.int(0, 255) + '.' + r.int(1, 254), 'sql-' + r.chars(6, LO) + '.database.windows.net', 'rabbitmq.queue.local']); }
export function connString(r, kind) {
  const u = dbUser(r); const pw = encodeURIComponent(password(r)).replace(/%/g, '%'); const h = host(r); const db = r.pick(['orders', 'patients', 'crm', 'billing', 'hr_core', 'lms', 'bookings', 'claims']);
  switch (kind) {
    case 'postgres': return `postgresql://${u}:${pw}@${h}:5432/${db}${r.chance(0.4) ? '?sslmode=require' : ''}`;
    case 'mysql': return `mysql://${u}:${pw}@${h}:3306/${db}`;
    case 'mongodb': return `mongodb+srv://${u}:${pw}@cluster0.${r.chars(5, LO + DG)}.mongodb.net/${db}?retryWrites=true&w=majority`;
    case 'redis': return `redis://${r.chance(0.5) ? 'default' : ''}:${pw}@${h}:6379/0`;
    case 'amqp': return `amqps://${u}:${pw}@${h}:5671/${r.pick(['%2F', 'prod'])}`;
    case 'mssql': return `Server=tcp:sql-${r.chars(6, LO)}.database.windows.net,1433;Initial Catalog=${db};User ID=${u};Password=${password(r).replace(/[;=]/g, 'x')};Encrypt=True;`;
    case 'jdbc': return `jdbc:postgresql://${h}:5432/${db}?user=${u}&password=${pw}`;
    case 'azure_storage': return `DefaultEndpointsProtocol=https;AccountName=${r.chars(10, LO + DG)};AccountKey=${r.chars(86, ALNUM + '+/')}==;EndpointSuffix=core.windows.net`;
    case 'servicebus': return `Endpoint=sb://${r.chars(8, LO)}.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${r.chars(43, B64)}=`;
    case 'smtp': return `smtp://${r.pick(['noreply', 'mailer', 'alerts'])}%40${r.pick(['shop', 'clinic', 'corp'])}.${r.pick(['de', 'fr', 'io', 'com'])}:${pw}@smtp.${r.pick(['office365.com', 'sendgrid.net', 'mailgun.org'])}:587`;
  }
}
export const CONN_KINDS = ['postgres', 'postgres', 'mysql', 'mongodb', 'redis', 'amqp', 'mssql', 'jdbc', 'azure_storage', 'servicebus', 'smtp'];
export const sha = (r, n) => hx(r, n);
