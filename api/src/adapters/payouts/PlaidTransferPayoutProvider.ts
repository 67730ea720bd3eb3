import { createHash } from 'node:crypto';
import { decimalDollars } from '#core/money/formatMoney';
import type { PlaidApi, Transfer } from 'plaid';
import { createPlaidClient, loadPlaid, type PlaidSettings } from '../bankLink/PlaidBankLinkProvider.js';
import { PayoutProviderError, type PayoutProvider, type PayoutRequest, type PayoutResult } from './PayoutProvider.js';

/** Plaid's idempotency keys are at most 50 characters; ours may be longer, so they are hashed. */
export const plaidIdempotencyKey = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 50);

/** Dollars as Plaid's decimal string ("10000.00"). */
export const plaidAmount = decimalDollars;

/**
 * Plaid Transfer through Plaid's official node client: an ACH credit (a payout) to the linked account, authorized
 * with our idempotency key (/transfer/authorization/create) and then created from that
 * authorization (/transfer/create, idempotent by authorization). Selected by PAYOUT_PROVIDER=plaid
 * with the Plaid credentials of the bank links; PLAID_ENV picks the host.
 */
export class PlaidTransferPayoutProvider implements PayoutProvider {
  readonly name = 'plaid';
  readonly bankLinkProvider = 'plaid';

  private client: Promise<PlaidApi> | undefined;

  constructor(private readonly settings: PlaidSettings & { timeoutMs: number }) {}

  async payOut(request: PayoutRequest): Promise<PayoutResult> {
    const { ACHClass, TransferNetwork, TransferType } = await loadPlaid();
    const account = { access_token: request.destination.accessToken, account_id: request.destination.accountId };
    const { authorization } = await this.call('/transfer/authorization/create', (client) =>
      client.transferAuthorizationCreate({
        ...account,
        type: TransferType.Credit,
        network: TransferNetwork.Ach,
        ach_class: ACHClass.Ppd,
        amount: plaidAmount(request.amountCents),
        user: { legal_name: request.destination.holderName },
        idempotency_key: plaidIdempotencyKey(request.idempotencyKey),
      }),
    );
    if (authorization.decision !== 'approved')
      return { outcome: 'failed', reference: authorization.id, failureCode: authorization.decision_rationale?.code ?? authorization.decision.toUpperCase() };
    const { transfer } = await this.call('/transfer/create', (client) =>
      client.transferCreate({
        ...account,
        authorization_id: authorization.id,
        // Plaid keeps at most 15 characters; they show on the homeowner's statement.
        description: request.description.slice(0, 15),
        // Our key rides with the transfer, so a transfer whose answer was lost can be found (findPayout).
        metadata: { ...request.metadata, idempotencyKey: request.idempotencyKey },
      }),
    );
    return resultOfTransfer(transfer);
  }

  /** The transfer created since `since` whose metadata carries our key (/transfer/list, newest first), or null. */
  async findPayout(idempotencyKey: string, since: Date): Promise<PayoutResult | null> {
    const PAGE = 25;
    for (let offset = 0; offset < 40 * PAGE; offset += PAGE) {
      const { transfers } = await this.call('/transfer/list', (client) => client.transferList({ start_date: since.toISOString(), count: PAGE, offset }));
      const found = transfers.find((transfer) => transfer.metadata?.idempotencyKey === idempotencyKey);
      if (found) return resultOfTransfer(found);
      if (transfers.length < PAGE) return null;
    }
    throw new PayoutProviderError('TOO_MANY_TRANSFERS', `More than ${40 * PAGE} transfers since ${since.toISOString()}; the payout could not be looked up.`);
  }

  private async call<T>(path: string, send: (client: PlaidApi) => Promise<{ data: T }>): Promise<T> {
    const client = await (this.client ??= createPlaidClient(this.settings, this.settings.timeoutMs));
    try {
      return (await send(client)).data;
    } catch (error) {
      const failure = error as { code?: string; message?: string; response?: { status?: number; data?: { error_code?: string; error_message?: string } } };
      if (failure.response)
        throw new PayoutProviderError(
          failure.response.data?.error_code ?? 'API_ERROR',
          `Plaid answered ${failure.response.status} to ${path}: ${failure.response.data?.error_message ?? 'no message'}`,
        );
      // The client's time-out aborts the request with ECONNABORTED (or ETIMEDOUT); anything else without an answer is unreachable.
      const timedOut = failure.code === 'ECONNABORTED' || failure.code === 'ETIMEDOUT';
      throw new PayoutProviderError(
        timedOut ? 'TIMEOUT' : 'UNREACHABLE',
        timedOut ? `Plaid did not answer ${path} within ${this.settings.timeoutMs} ms.` : `Plaid could not be reached: ${failure.message ?? String(error)}`,
        { cause: error },
      );
    }
  }
}

function resultOfTransfer(transfer: Pick<Transfer, 'id' | 'status' | 'failure_reason'>): PayoutResult {
  if (transfer.status === 'settled' || transfer.status === 'funds_available') return { outcome: 'paid', reference: transfer.id };
  if (transfer.status === 'failed' || transfer.status === 'cancelled' || transfer.status === 'returned')
    return { outcome: 'failed', reference: transfer.id, failureCode: transfer.failure_reason?.ach_return_code ?? transfer.status.toUpperCase() };
  return { outcome: 'pending', reference: transfer.id };
}
