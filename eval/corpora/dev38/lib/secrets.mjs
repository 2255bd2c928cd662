// Vendor secrets in their public formats, webhook URLs, connection strings, private keys, passwords.
import { ALPHA as A } from './rng.mjs';
import * as C from './checksums.mjs';

const b64url = (r, n) => r.str(A.b64url, n);
const ghTok = (r, pre) => { const rand = r.str(A.base62, 30); return pre + rand + C.githubChecksum(rand); };

// each: type -> { cat, vendor, env: [...typical variable names], gen(r) }
export const SECRETS = {
  aws_access_key_id: { cat: 'api_key', vendor: 'AWS', env: ['AWS_ACCESS_KEY_ID', 'aws_access_key_id'], gen: (r) => 'AKIA' + r.str(A.b32.replace(/[018]/g, ''), 16) },
  aws_secret_access_key: { cat: 'api_key', vendor: 'AWS', env: ['AWS_SECRET_ACCESS_KEY', 'aws_secret_access_key'], gen: (r) => r.str(A.alnum + '/+', 40) },
  aws_session_token: { cat: 'auth_token', vendor: 'AWS', env: ['AWS_SESSION_TOKEN'], gen: (r) => 'IQoJb3JpZ2luX2VjE' + r.str(A.alnum + '/+', r.int(280, 360)) + '=' },
  github_pat: { cat: 'api_key', vendor: 'GitHub', env: ['GITHUB_TOKEN', 'GH_TOKEN', 'GITHUB_PAT'], gen: (r) => ghTok(r, 'ghp_') },
  github_oauth_token: { cat: 'auth_token', vendor: 'GitHub', env: ['GITHUB_OAUTH_TOKEN'], gen: (r) => ghTok(r, 'gho_') },
  github_app_token: { cat: 'auth_token', vendor: 'GitHub', env: ['GITHUB_APP_TOKEN', 'GH_INSTALLATION_TOKEN'], gen: (r) => ghTok(r, 'ghs_') },
  github_user_token: { cat: 'auth_token', vendor: 'GitHub', env: ['GH_USER_TOKEN'], gen: (r) => ghTok(r, 'ghu_') },
  github_refresh_token: { cat: 'auth_token', vendor: 'GitHub', env: ['GITHUB_REFRESH_TOKEN'], gen: (r) => ghTok(r, 'ghr_') },
  github_fine_grained_pat: { cat: 'api_key', vendor: 'GitHub', env: ['GITHUB_TOKEN', 'GH_PAT'], gen: (r) => 'github_pat_11' + r.str(A.alnumU, 20) + '_' + r.str(A.base62, 59) },
  gitlab_pat: { cat: 'api_key', vendor: 'GitLab', env: ['GITLAB_TOKEN', 'CI_JOB_TOKEN_OVERRIDE', 'GL_TOKEN'], gen: (r) => 'glpat-' + b64url(r, 20) },
  gitlab_runner_token: { cat: 'api_key', vendor: 'GitLab', env: ['RUNNER_TOKEN'], gen: (r) => 'glrt-' + b64url(r, 20) },
  slack_bot_token: { cat: 'auth_token', vendor: 'Slack', env: ['SLACK_BOT_TOKEN', 'SLACK_TOKEN'], gen: (r) => `xoxb-${r.nzdigits(r.int(10, 12))}-${r.nzdigits(13)}-${r.str(A.alnum, 24)}` },
  slack_user_token: { cat: 'auth_token', vendor: 'Slack', env: ['SLACK_USER_TOKEN'], gen: (r) => `xoxp-${r.nzdigits(r.int(10, 12))}-${r.nzdigits(r.int(10, 12))}-${r.nzdigits(13)}-${r.hex(32)}` },
  slack_app_token: { cat: 'auth_token', vendor: 'Slack', env: ['SLACK_APP_TOKEN'], gen: (r) => `xapp-1-A${r.str(A.alnumU, 10)}-${r.nzdigits(13)}-${r.hex(64)}` },
  stripe_secret_key: { cat: 'api_key', vendor: 'Stripe', env: ['STRIPE_SECRET_KEY', 'STRIPE_API_KEY'], gen: (r) => r.chance(0.7) ? 'sk_live_51' + r.str(A.base62, 97) : 'sk_live_' + r.str(A.base62, 24) },
  stripe_restricted_key: { cat: 'api_key', vendor: 'Stripe', env: ['STRIPE_RESTRICTED_KEY'], gen: (r) => 'rk_live_51' + r.str(A.base62, 97) },
  stripe_webhook_secret: { cat: 'api_key', vendor: 'Stripe', env: ['STRIPE_WEBHOOK_SECRET'], gen: (r) => 'whsec_' + r.str(A.base62, 32) },
  twilio_api_key: { cat: 'api_key', vendor: 'Twilio', env: ['TWILIO_API_KEY'], gen: (r) => 'SK' + r.hex(32) },
  twilio_auth_token: { cat: 'api_key', vendor: 'Twilio', env: ['TWILIO_AUTH_TOKEN'], ctx: true, gen: (r) => r.hex(32) },
  sendgrid_api_key: { cat: 'api_key', vendor: 'SendGrid', env: ['SENDGRID_API_KEY'], gen: (r) => 'SG.' + b64url(r, 22) + '.' + b64url(r, 43) },
  mailgun_api_key: { cat: 'api_key', vendor: 'Mailgun', env: ['MAILGUN_API_KEY'], gen: (r) => 'key-' + r.hex(32) },
  mailchimp_api_key: { cat: 'api_key', vendor: 'Mailchimp', env: ['MAILCHIMP_API_KEY'], gen: (r) => r.hex(32) + '-us' + r.int(1, 21) },
  google_api_key: { cat: 'api_key', vendor: 'Google Cloud', env: ['GOOGLE_API_KEY', 'MAPS_API_KEY', 'FIREBASE_API_KEY'], gen: (r) => 'AIza' + b64url(r, 35) },
  google_oauth_client_secret: { cat: 'api_key', vendor: 'Google OAuth', env: ['GOOGLE_CLIENT_SECRET'], gen: (r) => 'GOCSPX-' + b64url(r, 28) },
  google_oauth_access_token: { cat: 'auth_token', vendor: 'Google OAuth', env: ['GOOGLE_ACCESS_TOKEN'], gen: (r) => 'ya29.a0' + b64url(r, r.int(150, 200)) },
  google_refresh_token: { cat: 'auth_token', vendor: 'Google OAuth', env: ['GOOGLE_REFRESH_TOKEN'], gen: (r) => '1//0' + r.str(A.alnum, 2) + '-' + b64url(r, r.int(90, 100)) },
  openai_api_key: { cat: 'api_key', vendor: 'OpenAI', env: ['OPENAI_API_KEY'], gen: (r) => r.chance(0.75) ? 'sk-proj-' + b64url(r, 74) + 'T3BlbkFJ' + b64url(r, 74) : 'sk-' + r.str(A.base62, 20) + 'T3BlbkFJ' + r.str(A.base62, 20) },
  anthropic_api_key: { cat: 'api_key', vendor: 'Anthropic', env: ['ANTHROPIC_API_KEY'], gen: (r) => 'sk-ant-api03-' + b64url(r, 93) + 'AA' },
  huggingface_token: { cat: 'api_key', vendor: 'Hugging Face', env: ['HF_TOKEN', 'HUGGINGFACE_HUB_TOKEN'], gen: (r) => 'hf_' + r.str(A.letters, 34) },
  npm_token: { cat: 'api_key', vendor: 'npm', env: ['NPM_TOKEN', 'NODE_AUTH_TOKEN'], gen: (r) => 'npm_' + r.str(A.base62, 36) },
  pypi_token: { cat: 'api_key', vendor: 'PyPI', env: ['PYPI_TOKEN', 'TWINE_PASSWORD'], gen: (r) => 'pypi-AgEIcHlwaS5vcmc' + b64url(r, r.int(130, 160)) },
  shopify_access_token: { cat: 'api_key', vendor: 'Shopify', env: ['SHOPIFY_ACCESS_TOKEN'], gen: (r) => 'shpat_' + r.hex(32) },
  shopify_shared_secret: { cat: 'api_key', vendor: 'Shopify', env: ['SHOPIFY_API_SECRET'], gen: (r) => 'shpss_' + r.hex(32) },
  square_access_token: { cat: 'api_key', vendor: 'Square', env: ['SQUARE_ACCESS_TOKEN'], gen: (r) => 'EAAA' + b64url(r, 60) },
  square_app_secret: { cat: 'api_key', vendor: 'Square', env: ['SQUARE_APP_SECRET'], gen: (r) => 'sq0csp-' + b64url(r, 43) },
  azure_client_secret: { cat: 'api_key', vendor: 'Microsoft Entra ID', env: ['AZURE_CLIENT_SECRET', 'ARM_CLIENT_SECRET'], gen: (r) => r.str(A.alnum, 3) + '8Q~' + r.str(A.alnum + '_.~-', 34) },
  azure_storage_account_key: { cat: 'api_key', vendor: 'Azure Storage', env: ['AZURE_STORAGE_KEY'], gen: (r) => r.str(A.b64, 86) + '==' },
  digitalocean_pat: { cat: 'api_key', vendor: 'DigitalOcean', env: ['DIGITALOCEAN_TOKEN', 'DO_API_TOKEN'], gen: (r) => 'dop_v1_' + r.hex(64) },
  datadog_api_key: { cat: 'api_key', vendor: 'Datadog', env: ['DD_API_KEY', 'DATADOG_API_KEY'], ctx: true, gen: (r) => r.hex(32) },
  datadog_app_key: { cat: 'api_key', vendor: 'Datadog', env: ['DD_APP_KEY'], ctx: true, gen: (r) => r.hex(40) },
  newrelic_user_key: { cat: 'api_key', vendor: 'New Relic', env: ['NEW_RELIC_API_KEY'], gen: (r) => 'NRAK-' + r.str(A.alnumU, 27) },
  newrelic_license_key: { cat: 'api_key', vendor: 'New Relic', env: ['NEW_RELIC_LICENSE_KEY'], gen: (r) => r.hex(36) + 'NRAL' },
  sentry_user_token: { cat: 'api_key', vendor: 'Sentry', env: ['SENTRY_AUTH_TOKEN'], gen: (r) => 'sntryu_' + r.hex(64) },
  doppler_token: { cat: 'api_key', vendor: 'Doppler', env: ['DOPPLER_TOKEN'], gen: (r) => `dp.st.${r.pick(['prd', 'stg', 'dev'])}.${r.str(A.alnum, 40)}` },
  vault_token: { cat: 'auth_token', vendor: 'HashiCorp Vault', env: ['VAULT_TOKEN'], gen: (r) => 'hvs.' + b64url(r, 90) },
  terraform_cloud_token: { cat: 'api_key', vendor: 'HCP Terraform', env: ['TF_TOKEN_app_terraform_io', 'TFE_TOKEN'], gen: (r) => r.str(A.alnum, 14) + '.atlasv1.' + b64url(r, 67) },
  atlassian_api_token: { cat: 'api_key', vendor: 'Atlassian', env: ['JIRA_API_TOKEN', 'CONFLUENCE_TOKEN'], gen: (r) => 'ATATT3xFfGF0' + b64url(r, 170) + '=' + r.str(A.HEX, 8) },
  linear_api_key: { cat: 'api_key', vendor: 'Linear', env: ['LINEAR_API_KEY'], gen: (r) => 'lin_api_' + r.str(A.alnum, 40) },
  postman_api_key: { cat: 'api_key', vendor: 'Postman', env: ['POSTMAN_API_KEY'], gen: (r) => `PMAK-${r.hex(24)}-${r.hex(34)}` },
  discord_bot_token: { cat: 'auth_token', vendor: 'Discord', env: ['DISCORD_TOKEN', 'DISCORD_BOT_TOKEN'], gen: (r) => Buffer.from(r.nzdigits(r.int(18, 19))).toString('base64').replace(/=+$/, '') + '.' + b64url(r, 6) + '.' + b64url(r, 38) },
  telegram_bot_token: { cat: 'auth_token', vendor: 'Telegram', env: ['TELEGRAM_BOT_TOKEN', 'TG_TOKEN'], gen: (r) => `${r.nzdigits(10)}:AA${b64url(r, 33)}` },
  notion_token: { cat: 'api_key', vendor: 'Notion', env: ['NOTION_TOKEN', 'NOTION_API_KEY'], gen: (r) => r.chance(0.6) ? 'ntn_' + r.digits(11) + r.str(A.alnum, 35) : 'secret_' + r.str(A.base62, 43) },
  airtable_pat: { cat: 'api_key', vendor: 'Airtable', env: ['AIRTABLE_API_KEY'], gen: (r) => 'pat' + r.str(A.alnum, 14) + '.' + r.hex(64) },
  figma_pat: { cat: 'api_key', vendor: 'Figma', env: ['FIGMA_TOKEN'], gen: (r) => 'figd_' + b64url(r, 40) },
  databricks_token: { cat: 'api_key', vendor: 'Databricks', env: ['DATABRICKS_TOKEN'], gen: (r) => 'dapi' + r.hex(32) },
  grafana_sa_token: { cat: 'api_key', vendor: 'Grafana', env: ['GRAFANA_TOKEN', 'GF_SA_TOKEN'], gen: (r) => 'glsa_' + r.str(A.base62, 32) + '_' + r.hex(8) },
  pulumi_token: { cat: 'api_key', vendor: 'Pulumi', env: ['PULUMI_ACCESS_TOKEN'], gen: (r) => 'pul-' + r.hex(40) },
  supabase_token: { cat: 'api_key', vendor: 'Supabase', env: ['SUPABASE_ACCESS_TOKEN'], gen: (r) => 'sbp_' + r.hex(40) },
  planetscale_token: { cat: 'api_key', vendor: 'PlanetScale', env: ['PLANETSCALE_SERVICE_TOKEN'], gen: (r) => 'pscale_tkn_' + b64url(r, 43) },
  mapbox_secret_token: { cat: 'api_key', vendor: 'Mapbox', env: ['MAPBOX_SECRET_TOKEN'], gen: (r) => 'sk.eyJ1Ijoi' + b64url(r, r.int(40, 60)) + '.' + b64url(r, 22) },
  okta_api_token: { cat: 'api_key', vendor: 'Okta', env: ['OKTA_API_TOKEN'], gen: (r) => '00' + b64url(r, 40) },
  alibaba_access_key_id: { cat: 'api_key', vendor: 'Alibaba Cloud', env: ['ALIBABA_CLOUD_ACCESS_KEY_ID'], gen: (r) => 'LTAI5t' + r.str(A.alnum, 18) },
  tencent_secret_id: { cat: 'api_key', vendor: 'Tencent Cloud', env: ['TENCENTCLOUD_SECRET_ID'], gen: (r) => 'AKID' + r.str(A.alnum, 32) },
  facebook_access_token: { cat: 'auth_token', vendor: 'Meta', env: ['FB_ACCESS_TOKEN', 'WHATSAPP_TOKEN'], gen: (r) => 'EAAG' + r.str(A.alnum, r.int(170, 200)) },
  twitter_bearer_token: { cat: 'auth_token', vendor: 'X (Twitter)', env: ['TWITTER_BEARER_TOKEN'], gen: (r) => 'AAAAAAAAAAAAAAAAAAAAA' + r.str(A.alnum, r.int(80, 95)) },
  dynatrace_token: { cat: 'api_key', vendor: 'Dynatrace', env: ['DT_API_TOKEN'], gen: (r) => `dt0c01.${r.str(A.alnumU, 24)}.${r.str(A.alnumU, 64)}` },
  contentful_pat: { cat: 'api_key', vendor: 'Contentful', env: ['CONTENTFUL_MANAGEMENT_TOKEN'], gen: (r) => 'CFPAT-' + b64url(r, 43) },
  heroku_api_key: { cat: 'api_key', vendor: 'Heroku', env: ['HEROKU_API_KEY'], gen: (r) => 'HRKU-AA' + b64url(r, 58) },
  netlify_pat: { cat: 'api_key', vendor: 'Netlify', env: ['NETLIFY_AUTH_TOKEN'], gen: (r) => 'nfp_' + r.str(A.alnum, 36) },
  rubygems_api_key: { cat: 'api_key', vendor: 'RubyGems', env: ['GEM_HOST_API_KEY'], gen: (r) => 'rubygems_' + r.hex(48) },
  dockerhub_pat: { cat: 'api_key', vendor: 'Docker Hub', env: ['DOCKERHUB_TOKEN', 'DOCKER_PASSWORD'], gen: (r) => 'dckr_pat_' + b64url(r, 27) },
  bitbucket_app_password: { cat: 'api_key', vendor: 'Bitbucket', env: ['BITBUCKET_APP_PASSWORD'], gen: (r) => 'ATBB' + r.str(A.alnum, 28) + r.str(A.HEX, 8) },
  azure_devops_pat: { cat: 'api_key', vendor: 'Azure DevOps', env: ['AZURE_DEVOPS_EXT_PAT', 'ADO_PAT'], ctx: true, gen: (r) => r.str(A.b32l, 52) },
  firebase_fcm_server_key: { cat: 'api_key', vendor: 'Firebase Cloud Messaging', env: ['FCM_SERVER_KEY'], gen: (r) => 'AAAA' + b64url(r, 7) + ':APA91b' + b64url(r, 134) },
  shippo_token: { cat: 'api_key', vendor: 'Shippo', env: ['SHIPPO_API_TOKEN'], gen: (r) => 'shippo_live_' + r.hex(40) },
  flutterwave_secret_key: { cat: 'api_key', vendor: 'Flutterwave', env: ['FLW_SECRET_KEY'], gen: (r) => 'FLWSECK-' + r.hex(32) + '-X' },
  mollie_api_key: { cat: 'api_key', vendor: 'Mollie', env: ['MOLLIE_API_KEY'], gen: (r) => 'live_' + r.str(A.alnum, 30) },
  paystack_secret_key: { cat: 'api_key', vendor: 'Paystack', env: ['PAYSTACK_SECRET_KEY'], gen: (r) => 'sk_live_' + r.hex(40) },
  plaid_access_token: { cat: 'auth_token', vendor: 'Plaid', env: ['PLAID_ACCESS_TOKEN'], gen: (r) => 'access-production-' + r.uuid() },
  mercadopago_access_token: { cat: 'auth_token', vendor: 'Mercado Pago', env: ['MP_ACCESS_TOKEN'], gen: (r) => `APP_USR-${r.nzdigits(16)}-${r.digits(6)}-${r.hex(32)}-${r.nzdigits(9)}` },
  yandex_oauth_token: { cat: 'auth_token', vendor: 'Yandex', env: ['YANDEX_OAUTH_TOKEN'], gen: (r) => 'y0_AgAAAA' + b64url(r, 50) },
  launchdarkly_sdk_key: { cat: 'api_key', vendor: 'LaunchDarkly', env: ['LD_SDK_KEY'], gen: (r) => 'sdk-' + r.uuid() },
  cloudflare_api_token: { cat: 'api_key', vendor: 'Cloudflare', env: ['CLOUDFLARE_API_TOKEN', 'CF_API_TOKEN'], ctx: true, gen: (r) => b64url(r, 40) },
  vercel_token: { cat: 'api_key', vendor: 'Vercel', env: ['VERCEL_TOKEN'], ctx: true, gen: (r) => r.str(A.alnum, 24) },
  algolia_admin_key: { cat: 'api_key', vendor: 'Algolia', env: ['ALGOLIA_ADMIN_KEY'], ctx: true, gen: (r) => r.hex(32) },
  intercom_access_token: { cat: 'api_key', vendor: 'Intercom', env: ['INTERCOM_ACCESS_TOKEN'], gen: (r) => 'dG9rOj' + r.str(A.alnum, 54) + '=' },
  pinecone_api_key: { cat: 'api_key', vendor: 'Pinecone', env: ['PINECONE_API_KEY'], gen: (r) => 'pcsk_' + r.str(A.alnum, 5) + '_' + r.str(A.base62, 63) },
  groq_api_key: { cat: 'api_key', vendor: 'Groq', env: ['GROQ_API_KEY'], gen: (r) => 'gsk_' + r.str(A.alnum, 52) },
  replicate_api_token: { cat: 'api_key', vendor: 'Replicate', env: ['REPLICATE_API_TOKEN'], gen: (r) => 'r8_' + r.str(A.alnum, 37) },
  xai_api_key: { cat: 'api_key', vendor: 'xAI', env: ['XAI_API_KEY'], gen: (r) => 'xai-' + r.str(A.alnum, 80) },
  perplexity_api_key: { cat: 'api_key', vendor: 'Perplexity', env: ['PERPLEXITY_API_KEY'], gen: (r) => 'pplx-' + r.str(A.alnum, 48) },
  langsmith_api_key: { cat: 'api_key', vendor: 'LangSmith', env: ['LANGSMITH_API_KEY', 'LANGCHAIN_API_KEY'], gen: (r) => `lsv2_pt_${r.hex(32)}_${r.hex(10)}` },
  openrouter_api_key: { cat: 'api_key', vendor: 'OpenRouter', env: ['OPENROUTER_API_KEY'], gen: (r) => 'sk-or-v1-' + r.hex(64) },
  braintree_access_token: { cat: 'api_key', vendor: 'Braintree', env: ['BRAINTREE_ACCESS_TOKEN'], gen: (r) => `access_token$production$${r.str(A.alnumL, 16)}$${r.hex(32)}` },
  asana_pat: { cat: 'api_key', vendor: 'Asana', env: ['ASANA_TOKEN'], gen: (r) => `2/${r.nzdigits(16)}/${r.nzdigits(16)}:${r.hex(32)}` },
  clickup_token: { cat: 'api_key', vendor: 'ClickUp', env: ['CLICKUP_API_TOKEN'], gen: (r) => `pk_${r.nzdigits(8)}_${r.str(A.alnumU, 32)}` },
  typeform_token: { cat: 'api_key', vendor: 'Typeform', env: ['TYPEFORM_TOKEN'], gen: (r) => 'tfp_' + b64url(r, 44) + '_' + b64url(r, 14) },
  dropbox_access_token: { cat: 'auth_token', vendor: 'Dropbox', env: ['DROPBOX_TOKEN'], gen: (r) => 'sl.' + b64url(r, 135) },
  sonarqube_token: { cat: 'api_key', vendor: 'SonarQube', env: ['SONAR_TOKEN'], gen: (r) => 'squ_' + r.hex(40) },
  jfrog_reference_token: { cat: 'api_key', vendor: 'JFrog', env: ['JFROG_ACCESS_TOKEN', 'ARTIFACTORY_TOKEN'], gen: (r) => 'cmVmdGtuOjAxOj' + r.str(A.alnum, 50) },
  artifactory_api_key: { cat: 'api_key', vendor: 'JFrog Artifactory', env: ['ARTIFACTORY_API_KEY'], gen: (r) => 'AKCp' + r.str(A.alnum, 69) },
  deepseek_api_key: { cat: 'api_key', vendor: 'DeepSeek', env: ['DEEPSEEK_API_KEY'], ctx: true, gen: (r) => 'sk-' + r.hex(32) },
  zendesk_api_token: { cat: 'api_key', vendor: 'Zendesk', env: ['ZENDESK_API_TOKEN'], ctx: true, gen: (r) => r.str(A.alnum, 40) },
};
export const SECRET_TYPES = Object.keys(SECRETS);
// prefix-identifiable (no context needed) vs context-dependent
export const PREFIXED = SECRET_TYPES.filter((t) => !SECRETS[t].ctx);

