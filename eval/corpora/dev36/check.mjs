#!/usr/bin/env node
// Self-check for a dev36 JSONL corpus: re-verifies every label and negative.
// Usage: node check.mjs FILE [FILE...]
import { readFileSync } from 'node:fs';
import { VALIDATORS, CHECKSUM_TYPES, decodeValue, luhn, iban as ibanValid, digitsOf } from './lib/validators.mjs';

const CATEGORIES = ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet', 'date_of_birth', 'street_address', 'person_name', 'api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];
// the types this corpus uses, per category (documented in README.md)
const TYPES = {
  email: ['email_address'], phone_number: ['phone_number'], person_name: ['person_name'], date_of_birth: ['date_of_birth'], street_address: ['street_address'], passport_number: ['passport_number'],
  credit_card: ['visa', 'mastercard', 'amex', 'discover', 'jcb', 'unionpay', 'diners', 'maestro'], iban: ['iban'],
  bank_account: ['bank_account_number', 'mx_clabe', 'ar_cbu', 'us_routing_number', 'uk_sort_code', 'au_bsb', 'in_ifsc', 'ca_transit_number', 'bic'],
  national_id: ['us_ssn', 'uk_nino', 'ie_pps', 'ca_sin', 'za_id', 'au_medicare', 'in_aadhaar', 'sg_nric', 'de_id_card', 'at_svnr', 'ch_ahv', 'fr_nir', 'be_nrn', 'es_dni', 'es_nie', 'it_id_card', 'nl_bsn', 'pl_pesel', 'se_personnummer', 'no_fodselsnummer', 'dk_cpr', 'fi_hetu', 'cz_rodne_cislo', 'ro_cnp', 'hu_taj', 'gr_amka', 'ru_snils', 'ua_id_card', 'tr_tckn', 'il_teudat_zehut', 'sa_national_id', 'ae_emirates_id', 'eg_national_id', 'th_national_id', 'cn_resident_id', 'tw_national_id', 'jp_my_number', 'kr_rrn', 'vn_cccd', 'id_nik', 'mx_curp', 'ar_dni', 'cl_rut'],
  tax_id: ['us_itin', 'au_tfn', 'nz_ird', 'in_pan', 'de_steuer_id', 'it_codice_fiscale', 'pt_nif', 'pl_nip', 'hu_adoazonosito', 'gr_afm', 'ru_inn', 'ua_rnokpp', 'ar_cuil', 'br_cpf'],
  ip_address: ['ipv4', 'ipv6'], crypto_wallet: ['bitcoin_address', 'ethereum_address'],
  api_key: ['aws_access_key_id', 'aws_secret_access_key', 'stripe_secret_key', 'google_api_key', 'openai_api_key', 'anthropic_api_key', 'twilio_api_key', 'sendgrid_api_key', 'pypi_token', 'huggingface_token', 'mapbox_token', 'datadog_api_key', 'wandb_api_key'],
  auth_token: ['github_token', 'github_fine_grained_pat', 'gitlab_token', 'slack_token', 'npm_token', 'twilio_auth_token', 'jwt', 'bearer_token', 'influxdb_token', 'oauth_access_token', 'oauth_refresh_token'],
  private_key: ['rsa_private_key', 'pkcs8_private_key', 'ec_private_key', 'openssh_private_key', 'encrypted_private_key', 'pgp_private_key'],
  password: ['password', 'wifi_password', 'generic_secret', 'basic_auth_credentials'],
  connection_string: ['postgres_uri', 'mysql_uri', 'mongodb_uri', 'redis_uri', 'amqp_uri', 'mqtt_uri', 'mssql_connection_string', 'jdbc_url', 'azure_storage_connection_string', 'smtp_uri', 'url_with_credentials'],
  webhook_url: ['slack_webhook', 'discord_webhook', 'teams_webhook'],
};
const ENCODINGS = ['url', 'html', 'json', 'base64', 'base64url', 'sql', 'csv'];
const AWS_EXAMPLES = ['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'];
const isInt = (x) => Number.isInteger(x) && x >= 0;

