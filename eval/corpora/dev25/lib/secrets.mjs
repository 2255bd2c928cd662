// Secrets: vendor tokens (published shapes, random bodies), passwords, connection strings, webhooks, private keys.
import { ALNUM, UPPER, LOWER, DIG, B64, B64URL } from './rng.mjs';
import { crc32, base62 } from './checks.mjs';
const b64 = (buf) => Buffer.from(buf).toString('base64');
const b64url = (s) => Buffer.from(s).toString('base64url');
const HEX = '0123456789abcdef';
const ghLike = (r, prefix) => { const body = r.chars(30, ALNUM); return prefix + body + base62(crc32(body), 6); };
const uuid = (r) => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick('89ab')}${r.hex(3)}-${r.hex(12)}`;
export { uuid };

// name -> { cat, vendor, keys: typical config keys, gen }
export const TOKENS = {
  aws_access_key_id: { cat: 'api_key', vendor: 'aws', keys: ['AWS_ACCESS_KEY_ID', 'aws_access_key_id', 'accessKeyId'], gen: (r) => r.pick(['AKIA', 'AKIA', 'ASIA']) + r.chars(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567') },
  aws_secret_access_key: { cat: 'api_key', vendor: 'aws', keys: ['AWS_SECRET_ACCESS_KEY', 'aws_secret_access_key', 'secretAccessKey'], gen: (r) => r.chars(40, ALNUM + '+/') },
  github_pat: { cat: 'auth_token', vendor: 'github', keys: ['GITHUB_TOKEN', 'GH_TOKEN', 'token'], gen: (r) => ghLike(r, 'ghp_') },
  github_fine_grained_pat: { cat: 'auth_token', vendor: 'github', keys: ['GITHUB_TOKEN', 'github_token'], gen: (r) => `github_pat_11${r.chars(20, UPPER + DIG)}_${r.chars(59, ALNUM)}` },
  github_oauth_token: { cat: 'auth_token', vendor: 'github', keys: ['oauth_token'], gen: (r) => ghLike(r, 'gho_') },
  gitlab_pat: { cat: 'auth_token', vendor: 'gitlab', keys: ['GITLAB_TOKEN', 'private_token'], gen: (r) => 'glpat-' + r.chars(20, ALNUM + '-_') },
  slack_bot_token: { cat: 'auth_token', vendor: 'slack', keys: ['SLACK_BOT_TOKEN', 'slack_token'], gen: (r) => `xoxb-${r.digits(r.int(10, 12), true)}-${r.digits(13, true)}-${r.chars(24, ALNUM)}` },
  slack_user_token: { cat: 'auth_token', vendor: 'slack', keys: ['SLACK_USER_TOKEN'], gen: (r) => `xoxp-${r.digits(11, true)}-${r.digits(12, true)}-${r.digits(13, true)}-${r.hex(32)}` },
  stripe_secret_key: { cat: 'api_key', vendor: 'stripe', keys: ['STRIPE_SECRET_KEY', 'stripe_secret', 'secret_key', 'woocommerce_stripe_secret_key'], gen: (r) => 'sk_live_' + r.chars(r.pick([24, 99]), ALNUM) },
  stripe_restricted_key: { cat: 'api_key', vendor: 'stripe', keys: ['STRIPE_RESTRICTED_KEY'], gen: (r) => 'rk_live_' + r.chars(r.pick([24, 99]), ALNUM) },
  stripe_webhook_secret: { cat: 'api_key', vendor: 'stripe', keys: ['STRIPE_WEBHOOK_SECRET', 'webhook_secret', 'signing_secret'], gen: (r) => 'whsec_' + r.chars(32, ALNUM) },
  twilio_api_key: { cat: 'api_key', vendor: 'twilio', keys: ['TWILIO_API_KEY'], gen: (r) => 'SK' + r.hex(32) },
  twilio_auth_token: { cat: 'api_key', vendor: 'twilio', keys: ['TWILIO_AUTH_TOKEN', 'twilio_auth_token'], gen: (r) => r.hex(32) },
  sendgrid_api_key: { cat: 'api_key', vendor: 'sendgrid', keys: ['SENDGRID_API_KEY', 'smtp_pass', 'sendgrid_key'], gen: (r) => `SG.${r.chars(22, ALNUM + '-_')}.${r.chars(43, ALNUM + '-_')}` },
  mailgun_api_key: { cat: 'api_key', vendor: 'mailgun', keys: ['MAILGUN_API_KEY', 'mailgun_key'], gen: (r) => 'key-' + r.hex(32) },
  mailchimp_api_key: { cat: 'api_key', vendor: 'mailchimp', keys: ['MAILCHIMP_API_KEY', 'mc_api_key', 'apikey'], gen: (r) => `${r.hex(32)}-us${r.int(1, 21)}` },
  google_api_key: { cat: 'api_key', vendor: 'google', keys: ['GOOGLE_MAPS_API_KEY', 'google_api_key', 'apiKey', 'recaptcha_key'], gen: (r) => 'AIza' + r.chars(35, ALNUM + '-_') },
  google_oauth_client_secret: { cat: 'api_key', vendor: 'google', keys: ['GOOGLE_CLIENT_SECRET', 'client_secret'], gen: (r) => 'GOCSPX-' + r.chars(28, ALNUM + '-_') },
  google_oauth_access_token: { cat: 'auth_token', vendor: 'google', keys: ['access_token'], gen: (r) => 'ya29.' + r.chars(r.int(150, 180), ALNUM + '-_') },
  openai_api_key: { cat: 'api_key', vendor: 'openai', keys: ['OPENAI_API_KEY', 'openai_key'], gen: (r) => `sk-proj-${r.chars(74, ALNUM + '-_')}T3BlbkFJ${r.chars(74, ALNUM + '-_')}` },
  anthropic_api_key: { cat: 'api_key', vendor: 'anthropic', keys: ['ANTHROPIC_API_KEY'], gen: (r) => `sk-ant-api03-${r.chars(93, ALNUM + '-_')}AA` },
  shopify_access_token: { cat: 'auth_token', vendor: 'shopify', keys: ['SHOPIFY_ACCESS_TOKEN', 'admin_api_access_token'], gen: (r) => 'shpat_' + r.hex(32) },
  shopify_shared_secret: { cat: 'api_key', vendor: 'shopify', keys: ['SHOPIFY_API_SECRET'], gen: (r) => 'shpss_' + r.hex(32) },
  braintree_access_token: { cat: 'auth_token', vendor: 'paypal_braintree', keys: ['BRAINTREE_ACCESS_TOKEN', 'paypal_access_token'], gen: (r) => `access_token$production$${r.chars(16, LOWER + DIG)}$${r.hex(32)}` },
  square_access_token: { cat: 'auth_token', vendor: 'square', keys: ['SQUARE_ACCESS_TOKEN'], gen: (r) => 'EAAA' + r.chars(60, ALNUM + '-_') },
  square_oauth_secret: { cat: 'api_key', vendor: 'square', keys: ['SQUARE_APPLICATION_SECRET'], gen: (r) => 'sq0csp-' + r.chars(43, ALNUM + '-_') },
  discord_bot_token: { cat: 'auth_token', vendor: 'discord', keys: ['DISCORD_TOKEN', 'bot_token'], gen: (r) => `${b64url(String(r.int(1, 9)) + r.digits(17)).replace(/=+$/, '')}.${r.chars(6, ALNUM + '-_')}.${r.chars(38, ALNUM + '-_')}` },
  telegram_bot_token: { cat: 'auth_token', vendor: 'telegram', keys: ['TELEGRAM_BOT_TOKEN', 'bot_token', 'TG_TOKEN'], gen: (r) => `${r.digits(r.int(9, 10), true)}:AA${r.chars(33, ALNUM + '-_')}` },
  npm_token: { cat: 'auth_token', vendor: 'npm', keys: ['NPM_TOKEN', '//registry.npmjs.org/:_authToken'], gen: (r) => ghLike(r, 'npm_') },
  pypi_token: { cat: 'api_key', vendor: 'pypi', keys: ['PYPI_TOKEN', 'password'], gen: (r) => 'pypi-AgEIcHlwaS5vcmc' + r.chars(r.int(60, 80), ALNUM + '-_') },
  dropbox_token: { cat: 'auth_token', vendor: 'dropbox', keys: ['DROPBOX_TOKEN', 'dropbox_access_token'], gen: (r) => 'sl.' + r.chars(r.int(135, 140), ALNUM + '-_') },
  mollie_api_key: { cat: 'api_key', vendor: 'mollie', keys: ['MOLLIE_API_KEY', 'mollie_live_api_key'], gen: (r) => 'live_' + r.chars(30, ALNUM) },
  brevo_api_key: { cat: 'api_key', vendor: 'brevo', keys: ['BREVO_API_KEY', 'SENDINBLUE_API_KEY', 'sib_api_key'], gen: (r) => `xkeysib-${r.hex(64)}-${r.chars(16, ALNUM)}` },
  digitalocean_token: { cat: 'auth_token', vendor: 'digitalocean', keys: ['DIGITALOCEAN_TOKEN', 'do_token'], gen: (r) => 'dop_v1_' + r.hex(64) },
  huggingface_token: { cat: 'auth_token', vendor: 'huggingface', keys: ['HF_TOKEN', 'HUGGINGFACE_TOKEN'], gen: (r) => 'hf_' + r.chars(34, UPPER + LOWER) },
  woocommerce_consumer_key: { cat: 'api_key', vendor: 'woocommerce', keys: ['consumer_key', 'WC_CONSUMER_KEY'], gen: (r) => 'ck_' + r.hex(40) },
  woocommerce_consumer_secret: { cat: 'api_key', vendor: 'woocommerce', keys: ['consumer_secret', 'WC_CONSUMER_SECRET'], gen: (r) => 'cs_' + r.hex(40) },
  linear_api_key: { cat: 'api_key', vendor: 'linear', keys: ['LINEAR_API_KEY'], gen: (r) => 'lin_api_' + r.chars(40, ALNUM) },
  notion_token: { cat: 'api_key', vendor: 'notion', keys: ['NOTION_TOKEN', 'notion_secret'], gen: (r) => (r.chance(0.5) ? 'secret_' + r.chars(43, ALNUM) : 'ntn_' + r.digits(11, true) + r.chars(35, ALNUM)) },
  airtable_pat: { cat: 'api_key', vendor: 'airtable', keys: ['AIRTABLE_TOKEN', 'airtable_api_key'], gen: (r) => `pat${r.chars(14, ALNUM)}.${r.hex(64)}` },
  atlassian_api_token: { cat: 'api_key', vendor: 'atlassian', keys: ['JIRA_API_TOKEN', 'CONFLUENCE_TOKEN'], gen: (r) => 'ATATT3xFfGF0' + r.chars(170, ALNUM + '-_') + '=' + r.hex(8).toUpperCase() },
  meta_page_access_token: { cat: 'auth_token', vendor: 'meta', keys: ['FB_PAGE_TOKEN', 'facebook_access_token', 'page_access_token'], gen: (r) => 'EAAG' + r.chars(r.int(160, 190), ALNUM) },
  mapbox_secret_token: { cat: 'api_key', vendor: 'mapbox', keys: ['MAPBOX_SECRET_TOKEN'], gen: (r) => `sk.${b64url(JSON.stringify({ u: r.pick(['clubmaps', 'tsvkarte', 'foodbankroutes', 'scouts-hike']), a: r.chars(25, LOWER + DIG) })).replace(/=+$/, '')}.${r.chars(22, ALNUM + '-_')}` },
  postman_api_key: { cat: 'api_key', vendor: 'postman', keys: ['POSTMAN_API_KEY'], gen: (r) => `PMAK-${r.hex(24)}-${r.hex(34)}` },
  hubspot_private_app_token: { cat: 'auth_token', vendor: 'hubspot', keys: ['HUBSPOT_ACCESS_TOKEN'], gen: (r) => `pat-${r.pick(['na1', 'eu1'])}-${uuid(r)}` },
  supabase_access_token: { cat: 'auth_token', vendor: 'supabase', keys: ['SUPABASE_ACCESS_TOKEN'], gen: (r) => 'sbp_' + r.hex(40) },
  fcm_server_key: { cat: 'api_key', vendor: 'firebase', keys: ['FCM_SERVER_KEY', 'firebase_server_key'], gen: (r) => `AAAA${r.chars(7, ALNUM + '-_')}:APA91b${r.chars(134, ALNUM + '-_')}` },
  shippo_api_token: { cat: 'api_key', vendor: 'shippo', keys: ['SHIPPO_API_TOKEN'], gen: (r) => 'shippo_live_' + r.hex(40) },
  razorpay_key_id: { cat: 'api_key', vendor: 'razorpay', keys: ['RAZORPAY_KEY_ID', 'key_id'], gen: (r) => 'rzp_live_' + r.chars(14, ALNUM) },
  flutterwave_secret_key: { cat: 'api_key', vendor: 'flutterwave', keys: ['FLW_SECRET_KEY'], gen: (r) => `FLWSECK-${r.hex(32)}-X` },
};
export const TOKEN_NAMES = Object.keys(TOKENS);
export function token(rng, name) { const t = TOKENS[name]; return { value: t.gen(rng), type: name, cat: t.cat, vendor: t.vendor, key: rng.pick(t.keys) }; }
export function jwt(rng) {
  const header = rng.pick(['{"alg":"HS256","typ":"JWT"}', '{"alg":"RS256","typ":"JWT","kid":"' + rng.hex(8) + '"}', '{"typ":"JWT","alg":"HS512"}']);
  const iat = rng.int(1700000000, 1760000000);
  const payload = JSON.stringify({ sub: String(rng.int(1000, 99999)), iat, exp: iat + rng.pick([3600, 86400, 2592000]), scope: rng.pick(['members:read', 'orders:write', 'admin', 'newsletter']) });
  return b64url(header).replace(/=+$/, '') + '.' + b64url(payload).replace(/=+$/, '') + '.' + rng.chars(rng.pick([43, 86]), B64URL);
}
export function basicAuth(rng, user, pw) { return b64(Buffer.from(`${user}:${pw}`)); }

// ---------- passwords ----------
const PW_WORDS = { en: ['Summer', 'Football', 'Choir', 'Bakesale', 'Treasurer', 'Scouts', 'Harvest', 'Bluebell'], de: ['Sommerfest', 'Kassenwart', 'Vereinsheim', 'Turnhalle', 'Schuetzenfest', 'Kirmes'], fr: ['Kermesse', 'Chorale', 'Tresorier', 'Brocante'], es: ['Verbena', 'Tesorera', 'Fiesta', 'Cofradia'], it: ['Sagra', 'Oratorio', 'Tesoriere'], nl: ['Kantine', 'Penning', 'Zomerfeest'], pt: ['Arraial', 'Tesouraria', 'Festa'], pl: ['Swietlica', 'Skarbnik', 'Festyn'], sv: ['Loppis', 'Kassor', 'Midsommar'], nb: ['Dugnad', 'Kasserer', 'Sankthans'], tr: ['Dernek', 'Kermes', 'Bayram'], el: ['Panigyri', 'Syllogos'], uk: ['Hromada', 'Kalyna', 'Sadok'], ar: ['Ramadan', 'Jamiya', 'Salam'], he: ['Shalom', 'Moadon', 'Tzofim'], hi: ['Mandir', 'Diwali', 'Seva'], ja: ['Sakura', 'Matsuri', 'Chonaikai'], ko: ['Hoegwan', 'Chuseok', 'Dongne'], zh: ['Shequ', 'Chunjie', 'Huiyuan'] };
export function password(rng, lang = 'en') {
  const w = rng.pick(PW_WORDS[lang] || PW_WORDS.en);
  return rng.weighted([
    [() => `${w}${rng.int(2015, 2026)}${rng.pick(['!', '#', '?', '$', '', '*'])}`, 4],
    [() => `${w.slice(0, 1).toLowerCase()}${w.slice(1)}_${rng.digits(rng.int(2, 4))}`, 2],
    [() => rng.chars(rng.int(12, 20), ALNUM + '!#%&*+-_.'), 4],
    [() => `${rng.pick(['blue', 'quiet', 'brave', 'tidy', 'loud'])}-${rng.pick(['otter', 'kettle', 'lantern', 'meadow', 'violin'])}-${rng.pick(['river', 'pebble', 'tulip', 'anchor'])}-${rng.int(10, 99)}`, 2],
    [() => `${w}${rng.pick(['@', '#', '&'])}${rng.chars(4, ALNUM)}`, 2],
  ])();
}
export function username(rng, p) { const f = (s) => s.replace(/[^A-Za-z]/g, '').toLowerCase(); return p ? rng.pick([`${f(p.romGiven)}.${f(p.romFamily)}`, `${f(p.romGiven)[0]}${f(p.romFamily)}`, `${f(p.romGiven)}${rng.int(1, 99)}`]) : rng.pick(['admin', 'vorstand', 'kassierer', 'webmaster', 'club_admin', 'wp_admin', 'office', 'backup', 'deploy', 'root']); }

// ---------- connection strings ----------
export function connString(rng, host, pw) {
  const user = rng.pick(['clubdb', 'wp_user', 'members_rw', 'app', 'shopuser', 'verein', 'backup', 'postgres', 'admin']);
  const db = rng.pick(['members', 'wordpress', 'club_site', 'shop', 'foodbank', 'registrations', 'gemeinde', 'tickets']);
  const e = encodeURIComponent(pw);
  return rng.weighted([
    [() => ({ value: `postgresql://${user}:${e}@${host}:5432/${db}${rng.chance(0.4) ? '?sslmode=require' : ''}`, type: 'postgres_uri' }), 3],
    [() => ({ value: `mysql://${user}:${e}@${host}:3306/${db}`, type: 'mysql_uri' }), 3],
    [() => ({ value: `mongodb+srv://${user}:${e}@cluster0.${rng.chars(5, LOWER + DIG)}.mongodb.net/${db}?retryWrites=true&w=majority`, type: 'mongodb_uri' }), 2],
    [() => ({ value: `redis://${rng.chance(0.5) ? 'default' : ''}:${e}@${host}:6379/${rng.int(0, 3)}`, type: 'redis_uri' }), 2],
    [() => ({ value: `amqps://${user}:${e}@${rng.pick(['rattlesnake', 'kangaroo', 'possum'])}.rmq.cloudamqp.com/${user}`, type: 'amqp_uri' }), 1],
    [() => ({ value: `Server=tcp:${host},1433;Initial Catalog=${db};Persist Security Info=False;User ID=${user};Password=${pw};Encrypt=True;`, type: 'mssql_ado' }), 2],
    [() => ({ value: `jdbc:mysql://${host}:3306/${db}?user=${user}&password=${e}&useSSL=true`, type: 'jdbc_mysql' }), 1],
    [() => ({ value: `DefaultEndpointsProtocol=https;AccountName=${rng.pick(['clubbackups', 'tafelarchiv', 'scoutsphotos', 'parishfiles'])}${rng.int(1, 99)};AccountKey=${b64(rngBytes(rng, 64))};EndpointSuffix=core.windows.net`, type: 'azure_storage' }), 1],
    [() => ({ value: `Endpoint=sb://${rng.pick(['clubevents', 'regforms', 'tafel-bus'])}.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${b64(rngBytes(rng, 32))}`, type: 'azure_service_bus' }), 1],
    [() => ({ value: `ftp://${user}:${e}@${host}/httpdocs`, type: 'ftp_uri' }), 1],
    [() => ({ value: `sftp://${user}:${e}@${host}:22/backups`, type: 'sftp_uri' }), 1],
    [() => ({ value: `smtp://${rng.pick(['newsletter', 'info', 'kontakt'])}%40${host.replace(/^[^.]+\./, '')}:${e}@${rng.pick(['smtp.ionos.de', 'smtp.office365.com', 'mail.gandi.net', 'smtp-relay.brevo.com'])}:587`, type: 'smtp_uri' }), 1],
    [() => ({ value: `mqtt://${user}:${e}@${host}:1883`, type: 'mqtt_uri' }), 1],
  ])();
}
function rngBytes(r, n) { return r.bytes(n); }

