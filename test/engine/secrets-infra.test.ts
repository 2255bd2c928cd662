// The infrastructure secret packs (AWS, cloud, VCS/CI, keys, connection strings, generic) through
// the real pii_secrets check: realistic files assembled at test time from fresh random values
// (node:crypto) must yield the expected finding types at exact spans, and hard negatives (lock
// files, git logs, UUID-heavy JSON, documentation with placeholder keys) must yield no secret.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { runTextCheck } from '../support/checks.js';
import { githubChecksum } from '../../src/engine/validators/github-token-crc32.js';
import { opensshPrivateKey } from '../../src/engine/validators/openssh-private-key.js';
import { createRng } from '../../src/engine/examples/rng.js';
import { describeFindings, expectAt, type Finding } from '../support/findings.js';


const SECRET_CATEGORIES = new Set(['api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url']);

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const HEX = '0123456789abcdef';
const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const B64 = ALNUM + '+/';
const B64URL = ALNUM + '-_';
const draw = (alphabet: string, n: number): string => Array.from(randomBytes(n), (b) => alphabet[b % alphabet.length]).join('');
// Words that mark a value as a placeholder (changeme, xxxx, …) or as a fixture ('secret123'); a
// random value that happens to contain one is drawn again, so the fixtures stay realistic.
const MARKERS = /pwd|pass|secret|xxxx|dummy|example|redacted|changeme|your|fake|placeholder|insert|replace/i;
/** Random characters that also contain an upper-case letter, a lower-case letter and a digit. */
function mixed(alphabet: string, n: number): string {
  for (;;) {
    const s = draw(alphabet, n);
    if (/[A-Z]/.test(s) && /[a-z]/.test(s) && /[0-9]/.test(s) && !MARKERS.test(s)) return s;
  }
}
const alnum = (n: number) => mixed(ALNUM, n);
const hex = (n: number) => draw(HEX, n);
const githubToken = (prefix: string): string => {
  const body = draw(ALNUM, 30);
  return `${prefix}_${body}${githubChecksum(body)}`;
};
const awsKeyId = () => `AKIA${draw(B32, 16)}`;

const secrets = (findings: readonly Finding[]) => findings.filter((f) => SECRET_CATEGORIES.has(f.category));

const test = suite('secrets: infrastructure packs through pii_secrets');

test('.env file: database and cache URLs, AWS pair, GitHub token, session secret and admin password', async () => {
  const dbPassword = alnum(24);
  const cachePassword = alnum(32);
  const keyId = awsKeyId();
  const secretKey = mixed(B64, 40);
  const gh = githubToken('ghp');
  const session = alnum(48);
  const admin = `${alnum(10)}!${alnum(4)}`;
  // A credentialed URL is reported whole: host, user and database tell where its password works.
  const databaseUrl = `postgres://api:${dbPassword}@db.prod.internal:5432/api?sslmode=require`;
  const redisUrl = `redis://:${cachePassword}@cache.prod.internal:6379/0`;
  const text = [
    '# api/.env (production)',
    'NODE_ENV=production',
    'PORT=8080',
    `DATABASE_URL=${databaseUrl}`,
    `REDIS_URL=${redisUrl}`,
    `AWS_ACCESS_KEY_ID=${keyId}`,
    `AWS_SECRET_ACCESS_KEY=${secretKey}`,
    'AWS_REGION=eu-central-1',
    `GITHUB_TOKEN=${gh}`,
    `SESSION_SECRET=${session}`,
    `ADMIN_PASSWORD=${admin}`,
    'LOG_LEVEL=info',
    `REQUEST_TRACE_ID=${randomUUID()}`,
  ].join('\n');
  const result = await runTextCheck('pii_secrets', text);
  expectAt(result.findings, text, databaseUrl, 'postgres_connection_string');
  expectAt(result.findings, text, redisUrl, 'redis_connection_string');
  expectAt(result.findings, text, keyId, 'aws_access_key_id');
  expectAt(result.findings, text, secretKey, 'aws_secret_access_key');
  const token = expectAt(result.findings, text, gh, 'github_personal_access_token');
  assert.ok(token.validated, 'the CRC-32 of a GitHub token is checked');
  expectAt(result.findings, text, session, 'generic_api_key');
  expectAt(result.findings, text, admin, 'generic_password');
  assert.is(secrets(result.findings).length, 7, describeFindings(result.findings));
  assert.is(result.verdict, 'block');
  assert.is(result.risk, 'critical');
});

