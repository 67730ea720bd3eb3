import { describe, expect, it } from 'vitest';
import { fundsToClose } from './fundsToClose.js';
import { offerFigures } from './offers.js';

describe('fundsToClose', () => {
  // $600,000 price, $580,000 appraisal, $80,000 down: a $20,000 gap paid in cash.
  const { deal } = offerFigures({ contractPriceCents: 600_000_00, appraisedValueCents: 580_000_00, downPaymentCents: 80_000_00, dealDate: '2026-11-23' });

  it('asks the down payment and the appraisal gap at closing', () => {
    const funds = fundsToClose({ downPaymentCents: 80_000_00, earnestMoney: 'NOT_DEPOSITED', earnestMoneyAmountCents: null }, deal);
    expect(funds).toMatchObject({ downPaymentCents: 80_000_00, appraisalGapCents: 20_000_00, earnestMoneyCents: 0 });
    expect(funds.dueAtClosingCents).toBe(deal.buyerFundsToCloseCents);
    expect(funds.rooflinePurchaseCents).toBe(deal.terms.purchaseCents);
    expect(funds.monthlyPaymentCents).toBe(deal.terms.monthlyPaymentCents);
  });

  it('counts earnest money already deposited, and never asks less than nothing', () => {
    const deposited = fundsToClose({ downPaymentCents: 80_000_00, earnestMoney: 'DEPOSITED', earnestMoneyAmountCents: 10_000_00 }, deal);
    expect(deposited).toMatchObject({ earnestMoneyCents: 10_000_00, dueAtClosingCents: deal.buyerFundsToCloseCents - 10_000_00 });
    const more = fundsToClose({ downPaymentCents: 80_000_00, earnestMoney: 'DEPOSITED', earnestMoneyAmountCents: 900_000_00 }, deal);
    expect(more.dueAtClosingCents).toBe(0);
  });
});
