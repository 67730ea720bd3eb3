import type { LoanPurpose } from './vocabulary.js';
import type { PricingScenario } from './scenario.js';
import { roundCents } from '../money/cents.js';

/** What the scenario implies about the new loan, before any program is chosen. */
export interface LoanFacts {
  /** Remaining balance + cash-out + a second mortgage paid off by the new loan. */
  baseLoanAmount: number;
  /** Base loan over home value, percent, two decimals. */
  ltv: number;
  purpose: LoanPurpose;
  paysOffSecondLien: boolean;
}

export function loanFacts(scenario: PricingScenario): LoanFacts {
  const baseLoanAmount = roundCents(scenario.remainingMortgageAmount + scenario.cashoutAmount + scenario.secondMortgageBalance);
  return {
    baseLoanAmount,
    // Percent with two decimals: a ratio, not money.
    ltv: Math.round((baseLoanAmount / scenario.estimatedHomeValue) * 10_000) / 100,
    purpose: scenario.cashoutAmount > 0 ? 'CASH_OUT' : 'RATE_TERM',
    paysOffSecondLien: scenario.secondMortgageBalance > 0,
  };
}
