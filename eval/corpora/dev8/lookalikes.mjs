// Hard negatives: values a privacy or security team would not redact, shaped like the ones it would.
// The kind names the family first (not_email, not_phone, not_bank, not_wallet, not_dob, not_name,
// placeholder, not_secret, not_ip) so the figures can be grouped by family.
import { neg } from './doc.mjs';
import { ALNUM, UPPER, LOWER } from './rng.mjs';
import { base58 } from './crypto.mjs';
import { uuid } from './secrets.mjs';
import { NOT_NAMES } from './names.mjs';

const HOSTS = ['web-01', 'build-agent-3', 'db-replica-2', 'ip-10-0-3-17', 'bastion', 'ci-runner-7', 'k8s-node-04', 'jump01', 'edge-fra-2'];
const PKGS = ['lodash', 'react', 'express', 'typescript', 'zod', 'axios', 'vite', 'webpack', 'eslint', 'koa', 'chalk', 'uuid', 'dayjs', 'prisma', 'undici'];
const SCOPES = ['@babel/core', '@types/node', '@angular/cli', '@aws-sdk/client-s3', '@nestjs/common', '@vitejs/plugin-react', '@sentry/node', '@tanstack/react-query', '@octokit/rest'];
const ver = (r) => `${r.int(0, 20)}.${r.int(0, 30)}.${r.int(0, 40)}`;

export const NOT_EMAIL = {
  package_version: (r) => neg('not_email.package_version', r.chance(0.5) ? `${r.pick(PKGS)}@${ver(r)}` : `${r.pick(SCOPES)}@${r.pick(['^', '~', ''])}${ver(r)}`),
  npm_scope: (r) => neg('not_email.npm_scope', r.pick(SCOPES)),
  git_remote: (r) => neg('not_email.git_remote', `git@${r.pick(['github.com', 'gitlab.com', 'bitbucket.org', 'git.internal.quillon.io', 'ssh.dev.azure.com'])}:${r.pick(['acme-platform', 'kestrel', 'data-eng', 'ops'])}/${r.pick(['billing-service', 'infra', 'mobile-app', 'etl-jobs', 'docs'])}.git`),
  message_id: (r) => neg('not_email.message_id', `<${r.chars(ALNUM, 20)}.${r.hex(8)}@${r.pick(['mail.gmail.com', 'EUR03.prod.outlook.com', 'mx.quillon.io', 'smtp.harrowfinch.co.uk'])}>`),
  image_digest: (r) => neg('not_email.image_digest', `${r.pick(['nginx', 'postgres', 'ghcr.io/acme/api', 'redis', 'registry.quillon.io/etl/worker'])}@sha256:${r.hex(64)}`),
  decorator: (r) => neg('not_email.decorator', r.pick(['@Override', '@app.route', '@pytest.fixture', '@Injectable', '@dataclass', '@Component', '@Transactional', '@property', '@staticmethod', '@RestController', '@lru_cache'])),
  shell_prompt: (r) => neg('not_email.shell_prompt', `${r.pick(['deploy', 'ubuntu', 'root', 'ec2-user', 'jenkins', 'admin', 'git'])}@${r.pick(HOSTS)}`),
  kerberos_principal: (r) => neg('not_email.kerberos_principal', r.pick([`HTTP/${r.pick(HOSTS)}.corp.local@CORP.LOCAL`, `svc_${r.pick(['backup', 'sql', 'etl'])}@AD.${r.pick(['KESTREL', 'NORDLICHT', 'QUILLON'])}.INTERNAL`, `host/${r.pick(HOSTS)}@EXAMPLE.REALM`, `krbtgt/CORP.LOCAL@CORP.LOCAL`])),
  ssh_target: (r) => neg('not_email.ssh_target', `${r.pick(['ubuntu', 'ec2-user', 'deploy', 'root', 'pi', 'centos'])}@${r.pick(HOSTS)}${r.pick(['', '.internal', '.prod.local'])}`),
  at_mention: (r) => neg('not_email.at_handle', r.pick(['@channel', '@here', '@oncall-payments', '@platform-team', '@release-bot', '@dependabot'])),
  placeholder_email: (r) => neg('placeholder.email', r.pick(['user@example.com', 'you@example.com', 'name@domain.tld', 'firstname.lastname@example.org', 'test@test.com', 'jane.doe@example.net', 'your.email@company.com', 'noreply@example.com'])),
  css_at: (r) => neg('not_email.retina_asset', `${r.pick(['logo', 'icon-close', 'hero', 'avatar-default'])}@${r.pick(['2x', '3x'])}.png`),
};

