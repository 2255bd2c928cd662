#!/usr/bin/env node
// Checker for a dev21 corpus file: node check.mjs out/dev21-seed7.jsonl  (exit 1 on any problem)
import { readFileSync } from 'node:fs';
import { VALIDATORS } from './lib/checks.mjs';
import { normDigits, deIdCheck } from './lib/values.mjs';
import { docProblems, CATEGORIES } from './lib/validate.mjs';

const file = process.argv[2];
if (!file) { console.error('usage: node check.mjs FILE.jsonl'); process.exit(2); }
const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
const problems = [];
const docs = [];
lines.forEach((ln, i) => { try { docs.push(JSON.parse(ln)); } catch { problems.push(`line ${i + 1}: invalid JSON`); } });

// independent shape checks for vendor secrets (published formats)
const SHAPES = {
  aws_access_key_id: /^(AKIA|ASIA)[A-Z2-7]{16}$/, aws_secret_access_key: /^[A-Za-z0-9/+]{40}$/, google_api_key: /^AIza[0-9A-Za-z_-]{35}$/,
  stripe_secret_key: /^(sk|rk)_live_[0-9A-Za-z]{24,99}$/, openai_api_key: /^sk-proj-[A-Za-z0-9_-]+T3BlbkFJ[A-Za-z0-9_-]+$/, anthropic_api_key: /^sk-ant-api03-[A-Za-z0-9_-]{93}AA$/,
  sendgrid_api_key: /^SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/, twilio_api_key: /^SK[0-9a-f]{32}$/, mailgun_api_key: /^key-[0-9a-f]{32}$/, mailchimp_api_key: /^[0-9a-f]{32}-us\d{1,2}$/,
  azure_storage_key: /^[A-Za-z0-9+/]{86}==$/, alibaba_access_key_id: /^LTAI[A-Za-z0-9]{12,20}$/, tencent_secret_id: /^AKID[A-Za-z0-9]{32}$/, yandex_cloud_api_key: /^AQVN[A-Za-z0-9_-]{35,38}$/,
  new_relic_user_key: /^NRAK-[A-Z0-9]{27}$/, groq_api_key: /^gsk_[A-Za-z0-9]{52}$/, postman_api_key: /^PMAK-[0-9a-f]{24}-[0-9a-f]{34}$/, replicate_api_token: /^r8_[A-Za-z0-9]{37}$/,
  linear_api_key: /^lin_api_[A-Za-z0-9]{40}$/, notion_integration_secret: /^ntn_[0-9]{11}[A-Za-z0-9]{35}$/, mapbox_secret_token: /^sk\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/, pinecone_api_key: /^pcsk_[A-Za-z0-9]{6}_[A-Za-z0-9]{63}$/,
  datadog_api_key: /^[0-9a-f]{32}$/, kakao_rest_api_key: /^[0-9a-f]{32}$/,
  github_pat: /^(gh[pos]_[A-Za-z0-9]{36}|github_pat_11[A-Z0-9]{20}_[A-Za-z0-9]{59})$/, gitlab_pat: /^glpat-[A-Za-z0-9_-]{20}$/, slack_bot_token: /^xox[bp]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}$/,
  npm_token: /^npm_[A-Za-z0-9]{36}$/, pypi_token: /^pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}$/, discord_bot_token: /^[MNO][A-Za-z0-9]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}$/,
  telegram_bot_token: /^\d{8,10}:AA[A-Za-z0-9_-]{33}$/, huggingface_token: /^hf_[A-Za-z]{34}$/, databricks_token: /^dapi[0-9a-f]{32}$/, digitalocean_pat: /^dop_v1_[0-9a-f]{64}$/,
  shopify_access_token: /^shpat_[0-9a-f]{32}$/, square_access_token: /^EAAA[A-Za-z0-9_-]{60}$/, atlassian_api_token: /^ATATT3xFfGF0[A-Za-z0-9_-]+=[0-9A-F]{8}$/, google_oauth_access_token: /^ya29\.[A-Za-z0-9_-]{100,}$/,
  vault_token: /^hvs\.[A-Za-z0-9_-]{90,}$/, grafana_service_account_token: /^glsa_[A-Za-z0-9]{32}_[0-9a-f]{8}$/, doppler_token: /^dp\.pt\.[A-Za-z0-9]{43}$/, figma_pat: /^figd_[A-Za-z0-9_-]{40}$/,
  supabase_access_token: /^sbp_[0-9a-f]{40}$/, line_channel_access_token: /^[A-Za-z0-9+/]{171}=$/, jwt: /^eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/,
};
// phone numbers must come from a published fictional range where one exists
const FICTIONAL = { us_phone: /^(1)?\d{3}55501\d\d$/, uk_mobile: /7700 ?900\d{3}$/, uk_landline: /20 7946 0\d{3}$/, se_mobile: /70-?( )?174 ?06 ?\d\d$|7017406\d\d$/, fr_mobile: /6[ .]?39[ .]?98[ .]?\d\d[ .]?\d\d$/, fr_landline: /1[ .]?99[ .]?00[ .]?\d\d[ .]?\d\d$/ };

