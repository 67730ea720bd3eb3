import { describe, expect, it } from 'vitest';
import { emptyDraft } from './calculatorValues';
import { buildPrequalInput, buildRatesInput, ratesErrorText } from './ratesSearch';

const address = {
  placeId: 'p1',
  description: '1 Main St, Austin, TX 78701, USA',
  isFullStreetAddress: true,
  location: { placeId: 'p1', streetNumber: '1', streetName: 'Main St', state: 'TX', zip: '78701' },
};
const values = (draft = emptyDraft()) => ({ remaining: 300_000, homeValue: 500_000, cashOut: 0, creditScore: 'SCORE_700_719' as const, draft, address });

describe('rates error text (spec section 8)', () => {
  it('explains OUT_OF_AREA in the spec’s words', () => {
    expect(ratesErrorText('OUT_OF_AREA')).toBe('Unfortunately, we are not live in your area yet. Stay tuned, we will let you know when we are soon!');
  });

  it('shows any other code as it is', () => {
    expect(ratesErrorText('CREDIT_TOO_LOW')).toBe('CREDIT_TOO_LOW');
    expect(ratesErrorText('INVALID_INPUT')).toBe('INVALID_INPUT');
  });
});

describe('what a search sends', () => {
  it('turns the current mortgage code into an interest type and term', () => {
    const input = buildPrequalInput(values({ ...emptyDraft(), mortgageType: 'ADJUSTABLE_7_YEARS' }));
    expect(input).toMatchObject({ mortgageInterestType: 'ADJUSTABLE', mortgageTerm: 7, productFunnel: 'FINANCING', isCashingOut: false });
  });

  it('sends the remaining balance as the base loan amount and the filters', () => {
    const input = buildRatesInput(
      values({
        ...emptyDraft(),
        term: '7',
        optimizeBy: 'LOWEST_APR',
        requestedMortgages: ['FIXED_15_YEARS'],
        isFHA: true,
        monthlyDebt: '1500',
        annualIncome: '150,000',
      }),
    );
    expect(input).toMatchObject({
      baseLoanAmount: 300_000,
      remainingMortgageAmount: 300_000,
      mortgageType: 'FHA',
      monthlyDebt: 1_500,
      annualIncome: 150_000,
      filters: { term: 7, optimizeBy: 'LOWEST_APR', requestedMortgages: ['FIXED_15_YEARS'] },
    });
  });

  it('§7.28 sends a veteran as FHA or CONVENTIONAL with isVeteran to the rates input, and as VA to the prequal', () => {
    const veteran = values({ ...emptyDraft(), isVeteran: true });
    expect(buildRatesInput(veteran)).toMatchObject({ isVeteran: true, mortgageType: 'CONVENTIONAL' });
    expect(buildRatesInput(values({ ...emptyDraft(), isVeteran: true, isFHA: true }))).toMatchObject({ isVeteran: true, mortgageType: 'CONVENTIONAL' });
    expect(buildPrequalInput(veteran)).toMatchObject({ isVeteran: true, mortgageType: 'VA' });
  });
});
