// Operator configuration: environment variables, validated once at start-up. The schema below is
// the single list of settings; the README's configuration table documents the same names.

import { Ajv } from 'ajv';
import os from 'node:os';
import path from 'node:path';
import type { FromSchema } from 'json-schema-to-ts';

export const configSchema = {
  type: 'object',
  additionalProperties: true,
  properties: {
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 8080 },
    HOST: { type: 'string', minLength: 1, default: '127.0.0.1' },
    DATA_DIR: { type: 'string', minLength: 1, default: './data' },
    NODE_ENV: { type: 'string', enum: ['development', 'production', 'test'], default: 'development' },
    SIGNUP_MODE: { type: 'string', enum: ['open', 'token', 'closed'] },
    ADMIN_TOKEN: { type: 'string', minLength: 16 },
    RATE_LIMIT_RPM: { type: 'integer', minimum: 0, default: 600 },
    RATE_LIMIT_BURST: { type: 'integer', minimum: 1, default: 120 },
    MONTHLY_QUOTA_UNITS: { type: 'integer', minimum: 0, default: 0 },
    SIGNUP_PER_HOUR: { type: 'integer', minimum: 0, default: 100 },
    MAX_BODY_BYTES: { type: 'integer', minimum: 1024, default: 1048576 },
    MAX_TEXT_CHARS: { type: 'integer', minimum: 1, default: 1048576 },
    CHECK_TIMEOUT_MS: { type: 'integer', minimum: 1, maximum: 600000, default: 2000 },
    RULES_DIR: { type: 'string', minLength: 1, default: './rules' },
    PLUGINS_DIR: { type: 'string', minLength: 1, default: './plugins' },
    HOT_RELOAD: { type: 'boolean' },
    TLS_CERT_FILE: { type: 'string', minLength: 1 },
    TLS_KEY_FILE: { type: 'string', minLength: 1 },
    LOG_LEVEL: { type: 'string', enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: 'info' },
    WORKERS: { type: 'integer', minimum: 1, maximum: 64, default: 1 },
    CHECK_WORKERS: { type: 'integer', minimum: 0, maximum: 64 },
    CHECK_INLINE_MAX_CHARS: { type: 'integer', minimum: 0, maximum: 1048576, default: 16384 },
    TRUSTED_DOMAINS: { type: 'string', default: '' },
    SHUTDOWN_GRACE_MS: { type: 'integer', minimum: 0, maximum: 120000, default: 10000 },
    DATABASE_URL: { type: 'string', pattern: '^postgres(ql)?://' },
    DATABASE_POOL_MAX: { type: 'integer', minimum: 1, maximum: 1000, default: 10 },
    DATABASE_TIMEOUT_MS: { type: 'integer', minimum: 100, maximum: 600000, default: 5000 },
    REDIS_URL: { type: 'string', pattern: '^rediss?://' },
    REDIS_TIMEOUT_MS: { type: 'integer', minimum: 50, maximum: 600000, default: 1000 },
  },
} as const;

type RawConfig = FromSchema<typeof configSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  env: 'development' | 'production' | 'test';
  signupMode: 'open' | 'token' | 'closed';
  adminToken: string | undefined;
  rateLimit: { rpm: number; burst: number };
  monthlyQuotaUnits: number;
  signupPerHour: number;
  maxBodyBytes: number;
  maxTextChars: number;
  checkTimeoutMs: number;
  rulesDir: string;
  pluginsDir: string;
  hotReload: boolean;
  tls: { certFile: string; keyFile: string } | undefined;
  logLevel: string;
  workers: number;
  /** Worker threads that run checks; 0 = on the request thread. */
  checkWorkers: number;
  /** Inputs up to this many characters run on the request thread even with check workers. */
  checkInlineMaxChars: number;
  trustedDomains: string[];
  shutdownGraceMs: number;
  /** PostgreSQL instead of the embedded SQLite store (DATABASE_URL). */
  database: { url: string; poolMax: number; timeoutMs: number } | undefined;
  /** Rate limits and quota counters shared through Redis (REDIS_URL) instead of in process. */
  redis: { url: string; timeoutMs: number } | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

