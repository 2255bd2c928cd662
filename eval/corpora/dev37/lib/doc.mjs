// Document builder (offsets by construction) and a per-document context of labelled value generators.
import { LOCALES, makePerson, emailFor, genPhone } from './locales.mjs';
import { phrases, wordDate, numDate } from './phrases.mjs';
import { ID_GEN, PASSPORT, genIban, genCard, CARD_BRANDS, genAba, genClabe, genWallet } from './ids.mjs';
import * as V from './validators.mjs';
import { SECRET_GEN, jwt, privateKey, password, connString, webhook, PLACEHOLDER_PASSWORDS, PLACEHOLDER_KEYS } from './secrets.mjs';
import { UPPER, DIGITS, ALNUM, HEX } from './prng.mjs';

export const Tok = (category, type, value, extra = {}) => ({ tok: 1, category, type, value, ...extra });
export const Neg = (kind, value) => ({ neg: 1, kind, value });

// encodings: the label spans the encoded form
const ENC = {
  url: (s) => encodeURIComponent(s),
  json: (s) => JSON.stringify(s).slice(1, -1),
  html: (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/[\u00c0-\u017f]/g, (c) => `&#${c.charCodeAt(0)};`),
  base64: (s) => Buffer.from(s, 'utf8').toString('base64'),
  sql: (s) => s.replace(/'/g, "''"),
  csv: (s) => s.replace(/"/g, '""'),
};
export const DECODE = {
  url: (s) => decodeURIComponent(s),
  json: (s) => JSON.parse('"' + s + '"'),
  html: (s) => s.replace(/&#(\d+);/g, (m, n) => String.fromCharCode(+n)).replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'),
  base64: (s) => Buffer.from(s, 'base64').toString('utf8'),
  sql: (s) => s.replace(/''/g, "'"),
  csv: (s) => s.replace(/""/g, '"'),
};
export function enc(x, e) {
  if (x == null) return x;
  if (typeof x === 'string') return ENC[e](x);
  if (Array.isArray(x)) return x.map((y) => enc(y, e));
  const v = ENC[e](x.value);
  if (v === x.value) return x;
  return x.neg ? { ...x, value: v } : { ...x, value: v, encoding: x.encoding ? x.encoding : e };
}
export const val = (x) => (x == null ? '' : typeof x === 'string' ? x : Array.isArray(x) ? x.map(val).join('') : x.value);

export class Doc {
  constructor() { this.text = ''; this.labels = []; this.negatives = []; }
  add(...parts) {
    for (const p of parts) {
      if (p == null || p === false) continue;
      if (typeof p === 'string' || typeof p === 'number') { this.text += String(p); continue; }
      if (Array.isArray(p)) { this.add(...p); continue; }
      const start = this.text.length; this.text += p.value; const end = this.text.length;
      if (p.value === '') continue;
      if (p.neg) this.negatives.push({ start, end, kind: p.kind, value: p.value });
      else { const l = { start, end, category: p.category, type: p.type, value: p.value }; if (p.encoding) l.encoding = p.encoding; if (p.soft) l.soft = true; this.labels.push(l); }
    }
    return this;
  }
}

const PORT_CO = ['Maersk Line', 'Hapag-Lloyd', 'MSC Mediterranean Shipping Company', 'CMA CGM', 'Evergreen Marine', 'ONE Ocean Network Express', 'COSCO Shipping Lines', 'Wilhelmsen Ships Service', 'Inchcape Shipping Services', 'GAC Shipping', 'Lufthansa Technik', 'SR Technics', 'Turkish Technic', 'Haeco', 'Zalando SE', 'Allegro.pl', 'Mercado Libre', 'Rakuten', 'Coupang', 'Booking.com', 'Marriott International', 'Accor', 'Vodafone', 'Telefónica', 'Deutsche Telekom', 'Orange', 'Turkcell', 'Baker McKenzie', 'Freshfields', 'Clifford Chance', 'Vonovia', 'Savills', 'CBRE'];

export class Ctx {
  constructor(r, locCode) {
    this.r = r; this.loc = LOCALES[locCode]; this.code = locCode; this.P = phrases(this.loc.phr || locCode, this.loc.lang);
  }
  person(opts) { const p = makePerson(this.r, opts && opts.loc ? LOCALES[opts.loc] : this.loc, opts); p.loc = opts && opts.loc ? LOCALES[opts.loc] : this.loc; return p; }
  name(p, form) { const v = form === 'given' ? p.given : form === 'family' ? p.family : form === 'formal' ? p.formal : form === 'latin' ? `${p.givenLatin} ${p.familyLatin}` : form === 'upper' ? `${p.familyLatin.toUpperCase()}/${p.givenLatin.toUpperCase()}` : p.full; return Tok('person_name', 'person_name', v); }
  email(p) { return Tok('email', 'email', emailFor(this.r, p, p.loc || this.loc)); }
  roleEmail(domain) { return Tok('email', 'role_mailbox', `${this.r.pick(['info', 'support', 'ops', 'noreply', 'bookings', 'service', 'kontakt', 'agency', 'accounts'])}@${domain}`, { soft: true }); }
  workEmail(p, domain) { const g = p.latGiven || 'a', f = p.latFam || 'b'; return Tok('email', 'email', `${this.r.pick([`${g}.${f}`, `${g[0]}.${f}`, `${g[0]}${f}`, `${f}`])}@${domain}`); }
  phone(loc, form) { const L = loc ? (typeof loc === 'string' ? LOCALES[loc] : loc) : this.loc; const ph = genPhone(this.r, L.cc); const v = form === 'e164' ? ph.e164 : this.r.pick(ph.forms); return Tok('phone_number', 'phone_number', v); }
  phonePair(loc) { const L = loc ? (typeof loc === 'string' ? LOCALES[loc] : loc) : this.loc; const ph = genPhone(this.r, L.cc); return [Tok('phone_number', 'phone_number', ph.e164), Tok('phone_number', 'phone_number', this.r.pick(ph.forms))]; }
  addr(loc, oneLine) { const L = loc ? (typeof loc === 'string' ? LOCALES[loc] : loc) : this.loc; const lines = L.addr(this.r); return Tok('street_address', 'street_address', (oneLine || L.oneLine) ? lines.join(', ') : lines.join('\n')); }
  dob(p, style) { const L = p.loc || this.loc; const { y, m, d } = p.dob; style = style || (this.r.chance(0.3) ? 'words' : 'num'); const v = style === 'words' ? wordDate(L.code, L.lang, y, m, d, this.r) : style === 'iso' ? numDate('YMD-', y, m, d) : numDate(L.date, y, m, d); return Tok('date_of_birth', 'date_of_birth', v); }
  dobAirline(p) { const mo = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][p.dob.m - 1]; return Tok('date_of_birth', 'date_of_birth', `${String(p.dob.d).padStart(2, '0')}${mo}${String(p.dob.y % 100).padStart(2, '0')}`); }
  idFor(p, which) { const L = p.loc || this.loc; const list = L.ids.filter((t) => ID_GEN[t]); const want = which === 'tax' ? list.filter((t) => ID_GEN[t].cat === 'tax_id') : which === 'national' ? list.filter((t) => ID_GEN[t].cat === 'national_id') : list; const t = this.r.pick(want.length ? want : list); const g = ID_GEN[t]; return Tok(g.cat, t, g.gen(this.r, p)); }
  hasTax(p) { const L = p.loc || this.loc; return L.ids.some((t) => ID_GEN[t] && ID_GEN[t].cat === 'tax_id'); }
  passport(p) { const L = p.loc || this.loc; const f = PASSPORT[L.pass || L.cc] || PASSPORT.GB; return Tok('passport_number', 'passport_number', f(this.r)); }
  iban(cc) { const c = cc || this.loc.iban || this.r.pick(['DE', 'NL', 'FR', 'ES', 'IT', 'GB']); return Tok('iban', 'iban', genIban(this.r, c)); }
  bank(p) { // local account; returns array of parts with labels
    const L = (p && p.loc) || this.loc; const r = this.r;
    if (L.iban) return [['IBAN', this.iban(L.iban)]];
    const B = {
      us: () => [['Routing (ABA)', Tok('bank_account', 'us_aba_routing', genAba(r), { soft: true })], ['Account', Tok('bank_account', 'us_bank_account', r.digits(r.int(9, 12)))]],
      gb: () => [['Sort code', Tok('bank_account', 'gb_sort_code', `${r.int(10, 99)}-${r.digits(2)}-${r.digits(2)}`, { soft: true })], ['Account no.', Tok('bank_account', 'gb_account_number', r.int(1, 9) + r.digits(7))]],
      ca: () => [['Transit / Institution', Tok('bank_account', 'ca_transit_institution', `${r.digits(5)}-${r.pick(['001', '002', '003', '004', '006', '815'])}`, { soft: true })], ['Account', Tok('bank_account', 'ca_bank_account', r.digits(7))]],
      au: () => [['BSB', Tok('bank_account', 'au_bsb', `${r.pick(['062', '033', '083', '012'])}-${r.digits(3)}`, { soft: true })], ['Account', Tok('bank_account', 'au_bank_account', r.digits(r.int(8, 9)))]],
      in: () => [['IFSC', Tok('bank_account', 'in_ifsc', `${r.pick(['SBIN', 'HDFC', 'ICIC', 'UTIB'])}0${r.digits(6)}`, { soft: true })], ['A/c no.', Tok('bank_account', 'in_bank_account', r.int(1, 9) + r.digits(r.int(10, 15)))]],
      za: () => [['Branch code', Tok('bank_account', 'za_branch_code', r.pick(['250655', '632005', '051001', '470010']), { soft: true })], ['Account', Tok('bank_account', 'za_bank_account', r.int(1, 9) + r.digits(r.int(9, 10)))]],
      sg: () => [['Account', Tok('bank_account', 'sg_bank_account', `${r.digits(3)}-${r.digits(6)}-${r.digits(1)}`)]],
      mx: () => [['CLABE', Tok('bank_account', 'mx_clabe', genClabe(r))]],
      ar: () => { const b1 = r.pick(['0070', '0170', '0110', '2850']) + r.digits(3); const b2 = r.digits(13); return [['CBU', Tok('bank_account', 'ar_cbu', b1 + V.arCbuBlockCalc(b1, V.AR_CBU_W1) + b2 + V.arCbuBlockCalc(b2, V.AR_CBU_W2))]]; },
      co: () => [['Cuenta de ahorros', Tok('bank_account', 'co_bank_account', r.digits(r.int(10, 11)))]],
      cl: () => [['Cuenta corriente', Tok('bank_account', 'cl_bank_account', r.digits(r.int(8, 12)))]],
      br: () => [['Agência', Tok('bank_account', 'br_agencia', r.digits(4), { soft: true })], ['Conta', Tok('bank_account', 'br_conta', `${r.digits(r.int(5, 8))}-${r.int(0, 9)}`)]],
      ru: () => [['Р/с', Tok('bank_account', 'ru_bank_account', '40817810' + r.digits(12))], ['БИК', Tok('bank_account', 'ru_bik', '04' + r.digits(7), { soft: true })]],
      th: () => [['เลขที่บัญชี', Tok('bank_account', 'th_bank_account', `${r.digits(3)}-${r.digits(1)}-${r.digits(5)}-${r.digits(1)}`)]],
      cn: () => [['银行卡号', Tok('credit_card', 'unionpay', genCard(r, 'unionpay'))]],
      tw: () => [['帳號', Tok('bank_account', 'tw_bank_account', r.digits(r.int(12, 14)))]],
      jp: () => [['支店', Tok('bank_account', 'jp_branch', r.digits(3), { soft: true })], ['普通口座', Tok('bank_account', 'jp_bank_account', r.digits(7))]],
      kr: () => [['계좌번호', Tok('bank_account', 'kr_bank_account', `${r.digits(3)}-${r.digits(2)}-${r.digits(6)}`)]],
      vn: () => [['Số tài khoản', Tok('bank_account', 'vn_bank_account', r.digits(r.int(10, 14)))]],
      id: () => [['No. rekening', Tok('bank_account', 'id_bank_account', r.digits(10))]],
      my: () => [['No. akaun', Tok('bank_account', 'my_bank_account', r.digits(12))]],
    };
    return (B[L.bank] || B.gb)();
  }
  card(brand) { const b = brand || this.r.weighted([['visa', 5], ['mastercard', 4], ['amex', 2], ['discover', 1], ['jcb', 1], ['diners', 1], ['unionpay', 1], ['maestro', 1], ['mir', 1], ['rupay', 1]]); return Tok('credit_card', b, genCard(this.r, b)); }
  wallet() { const [t, v] = genWallet(this.r); return Tok('crypto_wallet', t, v); }
  ipv4() { const r = this.r; let a; do { a = r.int(2, 223); } while ([10, 100, 127, 169, 172, 192, 198, 203].includes(a)); return Tok('ip_address', 'ipv4', `${a}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`); }
  ipv6() { const r = this.r; return Tok('ip_address', 'ipv6', `${r.pick(['2a02', '2001:16b8', '2a01:e0a', '2600:1700', '2409:8a', '2a00:23c7'])}:${r.hex(4).replace(/^0+/, '') || '0'}:${r.hex(4).replace(/^0+/, '') || '0'}::${r.hex(4).replace(/^0+/, '') || '1'}`.replace(/:::/, '::')); }
  ip() { return this.r.chance(0.8) ? this.ipv4() : this.ipv6(); }
  privIp() { const r = this.r; return Tok('ip_address', 'private_ipv4', r.pick([`10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, `192.168.${r.int(0, 255)}.${r.int(1, 254)}`, `172.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(1, 254)}`]), { soft: true }); }
  secret(t) { const g = SECRET_GEN[t]; return Tok(g.cat, t, g.gen(this.r)); }
  jwt(opts) { return Tok('auth_token', 'jwt', jwt(this.r, opts)); }
  pkey() { const k = privateKey(this.r); return Tok('private_key', k.type, k.value); }
  pw(style) { return Tok('password', 'password', password(this.r, style)); }
  conn(pw, opts) { const c = connString(this.r, pw || password(this.r, 'random'), opts); return Tok('connection_string', c.type, c.value); }
  hook() { const w = webhook(this.r); return Tok('webhook_url', w.type, w.value); }
  // ---- hard negatives ----
  nOrder() { const r = this.r; return Neg('order_number', r.pick([`${r.int(100, 999)}-${r.digits(7)}-${r.digits(7)}`, `ORD-${r.int(2023, 2026)}-${r.digits(6)}`, `#${r.digits(8)}`, `SO${r.digits(9)}`, `${r.str(UPPER, 2)}${r.digits(10)}`])); }
  nInvoice() { const r = this.r; return Neg('invoice_number', r.pick([`INV-${r.int(2023, 2026)}-${r.digits(5)}`, `RE-${r.digits(8)}`, `FA${r.int(23, 26)}/${r.digits(5)}`, `${r.digits(4)}/${r.int(2023, 2026)}`])); }
  nTracking() { const r = this.r; return Neg('tracking_number', r.pick([`1Z${r.str(UPPER + DIGITS, 6)}${r.digits(10)}`, `JD${r.digits(18)}`, `${r.str(UPPER, 2)}${r.digits(9)}${r.pick(['DE', 'GB', 'NL', 'CN', 'FR'])}`, r.digits(12), `00340434${r.digits(12)}`])); }
  nContainer() { const r = this.r; const b = r.pick(['MSKU', 'HLXU', 'CSQU', 'TGHU', 'MSCU', 'CMAU', 'OOLU', 'TCLU']) + r.digits(6); return Neg('container_number', b + V.iso6346Calc(b)); }
  nImo() { const b = String(this.r.int(900000, 989999)); return Neg('imo_number', `IMO ${b}${V.imoCalc(b)}`); }
  nMmsi() { return Neg('mmsi', this.r.pick(['211', '218', '235', '636', '538', '563', '477', '244', '255', '229']) + this.r.digits(6)); }
  nUuid() { return Neg('uuid', this.r.uuid()); }
  nSha() { return Neg(this.r.chance(0.5) ? 'commit_sha' : 'hash', this.r.chance(0.4) ? this.r.hex(7) : this.r.chance(0.5) ? this.r.hex(40) : this.r.hex(64)); }
  nTs() { const r = this.r; const y = r.int(2023, 2026), mo = String(r.int(1, 12)).padStart(2, '0'), d = String(r.int(1, 28)).padStart(2, '0'), h = String(r.int(0, 23)).padStart(2, '0'), mi = String(r.int(0, 59)).padStart(2, '0'), s = String(r.int(0, 59)).padStart(2, '0'); return Neg('timestamp', r.pick([`${y}-${mo}-${d}T${h}:${mi}:${s}Z`, `${y}-${mo}-${d} ${h}:${mi}:${s}`, `${d}.${mo}.${y} ${h}:${mi}`, String(1700000000 + r.int(0, 80000000))])); }
  nVersion() { const r = this.r; return Neg('version', r.pick([`v${r.int(0, 9)}.${r.int(0, 30)}.${r.int(0, 99)}`, `${r.int(1, 20)}.${r.int(0, 9)}.${r.int(0, 9)}.${r.int(100, 9999)}`, `${r.int(1, 5)}.${r.int(0, 40)}.${r.int(0, 9)}-rc.${r.int(1, 5)}`])); }
  nSerial() { const r = this.r; return Neg('serial_number', r.pick([`SN${r.str(UPPER + DIGITS, 10)}`, `${r.str(UPPER, 3)}-${r.digits(5)}-${r.str(UPPER + DIGITS, 4)}`, `S/N ${r.digits(6)}`, `ESN ${r.int(800000, 899999)}`])); }
  nPart() { const r = this.r; return Neg('product_code', r.pick([`P/N ${r.digits(3)}-${r.digits(4)}-${r.digits(2)}`, `${r.str(UPPER, 2)}${r.digits(6)}-${r.digits(2)}`, `SKU-${r.str(UPPER + DIGITS, 8)}`, `${r.digits(7)}A${r.digits(2)}`])); }
  nIsbn() { const b = '978' + this.r.int(0, 1) + this.r.digits(8); const s = b + V.ean13Calc(b); return Neg('isbn', `ISBN ${s.slice(0, 3)}-${s[3]}-${s.slice(4, 8)}-${s.slice(8, 12)}-${s[12]}`); }
  nCoord() { const r = this.r; return Neg('coordinates', r.pick([`${r.int(0, 89)}°${r.int(0, 59)}.${r.digits(1)}'${r.pick(['N', 'S'])} ${String(r.int(0, 179)).padStart(3, '0')}°${r.int(0, 59)}.${r.digits(1)}'${r.pick(['E', 'W'])}`, `${(r.next() * 160 - 80).toFixed(5)}, ${(r.next() * 340 - 170).toFixed(5)}`])); }
  nMasked() { const r = this.r; return Neg('masked_value', r.pick([`****${r.digits(4)}`, `**** **** **** ${r.digits(4)}`, `${r.pick(['4', '5'])}${r.digits(5)}******${r.digits(4)}`, `XXXX-XXXX-XXXX-${r.digits(4)}`, `DE** **** **** **** **${r.digits(2)} ${r.digits(2)}`, `+49 *** ***${r.digits(2)}`, `${r.str('abcdefghijklmnopqrstuvwxyz', 1)}***@${r.pick(['gmail.com', 'web.de', 'orange.fr'])}`])); }
  nCompany() { return Neg('company_name', this.r.pick(PORT_CO)); }
  nLocalCompany(stem) { return Neg('company_name', `${stem || this.r.pick(['Nordhafen Logistik', 'Baltic Crew Services', 'Aeromantenimiento', 'Sky Parts', 'Kasa Market', 'Lex & Partners', 'Hausverwaltung Lindenhof', 'Stella Hotels', 'Marina Bay Suites', 'Atlas Telecom'])} ${this.r.pick(this.loc.legal)}`); }
  nHotline() { const r = this.r; const cc = this.loc.cc; const m = { US: `1-800-${r.int(200, 999)}-${r.digits(4)}`, CA: `1-888-${r.int(200, 999)}-${r.digits(4)}`, GB: `0800 ${r.digits(3)} ${r.digits(4)}`, DE: `0800 ${r.digits(3)} ${r.digits(4)}`, AT: `0800 ${r.digits(3)} ${r.digits(3)}`, FR: `0 800 ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`, ES: `900 ${r.digits(3)} ${r.digits(3)}`, IT: `800 ${r.digits(3)} ${r.digits(3)}`, NL: `0800-${r.digits(4)}`, AU: `1300 ${r.digits(3)} ${r.digits(3)}`, IN: `1800 ${r.digits(3)} ${r.digits(4)}`, JP: `0120-${r.digits(3)}-${r.digits(3)}`, BR: `0800 ${r.digits(3)} ${r.digits(4)}`, PL: `800 ${r.digits(3)} ${r.digits(3)}`, TR: `444 ${r.digits(2)} ${r.digits(2)}`, KR: `1588-${r.digits(4)}`, CN: `400-${r.digits(3)}-${r.digits(4)}`, SA: `920${r.digits(6)}`, AE: `800 ${r.digits(4)}` }; return Neg('public_hotline', m[cc] || `0800 ${r.digits(3)} ${r.digits(3)}`); }
  nDocIp() { const r = this.r; return Neg('documentation_ip', r.pick([`192.0.2.${r.int(1, 254)}`, `198.51.100.${r.int(1, 254)}`, `203.0.113.${r.int(1, 254)}`, `2001:db8::${r.hex(2)}`])); }
  nPlaceholderPw() { return Neg('placeholder', this.r.pick(PLACEHOLDER_PASSWORDS)); }
  nPlaceholderKey() { return Neg('placeholder', this.r.pick(PLACEHOLDER_KEYS)); }
  nTestCard() { return Neg('test_card_number', this.r.pick(['4242 4242 4242 4242', '4111 1111 1111 1111', '5555 5555 5555 4444', '4000 0566 5566 5556', '378282246310005', '6011111111111117'])); }
  nCase() { const r = this.r; return Neg('case_number', r.pick([`${r.int(1, 9)}:${r.int(22, 25)}-cv-${r.digits(5)}`, `${r.int(1, 40)} O ${r.int(10, 999)}/${r.int(22, 25)}`, `RG ${r.int(20, 25)}/${r.digits(5)}`, `HCA ${r.int(100, 2999)}/20${r.int(22, 25)}`, `Az. ${r.int(1, 30)} C ${r.int(100, 999)}/${r.int(22, 25)}`])); }
  nMatter() { return Neg('matter_number', `${this.r.digits(5)}-${this.r.digits(4)}`); }
  nPnr() { return Neg('booking_reference', this.r.str('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6)); }
  nTicket() { return Neg('ticket_number', `${this.r.pick(['220', '235', '057', '125', '176', '157'])}-${this.r.digits(10)}`); }
  nTail() { return Neg('aircraft_registration', this.r.pick([`D-A${this.r.str(UPPER, 3)}`, `TC-J${this.r.str(UPPER, 2)}`, `G-${this.r.str(UPPER, 4)}`, `N${this.r.int(100, 999)}${this.r.str(UPPER, 2)}`, `9V-S${this.r.str(UPPER, 2)}`, `EC-${this.r.str(UPPER, 3)}`])); }
  nIccid() { const b = '89' + this.r.pick(['49', '44', '33', '90', '34']) + this.r.digits(14); return Neg('iccid', b + V.luhnCalc(b)); }
  nTicketId() { return Neg('ticket_id', this.r.pick([`INC${this.r.digits(7)}`, `NOC-${this.r.digits(6)}`, `CHG${this.r.digits(7)}`, `JIRA-${this.r.int(100, 9999)}`, `#${this.r.digits(6)}`])); }
  nAmount() { return Neg('amount', `${this.r.pick(['EUR', 'USD', '€', '$', 'GBP'])} ${this.r.int(10, 9999)}.${this.r.digits(2)}`); }
}
