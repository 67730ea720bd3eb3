import type { PurchaseDeal } from '../partnership/exhibitC.js';
import type { PurchaseApplicationValues } from './applicationValues.js';

/** What the buyer brings to closing and pays after, in cents. */
export interface FundsToClose {
  downPaymentCents: number;
  appraisalGapCents: number;
  earnestMoneyCents: number;
  dueAtClosingCents: number;
  rooflinePurchaseCents: number;
  monthlyPaymentCents: number;
}

/** Funds to close for a deal: earnest money already deposited counts towards what is due at closing. */
export function fundsToClose(
  values: Pick<PurchaseApplicationValues, 'downPaymentCents' | 'earnestMoney' | 'earnestMoneyAmountCents'>,
  deal: PurchaseDeal,
): FundsToClose {
  const earnest = values.earnestMoney === 'DEPOSITED' ? (values.earnestMoneyAmountCents ?? 0) : 0;
  return {
    downPaymentCents: values.downPaymentCents ?? 0,
    appraisalGapCents: deal.appraisalGapCents,
    earnestMoneyCents: earnest,
    dueAtClosingCents: Math.max(0, deal.buyerFundsToCloseCents - earnest),
    rooflinePurchaseCents: deal.terms.purchaseCents,
    monthlyPaymentCents: deal.terms.monthlyPaymentCents,
  };
}
