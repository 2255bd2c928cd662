// `npm run admin -- <command>`: operator tasks on the store (PostgreSQL with DATABASE_URL, else DATA_DIR).
//   accounts                                   list accounts with their overrides
//   limits <account_id> [--quota N] [--rpm N] [--burst N] [--reset]
//                                              set per-account quota (units/month) and rate limit
// Overrides take effect on the account's next request (they are read with the key on each call).

import { loadConfig } from '../src/config.js';
import { openStore } from '../src/store/open.js';

const [command, ...args] = process.argv.slice(2);
const config = loadConfig();
const store = await openStore(config);

function option(name: string): number | null | undefined {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const value = Number(args[i + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number ≥ 0`);
  return value;
}

try {
  if (command === 'accounts') {
    for (const a of await store.accounts())
      console.log(`${a.id}  ${a.created_at}  quota=${a.monthly_quota_units ?? 'default'} rpm=${a.rate_limit_rpm ?? 'default'} burst=${a.rate_limit_burst ?? 'default'}  ${a.name}`);
  } else if (command === 'limits' && args[0]) {
    const account = await store.account(args[0]);
    if (!account) throw new Error(`no account ${args[0]}`);
    const reset = args.includes('--reset');
    const pick = (flag: string, current: number | null): number | null => (reset ? null : (option(flag) ?? current));
    await store.setAccountLimits(account.id, { quota: pick('quota', account.monthly_quota_units), rpm: pick('rpm', account.rate_limit_rpm), burst: pick('burst', account.rate_limit_burst) });
    const a = (await store.account(account.id))!;
    console.log(`${a.id}: quota=${a.monthly_quota_units ?? 'default'} rpm=${a.rate_limit_rpm ?? 'default'} burst=${a.rate_limit_burst ?? 'default'}`);
  } else {
    console.error('usage: npm run admin -- accounts | limits <account_id> [--quota N] [--rpm N] [--burst N] [--reset]');
    process.exitCode = 2;
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await store.close();
}
