// Secrets: vendor API keys (documented prefixes/lengths/charsets, random bodies), access tokens, private keys,
// connection strings, passwords. All bodies come from the seeded RNG.
import crypto from 'node:crypto';
import { UP, LOW, DIG, ALNUM, HEX, B64, B64URL } from './lib.mjs';

const b62 = n => { const a = ALNUM; let s = ''; do { s = a[n % 62] + s; n = Math.floor(n / 62); } while (n > 0); return s; };
function crc32(str) { let c, crc = 0xffffffff; for (let i = 0; i < str.length; i++) { c = (crc ^ str.charCodeAt(i)) & 0xff; for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1; crc = (crc >>> 8) ^ c; } return (crc ^ 0xffffffff) >>> 0; }
export function ghToken(r, prefix) { const body = r.chars(30, ALNUM); return prefix + body + b62(crc32(body)).padStart(6, '0'); }
export function ghTokenOk(t) { const m = /^gh[pousr]_([A-Za-z0-9]{30})([A-Za-z0-9]{6})$/.exec(t); return !!m && b62(crc32(m[1])).padStart(6, '0') === m[2]; }

// [type, vendor, env var, generator]
export const API_KEYS = [
  ['aws_access_key_id', 'AWS', 'AWS_ACCESS_KEY_ID', r => r.pick(['AKIA', 'ASIA']) + r.chars(16, UP + '234567')],
  ['aws_secret_access_key', 'AWS', 'AWS_SECRET_ACCESS_KEY', r => r.chars(40, ALNUM + '+/')],
  ['github_pat_classic', 'GitHub', 'GITHUB_TOKEN', r => ghToken(r, 'ghp_')],
  ['github_oauth', 'GitHub', 'GH_OAUTH_TOKEN', r => ghToken(r, 'gho_')],
  ['github_app', 'GitHub', 'GH_APP_TOKEN', r => ghToken(r, r.pick(['ghs_', 'ghu_']))],
  ['github_pat_fine', 'GitHub', 'GITHUB_PAT', r => 'github_pat_' + r.chars(22, ALNUM) + '_' + r.chars(59, ALNUM)],
  ['gitlab_pat', 'GitLab', 'GITLAB_TOKEN', r => 'glpat-' + r.chars(20, ALNUM + '-_')],
  ['slack_bot', 'Slack', 'SLACK_BOT_TOKEN', r => `xoxb-${r.digits(12)}-${r.digits(13)}-${r.chars(24, ALNUM)}`],
  ['slack_user', 'Slack', 'SLACK_USER_TOKEN', r => `xoxp-${r.digits(12)}-${r.digits(12)}-${r.digits(13)}-${r.chars(32, HEX)}`],
  ['slack_webhook', 'Slack', 'SLACK_WEBHOOK_URL', r => `https://hooks.slack.com/services/T${r.chars(10, UP + DIG)}/B${r.chars(10, UP + DIG)}/${r.chars(24, ALNUM)}`],
  ['stripe_secret', 'Stripe', 'STRIPE_SECRET_KEY', r => r.pick(['sk_live_', 'rk_live_']) + r.chars(r.pick([24, 99]), ALNUM)],
  ['openai', 'OpenAI', 'OPENAI_API_KEY', r => r.chance(.6) ? 'sk-proj-' + r.chars(74, ALNUM + '-_') + 'T3BlbkFJ' + r.chars(74, ALNUM + '-_') : 'sk-' + r.chars(20, ALNUM) + 'T3BlbkFJ' + r.chars(20, ALNUM)],
  ['anthropic', 'Anthropic', 'ANTHROPIC_API_KEY', r => 'sk-ant-api03-' + r.chars(93, ALNUM + '-_') + 'AA'],
  ['google_api', 'Google', 'GOOGLE_API_KEY', r => 'AIza' + r.chars(35, ALNUM + '-_')],
  ['sendgrid', 'SendGrid', 'SENDGRID_API_KEY', r => 'SG.' + r.chars(22, ALNUM + '-_') + '.' + r.chars(43, ALNUM + '-_')],
  ['twilio_api_key', 'Twilio', 'TWILIO_API_KEY', r => 'SK' + r.chars(32, HEX)],
  ['mailgun', 'Mailgun', 'MAILGUN_API_KEY', r => 'key-' + r.chars(32, HEX)],
  ['mailchimp', 'Mailchimp', 'MAILCHIMP_API_KEY', r => r.chars(32, HEX) + '-us' + r.int(1, 21)],
  ['shopify', 'Shopify', 'SHOPIFY_ACCESS_TOKEN', r => r.pick(['shpat_', 'shpss_', 'shpca_']) + r.chars(32, HEX)],
  ['npm', 'npm', 'NPM_TOKEN', r => 'npm_' + r.chars(36, ALNUM)],
  ['pypi', 'PyPI', 'PYPI_TOKEN', r => 'pypi-AgEIcHlwaS5vcmc' + r.chars(r.int(60, 150), ALNUM + '-_')],
  ['huggingface', 'Hugging Face', 'HF_TOKEN', r => 'hf_' + r.chars(34, UP + LOW)],
  ['digitalocean', 'DigitalOcean', 'DIGITALOCEAN_TOKEN', r => r.pick(['dop_v1_', 'doo_v1_']) + r.chars(64, HEX)],
  ['square', 'Square', 'SQUARE_ACCESS_TOKEN', r => 'EAAA' + r.chars(60, ALNUM + '-_')],
  ['telegram_bot', 'Telegram', 'TELEGRAM_BOT_TOKEN', r => `${r.int(100000000, 7999999999)}:AA${r.chars(33, ALNUM + '-_')}`],
  ['postman', 'Postman', 'POSTMAN_API_KEY', r => `PMAK-${r.chars(24, HEX)}-${r.chars(34, HEX)}`],
  ['linear', 'Linear', 'LINEAR_API_KEY', r => 'lin_api_' + r.chars(40, ALNUM)],
  ['groq', 'Groq', 'GROQ_API_KEY', r => 'gsk_' + r.chars(52, ALNUM)],
  ['replicate', 'Replicate', 'REPLICATE_API_TOKEN', r => 'r8_' + r.chars(37, ALNUM)],
  ['notion', 'Notion', 'NOTION_TOKEN', r => r.chance(.5) ? 'secret_' + r.chars(43, ALNUM) : 'ntn_' + r.digits(11) + r.chars(35, ALNUM)],
  ['supabase', 'Supabase', 'SUPABASE_ACCESS_TOKEN', r => 'sbp_' + r.chars(40, HEX)],
  ['databricks', 'Databricks', 'DATABRICKS_TOKEN', r => 'dapi' + r.chars(32, HEX)],
  ['pulumi', 'Pulumi', 'PULUMI_ACCESS_TOKEN', r => 'pul-' + r.chars(40, HEX)],
  ['grafana', 'Grafana', 'GRAFANA_TOKEN', r => 'glsa_' + r.chars(32, ALNUM) + '_' + r.chars(8, HEX)],
  ['newrelic', 'New Relic', 'NEW_RELIC_API_KEY', r => 'NRAK-' + r.chars(27, UP + DIG)],
  ['figma', 'Figma', 'FIGMA_TOKEN', r => 'figd_' + r.chars(40, ALNUM + '-_')],
  ['doppler', 'Doppler', 'DOPPLER_TOKEN', r => 'dp.st.' + r.pick(['prd', 'dev', 'stg']) + '.' + r.chars(43, ALNUM)],
  ['azure_storage_key', 'Azure', 'AZURE_STORAGE_KEY', r => r.chars(86, B64) + '=='],
  ['datadog', 'Datadog', 'DD_API_KEY', r => r.chars(32, HEX)],
  ['age_identity', 'Cloudflare', 'CLOUDFLARE_API_TOKEN', r => r.chars(40, ALNUM + '-_')],
  ['mistral', 'Mistral', 'MISTRAL_API_KEY', r => r.chars(32, ALNUM)],
  ['atlassian', 'Atlassian', 'JIRA_API_TOKEN', r => 'ATATT3xFfGF0' + r.chars(170, ALNUM + '-_') + '=' + r.chars(8, HEX.toUpperCase())],
];
API_KEYS.find(k => k[0] === 'age_identity')[0] = 'cloudflare_api_token';
export function apiKey(r, filter) { const list = filter ? API_KEYS.filter(filter) : API_KEYS; const [type, vendor, env, g] = r.pick(list); return { v: g(r), type, vendor, env }; }

