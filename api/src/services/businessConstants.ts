/**
 * Every business number the server uses, in one place: the spec's section 9 constants and
 * the pricing engine's own settings. Licensed states are configuration (LICENSED_STATES in
 * config.ts); DEFAULT_LICENSED_STATES is their default.
 */

// Spec section 9: partnership (restructure) limits.
/** Largest partnership cash-out, in dollars. */
export const MAX_PARTNERSHIP_CASH_OUT = 150_000;
/** Homes worth more than this are outside the partnership. */
export const HOME_VALUE_CAP = 2_000_000;
/** Equity the owner must keep after the partnership's investment, as a share of the home value. */
export const MIN_HOME_EQUITY_SHARE = 0.1;
/** Lowest credit score the partnership accepts; a band qualifies when its lowest score reaches it. */
export const PARTNERSHIP_MIN_CREDIT_SCORE = 500;

// Spec section 9: rates.
/** Default of the rates filter `term`: the years over which costs and savings are compared. */
export const DEFAULT_RATES_TERM_YEARS = 10;
/** Longest loan term, in years; also the term of every adjustable-rate program. */
export const MAX_TERM_YEARS = 30;

/** Where Roofline is licensed unless LICENSED_STATES says otherwise. */
export const DEFAULT_LICENSED_STATES = ['AZ', 'CA', 'CO', 'FL', 'GA', 'NC', 'NV', 'OR', 'TX', 'UT', 'WA'] as const;

// Pricing engine settings (docs/decisions/0003-pricing-engine.md).
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
/** How often a server re-reads which rate sheet is active, so another process's import is seen. */
export const RATE_SHEET_RECHECK_MS = 2_000;
/** Pricing results kept in memory per process (least recently used leave first): repeats come within minutes. */
export const PRICING_RESULT_CACHE_SIZE = 200;
