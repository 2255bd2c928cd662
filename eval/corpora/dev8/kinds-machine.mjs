// Office and machine text: exports, payloads, logs, configuration, code, dumps.
import { lab, neg, map, jsonStr, plain } from './doc.mjs';
import { NOT_PHONE, NOT_BANK, NOT_EMAIL, NOT_WALLET, PLACEHOLDERS, NOT_SECRET, any } from './lookalikes.mjs';
import * as S from './secrets.mjs';

const amount = (c) => NOT_PHONE.amount(c.r);
const pad = (s, n) => s + ' '.repeat(Math.max(1, n - [...s].length));

export function csvExport(c, d) {
  const { r, L } = c;
  const sep = r.pick([',', ';', ',', '\t']);
  const quote = r.chance(0.4);
  const q = (p) => (quote ? ['"', p, '"'] : p);
  const cols = r.pick([
    ['id', 'name', 'email', 'phone', 'dob', 'city', 'created_at'],
    ['customer_id', 'full_name', 'date_of_birth', 'iban', 'signup_ip', 'amount'],
    ['emp_no', 'name', 'national_id', 'passport', 'hire_date', 'mobile'],
    ['order', 'customer', 'address', 'total', 'tracking'],
    ['txn_id', 'cardholder', 'card_number', 'expiry', 'amount', 'ip'],
  ]);
  d.put(cols.join(sep)).put('\n');
  const n = r.int(4, 9);
  for (let i = 0; i < n; i++) {
    const p = c.person();
    const cell = {
      id: () => neg('not_phone.row_id', String(r.int(1000, 99999))), customer_id: () => NOT_BANK.customer_no(r), emp_no: () => neg('not_phone.employee_id', `E${r.digits(5)}`),
      order: () => NOT_PHONE.order_no(r), name: () => c.name(p), full_name: () => c.name(p, r.pick(['full', 'upper', 'upper_family'])), customer: () => c.name(p),
      email: () => c.email(p, null), phone: () => c.phone(), mobile: () => c.phone(), dob: () => c.dob(p, 0), date_of_birth: () => c.dob(p),
      city: () => c.city(), created_at: () => neg('not_dob.created_at', `${c.date(2024, 2026, 0)}T${String(r.int(0, 23)).padStart(2, '0')}:${r.int(10, 59)}:${r.int(10, 59)}Z`),
      iban: () => c.iban(), signup_ip: () => S.ip(r), amount: () => amount(c), total: () => amount(c), national_id: () => c.nationalId(p), passport: () => c.passport(),
      hire_date: () => c.otherDate('hire_date', 2012, 2026, 0), address: () => c.address(), tracking: () => NOT_PHONE.tracking_no(r),
      txn_id: () => neg('not_phone.transaction_id', `T${r.digits(11)}`), cardholder: () => c.name(p, r.pick(['upper', 'latin'])), card_number: () => (r.chance(0.8) ? c.card() : PLACEHOLDERS.masked_card(r)),
      expiry: () => neg('not_dob.card_expiry', S.cardExpiry(r)), ip: () => S.ip(r),
    };
    cols.forEach((k, j) => { if (j) d.put(sep); const v = cell[k](); d.put(typeof v === 'string' ? v : k === 'address' || k === 'amount' || k === 'total' ? ['"', v, '"'] : q(v)); });
    d.put('\n');
  }
  if (r.chance(0.5)) d.f`# exported ${NOT_PHONE.timestamp(r)} by ${NOT_EMAIL.shell_prompt(r)} — ${n} rows\n`;
}

