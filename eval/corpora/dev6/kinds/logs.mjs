// Logs and terminal text: logfmt, web server access logs, Kubernetes events, stack traces with
// request dumps, shell sessions, SQL dumps.
import { DocBuilder, L } from '../lib/doc.mjs';
import { persona } from '../lib/persona.mjs';
import { NEG } from '../lib/negatives.mjs';
import { ASSET, azureSas, SHELL_UNSAFE, password, vendorKey, prefixedKey, connectionString, privateKey, accessToken, jwt, ip, publicIpv4, ipv6, wallet, urlSafePassword, sshPublicKey } from '../lib/secrets.mjs';

const p2 = (n) => String(n).padStart(2, '0');
const isoTs = (r) => `2026-${p2(r.int(1, 11))}-${p2(r.int(1, 28))}T${p2(r.int(0, 23))}:${p2(r.int(0, 59))}:${p2(r.int(0, 59))}Z`;

export function logfmt(r) {
  const b = new DocBuilder();
  for (let i = 0; i < r.int(3, 6); i++) {
    const x = persona(r, 'en');
    b.t(`time=${isoTs(r)} level=${r.pick(['info', 'warn', 'error', 'debug'])} `);
    switch (r.int(0, 5)) {
      case 0: b.t('msg="user signed in" user=').put(x.email).t(' remote_addr=').put(ip(r)).t(` dur=${r.int(2, 900)}ms`); break;
      case 1: b.t('msg="outbound request" url="https://hooks.slack.com/services/').put(L('api_key', 'slack_webhook', `T${r.upperAlnum(8)}/B${r.upperAlnum(10)}/${r.alnum(24)}`)).t('" status=200'); break;
      case 2: b.t('msg="retrying" attempt=').t(String(r.int(1, 5))).t(' job_id=').put(NEG.uuid(r)).t(' commit=').put(NEG.git_sha(r)); break;
      case 3: b.t('msg="config loaded" dsn=').put(connectionString(r)).t(' version=').put(NEG.version(r)); break;
      case 4: b.t('msg="kyc check" name="').put(x.latinName).t('" doc=passport doc_no=').put(x.passport).t(' result=match'); break;
      default: b.t('msg="payout" wallet=').put(wallet(r)).t(' tx=').put(NEG.tx_hash(r)).t(' amount=').put(NEG.amount(r)); break;
    }
    b.t('\n');
  }
  return { kind: 'log_logfmt', doc: b };
}

export function accessLog(r) {
  const b = new DocBuilder();
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  for (let i = 0; i < r.int(3, 7); i++) {
    const client = r.chance(0.2) ? NEG.private_ip(r) : r.chance(0.8) ? publicIpv4(r) : ipv6(r);
    b.put(client).t(` - - [${p2(r.int(1, 28))}/${r.pick(months)}/2026:${p2(r.int(0, 23))}:${p2(r.int(0, 59))}:${p2(r.int(0, 59))} +0000] "`);
    const path = r.int(0, 5);
    if (path === 0) b.t('GET /api/v1/reset?email=').put(L('email', 'personal', persona(r, 'en').email.value.replace('@', '%40'), true)).t('&token=').put(L('access_token', 'reset_token', r.b64url(32))).t(' HTTP/1.1"');
    else if (path === 1) b.t('GET /login?user=admin&password=').put(password(r, false, 'url_query_password')).t(' HTTP/1.1"');
    else if (path === 2) b.t('GET /static/app.').put(NEG.hex_blob(r)).t('.js HTTP/2.0"');
    else if (path === 3) b.t(`GET /exports/${r.pick(['customers', 'payroll', 'invoices'])}-${r.int(2020, 2026)}.csv?`).put(azureSas(r)).t(' HTTP/1.1"');
    else if (path === 4) b.t('GET /maps?ll=').put(NEG.coordinates(r)).t(' HTTP/1.1"');
    else b.t('GET /healthz HTTP/1.1"');
    b.t(` ${r.pick([200, 200, 302, 401, 404, 500])} ${r.int(120, 90000)} "-" "${r.pick(['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/', 'curl/', 'python-requests/', 'okhttp/'])}${r.int(1, 130)}.${r.int(0, 9)}.${r.int(0, 99)}"\n`);
  }
  return { kind: 'log_access', doc: b };
}

