#!/usr/bin/env node
// Seeded generator of labelled test documents (dev34: automotive, construction, manufacturing, agriculture & energy).
import { writeFileSync } from 'node:fs';
import { Rng } from './lib/prng.mjs';
import { Ctx } from './lib/ctx.mjs';
import { LOCALES, LOCALE_CODES } from './lib/locales.mjs';
import { BIZ_KINDS, bizGen } from './lib/kinds_biz.mjs';
import { DEV, DEV_KINDS } from './lib/kinds_dev.mjs';
import { llmPrompt, helpdeskTicket } from './lib/wrappers.mjs';

export const WRAPPER_KINDS = ['llm_prompt', 'helpdesk_ticket_json'];
export const ALL_KINDS = [...BIZ_KINDS, ...DEV_KINDS, ...WRAPPER_KINDS];
const LOCALE_W = LOCALE_CODES.map((l) => [l, l.startsWith('en-') ? 1.6 : ['de-DE', 'fr-FR', 'es-ES', 'it-IT', 'pl-PL', 'nl-NL'].includes(l) ? 1.4 : 1]);

function runKind(ctx, kind) {
  if (DEV[kind]) { DEV[kind](ctx); return; }
  bizGen(kind)(ctx);
}
const KIND_W = { service_account_json: 2.5, ssh_key_paste: 2.5, tls_cert_bundle: 2.5, pgp_key_email: 2, openvpn_config: 2, wireguard_config: 1.8, k8s_secret: 1.8, env_file: 1.6, visa_work_permit_file: 1.5, rental_agreement: 1.4, seasonal_worker_contract: 1.4, customs_vehicle_import: 1.3, tachograph_card_application: 1.3, factory_hr_file: 1.3, webhook_registry_json: 2.5, chat_alert: 1.8, ci_log: 1.6, github_actions_workflow: 1.6, docker_compose: 1.6, java_properties: 1.4, gitlab_ci_yaml: 1.5, k8s_deployment: 1.6, stack_trace: 1.4, appsettings_json: 1.5, oauth_token_response: 1.5, har_capture: 1.6, postman_collection_json: 1.4, http_request_dump: 1.3, runbook: 1.4, postmortem: 1.4 };
const wpick = (r, list) => r.weighted(list.map((k) => [k, KIND_W[k] || 1]));
function pickInner(r) { return r.chance(0.6) ? r.pick(BIZ_KINDS) : r.pick(DEV_KINDS); }

export function generateOne(seed, i) {
  const r = new Rng(`dev34|${seed}|${i}`);
  const group = r.weighted([['biz', 45], ['dev', 43], ['wrap', 12]]);
  const locale = r.weighted(LOCALE_W);
  let kind, ctx, innerKind;
  if (group === 'wrap') {
    kind = r.pick(WRAPPER_KINDS);
    innerKind = pickInner(r);
    const innerLang = DEV[innerKind] ? 'en' : LOCALES[locale].lang;
    const inner = new Ctx(r, locale, { lang: innerLang });
    runKind(inner, innerKind);
    ctx = new Ctx(r, locale, { lang: kind === 'llm_prompt' && r.chance(0.6) ? LOCALES[locale].lang : 'en' });
    ctx.d.asciiJson = r.chance(0.5);
    if (kind === 'llm_prompt') llmPrompt(ctx, inner); else helpdeskTicket(ctx, inner);
    ctx.cross = ctx.cross || inner.cross;
    ctx._innerLang = innerLang;
  } else {
    kind = group === 'biz' ? wpick(r, BIZ_KINDS) : wpick(r, DEV_KINDS);
    ctx = new Ctx(r, locale, { lang: group === 'dev' ? 'en' : undefined });
    if (group === 'dev') ctx.d.asciiJson = r.chance(0.5);
    if (group === 'biz' && r.chance(0.45)) { ctx.d.clean = true; ctx.d.cleanFill = r.pick(['', '—', 'n/a', '-']); }
    runKind(ctx, kind);
  }
  const d = ctx.d;
  const labels = d.labels.slice().sort((a, b) => a.start - b.start);
  // drop negatives that overlap a label (cannot happen by construction, but stay safe)
  const negatives = d.negatives.filter((n) => !labels.some((l) => n.start < l.end && l.start < n.end)).sort((a, b) => a.start - b.start);
  const rec = { id: `dev34-s${seed}-${String(i).padStart(5, '0')}`, kind, locale, language: group === 'wrap' && ctx.lang === 'en' && ctx._innerLang !== 'en' ? ctx._innerLang : ctx.lang, rendering: ctx.rendering, cross_border: !!ctx.cross };
  if (innerKind) rec.inner_kind = innerKind;
  const encs = [...new Set(labels.filter((l) => l.encoding).map((l) => l.encoding))];
  if (encs.length) rec.encodings = encs;
  rec.text = d.text; rec.labels = labels; rec.negatives = negatives;
  return rec;
}

function main() {
  const a = process.argv.slice(2); const opt = {};
  for (let i = 0; i < a.length; i += 2) opt[a[i].replace(/^--/, '')] = a[i + 1];
  const seed = opt.seed ?? '1', count = Number(opt.count ?? 100), out = opt.out;
  if (!out) { console.error('usage: node generate.mjs --seed S --count N --out FILE'); process.exit(2); }
  const lines = [];
  for (let i = 0; i < count; i++) lines.push(JSON.stringify(generateOne(seed, i)));
  writeFileSync(out, lines.join('\n') + '\n');
  console.error(`wrote ${count} documents to ${out}`);
}
if (import.meta.url === `file://${process.argv[1]}`) main();
