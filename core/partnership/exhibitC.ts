/**
 * Exhibit C of the option agreement: the figures both restructure and purchase deals are
 * written with. Field names are the spec's; money is integer cents, percentages are percent
 * numbers (56.25 means 56.25%).
 */
import { assertCents, dpToPercent, percentOf } from './fixedPoint.js';
import { DEFAULT_EQUITY_BUILDER_CUTOFF_DATE, DEFAULT_MAX_ADDITIONAL_OPTION_PAYMENT, isoFromUsDate, MIN_PURCHASE_DOWN_PAYMENT } from './limits.js';
import { termsFromPurchase, type PartnershipTerms } from './model.js';

export interface ExhibitCFields {
  /** V0 in cents. */
  originalAgreedValue: number;
  /** Largest scheduled monthly buy-back R, in cents. */
  monthlyReductionPaymentLimit: number;
  /** DP0 in percent. */
  originalDesignatedPercentage: number;
  /** Largest one-time buy-in, in percent of the current value. */
  maxAddlOptionPaymentPercentage: number;
  /** Largest recurring monthly buy-in, in cents. */
  maxMonthlyEquityPurchaseLimit: number;
  /** Whether a recurring monthly buy-in is part of the deal. */
  recurringPurchaseScheduled: boolean;
}

export interface ExhibitCOptions {
  /** The deal's closing date, YYYY-MM-DD. */
  dealDate: string;
  /** MM/DD/YYYY, from configuration. */
  equityBuilderCutoffDate?: string;
  /** Share of the current value, 0 to 1; default 5%. */
  maxAdditionalOptionPayment?: number;
}

/** Whether a deal closed on `dealDate` (YYYY-MM-DD) may schedule recurring buy-ins. */
export function allowsRecurringBuyIns(dealDate: string, cutoffDate = DEFAULT_EQUITY_BUILDER_CUTOFF_DATE): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dealDate)) throw new RangeError('a deal date is YYYY-MM-DD');
  return dealDate >= isoFromUsDate(cutoffDate);
}

/** Exhibit C from a deal's terms (restructure or purchase). */
export function exhibitCFields(terms: PartnershipTerms, options: ExhibitCOptions): ExhibitCFields {
  const maxAdditional = options.maxAdditionalOptionPayment ?? DEFAULT_MAX_ADDITIONAL_OPTION_PAYMENT;
  const recurringAllowed = allowsRecurringBuyIns(options.dealDate, options.equityBuilderCutoffDate);
  return {
    originalAgreedValue: terms.agreedValueCents,
    monthlyReductionPaymentLimit: terms.monthlyReductionPaymentLimitCents,
    originalDesignatedPercentage: dpToPercent(terms.designatedPercentage),
    maxAddlOptionPaymentPercentage: Number((maxAdditional * 100).toPrecision(12)),
    maxMonthlyEquityPurchaseLimit: recurringAllowed ? terms.maxMonthlyEquityPurchaseLimitCents : 0,
    recurringPurchaseScheduled: recurringAllowed && terms.additionalMonthlyEquityCents > 0,
  };
}

export interface PurchaseDealInput {
  contractPriceCents: number;
  appraisedValueCents: number;
  /** The buyer's own equity at the agreed value: at least 10% of the contract price. */
  downPaymentCents: number;
  /** A first mortgage the buyer takes alongside Roofline, if any. */
  buyerLoanCents?: number;
  usageRate?: number;
  reductionPaymentCents?: number;
  additionalMonthlyEquityCents?: number;
}

export interface PurchaseDeal {
  terms: PartnershipTerms;
  /** Down payment plus any amount by which the price exceeds the appraisal. */
  buyerFundsToCloseCents: number;
  /** The price above the appraisal, which the buyer pays in cash. */
  appraisalGapCents: number;
}

/**
 * A partner purchase: V0 = min(contract price, appraisal). The buyer brings a down payment D
 * (≥ 10% of the price) and may bring a loan L; Roofline buys the rest of the agreed value,
 * P = V0 − D − L, so the buyer starts with D of equity (≥ 10% of V0). If the price is above
 * the appraisal, the buyer also pays that gap in cash; Roofline never pays above appraisal.
 */
export function purchaseDeal(input: PurchaseDealInput): PurchaseDeal {
  const { contractPriceCents: price, appraisedValueCents: appraisal, downPaymentCents: down } = input;
  const loan = input.buyerLoanCents ?? 0;
  for (const [value, name] of [
    [price, 'contract price'],
    [appraisal, 'appraised value'],
    [down, 'down payment'],
    [loan, 'buyer loan'],
  ] as const) {
    assertCents(value, name);
  }
  if (price === 0 || appraisal === 0) throw new RangeError('price and appraisal must be positive');
  if (down < minimumDownPayment(price)) throw new RangeError('the down payment must be at least 10% of the price');
  const v0 = Math.min(price, appraisal);
  const purchaseCents = v0 - down - loan;
  if (purchaseCents < 0) throw new RangeError('down payment and loan exceed the agreed value');
  const terms = termsFromPurchase({
    product: 'PURCHASE',
    agreedValueCents: v0,
    purchaseCents,
    cashToHomeownerCents: 0,
    mortgagePayoffCents: 0,
    secondLoanPayoffCents: 0,
    remainingMortgageCents: loan,
    usageRate: input.usageRate,
    reductionPaymentCents: input.reductionPaymentCents,
    additionalMonthlyEquityCents: input.additionalMonthlyEquityCents,
  });
  const appraisalGapCents = price - v0;
  return { terms, appraisalGapCents, buyerFundsToCloseCents: down + appraisalGapCents };
}

/** 10% of the price, rounded up to the cent. */
export function minimumDownPayment(contractPriceCents: number): number {
  return percentOf(contractPriceCents, MIN_PURCHASE_DOWN_PAYMENT, 'ceil');
}