export const NOT_PHONE = {
  amount: (r) => neg('not_phone.amount', r.pick([`€ ${r.int(1, 99)}.${r.int(100, 999)},${r.digits(2)}`, `$${r.int(1, 99)},${r.digits(3)}.${r.digits(2)}`, `${r.int(1000, 999999)}.${r.digits(2)}`, `${r.int(100, 9999)} ${r.digits(3)},${r.digits(2)} zł`, `¥${r.int(10, 999)},${r.digits(3)}`, `R$ ${r.int(1, 99)}.${r.digits(3)},${r.digits(2)}`, `₹${r.int(1, 9)},${r.digits(2)},${r.digits(3)}`, `${r.int(10, 999)} ${r.digits(3)} SEK`])),
  order_no: (r) => neg('not_phone.order_number', r.pick([`${r.int(100, 999)}-${r.digits(7)}-${r.digits(7)}`, `ORD-${r.digits(8)}`, `#${r.digits(9)}`, `${r.digits(10)}`, `SO${r.digits(8)}`])),
  ticket_no: (r) => neg('not_phone.ticket_number', r.pick([`INC${r.digits(7)}`, `#${r.digits(6)}`, `${r.pick(['SUP', 'OPS', 'HR', 'FIN'])}-${r.int(1000, 99999)}`, `CS${r.digits(8)}`, `${r.digits(4)} ${r.digits(4)}`])),
  tracking_no: (r) => neg('not_phone.tracking_number', r.pick([`1Z${r.chars(UPPER + '0123456789', 6)}${r.digits(10)}`, `${r.digits(4)} ${r.digits(4)} ${r.digits(4)}`, `JJD${r.digits(18)}`, `${r.chars(UPPER, 2)}${r.digits(9)}${r.pick(['DE', 'GB', 'FR', 'NL'])}`, r.digits(12), `00${r.digits(18)}`])),
  case_no: (r) => neg('not_phone.case_number', r.pick([`${r.int(1, 20)} O ${r.int(100, 9999)}/${r.int(18, 25)}`, `Case ${r.digits(8)}`.slice(5), `${r.digits(3)}-${r.digits(3)}-${r.digits(4)}`, `${r.digits(2)}/${r.digits(5)}/${r.int(2021, 2026)}`])),
  timestamp: (r) => neg('not_phone.timestamp', r.pick([`${r.int(1600000000, 1790000000)}`, `${r.int(1600000000, 1790000000)}${r.digits(3)}`, `2025${String(r.int(1, 12)).padStart(2, '0')}${String(r.int(1, 28)).padStart(2, '0')}${r.digits(6)}`])),
  duration: (r) => neg('not_phone.duration', r.pick([`${r.int(1, 9999)} ms`, `${r.int(1, 59)}m${r.int(0, 59)}s`, `${r.int(1, 99)}.${r.digits(3)}s`, `${r.int(1, 23)}:${String(r.int(0, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`])),
  version: (r) => neg('not_phone.version', r.pick([`v${ver(r)}`, `${r.int(1, 30)}.${r.int(0, 12)}.${r.int(0, 9)}.${r.int(1000, 99999)}`, `${r.int(2019, 2026)}.${r.int(1, 12)}.${r.int(0, 30)}`, `10.0.${r.int(17000, 26100)}.${r.int(100, 6000)}`])),
  build_no: (r) => neg('not_phone.build_number', r.pick([`build ${r.int(1000, 99999)}`.slice(6), `${r.int(20240101, 20261231)}.${r.int(1, 40)}`, `#${r.int(1000, 99999)}`])),
  sku: (r) => neg('not_phone.sku', r.pick([`SKU-${r.digits(6)}-${r.chars(UPPER, 2)}`, `${r.digits(3)}.${r.digits(3)}.${r.digits(2)}`, `EAN ${r.digits(13)}`.slice(4), `${r.chars(UPPER, 3)}-${r.digits(4)}-${r.digits(3)}`])),
  coordinates: (r) => neg('not_phone.coordinates', `${(r.next() * 140 - 60).toFixed(6)}, ${(r.next() * 340 - 170).toFixed(6)}`),
  measurement: (r) => neg('not_phone.measurement', r.pick([`${r.int(100, 2400)} x ${r.int(100, 1200)} x ${r.int(10, 900)} mm`, `${r.int(1, 999)}.${r.digits(2)} kg`, `${r.int(1000, 99999)} km`, `${r.int(1, 99)},${r.digits(1)} m²`])),
  port: (r) => neg('not_phone.port', String(r.pick([5432, 6379, 8080, 8443, 27017, 9092, 3306, 11211, 5672, 9200]))),
  serial: (r) => neg('not_phone.serial_number', r.pick([`SN ${r.chars(UPPER, 2)}${r.digits(8)}`.slice(3), `${r.chars(UPPER + '0123456789', 4)}-${r.chars(UPPER + '0123456789', 4)}-${r.chars(UPPER + '0123456789', 4)}`, `${r.digits(3)} ${r.digits(3)} ${r.digits(4)}`, `IMEI-like ${r.digits(15)}`.slice(10)])),
  count: (r) => neg('not_phone.count', `${r.int(1, 99)},${r.digits(3)},${r.digits(3)}`),
};

