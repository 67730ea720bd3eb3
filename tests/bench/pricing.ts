/**
 * The pricing engine alone, in this process: no HTTP, GraphQL or database. Median time to price
 * one scenario per sort, each run a new loan amount so no memo carries over between runs.
 */
import { DEFAULT_LICENSED_STATES, priceScenario, type PricingSheet, RATES_SORTS, toScenario } from '#core/rates/index';
import { benchRatesInput } from './scenarios.js';

export interface PricingTiming {
  sort: string;
  medianMs: number;
  options: number;
}

export function timePricing(sheet: PricingSheet, runs = 200): PricingTiming[] {
  const scenarioFor = (amount: number, optimizeBy: string) => {
    const parsed = toScenario({ ...benchRatesInput(amount), filters: { term: 10, optimizeBy } } as never, DEFAULT_LICENSED_STATES);
    if (!('scenario' in parsed)) throw new Error('the bench scenario was refused');
    return parsed.scenario;
  };
  return RATES_SORTS.map((sort) => {
    for (let i = 0; i < 30; i++) priceScenario(sheet, scenarioFor(250_000 + i * 17, sort));
    const times: number[] = [];
    let options = 0;
    for (let i = 0; i < runs; i++) {
      const scenario = scenarioFor(300_000 + i * 13, sort);
      const started = performance.now();
      options = priceScenario(sheet, scenario).options.length;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { sort, medianMs: times[Math.floor(times.length / 2)] ?? 0, options };
  });
}