const catCount = Object.fromEntries(CATEGORIES.map((c) => [c, 0]));
const typeCount = {}, kindCount = {}, localeCount = {}, langCount = {}, negKind = {}, valueDocs = new Map(), encCount = {};
let checked = 0, unchecked = 0, softCount = 0, withNeg = 0, crossBorder = 0, mixedLang = 0, shapeChecked = 0, fictionalChecked = 0;
const uncheckedTypes = new Set();
const ids = new Set();
for (const d of docs) {
  if (ids.has(d.id)) problems.push(`${d.id}: duplicate id`); ids.add(d.id);
  for (const p of docProblems(d)) problems.push(`${d.id}: ${p}`);
  kindCount[d.kind] = (kindCount[d.kind] || 0) + 1; localeCount[d.locale] = (localeCount[d.locale] || 0) + 1;
  for (const l of d.language.split('+')) langCount[l] = (langCount[l] || 0) + 1;
  if (d.language.includes('+')) mixedLang++;
  if (d.cross_border) crossBorder++;
  if (d.negatives.length) withNeg++;
  for (const n of d.negatives) negKind[n.kind] = (negKind[n.kind] || 0) + 1;
  if (['crm_export_json', 'env_config'].includes(d.kind) && d.text.startsWith('{')) { try { JSON.parse(d.text); } catch { problems.push(`${d.id}: JSON document does not parse`); } }
  if (d.kind === 'app_log') for (const ln of d.text.split('\n')) if (ln.startsWith('{')) { try { JSON.parse(ln); } catch { problems.push(`${d.id}: JSON log line does not parse`); } }
  const seenHere = new Set();
  for (const l of d.labels) {
    catCount[l.category] = (catCount[l.category] || 0) + 1; typeCount[l.type] = (typeCount[l.type] || 0) + 1;
    if (l.soft) softCount++;
    if (l.encoding) encCount[l.encoding] = (encCount[l.encoding] || 0) + 1;
    const key = l.category + '|' + l.value;
    if (!seenHere.has(key)) { seenHere.add(key); valueDocs.set(key, (valueDocs.get(key) || 0) + 1); }
    const raw = normDigits(l.value);
    let fn = VALIDATORS[l.type];
    if (!fn && l.category === 'iban') fn = VALIDATORS.iban;
    if (!fn && l.type === 'de_personalausweis') fn = (s) => /^[CFGHJKLMNPRTVWXYZ0-9]{9}\d$/.test(s) && deIdCheck(s.slice(0, 9)) === s[9];
    if (fn) { checked++; if (!fn(raw)) problems.push(`${d.id}: check digit / structure invalid for ${l.type}: ${l.value}`); }
    else if (SHAPES[l.type]) { shapeChecked++; if (!SHAPES[l.type].test(l.value)) problems.push(`${d.id}: ${l.type} does not match vendor shape: ${l.value.slice(0, 30)}`); }
    else { unchecked++; uncheckedTypes.add(l.type); }
    if (l.category === 'private_key') { const v = l.value.replace(/\\n/g, '\n'); if (!/^-----BEGIN [A-Z ]+-----\n[\s\S]+\n\s*-----END [A-Z ]+-----$/.test(v)) problems.push(`${d.id}: malformed private key`); }
    const base = l.type.replace(/_(intl|national)$/, '');
    if (l.category === 'phone_number' && FICTIONAL[base]) { fictionalChecked++; if (!FICTIONAL[base].test(base === 'us_phone' ? raw.replace(/\D/g, '') : raw)) problems.push(`${d.id}: ${base} not in fictional range: ${l.value}`); }
  }
}
// corpus-level: a value should not recur across documents
for (const [k, n] of valueDocs) if (n > 1) problems.push(`value repeated in ${n} documents: ${k.slice(0, 60)}`);
const total = Object.values(catCount).reduce((a, b) => a + b, 0);
const out = [];
out.push(`file: ${file}`);
out.push(`documents: ${docs.length}   labels: ${total}   negatives: ${Object.values(negKind).reduce((a, b) => a + b, 0)}   soft labels: ${softCount}`);
out.push(`documents with negatives: ${withNeg} (${((100 * withNeg) / docs.length).toFixed(1)}%)   cross-border (value country != document locale): ${crossBorder}   mixed-language: ${mixedLang}`);
out.push(`check digits / structure validated: ${checked}   vendor shapes validated: ${shapeChecked}   fictional phone ranges verified: ${fictionalChecked}   no scheme to validate: ${unchecked} (${[...uncheckedTypes].sort().join(', ')})`);
out.push('', 'category balance:');
for (const c of CATEGORIES) { const pct = (100 * catCount[c]) / total; out.push(`  ${c.padEnd(18)} ${String(catCount[c]).padStart(5)}  ${pct.toFixed(1).padStart(5)}%${pct < 3.5 ? '  <-- below 3.5%' : ''}`); if (pct < 3.5) problems.push(`category ${c} below 3.5% (${pct.toFixed(2)}%)`); }
const perCat = {}; for (const [t, n] of Object.entries(typeCount)) { for (const d of docs) { const l = d.labels.find((x) => x.type === t); if (l) { (perCat[l.category] ||= []).push(`${t}:${n}`); break; } } }
out.push('', 'types per category:');
for (const c of CATEGORIES) out.push(`  ${c} (${(perCat[c] || []).length}): ${(perCat[c] || []).sort().join(' ')}`);
out.push('', 'kinds: ' + Object.entries(kindCount).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k}:${n}`).join(' '));
out.push(`locales (${Object.keys(localeCount).length}): ` + Object.entries(localeCount).sort().map(([k, n]) => `${k}:${n}`).join(' '));
out.push(`languages (${Object.keys(langCount).length}): ` + Object.entries(langCount).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k}:${n}`).join(' '));
out.push('encodings: ' + Object.entries(encCount).map(([k, n]) => `${k}:${n}`).join(' '));
out.push('negative kinds: ' + Object.entries(negKind).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k}:${n}`).join(' '));
if (Object.keys(localeCount).length < 16) problems.push('fewer than 16 locales');
out.push('', problems.length ? `PROBLEMS (${problems.length}):` : 'OK: no problems found');
for (const p of problems.slice(0, 200)) out.push('  ' + p);
console.log(out.join('\n'));
process.exit(problems.length ? 1 : 0);