export function jsonApi(c, d) {
  const { r, L } = c;
  const p = c.person();
  const ind = r.pick([2, 4]);
  const sp = (k) => ' '.repeat(ind * k);
  d.f`HTTP/1.1 200 OK\nContent-Type: application/json\nX-Request-Id: ${neg('not_wallet.uuid', S.uuid(r))}\n\n{\n`;
  d.f`${sp(1)}"id": "${neg('not_wallet.uuid', S.uuid(r))}",\n${sp(1)}"customer": {\n`;
  d.f`${sp(2)}"firstName": ${jsonStr(lab('person_name', 'given_name', p.given, true))},\n${sp(2)}"lastName": ${jsonStr(lab('person_name', 'family_name', p.family, true))},\n`;
  d.f`${sp(2)}"displayName": ${jsonStr(c.name(p))},\n${sp(2)}"birthDate": "${c.dob(p, 0)}",\n`;
  d.f`${sp(2)}"email": "${c.email(p, null)}",\n${sp(2)}"phone": "${c.phone()}",\n`;
  d.f`${sp(2)}"address": ${jsonStr(c.address())},\n`;
  if (r.chance(0.5)) d.f`${sp(2)}"document": { "type": "passport", "number": "${c.passport()}", "expiry": "${c.otherDate('expiry_date', 2027, 2035, 0)}" },\n`;
  if (r.chance(0.5)) d.f`${sp(2)}"taxId": "${c.nationalId(p)}",\n`;
  d.f`${sp(2)}"createdAt": "${neg('not_dob.created_at', `${c.date(2022, 2026, 0)}T08:${r.int(10, 59)}:00Z`)}"\n${sp(1)}},\n`;
  d.f`${sp(1)}"payment": { "method": "card", "last4": "${neg('not_phone.card_last4', r.digits(4))}", "amount": ${neg('not_phone.amount', String(r.int(100, 99999)))}, "currency": "EUR" },\n`;
  d.f`${sp(1)}"lastLoginIp": "${S.ip(r)}",\n${sp(1)}"version": "${NOT_PHONE.version(r)}",\n${sp(1)}"etag": "${NOT_WALLET.sha256_file(r)}"\n}\n`;
}

export function envFile(c, d) {
  const { r } = c;
  const keys = r.sample(S.VENDOR_KEYS, r.int(2, 4));
  d.f`# ${r.pick(['.env.production', 'config/.env', '.env.local (do not commit)', 'staging.env'])}\n`;
  d.f`NODE_ENV=production\nPORT=${NOT_PHONE.port(r)}\nAPP_VERSION=${NOT_PHONE.version(r)}\n`;
  d.f`DATABASE_URL=${S.connectionString(r)}\n`;
  if (r.chance(0.5)) d.f`DB_PASSWORD=${S.password(r)}\n`;
  for (const [type, gen, env] of keys) d.f`${env}=${lab('api_key', type, gen(r))}\n`;
  d.f`${r.pick(S.GENERIC_SECRET_KEYS).toUpperCase()}=${S.genericSecret(r)}\n`;
  if (r.chance(0.5)) d.f`${r.pick(['ACCESS_TOKEN', 'OAUTH_TOKEN', 'SERVICE_BEARER'])}=${r.chance(0.5) ? S.jwt(r) : S.oauthToken(r)}\n`;
  d.f`SMTP_USER=${c.roleEmail()}\nSMTP_HOST=smtp.${c.org[1]}\nSMTP_PORT=${neg('not_phone.port', '587')}\n`;
  d.f`# placeholders for new devs:\n# STRIPE_SECRET_KEY=${PLACEHOLDERS.env_ref(r)}\n# AWS_ACCESS_KEY_ID=${PLACEHOLDERS.aws_example()}\n`;
  d.f`REDIS_HOST=${NOT_SECRET.private_ip(r)}\nFEATURE_FLAGS=checkout_v2,${neg('not_secret.flag', `exp_${r.hex(6)}`)}\nSENTRY_RELEASE=${NOT_WALLET.git_sha(r)}\n`;
  if (r.chance(0.5)) d.f`JWT_PRIVATE_KEY="${S.privateKey(r, 'escaped', r.pick(['rsa', 'pkcs8', 'ec']))}"\n`;
}

