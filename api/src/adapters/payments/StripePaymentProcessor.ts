import Stripe from 'stripe';
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

export interface StripeProcessorOptions {
  secretKey: string;
  publishableKey: string | null;
  /** The webhook endpoint's signing secret (whsec_...); without it every webhook is refused. */
  webhookSecret?: string | null;
  /** Where Stripe's API answers: api.stripe.com unless given (tests give a local server). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  /** Retries of a request that failed on the network or with a 409 or 5xx; the client's default (2) unless given. */
  maxNetworkRetries?: number;
}

/**
 * Stripe through its official node client: customers, SetupIntents for saving cards off-session,
 * PaymentIntents confirmed off-session for charges, each charge with our idempotency key (the
 * client's own retries resend it, so a retried charge is the same charge). Selected by
 * STRIPE_SECRET_KEY.
 */
export class StripePaymentProcessor implements PaymentProcessor {
  readonly name = 'stripe';
  readonly needsAchNumbers = true;
  readonly publishableKey: string | null;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string | null;

  constructor(options: StripeProcessorOptions) {
    this.publishableKey = options.publishableKey;
    this.webhookSecret = options.webhookSecret ?? null;
    this.stripe = new Stripe(options.secretKey, {
      ...(options.api ?? {}),
      ...(options.maxNetworkRetries === undefined ? {} : { maxNetworkRetries: options.maxNetworkRetries }),
      // No usage telemetry about our requests is sent back to Stripe.
      telemetry: false,
      appInfo: { name: 'Roofline' },
    });
  }

  readWebhook(rawBody: string, signatureHeader: string | undefined, now: Date): PaymentSettlementEvent | null {
    if (!this.webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set, so no webhook can be verified.');
    return readPaymentWebhook(this.webhookSecret, rawBody, signatureHeader, now);
  }

  async createCustomer(input: { userUuid: string; email: string }): Promise<string> {
    const customer = await this.call(() => this.stripe.customers.create({ email: input.email, metadata: { userUuid: input.userUuid } }));
    return customer.id;
  }

  async createSetupIntent(input: { customerReference: string; userUuid: string }): Promise<SetupIntent> {
    const intent = await this.call(() =>
      this.stripe.setupIntents.create({
        customer: input.customerReference,
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
        metadata: { userUuid: input.userUuid },
      }),
    );
    return toSetupIntent(intent);
  }

  async retrieveSetupIntent(id: string): Promise<SetupIntent | null> {
    try {
      return toSetupIntent(await this.stripe.setupIntents.retrieve(id, { expand: ['payment_method'] }));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
      throw failureOf(error);
    }
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          customer: request.customerReference ?? undefined,
          payment_method: request.paymentMethodReference,
          allowed_payment_method_types: [request.paymentMethodKind === 'BANK_ACCOUNT' ? 'us_bank_account' : 'card'],
          off_session: true,
          confirm: true,
          description: request.description,
          // Our key rides with the intent, so a charge whose answer was lost can be found (findCharge).
          metadata: { ...request.metadata, idempotencyKey: request.idempotencyKey },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return resultOfIntent(intent);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError)
        return { outcome: 'declined', reference: error.payment_intent?.id ?? null, declineCode: error.decline_code ?? error.code ?? 'card_declined' };
      throw failureOf(error);
    }
  }

  /** The PaymentIntent whose metadata carries our key (Stripe's search), or null when Stripe has none. */
  async findCharge(idempotencyKey: string): Promise<ChargeResult | null> {
    const found = await this.call(() =>
      this.stripe.paymentIntents.search({ query: `metadata['idempotencyKey']:'${idempotencyKey.replace(/['\\]/g, '\\$&')}'`, limit: 1 }),
    );
    const intent = found.data[0];
    if (!intent) return null;
    // A charge refused at confirmation is left waiting for another payment method.
    if (intent.status === 'requires_payment_method' || intent.status === 'canceled')
      return {
        outcome: 'declined',
        reference: intent.id,
        declineCode: intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? 'card_declined',
      };
    return resultOfIntent(intent);
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
    let method: Stripe.PaymentMethod;
    try {
      method = await this.stripe.paymentMethods.create({
        type: 'us_bank_account',
        us_bank_account: {
          account_holder_type: 'individual',
          account_type: account.accountType,
          routing_number: account.ach.routingNumber,
          account_number: account.ach.accountNumber,
        },
        billing_details: { name: account.holderName },
        metadata: { userUuid: account.userUuid },
      });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.statusCode === 400)
        throw new BankAccountRefusedError(error.code ?? 'invalid_request_error', error.message || 'Stripe refused the bank account.');
      throw failureOf(error);
    }
    await this.call(() => this.stripe.paymentMethods.attach(method.id, { customer: account.customerReference }));
    const setup = await this.call(() =>
      this.stripe.setupIntents.create(
        {
          customer: account.customerReference,
          payment_method: method.id,
          allowed_payment_method_types: ['us_bank_account'],
          usage: 'off_session',
          confirm: true,
          mandate_data: {
            customer_acceptance: { type: 'online', online: { ip_address: account.mandate.ipAddress, user_agent: account.mandate.userAgent } },
          },
          metadata: { userUuid: account.userUuid },
        },
        { idempotencyKey: `bank-account-mandate:${method.id}` },
      ),
    );
    if (setup.status !== 'succeeded' && setup.status !== 'processing') {
      await this.detachPaymentMethod(method.id);
      throw new BankAccountRefusedError('verification_required', `Stripe asks to verify the bank account (${setup.status}).`);
    }
    return { reference: method.id, last4: method.us_bank_account?.last4 ?? account.last4 };
  }

  async detachPaymentMethod(reference: string): Promise<void> {
    await this.call(() => this.stripe.paymentMethods.detach(reference));
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw failureOf(error);
    }
  }
}

/** Stripe's errors say which request failed and how, with the client's error kept as the cause. */
function failureOf(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  return new Error(`Stripe answered ${error.statusCode ?? 'nothing'}: ${error.message || 'no message'}`, { cause: error });
}

function resultOfIntent(intent: Stripe.PaymentIntent): ChargeResult {
  if (intent.status === 'succeeded') return { outcome: 'succeeded', reference: intent.id };
  if (intent.status === 'processing') return { outcome: 'processing', reference: intent.id };
  return { outcome: 'declined', reference: intent.id, declineCode: intent.status === 'requires_action' ? 'authentication_required' : 'card_declined' };
}

const SETUP_STATUSES: readonly string[] = ['requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled'] satisfies SetupIntentStatus[];

/**
 * Stripe's status in our words. A method attached but not confirmed (requires_confirmation) still
 * waits for the browser, as a setup without one does; a status newer than this code is taken as
 * not finished, so nothing is saved on it.
 */
function setupStatusOf(status: string): SetupIntentStatus {
  if (SETUP_STATUSES.includes(status)) return status as SetupIntentStatus;
  return status === 'requires_confirmation' ? 'requires_payment_method' : 'processing';
}

function toSetupIntent(intent: Stripe.SetupIntent): SetupIntent {
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  const customer = typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? '');
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: setupStatusOf(intent.status),
    customerReference: customer,
    card: method?.card
      ? { reference: method.id, brand: method.card.brand, last4: method.card.last4, expMonth: method.card.exp_month, expYear: method.card.exp_year }
      : null,
    lastErrorCode: intent.last_setup_error?.decline_code ?? intent.last_setup_error?.code ?? null,
  };
}
