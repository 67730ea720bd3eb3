/**
 * The partnership's limits as the pitch quotes them ("up to $150,000", "5%"), from limits.ts
 * alone, so a page that needs no worked example (the home page, on a tight script budget) does
 * not download the model to state them. pitchFigures adds the worked examples.
 */
import { formatCents } from '../money/formatMoney.js';
import { formatContractPercent } from '../percent/formatPercent.js';
import {
  DEFAULT_MAX_ADDITIONAL_OPTION_PAYMENT,
  DEFAULT_MONTHLY_EQUITY_PURCHASE_SHARE,
  DEFAULT_REDUCTION_PAYMENT_CENTS,
  DEFAULT_USAGE_RATE,
  LIFETIME_CASH_OUT_LIMIT_CENTS,
  MAX_HOME_VALUE_CENTS,
  MIN_HOMEOWNER_EQUITY,
  MIN_PURCHASE_DOWN_PAYMENT,
} from './limits.js';

/** A share (0.05) as the percent a reader sees ("5%"), every digit kept, no trailing zeros. */
export const limitPercent = (fraction: number) => formatContractPercent(Number((fraction * 100).toPrecision(12)));

export function pitchLimits() {
  return {
    cashLimit: formatCents(LIFETIME_CASH_OUT_LIMIT_CENTS),
    maxHomeValue: formatCents(MAX_HOME_VALUE_CENTS),
    usageRate: limitPercent(DEFAULT_USAGE_RATE),
    reductionPayment: formatCents(DEFAULT_REDUCTION_PAYMENT_CENTS),
    minHomeownerEquity: limitPercent(MIN_HOMEOWNER_EQUITY),
    minDownPayment: limitPercent(MIN_PURCHASE_DOWN_PAYMENT),
    // The buyer's down payment is at least 10% of a price no lower than the agreed value.
    maxPurchaseShare: limitPercent(1 - MIN_PURCHASE_DOWN_PAYMENT),
    maxOneTimeBuyIn: limitPercent(DEFAULT_MAX_ADDITIONAL_OPTION_PAYMENT),
    maxMonthlyBuyIn: limitPercent(DEFAULT_MONTHLY_EQUITY_PURCHASE_SHARE),
  };
}
