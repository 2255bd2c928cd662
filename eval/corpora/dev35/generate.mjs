#!/usr/bin/env node
// Seeded generator of a hospitality/events/leisure PII+secrets evaluation corpus.
import { writeFileSync } from 'node:fs';
import { makeRng, HEX, ALNUM } from './lib/prng.mjs';
import { LOCALES, LANG, fmtDate } from './lib/locales.mjs';
import { makeEntities } from './lib/entities.mjs';
import { VENDORS, WEBHOOKS, pem, password, connString, uuid } from './lib/secrets.mjs';
import { Doc, wrapEncode, encode } from './lib/doc.mjs';
import { cardGen, luhnCheck } from './lib/ids.mjs';

const args = Object.fromEntries(process.argv.slice(2).reduce((a, x, i, arr) => (x.startsWith('--') ? a.concat([[x.slice(2), arr[i + 1]]]) : a), []));
const SEED = args.seed ?? '7', COUNT = +(args.count ?? 100), OUT = args.out ?? 'out.jsonl';
const r = makeRng('dev35:' + SEED);
export const PII = ['email','phone_number','credit_card','iban','bank_account','national_id','tax_id','passport_number','ip_address','crypto_wallet','date_of_birth','street_address','person_name'];
export const SECRET = ['api_key','auth_token','private_key','password','connection_string','webhook_url'];
const counts = Object.fromEntries([...PII, ...SECRET].map((c) => [c, 0]));
function pickCats(n, pool) { const out = []; for (let k = 0; k < n; k++) { const w = pool.map((c) => (out.includes(c) ? 0.05 : 1) / (1 + counts[c]) ** 2); let x = r.f() * w.reduce((a, b) => a + b, 0); let i = 0; while ((x -= w[i]) > 0 && i < pool.length - 1) i++; out.push(pool[i]); } return out; }

const ORGS = ['Hotel Bellavista', 'Seaside Grand Resort', 'Harbourfest Events Ltd', 'St. Brigid’s Parish Hall', 'Pawcare Veterinary Clinic', 'Marina del Sol', 'Camping Les Pins', 'Ever After Weddings', 'Northside Rowing Club', 'FitLab Gym', 'Open Hands Food Bank', 'Casa Lumière Catering', 'Keystone Lettings', 'Riverside Community Association', 'Ticketeria Live'];
const VENUES = ['Olympiahalle', 'Royal Albert Pavilion', 'Teatro Colón Annex', 'Harbour Arena', 'Grand Ballroom', 'Parque de la Música', 'Sala Estrella', 'Lakeside Amphitheatre'];
const PUBLIC = ['Taylor Swift', 'Andrea Bocelli', 'Lionel Messi', 'Dua Lipa', 'Ed Sheeran', 'Rosalía', 'Gordon Ramsay', 'BTS'];
const BRANDS = ['Ben & Jerry’s', 'Tim Hortons', 'Papa John’s', 'Mrs. Fields', 'Dr. Martens', 'Chez Marcel Bistro', 'Uncle Bob’s Boat Hire', 'Wendy’s'];
const PETS = ['Bella', 'Max', 'Luna', 'Oscar', 'Mochi', 'Rocky', 'Coco'];
const dom = (o) => o.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '').slice(0, 16) + r.pick(['.com', '.events', '.org', '.co.uk', '.de', '.es']);
function isbn13() { const b = '978' + r.digits(9); let s = 0; for (let i = 0; i < 12; i++) s += +b[i] * (i % 2 ? 3 : 1); return b + (10 - s % 10) % 10; }
function badLuhn() { const b = cardGen(r, 'visa'); const last = (+b.slice(-1) + r.int(1, 9)) % 10; return b.slice(0, -1) + last; }
function badIban() { const cc = r.pick(['DE','FR','ES','NL']); return cc + String(r.int(10, 99)) + r.digits(cc === 'NL' ? 14 : 18).replace(/^(\d{4})/, cc === 'NL' ? 'INGB' : '$1'); }
const NEG = [
  ['booking_reference', () => r.pat('BK-########')], ['order_number', () => `ORD-${r.int(2024, 2026)}-${r.digits(6)}`], ['ticket_number', () => r.pat('TKT ###-####-###')],
  ['invoice_number', () => `INV/${r.int(2025, 2026)}/${r.digits(5)}`], ['membership_number', () => r.pat('MEM-AA-######')], ['pnr_code', () => r.pat('AXAXXA')], ['room_number', () => `Room ${r.int(101, 988)}`],
  ['guid', () => uuid(r)], ['sha256_hash', () => r.str(64, HEX)], ['git_sha', () => r.str(40, HEX)], ['md5_hash', () => r.str(32, HEX)], ['isbn', () => 'ISBN ' + isbn13()], ['ean13', () => isbn13().replace(/^978/, '40')],
  ['version_string', () => `v${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 99)}`], ['timestamp', () => `2026-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}T${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(10, 59))}:00Z`],
  ['placeholder_key', () => r.pick(['your_api_key_here', 'sk_live_xxxxxxxxxxxxxxxxxxxxxxxx', '<YOUR_TOKEN>', 'changeme', 'REPLACE_ME', '${STRIPE_SECRET_KEY}', '********'])],
  ['documented_example_key', () => r.pick(['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'])], ['invalid_luhn_number', badLuhn], ['invalid_iban', badIban],
  ['public_hotline', () => r.pick(['112', '911', '0800 555 0199', '+44 800 111 999', '116 123', '1-800-555-0100'])], ['organisation', () => r.pick(ORGS)], ['venue', () => r.pick(VENUES)],
  ['public_figure', () => r.pick(PUBLIC)], ['brand_name', () => r.pick(BRANDS)], ['pet_name', () => r.pick(PETS)], ['table_number', () => `Table ${r.int(1, 60)}`], ['event_date', () => `2026-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`],
  ['loopback_ip', () => r.pick(['127.0.0.1', '0.0.0.0', '::1'])], ['mapbox_public_token', () => 'pk.eyJ1Ijoi' + r.str(30, ALNUM) + '.' + r.str(22, ALNUM)], ['stripe_publishable_key', () => 'pk_live_' + r.str(24, ALNUM)],
];
function addNegs(d, n, sep = '\n') { for (let i = 0; i < n; i++) { const [k, g] = r.pick(NEG); d.t(sep + r.pick(['ref', 'Ref.', 'see', 'ID', '#', 'note:']) + ' '); d.n(g(), k); } }

