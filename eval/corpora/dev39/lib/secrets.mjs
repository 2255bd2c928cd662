// Vendor secrets in publicly documented shapes (random bodies; checksums where the format has one).
import { A_UP, A_LO, A_DIG, A_AN, A_B64, A_B64U, fill } from './prng.mjs';
import { ghChecksum, crc32, base62 } from './checksums.mjs';
const HEX = '0123456789abcdef', UHEX = '0123456789ABCDEF', B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const b64u = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
const uuid = r => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick('89ab')}${r.hex(3)}-${r.hex(12)}`;
export { uuid };
export function jwt(r, claims) { const h = b64u({ alg: r.pick(['HS256', 'RS256', 'ES256']), typ: 'JWT' }); return `${h}.${b64u(claims)}.${r.str(A_B64U, r.pick([43, 43, 86, 342]))}`; }
const gh = (r, pre) => { const x = r.str(A_AN, 30); return pre + x + ghChecksum(x); };
const npm = r => { const x = r.str(A_AN, 30); return 'npm_' + x + ghChecksum(x); };
const b64pad = (r, bytes) => Buffer.from(r.bytes(bytes)).toString('base64');
// [type, category, vendor, generator, env-var names]
export const SECRETS = [
  ['aws_access_key_id', 'api_key', 'AWS', r => r.pick(['AKIA', 'AKIA', 'ASIA']) + r.str(A_UP + '234567', 16), ['AWS_ACCESS_KEY_ID']],
  ['aws_secret_access_key', 'api_key', 'AWS', r => r.str(A_AN + '+/', 40), ['AWS_SECRET_ACCESS_KEY']],
  ['google_api_key', 'api_key', 'Google Cloud', r => 'AIza' + r.str(A_AN + '-_', 35), ['GOOGLE_API_KEY', 'MAPS_API_KEY', 'FIREBASE_API_KEY']],
  ['gcp_oauth_client_secret', 'api_key', 'Google Cloud', r => 'GOCSPX-' + r.str(A_AN + '-_', 28), ['GOOGLE_CLIENT_SECRET']],
  ['stripe_secret_key', 'api_key', 'Stripe', r => 'sk_live_' + r.str(A_AN, r.pick([24, 99])), ['STRIPE_SECRET_KEY', 'STRIPE_API_KEY']],
  ['stripe_restricted_key', 'api_key', 'Stripe', r => 'rk_live_' + r.str(A_AN, r.pick([24, 99])), ['STRIPE_RESTRICTED_KEY']],
  ['stripe_webhook_secret', 'api_key', 'Stripe', r => 'whsec_' + r.str(A_AN, 32), ['STRIPE_WEBHOOK_SECRET']],
  ['openai_api_key', 'api_key', 'OpenAI', r => r.chance(0.7) ? 'sk-proj-' + r.str(A_AN + '-_', 74) + 'T3BlbkFJ' + r.str(A_AN + '-_', 74) : 'sk-' + r.str(A_AN, 20) + 'T3BlbkFJ' + r.str(A_AN, 20), ['OPENAI_API_KEY']],
  ['anthropic_api_key', 'api_key', 'Anthropic', r => 'sk-ant-api03-' + r.str(A_AN + '-_', 93) + 'AA', ['ANTHROPIC_API_KEY']],
  ['openrouter_api_key', 'api_key', 'OpenRouter', r => 'sk-or-v1-' + r.hex(64), ['OPENROUTER_API_KEY']],
  ['huggingface_token', 'auth_token', 'Hugging Face', r => 'hf_' + r.str(A_UP + A_LO, 34), ['HF_TOKEN', 'HUGGINGFACE_HUB_TOKEN']],
  ['replicate_api_token', 'api_key', 'Replicate', r => 'r8_' + r.str(A_AN, 37), ['REPLICATE_API_TOKEN']],
  ['groq_api_key', 'api_key', 'Groq', r => 'gsk_' + r.str(A_AN, 52), ['GROQ_API_KEY']],
  ['perplexity_api_key', 'api_key', 'Perplexity', r => 'pplx-' + r.str(A_AN, 48), ['PERPLEXITY_API_KEY']],
  ['xai_api_key', 'api_key', 'xAI', r => 'xai-' + r.str(A_AN, 80), ['XAI_API_KEY']],
  ['github_pat_classic', 'auth_token', 'GitHub', r => gh(r, 'ghp_'), ['GITHUB_TOKEN', 'GH_TOKEN']],
  ['github_pat_fine_grained', 'auth_token', 'GitHub', r => 'github_pat_' + r.str(A_AN, 22) + '_' + r.str(A_AN, 59), ['GITHUB_TOKEN']],
  ['github_oauth_token', 'auth_token', 'GitHub', r => gh(r, 'gho_'), ['GITHUB_OAUTH_TOKEN']],
  ['github_app_token', 'auth_token', 'GitHub', r => gh(r, 'ghs_'), ['GITHUB_APP_TOKEN']],
  ['github_refresh_token', 'auth_token', 'GitHub', r => gh(r, 'ghr_'), ['GITHUB_REFRESH_TOKEN']],
  ['gitlab_pat', 'auth_token', 'GitLab', r => 'glpat-' + r.str(A_AN + '-_', 20), ['GITLAB_TOKEN', 'CI_JOB_TOKEN_OVERRIDE']],
  ['gitlab_runner_token', 'auth_token', 'GitLab', r => 'glrt-' + r.str(A_AN + '-_', 20), ['RUNNER_TOKEN']],
  ['gitlab_pipeline_trigger', 'auth_token', 'GitLab', r => 'glptt-' + r.hex(40), ['TRIGGER_TOKEN']],
  ['bitbucket_app_password', 'auth_token', 'Bitbucket', r => 'ATBB' + r.str(A_AN, 32), ['BITBUCKET_APP_PASSWORD']],
  ['atlassian_api_token', 'api_key', 'Atlassian', r => 'ATATT3xFfGF0' + r.str(A_AN + '-_', 170) + '=' + r.str(UHEX, 8), ['JIRA_API_TOKEN', 'CONFLUENCE_TOKEN']],
  ['slack_bot_token', 'auth_token', 'Slack', r => `xoxb-${r.digits(12)}-${r.digits(13)}-${r.str(A_AN, 24)}`, ['SLACK_BOT_TOKEN']],
  ['slack_user_token', 'auth_token', 'Slack', r => `xoxp-${r.digits(12)}-${r.digits(12)}-${r.digits(13)}-${r.hex(32)}`, ['SLACK_USER_TOKEN']],
  ['slack_app_token', 'auth_token', 'Slack', r => `xapp-1-A${r.str(A_UP + A_DIG, 10)}-${r.digits(13)}-${r.hex(64)}`, ['SLACK_APP_TOKEN']],
  ['discord_bot_token', 'auth_token', 'Discord', r => `${r.pick(['MT', 'OD', 'Nz', 'OT'])}${r.str(A_AN, 24)}.${r.str(A_AN + '-_', 6)}.${r.str(A_AN + '-_', 38)}`, ['DISCORD_TOKEN']],
  ['telegram_bot_token', 'auth_token', 'Telegram', r => `${r.int(1000000000, 7999999999)}:AA${r.str(A_AN + '-_', 33)}`, ['TELEGRAM_BOT_TOKEN']],
  ['twilio_api_key', 'api_key', 'Twilio', r => 'SK' + r.hex(32), ['TWILIO_API_KEY']],
  ['twilio_auth_token', 'api_key', 'Twilio', r => r.hex(32), ['TWILIO_AUTH_TOKEN']],
  ['sendgrid_api_key', 'api_key', 'SendGrid', r => `SG.${r.str(A_AN + '-_', 22)}.${r.str(A_AN + '-_', 43)}`, ['SENDGRID_API_KEY']],
  ['mailgun_api_key', 'api_key', 'Mailgun', r => 'key-' + r.hex(32), ['MAILGUN_API_KEY']],
  ['mailchimp_api_key', 'api_key', 'Mailchimp', r => r.hex(32) + '-us' + r.int(1, 21), ['MAILCHIMP_API_KEY']],
  ['postmark_server_token', 'api_key', 'Postmark', r => uuidLike(r), ['POSTMARK_SERVER_TOKEN']],
  ['brevo_api_key', 'api_key', 'Brevo', r => 'xkeysib-' + r.hex(64) + '-' + r.str(A_AN, 16), ['BREVO_API_KEY']],
  ['square_access_token', 'auth_token', 'Square', r => 'EAAA' + r.str(A_AN + '-_', 60), ['SQUARE_ACCESS_TOKEN']],
  ['square_app_secret', 'api_key', 'Square', r => 'sq0csp-' + r.str(A_AN + '-_', 43), ['SQUARE_APP_SECRET']],
  ['shopify_access_token', 'auth_token', 'Shopify', r => 'shpat_' + r.hex(32), ['SHOPIFY_ACCESS_TOKEN']],
  ['shopify_shared_secret', 'api_key', 'Shopify', r => 'shpss_' + r.hex(32), ['SHOPIFY_API_SECRET']],
  ['paystack_secret_key', 'api_key', 'Paystack', r => 'sk_live_' + r.hex(40), ['PAYSTACK_SECRET_KEY']],
  ['flutterwave_secret_key', 'api_key', 'Flutterwave', r => 'FLWSECK-' + r.hex(32) + '-X', ['FLW_SECRET_KEY']],
  ['razorpay_key_secret', 'api_key', 'Razorpay', r => r.str(A_AN, 24), ['RAZORPAY_KEY_SECRET']],
  ['mollie_api_key', 'api_key', 'Mollie', r => 'live_' + r.str(A_AN, 30), ['MOLLIE_API_KEY']],
  ['braintree_access_token', 'auth_token', 'Braintree', r => `access_token$production$${r.str(A_LO + A_DIG, 16)}$${r.hex(32)}`, ['BRAINTREE_ACCESS_TOKEN']],
  ['adyen_api_key', 'api_key', 'Adyen', r => 'AQE' + r.str(A_AN, 40) + '+' + r.str(A_AN, 30) + '=-' + r.str(A_AN + '+/', 43) + '=-' + r.str(A_AN, 16), ['ADYEN_API_KEY']],
  ['plaid_secret', 'api_key', 'Plaid', r => r.hex(30), ['PLAID_SECRET']],
  ['wise_api_token', 'api_key', 'Wise', r => uuidLike(r), ['WISE_API_TOKEN']],
  ['coinbase_api_secret', 'api_key', 'Coinbase', r => r.str(A_AN + '+/', 86) + '==', ['COINBASE_API_SECRET']],
  ['alchemy_api_key', 'api_key', 'Alchemy', r => r.str(A_AN + '-_', 32), ['ALCHEMY_API_KEY']],
  ['infura_project_secret', 'api_key', 'Infura', r => r.hex(32), ['INFURA_API_SECRET']],
  ['etherscan_api_key', 'api_key', 'Etherscan', r => r.str(A_UP + A_DIG, 34), ['ETHERSCAN_API_KEY']],
  ['datadog_api_key', 'api_key', 'Datadog', r => r.hex(32), ['DD_API_KEY', 'DATADOG_API_KEY']],
  ['datadog_app_key', 'api_key', 'Datadog', r => r.hex(40), ['DD_APP_KEY']],
  ['newrelic_user_key', 'api_key', 'New Relic', r => 'NRAK-' + r.str(A_UP + A_DIG, 27), ['NEW_RELIC_API_KEY']],
  ['newrelic_license_key', 'api_key', 'New Relic', r => r.hex(36) + 'NRAL', ['NEW_RELIC_LICENSE_KEY']],
  ['sentry_auth_token', 'auth_token', 'Sentry', r => 'sntrys_' + b64u({ iat: r.int(1.7e9, 1.8e9), url: 'https://sentry.io', region_url: 'https://de.sentry.io', org: r.pick(['ops', 'platform', 'web']) }) + '_' + r.str(A_AN + '/+', 43), ['SENTRY_AUTH_TOKEN']],
  ['grafana_service_account_token', 'auth_token', 'Grafana', r => { const x = r.str(A_AN, 32); return 'glsa_' + x + '_' + r.hex(8); }, ['GRAFANA_TOKEN']],
  ['grafana_cloud_token', 'api_key', 'Grafana Cloud', r => 'glc_' + Buffer.from(JSON.stringify({ o: r.digits(6), n: 'stack-' + r.digits(6) + '-hm-read', k: r.str(A_AN, 24), m: { r: r.pick(['prod-eu-west-0', 'prod-us-central-0']) } })).toString('base64'), ['GRAFANA_CLOUD_API_KEY']],
  ['pagerduty_api_key', 'api_key', 'PagerDuty', r => 'u+' + r.str(A_AN + '-_', 18), ['PAGERDUTY_TOKEN']],
  ['opsgenie_api_key', 'api_key', 'Opsgenie', r => uuidLike(r), ['OPSGENIE_API_KEY']],
  ['honeycomb_api_key', 'api_key', 'Honeycomb', r => 'hcaik_' + r.str(A_LO + A_DIG, 58), ['HONEYCOMB_API_KEY']],
  ['launchdarkly_sdk_key', 'api_key', 'LaunchDarkly', r => 'sdk-' + uuidLike(r), ['LD_SDK_KEY']],
  ['vault_service_token', 'auth_token', 'HashiCorp Vault', r => 'hvs.' + r.str(A_AN + '-_', 90), ['VAULT_TOKEN']],
  ['terraform_cloud_token', 'auth_token', 'Terraform Cloud', r => r.str(A_AN, 14) + '.atlasv1.' + r.str(A_AN, 67), ['TF_TOKEN_app_terraform_io', 'TFE_TOKEN']],
  ['doppler_token', 'auth_token', 'Doppler', r => 'dp.st.' + r.pick(['prd', 'stg', 'dev']) + '.' + r.str(A_AN, 40), ['DOPPLER_TOKEN']],
  ['pulumi_access_token', 'auth_token', 'Pulumi', r => 'pul-' + r.hex(40), ['PULUMI_ACCESS_TOKEN']],
  ['onepassword_service_account_token', 'auth_token', '1Password', r => 'ops_' + b64u({ signInAddress: 'my.1password.eu', userAuth: { method: 'SRPg-4096', alg: 'PBES2g-HS256', iterations: 650000, salt: r.str(A_AN, 22) }, email: r.str(A_LO, 13) + '@1passwordserviceaccounts.eu', srpX: r.hex(64), muk: { alg: 'A256GCM', ext: true, k: r.str(A_B64U, 43), key_ops: ['encrypt', 'decrypt'], kty: 'oct', kid: 'mp' }, secretKey: 'A3-' + r.str(A_UP + A_DIG, 6) + '-' + r.str(A_UP + A_DIG, 11) + '-' + r.str(A_UP + A_DIG, 5) + '-' + r.str(A_UP + A_DIG, 5) + '-' + r.str(A_UP + A_DIG, 5), throttleSecret: { seed: r.hex(64), deviceUuid: r.str(A_LO + A_DIG, 26) }, deviceUuid: r.str(A_LO + A_DIG, 26) }), ['OP_SERVICE_ACCOUNT_TOKEN']],
  ['digitalocean_pat', 'auth_token', 'DigitalOcean', r => 'dop_v1_' + r.hex(64), ['DIGITALOCEAN_TOKEN']],
  ['linode_token', 'auth_token', 'Akamai Linode', r => r.hex(64), ['LINODE_TOKEN']],
  ['cloudflare_api_token', 'api_key', 'Cloudflare', r => r.str(A_AN + '-_', 40), ['CLOUDFLARE_API_TOKEN', 'CF_API_TOKEN']],
  ['cloudflare_origin_ca_key', 'api_key', 'Cloudflare', r => 'v1.0-' + r.hex(24) + '-' + r.hex(146), ['CF_ORIGIN_CA_KEY']],
  ['azure_client_secret', 'api_key', 'Microsoft Entra ID', r => r.str(A_AN, 3) + '8Q~' + r.str(A_AN + '~._-', 34), ['AZURE_CLIENT_SECRET']],
  ['azure_devops_pat', 'auth_token', 'Azure DevOps', r => r.str('abcdefghijklmnopqrstuvwxyz234567', 52), ['AZURE_DEVOPS_EXT_PAT', 'ADO_PAT']],
  ['azure_openai_key', 'api_key', 'Azure OpenAI', r => r.hex(32), ['AZURE_OPENAI_API_KEY']],
  ['databricks_token', 'auth_token', 'Databricks', r => 'dapi' + r.hex(32), ['DATABRICKS_TOKEN']],
  ['snowflake_pat', 'auth_token', 'Snowflake', r => jwt(r, { p: r.digits(8) + ':' + r.digits(8), iss: 'SF:' + r.digits(4), exp: r.int(1.8e9, 1.9e9) }), ['SNOWFLAKE_TOKEN']],
  ['confluent_api_secret', 'api_key', 'Confluent', r => r.str(A_AN + '+/', 64), ['CONFLUENT_API_SECRET']],
  ['elastic_api_key', 'api_key', 'Elastic', r => Buffer.from(r.str(A_AN + '-_', 20) + ':' + r.str(A_AN + '-_', 22)).toString('base64'), ['ELASTIC_API_KEY']],
  ['algolia_admin_key', 'api_key', 'Algolia', r => r.hex(32), ['ALGOLIA_ADMIN_KEY']],
  ['mapbox_secret_token', 'api_key', 'Mapbox', r => 'sk.' + b64u({ u: r.str(A_LO, 8), a: r.str(A_LO + A_DIG, 25) }) + '.' + r.str(A_AN + '-_', 22), ['MAPBOX_SECRET_TOKEN']],
  ['notion_token', 'auth_token', 'Notion', r => r.chance(0.5) ? 'secret_' + r.str(A_AN, 43) : 'ntn_' + r.digits(11) + r.str(A_AN, 35), ['NOTION_TOKEN']],
  ['linear_api_key', 'api_key', 'Linear', r => 'lin_api_' + r.str(A_AN, 40), ['LINEAR_API_KEY']],
  ['airtable_pat', 'auth_token', 'Airtable', r => 'pat' + r.str(A_AN, 14) + '.' + r.hex(64), ['AIRTABLE_TOKEN']],
  ['hubspot_private_app_token', 'auth_token', 'HubSpot', r => 'pat-' + r.pick(['na1', 'eu1']) + '-' + uuidLike(r), ['HUBSPOT_ACCESS_TOKEN']],
  ['postman_api_key', 'api_key', 'Postman', r => `PMAK-${r.hex(24)}-${r.hex(34)}`, ['POSTMAN_API_KEY']],
  ['figma_pat', 'auth_token', 'Figma', r => 'figd_' + r.str(A_AN + '-_', 40), ['FIGMA_TOKEN']],
  ['asana_pat', 'auth_token', 'Asana', r => `2/${r.digits(16)}/${r.digits(16)}:${r.hex(32)}`, ['ASANA_PAT']],
  ['dropbox_access_token', 'auth_token', 'Dropbox', r => 'sl.' + r.str(A_AN + '-_', 135), ['DROPBOX_TOKEN']],
  ['contentful_pat', 'auth_token', 'Contentful', r => 'CFPAT-' + r.str(A_AN + '-_', 43), ['CONTENTFUL_MANAGEMENT_TOKEN']],
  ['zendesk_api_token', 'api_key', 'Zendesk', r => r.str(A_AN, 40), ['ZENDESK_API_TOKEN']],
  ['intercom_access_token', 'auth_token', 'Intercom', r => 'dG9rOj' + r.str(A_AN, 54) + '=', ['INTERCOM_ACCESS_TOKEN']],
  ['npm_token', 'auth_token', 'npm', npm, ['NPM_TOKEN']],
  ['pypi_token', 'auth_token', 'PyPI', r => 'pypi-AgEIcHlwaS5vcmc' + r.str(A_B64U, 140), ['PYPI_TOKEN', 'TWINE_PASSWORD']],
  ['rubygems_api_key', 'api_key', 'RubyGems', r => 'rubygems_' + r.hex(48), ['GEM_HOST_API_KEY']],
  ['nuget_api_key', 'api_key', 'NuGet', r => 'oy2' + r.str(A_LO + A_DIG, 43), ['NUGET_API_KEY']],
  ['dockerhub_pat', 'auth_token', 'Docker Hub', r => 'dckr_pat_' + r.str(A_AN + '-_', 27), ['DOCKERHUB_TOKEN']],
  ['netlify_pat', 'auth_token', 'Netlify', r => 'nfp_' + r.str(A_AN, 36), ['NETLIFY_AUTH_TOKEN']],
  ['vercel_token', 'auth_token', 'Vercel', r => r.str(A_AN, 24), ['VERCEL_TOKEN']],
  ['flyio_token', 'auth_token', 'Fly.io', r => 'FlyV1 fm2_' + r.str(A_B64, 200), ['FLY_API_TOKEN']],
  ['render_api_key', 'api_key', 'Render', r => 'rnd_' + r.str(A_AN, 32), ['RENDER_API_KEY']],
  ['tailscale_auth_key', 'auth_token', 'Tailscale', r => 'tskey-auth-k' + r.str(A_AN, 11) + 'CNTRL-' + r.str(A_AN, 33), ['TS_AUTHKEY']],
  ['ngrok_authtoken', 'auth_token', 'ngrok', r => '2' + r.str(A_AN, 26) + '_' + r.str(A_AN, 21), ['NGROK_AUTHTOKEN']],
  ['firebase_fcm_server_key', 'api_key', 'Firebase', r => 'AAAA' + r.str(A_AN + '-_', 7) + ':APA91b' + r.str(A_AN + '-_', 134), ['FCM_SERVER_KEY']],
  ['segment_write_key', 'api_key', 'Segment', r => r.str(A_AN, 32), ['SEGMENT_WRITE_KEY']],
  ['okta_api_token', 'api_key', 'Okta', r => '00' + r.str(A_AN + '-_', 40), ['OKTA_API_TOKEN']],
  ['auth0_client_secret', 'api_key', 'Auth0', r => r.str(A_AN + '-_', 64), ['AUTH0_CLIENT_SECRET']],
  ['supabase_service_role_key', 'auth_token', 'Supabase', r => jwt(r, { iss: 'supabase', ref: r.str(A_LO, 20), role: 'service_role', iat: r.int(1.6e9, 1.75e9), exp: r.int(1.9e9, 2.1e9) }), ['SUPABASE_SERVICE_ROLE_KEY']],
  ['supabase_secret_key', 'api_key', 'Supabase', r => 'sb_secret_' + r.str(A_AN + '-_', 32), ['SUPABASE_SECRET_KEY']],
  ['cohere_api_key', 'api_key', 'Cohere', r => r.str(A_AN, 40), ['COHERE_API_KEY', 'CO_API_KEY']],
  ['mistral_api_key', 'api_key', 'Mistral AI', r => r.str(A_AN, 32), ['MISTRAL_API_KEY']],
  ['deepseek_api_key', 'api_key', 'DeepSeek', r => 'sk-' + r.hex(32), ['DEEPSEEK_API_KEY']],
  ['pinecone_api_key', 'api_key', 'Pinecone', r => 'pcsk_' + r.str(A_AN, 6) + '_' + r.str(A_AN, 63), ['PINECONE_API_KEY']],
  ['jwt_bearer', 'auth_token', 'OAuth/OIDC', r => jwt(r, { sub: uuidLike(r), scope: 'openid profile', iat: r.int(1.7e9, 1.8e9), exp: r.int(1.8e9, 1.81e9) }), ['ACCESS_TOKEN', 'AUTH_TOKEN']],
  ['oauth_refresh_token', 'auth_token', 'OAuth', r => '1//0' + r.str(A_AN + '-_', 99), ['REFRESH_TOKEN', 'GOOGLE_REFRESH_TOKEN']],
  ['session_cookie', 'auth_token', 'web session', r => r.str(A_AN, 32), ['SESSION_ID']],
  ['keycloak_client_secret', 'api_key', 'Keycloak', r => r.str(A_AN, 32), ['KEYCLOAK_CLIENT_SECRET']],
];
function uuidLike(r) { return uuid(r); }
export const SECRET_BY_TYPE = Object.fromEntries(SECRETS.map(s => [s[0], s]));
export function secret(r, type) { const s = type ? SECRET_BY_TYPE[type] : r.pick(SECRETS); return { type: s[0], cat: s[1], vendor: s[2], value: s[3](r), env: r.pick(s[4]) }; }
// ---- webhooks ----
export const WEBHOOKS = [
  ['slack_webhook', r => `https://hooks.slack.com/services/T${r.str(A_UP + A_DIG, 10)}/B${r.str(A_UP + A_DIG, 10)}/${r.str(A_AN, 24)}`],
  ['discord_webhook', r => `https://discord.com/api/webhooks/${r.int(1, 9)}${r.digits(18)}/${r.str(A_AN + '-_', 68)}`],
  ['teams_webhook', (r, org) => `https://${org.slug.replace(/[^a-z0-9]/g, '')}.webhook.office.com/webhookb2/${uuid(r)}@${uuid(r)}/IncomingWebhook/${r.hex(32)}/${uuid(r)}/V2${r.str(A_AN + '-_', 43)}`],
  ['google_chat_webhook', r => `https://chat.googleapis.com/v1/spaces/AAAA${r.str(A_AN + '-_', 7)}/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token=${r.str(A_AN + '-_', 43)}%3D`],
  ['zapier_webhook', r => `https://hooks.zapier.com/hooks/catch/${r.digits(7)}/${r.str(A_LO + A_DIG, 6)}/`],
  ['make_webhook', r => `https://hook.${r.pick(['eu1', 'eu2', 'us1'])}.make.com/${r.str(A_LO + A_DIG, 32)}`],
  ['ifttt_webhook', r => `https://maker.ifttt.com/trigger/${r.pick(['alarm', 'backup_failed', 'new_lead'])}/with/key/${r.str(A_AN + '-_', 22)}`],
  ['mattermost_webhook', (r, org) => `https://chat.${org.domain}/hooks/${r.str(A_LO + A_DIG, 26)}`],
  ['rocketchat_webhook', (r, org) => `https://rocket.${org.domain}/hooks/${r.str(A_AN, 17)}/${r.str(A_AN, 48)}`],
  ['power_automate_webhook', r => `https://prod-${r.int(10, 99)}.${r.pick(['westeurope', 'northeurope', 'eastus'])}.logic.azure.com:443/workflows/${r.hex(32)}/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=${r.str(A_AN + '-_', 43)}`],
  ['pagerduty_events_url', r => `https://events.pagerduty.com/integration/${r.hex(32)}/enqueue`],
  ['github_webhook_delivery', (r, org) => `https://smee.io/${r.str(A_AN, 16)}`],
];
export function webhook(r, org, type) { const w = type ? WEBHOOKS.find(x => x[0] === type) : r.pick(WEBHOOKS); return { type: w[0], value: w[1](r, org) }; }
// ---- private keys ----
const pemBody = (r, prefix, len, width = 64) => { let b = prefix + r.str(A_B64, len - prefix.length - 2) + r.pick(['==', 'AA', 'Ag', 'o=']); return b.match(new RegExp(`.{1,${width}}`, 'g')).join('\n'); };
export const PRIVKEYS = [
  ['rsa_private_key_pkcs1', r => `-----BEGIN RSA PRIVATE KEY-----\n${pemBody(r, 'MIIEpAIBAAKCAQEA', 1592)}\n-----END RSA PRIVATE KEY-----`],
  ['private_key_pkcs8', r => `-----BEGIN PRIVATE KEY-----\n${pemBody(r, 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ', 1624)}\n-----END PRIVATE KEY-----`],
  ['ec_private_key', r => `-----BEGIN EC PRIVATE KEY-----\n${pemBody(r, 'MHcCAQEEI', 164)}\n-----END EC PRIVATE KEY-----`],
  ['openssh_private_key', r => `-----BEGIN OPENSSH PRIVATE KEY-----\n${pemBody(r, 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW', 396, 70)}\n-----END OPENSSH PRIVATE KEY-----`],
  ['encrypted_private_key', r => `-----BEGIN ENCRYPTED PRIVATE KEY-----\n${pemBody(r, 'MIIFHzBJBgkqhkiG9w0BBQ0wPDAbBgkqhkiG9w0BBQwwDgQI', 1760)}\n-----END ENCRYPTED PRIVATE KEY-----`],
  ['pgp_private_key', r => `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${pemBody(r, 'lQVYBG', 1320)}\n=${r.str(A_B64, 4)}\n-----END PGP PRIVATE KEY BLOCK-----`],
];
export function privateKey(r, type) { const k = type ? PRIVKEYS.find(x => x[0] === type) : r.pick(PRIVKEYS); return { type: k[0], value: k[1](r) }; }
export const RAWKEYS = [
  ['wireguard_private_key', r => b64pad(r, 32)],
  ['age_secret_key', r => 'AGE-SECRET-KEY-1' + r.str('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', 58)],
  ['eth_private_key', r => '0x' + r.hex(64)],
  ['ed25519_seed_hex', r => r.hex(64)],
];
export function rawKey(r, type) { const k = type ? RAWKEYS.find(x => x[0] === type) : r.pick(RAWKEYS); return { type: k[0], value: k[1](r) }; }
// ---- passwords ----
const WORDS = ['Summer', 'Winter', 'Falcon', 'Harbour', 'Granite', 'Copper', 'Maple', 'Orchid', 'Tiger', 'Nordlicht', 'Sol', 'Kiwi', 'Dragon', 'Velvet', 'Atlas', 'Monsun', 'Zebra', 'Pixel', 'Quartz', 'Bravo'];
export function password(r, { urlSafe = false, simple = false } = {}) {
  const sym = urlSafe ? '!*-_.~' : '!#$%*+-_.?@^~=';
  const k = simple ? 0 : r.int(0, 5);
  if (k === 0) return r.pick(WORDS) + r.int(2019, 2026) + r.pick(sym.split(''));
  if (k === 1) return r.pick(WORDS).toLowerCase() + r.pick(sym.split('')) + r.pick(WORDS) + r.int(10, 99);
  if (k === 2) return r.str(A_AN + sym, r.int(12, 24));
  if (k === 3) return [r.pick(WORDS), r.pick(WORDS), r.pick(WORDS)].join(r.pick(['-', '.', '_'])).toLowerCase() + r.int(1, 9);
  if (k === 4) return r.str(A_AN, 3) + r.pick(sym.split('')) + r.str(A_AN, 5) + r.pick(sym.split('')) + r.str(A_DIG, 2) + r.str(A_UP, 2);
  return r.str(A_AN, r.int(16, 32));
}
