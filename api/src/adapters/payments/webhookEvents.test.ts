import { describe, expect, it } from 'vitest';
import { paymentWebhookBody, readPaymentWebhook, signWebhook, verifyWebhookSignature } from './webhookEvents.js';

const SECRET = 'whsec_test_secret';
const NOW = new Date('2026-11-23T12:00:00Z');
const minutes = (count: number) => new Date(NOW.getTime() + count * 60_000);
const succeeded = paymentWebhookBody({ eventId: 'evt_1', paymentReference: 'pi_1', settlement: 'SUCCEEDED', created: NOW });

describe('webhook signatures (Stripe-Signature)', () => {
  it('accepts the body signed with the secret within five minutes, either way', () => {
    expect(() => verifyWebhookSignature(SECRET, succeeded, signWebhook(SECRET, succeeded, NOW), minutes(4.9))).not.toThrow();
    expect(() => verifyWebhookSignature(SECRET, succeeded, signWebhook(SECRET, succeeded, minutes(4.9)), NOW)).not.toThrow();
  });

  it('matches Stripe’s scheme: HMAC-SHA256 of "t.body" in hex, any of several v1 signatures', () => {
    // Computed apart from this code: printf '1000000000.{}' | openssl dgst -sha256 -hmac whsec_x
    const expected = 'e7cd041a521d0555d3d16bb8b37f6ad696fbc3d1a2dd671141911296b5d79553';
    const at = new Date(1_000_000_000_000);
    expect(signWebhook('whsec_x', '{}', at)).toBe(`t=1000000000,v1=${expected}`);
    expect(() => verifyWebhookSignature('whsec_x', '{}', `t=1000000000,v1=${'0'.repeat(64)},v1=${expected}`, at)).not.toThrow();
  });

  it('refuses another secret, a changed body, a stale or future time, and a missing or malformed header', () => {
    const header = signWebhook(SECRET, succeeded, NOW);
    expect(() => verifyWebhookSignature('whsec_other', succeeded, header, NOW)).toThrow(/does not match/);
    expect(() => verifyWebhookSignature(SECRET, succeeded.replace('pi_1', 'pi_2'), header, NOW)).toThrow(/does not match/);
    expect(() => verifyWebhookSignature(SECRET, succeeded, header, minutes(5.1))).toThrow(/too old/);
    expect(() => verifyWebhookSignature(SECRET, succeeded, header, minutes(-5.1))).toThrow(/too old/);
    for (const bad of [undefined, '', 't=abc,v1=00', header.replace(/v1=/, 'v0='), header.replace(/t=\d+,/, '')])
      expect(() => verifyWebhookSignature(SECRET, succeeded, bad, NOW)).toThrow(/not signed/);
  });
});

describe('reading a payment webhook', () => {
  it('reads a succeeded and a failed payment intent', () => {
    expect(readPaymentWebhook(SECRET, succeeded, signWebhook(SECRET, succeeded, NOW), NOW)).toEqual({
      eventId: 'evt_1',
      paymentReference: 'pi_1',
      settlement: 'SUCCEEDED',
      failureCode: null,
    });
    const failed = paymentWebhookBody({ eventId: 'evt_2', paymentReference: 'pi_2', settlement: 'FAILED', failureCode: 'account_closed', created: NOW });
    expect(readPaymentWebhook(SECRET, failed, signWebhook(SECRET, failed, NOW), NOW)).toMatchObject({ settlement: 'FAILED', failureCode: 'account_closed' });
  });

  it('leaves other event types alone, and refuses a signed body that is not an event', () => {
    const other = JSON.stringify({ id: 'evt_3', type: 'customer.created', data: { object: { id: 'cus_1' } } });
    expect(readPaymentWebhook(SECRET, other, signWebhook(SECRET, other, NOW), NOW)).toBeNull();
    expect(() => readPaymentWebhook(SECRET, 'not json', signWebhook(SECRET, 'not json', NOW), NOW)).toThrow(/not an event/);
  });
});
