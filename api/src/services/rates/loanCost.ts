import type { LoanCost, LoanCostInput } from '#generated/server';
import { loanCost as computeLoanCost } from '#core/loanMath/index';
import { loanCostProblem } from '#core/rates/index';
import { AppError } from '../errors.js';

/**
 * The offer-comparison calculator: the cost of any fixed-rate loan estimate a homeowner holds,
 * by the same math the pricing engine uses. APR is rounded to three decimals (Regulation Z
 * tolerates an eighth of a point); money to the cent as the schedule bills it.
 */
export function loanCost(input: LoanCostInput): LoanCost {
  const { loanAmount, interestRate, termMonths, prepaidFinanceCharges } = input;
  const problem = loanCostProblem(input);
  if (problem) throw new AppError('BAD_USER_INPUT', problem);
  const cost = computeLoanCost({ loanAmount, interestRatePercent: interestRate, termMonths, prepaidFinanceCharges });
  return { ...cost, apr: Math.round(cost.apr * 1000) / 1000 };
}
