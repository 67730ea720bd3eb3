import { describe, expect, it } from 'vitest';
import { centsToDollars, centsToDollarsOrNull, dollarsToCents, isWholeCents, roundCents } from './cents.js';

describe('dollars and cents', () => {
  it('rounds half a cent up, despite binary noise', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(1199.1010503)).toBe(1199.1);
    expect(roundCents(2.675)).toBe(2.68);
  });

  it('rounds negative amounts away from zero and never yields -0', () => {
    expect(roundCents(-1.005)).toBe(-1.01);
    expect(Object.is(roundCents(-0.001), 0)).toBe(true);
  });

  it('converts to whole cents', () => {
    expect(dollarsToCents(761.78)).toBe(76178);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });

  it('rounds every amount as scaling, dropping the noise past 15 significant digits and rounding half away would', () => {
    const byDefinition = (amount: number) => {
      const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
      return amount < 0 && cents !== 0 ? -cents : cents;
    };
    // A fixed sequence (a linear congruential generator): amounts of every size, many exactly at
    // a half cent or a float's step away from one, as interest and payment sums land.
    let seed = 20261129;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const amounts: number[] = [];
    for (let i = 0; i < 20_000; i++) {
      const dollars = Math.floor(next() * 10 ** Math.floor(next() * 9));
      const halfCent = dollars + Math.floor(next() * 100) / 100 + 0.005;
      amounts.push(halfCent, -halfCent, halfCent + Number.EPSILON * halfCent, halfCent - Number.EPSILON * halfCent, dollars * next(), (dollars * next()) / 12);
    }
    amounts.push(0, -0, 1e13 + 0.005, 123456789012.345, 9.995, 1.0049999999999999, Number.MAX_SAFE_INTEGER / 100);
    expect(amounts.filter((amount) => !Object.is(dollarsToCents(amount), byDefinition(amount)))).toEqual([]);
  });

  it('turns typed and configured dollars into integer cents', () => {
    expect(dollarsToCents(1234.56)).toBe(123456);
    expect(dollarsToCents(1234.565)).toBe(123457);
    expect(dollarsToCents(-2.5)).toBe(-250);
    expect(dollarsToCents(150_000)).toBe(15_000_000);
  });

  it('refuses an amount that is not a number', () => {
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
    expect(() => dollarsToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('turns cents back into dollars, keeping a missing amount missing', () => {
    expect(centsToDollars(123456)).toBe(1234.56);
    expect(centsToDollars(5)).toBe(0.05);
    expect(centsToDollarsOrNull(null)).toBeNull();
    expect(centsToDollarsOrNull(undefined)).toBeNull();
    expect(centsToDollarsOrNull(0)).toBe(0);
  });

  it('tells whole cents from fractions of a cent', () => {
    expect(isWholeCents(1.1)).toBe(true);
    expect(isWholeCents(0.29)).toBe(true);
    expect(isWholeCents(1.105)).toBe(false);
    expect(isWholeCents(Number.NaN)).toBe(false);
  });
});