export function appLog(c, d) {
  const { r } = c;
  let t = r.int(0, 86000);
  const day = c.date(2025, 2026, 0);
  const ts = () => { t += r.int(0, 40); return neg('not_phone.timestamp', `${day}T${String(Math.floor(t / 3600) % 24).padStart(2, '0')}:${String(Math.floor(t / 60) % 60).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}.${r.digits(3)}Z`); };
  const svc = r.pick(['auth-service', 'checkout', 'api-gateway', 'mailer', 'billing-worker']);
  const n = r.int(8, 16);
  for (let i = 0; i < n; i++) {
    const p = c.person();
    const line = r.int(0, 9);
    d.f`${ts()} ${r.pick(['INFO ', 'WARN ', 'ERROR', 'DEBUG'])} [${svc}] `;
    if (line === 0) d.f`login ok user=${c.email(p, null)} ip=${S.ip(r)} took=${NOT_PHONE.duration(r)}\n`;
    else if (line === 1) d.f`login failed for ${c.email(p, null)} from ${S.ip(r)} (attempt ${r.int(1, 5)})\n`;
    else if (line === 2) d.f`GET /api/v2/orders/${NOT_PHONE.order_no(r)} 200 ${NOT_PHONE.duration(r)} rid=${neg('not_wallet.uuid', S.uuid(r))}\n`;
    else if (line === 3) d.f`outbound call to ${lab('ip_address', 'ipv4', S.publicIPv4(r), true)}:443 retry in ${NOT_PHONE.duration(r)}\n`;
    else if (line === 4) d.f`session started by ${NOT_EMAIL.shell_prompt(r)} pid=${neg('not_phone.pid', String(r.int(1000, 65000)))}\n`;
    else if (line === 5) d.f`request headers: {"authorization": "Bearer ${S.jwt(r)}", "x-forwarded-for": "${S.ip(r)}"}\n`;
    else if (line === 6) d.f`profile updated name=${c.name(p)} phone=${c.phone()} by admin ${NOT_EMAIL.kerberos_principal(r)}\n`;
    else if (line === 7) d.f`payment declined card=${PLACEHOLDERS.masked_card(r)} amount=${amount(c)} code=${neg('not_phone.error_code', String(r.int(1000, 9999)))}\n`;
    else if (line === 8) d.f`deployed image ${NOT_EMAIL.image_digest(r)} build ${NOT_PHONE.build_no(r)}\n`;
    else d.f`heap=${neg('not_phone.measurement', `${r.int(100, 4000)}MB`)} gc=${NOT_PHONE.duration(r)} queue=${r.int(0, 500)}\n`;
  }
}

export function httpDump(c, d) {
  const { r } = c;
  const p = c.person();
  const tok = r.chance(0.6) ? S.jwt(r, { extra: { email: `${p.latinGiven.toLowerCase()}@${c.org[1]}` } }) : S.oauthToken(r);
  d.f`POST /v1/${r.pick(['customers', 'payments', 'applications', 'profile'])} HTTP/1.1\nHost: api.${c.org[1]}\nUser-Agent: ${r.pick(['okhttp/4.12.0', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4)', 'python-requests/2.32.3', 'curl/8.6.0'])}\n`;
  d.f`Authorization: Bearer ${tok}\nX-Forwarded-For: ${S.ip(r)}, ${NOT_SECRET.private_ip(r)}\nCookie: sessionid=${lab('access_token', 'session_cookie', r.chars('abcdefghijklmnopqrstuvwxyz0123456789', 32), true)}; theme=dark\nContent-Type: application/json\nIdempotency-Key: ${neg('not_wallet.uuid', S.uuid(r))}\n\n`;
  d.f`{"name": ${jsonStr(c.name(p))}, "email": "${c.email(p, null)}", "phone": "${c.phone()}", `;
  if (r.chance(0.5)) d.f`"card": {"number": "${c.card()}", "exp": "${neg('not_dob.card_expiry', S.cardExpiry(r))}", "cvc": "${neg('not_phone.cvv', r.digits(3))}"}, `;
  else d.f`"iban": "${c.iban()}", "bic": "${NOT_BANK.bic(r)}", `;
  d.f`"birthdate": "${c.dob(p, 0)}", "amount": ${neg('not_phone.amount', `${r.int(1, 9999)}.${r.digits(2)}`)}}\n\n`;
  d.f`HTTP/1.1 201 Created\nDate: ${neg('not_dob.http_date', `${r.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])}, ${r.int(1, 28)} ${r.pick(['Jan', 'Mar', 'Jun', 'Sep', 'Nov'])} 2026 ${r.int(10, 23)}:${r.int(10, 59)}:${r.int(10, 59)} GMT`)}\nX-RateLimit-Remaining: ${neg('not_phone.count', String(r.int(100, 4999)))}\nETag: W/"${NOT_WALLET.hex_blob(r)}"\n`;
}

