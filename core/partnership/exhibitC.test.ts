import { describe, expect, it } from 'vitest';
import { dpToPercent } from './fixedPoint.js';
import { allowsRecurringBuyIns, exhibitCFields, minimumDownPayment, purchaseDeal } from './exhibitC.js';
import { restructureTerms } from './model.js';

describe('Exhibit C of a restructure', () => {
  const terms = restructureTerms({
    agreedValueCents: 800_000_00,
    mortgageBalanceCents: 400_000_00,
    cashCents: 50_000_00,
    product: 'PAYOFF',
    reductionPaymentCents: 500_00,
    additionalMonthlyEquityCents: 250_00,
  });

  it('carries the worked example’s figures', () => {
    expect(exhibitCFields(terms, { dealDate: '2026-11-23' })).toEqual({
      originalAgreedValue: 800_000_00,
      monthlyReductionPaymentLimit: 3_750_00,
      originalDesignatedPercentage: 56.25,
      maxAddlOptionPaymentPercentage: 5,
      maxMonthlyEquityPurchaseLimit: 2_000_00,
      recurringPurchaseScheduled: true,
    });
  });

  it('a deal before the equity builder cutoff has no recurring buy-ins', () => {
    const fields = exhibitCFields(terms, { dealDate: '2020-08-25' });
    expect(fields.maxMonthlyEquityPurchaseLimit).toBe(0);
    expect(fields.recurringPurchaseScheduled).toBe(false);
  });

  it('the cutoff day itself counts, and the cutoff is configuration', () => {
    expect(allowsRecurringBuyIns('2020-08-26')).toBe(true);
    expect(allowsRecurringBuyIns('2020-08-25')).toBe(false);
    expect(allowsRecurringBuyIns('2021-01-01', '02/01/2021')).toBe(false);
    expect(() => allowsRecurringBuyIns('2021-01-01', '2021-02-01')).toThrow(RangeError);
  });
});

describe('a partner purchase', () => {
  it('price $500,000, appraisal $520,000, 10% down: Roofline buys 90% of $500,000', () => {
    const deal = purchaseDeal({ contractPriceCents: 500_000_00, appraisedValueCents: 520_000_00, downPaymentCents: 50_000_00 });
    expect(deal.terms.agreedValueCents).toBe(500_000_00);
    expect(deal.terms.purchaseCents).toBe(450_000_00);
    expect(dpToPercent(deal.terms.designatedPercentage)).toBe(90);
    // 0.9 · 500,000 · 5% / 12 = 1,875.00
    expect(deal.terms.usageFeeCents).toBe(1_875_00);
    expect(deal.buyerFundsToCloseCents).toBe(50_000_00);
  });

  it('an appraisal below the price sets V0 and the buyer pays the gap', () => {
    const deal = purchaseDeal({ contractPriceCents: 500_000_00, appraisedValueCents: 480_000_00, downPaymentCents: 50_000_00 });
    expect(deal.terms.agreedValueCents).toBe(480_000_00);
    expect(deal.terms.purchaseCents).toBe(430_000_00);
    expect(deal.appraisalGapCents).toBe(20_000_00);
    expect(deal.buyerFundsToCloseCents).toBe(70_000_00);
    const fields = exhibitCFields(deal.terms, { dealDate: '2026-11-23' });
    expect(fields.originalAgreedValue).toBe(480_000_00);
    // 430,000 / 480,000 = 0.89583333333…, half up at 10^-10 of the home
    expect(fields.originalDesignatedPercentage).toBe(89.58333333);
  });

  it('a buyer loan stays in place and lowers Roofline’s share', () => {
    const deal = purchaseDeal({ contractPriceCents: 500_000_00, appraisedValueCents: 500_000_00, downPaymentCents: 50_000_00, buyerLoanCents: 200_000_00 });
    expect(deal.terms.purchaseCents).toBe(250_000_00);
    expect(dpToPercent(deal.terms.designatedPercentage)).toBe(50);
    expect(deal.terms.remainingMortgageCents).toBe(200_000_00);
  });

  it('refuses less than 10% down', () => {
    expect(minimumDownPayment(333_333_33)).toBe(33_333_34);
    expect(() => purchaseDeal({ contractPriceCents: 500_000_00, appraisedValueCents: 500_000_00, downPaymentCents: 49_999_99 })).toThrow(/10%/);
  });
});
