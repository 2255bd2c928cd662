// Document kinds. Each kind builds one document into ctx.doc.
import { HEX, ALNUM, LOWER, DIG, UPPER, b64, pad, icaoCheck } from './core.mjs';
import { makePerson, field, fmtDate, renderKV, renderJSON, renderXML, renderYAML, yamlVal, jsonStr, csvCell, capFor, MACHINE, ocr, orgName, makeAddress, ipv4, ipv6, phone, amount, cityOf } from './fields.mjs';
import { LPROSE } from './locales.mjs';
import { genSecret, pemKey, cryptoPrivKey, password, dbPassword, connString, webhook, PLACEHOLDERS, DOC_SAMPLES, publicToken, jwt, SECRET_SPECS, uuid } from './secrets.mjs';

// ---------- helpers ----------
function rowsOf(ctx, keys, person) {
  const out = [];
  for (const k0 of keys) {
    const [k, a] = k0.split(':');
    const arg = a === undefined ? undefined : /^\d+$/.test(a) ? +a : a;
    const saved = ctx.p; if (person) ctx.p = person;
    const it = field(ctx, k, arg);
    ctx.p = saved;
    if (!it) continue;
    out.push({ key: k, cap: capFor(ctx.L, k, it), mk: k === 'nid' || k === 'tax' ? (it.lab ? it.lab.type : it.neg.replace(/^invalid_/, '')) : MACHINE[k] || k, it });
  }
  return out;
}
const EXTRA_POOL = { gov: ['iban', 'card', 'card', 'phone_intl', 'pass', 'pass', 'email', 'ip', 'acct', 'tax', 'tax', 'wallet', 'wallet'], justice: ['wallet', 'wallet', 'iban', 'phone_intl', 'pass', 'pass', 'ip', 'card', 'card', 'email', 'tax'], logistics: ['card', 'card', 'phone_intl', 'email', 'iban', 'ip', 'wallet', 'pass', 'tax'] };
function extras(ctx, fam, n) { const pool = EXTRA_POOL[fam] || EXTRA_POOL.gov; return [...new Set(ctx.r.sample(pool, n))]; }
function title(ctx, k) { return ctx.L.lang === 'en' ? k.en : ctx.L.titles[k.dom]; }
function sec(ctx, type) {
  const { r } = ctx;
  if (ctx.decoy) return r.chance(0.6) ? { val: r.pick(PLACEHOLDERS), neg: 'placeholder' } : r.chance(0.5) ? { val: publicToken(r), neg: 'public_token' } : (() => { const [v, k] = r.pick(DOC_SAMPLES.filter(x => !x[0].includes('://'))); return { val: v, neg: k }; })();
  const s = genSecret(r, type); return { val: s.val, lab: s.lab, env: s.env };
}
function secEnv(ctx, type) { const s = type ? SECRET_SPECS.find(x => x[0] === type) : ctx.r.pick(SECRET_SPECS); return { env: s[2], it: sec(ctx, s[0]) }; }
function pwItem(ctx) { return ctx.decoy ? { val: ctx.r.pick(['changeme', '<password>', '********', '${DB_PASSWORD}', 'your-password-here']), neg: 'placeholder' } : { val: password(ctx.r), lab: { category: 'password', type: 'password' } }; }
function dbpwItem(ctx) { return ctx.decoy ? { val: ctx.r.pick(['changeme', '${DB_PASSWORD}', 'REPLACE_ME']), neg: 'placeholder' } : { val: dbPassword(ctx.r), lab: { category: 'password', type: 'password' } }; }
function connItem(ctx) { if (ctx.decoy) return ctx.r.chance(0.5) ? { val: 'postgres://user:password@localhost:5432/mydb', neg: 'documentation_sample' } : { val: `postgresql://${ctx.r.pick(['db', 'localhost', 'pg.internal'])}:5432/${ctx.r.pick(['claims', 'registry'])}`, neg: 'credentialless_dsn' }; return connString(ctx.r); }
function hookItem(ctx) { return ctx.decoy ? { val: 'https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX', neg: 'documentation_sample' } : webhook(ctx.r); }
function keyItem(ctx, kind) { return ctx.decoy ? { val: '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA' + ctx.r.chars(120, ALNUM) + '\n-----END PUBLIC KEY-----', neg: 'public_key' } : pemKey(ctx.r, kind); }
function header(ctx, k, orgKind = 'agency') {
  const { doc, r, L } = ctx;
  const ok = orgKind === 'agency' ? (k.dom === 'police' ? 'police' : k.dom === 'legal' ? 'firm' : `agency:${k.dom}`) : orgKind;
  const org = orgName(r, L, ok);
  if (ok === 'firm') doc.n(org, 'organisation_name').t('\n'); else doc.t(`${org}\n`);
  if (r.chance(0.5)) doc.t(`${makeAddress(r, L).line}\n`);
  if (r.chance(0.5)) { doc.t(`${L.lang === 'en' ? 'Helpline' : 'Tel.'}: `).item(field(ctx, 'svc')).t('\n'); }
  doc.t('\n');
  const t = title(ctx, k); doc.t(r.chance(0.3) ? t.toUpperCase() + '\n' : `${t}\n`);
  doc.t(`${L.caps.ref}: `).item(field(ctx, 'ref')).t(`   ${L.caps.date}: `).item(field(ctx, 'date')).t('\n\n');
}
function sign(ctx, role) {
  const { doc, r, L } = ctx;
  doc.t(`\n${L.caps.regards}\n\n`);
  const roles = L.lang === 'en' ? ['Case Officer', 'Registrar', 'Senior Tax Inspector', 'Clerk to the Court', 'Benefits Officer', 'Deputy Director'] : [''];
  if (r.chance(0.8)) { doc.item(field(ctx, 'official')); const ro = role || r.pick(roles); if (ro) doc.t(`\n${ro}`); doc.t('\n'); }
}
const INVALID = { en: 'rejected – invalid', de: 'ungültig', fr: 'invalide', es: 'no válido', it: 'non valido', pt: 'inválido', nl: 'ongeldig', pl: 'nieprawidłowy', sv: 'ogiltigt', nb: 'ugyldig', el: 'μη έγκυρο', ro: 'invalid', tr: 'geçersiz', ru: 'недействителен', uk: 'недійсний', ar: 'غير صالح', he: 'לא תקין', hi: 'अमान्य', ja: '無効', zh: '无效', ko: '무효' };
function style(r, allowed) { return r.pick(allowed || ['colon', 'colon', 'dotted', 'table', 'nextline', 'ocr', 'tab', 'bracket', 'dash']); }
// mini template: "text {name} more {dob}" -> items
function prose(ctx, tpl, person) {
  const parts = tpl.split(/(\{[a-z_:0-9]+\})/);
  for (const part of parts) {
    const m = /^\{([a-z_:0-9]+)\}$/.exec(part);
    if (!m) { ctx.doc.t(part); continue; }
    const rows = rowsOf(ctx, [m[1]], person);
    if (rows.length) ctx.doc.item(rows[0].it); else ctx.doc.t('—');
  }
}

