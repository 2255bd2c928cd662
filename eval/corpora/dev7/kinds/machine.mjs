// Machine text: env and config files, JSON/YAML/XML payloads, logs, HTTP dumps, code, SQL,
// shell history, key files.
import { L, N, Nest } from '../doc.mjs';
import { lex, one } from '../lexicon.mjs';
import { nameL, dobL, addressL, passportL, idL, ibanL, phoneL, emailL, cardL, walletL, negativeLine, person, email, publicIPv4, privateIPv4, ipv6, vendorKey, accessToken, KEY_PLACEHOLDERS, PASSWORD_PLACEHOLDERS, formatDate, randomDate } from '../pieces.mjs';
import { passwordLine, passwordNegativeLine, apiKeyLine, connString, connStringNoSecret, connStringWithout, yamlPasswordLine } from '../creds.mjs';
import { privateKeyLines, jwt, password } from '../secrets.mjs';

const p2 = (n) => String(n).padStart(2, '0');
const ts = (r) => `2026-${p2(r.int(1, 12))}-${p2(r.int(1, 28))}T${p2(r.int(0, 23))}:${p2(r.int(0, 59))}:${p2(r.int(0, 59))}Z`;
const jsonEsc = (s) => JSON.stringify(s).slice(1, -1);

/** A private key block as it travels: PEM lines, escaped newlines, one line, re-wrapped. */
export function privateKeyPieces(r, form) {
  if (form === 'putty' || (!form && r.chance(0.06))) {
    // PuTTY key file: the private part sits between Private-Lines and Private-MAC
    const v = [`PuTTY-User-Key-File-3: ssh-ed25519`, 'Encryption: none', `Comment: ${r.pick(['deploy@ci', 'ed25519-key-20260114', 'backup-server'])}`, 'Public-Lines: 2', `AAAAC3NzaC1lZDI1NTE5AAAAI${r.b64(43).slice(0, 39)}`, r.b64(24), 'Private-Lines: 1', `AAAAI${r.b64(43)}`, `Private-MAC: ${r.hex(64)}`].join('\n');
    return { form: 'putty', piece: L('private_key', 'putty_ppk', v) };
  }
  if (form === 'base64') {
    const k = privateKeyLines(r, r.pick(['rsa_pkcs1', 'pkcs8', 'ec']));
    return { form, piece: L('private_key', `${k.type}_base64`, Buffer.from(k.lines.join('\n') + '\n').toString('base64'), false, 'base64') };
  }
  const k = privateKeyLines(r);
  const f = form ?? r.pick(['pem', 'pem', 'escaped', 'oneline', 'rewrapped', 'indented']);
  let v;
  switch (f) {
    case 'pem': v = k.lines.join('\n'); break;
    case 'escaped': v = k.lines.join('\\n') + (r.chance(0.5) ? '\\n' : ''); break;
    case 'oneline': v = k.lines.join(' '); break;
    case 'rewrapped': { const body = k.lines.slice(1, -1).join(''); v = [k.lines[0], ...body.match(/.{1,76}/g), k.lines[k.lines.length - 1]].join('\n'); break; }
    case 'indented': v = k.lines.join('\n    '); break;
  }
  return { form: f, piece: L('private_key', `${k.type}_${f}`, v) };
}

const ENV_NAME_FOR = { mongo: 'MONGO_URI', mongo_srv: 'MONGODB_URI', redis: 'REDIS_URL', amqp: 'AMQP_URL', jdbc: 'SPRING_DATASOURCE_URL', adonet: 'ConnectionStrings__Default', odbc: 'ODBC_CONNECTION', sqlalchemy: 'SQLALCHEMY_DATABASE_URI', mssql_url: 'MSSQL_URL', azure_storage: 'AZURE_STORAGE_CONNECTION_STRING', kafka_sasl: 'KAFKA_SASL_JAAS_CONFIG' };

