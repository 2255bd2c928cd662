// Document builder and per-document value factory (context).
import { LOCALES, makePerson, nameVariant, emailFor, formatDate, ageAt, makeIban, BANK, makeCard, IBAN_CCS } from './locales.mjs';
import { GEN, CAT_OF, ID_LABEL, PASSPORT_LABEL } from './ids.mjs';
import { T, LANG } from './lang.mjs';
import * as S from './secrets.mjs';
import { wallet } from './wallets.mjs';
import { negative } from './negatives.mjs';

export const CATS = ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet', 'date_of_birth', 'street_address', 'person_name', 'api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];

export class Doc {
  constructor() { this.text = ''; this.labels = []; this.negatives = []; }
  t(s) { this.text += s; return this; }
  v(item) {
    if (!item || typeof item.value !== 'string' || !item.value) throw new Error('bad item ' + JSON.stringify(item));
    const start = this.text.length; this.text += item.value;
    const lab = { start, end: this.text.length, category: item.cat, type: item.type, value: item.value };
    if (item.soft) lab.soft = true; if (item.encoding) lab.encoding = item.encoding;
    this.labels.push(lab); return this;
  }
  n(neg) { if (neg.pre) this.text += neg.pre; const start = this.text.length; this.text += neg.value; this.negatives.push({ start, end: this.text.length, kind: neg.kind, value: neg.value }); if (neg.post) this.text += neg.post; return this; }
  // parts: string | {L:item} | {N:neg}
  l(...parts) { for (const p of parts) { if (p == null || p === false) continue; if (typeof p === 'string') this.t(p); else if (p.L) this.v(p.L); else if (p.N) this.n(p.N); else throw new Error('bad part'); } this.text += '\n'; return this; }
  get nLabels() { return this.labels.filter((l) => !l.soft).length; }
}

const CARD_WORD = { en: 'Card', de: 'Karte', fr: 'Carte', es: 'Tarjeta', it: 'Carta', nl: 'Kaart', pt: 'Cartão', pl: 'Karta', sv: 'Kort', nb: 'Kort', tr: 'Kart', el: 'Κάρτα', uk: 'Картка', ar: 'البطاقة', he: 'כרטיס', hi: 'कार्ड', ja: 'カード番号', ko: '카드번호', zh: '卡号' };
const WALLET_WORD = { en: 'Wallet', de: 'Wallet-Adresse', fr: 'Adresse du portefeuille', es: 'Monedero', it: 'Indirizzo wallet', nl: 'Wallet', pt: 'Carteira', pl: 'Portfel', sv: 'Plånbok', nb: 'Lommebok', tr: 'Cüzdan', el: 'Πορτοφόλι', uk: 'Гаманець', ar: 'المحفظة', he: 'ארנק', hi: 'वॉलेट', ja: 'ウォレット', ko: '지갑 주소', zh: '钱包地址' };
const IP_WORD = { en: 'IP', de: 'IP-Adresse', fr: 'Adresse IP', es: 'IP', it: 'IP', nl: 'IP-adres', pt: 'IP', pl: 'Adres IP', sv: 'IP-adress', nb: 'IP-adresse', tr: 'IP adresi', el: 'Διεύθυνση IP', uk: 'IP-адреса', ar: 'عنوان IP', he: 'כתובת IP', hi: 'आईपी', ja: 'IPアドレス', ko: 'IP 주소', zh: 'IP地址' };
export const WORDS = { card: CARD_WORD, wallet: WALLET_WORD, ip: IP_WORD };
const SITE_SLUGS = ['tsv-lindenau', 'sv-eintracht-hohenbuch', 'fv-gs-am-park', 'tafel-nordstadt', 'kgv-sonnenhang', 'choir-stmarks', 'harehills-foodbank', 'ptfa-oakfield', 'scouts-7th-kirkby', 'as-saint-roch', 'amicale-lilas', 'club-remo-ebro', 'asd-polisportiva-borgo', 'vv-de-meeuwen', 'ouders-dekring', 'associacao-moradores-bonfim', 'osp-lipnik', 'ik-stjarnan-bk', 'idrettslag-fjellhaug', 'dernek-yesilvadi', 'syllogos-goneon-5', 'hromada-kalyna', 'jamiya-alnoor', 'moadon-tzofim-raanana', 'seva-samiti-jaipur', 'chonaikai-wakabayashi', 'dongne-hoegwan', 'shequ-huiyuan', 'ff-mittelbach', 'bocce-club-verona', 'tenants-union-eastside', 'mosque-almadina-trust', 'temple-sri-ganesha', 'coop-la-ruche', 'allotments-meadowbank'];
const TLD = { GB: 'org.uk', US: 'org', IE: 'ie', AU: 'org.au', IN: 'org.in', DE: 'de', AT: 'at', CH: 'ch', FR: 'fr', BE: 'be', ES: 'es', MX: 'org.mx', IT: 'it', NL: 'nl', PT: 'pt', BR: 'org.br', PL: 'pl', SE: 'se', NO: 'no', TR: 'org.tr', GR: 'gr', UA: 'org.ua', AE: 'ae', IL: 'org.il', JP: 'jp', KR: 'or.kr', CN: 'cn', TW: 'org.tw' };

