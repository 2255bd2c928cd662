// Developer-side documents (English): shell sessions, CI logs, code review, README, wiki, postmortem, incident chat.
import en from './lang-en.mjs';
import { p2 } from './locales.mjs';

const S = (s) => ({ s });
const L = (...parts) => parts.flat().map((p) => (typeof p === 'string' ? S(p) : p));
const ENV = {
  aws_access_key_id: 'AWS_ACCESS_KEY_ID', aws_secret_access_key: 'AWS_SECRET_ACCESS_KEY', stripe_secret_key: 'STRIPE_SECRET_KEY', stripe_restricted_key: 'STRIPE_RESTRICTED_KEY', stripe_webhook_secret: 'STRIPE_WEBHOOK_SECRET',
  openai_api_key: 'OPENAI_API_KEY', anthropic_api_key: 'ANTHROPIC_API_KEY', google_api_key: 'GOOGLE_MAPS_API_KEY', sendgrid_api_key: 'SENDGRID_API_KEY', twilio_api_key: 'TWILIO_API_KEY', mailgun_api_key: 'MAILGUN_API_KEY',
  mailchimp_api_key: 'MAILCHIMP_API_KEY', postman_api_key: 'POSTMAN_API_KEY', newrelic_user_key: 'NEW_RELIC_API_KEY', linear_api_key: 'LINEAR_API_KEY', notion_api_token: 'NOTION_TOKEN', datadog_api_key: 'DD_API_KEY',
  atlassian_api_token: 'JIRA_API_TOKEN', replicate_api_token: 'REPLICATE_API_TOKEN', groq_api_key: 'GROQ_API_KEY', okta_api_token: 'OKTA_API_TOKEN',
  github_pat: 'GITHUB_TOKEN', github_fine_grained_pat: 'GH_TOKEN', github_oauth_token: 'GITHUB_OAUTH_TOKEN', gitlab_pat: 'GITLAB_TOKEN', slack_bot_token: 'SLACK_BOT_TOKEN', slack_user_token: 'SLACK_USER_TOKEN',
  discord_bot_token: 'DISCORD_TOKEN', telegram_bot_token: 'TELEGRAM_BOT_TOKEN', npm_token: 'NPM_TOKEN', pypi_token: 'TWINE_PASSWORD', jwt: 'ACCESS_TOKEN', google_oauth_access_token: 'GOOGLE_ACCESS_TOKEN', vault_token: 'VAULT_TOKEN',
  docker_hub_pat: 'DOCKERHUB_TOKEN', digitalocean_pat: 'DIGITALOCEAN_TOKEN', terraform_cloud_token: 'TF_TOKEN_app_terraform_io', figma_pat: 'FIGMA_TOKEN', pulumi_access_token: 'PULUMI_ACCESS_TOKEN', doppler_token: 'DOPPLER_TOKEN',
  supabase_access_token: 'SUPABASE_ACCESS_TOKEN', airtable_pat: 'AIRTABLE_TOKEN', huggingface_token: 'HF_TOKEN', grafana_service_account_token: 'GRAFANA_TOKEN', shopify_access_token: 'SHOPIFY_ACCESS_TOKEN', square_access_token: 'SQUARE_ACCESS_TOKEN',
  databricks_token: 'DATABRICKS_TOKEN', bearer_opaque: 'API_TOKEN',
};
const FIELD = { email: 'email', phone_number: 'phone', credit_card: 'card_number', iban: 'iban', bank_account: 'account_number', national_id: 'national_id', tax_id: 'tax_id', passport_number: 'passport_no', ip_address: 'client_ip', crypto_wallet: 'payout_wallet', date_of_birth: 'date_of_birth', street_address: 'address', person_name: 'full_name' };
const HOSTS = ['api.kestrel-analytics.io', 'orders.meridian-hr.net', 'billing.oakridge-clinic.org', 'crm.castlegate-law.co.uk'];

