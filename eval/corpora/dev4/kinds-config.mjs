// Configuration and infrastructure files, credential dotfiles, key material on disk.

export const configKinds = {
  dotenv(c, d) {
    const { r } = c;
    d.w`# ${r.pick(['production', 'staging', 'local'])} — do not commit\nNODE_ENV=production\nAPP_VERSION=${c.neg('version')}\nDATABASE_URL=${c.conn(r.pick(['postgres', 'mysql', 'mongodb']))}\n`;
    d.w`REDIS_URL=${c.conn('redis')}\nAWS_ACCESS_KEY_ID=${c.apiKey('aws_access_key_id')}\nAWS_SECRET_ACCESS_KEY=${c.apiKey('aws_secret_access_key')}\n`;
    const quote = r.pick(['', '', '"', "'"]);
    d.w`SECRET_KEY=${c.secret()}\nSMTP_USER=${c.team()}\nSMTP_PASSWORD=${quote}${c.pw({ noSpace: !quote })}${quote}\n`;
    if (r.chance(0.5)) d.w`SENTRY_RELEASE=${c.neg('git_sha')}\nSTRIPE_KEY=${c.neg('placeholder')}\n`;
    if (r.chance(0.5)) d.w`GITHUB_TOKEN=${c.apiKey(r.pick(['github_pat', 'github_fine_grained']))}\n`;
    if (r.chance(0.4)) { const key = c.pkey(r.pick(['rsa', 'pkcs8', 'ec'])); d.w`JWT_PRIVATE_KEY="${c.rawLabel('private_key', key.type, key.value.replace(/\n/g, '\\n'))}"\n`; }
  },

  env_example(c, d) {
    const { r } = c;
    d.w`# .env.example — copy to .env and fill in\nDATABASE_URL=postgres://${c.rawNeg('placeholder', 'USER:PASSWORD@HOST')}:5432/app\nSECRET_KEY=${c.neg('placeholder')}\nSTRIPE_API_KEY=${c.rawNeg('placeholder', 'sk_live_...')}\nADMIN_EMAIL=${c.neg('doc_email')}\nADMIN_PASSWORD=${c.rawNeg('placeholder', r.pick(['changeme', '<choose-a-password>', 'CHANGE_ME']))}\n`;
    d.w`SENTRY_DSN=${c.rawNeg('placeholder', 'https://<key>@o0.ingest.sentry.io/0')}\nAPP_VERSION=${c.neg('version')}\n`;
    if (r.chance(0.35)) d.w`# left over from local testing:\nMAILGUN_KEY=${c.apiKey('mailgun')}\n`;
  },

  k8s_secret(c, d) {
    const { r } = c;
    const pw = c.pwText({ noSpace: true });
    d.w`apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${r.pick(['billing-db', 'api-credentials', 'smtp'])}\n  namespace: ${r.pick(['prod', 'payments', 'default'])}\n  uid: ${c.neg('uuid')}\ntype: Opaque\nstringData:\n`;
    d.w`  DB_PASSWORD: "${c.rawLabel('password', 'password', pw)}"\n  SENDGRID_API_KEY: ${c.apiKey('sendgrid')}\n  JWT_SIGNING_KEY: ${c.secret()}\n`;
    if (r.chance(0.5)) d.w`  DATABASE_URL: "${c.conn(r.pick(['postgres', 'mysql', 'mongodb']))}"\n`;
    if (r.chance(0.5)) d.w`data:\n  tls.key: ${c.rawLabel('private_key', 'pem_base64', Buffer.from(c.pkey().value).toString('base64'), true)}\n`;
  },

  helm_values(c, d) {
    const { r } = c;
    d.w`image:\n  repository: ghcr.io/kestrel/api\n  tag: ${c.neg('version')}\n  digest: ${c.neg('image_digest')}\npostgresql:\n  auth:\n    username: app\n    password: ${yamlPw(c)}\n    existingSecret: ""\n`;
    d.w`ingress:\n  hosts:\n    - api.${c.companyDomain()}\nmonitoring:\n  datadogApiKey: ${c.apiKey('datadog_api_key')}\nalerts:\n  email: ${c.team()}\n  slackWebhook: ${c.apiKey('slack_webhook')}\n`;
    if (r.chance(0.4)) d.w`admin:\n  password: "${c.neg('placeholder')}"  # set via --set\n`;
  },

  kubeconfig(c, d) {
    const { r } = c;
    d.w`apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    certificate-authority-data: ${c.rawNeg('certificate', r.bytes(r.int(300, 600)).toString('base64'))}\n    server: https://${c.ip(false)}:6443\n  name: prod\nusers:\n- name: ${c.r.pick(['admin', 'ci-bot'])}\n  user:\n    token: ${c.token(r.pick(['jwt', 'opaque_bearer']))}\ncontexts:\n- context: { cluster: prod, user: admin }\n  name: prod\ncurrent-context: prod\n`;
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

  ansible_inventory(c, d) {
    const { r } = c;
    d.w`[web]\n${c.ip(false)} ansible_user=deploy ansible_password=${c.pw({ noSpace: true, urlSafe: true })}\n${c.neg('private_ip')} ansible_user=ops ansible_become_pass=${c.pw({ noSpace: true, urlSafe: true })}\n\n[db]\ndb1 ansible_host=${c.ip(false)} ansible_ssh_private_key_file=~/.ssh/id_${r.pick(['rsa', 'ed25519'])}\n\n[all:vars]\nvault_id=${c.neg('uuid')}\nnotify_email=${c.team()}\n`;
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

  appsettings_json(c, d) {
    d.w`{\n  "ConnectionStrings": {\n    "Default": "${c.conn('mssql')}"\n  },\n  "Smtp": { "User": "${c.team()}", "Password": "${c.pw({ noSpace: true, urlSafe: true })}" },\n  "Jwt": { "Issuer": "https://login.${c.companyDomain()}", "Key": "${c.secret()}" },\n  "Storage": "${c.conn('azure_storage')}",\n  "Build": "${c.neg('build_id')}"\n}\n`;
  },

  php_config(c, d) {
    d.w`<?php\n// wp-config.php (staging)\ndefine('DB_NAME', 'wp_shop');\ndefine('DB_USER', 'wp');\ndefine('DB_PASSWORD', '${c.pw({ noSpace: true })}');\ndefine('DB_HOST', '${c.neg('private_ip')}');\ndefine('AUTH_KEY', '${c.secret()}');\ndefine('SECURE_AUTH_SALT', '${c.secret()}');\n$mailgun_key = '${c.apiKey('mailgun')}';\n$queue_dsn = '${c.conn(c.r.pick(['amqp', 'redis']))}';\n$admin_email = '${c.email(c.person())}';\n`;
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

  credential_dotfiles(c, d) {
    const { r } = c;
    const user = c.emailText(c.person()).split('@')[0].replace(/[^a-z0-9._-]/gi, '');
    const parts = r.sample(['npmrc', 'netrc', 'pypirc', 'gitcreds', 'docker', 'maven', 'sentry'], r.int(2, 4));
    for (const part of parts) {
      if (part === 'npmrc') d.w`# ~/.npmrc\n//registry.npmjs.org/:_authToken=${c.apiKey('npm_token')}\n@acme:registry=https://npm.pkg.github.com/\n\n`;
      if (part === 'netrc') d.w`# ~/.netrc\nmachine ${r.pick(['api.github.com', 'gitlab.kestrel-freight.com', 'ftp.aldergrove.io'])} login ${user} password ${r.chance(0.5) ? c.apiKey(r.pick(['github_pat', 'gitlab_pat'])) : c.pw({ noSpace: true })}\n\n`;
      if (part === 'pypirc') d.w`# ~/.pypirc\n[pypi]\nusername = __token__\npassword = ${c.apiKey('pypi_token')}\n\n`;
      if (part === 'gitcreds') d.w`# ~/.git-credentials\nhttps://${user}:${c.apiKey('github_pat')}@github.com\n\n`;
      if (part === 'docker') {
        const pw = c.pwText({ noSpace: true });
        d.w`# ~/.docker/config.json\n{"auths": {"registry.${c.companyDomain()}": {"auth": "${c.rawLabel('password', 'basic_auth_base64', Buffer.from(`${user}:${pw}`).toString('base64'), true)}"}}}\n\n`;
      }
      if (part === 'maven') d.w`<!-- ~/.m2/settings.xml -->\n<server><id>releases</id><username>${user}</username><password>${c.pw({ noSpace: true, urlSafe: true })}</password></server>\n\n`;
      if (part === 'sentry') d.w`# .sentryclirc / app config\nSENTRY_DSN=${c.softKey('sentry_dsn')}\nLINEAR_API_KEY=${c.apiKey(r.pick(['linear', 'notion', 'figma', 'postman', 'newrelic', 'grafana_sa', 'atlassian', 'square', 'discord_bot']))}\n\n`;
    }
  },

  service_account_json(c, d) {
    const { r } = c;
    const proj = r.pick(['kestrel-prod-3321', 'analytics-eu', 'brightwater-ml']);
    const key = c.pkey();
    d.w`{\n  "type": "service_account",\n  "project_id": "${proj}",\n  "private_key_id": "${c.rawNeg('key_id', r.hex(40))}",\n  "private_key": "${c.rawLabel('private_key', key.type, key.value.replace(/\n/g, '\\n'))}",\n`;
    d.w`  "client_email": "${c.rawLabel('email', 'service_account', `${r.pick(['etl-runner', 'ci-deploy', 'backup'])}@${proj}.iam.gserviceaccount.com`, true)}",\n  "client_id": "${c.rawNeg('client_id', r.digits(21))}",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}\n`;
  },

  tls_bundle(c, d) {
    const { r } = c;
    const cert = `-----BEGIN CERTIFICATE-----\n${r.bytes(r.int(500, 900)).toString('base64').match(/.{1,64}/g).join('\n')}\n-----END CERTIFICATE-----`;
    d.w`# /etc/nginx/ssl/${r.pick(['shop', 'api', 'mail'])}.pem — cert first, then key\n${c.rawNeg('certificate', cert)}\n${c.pkey()}\n`;
    d.w`# deployed ${c.neg('timestamp')} by ${c.name(c.person())}\n`;
  },
};

/** A password as YAML needs it: quoted when it starts with an indicator or holds ": " or " #". */
function yamlPw(c) {
  const pw = c.pwText({ noSpace: c.r.chance(0.7) });
  const quote = /^[-!&*@%?|>'"`{}[\],#^~=+.]/.test(pw) || /: | #|\s$/.test(pw) || c.r.chance(0.3) ? c.r.pick(['"', "'"]) : '';
  return [quote, c.rawLabel('password', 'password', pw), quote];
}
