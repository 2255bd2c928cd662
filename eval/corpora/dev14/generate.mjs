#!/usr/bin/env node
// Seeded generator of a labelled PII/secrets evaluation corpus made of machine-written records.
// Usage: node generate.mjs --seed 7 --count 600 --out corpus.jsonl
import fs from 'node:fs';
import { makeRng } from './lib/rng.mjs';
import { LANGS, COUNTRIES, LOCALE_TAG } from './lib/locales.mjs';
import { makeCtx, CATS } from './lib/ctx.mjs';
import { Doc } from './lib/doc.mjs';
import * as K1 from './lib/kinds1.mjs';
import * as K2 from './lib/kinds2.mjs';
import { render } from './lib/doc.mjs';

// closing line of look-alikes in the kind's own syntax: [style, prefix, number of negatives]
const EPILOGUE = {
  erp_export: ['kv', '* change document CDHDR: ', 5, { kvsep: '=' }], crm_csv: ['kv', '# export meta: ', 5, { kvsep: '=', sep: '; ' }], db_server_log: ['logfmt', 'LOG:  checkpoint complete: ', 6], browser_storage: ['json', '"app_state": ', 6],
  etl_error: ['logfmt', '[dbt] run_results ', 6], audit_trail: ['json', '', 5], webhook_ecommerce: ['json', '', 5], app_log_python: ['py', 'INFO [app.metrics] snapshot ', 5], app_log_php: ['json', '[2024-03-12 10:00:00] production.INFO: webhook.retry ', 5],
  app_log_spring: ['java', 'INFO 1 --- [main] c.a.crm.MetricsReporter : ', 5, { cls: 'MetricsSnapshot' }], webhook_identity: ['json', '', 4], mime_email: ['kv', 'X-Mailer-Meta: ', 4, { kvsep: '=', sep: '; ' }], mongo_export: ['json', '', 4],
  core_strings: ['kv', '', 5, { sep: '\n', kvsep: '=' }], crash_report: ['json', '', 4], ios_console: ['kv', 'default\tMetrics\t', 5, { kvsep: '=', sep: ' ' }], debug_print: ['kv', 'DEBUG meta: ', 5, { kvsep: '=' }], app_log_go: ['logfmt', '', 4],
  logcat: ['kv', 'I Metrics : ', 4, { kvsep: '=', sep: ' ' }], webhook_messaging: ['logfmt', 'delivery ', 4], webhook_payment: ['logfmt', '# recon ', 4], helpdesk_export: ['json', '', 3], analytics_event: ['json', '', 3], app_log_rails: ['kv', 'I, [meta] ', 3, { kvsep: '=', sep: ' ' }],
  pubsub_message: ['kv', 'ack: ', 3, { kvsep: '=', sep: ' ' }], sql_dump: ['kv', '-- dump meta: ', 3, { kvsep: '=', sep: ', ' }], app_log_dotnet: ['dotnet', 'info: Portal.Metrics[0]\n      ', 3], http_dump: ['kv', '* ', 3, { kvsep: ': ', sep: '\n* ' }],
};

export const KINDS = {
  app_log_spring: K1.log_spring, app_log_dotnet: K1.log_dotnet, app_log_python: K1.log_python, app_log_node: K1.log_node, app_log_go: K1.log_go, app_log_php: K1.log_php, app_log_rails: K1.log_rails,
  syslog: K1.syslog, windows_event: K1.windows_event, web_access_log: K1.web_access, audit_trail: K1.audit_trail, har_archive: K1.har, http_dump: K1.http_dump,
  webhook_payment: K1.webhook_payment, webhook_messaging: K1.webhook_messaging, webhook_ecommerce: K1.webhook_ecommerce, webhook_identity: K1.webhook_identity,
  crash_report: K1.crash_report, logcat: K1.logcat, ios_console: K1.ios_console, browser_storage: K1.browser_storage,
  mime_email: K2.mime_email, sql_dump: K2.sql_dump, mongo_export: K2.mongo_export, es_export: K2.es_export, redis_monitor: K2.redis_monitor, kafka_payload: K2.kafka_payload,
  sqs_message: K2.sqs_message, pubsub_message: K2.pubsub_message, analytics_event: K2.analytics_event, crm_csv: K2.crm_csv, helpdesk_export: K2.helpdesk_export, erp_export: K2.erp_export,
  etl_error: K2.etl_error, backup_manifest: K2.backup_manifest, terraform_state: K2.terraform_state, cloud_cli: K2.cloud_cli, k8s_dump: K2.k8s, ci_log: K2.ci_log,
  debug_print: K2.debug_print, core_strings: K2.core_strings, db_server_log: K2.db_server_log, payment_trace: K2.payment_trace,
};

export function generate(seed, count) {
  const R = makeRng(seed); const counts = {}; const docs = [];
  const kindNames = Object.keys(KINDS);
  let langBag = [], kindBag = [];
  for (let i = 0; i < count; i++) {
    if (!langBag.length) langBag = R.shuffle(LANGS);
    if (!kindBag.length) kindBag = R.shuffle(kindNames);
    const lang = langBag.pop(); const kind = kindBag.pop(); const cc = R.pick(COUNTRIES[lang]);
    const ctx = makeCtx(R, lang, cc, counts);
    const d = new Doc(ctx);
    KINDS[kind](d, ctx);
    const ep = EPILOGUE[kind];
    if (ep) { const [style, prefix, n, opt] = ep; const k = R.int(Math.max(2, n - 2), n); const ents = R.shuffle([...K1.hardNegs(ctx, Math.ceil(k / 2)), ...K1.negs(ctx, Math.floor(k / 2))]); if (!d.text.endsWith('\n')) d.t('\n'); d.t(prefix); render(d, ents, style, opt || {}); d.t('\n'); }
    const text = d.text;
    const labels = d.labels.sort((a, b) => a.start - b.start);
    const negatives = d.negatives.sort((a, b) => a.start - b.start);
    const encodings = [...new Set(labels.map((l) => l.encoding).filter(Boolean))];
    const doc = { id: `dev14-s${seed}-${String(i + 1).padStart(4, '0')}`, kind, locale: LOCALE_TAG(lang, cc), language: lang, text, labels, negatives };
    if (encodings.length) doc.encodings = encodings;
    docs.push(doc);
  }
  return docs;
}

function arg(name, def) { const i = process.argv.indexOf('--' + name); return i >= 0 ? process.argv[i + 1] : def; }
if (import.meta.url === `file://${process.argv[1]}`) {
  const seed = Number(arg('seed', 7)), count = Number(arg('count', 600)), out = arg('out', `corpus-s${seed}-n${count}.jsonl`);
  const t0 = Date.now();
  const docs = generate(seed, count);
  fs.writeFileSync(out, docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
  const nl = docs.reduce((a, d) => a + d.labels.length, 0), nn = docs.reduce((a, d) => a + d.negatives.length, 0);
  console.log(`wrote ${docs.length} documents (${nl} labels, ${nn} negatives) to ${out} in ${Date.now() - t0} ms`);
}
void CATS;
