// Technical kinds: configs, code, logs, CI files.
import { soft, L, N, ALNUM } from './core.mjs';
import { K } from './kinds_docs.mjs';
const def = (name, w, fn, opt = {}) => { K[name] = { name, w, fn, ...opt }; };
const slug = (s) => s.toLowerCase().replace(/[^a-z]/g, '');

def('dotenv_file', 1.6, (c, d) => {
  const { r, V } = c;
  d.add('# ', V.cfg, '\nNODE_ENV=production\nAPP_NAME=', slug(c.co()), '-billing\n');
  const lines = r.shuffle([
    () => ['DATABASE_URL=', c.conn(r.pick(['postgres', 'mysql', 'mongo']))],
    () => ['REDIS_URL=', c.conn('redis')],
    () => ['STRIPE_SECRET_KEY=', c.api(r.pick(['stripe', 'stripe_rk']))],
    () => ['STRIPE_PUBLISHABLE_KEY=', N('publishable_key', 'pk_live_' + r.str(ALNUM, 24))],
    () => ['TWILIO_ACCOUNT_SID=', N('account_sid', 'AC' + r.hex(32)), '\nTWILIO_API_KEY=', c.api('twilio'), '\nTWILIO_API_SECRET=', L('api_key', 'twilio_api_secret', r.str(ALNUM, 32))],
    () => ['SENDGRID_API_KEY=', c.api('sendgrid')],
    () => ['SMTP_PASSWORD=', r.chance(0.5) ? c.pw() : c.ph()],
    () => ['AWS_ACCESS_KEY_ID=', c.api('aws'), '\nAWS_SECRET_ACCESS_KEY=', c.api('aws_secret')],
    () => ['SLACK_WEBHOOK_URL=', c.hook('slack')],
    () => ['JWT_SIGNING_SECRET=', L('password', 'signing_secret', r.str(ALNUM, 48))],
    () => ['GOOGLE_MAPS_KEY=', c.api('google')],
    () => ['OPENAI_API_KEY=', r.chance(0.7) ? c.api('openai') : c.ph()],
    () => ['DB_PASSWORD=', c.ph()],
    () => ['SUPPORT_CONTACT=', c.roleEmail()],
    () => ['ADMIN_EMAIL=', c.workEmail(c.person())],
  ]).slice(0, r.int(4, 8));
  for (const f of lines) d.add(f(), '\n');
});
def('billing_config_yaml', 1.4, (c, d) => {
  const { r, V } = c;
  d.add('# ', V.cfg, '\nservice: ', slug(c.co()), '-billing\nenv: prod\ndatabase:\n  url: "', c.conn(r.pick(['postgres', 'mysql'])), '"\n  pool: ', r.int(5, 40), '\n');
  d.add('payments:\n  provider: stripe\n  secret_key: ', c.api(r.pick(['stripe', 'stripe_rk'])), '\n  webhook_secret: ', L('api_key', 'stripe_webhook_secret', 'whsec_' + r.str(ALNUM, 32)), '\n');
  d.add('smtp:\n  host: smtp.', slug(c.co()), '.net\n  user: ', c.roleEmail(), '\n  password: ', r.chance(0.6) ? ['"', c.pw(), '"'] : c.ph(), '\n');
  if (r.chance(0.6)) d.add('alerts:\n  slack: ', c.hook(), '\n');
  d.add('tariff_version: ', c.ver(), '\n');
});
def('network_device_config', 1.3, (c, d) => {
  const { r, V } = c;
  d.add('! ', r.pick(['BNG', 'CPE', 'edge', 'OLT']), '-', r.pick(['lon', 'fra', 'par', 'mad', 'waw']), r.int(1, 9), ' running-config\nhostname ', r.pick(['bras', 'olt', 'pe', 'cpe']), r.digits(3), '\n');
  d.add('enable secret 5 ', N('password_hash', '$1$' + r.str(ALNUM, 4) + '$' + r.str(ALNUM + './', 22)), '\n');
  d.add('username ', r.pick(['noc', 'admin', 'fieldeng']), ' privilege 15 password 0 ', c.pw(), '\n');
  d.add('snmp-server community ', L('password', 'snmp_community', r.pick(['Nms', 'mon', 'ro']) + r.str(ALNUM, r.int(8, 14))), ' RO\n');
  d.add('radius-server host ', c.pip(), ' key 7 ', N('password_hash', r.hex(20).toUpperCase()), '\n');
  d.add('interface GigabitEthernet0/', r.int(0, 3), '\n description uplink to ', c.docip(), '\n ip address ', c.ip(), ' ', N('netmask', '255.255.255.252'), '\n!\ninterface Dialer1\n ppp chap hostname ', c.email(c.person()), '\n ppp chap password 0 ', c.pw(), '\n');
  if (r.chance(0.4)) d.add('ipv6 address ', c.ip6(), '/64\n');
  d.add('ntp server ', c.docip(), '\nend\n');
});
def('router_tr069_provisioning', 1, (c, d) => {
  const { r, V } = c; const p = c.person();
  d.add('<?xml version="1.0"?>\n<cwmp:SetParameterValues>\n  <Param name="ManagementServer.URL">https://acs.', slug(c.co()), '.net:7547/</Param>\n  <Param name="ManagementServer.Password">', c.pw(), '</Param>\n');
  d.add('  <Param name="WANPPPConnection.Username">', c.email(p), '</Param>\n  <Param name="WANPPPConnection.Password">', c.pw(), '</Param>\n  <Param name="WLANConfiguration.1.KeyPassphrase">', c.pw('wifi'), '</Param>\n');
  d.add('  <Param name="DeviceInfo.SerialNumber">', N('device_serial', r.str('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 12)), '</Param>\n  <Param name="WANIPConnection.ExternalIPAddress">', c.ip(), '</Param>\n</cwmp:SetParameterValues>\n');
});
def('ci_pipeline_yaml', 1.3, (c, d) => {
  const { r, V } = c;
  if (r.chance(0.5)) {
    d.add('name: deploy-meter-api\non: [push]\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      DB_PASSWORD: ', N('placeholder', '${{ secrets.DB_PASSWORD }}'), '\n      REGISTRY_TOKEN: ', c.api(r.pick(['github', 'github_fg', 'npm'])), '\n    steps:\n      - uses: actions/checkout@', c.sha(40), '\n      - run: ./deploy.sh --api-key ', c.api(r.pick(['datadog', 'google', 'hf'])), '\n');
  } else {
    d.add('stages: [test, deploy]\nvariables:\n  GITLAB_TOKEN: "', c.api('gitlab'), '"\n  DOCKER_AUTH: "', c.ph(), '"\ndeploy:\n  script:\n    - export AWS_ACCESS_KEY_ID=', c.api('aws'), '\n    - export AWS_SECRET_ACCESS_KEY=', c.api('aws_secret'), '\n    - curl -X POST ', c.hook(r.pick(['slack', 'teams', 'discord'])), ' -d "{\\"text\\":\\"deployed\\"}"\n');
  }
});
def('docker_compose', 1.1, (c, d) => {
  const { r, V } = c;
  d.add('services:\n  db:\n    image: postgres@sha256:', c.sha(64), '\n    environment:\n      POSTGRES_USER: billing\n      POSTGRES_PASSWORD: ', c.pw(), '\n  api:\n    image: ', slug(c.co()), '/tenant-portal:', c.ver(), '\n    environment:\n      - DATABASE_URL=', c.conn('postgres'), '\n      - MAPBOX_TOKEN=', c.api('mapbox_sk'), '\n      - SESSION_SECRET=', r.chance(0.5) ? c.ph() : L('password', 'session_secret', r.str(ALNUM, 40)), '\n');
});
def('k8s_secret', 1.1, (c, d) => {
  const { r, V } = c;
  const pw = c.pw().value;
  d.add('apiVersion: v1\nkind: Secret\nmetadata:\n  name: meter-ingest\n  uid: ', c.uuid(), '\ntype: Opaque\nstringData:\n  MQTT_URL: ', L('connection_string', 'mqtt_uri', `mqtts://gw${r.int(1, 99)}:${c.pw('wifi').value}@broker.${slug(c.co())}.net:8883`), '\n  API_TOKEN: ', c.tok(r.pick(['jwt', 'opaque'])), '\ndata:\n  DB_PASSWORD: ', soft(L('password', 'password', Buffer.from(pw).toString('base64'), { encoding: 'base64' })), '\n');
  if (r.chance(0.7)) d.add('---\nkind: Secret\ntype: kubernetes.io/tls\nstringData:\n  tls.key: |\n    ', L('private_key', 'tls_private_key', c.pem(r.pick(['ec', 'rsa'])).value.replace(/\n/g, '\n    ')), '\n');
});
def('python_script', 1.3, (c, d) => {
  const { r, V } = c;
  d.add('# ', V.cfg, '\nimport requests\n\nAPI_KEY = "', c.api(r.pick(['sendgrid', 'mailgun', 'google', 'openai', 'anthropic'])), '"\nDB_URI = "', c.conn(), '"\n\ndef push_reading(mpan, kwh):\n    return requests.post(\n        "https://api.', slug(c.co()), '.net/v1/readings",\n        headers={"Authorization": "Bearer ', c.tok('jwt'), '"},\n        json={"mpan": mpan, "kwh": kwh},\n    )\n\n# test: push_reading("', c.mpan(), '", 4211)\n');
});
def('js_module', 1.2, (c, d) => {
  const { r, V } = c;
  d.add('// tenant-portal/config.js\nexport default {\n  stripeKey: \'', c.api(r.pick(['stripe', 'square'])), '\',\n  slackWebhook: \'', c.hook(), '\',\n  adminPassword: process.env.ADMIN_PASSWORD || \'', c.pw(), '\',\n  supportEmail: \'', c.roleEmail(), '\',\n  sentryDsn: \'https://', N('public_dsn_key', r.hex(32)), '@o', r.digits(6), '.ingest.sentry.io/', r.digits(7), '\',\n};\n');
});
def('java_properties', 1.1, (c, d) => {
  const { r, V } = c;
  d.add('# ', V.cfg, '\nspring.datasource.url=jdbc:postgresql://', c.docip(), ':5432/cdr\nspring.datasource.username=cdr_reader\nspring.datasource.password=', c.pw(), '\nspring.mail.password=', c.ph(), '\nbilling.hubspot.token=', L('api_key', 'hubspot_private_app_token', 'pat-' + r.pick(['na1', 'eu1']) + '-' + c.uuid().value), '\nbilling.sftp.url=', c.conn('sftp'), '\n');
});
def('go_code', 1, (c, d) => {
  const { r, V } = c;
  d.add('package smartmeter\n\nconst (\n\tbrokerURL = "', L('connection_string', 'mqtt_uri', `tcp://ingest:${c.pw('strong').value.replace(/[@:/]/g, 'x')}@mqtt.${slug(c.co())}.net:1883`), '"\n\tdefaultToken = "', c.tok(r.pick(['opaque', 'jwt'])), '"\n\ttestIP = "', c.docip(), '"\n)\n\nvar fallbackKey = os.Getenv("GRID_API_KEY") // e.g. ', c.ph(), '\nvar ghToken = "', c.api('github'), '"\n');
});
def('appsettings_json', 1.2, (c, d) => {
  const { r, V } = c;
  d.add('{\n  "ConnectionStrings": {\n    "Billing": "', c.conn('mssql'), '",\n    "Blob": "', c.conn('azure_storage'), '"\n  },\n  "Twilio": { "AccountSid": "', N('account_sid', 'AC' + r.hex(32)), '", "AuthToken": "', L('auth_token', 'twilio_auth_token', r.hex(32)), '" },\n  "Support": { "From": "', c.roleEmail(), '", "Escalation": "', c.workEmail(c.person()), '" }\n}\n');
});
def('php_config', 1, (c, d) => {
  const { r, V } = c;
  d.add("<?php\n// rent portal\ndefine('DB_HOST', 'localhost');\ndefine('DB_PASSWORD', '", c.pw(), "');\n$config['mail_api_key'] = '", c.api(r.pick(['mailgun', 'sendgrid'])), "';\n$config['test_card'] = '", c.testcard(), "';\n$config['webhook'] = '", c.hook(r.pick(['discord', 'zapier', 'gchat'])), "';\n");
});
def('ini_config', 1, (c, d) => {
  const { r, V } = c;
  d.add('; ', V.cfg, '\n[database]\nhost = ', c.pip(), '\nuser = meter_rw\npassword = ', c.pw(), '\n\n[radius]\nsecret = ', L('password', 'radius_shared_secret', r.str(ALNUM, 20)), '\n\n[portal]\nadmin_password = ', c.ph(), '\nbuild = ', c.sha(40), '\n');
});
def('toml_config', 1, (c, d) => {
  const { r, V } = c;
  d.add('[server]\nbind = "', c.docip(), '"\n\n[smtp]\nusername = "', c.roleEmail(), '"\npassword = "', c.pw(), '"\n\n[upstream]\ntoken = "', c.tok(r.pick(['gho', 'ghs', 'slack_bot', 'opaque'])), '"\nqueue = "', c.conn('amqp'), '"\n');
});
def('shell_script', 1.3, (c, d) => {
  const { r, V } = c;
  d.add('set -euo pipefail\nexport PGPASSWORD=\'', c.pw(), '\'\npsql -h ', c.pip(), ' -U billing -c "select count(*) from invoices"\n');
  d.add('curl -s -H "Authorization: Bearer ', c.tok(r.pick(['jwt', 'opaque', 'slack_bot'])), '" https://api.', slug(c.co()), '.net/v2/tickets\n');
  d.add('curl -u ', r.pick(['ops', 'meter-sync', 'noc']), ':', c.pw(), ' https://files.', slug(c.co()), '.net/export.csv -o /tmp/export.csv\n');
  if (r.chance(0.5)) d.add('mysql -u root -p\'', c.pw(), '\' cdr < load.sql\n'); else d.add('# password from vault: ', c.ph(), '\n');
});
def('http_request_log', 1.3, (c, d) => {
  const { r, V } = c; const p = c.person();
  d.add('POST /api/v1/customers/', c.acct(), '/contact HTTP/1.1\nHost: selfcare.', slug(c.co()), '.net\nAuthorization: Bearer ', c.tok(r.pick(['jwt', 'jwt', 'opaque'])), '\n');
  if (r.chance(0.5)) d.add('X-Api-Key: ', c.api(r.pick(['google', 'datadog', 'hf', 'shopify'])), '\n');
  d.add('Cookie: sid=', c.tok('session'), '; theme=dark\nX-Forwarded-For: ', r.chance(0.7) ? c.ip() : c.ip6(), ', ', c.pip(), '\nX-Request-Id: ', c.uuid(), '\n\n{"email":"', c.email(p), '","phone":"', c.phone(true), '"}\n');
});
def('terraform_tfvars', 1, (c, d) => {
  const { r, V } = c;
  d.add('region           = "eu-west-1"\ndb_password      = "', c.pw(), '"\ndatadog_api_key  = "', c.api('datadog'), '"\npagerduty_token  = "', L('api_key', 'pagerduty_api_key', 'u+' + r.str(ALNUM + '_-', 18)), '"\nadmin_cidr       = "', soft(L('ip_address', 'ipv4_network', c.ip().value.replace(/\.\d+$/, '.0') + '/24')), '"\nbackup_bucket    = "meter-backups-', r.hex(6), '"\n');
});
def('gcp_service_account_json', 1.4, (c, d) => {
  const { r, V } = c; const proj = slug(c.co()) + '-' + r.pick(['prod', 'meter', 'crm']) + '-' + r.digits(4);
  d.add('{\n  "type": "service_account",\n  "project_id": "', proj, '",\n  "private_key_id": "', N('key_id', r.hex(40)), '",\n  "private_key": "', c.pemJson('pkcs8'), '",\n  "client_email": "', soft(L('email', 'service_account', `${r.pick(['billing-export', 'meter-ingest', 'crm-sync'])}@${proj}.iam.gserviceaccount.com`)), '",\n  "client_id": "', N('client_id', r.ndigits(21)), '",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}\n');
});
def('ssh_key_ticket', 1.5, (c, d) => {
  const { V, r } = c; const p = c.person();
  d.add(V.ticket, ' ', c.ticket(), ' — ', r.pick(['cannot reach meter gateway', 'deploy key for field app', 'bastion access']), '\n', c.name(p), c.tr({ en: ' wrote:', de: ' schrieb:', fr: ' a écrit :', es: ' escribió:', it: ' ha scritto:' }, ':'), '\n', c.tr({ en: ['here is the key from the jump host, pls add it:', 'key attached below'], de: 'Schlüssel vom Gateway:', fr: 'voici la clé :', es: 'aquí va la clave:', it: 'ecco la chiave:', pl: 'klucz poniżej:', nl: 'hier is de sleutel:' }, '>>'), '\n\n', c.pem(r.pick(['openssh', 'rsa', 'ec', 'pkcs8'])), '\n\npublic part: ', c.pubkey(), '\n');
});
def('alerting_webhooks', 1.1, (c, d) => {
  const { r, V } = c;
  if (r.chance(0.5)) d.add('{\n  "receivers": [\n    {"name": "noc", "url": "', c.hook(), '"},\n    {"name": "field-ops", "url": "', c.hook(), '"},\n    {"name": "docs", "url": "https://hooks.example.com/services/', c.ph(), '"}\n  ]\n}\n');
  else d.add('receivers:\n  - name: outage\n    slack_configs:\n      - api_url: ', c.hook('slack'), '\n  - name: billing\n    webhook_configs:\n      - url: ', c.hook(r.pick(['teams', 'discord', 'gchat', 'zapier'])), '\n');
});
def('smart_meter_json', 1.2, (c, d) => {
  const { r, V } = c; const p = c.person();
  d.add('{\n  "device_id": "', c.uuid(), '",\n  "mpxn": "', c.mpoint(), '",\n  "comms_hub_imei": "', c.imei(), '",\n  "customer": {"name": "', c.name(p), '", "address": "', c.addr(), '"},\n  "gateway_ip": "', r.chance(0.5) ? c.pip() : c.ip(), '",\n  "readings": [\n');
  for (let i = 0, n = r.int(2, 4); i < n; i++) d.add('    {"ts": "', c.ts(), '", "kwh": ', (r.int(10, 9999) / 10).toFixed(1), '}', i < n - 1 ? ',' : '', '\n');
  d.add('  ]\n}\n');
});
def('field_tech_app_log', 1.3, (c, d) => {
  const { r, V } = c; const p = c.person(), t = c.person();
  d.add(c.tsv(), ' INFO  job.assign job=', c.ticket(), ' tech="', c.name(t), '" device=', c.uuid(), '\n');
  d.add(c.tsv(), ' DEBUG http GET https://api.', slug(c.co()), '.net/jobs?access_token=', c.tok('jwt'), ' 200\n');
  d.add(c.tsv(), ' INFO  customer.contact name="', c.name(p), '" phone=', c.phone(true), ' addr="', c.addr(), '"\n');
  d.add(c.tsv(), ' WARN  gps.fix client_ip=', c.ip(), ' app=', c.ver(), '\n');
});
def('xml_billing_export', 1.1, (c, d) => {
  const { r, V } = c;
  d.add('<?xml version="1.0" encoding="UTF-8"?>\n<BillingExport generated="', c.ts(), '">\n');
  for (let i = 0, n = r.int(1, 3); i < n; i++) { const p = c.person(); d.add('  <Customer id="', c.acct(), '">\n    <Name>', c.name(p), '</Name>\n    <Email>', c.email(p), '</Email>\n    <Address>', c.addr(), '</Address>\n    <Iban>', c.iban(false), '</Iban>\n    <Meter serial="', c.meter(), '"/>\n  </Customer>\n'); }
  d.add('</BillingExport>\n');
});
def('sql_dump', 1.1, (c, d) => {
  const { r, V } = c;
  d.add('-- dump of tenants table\nINSERT INTO tenants (id, full_name, email, phone, dob, national_id) VALUES\n');
  for (let i = 0, n = r.int(2, 4); i < n; i++) { const p = c.person(); d.add("  (", r.int(100, 99999), ", '", c.name(p), "', '", c.email(p), "', '", c.phone(), "', '", c.dob(p, 'iso'), "', '", c.nid(p), "')", i < n - 1 ? ',' : ';', '\n'); }
});
def('radius_syslog', 1.1, (c, d) => {
  const { r, V } = c;
  for (let i = 0, n = r.int(3, 6); i < n; i++) { const p = c.person(); d.add(c.tsv(), ' radiusd[', r.int(1000, 30000), ']: ', r.pick(['Login OK', 'Login incorrect', 'Accounting-Start']), ': [', c.email(p), '] (from client ', c.pip(), ' port ', r.int(1, 4096), ' cli ', c.mac(), ') framed=', c.ip(), '\n'); }
});
def('app_crash_log', 1, (c, d) => {
  const { r, V } = c; const p = c.person();
  d.add('Exception in thread "sync-worker" java.lang.IllegalStateException: duplicate customer ', c.email(p), '\n\tat com.', slug(c.co()), '.crm.Sync.upsert(Sync.java:', r.int(40, 400), ')\n\tat com.', slug(c.co()), '.crm.Sync.run(Sync.java:', r.int(40, 400), ')\nCaused by: request https://crm.', slug(c.co()), '.net/api?apikey=', c.api(r.pick(['google', 'datadog', 'hf', 'sendgrid'])), ' failed (trace ', c.uuid(), ')\n');
});
def('mqtt_intercom_config', 1, (c, d) => {
  const { r, V } = c;
  d.add('# building intercom / access controller\nmqtt:\n  url: ', L('connection_string', 'mqtt_uri', `mqtts://door-${r.digits(3)}:${c.pw('wifi').value}@iot.${slug(c.co())}.net:8883`), '\n  client_id: ', c.uuid(), '\ndevice_key: |\n  ', L('private_key', 'ec_private_key', c.pem('ec').value.replace(/\n/g, '\n  ')), '\nadmin_pin: ', soft(L('password', 'admin_pin', r.digits(6))), '\n');
});
def('deploy_log', 1.1, (c, d) => {
  const { r, V } = c;
  d.add(c.ts(), ' deploy started by ci (commit ', c.sha(40), ')\n', c.ts(), ' pulled image sha256:', c.sha(64), '\n', c.ts(), ' release ', c.uuid(), ' version ', c.ver(), '\n', c.ts(), ' healthcheck ', c.docip(), ' OK, token=', c.ph(), '\n');
}, { decoy: true });
