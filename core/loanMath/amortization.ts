/**
 * Level-payment amortization of a fixed-rate loan, in whole cents.
 */
import { centsToDollars, dollarsToCents as toCents, roundCents } from '../money/cents.js';

export interface ScheduleRow {
  /** 1-based payment number. */
  month: number;
  payment: number;
  principal: number;
  interest: number;
  /** Balance left after this payment. */
  balance: number;
}

export interface ScheduleSummary<Row extends ScheduleRow = ScheduleRow> {
  rows: Row[];
  /** The scheduled payment of the first month (the final one may differ by cents). */
  monthlyPayment: number;
  totalInterestPaid: number;
  /** Sum of every payment in the schedule, final adjusted payment included. */
  totalPaymentAmount: number;
}

export interface AmortizationOptions {
  /** Bill this payment instead of the computed one, e.g. a payment already disclosed. */
  payment?: number;
}

/**
 * The level monthly payment P·r / (1 − (1 + r)^−n) with r = annual / 12 / 100, rounded to
 * cents. A zero rate has no interest to spread, so the principal is simply divided.
 */
export function monthlyPayment(principal: number, annualRatePercent: number, termMonths: number): number {
  assertLoan(principal, annualRatePercent, termMonths);
  const r = annualRatePercent / 12 / 100;
  if (r === 0) return roundCents(principal / termMonths);
  return roundCents((principal * r) / (1 - (1 + r) ** -termMonths));
}

/**
 * Month-by-month schedule. Interest is rounded to cents each month, as a servicer bills
 * it, so the cent-rounded payment leaves a few cents over or short at the end: the last
 * payment absorbs them so the balance ends at exactly zero.
 */
export function amortizationSchedule(principal: number, annualRatePercent: number, termMonths: number, options: AmortizationOptions = {}): ScheduleSummary {
  assertLoan(principal, annualRatePercent, termMonths);
  const fixedPayment = options.payment;
  if (fixedPayment !== undefined && !(Number.isFinite(fixedPayment) && fixedPayment > 0)) {
    throw new RangeError('payment must be a positive amount');
  }
  return runSchedule({
    principal,
    termMonths,
    ratePercentForMonth: () => annualRatePercent,
    isRecastMonth: (month) => month === 1,
    paymentFor: (balance, remaining) => fixedPayment ?? monthlyPayment(balance, annualRatePercent, remaining),
    makeRow: (row) => row,
  });
}

/** Inputs of the shared schedule engine, also used by the ARM schedule. */
export interface ScheduleEngineInput<Row extends ScheduleRow> {
  principal: number;
  termMonths: number;
  ratePercentForMonth: (month: number) => number;
  /** Months at which the payment is recomputed (month 1 always is). */
  isRecastMonth: (month: number) => boolean;
  /** Payment for a balance re-amortized over the remaining months, in dollars. */
  paymentFor: (balance: number, remainingMonths: number, ratePercent: number) => number;
  makeRow: (row: ScheduleRow, ratePercent: number) => Row;
}

/**
 * Runs a schedule in integer cents so that thousands of rows add up without drift.
 * Stops early if a payment clears the balance before the term ends.
 */
export function runSchedule<Row extends ScheduleRow>(input: ScheduleEngineInput<Row>): ScheduleSummary<Row> {
  const rows: Row[] = [];
  let balance = toCents(input.principal);
  let payment = 0;
  let totalInterest = 0;
  let totalPaid = 0;

  for (let month = 1; month <= input.termMonths && balance > 0; month++) {
    const ratePercent = input.ratePercentForMonth(month);
    const remaining = input.termMonths - month + 1;
    if (month === 1 || input.isRecastMonth(month)) {
      payment = toCents(input.paymentFor(centsToDollars(balance), remaining, ratePercent));
    }
    const interest = Math.round((balance * ratePercent) / 1200);
    let paid = payment;
    let principalPaid = paid - interest;
    if (month === input.termMonths || principalPaid >= balance) {
      // Final payment: whatever is owed, so the schedule closes at exactly zero.
      principalPaid = balance;
      paid = balance + interest;
    }
    balance -= principalPaid;
    totalInterest += interest;
    totalPaid += paid;
    rows.push(
      input.makeRow(
        {
          month,
          payment: centsToDollars(paid),
          principal: centsToDollars(principalPaid),
          interest: centsToDollars(interest),
          balance: centsToDollars(balance),
        },
        ratePercent,
      ),
    );
  }

  return {
    rows,
    monthlyPayment: rows[0]?.payment ?? 0,
    totalInterestPaid: centsToDollars(totalInterest),
    totalPaymentAmount: centsToDollars(totalPaid),
  };
}

function assertLoan(principal: number, annualRatePercent: number, termMonths: number): void {
  if (!(Number.isFinite(principal) && principal >= 0)) throw new RangeError('principal must be a non-negative amount');
  if (!(Number.isFinite(annualRatePercent) && annualRatePercent >= 0)) {
    throw new RangeError('annualRatePercent must be a non-negative rate');
  }
  if (!(Number.isInteger(termMonths) && termMonths > 0)) throw new RangeError('termMonths must be a positive whole number');
}
