// Developer-side kinds: configs, logs, exports, code, CI, diffs, incident docs, chat alerts.
import { P, S, NEG } from './ctx.mjs';
const host = (r) => r.pick(['dms-api.dealernet.example', 'api.fleetsync.io', 'telematics.eu-west.example.com', 'booking.rentacar.example', 'charge.evnet.example', 'erp.plant3.example', 'portal.agri-coop.example', 'payroll.buildco.example']);
const svc = (r) => r.pick(['dms-sync', 'telematics-ingest', 'warranty-api', 'booking-service', 'payroll-export', 'charging-backend', 'subsidy-portal', 'supplier-portal', 'roadside-dispatch', 'parts-catalog']);
const lvl = (r) => r.pick(['INFO', 'WARN', 'DEBUG', 'ERROR']);
function ts(c) { c.neg('timestamp'); }
function jsonPerson(c, p, keys, ind = '  ') {
  const m = c.d.mode; c.d.mode = 'json';
  const parts = [];
  const map = { name: ['"customer_name": "', () => c.name(p)], email: ['"email": "', () => c.email(p)], phone: ['"phone": "', () => c.phone(p)], dob: ['"date_of_birth": "', () => c.dob(p, { iso: true })], address: ['"address": "', () => c.addr(p)], iban: ['"iban": "', () => c.iban(p)], nid: ['"national_id": "', () => c.nid(p)], tax: ['"tax_id": "', () => c.tax(p)], card: ['"card_number": "', () => c.card(p)], ip: ['"client_ip": "', () => c.ip()], wallet: ['"payout_wallet": "', () => c.wallet()], passport: ['"passport_no": "', () => c.passport(p)] };
  keys.forEach((k, i) => { c.t(ind + map[k][0]); map[k][1](); c.t('"' + (i < keys.length - 1 ? ',' : '') + '\n'); });
  c.d.mode = m;
}
const pick = (r, arr, n) => r.sample(arr, n);
const PF = ['name', 'email', 'phone', 'dob', 'address', 'iban', 'nid', 'tax', 'card', 'ip', 'passport', 'wallet'];