function secret(ctx, cat, opt) { return ctx.val(cat, opt); }
// lines for one value of category `cat` in a given style; returns array of lines (each an array of segments)
function pickOpt(ctx, key, list) { ctx.devUsed ||= new Set(); const idx = list.map((_, i) => i).filter((i) => !ctx.devUsed.has(key + i)); const i = idx.length ? ctx.r.pick(idx) : ctx.r.int(0, list.length - 1); ctx.devUsed.add(key + i); return list[i]; }
function valueLines(ctx, cat, style) {
  const r = { ...ctx.r, pick: (list) => (Array.isArray(list) && typeof list[0] === 'function' ? pickOpt(ctx, cat + style, list) : ctx.r.pick(list)), int: (a, b) => ctx.r.int(a, b), chance: (p) => ctx.r.chance(p) }; const host = ctx.r.pick(HOSTS);
  if (cat === 'api_key' || cat === 'auth_token') {
    const v = secret(ctx, cat); const env = ENV[v.lab.type] || 'API_KEY';
    const opts = {
      shell: [() => [L('$ export ', env, '=', v)], () => [L(`$ curl -s -H "Authorization: Bearer `, v, `" https://${host}/v1/orders?limit=5`)], () => [L(`$ echo '`, env, '=', v, `' >> .env`)]],
      ci: [() => [L('+ export ', env, '=', v)], () => [L(`  ${env}: `, v)], () => [L('[debug] using credential ', v, ' for ', host)]],
      code: [() => [L('+', env, ' = "', v, '"')], () => [L(`+const ${env.toLowerCase().replace(/_(\w)/g, (_, c) => c.toUpperCase())} = '`, v, `';`)], () => [L(`+  ${env.toLowerCase()}: `, v)]],
      md: [() => [L('```'), L(`${env}=`, v), L('```')], () => [L('Set `', env, '` to ', v, ' (the team key).')]],
      chat: [() => [L('try with ', v, ', that one still works')], () => [L(env, '=', v, ' is what prod uses')]],
    };
    if (cat === 'auth_token' && (v.lab.type === 'gitlab_pat' || v.lab.type.startsWith('github'))) opts.shell.push(() => [L(`$ git clone https://oauth2:`, v, `@${v.lab.type === 'gitlab_pat' ? 'gitlab' : 'github'}.com/kestrel-analytics/infra.git`)]);
    if (cat === 'auth_token' && v.lab.type === 'npm_token') opts.shell.push(() => [L('$ npm config set //registry.npmjs.org/:_authToken ', v)]);
    return r.pick(opts[style])();
  }
  if (cat === 'password') {
    const uriSafe = true; const v = secret(ctx, cat, { uriSafe });
    const opts = {
      shell: [() => [L(`$ mysql -h db01.internal -u admin -p'`, v, `' orders`)], () => [L(`$ sshpass -p '`, v, `' ssh ops@bastion-1`)], () => [L(`$ curl -u admin:`, v, ` https://jenkins.kestrel.internal/api/json`)], () => [L('$ docker login registry.kestrel.io -u ci-bot -p ', v)], () => [L('$ PGPASSWORD=', v, ' pg_dump -h db-prod-2 -U app orders > dump.sql')]],
      ci: [() => [L('+ docker login -u ci-bot -p ', v, ' registry.kestrel.io'), L('WARNING! Using --password via the CLI is insecure. Use --password-stdin.')], () => [L('  DB_PASSWORD: ', v)], () => [L('[smtp] auth ok user=alerts pass=', v)]],
      code: [() => [L('+    password: "', v, '"')], () => [L('+DB_PASSWORD=', v)], () => [L('+  <add key="SmtpPassword" value="', v, '" />')]],
      md: [() => [L('The shared admin login is `admin` / `', v, '` until SSO is ready.')], () => [L('- Admin password: ', v)]],
      chat: [() => [L('pw for the staging admin is ', v)], () => [L('I reset it to ', v, ' for now')]],
    };
    return r.pick(opts[style])();
  }
  if (cat === 'connection_string') {
    const v = secret(ctx, cat); const t = v.lab.type;
    const cmd = t.startsWith('postgres') || t === 'jdbc_postgres' ? 'psql' : t.startsWith('mongodb') ? 'mongosh' : t.startsWith('redis') ? 'redis-cli -u' : null;
    const opts = {
      shell: [() => (cmd && cmd !== 'redis-cli -u' ? [L(`$ ${cmd} "`, v, '"')] : cmd ? [L('$ redis-cli -u ', v, ' ping'), L('PONG')] : [L(`$ export CONNECTION_STRING='`, v, `'`)]), () => [L(`$ export DATABASE_URL='`, v, `'`)]],
      ci: [() => [L('Connecting to ', v, ' ... ok')], () => [L('  DATABASE_URL: ', v)]],
      code: [() => [L('+DATABASE_URL=', v)], () => [L('+    "Default": "', v, '"')], () => [L('+spring.datasource.url=', v)]],
      md: [() => [L('```'), L(v), L('```')], () => [L('- Staging DB: ', v)]],
      chat: [() => [L('conn string is ', v)], () => [L('use ', v, ' for the replica')]],
    };
    return r.pick(opts[style])();
  }
  if (cat === 'private_key') {
    const esc = style === 'code' || (style === 'chat' && r.chance(0.5)); const v = secret(ctx, cat, { escaped: esc });
    if (esc) return style === 'code' ? [L('+  "private_key": "', v, '",')] : [L('"private_key": "', v, '"')];
    const one = !v.s.includes('\n');
    const opts = {
      shell: [() => [L(`$ cat ${v.lab.type === 'openssh_private_key' ? '~/.ssh/id_ed25519' : v.lab.type === 'wireguard_private_key' ? '/etc/wireguard/wg0.key' : 'secrets/signing-key.pem'}`), L(v)]],
      ci: [() => [L('+ echo "$DEPLOY_KEY"'), L(v)]],
      md: [() => (one ? [L('PrivateKey = ', v)] : [L('```'), L(v), L('```')])],
      chat: [() => [L('here is the key from the old box:'), L(v)]],
    };
    return r.pick(opts[style] || opts.chat)();
  }
  if (cat === 'webhook_url') {
    const v = secret(ctx, cat);
    const opts = {
      shell: [() => [L(`$ curl -X POST -H 'Content-Type: application/json' -d '{"text":"deploy finished"}' `, v)]],
      ci: [() => [L('+ curl -fsS -X POST ', v, ' -d @payload.json')]],
      code: [() => [L('+WEBHOOK_URL = "', v, '"')], () => [L('+  notify_url: ', v)]],
      md: [() => [L('Alerts go to ', v, '.')], () => [L('- Deploy notifications: ', v)]],
      chat: [() => [L('hook is ', v)]],
    };
    return r.pick(opts[style])();
  }
  if (cat === 'ip_address') {
    const v = secret(ctx, cat);
    const opts = { shell: [() => [L('$ ssh deploy@', v)], () => [L('Last login: Tue Mar  4 09:12:44 2025 from ', v)], () => [L('$ sudo iptables -A INPUT -s ', v, ' -j DROP')]], ci: [() => [L('Deploying to ', v, ':22 ...')]], code: [() => [L('+  allowed_ips: ["', v, '"]')]], md: [() => [L('- Bastion: ssh ops@', v)], () => [L('The office VPN egress address is ', v, '.')]], chat: [() => [L('all the 401s come from ', v)]] };
    return r.pick(opts[style])();
  }
  if (cat === 'person_name' && (style === 'shell' || style === 'code')) return style === 'shell' ? [L('$ git config user.name "', ctx.person(), '"')] : [L('+    "', FIELD[cat], '": "', ctx.person(), '",')];
  if (cat === 'email' && style === 'shell') return [L('$ git config user.email "', ctx.val('email'), '"')];
  // PII in dev contexts: fixtures, logs, greps, or prose
  if (style === 'code') return [L('+    "', FIELD[cat], '": "', ctx.val(cat), '",')];
  if (style === 'ci') return [L(`[test] fixture customer ${FIELD[cat]}=`, ctx.val(cat))];
  if (style === 'shell') return [L('$ grep -rn "', ctx.val(cat), '" exports/'), L(`exports/customers_${r.int(2023, 2025)}.csv:${r.int(2, 9000)}: match`)];
  const tpl = ctx.renderFrom(en.v[cat].u, 5) || ctx.render(en.v[cat].l[0]);
  return [tpl];
}

