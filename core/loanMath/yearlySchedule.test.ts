import { describe, expect, it } from 'vitest';
import { amortizationSchedule } from './amortization.js';
import { compositeArmSchedule } from './armSchedule.js';
import { yearlyArmSchedule, yearlyFixedSchedule } from './yearlySchedule.js';

describe('yearlyFixedSchedule', () => {
  const yearly = yearlyFixedSchedule(200_000, 6, 360);

  it('pays the published 1,199.10 a month on 200,000 at 6% over 30 years, about 231,676 of interest', () => {
    expect(yearly.monthlyPayment).toBe(1_199.1);
    expect(yearly.numberOfPayments).toBe(360);
    expect(Math.abs(yearly.totalInterestPaid - 231_676)).toBeLessThan(2);
  });

  it('bills 11,933.61 of interest in the first year, as an amortization table does', () => {
    // Month 1: 1,000.00; month 2: 999.00; ... the published first-year interest of this loan is 11,933.61.
    expect(yearly.years[0]?.interestPaid).toBeCloseTo(11_933.61, 0);
    expect(yearly.years[0]?.endingBalance).toBeCloseTo(197_544.41, 0);
  });

  it('keeps the payments as two runs: the level payment and the final adjusted one', () => {
    expect(yearly.paymentRuns).toHaveLength(2);
    expect(yearly.paymentRuns[0]).toEqual({ amount: 1_199.1, count: 359 });
  });

  it('matches the month-by-month schedule to the cent, year by year', () => {
    const rows = amortizationSchedule(200_000, 6, 360).rows;
    expect(yearly.totalPaymentAmount).toBe(amortizationSchedule(200_000, 6, 360).totalPaymentAmount);
    yearly.years.forEach((year, index) => {
      const months = rows.slice(index * 12, index * 12 + 12);
      expect(Math.round(year.interestPaid * 100)).toBe(months.reduce((sum, r) => sum + Math.round(r.interest * 100), 0));
      expect(year.endingBalance).toBe(months.at(-1)?.balance);
    });
    expect(yearly.years.at(-1)?.endingBalance).toBe(0);
  });
});

describe('yearlyArmSchedule', () => {
  it('matches the composite ARM schedule: same payments, same totals', () => {
    const input = {
      principal: 250_000,
      initialRatePercent: 5.75,
      fixedMonths: 84,
      termMonths: 360,
      fullyIndexedRatePercent: 6.875,
      caps: { initial: 5, periodic: 1, lifetime: 5 },
      adjustmentPeriodMonths: 6,
    };
    const yearly = yearlyArmSchedule(input);
    const composite = compositeArmSchedule(input);
    const expanded = yearly.paymentRuns.flatMap((run) => new Array<number>(run.count).fill(run.amount));
    expect(expanded).toEqual(composite.payments);
    expect(yearly.totalInterestPaid).toBe(composite.totalInterestPaid);
    expect(yearly.years).toHaveLength(30);
  });
});
