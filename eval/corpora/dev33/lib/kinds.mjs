// Document kinds and the families that render them.
import { Doc, lab, neg, cells } from './build.mjs';
import { LABELS } from './lang.mjs';
import { LOCALES } from './locales.mjs';
import * as P from './person.mjs';
import * as S from './secrets.mjs';
import { TEST_CARDS } from './person.mjs';
import { iban, groupIban } from './ids.mjs';

// name:family:area:fields   (J = junior participant with guardian; ? = optional field)
const SPEC = `club_membership_form:form:sport:N D A P E I? B? EC
gym_signup_form:form:sport:N D P E A C? EC
medical_clearance_form:form:sport:N D A P I? EC
junior_parent_consent:form:sport:J P E A EC
player_transfer_request:letter:sport:N D I? S? E P
player_licence_application:form:sport:N D A S I T? E
coach_roster:table:sport:N E P D?
team_sheet:table:sport:N D
gym_direct_debit_mandate:form:sport:N A B E
membership_renewal_email:letter:sport:N E K? C?
injury_report:note:sport:N D P EC
referee_assignment_email:letter:sport:N E P
tournament_entry_form:form:sport:N D E P A
marathon_registration:form:sport:N D E P A EC C?
race_results_export:table:sport:N D?
anti_doping_whereabouts:form:sport:N D A P S
sports_insurance_claim:form:sport:N D A I T B P
personal_trainer_booking:chat:sport:N P E
swim_lesson_waitlist:table:sport:N D P E
gym_access_log:log:sport:N IP
ticket_confirmation_email:letter:events:N E C? P?
e_ticket_pdf:form:events:N E
attendee_list_csv:table:events:N E P
badge_export_csv:table:events:N E
accessibility_request_form:form:events:N E P A
refund_request_email:letter:events:N E C? B? P
refund_reply_email:letter:events:N E K?
festival_wristband_chat:chat:events:N E P C?
conference_registration_form:form:events:N E P A T
speaker_travel_form:form:events:N D S A P E T?
visa_invitation_letter:letter:events:N D S A
volunteer_shift_schedule:table:events:N P E
ticket_transfer_request:letter:events:N E P
box_office_chat:chat:events:N P E
waitlist_export:table:events:N E P
passport_scan_ocr:mrz:events:N D S
google_form_response_csv:table:events:N E P D
sms_reminder_log:log:events:N P
qr_checkin_log:log:events:N IP
push_notification_payload:json:events:N E
donor_record:form:charity:N A E P B? T W?
gift_aid_declaration:form:charity:N A E T
tax_receipt_letter:letter:charity:N A T
recurring_donation_mandate:form:charity:N A B E T?
volunteer_onboarding_form:form:charity:N D A P E I T? K? EC
background_check_request:form:charity:N D A I S? T? P
beneficiary_case_note:note:charity:N D A P I?
legacy_pledge_letter:letter:charity:N A P T
donation_thank_you_email:letter:charity:N E W?
fundraising_page_export:table:charity:N E
grant_application_form:form:charity:N E P A K T
food_bank_intake_form:form:charity:N D A P I? T? K?
crypto_donation_receipt:letter:charity:N E W
donation_reconciliation_csv:table:charity:N B C?
bank_statement_export:table:charity:N K
parish_register_entry:form:community:N D A
baptism_certificate_request:letter:community:N D A E
mosque_membership_register:table:community:N P A
zakat_donation_receipt:letter:community:N A B? W?
youth_camp_form:form:community:J P E A EC
community_centre_booking:form:community:N P E C?
choir_roster:table:community:N P E
alumni_update_form:form:alumni:N E P A D?
alumni_directory_export:table:alumni:N E P
reunion_rsvp_email:letter:alumni:N E P
dating_profile_export:json:dating:N D E P IP W
trust_safety_report:note:dating:N E P IP W
account_recovery_email:letter:dating:N E P
account_recovery_chat:chat:dating:N E P D PW
user_block_report:json:dating:N E IP
verification_selfie_ticket:note:dating:N D S?
crm_contact_export_csv:table:crm:N E P A
mailing_list_export_jsonl:jsonl:crm:N E IP
newsletter_unsubscribe_log:log:crm:E IP
crm_merge_note:note:crm:N E P A
mailchimp_audience_export:table:crm:N E IP
graphql_response:json:crm:N E P D T?
airtable_export:json:crm:N E P A T W?
ticketing_webhook_payload:json:dev:N E P SEC
donation_webhook_payload:json:dev:N E A C? W T?
stripe_webhook_log:log:dev:N E SEC
paypal_ipn_log:log:dev:N E A
crm_export_sql:sql:dev:N E P D A
app_log:log:dev:E IP SEC
api_access_log:log:dev:IP SEC
error_stacktrace:log:dev:E CONN
sentry_event:json:dev:N E IP
postman_collection:json:dev:SEC
env_file:config:dev:env
app_config_yaml:config:dev:yaml
k8s_secret:config:dev:k8s
k8s_configmap:config:dev:k8scm
docker_compose:config:dev:compose
spring_properties:config:dev:properties
terraform_tfvars:config:dev:tfvars
github_actions_log:ci:dev:gha
gitlab_ci_log:ci:dev:gitlab
git_diff:diff:dev:N E
python_integration:code:dev:python
jupyter_notebook_cell:code:dev:python
node_integration:code:dev:javascript
typescript_integration:code:dev:typescript
go_integration:code:dev:go
java_integration:code:dev:java
ruby_integration:code:dev:ruby
php_integration:code:dev:php
csharp_integration:code:dev:csharp
kotlin_integration:code:dev:kotlin
rust_integration:code:dev:rust
shell_script:code:dev:shell
curl_snippet:code:dev:curl
slack_alert_message:alert:dev:N E
incident_postmortem:mdoc:dev:N E
runbook:mdoc:dev:N E
llm_prompt:prompt:wrap:
helpdesk_ticket_json:helpdesk:wrap:`;
export const KINDS = SPEC.split('\n').map((l) => { const [name, fam, area, f] = l.split(':'); return { name, fam, area, fields: (f || '').split(' ').filter(Boolean) }; });
const DEV_FAMS = new Set(['json', 'jsonl', 'sql', 'log', 'config', 'ci', 'diff', 'code', 'alert', 'mdoc']);
const AREA_TITLE = { sport: 'club', events: 'event', charity: 'charity', community: 'community group', alumni: 'alumni association', dating: 'app', crm: 'CRM', dev: 'platform' };
const LABKEY = { N: 'name', D: 'dob', A: 'address', P: 'phone', E: 'email', I: 'natid', T: 'taxid', S: 'passport', B: 'iban', K: 'account', C: 'card', W: 'wallet', EC: 'emergency', PW: 'password' };
const NEG_LABEL = { membership_number: 'member', ticket_number: 'ticket', event_date: 'date' };
const NEG_EN = { order_number: 'Order', booking_reference: 'Booking ref', donation_reference: 'Donation ref', event_id: 'Event ID', uuid: 'Record ID', invalid_card: 'Card (declined)', invalid_iban: 'IBAN (rejected)', invalid_id: 'ID (rejected, typo)', masked_value: 'On file', organisation_name: 'Club', public_figure: 'Guest of honour', charity_number: 'Charity no.', invoice_number: 'Invoice', payment_id: 'Payment', hash: 'Checksum', timestamp: 'Updated', version_string: 'Version', placeholder_credential: 'Token', example_key: 'Sample key', publishable_key: 'Public key', bib_number: 'Bib', bank_routing_code: 'Routing' };

