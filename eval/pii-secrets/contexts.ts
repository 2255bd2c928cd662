// Document templates for the evaluation corpus: each context kind writes one realistic document
// (logs, env files, YAML, JSON, code, shell history, chats, e-mails, CSV, prose in several
// languages, stack traces, Terraform, SQL dumps, READMEs, HTTP traces) with 0..n sensitive values
// and hard negatives mixed in. The builder records the UTF-16 span of every value it writes, so
// labels are exact by construction; encoded values are labelled on their encoded text.

import type { Rng } from '../../src/engine/examples/rng.js';
import {
  between, cardNumber, connectionUrl, urlText, iban, ipv6, password, pickSecretFormat, privateIpv4, privateKey, publicIpv4,
  randomDigits, secret, TEST_CARDS, viaValidator, wallet, passport, ALNUM, HEX,
  type Category, type Sample, type SecretFormat,
} from './formats.js';
import { LOCALES, PROSE, type Locale } from './locales.js';
import { negative, type NegativeKind } from './negatives.js';

export const CONTEXT_KINDS = [
  'env_file', 'yaml_k8s', 'yaml_compose', 'yaml_gha', 'json_config', 'log_json', 'log_plain', 'http_trace',
  'code_python', 'code_js', 'code_go', 'code_java', 'shell_history', 'chat_support', 'chat_slack',
  'email_message', 'email_hr', 'csv_export', 'prose', 'stack_trace', 'terraform', 'sql_dump', 'markdown_readme',
  'properties_file',
] as const;
export type ContextKind = (typeof CONTEXT_KINDS)[number];

export interface Label {
  start: number;
  end: number;
  category: Category;
  type: string;
  /** The text at [start, end) (fake values only; never printed unmasked). */
  value: string;
  soft?: boolean;
  encoding?: string;
}

export class DocBuilder {
  private out = '';
  readonly labels: Label[] = [];
  readonly negatives: Array<{ start: number; end: number; kind: NegativeKind }> = [];
  readonly encodings = new Set<string>();

  constructor(readonly rng: Rng, readonly locale: Locale) {}

  get text(): string {
    return this.out;
  }

  t(s: string): this {
    this.out += s;
    return this;
  }

  /** Writes a sensitive value and labels it. Webhook URLs are labelled from their secret path on. */
  v(s: Sample): this {
    const hook = 'https://hooks.slack.com/services/';
    if (s.type === 'slack_webhook' && s.value.startsWith(hook)) {
      this.out += hook;
      return this.v({ ...s, value: s.value.slice(hook.length), type: 'slack_webhook_path' });
    }
    const start = this.out.length;
    this.out += s.value;
    this.labels.push({
      start, end: this.out.length, category: s.category, type: s.type, value: s.value,
      ...(s.soft ? { soft: true } : {}), ...(s.encoding ? { encoding: s.encoding } : {}),
    });
    if (s.encoding) this.encodings.add(s.encoding);
    return this;
  }

  /** Writes an encoded payload that carries several secrets: one label per secret, all on the payload's span. */
  encoded(payload: string, encoding: string, inner: readonly Sample[]): this {
    const start = this.out.length;
    this.out += payload;
    for (const s of inner) this.labels.push({ start, end: this.out.length, category: s.category, type: s.type, value: payload, encoding });
    this.encodings.add(encoding);
    return this;
  }

  n(kind: NegativeKind): this {
    const start = this.out.length;
    this.out += negative(this.rng, kind).text;
    this.negatives.push({ start, end: this.out.length, kind });
    return this;
  }

  /** Fills ⟦slot⟧ placeholders: `slot` writes each one. */
  fill(template: string, slot: (name: string) => void): this {
    const parts = template.split(/⟦(\w+)⟧/);
    parts.forEach((part, i) => (i % 2 === 0 ? this.t(part) : slot(part)));
    return this;
  }
}

// ---------------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------------

const deaccent = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l').replace(/ø/g, 'o').replace(/æ/g, 'ae').replace(/ı/g, 'i').replace(/ß/g, 'ss');
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export class Person {
  readonly first: string;
  readonly last: string;
  private cache = new Map<string, Sample>();
  private birth: { y: number; m: number; d: number };

  constructor(private readonly rng: Rng, readonly locale: Locale, private readonly companyDomain?: string) {
    this.first = rng.pick(locale.first);
    this.last = rng.pick(locale.last);
    this.birth = { y: between(rng, 1950, 2004), m: between(rng, 1, 12), d: between(rng, 1, 28) };
  }

  get full(): string {
    return `${this.first} ${this.last}`;
  }

  private once(key: string, make: () => Sample): Sample {
    let s = this.cache.get(key);
    if (!s) {
      s = make();
      this.cache.set(key, s);
    }
    return s;
  }

  name(soft = false): Sample {
    return { value: this.full, category: 'person_name', type: soft ? 'name_unlabelled' : 'name_labelled', ...(soft ? { soft: true } : {}) };
  }

  email(corporate = false): Sample {
    return this.once(corporate ? 'email_corp' : 'email', () => {
      const f = deaccent(this.first).toLowerCase();
      const l = deaccent(this.last).toLowerCase().replace(/[^a-z]/g, '');
      const local = this.rng.pick([`${f}.${l}`, `${f[0]}${l}`, `${f}_${l}`, `${f}${between(this.rng, 1, 99)}`, `${l}.${f}`, `${f}.${l}+${this.rng.pick(['shop', 'news', 'work'])}`]);
      const domain = corporate && this.companyDomain ? this.companyDomain : this.rng.pick(this.locale.mailDomains);
      return { value: `${local}@${domain}`, category: 'email', type: corporate ? 'email_work' : 'email_personal' };
    });
  }

  /** International format, with the spellings people use (+, 00, E.164, dashes). */
  phone(): Sample {
    return this.once('phone', () => {
      const intl = viaValidator('phone', this.rng, { region: this.locale.phoneRegion, format: 'international' });
      let value = intl;
      const style = this.rng.int(10);
      if (style === 0) value = intl.replace(/^\+/, '00');
      else if (style <= 2) value = intl.replace(/[\s-]/g, '');
      else if (style === 3) value = intl.replace(/\s/g, '-');
      else if (style === 4 && this.locale.phoneRegion === 'GB') value = intl.replace(/^\+44 /, '+44 (0)');
      return { value, category: 'phone', type: `phone_intl_${this.locale.phoneRegion.toLowerCase()}` };
    });
  }

  /** National format (needs its region or a label to be read as a phone number). */
  nphone(): Sample {
    return this.once('nphone', () => {
      let value = viaValidator('phone', this.rng, { region: this.locale.phoneRegion, format: 'national' });
      if (this.locale.phoneRegion === 'US' || this.locale.phoneRegion === 'CA') {
        const d = value.replace(/\D/g, '');
        value = this.rng.pick([value, `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`, `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`]);
      }
      return { value, category: 'phone', type: `phone_national_${this.locale.phoneRegion.toLowerCase()}` };
    });
  }

  dob(): Sample {
    return this.once('dob', () => {
      const { y, m, d } = this.birth;
      let value = this.locale.date(this.rng, y, m, d);
      if (this.locale.lang === 'en' && this.rng.int(3) === 0) value = this.rng.pick([`${MONTHS_EN[m - 1]} ${d}, ${y}`, `${d} ${MONTHS_EN[m - 1]!.slice(0, 3)} ${y}`]);
      return { value, category: 'date_of_birth', type: 'date_of_birth' };
    });
  }

  address(soft = false): Sample {
    const s = this.once('address', () => ({ value: this.locale.address(this.rng), category: 'address', type: 'postal_address' }));
    return soft ? { ...s, soft: true, type: 'postal_address_unlabelled' } : s;
  }

  iban(): Sample {
    return this.once('iban', () => iban(this.rng, this.locale.ibanCountry));
  }

  /** The national id as "<label><sep><number>": only the number is labelled. */
  nid(b: DocBuilder, sep = ': '): void {
    const id = this.rng.pick(this.locale.ids);
    const s = this.once(`nid`, () => ({ value: id.gen(this.rng), category: 'national_id', type: id.type }));
    b.t(this.rng.pick(id.labels) + sep).v(s);
  }

  passport(b: DocBuilder, label?: string, sep = ': '): void {
    const s = this.once('passport', () => passport(this.rng, this.locale.country));
    b.t((label ?? this.locale.labels.passport) + sep).v(s);
  }
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

function words(key: string): string[] {
  if (key.includes('_')) return key.toLowerCase().split('_').filter(Boolean);
  return key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(' ');
}

export function keyAs(key: string, style: 'env' | 'snake' | 'camel' | 'kebab' | 'pascal'): string {
  const w = words(key);
  switch (style) {
    case 'env': return w.join('_').toUpperCase();
    case 'snake': return w.join('_');
    case 'kebab': return w.join('-');
    case 'camel': return w.map((x, i) => (i === 0 ? x : x[0]!.toUpperCase() + x.slice(1))).join('');
    case 'pascal': return w.map((x) => x[0]!.toUpperCase() + x.slice(1)).join('');
  }
}

function shuffle<T>(rng: Rng, list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [list[i], list[j]] = [list[j] as T, list[i] as T];
  }
  return list;
}

