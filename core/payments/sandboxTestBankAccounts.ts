/**
 * Stripe's ACH test bank accounts, by the last four digits of the account number: 000123456789
 * is debited, 000111111113 is closed, 000111111116 does not exist and 000222222227 has
 * insufficient funds. The embedded sandbox and the mocks fail these debits when charged, with
 * Stripe's failure codes; any other account is debited (and, as ACH, clears in days).
 */
export const SANDBOX_FAILING_BANK_DEBITS: Readonly<Record<string, string>> = {
  '1113': 'account_closed',
  '1116': 'no_account',
  '2227': 'insufficient_funds',
};

/** The failure code a sandbox debit of this account ends with, or null when it is debited. */
export function sandboxBankDebitFailure(last4: string | null | undefined): string | null {
  return SANDBOX_FAILING_BANK_DEBITS[last4 ?? ''] ?? null;
}
