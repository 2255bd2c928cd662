// Text from machines: admin consoles copied off a screenshot, terminal sessions, log lines of
// many programs.

export function adminConsole(d, c) {
  const { r } = d;
  const p = c.person(), e = c.email(p), ph = c.phone(), ip = c.ip(), b = c.birth();
  d.t(`${r.pick(['Admin', 'Backoffice', 'Console'])} › ${r.pick(['Users', 'Customers', 'Benutzer', 'Clients'])} › `); d.name(p); d.t('\n');
  d.t(`${r.pick(['Edit  Suspend  Reset password  Impersonate', 'Edit | Disable | Reset MFA | Reset password', '✎ Edit   ⏸ Suspend   ↺ Reset password'])}\n\n`);
  d.t(`Profile\n${c.lab('name')} `); d.name(p); d.t(`\n${c.lab('email')} `); d.v('email', e.type, e.value); d.t(' ✓ verified\n');
  d.t(`${c.lab('phone')} `); d.v('phone', ph.type, ph.value); d.t(`\n${c.lab('dob')} `); d.dob(b); d.t('\n');
  d.t('Last sign-in '); c.negValue('not_dob'); d.t(' from '); d.v('ip_address', ip.type, ip.value); d.t(` (${r.pick(['Berlin, DE', 'Lyon, FR', 'Osaka, JP', 'Austin, US'])})\n`);
  if (r.chance(0.6)) { d.t('KYC  '); const pp = c.passport(); d.t(`${r.pick(pp.labels)} `); d.v('passport', pp.type, pp.value); d.t('  status: approved\n'); }
  else { d.t('KYC  '); const id = c.nid(0.1); d.t(`${id.label} `); d.v('national_id', id.type, id.value); d.t('  status: pending\n'); }
  d.t('Payment  '); c.neg('masked'); d.t('\n\nAPI keys\nName Key Created Last used\n');
  for (let i = 0; i < r.int(1, 3); i++) {
    const k = c.apiKey();
    d.t(`${r.pick(['ci-deploy', 'zapier', 'prod-backend', 'reporting'])} `);
    if (r.chance(0.3)) { d.n('masked', `${k.value.slice(0, 7)}••••••••${k.value.slice(-4)}`); } else d.v('api_key', k.type, k.value);
    d.t(' '); c.negValue('not_dob'); d.t(` ${r.pick(['never', '2 hours ago', 'yesterday'])}\n`);
  }
  if (r.chance(0.6)) { const pw = c.pw(); d.t(`\n✔ ${r.pick(['Password reset. Temporary password:', 'Neues Einmalpasswort:', 'Mot de passe temporaire :'])} `); d.v('password', pw.type, pw.value, pw.soft); d.t('\n'); }
  d.t('\nAudit\n'); c.neg('not_wallet'); d.t(` role changed by `); d.name(c.person()); d.t('\n');
}

