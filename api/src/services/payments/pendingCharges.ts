import type { Knex } from 'knex';
import { MAX_CHARGE_CENTS, MIN_CHARGE_CENTS, PAYMENT_CURRENCY, paymentMethodLabel } from '#core/payments/index';
import type { ChargeRequest, ChargeResult, PaymentProcessor } from '../../adapters/payments/PaymentProcessor.js';
import { Payment } from '../../models/Payment.js';
import { PaymentMethod } from '../../models/PaymentMethod.js';
import { AppError } from '../errors.js';
import { PaymentRefusedError } from './PaymentRefusedError.js';
import { chargeableMethodOf } from './paymentMethods.js';

export interface PendingChargeInput {
  userUuid: string;
  amountCents: number;
  /** One per intended payment, reused on every retry of it (a uuid the caller stores or derives). */
  idempotencyKey: string;
  /** What the payment is for, shown to the user and sent to the processor. */
  description: string;
  /** The user's method to charge; the default (else the newest) when omitted. */
  paymentMethodUuid?: string | null;
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
  input: PendingChargeInput & { ledgerEntryFor?: (methodLabel: string) => string },
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
