// Hard negatives for the evaluation corpus: strings that look like secrets or personal data by
// shape (length, alphabet, entropy, digit groups) but are not — identifiers, digests, encoded
// media, versions, timestamps, business reference numbers, checksum-failing card numbers,
// placeholders and already-redacted values. They are placed in the same documents as the true
// values and carry no label, so every finding on them is a false positive.

import type { Rng } from '../../src/engine/examples/rng.js';
import { encodeBase64, randomBytes } from '../../src/engine/validators/codecs.js';
import { ALNUM, B64, B64URL, between, DIGITS, HEX, LOWER, luhnInvalidCard, randomDigits, TEST_CARDS, UPPER, uuid } from './formats.js';

export type NegativeKind =
  | 'uuid' | 'git_sha' | 'short_sha' | 'sha256' | 'sha1' | 'md5' | 'base64_blob' | 'data_uri' | 'sri_hash'
  | 'version' | 'semver' | 'ip_like_version' | 'timestamp' | 'epoch' | 'date' | 'order_number' | 'invoice_number'
  | 'tracking_number' | 'luhn_invalid_card' | 'test_card_number' | 'isbn' | 'placeholder_key' | 'redacted' | 'masked_card'
  | 'phone_like_code' | 'ticket' | 'amount' | 'object_id' | 'stripe_object_id' | 'stripe_publishable_key'
  | 'aws_arn' | 'docker_digest' | 'ssh_public_key' | 'certificate' | 'public_key_pem' | 'bcrypt_hash'
  | 'trace_id' | 'message_id' | 'ami_id' | 'slack_user_id' | 'ga_id';

export interface Negative {
  kind: NegativeKind;
  text: string;
}

const hex = (rng: Rng, n: number): string => rng.string(HEX, n);

function isbn13(rng: Rng): string {
  const body = rng.pick(['978', '979']) + randomDigits(rng, 9);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  const check = (10 - (sum % 10)) % 10;
  const d = body + check;
  return rng.int(2) === 0 ? `${d.slice(0, 3)}-${d.slice(3, 4)}-${d.slice(4, 8)}-${d.slice(8, 12)}-${d.slice(12)}` : d;
}

function ean13(rng: Rng): string {
  const body = rng.pick(['400', '500', '590', '761', '871']) + randomDigits(rng, 9);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return body + ((10 - (sum % 10)) % 10);
}

function pemBody(rng: Rng, bytes: number): string {
  const b = encodeBase64(randomBytes(rng, bytes));
  return (b.match(/.{1,64}/g) ?? []).join('\n');
}