export const DEV = {
  env_file: (c) => {
    const r = c.r; c.rendering = 'config';
    c.t(`# ${svc(r)} — ${r.pick(['production', 'staging', 'local'])} environment\nNODE_ENV=production\nPORT=${r.int(3000, 9000)}\nDATABASE_URL=`); c.conn(); c.t('\n');
    for (let i = 0; i < r.int(2, 5); i++) { const x = S.token(r); c.t(`${x.env}=`); c.d.v(x.category, x.type, x.value); c.t('\n'); }
    if (r.chance(0.6)) { c.t('SMTP_PASSWORD='); c.pw(); c.t('\n'); }
    if (r.chance(0.85)) { c.t('ALERT_WEBHOOK_URL='); c.hook(); c.t('\n'); }
    if (r.chance(0.6)) { c.t('REDIS_URL='); c.conn(); c.t('\n'); }
    if (r.chance(0.4)) { c.t('SERVICE_ACCOUNT_TOKEN='); c.tok((v) => v[2] === 'auth_token'); c.t('\n'); }
    if (r.chance(0.4)) { c.t('JWT_PRIVATE_KEY="'); c.pkey({ kind: r.pick(['rsa_pkcs1', 'pkcs8', 'ec']), encoding: 'json_escaped' }); c.t('"\n'); }
    if (r.chance(0.5)) { c.t('# example from docs, not real\nAWS_ACCESS_KEY_ID_EXAMPLE='); c.d.n('placeholder_key', 'AKIAIOSFODNN7EXAMPLE'); c.t('\n'); }
    c.t(`APP_VERSION=`); c.neg('version'); c.t(`\nSUPPORT_CONTACT=`); const p = c.person(); c.email(p, { work: 'dealernet.example' }); c.t('\n');
  },
  yaml_config: (c) => {
    const r = c.r; c.rendering = 'config';
    c.t(`spring:\n  application:\n    name: ${svc(r)}\n  datasource:\n    url: jdbc:postgresql://db.internal:5432/dms\n    username: dms_app\n    password: "`); c.pw(); c.t(`"\n  rabbitmq:\n    uri: `); c.conn(); c.t(`\nintegrations:\n  payments:\n    api-key: `); c.tok((v) => ['Stripe', 'Adyen', 'Mollie', 'Klarna', 'PayPal'].includes(v[0])); c.t(`\n  maps:\n    key: `); c.tok('google_api_key'); c.t(`\n  notify:\n    slack: `); c.hook(); if (r.chance(0.5)) { c.t('\n  jwt-signing-key: "'); c.pkey({ kind: r.pick(['rsa_pkcs1', 'pkcs8', 'ec']), encoding: 'json_escaped' }); c.t('"'); }
    c.t(`\nbuild:\n  commit: `); c.neg('git_sha'); c.t(`\n  version: `); c.neg('version'); c.t('\n');
  },
  k8s_secret: (c) => {
    const r = c.r; c.rendering = 'config';
    c.t(`apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${svc(r)}-secrets\n  namespace: ${r.pick(['prod', 'fleet', 'dealer', 'payments'])}\n  uid: `); c.neg('uuid'); c.t(`\ntype: Opaque\ndata:\n  DB_PASSWORD: `); c.pw({ encoding: 'base64' }); c.t('\n  API_TOKEN: ');
    const x = S.token(r); c.d.v(x.category, x.type, x.value, { encoding: 'base64' }); c.t('\n');
    if (r.chance(0.85)) { c.t('  DATABASE_URL: '); const cs = S.connString(r); c.d.v('connection_string', cs.type, cs.value, { encoding: 'base64' }); c.t('\n'); }
    c.t('stringData:\n  SENTRY_DSN: https://'); c.neg('md5'); c.t(`@o${r.digits(6)}.ingest.sentry.io/${r.digits(7)}\n`);
    if (r.chance(0.8)) { c.t('  tls.key: |\n'); const k = S.privateKey(r, r.pick(['rsa_pkcs1', 'ec', 'pkcs8'])); c.t('    '); const ind = k.value.split('\n').join('\n    '); const start = c.d.text.length; c.t(ind); c.d.labels.push({ start, end: c.d.text.length, category: 'private_key', type: k.type, value: c.d.text.slice(start) }); c.t('\n'); }
  },
  k8s_deployment: (c) => {
    const r = c.r; c.rendering = 'config';
    c.t(`apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ${svc(r)}\nspec:\n  replicas: ${r.int(1, 6)}\n  template:\n    spec:\n      containers:\n        - name: app\n          image: registry.example.com/${svc(r)}:`); c.neg('version'); c.t(`@sha256:`); c.neg('sha256'); c.t(`\n          env:\n            - name: DATABASE_URL\n              value: "`); c.conn(); c.t(`"\n            - name: ${r.pick(['TELEMATICS_API_KEY', 'DMS_API_KEY', 'PARTNER_KEY'])}\n              value: "`); c.tok(); c.t(`"\n            - name: ADMIN_PASSWORD\n              value: "`); c.pw(); if (r.chance(0.5)) { c.t('"\n            - name: ALERT_HOOK\n              value: "'); c.hook(); }
    c.t(`"\n            - name: LOG_LEVEL\n              value: info\n`);
  },
  docker_compose: (c) => {
    const r = c.r; c.rendering = 'config'; const pw = S.password(r).replace(/[$"\\]/g, 'x');
    c.t(`services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: dms\n      POSTGRES_PASSWORD: `); c.pw({ value: pw }); c.t(`\n  app:\n    build: .\n    environment:\n      - DATABASE_URL=`); c.conn(); c.t(`\n      - ${r.pick(['STRIPE_SECRET_KEY', 'OPENAI_API_KEY', 'SENDGRID_API_KEY', 'TWILIO_API_KEY'])}=`); c.tok(); c.t(`\n      - REDIS_URL=`); c.conn(); if (r.chance(0.5)) { c.t('\n      - TEAMS_WEBHOOK='); c.hook(); }
    c.t(`\n    ports:\n      - "8080:8080"\n  grafana:\n    image: grafana/grafana:`); c.neg('version'); c.t(`\n    environment:\n      GF_SECURITY_ADMIN_PASSWORD: `); c.pw(); c.t('\n');
  },
  java_properties: (c) => {
    const r = c.r; c.rendering = 'config';
    c.t(`# ${svc(r)}.properties\nserver.port=8443\nspring.datasource.url=`); c.conn(); c.t(`\nspring.datasource.password=`); c.pw(); c.t(`\nmail.smtp.user=`); const p = c.person(); c.email(p, { work: 'dealer-group.example' }); c.t(`\nmail.smtp.password=`); c.pw(); c.t(`\ntelematics.api.key=`); c.tok(); if (r.chance(0.5)) { c.t('\nnotify.webhook='); c.hook(); }
    c.t(`\nkeystore.password=changeit\n# placeholder above is the JDK default, see runbook\nbuild.number=`); c.neg('version'); c.t('\n');
  },
  terraform_tfvars: (c) => {
    const r = c.r; c.rendering = 'config';
    c.t(`region         = "${r.pick(['eu-central-1', 'eu-west-1', 'westeurope'])}"\nenvironment    = "prod"\ndb_password    = "`); c.pw(); c.t(`"\ncloudflare_api_token = "`); c.tok('cloudflare_api_token'); c.t(`"\ndatadog_api_key = "`); c.tok('datadog_api_key'); c.t(`"\naws_access_key = "`); c.tok('aws_access_key_id'); c.t(`"\naws_secret_key = "`); c.tok('aws_secret_access_key'); c.t(`"\nalert_emails   = ["`); const p = c.person(); c.email(p, { work: 'fleetsync.io' }); c.t('"]'); if (r.chance(0.6)) { c.t('\nslack_webhook_url = "'); c.hook(); c.t('"'); } c.t(`\nvpc_id         = "vpc-${r.hex(17)}"\nami            = "ami-${r.hex(17)}"\n`);
  },
  helm_values: (c) => {
    const r = c.r; c.rendering = 'config';
    c.t(`image:\n  tag: `); c.neg('version'); c.t(`\ningress:\n  host: ${host(r)}\nsecrets:\n  vaultToken: `); c.tok('vault_token'); c.t(`\n  registryPassword: `); c.pw(); c.t(`\n  githubToken: `); c.tok((v) => v[0] === 'GitHub' || v[0] === 'GitLab'); c.t(`\nmonitoring:\n  newRelicKey: `); c.tok((v) => v[0] === 'New Relic' || v[0] === 'Datadog' || v[0] === 'Grafana'); c.t(`\nalerting:\n  webhook: `); c.hook(); c.t('\n'); if (r.chance(0.6)) { c.t('tls:\n  key: |\n'); const k = S.privateKey(r, 'rsa_pkcs1'); c.t('    '); const st = c.d.text.length; c.t(k.value.split('\n').join('\n    ')); c.d.labels.push({ start: st, end: c.d.text.length, category: 'private_key', type: k.type, value: c.d.text.slice(st) }); c.t('\n'); }
  },
  ansible_vars: (c) => {
    const r = c.r; c.rendering = 'config';
    c.t(`---\n# group_vars/plant_servers.yml\nansible_user: deploy\nansible_become_password: "`); c.pw(); c.t(`"\nscada_gateway_ip: `); c.d.n('private_ip', P.privIp(r)); c.t(`\nmes_db_dsn: "`); c.conn(); c.t(`"\nbackup_ssh_key: |\n`); const k = S.privateKey(r, 'openssh'); c.t('  '); const ind = k.value.split('\n').join('\n  '); const st = c.d.text.length; c.t(ind); c.d.labels.push({ start: st, end: c.d.text.length, category: 'private_key', type: k.type, value: c.d.text.slice(st) }); c.t(`\nauthorized_key: "`); c.d.n('public_key', S.publicKeyish(r)); c.t('"\n');
  },
  toml_config: (c) => {
    const r = c.r; c.rendering = 'config';
    c.t(`[service]\nname = "${svc(r)}"\nversion = "`); c.neg('version'); c.t(`"\n\n[database]\nurl = "`); c.conn(); c.t(`"\n\n[mqtt]\nbroker = "mqtts://broker.telematics.example:8883"\nusername = "gw-${r.digits(4)}"\npassword = "`); c.pw(); c.t(`"\n\n[ai]\nprovider = "${r.pick(['openai', 'anthropic', 'groq', 'huggingface'])}"\napi_key = "`); c.tok((v) => ['OpenAI', 'Anthropic', 'Groq', 'Hugging Face', 'Replicate'].includes(v[0])); c.t('"\n'); if (r.chance(0.5)) { c.t('\n[alerts]\nwebhook = "'); c.hook(); c.t('"\n'); }
  },
  ini_config: (c) => {
    const r = c.r; c.rendering = 'config';
    c.t(`; dealer management system connector\n[dms]\nendpoint=https://${host(r)}/v2\ndealer_id=${r.digits(6)}\nuser=`); const p = c.person(); c.t(P.username(r, p)); c.t(`\npassword=`); c.pw(); c.t(`\n\n[smtp]\nhost=smtp.office365.com\nuser=`); c.email(p, { work: 'autohaus.example' }); c.t(`\npass=`); c.pw(); c.t(`\n\n[license]\nserial=`); c.neg('serial_number'); c.t('\n');
  },
  npmrc_file: (c) => {
    const r = c.r; c.rendering = 'config';
    c.t(`registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=`); c.tok('npm_token'); c.t(`\n@dealer:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=`); c.tok('github_pat'); c.t(`\n# pip.conf equivalent for python builds\n# index-url = https://__token__:`); c.tok('pypi_token'); c.t(`@upload.pypi.org/legacy/\n`);
  },
  github_actions_workflow: (c) => {
    const r = c.r; c.rendering = 'config';
    c.t(`name: deploy\non:\n  push:\n    branches: [main]\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      DOCKERHUB_TOKEN: \${{ secrets.DOCKERHUB_TOKEN }}\n      # TODO move to secrets!\n      SLACK_WEBHOOK: `); c.hook(); c.t(`\n      SENTRY_AUTH_TOKEN: `); c.tok('sentry_auth_token'); c.t(`\n    steps:\n      - uses: actions/checkout@`); c.neg('git_sha'); c.t(`\n      - run: echo "`); c.tok((v) => ['Docker Hub', 'Vercel', 'Heroku', 'DigitalOcean'].includes(v[0])); c.t(`" | docker login -u ci --password-stdin\n`);
  },
  gitlab_ci_yaml: (c) => {
    const r = c.r; c.rendering = 'config';
    c.t(`variables:\n  PULUMI_ACCESS_TOKEN: "`); c.tok('pulumi_access_token'); c.t(`"\n  TF_TOKEN_app_terraform_io: "`); c.tok('terraform_cloud_token'); c.t(`"\n  DB_URL: "`); c.conn(); c.t(`"\n  NOTIFY_HOOK: "`); c.hook(); c.t(`"\nstages: [test, deploy]\ntest:\n  image: node:20\n  script:\n    - npm ci\n    - npm test -- --reporter junit\n`);
  },
  appsettings_json: (c) => {
    const r = c.r; c.rendering = 'json'; c.d.mode = null;
    c.t(`{\n  "ConnectionStrings": {\n    "Default": "`); c.d.mode = 'json'; c.conn(); c.d.mode = null; c.t(`"\n  },\n  "Smtp": { "User": "`); c.d.mode = 'json'; const p = c.person(); c.email(p, { work: 'werkstatt.example' }); c.d.mode = null; c.t(`", "Password": "`); c.d.mode = 'json'; c.pw(); c.d.mode = null; c.t(`" },\n  "AzureAd": { "ClientId": "`); c.neg('uuid'); c.t(`", "ClientSecret": "`); c.tok('azure_client_secret'); c.t(`" },\n  "ServiceBus": "`); c.d.mode = 'json'; c.conn(); c.d.mode = null; c.t(`",\n  "SigningKey": "`); if (r.chance(0.6)) c.pkey({ kind: 'pkcs8', encoding: 'json_escaped' }); else c.neg('sha256'); c.t(`",\n  "Version": "`); c.neg('version'); c.t(`"\n}\n`);
  },
  dms_api_log: (c) => {
    const r = c.r; c.rendering = 'log';
    for (let i = 0, N = r.chance(0.2) ? r.int(14, 28) : r.int(4, 9); i < N; i++) {
      ts(c); c.t(` ${lvl(r)} [${svc(r)}] `);
      const k = r.int(0, 5); const p = c.person();
      if (k === 0) { c.t(`POST /api/v2/customers 201 ${r.int(8, 900)}ms client=`); c.ip(); c.t(' body={"name":"'); c.d.mode = 'json'; c.name(p); c.t('","email":"'); c.email(p); c.d.mode = null; c.t('"}\n'); }
      else if (k === 1) { c.t(`GET /api/v2/vehicles/`); c.neg('vin'); c.t(`/history 200 req_id=`); c.neg('uuid'); c.t('\n'); }
      else if (k === 2) { c.t(`outbound call to partner failed: Authorization: Bearer `); c.tok('bearer_token'); c.t(' -> 401\n'); }
      else if (k === 3) { c.t(`credit check requested for customer dob=`); c.dob(p, { iso: true }); c.t(' nid='); c.nid(p); c.t('\n'); }
      else if (k === 4) { c.t(`GET /api/v2/search?email=`); c.email(p, { encoding: 'url_encoded' }); c.t(`&phone=`); c.phone(p, { encoding: 'url_encoded' }); c.t(' 200\n'); }
      else { c.t(`order `); c.neg('order_number'); c.t(' synced, invoice '); c.neg('invoice_number'); c.t(' total '); c.neg('price'); c.t('\n'); }
    }
  },
  telematics_api_log: (c) => {
    const r = c.r; c.rendering = 'log';
    for (let i = 0, N = r.chance(0.2) ? r.int(14, 28) : r.int(4, 9); i < N; i++) {
      c.t('{"ts":"'); ts(c); c.t(`","level":"${lvl(r).toLowerCase()}","device_imei":"`); c.neg('imei'); c.t('","vin":"'); c.neg('vin'); c.t('","pos":"'); c.neg('coordinates'); c.t(`","speed_kmh":${r.int(0, 130)}`);
      if (r.chance(0.35)) { const p = c.person(); c.t(',"driver":"'); c.d.mode = 'json'; c.name(p); c.d.mode = null; c.t('","driver_phone":"'); c.phone(p); c.t('"'); }
      if (r.chance(0.25)) { c.t(',"src_ip":"'); c.ip(); c.t('"'); }
      if (r.chance(0.3)) { c.t(',"modem_mac":"'); c.neg('mac_address'); c.t('","gw":"'); c.d.n('private_ip', P.privIp(r)); c.t('"'); }
      if (r.chance(0.15)) { c.t(',"auth":"Basic '); const u = `gw${r.digits(4)}:${S.password(r)}`; c.d.v('password', 'basic_auth_credentials', u, { encoding: 'base64' }); c.t('"'); }
      c.t('}\n');
    }
  },
  nginx_access_log: (c) => {
    const r = c.r; c.rendering = 'log';
    for (let i = 0, N = r.chance(0.2) ? r.int(14, 28) : r.int(5, 10); i < N; i++) {
      c.ip(); c.t(` - - [${r.int(1, 28)}/Mar/2026:${r.int(10, 23)}:${r.int(10, 59)}:${r.int(10, 59)} +0100] "`);
      const k = r.int(0, 4); const p = c.person();
      if (k === 0) { c.t('GET /booking/confirm?email='); c.email(p, { encoding: 'url_encoded' }); c.t('&name='); c.name(p, { encoding: 'url_encoded' }); }
      else if (k === 1) { c.t('POST /api/login?user=admin&password='); c.pw({ encoding: 'url_encoded' }); }
      else if (k === 2) { c.t('GET /charge/session/'); c.neg('uuid'); }
      else if (k === 3) { c.t('GET /reset?token='); c.tok('jwt_refresh_token'); }
      else { c.t('GET /static/app.'); c.neg('md5'); c.t('.js'); }
      c.t(` HTTP/1.1" ${r.pick([200, 200, 302, 404, 500])} ${r.int(200, 90000)} "-" "Mozilla/5.0"\n`);
    }
  },
  ci_log: (c) => {
    const r = c.r; c.rendering = 'log';
    c.t(`Run #${r.int(100, 9999)} on runner-${r.lower(6)}\n$ npm ci\nadded ${r.int(300, 1500)} packages in ${r.int(5, 60)}s\n$ ./scripts/deploy.sh\n+ export `);
    const x = S.token(r); c.t(`${x.env}=`); c.d.v(x.category, x.type, x.value); c.t('\n+ curl -s -X POST ');
    c.hook(); c.t(` -d '{"text":"deploy started"}'\n+ psql "`); c.conn(); c.t(`" -c 'select 1'\n`);
    c.t(`commit `); c.neg('git_sha'); c.t(`\nartifact sha256 `); c.neg('sha256'); if (r.chance(0.3)) { c.t('\n+ echo "$DEPLOY_KEY" > id_deploy  # debug\n'); c.pkey({ kind: 'openssh' }); c.t('\n'); }
    c.t(`\nDone in ${r.int(20, 300)}s.\n`);
    if (r.chance(0.4)) { c.t('WARNING: docs sample key detected and ignored: '); c.d.n('placeholder_key', r.pick(S.PLACEHOLDERS)); c.t('\n'); }
  },
  stack_trace: (c) => {
    const r = c.r; c.rendering = 'log'; const p = c.person();
    c.t(`Traceback (most recent call last):\n  File "/srv/${svc(r)}/app/handlers.py", line ${r.int(20, 400)}, in submit_application\n    crm.upsert(customer)\n  File "/srv/app/crm.py", line ${r.int(20, 400)}, in upsert\n    raise ValidationError(f"invalid tax id for {customer}")\napp.errors.ValidationError: invalid tax id for Customer(name='`); c.name(p); c.t("', email='"); c.email(p); c.t("', tax_id='"); c.tax(p); c.t("', iban='"); c.iban(p); c.t(`')\n`); if (r.chance(0.5)) { c.t('During handling of the above exception, another exception occurred:\npsycopg2.OperationalError: could not connect to server using "'); c.conn(); c.t('"\n'); }
    c.t(`request_id=`); c.neg('uuid'); c.t('\n');
  },
  http_request_dump: (c) => {
    const r = c.r; c.rendering = 'http'; const p = c.person();
    c.t(`POST /v1/applications HTTP/1.1\nHost: ${host(r)}\nAuthorization: Bearer `); c.tok((v) => v[2] === 'auth_token'); c.t(`\nX-Api-Key: `); c.tok((v) => v[2] === 'api_key' && v[0] !== 'AWS'); if (r.chance(0.5)) { c.t('\nProxy-Authorization: Basic '); c.d.v('password', 'basic_auth_credentials', `${P.username(r, p)}:${S.password(r)}`, { encoding: 'base64' }); }
    c.t(`\nX-Forwarded-For: `); c.ip(); c.t(`\nCookie: session=`); c.d.v('auth_token', 'session_cookie', r.b64url(48)); c.t(`\nContent-Type: application/x-www-form-urlencoded\n\nfull_name=`); c.name(p, { encoding: 'url_encoded' }); c.t('&email='); c.email(p, { encoding: 'url_encoded' }); c.t('&dob='); c.dob(p, { iso: true }); c.t('&iban='); c.iban(p, { encoding: 'url_encoded' }); c.t('\n');
  },
  booking_webhook_payload: (c) => {
    const r = c.r; c.rendering = 'json'; const p = c.person();
    c.t(`POST /hooks/booking HTTP/1.1\nX-Signature: sha256=`); c.neg('sha256'); c.t(`\n\n{\n  "event": "${r.pick(['booking.created', 'booking.updated', 'rental.checkout'])}",\n  "id": "`); c.neg('uuid'); c.t(`",\n  "vehicle": { "vin": "`); c.neg('vin'); c.t('", "plate": "'); c.neg('licence_plate'); c.t(`" },\n  "driver": {\n`);
    jsonPerson(c, p, ['name', ...pick(r, ['email', 'phone', 'dob', 'address', 'passport', 'ip'], r.int(2, 4))], '    ');
    c.t(`  },\n  "created_at": "`); ts(c); c.t('"\n}\n');
  },
  payment_webhook_payload: (c) => {
    const r = c.r; c.rendering = 'json'; const p = c.person();
    c.t(`{\n  "type": "${r.pick(['payment_intent.succeeded', 'charge.refunded', 'payout.paid', 'mandate.created'])}",\n  "data": {\n    "object": {\n      "id": "pi_${r.alnum(24)}",\n      "amount": ${r.int(1000, 900000)},\n      "billing_details": {\n`);
    jsonPerson(c, p, ['name', 'email', ...pick(r, ['phone', 'address', 'card', 'iban', 'ip', 'wallet'], r.int(1, 3))], '        ');
    c.t(`      },\n      "livemode": true\n    }\n  },\n  "request": { "idempotency_key": "`); c.neg('uuid'); c.t('" }\n}\n');
  },
  charging_session_webhook: (c) => {
    const r = c.r; c.rendering = 'json'; const p = c.person();
    c.t(`{"event":"session.stopped","evse_id":"`); c.neg('evse_id'); c.t(`","kwh":${r.int(3, 80)}.${r.digits(2)},"rfid_uid":"${r.HEX(8)}","account":{`);
    c.d.mode = 'json'; c.t('"holder":"'); c.name(p); c.t('","email":"'); c.email(p); c.t('"'); if (r.chance(0.5)) { c.t(',"crypto_payout":"'); c.wallet(); c.t('"'); } c.d.mode = null;
    c.t(`},"signature":"`); c.neg('sha256'); c.t('"}\n');
  },
  csv_customer_export: (c) => {
    const r = c.r; c.rendering = 'csv'; const cols = ['name', ...pick(r, ['email', 'phone', 'dob', 'address', 'iban', 'nid', 'tax', 'wallet', 'card'], r.int(2, 5))];
    const sep = r.pick([',', ';']);
    c.t(['customer_id', ...cols, 'vin'].join(sep) + '\n');
    for (let i = 0, N = r.chance(0.2) ? r.int(12, 24) : r.int(3, 8); i < N; i++) { const p = c.person({ mayForeign: true }); c.t(`C${r.digits(6)}`); for (const k of cols) { c.t(sep); if (k === 'address') { c.t('"'); c.addr(p); c.t('"'); } else c.field(k, p); } c.t(sep); c.neg('vin'); c.t('\n'); }
  },
  fleet_telematics_csv: (c) => {
    const r = c.r; c.rendering = 'csv';
    c.t('trip_id,vehicle_vin,plate,driver,driver_mobile,start,end_pos,km,fuel_l\n');
    for (let i = 0, N = r.chance(0.2) ? r.int(12, 24) : r.int(3, 8); i < N; i++) { const p = c.person(); c.neg('uuid'); c.t(','); c.neg('vin'); c.t(','); c.neg('licence_plate'); c.t(','); c.name(p); c.t(','); c.phone(p); c.t(','); ts(c); c.t(',"'); c.neg('coordinates'); c.t(`",${r.int(3, 600)},${r.int(1, 90)}.${r.digits(1)}\n`); }
  },
  jsonl_export: (c) => {
    const r = c.r; c.rendering = 'jsonl'; c.d.mode = 'json';
    for (let i = 0, N = r.chance(0.2) ? r.int(10, 20) : r.int(3, 7); i < N; i++) {
      const p = c.person({ mayForeign: true });
      c.t('{"id":"'); c.neg('uuid'); c.t('","name":"'); c.name(p); c.t('"');
      for (const k of pick(r, ['email', 'phone', 'dob', 'iban', 'nid', 'address', 'tax', 'passport', 'wallet', 'card', 'ip'], r.int(2, 4))) { c.t(`,"${k}":"`); c.field(k, p, k === 'dob' ? { iso: true } : {}); c.t('"'); }
      c.t(',"updated":"'); ts(c); c.t('"}\n');
    }
    c.d.mode = null;
  },
  sql_dump: (c) => {
    const r = c.r; c.rendering = 'sql'; const cols = pick(r, ['email', 'phone', 'dob', 'iban', 'nid', 'tax', 'address'], r.int(2, 4));
    c.t(`-- pg_dump of ${r.pick(['warranty', 'payroll', 'crm', 'subsidies'])} (${r.pick(['prod', 'staging'])})\nINSERT INTO customers (id, full_name, ${cols.join(', ')}, created_at) VALUES\n`);
    const n = r.chance(0.2) ? r.int(10, 22) : r.int(3, 7);
    for (let i = 0; i < n; i++) { const p = c.person(); c.t(`  (${r.int(1000, 99999)}, '`); c.name(p); c.t("'"); for (const k of cols) { c.t(", '"); c.field(k, p, k === 'dob' ? { iso: true } : {}); c.t("'"); } c.t(`, '`); c.neg('iso_datetime'); c.t(`')${i < n - 1 ? ',' : ';'}\n`); }
    if (r.chance(0.5)) { c.t(`INSERT INTO api_credentials (partner, secret) VALUES ('${r.pick(['bank', 'leasing', 'insurer'])}', '`); c.tok(); c.t("');\n"); }
    if (r.chance(0.4)) { c.t(`UPDATE users SET password_hash = '$2b$12$${r.b64(53).replace(/[+]/g, '.')}' WHERE id = ${r.int(1, 999)};\n`); }
  },
  sepa_xml_export: (c) => {
    const r = c.r; c.rendering = 'xml';
    c.t(`<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03">\n <CstmrCdtTrfInitn>\n  <GrpHdr><MsgId>`); c.neg('uuid'); c.t(`</MsgId><NbOfTxs>3</NbOfTxs></GrpHdr>\n`);
    for (let i = 0; i < r.int(2, 5); i++) { const p = c.person({ mayForeign: true }); c.t('  <CdtTrfTxInf><Amt><InstdAmt Ccy="EUR">'); c.t(`${r.int(100, 4000)}.${r.digits(2)}`); c.t('</InstdAmt></Amt><Cdtr><Nm>'); c.name(p, { encoding: r.chance(0.3) ? 'html_entities' : undefined }); c.t('</Nm></Cdtr><CdtrAcct><Id><IBAN>'); c.d.v('iban', 'iban', P.iban(r, p.L).replace(/\s/g, '')); c.t(`</IBAN></Id></CdtrAcct><RmtInf><Ustrd>Lohn ${r.pick(['KW', 'Woche'])} ${r.int(1, 52)} `); c.neg('invoice_number'); c.t('</Ustrd></RmtInf></CdtTrfTxInf>\n'); }
    c.t(' </CstmrCdtTrfInitn>\n</Document>\n');
  },
  curl_command: (c) => {
    const r = c.r; c.rendering = 'code'; const p = c.person();
    c.t(`curl -X POST https://${host(r)}/v1/leads \\\n  -H "Authorization: Bearer `); c.tok(); c.t(`" \\\n  -H "Content-Type: application/json" \\\n  -d '{"name":"`); c.d.mode = 'json'; c.name(p); c.t('","phone":"'); c.phone(p); c.t('","email":"'); c.email(p); c.d.mode = null; c.t(`","vin":"`); c.neg('vin'); c.t(`"}'\n`);
    if (r.chance(0.5)) { c.t(`\ncurl -u admin:`); c.pw({ value: S.password(r).replace(/['"\\ !$]/g, 'q') }); c.t(` https://${host(r)}/admin/export.csv -o export.csv\n`); }
  },
  code_python: (c) => {
    const r = c.r; c.rendering = 'code'; const p = c.person();
    c.t(`import requests\nimport psycopg2\n\nAPI_KEY = "`); c.tok(); c.t(`"  # TODO: move to vault\nconn = psycopg2.connect("`); c.conn(); c.t(`")`); if (r.chance(0.35)) { c.t('\nJWT_KEY = """'); c.pkey({ kind: r.pick(['rsa_pkcs1', 'ec']) }); c.t('"""'); }
    c.t(`\n\ndef test_create_customer():\n    payload = {\n        "name": "`); c.name(p); c.t(`",\n        "email": "`); c.email(p); c.t(`",\n        "iban": "`); c.iban(p); c.t(`",\n    }\n    r = requests.post("https://${host(r)}/customers", json=payload, headers={"X-Api-Key": API_KEY})\n    assert r.status_code == 201, r.text\n`);
  },
  code_javascript: (c) => {
    const r = c.r; c.rendering = 'code'; const p = c.person();
    c.t(`const axios = require('axios');\nconst SLACK_HOOK = '`); c.hook(); c.t(`';\nconst client = axios.create({ baseURL: 'https://${host(r)}', headers: { Authorization: 'Bearer `); c.tok((v) => v[2] === 'auth_token'); c.t(`' } });\n\n// fixture copied from prod ticket `); c.neg('ticket_number'); c.t(`\nconst driver = { name: '`); c.name(p); c.t(`', licence: '${r.upnum(8)}', phone: '`); c.phone(p); c.t(`' };\n\nmodule.exports = async function notify(evt) {\n  await axios.post(SLACK_HOOK, { text: \`Breakdown: \${evt.vin}\` });\n};\n`);
  },
  code_typescript: (c) => {
    const r = c.r; c.rendering = 'code';
    c.t(`import Stripe from 'stripe';\nimport OpenAI from 'openai';\n\nconst stripe = new Stripe('`); c.tok('stripe_secret_key'); c.t(`', { apiVersion: '2024-06-20' });\nconst openai = new OpenAI({ apiKey: process.env.OPENAI_API_KEY ?? '`); c.tok('openai_api_key'); c.t(`' });\n\nexport async function refund(chargeId: string) {\n  return stripe.refunds.create({ charge: chargeId });\n}\n// docs example: `); c.d.n('placeholder_key', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc'); c.t('\n');
  },
  code_go: (c) => {
    const r = c.r; c.rendering = 'code';
    c.t(`package telematics\n\nimport (\n\t"database/sql"\n\t_ "github.com/lib/pq"\n)\n\nconst dsn = "`); c.conn(); c.t(`"\nconst mapboxToken = "`); c.tok('mapbox_secret_token'); c.t(`"\n\nvar testVehicle = Vehicle{VIN: "`); c.neg('vin'); c.t(`", IMEI: "`); c.neg('imei'); c.t(`"}\n\nfunc Open() (*sql.DB, error) { return sql.Open("postgres", dsn) }\n`);
  },
  code_java: (c) => {
    const r = c.r; c.rendering = 'code'; const p = c.person();
    c.t(`public class DealerClientTest {\n    private static final String API_KEY = "`); c.tok(); c.t(`";\n    private static final String DB_PASS = "`); c.pw({ value: S.password(r).replace(/["\\]/g, '#') }); c.t(`";\n\n    @Test\n    void createsCustomer() {\n        Customer c = new Customer("`); c.name(p); c.t(`", "`); c.email(p); c.t(`", LocalDate.parse("`); c.dob(p, { iso: true }); c.t(`"));\n        c.setNationalId("`); c.nid(p); c.t(`");\n        assertEquals(201, client.create(c).status());\n    }\n}\n`);
  },
  code_csharp: (c) => {
    const r = c.r; c.rendering = 'code';
    c.t(`var builder = WebApplication.CreateBuilder(args);\nvar cs = "`); c.conn(); c.t(`";\nbuilder.Services.AddDbContext<WarrantyDb>(o => o.UseSqlServer(cs));\nvar sendGrid = new SendGridClient("`); c.tok('sendgrid_api_key'); c.t(`");\n// tenant `); c.neg('uuid'); c.t('\n');
  },
  code_php: (c) => {
    const r = c.r; c.rendering = 'code'; const p = c.person();
    c.t(`<?php\n$pdo = new PDO('mysql:host=localhost;dbname=werkstatt', 'root', '`); c.pw({ value: S.password(r).replace(/['\\]/g, '9') }); c.t(`');\n$mailgun = '`); c.tok('mailgun_api_key'); c.t(`';\n// Testkunde\n$kunde = ['name' => '`); c.name(p); c.t(`', 'tel' => '`); c.phone(p); c.t(`', 'iban' => '`); c.iban(p); c.t(`'];\n`);
  },
  code_ruby: (c) => {
    const r = c.r; c.rendering = 'code';
    c.t(`Rails.application.configure do\n  config.x.twilio_sid = "AC${r.hex(32)}"\n  config.x.twilio_token = "`); c.tok('twilio_auth_token'); c.t(`"\n  config.x.gem_key = "`); c.tok('rubygems_api_key'); c.t(`"\n  config.x.admin_password = "`); c.pw({ value: S.password(r).replace(/["\\#]/g, '7') }); c.t(`"\nend\n`);
  },
  code_rust: (c) => {
    const r = c.r; c.rendering = 'code';
    c.t(`// OTA update signer\nconst SIGNING_KEY: &str = r#"`); c.pkey({ kind: r.pick(['ec', 'pkcs8']) }); c.t(`"#;\nconst FIRMWARE: &str = "`); c.neg('version'); c.t(`";\nconst HF_TOKEN: &str = "`); c.tok('huggingface_token'); c.t('";\n');
  },
  code_kotlin: (c) => {
    const r = c.r; c.rendering = 'code'; const p = c.person();
    c.t(`object Config {\n    const val FCM_KEY = "`); c.tok('fcm_server_key'); c.t(`"\n    const val ALGOLIA_ADMIN = "`); c.tok('algolia_admin_key'); c.t(`"\n}\n\nval demoUser = User(name = "`); c.name(p); c.t(`", phone = "`); c.phone(p); c.t(`")\n`);
  },
  code_shell: (c) => {
    const r = c.r; c.rendering = 'code';
    c.t(`#!/usr/bin/env bash\nset -euo pipefail\nexport PGPASSWORD='`); c.pw({ value: S.password(r).replace(/['\\]/g, 'k') }); c.t(`'\npg_dump -h db-prod-01.internal -U payroll payroll > /backup/payroll-$(date +%F).sql\naws s3 cp /backup s3://plant-backups/ --recursive\n# creds for the cron user\nexport AWS_ACCESS_KEY_ID=`); c.tok('aws_access_key_id'); c.t(`\nexport AWS_SECRET_ACCESS_KEY=`); c.tok('aws_secret_access_key'); c.t(`\ncurl -s -X POST -H 'Content-type: application/json' --data '{"text":"backup ok"}' `); c.hook(); c.t('\n');
  },
  powershell_script: (c) => {
    const r = c.r; c.rendering = 'code';
    c.t(`$secpass = ConvertTo-SecureString "`); c.pw({ value: S.password(r).replace(/["`$]/g, 'Z') }); c.t(`" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential("PLANT\\svc_mes", $secpass)\n$env:AZURE_STORAGE = "`); c.conn(); c.t(`"\nInvoke-RestMethod -Uri "`); c.hook(); c.t(`" -Method Post -Body '{"text":"MES sync done"}'\n`);
  },
  git_diff: (c) => {
    const r = c.r; c.rendering = 'diff'; const f = r.pick(['config/settings.py', '.env.production', 'src/main/resources/application.yml', 'deploy/values-prod.yaml']);
    c.t(`diff --git a/${f} b/${f}\nindex ${r.hex(7)}..${r.hex(7)} 100644\n--- a/${f}\n+++ b/${f}\n@@ -${r.int(3, 40)},6 +${r.int(3, 40)},8 @@\n`);
    c.t(` LOG_LEVEL = "info"\n-API_KEY = "`); c.d.n('placeholder_key', r.pick(S.PLACEHOLDERS)); c.t(`"\n+API_KEY = "`); c.tok(); c.t(`"\n+DB_URL = "`); c.conn(); c.t(`"\n`);
    if (r.chance(0.5)) { const p = c.person(); c.t('+# contact for key rotation: '); c.name(p); c.t(' '); c.email(p, { work: 'dealernet.example' }); c.t('\n'); }
    if (r.chance(0.45)) { c.t('+DEPLOY_KEY = """'); c.pkey({ kind: 'openssh' }); c.t('"""\n'); }
  },
  postmortem: (c) => {
    const r = c.r; c.rendering = 'markdown'; const oncall = c.person(), lead = c.person();
    c.t(`# Postmortem: ${r.pick(['Telematics ingest outage', 'Leaked payment key in CI logs', 'Dealer portal PII exposure', 'Charging backend 5xx spike'])}\n\n**Incident:** `); c.neg('case_number'); c.t(`  \n**Date:** ${c.date()}  \n**Owner:** `); c.name(lead); c.t(` (`); c.email(lead, { work: 'fleetsync.io' }); c.t(`)\n\n## Timeline\n- `); c.neg('timestamp'); c.t(' alert fired in #ops, on-call '); c.name(oncall, { short: true }); c.t(' acknowledged\n- '); c.neg('timestamp');
    c.t(` found the key \``); c.tok(); c.t(`\` printed in build log; rotated\n- `); c.neg('timestamp'); c.t(' DB credentials `'); c.conn(); c.t('` rotated\n\n## Impact\nRecords of ');
    c.t(`${r.int(2, 900)} customers were readable, e.g. a request from `); c.ip(); c.t(' fetched the record of '); const p = c.person(); c.name(p); c.t(', born '); c.dob(p); c.t('.\n\n## Action items\n- [ ] Enable secret scanning on all repos\n- [ ] Version '); c.neg('version'); c.t(' rollout\n'); if (r.chance(0.35)) { c.t('\n### Appendix: leaked material (already revoked)\n```\n'); c.pkey(); c.t('\n```\nAlert webhook used during the incident: '); c.hook(); c.t('\n'); }
  },
  runbook: (c) => {
    const r = c.r; c.rendering = 'markdown'; const p = c.person();
    c.t(`## Runbook: rotate ${r.pick(['DMS partner key', 'OCPP backend credentials', 'payroll SFTP key'])}\n\n1. Log in to the bastion (\`ssh ops@bastion.example\`), break-glass password: `); c.pw(); c.t(`\n2. Update the secret:\n\n\`\`\`\nkubectl -n prod create secret generic partner --from-literal=key=`); c.tok(); c.t(`\n\`\`\`\n3. Notify the escalation contact `); c.name(p); c.t(` on `); c.phone(p, { type: 'business_phone' }); c.t(`.\n4. Vendor hotline if the portal is down: `); c.neg('hotline'); c.t(`\n\nExample values in this runbook such as `); c.d.n('placeholder_key', r.pick(S.PLACEHOLDERS)); c.t(' are not real.\n'); if (r.chance(0.5)) { c.t('\nPost the result to the ops channel: '); c.hook(); c.t('\n'); } if (r.chance(0.3)) { c.t('\nEmergency SSH key (sealed envelope copy):\n'); c.pkey({ kind: 'openssh' }); c.t('\n'); }
  },
  chat_alert: (c) => {
    const r = c.r; c.rendering = 'chat'; const p = c.person();
    c.t(`:rotating_light: *[${r.pick(['PROD', 'prod-eu', 'plant-3'])}] ${svc(r)}* — ${r.pick(['5xx rate 12%', 'auth failures', 'DLQ growing', 'disk 95%'])}\n> trace_id `); c.neg('uuid'); c.t(`\n> payload sample: {"driver":"`); c.name(p); c.t(`","phone":"`); c.phone(p); c.t(`"}\n`);
    c.t(`*`); const a = c.person(); c.name(a, { short: true }); c.t(`*: looks like the partner rotated creds, new one is `); c.tok(); c.t(` — will put it in vault later\n*`); if (r.chance(0.8)) { c.t('bot*: forwarding to '); c.hook(); c.t('\n*'); } const b = c.person(); c.name(b, { short: true }); c.t(`*: please don't paste keys here :facepalm:\n`);
  },
  jira_ticket: (c) => {
    const r = c.r; c.rendering = 'markdown'; const p = c.person(), rep = c.person();
    c.t(`[`); c.neg('ticket_number'); c.t(`] Customer cannot log in to charging app\nReporter: `); c.name(rep); c.t(`\nPriority: ${r.pick(['Major', 'Minor', 'Critical'])}\n\nCustomer `); c.name(p); c.t(` (`); c.email(p); c.t(`, account since ${r.int(2019, 2025)}) says login fails since version `); c.neg('version'); c.t(`. Logs show requests from `); c.ip(); c.t('. They sent us their password ('); c.pw(); c.t(') in the chat, I told them to change it.\n'); if (r.chance(0.4)) { c.t('Payout of the goodwill refund requested to their wallet '); c.wallet(); c.t('.\n'); }
  },
  sentry_event_json: (c) => {
    const r = c.r; c.rendering = 'json'; const p = c.person();
    c.t(`{"event_id":"${r.hex(32)}","level":"error","release":"`); c.neg('version'); c.t(`","user":{"ip_address":"`); c.ip(); c.t('","email":"'); c.d.mode = 'json'; c.email(p); c.t('","username":"'); c.t(P.username(r, p)); c.d.mode = null; c.t(`"},"request":{"url":"https://${host(r)}/api/finance","headers":{"Authorization":"Bearer `); c.tok('bearer_token'); c.t(`"},"data":"dob=`); c.dob(p, { iso: true }); c.t('&tax_id='); c.tax(p, { encoding: 'url_encoded' }); c.t('"}}\n');
  },
  oauth_token_response: (c) => {
    const r = c.r; c.rendering = 'json';
    c.t(`HTTP/1.1 200 OK\nContent-Type: application/json\n\n{"access_token":"`); c.tok('bearer_token'); c.t(`","token_type":"Bearer","expires_in":3600,"refresh_token":"`); c.tok('jwt_refresh_token'); c.t(`","scope":"vehicles:read telemetry:read"}\n`);
  },
  service_account_json: (c) => {
    const r = c.r; c.rendering = 'json'; const proj = `${r.pick(['fleet', 'dealer', 'agri'])}-${r.lower(5)}-${r.digits(6)}`;
    c.t(`{\n  "type": "service_account",\n  "project_id": "${proj}",\n  "private_key_id": "`); c.neg('md5'); c.t(`",\n  "private_key": "`); c.d.mode = 'json'; c.pkey({ kind: 'pkcs8' }); c.d.mode = null; c.t(`",\n  "client_email": "ingest@${proj}.iam.gserviceaccount.com",\n  "client_id": "${r.digits(21)}"\n}\n`);
  },
  ssh_key_paste: (c) => {
    const r = c.r; c.rendering = 'prose'; const p = c.person();
    c.t(`hey `); c.name(p, { short: true }); c.t(`, here's the key for the plant gateway, don't lose it:\n\n`); c.pkey({ kind: r.pick(['openssh', 'rsa_pkcs1', 'pgp', 'pkcs8_encrypted']) }); c.t(`\n\npassphrase is `); c.pw(); c.t(`\nfingerprint SHA256:${r.b64(43)} (not secret)\n`);
  },
  crypto_payment_webhook: (c) => {
    const r = c.r; c.rendering = 'json'; const p = c.person();
    c.t(`{"event":{"type":"charge:confirmed","id":"`); c.neg('uuid'); c.t(`","data":{"code":"${r.upnum(8)}","pricing":{"local":{"amount":"${r.int(50, 90000)}.00","currency":"EUR"}},"metadata":{"customer_name":"`); c.d.mode = 'json'; c.name(p); c.t('","customer_email":"'); c.email(p); c.d.mode = null;
    c.t(`","order":"`); c.neg('order_number'); c.t(`"},"payments":[{"network":"${r.pick(['bitcoin', 'ethereum', 'tron'])}","transaction_id":"0x`); c.t(r.hex(64)); c.t(`","payer_address":"`); c.wallet(); c.t(`"}],"refund_address":"`); c.wallet(); c.t('"}}}\n');
  },
  tls_cert_bundle: (c) => {
    const r = c.r; c.rendering = 'config';
    c.t(`# /etc/ssl/private/${r.pick(['portal', 'ocpp', 'dms'])}.pem (copied from ${r.pick(['jump host', 'old VM', 'backup share'])})\n-----BEGIN CERTIFICATE-----\n`); c.t((`MIID${r.b64(600)}`).match(/.{1,64}/g).join('\n')); c.t('\n-----END CERTIFICATE-----\n');
    c.pkey({ kind: r.pick(['rsa_pkcs1', 'pkcs8', 'ec']) }); c.t(`\n# serial `); c.neg('serial_number'); c.t('\n');
  },
  pgp_key_email: (c) => {
    const r = c.r; c.rendering = 'email'; const a = c.person(), b = c.person();
    c.t('From: '); c.name(a); c.t(' <'); c.email(a, { work: 'plant-erp.example' }); c.t('>\nTo: '); c.name(b); c.t(' <'); c.email(b, { work: 'plant-erp.example' }); c.t(`>\nSubject: signing key for supplier portal\n\nHi `); c.name(b, { short: true }); c.t(`,\nattached as text because the mail filter strips .asc files:\n\n`); c.pkey({ kind: 'pgp' }); c.t(`\n\nPassphrase by SMS. The public key fingerprint is ${r.HEX(40).replace(/(.{4})/g, '$1 ').trim()}.\n`);
  },
  webhook_registry_json: (c) => {
    const r = c.r; c.rendering = 'json'; const n = r.int(2, 5);
    c.t('{\n  "integrations": [\n');
    for (let i = 0; i < n; i++) { c.t(`    { "name": "${r.pick(['breakdown-alerts', 'new-lead', 'payroll-run', 'charger-fault', 'recall-campaign', 'stock-low'])}", "url": "`); c.hook(); c.t(`", "secret": "`); c.tok('stripe_webhook_secret'); c.t(`", "created": "`); c.neg('timestamp'); c.t(`" }${i < n - 1 ? ',' : ''}\n`); }
    c.t('  ]\n}\n');
  },
  pos_terminal_log: (c) => {
    const r = c.r; c.rendering = 'log';
    for (let i = 0, N = r.chance(0.2) ? r.int(10, 20) : r.int(3, 7); i < N; i++) { const p = c.person(); ts(c); c.t(` TID=${r.digits(8)} DEBUG auth req pan=`); c.card(p); c.t(` exp=${P.expiry(r)} amt=`); c.neg('price'); c.t(' holder="'); c.name(p, { latin: true }); c.t(`" rc=${r.pick(['00', '05', '51', '00'])}\n`); }
  },
  payroll_bank_csv: (c) => {
    const r = c.r; c.rendering = 'csv';
    c.t('personnel_no;name;bank_account;iban;net_pay;period\n');
    for (let i = 0, N = r.chance(0.2) ? r.int(12, 24) : r.int(3, 8); i < N; i++) { const p = c.person({ mayForeign: true }); c.t(`${r.digits(6)};`); c.name(p); c.t(';'); c.acct(p); c.t(';'); c.iban(p); c.t(';'); c.neg('price'); c.t(`;${r.int(2025, 2026)}-${String(r.int(1, 12)).padStart(2, '0')}\n`); }
  },
  wireguard_config: (c) => {
    const r = c.r; c.rendering = 'config'; const p = c.person();
    c.t(`# remote maintenance tunnel — ${r.pick(['press line 2', 'paint shop PLC', 'biogas plant', 'charging park'])}\n# owner: `); c.name(p); c.t(` <`); c.email(p, { work: 'plant-erp.example' }); c.t(`>\n[Interface]\nPrivateKey = `); c.d.v('private_key', 'wireguard_private_key', r.b64(43) + '='); c.t(`\nAddress = ${P.privIp(r)}/32\nDNS = 10.0.0.53\n\n[Peer]\nPublicKey = `); c.d.n('public_key', r.b64(43) + '='); c.t(`\nPresharedKey = `); c.d.v('private_key', 'wireguard_preshared_key', r.b64(43) + '='); c.t(`\nEndpoint = `); c.ip(); c.t(`:51820\nAllowedIPs = 10.20.0.0/16\n`);
  },
  openvpn_config: (c) => {
    const r = c.r; c.rendering = 'config';
    c.t(`client\ndev tun\nproto udp\nremote vpn.${r.pick(['agri-coop', 'buildco', 'dealernet'])}.example 1194\nauth-user-pass creds.txt\n# creds.txt: service / `); c.pw(); c.t(`\n<ca>\n-----BEGIN CERTIFICATE-----\nMIIB${r.b64(120)}\n-----END CERTIFICATE-----\n</ca>\n<key>\n`); c.pkey({ kind: r.pick(['pkcs8', 'rsa_pkcs1']) }); c.t(`\n</key>\n`);
  },
  postman_collection_json: (c) => {
    const r = c.r; c.rendering = 'json'; const p = c.person();
    c.t(`{\n  "info": { "name": "${r.pick(['DMS partner API', 'Fleet telematics v3', 'Charging backend', 'Subsidy portal'])}", "_postman_id": "`); c.neg('uuid'); c.t(`" },\n  "auth": { "type": "bearer", "bearer": [{ "key": "token", "value": "`); c.tok((v) => v[2] === 'auth_token'); c.t(`" }] },\n  "variable": [\n    { "key": "apiKey", "value": "`); c.tok((v) => v[2] === 'api_key' && v[1] !== 'age_secret_key'); c.t(`" },\n    { "key": "refreshToken", "value": "`); c.tok('jwt_refresh_token'); c.t(`" }\n  ],\n  "item": [{ "name": "create lead", "request": { "method": "POST", "body": { "raw": "{\\"name\\":\\"`);
    c.d.mode = 'json'; c.d.mode = null; c.name(p); c.t(`\\",\\"phone\\":\\"`); c.phone(p); c.t(`\\"}" } } }]\n}\n`);
  },
  har_capture: (c) => {
    const r = c.r; c.rendering = 'json';
    c.t(`{"log":{"version":"1.2","entries":[{"startedDateTime":"`); ts(c); c.t(`","request":{"method":"GET","url":"https://${host(r)}/api/me","headers":[{"name":"Authorization","value":"Bearer `); c.tok('bearer_token'); c.t(`"},{"name":"Cookie","value":"sid=`); c.d.v('auth_token', 'session_cookie', r.b64url(40)); c.t(`; csrftoken=`); c.d.v('auth_token', 'csrf_token', r.alnum(32), { soft: true }); c.t(`"}]},"serverIPAddress":"`); c.ip(); c.t(`","response":{"status":200}}]}}\n`);
  },
  mime_email_source: (c) => {
    const r = c.r; c.rendering = 'email'; const p = c.person(), q = c.person();
    c.t(`Return-Path: <bounce-${r.hex(12)}@mail.dealernet.example>\nReceived: from mx.dealernet.example (`); c.d.n('private_ip', P.privIp(r)); c.t(`)\nMessage-ID: <`); c.neg('uuid'); c.t(`@dealernet.example>\nFrom: =?UTF-8?B?`); c.name(p, { encoding: 'base64' }); c.t(`?= <`); c.email(p); c.t(`>\nTo: =?UTF-8?B?`); c.name(q, { encoding: 'base64' }); c.t(`?= <`); c.email(q, { work: 'autohaus.example' }); c.t(`>\nSubject: ${r.pick(['Probefahrt', 'Service appointment', 'Leasing offer', 'Warranty claim'])} `); c.neg('order_number'); c.t(`\nX-Originating-IP: [`); c.ip(); c.t(`]\nContent-Type: text/plain; charset=UTF-8\n\n`); c.prose(p); c.t('\n');
  },
  html_email_template: (c) => {
    const r = c.r; c.rendering = 'html'; const p = c.person();
    c.t(`<!-- rendered booking confirmation, template v`); c.neg('version'); c.t(` -->\n<table width="600"><tr><td>\n<p>Dear `); c.name(p, { encoding: 'html_entities' }); c.t(`,</p>\n<p>your ${r.pick(['rental', 'service appointment', 'charging subscription', 'test drive'])} is confirmed. Booking `); c.neg('order_number'); c.t(`.</p>\n<p>We will send updates to <a href="mailto:`); c.email(p, { encoding: 'html_entities' }); c.t(`">your e-mail address</a> and by SMS to `); c.phone(p); c.t(`.</p>\n<p>Pick-up address: `); c.d.n('org_address', P.address(r, c.L)); c.t(`<br>Billing address: `); c.addr(p, { encoding: 'html_entities' }); c.t(`</p>\n<img src="https://track.example/open.gif?u=`); c.neg('uuid'); c.t(`" width="1" height="1">\n</td></tr></table>\n`);
  },
};
export const DEV_KINDS = Object.keys(DEV);
