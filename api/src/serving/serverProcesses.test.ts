import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#api/config';
import { serverProcessCount } from './serverProcesses.js';

describe('serverProcessCount', () => {
  const postgres = 'postgres://postgres@127.0.0.1:5432/roofline';

  it('runs one process per core on PostgreSQL, and one on the embedded database', () => {
    expect(serverProcessCount({ DATABASE_URL: postgres, DATA_DIR: '.data' }, 4)).toBe(4);
    expect(serverProcessCount({ DATA_DIR: '.data' }, 4)).toBe(1);
  });

  it('runs one where each process would make secrets of its own (DATA_DIR :memory:)', () => {
    expect(serverProcessCount({ DATABASE_URL: postgres, DATA_DIR: ':memory:' }, 4)).toBe(1);
  });

  it('takes WEB_CONCURRENCY as given', () => {
    expect(serverProcessCount({ WEB_CONCURRENCY: 3, DATABASE_URL: postgres, DATA_DIR: '.data' }, 8)).toBe(3);
    expect(serverProcessCount({ WEB_CONCURRENCY: 1, DATABASE_URL: postgres, DATA_DIR: '.data' }, 8)).toBe(1);
  });

  it('refuses more than one process on the embedded database or with secrets in memory', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY: more than one server process needs DATABASE_URL/);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: postgres, DATA_DIR: ':memory:' })).toThrow(/WEB_CONCURRENCY/);
    expect(loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: postgres }).WEB_CONCURRENCY).toBe(2);
  });
});

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function waitFor<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('superviseServerProcesses', () => {
  let primary: ChildProcess | undefined;
  afterEach(() => {
    if (primary?.exitCode === null) primary.kill('SIGKILL');
  });

  it('shares one port among its processes, replaces one that dies, and stops them all on SIGTERM', async () => {
    const port = await freePort();
    primary = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'supervisedServer.fixture.ts')], {
      env: { ...process.env, PORT: String(port) },
      stdio: 'ignore',
    });
    const ask = async (urlPath = '/') => Number(await (await fetch(`http://127.0.0.1:${port}${urlPath}`)).text());
    // Each request on a new connection, handed to the processes in turn: both answer.
    const answering = async () => {
      const pids = new Set<number>();
      for (let i = 0; i < 12; i++) pids.add(await ask());
      return pids.size === 2 ? pids : undefined;
    };
    const first = await waitFor(answering, 'two server processes');
    expect(first.has(primary.pid!)).toBe(false);

    const died = await ask('/exit');
    await waitFor(async () => (alive(died) ? undefined : true), 'the process to exit');
    const after = await waitFor(async () => {
      const pids = await answering();
      return pids && !pids.has(died) ? pids : undefined;
    }, 'a replacement process');
    expect([...after].filter((pid) => first.has(pid))).toHaveLength(1);

    primary.kill('SIGTERM');
    const [code] = (await once(primary, 'exit')) as [number | null];
    expect(code).toBe(0);
    for (const pid of after) expect(alive(pid)).toBe(false);
  }, 60_000);
});
