// Developer-side documents: configs, secrets manifests, CI logs, diffs, dumps, exports, logs.
import { lab, neg, soft, enc } from './ctx.mjs';
import { nameL, emailL, phoneL, addrL, nidL, taxL, idL, bankL, passL, anyId } from './person.mjs';
import { cardL, walletL } from './t_human.mjs';
import { token, jwt, webhook, pem, pemText, password, pwL, connString, guid } from './secrets.mjs';
import { dateIso, randDate, timestamp } from './dates.mjs';
import { phone } from './countries.mjs';

const q = (r) => r.pick(['', '"', '"', "'"]);
const cmt = (c, prefix = '#') => (c.r.chance(0.5) ? [prefix, ' ', c.s(c.r.pick(['cmt_creds', 'cmt_contact', 'cmt_test', 'cmt_todo'])), '\n'] : '');
const pemIn = (c, how) => { const k = pemText(c.r); const m = lab(k.text, 'private_key', k.type); return how ? enc(m, how) : m; };

// ---------------- .env ----------------
export function envFile(c) {
  const { r } = c; const P = c.person();
  const example = r.chance(0.12);
  const pool = [
    () => ['DATABASE_URL=', example ? c.N.placeholder('url') : connString(r, r.pick(['postgres', 'mysql', 'mongodb']))],
    () => ['MQTT_USERNAME=', r.pick(['farm-gw-17', 'telegraf', 'plant3-edge'])],
    () => ['MQTT_PASSWORD=', example ? c.N.placeholder() : pwL(password(r, 'random', true))],
    () => ['AWS_ACCESS_KEY_ID=', example ? c.N.aws_example_id() : token(r, 'aws_access_key_id')],
    () => ['AWS_SECRET_ACCESS_KEY=', example ? c.N.aws_example_secret() : token(r, 'aws_secret_access_key')],
    () => ['STRIPE_SECRET_KEY=', example ? c.N.placeholder('stripe') : token(r, 'stripe_secret_key')],
    () => ['SENDGRID_API_KEY=', token(r, 'sendgrid_api_key')],
    () => ['SLACK_WEBHOOK_URL=', webhook(r, 'slack')],
    () => ['GOOGLE_MAPS_API_KEY=', token(r, 'google_api_key')],
    () => ['OPENAI_API_KEY=', example ? c.N.placeholder('api_key') : token(r, 'openai_api_key')],
    () => ['ANTHROPIC_API_KEY=', token(r, 'anthropic_api_key')],
    () => ['TWILIO_ACCOUNT_SID=AC', r.hex(32)],
    () => ['TWILIO_AUTH_TOKEN=', example ? c.N.placeholder('token') : token(r, 'twilio_auth_token')],
    () => ['REDIS_URL=', connString(r, 'redis')],
    () => ['JWT_SECRET=', example ? c.N.placeholder('secret') : lab(r.alnum(r.int(32, 64)), 'password', 'generic_secret')],
    () => ['ADMIN_EMAIL=', emailL(P.emailPersonal)],
    () => ['SUPPORT_PHONE=', c.bizPhone()],
    () => ['GITHUB_TOKEN=', token(r, 'github_token')],
    () => ['NPM_TOKEN=', token(r, 'npm_token')],
    () => ['HF_TOKEN=', token(r, 'huggingface_token')],
    () => ['APP_VERSION=', c.N.version()],
    () => ['HEALTHCHECK_HOST=', c.N.loopback()],
    () => ['BUILD_ID=', c.N.guid()],
    () => ['SMTP_URL=', connString(r, 'smtp')],
    () => ['AZURE_STORAGE_CONNECTION_STRING=', connString(r, 'azure')],
    () => ['DISCORD_WEBHOOK=', webhook(r, 'discord')],
    () => ['GATEWAY_TLS_KEY="', pemIn(c, 'json'), '"'],
  ];
  c.add(example ? '# .env.example — copy to .env\n' : '', cmt(c));
  c.add('APP_ENV=', r.pick(['production', 'staging', 'dev']), '\nTZ=Europe/Berlin\n');
  for (const f of r.sample(pool, r.int(5, 11))) { const [k, v, tail] = f(); const qq = !tail && typeof v === 'object' && v.$ === 'L' && !String(v.v).includes('"') ? q(r) : ''; c.add(k, qq, v, qq, tail || '', '\n'); }
}

