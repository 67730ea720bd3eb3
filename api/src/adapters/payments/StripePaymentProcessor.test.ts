import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { startLocalHttpServer, type LocalAnswer, type ReceivedRequest } from '#tests/support/localHttpServer';
import { StripePaymentProcessor } from './StripePaymentProcessor.js';
import { paymentWebhookBody } from './webhookEvents.js';

let servers: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

/** A local Stripe: records each request the official client sends and answers with the next canned response. */
async function localStripe(answers: LocalAnswer[], options: { maxNetworkRetries?: number } = {}) {
  const server = await startLocalHttpServer(() => answers.shift() ?? { status: 500, json: { error: { type: 'api_error', message: 'no answer left' } } });
  servers.push(server);
  const { port } = new URL(server.baseUrl);
  const processor = new StripePaymentProcessor({
    secretKey: 'sk_test_123',
    publishableKey: 'pk_test_123',
    api: { host: '127.0.0.1', port: Number(port), protocol: 'http' },
    maxNetworkRetries: options.maxNetworkRetries ?? 0,
  });
  return { sent: server.received, processor };
}

const formOf = (request: ReceivedRequest | undefined) => Object.fromEntries(new URLSearchParams(request!.body));
const routeOf = (request: ReceivedRequest) => `${request.method} ${decodeURIComponent(request.url)}`;

const cardCharge = (idempotencyKey: string, customerReference: string | null = 'cus_1') => ({
  customerReference,
  paymentMethodReference: 'pm_1',
  amountCents: 500,
  currency: 'usd',
  description: 'x',
  idempotencyKey,
});

