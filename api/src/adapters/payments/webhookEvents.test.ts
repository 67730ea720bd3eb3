import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { paymentWebhookBody, readPaymentWebhook, signWebhook, verifiedWebhookEvent, WebhookSignatureError } from './webhookEvents.js';

const SECRET = 'whsec_test_secret';
const NOW = new Date('2026-11-23T12:00:00Z');
const minutes = (count: number) => new Date(NOW.getTime() + count * 60_000);
const succeeded = paymentWebhookBody({ eventId: 'evt_1', paymentReference: 'pi_1', settlement: 'SUCCEEDED', created: NOW });
/** The header Stripe would send, built by Stripe's own client. */
const stripeHeader = (payload: string, at: Date, secret = SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(at.getTime() / 1000) });
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookSignatureError);
    return (error as Error).message;
  }
  throw new Error('The webhook was accepted.');
};

describe('webhook signatures (Stripe-Signature)', () => {
  it('accepts the body signed with the secret within five minutes, either way', () => {
    expect(verifiedWebhookEvent(SECRET, succeeded, stripeHeader(succeeded, NOW), minutes(4.9))).toMatchObject({ id: 'evt_1' });
    expect(verifiedWebhookEvent(SECRET, succeeded, stripeHeader(succeeded, minutes(4.9)), NOW)).toMatchObject({ id: 'evt_1' });
  });

  it('matches Stripe’s scheme: HMAC-SHA256 of "t.body" in hex, any of several v1 signatures', () => {
    // Computed apart from this code: printf '1000000000.{}' | openssl dgst -sha256 -hmac whsec_x
    const expected = 'e7cd041a521d0555d3d16bb8b37f6ad696fbc3d1a2dd671141911296b5d79553';
    const at = new Date(1_000_000_000_000);
    expect(signWebhook('whsec_x', '{}', at)).toBe(`t=1000000000,v1=${expected}`);
    expect(verifiedWebhookEvent('whsec_x', '{}', `t=1000000000,v1=${'0'.repeat(64)},v1=${expected}`, at)).toEqual({});
  });

  it('refuses another secret, a changed body, a stale or future time, and a missing or malformed header', () => {
    const header = stripeHeader(succeeded, NOW);
    expect(refusal(() => verifiedWebhookEvent(SECRET, succeeded, stripeHeader(succeeded, NOW, 'whsec_other'), NOW))).toMatch(/No signatures found matching/);
    expect(refusal(() => verifiedWebhookEvent(SECRET, succeeded.replace('pi_1', 'pi_2'), header, NOW))).toMatch(/No signatures found matching/);
    expect(refusal(() => verifiedWebhookEvent(SECRET, succeeded, header, minutes(5.1)))).toMatch(/tolerance/);
    expect(refusal(() => verifiedWebhookEvent(SECRET, succeeded, header, minutes(-5.1)))).toMatch(/tolerance/);
    for (const bad of [undefined, '', 't=abc,v1=00', header.replace(/v1=/, 'v0='), header.replace(/t=\d+,/, '')])
      expect(refusal(() => verifiedWebhookEvent(SECRET, succeeded, bad, NOW))).toMatch(/stripe-signature|timestamp|signatures/i);
  });
});

describe('reading a payment webhook', () => {
  it('reads a succeeded and a failed payment intent', () => {
    expect(readPaymentWebhook(SECRET, succeeded, stripeHeader(succeeded, NOW), NOW)).toEqual({
      eventId: 'evt_1',
      type: 'payment_intent.succeeded',
      paymentReference: 'pi_1',
      settlement: 'SUCCEEDED',
      failureCode: null,
      payload: JSON.parse(succeeded),
    });
    const failed = paymentWebhookBody({ eventId: 'evt_2', paymentReference: 'pi_2', settlement: 'FAILED', failureCode: 'account_closed', created: NOW });
    expect(readPaymentWebhook(SECRET, failed, stripeHeader(failed, NOW), NOW)).toMatchObject({ settlement: 'FAILED', failureCode: 'account_closed' });
  });

  it('leaves other event types alone, and refuses a signed body that is not an event', () => {
    const other = JSON.stringify({ id: 'evt_3', type: 'customer.created', data: { object: { id: 'cus_1' } } });
    expect(readPaymentWebhook(SECRET, other, stripeHeader(other, NOW), NOW)).toBeNull();
    expect(refusal(() => readPaymentWebhook(SECRET, 'not json', stripeHeader('not json', NOW), NOW))).toMatch(/not an event/);
    expect(refusal(() => readPaymentWebhook(SECRET, '"text"', stripeHeader('"text"', NOW), NOW))).toMatch(/not an event/);
  });
});
