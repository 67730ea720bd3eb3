import type { LoanPurpose } from './vocabulary.js';
import type { PricingScenario } from './scenario.js';

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
  const baseLoanAmount = Math.round((scenario.remainingMortgageAmount + scenario.cashoutAmount + scenario.secondMortgageBalance) * 100) / 100;
  return {
    baseLoanAmount,
    ltv: Math.round((baseLoanAmount / scenario.estimatedHomeValue) * 10_000) / 100,
    purpose: scenario.cashoutAmount > 0 ? 'CASH_OUT' : 'RATE_TERM',
    paysOffSecondLien: scenario.secondMortgageBalance > 0,
  };
}
