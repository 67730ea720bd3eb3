/** Shared inputs of the rates API tests; they send the app's own documents (generated/web.ts). */
import type { RatesInput } from '#generated/web';

/** A typical California rate/term refinance: 320,000 owed on a 500,000 home (64% LTV), credit 740-759. */
export function ratesInput(overrides: Partial<RatesInput> = {}): RatesInput {
  return {
    propertyLocation: { streetNumber: '1450', streetName: 'Larkin St', locality: 'San Francisco', state: 'CA', zip: '94109', country: 'US' },
    remainingMortgageAmount: 320_000,
    baseLoanAmount: 320_000,
    originalMortgageAmount: 400_000,
    estimatedHomeValue: 500_000,
    creditScoreRange: 'SCORE_740_759',
    occupancyType: 'PRIMARY_RESIDENCE',
    propertyType: 'SINGLE_FAMILY',
    cashoutAmount: 0,
    mortgageType: 'CONVENTIONAL',
    isVeteran: false,
    ...overrides,
  };
}

export const sum = (values: number[]) => values.reduce((total, value) => total + Math.round(value * 100), 0) / 100;
