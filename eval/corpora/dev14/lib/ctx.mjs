// Per-document context: the people in the record, their (random) values, negatives, category balancing.
import * as L from './locales.mjs';
import * as V from './values.mjs';
import { nationalId, passportNo, mrzTD3, NATIONAL_IDS } from './ids.mjs';

export const CATS = ['person_name', 'email', 'phone', 'address', 'date_of_birth', 'national_id', 'passport', 'bank_account', 'credit_card', 'ip_address', 'crypto_wallet', 'password', 'api_key', 'access_token', 'private_key', 'connection_string'];

export function makePersona(R, lang, cc) {
  const p = L.person(R, lang); const dob = L.randomDob(R); const cache = {};
  const once = (k, f) => (cache[k] ??= f());
  return {
    p, lang, cc, dob,
    email: () => once('email', () => V.email(R, p, lang)),
    phone: () => once('phone', () => L.phone(R, cc)),
    address: () => once('address', () => L.address(R, cc, lang)),
    nid: () => once('nid', () => nationalId(R, R.chance(0.2) ? R.pick(Object.keys(NATIONAL_IDS)) : cc, dob, p)),
    passport: () => once('pp', () => passportNo(R, R.chance(0.75) ? cc : R.pick(['US', 'GB', 'DE', 'FR', 'IN', 'CN', 'BR', 'TR']))),
    bank: () => once('bank', () => V.bankAccount(R, cc)),
    card: () => once('card', () => V.card(R)),
    ip: () => once('ip', () => V.ip(R)),
    wallet: () => once('wallet', () => V.wallet(R)),
    password: () => once('pw', () => V.password(R, lang)),
    username: () => once('user', () => { const e = V.email(R, p, lang).v.split('@')[0].replace(/\+.*/, ''); return e; }),
  };
}