/** 0..max positives, with roughly one document in five holding none. */
function howMany(rng: Rng, max: number): number {
  return rng.int(5) === 0 ? 0 : 1 + rng.int(max);
}

type Line = (b: DocBuilder) => void;

/** Emits the chosen positive and negative line writers in a shuffled order, separated by `sep`. */
function mix(b: DocBuilder, pos: readonly Line[], neg: readonly Line[], nPos: number, nNeg: number, sep = '\n'): void {
  const chosen: Line[] = [];
  for (let i = 0; i < nPos && pos.length; i++) chosen.push(b.rng.pick(pos));
  for (let i = 0; i < nNeg && neg.length; i++) chosen.push(b.rng.pick(neg));
  shuffle(b.rng, chosen).forEach((line, i) => {
    if (i > 0) b.t(sep);
    line(b);
  });
}

const corpDomains = ['acme-corp.com', 'globex.io', 'initech.de', 'northwind-traders.co.uk', 'umbrella-health.fr', 'hooli.nl', 'vandelay-imports.com', 'piedpiper.io'];
const hostNames = ['api.acme-corp.com', 'checkout.globex.io', 'auth.internal', 'payments-svc', 'gateway.hooli.nl'];

/** Formats that travel as a bearer token or API key header (not URLs, key ids or storage keys). */
const tokenLike = (f: SecretFormat): boolean => !['slack_webhook', 'aws_access_key_id', 'azure_storage_account_key'].includes(f.type);

function dbPasswordSample(value: string, type = 'db_password'): Sample {
  return { value, category: 'password', type };
}

/** A connection URL: text, labelled password, text. */
function writeUrl(b: DocBuilder, options: { encodedPassword?: boolean } = {}): void {
  const u = connectionUrl(b.rng, options);
  b.t(u.head).v({ value: u.password, category: 'connection_string', type: u.type + (options.encodedPassword ? '_percent' : ''), ...(options.encodedPassword ? { encoding: 'percent' } : {}) }).t('@');
  writeHost(b, u.host);
  b.t(u.tail);
}

/** A host name, or a private address (soft label: it identifies a machine, not a person). */
function writeHost(b: DocBuilder, host: string): void {
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) b.v({ value: host, category: 'ip_address', type: 'ipv4_private', soft: true });
  else b.t(host);
}

function quote(b: DocBuilder, q: string, write: () => void): void {
  b.t(q);
  write();
  b.t(q);
}

const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

/** `KEY=value` pair for a random secret format (AWS ids come with their secret). */
function secretPairs(b: DocBuilder, style: 'env' | 'snake' | 'camel', assign: (key: string, write: () => void) => void, filter?: (f: SecretFormat) => boolean): void {
  const f = pickSecretFormat(b.rng, filter);
  if (f.type === 'aws_access_key_id' || f.type === 'aws_secret_access_key') {
    const id = pickSecretFormat(b.rng, (x) => x.type === 'aws_access_key_id');
    const sk = pickSecretFormat(b.rng, (x) => x.type === 'aws_secret_access_key');
    assign(keyAs('AWS_ACCESS_KEY_ID', style), () => b.v(secret(b.rng, id)));
    b.t('\n');
    assign(keyAs('AWS_SECRET_ACCESS_KEY', style), () => b.v(secret(b.rng, sk)));
    return;
  }
  assign(keyAs(b.rng.pick(f.keys), style), () => b.v(secret(b.rng, f)));
}

// ---------------------------------------------------------------------------------------------
// Context writers
// ---------------------------------------------------------------------------------------------

type Writer = (b: DocBuilder, p: Person) => void;

const envFile: Writer = (b, p) => {
  const q = b.rng.pick(['', '', '"', "'"]);
  const assign = (key: string, write: () => void): void => {
    b.t(`${b.rng.int(8) === 0 ? 'export ' : ''}${key}=`);
    quote(b, q, write);
  };
  b.t(b.rng.pick(['# Production environment\n', '# copy to .env.local and fill in\n', '', '### staging ###\n']));
  const pos: Line[] = [
    () => secretPairs(b, 'env', assign),
    () => secretPairs(b, 'env', assign),
    () => assign('DATABASE_URL', () => writeUrl(b)),
    () => assign(b.rng.pick(['DB_PASSWORD', 'POSTGRES_PASSWORD', 'MYSQL_ROOT_PASSWORD', 'SMTP_PASSWORD', 'REDIS_PASSWORD', 'ADMIN_PASS']), () => b.v(dbPasswordSample(password(b.rng)))),
    () => assign(b.rng.pick(['ADMIN_EMAIL', 'ALERT_EMAIL', 'SUPPORT_CONTACT']), () => b.v(p.email(true))),
    () => {
      // Base64 of a config fragment, as CI systems store multi-line variables.
      const f = pickSecretFormat(b.rng, (x) => x.type !== 'bearer_token');
      const inner = secret(b.rng, f);
      const u = connectionUrl(b.rng);
      const payload = b64(`${keyAs(b.rng.pick(f.keys), 'env')}=${inner.value}\nDATABASE_URL=${urlText(u)}\n`);
      b.t(`${b.rng.pick(['APP_CONFIG_B64', 'ENV_FILE_BASE64', 'SECRETS_BLOB'])}=`).encoded(payload, 'base64', [inner, { value: u.password, category: 'connection_string', type: u.type }]);
    },
  ];
  const neg: Line[] = [
    () => b.t('NODE_ENV=production'),
    () => b.t(`PORT=${b.rng.pick(['3000', '8080', '8443'])}`),
    () => b.t('SENTRY_RELEASE=').n('git_sha'),
    () => b.t('BUILD_ID=').n('uuid'),
    () => b.t('APP_VERSION=').n('semver'),
    () => b.t(`${b.rng.pick(['OPENAI_API_KEY', 'GITHUB_TOKEN', 'STRIPE_SECRET_KEY', 'AWS_SECRET_ACCESS_KEY'])}=`).n('placeholder_key'),
    () => b.t('STRIPE_PUBLISHABLE_KEY=').n('stripe_publishable_key'),
    () => b.t('JWT_SECRET=').n('redacted'),
    () => b.t('CACHE_TTL_SECONDS=3600'),
    () => b.t('ASSET_HASH=').n('md5'),
    () => b.t('LOG_LEVEL=info'),
    () => b.t('GA_MEASUREMENT_ID=').n('ga_id'),
    () => b.t('# API_KEY='),
  ];
  mix(b, pos, neg, howMany(b.rng, 4), 2 + b.rng.int(4));
  b.t('\n');
};