export class Ctx {
  constructor(rng, locale, state) {
    this.r = rng; this.locale = locale; this.loc = LOCALES[locale]; this.lang = this.loc.lang; this.state = state;
    this.site = `${rng.pick(SITE_SLUGS)}${rng.chance(0.3) ? '-' + rng.int(2, 99) : ''}.${TLD[this.loc.cc] || 'org'}`;
    this.host = rng.pick([`db.${this.site}`, `mysql${rng.int(1, 9)}.${rng.pick(['ionos.de', 'webhost-eu.net', 'ovh.net', 'sql.hosting-kunde.de'])}`, `${rng.int(10, 99)}.${rng.int(10, 250)}.${rng.int(1, 250)}.${rng.int(1, 250)}`, `srv${rng.int(100, 9999)}.${rng.pick(['hstgr.io', 'your-server.de', 'a2hosting.com'])}`]);
  }
  T(k) { return T(this.lang, k, this.r); }
  uniq(fn) { for (let i = 0; i < 50; i++) { const it = fn(); if (!this.state.seen.has(it.value)) { this.state.seen.add(it.value); return it; } } throw new Error('could not make unique value'); }
  fmtDate(b, pat) { return formatDate(this.r, this.locale, b, pat); }
  cur(a) { return this.loc.cur(a); }
  person(opts) { return makePerson(this.r, this.locale, opts); }
  name(p, variant = true) { return { value: variant ? nameVariant(this.r, p, this.lang) : p.full, cat: 'person_name', type: 'full_name' }; }
  given(p) { return { value: p.given, cat: 'person_name', type: 'given_name' }; }
  email(p) { return this.uniq(() => ({ value: emailFor(this.r, p), cat: 'email', type: 'personal_email' })); }
  roleMail() { return { value: `${this.r.pick(['info', 'kontakt', 'vorstand', 'treasurer', 'secretary', 'contact', 'bureau', 'kassa', 'office', 'jugend', 'noreply', 'webmaster'])}@${this.site}`, cat: 'email', type: 'role_mailbox', soft: true }; }
  phone() { return this.uniq(() => { const [value, type] = this.loc.phone(this.r); return { value, cat: 'phone_number', type }; }); }
  addr(sep = ', ') { return this.uniq(() => ({ value: this.loc.addr(this.r).join(sep), cat: 'street_address', type: `${this.loc.cc.toLowerCase()}_address` })); }
  dob(p, pat) { return { value: this.fmtDate(p.birth, pat), cat: 'date_of_birth', type: 'date_of_birth' }; }
  age(p) { return ageAt(p.birth); }
  has(cat) { const m = { national_id: 'nat', tax_id: 'tax', passport_number: 'pass', bank_account: 'bank', iban: 'iban' }[cat]; if (!m) return true; const v = this.loc[m]; return Array.isArray(v) ? v.length > 0 : !!v; }
  idOf(kind, p) { const t = this.state.leastUsed(this.loc[kind]); return this.uniq(() => ({ value: GEN[t](this.r, p), cat: CAT_OF[t], type: t })); }
  nat(p) { return this.idOf('nat', p); } tax(p) { return this.idOf('tax', p); } pass(p) { return this.idOf('pass', p); }
  idLabel(item) { if (item.cat === 'passport_number') return this.r.pick(PASSPORT_LABEL[this.lang] || PASSPORT_LABEL.en); return this.r.pick(ID_LABEL[item.type] || [item.type]); }
  iban(cc, grouped) { const c = cc || this.loc.iban || this.r.pick(['DE', 'FR', 'NL', 'GB', 'ES', 'IT', 'BE', 'PL']); return this.uniq(() => ({ value: makeIban(this.r, c, grouped ?? this.r.chance(0.6)), cat: 'iban', type: `iban_${c.toLowerCase()}` })); }
  bank() { const t = this.state.leastUsed(this.loc.bank); const b = BANK[t](this.r); const acc = { value: b.account, cat: 'bank_account', type: b.type }; if (this.state.seen.has(b.account)) return this.bank(); this.state.seen.add(b.account); return { acc, label: b.label, routing: b.routing ? { value: b.routing, cat: 'bank_account', type: b.routingType, soft: true } : null, routingLabel: b.routingLabel }; }
  card() { return this.uniq(() => { const c = makeCard(this.r, this.locale); return { value: c.value, cat: 'credit_card', type: c.type }; }); }
  wallet() { return this.uniq(() => { const w = wallet(this.r); return { value: w.value, cat: 'crypto_wallet', type: w.type }; }); }
  ip(v6) { return this.uniq(() => { const r = this.r; if (v6 ?? r.chance(0.2)) { const g = () => r.hex(r.int(1, 4)).replace(/^0+(?=.)/, ''); return { value: `${r.pick(['2a02', '2a01', '2003', '2600', '2a00', '240e', '2405'])}:${g()}:${g()}:${g()}:${g()}:${g()}:${g()}:${g()}`, cat: 'ip_address', type: 'ipv6' }; } let a; do a = r.int(5, 223); while ([10, 100, 127, 169, 172, 192, 198, 203].includes(a)); return { value: `${a}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, cat: 'ip_address', type: 'ipv4' }; }); }
  lanIp() { const r = this.r; return { value: r.pick([`192.168.${r.int(0, 3)}.${r.int(2, 254)}`, `10.${r.int(0, 20)}.${r.int(0, 255)}.${r.int(2, 254)}`, `172.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(2, 254)}`]), cat: 'ip_address', type: 'private_ipv4', soft: true }; }
  pw() { return this.uniq(() => ({ value: S.password(this.r, this.lang), cat: 'password', type: 'password' })); }
  tok(cat) { const names = S.TOKEN_NAMES.filter((n) => S.TOKENS[n].cat === cat); const n = this.state.leastUsed(names, 'tok'); return this.uniq(() => { const t = S.token(this.r, n); return { value: t.value, cat: t.cat, type: t.type, key: t.key, vendor: t.vendor }; }); }
  jwt() { return this.uniq(() => ({ value: S.jwt(this.r), cat: 'auth_token', type: 'jwt' })); }
  authTok() { const r = this.r.next(); if (r < 0.18) return this.jwt(); return this.tok('auth_token'); }
  conn(pw) { return this.uniq(() => { const c = S.connString(this.r, this.host, pw || S.password(this.r, this.lang)); return { value: c.value, cat: 'connection_string', type: c.type }; }); }
  hook() { return this.uniq(() => { const w = S.webhook(this.r, this.site); return { value: w.value, cat: 'webhook_url', type: w.type }; }); }
  pk() { const r = this.r.next(); if (r < 0.12) { const w = S.wireguardKey(this.r); return { ...w, cat: 'private_key' }; } if (r < 0.2) { const w = S.ethPrivateKey(this.r); return { ...w, cat: 'private_key' }; } if (r < 0.26) { const w = S.ageKey(this.r); return { ...w, cat: 'private_key' }; } const k = S.privateKey(this.r); return { value: k.value, type: k.type, cat: 'private_key' }; }
  pkEscaped() { const k = this.r.chance(0.5) ? S.rsaPkcs8Escaped(this.r) : { raw: S.privateKey(this.r).value + '\n', type: null }; const t = k.type || 'pem_private_key'; return { value: JSON.stringify(k.raw).slice(1, -1), cat: 'private_key', type: t, encoding: 'json_escaped' }; }
  user(p) { return S.username(this.r, p); }
  wantName() { return this.r.chance(Math.min(1, Math.max(0.2, this.state.weight('person_name') * 1.5))); }
  pickL(m) { return this.r.pick(m[this.lang] || m.en); }
  // a person's name, or (when names are over-represented) a membership-number reference (hard negative)
  nameOrRef(p, variant = true) { if (this.wantName()) return { L: this.name(p, variant) }; return { N: { value: this.r.pick([`#${this.r.digits(5)}`, `M-${this.r.digits(4)}`, `${this.r.int(2001, 2025)}-${this.r.digits(3)}`]), kind: 'membership_number' } }; }
  neg() { return negative(this.r, this.lang, this.locale, (b) => this.fmtDate(b, this.r.pick(['DD.MM.YYYY', 'YYYY-MM-DD', 'DD/MM/YYYY', 'D MONTH YYYY'].filter((x) => this.loc.dob.includes(x)).concat(['YYYY-MM-DD']))), (a) => this.cur(a)); }
  // Choose n distinct categories from pool, favouring those under-represented so far.
  choose(pool, n) { const avail = [...new Set(pool)].filter((c) => this.has(c)); const out = []; while (out.length < n && out.length < avail.length) { const c = this.r.weighted(avail.filter((x) => !out.includes(x)).map((x) => [x, this.state.weight(x)])); out.push(c); } return out; }
  // Generic field for a category tied to a person; returns { label, item, extra? }
  field(cat, p) {
    const r = this.r, L = this.lang; p = p || this.person();
    switch (cat) {
      case 'person_name': return { label: this.T('name'), item: this.name(p) };
      case 'email': return { label: this.T('email'), item: this.email(p) };
      case 'phone_number': return { label: this.T('phone'), item: this.phone() };
      case 'street_address': return { label: this.T('address'), item: this.addr() };
      case 'date_of_birth': return { label: this.T('dob'), item: this.dob(p) };
      case 'national_id': { const it = this.nat(p); return { label: this.idLabel(it), item: it }; }
      case 'tax_id': { const it = this.tax(p); return { label: this.idLabel(it), item: it }; }
      case 'passport_number': { const it = this.pass(p); return { label: this.idLabel(it), item: it }; }
      case 'iban': return { label: 'IBAN', item: this.iban() };
      case 'bank_account': { const b = this.bank(); return { label: b.label, item: b.acc, routing: b.routing, routingLabel: b.routingLabel }; }
      case 'credit_card': return { label: WORDS.card[L], item: this.card() };
      case 'crypto_wallet': return { label: WORDS.wallet[L], item: this.wallet() };
      case 'ip_address': return { label: WORDS.ip[L], item: this.ip() };
      case 'password': return { label: this.T('password'), item: this.pw() };
      case 'api_key': { const it = this.tok('api_key'); return { label: it.key, item: it }; }
      case 'auth_token': { const it = this.authTok(); return { label: it.key || r.pick(['token', 'access_token', 'Bearer']), item: it }; }
      case 'private_key': return { label: 'private key', item: this.pk() };
      case 'connection_string': return { label: r.pick(['DATABASE_URL', 'connection', 'dsn', 'DB']), item: this.conn() };
      case 'webhook_url': return { label: r.pick(['webhook', 'Webhook URL', 'hook']), item: this.hook() };
      default: throw new Error(cat);
    }
  }
}
