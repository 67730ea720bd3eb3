/**
 * Exact arithmetic for the partnership model. Money is integer cents; Roofline's share (the
 * designated percentage, DP) is an integer count of DP units, 10^-10 of the home each, so
 * 56.1875% is 5_618_750_000 units. Products of cents and units pass 2^53, so every multiply
 * and divide runs in BigInt and rounds once, at the end, in a documented direction.
 */

/** DP units per whole home: DP 1.0 (100%) is 10^10 units; one unit is 0.00000001%. */
export const DP_SCALE = 10_000_000_000;
const DP_SCALE_BIG = BigInt(DP_SCALE);

/** Rates (the usage rate f) are held as integer parts per 10^8: 5% is 5_000_000. */
export const RATE_SCALE = 100_000_000;

export type Rounding = 'halfUp' | 'floor' | 'ceil';

/** n / d for non-negative n and positive d, rounded as asked. */
export function divide(n: bigint, d: bigint, rounding: Rounding): bigint {
  if (d <= 0n) throw new RangeError('divisor must be positive');
  if (n < 0n) {
    // Mirror so that floor and ceil keep their meaning for negative numerators.
    const mirrored = divide(-n, d, rounding === 'floor' ? 'ceil' : rounding === 'ceil' ? 'floor' : 'halfUp');
    return -mirrored;
  }
  const quotient = n / d;
  const remainder = n % d;
  if (remainder === 0n) return quotient;
  if (rounding === 'floor') return quotient;
  if (rounding === 'ceil') return quotient + 1n;
  return remainder * 2n >= d ? quotient + 1n : quotient;
}

/** Throws unless the value is a whole, non-negative number of cents. */
export function assertCents(cents: number, name: string): void {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`${name} must be a whole, non-negative number of cents`);
}

/** A fraction of the home (0 to 1) as DP units, rounded half up: 0.5506 → 5_506_000_000. */
export function dpFromFraction(fraction: number): number {
  if (!(fraction >= 0 && fraction <= 1)) throw new RangeError('a share is between 0 and 1');
  return Math.round(Number((fraction * DP_SCALE).toPrecision(15)));
}

/**
 * A percentage number as the API sends it back to DP units: 56.1875 → 5_618_750_000. Exact for
 * any dpToPercent result, since a DP unit is 10^-8 percent.
 */
export function dpFromPercent(percent: number): number {
  return dpFromFraction(percent / 100);
}

/** DP units as a percentage number for display: 5_618_750_000 → 56.1875. */
export function dpToPercent(dp: number): number {
  return dp / (DP_SCALE / 100);
}

/** The share that `partCents` is of `wholeCents`, in DP units. */
export function shareOf(partCents: number, wholeCents: number, rounding: Rounding): number {
  assertCents(partCents, 'part');
  if (!(Number.isSafeInteger(wholeCents) && wholeCents > 0)) throw new RangeError('value must be a positive number of cents');
  return Number(divide(BigInt(partCents) * DP_SCALE_BIG, BigInt(wholeCents), rounding));
}

/** What a share of `valueCents` is worth, in cents, rounded half up: DP·V. */
export function shareValue(dp: number, valueCents: number, rounding: Rounding = 'halfUp'): number {
  assertCents(valueCents, 'value');
  return Number(divide(BigInt(dp) * BigInt(valueCents), DP_SCALE_BIG, rounding));
}

/** A yearly rate as a fraction (0.05) to rate units, rounded half up at 10^-8. */
export function rateUnits(annualRate: number): number {
  if (!(Number.isFinite(annualRate) && annualRate >= 0 && annualRate < 1)) throw new RangeError('a yearly rate is a fraction between 0 and 1');
  return Math.round(Number((annualRate * RATE_SCALE).toPrecision(15)));
}

/** DP·V·f/12 in cents, rounded half up once: the monthly usage fee. */
export function monthlyFee(dp: number, valueCents: number, annualRate: number): number {
  assertCents(valueCents, 'value');
  const numerator = BigInt(dp) * BigInt(valueCents) * BigInt(rateUnits(annualRate));
  return Number(divide(numerator, DP_SCALE_BIG * BigInt(RATE_SCALE) * 12n, 'halfUp'));
}

/** Cents × fraction (0 to 1, at 10^-8), rounded as asked: a percentage of a value. */
export function percentOf(valueCents: number, fraction: number, rounding: Rounding): number {
  assertCents(valueCents, 'value');
  return Number(divide(BigInt(valueCents) * BigInt(rateUnitsAny(fraction)), BigInt(RATE_SCALE), rounding));
}

function rateUnitsAny(fraction: number): number {
  if (!(fraction >= 0 && fraction <= 1)) throw new RangeError('a fraction is between 0 and 1');
  return Math.round(Number((fraction * RATE_SCALE).toPrecision(15)));
}

// Dollars and cents convert by the money rule (core/money); re-exported for the partnership's importers.
export { centsToDollars, dollarsToCents } from '../money/cents.js';
