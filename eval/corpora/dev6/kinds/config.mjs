// Configuration in the syntaxes teams keep secrets in: YAML manifests, Dockerfiles, Makefiles,
// CI pipelines, Terraform, XML, Java properties.
import { DocBuilder, L } from '../lib/doc.mjs';
import { persona } from '../lib/persona.mjs';
import { NEG } from '../lib/negatives.mjs';
import { SHELL_UNSAFE, XML_UNSAFE, password, vendorKey, prefixedKey, genericSecret, connectionString, privateKey, jwt, urlSafePassword, publicKeyBlock } from '../lib/secrets.mjs';
import { keyNameFor } from './machine.mjs';

export function k8sSecret(r) {
  const b = new DocBuilder();
  b.t(`apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${r.pick(['payments-api', 'orders-worker', 'grafana-creds'])}\n  namespace: ${r.pick(['prod', 'staging', 'default'])}\n  uid: `).put(NEG.uuid(r)).t('\ntype: Opaque\nstringData:\n');
  b.t('  DATABASE_URL: "').put(connectionString(r)).t('"\n');
  const k = prefixedKey(r);
  b.t(`  ${keyNameFor(k.type)}: `).put(k).t('\n');
  if (r.chance(0.85)) b.t('  tls.key: |\n    ').put(privateKey(r, 'indented', r.pick(['RSA', 'EC', 'PKCS8']), '    ')).t('\n');
  if (r.chance(0.5)) b.t('  ADMIN_PASSWORD: ').put(NEG.placeholder_password(r)).t('\n');
  b.t(`---\napiVersion: apps/v1\nkind: Deployment\nspec:\n  template:\n    spec:\n      containers:\n        - name: api\n          image: `).put(NEG.docker_digest(r)).t(`\n          ports:\n            - containerPort: ${r.pick([8080, 3000, 8443])}\n`);
  return { kind: 'k8s_manifest', doc: b };
}

export function helmValues(r) {
  const b = new DocBuilder();
  b.t(`# values-${r.pick(['prod', 'eu', 'qa'])}.yaml\nreplicaCount: ${r.int(1, 6)}\nimage:\n  tag: "`).put(NEG.version(r)).t('"\npostgresql:\n  auth:\n    username: app\n    password: ').put(password(r)).t('\n    postgresPassword: "').put(NEG.placeholder_password(r)).t('"\nsmtp:\n  host: smtp.mailgun.org\n  user: ').put(L('email', 'service_mailbox', `postmaster@mg.${r.pick(['kestrelpay.io', 'corvane.fr', 'zephyrlabs.dev'])}`, true)).t('\n  password: ').put(vendorKey(r, 'mailgun')).t('\nsso:\n  clientSecret: ').put(vendorKey(r, 'google_oauth_client_secret')).t('\n');
  return { kind: 'helm_values', doc: b };
}

export function dockerfile(r) {
  const b = new DocBuilder();
  b.t(`FROM `).put(NEG.docker_digest(r)).t(`\nLABEL maintainer="`);
  const x = persona(r, 'en');
  b.put(x.latinName).t(' <').put(x.workEmail(r.pick(['zephyrlabs.dev', 'kestrelpay.io']))).t('>"\n');
  b.t('ENV NODE_ENV=production \\\n    NPM_TOKEN=').put(vendorKey(r, 'npm')).t(' \\\n    APP_VERSION=').put(NEG.version(r)).t('\n');
  b.t('RUN echo "//registry.npmjs.org/:_authToken=${NPM_TOKEN}" > .npmrc && npm ci && rm .npmrc\n');
  b.t('ARG PIP_INDEX_URL=https://deploy:').put(urlSafePassword(r)).t(`@pypi.${r.pick(['lumenfield.de', 'corvane.fr'])}/simple\n`);
  b.t(`EXPOSE ${r.pick(['8080', '3000 9229', '443'])}`).t('\nCMD ["node", "server.js"]\n');
  return { kind: 'dockerfile', doc: b };
}

export function makefile(r) {
  const b = new DocBuilder();
  b.t(`REGISTRY ?= ghcr.io/${r.pick(['zephyrlabs', 'brightmoor'])}\nVERSION := `).put(NEG.version(r)).t('\nDB_URL ?= ').put(connectionString(r)).t('\n\n');
  b.t('deploy:\n\tdocker login -u ci -p ').put(password(r, false, 'cli_password', SHELL_UNSAFE)).t(' $(REGISTRY)\n');
  b.t('\tcurl -sS -H "Authorization: token ').put(vendorKey(r, r.pick(['github_pat', 'gitlab_pat']))).t('" https://api.github.com/repos/org/app/releases\n');
  b.t('\tmysql -h ').put(NEG.private_ip(r)).t(' -u root -p').put(password(r, false, 'cli_password', SHELL_UNSAFE)).t(' < migrations/').put(NEG.timestamp(r)).t('_init.sql\n');
  b.t('\tpsql "$(DB_URL)" -c "select 1"\n');
  return { kind: 'makefile', doc: b };
}

