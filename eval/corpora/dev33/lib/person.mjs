// Fake people, organisations and hard negatives, per locale.
import { NAMES, LABELS } from './lang.mjs';
import { NATID, TAXID, BANKACC, PASSPORT, iban, groupIban, invalidate } from './ids.mjs';
import { lab, neg } from './build.mjs';
import { UPPER, DIG, B62 } from './prng.mjs';
import * as S from './secrets.mjs';
import { validate, b58check, bech32Encode, toWords } from './validators.mjs';

const p2 = (n) => String(n).padStart(2, '0');
export function fmtDate(fmt, dt) {
  const y = dt.getUTCFullYear(), m = dt.getUTCMonth() + 1, d = dt.getUTCDate();
  return fmt.replace(/YYYY|MM|DD|M|D/g, (t) => ({ YYYY: y, MM: p2(m), DD: p2(d), M: m, D: d })[t]);
}
const ascii = (s) => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').replace(/ø/g, 'o').replace(/æ/g, 'ae').replace(/ß/g, 'ss').replace(/đ/g, 'd').replace(/Đ/g, 'D').replace(/ı/g, 'i').replace(/’/g, '').replace(/[^A-Za-z0-9 -]/g, '');
const cap = (s) => s[0].toUpperCase() + s.slice(1);