const yamlK8s: Writer = (b) => {
  const name = b.rng.pick(['payments-api', 'orders', 'web-frontend', 'etl-worker']);
  if (b.rng.int(6) === 0) {
    // A TLS secret: the certificate is public, the key is not; both are base64 of their PEM.
    b.t(`apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${name}-tls\ntype: kubernetes.io/tls\ndata:\n  tls.crt: `);
    const cert = negative(b.rng, 'certificate');
    b.negatives.push({ start: b.text.length, end: b.text.length + b64(cert.text + '\n').length, kind: 'certificate' });
    b.t(b64(cert.text + '\n')).t('\n  tls.key: ');
    const key = privateKey(b.rng);
    b.v({ ...key, value: b64(key.value + '\n'), encoding: 'base64' }).t('\n');
    return;
  }
  if (b.rng.int(3) > 0) {
    const useData = b.rng.int(2) === 0;
    b.t(`apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${name}-secrets\n  namespace: ${b.rng.pick(['prod', 'staging', 'default'])}\n  annotations:\n    checksum/config: `).n('sha256').t(`\ntype: Opaque\n${useData ? 'data' : 'stringData'}:\n`);
    const n = howMany(b.rng, 3);
    for (let i = 0; i < n; i++) {
      if (b.rng.int(4) === 0) {
        const u = connectionUrl(b.rng);
        if (useData) b.t('  DATABASE_URL: ').encoded(b64(urlText(u)), 'base64', [{ value: u.password, category: 'connection_string', type: u.type }]).t('\n');
        else {
          b.t('  DATABASE_URL: "').t(u.head).v({ value: u.password, category: 'connection_string', type: u.type }).t('@');
          writeHost(b, u.host);
          b.t(u.tail + '"\n');
        }
        continue;
      }
      const f = pickSecretFormat(b.rng, (x) => x.type !== 'bearer_token' && (!useData || x.prefixed || b.rng.int(3) === 0));
      const s = secret(b.rng, f);
      const key = keyAs(b.rng.pick(f.keys), b.rng.pick(['env', 'kebab'] as const));
      if (useData) b.t(`  ${key}: `).v({ ...s, value: b64(s.value), encoding: 'base64' }).t('\n');
      else b.t(`  ${key}: `).v(s).t('\n');
    }
    if (n === 0) b.t(`  ${b.rng.pick(['API_KEY', 'TOKEN'])}: ${useData ? '' : '""'}\n`);
    return;
  }
  b.t(`apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ${name}\n  labels:\n    app.kubernetes.io/version: "`).n('semver').t(`"\nspec:\n  replicas: 3\n  template:\n    spec:\n      containers:\n        - name: ${name}\n          image: ghcr.io/acme/${name}@`).n('docker_digest').t('\n          env:\n');
  const pos: Line[] = [
    () => secretPairs(b, 'env', (k, w) => { b.t(`            - name: ${k}\n              value: "`); w(); b.t('"'); }),
    () => { b.t('            - name: DATABASE_URL\n              value: "'); writeUrl(b); b.t('"'); },
  ];
  const neg: Line[] = [
    () => b.t('            - name: API_TOKEN\n              valueFrom:\n                secretKeyRef:\n                  name: api-secrets\n                  key: token'),
    () => b.t('            - name: GIT_COMMIT\n              value: "').n('git_sha').t('"'),
    () => b.t('            - name: REQUEST_TIMEOUT_MS\n              value: "2500"'),
    () => b.t('            - name: OTEL_SERVICE_NAME\n              value: "').t(name).t('"'),
  ];
  mix(b, pos, neg, howMany(b.rng, 2), 1 + b.rng.int(3));
  b.t('\n');
};

const yamlCompose: Writer = (b, p) => {
  // Compose accepts a mapping or a list of KEY=value strings; one document uses one of them.
  const list = b.rng.int(3) === 0;
  const assign = (key: string, write: () => void): void => {
    b.t(list ? `      - ${key}=` : `      ${key}: `);
    write();
  };
  b.t(`services:\n  db:\n    image: postgres:${between(b.rng, 12, 17)}.${between(b.rng, 0, 9)}\n    environment:\n`);
  const pos: Line[] = [
    () => assign(b.rng.pick(['POSTGRES_PASSWORD', 'MYSQL_ROOT_PASSWORD', 'MYSQL_PASSWORD', 'RABBITMQ_DEFAULT_PASS']), () => b.v(dbPasswordSample(password(b.rng)))),
    () => secretPairs(b, 'env', assign, tokenLike),
    () => assign('DATABASE_URL', () => writeUrl(b)),
    () => assign('PGADMIN_DEFAULT_EMAIL', () => b.v(p.email(true))),
  ];
  const neg: Line[] = [
    () => assign('POSTGRES_PASSWORD', () => b.t('${POSTGRES_PASSWORD:?set it in .env}')),
    () => assign('POSTGRES_DB', () => b.t('app')),
    () => assign('TZ', () => b.t('Europe/Berlin')),
    () => assign('IMAGE_TAG', () => b.n('short_sha')),
    () => assign('POSTGRES_PASSWORD_FILE', () => b.t('/run/secrets/db_password')),
  ];
  mix(b, pos, neg, howMany(b.rng, 3), 1 + b.rng.int(3));
  b.t(`\n    ports:\n      - "5432:5432"\n  app:\n    image: acme/app:`).n('version').t('\n    depends_on: [db]\n');
};

const yamlGha: Writer = (b) => {
  b.t(`name: release\non:\n  push:\n    tags: ["v*"]\njobs:\n  publish:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@`).n('git_sha').t(` # v4\n      - uses: actions/setup-node@v4\n        with:\n          node-version: 20\n      - run: npm ci && npm publish\n        env:\n`);
  const pos: Line[] = [
    () => secretPairs(b, 'env', (k, w) => { b.t(`          ${k}: `); w(); }, (f) => f.prefixed),
    () => b.t('          SLACK_WEBHOOK_URL: ').v(secret(b.rng, pickSecretFormat(b.rng, (f) => f.type === 'slack_webhook'))),
  ];
  const neg: Line[] = [
    () => b.t('          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}'),
    () => b.t('          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}'),
    () => b.t('          CACHE_KEY: node-').n('sha256'),
    () => b.t('          RELEASE_ID: ').n('uuid'),
  ];
  mix(b, pos, neg, b.rng.int(3) === 0 ? 0 : 1 + b.rng.int(2), 1 + b.rng.int(3));
  b.t('\n');
};

const jsonConfig: Writer = (b, p) => {
  if (b.rng.int(4) === 0) {
    // A Google Cloud service-account key file: the PEM sits JSON-escaped inside "private_key".
    const project = b.rng.pick(['acme-prod-3321', 'globex-data', 'hooli-ml-training']);
    b.t(`{\n  "type": "service_account",\n  "project_id": "${project}",\n  "private_key_id": "`).n('sha1').t('",\n  "private_key": "');
    const k = privateKey(b.rng, { escaped: true });
    b.v({ ...k, encoding: 'json_escape' });
    b.t(`\\n",\n  "client_email": "`).v({ value: `${b.rng.pick(['deployer', 'bq-reader', 'ci'])}@${project}.iam.gserviceaccount.com`, category: 'email', type: 'service_account_email', soft: true });
    b.t(`",\n  "client_id": "${randomDigits(b.rng, 21)}",\n  "auth_uri": "https://accounts.google.com/o/oauth2/auth",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}\n`);
    return;
  }
  const lines: Line[] = [
    () => { b.t('  "database": { "host": "db.internal", "user": "app", "password": "').v(dbPasswordSample(password(b.rng))).t('" }'); },
    () => { b.t('  "databaseUrl": "'); writeUrl(b); b.t('"'); },
    () => secretPairs(b, 'camel', (k, w) => { b.t(`  "${k}": "`); w(); b.t('"'); }),
    () => secretPairs(b, 'snake', (k, w) => { b.t(`  "${k}": "`); w(); b.t('"'); }),
    () => { b.t('  "owner": { "name": "').v(p.name()).t('", "email": "').v(p.email(true)).t('" }'); },
    () => { b.t('  "notify": { "phone": "').v(p.phone()).t('" }'); },
  ];
  const neg: Line[] = [
    () => b.t('  "version": "').n('semver').t('"'),
    () => b.t('  "buildSha": "').n('git_sha').t('"'),
    () => b.t('  "instanceId": "').n('uuid').t('"'),
    () => b.t('  "stripe": { "publishableKey": "').n('stripe_publishable_key').t('" }'),
    () => b.t('  "apiKey": "').n('placeholder_key').t('"'),
    () => b.t('  "logo": "').n('data_uri').t('"'),
    () => b.t('  "integrity": "').n('sri_hash').t('"'),
    () => b.t('  "retry": { "max": 5, "backoffMs": 250 }'),
    () => b.t('  "publicKey": "').n('ssh_public_key').t('"'),
  ];
  b.t('{\n');
  mix(b, lines, neg, howMany(b.rng, 3), 2 + b.rng.int(3), ',\n');
  b.t('\n}\n');
};

