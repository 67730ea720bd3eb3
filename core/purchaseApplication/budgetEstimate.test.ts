import { describe, expect, it } from 'vitest';
import { budgetEstimate, rooflineMaxPrice } from './budgetEstimate.js';

describe('budgetEstimate', () => {
  const input = { annualIncomeCents: 150_000_00, monthlyDebtsCents: 500_00, downPaymentCents: 80_000_00, mortgageRatePercent: 6.5 };

  it('affords more with Roofline than alone, and the range runs low to high', () => {
    const estimate = budgetEstimate(input);
    expect(estimate.monthlyBudgetCents).toEqual({ low: 4_000_00, high: 4_875_00 });
    expect(estimate.withoutRoofline.lowCents).toBeLessThan(estimate.withoutRoofline.highCents);
    expect(estimate.withRoofline.highCents).toBeGreaterThan(estimate.withoutRoofline.highCents);
    // 10% down caps the price with Roofline at ten times the down payment.
    expect(estimate.withRoofline.highCents).toBe(800_000_00);
    // Alone: the loan's payment plus taxes and insurance fit the budget at the high end.
    expect(estimate.withoutRoofline.monthlyCostAtHighCents).toBeLessThanOrEqual(4_875_00);
    expect(estimate.withoutRoofline.highCents % 1_000_00).toBe(0);
  });

  it('prices a loan the buyer brings into the monthly cost with Roofline', () => {
    const without = budgetEstimate(input).withRoofline;
    const withLoan = budgetEstimate({ ...input, buyerLoanCents: 200_000_00 }).withRoofline;
    expect(withLoan.monthlyCostAtHighCents).toBeGreaterThan(without.monthlyCostAtHighCents);
  });

  it('finds nothing affordable when debts take the whole budget', () => {
    const estimate = budgetEstimate({ ...input, monthlyDebtsCents: 10_000_00 });
    expect(estimate.withRoofline).toEqual({ lowCents: 0, highCents: 0, monthlyCostAtHighCents: 0 });
    expect(estimate.withoutRoofline.highCents).toBe(0);
  });
});

describe('rooflineMaxPrice', () => {
  it('is the high end with Roofline when the buyer brings no loan', () => {
    const input = { annualIncomeCents: 150_000_00, monthlyDebtsCents: 500_00, downPaymentCents: 80_000_00 };
    expect(rooflineMaxPrice(input)).toBe(budgetEstimate({ ...input, mortgageRatePercent: 6.5 }).withRoofline.highCents);
  });
});
