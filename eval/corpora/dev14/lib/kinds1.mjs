// Document kinds, part 1: application logs, server logs, HTTP, webhooks, crash reports, mobile, browser.
import { render } from './doc.mjs';
import { TEXTS } from './locales.mjs';

const pad = (n, l = 2) => String(n).padStart(l, '0');
export const NEG_FIELDS = [['request_id', 'request_id'], ['trace_id', 'trace_id'], ['span_id', 'span_id'], ['correlation_id', 'correlation_id'], ['ts', 'timestamp'], ['duration_ms', 'duration_num'], ['bytes', 'bytes'], ['port', 'port'], ['version', 'version'], ['build', 'build'], ['commit', 'commit'], ['order_id', 'order'], ['invoice', 'invoice'], ['tracking_no', 'tracking'], ['case_id', 'case'], ['sku', 'sku'], ['host', 'host'], ['etag', 'etag'], ['event_id', 'uuid'], ['checksum', 'sha256'], ['md5', 'md5'], ['ref', 'object_id'], ['upstream', 'private_ip'], ['merchant', 'company'], ['svc_user', 'service_account'], ['created', 'date_iso']];
export const HARD_NEG_FIELDS = [['test_card', 'test_card'], ['example_key', 'doc_key'], ['card_masked', 'masked_card'], ['email_masked', 'masked_email'], ['phone_masked', 'masked_phone'], ['iban_masked', 'masked_iban'], ['ssn_masked', 'masked_ssn'], ['key_hint', 'masked_token'], ['support_phone', 'support_line'], ['ref_no', 'luhn_invalid'], ['dns', 'resolver_ip'], ['docs_ip', 'doc_ip'], ['tx', 'tx_hash'], ['server_pubkey', 'public_key'], ['authorized_key', 'ssh_pub'], ['sender', 'role_email'], ['sample_email', 'example_email'], ['sa', 'sa_email'], ['device_serial', 'imei_like'], ['demo_phone', 'fictional_phone'], ['invoice', 'invoice'], ['pwd_hint', 'placeholder'], ['fp', 'fingerprint'], ['bic', 'bic'], ['order_no', 'order'], ['sku', 'sku']];
export const negs = (ctx, n) => ctx.R.sample(ctx.R.chance(0.5) ? HARD_NEG_FIELDS : NEG_FIELDS, n).map(([k, kind]) => [k, ctx.N(kind)]);
export const hardNegs = (ctx, n) => ctx.R.sample(HARD_NEG_FIELDS, n).map(([k, kind]) => [k, ctx.N(kind)]);
// balancing extras plus hard negatives, for structured records
export const extrasN = (ctx, n, P = ctx.P, pool) => mix(ctx.R, extras(ctx, n, P, pool), hardNegs(ctx, ctx.R.int(1, 2)));
// labelled fields for the n least-used categories (balancing), keyed with terse field names
export const extras = (ctx, n, P = ctx.P, pool) => [].concat(ctx.want(n, pool)).map((c) => { const it = ctx.item(c, P); return [ctx.fkey(c, it), it]; });
export const personFields = (ctx, P = ctx.P, k = 3) => { const R = ctx.R; const all = [['person_name', () => ctx.name(P)], ['email', () => ctx.email(P)], ['phone', () => ctx.phone(P)], ['address', () => ctx.addr(P)], ['date_of_birth', () => ctx.dob(P, 'iso')]]; return R.sample(all, k).map(([c, f]) => { const it = f(); return [ctx.fkey(c), it]; }); };
export const mix = (R, ...lists) => R.shuffle(lists.flat());

export function stamp(R, style) {
  const y = R.int(2023, 2025), mo = R.int(1, 12), d = R.int(1, 28), h = R.int(0, 23), mi = R.int(0, 59), s = R.int(0, 59), ms = R.digits(3);
  const M = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')[mo - 1];
  return { iso: `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}.${ms}Z`, sp: `${y}-${pad(mo)}-${pad(d)} ${pad(h)}:${pad(mi)}:${pad(s)}.${ms}`, py: `${y}-${pad(mo)}-${pad(d)} ${pad(h)}:${pad(mi)}:${pad(s)},${ms}`, clf: `${pad(d)}/${M}/${y}:${pad(h)}:${pad(mi)}:${pad(s)} +0000`, sys: `${M} ${String(d).padStart(2, ' ')} ${pad(h)}:${pad(mi)}:${pad(s)}`, lc: `${pad(mo)}-${pad(d)} ${pad(h)}:${pad(mi)}:${pad(s)}.${ms}`, epoch: String(Date.UTC(y, mo - 1, d, h, mi, s) / 1000) }[style];
}
// free-text message from the language templates; slot values labelled or negative
export function freeText(d, ctx, P = ctx.P, tpl) {
  const R = ctx.R; const t = tpl ?? R.pick(TEXTS[P.lang] || TEXTS.en);
  const parts = t.split(/(\{\w+\})/);
  for (const part of parts) {
    const m = /^\{(\w+)\}$/.exec(part);
    if (!m) { d.t(part); continue; }
    switch (m[1]) {
      case 'name': d.put(ctx.name(P, R.chance(0.85) ? 'native' : undefined)); break;
      case 'phone': d.put(ctx.phone(P)); break; case 'email': d.put(ctx.email(P)); break;
      case 'addr': d.put(ctx.addr(P)); break; case 'dob': d.put(ctx.dob(P)); break;
      case 'id': d.put(R.chance(0.8) ? ctx.nid(P) : ctx.passport(P)); break;
      case 'iban': d.put(ctx.bank(P)); break;
      case 'case': d.neg(ctx.N('case')); break; case 'order': d.neg(ctx.N('order')); break; case 'date': d.neg(ctx.N('date')); break;
    }
  }
}
const lvl = (R) => R.pick(['INFO', 'INFO', 'WARN', 'ERROR', 'DEBUG']);

