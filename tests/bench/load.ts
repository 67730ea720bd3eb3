/**
 * autocannon against one server: scenarios run one after another in rounds, so whatever else the
 * machine does weighs on each alike, and every ratio compares runs made seconds apart.
 */
import autocannon from 'autocannon';

export interface LoadScenario {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  requests: autocannon.Request[];
}

export interface LoadRun {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  bytesPerRequest: number;
}

export interface ScenarioSummary {
  name: string;
  requestsPerSecond: number;
  /** Each round's throughput over the same round's baseline (the first scenario). */
  ratios: number[];
  ratio: number;
  p50: number;
  p99: number;
  errors: number;
  bytesPerRequest: number;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export async function runLoad(scenario: LoadScenario, seconds: number, connections: number): Promise<LoadRun> {
  const result = await autocannon({
    url: scenario.url,
    method: scenario.method ?? 'GET',
    headers: scenario.headers,
    connections,
    duration: seconds,
    requests: scenario.requests,
  });
  const requests = Math.max(1, result.requests.total);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    bytesPerRequest: result.throughput.total / requests,
  };
}

/** A warm-up run of each scenario, then `rounds` rounds of `seconds` each; the first scenario is the baseline. */
export async function interleaved(
  scenarios: LoadScenario[],
  options: { rounds: number; seconds: number; warmupSeconds: number; connections: number },
): Promise<ScenarioSummary[]> {
  for (const scenario of scenarios) await runLoad(scenario, options.warmupSeconds, options.connections);
  const rounds: LoadRun[][] = [];
  for (let round = 0; round < options.rounds; round++) {
    const runs: LoadRun[] = [];
    for (const scenario of scenarios) runs.push(await runLoad(scenario, options.seconds, options.connections));
    rounds.push(runs);
  }
  return scenarios.map((scenario, index) => {
    const runs = rounds.map((round) => round[index] as LoadRun);
    // A round whose baseline finished no request (the machine stalled) says nothing about the ratio.
    const ratios = rounds
      .filter((round) => (round[0] as LoadRun).requestsPerSecond > 0)
      .map((round) => (round[index] as LoadRun).requestsPerSecond / (round[0] as LoadRun).requestsPerSecond);
    return {
      name: scenario.name,
      requestsPerSecond: runs.reduce((total, run) => total + run.requestsPerSecond, 0) / runs.length,
      ratios,
      ratio: median(ratios),
      p50: median(runs.map((run) => run.p50)),
      p99: Math.max(...runs.map((run) => run.p99)),
      errors: runs.reduce((total, run) => total + run.errors, 0),
      bytesPerRequest: median(runs.map((run) => run.bytesPerRequest)),
    };
  });
}

export function printSummaries(title: string, summaries: ScenarioSummary[]): void {
  console.log(`\n${title}`);
  console.log(
    `${'scenario'.padEnd(34)} ${'req/s'.padStart(7)} ${'ratio'.padStart(6)}  ${'rounds'.padEnd(22)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'KB/req'.padStart(7)} errors`,
  );
  for (const row of summaries) {
    console.log(
      `${row.name.padEnd(34)} ${row.requestsPerSecond.toFixed(0).padStart(7)} ${row.ratio.toFixed(2).padStart(6)}  ${`[${row.ratios.map((r) => r.toFixed(2)).join(' ')}]`.padEnd(22)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${(row.bytesPerRequest / 1024).toFixed(1).padStart(7)} ${row.errors}`,
    );
  }
}