const b64u = b => Buffer.from(b).toString('base64url');
export function jwt(r, claims) {
  const alg = r.pick(['HS256', 'RS256', 'ES256']);
  const h = b64u(JSON.stringify({ alg, typ: 'JWT', ...(alg !== 'HS256' ? { kid: r.chars(16, HEX) } : {}) }));
  const now = 1764000000 + r.int(0, 3000000);
  const p = b64u(JSON.stringify({ sub: claims?.sub ?? r.chars(24, HEX), iss: r.pick(['https://auth.acmecloud.io/', 'https://login.helio-apps.net', 'accounts.internal']), aud: r.pick(['api', 'web', 'mobile']), iat: now, exp: now + r.pick([900, 3600, 86400]), ...(claims?.email ? { email: claims.email } : {}), scope: r.pick(['read write', 'openid profile email', 'admin']) }));
  let sig;
  if (alg === 'HS256') sig = crypto.createHmac('sha256', r.bytes(32)).update(h + '.' + p).digest('base64url');
  else sig = b64u(r.bytes(alg === 'RS256' ? 256 : 64));
  return h + '.' + p + '.' + sig;
}
export function accessToken(r, claims) {
  const t = r.weighted([['jwt', 5], ['bearer_opaque', 2], ['google_oauth', 1], ['oauth_refresh', 1], ['session_cookie', 2], ['azure_sas', 1], ['aws_session', 1], ['facebook', 1]]);
  switch (t) {
    case 'jwt': return { v: jwt(r, claims), type: 'jwt' };
    case 'bearer_opaque': return { v: r.chars(r.pick([32, 40, 43, 64]), ALNUM + (r.chance(.5) ? '-_' : '')), type: 'bearer_opaque' };
    case 'google_oauth': return { v: 'ya29.a0' + r.chars(r.int(140, 200), ALNUM + '-_'), type: 'google_oauth_access' };
    case 'oauth_refresh': return { v: '1//0' + r.chars(2, UP) + r.chars(r.int(90, 100), ALNUM + '-_'), type: 'google_oauth_refresh' };
    case 'session_cookie': return r.chance(.5) ? { v: r.chars(32, LOW + DIG), type: 'session_id' } : { v: 's%3A' + r.chars(32, ALNUM + '-_') + '.' + r.chars(43, ALNUM + '+/'), type: 'express_session' };
    case 'azure_sas': return { v: `sv=2022-11-02&ss=bfqt&srt=sco&sp=rwdlacupiytfx&se=2026-12-31T23:59:59Z&st=2026-01-01T00:00:00Z&spr=https&sig=${encodeURIComponent(r.chars(43, B64) + '=')}`, type: 'azure_sas' };
    case 'aws_session': return { v: 'IQoJb3JpZ2luX2Vj' + r.chars(r.int(300, 400), B64) + '=', type: 'aws_session_token' };
    case 'facebook': return { v: 'EAA' + r.chars(r.int(150, 190), ALNUM), type: 'facebook_access' };
  }
}