// ---------- webhooks ----------
export function webhook(rng, site) {
  return rng.weighted([
    [() => ({ value: `https://hooks.slack.com/services/T${rng.chars(8, UPPER + DIG)}/B${rng.chars(10, UPPER + DIG)}/${rng.chars(24, ALNUM)}`, type: 'slack_webhook' }), 3],
    [() => ({ value: `https://discord.com/api/webhooks/${rng.digits(18, true)}/${rng.chars(68, ALNUM + '-_')}`, type: 'discord_webhook' }), 3],
    [() => ({ value: `https://${rng.pick(['tsvverein', 'parishcouncil', 'foodbankhub', 'scoutsnord'])}.webhook.office.com/webhookb2/${uuid(rng)}@${uuid(rng)}/IncomingWebhook/${rng.hex(32)}/${uuid(rng)}`, type: 'teams_webhook' }), 2],
    [() => ({ value: `https://hooks.zapier.com/hooks/catch/${rng.digits(rng.int(6, 8), true)}/${rng.chars(6, LOWER + DIG)}/`, type: 'zapier_webhook' }), 2],
    [() => ({ value: `https://hook.${rng.pick(['eu1', 'eu2', 'us1'])}.make.com/${rng.chars(32, LOWER + DIG)}`, type: 'make_webhook' }), 2],
    [() => ({ value: `https://chat.googleapis.com/v1/spaces/AAAA${rng.chars(7, ALNUM + '_-')}/messages?key=AIzaSy${rng.chars(33, ALNUM + '-_')}&token=${rng.chars(43, ALNUM + '-_')}%3D`, type: 'google_chat_webhook' }), 2],
    [() => ({ value: `https://maker.ifttt.com/trigger/${rng.pick(['new_member', 'door_open', 'donation'])}/with/key/${rng.chars(22, ALNUM + '-_')}`, type: 'ifttt_webhook' }), 1],
    [() => ({ value: `https://${site ? 'chat.' + site : 'mattermost.' + rng.pick(['vereinsnetz.de', 'clubhub.org.uk'])}/hooks/${rng.chars(26, LOWER + DIG)}`, type: 'mattermost_webhook' }), 1],
  ])();
}