export const envFile = {
  kind: 'env_file', weight: 6,
  make(r, lang, d) {
    d.line(`# ${r.pick(['production', 'staging', 'local dev — do not commit', '.env for billing-service'])}`);
    d.line('NODE_ENV=', r.pick(['production', 'staging']));
    d.line('PORT=', N('port', String(r.pick([3000, 8080, 8443]))));
    const n = r.int(3, 6);
    for (let i = 0; i < n; i++) {
      const what = r.weighted([[3, 'pw'], [3, 'key'], [2, 'conn'], [1, 'tok'], [3, 'pk'], [2, 'neg'], [1, 'negpw']]);
      if (what === 'pw') d.line(...passwordLine(r));
      else if (what === 'key') d.line(...apiKeyLine(r));
      else if (what === 'conn') { const c = r.chance(0.3) ? connStringWithout(r, '"') : connStringWithout(r, ' "'); d.line(ENV_NAME_FOR[c.type] ?? 'DATABASE_URL', '=', ...(c.pieces.some((p) => typeof p === 'string' && p.includes(' ')) || r.chance(0.3) ? ['"', c, '"'] : [c])); }
      else if (what === 'tok') { const t = accessToken(r); d.line(r.pick(['ACCESS_TOKEN', 'OAUTH_TOKEN', 'BEARER_TOKEN']), '=', L('access_token', t.type, t.value)); }
      else if (what === 'pk') d.line(r.pick(['JWT_PRIVATE_KEY', 'GITHUB_APP_PRIVATE_KEY', 'SSH_KEY']), '="', privateKeyPieces(r, r.pick(['escaped', 'escaped', 'oneline'])).piece, '"');
      else if (what === 'neg') d.line(r.pick(['API_KEY', 'STRIPE_SECRET_KEY', 'OPENAI_API_KEY']), '=', N('placeholder', r.pick(KEY_PLACEHOLDERS)));
      else d.line(...passwordNegativeLine(r));
    }
    if (r.chance(0.4)) d.line('ADMIN_EMAIL=', emailL(r));
    if (r.chance(0.25)) d.line(r.pick(['SLACK_WEBHOOK_URL', 'ALERT_WEBHOOK']), '=', r.chance(0.6) ? L('api_key', 'slack_webhook', `https://hooks.slack.com/services/T${r.upper(8)}/B${r.upper(10)}/${r.alnum(24)}`) : L('api_key', 'discord_webhook', `https://discord.com/api/webhooks/${r.digits(18)}/${r.b64url(68)}`));
    if (r.chance(0.3)) d.line('ALLOWED_ORIGIN_IP=', L('ip_address', 'ipv4', publicIPv4(r)));
  },
};

export const yamlConfig = {
  kind: 'yaml_config', weight: 4,
  make(r, lang, d) {
    if (r.chance(0.4)) {
      d.line('apiVersion: v1\nkind: Secret\nmetadata:\n  name: ', r.pick(['db-credentials', 'app-secrets']), '\ntype: Opaque\nstringData:');
      d.line('  username: ', r.pick(['app_rw', 'svc_billing']));
      d.line(...yamlPasswordLine(r, '  '));
      if (r.chance(0.6)) d.line('  ', r.pick(['api-key', 'stripe-key', 'sendgrid']), ': ', L('api_key', ...(() => { const k = vendorKey(r); return [k.type, k.value]; })()));
      if (r.chance(0.6)) d.line('  tls.key: |\n    ', privateKeyPieces(r, 'indented').piece);
      else if (r.chance(0.5)) d.line('data:\n  tls.key: ', privateKeyPieces(r, 'base64').piece);
      return;
    }
    d.line(r.pick(['database:', 'datasource:', 'db:']));
    d.line('  host: ', r.chance(0.5) ? N('loopback_ip', '127.0.0.1') : L('ip_address', 'ipv4_private', privateIPv4(r), true));
    d.line('  user: ', r.pick(['app', 'reporting']));
    d.line(...yamlPasswordLine(r, '  '));
    d.line('  url: ', connString(r));
    d.line('smtp:\n  host: smtp.', r.pick(['mailgun.org', 'sendgrid.net', 'office365.com']), '\n  port: ', N('port', '587'));
    d.line('  from: ', emailL(r));
    d.line('  password: ', r.chance(0.5) ? L('password', 'smtp', password(r, r.pick(['alnum', 'urlsafe', 'word']))) : N('placeholder', r.pick(PASSWORD_PLACEHOLDERS)));
    d.line('integrations:');
    for (let i = 0; i < r.int(1, 3); i++) { const k = vendorKey(r); d.line(`  ${k.varName.toLowerCase().replace(/[^a-z0-9]+/g, '_')}: "`, L('api_key', k.type, k.value), '"'); }
    if (r.chance(0.5)) d.line('  example_key: ', N('documented_example', r.pick(KEY_PLACEHOLDERS)));
  },
};

