import { describe, expect, it } from 'vitest';
import { rateRatio } from './rateRatio.js';

describe('rateRatio (spec §9.36)', () => {
  it('is a percent rounded to one decimal', () => {
    expect(rateRatio(1, 3)).toBe(33.3);
    expect(rateRatio(2, 3)).toBe(66.7);
    expect(rateRatio(3, 3)).toBe(100);
  });

  it('reads a loan-to-value as lenders state it', () => {
    // Loan-to-value is the loan over the home's value: $180,000 on a $200,000 home is 90%.
    expect(rateRatio(180_000, 200_000)).toBe(90);
    // The rates page's prequal: $320,000 owed on a $500,000 home.
    expect(rateRatio(320_000, 500_000)).toBe(64);
  });

  it('rounds halves up despite binary noise, and never gives -0', () => {
    expect(rateRatio(201, 400)).toBe(50.3);
    expect(Object.is(rateRatio(-1, 1_000_000), 0)).toBe(true);
  });

  it('is 0 when there is nothing to divide by or a figure is missing', () => {
    expect(rateRatio(5, 0)).toBe(0);
    expect(rateRatio(Number.NaN, 10)).toBe(0);
  });
});