test('docker-compose.yml: service passwords, connection URL, Docker Hub token, Redis requirepass', async () => {
  const pgPassword = alnum(20);
  const urlPassword = alnum(22);
  const hubToken = `dckr_pat_${draw(B64URL, 27)}`;
  const redisPassword = alnum(30);
  const databaseUrl = `postgresql://app:${urlPassword}@db:5432/app`;
  const text = [
    'services:',
    '  db:',
    '    image: postgres:16',
    '    environment:',
    '      POSTGRES_USER: app',
    `      POSTGRES_PASSWORD: ${pgPassword}`,
    '      POSTGRES_DB: app',
    '  api:',
    '    build: .',
    '    ports:',
    '      - "8080:8080"',
    '    environment:',
    `      - DATABASE_URL=${databaseUrl}`,
    `      - DOCKERHUB_TOKEN=${hubToken}`,
    '      - SECRET_KEY_FILE=/run/secrets/app_key',
    '    depends_on: [db, cache]',
    '  cache:',
    '    image: redis:7-alpine',
    `    command: redis-server --requirepass ${redisPassword} --appendonly yes`,
  ].join('\n');
  const result = await runTextCheck('pii_secrets', text);
  expectAt(result.findings, text, pgPassword, 'generic_password');
  expectAt(result.findings, text, databaseUrl, 'postgres_connection_string');
  expectAt(result.findings, text, hubToken, 'docker_hub_access_token');
  expectAt(result.findings, text, redisPassword, 'redis_password');
  assert.is(secrets(result.findings).length, 4, describeFindings(result.findings));
  assert.is(result.verdict, 'block');
});

test('GitHub Actions workflow: hard-coded tokens are reported, ${{ secrets.* }} and action SHAs are not', async () => {
  const codecov = randomUUID();
  const npm = `npm_${alnum(36)}`;
  const gitlab = `glpat-${draw(B64URL, 20)}`;
  const registryPassword = alnum(18);
  const checkoutSha = hex(40);
  const text = [
    'name: release',
    'on:',
    '  push:',
    '    tags: ["v*"]',
    'jobs:',
    '  publish:',
    '    runs-on: ubuntu-latest',
    '    env:',
    '      NPM_CONFIG_PROVENANCE: true',
    '      GH_TOKEN: ${{ secrets.GITHUB_TOKEN }}',
    `      CODECOV_TOKEN: ${codecov}`,
    '    steps:',
    `      - uses: actions/checkout@${checkoutSha} # v4`,
    '      - uses: actions/setup-node@v4',
    '        with:',
    '          node-version: 20',
    '          registry-url: https://registry.npmjs.org',
    '      - run: npm publish --access public',
    '        env:',
    `          NODE_AUTH_TOKEN: ${npm}`,
    '      - run: |',
    `          curl -sf -H "Authorization: Bearer ${gitlab}" https://gitlab.com/api/v4/projects/42/releases`,
    `          docker login registry.acme.io -u ci -p ${registryPassword}`,
  ].join('\n');
  const result = await runTextCheck('pii_secrets', text);
  expectAt(result.findings, text, codecov, 'codecov_token');
  expectAt(result.findings, text, npm, 'npm_access_token');
  const gl = expectAt(result.findings, text, gitlab, 'gitlab_personal_access_token');
  assert.is(gl.rule_id, 'secrets-vcs-ci/gitlab-pat', 'the vendor rule wins over the generic bearer rule');
  expectAt(result.findings, text, registryPassword, 'cli_secret_argument');
  assert.is(secrets(result.findings).length, 4, describeFindings(result.findings));
  assert.is(result.verdict, 'block');
});