function entity(cat, E, ctx) {
  switch (cat) {
    case 'person_name': return ctx.first && r.chance(0.25) ? E.first() : ctx.person;
    case 'email': return r.chance(0.15) ? E.roleEmail(ctx.domain) : E.email(ctx.person);
    case 'phone_number': return r.chance(0.15) ? E.bizPhone() : E.phone();
    case 'street_address': return E.address(r.chance(0.2));
    case 'date_of_birth': return E.dob(ctx.dob);
    case 'national_id': return E.nid(ctx.dob);
    case 'tax_id': return r.chance(0.15) ? E.vat() : E.tax(ctx.dob);
    case 'passport_number': return E.passport();
    case 'iban': return E.iban() || { v: 'GB' + '00', fallback: true };
    case 'bank_account': return E.bank();
    case 'credit_card': return E.card();
    case 'crypto_wallet': return E.wallet();
    case 'ip_address': return E.ip();
    case 'api_key': { const v = r.pick(VENDORS.filter((x) => x[1] === 'api_key')); return { v: v[3](r), cat: 'api_key', type: v[0], env: v[2] }; }
    case 'auth_token': { const v = r.pick(VENDORS.filter((x) => x[1] === 'auth_token')); return { v: v[3](r), cat: 'auth_token', type: v[0], env: v[2] }; }
    case 'private_key': { const p = pem(r); return { v: p.v, cat: 'private_key', type: p.type, env: 'PRIVATE_KEY' }; }
    case 'password': return { v: password(r), cat: 'password', type: 'password', env: r.pick(['DB_PASSWORD', 'SMTP_PASSWORD', 'ADMIN_PASSWORD', 'WIFI_PASSWORD', 'POS_PIN_PASSWORD']) };
    case 'connection_string': { const [t, v] = connString(r, r.pick(['db.internal.example', '10.20.4.12', 'pms-db.prod.svc'])); return { v, cat: 'connection_string', type: t, env: 'DATABASE_URL' }; }
    case 'webhook_url': { const w = r.pick(WEBHOOKS); return { v: w[1](r), cat: 'webhook_url', type: w[0], env: 'WEBHOOK_URL' }; }
  }
}
const listify = (e) => (Array.isArray(e) ? e : [e]);
function fieldName(e, W) { return { person_name: W.name, email: W.email, phone_number: W.phone, street_address: W.addr, date_of_birth: W.dob, national_id: W.id, tax_id: 'Tax ID', passport_number: W.pass, iban: 'IBAN', bank_account: W.acct, credit_card: W.pay, crypto_wallet: 'Wallet', ip_address: 'IP', password: 'Password', api_key: 'API key', auth_token: 'Token', private_key: 'Key', connection_string: 'DSN', webhook_url: 'Webhook' }[e.cat]; }

