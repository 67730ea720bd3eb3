/**
 * Composite payment schedule of an adjustable-rate mortgage, as Regulation Z discloses it
 * (12 CFR 1026.17(c)(1), commentary 10): the note rate for as long as it is charged, then
 * the fully indexed rate known at consummation (index + margin), reached only as fast as
 * the rate caps allow. The APR of a variable-rate loan is computed on this stream.
 */
import { monthlyPayment, runSchedule } from './amortization.js';
import type { ScheduleRow, ScheduleSummary } from './amortization.js';

export interface ArmCaps {
  /** Largest move at the first adjustment, in percentage points. */
  initial: number;
  /** Largest move at each later adjustment. */
  periodic: number;
  /** Largest rise over the note rate across the life of the loan. */
  lifetime: number;
}

export interface CompositeArmInput {
  principal: number;
  /** The note (start) rate charged during the fixed period. */
  initialRatePercent: number;
  /** Months at the note rate: 60 for a 5/1 ARM. */
  fixedMonths: number;
  termMonths: number;
  /** Index + margin at consummation; the composite schedule assumes the index holds still. */
  fullyIndexedRatePercent: number;
  caps: ArmCaps;
  /** Months between adjustments after the first; 12 for a 5/1, 6 for a 5/6. */
  adjustmentPeriodMonths?: number;
}

export interface ArmScheduleRow extends ScheduleRow {
  ratePercent: number;
}

export interface CompositeArmSchedule extends ScheduleSummary<ArmScheduleRow> {
  /** One payment per month, ready for apr(). */
  payments: number[];
}

/**
 * Month-by-month composite schedule. At every adjustment date the rate steps toward the
 * fully indexed rate (down as well as up), by at most the initial cap the first time and
 * the periodic cap after that, and never above note rate + lifetime cap. The payment is
 * re-amortized over the remaining term at each adjustment, as the note requires.
 */
export function compositeArmSchedule(input: CompositeArmInput): CompositeArmSchedule {
  const rates = armRatePath(input);
  const fixedMonths = input.fixedMonths;
  const period = input.adjustmentPeriodMonths ?? 12;
  const isAdjustment = (month: number) => month > fixedMonths && (month - fixedMonths - 1) % period === 0;

  const schedule = runSchedule<ArmScheduleRow>({
    principal: input.principal,
    termMonths: input.termMonths,
    ratePercentForMonth: (month) => rates[month - 1] ?? input.initialRatePercent,
    isRecastMonth: isAdjustment,
    paymentFor: (balance, remaining, ratePercent) => monthlyPayment(balance, ratePercent, remaining),
    makeRow: (row, ratePercent) => ({ ...row, ratePercent }),
  });
  return { ...schedule, payments: schedule.rows.map((row) => row.payment) };
}

/** The capped rate, in percent, for each month of the term (index 0 = month 1). */
export function armRatePath(input: CompositeArmInput): number[] {
  const { initialRatePercent: note, fixedMonths, termMonths, fullyIndexedRatePercent: target, caps } = input;
  const period = input.adjustmentPeriodMonths ?? 12;
  if (!(Number.isInteger(termMonths) && termMonths > 0)) throw new RangeError('termMonths must be a positive whole number');
  if (!(Number.isInteger(fixedMonths) && fixedMonths >= 1 && fixedMonths <= termMonths)) {
    throw new RangeError('fixedMonths must be a whole number between 1 and termMonths');
  }
  if (!(Number.isInteger(period) && period >= 1)) throw new RangeError('adjustmentPeriodMonths must be a positive whole number');
  if (![note, target].every((r) => Number.isFinite(r) && r >= 0)) throw new RangeError('rates must be non-negative');
  if (![caps.initial, caps.periodic, caps.lifetime].every((c) => Number.isFinite(c) && c >= 0)) {
    throw new RangeError('caps must be non-negative');
  }

  const ceiling = note + caps.lifetime;
  const rates: number[] = [];
  let rate = note;
  let adjustments = 0;
  for (let month = 1; month <= termMonths; month++) {
    if (month > fixedMonths && (month - fixedMonths - 1) % period === 0) {
      rate = adjustedArmRate(rate, target, adjustments === 0 ? caps.initial : caps.periodic, ceiling);
      adjustments++;
    }
    rates.push(rate);
  }
  return rates;
}

/**
 * One adjustment: a step toward the fully indexed rate of at most `cap`, never above `ceiling`
 * (note rate + lifetime cap) nor below zero.
 */
export function adjustedArmRate(rate: number, target: number, cap: number, ceiling: number): number {
  const stepped = Math.min(Math.max(target, rate - cap), rate + cap);
  // Kept to 6 decimals so that, say, 4.1 + 2 reads 6.1 and not 6.1000000000000005.
  return Math.max(0, Number(Math.min(stepped, ceiling).toFixed(6)));
}
