import { describe, expect, it } from 'vitest';
import { CREDIT_BAND_OPTIONS } from './creditBands.js';
import { PAYMENT_ESTIMATE_LOWEST_SCORE, paymentEstimate, qualifiesForPaymentEstimate } from './paymentEstimate.js';

describe('payment estimate (spec section 9)', () => {
  it('at the spec rate of 0.0005 a year the payment retires the balance in exactly 360 months', () => {
    const payment = paymentEstimate(300_000, 'SCORE_760_779');
    expect(payment).toBe(839.62);
    let balance = 300_000;
    for (let month = 0; month < 360; month += 1) balance = balance * (1 + 0.0005 / 12) - payment;
    expect(Math.abs(balance)).toBeLessThan(5);
  });

  it('applies to the top 7 bands (680 and above, decision 0018) and is -1 otherwise', () => {
    const qualifying = CREDIT_BAND_OPTIONS.filter((band) => qualifiesForPaymentEstimate(band.value)).map((band) => band.value);
    expect(qualifying).toEqual(['SCORE_800_PLUS', 'SCORE_780_799', 'SCORE_760_779', 'SCORE_740_759', 'SCORE_720_739', 'SCORE_700_719', 'SCORE_680_699']);
    expect(paymentEstimate(300_000, 'SCORE_680_699')).toBe(839.62);
    expect(paymentEstimate(300_000, 'SCORE_660_679')).toBe(-1);
    expect(PAYMENT_ESTIMATE_LOWEST_SCORE).toBe(680);
  });
});
