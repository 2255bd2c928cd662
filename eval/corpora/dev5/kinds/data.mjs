// Exports and machine output: CSV/TSV with and without headers, SQL dumps, JSON API responses and
// logs (JSON lines, logfmt, syslog, access logs, stack traces).

import { f, L, N, join } from '../lib/core.mjs';
import * as v from '../lib/values.mjs';
import { formatDate } from '../lib/people.mjs';
import { COMPANIES, anyone, filler } from './common.mjs';

const iso = (r, p) => formatDate(r, 'en', p.birth, 'iso');
const csvCell = (x, q) => (q ? f`"${x}"` : x);

export const csv_export = {
  kind: 'csv_export',
  make(r) {
    const header = r.chance(0.6), sep = r.pick([',', ';', ',']), q = r.chance(0.4);
    const rows = Array.from({ length: r.int(3, 7) }, () => anyone(r));
    const cols = r.sample(['email', 'phone', 'dob', 'address', 'nid', 'iban', 'card', 'ip'], r.int(2, 4));
    const cell = (p, c) => ({ email: () => v.emailL(p.email), phone: () => v.phoneL(p), dob: () => L('date_of_birth', 'dob', iso(r, p), !header), address: () => v.addrL(p, ' '), nid: () => v.nidL(p), iban: () => (p.iban ? L('bank_account', 'iban', p.iban) : L('bank_account', 'national_account', r.digits(10))), card: () => v.cardL(r), ip: () => v.ipL(r, false) })[c]();
    const names = { email: 'email', phone: 'phone', dob: 'birth_date', address: 'postal_address', nid: 'national_id', iban: 'account', card: 'card_number', ip: 'last_login_ip' };
    const body = f`${header ? `customer_id${sep}created_at${sep}first_name${sep}last_name${sep}${cols.map((c) => names[c]).join(sep)}${sep}order_total\n` : ''}${rows.map((p) => f`${N('customer_id', String(r.int(100000, 999999)))}${sep}${v.timestampN(r)}${sep}${csvCell(L('person_name', 'given_name', p.givenLatin, true), q)}${sep}${csvCell(L('person_name', 'family_name', p.familyLatin, true), q)}${sep}${join(cols.map((c) => csvCell(cell(p, c), q || c === 'address')), sep)}${sep}${r.int(1, 999)}.${r.digits(2)}\n`)}`;
    return { language: 'en', body };
  },
};

export const tsv_export = {
  kind: 'tsv_export',
  make(r) {
    const header = r.chance(0.5);
    const rows = Array.from({ length: r.int(2, 6) }, () => anyone(r));
    const body = f`${header ? 'full_name\tpassport_no\tnationality\tdob\tmobile\tcheckin\n' : ''}${rows.map((p) => f`${v.nameL(p, 'latin')}\t${v.passL(p.passport, p.passportCountry)}\t${p.passportCountry}\t${L('date_of_birth', 'dob', formatDate(r, 'en', p.birth, r.pick(['iso', 'num'])), !header)}\t${v.phoneL(p)}\t${v.dateN(r, 'en')}\n`)}`;
    return { language: 'en', body };
  },
};

export const sql_dump = {
  kind: 'sql_dump',
  make(r) {
    const rows = Array.from({ length: r.int(2, 4) }, () => anyone(r));
    const esc = (s) => s.replace(/'/g, "''");
    const body = f`-- MySQL dump 10.13  Distrib ${v.versionN(r)}
-- Host: ${v.privateIpN(r)}    Database: crm_prod
/*!40101 SET NAMES utf8mb4 */;
DROP TABLE IF EXISTS \`customers\`;
CREATE TABLE \`customers\` (id int NOT NULL, name varchar(120), email varchar(190), phone varchar(40), birth_date date, street text, pw_hash char(60), api_token varchar(80), PRIMARY KEY (id));
LOCK TABLES \`customers\` WRITE;
INSERT INTO \`customers\` VALUES ${join(rows.map((p, i) => f`(${i + 1},'${p.full.includes("'") ? esc(p.full) : v.nameL(p)}','${v.emailL(p.email)}','${v.phoneL(p)}','${L('date_of_birth', 'dob', iso(r, p))}','${p.address.includes("'") ? esc(p.address) : v.addrL(p)}','${N('password_hash', '$2b$12$' + r.chars('./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 53))}',${r.chance(0.3) ? f`'${v.apiKeyL(r, 'generic_hex')}'` : 'NULL'})`), ',\n')};
UNLOCK TABLES;
INSERT INTO \`payments\` (customer_id, card, iban, created) VALUES (${r.int(1, rows.length)}, '${v.cardL(r)}', '${v.ibanL(r, undefined, false)}', '${v.timestampN(r)}');
INSERT INTO \`api_clients\` VALUES (7,'reporting','${v.apiKeyL(r)}','${v.timestampN(r)}');
-- Dump completed on ${v.timestampN(r)}
`;
    return { language: 'en', body };
  },
};

