import type { SheetAdjustment } from './pricingSheet.js';
import { bandWithin } from './creditBands.js';
import type { LoanFacts } from './loanFacts.js';
import type { PricingProgram } from './pricingSheet.js';
import type { PricingScenario } from './scenario.js';

export interface AppliedAdjustments {
  /** Added to every rate row's points. */
  points: number;
  /** Added to every rate row's note rate. */
  rate: number;
  labels: string[];
}

/** Sums the sheet's adjustments that match this program and loan; a null criterion matches anything. */
export function applicableAdjustments(
  adjustments: readonly SheetAdjustment[],
  program: PricingProgram,
  scenario: PricingScenario,
  facts: LoanFacts,
  noteAmount: number,
): AppliedAdjustments {
  let points = 0;
  let rate = 0;
  const labels: string[] = [];
  for (const a of adjustments) {
    if (a.lenderUuid !== null && a.lenderUuid !== program.lender.uuid) continue;
    if (a.loanType !== null && a.loanType !== program.loanType) continue;
    if (a.minTermYears !== null && program.termYears < a.minTermYears) continue;
    if (a.maxTermYears !== null && program.termYears > a.maxTermYears) continue;
    if (!bandWithin(scenario.creditScoreRange, a.creditMin, a.creditMax)) continue;
    if (a.ltvAbove !== null && !(facts.ltv > a.ltvAbove)) continue;
    if (a.ltvMax !== null && !(facts.ltv <= a.ltvMax)) continue;
    if (a.purpose !== null && a.purpose !== facts.purpose) continue;
    if (a.occupancies !== null && !a.occupancies.includes(scenario.occupancyType)) continue;
    if (a.propertyTypes !== null && !a.propertyTypes.includes(scenario.propertyType)) continue;
    if (a.secondLien !== null && a.secondLien !== facts.paysOffSecondLien) continue;
    if (a.loanAmountMin !== null && noteAmount < a.loanAmountMin) continue;
    if (a.loanAmountMax !== null && noteAmount > a.loanAmountMax) continue;
    if (a.states !== null && !a.states.includes(scenario.state)) continue;
    if (a.kind === 'RATE') rate += a.value;
    else points += a.value;
    labels.push(a.label);
  }
  return { points: round4(points), rate: round4(rate), labels };
}

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