export function codeSnippet(c, d) {
  const { r, L } = c;
  const lang = r.pick(['python', 'js', 'go', 'java']);
  d.put(L.s.askFix).put('\n\n```' + lang + '\n');
  const key = S.apiKey(r);
  if (lang === 'python') {
    d.f`import os\nimport requests  # requests==${NOT_PHONE.version(r)}\nfrom flask import Flask\n\napp = Flask(__name__)\nAPI_KEY = "${key}"  # TODO move to vault\n`;
    d.f`DB = "${S.connectionString(r, 'sql')}"\n\n${NOT_EMAIL.decorator(r)}\ndef handler():\n    return requests.get("https://api.${c.org[1]}/v1/items", headers={"Authorization": f"Bearer {API_KEY}"}, timeout=${r.int(3, 30)})\n`;
  } else if (lang === 'js') {
    d.f`import axios from 'axios'; // ${NOT_EMAIL.package_version(r)}\nimport { z } from 'zod';\n\nconst client = axios.create({\n  baseURL: 'https://api.${c.org[1]}',\n  headers: { 'x-api-key': '${key}' },\n});\n`;
    d.f`const adminPassword = '${S.password(r)}';\nconst sample = { email: '${NOT_EMAIL.placeholder_email(r)}', card: '${PLACEHOLDERS.card(r)}' }; // Stripe test card\n`;
  } else if (lang === 'go') {
    d.f`package main\n\nimport (\n\t"database/sql"\n\t_ "github.com/lib/pq"\n)\n\nconst dsn = "${S.connectionString(r, 'postgres')}"\nvar token = "${key}"\n\nfunc main() {\n\tdb, _ := sql.Open("postgres", dsn)\n\tdefer db.Close()\n}\n`;
  } else {
    d.f`${NOT_EMAIL.decorator(r)}\npublic class MailConfig {\n    private static final String SMTP_USER = "${c.roleEmail()}";\n    private static final String SMTP_PASSWORD = "${S.password(r)}";\n    private static final String API_KEY = "${key}";\n    private static final int PORT = ${NOT_PHONE.port(r)};\n}\n`;
  }
  if (r.chance(0.3)) {
    const pem = S.privateKey(r, 'pem', r.pick(['rsa', 'ec', 'pkcs8']));
    d.put(lang === 'python' ? ['\nSIGNING_KEY = , pem, \n'] : lang === 'js' ? ['\nconst signingKey = `', pem, '`;\n'] : lang === 'go' ? ['\nconst signingKey = `', pem, '`\n'] : ['\n    private static final String KEY = "', S.privateKey(r, 'escaped', 'pkcs8'), '";\n']);
  }
  d.put('```\n');
  d.f`\nIt fails with ${neg('not_phone.error_code', `HTTP ${r.pick(['401', '403', '500'])}`)} since commit ${NOT_WALLET.git_sha(r)}. Repo is ${NOT_EMAIL.git_remote(r)}.\n`;
}