function structural(l, raw) {
  // light shape checks for types without a check digit
  switch (l.type) {
    case 'email_address': return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw);
    case 'phone_number': return digitsOf(raw).length >= 7 && digitsOf(raw).length <= 15;
    case 'ipv4': return /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.test(raw) && raw.split('.').every((x) => +x <= 255);
    case 'ipv6': return /^[0-9a-f:]+$/i.test(raw) && raw.includes(':');
    case 'jwt': return raw.split('.').length === 3 && JSON.parse(Buffer.from(raw.split('.')[0], 'base64url').toString()).typ === 'JWT';
    case 'aws_access_key_id': return /^(AKIA|ASIA)[A-Z2-7]{16}$/.test(raw);
    case 'github_token': return /^gh[posu]_[A-Za-z0-9]{36}$/.test(raw);
    case 'slack_webhook': return raw.startsWith('https://hooks.slack.com/services/');
    default: if (l.category === 'private_key') return /^-----BEGIN [A-Z ]*PRIVATE KEY( BLOCK)?-----/.test(raw.replace(/\\n/g, '\n')) && /-----END [A-Z ]*PRIVATE KEY( BLOCK)?-----$/.test(raw.replace(/\\n/g, '\n'));
      return raw.length > 0;
  }
}

function checkDoc(doc, problems, where) {
  const P = (m) => problems.push(`${where} ${doc.id ?? '?'}: ${m}`);
  for (const f of ['id', 'kind', 'locale', 'language', 'text']) if (typeof doc[f] !== 'string' || (f !== 'text' && !doc[f])) P(`field ${f} missing or not a string`);
  if (!Array.isArray(doc.labels) || !Array.isArray(doc.negatives)) { P('labels/negatives must be arrays'); return; }
  const t = doc.text ?? '';
  for (const l of doc.labels) {
    if (!isInt(l.start) || !isInt(l.end) || l.end <= l.start || l.end > t.length) { P(`bad offsets ${JSON.stringify(l)}`); continue; }
    if (t.slice(l.start, l.end) !== l.value) P(`slice mismatch at ${l.start}-${l.end}: ${JSON.stringify(t.slice(l.start, l.end))} != ${JSON.stringify(l.value)}`);
    if (!CATEGORIES.includes(l.category)) P(`unknown category ${l.category}`);
    else if (!TYPES[l.category].includes(l.type)) P(`type ${l.type} not allowed for ${l.category}`);
    if ('soft' in l && typeof l.soft !== 'boolean') P('soft must be boolean');
    if ('encoding' in l && !ENCODINGS.includes(l.encoding)) P(`unknown encoding ${l.encoding}`);
    let raw;
    try { raw = l.encoding === 'csv' ? l.value.replace(/""/g, '"') : l.encoding === 'sql' ? l.value.replace(/''/g, "'") : decodeValue(l.value, l.encoding); } catch (e) { P(`cannot decode ${l.encoding}: ${e.message}`); continue; }
    if (l.encoding && raw === l.value) P(`encoding ${l.encoding} set but value is not encoded`);
    if (raw !== raw.trim()) P(`label value has surrounding whitespace: ${JSON.stringify(l.value)}`);
    if (VALIDATORS[l.type] && !VALIDATORS[l.type](raw)) P(`${CHECKSUM_TYPES.has(l.type) ? 'check digit' : 'format'} invalid for ${l.type}: ${raw}`);
    else if (!VALIDATORS[l.type] && !structural(l, raw)) P(`format invalid for ${l.type}: ${raw.slice(0, 80)}`);
    if (l.category === 'credit_card' && !luhn(digitsOf(raw))) P(`card fails Luhn: ${raw}`);
    if (l.category === 'iban' && !ibanValid(raw)) P(`IBAN fails mod 97: ${raw}`);
  }
  const sorted = [...doc.labels].sort((a, b) => a.start - b.start || a.end - b.end);
  for (let i = 1; i < sorted.length; i++) if (sorted[i].start < sorted[i - 1].end) P(`overlapping labels ${sorted[i - 1].start}-${sorted[i - 1].end} and ${sorted[i].start}-${sorted[i].end}`);
  for (const n of doc.negatives) {
    if (!isInt(n.start) || !isInt(n.end) || n.end <= n.start || n.end > t.length || typeof n.kind !== 'string') { P(`bad negative ${JSON.stringify(n)}`); continue; }
    if ('value' in n && t.slice(n.start, n.end) !== n.value) P(`negative slice mismatch at ${n.start}-${n.end}`);
    for (const l of doc.labels) if (n.start < l.end && l.start < n.end) P(`negative ${n.kind} ${n.start}-${n.end} overlaps label ${l.category} ${l.start}-${l.end}`);
    const v = t.slice(n.start, n.end);
    if (n.kind === 'luhn_invalid_card' && luhn(digitsOf(v))) P(`luhn_invalid_card passes Luhn: ${v}`);
    if (n.kind === 'invalid_iban' && ibanValid(v)) P(`invalid_iban is valid: ${v}`);
    if (n.kind === 'aws_example_key' && !AWS_EXAMPLES.includes(v)) P(`aws_example_key is not a documented example: ${v}`);
  }
}

