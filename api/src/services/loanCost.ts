import type { LoanCost, LoanCostInput } from '../../../generated/server.js';
import { AppError } from './errors.js';
import { loanCost as computeLoanCost } from '../../../core/loanMath/index.js';
import { MAX_TERM_YEARS } from './businessConstants.js';

const MAX_RATE_PERCENT = 30;

/**
 * The offer-comparison calculator: the cost of any fixed-rate loan estimate a homeowner holds,
 * by the same math the pricing engine uses. APR is rounded to three decimals (Regulation Z
 * tolerates an eighth of a point); money to the cent as the schedule bills it.
 */
export function loanCost(input: LoanCostInput): LoanCost {
  const { loanAmount, interestRate, termMonths, prepaidFinanceCharges } = input;
  if (!(Number.isFinite(loanAmount) && loanAmount > 0 && loanAmount <= 100_000_000)) throw badInput('Enter a loan amount above $0.');
  if (!(Number.isFinite(interestRate) && interestRate >= 0 && interestRate <= MAX_RATE_PERCENT)) {
    throw badInput(`Enter an interest rate between 0% and ${MAX_RATE_PERCENT}%.`);
  }
  if (!(Number.isInteger(termMonths) && termMonths >= 1 && termMonths <= MAX_TERM_YEARS * 12 + 120)) {
    throw badInput('Enter a term between 1 and 480 months.');
  }
  if (!(Number.isFinite(prepaidFinanceCharges) && prepaidFinanceCharges >= 0 && prepaidFinanceCharges < loanAmount)) {
    throw badInput('Prepaid finance charges must be at least $0 and less than the loan amount.');
  }
  const cost = computeLoanCost({ loanAmount, interestRatePercent: interestRate, termMonths, prepaidFinanceCharges });
  return { ...cost, apr: Math.round(cost.apr * 1000) / 1000 };
}

function badInput(message: string): AppError {
  return new AppError('BAD_USER_INPUT', message);
}