export function makeCtx(R, lang, cc, counts) {
  const ctx = { R, lang, cc, counts };
  ctx.count = (cat, soft) => { if (!soft) counts[cat] = (counts[cat] || 0) + 1; };
  ctx.P = makePersona(R, lang, cc);
  ctx.others = [];
  ctx.other = (sameLang = true) => { let lg = lang, c = cc; if (!sameLang || R.chance(0.15)) { lg = R.pick(L.LANGS); c = R.pick(L.COUNTRIES[lg]); } const o = makePersona(R, lg, c); ctx.others.push(o); return o; };
  ctx.W = L.WORDS[lang];
  // least-used categories first (ties broken at random) -> balance the corpus
  ctx.want = (k = 1, pool = CATS) => { const sorted = R.shuffle(pool).sort((a, b) => (counts[a] || 0) - (counts[b] || 0)); return k === 1 ? sorted[R.int(0, Math.min(2, sorted.length - 1))] : sorted.slice(0, k); };
  ctx.lowest = (pool = CATS) => ctx.want(1, pool);
  // ---- labelled items
  ctx.name = (P = ctx.P, mode) => {
    const p = P.p; const m = mode ?? (L.isNonLatin(P.lang) ? R.pickW([['native', 7], ['latin', 2], ['upper', 1]]) : R.pickW([['native', 7], ['upper', 1], ['rev', 2]]));
    if (m === 'native') return { v: p.full, cat: 'person_name', type: 'full_name' };
    if (m === 'latin') return { v: p.latin.full, cat: 'person_name', type: 'full_name_romanized' };
    if (m === 'upper') return { v: `${p.latin.family.toUpperCase()}/${p.latin.given.toUpperCase()}`, cat: 'person_name', type: 'name_airline_style' };
    if (m === 'rev') return { v: `${p.family}, ${p.given}`, cat: 'person_name', type: 'name_last_first' };
    if (m === 'given') return { v: p.given, cat: 'person_name', type: 'given_name_only', soft: true };
    if (m === 'family') return { v: p.family, cat: 'person_name', type: 'family_name_only', soft: true };
  };
  ctx.email = (P = ctx.P) => ({ ...P.email(), cat: 'email' });
  ctx.phone = (P = ctx.P, fresh) => ({ ...(fresh ? L.phone(R, P.cc) : P.phone()), cat: 'phone' });
  ctx.addr = (P = ctx.P, part = 'full') => { const a = P.address(); return { v: part === 'street' ? a.street : a.full, cat: 'address', type: a.type + (part === 'street' ? '_street' : '') }; };
  ctx.dob = (P = ctx.P, fmt) => ({ v: fmt === 'iso' ? L.iso(P.dob) : fmt === 'compact' ? L.iso(P.dob).replace(/-/g, '') : L.fmtDate(R, P.dob, P.lang, P.cc), cat: 'date_of_birth', type: fmt === 'iso' ? 'dob_iso' : fmt === 'compact' ? 'dob_compact' : 'dob_local' });
  ctx.nid = (P = ctx.P) => ({ ...P.nid(), cat: 'national_id' });
  ctx.passport = (P = ctx.P) => { const x = P.passport(); return { v: x.v, type: x.type, cat: 'passport' }; };
  ctx.bankParts = (P = ctx.P) => P.bank().parts.map((x) => ({ v: x.v, type: x.type, cat: 'bank_account', soft: x.role === 'routing' }));
  ctx.bank = (P = ctx.P) => { const ps = ctx.bankParts(P); return ps.find((x) => !x.soft); };
  ctx.iban = (P = ctx.P) => ({ ...V.iban(R, P.cc), cat: 'bank_account' });
  ctx.card = (P = ctx.P) => ({ ...P.card(), cat: 'credit_card' });
  ctx.ip = (P = ctx.P) => ({ ...P.ip(), cat: 'ip_address' });
  ctx.ip4 = () => ({ v: V.publicIPv4(R), type: 'ipv4', cat: 'ip_address' });
  ctx.wallet = (P = ctx.P) => ({ ...P.wallet(), cat: 'crypto_wallet' });
  ctx.pw = (P = ctx.P) => ({ ...P.password(), cat: 'password' });
  ctx.freshPw = () => ({ ...V.password(R, lang), cat: 'password' });
  ctx.key = (t) => ({ ...V.apiKey(R, t), cat: 'api_key' });
  ctx.tok = (t) => ({ ...V.accessToken(R, t), cat: 'access_token' });
  ctx.pk = (t) => ({ ...V.privateKey(R, t), cat: 'private_key' });
  ctx.conn = (u, p) => ({ ...V.connString(R, u, p), cat: 'connection_string' });
  ctx.user = (P = ctx.P) => ({ v: P.username(), cat: 'person_name', type: 'username_from_name', soft: true });
  ctx.mrz = (P = ctx.P) => { const pp = P.passport(); return mrzTD3(R, P.p, pp.icao, pp.v, P.dob); };
  // generic by category
  ctx.item = (cat, P = ctx.P) => ({
    person_name: () => ctx.name(P), email: () => ctx.email(P), phone: () => ctx.phone(P), address: () => ctx.addr(P), date_of_birth: () => ctx.dob(P, R.chance(0.5) ? 'iso' : undefined),
    national_id: () => ctx.nid(P), passport: () => ctx.passport(P), bank_account: () => ctx.bank(P), credit_card: () => ctx.card(P), ip_address: () => ctx.ip(P),
    crypto_wallet: () => ctx.wallet(P), password: () => ctx.pw(P), api_key: () => ctx.key(), access_token: () => ctx.tok(), private_key: () => ctx.pk(), connection_string: () => ctx.conn(),
  })[cat]();
  ctx.FIELD = FIELD;
  ctx.fkey = (cat, item) => { if (cat === 'api_key' && item && V.KEY_VARS[item.type] && R.chance(0.5)) { const k = V.KEY_VARS[item.type]; return R.pick([k, k.toLowerCase(), k.toLowerCase().replace(/_/g, '-')]); } return R.pick(FIELD[cat]); };
  ctx.N = (kind) => NEG[kind](R, ctx);
  ctx.anyNeg = (pool) => ctx.N(R.pick(pool || NEG_POOL));
  return ctx;
}