export function sqlDump(c, d) {
  const { r } = c;
  d.f`-- dump of ${r.pick(['crm', 'shop', 'hr'])}.customers, ${NOT_PHONE.timestamp(r)}\n-- server version ${NOT_PHONE.version(r)}\nINSERT INTO customers (id, full_name, email, phone, birth_date, national_id, street_address, created_at) VALUES\n`;
  const n = r.int(3, 6);
  for (let i = 0; i < n; i++) {
    const p = c.person();
    const nm = c.name(p);
    d.f`  (${neg('not_phone.row_id', String(r.int(10000, 999999)))}, '${map(nm, (v) => v.replace(/'/g, "''"))}', '${c.email(p, null)}', '${c.phone()}', '${c.dob(p, 0)}', '${c.nationalId(p)}', '${map(c.address(), (v) => v.replace(/'/g, "''"))}', '${neg('not_dob.created_at', `${c.date(2023, 2026, 0)} 1${r.int(0, 9)}:${r.int(10, 59)}:00`)}')${i === n - 1 ? ';' : ','}\n`;
  }
  d.f`\nCREATE USER reporting WITH PASSWORD '${S.password(r)}';\nGRANT SELECT ON customers TO reporting; -- ticket ${NOT_PHONE.ticket_no(r)}\n`;
}

export function yamlConfig(c, d) {
  const { r } = c;
  const k = r.int(0, 2);
  if (k === 0) {
    d.f`apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${r.pick(['payments', 'orders', 'mailer'])}-secrets\n  namespace: prod\ntype: Opaque\nstringData:\n`;
    d.f`  DB_URL: "${S.connectionString(r)}"\n  API_TOKEN: ${S.apiKey(r)}\n  ADMIN_PASSWORD: '${S.password(r)}'\n`;
    if (r.chance(0.7)) { const pk = S.privateKey(r, 'pem', r.pick(['rsa', 'ec', 'pkcs8', 'openssh'])); d.put('  tls.key: |\n    ').put(map(pk, (v) => v.replace(/\n/g, '\n    '), '_yaml_block')).put('\n'); }
    d.f`---\napiVersion: apps/v1\nkind: Deployment\nspec:\n  template:\n    spec:\n      containers:\n        - name: api\n          image: ${NOT_EMAIL.image_digest(r)}\n          ports: [{containerPort: ${NOT_PHONE.port(r)}}]\n`;
  } else if (k === 1) {
    d.f`version: "3.9"\nservices:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: ${S.password(r)}\n  app:\n    image: ${NOT_EMAIL.image_digest(r)}\n    environment:\n`;
    d.f`      - DATABASE_URL=${S.connectionString(r, 'sql')}\n      - ${r.pick(S.GENERIC_SECRET_KEYS).toUpperCase()}=${S.genericSecret(r)}\n      - PLACEHOLDER_KEY=${PLACEHOLDERS.env_ref(r)}\n    ports: ["${NOT_PHONE.port(r)}:${NOT_PHONE.port(r)}"]\n`;
  } else {
    d.f`# GitHub Actions\nname: release\non: { push: { tags: ['v*'] } }\njobs:\n  publish:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-node@v4\n`;
    d.f`      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ${PLACEHOLDERS.env_ref(r)}\n      - run: curl -H "Authorization: token ${S.apiKey(r, 'github_pat')}" https://api.github.com/repos/acme/infra/dispatches\n`;
    d.f`      - run: echo "maintainer ${c.name(c.person())} <${c.email(c.person(), null)}>"\n`;
  }
}

