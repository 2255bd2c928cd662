// The store's contract: accounts, hashed API keys, revocation and metered usage. Two
// implementations keep it: SQLite embedded under DATA_DIR (the default) and PostgreSQL when
// DATABASE_URL is set. Every method is asynchronous and resolves only once a write is committed,
// so a response is never sent for work the store has not recorded.

export interface Account {
  id: string;
  name: string;
  email: string;
  created_at: string;
  monthly_quota_units: number | null;
  rate_limit_rpm: number | null;
  rate_limit_burst: number | null;
}

export interface KeyInfo {
  key_id: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
}

export interface Principal {
  account: Account;
  keyId: string;
  lastUsedAt: string | null;
}

export interface UsageRow {
  date: string;
  endpoint: 'pii-secrets' | 'guard';
  requests: number;
  units: number;
}

export interface AccountLimits {
  quota: number | null;
  rpm: number | null;
  burst: number | null;
}

export interface CreatedAccount {
  account: Account;
  key: string;
  keyId: string;
  createdAt: string;
}

export interface CreatedKey {
  keyId: string;
  key: string;
  prefix: string;
  createdAt: string;
}

export interface Store {
  /** Which implementation this is, for metrics and readiness (never a connection string). */
  readonly backend: 'sqlite' | 'postgres';
  createAccount(name: string, email: string): Promise<CreatedAccount>;
  createKey(accountId: string): Promise<CreatedKey>;
  /** The live key's account, or undefined for an unknown, revoked or malformed key. */
  authenticate(token: string): Promise<Principal | undefined>;
  /** Records that the key was used; at most one write per key per minute. */
  touchKey(principal: Principal, now?: Date): Promise<void>;
  listKeys(accountId: string): Promise<KeyInfo[]>;
  /** True when a live key of this account was revoked; false for unknown or already revoked. */
  revokeKey(accountId: string, keyId: string): Promise<boolean>;
  recordUsage(accountId: string, endpoint: UsageRow['endpoint'], units: number, at?: Date): Promise<void>;
  usage(accountId: string, from: string, to: string): Promise<UsageRow[]>;
  /** Units used from the given day (YYYY-MM-DD, inclusive) until now. */
  unitsSince(accountId: string, fromDay: string): Promise<number>;
  /** Per-account overrides of the quota and rate limit; null falls back to the defaults. */
  setAccountLimits(accountId: string, limits: AccountLimits): Promise<boolean>;
  account(accountId: string): Promise<Account | undefined>;
  accounts(): Promise<Account[]>;
  /** A cheap query proving the database answers (readiness); never throws. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** Connection pool occupancy, where there is a pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/** The database cannot be reached or cannot write just now; the HTTP layer answers 503. */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';
}

/** An instant as the API shows it: ISO 8601 in UTC to the second. */
export const isoSeconds = (d = new Date()): string => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

export const newAccountId = (uuid: string): string => `acct_${uuid.replaceAll('-', '')}`;
