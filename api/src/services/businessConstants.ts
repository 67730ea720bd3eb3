/**
 * Every business number the server uses, in one place: the spec's section 9 constants and
 * the server's caching settings. Licensed states are configuration (LICENSED_STATES in
 * config.ts); their default is core/rates' DEFAULT_LICENSED_STATES.
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

// The rates capability's constants live in core/rates/limits.ts; these are the server's own.
/** How often a server re-reads which rate sheet is active, so another process's import is seen. */
export const RATE_SHEET_RECHECK_MS = 2_000;
/** Pricing results kept in memory per process (least recently used leave first): repeats come within minutes. */
export const PRICING_RESULT_CACHE_SIZE = 200;
