/**
 * Money rounding. Payments and schedule rows are whole cents, because that is what a
 * borrower is billed and what disclosures print; only rates keep full precision.
 */

/**
 * Scales to cents and rounds half away from zero. The toPrecision step removes binary
 * noise first (1.005 * 100 is 100.49999999999999 in floating point, yet means 100.5).
 */
export function toCents(amount: number): number {
  const scaled = Math.abs(amount) * 100;
  const cents = Math.round(mayCarryNoiseAtHalf(scaled) ? Number(scaled.toPrecision(15)) : scaled);
  return amount < 0 && cents !== 0 ? -cents : cents;
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

/** Rounds a dollar amount to the nearest cent, half away from zero. */
export function roundCents(amount: number): number {
  return toCents(amount) / 100;
}
