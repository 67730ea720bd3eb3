import {
  BankAccountRefusedError,
  type BankAccountToSave,
  type ChargeRequest,
  type ChargeResult,
  type PaymentProcessor,
  type ProcessorBankAccount,
  type SetupIntent,
  type SetupIntentStatus,
} from './PaymentProcessor.js';
import { readPaymentWebhook, WebhookSignatureError, type PaymentSettlementEvent } from './webhookEvents.js';

const STRIPE_API = 'https://api.stripe.com';

interface StripeError {
  error?: { type?: string; code?: string; decline_code?: string; message?: string; payment_intent?: { id?: string } };
}

interface StripeSetupIntent {
  id: string;
  client_secret: string;
  status: SetupIntentStatus;
  customer: string | null;
  last_setup_error?: { code?: string; decline_code?: string } | null;
  payment_method?: { id: string; card?: { brand: string; last4: string; exp_month: number; exp_year: number } } | string | null;
}

/** Stripe's form encoding: nested keys as a[b]=c. */
export function formEncode(values: Record<string, string | number | boolean | Record<string, string> | string[] | undefined>): string {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => body.append(`${key}[]`, item));
    else if (typeof value === 'object') Object.entries(value).forEach(([inner, item]) => body.append(`${key}[${inner}]`, item));
    else body.append(key, String(value));
  }
  return body.toString();
}

/**
 * Stripe over its REST API (the same requests its official client sends): customers,
 * SetupIntents for saving cards off-session, PaymentIntents confirmed off-session for charges,
 * each charge with our idempotency key. Selected by STRIPE_SECRET_KEY.
 */
export class StripePaymentProcessor implements PaymentProcessor {
  readonly name = 'stripe';
  readonly needsAchNumbers = true;

  constructor(
    private readonly secretKey: string,
    readonly publishableKey: string | null,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly apiBase = STRIPE_API,
    /** The webhook endpoint's signing secret (whsec_...); without it every webhook is refused. */
    private readonly webhookSecret: string | null = null,
  ) {}

