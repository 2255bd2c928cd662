// Configuration, infrastructure and source files, shell sessions and patches.

export const configKinds = {
  dotenv(c, d) {
    const { r } = c;
    d.w`# ${r.pick(['production', 'staging', 'local'])} — do not commit\nNODE_ENV=production\nAPP_VERSION=${c.neg('version')}\nDATABASE_URL=${c.conn(r.pick(['postgres', 'mysql', 'mongodb']))}\n`;
    d.w`REDIS_URL=${c.conn('redis')}\nAWS_ACCESS_KEY_ID=${c.apiKey('aws_access_key_id')}\nAWS_SECRET_ACCESS_KEY=${c.apiKey('aws_secret_access_key')}\n`;
    const quote = r.pick(['', '', '"', "'"]);
    d.w`SECRET_KEY=${c.secret()}\nSMTP_USER=${c.team()}\nSMTP_PASSWORD=${quote}${c.pw({ noSpace: !quote })}${quote}\n`;
    if (r.chance(0.5)) d.w`SENTRY_RELEASE=${c.neg('git_sha')}\nSTRIPE_KEY=${c.neg('placeholder')}\n`;
    if (r.chance(0.5)) d.w`GITHUB_TOKEN=${c.apiKey(r.pick(['github_pat', 'github_fine_grained']))}\n`;
  },

  k8s_secret(c, d) {
    const { r } = c;
    const pw = c.pwText({ noSpace: true });
    d.w`apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${r.pick(['billing-db', 'api-credentials', 'smtp'])}\n  namespace: ${r.pick(['prod', 'payments', 'default'])}\n  uid: ${c.neg('uuid')}\ntype: Opaque\nstringData:\n`;
    d.w`  DB_PASSWORD: "${c.rawLabel('password', 'password', pw)}"\n  SENDGRID_API_KEY: ${c.apiKey('sendgrid')}\n  JWT_SIGNING_KEY: ${c.secret()}\n`;
    if (r.chance(0.5)) d.w`data:\n  tls.key: ${c.rawLabel('private_key', 'pem_base64', Buffer.from(c.pkey().value).toString('base64'), true)}\n`;
  },

  helm_values(c, d) {
    const { r } = c;
    d.w`image:\n  repository: ghcr.io/kestrel/api\n  tag: ${c.neg('version')}\n  digest: ${c.neg('image_digest')}\npostgresql:\n  auth:\n    username: app\n    password: ${yamlPw(c)}\n    existingSecret: ""\n`;
    d.w`ingress:\n  hosts:\n    - api.${c.companyDomain()}\nmonitoring:\n  datadogApiKey: ${c.apiKey('datadog_api_key')}\nalerts:\n  email: ${c.team()}\n  slackWebhook: ${c.apiKey('slack_webhook')}\n`;
    if (r.chance(0.4)) d.w`admin:\n  password: "${c.neg('placeholder')}"  # set via --set\n`;
  },

  docker_compose(c, d) {
    const { r } = c;
    d.w`services:\n  db:\n    image: ${c.neg('image_digest')}\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: ${yamlPw(c)}\n`;
    d.w`  api:\n    build: .\n    environment:\n      - DATABASE_URL=${c.conn('postgres')}\n      - MAIL_FROM=${c.team()}\n      - OPENAI_API_KEY=${c.apiKey(r.pick(['openai', 'anthropic', 'huggingface']))}\n    ports: ["8080:8080"]\n    networks: { internal: { ipv4_address: ${c.neg('private_ip')} } }\n`;
  },

  terraform(c, d) {
    const { r } = c;
    d.w`provider "aws" {\n  region     = "eu-west-1"\n  access_key = "${c.apiKey('aws_access_key_id')}"\n  secret_key = "${c.apiKey('aws_secret_access_key')}"\n}\n\n`;
    d.w`resource "aws_db_instance" "main" {\n  identifier = "orders"\n  username   = "dbadmin"\n  password   = "${c.pw({ noSpace: true })}"\n  snapshot   = "${c.rawNeg('resource_id', 'snap-' + r.hex(17))}"\n}\n\n`;
    d.w`resource "aws_instance" "bastion" {\n  ami = "${c.rawNeg('resource_id', 'ami-' + r.hex(17))}"\n  tags = { Owner = "${c.email(c.person())}" }\n}\n`;
  },

  ini_config(c, d) {
    const { r } = c;
    d.w`; ${r.pick(['app.ini', 'settings.cfg', 'php.ini overrides'])}\n[database]\nhost = ${c.neg('private_ip')}\nuser = report\npassword = ${c.pw()}\n\n[mail]\nsmtp_user = ${c.team()}\nsmtp_pass = ${c.pw({ noSpace: true })}\n\n[api]\nclient_secret = ${c.secret()}\nbuild = ${c.neg('build_id')}\n`;
  },

  toml_config(c, d) {
    const owner = c.person();
    d.w`[server]\nbind = "0.0.0.0:8443"\nrelease = "${c.neg('version')}"\n\n[database]\nurl = "${c.conn(c.r.pick(['postgres', 'mysql']))}"\n\n[oauth]\nclient_id = "${c.neg('uuid')}"\nclient_secret = "${c.secret()}"\n\n[owner]\nname = "${c.name(owner)}"\nemail = "${c.email(owner)}"\n`;
  },

  java_properties(c, d) {
    d.w`spring.datasource.url=jdbc:postgresql://${c.neg('private_ip')}:5432/crm\nspring.datasource.username=crm\nspring.datasource.password=${c.pw({ noSpace: true })}\nspring.mail.username=${c.team()}\nspring.mail.password=${c.pw({ noSpace: true })}\napp.jwt.secret=${c.secret()}\napp.build=${c.neg('short_sha')}\n`;
  },

  ci_yaml(c, d) {
    const { r } = c;
    d.w`name: deploy\non: { push: { branches: [main] } }\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      REGISTRY_TOKEN: "${c.neg('placeholder')}"\n      NPM_TOKEN: ${c.apiKey('npm_token')}\n    steps:\n      - uses: actions/checkout@${c.neg('git_sha')}\n`;
    d.w`      - run: echo "${c.apiKey(r.pick(['gitlab_pat', 'github_pat', 'digitalocean']))}" | docker login ghcr.io -u ci --password-stdin\n      - run: |\n          curl -fsS -H "Authorization: Bearer ${c.token()}" https://deploy.${c.companyDomain()}/hooks/release\n`;
    if (r.chance(0.6)) {
      const key = c.pkey();
      d.w`  # TODO: move to repository secrets\n  variables:\n    SSH_PRIVATE_KEY: |\n      ${c.rawLabel('private_key', key.type, key.value.replace(/\n/g, '\n      '))}\n`;
    }
  },

  python_source(c, d) {
    const { r } = c;
    d.w`import requests\nimport psycopg2\n\n# TODO move to vault (${c.name(c.person())})\nAPI_KEY = "${c.apiKey(r.pick(['google_api_key', 'openai', 'sendgrid', 'huggingface', 'shopify']))}"\nDB = psycopg2.connect(host="${c.neg('private_ip')}", user="etl", password="${c.pw({ noSpace: true })}")\n\n`;
    d.w`def notify(order_id="${c.neg('order_no')}"):\n    requests.post("https://hooks.${c.companyDomain()}/notify", json={"to": "${c.email(c.person())}", "order": order_id})\n`;
  },

  js_source(c, d) {
    const { r } = c;
    d.w`// config.js\nexport const config = {\n  stripeKey: '${c.apiKey('stripe_secret')}',\n  slackBot: '${c.apiKey('slack_bot')}',\n  admin: { user: 'ops', password: '${c.pw({ noSpace: true })}' },\n  supportEmail: '${c.team()}',\n  cdnPath: '${c.neg('path_token')}',\n  buildHash: '${c.neg('md5')}',\n};\n`;
    if (r.chance(0.5)) d.w`\nconst testUser = { email: '${c.neg('doc_email')}', card: '${c.neg('test_card')}' };\n`;
  },

  go_source(c, d) {
    d.w`package main\n\nconst (\n\ttelegramToken = "${c.apiKey('telegram_bot')}"\n\tdsn           = "${c.conn(c.r.pick(['mysql', 'postgres']))}"\n)\n\n// owner: ${c.name(c.person())}\nvar privateKeyPEM = \`${c.pkey()}\`\n`;
  },

  shell_history(c, d) {
    const { r } = c;
    let n = 0;
    const num = () => String(++n + r.int(100, 900)).padStart(5, ' ');
    d.w`${num()}  git clone ${c.neg('git_remote')} && cd billing-api\n${num()}  npm i ${c.neg('pkg_spec')}\n${num()}  mysql -u root -p'${c.pw({ noSpace: true, noQuote: true })}' -h ${c.neg('private_ip')} crm\n`;
    d.w`${num()}  export GITHUB_TOKEN=${c.apiKey('github_pat')}\n${num()}  psql "${c.conn('postgres')}"\n`;
    d.w`${num()}  ssh deploy@${c.ip(false)}\n${num()}  git checkout ${c.neg('short_sha')}\n${num()}  htpasswd -b /etc/nginx/.htpasswd admin ${c.pw({ noSpace: true })}\n`;
    if (r.chance(0.6)) d.w`${num()}  echo '${c.pkey()}' > ~/.ssh/id_deploy\n`;
  },

  curl_command(c, d) {
    const { r } = c;
    const p = c.person();
    d.w`curl -X POST https://api.${c.companyDomain()}/v2/customers \\\n  -H "Authorization: Bearer ${c.token()}" \\\n  -H "Content-Type: application/json" \\\n  -d '{"name":"${c.name(p)}","email":"${c.email(p)}","phone":"${c.phone(c.locale, true)}"}'\n`;
    if (r.chance(0.5)) d.w`\ncurl -u "admin:${c.pw({ noSpace: true, noQuote: true })}" https://grafana.${c.companyDomain()}/api/users\n`;
    if (r.chance(0.5)) d.w`curl https://api.stripe.com/v1/charges -u ${c.apiKey('stripe_secret')}:\n`;
  },

  git_diff(c, d) {
    const { r } = c;
    const admin = c.person();
    d.w`diff --git a/config/settings.py b/config/settings.py\nindex ${c.neg('short_sha')}..${c.neg('short_sha')} 100644\n--- a/config/settings.py\n+++ b/config/settings.py\n@@ -12,7 +12,7 @@\n-EMAIL_HOST_PASSWORD = os.environ["EMAIL_HOST_PASSWORD"]\n+EMAIL_HOST_PASSWORD = "${c.pw({ noSpace: true })}"\n`;
    d.w`-AWS_KEY = ${c.neg('placeholder')}\n+AWS_KEY = "${c.apiKey('aws_access_key_id')}"\n ADMINS = [("${c.name(admin)}", "${c.email(admin)}")]\n`;
    if (r.chance(0.5)) d.w`+SIGNING_KEY = """${c.pkey()}"""\n`;
  },

  notebook(c, d) {
    const { r } = c;
    const p = c.person();
    d.w`{"cells": [{"cell_type": "code", "execution_count": ${r.int(1, 40)}, "source": ["import openai\\n", "openai.api_key = '${c.apiKey('openai')}'\\n", "df = pd.read_sql('select * from users', '${c.conn('postgres')}')"]`;
    d.w`, "outputs": [{"output_type": "execute_result", "data": {"text/plain": ["   id            name                  email\\n", "0  ${r.int(1, 999)}  ${c.name(p)}  ${c.email(p)}\\n"]}}]}], "metadata": {"kernelspec": {"name": "python3"}}, "nbformat": 4}\n`;
  },
};

