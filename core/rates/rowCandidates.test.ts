import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sheetFromFile } from './buildSheet.js';
import { priceScenario } from './engine.js';
import { DEFAULT_LICENSED_STATES } from './limits.js';
import { toScenario } from './scenario.js';
import { shownOutcome } from './pricingFixtures.js';
import { parseSheet } from './sheet/parseSheet.js';
import { CREDIT_SCORE_RANGES, RATES_SORTS } from './vocabulary.js';

const csv = readFileSync(path.resolve(import.meta.dirname, '../../migrations/seeds/data/rate-sheet-2026-11-20.csv'), 'utf8');
const parsed = parseSheet(csv);
if (!parsed.ok) throw new Error('the seeded sheet does not parse');
const sheet = sheetFromFile(parsed.file, '00000000-0000-4000-8000-000000000000', (name) => `program ${name}`);

/** 96 searches across loan types, credit bands, terms, sorts, cash-out and income. */
const scenarios = Array.from({ length: 96 }, (_, k) => {
  const loanType = (['CONVENTIONAL', 'FHA', 'VA'] as const)[k % 3];
  const input = {
    propertyLocation: { streetNumber: '1450', streetName: 'Larkin St', locality: 'San Francisco', state: 'CA', zip: '94109', country: 'US' },
    remainingMortgageAmount: 120_000 + k * 7_919,
    estimatedHomeValue: 640_000,
    creditScoreRange: CREDIT_SCORE_RANGES[(k * 5) % 10],
    occupancyType: 'PRIMARY_RESIDENCE',
    propertyType: 'SINGLE_FAMILY',
    cashoutAmount: k % 4 === 0 ? 60_000 : 0,
    mortgageType: loanType,
    isVeteran: loanType === 'VA',
    annualIncome: k % 5 === 0 ? 70_000 + k * 900 : null,
    monthlyDebt: 900,
    filters: { term: [10, 5, 30, 7][k % 4], optimizeBy: RATES_SORTS[(k >> 2) % 4] },
  };
  const scenario = toScenario(input as never, DEFAULT_LICENSED_STATES);
  return { name: `search ${k}: ${loanType}, ${input.creditScoreRange}, ${input.filters.term}-year, ${input.filters.optimizeBy}`, scenario };
}).flatMap(({ name, scenario }) => ('scenario' in scenario ? [{ name, scenario: scenario.scenario }] : []));

// One test per search: pricing every offered row is the slow reference, and each search is its own piece of work.
describe('pricing only the rate rows and programs that can reach the list', () => {
  it.each(scenarios)('shows the same options, figures and order as pricing every offered row: $name', ({ scenario }) => {
    expect(shownOutcome(priceScenario(sheet, scenario))).toEqual(shownOutcome(priceScenario(sheet, scenario, { everyRow: true })));
  });

  it('compares lists that have options, for most of the searches', () => {
    expect(scenarios.filter(({ scenario }) => priceScenario(sheet, scenario).options.length > 0).length).toBeGreaterThan(40);
  });
});
