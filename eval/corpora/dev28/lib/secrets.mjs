// Secrets, network and crypto values, and domain look-alikes (hard negatives).
import { base58check, bech32Segwit, eip55, B58R_ALPHABET, wsum } from './util.mjs';
import { pad } from './ids.mjs';

const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const B64U = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
export const uuid = r => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick('89ab')}${r.hex(3)}-${r.hex(12)}`;

// ---- API keys (category api_key): [type, generator, typical env/config name]
export const API_KEYS = {
  stripe_secret_key: [r => 'sk_live_' + (r.chance(0.5) ? r.alnum(24) : '51' + r.alnum(97)), 'STRIPE_SECRET_KEY'],
  stripe_restricted_key: [r => 'rk_live_' + (r.chance(0.5) ? r.alnum(24) : '51' + r.alnum(97)), 'STRIPE_RESTRICTED_KEY'],
  aws_access_key_id: [r => 'AKIA' + r.str(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'), 'AWS_ACCESS_KEY_ID'],
  aws_secret_access_key: [r => r.str(40, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'), 'AWS_SECRET_ACCESS_KEY'],
  google_api_key: [r => 'AIza' + r.str(35, B64U), 'GOOGLE_MAPS_API_KEY'],
  sendgrid_api_key: [r => 'SG.' + r.str(22, B64U) + '.' + r.str(43, B64U), 'SENDGRID_API_KEY'],
  twilio_api_key_sid: [r => 'SK' + r.hex(32), 'TWILIO_API_KEY'],
  twilio_auth_token: [r => r.hex(32), 'TWILIO_AUTH_TOKEN'],
  mailgun_api_key: [r => 'key-' + r.hex(32), 'MAILGUN_API_KEY'],
  mapbox_secret_token: [r => 'sk.eyJ1Ijoi' + r.b64url(40) + '.' + r.b64url(22), 'MAPBOX_SECRET_TOKEN'],
  openai_api_key: [r => 'sk-proj-' + r.str(74, B64U) + 'T3BlbkFJ' + r.str(74, B64U), 'OPENAI_API_KEY'],
  anthropic_api_key: [r => 'sk-ant-api03-' + r.str(93, B64U) + 'AA', 'ANTHROPIC_API_KEY'],
  datadog_api_key: [r => r.hex(32), 'DD_API_KEY'],
  newrelic_user_key: [r => 'NRAK-' + r.upalnum(27), 'NEW_RELIC_API_KEY'],
  algolia_admin_key: [r => r.hex(32), 'ALGOLIA_ADMIN_API_KEY'],
  hubspot_private_app_token: [r => `pat-${r.pick(['na1', 'eu1'])}-${uuid(r)}`, 'HUBSPOT_ACCESS_TOKEN'],
  razorpay_key_secret: [r => r.alnum(24), 'RAZORPAY_KEY_SECRET'],
  razorpay_key_id: [r => 'rzp_live_' + r.alnum(14), 'RAZORPAY_KEY_ID'],
  mollie_api_key: [r => 'live_' + r.alnum(30), 'MOLLIE_API_KEY'],
  paystack_secret_key: [r => 'sk_live_' + r.hex(40), 'PAYSTACK_SECRET_KEY'],
  flutterwave_secret_key: [r => 'FLWSECK-' + r.hex(32) + '-X', 'FLW_SECRET_KEY'],
  square_access_token: [r => 'EAAA' + r.str(60, B64U), 'SQUARE_ACCESS_TOKEN'],
  adyen_api_key: [r => 'AQE' + r.str(3, 'hjklmnpqrstuvwxyz') + 'gXvdeHxYJgBx' + r.str(60, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') + '=-' + r.str(44, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') + '=-' + r.str(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/.,;<>()'), 'ADYEN_API_KEY'],
  duffel_access_token: [r => 'duffel_live_' + r.str(43, B64U), 'DUFFEL_ACCESS_TOKEN'],
  shippo_api_token: [r => 'shippo_live_' + r.hex(40), 'SHIPPO_API_TOKEN'],
  easypost_api_key: [r => 'EZAK' + r.hex(54), 'EASYPOST_API_KEY'],
  digitalocean_token: [r => 'dop_v1_' + r.hex(64), 'DIGITALOCEAN_TOKEN'],
  grafana_service_account_token: [r => 'glsa_' + r.alnum(32) + '_' + r.hex(8), 'GRAFANA_TOKEN'],
  postman_api_key: [r => 'PMAK-' + r.hex(24) + '-' + r.hex(34), 'POSTMAN_API_KEY'],
  linear_api_key: [r => 'lin_api_' + r.alnum(40), 'LINEAR_API_KEY'],
  atlassian_api_token: [r => 'ATATT3xFfGF0' + r.str(170, B64U.slice(0, 62) + '_-') + '=' + r.HEX(8), 'JIRA_API_TOKEN'],
  notion_integration_token: [r => 'ntn_' + r.digits(11) + r.alnum(35), 'NOTION_TOKEN'],
  supabase_service_key: [r => 'sbp_' + r.hex(40), 'SUPABASE_ACCESS_TOKEN'],
  doppler_service_token: [r => 'dp.st.prd.' + r.alnum(43), 'DOPPLER_TOKEN'],
  firebase_cloud_messaging_key: [r => 'AAAA' + r.alnum(7) + ':APA91b' + r.str(134, B64U), 'FCM_SERVER_KEY'],
  here_api_key: [r => r.str(43, B64U), 'HERE_API_KEY'],
  tomtom_api_key: [r => r.alnum(32), 'TOMTOM_API_KEY'],
  mailchimp_api_key: [r => r.hex(32) + '-us' + r.int(1, 21), 'MAILCHIMP_API_KEY'],
  sentry_auth_token: [r => 'sntrys_' + r.b64url(120), 'SENTRY_AUTH_TOKEN'],
  okta_api_token: [r => '00' + r.str(40, B64U), 'OKTA_API_TOKEN'],
  pusher_secret: [r => r.hex(20), 'PUSHER_APP_SECRET'],
  amadeus_api_secret: [r => r.alnum(16), 'AMADEUS_CLIENT_SECRET'],
  checkout_secret_key: [r => 'sk_' + uuid(r), 'CKO_SECRET_KEY'],
  cloudflare_api_token: [r => r.str(40, B64U), 'CLOUDFLARE_API_TOKEN'],
};
// tokens (category auth_token)
export const TOKENS = {
  github_pat_classic: [r => 'ghp_' + r.alnum(36), 'GITHUB_TOKEN'],
  github_pat_fine_grained: [r => 'github_pat_' + r.str(22, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789') + '_' + r.alnum(59), 'GH_TOKEN'],
  github_oauth_token: [r => 'gho_' + r.alnum(36), 'GITHUB_OAUTH_TOKEN'],
  gitlab_pat: [r => 'glpat-' + r.str(20, B64U), 'GITLAB_TOKEN'],
  slack_bot_token: [r => `xoxb-${r.digits(11)}-${r.digits(13)}-${r.alnum(24)}`, 'SLACK_BOT_TOKEN'],
  slack_user_token: [r => `xoxp-${r.digits(11)}-${r.digits(11)}-${r.digits(13)}-${r.hex(32)}`, 'SLACK_USER_TOKEN'],
  npm_token: [r => 'npm_' + r.alnum(36), 'NPM_TOKEN'],
  telegram_bot_token: [r => `${r.int(1000000000, 7999999999)}:AA${r.str(33, B64U)}`, 'TELEGRAM_BOT_TOKEN'],
  shopify_access_token: [r => 'shpat_' + r.hex(32), 'SHOPIFY_ACCESS_TOKEN'],
  meta_whatsapp_token: [r => 'EAA' + r.pick(['G', 'B', 'J']) + r.alnum(r.int(150, 200)), 'WHATSAPP_TOKEN'],
  discord_bot_token: [r => `${r.pick(['MT', 'OD', 'OT'])}${r.str(24, B64U.slice(0, 62))}.${r.str(6, B64U)}.${r.str(38, B64U)}`, 'DISCORD_BOT_TOKEN'],
  google_oauth_access_token: [r => 'ya29.a0' + r.str(150, B64U), 'GOOGLE_ACCESS_TOKEN'],
  oauth_bearer_opaque: [r => r.str(r.int(32, 64), B64U.slice(0, 62)), 'ACCESS_TOKEN'],
};
export function jwt(r, claims) {
  const header = r.pick([{ alg: 'HS256', typ: 'JWT' }, { alg: 'RS256', typ: 'JWT', kid: r.hex(16) }, { alg: 'ES256', typ: 'JWT' }]);
  const now = 1700000000 + r.int(0, 60000000);
  const body = { sub: claims?.sub || uuid(r), iss: claims?.iss || r.pick(['https://auth.bookingcore.io', 'https://login.travelhub.app/oauth2', 'fleetops-api', 'https://id.parcelnet.eu']), iat: now, exp: now + r.pick([900, 3600, 86400]), ...(claims?.extra || {}) };
  if (r.chance(0.5)) body.scope = r.pick(['bookings:read bookings:write', 'openid profile email', 'driver:app', 'partner:rates']);
  const enc = o => Buffer.from(JSON.stringify(o)).toString('base64url');
  const sigLen = header.alg === 'HS256' ? 43 : header.alg === 'ES256' ? 86 : 342;
  return `${enc(header)}.${enc(body)}.${r.str(sigLen, B64U)}`;
}
export function basicAuth(r, user, pass) { return Buffer.from(`${user}:${pass}`).toString('base64'); }

// ---- passwords
const WORDS = ['harbor', 'Falcon', 'sunset', 'Orbit', 'cobalt', 'Atlas', 'pelican', 'Zephyr', 'maple', 'Nimbus', 'tundra', 'Voyager', 'lagoon', 'Comet', 'saffron', 'Meridian'];
export function password(r) {
  return r.pick([
    () => r.pick(WORDS) + r.pick(['!', '#', '$', '@', '%', '&', '*', '?']) + r.digits(r.int(2, 4)) + r.pick(WORDS).slice(0, 3),
    () => r.str(r.int(12, 20), 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789!#$%&*+-=?@^_'),
    () => `${r.pick(WORDS)}-${r.pick(WORDS)}-${r.pick(WORDS)}-${r.digits(2)}`,
    () => r.upper(1) + r.lower(r.int(4, 7)) + r.digits(4) + r.pick(['!', '.', '#', '$']),
    () => r.alnum(r.int(16, 32)),
    () => r.str(24, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') + '==',
  ])();
}
export const PASSWORD_PLACEHOLDERS = ['changeme', '${DB_PASSWORD}', '<YOUR_PASSWORD>', '********', 'xxxxxxxx', '{{ .Values.db.password }}', 'vault:secret/data/prod/db#password', '${{ secrets.SFTP_PASSWORD }}', 'REPLACE_ME', '%(PASSWORD)s', 'ENC[AES256_GCM,data:...]', '<redacted>', 'secretref:partner-api-pass'];

// ---- connection strings: returns {v, t}
export function connString(r, user, pass) {
  const db = r.pick(['bookings', 'reservations', 'pms_prod', 'tracking', 'fleet', 'loyalty', 'manifest', 'dispatch', 'wms']);
  const host = r.pick([`${db}-db.${r.lower(6)}.eu-west-1.rds.amazonaws.com`, `pg-${r.lowalnum(6)}.internal.${r.pick(['railhub', 'tourops', 'fleetwise', 'parcelnet'])}.net`, `10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, `${db}.postgres.database.azure.com`, `mysql-${r.int(1, 9)}.dc${r.int(1, 3)}.local`]);
  return r.pick([
    () => ({ v: `postgresql://${user}:${pass}@${host}:5432/${db}`, t: 'postgres_uri' }),
    () => ({ v: `postgres://${user}:${encodeURIComponent(pass)}@${host}/${db}?sslmode=require`, t: 'postgres_uri' }),
    () => ({ v: `mysql://${user}:${encodeURIComponent(pass)}@${host}:3306/${db}`, t: 'mysql_uri' }),
    () => ({ v: `mongodb+srv://${user}:${encodeURIComponent(pass)}@cluster0.${r.lowalnum(5)}.mongodb.net/${db}?retryWrites=true&w=majority`, t: 'mongodb_uri' }),
    () => ({ v: `redis://default:${encodeURIComponent(pass)}@${r.pick(['redis-' + r.digits(5) + '.c' + r.int(1, 300) + '.eu-central-1-1.ec2.cloud.redislabs.com:' + r.int(10000, 19999), 'cache.internal:6379'])}/0`, t: 'redis_uri' }),
    () => ({ v: `amqp://${user}:${encodeURIComponent(pass)}@rabbitmq.${r.pick(['svc.cluster.local', 'internal'])}:5672/${db}`, t: 'amqp_uri' }),
    () => ({ v: `Server=tcp:${r.lower(8)}.database.windows.net,1433;Initial Catalog=${db};Persist Security Info=False;User ID=${user};Password=${pass};MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;`, t: 'mssql_ado' }),
    () => ({ v: `jdbc:postgresql://${host}:5432/${db}?user=${user}&password=${encodeURIComponent(pass)}&ssl=true`, t: 'jdbc_postgres' }),
    () => ({ v: `jdbc:oracle:thin:${user}/${pass.replace(/[@/]/g, 'x')}@${host}:1521:ORCL`, t: 'jdbc_oracle' }),
    () => ({ v: `DefaultEndpointsProtocol=https;AccountName=${r.lower(4)}${db.replace(/_/g, '')}${r.digits(2)};AccountKey=${r.b64(86)}==;EndpointSuffix=core.windows.net`, t: 'azure_storage' }),
    () => ({ v: `Endpoint=sb://${r.lower(6)}-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${r.b64(43)}=`, t: 'azure_servicebus' }),
    () => ({ v: `smtps://${user}%40${r.pick(['mail.tourops.net', 'parcelnet.eu'])}:${encodeURIComponent(pass)}@smtp.${r.pick(['office365.com', 'sendgrid.net', 'mailgun.org'])}:465`, t: 'smtp_uri' }),
    () => ({ v: `sftp://${user}:${encodeURIComponent(pass)}@sftp.${r.pick(['edi.hapag-partner.net', 'customs-gw.eu', 'files.gdsconnect.io'])}:22/inbound`, t: 'sftp_uri' }),
  ])();
}
export function credlessConn(r) {
  return r.pick(['postgres://db.internal:5432/bookings', 'redis://localhost:6379/0', 'mongodb://mongo-0.mongo.svc.cluster.local:27017/tracking', 'Server=tcp:pms.database.windows.net,1433;Initial Catalog=pms;Authentication=Active Directory Managed Identity;', 'jdbc:mysql://mysql.fleet.local:3306/telematics', 'amqp://rabbitmq:5672', 'postgresql://localhost/dev_reservations', 'mongodb://127.0.0.1:27017', 'redis://cache:6379']);
}

