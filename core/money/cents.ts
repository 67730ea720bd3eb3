/**
 * Money is integer cents. Payments, schedule rows, refusals and stored amounts are whole cents,
 * because that is what a borrower is billed and what disclosures print; only rates keep full
 * precision. Dollars appear only where a person types or reads them, and in the loan math.
 */

/**
 * Dollars to whole cents, half away from zero. The toPrecision step removes binary noise first
 * (1.005 * 100 is 100.49999999999999 in floating point, yet means 100.5).
 */
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError('an amount must be a finite number');
  const scaled = Math.abs(dollars) * 100;
  const cents = Math.round(mayCarryNoiseAtHalf(scaled) ? Number(scaled.toPrecision(15)) : scaled);
  return dollars < 0 && cents !== 0 ? -cents : cents;
}

/**
 * Whether dropping the noise could change how `scaled` rounds: only when it lies within that
 * noise (under 1e-14 of it, the 15th significant digit) of a half cent, or is too large to
 * keep a fraction. Elsewhere it rounds alike either way, and the text round trip (a schedule
 * rounds hundreds of times) is skipped.
 */
function mayCarryNoiseAtHalf(scaled: number): boolean {
  return scaled >= 1e14 || Math.abs(scaled - Math.floor(scaled) - 0.5) <= scaled * 1e-14;
}

/** Cents to dollars, for what is shown or sent as dollars and for the loan math, which works in dollars. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** The same as centsToDollars, keeping a missing amount missing. */
export function centsToDollarsOrNull(cents: number | null | undefined): number | null {
  return cents === null || cents === undefined ? null : centsToDollars(cents);
}

/** Rounds a dollar amount to the nearest cent, half away from zero. */
export function roundCents(dollars: number): number {
  return centsToDollars(dollarsToCents(dollars));
}

/** Whether a dollar amount is a whole number of cents (1.10 is; 1.105 is not). */
export function isWholeCents(dollars: number): boolean {
  return Number.isFinite(dollars) && Number.isInteger(Number((dollars * 100).toPrecision(15)));
}
