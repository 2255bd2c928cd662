// Value generators for the pii_secrets evaluation corpus, one per (category, type). Written from
// vendor and standards documentation (cited per entry), never from the rule packs' patterns or
// examples, so the evaluation is not circular. Checksummed formats come from the validators'
// own generate() functions (the checksum algorithms are the standards, not detection rules).
// All values are fake: drawn from a seeded generator, so no real credential is ever produced.

import type { Rng } from '../../src/engine/examples/rng.js';
import { getValidator, type ValidatorParams } from '../../src/engine/validators/index.js';
import { githubChecksum } from '../../src/engine/validators/github-token-crc32.js';
import { luhnCheckDigit } from '../../src/engine/validators/checksum.js';
import { encodeBase64, randomBytes } from '../../src/engine/validators/codecs.js';

/** Credentials: a finding of any of these on a credential label counts (naming differs by tool). */
export const SECRET_CATEGORIES = ['api_key', 'access_token', 'private_key', 'password', 'connection_string'] as const;
export const PII_CATEGORIES = [
  'email', 'phone', 'credit_card', 'bank_account', 'national_id', 'passport', 'ip_address',
  'crypto_wallet', 'date_of_birth', 'address', 'person_name',
] as const;
export type SecretCategory = (typeof SECRET_CATEGORIES)[number];
export type PiiCategory = (typeof PII_CATEGORIES)[number];
export type Category = SecretCategory | PiiCategory;

export function isSecretCategory(c: string): c is SecretCategory {
  return (SECRET_CATEGORIES as readonly string[]).includes(c);
}

/** One generated sensitive value. `soft`: sensitive only by a judgement a format cannot carry (see evaluate.ts). */
export interface Sample {
  value: string;
  category: Category;
  type: string;
  soft?: boolean;
  /** Set when `value` is the encoded form of the secret (the engine reports the encoded span). */
  encoding?: string;
}

export const DIGITS = '0123456789';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const ALNUM = DIGITS + UPPER + LOWER;
export const HEX = '0123456789abcdef';
export const B64 = UPPER + LOWER + DIGITS + '+/';
export const B64URL = UPPER + LOWER + DIGITS + '-_';
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A value from a named validator's generator (checksums per the validator's cited standard). */
export function viaValidator(name: string, rng: Rng, params?: ValidatorParams): string {
  const v = getValidator(name);
  if (!v?.generate) throw new Error(`validator ${name} has no generator`);
  return v.generate(rng, params);
}

export function hasGenerator(name: string): boolean {
  return getValidator(name)?.generate !== undefined;
}

const between = (rng: Rng, lo: number, hi: number): number => lo + rng.int(hi - lo + 1);
const digits = (rng: Rng, n: number): string => rng.string(DIGITS, n);

// ---------------------------------------------------------------------------------------------
// Secrets
// ---------------------------------------------------------------------------------------------

export interface SecretFormat {
  type: string;
  category: SecretCategory;
  /** Names the value is usually stored under (env style); contexts re-case them. */
  keys: readonly string[];
  /** True when the value starts with a vendor prefix (readable without its key name). */
  prefixed: boolean;
  /** Relative frequency in the corpus. */
  weight: number;
  gen(rng: Rng): string;
  /** Where the format is documented. */
  source: string;
}

