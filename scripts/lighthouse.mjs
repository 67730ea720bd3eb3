// Lighthouse (mobile settings, the default) on /, /resources and an article of a running
// `npm start`, plus the JavaScript that / loads, gzipped.
//
//   npm start                                  # in another terminal (or pass --start)
//   node scripts/lighthouse.mjs [--start] [--base http://localhost:3000] [paths...]
//
// --start runs `npm start` itself on port 4183 (LIGHTHOUSE_PORT) with its own database under
// .data/lighthouse, and stops it afterwards. Lighthouse 12 runs through npx (it needs Node 20+);
// Chromium comes from CHROME_PATH (default /usr/lib/chromium/chromium).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const paths = args.filter((arg, index) => arg.startsWith('/') && args[index - 1] !== '--base');
const PAGES = paths.length ? paths : ['/', '/resources', '/resources/when-does-refinancing-make-sense'];
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium';
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function waitForReady(base, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${base} did not become ready (see .data/lighthouse/server.log with --start)`);
}

let server;
let base = option('--base') ?? process.env.LIGHTHOUSE_BASE_URL ?? 'http://localhost:3000';
if (flag('--start')) {
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 4183);
  // 127.0.0.1: Node's fetch may try ::1 for localhost, where the server (0.0.0.0) does not listen.
  base = `http://127.0.0.1:${port}`;
  // Kept between runs (under .data/, ignored by git): the first start migrates and seeds.
  const dataDir = process.env.LIGHTHOUSE_DATA_DIR ?? path.join(root, '.data/lighthouse');
  mkdirSync(dataDir, { recursive: true });
  const log = openSync(path.join(dataDir, 'server.log'), 'w');
  server = spawn('npm', ['start'], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    detached: true,
  });
}

function stopServer() {
  if (server) process.kill(-server.pid, 'SIGTERM');
}

function lighthouse(url) {
  const outputPath = path.join(tmpdir(), `roofline-lighthouse-${Date.now()}.json`);
  const run = spawnSync(
    'npx',
    [
      '-y',
      'lighthouse@12',
      url,
      '--output=json',
      `--output-path=${outputPath}`,
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (run.status !== 0) throw new Error(`lighthouse failed for ${url}`);
  const report = JSON.parse(readFileSync(outputPath, 'utf8'));
  rmSync(outputPath, { force: true });
  return report;
}

/** gzip size of a script the page loaded, from the build (the server may send it uncompressed). */
function gzippedSize(url) {
  const file = path.join(root, 'dist/web', new URL(url).pathname);
  return existsSync(file) ? gzipSync(readFileSync(file)).length : 0;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const results = [];
try {
  // A first `npm start` may build the web app before it listens.
  if (server) await waitForReady(base, 600_000);
  for (const page of PAGES) {
    const report = lighthouse(base + page);
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(report.categories[id].score * 100)]));
    const audits = report.audits;
    const scripts = audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script' && item.url.startsWith(base));
    results.push({
      page,
      ...scores,
      lcp: audits['largest-contentful-paint'].displayValue,
      tbt: audits['total-blocking-time'].displayValue,
      cls: audits['cumulative-layout-shift'].displayValue,
      scriptsGzip: scripts.reduce((sum, item) => sum + gzippedSize(item.url), 0),
      scriptsTransferred: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      failing: Object.values(audits)
        .filter(
          (audit) =>
            audit.score !== null &&
            audit.score < 0.9 &&
            audit.scoreDisplayMode !== 'informative' &&
            audit.scoreDisplayMode !== 'manual' &&
            audit.scoreDisplayMode !== 'notApplicable',
        )
        .map((audit) => audit.id),
    });
  }
} finally {
  stopServer();
}

// The entry chunk and what index.html preloads with it: the JavaScript every first visit pays for.
const html = readFileSync(path.join(root, 'dist/web/index.html'), 'utf8');
const initial = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/(js\/[^"]+\.js)"/g)].map((match) => match[1]);
const initialGzip = initial.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(root, 'dist/web', file))).length, 0);

console.log(`Lighthouse 12, mobile, ${base}`);
for (const result of results) {
  console.log(
    `${result.page}\n  performance ${result.performance}, accessibility ${result.accessibility}, best practices ${result['best-practices']}, SEO ${result.seo}` +
      `\n  LCP ${result.lcp}, TBT ${result.tbt}, CLS ${result.cls}; scripts loaded ${kb(result.scriptsGzip)} gzip (${kb(result.scriptsTransferred)} transferred)` +
      (result.failing.length ? `\n  audits below 0.9: ${result.failing.join(', ')}` : ''),
  );
}
console.log(`Initial JavaScript of / (entry + modulepreloads in index.html): ${kb(initialGzip)} gzip in ${initial.length} files`);