const GENERATORS: Readonly<Record<NegativeKind, (rng: Rng) => string>> = {
  uuid: (rng) => uuid(rng),
  git_sha: (rng) => hex(rng, 40),
  short_sha: (rng) => hex(rng, rng.pick([7, 8, 12])),
  sha256: (rng) => hex(rng, 64),
  sha1: (rng) => hex(rng, 40),
  md5: (rng) => hex(rng, 32),
  base64_blob: (rng) => encodeBase64(randomBytes(rng, between(rng, 24, 180))),
  // A PNG: the real 8-byte signature then random bytes.
  data_uri: (rng) => 'data:image/png;base64,' + encodeBase64(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...randomBytes(rng, between(rng, 40, 160))])),
  sri_hash: (rng) => `sha512-${encodeBase64(randomBytes(rng, 64))}`,
  version: (rng) => rng.pick(['v', '', 'version ']) + `${between(rng, 0, 12)}.${between(rng, 0, 30)}.${between(rng, 0, 40)}`,
  semver: (rng) => `${rng.pick(['^', '~', '>=', ''])}${between(rng, 0, 9)}.${between(rng, 0, 40)}.${between(rng, 0, 20)}${rng.pick(['', '-beta.' + between(rng, 1, 9), '-rc.' + between(rng, 1, 4), '+build.' + between(rng, 100, 999)])}`,
  // Four dotted numbers that are valid IPv4 syntax but are build or firmware versions.
  ip_like_version: (rng) => `${between(rng, 1, 12)}.${between(rng, 0, 9)}.${between(rng, 0, 40)}.${between(rng, 0, 255)}`,
  timestamp: (rng) => `20${between(rng, 19, 26)}-${String(between(rng, 1, 12)).padStart(2, '0')}-${String(between(rng, 1, 28)).padStart(2, '0')}T${String(between(rng, 0, 23)).padStart(2, '0')}:${String(between(rng, 0, 59)).padStart(2, '0')}:${String(between(rng, 0, 59)).padStart(2, '0')}.${randomDigits(rng, 3)}Z`,
  epoch: (rng) => String(between(rng, 1_600_000_000, 1_790_000_000)) + (rng.int(2) === 0 ? randomDigits(rng, 3) : ''),
  date: (rng) => `${String(between(rng, 1, 28)).padStart(2, '0')}.${String(between(rng, 1, 12)).padStart(2, '0')}.20${between(rng, 19, 26)}`,
  order_number: (rng) => rng.pick([`ORD-20${between(rng, 20, 26)}-${randomDigits(rng, 6)}`, `#${between(rng, 100000, 9999999)}`, `${randomDigits(rng, 3)}-${randomDigits(rng, 7)}-${randomDigits(rng, 7)}`, `SO${randomDigits(rng, 8)}`]),
  invoice_number: (rng) => rng.pick([`INV-20${between(rng, 20, 26)}-${randomDigits(rng, 4)}`, `RE-${randomDigits(rng, 6)}`, `F20${between(rng, 20, 26)}/${randomDigits(rng, 5)}`]),
  // UPS 1Z, DHL 10 digits, USPS 22 digits in groups, FedEx 12 digits.
  tracking_number: (rng) => rng.pick([
    `1Z${rng.string(UPPER + DIGITS, 6)}${randomDigits(rng, 10)}`,
    `JJD${randomDigits(rng, 18)}`,
    `9400 ${randomDigits(rng, 4)} ${randomDigits(rng, 4)} ${randomDigits(rng, 4)} ${randomDigits(rng, 4)} ${randomDigits(rng, 2)}`,
    `${randomDigits(rng, 12)}`,
  ]),
  luhn_invalid_card: (rng) => luhnInvalidCard(rng),
  // Processor test numbers (Stripe, Braintree, Adyen docs): Luhn-valid, public, nobody's card.
  test_card_number: (rng) => {
    const card = rng.pick(TEST_CARDS);
    if (rng.int(2) === 0) return card;
    return card.length === 15 ? `${card.slice(0, 4)} ${card.slice(4, 10)} ${card.slice(10)}` : card.replace(/(\d{4})(?=\d)/g, '$1 ');
  },
  isbn: (rng) => isbn13(rng),
  placeholder_key: (rng) => rng.pick([
    'sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', '<your-api-key>', '${GITHUB_TOKEN}', 'AKIAIOSFODNN7EXAMPLE',
    'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'YOUR_API_KEY_HERE',
    '{{ .Values.apiKey }}', '$(cat /run/secrets/token)', 'REPLACE_ME', '<password>', 'sk_live_XXXXXXXXXXXXXXXXXXXXXXXX',
    '%API_TOKEN%', '${{ secrets.NPM_TOKEN }}', 'your-secret-here', 'xoxb-your-bot-token', 'os.environ["OPENAI_API_KEY"]',
    'sk-ant-api03-...', 'changeit-in-prod', '__SECRET__',
  ]),
  redacted: (rng) => rng.pick(['********', '[REDACTED]', '<redacted>', '***', 'sk-...' + rng.string(ALNUM, 4), 'ghp_****' + rng.string(ALNUM, 4), '[FILTERED]', 'xxxx-xxxx']),
  masked_card: (rng) => rng.pick([`**** **** **** ${randomDigits(rng, 4)}`, `XXXX-XXXX-XXXX-${randomDigits(rng, 4)}`, `${rng.pick(['4', '5'])}${randomDigits(rng, 5)}******${randomDigits(rng, 4)}`, `ending in ${randomDigits(rng, 4)}`]),
  phone_like_code: (rng) => rng.pick([ean13(rng), `${randomDigits(rng, 3)}-${randomDigits(rng, 4)}-${randomDigits(rng, 2)}`, `${randomDigits(rng, 4)}-${randomDigits(rng, 6)}`, `${rng.string(UPPER, 2)}-${randomDigits(rng, 4)}-${randomDigits(rng, 3)}`]),
  ticket: (rng) => rng.pick([`${rng.pick(['OPS', 'PAY', 'WEB', 'SEC'])}-${between(rng, 10, 9999)}`, `#${between(rng, 100, 99999)}`, `CVE-20${between(rng, 18, 26)}-${between(rng, 1000, 49999)}`, `INC${randomDigits(rng, 7)}`]),
  amount: (rng) => rng.pick([`€${between(rng, 1, 9)}.${randomDigits(rng, 3)},${randomDigits(rng, 2)}`, `$${between(rng, 10, 9999)}.${randomDigits(rng, 2)}`, `${between(rng, 10, 999)},${randomDigits(rng, 2)} EUR`, `£${between(rng, 1, 999)}.${randomDigits(rng, 2)}`]),
  object_id: (rng) => hex(rng, 24),
  stripe_object_id: (rng) => rng.pick(['cus_', 'pi_', 'ch_', 'pm_', 'sub_', 'in_', 'price_', 'evt_']) + rng.string(ALNUM, rng.pick([14, 24])),
  // Publishable keys are meant to ship in client code (Stripe docs: "publishable keys … can be public").
  stripe_publishable_key: (rng) => 'pk_live_' + rng.string(ALNUM, rng.pick([24, 99])),
  aws_arn: (rng) => `arn:aws:${rng.pick(['iam', 'sns', 'sqs', 's3'])}::${randomDigits(rng, 12)}:${rng.pick(['role/deploy', 'user/ci-bot', 'orders-topic', 'policy/ReadOnly'])}`,
  docker_digest: (rng) => `sha256:${hex(rng, 64)}`,
  ssh_public_key: (rng) => `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${rng.string(B64, 43)} ${rng.pick(['deploy', 'ci', 'laptop'])}@${rng.pick(['build-01', 'mbp', 'bastion'])}`,
  certificate: (rng) => `-----BEGIN CERTIFICATE-----\n${pemBody(rng, 180)}\n-----END CERTIFICATE-----`,
  public_key_pem: (rng) => `-----BEGIN PUBLIC KEY-----\n${pemBody(rng, 162)}\n-----END PUBLIC KEY-----`,
  bcrypt_hash: (rng) => `$2b$${rng.pick(['10', '12'])}$${rng.string(UPPER + LOWER + DIGITS + './', 53)}`,
  trace_id: (rng) => hex(rng, 32),
  // RFC 5322 Message-IDs look like addresses; evaluate.ts treats them as soft, not as negatives.
  message_id: (rng) => `<${rng.string(B64URL, 24)}@mail.${rng.pick(['gmail.com', 'outlook.com', 'example-mta.net'])}>`,
  ami_id: (rng) => `ami-${hex(rng, 17)}`,
  slack_user_id: (rng) => `U${rng.string(UPPER + DIGITS, 10)}`,
  ga_id: (rng) => rng.pick([`G-${rng.string(UPPER + DIGITS, 10)}`, `UA-${between(rng, 1000000, 99999999)}-${between(rng, 1, 9)}`]),
};

export const NEGATIVE_KINDS = Object.keys(GENERATORS) as NegativeKind[];

export function negative(rng: Rng, kind: NegativeKind): Negative {
  return { kind, text: GENERATORS[kind](rng) };
}