// ---- webhooks (category webhook_url)
export function webhook(r) {
  return r.wpick([
    [() => ({ v: `https://hooks.slack.com/services/T${r.upalnum(r.int(8, 10))}/B${r.upalnum(r.int(8, 10))}/${r.alnum(24)}`, t: 'slack_webhook' }), 4],
    [() => ({ v: `https://${r.pick(['discord.com', 'discordapp.com'])}/api/webhooks/${r.int(1, 1)}${r.digits(18)}/${r.str(68, B64U)}`, t: 'discord_webhook' }), 3],
    [() => ({ v: `https://${r.lower(r.int(5, 10))}.webhook.office.com/webhookb2/${uuid(r)}@${uuid(r)}/IncomingWebhook/${r.hex(32)}/${uuid(r)}`, t: 'teams_webhook' }), 3],
    [() => ({ v: `https://chat.googleapis.com/v1/spaces/AAAA${r.str(7, B64U.slice(0, 62))}/messages?key=AIzaSy${r.str(33, B64U)}&token=${r.str(43, B64U)}%3D`, t: 'google_chat_webhook' }), 2],
    [() => ({ v: `https://hooks.zapier.com/hooks/catch/${r.digits(r.int(7, 8))}/${r.lowalnum(6)}/`, t: 'zapier_webhook' }), 2],
    [() => ({ v: `https://hook.${r.pick(['eu1', 'eu2', 'us1'])}.make.com/${r.lowalnum(32)}`, t: 'make_webhook' }), 1],
    [() => ({ v: `https://maker.ifttt.com/trigger/${r.pick(['parcel_delivered', 'flight_delay', 'door_open'])}/with/key/${r.str(22, B64U)}`, t: 'ifttt_webhook' }), 1],
    [() => ({ v: `https://prod-${r.int(10, 99)}.westeurope.logic.azure.com:443/workflows/${r.hex(32)}/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=${r.str(43, B64U)}`, t: 'power_automate_webhook' }), 1],
  ])();
}

