/**
 * What the homeowner reads when a cash-out cannot be paid to a bank account, shared by the API
 * and the browser mocks so both say the same thing.
 */
export const PAYOUT_ACCOUNT_REQUIRED_MESSAGE = 'Link and verify a bank account to receive your cash-out, then try again.';

/** The bank's refusal, by the payout provider's failure code. */
const PAYOUT_FAILURE_REASONS: Readonly<Record<string, string>> = {
  no_account: 'Your bank says this account does not exist.',
  account_closed: 'Your bank says this account is closed.',
};

/** The bank's refusal in the homeowner's words. */
export const payoutRefusalReason = (failureCode: string): string => PAYOUT_FAILURE_REASONS[failureCode] ?? 'Your bank did not accept the payment.';

export function payoutFailedMessage(failureCode: string): string {
  const reason = payoutRefusalReason(failureCode);
  return `${reason} Nothing was sent and your equity is unchanged; link another account and try again.`;
}
