// Value generators for the 16 categories and for hard negatives.
import { A, NID, makeIban, IBAN_SPEC, abaDigit, luhnDigit, mrzDigit, randDate, b58check, b58encode, bech32Encode, RIPPLE, b64, b64url, sha256 } from './core.mjs';
import { LOCALE, person, ascii } from './locales.mjs';

const p2 = (n) => String(n).padStart(2, '0');
const lab = (cat, type, value, key, extra = {}) => ({ cat, type, value, key, ...extra });
const neg = (kind, value, key) => ({ neg: kind, value, key });

// ---------------- secrets ----------------
const API = [
  ['aws_access_key_id', 'AWS_ACCESS_KEY_ID', (r) => r.pick(['AKIA', 'ASIA']) + r.str(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')],
  ['aws_secret_access_key', 'AWS_SECRET_ACCESS_KEY', (r) => r.str(40, A.alnum + '/+')],
  ['github_pat', 'GITHUB_TOKEN', (r) => 'ghp_' + r.str(36, A.alnum)],
  ['github_fine_grained', 'GH_PAT', (r) => 'github_pat_11' + r.str(20, A.upalnum) + '_' + r.str(59, A.alnum)],
  ['gitlab_pat', 'GITLAB_TOKEN', (r) => 'glpat-' + r.str(20, A.alnum + '-_')],
  ['slack_bot_token', 'SLACK_BOT_TOKEN', (r) => `xoxb-${r.digits(12)}-${r.digits(13)}-${r.str(24, A.alnum)}`],
  ['slack_webhook', 'SLACK_WEBHOOK_URL', (r) => `https://hooks.slack.com/services/T${r.str(10, A.upalnum)}/B${r.str(10, A.upalnum)}/${r.str(24, A.alnum)}`],
  ['stripe_secret', 'STRIPE_SECRET_KEY', (r) => 'sk_live_' + r.str(r.pick([24, 99]), A.alnum)],
  ['stripe_restricted', 'STRIPE_RESTRICTED_KEY', (r) => 'rk_live_' + r.str(24, A.alnum)],
  ['google_api_key', 'GOOGLE_MAPS_API_KEY', (r) => 'AIza' + r.str(35, A.alnum + '-_')],
  ['sendgrid', 'SENDGRID_API_KEY', (r) => `SG.${r.str(22, A.alnum + '-_')}.${r.str(43, A.alnum + '-_')}`],
  ['twilio_api_key', 'TWILIO_API_KEY', (r) => 'SK' + r.hex(32)],
  ['mailgun', 'MAILGUN_API_KEY', (r) => 'key-' + r.hex(32)],
  ['openai', 'OPENAI_API_KEY', (r) => r.pick(['sk-proj-', 'sk-']) + r.str(48, A.alnum + '-_')],
  ['anthropic', 'ANTHROPIC_API_KEY', (r) => 'sk-ant-api03-' + r.str(93, A.alnum + '-_') + 'AA'],
  ['huggingface', 'HF_TOKEN', (r) => 'hf_' + r.str(34, A.upper + A.lower)],
  ['npm', 'NPM_TOKEN', (r) => 'npm_' + r.str(36, A.alnum)],
  ['pypi', 'PYPI_API_TOKEN', (r) => 'pypi-AgEIcHlwaS5vcmc' + r.str(60, A.alnum + '-_')],
  ['shopify', 'SHOPIFY_ACCESS_TOKEN', (r) => r.pick(['shpat_', 'shpss_']) + r.hex(32)],
  ['digitalocean', 'DIGITALOCEAN_TOKEN', (r) => 'dop_v1_' + r.hex(64)],
  ['linear', 'LINEAR_API_KEY', (r) => 'lin_api_' + r.str(40, A.alnum)],
  ['notion', 'NOTION_TOKEN', (r) => r.pick(['secret_' + r.str(43, A.alnum), 'ntn_' + r.digits(11) + r.str(35, A.alnum)])],
  ['postman', 'POSTMAN_API_KEY', (r) => `PMAK-${r.hex(24)}-${r.hex(34)}`],
  ['doppler', 'DOPPLER_TOKEN', (r) => 'dp.st.prd.' + r.str(43, A.alnum)],
  ['telegram_bot', 'TELEGRAM_BOT_TOKEN', (r) => `${r.int(100000000, 7999999999)}:AA${r.str(33, A.alnum + '-_')}`],
  ['square', 'SQUARE_ACCESS_TOKEN', (r) => 'EAAA' + r.str(60, A.alnum + '-_')],
  ['mapbox_secret', 'MAPBOX_SECRET_TOKEN', (r) => 'sk.eyJ1Ijoi' + r.str(20, A.alnum) + '.' + r.str(22, A.alnum + '-_')],
  ['sentry_auth', 'SENTRY_AUTH_TOKEN', (r) => 'sntrys_eyJpYXQiOjE3' + r.str(60, A.alnum) + '_' + r.str(43, A.alnum)],
  ['algolia_admin', 'ALGOLIA_ADMIN_KEY', (r) => r.hex(32)],
  ['datadog', 'DD_API_KEY', (r) => r.hex(32)],
  ['newrelic', 'NEW_RELIC_API_KEY', (r) => 'NRAK-' + r.str(27, A.upalnum)],
  ['grafana', 'GRAFANA_SA_TOKEN', (r) => 'glsa_' + r.str(32, A.alnum) + '_' + r.hex(8)],
  ['vault', 'VAULT_TOKEN', (r) => 'hvs.' + r.str(24, A.alnum)],
  ['terraform_cloud', 'TFE_TOKEN', (r) => r.str(14, A.alnum) + '.atlasv1.' + r.str(67, A.alnum)],
  ['pulumi', 'PULUMI_ACCESS_TOKEN', (r) => 'pul-' + r.hex(40)],
  ['figma', 'FIGMA_TOKEN', (r) => 'figd_' + r.str(40, A.alnum + '-_')],
  ['azure_storage_key', 'AZURE_STORAGE_KEY', (r) => r.str(86, A.b64) + '=='],
  ['cloudflare', 'CLOUDFLARE_API_TOKEN', (r) => r.str(40, A.alnum + '-_')],
  ['heroku', 'HEROKU_API_KEY', (r) => 'HRKU-' + r.str(60, A.alnum + '-_')],
  ['discord_bot', 'DISCORD_BOT_TOKEN', (r) => b64url(String(r.int(1e17, 9e17))).replace(/=/g, '') + '.' + r.str(6, A.alnum + '-_') + '.' + r.str(38, A.alnum + '-_')],
  ['atlassian', 'JIRA_API_TOKEN', (r) => 'ATATT3xFfGF0' + r.str(170, A.alnum + '-_') + '=' + r.hex(8).toUpperCase()],
  ['dropbox', 'DROPBOX_ACCESS_TOKEN', (r) => 'sl.' + r.str(135, A.alnum + '-_')],
  ['databricks', 'DATABRICKS_TOKEN', (r) => 'dapi' + r.hex(32)],
  ['okta', 'OKTA_API_TOKEN', (r) => '00' + r.str(40, A.alnum + '-_')],
  ['firebase_server', 'FCM_SERVER_KEY', (r) => 'AAAA' + r.str(7, A.alnum + '-_') + ':APA91b' + r.str(134, A.alnum + '-_')],
  ['mistral', 'MISTRAL_API_KEY', (r) => r.str(32, A.alnum)],
  ['age_style_flyio', 'FLY_API_TOKEN', (r) => 'fo1_' + r.str(43, A.alnum + '-_')],
  ['replicate', 'REPLICATE_API_TOKEN', (r) => 'r8_' + r.str(37, A.alnum)],
  ['groq', 'GROQ_API_KEY', (r) => 'gsk_' + r.str(52, A.alnum)],
  ['docker_pat', 'DOCKERHUB_TOKEN', (r) => 'dckr_pat_' + r.str(27, A.alnum + '-_')],
];
export function apiKey(rng) { const [type, key, f] = rng.pick(API); return lab('api_key', type, f(rng), key); }

function jwt(rng, claims) {
  const alg = rng.pick(['HS256', 'RS256', 'ES256']);
  const now = rng.int(1700000000, 1790000000);
  const body = { sub: claims || rng.pick([rng.hex(24), `user_${rng.digits(7)}`, `auth0|${rng.hex(24)}`]), iat: now, exp: now + rng.pick([900, 3600, 86400]), ...(rng.chance(0.5) ? { scope: rng.pick(['read:orders write:orders', 'openid profile email', 'admin']) } : {}), ...(rng.chance(0.4) ? { iss: rng.pick(['https://auth.acme-corp.io/', 'https://login.internal.shopline.net']) } : {}) };
  return b64url(JSON.stringify({ alg, typ: 'JWT' })) + '.' + b64url(JSON.stringify(body)) + '.' + rng.str(alg === 'HS256' ? 43 : 86, A.b64url);
}
const TOK = [
  ['jwt', 'ACCESS_TOKEN', (r) => jwt(r)],
  ['jwt', 'ID_TOKEN', (r) => jwt(r)],
  ['oauth_bearer', 'BEARER_TOKEN', (r) => r.str(r.pick([32, 40, 64]), A.alnum)],
  ['google_oauth', 'GOOGLE_ACCESS_TOKEN', (r) => 'ya29.' + r.str(r.int(100, 160), A.alnum + '-_')],
  ['google_refresh', 'GOOGLE_REFRESH_TOKEN', (r) => '1//0' + r.str(r.int(90, 100), A.alnum + '-_')],
  ['github_oauth', 'GH_OAUTH_TOKEN', (r) => r.pick(['gho_', 'ghu_', 'ghs_']) + r.str(36, A.alnum)],
  ['slack_user_token', 'SLACK_USER_TOKEN', (r) => `xoxp-${r.digits(12)}-${r.digits(12)}-${r.digits(13)}-${r.hex(32)}`],
  ['facebook_access_token', 'FB_ACCESS_TOKEN', (r) => 'EAA' + r.str(r.int(150, 190), A.alnum)],
  ['aws_session_token', 'AWS_SESSION_TOKEN', (r) => 'IQoJb3JpZ2luX2VjE' + r.str(r.int(300, 380), A.alnum + '/+') + '=='],
  ['session_cookie', 'SESSION_ID', (r) => r.str(32, A.lowalnum)],
  ['refresh_token', 'REFRESH_TOKEN', (r) => r.str(64, A.alnum + '-_')],
  ['azure_sas', 'AZURE_SAS_TOKEN', (r) => `sv=2022-11-02&ss=bfqt&srt=sco&sp=rwdlacupiytfx&se=2026-12-31T23:59:59Z&st=2026-01-01T00:00:00Z&spr=https&sig=${encodeURIComponent(r.str(43, A.b64) + '=')}`],
  ['microsoft_oauth', 'MS_GRAPH_TOKEN', (r) => 'EwB' + r.str(r.int(200, 260), A.alnum + '+/') + '='],
];
export function accessToken(rng) { const [type, key, f] = rng.pick(TOK); return lab('access_token', type, f(rng), key); }

const PW = ['Sommer', 'Winter', 'Dragon', 'Falcon', 'Kiwi', 'Mango', 'Orbit', 'Tiger', 'Neptun', 'Pixel', 'Rocket', 'Zebra'];
export function passwordValue(rng, urlSafe = false) {
  const sym = urlSafe ? '-_.~' : '!%*+-.=?^_~@';
  return rng.weighted([
    [() => rng.pick(PW) + rng.int(10, 2029) + rng.str(1, sym), 3],
    [() => rng.str(rng.int(12, 24), A.alnum + sym), 4],
    [() => rng.str(4, A.lower) + rng.str(1, sym) + rng.str(4, A.upper) + rng.digits(3) + rng.str(3, A.lower), 2],
    [() => rng.pick(['correct', 'purple', 'silent', 'brave']) + '-' + rng.pick(['horse', 'monkey', 'river', 'lantern']) + '-' + rng.pick(['battery', 'staple', 'cactus', 'violin']) + '-' + rng.digits(2), 1],
  ])();
}
export function password(rng) {
  const key = rng.pick(['DB_PASSWORD', 'password', 'SMTP_PASSWORD', 'admin_password', 'REDIS_PASSWORD', 'keystorePassword', 'MYSQL_ROOT_PASSWORD', 'POSTGRES_PASSWORD', 'ldap_bind_password', 'rabbitmq_pass', 'passwd', 'FTP_PASS', 'pwd', 'sftp_password', 'mail_pass', 'kc_admin_pw']);
  return lab('password', 'password', passwordValue(rng, rng.chance(0.3)), key);
}

const HOSTS = ['db-prod-01.internal.acme-corp.net', 'pg-main.c9xk2lq3.eu-west-1.rds.amazonaws.com', 'mysql.staging.shopline.io', '10.20.4.17', 'cluster0.x7fkq.mongodb.net', 'redis-master.cache.svc.cluster.local', 'mq.backoffice.lan', 'orders-db.prod.tld-fleet.com', 'sqlsrv-billing.database.windows.net'];
export function connString(rng) {
  const u = rng.pick(['app', 'admin', 'svc_orders', 'root', 'postgres', 'etl_user', 'report_ro', 'billing']), p = passwordValue(rng, true), db = rng.pick(['orders', 'crm', 'analytics', 'app_production', 'billing', 'auth']);
  const t = rng.pick(['postgres', 'postgresql', 'mysql', 'mongodb+srv', 'mongodb', 'redis', 'rediss', 'amqp', 'amqps', 'jdbc_pg', 'jdbc_mysql', 'ado', 'azure_storage', 'azure_servicebus', 'smtp', 'mssql', 'kafka_sasl', 'ftp', 'sqlalchemy']);
  const h = /^redis/.test(t) ? rng.pick(['redis-master.cache.svc.cluster.local', 'cache-01.acme-corp.net', 'sessions.x7fk2q.ng.0001.euw1.cache.amazonaws.com']) : /^mongo/.test(t) ? rng.pick(['mongo-0.mongo.prod.svc', 'docdb.shopline.io']) : /^amqp/.test(t) ? rng.pick(['mq.backoffice.lan', 'rabbit-01.acme-corp.net', '10.20.4.31']) : rng.pick(HOSTS.filter((x) => !/mongodb|redis|mq\./.test(x)));
  const v = {
    postgres: () => `postgres://${u}:${p}@${h}:5432/${db}`,
    postgresql: () => `postgresql://${u}:${p}@${h}/${db}?sslmode=require`,
    mysql: () => `mysql://${u}:${p}@${h}:3306/${db}`,
    'mongodb+srv': () => `mongodb+srv://${u}:${p}@cluster0.${rng.str(5, A.lowalnum)}.mongodb.net/${db}?retryWrites=true&w=majority`,
    mongodb: () => `mongodb://${u}:${p}@${h}:27017/${db}?authSource=admin`,
    redis: () => `redis://:${p}@${h}:6379/0`,
    rediss: () => `rediss://default:${p}@${h}:6380`,
    amqp: () => `amqp://${u}:${p}@${h}:5672/%2F`,
    amqps: () => `amqps://${u}:${p}@${h}/vhost_${db}`,
    jdbc_pg: () => `jdbc:postgresql://${h}:5432/${db}?user=${u}&password=${p}`,
    jdbc_mysql: () => `jdbc:mysql://${h}:3306/${db}?user=${u}&password=${p}&useSSL=true`,
    ado: () => `Server=tcp:${h},1433;Initial Catalog=${db};User ID=${u};Password=${p};Encrypt=True;`,
    azure_storage: () => `DefaultEndpointsProtocol=https;AccountName=${db}store${rng.digits(3)};AccountKey=${rng.str(86, A.b64)}==;EndpointSuffix=core.windows.net`,
    azure_servicebus: () => `Endpoint=sb://${db}-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${rng.str(43, A.b64)}=`,
    smtp: () => `smtp://${u}%40${rng.pick(['acme-corp.net', 'shopline.io'])}:${p}@smtp.${rng.pick(['mailgun.org', 'sendgrid.net', 'office365.com'])}:587`,
    mssql: () => `mssql://${u}:${p}@${h}:1433/${db}`,
    kafka_sasl: () => `kafka://${u}:${p}@broker-${rng.int(1, 3)}.kafka.${rng.pick(['acme-corp.net', 'shopline.io'])}:9093`,
    ftp: () => `ftp://${u}:${p}@files.${rng.pick(['acme-corp.net', 'partner-edi.com'])}/inbound`,
    sqlalchemy: () => `postgresql+psycopg2://${u}:${p}@${h}:5432/${db}`,
  }[t]();
  const key = /^mongo/.test(t) ? 'MONGO_URI' : /^redis/.test(t) ? 'REDIS_URL' : /^amqp|kafka/.test(t) ? 'BROKER_URL' : /^azure_storage/.test(t) ? 'AZURE_STORAGE_CONNECTION_STRING' : /servicebus/.test(t) ? 'SERVICEBUS_CONNECTION' : t === 'smtp' ? 'SMTP_URL' : t === 'ftp' ? 'EDI_FTP_URL' : t === 'sqlalchemy' ? 'SQLALCHEMY_DATABASE_URI' : /^jdbc/.test(t) ? 'spring.datasource.url' : t === 'ado' ? 'ConnectionStrings.Default' : rng.pick(['DATABASE_URL', 'db_dsn', 'DB_URL']);
  return lab('connection_string', t, v, key);
}

function pemBody(rng, lenChars, prefix = '') { const s = prefix + rng.str(lenChars - prefix.length, A.b64); const lines = []; for (let i = 0; i < s.length; i += 64) lines.push(s.slice(i, i + 64)); return lines; }
export function privateKey(rng) {
  const t = rng.weighted([['rsa', 3], ['ec', 3], ['pkcs8', 3], ['pkcs8_encrypted', 1], ['openssh', 3], ['pgp', 2], ['jwk', 2], ['putty', 1], ['age', 1], ['dsa', 1]]);
  let v;
  const pem = (label, lines) => `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----`;
  if (t === 'rsa') v = pem('RSA PRIVATE KEY', pemBody(rng, rng.pick([884, 1588]), rng.pick(['MIICXAIBAAKBgQ', 'MIIEowIBAAKCAQEA', 'MIIEpAIBAAKCAQEA'])));
  else if (t === 'ec') v = pem('EC PRIVATE KEY', pemBody(rng, 160, 'MHcCAQEEI') .map((l, i, a) => i === a.length - 1 ? l.slice(0, -2) + '==' : l));
  else if (t === 'pkcs8') v = pem('PRIVATE KEY', rng.chance(0.5) ? pemBody(rng, 184, 'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg') : rng.chance(0.5) ? pemBody(rng, 64, 'MC4CAQAwBQYDK2VwBCIEI') : pemBody(rng, 1624, 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC'));
  else if (t === 'pkcs8_encrypted') v = pem('ENCRYPTED PRIVATE KEY', pemBody(rng, 1708, 'MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI'));
  else if (t === 'dsa') v = pem('DSA PRIVATE KEY', pemBody(rng, 896, 'MIIBuwIBAAKBgQ'));
  else if (t === 'openssh') { const s = 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACD' + rng.str(320, A.b64); const lines = []; for (let i = 0; i < s.length; i += 70) lines.push(s.slice(i, i + 70)); v = `-----BEGIN OPENSSH PRIVATE KEY-----\n${lines.join('\n')}\n-----END OPENSSH PRIVATE KEY-----`; }
  else if (t === 'pgp') v = `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQVYBG${pemBody(rng, 1000).join('\n').slice(6)}\n=${rng.str(4, A.b64)}\n-----END PGP PRIVATE KEY BLOCK-----`;
  else if (t === 'jwk') v = rng.chance(0.5)
    ? `{"kty":"EC","crv":"P-256","x":"${rng.str(43, A.b64url)}","y":"${rng.str(43, A.b64url)}","d":"${rng.str(43, A.b64url)}","kid":"${rng.hex(8)}"}`
    : `{"kty":"OKP","crv":"Ed25519","x":"${rng.str(43, A.b64url)}","d":"${rng.str(43, A.b64url)}"}`;
  else if (t === 'putty') v = `PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-${rng.int(2022, 2026)}${p2(rng.int(1, 12))}${p2(rng.int(1, 28))}\nPublic-Lines: 2\nAAAAC3NzaC1lZDI1NTE5AAAAI${rng.str(39, A.b64)}\n${rng.str(4, A.b64)}\nPrivate-Lines: 1\nAAAAI${rng.str(39, A.b64)}\nPrivate-MAC: ${rng.hex(64)}`;
  else if (t === 'age') v = 'AGE-SECRET-KEY-1' + rng.str(58, 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L');
  return lab('private_key', t, v, rng.pick(['PRIVATE_KEY', 'SSH_PRIVATE_KEY', 'JWT_SIGNING_KEY', 'tls_key', 'signing_key', 'DEPLOY_KEY', 'GPG_PRIVATE_KEY', 'service_account_key']), { multiline: v.includes('\n') });
}

// ---------------- personal data ----------------
export function email(rng, p) {
  const d = LOCALE[p.lang];
  const local = rng.weighted([[`${p.rg}.${p.rf}`, 3], [`${p.rg[0]}${p.rf}`, 2], [`${p.rg}${p.rf}${rng.int(1, 99)}`, 2], [`${p.rf}.${p.rg}`, 1], [`${p.rg}_${p.rf}`, 1]]).toLowerCase().replace(/[^a-z0-9._-]/g, '');
  const dom = rng.chance(0.65) ? rng.pick(d.domains) : rng.pick(['acme-corp.net', 'shopline.io', 'kontor-nord.de', 'maison-verte.fr', 'tokobaru.co.id', 'hanul-soft.co.kr', 'yamato-logi.co.jp', 'bluepeak.com.br', 'delta-ticaret.com.tr']);
  return lab('email', 'email', `${local}@${dom}`, rng.pick(['email', 'contact_email', 'customer_email', 'maintainer_email', 'billing_email']));
}
export const phone = (rng, p) => lab('phone', 'phone', LOCALE[p.lang].phone(rng), rng.pick(['phone', 'mobile', 'tel', 'contact_phone', 'phone_number']));
export const address = (rng, p) => { const d = LOCALE[p.lang]; return lab('address', 'postal_address', d.addr(rng, rng.pick(d.streets), rng.pick(d.cities)), rng.pick(['address', 'street_address', 'billing_address', 'shipping_address'])); };
export function dob(rng, p, iso = false) { const d = LOCALE[p.lang]; const dt = randDate(rng, 1945, 2006); return lab('date_of_birth', 'date_of_birth', iso ? `${dt.y}-${p2(dt.m)}-${p2(dt.d)}` : d.date(dt, rng), rng.pick(['date_of_birth', 'dob', 'birth_date', 'birthday', 'born_on'])); }
export function nationalId(rng, p) { const t = rng.pick(LOCALE[p.lang].nid); return lab('national_id', t, NID[t].make(rng), rng.pick(['national_id', 'tax_id', 'ssn', 'id_number', 'citizen_id', 'personal_number'])); }
export const PASSPORT = {
  us: (r) => r.chance(0.5) ? r.digits(9).replace(/^0/, '5') : r.str(1, 'ABCDEFGHJKLMNPRSTUVWXYZ') + r.digits(8),
  gb: (r) => r.str(1, '123456789') + r.digits(8), ca: (r) => r.str(2, A.upper) + r.digits(6),
  de: (r) => r.str(1, 'CFGHJK') + r.str(8, 'CFGHJKLMNPRTVWXYZ0123456789'), ch: (r) => r.str(1, 'XSF') + r.digits(7),
  fr: (r) => r.digits(2) + r.str(2, A.upper) + r.digits(5), es: (r) => r.str(3, A.upper) + r.digits(6), it: (r) => r.str(2, A.upper) + r.digits(7),
  pt: (r) => r.str(1, 'CPN') + r.digits(6), br: (r) => r.str(2, A.upper) + r.digits(6), nl: (r) => r.str(2, 'ABCDEFGHIJKLMNPQRSTUVWXYZ') + r.str(6, 'ABCDEFGHIJKLMNPQRSTUVWXYZ0123456789') + r.digits(1),
  pl: (r) => r.str(2, A.upper) + r.digits(7), ru: (r) => r.digits(2) + ' ' + r.digits(7), tr: (r) => 'U' + r.digits(8), jp: (r) => r.pick(['TK', 'TR', 'MZ', 'TZ']) + r.digits(7),
  cn: (r) => 'E' + r.digits(8), kr: (r) => 'M' + r.digits(8), id: (r) => r.pick(['X', 'A', 'B', 'C']) + r.digits(7), in: (r) => r.str(1, 'JKLMNPRSTUVWZ') + r.digits(7),
  sa: (r) => r.str(1, 'ABDEFGHKLMNPRSTVWXZ') + r.digits(7), ae: (r) => r.str(1, 'ABCDEFGHJKLMNPRSTUVWXYZ') + r.digits(7),
};
export const ISO3 = { us: 'USA', gb: 'GBR', ca: 'CAN', de: 'D<<', ch: 'CHE', fr: 'FRA', es: 'ESP', it: 'ITA', pt: 'PRT', br: 'BRA', nl: 'NLD', pl: 'POL', ru: 'RUS', tr: 'TUR', jp: 'JPN', cn: 'CHN', kr: 'KOR', id: 'IDN', in: 'IND', sa: 'SAU', ae: 'ARE' };
export function passport(rng, p) {
  const c = rng.pick(LOCALE[p.lang].pass);
  const no = PASSPORT[c](rng);
  if (rng.chance(0.22)) return lab('passport', 'mrz_td3', mrz(rng, p, c, no.replace(' ', '')), 'mrz', { multiline: true });
  return lab('passport', 'passport_' + c, no, rng.pick(['passport_no', 'passport_number', 'passport', 'travel_doc_number']));
}
export function mrz(rng, p, c, no) {
  const nm = (ascii(p.rf) + '<<' + ascii(p.rg)).toUpperCase().replace(/[^A-Z<]/g, '<');
  const l1 = ('P<' + ISO3[c] + nm).padEnd(44, '<').slice(0, 44);
  const dt = randDate(rng, 1950, 2004), ex = randDate(rng, 2026, 2035);
  const doc = no.slice(0, 9).padEnd(9, '<'), b = `${p2(dt.y % 100)}${p2(dt.m)}${p2(dt.d)}`, e = `${p2(ex.y % 100)}${p2(ex.m)}${p2(ex.d)}`;
  const pers = '<'.repeat(14);
  const part = doc + mrzDigit(doc) + ISO3[c] + b + mrzDigit(b) + rng.pick(['M', 'F']) + e + mrzDigit(e) + pers + mrzDigit(pers);
  const comp = mrzDigit(part.slice(0, 10) + part.slice(13, 20) + part.slice(21, 43));
  return l1 + '\n' + part + comp;
}
export function bankAccount(rng, p) {
  const ib = LOCALE[p.lang].iban;
  const t = ib.length && rng.chance(0.7) ? 'iban' : rng.pick(['us_account', 'uk_account', 'in_account', 'au_account', 'iban_any', 'clabe']);
  const grp = (s) => s.replace(/(.{4})/g, '$1 ').trim();
  if (t === 'iban' || t === 'iban_any') { const v = makeIban(rng, t === 'iban' ? rng.pick(ib) : rng.pick(Object.keys(IBAN_SPEC))); return [lab('bank_account', 'iban', rng.chance(0.45) ? grp(v) : v, rng.pick(['iban', 'IBAN', 'bank_iban', 'payout_iban']))]; }
  if (t === 'us_account') { const d8 = rng.pick(['0', '1', '2', '3']) + rng.digits(7); const rt = (d8[0] === '0' || d8[0] === '1' ? d8 : '2' + rng.int(1, 2) + d8.slice(2)); const rtn = rt + abaDigit(rt); return [lab('bank_account', 'us_account_number', rng.digits(rng.int(8, 12)), 'account_number'), lab('bank_account', 'aba_routing', rtn, 'routing_number', { soft: true })]; }
  if (t === 'uk_account') return [lab('bank_account', 'uk_account_number', rng.digits(8), 'account_number'), lab('bank_account', 'uk_sort_code', `${rng.digits(2)}-${rng.digits(2)}-${rng.digits(2)}`, 'sort_code', { soft: true })];
  if (t === 'in_account') return [lab('bank_account', 'in_account_number', rng.digits(rng.int(11, 16)), 'account_no'), lab('bank_account', 'ifsc', rng.pick(['SBIN', 'HDFC', 'ICIC', 'UTIB']) + '0' + rng.digits(6), 'ifsc', { soft: true })];
  if (t === 'au_account') return [lab('bank_account', 'au_account_number', rng.digits(9), 'account_number'), lab('bank_account', 'au_bsb', `${rng.digits(3)}-${rng.digits(3)}`, 'bsb', { soft: true })];
  // CLABE: 17 digits + weighted mod 10
  const b = rng.pick(['002', '012', '014', '021', '072']) + rng.digits(14); const w = [3, 7, 1]; let s = 0; for (let i = 0; i < 17; i++) s += ((+b[i] * w[i % 3]) % 10); const cl = b + ((10 - (s % 10)) % 10);
  return [lab('bank_account', 'mx_clabe', cl, 'clabe')];
}
const CARD = [['visa', ['4'], 16], ['mastercard', ['51', '52', '53', '54', '55', '2221', '2720', '2304'], 16], ['amex', ['34', '37'], 15], ['discover', ['6011', '65'], 16], ['jcb', ['3528', '3589'], 16], ['unionpay', ['62'], 16], ['diners', ['36', '38'], 14], ['maestro', ['6759', '5018'], 16], ['visa', ['4'], 19]];
export function creditCard(rng) {
  const [type, pre, len] = rng.pick(CARD); const px = rng.pick(pre); let body = px + rng.digits(len - 1 - px.length);
  if (/^(4242424242424242|4111111111111111|4000056655665556|5555555555554444)$/.test(body + luhnDigit(body))) body = body.slice(0, -1) + ((+body.slice(-1) + 1) % 10);
  const n = body + luhnDigit(body);
  const fmt = rng.weighted([['plain', 3], ['space', 3], ['dash', 1]]);
  const g = type === 'amex' ? [4, 6, 5] : type === 'diners' ? [4, 6, 4] : null;
  const grp = (sep) => { if (g) { let i = 0; return g.map((k) => n.slice(i, (i += k))).join(sep); } return n.replace(/(\d{4})(?=\d)/g, '$1' + sep); };
  return lab('credit_card', type, fmt === 'plain' ? n : grp(fmt === 'space' ? ' ' : '-'), rng.pick(['card_number', 'pan', 'cc_number', 'cardNumber']));
}
export function ipAddress(rng) {
  const t = rng.weighted([['ipv4', 6], ['ipv6', 2], ['private_ipv4', 1]]);
  if (t === 'ipv4') { let a; do a = rng.int(1, 223); while ([10, 127, 100, 169, 172, 192, 198, 203, 0].includes(a)); return lab('ip_address', 'ipv4', `${a}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`, rng.pick(['client_ip', 'remote_addr', 'last_login_ip', 'source_ip', 'ip'])); }
  if (t === 'ipv6') { const pre = rng.pick(['2a02:8108', '2600:1700', '2a01:cb00', '2405:6580', '2001:67c', '2804:14c']); return lab('ip_address', 'ipv6', `${pre}:${rng.hex(4).replace(/^0+/, '') || '0'}:${rng.hex(4).replace(/^0+/, '') || '0'}:${rng.hex(4).replace(/^0+/, '') || '1'}:${rng.hex(3)}f`, 'client_ip'); }
  return lab('ip_address', 'private_ipv4', `${rng.pick(['10', '172.16', '192.168'])}.${rng.int(0, 255)}.${rng.int(1, 254)}`.split('.').length === 4 ? `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}` : `192.168.${rng.int(0, 255)}.${rng.int(1, 254)}`, 'host_ip', { soft: true });
}
export function cryptoWallet(rng) {
  const t = rng.weighted([['btc_p2pkh', 2], ['btc_p2sh', 1], ['btc_bech32', 2], ['btc_taproot', 1], ['eth', 3], ['ltc', 1], ['doge', 1], ['trx', 1], ['xrp', 1], ['sol', 1]]);
  let v;
  if (t === 'btc_p2pkh') v = b58check(0x00, rng.bytes(20));
  else if (t === 'btc_p2sh') v = b58check(0x05, rng.bytes(20));
  else if (t === 'btc_bech32') v = bech32Encode('bc', 0, rng.bytes(20));
  else if (t === 'btc_taproot') v = bech32Encode('bc', 1, rng.bytes(32), true);
  else if (t === 'eth') v = '0x' + rng.hex(40);
  else if (t === 'ltc') v = b58check(0x30, rng.bytes(20));
  else if (t === 'doge') v = b58check(0x1e, rng.bytes(20));
  else if (t === 'trx') v = b58check(0x41, rng.bytes(20));
  else if (t === 'xrp') v = b58check(0x00, rng.bytes(20), RIPPLE);
  else v = b58encode(Buffer.concat([Buffer.from([rng.int(1, 255)]), rng.bytes(31)]));
  return lab('crypto_wallet', t, v, rng.pick(['wallet_address', 'payout_address', 'btc_address', 'eth_wallet', 'deposit_address', 'treasury_wallet']));
}

// ---------------- hard negatives ----------------
const FAMOUS = ['Linus Torvalds', 'Guido van Rossum', 'Evan You', 'Ryan Dahl', 'Rich Hickey', 'Yukihiro Matsumoto', 'Rob Pike', 'Anders Hejlsberg', 'James Gosling', 'Bjarne Stroustrup', 'Dan Abramov', 'Sindre Sorhus', 'TJ Holowaychuk', 'Taylor Otwell', 'DHH', 'Ada Lovelace', 'Alan Turing', 'Grace Hopper'];
const COMPANIES = ['Stripe', 'Twilio', 'GitHub', 'Atlassian', 'DigitalOcean', 'Cloudflare', 'HashiCorp', 'Datadog', 'Shopify', 'SAP', 'Siemens', 'Rakuten', 'Tencent', 'Samsung Electronics', 'Tokopedia', 'Infosys', 'Yandex', 'Trendyol', 'Mercado Libre', 'Booking.com', 'Allegro', 'Careem'];
export const NEG = {
  placeholder: (r) => r.pick(['changeme', 'CHANGE_ME', 'xxxxxxxxxxxxxxxx', '<your-token>', '<YOUR_API_KEY>', 'your-secret-here', 'REPLACE_ME', 'TODO', 'dummy', 'secret', 'password', 'insert-key-here', '***REDACTED***', 'sk_live_XXXXXXXXXXXXXXXXXXXXXXXX', 'ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', '<password>', 'example-password', 'AKIAXXXXXXXXXXXXXXXX', '...', 'null', 'not-set']),
  template_var: (r) => r.pick(['${DB_PASSWORD}', '{{ .Values.db.password }}', '{{ secret_key }}', '%(api_key)s', '#{ENV["TOKEN"]}', '${{ secrets.NPM_TOKEN }}', '$(API_TOKEN)', '{{ vault_db_password }}', '${env:STRIPE_KEY}', '@API_KEY@', '%SMTP_PASSWORD%', '$${TF_VAR_token}', '{{ .Env.GITHUB_TOKEN }}', '${sops.db_pass}']),
  env_lookup: (r) => r.pick(['os.environ["STRIPE_SECRET_KEY"]', "process.env.GITHUB_TOKEN", 'os.Getenv("DATABASE_URL")', 'System.getenv("DB_PASSWORD")', 'ENV.fetch("SENDGRID_API_KEY")', "getenv('MAILGUN_KEY')", 'Environment.GetEnvironmentVariable("ConnStr")', 'std::env::var("API_TOKEN")', '$env:AZURE_STORAGE_KEY', 'config("services.stripe.secret")', 'ProcessInfo.processInfo.environment["API_KEY"]', 'secrets.get("openai_key")']),
  vendor_example: (r) => r.pick(['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc', 'pk_test_TYooMQauvdEDq54NiTphI7jx', 'xoxb-not-a-real-token-this-will-not-work', 'SG.xxxxxxxx.yyyyyyyy', 'AKIAI44QH8DHBEXAMPLE', 'je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY']),
  git_sha: (r) => r.hex(40), short_sha: (r) => r.hex(r.pick([7, 8, 12])),
  checksum: (r) => r.pick(['sha256:' + r.hex(64), r.hex(64), 'md5:' + r.hex(32), 'sha1:' + r.hex(40)]),
  integrity: (r) => 'sha512-' + r.str(86, A.b64) + '==',
  uuid: (r) => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${r.hex(3)}-${r.hex(12)}`,
  version: (r) => r.pick([`${r.int(0, 20)}.${r.int(0, 40)}.${r.int(0, 30)}`, `v${r.int(1, 5)}.${r.int(0, 20)}.${r.int(0, 9)}-rc.${r.int(1, 4)}`, `${r.int(1, 4)}.${r.int(0, 9)}.${r.int(0, 9)}.${r.int(100, 9999)}`]),
  base64_data: (r) => r.pick([b64('Hello, World!'), b64(JSON.stringify({ theme: 'dark', lang: r.pick(['en', 'de', 'ja']) })), 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk' + r.str(8, A.b64) + 'AAAAABJRU5ErkJggg==', b64('{"alg":"none"}'), b64(`page=${r.int(2, 40)}&size=50`)]),
  test_card: (r) => r.pick(['4242 4242 4242 4242', '4242424242424242', '4111 1111 1111 1111', '4000056655665556', '5555 5555 5555 4444', '378282246310005', '6011111111111117', '3566002020360505', '4000 0000 0000 0002', '5200828282828210']),
  public_key: (r) => r.pick([`ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.str(43, A.b64)} deploy@ci`, `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ${r.str(300, A.b64)} ops@bastion`, `-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE${r.str(28, A.b64)}\n${r.str(60, A.b64)}==\n-----END PUBLIC KEY-----`, `{"kty":"EC","crv":"P-256","x":"${r.str(43, A.b64url)}","y":"${r.str(43, A.b64url)}","use":"sig"}`, 'pk_live_' + r.str(24, A.alnum), 'pk.eyJ1Ijoi' + r.str(20, A.alnum) + '.' + r.str(22, A.alnum + '-_')]),
  certificate: (r) => `-----BEGIN CERTIFICATE-----\nMIID${r.str(60, A.b64)}\n${r.str(64, A.b64)}\n${r.str(40, A.b64)}==\n-----END CERTIFICATE-----`,
  request_id: (r) => r.pick([`req_${r.str(14, A.alnum)}`, `${r.hex(16)}`, `X-Amzn-Trace-Id: Root=1-${r.hex(8)}-${r.hex(24)}`, `trace_id=${r.hex(32)}`, `ch_${r.str(24, A.alnum)}`, `evt_${r.str(24, A.alnum)}`, `pi_${r.str(24, A.alnum)}`]),
  build_id: (r) => r.pick([`build-${r.int(1000, 99999)}`, `${r.int(2024, 2026)}${p2(r.int(1, 12))}${p2(r.int(1, 28))}.${r.int(1, 9)}`, `run_${r.digits(10)}`, `sha-${r.hex(7)}`, `ci-job-${r.digits(9)}`]),
  asset_hash: (r) => r.pick(['main', 'vendor', 'runtime', 'app', 'chunk-' + r.int(100, 999)]) + '.' + r.hex(r.pick([8, 16, 20])) + r.pick(['.js', '.css', '.woff2']),
  docker_digest: (r) => `sha256:${r.hex(64)}`,
  famous_person: (r) => r.pick(FAMOUS), company: (r) => r.pick(COMPANIES),
  localhost_ip: (r) => r.pick(['127.0.0.1', '0.0.0.0', '::1', 'localhost', '127.0.0.53']),
  doc_ip: (r) => r.pick([`192.0.2.${r.int(1, 254)}`, `198.51.100.${r.int(1, 254)}`, `203.0.113.${r.int(1, 254)}`, `2001:db8::${r.hex(2)}`]),
  masked: (r) => r.pick([`**** **** **** ${r.digits(4)}`, `sk_live_…${r.str(4, A.alnum)}`, `***-**-${r.digits(4)}`, `${r.str(1, A.lower)}***@${r.pick(['gmail.com', 'web.de'])}`, `+49 *** ***${r.digits(2)}`, `XXXX-XXXX-XXXX-${r.digits(4)}`, '********', `DE** **** **** **** **${r.digits(2)} ${r.digits(2)}`, `ghp_****************${r.str(4, A.alnum)}`]),
  example_email: (r) => r.pick(['user@example.com', 'jane.doe@example.org', 'noreply@github.com', 'you@yourdomain.com', 'test@test.invalid', 'admin@localhost', 'name@company.tld', 'dependabot[bot]@users.noreply.github.com']),
  git_remote: (r) => `git@${r.pick(['github.com', 'gitlab.com', 'bitbucket.org'])}:${r.pick(['acme', 'shopline', 'infra-team'])}/${r.pick(['api', 'web', 'deploy', 'charts'])}.git`,
  non_dob_date: (r) => `${r.int(2019, 2026)}-${p2(r.int(1, 12))}-${p2(r.int(1, 28))}${r.chance(0.5) ? `T${p2(r.int(0, 23))}:${p2(r.int(0, 59))}:${p2(r.int(0, 59))}Z` : ''}`,
  bic: (r) => r.pick(['DEUTDEFF', 'COBADEFFXXX', 'BNPAFRPP', 'INGBNL2A', 'BSCHESMM', 'UNCRITMM', 'HSBCGB2L', 'CHASUS33']),
  conn_no_creds: (r) => r.pick(['postgres://localhost:5432/app_dev', 'redis://localhost:6379/0', 'mongodb://127.0.0.1:27017/test', 'mysql://root@localhost/test', 'amqp://guest:guest@localhost:5672/', 'postgres://postgres:postgres@localhost:5432/postgres', 'jdbc:h2:mem:testdb', 'sqlite:///./dev.db', 'postgres://user:${DB_PASS}@db:5432/app']),
  hash_password: (r) => r.pick([`$2b$12$${r.str(53, A.alnum + './')}`, `$argon2id$v=19$m=65536,t=3,p=4$${r.str(22, A.b64.replace('+', '.'))}$${r.str(43, A.b64.replace('+', '.'))}`, `pbkdf2_sha256$600000$${r.str(22, A.alnum)}$${r.str(43, A.b64)}=`]),
  vault_ciphertext: (r) => `$ANSIBLE_VAULT;1.1;AES256\n${r.hex(80)}\n${r.hex(80)}`,
  sample_ssn: (r) => r.pick(['000-00-0000', '123-45-6789', '078-05-1120', '999-99-9999']),
  product: (r) => r.pick(['PostgreSQL 16', 'Redis Stack', 'Kubernetes', 'Keycloak', 'Grafana', 'Elasticsearch', 'RabbitMQ', 'Vault', 'Terraform']),
  phone_placeholder: (r) => r.pick(['+1 (555) 010-0199', '+1-555-0100', '+44 20 7946 0000', '000-000-0000', '+49 30 123456789', '0123456789']),
};
export function negative(rng, kind) { const v = NEG[kind](rng); return neg(kind, v, keyFromValue(kind, v) || negKey(rng, kind)); }
function keyFromValue(kind, v) {
  if (kind === 'vendor_example') return /^AKIA/.test(v) ? 'AWS_ACCESS_KEY_ID' : /EXAMPLEKEY$/.test(v) ? 'AWS_SECRET_ACCESS_KEY' : /^sk_test/.test(v) ? 'STRIPE_SECRET_KEY' : /^pk_test/.test(v) ? 'STRIPE_PUBLISHABLE_KEY' : /^xoxb/.test(v) ? 'SLACK_BOT_TOKEN' : 'SENDGRID_API_KEY';
  if (kind === 'public_key') return /^pk_live/.test(v) ? 'STRIPE_PUBLISHABLE_KEY' : /^pk\.eyJ/.test(v) ? 'MAPBOX_PUBLIC_TOKEN' : /^ssh-/.test(v) ? 'authorized_key' : /^\{/.test(v) ? 'jwks_public_key' : 'public_key_pem';
  if (kind === 'conn_no_creds') return /redis/.test(v) ? 'REDIS_URL' : /mongo/.test(v) ? 'MONGO_URL' : /amqp/.test(v) ? 'AMQP_URL' : 'DATABASE_URL';
  return null;
}
function negKey(r, kind) {
  return ({ placeholder: ['API_KEY', 'password', 'SECRET_TOKEN', 'client_secret'], template_var: ['DB_PASSWORD', 'api_token', 'SECRET'], env_lookup: ['stripe_key', 'token', 'dsn'], vendor_example: ['AWS_ACCESS_KEY_ID', 'aws_secret', 'STRIPE_KEY'],
    git_sha: ['commit', 'GIT_SHA', 'revision'], short_sha: ['rev', 'short_sha'], checksum: ['checksum', 'sha256'], integrity: ['integrity'], uuid: ['tenant_id', 'request_id', 'correlation_id', 'client_id'], version: ['version', 'APP_VERSION'],
    base64_data: ['payload', 'icon', 'state'], test_card: ['test_card', 'card_number'], public_key: ['public_key', 'authorized_key', 'STRIPE_PUBLISHABLE_KEY'], certificate: ['ca_cert', 'tls_cert'], request_id: ['request_id', 'trace'], build_id: ['build_id', 'BUILD_NUMBER'], asset_hash: ['bundle', 'asset'],
    docker_digest: ['image_digest'], famous_person: ['inspired_by'], company: ['vendor', 'company'], localhost_ip: ['bind_address', 'host'], doc_ip: ['example_ip', 'upstream'], masked: ['masked', 'display_value'], example_email: ['example_email', 'from'],
    git_remote: ['remote', 'repository'], non_dob_date: ['created_at', 'updated_at', 'released_on'], bic: ['bic', 'swift'], conn_no_creds: ['DATABASE_URL', 'dev_dsn'], hash_password: ['password_hash', 'encrypted_password'], vault_ciphertext: ['db_password'],
    sample_ssn: ['sample_ssn'], product: ['engine'], phone_placeholder: ['phone_example'] }[kind] ?? ['value']).map((x) => x)[r.int(0, 0)] && r.pick(({ placeholder: ['API_KEY', 'password', 'SECRET_TOKEN', 'client_secret'], template_var: ['DB_PASSWORD', 'api_token', 'SECRET'], env_lookup: ['stripe_key', 'token', 'dsn'], vendor_example: ['AWS_ACCESS_KEY_ID', 'aws_secret', 'STRIPE_KEY'], uuid: ['tenant_id', 'request_id', 'correlation_id', 'client_id'], test_card: ['test_card', 'card_number'], public_key: ['public_key', 'authorized_key', 'STRIPE_PUBLISHABLE_KEY'], non_dob_date: ['created_at', 'updated_at', 'released_on'] }[kind]) ?? [({ git_sha: 'commit', short_sha: 'rev', checksum: 'checksum', integrity: 'integrity', version: 'version', base64_data: 'payload', certificate: 'ca_cert', request_id: 'request_id', build_id: 'build_id', asset_hash: 'bundle', docker_digest: 'image_digest', famous_person: 'inspired_by', company: 'vendor', localhost_ip: 'bind_address', doc_ip: 'example_ip', masked: 'masked_value', example_email: 'example_email', git_remote: 'remote', bic: 'bic', conn_no_creds: 'DEV_DATABASE_URL', hash_password: 'password_hash', vault_ciphertext: 'db_password', sample_ssn: 'sample_ssn', product: 'engine', phone_placeholder: 'phone_example' })[kind] ?? 'value']);
}
export const NEG_KINDS = Object.keys(NEG);

export const SECRET_GEN = { api_key: apiKey, access_token: accessToken, password, connection_string: connString, private_key: privateKey };
export const PII_GEN = { person_name: null, email, phone, address, date_of_birth: dob, national_id: nationalId, passport, bank_account: bankAccount, credit_card: creditCard, ip_address: ipAddress, crypto_wallet: cryptoWallet };
export { person };