function ctxFor(r, kind, loc) {
  const cross = r.chance(0.15);
  const ploc = cross ? r.pick(LOCALES.filter((l) => l.code !== loc.code)) : loc;
  const L = LABELS[loc.lab];
  const dom = P.orgDomain(r);
  const ctx = { r, kind, loc, ploc, cross, L, dom, orgName: P.org(r, loc), negs: [], withNeg: r.chance(0.7) };
  ctx.person = () => P.makePerson(r, ploc);
  ctx.p = ctx.person();
  ctx.staff = P.makePerson(r, loc);
  return ctx;
}
// person rows: [[label, cell]]
function personRows(ctx, p, fields, opt = true) {
  const { r, L } = ctx; const rows = [];
  for (let f of fields) {
    if (f.endsWith('?')) { if (!opt || !r.chance(0.5)) continue; f = f.slice(0, -1); }
    if (['SEC', 'CONN', 'IP', 'J'].includes(f)) { if (f === 'IP') rows.push(['IP', P.ip(r, r.chance(0.15)), 'IP']); continue; }
    if (f === 'EC') { const e = ctx.person(); rows.push([L.emergency, [lab('person_name', 'full_name', e.full), ', ', lab('phone_number', 'mobile', e.phone)], 'EC']); continue; }
    if (f === 'PW') { rows.push([L.password, lab('password', 'password', S.password(r)), 'PW']); continue; }
    if (f === 'C' && r.chance(0.12)) { rows.push([L.card, lab('credit_card', 'test_card', r.pick(TEST_CARDS), true), 'C']); continue; }
    const c = P.field(r, p, f); if (c) rows.push([L[LABKEY[f]] || f, c, f]);
  }
  return rows;
}
function negRows(ctx, n, pool = P.NEG_GENERAL) {
  const { r, L, loc } = ctx; const rows = [];
  if (!ctx.withNeg) return rows;
  for (const k of r.sample(pool, n)) { const c = P.negative(r, k, loc); if (c) rows.push([NEG_LABEL[k] ? L[NEG_LABEL[k]] : NEG_EN[k] || k, c]); }
  return rows;
}
const nv = (ctx, kind, value, alt) => (ctx.withNeg ? (value == null ? P.negative(ctx.r, kind, ctx.loc) : neg(kind, value)) : alt);
const hhmm = (r) => `${String(r.int(8, 22)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;
const mainRows = (ctx) => {
  const { r, kind } = ctx; let rows = [];
  if (kind.fields.includes('J')) {
    const child = P.makePerson(r, ctx.ploc, { junior: true });
    rows.push([ctx.L.name, lab('person_name', 'full_name', child.full)], [ctx.L.dob, lab('date_of_birth', 'date_of_birth', child.dobStr)]);
    rows.push([ctx.L.emergency === ctx.L.emergency ? `${ctx.L.name} (parent/guardian)` : '', lab('person_name', 'full_name', ctx.p.full)]);
  }
  return rows.concat(personRows(ctx, ctx.p, kind.fields.filter((f) => f !== 'N' || !kind.fields.includes('J'))));
};
function orgRows(ctx) {
  const { r, loc } = ctx; const rows = [];
  if (r.chance(0.4)) rows.push(['Venue', P.venueAddress(r, loc)]);
  if (r.chance(0.35)) rows.push(['Contact', P.roleEmail(r, ctx.dom)]);
  if (r.chance(0.25)) rows.push(['Hotline', P.orgPhone(r, loc)]);
  return rows;
}
function renderRows(b, rows, rendering, r) {
  if (rendering === 'markdown') { b.t('| Field | Value |\n|---|---|\n'); for (const [k, c] of rows) { b.t(`| ${k} | `); b.put(c); b.t(' |\n'); } return; }
  if (rendering === 'html') { b.t('<table class="form">\n'); const at = r.chance(0.3); for (const [k, c] of rows) { b.t(`  <tr><th>${k}</th><td>`); b.put(c, at && Array.isArray(c) === false && c.lab?.category === 'email' ? 'htmlat' : 'html'); b.t('</td></tr>\n'); } b.t('</table>\n'); return; }
  if (rendering === 'pdf_text') { for (const [k, c] of rows) { b.t(k.padEnd(28, ' ')); b.put(c); b.t('\n'); } return; }
  const sep = r.pick([': ', ': ', ' — ', ':\t']);
  for (const [k, c] of rows) { b.t(k, sep); b.put(c); b.t('\n'); }
}
const F = {};
F.form = (ctx, b) => {
  const { r, L } = ctx; const rend = r.pick(['form', 'form', 'markdown', 'html', 'pdf_text']);
  const rows = [...mainRows(ctx), ...negRows(ctx, r.int(1, 3)), ...orgRows(ctx)];
  if (rend === 'html') b.t('<html><body>\n<h1>'); else if (rend === 'markdown') b.t('# ');
  b.t(`${L.form} — `); b.put(nv(ctx, 'organisation_name', ctx.orgName, AREA_TITLE[ctx.kind.area])); b.t(rend === 'html' ? '</h1>\n' : '\n\n');
  renderRows(b, rows, rend, r);
  b.t(`\n${L.date}: `); b.put(nv(ctx, 'event_date', null, '__________')); b.t('   ✍ '); b.L('person_name', 'signature', ctx.kind.fields.includes('J') ? ctx.p.full : ctx.p.full); b.t('\n');
  if (rend === 'pdf_text') b.t('\n— 1/1 —\n'); if (rend === 'html') b.t('</body></html>\n');
  return rend;
};
function greet(ctx, b, p) {
  const { L, loc } = ctx;
  if (loc.lang === 'ja') { b.L('person_name', 'full_name', p.full); b.t(` ${L.dear}\n\n`); return; }
  if (['zh', 'ko', 'th'].includes(loc.lang)) { b.L('person_name', 'full_name', p.full); b.t(`，${L.dear}\n\n`.replace('，', loc.lang === 'zh' ? '，' : ' ')); return; }
  b.t(`${L.dear} `); b.L('person_name', 'given_name', p.given); b.t(',\n\n');
}
F.letter = (ctx, b) => {
  const { r, L, p } = ctx; const html = r.chance(0.2);
  b.t('From: '); b.put(P.roleEmail(r, ctx.dom)); b.t('\nTo: '); b.L('person_name', 'full_name', p.full); b.t(' <'); b.L('email', 'personal_email', p.email); b.t('>\nSubject: ');
  b.t(`${ctx.kind.name.replace(/_/g, ' ')}`); if (ctx.withNeg) { b.t(' — '); b.put(P.negative(r, r.pick(['ticket_number', 'order_number', 'membership_number', 'donation_reference']), ctx.loc)); } b.t('\n\n');
  if (html) b.t('<div>\n');
  greet(ctx, b, p);
  b.t(ctx.kind.name.includes('refund') ? L.refund : L.thanks, '\n\n');
  const rows = [...personRows(ctx, p, ctx.kind.fields.filter((f) => f !== 'N' && f !== 'E')), ...negRows(ctx, r.int(1, 3))];
  if (ctx.kind.area === 'charity' && r.chance(0.4)) rows.push(['IBAN (charity account)', lab('iban', 'organisation_iban', groupIban(iban(r, ctx.loc.iban || 'DE')), true)]);
  renderRows(b, rows, html ? 'html' : 'form', r);
  b.t(`\n${L.regards},\n`); b.L('person_name', 'full_name', ctx.staff.full); b.t('\n'); b.put(nv(ctx, 'organisation_name', ctx.orgName, AREA_TITLE[ctx.kind.area])); b.t('\n');
  if (r.chance(0.5)) { b.t('☎ '); b.put(P.orgPhone(r, ctx.loc)); b.t(' · '); b.put(P.venueAddress(r, ctx.loc)); b.t('\n'); }
  if (html) b.t('</div>\n');
  return html ? 'html' : 'email';
};
F.chat = (ctx, b) => {
  const { r, L, p } = ctx; const agent = ctx.staff.given;
  const line = (who, isAgent) => { b.t(`[${hhmm(r)}] `); b.L('person_name', isAgent ? 'given_name' : 'full_name', who); b.t(': '); };
  line(agent, true); b.t(`${L.dear}! ${L.ticket}? `); b.t('\n');
  line(p.full, false); b.put(nv(ctx, r.pick(['ticket_number', 'order_number', 'booking_reference']), null, '(no reference)')); b.t(ctx.kind.name.includes('recovery') ? ' — I can’t log in to my account.\n' : ` ${L.refund}\n`);
  for (const [k, c] of personRows(ctx, p, ctx.kind.fields.filter((f) => f !== 'N'))) {
    line(agent, true); b.t(`${k}?\n`); line(p.full, false); b.put(c); b.t('\n');
  }
  for (const [k, c] of negRows(ctx, r.int(1, 2), ['masked_value', 'order_number', 'event_date', 'public_figure', 'invalid_card'])) { line(agent, true); b.t(`${k}: `); b.put(c); b.t('\n'); }
  line(agent, true); b.t(`${L.regards} 👋\n`);
  return 'chat';
};
F.table = (ctx, b) => {
  const { r, L, kind } = ctx; const rend = r.pick(['csv', 'csv', 'markdown', 'html', 'tsv']);
  const n = r.int(3, 7); const negKind = r.pick(kind.name.includes('race') ? ['bib_number'] : ['membership_number', 'ticket_number', 'donation_reference', 'order_number']);
  const people = [ctx.p, ...Array.from({ length: n - 1 }, () => ctx.person())];
  const rowsets = people.map((p) => personRows(ctx, p, kind.fields.map((f) => f.replace('?', '')), false));
  const header = ['ID', ...rowsets[0].map((x) => x[0])];
  const sep = rend === 'tsv' ? '\t' : ',';
  if (rend === 'markdown') b.t(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|\n`);
  else if (rend === 'html') b.t(`<table>\n<tr>${header.map((h) => `<th>${h}</th>`).join('')}</tr>\n`);
  else b.t(header.join(sep), '\n');
  rowsets.forEach((rows) => {
    const idc = ctx.withNeg ? P.negative(r, negKind, ctx.loc) : String(r.int(1, 999));
    const cellsList = [idc, ...rows.map((x) => x[1])];
    if (rend === 'markdown') { b.t('| '); cellsList.forEach((c, i) => { if (i) b.t(' | '); b.put(c); }); b.t(' |\n'); }
    else if (rend === 'html') { b.t('<tr>'); cellsList.forEach((c) => { b.t('<td>'); b.put(c, 'html'); b.t('</td>'); }); b.t('</tr>\n'); }
    else { cellsList.forEach((c, i) => { if (i) b.t(sep); const txt = Array.isArray(c) ? c.map((x) => x.s ?? x).join('') : c.s ?? c; const q = rend === 'csv' && /[,\n"]/.test(txt); if (q) b.t('"'); b.put(c); if (q) b.t('"'); }); b.t('\n'); }
  });
  if (rend === 'html') b.t('</table>\n');
  return rend;
};
F.note = (ctx, b) => {
  const { r, L, p } = ctx; const md = r.chance(0.4);
  b.t(md ? '## ' : '', `${ctx.kind.name.replace(/_/g, ' ')} — `); b.put(nv(ctx, 'event_date', null, 'today')); b.t('\n');
  b.t('Staff: '); b.L('person_name', 'full_name', ctx.staff.full); b.t('\n\n');
  const rows = [...personRows(ctx, p, ctx.kind.fields), ...negRows(ctx, r.int(1, 3))];
  for (const [k, c] of rows) { b.t(md ? `- **${k}**: ` : `${k}: `); b.put(c); b.t('\n'); }
  b.t('\n'); b.L('person_name', 'given_name', p.given); b.t(r.pick([' was seen today; follow-up booked. ', ' reported the issue by phone; escalated to the safeguarding lead. ', ' asked us not to share details with third parties. ']));
  if (r.chance(0.5)) { b.t('Mentioned '); b.N('public_figure', r.pick(P.PUBLIC_FIGURES)); b.t(' as inspiration.'); }
  b.t('\n'); return md ? 'markdown' : 'plain';
};
F.mrz = (ctx, b) => {
  const { r, L, p } = ctx; const pl = p.loc;
  const pn = P.field(r, p, 'S'); const num = pn.s.replace(/\s/g, '');
  const ln = p.latinFamily.toUpperCase().replace(/[^A-Z]/g, ''), gn = p.latinGiven.toUpperCase().replace(/[^A-Z]/g, '');
  const cc = { US: 'USA', GB: 'GBR', DE: 'D<<', FR: 'FRA', ES: 'ESP', IT: 'ITA', NL: 'NLD', JP: 'JPN', CN: 'CHN', KR: 'KOR', IN: 'IND', BR: 'BRA', RU: 'RUS', PL: 'POL', SE: 'SWE', TR: 'TUR', AU: 'AUS', CA: 'CAN', MX: 'MEX' }[pl.code.split('-')[1]] || 'UTO';
  b.t('OCR scan of passport data page\n'); b.t(`${L.name}: `); b.L('person_name', 'full_name', p.full); b.t(`\n${L.dob}: `); b.L('date_of_birth', 'date_of_birth', p.dobStr); b.t(`\n${L.passport}: `); b.put(pn); b.t('\n\n');
  const namef = `${ln}<<${gn}`.slice(0, 39); b.t(`P<${cc}`); b.put({ s: namef, lab: { category: 'person_name', type: 'full_name', encoding: 'mrz' } }); b.t('<'.repeat(44 - 5 - namef.length), '\n');
  const y = p.dob.getUTCFullYear() % 100, dob6 = `${String(y).padStart(2, '0')}${String(p.dob.getUTCMonth() + 1).padStart(2, '0')}${String(p.dob.getUTCDate()).padStart(2, '0')}`;
  const X = (s) => s; const { mrzCheck } = ctx.V;
  const num9 = num.padEnd(9, '<').slice(0, 9); const exp = `${r.int(27, 35)}${String(r.int(1, 12)).padStart(2, '0')}${String(r.int(1, 28)).padStart(2, '0')}`; const sex = p.female ? 'F' : 'M';
  const pers = '<'.repeat(14); const c1 = mrzCheck(num9), c2 = mrzCheck(dob6), c3 = mrzCheck(exp), c4 = mrzCheck(pers);
  const fin = mrzCheck(num9 + c1 + dob6 + c2 + exp + c3 + pers + c4);
  b.L('passport_number', pn.lab.type, num.slice(0, 9)); b.t(num9.slice(num.slice(0, 9).length) + c1 + cc); b.put({ s: dob6, lab: { category: 'date_of_birth', type: 'date_of_birth', encoding: 'mrz' } }); b.t(c2 + sex); b.N('expiry_date', exp); b.t(c3 + pers + c4 + fin + '\n');
  return 'mrz';
};
// ---- developer families
function secretCells(ctx, n) {
  const { r } = ctx; const out = [];
  for (let i = 0; i < n; i++) {
    const k = r.weighted([['sec', 8], ['conn', 2], ['hook', 2], ['pw', 2], ['pk', 2], ['w', 1]]);
    if (k === 'sec') { const s = S.secret(r); out.push([s.env, lab(s.category, s.type, s.value)]); }
    else if (k === 'conn') { const c = S.connString(r, r.pick(['db.internal', `pg-${r.hex(6)}.eu-west-1.rds.amazonaws.com`, 'mongo0.prod.svc', '10.0.3.12', 'redis-master'])); out.push([{ postgres_uri: 'DATABASE_URL', mysql_uri: 'MYSQL_URL', mongodb_uri: 'MONGO_URI', redis_uri: 'REDIS_URL', amqp_uri: 'AMQP_URL', azure_storage_connection_string: 'AZURE_STORAGE_CONNECTION_STRING', mssql_connection_string: 'SQLSERVER_CONNECTION', jdbc_uri: 'CRM_JDBC_URL' }[c.type], lab('connection_string', c.type, c.value)]); }
    else if (k === 'hook') { const w = S.webhookUrl(r); out.push([r.pick(['SLACK_WEBHOOK_URL', 'ALERT_WEBHOOK', 'DISCORD_WEBHOOK', 'TEAMS_HOOK_URL']), lab('webhook_url', w.type, w.value)]); }
    else if (k === 'pw') out.push([r.pick(['DB_PASSWORD', 'SMTP_PASSWORD', 'ADMIN_PASSWORD', 'KEYCLOAK_ADMIN_PASSWORD']), lab('password', 'password', S.password(r))]);
    else if (k === 'w') out.push([r.pick(['DONATION_WALLET', 'PAYOUT_ADDRESS', 'REFUND_WALLET']), P.wallet(r)]);
    else { const p = r.chance(0.15) ? S.ageKey(r) : S.privateKey(r); out.push([p.type === 'age_secret_key' ? 'AGE_KEY' : 'SIGNING_KEY', lab('private_key', p.type, p.value)]); }
  }
  return out;
}
function devNegCells(ctx, n) { const { r } = ctx; const out = []; if (!ctx.withNeg) return out; for (const k of r.sample(P.NEG_DEV, n)) { const c = P.negative(r, k, ctx.loc); if (c) out.push([{ uuid: 'REQUEST_ID', hash: 'BUILD_SHA', timestamp: 'UPDATED_AT', version_string: 'APP_VERSION', placeholder_credential: r.pick(['MAILGUN_API_KEY', 'API_TOKEN', 'STRIPE_KEY']), example_key: 'EXAMPLE_AWS_KEY', publishable_key: 'STRIPE_PUBLISHABLE_KEY', event_id: 'LAST_EVENT_ID', payment_id: 'TEST_PAYMENT_ID', invalid_card: 'DECLINED_CARD_FIXTURE', invalid_id: 'BAD_ID_FIXTURE', masked_value: 'MASKED_SAMPLE' }[k], c]); } return out; }
const snake = (s) => String(s).toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'field';
const personObj = (ctx, p, fields) => { const o = {}; const keys = { N: 'full_name', E: 'email', P: 'phone', D: 'date_of_birth', A: 'address', I: 'national_id', T: 'tax_id', S: 'passport_no', B: 'iban', K: 'bank_account', C: 'card_number', W: 'wallet', IP: 'last_ip' }; for (const [, c, code] of personRows(ctx, p, fields)) { const key = keys[code] || { EC: 'emergency_contact', PW: 'password' }[code] || 'extra'; o[key] = Array.isArray(c) ? cells(...c) : c; } return o; };
F.json = (ctx, b) => {
  const { r, kind } = ctx; const ascii = r.chance(0.25) ? 'jsonascii' : 'json';
  const o = {};
  if (ctx.withNeg) { o.id = P.negative(r, r.pick(['event_id', 'uuid', 'payment_id']), ctx.loc); o.created = P.negative(r, 'timestamp', ctx.loc); }
  o.type = r.pick(['attendee.updated', 'donation.succeeded', 'member.created', 'profile.export', 'order.refunded']);
  o.data = personObj(ctx, ctx.p, kind.fields);
  if (ctx.withNeg) o.data.reference = P.negative(r, r.pick(['ticket_number', 'order_number', 'membership_number', 'booking_reference']), ctx.loc);
  if (kind.fields.includes('SEC') || r.chance(0.35)) { o.auth = {}; for (const [k, c] of secretCells(ctx, r.int(1, 2))) o.auth[snake(k)] = c; }
  if (ctx.withNeg && r.chance(0.5)) for (const [k, c] of devNegCells(ctx, 1)) o[snake(k)] = c;
  b.json(o, r.pick([0, 2, 2, 4]), ascii); b.t('\n');
  return 'json';
};
F.jsonl = (ctx, b) => { const { r } = ctx; for (let i = 0; i < r.int(3, 6); i++) { const p = i ? ctx.person() : ctx.p; const o = ctx.withNeg ? { id: P.negative(r, 'uuid', ctx.loc) } : {}; Object.assign(o, personObj(ctx, p, ctx.kind.fields)); if (ctx.withNeg) o.subscribed_at = P.negative(r, 'timestamp', ctx.loc); b.json(o, 0, 'json'); b.t('\n'); } return 'jsonl'; };
F.sql = (ctx, b) => {
  const { r } = ctx; const cols = ['member_ref', 'full_name', 'email', 'phone', 'birth_date', 'address'];
  b.t(`-- dump ${r.pick(['members', 'donors', 'attendees'])} (pg_dump ${r.int(12, 16)}.${r.int(0, 9)})\nINSERT INTO members (${cols.join(', ')}) VALUES\n`);
  const n = r.int(2, 5);
  for (let i = 0; i < n; i++) {
    const p = i ? ctx.person() : ctx.p; b.t('  (\'');
    b.put(ctx.withNeg ? P.negative(r, 'membership_number', ctx.loc) : String(i + 1)); b.t('\', \'');
    b.L('person_name', 'full_name', p.full); b.t('\', \''); b.L('email', 'personal_email', p.email); b.t('\', \''); b.L('phone_number', 'mobile', p.phone); b.t('\', \'');
    const iso = p.dob.toISOString().slice(0, 10); b.L('date_of_birth', 'date_of_birth', iso); b.t('\', \''); b.L('street_address', 'home_address', p.address.replace(/\n/g, ', ').replace(/'/g, '’')); b.t(i === n - 1 ? '\');\n' : '\'),\n');
  }
  return 'sql';
};
F.log = (ctx, b) => {
  const { r, kind } = ctx; const ts = () => P.negative(r, 'timestamp', ctx.loc);
  const n = r.int(4, 8); const p = ctx.p;
  for (let i = 0; i < n; i++) {
    b.put(ctx.withNeg ? ts() : '2025-01-01T00:00:00Z'); b.t(` ${r.pick(['INFO', 'INFO', 'WARN', 'DEBUG', 'ERROR'])} [${r.pick(['checkout', 'members-api', 'webhook', 'mailer', 'gate'])}] `);
    const k = r.int(0, 6);
    if (k === 0) { b.t('GET /api/v2/members/search?email='); b.put(lab('email', 'personal_email', p.email), 'url'); b.t('&phone='); b.put(lab('phone_number', 'mobile', p.phone), 'url'); b.t(' 200 '); b.t(`${r.int(3, 900)}ms ip=`); b.put(P.ip(r)); }
    else if (k === 1) { b.t('login ok user="'); b.L('person_name', 'full_name', p.full); b.t('" email='); b.L('email', 'personal_email', p.email); b.t(' ip='); b.put(P.ip(r, r.chance(0.3))); }
    else if (k === 2) { const [env, c] = secretCells(ctx, 1)[0]; b.t(`outbound call failed, config ${env}=`); b.put(c); }
    else if (k === 3) { b.t('Authorization: Bearer '); b.L('auth_token', 'jwt', S.SECRET_BY_TYPE.jwt[3](r)); }
    else if (k === 4 && kind.fields.includes('A')) { b.t('ipn payload: first_name='); b.put(lab('person_name', 'given_name', p.given), 'url'); b.t('&address_street='); b.put(lab('street_address', 'home_address', p.address.replace(/\n/g, ', ')), 'url'); b.t('&payer_email='); b.put(lab('email', 'personal_email', p.email), 'url'); }
    else if (k === 5) { b.t('sms sent to '); b.L('phone_number', 'mobile', p.phone); b.t(' ref='); b.put(ctx.withNeg ? P.negative(r, 'ticket_number', ctx.loc) : 'n/a'); }
    else { b.t('request_id='); b.put(ctx.withNeg ? P.negative(r, 'uuid', ctx.loc) : '-'); b.t(' client='); b.put(P.ip(r)); b.t(` ua="Mozilla/5.0" v=`); b.put(ctx.withNeg ? P.negative(r, 'version_string', ctx.loc) : '1'); }
    b.t('\n');
  }
  if (kind.fields.includes('CONN')) { const c = S.connString(r, 'db.internal'); b.t('Error: connect ECONNREFUSED while using '); b.L('connection_string', c.type, c.value); b.t('\n    at Pool.connect (node_modules/pg-pool/index.js:45:11)\n'); }
  return 'log';
};
F.config = (ctx, b) => {
  const { r, kind } = ctx; const sub = kind.fields[0];
  const items = [...secretCells(ctx, r.int(3, 6)), ...devNegCells(ctx, r.int(1, 3))];
  if (r.chance(0.4)) items.push(['ADMIN_EMAIL', r.chance(0.5) ? P.roleEmail(r, ctx.dom) : lab('email', 'personal_email', ctx.p.email)]);
  if (r.chance(0.4)) items.push(['BIND_ADDR', P.ip(r, true)]);
  const multi = (c) => c.lab && c.s.includes('\n');
  if (sub === 'env') { b.t(`# ${ctx.orgName.replace(/\n/g, ' ')} — ${r.pick(['production', 'staging'])}\n`); for (const [k, c] of items) { const q = multi(c); b.t(`${k}=`, q ? '"' : ''); b.put(c); b.t(q ? '"' : '', '\n'); } return 'env'; }
  if (sub === 'yaml' || sub === 'k8scm') {
    if (sub === 'k8scm') b.t(`apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${r.pick(['tickets', 'crm-sync', 'donations'])}-config\ndata:\n`); else b.t('app:\n  name: members\n  settings:\n');
    for (const [k, c] of items) { b.t(`    ${k.toLowerCase()}: "`); b.put(c, 'json'); b.t('"\n'); } return 'yaml';
  }
  if (sub === 'k8s') {
    b.t(`apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${r.pick(['ticketing', 'donor-portal', 'crm'])}-secrets\n  namespace: ${r.pick(['prod', 'default', 'events'])}\ntype: Opaque\ndata:\n`);
    const half = Math.ceil(items.length / 2);
    items.slice(0, half).forEach(([k, c]) => { b.t(`  ${k}: `); b.put(c, 'base64'); b.t('\n'); });
    b.t('stringData:\n'); items.slice(half).forEach(([k, c]) => { b.t(`  ${k}: "`); b.put(c, 'json'); b.t('"\n'); }); return 'yaml';
  }
  if (sub === 'compose') { b.t(`services:\n  api:\n    image: ghcr.io/${ctx.dom.split('.')[0]}/api:`); b.put(ctx.withNeg ? P.negative(r, 'version_string', ctx.loc) : 'latest'); b.t('\n    environment:\n'); for (const [k, c] of items) { b.t(`      - ${k}=`); b.put(c, multi(c) ? 'json' : undefined); b.t('\n'); } return 'yaml'; }
  if (sub === 'properties') { for (const [k, c] of items) { b.t(`${k.toLowerCase().replace(/_/g, '.')}=`); b.put(c, multi(c) ? 'json' : undefined); b.t('\n'); } return 'properties'; }
  for (const [k, c] of items) { b.t(`${k.toLowerCase()} = "`); b.put(c, 'json'); b.t('"\n'); } return 'hcl';
};
const CODE = {
  python: { c: '#', a: (k, v) => [`${k} = "`, v, '"\n'], rec: (o) => ['member = {\n', ...o.flatMap(([k, v]) => [`    "${k}": "`, v, '",\n']), '}\n'], head: 'import requests\n\n' },
  javascript: { c: '//', a: (k, v) => [`const ${k} = "`, v, '";\n'], rec: (o) => ['const member = {\n', ...o.flatMap(([k, v]) => [`  ${k}: "`, v, '",\n']), '};\n'], head: "import fetch from 'node-fetch';\n\n" },
  typescript: { c: '//', a: (k, v) => [`export const ${k}: string = "`, v, '";\n'], rec: (o) => ['const member: Member = {\n', ...o.flatMap(([k, v]) => [`  ${k}: "`, v, '",\n']), '};\n'], head: "import { Client } from './client';\n\n" },
  go: { c: '//', a: (k, v) => [`const ${k} = "`, v, '"\n'], rec: (o) => ['m := Member{\n', ...o.flatMap(([k, v]) => [`\t${k[0].toUpperCase() + k.slice(1)}: "`, v, '",\n']), '}\n'], head: 'package main\n\nimport "net/http"\n\n' },
  java: { c: '//', a: (k, v) => [`private static final String ${k} = "`, v, '";\n'], rec: (o) => ['Member m = Member.builder()\n', ...o.flatMap(([k, v]) => [`    .${k}("`, v, '")\n']), '    .build();\n'], head: 'package org.club.sync;\n\n' },
  ruby: { c: '#', a: (k, v) => [`${k} = "`, v, '"\n'], rec: (o) => ['member = {\n', ...o.flatMap(([k, v]) => [`  ${k}: "`, v, '",\n']), '}\n'], head: "require 'net/http'\n\n" },
  php: { c: '//', a: (k, v) => [`$${k.toLowerCase()} = "`, v, '";\n'], rec: (o) => ['$member = [\n', ...o.flatMap(([k, v]) => [`    '${k}' => "`, v, '",\n']), '];\n'], head: '<?php\n\n' },
  csharp: { c: '//', a: (k, v) => [`const string ${k} = "`, v, '";\n'], rec: (o) => ['var member = new Member {\n', ...o.flatMap(([k, v]) => [`    ${k[0].toUpperCase() + k.slice(1)} = "`, v, '",\n']), '};\n'], head: 'using System.Net.Http;\n\n' },
  kotlin: { c: '//', a: (k, v) => [`val ${k} = "`, v, '"\n'], rec: (o) => ['val member = Member(\n', ...o.flatMap(([k, v]) => [`    ${k} = "`, v, '",\n']), ')\n'], head: 'package org.club\n\n' },
  rust: { c: '//', a: (k, v) => [`const ${k}: &str = "`, v, '";\n'], rec: (o) => ['let member = Member {\n', ...o.flatMap(([k, v]) => [`    ${k}: "`, v, '".into(),\n']), '};\n'], head: 'use reqwest::Client;\n\n' },
  shell: { c: '#', a: (k, v) => [`export ${k}="`, v, '"\n'], rec: (o) => o.flatMap(([k, v]) => [`MEMBER_${k.toUpperCase()}="`, v, '"\n']), head: '#!/usr/bin/env bash\nset -euo pipefail\n\n' },
  curl: { c: '#', a: (k, v) => [`# ${k}\ncurl -s -H "Authorization: Bearer `, v, `" https://api.${'x'}/v1/ping\n`], rec: (o) => ['curl -X POST https://api.example.org/v1/members -d \'{', ...o.flatMap(([k, v], i) => [`${i ? ',' : ''}"${k}":"`, v, '"']), '}\'\n'], head: '' },
};
F.code = (ctx, b) => {
  const { r, kind } = ctx; const lang = CODE[kind.fields[0]];
  b.t(lang.head); b.t(`${lang.c} ${r.pick(['TODO: move to vault', 'sync members to CRM', 'ticketing webhook handler', 'donation gateway client'])}\n`);
  for (const [k, c] of [...secretCells(ctx, r.int(1, 3)), ...devNegCells(ctx, r.int(0, 2))]) for (const x of lang.a(k, c)) b.put(x, typeof x === 'object' ? 'json' : undefined);
  if (r.chance(0.7)) { const p = ctx.p; const o = [['name', lab('person_name', 'full_name', p.full)], ['email', lab('email', 'personal_email', p.email)], ['phone', lab('phone_number', 'mobile', p.phone)]]; if (r.chance(0.5)) o.push(['birthDate', lab('date_of_birth', 'date_of_birth', p.dob.toISOString().slice(0, 10))]); if (r.chance(0.4)) o.push(['iban', P.field(r, p, 'B')]); else if (r.chance(0.3)) o.push(['bankAccount', P.field(r, p, 'K')]); if (r.chance(0.25)) o.push(['taxId', P.field(r, p, 'T')]); if (r.chance(0.3)) o.push(['card', r.chance(0.5) ? lab('credit_card', 'test_card', r.pick(TEST_CARDS), true) : P.card(r, 0)]); b.t(`\n${lang.c} fixture\n`); for (const x of lang.rec(o)) b.put(x, typeof x === 'object' ? 'json' : undefined); }
  return 'code';
};
F.ci = (ctx, b) => {
  const { r, kind } = ctx; const gha = kind.fields[0] === 'gha';
  const ts = () => { b.put(ctx.withNeg ? P.negative(r, 'timestamp', ctx.loc) : ''); b.t(' '); };
  ts(); b.t(gha ? '##[group]Run ./scripts/deploy.sh\n' : `$ ./scripts/deploy.sh\n`);
  for (const [k, c] of secretCells(ctx, r.int(1, 3))) { ts(); b.t(`+ echo "${k}=`); b.put(c, c.s.includes('\n') ? 'json' : undefined); b.t('"\n'); }
  ts(); b.t(`${k2(r)}=***\n`);
  if (ctx.withNeg) { ts(); b.t('Commit: '); b.put(P.negative(r, 'hash', ctx.loc)); b.t(' version '); b.put(P.negative(r, 'version_string', ctx.loc)); b.t('\n'); ts(); b.t('STRIPE_KEY='); b.put(P.negative(r, r.pick(['placeholder_credential', 'example_key']), ctx.loc)); b.t('\n'); }
  if (r.chance(0.5)) { ts(); b.t('seeding test member '); b.L('email', 'personal_email', ctx.p.email); b.t(' from '); b.put(P.ip(r, true)); b.t('\n'); }
  ts(); b.t(gha ? '##[endgroup]\n' : 'Job succeeded\n'); return 'ci_log';
};
const k2 = (r) => r.pick(['NPM_TOKEN', 'GITHUB_TOKEN', 'AWS_SECRET_ACCESS_KEY']);
F.diff = (ctx, b) => {
  const { r } = ctx; const file = r.pick(['.env.production', 'config/secrets.yml', 'tests/fixtures/members.json']);
  b.t(`diff --git a/${file} b/${file}\nindex `); b.put(ctx.withNeg ? P.negative(r, 'hash', ctx.loc) : 'abc1234'); b.t(`..${r.hex(7)} 100644\n--- a/${file}\n+++ b/${file}\n@@ -1,3 +1,${r.int(5, 9)} @@\n APP_ENV=production\n`);
  for (const [k, c] of secretCells(ctx, r.int(1, 3)).filter(([, c]) => !c.s.includes('\n'))) { b.t(`+${k}=`); b.put(c); b.t('\n'); }
  for (const [k, c] of devNegCells(ctx, 1)) { b.t(`-${k}=`); b.put(c); b.t('\n'); }
  b.t('+SEED_MEMBER_NAME='); b.L('person_name', 'full_name', ctx.p.full); b.t('\n+SEED_MEMBER_EMAIL='); b.L('email', 'personal_email', ctx.p.email); b.t('\n');
  return 'diff';
};
F.alert = (ctx, b) => {
  const { r } = ctx; b.t(':rotating_light: *[prod] donation webhook failures* — '); b.put(ctx.withNeg ? P.negative(r, 'timestamp', ctx.loc) : 'now'); b.t('\nOn-call: @'); b.L('person_name', 'given_name', ctx.staff.given); b.t('\nFailing payload for '); b.L('email', 'personal_email', ctx.p.email); b.t(' from '); b.put(P.ip(r)); b.t('\nWebhook: '); const w = S.webhookUrl(r); b.L('webhook_url', w.type, w.value); b.t('\n'); return 'chat';
};
F.mdoc = (ctx, b) => {
  const { r } = ctx; const rb = ctx.kind.name === 'runbook';
  b.t(rb ? '# Runbook: rotate ticketing credentials\n\n' : '# Postmortem: member export exposed in logs\n\n', 'Owner: '); b.L('person_name', 'full_name', ctx.staff.full); b.t(' ('); b.L('email', 'work_email', `${ctx.staff.latinGiven.toLowerCase()}.${ctx.staff.latinFamily.toLowerCase()}@${ctx.dom}`); b.t(')\n\n## Details\n\n');
  if (ctx.withNeg) { b.t('- Incident: '); b.put(P.negative(r, 'uuid', ctx.loc)); b.t('\n- Deployed: '); b.put(P.negative(r, 'version_string', ctx.loc)); b.t('\n'); }
  b.t('- Affected member: '); b.L('person_name', 'full_name', ctx.p.full); b.t(', '); b.L('email', 'personal_email', ctx.p.email); b.t('\n\n```\n');
  for (const [k, c] of secretCells(ctx, r.int(1, 3))) { b.t(`${k}=`); b.put(c); b.t('\n'); }
  b.t('```\n\nUse a placeholder such as `'); b.put(P.negative(r, 'placeholder_credential', ctx.loc)); b.t('` in docs.\n'); return 'markdown';
};
// wrappers
const INNER = KINDS.filter((k) => ['form', 'letter', 'chat', 'note', 'table', 'log', 'config'].includes(k.fam));
F.prompt = (ctx, b) => {
  const { r } = ctx; const ik = r.pick(INNER); const inner = new Doc(); const ictx = { ...ctx, kind: ik };
  F[ik.fam](ictx, inner); ctx.inner = ik.name;
  b.t(r.pick(['You are the helpdesk assistant for ', 'System: you summarise member requests for ', 'Prompt: draft a polite reply on behalf of '])); b.put(nv(ctx, 'organisation_name', ctx.orgName, 'our ' + AREA_TITLE[ctx.kind.area])); b.t('.\n\nUser: ');
  b.t(r.pick(['Can you summarise this and tell me what to do next?', 'Please extract the key details into a table.', 'Translate this into English and flag anything urgent.'])); b.t('\n\n"""\n'); b.embed(inner); b.t('"""\n');
  return 'chat';
};
F.helpdesk = (ctx, b) => {
  const { r } = ctx; const ik = r.pick(INNER.filter((k) => k.fam !== 'config')); const inner = new Doc(); F[ik.fam]({ ...ctx, kind: ik }, inner); ctx.inner = ik.name;
  b.t('{"ticket":{"id":'); b.t(String(r.int(10000, 999999))); b.t(',"requester":{"name":"'); b.put(lab('person_name', 'full_name', ctx.p.full), 'json'); b.t('","email":"'); b.put(lab('email', 'personal_email', ctx.p.email), 'json'); b.t('"},"subject":"');
  b.t(ik.name.replace(/_/g, ' ')); b.t('","description":"'); b.embed(inner, r.chance(0.3) ? 'jsonascii' : 'json'); b.t('","tags":["'); b.t(ctx.kind.area); b.t('"]}}\n');
  return 'json';
};
export function buildDoc(r, kind, loc, V) {
  const ctx = ctxFor(r, kind, loc); ctx.V = V;
  const b = new Doc(); const rendering = F[kind.fam](ctx, b);
  const fin = b.finish();
  const dev = DEV_FAMS.has(kind.fam);
  return { rendering, language: dev ? 'en' : loc.lang, locale: dev ? ctx.ploc.code : loc.code, cross_border: dev ? false : ctx.cross, inner_kind: ctx.inner, ...fin };
}
