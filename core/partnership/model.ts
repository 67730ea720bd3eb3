/**
 * The partnership model: what Roofline pays, the share it receives, what the homeowner pays
 * each month, buy-backs and settlement. Pure; amounts in cents, shares in DP units.
 */
import { assertCents, DP_SCALE, monthlyFee, percentOf, shareOf, shareValue } from './fixedPoint.js';
import { DEFAULT_MONTHLY_EQUITY_PURCHASE_SHARE, DEFAULT_REDUCTION_PAYMENT_CENTS, DEFAULT_USAGE_RATE, REDUCTION_PAYMENT_MIN_MONTHS } from './limits.js';

/** KEEP the mortgage; PAYOFF the mortgage at closing; SAVER pays it off with no scheduled buy-back. */
export const PRODUCT_PREFERENCES = ['KEEP', 'PAYOFF', 'SAVER'] as const;
export type ProductPreference = (typeof PRODUCT_PREFERENCES)[number];
/** A purchase deal has no product preference: the buyer's own loan, if any, stays like KEEP's. */
export type DealProduct = ProductPreference | 'PURCHASE';

export interface RestructureInput {
  /** V0, the appraised value at closing. */
  agreedValueCents: number;
  /** M, the first mortgage's balance. */
  mortgageBalanceCents: number;
  /** A second loan's balance; it is always paid off at closing out of Roofline's purchase. */
  secondLoanBalanceCents?: number;
  /** C, cash to the homeowner at closing. */
  cashCents: number;
  product: ProductPreference;
  /** f, the annual usage rate; default 5%. */
  usageRate?: number;
  /** R asked for; capped at the monthly reduction payment limit, and 0 for SAVER. */
  reductionPaymentCents?: number;
  /** Recurring buy-in asked for; capped at the maximum monthly equity purchase. */
  additionalMonthlyEquityCents?: number;
}

export interface PartnershipTerms {
  product: DealProduct;
  agreedValueCents: number;
  /** P: cash to the homeowner plus every loan paid off at closing. */
  purchaseCents: number;
  cashToHomeownerCents: number;
  mortgagePayoffCents: number;
  secondLoanPayoffCents: number;
  /** The first mortgage left in place (KEEP only). */
  remainingMortgageCents: number;
  /** DP0 = P / V0 in DP units. */
  designatedPercentage: number;
  usageRate: number;
  /** DP·V0·f/12. */
  usageFeeCents: number;
  reductionPaymentCents: number;
  additionalMonthlyEquityCents: number;
  /** Usage fee + R + additional monthly equity. */
  monthlyPaymentCents: number;
  /** What the same home and cash would cost a month with Saver (saverMonthlyPayment). */
  estimatedMonthlyPaymentSaverCents: number;
  monthlyReductionPaymentLimitCents: number;
  maxMonthlyEquityPurchaseLimitCents: number;
}

/**
 * Terms of a restructure. KEEP: P = C (+ a second loan's payoff), the first mortgage stays.
 * PAYOFF and SAVER: P = M + C (+ second loan). DP0 = P / V0, rounded half up to a DP unit.
 * Eligibility (limits, denials) is checked apart, by partnershipEligibility.
 */
export function restructureTerms(input: RestructureInput): PartnershipTerms {
  const { agreedValueCents: v0, mortgageBalanceCents: m, cashCents: c, product } = input;
  const second = input.secondLoanBalanceCents ?? 0;
  assertCents(m, 'mortgage balance');
  assertCents(second, 'second loan balance');
  assertCents(c, 'cash');
  const paysOffMortgage = product !== 'KEEP';
  const mortgagePayoffCents = paysOffMortgage ? m : 0;
  const purchaseCents = c + second + mortgagePayoffCents;
  const terms = termsFromPurchase({
    product,
    agreedValueCents: v0,
    purchaseCents,
    cashToHomeownerCents: c,
    mortgagePayoffCents,
    secondLoanPayoffCents: second,
    remainingMortgageCents: paysOffMortgage ? 0 : m,
    usageRate: input.usageRate,
    reductionPaymentCents: input.reductionPaymentCents,
    additionalMonthlyEquityCents: input.additionalMonthlyEquityCents,
  });
  return { ...terms, estimatedMonthlyPaymentSaverCents: saverMonthlyPayment(input) };
}

/**
 * What the same home and cash cost a month with Saver: Roofline also pays off the mortgage (and
 * any second loan) and the usage fee is the whole payment. Every product's offer quotes this
 * one figure, on screen and in the Saver estimate sheet. A Saver purchase above the home's
 * value is never offered (eligibility denies it); the fee is then that of the whole home.
 */
export function saverMonthlyPayment(input: Omit<RestructureInput, 'product'>): number {
  const v0 = input.agreedValueCents;
  const purchase = input.mortgageBalanceCents + (input.secondLoanBalanceCents ?? 0) + input.cashCents;
  return monthlyFee(shareOf(Math.min(purchase, v0), v0, 'halfUp'), v0, input.usageRate ?? DEFAULT_USAGE_RATE);
}

export interface PurchaseTermsBase {
  product: DealProduct;
  agreedValueCents: number;
  purchaseCents: number;
  cashToHomeownerCents: number;
  mortgagePayoffCents: number;
  secondLoanPayoffCents: number;
  remainingMortgageCents: number;
  usageRate?: number;
  reductionPaymentCents?: number;
  additionalMonthlyEquityCents?: number;
}

