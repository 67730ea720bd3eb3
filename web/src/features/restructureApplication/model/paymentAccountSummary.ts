import type { RestructureApplicationDetailsFragment } from '#generated/web';

type PaymentAccountFacts = Pick<RestructureApplicationDetailsFragment, 'paymentBankAccount' | 'paymentBankAccountId' | 'bankAccounts'>;

/** "checking ending in 6789", or for a linked account "savings ending in 1111 at First Platypus Bank"; null before one is chosen. */
export function paymentAccountSummary(application: PaymentAccountFacts): string | null {
  const entered = application.paymentBankAccount;
  if (entered) return `${entered.accountType === 'CHECKING' ? 'checking' : 'savings'} ending in ${entered.mask}`;
  for (const item of application.bankAccounts) {
    const account = item.accounts.find((candidate) => candidate.uuid === application.paymentBankAccountId);
    if (account) return `${account.subtype ?? 'account'}${account.mask ? ` ending in ${account.mask}` : ''} at ${item.name}`;
  }
  return null;
}