export const NOT_BANK = {
  invoice_no: (r) => neg('not_bank.invoice_number', r.pick([`INV-${r.int(2023, 2026)}-${r.digits(6)}`, `RE${r.digits(10)}`, `F${r.int(2024, 2026)}/${r.digits(5)}`, `${r.digits(4)}-${r.digits(4)}-${r.digits(4)}-${r.digits(2)}`, `FV/${r.digits(4)}/${r.digits(2)}/${r.int(2024, 2026)}`])),
  contract_no: (r) => neg('not_bank.contract_number', r.pick([`VN-${r.digits(9)}`, `CT${r.digits(12)}`, `${r.digits(3)}/${r.digits(6)}/${r.digits(2)}`, `${r.chars(UPPER, 2)}${r.digits(14)}`])),
  policy_no: (r) => neg('not_bank.policy_number', r.pick([`POL-${r.digits(10)}`, `${r.digits(2)}.${r.digits(3)}.${r.digits(3)}.${r.digits(4)}`, `${r.chars(UPPER, 3)}${r.digits(11)}`, r.digits(16)])),
  customer_no: (r) => neg('not_bank.customer_number', r.pick([`KD-${r.digits(8)}`, `CUST${r.digits(10)}`, `${r.digits(12)}`, `${r.digits(4)} ${r.digits(4)} ${r.digits(4)}`])),
  reference: (r) => neg('not_bank.payment_reference', r.pick([`RF${r.digits(2)}${r.chars(UPPER + '0123456789', 12)}`, `+++${r.digits(3)}/${r.digits(4)}/${r.digits(5)}+++`, `E2E-${r.chars(UPPER + '0123456789', 16)}`, `${r.digits(27)}`])),
  bic: (r) => neg('not_bank.bic', `${r.pick(['DEUT', 'COBA', 'BNPA', 'INGB', 'RABO', 'BSCH', 'UNCR', 'PKOP', 'SWED', 'NDEA', 'HSBC', 'BARC'])}${r.pick(['DE', 'FR', 'NL', 'ES', 'IT', 'PL', 'SE', 'GB'])}${r.chars(UPPER + '0123456789', 2)}${r.chance(0.5) ? 'XXX' : ''}`),
  company_tax_id: (r) => neg('not_bank.company_tax_id', r.pick([`DE${r.digits(9)}`, `FR${r.digits(11)}`, `GB${r.digits(9)}`, `NL${r.digits(9)}B0${r.int(1, 9)}`, `ESB${r.digits(8)}`, `IT${r.digits(11)}`, `PL${r.digits(10)}`, `SE${r.digits(10)}01`, `${r.digits(2)}-${r.digits(7)}`, `${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`, `CHE-${r.digits(3)}.${r.digits(3)}.${r.digits(3)}`])),
  routing_alone: (r) => neg('not_bank.routing_code', r.pick([`${r.digits(2)}-${r.digits(2)}-${r.digits(2)}`, `${r.digits(9)}`, `${r.pick(['HDFC', 'SBIN', 'ICIC'])}0${r.digits(6)}`, `${r.digits(3)}-${r.digits(3)}`])),
};

export const NOT_WALLET = {
  tx_hash: (r) => neg('not_wallet.tx_hash', r.chance(0.6) ? `0x${r.hex(64)}` : r.hex(64)),
  block_hash: (r) => neg('not_wallet.block_hash', `00000000000000000${r.hex(47)}`),
  git_sha: (r) => neg('not_wallet.git_sha', r.chance(0.5) ? r.hex(40) : r.hex(7)),
  cid: (r) => neg('not_wallet.content_id', r.chance(0.5) ? `Qm${base58(r.bytes(32)).slice(0, 44)}` : `bafybei${r.chars('abcdefghijklmnopqrstuvwxyz234567', 52)}`),
  uuid: (r) => neg('not_wallet.uuid', uuid(r)),
  base58_blob: (r) => neg('not_wallet.base58_blob', base58(r.bytes(r.int(20, 40)))),
  hex_blob: (r) => neg('not_wallet.hex_blob', `0x${r.hex(r.pick([8, 16, 64, 128]))}`),
  sha256_file: (r) => neg('not_wallet.checksum', r.hex(64)),
};

export const NOT_DOB_KINDS = ['hire_date', 'issue_date', 'expiry_date', 'appointment', 'project_born', 'order_date', 'due_date', 'signed_date', 'admission_date', 'travel_date'];
export const notDob = (kind, value) => neg(`not_dob.${kind}`, value);

