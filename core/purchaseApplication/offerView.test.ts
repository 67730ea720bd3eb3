import { describe, expect, it } from 'vitest';
import { exhibitCChangeInDollars, exhibitCInDollars, fundsToCloseInDollars } from './offerView.js';

describe('offerView', () => {
  it('shows Exhibit C money in dollars and its percentages as they are', () => {
    expect(
      exhibitCInDollars({
        originalAgreedValue: 580_000_00,
        monthlyReductionPaymentLimit: 1_250_50,
        originalDesignatedPercentage: 12.5,
        maxAddlOptionPaymentPercentage: 5,
        maxMonthlyEquityPurchaseLimit: 2_000_00,
        recurringPurchaseScheduled: true,
      }),
    ).toEqual({
      originalAgreedValue: 580_000,
      monthlyReductionPaymentLimit: 1_250.5,
      originalDesignatedPercentage: 12.5,
      maxAddlOptionPaymentPercentage: 5,
      maxMonthlyEquityPurchaseLimit: 2_000,
      recurringPurchaseScheduled: true,
    });
  });

  it('shows a change as numbers: money in dollars, a percentage as it is, yes/no as 1 or 0', () => {
    expect(exhibitCChangeInDollars({ field: 'originalAgreedValue', before: 600_000_00, after: 580_000_00 })).toEqual({
      field: 'originalAgreedValue',
      before: 600_000,
      after: 580_000,
    });
    expect(exhibitCChangeInDollars({ field: 'originalDesignatedPercentage', before: 12, after: 12.5 })).toEqual({
      field: 'originalDesignatedPercentage',
      before: 12,
      after: 12.5,
    });
    expect(exhibitCChangeInDollars({ field: 'recurringPurchaseScheduled', before: false, after: true })).toEqual({
      field: 'recurringPurchaseScheduled',
      before: 0,
      after: 1,
    });
  });

  it('shows funds to close in dollars', () => {
    expect(
      fundsToCloseInDollars({
        downPaymentCents: 80_000_00,
        appraisalGapCents: 20_000_00,
        earnestMoneyCents: 10_000_00,
        dueAtClosingCents: 90_000_00,
        rooflinePurchaseCents: 100_000_00,
        monthlyPaymentCents: 812_34,
      }),
    ).toEqual({
      downPayment: 80_000,
      appraisalGap: 20_000,
      earnestMoneyDeposited: 10_000,
      dueAtClosing: 90_000,
      rooflinePurchase: 100_000,
      monthlyPayment: 812.34,
    });
  });
});
