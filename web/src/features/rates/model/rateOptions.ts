// Rule modules, not core/rates' index (it carries the sheet parser; see ratesSearch.ts).
import { CREDIT_BAND_OPTIONS } from '#core/rates/creditBands';
import { DEFAULT_RATES_TERM_YEARS } from '#core/rates/limits';
import { PROPERTY_USE_OPTIONS } from '#core/rates/propertyUse';
import type { CreditScoreRange, MortgageInterestType, MortgageType, OccupancyType, PropertyType, RatesSort } from '#generated/rates';

export { loanTypeFor } from '#core/rates/loanType';
export { PAYMENT_ESTIMATE, paymentEstimate, qualifiesForPaymentEstimate } from '#core/rates/paymentEstimate';
export { monthsToOffset } from '#core/loanMath/index';

/** The rates calculator's option lists, loan-type rule and payment estimate (spec sections 3, 5 and 9). */

export interface Option<T extends string> {
  value: T;
  label: string;
}

/** The 14 credit bands, best first (spec section 3), labelled by core/rates. */
export const CREDIT_SCORE_OPTIONS: ReadonlyArray<Option<CreditScoreRange>> = CREDIT_BAND_OPTIONS;

export const OCCUPANCY_OPTIONS: ReadonlyArray<Option<OccupancyType>> = PROPERTY_USE_OPTIONS;

export const MORTGAGE_TYPE_OPTIONS: ReadonlyArray<Option<MortgageType>> = [
  { value: 'FIXED_30_YEARS', label: '30-year fixed' },
  { value: 'FIXED_20_YEARS', label: '20-year fixed' },
  { value: 'FIXED_15_YEARS', label: '15-year fixed' },
  { value: 'FIXED_10_YEARS', label: '10-year fixed' },
  { value: 'ADJUSTABLE_10_YEARS', label: '10-year adjustable' },
  { value: 'ADJUSTABLE_7_YEARS', label: '7-year adjustable' },
  { value: 'ADJUSTABLE_5_YEARS', label: '5-year adjustable' },
  { value: 'ADJUSTABLE_3_YEARS', label: '3-year adjustable' },
];

export const PROPERTY_TYPE_OPTIONS: ReadonlyArray<Option<PropertyType>> = [
  { value: 'SINGLE_FAMILY', label: 'Single-family home' },
  { value: 'TOWN_HOUSE', label: 'Townhouse' },
  { value: 'CONDO', label: 'Condo' },
  { value: 'MANUFACTURED', label: 'Manufactured home' },
  { value: 'MULTI_UNIT_TWO', label: '2-unit property' },
  { value: 'MULTI_UNIT_THREE', label: '3-unit property' },
  { value: 'MULTI_UNIT_FOUR', label: '4-unit property' },
];

export const SORT_OPTIONS: ReadonlyArray<Option<RatesSort>> = [
  { value: 'MOST_POPULAR', label: 'Most popular' },
  { value: 'LOWEST_PAYMENT', label: 'Lowest payment' },
  { value: 'LOWEST_APR', label: 'Lowest APR' },
  { value: 'LOWEST_INTEREST', label: 'Lowest interest' },
];

/** Default years over which costs are compared (spec sections 7 and 9). */
export const DEFAULT_RATES_TERM = DEFAULT_RATES_TERM_YEARS;
/** Shortest and longest comparison horizon offered (spec section 9: constants 2 and 30). */
export const RATES_TERM_OPTIONS: readonly number[] = [2, 3, 5, 7, 10, 15, 20, 30];
export const DEFAULT_SORT: RatesSort = 'MOST_POPULAR';

/** The type code converts to an interest type plus a term in years (spec section 3). */
export function mortgageTypeParts(code: MortgageType): { interestType: MortgageInterestType; term: number } {
  const match = /^(FIXED|ADJUSTABLE)_(\d+)_YEARS$/.exec(code);
  if (!match) throw new Error(`Unknown mortgage type ${code}`);
  return { interestType: match[1] as MortgageInterestType, term: Number(match[2]) };
}

// An adjustable term of -1 is shown with the default label of 30 years (spec section 9).
export { termLabel } from '#core/rates/termLabel';

/** Maximum partnership cash-out, also the default estimated home value for cash-out options. */
export const DEFAULT_CASH_OUT_HOME_VALUE = 150_000;
const FINE_STEP = 5_000;
const FINE_STEP_CAP = 105_000;
const COARSE_START = 110_000;
const COARSE_STEP = 10_000;

/** Every multiple of step from start up to and including limit. */
function amountsFrom(start: number, limit: number, step: number): number[] {
  const amounts: number[] = [];
  for (let amount = start; amount <= limit; amount += step) amounts.push(amount);
  return amounts;
}

/**
 * Spec section 5: $0 up to home value + 5,000 (at most 105,000) in steps of 5,000, then from
 * 110,000 in steps of 10,000 up to home value + 10,000. Both limits are inclusive, so the default
 * home value of 150,000 gives 0–105,000 by 5,000 and then 110,000–160,000 by 10,000.
 */
export function cashOutOptions(estimatedHomeValue: number = DEFAULT_CASH_OUT_HOME_VALUE): number[] {
  const homeValue = Number.isFinite(estimatedHomeValue) && estimatedHomeValue > 0 ? estimatedHomeValue : DEFAULT_CASH_OUT_HOME_VALUE;
  return [...amountsFrom(0, Math.min(homeValue + FINE_STEP, FINE_STEP_CAP), FINE_STEP), ...amountsFrom(COARSE_START, homeValue + COARSE_STEP, COARSE_STEP)];
}

/** $0 to $10,000 in steps of $500 (spec §9.10). */
export const MONTHLY_DEBT_OPTIONS: readonly number[] = amountsFrom(0, 10_000, 500);
/** $0 to $1,000 in steps of $100 (spec §9.11). */
export const SMALL_MONTHLY_AMOUNT_OPTIONS: readonly number[] = amountsFrom(0, 1_000, 100);

/**
 * The calculator's monthly debt choices: the $100 list up to $1,000, where most single car, student
 * and card payments fall, then the $500 list on to $10,000. Both of §9's smaller lists, one select.
 */
export const MONTHLY_DEBT_CHOICES: readonly number[] = [...SMALL_MONTHLY_AMOUNT_OPTIONS, ...MONTHLY_DEBT_OPTIONS.filter((amount) => amount > 1_000)];

/** "30-year fixed", "15-year fixed" or "7-year adjustable" for a priced option. */
export function programLabel(option: { amortizationType: MortgageInterestType; numberOfPayments: number; fixedPaymentYears?: number | null }): string {
  if (option.amortizationType === 'ADJUSTABLE') return `${option.fixedPaymentYears ?? Math.round(option.numberOfPayments / 12)}-year adjustable`;
  return `${Math.round(option.numberOfPayments / 12)}-year fixed`;
}
