// npm run report:first-visit-js: the JavaScript a first visit to each page downloads, gzip-sized.
//
// Starts the built app (scripts/builtAppServer.mjs; npm run build first), opens each page in a
// fresh Chromium context (empty cache), waits for the network to settle, and adds up every script
// the page loaded, each gzip-compressed at level 9 as the build ships it. Prints each page against
// its budget with PASS/FAIL and exits non-zero when any is over.
//
//   node scripts/firstVisitJs.mjs [--list] [--json] [paths...]
//
// --list also prints every script each page loaded with its size (which chunks a route pulls in);
// --json prints the results as JSON instead. measureFirstVisitJs is what the bench calls.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startBuiltAppServer } from './builtAppServer.mjs';

const KB = 1024;
/** Budgets in gzip KB (the targets): the home page, the rates page, every other page. */
export const FIRST_VISIT_BUDGETS = [
  ['/', 100],
  ['/rates', 150],
  ['/resources', 180],
  ['/resources/how-points-and-lender-credits-work', 180],
  ['/login', 180],
  ['/application/refinance', 180],
  ['/refinance/compare', 180],
  ['/savings', 180],
  ['/partner', 180],
  ['/cash', 180],
  ['/purchase/create-account', 180],
  ['/programs', 180],
  ['/faq', 180],
];
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium';

/**
 * Each page's first-visit JavaScript against its budget.
 * @returns {Promise<Array<{ page: string, budgetKb: number, gzipKb: number, pass: boolean, scripts: Array<{ url: string, gzipBytes: number }> }>>}
 */
export async function measureFirstVisitJs(budgets = FIRST_VISIT_BUDGETS) {
  const server = await startBuiltAppServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const results = [];
  try {
    for (const [pathname, budgetKb] of budgets) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = new Map();
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        try {
          scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
        } catch {
          // A worker's script (the locale-data worker closes itself at once) is gone with its
          // worker: fetched again to be counted. A redirected or aborted script has no body to count.
          if (response.status() !== 200) return;
          const again = await context.request.get(response.url()).catch(() => null);
          if (again?.ok()) scripts.set(response.url(), gzipSync(await again.body(), { level: 9 }).length);
        }
      });
      await page.goto(`${server.origin}${pathname}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      await context.close();
      const gzipKb = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0) / KB;
      results.push({
        page: pathname,
        budgetKb,
        gzipKb,
        pass: gzipKb <= budgetKb,
        scripts: [...scripts].map(([url, gzipBytes]) => ({ url: new URL(url).pathname, gzipBytes })).sort((a, b) => b.gzipBytes - a.gzipBytes),
      });
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return results;
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  const args = process.argv.slice(2);
  const only = args.filter((arg) => arg.startsWith('/'));
  const budgets = only.length ? FIRST_VISIT_BUDGETS.filter(([page]) => only.includes(page)) : FIRST_VISIT_BUDGETS;
  const results = await measureFirstVisitJs(budgets);
  if (args.includes('--json')) console.log(JSON.stringify(results, null, 2));
  else {
    console.log(`First-visit JavaScript per page (gzip level 9)`);
    console.log(`${'page'.padEnd(48)} ${'scripts'.padStart(7)} ${'gzip KB'.padStart(8)} ${'budget'.padStart(7)}`);
    for (const result of results) {
      console.log(
        `${result.page.padEnd(48)} ${String(result.scripts.length).padStart(7)} ${result.gzipKb.toFixed(1).padStart(8)} ${String(result.budgetKb).padStart(7)}  ${result.pass ? 'PASS' : 'FAIL'}`,
      );
      if (args.includes('--list')) for (const script of result.scripts) console.log(`    ${(script.gzipBytes / KB).toFixed(1).padStart(6)}  ${script.url}`);
    }
  }
  const over = results.filter((result) => !result.pass).length;
  if (over) {
    if (!args.includes('--json')) console.log(`${over} page(s) over budget.`);
    process.exitCode = 1;
  }
}
