// Secret generators: vendor keys/tokens with their published shapes and random bodies.
import { createHmac } from 'node:crypto';
import { A } from './rng.mjs';
import * as C from './checksums.mjs';

const b64url = (buf) => buf.toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

// api_key: long-lived vendor keys / personal access tokens with vendor prefixes.
export const API_KEYS = {
  aws_access_key_id: { env: 'AWS_ACCESS_KEY_ID', gen: (r) => r.pick(['AKIA', 'ASIA']) + r.chars(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567') },
  aws_secret_access_key: { env: 'AWS_SECRET_ACCESS_KEY', gen: (r) => r.chars(40, A.B62 + '/+') },
  google_api_key: { env: 'GOOGLE_MAPS_API_KEY', gen: (r) => 'AIza' + r.chars(35, A.B62 + '-_') },
  stripe_secret_key: { env: 'STRIPE_SECRET_KEY', gen: (r) => r.pick(['sk_live_', 'rk_live_']) + r.chars(r.pick([24, 99]), A.B62) },
  openai_api_key: { env: 'OPENAI_API_KEY', gen: (r) => 'sk-proj-' + r.chars(74, A.B62 + '-_') + 'T3BlbkFJ' + r.chars(74, A.B62 + '-_') },
  anthropic_api_key: { env: 'ANTHROPIC_API_KEY', gen: (r) => 'sk-ant-api03-' + r.chars(93, A.B62 + '-_') + 'AA' },
  github_pat: { env: 'GH_PAT', gen: (r) => { const b = r.chars(30, A.B62); return 'ghp_' + b + C.tokenCrc(b); } },
  github_fine_grained_pat: { env: 'GITHUB_PAT', gen: (r) => 'github_pat_11' + r.chars(20, A.ALNUM_UP) + '_' + r.chars(59, A.B62) },
  gitlab_pat: { env: 'GITLAB_TOKEN', gen: (r) => 'glpat-' + r.chars(20, A.B62 + '-_') },
  npm_token: { env: 'NPM_TOKEN', gen: (r) => { const b = r.chars(30, A.B62); return 'npm_' + b + C.tokenCrc(b); } },
  pypi_token: { env: 'PYPI_API_TOKEN', gen: (r) => 'pypi-AgEIcHlwaS5vcmc' + r.chars(r.int(140, 170), A.B64URL) },
  sendgrid_api_key: { env: 'SENDGRID_API_KEY', gen: (r) => 'SG.' + r.chars(22, A.B64URL) + '.' + r.chars(43, A.B64URL) },
  twilio_api_key: { env: 'TWILIO_API_KEY', gen: (r) => 'SK' + r.chars(32, A.HEX) },
  mailgun_api_key: { env: 'MAILGUN_API_KEY', gen: (r) => 'key-' + r.chars(32, A.HEX) },
  digitalocean_pat: { env: 'DIGITALOCEAN_TOKEN', gen: (r) => 'dop_v1_' + r.chars(64, A.HEX) },
  shopify_access_token: { env: 'SHOPIFY_ADMIN_TOKEN', gen: (r) => 'shpat_' + r.chars(32, A.HEX) },
  huggingface_token: { env: 'HF_TOKEN', gen: (r) => 'hf_' + r.chars(34, A.UP + A.LO) },
  databricks_token: { env: 'DATABRICKS_TOKEN', gen: (r) => 'dapi' + r.chars(32, A.HEX) },
  grafana_service_account_token: { env: 'GRAFANA_TOKEN', gen: (r) => 'glsa_' + r.chars(32, A.B62) + '_' + r.chars(8, A.HEX) },
  newrelic_user_key: { env: 'NEW_RELIC_API_KEY', gen: (r) => 'NRAK-' + r.chars(27, A.ALNUM_UP) },
  postman_api_key: { env: 'POSTMAN_API_KEY', gen: (r) => 'PMAK-' + r.chars(24, A.HEX) + '-' + r.chars(34, A.HEX) },
  linear_api_key: { env: 'LINEAR_API_KEY', gen: (r) => 'lin_api_' + r.chars(40, A.B62) },
  doppler_token: { env: 'DOPPLER_TOKEN', gen: (r) => 'dp.st.' + r.pick(['prd', 'dev', 'stg']) + '.' + r.chars(43, A.B62) },
  pulumi_token: { env: 'PULUMI_ACCESS_TOKEN', gen: (r) => 'pul-' + r.chars(40, A.HEX) },
  terraform_cloud_token: { env: 'TFE_TOKEN', gen: (r) => r.chars(14, A.B62) + '.atlasv1.' + r.chars(67, A.B62) },
  figma_pat: { env: 'FIGMA_TOKEN', gen: (r) => 'figd_' + r.chars(40, A.B62 + '-_') },
  alibaba_access_key_id: { env: 'ALIBABA_CLOUD_ACCESS_KEY_ID', gen: (r) => 'LTAI' + r.chars(20, A.B62) },
  atlassian_api_token: { env: 'JIRA_API_TOKEN', gen: (r) => 'ATATT3xFfGF0' + r.chars(170, A.B62 + '-_') + '=' + r.chars(8, A.HEXU) },
  square_access_token: { env: 'SQUARE_ACCESS_TOKEN', gen: (r) => 'EAAA' + r.chars(60, A.B62 + '-_') },
  mapbox_secret_token: { env: 'MAPBOX_SECRET_TOKEN', gen: (r) => 'sk.eyJ1Ijoi' + r.chars(40, A.B62) + '.' + r.chars(22, A.B62 + '-_') },
};

// auth_token: bearer/session/OAuth/bot tokens, JWTs, basic-auth headers.
export const AUTH_TOKENS = {
  jwt: { env: 'ACCESS_TOKEN', gen: (r) => {
    const h = b64url(Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
    const p = b64url(Buffer.from(JSON.stringify({ sub: r.chars(12, A.ALNUM_LO), iat: 1700000000 + r.int(0, 50000000), exp: 1760000000 + r.int(0, 50000000), scope: r.pick(['read:all', 'openid profile email', 'admin']) })));
    const sig = b64url(createHmac('sha256', r.bytes(32)).update(h + '.' + p).digest()); return `${h}.${p}.${sig}`; } },
  slack_bot_token: { env: 'SLACK_BOT_TOKEN', gen: (r) => `xoxb-${r.nzdigits(12)}-${r.nzdigits(13)}-${r.chars(24, A.B62)}` },
  slack_user_token: { env: 'SLACK_USER_TOKEN', gen: (r) => `xoxp-${r.nzdigits(12)}-${r.nzdigits(12)}-${r.nzdigits(13)}-${r.chars(32, A.HEX)}` },
  github_oauth_token: { env: 'GITHUB_TOKEN', gen: (r) => { const b = r.chars(30, A.B62); return 'gho_' + b + C.tokenCrc(b); } },
  github_actions_token: { env: 'GH_INSTALLATION_TOKEN', gen: (r) => { const b = r.chars(30, A.B62); return 'ghs_' + b + C.tokenCrc(b); } },
  discord_bot_token: { env: 'DISCORD_BOT_TOKEN', gen: (r) => b64url(Buffer.from(r.nzdigits(18))) + '.' + r.chars(6, A.B64URL) + '.' + r.chars(38, A.B64URL) },
  telegram_bot_token: { env: 'TELEGRAM_BOT_TOKEN', gen: (r) => `${r.nzdigits(10)}:AA${r.chars(33, A.B64URL)}` },
  google_oauth_access_token: { env: 'GOOGLE_ACCESS_TOKEN', gen: (r) => 'ya29.' + r.chars(r.int(120, 160), A.B64URL) },
  azure_sas_token: { env: 'AZURE_SAS_TOKEN', gen: (r) => `sv=2022-11-02&ss=b&srt=sco&sp=rwdlac&se=2026-0${r.int(1, 9)}-1${r.int(0, 9)}T00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=${encodeURIComponent(r.bytes(32).toString('base64'))}` },
  opaque_bearer: { env: 'API_BEARER_TOKEN', gen: (r) => r.chars(r.pick([32, 40, 48]), A.B62) },
  oauth_refresh_token: { env: 'REFRESH_TOKEN', gen: (r) => '1//0' + r.chars(r.int(90, 110), A.B64URL) },
  basic_auth: { env: 'BASIC_AUTH', gen: (r) => Buffer.from(`${r.pick(['deploy', 'ci-bot', 'admin', 'svc-export'])}:${r.chars(16, A.B62)}`).toString('base64') },
};

export function password(r, style) {
  style = style || r.pick(['mixed', 'mixed', 'words', 'pin6', 'long']);
  const words = ['Tiger', 'Maple', 'Orbit', 'Cactus', 'Lantern', 'Pepper', 'Falcon', 'Harbor', 'Velvet', 'Quartz', 'Nimbus', 'Cobalt', 'Sonne', 'Kiwi', 'Mango', 'Birke'];
  const sym = '!#$%&*?@+-=';
  switch (style) {
    case 'words': return `${r.pick(words)}${r.pick(['-', '_', '.', ''])}${r.pick(words).toLowerCase()}${r.int(10, 99)}${r.pick(sym)}`;
    case 'pin6': return r.chars(4, A.B62) + r.pick(sym) + r.int(100, 999);
    case 'long': return r.chars(r.int(20, 32), A.B62);
    default: { const s = r.chars(r.int(10, 16), A.B62 + sym); return /[0-9]/.test(s) ? s : s + r.int(0, 9); }
  }
}

const host = (r) => r.pick(['db', 'pg-primary', 'mysql-01', 'mongo', 'redis', 'rabbitmq', 'kafka-0']) + '.' + r.pick(['internal', 'prod.svc.cluster.local', 'corp.lan', r.chars(6, A.ALNUM_LO) + '.eu-west-1.rds.amazonaws.com']);
const user = (r) => r.pick(['app', 'admin', 'svc_orders', 'billing', 'etl_user', 'readonly', 'postgres', 'root']);
const db = (r) => r.pick(['orders', 'billing', 'crm_prod', 'analytics', 'patients', 'payroll']);
const pwUrl = (r) => r.chars(r.int(12, 20), A.B62);
export const CONN = {
  postgres_uri: (r) => `postgres${r.pick(['', 'ql'])}://${user(r)}:${pwUrl(r)}@${host(r)}:5432/${db(r)}${r.pick(['', '?sslmode=require'])}`,
  mysql_uri: (r) => `mysql://${user(r)}:${pwUrl(r)}@${host(r)}:3306/${db(r)}`,
  mongodb_srv_uri: (r) => `mongodb+srv://${user(r)}:${pwUrl(r)}@cluster0.${r.chars(5, A.ALNUM_LO)}.mongodb.net/${db(r)}?retryWrites=true&w=majority`,
  redis_uri: (r) => `redis${r.pick(['', 's'])}://${r.pick(['', 'default'])}:${pwUrl(r)}@${host(r)}:6379/${r.int(0, 5)}`,
  amqp_uri: (r) => `amqp${r.pick(['', 's'])}://${user(r)}:${pwUrl(r)}@${host(r)}:5672/${r.pick(['%2F', 'orders', 'prod'])}`,
  mssql_ado: (r) => `Server=tcp:${r.chars(8, A.ALNUM_LO)}.database.windows.net,1433;Initial Catalog=${db(r)};User ID=${user(r)};Password=${pwUrl(r)};Encrypt=True;`,
  jdbc_postgres: (r) => `jdbc:postgresql://${host(r)}:5432/${db(r)}?user=${user(r)}&password=${pwUrl(r)}`,
  azure_storage: (r) => `DefaultEndpointsProtocol=https;AccountName=${r.chars(10, A.ALNUM_LO)};AccountKey=${r.bytes(64).toString('base64')};EndpointSuffix=core.windows.net`,
  azure_service_bus: (r) => `Endpoint=sb://${r.chars(8, A.ALNUM_LO)}.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${r.bytes(32).toString('base64')}`,
  nats_uri: (r) => `nats://${user(r)}:${pwUrl(r)}@${host(r)}:4222`,
  mqtt_uri: (r) => `mqtts://${user(r)}:${pwUrl(r)}@broker.${r.chars(6, A.ALNUM_LO)}.iot.example-broker.net:8883`,
};

export const WEBHOOKS = {
  slack_webhook: (r) => `https://hooks.slack.com/services/T${r.chars(8, A.ALNUM_UP)}/B${r.chars(10, A.ALNUM_UP)}/${r.chars(24, A.B62)}`,
  discord_webhook: (r) => `https://discord.com/api/webhooks/${r.nzdigits(18)}/${r.chars(68, A.B64URL)}`,
  teams_webhook: (r) => { const u = () => [8, 4, 4, 4, 12].map((n) => r.chars(n, A.HEX)).join('-'); return `https://${r.chars(8, A.ALNUM_LO)}.webhook.office.com/webhookb2/${u()}@${u()}/IncomingWebhook/${r.chars(32, A.HEX)}/${u()}`; },
  zapier_webhook: (r) => `https://hooks.zapier.com/hooks/catch/${r.nzdigits(7)}/${r.chars(6, A.ALNUM_LO)}/`,
  google_chat_webhook: (r) => `https://chat.googleapis.com/v1/spaces/AAAA${r.chars(7, A.B62)}/messages?key=AIza${r.chars(35, A.B62 + '-_')}&token=${r.chars(43, A.B64URL)}`,
  ifttt_webhook: (r) => `https://maker.ifttt.com/trigger/${r.pick(['door_open', 'backup_done', 'new_lead'])}/with/key/${r.chars(22, A.B64URL)}`,
  mattermost_webhook: (r) => `https://chat.${r.chars(6, A.ALNUM_LO)}.io/hooks/${r.chars(26, A.ALNUM_LO)}`,
};

const pemBody = (r, prefix, n) => (prefix + r.chars(n - prefix.length, A.B64)).match(/.{1,64}/g);
export const PRIVATE_KEYS = {
  rsa_private_key_pkcs1: (r) => ['-----BEGIN RSA PRIVATE KEY-----', ...pemBody(r, 'MIIEpAIBAAKCAQEA', 1592), '-----END RSA PRIVATE KEY-----'],
  private_key_pkcs8: (r) => ['-----BEGIN PRIVATE KEY-----', ...pemBody(r, 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ', 1620), '-----END PRIVATE KEY-----'],
  ec_private_key: (r) => ['-----BEGIN EC PRIVATE KEY-----', ...pemBody(r, 'MHcCAQEEI', 164).slice(0, 3), '-----END EC PRIVATE KEY-----'],
  openssh_private_key: (r) => ['-----BEGIN OPENSSH PRIVATE KEY-----', ...pemBody(r, 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW', 396), '-----END OPENSSH PRIVATE KEY-----'],
};
export const age_secret_key = (r) => C.bech32Encode('age-secret-key-', C.convertBits(r.bytes(32), 8, 5)).toUpperCase();
export const wireguard_key = (r) => { const b = r.bytes(32); b[0] &= 248; b[31] = (b[31] & 127) | 64; return b.toString('base64'); };
