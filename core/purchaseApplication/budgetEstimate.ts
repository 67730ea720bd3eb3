import { monthlyPayment } from '../loanMath/amortization.js';
import { DEFAULT_REDUCTION_PAYMENT_CENTS, DEFAULT_USAGE_RATE, MAX_HOME_VALUE_CENTS, MIN_PURCHASE_DOWN_PAYMENT } from '../partnership/limits.js';

/**
 * The budget estimate on /buy: the price range a buyer can afford on their own (a mortgage for
 * everything above the down payment) and with Roofline (Roofline buys the rest; the buyer may
 * still bring a loan, priced by our rates engine). Money in cents.
 *
 * The range runs from a comfortable budget to a stretch one: all monthly debts including the
 * home may take 36% (low) to 43% (high) of gross monthly income, the usual back-end limits of
 * conforming lending. Taxes and insurance are allowed for at 1.25% of the price a year.
 */
export const BUDGET_DEBT_TO_INCOME = { low: 0.36, high: 0.43 } as const;
export const TAXES_AND_INSURANCE_RATE = 0.0125;
export const BUDGET_TERM_MONTHS = 360;
/** Estimates are rounded down to this many cents ($1,000). */
const ROUNDING_CENTS = 1_000_00;

export interface BudgetEstimateInput {
  annualIncomeCents: number;
  monthlyDebtsCents: number;
  downPaymentCents: number;
  /** Today's 30-year fixed rate for the buyer's mortgage, in percent (e.g. 6.5). */
  mortgageRatePercent: number;
  /** A loan the buyer brings alongside Roofline; 0 when none. */
  buyerLoanCents?: number;
}

export interface PriceRange {
  lowCents: number;
  highCents: number;
  /** The monthly cost at the high end: loan payment, usage fee and reduction payment, taxes and insurance. */
  monthlyCostAtHighCents: number;
}

export interface BudgetEstimate {
  withoutRoofline: PriceRange;
  withRoofline: PriceRange;
  /** The monthly housing budget at the low and high debt-to-income shares. */
  monthlyBudgetCents: { low: number; high: number };
}

const floorTo = (cents: number) => Math.max(0, Math.floor(cents / ROUNDING_CENTS) * ROUNDING_CENTS);
const taxesAndInsurance = (priceCents: number) => (priceCents * TAXES_AND_INSURANCE_RATE) / 12;

/** Principal and interest per cent borrowed, per month. */
function paymentFactor(ratePercent: number): number {
  return monthlyPayment(1_000_000, ratePercent, BUDGET_TERM_MONTHS) / 1_000_000;
}

function budgetAt(input: BudgetEstimateInput, share: number): number {
  return Math.max(0, Math.round((input.annualIncomeCents / 12) * share - input.monthlyDebtsCents));
}

/** Alone: V = D + L with PI(L) + T(V) ≤ B. */
function aloneMax(input: BudgetEstimateInput, budget: number): number {
  const k = paymentFactor(input.mortgageRatePercent);
  const price = (budget + input.downPaymentCents * k) / (k + TAXES_AND_INSURANCE_RATE / 12);
  return price < input.downPaymentCents ? 0 : price;
}

/** With Roofline: V = D + L + P, PI(L) + P·f/12 + R + T(V) ≤ B, V ≤ D / 10%, V ≤ the cap. */
function partneredMax(input: BudgetEstimateInput, budget: number): number {
  const loan = input.buyerLoanCents ?? 0;
  const loanPayment = loan * paymentFactor(input.mortgageRatePercent);
  const fee = DEFAULT_USAGE_RATE / 12;
  const spare = budget - loanPayment - DEFAULT_REDUCTION_PAYMENT_CENTS;
  if (spare <= 0) return 0;
  const byPayment = (spare + (input.downPaymentCents + loan) * fee) / (fee + TAXES_AND_INSURANCE_RATE / 12);
  const byDownPayment = input.downPaymentCents / MIN_PURCHASE_DOWN_PAYMENT;
  const price = Math.min(byPayment, byDownPayment, MAX_HOME_VALUE_CENTS);
  return price < input.downPaymentCents + loan ? 0 : price;
}

function aloneCost(input: BudgetEstimateInput, price: number): number {
  return Math.round(Math.max(0, price - input.downPaymentCents) * paymentFactor(input.mortgageRatePercent) + taxesAndInsurance(price));
}

function partneredCost(input: BudgetEstimateInput, price: number): number {
  if (price === 0) return 0;
  const loan = input.buyerLoanCents ?? 0;
  const share = Math.max(0, price - input.downPaymentCents - loan);
  return Math.round(
    loan * paymentFactor(input.mortgageRatePercent) + (share * DEFAULT_USAGE_RATE) / 12 + DEFAULT_REDUCTION_PAYMENT_CENTS + taxesAndInsurance(price),
  );
}

export function budgetEstimate(input: BudgetEstimateInput): BudgetEstimate {
  const low = budgetAt(input, BUDGET_DEBT_TO_INCOME.low);
  const high = budgetAt(input, BUDGET_DEBT_TO_INCOME.high);
  const aloneHigh = floorTo(aloneMax(input, high));
  const partneredHigh = floorTo(partneredMax(input, high));
  return {
    monthlyBudgetCents: { low, high },
    withoutRoofline: { lowCents: floorTo(aloneMax(input, low)), highCents: aloneHigh, monthlyCostAtHighCents: aloneCost(input, aloneHigh) },
    withRoofline: { lowCents: floorTo(partneredMax(input, low)), highCents: partneredHigh, monthlyCostAtHighCents: partneredCost(input, partneredHigh) },
  };
}

/** The highest price Roofline partners on for this income, debts and down payment (no loan of the buyer's). */
export function rooflineMaxPrice(input: Omit<BudgetEstimateInput, 'mortgageRatePercent' | 'buyerLoanCents'>): number {
  return floorTo(
    partneredMax({ ...input, mortgageRatePercent: 0, buyerLoanCents: 0 }, budgetAt({ ...input, mortgageRatePercent: 0 }, BUDGET_DEBT_TO_INCOME.high)),
  );
}