// ---- private keys
const lines = (b64, w = 64) => b64.match(new RegExp(`.{1,${w}}`, 'g')).join('\n');
export function privateKey(r) {
  const kind = r.wpick([['ec', 4], ['openssh', 4], ['rsa', 2], ['pkcs8', 2], ['pgp', 1]]);
  if (kind === 'ec') { const der = Buffer.concat([Buffer.from('30770201010420', 'hex'), r.bytes(32), Buffer.from('a00a06082a8648ce3d030107a144034200', 'hex'), Buffer.from([4]), r.bytes(64)]); return { t: 'ec_private_key', v: `-----BEGIN EC PRIVATE KEY-----\n${lines(der.toString('base64'))}\n-----END EC PRIVATE KEY-----` }; }
  if (kind === 'rsa') { const der = Buffer.concat([Buffer.from('308204a40201000282010100', 'hex'), r.bytes(1180)]); return { t: 'rsa_private_key', v: `-----BEGIN RSA PRIVATE KEY-----\n${lines(der.toString('base64'))}\n-----END RSA PRIVATE KEY-----` }; }
  if (kind === 'pkcs8') { const ec = r.chance(0.6); const der = ec ? Buffer.concat([Buffer.from('308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420', 'hex'), r.bytes(32), Buffer.from('a144034200', 'hex'), Buffer.from([4]), r.bytes(64)]) : Buffer.concat([Buffer.from('308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100', 'hex'), r.bytes(1178)]); return { t: 'pkcs8_private_key', v: `-----BEGIN PRIVATE KEY-----\n${lines(der.toString('base64'))}\n-----END PRIVATE KEY-----` }; }
  if (kind === 'openssh') {
    const u32 = n => { const b = Buffer.alloc(4); b.writeUInt32BE(n); return b; }; const str = s => Buffer.concat([u32(Buffer.byteLength(s)), Buffer.from(s)]);
    const pub = Buffer.concat([str('ssh-ed25519'), u32(32), r.bytes(32)]);
    const ck = r.bytes(4);
    const priv = Buffer.concat([ck, ck, str('ssh-ed25519'), u32(32), pub.subarray(19), u32(64), r.bytes(64), str(r.pick(['deploy@ci-runner', 'ops@fleet-gw', 'edi-sftp', 'root@pms-01', 'jenkins@build'])), Buffer.from([1, 2, 3, 4, 5, 6, 7].slice(0, 1 + r.int(0, 6)))]);
    const blob = Buffer.concat([Buffer.from('openssh-key-v1\0'), str('none'), str('none'), u32(0), u32(1), u32(pub.length), pub, u32(priv.length), priv]);
    return { t: 'openssh_private_key', v: `-----BEGIN OPENSSH PRIVATE KEY-----\n${lines(blob.toString('base64'), 70)}\n-----END OPENSSH PRIVATE KEY-----` };
  }
  const body = Buffer.concat([Buffer.from('9458', 'hex'), Buffer.from([4]), r.bytes(4), Buffer.from('1609', 'hex'), r.bytes(78)]).toString('base64');
  return { t: 'pgp_private_key', v: `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${lines(body)}\n=${r.str(4, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/')}\n-----END PGP PRIVATE KEY BLOCK-----` };
}

