/**
 * Rule 4: the whole-number part of part/total × 100, and 0 when there is nothing to count.
 * Multiplying before dividing keeps the arithmetic exact for integer counts: the literal
 * Math.floor((part / total) * 100) gives 28 for 29 of 100 because 0.29 * 100 is 28.999….
 */
export function percentOf(part: number, total: number): number {
  if (total <= 0) return 0;
  return Math.floor((part * 100) / total);
}
