import { describe, expect, it } from 'vitest';
import { dpToPercent } from '../partnership/fixedPoint.js';
import { formatContractPercent, formatPercent } from './formatPercent.js';

describe('formatPercent', () => {
  it('prints a share with one decimal, never the seven of its exact value', () => {
    expect(formatPercent(dpToPercent(8_730_158_730))).toBe('87.3%');
    expect(formatPercent(12.1885)).toBe('12.2%');
  });

  it('prints two decimals when asked', () => {
    expect(formatPercent(12.1885, true)).toBe('12.19%');
    expect(formatPercent(6, true)).toBe('6.00%');
  });

  it('keeps the trailing zero, groups thousands and never prints -0', () => {
    expect(formatPercent(5)).toBe('5.0%');
    expect(formatPercent(1234.56)).toBe('1,234.6%');
    expect(formatPercent(-0.001)).toBe('0.0%');
  });

  it('prints a dash for a missing number', () => {
    expect(formatPercent(Number.NaN)).toBe('—');
  });
});

describe('formatContractPercent', () => {
  it('states an Exhibit C share to the DP unit, without trailing zeros or float noise', () => {
    expect(formatContractPercent(dpToPercent(8_730_158_730))).toBe('87.3015873%');
    expect(formatContractPercent(0.1 + 0.2)).toBe('0.3%');
    expect(formatContractPercent(5)).toBe('5%');
  });
});
