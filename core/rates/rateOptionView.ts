import type { ScheduleYear } from '#core/loanMath/index';
import type { CostLine } from './closingCosts.js';
import { DEFAULT_LOCK_DAYS } from './limits.js';
import type { PricingLender } from './pricingSheet.js';
import type { RankedOption } from './selection.js';
import type { MortgageInterestType } from './vocabulary.js';

/** A rate option as the schema's RateOption shows it. */
export interface RateOptionView {
  pricingResultUuid: string;
  rateOptionUuid: string;
  loanProgramCode: string;
  lenderLoanProgramCode: string;
  amortizationType: MortgageInterestType;
  numberOfPayments: number;
  fixedPaymentYears: number;
  monthlyPI: number;
  apr: number;
  interestRate: number;
  totalFees: number;
  points: number;
  effectivePoints: number;
  breakEvenTerm: number | null;
  lender: PricingLender;
  baseLoanAmount: number;
  totalInterestPaid: number;
  costOfPoints: number;
  totalPaymentAmount: number;
  lowestApr: boolean;
  lowestPoints: boolean;
  lowestClosing: boolean;
  prepaidFinanceCharges: number;
  feeBreakdown: CostLine[];
  amortizationByYear: ScheduleYear[];
}

/** What names an option within its pricing result (program, lock, sheet rate): its uuid derives from it. */
export function rateOptionName(ranked: RankedOption): string {
  return `${ranked.option.quote.program.uuid}/${DEFAULT_LOCK_DAYS}/${ranked.option.sheetRate}`;
}

/** A ranked option as the schema shows it, under the uuids the caller derived. */
export function toRateOption(ranked: RankedOption, pricingResultUuid: string, rateOptionUuid: string): RateOptionView {
  const { option } = ranked;
  const { program } = option.quote;
  return {
    pricingResultUuid,
    rateOptionUuid,
    loanProgramCode: program.code,
    lenderLoanProgramCode: program.lenderProgramCode,
    amortizationType: program.amortizationType,
    numberOfPayments: ranked.numberOfPayments,
    fixedPaymentYears: program.fixedYears,
    monthlyPI: option.monthlyPI,
    apr: ranked.apr,
    interestRate: option.interestRate,
    totalFees: option.totalFees,
    points: option.points,
    effectivePoints: option.effectivePoints,
    breakEvenTerm: ranked.breakEvenTerm,
    lender: { ...program.lender },
    baseLoanAmount: option.quote.baseLoanAmount,
    totalInterestPaid: ranked.totalInterestPaid,
    costOfPoints: option.costOfPoints,
    totalPaymentAmount: ranked.totalPaymentAmount,
    lowestApr: ranked.lowestApr,
    lowestPoints: ranked.lowestPoints,
    lowestClosing: ranked.lowestClosing,
    prepaidFinanceCharges: option.prepaidFinanceCharges,
    // Shared with the schedule memo and the program's fee lines rather than copied: a cached
    // result then costs little memory (GraphQL reads only the fields the schema names).
    feeBreakdown: option.feeLines(),
    amortizationByYear: ranked.schedule.years,
  };
}

/**
 * What is kept of a quoted option once an application chooses it, and read back for that
 * application. The fee lines and the yearly table are left out: the sheet and the stored
 * scenario reproduce them exactly.
 */
export interface StoredRateOption {
  rateOptionUuid: string;
  pricingResultUuid: string;
  /** Place in the result's list: the stored order is the quoted order. */
  position: number;
  lenderUuid: string;
  loanProgramUuid: string;
  loanProgramCode: string;
  lockDays: number;
  sheetRate: number;
  interestRate: number;
  points: number;
  effectivePoints: number;
  noteAmount: number;
  baseLoanAmount: number;
  /** The first scheduled principal and interest payment (the schema's monthlyPI). */
  monthlyPayment: number;
  apr: number;
  totalFees: number;
}

/** What is kept of an option: `position` is its place in the result's list. */
export function storedRateOption(view: RateOptionView, ranked: RankedOption, position: number): StoredRateOption {
  return {
    rateOptionUuid: view.rateOptionUuid,
    pricingResultUuid: view.pricingResultUuid,
    lenderUuid: view.lender.uuid,
    loanProgramUuid: ranked.option.quote.program.uuid,
    loanProgramCode: view.loanProgramCode,
    lockDays: DEFAULT_LOCK_DAYS,
    sheetRate: ranked.option.sheetRate,
    interestRate: view.interestRate,
    points: view.points,
    effectivePoints: view.effectivePoints,
    noteAmount: ranked.option.quote.noteAmount,
    baseLoanAmount: view.baseLoanAmount,
    monthlyPayment: view.monthlyPI,
    apr: view.apr,
    totalFees: view.totalFees,
    position,
  };
}
