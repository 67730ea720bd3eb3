import { createHash } from 'node:crypto';
import type { PayoutProvider, PayoutRequest, PayoutResult } from './PayoutProvider.js';
import { SandboxRecords } from '../sandboxRecords.js';

/**
 * Account numbers whose payouts fail in the sandbox, after the vendors' test bank accounts
 * (Stripe's 000111111116 has no account, 000111111113 is closed): the last four decide.
 */
export const SANDBOX_FAILING_PAYOUT_ACCOUNTS: Readonly<Record<string, string>> = {
  '1116': 'no_account',
  '1113': 'account_closed',
};

const referenceOf = (idempotencyKey: string) => `po_sbx_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;

interface SandboxPayoutRow {
  idempotencyKey: string;
  reference: string;
  outcome: 'paid' | 'failed';
  failureCode: string | null;
  amountCents: number;
}

const resultOf = (row: SandboxPayoutRow): PayoutResult =>
  row.outcome === 'failed'
    ? { outcome: 'failed', reference: row.reference, failureCode: row.failureCode ?? 'failed' }
    : { outcome: 'paid', reference: row.reference };

/**
 * The embedded payout provider, behaving like a vendor's test mode: it pays accounts linked
 * through the bank-link sandbox at once, fails the test accounts above with their codes, and
 * keeps the payouts it made by idempotency key (SandboxRecords, under DATA_DIR when given), so a
 * retry is the same payout and a payout whose answer was lost can be looked up.
 */
export class SandboxPayoutProvider implements PayoutProvider {
  readonly name = 'sandbox';
  readonly bankLinkProvider = 'sandbox';
  private readonly records: SandboxRecords<SandboxPayoutRow>;

  constructor(dataDir?: string) {
    this.records = new SandboxRecords(dataDir, 'sandbox-payouts.jsonl');
  }

  async payOut(request: PayoutRequest): Promise<PayoutResult> {
    if (!Number.isInteger(request.amountCents) || request.amountCents <= 0)
      throw new RangeError(`amountCents must be positive cents; got ${request.amountCents}`);
    const earlier = this.records.get(request.idempotencyKey);
    if (earlier) return resultOf(earlier);
    const reference = referenceOf(request.idempotencyKey);
    // A refused payout is not made, so nothing is kept: like Plaid's declined authorization, no transfer exists.
    const failureCode = SANDBOX_FAILING_PAYOUT_ACCOUNTS[request.destination.mask ?? ''];
    if (failureCode) return { outcome: 'failed', reference, failureCode };
    return resultOf(
      this.records.keep({ idempotencyKey: request.idempotencyKey, reference, outcome: 'paid', failureCode: null, amountCents: request.amountCents }),
    );
  }

  async findPayout(idempotencyKey: string): Promise<PayoutResult | null> {
    const row = this.records.get(idempotencyKey);
    return row ? resultOf(row) : null;
  }

  /** The payouts the sandbox made for a key (one at most): what the vendor's dashboard would list. */
  payoutsFor(idempotencyKey: string): Array<{ reference: string; amountCents: number }> {
    const row = this.records.get(idempotencyKey);
    return row ? [{ reference: row.reference, amountCents: row.amountCents }] : [];
  }
}
