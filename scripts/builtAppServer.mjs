// Starts the built app (npm run build first) on a free port with a fresh embedded database, as
// production serves it, for the page-weight and Lighthouse reports. BASE_URL points them at a
// server already running instead.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** True when `npm run build` has produced the web app these reports measure. */
export const hasWebBuild = () => existsSync(path.join(root, 'dist/web/index.html'));

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** @returns {Promise<{ origin: string, stop: () => Promise<void> }>} */
export async function startBuiltAppServer() {
  if (process.env.BASE_URL) return { origin: process.env.BASE_URL.replace(/\/$/, ''), stop: async () => undefined };
  if (!hasWebBuild()) throw new Error('No web build: run npm run build first.');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'roofline-page-report-'));
  const { DATABASE_URL: _shellDatabase, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts', '--migrate', '--seed'], {
    cwd: root,
    env: {
      ...env,
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
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 180_000; Date.now() < deadline;) {
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
