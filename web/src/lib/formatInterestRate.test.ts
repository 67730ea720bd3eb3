import { describe, expect, it } from 'vitest';
import { formatInterestRate } from './format';

describe('formatInterestRate', () => {
  it('keeps eighths of a percent exact, as rate sheets quote them', () => {
    expect(formatInterestRate(6.125)).toBe('6.125%');
    expect(formatInterestRate(6.375)).toBe('6.375%');
  });

  it('shows at least two decimals and at most three', () => {
    expect(formatInterestRate(6.25)).toBe('6.25%');
    expect(formatInterestRate(7)).toBe('7.00%');
    expect(formatInterestRate(6.16649)).toBe('6.166%');
    expect(formatInterestRate(2.49)).toBe('2.49%');
  });

  it('shows a dash for a missing value', () => {
    expect(formatInterestRate(Number.NaN)).toBe('—');
  });
});
