import type { Knex } from 'knex';
import { MAX_CHARGE_CENTS, MIN_CHARGE_CENTS, PAYMENT_CURRENCY, paymentMethodLabel, type PaymentStatus } from '#core/payments/index';
import type { ChargeRequest, ChargeResult, PaymentProcessor } from '../../adapters/payments/PaymentProcessor.js';
import { Payment } from '../../models/Payment.js';
import { PaymentMethod } from '../../models/PaymentMethod.js';
import { AppError } from '../errors.js';
import { PaymentRefusedError } from './PaymentRefusedError.js';
import { chargeableMethodOf } from './paymentMethods.js';

export interface ChargeSavedPaymentMethodInput {
  userUuid: string;
  amountCents: number;
  /** One per intended payment, reused on every retry of it (a uuid the caller stores or derives). */
  idempotencyKey: string;
  /** What the payment is for, shown to the user and sent to the processor. */
  description: string;
  /** The user's method to charge; the default (else the newest) when omitted. */
  paymentMethodUuid?: string | null;
}

export interface ChargeSavedPaymentMethodResult {
  paymentUuid: string;
  /** SUCCEEDED for cards; PROCESSING for a bank debit still clearing. */
  status: Extract<PaymentStatus, 'SUCCEEDED' | 'PROCESSING'>;
  processorReference: string;
  /** "Visa •••• 4242", for receipts and confirmations. */
  paymentMethodLabel: string;
}

/**
 * Charges one of the user's saved payment methods inside the caller's transaction: the payments
 * row is written in `trx` before the processor is called, with the same idempotency key, so
 *  - a second call with a key already committed returns the first payment, calling nothing;
 *  - two calls racing with one key meet on the row's unique key, and only one reaches the processor;
 *  - a call whose transaction rolls back after the charge is retried with the same key, and the
 *    processor answers with the same charge instead of making another.
 * Throws PaymentRefusedError PAYMENT_METHOD_REQUIRED (nothing saved) or PAYMENT_DECLINED.
 */
export async function chargeSavedPaymentMethod(
  trx: Knex.Transaction,
  processor: PaymentProcessor,
  input: ChargeSavedPaymentMethodInput,
): Promise<ChargeSavedPaymentMethodResult> {
  if (!Number.isInteger(input.amountCents) || input.amountCents < MIN_CHARGE_CENTS || input.amountCents > MAX_CHARGE_CENTS) {
    throw new RangeError(`amountCents must be a whole number of cents from ${MIN_CHARGE_CENTS} to ${MAX_CHARGE_CENTS}; got ${input.amountCents}`);
  }
  if (!input.idempotencyKey.trim()) throw new RangeError('idempotencyKey is required');

  const earlier = await Payment.query(trx).findOne({ idempotencyKey: input.idempotencyKey });
  if (earlier && earlier.status !== 'PENDING') return replayOf(trx, earlier, input.userUuid);
  if (earlier && earlier.userUuid !== input.userUuid) throw anotherUsersKey();

  // PENDING here means an earlier attempt committed before the processor answered: ask again with
  // the same key, which the processor answers with that attempt's charge.
  const method = earlier
    ? await PaymentMethod.query(trx).findById(earlier.paymentMethodUuid)
    : await chargeableMethodOf(trx, input.userUuid, input.paymentMethodUuid ?? null);
  if (!method) throw PaymentRefusedError.methodRequired();

  const payment =
    earlier ??
    (await Payment.query(trx).insertAndFetch({
      userUuid: input.userUuid,
      paymentMethodUuid: method.uuid,
      amountCents: input.amountCents,
      currency: PAYMENT_CURRENCY,
      idempotencyKey: input.idempotencyKey,
      status: 'PENDING',
      description: input.description,
    }));
  const result = await processor.charge(chargeRequestOf(method, payment));
  if (result.outcome === 'declined') {
    await Payment.query(trx).patchAndFetchById(payment.uuid, { status: 'FAILED', processorReference: result.reference, updatedAt: new Date() });
    throw PaymentRefusedError.declined(result.declineCode, method.kind);
  }
  const status = result.outcome === 'succeeded' ? 'SUCCEEDED' : 'PROCESSING';
  await Payment.query(trx).patchAndFetchById(payment.uuid, { status, processorReference: result.reference, updatedAt: new Date() });
  return { paymentUuid: payment.uuid, status, processorReference: result.reference, paymentMethodLabel: paymentMethodLabel(method) };
}

