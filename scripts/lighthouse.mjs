// Lighthouse (mobile settings, the default) on the pages the issue names, against its targets:
// performance >= 95, accessibility 100 and best practices 100 on each, SEO 100 on each page meant
// to be found in search, and total blocking time <= 200 ms on /rates and /application/refinance.
// Prints every page with PASS/FAIL per target, its LCP, TBT and CLS, the audits that fail, and
// exits non-zero when a target is missed.
// Each page is run LIGHTHOUSE_RUNS times (3) and the run with the median performance reported.
//
//   npm run build && node scripts/lighthouse.mjs [--json] [paths...]
//
// The built app is started on a free port with a fresh embedded database
// (scripts/builtAppServer.mjs); BASE_URL points it at a server already running instead.
// /application/refinance is measured as a first visit sees it: a visitor without a session gets
// the refinance prequal's first question, server-rendered, not a login redirect. The bench also
// passes the origin of a server that has just carried its mixed load (runLighthouse's `origin`).
// Lighthouse 12 runs through npx (13 needs Node 22); Chromium comes from CHROME_PATH (default
// /usr/lib/chromium/chromium). runLighthouse is what the bench calls.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startBuiltAppServer } from './builtAppServer.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const LIGHTHOUSE_PAGES = [
  '/',
  '/rates',
  '/resources',
  '/resources/how-points-and-lender-credits-work',
  '/login',
  '/application/refinance',
  '/cash',
  '/partner',
  '/purchase/create-account',
];
/** The targets: the minimum score per category on every page (SEO only where SEARCH_PAGES says). */
export const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
/**
 * The pages meant to be found in search, held to the SEO target: all but /login, which serves
 * people who already have an account (robots.txt and decision 0022 keep the open starts indexed).
 */
export const SEARCH_PAGES = new Set(LIGHTHOUSE_PAGES.filter((page) => page !== '/login'));
/** Total blocking time, at most, on the pages the issue names for it (mobile Lighthouse, ms). */
export const TBT_TARGET_MS = 200;
export const TBT_PAGES = new Set(['/rates', '/application/refinance']);

/** Each target that applies to `page`: its name, the figure measured and whether it passes. */
function pageTargets(page, scores, tbtMs) {
  const targets = Object.entries(LIGHTHOUSE_TARGETS)
    .filter(([category]) => category !== 'seo' || SEARCH_PAGES.has(page))
    .map(([category, minimum]) => ({ target: `${category} >= ${minimum}`, measured: scores[category], pass: scores[category] >= minimum }));
  if (TBT_PAGES.has(page)) targets.push({ target: `TBT <= ${TBT_TARGET_MS} ms`, measured: tbtMs, pass: tbtMs <= TBT_TARGET_MS });
  return targets;
}
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium';
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Lighthouse's own advice for a trace it could not record (NO_NAVSTART on a busy machine) is to run again. */
const ATTEMPTS = 2;
/**
 * Runs per page, of which the one with the median performance score is reported (Lighthouse's
 * advice for variable scores): on a 2-core machine one build's /rates scored 79, 90 and 96 in
 * three single runs, its total blocking time moving with whatever else the machine did.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

function lighthouseReport(url, attempt = 1) {
  const outputPath = path.join(tmpdir(), `roofline-lighthouse-${process.pid}-${Date.now()}.json`);
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
  if (run.status !== 0) {
    if (attempt < ATTEMPTS) return lighthouseReport(url, attempt + 1);
    throw new Error(`lighthouse failed for ${url}, ${ATTEMPTS} times`);
  }
  const report = JSON.parse(readFileSync(outputPath, 'utf8'));
  rmSync(outputPath, { force: true });
  return report;
}

/** The run, of `RUNS`, whose performance score is the median: its other figures come from the same run. */
function medianReport(url) {
  const reports = Array.from({ length: RUNS }, () => lighthouseReport(url));
  reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  return reports[Math.floor((reports.length - 1) / 2)];
}

/** An audit that costs points: scored below 0.9 (informative and manual audits aside). */
const failing = (audit) => audit.score !== null && audit.score < 0.9 && !['informative', 'manual', 'notApplicable'].includes(audit.scoreDisplayMode);

/**
 * Lighthouse scores of each page with each target's verdict, on a fresh built app or, given
 * `origin`, on a server already running (the bench's, after its mixed load).
 * @returns {Promise<Array<{ page: string, scores: Record<string, number>, targets: Array<{ target: string, measured: number, pass: boolean }>, lcp: string, tbt: string, tbtMs: number, cls: string, lcpElement: string, failing: string[] }>>}
 */
export async function runLighthouse(pages = LIGHTHOUSE_PAGES, { origin } = {}) {
  const server = origin ? { origin, stop: async () => undefined } : await startBuiltAppServer();
  const results = [];
  try {
    for (const page of pages) {
      const report = medianReport(server.origin + page);
      const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(report.categories[id].score * 100)]));
      const audits = report.audits;
      const tbtMs = Math.round(audits['total-blocking-time'].numericValue);
      results.push({
        page,
        scores,
        targets: pageTargets(page, scores, tbtMs),
        lcp: audits['largest-contentful-paint'].displayValue,
        tbt: audits['total-blocking-time'].displayValue,
        tbtMs,
        cls: audits['cumulative-layout-shift'].displayValue,
        lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
        failing: Object.values(audits)
          .filter(failing)
          .map((audit) => audit.id),
      });
    }
  } finally {
    await server.stop();
  }
  return results;
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  const args = process.argv.slice(2);
  const only = args.filter((arg) => arg.startsWith('/'));
  const results = await runLighthouse(only.length ? only : LIGHTHOUSE_PAGES);
  if (args.includes('--json')) console.log(JSON.stringify(results, null, 2));
  else {
    console.log(
      `Lighthouse 12, mobile; each page the median of ${RUNS} runs by performance; load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    for (const result of results) {
      const verdicts = result.targets.map(({ target, measured, pass }) => `${pass ? 'PASS' : 'FAIL'} ${target} (${measured})`);
      const scores = CATEGORIES.map((category) => `${category} ${result.scores[category]}`).join(', ');
      console.log(
        `${result.page}\n  ${verdicts.join('; ')}\n  ${scores}; LCP ${result.lcp}, TBT ${result.tbt}, CLS ${result.cls}` +
          `\n  LCP element ${result.lcpElement.slice(0, 120)}` +
          (result.failing.length ? `\n  audits below 0.9: ${result.failing.join(', ')}` : ''),
      );
    }
  }
  if (results.some((result) => result.targets.some((target) => !target.pass))) process.exitCode = 1;
}
