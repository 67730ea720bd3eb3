/**
 * The payment processor, with the semantics of Stripe: a customer per user, a SetupIntent that
 * turns card details (entered with the processor, never with us) into a reusable payment method,
 * and off-session charges made with an idempotency key, so a retried charge is the same charge.
 * Statuses are Stripe's words; services translate them into the schema's enums.
 */
export type SetupIntentStatus = 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface ProcessorCard {
  /** The processor's payment method id (pm_...). */
  reference: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface SetupIntent {
  id: string;
  /** Handed to the browser to confirm the setup with the processor. */
  clientSecret: string;
  status: SetupIntentStatus;
  customerReference: string;
  /** Set once a card is attached. */
  card: ProcessorCard | null;
  /** Why the last attempt failed (a decline code such as card_declined), when it did. */
  lastErrorCode: string | null;
}

export interface ChargeRequest {
  customerReference: string | null;
  paymentMethodReference: string;
  amountCents: number;
  currency: string;
  description: string;
  /** Sent as the processor's Idempotency-Key: the same key returns the first result, never a second charge. */
  idempotencyKey: string;
  metadata?: Record<string, string>;
}

export type ChargeResult = { outcome: 'succeeded' | 'processing'; reference: string } | { outcome: 'declined'; reference: string | null; declineCode: string };

export interface PaymentProcessor {
  /** 'sandbox' (embedded) or 'stripe'; stored with each saved method. */
  readonly name: string;
  /** Publishable key for the browser's card element; null in the sandbox, whose form is our own. */
  readonly publishableKey: string | null;
  createCustomer(input: { userUuid: string; email: string }): Promise<string>;
  createSetupIntent(input: { customerReference: string; userUuid: string }): Promise<SetupIntent>;
  /** The processor's current word on a setup (null when it does not know the id). */
  retrieveSetupIntent(id: string): Promise<SetupIntent | null>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  detachPaymentMethod(reference: string): Promise<void>;
}
