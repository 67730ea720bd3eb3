/**
 * Months for a monthly saving to pay back an extra up-front cost, e.g. points bought to
 * lower the rate. Whole months, rounded up: the cost is not recovered until the month in
 * which the savings reach it. Null when nothing is saved, since it is never paid back.
 */
import { dollarsToCents as toCents } from '../money/cents.js';

export function breakEvenMonths(extraUpfrontCost: number, monthlySaving: number): number | null {
  if (!Number.isFinite(extraUpfrontCost) || !Number.isFinite(monthlySaving)) {
    throw new RangeError('cost and saving must be finite amounts');
  }
  // Whole cents, so 4.35 / 1.45 is exactly 3 and not 3.0000000000000004 (which ceils to 4).
  const cost = toCents(extraUpfrontCost);
  const saving = toCents(monthlySaving);
  if (cost <= 0) return 0;
  if (saving <= 0) return null;
  return Math.ceil(cost / saving);
}

/**
 * Months until an up-front difference is made up by a monthly one, either way round: points
 * bought are earned back by the lower payment; a lender credit is used up by the higher one.
 * Null when the monthly difference never makes it up (none, or pointing the same way).
 */
export function monthsToOffset(upfrontDifference: number, monthlyDifference: number): number | null {
  if (upfrontDifference === 0) return 0;
  if (monthlyDifference === 0 || Math.sign(upfrontDifference) === Math.sign(monthlyDifference)) return null;
  return breakEvenMonths(Math.abs(upfrontDifference), Math.abs(monthlyDifference));
}
