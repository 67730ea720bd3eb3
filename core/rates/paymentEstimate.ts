import { monthlyPayment } from '#core/loanMath/index';
import { CREDIT_BANDS } from './creditBands.js';
import type { CreditScoreRange } from './vocabulary.js';

/** Spec section 9's payment estimate constants: annual rate 0.0005, 12 periods a year, 30 years. */
export const PAYMENT_ESTIMATE = { annualRate: 0.0005, periodsPerYear: 12, defaultYears: 30, minScore: 700 } as const;

/**
 * The spec names "the top 7 credit bands (700 and above)", but 700 and above is 6 of the 14
 * bands; the score threshold is the explicit figure, so SCORE_700_719 and better qualify.
 */
export function qualifiesForPaymentEstimate(band: CreditScoreRange): boolean {
  return CREDIT_BANDS[band].min >= PAYMENT_ESTIMATE.minScore;
}

/** The monthly payment estimate in dollars and cents, or -1 below 700 (spec section 9). */
export function paymentEstimate(principal: number, band: CreditScoreRange, years: number = PAYMENT_ESTIMATE.defaultYears): number {
  if (!qualifiesForPaymentEstimate(band)) return -1;
  return monthlyPayment(principal, PAYMENT_ESTIMATE.annualRate * 100, years * PAYMENT_ESTIMATE.periodsPerYear);
}