export function ciPipeline(r) {
  const b = new DocBuilder();
  if (r.chance(0.25)) {
    b.t("pipeline {\n  agent any\n  environment {\n    SONAR_TOKEN = '").put(L('api_key', 'sonarqube', `squ_${r.hex(40)}`)).t("'\n    REGISTRY_CREDS = credentials('registry-creds')\n  }\n  stages {\n    stage('Deploy') {\n      steps {\n        sh 'curl -fsS -u admin:").put(password(r, false, 'cli_password', SHELL_UNSAFE)).t(" https://nexus.internal/service/rest/v1/status'\n        sh 'kubectl --token=").put(jwt(r)).t(" apply -f k8s/'\n      }\n    }\n  }\n}\n");
    return { kind: 'ci_jenkinsfile', doc: b };
  }
  if (r.chance(0.5)) {
    b.t('name: release\non:\n  push:\n    tags: ["v*"]\njobs:\n  publish:\n    runs-on: ubuntu-latest\n    env:\n      NODE_AUTH_TOKEN: ').put(NEG.placeholder_key(r)).t('\n      SLACK_TOKEN: ').put(vendorKey(r, 'slack_bot_token')).t('\n      AWS_ACCESS_KEY_ID: ').put(vendorKey(r, 'aws_access_key_id')).t('\n      AWS_SECRET_ACCESS_KEY: ').put(vendorKey(r, 'aws_secret_access_key')).t('\n');
    if (r.chance(0.6)) b.t('      DEPLOY_KEY: |\n        ').put(privateKey(r, 'indented', r.pick(['OPENSSH', 'RSA']), '        ')).t('\n');
    b.t('    steps:\n      - uses: actions/checkout@').put(NEG.git_sha(r)).t('\n      - run: npm publish\n');
    return { kind: 'ci_github_actions', doc: b };
  }
  b.t('stages: [test, deploy]\nvariables:\n  POSTGRES_PASSWORD: ').put(password(r)).t('\n  SENTRY_AUTH_TOKEN: ').put(vendorKey(r, 'sentry_auth_token')).t('\n  DOCKER_IMAGE: ').put(NEG.docker_digest(r)).t('\ndeploy:\n  stage: deploy\n  script:\n    - echo "').put(privateKey(r, 'single', 'OPENSSH')).t('" > ~/.ssh/id_ed25519\n    - ssh -o StrictHostKeyChecking=no ').put(NEG.shell_prompt(r)).t(' "./deploy.sh ').put(NEG.version(r)).t('"\n');
  return { kind: 'ci_gitlab', doc: b };
}

export function terraform(r) {
  const b = new DocBuilder();
  b.t('provider "aws" {\n  region     = "eu-central-1"\n  access_key = "').put(vendorKey(r, 'aws_access_key_id')).t('"\n  secret_key = "').put(vendorKey(r, 'aws_secret_access_key')).t('"\n}\n\n');
  b.t('resource "aws_db_instance" "main" {\n  identifier = "orders-').put(NEG.hex_blob(r).value.slice(0, 6)).t('"\n  username   = "app"\n  password   = "').put(password(r)).t('"\n  allocated_storage = ').t(String(r.int(20, 500))).t('\n}\n\n');
  b.t('variable "datadog_api_key" {\n  default = "').put(vendorKey(r, 'datadog_api_key')).t('"\n}\n');
  if (r.chance(0.5)) b.t('\n# example from the provider docs, not ours:\n# access_key = "').put(NEG.documented_example_key(r)).t('"\n');
  return { kind: 'terraform_hcl', doc: b };
}

export function xmlConfig(r) {
  const b = new DocBuilder();
  if (r.chance(0.5)) {
    b.t('<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <connectionStrings>\n    <add name="Default" connectionString="').put(connectionString(r)).t('" providerName="System.Data.SqlClient" />\n  </connectionStrings>\n  <appSettings>\n    <add key="SendGridKey" value="').put(vendorKey(r, 'sendgrid')).t('" />\n    <add key="BuildId" value="').put(NEG.uuid(r)).t('" />\n    <add key="SmtpPassword" value="').put(password(r, false, 'password', XML_UNSAFE)).t('" />\n  </appSettings>\n</configuration>\n');
    return { kind: 'xml_web_config', doc: b };
  }
  b.t('<settings>\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n      <username>deployer</username>\n      <password>').put(password(r, false, 'password', XML_UNSAFE)).t('</password>\n    </server>\n    <server>\n      <id>nexus-snapshots</id>\n      <username>deployer</username>\n      <password>').put(NEG.placeholder_password(r)).t('</password>\n    </server>\n  </servers>\n</settings>\n');
  return { kind: 'xml_maven_settings', doc: b };
}

