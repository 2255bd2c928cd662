// Labelled pieces with their presentation varied: the same kind of value written the many ways
// documents write it. Each returns pieces for DocBuilder.w().
import { L, N } from './doc.mjs';
import { person, nameVariant, NAME_LOOKALIKES } from './names.mjs';
import { nationalId, passport, ISO3, mrzCheck } from './ids.mjs';
import { iban, nationalAccount, bic, card, nonLuhn16 } from './finance.mjs';
import { address, birthDate, formatDate, randomDate, phone, email, publicIPv4, privateIPv4, ipv6 } from './contact.mjs';
import { password, PASSWORD_PLACEHOLDERS, KEY_PLACEHOLDERS, vendorKey, genericSecret, accessToken } from './secrets.mjs';
import { wallet, cryptoLookalike } from './crypto.mjs';

export const nameL = (r, lang, opts = {}) => {
  const p = opts.person ?? person(r, lang, opts);
  const text = opts.plain ? p.full : nameVariant(r, p);
  return { p, piece: L('person_name', p.culture, text, opts.soft) };
};
export const dobL = (r, lang, style) => {
  const dt = birthDate(r);
  return { dt, piece: L('date_of_birth', style ?? 'local', formatDate(r, lang, dt, style)) };
};
/** An address label; sep joins the lines (", " on one line, "\n" or "\n  " for blocks). */
export const addressL = (r, lang, sep, country) => {
  const a = address(r, lang, country);
  const s = sep ?? (r.chance(0.55) ? ', ' : '\n');
  return L('address', a.country, a.lines.join(s));
};
/** A passport number written as people and scanners write it. */
export function passportL(r, lang, opts = {}) {
  const pp = passport(r, lang, opts.country);
  let v = pp.value;
  const how = opts.how ?? r.weighted([[8, 'plain'], [1, 'lower'], [1, 'spaced'], [1, 'dashed']]);
  if (how === 'lower' && /[A-Z]/.test(v)) v = v.toLowerCase();
  if (how === 'spaced' && v.length >= 8 && !v.includes(' ')) v = v.match(/.{1,3}/g).join(' ');
  if (how === 'dashed' && v.length >= 8 && !v.includes(' ')) v = `${v.slice(0, 3)}-${v.slice(3)}`;
  return { pp, piece: L('passport', pp.country, v) };
}
export const idL = (r, lang) => { const id = nationalId(r, lang); return { id, piece: L('national_id', id.scheme, id.value) }; };
export const ibanL = (r, lang, country) => { const b = iban(r, lang, country); return { b, piece: L('bank_account', `iban_${b.country}`, b.value) }; };
export const phoneL = (r, lang) => { const ph = phone(r, lang); return L('phone', ph.country, ph.value); };
export const emailL = (r, p) => L('email', 'email', email(r, p));
export const cardL = (r) => { const c = card(r); return L('credit_card', c.brand, c.value); };
export const walletL = (r) => { const w = wallet(r); return { w, piece: L('crypto_wallet', w.type, w.value) }; };
export const pwL = (r, style) => L('password', style ?? 'password', password(r, style));

/** National account pieces: "Sort code: 12-34-56, Account number: 12345678" and the like. */
export function nationalAccountPieces(r, lang, sep = '\n') {
  const a = nationalAccount(r, lang);
  const out = [];
  if (a.combined) return [`${a.routingName} / ${a.accountName}: `, L('bank_account', a.kind, a.combined)];
  if (a.routing) out.push(`${a.routingName}: `, L('bank_account', `${a.kind}_routing`, a.routing, true), sep);
  out.push(`${a.accountName}: `, L('bank_account', a.kind, a.account));
  return out;
}

/** Either IBAN (with or without BIC) or a national account. */
export function bankPieces(r, lang, sep = '\n') {
  if (r.chance(0.62)) {
    const { b, piece } = ibanL(r, lang);
    const account = { en: 'Account', de: 'Konto', fr: 'Compte', es: 'Cuenta', pt: 'Conta', it: 'Conto', nl: 'Rekening', pl: 'Rachunek', sv: 'Konto', tr: 'Hesap', ja: '口座', zh: '账户', ko: '계좌', ar: 'الحساب', hi: 'खाता' }[lang] ?? 'Account';
    return [r.pick(['IBAN: ', 'IBAN ', `${account} (IBAN): `, `${account}: `]), piece, ...(r.chance(0.5) ? [sep, 'BIC: ', N('bic', bic(r, b.country))] : [])];
  }
  return nationalAccountPieces(r, lang, sep);
}

