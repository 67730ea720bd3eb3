/**
 * The server's own settings (caching). The spec's section 9 constants live in core/: the
 * partnership's limits in core/partnership/limits.ts, the rates' in core/rates/limits.ts.
 * Licensed states are configuration (LICENSED_STATES in config.ts); their default is
 * core/rates' DEFAULT_LICENSED_STATES.
 */

/** How often a server re-reads which rate sheet is active, so another process's import is seen. */
export const RATE_SHEET_RECHECK_MS = 2_000;
/**
 * Bytes of priced results (and of kept rates answers) per process, least recently used out first:
 * repeats come within minutes. An 18 KB rates list is 36 KB at two bytes a character, so about 200.
 */
export const PRICING_RESULT_CACHE_BYTES = 8 * 1024 * 1024;
/**
 * A priced result is kept in memory this long at most, so one shown from memory was written to
 * (or touched in) the database within the hour and is far from STORED_QUOTE_RETENTION_DAYS.
 */
export const PRICING_RESULT_CACHE_MAX_AGE_MS = 60 * 60 * 1000;
/**
 * Stored quotes (pricing_results and their rate_options) not quoted again for this many days are
 * deleted by the purge-expired-quotes job, unless a prequal or an application refers to them.
 */
export const STORED_QUOTE_RETENTION_DAYS = 30;