export function notName(r, kind) {
  const k = kind ?? r.pick(Object.keys(NOT_NAMES));
  return neg(`not_name.${k}`, r.pick(NOT_NAMES[k]));
}

export const PLACEHOLDERS = {
  card: (r) => neg('placeholder.test_card', r.pick(['4111 1111 1111 1111', '4242 4242 4242 4242', '5555 5555 5555 4444', '4000 0000 0000 0002', '3782 822463 10005'])),
  masked_card: (r) => neg('placeholder.masked_card', r.pick([`**** **** **** ${r.digits(4)}`, `XXXX-XXXX-XXXX-${r.digits(4)}`, `${r.pick(['4', '5'])}${r.digits(5)}******${r.digits(4)}`, `•••• ${r.digits(4)}`])),
  aws_example: () => neg('placeholder.documented_key', 'AKIAIOSFODNN7EXAMPLE'),
  aws_secret_example: () => neg('placeholder.documented_key', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'),
  env_ref: (r) => neg('placeholder.reference', r.pick(['${DB_PASSWORD}', '${{ secrets.NPM_TOKEN }}', '{{ .Values.apiKey }}', '%(PASSWORD)s', '$STRIPE_KEY', '<your-api-key>', 'YOUR_API_KEY_HERE', 'changeme', '********', 'xxxxxxxxxxxxxxxx', '<redacted>', '[REDACTED]', 'sk_live_xxxxxxxxxxxxxxxxxxxxxxxx', 'REPLACE_ME'])),
  ssn_example: () => neg('placeholder.example_id', '123-45-6789'),
  iban_example: (r) => neg('placeholder.example_iban', r.pick(['DE89 3704 0044 0532 0130 00', 'GB29 NWBK 6016 1331 9268 19', 'FR14 2004 1010 0505 0001 3M02 606', 'NL91 ABNA 0417 1643 00'])),
  phone_example: (r) => neg('placeholder.example_phone', r.pick(['+1 555-0100', '(555) 555-5555', '+49 123 456789', '0123 456 789', '+44 0000 000000', '000-0000-0000'])),
  jwt_example: () => neg('placeholder.documented_token', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'),
  pem_placeholder: () => neg('placeholder.key_block', '-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----'),
  name_placeholder: (r) => neg('placeholder.name', r.pick(['John Doe', 'Jane Doe', 'Max Mustermann', 'Erika Mustermann', 'Jean Dupont', 'Juan Pérez', 'Mario Rossi', 'Jan Kowalski', 'Fulano de Tal', '山田太郎'])),
  doc_ip: (r) => neg('placeholder.documentation_ip', r.pick([`192.0.2.${r.int(1, 254)}`, `198.51.100.${r.int(1, 254)}`, `203.0.113.${r.int(1, 254)}`, `2001:db8::${r.hex(2)}`])),
};

export const NOT_SECRET = {
  public_key: (r) => neg('not_secret.ssh_public_key', `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.chars(ALNUM + '+/', 43)}`),
  certificate: (r) => neg('not_secret.certificate', `-----BEGIN CERTIFICATE-----\nMIID${r.chars(ALNUM + '+/', 60)}\n${r.chars(ALNUM + '+/', 64)}\n${r.chars(ALNUM + '+/', 40)}=\n-----END CERTIFICATE-----`),
  publishable_key: (r) => neg('not_secret.publishable_key', `pk_live_${r.chars(ALNUM, 24)}`),
  twilio_sid: (r) => neg('not_secret.account_sid', `AC${r.hex(32)}`),
  sha_digest: (r) => neg('not_secret.digest', `sha512-${Buffer.from(r.bytes(64)).toString('base64')}`),
  key_fingerprint: (r) => neg('not_secret.fingerprint', `SHA256:${r.chars(ALNUM + '+/', 43)}`),
  client_id: (r) => neg('not_secret.client_id', `${r.digits(12)}-${r.chars(LOWER + '0123456789', 32)}.apps.googleusercontent.com`),
  password_policy: (r) => neg('not_secret.password_field_text', r.pick(['Password must be at least 12 characters', 'password_min_length: 14', 'Passwort vergessen?', 'mot de passe oublié', 'password reset link expires in 24 hours', 'PASSWORD_HASHERS'])),
  private_ip: (r) => neg('not_ip.private', r.pick([`10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, `192.168.${r.int(0, 255)}.${r.int(1, 254)}`, `172.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(1, 254)}`, '127.0.0.1', '0.0.0.0'])),
};

/** Picks one generator from a family table and runs it. */
export const any = (r, table) => r.pick(Object.values(table))(r);
