import { describe, expect, it } from 'vitest';
import {
  CREDIT_SCORE_OPTIONS,
  MONTHLY_DEBT_CHOICES,
  MONTHLY_DEBT_OPTIONS,
  OCCUPANCY_OPTIONS,
  SMALL_MONTHLY_AMOUNT_OPTIONS,
  cashOutOptions,
  loanTypeFor,
  monthsToOffset,
  mortgageTypeParts,
  paymentEstimate,
  programLabel,
  qualifiesForPaymentEstimate,
  termLabel,
} from './rateOptions';

describe('cash-out options', () => {
  it('runs $0–$105,000 by 5,000 and then $110,000–$160,000 by 10,000 for the default home value of $150,000', () => {
    const options = cashOutOptions();
    const fine = Array.from({ length: 22 }, (_, index) => index * 5_000);
    expect(options).toEqual([...fine, 110_000, 120_000, 130_000, 140_000, 150_000, 160_000]);
    expect(fine.at(-1)).toBe(105_000);
  });

  it('stops at home value + 5,000 for a small home and never reaches the 10,000 steps', () => {
    expect(cashOutOptions(40_000)).toEqual([0, 5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 35_000, 40_000, 45_000]);
  });

  it('keeps whole steps when the home value is not a multiple of the step', () => {
    const options = cashOutOptions(52_300);
    expect(options.at(-1)).toBe(55_000);
    expect(options).toHaveLength(12);
  });

  it('caps the 5,000 steps at 105,000 and runs the 10,000 steps to home value + 10,000', () => {
    const options = cashOutOptions(300_000);
    expect(options.filter((amount) => amount <= 105_000)).toHaveLength(22);
    expect(options.at(-1)).toBe(310_000);
    expect(options.filter((amount) => amount >= 110_000)).toHaveLength(21);
  });

  it('between the caps the 5,000 steps end at the home value + 5,000 and the 10,000 steps start at 110,000', () => {
    expect(cashOutOptions(100_000).slice(-4)).toEqual([95_000, 100_000, 105_000, 110_000]);
    expect(cashOutOptions(95_000).at(-1)).toBe(100_000);
  });

  it('falls back to the default home value when the value is missing or not a number', () => {
    expect(cashOutOptions(Number.NaN)).toEqual(cashOutOptions(150_000));
    expect(cashOutOptions(0)).toEqual(cashOutOptions(150_000));
  });
});

describe('other option lists', () => {
  it('runs $0–$10,000 by $500', () => {
    expect(MONTHLY_DEBT_OPTIONS).toHaveLength(21);
    expect(MONTHLY_DEBT_OPTIONS.slice(0, 3)).toEqual([0, 500, 1_000]);
    expect(MONTHLY_DEBT_OPTIONS.at(-1)).toBe(10_000);
  });

  it('runs $0–$1,000 by $100', () => {
    expect(SMALL_MONTHLY_AMOUNT_OPTIONS).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1_000]);
  });

  it('offers monthly debt by $100 up to $1,000, then by $500 up to $10,000 (§9.10, §9.11)', () => {
    expect(MONTHLY_DEBT_CHOICES.slice(0, 12)).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1_000, 1_500]);
    expect(MONTHLY_DEBT_CHOICES).toHaveLength(11 + 18);
    expect(MONTHLY_DEBT_CHOICES.at(-1)).toBe(10_000);
    expect(new Set(MONTHLY_DEBT_CHOICES).size).toBe(MONTHLY_DEBT_CHOICES.length);
  });

  it('has the 14 credit bands with the spec labels, best first', () => {
    expect(CREDIT_SCORE_OPTIONS).toHaveLength(14);
    expect(CREDIT_SCORE_OPTIONS[0]).toEqual({ value: 'SCORE_800_PLUS', label: '800 and higher' });
    expect(CREDIT_SCORE_OPTIONS[1]?.label).toBe('780-799');
    expect(CREDIT_SCORE_OPTIONS[12]?.label).toBe('550-579');
    expect(CREDIT_SCORE_OPTIONS[13]).toEqual({ value: 'SCORE_549_DOWN', label: '549 and below' });
  });

  it('labels occupancy Primary, Secondary and Investment', () => {
    expect(OCCUPANCY_OPTIONS.map((option) => option.label)).toEqual(['Primary', 'Secondary', 'Investment']);
  });
});

