/**
 * npm run bench: the speed targets, measured as ratios in one run on this machine.
 *
 * 1. The pricing engine alone (this process): median time per sort on the seeded sheet and on
 *    a sheet grown to 60 lenders.
 * 2. The app as production runs it (a child process), on the embedded database and, when
 *    BENCH_POSTGRES_URL (or DATABASE_URL) names a PostgreSQL server, on a fresh database there:
 *    `{ __typename }` (the HTTP + GraphQL stack alone) against the web app's own ratesPage
 *    document for a repeated scenario and for a new scenario on every request; when the web app
 *    is built (npm run build), a visitor's GET / and /resources against a built file of about
 *    the same size.
 * Every load runs after a warm-up, in interleaved rounds (BENCH_ROUNDS of BENCH_SECONDS each),
 * so other work on the machine weighs on each scenario alike; ratios are medians of the rounds.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { type BenchServer, startBenchServer } from './benchServer.js';
import { seededSheet, sheetWithLenders } from './lenderSheet.js';
import { interleaved, type LoadScenario, printSummaries, type ScenarioSummary } from './load.js';
import { timePricing } from './pricing.js';
import { benchRatesInput, RATES_PAGE_QUERY } from './scenarios.js';
import { atLeast, atMost, notMeasured, printTargets, type TargetResult } from './targets.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = 10;
const POSTGRES = process.env.BENCH_POSTGRES_URL ?? process.env.DATABASE_URL;
const webRoot = path.resolve(import.meta.dirname, '../../dist/web');
const load = (scenarios: LoadScenario[]) =>
  interleaved(scenarios, { rounds: ROUNDS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, connections: CONNECTIONS });
const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const GRAPHQL_HEADERS = { 'content-type': 'application/json', 'x-roofline-csrf': '1', 'accept-encoding': 'br, gzip' };

const targets: TargetResult[] = [];
console.log(
  `Load average at start: ${loadAverage()} on ${availableParallelism()} cores. Rounds: ${ROUNDS} × ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up, ${CONNECTIONS} connections.`,
);

// 1. The engine alone.
for (const [name, sheet, limit] of [
  ['seeded sheet', seededSheet(), 1],
  ['60 lenders', sheetWithLenders(60), 5],
] as const) {
  console.log(`\nPricing one scenario, ${name} (${sheet.programs.length} programs), median of 200:`);
  for (const timing of timePricing(sheet)) {
    console.log(`  ${timing.sort.padEnd(16)} ${timing.medianMs.toFixed(3).padStart(7)} ms  (${timing.options} options)`);
    targets.push(atMost(`pricing, ${name}, ${timing.sort} <= ${limit} ms`, timing.medianMs, limit, 'ms'));
  }
}

// 2. The server.
function ratesScenarios(origin: string): LoadScenario[] {
  let counter = 0;
  const url = `${origin}/graphql`;
  const body = (amount: number) => JSON.stringify({ operationName: 'ratesPage', query: RATES_PAGE_QUERY, variables: { ratesInput: benchRatesInput(amount) } });
  return [
    { name: '{ __typename }', url, method: 'POST', headers: GRAPHQL_HEADERS, requests: [{ body: JSON.stringify({ query: '{ __typename }' }) }] },
    { name: 'ratesPage, repeated scenario', url, method: 'POST', headers: GRAPHQL_HEADERS, requests: [{ body: body(320_000) }] },
    {
      name: 'ratesPage, new scenario each',
      url,
      method: 'POST',
      headers: GRAPHQL_HEADERS,
      // A dollar more each time: every request is a scenario the server has not priced.
      requests: [{ setupRequest: (request) => ({ ...request, body: body(200_000 + (counter++ % 400_000)) }) }],
    },
  ];
}

/** The built file (not a page) closest in size to `bytes`: the static baseline for pages. */
function builtFileNear(bytes: number): { urlPath: string; bytes: number } | null {
  const files: Array<{ urlPath: string; bytes: number }> = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!/\.(map|html|br|gz)$/.test(entry.name))
        files.push({ urlPath: `/${path.relative(webRoot, full).split(path.sep).join('/')}`, bytes: statSync(full).size });
    }
  };
  walk(webRoot);
  files.sort((a, b) => Math.abs(a.bytes - bytes) - Math.abs(b.bytes - bytes));
  return files[0] ?? null;
}

