import { describe, expect, it } from 'vitest';
import { dollarAmountSchema, MONEY_FORMAT_MESSAGE, typedMoneySchema } from './moneySchema.js';

const problem = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error!.issues[0]!.message);

describe('typed money field', () => {
  const homeValue = typedMoneySchema({ required: 'Enter your home’s value.', positive: true });

  it('takes dollars as people type them', () => {
    expect(problem(homeValue.safeParse('$1,234.56'))).toBeNull();
    expect(problem(homeValue.safeParse('350,000'))).toBeNull();
  });

  it('says what is missing for a blank required field', () => {
    expect(problem(homeValue.safeParse('  '))).toBe('Enter your home’s value.');
  });

  it('refuses negative, garbage, fractions of a cent, zero where positive, and past the limit', () => {
    for (const text of ['-5', 'abc', '1,234.565', '0', '100,000,001']) expect(problem(homeValue.safeParse(text))).toBe(MONEY_FORMAT_MESSAGE);
    expect(MONEY_FORMAT_MESSAGE).toBe('Enter an amount in dollars, like 1,250.00.');
  });

  it('lets an optional field stay blank and takes zero unless positive', () => {
    const optional = typedMoneySchema({ format: 'Enter an amount in dollars, like 350,000.' });
    expect(problem(optional.safeParse(''))).toBeNull();
    expect(problem(optional.safeParse('0'))).toBeNull();
    expect(problem(optional.safeParse('12x'))).toBe('Enter an amount in dollars, like 350,000.');
  });
});

describe('dollar amount answer', () => {
  const price = dollarAmountSchema('the price');

  it('takes whole cents up to $100 million', () => {
    expect(problem(price.safeParse(1234.56))).toBeNull();
    expect(problem(price.safeParse(100_000_000))).toBeNull();
  });

  it('says what is wrong in the field’s own words', () => {
    expect(problem(price.safeParse('1234'))).toBe('Enter the price in dollars.');
    expect(problem(price.safeParse(-1))).toBe('The price cannot be negative.');
    expect(problem(price.safeParse(100_000_000.01))).toBe('The price is more than we can take.');
    expect(problem(price.safeParse(1234.565))).toBe('The price has at most two decimals (cents).');
  });
});