// ---------------------------------------------------------------- 1 Spring Boot
export function log_spring(d, ctx) {
  const R = ctx.R; const pid = R.int(1000, 65000);
  const line = (cls, msg, level = lvl(R)) => { d.t(stamp(R, 'sp'), '  ', level.padStart(5), ' ', pid, ' --- [', R.pick(['nio-8080-exec-' + R.int(1, 10), 'main', 'task-' + R.int(1, 8), 'http-nio-8443-exec-2', 'scheduling-1']), '] ', cls.padEnd(40).slice(0, 40), ' : '); msg(); d.t('\n'); };
  line('o.s.b.w.embedded.tomcat.TomcatWebServer', () => d.t('Tomcat started on port(s): ').neg(ctx.N('port')).t(' (http) with context path \'\''));
  line('c.a.crm.web.CustomerController', () => { d.t('Creating customer '); render(d, mix(R, personFields(ctx, ctx.P, 3), [['id', R.int(1000, 99999)]], negs(ctx, 1)), 'java', { cls: 'CustomerDto' }); });
  line('c.a.crm.service.KycService', () => { d.t('KYC check for '); d.put(ctx.name()); d.t(' docType=').t(R.pick(['ID_CARD', 'PASSPORT'])).t(' docNo='); d.put(R.chance(0.5) ? ctx.nid() : ctx.passport()); d.t(' result=PASSED traceId=').neg(ctx.N('trace_id')); });
  const ex = extras(ctx, 2); const hk = ctx.item(ctx.lowest(['api_key', 'access_token']));
  line('c.a.crm.client.PartnerClient', () => { d.t('POST https://partner-api.'); d.t(R.pick(['acme-retail.com', 'brightpath.io'])); d.t('/v2/leads headers='); render(d, [['Content-Type', 'application/json'], hk.cat === 'api_key' ? ['X-Api-Key', hk] : ['Authorization', { pre: 'Bearer ', i: hk }]], 'java', { cls: 'HttpHeaders' }); });
  line('o.h.engine.jdbc.spi.SqlExceptionHelper', () => { d.t('SQL Error: 0, SQLState: 23505 - ERROR: duplicate key value violates unique constraint "customer_email_uk"  Detail: Key (email)=('); d.put(ctx.email()); d.t(') already exists.'); }, 'ERROR');
  if (R.chance(0.7)) line('com.zaxxer.hikari.HikariConfig', () => { d.t('jdbcUrl................................'); d.put(ctx.conn()); }, 'DEBUG');
  line('c.a.crm.web.GlobalExceptionHandler', () => { d.t('Request failed: ' + ex[1][0] + '='); d.put(ex[1][1], 'lit_n'); d.t(' requestId=').neg(ctx.N('request_id')); }, 'ERROR');
  d.t('java.lang.IllegalStateException: validation failed for field ').t(ex[1][0]).t('\n\tat com.acme.crm.service.CustomerService.update(CustomerService.java:').t(R.int(40, 400)).t(')\n\tat org.springframework.aop.framework.ReflectiveMethodInvocation.proceed(ReflectiveMethodInvocation.java:186)\n');
}
// ---------------------------------------------------------------- 2 .NET
export function log_dotnet(d, ctx) {
  const R = ctx.R;
  const hdr = (lv, cat) => d.t(`${lv}: ${cat}[${R.pick([0, 1, 10, 20101, 100])}]\n      `);
  hdr('info', 'Microsoft.AspNetCore.Hosting.Diagnostics'); d.t('Request starting HTTP/1.1 POST https://portal.').t(R.pick(['brightpath.io', 'acme-retail.com'])).t('/api/profile?email='); d.put(ctx.email(), 'percent'); d.t(' - application/json ').neg(ctx.N('bytes')).t('\n');
  hdr('info', 'Portal.Controllers.ProfileController'); d.t('Updating profile '); render(d, mix(R, personFields(ctx, ctx.P, 3), [['UserId', ctx.N('uuid')]]), 'dotnet'); d.t('\n');
  hdr('warn', 'Portal.Services.PaymentService'); d.t('Card verification retry for '); d.put(ctx.name()); d.t(' card '); d.neg(ctx.N('masked_card')); d.t(' attempt ').t(R.int(2, 4)).t(' CorrelationId ').neg(ctx.N('correlation_id')).t('\n');
  hdr('fail', 'Microsoft.EntityFrameworkCore.Database.Connection'); d.t('An error occurred using the connection to database \'').t(R.pick(['crm', 'billing'])).t('\' on server \'').neg(ctx.N('host')).t('\'.\n      ConnectionString: '); d.put(ctx.conn()); d.t('\n');
  const ex = extras(ctx, 2);
  hdr('dbug', 'Portal.Infrastructure.SecretCache'); d.t('Loaded secret '); d.t(ex[0][0]).t(' = '); d.put(ex[0][1], 'lit_n'); d.t(' (ttl ').neg(ctx.N('duration')).t(')\n');
  hdr('info', 'Portal.Audit'); d.t('{ ').t(ex[1][0]).t(' = '); d.put(ex[1][1], 'lit_n'); d.t(', Actor = ').neg(ctx.N('service_account')).t(' }\n');
}
// ---------------------------------------------------------------- 3 Python logging + traceback with locals
export function log_python(d, ctx) {
  const R = ctx.R; const lg = (l, n) => d.t(stamp(R, 'py'), ' ', l, ' [', n, '] ');
  lg('INFO', 'app.signup'); d.t('new signup '); render(d, mix(R, personFields(ctx, ctx.P, 3), negs(ctx, 1)), 'py'); d.t('\n');
  lg('INFO', 'app.kyc'); d.t('document accepted: '); render(d, [['type', R.pick(['national_id', 'passport'])], ['number', R.chance(0.6) ? ctx.nid() : ctx.passport()], ['dob', ctx.dob(ctx.P, 'iso')]], 'py', {}); d.t('\n');
  const ascii = R.chance(0.5);
  lg('DEBUG', 'app.events'); d.t('publish payload='); render(d, mix(R, [['name', ctx.name()], ['addr', ctx.addr()]], negs(ctx, 2)), 'json', { ascii }); d.t('\n');
  lg('ERROR', 'app.billing'); d.t('charge failed\nTraceback (most recent call last):\n  File "/srv/app/billing/charge.py", line ').t(R.int(20, 300)).t(', in charge\n    resp = gateway.charge(card=card, amount=amount)\n  File "/srv/app/billing/gateway.py", line ').t(R.int(20, 300)).t(', in charge\n    raise GatewayError(resp.status_code)\nbilling.gateway.GatewayError: 402\n\nLocals by frame, innermost last:\n  Frame charge in /srv/app/billing/charge.py at line 88\n');
  const loc = [['card', ctx.card()], ['amount', R.int(100, 99999)], ['customer', ctx.name()], ...extrasN(ctx, 2)];
  for (const [k, v] of loc) { d.t(`    ${k.padEnd(12)} = `); if (typeof v === 'number') d.t(v); else { d.t("'"); d.put(v, 'py'); d.t("'"); } d.t('\n'); }
  d.t('    request_id   = ').neg(ctx.N('request_id')).t('\n');
}
// ---------------------------------------------------------------- 4 Node pino JSON lines
export function log_node(d, ctx) {
  const R = ctx.R; const host = ctx.N('host'); const pid = R.int(1, 99999);
  const base = (lv) => [['level', lv], ['time', +stamp(R, 'epoch') * 1000 + R.int(0, 999)], ['pid', pid], ['hostname', host]];
  const ex = extras(ctx, 3);
  const tokItem = R.chance(0.6) ? ctx.tok() : ex[0][1];
  render(d, [...base(30), ['reqId', ctx.N('request_id')], ['req', { obj: [['method', 'POST'], ['url', { raw: '"/api/v1/profile"' }], ['remoteAddress', ctx.ip()], ['headers', { obj: [['user-agent', 'okhttp/4.12.0'], ['authorization', { pre: 'Bearer ', i: tokItem }]] }]] }], ['msg', 'incoming request']], 'json');
  // fix: url placed as raw empty; add query-string url on next line instead
  d.t('\n');
  d.t('{"level":30,"time":').t(+stamp(R, 'epoch') * 1000).t(',"pid":').t(pid).t(',"msg":"GET /api/v1/users/lookup?');
  render(d, [[R.pick(['email', 'e', 'q']), ctx.email()], [R.pick(['phone', 'ph']), ctx.phone()]], 'query'); d.t('","responseTime":').neg(ctx.N('duration_num')).t('}\n');
  render(d, [...base(40), ['msg', 'slow upstream'], ['upstream', ctx.N('private_ip')], ['elapsed', ctx.N('duration_num')]], 'json'); d.t('\n');
  render(d, [...base(50), ['err', { obj: [['type', 'ValidationError'], ['message', 'profile rejected'], ['details', { obj: mix(R, personFields(ctx, ctx.P, 2), ex.slice(1)) }]] }], ['reqId', ctx.N('request_id')], ['msg', 'request errored']], 'json'); d.t('\n');
}
// ---------------------------------------------------------------- 5 Go (logfmt, zap, panic)
export function log_go(d, ctx) {
  const R = ctx.R;
  render(d, [['time', stamp(R, 'iso')], ['level', 'info'], ['msg', 'user login'], ['usr', ctx.email()], ['ip', ctx.ip()], ['ua', 'Mozilla/5.0 (X11; Linux x86_64)'], ['latency', ctx.N('duration')], ['trace', ctx.N('trace_id')]], 'logfmt'); d.t('\n');
  render(d, mix(R, [['time', stamp(R, 'iso')], ['level', 'warn'], ['msg', 'address verification mismatch']], [['addr', ctx.addr()], ['nm', ctx.name()]], negs(ctx, 1)), 'logfmt'); d.t('\n');
  const ex = extras(ctx, 3);
  render(d, [['level', 'error'], ['ts', +stamp(R, 'epoch') + 0.5], ['caller', 'payout/worker.go:' + R.int(20, 400)], ['msg', 'payout failed'], ...ex.slice(0, 2), ['attempt', R.int(1, 5)], ['error', 'context deadline exceeded']], 'json'); d.t('\n');
  d.t('panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x').neg({ n: R.hex(6), kind: 'memory_address' }).t(']\n\ngoroutine ').t(R.int(1, 400)).t(' [running]:\nmain.(*Handler).Process(0xc000').t(R.hex(6)).t(', ');
  render(d, mix(R, personFields(ctx, ctx.P, 2), [ex[2]], [['ID', ctx.N('uuid')]]), 'go', { amp: true }); d.t(')\n\t/build/cmd/api/handler.go:').t(R.int(30, 300)).t(' +0x').t(R.hex(3)).t('\n');
}
// ---------------------------------------------------------------- 6 PHP Laravel / Monolog
export function log_php(d, ctx) {
  const R = ctx.R; const st = stamp(R, 'sp').slice(0, 19);
  const dbUser = R.pick(['forge', 'laravel', 'shop']);
  d.t(`[${st}] production.ERROR: SQLSTATE[HY000] [1045] Access denied for user '${dbUser}'@'`).neg(ctx.N('private_ip')).t("' (using password: YES) ");
  const ctxo = [['userId', R.int(1, 99999)], ['email', ctx.email()], ['exception', `[object] (PDOException(code: 1045): SQLSTATE[HY000] at /var/www/html/vendor/laravel/framework/src/Illuminate/Database/Connectors/Connector.php:70)`]];
  render(d, ctxo, 'json'); d.t('\n');
  d.t(`[${st}] production.INFO: checkout.completed `);
  render(d, mix(R, personFields(ctx, ctx.P, 3), [['order', ctx.N('order')], ['card', ctx.N('masked_card')]]), 'json'); d.t(' []\n');
  d.t(`[${st}] local.DEBUG: env dump `);
  const ex = extras(ctx, 2);
  render(d, [['APP_ENV', 'production'], ['DB_PASSWORD', ctx.freshPw()], ...ex.map(([k, v]) => [k.toUpperCase().replace(/-/g, '_'), v]), ['MAIL_FROM_ADDRESS', ctx.N('role_email')]], 'json'); d.t('\n');
  d.t('Array\n(\n    [customer] => '); d.put(ctx.name()); d.t('\n    [telefon] => '); d.put(ctx.phone()); d.t('\n    [ip] => '); d.put(ctx.ip()); d.t('\n    [session] => '); d.neg(ctx.N('placeholder')); d.t('\n)\n');
}
// ---------------------------------------------------------------- 7 Rails
export function log_rails(d, ctx) {
  const R = ctx.R;
  d.t('Started POST "/users?ref=').neg(ctx.N('case')).t('" for '); d.put(ctx.ip()); d.t(' at ').t(stamp(R, 'sp').slice(0, 19)).t(' +0000\nProcessing by UsersController#create as JSON\n  Parameters: ');
  render(d, [['user', { obj: mix(R, personFields(ctx, ctx.P, 3), [['password', ctx.N('placeholder')]]) }], ['authenticity_token', ctx.N('csrf')]], 'ruby'); d.t('\n');
  const ex = extras(ctx, 2);
  d.t('  User Load (').t(R.int(0, 9)).t('.').t(R.digits(1)).t('ms)  SELECT "users".* FROM "users" WHERE "users"."email" = $1 LIMIT $2  [["email", "'); d.put(ctx.email(), 'dq'); d.t('"], ["LIMIT", 1]]\n');
  d.t('  Stripe::Customer Create (').neg(ctx.N('duration')).t(') api_key='); d.put(ctx.key('stripe_secret_key')); d.t('\n');
  d.t('Completed 422 Unprocessable Entity in ').t(R.int(10, 900)).t('ms (Views: 0.4ms | ActiveRecord: 3.1ms | Allocations: ').neg(ctx.N('bytes')).t(')\n');
  d.t('  ').t(ex[1][0]).t(': "'); d.put(ex[1][1], 'dq'); d.t('"\n');
}
// ---------------------------------------------------------------- 8 syslog
export function syslog(d, ctx) {
  const R = ctx.R; const host = ctx.N('host');
  const pre = (prog) => { d.t(stamp(R, 'sys'), ' '); d.neg(host); d.t(` ${prog}[${R.int(100, 65000)}]: `); };
  pre('sshd'); d.t('Accepted password for '); d.put(ctx.user()); d.t(' from '); d.put(ctx.ip()); d.t(' port ').neg(ctx.N('port')).t(' ssh2\n');
  pre('sshd'); d.t('Failed password for invalid user admin from '); d.put(ctx.ip4()); d.t(' port ').t(R.int(30000, 65000)).t(' ssh2\n');
  pre('sshd'); d.t('Accepted publickey for ').neg(ctx.N('service_account')).t(' from ').neg(ctx.N('private_ip')).t(' port 22 ssh2: ED25519 ').neg(ctx.N('fingerprint')).t('\n');
  pre('postfix/smtpd'); d.t('connect from unknown['); d.put(ctx.ip4()); d.t(']\n');
  pre('postfix/qmgr'); d.t(R.HEX(10)).t(': from=<'); d.put(ctx.email()); d.t('>, size=').neg(ctx.N('bytes')).t(', nrcpt=1 (queue active)\n');
  const o = ctx.other();
  pre('postfix/smtp'); d.t(R.HEX(10)).t(': to=<'); d.put(ctx.email(o)); d.t('>, relay=mx.').t(R.pick(['gmail.com', 'outlook.com'])).t('[').neg(ctx.N('doc_ip')).t(']:25, delay=0.8, status=sent (250 2.0.0 OK)\n');
  pre('dovecot'); d.t('imap-login: Login: user=<'); d.put(ctx.email(o)); d.t('>, method=PLAIN, rip='); d.put(ctx.ip(o)); d.t(', lip=').neg(ctx.N('private_ip')).t(', mpid=').t(R.int(1000, 99999)).t(', TLS\n');
  pre('sudo'); d.t('   deploy : TTY=pts/0 ; PWD=/srv/app ; USER=root ; COMMAND=/usr/bin/mysql -u root -p'); d.put(ctx.freshPw()); d.t(' -e "select 1"\n');
  const ex = extras(ctx, 1); pre('app-worker'); d.t(`job failed ${ex[0][0]}=`); d.put(ex[0][1], 'lit_n'); d.t('\n');
}
// ---------------------------------------------------------------- 9 Windows event text
export function windows_event(d, ctx) {
  const R = ctx.R; const P = ctx.P;
  d.t('Log Name:      Security\nSource:        Microsoft-Windows-Security-Auditing\nDate:          ').t(stamp(R, 'sp').slice(0, 19)).t('\nEvent ID:      ').t(R.pick([4624, 4625, 4648])).t('\nTask Category: Logon\nLevel:         Information\nComputer:      ').neg(ctx.N('host')).t('\nDescription:\nAn account was successfully logged on.\n\nSubject:\n\tSecurity ID:\t\t').neg(ctx.N('sid')).t('\n\tAccount Name:\t\t').neg({ n: R.pick(['WS-' + R.int(100, 999) + '$', 'SYSTEM']), kind: 'machine_account' }).t('\n\nNew Logon:\n\tSecurity ID:\t\t').neg(ctx.N('sid')).t('\n\tAccount Name:\t\t'); d.put(ctx.user()); d.t('\n\tAccount Domain:\t\tCORP\n\tLogon ID:\t\t0x').t(R.HEX(7)).t('\n\tLogon GUID:\t\t{').neg(ctx.N('uuid')).t('}\n\nNetwork Information:\n\tWorkstation Name:\tLAPTOP-').t(R.upper(7)).t('\n\tSource Network Address:\t'); d.put(ctx.ip()); d.t('\n\tSource Port:\t\t').neg(ctx.N('port')).t('\n\n');
  d.t('Event ID: 4648 A logon was attempted using explicit credentials.\n\tAccount Whose Credentials Were Used:\n\t\tAccount Name:\t\t'); d.put(ctx.email()); d.t('\n\tProcess Information:\n\t\tProcess Name:\t\tC:\\Windows\\System32\\cmd.exe\n\tCommand line:\t\tnet use \\\\fileserver\\finance /user:CORP\\').t(P.username()).t(' '); d.put(ctx.pw()); d.t('\n');
  const ex = extras(ctx, 2); d.t('Event ID: 1000 Application Error, Faulting application crm-sync.exe, version ').neg(ctx.N('version')).t('\n\tEnvironment: ');
  render(d, ex, 'kv', { sep: '; ', kvsep: '=' }); d.t('\n');
}
// ---------------------------------------------------------------- 10 web server access / error logs
export function web_access(d, ctx) {
  const R = ctx.R; const nLines = R.int(4, 7);
  for (let i = 0; i < nLines; i++) {
    const P = i % 3 === 0 ? ctx.P : ctx.other();
    const pub = R.chance(0.75);
    if (pub) d.put(ctx.ip(P)); else d.neg(ctx.N('private_ip'));
    d.t(' - ');
    if (R.chance(0.2)) d.put(ctx.user(P)); else d.t('-');
    d.t(` [${stamp(R, 'clf')}] "`);
    const k = R.int(0, 5);
    if (k === 0) { d.t('GET /account/reset?'); render(d, [['email', ctx.email(P)], ['token', ctx.tok(R.pick(['opaque_bearer', 'jwt']))]], 'query'); }
    else if (k === 1) { d.t('GET /api/v2/customers/search?'); render(d, [['name', ctx.name(P, 'native')], ['dob', ctx.dob(P, 'iso')]], 'query', { form: R.chance(0.5) }); }
    else if (k === 2) { const it = ctx.key(); d.t('GET /v1/geocode?'); render(d, [['address', ctx.addr(P)], [R.pick(['key', 'api_key', 'apikey']), it]], 'query', { form: true }); }
    else if (k === 3 && R.chance(0.5)) { const tk = ctx.tok(R.pick(['jwt', 'google_oauth', 'facebook'])); d.t('GET /oauth/callback?state=').neg({ n: R.alnum(24), kind: 'oauth_state' }).t('&access_token='); d.putTrunc(tk, R.int(tk.type === 'jwt' ? 56 : 30, Math.min(90, tk.v.length - 10)), '…[truncated ' + R.int(200, 900) + ' bytes]\n'); continue; }
    else if (k === 3) { d.t('POST /track/').neg(ctx.N('tracking')).t(''); }
    else if (k === 4) { d.t('GET /static/app.').neg({ n: R.hex(8), kind: 'hash' }).t('.js'); }
    else { d.t('GET /u/'); d.put(ctx.email(P), 'percent'); d.t('/profile?phone='); d.put(ctx.phone(P), 'percent'); }
    d.t(' HTTP/1.1" ').t(R.pick([200, 200, 302, 404, 500])).t(' ').neg(ctx.N('bytes')).t(' "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)"');
    if (R.chance(0.4)) d.t(' rt=').neg({ n: `${R.int(0, 3)}.${R.digits(3)}`, kind: 'duration' });
    d.t('\n');
  }
  d.t(stamp(R, 'sp').slice(0, 19).replace(/-/g, '/')).t(' [error] ').t(R.int(100, 9999)).t('#0: *').t(R.int(1, 99999)).t(' upstream timed out (110: Connection timed out) while reading response header from upstream, client: ');
  d.put(ctx.ip()); d.t(', server: shop.').t(R.pick(['acme-retail.com', 'brightpath.io'])).t(', request: "POST /checkout?'); const ex = extras(ctx, 1);
  render(d, ex, 'query'); d.t(' HTTP/2.0", upstream: "http://').neg(ctx.N('private_ip')).t(':').neg(ctx.N('port')).t('/checkout"\n');
}
// ---------------------------------------------------------------- 11 audit trail
export function audit_trail(d, ctx) {
  const R = ctx.R; const n = R.int(2, 4);
  for (let i = 0; i < n; i++) {
    const tgt = i === 0 ? ctx.P : ctx.other();
    const cats = [].concat(ctx.want(2, ['email', 'phone', 'address', 'bank_account', 'national_id', 'passport', 'date_of_birth', 'credit_card', 'crypto_wallet', 'person_name']));
    const fld = cats[0]; const oldV = ctx.item(fld, ctx.other()); const newV = ctx.item(fld, tgt);
    render(d, [['event_id', ctx.N('uuid')], ['ts', ctx.N('timestamp')], ['actor', { obj: [['type', R.pick(['user', 'service'])], ['id', R.int(1000, 99999)], ['email', i === 0 ? ctx.N('sa_email') : ctx.email(ctx.other())]] }], ['action', `customer.${fld}.updated`], ['target', { obj: [['customer_id', ctx.N('object_id')], ['display', ctx.name(tgt)]] }], ['changes', { obj: [[ctx.fkey(fld), { obj: [['from', oldV], ['to', newV]] }]] }], ['src_ip', ctx.ip(tgt)], ['extra', { obj: [[ctx.fkey(cats[1]), ctx.item(cats[1], tgt)]] }]], 'json', { pretty: i === 0 && R.chance(0.5) });
    d.t('\n');
  }
}
// ---------------------------------------------------------------- 12 HAR
export function har(d, ctx) {
  const R = ctx.R; const inner = d.sub();
  render(inner, mix(R, personFields(ctx, ctx.P, 3), [['password', ctx.pw()]], negs(ctx, 1)), 'json');
  const resp = d.sub(); const ex = extras(ctx, 2);
  render(resp, [['id', ctx.N('object_id')], ['access_token', ctx.tok('jwt')], ['refresh_token', ctx.tok(R.pick(['google_refresh', 'opaque_bearer']))], ...ex, ['expires_in', 3600]], 'json');
  const ck = ctx.R.chance(0.5);
  d.t('{\n  "log": {\n    "version": "1.2",\n    "creator": {"name": "WebInspector", "version": "537.36"},\n    "entries": [\n      {\n        "startedDateTime": "').neg(ctx.N('timestamp')).t('",\n        "time": ').neg(ctx.N('duration_num')).t(',\n        "request": {\n          "method": "POST",\n          "url": "https://api.').t(R.pick(['brightpath.io', 'acme-retail.com'])).t('/v1/session?device=').neg(ctx.N('uuid')).t('",\n          "headers": [\n            {"name": "Content-Type", "value": "application/json"},\n            {"name": "Cookie", "value": "');
  const sess = ctxSession(ctx); d.t(sess.name + '='); d.put({ v: sess.v, cat: 'access_token', type: sess.type }); d.t('; _ga=').neg({ n: `GA1.2.${R.int(100000000, 999999999)}.${R.int(1600000000, 1760000000)}`, kind: 'analytics_client_id' }).t('"},\n            {"name": "X-Request-Id", "value": "').neg(ctx.N('request_id')).t('"}\n          ],\n          "postData": {"mimeType": "application/json", "text": "');
  d.embed(inner, 'json'); d.t('"}\n        },\n        "response": {\n          "status": 200,\n          "content": {"size": ').neg(ctx.N('bytes')).t(', "mimeType": "application/json", "text": "'); d.embed(resp, 'json'); d.t('"}\n        },\n        "serverIPAddress": "').neg(ctx.N(R.pick(['doc_ip', 'private_ip']))).t('"\n      }\n    ]\n  }\n}\n');
  void ck;
}
import * as V from './values.mjs';
export function ctxSession(ctx) { return V.sessionCookie(ctx.R); }
// ---------------------------------------------------------------- 13 raw HTTP dump (curl -v)
export function http_dump(d, ctx) {
  const R = ctx.R; const host = R.pick(['api.brightpath.io', 'partner.acme-retail.com', 'hooks.nordwind-logistik.de']);
  d.t('*   Trying ').neg(ctx.N('doc_ip')).t(':443...\n* Connected to ').t(host).t('\n> POST /v3/customers HTTP/2\n> Host: ').t(host).t('\n');
  const a = R.int(0, 2);
  if (a === 0) { const u = ctx.email(); const pw = ctx.pw(); d.t('> Authorization: Basic '); d.put({ v: `${u.v}:${pw.v}`, cat: 'password', type: 'basic_auth_credentials' }, 'base64'); d.t('\n'); }
  else if (a === 1) { d.t('> Authorization: Bearer '); d.put(ctx.tok()); d.t('\n'); }
  else { const k = ctx.key(); d.t('> X-Api-Key: '); d.put(k); d.t('\n'); }
  d.t('> User-Agent: curl/8.5.0\n> Content-Type: application/json\n> X-Request-ID: ').neg(ctx.N('request_id')).t('\n>\n');
  render(d, mix(R, personFields(ctx, ctx.P, 3), extras(ctx, 1)), 'json', { pretty: true }); d.t('\n< HTTP/2 201\n< date: Tue, 12 Mar 2024 09:14:55 GMT\n< etag: ').neg(ctx.N('etag')).t('\n< set-cookie: ');
  const s = V.sessionCookie(R); d.t(s.name, '='); d.put({ v: s.v, cat: 'access_token', type: s.type }); d.t('; Path=/; HttpOnly; Secure\n< x-trace-id: ').neg(ctx.N('trace_id')).t('\n<\n{"id":"').neg(ctx.N('object_id')).t('","status":"created"}\n');
}
// ---------------------------------------------------------------- 14 payment webhook
export function webhook_payment(d, ctx) {
  const R = ctx.R; const P = ctx.P; const a = P.address(); const card = ctx.card();
  d.t('POST /webhooks/payments HTTP/1.1\nStripe-Signature: t=').neg(ctx.N('timestamp')).t(',v1=').neg(ctx.N('signature')).t('\nContent-Type: application/json\n\n');
  render(d, [['id', ctx.N('object_id')], ['type', R.pick(['charge.succeeded', 'payment_intent.payment_failed', 'charge.dispute.created'])], ['data', { obj: [['object', { obj: [['amount', R.int(100, 99999)], ['currency', R.pick(['eur', 'usd', 'brl', 'jpy'])], ['billing_details', { obj: [['name', ctx.name(P, L_native(ctx))], ['email', ctx.email()], ['phone', ctx.phone()], ['address', { obj: [['line1', ctx.addr(P, 'street')], ['city', a.city], ['postal_code', a.postcode], ['country', P.cc]] }]] }], ['payment_method_details', { obj: [['card', { obj: [['brand', card.brand], ['last4', card.pan.slice(-4)], ['fingerprint', { n: R.alnum(16), kind: 'card_fingerprint' }], ['exp_year', R.int(2026, 2031)]] }]] }], ['receipt_email', ctx.email()], ['customer', ctx.N('object_id')]] }]] }], ['livemode', true]], 'json', { pretty: R.chance(0.5) });
  d.t('\n\n# raw card capture from legacy terminal bridge (should not be logged)\nPAN='); d.put(card); d.t(' EXP=').t(pad(R.int(1, 12))).t('/').t(R.int(26, 31)).t(' NAME='); d.put(ctx.name(P, 'upper')); d.t('\n');
  const ex = extras(ctx, 1); d.t('# config: '); render(d, [['STRIPE_WEBHOOK_SECRET', ctx.key('stripe_webhook_secret')], ...ex], 'logfmt'); d.t('\n');
}
const L_native = (ctx) => 'native';
// ---------------------------------------------------------------- 15 messaging webhooks (Twilio form, WhatsApp, Telegram)
export function webhook_messaging(d, ctx) {
  const R = ctx.R; const P = ctx.P; const k = R.int(0, 2);
  if (k === 0) {
    d.t('POST /sms/inbound  Content-Type: application/x-www-form-urlencoded\nX-Twilio-Signature: ').neg({ n: R.bytes(20).toString('base64'), kind: 'hmac_signature' }).t('\n\n');
    render(d, [['ToCountry', P.cc], ['SmsMessageSid', { n: 'SM' + R.hex(32), kind: 'object_id' }], ['From', ctx.phone()], ['To', ctx.N('support_line')], ['Body', { raw: '' }]], 'query', { form: true });
    const body = d.sub(); freeText(body, ctx, P); d.embed(body, 'form'); d.t('&NumMedia=0\n');
  } else if (k === 1) {
    render(d, [['object', 'whatsapp_business_account'], ['entry', { arr: [{ obj: [['id', ctx.N('offset')], ['changes', { arr: [{ obj: [['field', 'messages'], ['value', { obj: [['contacts', { arr: [{ obj: [['profile', { obj: [['name', ctx.name()]] }], ['wa_id', { ...ctx.phone(P), v: ctx.phone(P).v.replace(/\D/g, ''), type: 'phone_e164_digits' }]] }] }], ['messages', { arr: [{ obj: [['from', { ...ctx.phone(P), v: ctx.phone(P).v.replace(/\D/g, ''), type: 'phone_e164_digits' }], ['id', { n: 'wamid.' + R.str(48, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789='), kind: 'message_id' }], ['timestamp', ctx.N('timestamp')], ['type', 'text']] }] }]] }]] }] }]] }] }]], 'json', { ascii: R.chance(0.4) });
    d.t('\n');
  } else {
    render(d, [['update_id', R.int(100000000, 999999999)], ['message', { obj: [['message_id', R.int(1, 99999)], ['from', { obj: [['id', R.int(10000000, 7999999999)], ['is_bot', false], ['first_name', ctx.name(P, 'given')], ['username', ctx.user()]] }], ['contact', { obj: [['phone_number', ctx.phone()], ['first_name', ctx.name(P, 'given')]] }], ['date', ctx.N('timestamp')], ['text', '/start']] }]], 'json', { ascii: R.chance(0.5) });
    d.t('\n');
  }
  const ex = extras(ctx, 2); d.t('bot config: '); render(d, [[k === 2 ? 'TELEGRAM_BOT_TOKEN' : ex[0][0], k === 2 ? ctx.key('telegram_bot_token') : ex[0][1]], ex[1]], 'logfmt'); d.t('\n');
}
// ---------------------------------------------------------------- 16 e-commerce order webhook
export function webhook_ecommerce(d, ctx) {
  const R = ctx.R; const P = ctx.P; const a = P.address(); const ship = R.chance(0.4) ? ctx.other() : P; const sa = ship.address();
  render(d, [['id', R.int(1000000000, 9999999999)], ['admin_graphql_api_id', ctx.N('object_id')], ['email', ctx.email()], ['created_at', ctx.N('timestamp')], ['browser_ip', ctx.ip()], ['phone', ctx.phone()], ['order_number', ctx.N('order')], ['customer', { obj: [['first_name', ctx.name(P, 'given')], ['last_name', ctx.name(P, 'family')], ['note', { raw: 'null' }]] }], ['billing_address', { obj: [['name', ctx.name(P)], ['address1', ctx.addr(P, 'street')], ['city', a.city], ['zip', a.postcode], ['country_code', P.cc]] }], ['shipping_address', { obj: [['name', ctx.name(ship)], ['address1', ctx.addr(ship, 'street')], ['city', sa.city], ['zip', sa.postcode], ['phone', ctx.phone(ship)]] }], ['line_items', { arr: [{ obj: [['sku', ctx.N('sku')], ['vendor', ctx.N('company')], ['quantity', R.int(1, 4)]] }] }], ['note_attributes', { arr: [{ obj: [['name', 'gift_message'], ['value', 'Alles Gute!']] }] }]], 'json', { pretty: R.chance(0.5), ascii: R.chance(0.3) });
  d.t('\n'); const ex = extras(ctx, 2); d.t('X-Shopify-Hmac-Sha256: ').neg({ n: R.bytes(32).toString('base64'), kind: 'hmac_signature' }).t('\nX-Shopify-Shop-Domain: ').t(R.lower(8)).t('.myshopify.com\n# app env: '); render(d, ex, 'logfmt'); d.t('\n');
}
// ---------------------------------------------------------------- 17 identity provider log event
export function webhook_identity(d, ctx) {
  const R = ctx.R; const P = ctx.P;
  render(d, [['log_id', ctx.N('trace_id')], ['data', { obj: [['date', ctx.N('timestamp')], ['type', R.pick(['ss', 'f', 'sapi', 'fp'])], ['description', R.pick(['Successful signup', 'Wrong email or password', 'Password reset'])], ['client_id', { n: R.alnum(32), kind: 'oauth_client_id' }], ['ip', ctx.ip()], ['user_agent', 'Chrome 122.0.0 / Mac OS X 14.3.1'], ['details', { obj: [['body', { obj: [['email', ctx.email()], ['password', R.chance(0.5) ? ctx.pw() : ctx.N('placeholder')], ['user_metadata', { obj: [['full_name', ctx.name()], ['phone', ctx.phone()], ['birthdate', ctx.dob(P, 'iso')]] }]] }]] }], ['user_id', { n: `auth0|${R.hex(24)}`, kind: 'object_id' }], ['user_name', ctx.email()]] }]], 'json', { pretty: true });
  d.t('\n--- token exchange ---\nid_token='); d.put(ctx.tok('jwt')); d.t('\nrefresh_token='); d.put(ctx.tok(R.pick(['opaque_bearer', 'google_refresh', 'azure_refresh']))); d.t('\n');
  if (R.chance(0.6)) { // KYC vendor OCR result with the passport's machine-readable zone
    const m = ctx.mrz(P); const doc = m.docNo.replace(/<+$/, '');
    d.t('--- kyc.document.ocr (vendor ').neg(ctx.N('company')).t(') ---\nmrz_line1: ').t(m.line1.slice(0, 5));
    d.put({ v: m.nameField, cat: 'person_name', type: 'mrz_name_field', soft: true }); d.t(m.line1.slice(5 + m.nameField.length));
    d.t('\nmrz_line2: '); d.put({ v: doc, cat: 'passport', type: 'passport_mrz' }); d.t(m.line2.slice(doc.length, 13));
    d.put({ v: m.dob6, cat: 'date_of_birth', type: 'dob_mrz_yymmdd', soft: true }); d.t(m.line2.slice(19), '\n');
  }
  const ex = extras(ctx, 1); d.t('client_secret_ref: ').neg(ctx.N('placeholder')).t('\n'); render(d, ex, 'kv'); d.t('\n');
}
// ---------------------------------------------------------------- 18 crash report (Sentry-style event JSON)
export function crash_report(d, ctx) {
  const R = ctx.R; const P = ctx.P; const ex = extras(ctx, 3);
  render(d, [['event_id', { n: R.hex(32), kind: 'event_id' }], ['timestamp', ctx.N('timestamp')], ['platform', R.pick(['python', 'node', 'java', 'cocoa'])], ['release', ctx.N('version')], ['user', { obj: [['id', R.int(1, 999999)], ['email', ctx.email()], ['ip_address', ctx.ip()], ['username', ctx.user()]] }], ['request', { obj: [['url', { raw: '"https://api.brightpath.io/v1/orders"' }], ['headers', { obj: [['Authorization', { pre: 'Bearer ', i: ctx.tok() }], ['X-Forwarded-For', ctx.ip4()]] }], ['data', { obj: mix(R, personFields(ctx, P, 2)) }]] }], ['exception', { obj: [['values', { arr: [{ obj: [['type', 'KeyError'], ['value', "'billing_address'"], ['stacktrace', { obj: [['frames', { arr: [{ obj: [['filename', 'orders/service.py'], ['lineno', R.int(10, 500)], ['vars', { obj: [...ex, ['order_id', ctx.N('order')], ['retry', R.int(0, 3)]] }]] }] }]] }]] }] }]] }], ['contexts', { obj: [['device', { obj: [['model', 'iPhone15,2'], ['boot_time', ctx.N('timestamp')]] }], ['os', { obj: [['version', ctx.N('version')]] }]] }]], 'json', { pretty: R.chance(0.6) });
  d.t('\n');
}
// ---------------------------------------------------------------- 19 Android logcat
export function logcat(d, ctx) {
  const R = ctx.R; const pid = R.int(1000, 32000);
  const L = (lv, tag) => d.t(stamp(R, 'lc'), ' ', String(pid).padStart(5), ' ', String(pid + R.int(1, 40)).padStart(5), ` ${lv} ${tag.padEnd(16)}: `);
  L('I', 'ActivityManager'); d.t('Start proc ').t(pid).t(':com.').t(R.pick(['brightpath.wallet', 'acme.shop', 'nordwind.track'])).t('/u0a').t(R.int(100, 400)).t(' for activity\n');
  const tok = ctx.tok(); L('D', 'OkHttp'); d.t('--> POST https://api.brightpath.io/v2/profile\n'); L('D', 'OkHttp'); d.t('Authorization: Bearer '); if (R.chance(0.35) && tok.v.length > 70) d.putTrunc(tok, R.int(tok.type === 'jwt' ? 56 : 24, 64), '\n'); else { d.put(tok); d.t('\n'); }
  L('D', 'OkHttp'); render(d, mix(R, personFields(ctx, ctx.P, 3), [['device_id', ctx.N('uuid')]]), 'json', { ascii: R.chance(0.3) }); d.t('\n');
  L('D', 'OkHttp'); d.t('<-- 200 OK https://api.brightpath.io/v2/profile (').neg(ctx.N('duration')).t(')\n');
  const ex = extras(ctx, 2);
  L('W', 'WalletSync'); d.t('sync failed for '); d.put(ex[0][1], 'lit_n'); d.t(' retry in 30s\n');
  L('E', 'AndroidRuntime'); d.t('FATAL EXCEPTION: main\n'); L('E', 'AndroidRuntime'); d.t('java.lang.NullPointerException: Attempt to invoke virtual method on a null object reference; state=Bundle[{'); render(d, [ex[1], ['screen', 'checkout']], 'kv', { sep: ', ', kvsep: '=' }); d.t('}]\n');
  L('I', 'Firebase'); d.t('FCM token: ').neg({ n: `${R.alnum(11)}:APA91b${R.str(40, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-')}`, kind: 'push_registration_token' }).t('\n');
}
// ---------------------------------------------------------------- 20 iOS console
export function ios_console(d, ctx) {
  const R = ctx.R; const app = R.pick(['ShopKit', 'PayWallet', 'Courier']); const pid = R.int(100, 9999);
  const L = (cat) => d.t('default\t', stamp(R, 'sp').slice(11), `\t${app}[${pid}:${R.int(10000, 999999)}]\t[${cat}] `);
  L('Network'); d.t('Request headers: {\n    Accept = "application/json";\n    Authorization = "Bearer '); d.put(ctx.tok()); d.t('";\n    "X-Device-Id" = "').neg(ctx.N('uuid')).t('";\n}\n');
  L('Profile'); d.t('Saved contact: {\n    email = "'); d.put(ctx.email(), 'dq'); d.t('";\n    name = "'); d.put(ctx.name(), 'dq'); d.t('";\n    phone = "'); d.put(ctx.phone()); d.t('";\n    postalAddress = "'); d.put(ctx.addr(), 'dq'); d.t('";\n}\n');
  const ex = extras(ctx, 2);
  L('Keychain'); d.t(`SecItemAdd ${ex[0][0]} -> `); d.put(ex[0][1], 'lit_n'); d.t(' status=0\n');
  L('Analytics'); d.t('flush batch size=').neg(ctx.N('bytes')).t(' session=').neg(ctx.N('uuid')).t(' ').t(ex[1][0]).t('='); d.put(ex[1][1], 'lit_n'); d.t('\n');
}
// ---------------------------------------------------------------- 21 browser storage + cookie dump
export function browser_storage(d, ctx) {
  const R = ctx.R; const P = ctx.P;
  d.t('// localStorage @ https://app.').t(R.pick(['brightpath.io', 'acme-retail.com'])).t('\n');
  const auth = d.sub(); render(auth, [['accessToken', ctx.tok('jwt')], ['refreshToken', ctx.tok('opaque_bearer')], ['expiresAt', ctx.N('timestamp')], ['user', { obj: [['email', ctx.email()], ['name', ctx.name()]] }]], 'json');
  d.t('"auth": "'); d.embed(auth, 'json'); d.t('"\n');
  const form = d.sub(); render(form, mix(R, [['step', 3]], personFields(ctx, P, 3), extras(ctx, 1, P, ['national_id', 'passport', 'bank_account', 'credit_card', 'date_of_birth'])), 'json', { ascii: R.chance(0.3) });
  d.t('"checkout_draft": "'); d.embed(form, 'json'); d.t('"\n"ab_bucket": "').neg(ctx.N('uuid')).t('"\n"i18nextLng": "').t(ctx.lang).t('"\n\n# document.cookie\n');
  const s = V.sessionCookie(R); d.t(`${s.name}=`); d.put({ v: s.v, cat: 'access_token', type: s.type }); d.t('; _ga=').neg({ n: `GA1.1.${R.int(100000000, 999999999)}.${R.int(1600000000, 1760000000)}`, kind: 'analytics_client_id' }).t('; last_email='); d.put(ctx.email(), 'percent'); d.t('; csrftoken=').neg(ctx.N('csrf')).t('\n');
  const ex = extras(ctx, 1); d.t('\n# sessionStorage\n').t(ex[0][0]).t(' = '); d.put(ex[0][1], 'lit_n'); d.t('\n');
}