export function k8sEvents(r) {
  const b = new DocBuilder();
  b.t('LAST SEEN   TYPE      REASON              OBJECT                          MESSAGE\n');
  for (let i = 0; i < r.int(3, 6); i++) {
    b.t(`${r.int(1, 59)}m         ${r.pick(['Normal ', 'Warning'])}   `);
    switch (r.int(0, 4)) {
      case 0: b.t('Failed              pod/api-').put(NEG.hex_blob(r).value.slice(0, 10)).t('-x7k2q   Failed to pull image "').put(NEG.docker_digest(r)).t('": unauthorized'); break;
      case 1: b.t('BackOff             pod/worker-0                    Back-off restarting failed container; last log: "connecting to ').put(connectionString(r)).t('"'); break;
      case 2: b.t('Scheduled           pod/etl-').put(NEG.timestamp(r)).t('        Successfully assigned batch/etl to node ip-').put(NEG.private_ip(r).value.replace(/\./g, '-')).t(''); break;
      case 3: b.t('Unhealthy           pod/gateway-2                   Readiness probe failed: Get "http://').put(NEG.private_ip(r)).t(':8080/ready": dial tcp: connection refused'); break;
      default: b.t('Created             secret/registry-creds           created by ').put(L('email', 'work', persona(r, 'en').workEmail('brightmoor-logistics.com').value)).t(''); break;
    }
    b.t('\n');
  }
  return { kind: 'k8s_events', doc: b };
}

export function stackTrace(r) {
  const b = new DocBuilder();
  const x = persona(r, r.pick(['en', 'de', 'fr', 'es']));
  if (r.chance(0.5)) {
    b.t(`Traceback (most recent call last):\n  File "/srv/app/views.py", line ${r.int(10, 400)}, in create_customer\n    resp = client.post(url, json=payload, headers=headers)\n  File "/usr/lib/python3.11/site-packages/requests/api.py", line 115, in post\nrequests.exceptions.HTTPError: 400 Client Error\n\nLocal variables:\n  payload = {'full_name': '`).put(x.name).t("', 'email': '").put(x.email).t("', 'phone': '").put(x.phone).t("', 'national_id': '").put(x.id).t("', 'dob': '").put(L('date_of_birth', 'dob_iso', `${x.birth.y}-${p2(x.birth.m)}-${p2(x.birth.d)}`)).t("'}\n  headers = {'Authorization': 'Bearer ").put(accessToken(r)).t("', 'X-Request-Id': '").put(NEG.uuid(r)).t("'}\n");
    return { kind: 'stack_trace_python', doc: b };
  }
  b.t(`java.sql.SQLException: Access denied for user 'app'@'`).put(NEG.private_ip(r)).t(`' (using password: YES)\n\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:129)\n\tat com.${r.pick(['kestrelpay', 'brightmoor'])}.billing.Repo.connect(Repo.java:${r.int(20, 300)})\nCaused by: connection url=`).put(connectionString(r)).t('\n\tat org.springframework.boot.SpringApplication.run(SpringApplication.java:').t(String(r.int(300, 1400))).t(')\nRequest: POST /invoices body={"customer":"').put(x.latinName).t('","iban":"').put(x.iban).t('","invoice":"').put(NEG.invoice_number(r)).t('"}\n');
  return { kind: 'stack_trace_java', doc: b };
}