// Our own schema: no meta-schema to compile at start; it validates once, so no optimising pass either.
const ajv = new Ajv({ coerceTypes: true, useDefaults: true, allErrors: true, strict: false, validateSchema: false, code: { optimize: false } });
const validateRaw = ajv.compile<RawConfig>(configSchema);

/** Reads settings from an environment-like map; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): Config {
  const relevant: Record<string, unknown> = {};
  for (const name of Object.keys(configSchema.properties)) {
    const value = env[name];
    if (value !== undefined && value !== '') relevant[name] = value;
  }
  if (!validateRaw(relevant)) {
    const problems = (validateRaw.errors ?? []).map((e) => `${e.instancePath.slice(1) || e.params['missingProperty']}: ${e.message}`);
    throw new ConfigError(`invalid configuration: ${problems.join('; ')}`);
  }
  const raw = relevant as Required<Pick<RawConfig, 'PORT' | 'HOST' | 'DATA_DIR' | 'NODE_ENV'>> & RawConfig;
  const problems: string[] = [];
  const env_ = raw.NODE_ENV;
  const signupMode = raw.SIGNUP_MODE ?? (env_ === 'production' ? 'closed' : 'open');
  if (signupMode === 'token' && !raw.ADMIN_TOKEN) problems.push('ADMIN_TOKEN: required when SIGNUP_MODE=token');
  if (Boolean(raw.TLS_CERT_FILE) !== Boolean(raw.TLS_KEY_FILE)) problems.push('TLS_CERT_FILE/TLS_KEY_FILE: set both or neither');
  if (problems.length) throw new ConfigError(`invalid configuration: ${problems.join('; ')}`);
  const abs = (p: string): string => path.resolve(cwd, p);
  return {
    port: raw.PORT,
    host: raw.HOST,
    dataDir: abs(raw.DATA_DIR),
    env: env_,
    signupMode,
    adminToken: raw.ADMIN_TOKEN,
    rateLimit: { rpm: raw.RATE_LIMIT_RPM ?? 600, burst: raw.RATE_LIMIT_BURST ?? 120 },
    monthlyQuotaUnits: raw.MONTHLY_QUOTA_UNITS ?? 0,
    signupPerHour: raw.SIGNUP_PER_HOUR ?? 100,
    maxBodyBytes: raw.MAX_BODY_BYTES ?? 1048576,
    maxTextChars: raw.MAX_TEXT_CHARS ?? 1048576,
    checkTimeoutMs: raw.CHECK_TIMEOUT_MS ?? 2000,
    rulesDir: abs(raw.RULES_DIR ?? './rules'),
    pluginsDir: abs(raw.PLUGINS_DIR ?? './plugins'),
    hotReload: raw.HOT_RELOAD ?? env_ === 'development',
    tls: raw.TLS_CERT_FILE && raw.TLS_KEY_FILE ? { certFile: abs(raw.TLS_CERT_FILE), keyFile: abs(raw.TLS_KEY_FILE) } : undefined,
    logLevel: raw.LOG_LEVEL ?? 'info',
    workers: raw.WORKERS ?? 1,
    // The cores are shared by WORKERS processes: each gets its share of check threads, less the
    // core its request thread needs (else large inputs in flight slow every small request down).
    checkWorkers: raw.CHECK_WORKERS ?? Math.max(1, Math.min(4, Math.floor(os.availableParallelism() / (raw.WORKERS ?? 1)) - 1)),
    checkInlineMaxChars: raw.CHECK_INLINE_MAX_CHARS ?? 16384,
    trustedDomains: (raw.TRUSTED_DOMAINS ?? '').split(',').map((d) => d.trim().toLowerCase()).filter(Boolean),
    shutdownGraceMs: raw.SHUTDOWN_GRACE_MS ?? 10000,
    database: raw.DATABASE_URL ? { url: raw.DATABASE_URL, poolMax: raw.DATABASE_POOL_MAX ?? 10, timeoutMs: raw.DATABASE_TIMEOUT_MS ?? 5000 } : undefined,
    redis: raw.REDIS_URL ? { url: raw.REDIS_URL, timeoutMs: raw.REDIS_TIMEOUT_MS ?? 1000 } : undefined,
  };
}