export function makePerson(r, loc, opts = {}) {
  const N = NAMES[loc.names];
  const female = r.chance(0.5);
  const g = r.pick(female ? N.f : N.m), f = r.pick(N.s);
  const latinOnly = loc.nameLatin;
  const gn = latinOnly ? cap(g.lat) : g.nat, fn = latinOnly ? cap(f.lat) : f.nat;
  let full;
  if (loc.order === 'fmg') { const mid = r.pick(N.mid).nat; full = `${fn} ${mid} ${gn}`; }
  else full = loc.order === 'fg' ? `${fn}${loc.sep}${gn}` : `${gn} ${fn}`;
  const gl = ascii(g.lat || g.nat).toLowerCase(), fl = ascii(f.lat || f.nat).toLowerCase().replace(/ /g, '');
  const local = r.pick([`${gl}.${fl}`, `${gl}${fl}${r.int(1, 99)}`, `${gl[0]}${fl}`, `${gl}_${fl}${r.int(70, 99)}`, `${fl}.${gl}`]);
  const year = opts.junior ? r.int(2008, 2017) : r.int(1948, 2004);
  const dob = new Date(Date.UTC(year, r.int(0, 11), r.int(1, 28)));
  const [street, cityPair] = [r.pick(loc.streets), r.pick(loc.cities)];
  const pc = r.pat(cityPair[1]);
  const address = r.pick(loc.addr).replace('{s}', street).replace(/\{n\}/g, () => String(r.int(1, 180))).replace(/\{u\}/g, () => String(r.int(1, 24))).replace('{p}', pc).replace('{c}', cityPair[0]);
  const p = { loc, female, given: gn, family: fn, full, latinGiven: cap(gl), latinFamily: cap(fl), email: `${local}@${r.pick(loc.domains)}`, phone: r.pat(r.pick(loc.phones)), dob, dobStr: fmtDate(loc.date, dob), address, city: cityPair[0] };
  return p;
}
// cells for a person's fields
export function field(r, p, code) {
  const loc = p.loc;
  switch (code) {
    case 'N': return lab('person_name', 'full_name', p.full);
    case 'G': return lab('person_name', 'given_name', p.given);
    case 'E': return lab('email', 'personal_email', p.email);
    case 'P': return lab('phone_number', 'mobile', p.phone);
    case 'D': return lab('date_of_birth', 'date_of_birth', p.dobStr);
    case 'A': return lab('street_address', 'home_address', p.address);
    case 'I': { const t = loc.natid2 && r.chance(0.4) ? loc.natid2 : loc.natid; if (!t) return loc.taxid ? field(r, p, 'T') : null; return lab('national_id', t, NATID[t](r, p)); }
    case 'T': { const t = loc.taxid; if (!t) return loc.natid ? field(r, p, 'I') : null; return lab('tax_id', t, TAXID[t](r, p)); }
    case 'S': return lab('passport_number', `${loc.pass}_passport`, PASSPORT[loc.pass](r));
    case 'B': { if (!loc.iban) return field(r, p, 'K'); const v = iban(r, loc.iban); return lab('iban', 'iban', r.chance(0.6) ? groupIban(v) : v); }
    case 'K': { if (!loc.bank) return field(r, p, 'B'); const b = BANKACC[loc.bank](r); const c = lab('bank_account', b.type, b.value); if (b.routing && r.chance(0.6)) return [neg('bank_routing_code', b.routing), ' / ', c]; return c; }
    case 'C': return card(r);
    case 'W': return wallet(r);
    case 'IP': return ip(r);
    default: throw new Error('field ' + code);
  }
}
export function card(r, fmt) {
  const brand = r.weighted([['visa', 5], ['mastercard', 4], ['amex', 2], ['discover', 1], ['jcb', 1], ['unionpay', 1], ['diners', 1], ['mir', 1], ['maestro', 1]]);
  const pre = { visa: '4', mastercard: r.pick(['51', '53', '55', '2221', '2720']), amex: r.pick(['34', '37']), discover: '6011', jcb: '35' + r.int(28, 89), unionpay: '62' + r.int(10, 99), diners: '36', mir: '220' + r.int(0, 4), maestro: r.pick(['6759', '5018']) }[brand];
  const len = { amex: 15, diners: 14 }[brand] || 16;
  let s = pre + r.digits(len - 1 - pre.length); for (let c = 0; c < 10; c++) if (validate('visa', s + c)) { s += c; break; }
  const style = fmt ?? r.int(0, 2);
  let v = s;
  if (style === 1) v = brand === 'amex' ? `${s.slice(0, 4)} ${s.slice(4, 10)} ${s.slice(10)}` : s.replace(/(\d{4})(?=\d)/g, '$1 ');
  if (style === 2) v = s.replace(/(\d{4})(?=\d)/g, '$1-');
  return lab('credit_card', brand, v);
}
export const TEST_CARDS = ['4242 4242 4242 4242', '4111111111111111', '5555 5555 5555 4444', '4000 0566 5566 5556', '378282246310005'];
export function wallet(r) {
  const k = r.int(0, 6); const bytes = (n) => Buffer.from([...Array(n)].map(() => r.int(0, 255)));
  if (k === 0) return lab('crypto_wallet', 'btc_p2pkh', b58check(Buffer.concat([Buffer.from([0]), bytes(20)])));
  if (k === 1) return lab('crypto_wallet', 'btc_p2sh', b58check(Buffer.concat([Buffer.from([5]), bytes(20)])));
  if (k === 2) return lab('crypto_wallet', 'btc_bech32', bech32Encode('bc', [0, ...toWords(bytes(20))]));
  if (k === 3) return lab('crypto_wallet', 'eth_address', '0x' + r.hex(40));
  if (k === 4) return lab('crypto_wallet', 'ltc_address', b58check(Buffer.concat([Buffer.from([0x30]), bytes(20)])));
  if (k === 5) return lab('crypto_wallet', 'tron_address', b58check(Buffer.concat([Buffer.from([0x41]), bytes(20)])));
  return lab('crypto_wallet', 'doge_address', b58check(Buffer.concat([Buffer.from([0x1e]), bytes(20)])));
}
export function ip(r, priv) {
  if (priv) return lab('ip_address', 'ipv4_private', r.pick([`10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, `192.168.${r.int(0, 255)}.${r.int(1, 254)}`, `172.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(1, 254)}`]), true);
  if (r.chance(0.25)) return lab('ip_address', 'ipv6', `2a0${r.int(1, 9)}:${r.hex(4).replace(/^0+/, '') || '1'}:${r.hex(4).replace(/^0+/, '') || 'a'}:${r.int(1, 9999)}::${r.hex(3)}`);
  let a; do a = r.int(11, 223); while ([127, 169, 172, 192, 198, 203, 100].includes(a));
  return lab('ip_address', 'ipv4', `${a}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`);
}
export function org(r, loc) { return r.pick(loc.orgs).replace('{c}', r.pick(loc.cities)[0].split(/[,(]/)[0].trim()); }
export function orgDomain(r) { return r.pick(['clubhub', 'fcriverside', 'helpinghands', 'festpass', 'ticketbay', 'givewell-fund', 'alumni-net', 'parishconnect', 'sportsreg', 'matchly']) + '.' + r.pick(['org', 'com', 'io', 'net']); }
export function roleEmail(r, dom) { return lab('email', 'role_mailbox', `${r.pick(['info', 'tickets', 'support', 'membership', 'donations', 'volunteers', 'noreply', 'safeguarding', 'office'])}@${dom}`, true); }
export function venueAddress(r, loc) { const c = r.pick(loc.cities); return lab('street_address', 'venue_address', r.pick(loc.addr).replace('{s}', r.pick(loc.streets)).replace(/\{n\}/g, String(r.int(1, 300))).replace(/\{u\}/g, '1').replace('{p}', r.pat(c[1])).replace('{c}', c[0]), true); }
export function orgPhone(r, loc) { return lab('phone_number', 'organisation_phone', r.pat(r.pick(loc.phones)), true); }
export const PUBLIC_FIGURES = ['Serena Williams', 'Usain Bolt', 'Zinédine Zidane', 'Roger Federer', 'Megan Rapinoe', 'Eliud Kipchoge', 'Naomi Osaka', 'Cristiano Ronaldo', 'Mo Farah', 'Marta Vieira da Silva', '大谷翔平', '손흥민', 'Robert Lewandowski', 'Dirk Nowitzki', 'Rafael Nadal', 'Simone Biles'];
const NATID_CHECKED = ['fr_nir', 'es_dni', 'nl_bsn', 'pl_pesel', 'se_personnummer', 'no_fodselsnummer', 'fi_hetu', 'tr_tckn', 'in_aadhaar', 'cn_resident_id', 'kr_rrn', 'ro_cnp', 'il_teudat_zehut', 'ch_ahv', 'ca_sin', 'za_id', 'th_national_id'];
// hard negatives: returns a neg cell
export function negative(r, kind, loc) {
  const y = r.int(2023, 2026);
  switch (kind) {
    case 'membership_number': return neg(kind, r.pick([`M-${y}-${r.digits(5)}`, `MBR${r.digits(7)}`, `${r.str(2, UPPER)}-${r.digits(6)}`]));
    case 'ticket_number': return neg(kind, r.pick([`TKT-${r.str(4, UPPER + DIG)}-${r.str(4, UPPER + DIG)}`, `${r.digits(3)}-${r.digits(6)}-${r.digits(4)}`, `E${r.digits(11)}`]));
    case 'order_number': return neg(kind, r.pick([`ORD-${y}${p2(r.int(1, 12))}${p2(r.int(1, 28))}-${r.digits(4)}`, `#${r.digits(7)}`, `${r.digits(10)}`]));
    case 'booking_reference': return neg(kind, r.str(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'));
    case 'donation_reference': return neg(kind, r.pick([`DON-${y}-${r.digits(6)}`, `GA${r.digits(8)}`, `RCPT/${y}/${r.digits(5)}`]));
    case 'event_id': return neg(kind, r.pick([`evt_${r.str(24, B62)}`, `${r.digits(12)}`, `EV-${y}-${r.str(3, UPPER)}-${r.digits(3)}`]));
    case 'payment_id': return neg(kind, r.pick([`pi_${r.str(24, B62)}`, `ch_${r.str(24, B62)}`, `cus_${r.str(14, B62)}`, `PAYID-${r.str(24, UPPER + DIG)}`]));
    case 'uuid': return neg(kind, r.uuid());
    case 'hash': return neg(kind, r.pick([r.hex(40), r.hex(64), `sha256:${r.hex(64)}`, r.hex(7)]));
    case 'timestamp': return neg(kind, `${y}-${p2(r.int(1, 12))}-${p2(r.int(1, 28))}T${p2(r.int(0, 23))}:${p2(r.int(0, 59))}:${p2(r.int(0, 59))}${r.pick(['Z', '.123Z', '+02:00'])}`);
    case 'event_date': return neg(kind, fmtDate(loc.date, new Date(Date.UTC(y, r.int(0, 11), r.int(1, 28)))));
    case 'version_string': return neg(kind, r.pick([`v${r.int(1, 9)}.${r.int(0, 30)}.${r.int(0, 20)}`, `${r.int(1, 4)}.${r.int(0, 12)}.${r.int(0, 9)}.${r.int(100, 999)}`, `${r.int(1, 20)}.${r.int(0, 9)}.${r.int(0, 9)}-rc.${r.int(1, 5)}`]));
    case 'bib_number': return neg(kind, String(r.int(100, 29999)));
    case 'placeholder_credential': return neg(kind, r.pick(S.PLACEHOLDERS));
    case 'example_key': return neg(kind, r.pick(S.EXAMPLE_KEYS));
    case 'publishable_key': return neg(kind, S.publishableKey(r));
    case 'masked_value': return neg(kind, r.pick([`**** **** **** ${r.digits(4)}`, `${r.str(1, 'abcdefghijklmnopqrstuvwxyz')}***@${r.pick(loc.domains)}`, `XXX-XX-${r.digits(4)}`, `•••• ${r.digits(4)}`, `${r.pat('+## ### *** ##')}${r.digits(2)}`]));
    case 'organisation_name': return neg(kind, org(r, loc));
    case 'public_figure': return neg(kind, r.pick(PUBLIC_FIGURES));
    case 'charity_number': return neg(kind, r.pick([`${r.int(200000, 1199999)}`, `SC0${r.digits(5)}`, `RNA W${r.digits(9)}`]));
    case 'invoice_number': return neg(kind, `INV-${y}-${r.digits(5)}`);
    case 'invalid_card': { const c = card(r); const v = invalidate(r, c.lab.type, c.s); return v ? neg(`invalid_${c.lab.type}`, v) : null; }
    case 'invalid_iban': { const v = iban(r, loc.iban || r.pick(['DE', 'FR', 'NL', 'ES', 'GB'])); const bad = invalidate(r, 'iban', v); return bad ? neg('invalid_iban', bad) : null; }
    case 'invalid_id': {
      const t = loc.natid && NATID_CHECKED.includes(loc.natid) ? loc.natid : r.pick(NATID_CHECKED);
      const p = { dob: new Date(Date.UTC(r.int(1950, 2005), r.int(0, 11), r.int(1, 28))), female: r.chance(0.5) };
      const v = invalidate(r, t, NATID[t](r, p)); return v ? neg(`invalid_${t}`, v) : null;
    }
    default: throw new Error('neg ' + kind);
  }
}
export const NEG_GENERAL = ['membership_number', 'ticket_number', 'order_number', 'booking_reference', 'donation_reference', 'event_id', 'uuid', 'event_date', 'invalid_card', 'invalid_iban', 'invalid_id', 'masked_value', 'organisation_name', 'public_figure', 'charity_number', 'invoice_number', 'payment_id'];
export const NEG_DEV = ['uuid', 'hash', 'timestamp', 'version_string', 'placeholder_credential', 'example_key', 'publishable_key', 'event_id', 'payment_id', 'invalid_card', 'invalid_id', 'masked_value'];