export const json_api_response = {
  kind: 'json_api_response',
  make(r) {
    const p = anyone(r), c = r.pick(COMPANIES);
    const body = f`HTTP/1.1 200 OK
Content-Type: application/json
X-Request-Id: ${v.uuidN(r)}
ETag: "${v.md5N(r)}"

{
  "data": {
    "id": "${v.uuidN(r)}",
    "type": "customer",
    "attributes": {
      "name": "${v.nameL(p, 'latin')}",
      "email": "${v.emailL(p.email)}",
      "phone": "${v.phoneL(p)}",
      "birthDate": "${L('date_of_birth', 'dob', iso(r, p))}",
      "address": { "line1": "${L('address', p.cc.toLowerCase(), p.addressLines[0])}", "city_postcode": "${L('address', p.cc.toLowerCase(), p.addressLines[1] ?? p.addressLines[0], true)}" },
      "kyc": { "documentType": "passport", "documentNumber": "${v.passL(p.passport, p.passportCountry)}", "nationalId": "${v.nidL(p)}" },
      "wallet": "${v.walletL(r)}",
      "lastLoginIp": "${v.ipL(r)}",
      "createdAt": "${v.timestampN(r)}",
      "avatar": "https://cdn.${c.domain}${v.pathTokenN(r)}"
    },
    "relationships": { "orders": { "links": { "related": "/v2/customers/${v.uuidN(r)}/orders" } } }
  },
  "meta": { "apiVersion": "${v.versionN(r)}", "build": "${v.gitShaN(r, false)}", "session": "${v.tokenL(r)}" }
}
`;
    return { language: 'en', locale: p.locale, body };
  },
};

/** Lines without personal data that make up most of a real log. */
function noise(r, style, n) {
  return Array.from({ length: n }, () => {
    const ms = r.int(1, 900);
    switch (style) {
      case 'json': return f`{"ts":"${v.timestampN(r)}","level":"${r.pick(['info', 'debug'])}","svc":"${host(r)}","msg":"${r.pick(['healthcheck ok', 'gc pause', 'flush batch', 'metrics exported', 'cache miss'])}","dur_ms":${ms}}\n`;
      case 'logfmt': return f`time=${v.timestampN(r)} level=info msg="${r.pick(['tick', 'queue depth', 'compaction done', 'lease renewed'])}" n=${r.int(0, 5000)} dur=${ms}ms\n`;
      case 'syslog': return f`Nov ${String(r.int(1, 28)).padStart(2, ' ')} ${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(10, 59))}:${String(r.int(10, 59))} ${host(r)} systemd[1]: ${r.pick(['Started Daily apt upgrade and clean activities.', 'logrotate.service: Succeeded.', 'Finished Refresh fwupd metadata.', 'Starting Cleanup of Temporary Directories...'])}\n`;
      default: return f`${v.privateIpN(r)} - - [${String(r.int(1, 28)).padStart(2, '0')}/Nov/2026:${String(r.int(10, 23))}:${String(r.int(10, 59))}:${String(r.int(10, 59))} +0000] "GET ${r.pick(['/healthz', '/readyz', '/metrics'])} HTTP/1.1" 200 ${r.int(2, 900)} "-" "kube-probe/1.29"\n`;
    }
  });
}
const mix = (r, a, b) => r.shuffle([...a, ...b]);