export function shellSession(r) {
  const b = new DocBuilder();
  const prompt = () => b.put(NEG.shell_prompt(r)).t(`:~${r.pick(['', '/app', '/infra'])}$ `);
  prompt(); b.t('export GITHUB_TOKEN=').put(vendorKey(r, r.pick(['github_pat', 'github_fine_grained']))).t('\n');
  prompt(); b.t(`git clone `).put(NEG.git_remote(r)).t('\n');
  const [before, after] = r.pick([['mysql -h db.internal -u admin --password=', ' orders'], ['PGPASSWORD=', ' psql -h db -U app orders'], ['redis-cli -a ', ' ping'], ['sshpass -p ', ' ssh deploy@bastion uptime'], ['mongosh "mongodb://db:27017" -u root -p ', ' --authenticationDatabase admin']]);
  const quoted = r.chance(0.4);
  prompt(); b.t(before).t(quoted ? "'" : '').put(password(r, quoted, 'cli_password', quoted ? /'/ : SHELL_UNSAFE)).t(quoted ? "'" : '').t(after).t('\n');
  prompt(); b.t('cat ~/.ssh/id_ed25519.pub\n').n('public_key', sshPublicKey(r, NEG.shell_prompt(r).value)).t('\n');
  if (r.chance(0.5)) { prompt(); b.t('curl -u ').t(r.pick(['admin', 'api'])).t(':').put(urlSafePassword(r)).t(' https://').put(NEG.private_ip(r)).t(':9200/_cat/indices\n'); }
  if (r.chance(0.35)) { prompt(); b.t('cat ~/.ssh/id_ed25519\n').put(privateKey(r, 'pem', 'OPENSSH')).t('\n'); }
  if (r.chance(0.5)) { prompt(); b.t('npm i ').put(NEG.package_at_version(r)).t('\n'); }
  if (r.chance(0.5)) { prompt(); b.t('aws configure set aws_secret_access_key ').put(vendorKey(r, 'aws_secret_access_key')).t('\n'); }
  return { kind: 'shell_session', doc: b };
}

export function sqlDump(r) {
  const b = new DocBuilder();
  b.t(`-- dump of customers, ${NEG.other_date(r).value}\nINSERT INTO customers (id, full_name, email, phone, birth_date, national_id, card_last_use) VALUES\n`);
  const n = r.int(2, 5);
  for (let i = 0; i < n; i++) {
    const x = persona(r, r.pick(['en', 'de', 'fr', 'es', 'it', 'pl', 'nl', 'sv', 'tr']));
    b.t(`  (${r.int(1000, 99999)}, '`).put(x.latinName).t("', '").put(x.email).t("', '").put(x.phone).t("', '").put(L('date_of_birth', 'dob_iso', `${x.birth.y}-${p2(x.birth.m)}-${p2(x.birth.d)}`)).t("', '").put(x.id).t("', '").put(NEG.other_date(r)).t(`')${i === n - 1 ? ';' : ','}\n`);
  }
  b.t(`CREATE USER report_ro WITH PASSWORD '`).put(password(r)).t("';\n");
  if (r.chance(0.5)) b.t(`ALTER USER etl IDENTIFIED BY '`).put(NEG.placeholder_password(r)).t("';\n");
  return { kind: 'sql_dump', doc: b };
}



/** a secrets-manager API response: keys travel JSON-escaped */
export function vaultResponse(r) {
  const b = new DocBuilder();
  b.t('{"request_id":"').put(NEG.uuid(r)).t('","lease_id":"pki/issue/web/').put(NEG.hex_blob(r)).t(`","renewable":false,"lease_duration":${r.int(60, 86400)},"data":{`);
  if (r.chance(0.5)) b.t('"certificate":"').n('certificate', `-----BEGIN CERTIFICATE-----\\n${r.b64(64)}\\n${r.b64(40)}==\\n-----END CERTIFICATE-----`).t('","private_key":"').put(privateKey(r, 'escaped', r.pick(['RSA', 'EC']))).t('","serial_number":"').n('serial_number', Array.from({ length: 16 }, () => r.hex(2)).join(':')).t('"');
  else b.t('"username":"v-approle-orders-').put(NEG.hex_blob(r).value.slice(0, 8)).t('","password":"').put(password(r, false, 'dynamic_db_password')).t('","ssh_key":"').put(privateKey(r, 'escaped', 'OPENSSH')).t('"');
  b.t('},"wrap_info":null,"warnings":null,"auth":{"client_token":"').put(vendorKey(r, 'hashicorp_vault')).t('"}}\n');
  return { kind: 'secrets_api_response', doc: b };
}

/** a wallet ledger export: addresses next to the hashes that look like them */
export function walletLedger(r) {
  const b = new DocBuilder();
  const header = r.chance(0.6);
  if (header) b.t('date,asset,from,to,tx_hash,amount\n');
  for (let i = 0; i < r.int(3, 5); i++) {
    const from = wallet(r), to = r.chance(0.7) ? wallet(r, from.type) : wallet(r);
    b.put(NEG.other_date(r)).t(`,${ASSET[to.type]},`).put(from).t(',').put(to).t(',').put(NEG.tx_hash(r)).t(',').t(`${r.int(0, 40)}.${r.digits(6)}`).t('\n');
  }
  return { kind: header ? 'wallet_ledger_csv' : 'wallet_ledger_headerless', doc: b };
}


/** a chat workspace export: messages as JSON, where people paste what they should not */
export function chatExport(r) {
  const b = new DocBuilder();
  b.t('[\n');
  const n = r.int(3, 5);
  for (let i = 0; i < n; i++) {
    const x = persona(r, r.pick(['en', 'de', 'fr', 'es', 'nl', 'sv', 'pl']));
    b.t(`  {"type":"message","user":"U${r.upperAlnum(10)}","user_name":"`).put(x.latinName).t(`","ts":"`).put(NEG.timestamp(r)).t(`.${r.digits(6)}","text":"`);
    switch (r.int(0, 5)) {
      case 0: b.t('prod db creds: ').put(connectionString(r)); break;
      case 1: b.t('token for the bot is ').put(vendorKey(r, r.pick(['slack_bot_token', 'telegram_bot', 'discord_bot']))).t(' pls rotate after'); break;
      case 2: b.t('call me on ').put(x.phone).t(' if the deploy breaks'); break;
      case 3: b.t('temp admin pw ').put(password(r, false, 'chat_password', /["'\\`\s]/)).t(' (changing it tomorrow)'); break;
      case 4: b.t('new hire starts ').put(NEG.other_date(r)).t(', email ').put(persona(r, 'en').workEmail('zephyrlabs.dev')); break;
      default: b.t('see ').put(NEG.ticket_number(r)).t(', build ').put(NEG.version(r)).t(' is green'); break;
    }
    b.t(`"}${i === n - 1 ? '' : ','}\n`);
  }
  b.t(']\n');
  return { kind: 'chat_export_json', doc: b };
}

/** a notebook whose cell source carries a key, JSON-escaped */
export function notebook(r) {
  const b = new DocBuilder();
  b.t('{\n "cells": [\n  {\n   "cell_type": "code",\n   "execution_count": ').t(String(r.int(1, 40))).t(',\n   "source": [\n    "import openai, os\\n",\n    "client = openai.OpenAI(api_key=\\"').put(vendorKey(r, r.pick(['openai', 'anthropic', 'groq', 'huggingface']))).t('\\")\\n",\n    "df = pd.read_sql(\\"select * from users\\", \\"').put(connectionString(r)).t('\\")\\n"\n   ],\n   "outputs": [{"output_type": "stream", "text": ["').put(persona(r, 'en').latinName).t(', ').put(persona(r, 'en').email).t('\\n"]}]\n  }\n ],\n "metadata": {"kernelspec": {"name": "python3"}, "language_info": {"version": "').put(NEG.version(r)).t('"}}\n}\n');
  return { kind: 'jupyter_notebook', doc: b };
}

/** syslog lines from sshd and sudo; documentation address ranges (RFC 5737, 3849) are negatives */
export function syslog(r) {
  const b = new DocBuilder();
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const host = r.pick(['web-03', 'bastion', 'db-prod-01', 'ip-10-0-3-12']);
  const month = r.pick(months);
  let day = r.int(1, 27), sec = r.int(0, 80000);
  for (let i = 0; i < r.int(4, 7); i++) {
    sec += r.int(1, 900);
    const hh = String(Math.floor(sec / 3600) % 24).padStart(2, '0'), mm = String(Math.floor(sec / 60) % 60).padStart(2, '0'), ss = String(sec % 60).padStart(2, '0');
    b.t(`${month} ${String(day).padStart(2, ' ')} ${hh}:${mm}:${ss} ${host} `);
    const pid = r.int(1000, 65000);
    switch (r.int(0, 4)) {
      case 0: b.t(`sshd[${pid}]: Failed password for invalid user ${r.pick(['admin', 'oracle', 'test', 'ubuntu'])} from `).put(publicIpv4(r)).t(` port ${r.int(1024, 65535)} ssh2`); break;
      case 1: b.t(`sshd[${pid}]: Accepted publickey for deploy from `).put(r.chance(0.5) ? ipv6(r) : publicIpv4(r)).t(` port ${r.int(1024, 65535)} ssh2: ED25519 SHA256:`).n('fingerprint', r.b64(43)); break;
      case 2: b.t(`sshd[${pid}]: Connection closed by `).n('documentation_ip', r.pick([`192.0.2.${r.int(1, 254)}`, `198.51.100.${r.int(1, 254)}`, `203.0.113.${r.int(1, 254)}`, `2001:db8::${r.hex(2)}`])).t(' port 22 [preauth]'); break;
      case 3: b.t(`sudo[${pid}]:   deploy : TTY=pts/0 ; PWD=/srv/app ; USER=root ; COMMAND=/usr/bin/mysql -u root -p`).put(password(r, false, 'cli_password', SHELL_UNSAFE)); break;
      default: b.t(`kernel: [${r.int(100, 99999)}.${r.digits(6)}] UFW BLOCK IN=eth0 SRC=`).put(publicIpv4(r)).t(' DST=').put(NEG.private_ip(r)).t(` PROTO=TCP DPT=${r.pick([22, 3389, 5432, 6379])}`); break;
    }
    b.t('\n');
  }
  return { kind: 'log_syslog', doc: b };
}
export const LOG_KINDS = [[1, logfmt], [1, accessLog], [0.7, k8sEvents], [1, stackTrace], [1, shellSession], [0.9, sqlDump], [1.6, vaultResponse], [1.6, walletLedger], [1, chatExport], [0.8, notebook], [1, syslog]];
