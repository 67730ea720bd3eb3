/**
 * The same month-by-month amortization as runSchedule (integer cents, interest rounded each
 * month, the last payment absorbing the rounding), kept as yearly totals and runs of equal
 * payments instead of one object per month. Pricing hundreds of rate rows a request needs the
 * totals, the payment stream for the APR and the yearly view, never the 360 rows themselves.
 */
import type { PaymentStream } from './apr.js';
import { armRatePath, type CompositeArmInput } from './armSchedule.js';
import { centsToDollars, dollarsToCents as toCents } from '../money/cents.js';

export interface ScheduleYear {
  year: number;
  principalPaid: number;
  interestPaid: number;
  endingBalance: number;
  /** Mean of the balances owed at the start of each month of the year. */
  averageBalance: number;
  /** Months of the year with a payment (12, except perhaps the last year). */
  months: number;
}

export interface YearlySchedule {
  monthlyPayment: number;
  numberOfPayments: number;
  totalInterestPaid: number;
  totalPaymentAmount: number;
  /** Every payment in order, as runs of equal amounts. */
  paymentRuns: PaymentStream[];
  years: ScheduleYear[];
}

/** A fixed-rate loan. */
export function yearlyFixedSchedule(principal: number, annualRatePercent: number, termMonths: number): YearlySchedule {
  return runYearly(principal, termMonths, new Array<number>(termMonths).fill(annualRatePercent), null);
}

/** An ARM's composite schedule, recast at each adjustment exactly as compositeArmSchedule does. */
export function yearlyArmSchedule(input: CompositeArmInput): YearlySchedule {
  const rates = armRatePath(input);
  const period = input.adjustmentPeriodMonths ?? 12;
  const recast = new Array<boolean>(input.termMonths + 1).fill(false);
  for (let month = input.fixedMonths + 1; month <= input.termMonths; month += period) recast[month] = true;
  return runYearly(input.principal, input.termMonths, rates, recast);
}

/** The level payment in cents, as monthlyPayment() rounds it, without its argument checks. */
function paymentCents(balanceCents: number, ratePercent: number, months: number): number {
  const r = ratePercent / 1200;
  const dollars = r === 0 ? centsToDollars(balanceCents) / months : (centsToDollars(balanceCents) * r) / (1 - (1 + r) ** -months);
  return toCents(dollars);
}

function runYearly(principal: number, termMonths: number, rates: readonly number[], recast: readonly boolean[] | null): YearlySchedule {
  const runs: PaymentStream[] = [];
  const years: ScheduleYear[] = [];
  let balance = toCents(principal);
  let payment = 0;
  let totalInterest = 0;
  let totalPaid = 0;
  let yearPrincipal = 0;
  let yearInterest = 0;
  let yearBalanceSum = 0;
  let yearMonths = 0;
  let month = 1;
  let runCents = 0;
  let runCount = 0;

  for (; month <= termMonths && balance > 0; month++) {
    const rate = rates[month - 1] ?? 0;
    if (month === 1 || (recast !== null && recast[month])) payment = paymentCents(balance, rate, termMonths - month + 1);
    const interest = Math.round((balance * rate) / 1200);
    let paid = payment;
    let principalPaid = paid - interest;
    if (month === termMonths || principalPaid >= balance) {
      principalPaid = balance;
      paid = balance + interest;
    }
    yearBalanceSum += balance;
    balance -= principalPaid;
    totalInterest += interest;
    totalPaid += paid;
    yearPrincipal += principalPaid;
    yearInterest += interest;
    yearMonths++;
    if (paid === runCents) runCount++;
    else {
      if (runCount > 0) runs.push({ amount: centsToDollars(runCents), count: runCount });
      runCents = paid;
      runCount = 1;
    }
    if (yearMonths === 12 || month === termMonths || balance === 0) {
      years.push({
        year: years.length + 1,
        principalPaid: centsToDollars(yearPrincipal),
        interestPaid: centsToDollars(yearInterest),
        endingBalance: centsToDollars(balance),
        averageBalance: centsToDollars(yearBalanceSum / yearMonths),
        months: yearMonths,
      });
      yearPrincipal = 0;
      yearInterest = 0;
      yearBalanceSum = 0;
      yearMonths = 0;
    }
  }
  if (runCount > 0) runs.push({ amount: centsToDollars(runCents), count: runCount });
  return {
    monthlyPayment: runs[0]?.amount ?? 0,
    numberOfPayments: month - 1,
    totalInterestPaid: centsToDollars(totalInterest),
    totalPaymentAmount: centsToDollars(totalPaid),
    paymentRuns: runs,
    years,
  };
}