// ---------- business kinds (document language = locale language)
const BIZ = [
  ['hotel_registration_card', 'form'], ['hotel_booking_confirmation', 'email'], ['restaurant_reservation', 'email'], ['catering_order_form', 'form'], ['event_ticket_order', 'email'],
  ['festival_accreditation_form', 'form'], ['sports_club_membership_form', 'form'], ['gym_direct_debit_mandate', 'form'], ['marina_berth_contract', 'letter'], ['campsite_booking', 'email'],
  ['wedding_guest_list', 'table'], ['donor_record_export', 'table'], ['gift_aid_declaration', 'form'], ['volunteer_roster', 'table'], ['parish_register_entry', 'letter'], ['community_membership_list', 'table'],
  ['vet_patient_record', 'form'], ['pet_boarding_booking', 'chat'], ['tenant_application', 'form'], ['property_viewing_chat', 'chat'], ['deposit_refund_letter', 'letter'], ['guest_complaint_email', 'email'],
  ['front_desk_handover_chat', 'chat'], ['lost_property_log', 'table'], ['scanned_registration_ocr', 'ocr'],
];
const BIZ_CATS = PII.concat(['password']);
const ocr = (s) => s.replace(/[lIoO]/g, (c) => (r.chance(0.25) ? { l: '1', I: 'l', o: '0', O: '0' }[c] : c)).replace(/ /g, () => (r.chance(0.05) ? '  ' : ' '));
function bizDoc(kind, rendering, l) {
  const W = LANG[l.lang], d = new Doc(r.chance(0.74)); const gl = r.chance(0.15) ? r.pick(LOCALES.filter((x) => x.cc !== l.cc)) : l; const E = makeEntities(r, gl); d.cross = gl !== l; const org = r.pick(ORGS); const domain = dom(org);
  const ctx = { person: E.name(), dob: E.dobRaw(), domain, first: true };
  const cats = pickCats(r.int(3, 6), BIZ_CATS);
  const ents = cats.flatMap((c) => { const e = entity(c, E, ctx); return e.fallback ? listify(E.bank()) : listify(e); });
  const title = kind.replace(/_/g, ' ').toUpperCase();
  const S = () => r.pick(W.s);
  const orgLine = (dd) => { dd.n(org, 'organisation'); if (r.chance(0.5)) { dd.t(' · '); dd.l(E.address(true)); } if (r.chance(0.5)) { dd.t(' · '); dd.l(E.bizPhone()); } };
  const wrapLong = (e) => (rendering === 'letter' && (e.cat === 'iban' || e.cat === 'api_key') && e.v.length > 18 && r.chance(0.4) ? { ...e, v: e.v.slice(0, 14) + '\n' + e.v.slice(14) } : e);
  if (rendering === 'form' || rendering === 'ocr') {
    d.t(`${title}\n`); orgLine(d); d.t(`\n${W.book}: `); d.n(r.pat('R-######'), 'booking_reference'); d.t('\n');
    for (const e of ents) { d.t(`${fieldName(e, W)}: `); d.l(e); d.t('\n'); }
    d.t(`${W.note}: ${S()}\n`);
  } else if (rendering === 'email' || rendering === 'letter') {
    if (rendering === 'email') { d.t('From: '); d.l(E.roleEmail(domain)); d.t(`\nSubject: ${W.book} `); d.n(r.pat('BK-######'), 'booking_reference'); d.t('\n\n'); } else { orgLine(d); d.t('\n\n'); }
    d.t(`${W.dear} `); d.l(ctx.person); d.t(',\n\n' + S() + ' ');
    for (const e of ents) { if (e === ctx.person) continue; d.t(r.chance(0.35) ? '' : r.pick([`${fieldName(e, W)}: `, `${fieldName(e, W)} — `, `(${fieldName(e, W)}) `])); d.l(wrapLong(e)); d.t(r.pick(['. ', ';\n', '.\n'])); }
    d.t('\n' + S() + `\n\n${W.thanks},\n`); if (r.chance(0.5)) d.l(E.name()); else d.n(org, 'organisation'); d.t('\n'); if (r.chance(.4)) { d.n(r.pick(VENUES), 'venue'); d.t('\n'); }
  } else if (rendering === 'chat') {
    const a = E.first(), b = E.name(); const t = () => `[${String(r.int(8, 22)).padStart(2, '0')}:${String(r.int(10, 59))}] `;
    d.t(t()); d.l(a); d.t(`: ${S()}\n`);
    for (const e of ents) { d.t(t()); if (r.chance(0.5)) d.l({ ...b, soft: true, type: 'chat_handle_full_name' }); else d.t('front-desk'); d.t(`: ${fieldName(e, W)} `); d.l(e); d.t('\n'); }
    if (r.chance(.5)) { d.t(t() + 'bot: '); d.n(r.pick(PETS), 'pet_name'); d.t(' / '); d.n(r.pick(PUBLIC), 'public_figure'); d.t('\n'); }
  } else if (rendering === 'table') {
    const style = r.pick(['md', 'csv', 'tsv', 'html']);
    const rows = r.int(2, 4); const cols = cats.slice(0, 4); const sep = style === 'csv' ? ',' : style === 'tsv' ? '\t' : ' | ';
    const head = ['#', ...cols.map((c) => fieldName({ cat: c }, W))];
    d.t(style === 'html' ? `<table><tr><th>${head.join('</th><th>')}</th></tr>\n` : style === 'md' ? `| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|\n` : head.join(sep) + '\n');
    for (let i = 0; i < rows; i++) {
      const rc = { person: E.name(), dob: E.dobRaw(), domain };
      d.t(style === 'html' ? '<tr><td>' : style === 'md' ? '| ' : ''); d.n(r.pat('M-####'), 'membership_number');
      for (const c of cols) { let e = listify(entity(c, E, rc)).filter((x) => !x.fallback)[0] || rc.person; if (style === 'csv' && /[,"\n]/.test(e.v)) e = { ...e, v: e.v.replace(/[,"\n]/g, ' ') }; if (style === 'tsv') e = { ...e, v: e.v.replace(/[\t\n]/g, ' ') }; if (style === 'md' || style === 'html') e = { ...e, v: e.v.replace(/\n/g, ' ').replace(/\|/g, '/') };
        d.t(style === 'html' ? '</td><td>' : sep); d.l(e, style === 'html' && r.chance(0.3) ? 'html_entity' : undefined); counts[c] += 0; }
      d.t(style === 'html' ? '</td></tr>\n' : style === 'md' ? ' |\n' : '\n');
    }
    if (style === 'html') d.t('</table>\n');
  }
  if (d.negOn && r.chance(0.6)) addNegs(d, r.int(1, 3));
  if (rendering === 'ocr') { d.s = ocrSafe(d); }
  return d;
}
function ocrSafe(d) { // apply OCR noise only outside labels/negatives
  const spans = [...d.labels, ...d.negatives].sort((a, b) => a.start - b.start); let out = '', pos = 0; const shift = [];
  for (const sp of spans) { const seg = ocr(d.s.slice(pos, sp.start)); const delta = out.length + seg.length - sp.start; out += seg; shift.push([sp, delta]); out += d.s.slice(sp.start, sp.end); pos = sp.end; }
  out += ocr(d.s.slice(pos)); for (const [sp, delta] of shift) { sp.start += delta; sp.end += delta; } return out;
}

