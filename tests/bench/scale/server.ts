/** The built server on a database the bench prepared (not migrated nor seeded again), on a free loopback port. */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_ALLOCATOR_ENV, SERVER_NODE_FLAGS } from '#scripts/serverRuntime.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const builtServer = path.join(root, 'dist/node/api/src/server.js');

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

export async function startServerOn(databaseUrl: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  if (!existsSync(builtServer)) throw new Error('the bench measures the built server: run `npm run build` first');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'roofline-scale-'));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, builtServer], {
    cwd: root,
    env: {
      ...SERVER_ALLOCATOR_ENV,
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      COOKIE_SECURE: 'false',
      PUBLIC_ORIGIN: origin,
      // The login scenario logs the same person in thousands of times.
      LOGIN_RATE_LIMIT_MAX: '100000000',
      LOGIN_EMAIL_RATE_LIMIT_MAX: '100000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/ready`)).ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('the server did not become ready in 3 minutes');
}
