// Secret generators: random bodies in public vendor token shapes. Nothing here is a real credential.
import { ALNUM, B64, B64URL, UPPER, DIGITS, LOWER } from './prng.mjs';
import { lab } from './doc.mjs';
import { crc32 } from 'node:zlib';

/** GitHub's 2021 token checksum: the CRC-32 of the 30 random characters, as 6 base62 digits (0-9A-Za-z). */
function githubChecksum(body) {
  const digits = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  let n = crc32(body) >>> 0;
  let out = '';
  for (let i = 0; i < 6; i++) { out = digits[n % 62] + out; n = Math.floor(n / 62); }
  return out;
}


const guid = (r) => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${r.hex(3)}-${r.hex(12)}`;
const b64body = (r, prefix, n) => { let s = prefix + r.str(B64, n - prefix.length); return s; };

export const TOKENS = {
  aws_access_key_id: ['api_key', (r) => r.pick(['AKIA', 'AKIA', 'AKIA', 'ASIA']) + r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)],
  aws_secret_access_key: ['api_key', (r) => r.str(B64, 40)],
  github_token: ['auth_token', (r) => { const body = r.alnum(30); return r.wpick([['ghp_', 5], ['gho_', 1], ['ghs_', 1], ['ghu_', 1]]) + body + githubChecksum(body); }],
  github_fine_grained_pat: ['auth_token', (r) => `github_pat_11${r.str(UPPER + DIGITS, 20)}_${r.alnum(59)}`],
  gitlab_token: ['auth_token', (r) => r.pick(['glpat-', 'glpat-', 'gldt-', 'glrt-']) + r.str(ALNUM + '_-', 20)],
  slack_token: ['auth_token', (r) => `${r.pick(['xoxb', 'xoxb', 'xoxp', 'xapp'])}-${r.digits(12)}-${r.digits(13)}-${r.alnum(24)}`],
  stripe_secret_key: ['api_key', (r) => r.pick(['sk_live_', 'sk_live_', 'rk_live_', 'sk_test_']) + r.alnum(r.pick([24, 99]))],
  google_api_key: ['api_key', (r) => 'AIza' + r.str(B64URL, 35)],
  openai_api_key: ['api_key', (r) => (r.chance(0.6) ? `sk-proj-${r.str(B64URL, 74)}T3BlbkFJ${r.str(B64URL, 74)}` : `sk-${r.alnum(20)}T3BlbkFJ${r.alnum(20)}`)],
  anthropic_api_key: ['api_key', (r) => `sk-ant-api03-${r.str(B64URL, 93)}AA`],
  twilio_api_key: ['api_key', (r) => 'SK' + r.hex(32)],
  twilio_auth_token: ['auth_token', (r) => r.hex(32)],
  sendgrid_api_key: ['api_key', (r) => `SG.${r.str(B64URL, 22)}.${r.str(B64URL, 43)}`],
  npm_token: ['auth_token', (r) => 'npm_' + r.alnum(36)],
  pypi_token: ['api_key', (r) => 'pypi-AgEIcHlwaS5vcmc' + r.str(B64URL, r.int(60, 140))],
  huggingface_token: ['api_key', (r) => 'hf_' + r.str(UPPER + LOWER, 34)],
  mapbox_token: ['api_key', (r) => `pk.eyJ1Ijoi${r.str(B64URL, 20)}IiwiYSI6Im${r.str(B64URL, 22)}In0.${r.str(B64URL, 22)}`],
  bearer_token: ['auth_token', (r) => r.str(ALNUM + '-._~', r.int(32, 64))],
  datadog_api_key: ['api_key', (r) => r.hex(32)],
};
export function token(r, type) { const [cat, f] = TOKENS[type]; return lab(f(r), cat, type); }

export function jwt(r, claims = {}) {
  const hdr = { alg: r.pick(['HS256', 'RS256', 'ES256']), typ: 'JWT' };
  const now = 1735689600 + r.int(0, 3e7);
  const pl = { sub: claims.sub || `${r.pick(['svc', 'user', 'device'])}:${r.int(1000, 99999)}`, iss: claims.iss || r.pick(['https://auth.fieldlink.io', 'https://sso.agrolab.net/realms/lims', 'farm-gateway']), iat: now, exp: now + r.pick([900, 3600, 86400]), ...(claims.extra || {}) };
  const enc = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const sig = r.str(B64URL, hdr.alg === 'HS256' ? 43 : 86);
  return lab(`${enc(hdr)}.${enc(pl)}.${sig}`, 'auth_token', 'jwt');
}

export function webhook(r, kind = r.pick(['slack', 'discord', 'teams'])) {
  if (kind === 'slack') return lab(`https://hooks.slack.com/services/T${r.str(UPPER + DIGITS, 8)}/B${r.str(UPPER + DIGITS, 10)}/${r.alnum(24)}`, 'webhook_url', 'slack_webhook');
  if (kind === 'discord') return lab(`https://discord.com/api/webhooks/${r.ndigits(19)}/${r.str(B64URL, 68)}`, 'webhook_url', 'discord_webhook');
  return lab(`https://${r.pick(['agrolab', 'northpress', 'fieldcoop', 'unihpc'])}.webhook.office.com/webhookb2/${guid(r)}@${guid(r)}/IncomingWebhook/${r.hex(32)}/${guid(r)}/${r.str(ALNUM + '-_', 44)}`, 'webhook_url', 'teams_webhook');
}