test('Terraform: provider tokens and an RDS password; client and tenant IDs are not secrets', async () => {
  const doToken = `dop_v1_${hex(64)}`;
  const aadSecret = `${alnum(3)}8Q~${draw(B64URL, 34)}`;
  const dbPassword = alnum(26);
  const tfToken = `${alnum(14)}.atlasv1.${alnum(67)}`;
  const text = [
    'terraform {',
    '  required_providers {',
    '    digitalocean = { source = "digitalocean/digitalocean" }',
    '  }',
    '}',
    '',
    'provider "digitalocean" {',
    `  token = "${doToken}"`,
    '}',
    '',
    'provider "azurerm" {',
    '  features {}',
    `  client_id       = "${randomUUID()}"`,
    `  client_secret   = "${aadSecret}"`,
    `  tenant_id       = "${randomUUID()}"`,
    `  subscription_id = "${randomUUID()}"`,
    '}',
    '',
    'resource "aws_db_instance" "main" {',
    '  engine         = "postgres"',
    '  instance_class = "db.t3.micro"',
    '  username       = "dbadmin"',
    `  password       = "${dbPassword}"`,
    '  kms_key_id     = aws_kms_key.db.arn',
    '}',
    '',
    '# ~/.terraformrc',
    'credentials "app.terraform.io" {',
    `  token = "${tfToken}"`,
    '}',
  ].join('\n');
  const result = await runTextCheck('pii_secrets', text);
  expectAt(result.findings, text, doToken, 'digitalocean_personal_access_token');
  expectAt(result.findings, text, aadSecret, 'azure_ad_client_secret');
  expectAt(result.findings, text, dbPassword, 'generic_password');
  expectAt(result.findings, text, tfToken, 'terraform_cloud_api_token');
  assert.is(secrets(result.findings).length, 4, describeFindings(result.findings));
  assert.is(result.verdict, 'block');
});

test('shell history: exported tokens, passwords on command lines, credentials in a git URL', async () => {
  const vault = `hvs.${alnum(95)}`;
  const mysqlPassword = alnum(14);
  const curlPassword = alnum(16);
  const sshpass = alnum(12);
  const gh = githubToken('ghs');
  const pg = alnum(20);
  const gitUrl = `https://x-access-token:${gh}@github.com/acme/api.git`;
  const text = [
    '  501  ssh deploy@10.0.3.7',
    `  502  export VAULT_TOKEN=${vault}`,
    '  503  vault kv get secret/payments',
    `  504  mysql -h db01.internal -u root -p${mysqlPassword} shop < backup.sql`,
    `  505  curl -u admin:${curlPassword} https://nexus.acme.io/service/rest/v1/status`,
    `  506  sshpass -p ${sshpass} ssh root@bastion.acme.io`,
    `  507  git push ${gitUrl} main`,
    `  508  export PGPASSWORD=${pg}`,
    '  509  psql -h db01.internal -U postgres -c "select 1"',
    '  510  history | grep -i token',
  ].join('\n');
  const result = await runTextCheck('pii_secrets', text);
  expectAt(result.findings, text, vault, 'vault_service_token');
  expectAt(result.findings, text, mysqlPassword, 'cli_secret_argument');
  expectAt(result.findings, text, curlPassword, 'curl_basic_auth_credentials');
  expectAt(result.findings, text, sshpass, 'cli_secret_argument');
  const token = expectAt(result.findings, text, gh, 'github_installation_token');
  assert.ok(token.validated);
  // The token is named by its own rule; the credentialed URL around it is reported whole too.
  expectAt(result.findings, text, gitUrl, 'url_basic_auth_credentials');
  expectAt(result.findings, text, pg, 'generic_password');
  assert.is(secrets(result.findings).length, 7, describeFindings(result.findings));
  assert.is(result.verdict, 'block');
});

