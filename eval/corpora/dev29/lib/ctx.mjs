// Per-document context: value generators returning labelled (L) or negative (N) spans.
import { L, N, soft, UP, LO, DG, ALNUM } from './core.mjs';
import * as I from './ids.mjs';
import * as S from './secrets.mjs';
import { person, emailOf, dateStr } from './locales.mjs';

const PUB4 = [5, 31, 37, 46, 62, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 109, 176, 178, 185, 188, 193, 194, 195, 212, 213, 217, 24, 50, 63, 64, 66, 67, 68, 69, 71, 73, 74, 75, 76, 96, 97, 98, 99, 104, 107, 108, 49, 58, 59, 101, 106, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 180, 182, 183, 210, 211, 218, 219, 220, 221, 222];
export const COMPANIES = ['Voltaris Energy', 'Telvio Mobile', 'NordGrid Power', 'Lettwise Lettings', 'AquaServ Utilities', 'FibreNet', 'Casa Belli Immobili', 'Rentora Hausverwaltung', 'Helios Home Services', 'BrightWatt'];
const PERSONLIKE_ORGS = ['Schneider Electric', 'John Lewis', 'Johnson Controls', 'Jones Lang LaSalle', 'Marks & Spencer', 'Thomas Cook', 'Siemens', 'Philips Hue', 'Bosch Thermotechnik', 'Vaillant', 'Miele', 'Tesla Powerwall', 'Hargreaves Lansdown', 'Knight Frank', 'Savills', 'Foxtons', 'Leroy Merlin', 'Carrefour'];
const PUBLIC_FIGS = ['Alexander Graham Bell', 'Thomas Edison', 'Nikola Tesla', 'Guglielmo Marconi', 'Michael Faraday', 'Alessandro Volta', 'Werner von Siemens', 'Marie Curie', 'James Watt', 'André-Marie Ampère'];
const PERSON_STREETS = ['Martin Luther King Jr Blvd', 'Karl-Marx-Straße', 'Avenue Victor Hugo', 'Via Giuseppe Garibaldi', 'Rue Jean Jaurès', 'Calle de Cervantes', 'Ulica Jana Pawła II', 'Churchill Way', 'Nelson Mandela Square', 'Avenida Fernão de Magalhães'];

