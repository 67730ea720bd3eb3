// npm run report:first-visit-js: the JavaScript a first visit to each page downloads, gzip-sized.
//
// Starts the built app (npm run build first) on a free port with a fresh embedded database,
// opens each page in a fresh Chromium context (empty cache), waits for the network to settle,
// and adds up every script the page loaded, each gzip-compressed at level 9 as the build ships
// it. Prints each page against its budget and exits non-zero when any is over.
// BASE_URL points it at a server already running instead.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const KB = 1024;
/** Budgets in gzip KB (the targets): the home page, the rates page, every other page. */
const PAGES = [
  ['/', 100],
  ['/rates', 150],
  ['/resources', 180],
  ['/resources/how-points-and-lender-credits-work', 180],
  ['/login', 180],
  ['/application/refinance', 180],
  ['/refinance/compare', 180],
  ['/savings', 180],
  ['/partner', 180],
  ['/programs', 180],
  ['/faq', 180],
];
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium';

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

async function startServer() {
  if (!existsSync(path.join(root, 'dist/web/index.html'))) throw new Error('No web build: run npm run build first.');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'roofline-first-visit-'));
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

const server = process.env.BASE_URL ? { origin: process.env.BASE_URL.replace(/\/$/, ''), stop: async () => undefined } : await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
let over = 0;
try {
  console.log(`First-visit JavaScript per page (gzip level 9), ${server.origin}`);
  console.log(`${'page'.padEnd(48)} ${'scripts'.padStart(7)} ${'gzip KB'.padStart(8)} ${'budget'.padStart(7)}`);
  for (const [pathname, budget] of PAGES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
      } catch {
        // A redirected or aborted script has no body to count.
      }
    });
    await page.goto(`${server.origin}${pathname}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    await context.close();
    const total = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0) / KB;
    const pass = total <= budget;
    if (!pass) over++;
    console.log(
      `${pathname.padEnd(48)} ${String(scripts.size).padStart(7)} ${total.toFixed(1).padStart(8)} ${String(budget).padStart(7)}  ${pass ? 'PASS' : 'FAIL'}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
if (over) {
  console.log(`${over} page(s) over budget.`);
  process.exitCode = 1;
}
