// Configuration: .env, Kubernetes secrets and Helm values, docker-compose, Terraform, INI/TOML/
// properties files and CI pipelines, with the placeholders and references that hold no secret.

import { f, L, N } from '../lib/core.mjs';
import * as v from '../lib/values.mjs';
import { COMPANIES, anyone } from './common.mjs';

/** A PEM key as a YAML block scalar: the label spans BEGIN to END, indentation included. */
function indentedKey(r, indent) { const k = v.pkL(r, r.pick(['RSA', 'EC', 'PKCS8'])); return L('private_key', `${k.labels[0].type}_yaml_block`, k.text.split('\n').join('\n' + indent)); }

export const dotenv = {
  kind: 'dotenv',
  make(r) {
    const c = r.pick(COMPANIES), admin = anyone(r);
    const q = () => r.pick(['', '"', "'"]);
    const qa = q(), qb = q();
    const body = f`# ${c.name} — local overrides (do not commit)
NODE_ENV=production
APP_VERSION=${v.versionN(r)}
PORT=${r.pick([3000, 8080, 8000])}
DATABASE_URL=${v.connL(r)}
REDIS_URL=${v.credFreeUriN(r)}
SESSION_SECRET=${qa}${v.apiKeyL(r, r.pick(['generic_hex', 'generic_b64']))}${qa}
STRIPE_SECRET_KEY=${v.apiKeyL(r, 'stripe_secret')}
${r.chance(0.5) ? f`OPENAI_API_KEY=${v.apiKeyL(r, 'openai')}\n` : f`ANTHROPIC_API_KEY=${v.apiKeyL(r, 'anthropic')}\n`}SENDGRID_API_KEY=${v.apiKeyL(r, 'sendgrid')}
SMTP_USER=${v.emailL(admin.workEmail(c.domain), 'work')}
SMTP_PASSWORD=${qb}${v.pwL(r, { spaces: qb !== '', plain: true })}${qb}
ADMIN_EMAIL=${v.emailL(`ops@${c.domain}`, 'team_mailbox')}
SENTRY_DSN=https://${L('api_key', 'sentry_dsn_key', v.apiKeyL(r, 'sentry_dsn_key').text, true)}@o${r.digits(6)}.ingest.sentry.io/${r.digits(7)}
AWS_ACCESS_KEY_ID=${v.apiKeyL(r, 'aws_access_key_id')}
AWS_SECRET_ACCESS_KEY=${v.apiKeyL(r, 'aws_secret_access_key')}
# example from the docs, kept for reference:
# AWS_ACCESS_KEY_ID=${v.exampleAwsN(r, 'id')}
# AWS_SECRET_ACCESS_KEY=${v.exampleAwsN(r, 'secret')}
JWT_PUBLIC_KEY_PATH=/etc/keys/jwt.pub
FEATURE_FLAGS_SEED=${v.uuidN(r)}
GITHUB_TOKEN=${v.placeholderN(r)}
`;
    return { language: 'en', body };
  },
};

export const k8s_secret = {
  kind: 'k8s_secret',
  make(r) {
    const pw = v.pwL(r, { spaces: false, plain: true });
    const body = f`apiVersion: v1
kind: Secret
metadata:
  name: ${r.pick(['billing-db', 'payments-api', 'mailer'])}-credentials
  namespace: ${r.pick(['prod', 'payments', 'default'])}
  annotations:
    checksum/config: ${v.sha256N(r)}
type: Opaque
stringData:
  DB_USER: svc_billing
  DB_PASSWORD: "${pw}"
  API_TOKEN: ${v.apiKeyL(r, r.pick(['github_pat', 'gitlab_pat', 'digitalocean', 'npm']))}
${r.chance(0.8) ? f`  tls.key: |\n    ${indentedKey(r, '    ')}\n` : ''}
data:
  # base64 of the values below is what the cluster stores
  tls.crt: ${v.base64BlobN(r)}
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: billing
spec:
  template:
    spec:
      containers:
        - name: app
          image: registry.${r.pick(COMPANIES).domain}/billing@sha256:${v.sha256N(r)}
          env:
            - name: DATABASE_URL
              value: ${v.connL(r)}
            - name: SERVICE_HOST
              value: ${v.privateIpN(r)}
            - name: SLACK_TOKEN
              valueFrom: { secretKeyRef: { name: slack, key: token } }
`;
    return { language: 'en', body };
  },
};

