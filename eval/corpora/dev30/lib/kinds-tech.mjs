// Technical document kinds: configs, code, logs, messages. Comments carry the locale's language.
import { L, N, S } from './prng.mjs';
import * as SEC from './secrets.mjs';
const K = [];
const kind = (id, build, loc = 'all') => K.push({ id, build, loc, family: 'technical' });
const sec = (c, names) => c.secret(c.r.pick(names));
const SAAS = ['hubspot', 'slack_user', 'sentry_token', 'github_pat', 'bearer_opaque', 'stripe_secret', 'stripe_restricted', 'stripe_webhook_secret', 'twilio_auth_token', 'twilio_api_key', 'sendgrid', 'mailgun', 'mailchimp', 'postmark', 'slack_bot', 'google_api', 'google_oauth_secret', 'openai', 'anthropic', 'azure_openai', 'datadog', 'newrelic', 'sentry_token', 'pagerduty', 'square', 'braintree', 'okta', 'hubspot', 'vonage', 'firebase_fcm', 'adyen', 'zendesk', 'mistral', 'groq', 'huggingface', 'cloudflare', 'heroku', 'aws_access_key_id', 'aws_secret_access_key', 'azure_storage_key', 'linear', 'shopify', 'atlassian'];
const CI = ['github_pat', 'github_fine_grained', 'gitlab_pat', 'npm', 'pypi', 'docker', 'digitalocean', 'aws_access_key_id', 'slack_user', 'atlassian'];
const cm = (c, pfx = '#') => c.d.ln(pfx, ' ', c.V.cfg);

