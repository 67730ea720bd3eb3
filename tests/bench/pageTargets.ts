/**
 * The page targets as bench results: first-visit JavaScript per page against its gzip
 * budget (scripts/firstVisitJs.mjs) and, with BENCH_LIGHTHOUSE=1 since it takes minutes, the
 * Lighthouse scores (scripts/lighthouse.mjs), on a fresh server and, through lighthouseAfterLoad,
 * on the bench's server once its mixed load has run. Both measure the built app: without a build
 * they are reported as not measured and the rest of the bench runs as before.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { atMost, notMeasured, type TargetResult } from './targets.js';

interface FirstVisitResult {
  page: string;
  budgetKb: number;
  gzipKb: number;
}
interface LighthouseResult {
  page: string;
  targets: Array<{ target: string; measured: number; pass: boolean }>;
}
type RunLighthouse = (pages?: string[], options?: { origin?: string }) => Promise<LighthouseResult[]>;

// The report scripts are plain Node modules; a computed specifier keeps them out of type-checking.
const scriptsFolder = path.resolve(import.meta.dirname, '../../scripts');
const loadScript = <T>(file: string): Promise<T> => import(pathToFileURL(path.join(scriptsFolder, file)).href) as Promise<T>;

export async function pageTargets(): Promise<TargetResult[]> {
  const { hasWebBuild } = await loadScript<{ hasWebBuild: () => boolean }>('builtAppServer.mjs');
  if (!hasWebBuild()) return [notMeasured('first-visit JavaScript per page; Lighthouse on six pages', 'no web build (npm run build)')];

  const { measureFirstVisitJs } = await loadScript<{ measureFirstVisitJs: () => Promise<FirstVisitResult[]> }>('firstVisitJs.mjs');
  const targets = (await measureFirstVisitJs()).map((result) =>
    atMost(`first-visit JavaScript ${result.page} <= ${result.budgetKb} KB gzip`, result.gzipKb, result.budgetKb, 'KB'),
  );
  if (!process.env.BENCH_LIGHTHOUSE) {
    targets.push(notMeasured('Lighthouse mobile performance, accessibility, best practices, SEO, TBT', 'BENCH_LIGHTHOUSE=1, or node scripts/lighthouse.mjs'));
    return targets;
  }
  targets.push(...(await lighthouseTargets('fresh server')));
  return targets;
}

async function lighthouseTargets(when: string, origin?: string): Promise<TargetResult[]> {
  const { runLighthouse } = await loadScript<{ runLighthouse: RunLighthouse }>('lighthouse.mjs');
  return (await runLighthouse(undefined, { origin })).flatMap((result) =>
    result.targets.map(({ target, measured, pass }) => ({ target: `Lighthouse (${when}) ${result.page} ${target}`, measured: String(measured), pass })),
  );
}

/**
 * Lighthouse on the bench's own server right after its mixed load (BENCH_LIGHTHOUSE=1, with a
 * build): what a visitor gets from a server that has been busy, beside the fresh server's figures.
 */
export async function lighthouseAfterLoad(origin: string): Promise<TargetResult[]> {
  const { hasWebBuild } = await loadScript<{ hasWebBuild: () => boolean }>('builtAppServer.mjs');
  if (!process.env.BENCH_LIGHTHOUSE || !hasWebBuild()) return [notMeasured('Lighthouse after the mixed load', 'BENCH_LIGHTHOUSE=1 and a web build')];
  return lighthouseTargets('after mixed load', origin);
}
