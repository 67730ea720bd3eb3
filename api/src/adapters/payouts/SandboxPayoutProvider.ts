import { createHash } from 'node:crypto';
import type { PayoutProvider, PayoutRequest, PayoutResult } from './PayoutProvider.js';

/**
 * Account numbers whose payouts fail in the sandbox, after the vendors' test bank accounts
 * (Stripe's 000111111116 has no account, 000111111113 is closed): the last four decide.
 */
export const SANDBOX_FAILING_PAYOUT_ACCOUNTS: Readonly<Record<string, string>> = {
  '1116': 'no_account',
  '1113': 'account_closed',
};

const referenceOf = (idempotencyKey: string) => `po_sbx_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;

/**
 * The embedded payout provider, behaving like a vendor's test mode: it pays accounts linked
 * through the bank-link sandbox at once, fails the test accounts above with their codes, and
 * derives the payout id from the idempotency key, so a retry is the same payout.
 */
export class SandboxPayoutProvider implements PayoutProvider {
  readonly name = 'sandbox';
  readonly bankLinkProvider = 'sandbox';

  async payOut(request: PayoutRequest): Promise<PayoutResult> {
    if (!Number.isInteger(request.amountCents) || request.amountCents <= 0)
      throw new RangeError(`amountCents must be positive cents; got ${request.amountCents}`);
    const reference = referenceOf(request.idempotencyKey);
    const failureCode = SANDBOX_FAILING_PAYOUT_ACCOUNTS[request.destination.mask ?? ''];
    if (failureCode) return { outcome: 'failed', reference, failureCode };
    return { outcome: 'paid', reference };
  }
}