// ---------- private keys ----------
const KEY_SHAPES = {
  rsa_private_key: ['RSA PRIVATE KEY', () => 'MIIEowIBAAKCAQEA', 1588],
  pkcs8_private_key: ['PRIVATE KEY', () => 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ', 1624],
  ec_private_key: ['EC PRIVATE KEY', () => 'MHcCAQEEI', 164],
  openssh_private_key: ['OPENSSH PRIVATE KEY', () => 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACA', 396],
  encrypted_private_key: ['ENCRYPTED PRIVATE KEY', () => 'MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI', 1764],
  pgp_private_key: ['PGP PRIVATE KEY BLOCK', () => 'lQOYBGVx', 1400],
};
/** returns the PEM text (with \n line breaks) and its type */
export function pemText(r, type = r.wpick([['rsa_private_key', 3], ['pkcs8_private_key', 2], ['ec_private_key', 2], ['openssh_private_key', 3], ['encrypted_private_key', 1], ['pgp_private_key', 1]])) {
  const [label, pre, n] = KEY_SHAPES[type];
  const len = type === 'ec_private_key' || type === 'openssh_private_key' ? n : n + r.int(-8, 8) * 4;
  let body = b64body(r, pre(), len);
  const pad = type === 'ec_private_key' ? '' : r.pick(['', '=', '==']);
  body = body.slice(0, body.length - pad.length) + pad;
  const width = type === 'openssh_private_key' ? 70 : 64;
  const lines = body.match(new RegExp(`.{1,${width}}`, 'g'));
  let head = `-----BEGIN ${label}-----`;
  if (type === 'pgp_private_key') { head += '\n'; lines.push('=' + r.str(B64, 4)); }
  if (type === 'rsa_private_key' && r.chance(0.15)) head += `\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,${r.hex(32).toUpperCase()}\n`;
  return { type, text: `${head}\n${lines.join('\n')}\n-----END ${label}-----` };
}
export function pem(r, type) { const k = pemText(r, type); return lab(k.text, 'private_key', k.type); }

// ---------- passwords ----------
const WORDS = ['Traktor', 'Harvest', 'Silo', 'Holstein', 'Weizen', 'Barley', 'Tractor', 'Press', 'Welcome', 'Sommer', 'Summer', 'Pipette', 'Sunflower', 'Kuhstall', 'Winter', 'Fendt', 'Combine', 'Centrifuge', 'Maisfeld', 'Orchard', 'Foundry', 'Spectro', 'Lammzeit', 'Heifer', 'Girasole', 'Colza', 'Moisson', 'Cosecha', 'Mlyn', 'Pelto'];
const SYL = ['ka', 'lo', 'mi', 'ru', 'te', 'vo', 'ne', 'sa', 'di', 'po', 'za', 'fe', 'gu', 'bi', 'ho'];
const PASSPHRASE = ['silo', 'ladder', 'orbit', 'meadow', 'copper', 'tractor', 'violet', 'harbor', 'pepper', 'glacier', 'falcon', 'barley', 'lantern', 'cobalt', 'thistle'];
/** safe = no characters that need escaping in URLs, shells, YAML or JSON */
export function password(r, style = r.wpick([['human', 4], ['random', 4], ['phrase', 1], ['pin', 0.5]]), safe = false) {
  const sym = safe ? '-_.~' : '!#%*+-_.@$?';
  let v;
  if (style === 'human') v = r.pick(WORDS) + r.pick(['', String(r.int(1, 99)), String(r.int(2015, 2026))]) + r.str(sym, 1) + (r.chance(0.4) ? r.digits(2) : '');
  else if (style === 'phrase') v = r.sample(PASSPHRASE, 3).join('-') + '-' + r.int(10, 99);
  else if (style === 'pin') v = r.pick(SYL) + r.pick(SYL).toUpperCase() + r.digits(4) + r.str(sym, 1);
  else { v = r.str(ALNUM + sym, r.int(12, 22)); v = r.str(UPPER, 1) + v + r.digits(1) + r.str(sym, 1); }
  return v;
}
export const pwL = (v, type = 'password') => lab(v, 'password', type);

// ---------- connection strings ----------
const HOSTS = ['db.farmnet.internal', 'pg-prod-01.cluster-c9xk2mfa.eu-central-1.rds.amazonaws.com', 'lims-db.lab.local', 'scada-hist.plant3.corp', 'mysql.coop-grain.lan', 'mongo-0.telemetry.svc.cluster.local', 'redis.queue.internal', '10.20.3.14', '172.18.0.5', 'timescale.iot-core.net'];
export function connString(r, kind = r.pick(['postgres', 'mysql', 'mongodb', 'redis', 'amqp', 'mssql', 'jdbc', 'mqtt', 'azure', 'smtp']), user = null) {
  const u = user || r.pick(['farmapp', 'scada_ro', 'lims', 'grafana', 'telemetry', 'etl_user', 'hpc_admin', 'coop_portal', 'postgres', 'root', 'sa']);
  const pw = password(r, r.pick(['random', 'human']), true);
  const host = r.pick(HOSTS), db = r.pick(['herdbook', 'lims', 'historian', 'coop', 'telemetry', 'grants', 'maintenance']);
  switch (kind) {
    case 'postgres': return lab(`${r.pick(['postgres', 'postgresql'])}://${u}:${pw}@${host}:5432/${db}${r.chance(0.3) ? '?sslmode=require' : ''}`, 'connection_string', 'postgres_uri');
    case 'mysql': return lab(`mysql://${u}:${pw}@${host}:3306/${db}`, 'connection_string', 'mysql_uri');
    case 'mongodb': return r.chance(0.5) ? lab(`mongodb+srv://${u}:${pw}@cluster0.${r.alnum(5).toLowerCase()}.mongodb.net/${db}?retryWrites=true&w=majority`, 'connection_string', 'mongodb_uri') : lab(`mongodb://${u}:${pw}@${host}:27017/${db}?authSource=admin`, 'connection_string', 'mongodb_uri');
    case 'redis': return lab(`redis://${r.chance(0.5) ? 'default' : ''}:${pw}@${host}:6379/0`, 'connection_string', 'redis_uri');
    case 'amqp': return lab(`amqp://${u}:${pw}@${host}:5672/${r.pick(['%2F', 'farm', 'plant'])}`, 'connection_string', 'amqp_uri');
    case 'mqtt': return lab(`mqtts://${u}:${pw}@${r.pick(['broker.fieldlink.io', 'mqtt.plant3.corp', 'iot.coop-grain.lan'])}:8883`, 'connection_string', 'mqtt_uri');
    case 'mssql': return lab(`Server=tcp:${r.pick(['sql-historian.plant3.corp', 'lims-sql01'])},1433;Database=${db};User Id=${u};Password=${pw};Encrypt=True;`, 'connection_string', 'mssql_connection_string');
    case 'jdbc': return lab(`jdbc:${r.pick(['postgresql', 'mysql'])}://${host}/${db}?user=${u}&password=${pw}`, 'connection_string', 'jdbc_url');
    case 'azure': return lab(`DefaultEndpointsProtocol=https;AccountName=${r.pick(['agrolabdata', 'plantlogs', 'coopdocs'])}${r.digits(2)};AccountKey=${r.str(B64, 86)}==;EndpointSuffix=core.windows.net`, 'connection_string', 'azure_storage_connection_string');
    default: return lab(`smtp://${u}:${pw}@${r.pick(['smtp.sendgrid.net', 'mail.agrolab.net', 'smtp.office365.com'])}:587`, 'connection_string', 'smtp_uri');
  }
}
export { guid };
