import { describe, expect, it } from 'vitest';
import { CREDIT_BAND_OPTIONS } from './creditBands.js';
import { paymentEstimate, qualifiesForPaymentEstimate } from './paymentEstimate.js';

describe('payment estimate (spec section 9)', () => {
  it('at the spec rate of 0.0005 a year the payment retires the balance in exactly 360 months', () => {
    const payment = paymentEstimate(300_000, 'SCORE_760_779');
    expect(payment).toBe(839.62);
    let balance = 300_000;
    for (let month = 0; month < 360; month += 1) balance = balance * (1 + 0.0005 / 12) - payment;
    expect(Math.abs(balance)).toBeLessThan(5);
  });

  it('applies to 700 and above only and is -1 otherwise', () => {
    expect(CREDIT_BAND_OPTIONS.filter((band) => qualifiesForPaymentEstimate(band.value))).toHaveLength(6);
    expect(qualifiesForPaymentEstimate('SCORE_700_719')).toBe(true);
    expect(paymentEstimate(300_000, 'SCORE_680_699')).toBe(-1);
  });
});
