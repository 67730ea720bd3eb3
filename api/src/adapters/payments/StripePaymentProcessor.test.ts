import { describe, expect, it } from 'vitest';
import { formEncode, StripePaymentProcessor } from './StripePaymentProcessor.js';
import { paymentWebhookBody, signWebhook } from './webhookEvents.js';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A fake Stripe: records each request and answers with the next canned response. */
function fakeStripe(responses: Array<{ status: number; body: unknown }>) {
  const sent: Sent[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    sent.push({ url, method: init.method ?? 'GET', headers: init.headers as Record<string, string>, body: init.body as string | undefined });
    const next = responses.shift()!;
    return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { sent, processor: new StripePaymentProcessor('sk_test_123', 'pk_test_123', fetchImpl, 'https://stripe.test') };
}

describe('the Stripe processor', () => {
  it('encodes nested parameters the way Stripe reads them', () => {
    expect(decodeURIComponent(formEncode({ amount: 500, metadata: { userUuid: 'u1' }, payment_method_types: ['card'], skipped: undefined }))).toBe(
      'amount=500&metadata[userUuid]=u1&payment_method_types[]=card',
    );
  });

  it('charges off-session with our idempotency key, and reads a succeeded PaymentIntent', async () => {
    const { sent, processor } = fakeStripe([{ status: 200, body: { id: 'pi_1', status: 'succeeded' } }]);
    const result = await processor.charge({
      customerReference: 'cus_1',
      paymentMethodReference: 'pm_1',
      amountCents: 12_550,
      currency: 'usd',
      description: 'Buy-in',
      idempotencyKey: 'key-1',
    });
    expect(result).toEqual({ outcome: 'succeeded', reference: 'pi_1' });
    expect(sent[0]).toMatchObject({
      url: 'https://stripe.test/v1/payment_intents',
      method: 'POST',
      headers: { Authorization: 'Bearer sk_test_123', 'Idempotency-Key': 'key-1' },
    });
    const body = new URLSearchParams(sent[0]!.body);
    expect(Object.fromEntries(body)).toMatchObject({
      amount: '12550',
      currency: 'usd',
      customer: 'cus_1',
      payment_method: 'pm_1',
      off_session: 'true',
      confirm: 'true',
    });
  });

  it('turns a card_error into a decline with its decline code', async () => {
    const { processor } = fakeStripe([
      { status: 402, body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', payment_intent: { id: 'pi_2' } } } },
    ]);
    expect(
      await processor.charge({
        customerReference: 'cus_1',
        paymentMethodReference: 'pm_1',
        amountCents: 500,
        currency: 'usd',
        description: 'x',
        idempotencyKey: 'key-2',
      }),
    ).toEqual({
      outcome: 'declined',
      reference: 'pi_2',
      declineCode: 'insufficient_funds',
    });
  });

  it('throws on other errors instead of calling them declines', async () => {
    const { processor } = fakeStripe([{ status: 500, body: { error: { type: 'api_error', message: 'boom' } } }]);
    await expect(
      processor.charge({
        customerReference: null,
        paymentMethodReference: 'pm_1',
        amountCents: 500,
        currency: 'usd',
        description: 'x',
        idempotencyKey: 'key-3',
      }),
    ).rejects.toThrow('Stripe answered 500: boom');
  });

  it('reads a SetupIntent with its card, and a missing one as null', async () => {
    const { sent, processor } = fakeStripe([
      {
        status: 200,
        body: {
          id: 'seti_1',
          client_secret: 'seti_1_secret',
          status: 'succeeded',
          customer: 'cus_1',
          payment_method: { id: 'pm_9', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } },
        },
      },
      { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such setupintent' } } },
    ]);
    expect(await processor.retrieveSetupIntent('seti_1')).toEqual({
      id: 'seti_1',
      clientSecret: 'seti_1_secret',
      status: 'succeeded',
      customerReference: 'cus_1',
      card: { reference: 'pm_9', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
      lastErrorCode: null,
    });
    expect(sent[0]?.url).toBe('https://stripe.test/v1/setup_intents/seti_1?expand[]=payment_method');
    expect(await processor.retrieveSetupIntent('seti_missing')).toBeNull();
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
      const { sent, processor } = fakeStripe([
        { status: 200, body: { id: 'pm_ba_1', type: 'us_bank_account', us_bank_account: { last4: '6789' } } },
        { status: 200, body: { id: 'pm_ba_1', customer: 'cus_1' } },
        { status: 200, body: { id: 'seti_ba_1', status: 'succeeded' } },
      ]);
      expect(await processor.saveBankAccount(account)).toEqual({ reference: 'pm_ba_1', last4: '6789' });
      expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
        'POST https://stripe.test/v1/payment_methods',
        'POST https://stripe.test/v1/payment_methods/pm_ba_1/attach',
        'POST https://stripe.test/v1/setup_intents',
      ]);
      expect(Object.fromEntries(new URLSearchParams(sent[0]!.body))).toMatchObject({
        type: 'us_bank_account',
        'us_bank_account[account_holder_type]': 'individual',
        'us_bank_account[account_type]': 'checking',
        'us_bank_account[routing_number]': '110000000',
        'us_bank_account[account_number]': '000123456789',
        'billing_details[name]': 'Pat Homeowner',
      });
      expect(Object.fromEntries(new URLSearchParams(sent[1]!.body))).toEqual({ customer: 'cus_1' });
      expect(Object.fromEntries(new URLSearchParams(sent[2]!.body))).toMatchObject({
        customer: 'cus_1',
        payment_method: 'pm_ba_1',
        'payment_method_types[]': 'us_bank_account',
        usage: 'off_session',
        confirm: 'true',
        'mandate_data[customer_acceptance][type]': 'online',
        'mandate_data[customer_acceptance][online][ip_address]': '203.0.113.7',
        'mandate_data[customer_acceptance][online][user_agent]': 'Mozilla/5.0',
      });
      expect(sent[2]!.headers['Idempotency-Key']).toBe('bank-account-mandate:pm_ba_1');
    });

    it('debits a saved bank account as us_bank_account and reads a processing PaymentIntent', async () => {
      const { sent, processor } = fakeStripe([{ status: 200, body: { id: 'pi_ach', status: 'processing' } }]);
      const result = await processor.charge({
        customerReference: 'cus_1',
        paymentMethodReference: 'pm_ba_1',
        paymentMethodKind: 'BANK_ACCOUNT',
        amountCents: 50_000,
        currency: 'usd',
        description: 'Buy-in',
        idempotencyKey: 'key-ach',
      });
      expect(result).toEqual({ outcome: 'processing', reference: 'pi_ach' });
      expect(new URLSearchParams(sent[0]!.body).get('payment_method_types[]')).toBe('us_bank_account');
    });

    it('refuses an account without its numbers, asking Stripe nothing', async () => {
      const { sent, processor } = fakeStripe([]);
      await expect(processor.saveBankAccount({ ...account, ach: null })).rejects.toMatchObject({
        name: 'BankAccountRefusedError',
        code: 'account_numbers_unavailable',
      });
      expect(sent).toHaveLength(0);
    });

    it('refuses numbers Stripe rejects, and detaches an account Stripe wants verified again', async () => {
      const rejected = fakeStripe([{ status: 400, body: { error: { type: 'invalid_request_error', code: 'routing_number_invalid', message: 'bad' } } }]);
      await expect(rejected.processor.saveBankAccount(account)).rejects.toMatchObject({ code: 'routing_number_invalid' });

      const { sent, processor } = fakeStripe([
        { status: 200, body: { id: 'pm_ba_2', us_bank_account: { last4: '6789' } } },
        { status: 200, body: { id: 'pm_ba_2' } },
        { status: 200, body: { id: 'seti_ba_2', status: 'requires_action' } },
        { status: 200, body: { id: 'pm_ba_2' } },
      ]);
      await expect(processor.saveBankAccount(account)).rejects.toMatchObject({ code: 'verification_required' });
      expect(sent[3]?.url).toBe('https://stripe.test/v1/payment_methods/pm_ba_2/detach');
    });
  });

  it('reads webhooks signed with STRIPE_WEBHOOK_SECRET, and refuses every webhook without it', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const body = paymentWebhookBody({ eventId: 'evt_1', paymentReference: 'pi_1', settlement: 'FAILED', failureCode: 'insufficient_funds', created: now });
    const signature = signWebhook('whsec_endpoint', body, now);
    const configured = new StripePaymentProcessor('sk_test_123', 'pk_test_123', fetch, 'https://stripe.test', 'whsec_endpoint');
    expect(configured.readWebhook(body, signature, now)).toMatchObject({ paymentReference: 'pi_1', settlement: 'FAILED', failureCode: 'insufficient_funds' });
    expect(() => new StripePaymentProcessor('sk_test_123', 'pk_test_123').readWebhook(body, signature, now)).toThrow(/STRIPE_WEBHOOK_SECRET is not set/);
  });
});
