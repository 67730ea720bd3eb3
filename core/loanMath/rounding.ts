/**
 * Money rounding. Payments and schedule rows are whole cents, because that is what a
 * borrower is billed and what disclosures print; only rates keep full precision.
 */

/**
 * Scales to cents and rounds half away from zero. The toPrecision step removes binary
 * noise first (1.005 * 100 is 100.49999999999999 in floating point, yet means 100.5).
 */
export function toCents(amount: number): number {
  const scaled = Number((Math.abs(amount) * 100).toPrecision(15));
  const cents = Math.round(scaled);
  return amount < 0 && cents !== 0 ? -cents : cents;
}

/** Rounds a dollar amount to the nearest cent, half away from zero. */
export function roundCents(amount: number): number {
  return toCents(amount) / 100;
}