export const SECRET_FORMATS: readonly SecretFormat[] = [
  {
    // 20 chars: a 4-letter prefix (AKIA long-term, ASIA STS) and 16 base32 characters.
    type: 'aws_access_key_id', category: 'api_key', prefixed: true, weight: 4,
    keys: ['AWS_ACCESS_KEY_ID', 'aws_access_key_id', 'AccessKeyId'],
    gen: (rng) => rng.pick(['AKIA', 'AKIA', 'AKIA', 'ASIA']) + rng.string(BASE32, 16),
    source: 'https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_identifiers.html#identifiers-unique-ids',
  },
  {
    // 40 characters of base64 alphabet; no prefix, so only its key name gives it away.
    type: 'aws_secret_access_key', category: 'api_key', prefixed: false, weight: 4,
    keys: ['AWS_SECRET_ACCESS_KEY', 'aws_secret_access_key', 'SecretAccessKey'],
    gen: (rng) => rng.string(UPPER + LOWER + DIGITS + '/+', 40),
    source: 'https://docs.aws.amazon.com/IAM/latest/UserGuide/id_credentials_access-keys.html',
  },
  {
    // ghp_/gho_/ghu_/ghs_/ghr_ + 30 base62 + CRC32 (6 base62).
    type: 'github_token', category: 'api_key', prefixed: true, weight: 5,
    keys: ['GITHUB_TOKEN', 'GH_TOKEN', 'GITHUB_PAT', 'GH_ENTERPRISE_TOKEN'],
    gen: (rng) => viaValidator('github-token-crc32', rng, { prefix: rng.pick(['ghp', 'ghp', 'ghp', 'gho', 'ghs', 'ghu', 'ghr']) }),
    source: 'https://github.blog/2021-04-05-behind-githubs-new-authentication-token-formats/',
  },
  {
    // Fine-grained PAT: github_pat_ + 22 alphanumerics + "_" + 59 alphanumerics.
    type: 'github_fine_grained_pat', category: 'api_key', prefixed: true, weight: 2,
    keys: ['GITHUB_TOKEN', 'GH_PAT'],
    gen: (rng) => `github_pat_11${rng.string(UPPER + DIGITS, 20)}_${rng.string(ALNUM, 59)}`,
    source: 'https://docs.github.com/en/authentication/keeping-your-account-and-data-secure/about-authentication-to-github#githubs-token-formats',
  },
  {
    type: 'gitlab_pat', category: 'api_key', prefixed: true, weight: 3,
    keys: ['GITLAB_TOKEN', 'CI_DEPLOY_TOKEN', 'GITLAB_PRIVATE_TOKEN'],
    gen: (rng) => rng.pick(['glpat-', 'glpat-', 'glpat-', 'gldt-', 'glrt-']) + rng.string(ALNUM + '_-', 20),
    source: 'https://docs.gitlab.com/ee/security/tokens/#token-prefixes',
  },
  {
    // Bot token: xoxb-<team digits>-<bot digits>-<24 alphanumerics>.
    type: 'slack_bot_token', category: 'api_key', prefixed: true, weight: 3,
    keys: ['SLACK_BOT_TOKEN', 'SLACK_TOKEN'],
    gen: (rng) => `xoxb-${digits(rng, between(rng, 10, 13))}-${digits(rng, between(rng, 10, 13))}-${rng.string(ALNUM, 24)}`,
    source: 'https://api.slack.com/authentication/token-types',
  },
  {
    type: 'slack_user_token', category: 'api_key', prefixed: true, weight: 1,
    keys: ['SLACK_USER_TOKEN'],
    gen: (rng) => `xoxp-${digits(rng, 11)}-${digits(rng, 11)}-${digits(rng, 13)}-${rng.string(HEX, 32)}`,
    source: 'https://api.slack.com/authentication/token-types',
  },
  {
    // The secret part of https://hooks.slack.com/services/T…/B…/… (the label covers T… onward).
    type: 'slack_webhook', category: 'api_key', prefixed: true, weight: 3,
    keys: ['SLACK_WEBHOOK_URL', 'SLACK_WEBHOOK'],
    gen: (rng) => `https://hooks.slack.com/services/T${rng.string(UPPER + DIGITS, between(rng, 8, 10))}/B${rng.string(UPPER + DIGITS, between(rng, 8, 10))}/${rng.string(ALNUM, 24)}`,
    source: 'https://api.slack.com/messaging/webhooks',
  },
  {
    type: 'stripe_secret_key', category: 'api_key', prefixed: true, weight: 4,
    keys: ['STRIPE_SECRET_KEY', 'STRIPE_API_KEY', 'STRIPE_KEY'],
    gen: (rng) => rng.pick(['sk_live_', 'sk_live_', 'rk_live_', 'sk_test_']) + rng.string(ALNUM, rng.pick([24, 99])),
    source: 'https://docs.stripe.com/keys',
  },
  {
    // "AIza" + 35 characters of [A-Za-z0-9_-].
    type: 'google_api_key', category: 'api_key', prefixed: true, weight: 3,
    keys: ['GOOGLE_API_KEY', 'GOOGLE_MAPS_API_KEY', 'FIREBASE_API_KEY', 'GEMINI_API_KEY'],
    gen: (rng) => 'AIza' + rng.string(B64URL, 35),
    source: 'https://cloud.google.com/docs/authentication/api-keys',
  },
  {
    // Project/service-account keys carry the base64 of "OpenAI" (T3BlbkFJ) between two runs.
    type: 'openai_api_key', category: 'api_key', prefixed: true, weight: 4,
    keys: ['OPENAI_API_KEY', 'OPENAI_KEY'],
    gen: (rng) => {
      const kind = rng.int(4);
      if (kind === 0) return `sk-${rng.string(ALNUM, 20)}T3BlbkFJ${rng.string(ALNUM, 20)}`;
      const prefix = kind === 1 ? 'sk-svcacct-' : 'sk-proj-';
      return `${prefix}${rng.string(B64URL, 74)}T3BlbkFJ${rng.string(B64URL, 74)}`;
    },
    source: 'https://platform.openai.com/docs/api-reference/authentication',
  },
  {
    // sk-ant-api03- + 93 characters of [A-Za-z0-9_-] + "AA" (108 characters in all).
    type: 'anthropic_api_key', category: 'api_key', prefixed: true, weight: 3,
    keys: ['ANTHROPIC_API_KEY', 'CLAUDE_API_KEY'],
    gen: (rng) => `sk-ant-${rng.pick(['api03', 'api03', 'admin01'])}-${rng.string(B64URL, 93)}AA`,
    source: 'https://docs.anthropic.com/en/api/getting-started#authentication',
  },
  {
    // npm_ + 30 base62 + CRC32 in 6 base62 digits (same design as GitHub's tokens).
    type: 'npm_token', category: 'api_key', prefixed: true, weight: 3,
    keys: ['NPM_TOKEN', 'NODE_AUTH_TOKEN'],
    gen: (rng) => {
      const body = rng.string(ALNUM, 30);
      return `npm_${body}${githubChecksum(body)}`;
    },
    source: 'https://github.blog/changelog/2021-09-23-npm-has-a-new-access-token-format/',
  },
  {
    // SG. + 22-char id + "." + 43-char secret, both base64url.
    type: 'sendgrid_api_key', category: 'api_key', prefixed: true, weight: 2,
    keys: ['SENDGRID_API_KEY'],
    gen: (rng) => `SG.${rng.string(B64URL, 22)}.${rng.string(B64URL, 43)}`,
    source: 'https://www.twilio.com/docs/sendgrid/ui/account-and-settings/api-keys',
  },
  {
    // API key SID: "SK" + 32 hex (the secret travels with it).
    type: 'twilio_api_key', category: 'api_key', prefixed: true, weight: 1,
    keys: ['TWILIO_API_KEY'],
    gen: (rng) => 'SK' + rng.string(HEX, 32),
    source: 'https://www.twilio.com/docs/iam/api-keys',
  },
  {
    // Auth token: 32 lower-case hex, recognisable only by its key name.
    type: 'twilio_auth_token', category: 'api_key', prefixed: false, weight: 1,
    keys: ['TWILIO_AUTH_TOKEN'],
    gen: (rng) => rng.string(HEX, 32),
    source: 'https://www.twilio.com/docs/iam/api/authtoken',
  },
  {
    type: 'huggingface_token', category: 'api_key', prefixed: true, weight: 2,
    keys: ['HF_TOKEN', 'HUGGINGFACE_HUB_TOKEN', 'HUGGING_FACE_HUB_TOKEN'],
    gen: (rng) => 'hf_' + rng.string(UPPER + LOWER, 34),
    source: 'https://huggingface.co/docs/hub/security-tokens',
  },
  {
    type: 'docker_pat', category: 'api_key', prefixed: true, weight: 1,
    keys: ['DOCKERHUB_TOKEN', 'DOCKER_PASSWORD'],
    gen: (rng) => 'dckr_pat_' + rng.string(B64URL, 27),
    source: 'https://docs.docker.com/security/for-developers/access-tokens/',
  },
  {
    type: 'shopify_access_token', category: 'api_key', prefixed: true, weight: 1,
    keys: ['SHOPIFY_ACCESS_TOKEN', 'SHOPIFY_ADMIN_TOKEN'],
    gen: (rng) => rng.pick(['shpat_', 'shpca_', 'shppa_']) + rng.string(HEX, 32),
    source: 'https://shopify.dev/docs/apps/build/authentication-authorization/access-tokens',
  },
  {
    type: 'digitalocean_token', category: 'api_key', prefixed: true, weight: 1,
    keys: ['DIGITALOCEAN_TOKEN', 'DO_API_TOKEN'],
    gen: (rng) => rng.pick(['dop_v1_', 'doo_v1_']) + rng.string(HEX, 64),
    source: 'https://docs.digitalocean.com/reference/api/create-personal-access-token/',
  },
  {
    // Macaroon: "pypi-" + base64url starting with the encoding of its "pypi.org" location.
    type: 'pypi_token', category: 'api_key', prefixed: true, weight: 1,
    keys: ['PYPI_TOKEN', 'TWINE_PASSWORD'],
    gen: (rng) => 'pypi-AgEIcHlwaS5vcmc' + rng.string(B64URL, between(rng, 60, 150)),
    source: 'https://pypi.org/help/#apitoken',
  },
  {
    // <bot id>:<35 chars starting with AA> as issued by @BotFather.
    type: 'telegram_bot_token', category: 'api_key', prefixed: false, weight: 1,
    keys: ['TELEGRAM_BOT_TOKEN', 'TG_TOKEN'],
    gen: (rng) => `${between(rng, 1, 9)}${digits(rng, between(rng, 8, 9))}:AA${rng.string(B64URL, 33)}`,
    source: 'https://core.telegram.org/bots/api#authorizing-your-bot',
  },
  {
    // 32 hex; only the key name (DD_API_KEY) identifies it.
    type: 'datadog_api_key', category: 'api_key', prefixed: false, weight: 1,
    keys: ['DD_API_KEY', 'DATADOG_API_KEY'],
    gen: (rng) => rng.string(HEX, 32),
    source: 'https://docs.datadoghq.com/account_management/api-app-keys/',
  },
  {
    // 64 random bytes in base64 (88 characters ending in "==").
    type: 'azure_storage_account_key', category: 'api_key', prefixed: false, weight: 1,
    keys: ['AZURE_STORAGE_KEY', 'AccountKey'],
    gen: (rng) => encodeBase64(randomBytes(rng, 64)),
    source: 'https://learn.microsoft.com/en-us/azure/storage/common/storage-account-keys-manage',
  },
  {
    // JWS compact serialisation: base64url(header).base64url(payload).base64url(signature).
    type: 'jwt', category: 'access_token', prefixed: true, weight: 4,
    keys: ['ACCESS_TOKEN', 'AUTH_TOKEN', 'ID_TOKEN', 'JWT'],
    gen: (rng) => viaValidator('jwt', rng, { alg: rng.pick(['HS256', 'RS256', 'ES256']) }),
    source: 'https://www.rfc-editor.org/rfc/rfc7519',
  },
  {
    // Opaque OAuth bearer token (RFC 6750 b64token), recognisable only by the header or key name.
    type: 'bearer_token', category: 'access_token', prefixed: false, weight: 2,
    keys: ['ACCESS_TOKEN', 'API_TOKEN', 'AUTH_TOKEN'],
    gen: (rng) => rng.string(B64URL, between(rng, 32, 64)),
    source: 'https://www.rfc-editor.org/rfc/rfc6750#section-2.1',
  },
];

