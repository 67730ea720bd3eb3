import { describe, expect, it } from 'vitest';
import { decimalDollars, formatCents, formatCompactMoney, formatMoney, typedDollars } from './formatMoney.js';

describe('formatMoney', () => {
  it('shows whole dollars without cents', () => {
    expect(formatMoney(1234)).toBe('$1,234');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(1_250_000)).toBe('$1,250,000');
  });

  it('shows both cent digits when there are cents', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(1199.1)).toBe('$1,199.10');
    expect(formatMoney(0.07)).toBe('$0.07');
  });

  it('puts the minus sign before the dollar sign', () => {
    expect(formatMoney(-1234)).toBe('-$1,234');
    expect(formatMoney(-1234.5)).toBe('-$1,234.50');
  });

  it('decides on cents after rounding to the cent', () => {
    expect(formatMoney(1234.001)).toBe('$1,234');
    expect(formatMoney(1234.999)).toBe('$1,235');
    expect(formatMoney(1.005)).toBe('$1.01');
    expect(formatMoney(-0.001)).toBe('$0');
    expect(formatMoney(-0)).toBe('$0');
  });

  it('shows a dash for a missing number', () => {
    expect(formatMoney(Number.NaN)).toBe('—');
  });
});

describe('formatCents', () => {
  it('formats cents as the same dollars', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(15_000_000)).toBe('$150,000');
    expect(formatCents(50)).toBe('$0.50');
    expect(formatCents(-250)).toBe('-$2.50');
    expect(formatCents(0)).toBe('$0');
  });
});

describe('decimalDollars', () => {
  it('writes cents as an exact, ungrouped decimal', () => {
    expect(decimalDollars(1_000_000)).toBe('10000.00');
    expect(decimalDollars(123456)).toBe('1234.56');
    expect(decimalDollars(5)).toBe('0.05');
    expect(decimalDollars(-250)).toBe('-2.50');
  });

  it('refuses a fraction of a cent', () => {
    expect(() => decimalDollars(12.5)).toThrow(RangeError);
  });
});

describe('formatCompactMoney', () => {
  it('shortens thousands for a chart axis and keeps smaller amounts whole', () => {
    expect(formatCompactMoney(950)).toBe('$950');
    expect(formatCompactMoney(1_000)).toBe('$1k');
    expect(formatCompactMoney(12_499)).toBe('$12k');
    expect(formatCompactMoney(12_500)).toBe('$13k');
    expect(formatCompactMoney(1_250_000)).toBe('$1250k');
  });

  it('rounds a loss the same way as a gain', () => {
    expect(formatCompactMoney(-1_500)).toBe('-$2k');
    expect(formatCompactMoney(-250)).toBe('-$250');
  });
});

describe('typedDollars', () => {
  it('writes cents as a money field shows them', () => {
    expect(typedDollars(5_000_000)).toBe('50,000');
    expect(typedDollars(123_450)).toBe('1,234.50');
    expect(typedDollars(5)).toBe('0.05');
    expect(typedDollars(0)).toBe('0');
  });
});
