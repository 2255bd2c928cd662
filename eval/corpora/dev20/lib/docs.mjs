// Document kinds. Each renderer places every item in ctx.items (category-balanced by the caller)
// and, when ctx.negOn, some hard negatives.
import { LANG } from './lang.mjs';
import { B, jsonEsc, indentMulti, b64enc, labelOf, keyOf, isSecret } from './build.mjs';
import * as V from './values.mjs';
import * as S from './secrets.mjs';
import { makeNeg, negWord, PROSE_NEG, TECH_NEG } from './negatives.mjs';

const NW2 = { en: ['Project', 'Location', 'e.g.'], de: ['Projekt', 'Standort', 'z. B.'], fr: ['Projet', 'Site', 'ex.'], es: ['Proyecto', 'Sede', 'p. ej.'], pt: ['Projeto', 'Unidade', 'ex.'], it: ['Progetto', 'Sede', 'es.'], nl: ['Project', 'Locatie', 'bijv.'], pl: ['Projekt', 'Oddział', 'np.'], sv: ['Projekt', 'Kontor', 't.ex.'], tr: ['Proje', 'Şube', 'örn.'], ja: ['プロジェクト', '拠点', '例'], zh: ['项目', '地点', '例如'], ar: ['مشروع', 'الفرع', 'مثال'] };
const colon = (c) => (['ja', 'zh'].includes(c.L.lang) ? '：' : c.L.lang === 'fr' ? ' : ' : ': ');
const nl = (c) => c.b.t('\n');
const take = (items, pred) => { const i = items.findIndex(pred); return i < 0 ? null : items.splice(i, 1)[0]; };
const ts = (r) => `2025-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}T${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}.${r.digits(3)}Z`;
const hhmm = (r) => `${String(r.int(7, 19)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;

// ---------- negatives ----------
function proseNeg(c) {
  if (!c.negOn || c.negLeft <= 0) return;
  c.negLeft--;
  const r = c.rng, b = c.b, lang = c.L.lang, kind = r.pick(PROSE_NEG);
  const v = makeNeg(r, kind, c.locale);
  const w = NW2[lang] || NW2.en;
  switch (kind) {
    case 'public_figure': case 'fictional_character': case 'brand': b.t(`${w[0]}${colon(c)}`).n(kind, v); break;
    case 'city': b.t(`${w[1]}${colon(c)}`).n(kind, v); break;
    case 'placeholder_name': b.t(`(${w[2]} `).n(kind, v).t(')'); break;
    case 'role_mailbox': b.t(`${rr(c, c.L.L.email)}${colon(c)}`).n(kind, v); break;
    case 'masked_value': case 'example_key': b.t(`${negWord(lang, 'reference_number')}${colon(c)}`).n(kind, v); break;
    case 'luhn_invalid_number': b.t(`${negWord(lang, 'reference_number')}${colon(c)}`).n(kind, v); break;
    default: b.t(`${negWord(lang, kind)}${colon(c)}`).n(kind, v);
  }
  nl(c);
}
const rr = (c, arr) => c.rng.pick(arr);
function techNeg(c, render) { // render(kind, value) must write to c.b
  if (!c.negOn || c.negLeft <= 0) return; c.negLeft--;
  const kind = c.rng.pick(TECH_NEG); render(kind, makeNeg(c.rng, kind, c.locale));
}

// ---------- prose placement ----------
function sayItem(c, it) {
  const r = c.rng, L = c.L, b = c.b;
  const label = labelOf(r, c.locale, it);
  if (it.value.includes('\n')) { b.t(`${label}${colon(c).trimEnd()}\n`).v(it); return; }
  if (it.routing) { b.t(`${it.routingLabel}${colon(c)}`).v(it.routing).t(r.pick([', ', ' / ', '\n'])); b.t(`${label}${colon(c)}`).v(it); return; }
  const x = r.float();
  if (x < 0.4) b.t(`${label}${colon(c)}`).v(it);
  else if (x < 0.7 || !L.free[it.category]) b.f(r.pick(L.labelSay), it, label);
  else b.f(r.pick(L.free[it.category]), it);
}
function sayAll(c, items) { for (const it of items) { sayItem(c, it); nl(c); if (c.rng.chance(0.3)) proseNeg(c); } }

// ---------- prose kinds ----------
function signature(c, items) {
  const b = c.b, r = c.rng;
  const nm = take(items, (i) => i.category === 'person_name');
  if (nm) { b.v(nm); nl(c); }
  b.t(r.pick(c.L.titles)); nl(c);
  for (const it of items.splice(0)) { if (it.value.includes('\n') || isSecret(it.category)) { sayItem(c, it); nl(c); continue; } b.t(`${labelOf(r, c.locale, it).replace(/:$/, '')}${colon(c)}`).v(it); nl(c); }
}
function greeting(c, items) {
  const L = c.L, r = c.rng;
  const nm = items.find((i) => i.category === 'person_name' && i.addressee);
  if (nm) { items.splice(items.indexOf(nm), 1); const g = r.pick(L.greet); const [a, z] = g.split('{n}'); c.b.t(a).v(nm).t(z); } else c.b.t(r.pick(L.greetAnon));
  c.b.t('\n');
}
function R_support_ticket(c) {
  const { b, r, L } = { b: c.b, r: c.rng, L: c.L }; const items = c.items;
  b.t(`[${L.w.ticket} #${r.int(100000, 999999)}] ${r.pick(L.issues)}\n`);
  const nm = take(items, (i) => i.category === 'person_name'), em = take(items, (i) => i.category === 'email');
  if (nm || em) { b.t(`${L.w.from}${colon(c)}`); if (nm) b.v(nm); if (nm && em) b.t(' <'); if (em) b.v(em); if (nm && em) b.t('>'); nl(c); }
  b.t(`${L.w.priority}${colon(c)}${L.w.high} | ${L.w.status}${colon(c)}${L.w.open}\n`);
  proseNeg(c);
  b.t('\n'); greeting(c, items); b.t(`${r.pick(L.issues)} ${r.pick(L.fillers)}\n`);
  sayAll(c, items); b.t(`${r.pick(L.fillers)}\n${r.pick(L.signoff)}\n`);
}
function R_helpdesk_chat(c) {
  const { b, rng: r, L } = c; const items = c.items; let t0 = r.int(8, 17) * 60 + r.int(0, 59);
  const agent = `#${r.int(10, 99)}`;
  const stamp = () => { t0 += r.int(0, 3); return `[${String(Math.floor(t0 / 60) % 24).padStart(2, '0')}:${String(t0 % 60).padStart(2, '0')}]`; };
  const nm = take(items, (i) => i.category === 'person_name');
  const cust = nm ? null : L.w.customer;
  const who = () => { if (cust) b.t(cust); else b.v(nm); };
  b.t(`${stamp()} ${L.w.agent} ${agent}: ${r.pick(L.greetAnon)} ${r.pick(L.fillers)}\n`);
  b.t(`${stamp()} `); who(); b.t(`: ${r.pick(L.issues)}\n`);
  for (const it of items.splice(0)) {
    b.t(`${stamp()} ${L.w.agent} ${agent}: ${r.pick(L.chat)}\n`);
    b.t(`${stamp()} ${L.w.customer}: `); sayItem(c, it); nl(c);
    if (c.negOn && c.negLeft > 0 && r.chance(0.3)) { b.t(`${stamp()} ${L.w.agent} ${agent}: `); proseNeg(c); }
  }
  b.t(`${stamp()} ${L.w.agent} ${agent}: ${r.pick(L.signoff)}\n`);
}
function emailBody(c, items, sender, recipientName) {
  const { b, rng: r, L } = c;
  b.t(`${L.w.from}${colon(c)}`);
  if (sender.name) { b.v(sender.name); b.t(' <'); } if (sender.email) b.v(sender.email); else b.n('role_mailbox', makeNeg(r, 'role_mailbox', c.locale)); if (sender.name) b.t('>');
  nl(c); b.t(`${L.w.to}${colon(c)}`); b.n('role_mailbox', makeNeg(r, 'role_mailbox', c.locale)); nl(c);
  b.t(`${L.w.date}${colon(c)}`); b.n('date_not_dob', makeNeg(r, 'date_not_dob', c.locale)); b.t(` ${hhmm(r)}\n`);
  b.t(`${L.w.subject}${colon(c)}${r.pick([L.w.letterSubj, r.pick(L.issues)])}\n\n`);
  if (recipientName) items.unshift(recipientName);
  greeting(c, items); b.t(`${r.pick(L.fillers)} ${r.pick(L.issues)}\n`);
  const sig = items.filter((i) => ['phone_number', 'street_address'].includes(i.category) && r.chance(0.6));
  const body = items.filter((i) => !sig.includes(i));
  sayAll(c, body); if (r.chance(0.4)) proseNeg(c);
  b.t(`${r.pick(L.signoff)}\n`);
  if (sender.name) { b.v({ ...sender.name, _src: sender.name }); nl(c); }
  for (const it of sig) { b.t(`${labelOf(r, c.locale, it)}${colon(c)}`).v(it); nl(c); }
  if (r.chance(0.2)) b.t(`${L.w.sig}\n`);
}
function emailParts(c) {
  const items = c.items, r = c.rng;
  const names = items.filter((i) => i.category === 'person_name');
  const sender = { name: null, email: null }; let recipientName = null;
  if (names.length) { sender.name = names[0]; items.splice(items.indexOf(names[0]), 1); }
  if (names.length > 1) { recipientName = names[1]; recipientName.addressee = true; items.splice(items.indexOf(names[1]), 1); }
  const em = take(items, (i) => i.category === 'email'); if (em) sender.email = em;
  return { sender, recipientName, rest: items.splice(0) };
}
function R_email(c) { const { sender, recipientName, rest } = emailParts(c); emailBody(c, rest, sender, recipientName); }
function R_email_thread(c) {
  const { b, rng: r, L } = c; const { sender, recipientName, rest } = emailParts(c);
  const half = Math.ceil(rest.length / 2);
  const sub = new B(); const main = c.b; c.b = sub;
  emailBody(c, rest.slice(half), { name: null, email: null }, null);
  c.b = main;
  b.t(`${L.w.re} ${r.pick(L.issues)}\n\n`); greeting(c, recipientName ? [recipientName] : []);
  sayAll(c, rest.slice(0, half)); b.t(`${r.pick(L.signoff)}\n`);
  if (sender.name) { b.v(sender.name); nl(c); } if (sender.email) { b.v(sender.email); nl(c); }
  b.t(`\n${makeNeg(r, 'date_not_dob', c.locale)} ${L.w.wrote}\n`);
  b.appendPrefixed(sub, '> '); nl(c);
  for (const it of rest) it.placed = true; // placed via sub-builder
}
function R_letter(c) {
  const { b, rng: r, L } = c; const items = c.items;
  const nm = take(items, (i) => i.category === 'person_name'), ad = take(items, (i) => i.category === 'street_address');
  if (nm) { b.v(nm); nl(c); } if (ad) { b.v(ad); nl(c); }
  const ph = take(items, (i) => i.category === 'phone_number'); if (ph) { b.t(`${labelOf(r, c.locale, ph)}${colon(c)}`).v(ph); nl(c); }
  b.t('\n'); b.t(`${r.pick(['ACME', 'Nordwind', 'Helios', 'Meridian'])} ${r.pick(['GmbH', 'Ltd', 'S.A.', 'AB', 'A.Ş.', '株式会社', '有限公司', 'B.V.', 'sp. z o.o.', 'S.p.A.', 'Ltda.'])}\n`);
  b.n('city', makeNeg(r, 'city', c.locale)); b.t('\n\n');
  b.n('date_not_dob', makeNeg(r, 'date_not_dob', c.locale)); b.t('\n\n');
  b.t(`${L.w.subject}${colon(c)}${L.w.letterSubj}\n\n${r.pick(L.greetAnon)}\n${L.w.letterBody}\n`);
  sayAll(c, items.splice(0)); proseNeg(c);
  b.t(`\n${r.pick(L.signoff)}\n`); if (nm) { b.v({ ...nm, _src: nm }); nl(c); }
}
function R_form(c) {
  const { b, rng: r, L } = c; const items = c.items;
  b.t(`${L.w.form}\n${'='.repeat(Math.min(40, L.w.form.length + 4))}\n`);
  const style = r.int(0, 2);
  for (const it of items.splice(0)) {
    const lab = labelOf(r, c.locale, it);
    if (it.routing) { b.t(`${it.routingLabel}${colon(c)}`).v(it.routing).t('\n'); }
    if (style === 0) { b.t(`${lab}${colon(c)}`).v(it); }
    else if (style === 1) { b.t(`${lab.padEnd(22, ' ')}`).v(it); }
    else { b.t(`[x] ${lab}${colon(c)}`).v(it); }
    nl(c); if (r.chance(0.3)) proseNeg(c);
  }
  b.t(`${L.w.date}${colon(c)}`).n('date_not_dob', makeNeg(r, 'date_not_dob', c.locale)); b.t('\n');
}
function R_meeting_notes(c) {
  const { b, rng: r, L } = c; const items = c.items;
  b.t(`# ${L.w.meeting} – `).n('date_not_dob', makeNeg(r, 'date_not_dob', c.locale)); b.t('\n');
  const names = items.filter((i) => i.category === 'person_name'); for (const n of names) items.splice(items.indexOf(n), 1);
  if (names.length) { b.t(`${L.w.attendees}${colon(c)}`); names.forEach((n, i) => { if (i) b.t(', '); b.v(n); }); b.t('\n'); }
  b.t(`\n## ${L.w.notes}\n`);
  b.t(`- ${r.pick(L.issues)}\n`);
  for (const it of items.splice(0)) { b.t('- '); sayItem(c, it); nl(c); if (c.negOn && c.negLeft > 0 && r.chance(0.35)) { b.t('- '); proseNeg(c); } }
  b.t(`\n## ${L.w.actions}\n- [ ] ${r.pick(L.fillers)}\n`);
}
function R_team_chat(c) {
  const { b, rng: r, L } = c; const items = c.items;
  const handles = [...r.sample(['oncall-sre', 'platform-dev', 'backend-2', 'qa-lead', 'infra-team', 'data-eng'], 2), 'ops-bot'];
  let t = r.int(9, 17) * 60;
  const head = (h) => { t += r.int(0, 7); b.t(`${h}  ${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}\n`); };
  head(handles[0]); b.t(`${r.pick(L.chat)} ${r.pick(L.issues)}\n`);
  for (const it of items.splice(0)) {
    head(r.pick(handles.slice(0, 2)));
    if (isSecret(it.category) && r.chance(0.6)) { b.t(`${r.pick(L.chat)}\n\`\`\`\n`); if (it.value.includes('\n')) b.v(it); else { const k = keyOf(r, it, 'env'); b.t(`${k}=`).v(it); } b.t('\n```\n'); }
    else { sayItem(c, it); nl(c); }
    if (r.chance(0.4)) { head(handles[r.int(0, 1)]); b.t(`${r.pick(L.chat)}\n`); }
    if (c.negOn && c.negLeft > 0 && r.chance(0.25)) { head(handles[0]); proseNeg(c); }
  }
}

// ---------- technical kinds ----------
function R_log_plain(c) {
  const { b, rng: r } = c; const items = c.items;
  const svc = r.pick(['auth', 'api-gateway', 'billing', 'orders', 'notifier', 'etl', 'checkout']);
  const noise = () => b.t(`${ts(r)} ${r.pick(['INFO', 'DEBUG', 'WARN'])} [${svc}] ${r.pick(['request completed status=200 duration_ms=' + r.int(3, 900), 'cache miss key=session:' + r.hex(8), 'healthcheck ok', 'retrying in ' + r.int(1, 30) + 's', 'worker started pid=' + r.int(1000, 65000)])}\n`);
  noise();
  for (const it of items.splice(0)) {
    if (r.chance(0.5)) noise();
    const lvl = r.pick(['INFO', 'WARN', 'ERROR', 'DEBUG']);
    b.t(`${ts(r)} ${lvl} [${svc}] `);
    switch (it.category) {
      case 'connection_string': b.t(r.pick(['could not connect to ', 'connecting to ', 'pool init dsn='])).v(it); break;
      case 'auth_token': b.t(`${r.pick(['GET', 'POST'])} /api/v${r.int(1, 3)}/orders headers={Authorization: Bearer `).v(it).t('}'); break;
      case 'api_key': b.t(`outbound call ${it.vendor} ${r.pick(['api_key', 'key', 'x-api-key'])}=`).v(it).t(' status=401'); break;
      case 'webhook_url': b.t('notify POST ').v(it).t(` -> ${r.pick([200, 404, 500])}`); break;
      case 'password': b.t(`login attempt user=${r.pick(['admin', 'root', 'svc'])} password=`).v(it).t(' result=failed'); break;
      case 'private_key': b.t('loaded signing key:\n').v(it); break;
      case 'ip_address': b.t(`${r.pick(['login ok from', 'rate limit exceeded for', 'blocked'])} `).v(it); break;
      default: b.t(`${r.pick(['user updated', 'validation failed', 'payment declined', 'profile saved'])} ${keyOf(r, it, 'snake')}=`).v(it);
    }
    nl(c);
    if (r.chance(0.4)) techNeg(c, (k, v) => { b.t(`${ts(r)} INFO [${svc}] ${k === 'doc_ip' || k === 'local_ip' ? 'upstream=' : k === 'version' ? 'build version=' : k === 'uuid' ? 'request_id=' : k === 'hash' ? 'commit=' : 'note='}`).n(k, v).t('\n'); });
  }
  noise();
}
function R_log_json(c) {
  const { b, rng: r } = c; const items = c.items;
  const line = (fields) => { b.t('{'); fields.forEach(([k, v, kind], i) => { if (i) b.t(','); b.t(`"${k}":`); if (typeof v === 'number') b.t(String(v)); else if (v && v.category) { b.t('"').v(jsonEsc(v)).t('"'); } else if (kind) { b.t('"').n(kind, v).t('"'); } else b.t(JSON.stringify(v)); }); b.t('}\n'); };
  line([['ts', ts(r)], ['level', 'info'], ['msg', 'server started'], ['port', 8080]]);
  for (const it of items.splice(0)) {
    const f = [['ts', ts(r)], ['level', r.pick(['info', 'warn', 'error'])], ['msg', r.pick(['request', 'auth failure', 'user created', 'job failed', 'outbound webhook'])]];
    if (r.chance(0.5)) f.push(['request_id', S.uuid(r), 'uuid']);
    f.push([keyOf(r, it, r.pick(['snake', 'camel'])), it]);
    line(f);
    if (r.chance(0.3)) techNeg(c, (k, v) => line([['ts', ts(r)], ['level', 'debug'], ['msg', 'meta'], [k === 'version' ? 'version' : k === 'hash' ? 'sha' : 'ref', v, k]]));
  }
}
function R_log_logfmt(c) {
  const { b, rng: r } = c; const items = c.items;
  for (const it of items.splice(0)) {
    b.t(`ts=${ts(r)} level=${r.pick(['info', 'warn', 'error'])} msg="${r.pick(['request served', 'login', 'db error', 'retry'])}" `);
    if (it.value.includes('\n')) { b.t(`${keyOf(r, it, 'snake')}="`).v(jsonEsc(it)).t('"'); }
    else if (/\s/.test(it.value)) { b.t(`${keyOf(r, it, 'snake')}="`).v(it).t('"'); }
    else b.t(`${keyOf(r, it, 'snake')}=`).v(it);
    b.t(` duration=${r.int(1, 999)}ms\n`);
    if (r.chance(0.4)) techNeg(c, (k, v) => { b.t(`ts=${ts(r)} level=debug ${k === 'uuid' ? 'trace_id' : k === 'version' ? 'version' : k === 'hash' ? 'commit' : 'value'}=`).n(k, v).t('\n'); });
  }
}
function kvLines(c, style, sep, quote) {
  const { b, rng: r } = c;
  for (const it of c.items.splice(0)) {
    if (r.chance(0.3)) b.t(`${style === 'env' ? '#' : style === 'ini' ? ';' : '#'} ${r.pick(['TODO: move to vault', 'prod', 'do not commit', 'staging', 'shared with partner', c.L.fillers[0]])}\n`);
    const k = keyOf(r, it, style === 'ini' ? 'snake' : style === 'properties' ? 'dot' : 'env');
    if (it.routing) { b.t(`${k.replace(/account.?number|bank.?account/i, 'routing')}${sep}`).v(it.routing).t('\n'); }
    if (it.value.includes('\n')) { b.t(`${k}${sep}"`).v(jsonEsc(it)).t('"\n'); continue; }
    const q = quote && (r.chance(0.4) || /[\s#;]/.test(it.value)) ? '"' : '';
    b.t(`${k}${sep}${q}`).v(it).t(`${q}\n`);
    if (r.chance(0.35)) techNeg(c, (kind, v) => { b.t(`${kind === 'version' ? 'APP_VERSION' : kind === 'placeholder' || kind === 'example_key' ? 'EXAMPLE_' + k : kind === 'doc_ip' || kind === 'local_ip' ? 'BIND_ADDR' : kind === 'hash' ? 'GIT_SHA' : kind === 'uuid' ? 'INSTANCE_ID' : 'SUPPORT_EMAIL'}${sep}`).n(kind, v).t('\n'); });
  }
}
function R_config_env(c) { c.b.t(`# .env.${c.rng.pick(['production', 'local', 'staging'])}\nNODE_ENV=production\nPORT=${c.rng.pick([3000, 8080, 8000])}\n`); kvLines(c, 'env', '=', true); }
function R_config_ini(c) { c.b.t(`[${c.rng.pick(['database', 'mail', 'service', 'credentials', 'client'])}]\n`); kvLines(c, 'ini', c.rng.pick([' = ', '=']), false); }
function R_config_properties(c) { c.b.t(`# application-${c.rng.pick(['prod', 'dev'])}.properties\nserver.port=8080\nspring.application.name=${c.rng.pick(['orders', 'billing', 'crm'])}\n`); kvLines(c, 'properties', '=', false); }
function R_config_yaml(c) {
  const { b, rng: r } = c;
  b.t(`# ${r.pick(['config/production.yml', 'values.yaml', 'application.yml', '.github/workflows/deploy.yml'])}\n${r.pick(['app', 'service', 'settings'])}:\n  name: ${r.pick(['orders', 'billing', 'notifier'])}\n  replicas: ${r.int(1, 5)}\n`);
  for (const it of c.items.splice(0)) {
    const k = keyOf(r, it, 'snake');
    if (it.value.includes('\n')) { b.t(`  ${k}: |\n    `).v(indentMulti(it, '    ')).t('\n'); continue; }
    const q = r.chance(0.4) || /[:#]/.test(it.value) ? '"' : '';
    b.t(`  ${k}: ${q}`).v(it).t(`${q}\n`);
    if (r.chance(0.35)) techNeg(c, (kind, v) => { b.t(`  ${kind === 'version' ? 'image_tag' : kind === 'hash' ? 'checksum' : kind === 'uuid' ? 'tenant_id' : kind === 'doc_ip' || kind === 'local_ip' ? 'listen' : 'example'}: "`).n(kind, v).t('"\n'); });
  }
}
function R_config_json(c) {
  const { b, rng: r } = c; const items = c.items;
  const pk = items.find((i) => i.category === 'private_key' && i.multiline);
  if (pk && r.chance(0.7)) { // GCP service-account style
    items.splice(items.indexOf(pk), 1); const proj = `${r.pick(['acme', 'orders', 'data'])}-${r.pick(['prod', 'dev'])}-${r.digits(6)}`;
    b.t(`{\n  "type": "service_account",\n  "project_id": "${proj}",\n  "private_key_id": "`).n('hash', r.hex(40)).t('",\n  "private_key": "').v(jsonEsc(pk)).t(`\\n",\n  "client_email": "`).n('service_account_email', `${r.pick(['deployer', 'ci-runner', 'etl'])}@${proj}.iam.gserviceaccount.com`).t(`",\n  "client_id": "${r.digits(21)}",\n  "token_uri": "https://oauth2.googleapis.com/token"`);
    for (const it of items.splice(0)) { b.t(`,\n  "${keyOf(r, it, 'camel')}": "`).v(jsonEsc(it)).t('"'); }
    b.t('\n}\n'); return;
  }
  b.t(`{\n  "${r.pick(['Logging', 'logging'])}": { "level": "${r.pick(['Information', 'debug'])}" }`);
  for (const it of items.splice(0)) {
    b.t(`,\n  "${keyOf(r, it, r.pick(['camel', 'pascal']))}": "`).v(jsonEsc(it)).t('"');
    if (r.chance(0.3)) techNeg(c, (kind, v) => { b.t(`,\n  "${kind === 'version' ? 'version' : kind === 'uuid' ? 'tenantId' : kind === 'hash' ? 'buildSha' : 'example'}": "`).n(kind, v).t('"'); });
  }
  b.t('\n}\n');
}
function R_docker_compose(c) {
  const { b, rng: r } = c;
  b.t(`services:\n  ${r.pick(['api', 'worker', 'web'])}:\n    image: ghcr.io/${r.pick(['acme', 'nordwind', 'orbit'])}/${r.pick(['api', 'worker'])}:`).n('version', makeNeg(r, 'version', c.locale)).t(`\n    ports:\n      - "8080:8080"\n    environment:\n`);
  for (const it of c.items.splice(0)) {
    const k = keyOf(r, it, 'env');
    if (it.value.includes('\n')) { b.t(`      ${k}: "`).v(jsonEsc(it)).t('"\n'); continue; }
    if (r.chance(0.5)) b.t(`      - ${k}=`).v(it).t('\n'); else b.t(`      ${k}: "`).v(it).t('"\n');
  }
  b.t(`  db:\n    image: postgres:16\n`);
}
function R_k8s_secret(c) {
  const { b, rng: r } = c; const enc = r.chance(0.4);
  b.t(`apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${r.pick(['app-secrets', 'db-credentials', 'api-keys'])}\n  namespace: ${r.pick(['prod', 'default', 'payments'])}\ntype: Opaque\n${enc ? 'data' : 'stringData'}:\n`);
  for (const it of c.items.splice(0)) {
    const k = keyOf(r, it, r.pick(['env', 'snake', 'kebab']));
    if (enc) { b.t(`  ${k}: `).v(b64enc(it)).t('\n'); continue; }
    if (it.value.includes('\n')) { b.t(`  ${k}: |\n    `).v(indentMulti(it, '    ')).t('\n'); continue; }
    b.t(`  ${k}: "`).v(it).t('"\n');
  }
}
function R_cli_session(c) {
  const { b, rng: r } = c; const host = `${r.pick(['dev', 'ops', 'ci'])}@${r.pick(['bastion', 'build-01', 'laptop'])}`;
  const P = () => b.t(`${host}:~$ `);
  for (const it of c.items.splice(0)) {
    P();
    switch (it.category) {
      case 'password': r.pick([() => b.t(`mysql -h db.internal -u root -p'`).v(it).t("' orders"), () => b.t('sshpass -p ').v(it).t(' ssh admin@10.0.3.4'), () => b.t('docker login registry.internal -u deploy --password ').v(it), () => b.t('curl -u admin:').v(it).t(' https://jenkins.internal/api/json'), () => b.t('PGPASSWORD=').v(it).t(' psql -h db -U app')])(); break;
      case 'connection_string': b.t(r.pick(['psql "', 'mongosh "', 'redis-cli -u "', 'export DATABASE_URL="'])).v(it).t('"'); break;
      case 'auth_token': b.t(`curl -s -H "Authorization: Bearer `).v(it).t(`" https://api.${r.pick(['github.com', 'internal.example', 'slack.com'])}/v1/me`); break;
      case 'api_key': b.t(`export ${it.envKey}=`).v(it); break;
      case 'webhook_url': b.t(`curl -X POST -H 'Content-type: application/json' --data '{"text":"deploy done"}' `).v(it); break;
      case 'private_key': if (it.value.includes('\n')) b.t('cat ~/.ssh/id_deploy\n').v(it); else b.t(`export ${keyOf(r, it, 'env')}=`).v(it); break;
      case 'ip_address': b.t('ssh -i ~/.ssh/id_ed25519 ubuntu@').v(it); break;
      case 'email': b.t('git config --global user.email "').v(it).t('"'); break;
      case 'person_name': b.t('git config --global user.name "').v(it).t('"'); break;
      default: b.t(`echo "${keyOf(r, it, 'snake')}=`).v(it).t('" >> customers.txt');
    }
    nl(c);
    if (r.chance(0.4)) techNeg(c, (k, v) => { P(); b.t(k === 'version' ? 'node --version\n' : k === 'hash' ? 'git rev-parse HEAD\n' : k === 'uuid' ? 'uuidgen\n' : 'echo $EXAMPLE\n').n(k, v).t('\n'); });
  }
  P(); b.t('history -c\n');
}

// ---------- source code ----------
const CODE = {
  python: { cm: '#', assign: (k, q) => [`${k.toUpperCase()} = ${q}`, q], dictOpen: 'TEST_CUSTOMER = {', kv: (k) => [`    "${k}": "`, '",'], dictClose: '}', head: 'import os\nimport requests\n', tail: 'def notify(msg):\n    requests.post(WEBHOOK_URL if "WEBHOOK_URL" in globals() else os.environ["HOOK"], json={"text": msg})\n' },
  javascript: { cm: '//', assign: (k, q) => [`const ${k} = ${q}`, `${q};`], dictOpen: 'const testUser = {', kv: (k) => [`  ${k}: '`, "',"], dictClose: '};', head: "import axios from 'axios';\n", tail: 'export default { client: axios.create({ timeout: 5000 }) };\n', q: "'" },
  typescript: { cm: '//', assign: (k, q) => [`export const ${k}: string = ${q}`, `${q};`], dictOpen: 'const fixture: Customer = {', kv: (k) => [`  ${k}: "`, '",'], dictClose: '};', head: "import { Customer } from './types';\n", tail: '' },
  go: { cm: '//', assign: (k, q) => [`const ${k} = ${q}`, q], dictOpen: 'var testCustomer = map[string]string{', kv: (k) => [`\t"${k}": "`, '",'], dictClose: '}', head: 'package config\n\n', tail: '' },
  java: { cm: '//', assign: (k, q) => [`    private static final String ${k.toUpperCase()} = ${q}`, `${q};`], dictOpen: '    Map<String, String> customer = Map.of(', kv: (k) => [`        "${k}", "`, '",'], dictClose: '        "source", "test");', head: 'public class AppConfig {\n', tail: '}\n' },
  csharp: { cm: '//', assign: (k, q) => [`    const string ${k} = ${q}`, `${q};`], dictOpen: '    var customer = new Dictionary<string, string> {', kv: (k) => [`        ["${k}"] = "`, '",'], dictClose: '    };', head: 'public static class Secrets\n{\n', tail: '}\n' },
  ruby: { cm: '#', assign: (k, q) => [`${k.toUpperCase()} = ${q}`, `${q}.freeze`], dictOpen: 'CUSTOMER = {', kv: (k) => [`  ${k}: "`, '",'], dictClose: '}', head: "require 'net/http'\n\n", tail: '' },
  php: { cm: '//', assign: (k, q) => [`$${k} = ${q}`, `${q};`], dictOpen: '$customer = [', kv: (k) => [`    '${k}' => '`, "',"], dictClose: '];', head: '<?php\n', tail: '', q: "'" },
  sql: null,
};
function R_source_code(c) {
  const { b, rng: r } = c; const items = c.items;
  const lang = r.pick(Object.keys(CODE));
  if (lang === 'sql') {
    b.t(`-- seed data (${r.pick(['staging', 'demo', 'migration 0042'])})\n`);
    const pw = items.filter((i) => i.category === 'password'); for (const p of pw) { items.splice(items.indexOf(p), 1); b.t(`CREATE USER ${r.pick(['app_rw', 'report', 'etl'])} WITH PASSWORD '`).v(p).t("';\n"); }
    const rest = items.splice(0); if (rest.length) { const cols = rest.map((it) => keyOf(r, it, 'snake')); b.t(`INSERT INTO customers (id, ${cols.join(', ')}) VALUES (${r.int(1, 9999)}, `); rest.forEach((it, i) => { if (i) b.t(', '); b.t("'").v(jsonEsc(it)).t("'"); }); b.t(');\n'); }
    if (c.negOn) techNeg(c, (k, v) => { b.t(`-- ${k === 'version' ? 'schema version' : 'ref'}: `).n(k, v).t('\n'); });
    return;
  }
  const L = CODE[lang]; const q = L.q || '"';
  b.t(`${L.cm} ${r.pick(['config.', 'fixtures.', 'client.', 'settings.'])}${{ python: 'py', javascript: 'js', typescript: 'ts', go: 'go', java: 'java', csharp: 'cs', ruby: 'rb', php: 'php' }[lang]}\n${L.head}`);
  const secrets = items.filter((i) => isSecret(i.category) || i.category === 'ip_address'); const pii = items.filter((i) => !secrets.includes(i)); items.splice(0);
  for (const it of secrets) {
    if (r.chance(0.3)) b.t(`${lang === 'java' || lang === 'csharp' ? '    ' : ''}${L.cm} ${r.pick(['TODO: read from env', 'temporary', 'FIXME rotate', 'works on my machine'])}\n`);
    const k = keyOf(r, it, lang === 'go' || lang === 'csharp' ? 'pascal' : lang === 'javascript' || lang === 'typescript' ? 'camel' : 'snake');
    const [pre, post] = L.assign(k, q);
    b.t(pre); b.v(jsonEsc(it)); b.t(`${post}\n`);
    if (r.chance(0.3)) techNeg(c, (kind, v) => { const [p2, s2] = L.assign(kind === 'version' ? 'client_version' : kind === 'uuid' ? 'tenant_id' : 'example_value', q); b.t(p2).n(kind, v).t(`${s2}\n`); });
  }
  if (pii.length) { b.t(`${L.dictOpen}\n`); for (const it of pii) { const [a, z] = L.kv(keyOf(r, it, lang === 'go' || lang === 'php' || lang === 'python' ? 'snake' : 'camel')); b.t(a).v(jsonEsc(it)).t(`${z}\n`); } b.t(`${L.dictClose}\n`); }
  b.t(L.tail);
}

// ---------- tabular ----------
function R_table(c, sep) {
  const { b, rng: r } = c; const items = c.items;
  const cats = [...new Set(items.map((i) => i.category))];
  const rows = r.int(2, 3);
  const head = cats.map((cat) => { const it = items.find((i) => i.category === cat); return it.labels ? it.labels[0] : (c.L.L[cat] || [keyOf(r, it, 'snake')])[0]; });
  const withId = r.chance(0.7);
  b.t([...(withId ? ['id'] : []), ...head, ...(c.negOn ? [negWord(c.L.lang, 'amount')] : [])].join(sep) + '\n');
  for (let row = 0; row < rows; row++) {
    const p = row === 0 ? c.p : V.persona(r, c.locale);
    if (withId) b.t(`${r.int(10000, 99999)}${sep}`);
    cats.forEach((cat, i) => {
      if (i) b.t(sep);
      const it = row === 0 ? items.find((x) => x.category === cat) : c.mk(cat, p);
      const needQ = sep === ',' && /[,"\n]/.test(it.value);
      if (needQ) { const esc = { ...it, value: it.value.replace(/"/g, '""').replace(/\n/g, ' '), _src: row === 0 ? it : undefined }; if (esc.value !== it.value) esc.encoding = 'csv_escaped'; b.t('"').v(esc).t('"'); }
      else if (sep === '\t' && /\n/.test(it.value)) { b.v({ ...it, value: it.value.replace(/\n/g, ' '), _src: row === 0 ? it : undefined }); }
      else b.v(row === 0 ? it : it);
    });
    if (c.negOn) { b.t(sep); const a = makeNeg(r, 'amount', c.locale); if (sep === ',' && a.includes(',')) b.t('"').n('amount', a).t('"'); else b.n('amount', a); }
    b.t('\n');
  }
  for (const it of items) it.placed = true; items.splice(0);
}

// ---------- LLM prompt with pasted content ----------
function R_cv(c) {
  const { b, rng: r, L } = c; const items = c.items;
  const nm = take(items, (i) => i.category === 'person_name');
  b.t(`${L.w.cv}\n`); if (nm) { b.v(nm); nl(c); }
  b.t(`\n${L.w.contact}\n`);
  for (const it of items.splice(0)) { b.t(`${labelOf(r, c.locale, it)}${colon(c)}`).v(it); nl(c); }
  b.t(`\n${L.w.experience}\n- 2019–2024 ${r.pick(c.L.titles)}, `); if (c.negOn) b.n('brand', makeNeg(r, 'brand', c.locale)); else b.t(r.pick(['Nordwind GmbH', 'Orbit Labs', 'Meridian Data'])); b.t(`\n- 2015–2019 ${r.pick(c.L.titles)}\n\n${L.w.education}\n- ${r.pick(['M.Sc.', 'B.A.', 'MBA', 'B.Eng.'])}\n\n${L.w.skills}\n- SQL, Python, Excel\n`);
}
function R_contract(c) {
  const { b, rng: r, L } = c;
  b.t(`${L.w.clause} ${r.int(3, 14)}. ${L.w.contract}\n`); sayAll(c, c.items.splice(0));
}
function R_llm_prompt(c) {
  const { b, rng: r, L } = c;
  const hasSecret = c.items.some((i) => isSecret(i.category));
  b.t(`${r.pick(L.prompt)}\n\n`);
  const fence = r.chance(0.5); if (fence) b.t('"""\n');
  let inner;
  if (hasSecret) inner = r.pick([R_config_env, R_log_plain, R_config_yaml, R_source_code, R_team_chat]);
  else inner = r.pick([R_cv, R_support_ticket, R_contract, R_form, R_record_json]);
  inner(c);
  if (fence) b.t('"""\n');
  if (r.chance(0.5)) b.t(`\n${r.pick(L.fillers)}\n`);
}
function R_record_json(c) {
  const { b, rng: r } = c;
  b.t(`{\n  "customer_id": ${r.int(100000, 999999)}`);
  for (const it of c.items.splice(0)) { b.t(`,\n  "${keyOf(r, it, 'snake')}": "`).v(jsonEsc(it)).t('"'); }
  if (c.negOn) { b.t(',\n  "last_order": "').n('order_number', makeNeg(r, 'order_number', c.locale)).t('"'); }
  b.t('\n}\n');
}

// ---------- kind table with category affinities ----------
const PII = ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet', 'date_of_birth', 'street_address', 'person_name'];
const SEC = ['api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];
const aff = (pii, sec, over = {}) => { const o = {}; for (const p of PII) o[p] = pii; for (const s of SEC) o[s] = sec; return Object.assign(o, over); };
export const KINDS = {
  llm_prompt: { w: 12, aff: aff(3, 1.5), render: R_llm_prompt },
  support_ticket: { w: 8, aff: aff(3, 0.4, { password: 1.5, ip_address: 1.5, private_key: 0, connection_string: 0.2 }), render: R_support_ticket },
  helpdesk_chat: { w: 6, aff: aff(3, 0.2, { password: 2, private_key: 0, ip_address: 0.8 }), render: R_helpdesk_chat },
  email: { w: 7, aff: aff(3, 0.6, { private_key: 0.3 }), render: R_email },
  email_thread: { w: 5, aff: aff(3, 0.6, { private_key: 0.2 }), render: R_email_thread },
  team_chat: { w: 7, aff: aff(1.2, 3), render: R_team_chat },
  log_plain: { w: 5, aff: aff(0.6, 2.5, { ip_address: 3, email: 2, person_name: 1.2, credit_card: 1.2, phone_number: 1 }), render: R_log_plain },
  log_json: { w: 4, aff: aff(0.8, 2, { ip_address: 3, email: 2.5, credit_card: 1.5, person_name: 1.5, date_of_birth: 1 }), render: R_log_json },
  log_logfmt: { w: 3, aff: aff(0.6, 2, { ip_address: 3, email: 2 }), render: R_log_logfmt },
  config_env: { w: 5, aff: aff(0.15, 3, { email: 0.6, ip_address: 0.8 }), render: R_config_env },
  config_yaml: { w: 4, aff: aff(0.15, 3, { email: 0.6, ip_address: 0.8 }), render: R_config_yaml },
  config_json: { w: 4, aff: aff(0.2, 3, { email: 0.6 }), render: R_config_json },
  config_ini: { w: 2, aff: aff(0.1, 3, { email: 0.5, ip_address: 0.8, private_key: 0.5 }), render: R_config_ini },
  config_properties: { w: 2, aff: aff(0.1, 3, { email: 0.5, private_key: 0.5 }), render: R_config_properties },
  docker_compose: { w: 3, aff: aff(0.05, 3, { email: 0.5 }), render: R_docker_compose },
  k8s_secret: { w: 3, aff: aff(0.05, 3), render: R_k8s_secret },
  cli_session: { w: 4, aff: aff(0.2, 3, { ip_address: 1.5, email: 0.6, person_name: 0.4 }), render: R_cli_session },
  source_code: { w: 8, aff: aff(1.2, 3), render: R_source_code },
  csv_export: { w: 4, aff: aff(3, 0, { ip_address: 1.5 }), render: (c) => R_table(c, ',') },
  tsv_export: { w: 2, aff: aff(3, 0, { ip_address: 1.5 }), render: (c) => R_table(c, '\t') },
  form: { w: 5, aff: aff(3, 0.1, { password: 0.8, ip_address: 0.3 }), render: R_form },
  letter: { w: 4, aff: aff(3, 0, { ip_address: 0, crypto_wallet: 0.5 }), render: R_letter },
  meeting_notes: { w: 4, aff: aff(1.8, 2, { private_key: 0.4 }), render: R_meeting_notes },
};
export { PII, SEC };
