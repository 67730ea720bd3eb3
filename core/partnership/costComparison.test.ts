import { describe, expect, it } from 'vitest';
import { costComparison, valueAt } from './costComparison.js';

// KEEP with $100,000 on an $800,000 home: DP 12.5%, fee $416.67 a month, no scheduled buy-back.
// The refinance: $500,000 at 7% for 30 years against a current $400,000 at 3% over 30 years.
// Expected figures were worked out independently (a month-by-month schedule with interest
// rounded half up to the cent, and an IRR found by bisection).
const comparison = costComparison({
  homeValueCents: 800_000_00,
  mortgageBalanceCents: 400_000_00,
  cashCents: 100_000_00,
  currentMortgage: { ratePercent: 3, remainingTermMonths: 360 },
  refinance: { ratePercent: 7, termMonths: 360, pointsPercent: 0, feesCents: 0 },
});
const cell = (valueChange: number, years: number) => comparison.partnership.find((c) => c.valueChange === valueChange && c.years === years)!;

describe('the partnership’s cost', () => {
  it('covers −20% to +50% over 1 to 10 years', () => {
    expect(comparison.partnership).toHaveLength(8 * 10);
  });

  it('flat value, one year: twelve fees of $416.67 and the $100,000 share back, so $5,000.04', () => {
    expect(cell(0, 1)).toMatchObject({ endValueCents: 800_000_00, paymentsCents: 5_000_04, settlementCents: 100_000_00, totalCostCents: 5_000_04 });
    expect(cell(0, 1).aprEquivalentPercent).toBeCloseTo(5.00004, 4);
  });

  it('+50% over ten years: 120 fees ($50,000.40) and 12.5% of $1,200,000, so $100,000.40 and 8.24% a year', () => {
    expect(cell(0.5, 10)).toMatchObject({ endValueCents: 1_200_000_00, paymentsCents: 50_000_40, settlementCents: 150_000_00, totalCostCents: 100_000_40 });
    expect(cell(0.5, 10).aprEquivalentPercent).toBeCloseTo(8.23662, 4);
  });

  it('−20% over five years: the share is worth $80,000, so the cost is $5,000.20 and 1.11% a year', () => {
    expect(cell(-0.2, 5)).toMatchObject({ settlementCents: 80_000_00, totalCostCents: 25_000_20 - 20_000_00 });
    expect(cell(-0.2, 5).aprEquivalentPercent).toBeCloseTo(1.10797, 4);
  });

  it('the value path ends exactly at the changed value', () => {
    expect(valueAt(800_000_00, 0.5, 120, 120)).toBe(1_200_000_00);
    expect(valueAt(800_000_00, 0.21, 6, 12)).toBe(880_000_00);
  });
});

describe('the cash-out refinance’s cost', () => {
  it('prices $500,000 at 7% against keeping $400,000 at 3%', () => {
    expect(comparison.refinanceLoanCents).toBe(500_000_00);
    expect(comparison.refinanceMonthlyPaymentCents).toBe(3_326_51);
    expect(comparison.currentMonthlyPaymentCents).toBe(1_686_42);
    const byYears = Object.fromEntries(comparison.refinance.map((r) => [r.years, r.totalCostCents]));
    expect(byYears[1]).toBe(22_953_31);
    expect(byYears[5]).toBe(113_438_37);
    expect(byYears[10]).toBe(221_794_55);
  });

  it('adds points and fees paid at closing', () => {
    const withCosts = costComparison({
      homeValueCents: 800_000_00,
      mortgageBalanceCents: 400_000_00,
      cashCents: 100_000_00,
      currentMortgage: { ratePercent: 3, remainingTermMonths: 360 },
      refinance: { ratePercent: 7, termMonths: 360, pointsPercent: 1, feesCents: 3_000_00 },
      horizonYears: [1],
      valueChanges: [0],
    });
    expect(withCosts.refinance[0]!.totalCostCents).toBe(22_953_31 + 5_000_00 + 3_000_00);
  });

  it('with no mortgage the refinance is a new $100,000 loan', () => {
    const free = costComparison({
      homeValueCents: 800_000_00,
      mortgageBalanceCents: 0,
      cashCents: 100_000_00,
      refinance: { ratePercent: 6, termMonths: 360, pointsPercent: 0, feesCents: 0 },
      horizonYears: [30],
      valueChanges: [0],
    });
    // 359 payments of $599.55 and a last one of $600.00 after cent rounding, less the $100,000 received
    expect(free.refinanceMonthlyPaymentCents).toBe(599_55);
    expect(free.refinance[0]!.totalCostCents).toBe(115_838_45);
  });
});
