/** Shared inputs of the rates API tests; they send the app's own documents (generated/web.ts). */
import type { PrequalInput, RatesInput } from '#generated/web';

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

/** What the calculator sends as its prequal for a 320,000 balance on a 500,000 San Francisco home. */
export function calculatorPrequal(overrides: Partial<PrequalInput> = {}): PrequalInput {
  return {
    propertyLocation: {
      placeId: 'rl1_test',
      streetNumber: '1450',
      streetName: 'Larkin St',
      zip: '94109',
      locality: 'San Francisco',
      state: 'CA',
      country: 'US',
    },
    propertyUse: 'PRIMARY_RESIDENCE',
    propertyType: 'SINGLE_FAMILY',
    estimatedPropertyValue: 500_000,
    outstandingMortgageBalance: 320_000,
    isCashingOut: false,
    cashOutAmount: 0,
    creditScoreEstimate: 'SCORE_740_759',
    mortgageType: 'CONVENTIONAL',
    mortgageInterestType: 'FIXED',
    mortgageTerm: 30,
    isVeteran: false,
    productFunnel: 'FINANCING',
    program: 'REFINANCE',
    secondMortgageBalance: 0,
    isPayingOffSecondMortgage: false,
    ...overrides,
  };
}

export const sum = (values: number[]) => values.reduce((total, value) => total + Math.round(value * 100), 0) / 100;

/** A quoted 30-year fixed option's figures as stored, for the migration tests' hand-made rows (each adds its uuids). */
export const STORED_OPTION_FIGURES = {
  lenderUuid: '28f5ebd1-378f-4956-a6c6-bea748f01ee1',
  loanProgramUuid: '2f1a4b2c-7d3e-4e7f-9bac-4d9e8f7a6b52',
  loanProgramCode: 'CONF-F30',
  lockDays: 30,
  sheetRate: 6.25,
  interestRate: 6.25,
  points: 0,
  effectivePoints: 0,
  noteAmount: 320_000,
  baseLoanAmount: 320_000,
  apr: 6.391,
  totalFees: 5210.45,
};
