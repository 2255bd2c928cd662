// Hard negatives: strings that look like PII or secrets but are not. Each returns neg(value, kind).
import { neg } from './doc.mjs';
import { badCard, badIban } from './ids.mjs';
import { guid } from './secrets.mjs';
import { COUNTRIES } from './countries.mjs';
import { ORGS, FIGURES } from './locales.mjs';
import { B64 } from './prng.mjs';
import { timestamp } from './dates.mjs';

const cas = (r) => { const b = String(r.int(50, 99999)) + r.digits(2); let s = 0; const rev = b.split('').reverse(); rev.forEach((c, i) => (s += (i + 1) * +c)); return `${b.slice(0, -2)}-${b.slice(-2)}-${s % 10}`; };
const ean13 = (r) => { const b = r.pick(['400', '590', '500', '300', '800', '871', '450', '690', '880']) + r.digits(9); let s = 0; for (let i = 0; i < 12; i++) s += +b[i] * (i % 2 ? 3 : 1); return b + ((10 - (s % 10)) % 10); };

const PH = {
  password: ['<password>', '${DB_PASSWORD}', 'CHANGE_ME', '********', '{{ .Values.db.password }}', '%(DB_PASS)s', '${{ secrets.MQTT_PASSWORD }}', 'REPLACE_ME', '<redacted>', 'xxxxxxxx'],
  secret: ['<generate-a-random-secret>', '${JWT_SECRET}', 'change-this-secret', 'REPLACE_ME'],
  api_key: ['your_api_key_here', '<YOUR_API_KEY>', 'process.env.API_KEY', '${API_KEY}', 'xxxxxxxxxxxxxxxx', 'os.environ["API_KEY"]'],
  stripe: ['sk_live_xxxxxxxxxxxxxxxxxxxxxxxx', 'sk_test_XXXXXXXXXXXXXXXXXXXXXXXX', 'your_stripe_secret_key'],
  token: ['<YOUR_TOKEN>', 'ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', '${GITHUB_TOKEN}', '${{ secrets.GITHUB_TOKEN }}', 'your_token_here'],
  url: ['postgres://user:password@localhost:5432/dbname', '${DATABASE_URL}', 'mongodb://<user>:<password>@<host>/<db>', 'mysql://USER:PASS@HOST/DB'],
  webhook: ['https://hooks.slack.com/services/XXX/YYY/ZZZ', '${SLACK_WEBHOOK_URL}', '<webhook-url>', '${{ secrets.SLACK_WEBHOOK }}'],
};
export const NEG = {
  guid: (r) => neg(r.chance(0.8) ? guid(r) : guid(r).toUpperCase(), 'guid'),
  sha256: (r) => neg(r.hex(64), 'hash'),
  sha1: (r) => neg(r.hex(40), 'git_sha'),
  short_sha: (r) => neg(r.hex(7), 'git_sha'),
  md5: (r) => neg(r.hex(32), 'hash'),
  digest: (r) => neg('sha256:' + r.hex(64), 'hash'),
  integrity: (r) => neg('sha512-' + r.str(B64, 86) + '==', 'hash'),
  version: (r) => neg(r.pick([`v${r.int(0, 5)}.${r.int(0, 30)}.${r.int(0, 20)}`, `${r.int(1, 9)}.${r.int(0, 9)}.${r.int(0, 9)}.${r.int(10, 999)}`, `${r.int(1, 4)}.${r.int(0, 12)}.${r.int(0, 9)}-rc.${r.int(1, 4)}`, `V${r.int(2, 5)}.${r.int(0, 9)}`]), 'version'),
  timestamp: (r) => neg(r.chance(0.7) ? timestamp(r) : r.chance(0.5) ? String(r.int(1700000000, 1767000000)) : String(r.int(1700000000, 1767000000)) + r.digits(3), 'timestamp'),
  order: (r) => neg(r.pick([`PO-2025-${r.digits(6)}`, `SO-${r.int(10000, 99999)}`, `INV-${r.int(2024, 2025)}-${r.digits(5)}`, `#${r.int(100000, 999999)}`, `BE-${r.digits(8)}`, `WO-${r.int(1000, 99999)}`]), 'order_number'),
  lot: (r) => neg(r.pick([`LOT ${r.int(20, 25)}-${r.int(100, 365)}-${r.pick(['A', 'B', 'C'])}`, `CH-B${r.int(2024, 2025)}/${r.digits(4)}`, `L${r.digits(7)}`]), 'lot_number'),
  eartag: (r, cc = 'DE') => neg(r.pick([`${cc === 'GB' ? 'UK' : cc} ${r.digits(2)} ${r.digits(3)} ${r.digits(5)}`, `${cc === 'GB' ? 'UK' : cc}${r.digits(12)}`, `${r.pick(['276', '250', '528', '826', '208'])}${r.pick(['098', '000'])}${r.digits(9)}`]), 'animal_id'),
  holding: (r) => neg(r.pick([`276 ${r.digits(2)} ${r.digits(3)} ${r.digits(3)} ${r.digits(4)}`, `CPH ${r.digits(2)}/${r.digits(3)}/${r.digits(4)}`, `EDE ${r.digits(8)}`]), 'farm_registration'),
  ean: (r) => neg(ean13(r), 'product_code'),
  cas: (r) => neg(cas(r), 'cas_number'),
  part: (r) => neg(r.pick(['6ES7 214-1AG40-0XB0', '6ES7 315-2EH14-0AB0', '3RT2026-1BB40', 'SKF 6205-2RS', '1756-L83E', 'TM241CE40R', 'FX5U-32MR/ES', `PN ${r.digits(3)}-${r.digits(4)}-${r.digits(2)}`]), 'part_number'),
  serial: (r) => neg(r.pick([`SN ${r.str('ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${r.digits(8)}`, `S/N: ${r.digits(4)}-${r.digits(4)}-${r.digits(4)}`, `${r.str('ABCDEFGHJKLMNPRSTUVWXYZ', 3)}${r.digits(9)}`]), 'serial_number'),
  mac: (r) => neg(Array.from({ length: 6 }, () => r.hex(2)).join(r.pick([':', '-'])).toUpperCase(), 'mac_address'),
  grant: (r) => neg(r.pick([`EP/X${r.digits(6)}/1`, `DFG ${r.digits(9)}`, `ANR-${r.int(19, 25)}-CE${r.int(10, 45)}-${r.digits(4)}`, `NSF-${r.digits(7)}`, `101${r.digits(6)}`, `2024-${r.digits(5)}`]), 'grant_number'),
  sample: (r) => neg(r.pick([`S-2025-${r.digits(5)}`, `P-${r.digits(3)}`, `SMP${r.digits(6)}`, `BX-${r.digits(4)}-${r.pick(['A', 'B'])}`]), 'sample_id'),
  reference: (r) => neg(r.pick([`${r.str('ABCDEFGHJKLMNPRSTUVWXYZ', 2)}-${r.digits(7)}`, `${r.digits(3)}/${r.digits(6)}/${r.int(2024, 2025)}`, `K${r.digits(9)}`, `${r.digits(10)}`]), 'reference_number'),
  coords: (r) => neg(`${(r.float() * 20 + 35).toFixed(5)}, ${(r.float() * 30 - 5).toFixed(5)}`, 'coordinates'),
  doi: (r) => neg(`10.${r.int(1000, 9999)}/${r.pick(['j.fcr', 'j.jdairysci', 'animal', 's41598'])}.${r.int(2019, 2025)}.${r.digits(6)}`, 'doi'),
  nodeid: (r) => neg(r.pick([`ns=2;s=Line${r.int(1, 6)}.Press.Pressure`, `ns=3;i=${r.int(1000, 9999)}`, `ns=2;g=${guid(r)}`]), 'node_id'),
  loopback: (r) => neg(r.pick(['127.0.0.1', '0.0.0.0', '::1', 'localhost']), 'loopback_address'),
  placeholder: (r, kind = 'password') => neg(r.pick(PH[kind] || PH.password), 'placeholder'),
  aws_example: (r) => neg(r.pick(['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY']), 'aws_example_key'),
  aws_example_id: () => neg('AKIAIOSFODNN7EXAMPLE', 'aws_example_key'),
  aws_example_secret: () => neg('wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'aws_example_key'),
  bad_card: (r) => neg(badCard(r), 'luhn_invalid_card'),
  bad_iban: (r, cc) => { const c = COUNTRIES[cc]?.iban || r.pick(['DE', 'FR', 'NL', 'ES', 'IT', 'PL']); return neg(badIban(r, c) || 'DE00 0000 0000 0000 0000 00', 'invalid_iban'); },
  masked: (r) => neg(r.pick([`***-**-${r.digits(4)}`, `**** **** **** ${r.digits(4)}`, `XXXX-XXXX-XXXX-${r.digits(4)}`, `DE** **** **** **** **${r.digits(2)} ${r.digits(2)}`, `+49 *** ***${r.digits(2)}`, `j***@***.com`]), 'masked_value'),
  hotline: (r, cc) => neg(r.pick(COUNTRIES[cc].hot), 'public_hotline'),
  org: (r, lang) => neg(r.pick(ORGS[lang] || ORGS.en), 'org_name'),
  figure: (r, lang) => neg(r.pick(FIGURES[lang] || FIGURES.en), 'public_figure'),
  example_email: (r) => neg(r.pick(['user@example.com', 'jane.doe@example.org', 'name@company.com', 'test@test.invalid', 'you@yourdomain.tld']), 'placeholder_email'),
  bcrypt: (r) => neg(`$2b$12$${r.str('./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 53)}`, 'password_hash'),
  doc_ip: (r) => neg(r.pick([`192.0.2.${r.int(1, 254)}`, `198.51.100.${r.int(1, 254)}`, `203.0.113.${r.int(1, 254)}`]), 'documentation_ip'),
};
