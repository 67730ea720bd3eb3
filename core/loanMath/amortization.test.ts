import { describe, expect, it } from 'vitest';
import { amortizationSchedule, monthlyPayment } from './amortization.js';

// Expected payments are the published 30-year figures found in any amortization table,
// not values produced by this code.
describe('monthlyPayment', () => {
  it.each([
    [200_000, 6, 360, 1_199.1],
    [162_000, 3.875, 360, 761.78],
    [100_000, 5, 360, 536.82],
    [300_000, 7, 360, 1_995.91],
    [200_000, 5, 360, 1_073.64],
  ])('%d at %d%% over %d months pays %d', (principal, rate, term, expected) => {
    expect(monthlyPayment(principal, rate, term)).toBe(expected);
  });

  it('divides the principal evenly at a zero rate', () => {
    expect(monthlyPayment(12_000, 0, 12)).toBe(1_000);
    expect(monthlyPayment(100, 0, 3)).toBe(33.33);
  });

  it('rejects impossible loans', () => {
    expect(() => monthlyPayment(-1, 6, 360)).toThrow(RangeError);
    expect(() => monthlyPayment(1_000, -1, 360)).toThrow(RangeError);
    expect(() => monthlyPayment(1_000, 6, 0)).toThrow(RangeError);
    expect(() => monthlyPayment(1_000, 6, 12.5)).toThrow(RangeError);
    expect(() => monthlyPayment(Number.NaN, 6, 360)).toThrow(RangeError);
  });
});

describe('amortizationSchedule', () => {
  const schedule = amortizationSchedule(200_000, 6, 360);
  const cents = (values: number[]) => values.reduce((total, v) => total + Math.round(v * 100), 0);

  it('runs the full term and ends at exactly zero', () => {
    expect(schedule.rows).toHaveLength(360);
    expect(schedule.rows.at(-1)?.balance).toBe(0);
    expect(schedule.monthlyPayment).toBe(1_199.1);
  });

  it('bills half a percent of the balance as the first months interest', () => {
    // Hand-checked: 200,000 × 0.5% = 1,000.00; 199,800.90 × 0.5% = 999.0045 → 999.00.
    expect(schedule.rows[0]).toEqual({ month: 1, payment: 1_199.1, principal: 199.1, interest: 1_000, balance: 199_800.9 });
    expect(schedule.rows[1]).toEqual({ month: 2, payment: 1_199.1, principal: 200.1, interest: 999, balance: 199_600.8 });
  });

  it('pays the level payment every month but the last, which absorbs the rounding', () => {
    expect(schedule.rows.slice(0, 359).every((row) => row.payment === 1_199.1)).toBe(true);
    expect(Math.abs((schedule.rows.at(-1)?.payment ?? 0) - 1_199.1)).toBeLessThan(5);
  });

  it('adds up: principal repaid is the loan, and payments are principal plus interest', () => {
    expect(cents(schedule.rows.map((r) => r.principal))).toBe(20_000_000);
    expect(cents(schedule.rows.map((r) => r.interest))).toBe(Math.round(schedule.totalInterestPaid * 100));
    expect(cents(schedule.rows.map((r) => r.payment))).toBe(Math.round(schedule.totalPaymentAmount * 100));
    expect(Math.round(schedule.totalPaymentAmount * 100)).toBe(Math.round((schedule.totalInterestPaid + 200_000) * 100));
    for (const row of schedule.rows) {
      expect(Math.round(row.payment * 100)).toBe(Math.round(row.principal * 100) + Math.round(row.interest * 100));
    }
  });

  it('totals about 231,676 of interest, the published figure for 200,000 at 6% over 30 years', () => {
    // Published: 1,199.10 × 360 − 200,000 = 231,676. Rounding interest to cents each month
    // moves the total by a dollar or so, never more.
    expect(Math.abs(schedule.totalInterestPaid - 231_676)).toBeLessThan(2);
  });

  it('amortizes a zero-rate loan with no interest', () => {
    const flat = amortizationSchedule(100, 0, 3);
    expect(flat.rows.map((r) => r.payment)).toEqual([33.33, 33.33, 33.34]);
    expect(flat.totalInterestPaid).toBe(0);
    expect(flat.totalPaymentAmount).toBe(100);
  });

  it('stops early when a larger payment clears the loan', () => {
    const fast = amortizationSchedule(200_000, 6, 360, { payment: 2_000 });
    expect(fast.rows.length).toBeLessThan(360);
    expect(fast.rows.at(-1)?.balance).toBe(0);
    expect(fast.rows.at(-1)?.payment).toBeLessThanOrEqual(2_000);
    expect(fast.totalInterestPaid).toBeLessThan(schedule.totalInterestPaid);
  });

  it('returns an empty schedule for a zero principal', () => {
    expect(amortizationSchedule(0, 6, 360)).toEqual({ rows: [], monthlyPayment: 0, totalInterestPaid: 0, totalPaymentAmount: 0 });
  });

  it('rejects a non-positive payment override', () => {
    expect(() => amortizationSchedule(1_000, 6, 12, { payment: 0 })).toThrow(RangeError);
  });
});
