// Data exports, API payloads and logs.

import { t, join, L, S, N, mapValue } from './text.mjs';
import { ALL_SCHEMES, nationalId } from './ctx.mjs';

/** A JSON string literal around a part (escaping the value, keeping the label on the escaped text). */
const js = (part) => t`"${mapValue(part, (v) => JSON.stringify(v).slice(1, -1))}"`;
const sqlq = (part) => t`'${mapValue(part, (v) => v.replace(/'/g, "''"))}'`;
const csvq = (part) => mapValue(part, (v) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v));

export const DATA = {
  csv_customers: { langs: ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'sv'], weight: 3, make(h) {
    const { r } = h;
    const rows = Array.from({ length: r.int(2, 5) }, () => {
      const p = h.person();
      return join([h.neg('uuid'), csvq(h.name(p)), h.email(p), csvq(h.phone()), csvq(h.addr(', ')), h.dob(p, 'en'), csvq(h.neg('amount'))], ',');
    });
    return t`id,name,email,phone,address,birth_date,lifetime_value
${join(rows)}`;
  } },

  csv_no_header: { langs: ['en'], weight: 4, make(h) {
    const { r } = h;
    const rows = Array.from({ length: r.int(3, 8) }, () => {
      const p = h.person();
      const scheme = r.pick(['us_ssn', 'ca_sin', 'uk_nino', 'au_tfn', 'in_pan', 'sg_nric']);
      return join([String(r.int(1000, 9999)), h.name(p), L(nationalId(r, scheme, p).value, 'national_id', scheme), h.card(), h.neg('timestamp')], ';');
    });
    return join(rows);
  } },

  tsv_export: { langs: ['en', 'de', 'nl', 'sv', 'pl'], weight: 2, make(h) {
    const { r } = h;
    const rows = Array.from({ length: r.int(2, 6) }, () => {
      const p = h.person();
      return join([h.neg('order'), h.name(p), h.iban(), h.ip(), h.neg('sku')], '\t');
    });
    return t`order\tcustomer\tiban\tclient_ip\tsku\n${join(rows)}`;
  } },

  sql_insert: { langs: ['en'], weight: 3, make(h) {
    const { r } = h;
    const rows = Array.from({ length: r.int(2, 4) }, (_, i) => {
      const p = h.person();
      const scheme = r.pick(ALL_SCHEMES);
      return t`  (${String(100 + i)}, ${sqlq(h.name(p))}, ${sqlq(h.email(p))}, ${sqlq(h.phone())}, ${sqlq(h.dob(p, 'en'))}, ${sqlq(L(nationalId(r, scheme, p).value, 'national_id', scheme))}, ${sqlq(h.neg('timestamp'))})`;
    });
    return t`-- dump ${h.neg('timestamp')} schema ${h.neg('version')}
INSERT INTO customers (id, full_name, email, phone, birth_date, national_id, created_at) VALUES
${join(rows, ',\n')};
INSERT INTO api_tokens (user_id, token, hash) VALUES (100, ${sqlq(h.key())}, ${sqlq(h.neg('sha256'))});`;
  } },

  json_user_api: { langs: ['en'], weight: 3, make(h) {
    const { r } = h;
    const p = h.person();
    const lines = h.addrLines(r.pick(['US', 'GB', 'DE', 'FR', 'NL', 'CA', 'AU']));
    return t`{
  "id": ${js(h.neg('uuid'))},
  "name": ${js(h.name(p))},
  "email": ${js(h.email(p))},
  "phone": ${js(h.phone())},
  "birthDate": ${js(h.dob(p, 'en'))},
  "address": { "line1": ${js(L(lines[0], 'address', 'street_line'))}, "city_line": ${js(S(lines[1], 'address', 'city_line'))} },
  "lastLoginIp": ${js(h.ip())},
  "etag": ${js(h.neg('md5'))},
  "createdAt": ${js(h.neg('timestamp'))}
}`;
  } },

  webhook_payment: { langs: ['en'], weight: 2, make(h) {
    const { r } = h;
    const p = h.person();
    return t`POST /webhooks/payments HTTP/1.1
Content-Type: application/json
X-Signature: t=${N(String(1760000000 + r.int(0, 1e7)), 'timestamp')},v1=${N(r.chars(64, '0123456789abcdef'), 'hmac_signature')}

{"type":"charge.succeeded","id":"evt_${N(r.chars(24, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'), 'event_id')}","data":{"billing_details":{"name":${js(h.name(p))},"email":${js(h.email(p))},"phone":${js(h.phone())}},"card_number":${js(h.card())},"client_ip":${js(h.ip())}}}`;
  } },

  graphql_response: { langs: ['en'], weight: 2, make(h) {
    const { r } = h;
    const ps = [h.person(), h.person()];
    return t`{"data":{"viewer":{"login":"${N(r.pick(['octo-dev', 'build-bot', 'ci-runner']), 'username_bot')}","organization":{"members":{"nodes":[${join(ps.map((p) => t`{"name":${js(h.name(p))},"email":${js(h.email(p))},"location":${js(S(r.pick(['Berlin', 'Lisbon', 'Austin, TX']), 'address', 'city_only'))}}`), ',')}]}}}},"extensions":{"cost":{"requestedQueryCost":${r.int(1, 50)}},"traceId":${js(h.neg('request_id'))}}}`;
  } },

  xml_soap: { langs: ['en', 'de', 'fr'], weight: 1, make(h) {
    const p = h.person();
    return t`<?xml version="1.0" encoding="UTF-8"?>
<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>
  <CreateCustomer>
    <Name>${h.name(p)}</Name><Email>${h.email(p)}</Email>
    <BirthDate>${h.dob(p, 'en')}</BirthDate>
    <Iban>${h.iban()}</Iban>
    <MessageId>${h.neg('uuid')}</MessageId>
  </CreateCustomer>
</soap:Body></soap:Envelope>`;
  } },

  log_jsonl: { langs: ['en'], weight: 3, make(h) {
    const { r } = h;
    const lines = Array.from({ length: r.int(3, 7) }, () => {
      const p = h.person();
      return r.pick([
        () => t`{"ts":${js(h.neg('timestamp'))},"level":"info","msg":"login ok","user":${js(h.email(p))},"ip":${js(h.ip())},"req":${js(h.neg('request_id'))}}`,
        () => t`{"ts":${js(h.neg('timestamp'))},"level":"debug","msg":"outbound call","headers":{"Authorization":"Bearer ${h.bearer()}"}}`,
        () => t`{"ts":${js(h.neg('timestamp'))},"level":"warn","msg":"slow query","duration_ms":${r.int(500, 9000)},"rows":${r.int(1, 1e6)},"commit":${js(h.neg('git_sha'))}}`,
        () => t`{"ts":${js(h.neg('timestamp'))},"level":"error","msg":"payment declined","card":${js(h.card())},"customer":${js(h.name(p))}}`,
        () => t`{"ts":${js(h.neg('timestamp'))},"level":"info","msg":"session","token":${js(h.jwt())}}`,
      ])();
    });
    return join(lines);
  } },

  log_logfmt: { langs: ['en'], weight: 2, make(h) {
    const { r } = h;
    const lines = Array.from({ length: r.int(3, 6) }, () => r.pick([
      () => t`time=${h.neg('timestamp')} level=info method=POST path=/v1/orders status=201 client_ip=${h.ip()} dur=${r.int(2, 900)}ms trace=${h.neg('request_id')}`,
      () => t`time=${h.neg('timestamp')} level=debug msg="db connect" dsn=${h.conn()}`,
      () => t`time=${h.neg('timestamp')} level=warn msg="retrying" attempt=${r.int(1, 5)} api_key=${h.key()}`,
      () => t`time=${h.neg('timestamp')} level=info msg="user updated" email=${h.email(h.person())} phone="${h.phone()}"`,
    ])());
    return join(lines);
  } },

  syslog: { langs: ['en'], weight: 2, make(h) {
    const { r } = h;
    const host = r.pick(['web-01', 'bastion', 'mail-gw', 'db-replica-2']);
    const mon = r.pick(['Jan', 'Mar', 'Jun', 'Sep', 'Nov']);
    const ts = () => `${mon} ${String(r.int(1, 28)).padStart(2, ' ')} ${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;
    return join(Array.from({ length: r.int(3, 6) }, () => r.pick([
      () => t`${ts()} ${host} sshd[${r.int(1000, 65000)}]: Failed password for ${r.pick(['root', 'admin', 'deploy'])} from ${h.ip()} port ${r.int(1024, 65535)} ssh2`,
      () => t`${ts()} ${host} sshd[${r.int(1000, 65000)}]: Accepted publickey for deploy from ${h.ip()} port ${r.int(1024, 65535)} ssh2: RSA SHA256:${N(r.chars(43, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'), 'key_fingerprint')}`,
      () => t`${ts()} ${host} postfix/smtpd[${r.int(1000, 65000)}]: NOQUEUE: reject: RCPT from unknown[${h.ip()}]: to=<${h.email(h.person())}>`,
      () => t`${ts()} ${host} sudo: ${r.pick(['alice', 'ops'])} : TTY=pts/0 ; PWD=/home ; USER=root ; COMMAND=/usr/bin/mysql -u root -p${h.pw()}`,
      () => t`${ts()} ${host} kernel: [${r.int(1000, 99999)}.${r.digits(6)}] eth0: link up, ${r.pick([100, 1000])} Mbps, build ${h.neg('version')}`,
    ])()));
  } },

  access_log: { langs: ['en'], weight: 2, make(h) {
    const { r } = h;
    const ua = r.pick(['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36', 'curl/8.5.0', 'python-requests/2.31.0', 'Go-http-client/2.0']);
    return join(Array.from({ length: r.int(3, 7) }, () => r.pick([
      () => t`${h.ip()} - - [${r.int(1, 28)}/Oct/2026:${r.int(10, 23)}:${r.int(10, 59)}:${r.int(10, 59)} +0000] "GET /api/v2/users/${h.neg('uuid')}/avatar HTTP/1.1" 200 ${r.int(200, 90000)} "-" "${ua}"`,
      () => t`${h.ip()} - - [${r.int(1, 28)}/Oct/2026:${r.int(10, 23)}:${r.int(10, 59)}:${r.int(10, 59)} +0000] "GET /reset?token=${h.bearer()} HTTP/1.1" 302 0 "-" "${ua}"`,
      () => t`${h.ip()} - ${L(h.person('en').given.toLowerCase(), 'person_name', 'username', true)} [${r.int(1, 28)}/Oct/2026:${r.int(10, 23)}:${r.int(10, 59)}:${r.int(10, 59)} +0000] "POST /login HTTP/2.0" 401 ${r.int(20, 300)} "https://shop.example.org/" "${ua}"`,
      () => t`${h.ip()} - - [${r.int(1, 28)}/Oct/2026:${r.int(10, 23)}:${r.int(10, 59)}:${r.int(10, 59)} +0000] "GET /static/app.${N(r.chars(20, '0123456789abcdef'), 'asset_hash')}.js HTTP/1.1" 200 ${r.int(1000, 400000)} "-" "${ua}"`,
      () => t`${h.ip()} - - [${r.int(1, 28)}/Oct/2026:${r.int(10, 23)}:${r.int(10, 59)}:${r.int(10, 59)} +0000] "GET /v1/search?email=${h.email(h.person())}&key=${h.key('google_api_key')} HTTP/1.1" 200 ${r.int(200, 9000)}`,
    ])()));
  } },

  stack_trace: { langs: ['en'], weight: 2, make(h) {
    const { r } = h;
    return r.pick([
      () => t`Traceback (most recent call last):
  File "/srv/app/billing/charge.py", line ${r.int(10, 400)}, in charge
    resp = client.charges.create(amount=amount, source=card)
  File "/srv/venv/lib/python3.12/site-packages/psycopg/connection.py", line ${r.int(10, 900)}, in connect
psycopg.OperationalError: connection failed: ${h.conn()}: password authentication failed for user "${N('billing_rw', 'db_user')}"`,
      () => t`Exception in thread "main" java.lang.IllegalStateException: could not decrypt for user ${h.email(h.person())}
	at com.acme.crypto.Vault.open(Vault.java:${r.int(10, 300)})
	at com.acme.api.Session.<init>(Session.java:${r.int(10, 300)})
Caused by: javax.crypto.BadPaddingException: key=${h.key('generic')}`,
      () => t`Error: Request failed with status code 401
    at createError (/app/node_modules/axios/lib/core/createError.js:16:15)
  config: { url: 'https://api.lumenpay.eu/v1/payouts', headers: { Authorization: 'Bearer ${h.jwt()}' } }
  requestId: '${h.neg('request_id')}'`,
    ])();
  } },

  audit_log: { langs: ['en'], weight: 1, make(h) {
    const { r } = h;
    return join(Array.from({ length: r.int(3, 5) }, () => {
      const p = h.person();
      return t`${h.neg('timestamp')} | actor=${h.email(p)} | action=${r.pick(['export_customers', 'view_ssn', 'update_payout', 'login'])} | src=${h.ip()} | target=${h.neg('uuid')}`;
    }));
  } },

  yaml_fixture: { langs: ['en'], weight: 1, make(h) {
    const p = h.person(), q = h.person();
    return t`# test fixtures generated ${h.neg('timestamp')}
users:
  - name: ${h.name(p)}
    email: ${h.email(p)}
    dob: "${h.dob(p, 'en')}"
    ssn: "${h.nid(p, 'us_ssn')}"
  - name: ${h.name(q)}
    email: ${N('test@example.com', 'placeholder_email')}
    card: "${h.card()}"`;
  } },
};