function negLines(ctx, style) {
  const r = { pick: (list) => pickOpt(ctx, 'neg' + style, list), int: (a, b) => ctx.r.int(a, b) }; const n = (k) => ctx.neg(k);
  const opts = {
    shell: [() => [L('$ git rev-parse HEAD'), L(n('git_sha'))], () => [L(`$ curl -s https://${r.pick(HOSTS)}/health`), L('{"status":"ok","version":"', n('version_string'), '","request_id":"', n('uuid'), '"}')], () => [L('$ dig +short api.internal'), L(n('doc_ip'))],
      () => [L('$ cat .env.example'), L('API_KEY=', n('placeholder'))], () => [L('$ cat ~/.ssh/id_ed25519.pub'), L(n('public_key'), ' deploy@runner-3')], () => [L('$ docker pull registry.kestrel.io/api@', n('sha256_hash'))], () => [L('$ echo $DATABASE_URL'), L(n('credentialless_uri'))]],
    ci: [() => [L('HEAD is now at ', n('git_sha'), ' bump deps')], () => [L('  STRIPE_KEY: ', n('masked_secret'))], () => [L('Successfully tagged api:', n('version_string'))], () => [L('request ', n('uuid'), ' failed: 504')], () => [L('[test] using sample key ', n('example_key'))], () => [L('image digest ', n('sha256_hash'))]],
    code: [() => [L('+# example: API_KEY=', n('placeholder'))], () => [L('+TEST_CARD = "', n('test_card_number'), '"')], () => [L('-  "version": "', n('version_string'), '",')], () => [L('+EXAMPLE = "', n('documented_example'), '"')], () => [L('+    "contact": "', n('placeholder_email'), '",')], () => [L('+REDIS_URL=', n('credentialless_uri'))]],
    md: [() => [L('Copy `.env.example` and replace ', n('placeholder'), ' with your own key.')], () => [L('Example value from the vendor docs: `', n('documented_example'), '`.')], () => [L('Current release: ', n('version_string'), ' (', n('git_sha'), ').')], () => [L('The synthetic monitor calls from ', n('doc_ip'), '.')], () => [L('Tracked in ', n('ticket_number'), ', part of ', n('project_codename'), '.')]],
    chat: [() => [L('request id ', n('uuid'), ' if anyone wants to trace it')], () => [L('deployed ', n('version_string'), ' (', n('git_sha'), ')')], () => [L('ticket is ', n('ticket_number'))], () => [L('those hits from ', n('doc_ip'), ' are the canary')], () => [L('the log only shows ', n('masked_secret'), ' for the key, that one is fine')]],
  };
  return r.pick(opts[style])();
}

