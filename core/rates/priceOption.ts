import { aprOfRuns, roundCents, type YearlySchedule } from '#core/loanMath/index';
import type { AppliedAdjustments } from './adjustments.js';
import { type CostLine, inLoanEstimateOrder, pointsLine, prepaidInterestLine } from './closingCosts.js';
import { aprPaymentRuns } from './loanSchedule.js';
import { PREPAID_INTEREST_DAYS } from './limits.js';
import type { PricingProgram, QuotedRate } from './pricingSheet.js';
import { centsToDollars, dollarsToCents } from '../money/cents.js';

/** One program priced for one loan: what every rate row of it shares. */
export interface ProgramQuote {
  program: PricingProgram;
  baseLoanAmount: number;
  /** Base loan plus any financed upfront FHA premium or VA funding fee. */
  noteAmount: number;
  ltv: number;
  adjustments: AppliedAdjustments;
  /** Sheet fees and the financed upfront fee: everything but points and prepaid interest. */
  fixedCosts: CostLine[];
  fixedCostsCents: number;
  fixedFinanceChargesCents: number;
  /** Years over which LOWEST_INTEREST compares interest (the `term` filter). */
  horizonYears: number;
  schedule: (program: PricingProgram, noteAmount: number, ratePercent: number) => YearlySchedule;
  /** The level monthly payment of the note amount over a term at a rate (memoized per pricing run). */
  payment: (termMonths: number, ratePercent: number) => number;
}

/** What needs the whole payment schedule: computed on first use only. */
export interface OptionDetail {
  apr: number;
  numberOfPayments: number;
  totalInterestPaid: number;
  totalPaymentAmount: number;
  interestWithinHorizon: number;
  schedule: YearlySchedule;
}

/**
 * One rate row priced: rate and points after adjustments, closing costs and the payment. The
 * schedule, totals and APR follow on demand (detail) and the fee lines only for options shown,
 * since most rate rows are compared on points or payment alone. Money is summed in whole cents.
 * Prepaid finance charges are the finance-charge lines; a lender credit offsets them (never
 * below zero), so the amount financed is the note amount less what is prepaid.
 */
export class PricedOption {
  readonly sheetRate: number;
  readonly interestRate: number;
  readonly points: number;
  readonly effectivePoints: number;
  readonly costOfPoints: number;
  readonly prepaidInterest: number;
  readonly totalFees: number;
  /** The first scheduled payment: the level payment at the note rate over the whole term. */
  readonly monthlyPI: number;
  readonly prepaidFinanceCharges: number;

  constructor(
    readonly quote: ProgramQuote,
    row: QuotedRate,
  ) {
    const price = rowPrice(quote, row);
    this.sheetRate = row.rate;
    this.points = row.points;
    this.interestRate = price.interestRate;
    this.effectivePoints = price.effectivePoints;
    this.costOfPoints = centsToDollars(price.pointsCents);
    this.prepaidInterest = centsToDollars(price.prepaidCents);
    this.totalFees = centsToDollars(quote.fixedCostsCents + price.prepaidCents + price.pointsCents);
    this.prepaidFinanceCharges = centsToDollars(price.prepaidFinanceChargesCents);
    this.monthlyPI = quote.payment(quote.program.termYears * 12, this.interestRate);
  }

  #schedule: YearlySchedule | null = null;
  #apr: number | null = null;
  #interestWithinHorizon: number | null = null;

  get schedule(): YearlySchedule {
    this.#schedule ??= this.quote.schedule(this.quote.program, this.quote.noteAmount, this.interestRate);
    return this.#schedule;
  }

  /** Appendix J APR on the disclosed payment stream against the amount financed. */
  get apr(): number {
    this.#apr ??= round3(
      aprOfRuns(this.quote.noteAmount - this.prepaidFinanceCharges, aprPaymentRuns(this.quote.program, this.schedule, this.quote.ltv), 12, this.interestRate),
    );
    return this.#apr;
  }

  /** Interest paid in the first `term` years (the horizon LOWEST_INTEREST compares). */
  get interestWithinHorizon(): number {
    if (this.#interestWithinHorizon === null) {
      let total = 0;
      for (const year of this.schedule.years.slice(0, this.quote.horizonYears)) total += year.interestPaid;
      this.#interestWithinHorizon = roundCents(total);
    }
    return this.#interestWithinHorizon;
  }

  get detail(): OptionDetail {
    const schedule = this.schedule;
    return {
      apr: this.apr,
      numberOfPayments: schedule.numberOfPayments,
      totalInterestPaid: schedule.totalInterestPaid,
      totalPaymentAmount: schedule.totalPaymentAmount,
      interestWithinHorizon: this.interestWithinHorizon,
      schedule,
    };
  }

  /** The closing costs line by line, in Loan Estimate order. */
  feeLines(): CostLine[] {
    const lines = [...this.quote.fixedCosts, prepaidInterestLine(this.prepaidInterest)];
    const pointLine = pointsLine(this.effectivePoints, this.costOfPoints);
    if (pointLine) lines.push(pointLine);
    return inLoanEstimateOrder(lines);
  }
}

/** A rate row's note rate, points and their cost after adjustments: the numbers every sort starts from. */
export interface RowPrice {
  interestRate: number;
  effectivePoints: number;
  pointsCents: number;
  prepaidCents: number;
  prepaidFinanceChargesCents: number;
}

export function rowPrice(quote: ProgramQuote, row: QuotedRate): RowPrice {
  const interestRate = round3(row.rate + quote.adjustments.rate);
  const effectivePoints = round3(row.points + quote.adjustments.points);
  const noteCents = dollarsToCents(quote.noteAmount);
  // Points are thousandths of a percent and rates thousandths too: exact integer products.
  const pointsCents = roundHalfAway((noteCents * Math.round(effectivePoints * 1000)) / 100_000);
  const prepaidCents = roundHalfAway((noteCents * Math.round(interestRate * 1000) * PREPAID_INTEREST_DAYS) / (100_000 * 365));
  return {
    interestRate,
    effectivePoints,
    pointsCents,
    prepaidCents,
    prepaidFinanceChargesCents: Math.max(0, quote.fixedFinanceChargesCents + prepaidCents + pointsCents),
  };
}

export function roundThousandths(points: number): number {
  return round3(points);
}

function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