export const jsonPayload = {
  kind: 'json_payload', weight: 5,
  make(r, lang, d) {
    const x = lex(lang);
    const nm = nameL(r, lang, { plain: true });
    const ind = r.pick(['  ', '    ', '']);
    const nl = ind ? '\n' : '';
    const kv = (k, ...v) => [ind, `"${k}": `, ...v];
    const str = (piece) => ['"', piece, '"'];
    const dob = dobL(r, lang, r.pick(['iso', 'iso', 'numeric']));
    const fields = [
      kv(r.pick(['fullName', 'name', 'holder_name']), ...str(L('person_name', nm.p.culture, jsonEsc(nm.piece.value)))),
      kv(r.pick(['dateOfBirth', 'dob', 'birthDate']), ...str(dob.piece)),
      kv(r.pick(['email', 'contactEmail']), ...str(emailL(r, nm.p))),
    ];
    if (r.chance(0.8)) { const pp = passportL(r, lang, { how: 'plain' }); fields.push(kv('document', `{"type": "${r.pick(['passport', 'PASSPORT', 'P'])}", "number": "`, pp.piece, `", "issuingCountry": "${pp.pp.country}", "expiry": "`, N('expiry_date', `${r.int(2027, 2035)}-${p2(r.int(1, 12))}-${p2(r.int(1, 28))}`), '"}')); }
    if (r.chance(0.75)) { const nid = idL(r, lang); fields.push(kv(r.pick(['nationalId', 'taxId', 'idNumber', 'ssn', 'personalNumber']), ...str(nid.piece))); }
    if (r.chance(0.6)) fields.push(kv('address', ...str(L('address', 'json', jsonEsc(addressL(r, lang, r.pick([', ', '\n'])).value)))));
    if (r.chance(0.5)) fields.push(kv('payout', '{"iban": "', ibanL(r, lang).piece, '", "bic": "', N('bic', `${r.upper(4)}${r.pick(['DE', 'FR', 'NL'])}${r.upper(2)}`), '"}'));
    if (r.chance(0.4)) fields.push(kv('phone', ...str(phoneL(r, lang))));
    if (r.chance(0.25)) fields.push(kv('paymentMethod', '{"type": "card", "number": "', cardL(r), '", "expMonth": ', N('card_expiry', String(r.int(1, 12))), '}'));
    if (r.chance(0.2)) fields.push(kv('sessionToken', ...str(L('access_token', 'jwt', jwt(r)))));
    if (r.chance(0.25)) fields.push(kv(r.pick(['payoutWallet', 'withdrawAddress', 'wallet']), ...str(walletL(r).piece)));
    if (r.chance(0.3)) fields.push(kv('clientIp', ...str(L('ip_address', 'ipv4', publicIPv4(r)))));
    if (r.chance(0.3)) fields.push(kv('password', ...str(L('password', 'json', jsonEsc(password(r, r.pick(['alnum', 'mixed', 'passphrase'])))))));
    fields.push(kv('requestId', ...str(N('uuid', `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-a${r.hex(3)}-${r.hex(12)}`))));
    fields.push(kv('createdAt', ...str(N('timestamp', ts(r)))));
    if (r.chance(0.5)) d.line(r.pick(['POST /v2/kyc/applicants HTTP/1.1', 'Request body:', '```json', 'payload=']));
    d.w('{', nl);
    fields.forEach((f, i) => d.w(...f, i < fields.length - 1 ? ',' : '', nl || ' '));
    d.line('}');
  },
};

