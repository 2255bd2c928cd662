// Document kinds. Each renderer receives a context and the list of categories it must label (each once).
import { Builder } from './builder.mjs';
import { LABELS, P as PH } from './lang.mjs';
import { LOCALES } from './locales.mjs';
import { mrzCheck } from './values.mjs';
import { bankRoutingNeg, bicNeg } from './negatives.mjs';
import { connNoCreds } from './secrets.mjs';

const take = (arr, cat) => { const i = arr.indexOf(cat); if (i < 0) return false; arr.splice(i, 1); return true; };
const SECRET_CATS = ['api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];
function negLines(b, c, prefix = '') { while (c.negs.length) b.t(prefix).n(c.negs.shift()).nl(); }
function oneNeg(b, c, prefix = '', suffix = '\n') { if (c.negs.length) b.t(prefix).n(c.negs.shift()).t(suffix); }
// extra context for bank items: routing code / BIC as negatives
function bankExtras(b, c, item, sep = ': ') { if (item.routing && c.rng.chance(0.7)) { b.n(bankRoutingNeg(item.routing)).nl(); } }
function secretLabel(c, item) {
  const r = c.rng;
  if (item.category === 'password') return r.pick(LABELS[c.lang].password);
  if (item.env && r.chance(0.6)) return item.env;
  if (item.vendor) return `${item.vendor} ${item.category === 'api_key' ? 'API key' : 'token'}`;
  return { connection_string: r.pick(['DB', 'Connection string', 'DSN', 'conn']), webhook_url: r.pick(['Webhook', 'Hook URL', 'Alert webhook']), private_key: r.pick(['Deploy key', 'SSH key', 'Private key']) }[item.category] || item.category;
}
// one labelled field line in a PII document (or a sentence for some categories)
function field(b, c, cat, who, sepChoice) {
  const r = c.rng, P = c.P;
  const item = c.make(cat, who, cat === 'private_key' ? { escaped: false } : {});
  if (SECRET_CATS.includes(cat)) {
    if (cat === 'private_key') { b.nl(`${secretLabel(c, item)}:`).v(item).nl(); return item; }
    b.t(`${secretLabel(c, item)}${r.pick([': ', ' = ', ' → '])}`).v(item).nl(); return item;
  }
  const x = r.float();
  if (cat === 'phone_number' && x < 0.3) { b.t(`${P.callme} `).v(item).nl(c.lang === 'ja' ? 'までお願いします。' : c.lang === 'zh' ? '。' : '.'); return item; }
  if (cat === 'email' && x < 0.25) { b.t(`${P.mailme} `).v(item).nl(c.lang === 'ja' ? 'へ。' : '.'); return item; }
  if ((cat === 'iban' || cat === 'bank_account') && x < 0.25) { b.t(`${P.payto} `).v(item).nl(c.lang === 'ja' || c.lang === 'zh' ? '。' : '.'); if (cat === 'bank_account') bankExtras(b, c, item); return item; }
  if (cat === 'date_of_birth' && x < 0.25) { b.t(`${BORN[c.lang]} `).v(item).nl(c.lang === 'ja' ? '生まれ。' : ''); return item; }
  const sep = sepChoice || r.pick([': ', ': ', ' : ', ' - ', '：', '\t']);
  b.t(`${r.chance(0.2) ? '- ' : ''}${c.label(item, c.lang, who ? who.loc : c.main.loc)}${c.lang === 'ja' || c.lang === 'zh' ? (r.chance(0.5) ? '：' : sep) : sep.replace('：', ': ')}`).v(item).nl();
  if (cat === 'bank_account') bankExtras(b, c, item);
  if (cat === 'iban' && r.chance(0.3)) b.n(bicNeg(r, item.value.slice(0, 2))).nl();
  return item;
}
const BORN = { en: 'Born', de: 'Geboren am', fr: 'Né(e) le', es: 'Nacido/a el', pt: 'Nascido(a) em', it: 'Nato/a il', nl: 'Geboren op', pl: 'Urodzony/a', sv: 'Född', tr: 'Doğum tarihi', ja: '', ko: '출생:', zh: '出生于', ar: 'مواليد' };
const hi = (h) => (/[.。!！,，、]$/.test(h) ? h : h + ',');
const ROUTES = ['EMEA → APAC', 'LATAM → EMEA', 'APAC → AMER', 'DACH → Global Support', 'MENA → EMEA Tier 2', 'Nordics → EMEA', 'Benelux → Shared Services (PL)', 'Iberia → LATAM'];

// 1. support ticket routed between regions
function supportTicket(c, cats) {
  const { rng: r, P } = c; const b = new Builder(); const rest = [...cats];
  b.nl(`[${P.ticket} ${r.upper(3)}-${r.digits(5)}] ${r.pick([P.subj_contact, P.subj_bank])}`);
  b.nl(`Queue: ${r.pick(ROUTES)} | Locale: ${c.loc} | Priority: P${r.int(1, 4)}`);
  if (rest.includes('person_name') || rest.includes('email')) {
    b.t('From: ');
    if (take(rest, 'person_name')) b.v(c.make('person_name')).t(' ');
    if (take(rest, 'email')) b.t('<').v(c.make('email')).t('>');
    b.nl();
  }
  b.nl('---').nl(`${hi(P.hi)}`).nl(P.issue);
  if (rest.length) b.nl(P.update);
  for (const cat of rest) field(b, c, cat);
  negLines(b, c);
  b.nl(r.chance(0.5) ? P.escalate : P.thanks);
  return b;
}

// 2. code-switching chat (two languages)
function chatCodeswitch(c, cats) {
  const { rng: r } = c; const b = new Builder(); const A = c.P, B2 = c.P2;
  const handles = r.sample(['ops-emea', 'agent_17', 'tier2-apac', 'fin-ops', 'payroll-bot', 'kyc.desk', 'sre-oncall', 'sales.latam', 'it-helpdesk'], 2);
  let h = 8 + r.int(0, 9), m = r.int(0, 50);
  const ts = () => { m += r.int(1, 6); if (m > 59) { m -= 60; h++; } return `[${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}]`; };
  b.nl(`${ts()} ${handles[0]}: ${A.hi} — ${B2.check}`);
  let turn = 1;
  for (const cat of cats) {
    const who = handles[turn % 2], P = turn % 2 ? B2 : A;
    const item = c.make(cat, c.main, { urlSafe: false });
    const lbl = SECRET_CATS.includes(cat) ? secretLabel(c, item) : c.label(item, turn % 2 ? c.lang2 : c.lang);
    if (cat === 'private_key') { b.nl(`${ts()} ${who}: ${lbl}:`).v(item).nl(); }
    else if (cat === 'person_name') b.t(`${ts()} ${who}: ${P.customer}: `).v(item).nl(` — ${P.issue}`);
    else b.t(`${ts()} ${who}: ${r.chance(0.5) ? lbl + ' ' : lbl + ': '}`).v(item).nl(r.chance(0.4) ? ` ${P.check}` : '');
    if (c.negs.length && r.chance(0.6)) { b.t(`${ts()} ${handles[(turn + 1) % 2]}: ${P.note}: `).n(c.negs.shift(), false).nl(); }
    turn++;
  }
  negLines(b, c, `${ts()} ${handles[turn % 2]}: `);
  b.nl(`${ts()} ${handles[turn % 2]}: ${(turn % 2 ? B2 : A).done}`);
  return b;
}

// 3. e-mail thread with forwarded signatures from several countries
function emailThread(c, cats) {
  const { rng: r, P } = c; const b = new Builder(); const rest = [...cats];
  const other = c.person(c.foreignLoc()); const P2 = PH[LOCALES[other.loc].lang]; c.langs.add(LOCALES[other.loc].lang);
  b.nl(`Subject: Fwd: ${P2.subj_contact}`).nl('');
  b.nl(`${hi(P.hi)}`).nl(P.below).nl('');
  b.nl(`-------- ${P2.forwarded} --------`);
  b.t('From: ');
  const nameFirst = take(rest, 'person_name');
  if (nameFirst) b.v(c.make('person_name', other)).t(' ');
  if (take(rest, 'email')) b.t('<').v(c.make('email', other)).nl('>'); else b.t('<').n({ kind: 'role_mailbox', value: `${r.pick(['office', 'contact', 'team'])}@${r.pick(['orbis-travel.com', 'danube-data.eu'])}`, pre: '', post: '' }).nl('>');
  b.nl(`Date: ${r.int(1, 28)} ${r.pick(['Oct', 'Nov', 'Dec'])} 2026 ${r.int(8, 18)}:${String(r.int(0, 59)).padStart(2, '0')}`).nl('');
  b.nl(`${P2.hello}`).nl(P2.update);
  oneNeg(b, c);
  b.nl(P2.regards);
  b.nl('--');
  if (nameFirst) b.v(c.make('person_name', other)).nl(); 
  b.nl(`${P2.sig_title} | ${r.pick(['Orbis Travel', 'Danube Data', 'Kitsune Trading', 'Solara Energia', 'Hanbit Soft'])} ${LOCALES[other.loc].country}`);
  for (const cat of rest) { const item = c.make(cat, other); b.t(`${c.label(item, LOCALES[other.loc].lang, other.loc)}: `).v(item).nl(); if (cat === 'bank_account') bankExtras(b, c, item); }
  negLines(b, c);
  return b;
}

// 4. CRM export as CSV / TSV
function crmCsv(c, cats) {
  const { rng: r } = c; const b = new Builder(); const sep = r.pick([',', ';', '\t']);
  const native = r.chance(0.4);
  const cols = cats.map((cat) => (native ? (LABELS[c.lang][cat] || LABELS.en[cat])[0] : { email: 'email', phone_number: 'phone', credit_card: 'card_number', iban: 'iban', bank_account: 'account_no', national_id: 'national_id', tax_id: 'tax_id', passport_number: 'passport_no', ip_address: 'last_login_ip', crypto_wallet: 'payout_wallet', date_of_birth: 'birth_date', street_address: 'address', person_name: 'full_name', password: 'initial_password', api_key: 'api_key', auth_token: 'session_token', connection_string: 'dsn', webhook_url: 'callback_url', private_key: 'private_key' }[cat]));
  b.nl(['customer_id', 'country', ...cols, 'created_at', 'notes'].join(sep));
  const who = c.main;
  const q = (s) => (sep === ',' && /[,"]/.test(s) ? '"' : '');
  b.t(`C-${r.digits(7)}${sep}${LOCALES[who.loc].cc}${sep}`);
  cats.forEach((cat) => { const it = c.make(cat, who, { iso: true }); const qq = q(it.value); b.t(qq).v(it).t(qq + sep); });
  b.t(`${2025 + r.int(0, 1)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}T${r.int(10, 23)}:${r.int(10, 59)}:00Z${sep}`);
  const notes = c.negs.splice(0); const qn = sep === ',' && notes.some((n) => /[,"]/.test(n.pre + n.value + n.post)) ? '"' : '';
  b.t(qn); notes.forEach((n, i) => { if (i) b.t(' | '); b.n(n); }); b.nl(qn);
  negLines(b, c, '# ');
  return b;
}

// 5. CRM export as JSON
function crmJson(c, cats) {
  const { rng: r } = c; const b = new Builder();
  const key = { email: 'email', phone_number: 'phone', credit_card: 'cardNumber', iban: 'iban', bank_account: 'accountNumber', national_id: 'nationalId', tax_id: 'taxId', passport_number: 'passportNo', ip_address: 'lastIp', crypto_wallet: 'walletAddress', date_of_birth: 'dateOfBirth', street_address: 'addressLine1', person_name: 'displayName', password: 'tempPassword', api_key: 'apiKey', auth_token: 'accessToken', connection_string: 'dsn', webhook_url: 'webhookUrl', private_key: 'privateKey' };
  b.nl('{').nl(`  "export": "crm-${r.pick(['eu', 'us', 'apac', 'latam'])}-${r.digits(4)}",`).nl('  "records": [').nl('    {');
  b.nl(`      "id": "${r.uuid()}",`).nl(`      "country": "${LOCALES[c.main.loc].cc}",`).nl(`      "locale": "${c.main.loc}",`);
  cats.forEach((cat) => { const it = c.make(cat, c.main, { iso: r.chance(0.6), escaped: true, urlSafe: true }); b.t(`      "${key[cat]}": "`).vj(it).nl('",'); if (it.scheme) b.nl(`      "${key[cat]}Scheme": "${it.type}",`); });
  if (c.negs.length) { b.t('      "orderRef": "').n(c.negs.shift(), false).nl('",'); }
  b.nl(`      "marketingOptIn": ${r.chance(0.5)}`).nl('    }').nl('  ]');
  if (c.negs.length) { b.t('  ,"note": "').n(c.negs.shift()).nl('"'); }
  b.nl('}');
  c.negs.length = 0;
  return b;
}

// 6. ERP supplier master data as XML
function erpXml(c, cats) {
  const { rng: r } = c; const b = new Builder();
  const tag = { email: 'Email', phone_number: 'Phone', iban: 'IBAN', bank_account: 'AccountNumber', tax_id: 'TaxNumber', street_address: 'Street', person_name: 'ContactPerson', national_id: 'PersonalId', credit_card: 'CorporateCard', date_of_birth: 'BirthDate', passport_number: 'PassportNo', ip_address: 'PortalIp', crypto_wallet: 'SettlementWallet', password: 'PortalPassword', api_key: 'ApiKey', auth_token: 'Token', connection_string: 'Dsn', webhook_url: 'CallbackUrl', private_key: 'SigningKey' };
  const sup = c.main;
  b.nl('<?xml version="1.0" encoding="UTF-8"?>').nl(`<Supplier id="V${r.digits(6)}" country="${LOCALES[sup.loc].cc}" companyCode="${r.pick(['1000', '2100', '3300', 'BR01', 'JP10'])}">`);
  b.nl(`  <Name>${r.pick(['Kitsune Trading', 'Mareterra S.r.l.', 'Tulpen Handel B.V.', 'Vasco Ingeniería S.L.', 'Hanbit Soft', 'Solara Energia Ltda.', 'Danube Data GmbH'])}</Name>`);
  const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  for (const cat of cats) {
    const it = c.make(cat, sup, { iso: true, urlSafe: true });
    const itx = esc(it.value) !== it.value ? { ...it, value: esc(it.value), encoding: 'xml_escaped' } : it;
    b.t(`  <${tag[cat]}${it.scheme ? ` scheme="${it.type}"` : ''}>`).v(itx).nl(`</${tag[cat]}>`);
    if (cat === 'bank_account' && it.routing) b.t('  <RoutingCode>').n(bankRoutingNeg(it.routing), false).nl('</RoutingCode>');
  }
  if (c.negs.length) { b.t('  <LastInvoice>').n(c.negs.shift(), false).nl('</LastInvoice>'); }
  b.nl(`  <PaymentTerms>${r.pick(['NET30', 'NET45', '2/10 NET30'])}</PaymentTerms>`).nl('</Supplier>');
  negLines(b, c, '<!-- ');
  return b;
}

// 7. travel booking / itinerary
function travelBooking(c, cats) {
  const { rng: r, P } = c; const b = new Builder(); const rest = [...cats];
  const pax = c.main;
  b.nl(c.lang === 'en' ? P.booking : `${P.booking} / Booking confirmation`); c.langs.add('en');
  b.t(`PNR: ${r.upper(1)}${r.upnum(5)}   ${P.flight}: `).t(`${r.pick(['LH', 'AF', 'TK', 'EK', 'JL', 'KE', 'LA', 'KL', 'LX', 'IB'])} ${r.int(10, 999)}`).nl();
  if (take(rest, 'person_name')) { b.t(`${P.passenger} 1: `); b.v(c.make('person_name', pax)).nl(); }
  for (const cat of rest) field(b, c, cat, pax, ': ');
  if (c.negs.length) oneNeg(b, c);
  b.nl(`${P.checkin}: ${r.pick(['2026-12-', '2027-01-'])}${String(r.int(1, 28)).padStart(2, '0')}  ${P.hotel}: ${r.pick(['Hotel Atlântico', 'Hotel Sonnenhof', 'Grand Hyatt', 'ホテル桜', 'Ibis Centro'])}`);
  negLines(b, c);
  return b;
}

// 8. bilingual visa / registration form (labels in two languages)
function visaForm(c, cats) {
  const { rng: r, P } = c; const b = new Builder(); const l2 = c.lang2 || 'en';
  b.nl(`${P.visa} / ${PH[l2].visa}`).nl('='.repeat(24));
  const rest = [...cats]; const who = c.main;
  for (const cat of rest) {
    const it = c.make(cat, who);
    const l1 = (LABELS[c.lang][cat] || LABELS.en[cat])[0], l2t = (LABELS[l2][cat] || LABELS.en[cat])[0];
    b.t(`${l1} / ${l2t}: `).v(it).nl();
  }
  if (rest.includes('passport_number') && r.chance(0.5)) { b.t(`${c.lang === 'de' ? 'Gültig bis' : 'Expiry'} / Date of expiry: `).n({ kind: 'non_birth_date', value: `${r.int(2027, 2035)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`, pre: '', post: '' }).nl(); }
  negLines(b, c);
  b.nl(`${P.date} / ${PH[l2].date}: ____________`);
  return b;
}

// 9. payroll / contractor onboarding mail (HR in one language, contractor from another country)
function payroll(c, cats) {
  const { rng: r, P } = c; const b = new Builder(); const rest = [...cats]; const who = c.main;
  b.nl(`Subject: ${P.hr.replace(/[:：]$/, '')} – ${LOCALES[who.loc].country}`).nl('').nl(`${hi(P.hi)}`).nl(P.hr);
  if (take(rest, 'person_name')) b.t(`${c.label({ category: 'person_name' })}: `).v(c.make('person_name', who)).nl();
  b.nl(`${P.starts}: ${String(r.int(1, 28)).padStart(2, '0')}.${String(r.int(1, 12)).padStart(2, '0')}.2027 | ${r.pick(['EOR', 'Contractor', 'B2B', 'Freelance'])} | ${r.pick(['EUR', 'USD', 'PLN', 'BRL', 'JPY', 'AED'])}`);
  for (const cat of rest) field(b, c, cat, who);
  negLines(b, c);
  b.nl(P.regards).nl(`People Ops ${r.pick(['EMEA', 'APAC', 'Global', 'LATAM'])}`);
  return b;
}

// 10. cross-border invoice
function invoice(c, cats) {
  const { rng: r, P } = c; const b = new Builder(); const rest = [...cats]; const sup = c.main;
  const l2 = LOCALES[sup.loc].lang; const head = l2 !== c.lang ? `${P.invoice} / ${PH[l2].invoice}` : P.invoice; c.langs.add(l2);
  b.nl(`${head} ${r.pick(['RE', 'INV', 'FA', 'NF'])}-${r.int(2025, 2026)}-${r.digits(5)}`);
  b.t(`${P.supplier}: ${r.pick(['Tulpen Handel B.V.', 'Sakura Denki K.K.', 'Altamira Foods S.A. de C.V.', 'Helvetia Sourcing AG', 'Polaris Fintech sp. z o.o.', 'Mareterra S.r.l.'])}`).nl();
  if (take(rest, 'person_name')) b.t(`${c.label({ category: 'person_name' })}: `).v(c.make('person_name', sup)).nl();
  oneNeg(b, c);
  for (const cat of rest) { if (cat === 'iban' || cat === 'bank_account') { b.nl(`${P.payto}:`); } field(b, c, cat, sup, ': '); }
  negLines(b, c);
  return b;
}

// 11. CV / resume (e.g. Japanese CV with a US address)
function cv(c, cats) {
  const { rng: r, P } = c; const b = new Builder(); const rest = [...cats]; const who = c.main;
  b.nl(P.cv).nl('');
  if (take(rest, 'person_name')) b.t(`${c.label({ category: 'person_name' })}: `).v(c.make('person_name', who)).nl();
  for (const cat of rest) field(b, c, cat, who, ': ');
  negLines(b, c);
  b.nl('').nl(`${r.int(2012, 2020)}–${r.int(2021, 2026)}  ${r.pick(['Software Engineer', 'Data Analyst', 'Product Manager', 'Project Lead', 'UX Designer'])}, ${r.pick(['Kitsune Trading', 'Orbis Travel', 'Zephyr Cloud', 'Hanbit Soft', 'Lumen Retail'])}`);
  b.nl(`${r.int(2005, 2012)}–${r.int(2012, 2016)}  ${r.pick(['B.Sc. Informatik', 'Licenciatura en Economía', '工学部 情報工学科', 'MBA', 'Laurea in Ingegneria'])}`);
  return b;
}

// 12. KYC / compliance review note
function kyc(c, cats) {
  const { rng: r, P } = c; const b = new Builder(); const rest = [...cats]; const who = c.main;
  b.nl(`KYC review #${r.digits(6)} — ${LOCALES[who.loc].cc} customer, ${c.loc} analyst`);
  if (take(rest, 'person_name')) b.t('Subject: ').v(c.make('person_name', who)).nl();
  for (const cat of rest) field(b, c, cat, who);
  negLines(b, c);
  b.nl(`${P.verify} Risk: ${r.pick(['low', 'medium', 'high'])}.`);
  return b;
}

// 13. .env / YAML / JSON / k8s config for multi-region services
function envConfig(c, cats) {
  const { rng: r } = c; const b = new Builder(); const style = r.pick(['env', 'yaml', 'json', 'k8s', 'tfvars']);
  const reg = r.pick(['eu-central-1', 'ap-northeast-1', 'sa-east-1', 'me-central-1', 'us-east-1', 'ap-south-1']);
  const name = (it) => it.env || { password: r.pick(['DB_PASSWORD', 'SMTP_PASSWORD', 'REDIS_PASSWORD', 'ADMIN_PASS']), connection_string: r.pick(['DATABASE_URL', 'MONGO_URI', 'BROKER_URL', 'ConnectionStrings__Default']), webhook_url: r.pick(['SLACK_WEBHOOK_URL', 'ALERT_WEBHOOK', 'NOTIFY_HOOK']), private_key: r.pick(['JWT_PRIVATE_KEY', 'SIGNING_KEY', 'GCP_SA_PRIVATE_KEY']), email: r.pick(['ONCALL_EMAIL', 'ALERT_RECIPIENT', 'OWNER_EMAIL']), ip_address: r.pick(['ADMIN_ALLOW_IP', 'BASTION_IP', 'EGRESS_IP']), phone_number: 'ONCALL_PHONE', person_name: 'OWNER_NAME' }[it.category] || it.category.toUpperCase();
  const items = cats.map((cat) => c.make(cat, c.main, { escaped: style === 'json' || style === 'env' || style === 'tfvars', urlSafe: true, public: true }));
  if (style === 'env') { b.nl(`# ${r.pick(['payments', 'crm-sync', 'booking-api', 'payroll-worker'])} — region ${reg}`); b.nl(`APP_REGION=${reg}`); for (const it of items) { const qq = it.category === 'private_key' ? '"' : it.value.includes('"') ? "'" : r.pick(['', '', '"']); b.t(`${name(it)}=${qq}`).v(it).nl(qq); } if (c.negs.length) b.t('LEGACY_KEY=').n(c.negs.shift(), false).nl(); b.t('DB_URL_LOCAL=').n({ kind: 'connection_string_without_credentials', value: connNoCreds(r), pre: '', post: '' }).nl(); }
  else if (style === 'yaml' || style === 'k8s') {
    if (style === 'k8s') b.nl('apiVersion: v1').nl('kind: Secret').nl(`metadata:\n  name: app-secrets-${reg}\n  namespace: ${r.pick(['prod', 'staging', 'payments'])}`).nl('type: Opaque').nl('stringData:');
    else b.nl(`region: ${reg}`).nl('service:').nl(`  name: ${r.pick(['ledger', 'crm-sync', 'notifier'])}`).nl('  secrets:');
    for (const it of items) {
      if (it.category === 'private_key') { b.nl(`  ${name(it)}: |`).t('    ').v({ ...it, value: it.value.split('\n').join('\n    '), encoding: 'yaml_block_indented' }).nl(); }
      else { const q = it.value.includes('"') ? "'" : r.pick(['', '"']); b.t(`  ${name(it)}: ${q}`).v(it).nl(q); }
    }
    if (c.negs.length) b.t('  legacy_token: ').n(c.negs.shift(), false).nl();
  } else if (style === 'json') { b.nl('{').nl(`  "region": "${reg}",`); for (const it of items) b.t(`  "${name(it).toLowerCase()}": "`).vj(it).nl('",'); let k = 0; while (c.negs.length) b.t(`  "${k++ ? 'note_' + k : 'sample_key'}": "`).n(c.negs.shift(), false).nl('",'); b.nl(`  "replicas": ${r.int(2, 6)}`).nl('}'); }
  else { b.nl(`# terraform.tfvars (${reg})`); for (const it of items) b.t(`${name(it).toLowerCase()} = "`).vj(it).nl('"'); if (c.negs.length) b.t('example_key = "').n(c.negs.shift(), false).nl('"'); }
  negLines(b, c, '# ');
  return b;
}

// 14. application log lines from several regions
function appLog(c, cats) {
  const { rng: r } = c; const b = new Builder();
  const reg = () => r.pick(['eu-west-3', 'ap-northeast-1', 'sa-east-1', 'me-central-1', 'us-east-2', 'ap-south-1']);
  let sec = r.int(0, 50);
  const ts = () => `2026-11-${String(r.int(1, 29)).padStart(2, '0')}T${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:${String((sec = (sec + r.int(1, 9)) % 60)).padStart(2, '0')}.${r.digits(3)}Z`;
  const json = r.chance(0.4);
  for (const cat of cats) {
    const it = c.make(cat, c.main, { escaped: json, iso: true });
    const lvl = r.pick(['INFO', 'WARN', 'ERROR', 'DEBUG']);
    const svc = r.pick(['auth', 'checkout', 'crm-sync', 'payout', 'booking', 'mailer']);
    const key = { ip_address: 'client_ip', email: 'user', auth_token: 'authorization', password: 'password', connection_string: 'dsn', credit_card: 'pan', api_key: 'api_key', phone_number: 'msisdn', crypto_wallet: 'payout_address', person_name: 'customer_name', webhook_url: 'callback', private_key: 'key', iban: 'iban', date_of_birth: 'dob' }[cat] || cat;
    if (json) { b.t(`{"ts":"${ts()}","level":"${lvl}","region":"${reg()}","svc":"${svc}","msg":"${r.pick(['request', 'login failed', 'webhook delivered', 'payout queued', 'db connect'])}","${key}":"`); if (cat === 'auth_token' && r.chance(0.5)) b.t('Bearer '); b.vj(it).nl('"}'); }
    else { b.t(`${ts()} ${lvl.padEnd(5)} [${reg()}] ${svc}: `); if (cat === 'auth_token') b.t(`headers={"Authorization": "Bearer `).v(it).nl('"}'); else if (cat === 'password') b.t(`login failed for uid=${r.digits(6)} ${key}=`).v(it).nl(); else if (cat === 'connection_string') b.t('could not connect to ').v(it).nl(`: timeout after ${r.int(5, 30)}s`); else b.t(`${key}=`).v(it).nl(` status=${r.pick([200, 201, 401, 403, 500])} latency_ms=${r.int(3, 900)}`); }
    if (c.negs.length && r.chance(0.5)) { b.t(`${ts()} INFO  [${reg()}] tracing: `).n(c.negs.shift()).nl(); }
  }
  negLines(b, c, `${ts()} DEBUG [${reg()}] meta: `);
  return b;
}

// 15. code snippets
function codeSnippet(c, cats) {
  const { rng: r } = c; const b = new Builder(); const lang = r.pick(['python', 'js', 'go', 'java', 'csharp']);
  const cmt = { python: '#', js: '//', go: '//', java: '//', csharp: '//' }[lang];
  const todo = { en: 'TODO: move to vault before release', de: 'TODO: vor dem Release in den Vault verschieben', fr: 'TODO : déplacer dans le coffre avant la mise en prod', es: 'TODO: mover al vault antes del release', pt: 'TODO: mover pro cofre antes do deploy', it: 'TODO: spostare nel vault prima del rilascio', nl: 'TODO: voor release naar de vault verplaatsen', pl: 'TODO: przenieść do vaulta przed wydaniem', sv: 'TODO: flytta till vault före release', tr: 'TODO: yayından önce vault’a taşı', ja: 'TODO: リリース前にVaultへ移動', ko: 'TODO: 배포 전에 Vault로 이동', zh: 'TODO: 上线前移到 Vault', ar: 'TODO: نقل إلى الخزنة قبل الإصدار' }[c.lang];
  b.nl(`${cmt} ${todo}`);
  const ident = (it) => ({ api_key: 'API_KEY', auth_token: 'TOKEN', password: 'DB_PASSWORD', connection_string: 'DSN', webhook_url: 'WEBHOOK_URL', private_key: 'PRIVATE_KEY', email: 'NOTIFY_EMAIL', ip_address: 'ALLOWED_IP', phone_number: 'SUPPORT_MSISDN', person_name: 'MAINTAINER' }[it.category] || it.category.toUpperCase()) + (it.vendor ? '_' + it.vendor.toUpperCase().replace(/[^A-Z]/g, '') : '');
  if (lang === 'python') b.nl('import os, requests').nl('');
  if (lang === 'go') b.nl('package config').nl('');
  if (lang === 'java') b.nl('public final class Secrets {');
  if (lang === 'csharp') b.nl('public static class Settings {');
  for (const cat of cats) {
    const esc = lang !== 'python' || cat === 'private_key';
    const it = c.make(cat, c.main, { escaped: esc, public: true });
    const id = ident(it);
    if (lang === 'python') { if (cat === 'private_key' && !esc) { b.t(`${id} = """`).v(it).nl('"""'); } else b.t(`${id} = os.getenv("${id}", "`).vj(it).nl('")'); }
    else if (lang === 'js') b.t(`const ${id.toLowerCase().replace(/_([a-z])/g, (m, x) => x.toUpperCase())} = process.env.${id} ?? "`).vj(it).nl('";');
    else if (lang === 'go') b.t(`const ${id.toLowerCase().replace(/_([a-z])/g, (m, x) => x.toUpperCase())} = "`).vj(it).nl('"');
    else if (lang === 'java') b.t(`    static final String ${id} = "`).vj(it).nl('";');
    else b.t(`    public const string ${id.toLowerCase().replace(/(^|_)([a-z])/g, (m, _, x) => x.toUpperCase())} = "`).vj(it).nl('";');
  }
  if (c.negs.length) b.t(`${lang === 'java' || lang === 'csharp' ? '    ' : ''}${cmt} `).n(c.negs.shift()).nl();
  negLines(b, c, `${lang === 'java' || lang === 'csharp' ? '    ' : ''}${cmt} `);
  if (lang === 'java' || lang === 'csharp') b.nl('}');
  return b;
}

// 16. CI output
function ciOutput(c, cats) {
  const { rng: r } = c; const b = new Builder(); const gh = r.chance(0.5);
  b.nl(gh ? `Run ./scripts/deploy.sh --region ${r.pick(['eu-central-1', 'ap-northeast-1', 'sa-east-1', 'me-central-1'])}` : `$ ./deploy.sh ${r.pick(['staging', 'prod-apac', 'prod-emea'])}`);
  for (const cat of cats) {
    const it = c.make(cat, c.main, { escaped: true, public: true, urlSafe: true });
    if (cat === 'password') b.t(`+ docker login ${r.pick(['registry.gitlab.com', 'ghcr.io', 'acr-weu.azurecr.io', 'ccr.ccs.tencentyun.com'])} -u ci-bot -p `).v(it).nl();
    else if (cat === 'auth_token') b.t(`+ curl -sS -H "Authorization: Bearer `).v(it).nl(`" https://api.${r.pick(['eu', 'jp', 'br'])}.internal/v1/release`);
    else if (cat === 'api_key') b.t(`+ export ${it.env}=`).v(it).nl();
    else if (cat === 'connection_string') b.t('+ psql ').v(it).nl(' -c "select 1"');
    else if (cat === 'webhook_url') b.t(`+ curl -X POST -d '{"text":"deploy ok"}' `).v(it).nl();
    else if (cat === 'private_key') b.t('+ echo -e "').v(it).nl('" > ~/.ssh/id_deploy');
    else if (cat === 'email') b.t('Author: ci-bot on behalf of ').v(it).nl();
    else if (cat === 'ip_address') b.t('Connecting to bastion ').v(it).nl(':22 ...');
    else b.t(`${cat}: `).v(it).nl();
  }
  if (c.negs.length) b.t('Image digest: ').n(c.negs.shift(), false).nl();
  negLines(b, c, '##[debug] ');
  b.nl(gh ? `Error: Process completed with exit code ${r.int(1, 2)}.` : `Job succeeded`);
  return b;
}

// 17. shell session / CLI
function shell(c, cats) {
  const { rng: r } = c; const b = new Builder(); const host = `${r.pick(['ops', 'deploy', 'dba'])}@${r.pick(['bastion-fra', 'jump-nrt', 'admin-gru', 'bastion-dxb'])}`;
  for (const cat of cats) {
    const it = c.make(cat, c.main, { escaped: true, urlSafe: true, public: true });
    b.t(`${host}:~$ `);
    if (cat === 'password') { const f = r.int(0, 2); if (f === 0) b.t('mysql -h db.internal -u root -p\'').v(it).nl("' payroll"); else if (f === 1) b.t("sshpass -p '").v(it).nl(`' ssh admin@db-replica-${r.int(1, 9)}.internal`); else b.t("redis-cli -h cache.internal -a '").v(it).nl("' ping"); }
    else if (cat === 'connection_string') b.t(r.pick(['psql "', 'mongosh "', 'export DATABASE_URL="'])).v(it).nl('"');
    else if (cat === 'auth_token' || cat === 'api_key') b.t(`export ${it.env}=`).v(it).nl();
    else if (cat === 'private_key') b.t(`printf '%s' "`).v(it).nl('" | ssh-add -');
    else if (cat === 'webhook_url') b.t('curl -s -X POST ').v(it).nl(` -d 'payload={"text":"backup done"}'`);
    else if (cat === 'ip_address') b.t('ssh -i ~/.ssh/id_ed25519 admin@').v(it).nl();
    else b.t('echo ').v(it).nl();
  }
  if (c.negs.length) { b.t(`${host}:~$ `).t('git log -1 --format=%H\n').n(c.negs.shift(), false).nl(); }
  negLines(b, c, '# ');
  return b;
}

// 18. prompt to a language model that pastes another document
export function llmPrompt(c, cats, innerKind) {
  const { rng: r } = c; const b = new Builder();
  const ask = { en: ['Summarize this ticket and draft a reply:', 'Translate the following into English and keep the formatting:', 'Extract the customer fields as JSON:', 'Why does this config fail in production?'], de: ['Fasse das bitte zusammen und schreib eine Antwort auf Englisch:', 'Übersetze ins Englische:'], fr: ['Résume ce message et propose une réponse :', 'Traduis en anglais :'], es: ['Resume esto y redacta una respuesta en inglés:', 'Traduce al inglés:'], pt: ['Resuma e escreva uma resposta em inglês:', 'Traduza para o inglês:'], it: ['Riassumi e prepara una risposta:', 'Traduci in inglese:'], nl: ['Vat dit samen en schrijf een antwoord:'], pl: ['Streść to i przygotuj odpowiedź po angielsku:'], sv: ['Sammanfatta och skriv ett svar på engelska:'], tr: ['Bunu özetle ve İngilizce bir yanıt yaz:'], ja: ['以下を要約して、英語で返信案を作ってください：', '次の内容を英訳してください：'], ko: ['아래 내용을 요약하고 영어 답장을 작성해 줘:'], zh: ['请总结以下内容并用英文起草回复：'], ar: ['لخص ما يلي واكتب رداً بالإنجليزية:'] };
  const fence = r.pick([['"""', '"""'], ['```', '```'], ['---', '---'], ['<document>', '</document>']]);
  b.nl(`${r.pick(['User', '### Instruction', 'Prompt', '>>> '])}${r.chance(0.5) ? ': ' : ' '}${r.pick(ask[c.lang] || ask.en)}`).nl(fence[0]);
  const inner = KINDS[innerKind].render(c, cats);
  b.append(inner);
  b.nl(fence[1]);
  return b;
}

export const KINDS = {
  support_ticket: { w: 9, pool: ['email', 'phone_number', 'person_name', 'street_address', 'iban', 'credit_card', 'ip_address', 'password', 'date_of_birth', 'bank_account', 'crypto_wallet', 'passport_number', 'national_id', 'tax_id'], negs: 'pii', render: supportTicket },
  chat_codeswitch: { w: 8, pool: ['person_name', 'phone_number', 'email', 'iban', 'password', 'api_key', 'auth_token', 'connection_string', 'webhook_url', 'credit_card', 'street_address', 'tax_id', 'crypto_wallet', 'bank_account', 'ip_address', 'national_id'], negs: 'mixed', render: chatCodeswitch, bilingual: true },
  email_thread: { w: 7, pool: ['person_name', 'email', 'phone_number', 'street_address', 'tax_id', 'iban', 'bank_account'], negs: 'pii', render: emailThread },
  crm_export_csv: { w: 5, pool: ['person_name', 'email', 'phone_number', 'street_address', 'date_of_birth', 'iban', 'tax_id', 'national_id', 'ip_address', 'credit_card', 'crypto_wallet', 'passport_number'], negs: 'pii', render: crmCsv },
  crm_export_json: { w: 5, pool: ['person_name', 'email', 'phone_number', 'street_address', 'date_of_birth', 'iban', 'tax_id', 'national_id', 'ip_address', 'crypto_wallet', 'passport_number', 'bank_account', 'credit_card', 'auth_token'], negs: 'pii', render: crmJson },
  erp_export_xml: { w: 4, pool: ['person_name', 'email', 'phone_number', 'street_address', 'iban', 'bank_account', 'tax_id', 'api_key', 'webhook_url'], negs: 'pii', render: erpXml },
  travel_booking: { w: 5, pool: ['person_name', 'passport_number', 'date_of_birth', 'phone_number', 'email', 'credit_card', 'national_id'], negs: 'pii', render: travelBooking },
  visa_form_bilingual: { w: 4, pool: ['person_name', 'passport_number', 'date_of_birth', 'street_address', 'phone_number', 'email', 'national_id', 'tax_id'], negs: 'pii', render: visaForm, bilingual: true },
  payroll_onboarding: { w: 6, pool: ['person_name', 'national_id', 'tax_id', 'iban', 'bank_account', 'street_address', 'date_of_birth', 'email', 'phone_number', 'passport_number'], negs: 'pii', render: payroll },
  invoice: { w: 5, pool: ['person_name', 'tax_id', 'iban', 'bank_account', 'street_address', 'email', 'phone_number', 'crypto_wallet'], negs: 'pii', render: invoice },
  cv_resume: { w: 3, pool: ['person_name', 'date_of_birth', 'street_address', 'phone_number', 'email', 'national_id'], negs: 'pii', render: cv },
  kyc_review: { w: 4, pool: ['person_name', 'national_id', 'passport_number', 'date_of_birth', 'street_address', 'crypto_wallet', 'ip_address', 'tax_id', 'iban', 'credit_card'], negs: 'pii', render: kyc },
  env_config: { w: 8, pool: ['api_key', 'auth_token', 'password', 'connection_string', 'webhook_url', 'private_key', 'email', 'ip_address'], negs: 'dev', render: envConfig },
  app_log: { w: 7, pool: ['ip_address', 'email', 'auth_token', 'password', 'connection_string', 'credit_card', 'api_key', 'phone_number', 'crypto_wallet', 'iban', 'date_of_birth'], negs: 'dev', render: appLog },
  code_snippet: { w: 7, pool: ['api_key', 'auth_token', 'password', 'connection_string', 'webhook_url', 'private_key', 'email'], negs: 'dev', render: codeSnippet },
  ci_output: { w: 5, pool: ['auth_token', 'api_key', 'password', 'connection_string', 'webhook_url', 'private_key', 'ip_address', 'email'], negs: 'dev', render: ciOutput },
  shell_session: { w: 4, pool: ['password', 'connection_string', 'auth_token', 'api_key', 'private_key', 'ip_address', 'webhook_url'], negs: 'dev', render: shell },
};
export const NEG_SETS = {
  pii: ['order_number', 'tracking_number', 'amount', 'non_birth_date', 'masked_value', 'documented_example', 'public_figure', 'fictional_character', 'placeholder_name', 'brand_name', 'city_name', 'role_mailbox', 'public_service_number', 'reference_number', 'uuid'],
  dev: ['version_string', 'hash', 'uuid', 'placeholder', 'documented_example', 'documentation_ip', 'timestamp', 'masked_value', 'role_mailbox'],
  mixed: ['order_number', 'amount', 'non_birth_date', 'masked_value', 'placeholder', 'documented_example', 'public_figure', 'brand_name', 'role_mailbox', 'public_service_number', 'version_string', 'uuid'],
};
