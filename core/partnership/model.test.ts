import { describe, expect, it } from 'vitest';
import { dpFromFraction, dpToPercent, shareOf } from './fixedPoint.js';
import { restructureTerms, settlement, shareAfterBuyBack, shareAfterCashOut, usageFee } from './model.js';

describe('the worked example of the partnership model', () => {
  const payoff = restructureTerms({
    agreedValueCents: 800_000_00,
    mortgageBalanceCents: 400_000_00,
    cashCents: 50_000_00,
    product: 'PAYOFF',
    usageRate: 0.05,
    reductionPaymentCents: 500_00,
  });

  it('PAYOFF with $50,000 cash: P $450,000, DP 56.25%, fee $1,875.00, payment $2,375.00, saver $1,875.00', () => {
    expect(payoff.purchaseCents).toBe(450_000_00);
    expect(dpToPercent(payoff.designatedPercentage)).toBe(56.25);
    expect(payoff.usageFeeCents).toBe(1_875_00);
    expect(payoff.monthlyPaymentCents).toBe(2_375_00);
    expect(payoff.estimatedMonthlyPaymentSaverCents).toBe(1_875_00);
  });

  it('the first $500 buy-back at Vt = V0 leaves DP 56.1875% and a fee of $1,872.92', () => {
    const dp = shareAfterBuyBack(payoff.designatedPercentage, 500_00, 800_000_00);
    expect(dpToPercent(dp)).toBe(56.1875);
    expect(usageFee(dp, 800_000_00, 0.05)).toBe(1_872_92);
  });

  it('KEEP with $100,000: DP 12.5%, fee $416.67', () => {
    const keep = restructureTerms({ agreedValueCents: 800_000_00, mortgageBalanceCents: 400_000_00, cashCents: 100_000_00, product: 'KEEP' });
    expect(keep.purchaseCents).toBe(100_000_00);
    expect(dpToPercent(keep.designatedPercentage)).toBe(12.5);
    expect(keep.usageFeeCents).toBe(416_67);
    expect(keep.remainingMortgageCents).toBe(400_000_00);
  });

  it('a sale at $900,000 from DP 55.06% pays Roofline $495,540 and the homeowner $404,460', () => {
    const sale = settlement(dpFromFraction(0.5506), 900_000_00);
    expect(sale.rooflineCents).toBe(495_540_00);
    expect(sale.homeownerGrossCents).toBe(404_460_00);
    expect(sale.homeownerNetCents).toBe(404_460_00);
  });
});

describe('products', () => {
  const base = { agreedValueCents: 800_000_00, mortgageBalanceCents: 400_000_00, cashCents: 50_000_00 };

  it('SAVER pays off the mortgage like PAYOFF, with no scheduled buy-back: its payment is the fee alone', () => {
    const saver = restructureTerms({ ...base, product: 'SAVER', reductionPaymentCents: 500_00 });
    expect(saver.purchaseCents).toBe(450_000_00);
    expect(saver.reductionPaymentCents).toBe(0);
    expect(saver.monthlyPaymentCents).toBe(1_875_00);
  });

  it('a second loan is paid off out of the purchase and raises P', () => {
    const keep = restructureTerms({ ...base, secondLoanBalanceCents: 30_000_00, product: 'KEEP' });
    expect(keep.purchaseCents).toBe(80_000_00);
    expect(dpToPercent(keep.designatedPercentage)).toBe(10);
    expect(keep.secondLoanPayoffCents).toBe(30_000_00);
  });

  it('R is capped at P/120 and additional monthly equity at 0.25% of V0', () => {
    const keep = restructureTerms({ ...base, cashCents: 12_000_00, product: 'KEEP', reductionPaymentCents: 500_00, additionalMonthlyEquityCents: 5_000_00 });
    expect(keep.monthlyReductionPaymentLimitCents).toBe(100_00);
    expect(keep.reductionPaymentCents).toBe(100_00);
    expect(keep.maxMonthlyEquityPurchaseLimitCents).toBe(2_000_00);
    expect(keep.additionalMonthlyEquityCents).toBe(2_000_00);
    // fee 0.015 · 800,000 · 0.05 / 12 = 50.00
    expect(keep.monthlyPaymentCents).toBe(50_00 + 100_00 + 2_000_00);
  });

  it('refuses a purchase larger than the home', () => {
    expect(() => restructureTerms({ ...base, cashCents: 500_000_00, product: 'PAYOFF' })).toThrow(RangeError);
  });
});

describe('buy-back and cash-out rounding', () => {
  it('a buy-back rounds the decrement down: $1 of a $300,000 home is 3333 DP units, not 3334', () => {
    const dp = dpFromFraction(0.5);
    expect(shareOf(100, 300_000_00, 'floor')).toBe(33_333);
    expect(shareAfterBuyBack(dp, 100, 300_000_00)).toBe(dp - 33_333);
  });

  it('paying the whole share at Vt ends it at exactly zero', () => {
    const dp = dpFromFraction(1 / 3);
    const whole = Math.round((dp * 300_000_00) / 1e10);
    expect(shareAfterBuyBack(dp, whole, 300_000_00)).toBe(0);
  });

  it('a cash-out rounds the increment up', () => {
    expect(shareAfterCashOut(0, 100, 300_000_00)).toBe(33_334);
  });
});
