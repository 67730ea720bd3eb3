import type { FinancialItemKind } from './vocabulary.js';

/**
 * The provider's account types (Plaid's) each kind of item holds: a bank account's checking and
 * savings, an investment's brokerage and retirement accounts, a liability's cards and loans.
 */
export const ACCOUNT_TYPES_OF_KIND: Record<FinancialItemKind, readonly string[]> = {
  BANK_ACCOUNT: ['depository'],
  INVESTMENT: ['investment'],
  LIABILITY: ['credit', 'loan'],
};

/** The accounts a link of this kind shares: Plaid Link opened for a product shows only these. */
export function accountsOfKind<A extends { type: string }>(accounts: readonly A[], kind: FinancialItemKind): A[] {
  return accounts.filter((account) => ACCOUNT_TYPES_OF_KIND[kind].includes(account.type));
}
