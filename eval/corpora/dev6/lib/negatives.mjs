// Hard negatives: look-alikes a careful reviewer would not redact. Each returns N(kind, value).
import { N } from './doc.mjs';
import { base58, segwitAddress } from './checksums.mjs';
import { nonLuhn16, swift } from './ids.mjs';
import { privateIpv4 } from './secrets.mjs';

const uuid = (r) => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${r.hex(3)}-${r.hex(12)}`;
export const NEG = {
  order_number: (r) => N('order_number', r.pick([`${r.num(3)}-${r.digits(7)}-${r.digits(7)}`, `ORD-${r.num(8)}`, `${r.num(10)}`, `#${r.num(7)}`])),
  ticket_number: (r) => N('ticket_number', r.pick([`INC${r.digits(7)}`, `JIRA-${r.int(100, 9999)}`, `#${r.int(10000, 999999)}`, `CS-${r.num(6)}`])),
  tracking_number: (r) => N('tracking_number', r.pick([`1Z${r.upperAlnum(6)}${r.digits(10)}`, nonLuhn16(r), `${r.upper(2)}${r.digits(9)}${r.pick(['DE', 'GB', 'CN', 'NL'])}`, r.num(12)])),
  amount: (r) => N('amount', r.pick([`${r.int(1, 99)},${r.digits(3)}.${r.digits(2)}`, `${r.int(1000, 99999)}.${r.digits(2)}`, `${r.int(1, 999)}.${r.digits(3)},${r.digits(2)} €`, `¥${r.int(1, 999)},${r.digits(3)}`, `$${r.int(1, 99)},${r.digits(3)}.${r.digits(2)}`])),
  timestamp: (r) => N('timestamp', r.pick([String(r.int(1.7e9, 1.8e9)), String(r.int(1.7e12, 1.8e12)), `2026${String(r.int(1, 12)).padStart(2, '0')}${String(r.int(1, 28)).padStart(2, '0')}${r.digits(6)}`])),
  version: (r) => N('version', r.pick([`${r.int(1, 20)}.${r.int(0, 40)}.${r.int(0, 30)}`, `10.0.${r.int(17000, 26100)}.${r.int(100, 4000)}`, `v${r.int(1, 9)}.${r.int(0, 99)}.${r.int(0, 99)}-rc.${r.int(1, 9)}`, `${r.int(100, 130)}.0.${r.int(5000, 6999)}.${r.int(10, 200)}`])),
  port_list: (r) => N('port_list', r.shuffle([22, 80, 443, 3306, 5432, 6379, 8080, 8443, 9090, 9200, 27017]).slice(0, r.int(3, 6)).join(',')),
  measurement: (r) => N('measurement', r.pick([`${r.int(100, 999)} ${r.int(100, 999)} ${r.int(10, 99)} mm`, `${r.int(1, 90)}.${r.digits(4)} kg`, `${r.int(1000, 9999)} x ${r.int(1000, 9999)} px`, `${r.int(100, 999)}-${r.int(100, 999)}-${r.int(1000, 9999)} Hz`])),
  invoice_number: (r) => N('invoice_number', r.pick([`INV-${r.int(2019, 2026)}-${r.digits(6)}`, `RE${r.digits(10)}`, `FA/${r.int(2020, 2026)}/${r.digits(5)}`, `${r.upper(2)}${r.digits(18)}`])),
  contract_number: (r) => N('contract_number', r.pick([`CTR-${r.upper(2)}-${r.digits(8)}`, `${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`, `V${r.digits(12)}`])),
  payment_reference: (r) => N('payment_reference', r.pick([`RF${r.digits(2)}${r.upperAlnum(r.int(8, 16))}`, `${r.digits(3)}/${r.digits(4)}/${r.digits(5)}`, `+++${r.digits(3)}/${r.digits(4)}/${r.digits(5)}+++`])),
  swift_bic: (r) => N('swift_bic', swift(r)),
  sort_code: (r) => N('sort_code_alone', `${r.int(10, 99)}-${r.digits(2)}-${r.digits(2)}`),
  tx_hash: (r) => N('tx_hash', r.pick([`0x${r.hex(64)}`, r.hex(64)])),
  block_hash: (r) => N('block_hash', `00000000000000000${r.hex(47)}`),
  git_sha: (r) => N('git_sha', r.chance(0.5) ? r.hex(40) : r.hex(r.pick([7, 8, 12]))),
  content_id: (r) => N('content_id', r.pick([`Qm${base58(r.bytes(32)).slice(0, 44)}`, `bafybei${r.from('abcdefghijklmnopqrstuvwxyz234567', 52)}`])),
  base58_blob: (r) => N('base58_blob', base58(r.bytes(r.int(20, 28)))),
  sha256: (r) => N('sha256', r.pick([`sha256:${r.hex(64)}`, r.hex(64), `sha512-${r.b64(86)}==`])),
  uuid: (r) => N('uuid', uuid(r)),
  package_at_version: (r) => N('package_at_version', r.pick([`lodash@4.17.${r.int(10, 21)}`, `@types/node@20.${r.int(1, 17)}.${r.int(0, 20)}`, `react-dom@18.${r.int(0, 3)}.${r.int(0, 9)}`, `@angular/core@17.${r.int(0, 3)}.${r.int(0, 9)}`, `typescript@5.${r.int(0, 6)}.${r.int(2, 4)}`, `@babel/preset-env@7.${r.int(20, 26)}.${r.int(0, 9)}`])),
  git_remote: (r) => N('git_remote', r.pick([`git@github.com:${r.pick(['brightmoor', 'kestrel-pay', 'zephyrlabs'])}/${r.pick(['billing-api', 'infra', 'web'])}.git`, `git@gitlab.lumenfield.de:platform/${r.pick(['charts', 'ops-tools'])}.git`, `ssh://git@bitbucket.org/corvane/${r.pick(['app', 'etl'])}.git`])),
  message_id: (r) => N('message_id', `<${r.digits(14)}.${r.hex(12)}@${r.pick(['mail.gmail.com', 'eur05.prod.outlook.com', 'smtp.kestrelpay.io'])}>`),
  docker_digest: (r) => N('docker_digest', `${r.pick(['nginx', 'postgres', 'ghcr.io/zephyrlabs/api', 'redis'])}@sha256:${r.hex(64)}`),
  decorator: (r) => N('decorator', r.pick(['@Injectable', '@Component', '@dataclass', '@pytest.fixture', '@Override', '@RestController', '@app.route', '@lru_cache'])),
  shell_prompt: (r) => N('shell_prompt', `${r.pick(['root', 'deploy', 'ubuntu', 'ec2-user', 'dev'])}@${r.pick(['localhost', 'web-03', 'ip-10-0-3-12', 'build-runner-7', 'bastion'])}`),
  private_ip: (r) => N('private_ip', privateIpv4(r)),
  placeholder_password: (r) => N('placeholder', r.pick(['<password>', 'changeme', '${DB_PASSWORD}', '********', 'xxxx', 'YOUR_PASSWORD', '{{ vault_db_password }}', '%(DB_PASS)s', '$(cat /run/secrets/db_password)', '<redacted>', 'hunter2-not-real'].slice(0, 10))),
  placeholder_key: (r) => N('placeholder', r.pick(['your-api-key-here', 'sk-...', 'YOUR_API_KEY', '<YOUR_TOKEN>', '${OPENAI_API_KEY}', 'xxxxxxxxxxxxxxxxxxxx', 'REPLACE_ME', '${{ secrets.NPM_TOKEN }}', 'AKIAXXXXXXXXXXXXXXXX', 'process.env.STRIPE_KEY'])),
  documented_example_key: (r) => N('documented_example_key', r.pick(['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc', 'xoxb-not-a-real-token-this-will-not-work', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'])),
  example_iban: (r) => N('documented_example_iban', r.pick(['DE89 3704 0044 0532 0130 00', 'GB82 WEST 1234 5698 7654 32', 'FR14 2004 1010 0505 0001 3M02 606', 'NL91ABNA0417164300'])),
  test_card: (r) => N('documented_test_card', r.pick(['4242 4242 4242 4242', '4111111111111111', '5555555555554444', '378282246310005'])),
  spec_wallet: (r) => N('documented_example_wallet', r.pick(['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'])),
  place_name: (r) => N('place_or_org_name', r.pick(['Victoria Station', 'Jackson Hole', 'Charles de Gaulle', 'Johnson & Johnson', 'Morgan Stanley', 'Wells Fargo', 'Tim Hortons', 'Harley-Davidson', 'Martin Luther King Jr. Blvd', 'Elizabeth line', 'Lake Louise', 'Hotel Marie Curie', 'Alfred Nobel Foundation', 'San Francisco', 'Marks & Spencer', 'Philip Morris', 'Ruby on Rails', 'Jenkins', 'Helena Rubinstein', 'Santa Monica', 'Louis Vuitton', 'Ben & Jerry\'s', 'Kaiser Permanente', 'Anne Frank Huis', 'Ramón y Cajal', 'Hermann-Löns-Weg'])),
  other_date: (r) => N('other_date', `${r.int(2020, 2027)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`),
  hex_blob: (r) => N('hex_blob', r.hex(r.pick([32, 40, 48]))),
  example_email_domain: (r) => N('documentation_domain_email', `${r.pick(['jane.doe', 'user', 'someone', 'alice'])}@example.${r.pick(['com', 'org', 'net'])}`),
  public_key: (r) => N('public_key', `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.b64(43)}`),
  routing_number: (r) => N('routing_number_alone', `0${r.int(1, 9)}${r.digits(7)}`),
  coordinates: (r) => N('coordinates', `${r.int(-60, 70)}.${r.digits(6)}, ${r.int(-120, 150)}.${r.digits(6)}`),
  isbn: (r) => N('isbn', `978-${r.int(0, 9)}-${r.digits(3)}-${r.digits(5)}-${r.int(0, 9)}`),
  imei_like: (r) => N('serial_number', r.pick([`SN-${r.upperAlnum(10)}`, `${r.upper(3)}${r.digits(9)}`])),
};
export const negOf = (r, ...kinds) => NEG[r.pick(kinds)](r);
