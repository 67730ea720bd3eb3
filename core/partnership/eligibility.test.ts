import { describe, expect, it } from 'vitest';
import { DENIAL_CODES, DENIAL_TEXT } from './denials.js';
import { cashAvailable, partnershipEligibility, purchaseEligibility, type EligibilityInput } from './eligibility.js';
import { dpToPercent } from './fixedPoint.js';

const LICENSED = ['CA', 'CO', 'WA'];
const eligible: EligibilityInput = {
  homeValueCents: 800_000_00,
  mortgageBalanceCents: 400_000_00,
  cashCents: 50_000_00,
  hasSecondLoan: false,
  occupancy: 'PRIMARY_RESIDENCE',
  state: 'CA',
  licensedStates: LICENSED,
  creditBand: 'SCORE_740_759',
};

describe('partnershipEligibility', () => {
  it.each<[string, Partial<EligibilityInput>, string[]]>([
    ['an eligible homeowner', {}, []],
    ['credit below 620', { creditBand: 'SCORE_600_619' }, ['DENIED_CREDIT']],
    ['credit at 620-639', { creditBand: 'SCORE_620_639' }, []],
    ['unknown credit', { creditBand: null }, []],
    ['an area needing review', { area: 'MANUAL_REVIEW' }, ['MANUAL_REVIEW_REQUIRED']],
    ['an area not served', { area: 'OUT_OF_AREA' }, ['OUT_OF_AREA']],
    ['$150,000.01 of cash', { cashCents: 150_000_01, homeValueCents: 2_000_000_00 }, ['DENIED_TOO_MUCH_CASH']],
    ['exactly $150,000 of cash', { cashCents: 150_000_00, homeValueCents: 2_000_000_00 }, []],
    ['cash on top of earlier cash-outs', { cashCents: 50_000_00, priorCashOutCents: 100_000_01 }, ['DENIED_TOO_MUCH_CASH']],
    ['a vacation home', { occupancy: 'VACATION_HOME' }, ['DENIED_SECOND_HOME_OR_INVESTMENT_PROPERTY']],
    ['an investment property', { occupancy: 'INVESTMENT_PROPERTY' }, ['DENIED_SECOND_HOME_OR_INVESTMENT_PROPERTY']],
    ['the application’s principal residence', { occupancy: 'PRINCIPAL_RESIDENCE' }, []],
    ['a second loan kept', { hasSecondLoan: true, secondLoanBalanceCents: 20_000_00, paysOffSecondLoan: false }, ['DENIED_SECOND_LOAN_NO_PAYOFF']],
    ['a second loan paid off', { hasSecondLoan: true, secondLoanBalanceCents: 20_000_00, paysOffSecondLoan: true }, []],
    ['a home over $2 million', { homeValueCents: 2_000_000_01 }, ['EXCEEDS_MAX_HOME_PRICE']],
    ['a home of exactly $2 million', { homeValueCents: 2_000_000_00 }, []],
    ['a state not licensed', { state: 'TX' }, ['OUT_OF_STATE']],
    ['an unverified address in a state not licensed', { state: 'TX', area: 'MANUAL_REVIEW' }, ['OUT_OF_STATE']],
    ['an address outside the area (a territory), licensed or not', { state: 'PR', area: 'OUT_OF_AREA' }, ['OUT_OF_AREA']],
    ['an address without a state', { state: '', area: 'MANUAL_REVIEW' }, ['MANUAL_REVIEW_REQUIRED']],
    ['an unknown home value (the value checks wait)', { homeValueCents: null, mortgageBalanceCents: 5_000_000_00 }, []],
    ['a lower-case licensed state', { state: 'ca' }, []],
    ['owing $1 more than 90%', { mortgageBalanceCents: 670_000_01, cashCents: 50_000_00 }, ['DENIED_HIGH_LTV']],
    ['owing exactly 90%', { mortgageBalanceCents: 670_000_00, cashCents: 50_000_00 }, []],
    ['a second loan counting toward 90%', { hasSecondLoan: true, secondLoanBalanceCents: 300_000_00, paysOffSecondLoan: true }, ['DENIED_HIGH_LTV']],
    [
      'everything at once',
      {
        creditBand: 'SCORE_549_DOWN',
        cashCents: 200_000_00,
        occupancy: 'INVESTMENT_PROPERTY',
        hasSecondLoan: true,
        homeValueCents: 2_500_000_00,
        mortgageBalanceCents: 2_200_000_00,
        state: 'NY',
      },
      [
        'DENIED_CREDIT',
        'DENIED_TOO_MUCH_CASH',
        'DENIED_SECOND_HOME_OR_INVESTMENT_PROPERTY',
        'DENIED_SECOND_LOAN_NO_PAYOFF',
        'EXCEEDS_MAX_HOME_PRICE',
        'OUT_OF_STATE',
        'DENIED_HIGH_LTV',
      ],
    ],
  ])('%s', (_name, change, codes) => {
    const result = partnershipEligibility({ ...eligible, ...change });
    expect(result.denials.map((d) => d.code)).toEqual(codes);
    expect(result.eligible).toBe(codes.length === 0);
    expect(result.offer === null).toBe(codes.length > 0 || change.homeValueCents === null);
  });

  it('out of state or out of area asks to join the waitlist; other denials do not', () => {
    expect(partnershipEligibility({ ...eligible, state: 'TX' }).waitlist).toBe(true);
    expect(partnershipEligibility({ ...eligible, area: 'OUT_OF_AREA' }).waitlist).toBe(true);
    expect(partnershipEligibility({ ...eligible, area: 'MANUAL_REVIEW' }).waitlist).toBe(true);
    expect(partnershipEligibility({ ...eligible, occupancy: 'VACATION_HOME' }).waitlist).toBe(false);
  });

  it('every denial carries the spec’s words', () => {
    const denied = partnershipEligibility({ ...eligible, homeValueCents: 2_100_000_00 }).denials[0];
    expect(denied?.message).toBe('The partnership is not available for home values over $2 million.');
    expect(DENIAL_TEXT.DENIED_TOO_MUCH_CASH.message).toContain('$150,000');
    expect(DENIAL_TEXT.DENIED_HIGH_LTV.message).toContain('less than 10% home equity');
    expect(Object.keys(DENIAL_TEXT).sort()).toEqual([...DENIAL_CODES].sort());
  });

  it('offers the three products for the worked example', () => {
    const { offer } = partnershipEligibility(eligible);
    expect(offer?.cashAvailableCents).toBe(150_000_00);
    expect(dpToPercent(offer!.products.KEEP.designatedPercentage)).toBe(6.25);
    // fee 0.0625 · 800,000 · 5% / 12 = 208.33; R $500 capped at P/120 = 416.66
    expect(offer!.products.KEEP.monthlyPaymentCents).toBe(208_33 + 416_66);
    expect(dpToPercent(offer!.products.PAYOFF.designatedPercentage)).toBe(56.25);
    expect(offer!.products.PAYOFF.monthlyPaymentCents).toBe(2_375_00);
    expect(offer!.products.SAVER.monthlyPaymentCents).toBe(1_875_00);
  });
});

