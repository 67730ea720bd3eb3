import type { LoanFacts } from './loanFacts.js';
import type { PricingProgram, PricingSheet, SheetAdjustment, SheetFee } from './pricingSheet.js';
import type { PricingScenario } from './scenario.js';
import { bandWithin } from './creditBands.js';
import type { LoanType } from './vocabulary.js';

/**
 * A sheet's programs by loan type and its fees by lender, built once per sheet version, so that
 * pricing a scenario reads the programs of its loan type and each program the fees of its lender
 * instead of scanning the whole sheet for every program.
 */
export interface SheetIndex {
  programsByLoanType: Map<LoanType, PricingProgram[]>;
  /** Fees by lender uuid; the key null holds the fees of every lender. */
  feesByLender: Map<string | null, SheetFee[]>;
  /** What lenderFees returned before, by lender uuid. */
  feesForLender: Map<string, SheetFee[]>;
}

const indexes = new WeakMap<PricingSheet, SheetIndex>();

export function sheetIndex(sheet: PricingSheet): SheetIndex {
  let index = indexes.get(sheet);
  if (!index) {
    const programsByLoanType = new Map<LoanType, PricingProgram[]>();
    for (const program of sheet.programs) programsByLoanType.set(program.loanType, [...(programsByLoanType.get(program.loanType) ?? []), program]);
    const feesByLender = new Map<string | null, SheetFee[]>();
    for (const fee of sheet.fees) feesByLender.set(fee.lenderUuid, [...(feesByLender.get(fee.lenderUuid) ?? []), fee]);
    index = { programsByLoanType, feesByLender, feesForLender: new Map() };
    indexes.set(sheet, index);
  }
  return index;
}

/** The fees that may apply to a program's lender, in sheet order (the order fee lines keep). */
export function lenderFees(sheet: PricingSheet, lenderUuid: string): SheetFee[] {
  const { feesByLender, feesForLender } = sheetIndex(sheet);
  let fees = feesForLender.get(lenderUuid);
  if (!fees) {
    const own = new Set(feesByLender.get(lenderUuid) ?? []);
    fees = sheet.fees.filter((fee) => fee.lenderUuid === null || own.has(fee));
    feesForLender.set(lenderUuid, fees);
  }
  return fees;
}

/**
 * The adjustments whose loan-level criteria (credit band, LTV, purpose, occupancy, property,
 * second lien, state) this scenario meets: what is left to check per program is its lender,
 * loan type, term and note amount.
 */
export function scenarioAdjustments(adjustments: readonly SheetAdjustment[], scenario: PricingScenario, facts: LoanFacts): SheetAdjustment[] {
  return adjustments.filter(
    (a) =>
      bandWithin(scenario.creditScoreRange, a.creditMin, a.creditMax) &&
      (a.ltvAbove === null || facts.ltv > a.ltvAbove) &&
      (a.ltvMax === null || facts.ltv <= a.ltvMax) &&
      (a.purpose === null || a.purpose === facts.purpose) &&
      (a.occupancies === null || a.occupancies.includes(scenario.occupancyType)) &&
      (a.propertyTypes === null || a.propertyTypes.includes(scenario.propertyType)) &&
      (a.secondLien === null || a.secondLien === facts.paysOffSecondLien) &&
      (a.states === null || a.states.includes(scenario.state)),
  );
}
