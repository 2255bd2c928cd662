// The service starter used by conformance, the benchmarks and the process tests: a port that another
// process takes between the probe and the bind costs one more attempt, not a failed run.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import net from 'node:net';
import { freePort, spawnService } from '../../scripts/support/service.js';
import { repoRoot } from '../support/paths.js';
import { tempDir } from '../support/server.js';

const test = suite('scripts: starting the service');

function occupy(): Promise<net.Server> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => resolve(srv));
  });
}

test('a port taken before the service binds it is replaced by another', async () => {
  const taken = await occupy();
  const takenPort = (taken.address() as net.AddressInfo).port;
  const offered: number[] = [];
  const pickPort = async (): Promise<number> => {
    const port = offered.length === 0 ? takenPort : await freePort();
    offered.push(port);
    return port;
  };
  try {
    const svc = await spawnService(repoRoot, { NODE_ENV: 'test', CHECK_WORKERS: '0', LOG_LEVEL: 'warn', DATA_DIR: tempDir('start-') }, { pickPort });
    svc.child.kill('SIGTERM');
    await svc.exited;
    assert.is(offered.length, 2, 'one retry');
    assert.is(svc.url, `http://127.0.0.1:${offered[1]}`);
    assert.not.ok(svc.output().includes('EADDRINUSE'), 'stderr was not piped by the caller, so nothing is kept');
  } finally {
    taken.close();
  }
});

test('an early exit for another reason is an error that names the exit code', async () => {
  try {
    await spawnService(repoRoot, { NODE_ENV: 'test', CHECK_WORKERS: '0', LOG_LEVEL: 'warn', DATA_DIR: tempDir('start-'), WORKERS: 'many' });
    assert.unreachable('the service should not start');
  } catch (error) {
    const message = (error as Error).message;
    assert.match(message, /did not become ready \(exit code \d+; stderr ended with: /);
    assert.match(message, /WORKERS/, 'the reason the service gave (the setting it refused) is in the error');
  }
});

test('a process killed by a signal before ready is reported at once, naming the signal', async () => {
  const started = Date.now();
  try {
    // A crash stand-in: the process kills itself with SIGKILL before the service loads.
    await spawnService(repoRoot, { NODE_ENV: 'test', CHECK_WORKERS: '0', LOG_LEVEL: 'warn', DATA_DIR: tempDir('start-'), NODE_OPTIONS: '--import=data:text/javascript,process.kill(process.pid,9)' }, { timeoutMs: 60_000 });
    assert.unreachable('the service should not start');
  } catch (error) {
    assert.match((error as Error).message, /did not become ready \(killed by SIGKILL\)/);
    assert.ok(Date.now() - started < 30_000, 'reported when the process died, not when the start timed out');
  }
});

test('a start that times out says what the readiness probe last saw', async () => {
  try {
    // Far shorter than a start takes: the probe never gets a ready answer.
    await spawnService(repoRoot, { NODE_ENV: 'test', CHECK_WORKERS: '0', LOG_LEVEL: 'warn', DATA_DIR: tempDir('start-') }, { timeoutMs: 150 });
    assert.unreachable('the service should not be ready in 150 ms');
  } catch (error) {
    assert.match((error as Error).message, /did not become ready \(timed out after 150 ms; \/readyz (did not answer \([A-Za-z_]+\)|answered 503 registry=)/);
  }
});

test.run();
