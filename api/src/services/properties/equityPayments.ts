import type { Knex } from 'knex';
import type { Adapters } from '../../adapters/index.js';
import { chargeSavedPaymentMethod } from '../payments/chargeSavedPaymentMethod.js';

export interface EquityCharge {
  paymentUuid: string;
  status: string;
  paymentMethodLabel: string;
}

export interface EquityChargeRequest {
  userUuid: string;
  amountCents: number;
  idempotencyKey: string;
  description: string;
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
