// Configuration, infrastructure and CI files.

import { t, join, L, S, N, mapValue } from './text.mjs';

const EN = ['en'];
/** A PEM written with literal "\n" escapes, as it appears inside JSON and .env strings. */
const escapedPem = (h, shape) => mapValue(h.pem({}, shape), (v) => v.replace(/\n/g, '\\n'));

export const CONFIG = {
  env_file: { langs: EN, weight: 4, make(h) {
    const { r } = h;
    const lines = r.sample([
      () => t`DATABASE_URL=${h.conn()}`,
      () => t`STRIPE_SECRET_KEY=${h.key('stripe_secret')}`,
      () => t`OPENAI_API_KEY=${h.key('openai')}`,
      () => t`ANTHROPIC_API_KEY=${h.key('anthropic')}`,
      () => t`AWS_ACCESS_KEY_ID=${h.key('aws_access_key_id')}\nAWS_SECRET_ACCESS_KEY=${h.key('aws_secret_access_key')}`,
      () => t`SESSION_SECRET=${h.key('generic')}`,
      () => t`SMTP_PASSWORD=${h.pw()}`,
      () => t`SENDGRID_API_KEY=${h.key('sendgrid')}`,
      () => t`JWT_PRIVATE_KEY="${escapedPem(h, 'rsa')}"`,
      () => t`GITHUB_TOKEN=${h.key('github_pat')}`,
      () => t`HF_TOKEN=${h.key('huggingface')}`,
      () => t`TWILIO_ACCOUNT_SID=AC${N(r.chars(32, '0123456789abcdef'), 'account_sid')}\nTWILIO_AUTH_TOKEN=${h.key('twilio_auth_token')}`,
      () => t`DATADOG_API_KEY=${h.key('datadog_api')}`,
      () => t`REDIS_URL=${h.conn()}`,
      () => t`CLOUDFLARE_API_TOKEN=${h.key('cloudflare')}`,
      () => t`ADMIN_PASSWORD=${h.pw()}`,
      () => t`SIGNING_KEY="${h.pem({ singleLine: true }, r.pick(['ec', 'rsa', 'pkcs8']))}"`,
      () => t`REFRESH_TOKEN=${h.bearer()}`,
    ], r.int(3, 7)).map((f) => f());
    const safe = r.sample([
      () => t`NODE_ENV=production`, () => t`PORT=${r.int(3000, 9000)}`, () => t`LOG_LEVEL=info`, () => t`APP_VERSION=${h.neg('version')}`,
      () => t`BUILD_SHA=${h.neg('git_sha')}`, () => t`TENANT_ID=${h.neg('uuid')}`, () => t`MAILGUN_API_KEY=${h.placeholder('api_key')}`, () => t`DB_PASSWORD=${h.secretRef()}`,
    ], r.int(2, 4)).map((f) => f());
    return join(r.shuffle([...lines, ...safe]));
  } },

  env_example: { langs: EN, weight: 1, make(h) {
    return t`# .env.example — copy to .env and fill in
API_KEY=${h.placeholder('api_key')}
DB_PASSWORD=${h.placeholder('password')}
AWS_ACCESS_KEY_ID=${h.docExample()}
DATABASE_URL=postgres://user:${N('password', 'placeholder')}@localhost:5432/app
SENTRY_RELEASE=${h.neg('version')}`;
  } },

  k8s_secret: { langs: EN, weight: 5, make(h) {
    const { r } = h;
    return t`apiVersion: v1
kind: Secret
metadata:
  name: ${r.pick(['api-credentials', 'db-secret', 'payments'])}
  namespace: ${r.pick(['prod', 'staging', 'default'])}
  uid: ${h.neg('uuid')}
type: Opaque
stringData:
  DB_PASSWORD: "${h.pw()}"
  SLACK_TOKEN: ${h.key('slack_bot')}
  tls.key: |
    ${mapValue(h.pem({}, r.pick(['ec', 'pkcs8', 'rsa'])), (v) => v.replace(/\n/g, '\n    '))}`;
  } },

  k8s_deployment: { langs: EN, weight: 1, make(h) {
    const { r } = h;
    return t`apiVersion: apps/v1
kind: Deployment
metadata: { name: worker, labels: { app: worker, version: "${h.neg('version')}" } }
spec:
  template:
    spec:
      containers:
        - name: worker
          image: registry.acme-ops.net/worker@sha256:${h.neg('sha256')}
          env:
            - { name: QUEUE_URL, value: "${h.conn()}" }
            - { name: DD_API_KEY, value: "${h.key('datadog_api')}" }
            - { name: DB_PASSWORD, valueFrom: { secretKeyRef: { name: db, key: password } } }`;
  } },

  helm_values: { langs: EN, weight: 2, make(h) {
    const { r } = h;
    return t`# values-prod.yaml
image:
  tag: ${h.neg('version')}
postgresql:
  auth:
    username: app
    password: ${h.pw()}
    existingSecret: ""
redis:
  password: ${r.chance(0.5) ? h.pw() : h.secretRef()}
ingress:
  hosts: [shop.harborline.co]
extraEnv:
  VAULT_TOKEN: ${h.key('vault')}
  NEW_RELIC_LICENSE: ${h.key('newrelic')}`;
  } },

  docker_compose: { langs: EN, weight: 2, make(h) {
    const { r } = h;
    return t`services:
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: app
      POSTGRES_PASSWORD: ${h.pw()}
  api:
    build: .
    environment:
      - DATABASE_URL=${h.conn('db', 'app')}
      - MAPBOX_TOKEN=${h.key('mapbox_secret')}
      - GIT_COMMIT=${h.neg('git_sha')}
    ports: ["${r.int(3000, 9000)}:8080"]`;
  } },

  terraform: { langs: EN, weight: 2, make(h) {
    const { r } = h;
    return t`provider "aws" {
  region     = "eu-west-1"
  access_key = "${h.key('aws_access_key_id')}"
  secret_key = "${h.key('aws_secret_access_key')}"
}

provider "digitalocean" {
  token = "${h.key('digitalocean')}"
}

resource "aws_db_instance" "main" {
  identifier = "orders-${r.int(1, 9)}"
  username   = "admin"
  password   = "${h.pw()}"
  tags       = { commit = "${h.neg('git_sha')}" }
}

# the module's documented default is "${N('changeme', 'placeholder')}"; override it per environment
variable "db_password" { sensitive = true }`;
  } },

  ini_config: { langs: EN, weight: 1, make(h) {
    return t`[database]
host = ${h.host()}
user = reporting
password = ${h.pw()}

[smtp]
server = smtp.northwind-logistics.io
username = ${h.email(h.person())}
password = ${h.pw()}

[build]
checksum = ${h.neg('sha1')}`;
  } },

  toml_config: { langs: EN, weight: 1, make(h) {
    return t`[server]
bind = "0.0.0.0:8080"
release = "${h.neg('version')}"

[storage]
connection = "${h.conn()}"

[auth]
signing_key = "${h.key('generic')}"
linear_api_key = "${h.key('linear')}"`;
  } },

  java_properties: { langs: EN, weight: 1, make(h) {
    return t`spring.datasource.url=jdbc:mysql://${h.host()}:3306/shop
spring.datasource.username=shop
spring.datasource.password=${h.pw()}
spring.mail.password=${h.pw()}
app.jwt.secret=${h.key('generic')}
app.build.id=${h.neg('uuid')}
app.docs.example-key=${h.docExample()}`;
  } },

  makefile: { langs: EN, weight: 1, make(h) {
    return t`REGISTRY ?= registry.acme-ops.net
VERSION := ${h.neg('version')}
NPM_TOKEN := ${h.key('npm')}

publish:
	echo "//registry.npmjs.org/:_authToken=$(NPM_TOKEN)" > .npmrc
	npm publish

deploy:
	PGPASSWORD='${h.pw()}' psql -h ${h.host()} -U deploy -c 'select 1'`;
  } },

  github_actions: { langs: EN, weight: 2, make(h) {
    const { r } = h;
    return t`name: release
on: { push: { tags: ['v*'] } }
jobs:
  publish:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@${h.neg('git_sha')}
      - run: twine upload dist/*
        env:
          TWINE_USERNAME: __token__
          TWINE_PASSWORD: ${r.chance(0.5) ? h.key('pypi') : N('${{ secrets.PYPI_TOKEN }}', 'placeholder')}
      - run: curl -X POST -H "Authorization: Bearer ${h.key('github_fine_grained')}" https://api.github.com/repos/acme/app/dispatches
      - run: echo "deploying ${N('${{ github.sha }}', 'placeholder')}"`;
  } },

  gitlab_ci: { langs: EN, weight: 1, make(h) {
    return t`variables:
  DOCKER_DRIVER: overlay2
  GITLAB_TOKEN: "${h.key('gitlab_pat')}"
  SNYK_VERSION: "${h.neg('version')}"

deploy:
  stage: deploy
  script:
    - export HCLOUD_TOKEN=${h.key('generic')}
    - ./deploy.sh --db "${h.conn()}"
  only: [main]`;
  } },

  jenkinsfile: { langs: EN, weight: 1, make(h) {
    return t`pipeline {
  agent any
  environment {
    SONAR_TOKEN = '${h.key('generic')}'
    DOCKER_PASS = "${h.pw()}"
    CREDS = credentials('${N('deploy-ssh-key', 'credential_id')}')
  }
  stages {
    stage('Build') { steps { sh "docker login -u ci -p ${h.pw()} registry.acme-ops.net" } }
    stage('Notify') { steps { sh "curl -d 'build ${h.neg('version')}' https://hooks.slack.com/services/${L(`T${h.r.chars(8, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/B${h.r.chars(10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/${h.r.chars(24, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}`, 'api_key', 'slack_webhook')}" } }
  }
}`;
  } },

  jenkins_credentials_xml: { langs: EN, weight: 2, make(h) {
    return t`<com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>
  <scope>GLOBAL</scope>
  <id>${h.neg('uuid')}</id>
  <username>deploy</username>
  <password>${h.pw()}</password>
</com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>
<com.cloudbees.jenkins.plugins.sshcredentials.impl.BasicSSHUserPrivateKey>
  <id>git-ssh</id>
  <privateKeySource class="DirectEntryPrivateKeySource">
    <privateKey>${h.pem({}, 'openssh')}</privateKey>
  </privateKeySource>
</com.cloudbees.jenkins.plugins.sshcredentials.impl.BasicSSHUserPrivateKey>`;
  } },

  dotfiles: { langs: EN, weight: 2, make(h) {
    const { r } = h;
    return r.pick([
      () => t`# ~/.npmrc
//registry.npmjs.org/:_authToken=${h.key('npm')}
@acme:registry=https://npm.pkg.github.com/
//npm.pkg.github.com/:_authToken=${h.key('github_pat')}`,
      () => t`# ~/.pypirc
[pypi]
username = __token__
password = ${h.key('pypi')}`,
      () => t`# ~/.aws/credentials
[default]
aws_access_key_id = ${h.key('aws_access_key_id')}
aws_secret_access_key = ${h.key('aws_secret_access_key')}

[docs]
aws_access_key_id = ${h.docExample()}`,
      () => t`# ~/.netrc
machine api.heroku.com
  login ${h.email(h.person())}
  password ${h.key('heroku')}`,
      () => t`# ~/.docker/config.json
{"auths":{"registry.acme-ops.net":{"auth":"${L(Buffer.from(`ci:${h.r.chars(16, 'abcdefghijkmnopqrstuvwxyz0123456789')}`).toString('base64'), 'password', 'basic_auth_base64')}"}},"credsStore":""}`,
    ])();
  } },

  service_account_json: { langs: EN, weight: 5, make(h) {
    const { r } = h;
    return t`{
  "type": "service_account",
  "project_id": "orders-${r.int(100000, 999999)}",
  "private_key_id": "${h.neg('sha1')}",
  "private_key": "${escapedPem(h, 'pkcs8')}",
  "client_email": "deployer@orders-${r.int(1000, 9999)}.iam.gserviceaccount.com",
  "client_id": "${N(r.digits(21), 'client_id')}"
}`;
  } },

  kubeconfig: { langs: EN, weight: 1, make(h) {
    return t`apiVersion: v1
kind: Config
clusters:
- name: prod
  cluster: { server: "https://${h.ip(false)}:6443" }
users:
- name: admin
  user:
    token: ${h.jwt({ sub: 'system:serviceaccount:kube-system:admin' })}
contexts: [{ name: prod, context: { cluster: prod, user: admin } }]`;
  } },

  appsettings_json: { langs: EN, weight: 3, make(h) {
    return t`{
  "ConnectionStrings": {
    "Default": "${h.conn()}",
    "Reporting": "${h.conn()}"
  },
  "Logging": { "LogLevel": { "Default": "Information" } },
  "ApplicationInsights": { "InstrumentationKey": "${h.neg('uuid')}" },
  "AllowedHosts": "*"
}`;
  } },

  database_yml: { langs: EN, weight: 2, make(h) {
    const { r } = h;
    return t`default: &default
  adapter: postgresql
  pool: <%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>

development:
  <<: *default
  url: ${r.chance(0.5) ? N('<%= ENV["DATABASE_URL"] %>', 'placeholder') : N('postgres://localhost/app_dev', 'local_url_without_credentials')}

production:
  <<: *default
  url: ${h.conn()}
  password: ${h.secretRef()}`;
  } },

  ssh_key_file: { langs: EN, weight: 3, make(h) {
    const { r } = h;
    return t`$ cat ~/.ssh/id_${r.pick(['ed25519', 'rsa'])}
${h.pem({}, r.pick(['openssh', 'rsa']))}
$ ssh-keygen -lf ~/.ssh/id.pub
256 SHA256:${N(r.chars(43, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'), 'key_fingerprint')} deploy@build (ED25519)`;
  } },
};