export const FIELD = {
  person_name: ['name', 'full_name', 'cust_nm', 'customerName', 'usr_fullname', 'holder', 'contact', 'display_name', 'nm', 'recipient', 'cardholder', 'patient_name', 'fio', 'kunde', 'nombre', 'nom_complet', 'fullName'],
  email: ['email', 'usr', 'mail', 'e_mail', 'contact_email', 'login', 'user_email', 'emailAddress', 'em', 'reply_to', 'eml'],
  phone: ['phone', 'ph1', 'tel', 'msisdn', 'mobile', 'phone_number', 'contactPhone', 'cell', 'tel_no', 'sms_to', 'mob'],
  address: ['address', 'addr', 'street', 'shipping_address', 'addr1', 'billing_addr', 'adresse', 'direccion', 'home_addr', 'anschrift', 'ship_to'],
  date_of_birth: ['dob', 'dob_dt', 'birth_date', 'birthday', 'date_of_birth', 'bdate', 'geb_datum', 'dt_nasc', 'birthDate', 'f_nac'],
  national_id: ['ssn', 'tax_id', 'nid', 'national_id', 'id_no', 'gov_id', 'citizen_id', 'tin', 'id_num', 'personal_code', 'doc_id'],
  passport: ['passport', 'passport_no', 'pp_no', 'travel_doc', 'pasaporte', 'reisepass_nr', 'ppn', 'passportNumber'],
  bank_account: ['iban', 'acct', 'account_no', 'bank_acct', 'payout_account', 'ktonr', 'acct_no', 'clabe', 'rekening', 'beneficiary_account'],
  credit_card: ['card', 'pan', 'cc', 'card_number', 'ccnum', 'payment_card', 'cc_no', 'cardNo'],
  ip_address: ['ip', 'client_ip', 'remote_addr', 'src_ip', 'x-forwarded-for', 'ip_address', 'clientIp', 'rip', 'last_login_ip', 'peer'],
  crypto_wallet: ['wallet', 'btc_addr', 'payout_address', 'deposit_address', 'eth_wallet', 'withdraw_to', 'dest_addr', 'wallet_addr'],
  password: ['password', 'pwd', 'pass', 'passwd', 'pw', 'db_password', 'login_pass', 'kennwort', 'senha', 'contrasena', 'user_pass'],
  api_key: ['api_key', 'apikey', 'x-api-key', 'key', 'secret_key', 'client_secret', 'apiKey', 'svc_key', 'integration_key'],
  access_token: ['access_token', 'tok', 'bearer', 'auth', 'id_token', 'refresh_token', 'sess', 'authToken', 'oauth_token', 'at'],
  private_key: ['private_key', 'pk', 'privkey', 'key_pem', 'ssh_key', 'signing_key', 'tls_key', 'privateKey'],
  connection_string: ['dsn', 'db_url', 'DATABASE_URL', 'conn', 'connection_string', 'broker_url', 'mongo_uri', 'REDIS_URL', 'jdbc_url', 'sqlalchemy_uri'],
};