// ---- crypto wallets
export function wallet(r) {
  const k = r.wpick([['btc_p2pkh', 2], ['btc_p2sh', 1], ['btc_bech32', 3], ['eth', 4], ['ltc', 1], ['doge', 1], ['trx', 2], ['xrp', 1]]);
  const h = r.bytes(20);
  switch (k) {
    case 'btc_p2pkh': return { t: k, v: base58check(Buffer.concat([Buffer.from([0]), h])) };
    case 'btc_p2sh': return { t: k, v: base58check(Buffer.concat([Buffer.from([5]), h])) };
    case 'btc_bech32': return { t: k, v: bech32Segwit('bc', 0, h) };
    case 'eth': return { t: 'eth_address', v: eip55(h.toString('hex')) };
    case 'ltc': return { t: 'ltc_p2pkh', v: base58check(Buffer.concat([Buffer.from([0x30]), h])) };
    case 'doge': return { t: 'doge_p2pkh', v: base58check(Buffer.concat([Buffer.from([0x1e]), h])) };
    case 'trx': return { t: 'tron_address', v: base58check(Buffer.concat([Buffer.from([0x41]), h])) };
    default: return { t: 'xrp_address', v: base58check(Buffer.concat([Buffer.from([0]), h]), B58R_ALPHABET) };
  }
}
export const txHash = (r, eth) => (eth ? '0x' : '') + r.hex(64);

