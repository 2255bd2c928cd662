// Per-document context: the language and locale, and makers that return labelled values
// for the document builder (see doc.mjs), so templates read like the documents they write.
import { lab, group, neg } from './doc.mjs';
import { phrases } from './phrases.mjs';
import { localesByLanguage, personLikeNonPersons, personLikePlaces } from './names.mjs';
import * as people from './people.mjs';
import { nationalIds, idByLocale, passportByCountry, card, iban, usAccount, ukAccount, clabe } from './ids.mjs';
import { apiKeys, accessTokens, privateKey, password, wallets, walletNames, publicIpv4, publicIpv6, genericSecret } from './secrets.mjs';
import { negs } from './negatives.mjs';

const countryOf = {
  'en-US': 'USA', 'en-GB': 'GBR', 'en-AU': 'AUS', 'en-CA': 'CAN', 'en-IN': 'IND', 'en-SG': 'CHN', 'en-NG': 'NGA', 'de-DE': 'DEU', 'fr-FR': 'FRA', 'es-ES': 'ESP', 'es-MX': 'MEX',
  'es-CL': 'ESP', 'pt-BR': 'BRA', 'pt-PT': 'PRT', 'it-IT': 'ITA', 'nl-NL': 'NLD', 'pl-PL': 'POL', 'sv-SE': 'SWE', 'fi-FI': 'SWE', 'ja-JP': 'JPN', 'zh-CN': 'CHN', 'ko-KR': 'KOR',
  'ar-SA': 'SAU', 'ar-AE': 'SAU', 'ar-EG': 'EGY', 'hi-IN': 'IND', 'tr-TR': 'TUR', 'de-AT': 'AUT', 'de-CH': 'CHE', 'fr-BE': 'BEL', 'nl-BE': 'BEL', 'en-IE': 'IRL', 'en-TH': 'THA',
};
const ibanCountryOf = { de: 'DE', fr: 'FR', es: 'ES', pt: 'PT', it: 'IT', nl: 'NL', pl: 'PL', sv: 'SE', tr: 'TR', ar: 'SA' };