kind('telehealth_env_file', (c) => {
  const { r, d } = c; cm(c);
  d.ln('NODE_ENV=production'); d.ln('APP_URL=https://video.', r.pick(['medinova.health', 'carewell.app', 'teleclinic.io']));
  d.ln('DATABASE_URL=', c.conn());
  for (const n of r.sample(SAAS, r.int(3, 5))) { const s = c.secret(n); d.ln(s.env, '=', s.m); }
  if (r.chance(0.5)) { const k = SEC.privateKey(r, r.pick(['rsa', 'pkcs8', 'ec'])); d.ln('JWT_PRIVATE_KEY="', L(k.value.replace(/\n/g, '\\n'), 'private_key', k.type, { encoding: 'json_escaped' }), '"'); }
  d.ln('SESSION_SECRET=', L(r.b64(48), 'api_key', 'session_secret'));
  d.ln('SMTP_PASSWORD=', c.pw('random')); d.ln('ADMIN_EMAIL=', c.workEmail());
  if (r.chance(0.5)) d.ln('# example: STRIPE_SECRET_KEY=', c.placeholder());
  d.ln('ALERT_WEBHOOK=', c.hook());
  if (r.chance(0.3)) d.ln('CRYPTO_PAYOUT_ADDRESS=', c.wallet());
});
kind('portal_yaml_config', (c) => {
  const { r, d } = c; cm(c);
  d.ln('server:'); d.ln('  port: 8443'); d.ln('  bind: ', c.docIp());
  d.ln('database:'); d.ln('  host: ', c.privIp()); d.ln('  user: portal_rw'); d.ln('  password: "', c.pw(), '"');
  d.ln('integrations:');
  for (const n of r.sample(SAAS, r.int(2, 4))) { const s = c.secret(n); d.ln('  ', s.name, ':'); d.ln('    key: ', s.m); }
  d.ln('notifications:'); d.ln('  on_call_webhook: ', c.hook()); d.ln('  fallback_contact: ', c.workEmail());
  d.ln('support_hotline: "', c.hotline(), '"');
});
kind('k8s_secret', (c) => {
  const { r, d } = c; const pw = SEC.password(r); const cs = SEC.connString(r, 'ehr_app', pw, 'ehr-db.default.svc');
  d.ln('# ', c.V.cfg); d.ln('apiVersion: v1'); d.ln('kind: Secret'); d.ln('metadata:'); d.ln('  name: ', r.pick(['fhir-gateway', 'lims-bridge', 'rx-router']), '-secrets'); d.ln('type: Opaque'); d.ln('data:');
  d.ln('  DB_PASSWORD: ', L(Buffer.from(pw).toString('base64'), 'password', 'password', { encoding: 'base64' }));
  d.ln('  DATABASE_URL: ', L(Buffer.from(cs.value).toString('base64'), 'connection_string', cs.type, { encoding: 'base64' }));
  const s = sec(c, SAAS); d.ln('  ', s.env, ': ', L(Buffer.from(s.value).toString('base64'), s.category, s.type, { encoding: 'base64' }));
  { const k = SEC.privateKey(r, r.pick(['rsa', 'pkcs8', 'ec'])); d.ln('  tls.key: ', L(Buffer.from(k.value + '\n').toString('base64'), 'private_key', k.type, { encoding: 'base64' })); }
  d.ln('stringData:'); const s2 = sec(c, SAAS); d.ln('  ', s2.env, ': "', s2.m, '"');
  if (r.chance(0.5)) d.ln('  SLACK_WEBHOOK_URL: "', c.hook(), '"');
});
kind('ci_pipeline', (c) => {
  const { r, d } = c; cm(c);
  if (r.chance(0.5)) {
    d.ln('name: deploy-portal'); d.ln('on: [push]'); d.ln('jobs:'); d.ln('  build:'); d.ln('    runs-on: ubuntu-latest'); d.ln('    env:');
    for (const n of r.sample(CI, 2)) { const s = c.secret(n); d.ln('      ', s.env, ': ', s.m); }
    d.ln('      SENTRY_TOKEN: ${{ secrets.SENTRY_TOKEN }}'); d.ln('    steps:'); d.ln('      - uses: actions/checkout@', c.sha());
    d.ln('      - run: curl -X POST -d "build ok" ', c.hook());
    if (r.chance(0.8)) { d.ln('      # deploy key'); d.ln('      - run: |'); d.ln('          cat > ~/.ssh/id_ed25519 <<KEY'); d.ln(c.pkey('openssh')); d.ln('          KEY'); }
  } else {
    d.ln('stages: [test, deploy]'); d.ln('variables:'); for (const n of r.sample(CI, 2)) { const s = c.secret(n); d.ln('  ', s.env, ': "', s.m, '"'); }
    d.ln('deploy:'); d.ln('  script:'); d.ln('    - psql "', c.conn(undefined, undefined, 'postgres'), '" -f migrations/', c.version(), '.sql');
    d.ln('    - echo "', c.placeholder(), '"');
    if (r.chance(0.8)) { d.ln('  # SSH_PRIVATE_KEY (pasted by mistake):'); d.ln(c.pkey(r.pick(['rsa', 'openssh']))); }
  }
});
kind('docker_compose', (c) => {
  const { r, d } = c; cm(c); const pw = c.pw();
  d.ln('services:'); d.ln('  db:'); d.ln('    image: postgres:16'); d.ln('    environment:'); d.ln('      POSTGRES_USER: pharmacy'); d.ln('      POSTGRES_PASSWORD: ', pw);
  d.ln('  api:'); d.ln('    image: registry.example.com/rx-api:', c.version()); d.ln('    environment:'); d.ln('      - DATABASE_URL=', c.conn('pharmacy', 'db'));
  const s = sec(c, SAAS); d.ln('      - ', s.env, '=', s.m); d.ln('      - REDIS_URL=', c.conn('default', 'cache', 'redis'));
  if (r.chance(0.5)) d.ln('      - ALERT_WEBHOOK_URL=', c.hook());
  d.ln('  mirth:'); d.ln('    image: nextgenhealthcare/connect'); d.ln('    environment:'); d.ln('      - ADMIN_PASSWORD=', c.placeholder());
});
kind('terraform', (c) => {
  const { r, d } = c; cm(c);
  d.ln('provider "aws" {'); d.ln('  region     = "eu-west-2"'); const a = c.secret('aws_access_key_id'); const b = c.secret('aws_secret_access_key');
  d.ln('  access_key = "', a.m, '"'); d.ln('  secret_key = "', b.m, '"'); d.ln('}');
  d.ln('resource "aws_db_instance" "ehr" {'); d.ln('  username = "ehradmin"'); d.ln('  password = "', c.pw(), '"'); d.ln('  tags = { owner = "', c.workEmail(), '" }'); d.ln('}');
  d.ln('variable "dd_api_key" { default = "', c.secret('datadog').m, '" }');
  if (r.chance(0.8)) { d.ln('resource "tls_self_signed_cert" "portal" {'); d.ln('  private_key_pem = <<EOT'); d.ln(c.pkey(r.pick(['rsa', 'ec', 'pkcs8']))); d.ln('EOT'); d.ln('}'); }
});
kind('source_python', (c) => {
  const { r, d } = c; cm(c);
  d.ln('import psycopg2, requests'); d.ln(); d.ln('conn = psycopg2.connect("', c.conn(undefined, undefined, 'postgres'), '")');
  const s = sec(c, SAAS); d.ln(`${s.env} = "`, s.m, '"');
  d.ln('def notify(patient_id):'); d.ln('    requests.post("', c.hook(), '", json={"text": f"results ready for {patient_id}"})');
  d.ln('# TODO remove: test patient ', c.name(), ' ', c.natId());
});
kind('source_js', (c) => {
  const { r, d } = c; cm(c, '//');
  d.ln("const twilio = require('twilio');"); const s = c.secret('twilio_api_key'); const t = c.secret('twilio_auth_token');
  d.ln("const client = twilio('", s.m, "', '", t.m, "');");
  d.ln('await client.messages.create({ to: \'', c.phone(), '\', from: \'', c.hotline(), '\', body: \'Your appointment is confirmed\' });');
  const o = sec(c, ['openai', 'anthropic', 'mistral', 'groq']); d.ln('const llm = new Client({ apiKey: "', o.m, '" });');
  if (r.chance(0.5)) d.ln("await fetch('", c.hook(), "', { method: 'POST', body: JSON.stringify({ text: 'SMS sent' }) });");
  if (r.chance(0.3)) d.ln("// payment test: card ", c.card(), " belongs to a real patient, remove!");
});
kind('source_java', (c) => {
  const { r, d } = c; cm(c, '//');
  d.ln('public class LimsBridge {'); d.ln('  private static final String JDBC = "', c.conn(undefined, undefined, r.pick(['jdbc_pg', 'jdbc_mysql'])), '";');
  d.ln('  private static final String SMTP_PASS = "', c.pw(), '";'); const s = sec(c, SAAS); d.ln('  private static final String API_KEY = "', s.m, '";');
  d.ln('  // default admin hash: ', c.hash());
  if (r.chance(0.5)) { d.ln('  /* signing key - TODO move to the vault'); d.ln(c.pkey(r.pick(['rsa', 'pkcs8', 'ec']))); d.ln('  */'); }
  d.ln('}');
});
kind('source_csharp', (c) => {
  const { r, d } = c; cm(c, '//');
  d.ln('"ConnectionStrings": {'); d.ln('  "Ehr": "', c.conn(undefined, undefined, 'mssql'), '",'); d.ln('  "Blob": "', c.conn(undefined, undefined, 'azure_storage'), '"'); d.ln('},');
  const s = sec(c, SAAS); d.ln('"Vendor": { "Key": "', s.m, '" },'); d.ln('"Admin": { "User": "', c.workEmail(), '", "Password": "', c.pw(), '" }');
});
kind('source_php', (c) => {
  const { r, d } = c; cm(c, '//');
  d.ln('<?php'); d.ln("define('DB_HOST', '", c.privIp(), "');"); d.ln("define('DB_PASSWORD', '", c.pw(), "');");
  const s = c.secret('stripe_secret'); d.ln("\\Stripe\\Stripe::setApiKey('", s.m, "');"); d.ln("// test card: ", c.testCard());
});
kind('sql_dump_patients', (c) => {
  const { r, d } = c;
  d.ln('-- ', c.V.cfg); d.ln('INSERT INTO patients (mrn, full_name, dob, phone, email, national_id, address) VALUES');
  const n = r.int(2, 4);
  for (let i = 0; i < n; i++) { const p = c.person(); d.ln("  ('", c.mrn(), "', '", c.name(p), "', '", L(p.dobDate.toISOString().slice(0, 10), 'date_of_birth', 'dob'), "', '", c.phone(p), "', '", c.email(p), "', '", c.natId(p), "', '", c.addr(p), "')", i < n - 1 ? ',' : ';'); }
  d.ln("INSERT INTO users (login, password_hash) VALUES ('", c.workEmail(), "', '", c.hash(), "');");
});
kind('hl7_adt', (c) => {
  const { r, d } = c; const p = c.P; const ts = `2025${r.digits(2).replace(/^[2-9]/, '0')}1${r.int(0, 9)}${r.digits(4)}`;
  d.p('MSH|^~\\&|EPIC|', r.pick(['STMARY', 'KLINORD', 'CHULYON']), '|MIRTH|LIS|', N(ts, 'message_timestamp'), '||ADT^A01|', N(r.digits(10), 'message_control_id'), '|P|2.5.1\r');
  d.p('PID|1||', c.mrn(), '^^^MRN~', c.natId(), '^^^NI||', L(p.family, 'person_name', 'family_name'), '^', L(p.given, 'person_name', 'given_name'), '||', L(p.dobDate.toISOString().slice(0, 10).replace(/-/g, ''), 'date_of_birth', 'dob'), '|', p.sex.toUpperCase(), '|||', c.addr(), '||', c.phone(), '\r');
  d.p('PV1|1|I|', c.bed(), '||||', N(r.digits(6), 'provider_id'), '^', L(c.C.family, 'person_name', 'clinician_surname'), '^', L(c.C.given, 'person_name', 'given_name'), '\r');
  d.p('DG1|1||', c.icdCode(), '\r');
  if (r.chance(0.5)) d.p('IN1|1|', c.policyNo(), '|', c.memberNo(), '\r');
});
kind('fhir_patient_json', (c) => {
  const { r, d } = c; const p = c.P;
  const nm = p.family; const esc = JSON.stringify(nm).slice(1, -1); const asciiEsc = [...nm].map((ch) => ch.charCodeAt(0) > 127 ? '\\u' + ch.charCodeAt(0).toString(16).padStart(4, '0') : ch).join('');
  const useEsc = asciiEsc !== nm && r.chance(0.6);
  d.ln('{'); d.ln('  "resourceType": "Patient",'); d.ln('  "id": "', c.uuid(), '",');
  d.ln('  "identifier": [{"system": "urn:mrn", "value": "', c.mrn(), '"}, {"system": "urn:national", "value": "', c.natId(), '"}],');
  d.ln('  "name": [{"family": "', useEsc ? L(asciiEsc, 'person_name', 'family_name', { encoding: 'json_escaped' }) : L(esc, 'person_name', 'family_name'), '", "given": ["', L(p.given, 'person_name', 'given_name'), '"]}],');
  d.ln('  "birthDate": "', L(p.dobDate.toISOString().slice(0, 10), 'date_of_birth', 'dob'), '",');
  d.ln('  "telecom": [{"system": "phone", "value": "', c.phone(), '"}, {"system": "email", "value": "', c.email(), '"}],');
  d.ln('  "address": [{"text": "', c.addr(), '"}],');
  if (r.chance(0.4)) d.ln('  "extension": [{"url": "passport", "valueString": "', c.passport(), '"}],'); d.ln('  "meta": {"lastUpdated": "', c.date('last_updated'), '"}'); d.ln('}');
});
kind('gcp_service_account_json', (c) => {
  const { r, d } = c; const k = SEC.privateKey(r, 'pkcs8'); const esc = JSON.stringify(k.value).slice(1, -1);
  d.ln('{'); d.ln('  "type": "service_account",'); d.ln('  "project_id": "', r.pick(['telehealth-prod', 'ehr-analytics', 'rx-pipeline']), '-', r.digits(4), '",');
  d.ln('  "private_key_id": "', L(r.hex(40), 'api_key', 'gcp_private_key_id', { soft: true }), '",');
  d.ln('  "private_key": "', L(esc, 'private_key', 'pkcs8_private_key', { encoding: 'json_escaped' }), '",');
  d.ln('  "client_email": "', N(`etl@${r.lower(8)}.iam.gserviceaccount.com`, 'service_account_email'), '"'); d.ln('}');
});
kind('ssh_key_in_ticket', (c) => {
  const { r, d } = c;
  d.ln('Ticket: lab-instrument middleware cannot pull results from the analyser'); d.ln('Reporter: ', c.doc(), ' <', c.workEmail(), '>'); d.ln();
  d.ln('Here is the key the vendor gave us, maybe it is wrong?'); d.ln(c.pkey()); d.ln();
  d.ln('and the one from the old box:'); d.ln(c.pkey()); d.ln(); d.ln('Analyser ', c.serial(), ' at ', c.privIp(), ', firmware ', c.version());
});
kind('integration_engine_log', (c) => {
  const { r, d } = c;
  for (let i = 0; i < r.int(4, 7); i++) {
    const t = `2025-${r.int(10, 12)}-${r.int(10, 28)} ${r.int(10, 23)}:${r.int(10, 59)}:${r.int(10, 59)}`;
    const pick = r.int(0, 4);
    if (pick === 0) d.ln(t, ' INFO  [ADT-IN] msg ', N(r.digits(10), 'message_control_id'), ' patient=', c.mrn(), ' name="', c.name(c.person()), '"');
    else if (pick === 1) d.ln(t, ' WARN  [ORU-OUT] retry to ', c.ip(), ':2575 accession=', c.acc());
    else if (pick === 2) d.ln(t, ' ERROR [DB] connect failed: ', c.conn());
    else if (pick === 3) d.ln(t, ' DEBUG [AUTH] Authorization: Bearer ', c.secret('jwt').m);
    else if (r.chance(0.5)) d.ln(t, ' INFO  [ROUTER] channel=', N(r.uuid(), 'channel_id'), ' from ', c.docIp());
    else d.ln(t, ' WARN  [NOTIFY] webhook ', c.hook(), ' returned 410');
  }
});
kind('dicom_header_dump', (c) => {
  const { r, d } = c; const p = c.P;
  d.ln('(0008,0020) DA [', N(`2025${r.int(10, 12)}${r.int(10, 28)}`, 'study_date'), ']  StudyDate');
  d.ln('(0008,0050) SH [', c.acc(), ']  AccessionNumber'); d.ln('(0008,0080) LO [', c.eponymPlace(), ']  InstitutionName');
  d.ln('(0008,0090) PN [', L(`${c.C.family}^${c.C.given}`, 'person_name', 'dicom_person_name'), ']  ReferringPhysicianName');
  d.ln('(0010,0010) PN [', L(`${p.family}^${p.given}`, 'person_name', 'dicom_person_name'), ']  PatientName');
  d.ln('(0010,0020) LO [', c.mrn(), ']  PatientID'); d.ln('(0010,0030) DA [', L(p.dobDate.toISOString().slice(0, 10).replace(/-/g, ''), 'date_of_birth', 'dob'), ']  PatientBirthDate');
  d.ln('(0010,1040) LO [', c.addr(), ']  PatientAddress'); d.ln('(0018,1000) LO [', c.serial(), ']  DeviceSerialNumber');
  d.ln('(0020,000D) UI [', N(`1.2.840.${r.digits(5)}.${r.digits(8)}.${r.digits(6)}`, 'dicom_uid'), ']  StudyInstanceUID');
});
kind('portal_access_log', (c) => {
  const { r, d } = c;
  for (let i = 0; i < r.int(4, 7); i++) {
    const pick = r.int(0, 4); const ip = r.chance(0.25) ? c.docIp() : c.ip();
    if (pick === 0) d.ln(ip, ' - - [', N(`${r.int(10, 28)}/Nov/2025:${r.int(10, 23)}:${r.int(10, 59)}:${r.int(10, 59)} +0000`, 'log_timestamp'), '] "POST /api/login HTTP/1.1" 200 user=', c.email(c.person()));
    else if (pick === 1) d.ln(ip, ' "GET /api/patients/', c.mrn(), '/labs?access_token=', c.secret('bearer_opaque').m, ' HTTP/2" 200');
    else if (pick === 2) d.ln(ip, ' "POST /api/reset HTTP/1.1" 302 new_password=', c.pw(), '');
    else if (pick === 3) { if (r.chance(0.5)) d.ln(ip, ' "POST /api/payments HTTP/1.1" 402 card=', c.card(), ' req=', c.uuid()); else d.ln(ip, ' "GET /health HTTP/1.1" 200 req=', c.uuid()); }
    else d.ln(ip, ' "PATCH /api/profile HTTP/1.1" 200 phone=', c.phone(c.person()), ' dob=', c.dob(c.person()));
  }
});
kind('pos_ini_config', (c) => {
  const { r, d } = c; d.ln('; ', c.V.cfg);
  d.ln('[store]'); d.ln('id=', N(`ST${r.digits(4)}`, 'store_number')); d.ln('hotline=', c.hotline());
  d.ln('[payments]'); const s = sec(c, ['stripe_secret', 'square', 'braintree', 'adyen']); d.ln('gateway_key=', s.m); d.ln('test_card=', c.testCard());
  if (r.chance(0.6)) { d.ln('[alerts]'); d.ln('webhook=', c.hook()); }
  d.ln('[db]'); d.ln('connection=', c.conn()); d.ln('[admin]'); d.ln('user=manager'); d.ln('pass=', c.pw('leet'));
});
kind('lab_middleware_xml', (c) => {
  const { r, d } = c;
  d.ln('<?xml version="1.0"?>'); d.ln('<!-- ', c.V.cfg, ' -->'); d.ln('<middleware vendor="', r.pick(['Sysmex', 'Roche', 'Abbott']), '">');
  d.ln('  <analyser serial="', c.serial(), '" host="', c.privIp(), '"/>');
  d.ln('  <lis url="https://lis.internal/api" user="lisbridge" password="', c.pw(), '"/>');
  d.ln('  <database>', c.conn(), '</database>'); const s = sec(c, SAAS); d.ln('  <apiKey>', s.m, '</apiKey>');
  d.ln('  <alerts>', c.hook(), '</alerts>');
  if (r.chance(0.8)) d.ln('  <clientKey>', c.pkey(r.pick(['rsa', 'pkcs8', 'ec'])), '</clientKey>');
  d.ln('</middleware>');
});
kind('webhook_alerting_config', (c) => {
  const { r, d } = c; cm(c);
  d.ln('receivers:'); for (let i = 0; i < r.int(2, 3); i++) { d.ln('  - name: ', r.pick(['oncall-pharmacy', 'pacs-ops', 'portal-sre', 'lab-interfaces']), i); d.ln('    url: ', c.hook()); }
  const s = c.secret('pagerduty'); d.ln('  - name: pagerduty'); d.ln('    routing_key: ', s.m); d.ln('    email_to: ', c.workEmail());
});
kind('support_ticket_stacktrace', (c) => {
  const { r, d } = c;
  d.ln(`Ticket #${r.digits(6)} — e-prescription send fails`); d.ln('From: ', c.name(c.C), ' <', c.workEmail(), '>'); d.ln();
  d.ln('Stack trace:'); d.ln('psycopg2.OperationalError: could not connect: ', c.conn(undefined, undefined, 'postgres'));
  d.ln('  File "/srv/erx/send.py", line 88, in submit'); d.ln('    headers = {"Authorization": "Bearer ', c.secret('jwt').m, '"}');
  d.ln('Patient affected: ', c.name(), ' (', c.mrn(), ')'); d.ln('Request id ', c.uuid());
  if (r.chance(0.3)) { d.ln('Also attaching the sftp key from the server in case it helps:'); d.ln(c.pkey()); }
});
kind('eprescription_payload', (c) => {
  const { r, d } = c;
  d.ln('{"bundle": {"prescriber": {"name": "', c.doc(), '", "licence": "', c.licence(), '"},');
  d.ln(' "patient": {"name": "', c.name(), '", "birthDate": "', L(c.P.dobDate.toISOString().slice(0, 10), 'date_of_birth', 'dob'), '", "id": "', c.natId(), '"},');
  d.ln(' "medication": {"code": "', c.pzn(), '", "text": "', c.drug(), '", "dose": "', c.dose(), '"},');
  d.ln(' "pharmacy": {"phone": "', c.hotline(), '"}, "auth": "', c.secret('jwt').m, '"}}');
});
kind('basic_auth_curl', (c) => {
  const { r, d } = c; const u = r.pick(['fhir_sync', 'claims_bot', 'lims']); const pw = SEC.password(r);
  d.ln('# ', c.V.cfg); d.ln('curl -u ', u, ':', L(pw, 'password', 'password'), ' https://fhir.internal/R4/Patient?identifier=', c.mrn());
  d.ln('curl -H "Authorization: Basic ', L(Buffer.from(`${u}:${SEC.password(r)}`).toString('base64'), 'auth_token', 'basic_auth', { encoding: 'base64' }), '" https://claims.internal/api');
  d.ln('mysql -h ', c.privIp(), ' -u root --password=', c.pw(), ' ehr'); d.ln('export PGPASSWORD=', c.pw());
});

export const TECH_KINDS = K;
