import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createDb } from '../db.js';
import { holdEmbeddedDatabase, type EmbeddedDatabaseLock } from '../lib/embeddedDatabaseLock.js';
import { opsSecret } from '../services/restructureApplication/opsSecret.js';
import { startLocalHttpServer } from '#tests/support/localHttpServer';
import { runOpsCommand } from './opsRunner.js';

const APPLICATION = '7d1f3c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b';
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function dataDirectory() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'roofline-ops-lock-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return { dataDir, config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }) };
}

/** A server holding the embedded database, as `npm start` does before it opens it. */
function hold(config: ReturnType<typeof loadConfig>, port: number | null): EmbeddedDatabaseLock {
  const lock = holdEmbeddedDatabase(config, port);
  cleanups.push(() => lock.release());
  return lock;
}

/** Another live process, to stand for a server started from another shell. */
function otherProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  cleanups.push(() => child.kill());
  return child;
}

describe('npm run ops beside a server holding the embedded database', () => {
  it('refuses, naming the server, and never opens the database directory', async () => {
    const { dataDir, config } = dataDirectory();
    hold(config, null);
    const output = await runOpsCommand(['show', APPLICATION], config, 'lee');
    expect(output.exitCode).toBe(1);
    expect(output.lines).toEqual([
      `The embedded database in ${dataDir} is held by the Roofline server (process ${process.pid}): it is not opened beside it. Stop the server, or run the command through it.`,
    ]);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('asks the server at the port its lock names, with the ops secret', async () => {
    const { config } = dataDirectory();
    const server = await startLocalHttpServer(() => ({ status: 200, json: { exitCode: 0, lines: ['run by the server'] } }));
    cleanups.push(() => server.close());
    hold(config, Number(new URL(server.baseUrl).port));
    expect(await runOpsCommand(['show', APPLICATION], config, 'lee')).toEqual({ exitCode: 0, lines: ['run by the server'] });
    expect(server.received).toEqual([
      expect.objectContaining({ method: 'POST', url: '/ops/restructure', body: JSON.stringify({ argv: ['show', APPLICATION], by: 'lee' }) }),
    ]);
    expect(server.received[0]!.headers.authorization).toBe(`Bearer ${opsSecret(config)}`);
  });

  it('refuses when the server named by the lock does not answer', async () => {
    const { dataDir, config } = dataDirectory();
    const server = await startLocalHttpServer(() => ({ status: 404, json: { message: 'Not found.' } }));
    cleanups.push(() => server.close());
    const port = Number(new URL(server.baseUrl).port);
    hold(config, port);
    const output = await runOpsCommand(['show', APPLICATION], config, 'lee');
    expect(output).toEqual({ exitCode: 1, lines: [expect.stringContaining(`is held by the Roofline server (process ${process.pid}, port ${port})`)] });
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it("is refused by the database's own opening when another process holds it, and a second server is too", async () => {
    const { dataDir, config } = dataDirectory();
    const other = otherProcess();
    writeFileSync(path.join(dataDir, 'pglite.lock'), JSON.stringify({ pid: other.pid, port: 3999 }));
    expect(() => createDb(config)).toThrow(`is held by the Roofline server (process ${other.pid}, port 3999)`);
    expect(() => holdEmbeddedDatabase(config, 4000)).toThrow(`is held by the Roofline server (process ${other.pid}, port 3999)`);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('takes over a lock left by a server that is gone, and removes its own on release', async () => {
    const { dataDir, config } = dataDirectory();
    const gone = otherProcess();
    const pid = gone.pid!;
    await new Promise((resolve) => {
      gone.once('exit', resolve);
      gone.kill();
    });
    writeFileSync(path.join(dataDir, 'pglite.lock'), JSON.stringify({ pid, port: 3999 }));
    const lock = holdEmbeddedDatabase(config, 4000);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);
    lock.release();
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });
});
