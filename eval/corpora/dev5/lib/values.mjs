// Labelled values (L) and hard negatives (N) ready to drop into templates.

import { L, N, f } from './core.mjs';
import * as id from './ids.mjs';
import * as sec from './secrets.mjs';
import { formatDate } from './people.mjs';

// ---- labels ---------------------------------------------------------------------------------------
export const nameL = (p, form = 'full', soft = false) => L('person_name', form === 'latin' ? 'romanised_name' : form === 'given' ? 'given_name' : 'full_name', form === 'latin' ? p.latin : form === 'given' ? p.given : form === 'upper' ? p.latin.toUpperCase() : p.full, soft);
export const emailL = (v, type = 'personal') => L('email', type, v);
export const phoneL = (p, v = p.phone) => L('phone', p.cc.toLowerCase(), v);
export const addrL = (p, sep = ', ') => L('address', p.cc.toLowerCase(), p.addressLines.join(sep));
export const nidL = (p) => L('national_id', p.nationalId.type, p.nationalId.value);
export const passL = (v, country) => L('passport', country.toLowerCase(), v);
export const dobL = (r, p, style, soft = false) => L('date_of_birth', 'dob', formatDate(r, p.lang, p.birth, style), soft);
export function ibanL(r, country, grouped = r.chance(0.5)) { const v = id.iban(r, country).electronic; return L('bank_account', 'iban', grouped ? id.groupIban(v) : v); }
export function cardL(r, brand) { const c = id.card(r, brand); return L('credit_card', c.brand, id.formatCard(r, c.digits)); }
export function publicIpv4(r) {
  for (;;) {
    const a = r.int(1, 223);
    if ([10, 100, 127, 169, 172, 192, 198, 203, 0].includes(a)) continue;
    return `${a}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
  }
}
export const ipv6 = (r) => `${r.pick(['2a02', '2001:db9', '2600', '2a01', '2406', '2c0f'])}:${r.hex(4).replace(/^0+/, '') || '0'}:${r.hex(4).replace(/^0+/, '') || '1'}:${r.hex(3)}::${r.hex(4).replace(/^0+/, '') || 'a'}`;
export const ipL = (r, v6 = r.chance(0.2)) => (v6 ? L('ip_address', 'ipv6', ipv6(r)) : L('ip_address', 'ipv4', publicIpv4(r)));
export function walletL(r, kind) { const w = sec.wallet(r, kind); return L('crypto_wallet', w.type, w.value); }
export function apiKeyL(r, kind) { const k = sec.apiKey(r, kind); return L('api_key', k.type, k.value); }
export function tokenL(r) { const t = sec.bearer(r); return L('access_token', t.type, t.value); }
export const jwtL = (r, claims) => L('access_token', 'jwt', sec.jwt(r, claims));
export const pwL = (r, opts) => L('password', 'password', sec.password(r, opts));
export const uriPwL = (r) => L('password', 'password', sec.uriPassword(r));
export function connL(r, user) { const c = sec.connectionString(r, user); return L('connection_string', c.type, c.value); }
export function pkL(r, kind) { const k = sec.pemPrivateKey(r, kind); return L('private_key', k.type, k.value); }

// ---- hard negatives -------------------------------------------------------------------------------
export const uuidN = (r) => N('uuid', `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${r.hex(3)}-${r.hex(12)}`);
export const gitShaN = (r, short = r.chance(0.5)) => N('git_sha', r.hex(short ? r.pick([7, 8, 12]) : 40));
export const sha256N = (r) => N('hash', r.hex(64));
export const md5N = (r) => N('hash', r.hex(32));
export const txHashN = (r) => N('tx_hash', sec.txHash(r));
export const btcTxidN = (r) => N('tx_hash', sec.btcTxid(r));
export const orderN = (r) => N('order_number', r.pick([`ORD-${r.int(2019, 2026)}-${r.digits(6)}`, `#${r.digits(r.pick([7, 9, 10]))}`, `PO${r.digits(8)}`, `${r.digits(3)}-${r.digits(7)}-${r.digits(7)}`, `INV-${r.digits(5)}`]));
export const trackingN = (r) => N('tracking_number', r.pick([`1Z${r.chars('0123456789ABCDEFGHJKLMNPRSTUVWXYZ', 16)}`, `${r.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${r.digits(9)}${r.pick(['DE', 'GB', 'CN', 'NL', 'SE', 'FR'])}`, `${r.digits(12)}`, `JJD${r.digits(18)}`, `00340434${r.digits(12)}`]));
export function isbnN(r) { const b = '978' + r.digits(9); let s = 0; [...b].forEach((d, i) => { s += Number(d) * (i % 2 ? 3 : 1); }); const v = b + ((10 - (s % 10)) % 10); return N('isbn', r.chance(0.5) ? v : `${v.slice(0, 3)}-${v.slice(3, 4)}-${v.slice(4, 8)}-${v.slice(8, 12)}-${v[12]}`); }
export const versionN = (r) => N('version', r.pick([`v${r.int(0, 9)}.${r.int(0, 30)}.${r.int(0, 99)}`, `${r.int(1, 20)}.${r.int(0, 9)}.${r.int(0, 9)}.${r.int(100, 9999)}`, `${r.int(1, 5)}.${r.int(0, 99)}.${r.int(0, 9)}-rc.${r.int(1, 5)}`]));
export const timestampN = (r) => N('timestamp', r.pick([`2026-${pad2(r.int(1, 11))}-${pad2(r.int(1, 28))}T${pad2(r.int(0, 23))}:${pad2(r.int(0, 59))}:${pad2(r.int(0, 59))}.${r.digits(3)}Z`, String(1760000000 + r.int(0, 9999999)), String(1760000000000 + r.int(0, 999999999))]));
export const dateN = (r, lang = 'en') => N('non_birth_date', formatDate(r, lang, { y: r.int(2019, 2027), m: r.int(1, 12), d: r.int(1, 28) }));
export const skuN = (r) => N('sku', r.pick([`SKU-${r.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 3)}-${r.digits(5)}`, `${r.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${r.digits(4)}-${r.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 3)}`, `EAN ${r.digits(13)}`]));
export const placeholderN = (r) => N('placeholder', r.pick(['<YOUR_API_KEY>', '${DB_PASSWORD}', 'changeme', '********', 'xxxxxxxxxxxxxxxx', 'REPLACE_ME', '{{ .Values.secret }}', '<password>', 'your-token-here', '%PASSWORD%', '$(cat /run/secrets/db_pw)', '<redacted>']));
export const docEmailN = (r) => N('documentation_domain_email', `${r.pick(['jane.doe', 'user', 'you', 'test', 'admin', 'name', 'firstname.lastname'])}@${r.pick(['example.com', 'example.org', 'example.net'])}`);
export const docIpN = (r) => N('documentation_ip', `${r.pick(['192.0.2', '198.51.100', '203.0.113'])}.${r.int(1, 254)}`);
export const privateIpN = (r) => N('private_ip', r.pick([`10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, `192.168.${r.int(0, 255)}.${r.int(1, 254)}`, `172.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(1, 254)}`]));
export const amountN = (r) => N('amount', r.pick([`${r.int(1, 999)} ${r.digits(3)} ${r.digits(3)}`, `${r.int(1, 99)},${r.digits(3)},${r.digits(3)}.${r.digits(2)}`, `${r.int(1, 999)}.${r.digits(3)}.${r.digits(3)},${r.digits(2)}`]));
export const testCardN = (r) => N('documented_test_card', r.pick(['4111 1111 1111 1111', '4242 4242 4242 4242', '5555555555554444', '378282246310005', '4000 0566 5566 5556', '6011111111111117']));
export const sampleIbanN = (r) => N('documented_sample_iban', r.pick(['DE89 3704 0044 0532 0130 00', 'GB29 NWBK 6016 1331 9268 19', 'FR14 2004 1010 0505 0001 3M02 606', 'NL91ABNA0417164300']));
export const bicN = (r) => N('bic', r.pick(['DEUTDEFF', 'COBADEFFXXX', 'BNPAFRPPXXX', 'INGBNL2A', 'NWBKGB2L', 'BSCHESMM', 'UNCRITMM', 'ESSESESS', 'TGBATRIS', 'NCBKSAJE']) );
export const ethContractN = (r) => N('contract_or_hash', '0x' + r.hex(64));
export const hexBlobN = (r) => N('hex_blob', r.hex(r.pick([48, 96, 128])));
export const base64BlobN = (r) => N('base64_blob', Buffer.from(r.bytes(r.pick([24, 36, 48]))).toString('base64'));
export const pathTokenN = (r) => N('path_segment', r.pick([`/assets/app.${r.hex(20)}.js`, `/static/media/logo.${r.hex(8)}.svg`, `/v1/objects/${r.hex(24)}`, `node_modules/.cache/${r.hex(32)}`, `/_next/static/${r.chars(sec.ALNUM, 21)}/_buildManifest.js`]));
export const nonEmailAtN = (r) => N('not_an_email', r.pick([`git@github.com:tallowmere/${r.pick(['infra', 'billing-api', 'web'])}.git`, `lodash@4.17.${r.int(10, 21)}`, `@types/node@20.${r.int(1, 14)}.${r.int(0, 9)}`, `icon@2x.png`, `deploy@web-${pad2(r.int(1, 9))}`, `nginx@sha256:${r.hex(16)}`, `postgres@16`, `image@3x.webp`]));
export const publicKeyN = (r) => N('public_key', sec.publicKeyPem(r));
export const credFreeUriN = (r) => N('credential_free_uri', sec.credentialFreeUri(r));
export const nameLikeN = (r, list) => N('name_like_non_person', r.pick(list));
export const exampleAwsN = (r, part = r.pick(['id', 'secret'])) => N('documented_example_key', part === 'id' ? 'AKIAIOSFODNN7EXAMPLE' : 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY');
export const invoiceNoN = (r) => N('invoice_number', `${r.pick(['RE', 'FA', 'INV', 'FV', 'NF'])}-${r.int(2024, 2026)}-${r.digits(5)}`);
export const bookingRefN = (r) => N('booking_reference', r.chars('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6));
export const ticketNoN = (r) => N('ticket_number', `${r.pick(['220', '057', '074', '176', '125'])}-${r.digits(10)}`);
export const flightN = (r) => N('flight_number', `${r.pick(['LH', 'AF', 'IB', 'KL', 'TK', 'EK', 'NH', 'KE', 'CA', 'SK', 'LO', 'AZ'])}${r.int(10, 9999)}`);
function pad2(n) { return String(n).padStart(2, '0'); }
export { f };