export const appLog = {
  kind: 'log', weight: 5,
  make(r, lang, d) {
    const n = r.int(4, 9);
    const fmt = r.pick(['plain', 'json', 'nginx']);
    for (let i = 0; i < n; i++) {
      const t = ts(r);
      const ev = r.weighted([[3, 'login'], [2, 'ip'], [2, 'neg'], [1, 'token'], [1, 'pw'], [1, 'name'], [1, 'conn'], [1, 'redirect'], [1, 'urlkey']]);
      if (fmt === 'nginx') {
        d.line(L('ip_address', r.chance(0.8) ? 'ipv4' : 'ipv6', r.chance(0.8) ? publicIPv4(r) : ipv6(r)), ` - - [${p2(r.int(1, 28))}/Nov/2026:${p2(r.int(0, 23))}:${p2(r.int(0, 59))}:${p2(r.int(0, 59))} +0000] "GET `, ev === 'token' ? ['/api/export?access_token=', L('access_token', 'jwt', jwt(r))] : ev === 'pw' ? ['/login?user=', r.pick(['mkowalski', 'admin']), '&password=', L('password', 'url_query', password(r, r.pick(['alnum', 'urlsafe'])))] : `/static/app.${r.hex(8)}.js`, ` HTTP/1.1" ${r.pick([200, 302, 404])} ${r.int(200, 90000)} "-" "Mozilla/5.0"`);
        continue;
      }
      const lvl = r.pick(['INFO', 'WARN', 'ERROR', 'DEBUG']);
      const pre = fmt === 'json' ? `{"ts":"${t}","level":"${lvl.toLowerCase()}","msg":"` : `${t} ${lvl} [${r.pick(['auth', 'billing', 'api', 'worker-3'])}] `;
      const post = fmt === 'json' ? '"}' : '';
      switch (ev) {
        case 'login': d.line(pre, 'login ok user=', emailL(r), ' ip=', L('ip_address', 'ipv4', publicIPv4(r)), post); break;
        case 'ip': d.line(pre, 'rate limit exceeded for ', r.chance(0.7) ? L('ip_address', 'ipv4', publicIPv4(r)) : L('ip_address', 'ipv6', ipv6(r)), ' (', N('count', `${r.int(100, 999)} req/min`), ')', post); break;
        case 'neg': d.line(pre, ...negativeLine(r), post); break;
        case 'token': d.line(pre, 'upstream call failed, Authorization: Bearer ', L('access_token', ...(() => { const t = accessToken(r); return [t.type, t.value]; })()), post); break;
        case 'pw': d.line(pre, 'DEBUG connect ', fmt === 'json' ? connStringJsonSafe(r) : connString(r), post); break;
        case 'name': { const nm = nameL(r, lang, { plain: true }); d.line(pre, 'profile updated for ', fmt === 'json' ? L('person_name', nm.p.culture, jsonEsc(nm.piece.value)) : nm.piece, ' (id ', N('user_id', `u_${r.alnum(10)}`), ')', post); break; }
        case 'conn': d.line(pre, 'using datasource ', connStringNoSecret(r), post); break;
        case 'redirect': d.line(pre, 'GET https://app.brightfield.io/oauth/callback#access_token=', L('access_token', 'oauth_fragment', r.chance(0.5) ? jwt(r) : `ya29.a0${r.b64url(r.int(120, 160))}`), '&token_type=Bearer&expires_in=3599', post); break;
        case 'urlkey': d.line(pre, 'upstream GET https://maps.googleapis.com/maps/api/geocode/json?latlng=', N('coordinates', `${r.int(-60, 60)}.${r.digits(5)},${r.int(-170, 170)}.${r.digits(5)}`), '&key=', L('api_key', 'google_api', vendorKey(r, 'google_api').value), ' -> 200', post); break;
      }
    }
  },
};
const connStringJsonSafe = (r) => connStringWithout(r, '"\\');