// ---------- generic builders ----------
function bForm(k) {
  return (ctx) => {
    const { doc, r, L } = ctx;
    header(ctx, k, k.org || 'agency');
    if (r.chance(0.7)) doc.t(ctx.ocrFiller ? ocr(r, L.filler[0]) : L.filler[0]).t('\n\n');
    ctx.rendering = 'kv';
    const keys = [...k.f, ...extras(ctx, k.fam, r.int(k.ex?.[0] ?? 1, k.ex?.[1] ?? 3)).filter(x => x === 'wallet' || !k.f.some(y => y.split(':')[0] === x))];
    const rows = rowsOf(ctx, r.chance(0.3) ? keys : keys);
    const negRows = rowsOf(ctx, k.n || []);
    if (r.chance(0.4)) { // invalid-checksum look-alike (e.g. a rejected, mistyped number kept on the form)
      const key = r.pick(['nid', 'iban', 'card', 'tax', 'wallet']); const it = field({ ...ctx, decoy: true }, key);
      if (it && it.neg) negRows.push({ key, cap: `${capFor(L, key, it.cap ? it : null)} (${INVALID[L.lang]})`, it });
    }
    const all = rows.concat(negRows);
    const st = style(r, k.styles); ctx.rendering = `form_${st}`;
    renderKV(doc, r, r.chance(0.25) ? r.shuffle(all) : all, st, ctx.L.lang);
    doc.t('\n').t(ctx.ocrFiller ? ocr(r, L.filler[r.int(1, 2)]) : L.filler[r.int(1, 2)]).t('\n');
    sign(ctx);
  };
}
function bLetter(k) {
  return (ctx) => {
    const { doc, r, L, p } = ctx;
    header(ctx, k, k.org || 'agency');
    if (L.lang === 'en' && k.prose) {
      doc.t(`${L.caps.dear} `); if (ctx.decoy) doc.t('Sir or Madam'); else if (r.chance(0.5)) doc.item({ val: p.full, lab: { category: 'person_name', type: 'full_name' } }); else { doc.t(`${p.sex === 'F' ? r.pick(['Ms', 'Mrs']) : 'Mr'} `); doc.item({ val: p.family, lab: { category: 'person_name', type: 'family_name' } }); }
      doc.t(',\n\n');
      for (const t of k.prose) { prose(ctx, t); doc.t('\n\n'); }
      const rows = rowsOf(ctx, extras(ctx, k.fam, r.int(1, 3)).concat(k.n || []));
      if (rows.length) renderKV(doc, r, rows, 'colon', ctx.L.lang);
    } else {
      doc.t(`${L.caps.dear},\n\n${L.filler[0]}\n\n`);
      const LP = LPROSE[L.lang]; let used = [];
      if (LP && !ctx.decoy) { prose(ctx, LP[0]); doc.t(' '); if (r.chance(0.6)) { prose(ctx, LP[1]); used = ['phone', 'email']; } doc.t('\n\n'); used.push('name', 'dob', 'addr'); }
      const rows = rowsOf(ctx, [...k.f.filter(x => !used.includes(x)), ...extras(ctx, k.fam, r.int(1, 2)).filter(x => !used.includes(x)), ...(k.n || [])]);
      renderKV(doc, r, rows, style(r, ['colon', 'dotted', 'nextline', 'table']), ctx.L.lang);
      doc.t(`\n${L.filler[1]}\n`);
    }
    sign(ctx);
  };
}
function bStruct(k, fmt) {
  return (ctx) => {
    const { doc, r } = ctx;
    const f = fmt || r.pick(['json', 'xml', 'yaml']); ctx.rendering = f;
    const rows = rowsOf(ctx, [...k.f, ...extras(ctx, k.fam, r.int(1, 2)), ...(k.n || [])]);
    if (f === 'json') {
      if (r.chance(0.5)) doc.t(`POST /api/v2/${k.name.replace(/_/g, '-')} HTTP/1.1\nContent-Type: application/json\n\n`);
      renderJSON(doc, rows, '  ', r.chance(0.5) ? k.root || 'record' : null);
    } else if (f === 'xml') { doc.t('<?xml version="1.0" encoding="UTF-8"?>\n'); renderXML(doc, rows, (k.root || 'Record').replace(/^./, c => c.toUpperCase())); }
    else { doc.t(`# ${k.en}\n${k.root || 'record'}:\n`); renderYAML(doc, rows, '  '); }
  };
}
function bCsv(k) {
  return (ctx) => {
    const { doc, r, L } = ctx;
    const sep = r.pick([',', ',', ';', '\t', '|']); ctx.rendering = { ',': 'csv', ';': 'csv_semicolon', '\t': 'tsv', '|': 'psv' }[sep];
    const keys = [...k.f, ...(k.cx && r.chance(0.6) ? [r.pick(k.cx)] : []), ...(k.n || []).filter(x => x !== 'amount')];
    const sample = rowsOf(ctx, keys);
    const useCap = r.chance(0.4);
    doc.t(sample.map(x => (useCap ? x.cap : x.mk).replace(new RegExp(sep === '|' ? '\\|' : sep, 'g'), ' ')).join(sep) + '\n');
    const n = r.int(3, 7);
    for (let i = 0; i < n; i++) {
      const person = i === 0 ? ctx.p : makePerson(r, L);
      const rows = i === 0 ? sample : rowsOf(ctx, keys, person);
      rows.forEach((row, j) => { csvCell(doc, row.it, sep); if (j < rows.length - 1) doc.t(sep); });
      doc.t('\n');
    }
  };
}
function bFixed(k) {
  return (ctx) => {
    const { doc, r, L } = ctx;
    const keys = k.f;
    doc.t(`${k.en.toUpperCase()} — RUN ${fmtDate(r, L, { y: 2026, m: r.int(1, 12), d: r.int(1, 28) }, 'iso')}\n`);
    const n = r.int(3, 6);
    for (let i = 0; i < n; i++) {
      const person = i === 0 ? ctx.p : makePerson(r, L);
      const rows = rowsOf(ctx, keys, person);
      doc.t(`${r.pick(['D', 'P', 'R'])}${pad(i + 1, 5)} `);
      for (const row of rows) { doc.item(row.it); doc.t(' '.repeat(Math.max(1, 28 - row.it.val.length))); }
      doc.t('\n');
    }
  };
}
function bEmail(k) {
  return (ctx) => {
    const { doc, r, L, p } = ctx;
    const st = { val: p.email, lab: { category: 'email', type: 'personal_email' } };
    if (!ctx.decoy) { doc.t('From: "'); doc.item({ val: p.full, lab: { category: 'person_name', type: 'full_name' } }); doc.t('" <').item(st).t('>\n'); }
    else doc.t('From: ').item(field(ctx, 'email')).t('\n');
    doc.t('To: ').item(field(ctx, 'agency_mail')).t('\n');
    doc.t(`${L.caps.subject}: ${title(ctx, k)} – `).item(field(ctx, k.n?.[0] || 'ref')).t('\n');
    doc.t(`Date: ${fmtDate(r, L, { y: 2026, m: r.int(1, 11), d: r.int(1, 28) }, 'iso')}T${pad(r.int(7, 19))}:${pad(r.int(0, 59))}:00Z\n\n`);
    doc.t(L.lang === 'en' ? 'Dear Sir or Madam,\n\n' : `${L.caps.dear},\n\n`);
    if (L.lang === 'en' && k.prose) { for (const t of k.prose) { prose(ctx, t); doc.t('\n\n'); } }
    else {
      doc.t(`${L.filler[0]}\n\n`); let used = [];
      if (LPROSE[L.lang] && !ctx.decoy && r.chance(0.6)) { prose(ctx, LPROSE[L.lang][0]); doc.t('\n\n'); used = ['name', 'dob', 'addr']; }
      renderKV(doc, r, rowsOf(ctx, [...k.f.filter(x => !used.includes(x)), ...extras(ctx, k.fam, 1)]), 'colon', ctx.L.lang); doc.t('\n');
    }
    doc.t(`${L.caps.regards}\n`);
    if (!ctx.decoy) doc.item({ val: p.full, lab: { category: 'person_name', type: 'full_name' } }); else doc.item(field(ctx, 'org'));
    doc.t('\n'); if (r.chance(0.7)) doc.item(field(ctx, 'phone')).t('\n');
    if (r.chance(0.5)) { doc.t(`\n> On ${fmtDate(r, L, { y: 2026, m: r.int(1, 11), d: r.int(1, 28) }, 'iso')}, `).item(field(ctx, 'agency_mail')).t(' wrote:\n> ').t(L.filler[1]).t('\n> ').t(`${L.caps.case}: `).item(field(ctx, 'case')).t('\n'); }
  };
}
function bChat(k, sms) {
  return (ctx) => {
    const { doc, r, L, p } = ctx;
    const agent = k.agent || 'Agent';
    let mins = r.int(7 * 60, 17 * 60); const day = { y: 2026, m: r.int(1, 11), d: r.int(1, 28) };
    const tm = () => { mins += r.int(1, 25); return `${pad(Math.floor(mins / 60) % 24)}:${pad(mins % 60)}`; };
    if (!sms) { doc.t(`${L.lang === 'en' ? 'Chat transcript' : title(ctx, k)} — `).n(`CHT-${r.digits(8, true)}`, 'ticket_number').t('\n'); }
    const lines = k.chat;
    for (const ln of lines) {
      const [who, tpl] = ln.split('|');
      if (sms) doc.t(`[${fmtDate(r, L, day, 'iso')} ${tm()}] ${who === 'C' ? 'FROM' : 'TO'}: `);
      else doc.t(`${tm()} ${who === 'C' ? (ctx.decoy ? 'Customer' : p.given) : agent}: `);
      if (L.lang === 'en') prose(ctx, tpl);
      else { const keys = [...tpl.matchAll(/\{([a-z_]+)\}/g)].map(m => m[1]); const rows = who === 'C' ? rowsOf(ctx, keys) : []; rows.forEach((row, j) => { doc.t(`${row.cap}: `).item(row.it); if (j < rows.length - 1) doc.t(', '); }); if (!rows.length) { doc.t(L.filler[ctx.fi = ((ctx.fi ?? -1) + 1) % 3]); const nk = keys.find(x => ['track', 'case', 'ref', 'svc', 'date'].includes(x)); if (nk) { doc.t(` ${capFor(L, nk)}: `); doc.item(field(ctx, nk)); } } }
      doc.t('\n');
    }
  };
}