// ---- IPs
const PUB_OCT = [31, 37, 46, 62, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 101, 103, 110, 112, 113, 114, 115, 116, 117, 118, 119, 121, 122, 123, 124, 125, 151, 176, 178, 180, 185, 186, 187, 188, 189, 190, 191, 193, 194, 195, 196, 197, 200, 201, 210, 211, 212, 213, 217, 218, 219, 220, 221, 222];
export const ipv4 = r => `${r.pick(PUB_OCT)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
export const ipv6 = r => `${r.pick(['2a02', '2a01', '2600', '2001:4860'.slice(0, 4), '2409', '240e', '2800', '2c0f', '2406', '2a00'])}:${r.hex(4).replace(/^0+/, '') || '0'}:${r.hex(4).replace(/^0+/, '') || '0'}:${r.hex(3)}:${r.hex(4).replace(/^0+/, '') || '0'}:${r.hex(4).replace(/^0+/, '') || '0'}:${r.hex(4).replace(/^0+/, '') || '0'}:${r.hex(4).replace(/^0+/, '') || '0'}`;
export const privIp = r => r.pick([`10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, `192.168.${r.int(0, 255)}.${r.int(1, 254)}`, `172.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(1, 254)}`]);
export const docIp = r => r.pick([`192.0.2.${r.int(1, 254)}`, `198.51.100.${r.int(1, 254)}`, `203.0.113.${r.int(1, 254)}`, '127.0.0.1', '::1', `2001:db8::${r.hex(3)}`, '0.0.0.0']);

