import { describe, expect, it } from 'vitest';
import { formEncode, StripePaymentProcessor } from './StripePaymentProcessor.js';

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
});