function b64lines(buf, w = 64) { return buf.toString('base64').match(new RegExp(`.{1,${w}}`, 'g')); }
export function privateKey(r) {
  const t = r.weighted([['rsa_pkcs1', 3], ['pkcs8', 3], ['ec', 2], ['openssh', 3], ['pgp', 1], ['ppk', 1], ['age', 1], ['wireguard', 1], ['encrypted_pkcs8', 1]]);
  let head, foot, body;
  switch (t) {
    case 'rsa_pkcs1': head = '-----BEGIN RSA PRIVATE KEY-----'; foot = '-----END RSA PRIVATE KEY-----'; body = b64lines(Buffer.concat([Buffer.from('308204a40201000282010100', 'hex'), r.bytes(r.int(700, 900))])); break;
    case 'pkcs8': if (r.chance(.5)) { head = '-----BEGIN PRIVATE KEY-----'; foot = '-----END PRIVATE KEY-----'; body = b64lines(Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), r.bytes(32)])); } else { head = '-----BEGIN PRIVATE KEY-----'; foot = '-----END PRIVATE KEY-----'; body = b64lines(Buffer.concat([Buffer.from('308204be020100300d06092a864886f70d0101010500048204a8', 'hex'), r.bytes(r.int(700, 900))])); } break;
    case 'encrypted_pkcs8': head = '-----BEGIN ENCRYPTED PRIVATE KEY-----'; foot = '-----END ENCRYPTED PRIVATE KEY-----'; body = b64lines(Buffer.concat([Buffer.from('308205', 'hex'), r.bytes(r.int(400, 700))])); break;
    case 'ec': head = '-----BEGIN EC PRIVATE KEY-----'; foot = '-----END EC PRIVATE KEY-----'; body = b64lines(Buffer.concat([Buffer.from('30770201010420', 'hex'), r.bytes(32), Buffer.from('a00a06082a8648ce3d030107a144034200', 'hex'), r.bytes(65)])); break;
    case 'openssh': head = '-----BEGIN OPENSSH PRIVATE KEY-----'; foot = '-----END OPENSSH PRIVATE KEY-----'; body = b64lines(Buffer.concat([Buffer.from('openssh-key-v1\0'), Buffer.from('000000046e6f6e65000000046e6f6e6500000000000000010000003300000b7373682d6564323535313900000020', 'hex'), r.bytes(180)]), 70); break;
    case 'pgp': head = '-----BEGIN PGP PRIVATE KEY BLOCK-----'; foot = '-----END PGP PRIVATE KEY BLOCK-----'; body = ['', ...b64lines(Buffer.concat([Buffer.from('9558', 'hex'), r.bytes(r.int(300, 500))])), '=' + r.chars(4, B64)]; break;
    case 'ppk': { const lines = b64lines(r.bytes(r.int(250, 330))); return { v: `PuTTY-User-Key-File-3: ssh-rsa\nEncryption: none\nComment: rsa-key-2026${r.digits(4)}\nPublic-Lines: 6\n${b64lines(r.bytes(270)).join('\n')}\nPrivate-Lines: ${lines.length}\n${lines.join('\n')}\nPrivate-MAC: ${r.chars(64, HEX)}`, type: 'putty_ppk', multiline: true }; }
    case 'age': return { v: 'AGE-SECRET-KEY-1' + r.chars(58, 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L'), type: 'age_secret_key' };
    case 'wireguard': return { v: r.bytes(32).toString('base64'), type: 'wireguard_private_key' };
  }
  return { v: [head, ...body, foot].join('\n'), type: t, multiline: true };
}