// ---------- developer-side kinds (English technical language, locale-specific data)
const CODE_LANGS = ['python', 'javascript', 'typescript', 'go', 'java', 'csharp', 'ruby', 'php', 'rust', 'kotlin', 'swift', 'bash', 'sql', 'scala'];
const DEV = ['env_file', 'yaml_config', 'k8s_secret', 'docker_compose', 'java_properties', 'ini_config', 'toml_config', 'integration_code', 'ci_log', 'git_diff', 'incident_writeup', 'chat_alert', 'booking_webhook_payload', 'payment_gateway_webhook', 'channel_manager_api_log', 'pos_export_csv', 'guest_jsonl_dump', 'sql_dump', 'html_email_template', 'access_log_urlencoded'];
const REND = { env_file: 'config', yaml_config: 'config', k8s_secret: 'config', docker_compose: 'config', java_properties: 'config', ini_config: 'config', toml_config: 'config', integration_code: 'code', ci_log: 'log', git_diff: 'code', incident_writeup: 'markdown', chat_alert: 'chat', booking_webhook_payload: 'json', payment_gateway_webhook: 'json', channel_manager_api_log: 'log', pos_export_csv: 'table', guest_jsonl_dump: 'jsonl', sql_dump: 'code', html_email_template: 'html', access_log_urlencoded: 'log' };
const keyOf = (e) => e.env || { person_name: 'GUEST_NAME', email: 'GUEST_EMAIL', phone_number: 'GUEST_PHONE', street_address: 'BILLING_ADDRESS', date_of_birth: 'GUEST_DOB', national_id: 'GUEST_ID_NUMBER', tax_id: 'TAX_ID', passport_number: 'PASSPORT_NO', iban: 'PAYOUT_IBAN', bank_account: 'PAYOUT_ACCOUNT', credit_card: 'TEST_CARD_PAN', crypto_wallet: 'DONATION_WALLET', ip_address: 'CLIENT_IP' }[e.cat] || 'VALUE';
const camel = (k) => k.toLowerCase().replace(/_([a-z])/g, (m, c) => c.toUpperCase());
function devDoc(kind, l) {
  const E = makeEntities(r, l), d = new Doc(r.chance(0.74)); const org = r.pick(ORGS); const domain = dom(org);
  const ctx = { person: E.name(), dob: E.dobRaw(), domain };
  const pool = ['config', 'code'].includes(REND[kind]) || kind === 'ci_log' || kind === 'git_diff' ? SECRET.concat(['ip_address', 'email', 'crypto_wallet', 'iban']) : PII.concat(SECRET);
  const cats = pickCats(r.int(3, 6), pool);
  const ents = cats.flatMap((c) => { const e = entity(c, E, ctx); return e.fallback ? listify(E.bank()) : listify(e); });
  const oneLine = (e) => (e.cat === 'private_key' ? { ...e, v: r.chance(0.5) ? e.v.replace(/\n/g, ' ') : e.v } : e);
  const meta = {};
  const kv = (pre, sepr, post, enc, q = '') => { for (const e of ents) { d.t(`${pre}${keyOf(e)}${sepr}${q}`); const ee = e.cat === 'private_key' && !enc && !q ? { ...e, v: e.v.replace(/\n/g, ' ') } : e; d.l(ee, enc); d.t(`${q}${post}\n`); } };
  switch (kind) {
    case 'env_file': d.t(`# ${org} booking engine — production\nAPP_ENV=production\nAPP_VERSION=`); d.n(r.pat('#.##.#'), 'version_string'); d.t('\n'); kv('', '=', '', undefined, '"'); break;
    case 'yaml_config': d.t(`service: channel-manager\nowner: ${org}\nsecrets:\n`); kv('  ', ': ', '', r.chance(.5) ? undefined : 'json_escaped', '"'); break;
    case 'k8s_secret': d.t(`apiVersion: v1\nkind: Secret\nmetadata:\n  name: pms-credentials\n  namespace: hospitality\ntype: Opaque\ndata:\n`); for (const e of ents) { d.t(`  ${keyOf(e).toLowerCase().replace(/_/g, '-')}: `); d.l(e, 'base64'); d.t('\n'); } break;
    case 'docker_compose': d.t(`services:\n  pos-sync:\n    image: registry.example/pos-sync:`); d.n(r.pat('#.#.##'), 'version_string'); d.t('\n    environment:\n'); kv('      - ', '=', '', undefined); break;
    case 'java_properties': d.t(`# ticketing-service application.properties\nserver.port=8443\n`); for (const e of ents) { d.t(`ticketing.${camel(keyOf(e))}=`); d.l(oneLine(e).cat === 'private_key' ? { ...e, v: e.v.replace(/\n/g, '\\n') } : e); d.t('\n'); } break;
    case 'ini_config': d.t(`[pos]\nterminal=FOH-${r.int(1, 9)}\n[credentials]\n`); for (const e of ents) { d.t(`${keyOf(e).toLowerCase()} = `); d.l(e.cat === 'private_key' ? { ...e, v: e.v.replace(/\n/g, ' ') } : e); d.t('\n'); } break;
    case 'toml_config': d.t(`[integration.donations]\nenabled = true\n`); for (const e of ents) { d.t(`${keyOf(e).toLowerCase()} = ${e.cat === 'private_key' ? '"""\n' : '"'}`); d.l(e); d.t(e.cat === 'private_key' ? '"""\n' : '"\n'); } break;
    case 'integration_code': { const lang = r.pick(CODE_LANGS); meta.code_language = lang; codeDoc(d, lang, ents); break; }
    case 'ci_log': d.t(`Run #${r.int(100, 9999)} deploy-booking-engine\n`); d.n(r.str(40, HEX), 'git_sha'); d.t('\n'); for (const e of ents) { if (e.cat === 'password') { d.t(r.pick(['$ mysql -u pos_sync -h db.internal.example -p', '$ pg_dump --dbname=reservations --password ', '$ curl -u admin:', '$ sshpass -p '])); d.l(e); d.t(' \n'); continue; } d.t(`[${r.pick(['info', 'debug', 'warn'])}] export ${keyOf(e)}=`); d.l(e.cat === 'private_key' ? { ...e, v: e.v.replace(/\n/g, ' ') } : e); d.t('\n'); } break;
    case 'git_diff': d.t(`diff --git a/config/settings.py b/config/settings.py\nindex ${r.str(7, HEX)}..${r.str(7, HEX)} 100644\n--- a/config/settings.py\n+++ b/config/settings.py\n@@ -12,6 +12,${ents.length + 6} @@\n DEBUG = False\n`); for (const e of ents) { d.t(`+${keyOf(e)} = ${e.cat === 'private_key' ? '"""' : '"'}`); d.l(e.cat === 'private_key' ? { ...e, v: e.v.replace(/\n/g, '\n+') } : e); d.t(`${e.cat === 'private_key' ? '"""' : '"'}\n`); } d.t('-API_KEY = os.environ["API_KEY"]\n'); break;
    case 'incident_writeup': d.t(`# Incident ${r.pat('INC-####')}: credentials exposed in ${org} channel-manager logs\n\n## Summary\nDuring the ${r.pick(VENUES)} weekend sync, the following values were written to a shared log:\n\n`); for (const e of ents) { d.t(`- ${e.cat.replace(/_/g, ' ')}: \``); d.l(e.cat === 'private_key' ? { ...e, v: e.v.replace(/\n/g, ' ') } : e); d.t('`\n'); } d.t('\n## Action\nAll keys rotated; see the runbook.\n'); break;
    case 'chat_alert': for (const e of ents) { d.t(`:rotating_light: alert-bot ${r.pick(['leaked', 'found', 'exposed'])} ${e.cat.replace(/_/g, ' ')} in #front-office: `); d.l(e.cat === 'private_key' ? { ...e, v: e.v.replace(/\n/g, ' ') } : e); d.t('\n'); } break;
    case 'booking_webhook_payload': case 'payment_gateway_webhook': case 'guest_jsonl_dump': {
      const lines = kind === 'guest_jsonl_dump' ? 2 : 1; const groups = lines === 1 ? [ents] : [ents.slice(0, Math.ceil(ents.length / 2)), ents.slice(Math.ceil(ents.length / 2))];
      d.t(kind === 'payment_gateway_webhook' ? 'POST /hooks/payments HTTP/1.1\nContent-Type: application/json\n\n' : '');
      for (const g of groups) { d.t('{"event":"' + (kind === 'payment_gateway_webhook' ? 'charge.succeeded' : 'reservation.created') + '","id":"'); d.n(uuid(r), 'guid'); d.t('"'); for (const e of g) { d.t(`,"${camel(keyOf(e))}":"`); d.l(e, 'json_escaped'); d.t('"'); } d.t('}\n'); }
      break; }
    case 'channel_manager_api_log': for (const e of ents) { d.t(`2026-${String(r.int(1, 12)).padStart(2, '0')}-1${r.int(0, 9)} 0${r.int(0, 9)}:${r.int(10, 59)}:${r.int(10, 59)} INFO channel-sync ota=${r.pick(['booking', 'expedia', 'airbnb'])} ${camel(keyOf(e))}=`); d.l(e.cat === 'private_key' ? { ...e, v: e.v.replace(/\n/g, '\\n') } : e); d.t('\n'); } break;
    case 'pos_export_csv': d.t('receipt,' + ents.map((e) => keyOf(e).toLowerCase()).join(',') + '\n'); d.n(r.pat('R######'), 'order_number'); for (const e of ents) { d.t(','); const v = e.v.includes(',') || e.v.includes('\n') ? { ...e, v: e.v.replace(/[,\n]/g, ' ') } : e; d.l(v); } d.t('\n'); break;
    case 'sql_dump': d.t(`-- pg_dump of ${org} donor CRM\nINSERT INTO donors (${ents.map((e) => keyOf(e).toLowerCase()).join(', ')}) VALUES (`); ents.forEach((e, i) => { d.t(i ? ", '" : "'"); d.l({ ...e, v: e.v.replace(/'/g, '’').replace(/\n/g, ' ') }); d.t("'"); }); d.t(');\n'); break;
    case 'html_email_template': d.t(`<html><body><h1>${org}</h1>\n`); for (const e of ents) { d.t(`<p>${keyOf(e)}: <span>`); d.l(e.cat === 'private_key' ? { ...e, v: e.v.replace(/\n/g, ' ') } : e, 'html_entity'); d.t('</span></p>\n'); } d.t('</body></html>\n'); break;
    case 'access_log_urlencoded': for (const e of ents) { if (r.chance(0.5)) d.l(E.ip()); else d.n(r.pick(['10.0.0.', '127.0.0.']).replace(/\.$/, '.' + r.int(1, 9)), 'internal_or_loopback_ip'); d.t(` - - [12/Jun/2026:1${r.int(0, 9)}:${r.int(10, 59)}:${r.int(10, 59)} +0000] "GET /api/v2/bookings/search?${camel(keyOf(e))}=`); d.l(e, 'url_encoded'); d.t(`&lang=${l.lang} HTTP/1.1" 200 ${r.int(200, 9000)}\n`); } break;
  }
  if (d.negOn && r.chance(0.7)) addNegs(d, r.int(1, 3), kind === 'booking_webhook_payload' || kind === 'payment_gateway_webhook' || kind === 'guest_jsonl_dump' ? '\n# ' : '\n# ');
  return { d, meta };
}
function codeDoc(d, lang, ents) {
  const cm = ['python', 'ruby', 'bash'].includes(lang) ? '#' : lang === 'sql' ? '--' : '//';
  d.t(`${cm} Booking-engine / payment gateway client setup (${lang})\n`);
  const pre = { python: (k) => `${k} = "`, javascript: (k) => `const ${camel(k)} = "`, typescript: (k) => `export const ${camel(k)}: string = "`, go: (k) => `const ${camel(k)} = "`, java: (k) => `private static final String ${k} = "`, csharp: (k) => `private const string ${camel(k)} = @"`, ruby: (k) => `${k} = '`, php: (k) => `$${camel(k)} = '`, rust: (k) => `const ${k}: &str = "`, kotlin: (k) => `val ${camel(k)} = "`, swift: (k) => `let ${camel(k)} = "`, bash: (k) => `export ${k}='`, sql: (k) => `SET @${k.toLowerCase()} = '`, scala: (k) => `val ${camel(k)} = "` }[lang];
  const close = { python: '"', javascript: '";', typescript: '";', go: '"', java: '";', csharp: '";', ruby: "'", php: "';", rust: '";', kotlin: '"', swift: '"', bash: "'", sql: "';", scala: '"' }[lang];
  for (const e of ents) { d.t(pre(keyOf(e))); const v = e.v.includes('\n') ? (['python', 'ruby', 'bash', 'csharp', 'sql', 'php'].includes(lang) ? { ...e, v: e.v.replace(/\n/g, ' ') } : { ...e, v: e.v.replace(/\n/g, '\\n') }) : e; d.l(v); d.t(close + '\n'); }
  const e0 = ents[0];
  d.t(`${cm} client = PaymentGateway(${camel(keyOf(e0))}, timeout=30)\n`);
}

// ---------- wrappers
function wrapper(kind, inner, innerKind, l) {
  const d = new Doc(inner.negOn !== false);
  if (kind === 'llm_prompt') {
    d.t(r.pick(['Summarise the following document for the duty manager and list any action items:\n\n"""\n', 'You are a helpful assistant for a hotel group. Translate this into English:\n\n---\n', 'Extract the guest details from this as JSON:\n\n```\n']));
    const off = d.s.length; d.s += inner.s; for (const x of inner.labels) d.labels.push({ ...x, start: x.start + off, end: x.end + off }); for (const x of inner.negatives) d.negatives.push({ ...x, start: x.start + off, end: x.end + off });
    d.t('\n"""\nKeep it under 100 words.');
    return d;
  }
  const enc = wrapEncode(inner, 'json_escaped');
  d.t(`{"ticket_id":"`); d.n(r.pat('\\H\\D-######'), 'ticket_number'); d.t(`","queue":"${r.pick(['reservations', 'payments', 'it-support'])}","subject":"Please check attached ${innerKind.replace(/_/g, ' ')}","locale":"${l.loc}","body":"`);
  const off = d.s.length; d.s += enc.s; for (const x of enc.labels) d.labels.push({ ...x, start: x.start + off, end: x.end + off }); for (const x of enc.negatives) d.negatives.push({ ...x, start: x.start + off, end: x.end + off });
  d.t(`","priority":"${r.pick(['low', 'normal', 'high'])}"}`);
  return d;
}

function makeOne(i) {
  const l = r.pick(LOCALES); const roll = r.f(); let kind, rendering, d, meta = {}, inner_kind;
  const gen = (mode) => { if (mode === 'biz') { const [k, rd] = r.pick(BIZ); return { k, rd, d: bizDoc(k, rd, l), lang: l.lang }; } const k = r.chance(0.15) ? 'integration_code' : r.pick(DEV); const o = devDoc(k, l); return { k, rd: REND[k], d: o.d, meta: o.meta, lang: 'en' }; };
  let lang;
  if (roll < 0.12) { kind = r.pick(['llm_prompt', 'helpdesk_ticket_json']); const g = gen(r.chance(.6) ? 'biz' : 'dev'); inner_kind = g.k; d = wrapper(kind, g.d, g.k, l); rendering = kind === 'llm_prompt' ? 'prompt' : 'json'; lang = g.lang; meta = g.meta || {}; }
  else { const g = gen(roll < 0.5 ? 'biz' : 'dev'); kind = g.k; rendering = g.rd; d = g.d; lang = g.lang; meta = g.meta || {}; }
  const labels = d.labels.sort((a, b) => a.start - b.start); for (const x of labels) counts[x.category] += x.soft ? 0.5 : 1; const negatives = d.negatives.sort((a, b) => a.start - b.start);
  const rec = { id: `dev35-s${SEED}-${String(i).padStart(5, '0')}`, kind, locale: l.loc, language: lang, rendering, cross_border: false };
  if (meta.code_language) rec.rendering = 'code';
  if (inner_kind) rec.inner_kind = inner_kind;
  const encs = [...new Set(labels.filter((x) => x.encoding).flatMap((x) => x.encoding.split('+')))].sort(); if (encs.length) rec.encodings = encs;
  rec.text = d.s; rec.labels = labels; rec.negatives = negatives;
  // cross-border: a foreign-locale entity type appears (passport of other country etc.)
  rec.cross_border = !!d.cross;
  return rec;
}
const lines = []; for (let i = 0; i < COUNT; i++) lines.push(JSON.stringify(makeOne(i)));
writeFileSync(OUT, lines.join('\n') + '\n');
console.log(`wrote ${COUNT} documents to ${OUT}`);
