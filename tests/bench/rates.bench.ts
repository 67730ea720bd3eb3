/**
 * npm run bench: the rates page against the trivial GraphQL query, on one real server, in one run.
 *
 * Starts the app (migrated and seeded with the full rate sheet) as a child process on a free
 * loopback port, then drives it with autocannon for a bounded time per scenario:
 *   1. `{ __typename }`: the cost of the HTTP + GraphQL stack alone (the baseline);
 *   2. ratesPage repeating one scenario: the rate-sheet and pricing-result caches warm;
 *   3. ratesPage with a new scenario on every request: the engine prices and stores each one.
 * The three alternate in short rounds so the machine's other work weighs on each alike. Prints
 * throughput, the ratio to the baseline (median of the rounds), p50/p99 latency, and the pricing
 * engine's own time per request measured in this process on the same seeded sheet.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDb } from '../../api/src/db.js';
import { migrateToLatest, runSeeds } from '../../api/src/dbSetup.js';
import { activeSheet } from '../../api/src/services/rates/activeSheet.js';
import { DEFAULT_LICENSED_STATES, priceScenario, toScenario } from '#core/rates/index';

/** Seconds of load per scenario in all, split over ROUNDS interleaved rounds. */
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = 5;
const CONNECTIONS = 10;
const root = path.resolve(import.meta.dirname, '../..');

/** What a rate card shows: every RateOption scalar and its lender. */
const RATES_PAGE = `query RatesPage($ratesInput: RatesInput!) {
  ratesPage(ratesInput: $ratesInput) {
    pricingResultUuid rateSheetEffectiveAt errors { code message }
    rateOptions {
      pricingResultUuid rateOptionUuid loanProgramCode lenderLoanProgramCode amortizationType numberOfPayments
      fixedPaymentYears monthlyPI apr interestRate totalFees points effectivePoints breakEvenTerm
      lender { uuid companyName loanBuyerType } baseLoanAmount totalInterestPaid costOfPoints totalPaymentAmount
      lowestApr lowestPoints lowestClosing
    }
  }
}`;

function ratesInput(remainingMortgageAmount: number) {
  return {
    propertyLocation: { streetNumber: '1450', streetName: 'Larkin St', locality: 'San Francisco', state: 'CA', zip: '94109', country: 'US' },
    remainingMortgageAmount,
    baseLoanAmount: remainingMortgageAmount,
    estimatedHomeValue: 500_000,
    creditScoreRange: 'SCORE_740_759',
    occupancyType: 'PRIMARY_RESIDENCE',
    propertyType: 'SINGLE_FAMILY',
    cashoutAmount: 0,
    mortgageType: 'CONVENTIONAL',
    filters: { term: 10, optimizeBy: 'MOST_POPULAR' },
  };
}

const HEADERS = { 'content-type': 'application/json', 'x-roofline-csrf': '1' };

const mean = (values: number[]) => values.reduce((total, value) => total + value, 0) / values.length;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

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

function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}