export function password(r) {
  const words = ['Sommer', 'tiger', 'Blue', 'maple', 'Falcon', 'river', 'Orange', 'kiwi', 'Rocket', 'lemon', 'Storm', 'pepper', 'Amsel', 'cobalt', 'Nordlicht', 'sakura', 'Mango', 'delta'];
  return r.weighted([
    [() => r.pick(words) + r.pick(words) + r.digits(r.int(2, 4)) + r.pick('!?#$%&*@'), 4],
    [() => r.chars(r.int(12, 20), ALNUM + '!#$%&*+-=?@^_'), 4],
    [() => [r.pick(words), r.pick(words), r.pick(words), r.pick(words)].join(r.pick('-_.')).toLowerCase() + r.digits(1), 2],
    [() => r.pick(words) + r.pick(['@', '#', '!']) + r.int(1990, 2026), 2],
  ])();
}

const HOSTS = ['db-prod-01.internal.corp', 'pg.eu-west-1.rds.amazonaws.com', 'mysql-7f3a.cluster-ro.example-cloud.net', '10.20.4.17', 'sql-replica.atlas-ops.io', 'redis-main.cache.svc.cluster.local', 'mq.payments.local', 'orders-db.c9akciq32.us-east-1.rds.amazonaws.com'];
export function connString(r, user, pw) {
  const u = user || r.pick(['app', 'svc_orders', 'admin', 'etl_user', 'readonly', 'django', 'postgres', 'root']);
  const p = encodeURIComponent(pw || password(r)).replace(/%40/g, '%40');
  const host = r.pick(HOSTS), db = r.pick(['orders', 'crm', 'app_prod', 'analytics', 'billing', 'users']);
  return r.weighted([
    [() => ({ v: `postgresql://${u}:${p}@${host}:5432/${db}${r.chance(.4) ? '?sslmode=require' : ''}`, type: 'postgres_url' }), 4],
    [() => ({ v: `mysql://${u}:${p}@${host}:3306/${db}`, type: 'mysql_url' }), 2],
    [() => ({ v: `mongodb+srv://${u}:${p}@cluster0.${r.chars(5, LOW + DIG)}.mongodb.net/${db}?retryWrites=true&w=majority`, type: 'mongodb_srv' }), 3],
    [() => ({ v: `redis://default:${p}@${host}:6379/0`, type: 'redis_url' }), 2],
    [() => ({ v: `amqps://${u}:${p}@${host}:5671/${r.pick(['%2F', 'prod', 'events'])}`, type: 'amqp_url' }), 1],
    [() => ({ v: `jdbc:postgresql://${host}:5432/${db}?user=${u}&password=${p}`, type: 'jdbc' }), 1],
    [() => ({ v: `Server=tcp:${r.pick(['sqlsrv-crm', 'contoso-prod', 'fin-sql'])}.database.windows.net,1433;Initial Catalog=${db};Persist Security Info=False;User ID=${u};Password=${pw || password(r)};Encrypt=True;`, type: 'adonet_sqlserver' }), 2],
    [() => ({ v: `DefaultEndpointsProtocol=https;AccountName=${r.chars(10, LOW + DIG)};AccountKey=${r.chars(86, B64)}==;EndpointSuffix=core.windows.net`, type: 'azure_storage_conn' }), 1],
    [() => ({ v: `Endpoint=sb://${r.chars(8, LOW)}-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${r.chars(43, B64)}=`, type: 'azure_servicebus_conn' }), 1],
    [() => ({ v: `smtp://${u}:${p}@smtp.${r.pick(['mailrelay.io', 'sendpost.net', 'corp-mail.local'])}:587`, type: 'smtp_url' }), 1],
  ])();
}

// Look-alikes for the negatives.
export const DOC_EXAMPLES = [
  ['doc_example_key', 'AKIAIOSFODNN7EXAMPLE'], ['doc_example_key', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'],
  ['doc_example_token', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'],
  ['placeholder', 'sk-...'], ['placeholder', 'YOUR_API_KEY'], ['placeholder', '<your-token-here>'], ['placeholder', 'ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'], ['placeholder', '${OPENAI_API_KEY}'], ['placeholder', 'sk_live_xxxxxxxxxxxxxxxxxxxxxxxx'],
  ['placeholder', 'postgres://user:password@localhost:5432/mydb'], ['placeholder', 'mongodb://<username>:<password>@cluster0.mongodb.net'], ['placeholder', 'changeme'], ['placeholder', '********'],
];