export class Ctx {
  constructor(r, lang) {
    this.r = r;
    this.lang = lang;
    this.locale = r.pick(localesByLanguage[lang] ?? ['en-US']);
    this.P = phrases(lang);
  }
  person(locale = this.locale) { return people.person(this.r, locale); }
  name(p, soft = false) { return lab('person_name', p.native ? 'full_name_native' : 'full_name', p.full, soft); }
  /** The name as registers and forms write it: "Family, Given", or in capitals. */
  listedName(p) {
    const style = this.r.weighted([[6, 'as_written'], [3, 'family_first'], [2, 'upper']]);
    if (p.native || style === 'as_written') return this.name(p);
    if (style === 'family_first') return lab('person_name', 'full_name', `${p.family}, ${p.given}`);
    return lab('person_name', 'full_name', p.full.toUpperCase());
  }
  /** A courtesy title before the name (outside the span), or a suffix after it in ja/ko/zh. */
  salute(p) {
    const r = this.r;
    const pre = { en: [p.female ? 'Ms' : 'Mr', p.female ? 'Mrs' : 'Mr', 'Dr'], de: [p.female ? 'Frau' : 'Herr', p.female ? 'Frau Dr.' : 'Herr Dr.'], fr: [p.female ? 'Madame' : 'Monsieur'], es: [p.female ? 'Sra.' : 'Sr.'], pt: [p.female ? 'Sra.' : 'Sr.'], it: [p.female ? 'Sig.ra' : 'Sig.', 'Dott.'], nl: [p.female ? 'mevrouw' : 'meneer', p.female ? 'mevr.' : 'dhr.'], pl: [p.female ? 'Pani' : 'Pan'], tr: [p.female ? 'Bayan' : 'Bay'] }[this.lang];
    const post = { ja: '様', ko: ' 님', zh: p.female ? '女士' : '先生' }[this.lang];
    if (post) return [this.name(p), post];
    return pre && r.chance(0.7) ? [r.pick(pre), ' ', this.name(p)] : [this.name(p)];
  }
  given(p) { return lab('person_name', 'given_name', p.given, true); }
  email(p, domain) { return lab('email', 'email', people.email(this.r, p, this.lang, domain)); }
  emailText(p, domain) { return people.email(this.r, p, this.lang, domain); }
  team(domain) { return lab('email', 'team_mailbox', people.teamMailbox(this.r, domain)); }
  phone(locale = this.locale, intl) { return lab('phone', 'phone', people.phone(this.r, locale, intl)); }
  /** A street address; a post-office box is postal but not a street address, so soft. */
  addr(sep = ', ', locale = this.locale) {
    const a = people.address(this.r, locale, sep);
    return people.isPoBox(a) ? lab('address', 'po_box', a, true) : lab('address', 'street_address', a);
  }
  /** A firm's own address (office, warehouse, letterhead): a judgement call, so soft. */
  bizAddr(sep = ', ', locale = this.locale) { return lab('address', 'business_address', people.address(this.r, locale, sep), true); }
  dob(p, lang = this.lang) { return lab('date_of_birth', 'date_of_birth', people.formatDate(this.r, p.dob, lang, p.locale)); }
  date(d, lang = this.lang) { return people.formatDate(this.r, d, lang, this.locale); }
  /** A national id of the locale: { value (label), word (its local name) }. */
  nid(p, locale = this.locale) {
    const [scheme, word] = this.r.pick(idByLocale[locale] ?? idByLocale['en-US']);
    return { label: lab('national_id', scheme, nationalIds[scheme](this.r, p)), word, scheme };
  }
  nidOf(scheme, p) { return lab('national_id', scheme, nationalIds[scheme](this.r, p)); }
  country(locale = this.locale) { return countryOf[locale] ?? 'USA'; }
  passportNo(country = this.country()) { return passportByCountry[country](this.r); }
  passport(country = this.country()) { return lab('passport', `passport_${country.toLowerCase()}`, this.passportNo(country)); }
  pw(opts) { return lab('password', 'password', password(this.r, opts)); }
  pwText(opts) { return password(this.r, opts); }
  iban(country = ibanCountryOf[this.lang] ?? this.r.pick(['DE', 'GB', 'FR', 'NL', 'IE', 'BE', 'ES'])) { return lab('bank_account', 'iban', iban(this.r, country)); }
  /** The account a person of this locale is paid into: an IBAN, or the national form with its bank code (a negative: it names a bank). */
  bankAccount(locale = this.locale) {
    const r = this.r;
    const acct = (v) => lab('bank_account', 'account_number', v);
    switch (locale) {
      case 'en-US': case 'es-MX': { if (locale === 'es-MX') return ['CLABE ', lab('bank_account', 'clabe', clabe(r))]; const a = usAccount(r); return [this.say({ en: 'routing ' }), neg('bank_code', a.routing), ', account ', acct(a.account)]; }
      case 'en-GB': { const a = ukAccount(r); return ['sort code ', neg('bank_code', a.sortCode), ', account no. ', acct(a.account)]; }
      case 'en-IN': case 'hi-IN': return [acct(r.digits(r.pick([11, 12, 14]))), ', IFSC ', neg('bank_code', `${r.pick(['SBIN', 'HDFC', 'ICIC', 'UTIB'])}0${r.digits(6)}`)];
      case 'ja-JP': return [`${r.pick(['みずほ銀行', '三井住友銀行', 'ゆうちょ銀行'])} ${r.pick(['渋谷支店', '梅田支店', '本店'])} 普通 `, acct(r.digits(7))];
      case 'ko-KR': return [`${r.pick(['국민은행', '신한은행', '우리은행'])} `, acct(`${r.digits(3)}-${r.digits(2)}-${r.digits(6)}`)];
      case 'zh-CN': return [`${r.pick(['中国工商银行', '招商银行', '中国建设银行'])} `, acct(`${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(3)}`)];
      case 'en-AU': return ['BSB ', neg('bank_code', `${r.digits(3)}-${r.digits(3)}`), ' acc ', acct(r.digits(r.pick([8, 9])))];
      case 'en-CA': return ['transit ', neg('bank_code', `${r.digits(5)}-${r.digits(3)}`), ' account ', acct(r.digits(7))];
      case 'en-TH': return [`${r.pick(['Kasikornbank', 'Bangkok Bank', 'SCB'])} `, acct(`${r.digits(3)}-${r.digits(1)}-${r.digits(5)}-${r.digits(1)}`)];
      case 'de-AT': return this.iban('AT');
      case 'de-CH': return this.iban('CH');
      case 'fr-BE': case 'nl-BE': return this.iban('BE');
      case 'en-IE': return this.iban('IE');
      default: return this.iban();
    }
  }
  card() { const c = card(this.r); return lab('credit_card', c.brand, c.value); }
  ip(v6 = this.r.chance(0.2)) { return lab('ip_address', v6 ? 'ipv6' : 'ipv4', v6 ? publicIpv6(this.r) : publicIpv4(this.r)); }
  walletKind() { return this.r.weighted([[3, 'btc_bech32'], [2, 'btc_p2pkh'], [1, 'btc_p2sh'], [1, 'btc_taproot'], [4, 'eth'], [1, 'ltc'], [1, 'doge'], [2, 'tron'], [1, 'xrp'], [1, 'sol']]); }
  wallet(kind = this.walletKind()) { return lab('crypto_wallet', kind, wallets[kind](this.r)); }
  coin(kind) { return walletNames[kind]; }
  apiKey(kind = this.r.pick(Object.keys(apiKeys))) { return lab('api_key', kind, apiKeys[kind](this.r)); }
  /** A key whose secrecy is debatable (a Sentry DSN ships in front-end code): soft. */
  softKey(kind) { return lab('api_key', kind, apiKeys[kind](this.r), true); }
  secret() { return lab('api_key', 'generic_secret', genericSecret(this.r)); }
  token(kind = this.r.weighted([[4, 'jwt'], [2, 'google_oauth'], [1, 'github_oauth'], [2, 'opaque_bearer'], [1, 'azure_sas_like']]), claims) { return lab('access_token', kind, accessTokens[kind](this.r, claims)); }
  pkey(kind) { const k = privateKey(this.r, kind); return lab('private_key', k.type, k.value); }
  /** Connection string with its password labelled inside it. */
  conn(kind = this.r.pick(['postgres', 'mysql', 'mongodb', 'redis', 'amqp', 'mssql', 'jdbc', 'azure_storage'])) {
    const r = this.r;
    const user = r.pick(['app', 'svc_billing', 'admin', 'reporting_ro', 'etl', 'orders', 'django', 'root']);
    const host = r.pick(['db-prod-01.internal', 'orders-db.c9akciq32.eu-west-1.rds.amazonaws.com', 'pg.kestrel-freight.com', 'mongo0.aldergrove.io', 'cache.meridian-ops.net', 'sql-eu.brightwater-labs.io']);
    const pw = lab('password', 'password', password(r, { urlSafe: true }));
    const db = r.pick(['orders', 'billing', 'crm', 'analytics', 'app_production', 'users']);
    switch (kind) {
      case 'postgres': return group('connection_string', 'postgres', [`${r.pick(['postgres', 'postgresql'])}://${user}:`, pw, `@${host}:5432/${db}${r.chance(0.4) ? '?sslmode=require' : ''}`]);
      case 'mysql': return group('connection_string', 'mysql', [`mysql://${user}:`, pw, `@${host}:3306/${db}`]);
      case 'mongodb': return group('connection_string', 'mongodb', [`mongodb+srv://${user}:`, pw, `@cluster0.${r.chars(5, 'abcdefghijklmnopqrstuvwxyz0123456789')}.mongodb.net/${db}?retryWrites=true&w=majority`]);
      case 'redis': return group('connection_string', 'redis', [`redis${r.chance(0.5) ? 's' : ''}://${r.chance(0.5) ? 'default' : ''}:`, pw, `@${host}:6379/0`]);
      case 'amqp': return group('connection_string', 'amqp', [`amqps://${user}:`, pw, `@${host}:5671/${r.pick(['%2F', 'prod', 'events'])}`]);
      case 'mssql': return group('connection_string', 'mssql', [`Server=tcp:${host},1433;Initial Catalog=${db};User ID=${user};Password=`, pw, ';Encrypt=True;TrustServerCertificate=False;']);
      case 'jdbc': return group('connection_string', 'jdbc', [`jdbc:${r.pick(['postgresql', 'mysql'])}://${host}/${db}?user=${user}&password=`, pw]);
      default: return group('connection_string', 'azure_storage', [`DefaultEndpointsProtocol=https;AccountName=${r.pick(['stprodlogs', 'kestrelarchive', 'acmebackups01'])};AccountKey=`, lab('api_key', 'azure_storage_key', apiKeys.azure_storage_key(r)), ';EndpointSuffix=core.windows.net']);
    }
  }
  neg(kind) { return negs[kind](this.r, kind === 'place_person_like' ? personLikePlaces : personLikeNonPersons); }
  rawNeg(kind, value) { return neg(kind, value); }
  companyDomain() { return people.pickCompanyDomain(this.r); }
  rawLabel(category, type, value, soft = false) { return lab(category, type, value, soft); }
  /** The phrase in the document's language, English when the table has none for it. */
  say(byLanguage) { return byLanguage[this.lang] ?? byLanguage.en; }
  /** A person whose name needs no escaping inside a single-quoted SQL string. */
  sqlSafePerson() { for (;;) { const p = this.person(); if (!p.full.includes("'")) return p; } }
}