export function pickSecretFormat(rng: Rng, filter?: (f: SecretFormat) => boolean): SecretFormat {
  const list = filter ? SECRET_FORMATS.filter(filter) : SECRET_FORMATS;
  const total = list.reduce((s, f) => s + f.weight, 0);
  let r = rng.int(total);
  for (const f of list) {
    r -= f.weight;
    if (r < 0) return f;
  }
  return list[list.length - 1]!;
}

export function secret(rng: Rng, format: SecretFormat): Sample {
  return { value: format.gen(rng), category: format.category, type: format.type };
}

/** Private keys: PEM (PKCS#1, PKCS#8), OpenSSH and OpenPGP armour (RFC 7468, RFC 4880, PROTOCOL.key). */
export function privateKey(rng: Rng, options: { escaped?: boolean } = {}): Sample {
  const kind = rng.int(6);
  const escaped = options.escaped === true;
  if (kind <= 1) return { value: viaValidator('pem-block', rng, { label: 'RSA PRIVATE KEY', escaped }), category: 'private_key', type: 'rsa_private_key' };
  if (kind <= 3) return { value: viaValidator('pem-block', rng, { label: 'PRIVATE KEY', escaped }), category: 'private_key', type: 'pkcs8_private_key' };
  if (kind === 4 || escaped) return { value: viaValidator('openssh-private-key', rng, { escaped }), category: 'private_key', type: 'openssh_private_key' };
  return { value: viaValidator('pgp-private-key-block', rng), category: 'private_key', type: 'pgp_private_key' };
}