function assemble(ctx, plan, nNeg, style, opts = {}) {
  const r = ctx.r; let blocks = plan.map((c) => valueLines(ctx, c, style));
  blocks = blocks.filter(Boolean);
  for (let i = 0; i < nNeg; i++) blocks.splice(r.int(0, blocks.length), 0, negLines(ctx, style));
  for (const f of opts.fillers || []) if (r.chance(0.6)) blocks.splice(r.int(0, blocks.length), 0, [L(r.pick(f))]);
  return blocks;
}
const stamp = (r) => { let t = r.int(0, 80000); const day = `2025-${p2(r.int(1, 12))}-${p2(r.int(1, 28))}`; return () => { t += r.int(1, 40); return `${day}T${p2(Math.floor(t / 3600) % 24)}:${p2(Math.floor(t / 60) % 60)}:${p2(t % 60)}Z`; }; };

export const DEV_BUILDERS = {
  shell_session(ctx, plan, budget, nNeg) {
    const r = ctx.r; const prompt = r.pick(['', 'deploy@web-03:~$ ', 'ops@bastion:~/infra$ ']);
    const blocks = assemble(ctx, plan, nNeg, 'shell', { fillers: [['$ cd infra/terraform', '$ git pull --rebase', '$ kubectl -n payments get pods', '$ ls -la config/'], ['Already up to date.', 'OK', 'done']] });
    const lines = [L(r.pick(['# notes from the migration session', '# shell history (pasted for the ticket)', '# terminal log']))];
    for (const b of blocks) for (const l of b) { if (prompt && l[0] && l[0].s.startsWith('$ ')) l[0] = S(prompt + l[0].s.slice(2)); lines.push(l); }
    return lines;
  },
  ci_log(ctx, plan, budget, nNeg) {
    const r = ctx.r; const ts = stamp(r);
    const blocks = assemble(ctx, plan, nNeg, 'ci', { fillers: [['Run actions/checkout@v4', 'Step 4/9 : RUN npm ci', 'Installing dependencies...', 'Tests: 214 passed, 0 failed'], ['##[group]Run ./scripts/deploy.sh', 'Cache restored from key: node-modules-linux']] });
    const lines = [L(`Job ${r.pick(['build-and-deploy', 'integration-tests', 'release'])} #${r.int(100, 9999)} on runner ${r.pick(['ubuntu-22.04', 'self-hosted-7', 'gitlab-runner-2'])}`)];
    for (const b of blocks) for (const l of b) lines.push(r.chance(0.7) && !(l.length === 1 && /^-----/.test(l[0].s)) && !(l[0] && l[0].lab && l[0].lab.category === 'private_key') ? [S(ts() + ' '), ...l] : l);
    lines.push(L(r.pick(['Job succeeded', 'ERROR: Job failed: exit code 1', 'Cleaning up project directory and file based variables'])));
    return lines;
  },
  code_review(ctx, plan, budget, nNeg) {
    const r = ctx.r; const file = r.pick(['config/settings.py', 'src/config.ts', '.env.production', 'deploy/values.yaml', 'appsettings.json', 'docker-compose.yml']);
    const lines = [L(`PR #${r.int(100, 4000)}: ${r.pick(['add payment retries', 'wire up the CRM sync', 'move config to env', 'fix nightly export'])}`), L(`diff --git a/${file} b/${file}`), L(`@@ -${r.int(3, 40)},6 +${r.int(3, 40)},9 @@`)];
    const rev = plan.filter((c) => c === 'person_name').length; const p2plan = plan.filter((c) => c !== 'person_name');
    const blocks = assemble(ctx, p2plan, nNeg, 'code');
    for (const b of blocks) lines.push(...b);
    lines.push(L(''));
    const who = rev ? ctx.person() : S(r.pick(['reviewer-bot', 'sec-review']));
    lines.push(L('Review comment by ', who, ': ', r.pick(['please do not commit live credentials, move this to the vault and rotate it.', 'this needs to come from the secret store, not the repo.', 'LGTM once the secrets are removed.'])));
    if (r.chance(0.5)) lines.push(L(r.pick(['Author: fixed in the next commit, key rotated.', 'Author: oops, will force-push.', 'Author: it is only the staging one, but ok.'])));
    return lines;
  },
  readme(ctx, plan, budget, nNeg) {
    const r = ctx.r; const name = r.pick(['order-sync', 'crm-bridge', 'invoice-export', 'lead-router']);
    const lines = [L(`# ${name}`), L(''), L(r.pick(['Small service that syncs orders between the shop and the ERP.', 'Bridges CRM events into the data warehouse.', 'Nightly export of invoices to accounting.'])), L(''), L('## Configuration')];
    const mnt = plan.filter((c) => c === 'person_name' || c === 'email'); const rest = plan.filter((c) => !mnt.includes(c));
    for (const b of assemble(ctx, rest, nNeg, 'md')) lines.push(...b);
    if (mnt.length) { lines.push(L(''), L('## Maintainers')); lines.push(L('- ', mnt.includes('person_name') ? ctx.person(0) : S('platform team'), mnt.includes('email') ? [S(' <'), ctx.val('email', { person: mnt.includes('person_name') ? 0 : undefined }), S('>')] : [])); }
    return lines;
  },
  wiki_page(ctx, plan, budget, nNeg) {
    const r = ctx.r; const f = en.kinds.wiki_page;
    const lines = [L(f[0]), L(f[1]), L(''), L('## Access')];
    const blocks = assemble(ctx, plan, nNeg, 'md');
    for (const b of blocks) { if (b.length === 1 && !(b[0][0] && b[0][0].s.startsWith('- '))) lines.push([S('- '), ...b[0]]); else lines.push(...b); }
    lines.push(L(f[2]));
    return lines;
  },
  postmortem(ctx, plan, budget, nNeg) {
    const r = ctx.r; const f = en.kinds.postmortem;
    const lines = [L(f[0]), L('Date: ', ctx.noNeg ? S('last Tuesday') : ctx.neg('non_birth_date')), L(''), L('## Summary'), L(f[1]), L(f[2]), L(''), L('## Timeline')];
    let h = r.int(6, 20), m = r.int(0, 40);
    const blocks = assemble(ctx, plan, nNeg, 'chat');
    for (const b of blocks) { m += r.int(2, 9); if (m > 59) { h++; m -= 60; } lines.push([S(`${p2(h % 24)}:${p2(m)} UTC - `), ...b[0]]); for (const l of b.slice(1)) lines.push(l); }
    lines.push(L(''), L('## Action items'), L('- Rotate every credential mentioned above.'), L('- Add secret scanning to the pre-commit hooks.'));
    return lines;
  },
  incident_chat(ctx, plan, budget, nNeg) {
    const r = ctx.r; const hs = r.sample(en.speakers.handles, 3); const f = en.kinds.incident_chat;
    const lines = [L(f[0])]; let h = r.int(0, 22), m = r.int(0, 50);
    const blocks = assemble(ctx, plan, nNeg, 'chat', { fillers: [[f[1], f[2], 'ack', 'paging db-team', 'error rate back to normal']] });
    for (const b of blocks) { m += r.int(0, 5); if (m > 59) { h++; m -= 60; } lines.push([S(`[${p2(h % 24)}:${p2(m)}] ${r.pick(hs)}: `), ...b[0]]); for (const l of b.slice(1)) lines.push(l); }
    return lines;
  },
};