describe('loan type sent', () => {
  it('is VA for veterans whatever the FHA flag says', () => {
    expect(loanTypeFor({ isVeteran: true, isFHA: false })).toBe('VA');
    expect(loanTypeFor({ isVeteran: true, isFHA: true })).toBe('VA');
  });

  it('is FHA when the flag is set, else CONVENTIONAL', () => {
    expect(loanTypeFor({ isVeteran: false, isFHA: true })).toBe('FHA');
    expect(loanTypeFor({ isVeteran: false, isFHA: false })).toBe('CONVENTIONAL');
  });
});

describe('mortgage type codes', () => {
  it('convert to an interest type plus a term', () => {
    expect(mortgageTypeParts('FIXED_30_YEARS')).toEqual({ interestType: 'FIXED', term: 30 });
    expect(mortgageTypeParts('ADJUSTABLE_7_YEARS')).toEqual({ interestType: 'ADJUSTABLE', term: 7 });
  });

  it('show an adjustable term of -1 as 30 years', () => {
    expect(termLabel(-1)).toBe('30 years');
    expect(termLabel(15)).toBe('15 years');
  });
});

describe('payment estimate', () => {
  it('at the spec rate of 0.0005 a year the payment retires the balance in exactly 360 months', () => {
    const payment = paymentEstimate(300_000, 'SCORE_760_779');
    expect(payment).toBe(839.62);
    let balance = 300_000;
    for (let month = 0; month < 360; month += 1) balance = balance * (1 + 0.0005 / 12) - payment;
    expect(Math.abs(balance)).toBeLessThan(5);
  });

  it('applies to the top 7 bands (680 and above, decision 0018) only and is -1 otherwise', () => {
    expect(qualifiesForPaymentEstimate('SCORE_800_PLUS')).toBe(true);
    expect(qualifiesForPaymentEstimate('SCORE_680_699')).toBe(true);
    expect(qualifiesForPaymentEstimate('SCORE_660_679')).toBe(false);
    expect(CREDIT_SCORE_OPTIONS.filter((band) => qualifiesForPaymentEstimate(band.value))).toHaveLength(7);
    expect(paymentEstimate(300_000, 'SCORE_660_679')).toBe(-1);
    expect(paymentEstimate(300_000, 'SCORE_549_DOWN')).toBe(-1);
  });

  it('takes another term when given one', () => {
    // 180 months at 0.05%: a little over principal / 180.
    const payment = paymentEstimate(180_000, 'SCORE_800_PLUS', 15);
    expect(payment).toBeGreaterThan(1_000);
    expect(payment).toBeLessThan(1_004);
  });
});

describe('program labels and offsets', () => {
  it('names fixed and adjustable programs', () => {
    expect(programLabel({ amortizationType: 'FIXED', numberOfPayments: 360 })).toBe('30-year fixed');
    expect(programLabel({ amortizationType: 'FIXED', numberOfPayments: 180 })).toBe('15-year fixed');
    expect(programLabel({ amortizationType: 'ADJUSTABLE', numberOfPayments: 360, fixedPaymentYears: 7 })).toBe('7-year adjustable');
  });

  it('finds the month points are earned back and the month a credit is used up', () => {
    // One point on $300,000 ($3,000) that lowers the payment by $45.50 is earned back in month 66.
    expect(monthsToOffset(3_000, -45.5)).toBe(66);
    // A $1,500 credit that raises the payment by $25 is used up after 60 months.
    expect(monthsToOffset(-1_500, 25)).toBe(60);
    expect(monthsToOffset(0, 10)).toBe(0);
    expect(monthsToOffset(3_000, 12)).toBeNull();
    expect(monthsToOffset(3_000, 0)).toBeNull();
  });
});