test('JSON config with escaped PEM keys: a GCP service-account key and an OpenSSH deploy key', async () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().trimEnd();
  const openssh = opensshPrivateKey.generate!(createRng(randomBytes(4).readUInt32BE(0)));
  const serviceAccount = JSON.stringify({
    type: 'service_account',
    project_id: 'billing-prod-4711',
    private_key_id: hex(40),
    private_key: `${pem}\n`,
    client_email: 'exporter@billing-prod-4711.iam.gserviceaccount.com',
    client_id: draw('0123456789', 21),
    token_uri: 'https://oauth2.googleapis.com/token',
  }, null, 2);
  const deploy = JSON.stringify({ repository: 'acme/api', deploy_key: openssh, read_only: true });
  const text = `${serviceAccount}\n${deploy}\n`;
  const escapedPem = JSON.stringify(pem).slice(1, -1);
  const escapedSsh = JSON.stringify(openssh).slice(1, -1);
  const result = await runTextCheck('pii_secrets', text);
  const gcp = expectAt(result.findings, text, escapedPem, 'gcp_service_account_key');
  assert.is(gcp.severity, 'critical');
  assert.ok(gcp.validated, 'the PEM structure is validated');
  const ssh = expectAt(result.findings, text, escapedSsh, 'openssh_private_key');
  assert.ok(ssh.validated);
  assert.is(secrets(result.findings).length, 2, describeFindings(result.findings));
  assert.is(result.verdict, 'block');
});

test('log lines: a MongoDB URL with password, a JWT and a Bearer token', async () => {
  const mongoPassword = alnum(20);
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify({ sub: randomUUID(), role: 'service', iat: 1718000000, exp: 1718003600 })).toString('base64url');
  const jwt = `${header}.${payload}.${randomBytes(32).toString('base64url')}`;
  const bearer = alnum(40);
  const mongoUrl = `mongodb+srv://reporting:${mongoPassword}@cluster0.ab1cd.mongodb.net/prod?retryWrites=true`;
  const text = [
    `2024-06-11T09:14:02.118Z ERROR [worker-3] connect failed: ${mongoUrl} (after 30000 ms) request_id=${randomUUID()}`,
    `2024-06-11T09:14:02.240Z DEBUG [http] GET /v1/orders headers={"authorization": "Bearer ${jwt}", "x-request-id": "${randomUUID()}"}`,
    `2024-06-11T09:14:02.377Z DEBUG [http] POST /v1/refunds Authorization: Bearer ${bearer}`,
    '2024-06-11T09:14:03.001Z INFO  [worker-3] retry 1/5 in 2000 ms',
  ].join('\n');
  const result = await runTextCheck('pii_secrets', text);
  expectAt(result.findings, text, mongoUrl, 'mongodb_connection_string');
  const token = expectAt(result.findings, text, jwt, 'json_web_token');
  assert.ok(token.validated);
  expectAt(result.findings, text, bearer, 'bearer_token');
  assert.is(secrets(result.findings).length, 3, describeFindings(result.findings));
});

test('Kubernetes Secret and kubeconfig: base64 data values and an embedded client key', async () => {
  const password = Buffer.from(alnum(18)).toString('base64');
  const apiKey = Buffer.from(alnum(32)).toString('base64');
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const clientKey = Buffer.from(privateKey.export({ type: 'sec1', format: 'pem' }).toString()).toString('base64');
  const text = [
    'apiVersion: v1',
    'kind: Secret',
    'metadata:',
    '  name: payments-db',
    '  namespace: payments',
    'type: Opaque',
    'data:',
    `  password: ${password}`,
    `  api-key: ${apiKey}`,
    '---',
    'apiVersion: v1',
    'kind: Config',
    'users:',
    '- name: ci',
    '  user:',
    `    client-key-data: ${clientKey}`,
  ].join('\n');
  const result = await runTextCheck('pii_secrets', text);
  expectAt(result.findings, text, password, 'kubernetes_secret_value');
  expectAt(result.findings, text, apiKey, 'kubernetes_secret_value');
  expectAt(result.findings, text, clientKey, 'pem_private_key_base64');
  assert.is(secrets(result.findings).length, 3, describeFindings(result.findings));
});

