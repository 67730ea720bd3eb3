/**
 * The page targets as bench results: first-visit JavaScript per page against its gzip
 * budget (scripts/firstVisitJs.mjs) and, with BENCH_LIGHTHOUSE=1 since it takes minutes, the
 * Lighthouse scores (scripts/lighthouse.mjs). Both measure the built app: without a build they
 * are reported as not measured and the rest of the bench runs as before.
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
  scores: Record<string, number>;
}

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
    targets.push(notMeasured('Lighthouse mobile performance >= 95, accessibility 100', 'BENCH_LIGHTHOUSE=1, or node scripts/lighthouse.mjs'));
    return targets;
  }
  const { runLighthouse, LIGHTHOUSE_TARGETS } = await loadScript<{
    runLighthouse: () => Promise<LighthouseResult[]>;
    LIGHTHOUSE_TARGETS: Record<string, number>;
  }>('lighthouse.mjs');
  for (const result of await runLighthouse())
    for (const [category, minimum] of Object.entries(LIGHTHOUSE_TARGETS)) {
      const score = result.scores[category] ?? 0;
      targets.push({ target: `Lighthouse ${result.page} ${category} >= ${minimum}`, measured: String(score), pass: score >= minimum });
    }
  return targets;
}
