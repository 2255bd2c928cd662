// Document kinds. Each takes a context and returns a Doc. Categories inside a document are chosen with a
// preference for those with the fewest labels so far, which keeps the corpus balanced.
import { Doc, tpl, withValue } from './doc.mjs';
import { CATS, LOCALES, fieldLabel } from './locales.mjs';
import * as V from './values.mjs';
import { neg } from './negatives.mjs';
import { CS, pad } from './rng.mjs';

const NID_LABEL = { us_ssn: 'SSN', gb_nino: 'NI number', ca_sin: 'SIN', au_tfn: 'TFN', ie_pps: 'PPS number', za_id: 'ID number', de_steuer_id: 'Steuer-ID', ch_ahv: 'AHV-Nr.', fr_nir: 'N° de sécurité sociale', be_nn: 'Numéro de registre national', es_dni: 'DNI', es_nie: 'NIE', it_cf: 'Codice fiscale', pt_nif: 'NIF', br_cpf: 'CPF', nl_bsn: 'BSN', pl_pesel: 'PESEL', cz_rc: 'Rodné číslo', se_pnr: 'Personnummer', no_fnr: 'Fødselsnummer', fi_hetu: 'Henkilötunnus', dk_cpr: 'CPR-nr.', tr_tckn: 'T.C. Kimlik No', jp_mynumber: 'マイナンバー', cn_rid: '身份证号', kr_rrn: '주민등록번호', vn_cccd: 'Số CCCD', sa_nid: 'رقم الهوية الوطنية', ae_eid: 'رقم الهوية الإماراتية', eg_nid: 'الرقم القومي', in_aadhaar: 'आधार संख्या', in_pan: 'PAN' };
const PII = ['person_name', 'email', 'phone', 'address', 'date_of_birth', 'national_id', 'passport', 'bank_account', 'credit_card', 'ip_address'];
const SECRETS = ['password', 'api_key', 'access_token', 'private_key', 'connection_string', 'crypto_wallet'];