const logJson: Writer = (b, p) => {
  const n = 3 + b.rng.int(5);
  const pos: Line[] = [
    () => { b.t(`{"ts":"`).n('timestamp').t(`","level":"info","msg":"user signed in","user":"`).v(p.email()).t(`","ip":"`).v(publicIpv4(b.rng)).t(`","request_id":"`).n('uuid').t('"}'); },
    () => { b.t(`{"ts":"`).n('timestamp').t(`","level":"debug","msg":"outgoing request","headers":{"Authorization":"Bearer `).v(secret(b.rng, pickSecretFormat(b.rng, (f) => f.category === 'access_token'))).t(`"},"trace_id":"`).n('trace_id').t('"}'); },
    () => { b.t(`{"ts":"`).n('timestamp').t(`","level":"warn","msg":"payment declined","card":"`).v(cardNumber(b.rng, { sep: '' })).t(`","amount_cents":${between(b.rng, 100, 99999)}}`); },
    () => { b.t(`{"ts":"`).n('timestamp').t(`","level":"info","msg":"profile updated","phone":"`).v(p.phone()).t(`","user_id":${between(b.rng, 1000, 999999)}}`); },
    () => { b.t(`{"ts":"`).n('timestamp').t(`","level":"error","msg":"config loaded","config":"{\\"api_key\\":\\"`).v(secret(b.rng, pickSecretFormat(b.rng, (f) => f.prefixed && f.category === 'api_key'))).t(`\\"}"}`); },
    () => { b.t(`{"ts":"`).n('timestamp').t(`","level":"info","msg":"client connected","remote_addr":"`).v(ipv6(b.rng)).t(`"}`); },
    () => { b.t(`{"ts":"`).n('timestamp').t(`","level":"info","msg":"withdrawal requested","asset":"${b.rng.pick(['BTC', 'ETH', 'USDC'])}","to_address":"`).v(wallet(b.rng)).t(`","tx_ref":"`).n('uuid').t('"}'); },
    () => { b.t(`{"ts":"`).n('timestamp').t(`","level":"info","msg":"kyc submitted","full_name":"`).v(p.name()).t(`","date_of_birth":"`).v(p.dob()).t(`","passport_number":"`).v(passport(b.rng, b.locale.country)).t(`","case":"`).n('uuid').t('"}'); },
    () => { b.t(`{"ts":"`).n('timestamp').t(`","level":"warn","msg":"identity mismatch","id_document":"`); p.nid(b, '","id_number":"'); b.t(`","user_id":${between(b.rng, 1000, 999999)}}`); },
  ];
  const neg: Line[] = [
    () => { b.t(`{"ts":"`).n('timestamp').t(`","level":"info","msg":"GET /api/orders 200","duration_ms":${between(b.rng, 1, 900)},"span_id":"${b.rng.string(HEX, 16)}","trace_id":"`).n('trace_id').t('"}'); },
    () => { b.t(`{"ts":"`).n('timestamp').t(`","level":"info","msg":"payment ok","card":"`).n('masked_card').t(`","order":"`).n('order_number').t('"}'); },
    () => { b.t(`{"ts":"`).n('timestamp').t(`","level":"info","msg":"deploy","commit":"`).n('git_sha').t(`","version":"`).n('semver').t('"}'); },
    () => { b.t(`{"ts":"`).n('timestamp').t(`","level":"info","msg":"upstream","peer":"`).v(privateIpv4(b.rng)).t(`:8080"}`); },
    () => { b.t(`{"ts":`).n('epoch').t(`,"level":"info","msg":"cache hit","key":"`).n('md5').t('"}'); },
    () => { b.t(`{"ts":"`).n('timestamp').t(`","level":"info","msg":"document saved","collection":"orders","_id":"`).n('object_id').t('"}'); },
    () => { b.t(`{"ts":"`).n('timestamp').t(`","level":"info","msg":"auth","token":"`).n('redacted').t('"}'); },
  ];
  const nPos = howMany(b.rng, 3);
  mix(b, pos, neg, nPos, Math.max(1, n - nPos));
  b.t('\n');
};

