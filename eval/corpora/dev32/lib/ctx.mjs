// Per-document context: draws labelled values (items) and look-alike negatives for one locale.
import { lab, neg, soft } from './doc.mjs';
import { LOCALES, person, address, phone, birthDate, otherDate, nativeDigits, hasNativeDigits } from './locales.mjs';
import { S, PASSPORTS, badOf, card, fmtCard, badCard, iban, fmtIban, badIban, IBAN, aba, clabe, mrzCheck } from './ids.mjs';
import { githubToken, githubValid, secret, SECRETS, password, privateKey, connString, webhook, wallet, badWallet, placeholder, connNoCreds, connPlaceholder, webhookPlaceholder, publicKey } from './secrets.mjs';
const COMPANY_SUFFIX = { en: ['Ltd', 'LLC', 'Trading Co.', '& Sons'], fr: ['SARL', '& Fils', 'SAS'], de: ['GmbH', '& Söhne', 'KG'], es: ['S.L.', 'e Hijos', 'S.A.'], it: ['S.r.l.', '& Figli'], pt: ['Lda.', 'Ltda.', '& Filhos'], nl: ['B.V.', '& Zn.'], pl: ['Sp. z o.o.', 'i Synowie'], sv: ['AB', '& Söner'], da: ['ApS', '& Søn'], fi: ['Oy', 'Ky'], nb: ['AS', '& Sønner'], cs: ['s.r.o.', 'a syn'], tr: ['Ltd. Şti.', 've Oğulları'], ru: ['ООО', 'ИП'], uk: ['ТОВ', 'ФОП'], ja: ['商店', '株式会社'], zh: ['贸易有限公司', '商行'], ko: ['상회', '주식회사'], ar: ['للتجارة', 'وأولاده'], he: ['בע"מ', 'ובניו'], hi: ['एंड संस', 'ट्रेडर्स'], th: ['การค้า', 'จำกัด'], vi: ['TNHH', 'và Con'], id: ['CV', 'PT'], el: ['Α.Ε.', '& Υιοί'], ro: ['S.R.L.', '& Fiii'], hu: ['Kft.', 'és Fiai'] };
const BRANDS = ['ShopNest', 'Kartly', 'BazaarHub', 'RideNow', 'FeastGo', 'PlayVault', 'StreamBox', 'PayLoop', 'Quickcart', 'Marketo Plaza', 'Zipride', 'Lumen Pay', 'GameForge', 'TuneWave', 'ParcelPro'];
export class Ctx {
  constructor(r, loc, useNeg) { this.r = r; this.loc = loc; this.T = loc.T; this.useNeg = useNeg; this.cross = false; this.brand = r.pick(BRANDS); }
  other() { this.cross = true; const r = this.r; return r.pick(LOCALES.filter((l) => l.cc !== this.loc.cc)); }
  P(loc) { return person(this.r, loc || this.loc); }
  nm(p) { return lab('person_name', 'full_name', p.full); }
  fn(p) { return lab('person_name', 'first_name', p.given); }
  em(p) { return lab('email', 'email', (p || this.P()).email); }
  nd(v) { return hasNativeDigits(this.loc.lang) && this.r.chance(0.3) ? nativeDigits(v, this.loc.lang) : v; }
  ph(loc) { return lab('phone_number', `${(loc || this.loc).cc.toLowerCase()}_phone`, loc ? phone(this.r, loc) : this.nd(phone(this.r, this.loc))); }
  ad(loc) { return lab('street_address', 'home_address', address(this.r, loc || this.loc)); }
  shop(loc) { return soft('street_address', 'business_address', address(this.r, loc || this.loc)); }
  dob(loc) { return lab('date_of_birth', 'date_of_birth', loc ? birthDate(this.r, loc) : this.nd(birthDate(this.r, this.loc))); }
  scheme(list) { return S[list[Math.floor(this.r.next() * list.length)]]; }
  nat(loc) { loc = loc || this.loc; if (!loc.nat.length) return loc.tax.length ? this.tax(loc) : this.pass(loc); const s = this.scheme(loc.nat); return lab(s.category, s.type, s.gen(this.r)); }
  tax(loc) { loc = loc || this.loc; if (!loc.tax.length) return this.nat(loc); const s = this.scheme(loc.tax); return lab(s.category, s.type, s.gen(this.r)); }
  anyId(loc) { loc = loc || this.loc; return this.r.chance(0.5) ? this.nat(loc) : this.tax(loc); }
  pass(loc) { loc = loc || this.loc; const k = loc.pass || this.r.pick(Object.keys(PASSPORTS)); const [type, g] = PASSPORTS[k]; return lab('passport_number', type, g(this.r)); }
  passRaw(loc) { loc = loc || this.loc; const k = loc.pass || this.r.pick(Object.keys(PASSPORTS)); const [type, g] = PASSPORTS[k]; return { type, value: g(this.r), cc: k }; }
  ib(loc) { loc = loc || this.loc; const cc = loc.ibanCc || this.r.pick(Object.keys(IBAN)); return lab('iban', 'iban', fmtIban(this.r, iban(this.r, cc))); }
  // national bank-account forms; falls back to IBAN
  bank(loc) {
    loc = loc || this.loc; const r = this.r, T = this.T;
    switch (loc.bankForm) {
      case 'us': return ['Routing ', soft('bank_account', 'us_aba_routing', aba(r)), ' / Account ', lab('bank_account', 'us_bank_account', r.nz() + r.digits(r.int(7, 11)))];
      case 'gb': return ['Sort code ', soft('bank_account', 'uk_sort_code', r.pat('NN-NN-NN')), ', account ', lab('bank_account', 'uk_bank_account', r.digits(8))];
      case 'in': return ['IFSC ', soft('bank_account', 'in_ifsc', r.pick(['SBIN', 'HDFC', 'ICIC', 'UTIB']) + '0' + r.digits(6)), ', A/c ', lab('bank_account', 'in_bank_account', r.nz() + r.digits(r.int(10, 15)))];
      case 'au': return ['BSB ', soft('bank_account', 'au_bsb', r.pat('0NN-NNN')), ' ', T.bank, ' ', lab('bank_account', 'au_bank_account', r.digits(r.int(6, 9)))];
      case 'ca': return ['Transit ', soft('bank_account', 'ca_transit', r.digits(5)), ', Inst. ', soft('bank_account', 'ca_institution', r.pick(['001', '002', '003', '004', '006'])), ', Account ', lab('bank_account', 'ca_bank_account', r.digits(7))];
      case 'mx': return ['CLABE ', lab('bank_account', 'mx_clabe', clabe(r))];
      case 'jp': return [r.pick(['三菱UFJ銀行', 'みずほ銀行', 'ゆうちょ銀行']), ' 支店', soft('bank_account', 'jp_branch_code', r.digits(3)), ' 普通 ', lab('bank_account', 'jp_bank_account', r.digits(7))];
      default: return this.ib(loc);
    }
  }
  cc(brand) { const { brand: b, digits } = card(this.r, brand); return lab('credit_card', b, fmtCard(this.r, digits)); }
  ip() { const r = this.r; return r.chance(0.8) ? lab('ip_address', 'ipv4', `${r.pick([31, 37, 46, 77, 81, 88, 92, 102, 109, 151, 176, 185, 188, 203, 212, 217])}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`) : lab('ip_address', 'ipv6', `${r.pick(['2a02', '2001', '2600', '2804', '240e'])}:${r.hex(4).replace(/^0+/, '') || '0'}:${r.hex(3)}:${r.hex(4)}:${r.hex(4).replace(/^0+/, '') || '0'}:${r.hex(2)}ff:fe${r.hex(2)}:${r.hex(4)}`); }
  privIp() { const r = this.r; return soft('ip_address', 'ipv4_private', `${r.pick(['10.' + r.int(0, 255), '192.168', '172.' + r.int(16, 31)])}.${r.int(0, 255)}.${r.int(1, 254)}`); }
  wal() { const w = wallet(this.r); return lab('crypto_wallet', w.type, w.value); }
  sec(type) { const s = secret(this.r, type); return Object.assign(lab(s.category, s.type, s.value), { env: s.env }); }
  pw() { return lab('password', 'password', password(this.r)); }
  conn(user) { const c = connString(this.r, user); return lab('connection_string', c.type, c.value); }
  hook() { const w = webhook(this.r); return lab('webhook_url', w.type, w.value); }
  pkey() { const k = privateKey(this.r); return lab('private_key', k.type, k.value); }
  company(p) { const sfx = COMPANY_SUFFIX[this.loc.lang] || COMPANY_SUFFIX.en; p = p || this.P(); const sf = this.r.pick(sfx); const name = /^[A-Za-z&]/.test(sf) || this.loc.lang === 'en' ? `${p.sur} ${sf}` : `${p.sur}${['ja', 'zh', 'ko'].includes(this.loc.lang) ? '' : ' '}${sf}`; return soft('person_name', 'company_name', name); }
  // ---- negatives (plain text when this document carries none) ----
  N(kind, v) { return this.useNeg ? neg(kind, v) : v; }
  ord() { const r = this.r; return this.N('order_number', r.pick([() => '#' + r.nz() + r.digits(r.int(6, 9)), () => `ORD-${r.int(2024, 2026)}-${r.digits(6)}`, () => `${r.digits(3)}-${r.digits(7)}-${r.digits(7)}`, () => r.upper(2) + r.digits(10), () => `${this.brand.slice(0, 2).toUpperCase()}${r.digits(8)}`])()); }
  trk() { const r = this.r; return this.N('tracking_number', r.pick([() => `1Z${r.str('0123456789ABCDEFGHJKLMNPRSTVWXYZ', 6)}${r.digits(10)}`, () => `JD${r.digits(18)}`, () => `${r.upper(2)}${r.digits(9)}${r.pick(['DE', 'FR', 'GB', 'CN', 'NL', 'JP'])}`, () => `00${r.digits(18)}`, () => `9400 1${r.digits(3)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`, () => `SF${r.digits(13)}`])()); }
  inv() { const r = this.r; return this.N('invoice_number', r.pick([`INV-${r.digits(6)}`, `FA${r.int(2024, 2026)}/${r.digits(5)}`, `RE-${r.digits(4)}-${r.digits(4)}`, `${r.int(2024, 2026)}-${r.digits(7)}`])); }
  sku() { const r = this.r; return this.N('sku', r.pick([`SKU-${r.upper(3)}-${r.digits(4)}`, `${r.upper(2)}${r.digits(6)}-${r.pick(['BLK', 'WHT', 'M', 'XL'])}`, `B0${r.str('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', 8)}`, `EAN ${r.digits(13)}`])); }
  ver() { const r = this.r; return this.N('version_string', r.pick([`${r.int(1, 9)}.${r.int(0, 30)}.${r.int(0, 20)}`, `v${r.int(1, 5)}.${r.int(0, 20)}.${r.int(0, 9)}.${r.int(100, 9999)}`, `${r.int(10, 17)}.${r.int(0, 9)}.${r.int(0, 9)} (${r.digits(6)})`])); }
  hash() { const r = this.r; return this.N(r.chance(0.5) ? 'sha256_hash' : 'git_sha', r.chance(0.5) ? r.hex(64) : r.hex(40)); }
  uuid() { return this.N('uuid', this.r.uuid()); }
  ts() { const r = this.r; return this.N('timestamp', `${r.int(2024, 2026)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}T${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}${r.pick(['Z', '.' + r.digits(3) + 'Z', '+02:00'])}`); }
  clock() { const r = this.r; if (!this._t) this._t = Date.UTC(r.int(2024, 2026), r.int(0, 11), r.int(1, 28), r.int(6, 22), r.int(0, 59), r.int(0, 59)); this._t += r.int(15, 400) * 1000; return this.N('timestamp', new Date(this._t).toISOString().replace(/\.\d{3}Z$/, 'Z')); }
  epoch() { return this.N('unix_timestamp', String(this.r.int(1700000000, 1799999999))); }
  date() { return this.N('non_birth_date', otherDate(this.r, this.loc)); }
  badId(loc) { loc = loc || this.loc; const pool = [...loc.nat, ...loc.tax]; const t = pool.length ? this.r.pick(pool) : this.r.pick(['es_dni', 'nl_bsn', 'pl_pesel', 'fr_nir']); return this.N('invalid_' + t, badOf(t, this.r)); }
  badCc() { return this.N('invalid_credit_card', fmtCard(this.r, badCard(this.r))); }
  badIb(loc) { loc = loc || this.loc; return this.N('invalid_iban', badIban(this.r, loc.ibanCc || this.r.pick(['DE', 'FR', 'GB', 'NL', 'ES']))); }
  badWal() { const w = badWallet(this.r); return this.N('invalid_' + w.type, w.value); }
  txh() { return this.N('transaction_hash', '0x' + this.r.hex(64)); }
  txid() { const r = this.r; return this.N('transaction_id', r.pick([`ch_${r.alnum(24)}`, `pi_${r.alnum(24)}`, `txn_${r.alnum(20)}`, `${r.upper(1)}${r.digits(16)}`, `PAYID-${r.str('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 24)}`])); }
  badGh() { const r = this.r; for (;;) { const t = githubToken(r, r.pick(['ghp', 'gho', 'ghs'])); const i = t.length - r.int(1, 6); const ch = r.pick('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'); const v = t.slice(0, i) + ch + t.slice(i + 1); if (!githubValid(v)) return this.N('invalid_' + { ghp: 'github_pat', gho: 'github_oauth_token', ghs: 'github_app_token' }[v.slice(0, 3)], v); } }
  docKey() { return this.N('documentation_example_key', this.r.pick(['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc', 'xoxb-not-a-real-token-this-will-not-work', 'SG.xxxxxxxxxxxxxxxxxxxxxx.yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy'])); }
  pk() { return soft('api_key', 'stripe_publishable_key', 'pk_live_' + this.r.alnum(24)); }
  ph_() { return this.N('placeholder_credential', placeholder(this.r)); }
  gift() { const r = this.r; return this.N('gift_card_code', `${r.str('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 4)}-${r.str('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 4)}-${r.str('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 4)}-${r.str('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 4)}`); }
  coupon() { const r = this.r; return this.N('coupon_code', r.pick(['WELCOME', 'SPRING', 'BLACKFRIDAY', 'VIP', 'FREESHIP']) + r.int(10, 50)); }
  ref() { const r = this.r; return this.N('reference_number', r.pick([() => `${r.digits(4)} ${r.digits(4)} ${r.digits(3)}`, () => `${r.digits(3)}-${r.digits(3)}-${r.digits(4)}`, () => `CS${r.digits(8)}`, () => `REF ${r.digits(10)}`])()); }
  pubkey() { return this.N('public_key', publicKey(this.r)); }
  connNo() { return this.N('connection_string_without_credentials', connNoCreds(this.r)); }
  connPh() { return this.N('placeholder_connection_string', connPlaceholder(this.r)); }
  hookPh() { return this.N('placeholder_webhook', webhookPlaceholder(this.r)); }
  exEmail() { return soft('email', 'example_email', this.r.pick(['jane.doe@example.com', 'user@example.org', 'test@test.com', 'you@yourdomain.com', 'customer@example.net'])); }
  testCard() { return soft('credit_card', 'test_card', this.r.pick(['4242 4242 4242 4242', '4000 0566 5566 5556', '5555 5555 5555 4444', '3782 822463 10005', '4111 1111 1111 1111'])); }
  role() { return soft('email', 'role_email', `${this.r.pick(['support', 'help', 'noreply', 'payouts', 'kyc', 'billing'])}@${this.brand.toLowerCase().replace(/\s/g, '')}.com`); }
  amt() { const r = this.r; return `${r.int(3, 899)}.${r.digits(2)} ${this.loc.currency}`; }
  someNeg(k = 1) { const r = this.r; const fns = [() => this.ord(), () => this.trk(), () => this.inv(), () => this.sku(), () => this.date(), () => this.badId(), () => this.badCc(), () => this.badIb(), () => this.ref(), () => this.txid(), () => this.gift(), () => this.uuid()]; return r.sample(fns, k).map((f) => f()); }
  mrz(p, pr, dobParts) { // passport MRZ lines (TD3); the document number inside is labelled
    const r = this.r; const iso3 = { us: 'USA', gb: 'GBR', fr: 'FRA', de: 'D<<', es: 'ESP', it: 'ITA', nl: 'NLD', pl: 'POL', in: 'IND', cn: 'CHN', jp: 'JPN', kr: 'KOR', br: 'BRA', ru: 'RUS', ca: 'CAN', au: 'AUS', mx: 'MEX', tr: 'TUR', se: 'SWE', ua: 'UKR', ch: 'CHE', gr: 'GRC', za: 'ZAF', il: 'ISR', th: 'THA', vn: 'VNM', id: 'IDN', sa: 'SAU' }[pr.cc] || 'UTO';
    const asc = (s) => (s.normalize('NFD').replace(/[^A-Za-z]/g, '').toUpperCase() || 'X');
    const l1 = `P<${iso3}${asc(p.sur)}<<${asc(p.given)}`.padEnd(44, '<').slice(0, 44);
    const num = pr.value.replace(/\s/g, '').padEnd(9, '<').slice(0, 9);
    const yymmdd = dobParts; const exp = `${r.int(27, 35)}${String(r.int(1, 12)).padStart(2, '0')}${String(r.int(1, 28)).padStart(2, '0')}`;
    const sx = p.female ? 'F' : 'M'; const personal = '<'.repeat(14); const pchk = '<';
    const rest = `${mrzCheck(num)}${iso3}${yymmdd}${mrzCheck(yymmdd)}${sx}${exp}${mrzCheck(exp)}${personal}${pchk}`;
    const composite = mrzCheck(`${num}${mrzCheck(num)}${yymmdd}${mrzCheck(yymmdd)}${exp}${mrzCheck(exp)}${personal}${pchk}`);
    return { l1, num, numLab: num.replace(/<+$/, ''), rest: rest + composite, fill: num.slice(num.replace(/<+$/, '').length) };
  }
}