export function terminalSession(d, c) {
  const { r } = d;
  const user = r.pick(['deploy', 'ubuntu', 'hkettering', 'ops', 'root']);
  const host = r.pick(['bastion-1', 'build-07', 'laptop', 'db-migr']);
  const prompt = () => d.t(r.pick([`${user}@${host}:~$ `, `[${user}@${host} ~]# `, '$ ', `PS C:\\Users\\${user}> `]));
  const steps = r.shuffle([
    () => { const k = c.apiKey(); prompt(); d.t(`export ${k.key}=`); const q = r.pick(['', '"', "'"]); d.t(q); d.v('api_key', k.type, k.value); d.t(`${q}\n`); },
    () => { const pw = c.pw(); prompt(); d.t(`mysql -u ${r.pick(['root', 'app', 'report'])} -h ${r.pick(['127.0.0.1', 'db.internal'])} `); if (r.chance(0.5)) { d.t("-p'"); d.v('password', pw.type, pw.value.replace(/'/g, ''), pw.soft); d.t("'"); } else { d.t('--password='); d.v('password', pw.type, pw.value.replace(/[ '"]/g, '_'), pw.soft); } d.t(' orders\nmysql: [Warning] Using a password on the command line interface can be insecure.\n'); },
    () => { let cs; do cs = c.conn(); while (cs.type !== 'postgres'); prompt(); d.t(`psql "`); d.v('connection_string', cs.type, cs.value); d.t('" -c "select count(*) from users"\n count\n-------\n '); c.neg('not_phone'); d.t('\n(1 row)\n'); },
    () => { const t = r.chance(0.6) ? c.jwt() : c.bearer(); prompt(); d.t(`curl -s -H "Authorization: Bearer `); d.v('access_token', t.type, t.value); d.t(`" https://api.${r.pick(['fjordbank.se', 'kraemer-logistik.de'])}/v2/me | jq .\n{\n  "id": "`); c.negValue('not_wallet'); d.t('",\n  "name": "'); d.name(c.person()); d.t('",\n  "email": "'); const e = c.email(); d.v('email', e.type, e.value); d.t('"\n}\n'); },
    () => { const k = c.pkey(); prompt(); d.t(`cat ~/.ssh/${r.pick(['id_rsa', 'id_ed25519', 'deploy_key', 'server.key'])}\n`); d.v('private_key', k.type, c.renderKey(k, 'file')); d.t('\n'); },
    () => { prompt(); d.t('git log -1 --oneline\n'); d.n('not_wallet:commit', r.hex(7)); d.t(` ${r.pick(['fix: retry on 503', 'bump deps', 'Merge branch main'])}\n`); prompt(); d.t('git rev-parse HEAD\n'); d.n('not_wallet:commit', r.hex(40)); d.t('\n'); },
    () => { const ip = c.ip(); prompt(); d.t(`ssh ${user}@`); d.v('ip_address', ip.type, ip.value); d.t('\nWarning: Permanently added the host key (ED25519) to the list of known hosts.\n'); },
    () => { const pw = c.pw(); prompt(); d.t(`docker login ${r.pick(['ghcr.io', 'registry.gitlab.com'])} -u ${user} -p `); d.v('password', pw.type, pw.value.replace(/[ '"&;#]/g, 'x'), pw.soft); d.t('\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded\n'); },
    () => { prompt(); d.t('aws configure\nAWS Access Key ID [None]: '); const id = 'AKIA' + r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16); d.v('api_key', 'aws_access_key_id', id); d.t('\nAWS Secret Access Key [None]: '); d.v('api_key', 'aws_secret_access_key', r.b64(40)); d.t('\nDefault region name [None]: eu-central-1\n'); },
    () => { const w = c.wallet(); prompt(); d.t(`bitcoin-cli ${r.pick(['getaddressinfo', 'validateaddress'])} `); d.v('crypto_wallet', w.type, w.value); d.t('\n{ "isvalid": true }\n'); },
    () => { prompt(); d.t('cat .env.example\nSTRIPE_SECRET_KEY='); d.n('placeholder', r.pick(['sk_live_xxxxxxxxxxxxxxxxxxxxxxxx', 'sk_test_...', '<stripe-secret>'])); d.t('\nDATABASE_URL='); d.n('placeholder', r.pick(['postgres://user:password@localhost:5432/app', 'mysql://USER:PASSWORD@HOST:3306/DB', 'postgresql://<user>:<pass>@<host>/<db>'])); d.t('\nADMIN_PASSWORD='); d.n('placeholder', r.pick(['changeme', '<set-me>', '********'])); d.t('\n'); },
    () => { prompt(); d.t('sha256sum release.tar.gz\n'); d.n('not_wallet:sha256', r.hex(64)); d.t('  release.tar.gz\n'); },
  ]);
  for (const s of steps.slice(0, r.int(4, 7))) s();
  prompt(); d.t('exit\n');
}

const LOGS = [
  (d, c) => { const ip = c.ip(); const t = r2(d); d.v('ip_address', ip.type, ip.value); d.t(` - - [${t}] "GET /account/settings?${d.r.chance(0.5) ? 'lang=de' : 'tab=billing'} HTTP/1.1" 200 ${d.r.int(300, 9000)} "-" "Mozilla/5.0"\n`); },
  (d, c) => { const ip = c.ip(); d.t(`${r2(d)} sshd[${d.r.int(1000, 40000)}]: Accepted password for ${d.r.pick(['deploy', 'admin', 'hkettering'])} from `); d.v('ip_address', ip.type, ip.value); d.t(` port ${d.r.int(30000, 65000)} ssh2\n`); },
  (d, c) => { const p = c.person(), e = c.email(p); d.t(`{"ts":"${r2(d)}","level":"info","msg":"user updated","user":{"name":"`); d.name(p); d.t('","email":"'); d.v('email', e.type, e.value); d.t('"},"trace_id":"'); d.n('not_wallet:trace_id', d.r.hex(32)); d.t('"}\n'); },
  (d, c) => { const t = c.bearer(); d.t(`${r2(d)} WARN  proxy: upstream 401 for GET /v1/orders?access_token=`); d.v('access_token', t.type, t.value); d.t('&page=2\n'); },
  (d, c) => { const cs = c.conn(); d.t(`${r2(d)} ERROR [main] o.h.e.j.s.SqlExceptionHelper - Cannot open connection to `); d.v('connection_string', cs.type, cs.value); d.t('\n\tat org.postgresql.Driver.connect(Driver.java:285)\n'); },
  (d, c) => { const pw = c.pw(); d.t(`${r2(d)} DEBUG auth.login form={"username":"${d.r.pick(['fbrouwer', 'm.kaya', 'lsjoberg'])}","password":"`); d.v('password', pw.type, pw.value.replace(/["\\]/g, '_'), pw.soft); d.t('","remember":true}\n'); },
  (d, c) => { const ph = c.phone(); d.t(`${r2(d)} sms-gateway: delivered OTP to `); d.v('phone', ph.type, ph.value); d.t(' msg_id='); d.n('not_phone:message_id', d.r.digits(12)); d.t('\n'); },
  (d, c) => { const k = c.apiKey(); d.t(`${r2(d)} app[web.1]: config loaded ${k.key.toLowerCase()}=`); d.v('api_key', k.type, k.value); d.t('\n'); },
  (d, c) => { d.t(`${r2(d)} kubelet: pulled image registry.local/api@sha256:`); d.n('not_wallet:image_digest', d.r.hex(64)); d.t('\n'); },
  (d, c) => { const w = c.wallet(); d.t(`${r2(d)} payout-worker: withdrawal queued to `); d.v('crypto_wallet', w.type, w.value); d.t(' tx='); d.n('not_wallet:tx_hash', '0x' + d.r.hex(64)); d.t('\n'); },
  (d, c) => { const cd = c.card(); d.t(`${r2(d)} checkout: tokenization failed pan=`); d.v('credit_card', cd.type, cd.value.replace(/[ -]/g, '')); d.t(' reason=do_not_honor\n'); },
  (d, c) => { d.t(`${r2(d)} billing: invoice `); c.neg('not_document'); d.t(' sent; card '); c.neg('masked'); d.t('\n'); },
  (d, c) => { const k = c.pkey(); d.t(`${r2(d)} vault-agent: rendered secret {"tls_key":"`); d.v('private_key', k.type, c.renderKey(k, 'escaped')); d.t('"}\n'); },
  (d, c) => { const t = c.jwt(); d.t(`${r2(d)} gateway: jwt rejected (expired) token=`); d.v('access_token', t.type, t.value); d.t('\n'); },
  (d, c) => { const e = c.email(c.person()); d.t(`${r2(d)} postfix/smtp[${d.r.int(1000, 30000)}]: ${d.r.hex(10).toUpperCase()}: to=<`); d.v('email', e.type, e.value); d.t(`>, relay=mx.${e.value.split('@')[1]}[`); const ip = c.ip(); d.v('ip_address', ip.type, ip.value); d.t(`]:25, delay=${d.r.int(0, 9)}.${d.r.int(1, 9)}, status=sent (250 OK)\n`); },
  (d, c) => { const k = 'AKIA' + d.r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16); const ip = c.ip(); d.t(`{"eventTime":"${r2(d)}","eventName":"${d.r.pick(['GetObject', 'AssumeRole', 'ListBuckets'])}","userIdentity":{"type":"IAMUser","accessKeyId":"`); d.v('api_key', 'aws_access_key_id', k); d.t('"},"sourceIPAddress":"'); d.v('ip_address', ip.type, ip.value); d.t('"}\n'); },
  (d, c) => { d.t(`${r2(d)} ##[group]Run ./deploy.sh\n  env:\n    API_TOKEN: ***\n    DB_PASSWORD: ***\n##[endgroup]\n`); },
  (d, c) => { const p = c.person(); d.t(`${r2(d)} Microsoft-Windows-Security-Auditing 4625: An account failed to log on. Account Name: ${p.latin ? p.handle : 'svc_backup'} Source Network Address: `); const ip = c.ip(); d.v('ip_address', ip.type, ip.value); d.t('\n'); },
  (d, c) => { const ph = c.phone(); d.t(`${d.r.int(10, 12)}-${d.r.int(10, 28)} ${d.r.int(10, 23)}:${d.r.int(10, 59)}:${d.r.int(10, 59)}.${d.r.digits(3)}  ${d.r.int(1000, 9000)}  ${d.r.int(1000, 9000)} D ContactSync: upsert contact phone=`); d.v('phone', ph.type, ph.value); d.t(' name='); d.name(c.person()); d.t('\n'); },
  (d, c) => { const p = c.person(); d.t(`${r2(d)} audit: record viewed by `); d.name(p); d.t(` patient_dob=`); d.dob(c.birth()); d.t('\n'); },
];
function r2(d) {
  const r = d.r;
  return r.pick([`2026-0${r.int(1, 9)}-${String(r.int(10, 28))}T${String(r.int(10, 23))}:${String(r.int(10, 59))}:${String(r.int(10, 59))}.${r.digits(3)}Z`, `Mar ${r.int(10, 28)} ${r.int(10, 23)}:${r.int(10, 59)}:${r.int(10, 59)}`, `${r.int(10, 28)}/Mar/2026:${r.int(10, 23)}:${r.int(10, 59)}:${r.int(10, 59)} +0000`]);
}
export function appLogs(d, c) {
  const { r } = d;
  for (let i = 0; i < r.int(6, 12); i++) r.pick(LOGS)(d, c);
}

/** An .env or YAML file dumped into a ticket, with keys, passwords, connection strings and a key. */
export function configDump(d, c) {
  const { r } = d;
  const yaml = r.chance(0.4);
  const kv = (k, write) => { d.t(yaml ? `  ${k.toLowerCase()}: ` : `${k}=`); write(); d.t('\n'); };
  d.t(yaml ? 'services:\n  app:\n    environment:\n' : `# ${r.pick(['.env.production', '.env', 'settings.env'])} (pasted by support)\n`);
  for (let i = 0; i < r.int(2, 4); i++) { const k = c.apiKey(); kv(k.key, () => d.v('api_key', k.type, k.value)); }
  const pw = c.pw();
  kv(r.pick(['DB_PASSWORD', 'POSTGRES_PASSWORD', 'SMTP_PASS', 'REDIS_PASSWORD']), () => { const q = /[ #;&'"]/.test(pw.value) ? (pw.value.includes('"') ? "'" : '"') : ''; d.t(q); d.v('password', pw.type, q === "'" ? pw.value.replace(/'/g, '') : pw.value, pw.soft); d.t(q); });
  const cs = c.conn(); kv('DATABASE_URL', () => d.v('connection_string', cs.type, cs.value));
  kv('API_KEY', () => d.n('placeholder', r.pick(['your-api-key-here', '<API_KEY>', 'xxxxxxxxxxxxxxxx', 'REPLACE_ME', 'sk-...'])));
  if (r.chance(0.6)) { const k = c.pkey(); const form = r.pick(['escaped', 'oneline']); kv('TLS_PRIVATE_KEY', () => { d.t('"'); d.v('private_key', `${k.type}_${form}`, c.renderKey(k, form)); d.t('"'); }); }
  if (r.chance(0.5)) { const t = c.jwt(); kv('SERVICE_JWT', () => d.v('access_token', t.type, t.value)); }
  kv('BUILD_SHA', () => d.n('not_wallet:commit', r.hex(40)));
  if (r.chance(0.5)) { const w = c.wallet(); kv('TREASURY_WALLET', () => d.v('crypto_wallet', w.type, w.value)); }
}
