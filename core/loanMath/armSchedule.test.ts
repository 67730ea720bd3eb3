import { describe, expect, it } from 'vitest';
import { amortizationSchedule } from './amortization.js';
import { apr } from './apr.js';
import { armRatePath, compositeArmSchedule } from './armSchedule.js';
import type { CompositeArmInput } from './armSchedule.js';

// 5/1 ARM on 200,000 over 30 years at a 5% note rate.
const fiveOne: CompositeArmInput = {
  principal: 200_000,
  initialRatePercent: 5,
  fixedMonths: 60,
  termMonths: 360,
  fullyIndexedRatePercent: 7,
  caps: { initial: 2, periodic: 2, lifetime: 5 },
};

/** Distinct rates in order, with the month each starts. */
function rateSteps(rates: number[]): Array<[month: number, rate: number]> {
  return rates.flatMap((rate, k) => (k === 0 || rate !== rates[k - 1] ? [[k + 1, rate] as [number, number]] : []));
}

describe('compositeArmSchedule, 5/1 ARM at 5% with a 7% fully indexed rate, caps 2/2/5', () => {
  const schedule = compositeArmSchedule(fiveOne);

  it('pays the published 5% payment, 1,073.64, for the 60 fixed months', () => {
    expect(schedule.rows.slice(0, 60).every((row) => row.payment === 1_073.64 && row.ratePercent === 5)).toBe(true);
  });

  it('jumps once, at month 61, to no more than 7%', () => {
    expect(rateSteps(schedule.rows.map((r) => r.ratePercent))).toEqual([
      [1, 5],
      [61, 7],
    ]);
  });

  it('re-amortizes the month-60 balance over the remaining 300 months at 7%', () => {
    // Hand-checked with the closed form: B60 = P(1+r)^60 − pmt((1+r)^60 − 1)/r at
    // r = 5%/12 gives 183,657.68; at 7% over 300 months that balance needs 1,298.05.
    const month60 = schedule.rows[59];
    const month61 = schedule.rows[60];
    expect(Math.abs((month60?.balance ?? 0) - 183_657.68)).toBeLessThan(0.25);
    expect(month61?.payment).toBe(1_298.05);
    // Later recasts at the same rate may move the payment by a cent of rounding, no more.
    for (const row of schedule.rows.slice(61, 359)) expect(Math.abs(row.payment - 1_298.05)).toBeLessThanOrEqual(0.01);
  });

  it('ends at zero and adds up', () => {
    expect(schedule.rows).toHaveLength(360);
    expect(schedule.rows.at(-1)?.balance).toBe(0);
    const principalCents = schedule.rows.reduce((t, r) => t + Math.round(r.principal * 100), 0);
    expect(principalCents).toBe(20_000_000);
    expect(Math.round(schedule.totalPaymentAmount * 100)).toBe(Math.round((schedule.totalInterestPaid + 200_000) * 100));
    expect(schedule.payments).toEqual(schedule.rows.map((r) => r.payment));
  });

  it('gives a composite APR above the note rate and below the fully indexed rate', () => {
    const composite = apr({ amountFinanced: 200_000, payments: schedule.payments });
    expect(composite).toBeGreaterThan(5);
    expect(composite).toBeLessThan(7);
  });
});

describe('armRatePath caps', () => {
  it('climbs by the periodic cap after the initial one', () => {
    const rates = armRatePath({ ...fiveOne, fullyIndexedRatePercent: 9, caps: { initial: 2, periodic: 1, lifetime: 5 } });
    expect(rateSteps(rates)).toEqual([
      [1, 5],
      [61, 7],
      [73, 8],
      [85, 9],
    ]);
  });

  it('stops at the lifetime cap over the note rate', () => {
    const rates = armRatePath({ ...fiveOne, fullyIndexedRatePercent: 12, caps: { initial: 2, periodic: 2, lifetime: 3 } });
    expect(rateSteps(rates)).toEqual([
      [1, 5],
      [61, 7],
      [73, 8],
    ]);
  });

  it('lets the initial cap bind even when it is larger than the periodic cap', () => {
    const rates = armRatePath({ ...fiveOne, fullyIndexedRatePercent: 12, caps: { initial: 5, periodic: 2, lifetime: 5 } });
    expect(rateSteps(rates)).toEqual([
      [1, 5],
      [61, 10],
    ]);
  });

  it('falls toward a lower fully indexed rate, capped the same way', () => {
    const rates = armRatePath({ ...fiveOne, fullyIndexedRatePercent: 3, caps: { initial: 1, periodic: 1, lifetime: 5 } });
    expect(rateSteps(rates)).toEqual([
      [1, 5],
      [61, 4],
      [73, 3],
    ]);
  });

  it('adjusts every 6 months for a 5/6 ARM', () => {
    const rates = armRatePath({
      ...fiveOne,
      fullyIndexedRatePercent: 9,
      caps: { initial: 2, periodic: 1, lifetime: 5 },
      adjustmentPeriodMonths: 6,
    });
    expect(rateSteps(rates)).toEqual([
      [1, 5],
      [61, 7],
      [67, 8],
      [73, 9],
    ]);
  });

  it('keeps decimal rates clean', () => {
    const rates = armRatePath({ ...fiveOne, initialRatePercent: 4.1, fullyIndexedRatePercent: 6.35 });
    expect(rates[60]).toBe(6.1);
    expect(rates[72]).toBe(6.35);
  });

  it('rejects malformed terms', () => {
    expect(() => armRatePath({ ...fiveOne, fixedMonths: 0 })).toThrow(RangeError);
    expect(() => armRatePath({ ...fiveOne, fixedMonths: 400 })).toThrow(RangeError);
    expect(() => armRatePath({ ...fiveOne, adjustmentPeriodMonths: 0 })).toThrow(RangeError);
    expect(() => armRatePath({ ...fiveOne, caps: { initial: -1, periodic: 2, lifetime: 5 } })).toThrow(RangeError);
  });
});

describe('compositeArmSchedule against a fixed-rate loan', () => {
  it('matches the fixed schedule when the fully indexed rate equals the note rate', () => {
    const arm = compositeArmSchedule({ ...fiveOne, fullyIndexedRatePercent: 5 });
    const fixed = amortizationSchedule(200_000, 5, 360);
    expect(arm.rows.map((r) => r.ratePercent).every((rate) => rate === 5)).toBe(true);
    // Yearly recasts at an unchanged rate can shift the payment by a cent; the cost barely moves.
    expect(Math.abs(arm.totalInterestPaid - fixed.totalInterestPaid)).toBeLessThan(5);
    const armApr = apr({ amountFinanced: 196_000, payments: arm.payments });
    const fixedApr = apr({ amountFinanced: 196_000, payments: fixed.rows.map((r) => r.payment) });
    expect(armApr).toBeCloseTo(fixedApr, 3);
  });
});