export function propertiesFile(r) {
  const b = new DocBuilder();
  b.t('# application-prod.properties\nspring.datasource.url=').put(connectionString(r)).t('\nspring.datasource.password=').put(password(r)).t('\nmanagement.server.port=').put(String(r.int(8000, 9999))).t('\napp.jwt.secret=').put(genericSecret(r)).t('\napp.support.mail=').put(L('email', 'team_mailbox', `${r.pick(['support', 'helpdesk', 'ops'])}@${r.pick(['lumenfield.de', 'ferrovia-tech.it'])}`)).t('\napp.release=').put(NEG.version(r)).t('\n');
  if (r.chance(0.5)) b.t('app.signing.public=').put(NEG.public_key(r)).t('\n');
  return { kind: 'properties_file', doc: b };
}

export function pemFile(r) {
  const b = new DocBuilder();
  const form = r.pick(['pem', 'rewrapped', 'crlf', 'pem']);
  b.t(r.pick(['$ cat ~/.ssh/id_rsa\n', '--- deploy/keys/server.key ---\n', 'Attached the key below, please install it on the bastion:\n\n', '']));
  b.put(privateKey(r, form));
  if (r.chance(0.5)) b.t('\n\nand the matching certificate:\n').n('public_key_block', publicKeyBlock(r));
  if (r.chance(0.35)) b.t(r.pick(['\n\nand the old one, revoke it after the switch:\n', '\n\n# legacy key (still on the NAS)\n'])).put(privateKey(r, r.pick(['pem', 'crlf', 'rewrapped'])));
  return { kind: 'private_key_file', doc: b };
}


/** a Terraform state file: generated keys and passwords sit in it in clear, JSON-escaped */
export function terraformState(r) {
  const b = new DocBuilder();
  b.t(`{\n  "version": 4,\n  "terraform_version": "`).put(NEG.version(r)).t(`",\n  "serial": ${r.int(1, 400)},\n  "lineage": "`).put(NEG.uuid(r)).t('",\n  "resources": [\n    {\n      "type": "tls_private_key",\n      "name": "deploy",\n      "instances": [{ "attributes": {\n        "algorithm": "RSA",\n        "private_key_pem": "').put(privateKey(r, 'escaped', r.pick(['RSA', 'EC', 'PKCS8']))).t('",\n        "public_key_fingerprint_sha256": "SHA256:').n('fingerprint', r.b64(43)).t('"\n      } }]\n    },\n    {\n      "type": "random_password",\n      "name": "db",\n      "instances": [{ "attributes": { "length": 24, "result": "').put(password(r, false, 'generated_password')).t('" } }]\n    }\n  ]\n}\n');
  return { kind: 'terraform_state', doc: b };
}

/** `docker inspect` / `kubectl describe`: the environment of a running container, in clear */
export function containerInspect(r) {
  const b = new DocBuilder();
  if (r.chance(0.5)) {
    b.t('[\n    {\n        "Id": "').n('container_id', r.hex(64)).t('",\n        "Config": {\n            "Image": "').put(NEG.docker_digest(r)).t('",\n            "Env": [\n                "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin",\n                "DATABASE_URL=').put(connectionString(r)).t('",\n                "STRIPE_API_KEY=').put(vendorKey(r, 'stripe_secret')).t('",\n                "ADMIN_PASSWORD=').put(password(r)).t('",\n                "NODE_VERSION=').put(NEG.version(r)).t('"\n            ]\n        }\n    }\n]\n');
    return { kind: 'docker_inspect', doc: b };
  }
  b.t(`Name:         api-${r.hex(10)}-${r.lower(5)}\nNamespace:    prod\nNode:         ip-`).n('node_name', `10-0-${r.int(0, 255)}-${r.int(1, 254)}`).t('.eu-west-1.compute.internal\nContainers:\n  api:\n    Image:  ').put(NEG.docker_digest(r)).t('\n    Environment:\n      REDIS_URL:        ').put(connectionString(r)).t('\n      OPENAI_API_KEY:   ').put(vendorKey(r, 'openai')).t('\n      SMTP_PASSWORD:    ').put(password(r)).t('\n      DB_PASSWORD:      ').n('secret_reference', "<set to the key 'password' in secret 'db-creds'>").t('  Optional: false\n');
  return { kind: 'kubectl_describe', doc: b };
}
export const CONFIG_KINDS = [[1, k8sSecret], [0.8, helmValues], [0.8, dockerfile], [0.7, makefile], [1, ciPipeline], [0.8, terraform], [0.8, xmlConfig], [0.7, propertiesFile], [3.2, pemFile], [1.6, terraformState], [1, containerInspect]];