async function startServer(port: number, dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts', '--migrate', '--seed'], {
    cwd: root,
    // The embedded database in a fresh directory, whatever DATABASE_URL this shell has.
    env: { ...withoutDatabaseUrl(process.env), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', COOKIE_SECURE: 'false', PUBLIC_ORIGIN: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/ready`);
      if (response.ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not become ready in 2 minutes');
}

interface Run {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(name: string, url: string, requests: autocannon.Request[]): Promise<Run> {
  const result = await autocannon({ url, method: 'POST', headers: HEADERS, connections: CONNECTIONS, duration: DURATION_SECONDS / ROUNDS, requests });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The engine alone: pricing the seeded sheet in this process, no HTTP, GraphQL or database. */
async function engineMicroseconds(): Promise<{ cold: number; perSort: Record<string, number> }> {
  const db = createDb({ DATA_DIR: ':memory:', DB_POOL_MAX: 1, DB_ACQUIRE_TIMEOUT_MS: 5_000 });
  try {
    await migrateToLatest(db);
    await runSeeds(db);
    const sheet = await activeSheet(db);
    if (!sheet) throw new Error('no active rate sheet');
    const scenarioFor = (amount: number, optimizeBy: string) => {
      const parsed = toScenario({ ...ratesInput(amount), filters: { term: 10, optimizeBy } } as never, DEFAULT_LICENSED_STATES);
      if (!('scenario' in parsed)) throw new Error('bench scenario refused');
      return parsed.scenario;
    };
    const time = (optimizeBy: string, runs: number) => {
      for (let i = 0; i < 50; i++) priceScenario(sheet, scenarioFor(300_000 + i, optimizeBy));
      const started = performance.now();
      for (let i = 0; i < runs; i++) priceScenario(sheet, scenarioFor(310_000 + i, optimizeBy));
      return ((performance.now() - started) / runs) * 1000;
    };
    const perSort: Record<string, number> = {};
    for (const sort of ['MOST_POPULAR', 'LOWEST_PAYMENT', 'LOWEST_APR', 'LOWEST_INTEREST']) perSort[sort] = time(sort, 300);
    return { cold: perSort.MOST_POPULAR ?? 0, perSort };
  } finally {
    await db.destroy();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'roofline-bench-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}/graphql`;
console.log(`Starting the server on 127.0.0.1:${port} (seeding the full rate sheet)...`);
const server = await startServer(port, dataDir);
try {
  const check = await fetch(url, { method: 'POST', headers: HEADERS, body: JSON.stringify({ query: RATES_PAGE, variables: { ratesInput: ratesInput(320_000) } }) });
  const sample = (await check.json()) as { data?: { ratesPage: { rateOptions: unknown[]; errors: unknown[] } } };
  const optionCount = sample.data?.ratesPage.rateOptions.length ?? 0;
  if (!optionCount) throw new Error(`ratesPage returned no options: ${JSON.stringify(sample)}`);
  console.log(`ratesPage returns ${optionCount} rate options per request. ${DURATION_SECONDS} s per scenario, ${CONNECTIONS} connections.`);
  console.log(`Load average before: ${loadavg().map((n) => n.toFixed(2)).join(' ')} on ${availableParallelism()} cores.`);

  // Short runs interleaved round by round, so that other work on the machine weighs on every
  // scenario alike; each round's ratio compares runs made seconds apart, and the median is reported.
  let counter = 0;
  const scenarios: Array<{ name: string; requests: autocannon.Request[] }> = [
    { name: '{ __typename }', requests: [{ body: JSON.stringify({ query: '{ __typename }' }) }] },
    { name: 'ratesPage, one scenario', requests: [{ body: JSON.stringify({ query: RATES_PAGE, variables: { ratesInput: ratesInput(320_000) } }) }] },
    {
      name: 'ratesPage, new scenario each',
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ query: RATES_PAGE, variables: { ratesInput: ratesInput(200_000 + (counter++ % 200_000)) } }),
          }),
        },
      ],
    },
  ];
  const rounds: Run[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const runs: Run[] = [];
    for (const scenario of scenarios) runs.push(await load(scenario.name, url, scenario.requests));
    rounds.push(runs);
  }

  console.log(`\n${ROUNDS} interleaved rounds of ${DURATION_SECONDS / ROUNDS} s per scenario`);
  console.log('scenario                        req/s   ratio (median of rounds)   p50 ms  p99 ms  errors');
  const summary = scenarios.map((scenario, index) => {
    const runs = rounds.map((round) => round[index] as Run);
    const ratios = rounds.map((round) => (round[index] as Run).requestsPerSecond / (round[0] as Run).requestsPerSecond);
    return {
      name: scenario.name,
      requestsPerSecond: mean(runs.map((run) => run.requestsPerSecond)),
      ratio: median(ratios),
      ratios,
      p50: median(runs.map((run) => run.p50)),
      p99: Math.max(...runs.map((run) => run.p99)),
      errors: runs.reduce((total, run) => total + run.errors, 0),
    };
  });
  for (const row of summary) {
    console.log(
      `${row.name.padEnd(30)} ${row.requestsPerSecond.toFixed(0).padStart(6)}  ${row.ratio.toFixed(2).padStart(6)} [${row.ratios.map((r) => r.toFixed(2)).join(' ')}]`.padEnd(58) +
        `${String(row.p50).padStart(6)}  ${String(row.p99).padStart(6)}  ${String(row.errors).padStart(6)}`,
    );
  }
  const engine = await engineMicroseconds();
  console.log('\npricing engine, own time per request (this process, seeded sheet, no HTTP/GraphQL/DB):');
  for (const [sort, micros] of Object.entries(engine.perSort)) console.log(`  ${sort.padEnd(16)} ${(micros / 1000).toFixed(2)} ms`);
  console.log(`\nratesPage / trivial throughput: ${(summary[1]?.ratio ?? 0).toFixed(2)} (target at least 0.50, 0.80 desired)`);
  console.log(`Load average after: ${loadavg().map((n) => n.toFixed(2)).join(' ')} (other work on the machine skews every figure).`);
  if (summary.some((row) => row.errors > 0)) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