// ---------- tech builders ----------
function jsonStrBare(doc, it) { const inner = JSON.stringify(it.val).slice(1, -1); if (inner === it.val) doc.item(it); else if (it.lab) doc.v(inner, it.lab.category, it.lab.type, { ...it.lab, encoding: 'json_escaped' }); else doc.n(inner, it.neg); }
function envLine(ctx, name, it, q) { ctx.doc.t(`${name}=`); if (q) ctx.doc.t('"'); ctx.doc.item(it); if (q) ctx.doc.t('"'); ctx.doc.t('\n'); }
function comment(ctx, mark = '#') { const { L, r } = ctx; return `${mark} ${L.lang === 'en' ? r.pick(['citizen portal – production', 'do not commit', 'rotated quarterly', 'carrier integration', 'e-filing gateway']) : L.filler[2]}\n`; }
const tEnv = (ctx) => {
  const { doc, r } = ctx; doc.t(comment(ctx));
  doc.t(`APP_ENV=production\nPORT=${r.pick([3000, 8080, 8443])}\nPUBLIC_BASE_URL=https://${r.pick(['portal', 'eservices', 'track', 'filing'])}.${r.pick(['gov.example', 'agency.example', 'carrier.example'])}\n`);
  envLine(ctx, 'DATABASE_URL', connItem(ctx));
  for (let i = 0; i < r.int(2, 4); i++) { const s = secEnv(ctx); envLine(ctx, s.env, s.it, r.chance(0.3)); }
  envLine(ctx, 'SMTP_PASSWORD', pwItem(ctx), r.chance(0.3));
  if (r.chance(0.6)) envLine(ctx, 'ALERT_WEBHOOK_URL', hookItem(ctx));
  if (r.chance(0.4)) { doc.t(`${r.pick(['JWT_PRIVATE_KEY', 'EFILING_CLIENT_KEY', 'SAML_SP_KEY'])}="`); jsonStrBare(doc, keyItem(ctx, r.pick(['rsa', 'ec', 'pkcs8']))); doc.t('"\n'); }
  doc.t(`SUPPORT_HOTLINE=`).item(field(ctx, 'svc')).t('\n');
  if (r.chance(0.4)) { doc.t('MAPBOX_PUBLIC_TOKEN=').n(publicToken(r), 'public_token').t('\n'); }
  doc.t(`FEATURE_FLAGS=ocr,${r.pick(['esign', 'tracking', 'payments'])}\n`);
};
const tYaml = (ctx) => {
  const { doc, r } = ctx; doc.t(comment(ctx)); doc.t(`service:\n  name: ${r.pick(['benefits-api', 'efiling-gateway', 'customs-broker-sync', 'parcel-tracker', 'permit-portal'])}\n  replicas: ${r.int(2, 6)}\ndatabase:\n  url: `);
  yamlVal(doc, connItem(ctx)); doc.t(`\n  pool: ${r.int(5, 40)}\nintegrations:\n`);
  for (let i = 0; i < r.int(2, 3); i++) { const s = secEnv(ctx); doc.t(`  ${s.env.toLowerCase()}: `); yamlVal(doc, s.it); doc.t('\n'); }
  doc.t('notifications:\n  webhook: '); yamlVal(doc, hookItem(ctx)); doc.t('\n  on_call: '); doc.item(field(ctx, 'svc')); doc.t('\n');
  doc.t('admin:\n  user: ops\n  password: '); yamlVal(doc, pwItem(ctx)); doc.t('\n');
};
const tK8s = (ctx) => {
  const { doc, r } = ctx; const name = r.pick(['portal-secrets', 'efiling-credentials', 'carrier-api', 'benefits-db']);
  doc.t(`apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${name}\n  namespace: ${r.pick(['citizen-portal', 'logistics', 'justice-prod'])}\n  annotations:\n    checksum/config: `).n(r.chars(64, HEX), 'content_hash').t(`\n  uid: `).n(uuid(r), 'resource_uuid').t('\ntype: Opaque\n');
  const useData = r.chance(0.6);
  doc.t(useData ? 'data:\n' : 'stringData:\n');
  const items = [['DB_PASSWORD', dbpwItem(ctx)], ...Array.from({ length: r.int(1, 3) }, () => { const s = secEnv(ctx); return [s.env, s.it]; }), ['DATABASE_URL', connItem(ctx)]];
  if (r.chance(0.4)) items.push(['tls.key', keyItem(ctx, r.pick(['rsa', 'ec', 'pkcs8']))]);
  if (r.chance(0.4)) items.push(['SLACK_WEBHOOK_URL', hookItem(ctx)]);
  for (const [kname, it] of items) {
    doc.t(`  ${kname}: `);
    if (useData) { const enc = b64(it.val); if (it.lab) doc.v(enc, it.lab.category, it.lab.type, { encoding: 'base64' }); else doc.n(enc, it.neg); }
    else yamlVal(doc, it);
    doc.t('\n');
  }
};
const tTerraform = (ctx) => {
  const { doc, r } = ctx; doc.t(comment(ctx));
  doc.t(`provider "aws" {\n  region     = "${r.pick(['eu-central-1', 'eu-west-1', 'us-east-1', 'ap-northeast-1'])}"\n  access_key = "`); doc.item(sec(ctx, 'aws_access_key_id')); doc.t('"\n  secret_key = "'); doc.item(sec(ctx, 'aws_secret_access_key')); doc.t('"\n}\n\n');
  doc.t(`resource "aws_instance" "portal" {\n  ami           = "`).n(`ami-0${r.chars(16, HEX)}`, 'resource_id').t(`"\n  instance_type = "t3.medium"\n}\n\n`);
  doc.t(`resource "aws_db_instance" "registry" {\n  engine   = "postgres"\n  username = "registry_admin"\n  password = "`); doc.item(dbpwItem(ctx)); doc.t('"\n}\n\n');
  if (r.chance(0.6)) { const s = secEnv(ctx, r.pick(['datadog_api_key', 'cloudflare_api_token', 'terraform_cloud_token', 'digitalocean_token'])); doc.t(`variable "${s.env.toLowerCase()}" {\n  default = "`); doc.item(s.it); doc.t('"\n}\n'); }
};
const tCI = (ctx) => {
  const { doc, r } = ctx;
  if (r.chance(0.5)) {
    doc.t(`name: deploy-portal\non:\n  push:\n    branches: [main]\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n`);
    for (let i = 0; i < r.int(2, 3); i++) { const s = secEnv(ctx, r.pick(['npm_token', 'github_pat', 'docker', 'sentry_auth_token', 'slack_bot_token', 'huggingface_token', 'pypi_token'].filter(x => x !== 'docker'))); doc.t(`      ${s.env}: `); yamlVal(doc, s.it); doc.t('\n'); }
    if (r.chance(0.5)) { doc.t('      DEPLOY_SSH_KEY: '); yamlVal(doc, keyItem(ctx, 'openssh')); doc.t('\n'); }
    doc.t('    steps:\n      - uses: actions/checkout@').n(r.chars(40, HEX), 'commit_hash').t(`\n      - run: npm ci && npm run build\n      - run: curl -X POST -H 'Content-Type: application/json' -d '{"text":"deployed"}' `); doc.item(hookItem(ctx)); doc.t('\n');
  } else {
    doc.t('# pinned runner image ').n(`sha256:${r.chars(64, HEX)}`, 'image_digest').t(`\nstages: [test, deploy]\nvariables:\n  POSTGRES_PASSWORD: `); yamlVal(doc, dbpwItem(ctx)); doc.t('\n');
    const s = secEnv(ctx, r.pick(['gitlab_pat', 'vault_token', 'doppler_token', 'pulumi_token'])); doc.t(`  ${s.env}: `); yamlVal(doc, s.it); doc.t('\n');
    doc.t(`deploy:\n  stage: deploy\n  script:\n    - ./deploy.sh --token `); doc.item(sec(ctx, 'github_pat')); doc.t('\n');
  }
};
const tCompose = (ctx) => {
  const { doc, r } = ctx;
  doc.t(`services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: registry\n      POSTGRES_PASSWORD: `); yamlVal(doc, dbpwItem(ctx));
  doc.t('\n  app:\n    image: registry.example/portal@').n(`sha256:${r.chars(64, HEX)}`, 'image_digest').t('\n    environment:\n      - DATABASE_URL='); doc.item(connItem(ctx));
  const s = secEnv(ctx); doc.t(`\n      - ${s.env}=`); doc.item(s.it);
  if (r.chance(0.5)) { doc.t('\n      - NOTIFY_WEBHOOK='); doc.item(hookItem(ctx)); }
  doc.t('\n    ports:\n      - "8080:8080"\n');
};
function logTs(r) { return `2026-${pad(r.int(1, 11))}-${pad(r.int(1, 28))}T${pad(r.int(0, 23))}:${pad(r.int(0, 59))}:${pad(r.int(0, 59))}.${r.digits(3)}Z`; }
const tIntegrationLog = (ctx) => {
  const { doc, r, L, p } = ctx;
  const n = r.int(5, 9);
  for (let i = 0; i < n; i++) {
    doc.t(`${logTs(r)} ${r.pick(['INFO', 'INFO', 'WARN', 'ERROR', 'DEBUG'])} [${r.pick(['efiling-sync', 'carrier-webhook', 'benefits-batch', 'customs-edi'])}] `);
    const t = r.int(0, 7);
    if (t === 0) { doc.t('request from '); doc.item(field(ctx, 'ip')); doc.t(` user=`); doc.item(field(ctx, 'email')); doc.t(` status=${r.pick([200, 201, 401, 500])}`); }
    else if (t === 1) { doc.t('outbound call Authorization: Bearer '); doc.item(sec(ctx, r.pick(['jwt', 'google_oauth_access_token', 'github_pat']))); }
    else if (t === 2) { doc.t('connecting to '); doc.item(connItem(ctx)); }
    else if (t === 3) { doc.t('payload={"name":'); jsonStr(doc, field(ctx, 'name')); doc.t(',"dob":'); jsonStr(doc, field(ctx, 'dob', 'iso')); doc.t(',"case":'); jsonStr(doc, field(ctx, 'case')); doc.t('}'); }
    else if (t === 4) { doc.t('shipment '); doc.item(field(ctx, 'track')); doc.t(' delivered to '); doc.item(field(ctx, 'addr')); }
    else if (t === 5) { doc.t('retrying with api_key='); doc.item(sec(ctx)); }
    else if (t === 6) { doc.t('payment authorised card='); doc.item(field(ctx, 'card')); doc.t(` amount=${amount(r, L)}`); }
    else { doc.t('notified '); doc.item(hookItem(ctx)); }
    doc.t('\n');
  }
  void p;
};
const tAccessLog = (ctx) => {
  const { doc, r } = ctx;
  for (let i = 0; i < r.int(5, 9); i++) {
    doc.item(field(ctx, 'ip'));
    const path = r.pick(['/api/v1/claims', '/portal/login', '/track', '/efiling/submit', '/permits/status', '/static/app.js']);
    doc.t(` - - [${pad(r.int(1, 28))}/Nov/2026:${pad(r.int(0, 23))}:${pad(r.int(0, 59))}:${pad(r.int(0, 59))} +0000] "${r.pick(['GET', 'POST'])} ${path}`);
    const q = r.int(0, 5);
    if (q === 0) { doc.t('?email='); doc.item(field(ctx, 'email')); }
    else if (q === 1) { doc.t('?access_token='); doc.item(sec(ctx, r.pick(['jwt', 'github_pat', 'facebook_access_token']))); }
    else if (q === 2) { doc.t('?tracking='); doc.item(field(ctx, 'track')); }
    else if (q === 3) { doc.t('?v='); doc.n(`${r.int(1, 9)}.${r.int(0, 20)}.${r.int(0, 9)}.${r.int(0, 99)}`, 'version_number'); }
    doc.t(` HTTP/1.1" ${r.pick([200, 200, 302, 404, 401])} ${r.int(200, 90000)} "-" "Mozilla/5.0 (X11; Linux x86_64)"\n`);
  }
};
function codeBlock(ctx, lang) {
  const { doc, r, L } = ctx;
  const s1 = secEnv(ctx), s2 = secEnv(ctx);
  const cm = { py: '#', js: '//', go: '//', java: '//', cs: '//', php: '//', rb: '#' }[lang];
  doc.t(`${cm} ${L.lang === 'en' ? 'TODO: move to vault before release' : L.filler[2]}\n`);
  doc.t(`${cm} example from the vendor docs: `).n(r.pick(['YOUR_API_KEY', '<your-api-key>', 'sk_test_XXXXXXXXXXXXXXXXXXXXXXXX', 'AKIAIOSFODNN7EXAMPLE', 'xxxxxxxxxxxxxxxx']), r.chance(0.5) ? 'placeholder' : 'placeholder').t('\n');
  if (lang === 'py') {
    doc.t('import requests\n\n'); doc.t(`${s1.env} = "`).item(s1.it).t('"\n');
    doc.t('DB_DSN = "').item(connItem(ctx)).t('"\n\n');
    doc.t(`def notify(case_id):\n    requests.post("`).item(hookItem(ctx)).t('", json={"case": case_id})\n\n');
    doc.t(`TEST_CITIZEN = {"name": "`).item(field(ctx, 'name')).t('", "dob": "').item(field(ctx, 'dob', 'iso')).t('"}\n');
    doc.t(`client = Client(api_key=os.environ.get("${s2.env}", "`).item(s2.it).t('"))\n');
    if (r.chance(0.4)) { doc.t('\nSIGNING_KEY = ' + '"'.repeat(3)); doc.item(keyItem(ctx)); doc.t('"'.repeat(3) + '\n'); }
  } else if (lang === 'js') {
    doc.t(`const config = {\n  ${s1.env.toLowerCase().replace(/_(.)/g, (m, c) => c.toUpperCase())}: '`).item(s1.it).t("',\n  dbUrl: '").item(connItem(ctx)).t("',\n  slackHook: '").item(hookItem(ctx)).t("',\n};\n");
    doc.t(`// fixture\nconst applicant = { email: '`).item(field(ctx, 'email')).t("', phone: '").item(field(ctx, 'phone_intl')).t("' };\n");
    doc.t(`axios.defaults.headers.common['Authorization'] = 'Bearer `).item(s2.it).t("';\n");
  } else if (lang === 'go') {
    doc.t(`package main\n\nconst (\n\t${s1.env.toLowerCase().replace(/_(.)/g, (m, c) => c.toUpperCase())} = "`).item(s1.it).t('"\n\tdsn = "').item(connItem(ctx)).t('"\n)\n\n');
    doc.t('var signingKey = []byte(`').item(keyItem(ctx, r.pick(['ec', 'rsa', 'pkcs8']))).t('`)\n');
  } else if (lang === 'java') {
    if (r.chance(0.3)) { doc.t('// keystore export\nprivate static final String PEM = ' + '"'.repeat(3) + '\n'); doc.item(keyItem(ctx, 'pkcs8')); doc.t('"'.repeat(3) + ';\n'); }
    doc.t(`public final class PortalConfig {\n    static final String ${s1.env} = "`).item(s1.it).t('";\n    static final String JDBC = "').item(connItem(ctx)).t('";\n    static final String ADMIN_PASSWORD = "').item(pwItem(ctx)).t('";\n}\n');
  } else if (lang === 'cs') {
    doc.t('{\n  "ConnectionStrings": {\n    "Default": '); jsonStr(doc, connItem(ctx)); doc.t('\n  },\n  "Smtp": { "Password": '); jsonStr(doc, pwItem(ctx)); doc.t(` },\n  "${s1.env}": `); jsonStr(doc, s1.it); doc.t(',\n  "SigningKey": '); jsonStr(doc, keyItem(ctx, 'rsa')); doc.t('\n}\n');
  } else if (lang === 'php') {
    doc.t(`<?php\n$config['db_password'] = '`).item(dbpwItem(ctx)).t(`';\n$config['${s1.env.toLowerCase()}'] = '`).item(s1.it).t(`';\ndefine('WEBHOOK', '`).item(hookItem(ctx)).t("');\n");
  }
}
const tSql = (ctx) => {
  const { doc, r, L } = ctx;
  const tbl = r.pick(['citizens', 'applicants', 'claimants', 'consignees', 'defendants']);
  const cols = ['full_name', 'date_of_birth', 'email', 'phone', 'address', 'national_id', 'case_ref'];
  doc.t(`-- dump of ${tbl} (${L.id})\nCREATE TABLE ${tbl} (id int, ${cols.map(c => c + ' text').join(', ')});\n`);
  for (let i = 0; i < r.int(3, 6); i++) {
    const person = i === 0 ? ctx.p : makePerson(r, L);
    const rows = rowsOf(ctx, ['name', 'dob:iso', 'email', 'phone', 'addr', 'nid', 'ref'], person);
    doc.t(`INSERT INTO ${tbl} VALUES (${i + 1}`);
    for (const row of rows) { doc.t(", '"); const v = row.it.val; if (v.includes("'")) { const inner = v.replace(/'/g, "''"); if (row.it.lab) doc.v(inner, row.it.lab.category, row.it.lab.type); else doc.n(inner, row.it.neg); } else doc.item(row.it); doc.t("'"); }
    for (let j = rows.length; j < cols.length; j++) doc.t(', NULL');
    doc.t(');\n');
  }
  if (r.chance(0.5)) { doc.t(`INSERT INTO service_accounts VALUES ('etl', '`); doc.item(pwItem(ctx)); doc.t("', '"); doc.n(`$2b$12$${r.chars(53, ALNUM + './')}`, 'password_hash'); doc.t("');\n"); }
};
const tTicket = (ctx) => {
  const { doc, r, L, p } = ctx;
  doc.t('Ticket #').n(`${r.pick(['INC', 'SR', 'REQ'])}${r.digits(7, true)}`, 'ticket_number').t(` — ${r.pick(['Portal login fails', 'Upload of evidence bundle times out', 'Carrier webhook 500', 'Payment page error'])}\nReporter: `);
  doc.item(field(ctx, 'email')); doc.t('\nPriority: P2\n\n');
  doc.t(L.lang === 'en' ? 'Steps: citizen submitted the form, got a 500. Trace below.\n\n' : `${L.filler[0]}\n\n`);
  doc.t(`Traceback (most recent call last):\n  File "/srv/app/handlers/submit.py", line ${r.int(20, 400)}, in post\n    db = connect("`); doc.item(connItem(ctx)); doc.t(`")\n  File "/srv/app/db.py", line ${r.int(10, 90)}, in connect\npsycopg2.OperationalError: timeout expired\n\nRequest context: user=`);
  doc.item(field(ctx, 'name')); doc.t(' ip='); doc.item(field(ctx, 'ip')); doc.t(' header X-Api-Key: '); doc.item(sec(ctx)); doc.t('\n');
  if (r.chance(0.5)) { doc.t('Case: '); doc.item(field(ctx, 'case')); doc.t('\n'); }
  void p;
};
const tPrompt = (ctx) => {
  const { doc, r, L } = ctx;
  const ask = L.lang === 'en' ? r.pick(['Summarise this record for the hearing bundle and flag anything missing:', 'Draft a polite reply to this citizen based on the record below:', 'Translate the following file note into plain English:', 'Check whether this applicant is eligible, using the data below:']) : L.filler[0];
  doc.t(`User: ${ask}\n\n"""\n`);
  const rows = rowsOf(ctx, ['name', 'dob', 'addr', 'nid', r.pick(['iban', 'card', 'phone', 'email']), 'tax', r.pick(['case', 'ref']), 'date']);
  renderKV(doc, r, rows, r.pick(['colon', 'tab', 'dash']), ctx.L.lang);
  doc.t('"""\n\nAssistant: I can help with that. Before I continue, please note the record contains personal data.\n');
};
const tChatOps = (ctx) => {
  const { doc, r } = ctx;
  doc.t(`#ops-${r.pick(['portal', 'logistics', 'efiling'])}\n`);
  doc.t(`[${pad(r.int(8, 18))}:${pad(r.int(0, 59))}] dev-on-call: prod creds for the ${r.pick(['carrier API', 'tax gateway', 'court e-filing'])} are `); doc.item(sec(ctx)); doc.t('\n');
  doc.t(`[${pad(r.int(8, 18))}:${pad(r.int(0, 59))}] lead: please rotate, and don't paste secrets here. Use the vault path secret/portal/prod instead of e.g. `).n(r.pick(PLACEHOLDERS), 'placeholder').t('\n');
  doc.t(`[${pad(r.int(8, 18))}:${pad(r.int(0, 59))}] dev-on-call: ok. db pw was `); doc.item(pwItem(ctx)); doc.t(' btw\n');
  if (r.chance(0.5)) { doc.t(`[${pad(r.int(8, 18))}:${pad(r.int(0, 59))}] bot: alert route updated to `); doc.item(hookItem(ctx)); doc.t('\n'); }
};
const tIni = (ctx) => {
  const { doc, r } = ctx;
  doc.t(`; ${ctx.L.lang === 'en' ? 'legacy benefits mainframe bridge' : ctx.L.filler[2]}\n; build `).n(`${r.int(1, 12)}.${r.int(0, 9)}.${r.int(0, 30)}.${r.int(100, 999)}`, 'version_number').t(`\n[database]\nhost = db01.internal\nuser = bridge\npassword = `); doc.item(dbpwItem(ctx));
  doc.t('\n\n[sftp]\nhost = '); doc.item(ctx.decoy ? field(ctx, 'ip') : { val: `10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, lab: { category: 'ip_address', type: 'ipv4_private', soft: true } });
  doc.t('\nprivate_key_passphrase = '); doc.item(pwItem(ctx));
  const s = secEnv(ctx); doc.t(`\n\n[api]\n${s.env.toLowerCase()} = `); doc.item(s.it); doc.t('\n');
};
const tShell = (ctx) => {
  const { doc, r } = ctx;
  doc.t(`  ${r.int(100, 900)}  cd /srv/portal\n  ${r.int(100, 900)}  export ${''}`); const s = secEnv(ctx); doc.t(`${s.env}=`); doc.item(s.it);
  doc.t(`\n  ${r.int(100, 900)}  psql "`); doc.item(connItem(ctx)); doc.t('"\n');
  doc.t(`  ${r.int(100, 900)}  curl -u admin:`); doc.item(pwItem(ctx)); doc.t(' https://gateway.internal/health\n');
  doc.t(`  ${r.int(100, 900)}  ssh deploy@`); doc.item(field(ctx, 'ip')); doc.t('\n');
  doc.t(`  ${r.int(100, 900)}  git checkout `).n(r.chars(40, HEX), 'commit_hash').t('\n');
};
const tGitDiff = (ctx) => {
  const { doc, r } = ctx; const s = secEnv(ctx);
  doc.t('commit ').n(r.chars(40, HEX), 'commit_hash').t(`\ndiff --git a/config/settings.py b/config/settings.py\nindex ${r.chars(7, HEX)}..${r.chars(7, HEX)} 100644\n--- a/config/settings.py\n+++ b/config/settings.py\n@@ -${r.int(10, 80)},6 +${r.int(10, 80)},7 @@\n-${s.env} = os.environ["${s.env}"]\n+${s.env} = "`); doc.item(s.it); doc.t('"\n');
  doc.t('+SIGNING_KEY = """'); doc.item(keyItem(ctx)); doc.t('"""\n');
  doc.t(' ALLOWED_HOSTS = ["portal.gov.example"]\n');
};
const tWebhookCfg = (ctx) => {
  const { doc, r } = ctx; doc.t('{\n  "account_id": "').n(`acct_${r.chars(16, ALNUM)}`, 'resource_id').t('",\n  "webhooks": [\n');
  const n = r.int(2, 3);
  for (let i = 0; i < n; i++) { doc.t(`    {"event": "${r.pick(['shipment.delivered', 'filing.accepted', 'claim.updated', 'permit.issued'])}", "url": `); jsonStr(doc, hookItem(ctx)); doc.t(', "secret": '); jsonStr(doc, ctx.decoy ? { val: 'whsec_XXXXXXXX', neg: 'placeholder' } : { val: 'whsec_' + r.chars(32, ALNUM), lab: { category: 'api_key', type: 'webhook_signing_secret' } }); doc.t(i < n - 1 ? '},\n' : '}\n'); }
  doc.t('  ]\n}\n');
};
const tLdif = (ctx) => {
  const { doc, r, L } = ctx;
  for (let i = 0; i < r.int(2, 4); i++) {
    const person = i === 0 ? ctx.p : makePerson(r, L);
    const rows = rowsOf(ctx, ['name', 'email', 'phone'], person);
    doc.t(`dn: uid=${person.lg.toLowerCase()}${r.int(1, 99)},ou=staff,dc=agency,dc=example\ncn: `); doc.item(rows[0].it); doc.t('\nmail: '); doc.item(rows[1].it); doc.t('\ntelephoneNumber: '); doc.item(rows[2].it);
    doc.t('\nuserPassword: '); doc.n(`{SSHA}${r.chars(32, ALNUM + '+/')}`, 'password_hash'); doc.t('\n\n');
  }
};
const tHelm = (ctx) => {
  const { doc, r } = ctx;
  doc.t(`image:\n  repository: registry.example/track-api\n  digest: `).n(`sha256:${r.chars(64, HEX)}`, 'image_digest').t('\nenv:\n');
  for (let i = 0; i < r.int(2, 3); i++) { const s = secEnv(ctx); doc.t(`  - name: ${s.env}\n    value: `); yamlVal(doc, s.it); doc.t('\n'); }
  doc.t('alerting:\n  webhookUrl: '); yamlVal(doc, hookItem(ctx)); doc.t('\n');
  doc.t('postgresql:\n  auth:\n    password: '); yamlVal(doc, dbpwItem(ctx)); doc.t('\ntls:\n  key: '); jsonStr(doc, keyItem(ctx)); doc.t('\n');
};
const tKeyFile = (ctx) => {
  const { doc, r } = ctx;
  doc.t(`# ${r.pick(['sftp key for customs broker upload', 'court e-filing client certificate key', 'signing key – DO NOT SHARE'])}\n`);
  doc.t('# fingerprint: ').n(`SHA256:${r.chars(43, ALNUM + '+/')}`, 'key_fingerprint').t('\n');
  doc.item(keyItem(ctx)); doc.t('\n');
  if (r.chance(0.5)) { doc.t('\n# wallet used for seized-asset custody test\n'); doc.item(ctx.decoy ? { val: '5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ', neg: 'documentation_sample' } : cryptoPrivKey(r)); doc.t('\n'); }
  if (r.chance(0.4)) { doc.t('\n'); doc.item(ctx.decoy ? { val: 'AGE-SECRET-KEY-1XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', neg: 'placeholder' } : sec(ctx, 'age_secret_key')); doc.t('\n'); }
};
const tJwtNote = (ctx) => {
  const { doc, r, L } = ctx;
  doc.t(`${L.lang === 'en' ? 'Debug note: the citizen app sends this token, decoded claims below.' : L.filler[0]}\n\nAuthorization: Bearer `);
  doc.item(ctx.decoy ? { val: 'eyJhbGciOiJIUzI1NiJ9.e30.ZRrHA1JJJW8opsbCGfG_HACGpVUMN_a9IV7pAx_Zmeo', neg: 'documentation_sample' } : { val: jwt(r), lab: { category: 'auth_token', type: 'jwt' } });
  doc.t('\n\nCookie: session='); doc.item(ctx.decoy ? { val: 'PLACEHOLDER', neg: 'placeholder' } : { val: r.chars(40, ALNUM), lab: { category: 'auth_token', type: 'session_cookie' } });
  doc.t('\nAuthorization (legacy): Basic '); const up = `${ctx.p.lg.toLowerCase()}:${password(r)}`; if (ctx.decoy) doc.n('dXNlcm5hbWU6cGFzc3dvcmQ=', 'documentation_sample'); else doc.v(b64(up), 'auth_token', 'basic_auth_credentials', { encoding: 'base64' });
  doc.t('\nX-Request-Id: '); doc.n(uuid(r), 'request_id'); doc.t('\n');
};
const tApiDocs = (ctx) => {
  // documentation page: mostly samples and placeholders (hard negatives)
  const { doc, r } = ctx;
  doc.t('## Authentication\n\nSend your key in the header:\n\n    curl -H "Authorization: Bearer ').n(r.pick(PLACEHOLDERS), 'placeholder').t('" https://api.carrier.example/v2/shipments\n\n');
  doc.t('Example AWS credentials used throughout this guide: ').n('AKIAIOSFODNN7EXAMPLE', 'documentation_sample').t('\n\nExample address: ').n('jane.doe@example.com', 'documentation_example').t(', test card ').n('4242 4242 4242 4242', 'test_card_number').t(', server ').n(`203.0.113.${r.int(1, 254)}`, 'documentation_ip').t('.\n');
  if (!ctx.decoy) { doc.t('\n> Note from reviewer: the snippet in section 4 still contains our real key '); doc.item(sec(ctx)); doc.t(' — remove before publishing.\n'); }
};

// ---------- logistics custom ----------
function cross(ctx) { const { r, Ls, L } = ctx; const other = r.pick(Ls.filter(x => x.cc !== L.cc)); ctx.cross = true; return { L2: other, p2: makePerson(r, other) }; }
function withLocale(ctx, L2, p2, fn) { const sL = ctx.L, sp = ctx.p; ctx.L = L2; ctx.p = p2; try { fn(); } finally { ctx.L = sL; ctx.p = sp; } }
const tShippingLabel = (ctx) => {
  const { doc, r, L } = ctx; const { L2, p2 } = r.chance(0.5) ? cross(ctx) : { L2: L, p2: makePerson(r, L) };
  doc.t(`${r.pick(['DHL EXPRESS', 'UPS', 'FedEx', 'GLS', 'DPD', 'PostNL', 'La Poste Colissimo', 'Correos Express', 'Yamato', 'SF Express'])}   ${r.pick(['PRIORITY', 'ECONOMY', 'EXPRESS 12:00'])}\n`);
  doc.t('FROM / SHIPPER:\n'); doc.item(ctx.decoy ? field(ctx, 'org') : field(ctx, 'name')); doc.t('\n'); doc.item(field(ctx, 'addr')); doc.t('\n'); doc.item(field(ctx, 'phone')); doc.t('\n\n');
  doc.t('TO / CONSIGNEE:\n'); withLocale(ctx, L2, p2, () => { doc.item(field(ctx, 'name')); doc.t('\n'); doc.item(field(ctx, 'addr')); doc.t('\nTel: '); doc.item(field(ctx, 'phone_intl')); doc.t('\n'); });
  doc.t(`\nWeight: ${r.int(1, 30)}.${r.int(0, 9)} kg   Pieces: 1/${r.int(1, 3)}\nTracking: `); doc.item(field(ctx, 'track')); doc.t('\nRef: '); doc.item(field(ctx, 'ref')); doc.t('\n');
};
const tBillOfLading = (ctx) => {
  const { doc, r, L } = ctx; const { L2, p2 } = cross(ctx);
  doc.t(`BILL OF LADING No. ${r.pick(['MEDU', 'MAEU', 'CMDU', 'HLCU'])}${r.digits(8)}\n\nShipper: `); doc.item(field(ctx, 'org')); doc.t(', '); doc.t(makeAddress(r, L).line); doc.t('\nShipper contact: '); doc.item(field(ctx, 'name')); doc.t(', '); doc.item(field(ctx, 'email'));
  doc.t('\nConsignee: '); withLocale(ctx, L2, p2, () => { doc.item(field(ctx, 'name')); doc.t(', '); doc.item(field(ctx, 'addr')); doc.t('\nNotify party tel: '); doc.item(field(ctx, 'phone_intl')); });
  doc.t('\nExporter VAT/EORI: '); doc.item(field(ctx, 'company'));
  doc.t('\n\nContainer   Seal       HS code     Description\n');
  for (let i = 0; i < r.int(1, 3); i++) { doc.item(field(ctx, 'container')); doc.t(`  ${r.fill('AA######')}  `); doc.item(field(ctx, 'hs')); doc.t(`  ${r.pick(['machine parts', 'textiles', 'ceramic tiles', 'office furniture', 'canned food'])}\n`); }
  doc.t(`Port of loading: ${r.pick(['Rotterdam', 'Hamburg', 'Antwerp', 'Shanghai', 'Busan', 'Valencia', 'Genoa'])}   Freight: ${amount(r, L)}\n`);
};
const tAirWaybill = (ctx) => {
  const { doc, r, L } = ctx; const { L2, p2 } = cross(ctx);
  doc.t('AIR WAYBILL  '); doc.item(field(ctx, 'awb')); doc.t('\nShipper\'s name and address\n  '); doc.item(field(ctx, 'name')); doc.t('\n  '); doc.item(field(ctx, 'addr')); doc.t('\nConsignee\'s name and address\n  ');
  withLocale(ctx, L2, p2, () => { doc.item(field(ctx, 'name')); doc.t('\n  '); doc.item(field(ctx, 'addr')); doc.t('\n  '); doc.item(field(ctx, 'phone_intl')); });
  doc.t(`\nAirport of departure: ${r.pick(['FRA', 'CDG', 'AMS', 'LHR', 'MAD', 'IST', 'DXB', 'NRT', 'PVG', 'ICN'])}   Declared value for customs: ${amount(r, L)}\nHS: `); doc.item(field(ctx, 'hs')); doc.t('\n');
};
const tCustomsDecl = (ctx) => {
  const { doc, r, L } = ctx; const { L2, p2 } = cross(ctx);
  doc.t(`${title(ctx, { en: 'Customs declaration', dom: 'customs' })} – CN23\n`);
  const rows = rowsOf(ctx, ['name', 'addr', 'phone', 'email', 'pass']).concat(rowsOf(ctx, ['company', 'track', 'hs', 'date']));
  renderKV(doc, r, rows, style(r, ['colon', 'table', 'dotted']), ctx.L.lang);
  doc.t('\nImporter:\n'); withLocale(ctx, L2, p2, () => { renderKV(doc, r, rowsOf(ctx, ['name', 'addr', r.pick(['nid', 'tax', 'phone_intl'])]), 'colon', ctx.L.lang); });
  doc.t(`\nValue: ${amount(r, L)}\n`);
};
const tEdifact = (ctx) => {
  const { doc, r } = ctx;
  doc.t(`UNA:+.? '\nUNB+UNOC:3+${r.fill('########')}:14+${r.fill('########')}:14+${r.fill('######')}:${r.fill('####')}+${r.digits(6)}'\nUNH+1+CUSDEC:D:96B:UN'\nBGM+929+`); doc.item(field(ctx, 'ref')); doc.t("+9'\nNAD+CN+++");
  const nm = field(ctx, 'name'); nm.val = nm.val.replace(/[+:'?]/g, ' '); doc.item(nm); doc.t('+'); const ad = field(ctx, 'addr'); ad.val = ad.val.replace(/[+:'?]/g, ' '); doc.item(ad); doc.t("'\nCOM+"); doc.item(field(ctx, 'phone_intl')); doc.t(":TE'\nCOM+"); doc.item(field(ctx, 'email')); doc.t(":EM'\nRFF+ABT:"); doc.item(field(ctx, 'company')); doc.t("'\nEQD+CN+"); doc.item(field(ctx, 'container')); doc.t("'\nPIA+5+"); doc.item(field(ctx, 'hs')); doc.t(":HS'\nUNT+9+1'\nUNZ+1+1'\n");
};
const tCarrierWebhook = (ctx) => {
  const { doc, r } = ctx;
  doc.t(`POST /webhooks/carrier HTTP/1.1\nX-Signature: sha256=${r.chars(64, HEX)}\nContent-Type: application/json\n\n{\n  "event": "${r.pick(['delivery.attempted', 'delivery.completed', 'exception.address'])}",\n  "tracking_number": `);
  jsonStr(doc, field(ctx, 'track')); doc.t(',\n  "recipient": {\n    "name": '); jsonStr(doc, field(ctx, 'name')); doc.t(',\n    "phone": '); jsonStr(doc, field(ctx, 'phone_intl')); doc.t(',\n    "address": '); jsonStr(doc, field(ctx, 'addr'));
  doc.t(',\n    "email": '); jsonStr(doc, field(ctx, 'email')); doc.t('\n  },\n  "driver_device_ip": '); jsonStr(doc, field(ctx, 'ip')); doc.t(`,\n  "pod_signature_url": "https://pod.carrier.example/s/${r.chars(12, ALNUM)}"\n}\n`);
};
const tPickList = (ctx) => {
  const { doc, r, L } = ctx;
  doc.t(`PICK LIST  Wave ${r.int(1, 40)}  ${fmtDate(r, L, { y: 2026, m: r.int(1, 11), d: r.int(1, 28) }, 'iso')}\nLoc      SKU          Qty  Order     Ship-to\n`);
  for (let i = 0; i < r.int(3, 6); i++) {
    const person = makePerson(r, L);
    doc.t(`${r.fill('A-##-##')}  ${r.fill('SKU-#####')}   ${r.int(1, 9)}    `).n(r.fill('SO######'), 'order_number').t('  ');
    const rows = rowsOf(ctx, ['name', r.pick(['addr', 'phone'])], person); doc.item(rows[0].it); doc.t(', '); doc.item(rows[1].it); doc.t('\n');
  }
};
const tRoster = (ctx) => {
  const { doc, r, L } = ctx;
  doc.t(`${L.lang === 'en' ? 'Driver roster – depot' : L.titles.shipping} ${cityOf(r, L).name}\n`);
  const sep = r.pick([',', ';', '\t']);
  const cols = ['name', 'dob', 'phone', 'dl', 'plate'];
  doc.t(['driver', 'date_of_birth', 'mobile', 'licence_no', 'vehicle'].join(sep) + '\n');
  for (let i = 0; i < r.int(3, 6); i++) { const person = i === 0 ? ctx.p : makePerson(r, L); const rows = rowsOf(ctx, cols, person); rows.forEach((row, j) => { csvCell(doc, row.it, sep); if (j < rows.length - 1) doc.t(sep); }); doc.t('\n'); }
};

// ---------- chats & prose templates ----------
const CHAT_COURIER = ['A|Hi, this is your courier. Parcel {track} is out for delivery today.', 'C|Hi! I\'m not home, can you leave it with my neighbour at {addr}?', 'A|Sure. Can you confirm a phone number in case I can\'t find it?', 'C|Yes, call me on {phone}', 'A|Thanks. Delivery window 14:00–16:00.'];
const CHAT_SUPPORT = ['C|Hello, I was charged twice for my parking fine {ref}', 'A|Sorry about that. Can you give me the card you paid with?', 'C|It was {card}, name on card {name}', 'A|Found it, the refund goes back to the same card. Our hotline is {svc} if needed.', 'C|ok and my email is {email}'];
const CHAT_PORTAL = ['C|I can\'t log in to the benefits portal, my email is {email}', 'A|I can reset it. Please confirm your date of birth.', 'C|{dob}', 'A|Thanks. And the last four digits of your national id?', 'C|whole thing: {nid}', 'A|Please never send the full number in chat. A reset link is on its way.'];
const SMS_COURIER = ['A|Your parcel {track} will arrive tomorrow. Reply 1 to reschedule.', 'C|1. New address: {addr}', 'A|Thanks. Pay the customs fee of the shipment here: https://pay.carrier.example/{ref}', 'C|Paid with {card}'];
const SMS_COURT = ['A|Reminder: hearing in case {case} on {date}. Court switchboard {svc}.', 'C|This is {name}, I need to change my address to {addr}', 'A|Please send the change of address form. Ref {ref}.'];

const P = {
  tax: ['We have completed the assessment for the tax year 2025 for {name}, born {dob}, residing at {addr}.', 'Your taxpayer reference {tax} has been linked to the repayment account {iban}. Any queries may be sent from {email}.'],
  benefit: ['This letter confirms receipt of the claim submitted by {name} (date of birth {dob}).', 'Payments will be made to account {acct}. We may contact you on {phone} to verify your identity using your number {nid}.'],
  court: ['You are hereby summoned to appear before the court in case {case} on {date}. Party: {name}, of {addr}.', 'Service was effected at the address above; the court may also contact you on {phone}.'],
  police: ['On {date} at approximately 22:10 the reporting person, {name} (born {dob}), of {addr}, attended the station.', 'The witness stated that the vehicle {plate} left the scene. Contact: {phone}, {email}. Identity confirmed with {nid}.'],
  legal: ['New client intake for {name}, born {dob}. Conflict check completed against matter {case}.', 'Client contact details: {email}, {phone}; billing to {iban}.'],
  foi: ['Under the Freedom of Information Act I request copies of all correspondence relating to file {ref}.', 'Please reply to me, {name}, at {email} or by post to {addr}.'],
  parking: ['A penalty charge notice was issued on {date} to vehicle {plate}, registered keeper {name} of {addr}.', 'You can pay online by card or contest the notice. If you paid by card ending in the number below please keep your receipt.'],
  customs: ['Please find attached the commercial invoice for the shipment {track}. The importer of record is {name}, {addr}.', 'The HS classification {hs} was queried by customs; duty is payable by card {card} on file.'],
  ediscovery: ['Document DOC-{ref} was tagged responsive. It contains the custodian\'s personal details: {name}, {email}, {phone}.', 'Privilege review: attachment includes a bank statement for {iban} and a passport scan ({pass}). Redact before production in {case}.'],
  wallet: ['The seized device contained a wallet with receiving address {wallet}. Funds were traced to a second address {wallet}. A paper backup in the desk drawer held the key {privkey}.', 'The suspect, {name} (born {dob}), was interviewed under caution. Case {case}.'],
};

// ---------- kind table ----------
const F = (name, dom, fam, en, f, n, b, o = {}) => ({ name, dom, fam, en, f, n, b, ...o });
const SPECS = [
  // government / public sector
  F('tax_assessment_letter', 'tax', 'gov', 'Notice of tax assessment', ['name', 'addr', 'tax', 'dob'], ['ref', 'amount', 'date'], 'letter', { prose: P.tax }),
  F('tax_return_summary', 'tax', 'gov', 'Tax return summary', ['name', 'tax', 'dob', 'addr', 'iban', 'email'], ['amount', 'company'], 'form'),
  F('tax_refund_bank_change', 'tax', 'gov', 'Change of bank details for tax refunds', ['name', 'tax', 'iban', 'phone', 'email'], ['routing', 'date'], 'form'),
  F('tax_payment_reminder_email', 'tax', 'gov', 'Tax payment reminder', ['name', 'tax', 'card', 'addr'], ['ref', 'amount'], 'email'),
  F('benefit_claim_form', 'benefit', 'gov', 'Benefit claim form', ['name', 'dob', 'nid', 'tax', 'addr', 'phone', 'acct'], ['ref', 'date'], 'form'),
  F('unemployment_benefit_claim', 'benefit', 'gov', 'Jobseeker\'s allowance claim', ['name', 'dob', 'nid', 'email', 'iban'], ['ref', 'org'], 'form'),
  F('social_security_registration', 'benefit', 'gov', 'Social security registration', ['name', 'dob', 'nid:0', 'nid:1', 'addr', 'pass'], ['date'], 'struct'),
  F('pension_statement', 'benefit', 'gov', 'Annual pension statement', ['name', 'dob', 'nid', 'addr', 'iban'], ['amount', 'ref'], 'letter', { prose: P.benefit }),
  F('disability_allowance_review', 'benefit', 'gov', 'Disability allowance review', ['name', 'dob', 'nid', 'phone', 'addr'], ['case', 'org'], 'form'),
  F('child_benefit_application', 'benefit', 'gov', 'Child benefit application', ['name', 'dob', 'nid', 'iban', 'email', 'addr'], ['date'], 'form'),
  F('benefit_payment_file', 'benefit', 'gov', 'Benefit payment batch', ['ref', 'name', 'nid', 'acct'], [], 'fixed'),
  F('municipal_service_request', 'municipal', 'gov', 'Service request (311)', ['name', 'addr', 'phone', 'email'], ['ref', 'svc'], 'form'),
  F('parking_fine_notice', 'municipal', 'gov', 'Penalty charge notice', ['name', 'addr'], ['plate', 'ref', 'amount', 'date'], 'letter', { prose: P.parking }),
  F('parking_fine_appeal', 'municipal', 'gov', 'Appeal against parking fine', ['name', 'addr', 'phone', 'card'], ['plate', 'ref'], 'email', { prose: ['I wish to appeal the penalty {ref} issued to vehicle {plate}. I, {name}, was not the driver on {date}.', 'I paid under protest with card {card}; please refund and write to me at {addr}.'] }),
  F('public_housing_application', 'municipal', 'gov', 'Public housing application', ['name', 'dob', 'nid', 'addr', 'phone', 'tax'], ['ref', 'amount'], 'form'),
  F('school_enrolment_form', 'municipal', 'gov', 'School enrolment form', ['name', 'dob', 'addr', 'phone', 'email'], ['org', 'date'], 'form'),
  F('student_aid_application', 'benefit', 'gov', 'Student financial aid application', ['name', 'dob', 'nid', 'tax', 'iban', 'email'], ['org'], 'struct'),
  F('birth_certificate_request', 'municipal', 'gov', 'Request for a birth certificate copy', ['name', 'dob', 'addr', 'email', 'card'], ['ref'], 'form'),
  F('voter_roll_extract', 'municipal', 'gov', 'Electoral register extract', ['name', 'addr', 'dob'], ['ref'], 'csv'),
  F('vehicle_registration_record', 'vehicle', 'gov', 'Vehicle registration record', ['name', 'addr', 'dob', 'dl'], ['plate', 'vin', 'date'], 'form'),
  F('driving_licence_record', 'vehicle', 'gov', 'Driving licence record', ['name', 'dob', 'dl', 'addr'], ['date', 'ref'], 'struct'),
  F('vehicle_tax_payment', 'vehicle', 'gov', 'Vehicle tax payment confirmation', ['name', 'card', 'email'], ['plate', 'amount'], 'form'),
  F('residence_permit_application', 'immigration', 'gov', 'Residence permit application', ['name', 'dob', 'pass', 'nid', 'addr', 'phone_intl'], ['ref', 'date'], 'form'),
  F('visa_application', 'immigration', 'gov', 'Visa application form', ['name', 'dob', 'pass', 'email', 'phone_intl', 'addr'], ['ref'], 'struct'),
  F('naturalisation_file', 'immigration', 'gov', 'Naturalisation file note', ['name', 'dob', 'pass', 'nid', 'tax', 'addr'], ['case', 'official'], 'form'),
  F('passport_application', 'immigration', 'gov', 'Passport application', ['name', 'dob', 'addr', 'phone', 'pass'], ['ref'], 'passport'),
  F('foi_request', 'municipal', 'gov', 'Freedom of information request', ['name', 'email', 'addr'], ['ref'], 'email', { prose: P.foi }),
  F('foi_redaction_log', 'municipal', 'gov', 'FOI redaction log', [], [], 'redaction'),
  F('procurement_bid_cover', 'municipal', 'gov', 'Tender submission cover sheet', ['name', 'email', 'phone', 'iban'], ['company', 'ref', 'org'], 'form'),
  F('supplier_onboarding_form', 'municipal', 'gov', 'Supplier onboarding form', ['name', 'email', 'phone_intl', 'iban', 'tax'], ['company', 'routing'], 'struct'),
  F('grant_payment_form', 'benefit', 'gov', 'Grant payment details', ['name', 'addr', 'iban', 'tax', 'email'], ['ref', 'amount'], 'form'),
  F('citizen_portal_chat', 'benefit', 'gov', 'Portal support chat', [], [], 'chat', { chat: CHAT_PORTAL }),
  F('asset_declaration_form', 'tax', 'gov', 'Declaration of assets', ['name', 'dob', 'tax', 'addr', 'iban', 'wallet', 'wallet:ethereum', 'card'], ['ref', 'amount'], 'form'),
  F('crypto_tax_declaration', 'tax', 'gov', 'Crypto-asset tax declaration', ['name', 'tax', 'wallet', 'wallet', 'iban', 'email'], ['ref', 'date', 'amount'], 'struct', { root: 'declaration' }),
  F('portal_account_activation', 'benefit', 'gov', 'Your citizen portal account', [], [], 'activation'),
  F('benefit_overpayment_letter', 'benefit', 'gov', 'Overpayment notice', ['name', 'addr', 'nid', 'acct'], ['ref', 'amount'], 'letter', { prose: P.benefit }),
  // justice
  F('court_summons', 'court', 'justice', 'Summons to appear', ['name', 'addr', 'dob'], ['case', 'date'], 'letter', { prose: P.court, org: 'court' }),
  F('court_judgment_excerpt', 'court', 'justice', 'Judgment (excerpt)', ['name', 'dob', 'addr'], ['case', 'official', 'date'], 'judgment', { org: 'court' }),
  F('docket_sheet', 'court', 'justice', 'Docket sheet', [], [], 'docket', { org: 'court' }),
  F('police_incident_report', 'police', 'justice', 'Incident report', ['name', 'dob', 'addr'], ['ref', 'plate'], 'letter', { prose: P.police }),
  F('witness_statement', 'police', 'justice', 'Witness statement', ['name', 'dob', 'addr', 'phone', 'nid'], ['case', 'date', 'official'], 'statement'),
  F('legal_aid_intake', 'legal', 'justice', 'Legal aid intake', ['name', 'dob', 'nid', 'addr', 'phone', 'email', 'tax'], ['case'], 'form'),
  F('notary_deed', 'legal', 'justice', 'Notarial deed (excerpt)', ['name', 'dob', 'addr', 'nid', 'tax', 'iban'], ['official', 'ref', 'date'], 'deed'),
  F('law_firm_client_intake', 'legal', 'justice', 'Client intake form', ['name', 'dob', 'email', 'phone', 'addr', 'pass'], ['case', 'org'], 'struct', { prose: P.legal }),
  F('ediscovery_review_notes', 'legal', 'justice', 'E-discovery review notes', [], [], 'ediscovery'),
  F('probation_case_note', 'police', 'justice', 'Probation case note', ['name', 'dob', 'addr', 'phone', 'nid'], ['case', 'official'], 'form'),
  F('bail_hearing_notice', 'court', 'justice', 'Notice of bail hearing', ['name', 'dob', 'addr'], ['case', 'date', 'svc'], 'letter', { prose: P.court, org: 'court' }),
  F('small_claims_filing', 'court', 'justice', 'Small claims filing', ['name', 'addr', 'email', 'phone', 'iban'], ['case', 'amount'], 'struct', { org: 'court' }),
  F('efiling_xml_payload', 'court', 'justice', 'E-filing submission', ['name', 'dob', 'addr', 'email', 'nid'], ['case', 'date'], 'xml', { root: 'FilingParty' }),
  F('crypto_seizure_report', 'police', 'justice', 'Digital asset seizure report', ['name', 'dob'], ['case'], 'letter', { prose: P.wallet }),
  F('ransomware_incident_report', 'police', 'justice', 'Cyber incident report', ['name', 'email', 'phone'], ['case', 'org'], 'letter', { prose: ['On {date} the municipal IT service reported an encryption attack. The ransom note demanded payment to {wallet} and gave the contact {email}.', 'Initial access came from {ip}; a second wallet {wallet} was named in a follow-up. Reporting officer: {official}.'] }),
  F('sanctions_screening_alert', 'customs', 'logistics', 'Sanctions screening alert', ['name', 'dob', 'pass', 'wallet', 'addr'], ['company', 'track'], 'struct', { root: 'screeningHit' }),
  F('court_hearing_sms', 'court', 'justice', 'Court SMS', [], [], 'sms', { chat: SMS_COURT }),
  // logistics
  F('shipping_label', 'shipping', 'logistics', 'Shipping label', [], [], tShippingLabel),
  F('bill_of_lading', 'shipping', 'logistics', 'Bill of lading', [], [], tBillOfLading),
  F('air_waybill', 'shipping', 'logistics', 'Air waybill', [], [], tAirWaybill),
  F('customs_declaration', 'customs', 'logistics', 'Customs declaration', [], [], tCustomsDecl),
  F('customs_broker_email', 'customs', 'logistics', 'Customs clearance query', ['name', 'addr', 'card'], ['track', 'hs'], 'email', { prose: P.customs }),
  F('courier_delivery_chat', 'shipping', 'logistics', 'Courier chat', [], [], 'chat', { chat: CHAT_COURIER, agent: 'Courier' }),
  F('courier_sms', 'shipping', 'logistics', 'Courier SMS', [], [], 'sms', { chat: SMS_COURIER }),
  F('customer_support_chat', 'shipping', 'logistics', 'Payments support chat', [], [], 'chat', { chat: CHAT_SUPPORT }),
  F('warehouse_pick_list', 'shipping', 'logistics', 'Pick list', [], [], tPickList),
  F('fleet_driver_roster', 'shipping', 'logistics', 'Driver roster', [], [], tRoster),
  F('returns_claim', 'shipping', 'logistics', 'Returns and damage claim', ['name', 'addr', 'email', 'iban', 'phone'], ['track', 'ref'], 'form'),
  F('freight_invoice', 'shipping', 'logistics', 'Freight invoice', ['name', 'addr', 'email', 'iban'], ['company', 'container', 'amount'], 'form'),
  F('proof_of_delivery', 'shipping', 'logistics', 'Proof of delivery', ['name', 'addr', 'phone', 'ip'], ['track', 'date'], 'struct', { root: 'delivery' }),
  F('cod_settlement', 'shipping', 'logistics', 'Cash-on-delivery settlement', ['name', 'acct', 'phone'], ['track', 'amount'], 'csv'),
  F('edifact_customs_message', 'customs', 'logistics', 'EDIFACT CUSDEC', [], [], tEdifact),
  F('carrier_webhook_payload', 'shipping', 'logistics', 'Carrier webhook', [], [], tCarrierWebhook),
  F('shipment_export_tsv', 'shipping', 'logistics', 'Shipment export', ['name', 'addr', 'phone', 'email', 'track'], [], 'csv', { cx: ['phone_intl', 'card'] }),
  F('import_duty_payment', 'customs', 'logistics', 'Import duty payment', ['name', 'card', 'email', 'tax'], ['track', 'amount', 'hs'], 'form'),
  // technical
  F('portal_env_file', 'municipal', 'tech', '.env', [], [], tEnv),
  F('portal_yaml_config', 'municipal', 'tech', 'config.yaml', [], [], tYaml),
  F('k8s_secret_manifest', 'municipal', 'tech', 'Kubernetes Secret', [], [], tK8s),
  F('terraform_config', 'municipal', 'tech', 'Terraform', [], [], tTerraform),
  F('ci_pipeline_config', 'municipal', 'tech', 'CI pipeline', [], [], tCI),
  F('docker_compose', 'municipal', 'tech', 'docker-compose.yml', [], [], tCompose),
  F('integration_log', 'shipping', 'tech', 'Integration log', [], [], tIntegrationLog),
  F('access_log', 'municipal', 'tech', 'Access log', [], [], tAccessLog),
  F('python_source', 'municipal', 'tech', 'Python source', [], [], (c) => codeBlock(c, 'py')),
  F('javascript_source', 'shipping', 'tech', 'JavaScript source', [], [], (c) => codeBlock(c, 'js')),
  F('go_source', 'court', 'tech', 'Go source', [], [], (c) => codeBlock(c, 'go')),
  F('java_source', 'benefit', 'tech', 'Java source', [], [], (c) => codeBlock(c, 'java')),
  F('dotnet_appsettings', 'court', 'tech', 'appsettings.json', [], [], (c) => codeBlock(c, 'cs')),
  F('php_config', 'municipal', 'tech', 'PHP config', [], [], (c) => codeBlock(c, 'php')),
  F('sql_dump', 'benefit', 'tech', 'SQL dump', [], [], tSql),
  F('claims_csv_export', 'benefit', 'tech', 'Claims export', ['name', 'dob', 'nid', 'iban', 'email'], ['ref'], 'csv', { cx: ['phone', 'card', 'ip', 'tax'] }),
  F('support_ticket_stacktrace', 'municipal', 'tech', 'Support ticket', [], [], tTicket),
  F('llm_prompt_paste', 'legal', 'tech', 'Assistant prompt', [], [], tPrompt),
  F('chatops_message', 'municipal', 'tech', 'Chat-ops channel', [], [], tChatOps),
  F('ini_config', 'benefit', 'tech', 'INI config', [], [], tIni),
  F('shell_history', 'municipal', 'tech', 'Shell history', [], [], tShell),
  F('git_diff', 'municipal', 'tech', 'Git diff', [], [], tGitDiff),
  F('webhook_config', 'shipping', 'tech', 'Webhook configuration', [], [], tWebhookCfg),
  F('ldap_ldif_export', 'municipal', 'tech', 'LDIF export', [], [], tLdif),
  F('helm_values', 'shipping', 'tech', 'Helm values', [], [], tHelm),
  F('private_key_file', 'court', 'tech', 'Key file', [], [], tKeyFile),
  F('jwt_debug_note', 'municipal', 'tech', 'Auth debug note', [], [], tJwtNote),
  F('api_docs_snippet', 'shipping', 'tech', 'API documentation', [], [], tApiDocs),
  F('payment_reconciliation_json', 'municipal', 'tech', 'Payment reconciliation', ['name', 'card', 'email', 'ip'], ['ref', 'amount'], 'json', { root: 'payment' }),
];

// ---------- special justice/gov builders ----------
const ISO3 = { US: 'USA', GB: 'GBR', IE: 'IRL', AU: 'AUS', CA: 'CAN', IN: 'IND', DE: 'D<<', FR: 'FRA', ES: 'ESP', MX: 'MEX', IT: 'ITA', PT: 'PRT', BR: 'BRA', NL: 'NLD', PL: 'POL', SE: 'SWE', NO: 'NOR', GR: 'GRC', RO: 'ROU', TR: 'TUR', RU: 'RUS', UA: 'UKR', AE: 'ARE', IL: 'ISR', JP: 'JPN', CN: 'CHN', KR: 'KOR' };
const bPassport = (k) => (ctx) => {
  // application form plus the machine-readable zone (ICAO 9303 TD3) of the previous passport, with computed check digits
  const { doc, r, L, p } = ctx;
  header(ctx, k, 'agency');
  if (r.chance(0.7)) doc.t(L.filler[0]).t('\n\n');
  const pass = field(ctx, 'pass');
  const rows = rowsOf(ctx, ['name', 'dob', 'addr', 'phone', ...extras(ctx, 'gov', r.int(0, 2)).filter(x => x !== 'pass')]);
  rows.splice(r.int(1, rows.length), 0, { key: 'pass', cap: L.caps.pass, it: pass });
  renderKV(doc, r, rows.concat(rowsOf(ctx, ['date'])), style(r, ['colon', 'dotted', 'table', 'nextline']), ctx.L.lang);
  const c3 = ISO3[L.cc] || 'XXX';
  const nm = `${(p.lf || 'DOE').toUpperCase()}<<${(p.lg || 'JANE').toUpperCase()}`.replace(/[^A-Z<]/g, '<');
  doc.t('\nMRZ:\n' + `P<${c3}${nm}`.padEnd(44, '<').slice(0, 44) + '\n');
  const num = pass.val.replace(/[^A-Z0-9]/g, '');
  const numF = num.padEnd(9, '<').slice(0, 9);
  const dob = `${String(p.y).slice(2)}${pad(p.m)}${pad(p.d)}`;
  const exp = `${r.int(27, 35)}${pad(r.int(1, 12))}${pad(r.int(1, 28))}`;
  const pn = '<'.repeat(14);
  const c1 = icaoCheck(numF), c2 = icaoCheck(dob), c3d = icaoCheck(exp), c4 = icaoCheck(pn);
  const comp = icaoCheck(numF + c1 + dob + c2 + exp + c3d + pn + c4);
  if (pass.lab) doc.v(num, 'passport_number', pass.lab.type); else doc.n(num, pass.neg);
  doc.t(numF.slice(num.length) + c1 + c3);
  if (ctx.decoy) doc.t(dob); else doc.v(dob, 'date_of_birth', 'mrz_date_of_birth', { soft: true });
  doc.t(`${c2}${p.sex}${exp}${c3d}${pn}${c4}${comp}\n`);
};
const bJudgment = (k) => (ctx) => {
  const { doc, r, L } = ctx;
  header(ctx, k, 'court');
  const rows = rowsOf(ctx, ['case', 'date']);
  renderKV(doc, r, rows, 'colon', ctx.L.lang);
  if (L.lang === 'en') {
    doc.t('\nBEFORE: District Judge '); doc.item(field(ctx, 'official')); doc.t('\n\nBETWEEN\n'); doc.item(field(ctx, 'org')); doc.t('  Claimant\nand\n'); doc.item(field(ctx, 'name')); doc.t('  Defendant\n\n');
    doc.t('1. The Defendant, born '); doc.item(field(ctx, 'dob')); doc.t(', of '); doc.item(field(ctx, 'addr')); doc.t(', did not attend.\n2. Judgment is entered for the Claimant in the sum of '); doc.t(amount(r, L)); doc.t('.\n3. Payment to be made to the Claimant\'s account; the Defendant\'s account '); doc.item(field(ctx, 'iban')); doc.t(' is subject to an attachment order.\n');
  } else {
    doc.t('\n'); renderKV(doc, r, rowsOf(ctx, ['official', 'name', 'dob', 'addr', 'iban']), 'colon', ctx.L.lang); doc.t(`\n${L.filler[0]}\n`);
  }
  sign(ctx, L.lang === 'en' ? 'Court Clerk' : '');
};
const bActivation = (k) => (ctx) => {
  const { doc, r, L, p } = ctx;
  doc.t('From: ').item(field(ctx, 'agency_mail')).t('\nTo: ').item(field(ctx, 'email')).t(`\n${L.caps.subject}: ${title(ctx, k)}\n\n`);
  if (L.lang === 'en') { doc.t('Dear '); doc.item(field(ctx, 'name')); doc.t(',\n\nyour account for the online services has been created. Sign in with the details below and change the temporary password straight away.\n\n'); }
  else { doc.t(`${L.caps.dear},\n\n${L.filler[0]}\n\n${L.caps.name}: `); doc.item(field(ctx, 'name')); doc.t('\n'); }
  doc.t(`${L.lang === 'en' ? 'Username' : 'Login'}: `).item(field(ctx, 'email')).t(`\n${L.caps.pwd}: `).item(pwItem(ctx)).t('\n');
  if (r.chance(0.5)) { doc.t(`${L.lang === 'en' ? 'Recovery code' : 'PIN'}: `).item(ctx.decoy ? { val: 'XXXX-XXXX', neg: 'placeholder' } : { val: r.fill('####-####-####'), lab: { category: 'password', type: 'recovery_code', soft: true } }).t('\n'); }
  doc.t(`${L.caps.ref}: `).item(field(ctx, 'ref')).t('\n');
  doc.t(`\n${L.filler[2]}\n`); void p;
};
const bDocket = (k) => (ctx) => {
  const { doc, r, L } = ctx;
  doc.t(`${orgName(r, L, 'court')}\n${L.lang === 'en' ? 'DOCKET' : L.titles.court} `); doc.item(field(ctx, 'case')); doc.t('\n\n');
  doc.t(L.lang === 'en' ? 'Date        | Entry\n------------|------------------------------------------\n' : `${L.caps.date} | …\n`);
  const entries = L.lang === 'en' ? ['Complaint filed by {name}, address {addr}.', 'Summons issued; service by process server at {addr}.', 'Notice of appearance; counsel e-mail {email}, phone {phone}.', 'Order of Judge {official} setting hearing on {date}.', 'Motion to seal exhibit (contains {nid}).', 'Garnishment order directed to account {iban}.'] : ['{name}', '{addr}', '{email}', '{official}', '{date}', '{nid}'];
  for (const e of r.sample(entries, r.int(4, 6))) { doc.item(field(ctx, 'date')); doc.t(' | '); prose(ctx, e); doc.t('\n'); }
};
const bStatement = (k) => (ctx) => {
  const { doc, r, L } = ctx;
  doc.t(`${L.lang === 'en' ? 'WITNESS STATEMENT' : title(ctx, k).toUpperCase()}\n`);
  renderKV(doc, r, rowsOf(ctx, ['case', 'name', 'dob', 'addr', 'phone', 'nid']), r.pick(['colon', 'dotted']), ctx.L.lang);
  if (L.lang === 'en') { doc.t('\nI make this statement in my own words. On '); doc.item(field(ctx, 'date')); doc.t(' I was at home at the above address when I saw a white van, registration '); doc.item(field(ctx, 'plate')); doc.t(', stop outside. My neighbour '); doc.item(ctx.decoy ? field(ctx, 'org') : { val: makePerson(r, L).full, lab: { category: 'person_name', type: 'full_name' } }); doc.t(' also saw it and can be reached on '); doc.item(field(ctx, 'phone')); doc.t('.\n\nStatement taken by PC '); doc.item(field(ctx, 'official')); doc.t('.\n'); }
  else { doc.t(`\n${L.filler[0]}\n${L.caps.plate}: `); doc.item(field(ctx, 'plate')); doc.t(`\n\n`); doc.item(field(ctx, 'official')); doc.t('\n'); }
};
const bDeed = (k) => (ctx) => {
  const { doc, r, L } = ctx;
  header(ctx, k, 'agency');
  const p2 = makePerson(r, L);
  if (L.lang === 'en') {
    doc.t('Before me, '); doc.item(field(ctx, 'official')); doc.t(', notary public, appeared:\n\n1. '); doc.item(field(ctx, 'name')); doc.t(', born '); doc.item(field(ctx, 'dob')); doc.t(', residing at '); doc.item(field(ctx, 'addr')); doc.t(', identified by '); doc.item(field(ctx, 'nid')); doc.t(';\n2. ');
    const rows = rowsOf(ctx, ['name', 'dob', 'addr'], p2); doc.item(rows[0].it); doc.t(', born '); doc.item(rows[1].it); doc.t(', residing at '); doc.item(rows[2].it); doc.t('.\n\nThe purchase price shall be paid to account '); doc.item(field(ctx, 'iban')); doc.t('.\n');
  } else {
    renderKV(doc, r, rowsOf(ctx, ['official', 'name', 'dob', 'addr', 'nid', 'tax']), 'colon', ctx.L.lang); doc.t('\n'); renderKV(doc, r, rowsOf(ctx, ['name', 'dob', 'addr', 'tax', 'iban'], p2), 'colon', ctx.L.lang);
  }
  sign(ctx, 'Notary');
};
const bRedaction = (k) => (ctx) => {
  const { doc, r, L } = ctx;
  doc.t(`${L.lang === 'en' ? 'FOI REDACTION LOG' : title(ctx, k)} — `); doc.item(field(ctx, 'ref')); doc.t('\nPage | Exemption | Original text (internal only) | Note\n');
  const items = [['name', 's.40 personal data'], ['email', 's.40 personal data'], ['phone', 's.40 personal data'], ['addr', 's.40 personal data'], ['official', 'not redacted – official acting in role'], ['org', 'not redacted'], ['nid', 's.40 personal data'], ['svc', 'not redacted – public line']];
  for (const [key, note] of r.sample(items, r.int(4, 7))) { doc.t(`${r.int(1, 60)} | ${note.startsWith('s.') ? 's.40(2)' : '—'} | `); doc.item(rowsOf(ctx, [key])[0].it); doc.t(` | ${note}\n`); }
};
const bEdisc = (k) => (ctx) => {
  const { doc, r, L } = ctx;
  doc.t(`Review batch ${r.int(1, 300)} — matter `); doc.item(field(ctx, 'case')); doc.t(`\nReviewer notes (${L.id})\n\n`);
  if (L.lang === 'en') { for (const t of P.ediscovery) { prose(ctx, t); doc.t('\n\n'); } }
  else { renderKV(doc, r, rowsOf(ctx, ['name', 'email', 'phone', 'iban', 'pass']), 'dash', ctx.L.lang); }
  doc.t('Hot doc: '); doc.t(r.pick(['yes', 'no'])); doc.t('; privilege: '); doc.t(r.pick(['attorney-client', 'none', 'work product'])); doc.t('\n');
};

const RENDER = { portal_env_file: 'dotenv', portal_yaml_config: 'yaml', k8s_secret_manifest: 'k8s_yaml', terraform_config: 'hcl', ci_pipeline_config: 'ci_yaml', docker_compose: 'compose_yaml', integration_log: 'log', access_log: 'access_log', python_source: 'code_python', javascript_source: 'code_javascript', go_source: 'code_go', java_source: 'code_java', dotnet_appsettings: 'json', php_config: 'code_php', sql_dump: 'sql', support_ticket_stacktrace: 'ticket_stacktrace', llm_prompt_paste: 'prompt', chatops_message: 'chat', ini_config: 'ini', shell_history: 'shell', git_diff: 'diff', webhook_config: 'json', ldap_ldif_export: 'ldif', helm_values: 'yaml', private_key_file: 'pem', jwt_debug_note: 'http_headers', api_docs_snippet: 'markdown', shipping_label: 'label', bill_of_lading: 'document_table', air_waybill: 'form_nextline', customs_declaration: 'form', edifact_customs_message: 'edifact', carrier_webhook_payload: 'http_json', warehouse_pick_list: 'fixed_width', fleet_driver_roster: 'csv', benefit_payment_file: 'fixed_width', passport_application: 'form_mrz', docket_sheet: 'table', foi_redaction_log: 'table', court_judgment_excerpt: 'prose', witness_statement: 'prose', notary_deed: 'prose', ediscovery_review_notes: 'prose', portal_account_activation: 'email' };
export const KINDS = SPECS.map((k) => {
  let build;
  if (typeof k.b === 'function') build = k.b;
  else build = ({ form: bForm, letter: bLetter, struct: (x) => bStruct(x), json: (x) => bStruct(x, 'json'), xml: (x) => bStruct(x, 'xml'), csv: bCsv, fixed: bFixed, email: bEmail, chat: (x) => bChat(x, false), sms: (x) => bChat(x, true), passport: bPassport, judgment: bJudgment, docket: bDocket, statement: bStatement, activation: bActivation, deed: bDeed, redaction: bRedaction, ediscovery: bEdisc })[k.b](k);
  return { ...k, rendering: RENDER[k.name] || (k.b === 'letter' ? 'letter' : k.b), build, w: k.name === 'private_key_file' ? 2.5 : k.fam === 'tech' ? 1.4 : 1 };
});
export { rowsOf };
