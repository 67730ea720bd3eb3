// Renders every story of the built Storybook once in Chromium and fails on any render error,
// uncaught exception or console error.
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../../storybook-static');
if (!existsSync(path.join(root, 'index.json'))) {
  console.error('storybook-static/ is missing: run npm run build-storybook first.');
  process.exit(1);
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
const server = createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  // Browsers ask for /favicon.ico on their own; Storybook ships an SVG icon instead.
  if (pathname === '/favicon.ico') {
    response.writeHead(204).end();
    return;
  }
  let file = path.join(root, pathname);
  if (!file.startsWith(root) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  if (statSync(file).isDirectory()) file = path.join(file, 'index.html');
  response.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();
const base = `http://127.0.0.1:${port}`;

const index = JSON.parse(await (await fetch(`${base}/index.json`)).text());
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const failures = [];
let passed = 0;
try {
  const page = await browser.newPage();
  // The mock service worker answers /graphql only once it controls the page; a page that loaded
  // before it took control would get the static server's 404. Register it and wait for control
  // once, so every story below loads under it.
  await page.goto(`${base}/iframe.html`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('./mockServiceWorker.js');
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  for (const story of stories) {
    const problems = [];
    // The browser's own update check of the mock service worker can fail while the worker it
    // has stays in control; that says nothing about the story.
    const onError = (error) => {
      if (!/Failed to update a ServiceWorker/.test(error.message)) problems.push(`uncaught: ${error.message}`);
    };
    const onConsole = (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()} ${message.location().url ?? ''}`);
    };
    page.on('pageerror', onError);
    page.on('console', onConsole);
    await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story`);
    try {
      await page.waitForFunction(
        () => document.body.classList.contains('sb-show-main') || document.body.classList.contains('sb-show-errordisplay'),
        undefined,
        { timeout: 20_000 },
      );
      await page.waitForTimeout(300);
      if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
        problems.push(`render error: ${(await page.textContent('#error-message').catch(() => '')) ?? ''}`.trim());
      }
    } catch {
      problems.push('did not render within 20 s');
    }
    page.off('pageerror', onError);
    page.off('console', onConsole);
    if (problems.length) failures.push({ id: story.id, problems });
    else passed += 1;
  }
} finally {
  await browser.close();
  server.close();
}

for (const failure of failures) console.error(`✗ ${failure.id}\n    ${failure.problems.join('\n    ')}`);
console.log(`stories: ${passed} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