/** A password as YAML needs it: quoted when it starts with an indicator or holds ": " or " #". */
function yamlPw(c) {
  const pw = c.pwText({ noSpace: c.r.chance(0.7) });
  const quote = /^[-!&*@%?|>'"`{}[\],#^~=+.]/.test(pw) || /: | #|\s$/.test(pw) || c.r.chance(0.3) ? c.r.pick(['"', "'"]) : '';
  return [quote, c.rawLabel('password', 'password', pw), quote];
}

// Source files in further languages, each with a credential or a person written into it.
export const moreSourceKinds = {
  source_misc(c, d) {
    const { r } = c;
    const owner = c.person();
    switch (r.int(0, 3)) {
      case 0:
        d.w`// MailConfig.java\npublic final class MailConfig {\n    /** Maintainer: ${c.name(owner)} <${c.email(owner)}> */\n    static final String SMTP_USER = "${c.team()}";\n    static final String SMTP_PASSWORD = "${c.pw({ noSpace: true })}";\n    static final String TWILIO_KEY = "${c.apiKey('twilio_api_key')}";\n    static final String BUILD = "${c.neg('short_sha')}";\n}\n`;
        break;
      case 1:
        d.w`// Program.cs\nvar builder = WebApplication.CreateBuilder(args);\nbuilder.Services.AddDbContext<ShopDb>(o => o.UseSqlServer(\n    "${c.conn('mssql')}"));\nbuilder.Services.AddSingleton(new SendGridClient("${c.apiKey('sendgrid')}"));\n// ${c.say({ en: 'ask', de: 'frag', fr: 'demander à', es: 'pregunta a' })} ${c.name(owner)} (${c.phone()})\n`;
        break;
      case 2:
        d.w`# config/initializers/stripe.rb\nStripe.api_key = ENV.fetch("STRIPE_KEY", "${c.apiKey('stripe_secret')}")\nADMIN = { name: "${c.name(owner)}", email: "${c.email(owner)}" }.freeze\nRedis.new(url: "${c.conn('redis')}")\n# gem "stripe", "${c.neg('version')}"\n`;
        break;
      default:
        d.w`// src/config.rs\npub const DATABASE_URL: &str = "${c.conn(r.pick(['postgres', 'mysql']))}";\npub const HF_TOKEN: &str = "${c.apiKey('huggingface')}";\npub const REQUEST_ID: &str = "${c.neg('uuid')}";\n// TODO(${c.name(owner)}): read these from the environment\n`;
    }
  },
};