// ---------- webhook URLs ----------
export const WEBHOOKS = {
  slack_webhook: (r) => `https://hooks.slack.com/services/T${r.str(A.alnumU, r.int(8, 10))}/B${r.str(A.alnumU, r.int(8, 10))}/${r.str(A.alnum, 24)}`,
  discord_webhook: (r) => `https://${r.pick(['discord.com', 'discordapp.com'])}/api/webhooks/${r.nzdigits(r.int(18, 19))}/${b64url(r, 68)}`,
  teams_webhook: (r, org = 'contoso') => `https://${org}.webhook.office.com/webhookb2/${r.uuid()}@${r.uuid()}/IncomingWebhook/${r.hex(32)}/${r.uuid()}/V2${b64url(r, 43)}`,
  power_automate_webhook: (r) => `https://prod-${r.int(10, 99)}.${r.pick(['westeurope', 'northeurope', 'eastus', 'uksouth'])}.logic.azure.com:443/workflows/${r.hex(32)}/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=${b64url(r, 43)}`,
  google_chat_webhook: (r) => `https://chat.googleapis.com/v1/spaces/AAAA${b64url(r, 7)}/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token=${b64url(r, 43)}%3D`,
  zapier_webhook: (r) => `https://hooks.zapier.com/hooks/catch/${r.nzdigits(r.int(7, 8))}/${r.str(A.alnumL, r.int(6, 7))}/`,
  mattermost_webhook: (r, org = 'team') => `https://chat.${org}.org/hooks/${r.str(A.alnumL, 26)}`,
  ifttt_webhook: (r) => `https://maker.ifttt.com/trigger/${r.pick(['meter_alarm', 'new_donation', 'door_open', 'sample_shipped'])}/with/key/${b64url(r, 22)}`,
  make_webhook: (r) => `https://hook.${r.pick(['eu1', 'eu2', 'us1'])}.make.com/${r.str(A.alnumL, 32)}`,
  n8n_webhook: (r, org = 'ops') => `https://n8n.${org}.io/webhook/${r.uuid()}`,
};
export const WEBHOOK_TYPES = Object.keys(WEBHOOKS);