  readWebhook(rawBody: string, signatureHeader: string | undefined, now: Date): PaymentSettlementEvent | null {
    if (!this.webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set, so no webhook can be verified.');
    return readPaymentWebhook(this.webhookSecret, rawBody, signatureHeader, now);
  }

  async createCustomer(input: { userUuid: string; email: string }): Promise<string> {
    const customer = await this.request<{ id: string }>('POST', '/v1/customers', { email: input.email, metadata: { userUuid: input.userUuid } });
    return customer.id;
  }

  async createSetupIntent(input: { customerReference: string; userUuid: string }): Promise<SetupIntent> {
    const intent = await this.request<StripeSetupIntent>('POST', '/v1/setup_intents', {
      customer: input.customerReference,
      usage: 'off_session',
      payment_method_types: ['card'],
      metadata: { userUuid: input.userUuid },
    });
    return toSetupIntent(intent);
  }

  async retrieveSetupIntent(id: string): Promise<SetupIntent | null> {
    try {
      return toSetupIntent(await this.request<StripeSetupIntent>('GET', `/v1/setup_intents/${encodeURIComponent(id)}?expand[]=payment_method`));
    } catch (error) {
      if (error instanceof StripeRequestError && error.status === 404) return null;
      throw error;
    }
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    try {
      const intent = await this.request<{ id: string; status: string }>(
        'POST',
        '/v1/payment_intents',
        {
          amount: request.amountCents,
          currency: request.currency,
          customer: request.customerReference ?? undefined,
          payment_method: request.paymentMethodReference,
          payment_method_types: [request.paymentMethodKind === 'BANK_ACCOUNT' ? 'us_bank_account' : 'card'],
          off_session: true,
          confirm: true,
          description: request.description,
          metadata: request.metadata,
        },
        request.idempotencyKey,
      );
      if (intent.status === 'succeeded') return { outcome: 'succeeded', reference: intent.id };
      if (intent.status === 'processing') return { outcome: 'processing', reference: intent.id };
      return { outcome: 'declined', reference: intent.id, declineCode: intent.status === 'requires_action' ? 'authentication_required' : 'card_declined' };
    } catch (error) {
      if (error instanceof StripeRequestError && error.body.error?.type === 'card_error') {
        const detail = error.body.error;
        return { outcome: 'declined', reference: detail.payment_intent?.id ?? null, declineCode: detail.decline_code ?? detail.code ?? 'card_declined' };
      }
      throw error;
    }
  }

  /**
   * A us_bank_account PaymentMethod from the account's ACH numbers, attached to the customer,
   * then a SetupIntent confirmed with the homeowner's online mandate so later debits can be made
   * off-session. Stripe answers succeeded for numbers it can trust; when it asks to verify them by
   * micro-deposits (requires_action) the account is refused here, since the homeowner already
   * verified it with the bank-link provider: Plaid's Stripe bank account token is the way to
   * save such an account without a second verification (see BankAccountToSave).
   */
  async saveBankAccount(account: BankAccountToSave): Promise<ProcessorBankAccount> {
    if (!account.ach) throw new BankAccountRefusedError('account_numbers_unavailable', 'Stripe needs the account and routing numbers of the bank account.');
    let method: { id: string; us_bank_account?: { last4?: string } | null };
    try {
      method = await this.request('POST', '/v1/payment_methods', {
        type: 'us_bank_account',
        'us_bank_account[account_holder_type]': 'individual',
        'us_bank_account[account_type]': account.accountType,
        'us_bank_account[routing_number]': account.ach.routingNumber,
        'us_bank_account[account_number]': account.ach.accountNumber,
        'billing_details[name]': account.holderName,
        metadata: { userUuid: account.userUuid },
      });
    } catch (error) {
      if (error instanceof StripeRequestError && error.status === 400)
        throw new BankAccountRefusedError(error.body.error?.code ?? 'invalid_request_error', error.body.error?.message ?? 'Stripe refused the bank account.');
      throw error;
    }
    await this.request('POST', `/v1/payment_methods/${encodeURIComponent(method.id)}/attach`, { customer: account.customerReference });
    const setup = await this.request<{ id: string; status: SetupIntentStatus }>(
      'POST',
      '/v1/setup_intents',
      {
        customer: account.customerReference,
        payment_method: method.id,
        payment_method_types: ['us_bank_account'],
        usage: 'off_session',
        confirm: true,
        'mandate_data[customer_acceptance][type]': 'online',
        'mandate_data[customer_acceptance][online][ip_address]': account.mandate.ipAddress,
        'mandate_data[customer_acceptance][online][user_agent]': account.mandate.userAgent,
        metadata: { userUuid: account.userUuid },
      },
      `bank-account-mandate:${method.id}`,
    );
    if (setup.status !== 'succeeded' && setup.status !== 'processing') {
      await this.detachPaymentMethod(method.id);
      throw new BankAccountRefusedError('verification_required', `Stripe asks to verify the bank account (${setup.status}).`);
    }
    return { reference: method.id, last4: method.us_bank_account?.last4 ?? account.last4 };
  }

  async detachPaymentMethod(reference: string): Promise<void> {
    await this.request('POST', `/v1/payment_methods/${encodeURIComponent(reference)}/detach`, {});
  }

  private async request<T>(method: 'GET' | 'POST', path: string, body?: Parameters<typeof formEncode>[0], idempotencyKey?: string): Promise<T> {
    const headers: Record<string, string> = { Authorization: `Bearer ${this.secretKey}` };
    if (method === 'POST') headers['Content-Type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    const response = await this.fetchImpl(`${this.apiBase}${path}`, { method, headers, body: method === 'POST' ? formEncode(body ?? {}) : undefined });
    const json = (await response.json()) as T & StripeError;
    if (!response.ok) throw new StripeRequestError(response.status, json);
    return json;
  }
}

export class StripeRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeError,
  ) {
    super(`Stripe answered ${status}: ${body.error?.message ?? 'no message'}`);
    this.name = 'StripeRequestError';
  }
}

function toSetupIntent(intent: StripeSetupIntent): SetupIntent {
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  return {
    id: intent.id,
    clientSecret: intent.client_secret,
    status: intent.status,
    customerReference: intent.customer ?? '',
    card: method?.card
      ? { reference: method.id, brand: method.card.brand, last4: method.card.last4, expMonth: method.card.exp_month, expYear: method.card.exp_year }
      : null,
    lastErrorCode: intent.last_setup_error?.decline_code ?? intent.last_setup_error?.code ?? null,
  };
}
