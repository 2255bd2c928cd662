// Document kinds, part 2: e-mail, databases, queues, analytics, exports, infrastructure, CI, debug output.
import { render, ESC } from './doc.mjs';
import { negs, extras, extrasN, hardNegs, personFields, mix, stamp, freeText } from './kinds1.mjs';
import * as V from './values.mjs';

const pad = (n, l = 2) => String(n).padStart(l, '0');
const sqlStr = (d, it) => { d.t("'"); d.put(it, 'sql'); d.t("'"); };

// ---------------------------------------------------------------- 22 MIME e-mail with full headers
export function mime_email(d, ctx) {
  const R = ctx.R; const P = ctx.P; const to = ctx.other(); const bnd = '----=_Part_' + R.int(100000, 999999) + '_' + R.int(100000000, 999999999);
  d.t('Return-Path: <'); d.put(ctx.email()); d.t('>\nReceived: from mail-').t(R.lower(6)).t('.outbound.example-mx.net (');
  d.put(ctx.ip4()); d.t(') by mx1.').t(R.pick(['acme-retail.com', 'brightpath.io'])).t(' with ESMTPS id ').neg({ n: R.alnum(12), kind: 'queue_id' }).t('; ').t(stamp(R, 'sp').slice(0, 19)).t(' +0000\nReceived: from [').neg(ctx.N('private_ip')).t('] by smtp.internal with ESMTPSA\nX-Originating-IP: ['); d.put(ctx.ip()); d.t(']\nDKIM-Signature: v=1; a=rsa-sha256; d=').t(R.pick(['gmail.com', 'web.de', 'naver.com'])).t('; s=20230601; bh=').neg({ n: R.bytes(32).toString('base64'), kind: 'hash' }).t(';\n\tb=').neg({ n: R.bytes(96).toString('base64'), kind: 'dkim_signature' }).t('\nFrom: ');
  const nm = ctx.name(P, 'native'); if (/[^\x00-\x7f]/.test(nm.v) && R.chance(0.7)) d.put(nm, R.pick(['mimeB64', 'mimeB64'])); else { d.t('"'); d.put(nm); d.t('"'); }
  d.t(' <'); d.put(ctx.email()); d.t('>\nTo: '); d.put(ctx.name(to, 'native'), 'mimeB64'); d.t(' <'); d.put(ctx.email(to)); d.t('>\nCc: ').neg(ctx.N('role_email')).t('\nSubject: =?UTF-8?Q?').t(ESC.qp(R.pick(['Änderung Bankverbindung', 'Re: pedido', 'お問い合わせ', 'Fwd: invoice', 'Заявка']))).t('?=\nMessage-ID: ').neg(ctx.N('message_id')).t('\nDate: Tue, 12 Mar 2024 10:22:31 +0100\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary="').t(bnd).t('"\n\n--').t(bnd).t('\nContent-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: quoted-printable\n\n');
  const body = d.sub(); freeText(body, ctx, P); body.t('\n'); body.t(ctx.W.acct + ': '); body.put(ctx.bank()); body.t('\n'); body.t(ctx.W.phone + ': '); body.put(ctx.phone()); body.t('\n');
  d.embed(body, 'qp'); d.t('\n--').t(bnd).t('\nContent-Type: application/pdf; name="').t(R.pick(['scan', 'Ausweis', 'documento', 'passport'])).t('.pdf"\nContent-Transfer-Encoding: base64\n\n').neg({ n: R.bytes(57).toString('base64'), kind: 'binary_attachment' }).t('\n').t(R.bytes(45).toString('base64')).t('\n--').t(bnd).t('--\n');
  const ex = extras(ctx, 1); d.t('X-Debug-Relay-Auth: '); d.put(ex[0][1], 'lit_n'); d.t('\n');
}
// ---------------------------------------------------------------- 23 SQL dump (INSERT + COPY)
export function sql_dump(d, ctx) {
  const R = ctx.R; const tbl = R.pick(['customers', 'kunden', 'clientes', 'users', 'members']);
  d.t('-- MySQL dump 10.13  Distrib ').neg(ctx.N('version')).t(', for Linux (x86_64)\n-- Host: ').neg(ctx.N('host')).t('    Database: crm\n\nLOCK TABLES `').t(tbl).t('` WRITE;\nINSERT INTO `').t(tbl).t('` (`id`,`cust_nm`,`eml`,`ph1`,`dob_dt`,`addr`,`gov_id`,`created_at`) VALUES ');
  const n = R.int(2, 4);
  for (let i = 0; i < n; i++) { const P = i === 0 ? ctx.P : ctx.other(); d.t(i ? ',\n(' : '('); d.t(R.int(1, 99999)).t(','); sqlStr(d, ctx.name(P)); d.t(','); sqlStr(d, ctx.email(P)); d.t(','); sqlStr(d, ctx.phone(P)); d.t(','); sqlStr(d, ctx.dob(P, 'iso')); d.t(','); sqlStr(d, ctx.addr(P)); d.t(','); if (R.chance(0.8)) sqlStr(d, ctx.nid(P)); else d.t('NULL'); d.t(",'"); d.neg(ctx.N('timestamp')); d.t("')"); }
  d.t(';\nUNLOCK TABLES;\n\n-- PostgreSQL\nCOPY public.payment_methods (id, customer_ref, kind, value, fingerprint, created) FROM stdin;\n');
  const ex = extras(ctx, 3, ctx.P, ['credit_card', 'bank_account', 'crypto_wallet', 'password', 'api_key', 'access_token']);
  ex.forEach(([k, it], i) => { d.t(String(i + 1), '\t'); d.neg(ctx.N('object_id')); d.t('\t', k, '\t'); d.put(it, 'lit_n'); d.t('\t'); d.neg(ctx.N('md5')); d.t('\t'); d.neg(ctx.N('date_iso')); d.t('\n'); });
  d.t('\\.\n');
}
// ---------------------------------------------------------------- 24 MongoDB export
export function mongo_export(d, ctx) {
  const R = ctx.R; const n = R.int(2, 3);
  for (let i = 0; i < n; i++) { const P = i === 0 ? ctx.P : ctx.other();
    render(d, [['_id', { obj: [['$oid', { n: R.hex(24), kind: 'object_id' }]] }], ['profile', { obj: mix(R, personFields(ctx, P, 3)) }], ['kyc', { obj: [['doc', R.chance(0.5) ? ctx.nid(P) : ctx.passport(P)], ['verifiedAt', { obj: [['$date', ctx.N('timestamp')]] }]] }], ['lastLogin', { obj: [['ip', ctx.ip(P)], ['at', { obj: [['$date', ctx.N('timestamp')]] }]] }], ...extrasN(ctx, 1, P), ['schemaVersion', R.int(1, 9)]], 'json', { ascii: R.chance(0.3) }); d.t('\n'); }
}
// ---------------------------------------------------------------- 25 Elasticsearch export
export function es_export(d, ctx) {
  const R = ctx.R; const hits = [];
  render(d, [['took', R.int(1, 90)], ['timed_out', false], ['hits', { obj: [['total', { obj: [['value', R.int(2, 900)], ['relation', 'eq']] }], ['hits', { arr: [0, 1].map((i) => { const P = i ? ctx.other() : ctx.P; return { obj: [['_index', `logs-app-${stamp(R, 'sp').slice(0, 10).replace(/-/g, '.')}`], ['_id', { n: R.str(20, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'), kind: 'document_id' }], ['_source', { obj: [['@timestamp', ctx.N('timestamp')], ['client', { obj: [['ip', ctx.ip(P)], ['geo', { obj: [['city_name', P.address().city]] }]] }], ['user', { obj: [['email', ctx.email(P)], ['full_name', ctx.name(P)]] }], ['message', 'login succeeded'], ['trace', { obj: [['id', ctx.N('trace_id')]] }], ...extrasN(ctx, 1, P)] }]] }; }) }]] }]], 'json', { pretty: R.chance(0.4) });
  void hits; d.t('\n');
}
// ---------------------------------------------------------------- 26 Redis MONITOR
export function redis_monitor(d, ctx) {
  const R = ctx.R; const cl = () => { d.t(`${stamp(R, 'epoch')}.${R.digits(6)} [${R.int(0, 3)} `); d.neg(ctx.N('private_ip')); d.t(`:${R.int(30000, 65000)}] `); };
  cl(); d.t('"AUTH" "'); d.put(ctx.freshPw(), 'dq'); d.t('"\n');
  cl(); d.t('"SELECT" "2"\n');
  const sess = d.sub(); render(sess, mix(R, [['uid', R.int(1, 999999)]], personFields(ctx, ctx.P, 2), [['csrf', ctx.N('csrf')]]), 'json', { ascii: R.chance(0.4) });
  cl(); d.t('"SET" "sess:').neg({ n: R.hex(32), kind: 'session_key_name' }).t('" "'); d.embed(sess, 'dq'); d.t('" "EX" "3600"\n');
  cl(); d.t('"HSET" "user:').t(R.int(1, 999999)).t('" "phone" "'); d.put(ctx.phone()); d.t('" "addr" "'); d.put(ctx.addr(), 'dq'); d.t('"\n');
  const ex = extras(ctx, 2);
  cl(); d.t('"SET" "cfg:').t(ex[0][0]).t('" "'); d.put(ex[0][1], 'dq'); d.t('"\n');
  cl(); d.t('"LPUSH" "queue:mail" "'); const m = d.sub(); render(m, [['to', ctx.email()], ['tpl', 'welcome'], [ex[1][0], ex[1][1]]], 'json'); d.embed(m, 'dq'); d.t('"\n');
  cl(); d.t('"GET" "rate:').neg(ctx.N('uuid')).t('"\n');
}
// ---------------------------------------------------------------- 27 Kafka (console consumer + Debezium CDC)
export function kafka_payload(d, ctx) {
  const R = ctx.R; const P = ctx.P;
  d.t('CreateTime:').neg(ctx.N('timestamp')).t('\tPartition:').t(R.int(0, 11)).t('\tOffset:').neg(ctx.N('offset')).t('\tHeaders:traceparent=00-').neg(ctx.N('trace_id')).t('-').neg(ctx.N('span_id')).t('-01\tKey:').neg(ctx.N('uuid')).t('\tValue:');
  const before = personFields(ctx, ctx.other(), 2); const after = before.map(([k, it]) => [k, ctx.item(it.cat, P)]);
  render(d, [['before', { obj: [['id', 42], ...before] }], ['after', { obj: [['id', 42], ...after, ...extrasN(ctx, 1, P)] }], ['source', { obj: [['version', ctx.N('version')], ['connector', 'postgresql'], ['db', 'crm'], ['table', 'customer'], ['lsn', R.int(10000000, 99999999)]] }], ['op', 'u'], ['ts_ms', ctx.N('timestamp')]], 'json', { ascii: R.chance(0.3) });
  d.t('\n');
  d.t('CreateTime:').t(stamp(R, 'epoch')).t('000\tPartition:').t(R.int(0, 11)).t('\tOffset:').t(R.int(1000, 9999999)).t('\tKey:null\tValue:');
  render(d, [['event', 'payment.requested'], ['payload', { obj: [['payer', ctx.name(P)], ['card', ctx.card()], ['bank', ctx.bank()], ...extrasN(ctx, 1, P)] }], ['schema', ctx.N('version')]], 'json'); d.t('\n');
}
// ---------------------------------------------------------------- 28 SQS receive-message
export function sqs_message(d, ctx) {
  const R = ctx.R; const body = d.sub();
  render(body, [['type', R.pick(['user.registered', 'kyc.submitted', 'refund.requested'])], ['data', { obj: mix(R, personFields(ctx, ctx.P, 3), extras(ctx, 2)) }], ['occurredAt', ctx.N('timestamp')]], 'json', { ascii: R.chance(0.3) });
  d.t('{\n    "Messages": [\n        {\n            "MessageId": "').neg(ctx.N('uuid')).t('",\n            "ReceiptHandle": "').neg(ctx.N('receipt')).t('",\n            "MD5OfBody": "').neg(ctx.N('md5')).t('",\n            "Body": "'); d.embed(body, 'json'); d.t('",\n            "Attributes": {\n                "SentTimestamp": "').neg(ctx.N('timestamp')).t('",\n                "SenderId": "').neg({ n: 'AROA' + R.str(17, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567') + ':' + R.pick(['lambda-sync', 'i-' + R.hex(17)]), kind: 'cloud_principal_id' }).t('",\n                "ApproximateReceiveCount": "').t(R.int(1, 9)).t('"\n            }\n        }\n    ]\n}\n');
}
// ---------------------------------------------------------------- 29 Pub/Sub pull
export function pubsub_message(d, ctx) {
  const R = ctx.R; const e = ctx.email(); const it = R.chance(0.5) ? ctx.phone() : ctx.item(ctx.lowest(['password', 'api_key', 'access_token', 'email', 'phone']));
  d.t('┌──────────────┬───────────────────┬─────────────────────────────┐\n│ DATA         │ MESSAGE_ID        │ ATTRIBUTES                  │\n├──────────────┼───────────────────┼─────────────────────────────┤\n│ ');
  d.put(it, 'base64'); d.t(' │ ').neg({ n: String(R.int(1e15, 9e15)), kind: 'message_id' }).t(' │ user=').put(e).t(' │\n└──────────────┴───────────────────┴─────────────────────────────┘\n');
  d.t('{"message":{"attributes":{"eventType":"OBJECT_FINALIZE","objectId":"exports/').t(ctx.name(ctx.P, 'latin').v.replace(/ /g, '_')).t('.csv"},"data":"');
  const j = d.sub(); render(j, [['customer', ctx.name()], ['addr', ctx.addr()]], 'json'); d.put({ v: j.text, cat: 'address', type: 'json_record_base64', soft: true }, 'base64');
  d.t('","messageId":"').neg({ n: String(R.int(1e15, 9e15)), kind: 'message_id' }).t('","publishTime":"').neg(ctx.N('timestamp')).t('"},"subscription":"projects/').t(R.lower(6)).t('-prod/subscriptions/exports-sub"}\n');
  const ex = extras(ctx, 2); d.t('# push endpoint auth: '); render(d, ex, 'kv'); d.t('\n');
}
// ---------------------------------------------------------------- 30 analytics events (Segment-like)
export function analytics_event(d, ctx) {
  const R = ctx.R; const P = ctx.P; const a = P.address();
  render(d, [['type', 'identify'], ['messageId', ctx.N('uuid')], ['anonymousId', ctx.N('uuid')], ['userId', R.chance(0.5) ? ctx.email() : { n: String(R.int(1, 999999)), kind: 'internal_user_id' }], ['traits', { obj: [['name', ctx.name()], ['email', ctx.email()], ['phone', ctx.phone()], ['birthday', ctx.dob(P, 'iso')], ['address', { obj: [['street', ctx.addr(P, 'street')], ['city', a.city], ['postalCode', a.postcode], ['country', P.cc]] }], ['plan', 'pro']] }], ['context', { obj: [['ip', ctx.ip()], ['library', { obj: [['name', 'analytics.js'], ['version', ctx.N('version')]] }], ['page', { obj: [['url', 'https://shop.acme-retail.com/checkout?step=2']] }]] }], ['timestamp', ctx.N('timestamp')]], 'json', { ascii: R.chance(0.3) });
  d.t('\n');
  render(d, [['type', 'track'], ['event', 'Checkout Step Completed'], ['properties', { obj: [['step', 2], ['order_id', ctx.N('order')], ['revenue', R.int(10, 900)], ...extrasN(ctx, 2)] }], ['context', { obj: [['ip', ctx.ip4()]] }]], 'json'); d.t('\n');
}
// ---------------------------------------------------------------- 31 CRM CSV export
export function crm_csv(d, ctx) {
  const R = ctx.R; const sep = R.pick([',', ';', '\t']); const q = (it) => { if (sep === ',' && /[,"]/.test(it.v)) { d.t('"'); d.put(it, 'none'); d.t('"'); } else if (sep === ';' && /;/.test(it.v)) { d.t('"'); d.put(it); d.t('"'); } else d.put(it); };
  const cols = R.pick([['Id', 'cust_nm', 'eml', 'ph1', 'mailing_addr', 'dob_dt', 'Owner', 'LastActivity'], ['ContactId', 'FullName', 'Email', 'MobilePhone', 'MailingStreet', 'Birthdate', 'AccountName', 'CreatedDate']]);
  const extraCat = ctx.lowest(['national_id', 'passport', 'bank_account', 'credit_card', 'crypto_wallet', 'ip_address']);
  d.t([...cols, extraCat === 'national_id' ? 'tax_id' : ctx.fkey(extraCat)].join(sep)).t('\n');
  const n = R.int(3, 5);
  for (let i = 0; i < n; i++) { const P = i === 0 ? ctx.P : ctx.other(); d.neg(ctx.N('object_id')); d.t(sep); q(ctx.name(P)); d.t(sep); q(ctx.email(P)); d.t(sep); q(ctx.phone(P)); d.t(sep); const ad = ctx.addr(P); if (sep === ',') { d.t('"'); d.put(ad, 'csv' === 'x' ? 'csv' : 'none'); d.t('"'); } else q(ad); d.t(sep); d.put(ctx.dob(P, R.chance(0.5) ? 'iso' : undefined)); d.t(sep); d.neg(ctx.N(R.chance(0.5) ? 'company' : 'service_account')); d.t(sep); d.neg(ctx.N('date_iso')); d.t(sep); if (R.chance(0.85)) q(ctx.item(extraCat, P)); d.t('\n'); }
}
// ---------------------------------------------------------------- 32 helpdesk export with free text
export function helpdesk_export(d, ctx) {
  const R = ctx.R; const n = R.int(2, 3);
  for (let i = 0; i < n; i++) { const P = i === 0 ? ctx.P : ctx.other(true);
    const desc = d.sub(); freeText(desc, ctx, P);
    const ent = [['id', R.int(10000, 999999)], ['ticket', ctx.N('case')], ['requester', { obj: [['name', ctx.name(P)], ['email', ctx.email(P)]] }], ['assignee', ctx.N('service_account')], ['created_at', ctx.N('timestamp')], ['subject', R.pick(['Re: order', 'Adressänderung', 'Cambio de datos', '退款申请', 'Проблема со входом', 'Şifre sıfırlama'])], ['description', { raw: '' }], ['tags', { arr: ['vip', 'kyc'] }]];
    d.t('{"description":"'); d.embed(desc, R.chance(0.3) ? 'jsonAscii' : 'json'); d.t('","ticket":'); render(d, ent.filter(([k]) => k !== 'description'), 'json'); d.t('}\n');
  }
  const ex = extras(ctx, 1); d.t('# integration: '); render(d, ex, 'logfmt'); d.t('\n');
}
// ---------------------------------------------------------------- 33 ERP export (SAP-ish)
export function erp_export(d, ctx) {
  const R = ctx.R; d.t('MANDT;KUNNR;NAME1;STRAS;ORT01;PSTLZ;TELF1;SMTP_ADDR;STCD1;IBAN;ERDAT\n');
  const n = R.int(2, 4);
  for (let i = 0; i < n; i++) { const P = i === 0 ? ctx.P : ctx.other(); const a = P.address(); d.t('100;').neg({ n: pad(R.int(1, 9999999), 10), kind: 'customer_number' }).t(';'); d.put(ctx.name(P)); d.t(';'); d.put(ctx.addr(P, 'street')); d.t(';' + a.city + ';' + a.postcode + ';'); d.put(ctx.phone(P)); d.t(';'); d.put(ctx.email(P)); d.t(';'); d.put(ctx.nid(P)); d.t(';'); const b = ctx.bank(P); d.put(b); d.t(';'); d.neg(ctx.N('date_iso')); d.t('\n'); }
  d.t('* BAPI_CUSTOMER_CHANGE RFC dest ').neg(ctx.N('host')).t(' user ').neg(ctx.N('service_account')).t(' '); render(d, extras(ctx, 1), 'kv', { kvsep: '=' }); d.t('\n');
}
// ---------------------------------------------------------------- 34 ETL / data pipeline errors
export function etl_error(d, ctx) {
  const R = ctx.R;
  d.t('[').t(stamp(R, 'py')).t('] {taskinstance.py:').t(R.int(100, 3000)).t('} ERROR - Task failed with exception\n');
  d.t('psycopg2.errors.StringDataRightTruncation: value too long for type character varying(20)\nCONTEXT:  COPY stg_customers, line ').t(R.int(2, 90000)).t(', column phone: "'); d.put(ctx.phone()); d.t('"\n');
  d.t('rejected row: |'); const row = [ctx.name(), ctx.email(), ctx.addr(), ctx.dob(ctx.P, 'iso'), ctx.nid()]; row.forEach((it, i) => { d.put(it); d.t(i < row.length - 1 ? '|' : '|\n'); });
  d.t('[').t(stamp(R, 'py')).t('] {base.py:73} INFO - Using connection ID \'warehouse\' for task execution: '); d.put(ctx.conn()); d.t('\n');
  d.t('24/03/12 09:14:55 WARN TaskSetManager: Lost task 3.0 in stage ').t(R.int(1, 40)).t('.0 (TID ').t(R.int(100, 9999)).t(') (').neg(ctx.N('host')).t(' executor 2): org.apache.spark.SparkException: Malformed records are detected in record parsing. Current parse Mode: FAILFAST.\n  Bad record: {');
  render(d, mix(R, extras(ctx, 3), [['batch', ctx.N('uuid')]]), 'json'); d.t('}\n');
  d.t('dbt: Failure in test not_null_dim_customer_email (models/schema.yml) Got ').t(R.int(1, 90)).t(' results, configured to fail if != 0  compiled: target/').neg(ctx.N('commit')).t('.sql\n');
}
// ---------------------------------------------------------------- 35 backup manifest
export function backup_manifest(d, ctx) {
  const R = ctx.R; const P = ctx.P; const home = P.username();
  d.t('snapshot ').neg({ n: R.hex(8), kind: 'snapshot_id' }).t(' of [/home /etc /srv] at ').neg(ctx.N('timestamp')).t(' by ').neg(ctx.N('service_account')).t('@').neg(ctx.N('host')).t('\n');
  const files = [[`/home/${home}/Documents/`, { v: `${P.p.latin.family}_${P.p.latin.given}`, cat: 'person_name', type: 'name_in_path' }, '_passport_scan.pdf'], ['/etc/app/.env', null, ''], [`/srv/exports/customers_`, null, '.csv.gz'], [`/home/${home}/.ssh/id_ed25519`, null, '']];
  for (const [pre, it, post] of files) { d.t(R.pick(['-rw-------', '-rw-r--r--']), '  ').neg(ctx.N('bytes')).t('  ').neg(ctx.N('date_iso')).t('  ').neg(ctx.N('sha256')).t('  ', pre); if (it) d.put(it); else if (post === '.csv.gz') d.neg(ctx.N('date_iso')); d.t(post, '\n'); }
  d.t('\n# restic repository config\nRESTIC_REPOSITORY=s3:s3.eu-central-1.amazonaws.com/backups-').t(R.lower(6)).t('\nRESTIC_PASSWORD='); d.put(ctx.freshPw()); d.t('\nAWS_ACCESS_KEY_ID='); d.put(ctx.key('aws_access_key_id')); d.t('\nAWS_SECRET_ACCESS_KEY='); d.put(ctx.key('aws_secret_access_key')); d.t('\n');
  d.t('\n# captured .env (diff vs previous snapshot)\n+'); const ex = extras(ctx, 3); ex.forEach(([k, it], i) => { d.t(k.toUpperCase().replace(/-/g, '_'), '='); d.put(it, 'lit_n'); d.t(i < ex.length - 1 ? '\n+' : '\n'); });
  d.t('\n# captured ~/.ssh/id_ed25519 (').neg(ctx.N('bytes')).t(' bytes)\n'); d.put(ctx.pk('openssh')); d.t('\n');
}
// ---------------------------------------------------------------- 36 Terraform state
export function terraform_state(d, ctx) {
  const R = ctx.R; const pk = ctx.pk(R.pick(['rsa', 'ec', 'pkcs8_ed25519']));
  render(d, [['version', 4], ['terraform_version', ctx.N('version')], ['serial', R.int(1, 900)], ['lineage', ctx.N('uuid')], ['resources', { arr: [
    { obj: [['mode', 'managed'], ['type', 'aws_db_instance'], ['name', 'main'], ['instances', { arr: [{ obj: [['attributes', { obj: [['address', ctx.N('host')], ['arn', ctx.N('arn')], ['username', 'dbadmin'], ['password', ctx.freshPw()], ['port', 5432]] }]] }] }]] },
    { obj: [['type', 'aws_iam_access_key'], ['name', 'ci'], ['instances', { arr: [{ obj: [['attributes', { obj: [['id', ctx.key('aws_access_key_id')], ['secret', ctx.key('aws_secret_access_key')], ['user', ctx.N('service_account')]] }]] }] }]] },
    { obj: [['type', 'tls_private_key'], ['name', 'deploy'], ['instances', { arr: [{ obj: [['attributes', { obj: [['algorithm', 'ED25519'], ['private_key_pem', pk], ['public_key_fingerprint_sha256', ctx.N('fingerprint')]] }]] }] }]] },
    { obj: [['type', 'kubernetes_secret'], ['name', 'app'], ['instances', { arr: [{ obj: [['attributes', { obj: [['data', { obj: [...extrasN(ctx, 2), ['DATABASE_URL', ctx.conn()]] }]] }]] }] }]] },
  ] }]], 'json', { pretty: true });
  d.t('\n');
}
// ---------------------------------------------------------------- 37 cloud CLI output
export function cloud_cli(d, ctx) {
  const R = ctx.R; const k = R.int(0, 2);
  d.t('$ aws sts assume-role --role-arn ').neg(ctx.N('arn')).t(' --role-session-name ').t(ctx.P.username()).t('\n');
  render(d, [['Credentials', { obj: [['AccessKeyId', { ...ctx.key('aws_access_key_id'), v: 'ASIA' + R.str(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567') }], ['SecretAccessKey', ctx.key('aws_secret_access_key')], ['SessionToken', ctx.tok('aws_session_token')], ['Expiration', ctx.N('timestamp')]] }], ['AssumedRoleUser', { obj: [['AssumedRoleId', { n: 'AROA' + R.str(17, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567') + ':' + ctx.P.username(), kind: 'cloud_principal_id' }], ['Arn', ctx.N('arn')]] }]], 'json', { pretty: true });
  d.t('\n$ gcloud auth print-access-token\n'); d.put(ctx.tok('google_oauth')); d.t('\n$ az account get-access-token\n');
  render(d, [['accessToken', ctx.tok('jwt')], ['expiresOn', ctx.N('timestamp')], ['subscription', ctx.N('uuid')], ['tenant', ctx.N('uuid')], ['tokenType', 'Bearer']], 'json', { pretty: true });
  d.t('\n$ gcloud compute instances list\nNAME            ZONE            MACHINE_TYPE   INTERNAL_IP   EXTERNAL_IP     STATUS\n');
  for (let i = 0; i < 2; i++) { d.t(`web-${i + 1}`.padEnd(16)).t('europe-west1-b  e2-medium      '); d.neg(ctx.N('private_ip')); d.t('   '); d.put({ ...ctx.ip4(), type: 'ipv4_server' }); d.t('  RUNNING\n'); }
  d.t('$ heroku config -a ').t(R.lower(8)).t('\n'); render(d, [['DATABASE_URL', ctx.conn()], ...extrasN(ctx, 2)], 'kv', { sep: '\n', kvsep: ':  ' }); d.t('\n');
  void k;
}
// ---------------------------------------------------------------- 38 Kubernetes events / secrets / pod logs
export function k8s(d, ctx) {
  const R = ctx.R; const ns = R.pick(['prod', 'payments', 'crm']);
  d.t('$ kubectl get events -n ').t(ns).t('\nLAST SEEN   TYPE      REASON      OBJECT                        MESSAGE\n');
  d.t(R.int(1, 59) + 'm         Warning   BackOff     pod/api-').neg({ n: R.hex(10) + '-' + R.lower(5), kind: 'pod_name' }).t('   Back-off restarting failed container api in pod\n');
  d.t(R.int(1, 59) + 'm         Normal    Pulled      pod/worker-').t(R.hex(5)).t('          Successfully pulled image "registry.internal/worker@sha256:').neg(ctx.N('sha256')).t('" in ').neg(ctx.N('duration')).t('\n\n$ kubectl get secret app-secrets -n ').t(ns).t(' -o yaml\napiVersion: v1\ndata:\n');
  const items = [['DB_PASSWORD', ctx.freshPw()], ['DATABASE_URL', ctx.conn()], ...extras(ctx, 2, ctx.P, ['api_key', 'access_token', 'private_key', 'password', 'connection_string'])];
  for (const [k, it] of items) { d.t('  ', k.toUpperCase().replace(/-/g, '_'), ': '); d.put(it, 'base64'); d.t('\n'); }
  d.t('kind: Secret\nmetadata:\n  name: app-secrets\n  uid: ').neg(ctx.N('uuid')).t('\n  resourceVersion: "').neg(ctx.N('offset')).t('"\ntype: Opaque\n\n$ kubectl logs deploy/api -n ').t(ns).t(' --tail=3\n');
  render(d, [['ts', ctx.N('timestamp')], ['level', 'info'], ['msg', 'user updated'], ['user', { obj: personFields(ctx, ctx.P, 2) }], ['remote', ctx.ip()]], 'json'); d.t('\n');
  render(d, [['ts', ctx.N('timestamp')], ['level', 'error'], ['msg', 'startup config'], ...extrasN(ctx, 1)], 'json'); d.t('\n');
}
// ---------------------------------------------------------------- 39 CI job log
export function ci_log(d, ctx) {
  const R = ctx.R; const n = R.int(1000, 99999);
  d.t('2024-03-12T09:14:55.').t(R.digits(7)).t('Z ##[group]Run actions/checkout@').neg(ctx.N('commit')).t('\n2024-03-12T09:14:56Z Syncing repository: acme/shop-api\n2024-03-12T09:14:57Z [command]/usr/bin/git -c http.extraheader="AUTHORIZATION: basic ***" fetch --depth=1 origin +').neg({ n: R.hex(40), kind: 'commit_sha' }).t('\n');
  d.t('2024-03-12T09:15:02Z Run docker login -u ').neg(ctx.N('service_account')).t(' -p ').neg({ n: '***', kind: 'placeholder' }).t(' registry.internal\n');
  d.t('2024-03-12T09:15:10Z + git clone https://x-access-token:'); d.put(ctx.tok('github_oauth')); d.t('@github.com/acme/deploy-config.git\n');
  const ex = extras(ctx, 3, ctx.P, ['api_key', 'password', 'connection_string', 'private_key', 'access_token']);
  d.t('2024-03-12T09:15:11Z + printenv | sort\n'); for (const [k, it] of ex) { d.t(k.toUpperCase().replace(/-/g, '_'), '='); d.put(it, R.chance(0.5) ? 'collapse' : 'lit_n'); d.t('\n'); }
  d.t('CI_PIPELINE_ID=').neg({ n: String(n), kind: 'build_number' }).t('\nCI_COMMIT_SHA=').neg(ctx.N('commit')).t('\nGITLAB_USER_EMAIL='); d.put(ctx.email()); d.t('\nGITLAB_USER_NAME='); d.put(ctx.name()); d.t('\n');
  d.t('2024-03-12T09:16:40Z npm notice Publishing to https://registry.npmjs.org/ with tag latest and default access\n2024-03-12T09:16:41Z //registry.npmjs.org/:_authToken='); d.put(ctx.key('npm_token')); d.t('\n2024-03-12T09:16:45Z Tests: ').neg({ n: `${R.int(10, 900)} passed`, kind: 'test_count' }).t(', took ').neg(ctx.N('duration')).t('\n2024-03-12T09:16:46Z fixture user: ').neg(ctx.N('example_email')).t(' / ').neg(ctx.N('placeholder')).t('\n');
}
// ---------------------------------------------------------------- 40 debug prints
export function debug_print(d, ctx) {
  const R = ctx.R; const P = ctx.P; const st = R.pick(['php', 'py', 'go', 'java', 'dotnet', 'ruby']);
  d.t({ php: '// var_dump / print_r($customer)\n', py: '>>> pprint(vars(customer))\n', go: '// fmt.Printf("%+v\\n", c)\n', java: '// log.debug(customer.toString())\n', dotnet: '// Console.WriteLine(JsonSerializer.Serialize(c))\n', ruby: 'irb(main):001> customer.attributes\n' }[st]);
  const ent = mix(R, personFields(ctx, P, 4), extras(ctx, 3, P), negs(ctx, 2));
  render(d, ent, st === 'dotnet' ? 'json' : st, { cls: 'Customer', amp: true }); d.t('\n');
  d.t('DEBUG session: '); render(d, [['sid', ctx.N('uuid')], ['tok', ctx.tok()], ['created', ctx.N('timestamp')]], st === 'php' ? 'kv' : st === 'dotnet' ? 'dotnet' : st, { kvsep: ' => ' }); d.t('\n');
}
// ---------------------------------------------------------------- 41 core dump string table
export function core_strings(d, ctx) {
  const R = ctx.R; const junk = () => d.t(R.str(R.int(4, 10), 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789@$%&*_.'), '\n');
  d.t('$ strings -n 8 core.').t(R.int(1000, 99999)).t(' | head -60\n');
  d.neg({ n: `GLIBC_2.${R.int(2, 38)}`, kind: 'version' }).t('\n'); junk();
  d.t('libssl.so.3\n'); junk();
  const ex = extras(ctx, 4);
  d.t('DATABASE_URL='); d.put(ctx.conn()); d.t('\n'); junk();
  for (const [k, it] of ex) { if (R.chance(0.5)) { d.t(k.toUpperCase().replace(/-/g, '_'), '='); } if (['api_key', 'access_token'].includes(it.cat) && it.v.length > 70 && R.chance(0.4)) d.putTrunc(it, R.int(it.type === 'jwt' ? 56 : 28, 60), '\n'); else { d.put(it, 'lit_n'); d.t('\n'); } junk(); }
  d.t('Host: api.internal\nX-Request-Id: ').neg(ctx.N('request_id')).t('\nCookie: '); const s = V.sessionCookie(R); d.t(s.name, '='); d.put({ v: s.v, cat: 'access_token', type: s.type }); d.t('\n');
  d.put(ctx.email()); d.t('\n'); d.put(ctx.name(ctx.P, 'native')); d.t('\n'); junk(); d.neg(ctx.N('uuid')); d.t('\n/usr/lib/x86_64-linux-gnu/libpq.so.5\n'); d.neg(ctx.N('build')); d.t('\n');
}
// ---------------------------------------------------------------- 42 database server log
export function db_server_log(d, ctx) {
  const R = ctx.R; const pre = () => d.t(stamp(R, 'sp').slice(0, 23), ' UTC [', String(R.int(100, 99999)), '] ');
  pre(); d.t('app@crm LOG:  duration: ').neg({ n: `${R.int(500, 9000)}.${R.digits(3)} ms`, kind: 'duration' }).t('  statement: SELECT * FROM customers WHERE email = \''); d.put(ctx.email(), 'sql'); d.t("' AND dob = '"); d.put(ctx.dob(ctx.P, 'iso')); d.t("'\n");
  pre(); d.t('app@crm ERROR:  duplicate key value violates unique constraint "customers_tax_id_key"\n'); pre(); d.t('app@crm DETAIL:  Key (tax_id)=('); d.put(ctx.nid()); d.t(') already exists.\n');
  pre(); d.t('app@crm STATEMENT:  UPDATE customers SET phone = \''); d.put(ctx.phone()); d.t("', address = '"); d.put(ctx.addr(), 'sql'); d.t("' WHERE id = ").t(R.int(1, 99999)).t('\n');
  pre(); d.t('[unknown]@[unknown] LOG:  connection received: host='); d.put(ctx.ip()); d.t(' port=').neg(ctx.N('port')).t('\n');
  pre(); d.t('FATAL:  password authentication failed for user "').neg(ctx.N('service_account')).t('"\n');
  d.t('# mysql general log\n').t(stamp(R, 'iso')).t('\t').t(R.int(10, 999)).t(' Query\tCREATE USER \'report\'@\'%\' IDENTIFIED BY \''); d.put(ctx.freshPw(), 'sql'); d.t("'\n");
  const ex = extras(ctx, 2); d.t(stamp(R, 'iso')).t('\t').t(R.int(10, 999)).t(' Query\tINSERT INTO integrations (name, secret) VALUES (\'').t(ex[0][0]).t("', '"); d.put(ex[0][1], 'sql'); d.t("')\n");
  d.t(stamp(R, 'iso')).t('\t').t(R.int(10, 999)).t(' Query\tINSERT INTO payouts (beneficiary, ').t(ex[1][0].replace(/-/g, '_')).t(") VALUES ('"); d.put(ctx.name(), 'sql'); d.t("', '"); d.put(ex[1][1], 'sql'); d.t("')\n");
}
// ---------------------------------------------------------------- 43 payment gateway / ISO 8583 trace
export function payment_trace(d, ctx) {
  const R = ctx.R; const c = ctx.card(); const P = ctx.P;
  d.t('<-- ISO8583 0100 from acquirer ').neg(ctx.N('private_ip')).t(':').neg(ctx.N('port')).t('\n  DE002 PAN ............ '); d.put({ ...c, v: c.pan }); d.t('\n  DE003 PROC CODE ...... 000000\n  DE004 AMOUNT ......... ').neg({ n: pad(R.int(100, 9999999), 12), kind: 'amount' }).t('\n  DE007 TRANSMISSION ... ').neg({ n: `${pad(R.int(1, 12))}${pad(R.int(1, 28))}${pad(R.int(0, 23))}${pad(R.int(0, 59))}${pad(R.int(0, 59))}`, kind: 'timestamp' }).t('\n  DE011 STAN ........... ').neg({ n: R.digits(6), kind: 'system_trace_audit_number' }).t('\n  DE014 EXPIRY ......... ').t(`${R.int(26, 31)}${pad(R.int(1, 12))}`).t('\n  DE035 TRACK2 ......... '); d.put({ v: `${c.pan}=${R.int(26, 31)}${pad(R.int(1, 12))}201${R.digits(8)}`, cat: 'credit_card', type: 'track2_equivalent' }); d.t('\n  DE037 RRN ............ ').neg({ n: R.digits(12), kind: 'retrieval_reference_number' }).t('\n  DE041 TERMINAL ID .... ').neg({ n: R.upper(2) + R.digits(6), kind: 'terminal_id' }).t('\n  DE043 MERCHANT ....... ').neg(ctx.N('company')).t('\n  DE102 ACCOUNT ID 1 ... '); d.put(ctx.bank()); d.t('\n');
  d.t('--> 0110 approved auth=').neg({ n: R.str(6, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), kind: 'authorization_code' }).t(' masked=').neg(ctx.N('masked_card')).t('\n');
  d.t('[3DS] cardholder='); d.put(ctx.name(P, R.pick(['upper', 'native']))); d.t(' email='); d.put(ctx.email()); d.t(' billAddr='); d.put(ctx.addr(), 'none'); d.t(' browserIP='); d.put(ctx.ip()); d.t('\n');
  d.t('[SEPA] mandate=').neg({ n: `MNDT-${R.digits(10)}`, kind: 'mandate_reference' }).t(' debtor_iban='); d.put(ctx.iban()); d.t(' bic=').neg(ctx.N('bic')).t(' test_card=').neg(ctx.N('test_card')).t('\n');
  const bp = ctx.bankParts(); if (bp.length > 1) { d.t('[payout] beneficiary='); d.put(ctx.name(P)); for (const x of bp) { d.t(x.soft ? ' routing=' : ' account='); d.put(x); } d.t(' ref=').neg(ctx.N('invoice')).t('\n'); }
  const ex = extras(ctx, 1); d.t('[cfg] '); render(d, [['gateway_key', ctx.key(R.pick(['stripe_secret_key', 'square_access_token']))], ...ex], 'logfmt'); d.t('\n');
}