/** Passwords people actually set: word+digits+symbol, random strings, passphrases. */
export function password(rng: Rng): string {
  const words = ['Summer', 'winter', 'Falcon', 'orange', 'Monkey', 'Dragon', 'sunshine', 'Tiger', 'Berlin', 'Paris', 'coffee', 'Rocket', 'shadow', 'Maple', 'Harbor', 'nimbus'];
  switch (rng.int(5)) {
    case 0:
      return rng.pick(words) + between(rng, 1970, 2025) + rng.pick(['!', '#', '$', '?', '*', '']);
    case 1:
      return rng.string(ALNUM + '!#$%&*+-?@^_', between(rng, 12, 24));
    case 2:
      return `${rng.pick(words)}-${rng.pick(words).toLowerCase()}-${rng.pick(words).toLowerCase()}-${digits(rng, 2)}`;
    case 3:
      return rng.string(ALNUM, between(rng, 16, 32));
    default: {
      const w = rng.pick(words);
      return w[0]!.toUpperCase() + w.slice(1, 4) + rng.pick(['@', '#', '!']) + digits(rng, 4) + rng.string(LOWER, 3);
    }
  }
}

/** Characters RFC 3986 requires to be percent-encoded in userinfo. */
export function percentEncodeUserinfo(s: string): string {
  return s.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'));
}

