import { describe, expect, it } from 'vitest';
import { formatCents } from '../money/formatMoney.js';
import { dpToPercent } from './fixedPoint.js';
import { minimumDownPayment, purchaseDeal } from './exhibitC.js';
import { restructureTerms } from './model.js';
import { fillPitchFigures } from './fillPitchFigures.js';
import { falsePitchClaims, figuresNotFromModel } from './pitchClaims.js';
import { PITCH_BUYER, PITCH_HOMEOWNER, pitchFigures } from './pitchFigures.js';

const figures = pitchFigures();

describe('the pitch quotes the model', () => {
  it.each(['KEEP', 'PAYOFF', 'SAVER'] as const)('%s: the monthly payment to Roofline is the offer’s, usage fee plus scheduled buy-back', (product) => {
    const terms = restructureTerms({ ...PITCH_HOMEOWNER, product });
    const prefix = product.toLowerCase();
    expect(figures[`${prefix}.monthlyPayment`]).toBe(formatCents(terms.monthlyPaymentCents));
    expect(figures[`${prefix}.usageFee`]).toBe(formatCents(terms.usageFeeCents));
    expect(terms.monthlyPaymentCents).toBeGreaterThan(0);
  });

  it('an $800,000 home, a $300,000 mortgage and $100,000 of cash cost $916.67 a month kept, $2,166.67 paid off, $1,666.67 with Saver', () => {
    expect([figures['keep.monthlyPayment'], figures['payoff.monthlyPayment'], figures['saver.monthlyPayment']]).toEqual(['$916.67', '$2,166.67', '$1,666.67']);
  });

  it('a $630,000 purchase with $80,000 down: Roofline owns 87.3% and is paid $2,791.67 a month', () => {
    const { terms } = purchaseDeal(PITCH_BUYER);
    expect(figures['buyer.monthlyPayment']).toBe(formatCents(terms.monthlyPaymentCents));
    expect(figures['buyer.monthlyPayment']).toBe('$2,791.67');
    expect(figures['buyer.share']).toBe('87.3%');
  });

  it('the largest share Roofline can own in a purchase is the one the smallest down payment leaves', () => {
    const price = 500_000_00;
    const { terms } = purchaseDeal({ contractPriceCents: price, appraisedValueCents: price, downPaymentCents: minimumDownPayment(price) });
    expect(figures.maxPurchaseShare).toBe(`${dpToPercent(terms.designatedPercentage)}%`);
    expect(() => purchaseDeal({ contractPriceCents: price, appraisedValueCents: price, downPaymentCents: minimumDownPayment(price) - 1 })).toThrow();
  });
});

describe('fillPitchFigures', () => {
  it('fills every {{name}} from the model', () => {
    expect(fillPitchFigures('{{keep.monthlyPayment}} a month for {{ homeowner.cash }}')).toBe('$916.67 a month for $100,000');
  });

  it('refuses a name the model does not provide, naming where it was', () => {
    expect(() => fillPitchFigures('{{keep.monthlyPaymnet}}', 'content/faq/x.md')).toThrow(/content\/faq\/x\.md: \{\{keep\.monthlyPaymnet\}\}/);
  });
});

describe('falsePitchClaims', () => {
  it.each([
    'There is no monthly payment to us.',
    'with no monthly payment and your mortgage rate left alone',
    'Replace credit card and personal loan payments with no payment at all.',
    'Monthly payment to Roofline $0',
    'Monthly payment | none',
    'nothing to pay each month, no interest',
    'That is the trade: no payments now',
    'A Roofline partnership has no required payments',
    'Co-investment of up to 10% of the price',
    'Roofline co-invests in your down payment',
    'turns part of your equity into cash without a monthly payment',
  ])('catches "%s"', (claim) => {
    expect(falsePitchClaims(claim)).not.toEqual([]);
  });

  it.each(['Each month you pay a usage fee of 5% a year on our share.', 'Saver: $1,666.67, with no mortgage payment', 'Monthly payment to Roofline $916.67'])(
    'lets "%s" through',
    (claim) => {
      expect(falsePitchClaims(claim)).toEqual([]);
    },
  );
});

describe('figuresNotFromModel', () => {
  it('lists the dollar amounts the model did not produce', () => {
    expect(figuresNotFromModel('$916.67 a month, up to $150,000, and $60,000 for a 10.0% share')).toEqual([]);
    expect(figuresNotFromModel('$54,000 and $916.66')).toEqual(['$54,000', '$916.66']);
  });
});
