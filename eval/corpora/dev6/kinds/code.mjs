// Source code with credentials written into it, in nine languages, next to the decorators,
// hashes and placeholders code is full of.
import { DocBuilder, L } from '../lib/doc.mjs';
import { persona } from '../lib/persona.mjs';
import { NEG } from '../lib/negatives.mjs';
import { password, vendorKey, prefixedKey, genericSecret, connectionString, privateKey, jwt, wallet } from '../lib/secrets.mjs';
import { card as payCard } from '../lib/ids.mjs';

const LANGS = {
  python: (r, b) => {
    b.t('import os\nimport stripe\n\n').put(NEG.decorator(r)).t('\ndef client():\n    stripe.api_key = "').put(vendorKey(r, 'stripe_secret')).t('"\n    openai_key = os.getenv("OPENAI_API_KEY", "').put(NEG.placeholder_key(r)).t('")\n    return Client(dsn="').put(connectionString(r)).t('")\n\nTEST_CUSTOMER = {"name": "');
    const x = persona(r, r.pick(['en', 'de', 'fr']));
    b.put(x.latinName).t('", "card": "').put(payCard(r)).t('", "test_card": "').put(NEG.test_card(r)).t('"}\n');
  },
  javascript: (r, b) => {
    b.t(`// ${r.pick(['src/lib/mailer.js', 'server/config.ts'])}\nconst transporter = nodemailer.createTransport({\n  host: 'smtp.sendgrid.net',\n  auth: { user: 'apikey', pass: '`).put(vendorKey(r, 'sendgrid')).t("' },\n});\nconst anthropic = new Anthropic({ apiKey: process.env.ANTHROPIC_API_KEY ?? '").put(vendorKey(r, 'anthropic')).t("' });\nexport const BUILD = '").put(NEG.git_sha(r)).t("';\n// deps: ").put(NEG.package_at_version(r)).t(', ').put(NEG.package_at_version(r)).t('\n');
  },
  go: (r, b) => {
    b.t('package main\n\nconst (\n\tdsn     = "').put(connectionString(r)).t('"\n\tbotToken = "').put(vendorKey(r, r.pick(['telegram_bot', 'slack_bot_token', 'discord_bot']))).t('"\n\tchecksum = "').put(NEG.sha256(r)).t('"\n)\n\nfunc main() {\n\tdb, err := sql.Open("postgres", dsn)\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n}\n');
  },
  java: (r, b) => {
    b.t('@Configuration\npublic class PaymentConfig {\n    private static final String API_KEY = "').put(prefixedKey(r)).t('";\n    private static final String KEYSTORE_PASSWORD = "').put(password(r)).t('";\n    private static final String REQUEST_ID = "').put(NEG.uuid(r)).t('";\n\n    ').put(NEG.decorator(r)).t('\n    public DataSource ds() { return DataSourceBuilder.create().url("').put(connectionString(r)).t('").build(); }\n}\n');
  },
  csharp: (r, b) => {
    b.t('public static class Secrets\n{\n    public const string Storage = "').put(connectionString(r)).t('";\n    public const string OpenAiKey = "').put(vendorKey(r, 'openai')).t('";\n    public const string AzureOpenAiKey = "').put(vendorKey(r, 'azure_openai')).t('";\n    // build ').put(NEG.version(r)).t('\n}\n');
  },
  ruby: (r, b) => {
    b.t("Rails.application.configure do\n  config.x.github_token = '").put(vendorKey(r, 'github_pat')).t("'\n  config.x.mailgun_key = ENV.fetch('MAILGUN_KEY') { '").put(NEG.placeholder_key(r)).t("' }\n  config.secret_key_base = '").put(L('api_key', 'generic_secret', r.hex(128))).t("'\nend\n");
  },
  php: (r, b) => {
    b.t("<?php\nreturn [\n    'db' => [\n        'host' => '").put(NEG.private_ip(r)).t("',\n        'user' => 'wp_admin',\n        'pass' => '").put(password(r)).t("',\n    ],\n    'paypal_secret' => '").put(genericSecret(r)).t("',\n    'admin_mail' => '").put(persona(r, 'en').workEmail('atlasgrove.co.uk')).t("',\n];\n");
  },
  rust: (r, b) => {
    b.t('#[tokio::main]\nasync fn main() -> anyhow::Result<()> {\n    let client = reqwest::Client::new();\n    let token = "').put(vendorKey(r, r.pick(['huggingface', 'replicate', 'groq']))).t('";\n    let res = client.get("https://api.').t(r.pick(['huggingface.co', 'replicate.com', 'groq.com'])).t('/v1/models").bearer_auth(token).send().await?;\n    // pinned: ').put(NEG.package_at_version(r)).t('\n    Ok(())\n}\n');
  },
  kotlin: (r, b) => {
    b.t('object Keys {\n    const val MAPS = "').put(vendorKey(r, 'google_api_key')).t('"\n    const val WALLET = "').put(wallet(r)).t('"\n    const val GENESIS = "').put(NEG.block_hash(r)).t('"\n    val signer = """\n').put(privateKey(r, 'pem', 'EC')).t('\n"""\n}\n');
  },
  swift: (r, b) => {
    b.t('enum Config {\n    static let revenueCatKey = "').put(genericSecret(r)).t('"\n    static let jwt = "').put(jwt(r)).t('"\n    static let exampleJwt = "').put(NEG.documented_example_key(r)).t('" // from the docs\n}\n');
  },
};

export function sourceCode(r) {
  const b = new DocBuilder();
  const lang = r.pick(Object.keys(LANGS));
  LANGS[lang](r, b);
  return { kind: `code_${lang}`, doc: b };
}

export const CODE_KINDS = [[4, sourceCode]];