export interface ConnectionUrl {
  /** Text before the password (scheme://user:). */
  head: string;
  password: string;
  /** Host after the "@" (private addresses are soft labels, see evaluate.ts). */
  host: string;
  /** Text after the host (:port/db…). */
  tail: string;
  type: string;
}

/** Database/broker URLs with credentials in the userinfo (RFC 3986 §3.2.1; vendors' URI docs). */
export function connectionUrl(rng: Rng, options: { encodedPassword?: boolean } = {}): ConnectionUrl {
  const user = rng.pick(['app', 'admin', 'postgres', 'root', 'svc_orders', 'reporting', 'deploy', 'etl_user']);
  let pw = password(rng);
  if (options.encodedPassword) pw = percentEncodeUserinfo(pw.replace(/^[A-Za-z0-9]{0,3}/, (m) => m + rng.pick(['@', '/', ':', '#', '%'])));
  else pw = pw.replace(/[@/:#%?[\]]/g, '');
  if (pw.length < 8) pw += rng.string(ALNUM, 8);
  const hosts: Record<string, readonly string[]> = {
    sql: ['db.internal', 'postgres-primary.prod.svc.cluster.local', 'mysql.acme-corp.net', `10.${rng.int(256)}.${rng.int(256)}.${between(rng, 2, 254)}`, 'orders-db.c9akciq32.eu-west-1.rds.amazonaws.com', 'pg.hooli.nl'],
    mongo: ['cluster0.x7kq2.mongodb.net', 'orders.mqw1e.mongodb.net', 'mongo-0.mongo.prod.svc.cluster.local'],
    redis: ['redis-master', 'cache.acme-corp.net', `10.${rng.int(256)}.${rng.int(256)}.${between(rng, 2, 254)}`, 'redis-12345.c1.eu-west-1-2.ec2.cloud.redislabs.com'],
    mq: ['mq.internal', 'rabbitmq.globex.io', 'b-7f3c.mq.eu-central-1.amazonaws.com'],
  };
  switch (rng.int(6)) {
    case 0: return { head: `postgres://${user}:`, password: pw, host: rng.pick(hosts.sql!), tail: `:5432/${rng.pick(['orders', 'app', 'analytics'])}`, type: 'postgres_url' };
    case 1: return { head: `postgresql://${user}:`, password: pw, host: rng.pick(hosts.sql!), tail: `/${rng.pick(['billing', 'app'])}?sslmode=require`, type: 'postgres_url' };
    case 2: return { head: `mysql://${user}:`, password: pw, host: rng.pick(hosts.sql!), tail: `:3306/${rng.pick(['shop', 'wordpress', 'crm'])}`, type: 'mysql_url' };
    case 3: return { head: `mongodb+srv://${user}:`, password: pw, host: rng.pick(hosts.mongo!), tail: `/${rng.pick(['test', 'prod'])}?retryWrites=true&w=majority`, type: 'mongodb_url' };
    case 4: return { head: `redis://${rng.pick(['', 'default'])}:`, password: pw, host: rng.pick(hosts.redis!), tail: `:6379/0`, type: 'redis_url' };
    default: return { head: `amqp://${user}:`, password: pw, host: rng.pick(hosts.mq!), tail: `:5672/${rng.pick(['%2F', 'vhost'])}`, type: 'amqp_url' };
  }
}

/** The URL as one string (for payloads that get encoded as a whole). */
export const urlText = (u: ConnectionUrl): string => `${u.head}${u.password}@${u.host}${u.tail}`;

// ---------------------------------------------------------------------------------------------
// PII
// ---------------------------------------------------------------------------------------------

/** Payment cards by brand: IIN ranges and lengths per ISO/IEC 7812 and the brands' published tables. */
export const CARD_BRANDS: ReadonlyArray<{ brand: string; prefixes: readonly string[]; length: number; weight: number }> = [
  { brand: 'visa', prefixes: ['4'], length: 16, weight: 5 },
  { brand: 'mastercard', prefixes: ['51', '52', '53', '54', '55', '2221', '2500', '2720'], length: 16, weight: 4 },
  { brand: 'amex', prefixes: ['34', '37'], length: 15, weight: 2 },
  { brand: 'discover', prefixes: ['6011', '65', '644'], length: 16, weight: 1 },
  { brand: 'jcb', prefixes: ['3528', '3566', '3589'], length: 16, weight: 1 },
  { brand: 'diners', prefixes: ['36', '300', '305'], length: 14, weight: 1 },
  { brand: 'unionpay', prefixes: ['62'], length: 16, weight: 1 },
  { brand: 'maestro', prefixes: ['6759', '5018', '6304'], length: 19, weight: 1 },
];

function groupDigits(d: string, sep: string): string {
  const sizes = d.length === 15 ? [4, 6, 5] : d.length === 14 ? [4, 6, 4] : [4, 4, 4, 4, 3];
  const out: string[] = [];
  let i = 0;
  for (const n of sizes) {
    if (i >= d.length) break;
    out.push(d.slice(i, i + n));
    i += n;
  }
  return out.join(sep);
}

export function cardNumber(rng: Rng, options: { brand?: string; sep?: string } = {}): Sample {
  const total = CARD_BRANDS.reduce((s, b) => s + b.weight, 0);
  let r = rng.int(total);
  let brand = CARD_BRANDS[0]!;
  for (const b of CARD_BRANDS) {
    r -= b.weight;
    if (r < 0) {
      brand = b;
      break;
    }
  }
  if (options.brand) brand = CARD_BRANDS.find((b) => b.brand === options.brand) ?? brand;
  const compact = viaValidator('luhn', rng, { prefix: rng.pick(brand.prefixes), length: brand.length });
  const sep = options.sep ?? rng.pick([' ', ' ', '-', '', '']);
  return { value: sep ? groupDigits(compact, sep) : compact, category: 'credit_card', type: `card_${brand.brand}` };
}

/** A card-shaped number whose Luhn check digit is wrong (hard negative). */
export function luhnInvalidCard(rng: Rng): string {
  const payload = rng.pick(['4', '5', '4', '37']) + digits(rng, 14);
  const good = luhnCheckDigit(payload.slice(0, 15));
  const bad = String((Number(good) + 1 + rng.int(9)) % 10);
  const d = payload.slice(0, 15) + bad;
  return rng.int(2) === 0 ? groupDigits(d, ' ') : d;
}

/** Documented test card numbers (Stripe, Adyen, Braintree docs): card numbers by format. */
export const TEST_CARDS = ['4242424242424242', '4111111111111111', '5555555555554444', '378282246310005', '6011111111111117', '5105105105105100', '4000056655665556'];

export function iban(rng: Rng, country: string, grouped?: boolean): Sample {
  return {
    value: viaValidator('iban-mod97', rng, { country, grouped: grouped ?? rng.int(2) === 0 }),
    category: 'bank_account',
    type: 'iban',
  };
}

export function publicIpv4(rng: Rng): Sample {
  return { value: viaValidator('ipv4', rng, { publicOnly: true }), category: 'ip_address', type: 'ipv4' };
}

export function privateIpv4(rng: Rng): Sample {
  const v = rng.pick([`10.${rng.int(256)}.${rng.int(256)}.${between(rng, 1, 254)}`, `192.168.${rng.int(256)}.${between(rng, 1, 254)}`, `172.${between(rng, 16, 31)}.${rng.int(256)}.${between(rng, 1, 254)}`]);
  // Private addresses identify a machine inside one network, not a person: soft.
  return { value: v, category: 'ip_address', type: 'ipv4_private', soft: true };
}

export function ipv6(rng: Rng): Sample {
  return { value: viaValidator('ipv6', rng), category: 'ip_address', type: 'ipv6' };
}

/** Wallet addresses: Base58Check P2PKH/P2SH, Bech32/Bech32m segwit, EIP-55 Ethereum. */
export function wallet(rng: Rng): Sample {
  switch (rng.int(5)) {
    case 0: return { value: viaValidator('btc-base58check', rng), category: 'crypto_wallet', type: 'btc_p2pkh' };
    case 1: return { value: viaValidator('btc-base58check', rng, { type: 'p2sh' }), category: 'crypto_wallet', type: 'btc_p2sh' };
    case 2: return { value: viaValidator('btc-bech32', rng, { version: rng.pick([0, 0, 1]) }), category: 'crypto_wallet', type: 'btc_bech32' };
    default: return { value: viaValidator('eth-address', rng, { checksum: rng.int(3) !== 0 }), category: 'crypto_wallet', type: 'eth_address' };
  }
}

/** Passport numbers per issuing state's published format (ICAO 9303 allows up to 9 characters). */
export const PASSPORT_FORMATS: Readonly<Record<string, (rng: Rng) => string>> = {
  // US: 9 digits (older) or a letter and 8 digits (Next Generation Passport).
  US: (rng) => (rng.int(2) === 0 ? digits(rng, 9) : rng.pick(['A', 'B', 'C', 'E']) + digits(rng, 8)),
  // UK: 9 digits.
  GB: (rng) => between(rng, 1, 9) + digits(rng, 8),
  // Germany: 9 characters from C F G H J K L M N P R T V W X Y Z and digits, starting with C/F/G/H/J/K.
  DE: (rng) => rng.pick(['C', 'F', 'G', 'H', 'J', 'K']) + rng.string('CFGHJKLMNPRTVWXYZ0123456789', 8),
  // France: 2 digits, 2 letters, 5 digits.
  FR: (rng) => digits(rng, 2) + rng.string(UPPER, 2) + digits(rng, 5),
  // Spain: 3 letters and 6 digits.
  ES: (rng) => rng.string(UPPER, 3) + digits(rng, 6),
  // Italy: 2 letters and 7 digits.
  IT: (rng) => rng.string(UPPER, 2) + digits(rng, 7),
  // Netherlands: 2 letters, 6 alphanumerics, 1 digit (no letter O).
  NL: (rng) => rng.string('ABCDEFGHIJKLMNPQRSTUVWXYZ', 2) + rng.string('ABCDEFGHIJKLMNPQRSTUVWXYZ0123456789', 6) + digits(rng, 1),
  // India: 1 letter and 7 digits.
  IN: (rng) => rng.string('ABCDEFGHJKLMNPRSTUVWXYZ', 1) + between(rng, 1, 9) + digits(rng, 6),
  // Poland: 2 letters and 7 digits.
  PL: (rng) => rng.string(UPPER, 2) + digits(rng, 7),
  // Sweden/Denmark/Norway/Finland: 8 digits or 2 letters + 7 digits.
  SE: (rng) => digits(rng, 8),
  BR: (rng) => rng.string(UPPER, 2) + digits(rng, 6),
  CA: (rng) => rng.string(UPPER, 2) + digits(rng, 6),
  PT: (rng) => rng.string(UPPER, 1) + digits(rng, 6),
};

export function passport(rng: Rng, country: string): Sample {
  const f = PASSPORT_FORMATS[country] ?? PASSPORT_FORMATS.US!;
  return { value: f(rng), category: 'passport', type: `passport_${country.toLowerCase()}` };
}

export function uuid(rng: Rng): string {
  const h = rng.string(HEX, 32).split('');
  h[12] = '4';
  h[16] = '89ab'[rng.int(4)]!;
  const s = h.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

export { between, digits as randomDigits };
