#!/usr/bin/env node
// Synthetic labelled PII/secrets corpus: telecoms, utilities, real estate, home services.
// Usage: node generate.mjs --seed 7 --count 600 --out FILE.jsonl
import { writeFileSync } from 'node:fs';
import { Rng, Doc } from './lib/core.mjs';
import { LOC } from './lib/locales.mjs';
import { makeCtx } from './lib/ctx.mjs';
import { K } from './lib/kinds_docs.mjs';
import './lib/kinds_tech.mjs';
import './lib/kinds_more.mjs';

const args = Object.fromEntries(process.argv.slice(2).reduce((a, x, i, arr) => (x.startsWith('--') ? [...a, [x.slice(2), arr[i + 1]]] : a), []));
const seed = Number(args.seed ?? 7), count = Number(args.count ?? 600), out = args.out;
if (!Number.isInteger(seed) || !Number.isInteger(count) || count < 1) { console.error('usage: node generate.mjs --seed N --count N --out FILE.jsonl'); process.exit(2); }

// technical kinds: comment syntax for a localized comment line; FIXED_EN: no natural-language content besides English keywords
const COMMENT = { network_device_config: '!', ci_pipeline_yaml: '#', docker_compose: '#', k8s_secret: '#', js_module: '//', go_code: '//', appsettings_json: '//', toml_config: '#', shell_script: '#', terraform_tfvars: '#', mqtt_intercom_config: '#', sql_dump: '--' };
const FIXED_EN = new Set(['building_access_log', 'sms_gateway_log', 'radius_syslog', 'deploy_log', 'field_tech_app_log', 'app_crash_log', 'http_request_log', 'cdr_csv', 'smart_meter_json', 'gcp_service_account_json', 'api_docs_snippet', 'router_tr069_provisioning', 'xml_billing_export', 'alerting_webhooks', 'ivr_payment_debug_log', 'payment_gateway_config', 'vpn_client_config', 'saml_idp_config']);
const DECOY_BOOST = 2.3;

const locs = Object.values(LOC).map((l) => [l, l.weight]);
const kinds = Object.values(K).map((k) => [k, k.w * (k.decoy ? DECOY_BOOST : 1)]);
const lines = [];
for (let i = 0; i < count; i++) {
  for (let attempt = 0; ; attempt++) {
    const r = new Rng(seed, i * 97 + attempt);
    const kind = r.weighted(kinds);
    let loc = r.weighted(locs);
    // fixed-English technical kinds are drawn with English data more often, to keep text and locale coherent
    if (FIXED_EN.has(kind.name) && loc.lang !== 'en' && r.chance(0.15)) loc = r.weighted(locs.filter(([l]) => l.lang === 'en'));
    const c = makeCtx(r, loc); const d = new Doc(kind.name, loc);
    if (COMMENT[kind.name] && loc.lang !== 'en') d.add(COMMENT[kind.name], ' ', loc.V.cfg, '\n');
    else if (COMMENT[kind.name] && r.chance(0.5)) d.add(COMMENT[kind.name], ' ', r.pick(['managed by ops — do not commit', 'TODO move to vault', 'prod values', 'copied from wiki']), '\n');
    kind.fn(c, d);
    if (!d.labels.length && !d.negatives.length) { if (attempt > 20) throw new Error('empty doc ' + kind.name); continue; }
    if (/[\uD800-\uDFFF]/.test(d.text)) throw new Error('astral char in ' + kind.name);
    const lang = FIXED_EN.has(kind.name) ? 'en' : loc.lang;
    lines.push(JSON.stringify({ id: `dev29-s${seed}-${String(i).padStart(4, '0')}`, kind: kind.name, locale: loc.code, language: lang, text: d.text, labels: d.labels, negatives: d.negatives }));
    break;
  }
}
const data = lines.join('\n') + '\n';
if (out) writeFileSync(out, data); else process.stdout.write(data);