describe('the Stripe processor', () => {
  it('charges off-session with our idempotency key and the secret key, and reads a succeeded PaymentIntent', async () => {
    const { sent, processor } = await localStripe([{ status: 200, json: { id: 'pi_1', object: 'payment_intent', status: 'succeeded' } }]);
    const result = await processor.charge({ ...cardCharge('key-1'), amountCents: 12_550, description: 'Buy-in' });
    expect(result).toEqual({ outcome: 'succeeded', reference: 'pi_1' });
    expect(routeOf(sent[0]!)).toBe('POST /v1/payment_intents');
    expect(sent[0]!.headers).toMatchObject({
      authorization: 'Bearer sk_test_123',
      'idempotency-key': 'key-1',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(formOf(sent[0])).toMatchObject({
      amount: '12550',
      currency: 'usd',
      customer: 'cus_1',
      payment_method: 'pm_1',
      'allowed_payment_method_types[0]': 'card',
      off_session: 'true',
      confirm: 'true',
      description: 'Buy-in',
    });
  });

  it('sends a retried charge with the same idempotency key, so Stripe answers it with the first charge', async () => {
    const { sent, processor } = await localStripe(
      [
        { status: 503, json: { error: { type: 'api_error', message: 'try again' } } },
        { status: 200, json: { id: 'pi_once', object: 'payment_intent', status: 'succeeded' } },
      ],
      { maxNetworkRetries: 1 },
    );
    expect(await processor.charge(cardCharge('key-retried'))).toEqual({ outcome: 'succeeded', reference: 'pi_once' });
    expect(sent.map((request) => request.headers['idempotency-key'])).toEqual(['key-retried', 'key-retried']);
  });

  it('turns a card_error into a decline with its decline code', async () => {
    const { processor } = await localStripe([
      {
        status: 402,
        json: {
          error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', payment_intent: { id: 'pi_2', object: 'payment_intent' } },
        },
      },
    ]);
    expect(await processor.charge(cardCharge('key-2'))).toEqual({ outcome: 'declined', reference: 'pi_2', declineCode: 'insufficient_funds' });
  });

  it("puts our idempotency key in the charge's metadata and finds the charge by it with Stripe's search", async () => {
    const { sent, processor } = await localStripe([
      { status: 200, json: { id: 'pi_kept', object: 'payment_intent', status: 'processing' } },
      { status: 200, json: { object: 'search_result', data: [{ id: 'pi_kept', object: 'payment_intent', status: 'processing' }], has_more: false } },
      {
        status: 200,
        json: {
          object: 'search_result',
          data: [
            {
              id: 'pi_refused',
              object: 'payment_intent',
              status: 'requires_payment_method',
              last_payment_error: { code: 'card_declined', decline_code: 'lost_card' },
            },
          ],
          has_more: false,
        },
      },
      { status: 200, json: { object: 'search_result', data: [], has_more: false } },
    ]);
    await processor.charge({ ...cardCharge("property:p1:key-'4'"), metadata: { paymentUuid: 'pay_1' } });
    expect(formOf(sent[0])).toMatchObject({ 'metadata[paymentUuid]': 'pay_1', 'metadata[idempotencyKey]': "property:p1:key-'4'" });

    expect(await processor.findCharge("property:p1:key-'4'")).toEqual({ outcome: 'processing', reference: 'pi_kept' });
    const search = new URL(sent[1]!.url, 'http://stripe.test');
    expect(`${sent[1]!.method} ${search.pathname}`).toBe('GET /v1/payment_intents/search');
    expect(search.searchParams.get('query')).toBe("metadata['idempotencyKey']:'property:p1:key-\\'4\\''");
    expect(await processor.findCharge('refused-key')).toEqual({ outcome: 'declined', reference: 'pi_refused', declineCode: 'lost_card' });
    expect(await processor.findCharge('never-sent')).toBeNull();
  });

  it('throws on other errors instead of calling them declines', async () => {
    const { processor } = await localStripe([{ status: 500, json: { error: { type: 'api_error', message: 'boom' } } }]);
    await expect(processor.charge(cardCharge('key-3', null))).rejects.toThrow('Stripe answered 500: boom');
  });

  it('creates a customer and an off-session card SetupIntent for the browser', async () => {
    const { sent, processor } = await localStripe([
      { status: 200, json: { id: 'cus_new', object: 'customer' } },
      {
        status: 200,
        json: { id: 'seti_new', object: 'setup_intent', client_secret: 'seti_new_secret_x', status: 'requires_payment_method', customer: 'cus_new' },
      },
    ]);
    expect(await processor.createCustomer({ userUuid: 'u1', email: 'pat@example.com' })).toBe('cus_new');
    expect(await processor.createSetupIntent({ customerReference: 'cus_new', userUuid: 'u1' })).toEqual({
      id: 'seti_new',
      clientSecret: 'seti_new_secret_x',
      status: 'requires_payment_method',
      customerReference: 'cus_new',
      card: null,
      lastErrorCode: null,
    });
    expect(sent.map(routeOf)).toEqual(['POST /v1/customers', 'POST /v1/setup_intents']);
    expect(formOf(sent[0])).toEqual({ email: 'pat@example.com', 'metadata[userUuid]': 'u1' });
    expect(formOf(sent[1])).toEqual({
      customer: 'cus_new',
      usage: 'off_session',
      'allowed_payment_method_types[0]': 'card',
      'metadata[userUuid]': 'u1',
    });
  });

  it('reads a SetupIntent with its card, and a missing one as null', async () => {
    const { sent, processor } = await localStripe([
      {
        status: 200,
        json: {
          id: 'seti_1',
          object: 'setup_intent',
          client_secret: 'seti_1_secret',
          status: 'succeeded',
          customer: 'cus_1',
          payment_method: { id: 'pm_9', object: 'payment_method', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } },
        },
      },
      { status: 404, json: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such setupintent' } } },
    ]);
    expect(await processor.retrieveSetupIntent('seti_1')).toEqual({
      id: 'seti_1',
      clientSecret: 'seti_1_secret',
      status: 'succeeded',
      customerReference: 'cus_1',
      card: { reference: 'pm_9', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
      lastErrorCode: null,
    });
    expect(routeOf(sent[0]!)).toBe('GET /v1/setup_intents/seti_1?expand[0]=payment_method');
    expect(sent[0]!.headers.authorization).toBe('Bearer sk_test_123');
    expect(await processor.retrieveSetupIntent('seti_missing')).toBeNull();
  });

  it('reads a failed setup’s decline code, and a method attached but not confirmed as still waiting', async () => {
    const { processor } = await localStripe([
      {
        status: 200,
        json: {
          id: 'seti_2',
          object: 'setup_intent',
          client_secret: 's',
          status: 'requires_payment_method',
          customer: 'cus_1',
          payment_method: null,
          last_setup_error: { code: 'card_declined', decline_code: 'do_not_honor' },
        },
      },
      { status: 200, json: { id: 'seti_3', object: 'setup_intent', client_secret: 's', status: 'requires_confirmation', customer: 'cus_1' } },
    ]);
    expect(await processor.retrieveSetupIntent('seti_2')).toMatchObject({ status: 'requires_payment_method', lastErrorCode: 'do_not_honor', card: null });
    expect(await processor.retrieveSetupIntent('seti_3')).toMatchObject({ status: 'requires_payment_method' });
  });

  describe('saving a linked bank account', () => {
    const account = {
      customerReference: 'cus_1',
      userUuid: 'u1',
      holderName: 'Pat Homeowner',
      accountType: 'checking' as const,
      last4: '6789',
      linkedAccountId: 'acct_1',
      ach: { routingNumber: '110000000', accountNumber: '000123456789' },
      mandate: { ipAddress: '203.0.113.7', userAgent: 'Mozilla/5.0' },
    };

    it('creates a us_bank_account PaymentMethod, attaches it to the customer and confirms an off-session mandate', async () => {
      const { sent, processor } = await localStripe([
        { status: 200, json: { id: 'pm_ba_1', object: 'payment_method', type: 'us_bank_account', us_bank_account: { last4: '6789' } } },
        { status: 200, json: { id: 'pm_ba_1', object: 'payment_method', customer: 'cus_1' } },
        { status: 200, json: { id: 'seti_ba_1', object: 'setup_intent', status: 'succeeded' } },
      ]);
      expect(await processor.saveBankAccount(account)).toEqual({ reference: 'pm_ba_1', last4: '6789' });
      expect(sent.map(routeOf)).toEqual(['POST /v1/payment_methods', 'POST /v1/payment_methods/pm_ba_1/attach', 'POST /v1/setup_intents']);
      expect(formOf(sent[0])).toMatchObject({
        type: 'us_bank_account',
        'us_bank_account[account_holder_type]': 'individual',
        'us_bank_account[account_type]': 'checking',
        'us_bank_account[routing_number]': '110000000',
        'us_bank_account[account_number]': '000123456789',
        'billing_details[name]': 'Pat Homeowner',
      });
      expect(formOf(sent[1])).toEqual({ customer: 'cus_1' });
      expect(formOf(sent[2])).toMatchObject({
        customer: 'cus_1',
        payment_method: 'pm_ba_1',
        'allowed_payment_method_types[0]': 'us_bank_account',
        usage: 'off_session',
        confirm: 'true',
        'mandate_data[customer_acceptance][type]': 'online',
        'mandate_data[customer_acceptance][online][ip_address]': '203.0.113.7',
        'mandate_data[customer_acceptance][online][user_agent]': 'Mozilla/5.0',
      });
      expect(sent[2]!.headers['idempotency-key']).toBe('bank-account-mandate:pm_ba_1');
    });

    it('debits a saved bank account as us_bank_account and reads a processing PaymentIntent', async () => {
      const { sent, processor } = await localStripe([{ status: 200, json: { id: 'pi_ach', object: 'payment_intent', status: 'processing' } }]);
      const result = await processor.charge({
        ...cardCharge('key-ach'),
        paymentMethodReference: 'pm_ba_1',
        paymentMethodKind: 'BANK_ACCOUNT',
        amountCents: 50_000,
      });
      expect(result).toEqual({ outcome: 'processing', reference: 'pi_ach' });
      expect(formOf(sent[0])['allowed_payment_method_types[0]']).toBe('us_bank_account');
    });

    it('refuses an account without its numbers, asking Stripe nothing', async () => {
      const { sent, processor } = await localStripe([]);
      await expect(processor.saveBankAccount({ ...account, ach: null })).rejects.toMatchObject({
        name: 'BankAccountRefusedError',
        code: 'account_numbers_unavailable',
      });
      expect(sent).toHaveLength(0);
    });

    it('refuses numbers Stripe rejects, and detaches an account Stripe wants verified again', async () => {
      const rejected = await localStripe([{ status: 400, json: { error: { type: 'invalid_request_error', code: 'routing_number_invalid', message: 'bad' } } }]);
      await expect(rejected.processor.saveBankAccount(account)).rejects.toMatchObject({ name: 'BankAccountRefusedError', code: 'routing_number_invalid' });

      const { sent, processor } = await localStripe([
        { status: 200, json: { id: 'pm_ba_2', object: 'payment_method', us_bank_account: { last4: '6789' } } },
        { status: 200, json: { id: 'pm_ba_2', object: 'payment_method' } },
        { status: 200, json: { id: 'seti_ba_2', object: 'setup_intent', status: 'requires_action' } },
        { status: 200, json: { id: 'pm_ba_2', object: 'payment_method' } },
      ]);
      await expect(processor.saveBankAccount(account)).rejects.toMatchObject({ code: 'verification_required' });
      expect(routeOf(sent[3]!)).toBe('POST /v1/payment_methods/pm_ba_2/detach');
    });
  });

  it('reads webhooks signed with STRIPE_WEBHOOK_SECRET, and refuses every webhook without it', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const body = paymentWebhookBody({ eventId: 'evt_1', paymentReference: 'pi_1', settlement: 'FAILED', failureCode: 'insufficient_funds', created: now });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_endpoint', timestamp: now.getTime() / 1000 });
    const api = { host: '127.0.0.1', port: 9, protocol: 'http' as const };
    const configured = new StripePaymentProcessor({ secretKey: 'sk_test_123', publishableKey: 'pk_test_123', api, webhookSecret: 'whsec_endpoint' });
    expect(configured.readWebhook(body, signature, now)).toMatchObject({ paymentReference: 'pi_1', settlement: 'FAILED', failureCode: 'insufficient_funds' });
    const unconfigured = new StripePaymentProcessor({ secretKey: 'sk_test_123', publishableKey: 'pk_test_123', api });
    expect(() => unconfigured.readWebhook(body, signature, now)).toThrow(/STRIPE_WEBHOOK_SECRET is not set/);
  });
});
