/**
 * Spec §9.36: the rate-ratio helper. part / whole as a percent rounded to one decimal:
 * (1, 3) → 33.3. An empty whole has no ratio to show, so it yields 0 rather than NaN or Infinity.
 */
export function rateRatio(part: number, whole: number): number {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole === 0) return 0;
  // toPrecision strips binary noise before rounding: 201 / 400 * 1000 is 502.49999999999994
  // in floating point, yet means 502.5, so the answer is 50.3 and not 50.2.
  const tenths = Math.round(Number(((part / whole) * 1000).toPrecision(12)));
  // + 0 turns a -0 (from a tiny negative ratio) into 0.
  return tenths / 10 + 0;
}