export const httpDump = {
  kind: 'http_dump', weight: 10,
  make(r, lang, d) {
    d.line(r.pick(['POST', 'GET', 'PUT']), ' ', r.pick(['/v1/payments', '/api/users/me', '/graphql', '/oauth/token']), ' HTTP/1.1');
    d.line('Host: api.', r.pick(['brightfield.io', 'kestrel-health.de', 'tidewater.co.uk']));
    const t = accessToken(r);
    if (r.chance(0.75)) d.line('Authorization: ', r.pick(['Bearer ', 'bearer ', 'Bearer  ']), L('access_token', t.type, t.value));
    else { const k = vendorKey(r); d.line(r.pick(['X-Api-Key: ', 'api-key: ', 'Authorization: Token ']), L('api_key', k.type, k.value)); }
    d.line('X-Forwarded-For: ', L('ip_address', 'ipv4', publicIPv4(r)), ', ', r.chance(0.5) ? L('ip_address', 'ipv4_private', privateIPv4(r), true) : L('ip_address', 'ipv4', publicIPv4(r)));
    d.line('User-Agent: ', r.pick(['okhttp/4.12.0', 'python-requests/2.32.3', 'curl/8.5.0']));
    d.line('X-Request-Id: ', N('uuid', `${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}`));
    if (r.chance(0.5)) d.line('Cookie: session=', L('access_token', 'session_cookie', r.b64url(r.int(32, 64)), true), '; theme=dark');
    d.line('Content-Type: ', r.chance(0.5) ? 'application/json' : 'application/x-www-form-urlencoded');
    d.line('');
    if (r.chance(0.5)) d.line('grant_type=password&username=', L('email', 'url_encoded', encodeURIComponent(email(r)), true), '&password=', L('password', 'form_urlencoded', password(r, r.pick(['alnum', 'urlsafe', 'pin']))), '&client_id=', N('client_id', `web-${r.alnum(6)}`));
    else { const c = cardL(r); d.line('{"amount": ', N('amount', String(r.int(100, 99999))), ', "card": {"number": "', c, '", "exp": "', N('card_expiry', `${p2(r.int(1, 12))}/${r.int(27, 31)}`), '", "cvc": "', L('credit_card', 'cvc', r.digits(3), true), '"}}'); }
    d.line('');
    d.line('HTTP/1.1 ', r.pick(['200 OK', '401 Unauthorized', '201 Created']));
    if (r.chance(0.5)) d.line('{"access_token":"', L('access_token', 'jwt', jwt(r)), '","token_type":"Bearer","expires_in":3600,"refresh_token":"', L('access_token', 'refresh', r.b64url(48)), '"}');
  },
};

export const codeSnippet = {
  kind: 'code', weight: 6,
  make(r, lang, d) {
    const flavour = r.pick(['python', 'js', 'go', 'java', 'csharp', 'php', 'ruby', 'terraform']);
    const k = vendorKey(r);
    const K = L('api_key', k.type, k.value);
    switch (flavour) {
      case 'python':
        d.line('import os, psycopg2, requests\n');
        d.line(`${r.pick(['API_KEY', 'api_key', 'STRIPE_KEY'])} = "`, K, '"  # TODO move to vault');
        d.line('conn = psycopg2.connect("', connStringSafe(r, '"'), '")');
        d.line('backup = os.environ.get("BACKUP_KEY", ', N('placeholder', '"changeme"'), ')');
        if (r.chance(0.35)) d.line('SIGNING_KEY = """', privateKeyPieces(r, 'pem').piece, '"""');
        d.line('resp = requests.get(url, auth=("admin", "', L('password', 'code', password(r, r.pick(['alnum', 'urlsafe', 'word']))), '"))');
        break;
      case 'js':
        d.line(`const ${r.pick(['stripe', 'client', 'openai'])} = new Client({ apiKey: '`, K, `' });`);
        d.line(`const db = knex({ client: 'pg', connection: '`, connStringSafe(r, "'"), `' });`);
        if (r.chance(0.35)) d.line(`const privateKey = "`, privateKeyPieces(r, 'escaped').piece, `";`);
        d.line(`// example from the docs: apiKey: '`, N('documented_example', r.pick(KEY_PLACEHOLDERS)), `'`);
        d.line(`@`, N('decorator', 'Injectable'), '()');
        break;
      case 'go':
        d.line('package main\n\nconst (');
        d.line('\tapiToken = "', K, '"');
        d.line('\tdsn      = "', connStringSafe(r, '"'), '"');
        d.line(')');
        break;
      case 'java':
        d.line('@', N('decorator', 'Configuration'));
        d.line('public class DataSourceConfig {');
        d.line('    private static final String PASSWORD = "', L('password', 'code', password(r, r.pick(['alnum', 'urlsafe', 'word']))), '";');
        d.line('    private static final String TOKEN = "', K, '";');
        d.line('    String url = "', connStringSafe(r, '"'), '";\n}');
        break;
      case 'csharp':
        d.line('var cs = @"', connStringSafe(r, '"'), '";');
        d.line('client.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", "', L('access_token', 'jwt', jwt(r)), '");');
        break;
      case 'php':
        d.line("<?php\n$pdo = new PDO('mysql:host=", L('ip_address', 'ipv4', publicIPv4(r)), ";dbname=shop', 'shop', '", L('password', 'code', password(r, r.pick(['alnum', 'urlsafe']))), "');");
        d.line("define('MAILCHIMP_KEY', '", K, "');");
        break;
      case 'ruby':
        d.line('Stripe.api_key = "', K, '"');
        d.line('ActiveRecord::Base.establish_connection("', connStringSafe(r, '"'), '")');
        break;
      case 'terraform':
        d.line('provider "aws" {\n  region     = "eu-central-1"');
        d.line('  access_key = "', L('api_key', 'aws_access_key_id', vendorKey(r, 'aws_access_key_id').value), '"');
        d.line('  secret_key = "', L('api_key', 'aws_secret_access_key', vendorKey(r, 'aws_secret_access_key').value), '"\n}');
        d.line('variable "db_password" {\n  default = "', L('password', 'terraform', password(r, r.pick(['alnum', 'urlsafe']))), '"\n}');
        break;
    }
  },
};
const connStringSafe = (r, quote) => connStringWithout(r, quote + '\\');

