import type { Knex } from 'knex';
import type { Adapters } from '../../adapters/index.js';
import { chargeSavedPaymentMethod } from '../payments/chargeSavedPaymentMethod.js';
import { PaymentRefusedError } from '../payments/PaymentRefusedError.js';
import { chargeableMethodOf } from '../payments/paymentMethods.js';

export interface EquityCharge {
  paymentUuid: string;
  /** SUCCEEDED for a card; PROCESSING for a bank debit still clearing. */
  status: string;
  paymentMethodLabel: string;
}

export interface EquityChargeRequest {
  userUuid: string;
  amountCents: number;
  idempotencyKey: string;
  description: string;
  /** The owner's saved method to charge; the default when omitted. */
  paymentMethodUuid?: string | null;
}

/** The method a monthly charge goes to: the one chosen while it is still in use, else the default. */
export async function monthlyPaymentMethodOf(db: Knex, userUuid: string, chosenUuid: string | null): Promise<string | null> {
  if (!chosenUuid) return null;
  return (await chargeableMethodOf(db, userUuid, chosenUuid))?.uuid ?? null;
}

/** The owner's method in use named by the buy-in, or a refusal when it is not one (anyone else's is not found). */
export async function chosenPaymentMethodOf(db: Knex, userUuid: string, paymentMethodUuid: string): Promise<string> {
  const method = await chargeableMethodOf(db, userUuid, paymentMethodUuid);
  if (!method) throw PaymentRefusedError.methodNotFound();
  return method.uuid;
}

/**
 * Charges the owner's saved card or bank account for a buy-in or a scheduled charge, inside the
 * ledger's transaction: if anything after it fails nothing is written, and the processor sees
 * the same key on a retry, so it never charges twice. Refusals throw PaymentRefusedError.
 */
export async function chargeForEquity(
  trx: Knex.Transaction,
  adapters: Pick<Adapters, 'paymentProcessor'>,
  request: EquityChargeRequest,
): Promise<EquityCharge> {
  const charge = await chargeSavedPaymentMethod(trx, adapters.paymentProcessor, request);
  return { paymentUuid: charge.paymentUuid, status: charge.status, paymentMethodLabel: charge.paymentMethodLabel };
}
