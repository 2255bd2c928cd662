// Source code, notebooks, patches, command lines and developer documentation.

export const codeKinds = {
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

  notebook(c, d) {
    const { r } = c;
    const p = c.person();
    d.w`{"cells": [{"cell_type": "code", "execution_count": ${r.int(1, 40)}, "source": ["import openai\\n", "openai.api_key = '${c.apiKey('openai')}'\\n", "df = pd.read_sql('select * from users', '${c.conn('postgres')}')"]`;
    d.w`, "outputs": [{"output_type": "execute_result", "data": {"text/plain": ["   id            name                  email\\n", "0  ${r.int(1, 999)}  ${c.name(p)}  ${c.email(p)}\\n"]}}]}], "metadata": {"kernelspec": {"name": "python3"}}, "nbformat": 4}\n`;
  },

  git_diff(c, d) {
    const { r } = c;
    const admin = c.person();
    d.w`diff --git a/config/settings.py b/config/settings.py\nindex ${c.neg('short_sha')}..${c.neg('short_sha')} 100644\n--- a/config/settings.py\n+++ b/config/settings.py\n@@ -12,7 +12,7 @@\n-EMAIL_HOST_PASSWORD = os.environ["EMAIL_HOST_PASSWORD"]\n+EMAIL_HOST_PASSWORD = "${c.pw({ noSpace: true })}"\n`;
    d.w`-AWS_KEY = ${c.neg('placeholder')}\n+AWS_KEY = "${c.apiKey('aws_access_key_id')}"\n ADMINS = [("${c.name(admin)}", "${c.email(admin)}")]\n`;
    if (r.chance(0.5)) d.w`+SIGNING_KEY = """${c.pkey()}"""\n`;
  },

  curl_command(c, d) {
    const { r } = c;
    const p = c.person();
    d.w`curl -X POST https://api.${c.companyDomain()}/v2/customers \\\n  -H "Authorization: Bearer ${c.token()}" \\\n  -H "Content-Type: application/json" \\\n  -d '{"name":"${c.name(p)}","email":"${c.email(p)}","phone":"${c.phone(c.locale, true)}"}'\n`;
    if (r.chance(0.5)) d.w`\ncurl -u "admin:${c.pw({ noSpace: true, noQuote: true })}" https://grafana.${c.companyDomain()}/api/users\n`;
    if (r.chance(0.5)) d.w`curl https://api.stripe.com/v1/charges -u ${c.apiKey('stripe_secret')}:\n`;
  },

  runbook_markdown(c, d) {
    const { r } = c;
    const pw = () => c.pw({ noSpace: false, noQuote: true });
    d.w`# Runbook: restore ${r.pick(['billing', 'crm', 'orders'])} database\n\nOwner: ${c.name(c.person())} · last reviewed ${c.neg('date')}\n\n1. Connect to the bastion (${c.ip(false)}).\n2. Dump:\n\n\`\`\`sh\nPGPASSWORD='${pw()}' pg_dump -h ${c.neg('private_ip')} -U backup orders > /tmp/orders.sql\nmysqldump --user=root --password="${pw()}" crm > crm.sql\npsql "${c.conn('postgres')}" -c 'select 1'\n\`\`\`\n\n`;
    d.w`3. Re-enable the service account:\n\n\`\`\`sh\nsshpass -p '${c.pw({ noSpace: true })}' ssh admin@${c.ip(false)}\ndocker login registry.${c.companyDomain()} -u ci -p ${c.pw({ noSpace: true, urlSafe: true })}\nnet user svc_backup ${c.pw({ noSpace: true, urlSafe: true })} /add\n\`\`\`\n\n`;
    d.w`Do **not** use the example password from the vendor docs (${c.neg('placeholder')}). Escalation: ${c.team()} / ${c.phone(c.locale, true)}.\n`;
  },

  api_docs_markdown(c, d) {
    const { r } = c;
    d.w`## Authentication\n\nSend your key in the \`Authorization\` header. Keys look like \`${c.rawNeg('placeholder', 'sk_live_XXXXXXXXXXXXXXXXXXXXXXXX')}\`; in the sandbox use \`${c.rawNeg('documented_example', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc')}\`.\n\n`;
    d.w`\`\`\`http\nPOST /v1/customers HTTP/1.1\nAuthorization: Bearer ${c.neg('placeholder')}\n\n{"email": "${c.neg('doc_email')}", "card": "${c.neg('test_card')}", "ip": "${c.rawNeg('documented_example', r.pick(['192.0.2.44', '198.51.100.7', '203.0.113.19', '2001:db8::1']))}"}\n\`\`\`\n\n`;
    d.w`AWS example credentials from the SDK docs: \`${c.rawNeg('documented_example', 'AKIAIOSFODNN7EXAMPLE')}\` / \`${c.rawNeg('documented_example', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY')}\`.\n`;
    d.w`Test IBAN: ${c.rawNeg('documented_example', r.pick(['DE89 3704 0044 0532 0130 00', 'GB82 WEST 1234 5698 7654 32', 'FR14 2004 1010 0505 0001 3M02 606']))}. Install with \`npm i ${c.neg('pkg_spec')}\`, clone \`${c.neg('git_remote')}\`.\n`;
    if (r.chance(0.5)) d.w`\n> Note from ${c.name(c.person())}: the staging key \`${c.apiKey(r.pick(['stripe_secret', 'sendgrid', 'openai']))}\` is still live, rotate it after the workshop.\n`;
  },
};
