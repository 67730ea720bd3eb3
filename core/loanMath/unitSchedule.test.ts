import { describe, expect, it } from 'vitest';
import { armRatePath } from './armSchedule.js';
import { unitInterest, unitSchedule } from './unitSchedule.js';
import { yearlyArmSchedule, yearlyFixedSchedule } from './yearlySchedule.js';

describe('unitSchedule', () => {
  it('gives the level payment of one dollar: $200,000 at 6% over 30 years pays $1,199.10 a month', () => {
    const schedule = unitSchedule(360, 6, null);
    expect(schedule.segments).toHaveLength(1);
    expect(Math.round(schedule.segments[0]!.payment * 200_000 * 100) / 100).toBe(1199.1);
    // Over the whole term everything paid beyond the dollar borrowed is interest.
    expect(unitInterest(schedule, 360)).toBeCloseTo(360 * schedule.segments[0]!.payment - 1, 12);
  });

  it('follows the capped ARM rate path month by month, one segment per rate', () => {
    const shapes = [
      { fixedMonths: 60, target: 6.875, caps: { initial: 2, periodic: 1, lifetime: 5 }, period: 6 },
      { fixedMonths: 84, target: 3.5, caps: { initial: 5, periodic: 1, lifetime: 5 }, period: 12 },
      { fixedMonths: 36, target: 9, caps: { initial: 0, periodic: 0.5, lifetime: 2 }, period: 6 },
      { fixedMonths: 120, target: 6, caps: { initial: 2, periodic: 2, lifetime: 6 }, period: 12 },
      { fixedMonths: 360, target: 8, caps: { initial: 2, periodic: 2, lifetime: 6 }, period: 12 },
    ];
    for (const shape of shapes) {
      for (const note of [0, 3.25, 5.125, 6.875, 8.5]) {
        const input = {
          principal: 1,
          initialRatePercent: note,
          fixedMonths: shape.fixedMonths,
          termMonths: 360,
          fullyIndexedRatePercent: shape.target,
          caps: shape.caps,
          adjustmentPeriodMonths: shape.period,
        };
        const segments = unitSchedule(360, note, { ...shape, fullyIndexedRatePercent: shape.target, adjustmentPeriodMonths: shape.period }).segments;
        const monthly = segments.flatMap((s) => new Array<number>(s.count).fill(s.rate * 1200));
        expect(monthly.map((r) => r.toFixed(6))).toEqual(armRatePath(input).map((r) => r.toFixed(6)));
        for (let k = 1; k < segments.length; k++) expect(segments[k]!.rate).not.toBe(segments[k - 1]!.rate);
      }
    }
  });

  it('matches the cent schedule of a $347,250 5/6 ARM to within cents a month, and its interest to within a dollar', () => {
    const arm = { fixedMonths: 60, fullyIndexedRatePercent: 6.875, caps: { initial: 2, periodic: 1, lifetime: 5 }, adjustmentPeriodMonths: 6 };
    const unit = unitSchedule(360, 5.25, arm);
    const cents = yearlyArmSchedule({ principal: 347_250, initialRatePercent: 5.25, termMonths: 360, ...arm });
    const unitPayments = unit.segments.flatMap((s) => new Array<number>(s.count).fill(s.payment * 347_250));
    const centPayments = cents.paymentRuns.flatMap((r) => new Array<number>(r.count).fill(r.amount));
    expect(unitPayments).toHaveLength(360);
    for (let m = 0; m < 359; m++) expect(Math.abs((unitPayments[m] as number) - (centPayments[m] as number))).toBeLessThan(0.05);
    const tenYears = cents.years.slice(0, 10).reduce((total, year) => total + year.interestPaid, 0);
    expect(Math.abs(unitInterest(unit, 120) * 347_250 - tenYears)).toBeLessThan(1);
  });

  it('matches the cent schedule of a fixed loan: the first year of $200,000 at 6% is within a cent of the billed interest', () => {
    const cents = yearlyFixedSchedule(200_000, 6, 360);
    expect(Math.abs(unitInterest(unitSchedule(360, 6, null), 12) * 200_000 - cents.years[0]!.interestPaid)).toBeLessThan(0.06);
  });
});
