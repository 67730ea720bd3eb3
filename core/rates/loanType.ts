import type { LoanType } from './vocabulary.js';

/**
 * Spec section 5: the loan type sent is VA for veterans, otherwise FHA when the FHA flag is set
 * (or FHA was asked for), else CONVENTIONAL. A loan type asked for explicitly (`requested`: the
 * schema's RatesInput.mortgageType or PrequalInput.mortgageType) stands unless the borrower is a veteran.
 */
export function loanTypeFor(facts: { isVeteran?: boolean | null; isFHA?: boolean | null; requested?: LoanType | null }): LoanType {
  if (facts.isVeteran) return 'VA';
  if (facts.isFHA) return 'FHA';
  return facts.requested ?? 'CONVENTIONAL';
}