export const helm_values = {
  kind: 'helm_values',
  make(r) {
    const admin = anyone(r);
    const body = f`# values-prod.yaml
replicaCount: ${r.int(2, 6)}
image:
  tag: ${v.versionN(r)}
ingress:
  hosts: [ "app.${r.pick(COMPANIES).domain}" ]
postgresql:
  auth:
    username: app
    password: ${v.pwL(r, { spaces: false, plain: true })}
    existingSecret: ""
grafana:
  adminUser: ${v.nameL(admin, 'given', true)}
  adminPassword: '${v.pwL(r, { plain: true })}'
  smtp:
    from_address: ${v.emailL(admin.workEmail(r.pick(COMPANIES).domain), 'work')}
externalSecrets:
  vaultToken: ${L('api_key', 'vault_token', 'hvs.' + r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-', 90))}
alertmanager:
  pagerduty_key: ${v.apiKeyL(r, 'generic_hex')}
podAnnotations:
  build: ${v.gitShaN(r, false)}
secretPlaceholder: ${v.placeholderN(r)}
`;
    return { language: 'en', body };
  },
};

export const docker_compose = {
  kind: 'docker_compose',
  make(r) {
    const body = f`version: "3.9"
services:
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: app
      POSTGRES_PASSWORD: ${v.pwL(r, { spaces: false, plain: true })}
      POSTGRES_DB: app
  mongo:
    image: mongo:7
    environment:
      - MONGO_INITDB_ROOT_USERNAME=root
      - MONGO_INITDB_ROOT_PASSWORD=${v.pwL(r, { spaces: false, plain: true })}
  api:
    build: .
    environment:
      DATABASE_URL: "${v.connL(r)}"
      MAPS_API_KEY: ${v.apiKeyL(r, 'google_api_key')}
      HF_TOKEN: ${v.apiKeyL(r, 'huggingface')}
      CACHE_URL: ${v.credFreeUriN(r)}
    ports: [ "8080:8080" ]
    extra_hosts:
      - "ledger.internal:${v.privateIpN(r)}"
  worker:
    image: ghcr.io/tallowmere/worker@sha256:${v.sha256N(r)}
    command: ["./worker", "--queue", "events", "--password-file", "/run/secrets/db_pw"]
`;
    return { language: 'en', body };
  },
};

export const terraform = {
  kind: 'terraform',
  make(r) {
    const body = f`terraform {
  required_version = ">= ${v.versionN(r).text.replace(/^v/, '')}"
}

provider "aws" {
  region     = "eu-west-1"
  access_key = "${v.apiKeyL(r, 'aws_access_key_id')}"
  secret_key = "${v.apiKeyL(r, 'aws_secret_access_key')}"
}

resource "aws_db_instance" "orders" {
  identifier        = "orders-prod"
  engine            = "postgres"
  username          = "orders_admin"
  password          = "${v.pwL(r, { spaces: false, plain: true })}"
  kms_key_id        = "arn:aws:kms:eu-west-1:${N('aws_account_id', r.digits(12))}:key/${v.uuidN(r)}"
}

resource "digitalocean_droplet" "edge" {
  image  = "ubuntu-24-04-x64"
  tags   = ["build-${v.gitShaN(r, true)}"]
}

variable "cloudflare_api_token" {
  default = "${v.apiKeyL(r, 'generic_b64')}"
}

output "bastion_ip" { value = "${v.ipL(r, false)}" }
# ssh key fingerprint ${v.md5N(r)}
`;
    return { language: 'en', body };
  },
};