/** Monthly figures and limits from what Roofline pays (P) and the agreed value (V0). */
export function termsFromPurchase(base: PurchaseTermsBase): PartnershipTerms {
  const v0 = base.agreedValueCents;
  if (!(Number.isSafeInteger(v0) && v0 > 0)) throw new RangeError('agreed value must be a positive number of cents');
  assertCents(base.purchaseCents, 'purchase');
  if (base.purchaseCents > v0) throw new RangeError('Roofline cannot buy more than the whole home');
  const usageRate = base.usageRate ?? DEFAULT_USAGE_RATE;
  const designatedPercentage = shareOf(base.purchaseCents, v0, 'halfUp');
  const usageFeeCents = monthlyFee(designatedPercentage, v0, usageRate);
  const monthlyReductionPaymentLimitCents = reductionPaymentLimit(base.purchaseCents);
  const maxMonthlyEquityPurchaseLimitCents = monthlyEquityPurchaseLimit(v0);
  const asked = base.reductionPaymentCents ?? DEFAULT_REDUCTION_PAYMENT_CENTS;
  assertCents(asked, 'reduction payment');
  const reductionPaymentCents = base.product === 'SAVER' ? 0 : Math.min(asked, monthlyReductionPaymentLimitCents);
  const additional = base.additionalMonthlyEquityCents ?? 0;
  assertCents(additional, 'additional monthly equity');
  const additionalMonthlyEquityCents = Math.min(additional, maxMonthlyEquityPurchaseLimitCents);
  return {
    product: base.product,
    agreedValueCents: v0,
    purchaseCents: base.purchaseCents,
    cashToHomeownerCents: base.cashToHomeownerCents,
    mortgagePayoffCents: base.mortgagePayoffCents,
    secondLoanPayoffCents: base.secondLoanPayoffCents,
    remainingMortgageCents: base.remainingMortgageCents,
    designatedPercentage,
    usageRate,
    usageFeeCents,
    reductionPaymentCents,
    additionalMonthlyEquityCents,
    monthlyPaymentCents: usageFeeCents + reductionPaymentCents + additionalMonthlyEquityCents,
    estimatedMonthlyPaymentSaverCents: usageFeeCents,
    monthlyReductionPaymentLimitCents,
    maxMonthlyEquityPurchaseLimitCents,
  };
}

/** R at most buys back P over REDUCTION_PAYMENT_MIN_MONTHS at V0: P / 120, down to the cent. */
export function reductionPaymentLimit(purchaseCents: number): number {
  return Math.floor(purchaseCents / REDUCTION_PAYMENT_MIN_MONTHS);
}

/** A recurring buy-in is at most 0.25% of V0 a month, down to the whole dollar. */
export function monthlyEquityPurchaseLimit(agreedValueCents: number, share = DEFAULT_MONTHLY_EQUITY_PURCHASE_SHARE): number {
  const cents = percentOf(agreedValueCents, share, 'floor');
  return cents - (cents % 100);
}

/** The usage fee for a share: DP·V0·f/12, half up to the cent. */
export function usageFee(dp: number, agreedValueCents: number, usageRate = DEFAULT_USAGE_RATE): number {
  assertShare(dp);
  return monthlyFee(dp, agreedValueCents, usageRate);
}

/**
 * A buy-back of `amountCents` at current value Vt lowers DP by amount / Vt. The decrement is
 * rounded down to a DP unit (10^-10 of the home, under $0.0002 on a $2M home), and paying
 * the share's whole value (DP·Vt to the cent) or more ends it at exactly 0.
 */
export function shareAfterBuyBack(dp: number, amountCents: number, currentValueCents: number): number {
  assertShare(dp);
  assertCents(amountCents, 'buy-back');
  if (amountCents >= shareValue(dp, currentValueCents)) return 0;
  return Math.max(0, dp - shareOf(amountCents, currentValueCents, 'floor'));
}

/** A cash-out of `amountCents` at Vt raises DP by amount / Vt, rounded up to a DP unit. */
export function shareAfterCashOut(dp: number, amountCents: number, currentValueCents: number): number {
  assertShare(dp);
  assertCents(amountCents, 'cash-out');
  const after = dp + shareOf(amountCents, currentValueCents, 'ceil');
  if (after > DP_SCALE) throw new RangeError('Roofline cannot own more than the whole home');
  return after;
}

export interface Settlement {
  saleValueCents: number;
  /** DP·Vt, half up to the cent. */
  rooflineCents: number;
  /** Vt − Roofline's share, before any mortgage. */
  homeownerGrossCents: number;
  mortgagePayoffCents: number;
  /** What the homeowner keeps after Roofline and the mortgage; negative when under water. */
  homeownerNetCents: number;
}

/** At a sale or settlement Roofline receives DP·Vt; the homeowner the rest, less any mortgage. */
export function settlement(dp: number, saleValueCents: number, mortgageBalanceCents = 0): Settlement {
  assertShare(dp);
  assertCents(mortgageBalanceCents, 'mortgage balance');
  const rooflineCents = shareValue(dp, saleValueCents);
  const homeownerGrossCents = saleValueCents - rooflineCents;
  return {
    saleValueCents,
    rooflineCents,
    homeownerGrossCents,
    mortgagePayoffCents: mortgageBalanceCents,
    homeownerNetCents: homeownerGrossCents - mortgageBalanceCents,
  };
}

function assertShare(dp: number): void {
  if (!(Number.isSafeInteger(dp) && dp >= 0 && dp <= DP_SCALE)) throw new RangeError('a share is a whole number of DP units from 0 to 10^10');
}
