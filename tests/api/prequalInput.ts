/** The rates page's prequal (spec section 7) as the browser sends it: a 320,000 balance on a 500,000 San Francisco home. */
export function prequalInput(overrides: Record<string, unknown> = {}) {
  return {
    propertyLocation: {
      placeId: 'rl1_test',
      streetNumber: '1450',
      streetName: 'Larkin St',
      neighborhood: 'Nob Hill',
      zip: '94109',
      locality: 'San Francisco',
      state: 'California',
      country: 'US',
    },
    propertyUse: 'PRIMARY_RESIDENCE',
    propertyType: 'SINGLE_FAMILY',
    estimatedPropertyValue: 500_000,
    outstandingMortgageBalance: 320_000,
    originalMortgageBalance: 400_000,
    isCashingOut: false,
    cashOutAmount: 0,
    creditScoreEstimate: 'SCORE_740_759',
    mortgageType: 'CONVENTIONAL',
    mortgageInterestType: 'FIXED',
    mortgageTerm: 30,
    isVeteran: false,
    productFunnel: 'FINANCING',
    program: 'refinance',
    ...overrides,
  };
}