export function shellSession(c, d) {
  const { r } = c;
  const pr = () => [NOT_EMAIL.shell_prompt(r), ':~$ '];
  d.f`${pr()}ssh ${NOT_EMAIL.ssh_target(r)}\n`;
  d.f`${pr()}git clone ${NOT_EMAIL.git_remote(r)}\n`;
  const exported = S.apiKey(r);
  d.f`${pr()}export ${exported.env}=${exported}\n`;
  d.f`${pr()}mysql -h ${NOT_SECRET.private_ip(r)} -u root -p'${S.password(r)}' shop\n`;
  d.f`${pr()}psql "${S.connectionString(r, 'postgres')}" -c 'select count(*) from users'\n  count\n${neg('not_phone.count', String(r.int(100000, 9999999)))}\n`;
  d.f`${pr()}kinit ${NOT_EMAIL.kerberos_principal(r)}\n`;
  d.f`${pr()}npm i ${NOT_EMAIL.package_version(r)} ${NOT_EMAIL.package_version(r)}\nadded ${r.int(10, 400)} packages in ${NOT_PHONE.duration(r)}\n`;
  d.f`${pr()}curl -u ${'admin'}:${S.password(r)} https://jenkins.${c.org[1]}/api/json\n`;
  d.f`${pr()}curl -s -H "Authorization: Bearer ${r.chance(0.5) ? S.jwt(r) : S.oauthToken(r)}" https://api.${c.org[1]}/v1/me | jq .email
`;
  d.f`${pr()}cat ~/.ssh/id_ed25519.pub\n${NOT_SECRET.public_key(r)} ${NOT_EMAIL.shell_prompt(r)}\n`;
  if (r.chance(0.5)) d.f`${pr()}cat deploy_key\n${S.privateKey(r, 'pem', 'openssh')}\n`;
}

export function gitLog(c, d) {
  const { r } = c;
  for (let i = 0; i < r.int(3, 5); i++) {
    const p = c.person();
    d.f`commit ${neg('not_wallet.git_sha', r.hex(40))}\nAuthor: ${c.name(p, 'latin')} <${c.email(p, c.org)}>\nDate:   ${neg('not_dob.commit_date', `${r.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])} ${r.pick(['Mar', 'Jun', 'Oct'])} ${r.int(1, 28)} ${r.int(10, 23)}:${r.int(10, 59)}:${r.int(10, 59)} 2025 +0${r.int(0, 9)}00`)}\n\n`;
    const m = r.int(0, 3);
    if (m === 0) d.f`    bump ${NOT_EMAIL.package_version(r)} and ${NOT_EMAIL.npm_scope(r)}\n\n`;
    else if (m === 1) d.f`    remove leaked key ${S.apiKey(r)} from config (rotated)\n\n`;
    else if (m === 2) d.f`    fix ${NOT_PHONE.ticket_no(r)}: retry on ${neg('not_phone.error_code', '503')}\n\n    Co-authored-by: ${c.name(c.person(), 'latin')} <${c.email(c.person(), null)}>\n\n`;
    else d.f`    Merge pull request #${r.int(100, 9999)} from ${neg('not_name.branch', `${p.latinGiven.toLowerCase()}/feature-x`)}\n\n`;
  }
}

export function cryptoAudit(c, d) {
  const { r, L } = c;
  const p = c.person();
  if (r.chance(0.5)) {
    d.f`${L.hello}\n${c.filler(1)}\n`;
    d.f`I sent ${neg('not_phone.amount', `${r.int(0, 3)}.${r.digits(5)} BTC`)} from ${S.wallet(r, 'btc_bech32')} to the deposit address ${S.wallet(r, r.pick(['btc_p2pkh', 'btc_p2sh', 'btc_taproot']))} but it never showed up.\n`;
    d.f`Tx: ${NOT_WALLET.tx_hash(r)}\nBlock: ${NOT_WALLET.block_hash(r)}\nMy ETH address for the refund: ${S.wallet(r, r.pick(['eth', 'eth_lower']))}\n`;
    d.f`${L.regards}\n${c.name(p)} — ${c.phone()}\n`;
  } else {
    d.f`## Smart-contract audit notes (${c.otherDate('report_date', 2025, 2026)})\n\nScope: commit ${NOT_WALLET.git_sha(r)}, artefact ${NOT_WALLET.cid(r)}\n`;
    d.f`- Token contract: ${lab('crypto_wallet', 'eth_contract', S.wallet(r, 'eth').value, true)} (deployed at block ${neg('not_phone.block_number', String(r.int(15000000, 21000000)))})\n`;
    d.f`- Treasury multisig owner: ${S.wallet(r, 'eth')}\n- Test vector hash: ${NOT_WALLET.hex_blob(r)}\n- Deployer key id: ${neg('not_wallet.uuid', S.uuid(r))}\n`;
    d.f`- Payouts also go to ${S.wallet(r, r.pick(['sol', 'trx', 'ltc', 'doge', 'xrp', 'ltc_bech32']))}\n- Found hard-coded RPC key ${r.chance(0.5) ? S.apiKey(r, 'google_api_key') : S.genericSecret(r)} in deploy script.\n`;
    d.f`Auditor: ${c.name(p)} (${c.email(p)})\n`;
  }
}

