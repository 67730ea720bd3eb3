import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentSettlement } from '#core/payments/index';

/**
 * The processor's webhook events in Stripe's shape: a JSON event signed in the Stripe-Signature
 * header as `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` under the endpoint's
 * secret. Stripe's adapter reads them with STRIPE_WEBHOOK_SECRET, the sandbox with its own.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/** A settled charge: the processor's reference (pi_...), and Stripe's failure code when it failed. */
export interface PaymentSettlementEvent {
  eventId: string;
  paymentReference: string;
  settlement: PaymentSettlement;
  failureCode: string | null;
}

/** The request is not from the processor (no, a wrong or a stale signature) or not an event. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

const SETTLEMENTS: Record<string, PaymentSettlement> = {
  'payment_intent.succeeded': 'SUCCEEDED',
  'payment_intent.payment_failed': 'FAILED',
};

const hmac = (secret: string, timestamp: number, rawBody: string) => createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest();

/** The Stripe-Signature header for a body, as the processor sends it (the sandbox and tests sign with it). */
export function signWebhook(secret: string, rawBody: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody).toString('hex')}`;
}

/** Throws WebhookSignatureError unless one v1 signature of the header is the body's, signed within the tolerance. */
export function verifyWebhookSignature(secret: string, rawBody: string, header: string | undefined, now: Date): void {
  const pairs = (header ?? '').split(',').map((pair) => pair.trim().split('='));
  const timestamp = Number(pairs.find(([key]) => key === 't')?.[1]);
  const signatures = pairs.filter(([key, value]) => key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)).map(([, value]) => Buffer.from(value!, 'hex'));
  if (!Number.isInteger(timestamp) || signatures.length === 0) throw new WebhookSignatureError('The webhook is not signed.');
  // Either way: an old event replayed, or one dated ahead by a skewed clock.
  if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) throw new WebhookSignatureError('The webhook signature is too old.');
  const expected = hmac(secret, timestamp, rawBody);
  if (!signatures.some((signature) => timingSafeEqual(signature, expected))) throw new WebhookSignatureError('The webhook signature does not match.');
}

/**
 * A verified event's settlement, or null for an event type that settles nothing (answered 200 and
 * left alone, as Stripe asks of endpoints that receive more than they handle).
 */
export function readPaymentWebhook(secret: string, rawBody: string, header: string | undefined, now: Date): PaymentSettlementEvent | null {
  verifyWebhookSignature(secret, rawBody, header, now);
  let event: { id?: unknown; type?: unknown; data?: { object?: { id?: unknown; last_payment_error?: { code?: unknown; decline_code?: unknown } | null } } };
  try {
    event = JSON.parse(rawBody) as typeof event;
  } catch {
    throw new WebhookSignatureError('The webhook body is not an event.');
  }
  const settlement = typeof event.type === 'string' ? SETTLEMENTS[event.type] : undefined;
  if (!settlement) return null;
  const intent = event.data?.object;
  if (typeof event.id !== 'string' || typeof intent?.id !== 'string') throw new WebhookSignatureError('The webhook body is not an event.');
  const error = intent.last_payment_error;
  const failureCode = settlement === 'FAILED' ? String(error?.decline_code ?? error?.code ?? 'payment_failed') : null;
  return { eventId: event.id, paymentReference: intent.id, settlement, failureCode };
}

/** The body of an event in Stripe's shape, for the sandbox's own settlements and for tests. */
export function paymentWebhookBody(input: {
  eventId: string;
  paymentReference: string;
  settlement: PaymentSettlement;
  failureCode?: string;
  created: Date;
}): string {
  const failed = input.settlement === 'FAILED';
  return JSON.stringify({
    id: input.eventId,
    object: 'event',
    type: failed ? 'payment_intent.payment_failed' : 'payment_intent.succeeded',
    created: Math.floor(input.created.getTime() / 1000),
    data: {
      object: {
        id: input.paymentReference,
        object: 'payment_intent',
        status: failed ? 'requires_payment_method' : 'succeeded',
        last_payment_error: failed ? { code: input.failureCode ?? 'payment_failed', type: 'card_error' } : null,
      },
    },
  });
}
