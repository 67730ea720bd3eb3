/**
 * The app as production runs it, in a child process on a free loopback port: migrated and
 * seeded, on a fresh embedded database or a fresh database on a PostgreSQL server.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { SERVER_ALLOCATOR_ENV, SERVER_NODE_FLAGS } from '../../scripts/serverRuntime.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const builtServer = path.join(root, 'dist/node/api/src/server.js');

export interface BenchServer {
  origin: string;
  /** Resident memory of the server's processes together, in MB (Linux /proc). */
  rssMb: () => number | null;
  /** How many processes serve (WEB_CONCURRENCY: one per core on PostgreSQL), with the one that started them. */
  processCount: () => number;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A fresh database on the server `serverUrl` names, dropped by the returned function. */
async function freshPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `roofline_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    },
  };
}

/** A process and every process under it (the server processes a PostgreSQL server runs), from Linux /proc. */
function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    // Gone, or no /proc: only the process itself.
  }
  return [pid, ...children.flatMap(processTree)];
}

/** Resident memory of the server: its processes together, in MB. */
function rssOf(child: ChildProcess): number | null {
  if (child.pid === undefined) return null;
  let kb = 0;
  for (const pid of processTree(child.pid)) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // Exited since it was listed.
    }
  }
  return kb > 0 ? kb / 1024 : null;
}

export async function startBenchServer(options: { postgresServerUrl?: string } = {}): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'roofline-bench-'));
  const database = options.postgresServerUrl ? await freshPostgresDatabase(options.postgresServerUrl) : null;
  const { DATABASE_URL: _shellDatabase, ...env } = process.env;
  if (!existsSync(builtServer)) throw new Error('the bench measures the built server: run `npm run build` first');
  // The compiled server, as production and `npm start` run it (scripts/start.mjs).
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, builtServer, '--migrate', '--seed'], {
    cwd: root,
    env: {
      ...SERVER_ALLOCATOR_ENV,
      ...env,
      ...(database ? { DATABASE_URL: database.url } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      COOKIE_SECURE: 'false',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${origin}/ready`)).ok)
        return { origin, rssMb: () => rssOf(child), processCount: () => (child.pid === undefined ? 0 : processTree(child.pid).length), stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('the server did not become ready in 3 minutes');
}
