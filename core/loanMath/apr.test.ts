import { describe, expect, it } from 'vitest';
import { apr, flattenPayments, generalEquationApr } from './apr.js';

const twoDecimals = (percent: number) => Math.round(percent * 100) / 100;

/**
 * Regulation Z, Appendix J to part 1026, paragraph (c): the published examples, with
 * their published APRs. Dates are 1978, as in the appendix. Odd days are counted back
 * from the first payment: whole unit-periods, then leftover days over 30 per month, 15
 * per semimonth or 7 per week.
 */
describe('Appendix J (c) examples', () => {
  describe('(c)(1) single advance, odd first period, otherwise regular', () => {
    it('(i) monthly, regular first period: 5,000; 24 × 230.00; Jan 10 → Feb 10 → 9.69%', () => {
      expect(twoDecimals(apr({ amountFinanced: 5_000, payments: [{ amount: 230, count: 24 }] }))).toBe(9.69);
    });

    it('(ii) monthly, long first period: 6,000; 36 × 200.00; Feb 10 → Apr 1 (1 month 19 days) → 11.82%', () => {
      const result = apr({ amountFinanced: 6_000, payments: [{ amount: 200, count: 36 }] }, { firstPayment: { unitPeriods: 1, fraction: 19 / 30 } });
      expect(twoDecimals(result)).toBe(11.82);
    });

    it('(iii) semimonthly, short first period: 5,000; 24 × 219.17; Feb 23 → Mar 1 (6 days) → 10.34%', () => {
      const result = apr(
        { amountFinanced: 5_000, payments: [{ amount: 219.17, count: 24 }] },
        { unitPeriodsPerYear: 24, firstPayment: { unitPeriods: 0, fraction: 6 / 15 } },
      );
      expect(twoDecimals(result)).toBe(10.34);
    });

    it('(iv) quarterly, long first period: 10,000; 40 × 385.00; May 23 → Oct 1 (1 quarter 1 month 9 days) → 8.97%', () => {
      const result = apr(
        { amountFinanced: 10_000, payments: [{ amount: 385, count: 40 }] },
        { unitPeriodsPerYear: 4, firstPayment: { unitPeriods: 1, fraction: 39 / 90 } },
      );
      expect(twoDecimals(result)).toBe(8.97);
    });

    it('(v) weekly, long first period: 500; 30 × 17.60; Mar 20 → Apr 21 (4 weeks 4 days) → 14.96%', () => {
      const result = apr(
        { amountFinanced: 500, payments: [{ amount: 17.6, count: 30 }] },
        { unitPeriodsPerYear: 52, firstPayment: { unitPeriods: 4, fraction: 4 / 7 } },
      );
      expect(twoDecimals(result)).toBe(14.96);
    });
  });

  describe('(c)(2) odd first payment', () => {
    it('(i) monthly: 5,000; 250.00 then 23 × 230.00; Jan 10 → Feb 10 → 10.08%', () => {
      const result = apr({
        amountFinanced: 5_000,
        payments: [
          { amount: 250, count: 1 },
          { amount: 230, count: 23 },
        ],
      });
      expect(twoDecimals(result)).toBe(10.08);
    });

    it('(ii) every 4 weeks, long first period: 400; 39.50 then 11 × 38.31; Mar 18 → Apr 20 (33 days) → 28.50%', () => {
      const result = apr(
        {
          amountFinanced: 400,
          payments: [
            { amount: 39.5, count: 1 },
            { amount: 38.31, count: 11 },
          ],
        },
        { unitPeriodsPerYear: 13, firstPayment: { unitPeriods: 1, fraction: 5 / 28 } },
      );
      expect(twoDecimals(result)).toBe(28.5);
    });
  });

  describe('(c)(3) odd final payment', () => {
    it('(i) monthly: 5,000; 23 × 230.00 then 280.00; Jan 10 → Feb 10 → 10.50%', () => {
      const result = apr({
        amountFinanced: 5_000,
        payments: [
          { amount: 230, count: 23 },
          { amount: 280, count: 1 },
        ],
      });
      expect(twoDecimals(result)).toBe(10.5);
    });

    it('(ii) every 2 weeks, short first period: 200; 19 × 9.50 then 30.00; Apr 3 → Apr 11 (8 days) → 12.22%', () => {
      const result = apr(
        {
          amountFinanced: 200,
          payments: [
            { amount: 9.5, count: 19 },
            { amount: 30, count: 1 },
          ],
        },
        { unitPeriodsPerYear: 26, firstPayment: { unitPeriods: 0, fraction: 8 / 14 } },
      );
      expect(twoDecimals(result)).toBe(12.22);
    });
  });

  describe('(c)(4) odd first and final payments', () => {
    it('(i) monthly: 5,000; 250.00, 22 × 230.00, 280.00; Jan 10 → Feb 10 → 10.90%', () => {
      const result = apr({
        amountFinanced: 5_000,
        payments: [
          { amount: 250, count: 1 },
          { amount: 230, count: 22 },
          { amount: 280, count: 1 },
        ],
      });
      expect(twoDecimals(result)).toBe(10.9);
    });

    it('(ii) every 2 months, short first period: 8,000; 449.36, 18 × 465.00, 200.00; Jan 10 → Mar 1 (1 month 22 days) → 7.30%', () => {
      const result = apr(
        {
          amountFinanced: 8_000,
          payments: [
            { amount: 449.36, count: 1 },
            { amount: 465, count: 18 },
            { amount: 200, count: 1 },
          ],
        },
        { unitPeriodsPerYear: 6, firstPayment: { unitPeriods: 0, fraction: 52 / 60 } },
      );
      expect(twoDecimals(result)).toBe(7.3);
    });
  });

  describe('(c)(5) single advance, single payment', () => {
    it('(i) 1,000 on Jan 3 repaid by 1,080 on Sep 15 (255 days; unit-period = the term) → 11.45%', () => {
      const result = apr({ amountFinanced: 1_000, payments: [1_080] }, { unitPeriodsPerYear: 365 / 255 });
      expect(twoDecimals(result)).toBe(11.45);
    });
  });
});

