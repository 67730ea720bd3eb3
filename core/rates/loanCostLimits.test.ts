import { describe, expect, it } from 'vitest';
import { LOAN_COST_LIMITS, isAllowedInterestRate, loanCostProblem } from './loanCostLimits.js';

const offer = { loanAmount: 420_000, interestRate: 6.25, termMonths: 360, prepaidFinanceCharges: 3_000 };

describe('loan cost limits (one rule for the server, the mocks and the form)', () => {
  it('allows an interest rate from 0% up to and including 30%', () => {
    expect(isAllowedInterestRate(0)).toBe(true);
    expect(isAllowedInterestRate(30)).toBe(true);
    expect(isAllowedInterestRate(30.001)).toBe(false);
    expect(isAllowedInterestRate(-0.1)).toBe(false);
    expect(isAllowedInterestRate(Number.NaN)).toBe(false);
  });

  it('names the first problem and accepts a priceable offer', () => {
    expect(loanCostProblem(offer)).toBeNull();
    expect(loanCostProblem({ ...offer, interestRate: 30 })).toBeNull();
    expect(loanCostProblem({ ...offer, loanAmount: 0 })).toBe('Enter a loan amount above $0.');
    expect(loanCostProblem({ ...offer, interestRate: 31 })).toBe('Enter an interest rate between 0% and 30%.');
    expect(loanCostProblem({ ...offer, termMonths: LOAN_COST_LIMITS.maxTermMonths + 1 })).toBe('Enter a term between 1 and 480 months.');
    expect(loanCostProblem({ ...offer, prepaidFinanceCharges: 420_000 })).toBe('Prepaid finance charges must be at least $0 and less than the loan amount.');
  });
});