// ---- domain look-alikes
const AIRLINES = [['LH', '220', 'DLH'], ['AF', '057', 'AFR'], ['BA', '125', 'BAW'], ['KL', '074', 'KLM'], ['EK', '176', 'UAE'], ['TK', '235', 'THY'], ['QR', '157', 'QTR'], ['SQ', '618', 'SIA'], ['UA', '016', 'UAL'], ['DL', '006', 'DAL'], ['IB', '075', 'IBE'], ['AZ', '055', 'ITY'], ['LO', '080', 'LOT'], ['NH', '205', 'ANA'], ['KE', '180', 'KAL'], ['TG', '217', 'THA'], ['VN', '738', 'HVN'], ['AI', '098', 'AIC'], ['6E', '312', 'IGO'], ['SV', '065', 'SVA'], ['MS', '077', 'MSR'], ['LA', '045', 'LAN'], ['AR', '044', 'ARG'], ['CA', '999', 'CCA'], ['LX', '724', 'SWR'], ['OS', '257', 'AUA'], ['PS', '566', 'AUI']];
const AIRPORTS = ['FRA', 'MUC', 'CDG', 'LHR', 'AMS', 'MAD', 'BCN', 'FCO', 'MXP', 'LIS', 'WAW', 'KBP', 'IST', 'SAW', 'DXB', 'DOH', 'RUH', 'JED', 'CAI', 'DEL', 'BOM', 'BLR', 'NRT', 'HND', 'KIX', 'PEK', 'PVG', 'TPE', 'ICN', 'BKK', 'HKT', 'SGN', 'HAN', 'GRU', 'GIG', 'EZE', 'MEX', 'JNB', 'CPT', 'SYD', 'MEL', 'YYZ', 'YUL', 'JFK', 'ORD', 'SFO', 'ZRH', 'VIE', 'BRU', 'EDI', 'MAN'];
export const airline = r => r.pick(AIRLINES);
export const airport = r => r.pick(AIRPORTS);
export function isoContainer(r) {
  const own = r.upper(3) + r.pick('UJZ'); const ser = r.digits(6); const s = own + ser;
  const val = c => { if (/\d/.test(c)) return +c; let v = 10; for (let ch = 65; ch <= c.charCodeAt(0); ch++) { if (ch > 65) v++; if (v % 11 === 0) v++; } return v; };
  let sum = 0; for (let i = 0; i < 10; i++) sum += val(s[i]) * 2 ** i; return s + (sum % 11 % 10);
}
export function awb(r) { const pre = airline(r)[1]; const ser = r.digits(7); return `${pre}-${ser}${Number(ser) % 7}`; }
export function s10(r, cc) { const pre = r.pick(['RR', 'RA', 'LX', 'CP', 'EE', 'LY', 'UA', 'CE']); const n = r.digits(8); let c = 11 - wsum(n, [8, 6, 4, 2, 3, 5, 9, 7]) % 11; if (c === 10) c = 0; if (c === 11) c = 5; return `${pre}${n}${c}${cc || r.pick(['DE', 'FR', 'GB', 'PL', 'NL', 'JP', 'CN', 'UA', 'TR', 'BR'])}`; }
export function tracking(r, cc) {
  return r.pick([() => ({ v: s10(r, cc), k: 'tracking_number_upu_s10' }), () => ({ v: '1Z' + r.upalnum(6) + r.digits(10), k: 'tracking_number_ups' }), () => ({ v: r.digits(12), k: 'tracking_number_fedex' }), () => ({ v: r.digits(10), k: 'tracking_number_dhl' }), () => ({ v: '0' + r.digits(13), k: 'tracking_number_dpd' }), () => ({ v: 'JJD' + r.digits(18), k: 'tracking_number_dhl_ecom' }), () => ({ v: r.pick(['YT', 'LB', 'SF']) + r.digits(13), k: 'tracking_number_carrier' })])();
}
export function vin(r) {
  const al = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  const tr = c => /\d/.test(c) ? +c : { A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9 }[c];
  const w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
  const s = [...(r.pick(['WVW', 'WBA', 'VF1', 'ZFA', 'JTD', 'KMH', 'TMB', 'YV1', '1HG', 'SAL', 'WDD', 'VSS']) + r.str(5, al) + '0' + r.str(1, 'ABCDEFGHJKLMNPRSTVWXY') + r.str(7, al))];
  const sum = s.reduce((a, c, i) => a + tr(c) * w[i], 0); s[8] = sum % 11 === 10 ? 'X' : String(sum % 11); return s.join('');
}
export function plate(r, cc) {
  const U = n => r.str(n, 'ABCDEFGHJKLMNPRSTVWXYZ');
  return ({ GB: () => `${U(2)}${r.digits(2)} ${U(3)}`, DE: () => `${r.pick(['B', 'M', 'HH', 'F', 'K', 'S', 'L'])}-${U(2)} ${r.int(1, 9999)}`, AT: () => `W-${r.int(10000, 99999)}${U(1)}`, CH: () => `ZH ${r.int(1000, 999999)}`, FR: () => `${U(2)}-${r.digits(3)}-${U(2)}`, ES: () => `${r.digits(4)} ${r.str(3, 'BCDFGHJKLMNPRSTVWXYZ')}`, IT: () => `${U(2)} ${r.digits(3)}${U(2)}`, NL: () => `${U(2)}-${r.digits(3)}-${U(1)}`, PL: () => `W${U(1)} ${r.digits(5)}`, US: () => `${r.int(1, 9)}${U(3)}${r.digits(3)}`, TR: () => `34 ${U(3)} ${r.digits(3)}`, BR: () => `${U(3)}${r.int(0, 9)}${U(1)}${r.digits(2)}`, JP: () => `品川 300 さ ${r.digits(2)}-${r.digits(2)}`, KR: () => `${r.digits(3)}가 ${r.digits(4)}`, UA: () => `AA ${r.digits(4)} ${U(2)}`, RU: () => `А${r.digits(3)}ВС 77`, IN: () => `KA 05 ${U(2)} ${r.digits(4)}`, TH: () => `กข ${r.digits(4)} กรุงเทพมหานคร`, ZA: () => `CA ${r.digits(3)}-${r.digits(3)}`, AU: () => `${U(3)}-${r.digits(3)}` })[cc]?.() || `${U(2)}-${r.digits(3)}-${U(2)}`;
}
export const pnr = r => r.str(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789');
export const eticket = (r, code) => `${code || airline(r)[1]}${r.chance(0.5) ? '-' : ' '}${r.digits(10)}`;
export const eticketCompact = (r, code) => `${code || airline(r)[1]}${r.digits(10)}`;
export const flightNo = r => { const a = airline(r); return `${a[0]}${r.chance(0.3) ? ' ' : ''}${r.int(1, 9999)}`; };
export const seat = r => `${r.int(1, 48)}${r.pick('ABCDEFHJK')}`;
export const bagTag = r => `0${airline(r)[1]}${r.digits(6)}`;
export const hsCode = r => r.pick(['8471.30.00', '6203.42', '0901.21.00', '8517.13', '6109.10.00', '9503.00.70', '3304.99', '4202.92', '8528.72', '2204.21', '6403.99.93', '8708.29']);
export const bol = r => r.pick(['MAEU', 'MSCU', 'HLCU', 'CMDU', 'ONEY', 'EGLV', 'COSU']) + (r.chance(0.5) ? r.digits(9) : r.upper(3) + r.digits(7));
export const loyalty = r => r.pick([() => ({ v: `992 00${r.digits(2)} ${r.digits(4)} ${r.digits(3)}`, k: 'loyalty_number' }), () => ({ v: r.digits(10), k: 'loyalty_number' }), () => ({ v: `${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`, k: 'loyalty_number' }), () => ({ v: `FB${r.digits(10)}`, k: 'loyalty_number' }), () => ({ v: `${r.upper(2)}${r.digits(8)}`, k: 'loyalty_number' })])();
export const hotelConf = r => r.pick([() => r.digits(r.int(8, 10)), () => `HCN-${r.digits(7)}`, () => `${r.digits(4)}.${r.digits(3)}.${r.digits(3)}`, () => `RES${r.upalnum(8)}`])();
export const invoiceNo = r => r.pick([() => `INV-${r.int(2023, 2026)}-${r.digits(6)}`, () => `ORD-${r.digits(7)}`, () => `RE${r.digits(8)}`, () => `CUST-${r.digits(6)}`, () => `FA/${r.digits(4)}/${r.int(2023, 2026)}`, () => `#${r.digits(6)}`])();
export const amount = (r, cur) => r.pick([() => `${cur} ${r.int(20, 4000)}.${r.digits(2)}`, () => `${r.int(20, 4000)},${r.digits(2)} ${cur}`, () => `${{ EUR: '€', USD: '$', GBP: '£', JPY: '¥', INR: '₹', TRY: '₺' }[cur] || cur + ' '}${r.int(20, 4000)}.${r.digits(2)}`])();
export const version = r => r.pick([`v${r.int(1, 9)}.${r.int(0, 30)}.${r.int(0, 20)}`, `${r.int(1, 6)}.${r.int(0, 12)}.${r.int(0, 99)}-build.${r.int(1, 999)}`, `${r.int(2019, 2026)}.${r.int(1, 12)}.${r.int(0, 9)}`]);
export const hash = r => r.pick([r.hex(40), r.hex(64), r.hex(32), 'sha256:' + r.hex(64)]);
export const masked = r => r.pick([`**** **** **** ${r.digits(4)}`, `XXXX-XXXX-XXXX-${r.digits(4)}`, `${r.pick(['4', '5'])}${r.digits(5)}******${r.digits(4)}`, `DE** **** **** **** **${r.digits(2)} ${r.digits(2)}`, `+44 7*** ***${r.digits(3)}`, `${r.lower(1)}***@${r.pick(['gmail.com', 'outlook.com'])}`, `***-**-${r.digits(4)}`, `•••• ${r.digits(4)}`, `${r.upper(2)}*****${r.digits(2)}`]);
export const DOC_EXAMPLES = [['AKIAIOSFODNN7EXAMPLE', 'documented_example_key'], ['wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'documented_example_key'], ['4111 1111 1111 1111', 'test_card'], ['4242 4242 4242 4242', 'test_card'], ['5555 5555 5555 4444', 'test_card'], ['DE89 3704 0044 0532 0130 00', 'documented_example_iban'], ['GB82 WEST 1234 5698 7654 32', 'documented_example_iban'], ['user@example.com', 'example_email'], ['sk_test_4eC39HqLyjWDarjtT1zdp7dc', 'documented_example_key'], ['name@example.org', 'example_email'], ['NL91ABNA0417164300', 'documented_example_iban']];
export const PUBLIC_NUMBERS = ['112', '911', '999', '110', '119', '15', '17', '18', '000', '1669', '191', '122', '102', '113', '155', '100'];
export const PEOPLE_NAMED = [['Charles de Gaulle', 'people_named_airport'], ['John F. Kennedy International', 'people_named_airport'], ['Leonardo da Vinci–Fiumicino', 'people_named_airport'], ['Indira Gandhi International', 'people_named_airport'], ['Chhatrapati Shivaji Maharaj International', 'people_named_airport'], ['Sabiha Gökçen', 'people_named_airport'], ['Warsaw Chopin Airport', 'people_named_airport'], ['Marco Polo Airport', 'people_named_airport'], ['Franz Josef Strauß Airport', 'people_named_airport'], ['BER Willy Brandt', 'people_named_airport'], ['Václav Havel Airport', 'people_named_airport'], ['Queen Mary 2', 'people_named_ship'], ['Emma Mærsk', 'people_named_ship'], ['CMA CGM Jacques Saadé', 'people_named_ship'], ['MS Richard With', 'people_named_ship'], ['Avenue Jean Jaurès', 'people_named_street'], ['Karl-Marx-Allee', 'people_named_street'], ['Rue Victor Hugo', 'people_named_street'], ['Via Giuseppe Garibaldi', 'people_named_street'], ['Atatürk Bulvarı', 'people_named_street'], ['Hotel Sacher', 'people_named_organisation'], ['Thomas Cook', 'people_named_organisation'], ['Kuehne+Nagel', 'people_named_organisation'], ['Ritz-Carlton', 'people_named_organisation'], ['Hilton Garden Inn', 'people_named_organisation'], ['Marriott Bonvoy', 'people_named_organisation'], ['Ferdinand Porsche Straße', 'people_named_street']];
export const ORGS = ['Lufthansa', 'Air France', 'Emirates', 'Turkish Airlines', 'IndiGo', 'Thai Airways', 'Vietnam Airlines', 'Korean Air', 'LOT Polish Airlines', 'Deutsche Bahn', 'SNCF Voyageurs', 'Trenitalia', 'Renfe', 'FlixBus', 'Booking.com', 'Expedia', 'Airbnb', 'Uber', 'Bolt', 'Hertz', 'Sixt', 'Europcar', 'DHL Express', 'DPD', 'Hapag-Lloyd', 'Maersk', 'MSC', 'Nova Poshta', 'InPost', 'Yamato Transport', 'SF Express', 'Amadeus', 'Sabre', 'Accor', 'Allianz Travel', 'AXA Assistance'];
export const PUBLIC_FIGURES = ['Angela Merkel', 'Emmanuel Macron', 'Taylor Swift', 'Cristiano Ronaldo', 'Lionel Messi', 'Narendra Modi', 'Shah Rukh Khan', 'Elon Musk', 'Pedro Sánchez', 'Volodymyr Zelenskyy'];
export const FICTIONAL = ['Sherlock Holmes', 'Phileas Fogg', 'Harry Potter', 'James Bond', 'Don Quijote', 'Tintin', 'Hercule Poirot', 'Lara Croft', 'Passepartout'];
export const PLACEHOLDER_NAMES = ['John Doe', 'Jane Doe', 'Max Mustermann', 'Erika Mustermann', 'Jean Dupont', 'Mario Rossi', 'Juan Pérez', 'Jan Kowalski', 'Fulano de Tal', 'Иван Иванов', '山田太郎', '홍길동', 'Nguyễn Văn A', 'Joe Bloggs', 'Test Testowy'];
export const JOB_TITLES = ['Duty Manager', 'Front Office Manager', 'Purser', 'Ground Handling Supervisor', 'Customs Officer', 'Night Auditor', 'Fleet Coordinator', 'Station Manager', 'Head Concierge', 'Dispatcher', 'Claims Handler', 'Chief Officer'];
export { pad };
