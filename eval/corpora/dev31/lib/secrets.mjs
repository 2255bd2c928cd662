// Secret generators in vendors' published shapes (random bodies). Each returns {val, lab:{category,type}, env, vendor}.
import { B62, HEX, ALNUM, UPPER, LOWER, DIG, B64, crc32, base62, b64url } from './core.mjs';
import { genWif } from './ids.mjs';
import { bech32Encode, convertBits } from './core.mjs';

const L = (category, type) => ({ category, type });
const ghTok = (r, pre) => { const body = r.chars(30, B62); return pre + body + base62(crc32(body), 6); };
const uuid = (r) => `${r.chars(8, HEX)}-${r.chars(4, HEX)}-4${r.chars(3, HEX)}-${r.pick('89ab')}${r.chars(3, HEX)}-${r.chars(12, HEX)}`;

// [type, category, env var name, generator]
export const SECRET_SPECS = [
  ['aws_access_key_id', 'api_key', 'AWS_ACCESS_KEY_ID', (r) => r.pick(['AKIA', 'ASIA']) + r.chars(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')],
  ['aws_secret_access_key', 'api_key', 'AWS_SECRET_ACCESS_KEY', (r) => r.chars(40, ALNUM + '/+')],
  ['github_pat', 'auth_token', 'GITHUB_TOKEN', (r) => ghTok(r, r.pick(['ghp_', 'ghp_', 'gho_', 'ghs_', 'ghu_']))],
  ['github_fine_grained_pat', 'auth_token', 'GH_PAT', (r) => 'github_pat_' + r.chars(22, B62) + '_' + r.chars(59, B62)],
  ['gitlab_pat', 'auth_token', 'GITLAB_TOKEN', (r) => 'glpat-' + r.chars(20, ALNUM + '-_')],
  ['slack_bot_token', 'auth_token', 'SLACK_BOT_TOKEN', (r) => `${r.pick(['xoxb', 'xoxp'])}-${r.digits(11, true)}-${r.digits(12, true)}-${r.chars(24, ALNUM)}`],
  ['stripe_secret_key', 'api_key', 'STRIPE_SECRET_KEY', (r) => r.pick(['sk_live_', 'rk_live_']) + r.chars(r.pick([24, 99]), ALNUM)],
  ['google_api_key', 'api_key', 'GOOGLE_MAPS_API_KEY', (r) => 'AIza' + r.chars(35, ALNUM + '-_')],
  ['openai_api_key', 'api_key', 'OPENAI_API_KEY', (r) => r.chance(0.5) ? 'sk-proj-' + r.chars(74, ALNUM + '-_') + 'T3BlbkFJ' + r.chars(74, ALNUM + '-_') : 'sk-' + r.chars(20, ALNUM) + 'T3BlbkFJ' + r.chars(20, ALNUM)],
  ['anthropic_api_key', 'api_key', 'ANTHROPIC_API_KEY', (r) => 'sk-ant-api03-' + r.chars(93, ALNUM + '-_') + 'AA'],
  ['twilio_api_key', 'api_key', 'TWILIO_API_KEY', (r) => 'SK' + r.chars(32, HEX)],
  ['twilio_auth_token', 'auth_token', 'TWILIO_AUTH_TOKEN', (r) => r.chars(32, HEX)],
  ['sendgrid_api_key', 'api_key', 'SENDGRID_API_KEY', (r) => 'SG.' + r.chars(22, ALNUM + '-_') + '.' + r.chars(43, ALNUM + '-_')],
  ['mailgun_api_key', 'api_key', 'MAILGUN_API_KEY', (r) => 'key-' + r.chars(32, HEX)],
  ['npm_token', 'auth_token', 'NPM_TOKEN', (r) => ghTok(r, 'npm_')],
  ['pypi_token', 'auth_token', 'PYPI_API_TOKEN', (r) => 'pypi-AgEIcHlwaS5vcmc' + r.chars(r.int(140, 180), ALNUM + '-_')],
  ['shopify_access_token', 'auth_token', 'SHOPIFY_ACCESS_TOKEN', (r) => r.pick(['shpat_', 'shpca_', 'shppa_']) + r.chars(32, HEX)],
  ['digitalocean_token', 'auth_token', 'DIGITALOCEAN_TOKEN', (r) => r.pick(['dop_v1_', 'doo_v1_']) + r.chars(64, HEX)],
  ['datadog_api_key', 'api_key', 'DD_API_KEY', (r) => r.chars(32, HEX)],
  ['square_access_token', 'auth_token', 'SQUARE_ACCESS_TOKEN', (r) => 'EAAA' + r.chars(60, ALNUM + '-_')],
  ['telegram_bot_token', 'auth_token', 'TELEGRAM_BOT_TOKEN', (r) => `${r.digits(r.int(9, 10), true)}:AA${r.chars(33, ALNUM + '-_')}`],
  ['vault_token', 'auth_token', 'VAULT_TOKEN', (r) => 'hvs.' + r.chars(24, ALNUM) + (r.chance(0.5) ? '' : r.chars(66, ALNUM + '-_'))],
  ['terraform_cloud_token', 'auth_token', 'TFE_TOKEN', (r) => r.chars(14, ALNUM) + '.atlasv1.' + r.chars(67, ALNUM)],
  ['atlassian_api_token', 'api_key', 'JIRA_API_TOKEN', (r) => 'ATATT3xFfGF0' + r.chars(171, ALNUM + '-_') + '=' + r.chars(8, HEX.toUpperCase())],
  ['linear_api_key', 'api_key', 'LINEAR_API_KEY', (r) => 'lin_api_' + r.chars(40, ALNUM)],
  ['postman_api_key', 'api_key', 'POSTMAN_API_KEY', (r) => `PMAK-${r.chars(24, HEX)}-${r.chars(34, HEX)}`],
  ['newrelic_user_key', 'api_key', 'NEW_RELIC_API_KEY', (r) => 'NRAK-' + r.chars(27, UPPER + DIG)],
  ['sentry_auth_token', 'auth_token', 'SENTRY_AUTH_TOKEN', (r) => 'sntrys_' + r.chars(120, ALNUM) + '=' + '_' + r.chars(43, ALNUM)],
  ['doppler_token', 'auth_token', 'DOPPLER_TOKEN', (r) => r.pick(['dp.st.', 'dp.pt.', 'dp.ct.']) + r.chars(43, ALNUM)],
  ['pulumi_token', 'auth_token', 'PULUMI_ACCESS_TOKEN', (r) => 'pul-' + r.chars(40, HEX)],
  ['mapbox_secret_token', 'api_key', 'MAPBOX_SECRET_TOKEN', (r) => 'sk.eyJ1Ijoi' + r.chars(r.int(20, 40), ALNUM) + '.' + r.chars(22, ALNUM + '-_')],
  ['figma_token', 'auth_token', 'FIGMA_TOKEN', (r) => 'figd_' + r.chars(40, ALNUM + '-_')],
  ['huggingface_token', 'auth_token', 'HF_TOKEN', (r) => 'hf_' + r.chars(34, UPPER + LOWER)],
  ['okta_api_token', 'api_key', 'OKTA_API_TOKEN', (r) => '00' + r.chars(40, ALNUM + '-_')],
  ['alibaba_access_key_id', 'api_key', 'ALIBABA_CLOUD_ACCESS_KEY_ID', (r) => 'LTAI' + r.chars(20, ALNUM)],
  ['databricks_token', 'auth_token', 'DATABRICKS_TOKEN', (r) => 'dapi' + r.chars(32, HEX)],
  ['grafana_service_account_token', 'auth_token', 'GRAFANA_TOKEN', (r) => 'glsa_' + r.chars(32, ALNUM) + '_' + r.chars(8, HEX)],
  ['dynatrace_token', 'api_key', 'DT_API_TOKEN', (r) => 'dt0c01.' + r.chars(24, UPPER + DIG) + '.' + r.chars(64, UPPER + DIG)],
  ['planetscale_token', 'auth_token', 'PLANETSCALE_TOKEN', (r) => 'pscale_tkn_' + r.chars(43, ALNUM + '_')],
  ['facebook_access_token', 'auth_token', 'FB_ACCESS_TOKEN', (r) => 'EAA' + r.pick(['B', 'C', 'G']) + r.chars(r.int(100, 160), ALNUM)],
  ['google_oauth_access_token', 'auth_token', 'GOOGLE_ACCESS_TOKEN', (r) => 'ya29.' + r.chars(r.int(120, 160), ALNUM + '-_')],
  ['google_oauth_refresh_token', 'auth_token', 'GOOGLE_REFRESH_TOKEN', (r) => '1//0' + r.chars(r.int(90, 100), ALNUM + '-_')],
  ['azure_client_secret', 'api_key', 'AZURE_CLIENT_SECRET', (r) => r.chars(3, ALNUM) + r.int(7, 8) + 'Q~' + r.chars(34, ALNUM + '_~.-')],
  ['cloudflare_api_token', 'api_key', 'CLOUDFLARE_API_TOKEN', (r) => r.chars(40, ALNUM + '-_')],
  ['heroku_api_key', 'api_key', 'HEROKU_API_KEY', (r) => 'HRKU-AA' + r.chars(58, ALNUM + '-_')],
  ['jwt', 'auth_token', 'ACCESS_TOKEN', (r) => jwt(r)],
  ['age_secret_key', 'private_key', 'AGE_SECRET_KEY', (r) => bech32Encode('age-secret-key-', convertBits(r.bytes(32), 8, 5)).toUpperCase()],
];

export function jwt(r, claims) {
  const h = b64url(Buffer.from(JSON.stringify({ alg: r.pick(['HS256', 'RS256', 'ES256']), typ: 'JWT' })));
  const now = 1760000000 + r.int(0, 20000000);
  const pl = claims || { sub: r.chars(8, HEX) + '-' + r.chars(4, HEX), iss: r.pick(['https://idp.portal.gov.example', 'https://login.carrier-api.example', 'citizen-portal']), scope: r.pick(['read write', 'filing:submit', 'shipments:read']), iat: now, exp: now + 3600 };
  const p = b64url(Buffer.from(JSON.stringify(pl)));
  return `${h}.${p}.${b64url(r.bytes(r.pick([32, 64])))}`;
}

export function genSecret(r, type) {
  const s = type ? SECRET_SPECS.find(x => x[0] === type) : r.pick(SECRET_SPECS);
  return { val: s[3](r), lab: L(s[1], s[0]), env: s[2], type: s[0] };
}

// ---------- private keys ----------
const wrap64 = (s) => s.replace(/(.{64})/g, '$1\n').replace(/\n$/, '');
export function pemKey(r, kind) {
  const k = kind || r.pick(['rsa', 'rsa', 'ec', 'openssh', 'pkcs8', 'pgp', 'encrypted']);
  let head, body;
  if (k === 'rsa') { head = 'RSA PRIVATE KEY'; body = 'MIIEow' + 'IBAAKCAQEA' + r.chars(1570, B64); body = body.slice(0, 1588) + '=='.slice(0, 0); }
  else if (k === 'ec') { head = 'EC PRIVATE KEY'; body = 'MHcCAQEEI' + r.chars(151, B64) + '=='; body = body.slice(0, 160); }
  else if (k === 'openssh') { head = 'OPENSSH PRIVATE KEY'; body = 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW' + 'QyNTUxOQAAACB' + r.chars(300, B64); }
  else if (k === 'pkcs8') { head = 'PRIVATE KEY'; body = 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ' + r.chars(1570, B64); }
  else if (k === 'encrypted') { head = 'ENCRYPTED PRIVATE KEY'; body = 'MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI' + r.chars(1200, B64); }
  else { head = 'PGP PRIVATE KEY BLOCK'; return { val: `-----BEGIN ${head}-----\n\nlQOYBG${r.chars(600, B64).replace(/(.{64})/g, '$1\n')}\n=${r.chars(4, B64)}\n-----END ${head}-----`, lab: L('private_key', 'pgp_private_key') }; }
  const type = { rsa: 'rsa_private_key', ec: 'ec_private_key', openssh: 'openssh_private_key', pkcs8: 'pkcs8_private_key', encrypted: 'encrypted_private_key' }[k];
  return { val: `-----BEGIN ${head}-----\n${wrap64(body)}\n-----END ${head}-----`, lab: L('private_key', type) };
}
export function cryptoPrivKey(r) {
  if (r.chance(0.5)) return { val: genWif(r), lab: L('private_key', 'bitcoin_wif') };
  return { val: '0x' + r.chars(64, HEX), lab: L('private_key', 'ethereum_private_key') };
}

// ---------- passwords ----------
const WORDS = ['Sommer', 'Tiger', 'Lisboa', 'Harbour', 'Falcon', 'Kestrel', 'Mistral', 'Aurora', 'Granite', 'Velvet', 'Comet', 'Nordlys', 'Cedar', 'Marigold', 'Pilot', 'Quartz'];
export function password(r) {
  return r.pick([
    () => r.pick(WORDS) + r.pick(['!', '#', '@', '$', '%', '*']) + r.int(10, 2099),
    () => r.chars(r.int(12, 24), ALNUM + '!#%^&*-_=+'),
    () => `${r.pick(WORDS)}-${r.pick(WORDS).toLowerCase()}-${r.int(10, 99)}`,
    () => r.chars(r.int(16, 32), ALNUM),
    () => r.pick(WORDS) + r.int(1970, 2025) + r.pick(['!', '?', '.']),
  ])();
}
export function dbPassword(r) { return r.chars(r.int(14, 28), ALNUM + '_-'); } // URL-safe

// ---------- connection strings ----------
export function connString(r, host) {
  const u = r.pick(['app', 'portal_rw', 'etl', 'svc_filing', 'carrier', 'admin', 'reporting']);
  const pw = dbPassword(r);
  const db = r.pick(['citizens', 'claims', 'efiling', 'shipments', 'customs', 'benefits', 'registry']);
  const t = r.pick(['postgres', 'postgres', 'mysql', 'mongodb', 'redis', 'amqp', 'mssql', 'jdbc', 'azure_storage', 'odbc']);
  const HOSTS = { postgres: ['db-prod-01.internal', 'pg.citizen-portal.internal', 'postgres-efiling.svc.cluster.local'], jdbc: ['pg-registry.internal', 'db-prod-02.internal'], mysql: ['mysql-logistics.svc.cluster.local', 'mariadb.depot.internal'], mongodb: [`cluster0.${r.chars(5, LOWER + DIG)}.mongodb.net`], redis: ['redis-queue.internal', 'cache.portal.internal'], amqp: ['mq-customs.internal', 'rabbitmq.carrier.internal'], mssql: [`sql-efiling-${r.int(1, 9)}.database.windows.net`, 'mssql-benefits.internal'], odbc: ['sql-benefits.internal', `sqlsrv-${r.int(1, 9)}.agency.local`], azure_storage: ['x'] };
  const h = host || r.pick(HOSTS[t]);
  let val;
  if (t === 'postgres') val = `postgres${r.chance(0.5) ? 'ql' : ''}://${u}:${pw}@${h}:5432/${db}${r.chance(0.4) ? '?sslmode=require' : ''}`;
  else if (t === 'mysql') val = `mysql://${u}:${pw}@${h}:3306/${db}`;
  else if (t === 'mongodb') val = `mongodb+srv://${u}:${pw}@${h}/${db}?retryWrites=true&w=majority`;
  else if (t === 'redis') val = `redis${r.chance(0.5) ? 's' : ''}://default:${pw}@${h}:6379/0`;
  else if (t === 'amqp') val = `amqps://${u}:${pw}@${h}:5671/${db}`;
  else if (t === 'mssql') val = `Server=tcp:${h},1433;Initial Catalog=${db};User ID=${u};Password=${pw};Encrypt=True;`;
  else if (t === 'jdbc') val = `jdbc:postgresql://${h}:5432/${db}?user=${u}&password=${pw}`;
  else if (t === 'odbc') val = `Driver={ODBC Driver 18 for SQL Server};Server=${h};Database=${db};Uid=${u};Pwd=${pw};`;
  else val = `DefaultEndpointsProtocol=https;AccountName=${r.pick(['stcitizendocs', 'stefiling', 'stlogistics'])}${r.digits(3)};AccountKey=${r.chars(86, B64)}==;EndpointSuffix=core.windows.net`;
  return { val, lab: L('connection_string', t + '_connection_string'), env: 'DATABASE_URL' };
}

// ---------- webhooks ----------
export function webhook(r) {
  const t = r.pick(['slack', 'slack', 'discord', 'teams', 'google_chat', 'zapier', 'mattermost']);
  let val;
  if (t === 'slack') val = `https://hooks.slack.com/services/T${r.chars(8, UPPER + DIG)}/B${r.chars(10, UPPER + DIG)}/${r.chars(24, ALNUM)}`;
  else if (t === 'discord') val = `https://discord.com/api/webhooks/${r.digits(18, true)}/${r.chars(68, ALNUM + '-_')}`;
  else if (t === 'teams') val = `https://${r.pick(['justiz', 'cityhall', 'logistik', 'agency'])}${r.digits(2)}.webhook.office.com/webhookb2/${uuid(r)}@${uuid(r)}/IncomingWebhook/${r.chars(32, HEX)}/${uuid(r)}`;
  else if (t === 'google_chat') val = `https://chat.googleapis.com/v1/spaces/AAAA${r.chars(7, ALNUM)}/messages?key=AIzaSy${r.chars(33, ALNUM + '-_')}&token=${r.chars(43, ALNUM + '-_')}`;
  else if (t === 'zapier') val = `https://hooks.zapier.com/hooks/catch/${r.digits(7, true)}/${r.chars(6, LOWER + DIG)}/`;
  else val = `https://chat.${r.pick(['agency', 'depot', 'court'])}.internal/hooks/${r.chars(26, LOWER + DIG)}`;
  return { val, lab: L('webhook_url', t + '_webhook') };
}

// ---------- decoys: placeholders and documentation samples ----------
export const PLACEHOLDERS = ['YOUR_API_KEY', '<your-api-key>', 'changeme', '${API_KEY}', '{{ secrets.API_TOKEN }}', 'xxxxxxxxxxxxxxxx', 'REPLACE_ME', '<REDACTED>', '********', 'sk_test_XXXXXXXXXXXXXXXXXXXX', '%DB_PASSWORD%', 'process.env.STRIPE_KEY', '<password>', 'your-password-here', 'ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 'TODO'];
export const DOC_SAMPLES = [
  ['AKIAIOSFODNN7EXAMPLE', 'documentation_sample'], ['wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'documentation_sample'],
  ['postgres://user:password@localhost:5432/mydb', 'documentation_sample'], ['https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX', 'documentation_sample'],
  ['sk_test_4eC39HqLyjWDarjtT1zdp7dc', 'test_key'], ['pk_live_' + 'publishablekeyexample01', 'publishable_key'],
];
export function publicToken(r) { return r.pick([() => 'pk.eyJ1Ijoi' + r.chars(30, ALNUM) + '.' + r.chars(22, ALNUM + '-_'), () => 'pk_live_' + r.chars(24, ALNUM), () => 'pk_test_' + r.chars(24, ALNUM)])(); }
export { uuid };
