import { describe, expect, it } from 'vitest';
import { formatCents, formatMoney } from './formatMoney.js';
import { MAX_MONEY_INPUT, MAX_MONEY_INPUT_CENTS, MIN_CHARGE_CENTS } from './limits.js';

describe('money limits', () => {
  it('accepts typed amounts up to $100 million', () => {
    expect(formatMoney(MAX_MONEY_INPUT)).toBe('$100,000,000');
    expect(MAX_MONEY_INPUT_CENTS).toBe(10_000_000_000);
  });

  it('charges at least 50 cents, the card processor’s smallest charge', () => {
    expect(formatCents(MIN_CHARGE_CENTS)).toBe('$0.50');
  });
});
