import type { LoanEstimateSection } from './vocabulary.js';
import type { SheetFee } from './pricingSheet.js';
import { PREPAID_INTEREST_DAYS } from './limits.js';
import type { PricingProgram } from './pricingSheet.js';
import { centsToDollars, dollarsToCents } from '../money/cents.js';

export interface CostLine {
  section: LoanEstimateSection;
  name: string;
  amount: number;
  /** Counts toward the APR as a prepaid finance charge. */
  financeCharge: boolean;
}

const SECTION_ORDER: LoanEstimateSection[] = [
  'ORIGINATION_CHARGES',
  'SERVICES_YOU_CANNOT_SHOP_FOR',
  'SERVICES_YOU_CAN_SHOP_FOR',
  'TAXES_AND_GOVERNMENT_FEES',
  'PREPAIDS',
  'LENDER_CREDITS',
];

/**
 * The sheet's fees that apply to this lender, loan type and state (the same for every program
 * of one lender and loan type). A fee listed for the state replaces the all-states fee of the
 * same name.
 */
export function applicableFees(fees: readonly SheetFee[], program: PricingProgram, state: string): SheetFee[] {
  const applicable = fees.filter(
    (fee) =>
      (fee.lenderUuid === null || fee.lenderUuid === program.lender.uuid) &&
      (fee.loanType === null || fee.loanType === program.loanType) &&
      (fee.states === null || fee.states.includes(state)),
  );
  const stateSpecific = new Set(applicable.filter((fee) => fee.states !== null).map((fee) => `${fee.lenderUuid}/${fee.name}`));
  return applicable.filter((fee) => fee.states !== null || !stateSpecific.has(`${fee.lenderUuid}/${fee.name}`));
}

/** The fees' lines for a loan of `noteAmount`: flat plus a percent of the loan. */
export function feeLinesOf(fees: readonly SheetFee[], noteAmount: number): CostLine[] {
  return fees.map((fee) => ({
    section: fee.section,
    name: fee.name,
    amount: centsToDollars(feeCents(fee, noteAmount)),
    financeCharge: fee.financeCharge,
  }));
}

/** Flat amount plus percent of the loan, in whole cents (percent has four decimals: an exact integer product). */
function feeCents(fee: SheetFee, noteAmount: number): number {
  const percentCents = (dollarsToCents(noteAmount) * Math.round(fee.percentOfLoan * 10_000)) / 1_000_000;
  return dollarsToCents(fee.amount) + Math.sign(percentCents) * Math.round(Math.abs(percentCents));
}

/** The agency's upfront charge financed into an FHA or VA loan. */
export function upfrontFeeLine(program: PricingProgram, amount: number): CostLine | null {
  if (amount <= 0) return null;
  const name = program.loanType === 'VA' ? 'VA funding fee (financed)' : 'FHA upfront mortgage insurance premium (financed)';
  return { section: 'SERVICES_YOU_CANNOT_SHOP_FOR', name, amount, financeCharge: true };
}

/** Interest from closing to the first payment's period: PREPAID_INTEREST_DAYS of a 365-day year. */
export function prepaidInterestLine(amount: number): CostLine {
  return { section: 'PREPAIDS', name: `Prepaid interest (${PREPAID_INTEREST_DAYS} days)`, amount, financeCharge: true };
}

/** Points are an origination charge; a negative price is a lender credit. */
export function pointsLine(effectivePoints: number, costOfPoints: number): CostLine | null {
  if (costOfPoints > 0) {
    return { section: 'ORIGINATION_CHARGES', name: `Points (${effectivePoints.toFixed(3)}% of loan amount)`, amount: costOfPoints, financeCharge: true };
  }
  if (costOfPoints < 0) return { section: 'LENDER_CREDITS', name: 'Lender credit', amount: costOfPoints, financeCharge: true };
  return null;
}

/** Lines in Loan Estimate order; within a section, in the order given. */
export function inLoanEstimateOrder(lines: CostLine[]): CostLine[] {
  return SECTION_ORDER.flatMap((section) => lines.filter((line) => line.section === section));
}