// ---------- private keys ----------
const wrap = (s, n = 64) => s.match(new RegExp(`.{1,${n}}`, 'g')).join('\n');
const u32 = (n) => { const b = Buffer.alloc(4); b.writeUInt32BE(n); return b; };
const sshStr = (buf) => Buffer.concat([u32(buf.length), Buffer.from(buf)]);
export function privateKey(rng) {
  return rng.weighted([
    [() => { const der = Buffer.concat([Buffer.from('30770201010420', 'hex'), rng.bytes(32), Buffer.from('a00a06082a8648ce3d030107a144034200', 'hex'), Buffer.from([4]), rng.bytes(64)]); return { value: `-----BEGIN EC PRIVATE KEY-----\n${wrap(b64(der))}\n-----END EC PRIVATE KEY-----`, type: 'pem_ec_private_key' }; }, 3],
    [() => { const der = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), rng.bytes(32)]); return { value: `-----BEGIN PRIVATE KEY-----\n${b64(der)}\n-----END PRIVATE KEY-----`, type: 'pem_pkcs8_private_key' }; }, 2],
    [() => { const pub = rng.bytes(32); const pubBlob = Buffer.concat([sshStr(Buffer.from('ssh-ed25519')), sshStr(pub)]); const chk = rng.bytes(4); let priv = Buffer.concat([chk, chk, sshStr(Buffer.from('ssh-ed25519')), sshStr(pub), sshStr(Buffer.concat([rng.bytes(32), pub])), sshStr(Buffer.from(rng.pick(['backup@nas', 'webmaster@club', 'deploy', 'kasse@laptop'])))]); let i = 1; while (priv.length % 8) priv = Buffer.concat([priv, Buffer.from([i++])]); const all = Buffer.concat([Buffer.from('openssh-key-v1\0'), sshStr(Buffer.from('none')), sshStr(Buffer.from('none')), sshStr(Buffer.alloc(0)), u32(1), sshStr(pubBlob), sshStr(priv)]); return { value: `-----BEGIN OPENSSH PRIVATE KEY-----\n${wrap(b64(all), 70)}\n-----END OPENSSH PRIVATE KEY-----`, type: 'openssh_private_key' }; }, 3],
    [() => { const der = Buffer.concat([Buffer.from('308204a40201000282010100', 'hex'), rng.bytes(1180)]); return { value: `-----BEGIN RSA PRIVATE KEY-----\n${wrap(b64(der))}\n-----END RSA PRIVATE KEY-----`, type: 'pem_rsa_private_key' }; }, 1],
  ])();
}
export function rsaPkcs8Escaped(rng) { const der = Buffer.concat([Buffer.from('308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100', 'hex'), rng.bytes(1180)]); return { raw: `-----BEGIN PRIVATE KEY-----\n${wrap(b64(der))}\n-----END PRIVATE KEY-----\n`, type: 'pem_pkcs8_private_key' }; }
export function wireguardKey(rng) { return { value: b64(rng.bytes(32)), type: 'wireguard_private_key' }; }
export function ethPrivateKey(rng) { return { value: (rng.chance(0.5) ? '0x' : '') + rng.hex(64), type: 'eth_private_key' }; }
export function ageKey(rng) { const cs = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'; return { value: 'AGE-SECRET-KEY-1' + rng.chars(58, cs).toUpperCase(), type: 'age_secret_key' }; }
