import { describe, expect, it } from 'vitest';
import { divide, dpFromFraction, dpFromPercent, dpToPercent, monthlyFee, percentOf, shareOf, shareValue } from './fixedPoint.js';

describe('fixed-point arithmetic', () => {
  it.each([
    [7n, 2n, 'halfUp', 4n],
    [7n, 2n, 'floor', 3n],
    [7n, 2n, 'ceil', 4n],
    [5n, 3n, 'halfUp', 2n],
    [4n, 3n, 'halfUp', 1n],
    [6n, 3n, 'ceil', 2n],
    [-7n, 2n, 'floor', -4n],
    [-7n, 2n, 'ceil', -3n],
    [-7n, 2n, 'halfUp', -4n],
  ] as const)('%s / %s rounded %s is %s', (n, d, rounding, expected) => {
    expect(divide(n, d, rounding)).toBe(expected);
  });

  it('keeps shares exact beyond 2^53: DP·V for a $2,000,000 home', () => {
    const dp = dpFromFraction(0.1234567891);
    expect(dp).toBe(1_234_567_891);
    // 0.1234567891 · 200,000,000 cents = 24,691,357.82 → 24,691,358
    expect(shareValue(dp, 2_000_000_00)).toBe(24_691_358);
    expect(shareValue(dp, 2_000_000_00, 'floor')).toBe(24_691_357);
  });

  it('shares and percentages', () => {
    expect(shareOf(450_000_00, 800_000_00, 'halfUp')).toBe(5_625_000_000);
    expect(dpToPercent(5_618_750_000)).toBe(56.1875);
    expect(shareOf(1, 3, 'halfUp')).toBe(3_333_333_333);
    expect(shareOf(2, 3, 'halfUp')).toBe(6_666_666_667);
    expect(() => shareOf(1, 0, 'floor')).toThrow(RangeError);
  });

  it('a percentage the API sent comes back to the same DP units', () => {
    for (const dp of [0, 1, 1_250_000_000, 1_234_567_891, 5_618_750_000, 8_730_158_730, 9_999_999_999, 10_000_000_000]) {
      expect(dpFromPercent(dpToPercent(dp))).toBe(dp);
    }
  });

  it('the usage fee rounds once, half up: 56.1875% of $800,000 at 5% is $1,872.916… → $1,872.92', () => {
    expect(monthlyFee(5_618_750_000, 800_000_00, 0.05)).toBe(1_872_92);
    expect(monthlyFee(5_625_000_000, 800_000_00, 0.0475)).toBe(1_781_25);
  });

  it('a percentage of a value', () => {
    expect(percentOf(800_000_00, 0.9, 'floor')).toBe(720_000_00);
    expect(percentOf(333_333_33, 0.1, 'ceil')).toBe(33_333_34);
  });
});
