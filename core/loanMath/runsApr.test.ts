import { describe, expect, it } from 'vitest';
import { apr } from './apr.js';
import { compositeArmSchedule } from './armSchedule.js';
import { aprOfRuns } from './runsApr.js';

const twoDecimals = (percent: number) => Math.round(percent * 100) / 100;

// Regulation Z, Appendix J (c): the monthly examples with a regular first period, and their published APRs.
describe('aprOfRuns on the Appendix J monthly examples', () => {
  it('(c)(1)(i) 5,000; 24 × 230.00 → 9.69%', () => {
    expect(twoDecimals(aprOfRuns(5_000, [{ amount: 230, count: 24 }]))).toBe(9.69);
  });

  it('(c)(2)(i) 5,000; 250.00 then 23 × 230.00 → 10.08%', () => {
    expect(
      twoDecimals(
        aprOfRuns(5_000, [
          { amount: 250, count: 1 },
          { amount: 230, count: 23 },
        ]),
      ),
    ).toBe(10.08);
  });

  it('(c)(3)(i) 5,000; 23 × 230.00 then 280.00 → 10.50%', () => {
    expect(
      twoDecimals(
        aprOfRuns(5_000, [
          { amount: 230, count: 23 },
          { amount: 280, count: 1 },
        ]),
      ),
    ).toBe(10.5);
  });

  it('(c)(4)(i) 5,000; 250.00, 22 × 230.00, 280.00 → 10.90%', () => {
    const runs = [
      { amount: 250, count: 1 },
      { amount: 230, count: 22 },
      { amount: 280, count: 1 },
    ];
    expect(twoDecimals(aprOfRuns(5_000, runs))).toBe(10.9);
  });
});

describe('aprOfRuns on mortgages', () => {
  it('200,000 at 6% with 4,000 of prepaid finance charges is about 6.19%', () => {
    expect(twoDecimals(aprOfRuns(196_000, [{ amount: 1_199.1, count: 360 }]))).toBe(6.19);
  });

  it('agrees with the payment-by-payment solver on an ARM composite schedule', () => {
    const arm = compositeArmSchedule({
      principal: 300_000,
      initialRatePercent: 5.5,
      fixedMonths: 60,
      termMonths: 360,
      fullyIndexedRatePercent: 7.125,
      caps: { initial: 2, periodic: 1, lifetime: 5 },
      adjustmentPeriodMonths: 6,
    });
    const runs: Array<{ amount: number; count: number }> = [];
    for (const payment of arm.payments) {
      const last = runs.at(-1);
      if (last?.amount === payment) last.count++;
      else runs.push({ amount: payment, count: 1 });
    }
    expect(runs.length).toBeLessThan(80);
    expect(aprOfRuns(294_000, runs)).toBeCloseTo(apr({ amountFinanced: 294_000, payments: arm.payments }), 8);
  });

  it('equals the note rate when only the loan is financed', () => {
    expect(aprOfRuns(200_000, [{ amount: 1_199.1, count: 360 }])).toBeCloseTo(6, 3);
  });

  it('refuses impossible inputs', () => {
    expect(() => aprOfRuns(0, [{ amount: 100, count: 12 }])).toThrow(RangeError);
    expect(() => aprOfRuns(1_000, [{ amount: 100, count: 1.5 }])).toThrow(RangeError);
    expect(() => aprOfRuns(1_000, [])).toThrow(RangeError);
  });
});