// ---------------- YAML configs ----------------
export function yamlConfig(c) {
  const { r } = c; const P = c.person(); const v = r.pick(['compose', 'spring', 'actions', 'ansible', 'grafana']);
  if (v === 'compose') {
    c.add("version: '3.8'\nservices:\n  timescaledb:\n    image: timescale/timescaledb:", c.N.version(), '\n    environment:\n      POSTGRES_USER: telemetry\n      POSTGRES_PASSWORD: ', pwL(password(r, 'random', true)), '\n  grafana:\n    image: grafana/grafana@', c.N.digest(), '\n    environment:\n      GF_SECURITY_ADMIN_PASSWORD: ', r.chance(0.3) ? c.N.placeholder() : pwL(password(r, 'human', true)), '\n      GF_SMTP_FROM_ADDRESS: ', c.roleEmail(), '\n  mosquitto:\n    image: eclipse-mosquitto:2\n    ports: ["8883:8883"]\n');
    if (r.chance(0.5)) c.add('  node-red:\n    environment:\n      MQTT_URL: ', connString(r, 'mqtt'), '\n');
  } else if (v === 'spring') {
    c.add('spring:\n  datasource:\n    url: jdbc:postgresql://', r.pick(['db.farmnet.internal', 'lims-db.lab.local']), ':5432/lims\n    username: lims\n    password: ', pwL(password(r, 'random', true)), '\n  mail:\n    host: smtp.office365.com\n    username: ', c.roleEmail(), '\n    password: ', pwL(password(r, 'human', true)), '\napp:\n  maintainer: ', nameL(P), ' <', c.workEmail(P), '>\n  maps-key: ', token(r, 'google_api_key'), '\n');
  } else if (v === 'actions') {
    c.add('name: deploy-edge-gateway\non:\n  push:\n    branches: [main]\njobs:\n  build:\n    runs-on: ubuntu-22.04\n    steps:\n      - uses: actions/checkout@', c.N.sha1(), '\n      - name: Login\n        run: docker login ghcr.io -u ', r.pick(['ci-bot', 'farm-ops']), ' -p ', r.chance(0.5) ? token(r, 'github_token') : c.N.placeholder('token'), '\n      - name: Notify\n        env:\n          SLACK_WEBHOOK: ', r.chance(0.6) ? webhook(r, 'slack') : c.N.placeholder('webhook'), '\n        run: ./notify.sh\n');
  } else if (v === 'ansible') {
    c.add('# group_vars/plc_gateways.yml\n', cmt(c), 'ansible_user: ', r.pick(['ops', 'deploy', 'root']), '\nansible_become_pass: ', pwL(password(r)), '\nopcua_endpoint: opc.tcp://', c.privIp(), ':4840\nopcua_password: ', pwL(password(r, 'random', true)), '\nowner:\n  name: ', nameL(P), '\n  phone: "', phoneL(P.mobile), '"\n');
    if (r.chance(0.5)) { const k = pemText(r); c.add('deploy_ssh_key: |\n  ', lab(k.text.replace(/\n/g, '\n  '), 'private_key', k.type), '\n'); }
  } else {
    c.add('apiVersion: 1\ndatasources:\n  - name: Historian\n    type: postgres\n    url: ', r.pick(['scada-hist.plant3.corp:5432', 'timescale.iot-core.net:5432']), '\n    user: grafana\n    secureJsonData:\n      password: ', pwL(password(r, 'random', true)), '\n  - name: Influx\n    type: influxdb\n    secureJsonData:\n      token: ', lab(r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_', 86) + '==', 'auth_token', 'influxdb_token'), '\n');
  }
}

// ---------------- Terraform ----------------
export function terraform(c) {
  const { r } = c; const P = c.person();
  c.add('terraform {\n  required_version = ">= ', neg(`1.${r.int(3, 9)}.0`, 'version'), '"\n}\n\nprovider "aws" {\n  region     = "eu-central-1"\n');
  if (r.chance(0.7)) c.add('  access_key = "', token(r, 'aws_access_key_id'), '"\n  secret_key = "', token(r, 'aws_secret_access_key'), '"\n'); else c.add('  access_key = "', c.N.aws_example_id(), '"\n  secret_key = "', c.N.aws_example_secret(), '"\n');
  c.add('}\n\nresource "aws_db_instance" "historian" {\n  identifier = "plant-historian"\n  engine     = "postgres"\n  username   = "historian"\n  password   = "', r.chance(0.75) ? pwL(password(r, 'random', true)) : c.N.placeholder(), '"\n  tags = {\n    Owner = "', r.chance(0.6) ? c.workEmail(P) : c.roleEmail(), '"\n  }\n}\n');
  if (r.chance(0.5)) c.add('\nvariable "grafana_admin_password" {\n  type    = string\n  default = "', pwL(password(r, 'human', true)), '"\n}\n');
  if (r.chance(0.4)) c.add('\nresource "github_repository_deploy_key" "edge" {\n  title      = "edge-gw"\n  repository = "farm-edge"\n  key        = <<EOT\n', pemIn(c), '\nEOT\n}\n');
  if (r.chance(0.3)) c.add('\n# ', c.N.guid(), '\n');
}

// ---------------- Kubernetes Secret ----------------
export function k8sSecret(c) {
  const { r } = c; const P = c.person();
  c.add('apiVersion: v1\nkind: Secret\nmetadata:\n  name: ', r.pick(['telemetry-db', 'lims-credentials', 'mqtt-bridge', 'scada-historian']), '\n  namespace: ', r.pick(['farm-iot', 'lab', 'plant3', 'default']), '\n');
  if (r.chance(0.5)) c.add('  annotations:\n    owner: ', c.workEmail(P), '\n');
  c.add('type: Opaque\ndata:\n  username: ', Buffer.from(r.pick(['telemetry', 'lims', 'bridge'])).toString('base64'), '\n');
  c.add('  password: ', enc(pwL(password(r)), 'base64'), '\n');
  if (r.chance(0.6)) c.add('  DATABASE_URL: ', enc(connString(r, r.pick(['postgres', 'mongodb', 'amqp'])), 'base64'), '\n');
  if (r.chance(0.4)) c.add('  api-key: ', enc(token(r, r.pick(['sendgrid_api_key', 'stripe_secret_key', 'google_api_key'])), 'base64'), '\n');
  if (r.chance(0.35)) c.add('  tls.key: ', enc(pemIn(c), 'base64'), '\n');
  if (r.chance(0.5)) c.add('stringData:\n  MQTT_PASSWORD: "', pwL(password(r, 'random', true)), '"\n');
  if (r.chance(0.3)) c.add('---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-config\ndata:\n  BUILD: "', c.N.short_sha(), '"\n  API_KEY: "', c.N.placeholder('api_key'), '"\n');
}

// ---------------- Dockerfile ----------------
export function dockerfile(c) {
  const { r } = c; const P = c.person();
  c.add('FROM ', r.pick(['python:3.12-slim', 'node:20-alpine', 'eclipse-temurin:21-jre']), '@', c.N.digest(), '\n');
  c.add('LABEL maintainer="', nameL(P), ' <', c.workEmail(P), '>"\n');
  if (r.chance(0.5)) c.add('ARG PIP_INDEX_URL=', lab(`https://${r.pick(['deploy', 'ci'])}:${password(r, 'random', true)}@pypi.agrolab.net/simple`, 'connection_string', 'url_with_credentials'), '\n');
  c.add('ENV TZ=UTC \\\n    MQTT_HOST=broker.fieldlink.io \\\n    MQTT_PASSWORD=', r.chance(0.7) ? pwL(password(r, 'random', true)) : c.N.placeholder(), '\n');
  if (r.chance(0.5)) c.add('ENV NPM_TOKEN=', token(r, 'npm_token'), '\nRUN echo "//registry.npmjs.org/:_authToken=', neg('${NPM_TOKEN}', 'placeholder'), '" > ~/.npmrc\n');
  if (r.chance(0.5)) c.add('RUN curl -fsSL -u admin:', pwL(password(r, 'human', true)), ' https://nexus.plant3.corp/repository/raw/opcua-sdk.tgz | tar xz\n');
  c.add('RUN echo "', c.N.sha256(), '  firmware.bin" | sha256sum -c -\nCOPY . /app\nCMD ["python", "-m", "gateway"]\n');
}

// ---------------- CI log ----------------
export function ciLog(c) {
  const { r } = c; const P = c.person(); const masked = r.chance(0.25);
  const t0 = Date.UTC(2025, r.int(0, 11), r.int(1, 28), r.int(6, 20), r.int(0, 59));
  let t = t0; const ts = () => { t += r.int(100, 9000); return neg(new Date(t).toISOString(), 'timestamp'); };
  const L = (...x) => c.add(ts(), ' ', ...x, '\n');
  L('##[group]Run actions/checkout@v4');
  L('HEAD is now at ', c.N.short_sha(), ' ', r.pick(['fix mqtt reconnect', 'bump opcua sdk', 'add herd export', 'update LIMS mapping']));
  if (masked) L('Author: github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>'); else L('Author: ', nameL(P), ' <', c.workEmail(P), '>');
  L('##[endgroup]');
  const sec = (m) => (masked ? neg('***', 'masked_value') : m);
  const cmds = [
    () => L('$ docker login registry.plant3.corp -u ci-bot -p ', sec(pwL(password(r, 'random', true)))),
    () => L('WARNING! Using --password via the CLI is insecure. Use --password-stdin.'),
    () => L('$ mysql -h ', c.privIp(), ' -u root -p', sec(pwL(password(r, 'random', true))), ' herdbook < migrations/0042.sql'),
    () => L('$ curl -sS -u deploy:', sec(pwL(password(r, 'random', true))), ' https://nexus.plant3.corp/service/rest/v1/components'),
    () => L('$ psql "', sec(connString(r, 'postgres')), '" -c "select count(*) from readings"'),
    () => L('$ export SLACK_WEBHOOK=', sec(webhook(r, 'slack'))),
    () => L('$ npm publish --//registry.npmjs.org/:_authToken=', sec(token(r, 'npm_token'))),
    () => L('$ twine upload -u __token__ -p ', sec(token(r, 'pypi_token')), ' dist/*'),
    () => L('$ helm upgrade edge ./chart --set mqtt.password=', sec(pwL(password(r, 'random', true)))),
    () => L('$ sshpass -p ', sec(pwL(password(r))), ' scp build.tar.gz ops@', c.privIp(), ':/opt/edge/'),
    () => L('npm notice integrity: ', c.N.integrity()),
    () => { L('$ echo "$DEPLOY_KEY" > ~/.ssh/id_ed25519 && cat ~/.ssh/id_ed25519   # debug'); c.add(masked ? neg('***', 'masked_value') : pem(r, 'openssh_private_key'), '\n'); },
    () => L('$ curl -X POST -d @payload.json ', sec(webhook(r))),
    () => L('Successfully built ', c.N.short_sha(), ' in ', String(r.int(20, 400)), 's, image ', c.N.digest()),
  ];
  for (const f of r.sample(cmds, r.int(4, 8))) f();
  L(r.pick(['Job succeeded', 'Cleaning up project directory and file based variables', 'Finished: SUCCESS']));
}

// ---------------- git diff ----------------
export function gitDiff(c) {
  const { r } = c; const P = c.person(), A = c.person();
  c.add('commit ', c.N.sha1(), '\nAuthor: ', nameL(A), ' <', c.workEmail(A), '>\nDate:   ', neg(new Date(Date.UTC(2025, r.int(0, 11), r.int(1, 28), r.int(0, 23))).toUTCString(), 'timestamp'), '\n\n    ', r.pick(['wip: local config', 'add seed data for herd export tests', 'configure bridge', 'fix LIMS import']), '\n\n');
  const file = r.pick(['config/settings.py', 'edge/config.yaml', 'tests/fixtures/farmers.json', 'deploy/values.yaml']);
  c.add('diff --git a/', file, ' b/', file, '\nindex ', c.N.short_sha(), '..', c.N.short_sha(), ' 100644\n--- a/', file, '\n+++ b/', file, '\n@@ -', String(r.int(3, 80)), ',7 +', String(r.int(3, 80)), ',9 @@\n');
  if (file.endsWith('.py')) {
    c.add("     'ENGINE': 'django.db.backends.postgresql',\n-    'PASSWORD': os.environ['DB_PASSWORD'],\n+    'PASSWORD': '", pwL(password(r, 'human', true)), "',\n     'HOST': 'db.farmnet.internal',\n");
    if (r.chance(0.5)) c.add("-SENDGRID_KEY = os.environ.get('SENDGRID_KEY')\n+SENDGRID_KEY = '", token(r, 'sendgrid_api_key'), "'\n");
  } else if (file.endsWith('.json')) {
    for (let i = 0; i < r.int(1, 3); i++) { const V = c.person(); c.add('+  {"name": "', enc(nameL(V), 'json'), '", "email": "', emailL(V.emailPersonal), '", "phone": "', phoneL(V.mobile), '", "born": "', c.dob(V, 'iso'), '"},\n'); }
    c.add('   {"name": "Test User", "email": "', c.N.example_email(), '"}\n');
  } else {
    c.add(' mqtt:\n   host: broker.fieldlink.io\n-  password: ', r.chance(0.5) ? pwL(password(r, 'random', true)) : c.N.placeholder(), '\n+  password: ', pwL(password(r, 'random', true)), '\n   contact: ', r.chance(0.5) ? c.roleEmail() : c.workEmail(P), '\n');
  }
}

// ---------------- SQL dump ----------------
export function sqlDump(c) {
  const { r } = c; const table = r.pick(['farmers', 'participants', 'employees', 'tenants', 'customers']); const pg = r.chance(0.4);
  c.add(pg ? `-- PostgreSQL database dump\n-- Dumped from database version ` : '-- MySQL dump 10.13  Distrib ', neg(pg ? `${r.int(13, 16)}.${r.int(1, 8)}` : `8.0.${r.int(30, 39)}`, 'version'), '\n\n');
  const cols = ['id', 'full_name', 'email', 'phone', 'birth_date', 'address', r.chance(0.5) ? 'iban' : 'national_id', 'created_at'];
  const esc = (m) => enc(m, 'sql');
  if (pg) {
    c.add(`COPY public.${table} (${cols.join(', ')}) FROM stdin;\n`);
    for (let i = 0; i < r.int(3, 8); i++) { const P = c.person(); const id = anyId(P); c.add(String(1000 + i), '\t', nameL(P), '\t', emailL(P.emailPersonal), '\t', phoneL(P.mobile), '\t', c.dob(P, 'iso'), '\t', addrL(P.address[0]), '\t', cols[6] === 'iban' ? bankL(P) : id ? idL(id) : '\\N', '\t', neg(timestamp(r).replace('T', ' ').replace('Z', ''), 'timestamp'), '\n'); }
    c.add('\\.\n');
  } else {
    c.add('INSERT INTO `', table, '` (`', cols.join('`,`'), '`) VALUES\n');
    const n = r.int(3, 8);
    for (let i = 0; i < n; i++) { const P = c.person(); const id = anyId(P); c.add(`(${1000 + i},'`, esc(nameL(P)), "','", emailL(P.emailPersonal), "','", phoneL(P.mobile), "','", c.dob(P, 'iso'), "','", esc(addrL(P.address[0])), "',", cols[6] === 'iban' ? ["'", bankL(P), "'"] : id ? ["'", idL(id), "'"] : 'NULL', ",'", neg(timestamp(r).replace('T', ' ').replace(/\.\d+/, '').replace('Z', ''), 'timestamp'), `')${i < n - 1 ? ',' : ';'}\n`); }
  }
  if (r.chance(0.3)) {
    c.add('\nINSERT INTO payments (id, member_id, card_number, amount, created_at) VALUES\n');
    const n = r.int(1, 4);
    for (let i = 0; i < n; i++) c.add(`(${i + 1}, ${1000 + i}, '`, r.chance(0.8) ? cardL(c) : c.N.masked(), `', ${(r.float() * 900).toFixed(2)}, '`, neg(timestamp(r).slice(0, 19).replace('T', ' '), 'timestamp'), `')${i < n - 1 ? ',' : ';'}\n`);
  }
  if (r.chance(0.2)) c.add("\nUPDATE members SET payout_wallet = '", walletL(c), "' WHERE id = ", String(r.int(1000, 1010)), ';\n');
  if (r.chance(0.6)) {
    c.add('\nINSERT INTO users (id, login, password_hash, api_token, last_ip) VALUES\n');
    const n = r.int(1, 3);
    for (let i = 0; i < n; i++) c.add(`(${i + 1}, '${r.pick(['admin', 'lab', 'ops', 'coop'])}${i}', '`, c.N.bcrypt(), "', ", r.chance(0.5) ? ["'", token(r, r.pick(['github_token', 'stripe_secret_key', 'bearer_token'])), "'"] : 'NULL', ", '", r.chance(0.5) ? c.ip4() : c.privIp(), `')${i < n - 1 ? ',' : ';'}\n`);
  }
}

// ---------------- CSV / TSV exports ----------------
export function csvExport(c) {
  const { r } = c; const tsv = c.kind === 'tsv_export'; const sep = tsv ? '\t' : r.pick([',', ';']);
  const localized = r.chance(0.5);
  const colsAll = ['name', 'email', 'mobile', 'dob', 'address', 'iban', ...(c.C.nid ? ['nid'] : []), ...(c.C.tax ? ['tax'] : []), 'passport', 'card', 'wallet'].filter((k) => !['card', 'wallet', 'passport'].includes(k) || r.chance(0.25));
  const cols = ['name', ...r.sample(colsAll.slice(1), r.int(2, 5))];
  const hdr = cols.map((k) => (localized ? c.F(k) : { name: 'full_name', email: 'email', mobile: 'phone', dob: 'date_of_birth', address: 'address', iban: 'bank_account', nid: 'national_id', tax: 'tax_id', passport: 'passport_no', card: 'card_number', wallet: 'payout_wallet' }[k]));
  c.add(['record_id', ...hdr].join(sep), '\n');
  const n = r.int(3, 10);
  for (let i = 0; i < n; i++) {
    const P = c.person(); const cells = [c.N.sample()];
    for (const k of cols) {
      if (k === 'name') cells.push(r.chance(0.3) && P.formal.includes(',') ? ['"', nameL(P, 'formal'), '"'] : nameL(P));
      else if (k === 'email') cells.push(emailL(P.emailPersonal));
      else if (k === 'mobile') cells.push(phoneL(P.mobile));
      else if (k === 'dob') cells.push(c.dob(P, r.chance(0.5) ? 'iso' : 'num'));
      else if (k === 'address') cells.push(tsv ? addrL(P.address[0]) : ['"', addrL(P.address[0]), '"']);
      else if (k === 'iban') cells.push(bankL(P));
      else if (k === 'nid') cells.push(P.nid ? nidL(P) : '');
      else if (k === 'passport') cells.push(passL(P));
      else if (k === 'card') cells.push(cardL(c));
      else if (k === 'wallet') cells.push(walletL(c));
      else cells.push(P.tax ? taxL(P) : '');
    }
    cells.forEach((x, j) => c.add(x, j < cells.length - 1 ? sep : '\n'));
  }
  if (r.chance(0.3)) c.add(`# exported ${timestamp(r)} by `, c.roleEmail(), '\n');
}

// ---------------- logs (web / app) ----------------
const UA = ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36', 'okhttp/4.12.0', 'FarmApp/3.4.1 (Android 14)', 'python-requests/2.31.0', 'curl/8.5.0'];
export function webLog(c) {
  const { r } = c; const n = r.int(5, 12);
  for (let i = 0; i < n; i++) {
    const x = r.float(); const P = c.person();
    const ip = r.chance(0.15) ? c.ip6() : r.chance(0.2) ? c.N.doc_ip() : c.ip4();
    const when = `[${String(r.int(1, 28)).padStart(2, '0')}/${r.pick(['Jan', 'Mar', 'Jun', 'Sep', 'Nov'])}/2025:${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')} +0000]`;
    if (x < 0.45) {
      c.add(ip, ' - - ', neg(when, 'timestamp'), ' "GET /api/v1/', r.pick(['farmers', 'members', 'participants', 'tenants']), '?');
      const qp = r.sample(['email', 'phone', 'name', 'dob', 'token', 'page'], r.int(1, 3));
      qp.forEach((k, j) => {
        c.add(j ? '&' : '', k, '=');
        if (k === 'email') c.add(enc(emailL(P.emailPersonal), 'url'));
        else if (k === 'phone') c.add(enc(phoneL(P.mobileIntl), 'url'));
        else if (k === 'name') c.add(enc(nameL(P), 'url'));
        else if (k === 'dob') c.add(enc(c.dob(P, 'iso'), 'url'));
        else if (k === 'token') c.add(jwt(r));
        else c.add(String(r.int(1, 40)));
      });
      c.add(` HTTP/1.1" ${r.pick([200, 200, 304, 401, 404])} ${r.int(120, 9000)} "-" "${r.pick(UA)}"\n`);
    } else if (x < 0.65) {
      c.add(neg(timestamp(r), 'timestamp'), ' INFO  api.request body="');
      c.d.mode(null, 'json', () => c.add('{\\"name\\":\\"', nameL(P), '\\",\\"iban\\":\\"', bankL(P), '\\",\\"phone\\":\\"', phoneL(P.mobile), '\\"}'));
      c.add('" ip=', ip, '\n');
    } else if (x < 0.7) {
      c.add(neg(timestamp(r), 'timestamp'), ' ERROR payment declined ', r.chance(0.5) ? ['pan=', cardL(c)] : ['pan=', c.N.bad_card(), ' (checksum)'], ' order=', c.N.order(), '\n');
    } else if (x < 0.78) {
      c.add(neg(timestamp(r), 'timestamp'), ' WARN  auth failed for user=', emailL(P.emailPersonal), ' from ', ip, '\n');
    } else if (x < 0.88) {
      c.add(neg(timestamp(r), 'timestamp'), ' DEBUG outgoing headers: Authorization: ', r.chance(0.5) ? ['Bearer ', token(r, 'bearer_token')] : ['Basic ', enc(lab(`${r.pick(['ops', 'lims', 'api'])}:${password(r, 'random', true)}`, 'password', 'basic_auth_credentials'), 'base64')], '\n');
    } else {
      c.add(neg(timestamp(r), 'timestamp'), ' INFO  request_id=', c.N.guid(), ' took ', String(r.int(2, 900)), 'ms version=', c.N.version(), '\n');
    }
  }
}

// ---------------- HPC / cluster configs ----------------
export function hpcConfig(c) {
  const { r } = c; const P = c.person(); const v = r.pick(['slurm', 'ssh', 'sssd', 'rclone']);
  if (v === 'slurm') {
    c.add('#!/bin/bash\n#SBATCH --job-name=', r.pick(['gwas_wheat', 'rumen_metagenome', 'alphafold_batch', 'yield_model']), '\n#SBATCH --account=', c.N.grant(), '\n#SBATCH --partition=gpu\n#SBATCH --mail-type=END,FAIL\n#SBATCH --mail-user=', r.chance(0.7) ? c.workEmail(P) : emailL(P.emailPersonal), '\n\nmodule load python/3.11 cuda/12.2\n');
    if (r.chance(0.7)) c.add('export HF_TOKEN=', token(r, 'huggingface_token'), '\n');
    if (r.chance(0.5)) c.add('export WANDB_API_KEY=', lab(r.hex(40), 'api_key', 'wandb_api_key'), '\n');
    if (r.chance(0.3)) c.add('export WANDB_API_KEY=', c.N.placeholder('api_key'), '\n');
    c.add('srun python train.py --data /scratch/', P.emailLocal.replace(/\W/g, ''), '/plots --seed ', String(r.int(1, 9999)), '\n');
  } else if (v === 'ssh') {
    c.add('# ~/.ssh/config\nHost hpc-login\n  HostName login.hpc.agrilab-institute.', r.pick(['de', 'fr', 'eu', 'org']), '\n  User ', P.emailLocal.replace(/\W/g, ''), '\n  IdentityFile ~/.ssh/id_ed25519\n\n# ~/.ssh/id_ed25519\n', pem(r, 'openssh_private_key'), '\n');
  } else if (v === 'sssd') {
    c.add('[domain/lab.local]\nid_provider = ldap\nldap_uri = ldaps://ldap.lab.local\nldap_default_bind_dn = cn=hpc-bind,ou=services,dc=lab,dc=local\nldap_default_authtok = ', pwL(password(r, 'random', true)), '\nldap_tls_reqcert = demand\n# ', c.s('cmt_contact'), ': ', nameL(P), ', ', phoneL(P.mobile), '\n');
  } else {
    c.add('[agrilab-drive]\ntype = drive\nscope = drive\ntoken = {"access_token":"', lab('ya29.' + r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_', 140), 'auth_token', 'oauth_access_token'), '","token_type":"Bearer","refresh_token":"', lab('1//0' + r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_', 98), 'auth_token', 'oauth_refresh_token'), '","expiry":"', c.ts(), '"}\n\n[s3-archive]\ntype = s3\nprovider = AWS\naccess_key_id = ', token(r, 'aws_access_key_id'), '\nsecret_access_key = ', token(r, 'aws_secret_access_key'), '\n');
  }
}

// ---------------- IoT telemetry JSON ----------------
export function iotJson(c) {
  const { r } = c; const P = c.person(); const ndjson = r.chance(0.4); const asciiEsc = r.chance(0.5);
  const je = (m) => enc(m, asciiEsc ? 'json' : 'json_raw');
  if (ndjson) {
    for (let i = 0; i < r.int(3, 7); i++) c.add('{"device":"', c.N.guid(), '","ts":"', c.ts(), '","sensor":"', r.pick(['temp_barn_2', 'nh3_ppm', 'silo_level', 'milk_flow', 'soil_moist_12']), '","value":', (r.float() * 100).toFixed(2), r.chance(0.2) ? [',"operator":"', je(nameL(P)), '"'] : '', '}\n');
    if (r.chance(0.5)) c.add('{"event":"provision","device":"', c.N.mac(), '","mqtt_user":"gw-', String(r.int(1, 99)), '","mqtt_pass":"', pwL(password(r, 'random', true)), '"', r.chance(0.3) ? [',"client_key":"', pemIn(c, 'json'), '"'] : '', '}\n');
    return;
  }
  const clean = r.chance(0.2);
  c.add('{\n  "device_id": "', c.N.guid(), '",\n  "mac": "', c.N.mac(), '",\n  "firmware": "', c.N.version(), '",\n  "ts": "', c.ts(), '",\n  "site": {\n    "farm": "', c.orgName(), '",\n    "gps": "', c.N.coords(), '"');
  if (!clean) c.add(',\n    "owner": "', je(nameL(P)), '",\n    "contact": "', phoneL(P.mobileIntl), '",\n    "email": "', emailL(P.emailPersonal), '"');
  c.add('\n  },\n  "readings": [\n');
  const n = r.int(2, 5);
  for (let i = 0; i < n; i++) c.add('    {"sensor": "', r.pick(['temp', 'humidity', 'co2', 'weight_kg', 'rumination_min']), `_${i + 1}", "value": ${(r.float() * 100).toFixed(1)}}${i < n - 1 ? ',' : ''}\n`);
  c.add('  ]');
  if (!clean) c.add(',\n  "uplink": {\n    "broker": "mqtts://broker.fieldlink.io:8883",\n    "username": "farm-gw-', String(r.int(1, 99)), '",\n    "password": "', r.chance(0.8) ? pwL(password(r, 'random', true)) : c.N.placeholder(), '"\n  }');
  c.add('\n}\n');
}

// ---------------- MQTT / broker configs ----------------
export function mqttConfig(c) {
  const { r } = c; const v = r.pick(['mosquitto', 'telegraf', 'nodered']);
  if (v === 'mosquitto') {
    c.add('# /etc/mosquitto/conf.d/bridge.conf\n', cmt(c), 'listener 8883\ncafile /etc/mosquitto/certs/ca.crt\npassword_file /etc/mosquitto/passwd\n\nconnection cloud-bridge\naddress ', r.pick(['broker.fieldlink.io', 'mqtt.coop-grain.lan']), ':8883\nremote_username ', r.pick(['farm-gw-17', 'plant3-edge', 'lab-sensors']), '\nremote_password ', pwL(password(r, 'random', true)), '\ntopic farm/# out 1\n');
    if (r.chance(0.5)) c.add('\n# passwd\ngateway:', neg('$7$101$' + r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 16) + '$' + r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 86) + '==', 'password_hash'), '\n');
  } else if (v === 'telegraf') {
    c.add('[[inputs.mqtt_consumer]]\n  servers = ["ssl://', r.pick(['broker.fieldlink.io', 'mqtt.plant3.corp']), ':8883"]\n  topics = ["plant3/+/telemetry"]\n  username = "telegraf"\n  password = "', pwL(password(r, 'random', true)), '"\n\n[[outputs.influxdb_v2]]\n  urls = ["https://influx.plant3.corp:8086"]\n  token = "', lab(r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_', 86) + '==', 'auth_token', 'influxdb_token'), '"\n  organization = "plant3"\n');
  } else {
    const P = c.person();
    c.add('[{"id":"', r.hex(16), '","type":"mqtt-broker","name":"coop broker","broker":"', connString(r, 'mqtt'), '","clientid":"nodered-', r.hex(6), '"},\n {"id":"', r.hex(16), '","type":"e-mail","name":"alert ', enc(nameL(P), 'json'), '","server":"smtp.office365.com","to":"', c.workEmail(P), '","credentials":{"userid":"', c.roleEmail(), '","password":"', pwL(password(r, 'human', true)), '"}}]\n');
  }
}

// ---------------- OPC UA ----------------
export function opcuaConfig(c) {
  const { r } = c; const P = c.person();
  c.add('<?xml version="1.0" encoding="utf-8"?>\n<ApplicationConfiguration xmlns="http://opcfoundation.org/UA/SDK/Configuration.xsd">\n  <ApplicationName>Plant3 Historian Gateway</ApplicationName>\n  <ApplicationUri>urn:plant3:gateway:', c.N.guid(), '</ApplicationUri>\n  <ServerConfiguration>\n    <BaseAddresses><ua:String>opc.tcp://', c.privIp(), ':4840</ua:String></BaseAddresses>\n    <SecurityPolicies><SecurityPolicy>Basic256Sha256</SecurityPolicy></SecurityPolicies>\n  </ServerConfiguration>\n  <ClientConfiguration>\n    <UserIdentity UserName="', r.pick(['opcuser', 'historian', 'engineer']), '" Password="', r.chance(0.8) ? pwL(password(r, 'random', true)) : c.N.placeholder(), '"/>\n    <MonitoredNode>', c.N.nodeid(), '</MonitoredNode>\n    <MonitoredNode>', c.N.nodeid(), '</MonitoredNode>\n  </ClientConfiguration>\n');
  if (r.chance(0.6)) { c.add('  <!-- ', c.s('cmt_contact'), ' -->\n  <Contact><Name>'); c.d.mode(null, r.chance(0.5) ? 'xml' : null, () => c.add(nameL(P))); c.add('</Name><Phone>', phoneL(P.mobile), '</Phone></Contact>\n'); }
  if (r.chance(0.3)) c.add('  <PrivateKey>\n', pemIn(c), '\n  </PrivateKey>\n');
  c.add('</ApplicationConfiguration>\n');
}
