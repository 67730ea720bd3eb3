import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratesInputFor } from '#core/rates/index';
import { RatesPageDocument, SearchRatesDocument, type SearchRatesInput } from '#generated/web';
import { createTestApp, type TestApp } from '../harness.js';
import { calculatorPrequal } from './support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** What the calculator sends for a 320,000 balance on a 500,000 San Francisco home. */
function search(
  overrides: Partial<SearchRatesInput['prequal']> = {},
  filters: SearchRatesInput['filters'] = { term: 10, optimizeBy: 'MOST_POPULAR' },
): SearchRatesInput {
  return {
    prequal: calculatorPrequal(overrides),
    filters,
  };
}

const storedResults = async () => Number(((await t.db('pricing_results').count({ n: '*' }).first()) as { n: string | number }).n);

describe('searchRates: one search, one call', () => {
  it('records the prequal and prices it once; ratesPage for the same search reads the same stored result', async () => {
    const before = await storedResults();
    // A result is stored once per scenario (and kept in memory): a balance no other test
    // searches makes this the scenario's first pricing, whatever ran before.
    const input = search({ outstandingMortgageBalance: 310_000 });
    const response = await t.gql(SearchRatesDocument, { input });
    expect(response.errors).toBeUndefined();
    const payload = response.data?.searchRates ?? expect.unreachable('no searchRates');
    expect(payload.errors).toEqual([]);
    const rates = payload.rates ?? expect.unreachable('no rates');
    expect(rates.errors).toEqual([]);
    expect(rates.rateOptions.length).toBeGreaterThan(10);
    expect(payload.prequal).toMatchObject({ productFunnel: 'FINANCING', program: 'REFINANCE' });

    const stored = await t.db('prequals').where({ uuid: payload.prequal?.uuid }).first();
    expect(stored.pricingResultUuid).toBe(rates.pricingResultUuid);
    expect(stored.productEligibility.refinanceEligible).toBe(true);
    expect(await storedResults()).toBe(before + 1);

    const again = await t.gql(RatesPageDocument, { ratesInput: ratesInputFor(input.prequal, input) ?? expect.unreachable('incomplete') });
    expect(again.data?.ratesPage.pricingResultUuid).toBe(rates.pricingResultUuid);
    expect(again.data?.ratesPage.rateOptions.map((o) => o.rateOptionUuid)).toEqual(rates.rateOptions.map((o) => o.rateOptionUuid));
    expect(await storedResults()).toBe(before + 1);
  });

  it('prices with the filters, and stores that result with the prequal', async () => {
    const response = await t.gql(SearchRatesDocument, { input: search({}, { term: 10, optimizeBy: 'LOWEST_APR', requestedMortgages: ['FIXED_15_YEARS'] }) });
    const rates = response.data?.searchRates.rates ?? expect.unreachable('no rates');
    expect(rates.rateOptions.length).toBeGreaterThan(0);
    for (const option of rates.rateOptions) expect(option.numberOfPayments).toBe(180);
    const aprs = rates.rateOptions.map((option) => option.apr);
    expect(aprs).toEqual([...aprs].sort((a, b) => a - b));
  });

  it('counts a second mortgage the calculator pays off', async () => {
    const plain = (await t.gql(SearchRatesDocument, { input: search() })).data?.searchRates.rates?.rateOptions[0];
    const paysOff = (await t.gql(SearchRatesDocument, { input: search({ secondMortgageBalance: 40_000, isPayingOffSecondMortgage: true }) })).data?.searchRates
      .rates?.rateOptions[0];
    expect(plain?.baseLoanAmount).toBe(320_000);
    expect(paysOff?.baseLoanAmount).toBe(360_000);
  });

  it('still records the prequal outside the service area, refused with the spec text', async () => {
    const response = await t.gql(SearchRatesDocument, {
      input: search({ propertyLocation: { streetNumber: '88', streetName: 'Bleecker St', zip: '10012', state: 'NY', country: 'US' } }),
    });
    const payload = response.data?.searchRates ?? expect.unreachable('no searchRates');
    expect(payload.rates?.errors).toEqual([
      { code: 'OUT_OF_AREA', message: 'Unfortunately, we are not live in your area yet. Stay tuned, we will let you know when we are soon!' },
    ]);
    const stored = await t.db('prequals').where({ uuid: payload.prequal?.uuid }).first();
    expect(stored.productEligibility.refinanceEligible).toBe(false);
  });

  it('refuses a prequal it cannot record, recording nothing', async () => {
    const count = async () => Number(((await t.db('prequals').count({ n: '*' }).first()) as { n: string | number }).n);
    const before = await count();
    const response = await t.gql(SearchRatesDocument, {
      input: search({ propertyLocation: { streetNumber: '1450', streetName: 'Larkin St', zip: '941', state: 'CA' } }),
    });
    expect(response.data?.searchRates).toMatchObject({
      prequal: null,
      rates: null,
      errors: [{ field: 'prequalInput.propertyLocation.zip', message: 'Enter a 5-digit ZIP code.' }],
    });
    expect(await count()).toBe(before);
  });
});
