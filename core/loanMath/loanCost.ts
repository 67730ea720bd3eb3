/**
 * The headline cost figures of a fixed-rate loan, as a Loan Estimate shows them.
 */
import { amortizationSchedule } from './amortization.js';
import { apr } from './apr.js';

export interface LoanCostInput {
  loanAmount: number;
  interestRatePercent: number;
  termMonths: number;
  /** Points, origination and other charges paid at closing that count as finance charges. */
  prepaidFinanceCharges: number;
}

export interface LoanCost {
  monthlyPI: number;
  /** Percent, unrounded; round for display. */
  apr: number;
  amountFinanced: number;
  totalInterestPaid: number;
  totalPaymentAmount: number;
}

/**
 * The borrower repays the whole loan amount but only receives it net of prepaid finance
 * charges, so the APR solves the schedule's actual payments (final cent adjustment
 * included) against the amount financed: loan amount − prepaid finance charges.
 */
export function loanCost(input: LoanCostInput): LoanCost {
  const { loanAmount, interestRatePercent, termMonths, prepaidFinanceCharges } = input;
  if (!(Number.isFinite(prepaidFinanceCharges) && prepaidFinanceCharges >= 0 && prepaidFinanceCharges < loanAmount)) {
    throw new RangeError('prepaidFinanceCharges must be between 0 and the loan amount');
  }
  const schedule = amortizationSchedule(loanAmount, interestRatePercent, termMonths);
  const amountFinanced = loanAmount - prepaidFinanceCharges;
  return {
    monthlyPI: schedule.monthlyPayment,
    apr: apr({ amountFinanced, payments: schedule.rows.map((row) => row.payment) }),
    amountFinanced,
    totalInterestPaid: schedule.totalInterestPaid,
    totalPaymentAmount: schedule.totalPaymentAmount,
  };
}
