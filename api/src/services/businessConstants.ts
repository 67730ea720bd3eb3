/**
 * The server's own settings (caching). The spec's section 9 constants live in core/: the
 * partnership's limits in core/partnership/limits.ts, the rates' in core/rates/limits.ts.
 * Licensed states are configuration (LICENSED_STATES in config.ts); their default is
 * core/rates' DEFAULT_LICENSED_STATES.
 */

/** How often a server re-reads which rate sheet is active, so another process's import is seen. */
export const RATE_SHEET_RECHECK_MS = 2_000;
/** Pricing results kept in memory per process (least recently used leave first): repeats come within minutes. */
export const PRICING_RESULT_CACHE_SIZE = 200;
