import { MAX_AMOUNT, MAX_TERM_YEARS } from './limits.js';

/**
 * The offer-comparison calculator's input limits, checked alike by the server, the mocks and
 * the form. An interest rate may be 0% up to and including 30%; a term runs to 40 years.
 */
export const LOAN_COST_LIMITS = {
  maxLoanAmount: MAX_AMOUNT,
  maxInterestRatePercent: 30,
  maxTermMonths: MAX_TERM_YEARS * 12 + 120,
} as const;

export interface LoanCostFigures {
  loanAmount: number;
  interestRate: number;
  termMonths: number;
  prepaidFinanceCharges: number;
}

export function isAllowedInterestRate(rate: number): boolean {
  return Number.isFinite(rate) && rate >= 0 && rate <= LOAN_COST_LIMITS.maxInterestRatePercent;
}

/** The first problem with the figures, as the homeowner reads it; null when they can be priced. */
export function loanCostProblem({ loanAmount, interestRate, termMonths, prepaidFinanceCharges }: LoanCostFigures): string | null {
  if (!(Number.isFinite(loanAmount) && loanAmount > 0 && loanAmount <= LOAN_COST_LIMITS.maxLoanAmount)) return 'Enter a loan amount above $0.';
  if (!isAllowedInterestRate(interestRate)) return `Enter an interest rate between 0% and ${LOAN_COST_LIMITS.maxInterestRatePercent}%.`;
  if (!(Number.isInteger(termMonths) && termMonths >= 1 && termMonths <= LOAN_COST_LIMITS.maxTermMonths)) {
    return `Enter a term between 1 and ${LOAN_COST_LIMITS.maxTermMonths} months.`;
  }
  if (!(Number.isFinite(prepaidFinanceCharges) && prepaidFinanceCharges >= 0 && prepaidFinanceCharges < loanAmount)) {
    return 'Prepaid finance charges must be at least $0 and less than the loan amount.';
  }
  return null;
}
