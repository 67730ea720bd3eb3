import { describe, expect, it } from 'vitest';
import { ratesInputFor } from './ratesInput.js';

const prequal = {
  propertyLocation: { streetNumber: '1450', streetName: 'Larkin St', neighborhood: 'Nob Hill', state: 'California', zip: '94109' },
  estimatedPropertyValue: 750_000,
  outstandingMortgageBalance: 420_000,
  creditScoreEstimate: 'SCORE_760_779',
  propertyUse: 'PRIMARY_RESIDENCE',
  isCashingOut: true,
  cashOutAmount: 25_000,
  isVeteran: false,
  mortgageType: 'CONVENTIONAL',
} as const;

describe('ratesInputFor: the one RatesInput builder', () => {
  it('prices the balance with cash-out, the stored location and the loan type rule', () => {
    expect(ratesInputFor(prequal, { annualIncome: 180_000, monthlyDebt: 900, filters: { term: 5 } })).toMatchObject({
      propertyLocation: { streetNumber: '1450', streetName: 'Larkin St', state: 'CA', zip: '94109' },
      remainingMortgageAmount: 420_000,
      baseLoanAmount: 420_000,
      estimatedHomeValue: 750_000,
      creditScoreRange: 'SCORE_760_779',
      cashoutAmount: 25_000,
      mortgageType: 'CONVENTIONAL',
      secondMortgageBalance: 0,
      annualIncome: 180_000,
      monthlyDebt: 900,
      filters: { term: 5 },
    });
    expect(ratesInputFor(prequal)?.propertyLocation).not.toHaveProperty('neighborhood');
  });

  it('§7.28 sends a veteran as isVeteran with FHA or CONVENTIONAL, never VA, as the mortgage type', () => {
    expect(ratesInputFor({ ...prequal, isVeteran: true, mortgageType: 'VA' })).toMatchObject({ isVeteran: true, mortgageType: 'CONVENTIONAL' });
    expect(ratesInputFor({ ...prequal, isVeteran: false, mortgageType: 'FHA' })).toMatchObject({ isVeteran: false, mortgageType: 'FHA' });
  });

  it('counts a second mortgage only when the new loan pays it off', () => {
    expect(ratesInputFor({ ...prequal, secondMortgageBalance: 40_000 })?.secondMortgageBalance).toBe(0);
    expect(ratesInputFor({ ...prequal, secondMortgageBalance: 40_000, isPayingOffSecondMortgage: false })?.secondMortgageBalance).toBe(0);
    expect(ratesInputFor({ ...prequal, secondMortgageBalance: 40_000, isPayingOffSecondMortgage: true })?.secondMortgageBalance).toBe(40_000);
  });

  it('counts no cash-out when the prequal is not cashing out', () => {
    expect(ratesInputFor({ ...prequal, isCashingOut: false })?.cashoutAmount).toBe(0);
  });

  it('is null without a home value, a balance or a credit band', () => {
    expect(ratesInputFor({ ...prequal, estimatedPropertyValue: null })).toBeNull();
    expect(ratesInputFor({ ...prequal, outstandingMortgageBalance: undefined })).toBeNull();
    expect(ratesInputFor({ ...prequal, creditScoreEstimate: null })).toBeNull();
  });
});