// ---------------------------------------------------------------- hard negatives
const pad = (n, l) => String(n).padStart(l, '0');
const ts = (R) => { const y = R.int(2023, 2025), m = R.int(1, 12), d = R.int(1, 28); return `${y}-${pad(m, 2)}-${pad(d, 2)}T${pad(R.int(0, 23), 2)}:${pad(R.int(0, 59), 2)}:${pad(R.int(0, 59), 2)}.${R.digits(3)}Z`; };
export const NEG = {
  uuid: (R) => ({ n: R.uuid(), kind: 'uuid' }),
  trace_id: (R) => ({ n: R.hex(32), kind: 'trace_id' }),
  span_id: (R) => ({ n: R.hex(16), kind: 'span_id' }),
  request_id: (R) => ({ n: R.pick([`req_${R.alnum(14)}`, `${R.HEX(8)}-${R.HEX(4)}`, `rid-${R.hex(12)}`, `0HN${R.str(10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}:0000000${R.int(1, 9)}`]), kind: 'request_id' }),
  correlation_id: (R) => ({ n: R.pick([R.uuid(), `corr-${R.hex(16)}`]), kind: 'correlation_id' }),
  sha256: (R) => ({ n: R.hex(64), kind: 'hash' }), md5: (R) => ({ n: R.hex(32), kind: 'hash' }),
  commit: (R) => ({ n: R.chance(0.5) ? R.hex(40) : R.hex(7), kind: 'commit_sha' }),
  build: (R) => ({ n: R.pick([`#${R.int(100, 9999)}`, `${R.int(2023, 2025)}${pad(R.int(1, 12), 2)}${pad(R.int(1, 28), 2)}.${R.int(1, 9)}`, `build-${R.int(1000, 99999)}`]), kind: 'build_number' }),
  timestamp: (R) => ({ n: R.pick([ts(R), String(R.int(1690000000, 1760000000)), String(R.int(1690000000000, 1760000000000))]), kind: 'timestamp' }),
  date: (R, ctx) => ({ n: L.fmtDate(R, L.randomRecentDate(R), ctx.lang, ctx.cc), kind: 'non_birth_date' }),
  date_iso: (R) => ({ n: L.iso(L.randomRecentDate(R)), kind: 'non_birth_date' }),
  duration: (R) => ({ n: R.pick([`${R.int(1, 9999)}ms`, `${R.int(0, 59)}.${R.digits(3)}s`, `${R.int(1, 59)}m${R.int(0, 59)}s`]), kind: 'duration' }),
  duration_num: (R) => ({ n: String(R.int(1, 99999)), kind: 'duration', num: true }),
  bytes: (R) => ({ n: String(R.int(100, 99999999)), kind: 'byte_count', num: true }),
  port: (R) => ({ n: String(R.pick([443, 8080, 5432, 6379, 9092, 3306, 27017, 8443, R.int(30000, 65000)])), kind: 'port', num: true }),
  version: (R) => ({ n: R.pick([`${R.int(0, 5)}.${R.int(0, 30)}.${R.int(0, 20)}`, `v${R.int(1, 4)}.${R.int(0, 12)}.${R.int(0, 9)}-rc.${R.int(1, 4)}`, `${R.int(1, 12)}.${R.int(0, 9)}.${R.int(0, 99)}.${R.int(0, 9999)}`]), kind: 'version' }),
  order: (R) => ({ n: R.pick([`ORD-${R.int(2023, 2025)}-${R.digits(6)}`, `#${R.int(100000, 9999999)}`, `SO${R.digits(8)}`, `${R.digits(3)}-${R.digits(7)}-${R.digits(7)}`]), kind: 'order_number' }),
  invoice: (R) => ({ n: R.pick([`INV-${R.digits(6)}`, `RE${R.int(2023, 2025)}-${R.digits(5)}`, `FA${R.digits(8)}`]), kind: 'invoice_number' }),
  tracking: (R) => ({ n: R.pick([`1Z${R.str(6, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}${R.digits(10)}`, `JD${R.digits(18)}`, `${R.digits(12)}`, `LX${R.digits(9)}DE`]), kind: 'tracking_number' }),
  case: (R) => ({ n: R.pick([`CS${R.digits(7)}`, `#${R.int(10000, 999999)}`, `INC${R.digits(7)}`, `TKT-${R.int(1000, 99999)}`, `JIRA-${R.int(100, 9999)}`]), kind: 'case_number' }),
  sku: (R) => ({ n: R.pick([`SKU-${R.int(1000, 9999)}-${R.pick(['BLK', 'WHT', 'RED'])}-${R.pick(['S', 'M', 'L', 'XL'])}`, `${R.upper(3)}${R.digits(5)}`, `B0${R.str(8, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}`]), kind: 'product_sku' }),
  company: (R) => ({ n: R.pick(['Siemens AG', 'Deutsche Bahn AG', 'Toyota Motor Corporation', 'Samsung Electronics', 'Banco Santander', 'Carrefour SA', 'Telefónica', 'Allegro.pl', 'Sberbank', 'Turkcell', 'Alibaba Group', 'Tata Consultancy Services', 'Saudi Aramco', 'Petrobras', 'ING Groep', 'Enel S.p.A.', 'Amazon Web Services', 'Stripe, Inc.', 'Rakuten', 'Naver Corporation', 'Tokopedia']), kind: 'company_name' }),
  service_account: (R) => ({ n: R.pick(['svc-backup', 'jenkins', 'www-data', 'root', 'system:serviceaccount:prod:deployer', 'github-actions[bot]', 'dependabot[bot]', 'NT AUTHORITY\\SYSTEM', 'svc_etl_loader', 'cron', 'postgres', 'ci-runner', 'healthcheck']), kind: 'service_account' }),
  host: (R) => ({ n: R.pick([`api-gw-${R.int(1, 9)}.prod.internal`, `ip-10-${R.int(0, 255)}-${R.int(0, 255)}-${R.int(1, 254)}.eu-west-1.compute.internal`, `web-${R.lower(5)}-${R.alnum(5).toLowerCase()}`, `db-replica-${R.int(1, 3)}.${R.lower(4)}.svc.cluster.local`, `worker-${R.int(1, 40)}`]), kind: 'hostname' }),
  private_ip: (R) => ({ n: V.privateIP(R), kind: 'private_ip' }),
  doc_ip: (R) => ({ n: V.docIP(R), kind: 'documentation_ip' }),
  resolver_ip: (R) => ({ n: R.pick(['8.8.8.8', '1.1.1.1', '8.8.4.4', '9.9.9.9']), kind: 'public_resolver_ip' }),
  placeholder: (R) => ({ n: R.pick(['****', '********', '<redacted>', '[FILTERED]', 'xxx', 'XXXXXXXX', '${DB_PASSWORD}', '<password>', '[REDACTED]', '***masked***', '{{ secrets.API_KEY }}', '%PASSWORD%', 'null']), kind: 'placeholder' }),
  masked_card: (R) => ({ n: V.maskedCard(R), kind: 'masked_card' }),
  masked_email: (R, ctx) => { const e = ctx.P.email().v; const [a, b] = e.split('@'); return { n: R.pick([`${a[0]}***@${b}`, `${a.slice(0, 2)}*****@${b[0]}***.${b.split('.').pop()}`, `***@${b}`]), kind: 'masked_email' }; },
  masked_phone: (R) => ({ n: R.pick([`+49 *** *** ${R.digits(2)}${R.digits(2)}`, `***-***-${R.digits(4)}`, `+${R.int(1, 99)} ******${R.digits(3)}`, `0${R.digits(3)}****${R.digits(3)}`, `138****${R.digits(4)}`]), kind: 'masked_phone' }),
  masked_iban: (R) => ({ n: `${R.pick(['DE', 'FR', 'NL', 'ES'])}${R.digits(2)} **** **** **** ${R.digits(4)}`, kind: 'masked_iban' }),
  masked_ssn: (R) => ({ n: R.pick([`XXX-XX-${R.digits(4)}`, `***-**-${R.digits(4)}`, `******${R.digits(4)}`]), kind: 'masked_national_id' }),
  masked_token: (R) => ({ n: R.pick([`sk_live_****${R.alnum(4)}`, `ghp_****************${R.alnum(4)}`, `AKIA************${R.str(4, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}`, `${R.alnum(4)}…${R.alnum(4)}`, `eyJ***`]), kind: 'masked_secret' }),
  doc_key: (R) => ({ n: R.pick(['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c', 'ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'xoxb-your-bot-token', 'YOUR_API_KEY', 'sk-...your-key...', 'AIzaSyEXAMPLE-your-key-here']), kind: 'documentation_example_key' }),
  test_card: (R) => ({ n: V.testCard(R), kind: 'test_card_number' }),
  support_line: (R, ctx) => ({ n: L.supportLine(R, ctx.cc), kind: 'public_support_line' }),
  fictional_phone: (R, ctx) => ({ n: L.fictionalPhone(R, ctx.cc), kind: 'fictional_phone_range' }),
  role_email: (R) => ({ n: R.pick(['noreply@', 'no-reply@', 'support@', 'billing@', 'postmaster@', 'alerts@', 'security@', 'privacy@']) + R.pick(['acme-retail.com', 'brightpath.io', 'shop.example.com', 'mailer.nordwind-logistik.de', 'notifications.github.com']), kind: 'role_mailbox' }),
  example_email: (R) => ({ n: R.pick(['user@example.com', 'john.doe@example.org', 'test@test.com', 'jane@example.net', 'foo@bar.com']), kind: 'placeholder_email' }),
  sa_email: (R) => ({ n: R.pick([`${R.pick(['etl-runner', 'deploy', 'backup-sa'])}@${R.lower(6)}-${R.int(100000, 999999)}.iam.gserviceaccount.com`, `${R.int(100000000000, 999999999999)}-compute@developer.gserviceaccount.com`]), kind: 'service_account_email' }),
  message_id: (R) => ({ n: `<${R.alnum(20)}.${R.int(10000, 99999)}@${R.pick(['mail.gmail.com', 'mx.acme-retail.com', 'eu-west-1.amazonses.com', 'outlook.com'])}>`, kind: 'message_id' }),
  tx_hash: (R) => ({ n: (R.chance(0.5) ? '0x' : '') + R.hex(64), kind: 'transaction_hash' }),
  bic: (R, ctx) => ({ n: V.BIC(R, ctx.cc), kind: 'bic_swift' }),
  public_key: (R) => ({ n: V.publicPem(R), kind: 'public_key_or_certificate' }),
  ssh_pub: (R) => ({ n: V.sshPublicKey(R), kind: 'ssh_public_key' }),
  fingerprint: (R) => ({ n: R.chance(0.5) ? `SHA256:${R.bytes(32).toString('base64').replace(/=+$/, '')}` : R.hex(40).match(/../g).join(':'), kind: 'key_fingerprint' }),
  luhn_invalid: (R) => { for (;;) { const s = R.int(1, 9) + R.digits(15); let sum = 0, dbl = false; for (let i = 15; i >= 0; i--) { let x = +s[i]; if (dbl) { x *= 2; if (x > 9) x -= 9; } sum += x; dbl = !dbl; } if (sum % 10) return { n: s, kind: 'numeric_id_not_card' }; } },
  object_id: (R) => ({ n: R.pick([`cus_${R.alnum(14)}`, `ch_${R.alnum(24)}`, `pi_${R.alnum(24)}`, `evt_${R.alnum(24)}`, `${R.hex(24)}`, `003${R.alnum(15)}`, `gid://shopify/Order/${R.digits(13)}`]), kind: 'object_id' }),
  arn: (R) => ({ n: `arn:aws:${R.pick(['iam', 's3', 'rds', 'lambda'])}::${R.digits(12)}:${R.pick(['role/deploy', 'user/ci-bot', 'db:orders-prod', 'function:resize'])}`, kind: 'cloud_resource_id' }),
  sid: (R) => ({ n: R.pick([`S-1-5-21-${R.int(1000000000, 3999999999)}-${R.int(1000000000, 3999999999)}-${R.int(1000000000, 3999999999)}-${R.int(1000, 9999)}`, 'S-1-5-18']), kind: 'windows_sid' }),
  receipt: (R) => ({ n: `AQEB${R.str(R.int(80, 120), 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/')}==`, kind: 'queue_receipt_handle' }),
  csrf: (R) => ({ n: R.alnum(40), kind: 'csrf_token' }),
  etag: (R) => ({ n: `W/"${R.hex(R.pick([8, 16, 32]))}"`, kind: 'etag' }),
  signature: (R) => ({ n: R.hex(64), kind: 'hmac_signature' }),
  offset: (R) => ({ n: String(R.int(0, 99999999)), kind: 'stream_offset', num: true }),
  imei_like: (R) => ({ n: R.digits(15), kind: 'device_serial' }),
};
export const NEG_POOL = Object.keys(NEG);