export function makeCtx(r, lang, counts) {
  const L = LOCALES[lang];
  const ctx = {
    r, lang, L, P: L.P, counts,
    // choose n distinct categories from cats, favouring those with fewer labels so far
    pick(cats, n) {
      const max = Math.max(...CATS.map((c) => counts[c]));
      const pool = cats.slice(); const out = [];
      while (out.length < n && pool.length) {
        const c = r.weighted(pool.map((x) => [x, Math.pow(max + 8 - counts[x], 3) + 1]));
        out.push(c); pool.splice(pool.indexOf(c), 1);
      }
      return out;
    },
    person: () => V.makePerson(r, lang),
    neg: (k) => neg(r, L, k),
    negs: (kinds, n) => r.sample(kinds, n).map((k) => neg(r, L, k)),
    label: (cat, f) => (cat === 'national_id' && f ? NID_LABEL[f.type] : cat === 'bank_account' && f && f.type === 'iban' ? 'IBAN' : fieldLabel(L, cat)),
  };
  // value fields for a category; bank accounts may carry a soft routing/sort code as a second field
  ctx.f = (cat, p, o = {}) => {
    p = p || ctx.person();
    switch (cat) {
      case 'person_name': return [V.nameField(p)];
      case 'email': return [V.emailField(p, o.work)];
      case 'phone': return [V.phoneField(r, L)];
      case 'address': return [V.addressField(r, L)];
      case 'date_of_birth': return [V.dobField(r, p, o.iso)];
      case 'national_id': return [V.nationalId(r, p)];
      case 'passport': return [V.passportField(r, p)];
      case 'bank_account': return V.bankFields(r, L, o.iban ? r.pick(L.bank.filter((b) => b.startsWith('iban_')).concat([])) || undefined : undefined);
      case 'credit_card': return [V.cardNumber(r)];
      case 'ip_address': return [V.ipField(r)];
      case 'crypto_wallet': return [V.wallet(r)];
      case 'password': return [V.password(r)];
      case 'api_key': return [V.apiKey(r, o.type)];
      case 'access_token': return [V.accessToken(r, o.type, o.email)];
      case 'private_key': return [r.chance(0.12) && o.form !== 'escaped' ? V.otherKey(r) : V.privateKey(r, undefined, o.form)];
      case 'connection_string': return [V.connString(r, o.type)];
    }
  };
  // value side of "label: value", e.g. account + (sort code ...)
  ctx.vparts = (fs) => (fs.length === 1 ? fs : [fs[0], ` (${fs[1].pre} `, fs[1], ')']);
  ctx.lv = (b, cat, p, o) => { const fs = ctx.f(cat, p, o); const sep = ['ja', 'zh'].includes(lang) ? '：' : ': '; b.ln(ctx.label(cat, fs[0]), sep, ctx.vparts(fs)); return fs; };
  ctx.frame = (b, cat, p) => { const fs = ctx.f(cat, p); b.put(tpl(r.pick(L.frames), { L: ctx.label(cat, fs[0]), V: ctx.vparts(fs) })); return fs; };
  ctx.today = () => neg(r, L, 'date');
  return ctx;
}
const safeJson = (f) => (/["\\\n]/.test(f.value) ? withValue(f, JSON.stringify(f.value).slice(1, -1)) : f);
const gb = (ctx, p) => tpl(ctx.P.hi, { N: [V.nameField(p)] });
const sp = (lang) => (['ja', 'zh'].includes(lang) ? '' : ' ');

// ------------------------------------------------------------------ business documents
export function support_ticket(ctx) {
  const { r, P, L } = ctx; const b = new Doc(); const p = ctx.person();
  b.ln('Subject: [', ctx.neg('ticket_id'), '] ', P.ticket.split(/[,.，。、]/)[0].slice(0, 60));
  b.ln('From: ', V.nameField(p), ' <', V.emailField(p), '>');
  b.ln('To: ', ctx.neg('role_email'));
  b.ln('Date: ', ctx.neg('timestamp'), '\n');
  b.ln(tpl(P.hi, { N: r.chance(0.6) ? `${P.support}` : [ctx.neg('company_name')] }));
  b.ln(P.ticket);
  for (const c of ctx.pick(['phone', 'address', 'date_of_birth', 'national_id', 'bank_account', 'credit_card', 'password', 'ip_address', 'passport', 'crypto_wallet'], r.int(3, 5))) { ctx.frame(b, c, p); b.put(r.pick([' ', '\n'])); }
  b.ln();
  b.ln(P.order, ': ', ctx.neg('order_number'), r.chance(0.5) ? [' / ', P.tracking, ': ', ctx.neg('tracking_number')] : '');
  if (r.chance(0.4)) b.ln('Device: ', ctx.neg('product_name'), ', app ', ctx.neg('version'));
  b.ln('\n', P.bye); b.ln(V.nameField(p)); if (r.chance(0.6)) b.ln(V.phoneField(r, L));
  return b;
}
export function customer_chat(ctx) {
  const { r, P, L } = ctx; const b = new Doc(); const p = ctx.person(); const agent = ctx.person();
  let h = r.int(8, 20), m = r.int(0, 40); const t = () => `[${pad(h)}:${pad((m += r.int(1, 3)) % 60)}]`;
  const ag = { category: 'person_name', type: 'first_name', value: agent.given, soft: true };
  b.ln(t(), ' ', ag, ` (${P.support}): `, P.agent);
  b.ln(t(), ' ', V.nameField(p), ': ', P.user);
  b.ln(t(), ' ', { ...ag }, ': ', P.order, '? + ', ctx.label('email'), '?');
  b.ln(t(), ' ', V.nameField(p), ': ', ctx.neg('order_number'), ', ', V.emailField(p));
  for (const c of ctx.pick(['phone', 'address', 'credit_card', 'date_of_birth', 'bank_account', 'password', 'national_id', 'crypto_wallet'], r.int(2, 4))) { b.put([t(), ' ', V.nameField(p), ': ']); ctx.frame(b, c, p); b.ln(); }
  b.ln(t(), ' ', { ...ag }, ': ', ctx.neg(r.pick(['masked_card', 'masked_phone', 'masked_email'])), ' ✓ — ', ctx.neg('ticket_id'));
  if (r.chance(0.5)) b.ln(t(), ' ', { ...ag }, ': ', P.support, ' ', ctx.neg('public_phone'));
  return b;
}
export function hr_onboarding(ctx) {
  const { r, P, L } = ctx; const b = new Doc(); const p = ctx.person(); const hr = ctx.person();
  b.ln('From: ', V.nameField(hr), ' <', V.emailField(hr, true), '>');
  b.ln('To: ', V.emailField(p), '\n');
  b.ln(gb(ctx, p)); b.ln(P.hr, '\n');
  ctx.lv(b, 'person_name', p);
  for (const c of ctx.pick(['date_of_birth', 'address', 'phone', 'national_id', 'bank_account', 'passport', 'email'], r.int(3, 5))) ctx.lv(b, c, p);
  if (r.chance(0.5)) { b.ln(); b.put(['VPN / laptop: ', ctx.label('password'), ': ']); b.ln(V.password(r)); }
  b.ln('\n', P.date, ': ', ctx.today(), ' · ', ctx.neg('customer_id'), ' · ', ctx.neg('company_name'));
  b.ln(P.bye); b.ln(V.nameField(hr)); b.ln(ctx.neg('role_email'));
  return b;
}
export function medical_letter(ctx) {
  const { r, P, L } = ctx; const b = new Doc(); const p = ctx.person(); const doc = ctx.person();
  b.ln(ctx.neg('company_name'), ' — ', ctx.neg('company_address')); b.ln('Tel. ', ctx.neg('public_phone'), '\n');
  b.ln(gb(ctx, p)); b.ln(tpl(P.med, { D: [ctx.neg('date')] }), '\n');
  ctx.lv(b, 'person_name', p); ctx.lv(b, 'date_of_birth', p);
  for (const c of ctx.pick(['address', 'national_id', 'phone', 'email', 'bank_account'], r.int(2, 3))) ctx.lv(b, c, p);
  b.ln('\nICD-10: ', r.pick(['J06.9', 'M54.5', 'E11.9', 'I10', 'K21.0']), ' · Ref ', ctx.neg('uuid'));
  b.ln('\n', P.bye); b.ln('Dr. ', V.nameField(doc));
  return b;
}
export function insurance_claim(ctx) {
  const { r, P } = ctx; const b = new Doc(); const p = ctx.person();
  b.ln(ctx.neg('company_name'), ' · ', ctx.neg('policy_number')); b.ln(P.date, ': ', ctx.today(), '\n');
  b.ln(gb(ctx, p)); b.ln(P.ins, '\n');
  for (const c of ['person_name', ...ctx.pick(['date_of_birth', 'address', 'phone', 'email', 'national_id', 'bank_account', 'credit_card'], r.int(3, 5))]) ctx.lv(b, c, p);
  b.ln('GPS: ', ctx.neg('coordinates')); b.ln('\n', P.bye); b.ln(ctx.neg('role_email'), ' · ', ctx.neg('public_phone'));
  return b;
}
export function kyc_form(ctx) {
  const { r, P } = ctx; const b = new Doc(); const p = ctx.person();
  b.ln('== ', P.bank, ' == ', ctx.neg('customer_id'));
  for (const c of ['person_name', 'date_of_birth', ...ctx.pick(['national_id', 'passport', 'address', 'phone', 'email', 'bank_account', 'crypto_wallet', 'ip_address', 'credit_card'], r.int(4, 6))]) {
    const fs = ctx.lv(b, c, p);
    if (c === 'passport' && r.chance(0.6)) { b.ln('MRZ:'); b.ln(V.mrzField(r, p, fs[0])); }
  }
  b.ln('BIC: ', ctx.neg('bic'), '   (IBAN e.g. ', ctx.neg('example_iban'), ')'); if (r.chance(0.5)) b.ln('Previous account: ', ctx.neg('masked_iban'));
  b.ln(P.date, ': ', ctx.neg('timestamp'), ' · ', ctx.neg('request_id'));
  return b;
}
export function invoice(ctx) {
  const { r, P, L } = ctx; const b = new Doc(); const p = ctx.person();
  b.ln(ctx.neg('company_name')); b.ln(P.invoice, ' ', ctx.neg('invoice_number'), ' — ', P.date, ': ', ctx.neg('date'));
  b.ln(P.order, ': ', ctx.neg('order_number'), '\n');
  b.ln(V.nameField(p)); if (r.chance(0.8)) b.ln(V.addressField(r, L)); if (r.chance(0.5)) b.ln(V.emailField(p));
  b.ln();
  for (let i = 0; i < r.int(1, 3); i++) b.ln(`${r.int(1, 3)} × `, ctx.neg('product_name'), `  ${L.cur} ${r.int(5, 1500)}.${r.digits(2)}`);
  b.ln(P.total, ': ', ctx.neg('amount'));
  const pay = ctx.pick(['credit_card', 'bank_account', 'crypto_wallet'], 1)[0];
  if (pay === 'credit_card' && r.chance(0.3)) b.ln(ctx.label('credit_card'), ': ', ctx.neg('masked_card'));
  else ctx.lv(b, pay, p);
  if (r.chance(0.5)) b.ln(P.tracking, ': ', ctx.neg('tracking_number'));
  b.ln(P.support, ': ', ctx.neg('public_phone'), ' · ', ctx.neg('role_email'));
  return b;
}
export function travel_booking(ctx) {
  const { r, P, L } = ctx; const b = new Doc(); const p = ctx.person();
  b.ln(P.travel, ' — ', ctx.neg('flight_number'), ' · ', ctx.neg('date'));
  b.ln(ctx.label('person_name'), ': ', V.nameField(p));
  for (const c of ['passport', ...ctx.pick(['date_of_birth', 'phone', 'email', 'credit_card', 'national_id'], r.int(1, 3))]) ctx.lv(b, c, p);
  b.ln('Ticket: ', r.digits(3), '-', ctx.neg('order_number'));
  if (r.chance(0.4)) b.ln(ctx.label('credit_card'), ': ', ctx.neg('masked_card'));
  b.ln(ctx.neg('company_name'), ' · ', ctx.neg('public_phone'));
  return b;
}
const COLS = { person_name: 'name', email: 'email', phone: 'phone', address: 'address', date_of_birth: 'birth_date', national_id: 'national_id', passport: 'passport_no', bank_account: 'iban', credit_card: 'card_number', ip_address: 'last_login_ip', crypto_wallet: 'payout_wallet' };
function rowFields(ctx, cols, p) {
  return cols.map((c) => {
    if (c === 'bank_account') { const cc = ctx.r.pick(ctx.L.bank.filter((x) => x.startsWith('iban_'))); return cc ? V.bankFields(ctx.r, ctx.L, cc)[0] : V.bankFields(ctx.r, ctx.L)[0]; }
    return ctx.f(c, p, { iso: true })[0];
  });
}
export function crm_csv(ctx) {
  const { r } = ctx; const b = new Doc();
  const cols = ['person_name', ...ctx.pick(['email', 'phone', 'address', 'date_of_birth', 'national_id', 'bank_account', 'credit_card', 'ip_address', 'passport', 'crypto_wallet'], r.int(2, 4))];
  const sep = r.pick([',', ';', '\t']);
  b.ln(['customer_id', ...cols.map((c) => COLS[c]), 'created_at'].join(sep));
  for (let i = 0; i < r.int(2, 4); i++) {
    const p = ctx.person(); const fs = rowFields(ctx, cols, p);
    b.put(ctx.neg('customer_id'));
    for (const f of fs) { const q = f.value.includes(sep) || f.value.includes(',') ? '"' : ''; b.put([sep, q, f, q]); }
    b.ln(sep, ctx.neg('timestamp'));
  }
  return b;
}
export function crm_json(ctx) {
  const { r } = ctx; const b = new Doc();
  const cols = ['person_name', ...ctx.pick(['email', 'phone', 'address', 'date_of_birth', 'national_id', 'bank_account', 'credit_card', 'ip_address', 'passport'], r.int(2, 4))];
  b.ln('{"export":"crm","generated_at":"', ctx.neg('timestamp'), '","records":[');
  const n = r.int(1, 3);
  for (let i = 0; i < n; i++) {
    const p = ctx.person(); const fs = rowFields(ctx, cols, p);
    b.put(['  {"id":"', ctx.neg('uuid'), '"']);
    cols.forEach((c, k) => b.put([`,"${COLS[c]}":"`, safeJson(fs[k]), '"']));
    if (r.chance(0.3)) b.put([',"api_token":"', V.accessToken(r, r.pick(['oauth_opaque', 'jwt', 'session_cookie'])), '"']);
    b.ln('}', i < n - 1 ? ',' : '');
  }
  b.ln(']}');
  return b;
}
export function sql_dump(ctx) {
  const { r } = ctx; const b = new Doc();
  b.ln('-- MySQL dump ', ctx.neg('version'), '  Host: ', ctx.neg('private_ip'));
  b.ln('-- Dump completed on ', ctx.neg('timestamp'));
  const cols = ['person_name', ...ctx.pick(['email', 'phone', 'date_of_birth', 'national_id', 'bank_account', 'credit_card', 'address', 'ip_address'], r.int(2, 4))];
  b.ln(`INSERT INTO \`customers\` (\`id\`, ${cols.map((c) => '`' + COLS[c] + '`').join(', ')}) VALUES`);
  const n = r.int(2, 3);
  for (let i = 0; i < n; i++) { const fs = rowFields(ctx, cols, ctx.person()); b.put(`(${r.int(1000, 99999)}`); fs.forEach((f) => b.put([", '", f, "'"])); b.ln(')', i < n - 1 ? ',' : ';'); }
  if (r.chance(0.7)) { b.put("CREATE USER 'reporting'@'%' IDENTIFIED BY '"); b.put(V.password(r)); b.ln("';"); }
  if (r.chance(0.5)) { b.put("INSERT INTO `integrations` (`provider`, `secret`) VALUES ('stripe', '"); b.put(V.apiKey(r, 'stripe_secret_live')); b.ln("');"); }
  return b;
}
export function postmortem(ctx) {
  const { r, P } = ctx; const b = new Doc(); const eng = ctx.person(); const eng2 = ctx.person(); const cust = ctx.person();
  b.ln('# ', P.incident, ' ', ctx.neg('ticket_id')); b.ln(); b.ln('On-call: ', V.nameField(eng), ', ', V.nameField(eng2));
  b.ln('Timeline:'); b.ln('- ', ctx.neg('timestamp'), ' deploy ', ctx.neg('version'), ' (', ctx.neg('commit_sha'), ')');
  b.put(['- ', ctx.neg('timestamp'), ' debug logging printed ']);
  const leak = ctx.pick(['api_key', 'access_token', 'connection_string', 'password', 'private_key'], 1)[0];
  const lf = ctx.f(leak, null, { form: 'collapsed' })[0]; b.ln(ctx.label(leak, lf), ' `', lf, '` (rotated)');
  b.ln('- ', ctx.neg('timestamp'), ' customer report from ', V.nameField(cust), ' <', V.emailField(cust), '>, IP ', V.ipField(r));
  b.ln('Root cause: pod ', ctx.neg('k8s_name'), ' on ', ctx.neg('private_ip'), '; fixed in ', ctx.neg('commit_sha'));
  return b;
}

// ------------------------------------------------------------------ technical documents
export function app_log(ctx) {
  const { r } = ctx; const b = new Doc(); const svc = r.pick(['auth-service', 'checkout', 'api-gateway', 'billing-worker']);
  const n = r.int(4, 7); const pool = ctx.pick(['email', 'ip_address', 'password', 'access_token', 'connection_string', 'api_key', 'credit_card', 'phone', 'person_name', 'crypto_wallet', 'address', 'private_key'], 4);
  for (let i = 0; i < n; i++) {
    const lvl = r.pick(['INFO', 'WARN', 'ERROR', 'DEBUG']); b.put([ctx.neg('timestamp'), ` ${lvl} [${svc}] req=`, ctx.neg('uuid'), ' ']);
    const c = pool[i % pool.length]; const p = ctx.person();
    switch (c) {
      case 'email': b.ln('login ok user=', V.emailField(p), ' ip=', V.ipField(r)); break;
      case 'ip_address': b.ln('rate limit exceeded for client ', V.ipField(r, 0.4), ' via lb ', ctx.neg('private_ip')); break;
      case 'password': b.ln('auth failed payload={"username":"', V.emailField(p), '","password":"', V.password(r), '"}'); break;
      case 'access_token': b.ln('outgoing request headers: {"Authorization": "Bearer ', V.accessToken(r, r.pick(['jwt', 'oauth_opaque', 'google_oauth'])), '"}'); break;
      case 'connection_string': b.ln('could not connect to ', V.connString(r, r.pick(['postgres', 'mysql', 'mongodb_srv', 'redis', 'amqp'])), ': connection refused'); break;
      case 'api_key': { const k = V.apiKey(r); b.ln('calling provider with key=', k, ' status=401'); break; }
      case 'credit_card': b.ln('payment declined card=', V.cardNumber(r), ' order=', ctx.neg('order_number')); break;
      case 'phone': b.ln('sms sent to ', V.phoneField(r, ctx.L), ' template=otp_v2'); break;
      case 'person_name': b.ln('profile updated name="', V.nameField(p), '" by admin'); break;
      case 'crypto_wallet': b.ln('withdrawal queued asset=', r.pick(['BTC', 'ETH', 'USDT']), ' to=', V.wallet(r), ' amount=0.', r.digits(4)); break;
      case 'address': b.ln('shipping address changed: "', V.addressField(r, ctx.L), '" order=', ctx.neg('order_number')); break;
      case 'private_key': b.ln('loaded signing key from env: "', V.privateKey(r, r.pick(['ec', 'pkcs8', 'rsa_pkcs1']), 'escaped'), '"'); break;
    }
  }
  b.ln(ctx.neg('timestamp'), ' INFO [', svc, '] build ', ctx.neg('version'), ' sha ', ctx.neg('commit_sha'));
  return b;
}
export function web_access_log(ctx) {
  const { r } = ctx; const b = new Doc();
  const mon = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  for (let i = 0; i < r.int(4, 7); i++) {
    const ts = `[${pad(r.int(1, 28))}/${r.pick(mon)}/${r.int(2024, 2026)}:${pad(r.int(0, 23))}:${pad(r.int(0, 59))}:${pad(r.int(0, 59))} +0000]`;
    b.put([r.chance(0.8) ? V.ipField(r, 0.25) : ctx.neg('private_ip'), ' - - ', ts, ' "GET ']);
    const c = ctx.pick(['access_token', 'api_key', 'email', 'ip_address', 'phone'], 1)[0]; const p = ctx.person();
    if (c === 'access_token') b.put(['/api/v2/me?access_token=', V.accessToken(r, r.pick(['jwt', 'oauth_opaque', 'session_cookie']))]);
    else if (c === 'api_key') b.put(['/v1/geocode?key=', V.apiKey(r, 'google_api_key')]);
    else if (c === 'email') { const e = V.emailField(p); b.put(['/newsletter/unsubscribe?email=', withValue(e, e.value.replace('@', '%40'), { encoding: 'url' })]); }
    else if (c === 'phone') { const ph = V.phoneField(r, ctx.L); b.put(['/otp/send?to=', withValue(ph, encodeURIComponent(ph.value.replace(/[^\d+]/g, '')), { encoding: 'url' })]); }
    else b.put(['/orders/', ctx.neg('order_number').value.replace(/[^\w-]/g, ''), '?ref=home']);
    b.ln(' HTTP/1.1" ', r.pick(['200', '302', '401', '404']), ` ${r.int(200, 9000)} "-" "Mozilla/5.0 (X11; Linux x86_64) Chrome/`, { neg: 'version', value: `${r.int(118, 131)}.0.${r.int(5000, 6999)}.${r.int(0, 200)}` }, ' Safari/537.36"');
  }
  return b;
}
export function ci_log(ctx) {
  const { r } = ctx; const b = new Doc();
  b.ln('Run ', r.pick(['actions/checkout@v4', 'actions/setup-node@v4']), ' — runner ', ctx.neg('version')); b.ln('HEAD is now at ', ctx.neg('commit_sha'), ' fix: bump deps');
  b.ln('Build ', ctx.neg('build_number'));
  for (const c of ctx.pick(['api_key', 'access_token', 'password', 'private_key', 'connection_string'], r.int(2, 3))) {
    if (c === 'api_key') b.ln('$ echo "//registry.npmjs.org/:_authToken=', V.apiKey(r, r.pick(['npm_token', 'github_pat_classic', 'gitlab_pat', 'pypi_token', 'circleci_pat', 'buildkite'])), '" > ~/.npmrc');
    else if (c === 'access_token') b.ln('+ curl -sS -H "Authorization: Bearer ', V.accessToken(r, r.pick(['github_app_install', 'jwt', 'oauth_opaque'])), '" https://api.example-ci.dev/deployments');
    else if (c === 'password') b.ln('$ docker login -u deploy -p ', V.password(r), ' registry.acmecloud.io');
    else if (c === 'connection_string') b.ln('DATABASE_URL=', V.connString(r, r.pick(['postgres', 'mysql', 'mongodb', 'redis'])), ' npm run migrate');
    else b.ln('DEBUG: SSH_KEY="', V.privateKey(r, r.pick(['openssh', 'rsa_pkcs1', 'ec']), 'escaped'), '"');
  }
  b.ln('GITHUB_TOKEN: ', ctx.neg('placeholder_password')); b.ln('pushed ', 'registry.acmecloud.io/web@', ctx.neg('image_digest'));
  b.ln('Job finished at ', ctx.neg('timestamp'));
  return b;
}
const b64 = (f) => withValue(f, Buffer.from(f.value).toString('base64'), { encoding: 'base64' });
export function k8s_manifest(ctx) {
  const { r, P } = ctx; const b = new Doc();
  b.ln('# ', P.cfg); b.ln('apiVersion: v1\nkind: Secret\nmetadata:\n  name: ', r.pick(['orders-api', 'billing', 'web']), '-secrets\ntype: Opaque');
  const cats = ctx.pick(['connection_string', 'api_key', 'password', 'access_token', 'private_key'], r.int(2, 4));
  const useData = r.chance(0.5); b.ln(useData ? 'data:' : 'stringData:');
  for (const c of cats) {
    const key = { connection_string: 'DATABASE_URL', api_key: 'PROVIDER_API_KEY', password: 'ADMIN_PASSWORD', access_token: 'SERVICE_TOKEN', private_key: 'tls.key' }[c];
    let f = ctx.f(c, null, { form: useData ? 'pem' : 'escaped' })[0];
    if (c === 'connection_string' && /"/.test(f.value)) f = V.connString(r, 'postgres');
    if (useData) b.ln(`  ${key}: `, b64(f)); else b.ln(`  ${key}: "`, f, '"');
  }
  b.ln('---\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: orders-api\nspec:\n  template:\n    spec:\n      containers:\n        - image: registry.acmecloud.io/orders-api@', ctx.neg('image_digest'));
  b.ln('          env:\n            - name: APP_VERSION\n              value: "', ctx.neg('version'), '"\n            - name: REDIS_HOST\n              value: "', ctx.neg('private_ip'), '"');
  return b;
}
export function docker_compose(ctx) {
  const { r, P } = ctx; const b = new Doc();
  b.ln('# ', P.cfg); b.ln('services:\n  db:\n    image: postgres:', ctx.neg('version').value.replace(/^v/, ''), '\n    environment:');
  b.ln('      POSTGRES_PASSWORD: ', V.password(r));
  b.ln('  app:\n    build: .\n    environment:');
  for (const c of ctx.pick(['connection_string', 'api_key', 'access_token', 'crypto_wallet', 'password'], r.int(2, 3))) {
    if (c === 'connection_string') b.ln('      DATABASE_URL: ', V.connString(r, r.pick(['postgres', 'mysql', 'mongodb', 'redis', 'amqp'])));
    else if (c === 'api_key') { const f = V.apiKey(r); b.ln(`      ${f.type.toUpperCase()}: `, f); }
    else if (c === 'access_token') b.ln('      SERVICE_JWT: ', V.accessToken(r, 'jwt'));
    else if (c === 'crypto_wallet') b.ln('      TREASURY_WALLET: ', V.wallet(r));
    else b.ln('      SMTP_PASSWORD: ', V.password(r));
  }
  b.ln('      STRIPE_PUBLISHABLE_KEY: ', ctx.neg('pk_live'));
  b.ln('      OPENAI_API_KEY: ', ctx.neg('placeholder_key'));
  b.ln('    ports:\n      - "', ctx.neg('port_bind'), ':3000"');
  return b;
}
export function terraform(ctx) {
  const { r, P } = ctx; const b = new Doc();
  b.ln('# ', P.cfg);
  if (r.chance(0.7)) b.ln('provider "aws" {\n  region     = "eu-central-1"\n  access_key = "', V.apiKey(r, 'aws_access_key_id'), '"\n  secret_key = "', V.apiKey(r, 'aws_secret_access_key'), '"\n}');
  else b.ln('provider "aws" {\n  access_key = "', ctx.neg('example_aws_key'), '"\n  secret_key = "', ctx.neg('example_aws_secret'), '"\n}');
  b.ln('resource "aws_db_instance" "main" {\n  engine_version = "', ctx.neg('version').value.replace(/^v/, ''), '"\n  username = "dbadmin"\n  password = "', V.password(r), '"\n}');
  for (const c of ctx.pick(['api_key', 'access_token', 'private_key', 'connection_string', 'ip_address'], r.int(1, 3))) {
    if (c === 'api_key') { const f = V.apiKey(r, r.pick(['datadog_api_key', 'digitalocean_pat', 'terraform_cloud', 'newrelic_user', 'grafana_sa'])); b.ln(`variable "${f.type}" {\n  default = "`, f, '"\n}'); }
    else if (c === 'access_token') b.ln('provider "github" {\n  token = "', V.accessToken(r, r.pick(['github_oauth', 'github_app_install'])), '"\n}');
    else if (c === 'private_key') b.ln('resource "tls_private_key" "imported" {\n  private_key_pem = "', V.privateKey(r, r.pick(['rsa_pkcs1', 'ec', 'pkcs8']), 'escaped'), '"\n}');
    else if (c === 'connection_string') b.ln('locals {\n  db_url = "', V.connString(r, r.pick(['postgres', 'mysql', 'mssql'])), '"\n}');
    else b.ln('resource "aws_security_group_rule" "office" {\n  cidr_blocks = ["', V.ipField(r, 0), '/32", "', ctx.neg('private_ip'), '/32"]\n}');
  }
  if (r.chance(0.5)) b.ln('# see docs: allow ', ctx.neg('doc_ip'), ' in examples only');
  b.ln('# ami: ami-', ctx.neg('commit_sha').value.slice(0, 17).padEnd(17, '0'));
  return b;
}
export function ansible(ctx) {
  const { r, P } = ctx; const b = new Doc();
  b.ln('# ', P.cfg); b.ln('all:\n  hosts:');
  for (let i = 0; i < r.int(1, 3); i++) b.ln(`    web${i + 1}:\n      ansible_host: `, r.chance(0.6) ? V.ipField(r, 0.2) : ctx.neg('private_ip'));
  b.ln('  vars:\n    ansible_user: deploy');
  for (const c of ctx.pick(['password', 'api_key', 'connection_string', 'private_key', 'access_token'], r.int(2, 3))) {
    if (c === 'password') b.ln('    ansible_become_password: ', V.password(r));
    else if (c === 'api_key') { const f = V.apiKey(r); b.ln(`    ${f.type}: "`, f, '"'); }
    else if (c === 'connection_string') b.ln('    app_database_url: "', V.connString(r, r.pick(['postgres', 'mysql', 'redis', 'mongodb'])), '"');
    else if (c === 'access_token') b.ln('    registry_token: "', V.accessToken(r, r.pick(['oauth_opaque', 'jwt', 'github_app_install'])), '"');
    else { b.put('    deploy_ssh_key: |\n      '); const k = V.privateKey(r, 'openssh', 'pem'); b.ln(withValue(k, k.value.split('\n').map((l, j) => (j ? '      ' : '') + l).join('\n'), { type: 'openssh_indented' })); }
  }
  b.ln('    vault_password: "', ctx.neg('placeholder_password'), '"');
  b.ln('    app_version: "', ctx.neg('version'), '"');
  return b;
}
const ENVK = { api_key: (f) => f.type.toUpperCase(), access_token: () => 'SERVICE_ACCESS_TOKEN', password: () => 'ADMIN_PASSWORD', connection_string: () => 'DATABASE_URL', crypto_wallet: () => 'PAYOUT_WALLET_ADDRESS', private_key: () => 'JWT_PRIVATE_KEY', email: () => 'ADMIN_EMAIL' };
export function env_file(ctx) {
  const { r, P } = ctx; const b = new Doc();
  b.ln('# ', P.cfg); b.ln('NODE_ENV=production\nPORT=3000\nLOG_LEVEL=info');
  b.ln('APP_VERSION=', ctx.neg('version'));
  for (const c of ctx.pick(['api_key', 'api_key', 'access_token', 'password', 'connection_string', 'crypto_wallet', 'private_key', 'email'].filter((x, i, a) => a.indexOf(x) === i), r.int(3, 5))) {
    const f = ctx.f(c, null, { form: 'escaped', work: true })[0]; const q = c === 'private_key' || /[ ;"]/.test(f.value) ? '"' : r.pick(['', '', "'"]);
    const ff = q === "'" || !/"/.test(f.value) ? f : withValue(f, f.value.replace(/"/g, '\\"'));
    b.ln(ENVK[c](f), '=', q, ff, q);
  }
  if (r.chance(0.6)) { const f = V.apiKey(r); b.ln(f.type.toUpperCase(), '=', f); }
  b.ln('SENTRY_RELEASE=', ctx.neg('commit_sha'));
  b.ln('# STRIPE_SECRET_KEY=', ctx.neg('placeholder_key'));
  return b;
}
export function source_code(ctx) {
  const { r, P } = ctx; const b = new Doc(); const lang = r.pick(['python', 'js', 'go', 'java', 'php']);
  const cm = lang === 'python' ? '#' : '//';
  b.ln(cm, ' ', P.cfg);
  const cats = ctx.pick(['api_key', 'access_token', 'password', 'connection_string', 'private_key', 'email', 'crypto_wallet'], r.int(2, 3));
  for (const c of cats) {
    const f = c === 'private_key' ? V.privateKey(r, undefined, 'escaped') : c === 'email' ? V.emailField(ctx.person()) : ctx.f(c)[0];
    const ff = /"/.test(f.value) ? withValue(f, f.value.replace(/"/g, '\\"')) : f;
    const name = { api_key: 'API_KEY', access_token: 'AUTH_TOKEN', password: 'DB_PASSWORD', connection_string: 'DSN', private_key: 'SIGNING_KEY', email: 'ALERT_EMAIL', crypto_wallet: 'HOT_WALLET' }[c];
    if (lang === 'python') b.ln(`${name} = "`, ff, '"');
    else if (lang === 'js') b.ln(`const ${name.toLowerCase().replace(/_(.)/g, (_, x) => x.toUpperCase())} = "`, ff, '";');
    else if (lang === 'go') b.ln(`const ${name} = "`, ff, '"');
    else if (lang === 'java') b.ln(`private static final String ${name} = "`, ff, '";');
    else b.ln(`$${name.toLowerCase()} = "`, ff, '";');
  }
  b.ln(cm, ' test fixture: ', ctx.neg('doc_email'), ', card ', ctx.neg('test_card'));
  b.ln(cm, ' request id ', ctx.neg('uuid'), ' / see ', ctx.neg('ticket_id'));
  if (r.chance(0.4)) b.ln(cm, ' example from docs: ', ctx.neg(r.pick(['example_aws_key', 'example_jwt'])));
  return b;
}
export function shell_history(ctx) {
  const { r } = ctx; const b = new Doc();
  const n = r.int(4, 7); b.ln('  501  cd ~/projects/orders-api && git pull');
  let k = 502;
  for (const c of ctx.pick(['password', 'api_key', 'access_token', 'connection_string', 'ip_address', 'private_key', 'crypto_wallet'], Math.min(n, 5))) {
    const pre = `  ${k++}  `;
    if (c === 'password') b.ln(pre, `mysql -u root -p'`, V.password(r), `' -h `, ctx.neg('private_ip'));
    else if (c === 'api_key') { const f = V.apiKey(r, r.pick(['aws_access_key_id', 'openai_project', 'anthropic', 'huggingface', 'github_pat_fine', 'slack_bot_token', 'stripe_secret_live', 'groq', 'sendgrid'])); b.ln(pre, `export ${f.type.toUpperCase()}=`, f); }
    else if (c === 'access_token') b.ln(pre, 'curl -H "Authorization: Bearer ', V.accessToken(r, r.pick(['jwt', 'google_oauth', 'slack_user_token', 'oauth_opaque'])), '" https://api.acmecloud.io/v1/users');
    else if (c === 'connection_string') b.ln(pre, 'psql "', V.connString(r, 'postgres'), '"');
    else if (c === 'ip_address') b.ln(pre, 'ssh -i ~/.ssh/id_ed25519 deploy@', V.ipField(r));
    else if (c === 'private_key') b.ln(pre, "echo '", V.privateKey(r, r.pick(['ec', 'openssh', 'rsa_pkcs1']), 'collapsed'), "' > /tmp/k.pem");
    else b.ln(pre, 'bitcoin-cli sendtoaddress ', V.wallet(r, r.pick(['btc_bech32', 'btc_p2pkh', 'btc_taproot'])), ' 0.015');
  }
  b.ln(`  ${k++}  git checkout `, ctx.neg('commit_sha')); b.ln(`  ${k++}  docker pull nginx@`, ctx.neg('image_digest'));
  b.ln(`  ${k++}  export OPENAI_API_KEY=`, ctx.neg('placeholder_key'));
  return b;
}
// LLM prompt that pastes another document
export function llm_prompt(ctx, inner) {
  const { r, P } = ctx; const b = new Doc();
  b.ln(r.pick(['User: ', '### Prompt\n', '>>> ', '']), P.prompt);
  b.ln('```'); b.embed(inner); if (!inner.text.endsWith('\n')) b.ln(); b.ln('```');
  if (r.chance(0.4)) b.ln('(', ctx.label('person_name'), ': ', V.nameField(ctx.person()), ', ', V.emailField(ctx.person(), true), ')');
  return b;
}
const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
// OCR text of a passport data page, as pasted from a scanning app
export function id_document_ocr(ctx) {
  const { r, P, L } = ctx; const b = new Doc(); const p = ctx.person(); const pp = V.passportField(r, p);
  b.ln(r.pick(['[OCR result]', 'Scanned text:', 'OCR ▸ page 1/1']), ' PASSPORT / ', ctx.label('passport', pp).toUpperCase());
  b.ln('Type: P    Code: ', pp.cc); b.ln('Passport No.: ', pp);
  b.ln('Surname: ', { category: 'person_name', type: 'surname_latin', value: p.latinFamily.toUpperCase() });
  b.ln('Given names: ', { category: 'person_name', type: 'given_name_latin', value: p.latinGiven.toUpperCase() });
  if (p.latinFamily !== p.family) b.ln('(', V.nameField(p), ')');
  b.ln('Date of birth: ', { category: 'date_of_birth', type: 'dob_passport', value: `${pad(p.d)} ${MON[p.m - 1]} ${p.y}` }, '    Sex: ', p.sex);
  const iy = r.int(2018, 2025); b.ln('Date of issue: ', { neg: 'date', value: `${pad(r.int(1, 28))} ${r.pick(MON)} ${iy}` }, '    Date of expiry: ', { neg: 'date', value: `${pad(r.int(1, 28))} ${r.pick(MON)} ${iy + 10}` });
  b.ln(); b.ln(V.mrzField(r, p, pp));
  if (r.chance(0.5)) { b.ln(); ctx.lv(b, ctx.pick(['national_id', 'address', 'phone'], 1)[0], p); }
  return b;
}
export const BUSINESS = { id_document_ocr, support_ticket, customer_chat, hr_onboarding, medical_letter, insurance_claim, kyc_form, invoice, travel_booking, crm_csv, crm_json, sql_dump, postmortem };
export const TECH = { app_log, web_access_log, ci_log, k8s_manifest, docker_compose, terraform, ansible, env_file, source_code, shell_history };