// ---- hard negatives ----
const pad2 = (n) => String(n).padStart(2, '0');
export const NEGATIVE_LINES = [
  (r) => ['Order ', N('order_number', `#${r.digits(3)}-${r.digits(7)}-${r.digits(7)}`), ' was shipped.'],
  (r) => ['Tracking: ', N('tracking_number', `1Z${r.upper(3)}${r.digits(3)}${r.digits(10)}`)],
  (r) => ['Total due: ', N('amount', `${r.int(1, 99)},${r.digits(3)}.${r.digits(2)}`), ' EUR'],
  (r) => ['ticket ', N('ticket_id', `INC${r.digits(7)}`), ' reopened'],
  (r) => ['at ', N('timestamp', `2026-${pad2(r.int(1, 12))}-${pad2(r.int(1, 28))}T${pad2(r.int(0, 23))}:${pad2(r.int(0, 59))}:${pad2(r.int(0, 59))}.${r.digits(3)}Z`)],
  (r) => ['build ', N('version', `${r.int(1, 9)}.${r.int(0, 30)}.${r.int(0, 200)}.${r.int(1000, 9999)}`)],
  (r) => ['coords ', N('coordinates', `${r.int(-60, 60)}.${r.digits(6)}, ${r.int(-170, 170)}.${r.digits(6)}`)],
  (r) => ['listening on port ', N('port', String(r.pick([8080, 5432, 6379, 27017, 9092, 11211])))],
  (r) => ['Invoice no. ', N('invoice_number', `INV-2026-${r.digits(6)}`)],
  (r) => ['Contract ref ', N('contract_number', `CT/${r.digits(4)}/${r.digits(5)}`)],
  (r) => ['Payment reference: ', N('payment_reference', `RF${r.digits(2)}${r.digits(4)}${r.digits(4)}`)],
  (r) => ['Card ending in ', N('card_last4', r.digits(4)), ' (masked ', N('masked_card', `**** **** **** ${r.digits(4)}`), ')'],
  (r) => ['Reference ', N('reference_number', nonLuhn16(r))],
  (r) => ['SWIFT/BIC ', N('bic', bic(r))],
  (r) => ['sort code ', N('sort_code_alone', `${r.digits(2)}-${r.digits(2)}-${r.digits(2)}`), ' (branch only)'],
  (r) => ['$ npm i ', N('package_version', `${r.pick(['lodash', 'react-dom', '@types/node', '@babel/core', 'left-pad'])}@${r.int(1, 20)}.${r.int(0, 9)}.${r.int(0, 9)}`)],
  (r) => ['git remote add origin ', N('git_remote', `git@${r.pick(['github.com', 'gitlab.com', 'bitbucket.org'])}:${r.pick(['acme', 'infra-team', 'brightfield'])}/${r.pick(['api', 'billing', 'web'])}.git`)],
  (r) => ['Message-ID: ', N('message_id', `<${r.hex(12)}.${r.digits(6)}@${r.pick(['mx.tidewater.co.uk', 'mail.brightfield.io'])}>`)],
  (r) => ['image: ', N('image_digest', `nginx@sha256:${r.hex(64)}`)],
  (r) => ['@', N('decorator', r.pick(['Component', 'Injectable', 'pytest.fixture', 'Override']))],
  (r) => [N('shell_prompt', `${r.pick(['root', 'ubuntu', 'deploy'])}@${r.pick(['localhost', 'ip-10-0-3-17', 'build-runner'])}`), ':~$ uptime'],
  (r) => ['clone ', N('url_userinfo', `https://${r.pick(['oauth2', 'ci-bot', 'x-access-token'])}@${r.pick(['gitlab.example.org', 'git.internal.io'])}/group/repo.git`)],
  (r) => ['tx ', N(...cryptoLookalike(r))],
  (r) => ['commit ', N('git_sha', r.hex(40))],
  (r) => ['Re: ', N(...r.pick(NAME_LOOKALIKES)), ' rollout'],
  (r) => ['We use ', N(...r.pick(NAME_LOOKALIKES)), ' for this.'],
  (r) => ['Appointment on ', N('non_birth_date', `${pad2(r.int(1, 28))}.${pad2(r.int(1, 12))}.2026`)],
  (r) => ['Valid until ', N('expiry_date', `${r.int(2027, 2035)}-${pad2(r.int(1, 12))}-${pad2(r.int(1, 28))}`)],
  (r) => ['password: ', N('placeholder', r.pick(PASSWORD_PLACEHOLDERS))],
  (r) => ['api_key = ', N('placeholder', r.pick(KEY_PLACEHOLDERS))],
  (r) => ['bind ', N('loopback_ip', r.pick(['127.0.0.1', '0.0.0.0', '::1']))],
  (r) => ['OID ', N('oid', `1.3.6.1.4.1.${r.int(1000, 60000)}.${r.int(1, 9)}.${r.int(1, 9)}`)],
  (r) => ['uuid ', N('uuid', `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${r.hex(3)}-${r.hex(12)}`)],
  (r) => ['weight ', N('measurement', `${r.int(1, 999)}.${r.digits(2)} kg`), ', size ', N('measurement', `${r.int(100, 999)} x ${r.int(100, 999)} x ${r.int(10, 99)} mm`)],
  (r) => ['Flight ', N('flight_number', `${r.pick(['LH', 'AF', 'TK', 'KL', 'BA', 'NH'])}${r.int(100, 1999)}`), ' gate ', N('gate', `B${r.int(1, 60)}`)],
  (r) => ['Part no. ', N('part_number', `${r.upper(1)}${r.digits(8)}`), ' back-ordered'],
  (r) => ['Serial: ', N('serial_number', `${r.upper(1)}${r.digits(2)}${r.upper(2)}${r.digits(1)}${r.upper(3)}${r.digits(2)}`)],
  (r) => ['container ', N('container_number', `${r.pick(['MSCU', 'MAEU', 'CMAU', 'HLXU'])}${r.digits(7)}`)],
  (r) => ['licence plate ', N('licence_plate', r.pick([`B-${r.upper(2)} ${r.int(100, 9999)}`, `${r.upper(2)}${r.digits(2)} ${r.upper(3)}`, `${r.digits(2)}-${r.upper(2)}-${r.digits(2)}`]))],
  (r) => ['Booking ref ', N('booking_reference', `${r.upper(2)}${r.digits(7)}`), ' (not a passport)'],
  (r) => ['SKU ', N('sku', `${r.upper(3)}-${r.digits(5)}-${r.upper(1)}`), ', EAN ', N('ean', `40${r.digits(11)}`)],
  (r) => ['ISBN ', N('isbn', `978-${r.int(0, 9)}-${r.digits(3)}-${r.digits(5)}-${r.digits(1)}`)],
  (r) => ['case no. ', N('case_number', `${r.int(2024, 2026)}-${r.digits(4)}-${r.digits(4)}`)],
  (r) => ['Invoice ', N('invoice_number', `${r.pick(['DE', 'FR', 'GB', 'NL'])}-${r.int(2025, 2026)}-${r.digits(6)}`), ' attached'],
  (r) => ['room ', N('room_number', `${r.int(1, 9)}.${r.digits(3)}`), ', ext. ', N('extension', r.digits(4))],
  (r) => ['hotline ', N('short_code', r.pick(['112', '911', '116 117', '0800 11 0 11']))],
];
export function negativeLine(r) { return r.pick(NEGATIVE_LINES)(r); }

export { person, phone, email, publicIPv4, privateIPv4, ipv6, vendorKey, genericSecret, accessToken, wallet, password, PASSWORD_PLACEHOLDERS, KEY_PLACEHOLDERS, formatDate, randomDate, birthDate, ISO3, mrzCheck, passport, nationalId, iban, bic, card, address };
