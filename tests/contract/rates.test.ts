import { describe, expect, it } from 'vitest';
import {
  AddressSuggestionsDocument,
  CreatePrequalDocument,
  GetRefiRatesDocument,
  LoanCostDocument,
  RatesPageDocument,
  SearchRatesDocument,
  type SearchRatesInput,
} from '#generated/web';
import { calculatorPrequal, ratesInput } from '#tests/api/rates/support';
import { contractScenario } from './contractHarness';

const both = contractScenario();

describe('the rates mocks answer like the API', () => {
  it('loanCost: the APR of a 30-year loan', async () => {
    await both.expectSameAnswer(LoanCostDocument, { input: { loanAmount: 320_000, interestRate: 6.25, prepaidFinanceCharges: 5210.45, termMonths: 360 } });
  });

  it.fails('addressSuggestions: the mocks suggest 1450 Larkin St, the embedded geocoder nothing', async () => {
    await both.expectSameAnswer(AddressSuggestionsDocument, { query: '1450 Larkin' });
  });

  it('ratesPage: the seeded sheet priced for a California refinance', async () => {
    await both.expectSameAnswer(RatesPageDocument, { ratesInput: ratesInput() });
  });

  it('getRefiRates: the same scenario priced again, as the offers page asks it', async () => {
    await both.expectSameAnswer(GetRefiRatesDocument, { ratesInput: ratesInput() });
  });
});

/** What the calculator sends for a 320,000 balance on a 500,000 San Francisco home. */
function search(overrides: Partial<SearchRatesInput['prequal']> = {}): SearchRatesInput {
  return {
    prequal: calculatorPrequal(overrides),
    filters: { term: 10, optimizeBy: 'MOST_POPULAR' },
  };
}

describe('the calculator mocks answer like the API', () => {
  it('searchRates: records the prequal and prices it on the seeded sheet', async () => {
    const answer = await both.expectSameAnswer(SearchRatesDocument, { input: search() });
    expect(answer.data?.searchRates.rates?.rateOptions.length).toBeGreaterThan(0);
  });

  // The prequal's field rules (prequalSchema) live in api/src/services/prequal/prequals.ts, out of the mocks' reach.
  it.fails('searchRates: the mocks price a ZIP code of three digits, the API refuses it on prequalInput.propertyLocation.zip', async () => {
    await both.expectSameAnswer(SearchRatesDocument, {
      input: search({ propertyLocation: { streetNumber: '1450', streetName: 'Larkin St', zip: '941', state: 'CA' } }),
    });
  });

  it('createPrequal for a visitor', async () => {
    await both.expectSameAnswer(CreatePrequalDocument, { prequalInput: search().prequal });
  });

  it('createPrequal for the demo homeowner', async () => {
    await both.signIn();
    await both.expectSameAnswer(CreatePrequalDocument, { prequalInput: search().prequal });
  });
});
