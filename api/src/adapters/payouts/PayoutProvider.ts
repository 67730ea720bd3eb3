/**
 * Cash-out money going to the homeowner: a credit to a bank account they linked and verified
 * (financial_accounts), made with an idempotency key so a retried payout is the same payout.
 */
export interface PayoutDestination {
  /** The bank-link provider's key to the item and its account id (never leave the server). */
  accessToken: string;
  accountId: string;
  mask: string | null;
  /** The account holder's name, which an ACH credit carries. */
  holderName: string;
}

export interface PayoutRequest {
  destination: PayoutDestination;
  amountCents: number;
  currency: string;
  description: string;
  /** The same key returns the first payout, never a second one. */
  idempotencyKey: string;
  metadata?: Record<string, string>;
}

/** pending: accepted and on its way (ACH takes days); paid: in the account; failed: refused, nothing sent. */
export type PayoutResult = { outcome: 'pending' | 'paid'; reference: string } | { outcome: 'failed'; reference: string | null; failureCode: string };

/** The provider could not be asked or answered an error that is not a refusal; nothing is known to be sent. */
export class PayoutProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PayoutProviderError';
  }
}

export interface PayoutProvider {
  /** 'sandbox' (embedded) or 'plaid'; stored with each payout. */
  readonly name: string;
  /** The bank-link provider whose linked accounts this provider can pay. */
  readonly bankLinkProvider: string;
  payOut(request: PayoutRequest): Promise<PayoutResult>;
  /**
   * What the provider did with a payout requested with this idempotency key (made since `since`),
   * or null when it has none: how a payout whose answer was lost is finished.
   */
  findPayout(idempotencyKey: string, since: Date): Promise<PayoutResult | null>;
}
