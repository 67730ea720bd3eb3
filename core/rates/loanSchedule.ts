import { FHA_LIFE_OF_LOAN_MI_LTV, FHA_SHORT_MI_YEARS } from './limits.js';
import { monthlyPayment, type PaymentStream, roundCents, yearlyArmSchedule, yearlyFixedSchedule, type YearlySchedule } from '#core/loanMath/index';
import type { PricingProgram } from './pricingSheet.js';

/** An ARM's fully indexed rate: index + margin, rounded to the nearest eighth as notes round it. */
export function fullyIndexedRate(program: PricingProgram): number | null {
  if (!program.arm) return null;
  return Math.round((program.arm.indexRate + program.arm.margin) * 8) / 8;
}

const shapeKeys = new WeakMap<PricingProgram, string>();

/** Programs with the same shape amortize alike: the key of a schedule, with amount and rate. */
export function shapeKey(program: PricingProgram): string {
  let key = shapeKeys.get(program);
  if (key === undefined) {
    const arm = program.arm;
    key = arm
      ? `${program.termYears}/${program.fixedYears}/${fullyIndexedRate(program)}/${arm.caps.initial}/${arm.caps.periodic}/${arm.caps.lifetime}/${arm.adjustmentMonths}`
      : `${program.termYears}`;
    shapeKeys.set(program, key);
  }
  return key;
}

/**
 * The payment schedule Regulation Z discloses: level payments for a fixed loan; for an ARM the
 * composite schedule (note rate for the fixed years, then the fully indexed rate within caps).
 * Lenders share the eighth-point rate grid, so one pricing run memoizes schedules by shape.
 */
export function createScheduleMemo(): (program: PricingProgram, noteAmount: number, ratePercent: number) => YearlySchedule {
  const memo = new Map<string, YearlySchedule>();
  return (program, noteAmount, ratePercent) => {
    const key = `${shapeKey(program)}|${noteAmount}|${ratePercent}`;
    let schedule = memo.get(key);
    if (!schedule) {
      const termMonths = program.termYears * 12;
      const target = fullyIndexedRate(program);
      schedule =
        program.arm && target !== null
          ? yearlyArmSchedule({
              principal: noteAmount,
              initialRatePercent: ratePercent,
              fixedMonths: program.fixedYears * 12,
              termMonths,
              fullyIndexedRatePercent: target,
              caps: program.arm.caps,
              adjustmentPeriodMonths: program.arm.adjustmentMonths,
            })
          : yearlyFixedSchedule(noteAmount, ratePercent, termMonths);
      memo.set(key, schedule);
    }
    return schedule;
  };
}

/**
 * The payments the APR is solved on: principal and interest, plus FHA annual mortgage insurance
 * where the program charges it (the annual rate on the year's average balance, a twelfth a
 * month, for the life of the loan above 90% LTV, else for 11 years).
 */
export function aprPaymentRuns(program: PricingProgram, schedule: YearlySchedule, ltv: number): PaymentStream[] {
  const rate = program.annualMiPercent;
  if (rate <= 0) return schedule.paymentRuns;
  const insuredMonths = ltv > FHA_LIFE_OF_LOAN_MI_LTV ? schedule.numberOfPayments : FHA_SHORT_MI_YEARS * 12;
  const premiums: number[] = [];
  for (const year of schedule.years) {
    const premium = roundCents((year.averageBalance * rate) / 100 / 12);
    for (let m = 0; m < year.months; m++) premiums.push(premiums.length < insuredMonths ? premium : 0);
  }
  const runs: PaymentStream[] = [];
  let month = 0;
  for (const run of schedule.paymentRuns) {
    for (let k = 0; k < run.count; k++) {
      const amount = roundCents(run.amount + (premiums[month++] ?? 0));
      const last = runs[runs.length - 1];
      if (last && last.amount === amount) last.count++;
      else runs.push({ amount, count: 1 });
    }
  }
  return runs;
}

/**
 * Level payments by amount, term and rate, computed once per pricing run. Keyed by numbers:
 * rates carry at most four decimals and terms are whole months, so term · 10⁶ + rate · 10⁴ is exact.
 */
export function createPaymentMemo(): (noteAmount: number, termMonths: number, ratePercent: number) => number {
  const byAmount = new Map<number, Map<number, number>>();
  return (noteAmount, termMonths, ratePercent) => {
    let memo = byAmount.get(noteAmount);
    if (!memo) {
      memo = new Map();
      byAmount.set(noteAmount, memo);
    }
    const key = termMonths * 1_000_000 + Math.round(ratePercent * 10_000);
    let payment = memo.get(key);
    if (payment === undefined) {
      payment = monthlyPayment(noteAmount, ratePercent, termMonths);
      memo.set(key, payment);
    }
    return payment;
  };
}
