import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sheetFromFile } from './buildSheet.js';
import { priceScenario } from './engine.js';
import { DEFAULT_LICENSED_STATES } from './limits.js';
import { sheetWithCopies, shownOutcome } from './pricingFixtures.js';
import { toScenario } from './scenario.js';
import { parseSheet } from './sheet/parseSheet.js';
import { CREDIT_SCORE_RANGES, MORTGAGE_TYPES, RATES_SORTS } from './vocabulary.js';

const csv = readFileSync(path.resolve(import.meta.dirname, '../../migrations/seeds/data/rate-sheet-2026-11-20.csv'), 'utf8');
const parsed = parseSheet(csv);
if (!parsed.ok) throw new Error('the seeded sheet does not parse');
// Four copies of each seeded lender: five times the programs, most of them near-equal.
const sheet = sheetWithCopies(
  sheetFromFile(parsed.file, '00000000-0000-4000-8000-000000000000', (name) => `program ${name}`),
  4,
);

const ADDRESSES = [
  { streetNumber: '1450', streetName: 'Larkin St', locality: 'San Francisco', state: 'CA', zip: '94109', country: 'US' },
  { streetNumber: '800', streetName: 'Congress Ave', locality: 'Austin', state: 'TX', zip: '78701', country: 'US' },
  { streetNumber: '12', streetName: 'Ocean Dr', locality: 'Miami Beach', state: 'FL', zip: '33139', country: 'US' },
];

/** Ten varied scenarios for a sort: loan types, amounts, credit, cash-out, income, terms, mortgage types. */
function scenariosSortedBy(sort: (typeof RATES_SORTS)[number]) {
  return Array.from({ length: 10 }, (_, k) => {
    const loanType = (['CONVENTIONAL', 'FHA', 'VA'] as const)[k % 3];
    const requested = k % 7 === 3 ? MORTGAGE_TYPES.filter((type) => type.startsWith('ADJUSTABLE')) : k % 7 === 5 ? [...MORTGAGE_TYPES.slice(0, 2)] : [];
    const input = {
      propertyLocation: ADDRESSES[k % 3],
      remainingMortgageAmount: 45_000 + ((k * 104_729) % 1_100_000),
      estimatedHomeValue: 700_000 + (k % 5) * 250_000,
      creditScoreRange: CREDIT_SCORE_RANGES[(k * 7) % 10],
      occupancyType: 'PRIMARY_RESIDENCE',
      propertyType: k % 6 === 1 ? 'CONDO' : 'SINGLE_FAMILY',
      cashoutAmount: k % 4 === 0 ? 75_000 : 0,
      secondMortgageBalance: k % 9 === 2 ? 30_000 : 0,
      mortgageType: loanType,
      isVeteran: loanType === 'VA',
      annualIncome: k % 5 === 0 ? 60_000 + k * 1_300 : null,
      monthlyDebt: 700,
      filters: { term: [10, 1, 5, 30, 7, 15][k % 6], optimizeBy: sort, requestedMortgages: requested },
    };
    const parsedScenario = toScenario(input as never, DEFAULT_LICENSED_STATES);
    return { k, scenario: 'scenario' in parsedScenario ? parsedScenario.scenario : null };
  });
}

// One test per scenario: each compares against pricing every row (the slow reference), so no
// single test carries all ten comparisons.
describe.each(RATES_SORTS)('choosing programs by bounds on a sheet of many lenders, sorted by %s', (sort) => {
  const scenarios = scenariosSortedBy(sort);

  // A scenario the rules refuse has nothing to compare; the count below keeps the set meaningful.
  const priced = scenarios.flatMap(({ k, scenario }) => (scenario ? [{ k, scenario }] : []));

  it.each(priced)('scenario $k shows the same options, figures and order as pricing every row of every program', ({ scenario }) => {
    expect(shownOutcome(priceScenario(sheet, scenario))).toEqual(shownOutcome(priceScenario(sheet, scenario, { everyRow: true })));
  });

  it('compares full lists: most scenarios show at least 12 options', () => {
    const full = priced.filter(({ scenario }) => priceScenario(sheet, scenario).options.length >= 12);
    expect(full.length).toBeGreaterThan(4);
  });
});