async function benchDatabase(label: string, server: BenchServer): Promise<void> {
  const { origin } = server;
  const idleRss = server.rssMb();
  const check = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: GRAPHQL_HEADERS,
    body: JSON.stringify({ query: RATES_PAGE_QUERY, variables: { ratesInput: benchRatesInput(320_000) } }),
  });
  const sample = (await check.json()) as { data?: { ratesPage: { rateOptions: unknown[] } }; errors?: unknown };
  const optionCount = sample.data?.ratesPage.rateOptions.length ?? 0;
  if (!optionCount) throw new Error(`ratesPage returned no options: ${JSON.stringify(sample).slice(0, 400)}`);
  console.log(`\n[${label}] ratesPage answers ${optionCount} options; server idle RSS ${idleRss?.toFixed(0) ?? '?'} MB; load average ${loadAverage()}.`);

  const rates = await load(ratesScenarios(origin));
  printSummaries(`[${label}] GraphQL, ${CONNECTIONS} connections`, rates);
  const [, repeated, fresh] = rates as [ScenarioSummary, ScenarioSummary, ScenarioSummary];
  targets.push(atLeast(`[${label}] ratesPage repeated scenario >= 0.8× { __typename }`, repeated.ratio, 0.8));
  targets.push(atLeast(`[${label}] ratesPage new scenario each >= 0.5× { __typename }`, fresh.ratio, 0.5));
  if (rates.some((row) => row.errors > 0))
    targets.push({ target: `[${label}] GraphQL load without errors`, measured: `${rates.reduce((n, row) => n + row.errors, 0)} errors`, pass: false });

  if (existsSync(path.join(webRoot, 'index.html'))) {
    const page = await fetch(`${origin}/`);
    const pageBytes = (await page.arrayBuffer()).byteLength;
    const file = builtFileNear(pageBytes);
    if (file) {
      const pages = await load([
        { name: `static ${file.urlPath.slice(0, 24)} (${(file.bytes / 1024).toFixed(0)} KB)`, url: `${origin}${file.urlPath}`, requests: [{}] },
        { name: `GET / (${(pageBytes / 1024).toFixed(0)} KB)`, url: `${origin}/`, requests: [{}] },
        { name: 'GET /resources', url: `${origin}/resources`, requests: [{}] },
      ]);
      printSummaries(`[${label}] a visitor's pages against a built file of about their size`, pages);
      const [, home, resources] = pages as [ScenarioSummary, ScenarioSummary, ScenarioSummary];
      targets.push(atLeast(`[${label}] visitor GET / >= 0.5× a static file`, home.ratio, 0.5));
      targets.push(atLeast(`[${label}] visitor GET /resources >= 0.5× a static file`, resources.ratio, 0.5));
    }
  } else {
    targets.push(notMeasured(`[${label}] visitor GET / and /resources >= 0.5× a static file`, 'no web build (npm run build)'));
  }
  const afterRss = server.rssMb();
  console.log(`[${label}] server RSS after load ${afterRss?.toFixed(0) ?? '?'} MB; load average ${loadAverage()}.`);
  if (label === 'PGlite' && idleRss !== null) targets.push(atMost('[PGlite] server idle RSS <= 400 MB', idleRss, 400, 'MB'));
}

const databases: Array<[string, string | undefined]> = [['PGlite', undefined], ...(POSTGRES ? [['PostgreSQL', POSTGRES] as [string, string]] : [])];
for (const [label, postgresServerUrl] of databases) {
  console.log(`\nStarting the server on ${label} (migrating and seeding the full rate sheet)...`);
  const server = await startBenchServer({ postgresServerUrl });
  try {
    await benchDatabase(label, server);
  } finally {
    await server.stop();
  }
}
if (!POSTGRES) targets.push(notMeasured('[PostgreSQL] ratesPage targets', 'set BENCH_POSTGRES_URL (or DATABASE_URL) to a PostgreSQL server'));
targets.push(notMeasured('logged-in dashboard p50 < 50 ms; 200 connections for 60 s on PostgreSQL; RSS over 10 minutes', 'not measured by this bench'));

// Page weight and Lighthouse against the built app (tests/bench/pageTargets.ts; skipped without a build).
targets.push(...(await (await import('./pageTargets.js')).pageTargets()));

printTargets(targets);
console.log(`Load average at end: ${loadAverage()} (other work on the machine skews absolute figures; ratios compare runs seconds apart).`);
