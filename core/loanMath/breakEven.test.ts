import { describe, expect, it } from 'vitest';
import { breakEvenMonths } from './breakEven.js';

describe('breakEvenMonths', () => {
  it('takes 40 months for 50 a month to repay 2,000', () => {
    expect(breakEvenMonths(2_000, 50)).toBe(40);
  });

  it('rounds a part month up to a whole one', () => {
    expect(breakEvenMonths(2_000, 60)).toBe(34);
  });

  it('never breaks even without a saving', () => {
    expect(breakEvenMonths(2_000, 0)).toBeNull();
    expect(breakEvenMonths(2_000, -10)).toBeNull();
  });

  it('is immediate when nothing extra is paid', () => {
    expect(breakEvenMonths(0, 50)).toBe(0);
    expect(breakEvenMonths(0, 0)).toBe(0);
  });

  it('is not fooled by binary fractions', () => {
    expect(breakEvenMonths(4.35, 1.45)).toBe(3);
  });

  it('rejects non-finite input', () => {
    expect(() => breakEvenMonths(Number.NaN, 50)).toThrow(RangeError);
    expect(() => breakEvenMonths(2_000, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
