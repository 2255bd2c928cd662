// Locale-independent values: e-mails, cards, IPs, wallets, and secrets of many vendors.
import { luhnDigit } from './checks.mjs';
import { b58check, b58encode, XRP58, segwitAddr, eip55, crc32, base62 } from './crypto.mjs';

const V = (category, type, value, extra = {}) => ({ category, type, value, ...extra });
export const deaccent = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/[łŁ]/g, 'l').replace(/ı/g, 'i').replace(/[’']/g, '');
const ROMAN = { el: ['papadopoulos', 'georgiou', 'oikonomou', 'nikolaou', 'karagiannis', 'vlachos', 'makris', 'petridis'], ja: ['sato', 'suzuki', 'takahashi', 'tanaka', 'ito', 'watanabe', 'nakamura', 'kobayashi', 'kato', 'yoshida'], zh: ['wang', 'li', 'zhang', 'liu', 'chen', 'yang', 'huang', 'zhao', 'wu', 'zhou'], ko: ['kim', 'lee', 'park', 'choi', 'jung', 'kang', 'cho', 'yoon', 'jang'], ar: ['alhashimi', 'almansoori', 'alkaabi', 'alnuaimi', 'alshamsi', 'aldhaheri', 'almazrouei'] };
const ROMAN_G = { el: ['giorgos', 'dimitris', 'maria', 'eleni', 'nikos', 'sofia'], ja: ['kenta', 'shota', 'misaki', 'yoko', 'daisuke', 'sakura'], zh: ['wei', 'lei', 'na', 'min', 'jing', 'hao'], ko: ['minjun', 'seoyeon', 'jihoon', 'sujin', 'hyunwoo'], ar: ['mohammed', 'ahmed', 'fatima', 'maryam', 'khalid', 'noura'] };
export const PERSONAL_DOMAINS = ['example.com', 'example.net', 'example.org', 'mail.example', 'post.example', 'inbox.example', 'webmail.example', 'correo.example', 'posteo.example'];
export function personalEmail(r, p) {
  let g, f;
  if (ROMAN[p.lang]) { g = r.pick(ROMAN_G[p.lang]); f = r.pick(ROMAN[p.lang]); }
  else { g = deaccent(p.given.split(' ')[0]).toLowerCase(); f = deaccent(p.family).toLowerCase().replace(/[\s-]+/g, r.pick(['', '-', '.'])); }
  const yy = String(p.dob.y % 100).padStart(2, '0');
  const local = r.pick([`${g}.${f}`, `${g[0]}${f}`, `${g}${f}${yy}`, `${f}.${g}`, `${g}_${f}${r.int(1, 99)}`, `${f}${g[0]}${r.int(1, 9)}`, `${g}.${f}${p.dob.y}`]);
  return V('email', 'personal_email', `${local}@${r.pick(PERSONAL_DOMAINS)}`);
}
export function workEmail(r, p, domain) {
  let g, f;
  if (ROMAN[p.lang]) { g = r.pick(ROMAN_G[p.lang]); f = r.pick(ROMAN[p.lang]); } else { g = deaccent(p.given.split(' ')[0]).toLowerCase(); f = deaccent(p.family).toLowerCase().replace(/[\s]+/g, '-'); }
  return V('email', 'work_email', `${r.pick([`${g}.${f}`, `${g[0]}.${f}`, f])}@${domain}`);
}
export const roleMailbox = (r, domain, lang) => V('email', 'role_mailbox', `${r.pick({ de: ['poststelle', 'datenschutz', 'info', 'verwaltung', 'kanzlei'], fr: ['contact', 'greffe', 'dpo', 'accueil'], es: ['registro', 'atencion.ciudadana', 'dpd'], en: ['enquiries', 'foi', 'dpo', 'info', 'listings'], nl: ['info', 'privacy', 'griffie'] }[lang] || ['info', 'office', 'privacy', 'noreply'])}@${domain}`, { soft: true });

// ---------- cards ----------
function cardNum(r, prefix, len) { const b = prefix + r.digits(len - prefix.length - 1); return b + luhnDigit(b); }
const CARDS = [
  ['visa', r => cardNum(r, '4' + r.digits(5), 16)], ['mastercard', r => cardNum(r, String(r.int(51, 55)), 16)], ['mastercard', r => cardNum(r, String(r.int(2221, 2720)), 16)],
  ['amex', r => cardNum(r, r.pick(['34', '37']), 15)], ['discover', r => cardNum(r, '6011', 16)], ['jcb', r => cardNum(r, String(r.int(3528, 3589)), 16)],
  ['unionpay', r => cardNum(r, '62' + r.digits(2), r.pick([16, 19]))], ['diners', r => cardNum(r, '36', 14)], ['maestro', r => cardNum(r, r.pick(['6759', '5018', '6304']), r.pick([16, 19]))], ['mir', r => cardNum(r, '220' + r.int(0, 4), 16)],
];
export function card(r, pref) {
  const [brand, gen] = pref ? r.pick(CARDS.filter(c => c[0] === pref)) : r.pick(CARDS); const n = gen(r);
  const style = r.weighted([['space', 6], ['compact', 3], ['dash', 2]]);
  let v = n;
  if (style !== 'compact') { const sep = style === 'space' ? ' ' : '-'; if (n.length === 15) v = [n.slice(0, 4), n.slice(4, 10), n.slice(10)].join(sep); else if (n.length === 14) v = [n.slice(0, 4), n.slice(4, 10), n.slice(10)].join(sep); else v = n.match(/.{1,4}/g).join(sep); }
  return V('credit_card', brand, v);
}

// ---------- IPs ----------
const PUB1 = [31, 37, 46, 62, 77, 78, 79, 81, 82, 84, 85, 87, 88, 89, 91, 93, 94, 95, 109, 151, 176, 178, 185, 188, 193, 195, 212, 213, 217];
export const ipv4 = (r) => V('ip_address', 'ipv4', `${r.pick(PUB1)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`);
export const ipv6 = (r) => { const h = () => r.hex(r.int(1, 4)).replace(/^0+(?=.)/, ''); const pre = r.pick(['2a02', '2a01', '2003', '2001:16b8', '2a00', '2604']); const n = pre.includes(':') ? 6 : 7; const parts = Array.from({ length: n }, h); const v = r.chance(0.5) ? `${pre}:${parts.slice(0, 3).join(':')}::${parts.slice(5).join(':')}` : `${pre}:${parts.join(':')}`; return V('ip_address', 'ipv6', v); };
export const privateIp = (r) => V('ip_address', 'ipv4_private', r.pick([`10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(2, 254)}`, `192.168.${r.int(0, 255)}.${r.int(2, 254)}`, `172.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(2, 254)}`]), { soft: true });

// ---------- crypto wallets ----------
const W = (type, value) => V('crypto_wallet', type, value);
export const WALLETS = {
  btc_p2pkh: r => W('btc_p2pkh', b58check(Buffer.concat([Buffer.from([0]), r.bytes(20)]))),
  btc_p2sh: r => W('btc_p2sh', b58check(Buffer.concat([Buffer.from([5]), r.bytes(20)]))),
  btc_bech32: r => W('btc_bech32', segwitAddr('bc', 0, r.bytes(20))),
  btc_taproot: r => W('btc_taproot', segwitAddr('bc', 1, r.bytes(32))),
  eth_eip55: r => W('eth_eip55', eip55(r.hex(40))),
  ltc_legacy: r => W('ltc_legacy', b58check(Buffer.concat([Buffer.from([0x30]), r.bytes(20)]))),
  ltc_bech32: r => W('ltc_bech32', segwitAddr('ltc', 0, r.bytes(20))),
  doge: r => W('doge', b58check(Buffer.concat([Buffer.from([0x1e]), r.bytes(20)]))),
  tron: r => W('tron', b58check(Buffer.concat([Buffer.from([0x41]), r.bytes(20)]))),
  xrp: r => W('xrp', b58check(Buffer.concat([Buffer.from([0]), r.bytes(20)]), XRP58)),
  solana: r => W('solana', b58encode(Buffer.concat([Buffer.from([r.int(1, 255)]), r.bytes(31)]))),
};
export const wallet = (r, t) => WALLETS[t || r.weighted([['btc_p2pkh', 2], ['btc_p2sh', 1], ['btc_bech32', 3], ['btc_taproot', 1], ['eth_eip55', 4], ['ltc_legacy', 1], ['ltc_bech32', 0.5], ['doge', 1], ['tron', 1.5], ['xrp', 1], ['solana', 1]])](r);

// ---------- secrets ----------
const K = (type, value, vendor) => V('api_key', type, value, { vendor });
const AT = (type, value, vendor, extra = {}) => V('auth_token', type, value, { vendor, ...extra });
const ghTok = (r, pre) => { const body = r.alnum(30); return `${pre}_${body}${base62(crc32(body), 6)}`; };
export const API_KEYS = {
  aws_access_key_id: r => K('aws_access_key_id', 'AKIA' + r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16), 'AWS'),
  aws_secret_access_key: r => K('aws_secret_access_key', r.b64(40), 'AWS'),
  github_pat_classic: r => K('github_pat_classic', ghTok(r, 'ghp'), 'GitHub'),
  github_fine_grained_pat: r => K('github_fine_grained_pat', `github_pat_11${r.upper(1)}${r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 19)}_${r.alnum(59)}`, 'GitHub'),
  gitlab_pat: r => K('gitlab_pat', 'glpat-' + r.b64url(20), 'GitLab'),
  stripe_secret_key: r => K('stripe_secret_key', `sk_live_51${r.alnum(22)}${r.alnum(r.int(40, 70))}`, 'Stripe'),
  stripe_restricted_key: r => K('stripe_restricted_key', `rk_live_51${r.alnum(r.int(60, 95))}`, 'Stripe'),
  google_api_key: r => K('google_api_key', 'AIza' + r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-', 35), 'Google'),
  google_oauth_client_secret: r => K('google_oauth_client_secret', 'GOCSPX-' + r.b64url(28), 'Google'),
  openai_api_key: r => K('openai_api_key', `sk-proj-${r.b64url(74)}T3BlbkFJ${r.b64url(74)}`, 'OpenAI'),
  anthropic_api_key: r => K('anthropic_api_key', `sk-ant-api03-${r.b64url(93)}AA`, 'Anthropic'),
  sendgrid_api_key: r => K('sendgrid_api_key', `SG.${r.b64url(22)}.${r.b64url(43)}`, 'SendGrid'),
  mailgun_api_key: r => K('mailgun_api_key', `key-${r.hex(32)}`, 'Mailgun'),
  twilio_api_key: r => K('twilio_api_key', `SK${r.hex(32)}`, 'Twilio'),
  shopify_access_token: r => K('shopify_access_token', `shpat_${r.hex(32)}`, 'Shopify'),
  npm_token: r => K('npm_token', `npm_${r.alnum(36)}`, 'npm'),
  pypi_token: r => K('pypi_token', `pypi-AgEIcHlwaS5vcmcCJD${r.b64url(r.int(60, 120))}`, 'PyPI'),
  digitalocean_pat: r => K('digitalocean_pat', `dop_v1_${r.hex(64)}`, 'DigitalOcean'),
  atlassian_api_token: r => K('atlassian_api_token', `ATATT3xFfGF0${r.b64url(172)}=${r.HEX(8)}`, 'Atlassian'),
  huggingface_token: r => K('huggingface_token', `hf_${r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 34)}`, 'Hugging Face'),
  linear_api_key: r => K('linear_api_key', `lin_api_${r.alnum(40)}`, 'Linear'),
  notion_token: r => K('notion_token', `ntn_${r.digits(11)}${r.alnum(35)}`, 'Notion'),
  postman_api_key: r => K('postman_api_key', `PMAK-${r.hex(24)}-${r.hex(34)}`, 'Postman'),
  datadog_api_key: r => K('datadog_api_key', r.hex(32), 'Datadog'),
  square_access_token: r => K('square_access_token', `EAAA${r.b64url(60)}`, 'Square'),
  mailchimp_api_key: r => K('mailchimp_api_key', `${r.hex(32)}-us${r.int(1, 21)}`, 'Mailchimp'),
  doppler_token: r => K('doppler_token', `dp.pt.${r.alnum(43)}`, 'Doppler'),
  cloudflare_api_token: r => K('cloudflare_api_token', r.b64url(40), 'Cloudflare'),
  azure_ad_client_secret: r => K('azure_ad_client_secret', `${r.alnum(3)}8Q~${r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.~-', 34)}`, 'Microsoft Entra'),
  dockerhub_pat: r => K('dockerhub_pat', `dckr_pat_${r.b64url(27)}`, 'Docker Hub'),
  newrelic_user_key: r => K('newrelic_user_key', `NRAK-${r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 27)}`, 'New Relic'),
  grafana_service_account_token: r => K('grafana_service_account_token', `glsa_${r.alnum(32)}_${r.hex(8)}`, 'Grafana'),
  pulumi_token: r => K('pulumi_token', `pul-${r.hex(40)}`, 'Pulumi'),
  terraform_cloud_token: r => K('terraform_cloud_token', `${r.alnum(14)}.atlasv1.${r.alnum(67)}`, 'HashiCorp Terraform'),
  sentry_auth_token: r => K('sentry_user_token', `sntryu_${r.hex(64)}`, 'Sentry'),
};
export const AUTH_TOKENS = {
  slack_bot_token: r => AT('slack_bot_token', `xoxb-${r.digitsNZ(12)}-${r.digitsNZ(13)}-${r.alnum(24)}`, 'Slack'),
  slack_user_token: r => AT('slack_user_token', `xoxp-${r.digitsNZ(12)}-${r.digitsNZ(12)}-${r.digitsNZ(13)}-${r.hex(32)}`, 'Slack'),
  discord_bot_token: r => AT('discord_bot_token', `${Buffer.from(r.digitsNZ(18)).toString('base64').replace(/=+$/, '')}.${r.b64url(6)}.${r.b64url(38)}`, 'Discord'),
  telegram_bot_token: r => AT('telegram_bot_token', `${r.digitsNZ(10)}:AA${r.b64url(33)}`, 'Telegram'),
  vault_token: r => AT('vault_token', `hvs.${r.alnum(90)}`, 'HashiCorp Vault'),
  google_oauth_access_token: r => AT('google_oauth_access_token', `ya29.a0${r.b64url(150)}`, 'Google'),
  dropbox_access_token: r => AT('dropbox_access_token', `sl.B${r.b64url(134)}`, 'Dropbox'),
  github_oauth: r => AT('github_oauth', ghTok(r, 'gho'), 'GitHub'),
  gitlab_runner_token: r => AT('gitlab_runner_token', `glrt-${r.b64url(20)}`, 'GitLab'),
  jwt: r => { const b = (o) => Buffer.from(JSON.stringify(o)).toString('base64url'); const now = 1735689600 + r.int(0, 40000000); return AT('jwt', `${b({ alg: r.pick(['HS256', 'RS256']), typ: 'JWT' })}.${b({ sub: r.digits(8), iss: r.pick(['https://login.portal.example', 'efiling-idp', 'keycloak-justice']), iat: now, exp: now + 3600, scope: r.pick(['case.read case.write', 'efile:submit', 'registry:read']) })}.${r.b64url(43)}`, 'JWT'); },
  bearer_opaque: r => AT('bearer_opaque', r.b64url(r.int(32, 48)), 'generic'),
};
export const basicAuth = (r, user, pw) => AT('http_basic_credentials', Buffer.from(`${user}:${pw}`).toString('base64'), 'generic', { encoding: 'base64' });

// ---------- passwords ----------
const PW_WORDS = ['Sommer', 'Winter', 'Kanzlei', 'Justiz', 'Akte', 'Bureau', 'Greffe', 'Tribunal', 'Ufficio', 'Sonnenblume', 'Dragon', 'Monkey', 'Falcon', 'Hamburg', 'Lisboa', 'Gdansk', 'Tulip', 'Maple', 'Brisa', 'Koala', 'Azur', 'Orchid', 'Nordlys', 'Bosque'];
export function password(r, type = 'password') {
  const kind = r.weighted([['human', 5], ['random', 4], ['passphrase', 1.5]]);
  let v;
  if (kind === 'human') v = `${r.pick(PW_WORDS)}${r.pick(['', '_', '#', '.', '-'])}${r.pick([String(r.int(2019, 2026)), String(r.int(10, 99)), r.digits(3)])}${r.pick(['!', '?', '$', '%', '#!', '*', ''])}`;
  else if (kind === 'random') v = r.str('ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!#%&*+-=?@^_', r.int(12, 24));
  else v = [r.pick(['correct', 'river', 'lantern', 'copper', 'meadow', 'granite']), r.pick(['horse', 'staple', 'orbit', 'violet', 'harbor']), r.pick(['blue', 'seven', 'north', 'quiet'])].join(r.pick(['-', '.', '_'])) + r.int(1, 99);
  if (v.startsWith('-') || v.startsWith('=')) v = 'x' + v;
  return V('password', type, v);
}
// ---------- connection strings ----------
const HOSTS = ['db-efiling-prod.justiz.internal', 'pg01.registry.lan', 'sql-case-mgmt.agency.local', 'mongo-dms-0.dms.svc.cluster.local', 'redis-session.portal.internal', 'rabbitmq.mq.agency.local', 'kafka-broker-2.courts.internal', 'ora-grundbuch.land.local', '10.40.12.17', 'dbsrv-kanzlei-02'];
export function connectionString(r, pw) {
  const user = r.pick(['efiling_app', 'svc_case', 'dms_rw', 'registry', 'admin', 'portal', 'sa', 'kanzlei', 'app_user']);
  const p = encodeURIComponent(pw || password(r).value).replace(/%40/g, '%40');
  const h = r.pick(HOSTS); const db = r.pick(['efiling', 'casefiles', 'grundbuch', 'melde_reg', 'benefits', 'dms', 'docket']);
  const t = r.weighted([['postgres_uri', 3], ['mysql_uri', 2], ['mongodb_uri', 2], ['redis_uri', 1.5], ['amqp_uri', 1.5], ['jdbc_sqlserver', 1], ['jdbc_oracle', 1], ['adonet_sqlserver', 1.5], ['azure_servicebus', 1], ['azure_storage', 1], ['smtp_uri', 1], ['elasticsearch_uri', 1], ['sftp_uri', 0.7]]);
  const raw = pw || password(r).value; let v;
  switch (t) {
    case 'postgres_uri': v = `${r.pick(['postgres', 'postgresql'])}://${user}:${p}@${h}:5432/${db}${r.chance(0.4) ? '?sslmode=require' : ''}`; break;
    case 'mysql_uri': v = `mysql://${user}:${p}@${h}:3306/${db}`; break;
    case 'mongodb_uri': v = r.chance(0.5) ? `mongodb+srv://${user}:${p}@cluster0.${r.lowalnum(5)}.mongodb.net/${db}?retryWrites=true&w=majority` : `mongodb://${user}:${p}@${h}:27017/${db}?authSource=admin`; break;
    case 'redis_uri': v = `${r.pick(['redis', 'rediss'])}://${r.chance(0.5) ? 'default' : ''}:${p}@${h}:${r.pick([6379, 6380])}/${r.int(0, 3)}`; break;
    case 'amqp_uri': v = `${r.pick(['amqp', 'amqps'])}://${user}:${p}@${h}:${r.pick([5672, 5671])}/${r.pick(['%2F', 'efiling', 'notifications'])}`; break;
    case 'jdbc_sqlserver': v = `jdbc:sqlserver://${h}:1433;databaseName=${db};user=${user};password=${raw};encrypt=true;trustServerCertificate=true`; break;
    case 'jdbc_oracle': v = `jdbc:oracle:thin:${user}/${raw.replace(/[@/]/g, 'x')}@//${h}:1521/${db.toUpperCase()}`; break;
    case 'adonet_sqlserver': v = `Server=tcp:${h},1433;Database=${db};User Id=${user};Password=${raw.replace(/;/g, '!')};TrustServerCertificate=True;`; break;
    case 'azure_servicebus': v = `Endpoint=sb://${r.pick(['justiz-bus', 'efile-events', 'agency-notify'])}-${r.lowalnum(4)}.servicebus.windows.net/;SharedAccessKeyName=${r.pick(['RootManageSharedAccessKey', 'send-only', 'listen-efiling'])};SharedAccessKey=${r.b64(43)}=`; break;
    case 'azure_storage': v = `DefaultEndpointsProtocol=https;AccountName=${r.pick(['stdmsprod', 'stefiling', 'stkanzleibackup'])}${r.lowalnum(4)};AccountKey=${r.b64(86)}==;EndpointSuffix=core.windows.net`; break;
    case 'smtp_uri': v = `smtp${r.chance(0.5) ? 's' : ''}://${user}%40${r.pick(['agency.example', 'kanzlei.example'])}:${p}@smtp.${r.pick(['agency.example', 'mailrelay.internal'])}:${r.pick([465, 587])}`; break;
    case 'elasticsearch_uri': v = `https://elastic:${p}@${r.pick(['es-logs', 'search-dms'])}.${r.pick(['agency.local', 'courts.internal'])}:9200`; break;
    case 'sftp_uri': v = `sftp://${user}:${p}@${r.pick(['transfer.supplier.example', 'sftp.grundbuch.local'])}:22/outbound`; break;
  }
  return V('connection_string', t, v);
}
export const credentiallessConn = (r) => r.pick([`postgres://${r.pick(HOSTS)}:5432/efiling`, `redis://${r.pick(HOSTS)}:6379/0`, `jdbc:postgresql://${r.pick(HOSTS)}:5432/casefiles`, `amqp://rabbitmq.mq.agency.local:5672/%2F`, `mongodb://mongo-dms-0.dms.svc.cluster.local:27017/dms`]);

// ---------- webhooks ----------
const WH = (type, value) => V('webhook_url', type, value);
const uuid = (r) => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${r.hex(3)}-${r.hex(12)}`;
export const WEBHOOKS = {
  slack_webhook: r => WH('slack_webhook', `https://hooks.slack.com/services/T${r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 10)}/B${r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 10)}/${r.alnum(24)}`),
  discord_webhook: r => WH('discord_webhook', `https://discord.com/api/webhooks/${r.digitsNZ(19)}/${r.b64url(68)}`),
  teams_webhook: r => WH('teams_webhook', `https://${r.pick(['justizit', 'stadtverwaltung', 'lawfirm365', 'agency'])}.webhook.office.com/webhookb2/${uuid(r)}@${uuid(r)}/IncomingWebhook/${r.hex(32)}/${uuid(r)}`),
  power_automate_webhook: r => WH('power_automate_webhook', `https://prod-${r.int(10, 99)}.westeurope.logic.azure.com:443/workflows/${r.hex(32)}/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=${r.b64url(43)}`),
  google_chat_webhook: r => WH('google_chat_webhook', `https://chat.googleapis.com/v1/spaces/AAAA${r.b64url(7)}/messages?key=AIzaSy${r.b64url(33)}&token=${r.b64url(43)}%3D`),
  zapier_webhook: r => WH('zapier_webhook', `https://hooks.zapier.com/hooks/catch/${r.digitsNZ(7)}/${r.lowalnum(6)}/`),
  mattermost_webhook: r => WH('mattermost_webhook', `https://${r.pick(['chat.justiz.example', 'mm.agency.example', 'talk.courts.example'])}/hooks/${r.lowalnum(26)}`),
  make_webhook: r => WH('make_webhook', `https://hook.${r.pick(['eu1', 'eu2', 'us1'])}.make.com/${r.lowalnum(32)}`),
  ifttt_webhook: r => WH('ifttt_webhook', `https://maker.ifttt.com/trigger/${r.pick(['new_filing', 'court_alert', 'fine_paid'])}/with/key/${r.b64url(22)}`),
  rocketchat_webhook: r => WH('rocketchat_webhook', `https://rocket.${r.pick(['polizei.example', 'amt.example'])}/hooks/${r.alnum(24)}/${r.alnum(48)}`),
};
export const webhook = (r, t) => WEBHOOKS[t || r.pick(Object.keys(WEBHOOKS))](r);

// ---------- private keys ----------
function b64lines(r, prefix, total, width = 64) { const body = (prefix + r.b64(total - prefix.length)); return body.match(new RegExp(`.{1,${width}}`, 'g')); }
export function privateKey(r, t) {
  t = t || r.weighted([['rsa_pem', 2], ['ec_pem', 2], ['pkcs8_pem', 2], ['openssh', 2], ['pgp_private_block', 1], ['encrypted_pkcs8_pem', 0.5]]);
  let head, lines;
  switch (t) {
    case 'rsa_pem': head = 'RSA PRIVATE KEY'; lines = b64lines(r, 'MIICXAIBAAKBgQ', 812); lines[lines.length - 1] = lines[lines.length - 1].slice(0, -2) + '=='; break;
    case 'ec_pem': head = 'EC PRIVATE KEY'; lines = b64lines(r, 'MHcCAQEEI', 160); break;
    case 'pkcs8_pem': head = 'PRIVATE KEY'; lines = r.chance(0.5) ? ['MC4CAQAwBQYDK2VwBCIEI' + r.b64(27)] : b64lines(r, 'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg', 184); break;
    case 'encrypted_pkcs8_pem': head = 'ENCRYPTED PRIVATE KEY'; lines = b64lines(r, 'MIIBvTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQI', 400); break;
    case 'openssh': head = 'OPENSSH PRIVATE KEY'; lines = b64lines(r, 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACD', 400, 70); break;
    case 'pgp_private_block': head = 'PGP PRIVATE KEY BLOCK'; lines = ['', ...b64lines(r, 'lQdGBGX', 520), '=' + r.b64(4)]; break;
  }
  const pem = `-----BEGIN ${head}-----\n${lines.filter(l => l !== undefined).join('\n')}\n-----END ${head}-----`;
  return V('private_key', t, pem);
}
export const ageKey = (r) => V('private_key', 'age_secret_key', 'AGE-SECRET-KEY-1' + r.str('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', 58));
export { uuid };