export const sqlDump = {
  kind: 'sql', weight: 4,
  make(r, lang, d) {
    const table = r.pick(['customers', 'employees', 'patients', 'kunden', 'clients']);
    const col = r.int(0, 2);
    d.line(`INSERT INTO ${table} (id, ${r.pick(['full_name', 'name'])}, email, phone, birth_date, ${[r.pick(['passport_no', 'passport', 'travel_doc_no']), r.pick(['iban', 'payout_iban']), r.pick(['address', 'home_address'])][col]}) VALUES`);
    const n = r.int(2, 5);
    for (let i = 0; i < n; i++) {
      const nm = nameL(r, lang, { plain: true });
      const sq = (piece) => ({ ...piece, value: piece.value.replace(/'/g, "''") });
      const last = col === 0 ? passportL(r, lang, { how: 'plain' }).piece : col === 1 ? ibanL(r, lang).piece : sq(addressL(r, lang, ', '));
      d.line(`  (${N('row_id', String(r.int(1000, 99999))).value}, '`, sq(nm.piece), "', '", emailL(r, nm.p), "', '", phoneL(r, lang), "', '", dobL(r, lang, 'iso').piece, "', '", last, `')${i < n - 1 ? ',' : ';'}`);
    }
    if (r.chance(0.5)) d.line(`UPDATE users SET password_hash = '`, N('password_hash', `$argon2id$v=19$m=65536,t=3,p=4$${r.b64(22)}$${r.b64(43)}`), `' WHERE id = 42;`);
    if (r.chance(0.4)) d.line(`CREATE USER report WITH PASSWORD '`, L('password', 'sql', password(r, r.pick(['alnum', 'urlsafe', 'word']))), `';`);
    if (r.chance(0.3)) d.line(`ALTER ROLE etl PASSWORD `, N('placeholder', "'<password>'"), ';');
  },
};

export const shellHistory = {
  kind: 'shell_history', weight: 4,
  make(r, lang, d) {
    const n = r.int(4, 8);
    for (let i = 0; i < n; i++) {
      d.w(r.chance(0.5) ? `${String(r.int(100, 2000)).padStart(5)}  ` : '$ ');
      const what = r.weighted([[4, 'pw'], [3, 'conn'], [2, 'key'], [2, 'bearer'], [2, 'neg'], [1, 'git'], [1, 'ssh']]);
      if (what === 'pw') d.line(...passwordLine(r));
      else if (what === 'conn') d.line(r.pick(['psql "', 'mongosh "', 'redis-cli -u "']), connStringSafe(r, '"'), '"');
      else if (what === 'key') d.line(...apiKeyLine(r));
      else if (what === 'bearer') { const t = accessToken(r); d.line(`curl -s ${r.pick(['-H', '--header'])} "Authorization: Bearer `, L('access_token', t.type, t.value), `" https://api.${r.pick(['brightfield.io', 'tidewater.co.uk'])}/v2/${r.pick(['users/me', 'exports', 'invoices'])}`); }
      else if (what === 'neg') d.line(...negativeLine(r));
      else if (what === 'git') d.line('git clone ', N('git_remote', `git@github.com:${r.pick(['acme', 'fjordlab'])}/${r.pick(['infra', 'site'])}.git`));
      else d.line('ssh -i ~/.ssh/id_ed25519 ', r.pick(['ubuntu', 'ec2-user']), '@', L('ip_address', 'ipv4', publicIPv4(r)));
    }
  },
};

export const xmlPayment = {
  kind: 'xml_payload', weight: 3,
  make(r, lang, d) {
    const deb = nameL(r, lang, { plain: true });
    const cred = nameL(r, lang, { plain: true });
    const xe = (piece) => ({ ...piece, value: piece.value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&apos;') });
    d.line('<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">\n <CstmrCdtTrfInitn>');
    d.line('  <GrpHdr><MsgId>', N('message_reference', `MSG-${r.digits(10)}`), '</MsgId><CreDtTm>', N('timestamp', ts(r)), '</CreDtTm></GrpHdr>');
    d.line('  <Dbtr><Nm>', xe(deb.piece), '</Nm></Dbtr>');
    d.line('  <DbtrAcct><Id><IBAN>', compactIban(r, lang), '</IBAN></Id></DbtrAcct>');
    d.line('  <DbtrAgt><FinInstnId><BICFI>', N('bic', `${r.upper(4)}DE${r.upper(2)}XXX`), '</BICFI></FinInstnId></DbtrAgt>');
    d.line('  <CdtTrfTxInf><Amt><InstdAmt Ccy="EUR">', N('amount', `${r.int(10, 9000)}.${r.digits(2)}`), '</InstdAmt></Amt>');
    d.line('   <Cdtr><Nm>', xe(cred.piece), '</Nm><PstlAdr><AdrLine>', xe(addressL(r, lang, ', ')), '</AdrLine></PstlAdr></Cdtr>');
    d.line('   <CdtrAcct><Id><IBAN>', compactIban(r, lang), '</IBAN></Id></CdtrAcct>');
    d.line('   <RmtInf><Ustrd>', N('invoice_number', `Invoice ${r.digits(7)}`), '</Ustrd></RmtInf></CdtTrfTxInf>\n </CstmrCdtTrfInitn>\n</Document>');
  },
};

const compactIban = (r, lang) => { const { b, piece } = ibanL(r, lang); return { ...piece, value: b.compact }; };

export const keyPaste = {
  kind: 'key_material', weight: 13,
  make(r, lang, d) {
    const ctx = r.pick(['json', 'pasted', 'ticket', 'ansible', 'putty']);
    if (ctx === 'putty') {
      d.line(r.pick(['WinSCP refuses this .ppk, any idea?', 'Here is the PuTTY key for the SFTP upload:', 'PuTTY-Schlüssel für den Server:']));
      d.line(privateKeyPieces(r, 'putty').piece);
      return;
    }
    if (ctx === 'json') {
      d.line('{\n  "type": "service_account",\n  "project_id": "', r.pick(['billing-prod', 'kestrel-etl']), '",\n  "private_key_id": "', N('key_id', r.hex(40)), '",');
      d.line('  "private_key": "', privateKeyPieces(r, 'escaped').piece, '",');
      d.line('  "client_email": "', N('service_account', `etl@${r.pick(['billing-prod', 'kestrel-etl'])}.iam.gserviceaccount.com`), '"\n}');
    } else if (ctx === 'pasted') {
      d.line(r.pick(['can you tell me why ssh rejects this key?', 'Here is the deploy key, please add it to the server:', 'Warum funktioniert dieser Schlüssel nicht?', 'voici la clé :']));
      d.line(privateKeyPieces(r, r.pick(['pem', 'oneline', 'rewrapped'])).piece);
      if (r.chance(0.3)) d.line(r.pick(['and the old one, also leaked:', 'second key (staging):', 'zweiter Schlüssel:']), '\n', privateKeyPieces(r).piece);
      d.line(r.pick(['thanks!', '', 'public part: ']), N('public_key', `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.b64(43)} deploy@ci`));
    } else if (ctx === 'ticket') {
      d.line('Incident ', N('ticket_id', `SEC-${r.digits(4)}`), ': key found in a public gist, rotate it.');
      d.line('Full value (for the revocation request):');
      d.line(privateKeyPieces(r, r.pick(['pem', 'oneline'])).piece);
    } else {
      d.line('ssl_key_content: |\n    ', privateKeyPieces(r, 'indented').piece);
      d.line('ssl_cert: ', N('certificate', `-----BEGIN CERTIFICATE-----MIID${r.b64(40)}...-----END CERTIFICATE-----`));
    }
  },
};
