// Shared helpers for templates: negatives, IPs, orgs, amounts, hosts.
import { fill, A_AN, A_B64, A_B64U, A_UP, A_DIG } from './prng.mjs';
import { lab, neg } from './doc.mjs';
import { isbn13Check, issnCheck, luhnCheck, wsum, d } from './checksums.mjs';
import { TEST_CARDS, bic } from './finance.mjs';
import { uuid } from './secrets.mjs';
import { fmtDate, randDate, ascii } from './people.mjs';
export const N = {
  order: r => neg('order_number', fill(r, r.pick(['ORD-#######', 'PO-2025-#####', 'SO######', '#10######']))),
  invoice: r => neg('invoice_number', fill(r, r.pick(['INV-2025-00####', 'RE-2025-####', 'F2025/#####', 'FAC-##-######', 'Rg.-Nr. 2025-####']))),
  case: r => neg('case_number', fill(r, r.pick(['CASE-######', 'Az. % O ###/25', 'CS#######', 'P-2025-#####']))),
  ticket: r => neg('ticket_number', fill(r, r.pick(['INC0######', 'REQ#######', 'OPS-####', 'SEC-#####', 'HD-######', 'SR-2025-####']))),
  student: r => neg('student_id', fill(r, r.pick(['S########', '2024#####', 'STU-######', 'u#######', 'Matr.-Nr. #######']))),
  employee: r => neg('employee_id', fill(r, r.pick(['EMP-#####', 'E######', 'PN ######', 'WK-####']))),
  candidate: r => neg('candidate_id', fill(r, r.pick(['CAND-######', 'C-2025-#####', 'APP#######']))),
  policy: r => neg('policy_number', fill(r, r.pick(['POL-########', 'LV-###-#######', 'PN########']))),
  claim: r => neg('claim_number', fill(r, r.pick(['CLM-#######', 'SCH-2025-#####', 'CL########']))),
  isbn: r => { const b = '978' + fill(r, '%########'); const c = b + isbn13Check(b); return neg('isbn', `${c.slice(0, 3)}-${c.slice(3, 4)}-${c.slice(4, 8)}-${c.slice(8, 12)}-${c[12]}`); },
  issn: r => { const b = fill(r, '#######'); return neg('issn', `${b.slice(0, 4)}-${b.slice(4)}${issnCheck(b)}`); },
  isrc: r => neg('isrc', fill(r, r.pick(['@@-^^^-2#-#####', '@@^^^2#######']))),
  doi: r => neg('doi', fill(r, r.pick(['10.####/j.jfin.2024.##.###', '10.####/s#####-024-#####-%', '10.#####/zenodo.#######']))),
  course: r => neg('course_code', fill(r, r.pick(['CS ###', 'MATH%###', 'ECON-%##', 'BIO%##L', 'HIST %##']))),
  version: r => neg('version', fill(r, r.pick(['v%.##.#', '%.#.#', '%.##.#-rc.%', '%.#.##+build.###']))),
  ipver: r => neg('ip_like_version', `${r.int(1, 9)}.${r.int(0, 20)}.${r.int(0, 9)}.${r.int(100, 250)}`),
  sha: r => neg('commit_sha', r.chance(0.5) ? r.hex(40) : r.hex(7)),
  hash: r => neg('hash', r.chance(0.6) ? r.hex(64) : r.hex(32)),
  uuid: r => neg('uuid', uuid(r)),
  trace: r => neg('trace_id', r.chance(0.5) ? r.hex(32) : `00-${r.hex(32)}-${r.hex(16)}-01`),
  txhash: r => neg('tx_hash', '0x' + r.hex(64)),
  bic: (r, cc) => neg('swift_bic', bic(r, cc)),
  bankcode: r => neg('bank_code', fill(r, r.pick(['BLZ ### ### ##', 'BLZ ########', 'Bankleitzahl ########']))),
  companyReg: r => neg('company_registration', fill(r, r.pick(['HRB ######', 'FN ######@', 'Company No. 0#######', 'KvK ########', 'RCS Paris B ### ### ###', 'CIN U#####MH2019PTC######', 'ACN ### ### ###']))),
  vat: r => neg('vat_number', fill(r, r.pick(['DE#########', 'ATU########', 'FR%%#########', 'GB### #### ##', 'NL#########B01', 'IT###########', 'ESB########', 'CHE-###.###.### MWST']))),
  date: (r, loc) => neg('date', fmtDate(r, loc, randDate(r), r.pick(['local', 'iso']))),
  amount: (r, cur) => neg('amount', `${cur || r.pick(['€', '$', '£', 'CHF ', 'R$ '])}${r.int(12, 98000).toLocaleString('en-US')}.${String(r.int(0, 99)).padStart(2, '0')}`),
  testCard: r => neg('test_card', r.pick(TEST_CARDS)),
  maskedCard: r => neg('masked_card', r.pick([`**** **** **** ${r.digits(4)}`, `${r.pick(['4', '5'])}${r.digits(3)} XXXX XXXX ${r.digits(4)}`, `•••• ${r.digits(4)}`, `${r.pick(['4', '5'])}${r.digits(5)}******${r.digits(4)}`])),
  maskedIban: r => neg('masked_iban', `${r.pick(['DE', 'FR', 'NL', 'AT', 'ES'])}${r.digits(2)} **** **** **** ${r.digits(4)}`),
  exampleEmail: r => neg('example_email', r.pick(['user@example.com', 'john.doe@example.org', 'jane@example.net', 'admin@example.com', 'test.user@company.example', 'alice@foo.test', 'noreply@example.invalid'])),
  placeholder: r => neg('placeholder_secret', r.pick(['YOUR_API_KEY', '${DB_PASSWORD}', '<password>', 'AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', '<YOUR_TOKEN_HERE>', 'REPLACE_ME', '{{ secrets.DEPLOY_KEY }}', '%API_KEY%', '********', 'xxxxxxxxxxxxxxxxxxxx', 'sk-...', '$(cat /run/secrets/db_pass)', 'changeit-in-prod'])),
  pwHash: r => neg('password_hash', r.pick([`$2b$12$${r.str(A_AN + './', 53)}`, `$argon2id$v=19$m=65536,t=3,p=4$${r.str(A_B64.slice(0, 64), 22)}$${r.str(A_B64.slice(0, 64), 43)}`, r.hex(32).toUpperCase(), `$6$${r.str(A_AN, 16)}$${r.str(A_AN + './', 86)}`, `pbkdf2_sha256$600000$${r.str(A_AN, 22)}$${r.str(A_B64, 43)}=`])),
  publicKey: r => neg('public_key', r.pick([`ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.str(A_B64, 43)} deploy@ci-runner`, `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${r.str(A_B64, 200)} ops@bastion`, `-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE${r.str(A_B64, 28)}\n${r.str(A_B64, 56)}==\n-----END PUBLIC KEY-----`])),
  cert: r => neg('certificate', `-----BEGIN CERTIFICATE-----\nMIIC${r.str(A_B64, 60)}\n${r.str(A_B64, 64)}\n${r.str(A_B64, 64)}\n${r.str(A_B64, 40)}==\n-----END CERTIFICATE-----`),
  keyId: r => neg('key_id', r.pick([`arn:aws:kms:eu-west-1:${r.digits(12)}:key/${uuid(r)}`, `AC${r.hex(32)}`, `pk_live_${r.str(A_AN, 24)}`, `kid-${r.hex(8)}`, `GPG key ${r.hex(16).toUpperCase()}`, `key_id=${r.str(A_AN, 12)}`])),
  csrf: r => neg('csrf_token', r.str(A_B64U, 43)),
  docIp: r => neg('doc_ip', r.pick([`192.0.2.${r.int(1, 254)}`, `198.51.100.${r.int(1, 254)}`, `203.0.113.${r.int(1, 254)}`, `2001:db8::${r.hex(3)}`])),
};
export const PUBLIC_FIGURES = ['Angela Merkel', 'Barack Obama', 'Taylor Swift', 'Lionel Messi', 'Marie Curie', 'William Shakespeare', 'Haruki Murakami', 'Greta Thunberg', 'Elon Musk', 'Nelson Mandela', 'Frida Kahlo', 'Cristiano Ronaldo', 'Emmanuel Macron', 'Jacinda Ardern', 'Shah Rukh Khan', 'BTS', 'Gabriel García Márquez', 'Albert Einstein', 'Ada Lovelace', 'Serena Williams', 'Oprah Winfrey', 'Pelé', 'Kylian Mbappé', 'Beyoncé'];
export const pubFig = r => neg('public_figure', r.pick(PUBLIC_FIGURES));
export function personCompany(r, loc) { const f = r.pick(loc.fm).split('|').pop(); return neg('company_name', r.pick([`${f} & Partner GmbH`, `${f} & Sons Ltd`, `${f} Logistics`, `${f} Holdings S.A.`, `${f} & Co. KG`, `Studio ${f}`, `${f} Consulting LLC`, `${f} Funeral Directors`, `${f} Recruitment Pty Ltd`])); }
// IPs
export function ipv4(r, kind) { kind = kind || r.pick(['pub', 'pub', 'priv']); if (kind === 'priv') return r.pick([`10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, `192.168.${r.int(0, 255)}.${r.int(1, 254)}`, `172.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(1, 254)}`]); for (;;) { const a = r.int(11, 223); if ([127, 169, 172, 192, 198, 203, 100].includes(a)) continue; return `${a}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`; } }
export function ipv6(r) { const g = () => r.hex(r.int(1, 4)).replace(/^0+(?=.)/, ''); const pre = r.pick([['2a02', g()], ['2a01', g()], ['2001', '67c'], ['2600', g()], ['2405', g()], ['2c0f', g()]]); if (r.chance(0.5)) return [...pre, ...Array.from({ length: 6 }, g)].join(':'); const mid = Array.from({ length: r.int(1, 3) }, g), tail = Array.from({ length: r.int(1, 2) }, g); return [...pre, ...mid].join(':') + '::' + tail.join(':'); }
export const IP = (r, kind) => r.chance(0.15) ? lab('ip_address', 'ipv6', ipv6(r)) : lab('ip_address', 'ipv4', ipv4(r, kind));
// orgs per sector
const BR = ['Northwind', 'Bluefjord', 'Silverbirch', 'Kestrel', 'Harbourline', 'Aurora', 'Greystone', 'Meridian', 'Lumen', 'Cedarpoint', 'Redgum', 'Solace', 'Ironbark', 'Tidewater', 'Brightpath', 'Oakhaven', 'Riverbend', 'Starling'];
const SUF = { education: ['University', 'Academy', 'International School', 'Institute of Technology', 'Learning (edtech)', 'College'], media: ['Media Group', 'Studios', 'Press', 'Records', 'Streaming', 'Daily'], staffing: ['Staffing', 'Recruitment', 'Payroll Services', 'Talent Partners', 'Workforce Solutions'], msp: ['IT Services', 'Managed Security', 'SOC', 'Cyber Defence', 'Cloud Ops'], mining: ['Minerals', 'Mining', 'Energy', 'Resources', 'Drilling Services', 'Oil & Gas'], remittance: ['Transfers', 'Remit', 'Wealth Partners', 'Private Wealth', 'Pay', 'Money Transfer'], funeral: ['Funeral Services', 'Care Home', 'Probate & Estates', 'Senior Living', 'Memorial Services'] };
const TLDX = { education: ['edu', 'ac'], media: [], staffing: [], msp: [], mining: [], remittance: [], funeral: [] };
export function makeOrg(r, sector, loc) {
  const b = r.pick(BR), s = r.pick(SUF[sector]); const name = `${b} ${s}`;
  const slug = (b + (r.chance(0.5) ? '-' + s.split(' ')[0] : '')).toLowerCase().replace(/[^a-z-]/g, '');
  const tld = sector === 'education' && r.chance(0.5) ? (loc.cc === 'US' ? 'edu' : loc.cc === 'GB' ? 'ac.uk' : loc.tld) : loc.tld;
  return { name, slug, domain: `${slug}.${tld}`, brand: b };
}
export const host = (r, org) => `${r.pick(['app', 'api', 'sis', 'lms', 'portal', 'vpn', 'mail', 'crm', 'pay', 'hr', 'cms'])}${r.chance(0.3) ? '-' + r.pick(['prod', 'stg', 'eu']) : ''}.${org.domain}`;
export const user = (r, p) => { const g = ascii(p.givenL).toLowerCase().replace(/[^a-z]/g, ''); const f = ascii(p.familyL).toLowerCase().replace(/[^a-z]/g, ''); return r.pick([`${g[0] || 'x'}${f}`, `${g}.${f}`, `${f}${g[0] || ''}`, `${g}${r.int(1, 99)}`]); };
export const money = (r, cur) => `${r.int(12, 25000)}.${String(r.int(0, 99)).padStart(2, '0')} ${cur}`;
export const CUR = { US: 'USD', GB: 'GBP', AU: 'AUD', NZ: 'NZD', CA: 'CAD', IN: 'INR', ZA: 'ZAR', NG: 'NGN', KE: 'KES', SG: 'SGD', PH: 'PHP', CH: 'CHF', PL: 'PLN', SE: 'SEK', NO: 'NOK', DK: 'DKK', IS: 'ISK', CZ: 'CZK', HU: 'HUF', RO: 'RON', BG: 'BGN', TR: 'TRY', RU: 'RUB', UA: 'UAH', KZ: 'KZT', IL: 'ILS', SA: 'SAR', AE: 'AED', EG: 'EGP', IR: 'IRR', PK: 'PKR', BD: 'BDT', CN: 'CNY', TW: 'TWD', HK: 'HKD', JP: 'JPY', KR: 'KRW', TH: 'THB', VN: 'VND', ID: 'IDR', MY: 'MYR', MX: 'MXN', AR: 'ARS', CL: 'CLP', CO: 'COP', PE: 'PEN', EC: 'USD', VE: 'VES', UY: 'UYU', BR: 'BRL' };
export const cur = loc => CUR[loc.cc] || 'EUR';
export const ts = (r) => `2025-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}T${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}${r.chance(0.5) ? '.' + r.digits(3) : ''}Z`;
