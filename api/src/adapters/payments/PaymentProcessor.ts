import type { PaymentSettlementEvent } from './webhookEvents.js';

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
  /** A bank account is debited over ACH (Stripe's us_bank_account); a card when omitted. */
  paymentMethodKind?: 'CARD' | 'BANK_ACCOUNT';
  amountCents: number;
  currency: string;
  description: string;
  /** Sent as the processor's Idempotency-Key: the same key returns the first result, never a second charge. */
  idempotencyKey: string;
  metadata?: Record<string, string>;
}

export type ChargeResult = { outcome: 'succeeded' | 'processing'; reference: string } | { outcome: 'declined'; reference: string | null; declineCode: string };

/**
 * A linked bank account to save for debits. Roofline stores no account numbers: with Stripe the
 * ACH numbers are read from the bank-link provider for this call only (Plaid's /auth/get for the
 * linked item) and handed on; the sandbox decides by the last four, as Stripe's test accounts do,
 * and needs none. Plaid can instead issue a Stripe bank account token for the item
 * (/processor/stripe/bank_account_token/create), so the numbers never pass through Roofline;
 * that needs the Stripe integration enabled in Plaid's dashboard and is the production route.
 */
export interface BankAccountToSave {
  customerReference: string;
  userUuid: string;
  holderName: string;
  accountType: 'checking' | 'savings';
  last4: string;
  /** The bank-link provider's id of the account (stable per linked account). */
  linkedAccountId: string;
  ach: { routingNumber: string; accountNumber: string } | null;
  /** The homeowner's online authorization to debit the account off-session (a Nacha mandate). */
  mandate: { ipAddress: string; userAgent: string };
}

export interface ProcessorBankAccount {
  /** The processor's payment method id (pm_... with Stripe, ba_sbx_... in the sandbox). */
  reference: string;
  last4: string;
}

/** The processor will not take this bank account for debits (unverified numbers, a refusal); code is its reason. */
export class BankAccountRefusedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'BankAccountRefusedError';
  }
}

export interface PaymentProcessor {
  /** 'sandbox' (embedded) or 'stripe'; stored with each saved method. */
  readonly name: string;
  /** Publishable key for the browser's card element; null in the sandbox, whose form is our own. */
  readonly publishableKey: string | null;
  /** Whether saveBankAccount needs the account's ACH numbers (Stripe), or decides by the last four (the sandbox). */
  readonly needsAchNumbers: boolean;
  createCustomer(input: { userUuid: string; email: string }): Promise<string>;
  createSetupIntent(input: { customerReference: string; userUuid: string }): Promise<SetupIntent>;
  /** The processor's current word on a setup (null when it does not know the id). */
  retrieveSetupIntent(id: string): Promise<SetupIntent | null>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * What the processor did with a charge requested with this idempotency key, or null when it has
   * none: how a charge whose answer was lost is finished.
   */
  findCharge(idempotencyKey: string): Promise<ChargeResult | null>;
  /** Saves a linked bank account as a payment method of the customer, authorized for off-session debits. */
  saveBankAccount(account: BankAccountToSave): Promise<ProcessorBankAccount>;
  detachPaymentMethod(reference: string): Promise<void>;
  /**
   * A webhook request's settled charge, read only if its signature is the processor's (throws
   * WebhookSignatureError otherwise); null for an event that settles nothing.
   */
  readWebhook(rawBody: string, signatureHeader: string | undefined, now: Date): PaymentSettlementEvent | null;
}