export const ini_toml_properties = {
  kind: 'ini_toml_properties',
  make(r) {
    const shape = r.pick(['ini', 'toml', 'properties']);
    const c = r.pick(COMPANIES), admin = anyone(r);
    const body = shape === 'ini'
      ? f`; php.ini-style settings for the legacy shop
[database]
host = ${v.privateIpN(r)}
user = shop
password = ${v.pwL(r, { spaces: false })}

[mail]
smtp_host = smtp.${c.domain}
smtp_user = ${v.emailL(admin.workEmail(c.domain), 'work')}
smtp_pass = "${v.pwL(r, { plain: true })}"

[payments]
merchant_key = ${v.apiKeyL(r, 'stripe_secret')}
webhook_secret = ${L('api_key', 'webhook_secret', 'whsec_' + r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 32))}
sandbox_card = ${v.testCardN(r)}
`
      : shape === 'toml'
        ? f`[package]
name = "ledger-sync"
version = "${v.versionN(r).text.replace(/^v/, '')}"

[registry]
token = "${v.apiKeyL(r, r.pick(['npm', 'pypi', 'github_fine_grained']))}"

[database]
url = "${v.connL(r)}"
pool = ${r.int(2, 40)}

[owner]
name = "${v.nameL(admin, 'latin')}"
email = "${v.emailL(admin.email)}"
`
        : f`# application.properties
spring.datasource.url=${v.connL(r)}
spring.datasource.username=app
spring.datasource.password=${v.pwL(r, { spaces: false })}
spring.mail.username=${v.emailL(admin.workEmail(c.domain), 'work')}
spring.mail.password=${v.pwL(r, { spaces: false })}
app.jwt.secret=${v.apiKeyL(r, 'generic_b64')}
app.build.commit=${v.gitShaN(r, false)}
app.limits.max_upload_bytes=${N('amount', String(r.int(1000000000, 4294967295)))}
management.endpoints.web.exposure.include=health,info
`;
    return { language: 'en', body };
  },
};

export const ci_yaml = {
  kind: 'ci_yaml',
  make(r) {
    const gh = r.chance(0.5);
    const body = gh
      ? f`name: release
on: { push: { tags: ["v*"] } }
jobs:
  publish:
    runs-on: ubuntu-latest
    env:
      NPM_TOKEN: ${v.apiKeyL(r, 'npm')}
      DOCKER_PASSWORD: ${v.pwL(r, { spaces: false, plain: true })}
      SONAR_TOKEN: \${{ secrets.SONAR_TOKEN }}
    steps:
      - uses: actions/checkout@${v.gitShaN(r, false)}
      - run: echo "//registry.npmjs.org/:_authToken=\${NPM_TOKEN}" > ~/.npmrc
      - run: docker login -u ci -p "$DOCKER_PASSWORD" registry.${r.pick(COMPANIES).domain}
      - run: curl -X POST -H "Authorization: token ${v.apiKeyL(r, 'github_pat')}" https://api.github.com/repos/tallowmere/web/dispatches
`
      : f`stages: [test, deploy]
variables:
${r.chance(0.5) ? f`  SSH_PRIVATE_KEY: |\n    ${indentedKey(r, '    ')}\n` : ''}  POSTGRES_PASSWORD: ${v.pwL(r, { spaces: false, plain: true })}
  DATABASE_URL: "${v.connL(r)}"
deploy:
  stage: deploy
  script:
    - 'curl --fail -H "PRIVATE-TOKEN: ${v.apiKeyL(r, 'gitlab_pat')}" "$CI_API_V4_URL/projects/${r.int(100, 9999)}/releases"'
    - ssh deploy@${v.ipL(r, false)} "systemctl restart app"
  only: [ tags ]
  cache: { key: ${v.md5N(r)} }
`;
    return { language: 'en', body };
  },
};
