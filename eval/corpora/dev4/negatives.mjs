// Hard negatives: values that look like personal data or secrets but identify no one and open nothing.
import { neg } from './doc.mjs';
import { UPPER, DIGITS, ALNUM } from './rng.mjs';
import { weightedSum, base58 } from './checks.mjs';

const pad = (n, w = 2) => String(n).padStart(w, '0');
export const negs = {
  uuid: (r) => neg('uuid', `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${r.hex(3)}-${r.hex(12)}`),
  git_sha: (r) => neg('git_sha', r.hex(40)),
  short_sha: (r) => neg('git_sha', r.hex(r.pick([7, 8, 12]))),
  sha256: (r) => neg('hash', r.hex(64)),
  md5: (r) => neg('hash', r.hex(32)),
  sri: (r) => neg('hash', `sha512-${r.bytes(64).toString('base64')}`),
  ipfs_cid: (r) => neg('content_hash', `ipfs://${base58(Buffer.concat([Buffer.from([0x12, 0x20]), r.bytes(32)]))}`),
  sol_signature: (r) => neg('tx_hash', base58(r.bytes(64))),
  tx_hash: (r) => neg('tx_hash', '0x' + r.hex(64)),
  btc_txid: (r) => neg('tx_hash', r.hex(64)),
  order_no: (r) => neg('order_number', r.pick([`ORD-${r.int(2024, 2026)}-${r.digits(6)}`, `#${r.digits(9)}`, `${r.digits(3)}-${r.digits(7)}-${r.digits(7)}`, `PO${r.digits(8)}`, `INV-${r.digits(5)}`])),
  tracking: (r) => neg('tracking_number', r.pick([`1Z${r.chars(6, UPPER + DIGITS)}${r.digits(10)}`, `${r.digits(12)}`, `JD${r.digits(18)}`, `${r.chars(2, UPPER)}${r.digits(9)}${r.pick(['DE', 'GB', 'FR', 'NL', 'CN'])}`, `9400${r.digits(18)}`])),
  isbn: (r) => {
    const body = `978${r.int(0, 1)}${r.digits(8)}`;
    const c = (10 - (weightedSum(body, [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3]) % 10)) % 10;
    const v = body + c;
    return neg('isbn', r.chance(0.5) ? `${v.slice(0, 3)}-${v[3]}-${v.slice(4, 8)}-${v.slice(8, 12)}-${v[12]}` : v);
  },
  version: (r) => neg('version', r.pick([`${r.int(0, 12)}.${r.int(0, 40)}.${r.int(0, 30)}`, `v${r.int(1, 5)}.${r.int(0, 20)}.${r.int(0, 9)}-rc.${r.int(1, 4)}`, `${r.int(1, 30)}.${r.int(0, 12)}.${r.int(0, 9)}.${r.int(1000, 9999)}`])),
  timestamp: (r) => neg('timestamp', r.pick([`2026-${pad(r.int(1, 11))}-${pad(r.int(1, 28))}T${pad(r.int(0, 23))}:${pad(r.int(0, 59))}:${pad(r.int(0, 59))}Z`, String(1760000000 + r.int(0, 9999999)), String(1760000000000 + r.int(0, 999999999))])),
  date: (r) => neg('date', r.pick([`2026-${pad(r.int(1, 11))}-${pad(r.int(1, 28))}`, `${pad(r.int(1, 28))}.${pad(r.int(1, 12))}.2025`, `${pad(r.int(1, 12))}/${pad(r.int(1, 28))}/2026`])),
  sku: (r) => neg('sku', r.pick([`SKU-${r.chars(3, UPPER)}-${r.digits(4)}`, `${r.chars(2, UPPER)}${r.digits(4)}-${r.chars(2, UPPER)}-${r.pick(['S', 'M', 'L', 'XL'])}`, `B0${r.chars(8, UPPER + DIGITS)}`])),
  amount: (r) => neg('amount', r.pick([`${r.int(1, 999)} ${r.digits(3)} ${r.digits(3)}`, `${r.int(1, 99)},${r.digits(3)},${r.digits(3)}.${r.digits(2)}`, `${r.int(100, 999)}.${r.digits(3)}.${r.digits(3)}`, `${r.int(1, 9)} ${r.digits(3)} ${r.digits(3)},${r.digits(2)}`])),
  count: (r) => neg('count', `${r.int(100, 999)}${r.digits(7)}`),
  placeholder: (r) => neg('placeholder', r.pick(['YOUR_API_KEY', '<your-token-here>', '${DB_PASSWORD}', '{{ .Values.db.password }}', '********', 'xxxxxxxxxxxxxxxx', 'REPLACE_ME', '<password>', '$(cat /run/secrets/db_pass)', '%%SECRET%%', 'changeit-in-prod-see-vault', '${{ secrets.DEPLOY_TOKEN }}', 'process.env.STRIPE_KEY'])),
  doc_example: (r) => neg('documented_example', r.pick(['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', '4242 4242 4242 4242', '4111111111111111', '078-05-1120', 'DE89 3704 0044 0532 0130 00', 'GB82 WEST 1234 5698 7654 32', '192.0.2.44', '198.51.100.7', '203.0.113.19', '2001:db8::1', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc'])),
  test_card: (r) => neg('documented_example', r.pick(['4242 4242 4242 4242', '4111111111111111', '5555 5555 5555 4444', '378282246310005', '4000 0566 5566 5556', '6011 1111 1111 1117'])),
  doc_email: (r) => neg('documentation_email', `${r.pick(['user', 'jane.doe', 'you', 'someone', 'test', 'admin', 'firstname.lastname', 'name'])}@${r.pick(['example.com', 'example.org', 'example.net'])}`),
  git_remote: (r) => neg('email_like', `git@${r.pick(['github.com', 'gitlab.com', 'bitbucket.org'])}:${r.pick(['acme-ops', 'kestrel', 'platform-team'])}/${r.pick(['infra', 'billing-api', 'web'])}.git`),
  pkg_spec: (r) => neg('email_like', r.pick([`@${r.pick(['angular', 'babel', 'types', 'aws-sdk'])}/${r.pick(['core', 'node', 'client-s3', 'cli'])}@${r.int(1, 18)}.${r.int(0, 20)}.${r.int(0, 9)}`, `lodash@4.17.${r.int(10, 21)}`, `typescript@5.${r.int(0, 9)}.${r.int(2, 4)}`])),
  image_digest: (r) => neg('image_digest', `${r.pick(['nginx', 'postgres', 'ghcr.io/acme/api', 'redis'])}@sha256:${r.hex(64)}`),
  private_ip: (r) => neg('private_ip', r.pick([`10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, `192.168.${r.int(0, 255)}.${r.int(1, 254)}`, `172.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(1, 254)}`, '127.0.0.1'])),
  path_token: (r) => neg('path_segment', r.pick([`/static/js/main.${r.hex(8)}.chunk.js`, `/assets/index-${r.chars(8, ALNUM)}.css`, `/api/v2/files/${r.chars(22, ALNUM)}/download`, `/_next/static/${r.chars(21, ALNUM + '-_')}/_buildManifest.js`])),
  hex_blob: (r) => neg('hex_blob', '0x' + r.hex(r.pick([8, 72, 136]))),
  company_person_like: (r, list) => neg('place_or_brand', r.pick(list)),
  place_person_like: (r, list) => neg('place_or_brand', r.pick(list)),
  masked_card: (r) => neg('masked_card', r.pick([`**** **** **** ${r.digits(4)}`, `XXXX-XXXX-XXXX-${r.digits(4)}`, `${r.pick(['4', '5'])}${r.digits(5)}******${r.digits(4)}`, `•••• ${r.digits(4)}`])),
  ticket_number: (r) => neg('ticket_number', `${r.digits(3)}-${r.digits(10)}`),
  ssh_public_key: (r) => neg('public_key', `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.bytes(32).toString('base64').replace(/=+$/, '')} ${r.pick(['deploy', 'ci', 'laptop'])}@${r.pick(['build-01', 'mbp', 'bastion'])}`),
  build_id: (r) => neg('build_id', `${r.int(2024, 2026)}${pad(r.int(1, 12))}${pad(r.int(1, 28))}.${r.int(1, 9)}`),
  mac: (r) => neg('mac_address', Array.from({ length: 6 }, () => r.hex(2)).join(':')),
  iban_like_ref: (r) => neg('reference', `RF${r.digits(2)} ${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`),
};