describe('cashAvailable', () => {
  it.each([
    ['equity binds: 90% of $500,000 less $400,000', { homeValueCents: 500_000_00, mortgageBalanceCents: 400_000_00 }, 50_000_00],
    ['the lifetime limit binds', { homeValueCents: 1_000_000_00, mortgageBalanceCents: 100_000_00 }, 150_000_00],
    ['earlier cash-outs count', { homeValueCents: 1_000_000_00, mortgageBalanceCents: 100_000_00, priorCashOutCents: 120_000_00 }, 30_000_00],
    ['under water gives none', { homeValueCents: 300_000_00, mortgageBalanceCents: 290_000_00 }, 0],
    ['over the price cap gives none', { homeValueCents: 2_000_000_01, mortgageBalanceCents: 0 }, 0],
  ])('%s', (_name, input, cents) => {
    expect(cashAvailable(input)).toBe(cents);
  });
});

describe('purchaseEligibility', () => {
  const buyer = { priceCents: 600_000_00, downPaymentCents: 60_000_00, state: 'CO', licensedStates: LICENSED, creditBand: 'SCORE_700_719' as const };
  it.each<[string, object, string[]]>([
    ['10% down in a licensed state', {}, []],
    ['less than 10% down', { downPaymentCents: 59_999_99 }, ['DENIED_HIGH_LTV']],
    ['a price over $2 million', { priceCents: 2_000_000_01, downPaymentCents: 400_000_00 }, ['EXCEEDS_MAX_HOME_PRICE']],
    ['a state not licensed', { state: 'FL' }, ['OUT_OF_STATE']],
    ['low credit', { creditBand: 'SCORE_580_599' }, ['DENIED_CREDIT']],
    ['a second home', { occupancy: 'SECOND_HOME' }, ['DENIED_SECOND_HOME_OR_INVESTMENT_PROPERTY']],
  ])('%s', (_name, change, codes) => {
    expect(purchaseEligibility({ ...buyer, ...change }).denials.map((d) => d.code)).toEqual(codes);
  });
});
