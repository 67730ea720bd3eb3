import { describe, expect, it } from 'vitest';
import { loanCost } from './loanCost.js';

describe('loanCost', () => {
  it('prices 200,000 at 6% over 30 years with 4,000 of prepaid finance charges', () => {
    const cost = loanCost({ loanAmount: 200_000, interestRatePercent: 6, termMonths: 360, prepaidFinanceCharges: 4_000 });
    expect(cost.monthlyPI).toBe(1_199.1);
    expect(cost.amountFinanced).toBe(196_000);
    expect(Math.round(cost.apr * 100) / 100).toBe(6.19);
    expect(Math.abs(cost.totalInterestPaid - 231_676)).toBeLessThan(2);
    expect(Math.round(cost.totalPaymentAmount * 100)).toBe(Math.round((cost.totalInterestPaid + 200_000) * 100));
  });

  it('has an APR equal to the note rate without finance charges', () => {
    const cost = loanCost({ loanAmount: 162_000, interestRatePercent: 3.875, termMonths: 360, prepaidFinanceCharges: 0 });
    expect(cost.monthlyPI).toBe(761.78);
    expect(cost.apr).toBeCloseTo(3.875, 2);
  });

  it('rejects charges that swallow the loan', () => {
    expect(() => loanCost({ loanAmount: 1_000, interestRatePercent: 6, termMonths: 12, prepaidFinanceCharges: 1_000 })).toThrow(RangeError);
    expect(() => loanCost({ loanAmount: 1_000, interestRatePercent: 6, termMonths: 12, prepaidFinanceCharges: -1 })).toThrow(RangeError);
  });
});