export function xmlPayment(c, d) {
  const { r } = c;
  const debtor = c.person(), creditor = c.person();
  d.f`<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">\n <CstmrCdtTrfInitn>\n  <GrpHdr><MsgId>${neg('not_bank.message_id', `MSG-${r.digits(12)}`)}</MsgId><CreDtTm>${neg('not_dob.created_at', `${c.date(2025, 2026, 0)}T10:${r.int(10, 59)}:00`)}</CreDtTm><NbOfTxs>1</NbOfTxs></GrpHdr>\n`;
  d.f`  <PmtInf>\n   <Dbtr><Nm>${c.name(debtor, 'latin')}</Nm><PstlAdr><AdrLine>${c.address()}</AdrLine></PstlAdr></Dbtr>\n   <DbtrAcct><Id><IBAN>${map(c.iban(), (v) => v.replace(/ /g, ''))}</IBAN></Id></DbtrAcct>\n   <DbtrAgt><FinInstnId><BICFI>${NOT_BANK.bic(r)}</BICFI></FinInstnId></DbtrAgt>\n`;
  d.f`   <CdtTrfTxInf>\n    <PmtId><EndToEndId>${NOT_BANK.reference(r)}</EndToEndId></PmtId>\n    <Amt><InstdAmt Ccy="EUR">${neg('not_phone.amount', `${r.int(10, 99999)}.${r.digits(2)}`)}</InstdAmt></Amt>\n`;
  d.f`    <Cdtr><Nm>${c.name(creditor, 'latin')}</Nm></Cdtr>\n    <CdtrAcct><Id><IBAN>${map(S.iban(r, r.pick(['DE', 'FR', 'NL', 'ES', 'IT', 'BE', 'AT'])), (v) => v.replace(/ /g, ''))}</IBAN></Id></CdtrAcct>\n`;
  d.f`    <RmtInf><Ustrd>${NOT_BANK.invoice_no(r)} ${NOT_BANK.contract_no(r)}</Ustrd></RmtInf>\n   </CdtTrfTxInf>\n  </PmtInf>\n </CstmrCdtTrfInitn>\n</Document>\n`;
}

/** A spreadsheet pasted as text: tab-separated or column-aligned. */
export function spreadsheetPaste(c, d) {
  const { r, L } = c;
  const aligned = r.chance(0.5);
  const cols = [L.f.name, L.f.dob, L.f.phone, L.f.nationalId, L.f.hired];
  const w = [26, 14, 22, 22, 14];
  const cell = (i, v) => (aligned ? [v, ' '.repeat(Math.max(1, w[i] - [...plain(v)].length))] : [v, '\t']);
  d.put(L.s.askSummary.replace(/ticket|Ticket/, 'table')).put('\n\n');
  cols.forEach((h, i) => d.put(cell(i, h)));
  d.put('\n');
  for (let k = 0; k < r.int(4, 8); k++) {
    const p = c.person();
    [c.name(p), c.dob(p), c.phone(), c.nationalId(p), c.otherDate('hire_date', 2010, 2026)].forEach((v, i) => d.put(cell(i, v)));
    d.put('\n');
  }
  d.f`\n${r.pick(['Total headcount', 'Rows'])}: ${r.int(4, 8)} · ${L.f.amount}: ${amount(c)} · sheet ${neg('not_wallet.uuid', S.uuid(r))}\n`;
}
