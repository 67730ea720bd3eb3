import { describe, it } from 'vitest';
import { AddressSuggestionsDocument, LoanCostDocument, RatesPageDocument } from '#generated/web';
import { ratesInput } from '#tests/api/rates/support';
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
});
