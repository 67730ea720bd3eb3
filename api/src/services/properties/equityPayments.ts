import type { Knex } from 'knex';
import { PaymentRefusedError } from '../payments/PaymentRefusedError.js';
import { chargeableMethodOf } from '../payments/paymentMethods.js';

export interface EquityCharge {
  paymentUuid: string;
  /** SUCCEEDED for a card; PROCESSING for a bank debit still clearing. */
  status: string;
  paymentMethodLabel: string;
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
