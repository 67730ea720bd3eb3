import { monthlyPayment } from '#core/loanMath/index';
import { CREDIT_BANDS } from './creditBands.js';
import { CREDIT_SCORE_RANGES, type CreditScoreRange } from './vocabulary.js';

/** Spec section 9's payment estimate constants: annual rate 0.0005, 12 periods a year, 30 years, the top 7 bands. */
export const PAYMENT_ESTIMATE = { annualRate: 0.0005, periodsPerYear: 12, defaultYears: 30, topBands: 7 } as const;

/**
 * The spec says "the top 7 credit bands (700 and above)", but 700 and above is 6 of the 14
 * bands. The count is the more specific statement, so the top 7 qualify: 680 and above
 * (docs/decisions/0018-payment-estimate-and-older-credit-bands.md).
 */
/** The lowest score that gets the estimate: the bottom of the last of the top 7 bands (680). */
export const PAYMENT_ESTIMATE_LOWEST_SCORE = CREDIT_BANDS[CREDIT_SCORE_RANGES[PAYMENT_ESTIMATE.topBands - 1]!].min;

export function qualifiesForPaymentEstimate(band: CreditScoreRange): boolean {
  return CREDIT_SCORE_RANGES.indexOf(band) < PAYMENT_ESTIMATE.topBands;
}

/** The monthly payment estimate in dollars and cents, or -1 below the top 7 bands (spec section 9). */
export function paymentEstimate(principal: number, band: CreditScoreRange, years: number = PAYMENT_ESTIMATE.defaultYears): number {
  if (!qualifiesForPaymentEstimate(band)) return -1;
  return monthlyPayment(principal, PAYMENT_ESTIMATE.annualRate * 100, years * PAYMENT_ESTIMATE.periodsPerYear);
}