test('hard negative: package-lock.json with integrity hashes', async () => {
  const sri = () => `sha512-${randomBytes(64).toString('base64')}`;
  const text = JSON.stringify({
    name: 'web',
    version: '3.4.1',
    lockfileVersion: 3,
    requires: true,
    packages: {
      'node_modules/token-types': { version: '5.0.1', resolved: 'https://registry.npmjs.org/token-types/-/token-types-5.0.1.tgz', integrity: sri(), dependencies: { '@tokenizer/token': '^0.3.0', ieee754: '^1.2.1' } },
      'node_modules/secret-handshake': { version: '1.1.20', resolved: 'https://registry.npmjs.org/secret-handshake/-/secret-handshake-1.1.20.tgz', integrity: sri() },
      'node_modules/jsonwebtoken': { version: '9.0.2', resolved: 'https://registry.npmjs.org/jsonwebtoken/-/jsonwebtoken-9.0.2.tgz', integrity: sri(), license: 'MIT' },
      'node_modules/passport-local': { version: '1.0.0', integrity: sri(), dependencies: { 'passport-strategy': '1.x.x' } },
      'node_modules/aws-sdk': { version: '2.1691.0', resolved: 'https://registry.npmjs.org/aws-sdk/-/aws-sdk-2.1691.0.tgz', integrity: sri(), hasInstallScript: true },
    },
  }, null, 2);
  const result = await runTextCheck('pii_secrets', text);
  assert.equal(secrets(result.findings), [], describeFindings(result.findings));
});

test('hard negative: git log with commit SHAs, Change-Ids and abbreviated hashes', async () => {
  const commit = () => [
    `commit ${hex(40)}`,
    `Merge: ${hex(7)} ${hex(7)}`,
    'Author: Dana Builder <dana.builder@users.noreply.github.com>',
    'Date:   Tue Jun 11 09:14:02 2024 +0200',
    '',
    '    Rotate the leaked token and refresh secret handling (SEC-1234)',
    '',
    `    Change-Id: I${hex(40)}`,
    `    Reviewed-on: https://review.acme.io/c/platform/+/${draw('0123456789', 5)}`,
    '',
    ' src/auth/token.ts        | 12 ++++++------',
    ' src/auth/secret-store.ts |  4 ++--',
    `index ${hex(7)}..${hex(7)} 100644`,
  ].join('\n');
  const text = [commit(), commit(), commit()].join('\n\n');
  const result = await runTextCheck('pii_secrets', text);
  assert.equal(secrets(result.findings), [], describeFindings(result.findings));
});

test('hard negative: UUID-heavy JSON (tenant, client, secret and key IDs)', async () => {
  const text = JSON.stringify({
    tenant_id: randomUUID(),
    client_id: randomUUID(),
    subscription_id: randomUUID(),
    object_id: randomUUID(),
    secret_id: randomUUID(),
    api_key_id: randomUUID(),
    key_vault_secret_name: 'db-password',
    password_policy: { min_length: 12, require_digit: true },
    token_endpoint: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
    items: Array.from({ length: 5 }, () => ({ id: randomUUID(), token_id: randomUUID(), etag: `W/"${hex(32)}"`, sha256: hex(64) })),
  }, null, 2);
  const result = await runTextCheck('pii_secrets', text);
  assert.equal(secrets(result.findings), [], describeFindings(result.findings));
});

test('hard negative: documentation with placeholder keys, env lookups and password prose', async () => {
  const text = [
    '## Configuration',
    '',
    'Set these variables before you start the service:',
    '',
    '```bash',
    'export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE',
    'export AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    'export GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
    'export DATABASE_URL=postgres://user:password@localhost:5432/mydb',
    'export API_KEY=your_api_key_here',
    'curl -H "Authorization: Bearer <token>" https://api.acme.io/v1/me',
    'mysql -u root -p shop',
    '```',
    '',
    '```yaml',
    'database:',
    '  password: ${DB_PASSWORD}',
    '  password_file: /run/secrets/db_password',
    'api:',
    '  token: "{{ vault_api_token }}"',
    '  client_secret: <client-secret>',
    '```',
    '',
    '```js',
    'const apiKey = process.env.API_KEY;',
    'const password = await readPassword(prompt);',
    '```',
    '',
    '```python',
    'password = os.environ["DB_PASSWORD"]',
    'token = get_token(scope="repo")',
    '```',
    '',
    'Your password must be at least 12 characters long and include a digit.',
    'A private key starts with -----BEGIN RSA PRIVATE KEY----- and must never be committed.',
    'Tokens look like ghp_ followed by 36 characters; pass them with --token.',
  ].join('\n');
  const result = await runTextCheck('pii_secrets', text);
  assert.equal(secrets(result.findings), [], describeFindings(result.findings));
  assert.is(result.verdict, 'allow');
});

test.run();
