import { describe, expect, it } from 'vitest';
import { addMonths, isDue, monthOf, nextPaymentDate, paymentDayOf } from './schedule.js';

describe('payment schedule', () => {
  it('falls on the closing day, at most the 28th', () => {
    expect(paymentDayOf('2026-03-14')).toBe(14);
    expect(paymentDayOf('2026-01-31')).toBe(28);
  });

  it('starts the month after closing', () => {
    expect(nextPaymentDate(14, '2026-03-14', '2026-03-20')).toBe('2026-04-14');
    expect(nextPaymentDate(14, '2026-03-14', '2026-04-14')).toBe('2026-04-14');
    expect(nextPaymentDate(14, '2026-03-14', '2026-04-15')).toBe('2026-05-14');
    expect(nextPaymentDate(28, '2025-11-30', '2026-12-29')).toBe('2027-01-28');
  });

  it('is due from its day in each month after closing', () => {
    expect(isDue(14, '2026-03-14', '2026-03-20')).toBe(false);
    expect(isDue(14, '2026-03-14', '2026-04-13')).toBe(false);
    expect(isDue(14, '2026-03-14', '2026-04-14')).toBe(true);
    expect(monthOf('2026-04-14')).toBe('2026-04');
    expect(addMonths('2026-12-05', 1)).toBe('2027-01-05');
  });
});
