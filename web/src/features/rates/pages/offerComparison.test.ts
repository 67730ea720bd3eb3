import { describe, expect, it } from 'vitest';
import { loanCost } from '#core/loanMath/index';
import { priceRates } from '#mocks/rates';
import { offerFromOption, parseRate, toLoanCostInput } from './offerComparison';

const options = priceRates({
  propertyLocation: { state: 'CA' },
  remainingMortgageAmount: 420_000,
  estimatedHomeValue: 750_000,
  creditScoreRange: 'SCORE_760_779',
}).rateOptions;
const option = options[0];

describe('offer comparison', () => {
  it('reads rates with or without a percent sign', () => {
    expect(parseRate('6.25')).toBe(6.25);
    expect(parseRate('6.125 %')).toBe(6.125);
    expect(parseRate('six')).toBeNull();
  });

  it('fills in the prepaid finance charges the option’s APR counts, so our side costs out at the card’s APR', () => {
    const fixed = options.filter((candidate) => candidate.amortizationType === 'FIXED');
    expect(fixed.length).toBeGreaterThan(3);
    for (const candidate of fixed) {
      const offer = toLoanCostInput(offerFromOption(candidate));
      const cost = loanCost({
        loanAmount: offer.loanAmount,
        interestRatePercent: offer.interestRate,
        termMonths: offer.termMonths,
        prepaidFinanceCharges: offer.prepaidFinanceCharges,
      });
      expect(Math.round(cost.apr * 1000) / 1000).toBe(candidate.apr);
    }
  });

  it('starts our side from the chosen option', () => {
    const offer = offerFromOption(option!);
    expect(toLoanCostInput(offer)).toEqual({
      loanAmount: option!.baseLoanAmount,
      interestRate: option!.interestRate,
      termMonths: option!.numberOfPayments,
      prepaidFinanceCharges: option!.prepaidFinanceCharges,
    });
  });
});
