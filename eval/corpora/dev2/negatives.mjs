// Hard negatives: values that look like personal data or secrets but are not. Each returns a
// negative part (N) ready to put in a template.

import { createHash } from 'node:crypto';
import { N } from './text.mjs';
import { uuidOf } from './secrets.mjs';
import { HEX, ALNUM, UPPER } from './text.mjs';

const hash = (alg, r) => createHash(alg).update(r.bytes(16)).digest('hex');

export const NEG = {
  uuid: (r) => N(uuidOf(r), 'uuid'),
  git_sha: (r) => N(r.chance(0.5) ? r.chars(40, HEX) : r.chars(r.pick([7, 8, 12]), HEX), 'git_sha'),
  md5: (r) => N(hash('md5', r), 'hash_md5'),
  sha1: (r) => N(hash('sha1', r), 'hash_sha1'),
  sha256: (r) => N(hash('sha256', r), 'hash_sha256'),
  order: (r) => N(r.pick([`ORD-${r.digits(8)}`, `#${r.digits(7)}`, `SO${r.digits(10)}`, `${r.digits(3)}-${r.digits(7)}-${r.digits(7)}`]), 'order_number'),
  tracking: (r) => N(r.pick([`1Z${r.chars(6, UPPER + '0123456789')}${r.digits(10)}`, `${r.chars(2, UPPER)}${r.digits(9)}${r.pick(['DE', 'GB', 'FR', 'NL'])}`, r.digits(20), `JD${r.digits(18)}`]), 'tracking_number'),
  isbn: (r) => {
    const body = '978' + r.pick(['0', '1', '3', '84', '88']) + r.digits(8);
    const b = body.slice(0, 12);
    const s = [...b].reduce((a, c, i) => a + Number(c) * (i % 2 ? 3 : 1), 0);
    const v = b + ((10 - (s % 10)) % 10);
    return N(r.chance(0.5) ? `${v.slice(0, 3)}-${v[3]}-${v.slice(4, 8)}-${v.slice(8, 12)}-${v[12]}` : v, 'isbn');
  },
  version: (r) => N(r.pick([`v${r.int(0, 5)}.${r.int(0, 30)}.${r.int(0, 40)}`, `${r.int(1, 20)}.${r.int(0, 12)}.${r.int(0, 9)}.${r.int(1000, 9999)}`, `${r.int(1, 4)}.${r.int(0, 30)}.${r.int(0, 9)}-rc.${r.int(1, 5)}`]), 'version'),
  timestamp: (r) => N(r.pick([`2026-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}T${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}Z`, String(1760000000 + r.int(0, 30000000)), String(1760000000000 + r.int(0, 30000000000))]), 'timestamp'),
  sku: (r) => N(r.pick([`SKU-${r.chars(3, UPPER)}-${r.digits(5)}`, `${r.chars(2, UPPER)}${r.digits(4)}-${r.pick(['BLK', 'WHT', 'XL', 'M'])}`, `P/N ${r.digits(3)}-${r.digits(4)}-${r.digits(2)}`]), 'sku'),
  amount: (r) => N(r.pick([`${r.int(1, 99)},${r.digits(3)},${r.digits(3)}`, `${r.int(100, 999)} ${r.digits(3)} ${r.digits(3)}`, `${r.int(1000, 999999)}.${r.digits(2)}`]), 'amount'),
  request_id: (r) => N(r.pick([`req_${r.chars(24, ALNUM)}`, r.chars(32, HEX), `${r.chars(8, HEX)}-${r.chars(8, HEX)}`]), 'request_id'),
  /** Numbers grouped like phone numbers that reach no one: meeting ids, counts, parcel weights. */
  phone_like: (r) => N(r.pick([`${r.int(800, 999)} ${r.digits(4)} ${r.digits(4)}`, `${r.int(100, 999)} ${r.digits(3)} ${r.digits(3)}#`, `${r.int(1, 9)} ${r.digits(3)} ${r.digits(3)}`, `${r.digits(3)}-${r.digits(3)}-${r.digits(3)}`]), 'phone_like_number'),
  invoice: (r) => N(`INV-${r.int(2024, 2026)}-${r.digits(5)}`, 'invoice_number'),
};

/** Placeholders and documented examples that look like secrets in documentation. */
export const PLACEHOLDERS = {
  api_key: ['your_api_key_here', 'YOUR_API_KEY', '<api-key>', 'REPLACE_ME', 'sk_test_XXXXXXXXXXXXXXXXXXXXXXXX', 'xxxxxxxxxxxxxxxxxxxxxxxx', '${API_KEY}', '{{ secrets.API_KEY }}', '<YOUR_TOKEN>'],
  password: ['<password>', '${DB_PASSWORD}', 'changeme', '********', 'REPLACE_ME', '{{ .Values.db.password }}', '%(DB_PASS)s', 'your-password', '$(cat /run/secrets/db_password)', '${{ secrets.DB_PASSWORD }}'],
};
/** References to secrets kept elsewhere, as real configuration files write them. */
export const SECRET_REFS = ['${DB_PASSWORD}', '${{ secrets.DB_PASSWORD }}', '{{ .Values.db.password }}', '%(DB_PASS)s', '$(cat /run/secrets/db_password)', '<password>', 'REPLACE_ME', '${REDIS_PASSWORD:?required}'];
/** Published documentation examples (AWS's documented sample keys, Stripe's test keys in docs). */
export const DOC_EXAMPLES = ['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc', 'ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'];
export const placeholder = (r, cat) => N(r.pick(PLACEHOLDERS[cat]), 'placeholder');
export const docExample = (r) => N(r.pick(DOC_EXAMPLES), 'documented_example');

/** Place and product names that read like person names. */
export const NAME_LIKE = ['Jackson Heights', 'Victoria Station', 'Morgan Stanley', 'Ford Transit', 'Mercedes-Benz', 'Lincoln Memorial', 'Tim Hortons', 'Ben & Jerry\'s', 'Wells Fargo', 'Marie Curie Hospital', 'Charles de Gaulle', 'Santa Monica', 'San Francisco', 'Alexander Platz', 'Jean Coutu', 'Johnson Controls', 'Dr. Martens', 'Louis Vuitton', 'Ruby Tuesday', 'Jack Daniel\'s'];
export const nameLike = (r) => N(r.pick(NAME_LIKE), 'name_like_place_or_product');

/** A random pick of n negatives of different kinds. */
export function someNegatives(r, n, kinds = Object.keys(NEG)) {
  return r.sample(kinds, n).map((k) => NEG[k](r));
}
