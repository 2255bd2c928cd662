// Starting the built service as a child process on a free loopback port, for the scripts that
// drive it from outside (conformance, bench, soak) and the tests that kill it.

import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServiceProcess {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** What the service printed on the streams the caller asked to `pipe` (nothing is lost before the caller reads). */
  output: () => string;
}

type Stream = 'pipe' | 'inherit' | 'ignore';

export interface StartOptions {
  stdio?: [Stream, Stream, Stream] | Stream;
  timeoutMs?: number;
  /** Picks the port of each attempt (default: a port free when probed). */
  pickPort?: () => Promise<number>;
}

const STDERR_TAIL_CHARS = 2_000;

/** How many fresh ports to try when another process takes the probed port before the service binds it. */
const PORT_ATTEMPTS = 5;

/**
 * Spawns dist/src/main.js from `root` on a free loopback port and resolves once /readyz answers.
 * A free port is only free when probed: another process may bind it before the service does (tests
 * run in parallel). A start that fails with EADDRINUSE is retried on another port; any other early
 * exit is an error that names the exit code, or the signal that killed the process (a crash), and
 * what the service last wrote on stderr.
 */
export async function spawnService(root: string, env: Record<string, string>, options: StartOptions = {}): Promise<ServiceProcess> {
  for (let attempt = 1; ; attempt++) {
    const started = await startOnce(root, env, options);
    if (started.ok) return started.service;
    if (!started.addressInUse || attempt === PORT_ATTEMPTS) throw new Error(`the service did not become ready (${started.reason})`);
  }
}

type Start = { ok: true; service: ServiceProcess } | { ok: false; addressInUse: boolean; reason: string };

async function startOnce(root: string, env: Record<string, string>, options: StartOptions): Promise<Start> {
  const wanted = typeof options.stdio === 'string' || options.stdio === undefined ? ([options.stdio ?? 'ignore', options.stdio ?? 'ignore', options.stdio ?? 'ignore'] as const) : options.stdio;
  const port = await (options.pickPort ?? freePort)();
  // stderr is always piped so that a bind failure can be recognised; it is forwarded when the caller inherits it.
  const child = spawn(process.execPath, [path.join(root, 'dist/src/main.js')], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: [wanted[0], wanted[1], 'pipe'],
  });
  let out = '';
  let addressInUse = false;
  // The end of what the service wrote on stderr before ready: why a start failed (nothing was
  // submitted yet, so it holds no request text).
  let stderrTail = '';
  child.stdout?.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr!.on('data', (b: Buffer) => {
    const text = b.toString();
    if (text.includes('EADDRINUSE')) addressInUse = true;
    stderrTail = (stderrTail + text).slice(-STDERR_TAIL_CHARS);
    if (wanted[2] === 'pipe') out += text;
    else if (wanted[2] === 'inherit') process.stderr.write(b);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const closed = new Promise((resolve) => child.once('close', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  // What the last probe saw, so that a start that times out says where it stopped.
  let lastProbe = 'no answer yet';
  for (;;) {
    try {
      const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return { ok: true, service: { url, child, exited, output: () => out } };
      lastProbe = `/readyz answered ${res.status} ${await readinessSummary(res)}`;
    } catch (err) {
      // not listening yet, or the port is held by another process that does not answer
      lastProbe = `/readyz did not answer (${probeError(err)})`;
    }
    // A process killed by a signal (a crash: SIGSEGV, SIGABRT) has no exit code, only a signal.
    if (child.exitCode !== null || child.signalCode !== null) {
      await closed; // everything it printed has been read
      if (addressInUse) return { ok: false, addressInUse, reason: `port ${port} was taken` };
      const how = child.exitCode !== null ? `exit code ${child.exitCode}` : `killed by ${child.signalCode}`;
      return { ok: false, addressInUse, reason: stderrTail.trim() ? `${how}; stderr ended with: ${stderrTail.trim()}` : how };
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      const said = stderrTail.trim() ? `; stderr ended with: ${stderrTail.trim()}` : '';
      return { ok: false, addressInUse: false, reason: `timed out after ${options.timeoutMs ?? 120_000} ms; ${lastProbe}${said}` };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The readiness flags of a /readyz answer (the body names components, never any input). */
async function readinessSummary(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as Record<string, unknown>;
    return ['registry', 'store', 'limiter', 'draining'].map((k) => `${k}=${String(body[k])}`).join(' ');
  } catch {
    return '(no JSON body)';
  }
}

function probeError(err: unknown): string {
  const cause = (err as { cause?: { code?: string } }).cause;
  return cause?.code ?? (err instanceof Error ? err.name : 'error');
}