export function makeCtx(r, loc) {
  const V = loc.V;
  const c = {
    r, loc, V, ids: I,
    tr: (o, fb) => { const v = o[loc.lang] ?? fb ?? o.en; return Array.isArray(v) ? r.pick(v) : v; },
    person: () => person(r, loc),
    name: (p) => L('person_name', 'full_name', p.full),
    nameLatin: (p) => L('person_name', 'full_name', p.fullLatin),
    given: (p) => L('person_name', 'given_name', p.given.n, { soft: true }),
    email: (p, dom) => L('email', 'personal_email', emailOf(r, loc, p, dom)),
    workEmail: (p, dom) => L('email', 'work_email', emailOf(r, loc, p, dom || r.pick(['voltaris-energy.net', 'telvio.io', 'lettwise.co.uk', 'rentora.de', 'helios-home.com', 'brightwatt.eu']))),
    roleEmail: (dom) => soft(L('email', 'role_mailbox', r.pick(['billing', 'support', 'lettings', 'service', 'accounts', 'noc', 'kundenservice', 'facturation']) + '@' + (dom || r.pick(['voltaris-energy.net', 'telvio.io', 'lettwise.co.uk', 'rentora.de', 'nordgrid.cloud'])))),
    exEmail: () => N('example_email', r.pick(['jane.doe', 'user', 'customer', 'test.user', 'max.mustermann', 'someone']) + '@' + r.pick(['example.com', 'example.org', 'example.net', 'mail.example.com'])),
    phone: (intl) => L('phone_number', 'phone', loc.phone(r, intl ?? r.chance(0.35))),
    msisdn: () => L('phone_number', 'msisdn', loc.phone(r, true).replace(/[^\d]/g, '')),
    e164: () => L('phone_number', 'e164', '+' + loc.phone(r, true).replace(/[^\d]/g, '')),
    addr: () => L('street_address', 'postal_address', loc.address(r)),
    dob: (p, style) => L('date_of_birth', 'dob', dateStr(r, loc, p.y, p.m, p.d, style)),
    nid: (p) => loc.nid(r, p || person(r, loc)),
    tax: (p) => loc.tax(r, p || person(r, loc)),
    passport: () => loc.passport(r),
    nidCap: () => r.pick(loc.nidCap), taxCap: () => r.pick(loc.taxCap),
    iban: (spaced) => { const ib = loc.iban ? loc.iban(r) : I.ibanFrom(r.pick(['DE', 'GB', 'NL']), r.pick(['INGB', 'NWBK', 'RABO']) + r.digits(10)); return L('iban', 'iban', (spaced ?? r.chance(0.6)) ? I.group4(ib) : ib); },
    bank: () => (loc.acctLocal && r.chance(0.6) ? loc.acctLocal(r) : loc.iban && !loc.bank ? ['IBAN ', c.iban()] : loc.bank && (!loc.iban || r.chance(0.5)) ? loc.bank(r) : ['IBAN ', c.iban()]),
    mpCap: () => ({ GB: r.pick(['MPAN', 'MPRN', 'Supply number']), DE: 'Zählpunkt', FR: r.pick(['PDL', 'PRM']), ES: 'CUPS', IT: 'POD', NL: 'EAN-code', PT: 'CPE', PL: 'Nr PPE', SE: 'Anläggnings-ID', CZ: 'EAN', RO: 'Cod loc consum', JP: '供給地点特定番号', CN: '电表户号' }[loc.cc] || r.pick(['Meter point ID', 'Supply point'])),
    cert: () => N('certificate', '-----BEGIN CERTIFICATE-----\n' + ('MIID' + r.str(ALNUM + '+/', 600)).match(/.{1,64}/g).join('\n') + '\n-----END CERTIFICATE-----'),
    card: (brand) => { const b = brand || r.weighted([['visa', 5], ['mastercard', 4], ['amex', 1.5], ['discover', 0.6], [loc.cc === 'JP' ? 'jcb' : 'visa', 1], [loc.cc === 'CN' ? 'unionpay' : 'mastercard', 1]]); return L('credit_card', b, I.fmtCard(r, I.card(r, b))); },
    expiry: () => `${String(r.int(1, 12)).padStart(2, '0')}/${r.int(26, 31)}`,
    ip: () => L('ip_address', 'ipv4', `${r.pick(PUB4)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`),
    ip6: () => L('ip_address', 'ipv6', `${r.pick(['2a02', '2a01', '2600', '2604', '2a00', '2408', '240e', '2003', '2a0a'])}:${r.hex(4).replace(/^0+/, '') || '1'}:${r.hex(4).replace(/^0+/, '') || '0'}:${r.hex(3)}${r.chance(0.5) ? '::' + r.hex(4).replace(/^0+/, '1') : ':' + r.hex(4) + ':' + r.hex(4) + ':' + r.hex(4) + ':' + r.hex(4)}`),
    pip: () => soft(L('ip_address', 'private_ipv4', r.chance(0.5) ? `10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(2, 254)}` : r.chance(0.5) ? `192.168.${r.int(0, 20)}.${r.int(2, 254)}` : `172.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(2, 254)}`)),
    wallet: () => { const [t, v] = I.wallet(r); return L('crypto_wallet', t, v); },
    api: (k) => S.apiKey(r, k), tok: (k) => S.authToken(r, k), pw: (k) => S.password(r, k),
    conn: (k) => S.connString(r, k), hook: (k) => S.webhook(r, k), pem: (k) => S.pemSpan(r, k), pemJson: (k) => S.pemJsonSpan(r, k),
    ph: () => S.placeholder(r),
    // ---- negatives ----
    ndate: (style) => N('date', dateStr(r, loc, r.int(2023, 2026), r.int(1, 12), r.int(1, 28), style)),
    ts: () => N('timestamp', `2025-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}T${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}${r.pick(['Z', '.' + r.digits(3) + 'Z', '+01:00', '+00:00'])}`),
    tsv: () => N('timestamp', `2025-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')} ${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`),
    epoch: () => N('timestamp', String(r.int(1735689600, 1767225599))),
    acct: () => N('customer_account_number', r.pick(['', 'CA-', 'ACC', 'K', '']) + r.ndigits(r.pick([8, 9, 10]))),
    contract: () => N('contract_number', r.pick(['CTR-', 'VN', 'MOB-', 'BB', 'LSE-']) + r.int(2023, 2026) + '-' + r.digits(6)),
    invoice: () => N('invoice_number', r.pick(['INV-', 'RE', 'F', 'FAC-', 'INV']) + r.int(2024, 2026) + r.pick(['-', '/', '']) + r.digits(r.pick([5, 6, 7]))),
    ticket: () => N('ticket_number', r.pick(['JOB-', 'WO-', 'TKT-', 'INC', 'SR-', 'CS']) + r.digits(r.pick([6, 7, 8]))),
    order: () => N('order_id', r.pick(['ORD-', 'PO-', '#', 'SO']) + r.digits(r.pick([7, 8, 9]))),
    meter: () => N('meter_serial', r.pick(['E6S', 'S1K', 'K', 'G4A', '1EMH', 'L', 'Z16']) + r.digits(r.pick([7, 8])) + r.pick(['', '21', 'D'])),
    mpan: () => N('mpan', I.mpanCore(r)),
    mprn: () => N('mprn', r.ndigits(r.pick([8, 9, 10]))),
    mpoint: () => { const cc = loc.cc; let v; if (cc === 'DE') v = 'DE' + r.digits(11) + r.str(UP + DG, 20); else if (cc === 'ES') v = 'ES00' + r.digits(2) + r.digits(14) + r.str(UP, 2); else if (cc === 'IT') v = 'IT001E' + r.digits(8); else if (cc === 'FR') v = r.digits(14); else if (cc === 'NL') v = '8716' + r.digits(14); else if (cc === 'GB') v = I.mpanCore(r); else v = r.pick(['', 'MP-']) + r.digits(r.pick([12, 14, 16])); return N('metering_point_id', v); },
    imei: () => N('imei', I.imei(r)), iccid: () => N('iccid', I.iccid(r, loc.iccc || '44')), imsi: () => N('imsi', I.imsi(r, loc.mcc || '234')),
    mac: () => N('mac_address', Array.from({ length: 6 }, () => r.hex(2).toUpperCase()).join(r.pick([':', '-']))),
    uuid: () => N('uuid', S.uuid(r)),
    sha: (n) => N('hash', r.hex(n || r.pick([40, 64]))),
    docip: () => N('documentation_ip', r.pick([`192.0.2.${r.int(1, 254)}`, `198.51.100.${r.int(1, 254)}`, `203.0.113.${r.int(1, 254)}`, `2001:db8::${r.hex(2)}`, `2001:db8:${r.hex(4)}::${r.int(1, 99)}`])),
    ver: () => N('version_string', `${r.int(1, 9)}.${r.int(0, 20)}.${r.int(0, 30)}.${r.int(100, 9999)}`),
    masked: () => N('masked_card', r.pick([`**** **** **** ${r.digits(4)}`, `XXXX-XXXX-XXXX-${r.digits(4)}`, `${r.pick(['4', '5'])}${r.digits(3)} •••• •••• ${r.digits(4)}`, `************${r.digits(4)}`, `${r.pick(['4', '5'])}${r.digits(5)}******${r.digits(4)}`])),
    testcard: () => N('test_card', r.pick(I.TEST_CARDS)),
    svc: () => N('service_number', loc.service(r)),
    emerg: () => N('emergency_number', r.pick(loc.emergency)),
    postcode: () => N('postcode', loc.postcode(r)),
    company: () => N('organization', r.pick(PERSONLIKE_ORGS)),
    brand: () => N('organization', r.pick(COMPANIES)),
    figure: () => N('public_figure', r.pick(PUBLIC_FIGS)),
    pstreet: () => N('street_name_only', r.pick(PERSON_STREETS)),
    bic: () => N('bic', r.pick(['DEUTDEFF', 'NWBKGB2L', 'INGBNL2A', 'BNPAFRPP', 'CAIXESBB', 'UNCRITMM', 'BCOMPTPL', 'PKOPPLPW', 'SWEDSESS', 'KOMBCZPP', 'BTRLRO22', 'ETHNGRAA', 'TCZBTR2A', 'NCBKSAJE']) + r.pick(['', 'XXX'])),
    creditor: () => N('sepa_creditor_id', I.sepaCreditorId(loc.iban ? loc.cc : 'DE', r)),
    pac: () => N('porting_code', r.pick([r.str(UP, 3) + r.digits(6), 'STAC' + r.digits(6) + r.str(UP, 2), r.digits(8)])),
    otp: () => N('one_time_code', r.digits(6)),
    pubkey: () => N('public_key', `ssh-${r.pick(['ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI', 'rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ'])}${r.str(ALNUM + '+/', 43)} ${r.pick(['deploy@ci', 'ops@bastion', 'meter-gw'])}`),
    defcred: () => N('default_credential', r.pick(['admin/admin', 'admin / password', 'root:root', 'user/user1234'])),
    amount: () => loc.cur((r.int(1500, 250000) / 100).toFixed(2)),
    co: () => r.pick(COMPANIES),
  };
  return c;
}