describe('apr on regular monthly loans', () => {
  it('10,000 repaid by 12 × 888.49 is 12.00%', () => {
    expect(twoDecimals(apr({ amountFinanced: 10_000, payments: [{ amount: 888.49, count: 12 }] }))).toBe(12);
  });

  it('200,000 at 6% with 4,000 of prepaid finance charges (196,000 financed, 360 × 1,199.10) is about 6.19%', () => {
    expect(twoDecimals(apr({ amountFinanced: 196_000, payments: [{ amount: 1_199.1, count: 360 }] }))).toBe(6.19);
  });

  it('equals the note rate when nothing but the loan is financed', () => {
    expect(apr({ amountFinanced: 200_000, payments: [{ amount: 1_199.1, count: 360 }] })).toBeCloseTo(6, 3);
  });

  it('accepts a flat list of monthly amounts the same as runs', () => {
    const flat = apr({ amountFinanced: 5_000, payments: Array.from({ length: 24 }, () => 230) });
    expect(flat).toBeCloseTo(apr({ amountFinanced: 5_000, payments: [{ amount: 230, count: 24 }] }), 10);
  });

  it('is zero when the payments only return the amount financed', () => {
    expect(apr({ amountFinanced: 1_200, payments: [{ amount: 100, count: 12 }] })).toBeCloseTo(0, 8);
  });

  it('solves high rates too', () => {
    // 100 repaid by one payment of 200 a month later: 100% a month, 1200% a year.
    expect(apr({ amountFinanced: 100, payments: [200] })).toBeCloseTo(1_200, 6);
  });

  it('rejects loans that cannot have an APR', () => {
    expect(() => apr({ amountFinanced: 0, payments: [100] })).toThrow(RangeError);
    expect(() => apr({ amountFinanced: 100, payments: [] })).toThrow(RangeError);
    expect(() => apr({ amountFinanced: 100, payments: [100] }, { firstPayment: { unitPeriods: 1, fraction: 1.5 } })).toThrow(RangeError);
  });
});

describe('generalEquationApr', () => {
  it('handles advances in several installments (Appendix J (b)(8))', () => {
    // Two advances of 500 a month apart, repaid by 1,050 two months in. No published
    // figure here: check that the returned rate balances the equation.
    const input = {
      advances: [
        { amount: 500, unitPeriods: 0 },
        { amount: 500, unitPeriods: 1 },
      ],
      payments: [{ amount: 1_050, unitPeriods: 2 }],
      unitPeriodsPerYear: 12,
    };
    const i = generalEquationApr(input) / 1_200;
    expect(500 + 500 / (1 + i)).toBeCloseTo(1_050 / (1 + i) ** 2, 8);
  });

  it('matches apr() on a simple odd first period', () => {
    const viaApr = apr({ amountFinanced: 6_000, payments: [{ amount: 200, count: 36 }] }, { firstPayment: { unitPeriods: 1, fraction: 19 / 30 } });
    const viaGeneral = generalEquationApr({
      advances: [{ amount: 6_000, unitPeriods: 0 }],
      payments: Array.from({ length: 36 }, (_, k) => ({ amount: 200, unitPeriods: 1 + k, fraction: 19 / 30 })),
      unitPeriodsPerYear: 12,
    });
    expect(viaGeneral).toBe(viaApr);
  });
});

describe('flattenPayments', () => {
  it('expands runs in order', () => {
    expect(
      flattenPayments([
        { amount: 1, count: 2 },
        { amount: 3, count: 1 },
      ]),
    ).toEqual([1, 1, 3]);
    expect(flattenPayments([4, 5])).toEqual([4, 5]);
  });

  it('rejects fractional counts', () => {
    expect(() => flattenPayments([{ amount: 1, count: 1.5 }])).toThrow(RangeError);
  });
});