const logPlain: Writer = (b, p) => {
  const ts = (): void => { b.n('timestamp'); };
  const pos: Line[] = [
    () => { ts(); b.t(' INFO  [http-nio-8080-exec-3] c.a.auth.LoginService - login ok user=').v(p.email()).t(' from ').v(publicIpv4(b.rng)); },
    () => { ts(); b.t(' DEBUG [main] o.a.h.wire - >> "Authorization: Bearer ').v(secret(b.rng, pickSecretFormat(b.rng, (f) => f.category === 'access_token'))).t('[\\r][\\n]"'); },
    () => { ts(); b.t(' WARN  PaymentService - retry charge card=').v(cardNumber(b.rng)).t(' attempt=2'); },
    () => { ts(); b.t(' ERROR DataSource - could not connect to '); writeUrl(b); b.t(': connection refused'); },
    () => { ts(); b.t(' INFO  GET /oauth/callback?next='); const f = pickSecretFormat(b.rng, (x) => x.type === 'slack_webhook'); const s = secret(b.rng, f); const path = s.value.slice('https://hooks.slack.com/services/'.length); b.t('https%3A%2F%2Fhooks.slack.com%2Fservices%2F').v({ value: path.replace(/\//g, '%2F'), category: 'api_key', type: 'slack_webhook_path', encoding: 'percent' }).t(' 302'); },
    () => { ts(); b.t(' INFO  SmsSender - sent OTP to ').v(p.phone()); },
    () => { ts(); b.t(' ERROR Db - auth failed for '); writeUrl(b, { encodedPassword: true }); },
  ];
  const neg: Line[] = [
    () => { ts(); b.t(' INFO  Startup - version ').n('version').t(' build ').n('short_sha'); },
    () => { ts(); b.t(' INFO  OrderService - created order ').n('order_number').t(' total ').n('amount'); },
    () => { ts(); b.t(' DEBUG Cache - key=').n('sha256').t(' hit'); },
    () => { ts(); b.t(' INFO  PaymentService - charged ').n('masked_card').t(' ok'); },
    () => { ts(); b.t(' INFO  Fleet - device ').n('uuid').t(' reports firmware ').n('ip_like_version'); },
    () => { ts(); b.t(' INFO  Access - "GET /health HTTP/1.1" 200 "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/').t(`${between(b.rng, 110, 131)}.0.${between(b.rng, 5000, 6800)}.${between(b.rng, 10, 200)}`).t(' Safari/537.36"'); },
    () => { ts(); b.t(' WARN  Health - upstream ').v(privateIpv4(b.rng)).t(' slow (').t(String(between(b.rng, 200, 3000))).t(' ms)'); },
    () => { ts(); b.t(' INFO  Tracking - shipment ').n('tracking_number').t(' handed over'); },
    () => { ts(); b.t(' INFO  Session - id=').n('uuid'); },
  ];
  const total = 3 + b.rng.int(6);
  const nPos = howMany(b.rng, 3);
  mix(b, pos, neg, nPos, Math.max(1, total - nPos));
  b.t('\n');
};

const httpTrace: Writer = (b, p) => {
  const host = b.rng.pick(hostNames);
  b.t(`> ${b.rng.pick(['POST', 'GET', 'PUT'])} /v1/${b.rng.pick(['charges', 'users/me', 'messages', 'exports'])} HTTP/1.1\n> Host: ${host}\n> User-Agent: curl/${between(b.rng, 7, 8)}.${between(b.rng, 0, 11)}.${between(b.rng, 0, 3)}\n`);
  // One Authorization header at most; other credentials travel in their own headers.
  const auth: Line[] = [
    () => b.t('> Authorization: Bearer ').v(secret(b.rng, pickSecretFormat(b.rng, (f) => f.category === 'access_token' || f.type === 'openai_api_key' || f.type === 'github_token'))),
    () => { const user = b.rng.pick(['admin', 'ci', 'svc-export']); const pw = password(b.rng); b.t('> Authorization: Basic ').v({ value: b64(`${user}:${pw}`), category: 'password', type: 'basic_auth', encoding: 'base64' }); },
  ];
  const pos: Line[] = [
    () => b.t('> X-Api-Key: ').v(secret(b.rng, pickSecretFormat(b.rng, tokenLike))),
    () => b.t('> Cookie: session=').v({ value: b.rng.string(ALNUM, 40), category: 'access_token', type: 'session_cookie' }).t('; theme=dark'),
  ];
  const neg: Line[] = [
    () => b.t('> Accept: application/json'),
    () => b.t('> X-Request-Id: ').n('uuid'),
    () => b.t('> If-None-Match: "').n('md5').t('"'),
  ];
  const withAuth = b.rng.int(5) > 0;
  if (withAuth && b.rng.int(6) > 0) b.rng.pick(auth)(b);
  else if (withAuth) b.t('> Authorization: Bearer ').n('placeholder_key');
  if (withAuth) b.t('\n');
  mix(b, pos, neg, b.rng.int(3) === 0 ? 1 : 0, 1 + b.rng.int(2));
  b.t('\n>\n< HTTP/1.1 200 OK\n< Content-Type: application/json\n< ETag: W/"').n('sha1').t('"\n<\n');
  const body: Line[] = [
    () => { b.t('{"id":"').n('stripe_object_id').t('","email":"').v(p.email()).t('","name":"').v(p.name()).t('"}'); },
    () => { b.t('{"id":"').n('stripe_object_id').t('","status":"succeeded","created":').n('epoch').t('}'); },
    () => { b.t('{"access_token":"').v(secret(b.rng, pickSecretFormat(b.rng, (f) => f.type === 'jwt'))).t('","token_type":"Bearer","expires_in":3600}'); },
  ];
  b.rng.pick(body)(b);
  b.t('\n');
};

const codePython: Writer = (b, p) => {
  b.t(b.rng.pick(['import os\nimport requests\n\n', 'from openai import OpenAI\nimport psycopg2\n\n', '#!/usr/bin/env python3\n"""Nightly export job."""\nimport boto3\n\n']));
  const pos: Line[] = [
    () => secretPairs(b, 'env', (k, w) => { b.t(`${k} = "`); w(); b.t('"'); }),
    () => { const f = pickSecretFormat(b.rng, (x) => x.type === 'openai_api_key' || x.type === 'anthropic_api_key'); b.t(`client = ${f.type === 'openai_api_key' ? 'OpenAI' : 'Anthropic'}(api_key="`).v(secret(b.rng, f)).t('")'); },
    () => { b.t('conn = psycopg2.connect("'); writeUrl(b); b.t('")'); },
    () => { b.t('s3 = boto3.client("s3", aws_access_key_id="').v(secret(b.rng, pickSecretFormat(b.rng, (f) => f.type === 'aws_access_key_id'))).t('", aws_secret_access_key="').v(secret(b.rng, pickSecretFormat(b.rng, (f) => f.type === 'aws_secret_access_key'))).t('")'); },
    () => { b.t('smtp.login("').v(p.email(true)).t('", "').v(dbPasswordSample(password(b.rng), 'smtp_password')).t('")'); },
    () => { b.t('password = "').v(dbPasswordSample(password(b.rng), 'hardcoded_password')).t('"  # TODO move to vault'); },
    () => { b.t('PRIVATE_KEY = """').v(privateKey(b.rng)).t('"""'); },
  ];
  const neg: Line[] = [
    () => b.t('API_KEY = os.environ["API_KEY"]'),
    () => b.t('token = os.getenv("GITHUB_TOKEN", "")'),
    () => b.t('EXPECTED_SHA256 = "').n('sha256').t('"'),
    () => b.t('RUN_ID = "').n('uuid').t('"'),
    () => b.t('api_key = "').n('placeholder_key').t('"  # replace before running'),
    () => b.t('__version__ = "').n('semver').t('"'),
    () => b.t('TEST_CARD_INVALID = "').n('luhn_invalid_card').t('"'),
    () => b.t('resp = requests.get(f"https://api.example-shop.com/orders/{order_id}", timeout=10)'),
    () => b.t('ICON = "').n('base64_blob').t('"'),
  ];
  mix(b, pos, neg, howMany(b.rng, 3), 2 + b.rng.int(3));
  b.t('\n');
};

const codeJs: Writer = (b, p) => {
  b.t(b.rng.pick(["import Stripe from 'stripe';\n\n", "const express = require('express');\n\n", "// config.js\n"]));
  const pos: Line[] = [
    () => secretPairs(b, 'camel', (k, w) => { b.t(`const ${k} = '`); w(); b.t("';"); }),
    () => { b.t("const stripe = new Stripe('").v(secret(b.rng, pickSecretFormat(b.rng, (f) => f.type === 'stripe_secret_key'))).t("');"); },
    () => { b.t("mongoose.connect('"); writeUrl(b); b.t("');"); },
    () => { b.t("headers: { Authorization: 'Bearer ").v(secret(b.rng, pickSecretFormat(b.rng, (f) => f.prefixed))).t("' },"); },
    () => { b.t("const admin = { email: '").v(p.email(true)).t("', password: '").v(dbPasswordSample(password(b.rng), 'hardcoded_password')).t("' };"); },
    () => { b.t('await fetch(`').v(secret(b.rng, pickSecretFormat(b.rng, (f) => f.type === 'slack_webhook'))).t('`, { method: "POST", body });'); },
  ];
  const neg: Line[] = [
    () => b.t('const apiKey = process.env.API_KEY ?? "";'),
    () => b.t("const stripePk = '").n('stripe_publishable_key').t("'; // publishable, safe in the browser"),
    () => b.t("export const VERSION = '").n('semver').t("';"),
    () => b.t("const placeholder = '").n('placeholder_key').t("';"),
    () => b.t("const requestId = '").n('uuid').t("';"),
    () => b.t("const integrity = '").n('sri_hash').t("';"),
    () => b.t("const customer = await stripe.customers.retrieve('").n('stripe_object_id').t("');"),
    () => b.t("const pixel = '").n('data_uri').t("';"),
  ];
  mix(b, pos, neg, howMany(b.rng, 3), 2 + b.rng.int(3));
  b.t('\n');
};

const codeGo: Writer = (b) => {
  b.t('package main\n\nimport (\n\t"database/sql"\n\t"net/http"\n)\n\n');
  const pos: Line[] = [
    () => secretPairs(b, 'camel', (k, w) => { b.t(`const ${k} = "`); w(); b.t('"'); }),
    () => { b.t('db, err := sql.Open("postgres", "'); writeUrl(b); b.t('")'); },
    () => { b.t('req.Header.Set("Authorization", "Bearer ').v(secret(b.rng, pickSecretFormat(b.rng, (f) => f.prefixed))).t('")'); },
    () => { b.t('var signingKey = []byte(`').v(privateKey(b.rng)).t('`)'); },
  ];
  const neg: Line[] = [
    () => b.t('const Version = "').n('semver').t('"'),
    () => b.t('var commit = "').n('git_sha').t('" // set by -ldflags'),
    () => b.t('token := os.Getenv("API_TOKEN")'),
    () => b.t('const checksum = "').n('sha256').t('"'),
    () => b.t('var caCert = `').n('certificate').t('`'),
  ];
  mix(b, pos, neg, howMany(b.rng, 2), 2 + b.rng.int(2));
  b.t('\n');
};

const codeJava: Writer = (b) => {
  b.t('package com.acme.billing;\n\npublic final class Config {\n');
  const pos: Line[] = [
    () => secretPairs(b, 'env', (k, w) => { b.t(`    private static final String ${k} = "`); w(); b.t('";'); }),
    () => { b.t('    Connection c = DriverManager.getConnection("jdbc:postgresql://db:5432/billing", "billing", "').v(dbPasswordSample(password(b.rng), 'jdbc_password')).t('");'); },
    () => { b.t('    String url = "'); writeUrl(b); b.t('";'); },
    () => { b.t('    props.setProperty("mail.smtp.password", "').v(dbPasswordSample(password(b.rng), 'smtp_password')).t('");'); },
  ];
  const neg: Line[] = [
    () => b.t('    private static final String VERSION = "').n('version').t('";'),
    () => b.t('    private static final String API_KEY = System.getenv("API_KEY");'),
    () => b.t('    private static final long SERIAL_VERSION_UID = ').n('epoch').t('L;'),
    () => b.t('    private static final String BUILD = "').n('git_sha').t('";'),
    () => b.t('    // TODO: ticket ').n('ticket'),
  ];
  mix(b, pos, neg, howMany(b.rng, 2), 2 + b.rng.int(2));
  b.t('\n}\n');
};

const shellHistory: Writer = (b, p) => {
  const pos: Line[] = [
    () => secretPairs(b, 'env', (k, w) => { b.t(`export ${k}=`); w(); }),
    () => { b.t('curl -s -H "Authorization: Bearer ').v(secret(b.rng, pickSecretFormat(b.rng, tokenLike))).t(`" https://${b.rng.pick(hostNames)}/v1/me`); },
    () => { b.t("mysql -h db.internal -u root -p'").v(dbPasswordSample(password(b.rng), 'cli_password')).t("' shop"); },
    () => { b.t('psql "'); writeUrl(b); b.t('" -c "select count(*) from orders"'); },
    () => { b.t('docker login -u ').t(b.rng.pick(['acme-ci', 'deploy'])).t(' -p ').v(dbPasswordSample(password(b.rng), 'cli_password')).t(' registry.acme-corp.com'); },
    () => { b.t('git clone https://x-access-token:').v(secret(b.rng, pickSecretFormat(b.rng, (f) => f.type === 'github_token'))).t('@github.com/acme/infra.git'); },
    () => { b.t('aws configure set aws_secret_access_key ').v(secret(b.rng, pickSecretFormat(b.rng, (f) => f.type === 'aws_secret_access_key'))); },
    () => { const f = pickSecretFormat(b.rng, (x) => x.prefixed); const s = secret(b.rng, f); b.t('echo ').encoded(b64(`${keyAs(f.keys[0]!, 'env')}=${s.value}\n`), 'base64', [s]).t(' | base64 -d >> .env'); },
    () => { b.t('ssh ').t(b.rng.pick(['deploy', 'ubuntu'])).t('@').v(publicIpv4(b.rng)); },
    () => { b.t('cat ~/.ssh/id_ed25519\n').v(privateKey(b.rng)); },
  ];
  const neg: Line[] = [
    () => b.t('git checkout ').n('git_sha'),
    () => b.t('git log --oneline ').n('short_sha').t('..HEAD'),
    () => b.t('docker pull ghcr.io/acme/api@').n('docker_digest'),
    () => b.t('npm i lodash@').n('semver'),
    () => b.t('ping -c 3 ').v(privateIpv4(b.rng)),
    () => b.t('kubectl rollout restart deploy/api -n prod'),
    () => b.t('export API_KEY=').n('placeholder_key'),
    () => b.t('sha256sum release.tar.gz # ').n('sha256'),
    () => b.t('aws ec2 describe-images --image-ids ').n('ami_id'),
    () => b.t('cat ~/.ssh/id_ed25519.pub  # ').n('ssh_public_key'),
  ];
  mix(b, pos, neg, howMany(b.rng, 3), 3 + b.rng.int(4));
  b.t('\n');
};

const chatSupport: Writer = (b, p) => {
  const L = b.locale.labels;
  const agent = b.rng.pick(['Agent', 'Support', 'Sam (Support)', 'Bot']);
  const customer = p.first;
  let minute = between(b.rng, 8 * 60, 20 * 60);
  const turn = (who: string, write: () => void): void => {
    minute += b.rng.int(4);
    b.t(`[${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}] `);
    // The customer speaks under their given name: a person name only the transcript's layout marks (soft).
    if (who === customer) b.v({ value: who, category: 'person_name', type: 'name_speaker', soft: true }).t(': ');
    else b.t(`${who}: `);
    write();
    b.t('\n');
  };
  turn(agent, () => b.t(`${L.hello}!${b.locale.lang === 'en' ? ' How can I help you today?' : ''}`));
  const prose = PROSE[b.locale.lang] ?? PROSE.en!;
  const pos: Line[] = [
    () => turn(customer, () => fillProse(b, p, b.rng.pick(prose.pos))),
    () => turn(customer, () => fillProse(b, p, b.rng.pick(prose.pos))),
    () => turn(customer, () => b.t(`${L.card}: `).v(cardNumber(b.rng)).t(b.rng.pick([' exp 09/28', ' CVV 123? no wait', '', ''])))
    ,
    () => turn(customer, () => b.t(`${L.email}: `).v(p.email())),
    () => turn(customer, () => b.t(`${L.dob}: `).v(p.dob())),
    () => turn(customer, () => { b.t(`${L.address}: `).v(p.address()); }),
    () => turn(customer, () => { p.nid(b); }),
    () => turn(customer, () => { p.passport(b); }),
    () => turn(customer, () => b.t(b.rng.pick(['Wallet: ', 'BTC/ETH: ', 'refund to '])).v(wallet(b.rng))),
    () => turn(customer, () => b.t(`${L.phone}: `).v(p.nphone())),
  ];
  const neg: Line[] = [
    () => turn(customer, () => fillProse(b, p, b.rng.pick(prose.neg))),
    () => turn(agent, () => b.t(`${L.order} `).n('order_number').t(' — ').n('tracking_number')),
    () => turn(agent, () => b.t(`${L.thanks}! Ticket `).n('ticket')),
    () => turn(agent, () => b.t(`${L.card}: `).n('masked_card')),
  ];
  mix(b, pos, neg, howMany(b.rng, 4), 1 + b.rng.int(3), '');
  turn(agent, () => b.t(`${L.thanks}, `).v(p.name(true)).t('!'));
};

const chatSlack: Writer = (b, p) => {
  const msg = (write: () => void): void => {
    b.t(`  {"type": "message", "user": "`).n('slack_user_id').t(`", "ts": "${between(b.rng, 1_650_000_000, 1_780_000_000)}.${randomDigits(b.rng, 6)}", "text": "`);
    write();
    b.t('"}');
  };
  const pos: Line[] = [
    () => msg(() => b.t('here is the staging key, rotate after the demo: ').v(secret(b.rng, pickSecretFormat(b.rng, (f) => f.prefixed)))),
    () => msg(() => b.t('can someone check why ').v(p.email(true)).t(' cannot log in?')),
    () => msg(() => { b.t('prod db is '); writeUrl(b); b.t(' — please don\'t share'); }),
    () => msg(() => b.t('customer called from ').v(p.phone()).t(', wants a refund')),
    () => msg(() => {
      const f = pickSecretFormat(b.rng, (x) => !x.prefixed && x.category === 'api_key');
      b.t('the `').t(b.rng.pick(f.keys)).t('` is `').v(secret(b.rng, f)).t('`');
    }),
    () => msg(() => b.t('webhook for #alerts: ').v(secret(b.rng, pickSecretFormat(b.rng, (f) => f.type === 'slack_webhook')))),
    () => msg(() => b.t('treasury hot wallet is ').v(wallet(b.rng)).t(', top it up before Friday')),
    () => msg(() => b.t('deploy key for the bastion:\\n```').v({ ...privateKey(b.rng, { escaped: true }), encoding: 'json_escape' }).t('```')),
    () => msg(() => b.t('customer IP was ').v(publicIpv4(b.rng)).t(', blocked it in the WAF')),
  ];
  const neg: Line[] = [
    () => msg(() => b.t('deployed ').n('short_sha').t(' to prod, version ').n('semver')),
    () => msg(() => b.t('see ').n('ticket').t(' for details')),
    () => msg(() => b.t('token is ').n('redacted').t(' in the logs now, good')),
    () => msg(() => b.t('trace ').n('trace_id').t(' shows the timeout')),
    () => msg(() => b.t('use ').n('placeholder_key').t(' in the docs, not a real key')),
  ];
  b.t('[\n');
  mix(b, pos, neg, howMany(b.rng, 3), 2 + b.rng.int(3), ',\n');
  b.t('\n]\n');
};

const emailMessage: Writer = (b, p) => {
  const domain = b.rng.pick(corpDomains);
  const to = new Person(b.rng, b.locale, domain);
  const L = b.locale.labels;
  b.t('From: ').v(p.name(true)).t(' <').v(p.email()).t('>\nTo: ').v(to.name(true)).t(' <').v(to.email(true)).t('>\nDate: ').n('timestamp').t('\nMessage-ID: ');
  const mid = negative(b.rng, 'message_id').text;
  b.t('<').v({ value: mid.slice(1, -1), category: 'email', type: 'message_id', soft: true }).t('>\n');
  if (b.rng.int(3) === 0) b.t('X-Originating-IP: [').v(publicIpv4(b.rng)).t(']\n');
  b.t(`Subject: ${b.rng.pick(['Re: your order', 'Invoice question', 'Updated bank details', 'Access for the new contractor', 'Fwd: account'])}\n\n${L.hello} `);
  b.v({ value: to.first, category: 'person_name', type: 'name_greeting', soft: true }).t(',\n\n');
  const prose = PROSE[b.locale.lang] ?? PROSE.en!;
  const nPos = howMany(b.rng, 2);
  for (let i = 0; i < nPos; i++) fillProse(b, p, b.rng.pick(prose.pos)).t(' ');
  fillProse(b, p, b.rng.pick(prose.neg));
  b.t(`\n\n${L.regards},\n`).v(p.name(true)).t('\n');
  if (b.rng.int(2) === 0) b.t(`${L.phone}: `).v(b.rng.int(2) === 0 ? p.phone() : p.nphone()).t('\n');
  if (b.rng.int(3) === 0) b.v(p.address(true)).t('\n');
};

const emailHr: Writer = (b, p) => {
  const L = b.locale.labels;
  const lines: Line[] = [
    () => b.t(`${L.name}: `).v(p.name()),
    () => b.t(`${L.dob}: `).v(p.dob()),
    () => b.t(`${L.address}: `).v(p.address()),
    () => p.nid(b),
    () => b.t(`${L.iban}: `).v(p.iban()),
    () => b.t(`${L.phone}: `).v(b.rng.int(2) === 0 ? p.phone() : p.nphone()),
    () => b.t(`${L.email}: `).v(p.email()),
    () => p.passport(b),
  ];
  const neg: Line[] = [
    () => b.t(`${L.employee} ID: ${between(b.rng, 10000, 99999)}`),
    () => b.t('Start: ').n('date'),
    () => b.t('Ref: ').n('invoice_number'),
    () => b.t('Salary: ').n('amount'),
  ];
  b.t(b.rng.pick(['CONFIDENTIAL — Personnel file\n\n', 'Onboarding form\n\n', 'Subject: new starter details\n\n']));
  const chosen = shuffle(b.rng, [...lines]).slice(0, b.rng.int(6) === 0 ? 0 : 2 + b.rng.int(5));
  for (let i = 1 + b.rng.int(2); i > 0; i--) chosen.push(b.rng.pick(neg));
  shuffle(b.rng, chosen).forEach((line, i) => {
    if (i > 0) b.t('\n');
    line(b);
  });
  b.t(`\n\n${L.regards},\nHR — `).t(b.rng.pick(['People Operations', 'Personalabteilung', 'Ressources humaines', 'Recursos Humanos'])).t('\n');
};

const csvExport: Writer = (b) => {
  const L = b.locale.labels;
  const cols = shuffle(b.rng, ['email', 'phone', 'iban', 'card', 'created', 'order', 'name', 'dob']).slice(0, 4 + b.rng.int(3));
  if (!cols.includes('created')) cols.push('created');
  const header: Record<string, string> = { email: L.email, phone: L.phone, iban: L.iban, card: L.card, created: 'created_at', order: L.order, name: L.name, dob: L.dob };
  b.t('id,' + cols.map((c) => header[c]!.toLowerCase().replace(/\s+/g, '_')).join(',') + '\n');
  const rows = 2 + b.rng.int(6);
  for (let r = 0; r < rows; r++) {
    const p = new Person(b.rng, b.locale);
    b.t(String(1000 + r * between(b.rng, 1, 9)));
    for (const c of cols) {
      b.t(',');
      switch (c) {
        case 'email': b.v(p.email()); break;
        case 'phone': b.v(p.phone()); break;
        case 'iban': b.v(iban(b.rng, b.locale.ibanCountry, false)); break;
        case 'card': b.rng.int(3) === 0 ? b.n('masked_card') : b.v(cardNumber(b.rng, { sep: '' })); break;
        case 'created': b.n('timestamp'); break;
        case 'order': b.n('order_number'); break;
        // Names and dates of birth in a column are identified only by the header row: soft.
        case 'name': b.t('"').v(p.name(true)).t('"'); break;
        case 'dob': b.v({ ...p.dob(), soft: true, type: 'date_of_birth_column' }); break;
      }
    }
    b.t('\n');
  }
};

function fillProse(b: DocBuilder, p: Person, template: string): DocBuilder {
  return b.fill(template, (slot) => {
    switch (slot) {
      case 'name': b.v(p.name()); break;
      case 'sname': b.v(p.name(true)); break;
      case 'email': b.v(p.email()); break;
      case 'phone': b.v(p.phone()); break;
      case 'nphone': b.v(p.nphone()); break;
      case 'iban': b.v(p.iban()); break;
      case 'card': b.v(cardNumber(b.rng)); break;
      case 'nid': p.nid(b, b.rng.pick([': ', ' '])); break;
      case 'passport': p.passport(b, undefined, b.rng.pick([': ', ' '])); break;
      case 'dob': b.v(p.dob()); break;
      case 'address': b.v(p.address()); break;
      case 'ip': b.v(publicIpv4(b.rng)); break;
      case 'wallet': b.v(wallet(b.rng)); break;
      case 'order': b.n('order_number'); break;
      case 'invoice': b.n('invoice_number'); break;
      case 'tracking': b.n('tracking_number'); break;
      case 'date': b.n('date'); break;
      case 'version': b.n('version'); break;
      case 'amount': b.n('amount'); break;
      case 'luhnbad': b.n('luhn_invalid_card'); break;
      case 'isbn': b.n('isbn'); break;
      case 'sku': b.n('phone_like_code'); break;
      case 'ticket': b.n('ticket'); break;
      case 'uuid': b.n('uuid'); break;
      case 'ipver': b.n('ip_like_version'); break;
      default: throw new Error(`unknown prose slot ${slot}`);
    }
  });
}

const prose: Writer = (b, p) => {
  const set = PROSE[b.locale.lang] ?? PROSE.en!;
  const nPos = howMany(b.rng, 3);
  const sentences: Line[] = [];
  for (let i = 0; i < nPos; i++) { const t = b.rng.pick(set.pos); sentences.push(() => { fillProse(b, p, t); }); }
  const nNeg = 1 + b.rng.int(3);
  for (let i = 0; i < nNeg; i++) { const t = b.rng.pick(set.neg); sentences.push(() => { fillProse(b, p, t); }); }
  shuffle(b.rng, sentences).forEach((s, i) => {
    if (i > 0) b.t(b.rng.int(3) === 0 ? '\n\n' : ' ');
    s(b);
  });
  b.t('\n');
};

const stackTrace: Writer = (b, p) => {
  const java = b.rng.int(2) === 0;
  const pos: Line[] = java
    ? [
        () => { b.t('org.postgresql.util.PSQLException: FATAL: password authentication failed for url '); writeUrl(b); },
        () => { b.t('com.acme.users.DuplicateUserException: user ').v(p.email()).t(' already exists'); },
        () => { b.t('java.lang.IllegalStateException: invalid card ').v(cardNumber(b.rng, { sep: '' })).t(' for customer ').n('stripe_object_id'); },
      ]
    : [
        () => { b.t('sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not connect: '); writeUrl(b); },
        () => { b.t('ValueError: phone number ').v(p.phone()).t(' rejected by provider'); },
        () => { b.t('requests.exceptions.HTTPError: 401 Client Error for url: https://api.acme-corp.com/v2/export?api_key=').v(secret(b.rng, pickSecretFormat(b.rng, (f) => f.prefixed))); },
      ];
  const frame = (): void => {
    if (java) b.t(`\tat com.acme.${b.rng.pick(['billing', 'users', 'orders'])}.${b.rng.pick(['Service', 'Repository', 'Controller'])}.${b.rng.pick(['handle', 'save', 'charge'])}(${b.rng.pick(['Service', 'Repo'])}.java:${between(b.rng, 10, 900)})\n`);
    else b.t(`  File "/app/${b.rng.pick(['billing', 'users', 'jobs'])}/${b.rng.pick(['tasks', 'views', 'models'])}.py", line ${between(b.rng, 10, 900)}, in ${b.rng.pick(['run', 'post', 'save'])}\n`);
  };
  b.t(java ? `Exception in thread "${b.rng.pick(['main', 'pool-3-thread-2'])}" ` : 'Traceback (most recent call last):\n');
  if (!java) for (let i = 0; i < 3; i++) frame();
  if (b.rng.int(5) === 0) b.t(java ? 'java.util.concurrent.TimeoutException: request ' : 'TimeoutError: request ').n('uuid').t(' timed out');
  else b.rng.pick(pos)(b);
  b.t('\n');
  if (java) for (let i = 0; i < 3 + b.rng.int(4); i++) frame();
  b.t(java ? '\t... ' + between(b.rng, 5, 80) + ' more\n' : '');
  b.t('build: ').n('short_sha').t(' node: ').v(privateIpv4(b.rng)).t('\n');
};

const terraform: Writer = (b) => {
  const pos: Line[] = [
    () => { b.t('provider "aws" {\n  region     = "eu-west-1"\n  access_key = "').v(secret(b.rng, pickSecretFormat(b.rng, (f) => f.type === 'aws_access_key_id'))).t('"\n  secret_key = "').v(secret(b.rng, pickSecretFormat(b.rng, (f) => f.type === 'aws_secret_access_key'))).t('"\n}'); },
    () => { b.t('resource "aws_db_instance" "main" {\n  engine         = "postgres"\n  username       = "dbadmin"\n  password       = "').v(dbPasswordSample(password(b.rng), 'terraform_password')).t('"\n  instance_class = "db.t3.micro"\n}'); },
    () => { b.t('provider "github" {\n  token = "').v(secret(b.rng, pickSecretFormat(b.rng, (f) => f.type === 'github_token' || f.type === 'github_fine_grained_pat'))).t('"\n}'); },
    () => { b.t('provider "digitalocean" {\n  token = "').v(secret(b.rng, pickSecretFormat(b.rng, (f) => f.type === 'digitalocean_token'))).t('"\n}'); },
  ];
  const neg: Line[] = [
    () => b.t('terraform {\n  required_providers {\n    aws = { source = "hashicorp/aws", version = "~> ').n('version').t('" }\n  }\n}'),
    () => b.t('resource "aws_instance" "web" {\n  ami           = "').n('ami_id').t('"\n  instance_type = "t3.small"\n}'),
    () => b.t('variable "db_password" {\n  type      = string\n  sensitive = true\n}'),
    () => b.t('data "aws_iam_role" "deploy" {\n  arn = "').n('aws_arn').t('"\n}'),
    () => b.t('resource "aws_s3_object" "bundle" {\n  etag = "').n('md5').t('"\n}'),
  ];
  mix(b, pos, neg, howMany(b.rng, 2), 1 + b.rng.int(3), '\n\n');
  b.t('\n');
};

const sqlDump: Writer = (b) => {
  b.t('-- PostgreSQL database dump\n-- Dumped by pg_dump version ').n('version').t('\n\nINSERT INTO public.users (id, full_name, email, phone, password_hash, created_at) VALUES\n');
  const rows = 1 + b.rng.int(5);
  for (let r = 0; r < rows; r++) {
    const p = new Person(b.rng, b.locale);
    b.t(`(${between(b.rng, 1, 99999)}, '`).v(p.name(true)).t("', '").v(p.email()).t("', '").v(p.phone()).t("', '").n('bcrypt_hash').t("', '").n('timestamp').t(`')${r === rows - 1 ? ';' : ','}\n`);
  }
  if (b.rng.int(2) === 0) {
    b.t('\nINSERT INTO public.payment_methods (user_id, card_number, iban) VALUES\n');
    const p = new Person(b.rng, b.locale);
    b.t(`(${between(b.rng, 1, 99999)}, '`).v(cardNumber(b.rng, { sep: '' })).t("', '").v(p.iban()).t("');\n");
  }
  if (b.rng.int(2) === 0) b.t("\nINSERT INTO public.api_clients (id, name, secret) VALUES (1, 'export', '").v(secret(b.rng, pickSecretFormat(b.rng, (f) => f.prefixed))).t("');\n");
  b.t('\nSELECT pg_catalog.setval(\'public.users_id_seq\', ').t(String(between(b.rng, 100, 99999))).t(', true);\n');
};

const markdownReadme: Writer = (b, p) => {
  b.t(`# ${b.rng.pick(['payments-sdk', 'orders-service', 'acme-cli'])}\n\n![build](https://img.shields.io/badge/build-passing-green) Version `).n('semver').t('\n\n## Setup\n\n```bash\n');
  const pos: Line[] = [
    () => secretPairs(b, 'env', (k, w) => { b.t(`export ${k}=`); w(); }, (f) => f.prefixed),
    () => { b.t('export DATABASE_URL='); writeUrl(b); },
  ];
  const neg: Line[] = [
    () => b.t('export OPENAI_API_KEY=').n('placeholder_key'),
    () => b.t('export GITHUB_TOKEN=<your-token>'),
    () => b.t('npm install acme-sdk@').n('semver'),
    () => b.t('echo "').n('sha256').t('  acme.tar.gz" | sha256sum -c'),
  ];
  mix(b, pos, neg, b.rng.int(3) === 0 ? 1 : 0, 1 + b.rng.int(2));
  b.t('\n```\n\n## Testing payments\n\n');
  if (b.rng.int(2) === 0) {
    // Documented processor test cards are public examples, like AWS's EXAMPLE keys: a hard negative.
    b.t('Use the test card ').n('test_card_number').t(' with any future expiry. ');
  }
  if (b.rng.int(4) === 0) b.t('## Support the project\n\nDonations welcome: ').v(wallet(b.rng)).t('\n\n');
  b.t('The card ').n('luhn_invalid_card').t(' always fails validation. Order ids look like ').n('order_number').t('.\n\n## Contact\n\nMaintainer: ').v(p.name()).t(' (').v(p.email(true)).t(')\n');
  if (b.rng.int(3) === 0) b.t('\n## Deploy key\n\n```\n').n(b.rng.pick(['ssh_public_key', 'public_key_pem', 'certificate'] as const)).t('\n```\n');
};

const propertiesFile: Writer = (b, p) => {
  const kind = b.rng.int(3);
  if (kind === 0) {
    b.t('registry=https://registry.npmjs.org/\n');
    if (b.rng.int(4) > 0) b.t('//registry.npmjs.org/:_authToken=').v(secret(b.rng, pickSecretFormat(b.rng, (f) => f.type === 'npm_token'))).t('\n');
    else b.t('//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n');
    b.t('@acme:registry=https://npm.pkg.github.com/\n');
    if (b.rng.int(2) === 0) b.t('//npm.pkg.github.com/:_authToken=').v(secret(b.rng, pickSecretFormat(b.rng, (f) => f.type === 'github_token'))).t('\n');
    b.t('save-exact=true\n');
    return;
  }
  if (kind === 1) {
    b.t('[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = ');
    if (b.rng.int(4) > 0) b.v(secret(b.rng, pickSecretFormat(b.rng, (f) => f.type === 'pypi_token')));
    else b.n('placeholder_key');
    b.t('\n');
    return;
  }
  const pos: Line[] = [
    () => b.t('spring.datasource.password=').v(dbPasswordSample(password(b.rng), 'spring_password')),
    () => { b.t('spring.datasource.url=jdbc:'); writeUrl(b); },
    () => b.t('spring.mail.username=').v(p.email(true)),
    () => b.t('app.stripe.secret-key=').v(secret(b.rng, pickSecretFormat(b.rng, (f) => f.type === 'stripe_secret_key'))),
    () => b.t('azure.storage.connection-string=DefaultEndpointsProtocol=https;AccountName=acmeprod;AccountKey=').v(secret(b.rng, pickSecretFormat(b.rng, (f) => f.type === 'azure_storage_account_key'))).t(';EndpointSuffix=core.windows.net'),
  ];
  const neg: Line[] = [
    () => b.t('server.port=8080'),
    () => b.t('spring.datasource.password=${DB_PASSWORD}'),
    () => b.t('info.app.version=').n('version'),
    () => b.t('management.endpoints.web.exposure.include=health,info'),
    () => b.t('app.build.commit=').n('git_sha'),
  ];
  mix(b, pos, neg, howMany(b.rng, 3), 2 + b.rng.int(2));
  b.t('\n');
};

export const WRITERS: Readonly<Record<ContextKind, Writer>> = {
  env_file: envFile,
  yaml_k8s: yamlK8s,
  yaml_compose: yamlCompose,
  yaml_gha: yamlGha,
  json_config: jsonConfig,
  log_json: logJson,
  log_plain: logPlain,
  http_trace: httpTrace,
  code_python: codePython,
  code_js: codeJs,
  code_go: codeGo,
  code_java: codeJava,
  shell_history: shellHistory,
  chat_support: chatSupport,
  chat_slack: chatSlack,
  email_message: emailMessage,
  email_hr: emailHr,
  csv_export: csvExport,
  prose,
  stack_trace: stackTrace,
  terraform,
  sql_dump: sqlDump,
  markdown_readme: markdownReadme,
  properties_file: propertiesFile,
};

/** Contexts whose language follows the locale (the rest are written in English). */
export const LOCALISED: ReadonlySet<ContextKind> = new Set(['chat_support', 'email_message', 'email_hr', 'csv_export', 'prose']);

export { LOCALES };
export const companyDomain = (rng: Rng): string => rng.pick(corpDomains);