// ---------- passwords ----------
const WORDS = ['Sonnenblume', 'tractor', 'Kaffee', 'Marmelade', 'sunflower', 'Ajedrez', 'Primavera', 'winter', 'Bicicleta', 'zebra', 'Lavande', 'Schnee', 'oregano', 'Tulpe', 'mango', 'Pinguin', 'falcon', 'Gazelle', 'harvest', 'Nordlicht', 'papaya', 'Kirsche', 'orchard', 'Kaktus', 'velvet', 'Ladybug', 'koala', 'Meteor', 'Tornado', 'bamboo'];
export function genPassword(r, style) {
  style = style || r.weighted([['random', 4], ['human', 4], ['phrase', 2], ['pin', 0.4], ['symbolic', 1.5]]);
  if (style === 'random') return r.str(A.alnum + '!@#$%^&*-_=+', r.int(12, 24));
  if (style === 'symbolic') { let s = r.str(A.alnum, r.int(8, 14)); const sym = r.pick(['"', '\\', "'", '&', '<', '%', '#', '!', '$', ';']); const i = r.int(1, s.length - 1); return s.slice(0, i) + sym + s.slice(i) + r.pick(['!', '?', '#', '9']); }
  if (style === 'phrase') return [r.pick(WORDS), r.pick(WORDS), r.pick(WORDS)].map((w) => w.toLowerCase()).join(r.pick(['-', '.', '_'])) + r.int(1, 99);
  if (style === 'pin') return r.digits(r.pick([6, 8]));
  return r.pick(WORDS) + r.pick(['', '_', '.', '#', '!']) + r.pick([String(r.int(1970, 2026)), String(r.int(1, 99)), r.digits(4)]) + r.pick(['!', '?', '#', '', '$', '*']);
}

