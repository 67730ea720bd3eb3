import { describe, expect, it } from 'vitest';
import { isBlankAmount, parseDollars, parseMoneyCents, readTypedAmount } from './parseDollars.js';

describe('typed dollars', () => {
  it('reads dollars with a sign, separators and spaces as integer cents', () => {
    expect(parseMoneyCents('$1,234.56')).toBe(123456);
    expect(parseMoneyCents(' 1,250 ')).toBe(125000);
    expect(parseMoneyCents('1250.5')).toBe(125050);
    expect(parseMoneyCents('12.')).toBe(1200);
    expect(parseMoneyCents('0')).toBe(0);
    expect(parseMoneyCents('0.29')).toBe(29);
  });

  it('reads the same amount as dollars', () => {
    expect(parseDollars('$1,234.56')).toBe(1234.56);
    expect(parseDollars('350,000')).toBe(350000);
  });

  it('refuses a fraction of a cent rather than rounding it', () => {
    expect(parseMoneyCents('1,234.565')).toBeNull();
    expect(parseDollars('0.001')).toBeNull();
  });

  it('refuses blank, negative and garbage text', () => {
    for (const text of ['', '   ', '-5', '-$5', '5e3', 'abc', '1.2.3', '$', '.5', '12a']) expect(parseMoneyCents(text)).toBeNull();
  });

  it('reads any typed number for a rule that explains what is wrong with it', () => {
    expect(readTypedAmount('$1,250.5')).toBe(1250.5);
    expect(readTypedAmount('-5')).toBe(-5);
    expect(readTypedAmount('1,234.565')).toBe(1234.565);
    for (const text of ['', 'ten', '5e3', '1.2.3']) expect(readTypedAmount(text)).toBeNaN();
  });

  it('tells a blank amount from a typed one', () => {
    for (const text of ['', '   ', '$', ' $ , ']) expect(isBlankAmount(text)).toBe(true);
    for (const text of ['0', '$5', 'ten']) expect(isBlankAmount(text)).toBe(false);
  });
});
