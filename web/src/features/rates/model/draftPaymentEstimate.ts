import { PAYMENT_ESTIMATE_LOWEST_SCORE, paymentEstimate } from '#core/rates/paymentEstimate';
import { parseDollars } from '#core/money/parseDollars';
import { type CalculatorDraft } from './calculatorValues';

export type DraftPaymentEstimate =
  { kind: 'ESTIMATE'; monthlyPayment: number } | { kind: 'BELOW_TOP_BANDS'; lowestQualifyingScore: number } | { kind: 'INCOMPLETE' };

/**
 * The spec's payment estimate (section 9) for what the homeowner has typed so far: the new loan
 * is the remaining mortgage plus any cash out, over the default 30 years.
 */
export function draftPaymentEstimate(draft: Pick<CalculatorDraft, 'remainingMortgageAmount' | 'cashOutAmount' | 'creditScore'>): DraftPaymentEstimate {
  const remaining = parseDollars(draft.remainingMortgageAmount) ?? 0;
  if (remaining <= 0 || draft.creditScore === '') return { kind: 'INCOMPLETE' };
  const estimate = paymentEstimate(remaining + (parseDollars(draft.cashOutAmount) ?? 0), draft.creditScore);
  return estimate < 0 ? { kind: 'BELOW_TOP_BANDS', lowestQualifyingScore: PAYMENT_ESTIMATE_LOWEST_SCORE } : { kind: 'ESTIMATE', monthlyPayment: estimate };
}

/** The estimate as the rates pages word it. */
export function describeDraftPaymentEstimate(estimate: DraftPaymentEstimate, formatMoney: (amount: number) => string): string {
  if (estimate.kind === 'ESTIMATE') return `${formatMoney(estimate.monthlyPayment)} a month`;
  if (estimate.kind === 'BELOW_TOP_BANDS') return `Shown for credit scores of ${estimate.lowestQualifyingScore} and higher`;
  return '—';
}
