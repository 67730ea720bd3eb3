import Stripe from 'stripe';
import type { PaymentSettlement } from '#core/payments/index';
import { containsMalformedText } from '#core/text/wellFormedText';

/**
 * The processor's webhook events in Stripe's shape: a JSON event signed in the Stripe-Signature
 * header under the endpoint's secret, checked with Stripe's own client. Stripe's adapter reads
 * them with STRIPE_WEBHOOK_SECRET, the sandbox with its own.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/** A settled charge: the processor's reference (pi_...), and Stripe's failure code when it failed. */
export interface PaymentSettlementEvent {
  eventId: string;
  /** Stripe's event type (payment_intent.succeeded, payment_intent.payment_failed). */
  type: string;
  paymentReference: string;
  settlement: PaymentSettlement;
  failureCode: string | null;
  /** The event as the processor sent it, kept while its payment is not recorded yet. */
  payload: object;
}

/** The request is not from the processor (no, a wrong or a stale signature) or not an event. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

const SETTLEMENTS: Record<string, PaymentSettlement> = {
  'payment_intent.succeeded': 'SUCCEEDED',
  'payment_intent.payment_failed': 'FAILED',
};

/** The Stripe-Signature header for a body, as the processor sends it (the sandbox and tests sign with it). */
export function signWebhook(secret: string, rawBody: string, now: Date): string {
  return Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret, timestamp: Math.floor(now.getTime() / 1000) });
}

/**
 * The event of a request signed by the processor; throws WebhookSignatureError unless one v1
 * signature of the header is the body's under the secret, signed within the tolerance of now.
 */
export function verifiedWebhookEvent(secret: string, rawBody: string, header: string | undefined, now: Date): unknown {
  // Stripe's client throws plain errors on some malformed headers (an empty or non-ASCII v1): the shape is checked first.
  if (!isWellFormedSignatureHeader(header ?? '')) throw new WebhookSignatureError('The Stripe-Signature header is malformed.');
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, header ?? '', secret, WEBHOOK_TOLERANCE_SECONDS, undefined, now.getTime());
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError(firstLineOf(error.message));
    if (error instanceof SyntaxError) throw new WebhookSignatureError('The webhook body is not an event.');
    throw error;
  }
  // Stripe's check refuses a signature too old; one dated further ahead (a skewed clock) is refused too.
  const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(header ?? '')?.[1]);
  if (signedAt - now.getTime() / 1000 > WEBHOOK_TOLERANCE_SECONDS) throw new WebhookSignatureError('Timestamp outside the tolerance zone');
  // Text the database cannot hold is no event of the processor's, signed or not.
  if (containsMalformedText(event)) throw new WebhookSignatureError('The webhook body is not an event.');
  return event;
}

/** One part of the header: a name and a value of printable ASCII. */
const SIGNATURE_PART = /^([a-z0-9_]+)=([\x21-\x2b\x2d-\x7e]+)$/;

/**
 * The Stripe-Signature header as Stripe writes it: one timestamp `t` in seconds and one or more
 * `v1` signatures of 64 hex digits (several while a secret rolls); other schemes (v0) are ignored.
 */
export function isWellFormedSignatureHeader(header: string): boolean {
  let timestamps = 0;
  let signatures = 0;
  for (const part of header.split(',')) {
    const [, name, value] = SIGNATURE_PART.exec(part) ?? [];
    if (!name || !value) return false;
    if (name === 't') {
      if (!/^\d{1,12}$/.test(value)) return false;
      timestamps++;
    } else if (name === 'v1') {
      if (!/^[0-9a-f]{64}$/.test(value)) return false;
      signatures++;
    }
  }
  return timestamps === 1 && signatures > 0;
}

/**
 * A verified event's settlement, or null for an event type that settles nothing (answered 200 and
 * left alone, as Stripe asks of endpoints that receive more than they handle).
 */
export function readPaymentWebhook(secret: string, rawBody: string, header: string | undefined, now: Date): PaymentSettlementEvent | null {
  return settlementEventOf(verifiedWebhookEvent(secret, rawBody, header, now));
}

/** The settlement an event (already verified, or kept after it was) reports; null when it reports none. */
export function settlementEventOf(payload: unknown): PaymentSettlementEvent | null {
  if (typeof payload !== 'object' || payload === null) throw new WebhookSignatureError('The webhook body is not an event.');
  const event = payload as {
    id?: unknown;
    type?: unknown;
    data?: { object?: { id?: unknown; last_payment_error?: { code?: unknown; decline_code?: unknown } | null } };
  };
  const settlement = typeof event.type === 'string' ? SETTLEMENTS[event.type] : undefined;
  if (!settlement) return null;
  const intent = event.data?.object;
  if (typeof event.id !== 'string' || typeof intent?.id !== 'string') throw new WebhookSignatureError('The webhook body is not an event.');
  const error = intent.last_payment_error;
  const failureCode = settlement === 'FAILED' ? String(error?.decline_code ?? error?.code ?? 'payment_failed') : null;
  return { eventId: event.id, type: event.type as string, paymentReference: intent.id, settlement, failureCode, payload };
}

const firstLineOf = (message: string) => message.split('\n')[0]!.trim();

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
