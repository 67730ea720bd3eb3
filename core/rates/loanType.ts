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

/**
 * Spec section 7 (§7.28): the rates input's mortgageType is FHA or CONVENTIONAL, and a veteran is
 * told by isVeteran beside it. A prequal's VA (its own mortgageType, spec sections 5 and 7) becomes
 * CONVENTIONAL here; pricing still reads isVeteran first (loanTypeFor), and a rates input that says
 * VA, as older clients sent it, is still priced as VA.
 */
export function ratesInputLoanType(requested?: LoanType | null): 'FHA' | 'CONVENTIONAL' {
  return requested === 'FHA' ? 'FHA' : 'CONVENTIONAL';
}
