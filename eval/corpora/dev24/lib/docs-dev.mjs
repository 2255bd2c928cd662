// Developer-side carriers: integration-engine logs, queues, gateways, vaults, HAR, Kubernetes/Helm,
// CI logs, SQL dumps, .env/.properties, source constants, cloud credential files.
import { Doc, lab, neg, up } from './doc.mjs';
import { fmtDate, LOCALES } from './lang.mjs';
import { TOKENS, token, password, connString, webhook, privateKey, wireguardKey, ageKey, ethPrivateKey, wallet, publicIPv4, publicIPv6, jwt, uuid } from './secrets.mjs';

const p2 = (n) => String(n).padStart(2, '0');
const ENV = { aws_access_key_id: 'AWS_ACCESS_KEY_ID', aws_secret_access_key: 'AWS_SECRET_ACCESS_KEY', google_api_key: 'GOOGLE_MAPS_API_KEY', stripe_secret_key: 'STRIPE_SECRET_KEY', sendgrid_api_key: 'SENDGRID_API_KEY', openai_api_key: 'OPENAI_API_KEY', anthropic_api_key: 'ANTHROPIC_API_KEY', github_pat: 'GH_TOKEN', gitlab_pat: 'GITLAB_TOKEN', slack_bot_token: 'SLACK_BOT_TOKEN', npm_token: 'NPM_TOKEN', datadog_api_key: 'DD_API_KEY', twilio_auth_token: 'TWILIO_AUTH_TOKEN', huggingface_token: 'HF_TOKEN', vault_token: 'VAULT_TOKEN' };
const envName = (t) => ENV[t] || t.toUpperCase();
const SECRET_TYPES = Object.keys(TOKENS);
const esc = (l) => ({ ...l, v: l.v.replace(/\n/g, '\\n'), enc: 'json_escaped' });
const b64 = (l) => ({ ...l, v: Buffer.from(l.v).toString('base64'), enc: 'base64' });
const ts = (r) => { const d = r.date(2025, 2026); return `${d.y}-${p2(d.m)}-${p2(d.d)}T${p2(r.int(0, 23))}:${p2(r.int(0, 59))}:${p2(r.int(0, 59))}.${r.digits(3)}Z`; };