// ---------- private keys ----------
function pemBody(r, prefix, totalLen, lineLen = 64, pad = '') {
  let body = prefix + r.str(A.b64, totalLen - prefix.length - pad.length) + pad;
  const lines = []; for (let i = 0; i < body.length; i += lineLen) lines.push(body.slice(i, i + lineLen));
  return lines;
}
export const PRIVATE_KEYS = {
  rsa_private_key: (r) => ['-----BEGIN RSA PRIVATE KEY-----', ...pemBody(r, 'MIIE' + r.pick(['owIBAAKCAQEA', 'pAIBAAKCAQEA', 'ogIBAAKCAQEA']), r.pick([1588, 1592, 1596]), 64, r.pick(['', '='])), '-----END RSA PRIVATE KEY-----'],
  pkcs8_private_key: (r) => ['-----BEGIN PRIVATE KEY-----', ...pemBody(r, 'MIIEv' + r.pick(['QIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ', 'gIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ', 'AIBADANBgkqhkiG9w0BAQEFAASCBKYwggSiAgEAAoIBAQ']), 1624, 64, r.pick(['', '='])), '-----END PRIVATE KEY-----'],
  ec_private_key: (r) => ['-----BEGIN EC PRIVATE KEY-----', ...pemBody(r, 'MHcCAQEEI' + r.str(A.b64, 43) + 'oAoGCCqGSM49AwEHoUQDQgAE', 164, 64, '=='), '-----END EC PRIVATE KEY-----'],
  openssh_private_key: (r) => ['-----BEGIN OPENSSH PRIVATE KEY-----', ...pemBody(r, 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACD', 399, 70, '='), '-----END OPENSSH PRIVATE KEY-----'],
  ed25519_pkcs8_private_key: (r) => ['-----BEGIN PRIVATE KEY-----', 'MC4CAQAwBQYDK2VwBCIEI' + r.str(A.b64, 42) + '=', '-----END PRIVATE KEY-----'],
  encrypted_private_key: (r) => ['-----BEGIN ENCRYPTED PRIVATE KEY-----', ...pemBody(r, 'MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI' + r.str(A.b64, 11) + 'CAggAMAwGCCqGSIb3DQIJBQAwFAYIKoZIhvcNAwcECA', 1768), '-----END ENCRYPTED PRIVATE KEY-----'],
  pgp_private_key: (r) => ['-----BEGIN PGP PRIVATE KEY BLOCK-----', '', ...pemBody(r, 'lQOYBG' + r.str(A.b64, 6) + 'EAC', 1290, 64, '='), '=' + r.str(A.b64, 4), '-----END PGP PRIVATE KEY BLOCK-----'],
};
export const PRIVATE_KEY_TYPES = Object.keys(PRIVATE_KEYS);
export const genPem = (r, type) => PRIVATE_KEYS[type || r.pick(PRIVATE_KEY_TYPES)](r).join('\n');
export function ageSecretKey(r) { return C.bech32Encode('age-secret-key-', C.convertBits(r.bytes(32), 8, 5, true)).toUpperCase(); }
export function wireguardKey(r) { const b = r.bytes(32); b[0] &= 248; b[31] = (b[31] & 127) | 64; return Buffer.from(b).toString('base64'); }
export function btcWif(r) { return C.b58check(Uint8Array.from([0x80, ...r.bytes(32), 0x01])); }

// ---------- JWT ----------
const b64u = (s) => Buffer.from(s).toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
export function genJwt(r, claims = {}) {
  const header = { alg: r.pick(['HS256', 'RS256', 'ES256']), typ: 'JWT' };
  if (header.alg !== 'HS256') header.kid = r.hex(16);
  const now = 1700000000 + r.int(0, 60000000);
  const payload = { sub: claims.sub || r.uuid(), iat: now, exp: now + r.pick([900, 3600, 86400]), ...claims };
  const sigLen = header.alg === 'HS256' ? 43 : header.alg === 'ES256' ? 86 : 342;
  return `${b64u(JSON.stringify(header))}.${b64u(JSON.stringify(payload))}.${r.str(A.b64url, sigLen)}`;
}
export const opaqueToken = (r, n = 40) => r.str(A.b64url, n);

// ---------- placeholders (hard negatives) ----------
export const PLACEHOLDER_SECRETS = ['YOUR_API_KEY', 'sk_test_xxxxxxxxxxxxxxxxxxxxxxxx', 'sk-...', '<password>', 'changeme-in-prod', '${DB_PASSWORD}', '{{ .Values.db.password }}', 'AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', '<YOUR_TOKEN_HERE>', 'xoxb-your-bot-token', 'ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', '********', 'REDACTED', 'process.env.STRIPE_KEY', '%%API_KEY%%', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c', 'pk_test_TYooMQauvdEDq54NiTphI7jx', 'https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX'];
