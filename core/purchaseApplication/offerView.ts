import type { ExhibitCFields } from '../partnership/exhibitC.js';
import type { FundsToClose } from './fundsToClose.js';
import type { ExhibitCChange } from './offers.js';
import { centsToDollars } from '../money/cents.js';

// The schema shows money in dollars; the figures are kept in cents.

const MONEY_FIELDS: ReadonlySet<keyof ExhibitCFields> = new Set(['originalAgreedValue', 'monthlyReductionPaymentLimit', 'maxMonthlyEquityPurchaseLimit']);

/** Exhibit C's fields as the schema's PurchaseExhibitCFields shows them. */
export function exhibitCInDollars(fields: ExhibitCFields) {
  return {
    originalAgreedValue: centsToDollars(fields.originalAgreedValue),
    monthlyReductionPaymentLimit: centsToDollars(fields.monthlyReductionPaymentLimit),
    originalDesignatedPercentage: fields.originalDesignatedPercentage,
    maxAddlOptionPaymentPercentage: fields.maxAddlOptionPaymentPercentage,
    maxMonthlyEquityPurchaseLimit: centsToDollars(fields.maxMonthlyEquityPurchaseLimit),
    recurringPurchaseScheduled: fields.recurringPurchaseScheduled,
  };
}

/** One changed Exhibit C field as the schema's PurchaseExhibitCChange shows it: a number, money in dollars, a yes/no as 1 or 0. */
export function exhibitCChangeInDollars(change: ExhibitCChange) {
  const toNumber = (value: number | boolean) => (typeof value === 'boolean' ? Number(value) : MONEY_FIELDS.has(change.field) ? centsToDollars(value) : value);
  return { field: change.field, before: toNumber(change.before), after: toNumber(change.after) };
}

/** Funds to close as the schema's PurchaseFundsToClose shows them. */
export function fundsToCloseInDollars(funds: FundsToClose) {
  return {
    downPayment: centsToDollars(funds.downPaymentCents),
    appraisalGap: centsToDollars(funds.appraisalGapCents),
    earnestMoneyDeposited: centsToDollars(funds.earnestMoneyCents),
    dueAtClosing: centsToDollars(funds.dueAtClosingCents),
    rooflinePurchase: centsToDollars(funds.rooflinePurchaseCents),
    monthlyPayment: centsToDollars(funds.monthlyPaymentCents),
  };
}