const files = process.argv.slice(2);
if (!files.length) { console.error('usage: node check.mjs FILE [FILE...]'); process.exit(2); }
let problems = [];
for (const f of files) {
  const lines = readFileSync(f, 'utf8').split('\n').filter((x) => x.length);
  const ids = new Set(); const st = { docs: 0, kind: {}, cat: {}, soft: 0, lang: new Set(), loc: new Set(), withNeg: 0, noLab: 0, negKinds: {}, enc: {}, labels: 0 };
  lines.forEach((line, i) => {
    let doc; try { doc = JSON.parse(line); } catch { problems.push(`${f}:${i + 1} not JSON`); return; }
    if (ids.has(doc.id)) problems.push(`${f}:${i + 1} duplicate id ${doc.id}`); ids.add(doc.id);
    checkDoc(doc, problems, `${f}:${i + 1}`);
    st.docs++; st.kind[doc.kind] = (st.kind[doc.kind] || 0) + 1; st.lang.add(doc.language); st.loc.add(doc.locale);
    if (doc.negatives?.length) st.withNeg++; if (!doc.labels?.length) st.noLab++;
    for (const l of doc.labels || []) { st.labels++; st.cat[l.category] = (st.cat[l.category] || 0) + 1; if (l.soft) st.soft++; if (l.encoding) st.enc[l.encoding] = (st.enc[l.encoding] || 0) + 1; }
    for (const n of doc.negatives || []) st.negKinds[n.kind] = (st.negKinds[n.kind] || 0) + 1;
  });
  const sortObj = (o) => Object.fromEntries(Object.entries(o).sort((a, b) => b[1] - a[1]));
  console.log(`${f}: ${st.docs} docs, ${st.labels} labels (${st.soft} soft), ${st.lang.size} languages, ${st.loc.size} locales`);
  console.log(`  with negatives: ${st.withNeg} (${(100 * st.withNeg / st.docs).toFixed(1)}%), without labels: ${st.noLab} (${(100 * st.noLab / st.docs).toFixed(1)}%)`);
  console.log('  kinds:', JSON.stringify(sortObj(st.kind)));
  console.log('  categories:', JSON.stringify(sortObj(st.cat)));
  console.log('  encodings:', JSON.stringify(sortObj(st.enc)));
  console.log('  negative kinds:', JSON.stringify(sortObj(st.negKinds)));
  console.log('  languages:', [...st.lang].sort().join(' '));
}
if (problems.length) { console.log(`\n${problems.length} problem(s):`); for (const p of problems.slice(0, 60)) console.log('  ' + p); if (problems.length > 60) console.log(`  ... ${problems.length - 60} more`); process.exit(1); }
console.log('\nOK: 0 problems');