const chargeRequestOf = (method: PaymentMethod, payment: Payment): ChargeRequest => ({
  customerReference: method.processorCustomerReference,
  paymentMethodReference: method.processorReference,
  paymentMethodKind: method.kind,
  amountCents: Number(payment.amountCents),
  currency: PAYMENT_CURRENCY,
  description: payment.description,
  idempotencyKey: payment.idempotencyKey,
  metadata: { paymentUuid: payment.uuid, userUuid: payment.userUuid },
});

/**
 * The first step of a charge recorded before it is made (decision 0021): the payments row,
 * PENDING, with the method to charge and the ledger row to write once the money moved, for the
 * caller to commit before sendCharge. A key whose charge was refused is tried again on the same
 * row. Throws PaymentRefusedError PAYMENT_METHOD_REQUIRED when nothing is saved.
 */
export async function recordPendingCharge(
  trx: Knex.Transaction,
  input: ChargeSavedPaymentMethodInput & { ledgerEntryFor?: (methodLabel: string) => string },
): Promise<{ payment: Payment; method: PaymentMethod }> {
  if (!Number.isInteger(input.amountCents) || input.amountCents < MIN_CHARGE_CENTS || input.amountCents > MAX_CHARGE_CENTS) {
    throw new RangeError(`amountCents must be a whole number of cents from ${MIN_CHARGE_CENTS} to ${MAX_CHARGE_CENTS}; got ${input.amountCents}`);
  }
  const earlier = await Payment.query(trx).findOne({ idempotencyKey: input.idempotencyKey });
  if (earlier && earlier.userUuid !== input.userUuid) throw anotherUsersKey();
  const method = await chargeableMethodOf(trx, input.userUuid, input.paymentMethodUuid ?? null);
  if (!method) throw PaymentRefusedError.methodRequired();
  const fields = {
    paymentMethodUuid: method.uuid,
    amountCents: input.amountCents,
    status: 'PENDING' as const,
    description: input.description,
    ledgerEntry: input.ledgerEntryFor?.(paymentMethodLabel(method)) ?? null,
  };
  const payment = earlier
    ? await Payment.query(trx).patchAndFetchById(earlier.uuid, { ...fields, failureCode: null, updatedAt: new Date() })
    : await Payment.query(trx).insertAndFetch({ ...fields, userUuid: input.userUuid, currency: PAYMENT_CURRENCY, idempotencyKey: input.idempotencyKey });
  return { payment, method };
}

/** Sends a recorded charge to the processor with its key, outside any transaction; the same key is the same charge. */
export async function sendCharge(db: Knex, processor: PaymentProcessor, payment: Payment): Promise<ChargeResult> {
  const method = await PaymentMethod.query(db).findById(payment.paymentMethodUuid);
  if (!method) throw new Error(`payment ${payment.uuid} names no payment method`);
  return processor.charge(chargeRequestOf(method, payment));
}

/** Keys are the caller's uuids; another user's key is a caller bug, never a charge to return. */
const anotherUsersKey = () => new AppError('CONFLICT', 'This idempotency key was used for another payment.');

async function replayOf(trx: Knex.Transaction, earlier: Payment, userUuid: string): Promise<ChargeSavedPaymentMethodResult> {
  if (earlier.userUuid !== userUuid) throw anotherUsersKey();
  if (earlier.status === 'FAILED' || earlier.status === 'PENDING' || !earlier.processorReference) throw PaymentRefusedError.declined('card_declined');
  const method = await PaymentMethod.query(trx).findById(earlier.paymentMethodUuid);
  return {
    paymentUuid: earlier.uuid,
    status: earlier.status,
    processorReference: earlier.processorReference,
    paymentMethodLabel: method ? paymentMethodLabel(method) : '',
  };
}
