import { createHash } from 'node:crypto';
import { PLAID_HOSTS } from '../bankLink/PlaidBankLinkProvider.js';
import { PayoutProviderError, type PayoutProvider, type PayoutRequest, type PayoutResult } from './PayoutProvider.js';

interface PlaidErrorBody {
  error_code?: string;
  error_message?: string;
}

interface PlaidAuthorization {
  authorization: { id: string; decision: 'approved' | 'declined' | 'user_action_required'; decision_rationale?: { code?: string } | null };
}

interface PlaidTransfer {
  transfer: { id: string; status: string; failure_reason?: { ach_return_code?: string | null; description?: string } | null };
}

/** Plaid's idempotency keys are at most 50 characters; ours may be longer, so they are hashed. */
export const plaidIdempotencyKey = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 50);

/** Dollars as Plaid's decimal string ("10000.00"). */
export const plaidAmount = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * Plaid Transfer over its REST API: an ACH credit (a payout) to the linked account, authorized
 * with our idempotency key (/transfer/authorization/create) and then created from that
 * authorization (/transfer/create, idempotent by authorization). Selected by PAYOUT_PROVIDER=plaid
 * with the Plaid credentials of the bank links; PLAID_ENV picks the host.
 */
export class PlaidTransferPayoutProvider implements PayoutProvider {
  readonly name = 'plaid';
  readonly bankLinkProvider = 'plaid';

  constructor(
    private readonly settings: { clientId: string; secret: string; env: keyof typeof PLAID_HOSTS; timeoutMs: number; baseUrl?: string },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async payOut(request: PayoutRequest): Promise<PayoutResult> {
    const account = { access_token: request.destination.accessToken, account_id: request.destination.accountId };
    const { authorization } = await this.post<PlaidAuthorization>('/transfer/authorization/create', {
      ...account,
      type: 'credit',
      network: 'ach',
      ach_class: 'ppd',
      amount: plaidAmount(request.amountCents),
      user: { legal_name: request.destination.holderName },
      idempotency_key: plaidIdempotencyKey(request.idempotencyKey),
    });
    if (authorization.decision !== 'approved')
      return { outcome: 'failed', reference: authorization.id, failureCode: authorization.decision_rationale?.code ?? authorization.decision.toUpperCase() };
    const { transfer } = await this.post<PlaidTransfer>('/transfer/create', {
      ...account,
      authorization_id: authorization.id,
      // Plaid keeps at most 15 characters; they show on the homeowner's statement.
      description: request.description.slice(0, 15),
      metadata: request.metadata,
    });
    if (transfer.status === 'settled' || transfer.status === 'funds_available') return { outcome: 'paid', reference: transfer.id };
    if (transfer.status === 'failed' || transfer.status === 'cancelled' || transfer.status === 'returned')
      return { outcome: 'failed', reference: transfer.id, failureCode: transfer.failure_reason?.ach_return_code ?? transfer.status.toUpperCase() };
    return { outcome: 'pending', reference: transfer.id };
  }

  private async post<T>(path: string, body: Record<string, unknown>): Promise<T> {
    const base = this.settings.baseUrl ?? PLAID_HOSTS[this.settings.env];
    let response: Response;
    try {
      response = await this.fetchImpl(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ client_id: this.settings.clientId, secret: this.settings.secret, ...body }),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new PayoutProviderError(
        timedOut ? 'TIMEOUT' : 'UNREACHABLE',
        timedOut ? `Plaid did not answer ${path} within ${this.settings.timeoutMs} ms.` : `Plaid could not be reached: ${(error as Error).message}`,
        { cause: error },
      );
    }
    const json = (await response.json().catch(() => ({}))) as T & PlaidErrorBody;
    if (!response.ok)
      throw new PayoutProviderError(json.error_code ?? 'API_ERROR', `Plaid answered ${response.status} to ${path}: ${json.error_message ?? 'no message'}`);
    return json;
  }
}
