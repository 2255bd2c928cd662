// Starts the real service on an ephemeral port with a throwaway data directory, captures its log
// lines, and offers a small fetch helper. Every HTTP test goes through this.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { loadConfig } from '../../src/config.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { pluginsDir, repoRoot, rulesDir } from './paths.js';

export interface TestServer {
  url: string;
  server: RunningServer;
  dataDir: string;
  logs: string[];
  call(method: string, route: string, init?: { body?: unknown; raw?: string; key?: string; headers?: Record<string, string> }): Promise<Reply>;
  account(): Promise<{ key: string; accountId: string; keyId: string }>;
  stop(): Promise<void>;
}

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** One HTTP call with an optional bearer key and JSON body; the reply's body as text and JSON. */
export async function request(url: string, method: string, init: { body?: unknown; raw?: string; key?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.key) headers['authorization'] = `Bearer ${init.key}`;
  let body: string | undefined = init.raw;
  if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(url, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, headers: res.headers, text, json };
}

export function tempDir(prefix = 'screening-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = env['DATA_DIR'] ?? tempDir();
  const config = loadConfig(
    { NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, RULES_DIR: rulesDir, PLUGINS_DIR: pluginsDir, LOG_LEVEL: 'debug', CHECK_WORKERS: '0', ...env },
    repoRoot,
  );
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const server = await startServer(config, { logDestination: sink });
  // Tests start once every rule matcher is built: a first request that builds one is slower, and
  // tests that count time (a rate-limit refill) must not depend on how busy the machine is.
  await server.warmed;
  const call: TestServer['call'] = (method, route, init = {}) => request(server.url + route, method, init);
  return {
    url: server.url,
    server,
    dataDir,
    logs,
    call,
    account: async () => {
      const r = await call('POST', '/api/v1/accounts', { body: { name: 'Test', email: `t${Math.random().toString(36).slice(2)}@example.org` } });
      if (r.status !== 201) throw new Error(`account creation failed: ${r.status} ${r.text}`);
      return { key: r.json.api_key as string, accountId: r.json.account_id as string, keyId: r.json.key_id as string };
    },
    stop: () => server.close(),
  };
}
