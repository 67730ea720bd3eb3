import type { CreditScoreRange, LoanType, MortgageInterestType, MortgageType, OccupancyType, PropertyType, RatesSort } from '../../../../../generated/web';

/** The rates calculator's option lists, loan-type rule and payment estimate (spec sections 3, 5 and 9). */

export interface Option<T extends string> {
  value: T;
  label: string;
}

/** The 14 credit bands, best first (spec section 3). */
export const CREDIT_SCORE_OPTIONS: ReadonlyArray<Option<CreditScoreRange>> = [
  { value: 'SCORE_800_PLUS', label: '800 and higher' },
  { value: 'SCORE_780_799', label: '780-799' },
  { value: 'SCORE_760_779', label: '760-779' },
  { value: 'SCORE_740_759', label: '740-759' },
  { value: 'SCORE_720_739', label: '720-739' },
  { value: 'SCORE_700_719', label: '700-719' },
  { value: 'SCORE_680_699', label: '680-699' },
  { value: 'SCORE_660_679', label: '660-679' },
  { value: 'SCORE_640_659', label: '640-659' },
  { value: 'SCORE_620_639', label: '620-639' },
  { value: 'SCORE_600_619', label: '600-619' },
  { value: 'SCORE_580_599', label: '580-599' },
  { value: 'SCORE_550_579', label: '550-579' },
  { value: 'SCORE_549_DOWN', label: '549 and below' },
];

export const OCCUPANCY_OPTIONS: ReadonlyArray<Option<OccupancyType>> = [
  { value: 'PRIMARY_RESIDENCE', label: 'Primary' },
  { value: 'VACATION_HOME', label: 'Secondary' },
  { value: 'INVESTMENT_PROPERTY', label: 'Investment' },
];

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
export const DEFAULT_RATES_TERM = 10;
/** Shortest and longest comparison horizon offered (spec section 9: constants 2 and 30). */
export const RATES_TERM_OPTIONS: readonly number[] = [2, 3, 5, 7, 10, 15, 20, 30];
export const DEFAULT_SORT: RatesSort = 'MOST_POPULAR';

/** The type code converts to an interest type plus a term in years (spec section 3). */
export function mortgageTypeParts(code: MortgageType): { interestType: MortgageInterestType; term: number } {
  const match = /^(FIXED|ADJUSTABLE)_(\d+)_YEARS$/.exec(code);
  if (!match) throw new Error(`Unknown mortgage type ${code}`);
  return { interestType: match[1] as MortgageInterestType, term: Number(match[2]) };
}

/** An adjustable term of -1 is shown with the default label of 30 years (spec section 9). */
export function termLabel(termYears: number): string {
  return termYears === -1 ? '30 years' : `${termYears} ${termYears === 1 ? 'year' : 'years'}`;
}

/** Spec section 5: VA for veterans, otherwise FHA when the FHA flag is set, else CONVENTIONAL. */
export function loanTypeFor({ isVeteran, isFHA }: { isVeteran: boolean; isFHA: boolean }): LoanType {
  if (isVeteran) return 'VA';
  return isFHA ? 'FHA' : 'CONVENTIONAL';
}

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

/** $0 to $10,000 in steps of $500 (spec section 9); the calculator offers it for monthly debt payments. */
export const MONTHLY_DEBT_OPTIONS: readonly number[] = amountsFrom(0, 10_000, 500);
/** $0 to $1,000 in steps of $100 (spec section 9), for small monthly amounts such as association dues. */
export const SMALL_MONTHLY_AMOUNT_OPTIONS: readonly number[] = amountsFrom(0, 1_000, 100);

/**
 * Level payment that repays principal over years at an annual rate, paid periodsPerYear times
 * a year: P·r / (1 − (1 + r)^−n). A zero rate repays the principal in equal parts.
 */
export function levelPayment(principal: number, annualRate: number, years: number, periodsPerYear = 12): number {
  const periods = years * periodsPerYear;
  const rate = annualRate / periodsPerYear;
  if (rate === 0) return principal / periods;
  return (principal * rate) / (1 - (1 + rate) ** -periods);
}

/** Spec section 9's payment estimate constants. */
export const PAYMENT_ESTIMATE = { annualRate: 0.0005, periodsPerYear: 12, defaultYears: 30 } as const;

/**
 * The spec names "the top 7 credit bands (700 and above)", but 700 and above is 6 of the 14
 * bands; the score threshold is the explicit figure, so SCORE_700_719 and better qualify.
 */
const ESTIMATE_BANDS = new Set<CreditScoreRange>(CREDIT_SCORE_OPTIONS.slice(0, CREDIT_SCORE_OPTIONS.findIndex((band) => band.value === 'SCORE_700_719') + 1).map((band) => band.value));

export function qualifiesForPaymentEstimate(creditScore: CreditScoreRange): boolean {
  return ESTIMATE_BANDS.has(creditScore);
}

/** The monthly payment estimate in dollars and cents, or -1 below 700 (spec section 9). */
export function paymentEstimate(principal: number, creditScore: CreditScoreRange, years: number = PAYMENT_ESTIMATE.defaultYears): number {
  if (!qualifiesForPaymentEstimate(creditScore)) return -1;
  const payment = levelPayment(principal, PAYMENT_ESTIMATE.annualRate, years, PAYMENT_ESTIMATE.periodsPerYear);
  return Math.round(payment * 100) / 100;
}

/** "30-year fixed", "15-year fixed" or "7-year adjustable" for a priced option. */
export function programLabel(option: { amortizationType: MortgageInterestType; numberOfPayments: number; fixedPaymentYears?: number | null }): string {
  if (option.amortizationType === 'ADJUSTABLE') return `${option.fixedPaymentYears ?? Math.round(option.numberOfPayments / 12)}-year adjustable`;
  return `${Math.round(option.numberOfPayments / 12)}-year fixed`;
}

/**
 * Months until an up-front difference is made up by a monthly one: points bought are earned
 * back by the lower payment; a lender credit is used up by the higher one. Whole months,
 * rounded up; null when the monthly difference never makes it up.
 */
export function monthsToOffset(upfrontDifference: number, monthlyDifference: number): number | null {
  const upfront = Math.abs(upfrontDifference);
  const monthly = Math.abs(monthlyDifference);
  if (upfront === 0) return 0;
  if (monthly === 0 || Math.sign(upfrontDifference) === Math.sign(monthlyDifference)) return null;
  return Math.ceil(Math.round(upfront * 100) / Math.round(monthly * 100));
}