const host = (r) => r.pick(['api-7f9c', 'web-02', 'worker-billing-5d8b', 'auth-svc', 'gw-eu1']);
export const log_jsonl = {
  kind: 'log_jsonl',
  make(r) {
    const lines = Array.from({ length: r.int(4, 8) }, () => {
      const p = anyone(r);
      return r.weighted([
        [3, () => f`{"ts":"${v.timestampN(r)}","level":"info","svc":"${host(r)}","msg":"login ok","user":"${v.emailL(p.email)}","ip":"${v.ipL(r)}","trace":"${v.hexBlobN(r)}"}\n`],
        [2, () => f`{"ts":"${v.timestampN(r)}","level":"debug","svc":"${host(r)}","msg":"outbound call","headers":{"authorization":"Bearer ${v.tokenL(r)}"},"req":"${v.uuidN(r)}"}\n`],
        [2, () => f`{"ts":"${v.timestampN(r)}","level":"warn","svc":"${host(r)}","msg":"payment declined","card":"${v.cardL(r)}","order":"${v.orderN(r)}"}\n`],
        [2, () => f`{"ts":"${v.timestampN(r)}","level":"info","svc":"${host(r)}","msg":"cache hit","key":"${v.sha256N(r)}","dur_ms":${r.int(1, 900)}}\n`],
        [1, () => f`{"ts":"${v.timestampN(r)}","level":"error","svc":"${host(r)}","msg":"db connect failed","dsn":"${v.connL(r)}","attempt":${r.int(1, 5)}}\n`],
        [1, () => f`{"ts":"${v.timestampN(r)}","level":"info","svc":"${host(r)}","msg":"profile updated","changes":{"phone":"${v.phoneL(p)}","address":"${v.addrL(p)}"}}\n`],
        [1, () => f`{"ts":"${v.timestampN(r)}","level":"info","svc":"${host(r)}","msg":"signup","name":"${v.nameL(p, 'latin')}","password":"${v.pwL(r, { plain: true, spaces: false })}"}\n`],
      ])();
    });
    return { language: 'en', body: f`${mix(r, lines, noise(r, 'json', r.int(10, 60)))}` };
  },
};

export const logfmt_log = {
  kind: 'logfmt_log',
  make(r) {
    const lines = Array.from({ length: r.int(4, 8) }, () => {
      const p = anyone(r);
      return r.weighted([
        [3, () => f`time=${v.timestampN(r)} level=info msg="request served" method=GET path=/api/v1/users/${v.uuidN(r)} status=200 remote_ip=${v.ipL(r)} dur=${r.int(1, 900)}ms\n`],
        [1, () => f`time=${v.timestampN(r)} level=warn msg="retry webhook" url=${L('api_key', 'slack_webhook', 'https://hooks.slack.com/services/' + v.apiKeyL(r, 'slack_webhook_path').text)} attempt=${r.int(1, 4)}\n`],
        [2, () => f`time=${v.timestampN(r)} level=info msg="email sent" to=${v.emailL(p.email)} template=reset_password id=${v.uuidN(r)}\n`],
        [1, () => f`time=${v.timestampN(r)} level=debug msg="config loaded" aws_access_key_id=${v.apiKeyL(r, 'aws_access_key_id')} region=eu-central-1 commit=${v.gitShaN(r)}\n`],
        [1, () => f`time=${v.timestampN(r)} level=info msg="sms queued" to="${v.phoneL(p)}" order=${v.orderN(r)}\n`],
        [1, () => f`time=${v.timestampN(r)} level=info msg="build" version=${v.versionN(r)} sha=${v.gitShaN(r, false)}\n`],
      ])();
    });
    return { language: 'en', body: f`${mix(r, lines, noise(r, 'logfmt', r.int(10, 60)))}` };
  },
};

