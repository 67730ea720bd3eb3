import { describe, expect, it } from 'vitest';
import { breakEvenMonths, monthsToOffset } from './breakEven.js';

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

describe('monthsToOffset', () => {
  it('earns points back, or uses a credit up, in whole months', () => {
    expect(monthsToOffset(3_000, -45.5)).toBe(66);
    // A $2,100 credit against a payment $34.24 higher is used up in month 62 (2,100 / 34.24 = 61.3).
    expect(monthsToOffset(-2_100, 34.24)).toBe(62);
    expect(monthsToOffset(0, 10)).toBe(0);
    expect(monthsToOffset(3_000, 12)).toBeNull();
    expect(monthsToOffset(3_000, 0)).toBeNull();
  });
});
