// WORKERS=n on the embedded store: n server processes share the port and serve, and a key's
// rate limit holds across them (the primary holds the buckets), however connections are spread.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import http from 'node:http';
import { spawnService, type ServiceProcess } from '../support/process.js';
import { tempDir } from '../support/server.js';
import { reported } from '../support/hooks.js';

const test = suite('scale: WORKERS server processes without Redis');

/** One request on a fresh connection, so the cluster may hand each to another process. */
function post(url: string, route: string, body: unknown, key?: string): Promise<{ status: number; json: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = http.request(url + route, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), ...(key ? { authorization: `Bearer ${key}` } : {}) } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null }));
    });
    req.on('error', reject);
    req.end(data);
  });
}

/** Pids of the processes whose parent is `pid` (Linux /proc). */
function children(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return Number(fs.readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

let svc: ServiceProcess;

test.before(reported(async () => {
  svc = await spawnService({ WORKERS: '2', CHECK_WORKERS: '1', DATA_DIR: tempDir('workers-data-'), RATE_LIMIT_BURST: '6', RATE_LIMIT_RPM: '1', LOG_LEVEL: 'warn' });
}));

test.after(async () => {
  if (svc?.child.exitCode === null) {
    svc.child.kill('SIGTERM');
    await svc.exited;
  }
});

test('two server processes serve, and a burst spread over them gets exactly the bucket', async () => {
  assert.is(children(svc.child.pid!).length, 2, 'the primary runs two server processes');
  const account = await post(svc.url, '/api/v1/accounts', { name: 'Workers', email: 'workers@example.org' });
  assert.is(account.status, 201);
  const key = account.json.api_key as string;
  const statuses: number[] = [];
  for (let i = 0; i < 14; i++) statuses.push((await post(svc.url, '/api/v1/security/pii-secrets', { text: `mail user${i}@example.org` }, key)).status);
  assert.is(statuses.filter((s) => s === 200).length, 6, `statuses: ${statuses.join(' ')}`);
  assert.is(statuses.filter((s) => s === 429).length, 8, `statuses: ${statuses.join(' ')}`);
});

test.run();
