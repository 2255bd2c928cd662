// Throwaway PostgreSQL and Redis servers from the distribution's packages, on free loopback
// ports in temporary directories, for the tests and scripts that need the shared backends.
// PostgreSQL refuses to run as root, so as root its commands run as the `postgres` system user.

import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './service.js';

const run = promisify(execFile);
const isRoot = process.getuid?.() === 0;

/** The directory holding initdb and pg_ctl: on PATH, or the newest /usr/lib/postgresql/<v>/bin. */
export function postgresBinDir(): string | undefined {
  const candidates = [
    ...(process.env['PATH'] ?? '').split(path.delimiter),
    ...safeList('/usr/lib/postgresql')
      .sort((a, b) => Number(b) - Number(a))
      .map((v) => `/usr/lib/postgresql/${v}/bin`),
  ];
  return candidates.find((d) => d && fs.existsSync(path.join(d, 'initdb')) && fs.existsSync(path.join(d, 'pg_ctl')));
}

export function redisServerPath(): string | undefined {
  return [...(process.env['PATH'] ?? '').split(path.delimiter), '/usr/bin', '/usr/sbin'].map((d) => path.join(d, 'redis-server')).find((p) => fs.existsSync(p));
}

/** Why the shared-backend tests cannot run here, or undefined when they can. */
export function infraMissing(): string | undefined {
  const missing = [!postgresBinDir() && 'initdb/pg_ctl (Debian package postgresql)', !redisServerPath() && 'redis-server (Debian package redis-server)'].filter(Boolean);
  if (isRoot && !safeId('postgres')) missing.push('the postgres system user');
  return missing.length ? `not installed: ${missing.join(', ')}` : undefined;
}

export interface PostgresServer {
  readonly port: number;
  /** A connection URL for a database on this server. */
  url(database?: string): string;
  createDatabase(name: string): Promise<string>;
  /** Stops the server; `immediate` is a crash-like stop without a checkpoint. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again on the same port and data directory. */
  start(): Promise<void>;
  /** Stops it and removes its directory. */
  destroy(): Promise<void>;
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL binaries not found');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screening-pg-'));
  const data = path.join(dir, 'data');
  const owner = isRoot ? safeId('postgres') : undefined;
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  const asOwner = (cmd: string, args: string[]): Promise<unknown> =>
    isRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { cwd: dir }) : run(path.join(bin, cmd), args, { cwd: dir });
  const port = await freePort();
  await asOwner('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200`;
  let running = false;
  const start = async (): Promise<void> => {
    await asOwner('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
    running = true;
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast'): Promise<void> => {
    if (!running) return;
    await asOwner('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
    running = false;
  };
  const onExit = (): void => {
    if (!running) return;
    try {
      if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop'], { stdio: 'ignore' });
      else execFileSync(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'], { stdio: 'ignore' });
    } catch {
      // already gone
    }
  };
  process.once('exit', onExit);
  await start();
  const url = (database = 'postgres'): string => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${pgIdent(name)}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stop,
    start,
    async destroy() {
      await stop('fast').catch(() => stop('immediate'));
      process.off('exit', onExit);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface RedisServer {
  readonly port: number;
  readonly url: string;
  /** Kills the server (its data is in memory only, so a restart comes back empty). */
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startRedis(): Promise<RedisServer> {
  const bin = redisServerPath();
  if (!bin) throw new Error('redis-server not found');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screening-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async (): Promise<void> => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no', '--loglevel', 'warning'];
    const proc = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    child = proc;
    const deadline = Date.now() + 20_000;
    while (!(await answers(port))) {
      if (proc.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server did not start on port ${port}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const stop = async (): Promise<void> => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGKILL');
    await exited;
  };
  const onExit = (): void => {
    child?.kill('SIGKILL');
  };
  process.once('exit', onExit);
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    async destroy() {
      await stop();
      process.off('exit', onExit);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** True once a PING on the port gets +PONG. */
async function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (b) => {
      socket.destroy();
      resolve(b.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

function pgIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error('database names here are lower-case identifiers');
  return name;
}

function safeList(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}

function safeId(user: string): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', user]).toString().trim());
    const gid = Number(execFileSync('id', ['-g', user]).toString().trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}
