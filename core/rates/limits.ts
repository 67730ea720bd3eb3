/**
 * The rates capability's numbers: spec section 9 constants, the pricing engine's settings
 * (docs/decisions/0003-pricing-engine.md) and the input limits every caller checks against.
 */

/** Default of the rates filter `term`: the years over which costs and savings are compared. */
export const DEFAULT_RATES_TERM_YEARS = 10;
/** Longest loan term, in years; also the term of every adjustable-rate program. */
export const MAX_TERM_YEARS = 30;
/** Where Roofline is licensed unless LICENSED_STATES says otherwise. */
export const DEFAULT_LICENSED_STATES = ['AZ', 'CA', 'CO', 'FL', 'GA', 'NC', 'NV', 'OR', 'TX', 'UT', 'WA'] as const;

/** The rates page quotes this lock period; every program on a sheet must price it. */
export const DEFAULT_LOCK_DAYS = 30;
/** Days of interest collected at closing, as a Loan Estimate's prepaids assume mid-month closing. */
export const PREPAID_INTEREST_DAYS = 15;
/** Most rate options one quote returns (after sorting). */
export const MAX_RATE_OPTIONS = 24;
/** Rate rows whose total points fall outside this window are not offered. */
export const OFFERED_POINTS_RANGE = { min: -2, max: 3 } as const;
/** Largest debt-to-income ratio, percent, by loan type; checked only when income is given. */
export const MAX_DEBT_TO_INCOME_PERCENT = { CONVENTIONAL: 50, FHA: 57, VA: 60 } as const;
/** FHA annual mortgage insurance runs for the life of the loan above this LTV, else 11 years. */
export const FHA_LIFE_OF_LOAN_MI_LTV = 90;
export const FHA_SHORT_MI_YEARS = 11;

/** Largest amount any rates or prequal field accepts, in dollars: the money input limit. */
export { MAX_MONEY_INPUT as MAX_AMOUNT } from '../money/limits.js';
