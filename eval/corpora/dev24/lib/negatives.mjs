// Hard negatives: look-alikes that must NOT be reported. Each returns a string; the document
// builder records it with its kind.
import { luhnDigit, ibanFromBban, mod97 } from './checks.mjs';
import { uuid, docIP, privateIP } from './secrets.mjs';
import { ORGS, PRODUCTS } from './lang.mjs';
import { luhnInvalid } from './ids.mjs';

export const neg = (kind, v) => ({ neg: kind, v });
const p2 = (n) => String(n).padStart(2, '0');

export const NEG = {
  order_number: (r) => r.pick([`ORD-${r.digits(8)}`, `SO${r.digits(10)}`, luhnInvalid(r, 16), `PO-${r.int(2019, 2026)}-${r.digits(6)}`]),
  ticket_number: (r) => r.pick([`INC${r.digits(7)}`, `SR-${r.digits(6)}`, `JIRA-${r.upper(3)}-${r.int(100, 9999)}`, `#${r.digits(6)}`, `CHG${r.digits(7)}`]),
  tracking_number: (r) => r.pick([`1Z${r.chars(6, 'ABCDEFGHJKLMNPRSTUVWXY0123456789')}${r.digits(10)}`, `JD${r.digits(18)}`, `${r.upper(2)}${r.digits(9)}${r.pick(['DE', 'GB', 'FR', 'CN', 'NL'])}`, r.digits(12)]),
  invoice_number: (r) => r.pick([`INV-${r.int(2020, 2026)}-${r.digits(5)}`, `RE${r.digits(9)}`, `FA/${r.digits(4)}/${r.int(2020, 2026)}`, r.digits(10)]),
  policy_number: (r) => r.pick([`POL-${r.digits(9)}`, `${r.upper(3)}${r.digits(8)}`, `${r.digits(3)}-${r.digits(3)}-${r.digits(4)}`]),
  case_number: (r) => r.pick([`CASE-${r.digits(7)}`, `${r.int(2020, 2026)}/${r.digits(6)}`, `AZ ${r.digits(3)} ${r.upper(2)} ${r.digits(4)}/${r.int(20, 26)}`]),
  part_number: (r) => r.pick([`PN ${r.digits(3)}-${r.digits(4)}-${r.digits(2)}`, `${r.upper(3)}-${r.digits(5)}-${r.upper(1)}`, r.digits(13)]),
  claim_number: (r) => `CLM${r.digits(11)}`,
  record_id: (r) => r.pick([`MRN${r.digits(8)}`, r.digits(10), `PAT-${r.digits(7)}`]),
  employee_id: (r) => r.pick([`E${r.digits(6)}`, r.digits(8), `EMP-${r.digits(5)}`]),
  amount: (r) => r.pick([`${r.int(1, 99)},${r.digits(3)}.${r.digits(2)}`, `${r.int(10, 9999)}.${r.digits(2)}`, `${r.int(1, 999)}.${r.digits(3)},${r.digits(2)}`]),
  service_date: (r) => { const d = r.date(2023, 2026); return r.pick([`${d.y}-${p2(d.m)}-${p2(d.d)}`, `${d.y}${p2(d.m)}${p2(d.d)}`, `${p2(d.d)}.${p2(d.m)}.${d.y}`]); },
  timestamp: (r) => { const d = r.date(2024, 2026); return `${d.y}-${p2(d.m)}-${p2(d.d)}T${p2(r.int(0, 23))}:${p2(r.int(0, 59))}:${p2(r.int(0, 59))}Z`; },
  version_string: (r) => r.pick([`${r.int(1, 12)}.${r.int(0, 40)}.${r.int(0, 99)}`, `v${r.int(1, 4)}.${r.int(0, 30)}.${r.int(0, 20)}-rc.${r.int(1, 5)}`, `2.5.1.${r.int(1, 9)}`, `${r.int(10, 30)}.${r.int(1, 12)}.${r.int(0, 9)}.${r.int(100, 999)}`]),
  hash: (r) => r.pick([r.hex(40), r.hex(64), 'sha256:' + r.hex(64)]),
  uuid: (r) => uuid(r),
  masked_card: (r) => r.pick([`************${r.digits(4)}`, `${r.digits(4)} **** **** ${r.digits(4)}`, `${r.digits(6)}XXXXXX${r.digits(4)}`]),
  masked_value: (r) => r.pick(['***', '********', `****${r.digits(4)}`, '[REDACTED]', `XXX-XX-${r.digits(4)}`, `+49 *** ***${r.digits(2)}`]),
  placeholder: (r) => r.pick(['<YOUR_API_KEY>', 'changeme', '${DB_PASSWORD}', 'xxxxxxxxxxxxxxxx', 'REPLACE_ME', '{{ .Values.secret }}', 'sk_live_XXXXXXXXXXXXXXXXXXXXXXXX', '%(SMTP_PASS)s', 'your-password-here']),
  documented_example_key: (r) => r.pick(['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc', 'ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'xoxb-not-a-real-token-this-will-not-work']),
  test_card: (r) => r.pick(['4111 1111 1111 1111', '4242424242424242', '5555 5555 5555 4444', '378282246310005']),
  customer_service_number: (r, loc) => loc.tollfree(r),
  documentation_ip: (r) => docIP(r),
  private_ip: (r) => privateIP(r),
  role_mailbox: (r, loc, dom) => `${r.pick(['support', 'noreply', 'billing', 'postmaster', 'hr-payroll', 'claims', 'datenschutz', 'info'])}@${dom || 'example-corp.com'}`,
  company_name: (r, loc) => r.pick(ORGS[loc.lang] || ORGS.en),
  product_name: (r) => r.pick(PRODUCTS),
  project_codename: (r) => r.pick(['Project Bluebird', 'Operation Kestrel', 'Nightingale', 'Atlas Migration', 'Projekt Wanderfalke', 'Orion']),
  job_title: (r) => r.pick(['Head of Payroll', 'Senior Claims Adjuster', 'Chief Medical Officer', 'Integration Engineer', 'Data Protection Officer']),
  place_name: (r) => r.pick(['Frankfurt am Main', 'Rotterdam', 'Lyon Part-Dieu', 'Heathrow Terminal 5', 'Jebel Ali', 'Kansai']),
  public_figure: (r) => r.pick(['Albert Einstein', 'Marie Curie', 'Ada Lovelace', 'Alan Turing', 'Florence Nightingale']),
  fictional_character: (r) => r.pick(['Sherlock Holmes', 'Harry Potter', 'Max Mustermann', 'Erika Mustermann', 'John Doe', 'Jane Roe']),
  eponymous_organisation: (r) => r.pick(['Johns Hopkins Hospital', 'Max-Planck-Institut', 'Goethe-Institut', 'Mercedes-Benz Bank', 'Mayo Clinic', 'Robert Koch-Institut', 'Charité']),
  bic: (r) => r.pick(['DEUTDEFF', 'COBADEFFXXX', 'BNPAFRPP', 'INGBNL2A', 'BARCGB22', 'UNCRITMM', 'CAIXESBB', 'NDEASESS', 'RZBAATWW', 'POALILIT']),
  routing_code: (r) => r.digits(9),
  imei: (r) => { const b = r.pick(['35', '86', '01']) + r.digits(12); return b + luhnDigit(b); },
  iccid: (r) => { const b = '89' + r.pick(['49', '44', '33', '01']) + r.digits(14); return b + luhnDigit(b); },
  imsi: (r) => r.pick(['262', '234', '208', '310']) + r.pick(['01', '02', '10', '15']) + r.digits(10),
  message_id: (r, loc, dom) => `<${r.hex(12)}.${r.digits(6)}@${dom || 'mail.example-corp.com'}>`,
  git_commit: (r) => r.hex(40),
  creditor_identifier: (r) => { const cc = r.pick(['DE', 'AT', 'NL']); const body = r.digits(cc === 'DE' ? 11 : 10); const c = 98 - mod97(body + cc + '00'); return `${cc}${p2(c)}ZZZ${body}`; },
  flight_number: (r) => `${r.pick(['LH', 'BA', 'AF', 'KL', 'TK', 'EK', 'JL', 'NH', 'SK', 'IB'])}${r.int(10, 2999)}`,
  record_locator: (r) => r.chars(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'),
  ticket_document: (r) => `${r.pick(['220', '125', '057', '074', '235'])}${r.digits(10)}`,
  hs_code: (r) => `${r.digits(4)}.${r.digits(2)}.${r.digits(2)}`,
  eori: (r) => `${r.pick(['DE', 'FR', 'NL'])}${r.digits(12)}`,
  service_account_email: (r, loc, dom) => `${r.pick(['svc-etl', 'terraform', 'ci-deployer', 'hl7-bridge'])}@${dom || 'prod-data-' + r.digits(6) + '.iam.gserviceaccount.com'}`,
  account_identifier: (r) => 'AC' + r.hex(32),
  credential_free_uri: (r) => r.pick([`postgresql://db-replica.internal:5432/analytics`, `redis://cache.svc.cluster.local:6379/2`, `amqp://mq.internal:5672/%2F`, `mongodb://mongo-0.mongo:27017/reports`]),
  env_reference: (r) => r.pick(['${SMTP_PASSWORD}', '$(cat /run/secrets/db_pass)', '${{ secrets.NPM_TOKEN }}', 'vault:secret/data/payroll#password', 'env:STRIPE_KEY']),
  public_key: (r) => `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.b64(43)} ${r.pick(['ops@bastion', 'ci@runner-7'])}`,
  x509_certificate_body: (r) => 'MIID' + r.b64(60),
  grammar_capitalised: (r) => r.pick(['Rechnung', 'Versicherung', 'Anschrift', 'Geburtsurkunde', 'Kontoauszug']),
  month_weekday: (r) => r.pick(['March', 'Monday', 'Dezember', 'Freitag', 'mercredi', 'August']),
  sentence_start: (r) => r.pick(['Please', 'Attached', 'Regards', 'Kindly']),
};
export const negOf = (r, kind, loc, dom) => neg(kind, NEG[kind](r, loc, dom));
