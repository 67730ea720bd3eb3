/**
 * Many clients at once: each scenario alone under `connections` connections for `seconds`, its
 * errors (failed, timed out, non-2xx, the server's 503 when busy included) and its p99 latency.
 * Clients are not database connections: the server answers them from its own pool.
 */
import { runLoad, type LoadRun, type LoadScenario } from './load.js';

export interface ManyConnectionsRun extends LoadRun {
  name: string;
}

export async function manyConnections(scenarios: LoadScenario[], options: { connections: number; seconds: number }): Promise<ManyConnectionsRun[]> {
  const runs: ManyConnectionsRun[] = [];
  for (const scenario of scenarios) runs.push({ name: scenario.name, ...(await runLoad(scenario, options.seconds, options.connections)) });
  return runs;
}

export function printManyConnections(title: string, runs: ManyConnectionsRun[]): void {
  console.log(`\n${title}`);
  console.log(`${'scenario'.padEnd(34)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} errors`);
  for (const run of runs)
    console.log(
      `${run.name.padEnd(34)} ${run.requestsPerSecond.toFixed(0).padStart(7)} ${String(run.p50).padStart(7)} ${String(run.p99).padStart(7)} ${run.errors}`,
    );
}
