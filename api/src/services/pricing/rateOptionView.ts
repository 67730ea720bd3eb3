import type { RateOption } from '../../../../generated/server.js';
import { DEFAULT_LOCK_DAYS } from '../businessConstants.js';
import { contentUuid } from './contentUuid.js';
import type { RankedOption } from './selection.js';

/** A rate option as the schema shows it; its uuid is derived from the pricing result's. */
export function toRateOption(ranked: RankedOption, pricingResultUuid: string): Required<Omit<RateOption, '__typename'>> {
  const { option } = ranked;
  const { program } = option.quote;
  return {
    pricingResultUuid,
    rateOptionUuid: contentUuid(pricingResultUuid, `${program.uuid}/${DEFAULT_LOCK_DAYS}/${option.sheetRate}`),
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
    // Shared with the schedule memo and the program's fee lines rather than copied: a cached
    // result then costs little memory (GraphQL reads only the fields the schema names).
    feeBreakdown: option.feeLines(),
    amortizationByYear: ranked.schedule.years,
  };
}

/**
 * What is stored of an option: its identity and the figures quoted. The fee lines and the
 * yearly table are left out: the sheet and the stored scenario reproduce them exactly.
 */
export function storedRateOption(view: ReturnType<typeof toRateOption>, ranked: RankedOption): Record<string, unknown> {
  return {
    rateOptionUuid: view.rateOptionUuid,
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
    monthlyPI: view.monthlyPI,
    apr: view.apr,
    totalFees: view.totalFees,
  };
}