export const syslog = {
  kind: 'syslog',
  make(r) {
    const mon = r.pick(['Jan', 'Feb', 'Mar', 'Apr', 'Oct', 'Nov']);
    const lines = Array.from({ length: r.int(4, 9) }, () => {
      const t = `${mon} ${String(r.int(1, 28)).padStart(2, ' ')} ${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;
      const p = anyone(r);
      return r.weighted([
        [3, () => f`${t} ${host(r)} sshd[${r.int(300, 40000)}]: Failed password for ${r.pick(['invalid user admin', 'root', 'invalid user oracle', 'ubuntu'])} from ${v.ipL(r)} port ${r.int(1024, 65535)} ssh2\n`],
        [2, () => f`${t} ${host(r)} sshd[${r.int(300, 40000)}]: Accepted publickey for deploy from ${v.ipL(r)} port ${r.int(1024, 65535)} ssh2: RSA SHA256:${v.base64BlobN(r)}\n`],
        [1, () => f`${t} ${host(r)} postfix/smtp[${r.int(300, 40000)}]: ${N('queue_id', r.chars('0123456789ABCDEF', 10))}: to=<${v.emailL(p.email)}>, relay=mx.${r.pick(['mailhost.net', 'gmail.com'])}[${v.ipL(r, false)}]:25, status=sent\n`],
        [1, () => f`${t} ${host(r)} sudo: ${r.pick(['ops', 'jenkins'])} : TTY=pts/0 ; PWD=/srv ; USER=root ; COMMAND=/usr/bin/mysql -u root -p${v.pwL(r, { spaces: false, plain: true })}\n`],
        [2, () => f`${t} ${host(r)} kernel: [${r.int(1000, 99999)}.${r.digits(6)}] eth0: link up, ${r.pick([1000, 10000])} Mbps, ${v.privateIpN(r)}\n`],
        [1, () => f`${t} ${host(r)} dhcpd: DHCPACK on ${v.privateIpN(r)} to ${r.hex(2)}:${r.hex(2)}:${r.hex(2)}:${r.hex(2)}:${r.hex(2)}:${r.hex(2)} via eth1\n`],
      ])();
    });
    return { language: 'en', body: f`${mix(r, lines, noise(r, 'syslog', r.int(10, 50)))}` };
  },
};

export const access_log = {
  kind: 'access_log',
  make(r) {
    const lines = Array.from({ length: r.int(4, 8) }, () => {
      const p = anyone(r);
      const path = r.weighted([
        [4, () => f`/products/${v.skuN(r)}`],
        [2, () => f`/static${v.pathTokenN(r)}`],
        [1, () => f`/reset?email=${v.emailL(p.email)}`],
        [1, () => f`/api/v2/export?api_key=${v.apiKeyL(r, r.pick(['google_api_key', 'generic_hex', 'mailgun']))}&format=csv`],
        [1, () => f`/oauth/callback?code=${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 20)}&state=${v.md5N(r)}`],
        [1, () => f`/track/${v.trackingN(r)}`],
      ])();
      return f`${v.ipL(r)} - - [${String(r.int(1, 28)).padStart(2, '0')}/Nov/2026:${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(10, 59))}:${String(r.int(10, 59))} +0000] "${r.pick(['GET', 'GET', 'POST'])} ${path} HTTP/1.1" ${r.pick([200, 200, 302, 404, 500])} ${r.int(200, 90000)} "-" "${r.pick(['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 'curl/8.5.0', 'python-requests/2.31.0', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)'])}"\n`;
    });
    return { language: 'en', body: f`${mix(r, lines, noise(r, 'access', r.int(10, 50)))}` };
  },
};

export const stack_trace = {
  kind: 'stack_trace',
  make(r) {
    const p = anyone(r), lang = r.pick(['java', 'python', 'node']);
    const body = lang === 'java'
      ? f`${v.timestampN(r)} ERROR [http-nio-8080-exec-${r.int(1, 20)}] c.t.billing.ChargeService - charge failed for customer ${v.emailL(p.email)}
org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection; url=${v.connL(r)}
	at org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)
	at com.tallowmere.billing.ChargeService.charge(ChargeService.java:${r.int(40, 400)})
	at com.tallowmere.billing.api.ChargeController.post(ChargeController.java:${r.int(20, 200)})
Caused by: org.postgresql.util.PSQLException: FATAL: password authentication failed for user "svc_billing"
	at org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)
	... ${r.int(20, 80)} common frames omitted
request body: {"cardNumber":"${v.cardL(r)}","holder":"${v.nameL(p, 'latin')}","cvc":"***"}
`
      : lang === 'python'
        ? f`Traceback (most recent call last):
  File "/srv/app/.venv/lib/python3.12/site-packages/requests/adapters.py", line ${r.int(400, 700)}, in send
  File "/srv/app/jobs/sync_contacts.py", line ${r.int(10, 300)}, in push
    resp = session.post(url, json=payload, headers={"Authorization": "Bearer ${v.tokenL(r)}"})
requests.exceptions.HTTPError: 422 Client Error: Unprocessable Entity for url: https://api.${r.pick(COMPANIES).domain}/v1/contacts/${v.uuidN(r)}
payload = {'name': '${v.nameL(p, 'latin')}', 'phone': '${v.phoneL(p)}', 'dob': '${L('date_of_birth', 'dob', iso(r, p))}'}
Sentry event ${v.md5N(r)} · release ${v.versionN(r)}
`
        : f`Error: ENOTFOUND while connecting
    at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:${r.int(100, 120)}:26)
    at async Client.connect (/app/node_modules/pg/lib/client.js:${r.int(40, 300)}:11)
  cause: { code: 'ENOTFOUND', hostname: 'db-prod-01.internal' }
  config: { connectionString: '${v.connL(r)}', ssl: true }
  user: { id: '${v.uuidN(r)}', email: '${v.emailL(p.email)}', ip: '${v.ipL(r)}' }
Node.js ${v.versionN(r)}
`;
    return { language: 'en', body };
  },
};