export const DEV = {
  integration_engine_log: { sector: 'dev', cats: ['person_name', 'date_of_birth', 'national_id', 'connection_string', 'webhook_url'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person(); const ch = r.pick(['ADT_IN_EPIC', 'LAB_ORU_OUT', 'HL7_TO_FHIR', 'SIU_SCHED']);
    d.f`${ts(r)} INFO  [${ch}] Channel deployed (engine ${c.negk('version_string')})\n${ts(r)} ERROR [${ch}] com.mirth.connect.server.transformers.JavaScriptFilterTransformer: TypeError: Cannot read property "PID.5" of undefined\n`;
    d.f`    raw="MSH|^~\\&|${r.pick(['EPIC', 'CERNER', 'ORBIS'])}|FAC|||${r.digits(14)}||ADT^A08|${r.digits(8)}|P|2.3\\rPID|1||${c.negk('record_id')}||${c.name(p, 'hl7')}||${c.dob(p, 'ymd')}|${p.sex}||||||||||${c.negk('case_number')}|${c.nid(p)}\\r"\n`;
    if (r.chance(0.6)) d.f`${ts(r)} ERROR [${ch}] DatabaseWriter: could not connect using ${connString(r, r.pick(['jdbc_postgres', 'mssql', 'jdbc_oracle']))}\n`;
    else d.f`${ts(r)} WARN  [${ch}] alert delivered to ${webhook(r, r.pick(['teams', 'slack', 'power_automate']))}\n`;
    d.f`${ts(r)} INFO  [${ch}] retry ${r.int(1, 5)}/5 scheduled, queue depth ${r.int(1, 9000)}`;
    return d; } },
  mq_payload_log: { sector: 'dev', cats: ['person_name', 'email', 'phone_number', 'iban', 'connection_string'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person(); const topic = r.pick(['crm.customer.updated', 'billing.mandate.created', 'hr.employee.synced']);
    d.f`${ts(r)} INFO  [consumer-${r.int(1, 8)}] o.a.k.c.c.KafkaConsumer - topic=${topic} partition=${r.int(0, 11)} offset=${r.digits(7)} key=${c.negk('uuid')}\n${ts(r)} DEBUG [consumer] payload={"eventId":"${c.negk('uuid')}","customer":{"name":"${c.name(p, 'full')}","email":"${c.email(p)}"`;
    if (r.chance(0.6)) d.f`,"mobile":"${c.phone(p, 'intl')}"`;
    if (r.chance(0.6)) d.f`,"iban":"${c.iban(p, false)}"`;
    d.f`},"source":"${c.negk('product_name')}","schemaVersion":"${c.negk('version_string')}"}\n`;
    d.f`${ts(r)} WARN  [consumer] schema registry lookup slow (${r.int(200, 900)} ms)\n${ts(r)} ERROR [dlq-forwarder] publish failed to ${connString(r, r.pick(['amqp', 'amqp', 'redis', 'nats', 'mqtt']))} (channel closed)\n${ts(r)} INFO  [consumer] committed offsets, lag=${r.int(0, 5000)}`;
    return d; } },
  api_gateway_log: { sector: 'dev', cats: ['ip_address', 'email', 'auth_token', 'api_key'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person();
    const line = (ip, path, hdr) => { d.f`{"time":"${ts(r)}","client_ip":"${ip}","method":"${r.pick(['GET', 'POST', 'PATCH'])}","uri":"${path}","status":${r.pick([200, 201, 401, 403, 500])},"latency_ms":${r.int(2, 900)},"ua":"${r.pick(['okhttp', 'python-requests', 'Mozilla/5.0'])}/${c.negk('version_string')}"`; if (hdr) d.push(hdr); d.f`,"route_id":"${c.negk('uuid')}"}\n`; };
    const t = token(r, r.pick(SECRET_TYPES.filter(k => TOKENS[k][0] === 'api_key')));
    line(r.chance(0.7) ? publicIPv4(r) : publicIPv6(r), ['/v1/customers?email=', c.email(p), '&expand=addresses'], [',"x-api-key":"', t, '"']);
    line(publicIPv4(r), `/v1/orders/${c.negk('order_number').v}`, [',"authorization":"Bearer ', lab('auth_token', 'jwt', jwt(r, { sub: uuid(r), scope: 'orders:read', exp: 1767000000 + r.int(0, 9999999) })), '"']);
    line(neg('documentation_ip', c.negk('documentation_ip').v), '/healthz', null);
    line(c.negk('private_ip'), '/metrics', null);
    d.f`{"time":"${ts(r)}","level":"warn","msg":"upstream latency above SLO","route":"/v1/customers"}`;
    return d; } },
  vault_kv_export: { sector: 'dev', cats: ['password', 'api_key', 'auth_token', 'connection_string', 'private_key'], fn(c) {
    const { r } = c, d = new Doc(); const path = r.pick(['secret/payroll/prod', 'kv/hl7-bridge', 'secret/billing/stripe']);
    d.f`$ vault kv get -format=json ${path}\n{\n  "request_id": "${c.negk('uuid')}",\n  "lease_duration": 0,\n  "data": {\n    "data": {\n      "db_password": "${password(r, true)}",\n`;
    const t = token(r, r.pick(SECRET_TYPES)); d.f`      "${t.t}": "${t}",\n`;
    if (r.chance(0.5)) d.f`      "database_url": "${connString(r)}",\n`; else d.f`      "signing_key": "${esc(privateKey(r, r.pick(['ec_sec1', 'ed25519_pkcs8', 'rsa_pkcs1'])))}",\n`;
    d.f`      "smtp_password": "${c.negk('placeholder')}"\n    },\n    "metadata": { "created_time": "${c.negk('timestamp')}", "version": ${r.int(1, 40)} }\n  }\n}`;
    return d; } },
  aws_secretsmanager_cli: { sector: 'dev', cats: ['password', 'connection_string', 'api_key'], fn(c) {
    const { r } = c, d = new Doc(); const region = r.pick(['eu-central-1', 'us-east-1', 'ap-northeast-1']); const pw = password(r, true);
    d.f`$ aws secretsmanager get-secret-value --secret-id prod/${r.pick(['claims', 'crm', 'ledger'])}/rds --region ${region}\n{\n    "ARN": "arn:aws:secretsmanager:${region}:${neg('account_identifier', r.digits(12))}:secret:prod/rds-${r.alnum(6)}",\n    "Name": "prod/rds",\n    "VersionId": "${c.negk('uuid')}",\n`;
    d.f`    "SecretString": "{\\"username\\":\\"app_rw\\",\\"password\\":\\"${pw}\\",\\"engine\\":\\"postgres\\",\\"host\\":\\"db.${region}.rds.amazonaws.com\\",\\"port\\":5432}",\n    "CreatedDate": "${c.negk('timestamp')}"\n}\n`;
    d.f`$ export AWS_ACCESS_KEY_ID=${token(r, 'aws_access_key_id')}\n$ export AWS_SECRET_ACCESS_KEY=${token(r, 'aws_secret_access_key')}\n`;
    if (r.chance(0.5)) d.f`$ psql "${connString(r, 'postgres')}" -c '\\dt'\n`;
    return d; } },
  har_capture: { sector: 'dev', cats: ['auth_token', 'email', 'password', 'person_name', 'phone_number'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person(); const em = c.email(p);
    d.f`{"log":{"version":"1.2","creator":{"name":"WebInspector","version":"537.36"},"entries":[\n {"startedDateTime":"${c.negk('timestamp')}","serverIPAddress":"${c.negk('documentation_ip')}","request":{"method":"POST","url":"https://portal.${c.corpDomain}/api/login",\n  "headers":[{"name":"Cookie","value":"session=${lab('auth_token', 'session_cookie', r.b64url(48))}; consent=1"},{"name":"User-Agent","value":"Mozilla/5.0"}],\n`;
    d.f`  "postData":{"mimeType":"application/json","text":"{\\"username\\":\\"${em}\\",\\"password\\":\\"${password(r, true)}\\"}"}},\n`;
    d.f`  "response":{"status":200,"content":{"mimeType":"application/json","text":"{\\"displayName\\":\\"${c.name(p, 'full')}\\",\\"mobile\\":\\"${c.phone(p, 'intl')}\\",\\"tier\\":\\"gold\\"}"}}}\n]}}`;
    return d; } },
  k8s_secret_yaml: { sector: 'dev', cats: ['password', 'connection_string', 'api_key', 'webhook_url', 'private_key'], fn(c) {
    const { r } = c, d = new Doc(); const app = r.pick(['claims-api', 'payroll-worker', 'hl7-bridge', 'crm-sync']);
    d.f`apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${app}-secrets\n  namespace: ${r.pick(['prod', 'default', 'integration'])}\n  labels:\n    app.kubernetes.io/version: "${c.negk('version_string')}"\ntype: Opaque\ndata:\n  DB_PASSWORD: ${b64(password(r, true))}\n`;
    if (r.chance(0.4)) d.f`  id_ed25519: ${b64(privateKey(r, 'openssh'))}\n`;
    d.f`stringData:\n  DATABASE_URL: "${connString(r)}"\n`;
    const t = token(r, r.pick(SECRET_TYPES)); d.f`  ${envName(t.t)}: "${t}"\n`;
    if (r.chance(0.85)) d.f`  ALERT_WEBHOOK: "${webhook(r)}"\n`;
    d.f`  SMTP_PASSWORD: "${c.negk('env_reference')}"`;
    return d; } },
  helm_values: { sector: 'dev', cats: ['password', 'webhook_url', 'private_key', 'api_key'], fn(c) {
    const { r } = c, d = new Doc();
    d.f`# values-prod.yaml — ${c.negk('project_codename')}\nimage:\n  repository: registry.${c.corpDomain}/app\n  tag: "${c.negk('version_string')}"\n  digest: ${neg('hash', 'sha256:' + r.hex(64))}\npostgresql:\n  auth:\n    username: app\n    password: "${password(r, true)}"\n    existingSecret: ""\n`;
    d.f`alertmanager:\n  config:\n    receivers:\n      - name: oncall\n        ${r.chance(0.5) ? 'slack_configs' : 'webhook_configs'}:\n          - ${r.chance(0.5) ? 'api_url' : 'url'}: ${webhook(r)}\n`;
    const k = r.chance(0.6); if (k) d.f`wireguard:\n  interface:\n    PrivateKey: ${wireguardKey(r)}\n    Address: ${c.negk('private_ip')}/32\n`;
    else { const t = token(r, r.pick(SECRET_TYPES)); d.f`extraEnv:\n  - name: ${envName(t.t)}\n    value: "${t}"\n  - name: LOG_LEVEL\n    value: info\n`; }
    d.f`ingress:\n  hosts: [ "api.${c.corpDomain}" ]`;
    return d; } },
  ci_log: { sector: 'dev', cats: ['auth_token', 'password', 'api_key', 'private_key', 'webhook_url'], fn(c) {
    const { r } = c, d = new Doc(); const T = () => `${ts(r).replace('Z', '')}0000Z`;
    d.f`${T()} ##[group]Run actions/checkout@v4\n${T()} HEAD is now at ${neg('git_commit', r.hex(40))} release ${c.negk('version_string')}\n${T()} ##[endgroup]\n`;
    d.f`${T()} + echo "//registry.npmjs.org/:_authToken=${token(r, 'npm_token')}" > ~/.npmrc\n`;
    d.f`${T()} + docker login -u deploy -p ${password(r, true)} registry.${c.corpDomain}\n${T()} WARNING! Using --password via the CLI is insecure. Use --password-stdin.\n`;
    d.f`${T()} env: AWS_ACCESS_KEY_ID=${token(r, 'aws_access_key_id')} AWS_SECRET_ACCESS_KEY=${neg('masked_value', '***')}\n`;
    const opt = r.int(0, 2);
    if (opt === 0) d.f`${T()} + curl -X POST -H 'Content-type: application/json' --data '{"text":"deploy ok"}' ${webhook(r, r.pick(['slack', 'discord', 'teams', 'google_chat']))}\n`;
    if (opt === 1) d.f`${T()} + echo "$DEPLOY_KEY" | tee /tmp/key\n${privateKey(r, r.pick(['openssh', 'rsa_pkcs1']))}\n`;
    if (opt === 2) { const t = token(r, r.pick(['github_pat', 'gitlab_pat', 'github_fine_grained_pat', 'pypi_token', 'huggingface_token', 'terraform_cloud_token', 'doppler_token', 'databricks_pat'])); d.f`${T()} + git remote set-url origin https://x-access-token:${t}@github.com/${r.pick(['acme', 'nordwind'])}/infra.git\n`; }
    d.f`${T()} ##[error]Process completed with exit code ${r.int(1, 2)}.`;
    return d; } },
  sql_dump: { sector: 'dev', cats: ['person_name', 'email', 'phone_number', 'date_of_birth', 'credit_card', 'password'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person();
    d.f`-- MySQL dump 10.13  Distrib ${c.negk('version_string')}, for Linux (x86_64)\n-- Host: ${c.negk('private_ip')}    Database: crm\nLOCK TABLES \`customers\` WRITE;\nINSERT INTO \`customers\` (\`id\`,\`first_name\`,\`last_name\`,\`email\`,\`birth_date\`,\`card_number\`,\`created_at\`) VALUES\n`;
    d.f`(${r.int(1000, 99999)},'${c.name(p, 'given')}','${c.name(p, 'family')}','${c.email(p)}','${c.dob(p, 'iso')}','${r.chance(0.6) ? c.card(p, 'plain') : c.negk('masked_card')}','${c.negk('service_date')} 10:00:00'),\n`;
    d.f`(${r.int(1000, 99999)},'Max','Mustermann','${c.negk('role_mailbox', 'example.com')}','1970-01-01','${c.negk('test_card')}','${c.negk('service_date')} 10:00:00');\nUNLOCK TABLES;\n`;
    d.f`CREATE USER 'report'@'%' IDENTIFIED BY '${password(r, true)}';\nGRANT SELECT ON crm.* TO 'report'@'%';`;
    return d; } },
  dotenv: { sector: 'dev', cats: ['api_key', 'auth_token', 'connection_string', 'password', 'webhook_url'], fn(c) {
    const { r } = c, d = new Doc();
    d.f`# .env.production — generated ${c.negk('service_date')}\nAPP_ENV=production\nAPP_VERSION=${c.negk('version_string')}\nDATABASE_URL=${connString(r)}\nCACHE_URL=${c.negk('credential_free_uri')}\n`;
    for (const t of r.sample(SECRET_TYPES, r.int(2, 3))) d.f`${envName(t)}=${token(r, t)}\n`;
    if (r.chance(0.4)) d.f`SMTP_PASSWORD=${password(r)}\n`; else d.f`NOTIFY_WEBHOOK=${webhook(r)}\n`;
    d.f`STRIPE_PUBLISHABLE_KEY=${c.negk('placeholder')}\nJWT_SECRET=${c.negk('env_reference')}`;
    return d; } },
  spring_properties: { sector: 'dev', cats: ['connection_string', 'password', 'api_key', 'auth_token'], fn(c) {
    const { r } = c, d = new Doc(); const cm = { de: '# Zugangsdaten – nicht einchecken!', ja: '# 本番用の接続情報（コミット禁止）', fr: '# Identifiants de production', es: '# Credenciales de producción', ko: '# 운영 환경 접속 정보', zh: '# 生产环境连接信息' }[c.lang] || '# production credentials';
    d.f`${cm}\nspring.application.name=${r.pick(['claims-service', 'payroll-batch', 'crm-sync'])}\nspring.datasource.url=${connString(r, r.pick(['jdbc_postgres', 'jdbc_oracle']))}\nspring.datasource.hikari.maximum-pool-size=${r.int(5, 40)}\n`;
    d.f`spring.mail.host=smtp.${c.corpDomain}\nspring.mail.username=${c.negk('role_mailbox', c.corpDomain)}\nspring.mail.password=${password(r)}\n`;
    const t = token(r, r.pick(SECRET_TYPES)); d.f`app.integrations.${t.t.replace(/_/g, '-')}=${t}\nmanagement.endpoints.web.exposure.include=health,info\ninfo.app.version=${c.negk('version_string')}`;
    return d; } },
  source_constants: { sector: 'dev', cats: ['api_key', 'auth_token', 'private_key', 'crypto_wallet'], fn(c) {
    const { r } = c, d = new Doc(); const lang = r.pick(['py', 'js', 'go']); const t = token(r, r.pick(SECRET_TYPES)); const pk = r.int(0, 3);
    const key = pk === 0 ? esc(privateKey(r, r.pick(['ec_sec1', 'ed25519_pkcs8', 'rsa_pkcs8']))) : pk === 1 ? ageKey(r) : pk === 2 ? ethPrivateKey(r) : null;
    if (lang === 'py') { d.f`# ${c.negk('project_codename')} — settings.py\nimport os\n\nAPI_BASE = "https://api.${c.corpDomain}/v2"\n${envName(t.t)} = "${t}"  # TODO move to vault\nEXAMPLE_KEY = "${c.negk('documented_example_key')}"  # from the docs\n`; if (key) d.f`SIGNING_KEY = "${key}"\n`; d.f`DONATION_ADDRESS = "${wallet(r)}"\nTEST_CARD = "${c.negk('test_card')}"\n`; }
    if (lang === 'js') { d.f`// config.js — ${c.negk('project_codename')}\nexport const config = {\n  apiBase: 'https://api.${c.corpDomain}/v2',\n  ${t.t.replace(/_(\w)/g, (m, x) => x.toUpperCase())}: '${t}',\n  docsExample: '${c.negk('documented_example_key')}',\n`; if (key) d.f`  signingKey: '${key}',\n`; d.f`  payoutWallet: '${wallet(r)}',\n  buildId: '${c.negk('uuid')}',\n};\n`; }
    if (lang === 'go') { d.f`package config\n\n// Version ${c.negk('version_string')}\nconst (\n\tAPIBase = "https://api.${c.corpDomain}/v2"\n\t${t.t.split('_').map(x => x[0].toUpperCase() + x.slice(1)).join('')} = "${t}"\n\tPlaceholder = "${c.negk('placeholder')}"\n`; if (key) d.f`\tSigningKey = "${key}"\n`; d.f`\tTreasury = "${wallet(r)}"\n)\n`; }
    return d; } },
  gcp_service_account: { sector: 'dev', cats: ['private_key', 'api_key'], fn(c) {
    const { r } = c, d = new Doc(); const proj = `${r.pick(['claims', 'payroll', 'ehr'])}-prod-${r.digits(6)}`;
    d.f`$ cat deploy/sa-key.json\n{\n  "type": "service_account",\n  "project_id": "${proj}",\n  "private_key_id": "${neg('hash', r.hex(40))}",\n  "private_key": "${esc(privateKey(r, 'rsa_pkcs8'))}\\n",\n  "client_email": "${c.negk('service_account_email', `${proj}.iam.gserviceaccount.com`)}",\n  "client_id": "${r.nzdigits(21)}",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}\n`;
    d.f`$ export GOOGLE_API_KEY=${token(r, r.pick(['google_api_key', 'google_oauth_client_secret']))}`;
    return d; } },
  cli_history: { sector: 'dev', cats: ['password', 'connection_string', 'auth_token', 'ip_address'], fn(c) {
    const { r } = c, d = new Doc(); const user = r.pick(['ops', 'root', 'deploy']);
    d.f`  ${r.int(100, 999)}  ssh ${user}@${c.negk('private_ip')}\n  ${r.int(100, 999)}  mysql -h ${c.negk('private_ip')} -u admin -p'${password(r, true)}' crm\n`;
    d.f`  ${r.int(100, 999)}  mongosh "${connString(r, 'mongodb')}"\n`;
    if (r.chance(0.5)) d.f`  ${r.int(100, 999)}  curl -u svc-export:${password(r, true)} https://api.${c.corpDomain}/export\n`; else d.f`  ${r.int(100, 999)}  curl -H "Authorization: Bearer ${token(r, r.pick(['github_pat', 'slack_bot_token', 'digitalocean_pat', 'shopify_access_token', 'square_access_token', 'supabase_pat', 'flyio_token', 'grafana_service_account_token', 'atlassian_api_token', 'sentry_user_token', 'slack_user_token', 'discord_bot_token', 'telegram_bot_token', 'vault_token', 'google_oauth_access_token']))}" https://api.example.net/v1/me\n`;
    d.f`  ${r.int(100, 999)}  sudo iptables -A INPUT -s ${publicIPv4(r)} -j DROP   # abusive client, see ${c.negk('ticket_number')}\n  ${r.int(100, 999)}  history -c`;
    return d; } },
};
