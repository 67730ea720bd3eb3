/**
 * The server's memory over a long mixed load: every connection cycles through the given
 * requests (visitor pages, rates, a homeowner's dashboard) for `seconds`, and the server's RSS is
 * sampled after each tenth of it (each minute of the default ten). "No growth": the highest of
 * the last three samples stays within RSS_GROWTH_MARGIN of the first, taken after one tenth of
 * load, so start-up and warm-up allocations are not counted as growth.
 */
import type autocannon from 'autocannon';
import { runLoad, type LoadScenario } from './load.js';

export const RSS_GROWTH_MARGIN = 0.1;
const SAMPLES = 10;

/** One request list out of whole scenarios, each request with its scenario's path, method and headers. */
export function mixedRequests(scenarios: LoadScenario[]): autocannon.Request[] {
  return scenarios.flatMap((scenario) =>
    scenario.requests.map((request) => ({
      method: scenario.method ?? 'GET',
      path: new URL(scenario.url).pathname,
      headers: scenario.headers ?? {},
      ...request,
    })),
  );
}

export interface SoakResult {
  /** Server RSS in MB after each tenth of the load. */
  samples: number[];
  requests: number;
  errors: number;
  /** Highest of the last three samples over the first, minus one: 0.03 is 3% more. */
  growth: number;
}

export async function soak(
  origin: string,
  requests: autocannon.Request[],
  rssMb: () => number | null,
  options: { seconds: number; connections: number; onSample?: (minute: number, rss: number) => void },
): Promise<SoakResult> {
  const sliceSeconds = Math.max(1, Math.round(options.seconds / SAMPLES));
  const scenario: LoadScenario = { name: 'mixed', url: origin, requests };
  const samples: number[] = [];
  let total = 0;
  let errors = 0;
  for (let slice = 1; slice <= SAMPLES; slice++) {
    const run = await runLoad(scenario, sliceSeconds, options.connections);
    total += run.requestsPerSecond * sliceSeconds;
    errors += run.errors;
    const rss = rssMb();
    if (rss === null) throw new Error('the server RSS cannot be read (Linux /proc only)');
    samples.push(rss);
    options.onSample?.(slice, rss);
  }
  const first = samples[0] as number;
  return { samples, requests: Math.round(total), errors, growth: Math.max(...samples.slice(-3)) / first - 1 };
}
